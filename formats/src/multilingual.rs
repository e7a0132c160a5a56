//! Builds of multilingual files (one file holding every language: String Catalogs, CSV with a
//! column per language), split so that the languages can be rendered in parallel by the caller:
//! [`render_language`](trait.Format.html#method.render_language) renders the slots of one target
//! language into a [`LanguagePart`] (pure, independent of the other languages), and [`assemble`]
//! merges the parts of all languages into the file, copying every other byte unchanged. Threads
//! are the caller's business (the app runs one part per language on its rayon pool); nothing here
//! spawns any.
//!
//! A multilingual format's parse, given the targets in [`crate::ParseContext::targets`], puts each
//! entry's value in each language the file holds into `Entry::translations` (keyed by the target's
//! id), and each slot on one language ([`Slot::target`]): a slot spanning that language's value,
//! or an empty slot where a language the file lacks is inserted. What a slot holds is that
//! language's translation in the file; an insertion point holds nothing and is always rendered.

use std::ops::Range;

use crate::error::FormatError;
use crate::format::{Format, Parsed};
use crate::language::Language;
use crate::skeleton::{check_span, BuildReport, Held, Slot, SlotFiller, TranslationLookup};

/// One language's share of a multilingual build: the bytes of each of its slots that changed,
/// and where they go in the source file.
#[derive(Debug, Clone, Default)]
pub struct LanguagePart {
    /// The language's id (ties between insertions at the same place are ordered by it).
    language: String,
    /// For each rendered slot, in document order: the bytes of the source it replaces (empty for
    /// an insertion) and the range of `bytes` written there.
    pieces: Vec<(Range<usize>, Range<usize>)>,
    bytes: Vec<u8>,
    /// What the build of this language did.
    pub report: BuildReport,
}

impl LanguagePart {
    /// The language the part was rendered for.
    pub fn language(&self) -> &str {
        &self.language
    }

    /// Number of slots this language changes or inserts.
    pub fn changed_slots(&self) -> usize {
        self.pieces.len()
    }
}

impl dyn Format + '_ {
    /// Renders the slots of `targets[index]` in `parsed` (a multilingual parse of `src` made with
    /// `targets` as its context) with translations from `lookup`: values the file already holds
    /// in that language are kept unless the translation differs; languages the file lacks are
    /// inserted. Slots of the other languages are left alone.
    pub fn render_language(
        &self,
        src: &[u8],
        parsed: &Parsed,
        targets: &[Language],
        index: usize,
        source: Option<&Language>,
        lookup: &dyn TranslationLookup,
    ) -> Result<LanguagePart, FormatError> {
        let target = targets.get(index).ok_or_else(|| {
            FormatError::whole(format!(
                "internal error: target language {index} of {} requested",
                targets.len()
            ))
            .with_kind(crate::error::ErrorKind::Internal)
        })?;
        let mut filler = SlotFiller::new(self, src, parsed, target, source, lookup);
        let mut part = LanguagePart {
            language: target.id.clone(),
            ..LanguagePart::default()
        };
        let mut pos = 0usize;
        for slot in parsed.skeleton.slots() {
            if slot.target != Some(index as u16) {
                continue;
            }
            check_span(src, slot, pos)?;
            pos = slot.span.end;
            let held = held_in(parsed, slot, &target.id);
            let start = part.bytes.len();
            let wrote = filler.fill(slot, held, &mut part.bytes)?;
            // An insertion the format chose to leave empty changes nothing.
            if wrote && !(slot.span.is_empty() && part.bytes.len() == start) {
                part.pieces
                    .push((slot.span.clone(), start..part.bytes.len()));
            }
        }
        part.report = filler.report;
        Ok(part)
    }
}

/// What `slot` holds in the language `target`: the file's translation of its entry in that
/// language, unless the slot is an insertion point.
fn held_in<'a>(parsed: &'a Parsed, slot: &Slot, target: &str) -> Option<Held<'a>> {
    if slot.span.is_empty() {
        return None;
    }
    let entry = parsed.entries.get(slot.entry? as usize)?;
    let t = entry.translations.get(target)?;
    Some(Held {
        text: &t.text,
        status: Some(&t.status),
    })
}

/// Writes `src` with the pieces of every part in place: pieces in byte order; insertions at the
/// same place before a replacement there, ordered by language id (the order Xcode keeps). An
/// internal error when two languages' pieces overlap.
pub fn assemble(src: &[u8], parts: &[LanguagePart], out: &mut Vec<u8>) -> Result<(), FormatError> {
    let mut pieces: Vec<(&Range<usize>, &str, &[u8])> = parts
        .iter()
        .flat_map(|p| {
            p.pieces
                .iter()
                .map(move |(span, bytes)| (span, p.language.as_str(), &p.bytes[bytes.clone()]))
        })
        .collect();
    pieces.sort_by(|a, b| (a.0.start, a.0.end, a.1).cmp(&(b.0.start, b.0.end, b.1)));
    out.reserve(src.len() + pieces.iter().map(|p| p.2.len()).sum::<usize>());
    let mut pos = 0usize;
    for (span, _, bytes) in pieces {
        if span.start < pos || span.end > src.len() {
            return Err(FormatError::internal(
                src,
                span.start,
                "internal error: two languages of a multilingual build change the same bytes",
            ));
        }
        out.extend_from_slice(&src[pos..span.start]);
        out.extend_from_slice(bytes);
        pos = span.end;
    }
    out.extend_from_slice(&src[pos..]);
    Ok(())
}

/// The reports of all parts as one: counts added, fallbacks listed language after language.
pub fn merged_report(parts: &[LanguagePart]) -> BuildReport {
    let mut report = BuildReport::default();
    for p in parts {
        report.translated += p.report.translated;
        report.untranslated += p.report.untranslated;
        report
            .plural_fallbacks
            .extend(p.report.plural_fallbacks.iter().cloned());
    }
    report
}

#[cfg(test)]
mod tests {
    //! A toy multilingual format, one string a line: `key|en:source|de:value|…`, the source
    //! language first; a language a line lacks is inserted at the line's end.

    use std::collections::HashMap;

    use super::*;
    use crate::format::{format_impl, FormatInfo, ParseContext, Signature, SlotValue};
    use crate::model::{Entry, Status, Text, Translation, TranslationStatus};
    use crate::sink::Sink;
    use crate::skeleton::NoTranslations;

    struct Toy;

    static INFO: FormatInfo = FormatInfo {
        key: "toy",
        name: "Toy",
        description: "test only",
        extensions: &["toy"],
        signature: Signature {
            file_name: r"\.toy$",
            file_content: None,
        },
    };

    fn parse(src: &[u8], ctx: &ParseContext<'_>, sink: &mut dyn Sink) -> Result<(), FormatError> {
        let mut start = 0;
        for (index, line) in src.split(|&b| b == b'\n').enumerate() {
            let end = start + line.len();
            let text = std::str::from_utf8(line).map_err(|_| FormatError::whole("utf-8"))?;
            let mut cells = text.split('|');
            let key = cells.next().unwrap_or_default();
            let mut entry = Entry::plain(key, "");
            let mut spans = HashMap::new();
            let mut at = start + key.len();
            for (i, cell) in cells.enumerate() {
                let (lang, value) = cell.split_once(':').unwrap_or(("", cell));
                let value_at = at + 1 + lang.len() + 1;
                if i == 0 {
                    entry.text = Text::Plain(value.into());
                } else {
                    let t = Translation {
                        text: Text::Plain(value.into()),
                        status: TranslationStatus::Single(Status::Translated),
                    };
                    entry.translations.insert(lang.into(), t);
                    spans.insert(lang.to_owned(), value_at..value_at + value.len());
                }
                at += 1 + cell.len();
            }
            sink.entry(index, entry)?;
            if sink.wants_skeleton() {
                // Slots go in document order, whatever the order of the targets.
                let mut slots: Vec<Slot> = (0..ctx.targets.len())
                    .map(|t| Slot {
                        span: spans.get(&ctx.targets[t].id).cloned().unwrap_or(end..end),
                        entry: Some(index as u32),
                        category: None,
                        kind: 0,
                        target: Some(t as u16),
                    })
                    .collect();
                slots.sort_by_key(|s| s.span.start);
                slots.into_iter().for_each(|s| sink.slot(s));
            }
            start = end + 1;
        }
        Ok(())
    }

    fn render(
        slot: &Slot,
        value: SlotValue<'_>,
        ctx: &crate::format::RenderContext<'_>,
        out: &mut Vec<u8>,
    ) -> Result<(), FormatError> {
        let SlotValue::Text { text, status } = value else {
            return Ok(());
        };
        if slot.span.is_empty() {
            if status == Status::Untranslated {
                return Ok(()); // no invented translations
            }
            out.extend_from_slice(format!("|{}:", ctx.target.id).as_bytes());
        }
        out.extend_from_slice(text.as_bytes());
        Ok(())
    }

    format_impl! {
        Toy, INFO;
        parse(src, ctx, sink) => parse(src, ctx, sink);
        render(slot, value, ctx, out) => render(slot, value, ctx, out);
        create(_entries, _source, _target, _out) => Err(FormatError::whole("no"));
        multilingual => true;
    }

    fn lang(id: &str) -> Language {
        Language::new(id, vec![])
    }

    fn build(src: &str, targets: &[Language], tr: &[(&str, &str, &str)]) -> String {
        let f: &dyn Format = &Toy;
        let ctx = ParseContext {
            source: None,
            targets,
        };
        let parsed = f.parse_all(src.as_bytes(), &ctx).expect("parses");
        let parts: Vec<_> = (0..targets.len())
            .map(|i| {
                let map: HashMap<String, Translation> = tr
                    .iter()
                    .filter(|(l, _, _)| *l == targets[i].id)
                    .map(|(_, k, v)| {
                        let t = Translation {
                            text: Text::Plain((*v).into()),
                            status: TranslationStatus::default(),
                        };
                        ((*k).to_owned(), t)
                    })
                    .collect();
                f.render_language(src.as_bytes(), &parsed, targets, i, None, &map)
                    .expect("renders")
            })
            .collect();
        let mut out = Vec::new();
        assemble(src.as_bytes(), &parts, &mut out).expect("assembles");
        String::from_utf8(out).expect("utf-8")
    }

    #[test]
    fn identity_keeps_every_byte_and_invents_nothing() {
        let src = "a|en:Hi|de:Hallo\nb|en:Bye|fr:Salut";
        let f: &dyn Format = &Toy;
        let targets = [lang("de"), lang("fr")];
        let ctx = ParseContext {
            source: None,
            targets: &targets,
        };
        let parsed = f.parse_all(src.as_bytes(), &ctx).expect("parses");
        let parts: Vec<_> = (0..2)
            .map(|i| {
                f.render_language(src.as_bytes(), &parsed, &targets, i, None, &NoTranslations)
                    .expect("renders")
            })
            .collect();
        assert!(parts.iter().all(|p| p.changed_slots() == 0));
        let mut out = Vec::new();
        assemble(src.as_bytes(), &parts, &mut out).expect("assembles");
        assert_eq!(out, src.as_bytes());
        assert_eq!(merged_report(&parts).untranslated, 4);
    }

    #[test]
    fn replaces_held_values_and_inserts_missing_languages_in_id_order() {
        let src = "a|en:Hi|de:Hallo\nb|en:Bye";
        // Requested as fr, de: the insertions on line b still come out de before fr.
        let out = build(
            src,
            &[lang("fr"), lang("de")],
            &[
                ("de", "a", "Servus"),
                ("de", "b", "Tschüss"),
                ("fr", "a", "Salut"),
                ("fr", "b", "Au revoir"),
            ],
        );
        assert_eq!(
            out,
            "a|en:Hi|de:Servus|fr:Salut\nb|en:Bye|de:Tschüss|fr:Au revoir"
        );
    }

    #[test]
    fn an_unchanged_translation_is_copied_not_rendered() {
        let src = "a|en:Hi|de:Hallo";
        let f: &dyn Format = &Toy;
        let targets = [lang("de")];
        let ctx = ParseContext {
            source: None,
            targets: &targets,
        };
        let parsed = f.parse_all(src.as_bytes(), &ctx).expect("parses");
        let map: HashMap<String, Translation> = [(
            "a".to_owned(),
            Translation {
                text: Text::Plain("Hallo".into()),
                status: TranslationStatus::default(),
            },
        )]
        .into();
        let part = f
            .render_language(src.as_bytes(), &parsed, &targets, 0, None, &map)
            .expect("renders");
        assert_eq!(part.changed_slots(), 0);
        assert_eq!(part.report.translated, 1);
    }

    #[test]
    fn overlapping_languages_are_an_internal_error() {
        let a = LanguagePart {
            language: "de".into(),
            pieces: vec![(0..3, 0..1)],
            bytes: b"x".to_vec(),
            report: BuildReport::default(),
        };
        let b = LanguagePart {
            language: "fr".into(),
            pieces: vec![(2..4, 0..1)],
            bytes: b"y".to_vec(),
            report: BuildReport::default(),
        };
        let err = assemble(b"abcdef", &[a, b], &mut Vec::new()).expect_err("overlap");
        assert_eq!(err.kind, crate::error::ErrorKind::Internal);
    }
}
