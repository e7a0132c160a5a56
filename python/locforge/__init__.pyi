"""Type stubs of locforge (see the module's docstrings for what each function does)."""

import os
from typing import Any, Dict, Iterable, Iterator, List, Literal, Mapping, Optional, TypedDict, Union

from . import croql as croql
from . import tt as tt
from ._errors import CroqlError as CroqlError
from ._errors import FormatError as FormatError

Source = Union[bytes, bytearray, memoryview, str, os.PathLike[str]]
PluralCategory = Literal["zero", "one", "two", "few", "many", "other"]
Text = Union[str, Dict[str, str]]
Status = Literal["untranslated", "translated", "approved"]

class Translation(TypedDict, total=False):
    text: Text
    status: Union[Status, Dict[str, Status]]

class Entry(TypedDict, total=False):
    """One string: the keys of locforge's NDJSON string record, plus ``existing``."""

    previewId: int
    id: int
    identifier: str
    uniqId: str
    context: str
    customData: str
    maxLength: int
    isHidden: bool
    hasPlurals: bool
    labels: List[str]
    text: Text
    translations: Dict[str, Translation]
    existing: Translation

class FormatInfo(TypedDict):
    key: str
    name: str
    description: str
    extensions: List[str]
    multilingual: bool

class Entries(Iterator[Entry]):
    """The iterator :func:`parse` returns."""

    @property
    def file(self) -> Optional[str]: ...
    @property
    def format(self) -> str: ...
    @property
    def language(self) -> Optional[str]: ...
    @property
    def warnings(self) -> List[str]: ...
    def close(self) -> None: ...
    def __iter__(self) -> "Entries": ...
    def __next__(self) -> Entry: ...
    def __enter__(self) -> "Entries": ...
    def __exit__(self, *args: Any) -> bool: ...

TranslationValue = Union[str, Dict[str, str], Translation]
Translations = Union[Mapping[str, TranslationValue], Iterable[Entry], None]

def parse(
    source: Source,
    format: Optional[str] = None,
    *,
    name: Optional[str] = None,
    source_lang: str = ...,
    targets: Union[str, List[str]] = ...,
) -> Entries: ...
def build(
    source: Source,
    translations: Translations,
    lang: Optional[str] = None,
    format: Optional[str] = None,
    *,
    name: Optional[str] = None,
    source_lang: Optional[str] = None,
) -> bytes: ...
def build_many(
    source: Source,
    translations: Union[Mapping[str, Mapping[str, TranslationValue]], Iterable[Entry]],
    langs: List[str],
    format: Optional[str] = None,
    *,
    name: Optional[str] = None,
    source_lang: Optional[str] = None,
) -> Dict[str, bytes]: ...
def convert(
    source: Source,
    to: str,
    format: Optional[str] = None,
    *,
    name: Optional[str] = None,
    source_lang: Optional[str] = None,
    target_lang: Optional[str] = None,
    flatten_plurals: bool = False,
) -> bytes: ...
def detect(source: Source, *, name: Optional[str] = None) -> Optional[str]: ...
def formats() -> List[FormatInfo]: ...
