import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithProviders } from '@likegripe/tooling/test-utils';
import { bus, createAppStore } from '@likegripe/shared-core';
import { setupSupabaseHttp } from '@likegripe/tooling/supabase-http';
import { feedBackend } from '../../testing/feed-backend';
import { FeedPage } from './FeedPage';

const { server } = setupSupabaseHttp();
const serveFeed = (total: number) => server.use(...feedBackend(total).handlers);

// Rendering styled cards in jsdom on a shared 2-core machine outlasts the 5 s default.
jest.setTimeout(30_000);
// Cards are drawn a few per render (reveal-in-batches.hook.ts), slowly on a busy machine.
const DRAWN = { timeout: 15_000 };

beforeEach(() => {
  window.scrollTo = jest.fn();
  Element.prototype.scrollIntoView = jest.fn();
  window.matchMedia = jest.fn().mockReturnValue({ matches: false });
});

async function renderFeed(total = 3) {
  serveFeed(total);
  const store = createAppStore();
  const dispatched = jest.spyOn(store, 'dispatch');
  const view = renderWithProviders(<FeedPage />, { store });
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(total), DRAWN);
  return { ...view, dispatched };
}

const card = (index: number) => screen.getByRole('article', { name: `Post number ${index}` });

describe('FeedPage keyboard shortcuts', () => {
  it('moves through the cards with j and k, wrapping at both ends of the whole feed', async () => {
    await renderFeed(3);
    const user = userEvent.setup();
    await user.keyboard('j');
    expect(card(0)).toHaveFocus();
    expect(card(0).scrollIntoView).toHaveBeenCalled();
    await user.keyboard('jj');
    expect(card(2)).toHaveFocus();
    await user.keyboard('j');
    expect(card(0)).toHaveFocus();
    await user.keyboard('k');
    expect(card(2)).toHaveFocus();
    await user.keyboard('k');
    expect(card(1)).toHaveFocus();
  });

  it('on j at the last loaded card asks for the next page and moves on when it is drawn', async () => {
    // jsdom has no IntersectionObserver, so only j can ask for the second page here.
    serveFeed(14);
    renderWithProviders(<FeedPage />);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12), DRAWN);
    const user = userEvent.setup();
    await user.keyboard('j'.repeat(12));
    expect(card(11)).toHaveFocus();
    await user.keyboard('j');
    await waitFor(() => expect(card(12)).toHaveFocus(), DRAWN);
    expect(screen.getAllByRole('article')).toHaveLength(14);
  });

  it.each(['o', '{Enter}'])('opens the focused card with %s', async (key) => {
    const { router } = await renderFeed(3);
    const user = userEvent.setup();
    await user.keyboard('jj');
    await user.keyboard(key);
    expect(router.location.pathname).toBe('/post/post-1');
  });

  it('leaves Enter on a link inside the card to the link', async () => {
    const { router } = await renderFeed(2);
    const author = within(card(1)).getByRole('link', { name: 'Alice Chen' });
    author.focus();
    await userEvent.setup().keyboard('{Enter}');
    expect(router.location.pathname).toBe('/profile/alice');
  });

  it('asks a visitor to sign in on l, as the Like button does', async () => {
    const { dispatched } = await renderFeed(2);
    const user = userEvent.setup();
    await user.keyboard('jl');
    expect(dispatched).toHaveBeenCalledWith(
      bus.toastRequested(
        expect.objectContaining({
          title: 'Sign in required',
          description: 'Please sign in to react to posts.',
        }),
      ),
    );
  });

  it('does nothing on l, o or Enter before a card has the focus', async () => {
    const { router, dispatched } = await renderFeed(2);
    dispatched.mockClear();
    await userEvent.setup().keyboard('lo{Enter}');
    expect(router.location.pathname).toBe('/');
    expect(dispatched).not.toHaveBeenCalled();
  });

  it('puts the cursor in the search box on /, and keys typed there stay text', async () => {
    const { router } = await renderFeed(3);
    const user = userEvent.setup();
    await user.keyboard('/');
    const search = screen.getByRole('searchbox', { name: 'Search reviews' });
    expect(search).toHaveFocus();
    expect(search).toHaveValue('');
    await user.keyboard('jolk?/');
    expect(search).toHaveValue('jolk?/');
    expect(search).toHaveFocus();
    expect(router.location.pathname).toBe('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores shortcuts pressed with Ctrl, Meta or Alt', async () => {
    await renderFeed(2);
    const user = userEvent.setup();
    await user.keyboard('{Control>}j{/Control}{Meta>}j{/Meta}{Alt>}j{/Alt}');
    expect(document.body).toHaveFocus();
  });

  it('lists the shortcuts on ?, closes on Escape and gives the focus back', async () => {
    await renderFeed(2);
    const user = userEvent.setup();
    await user.keyboard('j');
    await user.keyboard('?');
    // The dialog is loaded when first opened.
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(dialog).toHaveTextContent('Next post');
    expect(dialog).toHaveTextContent('Search reviews');
    expect(await axe(dialog)).toHaveNoViolations();
    // Keys inside the dialog are not shortcuts: j does not move the feed behind it.
    await user.keyboard('j');
    expect(card(0)).not.toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card(0)).toHaveFocus();
  });
});
