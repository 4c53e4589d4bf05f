import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeSupabase, type FakeSupabase } from './testing/fake-supabase';
import { commentRow, postRow, postResponder, signedOutState } from './testing/post-fixtures';
import { renderPostPage } from './testing/render-post-page';

let fake: FakeSupabase;
jest.mock('@likegripe/shared-core', () => ({
  ...jest.requireActual('@likegripe/shared-core'),
  getSupabase: () => fake.client,
}));

describe('the post detail page', () => {
  it('shows a skeleton, then the post with author, category, media, link and hashtags', async () => {
    fake = createFakeSupabase(postResponder({ post: postRow(), comments: [] }));
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
    expect(screen.getByRole('link', { name: '@carol' })).toHaveAttribute('href', '/profile/carol');
    expect(screen.getByRole('img', { name: /media 1 of 2/ })).toHaveAttribute(
      'src',
      'https://cdn.example.com/a.jpg',
    );
    expect(screen.getByLabelText(/media 2$/)).toHaveAttribute(
      'src',
      'https://cdn.example.com/clip.mp4',
    );
    const link = screen.getByRole('link', { name: /example\.com/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('button', { name: '#audio' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like 4' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Gripe 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Questions 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('is fully shown after two backend requests: the post and its top-level comments', async () => {
    fake = createFakeSupabase(
      postResponder({ post: postRow(), comments: [commentRow({ content: 'Lovely sound' })] }),
    );
    renderPostPage(signedOutState);
    await screen.findByText('AI Sentiment Analysis');
    expect(fake.requests.map((request) => request.table).sort()).toEqual([
      'comment_details',
      'feed_posts',
    ]);
  });

  it("shows 'Post not found' with Back to Home for a missing post", async () => {
    fake = createFakeSupabase(postResponder({ post: null, comments: [] }));
    renderPostPage(signedOutState);
    expect(await screen.findByText('Post not found')).toBeInTheDocument();
    expect(screen.getByText("The post you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Back to Feed' })).toBeInTheDocument();
  });

  it('starts with three collapsed sections that list written comments newest first', async () => {
    const older = commentRow({ content: 'Older like', created_at: '2026-01-01T00:00:00Z' });
    const newer = commentRow({ content: 'Newer like', created_at: '2026-01-02T00:00:00Z' });
    fake = createFakeSupabase(postResponder({ post: postRow(), comments: [newer, older] }));
    renderPostPage(signedOutState);
    const likes = await screen.findByRole('button', { name: /^Likes/ });
    for (const name of [/^Likes/, /^Gripes/, /^Questions/]) {
      expect(screen.getAllByRole('button', { name }).at(-1)).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    }
    expect(likes).toHaveTextContent('Likes2');

    await userEvent.click(likes);
    const items = within(screen.getByRole('list', { name: 'Likes' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/like$/).textContent)).toEqual([
      'Newer like',
      'Older like',
    ]);
    expect(screen.getByText('Please sign in to post comments.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /^Gripes/ }));
    expect(screen.getByText('No gripes yet. Be the first!')).toBeInTheDocument();
  });

  it('opens the Questions section from the action bar toggle', async () => {
    fake = createFakeSupabase(postResponder({ post: postRow(), comments: [] }));
    renderPostPage(signedOutState);
    await userEvent.click(await screen.findByRole('button', { name: 'Questions 1' }));
    expect(screen.getByRole('button', { name: 'Questions 0' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText('No questions yet. Be the first!')).toBeInTheDocument();
  });

  it('shows the sentiment card from the written likes and gripes', async () => {
    const likes = ['Excellent battery', 'Excellent sound', 'Great comfort'].map((content) =>
      commentRow({ content, comment_type: 'like' }),
    );
    const gripe = commentRow({ content: 'Pricey cable', comment_type: 'gripe' });
    fake = createFakeSupabase(postResponder({ post: postRow(), comments: [...likes, gripe] }));
    renderPostPage(signedOutState);
    const card = within(await screen.findByRole('region', { name: 'AI Sentiment Analysis' }));
    expect(card.getByRole('region', { name: 'Positive 75%' })).toBeInTheDocument();
    expect(card.getByRole('region', { name: 'Negative 25%' })).toBeInTheDocument();
    expect(card.getByText('excellent')).toBeInTheDocument();
    expect(card.getByText('pricey')).toBeInTheDocument();
    expect(card.getByText('The community feedback is very positive.')).toBeInTheDocument();
  });

  it('hides the sentiment card when only questions exist', async () => {
    fake = createFakeSupabase(
      postResponder({
        post: postRow(),
        comments: [commentRow({ comment_type: 'question', content: 'How long?' })],
      }),
    );
    renderPostPage(signedOutState);
    expect(await screen.findAllByRole('button', { name: 'Questions 1' })).toHaveLength(2);
    expect(screen.queryByText('AI Sentiment Analysis')).not.toBeInTheDocument();
  });
});
