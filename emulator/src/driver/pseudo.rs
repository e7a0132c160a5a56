//! Pseudo-translations: visibly different text that keeps placeholders, markup, ICU arguments and
//! escapes intact, so a build with them must still produce a valid file.

/// Pseudo-translates `text` for `lang`: `[lang: …]` around the text with ASCII vowels accented
/// outside `{…}`, `<…>`, `%…` conversions and backslash escapes.
pub fn pseudo(text: &str, lang: &str) -> String {
    let mut out = String::with_capacity(text.len() + lang.len() + 4);
    out.push('[');
    out.push_str(lang);
    out.push_str(": ");
    let mut depth_brace = 0usize;
    let mut in_tag = false;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '{' => depth_brace += 1,
            '}' => depth_brace = depth_brace.saturating_sub(1),
            '<' => in_tag = true,
            '>' => in_tag = false,
            '\\' => {
                out.push(c);
                if let Some(n) = chars.next() {
                    out.push(n);
                }
                continue;
            }
            '%' => {
                out.push(c);
                while let Some(&n) = chars.peek() {
                    if n.is_ascii_alphanumeric() || matches!(n, '$' | '.' | '-' | '+' | '#' | '@') {
                        out.push(n);
                        chars.next();
                    } else {
                        break;
                    }
                }
                continue;
            }
            _ => {}
        }
        if depth_brace == 0 && !in_tag {
            out.push(accent(c));
        } else {
            out.push(c);
        }
    }
    out.push(']');
    out
}

fn accent(c: char) -> char {
    match c {
        'a' => 'á',
        'e' => 'é',
        'i' => 'í',
        'o' => 'ó',
        'u' => 'ú',
        'A' => 'Á',
        'E' => 'É',
        'I' => 'Í',
        'O' => 'Ó',
        'U' => 'Ú',
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_placeholders_and_markup() {
        assert_eq!(pseudo("Hello {name}", "de"), "[de: Hélló {name}]");
        assert_eq!(
            pseudo("<b>Open</b> %1$s \\n", "fr"),
            "[fr: <b>Ópén</b> %1$s \\n]"
        );
        assert_eq!(
            pseudo("{count, plural, one {# item} other {# items}}", "uk"),
            "[uk: {count, plural, one {# item} other {# items}}]"
        );
    }
}
