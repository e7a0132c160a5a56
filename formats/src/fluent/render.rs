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
//!
//! A select whose `[zero]` variant is a string of its own (see `crate::plural_zero`) has three
//! slots: the head (from `=` to the `[zero]` line), the `[zero]` value, and the tail (the
//! variants after it and the closing `}`). Regenerated, the head writes every other category's
//! variant, the `[zero]` line stays, and the tail keeps only the closing line.

use crate::error::FormatError;
use crate::format::{RenderContext, SlotValue};
use crate::model::{PluralCategory, Text};
use crate::skeleton::{Slot, TypedKind};

use super::escape::{write_pattern, Layout};
use super::scan::{Pattern, Scanner, Select, Variant};
use super::value::{self, plural_select};

/// What a Fluent slot holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum FluentSlot {
    /// A whole value, from just after its `=` to its end.
    Value,
    /// A plural select whose `[zero]` variant is a string of its own: from just after the `=` to
    /// the start of the `[zero]` variant's line. Regenerated, it writes the select's head and
    /// every other category's variant; `default` is the category of the `*` variant.
    PluralHead {
        /// The category of the default variant.
        default: PluralCategory,
    },
    /// The value of a `[zero]` variant kept apart, from just after its `]`.
    ZeroVariant,
    /// From the end of a `[zero]` variant kept apart to the end of its select: the variants
    /// after it (which a regenerated head already wrote) and the closing `}`.
    PluralTail {
        /// The category of the default variant.
        default: PluralCategory,
    },
}

fn category_index(c: PluralCategory) -> u16 {
    PluralCategory::ALL
        .iter()
        .position(|x| *x == c)
        .unwrap_or(5) as u16
}

impl TypedKind for FluentSlot {
    fn bits(self) -> u16 {
        match self {
            FluentSlot::Value => 1,
            FluentSlot::ZeroVariant => 2,
            FluentSlot::PluralHead { default } => 3 | category_index(default) << 4,
            FluentSlot::PluralTail { default } => 4 | category_index(default) << 4,
        }
    }

    fn from_bits(bits: u16) -> Option<Self> {
        let default = || PluralCategory::ALL.get(usize::from(bits >> 4)).copied();
        match bits & 15 {
            1 if bits == 1 => Some(FluentSlot::Value),
            2 if bits == 2 => Some(FluentSlot::ZeroVariant),
            3 => Some(FluentSlot::PluralHead {
                default: default()?,
            }),
            4 => Some(FluentSlot::PluralTail {
                default: default()?,
            }),
            _ => None,
        }
    }
}

/// The `[zero]` variant of a plural select (see [`value::plural`]) that can be kept apart — not
/// the default variant, and not the only one — with the category of the default variant.
pub(crate) fn zero_variant<'p>(
    src: &[u8],
    p: &'p Pattern,
) -> Option<(&'p Variant, PluralCategory)> {
    let select = plural_select(src, p)?;
    if select.variants.len() < 2 {
        return None;
    }
    let zero = select
        .variants
        .iter()
        .find(|v| !v.default && value::text(src, v.key.clone()) == "zero")?;
    let default = select
        .variants
        .iter()
        .find(|v| v.default)
        .and_then(|v| PluralCategory::parse(value::text(src, v.key.clone())))?;
    Some((zero, default))
}

/// The original value's pattern, scanned again from `at` (just after `=` or a variant's `]`,
/// `depth` 1 for a variant); `None` when no pattern ends at `end` (or, for a head slot, after it).
fn pattern_at(src: &[u8], at: usize, depth: usize, end: usize, exact: bool) -> Option<Pattern> {
    Scanner::new(src, 0)
        .pattern(at, depth)
        .ok()
        .flatten()
        .filter(|p| if exact { p.end == end } else { p.end >= end })
}

/// Writes the slot's new value.
pub(crate) fn render(
    slot: &Slot,
    value: SlotValue<'_>,
    ctx: &RenderContext<'_>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let kind = slot.kind_as::<FluentSlot>(ctx.src)?;
    let src = ctx.src;
    let not_a_value = || {
        FormatError::internal(
            src,
            slot.span.start,
            "internal error: the slot is not a value",
        )
    };
    let crlf = crlf_near(src, slot.span.clone());
    match (kind, value) {
        (_, SlotValue::Structural) => Ok(()),
        (FluentSlot::Value, value) => {
            let pattern =
                pattern_at(src, slot.span.start, 0, slot.span.end, true).ok_or_else(not_a_value)?;
            match value {
                SlotValue::Plural { forms, .. } => write_plural(src, &pattern, forms, crlf, out),
                SlotValue::Text { text, .. } => {
                    write_pattern(text, &layout_of(&pattern, crlf), out)
                }
                SlotValue::Structural => Ok(()),
            }
        }
        (FluentSlot::ZeroVariant, SlotValue::Text { text, .. }) => {
            let pattern =
                pattern_at(src, slot.span.start, 1, slot.span.end, true).ok_or_else(not_a_value)?;
            let mut layout = layout_of(&pattern, crlf);
            if pattern.continuation_indent().is_none_or(|n| n == 0) {
                // Continuation lines go 4 spaces in from the variant's key, like `create` writes.
                let ls = memchr::memrchr(b'\n', &src[..slot.span.start]).map_or(0, |i| i + 1);
                let key = src[ls..].iter().take_while(|&&b| b == b' ').count();
                layout.indent = key + 4;
            }
            write_pattern(text, &layout, out)
        }
        (FluentSlot::PluralHead { default }, SlotValue::Plural { forms, .. }) => {
            if shown_without_zero(ctx, default, forms) {
                out.extend_from_slice(&src[slot.span.clone()]);
                return Ok(());
            }
            let pattern = pattern_at(src, slot.span.start, 0, slot.span.end, false)
                .ok_or_else(not_a_value)?;
            let forms: Vec<(PluralCategory, &str)> = forms
                .iter()
                .copied()
                .filter(|(c, _)| *c != PluralCategory::Zero)
                .collect();
            write_variants(src, &pattern, &forms, crlf, out)?;
            out.extend_from_slice(if crlf { b"\r\n" } else { b"\n" });
            Ok(())
        }
        (FluentSlot::PluralTail { default }, SlotValue::Plural { forms, .. }) => {
            let span = slot.span.clone();
            if shown_without_zero(ctx, default, forms) {
                out.extend_from_slice(&src[span]);
                return Ok(());
            }
            // The head wrote every variant: only the select's closing line stays.
            let close = span
                .end
                .checked_sub(1)
                .filter(|&c| c >= span.start && src[c] == b'}');
            let Some(close) = close else {
                return Err(not_a_value());
            };
            let mut from = close;
            while from > span.start && matches!(src[from - 1], b' ' | b'\r' | b'\n') {
                from -= 1;
            }
            out.extend_from_slice(&src[from..span.end]);
            Ok(())
        }
        _ => Err(FormatError::internal(
            src,
            slot.span.start,
            "internal error: the value does not fit this Fluent slot",
        )),
    }
}

/// For the slots of a select whose `[zero]` is kept apart: true when the select already shows
/// `forms` other than `zero` (each category's own variant, else the default's), judged from the
/// entry's forms (what the variants other than `[zero]` hold), so the head and the tail decide
/// alike without the tail seeing the select.
fn shown_without_zero(
    ctx: &RenderContext<'_>,
    default: PluralCategory,
    forms: &[(PluralCategory, &str)],
) -> bool {
    let Some(Text::Plural(held)) = ctx.entry.map(|e| e.baseline()) else {
        return false;
    };
    forms
        .iter()
        .filter(|(c, _)| *c != PluralCategory::Zero)
        .all(|(c, t)| held.get(c).or_else(|| held.get(&default)).map(|s| &**s) == Some(*t))
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

/// The plural select a plural slot's pattern holds (the parse recorded the slot on one).
fn select_of<'p>(src: &[u8], p: &'p Pattern) -> Result<&'p Select, FormatError> {
    plural_select(src, p).ok_or_else(|| {
        FormatError::internal(
            src,
            p.start,
            "internal error: the slot holds no plural select",
        )
    })
}

/// Regenerates a plural select's variants for `forms`.
fn write_plural(
    src: &[u8],
    p: &Pattern,
    forms: &[(PluralCategory, &str)],
    crlf: bool,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let select = select_of(src, p)?;
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
    write_variants(src, p, forms, crlf, out)?;
    out.extend_from_slice(&src[select.list_end..p.end]);
    Ok(())
}

/// Writes a plural select's head (up to `->`) and its variants for `forms`, laid out like the
/// original variants, up to the end of the last variant.
fn write_variants(
    src: &[u8],
    p: &Pattern,
    forms: &[(PluralCategory, &str)],
    crlf: bool,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let select = select_of(src, p)?;
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
    Ok(())
}
