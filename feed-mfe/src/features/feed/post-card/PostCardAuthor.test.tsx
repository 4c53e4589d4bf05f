import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@likegripe/tooling/test-utils';
import type { FeedPost } from '../../../api/feed-post.types';
import { PostCardAuthor } from './PostCardAuthor';

const author: FeedPost['author'] = {
  id: 'author-1',
  username: 'alice',
  displayName: 'Alice Chen',
  avatarUrl: null,
};
const createdAt = new Date(Date.now() - 3 * 3600_000).toISOString();

describe('PostCardAuthor', () => {
  it("shows 'edited' with its age, and the exact time as the tooltip on hover", async () => {
    const editedAt = new Date(Date.now() - 10 * 60_000).toISOString();
    renderWithProviders(
      <PostCardAuthor author={author} createdAt={createdAt} editedAt={editedAt} />,
    );
    const label = screen.getByText('edited 10m ago');
    expect(label.tagName).toBe('TIME');
    expect(label).toHaveAttribute('datetime', editedAt);
    await userEvent.hover(label);
    expect(label).toHaveAttribute('title', new Date(editedAt).toLocaleString());
  });

  it("reads 'edited just now' right after an edit", () => {
    renderWithProviders(
      <PostCardAuthor author={author} createdAt={createdAt} editedAt={new Date().toISOString()} />,
    );
    expect(screen.getByText('edited just now')).toBeInTheDocument();
  });

  it('shows no edited label on a post that was never edited', () => {
    renderWithProviders(<PostCardAuthor author={author} createdAt={createdAt} editedAt={null} />);
    expect(screen.getByText('3h ago')).toBeInTheDocument();
    expect(screen.queryByText(/edited/)).not.toBeInTheDocument();
  });
});
