import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { deriveApiKeys } from '../src/keys.ts';
import { WELL_KNOWN_JWT_SECRET } from '../src/config.ts';
import { anonClient, serviceClient } from './helpers/supabase-clients.ts';
import { startTestStack, waitForSchemaReload, type TestStack } from './helpers/test-stack.ts';

describe('keys', () => {
  it('derive the Supabase CLI well-known anon key from its public demo secret', async () => {
    const { anonKey } = await deriveApiKeys(WELL_KNOWN_JWT_SECRET);
    assert.equal(
      anonKey,
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
    );
  });
});

describe('rest: PostgREST behind the gateway', () => {
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack();
    await stack.pool.query(`
      create table public.smoke_items (id uuid primary key default gen_random_uuid(), name text not null);
      alter table public.smoke_items enable row level security;
      create policy smoke_items_select_anon on public.smoke_items for select to anon using (true);
      insert into public.smoke_items (name) values ('first'), ('second');
      notify pgrst, 'reload schema';
    `);
    await waitForSchemaReload(stack, 'smoke_items');
  });
  after(async () => {
    await stack?.stop();
  });

  it('selects through /rest/v1 with the anon key and RLS applies', async () => {
    const { data, error } = await anonClient(stack)
      .from('smoke_items')
      .select('name')
      .order('name');
    assert.equal(error, null);
    assert.deepEqual(data, [{ name: 'first' }, { name: 'second' }]);
    const denied = await anonClient(stack).from('smoke_items').insert({ name: 'third' });
    assert.equal(denied.error?.code, '42501');
  });

  it('the service key bypasses RLS and the count header is exposed', async () => {
    const { count, error } = await serviceClient(stack)
      .from('smoke_items')
      .select('*', { count: 'exact', head: true });
    assert.equal(error, null);
    assert.equal(count, 2);
  });
});
