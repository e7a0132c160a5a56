//! One node: its properties (anchors and tags), and a scalar or collection written inline.

use std::borrow::Cow;

use super::lines::is_blank_at;
use super::{Ctx, Parser, Scalar, Tag, Value};
use crate::error::{ErrorKind, FormatError};
use crate::yaml::resolve::plain_is_string;
use crate::yaml::scalar::{self, Stop};
use crate::yaml::slot::{Style, MAX_INDENT};

impl<'a> Parser<'a, '_> {
    /// Anchors and tags before a node; returns (an anchor or a non-string tag, the tag's
    /// meaning). Sets
    /// `self.bang` to where a non-specific `!` tag starts when it is the last property.
    pub(super) fn properties(&mut self) -> Result<(bool, Option<Tag>), FormatError> {
        let b = self.b;
        let mut any = false;
        let mut tag = None;
        self.bang = None;
        loop {
            while self.pos < b.len() && matches!(b[self.pos], b' ' | b'\t') {
                self.pos += 1;
            }
            let at = self.pos;
            match b.get(at) {
                Some(b'&') => {
                    let mut i = at + 1;
                    while i < b.len()
                        && !matches!(
                            b[i],
                            b' ' | b'\t' | b'\r' | b'\n' | b',' | b'[' | b']' | b'{' | b'}'
                        )
                    {
                        i += 1;
                    }
                    if i == at + 1 {
                        return Err(self.err(at, "an anchor without a name; expected `&name`"));
                    }
                    self.pos = i;
                    self.bang = None;
                    any = true;
                }
                Some(b'!') => {
                    let mut i = at + 1;
                    while i < b.len()
                        && !matches!(
                            b[i],
                            b' ' | b'\t' | b'\r' | b'\n' | b',' | b'[' | b']' | b'{' | b'}'
                        )
                    {
                        i += 1;
                    }
                    let t = self.tag(at, &self.s[at..i])?;
                    tag = Some(t);
                    any |= t == Tag::Other;
                    self.bang = (i == at + 1).then_some(at);
                    self.pos = i;
                }
                _ => return Ok((any, tag)),
            }
        }
    }

    pub(super) fn tag(&self, at: usize, t: &str) -> Result<Tag, FormatError> {
        const OTHER: [&str; 12] = [
            "int",
            "float",
            "bool",
            "null",
            "binary",
            "timestamp",
            "map",
            "seq",
            "omap",
            "set",
            "pairs",
            "merge",
        ];
        let name = t.strip_prefix("!!").or_else(|| {
            t.strip_prefix("!<tag:yaml.org,2002:")
                .and_then(|r| r.strip_suffix('>'))
        });
        match (t, name) {
            ("!", _) | (_, Some("str")) => Ok(Tag::Str),
            (_, Some(n)) if OTHER.contains(&n) || n == "value" => Ok(Tag::Other),
            _ => Err(self.err(
                at,
                format!("unknown tag `{t}`; expected no tag or a standard YAML tag (!!str, !!int, !!float, !!bool, !!null, !!binary, !!timestamp, !!map, !!seq)"),
            )),
        }
    }

    /// The node after a key's `:` or a sequence's `-` (on this line or the lines below); sits
    /// in a parent at column `parent`. Leaves `pos` at a line start.
    pub(super) fn node(
        &mut self,
        parent: isize,
        ctx: Ctx,
        comment: Option<String>,
    ) -> Result<Value<'a>, FormatError> {
        let b = self.b;
        let (props, tag) = self.properties()?;
        if matches!(b.get(self.pos), None | Some(b'\n' | b'\r' | b'#')) {
            self.finish_line()?;
            let Some(m) = self.skip_to_content()? else {
                return Ok(Value::Other);
            };
            let c = b[self.pos];
            let dash = c == b'-' && is_blank_at(b, self.pos + 1);
            if self.at_marker() {
                return Ok(Value::Other);
            }
            if (m as isize) > parent {
                if dash {
                    self.block_sequence(m)?;
                    return Ok(Value::Container);
                }
                if self.is_key_line(self.pos) {
                    self.block_mapping(m, false, comment)?;
                    return Ok(Value::Container);
                }
                return self.inline(parent, Ctx::Map, props, tag, comment);
            }
            if m as isize == parent && ctx == Ctx::Map && dash {
                self.block_sequence(m)?;
                return Ok(Value::Container);
            }
            self.pos -= m;
            return Ok(Value::Other);
        }
        self.inline(parent, ctx, props, tag, comment)
    }

    pub(super) fn string_for(&self, tag: Option<Tag>, style: Style, text: &str) -> bool {
        match tag {
            Some(Tag::Str) => true,
            Some(Tag::Other) => false,
            None => style != Style::Plain || plain_is_string(text, self.rails),
        }
    }

    /// A node that starts at `self.pos` on a line with content.
    pub(super) fn inline(
        &mut self,
        parent: isize,
        ctx: Ctx,
        props: bool,
        tag: Option<Tag>,
        comment: Option<String>,
    ) -> Result<Value<'a>, FormatError> {
        let b = self.b;
        let at = self.pos;
        let c = b[at];
        let col = self.col(at);
        if ctx == Ctx::Seq && !props && self.is_key_line(at) {
            self.block_mapping(col, false, comment)?;
            return Ok(Value::Container);
        }
        let (span, text, style) = match c {
            b'|' | b'>' => {
                let blk = scalar::block(self.s, at, parent)?;
                if blk.indent > MAX_INDENT {
                    return Err(self
                        .err(at, format!("a block scalar indented more than {MAX_INDENT} columns; expected less indentation"))
                        .with_kind(ErrorKind::Limit));
                }
                self.pos = blk.resume;
                let style = if c == b'|' {
                    Style::Literal
                } else {
                    Style::Folded
                };
                let string = self.string_for(tag, style, &blk.text);
                return Ok(Value::Scalar(Scalar {
                    span: at..blk.span_end,
                    text: Cow::Owned(blk.text),
                    style,
                    flow: false,
                    indent: blk.indent,
                    string,
                    props,
                }));
            }
            b'\'' => {
                let (end, t) = scalar::single(self.s, at)?;
                self.pos = end;
                (at..end, t, Style::Single)
            }
            b'"' => {
                let (end, t) = scalar::double(self.s, at)?;
                self.pos = end;
                (at..end, t, Style::Double)
            }
            b'[' | b'{' => {
                self.flow(None)?;
                self.finish_line()?;
                return Ok(Value::Container);
            }
            b'*' => {
                let mut i = at + 1;
                while i < b.len() && !matches!(b[i], b' ' | b'\t' | b'\r' | b'\n') {
                    i += 1;
                }
                self.pos = i;
                self.finish_line()?;
                return Ok(Value::Other);
            }
            b'-' if is_blank_at(b, at + 1) => {
                if ctx == Ctx::Seq {
                    self.block_sequence(col)?;
                    return Ok(Value::Container);
                }
                return Err(self.err(
                    at,
                    "a sequence cannot start on its key's line; expected its items (`- `) on the lines below",
                ));
            }
            b'?' if is_blank_at(b, at + 1) => {
                return Err(self
                    .err(
                        at,
                        "complex keys (`? `) are not supported; expected `key: value`",
                    )
                    .with_kind(ErrorKind::Unsupported))
            }
            b'%' | b'@' | b'`' | b',' | b']' | b'}' => {
                return Err(self.err(
                    at,
                    format!(
                        "a value cannot start with `{}`; expected the value in quotes",
                        c as char
                    ),
                ))
            }
            _ => {
                let p = scalar::plain(self.s, at, parent, false)?;
                if p.stop == Stop::Colon {
                    return Err(self.err(
                        p.resume,
                        "`: ` inside an unquoted value; expected the value in quotes (or nested keys on the lines below)",
                    ));
                }
                self.pos = p.resume;
                (at..p.end, p.text, Style::Plain)
            }
        };
        self.finish_line()?;
        let string = self.string_for(tag, style, &text);
        let span = self.bang.take().unwrap_or(span.start)..span.end;
        Ok(Value::Scalar(Scalar {
            span,
            text,
            style,
            flow: false,
            indent: 0,
            string,
            props,
        }))
    }
}
