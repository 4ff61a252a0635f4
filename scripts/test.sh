#!/usr/bin/env bash
# Every check, in the order that fails fastest: typecheck, lint, build, the API reports, then all test projects
# (unit, dom, the hydration and server-render tests again on React 18.3 (react18), the storage and contract
# suites again on a throwaway PostgreSQL, Storybook interaction tests and browser end-to-end) in one vitest run.
set -euo pipefail
cd "$(dirname "$0")/.."
CHROMIUM_PATH="$(bash scripts/ensure-chromium.sh)"
export CHROMIUM_PATH
echo "== typecheck"; npm run typecheck
echo "== lint"; npm run lint
echo "== build"; npm run build
echo "== API reports"; npm run api:check
echo "== tests (unit, dom, react18, postgres, storybook, e2e)"
status=0
npx vitest run --reporter=default --reporter=json --outputFile.json=.vitest-results.json || status=$?
node scripts/print-test-summary.mjs .vitest-results.json
exit $status
