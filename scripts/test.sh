#!/usr/bin/env bash
# Runs every test, after the lint gates (rustfmt, no import circle of more than two files in a
# crate, clippy with warnings as errors, ESLint with
# the front end's import boundaries): Rust unit, contract and API tests (SQLite always, PostgreSQL when
# TEST_DATABASE_URL is set), the OpenAPI and TypeScript drift checks, front-end unit tests,
# then the built site end to end: schemathesis and browser tests against the live server.
# Ends by printing each phase's wall time, so every run shows where the minutes go.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD

PHASES=()
PHASE_NAME=""
PHASE_START=0
# Closes the running phase (if any) and opens `$1`.
phase() {
  local now
  now=$(date +%s)
  if [ -n "$PHASE_NAME" ]; then PHASES+=("$PHASE_NAME:$((now - PHASE_START))"); fi
  PHASE_NAME=${1:-}
  PHASE_START=$now
  if [ -n "$PHASE_NAME" ]; then echo "== $PHASE_NAME"; fi
}
report_phases() {
  local status=$?
  phase ""
  echo "== wall time by phase (seconds)"
  local total=0 entry
  for entry in "${PHASES[@]}"; do
    printf '%-60s %6s\n' "${entry%:*}" "${entry##*:}"
    total=$((total + ${entry##*:}))
  done
  # The end-to-end phase's shards run side by side: their parts, not added to the total.
  if [ -s "${E2E_TIMES_FILE:-}" ]; then
    while IFS= read -r entry; do
      printf '%-60s %6s\n' "${entry%:*}" "${entry##*:}"
    done <"$E2E_TIMES_FILE"
    rm -f "$E2E_TIMES_FILE"
  fi
  printf '%-60s %6s\n' "total" "$total"
  return $status
}
trap report_phases EXIT

phase "set-up: test tools"
scripts/ensure-test-tools.sh

phase "lint: rustfmt, import circles, clippy, ESLint"
cargo fmt --all --check
python3 scripts/import_circles.py
cargo clippy --workspace --all-targets --quiet -- -D warnings
(cd frontend && npm run lint)

phase "front end: generated client, types, unit tests, production build"
(cd frontend && npm run check:api && npm run typecheck && npx vitest run && npx vite build --logLevel warn && npm run build:server)

phase "rust: unit, contract and API tests"
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  echo "note: TEST_DATABASE_URL is not set; PostgreSQL contract tests will be skipped"
fi
cargo test --workspace --quiet

phase "end to end: build the binary and the fixture"
cargo build --quiet -p server --bin langhe -p adapters --example fixture_properties
phase "end to end: schemathesis and browser suites, in shards"
E2E_TIMES_FILE=$(mktemp)
export E2E_TIMES_FILE
TARGET_DIR=$(cargo metadata --format-version 1 --no-deps | python3 -c 'import json,sys; print(json.load(sys.stdin)["target_directory"])')
scripts/e2e.sh "$TARGET_DIR/debug/langhe" "$TARGET_DIR/debug/examples/fixture_properties"
