"""The module's other functions on real files: formats(), detect(), convert(), and CroQL."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import venv
from pathlib import Path

import pytest

import locforge
from conftest import CORPUS


def test_formats_lists_every_format_once():
    fs = locforge.formats()
    keys = [f["key"] for f in fs]
    assert len(keys) == len(set(keys)) >= 30
    po = next(f for f in fs if f["key"] == "po")
    assert "po" in po["extensions"] and po["multilingual"] is False
    assert next(f for f in fs if f["key"] == "xcstrings")["multilingual"] is True


def test_detect_by_name_and_content():
    path = CORPUS / "po/polib-tests/tests/test_utf8.po"
    assert locforge.detect(path) == "po"
    assert locforge.detect(path.read_bytes()) is None  # bytes without a name
    assert locforge.detect(path.read_bytes(), name="x.po") == "po"
    assert locforge.detect(b"not json", name="en.json") is None


def test_parse_context_targets_put_the_files_translation_under_the_language():
    path = CORPUS / "po/polib-tests/tests/test_utf8.po"
    plain = {e["identifier"]: e for e in locforge.parse(path)}
    targeted = {e["identifier"]: e for e in locforge.parse(path, targets="es")}
    moved = 0
    for k, e in plain.items():
        # (Plural forms are mapped to the named language's categories, so compare plain ones.)
        if "existing" in e and not e.get("hasPlurals"):
            assert targeted[k]["translations"]["es"] == e["existing"]
            assert "existing" not in targeted[k]
            moved += 1
    assert moved > 100


def test_entries_are_the_cli_ndjson_records():
    # The records' keys and order are the NDJSON ones, so json.dumps gives an NDJSON line.
    e = next(iter(locforge.parse(b'{"a": {"b": "x"}}', "json")))
    assert json.dumps(e, separators=(",", ":"), ensure_ascii=False) == '{"identifier":"a.b","text":"x"}'
    plural = next(iter(locforge.parse(b'msgid "f"\nmsgid_plural "fs"\nmsgstr[0] "d"\nmsgstr[1] "ds"\n', "po")))
    assert plural["hasPlurals"] is True
    assert plural["text"] == {"one": "f", "other": "fs"}


def test_convert_po_to_json_keeps_the_strings():
    path = CORPUS / "po/polib-tests/tests/test_utf8.po"
    out = locforge.convert(path, "json", target_lang="es")
    data = json.loads(out)
    entries = [e for e in locforge.parse(path) if not e.get("hasPlurals")]
    assert len(data) >= len(entries) > 100
    with pytest.raises(locforge.FormatError, match="unknown output format"):
        locforge.convert(path, "nope")


def test_croql_check_and_filter():
    assert locforge.croql.check("isHidden AND text contains \"x\"") == 'is hidden and text contains "x"'
    with pytest.raises(locforge.CroqlError) as info:
        locforge.croql.check("text contains")
    assert info.value.code and info.value.start >= 0 and "^" in info.value.rendered
    records = [
        {"id": 1, "text": "Open file", "isHidden": False},
        {"id": 2, "text": "Close", "isHidden": True},
        {"id": 3, "text": "Open folder", "isHidden": True},
    ]
    assert locforge.croql.filter('text contains "Open"', records) == [records[0], records[2]]
    assert locforge.croql.filter("isHidden", records) == [records[1], records[2]]


def test_the_wheel_installs_into_a_fresh_venv_without_a_rust_toolchain(tmp_path):
    wheel = os.environ.get("LOCFORGE_WHEEL")
    if not wheel:
        pytest.skip("LOCFORGE_WHEEL is set by scripts/test-python")
    env_dir = tmp_path / "fresh"
    venv.create(env_dir, with_pip=True)
    # PATH without every folder that holds a Rust toolchain's commands (~/.cargo/bin here).
    path = os.pathsep.join(
        p
        for p in os.environ["PATH"].split(os.pathsep)
        if p and not any((Path(p) / tool).exists() for tool in ("cargo", "rustc", "rustup"))
    )
    env = {"PATH": path, "HOME": str(tmp_path)}
    py = env_dir / "bin" / "python"
    # No Rust on the PATH that pip and the import see.
    assert subprocess.run(["sh", "-c", "command -v cargo rustc"], env=env, capture_output=True).stdout == b""
    subprocess.run([py, "-m", "pip", "install", "-q", "--no-index", wheel], env=env, check=True, timeout=300)
    done = subprocess.run(
        [py, "-c", "import locforge; print(len(locforge.formats()), [e['identifier'] for e in locforge.parse(b'a=b', 'properties')])"],
        env=env, capture_output=True, text=True, cwd=tmp_path, timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split(" ", 1)[1].strip() == "['a']"


def test_the_installed_package_ships_typed_stubs_for_its_public_names():
    import ast

    pkg = Path(locforge.__file__).parent
    assert (pkg / "py.typed").exists()
    stub = ast.parse((pkg / "__init__.pyi").read_text())
    named = {n.name for n in stub.body if isinstance(n, (ast.FunctionDef, ast.ClassDef))}
    named |= {a.asname or a.name for n in stub.body if isinstance(n, ast.ImportFrom) for a in n.names}
    assert set(locforge.__all__) <= named
    for module in ("croql", "tt"):
        stub = ast.parse((pkg / f"{module}.pyi").read_text())
        names = {n.name for n in stub.body if isinstance(n, (ast.FunctionDef, ast.ClassDef))}
        public = {n for n in getattr(locforge, module).__all__ if n != "CroqlError"}
        assert public <= names, (module, public - names)


def test_warnings_and_declared_language_are_on_the_iterator():
    it = locforge.parse(b'{"a": "x", "a": "y"}', "json")
    assert [e["text"] for e in it] == ["x"]
    assert len(it.warnings) == 1 and "defined again" in it.warnings[0] and it.warnings[0].startswith("line 1, column 12")
    it = locforge.parse(CORPUS / "po/sphinx/sphinx/locale/de/LC_MESSAGES/sphinx.po")
    for _ in it:
        pass
    assert it.language == "de" and it.format == "po"
