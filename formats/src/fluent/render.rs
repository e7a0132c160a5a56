//! Build side: writing one slot (a value, from just after its `=` to its end) for the target.
//!
//! The slot's original pattern is scanned again from the source bytes (render gets them), so
//! nothing about layout has to travel in the slot: a plain value keeps its inline or block start,
//! the spaces after `=`, its continuation indentation (4 spaces when it had none) and the line
//! ends of the file around it. A plural select keeps everything up to `->` and from the end of its
//! last variant on (the closing `}` line), and its variants are written anew for the target's
//! categories, `other` as the default `*[other]`, each variant line indented like the original
//! variants (the default's `*` where the original's was). A select that already shows the
//! target's forms (each category's own variant, or the default where it has none) is kept.

use crate::error::FormatError;
use crate::format::{RenderContext, SlotValue};
use crate::model::PluralCategory;
use crate::skeleton::{Slot, TypedKind};

use super::escape::{write_pattern, Layout};
use super::scan::{Pattern, Scanner};
use super::value::{self, plural_select};

/// The kind of every Fluent slot: a value from just after its `=` (or `]`) to its end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct ValueSlot;

impl TypedKind for ValueSlot {
    fn bits(self) -> u16 {
        1
    }

    fn from_bits(bits: u16) -> Option<Self> {
        (bits == 1).then_some(ValueSlot)
    }
}

/// Writes the slot's new value.
pub(crate) fn render(
    slot: &Slot,
    value: SlotValue<'_>,
    ctx: &RenderContext<'_>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let ValueSlot = slot.kind_as::<ValueSlot>(ctx.src)?;
    let src = ctx.src;
    let pattern = Scanner::new(src, 0)
        .pattern(slot.span.start, 0)
        .ok()
        .flatten()
        .filter(|p| p.end == slot.span.end)
        .ok_or_else(|| {
            FormatError::internal(
                src,
                slot.span.start,
                "internal error: the slot is not a value",
            )
        })?;
    let crlf = crlf_near(src, slot.span.clone());
    match value {
        SlotValue::Structural => Ok(()),
        SlotValue::Text { text, .. } => write_pattern(text, &layout_of(&pattern, crlf), out),
        SlotValue::Plural { forms, .. } => write_plural(src, &pattern, forms, crlf, out),
    }
}

/// The layout of an existing value.
fn layout_of(p: &Pattern, crlf: bool) -> Layout {
    Layout {
        block: p.block,
        sep: if p.block { 1 } else { p.start - p.after_eq },
        indent: match p.continuation_indent() {
            Some(n) if n > 0 => n as usize,
            _ => 4,
        },
        crlf,
    }
}

/// True when the line ends near `span` are CRLF: the first line end from the span on, else the
/// last one before it.
fn crlf_near(src: &[u8], span: std::ops::Range<usize>) -> bool {
    let at = memchr::memchr(b'\n', &src[span.start..])
        .map(|i| span.start + i)
        .or_else(|| memchr::memrchr(b'\n', &src[..span.start]));
    at.is_some_and(|i| i > 0 && src[i - 1] == b'\r')
}

/// The spaces before `at` on its line.
fn line_prefix(src: &[u8], at: usize) -> usize {
    src[..at].iter().rev().take_while(|&&b| b == b' ').count()
}

/// Regenerates a plural select's variants for `forms`.
fn write_plural(
    src: &[u8],
    p: &Pattern,
    forms: &[(PluralCategory, &str)],
    crlf: bool,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let select = plural_select(src, p).ok_or_else(|| {
        FormatError::internal(
            src,
            p.start,
            "internal error: the slot holds no plural select",
        )
    })?;
    // Fluent shows the default variant for a category without its own: when the original
    // already shows every form, it stays as it is (a Firefox `*[other]`-only select built for
    // English, a Russian select built for Russian).
    let shows = |c: PluralCategory| {
        select
            .variants
            .iter()
            .find(|v| value::text(src, v.key.clone()) == c.as_str())
            .or_else(|| select.variants.iter().find(|v| v.default))
            .map(|v| value::value(src, &v.pattern))
    };
    if forms.iter().all(|(c, t)| shows(*c).as_deref() == Some(*t)) {
        out.extend_from_slice(&src[p.after_eq..p.end]);
        return Ok(());
    }
    let default = select.variants.iter().find(|v| v.default);
    let other = select.variants.iter().find(|v| !v.default);
    let def_prefix = default.map_or(3, |v| line_prefix(src, v.key_start));
    let prefix = other.map_or(def_prefix + 1, |v| line_prefix(src, v.key_start));
    let indent = select
        .variants
        .iter()
        .find_map(|v| v.pattern.continuation_indent())
        .filter(|n| *n > 0)
        .map_or(prefix + 4, |n| n as usize);
    let block = default.is_some_and(|v| v.pattern.block);
    let eol: &[u8] = if crlf { b"\r\n" } else { b"\n" };
    let default_cat = if forms.iter().any(|(c, _)| *c == PluralCategory::Other) {
        PluralCategory::Other
    } else {
        forms.last().map_or(PluralCategory::Other, |(c, _)| *c)
    };
    out.extend_from_slice(&src[p.after_eq..select.arrow_end]);
    for (c, text) in forms {
        out.extend_from_slice(eol);
        if *c == default_cat {
            out.resize(out.len() + def_prefix, b' ');
            out.push(b'*');
        } else {
            out.resize(out.len() + prefix, b' ');
        }
        out.push(b'[');
        out.extend_from_slice(c.as_str().as_bytes());
        out.push(b']');
        write_pattern(
            text,
            &Layout {
                block,
                sep: 1,
                indent,
                crlf,
            },
            out,
        )?;
    }
    out.extend_from_slice(&src[select.list_end..p.end]);
    Ok(())
}
