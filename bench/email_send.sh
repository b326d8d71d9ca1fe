#!/usr/bin/env bash
# p99 latency of POST /api/email/send at 32 connections, captcha verification included
# (target: under 50 ms). Every request carries its own valid proof-of-work token, solved ahead
# of the run against the server's own challenges; the server verifies each solution, records
# it as spent, validates the form and writes the enquiry to the SQLite outbox before it
# answers. Delivery is asynchronous: mail is off here (LANGHE_MAIL=none), so the measurement
# is the request path only.
#
# Two settings differ from production, both ordinary configuration: puzzles are small
# (LANGHE_CAPTCHA_POW_MAX_NUMBER=1000) so that tens of thousands can be solved beforehand, and
# the per-address rate limit is raised (LANGHE_SEND_RATE_PER_MINUTE), since every request
# comes from 127.0.0.1. Verifying a solution costs one hash whatever the puzzle size.
#
# Needs: wrk, python3. Usage: bench/email_send.sh  (PROFILE=debug: debug build; SKIP_BUILD=1: use the built binary)
set -euo pipefail
cd "$(dirname "$0")/.."
DURATION=${DURATION:-10s}
CONNECTIONS=${CONNECTIONS:-32}
THREADS=${THREADS:-2}
TOKENS=${TOKENS:-40000}
PROFILE=${PROFILE:-release}

command -v wrk >/dev/null || { echo "needs wrk: apt-get install -y wrk"; exit 1; }

WORK=$(mktemp -d /tmp/langhe-bench-email.XXXXXX)
cleanup() {
  [ -n "${API_PID:-}" ] && kill "$API_PID" 2>/dev/null || true
  rm -rf "$WORK"
}
trap cleanup EXIT

if [ -n "${SKIP_BUILD:-}" ]; then
  :
elif [ "$PROFILE" = release ]; then
  cargo build --release --quiet -p server --bin langhe
else
  cargo build --quiet -p server --bin langhe
fi
TARGET=$(cargo metadata --format-version 1 --no-deps | python3 -c 'import json,sys; print(json.load(sys.stdin)["target_directory"])')

PORT=18083
LANGHE_LISTEN=127.0.0.1:$PORT LANGHE_DATA_DIR="$WORK" LANGHE_DEMO_CONTENT=false RUST_LOG=warn \
  LANGHE_MAIL=none LANGHE_CAPTCHA=pow LANGHE_CAPTCHA_POW_MAX_NUMBER=1000 \
  LANGHE_SEND_RATE_PER_MINUTE=100000000 \
  "$TARGET/$PROFILE/langhe" >"$WORK/api.log" 2>&1 &
API_PID=$!
for _ in $(seq 1 100); do curl -fs "http://127.0.0.1:$PORT/healthz" >/dev/null && break; sleep 0.1; done

echo "solving $TOKENS captcha challenges ahead of the run…"
python3 bench/email_send/solve_tokens.py "http://127.0.0.1:$PORT" "$TOKENS" >"$WORK/tokens.txt"

echo "wrk: $CONNECTIONS connections, $THREADS threads, $DURATION ($PROFILE build)"
TOKENS_FILE="$WORK/tokens.txt" WRK_THREADS=$THREADS \
  wrk -t"$THREADS" -c"$CONNECTIONS" -d"$DURATION" --latency -s bench/email_send/post_enquiry.lua \
  "http://127.0.0.1:$PORT" | tee "$WORK/wrk.txt"

STORED=$(python3 - "$WORK/langhe.sqlite" <<'PY'
import sqlite3, sys
print(sqlite3.connect(sys.argv[1]).execute("select count(*) from enquiries").fetchone()[0])
PY
)
echo "enquiries stored in the outbox: $STORED"
grep -q "non-2xx: 0," "$WORK/wrk.txt" || echo "WARNING: some requests were refused (tokens exhausted? raise TOKENS)"
