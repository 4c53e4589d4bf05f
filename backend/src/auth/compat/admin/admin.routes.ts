import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../auth-context.ts';
import { registerAdminUsers } from './admin-users.route.ts';
import { registerGenerateLink } from './generate-link.route.ts';
import { registerInvite } from './invite.route.ts';

/** GoTrue's admin API: /admin/users, /admin/generate_link and /invite, for admin tokens only. */
export function registerAdmin(app: FastifyInstance, deps: AuthContext): void {
  registerAdminUsers(app, deps);
  registerGenerateLink(app, deps);
  registerInvite(app, deps);
}
