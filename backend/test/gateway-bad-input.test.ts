import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { readJson } from './helpers/read-json.ts';
import { startTestStack, waitForSchemaReload, type TestStack } from './helpers/test-stack.ts';

describe('gateway: bad input gets JSON errors and the server stays up', () => {
  let stack: TestStack;
  const headers = () => ({ apikey: stack.anonKey, 'x-supabase-api-version': '2024-01-01' });
  before(async () => {
    stack = await startTestStack();
    await stack.pool.query(
      'create table public.gateway_probe (id uuid primary key default gen_random_uuid(), name text)',
    );
    await stack.pool.query("notify pgrst, 'reload schema'");
    await waitForSchemaReload(stack, 'gateway_probe');
  });
  after(async () => {
    await stack?.stop();
  });

  async function usersCount(): Promise<number> {
    const { rows } = await stack.pool.query<{ n: string }>('select count(*) as n from auth.users');
    return Number(rows[0]!.n);
  }

  async function assertStillUp(): Promise<void> {
    const res = await fetch(`${stack.url}/auth/v1/health`);
    assert.equal(res.status, 200);
  }

  it('malformed JSON on /auth is 400 bad_json', async () => {
    const before = await usersCount();
    const res = await fetch(`${stack.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { ...headers(), 'content-type': 'application/json' },
      body: '{"email": "a@b.co", "password":',
    });
    assert.equal(res.status, 400);
    assert.equal((await readJson(res)).code, 'bad_json');
    assert.equal(await usersCount(), before);
    await assertStillUp();
  });

  it('a 5 MB body is refused with 413 JSON', async () => {
    const big = JSON.stringify({
      email: 'big@example.test',
      password: 'x'.repeat(5 * 1024 * 1024),
    });
    const res = await fetch(`${stack.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { ...headers(), 'content-type': 'application/json' },
      body: big,
    });
    assert.equal(res.status, 413);
    assert.equal((await readJson(res)).code, 'request_too_large');
    const rest = await fetch(`${stack.url}/rest/v1/gateway_probe`, {
      method: 'POST',
      headers: { ...headers(), 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'y'.repeat(11 * 1024 * 1024) }),
    });
    assert.equal(rest.status, 413);
    assert.ok((await readJson(rest)).message);
    await assertStillUp();
  });

  it('a wrong content type is a JSON error', async () => {
    const res = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { ...headers(), 'content-type': 'application/xml' },
      body: '<email>a@b.co</email>',
    });
    assert.equal(res.status, 415);
    assert.ok((await readJson(res)).message);
    await assertStillUp();
  });

  it('an invalid UUID in a REST filter is a JSON 400 from PostgREST', async () => {
    const res = await fetch(`${stack.url}/rest/v1/gateway_probe?id=eq.not-a-uuid`, {
      headers: headers(),
    });
    assert.equal(res.status, 400);
    assert.equal((await readJson(res)).code, '22P02');
    await assertStillUp();
  });

  it('unknown routes under /auth and outside every service are JSON 404s', async () => {
    const auth = await fetch(`${stack.url}/auth/v1/nope`, { headers: headers() });
    assert.equal(auth.status, 404);
    assert.equal((await readJson(auth)).code, 'not_found');
    const outside = await fetch(`${stack.url}/nothing/here`);
    assert.equal(outside.status, 404);
    assert.ok((await readJson(outside)).message);
    await assertStillUp();
  });
});
