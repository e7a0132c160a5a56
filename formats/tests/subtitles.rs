//! SubRip (`srt`) and WebVTT (`vtt`): what a parse reads from each kind of block, builds that
//! keep everything but the cue texts byte for byte (CRLF, BOM, cues without text), the texts a
//! build refuses, bad input refused with line, column and what was expected, detection, `create`
//! and `convert` both ways, and built corpus files read back by Python's `srt` and `webvtt-py`
//! (skipped when they are not installed, unless `LOCFORGE_REQUIRE_TEST_TOOLS` is set).

mod support;

use std::collections::HashMap;

use locforge_formats::convert::{convert, Options};
use locforge_formats::{
    ErrorKind, Format, Language, ParseContext, Parsed, PluralCategory, Registry, SubRip, Text,
    Translation, TranslationStatus, WebVtt,
};
use support::*;

fn de() -> Language {
    Language::new("de", vec![PluralCategory::One, PluralCategory::Other])
}

fn parse(format: &dyn Format, src: &str) -> Parsed {
    format
        .parse_all(src.as_bytes(), &ParseContext::default())
        .unwrap_or_else(|e| panic!("{e}"))
}

/// (identifier, text, context) of each entry.
fn cues(p: &Parsed) -> Vec<(String, String, String)> {
    p.entries
        .iter()
        .map(|e| {
            (
                e.identifier.to_string(),
                e.text.main().to_string(),
                e.context.as_deref().unwrap_or("").to_string(),
            )
        })
        .collect()
}

fn tr(pairs: &[(&str, &str)]) -> HashMap<String, Translation<'static>> {
    pairs
        .iter()
        .map(|(id, t)| {
            (
                id.to_string(),
                Translation {
                    text: Text::plain(t.to_string()),
                    status: TranslationStatus::default(),
                },
            )
        })
        .collect()
}

/// Builds `src` with `pairs` (the streaming build is compared by `support::build`).
fn built(format: &dyn Format, src: &str, pairs: &[(&str, &str)]) -> String {
    let parsed = parse(format, src);
    String::from_utf8(build(format, src.as_bytes(), &parsed, &de(), &tr(pairs))).expect("utf-8")
}

fn build_error(format: &dyn Format, src: &str, pairs: &[(&str, &str)]) -> String {
    let parsed = parse(format, src);
    let mut out = Vec::new();
    let e = format
        .build(src.as_bytes(), &parsed, &de(), None, &tr(pairs), &mut out)
        .expect_err("the build is refused");
    assert_eq!(e.kind, ErrorKind::Unsupported, "{e}");
    e.to_string()
}

const SRT: &str = "\u{feff}1\r\n00:00:01,000 --> 00:00:04,000\r\nHello\r\n<i>world</i>\r\n\r\n2\r\n00:00:05,000 --> 00:00:06,000  X1:40 X2:600 Y1:20 Y2:50\r\n\r\n1\r\n00:00:07,500 --> 00:00:09,000\r\n- One\r\n\r\n\r\n00:00:10,000 --> 00:00:11,000\r\nLast";

#[test]
fn srt_cues_are_strings_numbered_and_timed() {
    let p = parse(&SubRip, SRT);
    assert_eq!(
        cues(&p),
        [
            ("1", "Hello\n<i>world</i>", "00:00:01,000 --> 00:00:04,000"),
            (
                "2",
                "",
                "00:00:05,000 --> 00:00:06,000  X1:40 X2:600 Y1:20 Y2:50"
            ),
            ("1#2", "- One", "00:00:07,500 --> 00:00:09,000"),
            ("4", "Last", "00:00:10,000 --> 00:00:11,000"),
        ]
        .map(|(a, b, c)| (a.to_string(), b.to_string(), c.to_string()))
    );
}

#[test]
fn srt_builds_keep_everything_but_the_texts() {
    let out = built(
        &SubRip,
        SRT,
        &[
            ("1", "Hallo\nWelt"),
            ("2", "Neu\r\nzwei"),
            ("1#2", "- Eins"),
            ("4", "Letzte\nZeile"),
        ],
    );
    assert_eq!(
        out,
        "\u{feff}1\r\n00:00:01,000 --> 00:00:04,000\r\nHallo\r\nWelt\r\n\r\n2\r\n00:00:05,000 --> 00:00:06,000  X1:40 X2:600 Y1:20 Y2:50\r\nNeu\r\nzwei\r\n\r\n1\r\n00:00:07,500 --> 00:00:09,000\r\n- Eins\r\n\r\n\r\n00:00:10,000 --> 00:00:11,000\r\nLetzte\r\nZeile"
    );
    let again = parse(&SubRip, &out);
    assert_eq!(again.entries[1].text.main(), "Neu\nzwei");
    // Emptying a cue leaves its timing line and the blank line that ends it.
    let out = built(&SubRip, SRT, &[("1", "")]);
    assert!(out.contains("00:00:04,000\r\n\r\n\r\n2\r\n"), "{out:?}");
    assert_eq!(parse(&SubRip, &out).entries.len(), 4);
}

#[test]
fn a_translation_that_would_end_its_cue_is_refused() {
    for bad in ["Eins\n\nZwei", "Eins\n  \nZwei", "\nEins", "Eins\n", " "] {
        let e = build_error(&SubRip, SRT, &[("1", bad)]);
        assert!(
            e.contains("cue `1`") && e.contains("expected text on every line"),
            "{e}"
        );
    }
    let e = build_error(&WebVtt, VTT, &[("intro", "a --> b")]);
    assert!(e.contains("`-->`") && e.contains("&gt;"), "{e}");
    // SubRip refuses a whole timing line, which some readers take for the start of a cue, and
    // keeps `-->` amid other text.
    let e = build_error(
        &SubRip,
        SRT,
        &[("1", "Eins\n2\n00:00:01,000 --> 00:00:02,000\nZwei")],
    );
    assert!(e.contains("cue `1`") && e.contains("timing line"), "{e}");
    let out = built(&SubRip, SRT, &[("1", "a --> b")]);
    assert_eq!(parse(&SubRip, &out).entries[0].text.main(), "a --> b");
}

const VTT: &str = "WEBVTT - Sample\nKind: captions\n\nNOTE written for\nthe tests\n\nSTYLE\n::cue(b) { color: red; }\n\nREGION\nid:fred width:40%\n\nintro\n00:00:01.000 --> 00:00:04.000 region:fred align:start\n<v Roger>Hello <b>there</b> &amp; <00:02.000>you\n\n00:05.000 --> 00:06.000\n\nNOTE between cues\n\n3\n00:00:07.500 --> 00:00:09.000 line:0\n<c.yellow>One</c>\nTwo\n00:00:10.000 --> 00:00:11.000\nno blank line before me\n";

#[test]
fn vtt_cues_are_strings_and_the_other_blocks_are_kept() {
    let p = parse(&WebVtt, VTT);
    assert_eq!(
        cues(&p),
        [
            (
                "intro",
                "<v Roger>Hello <b>there</b> &amp; <00:02.000>you",
                "00:00:01.000 --> 00:00:04.000 region:fred align:start"
            ),
            ("2", "", "00:05.000 --> 00:06.000"),
            (
                "3",
                "<c.yellow>One</c>\nTwo",
                "00:00:07.500 --> 00:00:09.000 line:0"
            ),
            (
                "4",
                "no blank line before me",
                "00:00:10.000 --> 00:00:11.000"
            ),
        ]
        .map(|(a, b, c)| (a.to_string(), b.to_string(), c.to_string()))
    );
    let out = built(
        &WebVtt,
        VTT,
        &[
            ("intro", "<v Roger>Hallo"),
            ("2", "Neu\nzwei"),
            ("3", "Eins"),
        ],
    );
    let want = VTT
        .replace(
            "<v Roger>Hello <b>there</b> &amp; <00:02.000>you",
            "<v Roger>Hallo",
        )
        .replace(
            "00:05.000 --> 00:06.000\n",
            "00:05.000 --> 00:06.000\nNeu\nzwei\n",
        )
        .replace("<c.yellow>One</c>\nTwo", "Eins");
    assert_eq!(out, want);
}

#[test]
fn bad_input_is_refused_with_line_column_and_what_was_expected() {
    let cases: [(&dyn Format, &str, usize, usize, &str); 7] = [
        (
            &SubRip,
            "1\n00:00:01,000 --> 00:00:02,000\nHello\n\n2\nNo timing line\n",
            6,
            1,
            "a cue without a timing line; expected a timing line like `00:00:01,000 --> 00:00:02,500` after the cue number `2`",
        ),
        (&SubRip, "Hello\n", 2, 1, "a cue without a timing line"),
        (
            &SubRip,
            "1\n00:00:01,000 --> 00:00:0x,000\nHello\n",
            2,
            18,
            "malformed end time `00:00:0x,000`; expected a timestamp like `00:00:01,000`",
        ),
        (
            &WebVtt,
            "\u{feff}WEBVTT\r\n\r\n00:01.000 --> 00:02.000\r\nHello\r\n\r\nfoo\r\nno timing\r\n",
            7,
            1,
            "expected a timing line like `00:00:01.000 --> 00:00:02.500` after the cue identifier `foo`",
        ),
        (
            &WebVtt,
            "WEBVTT\n\n00:01.00a --> 00:02.000\nHello\n",
            3,
            1,
            "malformed start time `00:01.00a`; expected a timestamp like `00:00:01.000`",
        ),
        (
            &WebVtt,
            "00:01.000 --> 00:02.000\nNo header\n",
            1,
            1,
            "expected the file to start with the line `WEBVTT`",
        ),
        (&WebVtt, "WEBVTTX\n", 1, 1, "expected the file to start with the line `WEBVTT`"),
    ];
    for (format, src, line, column, message) in cases {
        let e = format
            .parse_all(src.as_bytes(), &ParseContext::default())
            .expect_err(src);
        assert_eq!((e.line, e.column), (line, column), "{src:?}: {e}");
        assert!(e.message.contains(message), "{src:?}: {e}");
        assert!(e.message.contains("expected"), "{e}");
        assert_eq!(
            e.in_file("a.srt").split(':').nth(1),
            Some(&*line.to_string())
        );
    }
    let e = SubRip
        .parse_all(b"\xFF\xFE1\x00", &ParseContext::default())
        .expect_err("UTF-16");
    assert_eq!((e.kind, e.line, e.column), (ErrorKind::Encoding, 1, 1));
}

#[test]
fn files_are_detected_by_name_and_content() {
    let r = Registry::builtin();
    let key = |name: &str, content: &[u8]| r.detect(name, content).map(|f| f.info().key);
    assert_eq!(key("movie.srt", SRT.as_bytes()), Some("srt"));
    assert_eq!(
        key("MOVIE.SRT", b"00:00:01,000 --> 00:00:02,000\nx\n"),
        Some("srt")
    );
    assert_eq!(key("empty.srt", b""), Some("srt"));
    assert_eq!(key("movie.srt", b"<html>"), None);
    assert_eq!(key("captions.vtt", VTT.as_bytes()), Some("vtt"));
    assert_eq!(key("captions.vtt", b"\xEF\xBB\xBFWEBVTT\r\n"), Some("vtt"));
    assert_eq!(key("captions.vtt", b"WEBVTTX\n"), None);
    assert_eq!(key("captions.txt", VTT.as_bytes()), None);
}

#[test]
fn create_writes_cues_from_strings_alone() {
    let parsed = parse(&SubRip, SRT);
    let entries: Vec<_> = parsed.entries.clone();
    let mut vtt = Vec::new();
    WebVtt
        .create(&entries, &de(), None, &mut vtt)
        .expect("creates");
    let vtt = String::from_utf8(vtt).expect("utf-8");
    assert_eq!(
        vtt,
        "WEBVTT\n\n1\n00:00:01.000 --> 00:00:04.000\nHello\n<i>world</i>\n\n2\n00:00:05.000 --> 00:00:06.000\n\n1#2\n00:00:07.500 --> 00:00:09.000\n- One\n\n4\n00:00:10.000 --> 00:00:11.000\nLast\n\n"
    );
    let mut srt = Vec::new();
    SubRip
        .create(&parse(&WebVtt, &vtt).entries, &de(), None, &mut srt)
        .expect("creates");
    assert_eq!(
        String::from_utf8(srt).expect("utf-8"),
        "1\n00:00:01,000 --> 00:00:04,000\nHello\n<i>world</i>\n\n2\n00:00:05,000 --> 00:00:06,000\n\n3\n00:00:07,500 --> 00:00:09,000\n- One\n\n4\n00:00:10,000 --> 00:00:11,000\nLast\n\n"
    );
    // Strings without timings: cues of three seconds, one after the other.
    let plain = vec![
        locforge_formats::Entry::plain("greeting", "Hello"),
        locforge_formats::Entry::plain("bye", "Bye\nnow"),
    ];
    let mut out = Vec::new();
    SubRip
        .create(&plain, &de(), None, &mut out)
        .expect("creates");
    assert_eq!(
        String::from_utf8(out).expect("utf-8"),
        "1\n00:00:00,000 --> 00:00:03,000\nHello\n\n2\n00:00:03,000 --> 00:00:06,000\nBye\nnow\n\n"
    );
    let mut out = Vec::new();
    WebVtt
        .create(&plain, &de(), None, &mut out)
        .expect("creates");
    assert_eq!(
        String::from_utf8(out).expect("utf-8"),
        "WEBVTT\n\ngreeting\n00:00:00.000 --> 00:00:03.000\nHello\n\nbye\n00:00:03.000 --> 00:00:06.000\nBye\nnow\n\n"
    );
    let bad = vec![locforge_formats::Entry::plain("a", "x\n\ny")];
    assert!(SubRip.create(&bad, &de(), None, &mut Vec::new()).is_err());
    let bad = vec![locforge_formats::Entry::plain("a --> b", "x")];
    assert!(WebVtt.create(&bad, &de(), None, &mut Vec::new()).is_err());
}

#[test]
fn convert_works_both_ways() {
    let r = Registry::builtin();
    let opts = Options::default();
    for (from, src) in [("srt", SRT), ("vtt", VTT)] {
        let a = &**r.get(from).expect("registered");
        let before = parse(a, src);
        for via in ["json", "po", "xliff12", "srt", "vtt"] {
            let b = &**r.get(via).expect("registered");
            let there = convert(a, src.as_bytes(), b, &opts)
                .unwrap_or_else(|e| panic!("{from} → {via}: {e}"));
            let back = convert(b, &there.bytes, a, &opts)
                .unwrap_or_else(|e| panic!("{from} → {via} → {from}: {e}"));
            let after = a
                .parse_all(&back.bytes, &ParseContext::default())
                .unwrap_or_else(|e| panic!("{from} → {via} → {from}: {e}"));
            let texts = |p: &Parsed| -> Vec<String> {
                p.entries
                    .iter()
                    .map(|e| e.text.main().to_string())
                    .collect()
            };
            assert_eq!(texts(&after), texts(&before), "{from} → {via} → {from}");
        }
    }
}

/// Every corpus file, built with translations, is read by Python's reader of its format as our
/// parse reads it (where the reader reads the original as we do).
#[test]
fn built_corpus_files_read_back_in_python() {
    if !subtitle_readers_available() {
        return;
    }
    let mut checked = 0;
    for (key, ext) in [("srt", "srt"), ("vtt", "vtt")] {
        let r = Registry::builtin();
        let format = &**r.get(key).expect("registered");
        for path in corpus_files("subtitles", &[ext]).0 {
            let src = std::fs::read(&path).expect("readable");
            let Ok(parsed) = format.parse_all(&src, &ParseContext::default()) else {
                continue;
            };
            let Some(Ok(theirs)) = subtitles_read(key, &src) else {
                eprintln!("{}: the Python reader refuses the original", path.display());
                continue;
            };
            let ours: Vec<String> = parsed
                .entries
                .iter()
                .map(|e| e.text.main().to_string())
                .collect();
            let theirs: Vec<String> = theirs.into_iter().map(|(_, t)| t).collect();
            if ours != theirs {
                eprintln!(
                    "{}: the Python reader reads the original differently",
                    path.display()
                );
                continue;
            }
            let translations = translate_all(&parsed.entries, &de(), |i, s| {
                format!("[{i}] {}\nzweite Zeile", s.replace('\n', " / "))
            });
            let out = build(format, &src, &parsed, &de(), &translations);
            let read = subtitles_read(key, &out)
                .expect("installed")
                .unwrap_or_else(|e| panic!("{}: refused: {e}", path.display()));
            assert_eq!(read.len(), parsed.entries.len(), "{}", path.display());
            for ((_, text), e) in read.iter().zip(&parsed.entries) {
                assert_eq!(
                    text,
                    translations[e.identifier.as_ref()].text.main(),
                    "{}",
                    path.display()
                );
            }
            checked += 1;
        }
    }
    eprintln!("{checked} built subtitle files cross-checked");
    assert!(checked >= 8, "only {checked} files cross-checked");
}

/// Every corpus file builds back byte for byte with its own texts, and with multi-line
/// translations (as a source file and as a translation upload) parses back to them.
#[test]
fn corpus_files_round_trip() {
    let r = Registry::builtin();
    let mut files = 0;
    for (key, ext) in [("srt", "srt"), ("vtt", "vtt")] {
        let format = &**r.get(key).expect("registered");
        for path in corpus_files("subtitles", &[ext]).0 {
            let src = std::fs::read(&path).expect("readable");
            let name = path.display().to_string();
            if name.ends_with("example-in-non-utf8.srt") {
                let e = format
                    .parse_all(&src, &ParseContext::default())
                    .expect_err("UTF-16 is refused");
                assert_eq!((e.kind, e.line), (ErrorKind::Encoding, 1));
                continue;
            }
            assert_identity(format, &path, &de());
            let parsed = format
                .parse_all(&src, &ParseContext::default())
                .expect("parses");
            let translations = translate_all(&parsed.entries, &de(), |i, s| {
                format!("«{i}» {s}\n<i>zwei</i>")
            });
            assert_reparse(format, &name, &src, &de(), &translations);
            assert_reparse_as_translation(format, &name, &src, &de(), &translations, &|_, t| {
                t.clone()
            });
            files += 1;
        }
    }
    assert!(files >= 11, "{files}");
}

/// WebVTT's parser ends a cue only at an empty line: a line of spaces is cue text, read, kept
/// and written back, as webvtt-py reads it; SubRip takes such a line for a blank one.
#[test]
fn a_line_of_spaces_is_webvtt_cue_text_and_a_subrip_separator() {
    let vtt = "WEBVTT\n\n00:01.000 --> 00:02.000\nOne\n  \nTwo\n\n00:03.000 --> 00:04.000\nThree\n";
    let parsed = parse(&WebVtt, vtt);
    assert_eq!(
        cues(&parsed)
            .iter()
            .map(|c| c.1.as_str())
            .collect::<Vec<_>>(),
        ["One\n  \nTwo", "Three"]
    );
    let out = built(&WebVtt, vtt, &[("1", "Eins\n \t\nZwei")]);
    assert_eq!(
        out,
        "WEBVTT\n\n00:01.000 --> 00:02.000\nEins\n \t\nZwei\n\n00:03.000 --> 00:04.000\nThree\n"
    );
    if let Some(read) = subtitles_read("vtt", out.as_bytes()) {
        let read = read.expect("webvtt-py reads the build");
        let texts: Vec<&str> = read.iter().map(|(_, t)| t.as_str()).collect();
        assert_eq!(texts, ["Eins\n \t\nZwei", "Three"]);
    }
    let srt = "1\n00:00:01,000 --> 00:00:02,000\nOne\n  \n2\n00:00:03,000 --> 00:00:04,000\nTwo\n";
    assert_eq!(
        cues(&parse(&SubRip, srt))
            .iter()
            .map(|c| c.1.as_str())
            .collect::<Vec<_>>(),
        ["One", "Two"]
    );
}
