import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { MentionText, type MentionTextSegment } from './MentionText';

const text = (value: string): MentionTextSegment => ({ type: 'text', text: value });
const mention = (username: string): MentionTextSegment => ({ type: 'mention', username });
const hashtag = (tag: string): MentionTextSegment => ({ type: 'hashtag', tag });

describe('MentionText', () => {
  it('links each mention to the profile and keeps the rest as text', async () => {
    const { container } = renderWithTheme(
      <MentionText
        as="p"
        segments={[
          text('Thanks '),
          mention('alice_1'),
          text(' and '),
          mention('bob'),
          text(', see you!'),
        ]}
      />,
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
    renderWithTheme(
      <MentionText segments={[text('<img src=x onerror="alert(1)"> '), mention('eve')]} />,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText(/onerror/)).toHaveTextContent('<img src=x onerror="alert(1)"> @eve');
  });

  it('encodes the username in the default profile link', () => {
    renderWithTheme(<MentionText segments={[mention('ünï')]} />);
    expect(screen.getByRole('link', { name: '@ünï' })).toHaveAttribute(
      'href',
      `/profile/${encodeURIComponent('ünï')}`,
    );
  });

  it('uses the given renderer for mentions', () => {
    renderWithTheme(
      <MentionText
        segments={[text('hi '), mention('carol')]}
        renderMention={(username) => <button type="button">{username}!</button>}
      />,
    );
    expect(screen.getByRole('button', { name: 'carol!' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows hashtags as text unless given a renderer for them', () => {
    const segments = [text('off to '), hashtag('travel'), text(' with '), mention('bob')];
    const { unmount } = renderWithTheme(<MentionText as="p" segments={segments} />);
    expect(screen.getByText(/off to/)).toHaveTextContent('off to #travel with @bob');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    unmount();

    renderWithTheme(
      <MentionText
        as="p"
        segments={segments}
        renderHashtag={(tag) => <a href={`/?tags=${tag}`}>#{tag}</a>}
      />,
    );
    expect(screen.getByRole('link', { name: '#travel' })).toHaveAttribute('href', '/?tags=travel');
  });

  it('links only the members the lookup knows, to their stored username, leaving others as text', async () => {
    const members: Record<string, string> = { alice: 'alice', bob_builds: 'Bob_Builds' };
    const { container } = renderWithTheme(
      <MentionText
        as="p"
        segments={[
          text('Ask '),
          mention('Alice'),
          text(', '),
          mention('al'),
          text(' or '),
          mention('bob_builds'),
        ]}
        lookupMember={(username) => members[username.toLowerCase()] ?? null}
      />,
    );
    expect(screen.getByText(/Ask/)).toHaveTextContent('Ask @Alice, @al or @bob_builds');
    expect(screen.getByRole('link', { name: '@Alice' })).toHaveAttribute('href', '/profile/alice');
    expect(screen.getByRole('link', { name: '@bob_builds' })).toHaveAttribute(
      'href',
      '/profile/Bob_Builds',
    );
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(await axe(container)).toHaveNoViolations();
  });
});
