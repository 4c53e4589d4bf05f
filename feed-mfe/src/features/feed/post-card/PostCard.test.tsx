import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithProviders } from '@likegripe/tooling/test-utils';
import { mentionedMembersRpc, setupSupabaseHttp } from '@likegripe/tooling/supabase-http';
import {
  MentionedMembersProvider,
  bus,
  createAppStore,
  type RootState,
} from '@likegripe/shared-core';
import type { FeedPost } from '../../../api/feed-post.types';
import { PostCard } from './PostCard';

const post: FeedPost = {
  id: 'post-1',
  title: 'Espresso machine <b>bold</b>',
  description: 'Ask @carol about it #coffee, or @al',
  category: 'products',
  mediaUrls: ['https://cdn.test/a.png', 'https://cdn.test/b.png'],
  linkUrl: 'https://shop.test/machine',
  hashtags: ['coffee', 'kitchen'],
  createdAt: new Date(Date.now() - 3 * 3600 * 1000).toISOString(),
  likeCount: 7,
  gripeCount: 1,
  author: { id: 'author-1', username: 'alice', displayName: 'Alice Chen', avatarUrl: null },
};

const signedInAs = (id: string): { preloadedState: Partial<RootState> } => ({
  preloadedState: {
    session: { status: 'signedIn', user: { id, email: null }, profile: null },
  },
});

function renderCard(card: FeedPost = post, options = signedInAs('reader-1')) {
  const onOpen = jest.fn();
  const store = createAppStore(options.preloadedState);
  const dispatched = jest.spyOn(store, 'dispatch');
  // The feed's lookup of which @names are members, as the feed page gives its cards.
  const view = renderWithProviders(
    <MentionedMembersProvider>
      <PostCard post={card} onOpen={onOpen} />
    </MentionedMembersProvider>,
    { store },
  );
  return { ...view, onOpen, dispatched };
}

const { server } = setupSupabaseHttp();
beforeEach(() => server.use(mentionedMembersRpc(['alice', 'carol'])));

// Rendering pages of styled cards in jsdom on a shared 2-core machine outlasts the 5 s default.
jest.setTimeout(30_000);

describe('PostCard', () => {
  it("shows author links, age, text as text, members' mention links, media, link, hashtags and counts", async () => {
    const { container } = renderCard();
    const card = screen.getByRole('article', { name: post.title });
    expect(within(card).getByRole('link', { name: 'Alice Chen' })).toHaveAttribute(
      'href',
      '/profile/alice',
    );
    expect(within(card).getByRole('link', { name: '@alice' })).toHaveAttribute(
      'href',
      '/profile/alice',
    );
    expect(within(card).getByRole('link', { name: 'Alice Chen profile' })).toHaveAttribute(
      'href',
      '/profile/alice',
    );
    expect(within(card).getByText('3h ago')).toBeInTheDocument();
    expect(
      within(card).getByRole('heading', { name: 'Espresso machine <b>bold</b>' }),
    ).toBeInTheDocument();
    expect(await within(card).findByRole('link', { name: '@carol' })).toHaveAttribute(
      'href',
      '/profile/carol',
    );
    // Nobody is called 'al': the half-typed mention stays text.
    expect(within(card).queryByRole('link', { name: '@al' })).toBeNull();
    expect(within(card).getByText(/^Ask/)).toHaveTextContent('Ask @carol about it #coffee, or @al');
    expect(within(card).getByRole('img', { name: `Media for ${post.title}` })).toHaveAttribute(
      'src',
      post.mediaUrls[0],
    );
    expect(within(card).getByText('+1')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'shop.test' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(card).toHaveTextContent('7 likes');
    expect(card).toHaveTextContent('1 gripe');
    expect(card).toHaveTextContent('8 likes and gripes');
    expect(within(card).getByTitle('8 likes and gripes')).toHaveTextContent('8 likes and gripes');
    expect(card).toHaveAttribute('data-tone', 'like');
    // The shell reads the post ahead when a finger goes down on the card.
    expect(card).toHaveAttribute('data-href', `/post/${post.id}`);
    expect(await axe(container)).toHaveNoViolations();
  });

  it.each([
    [1, 9, 'gripe'],
    [1, 1, 'neutral'],
    [0, 0, 'neutral'],
  ])('with %i likes and %i gripes the card is %s-themed', (likeCount, gripeCount, tone) => {
    renderCard({ ...post, likeCount, gripeCount });
    expect(screen.getByRole('article')).toHaveAttribute('data-tone', tone);
  });

  it('never turns a javascript: link into a link', () => {
    renderCard({ ...post, linkUrl: 'javascript:alert(1)' });
    expect(screen.queryByRole('link', { name: /alert/ })).toBeNull();
  });

  it('opens the post on a card click but not on its links, buttons or hashtags', async () => {
    const { onOpen, router } = renderCard();
    await userEvent.click(screen.getByText('Ask', { exact: false }));
    expect(onOpen).toHaveBeenCalledWith('post-1');
    onOpen.mockClear();
    await userEvent.click(screen.getByRole('link', { name: 'Filter by #coffee' }));
    await userEvent.click(screen.getByRole('button', { name: 'Post actions' }));
    expect(onOpen).not.toHaveBeenCalled();
    expect(router.location.search).toBe('?tags=coffee');
  });

  it('links a #hashtag in the text, as its chip, to the feed with that tag', async () => {
    const { onOpen, router } = renderCard();
    const inText = screen.getByRole('link', { name: '#coffee' });
    expect(inText).toHaveAttribute('href', '/?tags=coffee');
    await userEvent.click(inText);
    expect(router.location.search).toBe('?tags=coffee');
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('adds a hashtag to the filters already in the URL, and by keyboard', async () => {
    const onOpen = jest.fn();
    const { router } = renderWithProviders(<PostCard post={post} onOpen={onOpen} />, {
      route: '/?q=tea&tags=green',
    });
    const tag = screen.getByRole('link', { name: 'Filter by #kitchen' });
    expect(tag).toHaveAttribute('href', '/?q=tea&tags=green,kitchen');
    tag.focus();
    await userEvent.keyboard('{Enter}');
    expect(router.location.search).toBe('?q=tea&tags=green,kitchen');
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('asks to confirm a delete in the same words as the post page', async () => {
    renderCard(post, signedInAs('author-1'));
    await userEvent.click(screen.getByRole('button', { name: 'Post actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete post' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete post?' });
    expect(dialog).toHaveTextContent(
      'This post and all its likes, gripes, questions and replies will be removed. This cannot be undone.',
    );
  });

  it('offers Delete post to the author only', async () => {
    renderCard(post, signedInAs('author-1'));
    await userEvent.click(screen.getByRole('button', { name: 'Post actions' }));
    expect(screen.getByRole('menuitem', { name: 'Delete post' })).toBeInTheDocument();
  });

  it('asks a visitor to sign in before reporting', async () => {
    const { dispatched } = renderCard(post, {
      preloadedState: { session: { status: 'signedOut', user: null, profile: null } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Post actions' }));
    expect(screen.queryByRole('menuitem', { name: 'Delete post' })).toBeNull();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Report post' }));
    expect(dispatched).toHaveBeenCalledWith(
      bus.toastRequested(expect.objectContaining({ title: 'Authentication required' })),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('copies the link when the platform share fails', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.assign(navigator, {
      share: jest.fn(() => Promise.reject(new Error('not allowed'))),
      clipboard: { writeText },
    });
    const { dispatched, onOpen } = renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Share post' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost/post/post-1');
    expect(dispatched).toHaveBeenCalledWith(
      bus.toastRequested(expect.objectContaining({ title: 'Link copied!' })),
    );
    expect(onOpen).not.toHaveBeenCalled();
  });
});
