// Following the links auth mails and generateLink hand out, as a browser would.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { listMail, waitForNewMail } from './mail-inbox.ts';
import { serviceClient } from './supabase-clients.ts';
import type { TestStack } from './test-stack.ts';
import { uniqueEmail, uniqueUsername } from './test-users.ts';

export const INVITE_SUBJECT = "You've been invited";
export const WELCOME = 'http://localhost:3000/welcome';

/** The parameters of the hash the site gets after a link is followed. */
export function hashOf(location: string | null): URLSearchParams {
  return new URLSearchParams(new URL(location ?? '').hash.slice(1));
}

/** Follows a mailed or generated link as a browser would, without going on to the site. */
export async function follow(link: string): Promise<{ location: string; hash: URLSearchParams }> {
  const res = await fetch(link, { redirect: 'manual' });
  assert.equal(res.status, 303, `${link} answered ${res.status}`);
  const location = res.headers.get('location') ?? '';
  return { location, hash: hashOf(location) };
}

/** GoTrue's token hash: sha224 of address + code, hex. */
export const tokenHash = (email: string, otp: string) =>
  createHash('sha224')
    .update(email + otp)
    .digest('hex');

export const profileData = () => ({ username: uniqueUsername('inv'), display_name: 'Invited' });

/** Proves no mail went to `addresses`: a mail sent afterwards has arrived, so theirs would have. */
export async function assertNoMailTo(
  stack: TestStack,
  addresses: string[],
  seen: Set<string>,
): Promise<void> {
  const marker = await serviceClient(stack).auth.admin.inviteUserByEmail(uniqueEmail('marker'), {
    data: profileData(),
  });
  assert.ok(
    await waitForNewMail(stack, marker.data.user?.email ?? '', INVITE_SUBJECT, seen),
    'the marker mail arrived',
  );
  const unexpected = (await listMail(stack)).filter(
    (m) => !seen.has(m.id) && m.to.some((t) => addresses.includes(t.address)),
  );
  assert.deepEqual(unexpected, [], 'no mail went out');
}
