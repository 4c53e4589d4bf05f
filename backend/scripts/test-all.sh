#!/usr/bin/env bash
# Runs the backend suite twice: on the embedded PostgreSQL 18, then on Debian's PostgreSQL 15 through
# DATABASE_URL (each test stack makes and drops its own temporary database there). Fails if either fails.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== backend tests on embedded PostgreSQL"
embedded=0
env -u DATABASE_URL node --import tsx --test --test-concurrency=1 test/*.test.ts || embedded=$?

echo "== backend tests on Debian PostgreSQL 15"
PG15_URL=$(bash ../scripts/ensure-pg15.sh lag_test lag_test_local)
debian=0
DATABASE_URL="$PG15_URL" \
  node --import tsx --test --test-concurrency=1 test/*.test.ts || debian=$?

echo "== embedded: exit $embedded, PostgreSQL 15: exit $debian"
[ "$embedded" -eq 0 ] && [ "$debian" -eq 0 ]
