#!/usr/bin/env bash
# The consultant's inbox with 10,000 leads (issue 27: target p95 under 50 ms), on SQLite and on
# PostgreSQL side by side. Each database gets the leads through the repositories
# (`cargo run -p adapters --example fixture_leads`: one to three notes each, stages over the
# pipeline, a fifth with a follow-up date, half of those due, three in four read), then a
# server of its own with an admin session. Both servers are then asked every read the inbox
# screen makes (bench/lib/inbox_requests.py: the first and the last page, each stage, a
# property, follow-ups due, unread, searches in the name, the address and the text, the lead
# sources, a contact), REQUESTS times each after a few to warm up, one request at a time on a
# kept-alive connection, the two databases taking turns request by request; the two must
# answer each read with the same leads. Prints p50 and p95 in ms, with the machine's load.
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
ADMIN=bench-inbox-admin@example.com
declare -A PORTS=([sqlite]=18097 [postgres]=18098)

if [ -z "${SKIP_BUILD:-}" ]; then
  flags=(--quiet -p server --bin langhe -p adapters --example fixture_leads)
  [ "$PROFILE" = release ] && flags+=(--release)
  cargo build "${flags[@]}"
fi
TARGET=$(cargo metadata --format-version 1 --no-deps | python3 -c 'import json,sys; print(json.load(sys.stdin)["target_directory"])')
LANGHE="$TARGET/$PROFILE/langhe"
FIXTURE="$TARGET/$PROFILE/examples/fixture_leads"

WORK=$(mktemp -d /tmp/langhe-bench-inbox.XXXXXX)
SERVER_PIDS=()
cleanup() {
  for pid in "${SERVER_PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  psql "$PG/postgres" -qc "DROP DATABASE IF EXISTS $DB" >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

# Sets the environment a server and the fixture of `database` run with.
use_database() {
  export LANGHE_DATA_DIR="$WORK/$1"
  if [ "$1" = postgres ]; then
    export DATABASE_URL="$PG/$DB"
  else
    export DATABASE_URL="sqlite://$LANGHE_DATA_DIR/langhe.sqlite?mode=rwc"
  fi
}

# Writes the leads into `database`, starts its server and prints "NAME=PORT=LINK_TOKEN".
serve() {
  local database=$1 port=${PORTS[$1]} began link token
  use_database "$database"
  mkdir -p "$LANGHE_DATA_DIR"
  [ "$database" = postgres ] &&
    psql "$PG/postgres" -qc "DROP DATABASE IF EXISTS $DB" -c "CREATE DATABASE $DB" >/dev/null
  began=$(date +%s)
  "$FIXTURE" "$LEADS" >&2
  echo "$database: $LEADS leads written in $(($(date +%s) - began)) s" >&2
  # A running site's PostgreSQL has statistics (autovacuum analyzes a table once a tenth of
  # it changed); a database seeded a second ago has none, and without them the planner
  # expects a search to match a few rows and takes the trigram index even when it matches
  # every lead (38 ms instead of 0.4 ms for the page, by hand). Measure the running shape.
  if [ "$database" = postgres ]; then psql "$PG/$DB" -qc "ANALYZE" >/dev/null; fi
  LANGHE_LISTEN=127.0.0.1:$port LANGHE_DEMO_CONTENT=false LANGHE_MAIL=none RUST_LOG=warn \
    "$LANGHE" >"$WORK/$database.log" 2>&1 &
  SERVER_PIDS+=($!)
  for _ in $(seq 1 600); do curl -fs "http://127.0.0.1:$port/api/version" >/dev/null 2>&1 && break; sleep 0.1; done
  link=$(LANGHE_PUBLIC_URL="http://127.0.0.1:$port" "$LANGHE" create-user "$ADMIN" --role admin 2>&1 | grep -o 'https\?://[^ ]*sign-in?token=[^ ]*' | head -1)
  token=$(python3 -c 'import sys, urllib.parse; print(urllib.parse.parse_qs(urllib.parse.urlparse(sys.argv[1]).query)["token"][0])' "$link")
  SERVERS+=("$database=$port=$token")
}

SERVERS=()
serve sqlite
serve postgres

load_before=$(cut -d' ' -f1-3 /proc/loadavg)
declare -A RESULT
ORDER=()
while IFS=$'\t' read -r read database p50 p95 items; do
  [ "$database" = sqlite ] && ORDER+=("$read")
  RESULT[$read/$database]="$p50 $p95"
  echo "$read on $database: p50 $p50 ms, p95 $p95 ms ($items items)" >&2
done < <(python3 bench/lib/inbox_requests.py "$LEADS" "$REQUESTS" "${SERVERS[@]}")
load_after=$(cut -d' ' -f1-3 /proc/loadavg)

echo
echo "The inbox's reads with $LEADS leads, $REQUESTS requests each a database, in ms ($PROFILE build; target p95 < 50)"
echo "Machine: $(nproc) cores, load average $load_before before, $load_after after"
printf '| %s | %s | %s | %s | %s |\n|---|---|---|---|---|\n' read "SQLite p50" "SQLite p95" "PostgreSQL p50" "PostgreSQL p95"
for read in "${ORDER[@]}"; do
  read -r s50 s95 <<<"${RESULT[$read/sqlite]}"
  read -r p50 p95 <<<"${RESULT[$read/postgres]}"
  printf '| %s | %s | %s | %s | %s |\n' "$read" "$s50" "$s95" "$p50" "$p95"
done
