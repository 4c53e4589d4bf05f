/**
 * Checks in the spirit of the Supabase security advisor (splinter lints), as SQL against the catalog.
 * Each query takes the schemas to inspect as `$1::text[]` and returns one row per finding.
 *
 * Scope decisions:
 * - RLS, view, function and exposure checks cover the app schemas (public and any schema an app adds),
 *   not the schemas Supabase manages itself (auth, storage, extensions, realtime, …).
 * - Policies are also checked on `storage` (the app writes storage.objects policies in its migrations).
 * - Views are flagged without `security_invoker` whoever may read them (stricter than splinter, which
 *   looks only at views anon/authenticated can read).
 * - Public buckets: Supabase serves files of a public bucket by URL without any select policy, so a
 *   select policy on storage.objects that reaches every file of a public bucket only adds listing.
 *   A select policy counts as listing when anon/authenticated/public may use it and it is not tied to
 *   `auth.uid()` (reading your own folder is allowed).
 */
export interface AdvisorCheck {
  /** The splinter lint name this check follows. */
  name: string;
  description: string;
  sql: string;
}

export interface AdvisorFinding {
  check: string;
  object: string;
  detail: string;
}

const apiRoles = `array['public', 'anon', 'authenticated']::name[]`;

export const advisorChecks: AdvisorCheck[] = [
  {
    name: 'rls_disabled_in_public',
    description: 'A table in an app schema without row-level security.',
    sql: `select pg_catalog.format('%I.%I', n.nspname, c.relname) as object, 'row-level security is disabled' as detail
            from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
           where c.relkind in ('r', 'p') and n.nspname = any($1::text[]) and not c.relrowsecurity`,
  },
  {
    name: 'policy_exists_rls_disabled',
    description: 'A table has policies, but row-level security is off, so they do nothing.',
    sql: `select distinct pg_catalog.format('%I.%I', n.nspname, c.relname) as object,
                 'has policies but row-level security is disabled' as detail
            from pg_catalog.pg_policy p
            join pg_catalog.pg_class c on c.oid = p.polrelid
            join pg_catalog.pg_namespace n on n.oid = c.relnamespace
           where n.nspname = any($1::text[]) and not c.relrowsecurity`,
  },
  {
    name: 'rls_enabled_no_policy',
    description:
      'Row-level security is on but the table has no policy (nobody but the owner reaches it).',
    sql: `select pg_catalog.format('%I.%I', n.nspname, c.relname) as object, 'row-level security without any policy' as detail
            from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
           where c.relkind in ('r', 'p') and n.nspname = any($1::text[]) and c.relrowsecurity
             and not exists (select 1 from pg_catalog.pg_policy p where p.polrelid = c.oid)`,
  },
  {
    name: 'security_definer_view',
    description:
      'A view runs with its owner’s rights (no security_invoker), bypassing the reader’s RLS.',
    sql: `select pg_catalog.format('%I.%I', n.nspname, c.relname) as object, 'view without security_invoker' as detail
            from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
           where c.relkind = 'v' and n.nspname = any($1::text[])
             and not exists (select 1 from pg_catalog.unnest(coalesce(c.reloptions, '{}')) o
                              where lower(o) in ('security_invoker=true', 'security_invoker=on', 'security_invoker=1'))`,
  },
  {
    name: 'materialized_view_in_api',
    description: 'A materialized view (never under RLS) that anon or authenticated can read.',
    sql: `select pg_catalog.format('%I.%I', n.nspname, c.relname) as object, 'materialized view readable by API roles' as detail
            from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
           where c.relkind = 'm' and n.nspname = any($1::text[])
             and (pg_catalog.has_table_privilege('anon', c.oid, 'select')
                  or pg_catalog.has_table_privilege('authenticated', c.oid, 'select'))`,
  },
  {
    name: 'function_search_path_mutable',
    description:
      'A function without a fixed search_path can be redirected by the caller’s search_path.',
    sql: `select pg_catalog.format('%I.%I(%s)', n.nspname, p.proname, pg_catalog.pg_get_function_identity_arguments(p.oid)) as object,
                 'search_path is not set' as detail
            from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
           where n.nspname = any($1::text[]) and p.prokind in ('f', 'p')
             and not exists (select 1 from pg_catalog.unnest(coalesce(p.proconfig, '{}')) setting
                              where setting like 'search\\_path=%')
             and not exists (select 1 from pg_catalog.pg_depend d
                              where d.classid = 'pg_catalog.pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')`,
  },
  {
    name: 'auth_users_exposed',
    description: 'auth.users (emails, password hashes) reachable by anon or authenticated.',
    sql: `select distinct pg_catalog.format('%I.%I', n.nspname, c.relname) as object, 'reads auth.users and API roles may select it' as detail
            from pg_catalog.pg_class c
            join pg_catalog.pg_namespace n on n.oid = c.relnamespace
            join pg_catalog.pg_rewrite r on r.ev_class = c.oid
            join pg_catalog.pg_depend d on d.classid = 'pg_catalog.pg_rewrite'::regclass and d.objid = r.oid
           where c.relkind in ('v', 'm') and n.nspname = any($1::text[])
             and d.refobjid = 'auth.users'::regclass
             and (pg_catalog.has_table_privilege('anon', c.oid, 'select')
                  or pg_catalog.has_table_privilege('authenticated', c.oid, 'select'))
          union all
          select 'auth.users', 'API roles hold a privilege on auth.users'
           where pg_catalog.has_table_privilege('anon', 'auth.users', 'select, insert, update, delete')
              or pg_catalog.has_table_privilege('authenticated', 'auth.users', 'select, insert, update, delete')`,
  },
  {
    name: 'rls_policy_always_true',
    description: 'A permissive write policy for API roles whose USING or WITH CHECK is just true.',
    sql: `select pg_catalog.format('%I.%I policy "%s"', p.schemaname, p.tablename, p.policyname) as object,
                 pg_catalog.format('%s policy for %s is always true', p.cmd, pg_catalog.array_to_string(p.roles, ', ')) as detail
            from pg_catalog.pg_policies p
           where (p.schemaname = any($1::text[]) or p.schemaname = 'storage')
             and p.permissive = 'PERMISSIVE'
             and p.cmd in ('INSERT', 'UPDATE', 'DELETE', 'ALL')
             and p.roles && ${apiRoles}
             and (pg_catalog.regexp_replace(coalesce(p.qual, ''), '[\\s()]', '', 'g') = 'true'
                  or pg_catalog.regexp_replace(coalesce(p.with_check, ''), '[\\s()]', '', 'g') = 'true')`,
  },
  {
    name: 'public_bucket_allows_listing',
    description:
      'A select policy on storage.objects lets API roles list every file of a public bucket.',
    sql: `select pg_catalog.format('bucket %s, policy "%s"', b.id, p.policyname) as object,
                 pg_catalog.format('lets %s list the public bucket', pg_catalog.array_to_string(p.roles, ', ')) as detail
            from storage.buckets b
            join pg_catalog.pg_policies p on p.schemaname = 'storage' and p.tablename = 'objects'
           where $1::text[] is not null
             and b.public
             and p.permissive = 'PERMISSIVE'
             and p.cmd in ('SELECT', 'ALL')
             and p.roles && ${apiRoles}
             and (p.qual is null
                  or pg_catalog.strpos(p.qual, pg_catalog.quote_literal(b.id)) > 0
                  or pg_catalog.strpos(p.qual, 'bucket_id') = 0)
             and pg_catalog.strpos(coalesce(p.qual, ''), 'auth.uid()') = 0`,
  },
  {
    name: 'extension_in_public',
    description: 'An extension installed into an app schema instead of `extensions`.',
    sql: `select e.extname::text as object, pg_catalog.format('installed in schema %s', n.nspname) as detail
            from pg_catalog.pg_extension e join pg_catalog.pg_namespace n on n.oid = e.extnamespace
           where n.nspname = any($1::text[])`,
  },
];
