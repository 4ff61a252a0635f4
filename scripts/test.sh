#!/usr/bin/env bash
# Every check: typecheck and lint beside the build and the API reports, then all test projects
# (unit, dom, the hydration and server-render tests again on React 18.3 (react18), the storage and contract
# suites again on a throwaway PostgreSQL, Storybook interaction tests and browser end-to-end) in one vitest run.
set -euo pipefail
cd "$(dirname "$0")/.."
# Typecheck, lint, build and the API reports each keep about one core busy (tsup's declaration builds, tsc, ESLint
# and api-extractor are single-threaded), so on 2 cores they run in two lanes, their output shown in turn: one lane
# typechecks then lints, the other builds then checks the API reports (which read the built .d.ts files). Neither
# lane reads what the other writes: typecheck and lint read the sources, never dist. On one machine: 4 min 37 s
# with the build after typecheck and lint, 4 min 3 s in two lanes.
checks="$(mktemp -d)"
trap 'rm -rf "$checks"' EXIT
# Chromium, and PostgreSQL unless DATABASE_URL names a server, are found or installed (apt, on a new machine: about a
# minute each) while the lanes below run: the installs wait on the network and dpkg, the lanes on the CPU. One after
# the other, as both take dpkg's lock. The PostgreSQL suites find it again (or say why not) when they start.
(
  status=0
  bash scripts/ensure-chromium.sh >"$checks/chromium" 2>"$checks/chromium.log" || status=$?
  echo "$status" >"$checks/chromium.status"
  if [ -z "${DATABASE_URL:-}" ]; then bash scripts/ensure-postgres.sh >/dev/null 2>&1 || true; fi
) &
tools=$!
# lane NAME COMMAND...: runs the command, its output kept in $checks/NAME and its exit status in $checks/NAME.status.
lane() {
  local name=$1 status=0
  shift
  "$@" >"$checks/$name" 2>&1 || status=$?
  echo "$status" >"$checks/$name.status"
}
passed() { [ "$(cat "$checks/$1.status" 2>/dev/null)" = 0 ]; }
(
  lane typecheck npm run typecheck
  lane lint npm run lint
) &
sources=$!
(
  lane build npm run build
  if passed build; then lane api npm run api:check; fi
) &
builds=$!
wait "$sources" "$builds" "$tools"
failed=0
for step in typecheck lint build api; do
  echo "== $step"
  if [ -f "$checks/$step.status" ]; then
    cat "$checks/$step"
    passed "$step" || failed=1
  else
    echo "(not run: the build failed)"
    failed=1
  fi
done
cat "$checks/chromium.log"
passed chromium || failed=1
if [ "$failed" -ne 0 ]; then exit 1; fi
CHROMIUM_PATH="$(cat "$checks/chromium")"
export CHROMIUM_PATH
echo "== tests (unit, dom, react18, postgres, storybook, e2e)"
status=0
npx vitest run --reporter=default --reporter=json --outputFile.json=.vitest-results.json || status=$?
node scripts/print-test-summary.mjs .vitest-results.json
exit $status
