import { sigilTokenPattern } from '@likegripe/shared-core';

export const MAX_POST_HASHTAGS = 10;

function uniqueInOrder(values: Iterable<string>): string[] {
  return [...new Set(values)];
}

/** Hashtags written in text: '#' followed by word characters, lowercased, first appearance first. */
export function extractHashtags(text: string | null | undefined): string[] {
  if (!text) return [];
  return uniqueInOrder(
    Array.from(text.matchAll(sigilTokenPattern('#')), (match) => (match[1] ?? '').toLowerCase()),
  );
}

/** A post's hashtags: the deduplicated union of manual ones and those written in title and description. */
export function mergeHashtags(
  manual: readonly string[],
  title: string | null | undefined,
  description: string | null | undefined,
): string[] {
  return uniqueInOrder([
    ...manual.map((tag) => tag.toLowerCase()),
    ...extractHashtags(title),
    ...extractHashtags(description),
  ]);
}
