//! The streaming build: a [`Sink`] that splices each slot into the output as the parse hands it
//! over, so a build never holds the whole parse (entries and skeleton) in memory, only the
//! entries whose slots are still to come, and writes the output in pieces as it goes.
//!
//! It relies on the order of a format's slots, which each format declares as its
//! [lookback](crate::Format::slot_lookback): how far before the latest entry a slot has named a
//! later slot may reach (0 for most formats: slots name entries in non-decreasing order). The
//! sink keeps that many entries back and drops the rest. A slot that reaches further is a
//! [`SpliceError::Revisit`], on which the caller builds the two-step way: never a wrong file.
//! The invariants suite and the `format_build` fuzz target check every format's streaming build
//! against its two-step build.
//!
//! What lives here: the sink and `<dyn Format>::build_streaming`. The per-slot work is
//! `skeleton::Splicer`'s, shared with the two-step build.

use std::collections::{HashMap, VecDeque};
use std::io::Write;

use crate::error::{ErrorKind, FormatError};
use crate::format::{Format, ParseContext};
use crate::language::Language;
use crate::model::{Entry, OwnedEntry};
use crate::sink::Sink;
use crate::skeleton::{BuildReport, Slot, Splicer, TranslationLookup};

/// How many output bytes the sink gathers before handing them to the writer.
const CHUNK: usize = 64 * 1024;

/// Why a streaming build failed: the file (or the build of a value) with its position, or the
/// writer the output went to.
#[derive(Debug)]
pub enum SpliceError {
    /// The parse or the render of a value failed.
    Format(FormatError),
    /// The output could not be written.
    Write(std::io::Error),
    /// A slot named an entry the sink had dropped (further back than the format's lookback) or
    /// not yet received: build with `parse_all` and `build` instead (part of the output may
    /// have been written).
    Revisit {
        /// The entry the slot named.
        entry: usize,
    },
}

impl std::fmt::Display for SpliceError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SpliceError::Format(e) => e.fmt(f),
            SpliceError::Write(e) => write!(f, "could not write the built file: {e}"),
            SpliceError::Revisit { entry } => write!(
                f,
                "a slot names entry {entry}, which the streaming build no longer (or not yet) holds"
            ),
        }
    }
}

impl std::error::Error for SpliceError {}

/// The sink of a streaming build: entries wait in a small window until their slots come; each
/// slot is spliced at once into `buf`, which goes to `out` every [`CHUNK`] bytes.
struct SpliceSink<'a, 'f, W: Write> {
    splicer: Splicer<'a, 'f>,
    /// Entries handed over whose slots may still come, by index, in order.
    window: VecDeque<(usize, OwnedEntry)>,
    /// How far back a slot may name an entry (the format's lookback).
    lookback: usize,
    /// The latest entry a slot has named.
    latest: usize,
    /// Entries named again by a later place of their identifier ([`Sink::repeat`]), by index:
    /// their slots may come however far back they are (one entry per repeated identifier).
    repeats: HashMap<usize, OwnedEntry>,
    buf: Vec<u8>,
    out: W,
    /// The first failure; the parse is stopped at its next entry.
    failed: Option<SpliceError>,
}

impl<W: Write> SpliceSink<'_, '_, W> {
    fn splice(&mut self, slot: &Slot) -> Result<(), SpliceError> {
        let entry = match slot.entry {
            None => None,
            Some(i) => {
                let i = i as usize;
                self.latest = self.latest.max(i);
                while self
                    .window
                    .front()
                    .is_some_and(|(at, _)| at.saturating_add(self.lookback) < self.latest)
                {
                    self.window.pop_front();
                }
                match self.window.binary_search_by_key(&i, |(at, _)| *at) {
                    Ok(k) => Some(&self.window[k].1),
                    Err(_) => match self.repeats.get(&i) {
                        Some(e) => Some(e),
                        None => return Err(SpliceError::Revisit { entry: i }),
                    },
                }
            }
        };
        self.splicer
            .slot(slot, entry, &mut self.buf)
            .map_err(SpliceError::Format)?;
        if self.buf.len() >= CHUNK {
            self.out.write_all(&self.buf).map_err(SpliceError::Write)?;
            self.buf.clear();
        }
        Ok(())
    }
}

impl<W: Write> Sink for SpliceSink<'_, '_, W> {
    fn wants_skeleton(&self) -> bool {
        true
    }

    fn entry(&mut self, index: usize, entry: Entry<'_>) -> Result<(), FormatError> {
        if self.failed.is_some() {
            return Err(stopped());
        }
        self.window.push_back((index, entry.into_owned()));
        Ok(())
    }

    fn repeat(&mut self, index: usize, entry: Entry<'_>) -> Result<(), FormatError> {
        if self.failed.is_some() {
            return Err(stopped());
        }
        self.repeats
            .entry(index)
            .or_insert_with(|| entry.into_owned());
        Ok(())
    }

    fn slot(&mut self, slot: Slot) {
        if self.failed.is_none() {
            if let Err(e) = self.splice(&slot) {
                self.failed = Some(e);
            }
        }
    }
}

/// The error a sink returns to stop the parse once the build failed (the caller reports the
/// build's own error instead).
fn stopped() -> FormatError {
    FormatError::whole("the build stopped").with_kind(ErrorKind::Internal)
}

impl dyn Format + '_ {
    /// Builds `src` for `target` while parsing it, writing the output to `out` in pieces: the
    /// same bytes as [`parse_all`](Format::parse_all) then `build`, without holding the parse
    /// (except for a format that [rebuilds](Format::rebuilds), which has no layout to splice:
    /// its whole parse is held, then the file written afresh).
    /// On an error, part of the file may have been written to `out`; the caller discards it.
    pub fn build_streaming<W: Write>(
        &self,
        src: &[u8],
        target: &Language,
        source: Option<&Language>,
        lookup: &dyn TranslationLookup,
        out: W,
    ) -> Result<(BuildReport, W), SpliceError> {
        let ctx = ParseContext {
            source,
            targets: std::slice::from_ref(target),
        };
        if self.rebuilds() {
            // No layout to splice into: the whole parse, then the format writes the file.
            let parsed = self.parse_all(src, &ctx).map_err(SpliceError::Format)?;
            let mut buf = Vec::with_capacity(src.len() + src.len() / 4);
            let report =
                crate::rebuild::rebuild(self, src, &parsed.entries, target, lookup, &mut buf)
                    .map_err(SpliceError::Format)?;
            let mut out = out;
            out.write_all(&buf).map_err(SpliceError::Write)?;
            return Ok((report, out));
        }
        let mut sink = SpliceSink {
            splicer: Splicer::new(self, src, target, source, lookup),
            window: VecDeque::new(),
            lookback: self.slot_lookback(),
            latest: 0,
            repeats: HashMap::new(),
            buf: Vec::with_capacity(CHUNK + CHUNK / 4),
            out,
            failed: None,
        };
        let parsed = self.parse(src, &ctx, &mut sink);
        if let Some(e) = sink.failed.take() {
            return Err(e);
        }
        parsed.map_err(SpliceError::Format)?;
        let SpliceSink {
            splicer,
            mut buf,
            mut out,
            ..
        } = sink;
        let report = splicer.finish(&mut buf);
        out.write_all(&buf).map_err(SpliceError::Write)?;
        Ok((report, out))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::{Parsed, RenderContext, SlotValue};
    use crate::json::NestedJson;
    use crate::model::{Status, Text};
    use crate::testing::translations;
    use crate::yaml::Yaml;
    use crate::{FormatInfo, PluralCategory};

    fn de() -> Language {
        Language::new("de", vec![PluralCategory::One, PluralCategory::Other])
    }

    /// A format that is `Yaml` in everything but its word on how far back slots reach.
    struct NoLookback;

    impl Format for NoLookback {
        fn info(&self) -> &'static FormatInfo {
            Yaml.info()
        }
        fn parse(
            &self,
            src: &[u8],
            ctx: &ParseContext<'_>,
            sink: &mut dyn Sink,
        ) -> Result<(), FormatError> {
            Yaml.parse(src, ctx, sink)
        }
        fn render(
            &self,
            slot: &Slot,
            value: SlotValue<'_>,
            ctx: &RenderContext<'_>,
            out: &mut Vec<u8>,
        ) -> Result<(), FormatError> {
            Yaml.render(slot, value, ctx, out)
        }
        fn create(
            &self,
            entries: &[Entry<'_>],
            source: &Language,
            target: Option<&Language>,
            out: &mut Vec<u8>,
        ) -> Result<(), FormatError> {
            Yaml.create(entries, source, target, out)
        }
    }

    fn two_step(format: &dyn Format, src: &[u8], lookup: &dyn TranslationLookup) -> Vec<u8> {
        let target = de();
        let ctx = ParseContext {
            source: None,
            targets: std::slice::from_ref(&target),
        };
        let parsed: Parsed = format.parse_all(src, &ctx).expect("parses");
        let mut out = Vec::new();
        format
            .build(src, &parsed, &target, None, lookup, &mut out)
            .expect("builds");
        out
    }

    #[test]
    fn keeps_only_the_entries_whose_slots_may_still_come() {
        let mut src = String::from("{");
        for i in 0..2000 {
            src.push_str(&format!(
                "\"k{i}\": {{\"a\": \"x{i}\", \"b\": \"y\\n{i}\"}},"
            ));
        }
        src.push_str("\"end\": \"z\"}");
        let tr = translations([("k7.b", Text::plain("neu"), Status::Translated)]);
        let target = de();
        let format: &dyn Format = &NestedJson;
        let mut sink = SpliceSink {
            splicer: Splicer::new(format, src.as_bytes(), &target, None, &tr),
            window: VecDeque::new(),
            lookback: format.slot_lookback(),
            latest: 0,
            repeats: HashMap::new(),
            buf: Vec::new(),
            out: Vec::new(),
            failed: None,
        };
        let ctx = ParseContext {
            source: None,
            targets: std::slice::from_ref(&target),
        };
        format
            .parse(src.as_bytes(), &ctx, &mut sink)
            .expect("parses");
        assert!(sink.failed.is_none());
        assert_eq!(sink.window.len(), 1, "4001 entries, one held at the end");
        let (_, out) = format
            .build_streaming(src.as_bytes(), &target, None, &tr, Vec::new())
            .expect("builds");
        assert_eq!(out, two_step(format, src.as_bytes(), &tr));
        assert!(String::from_utf8(out)
            .expect("utf-8")
            .contains("\"b\": \"neu\""));
    }

    #[test]
    fn a_slot_further_back_than_declared_is_a_revisit_not_a_wrong_file() {
        // `#zero` is the entry after its plural, and its slot comes first: Yaml declares a
        // lookback of 1, and builds the same bytes as the two-step way.
        let src = b"en:\n  files:\n    zero: No files\n    one: One file\n    other: '%{count} files'\n  next: x\n";
        let tr = translations([("files#zero", Text::plain("Keine"), Status::Translated)]);
        let (_, out) = (&Yaml as &dyn Format)
            .build_streaming(src, &de(), None, &tr, Vec::new())
            .expect("builds");
        assert_eq!(out, two_step(&Yaml, src, &tr));
        assert!(String::from_utf8_lossy(&out).contains("zero: Keine"));
        // The same format claiming slots never reach back is caught, not trusted.
        let e = (&NoLookback as &dyn Format)
            .build_streaming(src, &de(), None, &tr, Vec::new())
            .expect_err("a slot reaches back");
        assert!(matches!(e, SpliceError::Revisit { entry: 0 }), "{e}");
    }

    #[test]
    fn errors_of_the_file_and_of_the_writer_stop_the_build() {
        let tr = translations([]);
        let bad = (&NestedJson as &dyn Format)
            .build_streaming(b"{\"a\": \"x\",\n \"b\": }", &de(), None, &tr, Vec::new())
            .expect_err("a syntax error");
        let SpliceError::Format(e) = bad else {
            panic!("{bad}")
        };
        assert_eq!((e.line, e.column), (2, 7), "{e}");

        #[derive(Debug)]
        struct Full;
        impl Write for Full {
            fn write(&mut self, _: &[u8]) -> std::io::Result<usize> {
                Err(std::io::Error::other("disk full"))
            }
            fn flush(&mut self) -> std::io::Result<()> {
                Ok(())
            }
        }
        let big = format!("{{\"a\": \"{}\"}}", "x".repeat(CHUNK * 2));
        let e = (&NestedJson as &dyn Format)
            .build_streaming(big.as_bytes(), &de(), None, &tr, Full)
            .expect_err("the writer fails");
        assert!(e.to_string().contains("disk full"), "{e}");
    }
}
