import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, serviceClient } from './helpers/supabase-clients.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { signUpMember, uniqueUsername, type Member } from './helpers/test-users.ts';

// Bucket management through supabase-js, with storage-api's answers for every refusal.

const pngHead = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const png = (size = 0) =>
  new Blob([Buffer.concat([pngHead, Buffer.alloc(size)])], { type: 'image/png' });

/** The parts of a storage-js error a test compares: HTTP status, body status and code, message. */
function failure(error: unknown) {
  const { status, statusCode, code, message } = error as Record<string, unknown>;
  return { status, statusCode, code, message };
}

describe('storage buckets', () => {
  let stack: TestStack;
  let admin: SupabaseClient;
  let member: Member;

  before(async () => {
    stack = await startTestStack({ autoconfirm: true });
    admin = serviceClient(stack);
    member = await signUpMember(stack, uniqueUsername('bucketeer'));
  });
  after(async () => {
    await stack?.stop();
  });

  it('creates, gets, lists, updates, empties and deletes a bucket with the service key', async () => {
    const created = await admin.storage.createBucket('reports', {
      public: false,
      fileSizeLimit: '1MB',
      allowedMimeTypes: ['image/png', 'text/plain'],
    });
    assert.equal(created.error, null);
    assert.deepEqual(created.data, { name: 'reports' });

    const got = await admin.storage.getBucket('reports');
    assert.equal(got.error, null);
    assert.equal(got.data?.id, 'reports');
    assert.equal(got.data?.public, false);
    assert.equal(got.data?.file_size_limit, 1_000_000);
    assert.deepEqual(got.data?.allowed_mime_types, ['image/png', 'text/plain']);

    const listed = await admin.storage.listBuckets({ search: 'repo', sortColumn: 'name' });
    assert.deepEqual(
      listed.data?.map((bucket) => bucket.id),
      ['reports'],
    );
    const paged = await admin.storage.listBuckets({ sortColumn: 'name', limit: 2, offset: 1 });
    assert.deepEqual(
      paged.data?.map((bucket) => bucket.id),
      ['post-media', 'reports'],
    );

    const updated = await admin.storage.updateBucket('reports', {
      public: true,
      fileSizeLimit: 2048,
    });
    assert.equal(updated.error, null);
    assert.deepEqual(updated.data, { message: 'Successfully updated' });
    const after = await admin.storage.getBucket('reports');
    assert.equal(after.data?.public, true);
    assert.equal(after.data?.file_size_limit, 2048);

    assert.equal((await admin.storage.from('reports').upload('a.txt', 'hello')).error, null);
    const emptied = await admin.storage.emptyBucket('reports');
    assert.equal(emptied.error, null);
    assert.deepEqual((await admin.storage.from('reports').list()).data, []);

    const deleted = await admin.storage.deleteBucket('reports');
    assert.deepEqual(deleted.data, { message: 'Successfully deleted' });
    const gone = await admin.storage.getBucket('reports');
    assert.deepEqual(failure(gone.error), {
      status: 400,
      statusCode: '404',
      code: 'NoSuchBucket',
      message: 'Bucket not found',
    });
  });

  it('honours public, file_size_limit and allowed_mime_types on later uploads', async () => {
    await admin.storage.createBucket('limits', { public: false, fileSizeLimit: 100 });
    const files = admin.storage.from('limits');
    assert.equal((await files.upload('small.png', png(10))).error, null);
    assert.equal((await files.upload('text.txt', 'words')).error, null);
    assert.equal((await files.upload('big.png', png(200))).error?.statusCode, '413');

    const url = files.getPublicUrl('small.png').data.publicUrl;
    assert.equal(((await (await fetch(url)).json()) as { code: string }).code, 'NoSuchBucket');

    await admin.storage.updateBucket('limits', {
      public: true,
      fileSizeLimit: 1000,
      allowedMimeTypes: ['image/*'],
    });
    assert.equal((await fetch(url)).status, 200);
    assert.equal((await files.upload('big.png', png(200))).error, null);
    const refused = await files.upload('more.txt', 'words');
    assert.deepEqual(failure(refused.error), {
      status: 400,
      statusCode: '415',
      code: 'InvalidMimeType',
      message: 'mime type text/plain;charset=UTF-8 is not supported',
    });
  });

  it("refuses to delete a bucket that still holds objects with storage-api's error", async () => {
    await admin.storage.createBucket('full');
    await admin.storage.from('full').upload('keep.txt', 'kept');
    const refused = await admin.storage.deleteBucket('full');
    assert.deepEqual(failure(refused.error), {
      status: 400,
      statusCode: '409',
      code: 'ResourceNotEmpty',
      message: 'The bucket you tried to delete is not empty',
    });
    assert.equal((await admin.storage.getBucket('full')).error, null);
  });

  it('refuses a member key for every bucket change, as storage-api and RLS do', async () => {
    const storage = member.client.storage;
    assert.deepEqual(failure((await storage.createBucket('mine')).error), {
      status: 400,
      statusCode: '403',
      code: 'AccessDenied',
      message: 'new row violates row-level security policy',
    });
    const notFound = {
      status: 400,
      statusCode: '404',
      code: 'NoSuchBucket',
      message: 'Bucket not found',
    };
    assert.deepEqual(
      failure((await storage.updateBucket('avatars', { public: false })).error),
      notFound,
    );
    assert.deepEqual(failure((await storage.deleteBucket('full')).error), {
      status: 400,
      statusCode: '409',
      code: 'ResourceNotEmpty',
      message: 'The bucket you tried to delete is not empty',
    });
    await admin.storage.createBucket('spare');
    assert.deepEqual(failure((await storage.deleteBucket('spare')).error), notFound);
    assert.deepEqual(failure((await storage.emptyBucket('avatars')).error), {
      status: 403,
      statusCode: '403',
      code: 'AccessDenied',
      message: 'Access denied: Invalid role',
    });
    assert.deepEqual(failure((await anonClient(stack).storage.createBucket('visitor')).error), {
      status: 400,
      statusCode: '403',
      code: 'AccessDenied',
      message: 'new row violates row-level security policy',
    });
    const { rows } = await stack.pool.query(
      "select id, public from storage.buckets where id in ('mine', 'visitor', 'spare', 'avatars') order by id",
    );
    assert.deepEqual(rows, [
      { id: 'avatars', public: true },
      { id: 'spare', public: false },
    ]);
  });

  it('refuses bad bucket settings with the errors storage-api gives', async () => {
    assert.deepEqual(failure((await admin.storage.createBucket('avatars')).error), {
      status: 400,
      statusCode: '409',
      code: 'BucketAlreadyExists',
      message: 'The resource already exists',
    });
    assert.deepEqual(failure((await admin.storage.createBucket('bad/name')).error), {
      status: 400,
      statusCode: '400',
      code: 'InvalidBucketName',
      message: 'Bucket name invalid',
    });
    const tooBig = await admin.storage.createBucket('huge', {
      public: false,
      fileSizeLimit: '10GB',
    });
    assert.equal(failure(tooBig.error).code, 'EntityTooLarge');
    const badType = await admin.storage.createBucket('typed', {
      public: false,
      allowedMimeTypes: ['not a type'],
    });
    assert.deepEqual(failure(badType.error), {
      status: 400,
      statusCode: '415',
      code: 'InvalidMimeType',
      message: 'mime type not a type is not supported',
    });
    const missing = await admin.storage.updateBucket('nowhere', { public: true });
    assert.equal(failure(missing.error).code, 'NoSuchBucket');
    const { rows } = await stack.pool.query(
      "select id from storage.buckets where id in ('huge', 'typed', 'nowhere')",
    );
    assert.deepEqual(rows, []);
  });
});
