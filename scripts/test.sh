#!/usr/bin/env bash
# Runs every test, after the lint gates (rustfmt, no import circle of more than two files in a
# crate, clippy with warnings as errors, ESLint with
# the front end's import boundaries): Rust unit, contract and API tests (SQLite always, PostgreSQL when
# TEST_DATABASE_URL is set), the OpenAPI and TypeScript drift checks, front-end unit tests,
# then the built site end to end: schemathesis against the live API and browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD

scripts/ensure-test-tools.sh

echo "== lint: rustfmt, import circles, clippy, ESLint"
cargo fmt --all --check
python3 scripts/import_circles.py
cargo clippy --workspace --all-targets --quiet -- -D warnings
(cd frontend && npm run lint)

echo "== front end: generated client, types, unit tests, production build"
(cd frontend && npm run check:api && npm run typecheck && npx vitest run && npx vite build --logLevel warn && npm run build:server)

echo "== rust: unit, contract and API tests"
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  echo "note: TEST_DATABASE_URL is not set; PostgreSQL contract tests will be skipped"
fi
cargo test --workspace --quiet

echo "== end to end: live server, schemathesis, browser"
cargo build --quiet -p server --bin langhe -p adapters --example fixture_properties
TARGET_DIR=$(cargo metadata --format-version 1 --no-deps | python3 -c 'import json,sys; print(json.load(sys.stdin)["target_directory"])')
scripts/e2e.sh "$TARGET_DIR/debug/langhe" "$TARGET_DIR/debug/examples/fixture_properties"
