// A database function served by the test: `/rest/v1/rpc/<name>`, as supabase-js calls it with POST
// (arguments in the JSON body) or with `{ get: true }` (arguments in the query string, as text).
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { orderRows, type Row } from './postgrest-query';
import { restUrl } from './test-backend-url';

export type RpcArgs = Record<string, unknown>;

/**
 * `answer` gets the arguments and returns the function's result (rows, a number, a boolean, null)
 * or a whole Response (`postgrestError(...)`) to fail. An `order` the client added is applied to rows.
 */
export function postgrestRpc(
  name: string,
  answer: (args: RpcArgs, request: Request) => unknown | Promise<unknown>,
) {
  return http.all(restUrl(`rpc/${name}`), async ({ request }) => {
    const url = new URL(request.url);
    const order = url.searchParams.get('order');
    url.searchParams.delete('order');
    const args: RpcArgs =
      request.method === 'GET' || request.method === 'HEAD'
        ? Object.fromEntries(url.searchParams)
        : (((await request.clone().json()) as RpcArgs | null) ?? {});
    const result = await answer(args, request);
    if (result instanceof Response) return result;
    return HttpResponse.json(
      (Array.isArray(result) ? orderRows(result as Row[], order) : result) as JsonBodyType,
    );
  });
}
