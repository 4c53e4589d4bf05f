export const SENTIMENT_VERY_POSITIVE = 'The community feedback is very positive.';
export const SENTIMENT_LEANS_POSITIVE = 'The community feedback leans positive.';
export const SENTIMENT_CONCERNING = 'The community feedback is concerning.';
export const SENTIMENT_MIXED = 'Mixed opinions with room for improvement.';

export const SENTIMENT_TOP_WORDS = 3;
/** Words must be longer than this many characters to count as a top word. */
export const SENTIMENT_MIN_WORD_LENGTH = 4;

export interface SentimentAnalysis {
  positivePercent: number;
  negativePercent: number;
  topPositiveWords: string[];
  topNegativeWords: string[];
  summary: string;
}

/**
 * The names of the two sides tell nothing (every gripe is a gripe); 'like' is already too short and
 * is listed so the rule reads as meant. The database's sentiment_word_is_counted skips the same.
 */
const SIDE_NAMES: ReadonlySet<string> = new Set(['like', 'likes', 'gripe', 'gripes']);
/** Only numbers, perhaps with marks on them: prices, years, model numbers. */
const ONLY_NUMBERS = /^[\p{N}\p{M}]+$/u;

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/\s+/u)
    .map((token) => token.replace(/^[^\p{L}\p{N}@]+/u, ''))
    .filter((token) => !token.startsWith('@'))
    .map((token) => token.replace(/[^\p{L}\p{M}\p{N}]/gu, ''))
    .filter((word) => Array.from(word).length > SENTIMENT_MIN_WORD_LENGTH)
    .filter((word) => !SIDE_NAMES.has(word) && !ONLY_NUMBERS.test(word));
}

/** The most frequent qualifying words; a Map keeps first appearance as the tie-break order. */
export function topWords(texts: readonly string[], limit = SENTIMENT_TOP_WORDS): string[] {
  const counts = new Map<string, number>();
  for (const word of texts.flatMap(wordsOf)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([, a], [, b]) => b - a)
    .slice(0, limit)
    .map(([word]) => word);
}

function summaryFor(positivePercent: number, negativePercent: number): string {
  if (positivePercent > 70) return SENTIMENT_VERY_POSITIVE;
  if (positivePercent > 50) return SENTIMENT_LEANS_POSITIVE;
  if (negativePercent > 70) return SENTIMENT_CONCERNING;
  return SENTIMENT_MIXED;
}

/**
 * Sentiment of a post from the number of its written like and gripe comments and their top words
 * (topWords of each side, found by the database for the post page). The percentages come from the
 * counts (rounded, summing to 100, both 0 without comments) and the summary reads those same
 * rounded percentages, so the sentence always agrees with the numbers shown.
 */
export function analyzeSentiment(written: {
  likeCount: number;
  gripeCount: number;
  topPositiveWords: readonly string[];
  topNegativeWords: readonly string[];
}): SentimentAnalysis {
  const total = written.likeCount + written.gripeCount;
  const positivePercent = total === 0 ? 0 : Math.round((written.likeCount / total) * 100);
  const negativePercent = total === 0 ? 0 : 100 - positivePercent;
  return {
    positivePercent,
    negativePercent,
    topPositiveWords: [...written.topPositiveWords],
    topNegativeWords: [...written.topNegativeWords],
    summary: summaryFor(positivePercent, negativePercent),
  };
}

/** The sentiment card appears once a post has at least one like or gripe comment. */
export function shouldShowSentiment(likeCount: number, gripeCount: number): boolean {
  return likeCount > 0 || gripeCount > 0;
}
