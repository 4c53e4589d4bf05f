import { useState } from 'react';
import { act } from '@testing-library/react';
import { renderWithProviders } from '@likegripe/tooling/test-utils';
import type { FeedPost } from '../../../api/feed-post.types';
import { PostCard } from './PostCard';

// Each render of a card draws its content once; the stand-in counts those draws per post.
const contentDraws = new Map<string, number>();
jest.mock('./PostCardContent', () => ({
  PostCardContent({ post }: { post: FeedPost }) {
    contentDraws.set(post.id, (contentDraws.get(post.id) ?? 0) + 1);
    return null;
  },
}));

const feedPost = (id: string, likeCount: number): FeedPost => ({
  id,
  title: `Post ${id}`,
  description: '',
  category: 'products',
  mediaUrls: [],
  linkUrl: null,
  hashtags: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  likeCount,
  gripeCount: 0,
  author: { id: 'author-1', username: 'alice', displayName: 'Alice Chen', avatarUrl: null },
});

const onOpen = jest.fn();
let likeTheSecond = () => {};

/** Two cards, as the feed list draws them; a like on the second gives it a new post object. */
function TwoCards() {
  const [posts, setPosts] = useState([feedPost('post-1', 1), feedPost('post-2', 5)]);
  likeTheSecond = () =>
    setPosts(([first, second]) => [first!, { ...second!, likeCount: second!.likeCount + 1 }]);
  return posts.map((post) => <PostCard key={post.id} post={post} onOpen={onOpen} />);
}

it('redraws only the card whose post changed when the feed redraws', () => {
  renderWithProviders(<TwoCards />);
  const drawnBefore = new Map(contentDraws);
  expect(drawnBefore.get('post-1')).toBeGreaterThan(0);

  act(() => likeTheSecond());
  expect(contentDraws.get('post-1')).toBe(drawnBefore.get('post-1'));
  expect(contentDraws.get('post-2')).toBeGreaterThan(drawnBefore.get('post-2')!);
});
