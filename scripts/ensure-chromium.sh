#!/usr/bin/env bash
# Browser tests use Debian's Chromium, never a downloaded browser. Install it when it is missing.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
if [ "$(id -u)" != "0" ]; then
  echo "Chromium is missing at $CHROMIUM and this user cannot install it. Run: sudo apt-get install chromium" >&2
  exit 1
fi
echo "Chromium is missing at $CHROMIUM: installing Debian's chromium package with apt-get (one time, about a minute)..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
echo "Installed $("$CHROMIUM" --version)"
