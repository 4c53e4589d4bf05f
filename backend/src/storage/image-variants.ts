import { createHash } from 'node:crypto';
import path from 'node:path';
import type pg from 'pg';
import {
  hostedSourceLimits,
  renderImage,
  type RenderedImage,
  type SourceLimits,
} from './image-variant.renderer.ts';
import type { StoredObject } from './object.repository.ts';
import type { OutputChoice } from './render-format.policy.ts';
import { transformationSegments, type TransformOptions } from './render-options.parser.ts';
import { RenderQueue } from './render-queue.ts';
import { RenderVariantCache, type VariantKey } from './render-variant.cache.ts';
import { StorageError } from './storage-error.ts';

/** How renders may use the machine; the numbers behind each setting are in backend/README.md. */
export interface RenderSettings {
  /** Renders at once. */
  concurrency: number;
  /** Renders waiting for a turn before more are refused. */
  maxWaiting: number;
  timeoutSeconds: number;
  /** Disk the cached variants may take. */
  cacheMaxBytes: number;
}

export const defaultRenderSettings: RenderSettings = {
  concurrency: 2,
  maxWaiting: 8,
  timeoutSeconds: 10,
  cacheMaxBytes: 1024 * 1024 * 1024,
};

const rememberedFailures = 1000;
const digest = (text: string, length: number) =>
  createHash('sha256').update(text).digest('hex').slice(0, length);

/** What identifies the bytes of one version of an object: its id, its last write and their md5. */
function versionOf(object: Pick<StoredObject, 'id' | 'updated_at' | 'metadata'>): string {
  const updatedAt = new Date(object.updated_at as unknown as string | Date).toISOString();
  const metadata = object.metadata;
  return digest(`${object.id}|${updatedAt}|${metadata?.eTag ?? ''}|${metadata?.size ?? ''}`, 20);
}

/**
 * Image variants of stored objects: each rendered once per object version and parameters, then
 * served from the disk cache; renders go through a bounded queue, and identical renders asked for
 * at the same time share one. A source refused once (not an image, too large, a bomb) is refused
 * again at once for that version, so asking again costs no render.
 */
export class ImageVariants {
  private readonly cache: RenderVariantCache;
  private readonly queue: RenderQueue;
  private readonly limits: SourceLimits;
  private readonly inFlight = new Map<string, Promise<RenderedImage>>();
  private readonly failures = new Map<string, StorageError>();

  constructor(dataDir: string, settings: RenderSettings) {
    this.cache = new RenderVariantCache(
      path.resolve(dataDir, 'storage-variants'),
      settings.cacheMaxBytes,
    );
    this.queue = new RenderQueue(Math.max(1, settings.concurrency), settings.maxWaiting);
    this.limits = { ...hostedSourceLimits, timeoutSeconds: Math.max(1, settings.timeoutSeconds) };
  }

  /**
   * Indexes the cache, then drops the variants of objects gone or replaced since it was written.
   * A cache that cannot be read or swept does not keep storage from starting: a variant is only
   * ever served for the version it was rendered from, and the size limit still holds.
   */
  async start(pool: pg.Pool, onError: (error: unknown) => void): Promise<void> {
    try {
      await this.cache.load();
      const ids = await this.cache.objectIds();
      if (ids.length === 0) return;
      const { rows } = await pool.query<Pick<StoredObject, 'id' | 'updated_at' | 'metadata'>>(
        'select id, updated_at, metadata from storage.objects where id = any($1::uuid[])',
        [ids],
      );
      const current = new Map(rows.map((row) => [row.id, versionOf(row)]));
      await Promise.all(ids.map((id) => this.cache.keepOnlyVersion(id, current.get(id) ?? null)));
    } catch (error) {
      onError(error);
    }
  }

  keyOf(object: StoredObject, options: TransformOptions, choice: OutputChoice): VariantKey {
    const version = versionOf(object);
    const parameters = transformationSegments(options, false).join(',');
    return {
      objectId: object.id,
      version,
      hash: digest(`${version}|${parameters}|${choice.format}`, 32),
    };
  }

  /** The variant of `key`, from the cache or rendered from the file at `sourcePath`. */
  async variant(
    key: VariantKey,
    sourcePath: string,
    options: TransformOptions,
    choice: OutputChoice,
  ): Promise<RenderedImage> {
    const cached = await this.cache.read(key);
    if (cached) return cached;
    const failure = this.failures.get(key.version) ?? this.failures.get(key.hash);
    if (failure) throw failure;
    let rendering = this.inFlight.get(key.hash);
    if (!rendering) {
      rendering = this.render(key, sourcePath, options, choice).finally(() =>
        this.inFlight.delete(key.hash),
      );
      this.inFlight.set(key.hash, rendering);
    }
    return rendering;
  }

  private async render(
    key: VariantKey,
    sourcePath: string,
    options: TransformOptions,
    choice: OutputChoice,
  ): Promise<RenderedImage> {
    try {
      const rendered = await this.queue.run(() =>
        renderImage(sourcePath, options, choice, this.limits),
      );
      // A full or read-only disk costs the cache, not the answer.
      await this.cache.write(key, rendered).catch(() => undefined);
      return rendered;
    } catch (error) {
      this.remember(key, error);
      throw error;
    }
  }

  /** Refusals of the source hold for its version; a timeout only for these parameters. */
  private remember(key: VariantKey, error: unknown): void {
    if (!(error instanceof StorageError)) return;
    const scope =
      error.statusCode === 400 ? key.version : error.statusCode === 503 ? key.hash : null;
    if (!scope) return;
    this.failures.set(scope, error);
    if (this.failures.size > rememberedFailures) {
      const oldest = this.failures.keys().next().value;
      if (oldest !== undefined) this.failures.delete(oldest);
    }
  }

  /**
   * Drops the variants of objects deleted or replaced (their next render is of the new bytes). Never
   * fails the write that calls it: what it cannot remove is never served, and goes by size.
   */
  async forget(objectIds: string[]): Promise<void> {
    await this.cache.forget(objectIds).catch(() => undefined);
  }
}
