import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { postgrestRpc, setupSupabaseHttp, type RpcArgs } from '@likegripe/tooling/supabase-http';
import { createAppStore } from '../store/create-app-store';
import { MentionedMembersProvider, useMentionedMembers } from './mentioned-members';
import { mentionedNames } from './mentioned-names';

const MEMBERS = ['alice', 'Bob_Builds'];
const asked: string[][] = [];
const { server } = setupSupabaseHttp();

beforeEach(() => {
  asked.length = 0;
  server.use(
    postgrestRpc('mentioned_members', (args: RpcArgs) => {
      const names = args._usernames as string[];
      asked.push(names);
      return MEMBERS.filter((member) => names.includes(member.toLowerCase())).map((username) => ({
        username,
      }));
    }),
  );
});

/** Each mention of the text as '@typed→stored' or '@typed→text'. */
function Mentions({ text }: { text: string }) {
  const lookup = useMentionedMembers([text]);
  const words = text.match(/@\w+/g) ?? [];
  return <p>{words.map((word) => `${word}→${lookup(word.slice(1)) ?? 'text'}`).join(' ')}</p>;
}

function Screen({ texts }: { texts: string[] }) {
  return (
    <MentionedMembersProvider>
      {texts.map((text) => (
        <Mentions key={text} text={text} />
      ))}
    </MentionedMembersProvider>
  );
}

describe('mentionedNames', () => {
  it('keeps each name that could be a username once, lower-cased and sorted', () => {
    expect(mentionedNames(['hi @Bob_Builds and @al', '@alice, @ALICE, @ünï, mail@x.org'])).toEqual([
      'alice',
      'bob_builds',
    ]);
  });
});

describe('MentionedMembersProvider', () => {
  it('asks once for the names of all texts on screen and knows only members', async () => {
    render(
      <Provider store={createAppStore()}>
        <Screen texts={['Thanks @ALICE', 'ask @bob_builds or @nosuchmember']} />
      </Provider>,
    );
    expect(await screen.findByText('@ALICE→alice')).toBeInTheDocument();
    expect(
      await screen.findByText('@bob_builds→Bob_Builds @nosuchmember→text'),
    ).toBeInTheDocument();
    expect(asked).toEqual([['alice', 'bob_builds', 'nosuchmember']]);
  });

  it('asks only about names new to the screen when more texts arrive', async () => {
    let addText: (text: string) => void = () => undefined;
    function Growing() {
      const [texts, setTexts] = useState(['hi @alice']);
      addText = (text) => setTexts((previous) => [...previous, text]);
      return <Screen texts={texts} />;
    }
    render(
      <Provider store={createAppStore()}>
        <Growing />
      </Provider>,
    );
    expect(await screen.findByText('@alice→alice')).toBeInTheDocument();
    act(() => addText('again @alice and @bob_builds'));
    expect(await screen.findByText('@alice→alice @bob_builds→Bob_Builds')).toBeInTheDocument();
    await waitFor(() => expect(asked).toEqual([['alice'], ['bob_builds']]));
  });

  it('knows nobody outside a provider, and asks nothing', async () => {
    render(
      <Provider store={createAppStore()}>
        <Mentions text="hi @alice" />
      </Provider>,
    );
    expect(screen.getByText('@alice→text')).toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(asked).toEqual([]);
  });
});
