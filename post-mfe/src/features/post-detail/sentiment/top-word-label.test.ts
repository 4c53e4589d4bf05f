import { TOP_WORD_CHARACTERS, topWordLabel } from './top-word-label';

describe('topWordLabel', () => {
  it.each([
    ['a short word', 'comfortable', 'comfortable'],
    [
      'a word of exactly the limit',
      'a'.repeat(TOP_WORD_CHARACTERS),
      'a'.repeat(TOP_WORD_CHARACTERS),
    ],
    [
      'a word one over the limit',
      'b'.repeat(TOP_WORD_CHARACTERS + 1),
      `${'b'.repeat(TOP_WORD_CHARACTERS - 1)}…`,
    ],
    ['a 5,000-character word', 'c'.repeat(5000), `${'c'.repeat(TOP_WORD_CHARACTERS - 1)}…`],
    ['letters outside the basic plane', '𝒶'.repeat(30), `${'𝒶'.repeat(TOP_WORD_CHARACTERS - 1)}…`],
  ])('%s', (_name, word, expected) => {
    expect(topWordLabel(word)).toBe(expected);
    expect(Array.from(topWordLabel(word)).length).toBeLessThanOrEqual(TOP_WORD_CHARACTERS);
  });
});
