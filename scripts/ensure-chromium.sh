#!/usr/bin/env bash
# Finds a Chromium for the browser tests, installing Debian's where it can. Prints its path.
# Elsewhere, point CHROMIUM_PATH at any Chromium or Chrome binary.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] || { echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable" >&2; exit 1; }
  echo "$CHROMIUM_PATH"; exit 0
fi
for candidate in /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome; do
  if [ -x "$candidate" ]; then echo "$candidate"; exit 0; fi
done
if command -v apt-get >/dev/null 2>&1; then
  SUDO=""
  [ "$(id -u)" = 0 ] || SUDO="sudo"
  echo "Installing Debian's chromium for the browser tests (about a minute)..." >&2
  $SUDO apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-dejavu-core >&2
  echo /usr/bin/chromium; exit 0
fi
echo "No Chromium found. Install Chromium or Chrome and set CHROMIUM_PATH=/path/to/the/binary." >&2
exit 1
