import type { ToastRequest } from '@likegripe/shared-core';
import { tokenClaim } from '../../lib/token-claims';

/**
 * The member a sign-up confirmation link signed in, read from the hash the link lands with
 * (`#access_token=…&type=signup`), or null for any other hash: a sign-in by magic link or reset
 * link, an error, an anchor. Read before supabase-js takes the tokens out of the address.
 */
export function signUpConfirmationUserId(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const accessToken = params.get('access_token');
  if (params.get('type') !== 'signup' || !accessToken) return null;
  return tokenClaim(accessToken, 'sub') || null;
}

export const welcomeToast = (displayName: string): ToastRequest => ({
  title: `Welcome to Like and Gripe, ${displayName}!`,
  description: 'Your email is confirmed and you are signed in.',
  variant: 'success',
  kind: 'welcome',
});
