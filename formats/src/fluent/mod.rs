//! `fluent`: Project Fluent resources (`.ftl`), spliced in place so comments, blank lines, group
//! comments, indentation, select layouts and line ends survive a build.
//!
//! **Strings.** A message with a value → entry `id`; each attribute → entry `id.attr` (a message
//! may have attributes and no value); a term `-id` and its attributes → entries `-id`,
//! `-id.attr`, hidden (terms are referenced by messages, not shown on their own). Context: the
//! `#` comment lines directly above the message or term (no blank line between), joined with line
//! breaks; attributes share their message's. `##` group and `###` resource comments are not
//! context.
//!
//! **Text.** A value's text is its Fluent source with Fluent's indentation rules applied and
//! placeables kept as written (`Hello { $name }`); `{"…"}` escapes show as their characters
//! (see `value`). A value that is exactly one select expression on a variable whose keys are all
//! CLDR categories (`{ $n -> [one] … *[other] … }`) is a plural string; any other select (number
//! keys such as `[0]`, a function or term selector, text around it, a select inside a variant)
//! stays raw text for translators to edit as Fluent. Text and Fluent syntax share one notation:
//! `{"{"}name{"}"}` reads as the text `{name}`, which a changed translation writes back as the
//! placeable `{name}` (a well-formed placeable in a translation is always kept as one).
//!
//! **Build.** Each value's slot runs from just after its `=` to its end; a changed value is
//! written with its original start (inline or on the next line), continuation indentation and
//! line ends, escaping only what Fluent would read differently (see `escape`); a plural select is
//! regenerated for the target's categories with the default `*[other]` (see `render`). A
//! translation that is itself a CLDR-keyed select on a variable reads back as a plural string.
//! A plural select's `[zero]` variant (not the default) is its own string `<id>#zero` when the
//! file's language (the request's only target, else its source) has no CLDR `zero`, as English
//! has not: it stays where it is, its value spliced like any other, and the other variants are
//! regenerated around it, so no build drops it ([`crate::plural_zero`]).
//!
//! **Errors.** Fluent's own parsers keep going after a syntax error by turning the broken entry
//! into Junk (which a build would copy but nobody could translate); locforge refuses the file
//! instead, with the line and column of the first error and what was expected there. The whole
//! grammar and the validation rules of the reference parser are checked (see `scan`). A message
//! or term defined twice (Fluent keeps the last; its own fixtures do it) is one string, the first
//! definition's: a later definition with the same texts is another place of it, which a build
//! translates too; one with other texts is kept as it is and named in a warning (see
//! `crate::repeats`). Duplicate attributes within one message are refused. A file
//! that is not UTF-8 is refused; a UTF-8 BOM is accepted and kept. CRLF and LF line ends are
//! kept; a lone CR is text to Fluent and refused here where it would start a line.
//!
//! **What lives here.** The format (`Fluent`) and its parse; `scan` (the syntax scanner),
//! `value` (pattern → text, plural detection), `escape` (text → pattern), `render` (the slots)
//! and `create`.

mod create;
mod escape;
mod render;
mod scan;
mod value;

use std::borrow::Cow;

use crate::error::{ErrorKind, FormatError};
use crate::format::{format_impl, FormatInfo, ParseContext, Signature};
use crate::model::{Entry, PluralCategory};
use crate::plural_zero;
use crate::repeats::{Place, Repeats};
use crate::sink::Sink;
use crate::skeleton::{Slot, TypedKind};
use crate::warning::FormatWarning;

use render::FluentSlot;
use scan::{Pattern, Scanner};

/// Project Fluent `.ftl` resources.
#[derive(Debug, Default, Clone, Copy)]
pub struct Fluent;

static INFO: FormatInfo = FormatInfo {
    key: "fluent",
    name: "Project Fluent",
    description: "Fluent .ftl resources: messages, attributes (msg.attr), terms as hidden strings, comments as context, CLDR selects on a variable as plurals, layout and indentation kept",
    extensions: &["ftl"],
    signature: Signature {
        file_name: r"\.ftl$",
        file_content: Some(r"(^\uFEFF?|\n)-?[a-zA-Z][a-zA-Z0-9_-]* *="),
    },
};

format_impl! {
    Fluent, INFO;
    parse(src, ctx, sink) => parse(src, ctx, sink);
    render(slot, value, ctx, out) => render::render(slot, value, ctx, out);
    create(entries, source, target, out) => create::create(entries, source, target, out);
    // A separate `#zero` string is the entry after its plural, its slot before the plural's.
    slot_lookback => 1;
}

/// Parses `src` into `sink`, entry by entry.
fn parse(src: &[u8], ctx: &ParseContext<'_>, sink: &mut dyn Sink) -> Result<(), FormatError> {
    if let Err(e) = std::str::from_utf8(src) {
        return Err(FormatError::at(
            src,
            e.valid_up_to(),
            "bytes that are not valid UTF-8; expected a UTF-8 file (Fluent resources are UTF-8)",
        )
        .with_kind(ErrorKind::Encoding));
    }
    let start = if src.starts_with(b"\xEF\xBB\xBF") {
        3
    } else {
        0
    };
    let skeleton = sink.wants_skeleton();
    let zero_apart = plural_zero::kept_apart(ctx);
    let mut scanner = Scanner::new(src, start);
    let mut repeats = Repeats::new(src);
    let mut attrs: Vec<&[u8]> = Vec::new();
    let mut index = 0usize;
    while let Some(raw) = scanner.next_entry()? {
        let id = value::text(src, raw.start..raw.id.end);
        let what = if raw.term { "term" } else { "message" };
        let context = comment(src, &raw.comment);
        let mut push = |identifier: String,
                        at: usize,
                        p: &Pattern,
                        sink: &mut dyn Sink|
         -> Result<(), FormatError> {
            let mut forms = value::plural(src, p);
            let zero = match forms {
                Some(_) if zero_apart => render::zero_variant(src, p),
                _ => None,
            };
            if zero.is_some() {
                if let Some(f) = &mut forms {
                    f.remove(&PluralCategory::Zero);
                }
            }
            let zero_id = zero.map(|_| plural_zero::identifier(&identifier));
            let mut e = match forms {
                Some(forms) => Entry::plural(identifier, forms),
                None => Entry::plain(identifier, value::value(src, p)),
            };
            e.context = context.clone().map(Cow::Owned);
            if raw.term {
                e.is_hidden = Some(true);
            }
            let ze = zero.as_ref().zip(zero_id).map(|((z, _), zero_id)| {
                let mut ze = Entry::plain(zero_id, value::value(src, &z.pattern));
                ze.context = context.clone().map(Cow::Owned);
                if raw.term {
                    ze.is_hidden = Some(true);
                }
                ze
            });
            // A message or term defined again: its places are the first definition's strings
            // when every text is the same, else left as they are (see `repeats`).
            let place = repeats.place(&e, at, what);
            let zero_place = ze.as_ref().map(|ze| repeats.place(ze, at, what));
            let (main, zero_index) = match (place, zero_place) {
                (Place::First, None | Some(Place::First)) => {
                    repeats.record(&e, at, index);
                    if let Some(ze) = &ze {
                        repeats.record(ze, at, index + 1);
                    }
                    sink.entry(index, e)?;
                    if let Some(ze) = ze {
                        sink.entry(index + 1, ze)?;
                    }
                    let first = index;
                    index += if zero.is_some() { 2 } else { 1 };
                    (first, first + 1)
                }
                (Place::Same { index: i }, None) => {
                    sink.repeat(i, e)?;
                    (i, i + 1)
                }
                (Place::Same { index: i }, Some(Place::Same { index: z })) => {
                    sink.repeat(i, e)?;
                    if let Some(ze) = ze {
                        sink.repeat(z, ze)?;
                    }
                    (i, z)
                }
                (Place::Different { warning }, _) | (_, Some(Place::Different { warning })) => {
                    sink.warning(warning);
                    return Ok(());
                }
                (Place::Same { .. } | Place::First, Some(_)) => {
                    // One of the value and its `[zero]` variant was defined before, the other
                    // not: not the same string either.
                    sink.warning(FormatWarning::at(
                        src,
                        at,
                        format!(
                            "the {what} `{id}` is defined again here with another shape of its `[zero]` variant: the string is the first definition's; this one is kept as it is and not translated"
                        ),
                    ));
                    return Ok(());
                }
            };
            if !skeleton {
                return Ok(());
            }
            let Some((z, default)) = zero else {
                sink.slot(Slot {
                    span: p.after_eq..p.end,
                    entry: Some(main as u32),
                    category: None,
                    kind: FluentSlot::Value.bits(),
                    target: None,
                });
                return Ok(());
            };
            // The select's `[zero]` variant is a string of its own, whose value stays where
            // it is; the other variants are regenerated around it (see `render`).
            let line_start = memchr::memrchr(b'\n', &src[..z.key_start]).map_or(0, |i| i + 1);
            let slots = [
                (
                    p.after_eq..line_start,
                    main,
                    FluentSlot::PluralHead { default },
                ),
                (
                    z.pattern.after_eq..z.pattern.end,
                    zero_index,
                    FluentSlot::ZeroVariant,
                ),
                (
                    z.pattern.end..p.end,
                    main,
                    FluentSlot::PluralTail { default },
                ),
            ];
            for (span, entry, kind) in slots {
                sink.slot(Slot {
                    span,
                    entry: Some(entry as u32),
                    category: None,
                    kind: kind.bits(),
                    target: None,
                });
            }
            Ok(())
        };
        if let Some(v) = &raw.value {
            push(id.to_string(), raw.start, v, sink)?;
        }
        attrs.clear();
        for (dot, name, p) in &raw.attributes {
            let name_bytes = &src[name.clone()];
            if attrs.contains(&name_bytes) {
                return Err(FormatError::at(
                    src,
                    *dot,
                    format!(
                        "duplicate attribute `.{}` of `{id}`; expected each attribute once",
                        value::text(src, name.clone())
                    ),
                )
                .with_kind(ErrorKind::DuplicateIdentifier));
            }
            attrs.push(name_bytes);
            push(
                format!("{id}.{}", value::text(src, name.clone())),
                *dot,
                p,
                sink,
            )?;
        }
    }
    Ok(())
}

/// The comment lines as one context text, `None` when there are none.
fn comment(src: &[u8], lines: &[std::ops::Range<usize>]) -> Option<String> {
    if lines.is_empty() {
        return None;
    }
    let mut s = String::new();
    for (i, r) in lines.iter().enumerate() {
        if i > 0 {
            s.push('\n');
        }
        s.push_str(value::text(src, r.clone()));
    }
    Some(s)
}
