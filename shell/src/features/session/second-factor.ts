import type { Session } from '@supabase/supabase-js';

/** The `aal` claim of an access token, or null when it cannot be read. */
function assuranceLevel(accessToken: string | undefined): string | null {
  const payload = accessToken?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const { aal } = JSON.parse(json) as { aal?: unknown };
    return typeof aal === 'string' ? aal : null;
  } catch {
    return null;
  }
}

/**
 * A password sign-in of a member with a verified authenticator app: the session exists, but the
 * sign-in is not finished until the app's code is verified (which raises the token to aal2). The
 * site treats such a session as signed out, so nothing skips the code step.
 */
export function awaitsSecondFactor(session: Session): boolean {
  const hasVerifiedFactor = session.user.factors?.some((f) => f.status === 'verified') ?? false;
  return hasVerifiedFactor && assuranceLevel(session.access_token) !== 'aal2';
}
