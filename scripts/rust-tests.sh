#!/usr/bin/env bash
# Runs every Rust test of the workspace (`cargo test --workspace`'s set), with its long test
# binaries side by side: `cargo test` runs one binary after another, and the server's two
# black-box binaries (in-process HTTP, real processes) take minutes each while much of that is
# spent waiting on servers, databases and SeaweedFS.
#
# One build (`cargo test --workspace --no-run`), whose messages name every test executable; then
# the executables themselves are run, as cargo runs them (from their package's folder, with
# CARGO_MANIFEST_DIR and CARGO_PKG_NAME set): the server's integration-test targets each in a
# group of its own, beside one group for every other executable and the doc tests.
# Why not a second `cargo test -p …` or `--exclude server` per group: cargo unifies features over
# the packages a command selects, so another selection compiles sea-orm, poem and a dozen others
# again with other features (that cost the Rust phase about four minutes on CI, 2026-12-07).
# `cargo test --workspace --doc` selects what the build selected and compiles nothing new.
# Each group's output is kept and printed whole when it ends; exits non-zero if any group failed.
# With E2E_BINARIES_FILE set, writes there the paths of this build's `langhe` binary and
# `fixture_properties` example, for the end-to-end phase.
set -euo pipefail
cd "$(dirname "$0")/.."

OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT

cargo test --workspace --no-run --quiet --message-format=json-render-diagnostics >"$OUT/build.json"

# One line per test executable: group, package name, package folder, executable. The server's
# integration-test targets (tests/*.rs) are read from cargo's own messages, so a new one cannot
# be left out.
python3 - "$OUT/build.json" >"$OUT/executables.txt" <<'EOF'
import json, os, sys
for line in open(sys.argv[1]):
    message = json.loads(line)
    if message.get("reason") != "compiler-artifact" or not message.get("executable"):
        continue
    if not message["profile"]["test"]:
        continue
    target = message["target"]
    package = message["package_id"]
    folder = os.path.dirname(message["manifest_path"])
    # "path+file:///…/crates/site#0.1.0", or "…/crates/x#other-name@0.1.0" where the name is
    # not the folder's.
    fragment = package.partition("#")[2]
    package_name = fragment.split("@")[0] if "@" in fragment else os.path.basename(folder)
    group = "rest"
    if folder.endswith("/crates/server") and target["kind"] == ["test"]:
        group = "server-" + target["name"]
    print("\t".join([group, package_name, folder, message["executable"]]))
EOF

# The end-to-end phase runs the site's binary and the fixture example of this very build (cargo
# builds both for the tests): `cargo build -p server -p adapters` would select other packages,
# unify other features and compile the workspace's crates a second time (about 100 s on CI).
if [ -n "${E2E_BINARIES_FILE:-}" ]; then
  python3 - "$OUT/build.json" >"$E2E_BINARIES_FILE" <<'EOF'
import json, sys
found = {}
for line in open(sys.argv[1]):
    message = json.loads(line)
    if message.get("reason") != "compiler-artifact" or not message.get("executable"):
        continue
    target = message["target"]
    if message["profile"]["test"]:
        continue
    if target["kind"] == ["bin"] and target["name"] == "langhe":
        found["langhe"] = message["executable"]
    if target["kind"] == ["example"] and target["name"] == "fixture_properties":
        found["fixture"] = message["executable"]
missing = {"langhe", "fixture"} - found.keys()
if missing:
    sys.exit(f"the test build made no {', '.join(sorted(missing))} executable")
print(found["langhe"], found["fixture"])
EOF
fi

# Runs the executables of one group, one after another, as `cargo test` would; stops at the
# first that fails, as `cargo test` does.
run_group() {
  local group=$1 status=0
  while IFS=$'\t' read -r name package folder executable; do
    [ "$name" = "$group" ] || continue
    echo "     Running $(basename "$executable") ($package)"
    (cd "$folder" && CARGO_MANIFEST_DIR="$folder" CARGO_PKG_NAME="$package" "$executable" --quiet </dev/null) || return 1
  done <"$OUT/executables.txt"
  if [ "$group" = rest ]; then cargo test --workspace --doc --quiet || status=$?; fi
  return "$status"
}

PIDS=()
NAMES=()
for group in $(cut -f1 "$OUT/executables.txt" | sort -u); do
  (
    started=$(date +%s)
    status=0
    run_group "$group" >"$OUT/$group.log" 2>&1 || status=$?
    echo "== rust group $group: $(($(date +%s) - started)) s, exit $status" >>"$OUT/$group.log"
    exit "$status"
  ) &
  PIDS+=("$!")
  NAMES+=("$group")
done

FAILED=()
for i in "${!PIDS[@]}"; do
  if ! wait "${PIDS[$i]}"; then FAILED+=("${NAMES[$i]}"); fi
  cat "$OUT/${NAMES[$i]}.log"
done
if [ "${#FAILED[@]}" -gt 0 ]; then
  echo "Rust test groups that failed: ${FAILED[*]}"
  exit 1
fi
