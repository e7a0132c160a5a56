"""The exceptions locforge raises (imported by the native module when it raises them)."""

from __future__ import annotations

from typing import Optional

__all__ = ["FormatError", "CroqlError"]


class FormatError(Exception):
    """A file the engine refused, or could not build: what was wrong, and where.

    Attributes:
        message: what was wrong and what was expected instead.
        file: the path (or ``name=``) of the input; ``None`` for bytes without a name.
        line: 1-based line of the problem; ``None`` when it has no position.
        column: 1-based column (in characters); ``None`` when unknown.
        expected: what the parser expected at that place, in the message's own words,
            when the message says.
        kind: ``syntax``, ``encoding``, ``duplicate-identifier``, ``unsupported``, ``limit``,
            ``missing-input``, ``internal`` or ``unknown-format``.
    """

    def __init__(
        self,
        message: str,
        file: Optional[str] = None,
        line: Optional[int] = None,
        column: Optional[int] = None,
        expected: Optional[str] = None,
        kind: str = "syntax",
    ) -> None:
        super().__init__(message, file, line, column, expected, kind)
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.expected = expected
        self.kind = kind

    def __str__(self) -> str:
        where = self.file or "<bytes>"
        if self.line is not None:
            where += f":{self.line}"
            if self.column is not None:
                where += f":{self.column}"
        return f"{where}: {self.message}"


class CroqlError(ValueError):
    """A CroQL query that does not parse or type-check.

    Attributes:
        message: the platform's message.
        code: the platform's error code (``croqlInvalidSyntax``, ...).
        start, end: the byte span of the problem in the query.
        rendered: the message with the query and a caret under the span.
    """

    def __init__(self, message: str, code: str, start: int, end: int, rendered: str) -> None:
        super().__init__(message, code, start, end, rendered)
        self.message = message
        self.code = code
        self.start = start
        self.end = end
        self.rendered = rendered

    def __str__(self) -> str:
        return self.rendered
