import type { getSupabase } from '../supabase/supabase-client';

jest.mock('../supabase/supabase-client', () => ({ getSupabase: jest.fn() }));

/** The session the (fresh) module's client reports. */
async function signedIn(session: object | null) {
  const client = await import('../supabase/supabase-client');
  jest.mocked(client.getSupabase).mockReturnValue({
    auth: { getSession: () => Promise.resolve({ data: { session } }) },
  } as unknown as ReturnType<typeof getSupabase>);
}

function pageWithRouteData(text: string) {
  document.body.innerHTML = `<script id="route-data" type="application/json">${text}</script>`;
}

async function freshModule() {
  jest.resetModules();
  return import('./route-data');
}

afterEach(() => {
  document.body.innerHTML = '';
});

test('hands out the data of a key once', async () => {
  pageWithRouteData('{"post_page:1":{"post":{"title":"Hi"}}}');
  const { takeRouteData } = await freshModule();
  expect(takeRouteData('post_page:1')).toEqual({ post: { title: 'Hi' } });
  expect(takeRouteData('post_page:1')).toBeUndefined();
});

test('a key the page does not carry is undefined', async () => {
  pageWithRouteData('{"post_page:1":null}');
  const { takeRouteData } = await freshModule();
  expect(takeRouteData('post_page:2')).toBeUndefined();
  // A post the visitor may not see is carried as null, which is data too.
  expect(takeRouteData('post_page:1')).toBeNull();
});

test('a page without route data, or with broken JSON, has none', async () => {
  const { takeRouteData } = await freshModule();
  expect(takeRouteData('post_page:1')).toBeUndefined();
  pageWithRouteData('{broken');
  const again = await freshModule();
  expect(again.takeRouteData('post_page:1')).toBeUndefined();
});

test('a visitor gets the data the server read as a visitor', async () => {
  pageWithRouteData('{"profile_page:alice":{"profile":{"username":"alice"}}}');
  const { takeVisitorRouteData } = await freshModule();
  await signedIn(null);
  expect(await takeVisitorRouteData('profile_page:alice')).toEqual({
    profile: { username: 'alice' },
  });
});

test('a member reads their own view from the network, and the data is used up', async () => {
  pageWithRouteData('{"profile_page:alice":{"profile":{"username":"alice"}}}');
  const { takeRouteData, takeVisitorRouteData } = await freshModule();
  await signedIn({ access_token: 'token' });
  expect(await takeVisitorRouteData('profile_page:alice')).toBeUndefined();
  expect(takeRouteData('profile_page:alice')).toBeUndefined();
});
