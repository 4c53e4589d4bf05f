#!/usr/bin/env bash
# Installs Debian's Chromium when it is missing (needs root, as here and in CI). The tests drive
# chromium-headless-shell, the same Blink and V8 without the desktop browser around them (a third
# less CPU per page in the e2e files); the bench's Lighthouse runs want the whole browser:
#   ensure-chromium.sh              chromium-headless-shell
#   ensure-chromium.sh chromium     the whole browser
set -euo pipefail
package=${1:-chromium-headless-shell}
if [ -x "/usr/bin/$package" ]; then exit 0; fi
echo "Installing $package from Debian's packages..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "$package" fonts-dejavu-core >/dev/null
