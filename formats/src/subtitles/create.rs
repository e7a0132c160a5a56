//! `create` for the subtitle formats (what `locforge convert` writes): one cue per entry, in
//! entry order, with `\n` line endings.
//!
//! - **Timing**: the first line of the entry's context when it is a timing line (what a parse
//!   of either dialect puts there), rewritten in the dialect's timestamp form; else the cue
//!   starts where the previous one ended (0 for the first) and lasts three seconds. WebVTT
//!   keeps the WebVTT cue settings after the end time (not SubRip's coordinates); SubRip
//!   drops what follows the end time.
//! - **Identifier**: SubRip writes the identifier as the cue number when it is a decimal
//!   number, else the cue's 1-based position; WebVTT writes it as the cue identifier (refused
//!   when it holds a line break or `-->`, or reads as a `NOTE`, `STYLE` or `REGION` line).
//! - **Text**: the translation when `target` is given (source text where there is none), else
//!   the source text, under the same rule as a build (no empty line, and in WebVTT no `-->`).
//!
//! Lost: the rest of the context, plurals (refused: convert with `--flatten-plurals`), statuses,
//! hidden flags, maximum lengths and labels (the formats have none of them).

use crate::create::{entry_error, monolingual_text, plural_refused};
use crate::error::FormatError;
use crate::language::Language;
use crate::model::{Entry, Text};

use super::render::{text_problem, write_text};
use super::timing::{parse_timing, write_timestamp};
use super::Dialect;

/// How long a cue without a timing of its own lasts, in milliseconds.
const DEFAULT_DURATION: u64 = 3000;

/// True for a WebVTT cue setting (`align:start`), not SubRip's coordinates (`X1:40`).
fn is_vtt_setting(s: &str) -> bool {
    s.split_once(':').is_some_and(|(name, value)| {
        !value.is_empty()
            && ["vertical", "line", "position", "size", "align", "region"].contains(&name)
    })
}

/// Writes `entries` as a new file of `dialect`.
pub(crate) fn create(
    entries: &[Entry],
    dialect: Dialect,
    target: Option<&Language>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    if dialect == Dialect::Vtt {
        out.extend_from_slice(b"WEBVTT\n\n");
    }
    let mut previous_end = 0;
    for (i, e) in entries.iter().enumerate() {
        let Text::Plain(text) = monolingual_text(e, target) else {
            return Err(plural_refused(dialect.key(), e));
        };
        if let Some(problem) = text_problem(text, dialect) {
            return Err(entry_error(e, problem));
        }
        match dialect {
            Dialect::Srt => {
                let id = e.identifier.as_ref();
                if !id.is_empty() && id.bytes().all(|b| b.is_ascii_digit()) {
                    out.extend_from_slice(id.as_bytes());
                } else {
                    out.extend_from_slice((i + 1).to_string().as_bytes());
                }
                out.push(b'\n');
            }
            Dialect::Vtt => {
                let id = e.identifier.as_ref();
                let bad = id.trim().is_empty()
                    || id.contains(['\n', '\r'])
                    || id.contains("-->")
                    || ["NOTE", "STYLE", "REGION"].iter().any(|k| {
                        id.strip_prefix(k)
                            .is_some_and(|r| r.is_empty() || r.starts_with([' ', '\t']))
                    });
                if bad {
                    return Err(entry_error(
                        e,
                        "the identifier cannot be a WebVTT cue identifier; expected one line of text, without `-->`, not starting with NOTE, STYLE or REGION",
                    ));
                }
                out.extend_from_slice(id.as_bytes());
                out.push(b'\n');
            }
        }
        let context_timing = e
            .context
            .as_deref()
            .and_then(|c| c.lines().next())
            .and_then(|line| {
                let t = parse_timing(line.as_bytes(), dialect).ok()?;
                Some((t.start, t.end, line.get(t.settings).unwrap_or_default()))
            });
        let (start, end, settings) =
            context_timing.unwrap_or((previous_end, previous_end + DEFAULT_DURATION, ""));
        previous_end = end;
        write_timestamp(start, dialect, out);
        out.extend_from_slice(b" --> ");
        write_timestamp(end, dialect, out);
        if dialect == Dialect::Vtt {
            for setting in settings.split([' ', '\t']).filter(|s| is_vtt_setting(s)) {
                out.push(b' ');
                out.extend_from_slice(setting.as_bytes());
            }
        }
        out.push(b'\n');
        if !text.is_empty() {
            write_text(text, b"\n", out);
            out.push(b'\n');
        }
        out.push(b'\n');
    }
    Ok(())
}
