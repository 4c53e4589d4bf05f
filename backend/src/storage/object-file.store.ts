import { randomUUID } from 'node:crypto';
import { copyFile, link, mkdir, rename, rm, stat } from 'node:fs/promises';
import { createReadStream, type ReadStream } from 'node:fs';
import path from 'node:path';

/** The bytes of stored objects, at `<dataDir>/storage/<bucket>/<key>`; keys are validated before. */
export class ObjectFileStore {
  private readonly root: string;

  constructor(dataDir: string) {
    this.root = path.resolve(dataDir, 'storage');
  }

  private pathOf(bucketId: string, key: string): string {
    const filePath = path.resolve(this.root, bucketId, key);
    // A second line of defence behind the key validator.
    if (!filePath.startsWith(this.root + path.sep))
      throw new Error('object path escapes the storage root');
    return filePath;
  }

  /** Where the bytes of `<bucket>/<key>` are, for readers that open the file themselves. */
  localPath(bucketId: string, key: string): string {
    return this.pathOf(bucketId, key);
  }

  /**
   * A fresh path beside the target for an upload to stream into; `place` renames it over the
   * target, so readers never see half a file.
   */
  async temporaryFor(bucketId: string, key: string): Promise<string> {
    const target = this.pathOf(bucketId, key);
    await mkdir(path.dirname(target), { recursive: true });
    return `${target}.${randomUUID()}.upload-tmp`;
  }

  async place(temporary: string, bucketId: string, key: string): Promise<void> {
    await rename(temporary, this.pathOf(bucketId, key));
  }

  async discard(temporary: string): Promise<void> {
    await rm(temporary, { force: true });
  }

  async remove(bucketId: string, key: string): Promise<void> {
    await rm(this.pathOf(bucketId, key), { force: true });
  }

  /** The directory of a deleted bucket, with anything left in it. */
  async removeBucket(bucketId: string): Promise<void> {
    const directory = path.resolve(this.root, bucketId);
    if (!directory.startsWith(this.root + path.sep))
      throw new Error('bucket path escapes the storage root');
    await rm(directory, { recursive: true, force: true });
  }

  /** Moves the bytes of one object to another key (a rename: readers never see half a file). */
  async move(from: { bucketId: string; key: string }, to: { bucketId: string; key: string }) {
    const target = this.pathOf(to.bucketId, to.key);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(this.pathOf(from.bucketId, from.key), target);
  }

  /** Copies the bytes of one object to another key, through a temporary file like an upload. */
  async copy(from: { bucketId: string; key: string }, to: { bucketId: string; key: string }) {
    const temporary = await this.temporaryFor(to.bucketId, to.key);
    try {
      await copyFile(this.pathOf(from.bucketId, from.key), temporary);
      await this.place(temporary, to.bucketId, to.key);
    } finally {
      await this.discard(temporary);
    }
  }

  /**
   * Places the bytes of a file outside the store at `<bucket>/<key>`, through a temporary file like
   * an upload. A hard link where the file system allows: stored files are only ever replaced or
   * removed whole (renamed over, unlinked), never written in place, so sharing the bytes is safe.
   */
  async placeCopyOf(sourcePath: string, bucketId: string, key: string): Promise<void> {
    const temporary = await this.temporaryFor(bucketId, key);
    try {
      await link(sourcePath, temporary).catch(() => copyFile(sourcePath, temporary));
      await this.place(temporary, bucketId, key);
    } finally {
      await this.discard(temporary);
    }
  }

  /** Size and a stream of the bytes, or of `range` (inclusive offsets) when given. */
  async open(
    bucketId: string,
    key: string,
    range?: { start: number; end: number },
  ): Promise<{ stream: ReadStream; size: number } | null> {
    const filePath = this.pathOf(bucketId, key);
    try {
      const info = await stat(filePath);
      if (!info.isFile()) return null;
      return { stream: createReadStream(filePath, range), size: info.size };
    } catch {
      return null;
    }
  }
}
