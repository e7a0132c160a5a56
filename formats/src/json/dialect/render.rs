//! Rendering the slots of a dialect's skeleton: plain strings, whole-value ICU plurals, i18next
//! plural groups and ARB's `@@locale`.

use std::borrow::Cow;
use std::ops::Range;

use super::{cardinal_suffix, Dialect, JsonSlot};
use crate::error::FormatError;
use crate::format::{RenderContext, SlotValue};
use crate::json::icu::{self, IcuDialect};
use crate::json::scan::{decode_string, escape_into, string_end};
use crate::model::PluralCategory;
use crate::skeleton::Slot;

/// Renders one slot of a dialect's skeleton.
pub fn render(
    d: &Dialect,
    slot: &Slot,
    value: SlotValue<'_>,
    ctx: &RenderContext<'_>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    match (slot.kind_as::<JsonSlot>(ctx.src)?, value) {
        (JsonSlot::Locale, SlotValue::Structural) => render_locale(ctx, slot.span.clone(), out),
        (JsonSlot::Icu, SlotValue::Plural { forms, .. }) => {
            render_icu(ctx.src, slot.span.clone(), forms, d.icu, out)
        }
        (JsonSlot::I18nextGroup, SlotValue::Plural { forms, .. }) => {
            render_group(ctx.src, slot.span.clone(), forms, out)
        }
        (JsonSlot::Plain, SlotValue::Text { text, .. }) => {
            escape_into(text, out);
            Ok(())
        }
        _ => Err(FormatError::internal(
            ctx.src,
            slot.span.start,
            "internal error: the value does not fit this JSON slot",
        )),
    }
}

fn internal(src: &[u8], at: usize) -> FormatError {
    FormatError::internal(
        src,
        at,
        "internal error: the slot no longer holds what parse found",
    )
}

/// The `@@locale` value for the target: its language id, written with `_` when the file used `_`
/// (`en_GB`); the original bytes when that is what the file already says.
fn render_locale(
    ctx: &RenderContext<'_>,
    span: Range<usize>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let src = ctx.src;
    let quoted = src
        .get(span.start.saturating_sub(1)..span.end + 1)
        .ok_or_else(|| internal(src, span.start))?;
    let original = decode_string(quoted).map_err(|_| internal(src, span.start))?;
    let mut code = ctx.target.id.clone();
    if original.contains('_') && !original.contains('-') {
        code = code.replace('-', "_");
    }
    if code == original {
        out.extend_from_slice(&src[span]);
    } else {
        escape_into(&code, out);
    }
    Ok(())
}

/// Re-assembles a whole-value ICU plural for the target's forms with the original layout. A
/// translation that hands every category the same complete ICU plural (a translation stored as
/// plain ICU text) is written as it is.
fn render_icu(
    src: &[u8],
    span: Range<usize>,
    forms: &[(PluralCategory, &str)],
    d: IcuDialect,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    if let Some((_, first)) = forms.first() {
        if forms.iter().all(|(_, t)| t == first) && icu::parse_plural(first, d).is_some() {
            escape_into(first, out);
            return Ok(());
        }
    }
    let quoted = src
        .get(span.start.saturating_sub(1)..span.end + 1)
        .ok_or_else(|| internal(src, span.start))?;
    let original = decode_string(quoted).map_err(|_| internal(src, span.start))?;
    let message = icu::parse_plural(&original, d).ok_or_else(|| internal(src, span.start))?;
    let mut s = String::with_capacity(original.len() + 32);
    message.assemble(forms, d, &mut s);
    escape_into(&s, out);
    Ok(())
}

/// Writes `"base_<category>": "text"` members for the target's forms, copying the first source
/// member's key escapes and `:` spacing and the separator between the first two members (so
/// indentation and comma style follow the source; a lone `key_other` uses `,` plus the whitespace
/// before its key). The slot ends at the last value's closing
/// quote, so whatever followed the group (a `,` or the `}`) is untouched.
fn render_group(
    src: &[u8],
    span: Range<usize>,
    forms: &[(PluralCategory, &str)],
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let bad = || internal(src, span.start);
    let region = src.get(span.clone()).ok_or_else(bad)?;
    let key_end = string_end(region, 0).ok_or_else(bad)?;
    let value_open = key_end + memchr::memchr(b'"', &region[key_end..]).ok_or_else(bad)?;
    let value_end = string_end(region, value_open).ok_or_else(bad)?;
    let colon = &region[key_end..value_open];
    let separator: Cow<'_, [u8]> = match memchr::memchr(b'"', &region[value_end..]) {
        Some(next) => Cow::Borrowed(&region[value_end..value_end + next]),
        None => {
            // A lone `key_other`: a comma, then the whitespace that precedes the group's key.
            let indent_start = src[..span.start]
                .iter()
                .rposition(|b| !matches!(b, b' ' | b'\t' | b'\r' | b'\n'))
                .map_or(0, |p| p + 1);
            let mut sep = vec![b','];
            sep.extend_from_slice(&src[indent_start..span.start]);
            Cow::Owned(sep)
        }
    };
    let key_raw = &region[1..key_end - 1];
    let key = decode_string(&region[..key_end]).map_err(|_| bad())?;
    let (base, category) = cardinal_suffix(&key).ok_or_else(bad)?;
    let suffix_len = category.as_str().len() + 1;
    let mut base_raw: Cow<'_, [u8]> =
        Cow::Borrowed(&key_raw[..key_raw.len().saturating_sub(suffix_len)]);
    let suffix = &key_raw[key_raw.len().saturating_sub(suffix_len)..];
    if suffix.first() != Some(&b'_') || &suffix[1..] != category.as_str().as_bytes() {
        let mut v = Vec::with_capacity(base.len());
        escape_into(base, &mut v);
        base_raw = Cow::Owned(v);
    }
    for (j, (category, text)) in forms.iter().enumerate() {
        if j > 0 {
            out.extend_from_slice(&separator);
        }
        out.push(b'"');
        out.extend_from_slice(&base_raw);
        out.push(b'_');
        out.extend_from_slice(category.as_str().as_bytes());
        out.push(b'"');
        out.extend_from_slice(colon);
        out.push(b'"');
        escape_into(text, out);
        out.push(b'"');
    }
    Ok(())
}
