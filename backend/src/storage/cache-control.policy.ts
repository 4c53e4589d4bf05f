import { storageErrors } from './storage-error.ts';

// A cache-control value ends up in a response header of every later download: anything beyond a
// plain token list could break that header (CR/LF makes Node refuse to send it) or smuggle another.
const headerGrammar = /^[a-zA-Z0-9=,\- ]{1,200}$/;
const secondsGrammar = /^\d{1,10}$/;
const fallback = 'no-cache';

/** The multipart `cacheControl` field, as storage-js sends it: a number of seconds. */
export function cacheControlFromField(field: string | undefined): string {
  if (field === undefined || field === '') return fallback;
  if (!secondsGrammar.test(field))
    throw storageErrors.invalidRequest('cacheControl must be a number of seconds');
  return `max-age=${field}`;
}

/** The raw upload's `cache-control` header, e.g. `max-age=3600`. */
export function cacheControlFromHeader(header: string | undefined): string {
  if (header === undefined || header === '') return fallback;
  if (!headerGrammar.test(header))
    throw storageErrors.invalidRequest('cache-control may only hold letters, digits and "=,- "');
  return header;
}

/** What a download sends: rows stored before uploads were checked may hold anything. */
export function cacheControlForDownload(stored: unknown): string {
  return typeof stored === 'string' && headerGrammar.test(stored) ? stored : fallback;
}
