/** Go's time units, in nanoseconds. */
const UNIT_NANOSECONDS: Record<string, number> = {
  ns: 1,
  us: 1e3,
  µs: 1e3,
  μs: 1e3,
  ms: 1e6,
  s: 1e9,
  m: 60e9,
  h: 3600e9,
};

/** The largest duration Go can hold (int64 nanoseconds). */
const MAX_NANOSECONDS = 2 ** 63 - 1;

const quote = (text: string) => JSON.stringify(text);

/**
 * Go's time.ParseDuration ("1h30m", "-1.5h", "300ms"), in milliseconds, with Go's error messages:
 * GoTrue answers a bad `ban_duration` with them.
 */
export function parseGoDuration(text: string): number {
  const invalid = () => new Error(`time: invalid duration ${quote(text)}`);
  let rest = text;
  let negative = false;
  if (rest.startsWith('-') || rest.startsWith('+')) {
    negative = rest.startsWith('-');
    rest = rest.slice(1);
  }
  if (rest === '0') return 0;
  if (rest === '') throw invalid();
  let total = 0;
  while (rest !== '') {
    const number = /^(\d*)(?:\.(\d*))?/.exec(rest);
    const whole = number?.[1] ?? '';
    const fraction = number?.[2];
    if (whole === '' && (fraction === undefined || fraction === '')) throw invalid();
    rest = rest.slice(number?.[0].length ?? 0);
    const unit = /^[^0-9.]*/.exec(rest)?.[0] ?? '';
    if (unit === '') throw new Error(`time: missing unit in duration ${quote(text)}`);
    rest = rest.slice(unit.length);
    const scale = UNIT_NANOSECONDS[unit];
    if (scale === undefined)
      throw new Error(`time: unknown unit ${quote(unit)} in duration ${quote(text)}`);
    total += Number(`${whole || '0'}.${fraction || '0'}`) * scale;
    if (total > MAX_NANOSECONDS) throw invalid();
  }
  return ((negative ? -1 : 1) * total) / 1e6;
}
