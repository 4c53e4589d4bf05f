import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { readJson } from './helpers/read-json.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { signUpMember } from './helpers/test-users.ts';

// A caller who finds one slow query must not be able to hold a database connection for as long as
// they like: the API roles run with a statement timeout (hosted Supabase: anon 3 s, authenticated 8 s;
// shortened here so the test is quick).

describe('statement timeouts of the API roles', () => {
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack({
      autoconfirm: true,
      anonStatementTimeout: '300ms',
      authenticatedStatementTimeout: '600ms',
    });
    await stack.pool.query(`
      create function public.slow_probe(seconds float8) returns int language sql as
        $$ select 1 from pg_sleep(seconds) $$;
      grant execute on function public.slow_probe(float8) to anon, authenticated;
      notify pgrst, 'reload schema';
    `);
    // PostgREST answers 404 for the function until its schema cache has it.
    while ((await callSlowProbe(0, stack.anonKey)).status === 404)
      await new Promise((resolve) => setTimeout(resolve, 50));
  });
  after(async () => {
    await stack?.stop();
  });

  async function callSlowProbe(seconds: number, bearer: string) {
    const res = await fetch(`${stack.url}/rest/v1/rpc/slow_probe`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${bearer}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ seconds }),
    });
    return { status: res.status, body: await readJson(res) };
  }

  it('cancels an anonymous statement past the anon timeout', async () => {
    const quick = await callSlowProbe(0, stack.anonKey);
    assert.equal(quick.status, 200);
    const slow = await callSlowProbe(2, stack.anonKey);
    assert.equal(slow.body.code, '57014', JSON.stringify(slow.body));
  });

  it("cancels a member's statement past the authenticated timeout, which is longer", async () => {
    const member = await signUpMember(stack, `timeout_${Date.now().toString(36)}`);
    const { data } = await member.client.auth.getSession();
    const token = data.session?.access_token ?? '';
    const withinMemberLimit = await callSlowProbe(0.4, token);
    assert.equal(withinMemberLimit.status, 200, JSON.stringify(withinMemberLimit.body));
    const slow = await callSlowProbe(2, token);
    assert.equal(slow.body.code, '57014', JSON.stringify(slow.body));
  });
});
