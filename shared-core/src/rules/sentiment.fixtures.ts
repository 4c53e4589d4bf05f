// The topWords table, shared by sentiment.test.ts and by the backend test that runs the same texts
// through the database's post_comment_summary (which must find exactly the same words). Texts are
// newest first, as the post page reads them.

export type TopWordsFixture = [name: string, texts: string[], expected: string[]];

export const TOP_WORDS_FIXTURES: readonly TopWordsFixture[] = [
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
  ['underscores removed', ['snake_case'], ['snakecase']],
  ['digits are word characters', ['12345 1234'], ['12345']],
  ['superscript digits are numbers too', ['x²³⁴⁵'], ['x²³⁴⁵']],
  ['an e-mail address is not a mention', ['bob@example.com'], ['bobexamplecom']],
  ['emoji removed', ['great👍👍 great'], ['great']],
  [
    'tabs, new lines and Unicode spaces split',
    ['alpha\tbravo\ncharlie\u00a0delta\u3000hotel'],
    ['alpha', 'bravo', 'charlie'],
  ],
  ['a zero-width space does not split', ['alpha\u200bbravo'], ['alphabravo']],
  [
    'a leading combining mark is dropped, an inner one kept',
    ['\u0301resume\u0301'],
    ['resume\u0301'],
  ],
  ['Greek final sigma lowercased as the browser does', ['ΚΟΣΜΟΣ'], ['κοσμος']],
  ['an earlier comment wins a tie', ['zebra', 'apple'], ['zebra', 'apple']],
];
