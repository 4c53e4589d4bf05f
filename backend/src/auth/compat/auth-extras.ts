import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth-context.ts';
import type { AuthRouteExtensions } from '../auth-route-extensions.ts';
import { registerAdmin } from './admin/admin.routes.ts';
import { anonymousSignUp } from './anonymous-signin.service.ts';
import { registerOtp } from './otp.route.ts';
import { pkceGrant } from './pkce-grant.ts';
import { registerReauthenticate } from './reauthenticate.route.ts';
import { registerSso } from './sso.route.ts';
import { registerVerifyOtp } from './verify-otp.route.ts';

/**
 * Registers auth's compatibility extras (what supabase-js offers that the site never asks for) on
 * the auth plugin's scope, and returns the request shapes of core routes that they answer.
 */
export function registerAuthExtras(
  app: FastifyInstance,
  context: AuthContext,
): AuthRouteExtensions {
  registerOtp(app, context);
  registerVerifyOtp(app, context);
  registerReauthenticate(app, context);
  registerSso(app);
  registerAdmin(app, context);
  return {
    tokenGrants: new Map([['pkce', pkceGrant(context)]]),
    signUpWithoutAddress: anonymousSignUp(context),
  };
}
