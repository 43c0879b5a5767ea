#!/usr/bin/env bash
# Runs the api test suite against a throwaway PostgreSQL cluster on loopback.
# Usage: bash scripts/test-postgres.sh [jest args…]   (env PG_PORT, PG_BIN: see scripts/with-postgres.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
exec bash ../scripts/with-postgres.sh pnpm test "$@"
