import { Transform, type Readable } from 'node:stream';

export class BodyTooLargeError extends Error {
  constructor(limit: number) {
    super(`request body over ${limit} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/**
 * Passes a request body on while counting its bytes; past `limit` it stops reading the source and
 * fails, so whatever it feeds (the proxy's upstream request) is aborted and never gets the rest. The
 * source is unpiped, not destroyed: the client's socket stays usable for the 413 answer.
 */
export function limitBody(source: Readable, limit: number, onTooLarge: () => void): Readable {
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen <= limit) return callback(null, chunk);
      // The rest is read and dropped (bounded by the request timeout), so the client, still sending,
      // gets to read the 413 instead of a reset.
      source.unpipe(counter);
      source.resume();
      onTooLarge();
      callback(new BodyTooLargeError(limit));
    },
  });
  source.on('error', (error) => counter.destroy(error));
  // The proxy listens once it sends; until then an error here must not be an unhandled one.
  counter.on('error', () => undefined);
  return source.pipe(counter);
}
