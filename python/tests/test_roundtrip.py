"""Every format's round trip on the repository's corpus: parse each file, build it with no
translations in its own language, and get its bytes back. The few files that cannot come back
byte for byte are listed with the reason (the same ones formats/tests/invariants.rs lists), and
each must still differ only in the way its reason says."""

from __future__ import annotations

import collections
import re

import pytest

import locforge
from conftest import CORPUS, corpus_files

# Files whose identity build differs from the file, and why (mirrors invariants.rs).
IDENTITY_EXCEPTIONS = {
    "yaml/spree_i18n/config/locales/ru.yml": "a partly translated Russian file whose plural maps "
    "hold different category sets: a build in any one language regenerates some",
    "json/formatjs/overseerr/src/i18n/locale/pl.json": "a partly translated Polish file whose ICU "
    "plurals hold different category sets",
    "apple/xcstrings-tool/Tests/XCStringsToolTests/__Fixtures__/Substitution.xcstrings": "one "
    "substitution holds only `other` while another holds one/other",
    "apple/xcstrings-tool/Tests/XCStringsToolTests/__Fixtures__/Variations.xcstrings": "a plural "
    "holds a `zero` form, which English (the language the file is built in) has not",
}

# An XML file that declares no target language gets one written by a build: with no language
# to name, the attribute is empty, and that attribute is the only difference.
EMPTY_LANGUAGE_ATTRIBUTE = re.compile(rb' (?:target-language|trgLang|language)=""')

# Formats whose build writes the file afresh (no layout to keep): compared by their entries.
REWRITTEN = {"mo"}


def _rel(path) -> str:
    return str(path.relative_to(path.parents[len(path.parts) - path.parts.index("corpus") - 2]))


# Formats detection never picks ahead of another (a JSON dialect that the file also reads as),
# read with the format named on the folders of their files.
NAMED = {"formatjs": "json/formatjs", "json-reference": "json/flat"}


def _identity(path, key, named=None):
    if key in {f["key"] for f in locforge.formats() if f["multilingual"]}:
        # Every multilingual corpus file holds English.
        return locforge.build(path, {}, "en", named)
    return locforge.build(path, {}, None, named)


def test_formats_detection_does_not_pick_round_trip_when_named():
    for key, folder in NAMED.items():
        done = 0
        for path in corpus_files():
            if not str(path).startswith(str(CORPUS / folder)) or path.suffix != ".json":
                continue
            try:
                entries = list(locforge.parse(path, key))
            except locforge.FormatError as e:
                assert e.line is not None, str(e)
                continue
            if _rel(path) in IDENTITY_EXCEPTIONS:
                continue
            assert locforge.build(path, {}, None, key) == path.read_bytes(), _rel(path)
            done += 1 if entries else 0
        assert done >= 1, f"{key}: no file of {folder} round-tripped"


def test_every_format_round_trips_its_corpus_files():
    counts = collections.Counter()
    failures = []
    for path in corpus_files():
        key = locforge.detect(path)
        if key is None:
            counts["not recognised"] += 1
            continue
        src = path.read_bytes()
        try:
            entries = list(locforge.parse(path))
        except locforge.FormatError as e:
            # A regular file may be refused only with a position.
            assert e.line is not None and e.column is not None, str(e)
            counts["refused"] += 1
            continue
        out = _identity(path, key)
        rel = _rel(path)
        if key in REWRITTEN:
            again = list(locforge.parse(out, key))
            assert again == entries, f"{rel}: rewritten file reads back differently"
            counts[key] += 1
            continue
        if out == src:
            counts[key] += 1
            assert rel not in IDENTITY_EXCEPTIONS, f"{rel} round-trips now: drop its exception"
            continue
        if rel in IDENTITY_EXCEPTIONS:
            counts["exception"] += 1
            continue
        if EMPTY_LANGUAGE_ATTRIBUTE.sub(b"", out) == src:
            counts["empty language attribute"] += 1
            continue
        failures.append(rel)
    assert not failures, f"identity builds differ: {failures}"
    keys = {f["key"] for f in locforge.formats()}
    # Every format with files in the corpus round-tripped some of them.
    without = sorted(keys - set(counts) - set(NAMED))
    assert without == [], f"formats with no corpus file round-tripped: {without}"
    assert counts["refused"] <= 30 and counts["not recognised"] <= 10, counts


def test_edge_cases_parse_or_are_refused_with_a_position():
    seen = 0
    for path in corpus_files(include_edge_cases=True):
        key = locforge.detect(path)
        if key is None:
            continue
        seen += 1
        try:
            for _ in locforge.parse(path):
                pass
        except locforge.FormatError as e:
            assert e.file == str(path)
            assert e.kind in {"syntax", "encoding", "duplicate-identifier", "limit", "unsupported"}, e
            if e.kind in {"syntax", "encoding"} and e.line is None:
                # Whole-file problems (an empty file, a bad encoding declaration) have none.
                assert e.column is None
    assert seen >= 20


@pytest.mark.parametrize("rel", ["po/polib-tests/tests/test_utf8.po", "json/nested/primelocale/de.json"])
def test_build_translates_and_keeps_the_rest(rel):
    path = next(p for p in corpus_files() if str(p).endswith(rel))
    entries = list(locforge.parse(path))
    target = entries[len(entries) // 2]
    out = locforge.build(path, {target["identifier"]: "ÜBERSETZT «x»"}, None)
    again = {e["identifier"]: e for e in locforge.parse(out, name=str(path))}
    got = again[target["identifier"]]
    text = (got.get("existing") or got)["text"]
    assert text == "ÜBERSETZT «x»"
    # Every other string reads back as it was.
    for e in entries:
        if e["identifier"] != target["identifier"]:
            assert again[e["identifier"]] == e


def test_parsed_entries_edited_in_place_build_back():
    path = CORPUS / "po/sphinx/sphinx/locale/de/LC_MESSAGES/sphinx.po"
    entries = list(locforge.parse(path))
    translated = [e for e in entries if "existing" in e and not e.get("hasPlurals")]
    translated[3]["existing"]["text"] = "Geändert"
    out = locforge.build(path, entries)
    src = path.read_bytes()
    assert out != src
    again = list(locforge.parse(out, name=str(path)))
    assert again == entries
    # Untouched, the entries give the file back.
    assert locforge.build(path, list(locforge.parse(path))) == src


def test_a_multilingual_file_needs_a_language_to_build():
    path = next(p for p in corpus_files() if p.name == "Localizable.xcstrings")
    with pytest.raises(locforge.FormatError) as info:
        locforge.build(path, {})
    assert info.value.kind == "missing-input" and "lang=" in info.value.message
