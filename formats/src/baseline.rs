//! Raw tokenizers over the same bytes: the yardstick benches compare against. Each one does the
//! least any parser of the file's syntax must do (scan every token, allocate nothing it need
//! not) and returns a count so the work cannot be optimised away. `locforge bench` and the
//! criterion benches report each format's parse and build speed as a fraction of these.
//!
//! What lives here: only these baselines. They are not parsers: no entries, no errors with
//! positions, no formats; nothing in the engine calls them.

/// A raw tokenizer of one syntax.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Baseline {
    /// `serde_json` validating and skipping every value (`IgnoredAny`): JSON's lexing floor.
    SerdeJsonIgnoredAny,
    /// `serde_json` building a `Value` DOM: what a naive tree-based JSON reader costs.
    SerdeJsonValue,
    /// `memchr` counting line ends: the floor for line-oriented formats (gettext PO, Apple
    /// `.strings`, `.properties`, YAML, Fluent, CSV, INI, TOML, PHP, subtitles) and for MO.
    MemchrLines,
    /// `quick-xml` reading every raw event (no unescaping, no namespace resolution): XML's floor.
    QuickXmlEvents,
    /// `pulldown-cmark` reading every event with the GFM extensions Markdown is read with:
    /// Markdown's floor (its parse must also find segments, codes and slots).
    PulldownCmarkEvents,
    /// Every part of a zip package inflated, and its XML parts read as quick-xml raw events:
    /// the floor of Office documents.
    ZipXmlParts,
}

impl Baseline {
    /// The baseline for a file, by its name's extension: JSON syntaxes (`.json`, `.arb`,
    /// `.xcstrings`, `.resjson`) → serde_json `IgnoredAny`; XML syntaxes (`.xml`, `.xlf`,
    /// `.xliff`, `.stringsdict`, `.resx`, `.resw`, `.ts`, `.tmx`) → quick-xml raw events; any
    /// other file (`.po`, `.strings`, `.properties`, YAML, Fluent, CSV, INI, TOML, PHP,
    /// subtitles, and MO, whose floor is touching every byte once) → memchr lines.
    pub fn for_file(name: &str) -> Baseline {
        let ext = name.rsplit('.').next().unwrap_or("").to_ascii_lowercase();
        match ext.as_str() {
            "json" | "arb" | "xcstrings" | "resjson" => Baseline::SerdeJsonIgnoredAny,
            "xml" | "xlf" | "xliff" | "stringsdict" | "resx" | "resw" | "ts" | "tmx" => {
                Baseline::QuickXmlEvents
            }
            "md" | "markdown" | "mdx" => Baseline::PulldownCmarkEvents,
            "docx" | "docm" | "xlsx" | "xlsm" => Baseline::ZipXmlParts,
            _ => Baseline::MemchrLines,
        }
    }

    /// A short human name, as benches print it.
    pub fn name(self) -> &'static str {
        match self {
            Baseline::SerdeJsonIgnoredAny => "serde_json IgnoredAny",
            Baseline::SerdeJsonValue => "serde_json Value (DOM)",
            Baseline::MemchrLines => "memchr line scan",
            Baseline::QuickXmlEvents => "quick-xml raw events",
            Baseline::PulldownCmarkEvents => "pulldown-cmark events",
            Baseline::ZipXmlParts => "zip inflate + quick-xml events",
        }
    }

    /// Runs the tokenizer over `bytes`; returns a count of what it saw (events, lines, or 1 for a
    /// JSON document that is valid and 0 for one that is not).
    pub fn run(self, bytes: &[u8]) -> usize {
        match self {
            Baseline::SerdeJsonIgnoredAny => {
                usize::from(serde_json::from_slice::<serde::de::IgnoredAny>(bytes).is_ok())
            }
            Baseline::SerdeJsonValue => {
                usize::from(serde_json::from_slice::<serde_json::Value>(bytes).is_ok())
            }
            Baseline::MemchrLines => memchr::memchr_iter(b'\n', bytes).count(),
            Baseline::QuickXmlEvents => quick_xml_events(bytes),
            Baseline::PulldownCmarkEvents => match std::str::from_utf8(bytes) {
                Ok(text) => {
                    pulldown_cmark::Parser::new_ext(text, crate::markdown::options()).count()
                }
                Err(_) => 0,
            },
            Baseline::ZipXmlParts => zip_xml_parts(bytes),
        }
    }
}

/// Number of bytes inflated plus XML events read over every part of the zip package `bytes`;
/// 0 when it is not a zip.
fn zip_xml_parts(bytes: &[u8]) -> usize {
    use std::io::Read;
    let Ok(mut archive) = zip::ZipArchive::new(std::io::Cursor::new(bytes)) else {
        return 0;
    };
    let mut n = 0;
    let mut part = Vec::new();
    for i in 0..archive.len() {
        let Ok(mut entry) = archive.by_index(i) else {
            continue;
        };
        let xml = entry
            .name()
            .is_ok_and(|n| n.ends_with(".xml") || n.ends_with(".rels"));
        part.clear();
        if entry.read_to_end(&mut part).is_err() {
            continue;
        }
        n += part.len();
        if xml {
            n += quick_xml_events(&part);
        }
    }
    n
}

/// Number of raw quick-xml events in `bytes` until the end or the first syntax error.
pub fn quick_xml_events(bytes: &[u8]) -> usize {
    let mut reader = quick_xml::Reader::from_reader(bytes);
    let mut n = 0usize;
    while let Ok(ev) = reader.read_event() {
        if matches!(ev, quick_xml::events::Event::Eof) {
            break;
        }
        n += 1;
    }
    n
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_baseline_sees_the_tokens() {
        let xml = b"<a x=\"1\"><b>t</b><!-- c --></a>";
        // start a, start b, text, end b, comment, end a
        assert_eq!(Baseline::QuickXmlEvents.run(xml), 6);
        assert_eq!(Baseline::MemchrLines.run(b"a\nb\n\nc"), 3);
        assert_eq!(Baseline::SerdeJsonIgnoredAny.run(b"{\"a\": [1, 2]}"), 1);
        assert_eq!(Baseline::SerdeJsonIgnoredAny.run(b"{\"a\": "), 0);
        assert_eq!(Baseline::SerdeJsonValue.run(b"[\"x\"]"), 1);
        assert_eq!(Baseline::for_file("de.po"), Baseline::MemchrLines);
        assert_eq!(Baseline::for_file("x.JSON"), Baseline::SerdeJsonIgnoredAny);
        assert_eq!(Baseline::for_file("strings.xml"), Baseline::QuickXmlEvents);
        // heading, its text and end; paragraph, text, strong, text, strong's end, text, end
        assert_eq!(
            Baseline::PulldownCmarkEvents.run(b"# Hi\n\nRun **the** tool.\n"),
            10
        );
        assert_eq!(
            Baseline::for_file("guide.md"),
            Baseline::PulldownCmarkEvents
        );
        assert_eq!(Baseline::for_file("report.docx"), Baseline::ZipXmlParts);
        assert_eq!(Baseline::ZipXmlParts.run(b"not a zip"), 0);
        let docx = std::fs::read(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../scenarios/files/report.docx"
        ))
        .expect("the scenario's Word document");
        assert!(
            Baseline::ZipXmlParts.run(&docx) > docx.len(),
            "parts inflate past the zip"
        );
    }

    #[test]
    fn format_library_ii_files_get_their_syntax_floor() {
        for name in [
            "Localizable.strings",
            "messages.properties",
            "en.yml",
            "messages.en.yaml",
            "main.ftl",
            "texts.csv",
        ] {
            assert_eq!(Baseline::for_file(name), Baseline::MemchrLines, "{name}");
        }
        for name in ["Localizable.xcstrings", "messages.json"] {
            assert_eq!(
                Baseline::for_file(name),
                Baseline::SerdeJsonIgnoredAny,
                "{name}"
            );
        }
        for name in [
            "en.ini",
            "en.toml",
            "messages.php",
            "en.srt",
            "en.vtt",
            "de.mo",
        ] {
            assert_eq!(Baseline::for_file(name), Baseline::MemchrLines, "{name}");
        }
        assert_eq!(
            Baseline::for_file("Resources.resjson"),
            Baseline::SerdeJsonIgnoredAny
        );
        for name in [
            "Localizable.stringsdict",
            "Resources.resx",
            "Resources.resw",
            "app_de.ts",
            "memory.tmx",
            "de.xlf",
        ] {
            assert_eq!(Baseline::for_file(name), Baseline::QuickXmlEvents, "{name}");
        }
        // Each floor sees the new syntaxes' tokens: a plist, a catalog, a CSV with a quoted
        // line break (a line scan counts physical lines).
        let plist = b"<plist version=\"1.0\"><dict><key>k</key><string>v</string></dict></plist>";
        assert_eq!(Baseline::QuickXmlEvents.run(plist), 10);
        let catalog = b"{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  }\n}";
        assert_eq!(Baseline::SerdeJsonIgnoredAny.run(catalog), 1);
        assert_eq!(
            Baseline::MemchrLines.run(b"key,source\r\na,\"x\ny\"\r\n"),
            3
        );
    }
}
