#!/usr/bin/env bash
# Installs what the test suite needs beyond the Rust toolchain. Idempotent: quick when all is there.
#  - GNU gettext (msgfmt): the reference parser the PO tests cross-check built files with;
#  - Node 22 and @crowdin/app-project-module for the official-framework test (scripts/setup-node-app.sh);
#  - the official API clients from PyPI and npm for the emulator test (scripts/setup-api-clients.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

if ! command -v msgfmt >/dev/null 2>&1; then
  echo "installing gettext (msgfmt)…"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq gettext >/dev/null
fi

# Node 22 and the official app framework for the framework compatibility test.
bash scripts/setup-node-app.sh

# The official API clients (PyPI and npm) for the emulator compatibility test.
bash scripts/setup-api-clients.sh
