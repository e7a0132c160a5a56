//! The bundle export measure of `locforge bench`: a file created from 50,000 strings alone (a
//! `build-file` without `file` to a `[[modules.bundles]]` module), through the same
//! `create_bundle` the module runs, for each multi-language format (csv, xcstrings, tmx: the
//! source and three target languages in one file) and a few one-language ones (json, po, yaml:
//! one target). Prints output MB/s and strings/s, medians of the timed runs, on one thread.
//!
//! The strings are made here (identifiers in 500 sections of 100, texts of 3 to 20 words with
//! a placeholder in every seventh, translations marked per language), so the measure needs no
//! file; the result is read back once with the format's parser to check it holds every string.

use std::collections::BTreeMap;
use std::time::Duration;

use anyhow::Context as _;
use locforge_formats::{
    cldr, Entry, Language, OwnedEntry, ParseContext, Registry, Status, Text, Translation,
    TranslationStatus,
};

use super::time;
use crate::engine::modules::bundle::create_bundle;
use crate::engine::multilingual;

/// Strings in each bundle.
pub const STRINGS: usize = 50_000;

/// The formats measured, and whether the bundle holds several target languages.
const FORMATS: &[(&str, bool)] = &[
    ("csv", true),
    ("xcstrings", true),
    ("tmx", true),
    ("json", false),
    ("po", false),
    ("yaml", false),
];

/// The target languages of a multi-language bundle (the first is a one-language bundle's).
const TARGETS: [&str; 3] = ["de", "fr", "es"];

const WORDS: [&str; 16] = [
    "open", "the", "file", "settings", "account", "message", "save", "your", "changes", "before",
    "closing", "window", "new", "project", "delete", "selected",
];

/// The `n`th string: a source text and its translations into `targets`.
fn string(n: usize, targets: &[&str]) -> OwnedEntry {
    let words = 3 + (n * 7919) % 18;
    let mut text = String::with_capacity(words * 8);
    for w in 0..words {
        if w > 0 {
            text.push(' ');
        }
        text.push_str(WORDS[(n + w * 5) % WORDS.len()]);
    }
    if n.is_multiple_of(7) {
        text.push_str(" {count}");
    }
    let translations: BTreeMap<String, Translation<'static>> = targets
        .iter()
        .map(|t| {
            (
                (*t).to_owned(),
                Translation {
                    text: Text::Plain(format!("[{t}] {text}").into()),
                    status: TranslationStatus::Single(Status::Approved),
                },
            )
        })
        .collect();
    Entry {
        identifier: format!("section{}.item{}", n / 100, n).into(),
        context: n
            .is_multiple_of(10)
            .then(|| format!("Shown in section {}", n / 100).into()),
        translations,
        ..Entry::plain(String::new(), text)
    }
}

/// Runs the measure and prints one line per format.
pub fn run(runs: usize) -> anyhow::Result<()> {
    let registry = Registry::builtin();
    let pool = multilingual::pool(1)?;
    let source = cldr::language("en");
    println!(
        "{:<12} {:>8} {:>9} {:>8} {:>10} {:>9} {:>12}",
        "bundle", "strings", "languages", "MB", "median ms", "MB/s", "strings/s"
    );
    for &(key, multi) in FORMATS {
        let format = registry
            .get(key)
            .with_context(|| format!("format `{key}` is not built in"))?;
        let targets: &[&str] = if multi { &TARGETS } else { &TARGETS[..1] };
        let languages: Vec<Language> = targets.iter().map(|t| cldr::language(t)).collect();
        let entries: Vec<OwnedEntry> = (0..STRINGS).map(|n| string(n, targets)).collect();
        let create = || {
            create_bundle(
                &pool,
                &**format,
                key,
                false,
                entries.clone(),
                &source,
                &languages,
            )
        };
        let out = create().map_err(|e| anyhow::anyhow!("bundle {key}: {e}"))?;
        let parsed = format
            .parse_all(
                &out,
                &ParseContext {
                    source: Some(&source),
                    targets: &languages,
                },
            )
            .map_err(|e| anyhow::anyhow!("bundle {key} does not read back: {e}"))?;
        anyhow::ensure!(
            parsed.entries.len() == STRINGS,
            "bundle {key} reads back {} strings of {STRINGS}",
            parsed.entries.len()
        );
        // The clone of the strings is part of each run; timed apart and taken off.
        let clone = time(runs, || entries.clone().len());
        let total = time(runs, || create().map(|b| b.len()).unwrap_or(0));
        let d = total.saturating_sub(clone).max(Duration::from_micros(1));
        println!(
            "{:<12} {:>8} {:>9} {:>8.2} {:>10.0} {:>9.0} {:>12.0}",
            key,
            STRINGS,
            1 + targets.len(),
            out.len() as f64 / 1e6,
            d.as_secs_f64() * 1e3,
            out.len() as f64 / 1e6 / d.as_secs_f64(),
            STRINGS as f64 / d.as_secs_f64()
        );
    }
    println!("(bundle = build-file without `file`: create_bundle from the strings alone, as a [[modules.bundles]] module runs it; one thread; MB of the file written)");
    Ok(())
}
