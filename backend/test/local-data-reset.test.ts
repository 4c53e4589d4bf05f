import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { communityCounts, removeCommunityData } from '../src/tools/local-data-reset.ts';
import { restartTestStack, startTestStack, type TestStack } from './helpers/test-stack.ts';

// `npm run db:reset` on a data dir: what tests and experiments left is gone, the demo is back.

describe('resetting the local data', () => {
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack({ seed: true });
  });
  after(async () => {
    await stack?.stop();
  });

  it('leaves the demo as a first start seeds it, and keeps the keys', async () => {
    const seeded = await communityCounts(stack.pool);
    assert.ok(seeded.posts > 0 && seeded.files > 0, 'the demo seed has posts and photos');
    await stack.pool.query(
      `insert into public.posts (user_id, title) select id, 'victim post' from public.profiles limit 1`,
    );
    const keysBefore = stack.jwtSecret;

    let removed: string[] = [];
    stack = await restartTestStack(stack, { seed: true }, async (dataDir) => {
      removed = await removeCommunityData(dataDir);
    });

    assert.deepEqual(removed.sort(), ['postgres', 'storage', 'storage-variants']);
    const { rows } = await stack.pool.query(
      "select count(*)::int as n from posts where title = 'victim post'",
    );
    assert.equal(rows[0]?.n, 0);
    assert.deepEqual(await communityCounts(stack.pool), seeded);
    assert.equal(stack.jwtSecret, keysBefore);
  });
});
