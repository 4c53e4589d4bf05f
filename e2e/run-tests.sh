#!/usr/bin/env bash
# The e2e files, two at a time (three loaded this 2-core machine to 11-18 and ended no sooner), the
# slowest first, so the run does not end with one long file on one lane while the other idles.
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
NODE_TEST_CONCURRENCY=2 exec bash ../scripts/node-tests.sh "${files[@]}"
