import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createClient } from '@supabase/supabase-js';
import {
  base64url,
  createLocalJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JWK,
} from 'jose';
import WebSocket from 'ws';
import { loadSigningKeys, parseSigningKeys, SIGNING_KEYS_FILE } from '../src/signing-keys.store.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { ACCEPTED, probeToken } from './helpers/token-probes.ts';
import { createConfirmedUser, type TestUser } from './helpers/test-users.ts';

interface JwksAnswer {
  status: number;
  cacheControl: string | null;
  body: { keys: JWK[] };
}

/** Fetched as a JWT library does it: no apikey, no bearer. */
async function fetchJwks(stack: TestStack): Promise<JwksAnswer> {
  const res = await fetch(`${stack.url}/auth/v1/.well-known/jwks.json`);
  return {
    status: res.status,
    cacheControl: res.headers.get('cache-control'),
    body: (await res.json()) as JwksAnswer['body'],
  };
}

/** A supabase-js client whose fetch counts the auth requests by path. */
function countingClient(stack: TestStack) {
  const calls: string[] = [];
  const client = createClient(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
    global: {
      fetch: (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        calls.push(url.pathname);
        return fetch(input, init);
      },
    },
  });
  return { client, calls };
}

const legacyToken = (stack: TestStack, claims: Record<string, unknown>) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(stack.jwtSecret));

describe('asymmetric signing keys (default: ES256)', () => {
  let stack: TestStack;
  let member: TestUser;

  before(async () => {
    stack = await startTestStack();
    member = await createConfirmedUser(stack);
  });
  after(async () => stack?.stop());

  it('publishes the public signing key as GoTrue does, to callers without an apikey', async () => {
    const jwks = await fetchJwks(stack);
    assert.equal(jwks.status, 200);
    assert.equal(jwks.cacheControl, 'public, max-age=600');
    assert.equal(jwks.body.keys.length, 1);
    const [key] = jwks.body.keys;
    assert.deepEqual(
      { kty: key?.kty, crv: key?.crv, alg: key?.alg, use: key?.use, key_ops: key?.key_ops },
      { kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', key_ops: ['verify'] },
    );
    assert.equal(typeof key?.kid, 'string');
    assert.equal(typeof key?.x, 'string');
    assert.equal(key?.d, undefined, 'the private part never leaves the server');
    assert.ok(!jwks.body.keys.some((k) => k.kty === 'oct'), 'the HS256 secret is not published');
  });

  it('signs access tokens ES256 with the published kid; the legacy keys stay HS256', async () => {
    const header = decodeProtectedHeader(member.session.access_token);
    const { body } = await fetchJwks(stack);
    assert.equal(header.alg, 'ES256');
    assert.equal(header.typ, 'JWT');
    assert.equal(header.kid, body.keys[0]?.kid);
    const { payload } = await jwtVerify(member.session.access_token, createLocalJWKSet(body), {
      algorithms: ['ES256'],
    });
    assert.equal(payload.sub, member.user.id);
    assert.equal(payload.role, 'authenticated');
    assert.equal(decodeProtectedHeader(stack.anonKey).alg, 'HS256');
    assert.equal(decodeProtectedHeader(stack.serviceRoleKey).alg, 'HS256');
  });

  it('lets supabase-js getClaims() verify the session locally, without asking /user', async () => {
    const { client, calls } = countingClient(stack);
    const signIn = await client.auth.signInWithPassword({
      email: member.email,
      password: member.password,
    });
    assert.equal(signIn.error, null);
    calls.length = 0;
    const first = await client.auth.getClaims();
    const second = await client.auth.getClaims();
    assert.equal(first.error, null);
    assert.equal(first.data?.claims.sub, member.user.id);
    assert.equal(second.data?.claims.sub, member.user.id);
    assert.deepEqual(calls, ['/auth/v1/.well-known/jwks.json'], 'one JWKS fetch, then the cache');
  });

  it('accepts the ES256 access token in auth, PostgREST, storage and realtime', async () => {
    assert.deepEqual(await probeToken(stack, member.session.access_token), ACCEPTED);
  });

  it('still accepts a legacy HS256 token of the JWT secret everywhere', async () => {
    const token = await legacyToken(stack, decodeJwt(member.session.access_token));
    assert.deepEqual(await probeToken(stack, token), ACCEPTED);
  });

  it('keeps the key in the data dir, readable by its owner only', async () => {
    const file = path.join(stack.config.dataDir, SIGNING_KEYS_FILE);
    assert.equal((await stat(file)).mode & 0o777, 0o600);
    const stored = JSON.parse(await readFile(file, 'utf8')) as JWK[];
    assert.equal(stored[0]?.kid, stack.jwtKeys.signing.kid);
    assert.equal(typeof stored[0]?.d, 'string');
  });
});

describe('signing keys on disk and in settings', () => {
  let dataDir: string;
  before(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'lag-keys-'));
  });
  after(async () => rm(dataDir, { recursive: true, force: true }));
  const secret = 'a-test-secret-of-at-least-thirty-two-characters';

  it('makes one ES256 key the first time and reads the same one on the next start', async () => {
    const first = await loadSigningKeys({
      dataDir,
      secret,
      jwtKeys: undefined,
      signingKeysPath: undefined,
    });
    const second = await loadSigningKeys({
      dataDir,
      secret,
      jwtKeys: undefined,
      signingKeysPath: undefined,
    });
    assert.equal(first.keys.length, 1);
    assert.equal(first.keys[0]?.alg, 'ES256');
    assert.deepEqual(second.keys, first.keys);
  });

  it('reads GoTrue JWT_KEYS, refusing an oct key other than the secret and a signer without d', () => {
    const otherSecret = JSON.stringify([
      { kty: 'oct', kid: 'x', k: Buffer.from('another secret').toString('base64url') },
    ]);
    assert.throws(() => parseSigningKeys(otherSecret, 'JWT_KEYS', secret), /project's JWT secret/);
    const publicOnly = JSON.stringify([
      { kty: 'EC', crv: 'P-256', kid: 'p', x: 'AA', y: 'AA', key_ops: ['sign', 'verify'] },
    ]);
    assert.throws(() => parseSigningKeys(publicOnly, 'JWT_KEYS', secret), /no private part/);
    assert.deepEqual(parseSigningKeys('[]', 'JWT_KEYS', secret), []);
  });
});

describe('back to the secret with a kid, the ES256 key kept for verifying (GOTRUE_JWT_KEYS)', () => {
  const secret = randomBytes(32).toString('base64url');
  let stack: TestStack;
  let member: TestUser;
  let retired: { kid: string; privateKey: CryptoKey; publicJwk: JWK };

  before(async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256');
    retired = { kid: randomUUID(), privateKey, publicJwk: await exportJWK(publicKey) };
    const jwtKeys = JSON.stringify([
      { kty: 'oct', kid: 'legacy', k: base64url.encode(secret), key_ops: ['sign', 'verify'] },
      { ...retired.publicJwk, kid: retired.kid, alg: 'ES256', key_ops: ['verify'] },
    ]);
    stack = await startTestStack({ jwtSecret: secret, jwtKeys });
    member = await createConfirmedUser(stack);
  });
  after(async () => stack?.stop());

  it('signs HS256 under the oct key kid and publishes only the retired public key', async () => {
    assert.deepEqual(decodeProtectedHeader(member.session.access_token), {
      alg: 'HS256',
      kid: 'legacy',
      typ: 'JWT',
    });
    const { body } = await fetchJwks(stack);
    assert.deepEqual(
      body.keys.map((key) => [key.kid, key.kty]),
      [[retired.kid, 'EC']],
    );
  });

  it('has the new HS256 tokens and those of the retired key accepted everywhere', async () => {
    assert.deepEqual(await probeToken(stack, member.session.access_token), ACCEPTED);
    const old = await new SignJWT(decodeJwt(member.session.access_token))
      .setProtectedHeader({ alg: 'ES256', kid: retired.kid, typ: 'JWT' })
      .sign(retired.privateKey);
    assert.deepEqual(await probeToken(stack, old), ACCEPTED);
  });
});

describe('HS256 user tokens (GOTRUE_JWT_KEYS=[])', () => {
  let stack: TestStack;
  let member: TestUser;

  before(async () => {
    stack = await startTestStack({ jwtKeys: '[]' });
    member = await createConfirmedUser(stack);
  });
  after(async () => stack?.stop());

  it('signs with the secret, publishes no key, and getClaims() asks /user', async () => {
    const header = decodeProtectedHeader(member.session.access_token);
    assert.deepEqual(header, { alg: 'HS256', typ: 'JWT' });
    await jwtVerify(member.session.access_token, new TextEncoder().encode(stack.jwtSecret));
    const jwks = await fetchJwks(stack);
    assert.equal(jwks.status, 200);
    assert.deepEqual(jwks.body, { keys: [] });

    const { client, calls } = countingClient(stack);
    await client.auth.signInWithPassword({ email: member.email, password: member.password });
    calls.length = 0;
    const claims = await client.auth.getClaims();
    assert.equal(claims.data?.claims.sub, member.user.id);
    assert.deepEqual(calls, ['/auth/v1/user']);
  });

  it('has its HS256 tokens accepted everywhere', async () => {
    assert.deepEqual(await probeToken(stack, member.session.access_token), ACCEPTED);
  });
});
