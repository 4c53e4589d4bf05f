import { fireEvent, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Avatar } from './Avatar';

describe('Avatar', () => {
  it('shows the initial when there is no picture (idle)', async () => {
    const { container } = renderWithTheme(<Avatar username="ada" displayName="ada lovelace" />);
    const avatar = screen.getByRole('img', { name: 'ada lovelace' });
    expect(avatar).toHaveAttribute('data-state', 'idle');
    expect(avatar).toHaveTextContent('A');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('goes from loading to loaded', () => {
    renderWithTheme(<Avatar username="ada" displayName="Ada" avatarUrl="/a.png" />);
    const image = screen.getByRole('img', { name: 'Ada' });
    expect(image.parentElement).toHaveAttribute('data-state', 'loading');
    fireEvent.load(image);
    expect(screen.getByRole('img', { name: 'Ada' }).parentElement).toHaveAttribute('data-state', 'loaded');
    expect(screen.queryByText('A')).not.toBeInTheDocument();
  });

  it('falls back to the initial when the picture fails', () => {
    renderWithTheme(<Avatar username="bob" avatarUrl="/broken.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'bob' }));
    const fallback = screen.getByRole('img', { name: 'bob' });
    expect(fallback).toHaveAttribute('data-state', 'error');
    expect(fallback).toHaveTextContent('B');
  });

  it('loads again when the url changes', () => {
    const { rerender } = renderWithTheme(<Avatar username="bob" avatarUrl="/broken.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'bob' }));
    rerender(<Avatar username="bob" avatarUrl="/new.png" />);
    expect(screen.getByRole('img', { name: 'bob' }).parentElement).toHaveAttribute('data-state', 'loading');
  });

  it("falls back to 'U' without any name", () => {
    renderWithTheme(<Avatar />);
    expect(screen.getByRole('img', { name: 'User' })).toHaveTextContent('U');
  });
});
