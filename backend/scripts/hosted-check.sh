#!/usr/bin/env bash
# The hosted Supabase check: proves supabase/migrations and supabase/seed.sql apply unchanged as
# `postgres` on a database laid out as hosted Supabase lays out a new project, then runs the RLS suite
# on such databases. A throwaway PostgreSQL 15 cluster (bootstrap superuser `supabase_admin`) on a
# free loopback port; removed at the end, also on failure.
set -euo pipefail
cd "$(dirname "$0")/.."

PG_BIN=/usr/lib/postgresql/15/bin
MIGRATIONS=../supabase/migrations
SEED=../supabase/seed.sql
started=$SECONDS
results=()
record() { results+=("$1"); printf '\n-- %s\n' "$1"; }

if [ ! -x "$PG_BIN/initdb" ]; then
  echo "Debian's PostgreSQL 15 is not installed ($PG_BIN/initdb missing)" >&2
  exit 1
fi

work=$(mktemp -d /tmp/hosted-check.XXXXXX)
chmod 755 "$work"
run_pg() { if [ "$(id -u)" -eq 0 ]; then su postgres -s /bin/bash -c "$1"; else bash -c "$1"; fi; }
cleanup() {
  if [ -f "$work/data/postmaster.pid" ]; then
    run_pg "$PG_BIN/pg_ctl -D '$work/data' -m immediate -w stop" >/dev/null 2>&1 || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT
[ "$(id -u)" -eq 0 ] && chown postgres "$work"

echo "== static scan of supabase/migrations (and its planted fixtures)"
node --import tsx --test hosted-check/*.test.ts
node --import tsx hosted-check/scan-migrations.ts "$MIGRATIONS"
record "static scan: no migration redefines auth, storage or realtime objects"

echo "== throwaway PostgreSQL 15 cluster"
port=$(node --import tsx -e "import('./src/free-port.ts').then(async (m) => console.log(await m.pickFreePort()))")
run_pg "$PG_BIN/initdb -D '$work/data' -U supabase_admin -A trust -E UTF8 --no-sync >'$work/initdb.log'"
run_pg "$PG_BIN/pg_ctl -D '$work/data' -l '$work/server.log' -w \
  -o \"-p $port -c listen_addresses=127.0.0.1 -c unix_socket_directories='$work' -c wal_level=logical \
      -c fsync=off -c max_connections=200\" start >/dev/null"
psql_as() { local user=$1 db=$2; shift 2; psql -X -q -h 127.0.0.1 -p "$port" -U "$user" -d "$db" -v ON_ERROR_STOP=1 "$@"; }
record "cluster on 127.0.0.1:$port, bootstrap superuser supabase_admin"

echo "== roles and platform objects as hosted Supabase has them"
psql_as supabase_admin postgres -f hosted-check/hosted-roles.sql
# hosted_app takes the migrations below; hosted_template is what each RLS test database copies.
for db in hosted_app hosted_template; do
  psql_as supabase_admin postgres -c "create database $db"
  node --import tsx hosted-check/prepare-database.ts "postgresql://supabase_admin@127.0.0.1:$port/$db"
done
record "platform objects owned by supabase_auth_admin / supabase_storage_admin; postgres demoted"

echo "== supabase/migrations and seed.sql as postgres"
for file in "$MIGRATIONS"/*.sql; do
  echo "   $(basename "$file")"
  psql_as postgres hosted_app -1 -o /dev/null -f "$file"
done
psql_as postgres hosted_app -1 -o /dev/null -f "$SEED"
count=$(find "$MIGRATIONS" -name '*.sql' | wc -l)
record "$count migrations and the seed applied as postgres"

echo "== ownership after the run"
psql_as supabase_admin hosted_app -t -A -f hosted-check/ownership.check.sql
# The layout must refuse what hosted Supabase refuses, or the runs above prove nothing.
for statement in 'alter table auth.users add column probe int' \
  'create index probe_idx on storage.objects (name)' \
  'create policy probe on public.posts for select using (true); alter table storage.buckets disable row level security'; do
  if psql_as postgres hosted_app -c "$statement" 2>/dev/null; then
    echo "postgres was allowed: $statement" >&2
    exit 1
  fi
done
record "auth and storage still belong to their admin roles; postgres holds no admin role and cannot alter them"

echo "== RLS suite on databases prepared the same way"
DATABASE_URL="postgresql://supabase_admin@127.0.0.1:$port/postgres" \
  DATABASE_TEMPLATE=hosted_template MIGRATION_ROLE=postgres \
  LANES=1 node ../scripts/test-lanes.mjs test/db-rls-*.test.ts
record "db-rls-* passed with migrations run as postgres"

printf '\n== hosted Supabase check passed in %ss\n' "$((SECONDS - started))"
printf '   %s\n' "${results[@]}"
