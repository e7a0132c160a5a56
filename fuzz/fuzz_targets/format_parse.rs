//! Every registered format's parse on arbitrary bytes: never a panic (an `Err` is fine). Byte 0
//! selects the format (`FORMAT_KEYS`), byte 1 the parse context (source, targets); the rest is
//! the file. A file that parses is also built back with no translations (every slot keeps its
//! own text): for the context's first target, or for a multilingual format each target's part
//! and their assembly. The build may refuse, never panic.

#![no_main]

use libfuzzer_sys::fuzz_target;
use locforge_formats::{assemble, NoTranslations, ParseContext, PluralCategory};
use locforge_fuzz::{context_languages, format_at, lang};

fuzz_target!(|data: &[u8]| {
    let [sel, ctx_sel, src @ ..] = data else {
        return;
    };
    let format = format_at(*sel);
    let (source, targets) = context_languages(*ctx_sel);
    let ctx = ParseContext {
        source: source.as_ref(),
        targets: &targets,
    };
    let Ok(parsed) = format.parse_all(src, &ctx) else {
        return;
    };
    let mut out = Vec::new();
    if format.multilingual() && !targets.is_empty() {
        let parts: Result<Vec<_>, _> = (0..targets.len())
            .map(|i| {
                format.render_language(src, &parsed, &targets, i, source.as_ref(), &NoTranslations)
            })
            .collect();
        if let Ok(parts) = parts {
            let _ = assemble(src, &parts, &mut out);
        }
    } else {
        let de = lang("de", &[PluralCategory::One, PluralCategory::Other]);
        let target = targets.first().unwrap_or(&de);
        let _ = format.build(
            src,
            &parsed,
            target,
            source.as_ref(),
            &NoTranslations,
            &mut out,
        );
    }
});
