#!/usr/bin/env bash
# Gets Debian's PostgreSQL 15 cluster ready for the project and prints a URL to reach it:
# started, with logical decoding (Realtime reads the changes), and a login role of our own.
# Usage: ensure-pg15.sh ROLE PASSWORD. Needs root (it runs psql as the postgres OS user).
# Quick when everything is there already: the server is restarted only to turn on logical decoding.
set -euo pipefail

ROLE=${1:?usage: ensure-pg15.sh ROLE PASSWORD}
PASSWORD=${2:?usage: ensure-pg15.sh ROLE PASSWORD}
PG_VERSION=15
PG_CLUSTER=main

if ! command -v pg_ctlcluster >/dev/null; then
  echo "pg_ctlcluster not found: Debian's PostgreSQL $PG_VERSION is not installed" >&2
  exit 1
fi
if [ "$(pg_conftool "$PG_VERSION" "$PG_CLUSTER" show -s wal_level 2>/dev/null || true)" != "logical" ]; then
  pg_conftool "$PG_VERSION" "$PG_CLUSTER" set wal_level logical
  pg_ctlcluster "$PG_VERSION" "$PG_CLUSTER" restart >&2 || pg_ctlcluster "$PG_VERSION" "$PG_CLUSTER" start >&2
fi
pg_ctlcluster "$PG_VERSION" "$PG_CLUSTER" status >/dev/null 2>&1 || pg_ctlcluster "$PG_VERSION" "$PG_CLUSTER" start >&2
PORT=$(pg_conftool "$PG_VERSION" "$PG_CLUSTER" show -s port 2>/dev/null || echo 5432)
su postgres -c "psql -p $PORT -v ON_ERROR_STOP=1 -q" >&2 <<SQL
do \$\$ begin
  if not exists (select 1 from pg_roles where rolname = '$ROLE') then
    create role $ROLE login superuser password '$PASSWORD';
  end if;
end \$\$;
SQL
echo "postgresql://$ROLE:$PASSWORD@127.0.0.1:$PORT/postgres"
