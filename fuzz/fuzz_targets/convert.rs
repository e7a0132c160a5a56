//! `convert` between any pair of formats (formats/src/convert.rs) on arbitrary input: never a
//! panic (an `Err` is fine), and a converted file parses with the output format, holding as
//! many strings as the conversion reports. Byte 0 selects the input format, byte 1 the output
//! format, byte 2 the options (languages given or not, plurals flattened or not); the rest is
//! the input file.

#![no_main]

use libfuzzer_sys::fuzz_target;
use locforge_formats::convert::{convert, Options};
use locforge_formats::ParseContext;
use locforge_fuzz::format_at;

fuzz_target!(|data: &[u8]| {
    let [from, to, opts, src @ ..] = data else {
        return;
    };
    let (from, to) = (format_at(*from), format_at(*to));
    let options = Options {
        source_lang: (opts & 1 != 0).then(|| "en".to_string()),
        target_lang: match (opts >> 1) % 4 {
            0 => None,
            1 => Some("de".to_string()),
            2 => Some("ru".to_string()),
            _ => Some("pt-BR".to_string()),
        },
        flatten_plurals: opts & 8 != 0,
    };
    let Ok(converted) = convert(&**from, src, &**to, &options) else {
        return;
    };
    let targets: Vec<_> = converted.target.iter().cloned().collect();
    let ctx = ParseContext {
        source: Some(&converted.source),
        targets: &targets,
    };
    match to.parse_all(&converted.bytes, &ctx) {
        Ok(parsed) => assert_eq!(
            parsed.entries.len(),
            converted.strings,
            "{} → {}: string count",
            from.info().key,
            to.info().key
        ),
        Err(e) => panic!(
            "{} → {}: the converted file does not parse: {e}",
            from.info().key,
            to.info().key
        ),
    }
});
