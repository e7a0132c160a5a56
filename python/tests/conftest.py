"""Shared fixtures: the repository's corpus, the corpus files of each format, and generated
large files."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

import generate  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "corpus"
MB = 1 << 20


def corpus_files(include_edge_cases: bool = False):
    """Every data file of the corpus (not provenance or licence files), sorted."""
    out = []
    for p in sorted(CORPUS.rglob("*")):
        if not p.is_file():
            continue
        if p.name in ("SOURCE.md", "README.md") or p.name.upper().startswith(("LICENSE", "NOTICE", "COPYING")):
            continue
        if ("edge-cases" in p.parts) != include_edge_cases:
            continue
        out.append(p)
    return out


@pytest.fixture(scope="session")
def big_po(tmp_path_factory):
    return generate.po(tmp_path_factory.mktemp("big") / "big.po", 5 * MB)


@pytest.fixture(scope="session")
def big_xliff(tmp_path_factory):
    return generate.xliff(tmp_path_factory.mktemp("big") / "big.xlf", 5 * MB)
