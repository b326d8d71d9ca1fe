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
PHASE_CPU=""
# The machine's busy and total CPU ticks so far (/proc/stat's first line; idle and iowait are
# the idle part), so a phase can say how much of the cores it kept busy: a phase that leaves
# them idle is waiting on something, one that fills them can only go faster by doing less.
cpu_ticks() {
  awk '/^cpu / { total = 0; for (i = 2; i <= NF; i++) total += $i; print total - $5 - $6, total; exit }' /proc/stat
}
# Closes the running phase (if any) and opens `$1`.
phase() {
  local now ticks busy
  now=$(date +%s)
  ticks=$(cpu_ticks)
  if [ -n "$PHASE_NAME" ]; then
    # shellcheck disable=SC2086 # two numbers each
    busy=$(echo $PHASE_CPU $ticks | awk '{ d = $4 - $2; printf "%d", (d > 0 ? 100 * ($3 - $1) / d : 0) }')
    PHASES+=("$PHASE_NAME|$((now - PHASE_START))|$busy")
  fi
  PHASE_NAME=${1:-}
  PHASE_START=$now
  PHASE_CPU=$ticks
  if [ -n "$PHASE_NAME" ]; then echo "== $PHASE_NAME"; fi
}
report_phases() {
  local status=$?
  phase ""
  echo "== wall time by phase (seconds; CPU busy, % of all cores)"
  local total=0 entry name seconds busy
  for entry in "${PHASES[@]}"; do
    IFS="|" read -r name seconds busy <<<"$entry"
    printf '%-60s %6s %4s%%\n' "$name" "$seconds" "$busy"
    total=$((total + seconds))
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
# The end-to-end phase runs the binary and the fixture example that build made (why: in the script).
E2E_BINARIES_FILE=$(mktemp)
export E2E_BINARIES_FILE
scripts/rust-tests.sh

phase "end to end: schemathesis and browser suites, in shards"
E2E_TIMES_FILE=$(mktemp)
export E2E_TIMES_FILE
read -r LANGHE_BIN FIXTURE_BIN <"$E2E_BINARIES_FILE"
rm -f "$E2E_BINARIES_FILE"
scripts/e2e.sh "$LANGHE_BIN" "$FIXTURE_BIN"
