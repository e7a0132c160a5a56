#!/usr/bin/env bash
# Installs what the test suite needs beyond the Rust toolchain. Idempotent: quick when all is there.
#  - GNU gettext (msgfmt, msgunfmt): the reference parser the PO tests cross-check built files with,
#    and the compiler and reader the MO tests make and read MO files with (Python's own `gettext`
#    module, the other MO reader they use, is in its standard library);
#  - PHP's interpreter (Debian's php-cli), which the PHP array tests read built files with;
#  - Node 22 and @crowdin/app-project-module for the official-framework test (scripts/setup-node-app.sh);
#  - the official API clients from PyPI and npm for the emulator test (scripts/setup-api-clients.sh);
#  - PyYAML and fluent.syntax, independent YAML and Fluent readers the format tests check built files with,
#    and a JDK (Java's own .properties reader);
#  - the PostgreSQL server binaries (Debian's postgresql) for the store tests, which start a
#    throwaway cluster of their own with initdb + pg_ctl; no system cluster is used.
#  - Qt's lconvert (Debian's qt6-l10n-tools) for the Qt Linguist .ts cross-check.
#  - Chromium and chromedriver (Debian) for the headless-browser page tests.
#  - moto's S3-protocol server (PyPI moto[server]) for the S3 blob-store and fleet tests, HAProxy
#    (Debian) as the fleet test's load balancer, and wrk (Debian) for the fleet load figures.
set -euo pipefail
cd "$(dirname "$0")/.."

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

if ! command -v msgfmt >/dev/null 2>&1 || ! command -v msgunfmt >/dev/null 2>&1; then
  echo "installing gettext (msgfmt, msgunfmt)…"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq gettext >/dev/null
fi

# PostgreSQL for tests/store.rs (the tests look for /usr/lib/postgresql/*/bin/initdb).
if ! compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null; then
  echo "installing postgresql (server binaries for the store tests)…"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi

# Node 22 and the official app framework for the framework compatibility test.
bash scripts/setup-node-app.sh

# The official API clients (PyPI and npm) for the emulator compatibility test.
bash scripts/setup-api-clients.sh

# A JDK: the .properties tests read every corpus file and build with Java's own PropertyResourceBundle.
if ! command -v javac >/dev/null 2>&1; then
  echo "installing a JDK (javac) for the .properties cross-check…"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jdk-headless >/dev/null
fi

# Independent readers the format tests cross-check built files with (Python 3 is on every machine;
# plistlib, csv and ElementTree are in its standard library): PyYAML (a YAML 1.1 reader, as Ruby's
# Psych is) and fluent.syntax (Fluent's reference parser).
python3 -c 'import yaml' >/dev/null 2>&1 || python3 -m pip install -q 'PyYAML==6.0.2'
python3 -c 'import fluent.syntax' >/dev/null 2>&1 || python3 -m pip install -q 'fluent.syntax==0.19.0'
# srt and webvtt-py: independent SubRip and WebVTT readers the subtitle tests read built files with.
python3 -c 'import srt' >/dev/null 2>&1 || python3 -m pip install -q 'srt==3.5.3'
python3 -c 'import webvtt' >/dev/null 2>&1 || python3 -m pip install -q 'webvtt-py==0.6.0'
# markdown-it-py (with mdit-py-plugins for footnotes, task lists and front matter): an independent
# CommonMark renderer the Markdown tests compare built documents' structure with.
python3 -c 'import markdown_it' >/dev/null 2>&1 || python3 -m pip install -q 'markdown-it-py==4.0.0'
python3 -c 'import mdit_py_plugins' >/dev/null 2>&1 || python3 -m pip install -q 'mdit-py-plugins==0.5.0'
# python-docx: an independent Word document reader the DOCX tests read built files with.
python3 -c 'import docx' >/dev/null 2>&1 || python3 -m pip install -q 'python-docx==1.2.0'
# html5lib: an independent HTML5 (WHATWG) parser the HTML tests compare built pages' DOM with.
python3 -c 'import html5lib' >/dev/null 2>&1 || python3 -m pip install -q 'html5lib==1.1'
# openpyxl: an independent Excel workbook reader the XLSX tests read built workbooks with.
python3 -c 'import openpyxl' >/dev/null 2>&1 || python3 -m pip install -q 'openpyxl==3.1.5'
# tomllib (standard library since Python 3.11): the TOML reader the `toml` tests read builds with.
python3 -c 'import tomllib' >/dev/null 2>&1 || {
  echo "python3 has no tomllib: the TOML tests need Python 3.11 or newer" >&2
  exit 1
}

# PHP's own interpreter (Debian's php-cli): the PHP array tests read every corpus file, build and
# created file with it (`include` + the array as dotted identifiers).
if ! command -v php >/dev/null 2>&1; then
  echo "installing php-cli (the PHP array cross-check)…"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq php-cli >/dev/null
fi

# Qt's lconvert (Debian's qt6-l10n-tools, pinned by the distribution release): the Qt Linguist
# tests have it read every built .ts file and write it as .qm and .ts.
if [ ! -x /usr/lib/qt6/bin/lconvert ]; then
  echo "installing qt6-l10n-tools (lconvert) for the .ts cross-check…"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends qt6-l10n-tools >/dev/null
fi

# Headless Chromium and its WebDriver for the page tests (tests/pages_browser.rs): Debian's own
# packages, never a browser a crate or npm downloads.
if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
  echo "installing chromium and chromium-driver (browser tests)…"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver >/dev/null
fi

# An S3-protocol server (tests/blobs_s3.rs, tests/fleet.rs), the load balancer in front of the
# fleet test's replicas, and the HTTP load generator of scripts/fleet-load.sh.
python3 -c 'import moto.server' >/dev/null 2>&1 || python3 -m pip install -q 'moto[server]==5.2.1'
if ! command -v haproxy >/dev/null 2>&1 || ! command -v wrk >/dev/null 2>&1; then
  echo "installing haproxy and wrk (fleet test and load figures)…"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy wrk >/dev/null
fi
