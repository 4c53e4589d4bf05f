import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@likegripe/tooling/test-utils';
import { bus } from '@likegripe/shared-core';
import { setupSupabaseHttp } from '@likegripe/tooling/supabase-http';
import { feedBackend, pageRequests } from '../../testing/feed-backend';
import { FeedPage } from './FeedPage';

const { server, requests } = setupSupabaseHttp();
const pages = () => pageRequests(requests);

// Rendering pages of styled cards in jsdom on a shared 2-core machine outlasts the 5 s default.
jest.setTimeout(30_000);

beforeEach(() => {
  window.scrollTo = jest.fn();
});

describe('FeedPage after a delete', () => {
  it('drops a deleted post from the list in the same dispatch, before the feed reloads', async () => {
    const { handlers, remove } = feedBackend(3);
    server.use(...handlers);
    const { store } = renderWithProviders(<FeedPage />);
    await screen.findByRole('article', { name: 'Post number 1' });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    const requestsBefore = pages().length;
    remove('post-1');
    act(() => {
      store.dispatch(bus.postDeleted({ postId: 'post-1' }));
    });
    // Checked before any reload could answer: the card left with the event itself.
    expect(screen.queryByRole('article', { name: 'Post number 1' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    // The feed still reloads, so the pages fill up to 12 again.
    await waitFor(() => expect(pages().length).toBeGreaterThan(requestsBefore));
    expect(screen.queryByRole('article', { name: 'Post number 1' })).not.toBeInTheDocument();
  });
});
