#!/usr/bin/env bash
# Every check, in the order that fails fastest: typecheck and lint (together), build, the API reports, then all test projects
# (unit, dom, the hydration and server-render tests again on React 18.3 (react18), the storage and contract
# suites again on a throwaway PostgreSQL, Storybook interaction tests and browser end-to-end) in one vitest run.
set -euo pipefail
cd "$(dirname "$0")/.."
CHROMIUM_PATH="$(bash scripts/ensure-chromium.sh)"
export CHROMIUM_PATH
# Typecheck and lint each keep one core busy: on 2 cores they run side by side, their output shown in turn.
checks="$(mktemp -d)"
trap 'rm -rf "$checks"' EXIT
npm run typecheck >"$checks/typecheck" 2>&1 &
typecheck=$!
npm run lint >"$checks/lint" 2>&1 &
lint=$!
typecheck_status=0
lint_status=0
wait "$typecheck" || typecheck_status=$?
wait "$lint" || lint_status=$?
echo "== typecheck"; cat "$checks/typecheck"
echo "== lint"; cat "$checks/lint"
if [ "$typecheck_status" -ne 0 ] || [ "$lint_status" -ne 0 ]; then exit 1; fi
echo "== build"; npm run build
echo "== API reports"; npm run api:check
echo "== tests (unit, dom, react18, postgres, storybook, e2e)"
status=0
npx vitest run --reporter=default --reporter=json --outputFile.json=.vitest-results.json || status=$?
node scripts/print-test-summary.mjs .vitest-results.json
exit $status
