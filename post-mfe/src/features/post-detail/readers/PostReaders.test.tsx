import { act, screen, waitFor, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { setupSupabaseHttp } from '@likegripe/tooling/supabase-http';
import { postBackend, type PostWorld } from '../testing/post-backend';
import { POST_ID, READER, postRow, signedInAs, signedOutState } from '../testing/post-fixtures';
import { renderPostPage } from '../testing/render-post-page';

const { server, requests, realtime } = setupSupabaseHttp();
const serve = (world: PostWorld) => server.use(...postBackend(world));

const TOPIC = `post:${POST_ID}:readers`;
const CAROL = '00000000-0000-4000-a000-000000000003';
const DAN = '00000000-0000-4000-a000-000000000004';
const MINUTE = 60_000;

const row = (userId: string, username: string, avatarUrl: string | null = null) => ({
  user_id: userId,
  username,
  display_name: username,
  avatar_url: avatarUrl,
  expires_in_ms: MINUTE,
});

async function openPost(
  state: Parameters<typeof renderPostPage>[0],
  readers: PostWorld['readers'],
) {
  serve({ post: postRow(), comments: [], readers });
  const view = renderPostPage(state);
  await screen.findByRole('heading', { name: postRow().title });
  // Live updates start a moment after the page has settled.
  await waitFor(() => expect(realtime.channels()).toHaveLength(1), { timeout: 10_000 });
  return view;
}

const readersBox = () => screen.getByTestId('post-readers');
/** A broadcast on the readers' topic; the socket delivers it a microtask later, inside act. */
const said = (event: string, payload: unknown) =>
  act(async () => {
    realtime.broadcast(TOPIC, event, payload);
  });

describe('who else is reading the post', () => {
  it('lists the member, and shows the others the database lists, live, each once', async () => {
    const { unmount } = await openPost(signedInAs(READER), [
      row(READER.id, 'bob'),
      row(CAROL, 'carol', 'https://cdn.example.com/carol.png'),
    ]);
    const [channel] = realtime.channels();
    expect(channel?.topic).toBe(TOPIC);
    expect(channel?.config).toMatchObject({ private: true });
    // The member marks itself reading: its own row, no name or picture of its choosing.
    const marks = requests.table('post_readers', 'POST');
    expect(marks.map(({ body }) => body)).toEqual([{ post_id: POST_ID }]);
    expect(marks[0]?.headers.get('prefer')).toContain('resolution=merge-duplicates');
    expect(
      requests.rpc('current_post_readers').map(({ method, query }) => [method, query]),
    ).toEqual([['GET', { _post_id: POST_ID }]]);
    // The viewer is not shown to themself.
    expect(await within(readersBox()).findByText('1 reading')).toBeInTheDocument();
    const list = within(readersBox()).getByRole('list', { name: 'Also reading this post' });
    expect(within(list).getByRole('img', { name: 'carol' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/carol.png',
    );

    // Dan arrives; Carol's other tab says she is still here; the viewer's own heartbeat.
    await said('reader', row(DAN, 'dan', 'javascript:alert(1)'));
    await said('reader', row(CAROL, 'carol', 'https://cdn.example.com/carol.png'));
    await said('reader', row(READER.id, 'bob'));
    expect(readersBox()).toHaveTextContent('2 reading');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    // A link that is not http(s) is not used as a picture: the initial shows instead.
    expect(within(list).getByRole('img', { name: 'dan' })).not.toHaveAttribute('src');
    expect(await axe(readersBox())).toHaveNoViolations();

    await said('left', { user_id: CAROL });
    expect(readersBox()).toHaveTextContent('1 reading');
    await said('left', { user_id: DAN });
    expect(readersBox()).toBeEmptyDOMElement();

    unmount();
    await waitFor(() => expect(realtime.channels()).toEqual([]));
    await waitFor(() =>
      expect(requests.table('post_readers', 'DELETE').map(({ query }) => query)).toEqual([
        { post_id: `eq.${POST_ID}`, user_id: `eq.${READER.id}` },
      ]),
    );
  });

  it('lets a visitor watch without being listed', async () => {
    await openPost(signedOutState, [row(CAROL, 'carol')]);
    expect(await within(readersBox()).findByText('1 reading')).toBeInTheDocument();
    expect(requests.table('post_readers', 'POST')).toEqual([]);
  });

  it('drops a reader whose time is up unless they are heard from again', async () => {
    await openPost(signedOutState, [{ ...row(CAROL, 'carol'), expires_in_ms: 200 }]);
    expect(await within(readersBox()).findByText('1 reading')).toBeInTheDocument();
    await waitFor(() => expect(readersBox()).toBeEmptyDOMElement());
    await said('reader', row(CAROL, 'carol'));
    expect(readersBox()).toHaveTextContent('1 reading');
  });
});
