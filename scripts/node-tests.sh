#!/usr/bin/env bash
# Runs node:test files, as the backend, hostile and end-to-end layers do: TAP on stdout, then every
# failure again with its error at the end. Each file's process exits when its
# tests and hooks are done (--test-force-exit), not when the libraries' idle timers have run out
# (a realtime client's disconnect kept each realtime file alive 10 s longer).
# NODE_TEST_CONCURRENCY runs that many files at once (default 1: one at a time); only for files
# that share nothing, such as the e2e files (each with its own stack and port block) and the
# backend files on the embedded server (each with its own server).
# Usage: scripts/node-tests.sh <test files...>
set -uo pipefail
log=$(mktemp)
trap 'rm -f "$log"' EXIT
node --import tsx --test --test-concurrency="${NODE_TEST_CONCURRENCY:-1}" --test-force-exit --test-reporter=tap "$@" | tee "$log"
status=${PIPESTATUS[0]}
node "$(dirname "$0")/tap-failures.mjs" "$log"
exit "$status"
