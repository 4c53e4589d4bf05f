import { feedOrder } from './feed-query';

describe('feedOrder', () => {
  it.each([
    ['newest', 'created_at.desc id.desc'],
    ['oldest', 'created_at.asc id.asc'],
    ['most_liked', 'like_count.desc created_at.desc id.desc'],
    ['most_griped', 'gripe_count.desc created_at.desc id.desc'],
    ['most_discussed', 'discussion_count.desc created_at.desc id.desc'],
  ] as const)('%s orders the whole feed by %s', (sort, expected) => {
    const order = feedOrder(sort)
      .map(({ column, ascending }) => `${column}.${ascending ? 'asc' : 'desc'}`)
      .join(' ');
    expect(order).toBe(expected);
  });
});
