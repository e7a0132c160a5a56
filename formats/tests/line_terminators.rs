//! Line terminators, continuations and escapes in every line-oriented format (issue 29): a
//! proptest per format draws a whole document whose layout varies line by line (LF, CRLF, and a
//! lone CR where the format's own reference reader ends a line there; blank and comment lines
//! between entries; the format's ways of running a value over lines; escapes inside values) and
//! a hostile translation per entry, then checks:
//!
//! - the document parses, into the identifiers and texts it was generated with;
//! - an identity build (every entry's own text) gives the document back byte for byte;
//! - a build with the drawn translations succeeds, writes the same bytes as the streaming build,
//!   and re-parses into the same identifiers in the same order, each text its translation.
//!
//! `.properties` documents are also checked in ISO-8859-1 (when they can be written so) and
//! `.strings` documents in UTF-16 LE and BE, the encodings those formats are sniffed in.
//!
//! A second test per format builds a fixed handful of generated cases (proptest's deterministic
//! runner) and reads the documents and their builds with the format's reference reader where one
//! is installed: Java's `PropertyResourceBundle` (a JDK), GNU `msgfmt` (and Python's `gettext` on
//! the compiled catalog), PyYAML and Python's `fluent.syntax`. They are skipped with a notice when
//! the tool is missing, and fail then when `LOCFORGE_REQUIRE_TEST_TOOLS` is set. Apple's
//! `.strings` reader (CoreFoundation) has no Linux build: that format is checked by our parser
//! only.
//!
//! What each generator covers is in its doc comment. Translations are drawn from tokens holding
//! every line terminator, tab, backslash, quotes, `= : # ! { }`, spaces (leading and trailing),
//! é, an RTL mark, an emoji, plus the format's own hostile alphabet of `invariants.rs`, and may
//! be empty. They are wrapped as there: PO's in `«…»` (an empty msgstr means untranslated, and
//! msgfmt insists that msgid and msgstr agree on a leading or trailing line feed); the others
//! carry every character (Fluent writes leading spaces and braces as `{"…"}` literals).
//!
//! Not drawn, on purpose: a lone CR in YAML (see [`YAML_LONE_CR`]), Fluent and PO (neither reads
//! one as a line end); a PO comment ending in a backslash before an LF (see [`po_case`]). The
//! case count is 128 per format; `PROPTEST_CASES=N` runs more for a longer hunt. INI is not here
//! yet (no such format).

mod support;

use std::collections::HashMap;

use locforge_formats::{
    Format, Language, ParseContext, PluralCategory, Registry, Status, Text, Translation,
    TranslationStatus,
};
use proptest::prelude::*;
use proptest::sample::select;
use proptest::strategy::ValueTree;
use proptest::test_runner::TestRunner;

use support::{
    assert_reparse, assert_same_bytes, baseline_translations, build, fluent_syntax_available, ids,
    msgfmt_available, msgfmt_ok, po_own_language, pyyaml_check, YamlExpect,
};

// ---------------------------------------------------------------------------------------------
// Documents as pieces.

/// One piece of a generated document: the bytes written and, for a piece of an entry's value,
/// the text it reads as. `@@` in either stands for the entry's number.
#[derive(Debug, Clone)]
struct Piece {
    /// What the document holds.
    written: String,
    /// What it adds to its entry's text (`None`: syntax, not text).
    reads: Option<String>,
    /// A line break ([`assemble`] may turn an LF after a lone CR into a CR).
    eol: bool,
    /// A line break inside a value that reads as itself.
    raw: bool,
    /// Text of a plural's `other` form (PO's msgid_plural, msgstr[1]), not of its `one`.
    other: bool,
}

/// Syntax: written, adds nothing to a text.
fn syn(s: impl Into<String>) -> Piece {
    Piece {
        written: s.into(),
        reads: None,
        eol: false,
        raw: false,
        other: false,
    }
}

/// Value text: written as `w`, read as `r`.
fn val(w: impl Into<String>, r: impl Into<String>) -> Piece {
    Piece {
        written: w.into(),
        reads: Some(r.into()),
        eol: false,
        raw: false,
        other: false,
    }
}

/// A line break that is syntax.
fn eol(e: &str) -> Piece {
    Piece {
        written: e.to_string(),
        reads: None,
        eol: true,
        raw: false,
        other: false,
    }
}

/// A line break inside a value, read as `r` (`None`: as itself, the line break drawn).
fn eol_reads(e: &str, r: Option<&str>) -> Piece {
    Piece {
        written: e.to_string(),
        reads: Some(r.unwrap_or(e).to_string()),
        eol: true,
        raw: r.is_none(),
        other: false,
    }
}

/// A generated entry: its pieces (`@@` for its number) and its identifier's template.
type EntryParts = (Vec<Piece>, String);

/// A group of generated entries (a Fluent message and its attributes; one entry elsewhere), the
/// filler lines before it, each entry with its translation.
type Group = (Vec<Block>, Vec<(EntryParts, (String, String))>);

/// A block of a document: an entry (its identifier, its translation and, for a plural, the
/// translation of its `other` form) or filler lines.
#[derive(Debug, Clone)]
struct Block {
    pieces: Vec<Piece>,
    entry: Option<(String, (String, String))>,
}

/// Filler lines (blank lines, comments): no entry.
fn filler(pieces: Vec<Piece>) -> Block {
    Block {
        pieces,
        entry: None,
    }
}

/// A generated case: the document, each entry's identifier with the text it reads as, and each
/// entry's translation; for a plural entry (PO), those are of its `one` form, and `plural` holds
/// the text and translation of its `other` form.
#[derive(Clone)]
struct Case {
    doc: String,
    expect: Vec<(String, String)>,
    translations: Vec<String>,
    plural: Vec<Option<(String, String)>>,
}

impl std::fmt::Debug for Case {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(f, "document: {:?}", self.doc)?;
        for (((id, text), t), p) in self.expect.iter().zip(&self.translations).zip(&self.plural) {
            writeln!(f, "  {id:?}: {text:?} → {t:?}")?;
            if let Some((text, t)) = p {
                writeln!(f, "    other: {text:?} → {t:?}")?;
            }
        }
        Ok(())
    }
}

/// The blocks of a document: `header`, then each group of entries (numbered `i`: `@@` becomes
/// `i`) with its filler before it, each entry with its translation, and a tail of filler;
/// without `final_eol`, a document that ends with an entry loses that entry's last line break.
fn blocks_of(
    header: Vec<Piece>,
    groups: Vec<Group>,
    tail: Vec<Block>,
    final_eol: bool,
) -> Vec<Block> {
    let mut blocks = vec![filler(header)];
    for (i, (fill, entries)) in groups.into_iter().enumerate() {
        blocks.extend(fill);
        let n = i.to_string();
        for ((pieces, id), translation) in entries {
            let pieces = pieces
                .into_iter()
                .map(|p| Piece {
                    written: p.written.replace("@@", &n),
                    reads: p.reads.map(|r| r.replace("@@", &n)),
                    ..p
                })
                .collect();
            blocks.push(Block {
                pieces,
                entry: Some((id.replace("@@", &n), translation)),
            });
        }
    }
    if tail.is_empty() && !final_eol {
        if let Some(last) = blocks.last_mut() {
            if last
                .pieces
                .last()
                .is_some_and(|p| p.eol && p.reads.is_none())
            {
                last.pieces.pop();
            }
        }
    }
    blocks.extend(tail);
    blocks
}

/// Joins blocks into a case. A lone CR written right before an LF would make one CRLF (one line
/// break, not two, for every reader here), so such an LF is written as a CR: the document then
/// holds as many line breaks as it was drawn with. (A raw line break read as itself reads as the
/// CR then.)
fn assemble(mut blocks: Vec<Block>) -> Case {
    let mut prev_cr = false;
    for b in &mut blocks {
        for p in &mut b.pieces {
            if p.written.is_empty() {
                continue;
            }
            if prev_cr && p.eol && p.written == "\n" {
                p.written = "\r".to_string();
                if p.raw {
                    p.reads = Some("\r".to_string());
                }
            }
            prev_cr = p.eol && p.written.ends_with('\r');
        }
    }
    let mut doc = String::new();
    let mut expect = Vec::new();
    let mut translations = Vec::new();
    let mut plural = Vec::new();
    for b in blocks {
        let mut text = String::new();
        let mut other: Option<String> = None;
        for p in &b.pieces {
            doc.push_str(&p.written);
            if p.other {
                let o = other.get_or_insert_with(String::new);
                o.push_str(p.reads.as_deref().unwrap_or(""));
            } else if let Some(r) = &p.reads {
                text.push_str(r);
            }
        }
        if let Some((id, (t, t_other))) = b.entry {
            expect.push((id, text));
            translations.push(t);
            plural.push(other.map(|o| (o, t_other)));
        }
    }
    Case {
        doc,
        expect,
        translations,
        plural,
    }
}

// ---------------------------------------------------------------------------------------------
// Translations.

/// Tokens a translation is made of, besides the format's hostile alphabet: every line terminator,
/// tab, backslash, quotes, the separators and comment markers of these formats, braces, leading
/// and trailing spaces, non-ASCII (é, an RTL mark, an emoji), and escapes written as text.
const TOKENS: &[&str] = &[
    "\n", "\r", "\r\n", "\r\r\n", "\n\n", "\t", "\\", "\\\\", "\"", "'", "=", ":", "#", "!", "{",
    "}", " ", "  ", "é", "\u{200f}", "😀", "a", "word", "\\n", "\\u00e9", "{\"\"}", "\\\r\n",
];

/// The hostile alphabet of a format in `invariants.rs` (copied, as `fuzz/src/lib.rs` does).
fn hostile_class(key: &str) -> &'static str {
    match key {
        "po" => r#"[ "\\<&{}%@?#:\n\t'a-zé😀\u{202e}\u{05d0}\r\u{1}]"#,
        "yaml" => r#"[ "\\'<&{}%@?#:\-\n\t|>!*,\[\]~a-zé😀\u{202e}\u{05d0}\u{2028}\u{85}\r]"#,
        "fluent" => r#"[ "\\<&{}%@?#:;=\[\]*.$\-\n\t\r'a-zé😀\u{202e}\u{05d0}]"#,
        "properties" => r#"[ "\\<>&{}%@?#:!=;'\n\r\t\u{c}a-zéÿĀ😀\u{202e}\u{05d0}\u{1}\u{85}]"#,
        "strings" => r#"[ "\\'%@{}=;/*:#$\n\t\rUa-cé😀\u{202e}\u{05d0}\u{1}]"#,
        _ => unreachable!("no alphabet for {key}"),
    }
}

/// A translation for format `key`: empty or made of tokens and hostile characters, wrapped as
/// the invariants proptest wraps it (PO: `«…»`, since an empty msgstr means untranslated).
fn translation(key: &'static str) -> impl Strategy<Value = String> {
    let hostile = proptest::string::string_regex(&format!("{}{{1,5}}", hostile_class(key)))
        .expect("a valid regex");
    let token = prop_oneof![
        2 => select(TOKENS).prop_map(str::to_string),
        1 => hostile,
    ];
    proptest::collection::vec(token, 0..6).prop_map(move |t| {
        let t = t.concat();
        if key == "po" {
            format!("«{t}»")
        } else {
            t
        }
    })
}

// ---------------------------------------------------------------------------------------------
// The check.

fn registry() -> &'static Registry {
    static R: std::sync::OnceLock<Registry> = std::sync::OnceLock::new();
    R.get_or_init(Registry::builtin)
}

fn format_of(key: &str) -> &'static dyn Format {
    &**registry().get(key).expect("registered")
}

/// The language a case is built for: PO's own (its header's), German elsewhere.
fn target_for(key: &str, case: &Case) -> Language {
    if key == "po" {
        let parsed = format_of(key)
            .parse_all(case.doc.as_bytes(), &ParseContext::default())
            .expect("parses");
        return po_own_language(&parsed, case.doc.as_bytes());
    }
    Language::new("de", vec![PluralCategory::One, PluralCategory::Other])
}

/// The case's translations by identifier, all translated.
fn translations_of(case: &Case) -> HashMap<String, Translation<'static>> {
    case.expect
        .iter()
        .zip(&case.translations)
        .zip(&case.plural)
        .map(|(((id, _), t), p)| {
            let text = match p {
                Some((_, other)) => plural_text(t, other),
                None => Text::plain(t.clone()),
            };
            (
                id.clone(),
                Translation {
                    text,
                    status: TranslationStatus::Single(Status::Translated),
                },
            )
        })
        .collect()
}

/// A plural text of English's two forms.
fn plural_text(one: &str, other: &str) -> Text<'static> {
    Text::Plural(
        [
            (PluralCategory::One, one.to_string().into()),
            (PluralCategory::Other, other.to_string().into()),
        ]
        .into_iter()
        .collect(),
    )
}

/// Parse (the identifiers and texts generated), identity build, build with the translations
/// (the streaming build writes the same bytes) and re-parse. Returns the built bytes.
fn check(key: &str, case: &Case) -> Vec<u8> {
    check_bytes(key, case, case.doc.as_bytes())
}

/// [`check`] of the case's document written as `src` (in another encoding).
fn check_bytes(key: &str, case: &Case, src: &[u8]) -> Vec<u8> {
    let format = format_of(key);
    let parsed = format
        .parse_all(src, &ParseContext::default())
        .unwrap_or_else(|e| panic!("{key}: a valid document is refused: {e}\n{case:?}"));
    let got: Vec<(String, Text)> = parsed
        .entries
        .iter()
        .map(|e| (e.identifier.to_string(), e.baseline().clone()))
        .collect();
    let want: Vec<(String, Text)> = case
        .expect
        .iter()
        .zip(&case.plural)
        .map(|((id, text), p)| {
            let text = match p {
                Some((other, _)) => plural_text(text, other),
                None => Text::plain(text.clone()),
            };
            (id.clone(), text)
        })
        .collect();
    assert_eq!(got, want, "{key}: the document reads differently\n{case:?}");
    let target = target_for(key, case);
    // The identity build is for the file's own language (a Rails root is rewritten otherwise).
    let own = match &parsed.language {
        Some(l) if key != "po" => Language::new(l.clone(), target.categories().to_vec()),
        _ => target.clone(),
    };
    let identity = build(
        format,
        src,
        &parsed,
        &own,
        &baseline_translations(&parsed.entries),
    );
    assert_same_bytes(&format!("{key}: identity build\n{case:?}"), src, &identity);
    let out = assert_reparse(
        format,
        &format!("{key}\n{case:?}"),
        src,
        &target,
        &translations_of(case),
    );
    let again = format
        .parse_all(&out, &ParseContext::default())
        .expect("re-parses");
    assert_eq!(
        ids(&again),
        case.expect
            .iter()
            .map(|(i, _)| i.as_str())
            .collect::<Vec<_>>()
    );
    out
}

/// Cases per proptest: 128, or `PROPTEST_CASES` for a longer hunt (proptest's own variable,
/// which an explicit case count would otherwise override).
fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(128)
}

/// `n` cases of `strategy` from proptest's deterministic runner (the same every run).
fn fixed_cases(strategy: impl Strategy<Value = Case>, n: usize) -> Vec<Case> {
    let mut runner = TestRunner::deterministic();
    (0..n)
        .map(|_| strategy.new_tree(&mut runner).expect("a case").current())
        .collect()
}

/// Line breaks: LF and CRLF, and a lone CR when `cr`.
fn eols(cr: bool) -> BoxedStrategy<&'static str> {
    if cr {
        select(&["\n", "\r\n", "\r"][..]).boxed()
    } else {
        select(&["\n", "\r\n"][..]).boxed()
    }
}

// ---------------------------------------------------------------------------------------------
// .properties

/// `.properties` (Java's `LineReader`: LF, CRLF and a lone CR end a line): entries `key=value`
/// with every separator (`=`, `:`, whitespace, none at all for a key alone), indented keys and
/// keys with escapes; values of plain text, every escape (`\n \t \r \f \\ \uXXXX` including a
/// surrogate pair, `\= \: \# \! \ `, `\q`), inner and trailing whitespace, and continuations
/// (`\` + any line break + indentation, including one right after the separator, two in a row,
/// and one followed by an empty line, which ends the value); `#`/`!` comment lines (one ending
/// in a backslash, which continues nothing) and blank or whitespace-only lines between entries;
/// a last line with or without its line break.
fn properties_case() -> impl Strategy<Value = Case> {
    let filler_line = prop_oneof![
        (select(&["", " ", "\t "][..]), eols(true))
            .prop_map(|(ws, e)| filler(vec![syn(ws), eol(e)])),
        (
            select(&["", " ", "\t"][..]),
            select(&["#", "!"][..]),
            select(&["", " note", " ends in a backslash \\", " é 😀", "#", " k=v"][..]),
            eols(true)
        )
            .prop_map(|(ws, m, t, e)| filler(vec![syn(ws), syn(m), syn(t), eol(e)])),
    ];
    // (kind, pieces): kind 0 text or escape, 1 whitespace, 2 continuation.
    let value_piece = prop_oneof![
        3 => select(&["abc", "é", "😀", "\u{200f}", "x y", "{0}", "#", "!", "\"q\"", "'", "a=b", "c:d"][..])
            .prop_map(|t| (0u8, vec![val(t, t)])),
        3 => select(&[
            ("\\n", "\n"), ("\\t", "\t"), ("\\r", "\r"), ("\\f", "\u{c}"), ("\\\\", "\\"),
            ("\\u00e9", "é"), ("\\u00C9", "É"), ("\\uD83D\\uDE00", "😀"), ("\\=", "="),
            ("\\:", ":"), ("\\#", "#"), ("\\!", "!"), ("\\ ", " "), ("\\q", "q"),
        ][..])
            .prop_map(|(w, r)| (0u8, vec![val(w, r)])),
        1 => select(&[" ", "\t", "  "][..]).prop_map(|w| (1u8, vec![val(w, w)])),
        2 => (eols(true), select(&["", " ", "\t  ", "    "][..]))
            .prop_map(|(e, i)| (2u8, vec![syn("\\"), eol(e), syn(i)])),
    ];
    let entry = (
        select(&["", " ", "\t"][..]),
        select(
            &[
                ("", ""),
                ("\\ x", " x"),
                ("\\=y", "=y"),
                ("\\:z", ":z"),
                ("é", "é"),
                ("\\u00e9", "é"),
            ][..],
        ),
        proptest::option::weighted(
            0.85,
            (
                select(&["=", " = ", ":", " : ", " ", "\t", "=\t", " =  "][..]),
                proptest::collection::vec(value_piece, 0..6),
            ),
        ),
        eols(true),
    )
        .prop_map(|(indent, (kw, kr), value, e)| {
            let mut pieces = vec![syn(indent), syn(format!("k@@{kw}"))];
            if let Some((sep, parts)) = value {
                pieces.push(syn(sep));
                let mut prev = 2u8;
                for (kind, p) in parts {
                    // Whitespace where a value starts is not part of it.
                    if kind == 1 && prev == 2 {
                        continue;
                    }
                    pieces.extend(p);
                    prev = kind;
                }
            }
            pieces.push(eol(e));
            (pieces, format!("k@@{kr}"))
        });
    document(
        vec![],
        entry.prop_map(|e| vec![e]).boxed(),
        filler_line.boxed(),
        translation("properties").boxed(),
    )
}

/// A document: `header`, then 1 to 5 groups of entries (one entry each, but a Fluent message
/// and its attributes), each with 0 to 2 filler lines before it, a tail of filler, and a last
/// line break or not.
fn document(
    header: Vec<Piece>,
    group: BoxedStrategy<Vec<EntryParts>>,
    filler_line: BoxedStrategy<Block>,
    translation: BoxedStrategy<String>,
) -> impl Strategy<Value = Case> {
    let group = group.prop_flat_map(move |entries| {
        let n = entries.len();
        (
            Just(entries),
            proptest::collection::vec((translation.clone(), translation.clone()), n..=n),
        )
            .prop_map(|(e, t)| e.into_iter().zip(t).collect::<Vec<_>>())
    });
    (
        proptest::collection::vec(
            (proptest::collection::vec(filler_line.clone(), 0..3), group),
            1..6,
        ),
        proptest::collection::vec(filler_line, 0..2),
        any::<bool>(),
    )
        .prop_map(move |(groups, tail, final_eol)| {
            assemble(blocks_of(header.clone(), groups, tail, final_eol))
        })
}

// ---------------------------------------------------------------------------------------------
// .strings

/// Apple `.strings` (CR, LF and CRLF are all whitespace to Apple's reader): entries
/// `"key" = "value";` with quoted or unquoted keys, spaces, tabs and line breaks of every kind
/// around `=` and `;`, the `"key";` shortcut (its text is the key), values of plain text (with
/// `' = ; /* //` inside the quotes), every escape (`\n \t \r \" \' \\ \U00E9`, a surrogate pair
/// `\UD83D\UDE00`, `\u00e9`), raw line breaks of every kind inside the quotes, and a backslash
/// before a line break (the break itself); `//` line comments, `/* */` block comments over
/// lines, a comment after the `;`, and blank lines between entries.
fn strings_case() -> impl Strategy<Value = Case> {
    let filler_line = prop_oneof![
        (select(&["", " ", "\t"][..]), eols(true))
            .prop_map(|(ws, e)| filler(vec![syn(ws), eol(e)])),
        (
            select(&["// note", "//", "// \"k\" = \"v\";"][..]),
            eols(true)
        )
            .prop_map(|(c, e)| filler(vec![syn(c), eol(e)])),
        (eols(true), eols(true)).prop_map(|(e1, e2)| filler(vec![
            syn("/* a"),
            eol(e1),
            syn("   \"k\" = \"v\"; */"),
            eol(e2)
        ])),
    ];
    let gap = prop_oneof![
        select(&["", " ", "\t", "  "][..]).prop_map(|w| vec![syn(w)]),
        eols(true).prop_map(|e| vec![eol(e), syn("  ")]),
    ];
    let value_piece = prop_oneof![
        3 => select(&["abc", "é", "😀", "\u{200f}", "x y", "'", "=", ";", "/* no */", "// no", "{0}", "%@", "#", " ", "\t"][..])
            .prop_map(|t| vec![val(t, t)]),
        3 => select(&[
            ("\\n", "\n"), ("\\t", "\t"), ("\\r", "\r"), ("\\\"", "\""), ("\\'", "'"),
            ("\\\\", "\\"), ("\\U00E9", "é"), ("\\UD83D\\UDE00", "😀"), ("\\u00e9", "é"),
        ][..])
            .prop_map(|(w, r)| vec![val(w, r)]),
        1 => eols(true).prop_map(|e| vec![eol_reads(e, None)]),
        1 => eols(true).prop_map(|e| vec![syn("\\"), eol_reads(e, None)]),
    ];
    let entry = (
        select(&["", " ", "\t"][..]),
        any::<bool>(),
        gap.clone(),
        gap.clone(),
        proptest::option::weighted(0.9, proptest::collection::vec(value_piece, 0..6)),
        gap,
        select(&["", " // after", " /* after */"][..]),
        eols(true),
    )
        .prop_map(|(indent, quoted, g1, g2, value, g3, after, e)| {
            let key = if quoted { "\"k@@\"" } else { "k@@" };
            let mut pieces = vec![syn(indent)];
            match value {
                Some(parts) => {
                    pieces.push(syn(key));
                    pieces.extend(g1);
                    pieces.push(syn("="));
                    pieces.extend(g2);
                    pieces.push(syn("\""));
                    pieces.extend(parts.into_iter().flatten());
                    pieces.push(syn("\""));
                }
                // The shortcut: the text is the key.
                None => pieces.push(val(key, "k@@")),
            }
            pieces.extend(g3);
            pieces.push(syn(";"));
            pieces.push(syn(after));
            pieces.push(eol(e));
            vec![(pieces, "k@@".to_string())]
        });
    document(
        vec![],
        entry.boxed(),
        filler_line.boxed(),
        translation("strings").boxed(),
    )
}

// ---------------------------------------------------------------------------------------------
// PO

/// A PO string literal's pieces (`\n \t \" \\` escapes, text) between `start` and `end` texts,
/// written on one line or as `""` and one line per part, each line with its own line break.
fn po_string(start: &'static str, end: &'static str) -> impl Strategy<Value = Vec<Piece>> {
    let piece = prop_oneof![
        3 => select(&["abc", "é", "😀", "\u{200f}", "x y", "'", "#", "{0}", "=", ":", " ", "msgstr"][..])
            .prop_map(|t| val(t, t)),
        2 => select(&[("\\n", "\n"), ("\\t", "\t"), ("\\\"", "\""), ("\\\\", "\\")][..])
            .prop_map(|(w, r)| val(w, r)),
    ];
    let part = proptest::collection::vec(piece, 0..4);
    (
        proptest::collection::vec((part, eols(false)), 1..4),
        any::<bool>(),
    )
        .prop_map(move |(parts, one_line)| {
            let mut out = Vec::new();
            let last = parts.len() - 1;
            if one_line || parts.len() == 1 {
                out.push(syn("\""));
                out.push(val(start, start));
                for (p, _) in &parts {
                    out.extend(p.iter().cloned());
                }
                out.push(val(end, end));
                out.push(syn("\""));
                out.push(eol(parts[last].1));
                return out;
            }
            out.push(syn("\"\""));
            out.push(eol(parts[last].1));
            for (i, (p, e)) in parts.into_iter().enumerate() {
                out.push(syn("\""));
                if i == 0 {
                    out.push(val(start, start));
                }
                out.extend(p);
                if i == last {
                    out.push(val(end, end));
                }
                out.push(syn("\""));
                out.push(eol(e));
            }
            out
        })
}

/// GNU gettext PO (lines end in LF or CRLF; gettext has no lone CR): a header, then messages
/// with translator, extracted and reference comments, an optional `msgctxt`, a `msgid` and a
/// `msgstr` each on one line or split over lines (`""` then one string per line), with
/// `\n \t \" \\` escapes, an empty msgstr (untranslated: the text is the msgid) or a translation;
/// plural messages (`msgid_plural`, `msgstr[0]`, `msgstr[1]`, each split alike, both forms
/// translated or both empty); blank lines between messages. Texts start and end with a letter, as msgfmt wants msgid
/// and msgstr to agree on leading and trailing line feeds.
fn po_case() -> impl Strategy<Value = Case> {
    let filler_line =
        (select(&["", " "][..]), eols(false)).prop_map(|(ws, e)| filler(vec![syn(ws), eol(e)]));
    let comment = (
        select(&["# translator", "#. extracted \\", "#: src/a.c:12", "#"][..]),
        eols(false),
    )
        .prop_map(|(c, e)| {
            // GNU gettext's lexer drops a backslash + LF anywhere (po-lex.c `lex_getc`), so a
            // comment ending in `\` + LF swallows the next line for msgfmt, where we read that
            // line as it stands (a known difference, reported): the backslash comment ends in
            // CRLF, which both read alike.
            let e = if c.ends_with('\\') { "\r\n" } else { e };
            vec![syn(c), eol(e)]
        });
    let entry = (
        proptest::collection::vec(comment, 0..3),
        proptest::option::weighted(0.3, eols(false)),
        po_string("m@@", "."),
        proptest::option::weighted(0.6, po_string("s@@", "!")),
        eols(false),
        proptest::option::weighted(
            0.35,
            (
                po_string("p@@", "."),
                proptest::option::weighted(0.6, (po_string("s@@", "!"), po_string("q@@", "!"))),
                eols(false),
            ),
        ),
    )
        .prop_map(|(comments, ctxt, msgid, msgstr, e, plural)| {
            let mut pieces: Vec<Piece> = comments.into_iter().flatten().collect();
            if let Some(ce) = ctxt {
                pieces.push(syn("msgctxt \"c@@\""));
                pieces.push(eol(ce));
            }
            pieces.push(syn("msgid "));
            // The text is the msgid when msgstr is empty, else the msgstr.
            let id: String = msgid.iter().filter_map(|p| p.reads.clone()).collect();
            let translated = match &plural {
                Some((_, forms, _)) => forms.is_some(),
                None => msgstr.is_some(),
            };
            let source = |p: Piece| {
                if translated {
                    Piece { reads: None, ..p }
                } else {
                    p
                }
            };
            pieces.extend(msgid.into_iter().map(source));
            let other = |p: Piece| Piece { other: true, ..p };
            match plural {
                // A plural message: `msgid_plural`, then `msgstr[0]` and `msgstr[1]` (both
                // empty when untranslated: the texts are msgid and msgid_plural).
                Some((msgid_plural, forms, e2)) => {
                    pieces.push(syn("msgid_plural "));
                    pieces.extend(msgid_plural.into_iter().map(source).map(other));
                    match forms {
                        Some((one, many)) => {
                            pieces.push(syn("msgstr[0] "));
                            pieces.extend(one);
                            pieces.push(syn("msgstr[1] "));
                            pieces.extend(many.into_iter().map(other));
                        }
                        None => pieces.extend([
                            syn("msgstr[0] \"\""),
                            eol(e),
                            syn("msgstr[1] \"\""),
                            eol(e2),
                        ]),
                    }
                }
                None => {
                    pieces.push(syn("msgstr "));
                    match msgstr {
                        Some(s) => pieces.extend(s),
                        None => {
                            pieces.push(syn("\"\""));
                            pieces.push(eol(e));
                        }
                    }
                }
            }
            let id = if ctxt.is_some() {
                format!("c@@\u{4}{id}")
            } else {
                id
            };
            vec![(pieces, id)]
        })
        .boxed();
    let filler_line = filler_line.boxed();
    (
        eols(false),
        eols(false),
        eols(false),
        eols(false),
        eols(false),
    )
        .prop_flat_map(move |(e1, e2, e3, e4, e5)| {
            let header = vec![
                syn("msgid \"\""),
                eol(e1),
                syn("msgstr \"\""),
                eol(e2),
                syn("\"Content-Type: text/plain; charset=UTF-8\\n\""),
                eol(e3),
                syn("\"Language: en\\n\""),
                eol(e4),
                syn("\"Plural-Forms: nplurals=2; plural=(n != 1);\\n\""),
                eol(e5),
            ];
            document(
                header,
                entry.clone(),
                filler_line.clone(),
                translation("po").boxed(),
            )
        })
}

// ---------------------------------------------------------------------------------------------
// YAML

/// Whether YAML documents get lone CR line ends. YAML reads one as a line break (`b-break`, and
/// PyYAML does), but our parser refuses a CR without an LF with a positioned error (a documented
/// limit: classic Mac line ends in a translation YAML file), so only LF and CRLF are drawn.
const YAML_LONE_CR: bool = false;

/// Words of YAML flow scalars: no space at either end (a line break folds the spaces around it
/// away).
const YAML_WORDS: &[&str] = &[
    "abc", "é", "😀", "\u{200f}", "x y", "a # b", "a: b", "'", "{a}", "[b]", "!", "%", "a,b",
];

/// A YAML quoted scalar (`'…'` or `"…"`) folded over lines: text and escapes, line breaks of
/// every kind followed by an indentation (column 0 included) fold to a space, an empty line
/// between two to a line feed; in double quotes also `\` + line break (nothing) and the escapes.
fn yaml_quoted(double: bool) -> impl Strategy<Value = (String, Vec<Piece>)> {
    let word = prop_oneof![
        3 => select(YAML_WORDS).prop_map(|w| (w.to_string(), w.to_string())),
        2 => select(&[
            ("\\n", "\n"), ("\\t", "\t"), ("\\\"", "\""), ("\\\\", "\\"), ("\\u00e9", "é"),
            ("\\x41", "A"), ("\\U0001F600", "😀"), ("\\/", "/"), ("\\ ", " "), ("\\r", "\r"),
            ("\\N", "\u{85}"), ("\\L", "\u{2028}"), ("\\_", "\u{a0}"),
        ][..])
            .prop_map(|(w, r)| (w.to_string(), r.to_string())),
        1 => Just(("''".to_string(), "'".to_string())),
    ];
    // A line: words; between lines a break (0: fold, 1: an empty line too, 2: `\` + break).
    let line = proptest::collection::vec(word, 1..4);
    (proptest::collection::vec(
        (
            line,
            0u8..3,
            eols(YAML_LONE_CR),
            eols(YAML_LONE_CR),
            select(&["", " ", "    ", "      "][..]),
        ),
        1..4,
    ),)
        .prop_map(move |(lines,)| {
            let q = if double { "\"" } else { "'" };
            let mut text = String::new();
            let mut pieces = vec![syn(q)];
            let last = lines.len() - 1;
            for (i, (words, brk, e1, e2, indent)) in lines.into_iter().enumerate() {
                let before = text.len();
                for (w, r) in words {
                    let (w, r) = match (double, w.as_str()) {
                        (true, "''") => ("'".to_string(), "'".to_string()),
                        (false, "'") => ("''".to_string(), "'".to_string()),
                        (false, _) if w.starts_with('\\') => (r.clone(), r),
                        _ => (w, r),
                    };
                    // Raw `"` in double quotes; raw line breaks and whitespace (folded away next to a
                    // break) in single quotes: not drawn.
                    if (double && (w.contains('"') && !w.starts_with('\\')))
                        || (!double && r.contains(['\n', '\r', '\u{85}', '\u{2028}', ' ', '\t']))
                        || r.is_empty()
                    {
                        continue;
                    }
                    text.push_str(&r);
                    pieces.push(syn(w));
                }
                if text.len() == before {
                    // A line left with no text would be an empty line (a line feed).
                    text.push_str("abc");
                    pieces.push(syn("abc"));
                }
                if i == last {
                    break;
                }
                match brk {
                    1 => {
                        text.push('\n');
                        pieces.extend([eol(e1), eol(e2)]);
                    }
                    2 if double => pieces.extend([syn("\\"), eol(e1)]),
                    _ => {
                        text.push(' ');
                        pieces.push(eol(e1));
                    }
                }
                pieces.push(syn(indent));
            }
            pieces.push(syn(q));
            (text, pieces)
        })
}

/// A YAML block scalar: `|` or `>` with clip, strip (`-`) or keep (`+`) chomping, one to four
/// lines (empty ones inside), each with its line break, and for keep trailing empty lines,
/// which are part of the text; `indent` is the content's indentation.
fn yaml_block(indent: &'static str) -> impl Strategy<Value = (String, Vec<Piece>)> {
    let line = prop_oneof![
        4 => proptest::collection::vec(
            select(&["abc", "é", "😀", "x y", "a # b", "a: b", "'q'", "\"q\"", "\\", "{a}", "- b", "#c"][..]),
            1..4
        )
        .prop_map(|w| Some(w.concat())),
        1 => Just(None),
    ];
    (
        any::<bool>(),
        select(&["", "-", "+"][..]),
        eols(YAML_LONE_CR),
        proptest::collection::vec((line, eols(YAML_LONE_CR)), 1..5),
        proptest::collection::vec(eols(YAML_LONE_CR), 0..3),
    )
        .prop_map(move |(literal, chomp, e0, mut lines, trailing)| {
            // The first and last lines hold text.
            if let Some(first) = lines.first_mut() {
                first.0.get_or_insert_with(|| "first".to_string());
            }
            if let Some(last) = lines.last_mut() {
                last.0.get_or_insert_with(|| "last".to_string());
            }
            let mut pieces = vec![syn(if literal { "|" } else { ">" }), syn(chomp), eol(e0)];
            let mut text = String::new();
            let mut empties = 0;
            for (i, (l, e)) in lines.iter().enumerate() {
                match l {
                    None => {
                        empties += 1;
                        pieces.push(eol(e));
                    }
                    Some(l) => {
                        if i > 0 {
                            if literal {
                                text.push_str(&"\n".repeat(empties + 1));
                            } else if empties == 0 {
                                text.push(' ');
                            } else {
                                text.push_str(&"\n".repeat(empties));
                            }
                        }
                        empties = 0;
                        text.push_str(l);
                        pieces.push(syn(indent));
                        pieces.push(syn(l.clone()));
                        pieces.push(eol(e));
                    }
                }
            }
            match chomp {
                "-" => {}
                "+" => text.push_str(&"\n".repeat(1 + trailing.len())),
                _ => text.push('\n'),
            }
            // Trailing empty lines end the scalar (kept in its text with `+`); the last line
            // break is the scalar's own, never dropped at the end of the file.
            for e in &trailing {
                pieces.push(eol(e));
            }
            if let Some(p) = pieces.last_mut() {
                p.reads = Some(String::new());
            }
            (text, pieces)
        })
}

/// Rails or Symfony YAML (LF and CRLF; see [`YAML_LONE_CR`]): an optional `en:` root,
/// entries `key: value` with plain scalars (over lines too, folded), single- and double-quoted
/// scalars folded over lines (see [`yaml_quoted`]), literal and folded block scalars with every
/// chomping (see [`yaml_block`]), comment lines at the root's and the entries' indentation, and
/// blank lines after entries (which a keep block scalar holds).
fn yaml_case() -> impl Strategy<Value = Case> {
    (any::<bool>(), eols(YAML_LONE_CR), eols(YAML_LONE_CR)).prop_flat_map(|(rails, e1, e2)| {
        let indent: &'static str = if rails { "  " } else { "" };
        let deeper: &'static str = if rails { "    " } else { "  " };
        let header = if rails {
            vec![syn("# root"), eol(e1), syn("en:"), eol(e2)]
        } else {
            vec![]
        };
        let filler_line = (
            select(&["", "  "][..]),
            select(&["# note", "#", "# a: b"][..]),
            eols(YAML_LONE_CR),
        )
            .prop_map(move |(ws, c, e)| {
                filler(vec![syn(if rails { ws } else { "" }), syn(c), eol(e)])
            });
        let plain = proptest::collection::vec(
            (
                proptest::collection::vec(select(YAML_WORDS), 1..3),
                eols(YAML_LONE_CR),
            ),
            1..3,
        )
        .prop_map(move |lines| {
            let mut text = String::new();
            let mut pieces = Vec::new();
            for (i, (words, e)) in lines.iter().enumerate() {
                // A plain scalar starts with a letter and its lines with no indicator.
                // (` #` would start a comment, `: ` a mapping.)
                let words: Vec<&str> = words
                    .iter()
                    .copied()
                    .filter(|w| {
                        w.starts_with(|c: char| c.is_alphabetic()) && !w.contains([':', '#'])
                    })
                    .collect();
                let line = format!("v{}", words.join(" "));
                if i > 0 {
                    text.push(' ');
                    pieces.push(eol(e));
                    pieces.push(syn(deeper));
                }
                text.push_str(&line);
                pieces.push(syn(line));
            }
            (text, pieces)
        });
        let value = prop_oneof![
            2 => plain,
            3 => yaml_quoted(false),
            3 => yaml_quoted(true),
            3 => yaml_block(deeper),
        ];
        let entry = (
            value,
            select(&[" ", "  "][..]),
            eols(YAML_LONE_CR),
            proptest::collection::vec(eols(YAML_LONE_CR), 0..2),
        )
            .prop_map(move |((text, value), space, e, blanks)| {
                let block = value
                    .first()
                    .is_some_and(|p| p.written == "|" || p.written == ">");
                let keep = block && value.get(1).is_some_and(|p| p.written == "+");
                let mut pieces = vec![syn(indent), syn("k@@:"), syn(space)];
                pieces.push(Piece {
                    reads: Some(text),
                    ..value[0].clone()
                });
                pieces.extend(value.into_iter().skip(1));
                if !block {
                    pieces.push(eol(e));
                }
                // Blank lines after a keep block scalar are its own (the generator counts its
                // trailing lines instead).
                if !keep {
                    pieces.extend(blanks.iter().map(|e| eol(e)));
                }
                vec![(pieces, "k@@".to_string())]
            });
        document(
            header,
            entry.boxed(),
            filler_line.boxed(),
            translation("yaml").boxed(),
        )
    })
}

// ---------------------------------------------------------------------------------------------
// Fluent

/// A Fluent line of text: its first piece is no indicator (`[ * . }`) nor whitespace; text
/// with `= # - [ * .` inside, and `{"…"}` string literals with `\u \U \\ \"` escapes, braces
/// and spaces (a placeable may start a line).
fn fluent_line() -> impl Strategy<Value = Vec<(String, String)>> {
    let first = prop_oneof![
        3 => select(&["abc", "é", "😀", "\u{200f}", "x y", "#", "=", "'", "\"", "-", "a.b"][..])
            .prop_map(|t| (t.to_string(), t.to_string())),
        2 => select(&[
            ("{\"\\u00E9\"}", "é"), ("{\"\\\\\"}", "\\"), ("{\"\\\"\"}", "\""), ("{\"{\"}", "{"),
            ("{\"}\"}", "}"), ("{\" \"}", " "), ("{\"\\U01F600\"}", "😀"), ("{\"[\"}", "["),
            ("{\"*\"}", "*"), ("{\".\"}", "."),
        ][..])
            .prop_map(|(w, r)| (w.to_string(), r.to_string())),
    ];
    let more = prop_oneof![
        first.clone(),
        // A lone CR inside a line is text to Fluent (only LF and CRLF end a line).
        select(&["[a]", "*", ".", " ", "x y", ":", "$x", "a\rb"][..])
            .prop_map(|t| (t.to_string(), t.to_string())),
    ];
    (first, proptest::collection::vec(more, 0..4)).prop_map(|(f, mut rest)| {
        // No trailing whitespace (Fluent trims it at the end of a pattern).
        while rest.last().is_some_and(|(w, _)| w.ends_with(' ')) {
            rest.pop();
        }
        let mut v = vec![f];
        v.extend(rest);
        v
    })
}

/// A Fluent pattern after ` =`: inline, on the next lines, or both; continuation lines indented
/// `base` plus 0 or 2 (the common indentation is not text), empty lines inside; line breaks LF or
/// CRLF. Returns the text and the pieces (the last line break included).
fn fluent_pattern(base: usize) -> impl Strategy<Value = (String, Vec<Piece>)> {
    (
        proptest::option::weighted(0.6, fluent_line()),
        proptest::collection::vec(
            (
                proptest::option::weighted(0.85, fluent_line()),
                0usize..2,
                eols(false),
            ),
            0..4,
        ),
        eols(false),
    )
        .prop_map(move |(inline, mut lines, e0)| {
            if inline.is_none() && lines.is_empty() {
                lines.push((None, 0, e0));
            }
            // The first and last continuation lines hold text.
            if let Some(l) = lines.first_mut() {
                l.0.get_or_insert_with(|| vec![("first".to_string(), "first".to_string())]);
            }
            if let Some(l) = lines.last_mut() {
                l.0.get_or_insert_with(|| vec![("last".to_string(), "last".to_string())]);
            }
            let common = lines
                .iter()
                .filter(|l| l.0.is_some())
                .map(|l| l.1)
                .min()
                .unwrap_or(0);
            let mut texts = Vec::new();
            let mut pieces = Vec::new();
            if let Some(words) = &inline {
                pieces.push(syn(" "));
                pieces.extend(words.iter().map(|(w, _)| syn(w.clone())));
                texts.push(words.iter().map(|(_, r)| r.as_str()).collect::<String>());
            }
            pieces.push(eol(e0));
            for (words, extra, e) in &lines {
                match words {
                    Some(words) => {
                        pieces.push(syn(" ".repeat(base + 2 * extra)));
                        pieces.extend(words.iter().map(|(w, _)| syn(w.clone())));
                        texts.push(format!(
                            "{}{}",
                            "  ".repeat(extra - common),
                            words.iter().map(|(_, r)| r.as_str()).collect::<String>()
                        ));
                    }
                    None => texts.push(String::new()),
                }
                pieces.push(eol(e));
            }
            (texts.join("\n"), pieces)
        })
}

/// Fluent (LF and CRLF; a lone CR is text to Fluent, not a line end): messages `key = pattern`
/// with the patterns of [`fluent_pattern`], attributes (`.attr = pattern`, each its own entry;
/// a message may have attributes and no value), `#`, `##`, `###` comment lines and blank lines
/// between messages.
fn fluent_case() -> impl Strategy<Value = Case> {
    let filler_line = prop_oneof![
        (select(&["", "  "][..]), eols(false)).prop_map(|(ws, e)| filler(vec![syn(ws), eol(e)])),
        (
            select(&["# note", "## group", "### resource", "#"][..]),
            eols(false)
        )
            .prop_map(|(c, e)| filler(vec![syn(c), eol(e)])),
    ];
    let message = (
        proptest::option::weighted(0.85, fluent_pattern(4)),
        proptest::collection::vec((fluent_pattern(8), eols(false)), 0..3),
        eols(false),
    )
        .prop_map(|(value, attrs, e)| {
            let value = if value.is_none() && attrs.is_empty() {
                Some(("x".to_string(), vec![syn(" x"), eol(e)]))
            } else {
                value
            };
            let mut group = Vec::new();
            let mut head = vec![syn("k@@ =")];
            match value {
                Some((text, pieces)) => {
                    head.push(Piece {
                        reads: Some(text),
                        ..syn("")
                    });
                    head.extend(pieces);
                    group.push((head.clone(), "k@@".to_string()));
                }
                None => {
                    head.push(eol(e));
                    // The attributes' group: the message line is syntax of the first.
                }
            }
            for (j, ((text, pieces), _)) in attrs.into_iter().enumerate() {
                let mut p = if group.is_empty() {
                    head.clone()
                } else {
                    vec![]
                };
                p.push(syn(format!("    .a{j} =")));
                p.push(Piece {
                    reads: Some(text),
                    ..syn("")
                });
                p.extend(pieces);
                group.push((p, format!("k@@.a{j}")));
            }
            group
        });
    document(
        vec![],
        message.boxed(),
        filler_line.boxed(),
        translation("fluent").boxed(),
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]
    #[test]
    fn properties_line_terminators_survive(case in properties_case()) {
        check("properties", &case);
    }

    /// The same documents in ISO-8859-1 (Java's `Properties.load`, and resource bundles for a
    /// file that is not UTF-8) when they hold no character above U+00FF and one above ASCII.
    #[test]
    fn properties_in_latin1_line_terminators_survive(
        case in properties_case().prop_filter("ISO-8859-1", |c| latin1(&c.doc).is_some())
    ) {
        let bytes = latin1(&case.doc).unwrap_or_default();
        check_bytes("properties", &case, &bytes);
    }
}

/// The document in ISO-8859-1, when it can be written so and is not ASCII (or not UTF-8 then).
fn latin1(doc: &str) -> Option<Vec<u8>> {
    let bytes: Vec<u8> = doc
        .chars()
        .map(|c| u8::try_from(u32::from(c)).ok())
        .collect::<Option<_>>()?;
    (std::str::from_utf8(&bytes).is_err()).then_some(bytes)
}

/// The document in UTF-16 with a byte-order mark, little- or big-endian.
fn utf16(doc: &str, little: bool) -> Vec<u8> {
    let mut out = if little {
        vec![0xFF, 0xFE]
    } else {
        vec![0xFE, 0xFF]
    };
    for u in doc.encode_utf16() {
        out.extend(if little {
            u.to_le_bytes()
        } else {
            u.to_be_bytes()
        });
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]
    #[test]
    fn strings_line_terminators_survive(case in strings_case()) {
        check("strings", &case);
    }

    /// `.strings` files are often UTF-16: the same documents, their spans mapped through the
    /// encoding (and each line break two or four bytes).
    #[test]
    fn strings_in_utf16_line_terminators_survive(case in strings_case(), little in any::<bool>()) {
        let built = check_bytes("strings", &case, &utf16(&case.doc, little));
        prop_assert_eq!(&built[..2], &utf16("", little)[..]);
    }

    #[test]
    fn po_line_terminators_survive(case in po_case()) {
        check("po", &case);
    }

    #[test]
    fn yaml_line_terminators_survive(case in yaml_case()) {
        check("yaml", &case);
    }

    #[test]
    fn fluent_line_terminators_survive(case in fluent_case()) {
        check("fluent", &case);
    }
}

// ---------------------------------------------------------------------------------------------
// Reference readers, on a fixed set of generated cases.

/// Cases per reference-reader test (each runs an external reader).
const REFERENCE_CASES: usize = 48;

/// Whether an external tool is usable; a notice when it is not, a failure then when
/// `LOCFORGE_REQUIRE_TEST_TOOLS` is set (the convention of `support`).
fn tool(name: &str, probe: &mut std::process::Command) -> bool {
    let ok = probe.output().is_ok_and(|o| o.status.success());
    if !ok {
        if std::env::var_os("LOCFORGE_REQUIRE_TEST_TOOLS").is_some() {
            panic!("{name} is required here: run scripts/setup-test-tools.sh");
        }
        eprintln!("notice: {name} not found; this cross-check is skipped");
    }
    ok
}

/// A fresh temporary folder for one test.
fn temp_dir(what: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "locforge-line-terminators-{what}-{}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// Reads each file as Java 9+ resource bundles do (`PropertyResourceBundle`) and prints one JSON
/// line per file: its (sorted) map, or the error Java throws (the program `properties.rs` uses
/// too).
const DUMP_JAVA: &str = include_str!("support/Dump.java");

/// Java reads every generated document, and its build with the translations, as we do: the
/// same keys, each with the text generated, then its translation.
#[test]
fn java_reads_the_documents_and_their_builds_as_we_do() {
    let version = |cmd: &str| {
        let mut c = std::process::Command::new(cmd);
        c.arg("-version");
        c
    };
    if !tool("a JDK (javac)", &mut version("javac")) || !tool("java", &mut version("java")) {
        return;
    }
    let dir = temp_dir("java");
    std::fs::write(dir.join("Dump.java"), DUMP_JAVA).expect("write Dump.java");
    let out = std::process::Command::new("javac")
        .arg("-d")
        .arg(&dir)
        .arg(dir.join("Dump.java"))
        .output()
        .expect("javac runs");
    assert!(
        out.status.success(),
        "javac: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut files = Vec::new();
    let mut expected: Vec<(String, std::collections::BTreeMap<String, String>)> = Vec::new();
    for (n, case) in fixed_cases(properties_case(), REFERENCE_CASES)
        .iter()
        .enumerate()
    {
        let built = check("properties", case);
        let src = dir.join(format!("{n}.properties"));
        std::fs::write(&src, &case.doc).expect("write");
        files.push(src);
        expected.push((format!("{case:?}"), case.expect.iter().cloned().collect()));
        if let Some(bytes) = latin1(&case.doc) {
            let built = check_bytes("properties", case, &bytes);
            let tr = case
                .expect
                .iter()
                .zip(&case.translations)
                .map(|((id, _), t)| (id.clone(), t.clone()))
                .collect();
            for (what, bytes, want) in [
                ("ISO-8859-1", bytes, case.expect.iter().cloned().collect()),
                ("ISO-8859-1 built", built, tr),
            ] {
                let file = dir.join(format!("{n}-{}.properties", files.len()));
                std::fs::write(&file, bytes).expect("write");
                files.push(file);
                expected.push((format!("{what}: {case:?}"), want));
            }
        }
        let out = dir.join(format!("{n}-built.properties"));
        std::fs::write(&out, &built).expect("write");
        files.push(out);
        let tr = case
            .expect
            .iter()
            .zip(&case.translations)
            .map(|((id, _), t)| (id.clone(), t.clone()))
            .collect();
        expected.push((
            format!("built: {:?}\n{case:?}", String::from_utf8_lossy(&built)),
            tr,
        ));
    }
    let out = std::process::Command::new("java")
        .arg("-cp")
        .arg(&dir)
        .arg("Dump")
        .args(&files)
        .output()
        .expect("java runs");
    assert!(
        out.status.success(),
        "java: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).expect("ASCII");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), files.len());
    let latin1 = expected
        .iter()
        .filter(|(w, _)| w.starts_with("ISO"))
        .count();
    eprintln!(
        "properties: Java read {} files ({latin1} in ISO-8859-1) as we do",
        files.len()
    );
    for (line, (what, want)) in lines.iter().zip(&expected) {
        let v: serde_json::Value = serde_json::from_str(line).expect("JSON");
        assert!(v["error"].is_null(), "Java rejects {what}: {}", v["error"]);
        let got: std::collections::BTreeMap<String, String> = v["map"]
            .as_object()
            .expect("a map")
            .iter()
            .map(|(k, v)| (k.clone(), v.as_str().expect("a string").to_string()))
            .collect();
        assert_eq!(&got, want, "Java reads {what}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Prints, for each compiled catalog named on the command line, its messages as Python's
/// `gettext` reads them (msgctxt and msgid joined by U+0004), header left out.
const GETTEXT_PY: &str = r#"
import gettext, json, sys
out = []
for f in sys.argv[1:]:
    with open(f, 'rb') as fp:
        t = gettext.GNUTranslations(fp)
    # A plural's forms are keyed (msgid, n): written `msgid` NUL `n`.
    out.append({(k if isinstance(k, str) else '%s\0%d' % k): v
                for k, v in t._catalog.items() if k != ''})
print(json.dumps(out))
"#;

/// msgfmt accepts every generated catalog and its build, and Python's `gettext` reads the
/// compiled catalogs as we read the files: each message's msgstr, or none when untranslated.
#[test]
fn msgfmt_and_gettext_read_the_catalogs_and_their_builds_as_we_do() {
    if !msgfmt_available()
        || !tool(
            "python3",
            std::process::Command::new("python3").arg("--version"),
        )
    {
        return;
    }
    let dir = temp_dir("po");
    let mut mos = Vec::new();
    // Per catalog: each message's id, its (`one`) text and a plural's `other` text.
    type Want = Vec<(String, String, Option<String>)>;
    let mut expected: Vec<(String, Want)> = Vec::new();
    for (n, case) in fixed_cases(po_case(), REFERENCE_CASES).iter().enumerate() {
        let built = check("po", case);
        let source: Want = case
            .expect
            .iter()
            .zip(&case.plural)
            .map(|((id, t), p)| (id.clone(), t.clone(), p.as_ref().map(|p| p.0.clone())))
            .collect();
        let translated: Want = case
            .expect
            .iter()
            .zip(&case.translations)
            .zip(&case.plural)
            .map(|(((id, _), t), p)| (id.clone(), t.clone(), p.as_ref().map(|p| p.1.clone())))
            .collect();
        let built_text = String::from_utf8(built).expect("UTF-8");
        for (i, (doc, want)) in [(&case.doc, &source), (&built_text, &translated)]
            .into_iter()
            .enumerate()
        {
            if let Err(e) = msgfmt_ok(doc.as_bytes()) {
                panic!("msgfmt rejects {doc:?}: {e}\n{case:?}");
            }
            let po = dir.join(format!("{n}-{i}.po"));
            let mo = dir.join(format!("{n}-{i}.mo"));
            std::fs::write(&po, doc).expect("write");
            let out = std::process::Command::new("msgfmt")
                .arg("-o")
                .arg(&mo)
                .arg(&po)
                .output()
                .expect("msgfmt runs");
            assert!(
                out.status.success(),
                "msgfmt: {}",
                String::from_utf8_lossy(&out.stderr)
            );
            mos.push(mo);
            expected.push((format!("{doc:?}\n{case:?}"), want.clone()));
        }
    }
    let out = std::process::Command::new("python3")
        .arg("-c")
        .arg(GETTEXT_PY)
        .args(&mos)
        .output()
        .expect("python3 runs");
    assert!(
        out.status.success(),
        "gettext: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let catalogs: Vec<HashMap<String, String>> = serde_json::from_slice(&out.stdout).expect("JSON");
    let plurals = expected
        .iter()
        .flat_map(|(_, w)| w)
        .filter(|(_, _, o)| o.is_some())
        .count();
    assert!(plurals > 0, "no plural message among the cases");
    eprintln!(
        "po: gettext read {} catalogs, {plurals} plural messages among them",
        catalogs.len()
    );
    assert_eq!(catalogs.len(), expected.len());
    for (catalog, (what, want)) in catalogs.iter().zip(&expected) {
        let mut keys = 0;
        for (id, text, other) in want {
            // An untranslated message is not in the compiled catalog: its text is its msgid
            // (and a plural's `other` its msgid_plural, which the catalog does not hold).
            let msgid = id.rsplit('\u{4}').next().unwrap_or(id);
            match other {
                None => {
                    let got = catalog.get(id).map_or(msgid, String::as_str);
                    assert_eq!(got, text, "gettext reads `{id}` of {what}");
                    keys += 1;
                }
                Some(other) => {
                    let one = catalog.get(&format!("{id}\u{0}0"));
                    let many = catalog.get(&format!("{id}\u{0}1"));
                    match (one, many) {
                        (Some(one), Some(many)) => {
                            assert_eq!(one, text, "gettext reads `{id}`[0] of {what}");
                            assert_eq!(many, other, "gettext reads `{id}`[1] of {what}");
                            keys += 2;
                        }
                        (None, None) => assert_eq!(msgid, text, "`{id}` of {what}"),
                        _ => panic!("gettext reads one form of `{id}` in {what}"),
                    }
                }
            }
        }
        assert!(
            catalog.len() <= keys,
            "gettext reads more messages in {what}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// PyYAML reads every generated document, and its build with the translations, as we do: each
/// key path a string holding the text generated, then its translation (below the Rails root,
/// `en` then the target's `de`).
#[test]
fn pyyaml_reads_the_documents_and_their_builds_as_we_do() {
    if !support::pyyaml_available() {
        return;
    }
    for case in fixed_cases(yaml_case(), REFERENCE_CASES) {
        let built = check("yaml", &case);
        let rails = case.doc.starts_with("# root");
        let expect = |texts: Vec<&String>| -> Vec<(String, YamlExpect)> {
            case.expect
                .iter()
                .zip(texts)
                .map(|((id, _), t)| (id.clone(), YamlExpect::Text(t.clone())))
                .collect()
        };
        let source = expect(case.expect.iter().map(|(_, t)| t).collect());
        if let Err(e) = pyyaml_check(case.doc.as_bytes(), rails.then_some("en"), &source) {
            panic!("PyYAML reads the document differently: {e}\n{case:?}");
        }
        let translated = expect(case.translations.iter().collect());
        if let Err(e) = pyyaml_check(&built, rails.then_some("de"), &translated) {
            panic!(
                "PyYAML reads the build differently: {e}\n{:?}\n{case:?}",
                String::from_utf8_lossy(&built)
            );
        }
    }
}

/// Reads each Fluent file named on the command line with Python's `fluent.syntax` (the reader
/// of `support`, batched): per file the first Junk, or every message and attribute id with its
/// value when the value is text only (text elements and `{"…"}` literals, decoded), else `null`.
const FLUENT_BATCH_PY: &str = r#"
import json, sys
from fluent.syntax import FluentParser, ast
def val(src, p):
    out = []
    for el in p.elements:
        if isinstance(el, ast.TextElement):
            out.append(el.value)
        elif (isinstance(el.expression, ast.StringLiteral)
              and src[el.span.start:el.span.start + 2] == '{"'
              and src[el.span.end - 2:el.span.end] == '"}'):
            out.append(el.expression.parse()["value"])
        else:
            return None
    return "".join(out)
def read(src):
    res = FluentParser(with_spans=True).parse(src)
    entries = []
    for e in res.body:
        if isinstance(e, ast.Junk):
            return {"junk": e.content, "errors": [a.message for a in e.annotations]}
        if isinstance(e, (ast.Message, ast.Term)):
            i = ("-" if isinstance(e, ast.Term) else "") + e.id.name
            if e.value is not None:
                entries.append([i, val(src, e.value)])
            for a in e.attributes:
                entries.append([i + "." + a.id.name, val(src, a.value)])
    return {"entries": entries}
out = []
for f in sys.argv[1:]:
    with open(f, "rb") as fp:
        out.append(read(fp.read().decode("utf-8-sig")))
print(json.dumps(out))
"#;

/// Python's `fluent.syntax` reads every generated document, and its build with the
/// translations, without Junk, with our ids in our order and our texts.
#[test]
fn fluent_syntax_reads_the_documents_and_their_builds_as_we_do() {
    if !fluent_syntax_available() {
        return;
    }
    let dir = temp_dir("fluent");
    let mut files = Vec::new();
    let mut expected: Vec<(String, Vec<(String, String)>)> = Vec::new();
    for (n, case) in fixed_cases(fluent_case(), REFERENCE_CASES)
        .iter()
        .enumerate()
    {
        let built = check("fluent", case);
        let translated: Vec<(String, String)> = case
            .expect
            .iter()
            .zip(&case.translations)
            .map(|((id, _), t)| (id.clone(), t.clone()))
            .collect();
        for (i, (bytes, want)) in [
            (case.doc.as_bytes(), &case.expect),
            (&built[..], &translated),
        ]
        .into_iter()
        .enumerate()
        {
            let file = dir.join(format!("{n}-{i}.ftl"));
            std::fs::write(&file, bytes).expect("write");
            files.push(file);
            let what = format!("{:?}\n{case:?}", String::from_utf8_lossy(bytes));
            expected.push((what, want.clone()));
        }
    }
    let out = std::process::Command::new("python3")
        .arg("-c")
        .arg(FLUENT_BATCH_PY)
        .args(&files)
        .output()
        .expect("python3 runs");
    assert!(
        out.status.success(),
        "fluent.syntax: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let read: Vec<serde_json::Value> = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(read.len(), expected.len());
    for (v, (what, want)) in read.iter().zip(&expected) {
        assert!(
            v.get("junk").is_none(),
            "fluent.syntax finds Junk in {what}: {v}"
        );
        let entries = v["entries"].as_array().expect("entries");
        let ids: Vec<&str> = entries
            .iter()
            .map(|e| e[0].as_str().unwrap_or(""))
            .collect();
        let ours: Vec<&str> = want.iter().map(|(id, _)| id.as_str()).collect();
        assert_eq!(ids, ours, "fluent.syntax reads other ids in {what}");
        for (e, (id, text)) in entries.iter().zip(want) {
            // `null`: a value with placeables other than string literals (a translation with
            // a well-formed `{…}` is written as one).
            if let Some(v) = e[1].as_str() {
                assert_eq!(v, text, "fluent.syntax reads `{id}` of {what}");
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}
