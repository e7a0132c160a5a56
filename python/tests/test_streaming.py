"""The iterator streams: a 5 MB file is never a list of entries up front (Python-side and
process memory stay bounded), an iterator dropped halfway stops its worker and frees the file,
and several threads parsing at once get what one thread gets."""

from __future__ import annotations

import gc
import threading
import time
import tracemalloc

import locforge
from conftest import MB, corpus_files


def _rss() -> int:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
    raise RuntimeError("no VmRSS")


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


def test_process_memory_grows_by_about_the_file_at_most(big_po):
    size = big_po.stat().st_size
    _stream_count(big_po)  # warm up the allocator and the registry
    _wait_for_workers(0)
    before = _rss()
    peak = before
    for i, _ in enumerate(locforge.parse(big_po)):
        if i % 2000 == 0:
            peak = max(peak, _rss())
    # The worker holds the file's bytes and a few batches: growth is bounded by twice the file.
    assert peak - before < 2 * size, (peak - before, size)


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
