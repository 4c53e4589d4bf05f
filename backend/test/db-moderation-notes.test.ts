import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { serviceClient } from './helpers/supabase-clients.ts';
import { makeModerator } from './helpers/moderation-stack.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { signUpMember, type Member } from './helpers/test-users.ts';

// A moderator's note on a decision through supabase-js: it is added to the details of every report
// the decision closes, after the reporter's own words, and kept in the log; a note over 1,000
// characters is refused with a clear sentence and changes nothing; members still read no reports.

let stack: TestStack;
let service: SupabaseClient;
let moderator: Member;
let author: Member;
let reporters: Member[];

async function createPost(title: string): Promise<string> {
  const { data, error } = await author.client
    .from('posts')
    .insert({ user_id: author.id, title, category: 'products' })
    .select('id')
    .single();
  assert.ifError(error);
  return data.id;
}

async function report(member: Member, postId: string, details: string | null): Promise<void> {
  const { error } = await member.client.from('reports').insert({
    target_type: 'post',
    target_id: postId,
    reporter_id: member.id,
    reason: details === null ? 'spam' : 'other',
    admin_notes: details,
  });
  assert.ifError(error);
}

async function reportDetails(postId: string): Promise<(string | null)[]> {
  const { data, error } = await service
    .from('reports')
    .select('admin_notes, reporter_id')
    .eq('target_id', postId)
    .order('created_at');
  assert.ifError(error);
  return data.map((row: { admin_notes: string | null }) => row.admin_notes);
}

before(async () => {
  stack = await startTestStack({ autoconfirm: true });
  service = serviceClient(stack);
  moderator = await signUpMember(stack, 'note_mod');
  author = await signUpMember(stack, 'note_author');
  reporters = [await signUpMember(stack, 'note_rep_a'), await signUpMember(stack, 'note_rep_b')];
  await makeModerator(stack, moderator);
});

after(async () => {
  await stack?.stop();
});

describe('a moderator’s note', () => {
  it('follows the reporter’s details in each report it closes, and is kept in the log', async () => {
    const postId = await createPost('Cheap watches, click here');
    const longDetails = 'x'.repeat(2000);
    await report(reporters[0]!, postId, longDetails);
    await report(reporters[1]!, postId, null);

    const note = 'n'.repeat(1000);
    const decided = await moderator.client.rpc('moderate_content', {
      _target_type: 'post',
      _target_id: postId,
      _action: 'hide',
      _note: `  ${note}  `,
    });
    assert.ifError(decided.error);
    assert.equal(decided.data.note, note);

    assert.deepEqual(await reportDetails(postId), [
      `${longDetails}\n\nModerator: ${note}`,
      `Moderator: ${note}`,
    ]);
    const log = await moderator.client
      .from('moderation_actions')
      .select('action, note')
      .eq('target_id', postId);
    assert.ifError(log.error);
    assert.deepEqual(log.data, [{ action: 'hide', note }]);
  });

  it('leaves the reports’ details alone when there is none', async () => {
    const postId = await createPost('A plain kettle');
    await report(reporters[0]!, postId, 'Looks like an advert');
    const decided = await moderator.client.rpc('moderate_content', {
      _target_type: 'post',
      _target_id: postId,
      _action: 'dismiss',
      _note: '   ',
    });
    assert.ifError(decided.error);
    assert.deepEqual(await reportDetails(postId), ['Looks like an advert']);
  });

  it('is refused past 1,000 characters, and the reports stay open', async () => {
    const postId = await createPost('Another kettle');
    await report(reporters[0]!, postId, 'Spam?');
    const refused = await moderator.client.rpc('moderate_content', {
      _target_type: 'post',
      _target_id: postId,
      _action: 'hide',
      _note: 'n'.repeat(1001),
    });
    assert.ok(refused.error, 'expected a note over 1,000 characters to be refused');
    assert.equal(refused.error.code, '22001');
    assert.equal(
      refused.error.message,
      'A note can be up to 1,000 characters. Please shorten it and try again.',
    );
    const { data, error } = await service
      .from('reports')
      .select('admin_notes, resolved_at')
      .eq('target_id', postId);
    assert.ifError(error);
    assert.deepEqual(data, [{ admin_notes: 'Spam?', resolved_at: null }]);
  });

  it('is not readable by members, the reporter included', async () => {
    const postId = await createPost('A third kettle');
    await report(reporters[0]!, postId, 'Odd');
    const decided = await moderator.client.rpc('moderate_content', {
      _target_type: 'post',
      _target_id: postId,
      _action: 'dismiss',
      _note: 'Fine as it is',
    });
    assert.ifError(decided.error);
    for (const member of [reporters[0]!, author]) {
      const reports = await member.client
        .from('reports')
        .select('admin_notes')
        .eq('target_id', postId);
      assert.ifError(reports.error);
      assert.deepEqual(reports.data, []);
      const log = await member.client
        .from('moderation_actions')
        .select('note')
        .eq('target_id', postId);
      assert.ifError(log.error);
      assert.deepEqual(log.data, []);
    }
  });

  it('a member still cannot write a report’s details past 2,000 characters', async () => {
    const postId = await createPost('A fourth kettle');
    const { error } = await reporters[0]!.client.from('reports').insert({
      target_type: 'post',
      target_id: postId,
      reporter_id: reporters[0]!.id,
      reason: 'other',
      admin_notes: 'x'.repeat(2001),
    });
    assert.ok(error, 'expected details over 2,000 characters to be refused');
    assert.equal(error.code, '23514');
  });
});
