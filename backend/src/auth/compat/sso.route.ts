import type { FastifyInstance } from 'fastify';
import { errors } from '../auth-error.ts';

/** SAML single sign-on is not offered locally: every /sso route answers GoTrue's "disabled" error. */
export function registerSso(app: FastifyInstance): void {
  const disabled = async () => {
    throw errors.samlDisabled();
  };
  app.post('/sso', disabled);
  app.get('/sso/saml/metadata', disabled);
  app.post('/sso/saml/acs', disabled);
}
