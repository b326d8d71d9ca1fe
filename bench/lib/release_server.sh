# Builds, starts and stops the release server for a benchmark, sourced by the scripts beside
# it (from the repository's root). `release_server NAME PORT` builds the front end and the
# binary and sets LANGHE (the binary), WORK (a scratch folder, removed at exit, which keeps the
# pid and the log), PORT and SITE; the server's data (LANGHE_DATA_DIR, DATABASE_URL) is the
# caller's environment.

release_server() {
  (cd frontend && npm run build >/dev/null 2>&1)
  cargo build --release --quiet -p server --bin langhe
  local target
  target=$(cargo metadata --format-version 1 --no-deps | python3 -c 'import json,sys; print(json.load(sys.stdin)["target_directory"])')
  LANGHE="$target/release/langhe"
  WORK=$(mktemp -d "/tmp/langhe-bench-$1.XXXXXX")
  PORT=$2
  SITE="http://127.0.0.1:$PORT"
  trap release_server_cleanup EXIT
}

release_server_cleanup() {
  [ -f "$WORK/pid" ] && kill "$(cat "$WORK/pid")" 2>/dev/null || true
  rm -rf "$WORK"
}

start() { # prints the seconds until /api/version answered
  local begun; begun=$(date +%s.%N)
  LANGHE_LISTEN=127.0.0.1:$PORT LANGHE_STATIC_DIR="$PWD/frontend/dist" RUST_LOG=warn \
    "$LANGHE" >>"$WORK/site.log" 2>&1 &
  echo $! >"$WORK/pid" # start runs in a subshell when its output is captured
  for _ in $(seq 1 3000); do
    curl -fs "$SITE/api/version" >/dev/null 2>&1 && { python3 -c "print(round($(date +%s.%N) - $begun, 3))"; return; }
    sleep 0.01
  done
  cat "$WORK/site.log"; exit 1
}

stop() {
  SITE_PID=$(cat "$WORK/pid")
  kill "$SITE_PID"
  while kill -0 "$SITE_PID" 2>/dev/null; do sleep 0.1; done
  SITE_PID=
}
