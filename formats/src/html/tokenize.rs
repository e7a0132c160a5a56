//! A layout-preserving HTML tokenizer: the file cut into text, start tags (with each attribute's
//! name and value bytes), end tags, comment-like markup and raw text, every token with its byte
//! range, so that a build can splice into the original bytes.
//!
//! Written by hand on purpose: html5ever's tokenizer and lol_html (the HTML5 parsers of the
//! field) hand out tokens without the byte offsets of each tag, attribute value and text, and a
//! build must write a translation exactly where its text stood and leave every other byte as it
//! was. It follows the WHATWG tokenizer where the cut between tokens depends on it: what starts a
//! tag (`<` and a letter), comments (`<!-->` and `--!>` included), bogus comments (`<?…>`,
//! `<!…>`, `</…>` of no tag name), attribute quoting, the raw text of `script`, `style`, `xmp`,
//! `iframe`, `noembed` and `noframes` and the escapable raw text of `title` and `textarea` (up
//! to their own end tag), `plaintext` to the end of the file. A tag cut off by the end of the
//! file is markup of its own (the spec drops it; its bytes are kept all the same). Not followed:
//! a `script`'s escaped states (`<!--<script>` inside a script): the first `</script` ends it.

use std::ops::Range;

/// How an attribute value is quoted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Quote {
    Double,
    Single,
    Bare,
}

/// One attribute of a tag.
#[derive(Debug, Clone)]
pub(crate) struct Attr {
    /// The name, lower-cased.
    pub name: String,
    /// Where the attribute starts (its name) and ends (after its value).
    pub span: Range<usize>,
    /// The value's bytes (inside the quotes) and its quoting; `None` for a bare name.
    pub value: Option<(Range<usize>, Quote)>,
}

/// What a token is.
#[derive(Debug, Clone)]
pub(crate) enum Token {
    /// Text (character references not yet decoded); also the content of `title` and `textarea`.
    Text,
    /// A start tag: lower-cased name, attributes, and whether it ends in `/>`.
    Start {
        name: String,
        attrs: Vec<Attr>,
        self_closing: bool,
    },
    /// An end tag, its name lower-cased.
    End { name: String },
    /// A comment, doctype, processing instruction, bogus comment or a tag cut off by the end of
    /// the file: markup that holds no text.
    Other,
    /// The raw text of `script`, `style`, `xmp`, `iframe`, `noembed`, `noframes`, `plaintext`.
    Raw,
}

/// A token and its bytes.
#[derive(Debug, Clone)]
pub(crate) struct Tok {
    pub token: Token,
    pub span: Range<usize>,
}

/// The tokens of a file, in order; they cover every byte.
pub(crate) struct Tokenizer<'a> {
    b: &'a [u8],
    pos: usize,
    /// After the start tag of a raw-text element: its name, and whether its content is text
    /// (`title`, `textarea`) rather than raw.
    raw: Option<(&'static str, bool)>,
}

/// HTML's whitespace: space, tab, line feed, form feed, carriage return.
pub(crate) fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\x0C' | b'\r')
}

/// The elements whose content the tokenizer reads as raw text up to their end tag, and whether
/// that content is text with character references (escapable raw text).
fn raw_content(name: &str) -> Option<(&'static str, bool)> {
    Some(match name {
        "script" => ("script", false),
        "style" => ("style", false),
        "xmp" => ("xmp", false),
        "iframe" => ("iframe", false),
        "noembed" => ("noembed", false),
        "noframes" => ("noframes", false),
        "plaintext" => ("plaintext", false),
        "title" => ("title", true),
        "textarea" => ("textarea", true),
        _ => return None,
    })
}

impl<'a> Tokenizer<'a> {
    /// The tokens of `text`, after its byte-order mark if it has one.
    pub fn new(text: &'a str) -> Tokenizer<'a> {
        Tokenizer {
            b: text.as_bytes(),
            pos: if text.starts_with('\u{FEFF}') { 3 } else { 0 },
            raw: None,
        }
    }

    /// Where the next `</name` followed by a tag's end or whitespace starts, from `from`.
    fn end_tag_of(&self, from: usize, name: &str) -> usize {
        if name == "plaintext" {
            return self.b.len();
        }
        let mut i = from;
        while let Some(p) = memchr::memmem::find(&self.b[i..], b"</") {
            let at = i + p;
            let after = at + 2 + name.len();
            if self
                .b
                .get(at + 2..after)
                .is_some_and(|n| n.eq_ignore_ascii_case(name.as_bytes()))
                && self
                    .b
                    .get(after)
                    .is_some_and(|c| is_space(*c) || *c == b'/' || *c == b'>')
            {
                return at;
            }
            i = at + 2;
        }
        self.b.len()
    }

    /// Whether a `<` at `at` starts markup (else it is text).
    fn starts_markup(&self, at: usize) -> bool {
        match self.b.get(at + 1) {
            Some(c) if c.is_ascii_alphabetic() => true,
            Some(b'!' | b'?') => true,
            // `</` and a letter is an end tag, `</>` is dropped, anything else a bogus comment;
            // only the end of the file after `</` leaves it text.
            Some(b'/') => self.b.get(at + 2).is_some(),
            _ => false,
        }
    }

    /// The end of markup that runs to the next `>` from `from` (after it), or the end of the file.
    fn to_gt(&self, from: usize) -> usize {
        memchr::memchr(b'>', &self.b[from.min(self.b.len())..])
            .map_or(self.b.len(), |p| from + p + 1)
    }

    /// The markup starting at `start` (a `<` that starts markup).
    fn markup(&mut self, start: usize) -> Tok {
        let b = self.b;
        let other = |end: usize| Tok {
            token: Token::Other,
            span: start..end,
        };
        match b.get(start + 1) {
            Some(b'!') if b[start..].starts_with(b"<!--") => {
                let body = start + 4;
                let end = if b.get(body) == Some(&b'>') {
                    body + 1
                } else if b[body..].starts_with(b"->") {
                    body + 2
                } else {
                    // The first `--` followed by `>` or `!>`: one pass, never a search to the end
                    // of the file per comment.
                    let mut i = body;
                    loop {
                        let Some(p) = memchr::memmem::find(&b[i..], b"--") else {
                            break b.len();
                        };
                        let at = i + p;
                        match (b.get(at + 2), b.get(at + 3)) {
                            (Some(b'>'), _) => break at + 3,
                            (Some(b'!'), Some(b'>')) => break at + 4,
                            _ => i = at + 1,
                        }
                    }
                };
                other(end)
            }
            Some(b'!' | b'?') => other(self.to_gt(start + 2)),
            Some(b'/') => match b.get(start + 2) {
                Some(c) if c.is_ascii_alphabetic() => self.tag(start, start + 2, true),
                Some(b'>') => other(start + 3),
                _ => other(self.to_gt(start + 2)),
            },
            _ => self.tag(start, start + 1, false),
        }
    }

    /// A start or end tag whose name starts at `name_at`.
    fn tag(&mut self, start: usize, name_at: usize, end_tag: bool) -> Tok {
        let b = self.b;
        let len = b.len();
        let mut i = name_at;
        while i < len && !is_space(b[i]) && b[i] != b'/' && b[i] != b'>' {
            i += 1;
        }
        let name = String::from_utf8_lossy(&b[name_at..i]).to_ascii_lowercase();
        let mut attrs = Vec::new();
        let mut self_closing = false;
        let cut = Tok {
            token: Token::Other,
            span: start..len,
        };
        loop {
            while i < len && (is_space(b[i]) || b[i] == b'/') {
                self_closing = b[i] == b'/' && b.get(i + 1) == Some(&b'>');
                i += 1;
            }
            if i >= len {
                return cut;
            }
            if b[i] == b'>' {
                i += 1;
                break;
            }
            self_closing = false;
            let name_start = i;
            // The first character of a name may be `=`.
            i += 1;
            while i < len && !is_space(b[i]) && !matches!(b[i], b'/' | b'>' | b'=') {
                i += 1;
            }
            let attr_name = String::from_utf8_lossy(&b[name_start..i]).to_ascii_lowercase();
            let mut j = i;
            while j < len && is_space(b[j]) {
                j += 1;
            }
            let mut value = None;
            if b.get(j) == Some(&b'=') {
                j += 1;
                while j < len && is_space(b[j]) {
                    j += 1;
                }
                match b.get(j) {
                    None => return cut,
                    Some(q @ (b'"' | b'\'')) => {
                        let Some(p) = memchr::memchr(*q, &b[j + 1..]) else {
                            return cut;
                        };
                        let quote = if *q == b'"' {
                            Quote::Double
                        } else {
                            Quote::Single
                        };
                        value = Some((j + 1..j + 1 + p, quote));
                        i = j + 2 + p;
                    }
                    Some(b'>') => i = j,
                    Some(_) => {
                        let from = j;
                        while j < len && !is_space(b[j]) && b[j] != b'>' {
                            j += 1;
                        }
                        value = Some((from..j, Quote::Bare));
                        i = j;
                    }
                }
            }
            attrs.push(Attr {
                name: attr_name,
                span: name_start..i,
                value,
            });
        }
        let token = if end_tag {
            Token::End { name }
        } else {
            // `/>` closes no HTML element that is not void: `<script/>` still has raw text.
            self.raw = raw_content(&name);
            Token::Start {
                name,
                attrs,
                self_closing,
            }
        };
        Tok {
            token,
            span: start..i,
        }
    }
}

impl Iterator for Tokenizer<'_> {
    type Item = Tok;

    fn next(&mut self) -> Option<Tok> {
        let b = self.b;
        let start = self.pos;
        if start >= b.len() {
            return None;
        }
        if let Some((name, text)) = self.raw.take() {
            let end = self.end_tag_of(start, name);
            if end > start {
                self.pos = end;
                return Some(Tok {
                    token: if text { Token::Text } else { Token::Raw },
                    span: start..end,
                });
            }
        }
        if b[start] == b'<' && self.starts_markup(start) {
            let tok = self.markup(start);
            self.pos = tok.span.end;
            return Some(tok);
        }
        let mut i = start + 1;
        let end = loop {
            match memchr::memchr(b'<', &b[i.min(b.len())..]) {
                Some(p) if self.starts_markup(i + p) => break i + p,
                Some(p) => i += p + 1,
                None => break b.len(),
            }
        };
        self.pos = end;
        Some(Tok {
            token: Token::Text,
            span: start..end,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(s: &str) -> Vec<String> {
        Tokenizer::new(s)
            .map(|t| {
                let bytes = &s[t.span.clone()];
                match t.token {
                    Token::Text => format!("T:{bytes}"),
                    Token::Start { name, attrs, .. } => {
                        let a: Vec<String> = attrs
                            .iter()
                            .map(|a| match &a.value {
                                Some((r, q)) => format!("{}={:?}:{}", a.name, q, &s[r.clone()]),
                                None => a.name.clone(),
                            })
                            .collect();
                        format!("S:{name}[{}]", a.join(","))
                    }
                    Token::End { name } => format!("E:{name}"),
                    Token::Other => format!("O:{bytes}"),
                    Token::Raw => format!("R:{bytes}"),
                }
            })
            .collect()
    }

    #[test]
    fn tokens_cover_every_byte_with_their_kind() {
        let s = "<!DOCTYPE html><P Class=a title='x >y' alt=\"q\" hidden>a < b &amp; c</p><!-- c --><br/>";
        assert_eq!(
            kinds(s),
            vec![
                "O:<!DOCTYPE html>",
                "S:p[class=Bare:a,title=Single:x >y,alt=Double:q,hidden]",
                "T:a < b &amp; c",
                "E:p",
                "O:<!-- c -->",
                "S:br[]",
            ]
        );
        assert_eq!(
            kinds("<script>if (a</b) x()</script ><title>A &lt;b></title>"),
            vec![
                "S:script[]",
                "R:if (a</b) x()",
                "E:script",
                "S:title[]",
                "T:A &lt;b>",
                "E:title"
            ]
        );
        assert_eq!(kinds("<!-->x<!--->"), vec!["O:<!-->", "T:x", "O:<!--->"]);
        assert_eq!(
            kinds("<!-- a -- b --->x<!-- c --!>y"),
            vec!["O:<!-- a -- b --->", "T:x", "O:<!-- c --!>", "T:y"]
        );
        assert_eq!(
            kinds("a</>b<?php x ?>"),
            vec!["T:a", "O:</>", "T:b", "O:<?php x ?>"]
        );
        assert_eq!(kinds("x<p a=\"unclosed"), vec!["T:x", "O:<p a=\"unclosed"]);
        assert_eq!(kinds("<!-- open"), vec!["O:<!-- open"]);
    }
}
