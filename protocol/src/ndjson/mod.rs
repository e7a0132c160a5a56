//! Newline-delimited JSON, read incrementally and written with LF. The reader accepts the dialects
//! seen in the wild: LF, CRLF, the official framework's LF+CR joiner, and a plain JSON array (read
//! element by element in `array`); it bounds the length of a line or element, never holds more
//! than the record being read, and names the line of any bad record.

mod array;

use std::marker::PhantomData;

use serde::de::DeserializeOwned;
use serde::Serialize;

use array::ArrayReader;

/// A bad NDJSON body, with the 1-based line it concerns (0 for the whole body).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct NdjsonError {
    /// 1-based line number, 0 when the error concerns the whole body.
    pub line: usize,
    /// What was wrong.
    pub message: String,
}

enum Mode {
    Sniffing,
    Lines,
    Array(ArrayReader),
}

/// A reader of one record that is faster than serde for the shapes it knows: it gets the
/// record's text (already checked to be UTF-8) and answers `None` for anything it does not
/// handle, which serde then reads, so every error is serde's and names the same position.
pub type FastPath<T> = Box<dyn FnMut(&str) -> Option<T> + Send>;

/// Decodes records of type `T` from chunks as they arrive.
pub struct NdjsonDecoder<T> {
    /// The start of a line (or element) whose end has not arrived yet.
    buf: Vec<u8>,
    /// Number of the line that starts at `buf[0]`.
    line: usize,
    mode: Mode,
    max_line: usize,
    started: bool,
    fast: Option<FastPath<T>>,
    _t: PhantomData<fn() -> T>,
}

impl<T: DeserializeOwned> NdjsonDecoder<T> {
    /// A decoder refusing lines longer than `max_line` bytes.
    pub fn new(max_line: usize) -> Self {
        NdjsonDecoder {
            buf: Vec::new(),
            line: 1,
            mode: Mode::Sniffing,
            max_line,
            started: false,
            fast: None,
            _t: PhantomData,
        }
    }

    /// A decoder like [`NdjsonDecoder::new`] that tries `fast` on each record before serde.
    pub fn with_fast_path(max_line: usize, fast: FastPath<T>) -> Self {
        let mut d = NdjsonDecoder::new(max_line);
        d.fast = Some(fast);
        d
    }

    /// Feeds the next chunk, appending every complete record to `out`.
    pub fn feed(&mut self, chunk: &[u8], out: &mut Vec<T>) -> Result<(), NdjsonError> {
        if let Mode::Array(reader) = &mut self.mode {
            return reader.feed(chunk, out, &mut self.fast);
        }
        if matches!(self.mode, Mode::Lines) {
            return self.feed_lines(chunk, out);
        }
        self.buf.extend_from_slice(chunk);
        if matches!(self.mode, Mode::Sniffing) {
            if !self.started && self.buf.starts_with(b"\xEF\xBB\xBF") {
                self.buf.drain(..3);
                // One BOM only: bytes after it are content, however the body is cut.
                self.started = true;
            }
            if self.buf.len() < 3 && !self.started && b"\xEF\xBB\xBF".starts_with(&self.buf) {
                return Ok(()); // maybe a BOM split across chunks
            }
            self.started = true;
            match self.buf.iter().find(|b| !b.is_ascii_whitespace()) {
                None => return Ok(()),
                Some(b'[') => {
                    // Elements are as long as lines may be; what was buffered goes to the reader.
                    let mut reader = ArrayReader::new(self.max_line);
                    let seen = std::mem::take(&mut self.buf);
                    let read = reader.feed(&seen, out, &mut self.fast);
                    self.mode = Mode::Array(reader);
                    return read;
                }
                Some(_) => self.mode = Mode::Lines,
            }
        }
        let seen = std::mem::take(&mut self.buf);
        self.feed_lines(&seen, out)
    }

    /// Reads the lines that `chunk` completes. Whole lines are decoded where they lie in the
    /// chunk; only the start of a line whose end has not arrived is copied aside.
    fn feed_lines(&mut self, chunk: &[u8], out: &mut Vec<T>) -> Result<(), NdjsonError> {
        let mut start = 0;
        if !self.buf.is_empty() {
            let Some(p) = memchr_newline(chunk) else {
                self.buf.extend_from_slice(chunk);
                return self.check_pending();
            };
            self.buf.extend_from_slice(&chunk[..p]);
            let line = std::mem::take(&mut self.buf);
            self.record(&line, out)?;
            self.buf = line; // keeps its capacity for the next pending line
            self.buf.clear();
            self.line += 1;
            start = p + 1;
        }
        while let Some(p) = memchr_newline(&chunk[start..]) {
            let end = start + p;
            self.record(&chunk[start..end], out)?;
            self.line += 1;
            start = end + 1;
        }
        self.buf.extend_from_slice(&chunk[start..]);
        self.check_pending()
    }

    /// Refuses a pending line already over the cap, before its end arrives. Measured as
    /// `record` measures a whole line, so the cut of the body changes nothing.
    fn check_pending(&self) -> Result<(), NdjsonError> {
        if trim_cr(&self.buf).len() > self.max_line {
            return Err(NdjsonError {
                line: self.line,
                message: format!(
                    "line {} is longer than {} bytes; is this really NDJSON?",
                    self.line, self.max_line
                ),
            });
        }
        Ok(())
    }

    fn record(&mut self, line: &[u8], out: &mut Vec<T>) -> Result<(), NdjsonError> {
        let line = trim_cr(line);
        // The cap first, blank or not: a chunked read refuses an over-long line before it ends.
        if line.len() > self.max_line {
            return Err(NdjsonError {
                line: self.line,
                message: format!("line {} is longer than {} bytes", self.line, self.max_line),
            });
        }
        if line.iter().all(u8::is_ascii_whitespace) {
            return Ok(());
        }
        let value = decode_record(line, &mut self.fast).map_err(|e| NdjsonError {
            line: self.line,
            message: format!(
                "line {}: {} (column {})",
                self.line,
                describe(&e),
                e.column()
            ),
        })?;
        out.push(value);
        Ok(())
    }

    /// Ends the body: parses the last line into `out`, or checks that the array was closed.
    pub fn finish(mut self, out: &mut Vec<T>) -> Result<(), NdjsonError> {
        match std::mem::replace(&mut self.mode, Mode::Sniffing) {
            Mode::Sniffing => Ok(()),
            Mode::Lines => {
                let line = std::mem::take(&mut self.buf);
                self.record(&line, out)
            }
            Mode::Array(reader) => reader.finish(out, &mut self.fast),
        }
    }
}

/// Decodes a whole body at once.
pub fn decode_all<T: DeserializeOwned>(
    body: &[u8],
    max_line: usize,
) -> Result<Vec<T>, NdjsonError> {
    let mut d = NdjsonDecoder::new(max_line);
    let mut out = Vec::new();
    d.feed(body, &mut out)?;
    d.finish(&mut out)?;
    Ok(out)
}

/// Appends one compact record and a LF.
pub fn write_record<T: Serialize>(record: &T, out: &mut Vec<u8>) -> Result<(), serde_json::Error> {
    serde_json::to_writer(&mut *out, record)?;
    out.push(b'\n');
    Ok(())
}

/// One record from its bytes: checked to be UTF-8 in one pass, then read by `fast` when it
/// knows the record and by serde otherwise (serde reads bytes that are not UTF-8 too, to name
/// the position of the bad byte).
fn decode_record<T: DeserializeOwned>(
    bytes: &[u8],
    fast: &mut Option<FastPath<T>>,
) -> Result<T, serde_json::Error> {
    let Ok(text) = simdutf8::basic::from_utf8(bytes) else {
        return serde_json::from_slice(bytes);
    };
    if let Some(value) = fast.as_mut().and_then(|f| f(text)) {
        return Ok(value);
    }
    serde_json::from_str(text)
}

fn memchr_newline(b: &[u8]) -> Option<usize> {
    memchr::memchr(b'\n', b)
}

/// Strips CR at either end (CRLF lines, and the framework's LF+CR joiner).
fn trim_cr(mut line: &[u8]) -> &[u8] {
    while let [b'\r', rest @ ..] = line {
        line = rest;
    }
    while let [rest @ .., b'\r'] = line {
        line = rest;
    }
    line
}

fn describe(e: &serde_json::Error) -> String {
    let s = e.to_string();
    // serde_json appends " at line L column C"; we report positions ourselves.
    match s.rfind(" at line ") {
        Some(i) => s[..i].to_owned(),
        None => s,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strings::StringRecord;

    fn ids(v: &[StringRecord]) -> Vec<&str> {
        v.iter().map(|e| e.identifier.as_str()).collect()
    }

    /// Found by the `ndjson` fuzz target: a body starting with two BOMs was read as lines
    /// when decoded whole, but as an array when cut right after the first BOM (the second
    /// BOM was taken for the first one split across chunks and stripped too).
    #[test]
    fn a_second_bom_is_content_however_the_body_is_cut() {
        let body = b"\xEF\xBB\xBF\xEF\xBB\xBF[{\"identifier\":\"a\",\"text\":\"x\"}]";
        let whole = decode_all::<serde_json::Value>(body, 1024).map_err(|e| e.line);
        for cut in 1..body.len() {
            let mut d = NdjsonDecoder::<serde_json::Value>::new(1024);
            let mut out = Vec::new();
            let chunked = body
                .chunks(cut)
                .try_for_each(|c| d.feed(c, &mut out))
                .and_then(|()| d.finish(&mut out))
                .map(|()| out)
                .map_err(|e| e.line);
            assert_eq!(chunked, whole, "cut every {cut} bytes");
        }
        assert!(whole.is_err(), "the second BOM is not JSON");
    }

    /// Found by the `ndjson` fuzz target: a blank line longer than the cap was skipped when the
    /// body was decoded whole but refused when it arrived in chunks (and a line of exactly the
    /// cap plus its CR was refused when cut between CR and LF).
    #[test]
    fn the_line_cap_does_not_depend_on_the_cut() {
        let long_blank = format!("1\n{}\n2\n", " ".repeat(20));
        let at_cap = "1\n\"abcdefghijklmn\"\r\n2\n".to_string();
        for body in [long_blank, at_cap] {
            let whole = decode_all::<serde_json::Value>(body.as_bytes(), 16).map_err(|e| e.line);
            for cut in 1..body.len() {
                let mut d = NdjsonDecoder::<serde_json::Value>::new(16);
                let mut out = Vec::new();
                let chunked = body
                    .as_bytes()
                    .chunks(cut)
                    .try_for_each(|c| d.feed(c, &mut out))
                    .and_then(|()| d.finish(&mut out))
                    .map(|()| out)
                    .map_err(|e| e.line);
                assert_eq!(chunked, whole, "{body:?} cut every {cut} bytes");
            }
        }
    }

    #[test]
    fn accepts_every_dialect() {
        let a = r#"{"identifier":"a","text":"x"}"#;
        let b = r#"{"identifier":"b","text":"y"}"#;
        for body in [
            format!("{a}\n{b}\n"),
            format!("{a}\r\n{b}\r\n"),
            format!("{a}\n\r{b}"),
            format!("\u{feff}\n\n{a}\n\n{b}"),
            format!(" [ {a}, {b} ] "),
        ] {
            let got: Vec<StringRecord> = decode_all(body.as_bytes(), 1 << 20).expect(&body);
            assert_eq!(ids(&got), ["a", "b"], "{body:?}");
        }
    }

    #[test]
    fn chunks_split_anywhere() {
        let body = "\u{feff}{\"identifier\":\"a\",\"text\":\"x\"}\r\n{\"identifier\":\"b\",\"text\":\"é\"}\n";
        for split in 0..body.len() {
            let mut d = NdjsonDecoder::<StringRecord>::new(1 << 20);
            let mut out = Vec::new();
            d.feed(&body.as_bytes()[..split], &mut out).expect("feed");
            d.feed(&body.as_bytes()[split..], &mut out).expect("feed");
            d.finish(&mut out).expect("finish");
            assert_eq!(ids(&out), ["a", "b"], "split at {split}");
        }
    }

    #[test]
    fn three_pieces_cut_anywhere_read_the_same() {
        let body = "{\"identifier\":\"a\",\"text\":\"x\"}\r\n\n{\"identifier\":\"b\",\"text\":\"é\"}\n{\"identifier\":\"c\"}";
        let b = body.as_bytes();
        for i in 0..=b.len() {
            for j in i..=b.len() {
                let mut d = NdjsonDecoder::<StringRecord>::new(64);
                let mut out = Vec::new();
                for piece in [&b[..i], &b[i..j], &b[j..]] {
                    d.feed(piece, &mut out).expect("feed");
                }
                d.finish(&mut out).expect("finish");
                assert_eq!(ids(&out), ["a", "b", "c"], "cut at {i} and {j}");
            }
        }
    }

    /// A fast path reads what it knows and serde the rest; the records and the errors are the
    /// ones serde alone gives, lines and arrays alike.
    #[test]
    fn a_fast_path_changes_nothing_but_the_speed() {
        let fast = || -> FastPath<StringRecord> {
            Box::new(|text: &str| {
                // Knows only records of one shape, and reads them its own way.
                let id = text
                    .strip_prefix("{\"identifier\":\"")?
                    .strip_suffix("\"}")?;
                if id.contains(['"', '\\']) {
                    return None;
                }
                Some(StringRecord {
                    identifier: id.to_owned(),
                    ..StringRecord::default()
                })
            })
        };
        for body in [
            "{\"identifier\":\"a\"}\n{\"identifier\":\"b\",\"text\":\"y\"}\n".to_owned(),
            "[{\"identifier\":\"a\"}, {\"identifier\":\"b\",\"text\":\"y\"}]".to_owned(),
        ] {
            let mut d = NdjsonDecoder::with_fast_path(1 << 20, fast());
            let mut out = Vec::new();
            d.feed(body.as_bytes(), &mut out).expect("feed");
            d.finish(&mut out).expect("finish");
            assert_eq!(
                out,
                decode_all::<StringRecord>(body.as_bytes(), 1 << 20).expect("serde")
            );
        }
        // Not UTF-8, and not JSON: the same messages as serde alone.
        for body in [
            &b"{\"identifier\":\"a\"}\n{\"identifier\":\"\xff\"}\n"[..],
            b"{\"identifier\":\"a\"}\n{oops}",
        ] {
            let mut d = NdjsonDecoder::with_fast_path(1 << 20, fast());
            let mut out = Vec::new();
            let got = d.feed(body, &mut out).and_then(|()| d.finish(&mut out));
            let want = decode_all::<StringRecord>(body, 1 << 20).map(|_| ());
            assert_eq!(got, want);
            assert_eq!(got.expect_err("bad").line, 2);
        }
    }

    #[test]
    fn bad_lines_are_named() {
        let err = decode_all::<StringRecord>(
            b"{\"identifier\":\"a\",\"text\":\"x\"}\n\n{oops}\n",
            1 << 20,
        )
        .expect_err("bad");
        assert_eq!(err.line, 3);
        assert!(err.message.starts_with("line 3:"), "{}", err.message);
        let err = decode_all::<StringRecord>(&[b'x'; 100], 10).expect_err("too long");
        assert!(err.message.contains("longer than 10 bytes"));
        let err =
            decode_all::<StringRecord>(b"[{\"identifier\":1}]", 1 << 20).expect_err("bad array");
        assert!(err.message.contains("JSON array"));
    }

    #[test]
    fn writer_emits_lf_lines() {
        let mut out = Vec::new();
        write_record(&StringRecord::plain("a", "x\ny"), &mut out).expect("write");
        write_record(&StringRecord::plain("b", "z"), &mut out).expect("write");
        assert_eq!(
            String::from_utf8(out).expect("utf8"),
            "{\"identifier\":\"a\",\"text\":\"x\\ny\"}\n{\"identifier\":\"b\",\"text\":\"z\"}\n"
        );
    }
}
