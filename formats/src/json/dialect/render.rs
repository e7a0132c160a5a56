//! Rendering the slots of a dialect's skeleton: plain strings, whole-value ICU plurals, i18next
//! plural groups, go-i18n plural members and ARB's `@@locale`.

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
        (JsonSlot::GoPlural, SlotValue::Plural { forms, .. }) => {
            render_go_plural(ctx.src, slot.span.clone(), forms, out)
        }
        (JsonSlot::I18nextV3Group, SlotValue::Plural { forms, .. }) => {
            render_v3_group(ctx.src, slot.span.clone(), forms, &ctx.target.id, out)
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

/// The members `"key": value` of a run of object members (`region` starts at a key's opening
/// quote and ends after a value): each member's key (quotes included) and value span. `None`
/// when the region is not such a run.
fn members(region: &[u8]) -> Option<Vec<(Range<usize>, Range<usize>)>> {
    let ws = |i: &mut usize| {
        while region
            .get(*i)
            .is_some_and(|b| matches!(b, b' ' | b'\t' | b'\r' | b'\n'))
        {
            *i += 1;
        }
    };
    let mut found = Vec::new();
    let mut i = 0;
    loop {
        if region.get(i) != Some(&b'"') {
            return None;
        }
        let key_end = string_end(region, i)?;
        let mut j = key_end;
        ws(&mut j);
        if region.get(j) != Some(&b':') {
            return None;
        }
        j += 1;
        ws(&mut j);
        let value_start = j;
        let value_end = value_end(region, j)?;
        found.push((i..key_end, value_start..value_end));
        j = value_end;
        ws(&mut j);
        if j >= region.len() {
            return Some(found);
        }
        if region[j] != b',' {
            return None;
        }
        j += 1;
        ws(&mut j);
        i = j;
    }
}

/// The end of the JSON value starting at `at` (strings skipped inside containers).
fn value_end(src: &[u8], at: usize) -> Option<usize> {
    match src.get(at)? {
        b'"' => string_end(src, at),
        b'{' | b'[' => {
            let mut depth = 0usize;
            let mut i = at;
            loop {
                match src.get(i)? {
                    b'"' => {
                        i = string_end(src, i)?;
                        continue;
                    }
                    b'{' | b'[' => depth += 1,
                    b'}' | b']' => {
                        depth -= 1;
                        if depth == 0 {
                            return Some(i + 1);
                        }
                    }
                    _ => {}
                }
                i += 1;
            }
        }
        _ => {
            let len = src[at..]
                .iter()
                .position(|b| matches!(b, b',' | b'}' | b']' | b' ' | b'\t' | b'\r' | b'\n'))
                .unwrap_or(src.len() - at);
            Some(at + len)
        }
    }
}

/// Writes a go-i18n message's plural members for the target's forms, `"<category>": "text"` in
/// the target's order, where the file's first plural member was; the other members found between
/// the file's plural members (`hash`, `description` in `goi18n`'s alphabetical order) follow
/// them unchanged. Spacing around `:` comes from the first member, the separator from the first
/// two members (a lone member: `,` plus the white space before it).
pub(crate) fn render_go_plural(
    src: &[u8],
    span: Range<usize>,
    forms: &[(PluralCategory, &str)],
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let bad = || internal(src, span.start);
    let region = src.get(span.clone()).ok_or_else(bad)?;
    if forms.is_empty() {
        // A target without categories: the file's members stay as they are.
        out.extend_from_slice(region);
        return Ok(());
    }
    let found = members(region).ok_or_else(bad)?;
    let (first_key, first_value) = found.first().ok_or_else(bad)?;
    let colon = &region[first_key.end..first_value.start];
    let separator: Cow<'_, [u8]> = match found.get(1) {
        Some((next_key, _)) => Cow::Borrowed(&region[first_value.end..next_key.start]),
        None => {
            let indent_start = src[..span.start]
                .iter()
                .rposition(|b| !matches!(b, b' ' | b'\t' | b'\r' | b'\n'))
                .map_or(0, |p| p + 1);
            let mut sep = vec![b','];
            sep.extend_from_slice(&src[indent_start..span.start]);
            Cow::Owned(sep)
        }
    };
    for (j, (category, text)) in forms.iter().enumerate() {
        if j > 0 {
            out.extend_from_slice(&separator);
        }
        out.push(b'"');
        out.extend_from_slice(category.as_str().as_bytes());
        out.push(b'"');
        out.extend_from_slice(colon);
        out.push(b'"');
        escape_into(text, out);
        out.push(b'"');
    }
    for (key, value) in &found {
        let name = decode_string(&region[key.clone()]).map_err(|_| bad())?;
        if PluralCategory::parse(&name.to_ascii_lowercase()).is_some() {
            continue;
        }
        out.extend_from_slice(&separator);
        out.extend_from_slice(&region[key.start..value.end]);
    }
    Ok(())
}

/// Writes an i18next v3 run for the target: its v3 suffixes (`key` + `key_plural`, or `key_0`,
/// `key_1`, …, [`crate::json::i18next_v3::v3_forms`]) with the text of each suffix's category
/// (else `other`). A target i18next v3 has no rule for gets the base key alone, holding `other`
/// (what i18next then looks up). The base key keeps the file's escapes; `:` spacing and the
/// separator come from the file's first two members (a lone member: `,` plus the white space
/// before it).
fn render_v3_group(
    src: &[u8],
    span: Range<usize>,
    forms: &[(PluralCategory, &str)],
    target: &str,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let bad = || internal(src, span.start);
    let region = src.get(span.clone()).ok_or_else(bad)?;
    let found = members(region).ok_or_else(bad)?;
    let (first_key, first_value) = found.first().ok_or_else(bad)?;
    let colon = &region[first_key.end..first_value.start];
    let key_raw = &region[first_key.start + 1..first_key.end - 1];
    let plain_style = match found.get(1) {
        Some((second, _)) => {
            let second = &region[second.start + 1..second.end - 1];
            second.strip_prefix(key_raw) == Some(&b"_plural"[..])
        }
        None => false,
    };
    let base_raw = if plain_style {
        key_raw
    } else {
        key_raw.strip_suffix(b"_0").ok_or_else(bad)?
    };
    let separator: Cow<'_, [u8]> = match found.get(1) {
        Some((next_key, _)) => Cow::Borrowed(&region[first_value.end..next_key.start]),
        None => {
            let indent_start = src[..span.start]
                .iter()
                .rposition(|b| !matches!(b, b' ' | b'\t' | b'\r' | b'\n'))
                .map_or(0, |p| p + 1);
            let mut sep = vec![b','];
            sep.extend_from_slice(&src[indent_start..span.start]);
            Cow::Owned(sep)
        }
    };
    let text_of = |category: PluralCategory| {
        forms
            .iter()
            .find(|(c, _)| *c == category)
            .or_else(|| forms.iter().find(|(c, _)| *c == PluralCategory::Other))
            .or(forms.last())
            .map_or("", |(_, t)| *t)
    };
    let suffixes = crate::json::i18next_v3::v3_forms(target)
        .unwrap_or_else(|| vec![(String::new(), PluralCategory::Other)]);
    for (j, (suffix, category)) in suffixes.iter().enumerate() {
        if j > 0 {
            out.extend_from_slice(&separator);
        }
        out.push(b'"');
        out.extend_from_slice(base_raw);
        out.extend_from_slice(suffix.as_bytes());
        out.push(b'"');
        out.extend_from_slice(colon);
        out.push(b'"');
        escape_into(text_of(*category), out);
        out.push(b'"');
    }
    Ok(())
}
