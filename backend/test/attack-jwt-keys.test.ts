import assert from 'node:assert/strict';
import { createPublicKey, randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  base64url,
  decodeJwt,
  generateKeyPair,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTPayload,
} from 'jose';
import WebSocket from 'ws';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { ACCEPTED, probeToken } from './helpers/token-probes.ts';
import { createConfirmedUser, type TestUser } from './helpers/test-users.ts';

const encoder = new TextEncoder();

/** A token with `alg: none` and no signature, which no verifier may take. */
function unsignedToken(header: Record<string, unknown>, claims: JWTPayload): string {
  const part = (value: unknown) => base64url.encode(JSON.stringify(value));
  return `${part(header)}.${part(claims)}.`;
}

/** Status of a socket upgrade that presents `apikey` to realtime. */
function upgradeStatus(stack: TestStack, apikey: string): Promise<number> {
  const url = `${stack.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${apikey}&vsn=1.0.0`;
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('open', () => {
      socket.close();
      resolve(101);
    });
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('error', reject);
  });
}

describe('attacks on the JWT signing keys', () => {
  let stack: TestStack;
  let member: TestUser;
  let claims: JWTPayload;
  let publicJwk: JWK;
  const forged = new Map<string, string>();

  before(async () => {
    stack = await startTestStack();
    member = await createConfirmedUser(stack);
    claims = decodeJwt(member.session.access_token);
    const res = await fetch(`${stack.url}/auth/v1/.well-known/jwks.json`);
    const [key] = ((await res.json()) as { keys: JWK[] }).keys;
    assert.ok(key?.kid);
    publicJwk = key;
    const kid = key.kid;
    const pem = createPublicKey({ key: key as never, format: 'jwk' })
      .export({ type: 'spki', format: 'pem' })
      .toString();
    const other = await generateKeyPair('ES256');
    const sign = (header: { alg: string; kid?: string }, key: Uint8Array | CryptoKey) =>
      new SignJWT(claims).setProtectedHeader({ ...header, typ: 'JWT' }).sign(key);

    forged.set(
      'HS256 keyed with the public JWK, under the real kid',
      await sign({ alg: 'HS256', kid }, encoder.encode(JSON.stringify(key))),
    );
    forged.set(
      'HS256 keyed with the public key PEM, without kid',
      await sign({ alg: 'HS256' }, encoder.encode(pem)),
    );
    forged.set(
      'alg none under the real kid',
      unsignedToken({ alg: 'none', typ: 'JWT', kid }, claims),
    );
    forged.set('alg none without kid', unsignedToken({ alg: 'none', typ: 'JWT' }, claims));
    forged.set(
      'ES256 of another key under the real kid',
      await sign({ alg: 'ES256', kid }, other.privateKey),
    );
    forged.set(
      'ES256 of another key under a kid the JWKS does not list',
      await sign({ alg: 'ES256', kid: randomUUID() }, other.privateKey),
    );
    forged.set('ES256 of another key without kid', await sign({ alg: 'ES256' }, other.privateKey));
    forged.set(
      'ES256 of the real key, expired',
      await stack.jwtKeys.signAccessToken({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 }),
    );
  });
  after(async () => stack?.stop());

  it('has a real token every service takes (so the refusals below are about the signature)', async () => {
    assert.deepEqual(await probeToken(stack, member.session.access_token), ACCEPTED);
    assert.equal(publicJwk.d, undefined);
  });

  it('has every forged token refused by auth, PostgREST, storage and realtime', async () => {
    for (const [name, token] of forged) {
      const results = await probeToken(stack, token);
      assert.equal(results.auth, 403, `${name}: auth /user`);
      assert.equal(results.rest.status, 401, `${name}: PostgREST`);
      assert.deepEqual(results.storage, { status: 400, statusCode: '403' }, `${name}: storage`);
      assert.match(
        results.realtimeJoin,
        /^CHANNEL_ERROR: (InvalidJWTToken|JwtSignatureError|MalformedJWT)/,
        `${name}: realtime join`,
      );
      assert.equal(results.realtimeBroadcast, 401, `${name}: realtime REST broadcast`);
      assert.equal(await upgradeStatus(stack, token), 403, `${name}: realtime socket apikey`);
    }
  });

  it('answers auth with GoTrue bad_jwt for a key confusion', async () => {
    const token = forged.get('HS256 keyed with the public JWK, under the real kid') ?? '';
    const res = await fetch(`${stack.url}/auth/v1/user`, {
      headers: { apikey: stack.anonKey, authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as { code?: string; msg?: string };
    assert.equal(res.status, 403);
    assert.equal(body.code, 'bad_jwt');
  });

  it('still answers afterwards', async () => {
    assert.equal(await upgradeStatus(stack, stack.anonKey), 101);
    assert.deepEqual(await probeToken(stack, member.session.access_token), ACCEPTED);
  });
});
