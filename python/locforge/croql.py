"""CroQL, the platform's query language: check a query, filter records with it."""

from __future__ import annotations

import json
from typing import Any, Iterable, List

from . import _native
from ._errors import CroqlError

__all__ = ["check", "filter", "CroqlError"]


def check(query: str, context: str = "source-string", *, enterprise: bool = False) -> str:
    """Parse and type-check ``query`` (strictly, as ``locforge croql check``).

    Returns:
        The query's canonical text.

    Raises:
        CroqlError: with the error's code, span and a caret rendering.
    """
    _require_str("check", "query", query)
    return _native.check(query, context, enterprise=enterprise, strict=True)


def filter(
    query: str,
    records: Iterable[Any],
    context: str = "source-string",
    *,
    enterprise: bool = False,
) -> List[Any]:
    """The records (JSON-like dicts, as the platform's API gives them) that ``query`` matches,
    in their order. Evaluated leniently, as ``locforge croql eval``."""
    _require_str("filter", "query", query)
    records = list(records)
    indices = _native.filter_indices(
        query, json.dumps(records), context, enterprise=enterprise, strict=False
    )
    return [records[i] for i in indices]


def _require_str(function: str, param: str, value: Any) -> None:
    if not isinstance(value, str):
        raise TypeError(
            f"{function}() argument `{param}` must be str, not {type(value).__name__}"
        )
