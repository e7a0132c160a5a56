"""Parse time and peak memory from Python: locforge against Translate Toolkit (and polib on PO),
on the same corpus files per format and on generated 5 MB PO and XLIFF files. Prints a table;
asserts nothing about time (scripts/test-python runs it after the tests).

Each measurement runs in a fresh interpreter, so its peak RSS (``VmHWM``, less the
interpreter's after importing the tool) is its own. Time is the best of a few runs of reading
every file and touching every unit's source and target; each tool reads only the files the
other reads too (Translate Toolkit refuses a few of the corpus's edge cases)."""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
# python/ holds the package's sources without the native module: import the installed wheel.
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != HERE]
sys.path.insert(0, str(HERE / "tests"))

# locforge format key → file suffixes that Translate Toolkit's factory reads as that format.
FORMATS = {
    "po": (".po", ".pot"),
    "xliff12": (".xlf", ".xliff"),
    "android": (".xml",),
    "properties": (".properties",),
    "ts": (".ts",),
    "resx": (".resx",),
    "tmx": (".tmx",),
    "strings": (".strings",),
    "php": (".php",),
    "mo": (".mo",),
    "json": (".json",),
}

# Translate Toolkit's store class for the formats its factory does not pick by extension.
TT_CLASSES = {
    "android": "translate.storage.aresource:AndroidResourceFile",
    "properties": "translate.storage.properties:javafile",
    "strings": "translate.storage.properties:stringsfile",
    "php": "translate.storage.php:phpfile",
    "resx": "translate.storage.resx:RESXFile",
    "json": "translate.storage.jsonl10n:JsonFile",
}

WORKER = r"""
import json, sys, time
def hwm():
    # The process's own peak RSS (VmHWM; ru_maxrss would carry the parent's over exec).
    with open("/proc/self/status") as f:
        return next(int(l.split()[1]) * 1024 for l in f if l.startswith("VmHWM:"))
tool, runs, store_class, files = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4:]
if tool == "locforge":
    import locforge
    list(locforge.parse(b"a=b", "properties"))
    def read(p):
        n = 0
        for e in locforge.parse(p):
            e["text"]; e.get("existing")
            n += 1
        return n
elif tool == "tt":
    from translate.storage import factory
    if store_class != "-":
        import importlib
        module, name = store_class.split(":")
        open_store = getattr(importlib.import_module(module), name).parsefile
    else:
        open_store = factory.getobject
    def read(p):
        store = open_store(p)
        n = 0
        for u in store.units:
            if u.isheader():
                continue
            u.source; u.target
            n += 1
        return n
else:
    import polib
    def read(p):
        n = 0
        for e in polib.pofile(p):
            e.msgid; e.msgstr
            n += 1
        return n
base = hwm()
best, ok, entries = None, [], 0
for r in range(runs):
    t0 = time.perf_counter()
    count = 0
    for p in files:
        try:
            count += read(p)
            if r == 0:
                ok.append(p)
        except Exception:
            pass
    took = time.perf_counter() - t0
    best = took if best is None else min(best, took)
    entries = count
    if took > 2.0:
        break
peak = hwm() - base
print(json.dumps({"seconds": best, "peak": peak, "ok": ok, "entries": entries}))
"""


def measure(tool: str, files, runs: int = 3, key: str = "") -> dict:
    done = subprocess.run(
        [sys.executable, "-c", WORKER, tool, str(runs), TT_CLASSES.get(key, "-"), *map(str, files)],
        capture_output=True,
        text=True,
        timeout=1800,
    )
    if done.returncode != 0:
        return {"error": done.stderr.strip().splitlines()[-1:] or ["failed"]}
    return json.loads(done.stdout)


def corpus_sets():
    import locforge
    from conftest import corpus_files

    sets = {k: [] for k in FORMATS}
    for p in corpus_files():
        key = locforge.detect(p)
        if key in sets and p.suffix.lower() in FORMATS[key]:
            sets[key].append(p)
    return sets


def row(label, key, files, tools):
    size = sum(Path(f).stat().st_size for f in files)
    their = measure("tt", files, key=key)
    if "error" in their or not their["ok"]:
        return [label, 0, size, "-", None, None, None, None, None, None]
    both = their["ok"]
    size = sum(Path(f).stat().st_size for f in both)
    if set(both) != {str(f) for f in files}:
        their = measure("tt", both, key=key)
    ours = measure("locforge", both)
    polib_r = measure("polib", both) if "polib" in tools else None
    return [
        label,
        len(both),
        size,
        ours["entries"],
        ours["seconds"],
        their["seconds"],
        polib_r["seconds"] if polib_r else None,
        ours["peak"],
        their["peak"],
        polib_r["peak"] if polib_r else None,
    ]


def main() -> None:
    import generate

    rows = []
    for key, files in corpus_sets().items():
        if files:
            rows.append(row(f"{key} (corpus)", key, files, {"polib"} if key == "po" else set()))
    with tempfile.TemporaryDirectory() as tmp:
        big_po = generate.po(Path(tmp) / "big.po", 5 << 20)
        big_xlf = generate.xliff(Path(tmp) / "big.xlf", 5 << 20)
        rows.append(row("po (generated 5 MB)", "po", [big_po], {"polib"}))
        rows.append(row("xliff12 (generated 5 MB)", "xliff12", [big_xlf], set()))

    def s(v):
        return "-" if v in (None, "-") else f"{v * 1000:.1f}"

    def mb(v):
        return "-" if v in (None, "-") else f"{v / 1e6:.1f}"

    def x(a, b):
        return "-" if a in (None, "-") or b in (None, "-") or a <= 0 else f"{b / a:.1f}x"

    head = ["input", "files", "MB", "entries", "locforge ms", "TT ms", "vs TT", "polib ms", "vs polib", "locforge peak MB", "TT peak MB", "polib peak MB"]
    table = [head]
    for r in rows:
        label, n, size, entries, ours, theirs, pol, our_peak, their_peak, pol_peak = r
        table.append([label, str(n), mb(size), str(entries), s(ours), s(theirs), x(ours, theirs), s(pol), x(ours, pol), mb(our_peak), mb(their_peak), mb(pol_peak)])
    widths = [max(len(r[i]) for r in table) for i in range(len(head))]
    for i, r in enumerate(table):
        print("  ".join(c.ljust(w) if j == 0 else c.rjust(w) for j, (c, w) in enumerate(zip(r, widths))))
        if i == 0:
            print("  ".join("-" * w for w in widths))
    print("\nTime: best of up to 3 runs (fewer past 2 s) reading every file and touching each unit's")
    print("source and target. Peak: the growth of the process's peak RSS while parsing.")


if __name__ == "__main__":
    main()
