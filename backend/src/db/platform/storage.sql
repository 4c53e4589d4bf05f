-- Platform set-up, Storage part: the tables and functions hosted Supabase's Storage server creates in
-- its own migrations (owned by `supabase_storage_admin` there), reduced to the columns the local
-- storage service uses. Applied by the local stack before supabase/migrations; idempotent.

create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  owner_id text,
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);
comment on table storage.buckets is 'Storage: buckets with their public flag, size limit and allowed MIME types.';

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  user_metadata jsonb,
  unique (bucket_id, name)
);
create index if not exists objects_bucket_id_name_idx on storage.objects (bucket_id, name text_pattern_ops);
comment on table storage.objects is 'Storage: one row per stored file; RLS on this table decides who may write.';

alter table storage.objects enable row level security;
alter table storage.buckets enable row level security;

-- As storage-api's own migrations grant them: row-level security (no policy: nobody) decides who
-- may create, change or delete a bucket, so a member is refused as on hosted Supabase.
grant select, insert, update, delete on storage.buckets to anon, authenticated;
grant all on storage.buckets to service_role;
grant select, insert, update, delete on storage.objects to anon, authenticated;
grant all on storage.objects to service_role;

-- Guarded rather than `create or replace`: a function that exists keeps its owner and body.
do $$
begin
  if not exists (select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
                 where n.nspname = 'storage' and p.proname = 'foldername') then
    create function storage.foldername(name text) returns text[] language plpgsql immutable as $f$
      declare _parts text[];
      begin
        select string_to_array(name, '/') into _parts;
        return _parts[1:array_length(_parts, 1) - 1];
      end
    $f$;
  end if;
  if not exists (select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
                 where n.nspname = 'storage' and p.proname = 'filename') then
    create function storage.filename(name text) returns text language plpgsql immutable as $f$
      declare _parts text[];
      begin
        select string_to_array(name, '/') into _parts;
        return _parts[array_length(_parts, 1)];
      end
    $f$;
  end if;
  if not exists (select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
                 where n.nspname = 'storage' and p.proname = 'extension') then
    create function storage.extension(name text) returns text language plpgsql immutable as $f$
      declare _parts text[]; _filename text;
      begin
        select string_to_array(name, '/') into _parts;
        select _parts[array_length(_parts, 1)] into _filename;
        return reverse(split_part(reverse(_filename), '.', 1));
      end
    $f$;
  end if;
end
$$;

grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;

-- What hosted Supabase gives a demoted `postgres` on the Storage tables: all their rows, with the
-- right to pass that on (a project inserts its buckets), never their definition.
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'postgres' and not rolsuper) then
    grant all on storage.buckets, storage.objects to postgres with grant option;
    grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
      to postgres;
  end if;
end
$$;
