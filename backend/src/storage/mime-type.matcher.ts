/** True when the bucket allows the type; `image/*` style wildcards as in Supabase. */
export function isMimeTypeAllowed(mimetype: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const [type = '', subtype = ''] = mimeEssence(mimetype).split('/');
  return allowed.some((pattern) => {
    const [allowedType = '', allowedSubtype = ''] = pattern.trim().toLowerCase().split('/');
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype);
  });
}

/** `type/subtype` in lower case, without parameters. */
export function mimeEssence(mimetype: string): string {
  return (mimetype.split(';')[0] ?? '').trim().toLowerCase();
}

const token = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const mimeGrammar = new RegExp(
  `^${token}/${token}(\\s*;\\s*${token}=(${token}|"[\\x20\\x21\\x23-\\x5b\\x5d-\\x7e]*"))*$`,
);

/** A media type as RFC 9110 writes it; it is sent back as Content-Type on every download. */
export function isValidMimeType(mimetype: string): boolean {
  return mimetype.length <= 255 && mimeGrammar.test(mimetype);
}
