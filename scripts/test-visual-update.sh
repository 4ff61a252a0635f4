#!/usr/bin/env bash
# Rewrites the visual baselines (.storybook/__screenshots__/): every story photographed at 390, 768 and 1280 px
# in this machine's Chromium. With no argument every baseline is made again from scratch, so those of renamed or
# deleted stories go too; with stories files as arguments, only theirs are rewritten. Review the changed PNGs
# (git status, an image diff) before committing them.
set -euo pipefail
cd "$(dirname "$0")/.."
CHROMIUM_PATH="$(bash scripts/ensure-chromium.sh)"
export CHROMIUM_PATH
if [ $# -eq 0 ]; then rm -rf .storybook/__screenshots__; fi
started_ms="$(date +%s%3N)"
status=0
CHARTBENCH_VISUAL=1 npx vitest run --project storybook --update "$@" || status=$?
# Smaller, lossless PNGs for the repository (the baselines written by this run).
node scripts/compact-baselines.mjs "$started_ms"
exit $status
