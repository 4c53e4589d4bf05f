import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the title, message and action', async () => {
    const { container } = renderWithTheme(
      <EmptyState
        as="h2"
        title="Post not found"
        message="The post you're looking for doesn't exist."
        action={<a href="/">Back to Home</a>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Post not found' })).toBeInTheDocument();
    expect(screen.getByText("The post you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('is not a heading by default', () => {
    renderWithTheme(<EmptyState title="No posts yet" />);
    expect(screen.getByText('No posts yet')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
