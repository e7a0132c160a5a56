//! The kit's build-and-read-back invariants: identity, pseudo-translations, hostile texts and
//! plural categories. Each builds the file the way the service does (the two-step build, and the
//! streaming one for formats that hold one language per file) and reads the result back.

use std::collections::HashMap;

use super::hostile::hostile_texts;
use super::Verdict;
use crate::cldr;
use crate::error::line_column;
use crate::format::{Format, ParseContext, Parsed, RenderContext, SlotValue};
use crate::language::Language;
use crate::model::{OwnedEntry, PluralCategory, Text, Translation, TranslationStatus};
use crate::splice::SpliceError;

type Translations = HashMap<String, Translation<'static>>;

/// Identity: a build with every string's own text gives the file back (for a format that
/// rebuilds its files, the same catalog: [`same_catalog`]).
pub(super) fn identity(format: &dyn Format, src: &[u8], parsed: &Parsed) -> Verdict {
    let target = match own_language(parsed) {
        Ok(t) => t,
        Err(why) => return Verdict::Fail(why),
    };
    let tr: Translations = parsed
        .entries
        .iter()
        .map(|e| {
            let t = Translation {
                text: e.baseline().clone(),
                status: e
                    .existing
                    .as_ref()
                    .map(|t| t.status.clone())
                    .unwrap_or_default(),
            };
            (e.identifier.to_string(), t)
        })
        .collect();
    let out = match build(format, src, parsed, &target, &tr) {
        Ok(out) => out,
        Err(e) => return Verdict::Fail(e),
    };
    if format.rebuilds() {
        return same_catalog(format, parsed, &out);
    }
    let expected = match with_structural_slots(format, src, parsed, &target) {
        Ok(x) => x,
        Err(e) => return Verdict::Fail(e),
    };
    match first_difference(&expected, &out) {
        None => Verdict::Pass(format!(
            "{} strings, {} bytes",
            parsed.entries.len(),
            src.len()
        )),
        Some(d) => Verdict::Fail(format!("the build differs from the file {d}")),
    }
}

/// Identity for a format with no layout to keep ([`Format::rebuilds`]): the build `out` reads
/// back as the same catalog (every string with its source text and the text the file holds),
/// since its bytes are written afresh.
fn same_catalog(format: &dyn Format, parsed: &Parsed, out: &[u8]) -> Verdict {
    let again = match format.parse_all(out, &ParseContext::default()) {
        Ok(p) => p,
        Err(e) => return Verdict::Fail(format!("the built file does not parse: {e}")),
    };
    let built: HashMap<&str, &OwnedEntry> = again
        .entries
        .iter()
        .map(|e| (e.identifier.as_ref(), e))
        .collect();
    if built.len() != parsed.entries.len() {
        return Verdict::Fail(format!(
            "the built file has {} strings, the file {}",
            built.len(),
            parsed.entries.len()
        ));
    }
    for e in &parsed.entries {
        let Some(b) = built.get(e.identifier.as_ref()) else {
            return Verdict::Fail(format!("`{}` is missing from the build", e.identifier));
        };
        if b.text != e.text || b.baseline() != e.baseline() {
            return Verdict::Fail(format!(
                "`{}` reads back as {} instead of {}",
                e.identifier,
                show(b.baseline()),
                show(e.baseline())
            ));
        }
    }
    Verdict::Pass(format!(
        "{} strings, the same catalog (the format rebuilds its files)",
        parsed.entries.len()
    ))
}

/// Pseudo-translations (accented, bracketed, numbered) read back after a build for German.
pub(super) fn pseudo(format: &dyn Format, src: &[u8], parsed: &Parsed) -> Verdict {
    let target = cldr::language("de");
    let tr = translate_all(format, &parsed.entries, &target, |i, _, s| {
        format!("⟦{i}⟧ Ƥšéûđö {s} ÀÉÎÕÜ")
    });
    match read_back(format, src, parsed, &target, &tr, false) {
        Ok(()) => Verdict::Pass(format!("{} strings", parsed.entries.len())),
        Err(e) => Verdict::Fail(e),
    }
}

/// Each hostile text of the format's alphabet, as the translation of every string, reads back.
pub(super) fn hostile(format: &dyn Format, src: &[u8], parsed: &Parsed) -> Verdict {
    let target = cldr::language("de");
    let texts = hostile_texts(format.info().key);
    for text in &texts {
        // A plural form is a piece of the format's plural syntax (an ICU case writes a form with
        // unbalanced braces or quotes as quoted literal text, and reads it back so): forms get
        // the text without ICU's syntax characters, plain strings all of it.
        let form: String = text.chars().filter(|c| !"{}'".contains(*c)).collect();
        let tr = translate_all(format, &parsed.entries, &target, |_, c, _| match c {
            Some(_) => form.clone(),
            None => text.clone(),
        });
        if let Err(e) = read_back(format, src, parsed, &target, &tr, false) {
            return Verdict::Fail(format!("with the text {text:?}: {e}"));
        }
    }
    Verdict::Pass(format!(
        "{} texts × {} strings",
        texts.len(),
        parsed.entries.len()
    ))
}

/// Plural strings built for Slovenian (one, two, few, other) and Japanese (other) read back, as
/// a translation upload for that language, with exactly its categories. (Slovenian, not Russian:
/// gettext's Russian has three forms for CLDR's four, so a PO file cannot hold them all.)
pub(super) fn plurals(format: &dyn Format, src: &[u8], parsed: &Parsed) -> Verdict {
    let n = parsed.entries.iter().filter(|e| e.text.is_plural()).count();
    if n == 0 {
        return Verdict::NotApplicable("no plural strings".into());
    }
    for id in ["sl", "ja"] {
        let target = cldr::language(id);
        let tr = translate_all(format, &parsed.entries, &target, |i, c, s| match c {
            Some(c) => format!("{} ⟦{i}⟧ {s}", c.as_str()),
            None => format!("⟦{i}⟧ {s}"),
        });
        if let Err(e) = read_back(format, src, parsed, &target, &tr, true) {
            return Verdict::Fail(format!("for {id}: {e}"));
        }
    }
    Verdict::Pass(format!("{n} plural strings for sl and ja"))
}

/// The language an identity build uses: the one the file declares (else `xx`), with the plural
/// categories its plural strings use (else the declared language's, else one and other).
fn own_language(parsed: &Parsed) -> Result<Language, String> {
    let id = parsed.language.clone().unwrap_or_else(|| "xx".into());
    let mut set: Option<Vec<PluralCategory>> = None;
    for e in &parsed.entries {
        if let Text::Plural(m) = e.baseline() {
            let cats: Vec<PluralCategory> = m.keys().copied().collect();
            match &set {
                None => set = Some(cats),
                Some(s) if *s != cats => {
                    return Err(format!(
                        "no one language gives this file back: plural strings use different category sets ({s:?}, then {cats:?} in `{}`); a build rewrites one of them",
                        e.identifier
                    ))
                }
                Some(_) => {}
            }
        }
    }
    let cats = match (set, &parsed.language) {
        (Some(s), _) => s,
        (None, Some(l)) => cldr::plural_categories(l),
        (None, None) => vec![PluralCategory::One, PluralCategory::Other],
    };
    Ok(Language::new(id, cats))
}

/// Translations that replace every text with `f(index, category, text)`, plural forms per the
/// target's categories.
fn translate_all(
    format: &dyn Format,
    entries: &[OwnedEntry],
    target: &Language,
    f: impl Fn(usize, Option<PluralCategory>, &str) -> String,
) -> Translations {
    // A document's texts hold inline codes: only the text between them is translated.
    let document = format.document();
    let f = |i: usize, c: Option<PluralCategory>, s: &str| -> String {
        if document {
            crate::document::map_segment_text(s, |run| f(i, c, run))
        } else {
            f(i, c, s)
        }
    };
    entries
        .iter()
        .enumerate()
        .map(|(i, e)| {
            let text = match &e.text {
                Text::Plain(s) => Text::plain(f(i, None, s)),
                Text::Plural(m) => Text::Plural(
                    target
                        .categories()
                        .iter()
                        .map(|c| {
                            let source = m.get(c).map_or(e.text.main(), |s| s);
                            (*c, f(i, Some(*c), source).into())
                        })
                        .collect(),
                ),
            };
            let t = Translation {
                text,
                status: TranslationStatus::default(),
            };
            (e.identifier.to_string(), t)
        })
        .collect()
}

/// Builds `src` for `target`; for a format of one language per file, the streaming build must
/// write the same bytes.
fn build(
    format: &dyn Format,
    src: &[u8],
    parsed: &Parsed,
    target: &Language,
    tr: &Translations,
) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    format
        .build(src, parsed, target, None, tr, &mut out)
        .map_err(|e| format!("the build fails: {e}"))?;
    if !format.multilingual() {
        match format.build_streaming(src, target, None, tr, Vec::new()) {
            Ok((_, streamed)) => {
                if let Some(d) = first_difference(&out, &streamed) {
                    return Err(format!(
                        "the streaming build differs from the two-step build {d}"
                    ));
                }
            }
            // The format asked for the two-step build, which the service then runs.
            Err(SpliceError::Revisit { .. }) => {}
            Err(e) => return Err(format!("the streaming build fails: {e}")),
        }
    }
    Ok(out)
}

/// Builds with `tr`, parses the output (as a translation upload for `target` when
/// `as_translation`, else as a source file) and compares identifiers and texts. A multilingual
/// format is built the way the service builds it (the target's part rendered, then assembled)
/// and its translations are read from the target's values.
fn read_back(
    format: &dyn Format,
    src: &[u8],
    parsed: &Parsed,
    target: &Language,
    tr: &Translations,
    as_translation: bool,
) -> Result<(), String> {
    let targets = [target.clone()];
    let ctx = ParseContext {
        source: None,
        targets: if as_translation { &targets } else { &[] },
    };
    if format.multilingual() {
        return read_back_multilingual(format, src, target, tr);
    }
    let before;
    let parsed = if as_translation {
        before = format
            .parse_all(src, &ctx)
            .map_err(|e| format!("the file does not parse as a translation upload: {e}"))?;
        &before
    } else {
        parsed
    };
    let out = build(format, src, parsed, target, tr)?;
    let again = format
        .parse_all(&out, &ctx)
        .map_err(|e| format!("the built file does not parse: {e}"))?;
    if again.entries.len() != parsed.entries.len() {
        return Err(format!(
            "the built file has {} strings, the file {}",
            again.entries.len(),
            parsed.entries.len()
        ));
    }
    for (b, a) in parsed.entries.iter().zip(&again.entries) {
        // A document's identifiers derive from its texts: its strings are compared by position.
        if a.identifier != b.identifier && !format.document() {
            return Err(format!(
                "`{}` reads back as `{}`",
                b.identifier, a.identifier
            ));
        }
        let Some(want) = tr.get(&*b.identifier).map(|t| &t.text) else {
            continue;
        };
        let got = a.baseline();
        if got != want {
            return Err(format!(
                "`{}` reads back as {} instead of {}",
                b.identifier,
                show(got),
                show(want)
            ));
        }
    }
    Ok(())
}

/// [`read_back`] for a format whose one file holds every language.
fn read_back_multilingual(
    format: &dyn Format,
    src: &[u8],
    target: &Language,
    tr: &Translations,
) -> Result<(), String> {
    let targets = [target.clone()];
    let ctx = ParseContext {
        source: None,
        targets: &targets,
    };
    let parsed = format
        .parse_all(src, &ctx)
        .map_err(|e| format!("the file does not parse for {}: {e}", target.id))?;
    let part = format
        .render_language(src, &parsed, &targets, 0, None, tr)
        .map_err(|e| format!("the build fails: {e}"))?;
    let mut out = Vec::new();
    crate::multilingual::assemble(src, std::slice::from_ref(&part), &mut out)
        .map_err(|e| format!("the build fails: {e}"))?;
    let again = format
        .parse_all(&out, &ctx)
        .map_err(|e| format!("the built file does not parse: {e}"))?;
    if again.entries.len() != parsed.entries.len() {
        return Err(format!(
            "the built file has {} strings, the file {}",
            again.entries.len(),
            parsed.entries.len()
        ));
    }
    // A file of one language inside a multilingual format (a key/value CSV, Symfony's
    // `key;value`) has no target values: its build writes the translation where the source
    // was, so the built file's source texts are what must read back.
    let one_language = again.entries.iter().all(|e| e.translations.is_empty());
    let as_source = if one_language {
        Some(
            format
                .parse_all(&out, &ParseContext::default())
                .map_err(|e| format!("the built file does not parse: {e}"))?,
        )
    } else {
        None
    };
    for (i, (b, a)) in parsed.entries.iter().zip(&again.entries).enumerate() {
        if a.identifier != b.identifier {
            return Err(format!(
                "`{}` reads back as `{}`",
                b.identifier, a.identifier
            ));
        }
        let Some(want) = tr.get(&*b.identifier).map(|t| &t.text) else {
            continue;
        };
        let got = match &as_source {
            Some(p) => p.entries.get(i).map(|e| &e.text),
            None => a.translations.get(&target.id).map(|t| &t.text),
        };
        match got {
            Some(got) if got == want => {}
            Some(got) => {
                return Err(format!(
                    "`{}` reads back as {} instead of {}",
                    b.identifier,
                    show(got),
                    show(want)
                ))
            }
            None => {
                return Err(format!(
                    "`{}` has no {} value after the build",
                    b.identifier, target.id
                ))
            }
        }
    }
    Ok(())
}

/// A text for a failure message: the string quoted, or the plural forms by category.
fn show(t: &Text<'_>) -> String {
    match t {
        Text::Plain(s) => format!("{s:?}"),
        Text::Plural(m) => {
            let forms: Vec<String> = m
                .iter()
                .map(|(c, s)| format!("{}: {s:?}", c.as_str()))
                .collect();
            format!("{{{}}}", forms.join(", "))
        }
    }
}

/// The file with each structural slot (one no string owns: a language attribute, a header)
/// rendered for `target`: what an identity build must write.
fn with_structural_slots(
    format: &dyn Format,
    src: &[u8],
    parsed: &Parsed,
    target: &Language,
) -> Result<Vec<u8>, String> {
    let mut out = Vec::with_capacity(src.len());
    let mut pos = 0;
    for slot in parsed.skeleton.slots() {
        if slot.entry.is_some() || slot.span.start < pos || slot.span.end > src.len() {
            continue;
        }
        out.extend_from_slice(&src[pos..slot.span.start]);
        let ctx = RenderContext {
            src,
            entry: None,
            target,
            source: None,
        };
        format
            .render(slot, SlotValue::Structural, &ctx, &mut out)
            .map_err(|e| format!("a structural slot does not render: {e}"))?;
        pos = slot.span.end;
    }
    out.extend_from_slice(&src[pos..]);
    Ok(out)
}

/// Where `got` first differs from `expected` (`at line 3, column 7: expected "…", got "…"`), or
/// `None` when they are the same bytes.
pub(super) fn first_difference(expected: &[u8], got: &[u8]) -> Option<String> {
    if expected == got {
        return None;
    }
    let at = got
        .iter()
        .zip(expected)
        .position(|(a, b)| a != b)
        .unwrap_or(expected.len().min(got.len()));
    let (line, column) = line_column(expected, at);
    let around = |b: &[u8]| {
        let end = (at + 40).min(b.len());
        String::from_utf8_lossy(&b[at.min(end)..end]).into_owned()
    };
    Some(format!(
        "at line {line}, column {column} (byte {at}): expected {:?}, got {:?}",
        around(expected),
        around(got)
    ))
}
