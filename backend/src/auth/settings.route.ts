import type { FastifyInstance } from 'fastify';
import type { AuthSettings } from './auth-settings.ts';

/** The external providers GoTrue lists in /settings; none but e-mail (and anonymous when on) is offered here. */
const PROVIDERS = [
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'snapchat',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'zoom',
] as const;

/** GET /settings' body, with GoTrue's keys. */
function gotrueSettings(settings: AuthSettings) {
  return {
    external: {
      anonymous_users: settings.anonymousUsersEnabled,
      ...Object.fromEntries(PROVIDERS.map((name) => [name, false])),
      email: true,
      phone: false,
    },
    disable_signup: settings.disableSignup,
    mailer_autoconfirm: settings.autoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
    saml_private_key_next_configured: false,
    passkeys_enabled: false,
  };
}

/** GET /settings: what GoTrue tells a client it offers. */
export function registerSettings(app: FastifyInstance, settings: AuthSettings): void {
  app.get('/settings', async () => gotrueSettings(settings));
}
