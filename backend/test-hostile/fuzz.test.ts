import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestStack, type TestStack } from '../test/helpers/test-stack.ts';
import { CrashWatch } from './helpers/crash.watch.ts';
import { describeOutcomes, runFuzz } from './helpers/fuzz-runner.ts';
import { httpFuzzCases } from './helpers/http-fuzz.cases.ts';
import { assertMemberFlowWorks, assertServicesAnswer } from './helpers/member-flow.check.ts';
import { hostileStackOptions } from './helpers/hostile-stack.options.ts';
import { RawConnection } from './helpers/raw-connection.ts';
import { SeededRandom } from './helpers/seeded-random.ts';
import { websocketFuzzCases } from './helpers/websocket-fuzz.cases.ts';

// Malformed HTTP requests, WebSocket handshakes and frames against the gateway, then proof that the
// process hosting the stack recorded no uncaught exception and that members can still use the site.
// Bounded by FUZZ_CASES (4000) and FUZZ_SECONDS (45), FUZZ_CONCURRENCY (4) connections at a time;
// FUZZ_SEED replays a run; FUZZ_KINDS (comma-separated case names) narrows it to some kinds.

const rng = SeededRandom.fromEnv('FUZZ_SEED');
const maxCases = Number(process.env.FUZZ_CASES ?? 4000);
const maxSeconds = Number(process.env.FUZZ_SECONDS ?? 45);
const concurrency = Number(process.env.FUZZ_CONCURRENCY ?? 4);
const kinds = process.env.FUZZ_KINDS?.split(',').map((kind) => kind.trim());
const cases = [...httpFuzzCases, ...websocketFuzzCases].filter(
  (entry) => !kinds || kinds.includes(entry.name),
);

describe('fuzz: malformed requests, handshakes and frames do not end the backend', () => {
  let stack: TestStack;
  const watch = new CrashWatch();

  before(async () => {
    console.info(`fuzz seed ${rng.seed} (FUZZ_SEED=${rng.seed} replays this run)`);
    watch.start();
    stack = await startTestStack(hostileStackOptions);
  });
  after(async () => {
    watch.stop();
    await stack?.stop();
  });

  it(`runs up to ${maxCases} cases (${maxSeconds} s) with no uncaught exception`, async (t) => {
    assert.ok(cases.length > 0, `FUZZ_KINDS matched no case: ${process.env.FUZZ_KINDS}`);
    const result = await runFuzz({
      cases,
      port: Number(new URL(stack.url).port),
      anonKey: stack.anonKey,
      rng,
      maxCases,
      maxMs: maxSeconds * 1000,
      concurrency,
      watch,
    });
    const leftOpen = RawConnection.destroyAll();
    t.diagnostic(
      `seed ${rng.seed}: ${result.ran} cases in ${(result.elapsedMs / 1000).toFixed(1)} s, ${leftOpen} connections left open`,
    );
    for (const line of describeOutcomes(result.outcomes)) t.diagnostic(line);
    for (const crash of watch.crashes)
      t.diagnostic(`${crash.kind} during [${crash.during.join(', ')}]: ${crash.error}`);
    assert.deepEqual(watch.crashes, [], 'uncaught exceptions or unhandled rejections');
    assert.equal(result.refused, 0, 'the gateway stopped accepting connections');
    assert.ok(result.ran > 0);
  });

  it('still answers afterwards: auth health, a REST read, a realtime join', async () => {
    await assertServicesAnswer(stack);
  });

  it('a member can still sign up, sign in, post, like, comment, read the feed and be notified', async () => {
    await assertMemberFlowWorks(stack);
  });

  it('recorded no uncaught exception or unhandled rejection over the whole run', () => {
    assert.deepEqual(watch.crashes, []);
  });
});
