//! Regenerating the category pairs of a plural rule dictionary for the target's categories:
//! `<key>category</key>` + the source's first pair's key/string separator + `<string>…</string>`,
//! pairs separated like the source's first two (or by the group's own indentation when it had one
//! pair). A `zero` kept apart as its own entry is not written here.

use crate::model::PluralCategory;
use crate::xml::text::{escape_text_into, Eol};

/// The whitespace run ending at `end` in `s`.
fn ws_before(s: &str, end: usize) -> &str {
    let head = &s[..end];
    &head[head.trim_end().len()..]
}

/// Writes the new group (what replaces the source's category pairs `original`); `lead` is the
/// whitespace before the group in the file. `Err` names a character XML cannot hold.
pub(crate) fn write_group(
    original: &str,
    lead: &str,
    forms: &[(PluralCategory, &str)],
    zero_apart: bool,
    eol: Eol,
    out: &mut String,
) -> Result<(), String> {
    let kv_sep = match original.find("</key>") {
        Some(p) => {
            let rest = &original[p + 6..];
            &rest[..rest.len() - rest.trim_start().len()]
        }
        None => "",
    };
    // The second pair's `<key>`, past the first.
    let pair_sep = match original.get(1..).and_then(|r| r.find("<key")) {
        Some(p) => ws_before(original, p + 1),
        None => lead,
    };
    let mut first = true;
    for (category, text) in forms {
        if zero_apart && *category == PluralCategory::Zero {
            continue;
        }
        if !first {
            out.push_str(pair_sep);
        }
        first = false;
        out.push_str("<key>");
        out.push_str(category.as_str());
        out.push_str("</key>");
        out.push_str(kv_sep);
        out.push_str("<string>");
        escape_text_into(text, eol, out)?;
        out.push_str("</string>");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use PluralCategory::*;

    #[test]
    fn layout_follows_the_source() {
        let original =
            "<key>one</key>\r\n\t\t\t<string>a</string>\r\n\t\t\t<key>other</key>\r\n\t\t\t<string>b</string>";
        let mut out = String::new();
        write_group(
            original,
            "\r\n\t\t\t",
            &[(Zero, "z"), (One, "x"), (Few, "y & <z>"), (Other, "w")],
            true,
            Eol::CrLf,
            &mut out,
        )
        .expect("writable");
        assert_eq!(
            out,
            "<key>one</key>\r\n\t\t\t<string>x</string>\r\n\t\t\t<key>few</key>\r\n\t\t\t<string>y &amp; &lt;z&gt;</string>\r\n\t\t\t<key>other</key>\r\n\t\t\t<string>w</string>"
        );
        let mut out = String::new();
        write_group(
            "<key>other</key><string>b</string>",
            "\n  ",
            &[(Zero, "z"), (Other, "w")],
            false,
            Eol::Lf,
            &mut out,
        )
        .expect("writable");
        assert_eq!(
            out,
            "<key>zero</key><string>z</string>\n  <key>other</key><string>w</string>"
        );
    }
}
