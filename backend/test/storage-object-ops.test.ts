import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, serviceClient } from './helpers/supabase-clients.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { signUpMember, uniqueUsername, type Member } from './helpers/test-users.ts';

// move, copy, info and exists through supabase-js, each under the caller's policies.

const pngHead = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const pngBytes = (marker: number) => Buffer.concat([pngHead, Buffer.from([marker])]);
const png = (marker: number) => new Blob([pngBytes(marker)], { type: 'image/png' });
const codeOf = (error: unknown) => (error as { code?: string } | null)?.code;

describe('storage object operations', () => {
  let stack: TestStack;
  let alice: Member;
  let bob: Member;
  const avatars = (client: SupabaseClient) => client.storage.from('avatars');
  const publicBytes = async (key: string) => {
    const response = await fetch(avatars(anonClient(stack)).getPublicUrl(key).data.publicUrl);
    return response.status === 200 ? Buffer.from(await response.arrayBuffer()) : null;
  };

  before(async () => {
    stack = await startTestStack({ autoconfirm: true });
    alice = await signUpMember(stack, uniqueUsername('mover'));
    bob = await signUpMember(stack, uniqueUsername('watcher'));
  });
  after(async () => {
    await stack?.stop();
  });

  it('moves an object within the own folder, bytes and row together', async () => {
    const from = `${alice.id}/before.png`;
    const to = `${alice.id}/sub/after.png`;
    assert.equal((await avatars(alice.client).upload(from, png(1))).error, null);
    const moved = await avatars(alice.client).move(from, to);
    assert.equal(moved.error, null);
    assert.equal(moved.data?.message, 'Successfully moved');
    assert.equal(await publicBytes(from), null);
    assert.deepEqual(await publicBytes(to), pngBytes(1));
    const { rows } = await stack.pool.query(
      'select name, owner from storage.objects where name in ($1, $2)',
      [from, to],
    );
    assert.deepEqual(rows, [{ name: to, owner: alice.id }]);
  });

  it('refuses moves the policies do not allow and leaves the object where it was', async () => {
    const key = `${alice.id}/stay.png`;
    assert.equal((await avatars(alice.client).upload(key, png(2))).error, null);
    const intruder = await avatars(bob.client).move(key, `${bob.id}/taken.png`);
    assert.equal(intruder.error?.statusCode, '404');
    assert.equal(codeOf(intruder.error), 'NoSuchKey');
    const outside = await avatars(alice.client).move(key, `${bob.id}/gift.png`);
    assert.equal(outside.error?.statusCode, '403');
    assert.equal(codeOf(outside.error), 'AccessDenied');
    assert.equal((await avatars(alice.client).upload(`${alice.id}/taken.png`, png(3))).error, null);
    const onto = await avatars(alice.client).move(key, `${alice.id}/taken.png`);
    assert.equal(onto.error?.statusCode, '409');
    assert.deepEqual(await publicBytes(key), pngBytes(2));
    assert.deepEqual(await publicBytes(`${alice.id}/taken.png`), pngBytes(3));
    assert.equal(await publicBytes(`${bob.id}/gift.png`), null);
  });

  it('copies an object into the own folder, and refuses copies elsewhere', async () => {
    const source = `${alice.id}/original.png`;
    assert.equal((await avatars(alice.client).upload(source, png(4))).error, null);
    const copied = await avatars(alice.client).copy(source, `${alice.id}/copy.png`);
    assert.equal(copied.error, null);
    assert.equal(copied.data?.path, `avatars/${alice.id}/copy.png`);
    assert.deepEqual(await publicBytes(`${alice.id}/copy.png`), pngBytes(4));
    assert.deepEqual(await publicBytes(source), pngBytes(4));

    const again = await avatars(alice.client).copy(source, `${alice.id}/copy.png`);
    assert.equal(codeOf(again.error), 'KeyAlreadyExists');
    const outside = await avatars(alice.client).copy(source, `${bob.id}/copy.png`);
    assert.equal(codeOf(outside.error), 'AccessDenied');
    const stolen = await avatars(bob.client).copy(source, `${bob.id}/stolen.png`);
    assert.equal(codeOf(stolen.error), 'NoSuchKey');
    assert.equal(await publicBytes(`${bob.id}/copy.png`), null);
    assert.equal(await publicBytes(`${bob.id}/stolen.png`), null);
  });

  it('describes an object with info and tells whether it exists', async () => {
    const key = `${alice.id}/described.png`;
    assert.equal(
      (await avatars(alice.client).upload(key, png(5), { metadata: { caption: 'hi' } })).error,
      null,
    );
    const { data, error } = await avatars(alice.client).info(key);
    assert.equal(error, null);
    assert.equal(data?.name, key);
    assert.equal(data?.bucketId, 'avatars');
    assert.equal(data?.size, pngBytes(5).length);
    assert.equal(data?.contentType, 'image/png');
    assert.equal(data?.cacheControl, 'max-age=3600');
    assert.deepEqual(data?.metadata, { caption: 'hi' });
    assert.match(data?.etag ?? '', /^"[0-9a-f]{32}"$/);

    assert.deepEqual(await avatars(alice.client).exists(key), { data: true, error: null });
    const missing = await avatars(alice.client).exists(`${alice.id}/nothing.png`);
    assert.equal(missing.data, false);
    assert.equal(codeOf(missing.error), 'NoSuchKey');
  });

  it('keeps objects of a private bucket to those the policies let read them', async () => {
    const admin = serviceClient(stack);
    await admin.storage.createBucket('vault');
    assert.equal((await admin.storage.from('vault').upload('secret.txt', 'secret')).error, null);
    assert.equal((await admin.storage.from('vault').info('secret.txt')).data?.size, 6);
    const member = await alice.client.storage.from('vault').info('secret.txt');
    assert.equal(codeOf(member.error), 'NoSuchKey');
    const response = await fetch(`${stack.url}/storage/v1/object/info/public/vault/secret.txt`, {
      headers: { apikey: stack.anonKey },
    });
    assert.equal(((await response.json()) as { code: string }).code, 'NoSuchBucket');
    await assert.rejects(anonClient(stack).storage.from('nowhere').exists('x.png'), {
      code: 'NoSuchBucket',
    });
  });

  it("answers an unknown route with storage-api's 404, never another handler's", async () => {
    const headers = { apikey: stack.anonKey, authorization: `Bearer ${stack.anonKey}` };
    const underObject = await fetch(`${stack.url}/storage/v1/object/avatars`, { headers });
    assert.equal(underObject.status, 404);
    assert.deepEqual(await underObject.json(), {
      statusCode: '404',
      code: 'InvalidRequest',
      error: 'Not Found',
      message: 'Route GET:/object/avatars not found',
    });
    const elsewhere = await fetch(`${stack.url}/storage/v1/nothing/here?x=1`, {
      method: 'POST',
      headers,
    });
    assert.equal(elsewhere.status, 404);
    assert.deepEqual(await elsewhere.json(), {
      message: 'Route POST:/nothing/here?x=1 not found',
      error: 'Not Found',
      statusCode: 404,
    });
  });
});
