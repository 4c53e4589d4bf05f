import { sigilTokenPattern } from './word-characters';

export const MENTION_SUGGESTIONS = 5;
export const MENTION_MIN_CHARS = 1;

export type MentionSegment = { type: 'text'; text: string } | { type: 'mention'; username: string };

/** Splits text into plain parts and '@username' mentions, in order, for rendering profile links. */
export function parseMentions(text: string): MentionSegment[] {
  const segments: MentionSegment[] = [];
  let textStart = 0;
  for (const match of text.matchAll(sigilTokenPattern('@'))) {
    if (match.index > textStart)
      segments.push({ type: 'text', text: text.slice(textStart, match.index) });
    segments.push({ type: 'mention', username: match[1] ?? '' });
    textStart = match.index + match[0].length;
  }
  if (textStart < text.length) segments.push({ type: 'text', text: text.slice(textStart) });
  return segments;
}

/** The distinct usernames mentioned in text, in order of first mention. */
export function mentionedUsernames(text: string): string[] {
  const usernames = parseMentions(text).flatMap((segment) =>
    segment.type === 'mention' ? [segment.username] : [],
  );
  return [...new Set(usernames)];
}

const PARTIAL_MENTION_AT_END = new RegExp(`${sigilTokenPattern('@').source}$`, 'u');

/** The partial username being typed when the text before the cursor ends with '@' and word characters. */
export function getMentionQuery(textBeforeCursor: string): string | null {
  const query = PARTIAL_MENTION_AT_END.exec(textBeforeCursor)?.[1];
  return query !== undefined && query.length >= MENTION_MIN_CHARS ? query : null;
}

/** Replaces the partial mention before the cursor with '@username ' and puts the cursor after it. */
export function insertMention(
  text: string,
  cursor: number,
  username: string,
): { text: string; cursor: number } {
  const before = text.slice(0, cursor);
  const query = getMentionQuery(before);
  if (query === null) return { text, cursor };
  const start = cursor - query.length - 1;
  const inserted = `@${username} `;
  return {
    text: text.slice(0, start) + inserted + text.slice(cursor),
    cursor: start + inserted.length,
  };
}
