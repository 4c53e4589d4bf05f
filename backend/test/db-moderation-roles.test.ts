import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { TestStack } from './helpers/test-stack.ts';
import type { Member } from './helpers/test-users.ts';
import {
  createPost,
  moderationNotifications,
  report,
  startModerationStack,
} from './helpers/moderation-stack.ts';

// Moderation through supabase-js: only the service role makes moderators; members can neither act
// as one nor read others' reports or the audit log; the audit log cannot be changed, not even by
// the service role.

let stack: TestStack;
let visitor: SupabaseClient;
let service: SupabaseClient;
let moderator: Member;
let author: Member;
let reporter: Member;
let reader: Member;

before(async () => {
  ({ stack, visitor, service, moderator, author, reporter, reader } = await startModerationStack());
});

after(async () => {
  await stack?.stop();
});

describe('the moderator role', () => {
  it('is given by the service role and known to the moderator only', async () => {
    const mine = await moderator.client.rpc('is_moderator');
    assert.ifError(mine.error);
    assert.equal(mine.data, true);
    const theirs = await reader.client.rpc('is_moderator');
    assert.ifError(theirs.error);
    assert.equal(theirs.data, false);
    const list = await reader.client.from('moderators').select('user_id');
    assert.ifError(list.error);
    assert.deepEqual(list.data, []);
  });

  it('cannot be taken by a member, through the table or their own metadata', async () => {
    const insert = await reader.client.from('moderators').insert({ user_id: reader.id });
    assert.equal(insert.error?.code, '42501');
    const metadata = await reader.client.auth.updateUser({ data: { role: 'moderator' } });
    assert.ifError(metadata.error);
    const still = await reader.client.rpc('is_moderator');
    assert.equal(still.data, false);
    const { rows } = await stack.pool.query('select count(*)::int as n from public.moderators');
    assert.equal(rows[0].n, 1);
  });

  it('is needed for every action and the queue', async () => {
    const postId = await createPost(author, 'A lamp that flickers');
    for (const client of [reader.client, author.client, visitor]) {
      const action = await client.rpc('moderate_content', {
        _target_type: 'post',
        _target_id: postId,
        _action: 'hide',
      });
      assert.ok(action.error, 'expected the action to be refused');
      const queue = await client.rpc('moderation_queue');
      assert.ok(queue.error, 'expected the queue to be refused');
    }
    const { rows } = await stack.pool.query('select hidden_at from public.posts where id = $1', [
      postId,
    ]);
    assert.equal(rows[0].hidden_at, null);
    const log = await stack.pool.query('select count(*)::int as n from public.moderation_actions');
    assert.equal(log.rows[0].n, 0);
  });
});

describe('reports and the audit log', () => {
  it('members read no reports, their own included; a moderator reads all', async () => {
    const postId = await createPost(author, 'A kettle that whistles');
    await report(reporter, 'post', postId);
    const own = await reporter.client.from('reports').select('target_id').eq('target_id', postId);
    assert.ifError(own.error);
    assert.deepEqual(own.data, []);
    const others = await reader.client.from('reports').select('target_id').eq('target_id', postId);
    assert.ifError(others.error);
    assert.deepEqual(others.data, []);
    const authors = await author.client.from('reports').select('target_id').eq('target_id', postId);
    assert.deepEqual(authors.data, []);
    const all = await moderator.client.from('reports').select('target_id').eq('target_id', postId);
    assert.equal(all.data?.length, 1);
  });

  it('a member cannot close a report', async () => {
    const { data } = await reporter.client
      .from('reports')
      .update({ resolution: 'dismissed', resolved_at: new Date().toISOString() } as never)
      .eq('reporter_id', reporter.id)
      .select();
    assert.deepEqual(data ?? [], []);
    const { rows } = await stack.pool.query(
      'select count(*)::int as n from public.reports where resolved_at is not null',
    );
    assert.equal(rows[0].n, 0);
  });

  it('the log is readable by moderators only and changeable by nobody', async () => {
    const postId = await createPost(author, 'A toaster that burns');
    await report(reporter, 'post', postId);
    const dismissed = await moderator.client.rpc('moderate_content', {
      _target_type: 'post',
      _target_id: postId,
      _action: 'dismiss',
      _note: 'Toast is meant to be brown.',
    });
    assert.ifError(dismissed.error);

    const mine = await moderator.client
      .from('moderation_actions')
      .select('moderator_id, action, note')
      .eq('target_id', postId);
    assert.ifError(mine.error);
    assert.deepEqual(mine.data, [
      { moderator_id: moderator.id, action: 'dismiss', note: 'Toast is meant to be brown.' },
    ]);
    const members = await reader.client.from('moderation_actions').select('id');
    assert.deepEqual(members.data, []);

    const edit = await moderator.client
      .from('moderation_actions')
      .update({ note: 'rewritten' } as never)
      .eq('target_id', postId);
    assert.ok(edit.error, 'a moderator cannot edit the log');
    const remove = await moderator.client
      .from('moderation_actions')
      .delete()
      .eq('target_id', postId)
      .select();
    assert.ok(remove.error || remove.data?.length === 0, 'a moderator cannot delete from the log');
    const serviceEdit = await service
      .from('moderation_actions')
      .update({ note: 'rewritten' })
      .eq('target_id', postId);
    assert.ok(serviceEdit.error, 'the service role cannot edit the log');
    const serviceRemove = await service.from('moderation_actions').delete().eq('target_id', postId);
    assert.ok(serviceRemove.error, 'the service role cannot delete from the log');
    const { rows } = await stack.pool.query(
      'select note from public.moderation_actions where target_id = $1',
      [postId],
    );
    assert.deepEqual(rows, [{ note: 'Toast is meant to be brown.' }]);

    const closed = await moderator.client
      .from('reports')
      .select('resolution')
      .eq('target_id', postId);
    assert.deepEqual(closed.data, [{ resolution: 'dismissed' }]);
    const told = await moderationNotifications(reporter, postId);
    assert.equal(told.length, 1);
    assert.equal(told[0]?.metadata.outcome, 'dismissed');
    assert.deepEqual(await moderationNotifications(author, postId), []);
  });
});
