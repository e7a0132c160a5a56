//! The layout of a JSON file: pretty (one member per line, indented) or minified, members
//! optionally sorted by key. The file is read into a tree of raw slices (strings and numbers are
//! written back byte for byte, escapes and all); only whitespace and member order change.

use crate::error::FormatError;

/// The formats whose files are JSON documents.
const JSON_FORMATS: &[&str] = &[
    "json",
    "i18next",
    "json-reference",
    "arb",
    "formatjs",
    "structured-json",
    "xcstrings",
];

/// Whether files of the format `key` are JSON documents.
pub fn is_json_format(key: &str) -> bool {
    JSON_FORMATS.contains(&key)
}

/// How a JSON file is laid out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum JsonLayout {
    /// One member or element per line, indented by this many spaces per level.
    Pretty(usize),
    /// No whitespace outside strings.
    Minify,
    /// As the file is: minified when it has no line break, else pretty with its own indent.
    Keep,
}

/// Deepest nesting read (the formats' own JSON readers stop earlier).
const MAX_DEPTH: usize = 512;

enum Node<'a> {
    Object(Vec<(&'a [u8], Node<'a>)>),
    Array(Vec<Node<'a>>),
    Scalar(&'a [u8]),
}

/// `src` (a JSON document) laid out as `layout`, every object's members sorted by key when
/// `sort_keys` (by the key's text; members with equal keys keep their order). A BOM and a
/// final line break are kept.
pub fn reformat_json(
    src: &[u8],
    layout: JsonLayout,
    sort_keys: bool,
) -> Result<Vec<u8>, FormatError> {
    let bom: &[u8] = if src.starts_with("\u{feff}".as_bytes()) {
        &src[..3]
    } else {
        &[]
    };
    let mut r = Reader {
        src,
        pos: bom.len(),
    };
    let mut root = r.value(0)?;
    r.skip_ws();
    if r.pos < src.len() {
        return Err(FormatError::at(
            src,
            r.pos,
            "expected the end of the document after its value",
        ));
    }
    if sort_keys {
        sort(&mut root);
    }
    let indent = match layout {
        JsonLayout::Pretty(n) => Some(n),
        JsonLayout::Minify => None,
        JsonLayout::Keep => (memchr::memchr(b'\n', src).is_some()).then(|| own_indent(src)),
    };
    let mut out = Vec::with_capacity(src.len());
    out.extend_from_slice(bom);
    write(&root, indent, 0, &mut out);
    if src.ends_with(b"\n") {
        out.push(b'\n');
    }
    Ok(out)
}

/// The indent of the first indented line, else 2.
fn own_indent(src: &[u8]) -> usize {
    src.split(|&b| b == b'\n')
        .skip(1)
        .map(|l| l.iter().take_while(|&&b| b == b' ').count())
        .find(|&n| n > 0)
        .unwrap_or(2)
}

fn sort(node: &mut Node) {
    match node {
        Node::Object(members) => {
            members.sort_by_cached_key(|(k, _)| {
                serde_json::from_slice::<String>(k)
                    .unwrap_or_else(|_| String::from_utf8_lossy(k).into_owned())
            });
            members.iter_mut().for_each(|(_, v)| sort(v));
        }
        Node::Array(items) => items.iter_mut().for_each(sort),
        Node::Scalar(_) => {}
    }
}

fn newline(indent: Option<usize>, level: usize, out: &mut Vec<u8>) {
    if let Some(n) = indent {
        out.push(b'\n');
        out.resize(out.len() + n * level, b' ');
    }
}

fn write(node: &Node, indent: Option<usize>, level: usize, out: &mut Vec<u8>) {
    match node {
        Node::Scalar(raw) => out.extend_from_slice(raw),
        Node::Array(items) if items.is_empty() => out.extend_from_slice(b"[]"),
        Node::Object(members) if members.is_empty() => out.extend_from_slice(b"{}"),
        Node::Array(items) => {
            out.push(b'[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(b',');
                }
                newline(indent, level + 1, out);
                write(item, indent, level + 1, out);
            }
            newline(indent, level, out);
            out.push(b']');
        }
        Node::Object(members) => {
            out.push(b'{');
            for (i, (key, value)) in members.iter().enumerate() {
                if i > 0 {
                    out.push(b',');
                }
                newline(indent, level + 1, out);
                out.extend_from_slice(key);
                out.extend_from_slice(if indent.is_some() { b": " } else { b":" });
                write(value, indent, level + 1, out);
            }
            newline(indent, level, out);
            out.push(b'}');
        }
    }
}

struct Reader<'a> {
    src: &'a [u8],
    pos: usize,
}

impl<'a> Reader<'a> {
    fn skip_ws(&mut self) {
        while self
            .src
            .get(self.pos)
            .is_some_and(|b| matches!(b, b' ' | b'\t' | b'\n' | b'\r'))
        {
            self.pos += 1;
        }
    }

    fn error(&self, message: &str) -> FormatError {
        FormatError::at(self.src, self.pos, message)
    }

    fn value(&mut self, depth: usize) -> Result<Node<'a>, FormatError> {
        if depth > MAX_DEPTH {
            return Err(self.error("the document nests deeper than 512 levels"));
        }
        self.skip_ws();
        match self.src.get(self.pos) {
            None => Err(self.error("expected a value, found the end of the document")),
            Some(b'{') => {
                self.pos += 1;
                let mut members = Vec::new();
                self.skip_ws();
                if self.src.get(self.pos) == Some(&b'}') {
                    self.pos += 1;
                    return Ok(Node::Object(members));
                }
                loop {
                    self.skip_ws();
                    if self.src.get(self.pos) != Some(&b'"') {
                        return Err(self.error("expected a member name in double quotes"));
                    }
                    let key = self.string()?;
                    self.skip_ws();
                    if self.src.get(self.pos) != Some(&b':') {
                        return Err(self.error("expected `:` after the member name"));
                    }
                    self.pos += 1;
                    let value = self.value(depth + 1)?;
                    members.push((key, value));
                    self.skip_ws();
                    match self.src.get(self.pos) {
                        Some(b',') => self.pos += 1,
                        Some(b'}') => {
                            self.pos += 1;
                            return Ok(Node::Object(members));
                        }
                        _ => return Err(self.error("expected `,` or `}` after a member")),
                    }
                }
            }
            Some(b'[') => {
                self.pos += 1;
                let mut items = Vec::new();
                self.skip_ws();
                if self.src.get(self.pos) == Some(&b']') {
                    self.pos += 1;
                    return Ok(Node::Array(items));
                }
                loop {
                    items.push(self.value(depth + 1)?);
                    self.skip_ws();
                    match self.src.get(self.pos) {
                        Some(b',') => self.pos += 1,
                        Some(b']') => {
                            self.pos += 1;
                            return Ok(Node::Array(items));
                        }
                        _ => return Err(self.error("expected `,` or `]` after an element")),
                    }
                }
            }
            Some(b'"') => Ok(Node::Scalar(self.string()?)),
            Some(_) => {
                let start = self.pos;
                while self.src.get(self.pos).is_some_and(|b| {
                    !matches!(b, b',' | b']' | b'}' | b' ' | b'\t' | b'\n' | b'\r')
                }) {
                    self.pos += 1;
                }
                if self.pos == start {
                    return Err(self.error("expected a value"));
                }
                Ok(Node::Scalar(&self.src[start..self.pos]))
            }
        }
    }

    /// The raw string at `pos` (a `"`), quotes included.
    fn string(&mut self) -> Result<&'a [u8], FormatError> {
        let start = self.pos;
        self.pos += 1;
        loop {
            match self.src.get(self.pos) {
                None => {
                    self.pos = start;
                    return Err(self.error("this string is not closed"));
                }
                Some(b'\\') => self.pos += 2,
                Some(b'"') => {
                    self.pos += 1;
                    return Ok(&self.src[start..self.pos]);
                }
                Some(_) => self.pos += 1,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const DOC: &[u8] = b"{\"b\": {\"z\": \"Z \\\"q\\\"\", \"a\": [1, 2.50, true]}, \"a\": \"A\", \"e\": {}, \"l\": []}\n";

    #[test]
    fn pretty_minify_and_sorted_keep_every_value_byte_for_byte() {
        let pretty = reformat_json(DOC, JsonLayout::Pretty(2), false).expect("valid");
        assert_eq!(
            String::from_utf8_lossy(&pretty),
            "{\n  \"b\": {\n    \"z\": \"Z \\\"q\\\"\",\n    \"a\": [\n      1,\n      2.50,\n      true\n    ]\n  },\n  \"a\": \"A\",\n  \"e\": {},\n  \"l\": []\n}\n"
        );
        let min = reformat_json(&pretty, JsonLayout::Minify, true).expect("valid");
        assert_eq!(
            String::from_utf8_lossy(&min),
            "{\"a\":\"A\",\"b\":{\"a\":[1,2.50,true],\"z\":\"Z \\\"q\\\"\"},\"e\":{},\"l\":[]}\n"
        );
        // Keep: a pretty file keeps its own indent.
        let four = reformat_json(DOC, JsonLayout::Pretty(4), false).expect("valid");
        let kept = reformat_json(&four, JsonLayout::Keep, true).expect("valid");
        assert!(String::from_utf8_lossy(&kept).starts_with("{\n    \"a\": \"A\""));
        let bom =
            reformat_json("\u{feff}[ 1 ]".as_bytes(), JsonLayout::Minify, false).expect("bom");
        assert_eq!(bom, "\u{feff}[1]".as_bytes());
    }

    #[test]
    fn broken_documents_are_refused_with_their_position() {
        let e = reformat_json(b"{\n  \"a\": 1\n  \"b\": 2\n}", JsonLayout::Minify, false)
            .expect_err("missing comma");
        assert_eq!((e.line, e.column), (3, 3), "{e:?}");
        assert!(e.message.contains("`,` or `}`"));
        let e = reformat_json(b"[\"open", JsonLayout::Minify, false).expect_err("open string");
        assert_eq!((e.line, e.column), (1, 2));
        assert!(reformat_json(b"[1] 2", JsonLayout::Minify, false).is_err());
        let deep = "[".repeat(600) + &"]".repeat(600);
        assert!(reformat_json(deep.as_bytes(), JsonLayout::Minify, false).is_err());
    }
}
