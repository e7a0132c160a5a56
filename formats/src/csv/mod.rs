//! `csv`: spreadsheet CSV (and TSV) files with a key column, a source column, optional context
//! and maximum-length columns and one column per language: a *multilingual* format (see
//! [`crate::multilingual`]), spliced cell by cell so quoting, delimiter, BOM and line ends survive.
//!
//! **Reading (RFC 4180).** UTF-8 (a BOM is kept; other encodings and UTF-16 are refused). The
//! delimiter is the most frequent of `,` `;` and tab outside quoted cells in the first row (`,` on
//! a tie or when it has none), unless configured. Quoted cells may hold delimiters, line breaks and
//! `""`; a `"` inside an unquoted cell is a literal character; after a closing quote only the
//! delimiter or a line break may follow. An unclosed quote, a stray character after a closing
//! quote, an empty key in a row with text, a maximum length that is not a whole number are
//! errors with line and column. A blank line or a row of empty cells is not a string; rows with
//! fewer cells than the first row are fine (the missing cells are empty).
//!
//! **Rows that are no strings.** As Symfony's and Godot's loaders skip them, these rows are kept
//! byte for byte by every build and are not read: a row whose key starts with `#` (a comment,
//! also before the first row), a row with more cells than the first row, and in a key/value
//! file (below) a row of one cell.
//!
//! **Repeated keys.** A key on several rows is one string: the first row's texts (a later row's
//! cells are not read). Every row of the key receives its translation on build (a multilingual
//! build writes the target cells, so a later row with another source text keeps that text; a
//! single-language build writes the source column, so every row of the key gets the one
//! translation, as Symfony, which reads the last row, needs). A later row whose source text
//! differs is named in a note added to the string's context (the formats crate has no warning
//! channel; the context is what the app and a translator see); finding those rows takes a first
//! look over the rows before the parse hands out its entries.
//!
//! **Columns.** With [`Csv::with_mapping`] the app says which column is what ([`CsvMapping`]).
//! Otherwise the first row is a *header* when one of its cells names the key column (`key`,
//! `keys`, `identifier`, `string id`; `id` or an empty cell in the first column) and another
//! names a source, context, maximum length or language column; an empty first cell (or one of
//! only spaces, `-` and `_`) needs two such others (`,en,es`), since a string with a blank key
//! and a code-like text (` ;en`) is no header. Header names are matched
//! case-insensitively, ignoring spaces, `_` and `-`: source `source`/`text`/`value`/`string`/
//! `original`; context `context`/`description`/`comment(s)`/`note(s)`; maximum length
//! `max_length`/`maxLength`/`limit`/`char limit`/`max chars`; a language is a code such as `de`,
//! `pt_BR`, `zh-Hans-CN`, or a language name such as `English`, `French`, `Simplified
//! Chinese`. A first row without a key column name is a header too when its first cell names no
//! language and the others name languages beyond doubt (ISO 639-1 codes with or without subtags,
//! or names) or source/context/maximum length columns: `name,en_US,ja_JP,ko_KR` (two languages
//! or more, or one with such a column; `name,en_US` and `yes,ja` stay strings, as a key/value
//! file's value may be a code). A header-less file's first row that a build makes look like a
//! header (a translation `text` beside a key `id`) reads back as one: a known limit. The
//! source column is the one named as such, else the source
//! language's column (`en` when the request names no source language), else the first language
//! column. Without a header: column 1 is the key, column 2 the source, and the columns after it
//! hold the request's target languages *by position in the order of their ids* (the 3rd column
//! the target whose id sorts first, …): a header-less file cannot name its languages, so the
//! request's targets name them (a source upload has none, and columns past the second are
//! ignored). A header-less file whose first row has at most two cells is a *key/value* file of
//! one language (Symfony's `key;value`): a request's one target is written into the value
//! column (built as `key;translation`, in the file's delimiter and quoting) and is not read
//! from it; a request with more targets is refused (build one file per language).
//!
//! **Languages.** A target language's column is the header cell (or mapped column) equal to
//! its id, else to its locale (case-insensitive, `_` = `-`). A non-empty cell is that language's
//! translation (status `translated`); an empty cell is no translation. A target the file lacks
//! gets a new column, appended after the last column in language-id order, its header cell
//! being the target's id.
//!
//! **Build.** Each target's cells are slots (`target` = its index): an unchanged cell keeps its
//! bytes; a changed one is written quoted when it needs quotes (delimiter, `"`, CR, LF; in the
//! first row also `,` `;` or tab, so the built file sniffs to the same delimiter) or when the
//! original cell was quoted. A string without a translation keeps its cell. Cells a row lacks
//! are appended at the row's end, before its line break, with the delimiters that reach their
//! column; a new cell is quoted when it needs it or when the row's last cell is quoted. Cells of
//! new columns are always written (empty without a translation) so every row keeps its columns
//! in place; so are the cells a short row lacks when the build adds more than one cell to it (an
//! identity build then pads such a row with empty cells). When the cells one row needs appended
//! are not in the language-id order of their columns (possible only in a short row of a header
//! whose languages are not in that order), a multilingual parse refuses the row with its
//! position: the row must be padded first. Cell text is never altered: there is no formula
//! escaping (`=`, `+`, `-`, `@` are written as given).
//!
//! **A first row the sniffer could misread.** When a cell of the first row (a comment row
//! included) holds a literal `"` right after `,` `;` or tab (`k\t"a` in a `;` file), which
//! delimiter a reader sniffs depends on the quotes further on, which a build rewrites. In such a
//! row every build, an identity build too, writes the unquoted cells holding a `"`, `,`, `;` or
//! tab quoted (same cells, same texts, other bytes), so the built file sniffs to the file's
//! delimiter ([`scan::cells_to_requote`]).
//!
//! Parsed without target languages (a source upload), the file is one language, its source
//! column: its slots span the source cells (`target` = `None`), so the single-language build
//! writes one language into that column, as for a key/value CSV per language (Symfony's).
//!
//! **What lives here.** The format ([`Csv`], [`CsvMapping`]) and its parse; `scan` (rows and
//! cells as byte spans), `columns` (header detection and the targets' columns), `render` (slot
//! kinds, cell quoting) and `create`.

pub(crate) mod columns;
mod create;
mod first_row;
mod render;
mod scan;

use std::borrow::Cow;
use std::collections::hash_map::Entry as MapEntry;
use std::collections::HashMap;
use std::sync::Arc;

use crate::error::{line_column, ErrorKind, FormatError};
use crate::format::{Format, FormatInfo, ParseContext, RenderContext, Signature, SlotValue};
use crate::language::Language;
use crate::model::{Entry, Status, Text, Translation, TranslationStatus};
use crate::sink::Sink;
use crate::skeleton::{Slot, TypedKind};

use columns::Columns;
use render::{CsvSlot, Shape, DELIMITERS, MAX_DELIMS, REWRITTEN};
use scan::{Cell, Row, Scanner};

/// How the app configures a CSV's columns instead of header detection (columns count from 0).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CsvMapping {
    /// The first row names the columns and is not a string.
    pub header_row: bool,
    /// Column of the key.
    pub key: usize,
    /// Column of the source text.
    pub source: usize,
    /// Column of the context, if any.
    pub context: Option<usize>,
    /// Column of the maximum length, if any.
    pub max_length: Option<usize>,
    /// Translation columns with the language code each holds (matched to the request's targets
    /// by id, then locale). A target not listed gets a new column at the end of each row.
    pub languages: Vec<(usize, String)>,
    /// The delimiter (`,` `;` tab or `|`); sniffed from the first row when `None`.
    pub delimiter: Option<u8>,
}

impl Default for CsvMapping {
    /// A header row, the key in column 0 and the source in column 1, nothing else.
    fn default() -> Self {
        CsvMapping {
            header_row: true,
            key: 0,
            source: 1,
            context: None,
            max_length: None,
            languages: Vec::new(),
            delimiter: None,
        }
    }
}

/// CSV/TSV files, one column per language. `Csv::default()` detects the columns from the
/// header; [`Csv::with_mapping`] uses the app's configuration.
#[derive(Debug, Clone, Default)]
pub struct Csv {
    mapping: Option<Arc<CsvMapping>>,
}

impl Csv {
    /// A CSV format reading the columns as `mapping` says.
    pub fn with_mapping(mapping: CsvMapping) -> Csv {
        Csv {
            mapping: Some(Arc::new(mapping)),
        }
    }
}

static INFO: FormatInfo = FormatInfo {
    key: "csv",
    name: "CSV",
    description: "Spreadsheet CSV/TSV with key, source, optional context and max-length columns and one column per language (multilingual), or Symfony's header-less key;value (one language); header detected by column names, language codes or names, or configured columns; RFC 4180 quoting kept per cell, delimiter and BOM detected; rows Symfony and Godot skip (`#` comments, rows wider than the first, one-cell rows of key;value files) kept as they are, not read; a repeated key is one string (its first text), noted in its context when a later row's text differs",
    extensions: &["csv", "tsv"],
    signature: Signature {
        file_name: r"\.[cCtT][sS][vV]$",
        file_content: None,
    },
};

// By hand rather than through `format_impl!`: the parse reads the format's own configuration
// (`self.mapping`), which the macro's expressions cannot reach.
impl Format for Csv {
    fn info(&self) -> &'static FormatInfo {
        &INFO
    }

    fn parse(
        &self,
        src: &[u8],
        ctx: &ParseContext<'_>,
        sink: &mut dyn Sink,
    ) -> Result<(), FormatError> {
        parse(src, ctx, self.mapping.as_deref(), sink)
    }

    fn render(
        &self,
        slot: &Slot,
        value: SlotValue<'_>,
        ctx: &RenderContext<'_>,
        out: &mut Vec<u8>,
    ) -> Result<(), FormatError> {
        render::render(slot, value, ctx, self.mapping.is_none(), out)
    }

    fn create(
        &self,
        entries: &[Entry],
        source: &Language,
        target: Option<&Language>,
        out: &mut Vec<u8>,
    ) -> Result<(), FormatError> {
        create::create(entries, source, target, out)
    }

    fn creates_plurals(&self) -> bool {
        false
    }

    fn multilingual(&self) -> bool {
        true
    }

    fn always_rendered(&self) -> Option<(u16, u16)> {
        Some(REWRITTEN)
    }
}

/// Parses `src` into `sink`, row by row.
fn parse(
    src: &[u8],
    ctx: &ParseContext<'_>,
    mapping: Option<&CsvMapping>,
    sink: &mut dyn Sink,
) -> Result<(), FormatError> {
    if src.starts_with(b"\xFE\xFF") || src.starts_with(b"\xFF\xFE") {
        return Err(FormatError::at(
            src,
            0,
            "the file is UTF-16 (byte-order mark); expected UTF-8 (save the CSV as UTF-8)",
        )
        .with_kind(ErrorKind::Encoding));
    }
    let text = std::str::from_utf8(src).map_err(|e| {
        FormatError::at(
            src,
            e.valid_up_to(),
            "invalid UTF-8: expected UTF-8 text (save the CSV as UTF-8)",
        )
        .with_kind(ErrorKind::Encoding)
    })?;
    let start = scan::rows_start(src);
    let delim = match mapping.and_then(|m| m.delimiter) {
        Some(d) if DELIMITERS.contains(&d) => d,
        Some(d) => {
            return Err(FormatError::whole(format!(
                "the configured delimiter {:?} is not supported: expected `,`, `;`, tab or `|`",
                char::from(d)
            ))
            .with_kind(ErrorKind::Unsupported))
        }
        None => scan::sniff_delimiter(src, start),
    };
    let mut scanner = Scanner::new(src, start, delim);
    let mut cells: Vec<Cell> = Vec::with_capacity(16);
    // The row the delimiter was sniffed from, whose cells a build may have to quote.
    let mut sniffed_row = true;
    // `#` comment rows before the first row are kept as they are (Symfony skips them), but
    // for the cells of the sniffed row that every build quotes.
    let (first, requote) = loop {
        let Some(row) = scanner.row(&mut cells)? else {
            return Ok(());
        };
        let requote = if std::mem::take(&mut sniffed_row) {
            scan::cells_to_requote(src, &cells, delim)
        } else {
            Vec::new()
        };
        if !cells
            .first()
            .is_some_and(|c| c.value(text).starts_with('#'))
        {
            break (row, requote);
        }
        if sink.wants_skeleton() {
            let target = (!ctx.targets.is_empty()).then_some(0);
            for &i in &requote {
                sink.slot(requote_slot(&cells[i], delim, target));
            }
        }
    };
    let cols = match mapping {
        Some(m) => Columns::configured(m, cells.len(), ctx),
        None => {
            let names: Vec<Cow<'_, str>> = cells.iter().map(|c| c.value(text)).collect();
            Columns::detect(&names, ctx).map_err(|m| FormatError::at(src, first.start, m))?
        }
    };
    let notes = {
        let first_string = (!cols.header).then_some(cells.as_slice());
        repeated_notes(src, text, &cols, first_string, &mut scanner.clone())
    };
    let mut rows = Rows {
        src,
        text,
        delim,
        first_row: first.start,
        ctx,
        cols,
        seen: HashMap::with_hasher(foldhash::fast::RandomState::default()),
        notes,
        requote,
        index: 0,
        slots: Vec::new(),
    };
    if rows.cols.header {
        if sink.wants_skeleton() {
            rows.header_slots(first, &cells, sink)?;
        }
    } else {
        rows.row(first, &cells, sink)?;
    }
    while let Some(row) = scanner.row(&mut cells)? {
        rows.row(row, &cells, sink)?;
    }
    Ok(())
}

/// True when a row past the header is a string: not blank, no wider than the first row, with
/// two cells or more in a key/value file, and no `#` starting its key (Symfony and Godot skip
/// the other rows; they are kept as they are).
fn is_string_row(cols: &Columns, cells: &[Cell], text: &str) -> bool {
    let n = cells.len();
    !(n > cols.width
        || cells.iter().all(Cell::is_empty)
        || (cols.key_value && n < 2)
        || cells
            .get(cols.key)
            .is_some_and(|c| c.value(text).starts_with('#')))
}

/// A first look at the rows (the first string row `first`, when the file has no header, then
/// the rest of `scanner`): for each key repeated with another source text, the note its string
/// gets in its context, naming those rows. Done before the parse hands out the key's entry,
/// which the note belongs to (the formats crate has no channel for warnings; the context is
/// where a translator and the app see it).
fn repeated_notes<'a>(
    src: &'a [u8],
    text: &'a str,
    cols: &Columns,
    first: Option<&[Cell]>,
    scanner: &mut Scanner<'a>,
) -> HashMap<String, String> {
    let mut seen: HashMap<Cow<'a, str>, Cow<'a, str>, foldhash::fast::RandomState> =
        HashMap::with_hasher(foldhash::fast::RandomState::default());
    let mut notes: HashMap<String, String> = HashMap::new();
    let mut look = |cells: &[Cell]| {
        if !is_string_row(cols, cells, text) {
            return;
        }
        let Some(key) = cells.get(cols.key).map(|c| c.value(text)) else {
            return;
        };
        let source = cells
            .get(cols.source)
            .map(|c| c.value(text))
            .unwrap_or_default();
        match seen.entry(key) {
            MapEntry::Vacant(v) => {
                v.insert(source);
            }
            MapEntry::Occupied(o) if *o.get() != source => {
                let at = cells.get(cols.source).map_or(0, |c| c.start);
                let (line, _) = line_column(src, at);
                let note = notes.entry(o.key().to_string()).or_default();
                if !note.is_empty() {
                    note.push('\n');
                }
                note.push_str(&format!(
                    "The key `{}` is also on line {line} with another source text, `{source}`: this string is the first row's text, and a build writes its translation into every row of the key.",
                    o.key()
                ));
            }
            MapEntry::Occupied(_) => {}
        }
    };
    if let Some(cells) = first {
        look(cells);
    }
    // A bad row ends the look: the parse reports it where it gets there, after the strings
    // before it.
    let mut cells = Vec::new();
    while let Ok(Some(_)) = scanner.row(&mut cells) {
        look(&cells);
    }
    notes
}

/// The state of a parse past the first row.
struct Rows<'a, 'c> {
    src: &'a [u8],
    text: &'a str,
    delim: u8,
    /// Where the file's first row starts (its cells get [`CsvSlot::first_row`]).
    first_row: usize,
    ctx: &'c ParseContext<'c>,
    cols: Columns,
    /// Keys seen, with the index of their string.
    seen: HashMap<Cow<'a, str>, usize, foldhash::fast::RandomState>,
    /// The notes of keys repeated with another source text ([`repeated_notes`]).
    notes: HashMap<String, String>,
    /// The cells of the first row that every build rewrites quoted
    /// ([`scan::cells_to_requote`]).
    requote: Vec<usize>,
    index: usize,
    slots: Vec<Slot>,
}

impl<'a> Rows<'a, '_> {
    fn at(&self, offset: usize, message: impl Into<String>) -> FormatError {
        FormatError::at(self.src, offset, message)
    }

    /// The header cells of the new language columns.
    fn header_slots(
        &mut self,
        row: Row,
        cells: &[Cell],
        sink: &mut dyn Sink,
    ) -> Result<(), FormatError> {
        for slot in self.requote_slots(cells, &[]) {
            sink.slot(slot);
        }
        let quoted = cells.last().is_some_and(|c| c.quoted);
        let mut prev = self.cols.width - 1;
        for &t in &self.cols.by_id {
            let col = self.cols.targets[t];
            if col < self.cols.width {
                continue;
            }
            let kind = self.append_kind(row, Shape::Header, col - prev, quoted, true)?;
            prev = col;
            sink.slot(Slot {
                span: row.end..row.end,
                entry: None,
                category: None,
                kind: kind.bits(),
                target: Some(t as u16),
            });
        }
        Ok(())
    }

    fn append_kind(
        &self,
        row: Row,
        shape: Shape,
        delims: usize,
        quoted: bool,
        always: bool,
    ) -> Result<CsvSlot, FormatError> {
        if delims > MAX_DELIMS {
            return Err(self
                .at(
                    row.end,
                    format!("a build would write a cell {delims} columns past the end of this row; expected at most {MAX_DELIMS} columns"),
                )
                .with_kind(ErrorKind::Limit));
        }
        Ok(CsvSlot {
            shape,
            quoted,
            always,
            delim: self.delim,
            delims: delims as u16,
            first_row: row.start == self.first_row,
        })
    }

    /// One row past the header: its entry (none for a row that is no string, or a key seen
    /// before), then its slots.
    fn row(&mut self, row: Row, cells: &[Cell], sink: &mut dyn Sink) -> Result<(), FormatError> {
        let text = self.text;
        if !is_string_row(&self.cols, cells, text) {
            if row.start == self.first_row && sink.wants_skeleton() {
                for slot in self.requote_slots(cells, &[]) {
                    sink.slot(slot);
                }
            }
            return Ok(());
        }
        let value = |col: usize| cells.get(col).map(|c| c.value(text));
        let key_col = self.cols.key;
        let key = value(key_col).unwrap_or_default();
        let key_at = cells.get(key_col).map_or(row.end, |c| c.start);
        if key.is_empty() {
            return Err(self.at(
                key_at,
                format!(
                    "expected a key in column {}, found an empty cell",
                    key_col + 1
                ),
            ));
        }
        let index = match self.seen.entry(key) {
            // A repeated key: the same string, whose translation this row receives too.
            MapEntry::Occupied(first) => *first.get(),
            MapEntry::Vacant(v) => {
                let identifier = v.key().to_string();
                v.insert(self.index);
                self.entry(identifier, cells, sink)?
            }
        };
        if sink.wants_skeleton() {
            self.row_slots(row, cells, index)?;
            for slot in self.slots.drain(..) {
                sink.slot(slot);
            }
        }
        Ok(())
    }

    /// The entry of the string `identifier` first seen in the row of `cells`: handed to the
    /// sink, its index returned.
    fn entry(
        &mut self,
        identifier: String,
        cells: &[Cell],
        sink: &mut dyn Sink,
    ) -> Result<usize, FormatError> {
        let text = self.text;
        let value = |col: usize| cells.get(col).map(|c| c.value(text));
        let mut entry = Entry {
            identifier: Cow::Owned(identifier),
            text: Text::Plain(
                value(self.cols.source)
                    .unwrap_or_default()
                    .into_owned()
                    .into(),
            ),
            ..Entry::default()
        };
        if let Some(c) = self.cols.context {
            entry.context = value(c)
                .filter(|v| !v.is_empty())
                .map(|v| Cow::Owned(v.into_owned()));
        }
        if let Some(note) = self.notes.remove(&*entry.identifier) {
            entry.context = Some(Cow::Owned(match entry.context.take() {
                Some(c) => format!("{c}\n{note}"),
                None => note,
            }));
        }
        if let Some(c) = self.cols.max_length {
            if let Some(v) = value(c).filter(|v| !v.trim().is_empty()) {
                entry.max_length = Some(v.trim().parse().map_err(|_| {
                    self.at(
                        cells[c].start,
                        format!("expected a whole number in the maximum length column (column {}), found `{v}`", c + 1),
                    )
                })?);
            }
        }
        for (t, &col) in self.cols.targets.iter().enumerate() {
            // A key/value file's one column is its source, not a translation.
            if col == self.cols.source {
                continue;
            }
            if let Some(cell) = cells.get(col).filter(|c| !c.is_empty()) {
                entry.translations.insert(
                    self.ctx.targets[t].id.clone(),
                    Translation {
                        text: Text::plain(cell.value(text).into_owned()),
                        status: TranslationStatus::Single(Status::Translated),
                    },
                );
            }
        }
        let index = self.index;
        self.index += 1;
        sink.entry(index, entry)?;
        Ok(index)
    }

    /// The slot of an existing cell: its bytes, or for an empty unquoted cell the delimiter
    /// before it (an empty span there would share its place with cells appended at the row's
    /// end).
    fn cell_slot(&self, row: Row, cell: &Cell, entry: Option<u32>, target: Option<u16>) -> Slot {
        let (span, shape) = if cell.quoted || cell.end > cell.start || cell.start == row.start {
            (cell.start..cell.end, Shape::Cell)
        } else {
            (cell.start - 1..cell.start, Shape::EmptyCell)
        };
        Slot {
            span,
            entry,
            category: None,
            kind: CsvSlot {
                shape,
                quoted: cell.quoted,
                always: false,
                delim: self.delim,
                delims: 0,
                first_row: row.start == self.first_row,
            }
            .bits(),
            target,
        }
    }

    /// The slots of one row into `self.slots`, in document order.
    fn row_slots(&mut self, row: Row, cells: &[Cell], index: usize) -> Result<(), FormatError> {
        let n = cells.len();
        let quoted = cells.last().is_some_and(|c| c.quoted);
        let entry = Some(index as u32);
        if self.ctx.targets.is_empty() {
            let col = self.cols.source;
            let slot = match cells.get(col) {
                Some(cell) => self.cell_slot(row, cell, entry, None),
                None => {
                    let kind = self.append_kind(row, Shape::Append, col + 1 - n, quoted, false)?;
                    append_slot(row, kind, entry, None)
                }
            };
            self.slots.push(slot);
            if row.start == self.first_row && !self.requote.is_empty() {
                self.requote_first_row(row, cells, &[col]);
                self.slots.sort_by_key(|s| s.span.start);
            }
            return Ok(());
        }
        for (t, &col) in self.cols.targets.iter().enumerate() {
            if let Some(cell) = cells.get(col) {
                let slot = self.cell_slot(row, cell, entry, Some(t as u16));
                self.slots.push(slot);
            }
        }
        // The cells this row lacks, appended at its end in language-id order (the order in
        // which `assemble` writes pieces at the same place).
        let missing = self
            .cols
            .by_id
            .iter()
            .filter(|&&t| self.cols.targets[t] >= n)
            .count();
        let mut prev: Option<(usize, usize)> = None;
        for &t in &self.cols.by_id {
            let col = self.cols.targets[t];
            if col < n {
                continue;
            }
            let after = prev.map_or(n - 1, |p| p.1);
            if col <= after {
                let (p, _) = prev.unwrap_or((t, col));
                let ids = &self.ctx.targets;
                return Err(self.at(
                    row.end,
                    format!(
                        "this row has {n} cells, fewer than the header's {}: a build cannot append the cells of `{}` (column {}) and `{}` (column {}) in this order; expected the row to hold its empty cells up to column {}",
                        self.cols.width,
                        ids[p].id,
                        self.cols.targets[p] + 1,
                        ids[t].id,
                        col + 1,
                        self.cols.width
                    ),
                ));
            }
            // Alone, a missing cell of an existing column is appended only with a translation
            // (an identity build keeps a short row); otherwise every appended cell is written.
            let always = missing > 1 || col >= self.cols.width;
            let kind = self.append_kind(row, Shape::Append, col - after, quoted, always)?;
            self.slots
                .push(append_slot(row, kind, entry, Some(t as u16)));
            prev = Some((t, col));
        }
        if row.start == self.first_row && !self.requote.is_empty() {
            let targets = self.cols.targets.clone();
            self.requote_first_row(row, cells, &targets);
        }
        self.slots.sort_by_key(|s| s.span.start);
        Ok(())
    }
}

impl Rows<'_, '_> {
    /// In the first row: the slots of its cells that every build rewrites quoted, other than
    /// those of `entry_columns` (which hold a string's value and have slots of their own).
    fn requote_slots(&self, cells: &[Cell], entry_columns: &[usize]) -> Vec<Slot> {
        let target = (!self.ctx.targets.is_empty()).then_some(0);
        self.requote
            .iter()
            .filter(|i| !entry_columns.contains(i))
            .filter_map(|&i| cells.get(i))
            .map(|cell| requote_slot(cell, self.delim, target))
            .collect()
    }

    /// In the first row: marks the slots of `entry_columns`' cells that every build rewrites
    /// quoted, and adds the slots of the other such cells, to `self.slots`.
    fn requote_first_row(&mut self, row: Row, cells: &[Cell], entry_columns: &[usize]) {
        if row.start != self.first_row || self.requote.is_empty() {
            return;
        }
        for &col in entry_columns {
            let Some(cell) = cells.get(col).filter(|_| self.requote.contains(&col)) else {
                continue;
            };
            for slot in self
                .slots
                .iter_mut()
                .filter(|s| s.span == (cell.start..cell.end))
            {
                slot.kind = CsvSlot::from_bits(slot.kind).map_or(slot.kind, |k| {
                    CsvSlot {
                        always: true,
                        quoted: true,
                        ..k
                    }
                    .bits()
                });
            }
        }
        let more = self.requote_slots(cells, entry_columns);
        self.slots.extend(more);
    }
}

/// The structural slot of a first-row cell that every build rewrites quoted.
fn requote_slot(cell: &Cell, delim: u8, target: Option<u16>) -> Slot {
    Slot {
        span: cell.start..cell.end,
        entry: None,
        category: None,
        kind: CsvSlot {
            shape: Shape::Cell,
            quoted: true,
            always: true,
            delim,
            delims: 0,
            first_row: true,
        }
        .bits(),
        target,
    }
}

fn append_slot(row: Row, kind: CsvSlot, entry: Option<u32>, target: Option<u16>) -> Slot {
    Slot {
        span: row.end..row.end,
        entry,
        category: None,
        kind: kind.bits(),
        target,
    }
}
