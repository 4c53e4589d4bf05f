// supabase-js builds its storage client in its constructor, so storage-js (7.5 KB gzip) would load
// and compile on every first page. The site uploads with XMLHttpRequest (for progress), so what it
// asks of storage-js is an uploaded file's public address, a string it can build without the
// library, and, when a post could not be created, to remove that post's uploads. The site's builds
// alias '@supabase/storage-js' to this module (tooling/build/rspack-config.mjs); `remove` loads the real
// client.
import type { StorageClient as RealClient } from '@supabase/storage-js';

type StorageModule = { StorageClient: typeof RealClient };
type RemovedFiles = ReturnType<ReturnType<RealClient['from']>['remove']>;

/** The stand-in class, with the way to load storage-js given (the tests give a fake). */
export function lazyStorageClientClass(load: () => Promise<StorageModule>) {
  return class LazyStorageClient {
    private readonly args: ConstructorParameters<typeof RealClient>;
    private readonly url: string;
    private loading: Promise<RealClient> | undefined;

    constructor(...args: ConstructorParameters<typeof RealClient>) {
      this.args = args;
      this.url = new URL(args[0]).href.replace(/\/$/, '');
    }

    private load(): Promise<RealClient> {
      this.loading ??= load().then(
        ({ StorageClient }) => new StorageClient(...this.args),
        (error: unknown) => {
          this.loading = undefined; // The next call tries again.
          throw error;
        },
      );
      return this.loading;
    }

    from(bucket: string) {
      return {
        /** storage-js's address of a file in a public bucket, without its options. */
        getPublicUrl: (path: string) => ({
          data: {
            publicUrl: encodeURI(`${this.url}/object/public/${bucket}/${path.replace(/^\/+/, '')}`),
          },
        }),
        remove: async (paths: string[]): RemovedFiles =>
          (await this.load()).from(bucket).remove(paths),
      };
    }
  };
}

export const StorageClient = lazyStorageClientClass(
  () => import('@supabase/storage-js/dist/index.mjs'),
);

/**
 * supabase-js re-exports storage-js's error class by name. Giving it would load storage-js, so in the
 * browser `StorageApiError` from '@supabase/supabase-js' is undefined: the site does not tell
 * storage errors apart by class.
 */
export const StorageApiError = undefined;
