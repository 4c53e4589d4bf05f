import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { confirmationLink, seenMail } from './helpers/mail-inbox.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { createConfirmedUser, uniqueEmail, uniqueUsername } from './helpers/test-users.ts';

import {
  VERIFIER_KEY,
  CALLBACK,
  pkceClient,
  s256,
  newVerifier,
  mailTo,
  follow,
  codeFrom,
  postJson,
  exchange,
  recoveryCode,
} from './helpers/pkce-flow.ts';

describe('auth: PKCE flow refusals', () => {
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack();
  });
  after(async () => {
    await stack?.stop();
  });

  it('a wrong verifier is refused and leaves the code usable with the right one', async () => {
    const member = await createConfirmedUser(stack);
    const verifier = newVerifier();
    const code = await recoveryCode(stack, member.email, {
      code_challenge: s256(verifier),
      code_challenge_method: 's256',
    });
    const wrong = await exchange(stack, code, newVerifier());
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.code, 'bad_code_verifier');
    assert.equal(wrong.body.msg, 'code challenge does not match previously saved code verifier');
    const right = await exchange(stack, code, verifier);
    assert.equal(right.status, 200, JSON.stringify(right.body));
    assert.equal((right.body.user as { id: string }).id, member.user.id);
  });

  it('a code works once', async () => {
    const member = await createConfirmedUser(stack);
    const verifier = newVerifier();
    const code = await recoveryCode(stack, member.email, {
      code_challenge: s256(verifier),
      code_challenge_method: 'S256',
    });
    assert.equal((await exchange(stack, code, verifier)).status, 200);
    const again = await exchange(stack, code, verifier);
    assert.equal(again.status, 404);
    assert.equal(again.body.code, 'flow_state_not_found');
    assert.equal(again.body.msg, 'invalid flow state, no valid flow state found');
  });

  it('an unknown code is 404 flow_state_not_found, through supabase-js too', async () => {
    const raw = await exchange(stack, randomUUID(), newVerifier());
    assert.equal(raw.status, 404);
    assert.equal(raw.body.code, 'flow_state_not_found');
    const { client, storage } = pkceClient(stack);
    storage.set(VERIFIER_KEY, JSON.stringify(newVerifier()));
    const { data, error } = await client.auth.exchangeCodeForSession(randomUUID());
    assert.equal(data.session, null);
    assert.equal(error?.status, 404);
    assert.equal(error?.code, 'flow_state_not_found');
  });

  it('a code older than five minutes is refused as flow_state_expired', async () => {
    const member = await createConfirmedUser(stack);
    const verifier = newVerifier();
    const code = await recoveryCode(stack, member.email, {
      code_challenge: s256(verifier),
      code_challenge_method: 's256',
    });
    await stack.pool.query(
      "update auth.flow_state set created_at = now() - interval '6 minutes' where auth_code = $1",
      [code],
    );
    const late = await exchange(stack, code, verifier);
    assert.equal(late.status, 422);
    assert.equal(late.body.code, 'flow_state_expired');
    assert.equal(late.body.msg, 'invalid flow state, flow state has expired');
  });

  it('a magic-link code counts its five minutes from when the link was followed', async () => {
    const member = await createConfirmedUser(stack);
    const verifier = newVerifier();
    const seen = await seenMail(stack);
    const sent = await postJson(stack, `/otp?redirect_to=${encodeURIComponent(CALLBACK)}`, {
      email: member.email,
      code_challenge: s256(verifier),
      code_challenge_method: 's256',
    });
    assert.equal(sent.status, 200);
    await stack.pool.query(
      "update auth.flow_state set created_at = now() - interval '1 hour' where user_id = $1",
      [member.user.id],
    );
    const mail = await mailTo(stack, member.email, 'Your sign-in link', seen);
    const code = codeFrom(await follow(confirmationLink(mail)));
    assert.equal((await exchange(stack, code, verifier)).status, 200);
  });

  it('plain challenges work when the verifier is the challenge', async () => {
    const member = await createConfirmedUser(stack);
    const verifier = newVerifier();
    const code = await recoveryCode(stack, member.email, {
      code_challenge: verifier,
      code_challenge_method: 'PLAIN',
    });
    assert.equal((await exchange(stack, code, s256(verifier))).body.code, 'bad_code_verifier');
    assert.equal((await exchange(stack, code, verifier)).status, 200);
  });

  it('refuses a challenge without a method, a method without a challenge and a malformed challenge', async () => {
    const email = uniqueEmail('pkce-bad');
    const base = {
      email,
      password: 'correct-horse-battery',
      data: { username: uniqueUsername() },
    };
    const cases: Array<[string, Record<string, unknown>, string]> = [
      [
        '/signup',
        { ...base, code_challenge: s256(newVerifier()) },
        'PKCE flow requires code_challenge_method and code_challenge',
      ],
      [
        '/signup',
        { ...base, code_challenge_method: 's256' },
        'PKCE flow requires code_challenge_method and code_challenge',
      ],
      [
        '/recover',
        { email, code_challenge: 'too-short', code_challenge_method: 's256' },
        'code challenge has to be between 43 and 128 characters',
      ],
      [
        '/otp',
        { email, code_challenge: `${'a'.repeat(42)}!`, code_challenge_method: 'plain' },
        'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
      ],
      [
        '/resend',
        { type: 'signup', email, code_challenge: s256(newVerifier()) },
        'PKCE flow requires code_challenge_method and code_challenge',
      ],
    ];
    for (const [path, body, message] of cases) {
      const res = await postJson(stack, path, body);
      assert.equal(res.status, 400, `${path} ${JSON.stringify(body)}`);
      assert.equal(res.body.code, 'validation_failed');
      assert.equal(res.body.msg, message);
    }
    const { rows } = await stack.pool.query('select 1 from auth.users where email = $1', [email]);
    assert.equal(rows.length, 0, 'nothing was signed up');
  });

  it('the token grant needs both the code and the verifier', async () => {
    const res = await postJson(stack, '/token?grant_type=pkce', { auth_code: randomUUID() });
    assert.equal(res.status, 400);
    assert.equal(res.body.code, 'validation_failed');
    assert.equal(
      res.body.msg,
      'invalid request: both auth code and code verifier should be non-empty',
    );
  });

  it('a PKCE link whose flow state is gone sends the error to the site in the query and the hash', async () => {
    const member = await createConfirmedUser(stack);
    const seen = await seenMail(stack);
    const sent = await postJson(stack, `/recover?redirect_to=${encodeURIComponent(CALLBACK)}`, {
      email: member.email,
      code_challenge: s256(newVerifier()),
      code_challenge_method: 's256',
    });
    assert.equal(sent.status, 200);
    await stack.pool.query('delete from auth.flow_state where user_id = $1', [member.user.id]);
    const mail = await mailTo(stack, member.email, 'Reset your password', seen);
    const link = confirmationLink(mail);
    const callback = await follow(link);
    assert.equal(callback.searchParams.get('code'), null);
    assert.equal(callback.searchParams.get('error_code'), 'flow_state_not_found');
    const hash = new URLSearchParams(callback.hash.slice(1));
    assert.equal(hash.get('error_code'), 'flow_state_not_found');
    assert.match(hash.get('error_description') ?? '', /^No associated flow state found\./);
    // The failed attempt did not use the link up: with a flow state it would still work.
    const { rows } = await stack.pool.query<{ recovery_token: string }>(
      'select recovery_token from auth.users where id = $1',
      [member.user.id],
    );
    assert.match(rows[0]?.recovery_token ?? '', /^pkce_/);
  });
});
