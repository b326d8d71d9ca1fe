#!/usr/bin/env bash
# Photo pipeline benchmark: a 24-megapixel JPEG into every published size, JPEG + WebP.
# Target on the 2-core reference machine: median under 3 s, peak RSS under 500 MB.
# Usage: bench/image_variants.sh [RUNS] [INPUT.jpg]   (without INPUT a 6000×4000 landscape
# is painted and used).
set -euo pipefail
cd "$(dirname "$0")/.."

runs="${1:-5}"
input="${2:-}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

cargo build --release -p demo --example image_variants
bin="${CARGO_TARGET_DIR:-target}/release/examples/image_variants"

if [[ -z "$input" ]]; then
  input="$work/24mp.jpg"
  "$bin" generate "$input" 6000 4000
fi

if [[ -x /usr/bin/time ]]; then
  /usr/bin/time -v "$bin" run "$input" "$runs" 2> "$work/time.txt"
  grep -E "Maximum resident set size|Elapsed" "$work/time.txt"
else
  "$bin" run "$input" "$runs"
fi
