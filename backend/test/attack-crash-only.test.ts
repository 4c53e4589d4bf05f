import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { childPids } from './helpers/child-processes.ts';
import { assertStackAnswers, startSurvivalStack } from './helpers/survival-stack.ts';
import type { TestStack } from './helpers/test-stack.ts';

// Crash-only: PostgREST or PostgreSQL dies under the stack; it notices, says so on /health and brings
// the service back by itself.

let stack: TestStack;

before(async () => {
  stack = await startSurvivalStack({
    supervisorRestartDelayMs: 3000,
    postgresWatchIntervalMs: 250,
  });
});

after(async () => {
  await stack?.stop();
});

interface Health {
  status: string;
  services: Record<string, string>;
}

async function health(): Promise<{ code: number; body: Health }> {
  const response = await fetch(`${stack.url}/health`);
  return { code: response.status, body: (await response.json()) as Health };
}

/** Polls /health until `service` is reported down, then until every service is up again. */
async function watchUntilHealthy(service: string): Promise<boolean> {
  let sawDown = false;
  for (let i = 0; i < 3000 && !sawDown; i += 1) {
    const { code, body } = await health();
    sawDown = code === 503 && body.services[service] === 'down';
    if (!sawDown) await sleep(20);
  }
  for (let i = 0; i < 3000; i += 1) {
    const { code, body } = await health().catch(() => ({
      code: 0,
      body: { status: '', services: {} } as Health,
    }));
    if (code === 503 && body.services[service] === 'down') sawDown = true;
    if (code === 200 && body.status === 'ok') return sawDown;
    await sleep(50);
  }
  throw new Error('the stack did not come back');
}

describe('crash-only services', () => {
  it('/health answers 200 with every service up', async () => {
    const { code, body } = await health();
    assert.equal(code, 200);
    assert.deepEqual(body, {
      status: 'ok',
      services: { postgres: 'up', postgrest: 'up', auth: 'up', storage: 'up', realtime: 'up' },
    });
  });

  it('PostgREST killed with SIGKILL comes back by itself, and /health says so meanwhile', async () => {
    const [pid] = childPids('postgrest');
    assert.ok(pid, 'one PostgREST child');
    process.kill(pid, 'SIGKILL');
    assert.equal(await watchUntilHealthy('postgrest'), true, '/health reported postgrest down');
    const [replacement] = childPids('postgrest');
    assert.ok(replacement && replacement !== pid, 'a new PostgREST process');
    await assertStackAnswers(stack);
  });

  it('the embedded PostgreSQL killed comes back by itself', async () => {
    if (stack.config.databaseUrl) {
      // An external server is only watched: it is reported, never started from here.
      const { body } = await health();
      assert.equal(body.services.postgres, 'up');
      return;
    }
    const pidFile = path.join(stack.config.dataDir, 'postgres', 'postmaster.pid');
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    assert.ok(pid > 0);
    process.kill(pid, 'SIGKILL');
    assert.equal(await watchUntilHealthy('postgres'), true, '/health reported postgres down');
    const { rows } = await stack.pool.query('select 1 as one');
    assert.equal(rows[0].one, 1);
    for (let i = 0; i < 200; i += 1) {
      const rest = await fetch(`${stack.url}/rest/v1/survival_rows?select=id&id=eq.1`, {
        headers: { apikey: stack.serviceRoleKey },
      });
      await rest.arrayBuffer();
      if (rest.status === 200) break;
      await sleep(100);
    }
    await assertStackAnswers(stack);
  });
});
