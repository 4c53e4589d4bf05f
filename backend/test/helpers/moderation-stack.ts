// What the moderation tests share: a moderator, an author, a reporter and a reader, and the
// reads and writes they make through supabase-js.
import assert from 'node:assert/strict';
import type { SupabaseClient } from '@supabase/supabase-js';
import { enrollVerifiedTotp } from './mfa.ts';
import { anonClient, serviceClient } from './supabase-clients.ts';
import { startTestStack, type TestStack } from './test-stack.ts';
import { MEMBER_PASSWORD, signUpMember, type Member } from './test-users.ts';

/**
 * Makes `member` a moderator through the service role and raises their session to aal2 with a
 * verified TOTP factor, as every moderator power needs; answers the factor's id and secret.
 */
export async function makeModerator(
  stack: TestStack,
  member: Member,
): Promise<{ id: string; secret: string }> {
  const { error } = await serviceClient(stack).from('moderators').insert({ user_id: member.id });
  assert.ifError(error);
  return enrollVerifiedTotp(member.client);
}

/** A new session of `signUpMember`'s `username`, signed in with the password alone: aal1. */
export async function passwordOnlySession(
  stack: TestStack,
  username: string,
): Promise<SupabaseClient> {
  const client = anonClient(stack);
  const { error } = await client.auth.signInWithPassword({
    email: `${username}@example.test`,
    password: MEMBER_PASSWORD,
  });
  assert.ifError(error);
  return client;
}

export async function createPost(member: Member, title: string): Promise<string> {
  const { data, error } = await member.client
    .from('posts')
    .insert({ user_id: member.id, title, description: `${title} in detail`, category: 'products' })
    .select('id')
    .single();
  assert.ifError(error);
  return data.id;
}

export async function report(member: Member, targetType: 'post' | 'comment', targetId: string) {
  const { error } = await member.client.from('reports').insert({
    target_type: targetType,
    target_id: targetId,
    reporter_id: member.id,
    reason: 'other',
    admin_notes: `${targetType} looks like an advert`,
  });
  assert.ifError(error);
}

export async function feedIds(client: SupabaseClient): Promise<string[]> {
  const { data, error } = await client.from('feed_cards').select('id');
  assert.ifError(error);
  return data.map((row: { id: string }) => row.id);
}

export async function searchIds(client: SupabaseClient, words: string): Promise<string[]> {
  const { data, error } = await client.rpc('search_feed_cards', { _search: words });
  assert.ifError(error);
  return (data as { id: string }[]).map((row) => row.id);
}

export async function moderationNotifications(member: Member, contentId: string) {
  const { data, error } = await member.client
    .from('notifications')
    .select('type, title, message, metadata')
    .eq('type', 'moderation')
    .eq('metadata->>content_id', contentId)
    .order('created_at');
  assert.ifError(error);
  return data as { title: string; message: string; metadata: { outcome: string } }[];
}

/**
 * A stack with mod_mira made a moderator by the service role (her client at aal2, her factor in
 * `moderatorFactor`), and three members.
 */
export async function startModerationStack() {
  const stack = await startTestStack({ autoconfirm: true });
  const moderator = await signUpMember(stack, 'mod_mira');
  const moderatorFactor = await makeModerator(stack, moderator);
  return {
    stack,
    visitor: anonClient(stack),
    service: serviceClient(stack),
    moderator,
    moderatorFactor,
    author: await signUpMember(stack, 'author_ada'),
    reporter: await signUpMember(stack, 'reporter_rex'),
    reader: await signUpMember(stack, 'reader_rue'),
  };
}
