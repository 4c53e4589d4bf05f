import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { findCounterMismatches } from '../src/db/counter-consistency.check.ts';
import { startTestStack, type TestStack } from '../test/helpers/test-stack.ts';
import { liftWriteLimits } from '../test/helpers/write-limits.ts';
import { CrashWatch } from './helpers/crash.watch.ts';
import { describeOutcomes } from './helpers/fuzz-runner.ts';
import { hostileStackOptions } from './helpers/hostile-stack.options.ts';
import { runHostileTraffic } from './helpers/hostile-traffic.ts';
import { RawConnection } from './helpers/raw-connection.ts';
import { SeededRandom } from './helpers/seeded-random.ts';
import { actOnce, joinSoak, type SoakLedger } from './helpers/soak-member.ts';
import { waitUntil } from './helpers/wait-until.ts';

// For SOAK_SECONDS (60), SOAK_MEMBERS (8) members read and write through supabase-js, each with a
// realtime subscription, while hostile connections come and go (slowloris, reset upgrades, join and
// message floods, oversized chunked bodies, garbage, bad frames). Afterwards: no crash, no failed
// member call, every acknowledged write in the database, counters equal to their rows, and every
// notification delivered over realtime. SOAK_SEED replays the random choices.

const seconds = Number(process.env.SOAK_SECONDS ?? 60);
const memberCount = Number(process.env.SOAK_MEMBERS ?? 8);
const rng = SeededRandom.fromEnv('SOAK_SEED');

describe('soak: members keep working while hostile connections come and go', () => {
  let stack: TestStack;
  const watch = new CrashWatch();
  const ledger: SoakLedger = { members: [], comments: [], failures: [], calls: new Map() };
  const keys = (rows: Array<{ key: string }>) => rows.map((row) => row.key).sort();

  before(async () => {
    console.info(`soak seed ${rng.seed} (SOAK_SEED=${rng.seed} replays the choices)`);
    watch.start();
    stack = await startTestStack(hostileStackOptions);
    await liftWriteLimits(stack);
    for (let i = 0; i < memberCount; i += 1) ledger.members.push(await joinSoak(stack));
  });
  after(async () => {
    for (const member of ledger.members) {
      await member.client.removeAllChannels();
      // An idle realtime client keeps timers that would hold the test process open.
      await member.client.realtime.disconnect();
    }
    watch.stop();
    await stack?.stop();
  });

  it(`${memberCount} members for ${seconds} s beside hostile traffic: no crash, no failed call`, async (t) => {
    const until = Date.now() + seconds * 1000;
    const memberRngs = ledger.members.map(() => rng.fork());
    const [hostile] = await Promise.all([
      runHostileTraffic(
        { port: Number(new URL(stack.url).port), anonKey: stack.anonKey },
        rng.fork(),
        until,
      ),
      ...ledger.members.map(async (member, i) => {
        const memberRng = memberRngs[i] ?? rng;
        while (Date.now() < until) await actOnce(member, ledger, memberRng);
      }),
    ]);
    const leftOpen = RawConnection.destroyAll();
    for (const [name, n] of [...ledger.calls].sort())
      t.diagnostic(`member ${name.padEnd(24)} ${n}`);
    for (const line of describeOutcomes(hostile)) t.diagnostic(`hostile ${line}`);
    t.diagnostic(`${leftOpen} hostile connections were still open at the end`);
    for (const failure of ledger.failures.slice(0, 20)) t.diagnostic(`failed: ${failure}`);
    for (const crash of watch.crashes.slice(0, 20)) t.diagnostic(`${crash.kind}: ${crash.error}`);

    assert.deepEqual(watch.crashes, [], 'uncaught exceptions or unhandled rejections');
    assert.deepEqual(ledger.failures, [], 'member calls that failed');
    assert.ok(ledger.calls.size >= 6, 'the members did most kinds of calls');
  });

  it('lost no write: posts, comments, reactions and follows are all in the database', async () => {
    const { rows: posts } = await stack.pool.query<{ id: string }>('select id from public.posts');
    const postIds = new Set(posts.map((row) => row.id));
    assert.deepEqual(
      ledger.members.flatMap((m) => m.posts).filter((id) => !postIds.has(id)),
      [],
    );

    const { rows: comments } = await stack.pool.query<{ id: string }>(
      "select id from public.comments where content <> ''",
    );
    const commentIds = new Set(comments.map((row) => row.id));
    assert.deepEqual(
      ledger.comments.filter((comment) => !commentIds.has(comment.id)),
      [],
    );

    const { rows: reactions } = await stack.pool.query<{ key: string }>(
      `select user_id || '|' || post_id || ':' || comment_type as key from public.comments where content = ''`,
    );
    assert.deepEqual(
      keys(reactions),
      ledger.members.flatMap((m) => [...m.reactions].map((key) => `${m.id}|${key}`)).sort(),
    );

    const { rows: follows } = await stack.pool.query<{ key: string }>(
      `select follower_id || '>' || following_id as key from public.user_follows`,
    );
    assert.deepEqual(
      keys(follows),
      ledger.members.flatMap((m) => [...m.follows].map((other) => `${m.id}>${other}`)).sort(),
    );
  });

  it('every counter equals its rows', async () => {
    assert.deepEqual(await findCounterMismatches(stack.pool), []);
  });

  it('every member got each of its notifications over its realtime subscription', async () => {
    const { rows } = await stack.pool.query<{ user_id: string; id: string }>(
      'select user_id, id from public.notifications',
    );
    const missing = () =>
      rows.filter((row) => {
        const member = ledger.members.find((m) => m.id === row.user_id);
        return member && !member.notificationsReceived.has(row.id);
      });
    // Delivery may trail the writes by seconds after a busy minute; the wait is bounded in count.
    await waitUntil(() => missing().length === 0, 1200);
    assert.ok(rows.length > 0, 'the soak made notifications');
    assert.deepEqual(missing(), []);
    assert.deepEqual(
      ledger.members.flatMap((m) => m.laterStatuses),
      [],
      'a member subscription left SUBSCRIBED',
    );
  });

  it('recorded no uncaught exception or unhandled rejection over the whole run', () => {
    assert.deepEqual(watch.crashes, []);
  });
});
