import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@likegripe/tooling/test-utils';
import { setupSupabaseHttp } from '@likegripe/tooling/supabase-http';
import { countRequests, feedBackend } from '../../testing/feed-backend';
import { FeedPage } from './FeedPage';

const { server, requests } = setupSupabaseHttp();

// Rendering pages of styled cards in jsdom on a shared 2-core machine outlasts the 5 s default.
jest.setTimeout(30_000);

beforeEach(() => {
  window.scrollTo = jest.fn();
});

it('draws the Filters panel hidden once the page has settled, so the tap only shows it', async () => {
  server.use(...feedBackend(30).handlers);
  renderWithProviders(<FeedPage />);
  await screen.findByRole('article', { name: 'Post number 0' });
  // The page settles two seconds after its load event (jsdom's document has loaded).
  const panel = await waitFor(
    () => {
      const drawn = screen.queryByLabelText('Filters', { selector: 'section' });
      if (!drawn) throw new Error('The Filters panel is not drawn yet');
      return drawn;
    },
    { timeout: 10_000 },
  );
  expect(panel).not.toBeVisible();
  // Hidden, it asks for no count.
  expect(countRequests(requests)).toHaveLength(0);

  await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
  expect(screen.getByRole('region', { name: 'Filters' })).toBe(panel);
  expect(panel).toBeVisible();
  expect(await screen.findByText('30 reviews found')).toBeInTheDocument();
  expect(countRequests(requests)).toHaveLength(1);
});
