#!/usr/bin/env bash
# Builds the release binary and the front end, starts the site with demo content on a free
# port, and prints the JavaScript weight and Lighthouse mobile scores of four pages.
set -euo pipefail
cd "$(dirname "$0")/.."
(cd frontend && npm run build >/dev/null)
cargo build --release --quiet -p server --bin langhe
TARGET=$(cargo metadata --format-version 1 --no-deps | python3 -c 'import json,sys; print(json.load(sys.stdin)["target_directory"])')
DATA=$(mktemp -d /tmp/langhe-bench-fe.XXXXXX)
trap 'kill $PID 2>/dev/null; rm -rf "$DATA"' EXIT
LANGHE_LISTEN=127.0.0.1:0 LANGHE_DATA_DIR="$DATA" LANGHE_STATIC_DIR="$PWD/frontend/dist" RUST_LOG=warn \
  "$TARGET/release/langhe" >"$DATA/log" 2>&1 &
PID=$!
for _ in $(seq 1 600); do URL=$(grep -oE 'running at https?://[^ ]+' "$DATA/log" | cut -d' ' -f3 || true); [ -n "$URL" ] && break; sleep 0.2; done
node bench/frontend_weight.mjs "$URL"
