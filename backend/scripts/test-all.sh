#!/usr/bin/env bash
# Runs the backend suite twice: on the embedded PostgreSQL 18, then on Debian's PostgreSQL 15 through
# DATABASE_URL (each test stack makes and drops its own temporary database there). Fails if either fails.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== backend tests on embedded PostgreSQL"
embedded=0
env -u DATABASE_URL node --import tsx --test --test-concurrency=1 test/*.test.ts || embedded=$?

echo "== backend tests on Debian PostgreSQL 15"
PG_VERSION=15
PG_CLUSTER=main
ROLE=lag_test
PASSWORD=lag_test_local
if ! command -v pg_ctlcluster >/dev/null; then
  echo "pg_ctlcluster not found: Debian's PostgreSQL $PG_VERSION is not installed" >&2
  exit 1
fi
if [ "$(pg_conftool "$PG_VERSION" "$PG_CLUSTER" show -s wal_level 2>/dev/null || true)" != "logical" ]; then
  pg_conftool "$PG_VERSION" "$PG_CLUSTER" set wal_level logical
  pg_ctlcluster "$PG_VERSION" "$PG_CLUSTER" restart || pg_ctlcluster "$PG_VERSION" "$PG_CLUSTER" start
fi
pg_ctlcluster "$PG_VERSION" "$PG_CLUSTER" status >/dev/null 2>&1 || pg_ctlcluster "$PG_VERSION" "$PG_CLUSTER" start
PORT=$(pg_conftool "$PG_VERSION" "$PG_CLUSTER" show -s port 2>/dev/null || echo 5432)
su postgres -c "psql -p $PORT -v ON_ERROR_STOP=1 -q" <<SQL
do \$\$ begin
  if not exists (select 1 from pg_roles where rolname = '$ROLE') then
    create role $ROLE login superuser password '$PASSWORD';
  end if;
end \$\$;
SQL
debian=0
DATABASE_URL="postgresql://$ROLE:$PASSWORD@127.0.0.1:$PORT/postgres" \
  node --import tsx --test --test-concurrency=1 test/*.test.ts || debian=$?

echo "== embedded: exit $embedded, PostgreSQL $PG_VERSION: exit $debian"
[ "$embedded" -eq 0 ] && [ "$debian" -eq 0 ]
