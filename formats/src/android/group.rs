//! Regenerating a `<plurals>` group for the target's categories: one `<item quantity="…">` per
//! category, laid out like the source items (what preceded the first item is kept, items are
//! separated by the whitespace that preceded the first item from its line start, and the
//! whitespace before `</plurals>` is kept). Comments between or after the source items are not
//! carried over into a regenerated group.

use super::escape::{write_value, Style};
use crate::model::{PluralCategory, Text};

/// True when `forms` is what Android already shows for the original group: every category the
/// group has is asked for with the same text, and every other asked category has the group's
/// `other` text (Android falls back to `other` for a missing quantity). The group's bytes can
/// then be kept as they are.
pub(crate) fn already_shown(baseline: &Text, forms: &[(PluralCategory, &str)]) -> bool {
    let Text::Plural(base) = baseline else {
        return false;
    };
    let other = base.get(&PluralCategory::Other);
    base.keys().all(|c| forms.iter().any(|(f, _)| f == c))
        && forms
            .iter()
            .all(|(c, t)| base.get(c).or(other).is_some_and(|s| s == t))
}

/// Writes the new group content (the bytes between `<plurals …>` and `</plurals>`).
pub(crate) fn write_group(
    original: &[u8],
    forms: &[(PluralCategory, &str)],
    style: Style,
    bound: &dyn Fn(&str) -> bool,
    out: &mut Vec<u8>,
) {
    let first_item = memchr::memmem::find(original, b"<item").unwrap_or(original.len());
    let lead = &original[..first_item];
    // The separator: the line break and indentation just before the first item.
    let ws_start = lead
        .iter()
        .rposition(|b| !matches!(b, b' ' | b'\t' | b'\r' | b'\n'))
        .map(|p| p + 1)
        .unwrap_or(0);
    let ws = &lead[ws_start..];
    let sep: &[u8] = match ws.iter().rposition(|&b| b == b'\n') {
        Some(nl) => {
            let from = if nl > 0 && ws[nl - 1] == b'\r' {
                nl - 1
            } else {
                nl
            };
            &ws[from..]
        }
        None => ws,
    };
    let trail_start = original
        .iter()
        .rposition(|b| !matches!(b, b' ' | b'\t' | b'\r' | b'\n'))
        .map(|p| p + 1)
        .unwrap_or(original.len());
    let trail = if first_item < original.len() {
        &original[trail_start..]
    } else {
        b""
    };
    out.extend_from_slice(lead);
    for (i, (category, text)) in forms.iter().enumerate() {
        if i > 0 {
            out.extend_from_slice(sep);
        }
        out.extend_from_slice(b"<item quantity=\"");
        out.extend_from_slice(category.as_str().as_bytes());
        out.extend_from_slice(b"\">");
        write_value(text, style, bound, out);
        out.extend_from_slice(b"</item>");
    }
    out.extend_from_slice(trail);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::PluralText;

    #[test]
    fn layout_follows_the_source() {
        let original = b"\r\n        <item quantity=\"one\">a</item>\r\n        <item quantity=\"other\">b</item>\r\n    ";
        let mut out = Vec::new();
        write_group(
            original,
            &[
                (PluralCategory::One, "x"),
                (PluralCategory::Few, "y's"),
                (PluralCategory::Other, "z"),
            ],
            Style::Plain,
            &|_| false,
            &mut out,
        );
        assert_eq!(
            String::from_utf8(out).expect("utf8"),
            "\r\n        <item quantity=\"one\">x</item>\r\n        <item quantity=\"few\">y\\'s</item>\r\n        <item quantity=\"other\">z</item>\r\n    "
        );
    }

    #[test]
    fn missing_categories_fall_back_to_other() {
        let base: PluralText = [(PluralCategory::Other, std::borrow::Cow::Borrowed("n"))]
            .into_iter()
            .collect();
        let base = Text::Plural(base);
        assert!(already_shown(
            &base,
            &[(PluralCategory::One, "n"), (PluralCategory::Other, "n")]
        ));
        assert!(!already_shown(
            &base,
            &[(PluralCategory::One, "1"), (PluralCategory::Other, "n")]
        ));
    }
}
