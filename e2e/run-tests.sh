#!/usr/bin/env bash
# The e2e files in two lanes (three loaded this 2-core machine to 11-18 and ended no sooner), the
# slowest first, so the run does not end with one long file on one lane while the other idles.
set -euo pipefail
cd "$(dirname "$0")"
slowest_first=(
  tests/releases.test.ts
  tests/screen-sweep.test.ts
  tests/dark-theme.test.ts
  tests/resilience-screens.test.ts
  tests/post-detail-content.test.ts
  tests/feed-url-and-layout.test.ts
  tests/navigation-and-auth-flow.test.ts
  tests/resilience.test.ts
  tests/moderation.test.ts
  tests/two-factor.test.ts
)
files=("${slowest_first[@]}")
for file in tests/*.test.ts; do
  [[ " ${slowest_first[*]} " == *" $file "* ]] || files+=("$file")
done
LANES=2 exec node ../scripts/test-lanes.mjs "${files[@]}"
