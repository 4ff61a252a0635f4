#!/usr/bin/env bash
# Checks each published package as a consumer gets it (`npm pack`): publint (package.json fields, exports,
# files) and arethetypeswrong (types resolve under node10, node16 and bundler resolution). Offline, after
# `npm run build`. The packages are ES modules only (`engines`: Node 20.19, whose require() loads them), so
# attw runs with the esm-only profile. chart-element's `./chartbench-chart.js` is the classic script partners
# load with a tag, not a module to import types from, so attw leaves it out.
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
for dir in packages/*/; do
  package="${dir%/}"
  if [ ! -d "$package/dist" ]; then
    echo "$package is not built: run 'npm run build' first."
    exit 1
  fi
  exclude=()
  [ "$package" = packages/chart-element ] && exclude=(--exclude-entrypoints ./chartbench-chart.js)
  if ! npx publint --strict "$package" >/tmp/lint-packages.log 2>&1; then
    status=1
    echo "publint: $package"
    grep -v '^npm warn' /tmp/lint-packages.log
  fi
  if ! npx attw --pack "$package" --profile esm-only --no-emoji --no-color "${exclude[@]}" >/tmp/lint-packages.log 2>&1; then
    status=1
    echo "attw: $package"
    grep -v '^npm warn' /tmp/lint-packages.log
  fi
done
[ "$status" = 0 ] && echo "Packages: publint and attw find nothing to fix."
exit $status
