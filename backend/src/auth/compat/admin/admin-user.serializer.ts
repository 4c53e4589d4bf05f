import { serializeUser } from '../../user.serializer.ts';
import type { AdminUserRow } from './admin-user.repository.ts';

/** GoTrue's User JSON as the admin API sends it: `deleted_at` too, once a user is soft-deleted. */
export function serializeAdminUser(user: AdminUserRow) {
  return { ...serializeUser(user), deleted_at: user.deleted_at?.toISOString() };
}

export type SerializedAdminUser = ReturnType<typeof serializeAdminUser>;
