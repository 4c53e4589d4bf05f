/**
 * Columns of auth.users that GoTrue creates and the local auth service needs beyond what the local
 * schema set-up has. Applied by the backend, never by a migration: on hosted Supabase the auth
 * schema belongs to the auth server, and these columns are already there.
 */
export const authColumnsSql = `
alter table auth.users add column if not exists email_change_token_current varchar(255) default '';
alter table auth.users add column if not exists email_change_confirm_status smallint default 0;
create index if not exists users_email_change_token_current_idx
  on auth.users (email_change_token_current);
`;
