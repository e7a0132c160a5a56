//! What a scalar means and how a text may be written: YAML 1.1 plain-scalar resolution (the
//! readers translation files meet are YAML 1.1: Ruby's Psych for Rails, PyYAML, and Symfony's
//! own parser), the checks that decide whether a translation can keep a plain or single-quoted
//! style, and locale-code detection for the Rails root key.

/// Whether a plain (unquoted, untagged) scalar is a string for the file's readers: not null, a
/// boolean, a number, a timestamp, or PyYAML's `=` / `<<`. `rails` applies Psych's rules on top
/// (`yes`/`no`/`on`/`off` in any case are booleans, `:name` is a Ruby symbol); Symfony's parser
/// reads `yes`/`no`/`on`/`off` as strings, so they are translatable there.
pub fn plain_is_string(t: &str, rails: bool) -> bool {
    if t.is_empty() || t == "~" || t == "=" || t == "<<" {
        return false;
    }
    if t.len() <= 5 {
        let mut low = [0u8; 5];
        for (d, s) in low.iter_mut().zip(t.bytes()) {
            *d = s.to_ascii_lowercase();
        }
        let low = &low[..t.len()];
        if matches!(low, b"null" | b"true" | b"false") {
            return false;
        }
        if rails && matches!(low, b"yes" | b"no" | b"on" | b"off") {
            return false;
        }
    }
    if rails && t.len() > 1 && t.starts_with(':') {
        return false;
    }
    !(is_int(t) || is_float(t) || is_timestamp(t))
}

fn strip_sign(t: &str) -> &str {
    t.strip_prefix(['+', '-']).unwrap_or(t)
}

fn all(t: &str, f: impl Fn(u8) -> bool) -> bool {
    !t.is_empty() && t.bytes().all(f)
}

/// YAML 1.1 integers (PyYAML) and Psych's (which also allows `,` between digits).
fn is_int(t: &str) -> bool {
    let u = strip_sign(t);
    if let Some(r) = u.strip_prefix("0b") {
        return all(r, |c| matches!(c, b'0' | b'1' | b'_'));
    }
    if let Some(r) = u.strip_prefix("0x") {
        return all(r, |c| c.is_ascii_hexdigit() || c == b'_');
    }
    if let Some(r) = u.strip_prefix("0o") {
        return all(r, |c| matches!(c, b'0'..=b'7' | b'_'));
    }
    if !u.as_bytes().first().is_some_and(u8::is_ascii_digit) {
        return false;
    }
    if all(u, |c| c.is_ascii_digit() || c == b'_' || c == b',') {
        return true;
    }
    sexagesimal(u)
}

/// `190:20:30` (YAML 1.1 base 60).
fn sexagesimal(u: &str) -> bool {
    let mut parts = u.split(':');
    let first = parts.next().unwrap_or("");
    let mut n = 0;
    for p in parts {
        if !(1..=2).contains(&p.len()) || !all(p, |c| c.is_ascii_digit()) {
            return false;
        }
        n += 1;
    }
    n > 0 && all(first, |c| c.is_ascii_digit() || c == b'_')
}

/// YAML 1.1 floats (PyYAML), Psych's (`1e5`), `.inf`, `.nan`, base-60 floats.
fn is_float(t: &str) -> bool {
    let u = strip_sign(t);
    if matches!(u, ".inf" | ".Inf" | ".INF") || matches!(t, ".nan" | ".NaN" | ".NAN") {
        return true;
    }
    if let Some((int, frac)) = u.split_once('.') {
        if int.contains(':') {
            return sexagesimal(int) && frac.bytes().all(|c| c.is_ascii_digit() || c == b'_');
        }
    }
    let (mant, exp) = match u.find(['e', 'E']) {
        Some(i) => (&u[..i], Some(&u[i + 1..])),
        None => (u, None),
    };
    if let Some(e) = exp {
        if !all(strip_sign(e), |c| c.is_ascii_digit()) {
            return false;
        }
    }
    let digits = mant.bytes().filter(u8::is_ascii_digit).count();
    let dots = mant.bytes().filter(|&c| c == b'.').count();
    digits > 0
        && dots <= 1
        && (dots == 1 || exp.is_some())
        && mant
            .bytes()
            .all(|c| c.is_ascii_digit() || matches!(c, b'.' | b'_' | b','))
}

/// `2001-12-14`, `2001-12-14t21:59:43.10-05:00`, `2001-12-14 21:59:43.10 -5`.
fn is_timestamp(t: &str) -> bool {
    let b = t.as_bytes();
    if b.len() < 8 || !b[..4].iter().all(u8::is_ascii_digit) || b[4] != b'-' {
        return false;
    }
    let rest = &t[5..];
    let mut it = rest.splitn(3, '-');
    let (Some(m), Some(d)) = (it.next(), it.next()) else {
        return false;
    };
    if !(1..=2).contains(&m.len()) || !all(m, |c| c.is_ascii_digit()) {
        return false;
    }
    let day_len = d.bytes().take_while(u8::is_ascii_digit).count();
    if !(1..=2).contains(&day_len) {
        return false;
    }
    let tail = &d[day_len..];
    let tail = match it.next() {
        Some(more) => format!("{tail}-{more}"),
        None => tail.to_string(),
    };
    tail.bytes().all(|c| {
        c.is_ascii_digit()
            || matches!(
                c,
                b':' | b'.' | b' ' | b'\t' | b'T' | b't' | b'Z' | b'z' | b'+' | b'-'
            )
    })
}

/// Characters YAML allows in a document (`c-printable`), minus the ones YAML 1.1 readers take
/// as line breaks (NEL, LS, PS) and the BOM, which only a double-quoted escape carries safely.
pub fn printable_inline(c: char) -> bool {
    matches!(c, '\t' | '\u{20}'..='\u{7E}' | '\u{A0}'..='\u{D7FF}' | '\u{E000}'..='\u{FFFD}' | '\u{10000}'..)
        && !matches!(c, '\u{2028}' | '\u{2029}' | '\u{FEFF}')
}

/// Whether `t` can be written as a plain scalar and read back as the same string by YAML 1.1
/// and 1.2 readers (PyYAML, Psych, Symfony, libyaml): one line, no leading or trailing blank,
/// no indicator first, no `: ` or ` #`, no tab, and nothing a reader resolves to another type
/// (booleans and null in any case, `y`/`n`, numbers, dates, `=`, `<<`). In a flow collection
/// (`flow`) the flow indicators `,[]{}` are excluded too, and `:` and `#` (libyaml refuses
/// `x:y` there). Conservative: when in doubt, quote.
pub fn plain_ok(t: &str, flow: bool) -> bool {
    let b = t.as_bytes();
    let (Some(&first), Some(&last)) = (b.first(), b.last()) else {
        return false;
    };
    if b"-?:,[]{}#&*!|>'\"%@` \t".contains(&first) || matches!(last, b' ' | b':') {
        return false;
    }
    if first == b'.' || first == b'+' || first.is_ascii_digit() || first == b'~' {
        // Numbers, `.inf`, `.nan`, dates: never worth the risk.
        return false;
    }
    if t.contains(": ") || t.contains(" #") || t.contains('\t') {
        return false;
    }
    if flow && b.iter().any(|c| b",[]{}:#".contains(c)) {
        return false;
    }
    if !t.chars().all(|c| c != '\t' && printable_inline(c)) {
        return false;
    }
    if t.len() <= 5 {
        let low = t.to_ascii_lowercase();
        if matches!(
            low.as_str(),
            "y" | "n" | "yes" | "no" | "on" | "off" | "true" | "false" | "null" | "=" | "<<"
        ) {
            return false;
        }
    }
    plain_is_string(t, true)
}

/// Whether `t` can be written single-quoted on one line (`'` doubled): printable, no line break.
pub fn single_ok(t: &str) -> bool {
    t.chars().all(printable_inline)
}

/// Whether `t` looks like a locale code a Rails file would use as its root key: an ISO 639-1
/// language (`en`, `pt-BR`, `zh-CN`, `sr-Latn`, `en_GB`) or an ISO 639-2/3 code CLDR has plural
/// rules for (`hsb`, `fil`). A Symfony file's single top-level key (`sylius:`, `foo:`) is not.
pub fn is_locale_code(t: &str) -> bool {
    let mut parts = t.split(['-', '_']);
    let lang = parts.next().unwrap_or("");
    let rest_ok =
        parts.all(|p| (2..=8).contains(&p.len()) && all(p, |c| c.is_ascii_alphanumeric()));
    if !rest_ok || !all(lang, |c| c.is_ascii_lowercase()) {
        return false;
    }
    match lang.len() {
        2 => ISO_639_1.split(' ').any(|c| c == lang),
        3 => {
            crate::cldr::plural_categories(lang) != [crate::model::PluralCategory::Other]
                || THREE_LETTER_OTHER_ONLY.split(' ').any(|c| c == lang)
        }
        _ => false,
    }
}

/// ISO 639-1 codes (and the deprecated `iw`, `in`, `ji`, `mo` that older Rails files use).
const ISO_639_1: &str = "aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik in io is it iu iw ja ji jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mo mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu";

/// Three-letter codes whose CLDR plural rules have `other` only (so the CLDR check cannot tell
/// them from a word such as `foo`).
const THREE_LETTER_OTHER_ONLY: &str = "yue sah jbo kea ses sgs nqo osa bho";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn yaml_1_1_types_are_not_strings() {
        for t in [
            "",
            "~",
            "null",
            "NULL",
            "true",
            "False",
            "3",
            "-3",
            "0x1F",
            "0o17",
            "0b101",
            "1_000",
            "1,000",
            "1.5",
            ".5",
            "-1.5e3",
            "1e5",
            ".inf",
            "-.INF",
            ".NaN",
            "190:20:30",
            "2001-12-14",
            "2001-12-14 21:59:43.10 -5",
            "=",
            "<<",
        ] {
            assert!(!plain_is_string(t, false), "{t:?}");
        }
        for t in ["yes", "No", "ON", "off", ":day"] {
            assert!(!plain_is_string(t, true), "{t:?}");
            assert!(plain_is_string(t, false), "{t:?}");
        }
        for t in [
            "1st",
            "2-10 minutes",
            "Hello",
            "a.b",
            "v1.2.3",
            "y",
            "n",
            "e5",
            "1.2.3",
        ] {
            assert!(plain_is_string(t, true), "{t:?}");
        }
    }

    #[test]
    fn plain_needs_quotes_for_indicators_types_and_separators() {
        for t in [
            "",
            " a",
            "a ",
            "-a",
            "a: b",
            "a #b",
            "a:",
            "#x",
            "&a",
            "*a",
            "!a",
            "|",
            ">",
            "%d",
            "@x",
            "`x",
            "{x}",
            "[x]",
            "'x",
            "\"x",
            "no",
            "Yes",
            "on",
            "y",
            "N",
            "~",
            "3",
            "1.0",
            "2024-01-01",
            ".x",
            "a\nb",
            "a\tb",
            "\u{2028}",
            "=",
        ] {
            assert!(!plain_ok(t, false), "{t:?}");
        }
        for t in [
            "Hello",
            "a:b",
            "a#b",
            "Rate 50%",
            "it's",
            "a, b [c] {d}",
            "Ключ",
            "😀",
            "x-y",
        ] {
            assert!(plain_ok(t, false), "{t:?}");
        }
        assert!(!plain_ok("a, b", true));
    }

    #[test]
    fn locale_codes() {
        for t in ["en", "pt-BR", "zh-CN", "sr-Latn", "en_GB", "hsb", "no"] {
            assert!(is_locale_code(t), "{t}");
        }
        for t in ["foo", "root", "sylius", "EN", "e", "en-", "xx"] {
            assert!(!is_locale_code(t), "{t}");
        }
    }
}
