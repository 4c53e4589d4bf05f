// What the moderation tests share: a moderator, an author, a reporter and a reader, and the
// reads and writes they make through supabase-js.
import assert from 'node:assert/strict';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, serviceClient } from './supabase-clients.ts';
import { startTestStack } from './test-stack.ts';
import { signUpMember, type Member } from './test-users.ts';

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

/** A stack with mod_mira made a moderator by the service role, and three members. */
export async function startModerationStack() {
  const stack = await startTestStack({ autoconfirm: true });
  const service = serviceClient(stack);
  const moderator = await signUpMember(stack, 'mod_mira');
  const { error } = await service.from('moderators').insert({ user_id: moderator.id });
  assert.ifError(error);
  return {
    stack,
    visitor: anonClient(stack),
    service,
    moderator,
    author: await signUpMember(stack, 'author_ada'),
    reporter: await signUpMember(stack, 'reporter_rex'),
    reader: await signUpMember(stack, 'reader_rue'),
  };
}
