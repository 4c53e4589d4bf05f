import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient } from './helpers/supabase-clients.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { signUpMember, type Member } from './helpers/test-users.ts';

// The attack matrix on private and system-written data: notifications, reports, reputation,
// profiles and stored files. A visitor and mallory try every forbidden operation on alice's data;
// each is refused and a superuser read shows nothing changed.

let stack: TestStack;
let visitor: SupabaseClient;
let alice: Member;
let mallory: Member;
let aliceNotification: string;
const alicePicture = () => `${alice.id}/avatar.png`;
// Storage checks the bytes against the declared type, so this is a whole 1×1 PNG.
const png = new Blob(
  [
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  ],
  { type: 'image/png' },
);

function signUp(username: string): Promise<Member> {
  return signUpMember(stack, username);
}

async function privateSnapshot(): Promise<unknown[]> {
  const { rows } = await stack.pool.query(`
    select (select json_agg(n order by id) from public.notifications n) as notifications,
           (select json_agg(r order by id) from public.reports r) as reports,
           (select json_agg(u order by id) from public.user_reputation u) as reputation,
           (select json_agg(p order by id) from public.profiles p) as profiles,
           (select json_agg(json_build_object('bucket', o.bucket_id, 'name', o.name, 'updated', o.updated_at) order by o.name)
              from storage.objects o) as objects`);
  return rows;
}

async function assertRefusedWithoutChange(
  attempt: () => PromiseLike<{ error: unknown; data?: unknown }>,
  refusal: 'error' | 'no rows',
): Promise<void> {
  const before = await privateSnapshot();
  const result = await attempt();
  if (refusal === 'error') assert.ok(result.error, 'expected an error');
  else assert.deepEqual(result.data ?? [], [], 'expected no rows');
  assert.deepEqual(await privateSnapshot(), before);
}

before(async () => {
  stack = await startTestStack({ autoconfirm: true });
  visitor = anonClient(stack);
  alice = await signUp('alice_private');
  mallory = await signUp('mallory_private');
  // A follow makes alice's first notification; a report and a reputation row exist to be attacked.
  assert.ifError(
    (
      await mallory.client
        .from('user_follows')
        .insert({ follower_id: mallory.id, following_id: alice.id })
    ).error,
  );
  const { rows } = await stack.pool.query(
    'select id from public.notifications where user_id = $1',
    [alice.id],
  );
  aliceNotification = rows[0].id;
  assert.ifError(
    (
      await alice.client.from('reports').insert({
        target_id: mallory.id,
        target_type: 'post',
        reporter_id: alice.id,
        reason: 'spam',
      })
    ).error,
  );
  assert.ifError(
    (await alice.client.rpc('calculate_user_reputation', { _user_id: alice.id })).error,
  );
  assert.ifError(
    (
      await alice.client.storage
        .from('avatars')
        .upload(alicePicture(), png, { contentType: 'image/png' })
    ).error,
  );
});

after(async () => {
  await stack?.stop();
});

describe('notifications', () => {
  it('a member cannot read someone else’s notifications', async () => {
    const { data, error } = await mallory.client
      .from('notifications')
      .select('*')
      .eq('user_id', alice.id);
    assert.ifError(error);
    assert.deepEqual(data, []);
  });
  it('a visitor cannot read notifications', async () => {
    const { data } = await visitor.from('notifications').select('*');
    assert.deepEqual(data ?? [], []);
  });
  it('a member cannot mark someone else’s notification read', () =>
    assertRefusedWithoutChange(
      () =>
        mallory.client
          .from('notifications')
          .update({ read: true })
          .eq('id', aliceNotification)
          .select(),
      'no rows',
    ));
  it('a member cannot mark all of someone else’s notifications read', () =>
    assertRefusedWithoutChange(
      () =>
        mallory.client
          .from('notifications')
          .update({ read: true })
          .eq('user_id', alice.id)
          .eq('read', false)
          .select(),
      'no rows',
    ));
  it('an owner cannot rewrite anything but the read flag', () =>
    assertRefusedWithoutChange(
      () =>
        alice.client
          .from('notifications')
          .update({ message: 'rewritten' } as never)
          .eq('id', aliceNotification),
      'error',
    ));
  it('nobody inserts notifications directly', () =>
    assertRefusedWithoutChange(
      () =>
        mallory.client
          .from('notifications')
          .insert({ user_id: alice.id, type: 'follow', title: 'Fake', message: 'Fake' } as never),
      'error',
    ));
  it('an owner cannot delete notifications', () =>
    assertRefusedWithoutChange(
      () => alice.client.from('notifications').delete().eq('id', aliceNotification),
      'error',
    ));
});

describe('reports', () => {
  it('nobody reads reports, not even their author', async () => {
    for (const client of [visitor, mallory.client, alice.client]) {
      const { data } = await client.from('reports').select('*');
      assert.deepEqual(data ?? [], []);
    }
  });
  it('a member cannot report in someone else’s name', () =>
    assertRefusedWithoutChange(
      () =>
        mallory.client.from('reports').insert({
          target_id: alice.id,
          target_type: 'post',
          reporter_id: alice.id,
          reason: 'spam',
        }),
      'error',
    ));
  it('reason other needs details', () =>
    assertRefusedWithoutChange(
      () =>
        mallory.client.from('reports').insert({
          target_id: alice.id,
          target_type: 'post',
          reporter_id: mallory.id,
          reason: 'other',
        }),
      'error',
    ));
  it('a visitor cannot report', () =>
    assertRefusedWithoutChange(
      () =>
        visitor.from('reports').insert({
          target_id: alice.id,
          target_type: 'post',
          reporter_id: alice.id,
          reason: 'spam',
        }),
      'error',
    ));
  it('reports cannot be changed or withdrawn', async () => {
    await assertRefusedWithoutChange(
      () =>
        alice.client
          .from('reports')
          .update({ reason: 'other' } as never)
          .eq('reporter_id', alice.id),
      'error',
    );
    await assertRefusedWithoutChange(
      () => alice.client.from('reports').delete().eq('reporter_id', alice.id),
      'error',
    );
  });
});

describe('reputation', () => {
  it('nobody writes reputation rows except the RPC', async () => {
    await assertRefusedWithoutChange(
      () =>
        alice.client
          .from('user_reputation')
          .update({ overall_reputation: 100 } as never)
          .eq('user_id', alice.id),
      'error',
    );
    await assertRefusedWithoutChange(
      () =>
        mallory.client
          .from('user_reputation')
          .insert({ user_id: mallory.id, overall_reputation: 100 } as never),
      'error',
    );
    await assertRefusedWithoutChange(
      () => alice.client.from('user_reputation').delete().eq('user_id', alice.id),
      'error',
    );
  });
});

describe('profiles', () => {
  it('a member cannot edit someone else’s profile', () =>
    assertRefusedWithoutChange(
      () => mallory.client.from('profiles').update({ bio: 'hacked' }).eq('id', alice.id).select(),
      'no rows',
    ));
  it('a visitor cannot edit a profile', () =>
    assertRefusedWithoutChange(
      () => visitor.from('profiles').update({ bio: 'hacked' }).eq('id', alice.id).select(),
      'error',
    ));
  it('a member cannot change their id or creation date', async () => {
    await assertRefusedWithoutChange(
      () =>
        mallory.client
          .from('profiles')
          .update({ id: alice.id } as never)
          .eq('id', mallory.id),
      'error',
    );
    await assertRefusedWithoutChange(
      () =>
        mallory.client
          .from('profiles')
          .update({ created_at: '2000-01-01' } as never)
          .eq('id', mallory.id),
      'error',
    );
  });
  it('a member cannot take a username that differs only in case', () =>
    assertRefusedWithoutChange(
      () =>
        mallory.client.from('profiles').update({ username: 'ALICE_PRIVATE' }).eq('id', mallory.id),
      'error',
    ));
  it('profiles are made only by sign-up', () =>
    assertRefusedWithoutChange(
      () =>
        mallory.client
          .from('profiles')
          .insert({ id: mallory.id, username: 'second', display_name: 'x' } as never),
      'error',
    ));
  it('a member edits their own profile', async () => {
    const { data, error } = await mallory.client
      .from('profiles')
      .update({ bio: 'hello' })
      .eq('id', mallory.id)
      .select('bio');
    assert.ifError(error);
    assert.deepEqual(data, [{ bio: 'hello' }]);
  });
});

describe('storage', () => {
  it('a member cannot upload into someone else’s folder', async () => {
    for (const bucket of ['avatars', 'post-media']) {
      await assertRefusedWithoutChange(
        () =>
          mallory.client.storage
            .from(bucket)
            .upload(`${alice.id}/planted.png`, png, { contentType: 'image/png' }),
        'error',
      );
    }
  });
  it('a member cannot overwrite someone else’s file', () =>
    assertRefusedWithoutChange(
      () =>
        mallory.client.storage
          .from('avatars')
          .upload(alicePicture(), png, { contentType: 'image/png', upsert: true }),
      'error',
    ));
  it('a member cannot delete someone else’s file', async () => {
    const before = await privateSnapshot();
    await mallory.client.storage.from('avatars').remove([alicePicture()]);
    assert.deepEqual(await privateSnapshot(), before);
  });
  it('a visitor cannot upload', () =>
    assertRefusedWithoutChange(
      () =>
        visitor.storage
          .from('avatars')
          .upload(`${alice.id}/visitor.png`, png, { contentType: 'image/png' }),
      'error',
    ));
  it('everyone reads public files', async () => {
    const { data } = visitor.storage.from('avatars').getPublicUrl(alicePicture());
    const response = await fetch(data.publicUrl);
    assert.equal(response.status, 200);
  });
});
