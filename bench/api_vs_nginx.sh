#!/usr/bin/env bash
# Throughput and p99 latency of GET /api/properties?skip=0&take=100 (100 visible properties)
# beside nginx serving the identical body as a static file, measured in one run with wrk at
# 64 connections. Rounds alternate between the two servers; medians are printed with ratios.
# TAKE=20 asks for a first page of 20 (about 21 KB) instead: the smaller the body, the more
# of each request is the edge's own cost rather than copying bytes.
# Needs: wrk, nginx (apt-get install -y wrk nginx-light). Usage: [TAKE=N] bench/api_vs_nginx.sh [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/lib/static_nginx.sh
ROUNDS=${1:-3}
DURATION=${DURATION:-10s}
CONNECTIONS=${CONNECTIONS:-64}
TAKE=${TAKE:-100}

command -v wrk >/dev/null && command -v nginx >/dev/null || {
  echo "needs wrk and nginx: apt-get install -y wrk nginx-light"; exit 1; }

WORK=$(mktemp -d /tmp/langhe-bench.XXXXXX)
cleanup() {
  [ -n "${API_PID:-}" ] && kill "$API_PID" 2>/dev/null || true
  [ -f "$WORK/nginx.pid" ] && kill "$(cat "$WORK/nginx.pid")" 2>/dev/null || true
  rm -rf "$WORK"
}
trap cleanup EXIT

cargo build --release --quiet -p server --bin langhe -p adapters --example fixture_properties
TARGET=$(cargo metadata --format-version 1 --no-deps | python3 -c 'import json,sys; print(json.load(sys.stdin)["target_directory"])')
export DATABASE_URL="sqlite://$WORK/bench.sqlite?mode=rwc"
"$TARGET/release/examples/fixture_properties" 100 1

API_PORT=18081; NGINX_PORT=18082
LANGHE_LISTEN=127.0.0.1:$API_PORT LANGHE_DATA_DIR="$WORK" LANGHE_DEMO_CONTENT=false RUST_LOG=warn \
  "$TARGET/release/langhe" >"$WORK/api.log" 2>&1 &
API_PID=$!
for _ in $(seq 1 100); do curl -fs "http://127.0.0.1:$API_PORT/healthz" >/dev/null && break; sleep 0.1; done

API_URL="http://127.0.0.1:$API_PORT/api/properties?skip=0&take=$TAKE"
mkdir -p "$WORK/www/api"
curl -fs "$API_URL" -o "$WORK/www/api/properties.json"
COUNT=$(python3 -c "import json; print(len(json.load(open('$WORK/www/api/properties.json'))['properties']))")
[ "$COUNT" = "$TAKE" ] || { echo "expected $TAKE properties in the body, got $COUNT"; exit 1; }

start_static_nginx "$WORK" "$NGINX_PORT" application/json
NGINX_URL="http://127.0.0.1:$NGINX_PORT/api/properties.json"
cmp <(curl -fs "$API_URL") <(curl -fs "$NGINX_URL") || { echo "bodies differ"; exit 1; }
echo "body: $(wc -c <"$WORK/www/api/properties.json") bytes, $TAKE properties; wrk -t2 -c$CONNECTIONS -d$DURATION, $ROUNDS rounds"

# wrk prints "Requests/sec: N" and, with --latency, a "99% Xms" line.
measure() {
  local out; out=$(wrk -t2 -c"$CONNECTIONS" -d"$DURATION" --latency "$1")
  local rps p99
  rps=$(awk '/Requests\/sec/ {print $2}' <<<"$out")
  p99=$(awk '$1=="99%" {print $2}' <<<"$out")
  python3 - "$rps" "$p99" <<'PY'
import sys
rps, p99 = sys.argv[1], sys.argv[2]
unit = {'us': 0.001, 'ms': 1.0, 's': 1000.0}
for suffix in ('us', 'ms', 's'):
    if p99.endswith(suffix):
        print(rps, float(p99[: -len(suffix)]) * unit[suffix]); break
PY
}

API_RPS=(); API_P99=(); NGX_RPS=(); NGX_P99=()
for round in $(seq 1 "$ROUNDS"); do
  read -r r p < <(measure "$API_URL"); API_RPS+=("$r"); API_P99+=("$p")
  read -r r p < <(measure "$NGINX_URL"); NGX_RPS+=("$r"); NGX_P99+=("$p")
  echo "round $round: api ${API_RPS[-1]} req/s p99 ${API_P99[-1]} ms | nginx ${NGX_RPS[-1]} req/s p99 ${NGX_P99[-1]} ms"
done

python3 - "${API_RPS[*]}" "${API_P99[*]}" "${NGX_RPS[*]}" "${NGX_P99[*]}" <<'PY'
import statistics, sys
a_rps, a_p99, n_rps, n_p99 = ([float(x) for x in arg.split()] for arg in sys.argv[1:5])
ar, ap, nr, np_ = (statistics.median(v) for v in (a_rps, a_p99, n_rps, n_p99))
print(f"median api:   {ar:,.0f} req/s, p99 {ap:.2f} ms")
print(f"median nginx: {nr:,.0f} req/s, p99 {np_:.2f} ms")
print(f"throughput ratio api/nginx: {ar / nr:.2f} (target >= 0.50)")
print(f"p99 ratio api/nginx:        {ap / np_:.2f} (target <= 2.00)")
PY
