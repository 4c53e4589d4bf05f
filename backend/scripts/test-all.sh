#!/usr/bin/env bash
# Runs the backend suite twice: on the embedded PostgreSQL 18, then on Debian's PostgreSQL 15 through
# DATABASE_URL (each test stack makes and drops its own temporary database there). Fails if either fails.
set -euo pipefail
cd "$(dirname "$0")/.."
# The package's own test script: TAP, then every failure again with its error at the end of a pass.
run_tests() { pnpm run --silent test; }

echo "== backend tests on embedded PostgreSQL"
embedded=0
(unset DATABASE_URL && run_tests) || embedded=$?

echo "== backend tests on Debian PostgreSQL 15"
PG15_URL=$(bash ../scripts/ensure-pg15.sh lag_test lag_test_local)
debian=0
(export DATABASE_URL="$PG15_URL" && run_tests) || debian=$?

echo "== embedded: exit $embedded, PostgreSQL 15: exit $debian"
[ "$embedded" -eq 0 ] && [ "$debian" -eq 0 ]
