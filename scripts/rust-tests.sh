#!/usr/bin/env bash
# Runs every Rust test of the workspace (`cargo test --workspace`'s set), with its long test
# binaries side by side: `cargo test` runs one binary after another, and the server's two
# black-box binaries (in-process HTTP, real processes) take about 70 and 80 s each while much
# of that is spent waiting on servers, databases and SeaweedFS. So: one build, then the server's
# integration-test targets each in its own `cargo test`, beside one more for everything else,
# each group's output kept and printed whole when it ends. Exits non-zero if any group failed.
# Cargo holds its build lock only while compiling, so the groups do not wait on each other.
set -euo pipefail
cd "$(dirname "$0")/.."

cargo test --workspace --no-run --quiet

# The server crate's integration-test targets (tests/*.rs), read from cargo's own metadata so
# a new one cannot be left out.
mapfile -t SERVER_TESTS < <(cargo metadata --format-version 1 --no-deps | python3 -c '
import json, sys
for package in json.load(sys.stdin)["packages"]:
    if package["name"] == "server":
        for target in package["targets"]:
            if "test" in target["kind"]:
                print(target["name"])
')

OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
PIDS=()
NAMES=()
start_group() {
  local name=$1
  shift
  (
    started=$(date +%s)
    status=0
    "$@" >"$OUT/$name.log" 2>&1 || status=$?
    echo "== rust group $name: $(($(date +%s) - started)) s, exit $status" >>"$OUT/$name.log"
    exit "$status"
  ) &
  PIDS+=("$!")
  NAMES+=("$name")
}

for target in "${SERVER_TESTS[@]}"; do
  start_group "server-$target" cargo test --quiet -p server --test "$target"
done
start_group "rest" bash -c 'cargo test --quiet -p server --lib --bins && cargo test --quiet --workspace --exclude server'

FAILED=()
for i in "${!PIDS[@]}"; do
  if ! wait "${PIDS[$i]}"; then FAILED+=("${NAMES[$i]}"); fi
  cat "$OUT/${NAMES[$i]}.log"
done
if [ "${#FAILED[@]}" -gt 0 ]; then
  echo "Rust test groups that failed: ${FAILED[*]}"
  exit 1
fi
