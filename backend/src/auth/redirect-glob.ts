/**
 * GoTrue's allow-list patterns: gobwas/glob compiled with `.` and `/` as separators, matched against
 * the whole URL. `*` is any run of characters without a separator (one label of a host, one path
 * segment), `**` any run at all, `?` one character that is no separator, `[a-z]` / `[!a-z]` a class,
 * `{a,b}` alternatives, `\` escapes the next character.
 */
const NOT_SEPARATOR = '[^./]';

// With the `u` flag only these may be escaped: syntax characters outside a class, and `-` within one.
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const escapeInClass = (text: string) => text.replace(/[\\\][^-]/g, '\\$&');

class GlobSyntaxError extends Error {}

function translate(pattern: string): string {
  const chars = [...pattern];
  let pos = 0;
  const next = (): string => {
    const c = chars[pos];
    if (c === undefined) throw new GlobSyntaxError(`unexpected end of pattern ${pattern}`);
    pos += 1;
    return c;
  };

  const characterClass = (): string => {
    const negated = chars[pos] === '!';
    if (negated) pos += 1;
    let body = '';
    while (chars[pos] !== ']') {
      let low = next();
      if (low === '\\') low = next();
      if (chars[pos] === '-' && chars[pos + 1] !== ']') {
        pos += 1;
        let high = next();
        if (high === '\\') high = next();
        body += `${escapeInClass(low)}-${escapeInClass(high)}`;
      } else body += escapeInClass(low);
    }
    pos += 1;
    if (body === '') throw new GlobSyntaxError(`empty character class in ${pattern}`);
    return `[${negated ? '^' : ''}${body}]`;
  };

  const sequence = (inAlternatives: boolean): string => {
    let out = '';
    for (let c = chars[pos]; c !== undefined; c = chars[pos]) {
      if (inAlternatives && (c === ',' || c === '}')) break;
      pos += 1;
      if (c === '\\') out += escapeRegExp(next());
      else if (c === '*' && chars[pos] === '*') {
        while (chars[pos] === '*') pos += 1;
        out += '.*';
      } else if (c === '*') out += `${NOT_SEPARATOR}*`;
      else if (c === '?') out += NOT_SEPARATOR;
      else if (c === '[') out += characterClass();
      else if (c === '{') out += alternatives();
      else if (c === '}') throw new GlobSyntaxError(`unmatched } in ${pattern}`);
      else out += escapeRegExp(c);
    }
    return out;
  };

  const alternatives = (): string => {
    const options = [sequence(true)];
    while (chars[pos] === ',') {
      pos += 1;
      options.push(sequence(true));
    }
    if (next() !== '}') throw new GlobSyntaxError(`unclosed { in ${pattern}`);
    return `(?:${options.join('|')})`;
  };

  return sequence(false);
}

const compiled = new Map<string, RegExp | null>();

/** Whether `url` (without its fragment) matches the allow-list `pattern`; a malformed pattern matches nothing. */
export function matchesRedirectGlob(pattern: string, url: string): boolean {
  let matcher = compiled.get(pattern);
  if (matcher === undefined) {
    try {
      matcher = new RegExp(`^${translate(pattern)}$`, 'su');
    } catch {
      matcher = null;
    }
    compiled.set(pattern, matcher);
  }
  return matcher?.test(url) ?? false;
}
