import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../auth-context.ts';
import { safeRedirect } from '../../redirect-url.ts';
import { bodyOf, queryParam } from '../../request-body.ts';
import { assertMetadataSize } from '../../user-metadata.policy.ts';
import { requireAdmin } from './admin-credentials.ts';
import { BodyReader } from './admin-params.ts';
import { generateLink } from './generate-link.service.ts';

/** POST /admin/generate_link (`auth.admin.generateLink`): nothing is mailed, the caller sends the link. */
export function registerGenerateLink(app: FastifyInstance, deps: AuthContext): void {
  const { settings } = deps;
  app.post('/admin/generate_link', async (request) => {
    const aud = await requireAdmin(request, deps);
    const read = new BodyReader(bodyOf(request), 'GenerateLinkParams');
    const allowed = (url: string | undefined) =>
      safeRedirect(url, settings.siteUrl, settings.redirectAllowList);
    const asked = read.string('redirect_to');
    // As GoTrue: the query's redirect_to (what supabase-js sends), overridden by a valid one in the body.
    const redirectTo =
      asked !== '' && allowed(asked) === asked
        ? asked
        : allowed(queryParam(request, 'redirect_to'));
    const data = read.object('data');
    if (data) assertMetadataSize(data, settings.userMetadataMaxBytes);
    return generateLink(
      deps,
      {
        type: read.string('type'),
        email: read.string('email'),
        newEmail: read.string('new_email'),
        password: read.string('password'),
        data,
        redirectTo,
      },
      aud,
    );
  });
}
