//! The sinks a parse-file pushes into as the format finds each string: [`NdjsonSink`] writes
//! each entry as its NDJSON string record straight into any `io::Write` (the same bytes
//! `locforge_protocol::ndjson::write_record` gives for `records::record_from_entry`, without
//! building the record), [`PreviewSink`] writes the HTML preview, and [`ParseFileSink`] feeds
//! both in the one pass parse-file and `locforge parse` make, keeping the parse's [`Warnings`]. No format logic and no placing of
//! the output (inline or spilled) here: that is `output`.

use std::collections::BTreeMap;
use std::io::{self, Write};

use locforge_formats::preview::escape_html;
use locforge_formats::{
    Entry, ErrorKind, FormatError, FormatWarning, Sink, Status, Text, Translation,
    TranslationStatus,
};

use super::output::{Preview, PreviewOutput};
use super::spill::Spiller;

/// Writes entries as NDJSON string records (one JSON object and a LF each) into `W`.
pub struct NdjsonSink<W: Write> {
    out: W,
    line: Vec<u8>,
    written: usize,
}

impl<W: Write> NdjsonSink<W> {
    /// A sink writing into `out`.
    pub fn new(out: W) -> NdjsonSink<W> {
        NdjsonSink {
            out,
            line: Vec::with_capacity(512),
            written: 0,
        }
    }

    /// Records written so far.
    pub fn written(&self) -> usize {
        self.written
    }

    /// The writer, once the parse is over.
    pub fn into_inner(self) -> W {
        self.out
    }

    /// Writes one entry's record and its LF.
    pub fn write(&mut self, e: &Entry) -> io::Result<()> {
        self.line.clear();
        record(e, &mut self.line);
        self.line.push(b'\n');
        self.out.write_all(&self.line)?;
        self.written += 1;
        Ok(())
    }
}

impl<W: Write> Sink for NdjsonSink<W> {
    fn entry(&mut self, _index: usize, entry: Entry<'_>) -> Result<(), FormatError> {
        self.write(&entry).map_err(write_failed)
    }
}

/// A write error of the output, as the parse's error (the job then fails as a whole).
fn write_failed(e: io::Error) -> FormatError {
    FormatError::whole(format!("could not write the strings: {e}")).with_kind(ErrorKind::Internal)
}

/// Appends `e` as a string record's JSON object, fields in the record's order and omitted where
/// the record omits them.
fn record(e: &Entry, out: &mut Vec<u8>) {
    out.push(b'{');
    let mut first = true;
    let mut key = |out: &mut Vec<u8>, k: &str| {
        if !std::mem::take(&mut first) {
            out.push(b',');
        }
        out.push(b'"');
        out.extend_from_slice(k.as_bytes());
        out.extend_from_slice(b"\":");
    };
    if let Some(v) = e.preview_id {
        key(out, "previewId");
        number(v, out);
    }
    if let Some(v) = e.id {
        key(out, "id");
        number(v, out);
    }
    key(out, "identifier");
    string(&e.identifier, out);
    for (k, v) in [
        ("uniqId", e.uniq_id.as_deref()),
        ("context", e.context.as_deref()),
        ("customData", e.custom_data.as_deref()),
    ] {
        if let Some(v) = v {
            key(out, k);
            string(v, out);
        }
    }
    if let Some(v) = e.max_length {
        key(out, "maxLength");
        number(v, out);
    }
    if let Some(v) = e.is_hidden {
        key(out, "isHidden");
        out.extend_from_slice(if v { b"true" } else { b"false" });
    }
    if e.has_plurals {
        key(out, "hasPlurals");
        out.extend_from_slice(b"true");
    }
    if !e.labels.is_empty() {
        key(out, "labels");
        out.push(b'[');
        for (i, l) in e.labels.iter().enumerate() {
            if i > 0 {
                out.push(b',');
            }
            string(l, out);
        }
        out.push(b']');
    }
    key(out, "text");
    text(&e.text, out);
    if !e.translations.is_empty() {
        key(out, "translations");
        translations(&e.translations, out);
    }
    out.push(b'}');
}

fn translations(map: &BTreeMap<String, Translation>, out: &mut Vec<u8>) {
    out.push(b'{');
    for (i, (lang, t)) in map.iter().enumerate() {
        if i > 0 {
            out.push(b',');
        }
        string(lang, out);
        out.extend_from_slice(b":{\"text\":");
        text(&t.text, out);
        out.extend_from_slice(b",\"status\":");
        match &t.status {
            TranslationStatus::Single(s) => status(*s, out),
            TranslationStatus::PerCategory(m) => {
                out.push(b'{');
                for (j, (c, s)) in m.iter().enumerate() {
                    if j > 0 {
                        out.push(b',');
                    }
                    string(c.as_str(), out);
                    out.push(b':');
                    status(*s, out);
                }
                out.push(b'}');
            }
        }
        out.push(b'}');
    }
    out.push(b'}');
}

fn text(t: &Text, out: &mut Vec<u8>) {
    match t {
        Text::Plain(s) => string(s, out),
        Text::Plural(m) => {
            out.push(b'{');
            for (i, (c, s)) in m.iter().enumerate() {
                if i > 0 {
                    out.push(b',');
                }
                string(c.as_str(), out);
                out.push(b':');
                string(s, out);
            }
            out.push(b'}');
        }
    }
}

fn status(s: Status, out: &mut Vec<u8>) {
    out.push(b'"');
    out.extend_from_slice(s.as_str().as_bytes());
    out.push(b'"');
}

fn number(n: u64, out: &mut Vec<u8>) {
    let mut digits = [0u8; 20];
    let mut i = digits.len();
    let mut n = n;
    loop {
        i -= 1;
        digits[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    out.extend_from_slice(&digits[i..]);
}

/// Appends `s` as a JSON string, escaped as serde_json escapes it (`\"`, `\\`, the short forms
/// of `\b \t \n \f \r`, `\u00XX` for other control characters, everything else as it is), with
/// the formats crate's vectorised search for the bytes to escape.
fn string(s: &str, out: &mut Vec<u8>) {
    out.reserve(s.len() + 2);
    out.push(b'"');
    locforge_formats::escape_json_into(s, out);
    out.push(b'"');
}

/// Writes the HTML preview of a source file as its entries arrive: each string in an element
/// whose id is `string_preview_id_<previewId>`, hidden strings and strings without a preview id
/// left out. A file with a plural string has no preview (the platform shows none for such files),
/// so the first plural entry drops what was written.
pub struct PreviewSink {
    out: Option<PreviewOutput>,
}

impl PreviewSink {
    /// A preview titled `title`, kept in memory.
    pub fn new(title: &str) -> PreviewSink {
        PreviewSink::with_output(title, PreviewOutput::in_memory())
    }

    /// A preview titled `title`, written into `out`.
    pub fn with_output(title: &str, mut out: PreviewOutput) -> PreviewSink {
        let html = out.text();
        html.push_str("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>");
        escape_html(title, html);
        html.push_str("</title></head><body>\n");
        PreviewSink { out: Some(out) }
    }

    /// Adds one entry; fails only when a spilled preview's blob cannot take it.
    pub fn add(&mut self, e: &Entry) -> io::Result<()> {
        if e.has_plurals || e.text.is_plural() {
            self.out = None;
        }
        let (Some(out), Some(id), false) = (&mut self.out, e.preview_id, e.is_hidden == Some(true))
        else {
            return Ok(());
        };
        let html = out.text();
        html.push_str("<p><span id=\"string_preview_id_");
        html.push_str(&id.to_string());
        html.push_str("\" class=\"crowdin_phrase\">");
        escape_html(e.text.main(), html);
        html.push_str("</span></p>\n");
        out.settle()
    }

    /// The finished output, or `None` when the file has a plural string.
    pub fn finish_output(self) -> Option<PreviewOutput> {
        self.out.map(|mut out| {
            out.text().push_str("</body></html>\n");
            out
        })
    }

    /// The finished document of an in-memory preview, or `None` when the file has a plural
    /// string.
    pub fn finish(self) -> Option<String> {
        self.finish_output()
            .and_then(|out| out.finish().ok())
            .and_then(Preview::into_inline)
    }
}

impl Sink for PreviewSink {
    fn entry(&mut self, _index: usize, entry: Entry<'_>) -> Result<(), FormatError> {
        self.add(&entry).map_err(write_failed)
    }
}

/// What parse-file does with each entry, in one pass: a bilingual file's own translation goes to
/// the request's one target language, a source file's entries are numbered for the preview and
/// added to it, and every entry is written as NDJSON.
pub struct ParseFileSink<'a, W: Write> {
    /// The NDJSON output.
    pub ndjson: NdjsonSink<W>,
    /// The preview, for a source file (no target languages) when one is wanted.
    pub preview: Option<PreviewSink>,
    numbered: bool,
    target: Option<&'a str>,
    /// What the parse went on past, the first [`MAX_WARNINGS`] of them.
    pub warnings: Warnings,
}

/// Most warnings a job keeps word for word; the rest are counted.
pub const MAX_WARNINGS: usize = 20;

/// The warnings of one parse (a key defined again with another text): the first
/// [`MAX_WARNINGS`], and how many there were.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Warnings {
    /// The first warnings, in file order.
    pub kept: Vec<FormatWarning>,
    /// How many there were in all.
    pub total: usize,
}

impl Warnings {
    /// Notes `w`, keeping its words while fewer than [`MAX_WARNINGS`] are kept.
    pub fn push(&mut self, w: FormatWarning) {
        self.total += 1;
        if self.kept.len() < MAX_WARNINGS {
            self.kept.push(w);
        }
    }

    /// The warnings as lines for a log, each prefixed with `file`; a last line counts those not
    /// kept.
    pub fn lines(&self, file: &str) -> Vec<String> {
        let mut lines: Vec<String> = self.kept.iter().map(|w| w.in_file(file)).collect();
        if self.total > self.kept.len() {
            lines.push(format!(
                "{file}: warning: {} more warnings like these",
                self.total - self.kept.len()
            ));
        }
        lines
    }
}

impl<'a, W: Write> ParseFileSink<'a, W> {
    /// A sink writing NDJSON into `out`. With no `targets` and a `preview_title`, the entries get
    /// preview ids and a preview; with exactly one target, translations the file holds go to it.
    pub fn new(
        out: W,
        targets: &'a [locforge_formats::Language],
        preview_title: Option<&str>,
    ) -> ParseFileSink<'a, W> {
        let numbered = targets.is_empty() && preview_title.is_some();
        ParseFileSink {
            ndjson: NdjsonSink::new(out),
            preview: preview_title.filter(|_| numbered).map(PreviewSink::new),
            numbered,
            target: match targets {
                [one] => Some(one.id.as_str()),
                _ => None,
            },
            warnings: Warnings::default(),
        }
    }
}

impl<W: Write> ParseFileSink<'_, W> {
    /// Streams the preview (when there is one) into a blob of `spiller` once it cannot go
    /// inline in a response of `threshold` bytes. Call before the parse.
    pub fn spill_preview(&mut self, title: &str, spiller: Spiller, threshold: usize) {
        if self.preview.is_some() {
            self.preview = Some(PreviewSink::with_output(
                title,
                PreviewOutput::spilling(spiller, threshold),
            ));
        }
    }
}

impl<W: Write> Sink for ParseFileSink<'_, W> {
    fn entry(&mut self, index: usize, mut entry: Entry<'_>) -> Result<(), FormatError> {
        if let Some(target) = self.target {
            if let Some(t) = entry.existing.take() {
                entry.translations.insert(target.to_owned(), t);
            }
        }
        if self.numbered {
            entry.preview_id = Some(index as u64);
        }
        if let Some(p) = &mut self.preview {
            p.add(&entry).map_err(write_failed)?;
        }
        self.ndjson.write(&entry).map_err(write_failed)
    }

    fn warning(&mut self, warning: FormatWarning) {
        self.warnings.push(warning);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::records::record_from_entry;
    use locforge_formats::preview::{assign_preview_ids, preview_html};
    use locforge_formats::{PluralCategory, PluralText};
    use locforge_protocol::ndjson::write_record;

    fn samples() -> Vec<Entry<'static>> {
        let mut forms = PluralText::new();
        forms.insert(PluralCategory::One, "a \"file\"".into());
        forms.insert(PluralCategory::Other, "files\n\t\u{1}\u{7f}é".into());
        let mut status = BTreeMap::new();
        status.insert(PluralCategory::One, Status::Approved);
        status.insert(PluralCategory::Other, Status::Untranslated);
        let mut plural = Entry::plural("p\\q", forms.clone());
        plural.translations.insert(
            "de".into(),
            Translation {
                text: Text::Plural(forms),
                status: TranslationStatus::PerCategory(status),
            },
        );
        plural.translations.insert(
            "fr".into(),
            Translation {
                text: Text::Plain("x".into()),
                status: TranslationStatus::Single(Status::Translated),
            },
        );
        vec![
            Entry::plain("a", "b"),
            Entry {
                preview_id: Some(7),
                id: Some(u64::MAX),
                uniq_id: Some("u".into()),
                context: Some("c\r\u{8}\u{c}</script>".into()),
                custom_data: Some("{\"k\":1}".into()),
                max_length: Some(0),
                is_hidden: Some(false),
                labels: vec!["l1".into(), "l\"2".into()],
                ..Entry::plain("k", "")
            },
            Entry {
                is_hidden: Some(true),
                ..plural
            },
        ]
    }

    #[test]
    fn ndjson_is_what_the_wire_record_serializes_to() {
        let mut sink = NdjsonSink::new(Vec::new());
        let mut expected = Vec::new();
        for e in samples() {
            sink.write(&e).expect("writes");
            write_record(&record_from_entry(e), &mut expected).expect("serializes");
        }
        assert_eq!(sink.written(), 3);
        assert_eq!(
            String::from_utf8(sink.into_inner()).expect("utf-8"),
            String::from_utf8(expected).expect("utf-8")
        );
    }

    #[test]
    fn strings_are_escaped_as_serde_json_escapes_them_at_any_place() {
        // Every ASCII character (and a multi-byte one) at every place of a chunk and around it.
        let mut specials: Vec<String> = (0u8..0x80).map(|b| char::from(b).to_string()).collect();
        specials.push("é😀".into());
        for c in &specials {
            for at in 0..20 {
                let s = format!("{}{c}{}", "a".repeat(at), "b".repeat(19 - at.min(19)));
                let mut ours = Vec::new();
                string(&s, &mut ours);
                let theirs = serde_json::to_vec(&s).expect("serializes");
                assert_eq!(ours, theirs, "{s:?}");
            }
        }
    }

    #[test]
    fn preview_matches_the_whole_file_preview() {
        let mut entries = vec![
            Entry::plain("a", "x < y"),
            Entry {
                is_hidden: Some(true),
                ..Entry::plain("h", "hidden")
            },
            Entry::plain("b", "Tom & 'Jerry'"),
        ];
        assign_preview_ids(&mut entries);
        let mut sink = PreviewSink::new("t<1>.json");
        for e in &entries {
            sink.add(e).expect("in memory");
        }
        assert_eq!(sink.finish(), preview_html("t<1>.json", &entries));
        let mut plural = PreviewSink::new("t");
        plural.add(&entries[0]).expect("in memory");
        plural.add(&samples()[2]).expect("in memory");
        assert_eq!(plural.finish(), None);
    }

    #[test]
    fn parse_file_sink_numbers_a_source_file_and_gives_a_target_its_translation() {
        let existing = Translation {
            text: Text::Plain("Hallo".into()),
            status: TranslationStatus::Single(Status::Approved),
        };
        let entry = Entry {
            existing: Some(existing),
            ..Entry::plain("k", "Hello")
        };
        let mut source = ParseFileSink::new(Vec::new(), &[], Some("f"));
        source.entry(0, entry.clone()).expect("writes");
        assert!(source
            .preview
            .take()
            .and_then(PreviewSink::finish)
            .is_some());
        assert_eq!(
            source.ndjson.into_inner(),
            b"{\"previewId\":0,\"identifier\":\"k\",\"text\":\"Hello\"}\n"
        );
        let de = [locforge_formats::cldr::language("de")];
        let mut target = ParseFileSink::new(Vec::new(), &de, Some("f"));
        target.entry(0, entry).expect("writes");
        assert!(target.preview.is_none());
        assert_eq!(
            String::from_utf8(target.ndjson.into_inner()).expect("utf-8"),
            "{\"identifier\":\"k\",\"text\":\"Hello\",\"translations\":{\"de\":{\"text\":\"Hallo\",\"status\":\"approved\"}}}\n"
        );
    }
}
