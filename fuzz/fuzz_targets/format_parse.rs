//! Every registered format's parse on arbitrary bytes: never a panic (an `Err` is fine). Byte 0
//! selects the format (`FORMAT_KEYS`), byte 1 the parse context (source, targets); the rest is
//! the file. A file that parses is also built back with no translations (every slot keeps its
//! own text): for the context's first target, or for a multilingual format each target's part
//! and their assembly. The build may refuse, never panic.
//!
//! Bit 7 of byte 1 runs the input twice, with the scanners' portable block classifier forced
//! (`locforge_formats::force_portable`) and with the CPU's vector one, and asserts both give the
//! same parse (or error) and the same build bytes (or refusal).

#![no_main]

use libfuzzer_sys::fuzz_target;
use locforge_formats::{assemble, force_portable, NoTranslations, ParseContext, PluralCategory};
use locforge_fuzz::{context_languages, format_at, lang};

fuzz_target!(|data: &[u8]| {
    let [sel, ctx_sel, src @ ..] = data else {
        return;
    };
    if ctx_sel & 0x80 == 0 {
        run(*sel, *ctx_sel, src);
        return;
    }
    force_portable(true);
    let portable = run(*sel, *ctx_sel, src);
    force_portable(false);
    let vector = run(*sel, *ctx_sel, src);
    assert!(
        portable == vector,
        "the portable and vector scans differ:\n{portable}\n---\n{vector}"
    );
});

/// Parses `src` and builds it back; returns what happened, as text (for comparing the two
/// scanning paths).
fn run(sel: u8, ctx_sel: u8, src: &[u8]) -> String {
    let format = format_at(sel);
    let (source, targets) = context_languages(ctx_sel);
    let ctx = ParseContext {
        source: source.as_ref(),
        targets: &targets,
    };
    let parsed = match format.parse_all(src, &ctx) {
        Ok(parsed) => parsed,
        Err(e) => return format!("{e:?}"),
    };
    let mut out = Vec::new();
    let built = if format.multilingual() && !targets.is_empty() {
        let parts: Result<Vec<_>, _> = (0..targets.len())
            .map(|i| {
                format.render_language(src, &parsed, &targets, i, source.as_ref(), &NoTranslations)
            })
            .collect();
        match parts {
            Ok(parts) => format!("{:?}", assemble(src, &parts, &mut out).map(|_| ())),
            Err(e) => format!("{e:?}"),
        }
    } else {
        let de = lang("de", &[PluralCategory::One, PluralCategory::Other]);
        let target = targets.first().unwrap_or(&de);
        let result = format.build(
            src,
            &parsed,
            target,
            source.as_ref(),
            &NoTranslations,
            &mut out,
        );
        format!("{:?}", result.map(|_| ()))
    };
    format!("{parsed:?}\n{built}\n{}", String::from_utf8_lossy(&out))
}
