#!/usr/bin/env bash
# Cookie-less counting's intake (issue 29): `POST /api/events` from a release server (demo
# content, SQLite) with wrk at 8 and 64 connections, each request a browser's beacon (a
# page view with a varying path). Prints, per round, the requests answered per second, the
# events the counter wrote (`visits_counted_total{outcome="kept"}` on /metrics) and dropped
# (its queue full: counting never slows an answer, memory stays bounded), and the server's
# memory before and after. Target: at least 5,000 events/s taken AND written, memory flat.
# The beacons come from many addresses (wrk stands where the proxy would, LANGHE_TRUSTED_PROXIES
# trusts it, and each request names another client in X-Forwarded-For), as a crowd's would:
# one address is counted at most LANGHE_COUNT_RATE_PER_MINUTE times a minute.
# Needs wrk (apt-get install -y wrk). Usage: bench/events.sh [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/lib/release_server.sh
ROUNDS=${1:-3}
DURATION=${DURATION:-10s}
command -v wrk >/dev/null || { echo "needs wrk: apt-get install -y wrk"; exit 1; }

release_server events 18093
export LANGHE_DATA_DIR="$WORK/data"
export LANGHE_TRUSTED_PROXIES=127.0.0.1
start >/dev/null

cat >"$WORK/beacon.lua" <<'LUA'
local n = 0
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["User-Agent"] = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0"
wrk.headers["Accept-Language"] = "en-GB,en;q=0.9"
request = function()
  n = n + 1
  local body = '{"kind":"view","path":"/piedmont-property-for-sale/' .. (n % 50 + 1) .. '","referrer":"https://www.google.com/"}'
  -- Another client for each request: 10.x.y.z over 2^20 addresses.
  local client = n % 1048576
  local headers = {}
  for name, value in pairs(wrk.headers) do headers[name] = value end
  headers["X-Forwarded-For"] = string.format("10.%d.%d.%d", math.floor(client / 65536) % 256, math.floor(client / 256) % 256, client % 256)
  return wrk.format(nil, nil, headers, body)
end
LUA

counted() { # outcome
  curl -fs "$SITE/metrics" | awk -v o="$1" '$1 ~ "^visits_counted_total" && $1 ~ "outcome=\""o"\"" {print $2}' | head -1
}
rss() { awk '/VmRSS/ {print $2}' "/proc/$(cat "$WORK/pid")/status"; }

median() { tr ' ' '\n' <<<"$1" | grep -v '^$' | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
declare -A TAKEN WRITTEN
echo "server memory at start: $(rss) kB"
for round in $(seq 1 "$ROUNDS"); do
  for connections in 8 64; do
    kept_before=$(counted kept); kept_before=${kept_before:-0}
    dropped_before=$(counted dropped); dropped_before=${dropped_before:-0}
    out=$(wrk -t2 -c"$connections" -d"$DURATION" -s "$WORK/beacon.lua" "$SITE/api/events")
    rps=$(awk '/Requests\/sec/ {print $2}' <<<"$out")
    non2xx=$(awk '/Non-2xx/ {print $5}' <<<"$out")
    sleep 2 # the last batch is written within a second
    kept=$(counted kept); dropped=$(counted dropped)
    seconds=${DURATION%s}
    written=$(python3 -c "print(round((${kept:-0} - $kept_before) / $seconds))")
    lost=$(python3 -c "print(int(${dropped:-0} - $dropped_before))")
    limited=$(counted limited)
    TAKEN[$connections]+="$rps "; WRITTEN[$connections]+="$written "
    echo "round $round, $connections connections: $rps req/s answered (non-2xx: ${non2xx:-0}), $written events/s written, $lost dropped, ${limited:-0} past an address's allowance in all, memory $(rss) kB"
  done
done
echo
echo "medians of $ROUNDS rounds of $DURATION:"
for connections in 8 64; do
  echo "  $connections connections: $(median "${TAKEN[$connections]}") req/s answered, $(median "${WRITTEN[$connections]}") events/s written (target >= 5000)"
done
echo "hit rows kept: $(python3 - "$WORK/data/langhe.sqlite" <<'PY'
import sqlite3, sys
print(sqlite3.connect(sys.argv[1]).execute("select count(*) from visit_hits").fetchone()[0])
PY
)"
