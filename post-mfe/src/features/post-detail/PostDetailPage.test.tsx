import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@likegripe/shared-core';
import { commentSummaryTag } from '../../lib/comment-tags';
import { setupSupabaseHttp } from '@likegripe/tooling/supabase-http';
import { postBackend, type PostWorld } from './testing/post-backend';
import { POST_ID, commentRow, postRow, signedOutState } from './testing/post-fixtures';
import { renderPostPage } from './testing/render-post-page';

const { server, requests } = setupSupabaseHttp();
const serve = (world: PostWorld) => server.use(...postBackend(world));
const listRequests = () => requests.table('comment_details');

describe('the post detail page', () => {
  it('shows a skeleton, then the post with author, category, media, link and hashtags', async () => {
    serve({ post: postRow(), comments: [] });
    renderPostPage(signedOutState);
    expect(screen.getByRole('status')).toHaveTextContent('Loading post...');

    expect(
      await screen.findByRole('heading', { name: 'Noise-cancelling headphones for open offices?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alice Chen' })).toHaveAttribute(
      'href',
      '/profile/alice',
    );
    expect(screen.getByText('2h ago')).toBeInTheDocument();
    expect(screen.getByText('Technology')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '@carol' })).toHaveAttribute(
      'href',
      '/profile/carol',
    );
    expect(screen.getByRole('img', { name: /image 1 of 2/ })).toHaveAttribute(
      'src',
      'https://cdn.example.com/a.jpg',
    );
    expect(screen.getByLabelText(/video 2 of 2$/)).toHaveAttribute(
      'src',
      'https://cdn.example.com/clip.mp4',
    );
    const link = screen.getByRole('link', { name: /example\.com/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    const hashtags = within(screen.getByRole('list', { name: 'Hashtags' }));
    expect(hashtags.getByRole('link', { name: '#audio' })).toHaveAttribute('href', '/?tags=audio');
    expect(screen.getByRole('button', { name: 'Like 4' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Gripe 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Questions 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('says what each count counts: every like and gripe in the bar, written ones in a section', async () => {
    serve({
      post: postRow({ like_count: 14, gripe_count: 1 }),
      comments: [
        commentRow({ content: 'Lovely sound' }),
        commentRow({ content: 'Too tight', comment_type: 'gripe' }),
        commentRow({ content: 'Does it fold?', comment_type: 'question' }),
      ],
    });
    renderPostPage(signedOutState);
    const like = await screen.findByRole('button', { name: 'Like 14' });
    expect(like).toHaveAccessibleDescription('14 likes in all');
    expect(screen.getByRole('button', { name: 'Gripe 1' })).toHaveAccessibleDescription(
      '1 gripe in all',
    );
    expect(screen.getByRole('button', { name: /^Likes/ })).toHaveTextContent(
      'Likes1 written · 14 likes in all',
    );
    expect(screen.getByRole('button', { name: /^Gripes/ })).toHaveTextContent(
      'Gripes1 written · 1 gripe in all',
    );
    expect(screen.getByRole('button', { name: /^Questions ?1 question$/ })).toBeInTheDocument();
  });

  it('is fully shown after one backend request, post_page, asked with GET', async () => {
    serve({ post: postRow(), comments: [commentRow({ content: 'Lovely sound' })] });
    renderPostPage(signedOutState);
    await screen.findByText('AI Sentiment Analysis');
    expect(screen.getByRole('button', { name: 'Like 4' })).toBeInTheDocument();
    expect(requests.all.map(({ method, path, query }) => [method, path, query])).toEqual([
      ['GET', 'rpc/post_page', { _post_id: POST_ID }],
    ]);
  });

  it('asks post_page again when the post or its comment summary changes', async () => {
    const state = { post: postRow(), comments: [commentRow({ content: 'Lovely sound' })] };
    serve(state);
    const { store } = renderPostPage(signedOutState);
    await screen.findByText('AI Sentiment Analysis');
    const pageReads = () => requests.rpc('post_page').length;

    // A reaction elsewhere: the post's counts.
    state.post = postRow({ like_count: 7 });
    act(() => void store.dispatch(api.util.invalidateTags([{ type: 'Post', id: POST_ID }])));
    expect(await screen.findByRole('button', { name: 'Like 7' })).toBeInTheDocument();
    expect(pageReads()).toBe(2);

    // An edited comment: the summary alone.
    state.comments = [commentRow({ content: 'Lovely sound' }), commentRow({ content: 'Sturdy' })];
    act(() => void store.dispatch(api.util.invalidateTags([commentSummaryTag(POST_ID)])));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Likes/ })).toHaveTextContent('Likes2'),
    );
    expect(pageReads()).toBe(3);
  });

  it('asks nothing for an id that is not a post id, and says the post is not found', async () => {
    serve({ post: postRow(), comments: [] });
    renderPostPage(signedOutState, 'not-a-post');
    expect(await screen.findByText('Post not found')).toBeInTheDocument();
    expect(requests.all).toEqual([]);
  });

  it('shows ten images as four tiles that open a viewer, and loads no unsafe url', async () => {
    const urls = Array.from({ length: 10 }, (_, n) => `https://cdn.example.com/${n + 1}.png`);
    serve({
      post: postRow({ media_urls: ['javascript:alert(1)', ...urls] }),
      comments: [],
    });
    renderPostPage(signedOutState);
    const tiles = await screen.findAllByRole('button', { name: /image \d+ of 10/ });
    expect(tiles).toHaveLength(4);
    await userEvent.click(tiles[1]!);
    const viewer = screen.getByRole('dialog', {
      name: 'Noise-cancelling headphones for open offices?',
    });
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', urls[1]);
    for (const image of screen.getAllByRole('img', { name: /image \d+ of 10/ })) {
      expect(image.getAttribute('src')).toMatch(/^https:\/\/cdn\.example\.com\//);
    }
  });

  it("shows 'Post not found' with Back to Home as its one way back", async () => {
    serve({ post: null, comments: [] });
    renderPostPage(signedOutState);
    expect(await screen.findByText('Post not found')).toBeInTheDocument();
    expect(screen.getByText("The post you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Back to Feed' })).not.toBeInTheDocument();
  });

  it('starts with three collapsed sections that list written comments newest first', async () => {
    const older = commentRow({ content: 'Older like', created_at: '2026-01-01T00:00:00Z' });
    const newer = commentRow({ content: 'Newer like', created_at: '2026-01-02T00:00:00Z' });
    serve({ post: postRow(), comments: [newer, older] });
    renderPostPage(signedOutState);
    const likes = await screen.findByRole('button', { name: /^Likes/ });
    for (const name of [/^Likes/, /^Gripes/, /^Questions/]) {
      expect(screen.getAllByRole('button', { name }).at(-1)).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    }
    expect(likes).toHaveTextContent('Likes2');
    expect(listRequests()).toHaveLength(0);

    await userEvent.click(likes);
    await screen.findByRole('list', { name: 'Likes' });
    // The section's written top-level comments, newest first, a page at a time.
    expect(listRequests().map(({ query }) => query)).toEqual([
      {
        select: '*',
        post_id: `eq.${POST_ID}`,
        comment_type: 'eq.like',
        parent_id: 'is.null',
        content: 'neq.',
        order: 'created_at.desc,id.desc',
        offset: '0',
        limit: '20',
      },
    ]);
    const items = within(screen.getByRole('list', { name: 'Likes' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/like$/).textContent)).toEqual([
      'Newer like',
      'Older like',
    ]);
    expect(screen.getByText('Please sign in to post comments.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /^Gripes/ }));
    expect(await screen.findByText('No gripes yet. Be the first!')).toBeInTheDocument();
  });

  it("lists 20 comments of a section, then 20 more with 'Show more'", async () => {
    const likes = Array.from({ length: 45 }, (_, index) =>
      commentRow({
        content: `Like number ${index + 1}`,
        created_at: new Date(Date.UTC(2026, 0, 1, 0, 60 - index)).toISOString(),
      }),
    );
    serve({ post: postRow(), comments: likes });
    renderPostPage(signedOutState);
    const likesHeader = await screen.findByRole('button', { name: /^Likes/ });
    expect(likesHeader).toHaveTextContent('Likes45');
    await userEvent.click(likesHeader);
    const shown = async (count: number) => {
      const list = await screen.findByRole('list', { name: 'Likes' });
      await waitFor(() => expect(within(list).getAllByText(/^Like number/)).toHaveLength(count));
      return within(list)
        .getAllByText(/^Like number/)
        .map((item) => item.textContent);
    };
    expect((await shown(20)).slice(0, 2)).toEqual(['Like number 1', 'Like number 2']);

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect((await shown(40)).at(-1)).toBe('Like number 40');
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect((await shown(45)).at(-1)).toBe('Like number 45');
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(listRequests().map(({ query }) => [query.offset, query.limit])).toEqual([
      ['0', '20'],
      ['20', '20'],
      ['40', '20'],
    ]);
  });

  it('opens the Questions section from the action bar toggle', async () => {
    serve({ post: postRow(), comments: [] });
    renderPostPage(signedOutState);
    await userEvent.click(await screen.findByRole('button', { name: 'Questions 1' }));
    expect(screen.getByRole('button', { name: /^Questions ?0 questions$/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await screen.findByText('No questions yet. Be the first!')).toBeInTheDocument();
  });

  it('shows the sentiment card from the written likes and gripes', async () => {
    const likes = ['Excellent battery', 'Excellent sound', 'Great comfort'].map((content) =>
      commentRow({ content, comment_type: 'like' }),
    );
    const gripe = commentRow({ content: 'Pricey cable', comment_type: 'gripe' });
    serve({ post: postRow(), comments: [...likes, gripe] });
    renderPostPage(signedOutState);
    const card = within(await screen.findByRole('region', { name: 'AI Sentiment Analysis' }));
    expect(card.getByRole('region', { name: 'Positive 75%' })).toBeInTheDocument();
    expect(card.getByRole('region', { name: 'Negative 25%' })).toBeInTheDocument();
    expect(card.getByText('excellent')).toBeInTheDocument();
    expect(card.getByText('pricey')).toBeInTheDocument();
    expect(card.getByText('The community feedback is very positive.')).toBeInTheDocument();
  });

  it('hides the sentiment card when only questions exist', async () => {
    serve({
      post: postRow(),
      comments: [commentRow({ comment_type: 'question', content: 'How long?' })],
    });
    renderPostPage(signedOutState);
    expect(await screen.findByRole('button', { name: 'Questions 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Questions ?1 question$/ })).toBeInTheDocument();
    expect(screen.queryByText('AI Sentiment Analysis')).not.toBeInTheDocument();
  });
});
