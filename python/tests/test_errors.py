"""Refusals arrive as exceptions with their position, never as a crash; wrong argument types
are TypeErrors naming the parameter."""

from __future__ import annotations

import pathlib

import pytest

import locforge


def test_json_syntax_error_names_line_column_and_what_was_expected():
    src = b'{\n  "a": "x",\n  "b" "y"\n}\n'
    with pytest.raises(locforge.FormatError) as info:
        list(locforge.parse(src, "json", name="en.json"))
    e = info.value
    # Line 3 is `  "b" "y"`: after the key `"b"` (columns 3-5) and a space, column 7 holds the
    # second string where the colon belongs.
    assert (e.file, e.line, e.column) == ("en.json", 3, 7)
    assert e.expected is not None and ":" in e.expected
    assert e.kind == "syntax"
    assert str(e).startswith("en.json:3:7: ")


def test_po_error_position():
    good = "".join(f'msgid "k{i}"\nmsgstr "v{i}"\n\n' for i in range(600))
    src = (good + 'msgid "broken\nmsgstr ""\n').encode()
    with pytest.raises(locforge.FormatError) as info:
        list(locforge.parse(src, "po"))
    # The unclosed string starts on line 1801 (three lines per message), at column 7.
    assert (info.value.line, info.value.column) == (1801, 7)
    assert info.value.file is None
    assert info.value.expected == 'a closing `"` before the end of the line'


def test_every_entry_before_an_error_comes_before_it():
    src = ("".join(f"k{i}=v{i}\n" for i in range(600)) + "x=\\u12\n").encode()
    seen = []
    with pytest.raises(locforge.FormatError) as info:
        for e in locforge.parse(src, "properties"):
            seen.append(e["identifier"])
    assert seen == [f"k{i}" for i in range(600)]
    assert info.value.line == 601


def test_xml_error_position():
    src = b'<?xml version="1.0"?>\n<resources>\n  <string name="a">x</strin>\n</resources>\n'
    with pytest.raises(locforge.FormatError) as info:
        list(locforge.parse(src, "android"))
    assert info.value.line == 3
    assert info.value.column is not None


def test_unknown_format_and_undetectable_bytes():
    with pytest.raises(locforge.FormatError) as info:
        locforge.parse(b"{}", "no-such-format")
    assert info.value.kind == "unknown-format" and "no-such-format" in str(info.value)
    with pytest.raises(locforge.FormatError) as info:
        locforge.parse(b'{"a": "b"}')
    assert "name=" in info.value.message
    # With a name, the same bytes are detected.
    assert [e["identifier"] for e in locforge.parse(b'{"a": "b"}', name="en.json")] == ["a"]


def test_missing_file_is_an_oserror_naming_it(tmp_path):
    missing = tmp_path / "nope.po"
    with pytest.raises(FileNotFoundError, match="nope.po"):
        locforge.parse(missing)


def test_build_error_has_position(tmp_path):
    with pytest.raises(locforge.FormatError) as info:
        locforge.build(b'{"a": [1,}', {"a": "x"}, "de", "json")
    assert info.value.line == 1 and info.value.column is not None


@pytest.mark.parametrize(
    "call, param",
    [
        (lambda: locforge.parse(42), "source"),
        (lambda: locforge.parse(["a.po"]), "source"),
        (lambda: locforge.parse(b"{}", "json", targets=5), "targets"),
        (lambda: locforge.parse(b"{}", "json", colour="red"), "colour"),
        (lambda: locforge.build(b"{}", 5, "de", "json"), "translations"),
        (lambda: locforge.build(b"{}", "abc", "de", "json"), "translations"),
        (lambda: locforge.build(b'{"a": "b"}', {"a": 3}, "de", "json"), "translations"),
        (lambda: locforge.build(b"{}", {}, 7, "json"), "lang"),
        (lambda: locforge.build_many(b"{}", {}, "de", "json"), "langs"),
        (lambda: locforge.build_many(b"{}", {}, [1, 2], "json"), "langs"),
        (lambda: locforge.detect(3.5), "source"),
        (lambda: locforge.convert(None, "po"), "source"),
        (lambda: locforge.croql.check(5), "query"),
    ],
)
def test_wrong_types_are_type_errors_naming_the_parameter(call, param):
    with pytest.raises(TypeError, match=param):
        call()


def test_source_may_be_bytes_bytearray_memoryview_str_or_pathlike(tmp_path):
    data = b'{"a": "x", "b": {"c": "y"}}'
    path = tmp_path / "en.json"
    path.write_bytes(data)
    want = [("a", "x"), ("b.c", "y")]
    for source in (data, bytearray(data), memoryview(data), str(path), path, pathlib.PurePath(path)):
        got = [(e["identifier"], e["text"]) for e in locforge.parse(source, name="en.json")]
        assert got == want, type(source)


def test_build_many_names_a_language_its_translations_lack():
    with pytest.raises(ValueError, match="`fr`"):
        locforge.build_many(b'{"a": "x"}', {"de": {"a": "y"}}, ["de", "fr"], "json")
    built = locforge.build_many(b'{"a": "x"}', {"de": {"a": "y"}, "fr": {}}, ["de", "fr"], "json")
    assert built == {"de": b'{"a": "y"}', "fr": b'{"a": "x"}'}
