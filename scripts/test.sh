#!/usr/bin/env bash
# `npm test`: everything that proves the site works, cheapest checks first.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# Test runs report nothing anywhere: Next.js's anonymous telemetry is off for every build they start.
export NEXT_TELEMETRY_DISABLED=1
step() { printf '\n== %s ==\n' "$1"; }

step "Chromium and nginx (Debian packages)"
bash scripts/ensure-packages.sh

step "Types"
npx tsc --noEmit -p .

step "Lint and formatting"
npm run --silent lint

step "Unit and component tests"
npx vitest run

step "SQL samples against Postgres (PGlite) and type-checked samples"
npx vitest run --config vitest.sql.config.ts

step "Build"
# Always a full build, never the fast path of scripts/build.ts: the tests check what a clean clone
# builds. (A clean clone, as in CI, could not take it anyway: it has no out/ and no build manifest.
# PLINTH_FULL_BUILD=1 also covers a working copy with a previous build.)
PLINTH_FULL_BUILD=1 npm run build

step "Links and anchors"
npx tsx scripts/check-links.ts out

step "Every page of the site index in the sitemap, search, MCP data, llms.txt and twins"
npx tsx scripts/check-site-index.ts out

step "Every published address still resolves, and the list holds every address of the site"
npm run --silent urls

step "One head on every page, its inline scripts allowed by the site's policy"
npx tsx scripts/check-heads.ts out

step "Search: every exact name of the references finds its item first"
npx tsx scripts/check-search-names.ts out

step "Hosting: the export on our server and on nginx, publishing under faults"
npx vitest run --config vitest.http.config.ts

step "Browser and accessibility tests"
npx playwright test

step "The writers' loop: npm run dev in a browser"
npx playwright test -c playwright.dev.config.ts
