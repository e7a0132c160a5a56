//! The format author's kit: what the invariants suite checks on the repository's corpus, run on
//! one file of a user's own (`locforge formats check`). For a file and the format it is in:
//!
//! - **parse**: the file parses (an error names line and column);
//! - **identity**: a build with every string's own text gives the file back byte for byte, the
//!   two-step build and the streaming one alike (structural slots, such as a target-language
//!   attribute a file without one gets, are the only bytes allowed to change);
//! - **pseudo**: a build with pseudo-translations reads back as those translations;
//! - **hostile**: the same with texts made of the format's hostile alphabet ([`hostile`]);
//! - **plurals**: for languages with other CLDR categories (Russian, Japanese), plural strings
//!   come back with exactly the target's categories and texts (not applicable without plurals);
//! - **detection**: the registry recognises the file as this format by name and content;
//! - **preview**: the HTML preview holds every string (not applicable with plurals: the platform
//!   shows no preview for such files).
//!
//! A file that parses into no string gets a warning on `parse` (the other invariants hold
//! vacuously on it): an empty sample, or a declared rule that matches nothing.
//!
//! Pure: the caller reads the file and prints the [`Report`]. A format that panics fails the
//! invariant it panicked in, with the panic's message. What must not live here: I/O, printing,
//! and anything one format needs that the others do not.

mod hostile;
mod roundtrip;

use std::fmt;
use std::panic::{catch_unwind, AssertUnwindSafe};

use crate::format::{Format, ParseContext, Parsed};
use crate::registry::Registry;

pub use hostile::{alphabet, alphabet_class, hostile_texts};

/// One of the properties the kit checks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Invariant {
    /// The file parses.
    Parse,
    /// An identity build is the file, byte for byte (for a format that rebuilds its files, the
    /// same catalog).
    Identity,
    /// Pseudo-translations survive a build and a parse.
    Pseudo,
    /// Hostile texts survive a build and a parse.
    Hostile,
    /// Plural strings get exactly the target's CLDR categories.
    Plurals,
    /// The registry detects the file as its format.
    Detection,
    /// The preview holds every string.
    Preview,
}

impl Invariant {
    /// Every invariant, in the order the kit runs them.
    pub const ALL: [Invariant; 7] = [
        Invariant::Parse,
        Invariant::Identity,
        Invariant::Pseudo,
        Invariant::Hostile,
        Invariant::Plurals,
        Invariant::Detection,
        Invariant::Preview,
    ];

    /// The invariant's name as the table prints it.
    pub fn name(self) -> &'static str {
        match self {
            Invariant::Parse => "parse",
            Invariant::Identity => "identity",
            Invariant::Pseudo => "pseudo",
            Invariant::Hostile => "hostile",
            Invariant::Plurals => "plurals",
            Invariant::Detection => "detection",
            Invariant::Preview => "preview",
        }
    }

    /// One line on what the invariant means, for help texts.
    pub fn meaning(self) -> &'static str {
        match self {
            Invariant::Parse => "the file parses",
            Invariant::Identity => {
                "a build with every string's own text is the file, byte for byte (a rebuilt binary format such as MO: the same catalog)"
            }
            Invariant::Pseudo => "pseudo-translations survive a build and a parse",
            Invariant::Hostile => {
                "texts of quotes, escapes, markup, line breaks, emoji and RTL survive a build and a parse"
            }
            Invariant::Plurals => {
                "plural strings built for Russian and Japanese read back with exactly their CLDR categories"
            }
            Invariant::Detection => "the file's name and content are detected as this format",
            Invariant::Preview => "the HTML preview holds every string",
        }
    }
}

impl fmt::Display for Invariant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How one invariant went.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// It holds; the text says what was checked (`12 strings`).
    Pass(String),
    /// It does not; the text is the first difference found.
    Fail(String),
    /// It does not apply to this file, and why (`no plural strings`).
    NotApplicable(String),
    /// It holds, but proves little, and why: a file without a single string (an empty sample,
    /// or a declared rule that matches nothing). Not a failure.
    Warn(String),
}

impl Verdict {
    /// True for [`Verdict::Fail`].
    pub fn failed(&self) -> bool {
        matches!(self, Verdict::Fail(_))
    }
}

/// What the kit found on one file.
#[derive(Debug, Clone)]
pub struct Report {
    /// The format's key.
    pub format: &'static str,
    /// One verdict per invariant, in [`Invariant::ALL`] order (all of them present).
    pub verdicts: Vec<(Invariant, Verdict)>,
}

impl Report {
    /// True when no invariant failed.
    pub fn passed(&self) -> bool {
        !self.verdicts.iter().any(|(_, v)| v.failed())
    }

    /// The verdict of `invariant` (every report holds one for each).
    pub fn verdict(&self, invariant: Invariant) -> Option<&Verdict> {
        self.verdicts
            .iter()
            .find(|(i, _)| *i == invariant)
            .map(|(_, v)| v)
    }

    /// The invariants that failed.
    pub fn failures(&self) -> Vec<Invariant> {
        self.verdicts
            .iter()
            .filter(|(_, v)| v.failed())
            .map(|(i, _)| *i)
            .collect()
    }
}

/// Runs every invariant on `src`, the file `file_name`, read as `format`; `registry` is what
/// detection is checked against (the formats the caller serves). When the file does not parse,
/// the other invariants are not applicable.
pub fn check_file(format: &dyn Format, registry: &Registry, file_name: &str, src: &[u8]) -> Report {
    let key = format.info().key;
    let mut verdicts = Vec::with_capacity(Invariant::ALL.len());
    let parsed = guarded(|| {
        format
            .parse_all(src, &ParseContext::default())
            .map_err(|e| e.in_file(file_name))
    });
    let parsed: Parsed = match parsed {
        Ok(Ok(p)) => {
            let verdict = if p.entries.is_empty() {
                Verdict::Warn(
                    "the file holds no string: is it empty, or does a rule match nothing? The other invariants hold vacuously".into(),
                )
            } else {
                Verdict::Pass(format!("{} strings", p.entries.len()))
            };
            verdicts.push((Invariant::Parse, verdict));
            p
        }
        Ok(Err(e)) | Err(e) => {
            verdicts.push((Invariant::Parse, Verdict::Fail(e)));
            for i in &Invariant::ALL[1..] {
                verdicts.push((*i, Verdict::NotApplicable("the file does not parse".into())));
            }
            return Report {
                format: key,
                verdicts,
            };
        }
    };
    let run = |f: &dyn Fn() -> Verdict| guarded(f).unwrap_or_else(Verdict::Fail);
    verdicts.push((
        Invariant::Identity,
        run(&|| roundtrip::identity(format, src, &parsed)),
    ));
    verdicts.push((
        Invariant::Pseudo,
        run(&|| roundtrip::pseudo(format, src, &parsed)),
    ));
    verdicts.push((
        Invariant::Hostile,
        run(&|| roundtrip::hostile(format, src, &parsed)),
    ));
    verdicts.push((
        Invariant::Plurals,
        run(&|| roundtrip::plurals(format, src, &parsed)),
    ));
    verdicts.push((
        Invariant::Detection,
        run(&|| detection(format, registry, file_name, src)),
    ));
    verdicts.push((
        Invariant::Preview,
        run(&|| preview(format, file_name, src, &parsed)),
    ));
    Report {
        format: key,
        verdicts,
    }
}

/// Runs `f`, turning a panic into `Err` with its message.
fn guarded<T>(f: impl FnOnce() -> T) -> Result<T, String> {
    catch_unwind(AssertUnwindSafe(f)).map_err(|e| {
        let msg = e
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_else(|| "no message".into());
        format!("the format panicked: {msg}")
    })
}

/// The registry detects the file as `format`; else which of the format's patterns did not match.
fn detection(format: &dyn Format, registry: &Registry, file_name: &str, src: &[u8]) -> Verdict {
    let key = format.info().key;
    let detected = registry.detect(file_name, src).map(|f| f.info().key);
    if detected == Some(key) {
        return Verdict::Pass(format!("detected as {key}"));
    }
    let sig = format.info().signature;
    let matches = |pattern: &str, text: &str| {
        regex::Regex::new(pattern)
            .map(|r| r.is_match(text))
            .unwrap_or(false)
    };
    let head = &src[..src.len().min(crate::registry::DETECTION_WINDOW)];
    let head = String::from_utf8_lossy(head);
    let why = if !matches(sig.file_name, file_name) {
        format!(
            "the name does not match {key}'s file-name pattern `{}`",
            sig.file_name
        )
    } else if let Some(c) = sig.file_content.filter(|c| !matches(c, &head)) {
        format!("the first 64 KB do not match {key}'s content pattern `{c}`")
    } else {
        "an earlier format in detection order matches it first".to_string()
    };
    match detected {
        Some(other) => Verdict::Fail(format!("detected as {other}: {why}")),
        None => Verdict::Fail(format!("detected as no format: {why}")),
    }
}

/// The preview holds each string's text, HTML-escaped, in its own element (a document: its
/// rendered page holds each string's element once).
fn preview(format: &dyn Format, file_name: &str, src: &[u8], parsed: &Parsed) -> Verdict {
    // A document's preview is its rendered page: each string's element there once.
    if let Some(html) = format.document_preview(file_name, src) {
        for (i, e) in parsed.entries.iter().enumerate() {
            let id = format!("id=\"string_preview_id_{i}\"");
            let n = html.matches(&id).count();
            if n != 1 {
                return Verdict::Fail(format!(
                    "`{}` is in the rendered preview {n} times; expected once",
                    e.identifier
                ));
            }
        }
        return Verdict::Pass(format!(
            "{} strings marked in the rendered page",
            parsed.entries.len()
        ));
    }
    let mut entries = parsed.entries.clone();
    crate::preview::assign_preview_ids(&mut entries);
    let Some(html) = crate::preview::preview_html(file_name, &entries) else {
        return Verdict::NotApplicable(
            "the file has plural strings (the platform shows no preview for it)".into(),
        );
    };
    let mut shown = 0;
    for e in &entries {
        if e.is_hidden == Some(true) {
            continue;
        }
        let mut want = format!(
            "id=\"string_preview_id_{}\" class=\"crowdin_phrase\">",
            e.preview_id.unwrap_or_default()
        );
        crate::preview::escape_html(e.text.main(), &mut want);
        want.push_str("</span>");
        if !html.contains(&want) {
            return Verdict::Fail(format!("`{}` is not in the preview", e.identifier));
        }
        shown += 1;
    }
    Verdict::Pass(format!("{shown} strings shown"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::declared::{DeclaredLines, LineRules};
    use crate::error::FormatError;
    use crate::format::{FormatInfo, RenderContext, Signature, SlotValue};
    use crate::model::PluralCategory;
    use crate::sink::Sink;
    use crate::skeleton::Slot;
    use std::sync::Arc;

    /// `key=value` lines whose render forgets to escape and upper-cases: a format written to fail.
    struct Careless;

    static CARELESS: FormatInfo = FormatInfo {
        key: "careless",
        name: "careless",
        description: "a format written to fail the kit",
        extensions: &["cl"],
        signature: Signature {
            file_name: r"\.cl$",
            file_content: None,
        },
    };

    impl Format for Careless {
        fn info(&self) -> &'static FormatInfo {
            &CARELESS
        }

        fn parse(
            &self,
            src: &[u8],
            _ctx: &ParseContext<'_>,
            sink: &mut dyn Sink,
        ) -> Result<(), FormatError> {
            let text = std::str::from_utf8(src)
                .map_err(|e| FormatError::at(src, e.valid_up_to(), "expected UTF-8"))?;
            let mut at = 0;
            for (i, line) in text.split_inclusive('\n').enumerate() {
                let body = line.trim_end_matches('\n');
                let eq = body
                    .find('=')
                    .ok_or_else(|| FormatError::at(src, at, "expected `key=value`"))?;
                sink.entry(i, crate::model::Entry::plain(&body[..eq], &body[eq + 1..]))?;
                if sink.wants_skeleton() {
                    sink.slot(Slot {
                        span: at + eq + 1..at + body.len(),
                        entry: Some(i as u32),
                        category: None,
                        kind: 0,
                        target: None,
                    });
                }
                at += line.len();
            }
            Ok(())
        }

        fn render(
            &self,
            _slot: &Slot,
            value: SlotValue<'_>,
            _ctx: &RenderContext<'_>,
            out: &mut Vec<u8>,
        ) -> Result<(), FormatError> {
            if let SlotValue::Text { text, .. } = value {
                out.extend_from_slice(text.to_uppercase().as_bytes());
            }
            Ok(())
        }
    }

    fn registry() -> Registry {
        Registry::from_formats(vec![Arc::new(Careless)])
    }

    #[test]
    fn a_careless_format_fails_the_invariants_it_breaks_by_name() {
        let report = check_file(&Careless, &registry(), "a.txt", b"a=x\nb=y\n");
        assert_eq!(
            report.failures(),
            [Invariant::Pseudo, Invariant::Hostile, Invariant::Detection],
            "{:?}",
            report.verdicts
        );
        let Some(Verdict::Fail(why)) = report.verdict(Invariant::Pseudo) else {
            panic!("pseudo fails");
        };
        assert!(why.contains("`a` reads back as"), "{why}");
        let Some(Verdict::Fail(why)) = report.verdict(Invariant::Detection) else {
            panic!("detection fails");
        };
        assert!(
            why.contains("does not match careless's file-name pattern"),
            "{why}"
        );
        assert!(matches!(
            report.verdict(Invariant::Identity),
            Some(Verdict::Pass(_))
        ));
        assert!(matches!(
            report.verdict(Invariant::Plurals),
            Some(Verdict::NotApplicable(_))
        ));
        assert!(!report.passed());
    }

    /// `key=value` lines, `key=one|other` a plural string; written afresh on every build (it
    /// `rebuilds`), and its writer forgets plural strings. Written to fail identity and plurals.
    struct Sloppy;

    static SLOPPY: FormatInfo = FormatInfo {
        key: "sloppy",
        name: "sloppy",
        description: "a format written to fail identity and plurals",
        extensions: &["sl"],
        signature: Signature {
            file_name: r"\.sl$",
            file_content: None,
        },
    };

    impl Format for Sloppy {
        fn info(&self) -> &'static FormatInfo {
            &SLOPPY
        }

        fn parse(
            &self,
            src: &[u8],
            _ctx: &ParseContext<'_>,
            sink: &mut dyn Sink,
        ) -> Result<(), FormatError> {
            let text = std::str::from_utf8(src)
                .map_err(|e| FormatError::at(src, e.valid_up_to(), "expected UTF-8"))?;
            let mut at = 0;
            for (index, line) in text.split_inclusive('\n').enumerate() {
                let body = line.trim_end_matches('\n');
                let eq = body
                    .find('=')
                    .ok_or_else(|| FormatError::at(src, at, "expected `key=value`"))?;
                let value = &body[eq + 1..];
                let entry = match value.split_once('|') {
                    Some((one, other)) => crate::model::Entry::plural(
                        &body[..eq],
                        [
                            (PluralCategory::One, one.into()),
                            (PluralCategory::Other, other.into()),
                        ]
                        .into(),
                    ),
                    None => crate::model::Entry::plain(&body[..eq], value),
                };
                sink.entry(index, entry)?;
                at += line.len();
            }
            Ok(())
        }

        fn render(
            &self,
            slot: &Slot,
            _value: SlotValue<'_>,
            ctx: &RenderContext<'_>,
            _out: &mut Vec<u8>,
        ) -> Result<(), FormatError> {
            Err(FormatError::internal(ctx.src, slot.span.start, "no slots"))
        }

        fn rebuilds(&self) -> bool {
            true
        }

        fn rebuild(
            &self,
            _src: &[u8],
            entries: &[crate::model::Entry<'_>],
            _target: &crate::language::Language,
            out: &mut Vec<u8>,
        ) -> Result<(), FormatError> {
            for e in entries.iter().filter(|e| !e.has_plurals) {
                out.extend_from_slice(format!("{}={}\n", e.identifier, e.text.main()).as_bytes());
            }
            Ok(())
        }
    }

    #[test]
    fn a_sloppy_format_fails_identity_and_plurals_by_name() {
        let registry = Registry::from_formats(vec![Arc::new(Sloppy)]);
        let report = check_file(&Sloppy, &registry, "a.sl", b"a=x\nn=one file|%d files\n");
        assert!(
            report.failures().contains(&Invariant::Identity)
                && report.failures().contains(&Invariant::Plurals),
            "{:?}",
            report.verdicts
        );
        assert!(!report.passed());
        let Some(Verdict::Fail(why)) = report.verdict(Invariant::Plurals) else {
            panic!("plurals fails");
        };
        assert!(why.starts_with("for sl: "), "{why}");
        // The same format on a file without a plural string passes both.
        let report = check_file(&Sloppy, &registry, "a.sl", b"a=x\nb=y\n");
        assert!(
            !report.failures().contains(&Invariant::Identity),
            "{:?}",
            report.verdicts
        );
        assert!(matches!(
            report.verdict(Invariant::Plurals),
            Some(Verdict::NotApplicable(_))
        ));
    }

    /// [`Careless`] with a rendered preview that marks only its first string: written to fail
    /// the preview invariant.
    struct HalfShown;

    impl Format for HalfShown {
        fn info(&self) -> &'static FormatInfo {
            &CARELESS
        }

        fn parse(
            &self,
            src: &[u8],
            ctx: &ParseContext<'_>,
            sink: &mut dyn Sink,
        ) -> Result<(), FormatError> {
            Careless.parse(src, ctx, sink)
        }

        fn render(
            &self,
            slot: &Slot,
            value: SlotValue<'_>,
            ctx: &RenderContext<'_>,
            out: &mut Vec<u8>,
        ) -> Result<(), FormatError> {
            Careless.render(slot, value, ctx, out)
        }

        fn document_preview(&self, _title: &str, _src: &[u8]) -> Option<String> {
            Some("<p id=\"string_preview_id_0\">a</p>".into())
        }
    }

    #[test]
    fn a_preview_that_misses_a_string_fails_the_preview_invariant_by_name() {
        let registry = Registry::from_formats(vec![Arc::new(HalfShown)]);
        let report = check_file(&HalfShown, &registry, "a.cl", b"a=x\nb=y\n");
        let Some(Verdict::Fail(why)) = report.verdict(Invariant::Preview) else {
            panic!("preview fails: {:?}", report.verdicts);
        };
        assert_eq!(why, "`b` is in the rendered preview 0 times; expected once");
        assert!(!report.passed());
        // One string, marked once: the preview holds.
        let report = check_file(&HalfShown, &registry, "a.cl", b"a=x\n");
        assert!(
            matches!(report.verdict(Invariant::Preview), Some(Verdict::Pass(_))),
            "{:?}",
            report.verdicts
        );
    }

    #[test]
    fn a_file_without_strings_is_a_warning_not_a_pass() {
        let report = check_file(&Careless, &registry(), "a.cl", b"");
        assert!(report.passed());
        assert!(
            matches!(report.verdict(Invariant::Parse), Some(Verdict::Warn(w)) if w.contains("no string")),
            "{:?}",
            report.verdicts
        );
    }

    #[test]
    fn a_file_that_does_not_parse_fails_parse_and_nothing_else_runs() {
        let report = check_file(&Careless, &registry(), "a.cl", b"a=x\nno equals\n");
        assert_eq!(report.failures(), [Invariant::Parse]);
        let Some(Verdict::Fail(why)) = report.verdict(Invariant::Parse) else {
            panic!("parse fails");
        };
        assert_eq!(why, "a.cl:2:1: expected `key=value`");
        assert_eq!(report.verdicts.len(), Invariant::ALL.len());
    }

    #[test]
    fn a_declared_format_without_its_separator_escape_fails_hostile() {
        let rules = LineRules {
            key: "pipes".into(),
            name: "pipes".into(),
            file_names: vec!["*.p".into()],
            pattern: r"^(?P<key>\w+)\|(?P<text>(?:[^|\\]|\\.)*)\|$".into(),
            escapes: vec![("\\n".into(), "\n".into()), ("\\\\".into(), "\\".into())],
            ..LineRules::default()
        };
        let format = DeclaredLines::new(&rules).expect("compiles");
        let registry = Registry::from_formats(vec![Arc::new(format.clone())]);
        let report = check_file(&format, &registry, "a.p", b"a|x|\n");
        assert_eq!(
            report.failures(),
            [Invariant::Hostile],
            "{:?}",
            report.verdicts
        );
        let mut fixed = rules;
        fixed.escapes.push(("\\|".into(), "|".into()));
        let format = DeclaredLines::new(&fixed).expect("compiles");
        let report = check_file(&format, &registry, "a.p", b"a|x|\n");
        assert!(report.passed(), "{:?}", report.verdicts);
    }
}
