"""The iterator streams: a 5 MB file is never a list of entries up front (Python-side and
process memory stay bounded), an iterator dropped halfway stops its worker and frees the file,
and several threads parsing at once get what one thread gets."""

from __future__ import annotations

import gc
import subprocess
import sys
import threading
import time
import tracemalloc

import locforge
from conftest import MB, corpus_files


def _wait_for_workers(n: int) -> int:
    """Waits (bounded: 10 s) for the parse workers to end; how many still run."""
    for _ in range(1000):
        gc.collect()
        if locforge._native.live_workers() <= n:
            break
        time.sleep(0.01)
    return locforge._native.live_workers()


def _stream_count(path) -> int:
    n = 0
    for _ in locforge.parse(path):
        n += 1
    return n


def test_python_memory_stays_small_while_streaming(big_po, big_xliff):
    for path in (big_po, big_xliff):
        tracemalloc.start()
        n = _stream_count(path)
        _, streamed_peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        tracemalloc.start()
        held = list(locforge.parse(path))
        _, list_peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        assert n == len(held) > 10_000
        # Streaming holds a batch of dicts at most; the list holds them all.
        assert streamed_peak < 1 * MB, (path.name, streamed_peak)
        assert list_peak > 10 * streamed_peak, (path.name, list_peak, streamed_peak)
        del held


PEAK_RSS = """
import sys, locforge
def hwm():
    # The process's own peak RSS (VmHWM; ru_maxrss would carry the parent's over exec).
    with open("/proc/self/status") as f:
        return next(int(l.split()[1]) * 1024 for l in f if l.startswith("VmHWM:"))
list(locforge.parse(b"a=b", "properties"))  # the registry, once
base = hwm()
n = sum(1 for _ in locforge.parse(sys.argv[1]))
print(n, hwm() - base)
"""


def peak_rss_growth(path) -> int:
    """Peak RSS growth of a fresh interpreter streaming ``path`` (its own process, so nothing
    else the tests did counts)."""
    done = subprocess.run([sys.executable, "-c", PEAK_RSS, str(path)], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    n, growth = map(int, done.stdout.split())
    assert n > 10_000
    # The parse did take memory (the file's bytes alone): the measure sees it.
    assert growth > path.stat().st_size // 2
    return growth


def test_process_memory_is_bounded_by_the_file(big_po, big_xliff):
    # The worker holds the file's bytes, the parser's own working state and a few batches of
    # entries; never the entries of the whole file as Python objects (30 MB for this PO).
    # XLIFF streams in about the file's size; the PO parser indexes every message before it
    # hands the first one over (its scan of the file), which costs about 3 times the file.
    # Both get 8 MB for the thread and the allocator's arena.
    slack = 8 * MB
    assert peak_rss_growth(big_xliff) < 2 * big_xliff.stat().st_size + slack
    assert peak_rss_growth(big_po) < 4 * big_po.stat().st_size + slack


def test_an_abandoned_iterator_stops_its_worker_and_frees_the_file(big_po):
    assert _wait_for_workers(0) == 0
    it = locforge.parse(big_po)
    first = [next(it) for _ in range(10)]
    assert len(first) == 10
    assert locforge._native.live_workers() == 1
    del it
    assert _wait_for_workers(0) == 0
    # close() and a with block do the same.
    with locforge.parse(big_po) as it:
        next(it)
    assert _wait_for_workers(0) == 0
    it = locforge.parse(big_po)
    next(it)
    it.close()
    assert list(it) == []
    assert _wait_for_workers(0) == 0


def test_threads_parsing_at_once_get_what_one_thread_gets(big_xliff):
    files = [p for p in corpus_files() if locforge.detect(p) in {"po", "xliff12", "android", "json", "yaml"}][:40]
    files.append(big_xliff)

    def read_all():
        out = []
        for p in files:
            try:
                out.append(list(locforge.parse(p)))
            except locforge.FormatError as e:
                out.append(str(e))
        return out

    alone = read_all()
    results = [None] * 4

    def run(i):
        results[i] = read_all()

    threads = [threading.Thread(target=run, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for r in results:
        assert r == alone


def test_one_iterator_read_from_two_threads_is_refused_not_corrupted(big_po):
    it = locforge.parse(big_po)
    got, errors = [], []

    def drain():
        try:
            for e in it:
                got.append(e["identifier"])
        except ValueError as e:
            errors.append(str(e))

    threads = [threading.Thread(target=drain) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    whole = [e["identifier"] for e in locforge.parse(big_po)]
    if errors:
        assert "another thread" in errors[0]
    # Whatever each thread took, no entry was lost or doubled before a refusal.
    assert len(set(got)) == len(got)
    assert set(got) <= set(whole)


def test_build_many_equals_one_build_per_language():
    path = next(p for p in corpus_files() if str(p).endswith("json/nested/primelocale/en.json"))
    entries = list(locforge.parse(path))
    langs = ["de", "fr", "ja", "ar"]
    translations = {
        lang: {e["identifier"]: f"{lang}:{i}" for i, e in enumerate(entries) if i % 3} for lang in langs
    }
    together = locforge.build_many(path, translations, langs)
    assert list(together) == langs
    for lang in langs:
        assert together[lang] == locforge.build(path, translations[lang], lang)
    # Entries carrying their translations build the same.
    as_entries = [
        {**e, "translations": {lang: {"text": translations[lang][e["identifier"]]} for lang in langs if e["identifier"] in translations[lang]}}
        for e in entries
    ]
    assert locforge.build_many(path, as_entries, langs) == together


def test_build_many_of_a_multilingual_file_is_one_file_with_every_language():
    path = next(p for p in corpus_files() if p.name == "Localizable.xcstrings")
    entries = list(locforge.parse(path))
    plain = [e for e in entries if not e.get("hasPlurals")][:20]
    assert plain
    langs = ["de", "fr", "ja"]
    translations = {lang: {e["identifier"]: f"{lang} «{e['identifier']}»" for e in plain} for lang in langs}
    built = locforge.build_many(path, translations, langs)
    one = built["de"]
    assert built["fr"] is one and built["ja"] is one
    back = {e["identifier"]: e for e in locforge.parse(one, "xcstrings", targets=langs)}
    for lang in langs:
        for e in plain:
            assert back[e["identifier"]]["translations"][lang]["text"] == translations[lang][e["identifier"]]


def test_closing_from_another_thread_while_one_reads_does_not_hang(big_po):
    it = locforge.parse(big_po)
    seen = []

    def read():
        for e in it:
            seen.append(e)

    reader = threading.Thread(target=read)
    reader.start()
    for _ in range(50):
        it.language, it.warnings  # noqa: B018 (the getters take the reader's lock)
    it.close()
    reader.join(timeout=60)
    assert not reader.is_alive()
    assert _wait_for_workers(0) == 0
