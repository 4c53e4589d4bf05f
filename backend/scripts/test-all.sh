#!/usr/bin/env bash
# Runs the backend suite on the embedded PostgreSQL 18 and, at the same time, the part of it whose
# answers come from the database itself on Debian's PostgreSQL 15 through DATABASE_URL (each test
# stack makes and drops its own temporary database there). Each pass writes its TAP to a log of its
# own, printed whole when both have ended, so the two never interleave. Fails if either fails.
set -euo pipefail
cd "$(dirname "$0")/.."

# What can differ between PostgreSQL versions is the database's own work: the migrations (every
# stack applies them), row-level security, triggers, functions, role settings, catalog queries and
# plans. The files that test those run on both servers; the auth, storage, realtime and gateway
# code above the database, and the soak and crash tests, run once, on PostgreSQL 18. The
# row-level security files (db-rls-*) are left out here: the hosted check runs them on PostgreSQL 15
# already, with the migrations applied as hosted Supabase's non-superuser postgres.
PG15_FILES=()
for file in test/db-*.test.ts; do
  [[ $file == test/db-rls-* ]] || PG15_FILES+=("$file")
done
PG15_FILES+=(
  test/attack-anonymous-writes.test.ts
  test/attack-auto-hide.test.ts
  test/attack-statement-timeout.test.ts
  test/attack-write-limits.test.ts
  test/export.test.ts
  test/realtime-private.test.ts
  test/security-advisor.test.ts
  test/storage-upload-rules.test.ts
)

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
PG15_URL=$(bash ../scripts/ensure-pg15.sh lag_test lag_test_local)

# Each pass runs its files in lanes (scripts/test-lanes.mjs): a few processes that each run their
# share of the files one after the other. The two passes share no server: each file on the embedded
# server starts a server of its own, so there are two lanes there. On PostgreSQL 15 there is one:
# roles are the server's, not a database's, and every stack starting there sets the authenticator
# role's password and the API roles' statement timeouts (two at once failed with "tuple
# concurrently updated", and one would change the other's settings under it). Side by side they use
# the cores that one pass leaves idle while its tests wait on sockets and timers.
echo "== backend tests on embedded PostgreSQL, and their database part on Debian PostgreSQL 15, at the same time"
(unset DATABASE_URL && LANES=2 node ../scripts/test-lanes.mjs test/*.test.ts) >"$logs/embedded.tap" 2>&1 &
embedded_pid=$!
(export DATABASE_URL="$PG15_URL" LANES=1 && node ../scripts/test-lanes.mjs "${PG15_FILES[@]}") >"$logs/pg15.tap" 2>&1 &
debian_pid=$!
embedded=0
wait "$embedded_pid" || embedded=$?
debian=0
wait "$debian_pid" || debian=$?

echo "== backend tests on embedded PostgreSQL"
cat "$logs/embedded.tap"
echo "== backend tests on Debian PostgreSQL 15"
cat "$logs/pg15.tap"
echo "== embedded: exit $embedded, PostgreSQL 15: exit $debian"
[ "$embedded" -eq 0 ] && [ "$debian" -eq 0 ]
