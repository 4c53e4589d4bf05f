-- Local auth extras: columns the local auth service (backend/src/auth) uses that hosted Supabase's
-- auth.users already has. Guarded, so this is a no-op on hosted Supabase.
alter table auth.users add column if not exists email_change_token_new varchar(255) default '';
create index if not exists users_email_change_token_new_idx on auth.users (email_change_token_new);
