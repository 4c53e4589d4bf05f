import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { anonClient } from './helpers/supabase-clients.ts';
import { confirmationLink, listMail, waitForMail, waitForNewMail } from './helpers/mail-inbox.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { uniqueEmail, uniqueUsername } from './helpers/test-users.ts';

const password = 'long-enough-secret';
/** supabase-js turns GoTrue's 403 session_not_found into this error. */
const SESSION_GONE = 'AuthSessionMissingError';

function hashParams(location: string): URLSearchParams {
  return new URLSearchParams(new URL(location).hash.slice(1));
}

describe('auth: signup with confirmation mail, sign in, refresh, logout', () => {
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack({ refreshTokenReuseIntervalSeconds: 0 });
  });
  after(async () => {
    await stack?.stop();
  });

  it('signs up, mails a link that confirms and redirects to the site with a session', async () => {
    const client = anonClient(stack);
    const email = uniqueEmail('flow');
    const flowName = uniqueUsername('flow');
    const signUp = await client.auth.signUp({
      email,
      password,
      options: { data: { username: flowName, display_name: 'Flow' } },
    });
    assert.equal(signUp.error, null);
    assert.equal(signUp.data.session, null);
    assert.equal(signUp.data.user?.email, email);
    assert.equal(signUp.data.user?.email_confirmed_at, undefined);
    assert.equal(signUp.data.user?.identities?.length, 1);
    assert.equal(signUp.data.user?.user_metadata.username, flowName);

    const early = await client.auth.signInWithPassword({ email, password });
    assert.equal(early.error?.code, 'email_not_confirmed');

    const mail = await waitForMail(stack, email);
    const link = new URL(confirmationLink(mail));
    assert.equal(link.origin, stack.url);
    assert.equal(link.searchParams.get('type'), 'signup');
    const verify = await fetch(link, { redirect: 'manual' });
    assert.equal(verify.status, 303);
    const location = verify.headers.get('location') ?? '';
    assert.ok(location.startsWith('http://localhost:3000'), location);
    const hash = hashParams(location);
    assert.equal(hash.get('type'), 'signup');
    assert.equal(hash.get('token_type'), 'bearer');
    assert.ok(hash.get('access_token') && hash.get('refresh_token'));

    const { data: fromLink, error: linkError } = await client.auth.getUser(
      hash.get('access_token')!,
    );
    assert.equal(linkError, null);
    assert.ok(fromLink.user?.email_confirmed_at);
    assert.equal(fromLink.user?.user_metadata.email_verified, true);

    const again = await fetch(link, { redirect: 'manual' });
    assert.equal(hashParams(again.headers.get('location') ?? '').get('error_code'), 'otp_expired');
  });

  it('answers an already confirmed address with a user that has no identities', async () => {
    const client = anonClient(stack);
    const email = uniqueEmail('dupe');
    await client.auth.signUp({
      email,
      password,
      options: { data: { username: uniqueUsername() } },
    });
    await fetch(confirmationLink(await waitForMail(stack, email)), { redirect: 'manual' });
    const second = await client.auth.signUp({
      email,
      password,
      options: { data: { username: uniqueUsername() } },
    });
    assert.equal(second.error, null);
    assert.deepEqual(second.data.user?.identities, []);
  });

  it('rotates refresh tokens with the parent rule, refuses real reuse and honours logout scopes', async () => {
    const email = uniqueEmail('rotate');
    const client = anonClient(stack);
    await client.auth.signUp({
      email,
      password,
      options: { data: { username: uniqueUsername() } },
    });
    await fetch(confirmationLink(await waitForMail(stack, email)), { redirect: 'manual' });

    const signIn = await client.auth.signInWithPassword({ email, password });
    assert.equal(signIn.error, null);
    const first = signIn.data.session!;
    const claims = JSON.parse(
      Buffer.from(first.access_token.split('.')[1]!, 'base64url').toString(),
    );
    assert.equal(claims.aud, 'authenticated');
    assert.equal(claims.role, 'authenticated');
    assert.equal(claims.email, email);
    assert.ok(claims.session_id);

    const r1 = await client.auth.refreshSession({ refresh_token: first.refresh_token });
    assert.equal(r1.error, null);
    const second = r1.data.session!;
    assert.notEqual(second.refresh_token, first.refresh_token);

    // Another tab still holds the first token: it is the parent of the active one, so the active one comes back.
    const raced = await anonClient(stack).auth.refreshSession({
      refresh_token: first.refresh_token,
    });
    assert.equal(raced.error, null);
    assert.equal(raced.data.session?.refresh_token, second.refresh_token);

    const r2 = await client.auth.refreshSession({ refresh_token: second.refresh_token });
    assert.equal(r2.error, null);
    const reused = await anonClient(stack).auth.refreshSession({
      refresh_token: first.refresh_token,
    });
    assert.equal(reused.error?.code, 'refresh_token_already_used');
    assert.equal(reused.error?.status, 400);
    const familyRevoked = await anonClient(stack).auth.refreshSession({
      refresh_token: r2.data.session!.refresh_token,
    });
    assert.ok(familyRevoked.error);

    const unknown = await anonClient(stack).auth.refreshSession({
      refresh_token: 'never-issued-token',
    });
    assert.equal(unknown.error?.code, 'refresh_token_not_found');

    const a = anonClient(stack);
    const b = anonClient(stack);
    const c = anonClient(stack);
    // A client whose getUser meets session_not_found drops its own session, so probing uses its own client.
    const probe = anonClient(stack);
    const sa = (await a.auth.signInWithPassword({ email, password })).data.session!;
    const sb = (await b.auth.signInWithPassword({ email, password })).data.session!;
    const sc = (await c.auth.signInWithPassword({ email, password })).data.session!;
    assert.equal((await a.auth.signOut({ scope: 'others' })).error, null);
    assert.equal((await probe.auth.getUser(sa.access_token)).error, null);
    assert.equal((await probe.auth.getUser(sb.access_token)).error?.name, SESSION_GONE);
    assert.equal((await a.auth.signOut({ scope: 'local' })).error, null);
    assert.equal((await probe.auth.getUser(sa.access_token)).error?.name, SESSION_GONE);
    assert.ok((await c.auth.refreshSession({ refresh_token: sc.refresh_token })).error);
    const d = anonClient(stack);
    const sd = (await d.auth.signInWithPassword({ email, password })).data.session!;
    const se = (await anonClient(stack).auth.signInWithPassword({ email, password })).data.session!;
    assert.equal((await d.auth.signOut()).error, null);
    assert.equal((await probe.auth.getUser(sd.access_token)).error?.name, SESSION_GONE);
    assert.equal((await probe.auth.getUser(se.access_token)).error?.name, SESSION_GONE);
  });

  it('updates metadata with null deleting a key, and changes the password', async () => {
    const email = uniqueEmail('update');
    const upName = uniqueUsername('up');
    const client = anonClient(stack);
    await client.auth.signUp({
      email,
      password,
      options: { data: { username: upName, bio: 'x' } },
    });
    await fetch(confirmationLink(await waitForMail(stack, email)), { redirect: 'manual' });
    await client.auth.signInWithPassword({ email, password });
    const updated = await client.auth.updateUser({ data: { display_name: 'Up', bio: null } });
    assert.equal(updated.error, null);
    assert.equal(updated.data.user?.user_metadata.display_name, 'Up');
    assert.equal(updated.data.user?.user_metadata.username, upName);
    assert.equal('bio' in (updated.data.user?.user_metadata ?? {}), false);

    const same = await client.auth.updateUser({ password });
    assert.equal(same.error?.code, 'same_password');
    const short = await client.auth.updateUser({ password: 'short' });
    assert.equal(short.error?.code, 'weak_password');
    assert.equal((await client.auth.updateUser({ password: 'another-long-secret' })).error, null);
    const old = await anonClient(stack).auth.signInWithPassword({ email, password });
    assert.equal(old.error?.code, 'invalid_credentials');
    const fresh = await anonClient(stack).auth.signInWithPassword({
      email,
      password: 'another-long-secret',
    });
    assert.equal(fresh.error, null);
  });

  it('resends a confirmation link once the mail interval has passed, and never says who exists', async () => {
    const client = anonClient(stack);
    const email = uniqueEmail('resend');
    await client.auth.signUp({
      email,
      password,
      options: { data: { username: uniqueUsername('re'), display_name: 'Re' } },
    });
    const first = await waitForMail(stack, email);
    const firstLink = confirmationLink(first);

    const tooSoon = await client.auth.resend({ type: 'signup', email });
    assert.equal(tooSoon.error?.status, 429);
    assert.equal(tooSoon.error?.code, 'over_email_send_rate_limit');
    // Ages the first mail past the interval instead of waiting for it.
    await stack.pool.query(
      "update auth.users set confirmation_sent_at = now() - interval '1 hour' where email = $1",
      [email],
    );
    const resent = await client.auth.resend({ type: 'signup', email });
    assert.equal(resent.error, null);
    const second = await waitForNewMail(stack, email, 'Confirm Your Signup', new Set([first.id]));
    assert.ok(second, 'no second confirmation mail');
    const secondLink = confirmationLink(second);
    assert.notEqual(secondLink, firstLink);

    const stale = await fetch(firstLink, { redirect: 'manual' });
    assert.match(
      hashParams(stale.headers.get('location') ?? '').get('error_code') ?? '',
      /otp_expired/,
    );
    const confirmed = await fetch(secondLink, { redirect: 'manual' });
    assert.ok(hashParams(confirmed.headers.get('location') ?? '').get('access_token'));

    const seen = new Set((await listMail(stack)).map((m) => m.id));
    const unknown = uniqueEmail('nobody');
    for (const address of [email, unknown]) {
      const answer = await client.auth.resend({ type: 'signup', email: address });
      assert.equal(answer.error, null, address);
    }
    // A mail sent afterwards has arrived, so any mail for the two resends would have too.
    const marker = uniqueEmail('marker');
    await anonClient(stack).auth.signUp({
      email: marker,
      password,
      options: { data: { username: uniqueUsername('mk'), display_name: 'Marker' } },
    });
    assert.ok(await waitForNewMail(stack, marker, 'Confirm Your Signup', seen));
    const unexpected = (await listMail(stack)).filter(
      (m) => !seen.has(m.id) && m.to.some((t) => [email, unknown].includes(t.address)),
    );
    assert.deepEqual(unexpected, [], 'mail went to a confirmed or unknown address');
  });
});
