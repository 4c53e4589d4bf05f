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
  ['a word may hold digits', ['mp3player 1080p60'], ['mp3player', '1080p60']],
  ['numbers are not words', ['12345 12345 100000 $1,500.00 speaker'], ['speaker']],
  ['superscript digits are numbers too', ['x²³⁴⁵ ²³⁴⁵⁶'], ['x²³⁴⁵']],
  ['a number with a mark on a digit is still a number', ['1\u03012345 speaker'], ['speaker']],
  [
    'the names of the two sides are not words',
    ['Gripe: GRIPES about gripe', 'everyone likes this, like it'],
    ['about', 'everyone'],
  ],
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
