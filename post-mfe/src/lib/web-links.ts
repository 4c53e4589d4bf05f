import { isSafeHttpUrl } from '@likegripe/shared-core';

export type WebLinkSegment = { type: 'text'; text: string } | { type: 'link'; url: string };

/**
 * An http(s) address in running text: it starts where a word starts and ends at white space or at
 * a character that cannot stand in an unencoded URL and would make a broken or misleading link.
 */
const URL_CANDIDATE = /(?<![\p{L}\p{N}_])https?:\/\/[^\s<>"'`{}|\\^]+/giu;

/** Characters that usually close the sentence around a URL rather than belong to it. */
const TRAILING_PUNCTUATION = /[.,;:!?*)\]]$/;

function count(text: string, character: string): number {
  return text.split(character).length - 1;
}

/** Drops closing punctuation, keeping a ')' or ']' that balances one inside the URL. */
function trimTrailingPunctuation(candidate: string): string {
  let url = candidate;
  while (TRAILING_PUNCTUATION.test(url)) {
    const last = url.slice(-1);
    if (last === ')' && count(url, '(') >= count(url, ')')) break;
    if (last === ']' && count(url, '[') >= count(url, ']')) break;
    url = url.slice(0, -1);
  }
  return url;
}

/**
 * Splits member text into plain text and web links, in order, for rendering. Only absolute http(s)
 * URLs become links; every other scheme and all markup stay text.
 */
export function splitWebLinks(text: string): WebLinkSegment[] {
  const segments: WebLinkSegment[] = [];
  let textStart = 0;
  const pushText = (end: number) => {
    if (end > textStart) segments.push({ type: 'text', text: text.slice(textStart, end) });
  };
  for (const match of text.matchAll(URL_CANDIDATE)) {
    const url = trimTrailingPunctuation(match[0]);
    const hasHost = /^https?:\/\/[^/?#]+/i.test(url);
    if (!hasHost || !isSafeHttpUrl(url)) continue;
    pushText(match.index);
    segments.push({ type: 'link', url });
    textStart = match.index + url.length;
  }
  pushText(text.length);
  return segments;
}
