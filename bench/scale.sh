#!/usr/bin/env bash
# A small catalogue against a large one, on SQLite and on PostgreSQL: the same release server
# over the demo content plus SMALL generated listings, then plus LARGE (default 100,000),
# `langhe generate` timed. For each: the time to be ready after a restart, then medians of
# runs of distinct requests for
#   - GET /api/properties, a middle page of 10 (a query parameter of its own each time, so the
#     public list's HTTP cache never answers),
#   - GET /api/properties/{ref}, a different listing each time,
#   - an uncached list page: /piedmont-property-for-sale/{n}, pages around the middle, each
#     with its own query string (neither the page cache nor the render cache answers),
#   - a filtered API page (price range, two kinds, two bedrooms) in each order (cheapest
#     first, dearest first, newest first), the middle page of its filtered set, a filter of
#     its own each time, printed beside the unfiltered middle page (target <= 1.5),
#   - /sitemap.xml and its first part when it is an index (five each; target < 2 s),
#   - one uncached /feeds/kyero.xml: its time, how far it raised the peak memory, its size,
#     the server's memory 2 s after it,
# printed side by side with the ratio large / small (target <= 1.5), and the server's memory
# once idle with a warm page cache (target < 200 MB).
# The small catalogue holds enough listings for three list pages of 100, so that both sizes
# draw the same pages (the demo's twenty listings fill a fifth of one).
# Usage: bench/scale.sh [LARGE] [SMALL]
set -euo pipefail
cd "$(dirname "$0")/.."
LARGE=${1:-100000}
SMALL=${2:-300}
REQUESTS=${REQUESTS:-200}
PG=${PG:-postgres://postgres@127.0.0.1:5432}

# shellcheck source=bench/lib/release_server.sh
source bench/lib/release_server.sh
release_server scale 18095

# Medians, in milliseconds, of $REQUESTS requests over one kept-alive connection.
timings() {
  python3 - "$PORT" "$REQUESTS" <<'PY'
import http.client, json, random, statistics, sys, time
port, count = int(sys.argv[1]), int(sys.argv[2])
conn = http.client.HTTPConnection("127.0.0.1", port)
def get(path):
    started = time.perf_counter()
    conn.request("GET", path)
    response = conn.getresponse()
    body = response.read()
    elapsed = (time.perf_counter() - started) * 1000
    assert response.status == 200, (path, response.status)
    return elapsed, body
_, body = get("/api/properties?skip=0&take=10")
pages = json.loads(body)["pages"]
refs = []
for skip in range(0, pages, max(1, pages // 40)):
    _, body = get(f"/api/properties?skip={skip}&take=10")
    refs += [p["ref"] for p in json.loads(body)["properties"]]
_, body = get("/api/properties?skip=0&take=100")
list_pages = json.loads(body)["pages"]
random.seed(7)
nonce = random.randrange(1 << 30)
def median(paths):
    return statistics.median(get(path)[0] for path in paths)
middle = pages // 2
api_page = median(f"/api/properties?skip={middle}&take=10&n={nonce}-{i}" for i in range(count))
by_ref = median(f"/api/properties/{random.choice(refs)}" for _ in range(count))
around = [max(1, list_pages // 2 + d) for d in (-1, 0, 1)]
list_page = median(f"/piedmont-property-for-sale/{around[i % 3]}?n={nonce}-{i}" for i in range(count // 4))
def filtered_page(sort):
    # A filter of its own each time (the highest price moves by a euro), so no answer can
    # come from an earlier search: every request is the first of its search.
    filters = lambda i: f"min_price=400000&max_price={2000000 + i}&kind=farmhouse&kind=villa&min_bedrooms=2&sort={sort}"
    _, body = get(f"/api/properties?{filters(count)}&skip=0&take=10")
    middle = json.loads(body)["pages"] // 2
    return median(f"/api/properties?{filters(i)}&skip={middle}&take=10&n={nonce}-{sort}-{i}" for i in range(count))
filtered = [filtered_page(sort) for sort in ("price_asc", "price_desc", "newest")]
# A query of its own each time, so that the page cache never answers.
_, body = get(f"/sitemap.xml?n={nonce}")
index = b"<sitemapindex" in body
sitemap = median(f"/sitemap.xml?n={nonce}-{i}" for i in range(5))
part = median((f"/sitemap/1.xml?n={nonce}-{i}" if index else f"/sitemap.xml?n={nonce}-p{i}") for i in range(5))
print(f"{api_page:.3f} {by_ref:.3f} {list_page:.3f} {filtered[0]:.3f} {pages * 10} {list_pages} {filtered[1]:.3f} {filtered[2]:.3f} {sitemap:.3f} {part:.3f}")
PY
}

warm_and_measure_memory() {
  python3 - "$PORT" <<'PY' >/dev/null
import http.client, sys
conn = http.client.HTTPConnection("127.0.0.1", int(sys.argv[1]))
for path in ["/", "/piedmont-property-for-sale/1", "/piedmont-property-for-sale/2", "/piemonte-property-news/1"]:
    conn.request("GET", path); conn.getresponse().read()
PY
  sleep 2
  awk '/VmRSS/ {printf "%.0f", $2/1024}' "/proc/$(cat "$WORK/pid")/status"
}

# One uncached /feeds/kyero.xml (the first since the start: written from the database), as
# "seconds peak-memory-growth-MB megabytes listings": the time to the last byte, how far the
# request raised the server's peak resident memory (VmHWM), the feed's size and its listings.
portal_feed() {
  local status="/proc/$(cat "$WORK/pid")/status" before after
  before=$(awk '/VmHWM/ {print $2}' "$status")
  curl -fs -o "$WORK/kyero.xml" -w '%{time_total}' "$SITE/feeds/kyero.xml" >"$WORK/feed-time"
  after=$(awk '/VmHWM/ {print $2}' "$status")
  python3 - "$WORK/kyero.xml" "$(cat "$WORK/feed-time")" "$before" "$after" <<'PY'
import os, sys
path, seconds, before, after = sys.argv[1], float(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
listings = open(path, "rb").read().count(b"<property>")
print(f"{seconds:.2f} {(after - before) / 1024:.0f} {os.path.getsize(path) / 1e6:.0f} {listings}")
PY
}

declare -A RESULT FEED
for database in sqlite postgres; do
  for size in small large; do
    export LANGHE_DATA_DIR="$WORK/$database-$size"
    mkdir -p "$LANGHE_DATA_DIR"
    if [ "$database" = postgres ]; then
      psql "$PG/postgres" -qc "DROP DATABASE IF EXISTS langhe_scale" -c "CREATE DATABASE langhe_scale" >/dev/null
      export DATABASE_URL="$PG/langhe_scale"
    else
      unset DATABASE_URL
    fi
    start >/dev/null # seeds the demo content and its pictures
    stop
    count=$SMALL; [ "$size" = large ] && count=$LARGE
    generated=$("$LANGHE" generate --properties "$count")
    echo "$database $size: $generated"
    ready=$(start)
    read -r api_page by_ref list_page filtered listings list_pages filtered_desc filtered_newest sitemap part < <(timings)
    memory=$(warm_and_measure_memory)
    read -r feed_seconds feed_memory feed_mb feed_listings < <(portal_feed)
    sleep 2
    after_feed=$(awk '/VmRSS/ {printf "%.0f", $2/1024}' "/proc/$(cat "$WORK/pid")/status")
    stop
    FEED[$database $size]="$feed_seconds s, peak memory +$feed_memory MB, $feed_mb MB, $feed_listings listings; memory $after_feed MB after it (idle before: $memory MB)"
    RESULT[$database $size]="$api_page $by_ref $list_page $ready $memory $filtered $filtered_desc $filtered_newest $sitemap $part"
    echo "$database $size (~$listings visible, $list_pages list pages): API middle page $api_page ms, by ref $by_ref ms, uncached list page $list_page ms, filtered API page $filtered / $filtered_desc / $filtered_newest ms (cheapest / dearest / newest first), sitemap.xml $sitemap ms, its first part (or itself) $part ms; ready in $ready s; idle memory ${memory} MB"
  done
done

echo
echo "medians of $REQUESTS distinct requests (list pages: $((REQUESTS / 4))), in ms; small = demo + $SMALL, large = demo + $LARGE"
printf '%-9s %-22s %10s %10s %8s\n' database measure small large "large x"
for database in sqlite postgres; do
  read -r s1 s2 s3 s4 s5 s6 s7 s8 s9 s10 <<<"${RESULT[$database small]}"
  read -r l1 l2 l3 l4 l5 l6 l7 l8 l9 l10 <<<"${RESULT[$database large]}"
  for row in "API middle page:$s1:$l1" "property by ref:$s2:$l2" "uncached list page:$s3:$l3" "filtered, cheapest:$s6:$l6" "filtered, dearest:$s7:$l7" "filtered, newest:$s8:$l8" "sitemap.xml:$s9:$l9" "sitemap part 1:$s10:$l10" "ready after start (s):$s4:$l4" "idle memory (MB):$s5:$l5"; do
    IFS=: read -r name small large <<<"$row"
    printf '%-9s %-22s %10s %10s %8s\n' "$database" "$name" "$small" "$large" "$(python3 -c "print(round($large/$small, 2))")"
  done
done
echo
echo "filtered against unfiltered middle page at the large size (target <= 1.5):"
for database in sqlite postgres; do
  read -r l1 _ _ _ _ l6 l7 l8 _ _ <<<"${RESULT[$database large]}"
  for row in "cheapest:$l6" "dearest:$l7" "newest:$l8"; do
    IFS=: read -r sort filtered <<<"$row"
    printf '%-9s %-9s %10s ms / %10s ms = %s\n' "$database" "$sort" "$filtered" "$l1" "$(python3 -c "print(round($filtered/$l1, 2))")"
  done
done
echo
echo "one uncached /feeds/kyero.xml (written from the database, then answered from its files):"
for database in sqlite postgres; do
  for size in small large; do
    printf '%-9s %-6s %s\n' "$database" "$size" "${FEED[$database $size]}"
  done
done
echo
echo "sitemap at the large size (target < 2000 ms each):"
for database in sqlite postgres; do
  read -r _ _ _ _ _ _ _ _ l9 l10 <<<"${RESULT[$database large]}"
  printf '%-9s /sitemap.xml %10s ms, /sitemap/1.xml %10s ms\n' "$database" "$l9" "$l10"
done
