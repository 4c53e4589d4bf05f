// What the trigger tests share: three members signed up through the API and a post of alice's.
import assert from 'node:assert/strict';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestStack, type TestStack } from './test-stack.ts';
import { signUpMember } from './test-users.ts';

export interface Member {
  id: string;
  username: string;
  client: SupabaseClient;
}

/** A member signed up through the API (as `signUpMember`), display name "<username> D". */
export async function signUp(stack: TestStack, username: string): Promise<Member> {
  return { ...(await signUpMember(stack, username, `${username} D`)), username };
}

export async function insertComment(
  by: Member,
  fields: { post_id: string; content: string; comment_type: string; parent_id?: string },
) {
  const { data, error } = await by.client
    .from('comments')
    .insert({ user_id: by.id, ...fields })
    .select('id')
    .single();
  assert.ifError(error);
  return data.id as string;
}

/** A stack with Alice_T, bob_t and carol_t, and alice's post "Toaster". */
export async function startTriggerStack() {
  const stack = await startTestStack({ autoconfirm: true });
  const alice = await signUp(stack, 'Alice_T');
  const bob = await signUp(stack, 'bob_t');
  const carol = await signUp(stack, 'carol_t');
  const { data, error } = await alice.client
    .from('posts')
    .insert({ user_id: alice.id, title: 'Toaster' })
    .select('id')
    .single();
  assert.ifError(error);
  return { stack, alice, bob, carol, alicePost: data.id as string };
}
