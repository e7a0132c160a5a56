"""The Translate Toolkit bridge: Translate Toolkit-style scripts run unchanged but for their
import and print what they print under Translate Toolkit; the units equal Translate Toolkit's
own on the corpus's PO catalogs; saving writes only what changed."""

from __future__ import annotations

import shutil
import subprocess
import sys
import textwrap

import polib
import pytest

import locforge
import locforge.tt
from conftest import CORPUS, corpus_files

TT_IMPORT = "from translate.storage import factory"
LF_IMPORT = "from locforge.tt import factory"

STATS = """
import sys
{IMPORT}
store = factory.getobject(sys.argv[1])
total = translated = fuzzy = words = 0
for unit in store.units:
    if unit.isheader() or unit.isobsolete() or not unit.source:
        continue
    total += 1
    if unit.istranslated():
        translated += 1
        words += len(str(unit.source).split())
    elif unit.isfuzzy():
        fuzzy += 1
print(total, translated, fuzzy, words)
"""

DUMP = """
import sys
{IMPORT}
store = factory.getobject(sys.argv[1])
for unit in store.units:
    if unit.isheader() or unit.isobsolete():
        continue
    print(repr(unit.getid()), repr(str(unit.source)), repr(str(unit.target)),
          unit.getlocations(), repr(unit.getcontext()), unit.hasplural())
"""

PRETRANSLATE = """
import sys
{IMPORT}
store = factory.getobject(sys.argv[1])
done = 0
for unit in store.units:
    if unit.isheader() or unit.isobsolete() or unit.hasplural():
        continue
    if not unit.istranslated() and not unit.isfuzzy():
        unit.target = "[" + str(unit.source).upper() + "]"
        done += 1
store.save()
print(done)
"""

SAMPLES = [
    "po/polib-tests/tests/test_utf8.po",
    "po/sphinx/sphinx/locale/de/LC_MESSAGES/sphinx.po",
    "po/okapi/AllCasesTest.po",
]


def _run(script: str, importline: str, *args) -> str:
    code = textwrap.dedent(script).replace("{IMPORT}", importline)
    done = subprocess.run(
        [sys.executable, "-c", code, *map(str, args)], capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.mark.parametrize("rel", SAMPLES)
@pytest.mark.parametrize("script", [STATS, DUMP], ids=["stats", "dump"])
def test_scripts_print_what_they_print_under_translate_toolkit(rel, script):
    path = CORPUS / rel
    theirs = _run(script, TT_IMPORT, path)
    ours = _run(script, LF_IMPORT, path)
    assert theirs.strip(), "the script printed nothing"
    assert ours == theirs


@pytest.mark.parametrize("rel", SAMPLES)
def test_a_pretranslating_script_saves_the_same_translations_keeping_the_layout(rel, tmp_path):
    src = CORPUS / rel
    theirs, ours = tmp_path / "tt.po", tmp_path / "lf.po"
    shutil.copy(src, theirs)
    shutil.copy(src, ours)
    n_theirs = _run(PRETRANSLATE, TT_IMPORT, theirs)
    n_ours = _run(PRETRANSLATE, LF_IMPORT, ours)
    assert n_ours == n_theirs and int(n_ours) > 0

    def messages(p):
        return {(e.msgctxt, e.msgid): (e.msgstr, e.msgstr_plural, "fuzzy" in e.flags) for e in polib.pofile(str(p)) if not e.obsolete}

    assert messages(ours) == messages(theirs)
    # locforge changed msgstr lines only: the header is as it was, and every other line of the
    # file is still there, in order.
    before, after = src.read_text(encoding="utf-8"), ours.read_text(encoding="utf-8")
    assert after.split("\n\n", 1)[0] == before.split("\n\n", 1)[0]

    def kept(text):
        return [line for line in text.splitlines() if not line.startswith(("msgstr", '"'))]

    assert kept(after) == kept(before)


def _forms(text):
    return list(getattr(text, "strings", [text]))


def _unit_key(u):
    notes = "\n".join(line for line in u.getnotes("developer").splitlines() if line.strip())
    return (str(u.getid()), [str(s) for s in _forms(u.source)], u.getlocations(), u.isfuzzy(), u.istranslated(), notes)


def test_units_equal_translate_toolkits_on_the_corpus_catalogs():
    from translate.storage import factory

    compared = 0
    for path in corpus_files():
        if path.suffix not in (".po", ".pot"):
            continue
        try:
            theirs = factory.getobject(str(path))
        except Exception:  # Translate Toolkit refuses it: nothing to compare with
            continue
        try:
            ours = locforge.tt.open(path)
        except locforge.FormatError as e:
            # locforge refuses a few catalogs Translate Toolkit reads, with a position.
            assert e.line is not None, str(e)
            continue
        tu = [u for u in theirs.units if not u.isheader() and not u.isobsolete() and str(u.getid())]
        assert len(tu) == len(ours.units), path
        for t, o in zip(tu, ours.units):
            assert _unit_key(o) == _unit_key(t), path
            if t.hasplural():
                # Plural targets are keyed by CLDR category here (one form per category of
                # the language); their texts are Translate Toolkit's msgstr[n] forms, less
                # the forms some Transifex catalogs carry past the language's CLDR count.
                assert {s for s in _forms(o.target) if s} <= {str(s) for s in _forms(t.target) if s}, (path, o)
            else:
                assert str(o.target) == str(t.target), (path, o)
        compared += 1
    assert compared >= 60


def test_monolingual_store_edits_in_place(tmp_path):
    path = tmp_path / "en.json"
    path.write_bytes(b'{\n    "hello": "Hello",\n\n    "menu": {"open": "Open",   "close": "Close"}\n}\n')
    store = locforge.tt.open(path)
    assert [(u.getid(), u.source, u.target) for u in store.units] == [
        ("hello", "Hello", "Hello"),
        ("menu.open", "Open", "Open"),
        ("menu.close", "Close", "Close"),
    ]
    store.findid("menu.open").target = "Öffnen"
    store.save()
    assert path.read_bytes() == b'{\n    "hello": "Hello",\n\n    "menu": {"open": "\xc3\x96ffnen",   "close": "Close"}\n}\n'
    assert bytes(locforge.tt.open(path)) == path.read_bytes()


def test_a_plural_target_keeps_the_languages_categories(tmp_path):
    path = tmp_path / "pl.po"
    path.write_text(
        'msgid ""\nmsgstr ""\n"Language: pl\\n"\n'
        '"Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\\n"\n\n'
        'msgid "day"\nmsgid_plural "days"\nmsgstr[0] "dzień"\nmsgstr[1] "dni"\nmsgstr[2] "dni"\n',
        encoding="utf-8",
    )
    store = locforge.tt.open(path)
    (unit,) = store.units
    forms = list(unit.target.strings)
    assert forms[0] == "dzień" and unit.hasplural()
    unit.target = locforge.tt.multistring(["1 dzień", "2 dni", "5 dni"] + forms[3:])
    store.save()
    po = polib.pofile(str(path))
    assert po[0].msgstr_plural == {0: "1 dzień", 1: "2 dni", 2: "5 dni"}
    assert po.metadata["Plural-Forms"].startswith("nplurals=3;")
