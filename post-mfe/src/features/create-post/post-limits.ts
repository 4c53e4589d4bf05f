import { isSafeHttpUrl } from '@likegripe/shared-core';
import { textLength } from '../../lib/text-length';

// Shared with the comment boxes, which count the same way.
export { lengthCounter, textLength } from '../../lib/text-length';

// Each limit mirrors a check constraint on public.posts; the form checks them first so that a
// member never meets the database's refusal.
/** posts_title_length: 1-200 characters after trimming. */
export const TITLE_MAX_LENGTH = 200;
/** posts_description_length: at most 5,000 characters. */
export const DESCRIPTION_MAX_LENGTH = 5000;
/** posts_hashtags_format: each tag 1-50 of a-z, 0-9 and '_'. */
export const HASHTAG_MAX_LENGTH = 50;
/** posts_media_urls_format: at most 10 media urls. */
export const MEDIA_MAX_FILES = 10;
/** posts_link_url_format: at most 2,048 characters. */
export const LINK_MAX_LENGTH = 2048;
/** The title shows its counter from this length on, when the limit comes near. */
export const TITLE_COUNTER_FROM = 150;

const DATABASE_HASHTAG = /^[a-z0-9_]+$/;

export const TITLE_REQUIRED_MESSAGE = 'Please enter a title.';
export const TITLE_TOO_LONG_MESSAGE = 'Title must be 200 characters or fewer.';
export const DESCRIPTION_TOO_LONG_MESSAGE = 'Description must be 5,000 characters or fewer.';
export const HASHTAG_TOO_LONG_MESSAGE = 'Hashtags must be 50 characters or fewer.';
export const HASHTAG_LETTERS_MESSAGE =
  'Hashtags may only contain the letters a-z, digits and underscore.';
export const LINK_INVALID_MESSAGE = 'Please enter a link that starts with http:// or https://.';
export const LINK_SPACES_MESSAGE = 'A link cannot contain spaces.';
export const LINK_TOO_LONG_MESSAGE = 'Link must be 2,048 characters or fewer.';

export function titleProblem(title: string): string | null {
  const length = textLength(title.trim());
  if (length === 0) return TITLE_REQUIRED_MESSAGE;
  return length > TITLE_MAX_LENGTH ? TITLE_TOO_LONG_MESSAGE : null;
}

/** The description is saved trimmed, so its trimmed length is what counts. */
export function descriptionProblem(description: string): string | null {
  return textLength(description.trim()) > DESCRIPTION_MAX_LENGTH
    ? DESCRIPTION_TOO_LONG_MESSAGE
    : null;
}

/** Why the database would refuse one (already normalised) hashtag, or null. */
export function hashtagProblem(tag: string): string | null {
  if (textLength(tag) > HASHTAG_MAX_LENGTH) return HASHTAG_TOO_LONG_MESSAGE;
  return DATABASE_HASHTAG.test(tag) ? null : HASHTAG_LETTERS_MESSAGE;
}

/** A tag as a message names it: long ones shortened so the message stays readable. */
function shortTag(tag: string): string {
  const characters = Array.from(tag);
  return characters.length > 20 ? `${characters.slice(0, 20).join('')}…` : tag;
}

/**
 * The first hashtag written in the title or description that the database would refuse, as a
 * message pointing the member there (tags added by hand are checked as they are added).
 */
export function writtenHashtagProblem(
  hashtags: readonly string[],
  manual: readonly string[],
): string | null {
  for (const tag of hashtags) {
    const problem = manual.includes(tag) ? null : hashtagProblem(tag);
    if (problem) return `Change #${shortTag(tag)} in your title or description. ${problem}`;
  }
  return null;
}

/** The link as it is saved: trimmed, with an upper-case scheme ('HTTPS://') lowered. */
export function linkToSave(link: string): string {
  return link.trim().replace(/^https?:/i, (scheme) => scheme.toLowerCase());
}

export function linkProblem(link: string): string | null {
  const saved = linkToSave(link);
  if (!saved) return null;
  // posts_link_url_format reads '^https?://\S+$': a lower-case scheme and no whitespace anywhere.
  if (!/^https?:\/\//.test(saved)) return LINK_INVALID_MESSAGE;
  if (/\s/.test(saved)) return LINK_SPACES_MESSAGE;
  if (!isSafeHttpUrl(saved)) return LINK_INVALID_MESSAGE;
  return textLength(saved) > LINK_MAX_LENGTH ? LINK_TOO_LONG_MESSAGE : null;
}
