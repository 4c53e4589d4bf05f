#!/usr/bin/env bash
# Runs the backend suite twice: on the embedded PostgreSQL 18, then on Debian's PostgreSQL 15 through
# DATABASE_URL (each test stack makes and drops its own temporary database there). Fails if either fails.
set -euo pipefail
cd "$(dirname "$0")/.."
# The package's own test script: TAP, then every failure again with its error at the end of a pass.
run_tests() { pnpm run --silent test; }

# Each file on the embedded server starts a server of its own, so two files run at once there. On
# PostgreSQL 15 they run one at a time: roles are the server's, not a database's, and every stack
# starting there sets the authenticator role's password (two at once failed with "tuple
# concurrently updated", and one would change the other's password under it).
echo "== backend tests on embedded PostgreSQL"
embedded=0
(unset DATABASE_URL && NODE_TEST_CONCURRENCY=2 run_tests) || embedded=$?

echo "== backend tests on Debian PostgreSQL 15"
PG15_URL=$(bash ../scripts/ensure-pg15.sh lag_test lag_test_local)
debian=0
(export DATABASE_URL="$PG15_URL" NODE_TEST_CONCURRENCY=1 && run_tests) || debian=$?

echo "== embedded: exit $embedded, PostgreSQL 15: exit $debian"
[ "$embedded" -eq 0 ] && [ "$debian" -eq 0 ]
