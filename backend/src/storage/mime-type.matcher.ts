/** True when the bucket allows the type; `image/*` style wildcards as in Supabase. */
export function isMimeTypeAllowed(mimetype: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const [type = '', subtype = ''] = (mimetype.split(';')[0] ?? '').trim().toLowerCase().split('/');
  return allowed.some((pattern) => {
    const [allowedType = '', allowedSubtype = ''] = pattern.trim().toLowerCase().split('/');
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype);
  });
}
