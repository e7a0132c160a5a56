//! Flow collections (`[…]`, `{…}`): their blanks and comments, members and values.

use std::borrow::Cow;

use super::{Parser, Scalar};
use crate::error::{ErrorKind, FormatError};
use crate::yaml::scalar::{self, eol, Stop};
use crate::yaml::slot::Style;

impl<'a> Parser<'a, '_> {
    /// Blanks, line breaks and comments inside a flow collection opened at `open`.
    pub(super) fn flow_ws(&mut self, open: usize) -> Result<(), FormatError> {
        let b = self.b;
        loop {
            match b.get(self.pos) {
                Some(b' ' | b'\t' | b'\r' | b'\n') => self.pos += 1,
                Some(b'#') => self.pos = eol(b, self.pos),
                Some(_) => return Ok(()),
                None => {
                    let close = if b[open] == b'[' { ']' } else { '}' };
                    return Err(self.err(
                        open,
                        format!("unterminated flow collection; expected a closing `{close}`"),
                    ));
                }
            }
        }
    }

    /// A flow collection (`[…]` or `{…}`) at `self.pos`; leaves `pos` after its closing bracket.
    pub(super) fn flow(&mut self, _comment: Option<String>) -> Result<(), FormatError> {
        let b = self.b;
        let open = self.pos;
        self.enter(open)?;
        let base = self.path.len();
        let seq = b[open] == b'[';
        let close = if seq { b']' } else { b'}' };
        self.pos += 1;
        let mut i = 0usize;
        loop {
            self.flow_ws(open)?;
            if b[self.pos] == close {
                self.pos += 1;
                break;
            }
            self.path.truncate(base);
            if seq {
                self.path.push('[');
                self.path.push_str(&i.to_string());
                self.path.push(']');
                self.flow_value(open)?;
            } else {
                let key_at = self.pos;
                let key: Cow<'a, str> = match b[key_at] {
                    b'\'' => {
                        let (e, t) = scalar::single(self.s, key_at)?;
                        self.pos = e;
                        t
                    }
                    b'"' => {
                        let (e, t) = scalar::double(self.s, key_at)?;
                        self.pos = e;
                        t
                    }
                    b'[' | b'{' | b'?' | b'&' | b'!' | b'*' | b',' | b']' | b'}' => {
                        return Err(
                            self.err(key_at, "expected a plain or quoted key in a flow mapping")
                        )
                    }
                    _ => {
                        let p = scalar::plain(self.s, key_at, -1, true)?;
                        self.pos = p.resume;
                        p.text
                    }
                };
                self.push_key(&key);
                self.flow_ws(open)?;
                if b[self.pos] == b':' {
                    self.pos += 1;
                    self.flow_ws(open)?;
                    if !matches!(b[self.pos], b',' | b'}') {
                        self.flow_value(open)?;
                    }
                }
            }
            i += 1;
            self.flow_ws(open)?;
            match b[self.pos] {
                b',' => self.pos += 1,
                c if c == close => {
                    self.pos += 1;
                    break;
                }
                _ => {
                    return Err(self.err(
                        self.pos,
                        format!("expected `,` or `{}` in a flow collection", close as char),
                    ))
                }
            }
        }
        self.path.truncate(base);
        self.depth -= 1;
        Ok(())
    }

    /// One value inside a flow collection, emitted when it is a string.
    pub(super) fn flow_value(&mut self, open: usize) -> Result<(), FormatError> {
        let b = self.b;
        let (props, tag) = self.properties()?;
        self.flow_ws(open)?;
        let at = self.pos;
        let (span, text, style) = match b[at] {
            b'[' | b'{' => return self.flow(None),
            b'\'' => {
                let (e, t) = scalar::single(self.s, at)?;
                self.pos = e;
                (at..e, t, Style::Single)
            }
            b'"' => {
                let (e, t) = scalar::double(self.s, at)?;
                self.pos = e;
                (at..e, t, Style::Double)
            }
            b'*' => {
                while self.pos < b.len()
                    && !matches!(
                        b[self.pos],
                        b' ' | b'\t' | b'\r' | b'\n' | b',' | b']' | b'}'
                    )
                {
                    self.pos += 1;
                }
                return Ok(());
            }
            b',' | b']' | b'}' => return Ok(()),
            _ => {
                let p = scalar::plain(self.s, at, -1, true)?;
                if p.stop == Stop::Colon {
                    return Err(self
                        .err(p.resume, "a `key: value` pair inside a flow sequence is not supported; expected a value")
                        .with_kind(ErrorKind::Unsupported));
                }
                self.pos = p.resume;
                (at..p.end, p.text, Style::Plain)
            }
        };
        let string = self.string_for(tag, style, &text);
        if string || self.raw.is_some() {
            let id = self.path.clone();
            let span = self.bang.take().unwrap_or(span.start)..span.end;
            let sc = Scalar {
                span,
                text,
                style,
                flow: true,
                indent: 0,
                string,
                props,
            };
            self.emit_value(id, sc, None, !string)?;
        }
        Ok(())
    }
}
