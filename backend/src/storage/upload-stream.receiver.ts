import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { sniffLength } from './content-type.verifier.ts';
import { storageErrors } from './storage-error.ts';

/** What was received into the temporary file. */
export interface ReceivedFile {
  size: number;
  /** Quoted md5 of the bytes, as storage-api's eTag. */
  eTag: string;
  /** The first bytes, for type detection. */
  head: Buffer;
}

/**
 * Streams `source` into a new file at `target` while counting and hashing, with backpressure, so
 * memory holds one chunk at a time. Past `limit` bytes it stops writing and answers 'too-large';
 * the rest of the source is then drained unread (never destroyed: that would close the socket
 * before the error reply). Resolves only once the file is closed, so the caller may delete it.
 */
export function receiveUpload(
  source: Readable,
  target: string,
  limit: number,
): Promise<ReceivedFile | 'too-large'> {
  return new Promise((resolve, reject) => {
    const file = createWriteStream(target, { flags: 'wx' });
    const hash = createHash('md5');
    const head: Buffer[] = [];
    let headSize = 0;
    let size = 0;
    let settled = false;
    let ending = false;

    const detach = () => {
      source.off('data', onData);
      source.off('end', onEnd);
      source.off('error', onFailure);
      source.off('close', onClose);
      file.off('drain', onDrain);
      source.resume();
    };
    const stop = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      detach();
      if (file.closed) outcome();
      else {
        file.once('close', outcome);
        file.destroy();
      }
    };
    const onDrain = () => source.resume();
    function onData(chunk: Buffer | string) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += bytes.length;
      if (size > limit) return stop(() => resolve('too-large'));
      hash.update(bytes);
      if (headSize < sniffLength) {
        head.push(bytes.subarray(0, sniffLength - headSize));
        headSize += Math.min(bytes.length, sniffLength - headSize);
      }
      if (!file.write(bytes)) {
        source.pause();
        file.once('drain', onDrain);
      }
    }
    function onEnd() {
      if (settled) return;
      settled = true;
      ending = true;
      detach();
      file.once('finish', () =>
        resolve({ size, eTag: `"${hash.digest('hex')}"`, head: Buffer.concat(head) }),
      );
      file.end();
    }
    function onFailure(error: Error) {
      // An error while the file is being closed after 'end' still fails the upload. Once stopped,
      // the outcome is already decided: destroying the file while a write is in flight makes it
      // emit ERR_STREAM_DESTROYED, which must not turn 'too-large' into a failure.
      if (ending) reject(error);
      else if (!settled) stop(() => reject(error));
    }
    // A client that goes away mid-body closes the stream without 'end'.
    function onClose() {
      stop(() => reject(storageErrors.invalidRequest('The upload was aborted')));
    }
    file.on('error', onFailure);
    source.on('data', onData);
    source.once('end', onEnd);
    source.once('error', onFailure);
    source.once('close', onClose);
  });
}
