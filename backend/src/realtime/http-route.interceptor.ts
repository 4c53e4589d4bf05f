import type http from 'node:http';

type RequestListener = (request: http.IncomingMessage, response: http.ServerResponse) => void;

/**
 * Serves realtime's HTTP paths on the gateway's server, as its upgrade listener serves the
 * WebSocket: the gateway's routes are fixed before realtime starts, so `handle` sees each request
 * first and passes on the ones it does not serve. Returns the function that undoes it.
 */
export function interceptRequests(
  server: http.Server,
  handle: (request: http.IncomingMessage, response: http.ServerResponse) => boolean,
): () => void {
  const previous = server.listeners('request') as RequestListener[];
  for (const listener of previous) server.off('request', listener);
  const dispatch: RequestListener = (request, response) => {
    if (handle(request, response)) return;
    for (const listener of previous) listener.call(server, request, response);
  };
  server.on('request', dispatch);
  return () => {
    server.off('request', dispatch);
    for (const listener of previous) server.on('request', listener);
  };
}
