import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, describe, it } from 'node:test';
import { receiveUpload } from '../src/storage/upload-stream.receiver.ts';

// Receiving an upload body into a temporary file, with the size limit met at awkward moments.

const directory = mkdtempSync(join(tmpdir(), 'upload-stream-'));
after(() => rmSync(directory, { recursive: true, force: true }));

const limit = 64 * 1024;
let fileNumber = 0;
const nextTarget = () => join(directory, `upload-${fileNumber++}`);

describe('receiveUpload', () => {
  it('stores the bytes and reports their size and md5', async () => {
    const source = new PassThrough();
    const target = nextTarget();
    const received = receiveUpload(source, target, limit);
    source.end(Buffer.from('hello'));
    const result = await received;
    assert.notEqual(result, 'too-large');
    assert.deepEqual(result, {
      size: 5,
      eTag: '"5d41402abc4b2a76b9719d911017c592"',
      head: Buffer.from('hello'),
    });
    assert.equal(readFileSync(target, 'utf8'), 'hello');
  });

  it('answers too-large when the limit is passed while an earlier write is still in flight', async () => {
    // A small write that fits the file's buffer leaves the source flowing, so the chunk that
    // passes the limit arrives while the disk write is still running.
    for (let attempt = 0; attempt < 10; attempt++) {
      const source = new PassThrough();
      const received = receiveUpload(source, nextTarget(), limit);
      source.write(Buffer.alloc(1024));
      await sleep(10);
      source.write(Buffer.alloc(1024));
      source.write(Buffer.alloc(2 * limit));
      source.end();
      assert.equal(await received, 'too-large');
    }
  });

  it('rejects when the source goes away before its end', async () => {
    const source = new PassThrough();
    const received = receiveUpload(source, nextTarget(), limit);
    source.write(Buffer.alloc(1024));
    source.destroy();
    await assert.rejects(received, /aborted/);
  });
});
