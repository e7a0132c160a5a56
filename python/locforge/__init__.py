"""locforge: localization files from Python, through locforge's Rust format engine.

Parse any of locforge's formats into entries (streamed from a worker thread, so a large file is
never a list up front), build translated files that keep the source's layout byte for byte,
convert between formats, detect a file's format, and run CroQL queries::

    import locforge
    for entry in locforge.parse("locale/de.po"):
        print(entry["identifier"], entry["text"])
    de = locforge.build("en.json", {"hello": "Hallo"}, "de")

Entries are dicts with the keys of locforge's NDJSON string records (``identifier``, ``text``
(a ``str``, or a dict of CLDR category → ``str`` for plurals), ``context``, ``labels``,
``maxLength``, ``isHidden``, ``hasPlurals``, ``translations``), plus ``existing`` for the
translation a bilingual file (PO, XLIFF, TS) holds when the parse names no single target.

:mod:`locforge.tt` is a Translate Toolkit-shaped store over the same engine; :mod:`locforge.croql`
checks and evaluates CroQL queries. Errors in files raise :class:`FormatError` with ``file``,
``line``, ``column`` and ``expected``.
"""

from __future__ import annotations

from . import _native
from ._errors import CroqlError, FormatError

__all__ = [
    "parse",
    "build",
    "build_many",
    "convert",
    "detect",
    "formats",
    "FormatError",
    "CroqlError",
    "Entries",
    "croql",
    "tt",
]

Entries = _native.Entries


def parse(source, format=None, *, name=None, **context):
    """Iterate over the entries of a localization file.

    Args:
        source: the file's content (``bytes``, ``bytearray``, ``memoryview``), or its path
            (``str`` or ``os.PathLike``).
        format: a format key (see :func:`formats`); detected from the name and content when
            ``None``.
        name: the file name to detect by and to name in errors (needed to detect bytes).
        **context: ``source_lang`` (the source language id) and ``targets`` (a language id or a
            list of them: a multilingual file's languages to read, or the one language a
            bilingual file's translations go under in ``translations``).

    Returns:
        An iterator of entry dicts, parsed on a worker thread without the GIL. It also has
        ``format``, ``file``, ``language`` (the language the file declares, once read) and
        ``warnings``; ``close()`` (or leaving a ``with`` block, or dropping it) stops the parse
        and frees the file.

    Raises:
        FormatError: the file is malformed (with its line and column), or its format cannot be
            told. Raised by the iteration that reaches the problem.
        TypeError: an argument of the wrong type (naming it).
        OSError: the path cannot be read.
    """
    return _native.parse(source, format, name=name, **context)


def build(source, translations, lang=None, format=None, *, name=None, source_lang=None):
    """Build the source file translated into ``lang``, keeping its layout.

    Args:
        source: the source file (bytes or a path, as for :func:`parse`).
        translations: a dict of identifier → translation (a ``str``, a plural dict of CLDR
            category → ``str``, or ``{"text": …, "status": …}``), or an iterable of entries
            whose ``translations[lang]`` hold them (with ``lang=None``: their ``existing``
            translation, so parsed entries edited in place build back). Strings without a
            translation keep what the file holds.
        lang: the target language id (``de``, ``pt-BR``); ``None`` keeps the file's own
            language (the one it declares, with the plural forms it has, and a PO header as it
            is): an edit in place, and with no translations the file's bytes back.
        format: the format key; detected when ``None``.
        name: the file name to detect by and to name in errors.
        source_lang: the source language id, when the format needs it.

    Returns:
        The built file's bytes. With no translations, the bytes of the source itself.
    """
    return _native.build(source, translations, lang, format, name=name, source_lang=source_lang)


def build_many(source, translations, langs, format=None, *, name=None, source_lang=None):
    """Build the source file into each of ``langs``, in parallel (without the GIL).

    Args:
        translations: a dict of language → (dict of identifier → translation), or an iterable
            of entries whose ``translations`` hold each language.
        langs: the target language ids.

    Returns:
        A dict of language → built bytes. A multilingual format (``.xcstrings``, CSV) gets one
        file holding every language (each rendered in parallel), which every key maps to.
    """
    return _native.build_many(
        source, translations, langs, format, name=name, source_lang=source_lang
    )


def convert(
    source,
    to,
    format=None,
    *,
    name=None,
    source_lang=None,
    target_lang=None,
    flatten_plurals=False,
):
    """Convert a file into a new file of format ``to`` (what ``locforge convert`` does).

    Args:
        to: the output format's key.
        source_lang, target_lang: override the languages the input declares.
        flatten_plurals: write plurals as ICU plural messages where ``to`` cannot hold plurals.

    Returns:
        The new file's bytes.
    """
    return _native.convert(
        source,
        to,
        format,
        name=name,
        source_lang=source_lang,
        target_lang=target_lang,
        flatten_plurals=flatten_plurals,
    )


def detect(source, *, name=None):
    """The key of the source's format, or ``None`` when no format recognises it."""
    return _native.detect(source, name=name)


def formats():
    """Every format: dicts of ``key``, ``name``, ``description``, ``extensions`` and
    ``multilingual``, in detection priority order."""
    return _native.formats()


from . import croql, tt  # noqa: E402  (they use the functions above)
