//! The qa-gate step's checks: one translation against its source, pure and allocation-light.
//! Placeholders (`{0}`, `{name}`, ICU arguments, `%s`, `%1$d`), XML/HTML tags, a document
//! segment's inline codes (`<0>…</0>`, `<1/>`), leading and trailing whitespace, empty
//! translation, `maxLength`, ICU syntax; each switchable in the step
//! settings ([`QaChecks`]), and [`form_reasons`], the same checks over the platform's string and
//! translation records. No I/O here, and nothing about ports or routes.

use serde::{Deserialize, Serialize};
use serde_json::Value;

/// Which checks run; every check is on unless the settings switch it off.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct QaChecks {
    /// The same placeholders (`{0}`, `{name}`, ICU argument names, printf conversions) on both sides.
    pub placeholders: bool,
    /// The same XML/HTML tags on both sides.
    pub tags: bool,
    /// Leading and trailing whitespace present on both sides or on neither.
    pub whitespace: bool,
    /// A translation exists and is not blank.
    pub empty: bool,
    /// The translation fits the string's `maxLength` (characters).
    pub max_length: bool,
    /// The translation is a well-formed ICU message when the source is one.
    pub icu: bool,
    /// A document segment's inline codes (`<0>…</0>`, `<1/>`: Markdown's emphasis, links, code
    /// spans) each once and nested as in the source, when the source has any; the check every
    /// document build makes (`locforge_formats::check_codes`).
    pub codes: bool,
}

impl Default for QaChecks {
    fn default() -> Self {
        QaChecks {
            placeholders: true,
            tags: true,
            whitespace: true,
            empty: true,
            max_length: true,
            icu: true,
            codes: true,
        }
    }
}

/// A reason a translation fails the gate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum QaIssue {
    /// No translation, or only whitespace.
    Empty,
    /// Placeholders differ.
    Placeholders {
        /// In the source, not in the translation.
        missing: Vec<String>,
        /// In the translation, not in the source.
        extra: Vec<String>,
    },
    /// Tags differ.
    Tags {
        /// In the source, not in the translation.
        missing: Vec<String>,
        /// In the translation, not in the source.
        extra: Vec<String>,
    },
    /// Leading whitespace on one side only.
    LeadingWhitespace,
    /// Trailing whitespace on one side only.
    TrailingWhitespace,
    /// Longer than `maxLength`.
    TooLong {
        /// Characters in the translation.
        length: usize,
        /// The limit.
        max: usize,
    },
    /// The translation is not a well-formed ICU message.
    IcuSyntax(String),
    /// The inline codes of a document segment are lost, doubled, invented or mis-nested.
    InlineCodes(String),
}

impl std::fmt::Display for QaIssue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            QaIssue::Empty => f.write_str("empty translation"),
            QaIssue::Placeholders { missing, extra } => {
                write!(
                    f,
                    "placeholders differ (missing {missing:?}, extra {extra:?})"
                )
            }
            QaIssue::Tags { missing, extra } => {
                write!(f, "tags differ (missing {missing:?}, extra {extra:?})")
            }
            QaIssue::LeadingWhitespace => f.write_str("leading whitespace differs"),
            QaIssue::TrailingWhitespace => f.write_str("trailing whitespace differs"),
            QaIssue::TooLong { length, max } => {
                write!(f, "{length} characters, more than maxLength {max}")
            }
            QaIssue::IcuSyntax(m) => write!(f, "ICU syntax: {m}"),
            QaIssue::InlineCodes(m) => write!(f, "inline codes: {m}"),
        }
    }
}

/// Runs the enabled checks; an empty result means the translation passes. `translation` is
/// `None` when the string has none; `max_length` 0 or `None` means no limit.
pub fn check(
    checks: &QaChecks,
    source: &str,
    translation: Option<&str>,
    max_length: Option<usize>,
) -> Vec<QaIssue> {
    let mut issues = Vec::new();
    let text = translation.unwrap_or("");
    if text.trim().is_empty() {
        if checks.empty {
            issues.push(QaIssue::Empty);
        }
        return issues;
    }
    let source_icu = if checks.icu || checks.placeholders {
        parse_icu(source).ok()
    } else {
        None
    };
    let source_is_icu = source_icu.as_ref().is_some_and(|m| m.complex);
    let target_icu = parse_icu(text);
    if checks.icu && source_is_icu {
        if let Err(e) = &target_icu {
            issues.push(QaIssue::IcuSyntax(e.clone()));
        }
    }
    if checks.placeholders {
        let mut a = placeholders(source, source_icu.as_ref().map(|m| &m.args[..]));
        let mut b = placeholders(text, target_icu.as_ref().ok().map(|m| &m.args[..]));
        let (missing, extra) = diff(&mut a, &mut b);
        if !missing.is_empty() || !extra.is_empty() {
            issues.push(QaIssue::Placeholders { missing, extra });
        }
    }
    if checks.tags {
        let mut a = tags(source);
        let mut b = tags(text);
        let (missing, extra) = diff(&mut a, &mut b);
        if !missing.is_empty() || !extra.is_empty() {
            issues.push(QaIssue::Tags { missing, extra });
        }
    }
    if checks.codes && has_codes(source) {
        if let Some(m) = locforge_formats::code_mismatch(source, text) {
            issues.push(QaIssue::InlineCodes(m));
        }
    }
    if checks.whitespace {
        let lead = |s: &str| s.starts_with(char::is_whitespace);
        let trail = |s: &str| s.ends_with(char::is_whitespace);
        if lead(source) != lead(text) {
            issues.push(QaIssue::LeadingWhitespace);
        }
        if trail(source) != trail(text) {
            issues.push(QaIssue::TrailingWhitespace);
        }
    }
    if checks.max_length {
        if let Some(max) = max_length.filter(|m| *m > 0) {
            let length = text.chars().count();
            if length > max {
                issues.push(QaIssue::TooLong { length, max });
            }
        }
    }
    issues
}

/// The issues of one translation, or of one plural form of it (`category`), against its source
/// string's record (API field names: `text`, a string or an object of plural forms, and
/// `maxLength`), each in words a translator reads, prefixed with the category when there is
/// one. Shared by the qa-gate step and the external QA check module.
pub fn form_reasons(
    checks: &QaChecks,
    string: &Value,
    category: Option<&str>,
    translation: Option<&str>,
) -> Vec<String> {
    let source = source_form(string.get("text").unwrap_or(&Value::Null), category);
    let max = string.get("maxLength").and_then(int);
    check(checks, source, translation, max)
        .into_iter()
        .map(|issue| match category {
            Some(c) => format!("{c}: {issue}"),
            None => issue.to_string(),
        })
        .collect()
}

fn int(v: &Value) -> Option<usize> {
    match v {
        Value::Number(n) => n.as_u64().and_then(|n| usize::try_from(n).ok()),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    }
}

/// The source text of a plural category (`other` when the source has no such form).
fn source_form<'a>(text: &'a Value, category: Option<&str>) -> &'a str {
    match text {
        Value::String(s) => s,
        Value::Object(forms) => category
            .and_then(|c| forms.get(c))
            .or_else(|| forms.get("other"))
            .and_then(Value::as_str)
            .unwrap_or(""),
        _ => "",
    }
}

/// Whether `source` holds a document segment's inline codes (`<0>`, `</0>`, `<0/>`).
fn has_codes(source: &str) -> bool {
    locforge_formats::parse_segment(source).is_ok_and(|t| t.iter().any(|t| t.code().is_some()))
}

/// Sorts both lists and returns (in `a` only, in `b` only), counting repeats.
fn diff(a: &mut [String], b: &mut [String]) -> (Vec<String>, Vec<String>) {
    a.sort_unstable();
    b.sort_unstable();
    let (mut i, mut j) = (0, 0);
    let (mut missing, mut extra) = (Vec::new(), Vec::new());
    while i < a.len() || j < b.len() {
        match (a.get(i), b.get(j)) {
            (Some(x), Some(y)) if x == y => {
                i += 1;
                j += 1;
            }
            (Some(x), Some(y)) if x < y => {
                missing.push(x.clone());
                i += 1;
            }
            (Some(_), Some(y)) => {
                extra.push(y.clone());
                j += 1;
            }
            (Some(x), None) => {
                missing.push(x.clone());
                i += 1;
            }
            (None, Some(y)) => {
                extra.push(y.clone());
                j += 1;
            }
            (None, None) => break,
        }
    }
    (missing, extra)
}

/// The placeholders of `text`: `{…}` arguments (from the ICU parse when it succeeded, else the
/// flat `{name}` scan) and printf conversions (`%s`, `%d`, `%1$d`, `%.2f`; `%%` is a literal).
fn placeholders(text: &str, icu_args: Option<&[String]>) -> Vec<String> {
    let mut out: Vec<String> = match icu_args {
        Some(args) => args.iter().map(|a| format!("{{{a}}}")).collect(),
        None => flat_braces(text),
    };
    printf(text, &mut out);
    out
}

/// `{name}` / `{0}` groups without nesting, for texts that are not well-formed ICU.
fn flat_braces(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        match after.find(['{', '}']) {
            Some(close) if after.as_bytes()[close] == b'}' => {
                let name = after[..close].split(',').next().unwrap_or("").trim();
                if !name.is_empty() {
                    out.push(format!("{{{name}}}"));
                }
                rest = &after[close + 1..];
            }
            Some(close) => rest = &after[close..],
            None => break,
        }
    }
    out
}

/// printf conversions: `%` [argnum `$`] [flags] [width] [`.` precision] [length] conversion.
fn printf(text: &str, out: &mut Vec<String>) {
    let b = text.as_bytes();
    let mut i = 0;
    while let Some(off) = memchr::memchr(b'%', &b[i..]) {
        let start = i + off;
        let mut j = start + 1;
        if b.get(j) == Some(&b'%') {
            i = j + 1;
            continue;
        }
        // argument number
        let digits = b[j..].iter().take_while(|c| c.is_ascii_digit()).count();
        if digits > 0 && b.get(j + digits) == Some(&b'$') {
            j += digits + 1;
        }
        j += b[j..]
            .iter()
            .take_while(|c| matches!(c, b'-' | b'+' | b' ' | b'#' | b'0'))
            .count();
        j += b[j..].iter().take_while(|c| c.is_ascii_digit()).count();
        if b.get(j) == Some(&b'.') {
            j += 1;
            j += b[j..].iter().take_while(|c| c.is_ascii_digit()).count();
        }
        j += b[j..]
            .iter()
            .take_while(|c| matches!(c, b'h' | b'l' | b'L' | b'q' | b'j' | b'z' | b't'))
            .count();
        match b.get(j) {
            Some(c) if b"diouxXeEfFgGaAcspn@".contains(c) => {
                out.push(text[start..=j].to_owned());
                i = j + 1;
            }
            _ => i = start + 1,
        }
    }
}

/// Tags of `text` as `<name>`, `</name>`, `<name/>` (attributes dropped), in order.
fn tags(text: &str) -> Vec<String> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while let Some(off) = memchr::memchr(b'<', &b[i..]) {
        let start = i + off;
        let mut j = start + 1;
        let closing = b.get(j) == Some(&b'/');
        if closing {
            j += 1;
        }
        if !b.get(j).is_some_and(u8::is_ascii_alphabetic) {
            i = start + 1;
            continue;
        }
        let name_len = b[j..]
            .iter()
            .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, b':' | b'_' | b'-' | b'.'))
            .count();
        let name = &text[j..j + name_len];
        let Some(end) = memchr::memchr(b'>', &b[j + name_len..]) else {
            break;
        };
        let end = j + name_len + end;
        let self_closing = end > start && b[end - 1] == b'/';
        out.push(match (closing, self_closing) {
            (true, _) => format!("</{name}>"),
            (false, true) => format!("<{name}/>"),
            (false, false) => format!("<{name}>"),
        });
        i = end + 1;
    }
    out
}

/// What the ICU parse of a message found.
#[derive(Debug, Clone, PartialEq, Eq)]
struct IcuMessage {
    /// Argument names, in order, repeated as often as they occur (branches included).
    args: Vec<String>,
    /// Whether any argument is `plural`, `select` or `selectordinal`.
    complex: bool,
}

/// Parses an ICU MessageFormat message (apostrophe quoting as ICU's default: `'` quotes only
/// before `{`, `}`, `#`, `|` or another `'`).
fn parse_icu(text: &str) -> Result<IcuMessage, String> {
    let mut p = IcuParser {
        b: text.as_bytes(),
        text,
        i: 0,
        msg: IcuMessage {
            args: Vec::new(),
            complex: false,
        },
        depth: 0,
    };
    p.message(false)?;
    if p.i < p.b.len() {
        return Err(format!("unexpected `}}` at character {}", p.col()));
    }
    Ok(p.msg)
}

struct IcuParser<'a> {
    b: &'a [u8],
    text: &'a str,
    i: usize,
    msg: IcuMessage,
    depth: usize,
}

impl IcuParser<'_> {
    fn col(&self) -> usize {
        self.text[..self.i.min(self.text.len())].chars().count() + 1
    }

    /// Text up to an unquoted `}` (nested) or the end (top level).
    fn message(&mut self, nested: bool) -> Result<(), String> {
        while self.i < self.b.len() {
            match self.b[self.i] {
                b'\'' => self.quote(),
                b'{' => self.argument()?,
                b'}' => {
                    return if nested {
                        Ok(())
                    } else {
                        Err(format!("unexpected `}}` at character {}", self.col()))
                    };
                }
                _ => self.i += 1,
            }
        }
        if nested {
            return Err("unclosed `{`".into());
        }
        Ok(())
    }

    fn quote(&mut self) {
        match self.b.get(self.i + 1) {
            Some(b'\'') => self.i += 2,
            Some(b'{' | b'}' | b'#' | b'|') => {
                self.i += 1;
                while self.i < self.b.len() {
                    if self.b[self.i] == b'\'' {
                        if self.b.get(self.i + 1) == Some(&b'\'') {
                            self.i += 2;
                            continue;
                        }
                        self.i += 1;
                        return;
                    }
                    self.i += 1;
                }
            }
            _ => self.i += 1,
        }
    }

    fn skip_ws(&mut self) {
        while self.b.get(self.i).is_some_and(u8::is_ascii_whitespace) {
            self.i += 1;
        }
    }

    fn word(&mut self) -> &str {
        let start = self.i;
        while self
            .b
            .get(self.i)
            .is_some_and(|c| !c.is_ascii_whitespace() && !matches!(c, b'{' | b'}' | b',' | b'\''))
        {
            self.i += 1;
        }
        &self.text[start..self.i]
    }

    fn expect(&mut self, c: u8) -> Result<(), String> {
        self.skip_ws();
        if self.b.get(self.i) == Some(&c) {
            self.i += 1;
            Ok(())
        } else {
            Err(format!(
                "expected `{}` at character {}",
                c as char,
                self.col()
            ))
        }
    }

    fn argument(&mut self) -> Result<(), String> {
        self.depth += 1;
        if self.depth > 32 {
            return Err("arguments nested too deeply".into());
        }
        self.i += 1;
        self.skip_ws();
        let name = self.word().to_owned();
        if name.is_empty() {
            return Err(format!(
                "argument name expected at character {}",
                self.col()
            ));
        }
        self.msg.args.push(name);
        self.skip_ws();
        match self.b.get(self.i) {
            Some(b'}') => self.i += 1,
            Some(b',') => {
                self.i += 1;
                self.skip_ws();
                let kind = self.word().to_owned();
                self.skip_ws();
                match kind.as_str() {
                    "plural" | "select" | "selectordinal" => {
                        self.msg.complex = true;
                        self.expect(b',')?;
                        self.branches(&kind)?;
                    }
                    "" => {
                        return Err(format!(
                            "argument type expected at character {}",
                            self.col()
                        ))
                    }
                    _ => {
                        // number, date, time, … with an optional style up to the closing brace
                        let mut depth = 0usize;
                        loop {
                            match self.b.get(self.i) {
                                None => return Err("unclosed `{`".into()),
                                Some(b'{') => depth += 1,
                                Some(b'}') if depth == 0 => break,
                                Some(b'}') => depth -= 1,
                                _ => {}
                            }
                            self.i += 1;
                        }
                        self.i += 1;
                    }
                }
            }
            _ => return Err(format!("expected `,` or `}}` at character {}", self.col())),
        }
        self.depth -= 1;
        Ok(())
    }

    /// `key {message}` pairs up to the closing `}`; `other` is required.
    fn branches(&mut self, kind: &str) -> Result<(), String> {
        let mut other = false;
        let mut any = false;
        loop {
            self.skip_ws();
            match self.b.get(self.i) {
                None => return Err("unclosed `{`".into()),
                Some(b'}') => {
                    self.i += 1;
                    break;
                }
                _ => {}
            }
            let key = self.word().to_owned();
            if key.is_empty() {
                return Err(format!(
                    "{kind} selector expected at character {}",
                    self.col()
                ));
            }
            if kind != "select" && key.starts_with("offset:") {
                continue;
            }
            other |= key == "other";
            any = true;
            self.expect(b'{')?;
            self.message(true)?;
            self.i += 1;
        }
        if !any || !other {
            return Err(format!("{kind} without an `other` branch"));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(source: &str, translation: &str) -> Vec<QaIssue> {
        check(&QaChecks::default(), source, Some(translation), None)
    }

    #[test]
    fn a_faithful_translation_passes() {
        assert!(run(
            "Hello {name}, you have %1$d <b>new</b> %s",
            "Hallo {name}, du hast %1$d <b>neue</b> %s"
        )
        .is_empty());
        assert!(run(
            "{count, plural, one {# file} other {# files}}",
            "{count, plural, one {# Datei} other {# Dateien}}"
        )
        .is_empty());
        assert!(run("It's {0}", "C'est {0}").is_empty());
        assert!(run("100%% sure", "100%% sicher").is_empty());
    }

    #[test]
    fn each_check_finds_its_fault() {
        assert!(matches!(
            &run("Hi {name}", "Hallo {nom}")[..],
            [QaIssue::Placeholders { .. }]
        ));
        assert!(matches!(
            &run("%s of %d", "%d von")[..],
            [QaIssue::Placeholders { .. }]
        ));
        assert!(matches!(
            &run("<b>Bold</b>", "<b>Fett")[..],
            [QaIssue::Tags { .. }]
        ));
        assert_eq!(run("Name: ", "Name:"), vec![QaIssue::TrailingWhitespace]);
        assert_eq!(run(" x", "x"), vec![QaIssue::LeadingWhitespace]);
        assert_eq!(run("x", "  "), vec![QaIssue::Empty]);
        assert_eq!(
            check(&QaChecks::default(), "x", None, None),
            vec![QaIssue::Empty]
        );
        assert_eq!(
            check(&QaChecks::default(), "Save", Some("Speichern"), Some(4)),
            vec![QaIssue::TooLong { length: 9, max: 4 }]
        );
        let icu = run(
            "{n, plural, one {# item} other {# items}}",
            "{n, plural, one {# Element} other {# Elemente}",
        );
        assert!(
            icu.iter().any(|i| matches!(i, QaIssue::IcuSyntax(_))),
            "{icu:?}"
        );
        let no_other = run("{n, plural, one {#} other {#}}", "{n, plural, one {#}}");
        assert!(
            no_other.iter().any(|i| matches!(i, QaIssue::IcuSyntax(_))),
            "{no_other:?}"
        );
    }

    #[test]
    fn inline_codes_of_a_document_segment_are_checked() {
        let on = QaChecks::default();
        let src = "Run <0>this</0> with <1/>.";
        assert!(check(&on, src, Some("Führe <0>das</0> mit <1/> aus."), None).is_empty());
        let lost = check(&on, src, Some("Führe <0>das</0> aus."), None);
        assert!(
            matches!(&lost[..], [QaIssue::InlineCodes(m)] if m.contains("loses code <1/>")),
            "{lost:?}"
        );
        let crossed = check(&on, "<0>a <1>b</1></0>", Some("<0>a <1>b</0></1>"), None);
        assert!(
            crossed.iter().any(|i| i.to_string().contains("mis-nested")),
            "{crossed:?}"
        );
        // A source without codes is not checked for them.
        assert!(check(&on, "a < b", Some("a <0> b"), None).is_empty());
    }

    #[test]
    fn switched_off_checks_do_not_run() {
        let off = QaChecks {
            placeholders: false,
            tags: false,
            whitespace: false,
            empty: false,
            max_length: false,
            icu: false,
            codes: false,
        };
        assert!(check(&off, " <b>{a} %s", Some("x"), Some(0)).is_empty());
        assert!(check(&off, "<0>a</0>", Some("a"), None).is_empty());
        assert!(check(&off, "x", None, None).is_empty());
        let settings: QaChecks = serde_json::from_str(r#"{"tags":false}"#).unwrap_or_default();
        assert!(!settings.tags && settings.placeholders);
        assert!(serde_json::from_str::<QaChecks>(r#"{"tag":false}"#).is_err());
    }
}
