#!/usr/bin/env bash
# Installs what the test suite needs beyond the Rust toolchain. Idempotent: quick when all is there.
#  - GNU gettext (msgfmt): the reference parser the PO tests cross-check built files with.
set -euo pipefail
cd "$(dirname "$0")/.."

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

if ! command -v msgfmt >/dev/null 2>&1; then
  echo "installing gettext (msgfmt)…"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq gettext >/dev/null
fi
