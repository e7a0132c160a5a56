//! The first-row guard of a build into a CSV file without a header row. A reader decides from
//! the first row's cells whether that row is a header (`columns.rs`), so a translation written
//! into it could make it read as one: the file's first string would be lost on the next read,
//! silently. A build refuses such a translation instead, naming the string and the remedy (a
//! header row). Files whose columns are configured are not detected, and need no guard.
//!
//! What must not live here: header detection itself (`columns.rs`) and writing cells
//! (`render.rs`).

use std::borrow::Cow;

use crate::error::{ErrorKind, FormatError};
use crate::format::{ParseContext, RenderContext};
use crate::skeleton::Slot;

use super::columns::Columns;
use super::render::{CsvSlot, Shape};
use super::scan::{rows_start, Scanner};

/// `Err` when writing `text` into the first-row slot `slot` would change whether a reader takes
/// that row for a header (as the row holds the string of `ctx.entry`, it is not one now). Other
/// cells of the row are taken as the file holds them (a build for several languages at once
/// checks each of its cells on its own).
pub(super) fn check(
    slot: &Slot,
    kind: CsvSlot,
    text: &str,
    ctx: &RenderContext<'_>,
) -> Result<(), FormatError> {
    let Some(entry) = ctx.entry else {
        return Ok(());
    };
    let src = ctx.src;
    let Ok(whole) = std::str::from_utf8(src) else {
        return Ok(());
    };
    let mut scanner = Scanner::new(src, rows_start(src), kind.delim);
    let mut cells = Vec::new();
    // `#` rows may come before it: the first row is the one that reaches the slot.
    let row = loop {
        match scanner.row(&mut cells)? {
            Some(row) if row.end >= slot.span.start => break row,
            Some(_) => continue,
            None => return Ok(()),
        }
    };
    let column = match kind.shape {
        Shape::Cell => cells.iter().position(|c| c.start == slot.span.start),
        Shape::EmptyCell => cells.iter().position(|c| c.start == slot.span.end),
        Shape::Append => Some((cells.len() + usize::from(kind.delims)).saturating_sub(1)),
        Shape::Header => None,
    };
    let Some(column) = column.filter(|_| row.start <= slot.span.start) else {
        return Ok(());
    };
    let mut names: Vec<Cow<'_, str>> = cells.iter().map(|c| c.value(whole)).collect();
    let header = |names: &[Cow<'_, str>]| {
        Columns::detect(names, &ParseContext::default()).map_or(true, |c| c.header)
    };
    let before = header(&names);
    if names.len() <= column {
        names.resize(column + 1, Cow::Borrowed(""));
    }
    names[column] = Cow::Borrowed(text);
    if header(&names) == before {
        return Ok(());
    }
    Err(FormatError::at(
        src,
        slot.span.start,
        format!(
            "the translation `{text}` of `{}` would make the first row read as a header row, and that string would be lost on the next read (this file has no header row, and a reader tells one by the first row's cells); add a header row such as `key{d}source{d}{}` to the file, or configure its columns",
            entry.identifier,
            ctx.target.id,
            d = char::from(kind.delim),
        ),
    )
    .with_kind(ErrorKind::Unsupported))
}
