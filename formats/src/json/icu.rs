//! ICU MessageFormat inside values: recognises a value that is exactly one top-level
//! `{arg, plural, one {…} other {…}}` whose selectors are all CLDR category names, exposes its
//! per-category sub-messages, and re-assembles the message for another set of categories with the
//! original argument name and spacing.
//!
//! Only this narrow shape becomes a plural entry (docs/FORMATS.md §3.14). `select`,
//! `selectordinal`, `offset:`, explicit `=N` selectors, text around the argument, and cases that
//! contain a nested `plural`/`select`/`selectordinal` argument all stay plain ICU text: the
//! platform's editor understands ICU, and exploding them would lose information. Simple
//! arguments inside a case (`{name}`, `{n, number}`) and `#` are part of the case's text.
//!
//! Case texts are the *raw* ICU sub-messages (quoting, `#` and `{name}` kept), so a translation is
//! written back verbatim whenever it is itself a well-formed sub-message (braces balanced, every
//! quote closed). A translation that is not (a stray `{`, an unterminated `'{`) would corrupt the
//! whole message, so it is written as literal text instead: `'` becomes `''` and each run of
//! braces is quoted (`'{'`). That encoded form is what a re-parse returns ([`encode_form`]).
//!
//! Apostrophe quoting follows ICU's `ApostropheMode.DOUBLE_OPTIONAL` (ICU4J/ICU4C default), in
//! which `''` is always one apostrophe and a single `'` starts quoted text only right before a
//! syntax character (`{`, `}`, and `#` in plural sub-messages). The FormatJS parser
//! (`@formatjs/icu-messageformat-parser`, used by react-intl, i18next-icu) adds `<` and `>` to those
//! characters for its rich-text tags. Each format states which dialect it uses.
//!
//! Written by hand: re-assembling a message byte for byte needs each case's raw text and the
//! spacing around selectors, which AST-producing MessageFormat parsers do not keep; the scanner
//! needed for this one shape is small.

use std::borrow::Cow;

use crate::model::{PluralCategory, PluralText};

/// Which apostrophe-quoting rules a message follows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IcuDialect {
    /// ICU4J / ICU4C `DOUBLE_OPTIONAL`: `'` quotes only before `{`, `}` or `#`.
    Icu4j,
    /// FormatJS: like ICU4J, and `'` also quotes before `<` and `>`.
    FormatJs,
}

impl IcuDialect {
    fn quotes(self, next: u8) -> bool {
        match next {
            b'{' | b'}' | b'#' => true,
            b'<' | b'>' => self == IcuDialect::FormatJs,
            _ => false,
        }
    }
}

/// One case of a plural message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PluralCase<'a> {
    /// The case's category.
    pub category: PluralCategory,
    /// Whitespace between the selector and the case's `{`.
    pub gap: &'a str,
    /// The raw sub-message between the case's braces.
    pub message: &'a str,
}

/// A whole-value ICU plural, borrowed from the message it was parsed from, with everything needed
/// to write it back byte for byte.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PluralMessage<'a> {
    /// The argument name (`count` in `{count, plural, …}`).
    pub arg: &'a str,
    /// From the opening `{` up to the first selector (`{count, plural, `).
    pub header: &'a str,
    /// The cases in source order.
    pub cases: Vec<PluralCase<'a>>,
    /// Whitespace between consecutive cases (one fewer than the cases).
    pub separators: Vec<&'a str>,
    /// Whitespace between the last case's `}` and the closing `}`.
    pub trailer: &'a str,
}

/// Deepest brace nesting scanned inside a case; deeper messages stay plain text.
const MAX_NESTING: usize = 64;

fn is_ws(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

fn skip_ws(b: &[u8], mut i: usize) -> usize {
    while i < b.len() && is_ws(b[i]) {
        i += 1;
    }
    i
}

/// What scanning a sub-message found.
struct Scan {
    /// Index of the `}` that closes the sub-message.
    end: usize,
    /// A nested `plural`, `select` or `selectordinal` argument occurs inside.
    complex: bool,
}

/// Scans a sub-message starting at `i` up to the `}` that closes it, honouring quoting. `None` when
/// the input ends first (unbalanced braces or an unterminated quote) or nests too deeply.
fn scan_message(b: &[u8], mut i: usize, d: IcuDialect) -> Option<Scan> {
    let mut depth = 0usize;
    let mut complex = false;
    while i < b.len() {
        match b[i] {
            b'\'' => {
                let next = b.get(i + 1).copied();
                if next == Some(b'\'') {
                    i += 2;
                } else if next.is_some_and(|n| d.quotes(n)) {
                    // Quoted literal: runs to the next lone apostrophe; `''` inside is one `'`.
                    i += 2;
                    loop {
                        match b.get(i) {
                            None => return None,
                            Some(b'\'') if b.get(i + 1) == Some(&b'\'') => i += 2,
                            Some(b'\'') => {
                                i += 1;
                                break;
                            }
                            Some(_) => i += 1,
                        }
                    }
                } else {
                    i += 1;
                }
            }
            b'{' => {
                if depth == 0 && is_complex_argument(b, i + 1) {
                    complex = true;
                }
                depth += 1;
                if depth > MAX_NESTING {
                    return None;
                }
                i += 1;
            }
            b'}' => {
                if depth == 0 {
                    return Some(Scan { end: i, complex });
                }
                depth -= 1;
                i += 1;
            }
            _ => i += 1,
        }
    }
    None
}

/// True when the argument starting after `{` at `i` is `name, plural|select|selectordinal, …`.
fn is_complex_argument(b: &[u8], i: usize) -> bool {
    let mut i = skip_ws(b, i);
    while i < b.len() && !is_ws(b[i]) && !matches!(b[i], b',' | b'}' | b'{') {
        i += 1;
    }
    i = skip_ws(b, i);
    if b.get(i) != Some(&b',') {
        return false;
    }
    i = skip_ws(b, i + 1);
    let start = i;
    while i < b.len() && b[i].is_ascii_alphabetic() {
        i += 1;
    }
    matches!(&b[start..i], b"plural" | b"select" | b"selectordinal")
}

/// Recognises `s` as exactly one top-level plural argument with CLDR category selectors only
/// (`other` required, no duplicates, no `offset:`, no `=N`, no nested complex arguments).
pub fn parse_plural(s: &str, d: IcuDialect) -> Option<PluralMessage<'_>> {
    let b = s.as_bytes();
    if b.first() != Some(&b'{') || b.last() != Some(&b'}') {
        return None;
    }
    let mut i = skip_ws(b, 1);
    let name_start = i;
    while i < b.len() && !is_ws(b[i]) && !matches!(b[i], b',' | b'{' | b'}' | b'\'' | b'#') {
        i += 1;
    }
    if i == name_start {
        return None;
    }
    let arg = &s[name_start..i];
    i = skip_ws(b, i);
    if b.get(i) != Some(&b',') {
        return None;
    }
    i = skip_ws(b, i + 1);
    if !b[i..].starts_with(b"plural") {
        return None;
    }
    i += "plural".len();
    i = skip_ws(b, i);
    if b.get(i) != Some(&b',') {
        return None;
    }
    i = skip_ws(b, i + 1);
    let header = &s[..i];
    let mut cases: Vec<PluralCase<'_>> = Vec::with_capacity(6);
    let mut separators = Vec::with_capacity(5);
    loop {
        let sel_start = i;
        while i < b.len() && !is_ws(b[i]) && !matches!(b[i], b'{' | b'}') {
            i += 1;
        }
        let category = PluralCategory::parse(&s[sel_start..i])?;
        if cases.iter().any(|c| c.category == category) {
            return None;
        }
        let gap_start = i;
        i = skip_ws(b, i);
        let gap = &s[gap_start..i];
        if b.get(i) != Some(&b'{') {
            return None;
        }
        let scan = scan_message(b, i + 1, d)?;
        if scan.complex {
            return None;
        }
        cases.push(PluralCase {
            category,
            gap,
            message: &s[i + 1..scan.end],
        });
        let ws_start = scan.end + 1;
        i = skip_ws(b, ws_start);
        match b.get(i) {
            Some(b'}') if i + 1 == b.len() => {
                if !cases.iter().any(|c| c.category == PluralCategory::Other) {
                    return None;
                }
                return Some(PluralMessage {
                    arg,
                    header,
                    cases,
                    separators,
                    trailer: &s[ws_start..i],
                });
            }
            Some(_) => separators.push(&s[ws_start..i]),
            None => return None,
        }
    }
}

impl PluralMessage<'_> {
    /// The case texts keyed by category.
    pub fn forms(&self) -> PluralText<'static> {
        self.cases
            .iter()
            .map(|c| (c.category, Cow::Owned(c.message.to_string())))
            .collect()
    }

    /// Appends the message re-assembled for `forms` (in the order given): the original header,
    /// each case's spacing (a case of the same category if the source had one, else the first
    /// case's), the separators by position (the last one repeated), and the original trailer.
    /// Each text goes through [`encode_form`].
    pub fn assemble(&self, forms: &[(PluralCategory, &str)], d: IcuDialect, out: &mut String) {
        out.push_str(self.header);
        for (j, (category, text)) in forms.iter().enumerate() {
            if j > 0 {
                let sep = self
                    .separators
                    .get(j - 1)
                    .or(self.separators.last())
                    .copied()
                    .unwrap_or(" ");
                out.push_str(sep);
            }
            out.push_str(category.as_str());
            let gap = self
                .cases
                .iter()
                .find(|c| c.category == *category)
                .or(self.cases.first())
                .map(|c| c.gap)
                .unwrap_or(" ");
            out.push_str(gap);
            out.push('{');
            out.push_str(&encode_form(text, d));
            out.push('}');
        }
        out.push_str(self.trailer);
        out.push('}');
    }
}

/// True when `text` can stand as a case's sub-message: braces balance, every quote closes (with
/// the case's closing `}` right after it), and it does not end inside a quote.
pub fn is_well_formed(text: &str, d: IcuDialect) -> bool {
    let mut buf = Vec::with_capacity(text.len() + 1);
    buf.extend_from_slice(text.as_bytes());
    buf.push(b'}');
    scan_message(&buf, 0, d).is_some_and(|s| s.end == text.len())
}

/// The sub-message a case is written with: `text` itself when it is well formed, otherwise
/// `text` as literal ICU text ([`escape_literal`]). A re-parse returns exactly this.
pub fn encode_form(text: &str, d: IcuDialect) -> Cow<'_, str> {
    if is_well_formed(text, d) {
        Cow::Borrowed(text)
    } else {
        let mut out = String::with_capacity(text.len() + 8);
        escape_literal(text, &mut out);
        Cow::Owned(out)
    }
}

/// Appends `text` so that ICU shows its braces and apostrophes literally in both dialects:
/// apostrophes outside braces become `''`, and each run of `{`, `}` and `'` that contains a brace
/// is quoted from its first brace (`a{'b` → `a'{'''b`). `#`, `<` and `>` are left alone.
pub fn escape_literal(text: &str, out: &mut String) {
    let b = text.as_bytes();
    let mut i = 0;
    let mut from = 0;
    while i < b.len() {
        if !matches!(b[i], b'{' | b'}' | b'\'') {
            i += 1;
            continue;
        }
        out.push_str(&text[from..i]);
        let mut j = i;
        while j < b.len() && matches!(b[j], b'{' | b'}' | b'\'') {
            j += 1;
        }
        let run = &b[i..j];
        match run.iter().position(|&c| c != b'\'') {
            None => {
                for _ in run {
                    out.push_str("''");
                }
            }
            Some(first_brace) => {
                for _ in 0..first_brace {
                    out.push_str("''");
                }
                out.push('\'');
                for &c in &run[first_brace..] {
                    if c == b'\'' {
                        out.push_str("''");
                    } else {
                        out.push(c as char);
                    }
                }
                out.push('\'');
            }
        }
        i = j;
        from = j;
    }
    out.push_str(&text[from..]);
}

/// The text a sub-message without arguments displays: quotes resolved, `''` as `'`. `None` when
/// it has an argument (`{…}` outside quotes) or is not well formed. `#` is kept as written.
pub fn literal_text(message: &str, d: IcuDialect) -> Option<String> {
    let b = message.as_bytes();
    let mut out = String::with_capacity(message.len());
    let mut i = 0;
    let mut from = 0;
    while i < b.len() {
        match b[i] {
            b'\'' => {
                out.push_str(&message[from..i]);
                let next = b.get(i + 1).copied();
                if next == Some(b'\'') {
                    out.push('\'');
                    i += 2;
                } else if next.is_some_and(|n| d.quotes(n)) {
                    i += 1;
                    let mut seg = i;
                    loop {
                        match b.get(i) {
                            None => return None,
                            Some(b'\'') if b.get(i + 1) == Some(&b'\'') => {
                                out.push_str(&message[seg..i]);
                                out.push('\'');
                                i += 2;
                                seg = i;
                            }
                            Some(b'\'') => {
                                out.push_str(&message[seg..i]);
                                i += 1;
                                break;
                            }
                            Some(_) => i += 1,
                        }
                    }
                } else {
                    out.push('\'');
                    i += 1;
                }
                from = i;
            }
            b'{' | b'}' => return None,
            _ => i += 1,
        }
    }
    out.push_str(&message[from..]);
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use PluralCategory::*;

    const D: IcuDialect = IcuDialect::Icu4j;

    fn assemble_same(s: &str, d: IcuDialect) -> String {
        let m = parse_plural(s, d).expect("a plural");
        let forms: Vec<(PluralCategory, &str)> =
            m.cases.iter().map(|c| (c.category, c.message)).collect();
        let mut out = String::new();
        m.assemble(&forms, d, &mut out);
        out
    }

    #[test]
    fn recognises_a_plain_plural_and_keeps_layout() {
        let s = "{count, plural, one {# file in {dir}} other {# files}}";
        let m = parse_plural(s, D).expect("plural");
        assert_eq!(m.arg, "count");
        assert_eq!(m.header, "{count, plural, ");
        assert_eq!(m.cases[0].message, "# file in {dir}");
        assert_eq!(m.separators, [" "]);
        assert_eq!(m.trailer, "");
        assert_eq!(assemble_same(s, D), s);
    }

    #[test]
    fn multi_line_layout_is_reused_for_more_categories() {
        let s = "{ n ,plural,\n  one{# день}\n  other {# дней}\n}";
        let m = parse_plural(s, D).expect("plural");
        assert_eq!(m.arg, "n");
        let mut out = String::new();
        m.assemble(
            &[
                (One, "# день"),
                (Few, "# дня"),
                (Many, "# дней"),
                (Other, "# дня"),
            ],
            D,
            &mut out,
        );
        assert_eq!(
            out,
            "{ n ,plural,\n  one{# день}\n  few{# дня}\n  many{# дней}\n  other {# дня}\n}"
        );
        assert_eq!(parse_plural(&out, D).expect("reparses").cases.len(), 4);
    }

    #[test]
    fn everything_else_stays_plain() {
        for s in [
            "{n, plural, =0 {none} one {#} other {#}}",
            "{n, plural, offset:1 one {#} other {#}}",
            "{n, select, male {he} other {they}}",
            "{n, selectordinal, one {#st} other {#th}}",
            "{n, plural, one {#} other {{g, select, a {x} other {y}}}}",
            "You have {n, plural, one {#} other {#}}",
            "{n, plural, one {#} other {#}} left",
            " {n, plural, one {#} other {#}}",
            "{n, plural, one {#} few {#}}",
            "{n, plural, one {#} one {#} other {#}}",
            "{n, plural, single {#} other {#}}",
            "{n, plural, one {#} other {#}",
            "{n, plural, one {'{'} other {'#}}",
            "{{count}} items",
            "{n}",
            "{, plural, one {#} other {#}}",
        ] {
            assert!(parse_plural(s, D).is_none(), "{s}");
        }
    }

    #[test]
    fn quoted_braces_do_not_count() {
        let s = "{n, plural, one {'{'# '}' it''s} other {'{}' '#' it's}}";
        let m = parse_plural(s, D).expect("plural");
        assert_eq!(m.cases[0].message, "'{'# '}' it''s");
        assert_eq!(m.cases[1].message, "'{}' '#' it's");
        assert_eq!(
            literal_text(m.cases[1].message, D).as_deref(),
            Some("{} # it's")
        );
    }

    #[test]
    fn dialects_differ_on_angle_brackets() {
        // FormatJS: `'<` opens a quote that swallows the `}`; ICU4J: a literal apostrophe.
        let s = "{n, plural, one {'<b>} other {x}}";
        assert!(parse_plural(s, IcuDialect::Icu4j).is_some());
        assert!(parse_plural(s, IcuDialect::FormatJs).is_none());
    }

    #[test]
    fn escaping_of_broken_translations() {
        let cases = [
            ("a{b", "a'{'b"),
            ("}", "'}'"),
            ("it's", "it's"),
            ("it'", "it''"),
            ("'{", "'''{'"),
            ("{'{", "'{''{'"),
        ];
        for (text, want) in cases {
            assert_eq!(encode_form(text, D), want, "{text}");
            assert!(is_well_formed(&encode_form(text, D), D));
        }
        // A closed quoted literal is well formed and kept as written.
        assert_eq!(encode_form("a'{b}'", D), "a'{b}'");
    }

    fn category_set() -> impl Strategy<Value = Vec<PluralCategory>> {
        proptest::sample::subsequence(PluralCategory::ALL[..5].to_vec(), 0..=5).prop_map(|mut v| {
            v.push(Other);
            v
        })
    }

    proptest! {
        #[test]
        fn assemble_parse_is_identity(
            arg in "[a-zA-Z_][a-zA-Z0-9_]{0,8}",
            ws in proptest::collection::vec("[ \n\t]{0,3}", 5),
            cats in category_set(),
            texts in proptest::collection::vec(r"([a-zé# ]|\{[a-z]{1,4}\}|''|'\{'|'#'|\{x, number\}){0,6}", 6),
        ) {
            let mut s = format!("{{{}{arg}{},{}plural,{}", ws[0], ws[1], ws[2], ws[3]);
            for (i, c) in cats.iter().enumerate() {
                if i > 0 { s.push_str(&ws[4]); s.push(' '); }
                s.push_str(c.as_str());
                s.push_str(&ws[i % 4]);
                s.push('{');
                s.push_str(&texts[i]);
                s.push('}');
            }
            s.push_str(&ws[2]);
            s.push('}');
            for d in [IcuDialect::Icu4j, IcuDialect::FormatJs] {
                let m = parse_plural(&s, d).expect("generated plural parses");
                prop_assert_eq!(m.arg, arg.as_str());
                prop_assert_eq!(assemble_same(&s, d), s.clone());
            }
        }

        #[test]
        fn hostile_forms_reparse_to_their_encoding(
            texts in proptest::collection::vec(r#"[ a'{}#<>"\\:@?&%\n😀א]{0,12}"#, 4),
            d in prop_oneof![Just(IcuDialect::Icu4j), Just(IcuDialect::FormatJs)],
        ) {
            let src = "{count, plural, one {# x} other {# y}}";
            let m = parse_plural(src, d).expect("plural");
            let forms = [(One, texts[0].as_str()), (Few, texts[1].as_str()), (Many, texts[2].as_str()), (Other, texts[3].as_str())];
            let mut out = String::new();
            m.assemble(&forms, d, &mut out);
            let back = parse_plural(&out, d).expect("assembled message reparses");
            prop_assert_eq!(back.cases.len(), 4);
            for (case, (c, t)) in back.cases.iter().zip(forms) {
                prop_assert_eq!(case.category, c);
                let want = encode_form(t, d);
                prop_assert_eq!(case.message, want.as_ref());
            }
        }

        #[test]
        fn escape_literal_means_the_text(text in r#"[ a'{}#"\\😀]{0,16}"#) {
            let mut esc = String::new();
            escape_literal(&text, &mut esc);
            for d in [IcuDialect::Icu4j, IcuDialect::FormatJs] {
                prop_assert!(is_well_formed(&esc, d), "{esc}");
                let lit = literal_text(&esc, d);
                prop_assert_eq!(lit.as_deref(), Some(text.as_str()));
            }
        }
    }
}
