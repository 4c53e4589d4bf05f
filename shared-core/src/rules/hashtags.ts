// Hashtag entry is the same in the create-post form and the feed's filter; only the limits differ.
import { NON_WORD_CHARACTERS } from './word-characters';

export const HASHTAG_EMPTY_MESSAGE = 'Hashtags may only contain letters, digits and underscore.';
export const HASHTAG_DUPLICATE_MESSAGE = 'This hashtag has already been added.';

export function hashtagLimitMessage(max: number): string {
  return `Maximum ${max} hashtags allowed`;
}

/**
 * What a typed hashtag entry becomes: lowercased, only letters, digits and '_' kept (which also
 * drops the leading '#'); '' when nothing remains.
 */
export function normalizeHashtagEntry(raw: string): string {
  return raw.toLowerCase().replace(NON_WORD_CHARACTERS, '');
}

export type AddHashtagResult = { ok: true; list: string[] } | { ok: false; error: string };

export function addHashtag(list: readonly string[], raw: string, max: number): AddHashtagResult {
  const tag = normalizeHashtagEntry(raw);
  if (tag === '') return { ok: false, error: HASHTAG_EMPTY_MESSAGE };
  if (list.includes(tag)) return { ok: false, error: HASHTAG_DUPLICATE_MESSAGE };
  if (list.length >= max) return { ok: false, error: hashtagLimitMessage(max) };
  return { ok: true, list: [...list, tag] };
}

/** Whether a hashtag entry is committed: on Enter, on a comma, or when the value ends with a space. */
export function shouldCommitHashtagEntry(value: string, key?: string): boolean {
  return key === 'Enter' || key === ',' || value.endsWith(',') || value.endsWith(' ');
}

/** The feed filtered by one hashtag: the address any screen links a hashtag to. */
export function feedPathForHashtag(tag: string): string {
  return `/?tags=${encodeURIComponent(normalizeHashtagEntry(tag))}`;
}
