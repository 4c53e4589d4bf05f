#!/usr/bin/env bash
# npm test: install what is missing, then every test layer in order (fast ones first).
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step says when it starts (minutes:seconds since npm test began), so a slow layer shows in the
# log, and the end lists how long each one took.
names=()
starts=()
busy=()
# The whole machine's busy and total CPU ticks from /proc/stat, so the end can say how much of the two
# cores each layer kept busy (a layer far below 100 % waits on timers or sockets and could share).
cpu_ticks() { awk '/^cpu /{ print $2 + $3 + $4 + $7 + $8, $2 + $3 + $4 + $5 + $6 + $7 + $8 }' /proc/stat; }
step() {
  names+=("$1")
  starts+=("$SECONDS")
  busy+=("$(cpu_ticks)")
  printf '\n\033[1m== %s (at %d:%02d) ==\033[0m\n' "$1" $((SECONDS / 60)) $((SECONDS % 60))
}
layer_times() {
  printf '\nTime per layer (and how busy it kept the CPUs):\n'
  for i in "${!names[@]}"; do
    local end=$SECONDS ticks
    ticks=$(cpu_ticks)
    if [ $((i + 1)) -lt ${#starts[@]} ]; then
      end=${starts[$((i + 1))]}
      ticks=${busy[$((i + 1))]}
    fi
    local took=$((end - starts[i]))
    local percent
    percent=$(echo "${busy[$i]} $ticks" | awk '{ t = $4 - $2; print (t > 0 ? int(100 * ($3 - $1) / t) : 0) }')
    printf '  %3d:%02d  %3d %%  %s\n' $((took / 60)) $((took % 60)) "$percent" "${names[$i]}"
  done
}
# Also when a layer fails, so a slow one shows in the log of a failed run too.
trap layer_times EXIT

step "Install"
bash scripts/ensure-tools.sh
bash scripts/ensure-chromium.sh

step "Lint and format"
# One lint thread per core.
npx eslint . --max-warnings 0 --concurrency 2
# The rules that need types (a promise nobody handles) run in oxlint, on TypeScript 7's compiler:
# typescript-eslint spent most of ESLint's time building TypeScript 6 programs for them.
npx oxlint --type-aware --deny-warnings
node scripts/check-lint-boundaries.mjs
npx prettier --check . --log-level warn
node scripts/check-doc-links.mjs

step "Type check"
node scripts/typecheck.mjs

step "Unit and component tests"
# One worker per core: jest's default leaves one core to itself, and with one worker left on a 2-core
# machine it runs the files one after the other in its own process (4.5 min here; 2.1 with two).
npx jest --ci --maxWorkers=100%
# The bench's own arithmetic (medians, Lighthouse's CPU calibration), in node:test.
pnpm --filter bench test

step "Storybook build, rendered in Chromium"
pnpm --filter @likegripe/shared-ui check-storybook

step "Backend integration (embedded PostgreSQL; its database part on PostgreSQL 15 too, side by side)"
pnpm --filter backend test:all

step "Hosted Supabase check and backend under hostile input, side by side"
# The hosted check (migrations and seed as a non-superuser postgres on PostgreSQL 15, then the RLS
# suite) waits on its server about half the time, and the hostile layer's 60 s soak paces its
# members, so side by side they share the cores that each leaves idle. The check's log follows.
hosted_log=$(mktemp)
bash backend/scripts/hosted-check.sh >"$hosted_log" 2>&1 &
hosted_pid=$!
hostile=0
pnpm --filter backend test:hostile || hostile=$?
hosted=0
wait "$hosted_pid" || hosted=$?
cat "$hosted_log"
rm -f "$hosted_log"
echo "== hostile input: exit $hostile, hosted Supabase check: exit $hosted"
[ "$hostile" -eq 0 ] && [ "$hosted" -eq 0 ]

step "Production builds"
node scripts/build.mjs

step "End to end in Chromium"
pnpm --filter e2e test

printf '\nAll test layers passed in %d:%02d.\n' $((SECONDS / 60)) $((SECONDS % 60))
