import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';

describe('gateway', () => {
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack();
  });
  after(async () => {
    await stack?.stop();
  });

  it('refuses /rest/v1 without an apikey, as Kong does', async () => {
    const res = await fetch(`${stack.url}/rest/v1/`);
    assert.equal(res.status, 401);
    assert.deepEqual(await res.json(), { message: 'No API key found in request' });
  });

  it('refuses an apikey that is neither the anon nor the service key', async () => {
    for (const path of ['/rest/v1/', '/auth/v1/settings', '/storage/v1/bucket']) {
      const res = await fetch(`${stack.url}${path}`, { headers: { apikey: 'not-a-key' } });
      assert.equal(res.status, 401, path);
      assert.deepEqual(await res.json(), { message: 'Invalid API key' });
    }
  });

  it('accepts the apikey as a query parameter', async () => {
    const res = await fetch(`${stack.url}/rest/v1/?apikey=${stack.anonKey}`);
    assert.equal(res.status, 200);
  });

  it('leaves the confirmation link and health open', async () => {
    const health = await fetch(`${stack.url}/auth/v1/health`);
    assert.equal(health.status, 200);
    const verify = await fetch(`${stack.url}/auth/v1/verify?token=nope&type=signup`, {
      redirect: 'manual',
    });
    assert.equal(verify.status, 303);
  });

  it('answers a CORS preflight with the headers supabase-js needs', async () => {
    const res = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'apikey, authorization, content-type, x-client-info, x-supabase-api-version',
      },
    });
    assert.ok(res.status === 204 || res.status === 200);
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const header of [
      'apikey',
      'authorization',
      'x-supabase-api-version',
      'x-upsert',
      'x-client-info',
    ]) {
      assert.ok(allowed.includes(header), `allow-headers lacks ${header}`);
    }
  });

  it('exposes X-Supabase-Api-Version to browsers on real responses', async () => {
    const res = await fetch(`${stack.url}/auth/v1/settings`, {
      headers: { apikey: stack.anonKey, origin: 'http://localhost:3000' },
    });
    const exposed = (res.headers.get('access-control-expose-headers') ?? '').toLowerCase();
    assert.ok(exposed.includes('x-supabase-api-version'));
    assert.ok(exposed.includes('content-range'));
  });

  it('answers unknown routes with JSON 404 and stays up', async () => {
    const res = await fetch(`${stack.url}/no/such/route`);
    assert.equal(res.status, 404);
    assert.deepEqual(await res.json(), { message: 'no Route matched with those values' });
    const again = await fetch(`${stack.url}/auth/v1/health`);
    assert.equal(again.status, 200);
  });
});
