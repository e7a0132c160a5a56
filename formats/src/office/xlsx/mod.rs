//! `xlsx`: Excel workbooks (Office Open XML SpreadsheetML: `.xlsx`, `.xlsm`, `.xltx`, `.xltm`).
//!
//! **Read.** The worksheets in workbook order (`xl/workbook.xml` and its relationships;
//! chart and dialog sheets have no cells). A sheet whose first row names languages is a
//! *table*: every non-empty cell of that row is a language (`en`, `de`, `pt-BR`, `English`:
//! the CSV reader's rule) or an identifier column (`key`, `id`, `identifier`), with at least
//! two languages, or one and an identifier column. In a table, each later row whose source
//! cell has text is a string: the first language column is the source (its text), the
//! request's target languages' columns its translations, the identifier column (when the
//! sheet has one and the cell is unique in the workbook) its identifier, else `Sheet!B5`, the
//! source cell. Every other text cell, of any sheet (a table's cells outside its columns
//! included), is a string whose identifier and context are its sheet and cell (`Sheet!B7`).
//! Text cells are shared strings (`t="s"`, the items of `xl/sharedStrings.xml`) and inline
//! strings (`t="inlineStr"`); their rich-text runs (`r` with `rPr`) read as inline codes
//! `<0>…</0>` the way a Word paragraph's runs do, and phonetic runs are kept outside the text
//! (the DOCX story reader reads both, `office::docx::story::read_items`). Numbers, booleans,
//! dates, errors, formulas (a cell with `f`, whatever its cached result) and styles are never
//! strings; a cell of only whitespace is none either.
//!
//! **Build.** A workbook is rewritten per target language ([`Format::rebuilds`]), only in the
//! parts a translation changes; every other entry of the zip is copied raw (its compressed
//! bytes as they are), so an identity build is the input. A translated shared string is
//! rewritten in place when every cell using it gets that translation; when the cells using it
//! are translated differently (or some not at all), each other translation is a new item
//! appended to the shared strings (`uniqueCount` updated) and its cells are repointed, so no
//! cell changes but the ones translated. An inline string is rewritten in its cell. In a
//! table, the target's cell of each translated row is written (replaced when it holds text or
//! is empty, inserted in column order when the row has none; a new column with the language in
//! its header cell when the sheet has none), as a shared string made from the source cell's
//! runs, its style kept. A target cell with a formula is refused, never overwritten.
//! Translations' codes are checked ([`crate::check_codes`]).
//!
//! **Why per target language, not [`Format::multilingual`].** The multilingual build
//! (`crate::multilingual`) renders each language's slots apart and splices them into the
//! original bytes; an XLSX's bytes are a zip archive whose parts must be unzipped, edited and
//! zipped again, and a table's cells of several languages share one shared-strings part (its
//! item count, its appended items), so no language's slots can be rendered apart from the
//! others'. A hook in the [`Format`] trait that hands a format every language at once would
//! serve it, but it reaches into the app's build paths (the job runner, the CLI, the bundle
//! module); this slice rebuilds per language, like DOCX, and leaves that hook for later: a
//! build for several languages gives one workbook per language, each with its column written.
//!
//! **Create.** A workbook of one sheet, `Sheet1`, each string an inline string in column A.
//! Texts with codes and plurals are refused.
//!
//! **Refused** (with numbers and what was expected): the package limits of `office`; a package
//! without `[Content_Types].xml`, `xl/workbook.xml` or a sheet's part; a shared-string cell
//! naming an item the shared strings lack; a part that is not well-formed XML, is UTF-16 or
//! has a DOCTYPE (line and column of the part, the part named). A macro-enabled workbook
//! (`.xlsm`, `vbaProject.bin`) is read with a warning, its macros kept byte for byte, never run.
//!
//! **What lives here.** The format (`Xlsx`), the workbook walk shared by parse, build and
//! preview, and the build; `workbook` (sheets and parts), `sheet` (cells with spans), `shared`
//! (the shared-strings part), `table` (the language header), `preview`, `create`. What must
//! not: the zip container (`office::package`) and the reading of runs
//! (`office::docx::story`, `segment`), which DOCX shares.

mod create;
mod preview;
mod shared;
mod sheet;
mod table;
mod workbook;

use std::borrow::Cow;
use std::collections::{HashMap, HashSet};
use std::ops::Range;

use crate::document::check_codes;
use crate::error::{ErrorKind, FormatError};
use crate::format::{format_impl, FormatInfo, Signature};
use crate::language::Language;
use crate::model::{Entry, Translation, TranslationStatus};
use crate::sink::Sink;
use crate::warning::FormatWarning;
use crate::xml::text::{escape_text_into, Eol};

use super::content_types::{self, ContentTypes};
use super::docx::segment::{self, Segment};
use super::docx::story::{read_items, Paragraph};
use super::package::{at_byte, Package};

pub use preview::xlsx_preview;

use shared::SharedStrings;
use sheet::Cell;
use table::Table;
use workbook::{SheetRef, Workbook};

/// Excel workbooks (`.xlsx`).
#[derive(Debug, Default, Clone, Copy)]
pub struct Xlsx;

/// What messages call the file.
const WHAT: &str = "Excel workbook";

static INFO: FormatInfo = FormatInfo {
    key: "xlsx",
    name: "Excel workbook (XLSX)",
    description: "Excel workbooks (Office Open XML): every text cell a string with its sheet and cell as context (rich-text runs as inline codes <0>…</0>), or, in a sheet whose first row names languages, each row a string with a column per language; numbers, formulas and styles kept; only the shared strings and changed sheets rewritten, every other part copied byte for byte",
    extensions: &["xlsx", "xlsm", "xltx", "xltm"],
    signature: Signature {
        file_name: r"(?i)\.(xlsx|xlsm|xltx|xltm)$",
        // A zip archive (local file header) whose entries include Excel's workbook part.
        file_content: Some(r"^PK\x03\x04[\s\S]*xl/workbook\.xml"),
    },
};

format_impl! {
    Xlsx, INFO;
    parse(src, ctx, sink) => parse(src, ctx.targets, sink);
    render(slot, _value, ctx, _out) => Err(FormatError::internal(
        ctx.src,
        slot.span.start,
        "internal error: an Excel workbook has no slots to render (its builds rewrite the changed parts)",
    ));
    create(entries, _source, target, out) => create::create(entries, target, out);
    creates_plurals => false;
    rebuild(src, entries, target, out) => rebuild(src, entries, target, out);
    document_preview(title, src) => xlsx_preview(title, src).ok();
}

/// One worksheet read.
struct Sheet {
    /// Its name and part.
    at: SheetRef,
    /// The part's bytes.
    xml: Vec<u8>,
    /// Its cells in document order.
    cells: Vec<Cell>,
    /// Its language table, when its first row names languages.
    table: Option<Table>,
}

/// The shared-strings part read, with each item as a segment.
struct Shared {
    part: String,
    xml: Vec<u8>,
    sst: SharedStrings,
    segments: Vec<Segment>,
}

/// A workbook read: what parse, build and preview all walk.
struct Book<'a> {
    pkg: Package<'a>,
    sheets: Vec<Sheet>,
    shared: Option<Shared>,
}

/// Where a cell's text is kept.
#[derive(Debug, Clone)]
enum Place {
    /// Shared-string item `n`.
    Shared(usize),
    /// An inline string: the `is` element's span in the sheet, and the element read from those
    /// bytes (its spans relative to them).
    Inline(Range<usize>, Box<Paragraph>, Box<Segment>),
}

/// A text cell: its text with codes and where it is kept.
#[derive(Debug, Clone)]
struct Text {
    text: String,
    place: Place,
}

/// A table row's language cells: (column, its text when it has one).
type LanguageCells = Vec<(u32, Option<Text>)>;

/// One string as parse, build and preview see it.
struct Found {
    sheet: usize,
    /// The cell holding the text (the source cell of a table row).
    cell: usize,
    identifier: String,
    context: String,
    text: Text,
    /// For a table row: its row, and each language column's cell text (column, text).
    row: Option<(u32, LanguageCells)>,
}

impl Book<'_> {
    /// The segment of `place`.
    fn segment<'s>(&'s self, place: &'s Place) -> Option<&'s Segment> {
        match place {
            Place::Shared(n) => self.shared.as_ref()?.segments.get(*n),
            Place::Inline(_, _, seg) => Some(seg),
        }
    }

    /// The text of cell `c` of sheet `s`: `None` for a cell that holds no text (a number, a
    /// formula, whitespace only).
    fn text(&self, s: usize, c: usize) -> Result<Option<Text>, FormatError> {
        let sheet = &self.sheets[s];
        let cell = &sheet.cells[c];
        if cell.formula {
            return Ok(None);
        }
        let (place, seg) = match cell.kind.as_str() {
            "s" => {
                let n = sheet::shared_index(&sheet.at.part, &sheet.xml, cell)?;
                let Some(shared) = &self.shared else {
                    return Err(FormatError::whole(format!("in part `{}`: cell {} is a shared string, but the workbook has no shared-strings part; expected `xl/sharedStrings.xml`", sheet.at.part, cell.reference())).with_kind(ErrorKind::Syntax));
                };
                let Some(seg) = shared.segments.get(n) else {
                    return Err(FormatError::whole(format!("in part `{}`: cell {} names shared string {n}, but `{}` has {} items; expected an index below {}", sheet.at.part, cell.reference(), shared.part, shared.segments.len(), shared.segments.len())).with_kind(ErrorKind::Syntax));
                };
                (Place::Shared(n), seg.clone())
            }
            "inlineStr" => {
                let Some(span) = cell.inline.clone() else {
                    return Ok(None);
                };
                let mut items = read_items(&sheet.at.part, &sheet.xml[span.clone()], b"is")?;
                let Some(item) = items.pop() else {
                    return Ok(None);
                };
                let seg = segment::segment(&item);
                (
                    Place::Inline(span, Box::new(item), Box::new(seg.clone())),
                    seg,
                )
            }
            _ => return Ok(None),
        };
        match seg.text {
            Some(text) if !seg.words.trim().is_empty() => Ok(Some(Text { text, place })),
            _ => Ok(None),
        }
    }
}

/// Opens workbook `src`: its sheets and shared strings read; a warning for macros to `warn`.
fn open<'a>(src: &'a [u8], warn: &mut dyn FnMut(FormatWarning)) -> Result<Book<'a>, FormatError> {
    let mut pkg = Package::open(src, WHAT)?;
    let Some(types) = pkg.read(content_types::PART)? else {
        return Err(at_byte(
            0,
            ErrorKind::Syntax,
            format!(
                "the zip archive has no `{}`; expected an Office Open XML {WHAT}",
                content_types::PART
            ),
        ));
    };
    let types = ContentTypes::read(&types)?;
    let Some(wb) = pkg.read(workbook::WORKBOOK)? else {
        return Err(at_byte(
            0,
            ErrorKind::Syntax,
            format!(
                "the package has no `{}`; expected an {WHAT}",
                workbook::WORKBOOK
            ),
        ));
    };
    let rels = pkg.read(workbook::rels_part())?;
    let book = Workbook::read(&wb, rels.as_deref())?;
    let macros = types.has_macros()
        || pkg
            .entries()
            .iter()
            .any(|e| e.name.to_ascii_lowercase().ends_with("vbaproject.bin"));
    if macros {
        warn(FormatWarning {
            line: 1,
            column: 1,
            message: "the workbook is macro-enabled (it has a VBA project): its macros are kept byte for byte and never executed; only the text is read".to_string(),
        });
    }
    let shared = match &book.shared_strings {
        Some(part) => match pkg.read(part)? {
            Some(xml) => {
                let sst = SharedStrings::read(part, &xml)?;
                let segments = sst.items.iter().map(segment::segment).collect();
                Some(Shared {
                    part: part.clone(),
                    xml,
                    sst,
                    segments,
                })
            }
            None => None,
        },
        None => None,
    };
    let mut sheets = Vec::with_capacity(book.sheets.len());
    for at in book.sheets {
        let Some(xml) = pkg.read(&at.part)? else {
            return Err(at_byte(
                0,
                ErrorKind::Syntax,
                format!(
                    "sheet `{}` names part `{}`, which the package lacks; expected the sheet's part",
                    at.name, at.part
                ),
            ));
        };
        let cells = sheet::read(&at.part, &xml)?;
        sheets.push(Sheet {
            at,
            xml,
            cells,
            table: None,
        });
    }
    let mut book = Book {
        pkg,
        sheets,
        shared,
    };
    for s in 0..book.sheets.len() {
        let header: Vec<(u32, String)> = {
            let sheet = &book.sheets[s];
            let first = sheet.cells.first().map(|c| c.row);
            let mut names = Vec::new();
            for (c, cell) in sheet.cells.iter().enumerate() {
                if Some(cell.row) != first {
                    break;
                }
                if let Some(t) = book.text(s, c)? {
                    let words = book
                        .segment(&t.place)
                        .map(|seg| seg.words.clone())
                        .unwrap_or_default();
                    names.push((cell.col, words));
                }
            }
            names
        };
        let first = book.sheets[s].cells.first().map(|c| c.row).unwrap_or(1);
        book.sheets[s].table = Table::detect(first, &header);
    }
    Ok(book)
}

/// `id`, or when `used` has it (a table's identifier column may hold `Sheet!B7`), `id~2`,
/// `id~3`…: an identifier no other string of the workbook has, now in `used`.
fn unique(used: &mut HashSet<String>, id: &str) -> String {
    let mut candidate = id.to_string();
    let mut n = 1;
    while used.contains(&candidate) {
        n += 1;
        candidate = format!("{id}~{n}");
    }
    used.insert(candidate.clone());
    candidate
}

/// The strings of `book`, in workbook order (in each sheet, the cells outside its language
/// table, then the table's rows); table rows with their language cells.
fn strings(book: &Book<'_>) -> Result<Vec<Found>, FormatError> {
    let mut found = Vec::new();
    let mut used: HashSet<String> = HashSet::new();
    for (s, sheet) in book.sheets.iter().enumerate() {
        // Table rows: row → (source cell, key, language cells).
        let mut rows: HashMap<u32, (Option<usize>, Option<String>, LanguageCells)> = HashMap::new();
        let mut order: Vec<u32> = Vec::new();
        for (c, cell) in sheet.cells.iter().enumerate() {
            if let Some(t) = &sheet.table {
                if cell.row == t.header_row {
                    continue;
                }
                if t.key == Some(cell.col) || t.languages.iter().any(|(col, _)| *col == cell.col) {
                    let row = rows.entry(cell.row).or_insert_with(|| {
                        order.push(cell.row);
                        (None, None, Vec::new())
                    });
                    let text = book.text(s, c)?;
                    if t.key == Some(cell.col) {
                        row.1 = text.and_then(|x| {
                            book.segment(&x.place).map(|g| g.words.trim().to_string())
                        });
                    } else if t.source() == cell.col {
                        row.0 = text.is_some().then_some(c);
                        row.2.push((cell.col, text));
                    } else {
                        row.2.push((cell.col, text));
                    }
                    continue;
                }
            }
            let Some(text) = book.text(s, c)? else {
                continue;
            };
            let context = format!("{}!{}", sheet.at.name, cell.reference());
            found.push(Found {
                sheet: s,
                cell: c,
                identifier: unique(&mut used, &context),
                context,
                text,
                row: None,
            });
        }
        for r in order {
            let Some((Some(c), key, cells)) = rows.remove(&r) else {
                continue;
            };
            let source = sheet.table.as_ref().map_or(0, Table::source);
            let Some(text) = cells
                .iter()
                .find(|(col, _)| *col == source)
                .and_then(|(_, t)| t.clone())
            else {
                continue;
            };
            let cell_id = format!("{}!{}", sheet.at.name, sheet.cells[c].reference());
            let identifier = match key {
                Some(k) if !k.is_empty() && !used.contains(&k) => unique(&mut used, &k),
                _ => unique(&mut used, &cell_id),
            };
            found.push(Found {
                sheet: s,
                cell: c,
                identifier,
                context: cell_id,
                text,
                row: Some((r, cells)),
            });
        }
    }
    Ok(found)
}

/// Reads `src` into `sink`, with the translations of table rows in `targets`.
fn parse(src: &[u8], targets: &[Language], sink: &mut dyn Sink) -> Result<(), FormatError> {
    let book = open(src, &mut |w| sink.warning(w))?;
    for (index, f) in strings(&book)?.into_iter().enumerate() {
        let mut entry = Entry::plain(f.identifier, f.text.text);
        entry.context = Some(Cow::Owned(f.context));
        if let (Some((_, cells)), Some(table)) = (&f.row, &book.sheets[f.sheet].table) {
            for (i, target) in targets.iter().enumerate() {
                let Some(col) = table.column_of(target) else {
                    continue;
                };
                let Some((_, Some(t))) = cells.iter().find(|(c, _)| *c == col) else {
                    continue;
                };
                let translation = Translation {
                    text: crate::model::Text::Plain(Cow::Owned(t.text.clone())),
                    status: TranslationStatus::default(),
                };
                if i == 0 && targets.len() == 1 {
                    entry.existing = Some(translation.clone());
                }
                entry.translations.insert(target.id.clone(), translation);
            }
        }
        sink.entry(index, entry)?;
    }
    Ok(())
}

/// An edit of a part: the bytes of `span` replaced by `bytes`.
type Edit = (Range<usize>, Vec<u8>);

/// `xml` (part `part`) with `edits` (in any order) applied; two edits that overlap are an
/// internal error, never a torn part.
fn apply(part: &str, xml: &[u8], mut edits: Vec<Edit>) -> Result<Vec<u8>, FormatError> {
    edits.sort_by_key(|(r, _)| (r.start, r.end));
    let mut out = Vec::with_capacity(xml.len() + edits.iter().map(|(_, b)| b.len()).sum::<usize>());
    let mut pos = 0;
    for (span, bytes) in edits {
        if span.start < pos || span.end > xml.len() {
            return Err(FormatError::whole(format!(
                "internal error: two edits of part `{part}` overlap at byte {}",
                span.start
            ))
            .with_kind(ErrorKind::Internal));
        }
        out.extend_from_slice(&xml[pos..span.start]);
        out.extend_from_slice(&bytes);
        pos = span.end;
    }
    out.extend_from_slice(&xml[pos..]);
    Ok(out)
}

/// The rich-text element `item` (of bytes `xml`, segment `seg`) written with `value`: a plain
/// `t` when the segment has no codes and no run formatting, else runs
/// ([`segment::rewrite`]).
fn write_item(
    xml: &[u8],
    item: &Paragraph,
    seg: &Segment,
    value: &str,
    out: &mut Vec<u8>,
) -> Result<(), String> {
    if !seg.codes.is_empty() || !seg.base.is_empty() {
        return segment::rewrite(xml, item, seg, value, out);
    }
    let text = crate::document::parse_segment(value)
        .map_err(|e| e.to_string())?
        .into_iter()
        .map(|t| match t {
            crate::document::CodeToken::Text(s) => s,
            _ => Cow::Borrowed(""),
        })
        .collect::<String>();
    let mut escaped = String::new();
    escape_text_into(&text, Eol::Lf, &mut escaped)?;
    let p = &item.prefix;
    out.extend_from_slice(&xml[item.head.clone()]);
    out.extend_from_slice(&seg.before);
    out.extend_from_slice(format!("<{p}t xml:space=\"preserve\">{escaped}</{p}t>").as_bytes());
    out.extend_from_slice(&seg.after);
    out.extend_from_slice(format!("</{}>", item.name).as_bytes());
    Ok(())
}

/// The internal error of a table row without a cell to write next to.
fn no_cell(sheet: &Sheet, row: u32) -> FormatError {
    FormatError::whole(format!(
        "internal error: row {row} of sheet `{}` has no cell to place a translation next to",
        sheet.at.name
    ))
    .with_kind(ErrorKind::Internal)
}

/// Writes workbook `src` with each entry's value (its [`Entry::existing`] text, else its source
/// text), a table row's in the column of `target`: changed parts rewritten, every other entry
/// copied raw.
fn rebuild(
    src: &[u8],
    entries: &[Entry<'_>],
    target: &Language,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let book = open(src, &mut |_| {})?;
    let found = strings(&book)?;
    if found.len() != entries.len() {
        return Err(FormatError::whole(format!(
            "internal error: the build has {} strings, the workbook {}",
            entries.len(),
            found.len()
        ))
        .with_kind(ErrorKind::Internal));
    }
    let mut sheet_edits: Vec<Vec<Edit>> = vec![Vec::new(); book.sheets.len()];
    // Shared item → the changed cells using it: (sheet, cell, value).
    let mut changed: HashMap<usize, Vec<(usize, usize, &str)>> = HashMap::new();
    // New shared items: (source item, value), and the cells to point at each.
    let mut appended: Vec<(usize, String)> = Vec::new();
    // Table sheets that get a new column for `target`: sheet → column.
    let mut new_columns: HashMap<usize, u32> = HashMap::new();
    for (f, entry) in found.iter().zip(entries) {
        if entry.identifier != f.identifier {
            return Err(FormatError::whole(format!(
                "internal error: the build's strings do not follow the workbook's (at `{}`)",
                f.identifier
            ))
            .with_kind(ErrorKind::Internal));
        }
        let value = entry.existing.as_ref().map(|t| t.text.main());
        let sheet = &book.sheets[f.sheet];
        if let (Some((row, cells)), Some(table)) = (&f.row, &sheet.table) {
            // A table row: the value goes in the target's column.
            let Some(value) = value else { continue };
            let col = match table.column_of(target) {
                Some(col) => col,
                None => *new_columns
                    .entry(f.sheet)
                    .or_insert_with(|| sheet.cells.iter().map(|c| c.col).max().unwrap_or(0) + 1),
            };
            let now = cells
                .iter()
                .find(|(c, _)| *c == col)
                .and_then(|(_, t)| t.as_ref());
            if now.is_some_and(|t| t.text == value) {
                continue;
            }
            check_codes(&f.identifier, &f.text.text, value)?;
            let cell = sheet.cells.iter().find(|c| c.row == *row && c.col == col);
            if let Some(c) = cell.filter(|c| c.formula) {
                return Err(FormatError::whole(format!("string `{}`: the {} cell of its row, {}!{}, holds a formula; expected a text or empty cell (a formula is never overwritten)", f.identifier, target.id, sheet.at.name, c.reference())).with_kind(ErrorKind::Unsupported));
            }
            let new_cell = |index: usize, style: Option<&str>| {
                let style = style.map(|s| format!(" s=\"{s}\"")).unwrap_or_default();
                format!(
                    "<c r=\"{}{row}\"{style} t=\"s\"><v>{index}</v></c>",
                    sheet::column_name(col)
                )
                .into_bytes()
            };
            let source_item = match &f.text.place {
                Place::Shared(n) => Some(*n),
                Place::Inline(..) => None,
            };
            let bytes = match source_item {
                Some(n) => {
                    let index =
                        book.shared.as_ref().map_or(0, |s| s.segments.len()) + appended.len();
                    appended.push((n, value.to_string()));
                    new_cell(index, cell.and_then(|c| c.style.as_deref()))
                }
                None => {
                    let Place::Inline(_, item, seg) = &f.text.place else {
                        continue;
                    };
                    let Some(span) = sheet.cells[f.cell].inline.clone() else {
                        continue;
                    };
                    let mut is = Vec::new();
                    write_item(&sheet.xml[span], item, seg, value, &mut is).map_err(|m| {
                        FormatError::whole(format!("string `{}`: {m}", f.identifier))
                    })?;
                    let style = cell
                        .and_then(|c| c.style.as_deref())
                        .map(|s| format!(" s=\"{s}\""))
                        .unwrap_or_default();
                    let mut c = format!(
                        "<c r=\"{}{row}\"{style} t=\"inlineStr\">",
                        sheet::column_name(col)
                    )
                    .into_bytes();
                    c.extend_from_slice(&is);
                    c.extend_from_slice(b"</c>");
                    c
                }
            };
            let span = match cell {
                Some(c) => c.span.clone(),
                None => {
                    let at = sheet::insertion_point(&sheet.cells, *row, col)
                        .ok_or_else(|| no_cell(sheet, *row))?;
                    at..at
                }
            };
            sheet_edits[f.sheet].push((span, bytes));
            continue;
        }
        let Some(value) = value.filter(|v| *v != f.text.text) else {
            continue;
        };
        check_codes(&f.identifier, &f.text.text, value)?;
        match &f.text.place {
            Place::Shared(n) => changed
                .entry(*n)
                .or_default()
                .push((f.sheet, f.cell, value)),
            Place::Inline(span, item, seg) => {
                let mut bytes = Vec::new();
                write_item(
                    &book.sheets[f.sheet].xml[span.clone()],
                    item,
                    seg,
                    value,
                    &mut bytes,
                )
                .map_err(|m| FormatError::whole(format!("string `{}`: {m}", f.identifier)))?;
                sheet_edits[f.sheet].push((span.clone(), bytes));
            }
        }
    }
    // New columns' header cells.
    for (&s, &col) in &new_columns {
        let sheet = &book.sheets[s];
        let Some(table) = &sheet.table else { continue };
        let row = table.header_row;
        let mut id = String::new();
        escape_text_into(&target.id, Eol::Lf, &mut id)
            .map_err(|m| FormatError::whole(format!("language `{}`: {m}", target.id)))?;
        let at =
            sheet::insertion_point(&sheet.cells, row, col).ok_or_else(|| no_cell(sheet, row))?;
        sheet_edits[s].push((
            at..at,
            format!(
                "<c r=\"{}{row}\" t=\"inlineStr\"><is><t>{id}</t></is></c>",
                sheet::column_name(col)
            )
            .into_bytes(),
        ));
    }
    // Shared items: rewritten in place when all their cells get one translation, else split.
    let mut refs: HashMap<usize, usize> = HashMap::new();
    if !changed.is_empty() {
        for sheet in &book.sheets {
            for cell in &sheet.cells {
                if cell.kind == "s" {
                    if let Ok(n) = sheet::shared_index(&sheet.at.part, &sheet.xml, cell) {
                        *refs.entry(n).or_default() += 1;
                    }
                }
            }
        }
    }
    let mut sst_edits: Vec<Edit> = Vec::new();
    let mut items: Vec<usize> = changed.keys().copied().collect();
    items.sort_unstable();
    for n in items {
        let cells = &changed[&n];
        let first = cells[0].2;
        if cells.len() == refs.get(&n).copied().unwrap_or(0) && cells.iter().all(|c| c.2 == first) {
            let Some(shared) = &book.shared else { continue };
            let item = &shared.sst.items[n];
            let mut bytes = Vec::new();
            write_item(&shared.xml, item, &shared.segments[n], first, &mut bytes)
                .map_err(|m| FormatError::whole(format!("shared string {n}: {m}")))?;
            sst_edits.push((item.span.clone(), bytes));
            continue;
        }
        let mut index_of: HashMap<&str, usize> = HashMap::new();
        for &(s, c, value) in cells {
            let base = book.shared.as_ref().map_or(0, |s| s.segments.len());
            let index = *index_of.entry(value).or_insert_with(|| {
                appended.push((n, value.to_string()));
                base + appended.len() - 1
            });
            let Some(v) = book.sheets[s].cells[c].value.clone() else {
                continue;
            };
            sheet_edits[s].push((v, index.to_string().into_bytes()));
        }
    }
    let mut replaced: HashMap<String, Vec<u8>> = HashMap::new();
    if !appended.is_empty() || !sst_edits.is_empty() {
        let Some(shared) = &book.shared else {
            return Err(FormatError::whole(
                "internal error: shared strings to write, but no shared-strings part",
            )
            .with_kind(ErrorKind::Internal));
        };
        if !appended.is_empty() {
            let Some(at) = shared.sst.append_at else {
                return Err(FormatError::whole(format!("in part `{}`: the shared-strings table is an empty element; expected `<sst>…</sst>` to append to", shared.part)).with_kind(ErrorKind::Unsupported));
            };
            let mut bytes = Vec::new();
            for (n, value) in &appended {
                let item = &shared.sst.items[*n];
                write_item(&shared.xml, item, &shared.segments[*n], value, &mut bytes)
                    .map_err(|m| FormatError::whole(format!("shared string {n}: {m}")))?;
            }
            sst_edits.push((at..at, bytes));
            if let Some(count) = &shared.sst.unique_count {
                sst_edits.push((
                    count.clone(),
                    (shared.segments.len() + appended.len())
                        .to_string()
                        .into_bytes(),
                ));
            }
        }
        replaced.insert(
            shared.part.clone(),
            apply(&shared.part, &shared.xml, sst_edits)?,
        );
    }
    for (s, edits) in sheet_edits.into_iter().enumerate() {
        if !edits.is_empty() {
            let sheet = &book.sheets[s];
            replaced.insert(
                sheet.at.part.clone(),
                apply(&sheet.at.part, &sheet.xml, edits)?,
            );
        }
    }
    book.pkg.write(src, &replaced, out)
}
