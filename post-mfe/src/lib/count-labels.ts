import type { SectionType } from './post-comment';

const NOUNS: Record<SectionType, readonly [one: string, other: string]> = {
  like: ['like', 'likes'],
  gripe: ['gripe', 'gripes'],
  question: ['question', 'questions'],
};

/** A count with the noun of what it counts: '14 likes', '1 gripe'. */
export function countOf(type: SectionType, count: number): string {
  const [one, other] = NOUNS[type];
  return `${count} ${count === 1 ? one : other}`;
}

/** What the action bar's Like or Gripe count is: every like or gripe, bare reactions included. */
export function reactionCountTitle(type: 'like' | 'gripe', inAll: number): string {
  return `${countOf(type, inAll)} in all`;
}

/**
 * A section header's count. The Likes and Gripes sections list written comments, while the action
 * bar counts every like and gripe, bare reactions included, so their headers name both numbers:
 * '9 written · 14 likes in all'. Every question is written: '16 questions'.
 */
export function sectionCountText(type: SectionType, written: number, inAll: number): string {
  if (type === 'question') return countOf(type, written);
  return `${written} written · ${reactionCountTitle(type, inAll)}`;
}
