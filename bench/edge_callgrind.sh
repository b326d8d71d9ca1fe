#!/usr/bin/env bash
# Instructions the release server spends on one cached answer, counted by valgrind's callgrind
# (the same count on a busy or an idle machine): the public list answer
# (GET /api/properties?skip=0&take=100, 100 properties, from the public list cache) and a
# property page (demo content, from the page cache). The server runs under
# callgrind; each answer is asked once to fill its cache, the counters are zeroed, the same
# request is sent REQUESTS times on one kept-alive connection (curl, no Accept-Encoding, as wrk
# sends it), and the counters are dumped. Prints instructions per request and the top
# functions (inclusive) of each run; the full annotations are kept in OUT (default
# /tmp/langhe-callgrind).
# Needs valgrind (apt-get install -y valgrind). Usage: [BIN_DIR=…] bench/edge_callgrind.sh [REQUESTS]
set -euo pipefail
cd "$(dirname "$0")/.."
# The list is kept at most 5 s (MAX_AGE): under valgrind a few hundred hits fit in that.
REQUESTS=${1:-100}
OUT=${OUT:-/tmp/langhe-callgrind}
command -v valgrind >/dev/null || { echo "needs valgrind: apt-get install -y valgrind"; exit 1; }

[ -f frontend/dist/index.html ] || (cd frontend && npm run build >/dev/null 2>&1)
# BIN_DIR: a folder holding `langhe` and `fixture_properties` built before (another commit's,
# to compare); by default this tree's release build.
if [ -n "${BIN_DIR:-}" ]; then
  LANGHE="$BIN_DIR/langhe"; FIXTURES="$BIN_DIR/fixture_properties"
else
  cargo build --release --quiet -p server --bin langhe -p adapters --example fixture_properties
  TARGET=$(cargo metadata --format-version 1 --no-deps | python3 -c 'import json,sys; print(json.load(sys.stdin)["target_directory"])')
  LANGHE="$TARGET/release/langhe"; FIXTURES="$TARGET/release/examples/fixture_properties"
fi
WORK=$(mktemp -d /tmp/langhe-callgrind.XXXXXX)
mkdir -p "$OUT"
cleanup() {
  [ -n "${SERVER_PID:-}" ] && kill "$SERVER_PID" 2>/dev/null || true
  rm -rf "$WORK"
}
trap cleanup EXIT

PORT=${PORT:-18095}
BASE="http://127.0.0.1:$PORT"

# start_under_callgrind NAME [ENV=VALUE...]: the server with its data in $WORK/NAME.
start_under_callgrind() {
  local name=$1; shift
  mkdir -p "$WORK/$name"
  env LANGHE_LISTEN=127.0.0.1:$PORT LANGHE_DATA_DIR="$WORK/$name" RUST_LOG=warn "$@" \
    valgrind --tool=callgrind --callgrind-out-file="$OUT/$name.%p.out" \
    "$LANGHE" >"$WORK/$name.log" 2>&1 &
  SERVER_PID=$!
  for _ in $(seq 1 1200); do curl -fs "$BASE/healthz" >/dev/null 2>&1 && return; sleep 0.5; done
  echo "$name: the server did not start"; cat "$WORK/$name.log"; exit 1
}

# count NAME PATH: zero, send REQUESTS requests for PATH on one connection, dump, report.
count() {
  local name=$1 path=$2
  local urls="$WORK/$name.urls"
  for _ in $(seq 1 "$REQUESTS"); do printf 'url = "%s"\noutput = /dev/null\n' "$BASE$path"; done >"$urls"
  curl -fs -o /dev/null "$BASE$path"
  callgrind_control -z "$SERVER_PID" >/dev/null
  curl -fs -K "$urls"
  callgrind_control -d "$SERVER_PID" >/dev/null
  kill "$SERVER_PID"; wait "$SERVER_PID" 2>/dev/null || true; SERVER_PID=
  local dump
  dump=$(ls "$OUT/$name".*.out.1)
  callgrind_annotate --inclusive=yes --threshold=100 "$dump" >"$OUT/$name.inclusive.txt" 2>/dev/null
  callgrind_annotate --inclusive=no --threshold=100 "$dump" >"$OUT/$name.self.txt" 2>/dev/null
  if grep -q 'sqlx' "$OUT/$name.inclusive.txt"; then
    echo "$name: a database read fell inside the count (the list expired): run again with fewer requests"
  fi
  # The connection's own task: every instruction its requests cost (parsing, the edge, the
  # answer, writing it), none of the background work (pool samples, demo pictures).
  local total
  total=$(awk '/server::connections::serve_connection::\{\{closure\}\} \[/ {gsub(",", "", $1); print $1; exit}' "$OUT/$name.inclusive.txt")
  echo "$name: $total instructions on the connection for $REQUESTS requests = $((total / REQUESTS)) per request"
  echo "  top self costs (full lists in $OUT/$name.{self,inclusive}.txt):"
  grep -E '^ *[0-9,]+ \(' "$OUT/$name.self.txt" | grep -v 'start_thread\|tokio::runtime\|backtrace\|clone.S' | head -20 | sed 's/^/    /'
}

rm -f "$OUT"/*.out*
if [ -z "${PAGE_ONLY:-}" ]; then
export DATABASE_URL="sqlite://$WORK/list.sqlite?mode=rwc"
"$FIXTURES" 100 1 >/dev/null
start_under_callgrind list LANGHE_DEMO_CONTENT=false DATABASE_URL="$DATABASE_URL" LANGHE_SSR=off
count list "/api/properties?skip=0&take=100"
fi

unset DATABASE_URL
# Server rendering under valgrind outlasts its 2 s budget, and a page whose render was missed is
# not kept: the page is drawn without it here (a hit costs the same, only the body is shorter).
start_under_callgrind page LANGHE_STATIC_DIR="$PWD/frontend/dist" LANGHE_SSR=off
REF=
for _ in $(seq 1 120); do
  REF=$(curl -fs "$BASE/api/properties?skip=0&take=1" | python3 -c 'import json,sys; print(json.load(sys.stdin)["properties"][0]["ref"])' 2>/dev/null) && break
  sleep 1
done
count page "/property/for-sale/in-italy/$REF"
