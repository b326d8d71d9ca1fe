#!/usr/bin/env bash
# How many database reads one uncached page costs: starts the server on a fresh PostgreSQL
# database whose statements PostgreSQL logs (log_statement = 'all'), asks for a property page
# and an article page once each (the page cache is empty, so both are drawn), and prints the
# statements each page sent, per table. Needs a local PostgreSQL whose log this user can read
# (Debian's /var/log/postgresql/postgresql-15-main.log) and a built front end (frontend/dist).
# Measured (issue 25): a property page sends one statement on "properties" and one on
# "towns", an article page one on "articles" (before the page was drawn from one read: 3 + 1,
# and 2). crates/server/tests/site/page_reads.rs holds the same counts as a test.
# Usage: bench/page_reads.sh [LANGHE_BINARY]
set -euo pipefail
cd "$(dirname "$0")/.."
TARGET=$(cargo metadata --format-version 1 --no-deps | python3 -c 'import json,sys; print(json.load(sys.stdin)["target_directory"])')
BIN=${1:-$TARGET/debug/langhe}
PG_LOG=${PG_LOG:-$(ls /var/log/postgresql/postgresql-*-main.log | head -1)}
PSQL="psql -h 127.0.0.1 -U postgres -qAt"
DB=langhe_page_reads
PORT=18093

WORK=$(mktemp -d /tmp/langhe-page-reads.XXXXXX)
cleanup() {
  [ -n "${SERVER_PID:-}" ] && kill "$SERVER_PID" 2>/dev/null || true
  wait 2>/dev/null || true
  $PSQL -c "drop database if exists $DB" >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

$PSQL -c "drop database if exists $DB" -c "create database $DB" -c "alter database $DB set log_statement = 'all'" >/dev/null
DATABASE_URL="postgres://postgres@127.0.0.1:5432/$DB" LANGHE_DATA_DIR="$WORK" \
  LANGHE_LISTEN="127.0.0.1:$PORT" RUST_LOG=warn "$BIN" >"$WORK/server.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 1 300); do curl -fs "http://127.0.0.1:$PORT/healthz" >/dev/null && break; sleep 0.2; done

# A property page and an article page, found the way a crawler finds them.
REF=$(curl -fs "http://127.0.0.1:$PORT/api/properties?skip=0&take=1" | python3 -c 'import json,sys; print(json.load(sys.stdin)["properties"][0]["ref"])')
PROPERTY_URL=$(curl -fs "http://127.0.0.1:$PORT/sitemap.xml" | grep -o "<loc>[^<]*/$REF-[^<]*</loc>" | sed 's/<[^>]*>//g' | head -1)
ARTICLE_URL=$(curl -fs "http://127.0.0.1:$PORT/sitemap.xml" | grep -o "<loc>[^<]*property-news/[^<]*/[^<]*/[0-9]*</loc>" | sed 's/<[^>]*>//g' | head -1)

count_reads() {
  local url=$1 before after
  sleep 1 # let the log settle from the previous request
  before=$(wc -l <"$PG_LOG")
  curl -fs -o /dev/null "$url"
  sleep 1
  after=$(wc -l <"$PG_LOG")
  echo "$url"
  sed -n "$((before + 1)),${after}p" "$PG_LOG" | grep -E "LOG:  (execute|statement)" |
    grep -oE 'FROM "[a-z_]+"' | sort | uniq -c | sed 's/^/  /'
  echo "  total statements: $(sed -n "$((before + 1)),${after}p" "$PG_LOG" | grep -cE "LOG:  (execute|statement)")"
}
count_reads "$PROPERTY_URL"
count_reads "$ARTICLE_URL"
