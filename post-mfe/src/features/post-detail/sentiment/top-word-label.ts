/** Characters of a top word a sentiment chip shows before it is cut short. */
export const TOP_WORD_CHARACTERS = 20;

/** A top word as its chip shows it: whole when short, else cut with an ellipsis (by code point). */
export function topWordLabel(word: string, limit = TOP_WORD_CHARACTERS): string {
  const characters = Array.from(word);
  return characters.length <= limit ? word : `${characters.slice(0, limit - 1).join('')}…`;
}
