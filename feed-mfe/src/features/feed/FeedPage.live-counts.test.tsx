import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@likegripe/tooling/test-utils';
import { setupSupabaseHttp } from '@likegripe/tooling/supabase-http';
import { feedBackend, pageRequests } from '../../testing/feed-backend';
import { ScrollableObserver } from '../../testing/scrollable-observer';
import { FeedPage } from './FeedPage';

const { server, requests, realtime } = setupSupabaseHttp();

const card = (index: number) => screen.getByRole('article', { name: `Post number ${index}` });

// Rendering pages of styled cards in jsdom on a shared 2-core machine outlasts the 5 s default.
jest.setTimeout(30_000);

beforeEach(() => {
  window.scrollTo = jest.fn();
  window.IntersectionObserver = ScrollableObserver as never;
});

afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  ScrollableObserver.watched.clear();
});

describe('FeedPage live counts', () => {
  it("listens only to the cards on screen and updates a card's counts without a request", async () => {
    server.use(...feedBackend(12).handlers);
    renderWithProviders(<FeedPage />);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
    expect(realtime.topics()).toEqual([]);

    ScrollableObserver.show(card(0), true);
    ScrollableObserver.show(card(1), true);
    // Live updates start a moment after the page has settled.
    await waitFor(
      () => expect(realtime.topics()).toEqual(['post:post-0:counts', 'post:post-1:counts']),
      { timeout: 10_000 },
    );
    expect(realtime.configOf('post:post-0:counts')).toMatchObject({ private: true });

    await act(async () =>
      realtime.broadcast('post:post-0:counts', 'counts', {
        post_id: 'post-0',
        like_count: 4,
        gripe_count: 1,
        question_count: 2,
        discussion_count: 5,
        id: 'message-1',
      }),
    );
    // The list is drawn from a deferred value, so the new counts show a render later.
    await waitFor(() => expect(card(0)).toHaveTextContent('4 likes'));
    expect(card(0)).toHaveTextContent('1 gripe');
    expect(card(0)).toHaveTextContent('5 likes and gripes');
    // The other card keeps its counts, and nothing was fetched again.
    expect(card(1)).toHaveTextContent('0 likes');
    expect(pageRequests(requests)).toHaveLength(1);

    // Another post's message on this topic, or a malformed one, changes nothing.
    await act(async () => {
      realtime.broadcast('post:post-0:counts', 'counts', {
        post_id: 'post-1',
        like_count: 9,
        gripe_count: 9,
      });
      realtime.broadcast('post:post-0:counts', 'counts', { post_id: 'post-0', like_count: 'x' });
    });
    expect(card(0)).toHaveTextContent('4 likes');
    expect(card(1)).toHaveTextContent('0 likes');

    // Scrolled away: the card's channel is left (after a short grace), the other stays.
    ScrollableObserver.show(card(0), false);
    await waitFor(() => expect(realtime.topics()).toEqual(['post:post-1:counts']), {
      timeout: 10_000,
    });
  });
});
