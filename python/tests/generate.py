"""Large synthetic files for the memory tests and the benchmark: a gettext PO catalog and an
XLIFF 1.2 document of about the size asked for, with plurals, contexts, comments and escapes
so that the parsers do real work. Deterministic (the same bytes every run)."""

from __future__ import annotations

from pathlib import Path

_WORDS = (
    "file folder open save close print copy paste delete rename search replace undo redo "
    "window help about settings account profile network error warning message update"
).split()


def _sentence(i: int, n: int) -> str:
    return " ".join(_WORDS[(i * 7 + k * 3) % len(_WORDS)] for k in range(n)).capitalize()


def po(path: Path, size: int) -> Path:
    """A PO catalog (German) of about ``size`` bytes."""
    parts = [
        'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
        '"Language: de\\n"\n"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n'
    ]
    total = len(parts[0])
    i = 0
    while total < size:
        src = _sentence(i, 4 + i % 9)
        if i % 10 == 3:
            block = (
                f"#: src/app/view{i}.c:{i % 400}\n#, c-format\n"
                f'msgid "{src} {i} %d item"\nmsgid_plural "{src} {i} %d items"\n'
                f'msgstr[0] "{src} %d Element"\nmsgstr[1] "{src} %d Elemente"\n\n'
            )
        elif i % 10 == 5:
            block = (
                f"#. Shown in the toolbar\n#, fuzzy\nmsgctxt \"toolbar {i}\"\n"
                f'msgid "{src}"\nmsgstr "{src} \\"de\\"\\n"\n\n'
            )
        else:
            block = f'#: src/app/main.c:{i}\nmsgid "{src} {i}"\nmsgstr "{src} {i} (de)"\n\n'
        parts.append(block)
        total += len(block.encode())
        i += 1
    path.write_text("".join(parts), encoding="utf-8")
    return path


def xliff(path: Path, size: int) -> Path:
    """An XLIFF 1.2 document (en → de) of about ``size`` bytes."""
    head = (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n'
        '  <file source-language="en" target-language="de" datatype="plaintext" original="app">\n'
        "    <body>\n"
    )
    tail = "    </body>\n  </file>\n</xliff>\n"
    parts = [head]
    total = len(head) + len(tail)
    i = 0
    while total < size:
        src = _sentence(i, 4 + i % 9)
        note = f"\n        <note>Shown on screen {i % 50} &amp; logs</note>" if i % 4 == 0 else ""
        block = (
            f'      <trans-unit id="msg.{i}">\n'
            f"        <source>{src} {i} &lt;b&gt;</source>\n"
            f'        <target state="translated">{src} {i} (de)</target>{note}\n'
            f"      </trans-unit>\n"
        )
        parts.append(block)
        total += len(block.encode())
        i += 1
    parts.append(tail)
    path.write_text("".join(parts), encoding="utf-8")
    return path
