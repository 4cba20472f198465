#!/usr/bin/env bash
# The one test command (`npm test`): every check and every test, in the order a failure is cheapest to find.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp/reports
rm -f .tmp/reports/*.json

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

step "Catalogs: extraction is committed and every message is translated"
npm run --silent i18n:check

step "Types"
npm run --silent typecheck

step "The house: import rules (dependency-cruiser, scripts/import-check/house-rules.cjs)"
npm run --silent check:imports

if [ -n "${DATABASE_URL:-}" ]; then
  # The load-balancer test runs two server processes behind nginx (packages/server/test/load-balancer.test.ts).
  step "nginx for the load-balancer test"
  if NGINX_PATH="$(bash scripts/ensure-nginx.sh)"; then
    export NGINX_PATH
    echo "nginx: $NGINX_PATH"
  else
    echo "No nginx: the load-balancer test will fail and say why."
  fi
fi

step "Unit and server integration tests (PGlite${DATABASE_URL:+ and PostgreSQL})"
npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/reports/vitest.json

step "Build the element scripts"
npm run --silent build

step "Sizes"
npm run --silent size

step "Browser"
CHROMIUM_PATH="$(bash scripts/ensure-browser.sh)"
export CHROMIUM_PATH
echo "Chromium: $CHROMIUM_PATH"

if [ -n "${DATABASE_URL:-}" ]; then
  # The money benchmark times the realtime path in Chromium too (scripts/bench/realtime-path.ts).
  step "Benchmarks on PostgreSQL (figures against their budgets)"
  npm run --silent bench
  npm run --silent bench:startup
fi

step "<pay-button> figures in Chromium (against their budgets)"
npm run --silent bench:widget

step "Custom elements in Chromium (built scripts, React and preact flavours)"
npx wtr --config packages/elements/web-test-runner.config.mjs

step "User journeys in Chromium (Playwright + axe-core)"
npx playwright test

node scripts/test-summary.mjs
