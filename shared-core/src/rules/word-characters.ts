// One definition of a "word character" for hashtags and mentions. Unicode-aware so '#café' stays
// 'café' instead of being cut to 'caf' as the ASCII-only \w would do.
const WORD_CHARACTER_CLASS = String.raw`\p{L}\p{M}\p{N}_`;

export const NON_WORD_CHARACTERS = new RegExp(`[^${WORD_CHARACTER_CLASS}]`, 'gu');

/**
 * A sigil ('#' or '@') only starts a token when no word character stands right before it, so the
 * '@' of 'bob@example.com' and the '#' of 'page#section' are not read as a mention or a hashtag.
 */
export function sigilTokenPattern(sigil: '#' | '@'): RegExp {
  return new RegExp(`(?<![${WORD_CHARACTER_CLASS}])${sigil}([${WORD_CHARACTER_CLASS}]+)`, 'gu');
}

/** Either sigil's token, the sigil in group 1 and the word in group 2 (see sigilTokenPattern). */
export function sigilTokensPattern(): RegExp {
  return new RegExp(`(?<![${WORD_CHARACTER_CLASS}])([#@])([${WORD_CHARACTER_CLASS}]+)`, 'gu');
}
