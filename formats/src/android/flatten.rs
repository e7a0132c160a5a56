//! The Android half of reading a value: turns the XML-decoded pieces of a `<string>` or `<item>`
//! (text runs and inline tags) into the logical string, mirroring aapt2's `StringBuilder`
//! (`tools/aapt2/ResourceUtils.cpp`) and `ResourceParser::FlattenXmlSubtree`:
//!
//! - escapes `\t \n \' \" \@ \? \# \\` and `\uXXXX`; any other `\x` is `x`; a backslash that ends
//!   a text run (just before a tag) is dropped;
//! - outside `"…"` quotes, runs of ASCII whitespace collapse to one space; inside quotes they are
//!   kept; the quotes themselves are removed;
//! - when the value has no span tag (an unprefixed element such as `<b>`), leading whitespace of
//!   the first text run and trailing whitespace of the last one are trimmed first;
//! - span tags reset the quote and whitespace state; namespaced tags (`<xliff:g>`) do not.
//!
//! Tags are kept in the logical string as their source text. Two deliberate differences from
//! aapt2: an unescaped apostrophe outside quotes is taken literally (aapt2 rejects the file), and
//! `\u` needs exactly four hex digits (aapt2 accepts fewer at the very end of a run).
use std::borrow::Cow;

/// One piece of a value's content, in document order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Piece<'a> {
    /// XML-decoded character data (text, references and CDATA merged): its range in the
    /// decoded-text buffer, and the source range it came from (for error positions).
    Text(std::ops::Range<usize>, std::ops::Range<usize>),
    /// An inline start, end or empty-element tag, as written in the source.
    Tag {
        /// The tag's source text, `<b>` or `</xliff:g>`.
        raw: &'a str,
        /// True for span tags (no namespace prefix): they reset aapt2's text state.
        span: bool,
        /// True for start and empty-element tags (for "the value has spans").
        opens: bool,
    },
}

/// Why a value could not be read as Android text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct FlattenError {
    /// Source byte range of the text run holding the problem.
    pub run: std::ops::Range<usize>,
    /// Which `\u` escape of the run failed (0-based), for pointing at it.
    pub escape_index: usize,
    /// What was wrong and what was expected.
    pub message: String,
}

/// aapt2's `isspace` on ASCII (space, tab, LF, VT, FF, CR).
pub(crate) fn is_android_space(c: char) -> bool {
    matches!(c, ' ' | '\t' | '\n' | '\x0B' | '\x0C' | '\r')
}

/// Writes the logical string of `pieces` (whose text lives in `buf`) into `out`.
pub(crate) fn flatten(
    pieces: &[Piece<'_>],
    buf: &str,
    out: &mut String,
) -> Result<(), FlattenError> {
    let saw_span = pieces.iter().any(|p| {
        matches!(
            p,
            Piece::Tag {
                span: true,
                opens: true,
                ..
            }
        )
    });
    let first = pieces.iter().position(|p| matches!(p, Piece::Text(..)));
    let last = pieces.iter().rposition(|p| matches!(p, Piece::Text(..)));
    let mut state = State::default();
    for (i, piece) in pieces.iter().enumerate() {
        match piece {
            Piece::Text(text, range) => {
                let mut s = &buf[text.clone()];
                if !saw_span {
                    if Some(i) == first {
                        s = s.trim_start_matches(is_android_space);
                    }
                    if Some(i) == last {
                        s = s.trim_end_matches(is_android_space);
                    }
                }
                state
                    .append(s, out)
                    .map_err(|(escape_index, message)| FlattenError {
                        run: range.clone(),
                        escape_index,
                        message,
                    })?;
            }
            Piece::Tag { raw, span, .. } => {
                if *span {
                    state = State::default();
                }
                out.push_str(raw);
            }
        }
    }
    Ok(())
}

/// Flattens a single text run that has no tags around it (the common case), without building
/// pieces: same result as `flatten(&[Piece::Text(text, ..)])`.
pub(crate) fn flatten_plain(text: &str, out: &mut String) -> Result<(), (usize, String)> {
    let s = text.trim_matches(is_android_space);
    State::default().append(s, out)
}

/// [`flatten_plain`] of a text that may be borrowed from the file: the trimmed text itself,
/// still borrowed, when it needs no unescaping, collapsing or unquoting.
pub(crate) fn flatten_plain_cow(text: Cow<'_, str>) -> Result<Cow<'_, str>, (usize, String)> {
    if let Cow::Borrowed(t) = text {
        let s = t.trim_matches(is_android_space);
        if State::default().is_verbatim(s) {
            return Ok(Cow::Borrowed(s));
        }
    }
    let mut out = String::with_capacity(text.len());
    flatten_plain(&text, &mut out)?;
    Ok(Cow::Owned(out))
}

#[derive(Debug, Default, Clone, Copy)]
struct State {
    quote: bool,
    last_was_space: bool,
}

impl State {
    /// True when appending `text` is a plain copy: no escapes, quotes, collapsible whitespace.
    fn is_verbatim(&self, text: &str) -> bool {
        let mut prev_space = self.last_was_space;
        for &b in text.as_bytes() {
            match b {
                b' ' => {
                    if prev_space {
                        return false;
                    }
                    prev_space = true;
                }
                b'\\' | b'"' | b'\t' | b'\n' | b'\x0B' | b'\x0C' | b'\r' => return false,
                _ => prev_space = false,
            }
        }
        true
    }

    /// aapt2's `StringBuilder::AppendText`. Errors carry the index of the failing `\u` escape.
    fn append(&mut self, text: &str, out: &mut String) -> Result<(), (usize, String)> {
        // Fast path: nothing to unescape, collapse or unquote.
        if !self.quote && self.is_verbatim(text) {
            out.push_str(text);
            if !text.is_empty() {
                self.last_was_space = text.ends_with(' ');
            }
            return Ok(());
        }
        let mut unicode_escapes = 0usize;
        let mut chars = text.chars();
        while let Some(c) = chars.next() {
            if !self.quote && is_android_space(c) {
                if !self.last_was_space {
                    out.push(' ');
                    self.last_was_space = true;
                }
                continue;
            }
            self.last_was_space = false;
            match c {
                '\\' => match chars.next() {
                    None => {}
                    Some('t') => out.push('\t'),
                    Some('n') => out.push('\n'),
                    Some('u') => {
                        let mut code = 0u32;
                        for _ in 0..4 {
                            let digit = chars.clone().next().and_then(|d| d.to_digit(16));
                            match digit {
                                Some(d) => {
                                    chars.next();
                                    code = code * 16 + d;
                                }
                                None => {
                                    return Err((
                                        unicode_escapes,
                                        "broken \\u escape: expected four hex digits after \\u (as in \\u00e9)"
                                            .to_string(),
                                    ))
                                }
                            }
                        }
                        match char::from_u32(code) {
                            Some(ch) => out.push(ch),
                            None => {
                                return Err((
                                    unicode_escapes,
                                    format!(
                                        "\\u{code:04X} is half of a UTF-16 surrogate pair; expected a whole character (write it directly)"
                                    ),
                                ))
                            }
                        }
                        unicode_escapes += 1;
                    }
                    Some(other) => out.push(other),
                },
                '"' => self.quote = !self.quote,
                _ => out.push(c),
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn flat(s: &str) -> String {
        let mut out = String::new();
        flatten(&[Piece::Text(0..s.len(), 0..0)], s, &mut out).expect("valid");
        out
    }

    #[test]
    fn escapes_quotes_and_whitespace() {
        assert_eq!(
            flat(r#"Don\'t \"x\" a\\b \@ \? \n\tz"#),
            "Don't \"x\" a\\b @ ? \n\tz"
        );
        assert_eq!(flat("  a \n\t b  "), "a b");
        assert_eq!(flat("\"  a  \" b   c"), "  a   b c");
        assert_eq!(flat(r"\u00e9\u0020\u0020x"), "é  x");
        assert_eq!(flat(r"\q"), "q");
        assert_eq!(flat("a\\"), "a");
    }

    #[test]
    fn broken_unicode_escapes_fail() {
        let mut out = String::new();
        let text = r"ok \u00e9 \u12G4";
        let e = flatten(&[Piece::Text(0..text.len(), 3..9)], text, &mut out).expect_err("broken");
        assert_eq!(e.escape_index, 1);
        assert!(e.message.contains("four hex digits"));
        assert!(flatten(&[Piece::Text(0..6, 0..6)], r"\uD800", &mut out).is_err());
    }

    #[test]
    fn spans_reset_state_and_disable_trimming() {
        let buf = " a    b";
        let pieces = [
            Piece::Text(0..4, 0..0),
            Piece::Tag {
                raw: "<b>",
                span: true,
                opens: true,
            },
            Piece::Text(4..7, 0..0),
            Piece::Tag {
                raw: "</b>",
                span: true,
                opens: false,
            },
        ];
        let mut out = String::new();
        flatten(&pieces, buf, &mut out).expect("valid");
        assert_eq!(out, " a <b> b</b>");
        let buf = " a  b  ";
        let pieces = [
            Piece::Text(0..3, 0..0),
            Piece::Tag {
                raw: "<xliff:g>",
                span: false,
                opens: true,
            },
            Piece::Text(3..6, 0..0),
            Piece::Tag {
                raw: "</xliff:g>",
                span: false,
                opens: false,
            },
            Piece::Text(6..7, 0..0),
        ];
        out.clear();
        flatten(&pieces, buf, &mut out).expect("valid");
        assert_eq!(out, "a <xliff:g>b </xliff:g>");
    }
}
