#!/usr/bin/env bash
# The real programs the tests need, from Debian's packages, never downloaded otherwise: Chromium
# for the browser tests, nginx for the checks that serve the export as a CDN-style host would.
# Installs whichever is missing (one time, about a minute).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
NGINX="${NGINX_PATH:-/usr/sbin/nginx}"
missing=()
[ -x "$CHROMIUM" ] || missing+=(chromium)
[ -x "$NGINX" ] || missing+=(nginx)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" != "0" ]; then
  echo "Missing for the tests: ${missing[*]}, and this user cannot install them. Run: sudo apt-get install ${missing[*]}" >&2
  exit 1
fi
echo "Missing for the tests: ${missing[*]}: installing Debian's packages with apt-get (one time, about a minute)..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "${missing[@]}" >/dev/null
[ -x "$CHROMIUM" ] && echo "Chromium: $("$CHROMIUM" --version)"
[ -x "$NGINX" ] && echo "nginx: $("$NGINX" -v 2>&1)"
# The package starts nginx as a service on port 80; the tests start their own.
if command -v service >/dev/null && pgrep -x nginx >/dev/null; then service nginx stop >/dev/null 2>&1 || true; fi
