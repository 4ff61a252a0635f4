#!/usr/bin/env bash
# The API report of each package's public surface (api-extractor, from the built .d.ts files): `check` fails when
# a package's exports changed and its report in packages/*/api/ was not updated; `update` rewrites the reports.
# Run after `npm run build`.
set -euo pipefail
cd "$(dirname "$0")/.."
mode="${1:-check}"
flag=()
[ "$mode" = update ] && flag=(--local)
status=0
for config in packages/*/api-extractor*.json; do
  mkdir -p "$(dirname "$config")/api"
  if ! npx api-extractor run "${flag[@]}" -c "$config" >/tmp/api-extractor.log 2>&1; then
    status=1
    echo "API report: $(dirname "$config") changed its public surface (or failed); run 'npm run api:update' and commit packages/*/api/."
    grep -iE 'error|warning' /tmp/api-extractor.log | head -5
  fi
done
[ "$status" = 0 ] && echo "API reports: every package's public surface matches packages/*/api/."
exit $status
