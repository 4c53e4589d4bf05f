import { previousEntryIsFeed } from './back-to-feed.hook';

// jsdom has no Navigation API; these stand in for Chromium's history entries.
function withHistory(urls: string[], index: number) {
  Object.defineProperty(window, 'navigation', {
    configurable: true,
    value: { currentEntry: { index }, entries: () => urls.map((url) => ({ url })) },
  });
}

afterEach(() => {
  Reflect.deleteProperty(window, 'navigation');
});

describe('previousEntryIsFeed', () => {
  const origin = window.location.origin;

  it('is true when the entry before the post is the feed of this site', () => {
    withHistory([`${origin}/profile/alice`, `${origin}/`, `${origin}/post/1`], 2);
    expect(previousEntryIsFeed(null)).toBe(true);
  });

  it('is false when the reader came from another page, or opened the post first', () => {
    withHistory([`${origin}/`, `${origin}/profile/alice`, `${origin}/post/1`], 2);
    expect(previousEntryIsFeed(null)).toBe(false);
    withHistory([`${origin}/post/1`], 0);
    expect(previousEntryIsFeed({ from: 'feed' })).toBe(false);
  });

  it("is false for another site's home page", () => {
    withHistory(['https://elsewhere.example/', `${origin}/post/1`], 1);
    expect(previousEntryIsFeed(null)).toBe(false);
  });

  it('falls back to the location state without the Navigation API', () => {
    expect(previousEntryIsFeed({ from: 'feed' })).toBe(true);
    expect(previousEntryIsFeed({ from: '/profile/alice' })).toBe(false);
    expect(previousEntryIsFeed(null)).toBe(false);
  });
});
