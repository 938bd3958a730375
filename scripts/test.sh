#!/usr/bin/env bash
# `npm test`: everything that proves the site works, cheapest checks first.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
step() { printf '\n== %s ==\n' "$1"; }

step "Chromium (Debian package)"
bash scripts/ensure-chromium.sh

step "Types"
npx tsc --noEmit -p .

step "Lint"
npx eslint .

step "Unit and component tests"
npx vitest run

step "SQL samples against Postgres (PGlite) and type-checked samples"
npx vitest run --config vitest.sql.config.ts

step "Build"
npm run build

step "Links and anchors"
npx tsx scripts/check-links.ts out

step "Browser and accessibility tests"
npx playwright test
