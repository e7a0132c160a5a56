"""A Translate Toolkit-shaped store over locforge, so that a script written for Translate
Toolkit runs with its import changed::

    from locforge.tt import factory          # was: from translate.storage import factory
    store = factory.getobject("de.po")
    for unit in store.units:
        if unit.istranslated():
            print(unit.getid(), unit.source, unit.target)
    store.units[0].target = "Hallo"
    store.save()                             # written by locforge's layout-preserving build

What is here: ``open(path)`` / ``factory.getobject(path)`` give a :class:`Store` with ``units``,
``findid``, ``findunit``, ``translate``, ``save``, ``serialize``, ``bytes(store)`` and the source
and target languages; each :class:`Unit` has ``source``, ``target`` (settable), ``getid()``,
``getcontext()``, ``getnotes()``, ``getlocations()``, ``istranslated()``, ``isfuzzy()``,
``markfuzzy()``, ``hasplural()``. What is not: adding or removing units (locforge builds keep the
source's strings), a PO header unit (the header is not a string; ``isheader()`` is always
false), and Translate Toolkit's rich-text placeables.

Saving writes only what changed: every unit whose target was not touched keeps its bytes.
"""

from __future__ import annotations

import builtins
import os
from typing import Dict, Iterator, List, Optional, Union

from . import build as _build
from . import parse as _parse

__all__ = ["open", "Store", "Unit", "multistring", "factory"]

_BILINGUAL = {"po", "mo", "xliff12", "xliff2", "ts", "tmx"}
_GETTEXT = {"po", "mo"}
_CATEGORY_ORDER = ["zero", "one", "two", "few", "many", "other"]


class multistring(str):
    """A plural text as Translate Toolkit gives it: the ``str`` is the first form, ``strings``
    all forms (CLDR order: for gettext sources, msgid then msgid_plural)."""

    strings: List[str]

    def __new__(cls, strings: Union[str, List[str]]) -> "multistring":
        if isinstance(strings, str):
            strings = [strings]
        strings = list(strings) or [""]
        obj = super().__new__(cls, strings[0])
        obj.strings = strings
        return obj

    def __repr__(self) -> str:
        return f"multistring({self.strings!r})"


def _as_text(value) -> Union[str, multistring, None]:
    if value is None:
        return None
    if isinstance(value, dict):
        return multistring([value[c] for c in _CATEGORY_ORDER if c in value])
    return value


def _categories_for(n: int) -> List[str]:
    """The CLDR categories of ``n`` plural forms where nothing else tells: one form is
    ``other``, two are one/other, more are the last ``n`` categories in CLDR order."""
    if n == 1:
        return ["other"]
    if n == 2:
        return ["one", "other"]
    return _CATEGORY_ORDER[-n:]


def _forms(text) -> List[str]:
    return list(text.strings) if isinstance(text, multistring) else [text]


class Unit:
    """One string of a :class:`Store`, with Translate Toolkit's unit methods."""

    def __init__(self, store: "Store", entry: dict) -> None:
        self._store = store
        self._entry = entry
        existing = entry.get("existing")
        # The plural categories the file's translation holds, in CLDR order (its forms' keys).
        held = existing["text"] if existing else entry["text"]
        self._categories = [c for c in _CATEGORY_ORDER if isinstance(held, dict) and c in held]
        if store._bilingual:
            self._target = _as_text(existing["text"]) if existing else ""
            # locforge reads a fuzzy translation as `untranslated`; so is a plural with an empty
            # form, which is not fuzzy but incomplete.
            self._fuzzy = (
                bool(existing)
                and existing.get("status") == "untranslated"
                and all(_forms(self._target))
            )
        else:
            self._target = _as_text(entry["text"])
            self._fuzzy = False
        self._original = (self._target, self._fuzzy)

    @property
    def source(self) -> Union[str, multistring]:
        """The source text (a :class:`multistring` for plurals)."""
        return _as_text(self._entry["text"])

    @property
    def target(self) -> Union[str, multistring]:
        """The translation ("" when there is none in a bilingual file); set it to translate."""
        return self._target

    @target.setter
    def target(self, value) -> None:
        if isinstance(value, multistring):
            value = multistring(value.strings)
        elif isinstance(value, (list, tuple)):
            value = multistring(list(value))
        elif not isinstance(value, str):
            raise TypeError(f"unit.target must be str or multistring, not {type(value).__name__}")
        self._target = value

    def settarget(self, value) -> None:
        """Sets the target (as Translate Toolkit's ``settarget``)."""
        self.target = value

    def getid(self) -> str:
        """The unit's identifier (for gettext: ``msgctxt`` U+0004 ``msgid``, and for a plural
        message without context its source multistring, as Translate Toolkit's)."""
        identifier = self._entry["identifier"]
        source = self.source
        if self._store.format in _GETTEXT and isinstance(source, multistring) and identifier == source:
            return source
        return identifier

    def getcontext(self) -> str:
        """The gettext ``msgctxt`` ("" without one, and for other formats)."""
        identifier = self._entry["identifier"]
        if self._store.format in _GETTEXT and "\x04" in identifier:
            return identifier.split("\x04", 1)[0]
        return ""

    def getnotes(self, origin: Optional[str] = None) -> str:
        """The notes for translators that the file's format carries as the string's context
        (gettext's ``#.`` extracted comments, XLIFF notes, descriptions), non-empty lines joined
        by LF: Translate Toolkit's ``getnotes("developer")``. Translator comments (gettext ``# ``)
        are not strings' context in locforge, so ``getnotes("translator")`` is empty."""
        if origin == "translator":
            return ""
        lines = [
            line
            for line in (self._entry.get("context") or "").split("\n")
            if line and not line.startswith(("msgctxt: ", "References: "))
        ]
        return "\n".join(lines)

    def getlocations(self) -> List[str]:
        """Source code references (gettext ``#:`` comments)."""
        for line in (self._entry.get("context") or "").split("\n"):
            if line.startswith("References: "):
                return line[len("References: ") :].split()
        return []

    def hasplural(self) -> bool:
        """True for plural strings."""
        return bool(self._entry.get("hasPlurals"))

    def istranslated(self) -> bool:
        """True when the unit has a non-empty, non-fuzzy target."""
        target = self._target
        filled = any(target.strings) if isinstance(target, multistring) else bool(target)
        return filled and not self._fuzzy

    def isfuzzy(self) -> bool:
        """True when the translation is marked fuzzy (needs review)."""
        return self._fuzzy

    def markfuzzy(self, value: bool = True) -> None:
        """Marks (or clears) the fuzzy flag; written on save for formats that keep it."""
        self._fuzzy = bool(value)

    def isheader(self) -> bool:
        """Always false: headers are not units here."""
        return False

    def isobsolete(self) -> bool:
        """Always false: obsolete messages are kept in the file but are not units."""
        return False

    def isblank(self) -> bool:
        """True when the source is empty."""
        return not str(self.source)

    def _changed(self) -> bool:
        return (self._target, self._fuzzy) != self._original

    def _translation(self):
        target = self._target
        if isinstance(target, multistring):
            # Forms go to the categories the file's translation has (the language's), else to
            # gettext's usual reading of a form count.
            cats = self._categories
            if len(cats) != len(target.strings):
                cats = _categories_for(len(target.strings))
            text = dict(zip(cats, target.strings))
        else:
            text = target
        return {"text": text, "status": "untranslated" if self._fuzzy else "translated"}

    def __repr__(self) -> str:
        return f"<locforge.tt.Unit {self.getid()!r}>"


class Store:
    """A file's units, read by locforge, written back by its layout-preserving build."""

    def __init__(self, source, format: Optional[str] = None, *, name: Optional[str] = None):
        if isinstance(source, (str, os.PathLike)):
            self.filename: Optional[str] = os.fspath(source)
            with builtins.open(self.filename, "rb") as f:
                self._bytes = f.read()
            name = name or self.filename
        else:
            self.filename = None
            self._bytes = bytes(source)
        self._name = name
        entries = _parse(self._bytes, format, name=name)
        self.format: str = entries.format
        self._bilingual = self.format in _BILINGUAL
        self.units: List[Unit] = [Unit(self, e) for e in entries]
        self._declaredlanguage = entries.language
        # Set by settargetlanguage(); until then a save keeps the file in its own language.
        self._targetlanguage: Optional[str] = None
        self._sourcelanguage = "en"
        self._by_id: Dict[str, Unit] = {u._entry["identifier"]: u for u in self.units}

    # Translate Toolkit's names for the languages.
    def gettargetlanguage(self) -> Optional[str]:
        """The target language (set, else declared by the file)."""
        return self._targetlanguage or self._declaredlanguage

    def settargetlanguage(self, lang: str) -> None:
        """Sets the language the store is saved in (its plural forms and, for gettext, its
        header's ``Language`` and ``Plural-Forms``); unset, a save keeps the file's own."""
        self._targetlanguage = lang

    def getsourcelanguage(self) -> str:
        """The source language ("en" unless set)."""
        return self._sourcelanguage

    def setsourcelanguage(self, lang: str) -> None:
        """Sets the source language."""
        self._sourcelanguage = lang

    def getunits(self) -> List[Unit]:
        """The units (as ``units``)."""
        return self.units

    def unit_iter(self) -> Iterator[Unit]:
        """Iterates over the units."""
        return iter(self.units)

    def findid(self, id: str) -> Optional[Unit]:
        """The unit with this identifier, or ``None``."""
        return self._by_id.get(id)

    def findunit(self, source: str) -> Optional[Unit]:
        """The first unit with this source text, or ``None``."""
        for u in self.units:
            if str(u.source) == source:
                return u
        return None

    def translate(self, source: str) -> Optional[str]:
        """The target of the first translated unit with this source text, or ``None``."""
        u = self.findunit(source)
        return u.target if u is not None and u.istranslated() else None

    def isempty(self) -> bool:
        """True when the store has no units."""
        return not self.units

    def __iter__(self) -> Iterator[Unit]:
        return iter(self.units)

    def __len__(self) -> int:
        return len(self.units)

    def __bytes__(self) -> bytes:
        changed = {u._entry["identifier"]: u._translation() for u in self.units if u._changed()}
        return _build(
            self._bytes,
            changed,
            self._targetlanguage,
            self.format,
            name=self._name,
            source_lang=self._sourcelanguage,
        )

    def serialize(self, out=None) -> Optional[bytes]:
        """Writes the store into the binary file object ``out`` (Translate Toolkit's
        signature), or returns the bytes when ``out`` is ``None``."""
        data = bytes(self)
        if out is None:
            return data
        out.write(data)
        return None

    def save(self) -> None:
        """Writes the store back to its file."""
        if self.filename is None:
            raise ValueError("this store was read from bytes; use serialize() or savefile()")
        self.savefile(self.filename)

    def savefile(self, path) -> None:
        """Writes the store to ``path``."""
        data = bytes(self)
        with builtins.open(os.fspath(path), "wb") as f:
            f.write(data)





def open(path, format: Optional[str] = None) -> Store:  # noqa: A001 (Translate Toolkit's verb)
    """Reads the file at ``path`` (or a binary file object) into a :class:`Store`."""
    if hasattr(path, "read"):
        return Store(path.read(), format, name=getattr(path, "name", None))
    return Store(path, format)


class factory:
    """Stands in for ``translate.storage.factory``: ``getobject(path)`` opens a store."""

    @staticmethod
    def getobject(storefile, ignore=None, classes=None, classes_str=None) -> Store:
        return open(storefile)
