import type http from 'node:http';
import type { ApiKeys } from '../keys.ts';

/** Each new-format key and the legacy JWT key it stands for. */
export type OpaqueApiKeys = ReadonlyMap<string, string>;

export const SECRET_KEY_IN_BROWSER = 'Forbidden use of secret API key in browser';

export function opaqueApiKeys(keys: ApiKeys): OpaqueApiKeys {
  return new Map([
    [keys.publishableKey, keys.anonKey],
    [keys.secretKey, keys.serviceRoleKey],
  ]);
}

/** Hosted Supabase refuses a secret key sent by a browser, which it knows by the User-Agent. */
export function isSecretKeyFromBrowser(key: string, userAgent: string | undefined): boolean {
  return key.startsWith('sb_secret_') && /^Mozilla\//.test(userAgent ?? '');
}

/**
 * What the Supabase CLI's gateway does with a new-format key: the services behind it see the legacy
 * JWT key instead, in `apikey` and, unless the caller sent its own JWT, in `Authorization`.
 */
export function standInLegacyKey(headers: http.IncomingHttpHeaders, legacyKey: string): void {
  if (typeof headers.apikey === 'string') headers.apikey = legacyKey;
  const authorization = headers.authorization;
  if (!authorization || /^bearer\s+sb_/i.test(authorization))
    headers.authorization = `Bearer ${legacyKey}`;
}

/** The socket URL with a new-format `apikey` replaced by its legacy key, as the CLI's Kong rewrites it. */
export function standInLegacyQueryKey(rawUrl: string, keys: OpaqueApiKeys): string {
  const url = new URL(rawUrl, 'http://localhost');
  const legacyKey = keys.get(url.searchParams.get('apikey') ?? '');
  if (!legacyKey) return rawUrl;
  url.searchParams.set('apikey', legacyKey);
  return `${url.pathname}${url.search}`;
}
