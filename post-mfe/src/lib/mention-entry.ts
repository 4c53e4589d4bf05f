import { sigilTokenPattern } from '@likegripe/shared-core';

export const MENTION_SUGGESTIONS = 5;
export const MENTION_MIN_CHARS = 1;

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
