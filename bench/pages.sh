#!/usr/bin/env bash
# What server-side rendering costs the server: a property page's HTML from two release servers
# over the same demo content, one rendering pages (LANGHE_SSR on) and one not (off), in
# alternating rounds with wrk. "rendered, cached" asks for one address again and again (the
# render cache answers); "rendered, uncached" gives every request its own query string, so
# every request runs the React bundle in QuickJS. Medians of the rounds, with ratios to "off".
# Needs wrk (apt-get install -y wrk). Usage: bench/pages.sh [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/.."
ROUNDS=${1:-3}
DURATION=${DURATION:-8s}
CONNECTIONS=${CONNECTIONS:-8}
command -v wrk >/dev/null || { echo "needs wrk: apt-get install -y wrk"; exit 1; }

(cd frontend && npm run build >/dev/null 2>&1)
cargo build --release --quiet -p api --bin langhe
TARGET=$(cargo metadata --format-version 1 --no-deps | python3 -c 'import json,sys; print(json.load(sys.stdin)["target_directory"])')
WORK=$(mktemp -d /tmp/langhe-bench-pages.XXXXXX)
PIDS=()
trap 'for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done; rm -rf "$WORK"' EXIT

start() { # name port ssr
  mkdir -p "$WORK/$1"
  LANGHE_LISTEN=127.0.0.1:$2 LANGHE_DATA_DIR="$WORK/$1" LANGHE_SSR=$3 LANGHE_STATIC_DIR="$PWD/frontend/dist" \
    RUST_LOG=warn "$TARGET/release/langhe" >"$WORK/$1.log" 2>&1 &
  PIDS+=($!)
  for _ in $(seq 1 600); do curl -fs "http://127.0.0.1:$2/api/properties?skip=0&take=1" >/dev/null && return; sleep 0.2; done
  cat "$WORK/$1.log"; exit 1
}
start on 18091 on
start off 18092 off
REF=$(curl -fs "http://127.0.0.1:18091/api/properties?skip=0&take=1" | python3 -c 'import json,sys; print(json.load(sys.stdin)["properties"][0]["ref"])')
PAGE="/property/for-sale/in-italy/$REF"
curl -fs "http://127.0.0.1:18091$PAGE" | grep -q '<div id="root"><a class="skip-link"' || { echo "the 'on' server did not render"; exit 1; }
curl -fs "http://127.0.0.1:18092$PAGE" | grep -q '<div id="root"></div>' || { echo "the 'off' server rendered"; exit 1; }

cat >"$WORK/unique.lua" <<'LUA'
local n = 0
request = function()
  n = n + 1
  return wrk.format("GET", wrk.path .. "?n=" .. n .. "-" .. math.random(1, 1e9))
end
LUA

measure() { # url [script]
  local out
  if [ -n "${2:-}" ]; then out=$(wrk -t1 -c"$CONNECTIONS" -d"$DURATION" --latency -s "$2" "$1"); else out=$(wrk -t1 -c"$CONNECTIONS" -d"$DURATION" --latency "$1"); fi
  local rps p99
  rps=$(awk '/Requests\/sec/ {print $2}' <<<"$out")
  p99=$(awk '$1 == "99%" {v=$2; if (v ~ /us$/) {sub(/us/,"",v); v=v/1000} else if (v ~ /ms$/) {sub(/ms/,"",v)} else if (v ~ /s$/) {sub(/s/,"",v); v=v*1000}; print v}' <<<"$out")
  echo "$rps $p99"
}

declare -A RPS P99
for round in $(seq 1 "$ROUNDS"); do
  for kind in off cached uncached; do
    case $kind in
      off) result=$(measure "http://127.0.0.1:18092$PAGE") ;;
      cached) result=$(measure "http://127.0.0.1:18091$PAGE") ;;
      uncached) result=$(measure "http://127.0.0.1:18091$PAGE" "$WORK/unique.lua") ;;
    esac
    RPS[$kind]+="${result% *} "; P99[$kind]+="${result#* } "
    echo "round $round $kind: ${result% *} req/s, p99 ${result#* } ms"
  done
done
median() { tr ' ' '\n' <<<"$1" | grep -v '^$' | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
echo "property page HTML, wrk -t1 -c$CONNECTIONS -d$DURATION, $ROUNDS rounds, medians:"
OFF=$(median "${RPS[off]}")
for kind in off cached uncached; do
  rps=$(median "${RPS[$kind]}"); p99=$(median "${P99[$kind]}")
  printf '%-22s %10s req/s  p99 %8s ms  (%s x off)\n' "rendered=${kind}" "$rps" "$p99" "$(python3 -c "print(round($rps/$OFF, 2))")"
done
