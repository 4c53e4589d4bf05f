import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { signUpMember, uniqueUsername, type Member } from './helpers/test-users.ts';

// list and listV2 through supabase-js: search, sorting and pages, under the caller's policies.

const pngHead = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const png = () => new Blob([pngHead], { type: 'image/png' });

describe('storage listing', () => {
  let stack: TestStack;
  let alice: Member;
  let bob: Member;
  const avatars = (client: SupabaseClient) => client.storage.from('avatars');
  /** Uploaded in this order, so created_at grows along it. */
  const names = ['b-photo.png', 'a-photo.png', 'c-clip.png', 'album/one.png', 'album/two.png'];

  before(async () => {
    stack = await startTestStack({ autoconfirm: true });
    alice = await signUpMember(stack, uniqueUsername('lister'));
    bob = await signUpMember(stack, uniqueUsername('peeker'));
    for (const name of names) {
      const { error } = await avatars(alice.client).upload(`${alice.id}/${name}`, png());
      assert.equal(error, null);
    }
    // Distinct creation times whatever the clock's resolution.
    await stack.pool.query(
      `update storage.objects o set created_at = now() - make_interval(secs => 100 - t.position)
         from unnest($1::text[]) with ordinality as t(name, position) where o.name = t.name`,
      [names.map((name) => `${alice.id}/${name}`)],
    );
  });
  after(async () => {
    await stack?.stop();
  });

  it('lists one folder level with folders, searches by the start of a name, sorts and pages', async () => {
    const all = await avatars(alice.client).list(alice.id);
    assert.equal(all.error, null);
    assert.deepEqual(
      all.data?.map((entry) => [entry.name, entry.id === null]),
      [
        ['a-photo.png', false],
        ['album', true],
        ['b-photo.png', false],
        ['c-clip.png', false],
      ],
    );
    const searched = await avatars(alice.client).list(alice.id, { search: 'A-' });
    assert.deepEqual(
      searched.data?.map((entry) => entry.name),
      ['a-photo.png'],
    );
    const page = await avatars(alice.client).list(alice.id, {
      limit: 2,
      offset: 1,
      sortBy: { column: 'name', order: 'desc' },
    });
    assert.deepEqual(
      page.data?.map((entry) => entry.name),
      ['b-photo.png', 'album'],
    );
    const unmatched = await avatars(alice.client).list(alice.id, { search: 'photo' });
    assert.deepEqual(unmatched.data, []);
    const newestFirst = await avatars(alice.client).list(alice.id, {
      sortBy: { column: 'created_at', order: 'desc' },
    });
    assert.deepEqual(
      newestFirst.data?.map((entry) => entry.name),
      ['album', 'c-clip.png', 'a-photo.png', 'b-photo.png'],
    );
    const refused = await avatars(alice.client).list(alice.id, {
      sortBy: { column: 'owner', order: 'asc' },
    });
    assert.equal(refused.error?.statusCode, '400');
  });

  it("shows another member's folder as empty", async () => {
    assert.deepEqual((await avatars(bob.client).list(alice.id)).data, []);
    const v2 = await avatars(bob.client).listV2({ prefix: `${alice.id}/` });
    assert.deepEqual(v2.data, { hasNext: false, folders: [], objects: [] });
  });

  it('lists with listV2 by prefix in pages that a cursor continues', async () => {
    const prefix = `${alice.id}/`;
    const first = await avatars(alice.client).listV2({ prefix, limit: 2 });
    assert.equal(first.error, null);
    assert.equal(first.data?.hasNext, true);
    assert.deepEqual(
      first.data?.objects.map((object) => object.name),
      [`${prefix}a-photo.png`, `${prefix}album/one.png`],
    );
    const rest = await avatars(alice.client).listV2({
      prefix,
      limit: 10,
      cursor: first.data?.nextCursor,
    });
    assert.equal(rest.data?.hasNext, false);
    assert.deepEqual(
      rest.data?.objects.map((object) => object.name),
      [`${prefix}album/two.png`, `${prefix}b-photo.png`, `${prefix}c-clip.png`],
    );
  });

  it('folds sub-folders with with_delimiter and sorts by creation time both ways', async () => {
    const prefix = `${alice.id}/`;
    const level = await avatars(alice.client).listV2({ prefix, with_delimiter: true });
    assert.deepEqual(level.data?.folders, [{ key: 'album', name: `${prefix}album/` }]);
    assert.deepEqual(
      level.data?.objects.map((object) => [object.key, object.name]),
      [
        ['a-photo.png', `${prefix}a-photo.png`],
        ['b-photo.png', `${prefix}b-photo.png`],
        ['c-clip.png', `${prefix}c-clip.png`],
      ],
    );
    const newest = await avatars(alice.client).listV2({
      prefix,
      limit: 2,
      sortBy: { column: 'created_at', order: 'desc' },
    });
    assert.deepEqual(
      newest.data?.objects.map((object) => object.name),
      [`${prefix}album/two.png`, `${prefix}album/one.png`],
    );
    const older = await avatars(alice.client).listV2({ prefix, cursor: newest.data?.nextCursor });
    assert.deepEqual(
      older.data?.objects.map((object) => object.name),
      [`${prefix}c-clip.png`, `${prefix}a-photo.png`, `${prefix}b-photo.png`],
    );
    const broken = await avatars(alice.client).listV2({ prefix, cursor: 'bm90IGEgY3Vyc29y' });
    assert.equal((broken.error as { code?: string } | null)?.code, 'InvalidParameter');
  });
});
