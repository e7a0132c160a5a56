//! The readers race of `locforge bench`: simd-json against serde_json on a 5 MB job request body
//! (a parse-file with its file inline, a build-file with its strings inline) and on `stringsUrl`
//! NDJSON lines, and the base64 crate against base64-simd on 5 MB payloads, all in one run. The
//! engine keeps serde_json / base64 unless the other wins by at least [`ADOPT_AT`]; the figures of
//! the decision are in the comments where each is used (`engine::inputs`, `engine::output`).

use std::path::Path;
use std::time::Duration;

use base64::Engine as _;

use super::{records, time};
use crate::corpus::synthetic::Kind;
use crate::engine::inputs::translation_table_of;
use crate::engine::translation_table::BuildString;
use locforge_protocol::ndjson::write_record;
use locforge_protocol::JobRequest;

/// The speed-up a faster reader must show to replace the one in use.
const ADOPT_AT: f64 = 1.3;

/// Largest request body the service accepts (5 MiB).
const BODY: usize = 5 * 1024 * 1024;

fn line(label: &str, bytes: usize, ours: Duration, theirs: Duration, names: (&str, &str)) {
    let (a, b) = (ours.as_secs_f64(), theirs.as_secs_f64());
    println!(
        "reader {label:<34} {:>6.2} MB: {} {:>6.1} ms, {} {:>6.1} ms: {:.2}× → {}",
        bytes as f64 / 1e6,
        names.0,
        a * 1e3,
        names.1,
        b * 1e3,
        a / b,
        if a / b >= ADOPT_AT { names.1 } else { names.0 }
    );
}

/// A parse-file request with a file of as many bytes as fit in a 5 MiB body once base64-encoded.
fn parse_body(flat: &[u8]) -> anyhow::Result<Vec<u8>> {
    let fit = (BODY - 200) / 4 * 3;
    let content = base64::engine::general_purpose::STANDARD.encode(&flat[..fit.min(flat.len())]);
    Ok(serde_json::to_vec(
        &serde_json::json!({"jobType": "parse-file",
        "file": {"name": "en.json", "content": content}}),
    )?)
}

/// A build-file request whose inline strings fill a 5 MiB body.
fn build_body(ndjson: &[u8]) -> anyhow::Result<Vec<u8>> {
    let mut strings = Vec::new();
    let mut size = 0;
    for r in records(ndjson, "de")? {
        let v = serde_json::to_value(&r)?;
        size += serde_json::to_vec(&v)?.len() + 1;
        if size > BODY - 4096 {
            break;
        }
        strings.push(v);
    }
    Ok(serde_json::to_vec(
        &serde_json::json!({"jobType": "build-file",
        "file": {"name": "en.json", "content": "e30="},
        "targetLanguages": [{"id": "de", "pluralCategoryNames": ["one", "other"]}],
        "strings": strings}),
    )?)
}

/// Runs the race on the synthetic files in `gen_dir` and prints one line per contest.
pub fn run(gen_dir: &Path, runs: usize) -> anyhow::Result<()> {
    let flat = std::fs::read(gen_dir.join(Kind::FlatReference.file_name()))?;
    let ndjson = std::fs::read(gen_dir.join(Kind::FlatReference.ndjson_name()))?;
    let names = ("serde_json", "simd-json");
    for (label, body) in [
        ("job body: parse-file, file inline", parse_body(&flat)?),
        ("job body: build-file, strings inline", build_body(&ndjson)?),
    ] {
        if let Err(e) = simd_json::serde::from_slice::<JobRequest>(&mut body.clone()) {
            println!("reader {label:<34} simd-json cannot read it: {e}");
            continue;
        }
        let ours = time(runs, || serde_json::from_slice::<JobRequest>(&body).is_ok());
        // simd-json parses in place: the copy it needs is part of its cost.
        let theirs = time(runs, || {
            simd_json::serde::from_slice::<JobRequest>(&mut body.clone()).is_ok()
        });
        line(label, body.len(), ours, theirs, names);
    }
    // stringsUrl lines: the synthetic translations with ten more languages per line.
    let mut lines = Vec::new();
    for mut r in records(&ndjson, "de")? {
        if let Some(t) = r.translations.get("de").cloned() {
            for l in ["fr", "es", "it", "nl", "pt", "sv", "pl", "ja", "ko", "zh"] {
                r.translations.insert(l.into(), t.clone());
            }
        }
        write_record(&r, &mut lines)?;
    }
    // Ours is what a build does with these lines: the NDJSON decoder with the build records'
    // fast reader, keeping one of the eleven languages.
    let wanted = ["de".to_owned()];
    let ours = time(runs, || {
        translation_table_of(&lines, &wanted, 1 << 20).map(|t| t.len())
    });
    let mut scratch = Vec::with_capacity(1 << 16);
    let theirs = time(runs, || {
        lines
            .split(|b| *b == b'\n')
            .filter(|l| !l.is_empty())
            .filter(|l| {
                scratch.clear();
                scratch.extend_from_slice(l);
                simd_json::serde::from_slice::<BuildString>(&mut scratch).is_ok()
            })
            .count()
    });
    let names = ("build reader", "simd-json");
    line("stringsUrl NDJSON lines", lines.len(), ours, theirs, names);
    let payload = &flat[..flat.len().min(5_000_000)];
    let encoded = base64::engine::general_purpose::STANDARD.encode(payload);
    let names = ("base64", "base64-simd");
    let ours = time(runs, || {
        base64::engine::general_purpose::STANDARD
            .decode(&encoded)
            .map(|v| v.len())
    });
    let theirs = time(runs, || {
        base64_simd::STANDARD
            .decode_to_vec(&encoded)
            .map(|v| v.len())
    });
    line("base64 decode", encoded.len(), ours, theirs, names);
    let ours = time(runs, || {
        base64::engine::general_purpose::STANDARD
            .encode(payload)
            .len()
    });
    let theirs = time(runs, || {
        base64_simd::STANDARD.encode_to_string(payload).len()
    });
    line("base64 encode", payload.len(), ours, theirs, names);
    Ok(())
}
