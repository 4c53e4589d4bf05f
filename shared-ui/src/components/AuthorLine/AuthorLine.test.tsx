import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { AuthorLine, type AuthorLineProps } from './AuthorLine';

const props: AuthorLineProps = {
  author: { id: 'u-1', username: 'ada', displayName: 'Ada Lovelace', avatarUrl: null },
  href: '/profile/ada',
  avatarLabel: 'Ada Lovelace profile',
  handle: '@ada',
  time: { date: '2026-11-24T09:00:00.000Z', text: '3h ago' },
};
const edited = { date: '2026-11-24T11:55:00.000Z', text: 'edited 5m ago' };

describe('AuthorLine', () => {
  it('links the avatar, the name and the handle to the given address', async () => {
    const { container } = renderWithTheme(<AuthorLine {...props} edited={edited} />);
    expect(screen.getByRole('link', { name: 'Ada Lovelace profile' })).toHaveAttribute(
      'href',
      '/profile/ada',
    );
    expect(screen.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/profile/ada',
    );
    expect(screen.getByRole('link', { name: '@ada' })).toHaveAttribute('href', '/profile/ada');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the times as given, with the full date as the tooltip on hover', async () => {
    renderWithTheme(<AuthorLine {...props} edited={edited} />);
    const posted = screen.getByText('3h ago');
    expect(posted.tagName).toBe('TIME');
    expect(posted).toHaveAttribute('datetime', props.time.date);
    const change = screen.getByText('edited 5m ago');
    expect(change).toHaveAttribute('datetime', edited.date);
    await userEvent.hover(change);
    expect(change).toHaveAttribute('title', new Date(edited.date).toLocaleString());
  });

  it('leaves out what is not given', () => {
    renderWithTheme(<AuthorLine {...props} handle={undefined} />);
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.queryByText('@ada')).not.toBeInTheDocument();
    expect(screen.queryByText(/edited/)).not.toBeInTheDocument();
  });

  it('compact: dots between handle and times that screen readers skip, no name tooltip', () => {
    const { container } = renderWithTheme(<AuthorLine {...props} edited={edited} />);
    const name = screen.getByRole('link', { name: 'Ada Lovelace' });
    expect(name).not.toHaveAttribute('title');
    const dots = screen.getAllByText('·');
    expect(dots).toHaveLength(2);
    for (const dot of dots) expect(dot).toHaveAttribute('aria-hidden', 'true');
    expect(container).toHaveTextContent('Ada Lovelace@ada·3h ago·edited 5m ago');
  });

  it('spacious: the whole name as its tooltip and the trailing visual last', () => {
    const { container } = renderWithTheme(
      <AuthorLine {...props} variant="spacious" trailingVisual={<span>Technology</span>} />,
    );
    expect(screen.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'title',
      'Ada Lovelace',
    );
    expect(container).toHaveTextContent('Ada Lovelace@ada·3h agoTechnology');
  });

  it('inline: the leading visual first and no dots', () => {
    const { container } = renderWithTheme(
      <AuthorLine
        {...props}
        variant="inline"
        handle={undefined}
        edited={edited}
        leadingVisual={<span>Gold</span>}
      />,
    );
    expect(screen.queryByText('·')).not.toBeInTheDocument();
    expect(container).toHaveTextContent('Ada LovelaceGold3h agoedited 5m ago');
  });

  it('renders its links with the given component, which gets the address as `to`', () => {
    function RouterLink({ to, children, ...rest }: { to: string; children?: ReactNode }) {
      return (
        <a {...rest} href={`#${to}`} data-router-link="">
          {children}
        </a>
      );
    }
    renderWithTheme(<AuthorLine {...props} linkAs={RouterLink} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(3);
    for (const link of links) {
      expect(link).toHaveAttribute('href', '#/profile/ada');
      expect(link).toHaveAttribute('data-router-link');
    }
    expect(within(links[0]!).getByRole('img', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });
});
