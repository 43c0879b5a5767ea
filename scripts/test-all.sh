#!/usr/bin/env bash
# All tests, in the order that fails fastest: lint and type-check, unit tests, production build, e2e.
# Prints the time of each stage at the end.
set -euo pipefail
cd "$(dirname "$0")/.."

declare -a timings=()
stage() {
  local name=$1
  shift
  local start=$SECONDS
  echo
  echo "=== $name"
  "$@"
  timings+=("$(printf '%-14s %4ss' "$name" $((SECONDS - start)))")
}

# eslint checks on one thread: the type-check runs beside it on the other core
stage lint+types pnpm exec concurrently --kill-others-on-fail --names lint,types 'pnpm run lint' 'pnpm run typecheck'
stage unit pnpm run test:unit
stage build pnpm run build
stage e2e pnpm run test:e2e

echo
echo "=== stage times"
printf '%s\n' "${timings[@]}"
