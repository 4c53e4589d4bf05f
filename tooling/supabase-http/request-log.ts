// Every request the code under test sent to the fake backend, in order, so a test can check the one
// that matters (a page's offset, an rpc's arguments) after asserting what the screen shows.

export interface LoggedRequest {
  method: string;
  url: URL;
  /** The path below the service: `feed_cards`, `rpc/feed_card_count`, `token`, `user`. */
  path: string;
  /** The query string as an object: PostgREST filters (`category: 'eq.books'`), paging, rpc args. */
  query: Record<string, string>;
  headers: Headers;
  /** The JSON body, if any (filled in as soon as it has been read). */
  body: unknown;
}

export class RequestLog {
  readonly all: LoggedRequest[] = [];

  /** Records a request; its body is read from a copy, so the handler can still read it. */
  record(request: Request) {
    const url = new URL(request.url);
    const entry: LoggedRequest = {
      method: request.method,
      url,
      path: url.pathname.replace(/^\/(rest|auth|storage)\/v1\//, ''),
      query: Object.fromEntries(url.searchParams),
      headers: new Headers(request.headers),
      body: undefined,
    };
    this.all.push(entry);
    if (request.body) {
      void request
        .clone()
        .text()
        .then((text) => {
          entry.body = text ? JSON.parse(text) : undefined;
        })
        .catch(() => undefined);
    }
  }

  clear() {
    this.all.length = 0;
  }

  /** Requests to a table or view (`GET /rest/v1/<table>`, or `method` for writes). */
  table(name: string, method = 'GET') {
    return this.to(`/rest/v1/${name}`).filter((entry) => entry.method === method);
  }

  /** Calls of a database function (`/rest/v1/rpc/<name>`), GET or POST. */
  rpc(name: string) {
    return this.to(`/rest/v1/rpc/${name}`);
  }

  /** Requests to the auth service (`/auth/v1/<path>`). */
  auth(path: string) {
    return this.to(`/auth/v1/${path}`);
  }

  private to(pathname: string) {
    return this.all.filter((entry) => entry.url.pathname === pathname);
  }
}
