import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient } from './helpers/supabase-clients.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { signUpMember, uniqueUsername, type Member } from './helpers/test-users.ts';

// mentioned_members: of the names a screen's texts @mention, the members who exist, with their
// usernames as stored, so the client links those and leaves the rest as text; one call per screen.

describe('mentioned_members', () => {
  let stack: TestStack;
  let visitor: SupabaseClient;
  let member: Member;
  let aliceName: string;
  let bobName: string;

  async function mentioned(client: SupabaseClient, names: string[]): Promise<string[]> {
    const { data, error } = await client.rpc('mentioned_members', { _usernames: names });
    assert.ifError(error);
    return (data as Array<{ username: string }>).map((row) => row.username).sort();
  }

  before(async () => {
    stack = await startTestStack({ autoconfirm: true });
    aliceName = uniqueUsername('Alice');
    bobName = uniqueUsername('bob');
    member = await signUpMember(stack, aliceName);
    await signUpMember(stack, bobName);
    visitor = anonClient(stack);
  });
  after(async () => {
    await stack?.stop();
  });

  it('returns only the names of members who exist, as stored, for visitors and members', async () => {
    const names = [aliceName.toLowerCase(), bobName.toUpperCase(), 'al', 'nosuchmember_x1'];
    assert.deepEqual(await mentioned(visitor, names), [aliceName, bobName].sort());
    assert.deepEqual(await mentioned(member.client, names), [aliceName, bobName].sort());
  });

  it('treats underscores and percent signs as themselves, not as patterns', async () => {
    const pattern = `${aliceName.slice(0, -1)}_`;
    assert.deepEqual(await mentioned(visitor, [pattern, '%', '_%']), []);
  });

  it('answers an empty list with no members', async () => {
    assert.deepEqual(await mentioned(visitor, []), []);
  });

  it('looks at the first 200 names only', async () => {
    const filler = Array.from({ length: 200 }, (_, n) => `filler_${n}`);
    assert.deepEqual(await mentioned(visitor, [...filler, aliceName]), []);
    assert.deepEqual(await mentioned(visitor, [aliceName, ...filler]), [aliceName]);
  });
});
