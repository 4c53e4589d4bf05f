import {
  SENTIMENT_CONCERNING,
  SENTIMENT_LEANS_POSITIVE,
  SENTIMENT_MIXED,
  SENTIMENT_VERY_POSITIVE,
  analyzeSentiment,
  shouldShowSentiment,
  topWords,
} from './sentiment';
import { TOP_WORDS_FIXTURES } from './sentiment.fixtures';

const counts = (likeCount: number, gripeCount: number) => ({
  likeCount,
  gripeCount,
  topPositiveWords: [],
  topNegativeWords: [],
});

describe('analyzeSentiment percentages and summary', () => {
  it.each([
    ['no comments', 0, 0, 0, 0, SENTIMENT_MIXED],
    ['only likes', 3, 0, 100, 0, SENTIMENT_VERY_POSITIVE],
    ['only gripes', 0, 2, 0, 100, SENTIMENT_CONCERNING],
    ['71% likes', 71, 29, 71, 29, SENTIMENT_VERY_POSITIVE],
    ['exactly 70% likes', 7, 3, 70, 30, SENTIMENT_LEANS_POSITIVE],
    ['51% likes', 51, 49, 51, 49, SENTIMENT_LEANS_POSITIVE],
    ['exactly 50%', 1, 1, 50, 50, SENTIMENT_MIXED],
    ['exactly 70% gripes', 3, 7, 30, 70, SENTIMENT_MIXED],
    ['71% gripes', 29, 71, 29, 71, SENTIMENT_CONCERNING],
    ['2 of 3 likes rounds to 67/33', 2, 1, 67, 33, SENTIMENT_LEANS_POSITIVE],
    ['1 of 3 likes rounds to 33/67', 1, 2, 33, 67, SENTIMENT_MIXED],
    ['1 of 8 likes: 12.5 rounds to 13/87', 1, 7, 13, 87, SENTIMENT_CONCERNING],
    ['704 of 1000 likes shows 70, so leans', 704, 296, 70, 30, SENTIMENT_LEANS_POSITIVE],
  ])('%s', (_name, likes, gripes, positive, negative, summary) => {
    const result = analyzeSentiment(counts(likes, gripes));
    expect(result).toMatchObject({ positivePercent: positive, negativePercent: negative, summary });
  });

  it.each([
    [SENTIMENT_VERY_POSITIVE, 'very positive'],
    [SENTIMENT_LEANS_POSITIVE, 'leans positive'],
    [SENTIMENT_CONCERNING, 'concerning'],
    [SENTIMENT_MIXED, 'Mixed opinions with room for improvement.'],
  ])('%p contains the spec phrase %p', (sentence, phrase) => {
    expect(sentence).toContain(phrase);
  });
});

describe('topWords', () => {
  it.each(TOP_WORDS_FIXTURES)('%s', (_name, texts, expected) => {
    expect(topWords(texts)).toEqual(expected);
  });
});

describe('analyzeSentiment words', () => {
  it("passes each side's top words through", () => {
    const result = analyzeSentiment({
      likeCount: 2,
      gripeCount: 2,
      topPositiveWords: ['lovely', 'screen'],
      topNegativeWords: ['battery'],
    });
    expect(result.topPositiveWords).toEqual(['lovely', 'screen']);
    expect(result.topNegativeWords).toEqual(['battery']);
  });
});

describe('shouldShowSentiment', () => {
  it.each([
    [0, 0, false],
    [1, 0, true],
    [0, 1, true],
    [4, 9, true],
  ])('%i likes, %i gripes → %p', (likes, gripes, expected) => {
    expect(shouldShowSentiment(likes, gripes)).toBe(expected);
  });
});
