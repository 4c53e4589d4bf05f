import {
  SENTIMENT_CONCERNING,
  SENTIMENT_LEANS_POSITIVE,
  SENTIMENT_MIXED,
  SENTIMENT_VERY_POSITIVE,
  analyzeSentiment,
  shouldShowSentiment,
  topWords,
} from './sentiment';

const many = (count: number, text = '') => Array.from({ length: count }, () => text);

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
    const result = analyzeSentiment(many(likes), many(gripes));
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
  it.each<[string, string[], string[]]>([
    ['nothing to count', [], []],
    ['only short words', ['good nice cool fine'], []],
    ['a word of exactly 4 letters is too short, 5 counts', ['four fives'], ['fives']],
    [
      'most frequent first',
      ['great value', 'great price', 'price great'],
      ['great', 'price', 'value'],
    ],
    ['ties keep first appearance', ['delta alpha charlie bravo'], ['delta', 'alpha', 'charlie']],
    ['at most three', ['aaaaa bbbbb ccccc ddddd ddddd'], ['ddddd', 'aaaaa', 'bbbbb']],
    ['case-insensitive', ['Amazing AMAZING amazing sound'], ['amazing', 'sound']],
    ['punctuation stripped', ['"Amazing!" (amazing), amazing... Sound?'], ['amazing', 'sound']],
    ['mentions skipped', ['@alice_smith thanks @robert'], ['thanks']],
    ['mentions inside brackets skipped', ['(@alice_smith) thanks'], ['thanks']],
    ['accented words are kept whole', ['élan ça éclat'], ['éclat']],
    [
      'words across several comments',
      ['solid build', 'solid battery', 'battery solid'],
      ['solid', 'battery', 'build'],
    ],
    ['apostrophes removed', ["doesn't work"], ['doesnt']],
  ])('%s', (_name, texts, expected) => {
    expect(topWords(texts)).toEqual(expected);
  });
});

describe('analyzeSentiment words', () => {
  it('takes top words per side', () => {
    const result = analyzeSentiment(
      ['Lovely screen, lovely speakers', ''],
      ['Battery drains quickly', 'battery again'],
    );
    expect(result.topPositiveWords).toEqual(['lovely', 'screen', 'speakers']);
    expect(result.topNegativeWords).toEqual(['battery', 'drains', 'quickly']);
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
