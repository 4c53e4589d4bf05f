import { FEED_PAGE_SIZE, feedPageRange } from './feed-sort';

describe('feedPageRange', () => {
  it.each([
    [0, { from: 0, to: 11 }],
    [1, { from: 12, to: 23 }],
    [3, { from: 36, to: 47 }],
  ])('page %i → %p', (page, expected) => {
    expect(feedPageRange(page)).toEqual(expected);
  });

  it('pages by 12', () => {
    expect(FEED_PAGE_SIZE).toBe(12);
  });
});
