// The redirect rule on its own, case by case: GoTrue's own cases (internal/utilities/request_test.go),
// except where a loopback host's other port is refused here.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { safeRedirect } from '../src/auth/redirect-url.ts';

const check = (siteUrl: string, allowList: string[], cases: Array<[string, boolean]>) => {
  const answers = Object.fromEntries(
    cases.map(([url]) => [url, safeRedirect(url, siteUrl, allowList) === url]),
  );
  assert.deepEqual(answers, Object.fromEntries(cases));
};

describe('auth: where a mailed link may send the browser', () => {
  it('takes the site URL with its scheme, host and port, and nothing else of that host', () => {
    check(
      'https://example.com',
      [],
      [
        ['https://example.com/path', true],
        ['http://example.com/path', false],
        ['https://example.com:8443/path', false],
      ],
    );
    check(
      'https://example.com:9000',
      [],
      [
        ['https://example.com:9000/path', true],
        ['https://example.com/path', false],
        ['https://example.com:9001/path', false],
      ],
    );
  });

  it('takes no other port of a loopback site, where GoTrue takes any', () => {
    check(
      'http://localhost:3000',
      [],
      [
        ['http://localhost:3000/callback', true],
        ['http://localhost:8080/callback', false],
        ['http://localhost/callback', false],
        ['http://127.0.0.1:3000/callback', false],
      ],
    );
    check(
      'http://127.0.0.1:3000',
      [],
      [
        ['http://127.0.0.1:3000/callback', true],
        ['http://127.0.0.1:8080/callback', false],
        ['http://[::1]:8080/callback', false],
      ],
    );
  });

  it('matches the allow list as GoTrue globs it, separators . and / included', () => {
    const allowList = [
      'http://localhost:8000/*',
      'http://*.localhost:8000/*',
      'http://**:12345/*',
      'https://{app,www}.example.test/**',
      'com.example.app://login-[a-z]?',
    ];
    check('https://example.com', allowList, [
      ['http://localhost:8000/path', true],
      ['http://localhost:8000/path?param=1', true],
      ['http://localhost:8000/path#fragment', true],
      ['http://localhost:8000', false],
      ['http://localhost:8000/path/to/page', false],
      ['http://localhost:3000', false],
      ['http://sub.localhost:8000/x', true],
      ['http://a.b.localhost:8000/x', false],
      ['http://127.0.0.1:12345/path', true],
      ['http://[0:0:0:0:0:0:0:1]:12345/path', true],
      ['http://127.0.0.1:12346/path', false],
      ['http://123?.localhost:8000/path', false],
      ['http://123.123.123.123?localhost:8000/path', false],
      ['http://[65e7:9410:d8b6:e227:58cd:e55b:8fc0:206d]?localhost:8000/path', false],
      ['http://65e7:9410:d8b6:e227:58cd:e55b:8fc0:206d?localhost:8000/path', false],
      ['https://app.example.test/a/b', true],
      ['https://www.example.test/', true],
      ['https://api.example.test/', false],
      ['https://app.example.test.thief.test/', false],
      ['https://app.example.test@thief.test/', false],
      ['https://app.example.test\\@thief.test/', false],
      ['com.example.app://login-x1', true],
      ['com.example.app://login-11', false],
    ]);
  });

  it('falls back to the site URL for nothing, garbage and a malformed pattern', () => {
    const site = 'http://localhost:3000';
    assert.equal(safeRedirect(undefined, site, []), site);
    assert.equal(safeRedirect('', site, []), site);
    assert.equal(safeRedirect('not a url', site, ['**']), site);
    assert.equal(safeRedirect('https://thief.test/', site, ['https://thief.test/{a,']), site);
  });
});
