#!/usr/bin/env bash
# Fleet load figures (a bench, not a test; loopback only, every run bounded in time):
#   1. 32 concurrent ~5 MB parse-file jobs for 60 s against ONE replica (SQLite + local folder)
#      with a 1 GiB byte budget (limits.max_bytes_in_flight): the status counts (only 200s and
#      503s expected), p50/p99 latency, jobs/s, the replica's peak RSS (VmHWM) against the budget,
#      and the ERROR lines of its log;
#   2. the same through HAProxy in front of TWO replicas sharing PostgreSQL and S3 (moto);
#   3. jobs/s of 100 KiB and 2 MiB parse-file jobs (8 connections, 20 s) with one and two replicas.
# Needs: a release build (built here into $CARGO_TARGET_DIR when missing), wrk, haproxy,
# PostgreSQL's server binaries and moto (scripts/setup-test-tools.sh installs them).
# Usage: scripts/fleet-load.sh [SECONDS_FOR_THE_32_JOB_RUNS (default 60)]
set -euo pipefail
cd "$(dirname "$0")/.."
LONG="${1:-60}"
SHORT="${LOAD_SHORT_SECS:-20}"
target="${CARGO_TARGET_DIR:-target}"
BIN="${LOCFORGE_BIN:-$target/release/locforge}"
if [ ! -x "$BIN" ]; then
  cargo build --release -p locforge --bin locforge
fi
for tool in wrk haproxy python3; do
  command -v "$tool" >/dev/null || { echo "missing $tool: run scripts/setup-test-tools.sh" >&2; exit 1; }
done
PG_BIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)"
[ -x "$PG_BIN/initdb" ] || { echo "missing PostgreSQL server binaries" >&2; exit 1; }

work="$(mktemp -d /tmp/locforge-load.XXXXXX)"
pids=()
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  [ -n "${PG_DATA:-}" ] && runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$PG_DATA" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
chmod 755 "$work"

port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
wait_ready() {
  for _ in $(seq 1 300); do
    [ "$(curl -s -o /dev/null -w '%{http_code}' "$1/readyz" || true)" = 200 ] && return 0
    sleep 0.1
  done
  echo "$1 never became ready" >&2; return 1
}

SECRET="load-client-secret-0123456789abcdef"
KEY="load-secret-key-0123456789abcdef-0123456789"

# --- job bodies: a JSON file of about SIZE bytes, base64 in a parse-file job ---------------------
body() { # NAME FILE_BYTES
  python3 - "$work/$1.json" "$2" <<'EOF'
import base64, json, sys
path, size = sys.argv[1], int(sys.argv[2])
parts, n, total = [], 0, 2
while total < size:
    item = '"key.%d": "Value number %d with some <b>markup</b> and {placeholder}"' % (n, n)
    parts.append(item); total += len(item) + 1; n += 1
content = ("{" + ",".join(parts) + "}").encode()
job = {"jobType": "parse-file", "file": {"name": "big.json", "content": base64.b64encode(content).decode()}}
open(path, "w").write(json.dumps(job))
EOF
}
body big 3700000      # request body just under limits.max_request_bytes (5 MiB)
body k100 102400
body m2 2097152
echo "job bodies: $(stat -c %s "$work/big.json") / $(stat -c %s "$work/k100.json") / $(stat -c %s "$work/m2.json") bytes"

cat >"$work/post.lua" <<'EOF'
-- POSTs the job in BODY_FILE with the token in TOKEN; counts statuses per thread.
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args)
  codes = {}
  local f = assert(io.open(os.getenv("BODY_FILE"), "rb"))
  wrk.method = "POST"
  wrk.body = f:read("*a")
  f:close()
  wrk.headers["Content-Type"] = "application/json"
  wrk.headers["Authorization"] = "Bearer " .. os.getenv("TOKEN")
end
function response(status, headers, body)
  -- The app's own 503 (admission) carries Retry-After; a 503 without it is the balancer's.
  local key = status
  if status == 503 and not headers["Retry-After"] and not headers["retry-after"] then key = 5030 end
  codes[key] = (codes[key] or 0) + 1
  if status ~= 200 and not sample then sample = string.sub(body, 1, 300) end
end
function done(summary, latency, requests)
  local total = {}
  for _, t in ipairs(threads) do
    for k, v in pairs(t:get("codes")) do total[k] = (total[k] or 0) + v end
  end
  local line = "statuses:"
  for k, v in pairs(total) do
    if k == 5030 then line = line .. string.format(" 503(balancer)=%d", v)
    else line = line .. string.format(" %d=%d", k, v) end
  end
  io.write(line .. "\n")
  for _, t in ipairs(threads) do
    local s = t:get("sample")
    if s then io.write("sample refusal: " .. s .. "\n"); break end
  end
  local secs = summary.duration / 1e6
  io.write(string.format("answered jobs/s (200): %.1f  all answers/s: %.1f  p50: %.0f ms  p99: %.0f ms  max: %.0f ms  errors(socket): %d\n",
    (total[200] or 0) / secs, summary.requests / secs, latency:percentile(50) / 1000,
    latency:percentile(99) / 1000, latency.max / 1000,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))
end
EOF

# --- a replica ------------------------------------------------------------------------------------
replica() { # NAME PORT EXTRA_TOML -> pid in $last_pid
  local dir="$work/$1"
  mkdir -p "$dir"
  cat >"$dir/locforge.toml" <<EOF
bind = "127.0.0.1:$2"
data_dir = "$dir/data"
client_id = "locforge-load"
client_secret = "$SECRET"
secret_key = "$KEY"
log_format = "json"
$3
[limits]
max_bytes_in_flight = 1073741824
deadline_secs = 110
EOF
  "$BIN" serve --config "$dir/locforge.toml" >"$dir/log" 2>&1 &
  last_pid=$!
  pids+=("$last_pid")
  wait_ready "http://127.0.0.1:$2"
}
TOKEN="$(cd "$work" && printf 'client_id = "locforge-load"\nclient_secret = "%s"\n' "$SECRET" >token.toml && "$BIN" token --config token.toml --ttl 7200)"
export TOKEN

settle() { # REPLICA_URL...: waits until no job runs any more (a job whose client left still ends)
  for u in "$@"; do
    for _ in $(seq 1 240); do
      n="$(curl -s "$u/metrics" | awk '/^locforge_jobs_in_flight / {print $2}')"
      [ "${n:-0}" = 0 ] && break
      sleep 0.5
    done
  done
}
run() { # LABEL URL BODY CONNECTIONS SECONDS
  echo "--- $1: $4 connections, $5 s"
  BODY_FILE="$work/$3.json" wrk -t2 -c"$4" -d"$5"s --timeout 120s -s "$work/post.lua" "$2/api/file/process" \
    | grep -E '^(statuses|answered|sample)'
}
peak() { # LABEL PID LOG
  local hwm
  hwm="$(awk '/VmHWM/ {print $2}' "/proc/$2/status")"
  echo "$1 peak RSS: $((hwm / 1024)) MiB (budget 1024 MiB); ERROR log lines: $(grep -c '"level":"ERROR"' "$3" || true)"
}

# --- 1. one replica: SQLite + local folder --------------------------------------------------------
P1="$(port)"
replica one "$P1" ""
one_pid=$last_pid
run "one replica, 5 MB jobs" "http://127.0.0.1:$P1" big 32 "$LONG"
peak "one replica" "$one_pid" "$work/one/log"
settle "http://127.0.0.1:$P1"
run "one replica, 100 KiB jobs" "http://127.0.0.1:$P1" k100 8 "$SHORT"
settle "http://127.0.0.1:$P1"
run "one replica, 2 MiB jobs" "http://127.0.0.1:$P1" m2 8 "$SHORT"
kill "$one_pid"

# --- 2. two replicas: PostgreSQL + S3 behind HAProxy ---------------------------------------------
PG_DATA="$work/pg"
PGP="$(port)"
chown postgres "$work"
runuser -u postgres -- "$PG_BIN/initdb" -D "$PG_DATA" -U locforge -A trust -E UTF8 --no-sync >/dev/null
runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$PG_DATA" -l "$work/pg.log" -w \
  -o "-p $PGP -k $work -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
S3P="$(port)"
python3 -m moto.server -H 127.0.0.1 -p "$S3P" >"$work/moto.log" 2>&1 &
pids+=("$!")
for _ in $(seq 1 100); do curl -s -o /dev/null "http://127.0.0.1:$S3P/" && break; sleep 0.1; done
curl -s -X PUT "http://127.0.0.1:$S3P/load" >/dev/null
LB="$(port)"; PA="$(port)"; PB="$(port)"
shared="base_url = \"http://127.0.0.1:$LB\"
database_url = \"postgres://locforge@127.0.0.1:$PGP/postgres\"
[blobs]
kind = \"s3\"
bucket = \"load\"
prefix = \"spilled\"
region = \"us-east-1\"
endpoint = \"http://127.0.0.1:$S3P\"
path_style = true
access_key_id = \"load\"
secret_access_key = \"load-secret\""
replica a "$PA" "$shared"; a_pid=$last_pid
replica b "$PB" "$shared"; b_pid=$last_pid
cat >"$work/haproxy.cfg" <<EOF
global
    maxconn 4096
defaults
    mode http
    timeout connect 2s
    timeout client 130s
    timeout server 130s
    timeout check 3s
    retries 2
    option redispatch
    retry-on conn-failure empty-response
frontend locforge
    bind 127.0.0.1:$LB
    default_backend replicas
backend replicas
    balance roundrobin
    option httpchk GET /readyz
    http-check expect status 200
    default-server inter 1s fall 3 rise 1
    server a 127.0.0.1:$PA check
    server b 127.0.0.1:$PB check
EOF
haproxy -db -f "$work/haproxy.cfg" >"$work/haproxy.log" 2>&1 &
pids+=("$!")
wait_ready "http://127.0.0.1:$LB"
run "two replicas (HAProxy), 5 MB jobs" "http://127.0.0.1:$LB" big 32 "$LONG"
peak "replica a" "$a_pid" "$work/a/log"
peak "replica b" "$b_pid" "$work/b/log"
settle "http://127.0.0.1:$PA" "http://127.0.0.1:$PB"
run "two replicas (HAProxy), 100 KiB jobs" "http://127.0.0.1:$LB" k100 8 "$SHORT"
settle "http://127.0.0.1:$PA" "http://127.0.0.1:$PB"
run "two replicas (HAProxy), 2 MiB jobs" "http://127.0.0.1:$LB" m2 8 "$SHORT"
