import type { Session } from '@supabase/supabase-js';
import { tokenClaim } from '../../lib/token-claims';

/**
 * A password sign-in of a member with a verified authenticator app: the session exists, but the
 * sign-in is not finished until the app's code is verified (which raises the token to aal2). The
 * site treats such a session as signed out, so nothing skips the code step.
 */
export function awaitsSecondFactor(session: Session): boolean {
  const hasVerifiedFactor = session.user.factors?.some((f) => f.status === 'verified') ?? false;
  return hasVerifiedFactor && tokenClaim(session.access_token, 'aal') !== 'aal2';
}
