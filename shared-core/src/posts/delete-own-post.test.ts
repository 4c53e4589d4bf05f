import { createClient } from '@supabase/supabase-js';
import type { Database } from '../db/database';
import { deleteOwnPost } from './delete-own-post';

/** A client whose every request gets `status` and `body`; the requests it sent are kept. */
function clientAnswering(status: number, body: unknown) {
  const sent: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    sent.push(`${init?.method} ${url.pathname}${decodeURIComponent(url.search)}`);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  const client = createClient<Database>('http://backend.test', 'anon', { global: { fetch } });
  return { client, sent };
}

describe('deleteOwnPost', () => {
  it('deletes the post by its id and answers null when a row went', async () => {
    const { client, sent } = clientAnswering(200, [{ id: 'p1' }]);
    await expect(deleteOwnPost(client, 'p1')).resolves.toEqual({ data: null });
    expect(sent).toEqual(['DELETE /rest/v1/posts?id=eq.p1&select=id']);
  });

  it("answers an error when no row went (someone else's post, or one already gone)", async () => {
    const { client } = clientAnswering(200, []);
    await expect(deleteOwnPost(client, 'p1')).resolves.toEqual({
      error: { message: 'The post could not be deleted.' },
    });
  });

  it("answers the server's refusal as an error", async () => {
    const { client } = clientAnswering(403, {
      message: 'permission denied for table posts',
      code: '42501',
    });
    await expect(deleteOwnPost(client, 'p1')).resolves.toEqual({
      error: { message: 'permission denied for table posts', code: '42501' },
    });
  });
});
