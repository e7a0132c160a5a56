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
//!
//! **Frames.** Pieces inserted at one place may belong to objects the build creates, shared by
//! several languages (a String Catalog's new `localizations` object) or by several pieces of one
//! language (a new language holding a string and its substitutions). Languages are rendered
//! apart, so no piece can write such an object's opening or closing itself. A format says how
//! an inserted piece sits in them ([`crate::Format::frame`]: a [`Frame`] of nested
//! [`Level`]s, each with its opening, the separator between its members and its closing), and
//! [`assemble`] writes each level once around the pieces that share it, in their order. A
//! piece without a translation is optional: it is written only inside a level that holds a
//! translated piece too, and a level without any is not written at all (no language appears
//! just because the build could insert it).

use std::io::Write;
use std::ops::Range;

use crate::error::FormatError;
use crate::format::{Format, Parsed};
use crate::language::Language;
use crate::model::{OwnedEntry, Status};
use crate::skeleton::{check_span, BuildReport, Held, Slot, SlotFiller, TranslationLookup};
use crate::splice::SpliceError;

/// One object a build creates around inserted pieces (see the module docs): pieces at one place
/// whose frames have levels with the same ids, level by level from the outermost, share them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Level {
    /// Which object this is among those created at the place (`localizations`, `lang:de`).
    pub id: String,
    /// Written before its first member (with what joins the object to its neighbours).
    pub open: Vec<u8>,
    /// Written between two of its members.
    pub sep: Vec<u8>,
    /// Written after its last member.
    pub close: Vec<u8>,
    /// Its members go together: when one holds a translation, the optional ones are written too
    /// (a language object: a string with its substitutions). A level that does not bind (an
    /// object shared by several languages) holds only the members written for their own sake.
    pub binds: bool,
}

/// How an inserted piece sits in the objects a build creates: their levels, outermost first.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Frame {
    /// The objects around the piece, outermost first.
    pub levels: Vec<Level>,
    /// The piece holds no translation: written only in a level that holds a translated piece.
    pub optional: bool,
}

/// One rendered slot of a part.
#[derive(Debug, Clone)]
struct Piece {
    /// The bytes of the source it replaces (empty for an insertion).
    span: Range<usize>,
    /// The range of the part's bytes written there.
    bytes: Range<usize>,
    /// For an insertion the format frames: the objects around it.
    frame: Option<Frame>,
}

/// One language's share of a multilingual build: the bytes of each of its slots that changed,
/// and where they go in the source file.
#[derive(Debug, Clone, Default)]
pub struct LanguagePart {
    /// The language's id (ties between insertions at the same place are ordered by it).
    language: String,
    /// The rendered slots, in document order.
    pieces: Vec<Piece>,
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
        let mut filler = SlotFiller::new(self, src, target, source, lookup);
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
            let entry = slot.entry.and_then(|i| parsed.entries.get(i as usize));
            let held = held_in(entry, slot, &target.id);
            let start = part.bytes.len();
            let wrote = filler.fill(slot, entry, held, &mut part.bytes)?;
            // An insertion the format chose to leave empty changes nothing.
            if wrote && !(slot.span.is_empty() && part.bytes.len() == start) {
                let frame = if slot.span.is_empty() {
                    self.frame(slot, &filler.context(entry)).map(|mut f| {
                        f.optional = !translated(entry, lookup);
                        f
                    })
                } else {
                    None
                };
                part.pieces.push(Piece {
                    span: slot.span.clone(),
                    bytes: start..part.bytes.len(),
                    frame,
                });
            }
        }
        part.report = filler.report;
        Ok(part)
    }
}

/// True when the request translates the slot's entry (with a status other than untranslated).
fn translated(entry: Option<&OwnedEntry>, lookup: &dyn TranslationLookup) -> bool {
    entry
        .and_then(|e| lookup.get(&e.identifier))
        .is_some_and(|t| t.status.get(None) != Status::Untranslated)
}

/// What `slot` holds in the language `target`: the file's translation of its entry in that
/// language, unless the slot is an insertion point.
fn held_in<'a>(entry: Option<&'a OwnedEntry>, slot: &Slot, target: &str) -> Option<Held<'a>> {
    if slot.span.is_empty() {
        return None;
    }
    let t = entry?.translations.get(target)?;
    Some(Held {
        text: &t.text,
        status: Some(&t.status),
    })
}

/// A piece ready to be placed: what it replaces, its language, its bytes and its frame.
type Placed<'a> = (&'a Range<usize>, &'a str, &'a [u8], Option<&'a Frame>);

/// Writes `src` with the pieces of every part in place: pieces in byte order; insertions at the
/// same place before a replacement there, ordered by language id (the order Xcode keeps), each
/// language's in its own order; framed insertions at one place inside their shared levels (see
/// the module docs). Written into `out` as it goes (a caller's blob, say), so the assembled
/// file is never held here. An internal error when two languages' pieces overlap; a write error
/// when `out` refuses bytes.
pub fn assemble(
    src: &[u8],
    parts: &[LanguagePart],
    out: &mut dyn Write,
) -> Result<(), SpliceError> {
    let mut pieces: Vec<Placed<'_>> = parts
        .iter()
        .flat_map(|p| {
            p.pieces.iter().map(move |piece| {
                (
                    &piece.span,
                    p.language.as_str(),
                    &p.bytes[piece.bytes.clone()],
                    piece.frame.as_ref(),
                )
            })
        })
        .collect();
    // Stable: one language's pieces at one place keep their order.
    pieces.sort_by(|a, b| (a.0.start, a.0.end, a.1).cmp(&(b.0.start, b.0.end, b.1)));
    let mut put = |bytes: &[u8]| out.write_all(bytes).map_err(SpliceError::Write);
    let mut pos = 0usize;
    let mut i = 0;
    while i < pieces.len() {
        let (span, _, bytes, frame) = pieces[i];
        if span.start < pos || span.end > src.len() {
            return Err(SpliceError::Format(FormatError::internal(
                src,
                span.start,
                "internal error: two languages of a multilingual build change the same bytes",
            )));
        }
        put(&src[pos..span.start])?;
        if frame.is_some() {
            // The framed insertions at this place, written together.
            let run = pieces[i..]
                .iter()
                .take_while(|p| p.0.start == span.start && p.0.is_empty() && p.3.is_some())
                .count();
            let framed: Vec<(&[u8], &Frame)> = pieces[i..i + run]
                .iter()
                .filter_map(|p| p.3.map(|f| (p.2, f)))
                .collect();
            let mut framed_bytes = Vec::new();
            write_framed(&framed, &mut framed_bytes);
            put(&framed_bytes)?;
            i += run;
        } else {
            put(bytes)?;
            i += 1;
        }
        pos = span.end;
    }
    put(&src[pos..])
}

/// Writes framed pieces inserted at one place: each level once around its members, members
/// separated by its separator; a required piece always, an optional one only when a binding
/// level around it holds a required one, and a level only around a written piece.
fn write_framed(pieces: &[(&[u8], &Frame)], out: &mut Vec<u8>) {
    fn ids(f: &Frame) -> Vec<&str> {
        f.levels.iter().map(|l| l.id.as_str()).collect()
    }
    // Every level (as its path of ids) that holds a required piece.
    let mut wanted: Vec<Vec<&str>> = Vec::new();
    for (_, f) in pieces.iter().filter(|(_, f)| !f.optional) {
        let path = ids(f);
        for n in 1..=path.len() {
            if !wanted.iter().any(|w| w.as_slice() == &path[..n]) {
                wanted.push(path[..n].to_vec());
            }
        }
    }
    // The open levels: the level and whether a member was written in it.
    let mut stack: Vec<(&Level, bool)> = Vec::new();
    for (bytes, f) in pieces {
        let path = ids(f);
        let written = !f.optional
            || f.levels.iter().enumerate().any(|(n, level)| {
                level.binds && wanted.iter().any(|w| w.as_slice() == &path[..=n])
            });
        if !written {
            continue;
        }
        let common = stack
            .iter()
            .zip(&f.levels)
            .take_while(|((open, _), level)| open.id == level.id)
            .count();
        while stack.len() > common {
            if let Some((level, _)) = stack.pop() {
                out.extend_from_slice(&level.close);
            }
        }
        for level in &f.levels[common..] {
            if let Some((parent, had)) = stack.last_mut() {
                if *had {
                    out.extend_from_slice(&parent.sep);
                }
                *had = true;
            }
            out.extend_from_slice(&level.open);
            stack.push((level, false));
        }
        if let Some((level, had)) = stack.last_mut() {
            if *had {
                out.extend_from_slice(&level.sep);
            }
            *had = true;
        }
        out.extend_from_slice(bytes);
    }
    while let Some((level, _)) = stack.pop() {
        out.extend_from_slice(&level.close);
    }
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
            pieces: vec![Piece {
                span: 0..3,
                bytes: 0..1,
                frame: None,
            }],
            bytes: b"x".to_vec(),
            report: BuildReport::default(),
        };
        let b = LanguagePart {
            language: "fr".into(),
            pieces: vec![Piece {
                span: 2..4,
                bytes: 0..1,
                frame: None,
            }],
            bytes: b"y".to_vec(),
            report: BuildReport::default(),
        };
        let err = assemble(b"abcdef", &[a, b], &mut Vec::new()).expect_err("overlap");
        assert!(
            matches!(&err, SpliceError::Format(e) if e.kind == crate::error::ErrorKind::Internal),
            "{err}"
        );
    }

    #[test]
    fn framed_insertions_share_their_levels_and_optional_ones_need_a_translated_sibling() {
        let level = |id: &str, open: &str, sep: &str, close: &str, binds: bool| Level {
            id: id.into(),
            open: open.into(),
            sep: sep.into(),
            close: close.into(),
            binds,
        };
        let part = |lang: &str, pieces: &[(&str, bool)]| {
            let mut p = LanguagePart {
                language: lang.into(),
                ..LanguagePart::default()
            };
            for (text, optional) in pieces {
                let start = p.bytes.len();
                p.bytes.extend_from_slice(text.as_bytes());
                p.pieces.push(Piece {
                    span: 3..3,
                    bytes: start..p.bytes.len(),
                    frame: Some(Frame {
                        levels: vec![
                            level("outer", "[", ",", "]", false),
                            level(&format!("lang:{lang}"), &format!("{lang}("), ";", ")", true),
                            level("inner", "<", "|", ">", false),
                        ],
                        optional: *optional,
                    }),
                });
            }
            p
        };
        let src = b"abcdef";
        let parts = [
            part("ja", &[("w", false)]),
            part("de", &[("x", false), ("y", true)]),
            part("fr", &[("z", true)]),
        ];
        let mut out = Vec::new();
        assemble(src, &parts, &mut out).expect("assembles");
        assert_eq!(String::from_utf8_lossy(&out), "abc[de(<x|y>),ja(<w>)]def");
        // Only optional pieces: nothing is created.
        let mut out = Vec::new();
        assemble(src, &[part("fr", &[("z", true)])], &mut out).expect("assembles");
        assert_eq!(out, src);
    }
}
