#!/usr/bin/env bash
# npm test: install what is missing, then every test layer in order (fast ones first).
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step says when it starts (minutes:seconds since npm test began), so a slow layer shows in the
# log, and the end lists how long each one took.
names=()
starts=()
step() {
  names+=("$1")
  starts+=("$SECONDS")
  printf '\n\033[1m== %s (at %d:%02d) ==\033[0m\n' "$1" $((SECONDS / 60)) $((SECONDS % 60))
}
layer_times() {
  printf '\nTime per layer:\n'
  for i in "${!names[@]}"; do
    local end=$SECONDS
    if [ $((i + 1)) -lt ${#starts[@]} ]; then end=${starts[$((i + 1))]}; fi
    local took=$((end - starts[i]))
    printf '  %3d:%02d  %s\n' $((took / 60)) $((took % 60)) "${names[$i]}"
  done
}
# Also when a layer fails, so a slow one shows in the log of a failed run too.
trap layer_times EXIT

step "Install"
bash scripts/ensure-tools.sh
bash scripts/ensure-chromium.sh

step "Lint and format"
# Two lint threads: 115 s against 135 s in one on this 2-core machine.
npx eslint . --max-warnings 0 --concurrency 2
node scripts/check-lint-boundaries.mjs
npx prettier --check . --log-level warn
node scripts/check-doc-links.mjs

step "Type check"
node scripts/typecheck.mjs

step "Unit and component tests"
# One worker per core: jest's default leaves one core to itself, and with one worker left on a 2-core
# machine it runs the files one after the other in its own process (4.5 min here; 2.1 with two).
npx jest --ci --maxWorkers=100%

step "Storybook build, rendered in Chromium"
pnpm --filter @likegripe/shared-ui check-storybook

step "Backend integration (embedded PostgreSQL; its database part on PostgreSQL 15 too, side by side)"
pnpm --filter backend test:all

step "Hosted Supabase check (migrations and seed as a non-superuser postgres, then the RLS suite)"
bash backend/scripts/hosted-check.sh

step "Backend under hostile input (fuzz run, then a 60 s soak)"
pnpm --filter backend test:hostile

step "Production builds"
node scripts/build.mjs

step "End to end in Chromium"
pnpm --filter e2e test

printf '\nAll test layers passed in %d:%02d.\n' $((SECONDS / 60)) $((SECONDS % 60))
