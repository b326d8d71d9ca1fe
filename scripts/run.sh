#!/usr/bin/env bash
# Builds the front end and the server, then starts Langhe Property on the embedded default:
# a SQLite file and local images under ./data, demo content, no outside services.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d frontend/node_modules ]; then
  (cd frontend && npm ci --no-audit --no-fund)
fi
(cd frontend && npm run build)
exec cargo run --release --quiet -p server --bin langhe -- "$@"
