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

/// Decodes records of type `T` from chunks as they arrive.
pub struct NdjsonDecoder<T> {
    buf: Vec<u8>,
    /// Number of the line that starts at `buf[0]`.
    line: usize,
    mode: Mode,
    max_line: usize,
    started: bool,
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
            _t: PhantomData,
        }
    }

    /// Feeds the next chunk, appending every complete record to `out`.
    pub fn feed(&mut self, chunk: &[u8], out: &mut Vec<T>) -> Result<(), NdjsonError> {
        if let Mode::Array(reader) = &mut self.mode {
            return reader.feed(chunk, out);
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
                    let read = reader.feed(&seen, out);
                    self.mode = Mode::Array(reader);
                    return read;
                }
                Some(_) => self.mode = Mode::Lines,
            }
        }
        let mut start = 0;
        while let Some(p) = memchr_newline(&self.buf[start..]) {
            let end = start + p;
            self.record(start, end, out)?;
            self.line += 1;
            start = end + 1;
        }
        self.buf.drain(..start);
        // Measured as `record` measures a whole line, so the cut of the body changes nothing.
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

    fn record(&mut self, start: usize, end: usize, out: &mut Vec<T>) -> Result<(), NdjsonError> {
        let line = trim_cr(&self.buf[start..end]);
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
        let value = serde_json::from_slice(line).map_err(|e| NdjsonError {
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
                let end = self.buf.len();
                self.record(0, end, out)
            }
            Mode::Array(reader) => reader.finish(out),
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
