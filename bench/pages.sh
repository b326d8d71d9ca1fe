#!/usr/bin/env bash
# Server-rendered pages against static files: the property, list and home pages' HTML from a
# release server (demo content, server rendering on, answered from the full-page cache) beside
# nginx serving the very same bytes as files, with wrk at 8 and 64 connections, in alternating
# rounds. Prints medians, the req/s ratio (target >= 0.5 x nginx) and the p99 ratio (target
# <= 2 x nginx's). Then what a page costs when it is not cached: every request with its own
# query string, so that it is drawn and rendered (QuickJS) each time. Last, the page cache's
# report (entries, bytes, hits). Every request carries a browser's User-Agent and
# Accept-Language, so the site counts each one as a page view (issue 29: counting on; nginx
# gets the same headers); the visits the counter kept and dropped are printed at the end.
# wrk is one client address, which the site would count 60 times a minute only
# (LANGHE_COUNT_RATE_PER_MINUTE): the allowance is raised so that every request is counted,
# the cost being measured.
# Needs wrk and nginx (apt-get install -y wrk nginx-light). Usage: bench/pages.sh [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/lib/static_nginx.sh
ROUNDS=${1:-3}
DURATION=${DURATION:-5s}
command -v wrk >/dev/null && command -v nginx >/dev/null || {
  echo "needs wrk and nginx: apt-get install -y wrk nginx-light"; exit 1; }

(cd frontend && npm run build >/dev/null 2>&1)
cargo build --release --quiet -p server --bin langhe
TARGET=$(cargo metadata --format-version 1 --no-deps | python3 -c 'import json,sys; print(json.load(sys.stdin)["target_directory"])')
WORK=$(mktemp -d /tmp/langhe-bench-pages.XXXXXX)
cleanup() {
  [ -n "${SITE_PID:-}" ] && kill "$SITE_PID" 2>/dev/null || true
  [ -f "$WORK/nginx.pid" ] && kill "$(cat "$WORK/nginx.pid")" 2>/dev/null || true
  rm -rf "$WORK"
}
trap cleanup EXIT

SITE_PORT=18091; NGINX_PORT=18092
SITE="http://127.0.0.1:$SITE_PORT"
LANGHE_LISTEN=127.0.0.1:$SITE_PORT LANGHE_DATA_DIR="$WORK/site" LANGHE_STATIC_DIR="$PWD/frontend/dist" \
  LANGHE_COUNT_RATE_PER_MINUTE=1000000000 RUST_LOG=warn "$TARGET/release/langhe" >"$WORK/site.log" 2>&1 &
SITE_PID=$!
for _ in $(seq 1 600); do curl -fs "$SITE/api/properties?skip=0&take=1" >/dev/null && break; sleep 0.2; done
REF=$(curl -fs "$SITE/api/properties?skip=0&take=1" | python3 -c 'import json,sys; print(json.load(sys.stdin)["properties"][0]["ref"])')

declare -A PAGES=([property]="/property/for-sale/in-italy/$REF" [list]="/piedmont-property-for-sale/1" [home]="/")
mkdir -p "$WORK/www" "$WORK/tmp"
for name in property list home; do
  curl -fs "$SITE${PAGES[$name]}" -o "$WORK/www/$name.html"
  grep -q '<div id="root"><a class="skip-link"' "$WORK/www/$name.html" || { echo "$name was not rendered"; exit 1; }
done
start_static_nginx "$WORK" "$NGINX_PORT" text/html
for name in property list home; do
  cmp <(curl -fs "$SITE${PAGES[$name]}") <(curl -fs "http://127.0.0.1:$NGINX_PORT/$name.html") \
    || { echo "$name: the bodies differ"; exit 1; }
done

cat >"$WORK/unique.lua" <<'LUA'
local n = 0
request = function()
  n = n + 1
  return wrk.format("GET", wrk.path .. "?n=" .. n .. "-" .. math.random(1, 1e9))
end
LUA

BROWSER=(-H "User-Agent: Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0" -H "Accept-Language: en-GB,en;q=0.9")
measure() { # url connections [script]
  local out
  if [ -n "${3:-}" ]; then out=$(wrk -t2 -c"$2" -d"$DURATION" --latency "${BROWSER[@]}" -s "$3" "$1"); else out=$(wrk -t2 -c"$2" -d"$DURATION" --latency "${BROWSER[@]}" "$1"); fi
  local rps p99
  rps=$(awk '/Requests\/sec/ {print $2}' <<<"$out")
  p99=$(awk '$1 == "99%" {v=$2; if (v ~ /us$/) {sub(/us/,"",v); v=v/1000} else if (v ~ /ms$/) {sub(/ms/,"",v)} else if (v ~ /s$/) {sub(/s/,"",v); v=v*1000}; print v}' <<<"$out")
  echo "$rps $p99"
}
median() { tr ' ' '\n' <<<"$1" | grep -v '^$' | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
ratio() { python3 -c "print(round($1/$2, 2))"; }

declare -A RPS P99
for round in $(seq 1 "$ROUNDS"); do
  for name in property list home; do
    for connections in 8 64; do
      for server in site nginx; do
        case $server in
          site) url="$SITE${PAGES[$name]}" ;;
          nginx) url="http://127.0.0.1:$NGINX_PORT/$name.html" ;;
        esac
        result=$(measure "$url" "$connections")
        key="$name $connections $server"
        RPS[$key]+="${result% *} "; P99[$key]+="${result#* } "
        echo "round $round $key: ${result% *} req/s, p99 ${result#* } ms"
      done
    done
  done
done

echo
echo "pages from the page cache against nginx serving the same bytes (wrk -t2 -d$DURATION, medians of $ROUNDS rounds):"
printf '%-9s %5s %12s %12s %8s %10s %10s %8s\n' page conns "site req/s" "nginx req/s" ratio "site p99" "nginx p99" "p99 x"
for name in property list home; do
  for connections in 8 64; do
    sr=$(median "${RPS[$name $connections site]}"); nr=$(median "${RPS[$name $connections nginx]}")
    sp=$(median "${P99[$name $connections site]}"); np=$(median "${P99[$name $connections nginx]}")
    printf '%-9s %5s %12s %12s %8s %8s ms %7s ms %8s\n' "$name" "$connections" "$sr" "$nr" "$(ratio "$sr" "$nr")" "$sp" "$np" "$(ratio "$sp" "$np")"
  done
done
echo "sizes: property $(wc -c <"$WORK/www/property.html") B, list $(wc -c <"$WORK/www/list.html") B, home $(wc -c <"$WORK/www/home.html") B"

echo
echo "not cached: every request its own query string, so each page is drawn and rendered (8 connections):"
for name in property list home; do
  result=$(measure "$SITE${PAGES[$name]}" 8 "$WORK/unique.lua")
  echo "$name: ${result% *} req/s, p99 ${result#* } ms"
done
echo
echo "page cache: $(curl -fs "$SITE/api/system/page-cache")"
echo "server memory (RSS): $(awk '/VmRSS/ {print $2, $3}' "/proc/$SITE_PID/status")"
sleep 2 # the counter writes once a second
echo "page views counted: $(curl -fs "$SITE/metrics" | grep '^visits_counted_total' | tr '\n' ' ')"
