import assert from 'node:assert/strict';
import type { StackOptions } from '../../src/stack.ts';
import { startTestStack, waitForSchemaReload, type TestStack } from './test-stack.ts';

/**
 * A stack for attacks that used to end the whole backend process, with a table of 1500 rows to read.
 * The test runner catches what would end a real backend process, so every uncaught exception of
 * the test process is recorded and fails `assertStackAnswers`.
 */
export async function startSurvivalStack(overrides: StackOptions = {}): Promise<TestStack> {
  const stack = await startTestStack(overrides);
  await stack.pool.query(`
    create table public.survival_rows (id integer primary key);
    insert into public.survival_rows select generate_series(1, 1500);
    grant select, insert on public.survival_rows to service_role;
    notify pgrst, 'reload schema';
  `);
  await waitForSchemaReload(stack, 'survival_rows');
  return stack;
}

const uncaught: unknown[] = [];
process.on('uncaughtException', (error) => uncaught.push(error));

/** Nothing escaped as an uncaught exception, and the stack still serves auth and a REST read. */
export async function assertStackAnswers(stack: TestStack): Promise<void> {
  assert.deepEqual(uncaught.map(String), [], 'nothing may escape as an uncaught exception');
  const health = await fetch(`${stack.url}/auth/v1/health`, { headers: { apikey: stack.anonKey } });
  assert.equal(health.status, 200);
  await health.arrayBuffer();
  const rest = await fetch(`${stack.url}/rest/v1/survival_rows?select=id&id=eq.1`, {
    headers: { apikey: stack.serviceRoleKey },
  });
  assert.equal(rest.status, 200);
  assert.deepEqual(await rest.json(), [{ id: 1 }]);
}
