import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { pickFreePort } from '../src/free-port.ts';
import { childPids } from './helpers/child-processes.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { createConfirmedUser, type TestUser } from './helpers/test-users.ts';

// Resilience: PostgREST dies mid-session (a crash, SIGKILL); the stack's supervisor starts it again on
// its port. The gateway keeps running and the member's next supabase-js call works with the same session.

async function waitUntil(condition: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 2000; i += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('gave up waiting');
}

let stack: TestStack;
let member: TestUser;
let postgrestPort: number;

before(async () => {
  postgrestPort = await pickFreePort();
  // A slow first restart leaves time to see the gateway's answer while PostgREST is down, even on a
  // machine busy enough to stall this test for seconds.
  stack = await startTestStack({ postgrestPort, seed: false, supervisorRestartDelayMs: 10_000 });
  member = await createConfirmedUser(stack);
});

after(async () => {
  await stack?.stop();
});

async function createPost(title: string) {
  return member.client
    .from('posts')
    .insert({ user_id: member.user.id, title, category: 'technology' })
    .select('id')
    .single();
}

async function postgrestHealth(): Promise<string | undefined> {
  const response = await fetch(`${stack.url}/health`);
  const body = (await response.json()) as { services: Record<string, string> };
  return body.services.postgrest;
}

describe('PostgREST restarted mid-session', () => {
  it('answers an error while it is down, and the next call after its restart works', async () => {
    const first = await createPost('Before the restart');
    assert.equal(first.error, null);

    const pids = childPids('postgrest');
    assert.equal(pids.length, 1, `expected one PostgREST child, found ${pids.join(', ')}`);
    const [pid] = pids as [number];
    process.kill(pid, 'SIGKILL');
    // The stack hears of the death when it reaps the child; until then /health may still say up.
    await waitUntil(async () => (await postgrestHealth()) === 'down');

    const whileDown = await member.client.from('posts').select('id').limit(1);
    assert.notEqual(
      whileDown.error,
      null,
      'a call while PostgREST is down must fail, not hang or succeed',
    );
    assert.equal(whileDown.status, 502, `status ${whileDown.status} while PostgREST is down`);

    // The supervisor brings it back by itself; /health reports when it is up again.
    await waitUntil(async () => (await postgrestHealth()) === 'up');
    const restarted = childPids('postgrest');
    assert.equal(restarted.length, 1);
    assert.notEqual(restarted[0], pid);

    // The very next calls, a read and a write with the same session, work.
    const read = await member.client
      .from('posts')
      .select('id, title')
      .eq('id', first.data!.id)
      .single();
    assert.equal(read.error, null);
    assert.equal(read.data?.title, 'Before the restart');
    const second = await createPost('After the restart');
    assert.equal(second.error, null);
    const { rows } = await stack.pool.query(
      'select title from public.posts where user_id = $1 order by created_at',
      [member.user.id],
    );
    assert.deepEqual(
      rows.map((row: { title: string }) => row.title),
      ['Before the restart', 'After the restart'],
    );
  });
});
