#!/usr/bin/env bash
# Finds PostgreSQL's server binaries for the tests, installing Debian's where it can. Prints their folder.
# Elsewhere, set POSTGRES_BIN to a folder holding initdb and pg_ctl, or DATABASE_URL to an existing server.
set -euo pipefail
if [ -n "${POSTGRES_BIN:-}" ]; then
  [ -x "$POSTGRES_BIN/initdb" ] || { echo "POSTGRES_BIN=$POSTGRES_BIN holds no initdb" >&2; exit 1; }
  echo "$POSTGRES_BIN"; exit 0
fi
find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
found="$(find_bin)"
if [ -n "$found" ] && [ -x "$found/initdb" ]; then echo "$found"; exit 0; fi
if command -v apt-get >/dev/null 2>&1; then
  SUDO=""
  [ "$(id -u)" = 0 ] || SUDO="sudo"
  echo "Installing Debian's postgresql for the storage tests (about a minute)..." >&2
  $SUDO apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >&2
  found="$(find_bin)"
  if [ -n "$found" ]; then echo "$found"; exit 0; fi
fi
echo "No PostgreSQL found. Install it, set POSTGRES_BIN=/path/to/bin, or DATABASE_URL=postgres://..." >&2
exit 1
