#!/usr/bin/env bash
# The e2e files, three at a time: each spends much of its time waiting on its own browser, server
# and database, so a third file fills the cores two leave idle. The slowest start first, so the
# run does not end with one long file on one lane while the others have nothing left to do.
set -euo pipefail
cd "$(dirname "$0")"
slowest_first=(
  tests/dark-theme.test.ts
  tests/screen-sweep.test.ts
  tests/releases.test.ts
  tests/feed-url-and-layout.test.ts
  tests/post-detail-content.test.ts
  tests/moderation.test.ts
  tests/resilience-screens.test.ts
  tests/navigation-and-auth-flow.test.ts
)
files=("${slowest_first[@]}")
for file in tests/*.test.ts; do
  [[ " ${slowest_first[*]} " == *" $file "* ]] || files+=("$file")
done
NODE_TEST_CONCURRENCY=3 exec bash ../scripts/node-tests.sh "${files[@]}"
