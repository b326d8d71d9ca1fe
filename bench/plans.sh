#!/usr/bin/env bash
# The query plans of the catalogue's hot queries over COUNT generated listings (default
# 100,000), on SQLite (EXPLAIN QUERY PLAN) and PostgreSQL (EXPLAIN ANALYZE): the public list's
# in-memory index load and its page lookup by ref, a property by ref, the staff's filtered list
# (the public one is filtered in memory), and the sitemap's count and keyset batch. The SQL is
# what the property repository sends, written out with the values bench/scale.sh draws.
# Usage: bench/plans.sh [COUNT]
set -euo pipefail
cd "$(dirname "$0")/.."
COUNT=${1:-100000}
PG=${PG:-postgres://postgres@127.0.0.1:5432}

cargo build --release --quiet -p server --bin langhe
TARGET=$(cargo metadata --format-version 1 --no-deps | python3 -c 'import json,sys; print(json.load(sys.stdin)["target_directory"])')
LANGHE="$TARGET/release/langhe"
WORK=$(mktemp -d /tmp/langhe-bench-plans.XXXXXX)
trap 'rm -rf "$WORK"' EXIT
MIDDLE_REF=$((100000 + COUNT / 2))

QUERIES=(
  "list page: the in-memory index, read at most every 5 s (sold ones moved last in memory)|SELECT ref, sold, price, town_id, kind, bedrooms FROM properties WHERE visibility = 'visible' ORDER BY created_date DESC, ref DESC"
  "list page: one page of cards by ref|SELECT ref, path, listing_title, price, created_date FROM properties WHERE visibility = 'visible' AND ref IN ('$MIDDLE_REF', '$((MIDDLE_REF + 1))', '$((MIDDLE_REF + 2))')"
  "property by ref|SELECT * FROM properties WHERE ref = '$MIDDLE_REF'"
  "staff list, middle page, sold last|SELECT ref FROM properties ORDER BY sold ASC, created_date DESC, ref DESC LIMIT 100 OFFSET 50000"
  "filtered list (staff), count|SELECT COUNT(*) FROM properties WHERE price > 0 AND price >= 400000 AND price <= 2000000 AND kind IN ('farmhouse', 'villa') AND bedrooms >= 2"
  "filtered list (staff), middle page cheapest first|SELECT ref FROM properties WHERE price > 0 AND price >= 400000 AND price <= 2000000 AND kind IN ('farmhouse', 'villa') AND bedrooms >= 2 ORDER BY sold ASC, price ASC, created_date DESC, ref DESC LIMIT 10 OFFSET 5000"
  "sitemap: visible count|SELECT COUNT(*) FROM properties WHERE visibility = 'visible'"
  "sitemap: a batch after a ref (keyset)|SELECT ref, path FROM properties WHERE visibility = 'visible' AND ref > '$MIDDLE_REF' ORDER BY ref ASC LIMIT 1000"
)

# Seeds a database the way the site does (start once), then generates the listings.
prepare() {
  LANGHE_LISTEN=127.0.0.1:0 RUST_LOG=warn "$LANGHE" >"$WORK/site.log" 2>&1 &
  local pid=$!
  for _ in $(seq 1 3000); do grep -q 'running at' "$WORK/site.log" && break; sleep 0.05; done
  kill "$pid"; wait "$pid" 2>/dev/null || true
  "$LANGHE" generate --properties "$COUNT" >/dev/null
}

export LANGHE_DATA_DIR="$WORK/sqlite"
mkdir -p "$LANGHE_DATA_DIR"
unset DATABASE_URL
prepare
sqlite3 "$LANGHE_DATA_DIR/langhe.sqlite" "ANALYZE;"
echo "== SQLite, $COUNT generated listings (EXPLAIN QUERY PLAN)"
for entry in "${QUERIES[@]}"; do
  echo "-- ${entry%%|*}"
  sqlite3 "$LANGHE_DATA_DIR/langhe.sqlite" "EXPLAIN QUERY PLAN ${entry#*|};"
done

export LANGHE_DATA_DIR="$WORK/postgres"
mkdir -p "$LANGHE_DATA_DIR"
psql "$PG/postgres" -qc "SET client_min_messages = warning" -c "DROP DATABASE IF EXISTS langhe_plans" -c "CREATE DATABASE langhe_plans" >/dev/null
export DATABASE_URL="$PG/langhe_plans"
prepare
psql "$DATABASE_URL" -qc "ANALYZE properties"
echo
echo "== PostgreSQL, $COUNT generated listings (EXPLAIN ANALYZE)"
for entry in "${QUERIES[@]}"; do
  echo "-- ${entry%%|*}"
  psql "$DATABASE_URL" -qAt -c "EXPLAIN (ANALYZE, COSTS OFF, SUMMARY ON) ${entry#*|}"
done
psql "$PG/postgres" -qc "DROP DATABASE langhe_plans" >/dev/null
