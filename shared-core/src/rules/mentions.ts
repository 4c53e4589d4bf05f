import { sigilTokenPattern, sigilTokensPattern } from './word-characters';

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

export type RichTextSegment = MentionSegment | { type: 'hashtag'; tag: string };

/**
 * Splits text into plain parts, '@username' mentions and '#hashtags', in order, in one pass: a
 * sigil right after a word character ('bob@example.com', '@bob#2') starts nothing.
 */
export function parseMentionsAndHashtags(text: string): RichTextSegment[] {
  const segments: RichTextSegment[] = [];
  let textStart = 0;
  for (const match of text.matchAll(sigilTokensPattern())) {
    if (match.index > textStart)
      segments.push({ type: 'text', text: text.slice(textStart, match.index) });
    const word = match[2] ?? '';
    segments.push(
      match[1] === '@' ? { type: 'mention', username: word } : { type: 'hashtag', tag: word },
    );
    textStart = match.index + match[0].length;
  }
  if (textStart < text.length) segments.push({ type: 'text', text: text.slice(textStart) });
  return segments;
}
