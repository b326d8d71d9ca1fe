#!/usr/bin/env bash
# Cookie-less counting's intake (issue 29): `POST /api/events` from a release server (demo
# content, SQLite) with wrk at 8 and 64 connections, each request a browser's beacon (a
# page view with a varying path). Prints, per round, the requests answered per second, the
# events the counter wrote (`visits_counted_total{outcome="kept"}` on /metrics) and dropped
# (its queue full: counting never slows an answer, memory stays bounded), and the server's
# memory before and after. Target: at least 5,000 events/s taken AND written, memory flat.
# Needs wrk (apt-get install -y wrk). Usage: bench/events.sh [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/lib/release_server.sh
ROUNDS=${1:-3}
DURATION=${DURATION:-10s}
command -v wrk >/dev/null || { echo "needs wrk: apt-get install -y wrk"; exit 1; }

release_server events 18093
export LANGHE_DATA_DIR="$WORK/data"
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
  return wrk.format(nil, nil, nil, body)
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
    TAKEN[$connections]+="$rps "; WRITTEN[$connections]+="$written "
    echo "round $round, $connections connections: $rps req/s answered (non-2xx: ${non2xx:-0}), $written events/s written, $lost dropped, memory $(rss) kB"
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
