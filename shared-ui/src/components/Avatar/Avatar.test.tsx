import { fireEvent, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { ImageSourcesProvider, type ImageSourcer } from '../../images';
import { Avatar } from './Avatar';

describe('Avatar', () => {
  it('shows the initial when there is no picture (idle)', async () => {
    const { container } = renderWithTheme(<Avatar username="ada" displayName="ada lovelace" />);
    const avatar = screen.getByRole('img', { name: 'ada lovelace' });
    expect(avatar).toHaveAttribute('data-state', 'idle');
    expect(avatar).toHaveTextContent('A');
    expect(await axe(container)).toHaveNoViolations();
  });

  it("shows a name's first letter, never a leading symbol", () => {
    renderWithTheme(<Avatar username="emile" displayName="<Émile>" />);
    const avatar = screen.getByRole('img', { name: '<Émile>' });
    expect(avatar).toHaveTextContent(/^É$/);
  });

  it('asks the app for a picture of the size it is drawn at', () => {
    const asked: unknown[] = [];
    const sourcer: ImageSourcer = (url, box) => {
      asked.push({ url, box });
      return {
        src: `${url}?w=${box.width}`,
        srcSet: `${url}?w=${box.width * 2} ${box.width * 2}w`,
      };
    };
    renderWithTheme(
      <ImageSourcesProvider sourcer={sourcer}>
        <Avatar username="ada" displayName="Ada" avatarUrl="/a.png" size="sm" />
      </ImageSourcesProvider>,
    );
    expect(asked).toEqual([{ url: '/a.png', box: { width: 28, height: 28 } }]);
    const image = screen.getByRole('img', { name: 'Ada' });
    expect(image).toHaveAttribute('src', '/a.png?w=28');
    expect(image).toHaveAttribute('srcset', '/a.png?w=56 56w');
    expect(image).toHaveAttribute('sizes', '28px');
  });

  it('goes from loading to loaded', () => {
    renderWithTheme(<Avatar username="ada" displayName="Ada" avatarUrl="/a.png" />);
    const image = screen.getByRole('img', { name: 'Ada' });
    expect(image).toHaveAttribute('data-loaded', 'false');
    expect(screen.getByText('A')).toBeInTheDocument();
    fireEvent.load(image);
    expect(screen.getByRole('img', { name: 'Ada' })).toHaveAttribute('data-loaded', 'true');
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
    const image = screen.getByRole('img', { name: 'bob' });
    expect(image).toHaveAttribute('src', '/new.png');
    expect(image).toHaveAttribute('data-loaded', 'false');
  });

  it("falls back to 'U' without any name", () => {
    renderWithTheme(<Avatar />);
    expect(screen.getByRole('img', { name: 'User' })).toHaveTextContent('U');
  });
});
