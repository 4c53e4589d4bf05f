import { act, screen, waitFor, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { createFakeSupabase, type FakeSupabase } from '../testing/fake-supabase';
import { POST_ID, READER, postResponder, postRow, signedOutState } from '../testing/post-fixtures';
import { renderPostPage } from '../testing/render-post-page';

let fake: FakeSupabase;
jest.mock('@likegripe/shared-core', () => ({
  ...jest.requireActual('@likegripe/shared-core'),
  getSupabase: () => fake.client,
}));

const TOPIC = `post:${POST_ID}:readers`;
const CAROL = '00000000-0000-4000-a000-000000000003';
const DAN = '00000000-0000-4000-a000-000000000004';

const signedInWithProfile = {
  session: {
    status: 'signedIn' as const,
    user: READER,
    profile: {
      id: READER.id,
      username: 'bob',
      display_name: 'Bob Stone',
      bio: null,
      avatar_url: 'https://cdn.example.com/bob.png',
      created_at: '2026-01-01T00:00:00.000Z',
    },
  },
};

async function openPost(state: Parameters<typeof renderPostPage>[0]) {
  fake = createFakeSupabase(postResponder({ post: postRow(), comments: [] }));
  const view = renderPostPage(state);
  await screen.findByRole('heading', { name: postRow().title });
  // Live updates start a moment after the page has settled.
  await waitFor(() => expect(fake.presence.joined()).toHaveLength(1), { timeout: 10_000 });
  return view;
}

const readersBox = () => screen.getByTestId('post-readers');

describe('who else is reading the post', () => {
  it('joins the private readers channel as the member, lists them once, and shows the others', async () => {
    const { unmount } = await openPost(signedInWithProfile);
    const [channel] = fake.presence.joined();
    expect(channel?.topic).toBe(TOPIC);
    expect(channel?.config).toEqual({ private: true, presence: { key: READER.id } });
    expect(channel?.tracked).toEqual([
      { username: 'bob', avatar: 'https://cdn.example.com/bob.png' },
    ]);
    // Nobody else yet: nothing shows, but the space is there.
    act(() => fake.presence.sync({ [READER.id]: [{ username: 'bob', avatar: null }] }));
    expect(readersBox()).toBeEmptyDOMElement();

    act(() =>
      fake.presence.sync({
        // The viewer in two tabs, Carol in two tabs, a presence without a name, and Dan.
        [READER.id]: [{ username: 'bob' }, { username: 'bob' }],
        [CAROL]: [
          { username: 'carol', avatar: 'https://cdn.example.com/carol.png' },
          { username: 'carol', avatar: null },
        ],
        'a-visitor-key': [{}],
        [DAN]: [{ username: 'dan', avatar: 'javascript:alert(1)' }],
      }),
    );
    expect(readersBox()).toHaveTextContent('2 reading');
    const list = within(readersBox()).getByRole('list', { name: 'Also reading this post' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('img', { name: 'carol' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/carol.png',
    );
    // A link that is not http(s) is not used as a picture: the initial shows instead.
    expect(within(list).getByRole('img', { name: 'dan' })).not.toHaveAttribute('src');
    expect(await axe(readersBox())).toHaveNoViolations();

    act(() =>
      fake.presence.sync({ [READER.id]: [{ username: 'bob' }], [DAN]: [{ username: 'dan' }] }),
    );
    expect(readersBox()).toHaveTextContent('1 reading');

    unmount();
    await waitFor(() => expect(fake.presence.joined()).toEqual([]));
  });

  it('lets a visitor watch without being listed', async () => {
    await openPost(signedOutState);
    const [channel] = fake.presence.joined();
    expect(channel?.config).toEqual({ private: true, presence: { key: '' } });
    act(() => fake.presence.sync({ [CAROL]: [{ username: 'carol' }] }));
    expect(readersBox()).toHaveTextContent('1 reading');
    expect(channel?.tracked).toEqual([]);
  });
});
