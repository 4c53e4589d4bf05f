import { StorageClient as RealStorageClient } from '@supabase/storage-js';
import { lazyStorageClientClass } from './lazy-storage-client';

const STORAGE_URL = 'http://127.0.0.1:54321/storage/v1';
const HEADERS = { apikey: 'anon' };

function fakeStorage() {
  const removed: [string, string[]][] = [];
  class FakeClient {
    from(bucket: string) {
      return {
        remove: async (paths: string[]) => {
          removed.push([bucket, paths]);
          return { data: paths.map((name) => ({ name })), error: null };
        },
      };
    }
  }
  const load = jest.fn(async () => ({ StorageClient: FakeClient }) as never);
  return { load, removed };
}

describe('the storage-js stand-in', () => {
  it.each([
    ['post-media', 'alice/3f1c.jpg'],
    ['avatars', 'alice id/photo (1).png'],
    ['post-media', '/leading/slash.webp'],
    ['post-media', 'émile/café #2.gif'],
  ])(
    'gives the same public address as storage-js for %s %s, without loading it',
    (bucket, path) => {
      const { load } = fakeStorage();
      const LazyStorageClient = lazyStorageClientClass(load);
      const lazy = new LazyStorageClient(`${STORAGE_URL}/`, HEADERS);
      const real = new RealStorageClient(`${STORAGE_URL}/`, HEADERS);

      expect(lazy.from(bucket).getPublicUrl(path)).toEqual(real.from(bucket).getPublicUrl(path));
      expect(load).not.toHaveBeenCalled();
    },
  );

  it('loads storage-js to remove files, once, and passes the answer on', async () => {
    const { load, removed } = fakeStorage();
    const LazyStorageClient = lazyStorageClientClass(load);
    const lazy = new LazyStorageClient(STORAGE_URL, HEADERS);

    const first = await lazy.from('post-media').remove(['alice/a.jpg', 'alice/b.jpg']);
    await lazy.from('avatars').remove(['alice/c.png']);

    expect(first.data?.map((file) => file.name)).toEqual(['alice/a.jpg', 'alice/b.jpg']);
    expect(removed).toEqual([
      ['post-media', ['alice/a.jpg', 'alice/b.jpg']],
      ['avatars', ['alice/c.png']],
    ]);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
