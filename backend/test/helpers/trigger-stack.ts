// What the trigger tests share: three members signed up through the API and a post of alice's.
import assert from 'node:assert/strict';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient } from './supabase-clients.ts';
import { startTestStack, type TestStack } from './test-stack.ts';

export interface Member {
  id: string;
  username: string;
  client: SupabaseClient;
}

export async function signUp(stack: TestStack, username: string): Promise<Member> {
  const client = anonClient(stack);
  const { data, error } = await client.auth.signUp({
    email: `${username.toLowerCase()}@example.test`,
    password: 'member-passphrase',
    options: { data: { username, display_name: `${username} D` } },
  });
  if (error || !data.user || !data.session) throw error ?? new Error(`no session for ${username}`);
  return { id: data.user.id, username, client };
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
