import { feedOrder, searchFilter } from './feed-query';

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

describe('searchFilter', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['coffee', 'title.ilike."%coffee%",description.ilike."%coffee%"'],
    ['  Coffee Beans ', 'title.ilike."%Coffee Beans%",description.ilike."%Coffee Beans%"'],
    ['a,b(c)', 'title.ilike."%a,b(c)%",description.ilike."%a,b(c)%"'],
    ['100%_off', 'title.ilike."%100\\\\%\\\\_off%",description.ilike."%100\\\\%\\\\_off%"'],
    ['say "hi"', 'title.ilike."%say \\"hi\\"%",description.ilike."%say \\"hi\\"%"'],
  ])('%p becomes %p', (search, expected) => {
    expect(searchFilter(search)).toBe(expected);
  });
});
