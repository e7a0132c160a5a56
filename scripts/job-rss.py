#!/usr/bin/env python3
"""Peak RSS growth of a `locforge serve` per job kind (a bench, not a test; loopback only).

Usage: scripts/job-rss.py LOCFORGE_BINARY GEN_DIR [KIND...]
GEN_DIR holds `locforge corpus gen --out GEN_DIR --size-mb 5`. Kinds: parse-file, build-file
(10 MB stringsUrl), build-file (array) (the same strings as one JSON array), pre-export and
pre-export (array) (10 MB of strings with uniqIds, targets de and fr), build multilingual (the
5 MB CSV, de and fr). Inputs are served from a local HTTP server, jobs posted to the binary.

For each job kind a fresh server answers one small job, then the job 3 times; before each run
the peak is reset (clear_refs 5) and VmRSS read, after it VmHWM: growth = VmHWM - VmRSS before,
the worst run reported, divided by the payload (the 5 MB file for parse/build as `locforge bench`
does; the strings body for pre-export)."""
import urllib.error, base64, json, os, subprocess, sys, tempfile, threading, time, urllib.request
import http.server, socket, functools

binary, gen = sys.argv[1], sys.argv[2]
work = tempfile.mkdtemp(prefix="memory-rss-")
files = os.path.join(work, "files")
os.makedirs(files)

# Inputs: the 5 MB flat JSON; its translations with `fr` copies up to 10 MB (as the bench);
# pre-export strings with uniqId and text up to 10 MB; each also as a JSON array.
src = open(os.path.join(gen, "flat_reference.json"), "rb").read()
csv = open(os.path.join(gen, "multilingual.csv"), "rb").read()
open(os.path.join(files, "strings.csv"), "wb").write(csv)
open(os.path.join(files, "csv.ndjson"), "wb").write(open(os.path.join(gen, "multilingual.ndjson"), "rb").read())
open(os.path.join(files, "en.json"), "wb").write(src)
lines = [json.loads(l) for l in open(os.path.join(gen, "flat_reference.ndjson"), "rb")]
TARGET = 10_000_000
build, size = [], 0
for r in lines:
    size += len(json.dumps(r, ensure_ascii=False).encode()) + 1
    build.append(r)
for r in build:
    if size >= TARGET:
        break
    before = len(json.dumps(r, ensure_ascii=False).encode())
    r["translations"]["fr"] = r["translations"]["de"]
    size += len(json.dumps(r, ensure_ascii=False).encode()) - before
pre, size, i = [], 0, 0
while size < TARGET:
    r = lines[i % len(lines)]
    rec = {"identifier": f"{r['identifier']}#{i}", "uniqId": f"u{i}",
           "text": r["translations"]["de"]["text"], "translations": r["translations"]}
    size += len(json.dumps(rec, ensure_ascii=False).encode()) + 1
    pre.append(rec)
    i += 1
def ndjson(recs):
    return "".join(json.dumps(r, ensure_ascii=False, separators=(",", ":")) + "\n" for r in recs).encode()
def array(recs):
    return ("[\n" + ",\n".join(json.dumps(r, ensure_ascii=False, separators=(",", ":")) for r in recs) + "\n]\n").encode()
bodies = {"tr.ndjson": ndjson(build), "tr-array.json": array(build),
          "pre.ndjson": ndjson(pre), "pre-array.json": array(pre)}
for name, b in bodies.items():
    open(os.path.join(files, name), "wb").write(b)

class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *a):
        pass
fixture = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=files))
threading.Thread(target=fixture.serve_forever, daemon=True).start()
base_url = f"http://127.0.0.1:{fixture.server_address[1]}"

def free_port():
    s = socket.socket(); s.bind(("127.0.0.1", 0)); p = s.getsockname()[1]; s.close(); return p

secret = "memory-rss-secret-0123456789"
env = dict(os.environ, LOCFORGE_CLIENT_SECRET=secret, LOCFORGE_FETCH_ALLOW="127.0.0.1", RUST_LOG="warn")
token = subprocess.run([binary, "token"], env=env, capture_output=True, text=True, check=True).stdout.strip().split()[-1]

def status(pid):
    d = {}
    for l in open(f"/proc/{pid}/status"):
        k, _, v = l.partition(":")
        d[k] = v.strip()
    return int(d["VmRSS"].split()[0]), int(d["VmHWM"].split()[0])

def post(port, path, job):
    req = urllib.request.Request(f"http://127.0.0.1:{port}{path}", data=json.dumps(job).encode(),
                                 headers={"content-type": "application/json", "authorization": f"Bearer {token}"})
    try:
        with urllib.request.urlopen(req, timeout=120) as r:
            body = r.read()
    except urllib.error.HTTPError as e:
        raise SystemExit(f"job failed: {e.code} {e.read()[:300]!r}")
    if b'"error"' in body[:200]:
        raise SystemExit(f"job failed: {body[:300]!r}")
    return body

de = {"id": "de", "pluralCategoryNames": ["one", "other"]}
fr = {"id": "fr", "pluralCategoryNames": ["one", "many", "other"]}
file = {"name": "en.json", "contentUrl": f"{base_url}/en.json"}
only = sys.argv[3:]
kinds = [
    ("build multilingual", "/process/csv", {"jobType": "build-file", "file": {"name": "strings.csv", "contentUrl": f"{base_url}/strings.csv"},
                                            "targetLanguages": [de, fr], "stringsUrl": f"{base_url}/csv.ndjson"}, len(csv)),
    ("parse-file", "/process/json-reference", {"jobType": "parse-file", "file": file}, len(src)),
    ("build-file", "/process/json-reference", {"jobType": "build-file", "file": file, "targetLanguages": [de],
                                               "stringsUrl": f"{base_url}/tr.ndjson"}, len(src)),
    ("build-file (array)", "/process/json-reference", {"jobType": "build-file", "file": file, "targetLanguages": [de],
                                                       "stringsUrl": f"{base_url}/tr-array.json"}, len(src)),
    ("pre-export", "/pre-export", {"jobType": "file-pre-export", "targetLanguages": [de, fr],
                                   "stringsUrl": f"{base_url}/pre.ndjson"}, len(bodies["pre.ndjson"])),
    ("pre-export (array)", "/pre-export", {"jobType": "file-pre-export", "targetLanguages": [de, fr],
                                           "stringsUrl": f"{base_url}/pre-array.json"}, len(bodies["pre-array.json"])),
]
small = {"jobType": "parse-file", "file": {"name": "en.json", "content": base64.b64encode(b'{"a":"b"}').decode()}}
for label, path, job, payload in kinds:
    if only and label not in only:
        continue
    port = free_port()
    data = tempfile.mkdtemp(dir=work)
    server = subprocess.Popen([binary, "serve", "--bind", f"127.0.0.1:{port}"], env=dict(env, LOCFORGE_DATA_DIR=data),
                              stdout=subprocess.DEVNULL)
    try:
        for _ in range(200):
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=1); break
            except Exception:
                time.sleep(0.05)
        post(port, "/process/json-reference", small)
        worst = 0
        for _ in range(3):
            open(f"/proc/{server.pid}/clear_refs", "w").write("5")
            rss, _ = status(server.pid)
            t = time.time()
            post(port, path, job)
            took = time.time() - t
            _, hwm = status(server.pid)
            worst = max(worst, hwm - rss)
        g = worst * 1024
        print(f"{label:<20} payload {payload/1e6:5.2f} MB  peak RSS growth {g/1e6:6.1f} MB = {g/payload:4.2f}x  (last run {took*1e3:.0f} ms)", flush=True)
    finally:
        server.kill(); server.wait()
fixture.shutdown()
