#!/usr/bin/env bash
# Installs what the project needs on a fresh machine with only Node and npm: pnpm from the npm
# registry, then every package from the lockfile. Quick when everything is there already.
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION=12.21.0
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  echo "Installing pnpm $PNPM_VERSION..."
  npm install --global --silent "pnpm@$PNPM_VERSION"
fi

pnpm install --frozen-lockfile --reporter=silent
