/** Length as the database counts it (char_length): code points, so an emoji counts once. */
export function textLength(value: string): number {
  return Array.from(value).length;
}

/**
 * '1234' as '1,234'. By hand, not with toLocaleString: the first Intl number format of a page loads
 * ICU's locale data on the main thread (about 25 ms here, four times that on a phone's CPU), and
 * the counters are in the forms' first render.
 */
function withThousands(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** '1,234/5,000': the counter shown under a long field. */
export function lengthCounter(value: string, max: number): string {
  return `${withThousands(textLength(value))}/${withThousands(max)}`;
}
