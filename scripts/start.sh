#!/usr/bin/env bash
# npm start: install what is missing, build the site, start the backend and serve everything.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-tools.sh
node scripts/build.mjs
exec npx tsx scripts/start.mts
