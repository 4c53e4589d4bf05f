import type { FastifyInstance } from 'fastify';
import type { AuthContext } from './auth-context.ts';
import type { AuthRouteExtensions } from './auth-route-extensions.ts';
import { errors } from './auth-error.ts';
import { clientKey } from './client-key.ts';
import { normaliseEmail } from './email-address.ts';
import { signUpWithEmail } from './email-signup.service.ts';
import { assertStrongPassword } from './password.policy.ts';
import { readPkceChallenge } from './pkce-challenge.ts';
import { assertMetadataSize } from './user-metadata.policy.ts';
import { bodyOf, objectField, queryParam } from './request-body.ts';
import { safeRedirect } from './redirect-url.ts';

const given = (value: unknown) => typeof value === 'string' && value !== '';

/**
 * POST /signup, as GoTrue's Signup handler. No email and no phone is an anonymous sign-in, which
 * the extras answer; without them it is refused as GoTrue refuses it with anonymous sign-ins off.
 */
export function registerSignup(
  app: FastifyInstance,
  deps: AuthContext,
  { signUpWithoutAddress }: Pick<AuthRouteExtensions, 'signUpWithoutAddress'>,
): void {
  const { settings } = deps;

  app.post('/signup', async (request) => {
    const body = bodyOf(request);
    if (!given(body.email) && !given(body.phone)) {
      if (!signUpWithoutAddress) throw errors.anonymousDisabled();
      return signUpWithoutAddress(request, body);
    }
    await deps.limits.signup(clientKey(request, settings.rateLimitHeader));
    if (settings.disableSignup) throw errors.signupDisabled();
    if (given(body.email) && given(body.phone))
      throw errors.validation(
        'Only an email address or phone number should be provided on signup.',
      );
    if (given(body.phone)) throw errors.phoneDisabled('Phone signups are disabled');
    const email = normaliseEmail(body.email);
    assertStrongPassword(body.password, settings);
    const pkce = readPkceChallenge(body);
    const data = objectField(body, 'data') ?? {};
    assertMetadataSize(data, settings.userMetadataMaxBytes);
    const redirectTo = safeRedirect(
      queryParam(request, 'redirect_to'),
      settings.siteUrl,
      settings.redirectAllowList,
    );
    return signUpWithEmail(deps, {
      email,
      password: body.password,
      data,
      redirectTo,
      client: { userAgent: request.headers['user-agent'], ip: request.ip },
      withSession: true,
      pkce,
    });
  });
}
