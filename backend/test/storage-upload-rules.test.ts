import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  cacheControlForDownload,
  cacheControlFromField,
  cacheControlFromHeader,
} from '../src/storage/cache-control.policy.ts';
import { looksLikeMarkup, verifyContentType } from '../src/storage/content-type.verifier.ts';
import {
  contentDispositionFor,
  contentTypeForDownload,
} from '../src/storage/download-headers.policy.ts';
import { StorageError } from '../src/storage/storage-error.ts';

// The pure rules behind storage uploads and downloads, case by case.

const pngHead = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const jpegHead = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(40)]);
/** An ISO media file head with the given major brand ('M4V ' sniffs as video/x-m4v). */
const isoMediaHead = (brand: string) =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from(`ftyp${brand}`),
    Buffer.alloc(4),
    Buffer.from(`${brand}isom`),
    Buffer.alloc(32),
  ]);
const utf16 = (text: string) =>
  Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);

async function refusal(declared: string, head: Buffer): Promise<StorageError> {
  try {
    await verifyContentType(declared, head);
  } catch (error) {
    assert.ok(error instanceof StorageError);
    return error;
  }
  assert.fail(`${declared} was accepted`);
}

describe('markup detection', () => {
  for (const [name, head, expected] of [
    ['HTML', Buffer.from('<!DOCTYPE html><p>'), true],
    ['HTML after whitespace', Buffer.from(' \r\n\t<html>'), true],
    ['SVG after a UTF-8 BOM', Buffer.from('\ufeff<svg/>'), true],
    ['HTML in UTF-16 with a BOM', utf16('<html>'), true],
    ['a PNG', pngHead, false],
    [
      'a JPEG carrying XMP further in',
      Buffer.concat([jpegHead, Buffer.from('<x:xmpmeta>')]),
      false,
    ],
    ['plain text', Buffer.from('hello <b>'), false],
  ] as const) {
    it(`${expected ? 'finds' : 'does not find'} markup in ${name}`, () => {
      assert.equal(looksLikeMarkup(head), expected);
    });
  }
});

describe('the stored type', () => {
  for (const [declared, head, stored] of [
    ['image/png', pngHead, 'image/png'],
    ['image/jpeg', pngHead, 'image/png'],
    ['image/png', jpegHead, 'image/jpeg'],
    ['video/mp4', isoMediaHead('M4V '), 'video/mp4'],
    ['video/quicktime', isoMediaHead('isom'), 'video/quicktime'],
    ['video/webm', isoMediaHead('qt  '), 'video/quicktime'],
    ['text/plain;charset=UTF-8', Buffer.from('<html>'), 'text/plain;charset=UTF-8'],
    ['image/svg+xml', Buffer.from('<svg/>'), 'image/svg+xml'],
    ['application/octet-stream', pngHead, 'application/octet-stream'],
  ] as const) {
    it(`stores ${declared} with ${stored} bytes as ${stored}`, async () => {
      assert.equal(await verifyContentType(declared, head), stored);
    });
  }

  for (const [declared, head] of [
    ['image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
    ['image/gif', Buffer.alloc(0)],
    ['image/jpeg', Buffer.from('plain words')],
    ['video/mp4', pngHead],
    ['image/webp', isoMediaHead('isom')],
  ] as const) {
    it(`refuses ${declared} with bytes that are not one (${head.length} bytes)`, async () => {
      const error = await refusal(declared, head);
      assert.equal(error.statusCode, 415);
      assert.equal(error.message, `mime type ${declared} is not supported`);
    });
  }
});

describe('cache-control', () => {
  it('turns the multipart field into max-age and refuses anything but digits', () => {
    assert.equal(cacheControlFromField('3600'), 'max-age=3600');
    assert.equal(cacheControlFromField(undefined), 'no-cache');
    for (const bad of ['60\r\nSet-Cookie: a=1', 'max-age=60', '-1', '1'.repeat(11)])
      assert.throws(() => cacheControlFromField(bad), StorageError, JSON.stringify(bad));
  });

  it('keeps a token-list header and refuses anything else', () => {
    assert.equal(cacheControlFromHeader('max-age=3600, public'), 'max-age=3600, public');
    assert.equal(cacheControlFromHeader(undefined), 'no-cache');
    for (const bad of ['max-age=60; x', 'a"b', 'max-age=60\u00e9', 'x'.repeat(201)])
      assert.throws(() => cacheControlFromHeader(bad), StorageError, JSON.stringify(bad));
  });

  it('sends no-cache for a stored value outside the grammar', () => {
    assert.equal(cacheControlForDownload('max-age=60'), 'max-age=60');
    assert.equal(cacheControlForDownload('max-age=60\r\nSet-Cookie: a=1'), 'no-cache');
    assert.equal(cacheControlForDownload(undefined), 'no-cache');
  });
});

describe('download headers', () => {
  for (const [mimetype, inline] of [
    ['image/png', true],
    ['video/mp4', true],
    ['audio/mpeg', true],
    ['image/svg+xml', false],
    ['text/html', false],
    ['application/xhtml+xml', false],
    ['text/javascript', false],
    ['application/pdf', false],
    ['text/plain', false],
  ] as const) {
    it(`serves ${mimetype} ${inline ? 'inline' : 'as an attachment'}`, () => {
      const disposition = contentDispositionFor(mimetype, undefined, 'u/file.bin');
      if (inline) assert.equal(disposition, null);
      else assert.match(disposition ?? '', /^attachment; filename="file.bin"/);
    });
  }

  it('still makes ?download an attachment with the asked name', () => {
    assert.match(
      contentDispositionFor('image/png', 'me.png', 'u/x.png') ?? '',
      /filename="me.png"/,
    );
  });

  it('replaces a stored content type that is not a media type', () => {
    assert.equal(contentTypeForDownload('image/png'), 'image/png');
    assert.equal(contentTypeForDownload('text/plain;charset=UTF-8'), 'text/plain;charset=UTF-8');
    assert.equal(contentTypeForDownload('image/png\r\nx: y'), 'application/octet-stream');
    assert.equal(contentTypeForDownload(null), 'application/octet-stream');
  });
});
