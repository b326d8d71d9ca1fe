#!/usr/bin/env bash
# The consultant's inbox with 10,000 leads (issue 27: target p95 under 50 ms), on SQLite and on
# PostgreSQL side by side. Each database gets the leads through the repositories
# (`cargo run -p adapters --example fixture_leads`: one to three notes each, stages over the
# pipeline, a fifth with a follow-up date, half of those due), then a server of its own with
# an admin session asks `GET /api/enquiries` REQUESTS times (one kept-alive connection, one
# request at a time, after a few to warm up) in four shapes: the first page; one stage
# (`stage=contacted`); follow-ups due (`due=true`); a search (`q=keller`, an eighth of the
# leads). A request reads the page's leads, counts the matches and the unread ones, and
# reads the page's timelines and property titles. Prints p50 and p95 in ms.
#
# Needs: a local PostgreSQL (PG, default postgres://postgres@127.0.0.1:5432), python3.
# Usage: bench/inbox.sh [LEADS]   (PROFILE=debug: debug build; SKIP_BUILD=1: use the built binaries)
set -euo pipefail
cd "$(dirname "$0")/.."
LEADS=${1:-10000}
REQUESTS=${REQUESTS:-200}
PROFILE=${PROFILE:-release}
PG=${PG:-postgres://postgres@127.0.0.1:5432}
DB=langhe_inbox_bench
PORT=18097
ADMIN=bench-inbox-admin@example.com

if [ -z "${SKIP_BUILD:-}" ]; then
  flags=(--quiet -p server --bin langhe -p adapters --example fixture_leads)
  [ "$PROFILE" = release ] && flags+=(--release)
  cargo build "${flags[@]}"
fi
TARGET=$(cargo metadata --format-version 1 --no-deps | python3 -c 'import json,sys; print(json.load(sys.stdin)["target_directory"])')
LANGHE="$TARGET/$PROFILE/langhe"
FIXTURE="$TARGET/$PROFILE/examples/fixture_leads"

WORK=$(mktemp -d /tmp/langhe-bench-inbox.XXXXXX)
cleanup() {
  [ -n "${SERVER_PID:-}" ] && kill "$SERVER_PID" 2>/dev/null || true
  wait 2>/dev/null || true
  psql "$PG/postgres" -qc "DROP DATABASE IF EXISTS $DB" >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

# One database's figures: "shape p50 p95" lines.
measure() {
  local database=$1 url
  export LANGHE_DATA_DIR="$WORK/$database"
  mkdir -p "$LANGHE_DATA_DIR"
  if [ "$database" = postgres ]; then
    psql "$PG/postgres" -qc "DROP DATABASE IF EXISTS $DB" -c "CREATE DATABASE $DB" >/dev/null
    url="$PG/$DB"
  else
    url="sqlite://$LANGHE_DATA_DIR/langhe.sqlite?mode=rwc"
  fi
  export DATABASE_URL=$url
  local began; began=$(date +%s)
  "$FIXTURE" "$LEADS" >&2
  echo "$database: $LEADS leads written in $(($(date +%s) - began)) s" >&2
  LANGHE_LISTEN=127.0.0.1:$PORT LANGHE_DEMO_CONTENT=false LANGHE_MAIL=none RUST_LOG=warn \
    "$LANGHE" >"$WORK/$database.log" 2>&1 &
  SERVER_PID=$!
  for _ in $(seq 1 600); do curl -fs "http://127.0.0.1:$PORT/api/version" >/dev/null 2>&1 && break; sleep 0.1; done
  local link token
  link=$(LANGHE_PUBLIC_URL="http://127.0.0.1:$PORT" "$LANGHE" create-user "$ADMIN" --role admin 2>&1 | grep -o 'https\?://[^ ]*sign-in?token=[^ ]*' | head -1)
  token=$(python3 -c 'import sys, urllib.parse; print(urllib.parse.parse_qs(urllib.parse.urlparse(sys.argv[1]).query)["token"][0])' "$link")
  python3 - "$PORT" "$token" "$REQUESTS" <<'PY'
import http.client, json, statistics, sys, time
port, link_token, requests = int(sys.argv[1]), sys.argv[2], int(sys.argv[3])
conn = http.client.HTTPConnection("127.0.0.1", port)
conn.request("POST", "/api/users/one-time-link", json.dumps({"token": link_token}), {"Content-Type": "application/json"})
answer = conn.getresponse()
session = json.loads(answer.read())["token"]
headers = {"Authorization": f"Bearer {session}", "Accept": "application/json"}
shapes = [
    ("first page", "/api/enquiries"),
    ("stage", "/api/enquiries?stage=contacted"),
    ("due", "/api/enquiries?due=true"),
    ("search", "/api/enquiries?q=keller"),
]
for name, path in shapes:
    timings = []
    for n in range(requests + 10):
        began = time.perf_counter()
        conn.request("GET", path, headers=headers)
        response = conn.getresponse()
        body = response.read()
        elapsed = (time.perf_counter() - began) * 1000
        assert response.status == 200, (path, response.status, body[:200])
        if n == 0:
            page = json.loads(body)
            assert page["enquiries"], f"{path} finds leads"
        if n >= 10:
            timings.append(elapsed)
    timings.sort()
    p95 = timings[int(len(timings) * 0.95) - 1]
    print(f"{name.replace(' ', '_')} {statistics.median(timings):.1f} {p95:.1f} {len(page['enquiries'])} {page['pages']}")
PY
  kill "$SERVER_PID"; wait "$SERVER_PID" 2>/dev/null || true; SERVER_PID=
}

declare -A RESULT
for database in sqlite postgres; do
  while read -r shape p50 p95 items pages; do
    RESULT[$database $shape]="$p50 $p95"
    echo "$database ${shape//_/ }: p50 $p50 ms, p95 $p95 ms ($items leads on the page, $pages pages)" >&2
  done < <(measure "$database")
done

echo
echo "GET /api/enquiries with $LEADS leads, $REQUESTS requests each, in ms ($PROFILE build; target p95 < 50)"
printf '%-12s %10s %10s %12s %12s\n' shape "sqlite p50" "sqlite p95" "postgres p50" "postgres p95"
for shape in first_page stage due search; do
  read -r s50 s95 <<<"${RESULT[sqlite $shape]}"
  read -r p50 p95 <<<"${RESULT[postgres $shape]}"
  printf '%-12s %10s %10s %12s %12s\n' "${shape//_/ }" "$s50" "$s95" "$p50" "$p95"
done
