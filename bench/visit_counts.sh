#!/usr/bin/env bash
# The visit counts' bounds in figures (issue 53), on SQLite and on PostgreSQL (when PG answers):
#   - the disk one client address fills in a day at its allowance (LANGHE_COUNT_RATE_PER_DAY's
#     default, read from crates/server/src/config.rs; PER_DAY=… to try another), each sighting
#     the costliest kind (every statistic, a new key of each), beside the same at the allowance
#     before issue 53 (60 a minute, no day's bound: 86,400 a day);
#   - the bound on the daily totals a day leaves for good, whatever is sent;
#   - the staff's statistics queries (the site's and a home's, 30, 90 and 365 days, medians of
#     3) on a year of a busy site: VISITORS a day (default 2,000) reading four pages each among
#     HOMES homes (default 300), 30 days kept as hits and 335 folded (the rule before issue 53's
#     last change), then again once the tidying has folded all but today and yesterday (the rule
#     now), side by side;
#   - with BOUNDS_YEAR=1, the site's 365 days on a year whose every day is at its bounds.
# Targets: at most 2 MB a day per address at the allowance; the site's statistics over a year
# of the busy site within 1 s.
# Usage: bench/visit_counts.sh [VISITORS] [HOMES]
set -euo pipefail
cd "$(dirname "$0")/.."
VISITORS=${1:-2000}
HOMES=${2:-300}
PG=${PG:-postgres://postgres@127.0.0.1:5432}
PER_DAY=${PER_DAY:-$(sed -n 's/^const DEFAULT_COUNT_RATE_PER_DAY: u32 = \([0-9_]*\);/\1/p' crates/server/src/config.rs | tr -d _)}

cargo build --release --quiet -p adapters --example visit_counts_bench
target=$(cargo metadata --format-version 1 --no-deps | python3 -c 'import json,sys; print(json.load(sys.stdin)["target_directory"])')
BIN="$target/release/examples/visit_counts_bench"
WORK=$(mktemp -d /tmp/langhe-bench-visits.XXXXXX)
trap 'rm -rf "$WORK"' EXIT

echo "== SQLite"
DATABASE_URL="sqlite://$WORK/visits.sqlite?mode=rwc" "$BIN" "$PER_DAY" "$VISITORS" "$HOMES"
if psql "$PG/postgres" -qc 'SELECT 1' >/dev/null 2>&1; then
  psql "$PG/postgres" -qc "DROP DATABASE IF EXISTS langhe_visits" -c "CREATE DATABASE langhe_visits" >/dev/null
  echo "== PostgreSQL"
  DATABASE_URL="$PG/langhe_visits" "$BIN" "$PER_DAY" "$VISITORS" "$HOMES"
  psql "$PG/postgres" -qc "DROP DATABASE IF EXISTS langhe_visits" >/dev/null
else
  echo "(PostgreSQL at $PG does not answer: SQLite only)"
fi
