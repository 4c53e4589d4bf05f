import { sigilTokenPattern } from './word-characters';

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
