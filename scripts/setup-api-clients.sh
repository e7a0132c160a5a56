#!/usr/bin/env bash
# Installs the platform's official API clients for the emulator compatibility tests
# (emulator/tests/emulator_platform_clients.rs):
#   - PyPI `crowdin-api-client` into the venv target/test-tools/py
#   - npm `@crowdin/crowdin-api-client` into target/test-tools/node-clients
# Idempotent: a second run with everything in place does nothing but check.
# Needs python3 (with venv) and node/npm (Node 20 is fine for the API client).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TOOLS="$ROOT/target/test-tools"
PY_VERSION="${CROWDIN_PY_CLIENT_VERSION:-1.24.1}"
JS_VERSION="${CROWDIN_JS_CLIENT_VERSION:-1.58.0}"

mkdir -p "$TOOLS"

# Python client in a venv.
PY="$TOOLS/py"
if [ ! -x "$PY/bin/python" ]; then
  python3 -m venv "$PY"
fi
if ! "$PY/bin/python" -c 'import crowdin_api' 2>/dev/null; then
  "$PY/bin/pip" install --quiet --disable-pip-version-check "crowdin-api-client==$PY_VERSION"
fi
"$PY/bin/python" -c 'import crowdin_api; print("python crowdin-api-client ok")'

# JavaScript client.
NODE_CLIENTS="$TOOLS/node-clients"
mkdir -p "$NODE_CLIENTS"
if [ ! -f "$NODE_CLIENTS/package.json" ]; then
  printf '{"name":"locforge-test-node-clients","private":true}\n' >"$NODE_CLIENTS/package.json"
fi
if [ ! -f "$NODE_CLIENTS/node_modules/@crowdin/crowdin-api-client/package.json" ]; then
  npm install --prefix "$NODE_CLIENTS" --no-audit --no-fund --loglevel=error \
    "@crowdin/crowdin-api-client@$JS_VERSION"
fi
node -e "require('$NODE_CLIENTS/node_modules/@crowdin/crowdin-api-client'); console.log('node @crowdin/crowdin-api-client ok')"
