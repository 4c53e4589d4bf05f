// The auth service's TOTP endpoints as supabase-js's `auth.mfa` calls them, over one member's
// factors kept in memory: enroll, challenge, verify (one good code), unenroll, and the user with
// its factors (what listFactors and getAuthenticatorAssuranceLevel read).
import { http, HttpResponse } from 'msw';
import { authError, authSession, authUser, type TestUser } from './gotrue-auth';
import { authUrl } from './test-backend-url';

export interface FakeFactor {
  id: string;
  status: 'verified' | 'unverified';
}

export const FAKE_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const FAKE_QR_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"></svg>';

/** `goodCode` is the only code verify accepts; any other is refused as GoTrue refuses it. */
export function fakeMfaBackend(member: TestUser, goodCode: string, factors: FakeFactor[] = []) {
  let enrolled = 0;
  const factorJson = ({ id, status }: FakeFactor) => ({
    id,
    status,
    factor_type: 'totp',
    friendly_name: 'Authenticator app',
    created_at: '2026-12-01T00:00:00Z',
    updated_at: '2026-12-01T00:00:00Z',
  });
  const user = () => ({ ...authUser(member), factors: factors.map(factorJson) });
  const handlers = [
    http.get(authUrl('user'), () => HttpResponse.json(user())),
    http.post(authUrl('factors'), () => {
      enrolled += 1;
      const id = `factor-${enrolled}`;
      factors.push({ id, status: 'unverified' });
      return HttpResponse.json({
        id,
        type: 'totp',
        friendly_name: 'Authenticator app',
        totp: { qr_code: FAKE_QR_SVG, secret: FAKE_TOTP_SECRET, uri: 'otpauth://totp/x' },
      });
    }),
    http.post(authUrl('factors/:id/challenge'), ({ params }) =>
      HttpResponse.json({
        id: `challenge-of-${String(params.id)}`,
        type: 'totp',
        expires_at: Math.floor(Date.now() / 1000) + 300,
      }),
    ),
    http.post(authUrl('factors/:id/verify'), async ({ params, request }) => {
      const { code } = (await request.json()) as { code: string };
      if (code !== goodCode) {
        return authError(422, 'Invalid TOTP code entered', 'mfa_verification_failed');
      }
      const factor = factors.find((f) => f.id === params.id);
      if (factor) factor.status = 'verified';
      return HttpResponse.json({ ...authSession(member, 'aal2'), user: user() });
    }),
    http.delete(authUrl('factors/:id'), ({ params }) => {
      const index = factors.findIndex((f) => f.id === params.id);
      if (index >= 0) factors.splice(index, 1);
      return HttpResponse.json({ id: params.id });
    }),
  ];
  return { handlers, factors };
}
