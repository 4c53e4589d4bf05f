import type { FastifyInstance } from 'fastify';
import type { AuthContext } from './auth.plugin.ts';
import { errors } from './auth-error.ts';
import { clientKey } from './client-key.ts';
import { signInAnonymously } from './anonymous-signin.service.ts';
import { normaliseEmail } from './email-address.ts';
import { signUpWithEmail } from './email-signup.service.ts';
import { assertStrongPassword } from './password.policy.ts';
import { readPkceChallenge } from './pkce-challenge.ts';
import { assertMetadataSize } from './user-metadata.policy.ts';
import { bodyOf, objectField, queryParam } from './request-body.ts';
import { safeRedirect } from './redirect-url.ts';

const given = (value: unknown) => typeof value === 'string' && value !== '';

/** POST /signup, as GoTrue's Signup handler; no email and no phone is an anonymous sign-in. */
export function registerSignup(app: FastifyInstance, deps: AuthContext): void {
  const { settings } = deps;

  app.post('/signup', async (request) => {
    const body = bodyOf(request);
    const client = { userAgent: request.headers['user-agent'], ip: request.ip };
    if (!given(body.email) && !given(body.phone)) {
      if (!settings.anonymousUsersEnabled) throw errors.anonymousDisabled();
      await deps.limits.anonymous(clientKey(request, settings.rateLimitHeader));
      if (settings.disableSignup) throw errors.signupDisabled();
      const data = objectField(body, 'data') ?? {};
      assertMetadataSize(data, settings.userMetadataMaxBytes);
      return signInAnonymously(deps, data, client);
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
      client,
      withSession: true,
      pkce,
    });
  });
}
