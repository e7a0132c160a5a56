//! The JSON-array dialect of a strings body (`[ {…}, {…} ]`), read element by element as its
//! bytes arrive: only the element being read is held, each is decoded on its own as soon as its
//! closing `,` or `]` arrives, and an element longer than the line cap is refused before it is
//! held whole. Errors carry the line and column in the whole body (as serde_json would give them
//! for the whole array) and the 1-based index of the element. Telling the dialects apart (the BOM,
//! the first byte) is the decoder's business in `mod.rs`, not this file's.

use serde::de::DeserializeOwned;

use super::{decode_record, describe, FastPath, NdjsonError};

/// Where the reader stands between bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum State {
    /// Before the opening `[`.
    Open,
    /// After `[`: an element or `]`.
    First,
    /// After a `,`: an element.
    Next,
    /// Inside an element.
    Element,
    /// After the closing `]`: only blanks.
    Closed,
}

/// Reads the elements of one JSON array of `T`, fed in chunks.
pub(super) struct ArrayReader {
    state: State,
    /// The element being read, from its first non-blank byte.
    element: Vec<u8>,
    /// 1-based index of the element being read (or of the next one).
    index: usize,
    /// Line (1-based) and bytes before it on its line, of the next byte not yet accounted for.
    /// Bytes of the element being read are accounted for when it ends.
    line: usize,
    col: usize,
    /// The same position of the element's first byte.
    start: (usize, usize),
    /// Nesting of `[`/`{` inside the element, outside strings.
    depth: usize,
    in_string: bool,
    /// The previous byte, inside a string, was a backslash.
    escaped: bool,
    max_element: usize,
}

/// JSON's own blanks (not form feed or vertical tab, which serde_json refuses).
fn blank(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r')
}

impl ArrayReader {
    /// A reader refusing elements longer than `max_element` bytes.
    pub(super) fn new(max_element: usize) -> ArrayReader {
        ArrayReader {
            state: State::Open,
            element: Vec::new(),
            index: 1,
            line: 1,
            col: 0,
            start: (1, 0),
            depth: 0,
            in_string: false,
            escaped: false,
            max_element,
        }
    }

    /// Reads `chunk`, appending every element it completes to `out`.
    pub(super) fn feed<T: DeserializeOwned>(
        &mut self,
        chunk: &[u8],
        out: &mut Vec<T>,
        fast: &mut Option<FastPath<T>>,
    ) -> Result<(), NdjsonError> {
        let mut i = 0;
        while i < chunk.len() {
            let b = chunk[i];
            match (self.state, b) {
                (State::Element, _) => {
                    i = self.element_bytes(chunk, i, out, fast)?;
                    continue;
                }
                (_, b'\n') => {
                    self.line += 1;
                    self.col = 0;
                    i += 1;
                    continue;
                }
                (_, b) if blank(b) => {}
                (State::Open, b'[') => self.state = State::First,
                (State::First, b']') => self.state = State::Closed,
                (State::First | State::Next, b',') => {
                    return Err(self.here("expected a value before `,`"))
                }
                (State::Next, b']') => {
                    return Err(self.here("trailing comma: expected a value before `]`"))
                }
                (State::First | State::Next, _) => {
                    self.state = State::Element;
                    self.start = (self.line, self.col);
                    continue; // the byte is the element's first
                }
                (State::Open, _) => return Err(self.here("expected `[`")),
                (State::Closed, _) => {
                    return Err(self.here("trailing characters after the closing `]`"))
                }
            }
            self.col += 1;
            i += 1;
        }
        Ok(())
    }

    /// Takes the element's bytes from `chunk[i..]` up to its end (a `,` or `]` outside strings and
    /// nesting), decoding it there; returns where reading goes on.
    fn element_bytes<T: DeserializeOwned>(
        &mut self,
        chunk: &[u8],
        mut i: usize,
        out: &mut Vec<T>,
        fast: &mut Option<FastPath<T>>,
    ) -> Result<usize, NdjsonError> {
        let from = i;
        let mut end = None;
        while i < chunk.len() {
            if self.in_string {
                if self.escaped {
                    self.escaped = false;
                    i += 1;
                    continue;
                }
                match memchr::memchr2(b'"', b'\\', &chunk[i..]) {
                    None => i = chunk.len(),
                    Some(p) => {
                        if chunk[i + p] == b'"' {
                            self.in_string = false;
                        } else {
                            self.escaped = true;
                        }
                        i += p + 1;
                    }
                }
                continue;
            }
            match chunk[i] {
                b'"' => self.in_string = true,
                b'[' | b'{' => self.depth += 1,
                b']' | b'}' if self.depth > 0 => self.depth -= 1,
                b',' | b']' if self.depth == 0 => {
                    end = Some(i);
                    break;
                }
                _ => {}
            }
            i += 1;
        }
        let taken = &chunk[from..i];
        if self.element.len() + taken.len() > self.max_element {
            return Err(self.at(
                self.start,
                format!("the element is longer than {} bytes", self.max_element),
            ));
        }
        self.element.extend_from_slice(taken);
        let Some(end) = end else {
            return Ok(i);
        };
        self.decode(out, Some(chunk[end]), fast)?;
        self.state = if chunk[end] == b',' {
            State::Next
        } else {
            State::Closed
        };
        self.index += 1;
        self.col += 1; // the `,` or `]`
        Ok(end + 1)
    }

    /// Decodes the element read so far into `out` and moves the position past its bytes.
    /// `terminator` is the `,` or `]` that ended it (`None` at the end of the body).
    fn decode<T: DeserializeOwned>(
        &mut self,
        out: &mut Vec<T>,
        terminator: Option<u8>,
        fast: &mut Option<FastPath<T>>,
    ) -> Result<(), NdjsonError> {
        let value = decode_record(&self.element, fast).map_err(|e| match terminator {
            // A value cut short by the byte that ended it (`[tru]`, `[1.,`): that byte is where
            // it went wrong, as the whole array read at once says.
            Some(t) if e.is_eof() => {
                let (line, col) = self.after_element();
                self.error(
                    line,
                    col + 1,
                    format!("the value is cut short by `{}`", char::from(t)),
                )
            }
            _ => {
                let (line, col) = if e.line() <= 1 {
                    (self.start.0, self.start.1 + e.column())
                } else {
                    (self.start.0 + e.line() - 1, e.column())
                };
                self.error(line, col, describe(&e))
            }
        })?;
        out.push(value);
        (self.line, self.col) = self.after_element();
        self.element.clear();
        self.depth = 0;
        self.in_string = false;
        self.escaped = false;
        Ok(())
    }

    /// The position just past the element's bytes.
    fn after_element(&self) -> (usize, usize) {
        let (line, col) = self.start;
        match memchr::memrchr(b'\n', &self.element) {
            Some(last) => (
                line + memchr::memchr_iter(b'\n', &self.element).count(),
                self.element.len() - last - 1,
            ),
            None => (line, col + self.element.len()),
        }
    }

    /// Ends the body: `Ok` only after the closing `]`.
    pub(super) fn finish<T: DeserializeOwned>(
        mut self,
        out: &mut Vec<T>,
        fast: &mut Option<FastPath<T>>,
    ) -> Result<(), NdjsonError> {
        match self.state {
            State::Closed => Ok(()),
            State::Open => Err(self.error(self.line, self.col, "expected `[`".into())),
            State::Element => {
                // An element cut short says where it was cut; a whole one, that `]` is missing.
                self.decode(out, None, fast)?;
                Err(self.error(self.line, self.col, "EOF while parsing a list".into()))
            }
            State::First | State::Next => {
                Err(self.error(self.line, self.col, "EOF while parsing a list".into()))
            }
        }
    }

    /// An error about the byte at the current position.
    fn here(&self, what: &str) -> NdjsonError {
        self.error(self.line, self.col + 1, what.to_owned())
    }

    /// An error about the position `(line, bytes before it)`, 1-based column.
    fn at(&self, (line, col): (usize, usize), what: String) -> NdjsonError {
        self.error(line, col + 1, what)
    }

    fn error(&self, line: usize, column: usize, what: String) -> NdjsonError {
        NdjsonError {
            line,
            message: format!(
                "the JSON array of strings is invalid at line {line}, column {column} (element {}): {what}",
                self.index
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{decode_all, NdjsonDecoder};
    use super::*;
    use crate::strings::StringRecord;
    use serde_json::Value;

    /// `body` fed in chunks of `cut` bytes.
    fn chunked<T: DeserializeOwned>(
        body: &[u8],
        cut: usize,
        max: usize,
    ) -> Result<Vec<T>, NdjsonError> {
        let mut d = NdjsonDecoder::new(max);
        let mut out = Vec::new();
        for c in body.chunks(cut) {
            d.feed(c, &mut out)?;
        }
        d.finish(&mut out)?;
        Ok(out)
    }

    /// The line and column an error message names.
    fn position(e: &NdjsonError) -> (usize, usize) {
        let m = &e.message;
        let rest = &m[m.find("at line ").expect("a line") + 8..];
        let (line, rest) = rest.split_once(", column ").expect("a column");
        let col: String = rest.chars().take_while(char::is_ascii_digit).collect();
        (line.parse().expect("line"), col.parse().expect("column"))
    }

    /// Strings as the platform sends them, pretty-printed, with every byte that could be taken
    /// for structure (brackets, commas, quotes, backslashes, newlines) inside texts.
    fn records() -> Vec<StringRecord> {
        let json = r#"[
          {"id": 1, "identifier": "a]b", "text": "one, [two] {three}", "labels": ["x", "y,z"]},
          {"identifier": "q\"uote", "text": "back\\slash \\\" ] ,", "context": "line\nbreak"},
          {"identifier": "files", "hasPlurals": true, "text": {"one": "a file", "other": "files"},
           "translations": {"de": {"text": {"one": "eine Datei", "other": "Dateien"},
                                   "status": {"one": "approved", "other": "translated"}}}},
          {"identifier": "é", "text": "ünïcode ✓", "customData": "{\"k\": [1, 2]}"}
        ]"#;
        serde_json::from_str(json).expect("records")
    }

    #[test]
    fn a_real_array_reads_the_same_however_it_is_cut() {
        let expected = records();
        let pretty = serde_json::to_vec_pretty(&expected).expect("json");
        let compact = serde_json::to_vec(&expected).expect("json");
        for body in [pretty, compact] {
            for cut in 1..body.len() {
                let got: Vec<StringRecord> = chunked(&body, cut, 1 << 20).expect("valid");
                assert_eq!(got, expected, "cut every {cut} bytes");
            }
        }
        assert!(chunked::<Value>(b" [ ] \n", 1, 16)
            .expect("empty")
            .is_empty());
    }

    #[test]
    fn elements_are_decoded_before_the_array_ends() {
        let body = serde_json::to_vec(&records()).expect("json");
        let second = body
            .windows(2)
            .position(|w| w == b"},")
            .expect("two elements")
            + 2;
        let mut d = NdjsonDecoder::<StringRecord>::new(1 << 20);
        let mut out = Vec::new();
        d.feed(&body[..second], &mut out).expect("first element");
        assert_eq!(
            out.len(),
            1,
            "the first element is out once its `,` arrived"
        );
        d.feed(&body[second..], &mut out).expect("the rest");
        d.finish(&mut out).expect("closed");
        assert_eq!(out, records());
    }

    /// Syntax errors name the place serde_json names when it reads the whole array at once.
    #[test]
    fn errors_are_positioned_as_in_the_whole_array() {
        let bodies: &[&str] = &[
            "[1,]",
            "[,1]",
            "[1,,2]",
            "[1 2]",
            "[1",
            "[",
            "[1,",
            " \n [\n  {\"a\": 1},\n  {\"a\": }\n]",
            "[{\"a\":[1,2}]",
            "[{\"a\":\"b",
            "[{\"a\":\"b\"}\n,\n{\"a\":\"\u{7}\"}]",
            "[] x",
            "[1]\n\n  ]",
            "[tru]",
            "[1.]",
            "[\"a\" , tru , 1]",
            "[-,1]",
            "[\"é\", \"ü\" 3]",
        ];
        for body in bodies {
            let whole = serde_json::from_slice::<Vec<Value>>(body.as_bytes()).expect_err(body);
            for cut in 1..=body.len() {
                let e = chunked::<Value>(body.as_bytes(), cut, 1 << 20).expect_err(body);
                assert_eq!(
                    position(&e),
                    (whole.line(), whole.column()),
                    "{body:?} cut every {cut}: {} / serde_json: {whole}",
                    e.message
                );
                assert_eq!(e.line, whole.line());
            }
        }
        // Type errors too, with the element's index.
        let body = "[\n {\"identifier\": \"a\", \"text\": \"x\"},\n {\"identifier\": 1, \"text\": \"y\"}\n]";
        let whole = serde_json::from_slice::<Vec<StringRecord>>(body.as_bytes()).expect_err("type");
        let e = decode_all::<StringRecord>(body.as_bytes(), 1 << 20).expect_err("type");
        assert_eq!(position(&e), (whole.line(), whole.column()));
        assert!(
            e.message.contains("(element 2): invalid type: integer"),
            "{}",
            e.message
        );
    }

    #[test]
    fn a_truncated_array_is_refused_where_it_ends() {
        let body = serde_json::to_vec_pretty(&records()).expect("json");
        for end in [1, body.len() / 2, body.len() - 1] {
            let cut = &body[..end];
            let e = decode_all::<StringRecord>(cut, 1 << 20).expect_err("truncated");
            assert!(e.message.contains("EOF while parsing"), "{}", e.message);
            let lines = cut.iter().filter(|&&b| b == b'\n').count() + 1;
            assert_eq!(e.line, lines, "{}", e.message);
        }
    }

    #[test]
    fn an_element_over_the_cap_is_refused_before_it_is_held() {
        let small = r#"{"identifier":"a","text":"x"}"#;
        let big = format!(r#"{{"identifier":"b","text":"{}"}}"#, "y".repeat(200));
        let body = format!("[\n{small},\n{big},\n{small}]");
        let e = decode_all::<StringRecord>(body.as_bytes(), 100).expect_err("too long");
        assert_eq!(
            e.message,
            "the JSON array of strings is invalid at line 3, column 1 (element 2): the element is longer than 100 bytes"
        );
        // The same refusal however the body arrives, and before the element's end arrives.
        for cut in 1..body.len() {
            assert_eq!(
                chunked::<StringRecord>(body.as_bytes(), cut, 100),
                Err(e.clone())
            );
        }
        let mut d = NdjsonDecoder::<StringRecord>::new(100);
        let mut out = Vec::new();
        let open = body.len() - small.len() - 40;
        assert_eq!(d.feed(&body.as_bytes()[..open], &mut out), Err(e));
        // An element of exactly the cap passes.
        let exact = format!("[{}]", "1".repeat(100));
        assert_eq!(
            decode_all::<Value>(exact.as_bytes(), 100)
                .expect("at the cap")
                .len(),
            1
        );
    }
}
