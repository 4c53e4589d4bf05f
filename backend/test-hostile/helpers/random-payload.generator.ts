import type { SeededRandom } from './seeded-random.ts';

/** A random JSON value: nested objects and arrays, odd numbers, long and unicode strings. */
export function randomJson(rng: SeededRandom, depth = 0): unknown {
  const roll = rng.int(0, depth > 3 ? 5 : 8);
  switch (roll) {
    case 0:
      return null;
    case 1:
      return rng.chance(0.5);
    case 2:
      return rng.pick([0, -1, 1e308, -1e-308, 2 ** 53 + 1, 0.1, rng.int(-1e9, 1e9)]);
    case 3:
      return rng.text(rng.int(0, 40));
    case 4:
      return rng.pick(['', '\u0000', '\ud800', '😀'.repeat(50), 'x'.repeat(rng.int(1000, 70_000))]);
    case 5:
      return rng.pick(['eq.1', 'not-a-uuid', '00000000-0000-0000-0000-000000000000', '@admin']);
    case 6:
    case 7: {
      const entries = Array.from({ length: rng.int(0, 6) }, () => [
        rng.pick([
          'email',
          'password',
          'title',
          'user_id',
          'data',
          'token',
          '__proto__',
          rng.text(8),
        ]),
        randomJson(rng, depth + 1),
      ]);
      return Object.fromEntries(entries);
    }
    default:
      return Array.from({ length: rng.int(0, 6) }, () => randomJson(rng, depth + 1));
  }
}

/** A body for a request: JSON, broken JSON, form data, plain bytes or deeply nested brackets. */
export function randomBody(rng: SeededRandom): Buffer {
  const kind = rng.int(0, 7);
  if (kind <= 2) return Buffer.from(JSON.stringify(randomJson(rng)) ?? 'null');
  if (kind === 3) {
    const text = JSON.stringify(randomJson(rng)) ?? '{}';
    return Buffer.from(text.slice(0, rng.int(0, text.length)));
  }
  if (kind === 4)
    return Buffer.from(`${'['.repeat(rng.int(100, 50_000))}${rng.chance(0.5) ? ']' : ''}`);
  if (kind === 5) return Buffer.from(`a=${rng.text(20)}&b[c][d]=${rng.text(5)}&&=`);
  if (kind === 6) return rng.bytes(rng.int(0, 2048));
  return Buffer.alloc(0);
}

/** A query string: PostgREST operators, broken encodings, long and nested values. */
export function randomQuery(rng: SeededRandom): string {
  const parts = Array.from({ length: rng.int(0, 5) }, () =>
    rng.pick([
      'select=*',
      `select=*,${rng.text(6)}(*)`,
      `id=eq.${encodeURIComponent(rng.text(8))}`,
      `id=in.(${'1,'.repeat(rng.int(1, 2000))}1)`,
      `order=${rng.text(6)}.desc.nullsfirst`,
      `limit=${rng.pick(['-1', '1e99', 'abc', '0'])}`,
      `offset=${rng.pick(['-5', '99999999999999999999'])}`,
      `or=(${'('.repeat(rng.int(1, 500))}a.eq.1)`,
      `${rng.text(5)}=${rng.text(12)}`,
      '%zz=%G0',
      `grant_type=${rng.pick(['password', 'refresh_token', 'pkce', rng.text(4)])}`,
      `token=${rng.text(30)}&type=${rng.pick(['signup', 'email', 'magiclink', ''])}`,
      `redirect_to=${rng.pick(['http://evil.test', 'javascript:alert(1)', '//x'])}`,
      `q=${'x'.repeat(rng.int(1, 20_000))}`,
    ]),
  );
  return parts.length ? `?${parts.join('&')}` : '';
}

/** Paths under every service prefix the gateway serves, plus some it does not. */
export const servicePaths = [
  '/rest/v1/posts',
  '/rest/v1/comments',
  '/rest/v1/profiles',
  '/rest/v1/feed_cards',
  '/rest/v1/notifications',
  '/rest/v1/user_follows',
  '/rest/v1/rpc/validate_username',
  '/rest/v1/rpc/check_username_available',
  '/rest/v1/rpc/calculate_user_reputation',
  '/rest/v1/',
  '/rest/v1/no_such_table',
  '/auth/v1/signup',
  '/auth/v1/token',
  '/auth/v1/verify',
  '/auth/v1/user',
  '/auth/v1/logout',
  '/auth/v1/health',
  '/auth/v1/settings',
  '/auth/v1/admin/users',
  '/storage/v1/object/post-media/fuzz/a.png',
  '/storage/v1/object/avatars/fuzz.png',
  '/storage/v1/object/public/post-media/fuzz/a.png',
  '/storage/v1/object/list/post-media',
  '/storage/v1/object/post-media/../../../etc/passwd',
  '/storage/v1/bucket',
  '/realtime/v1/websocket',
  '/',
  '/unknown/path',
  '//rest/v1/posts',
  '/rest/v1/%2e%2e/%2e%2e/',
] as const;

export const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE'];

export const contentTypes = [
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----fuzz',
  'multipart/form-data',
  'application/octet-stream',
  'image/png',
  'application/vnd.pgrst.object+json',
  ';;;',
];
