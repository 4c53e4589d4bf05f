import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutputFormat } from './render-format.policy.ts';

/** Where one variant lives: an object, one version of its bytes, one set of parameters. */
export interface VariantKey {
  objectId: string;
  /** Changes whenever the object's bytes or row change (hex). */
  version: string;
  /** The parameters and output choice within that version (hex); unique across the cache. */
  hash: string;
}

interface Entry extends VariantKey {
  format: OutputFormat;
  size: number;
  file: string;
  lastUsed: number;
}

const formats: readonly string[] = ['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff'];
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const hex = /^[0-9a-f]+$/;

/**
 * Rendered variants on disk, `<root>/<object id>/<version>/<hash>.<format>`, at most `maxBytes`
 * in all: the least recently used go first. Writing a variant of one version removes the other
 * versions of that object; `forget` removes an object's; `sweep` (at start) removes those of
 * objects deleted or replaced while the service was down.
 */
export class RenderVariantCache {
  private readonly entries = new Map<string, Entry>();
  private total = 0;
  private clock = 0;

  constructor(
    readonly root: string,
    private readonly maxBytes: number,
  ) {}

  private directory(objectId: string, version?: string): string {
    return version ? path.join(this.root, objectId, version) : path.join(this.root, objectId);
  }

  private add(entry: Entry): void {
    const previous = this.entries.get(entry.hash);
    if (previous) this.total -= previous.size;
    this.entries.set(entry.hash, entry);
    this.total += entry.size;
  }

  private drop(entry: Entry): void {
    if (this.entries.get(entry.hash) === entry) {
      this.entries.delete(entry.hash);
      this.total -= entry.size;
    }
  }

  /** Indexes what earlier runs left; anything not in the layout (half-written files) goes. */
  async load(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    for (const objectId of await readdir(this.root)) {
      if (!uuid.test(objectId)) {
        await rm(path.join(this.root, objectId), { recursive: true, force: true });
        continue;
      }
      for (const version of await readdir(this.directory(objectId)).catch(() => [])) {
        for (const name of await readdir(this.directory(objectId, version)).catch(() => [])) {
          const file = path.join(this.directory(objectId, version), name);
          const [hash = '', format = '', ...rest] = name.split('.');
          const info = await stat(file).catch(() => null);
          if (!hex.test(version) || !hex.test(hash) || !formats.includes(format) || rest.length) {
            await rm(file, { recursive: true, force: true });
          } else if (info?.isFile()) {
            const lastUsed = info.mtimeMs;
            this.add({
              objectId,
              version,
              hash,
              format: format as OutputFormat,
              size: info.size,
              file,
              lastUsed,
            });
          }
        }
      }
    }
    // Newer than every file's time, so what is used from now on counts as most recent.
    for (const entry of this.entries.values()) this.clock = Math.max(this.clock, entry.lastUsed);
    this.clock = Math.max(this.clock, Date.now());
    await this.evict();
  }

  /** The object ids that have a directory here. */
  async objectIds(): Promise<string[]> {
    return (await readdir(this.root).catch(() => [])).filter((name) => uuid.test(name));
  }

  async read(key: VariantKey): Promise<{ data: Buffer; format: OutputFormat } | null> {
    const entry = this.entries.get(key.hash);
    if (!entry || entry.objectId !== key.objectId || entry.version !== key.version) return null;
    try {
      const data = await readFile(entry.file);
      entry.lastUsed = ++this.clock;
      return { data, format: entry.format };
    } catch {
      // Removed by a newer version or by eviction since it was looked up.
      this.drop(entry);
      return null;
    }
  }

  async write(key: VariantKey, variant: { data: Buffer; format: OutputFormat }): Promise<void> {
    await this.keepOnlyVersion(key.objectId, key.version);
    if (variant.data.length > this.maxBytes) return;
    const directory = this.directory(key.objectId, key.version);
    const file = path.join(directory, `${key.hash}.${variant.format}`);
    await mkdir(directory, { recursive: true });
    const temporary = `${file}.${randomUUID()}`;
    await writeFile(temporary, variant.data);
    await rename(temporary, file);
    this.add({
      ...key,
      format: variant.format,
      size: variant.data.length,
      file,
      lastUsed: ++this.clock,
    });
    await this.evict();
  }

  /** Removes every version but `version` of the object's variants. */
  async keepOnlyVersion(objectId: string, version: string | null): Promise<void> {
    for (const entry of this.entries.values())
      if (entry.objectId === objectId && entry.version !== version) this.drop(entry);
    const versions = await readdir(this.directory(objectId)).catch(() => []);
    await Promise.all(
      versions
        .filter((name) => name !== version)
        .map((name) => rm(this.directory(objectId, name), { recursive: true, force: true })),
    );
    if (version === null) await rm(this.directory(objectId), { recursive: true, force: true });
  }

  /** Removes all variants of the objects (deleted or replaced). */
  async forget(objectIds: string[]): Promise<void> {
    await Promise.all(
      objectIds.filter((id) => uuid.test(id)).map((id) => this.keepOnlyVersion(id, null)),
    );
  }

  private async evict(): Promise<void> {
    if (this.total <= this.maxBytes) return;
    const oldestFirst = [...this.entries.values()].sort((a, b) => a.lastUsed - b.lastUsed);
    for (const entry of oldestFirst) {
      if (this.total <= this.maxBytes) break;
      this.drop(entry);
      await rm(entry.file, { force: true });
    }
  }
}
