//! MO messages as PO text, as `msgunfmt` writes them: the header first, then each message in
//! table order (`msgctxt` from the part before EOT, `msgid_plural` and `msgstr[n]` from the
//! NUL-separated parts), each keyword on one line. The MO format then reads this text with the
//! PO format's parse, so identifiers, charsets and the msgstr index ↔ CLDR category mapping are
//! the PO format's own (nothing of it repeated here). Keeps, per line, the byte offset of the MO
//! string it came from, so an error the PO parse finds is reported at the MO's byte offset.

use std::collections::HashMap;

use super::read::{at_byte, RawMessage};
use crate::error::{ErrorKind, FormatError};
use crate::po::{header_info, Charset};

/// A catalog as PO text, with where each of its lines came from in the MO file.
pub(crate) struct Decompiled {
    /// The PO text (in the catalog's charset, as the MO holds it).
    pub text: Vec<u8>,
    /// Per line of `text` (line 1 first): the byte offset of the MO string it holds.
    pub origin: Vec<usize>,
}

impl Decompiled {
    /// The MO byte offset of what a PO error at `line` points at.
    pub fn offset_of_line(&self, line: usize) -> usize {
        let i = line
            .saturating_sub(1)
            .min(self.origin.len().saturating_sub(1));
        self.origin.get(i).copied().unwrap_or(0)
    }

    /// `e`, an error of the PO parse of `text`, placed at the MO byte offset it concerns.
    pub fn relocate(&self, e: FormatError) -> FormatError {
        let at = self.offset_of_line(e.line);
        let kind = e.kind;
        at_byte(at, e.message).with_kind(kind)
    }
}

/// The PO text of `messages` (refusing two messages with the same key, which gettext could not
/// tell apart).
pub(crate) fn decompile(messages: &[RawMessage<'_>]) -> Result<Decompiled, FormatError> {
    let header = messages.iter().find(|m| m.is_header());
    let multibyte = header
        .map(|h| header_info(&String::from_utf8_lossy(h.trans)))
        .and_then(|info| info.charset)
        .and_then(|label| Charset::from_label(&label).ok())
        .unwrap_or(Charset::UTF8)
        .multibyte();
    let size: usize = messages
        .iter()
        .map(|m| m.orig.len() + m.trans.len() + 48)
        .sum();
    let mut out = Decompiled {
        text: Vec::with_capacity(size),
        origin: Vec::with_capacity(messages.len() * 4),
    };
    let mut seen: HashMap<&[u8], usize> = HashMap::with_capacity(messages.len());
    let ordered = header
        .into_iter()
        .chain(messages.iter().filter(|m| !m.is_header()));
    for m in ordered {
        if let Some(first) = seen.insert(m.key(), m.orig_at) {
            return Err(at_byte(
                m.orig_at,
                format!(
                    "a second message with the original string of the one at byte offset {first}; expected each msgctxt and msgid once"
                ),
            )
            .with_kind(ErrorKind::DuplicateIdentifier));
        }
        let mut parts = m.orig.splitn(2, |&b| b == 0);
        let key = parts.next().unwrap_or_default();
        let plural = parts.next();
        let (ctxt, msgid) = match key.iter().position(|&b| b == 4) {
            Some(p) => (Some(&key[..p]), &key[p + 1..]),
            None => (None, key),
        };
        if let Some(c) = ctxt {
            out.line(b"msgctxt", c, m.orig_at, multibyte);
        }
        let msgid_at = m.orig_at + ctxt.map_or(0, |c| c.len() + 1);
        out.line(b"msgid", msgid, msgid_at, multibyte);
        match plural {
            None => out.line(b"msgstr", m.trans, m.trans_at, multibyte),
            Some(p) => {
                out.line(b"msgid_plural", p, msgid_at + msgid.len() + 1, multibyte);
                let mut at = m.trans_at;
                for (i, form) in m.trans.split(|&b| b == 0).enumerate() {
                    out.line(format!("msgstr[{i}]").as_bytes(), form, at, multibyte);
                    at += form.len() + 1;
                }
            }
        }
        out.text.push(b'\n');
        out.origin.push(m.trans_at + m.trans.len());
    }
    Ok(out)
}

impl Decompiled {
    /// One `keyword "value"` line, the value's bytes escaped as PO reads them back (multibyte
    /// characters of the catalog's charset copied whole, so a trail byte that looks like `\` or
    /// `"` stays part of its character).
    fn line(&mut self, keyword: &[u8], value: &[u8], at: usize, multibyte: crate::po::Multibyte) {
        let t = &mut self.text;
        t.extend_from_slice(keyword);
        t.extend_from_slice(b" \"");
        let mut i = 0;
        while i < value.len() {
            let b = value[i];
            let trail = multibyte.trail_len(b, value.get(i + 1).copied());
            if trail > 0 && i + trail < value.len() {
                t.extend_from_slice(&value[i..=i + trail]);
                i += trail + 1;
                continue;
            }
            match b {
                b'"' => t.extend_from_slice(b"\\\""),
                b'\\' => t.extend_from_slice(b"\\\\"),
                b'\n' => t.extend_from_slice(b"\\n"),
                b'\t' => t.extend_from_slice(b"\\t"),
                b'\r' => t.extend_from_slice(b"\\r"),
                0..=0x1f | 0x7f => t.extend_from_slice(format!("\\{b:03o}").as_bytes()),
                _ => t.push(b),
            }
            i += 1;
        }
        t.extend_from_slice(b"\"\n");
        self.origin.push(at);
    }
}
