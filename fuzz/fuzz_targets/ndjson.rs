//! The NDJSON reader (protocol/src/ndjson/) on arbitrary bodies fed in arbitrary chunks: never
//! a panic, and the result does not depend on how the body is cut: the records (read as JSON
//! values) or the failing line are the same as decoding the whole body at once. The same body is
//! also decoded as the protocol's string records. Byte 0 is the chunk size - 1, byte 1 sets the
//! line cap; the rest is the body.

#![no_main]

use libfuzzer_sys::fuzz_target;
use locforge_protocol::ndjson::{decode_all, NdjsonDecoder, NdjsonError};
use locforge_protocol::strings::StringRecord;
use serde_json::Value;

fn chunked(body: &[u8], chunk: usize, max_line: usize) -> Result<Vec<Value>, NdjsonError> {
    let mut d = NdjsonDecoder::new(max_line);
    let mut out = Vec::new();
    for c in body.chunks(chunk) {
        d.feed(c, &mut out)?;
    }
    d.finish(&mut out)?;
    Ok(out)
}

fuzz_target!(|data: &[u8]| {
    let [chunk, cap, body @ ..] = data else {
        return;
    };
    let chunk = usize::from(*chunk) + 1;
    let max_line = 8 + usize::from(*cap) * 8;
    let whole = decode_all::<Value>(body, max_line);
    let parts = chunked(body, chunk, max_line);
    match (&whole, &parts) {
        (Ok(a), Ok(b)) => assert_eq!(a, b, "records depend on the chunking"),
        (Err(a), Err(b)) => assert_eq!(a.line, b.line, "failing line depends on the chunking"),
        _ => panic!("whole: {whole:?}\nchunked by {chunk}: {parts:?}"),
    }
    let _ = decode_all::<StringRecord>(body, max_line);
});
