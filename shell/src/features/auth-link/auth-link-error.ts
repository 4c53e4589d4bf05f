/** What an auth link's error hash says (GoTrue: `#error=…&error_code=…&error_description=…`). */
export interface AuthLinkError {
  code: string;
  description: string;
}

/**
 * Reads the error an email link brought back in the URL hash, or null when the hash carries none
 * (a session hash, an anchor, nothing).
 */
export function authLinkError(hash: string): AuthLinkError | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const error = params.get('error');
  const code = params.get('error_code');
  const description = params.get('error_description');
  if (!error && !code && !description) return null;
  return { code: code || error || 'unknown', description: description ?? '' };
}

/**
 * Where the auth screen explains a failed link: `expired` for a used or expired one, `failed` for
 * any other refusal. The page the link led to comes along as the place to return to after signing in.
 */
export function authLinkErrorDestination(error: AuthLinkError, landedOn: string): string {
  const params = new URLSearchParams({
    confirmation: error.code === 'otp_expired' ? 'expired' : 'failed',
  });
  if (landedOn !== '/') params.set('next', landedOn);
  return `/auth?${params.toString()}`;
}
