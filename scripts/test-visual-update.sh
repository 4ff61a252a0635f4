#!/usr/bin/env bash
# Rewrites the visual baselines (.storybook/__screenshots__/) that changed: every story photographed at 1280, 768
# and 390 px in Debian's Chromium with the packaged fonts. A baseline that still matches is kept as it is. With no
# argument, the baselines no story matched (renamed or deleted stories) are removed afterwards; with stories files
# as arguments, only theirs are checked. Review the changed PNGs (git status, an image diff) before committing.
set -euo pipefail
cd "$(dirname "$0")/.."
CHROMIUM_PATH="$(bash scripts/ensure-chromium.sh)"
export CHROMIUM_PATH
started="$(mktemp)"
trap 'rm -f "$started"' EXIT
# The files first: `--update` takes an optional value and would swallow a path after it.
npx vitest run --project storybook "$@" --update
# Every baseline in use was written or touched by this run.
if [ $# -eq 0 ] && [ -d .storybook/__screenshots__ ]; then
  find .storybook/__screenshots__ -name '*.png' ! -newer "$started" -print -delete
  find .storybook/__screenshots__ -type d -empty -delete
fi
