import assert from 'node:assert/strict';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { SignJWT } from 'jose';
import { WELL_KNOWN_JWT_SECRET } from '../src/config.ts';
import { deriveApiKeys } from '../src/keys.ts';
import { startStack } from '../src/stack.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';

// An attacker who knows only what is public (the Supabase CLI's demo secret and keys) tries to act
// as service_role against a local stack started with its defaults.

const mintWithDemoSecret = (role: string) =>
  new SignJWT({ role, iss: 'supabase-demo', exp: Math.floor(Date.now() / 1000) + 3600 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(WELL_KNOWN_JWT_SECRET));

describe('secrets: each data dir signs with its own random secret', () => {
  let stack: TestStack;
  let wellKnown: { anonKey: string; serviceRoleKey: string };
  before(async () => {
    stack = await startTestStack({ jwtSecret: undefined });
    wellKnown = await deriveApiKeys(WELL_KNOWN_JWT_SECRET);
  });
  after(async () => {
    await stack?.stop();
  });

  it('hands out keys that differ from the well-known ones', () => {
    assert.notEqual(stack.anonKey, wellKnown.anonKey);
    assert.notEqual(stack.serviceRoleKey, wellKnown.serviceRoleKey);
    assert.notEqual(stack.jwtSecret, WELL_KNOWN_JWT_SECRET);
  });

  it('keeps the secret in the data dir, readable by its owner only', async () => {
    const file = path.join(stack.config.dataDir, 'jwt-secret');
    assert.equal((await readFile(file, 'utf8')).trim(), stack.jwtSecret);
    assert.equal((await stat(file)).mode & 0o777, 0o600);
  });

  it('refuses the well-known service key as an API key', async () => {
    const res = await fetch(`${stack.url}/rest/v1/notifications?select=*`, {
      headers: { apikey: wellKnown.serviceRoleKey },
    });
    assert.equal(res.status, 401);
  });

  it('refuses a service_role token minted with the demo secret, on every service', async () => {
    const forged = await mintWithDemoSecret('service_role');
    const headers = { apikey: stack.anonKey, authorization: `Bearer ${forged}` };
    const rest = await fetch(`${stack.url}/rest/v1/reports?select=*`, { headers });
    assert.equal(rest.status, 401);
    const auth = await fetch(`${stack.url}/auth/v1/user`, { headers });
    assert.equal(auth.status, 403);
    const storage = await fetch(`${stack.url}/storage/v1/bucket`, { headers });
    assert.ok(storage.status === 400 || storage.status === 403, `storage: ${storage.status}`);
  });
});

describe('secrets: settings', () => {
  it('JWT_SECRET wins over the data dir', async () => {
    const own = 'a-secret-of-the-operators-own-at-least-32-chars';
    const stack = await startTestStack({ jwtSecret: own });
    try {
      assert.equal(stack.jwtSecret, own);
      assert.equal(stack.anonKey, (await deriveApiKeys(own)).anonKey);
    } finally {
      await stack.stop();
    }
  });

  it('refuses to listen beyond loopback with the well-known secret', async () => {
    await assert.rejects(
      startStack({ host: '0.0.0.0', jwtSecret: WELL_KNOWN_JWT_SECRET, seed: false }),
      /Refusing to listen on 0\.0\.0\.0/,
    );
  });
});
