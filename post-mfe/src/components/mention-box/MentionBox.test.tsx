import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithProviders } from '@likegripe/tooling/test-utils';
import { postgrestTable, setupSupabaseHttp } from '@likegripe/tooling/supabase-http';
import { mentionSuggestionsApi } from '../../api/mention-suggestions.api';
import { MentionBox } from './MentionBox';

const profile = (id: string, username: string, display_name: string) => ({
  id,
  username,
  display_name,
  avatar_url: null,
});
const { server, requests } = setupSupabaseHttp();
beforeEach(() =>
  server.use(
    postgrestTable('profiles', [
      profile('u1', 'alice', 'Alice Chen'),
      profile('u2', 'alan_w', 'Alan Wong'),
      profile('u3', 'bob_builds', 'Bob Martinez'),
    ]),
  ),
);

/** A box as a form uses it, with its own key handler to see which keys reach it. */
function Box({ onKeyDown }: { onKeyDown?: (key: string) => void }) {
  const [text, setText] = useState('');
  return (
    <>
      <MentionBox
        label="Add a comment"
        value={text}
        onChange={setText}
        onKeyDown={(event) => onKeyDown?.(event.key)}
      />
      <output>{JSON.stringify(text)}</output>
    </>
  );
}

const box = () => screen.getByRole('textbox', { name: 'Add a comment' });
const typed = () => screen.getByRole('status').textContent;

describe('MentionBox', () => {
  it('closes the list once the only member it suggests is typed in full', async () => {
    const { store } = renderWithProviders(<Box />);
    await userEvent.type(box(), 'Ask @ali');
    expect(await screen.findByRole('option', { name: /@alice/ })).toBeInTheDocument();
    await userEvent.type(box(), 'ce');
    // The answer for the whole name is in: the list now draws from it.
    const answer = mentionSuggestionsApi.endpoints.getMentionSuggestions.select('alice');
    await waitFor(() => expect(answer(store.getState()).data).toHaveLength(1));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(typed()).toBe(JSON.stringify('Ask @alice'));
  });

  it('suggests members for a partial @name and moves through them with the arrow keys', async () => {
    const { container } = renderWithProviders(<Box />);
    await userEvent.type(box(), 'Ask @al');
    const list = await screen.findByRole('listbox', { name: 'Mention suggestions' });
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveTextContent('Alan Wong @alan_w');
    expect(options[1]).toHaveTextContent('Alice Chen @alice');
    expect(box()).toHaveAttribute('aria-controls', list.id);
    expect(box()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(await axe(container)).toHaveNoViolations();
  });

  it("inserts '@username ' on Enter, keeps the key from the form, and types on after it", async () => {
    const keys: string[] = [];
    renderWithProviders(<Box onKeyDown={(key) => keys.push(key)} />);
    await userEvent.type(box(), 'Ask @al');
    await screen.findAllByRole('option');
    keys.length = 0;
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(typed()).toBe(JSON.stringify('Ask @alice '));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    expect(keys).toEqual([]);
    await userEvent.keyboard('thanks');
    expect(typed()).toBe(JSON.stringify('Ask @alice thanks'));
  });

  it('picks with Tab too, mid-text, and the cursor lands after the name', async () => {
    renderWithProviders(<Box />);
    await userEvent.type(box(), 'hi  there');
    // The caret between the two spaces, then a partial mention there.
    await userEvent.type(box(), '@bob', { initialSelectionStart: 3, initialSelectionEnd: 3 });
    await screen.findAllByRole('option');
    await userEvent.keyboard('{Tab}');
    expect(typed()).toBe(JSON.stringify('hi @bob_builds  there'));
    expect(box()).toHaveFocus();
    expect((box() as HTMLTextAreaElement).selectionStart).toBe('hi @bob_builds '.length);
  });

  it('closes on Escape without passing it on, and the next Escape reaches the form', async () => {
    const keys: string[] = [];
    renderWithProviders(<Box onKeyDown={(key) => keys.push(key)} />);
    await userEvent.type(box(), '@al');
    await screen.findAllByRole('option');
    keys.length = 0;
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(typed()).toBe(JSON.stringify('@al'));
    expect(keys).toEqual([]);
    await userEvent.keyboard('{Escape}');
    expect(keys).toEqual(['Escape']);
  });

  it('picks a suggestion by pointer (a click or a tap) and leaves the focus in the box', async () => {
    renderWithProviders(<Box />);
    await userEvent.type(box(), 'cc @ali');
    await userEvent.click(await screen.findByRole('option', { name: /Alice Chen/ }));
    expect(typed()).toBe(JSON.stringify('cc @alice '));
    expect(box()).toHaveFocus();
  });

  it('asks nothing for an @ inside an email address', async () => {
    renderWithProviders(<Box />);
    await userEvent.type(box(), 'mail bob@al');
    await userEvent.type(box(), ' or @ali');
    await screen.findAllByRole('option');
    expect(requests.table('profiles').map((request) => request.query.username)).toEqual([
      'ilike.%a%',
      'ilike.%al%',
      'ilike.%ali%',
    ]);
  });
});
