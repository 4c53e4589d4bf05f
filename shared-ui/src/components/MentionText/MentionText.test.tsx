import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { MentionText } from './MentionText';

describe('MentionText', () => {
  it('links each mention to the profile and keeps the rest as text', async () => {
    const { container } = renderWithTheme(
      <MentionText as="p" text="Thanks @alice_1 and @bob, see you!" />,
    );
    expect(screen.getByText(/Thanks/)).toHaveTextContent('Thanks @alice_1 and @bob, see you!');
    expect(screen.getByRole('link', { name: '@alice_1' })).toHaveAttribute(
      'href',
      '/profile/alice_1',
    );
    expect(screen.getByRole('link', { name: '@bob' })).toHaveAttribute('href', '/profile/bob');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('renders markup in the text as text', () => {
    renderWithTheme(<MentionText text={'<img src=x onerror="alert(1)"> @eve'} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText(/onerror/)).toHaveTextContent('<img src=x onerror="alert(1)"> @eve');
  });

  it('uses the given renderer for mentions', () => {
    renderWithTheme(
      <MentionText
        text="hi @carol"
        renderMention={(username) => <button type="button">{username}!</button>}
      />,
    );
    expect(screen.getByRole('button', { name: 'carol!' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
