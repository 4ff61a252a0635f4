#!/usr/bin/env bash
# Compares every story, photographed at 390, 768 and 1280 px in this machine's Chromium, with the visual
# baselines in .storybook/__screenshots__/ (made by `npm run test:visual:update`). With stories files as
# arguments, only theirs. Not part of `npm test`: the pictures add about 13 minutes on 2 cores (README).
set -euo pipefail
cd "$(dirname "$0")/.."
CHROMIUM_PATH="$(bash scripts/ensure-chromium.sh)"
export CHROMIUM_PATH
if [ ! -d .storybook/__screenshots__ ]; then
  echo "No visual baselines yet: make them with \`npm run test:visual:update\` first." >&2
  exit 1
fi
CHARTBENCH_VISUAL=1 npx vitest run --project storybook "$@"
