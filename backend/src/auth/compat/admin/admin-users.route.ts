import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../../auth-context.ts';
import { AuthError, errors } from '../../auth-error.ts';
import { bodyOf } from '../../request-body.ts';
import { inTransaction } from '../../transaction.ts';
import { requireAdmin, UUID } from './admin-credentials.ts';
import { BodyReader } from './admin-params.ts';
import {
  deleteUser,
  findAdminUser,
  listUsersInAudience,
  softDeleteUser,
  type AdminUserRow,
} from './admin-user.repository.ts';
import { serializeAdminUser } from './admin-user.serializer.ts';
import { createUserAsAdmin, updateUserAsAdmin } from './admin-user-write.service.ts';
import { pageRequest, paginationHeaders } from './pagination-link.ts';

/** What pop's Paginate falls back to for a page size under 1. */
const POP_DEFAULT_PER_PAGE = 20;

/** GoTrue's sort parameter for the user list: only `created_at`, newest first unless `asc`. */
function ascendingOrder(query: URLSearchParams): boolean {
  let ascending = false;
  for (const value of query.getAll('sort')) {
    const [field = '', direction] = value.split(/ (.*)/s);
    if (field !== 'created_at')
      throw errors.validation(`Bad Sort Parameters: bad field for sort '${field}'`);
    if (direction !== undefined && !['ASC', 'DESC'].includes(direction.toUpperCase()))
      throw errors.validation(
        `Bad Sort Parameters: bad direction for sort '${direction}', only 'asc' and 'desc' allowed`,
      );
    ascending = direction?.toUpperCase() === 'ASC';
  }
  return ascending;
}

/** GoTrue's loadUser: a non-UUID id and an unknown one are both 404. */
async function loadUser(deps: AuthContext, request: FastifyRequest): Promise<AdminUserRow> {
  const { user_id: id } = request.params as { user_id: string };
  if (!UUID.test(id)) throw new AuthError(404, 'validation_failed', 'user_id must be an UUID');
  const user = await findAdminUser(deps.pool, id);
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  return user;
}

/** The admin user endpoints (`supabase.auth.admin.*`), for the service_role key only. */
export function registerAdminUsers(app: FastifyInstance, deps: AuthContext): void {
  app.get('/admin/users', async (request, reply) => {
    const aud = await requireAdmin(request, deps);
    const query = new URL(request.url, 'http://gotrue.invalid').searchParams;
    const ascending = ascendingOrder(query);
    const asked = pageRequest(query);
    const { users, total } = await listUsersInAudience(deps.pool, {
      aud,
      page: Math.max(asked.page, 1),
      perPage: asked.perPage < 1 ? POP_DEFAULT_PER_PAGE : asked.perPage,
      filter: query.get('filter') ?? '',
      ascending,
    });
    reply.headers(paginationHeaders(request, asked, total));
    return { users: users.map(serializeAdminUser), aud };
  });

  app.post('/admin/users', async (request) => {
    const aud = await requireAdmin(request, deps);
    return createUserAsAdmin(deps, bodyOf(request), aud);
  });

  app.get('/admin/users/:user_id', async (request) => {
    await requireAdmin(request, deps);
    return serializeAdminUser(await loadUser(deps, request));
  });

  app.put('/admin/users/:user_id', async (request) => {
    await requireAdmin(request, deps);
    const user = await loadUser(deps, request);
    return updateUserAsAdmin(deps, user, bodyOf(request));
  });

  app.delete('/admin/users/:user_id', async (request) => {
    await requireAdmin(request, deps);
    const user = await loadUser(deps, request);
    const soft = new BodyReader(bodyOf(request), 'adminUserDeleteParams').boolean(
      'should_soft_delete',
    );
    await inTransaction(deps.pool, async (db) => {
      if (!soft) await deleteUser(db, user.id);
      else if (!user.deleted_at) await softDeleteUser(db, user);
    });
    return {};
  });
}
