import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { makeModerator } from './helpers/moderation-stack.ts';
import { signUpMember, uniqueUsername, type Member } from './helpers/test-users.ts';

// Which trust level the write limits use, through supabase-js: the stored one, not recomputed on
// every write. A level that lags behind only holds a member to lower limits until it is brought up
// to date; hiding a member's content lowers it at once, so the lower limits apply on the next write.

let stack: TestStack;
let shipped: Record<string, unknown>[];
let moderator: Member;

async function postsBy(id: string): Promise<number> {
  const { rows } = await stack.pool.query<{ n: number }>(
    'select count(*)::int as n from public.posts where user_id = $1',
    [id],
  );
  return rows[0]?.n ?? -1;
}

before(async () => {
  stack = await startTestStack({ autoconfirm: true });
  shipped = (await stack.pool.query('select trust_level, posts_per_day from public.write_limits'))
    .rows;
  await stack.pool.query(
    `update public.write_limits
        set posts_per_day = case trust_level when 'new' then 1 when 'bronze' then 3 else 100 end`,
  );
  moderator = await signUpMember(stack, uniqueUsername('level_mod'));
  await makeModerator(stack, moderator);
});

after(async () => {
  for (const row of shipped ?? []) {
    await stack.pool.query(
      'update public.write_limits set posts_per_day = $2 where trust_level = $1',
      [row.trust_level, row.posts_per_day],
    );
  }
  await stack?.stop();
});

describe('the trust level behind the write limits', () => {
  it('is the stored one: a level that lags behind holds a member to the lower limits', async () => {
    const member = await signUpMember(stack, uniqueUsername('climber'));
    const first = await member.client.from('posts').insert({ user_id: member.id, title: 'First' });
    assert.ifError(first.error);
    const held = await member.client.from('posts').insert({ user_id: member.id, title: 'Second' });
    assert.ok(
      held.error,
      'expected the new limit of 1 post a day to hold a member without a level',
    );
    assert.equal(held.error.hint, 'write_limit:posts_per_day');
    assert.match(held.error.message, /shared 1 posts/);

    const computed = await member.client.rpc('calculate_user_reputation', { _user_id: member.id });
    assert.ifError(computed.error);
    assert.equal((computed.data as { trust_level: string }).trust_level, 'bronze');
    const allowed = await member.client
      .from('posts')
      .insert({ user_id: member.id, title: 'Second' });
    assert.ifError(allowed.error);
    assert.equal(await postsBy(member.id), 2);
  });

  it('falls at once when a moderator hides what earned it', async () => {
    const member = await signUpMember(stack, uniqueUsername('faller'));
    const ids: string[] = [];
    const first = await member.client
      .from('posts')
      .insert({ user_id: member.id, title: 'First' })
      .select('id')
      .single();
    assert.ifError(first.error);
    ids.push(first.data.id);
    const computed = await member.client.rpc('calculate_user_reputation', { _user_id: member.id });
    assert.ifError(computed.error);
    assert.equal((computed.data as { trust_level: string }).trust_level, 'bronze');
    const second = await member.client
      .from('posts')
      .insert({ user_id: member.id, title: 'Second' })
      .select('id')
      .single();
    assert.ifError(second.error);
    ids.push(second.data.id);

    for (const id of ids) {
      const hidden = await moderator.client.rpc('moderate_content', {
        _target_type: 'post',
        _target_id: id,
        _action: 'hide',
      });
      assert.ifError(hidden.error);
    }
    const refused = await member.client
      .from('posts')
      .insert({ user_id: member.id, title: 'Third' });
    assert.ok(refused.error, 'expected the new limit of 1 post a day once both posts are hidden');
    assert.equal(refused.error.hint, 'write_limit:posts_per_day');
    assert.match(refused.error.message, /shared 1 posts/);
    assert.equal(await postsBy(member.id), 2);
  });
});
