//! The hostile alphabets: per built-in format, the characters its escaping must carry through a
//! build and back (quotes, backslashes, markup, separators, line breaks, control characters,
//! emoji, right-to-left text). The invariants suite draws random translations from them
//! (`formats/tests/invariants.rs`, as a regular-expression class: [`alphabet_class`]); the
//! format author's kit writes a few fixed texts made of them ([`hostile_texts`]). One list, so the
//! kit checks a user's file against what the suite checks the corpus against.

const LETTERS: &str = "abcdefghijklmnopqrstuvwxyz";

/// The characters of `key`'s alphabet, letters left out (see [`alphabet`]).
fn specials(key: &str) -> &'static str {
    match key {
        "arb" | "formatjs" | "structured-json" | "i18next" | "json" | "json-reference"
        | "webext" | "resjson" | "go-i18n" | "i18next-v3" => {
            " \"\\<&{}%@?#:\n\t'é😀\u{202e}\u{05d0}"
        }
        "xliff12" | "xliff2" | "stringsdict" => {
            " \"\\<>&{}%@?#:;/=\n\t'é😀\u{202e}\u{05d0}\u{0644}"
        }
        "po" => " \"\\<&{}%@?#:\n\t'é😀\u{202e}\u{05d0}\r\u{1}",
        // Everything but NUL, which ends MO strings and separates plural forms (refused).
        "mo" => " \"\\<&{}%@?#:\n\t'é😀\u{202e}\u{05d0}\r\u{1}\u{4}\u{7f}",
        "android" => " \"\\<>/=&;{}%@?#:\n\t\r'é😀\u{202e}\u{05d0}\u{1}]",
        "resx" => " \"\\<>/=&;{}%@?#:\n\r\t']é😀\u{202e}\u{05d0}\u{0644}",
        // Control characters go through as lupdate's `<byte value="x…"/>`.
        "tmx" => " \"\\<>/=&;{}%@?#:\n\r\t']é😀\u{202e}\u{05d0}\u{0644}",
        "ts" => " \"\\<>/=&;{}%@?#:|~\n\r\t']é😀\u{202e}\u{05d0}\u{0644}\u{1}\u{7}",
        "yaml" => " \"\\'<&{}%@?#:-\n\t|>!*,[]~é😀\u{202e}\u{05d0}\u{2028}\u{85}\r",
        "fluent" => " \"\\<&{}%@?#:;=[]*.$-\n\t\r'é😀\u{202e}\u{05d0}",
        "properties" => " \"\\<>&{}%@?#:!=;'\n\r\t\u{c}éÿĀ😀\u{202e}\u{05d0}\u{1}\u{85}",
        "csv" => " ,;\t\r\n\"'=+@é😀\u{202e}\u{05d0}-",
        "xcstrings" => " \"\\<&{}%@?#:/\n\t'é😀\u{202e}\u{05d0}\u{1}",
        "strings" => " \"\\'%@{}=;/*:#$\n\t\rUé😀\u{202e}\u{05d0}\u{1}",
        "ini" => " \"'=:;#[]%\\\n\té😀\u{202e}\u{05d0}",
        // Both quote kinds' escapes, interpolation (`$`, `{$`), comment marks and `?>`.
        "php" => " \"'\\$`{}[]()=>.,;#/*?<\n\r\té😀\u{202e}\u{05d0}\u{1}\u{1b}",
        "toml" => " \"'=:;#[]{}%\\\n\r\t\u{1}é😀\u{202e}\u{05d0}",
        // No line break: a blank line inside a cue is refused by design (it would end the cue),
        // so a doubled line break is no text a subtitle can hold; multi-line cues are tested in
        // `formats/tests/subtitles.rs`.
        "srt" | "vtt" => " \"\\<>&{}%@?#:!=;'\té😀\u{202e}\u{05d0}\u{1}",
        // No line break (a heading or table cell cannot hold one: refused by design; multi-line
        // paragraphs are tested in `formats/tests/markdown.rs`), no digit (a text of `<`, a digit
        // and `>` reads as an inline code) and no `;` (`&lt;` is the notation's escape of `<`).
        "markdown" => " \"\\'<>&*_`[]()!#|~+-=:.\té😀\u{202e}\u{05d0}",
        // XML's specials and the notation's `<`, `&` (no digit: a text of `<`, a digit and `>`
        // reads as an inline code; no `;`: `&lt;` is the notation's escape of `<`); no `\r` (XML
        // reads it as a line feed) and no control character (XML cannot hold one: refused). The
        // same for a workbook's cells, whose text is the same XML runs.
        "docx" | "xlsx" => " \"\\'<>&{}%@?#:=/|,[]*.$!~+-\t\né😀\u{202e}\u{05d0}\u{0644}",
        // Whitespace of every kind (a build writes what the reader would collapse as references),
        // markup characters and the no-break space; no digit (a text of `<`, a digit and `>`
        // reads as an inline code) and no `;` (`&lt;` is the notation's escape of `<`).
        "html" => " \"\\'<>&=/{}%@?#:!\n\r\t\u{a0}é😀\u{202e}\u{05d0}",
        // Formats the crate does not know (declared ones, embedded ones): everything above that
        // a text of one line may hold, and the line break, which such a format must escape or
        // refuse with a position.
        _ => " \"\\'<>&{}%@?#:;=/|,[]*.$!~+-\t\né😀\u{202e}\u{05d0}\u{0644}",
    }
}

/// Every character of `key`'s hostile alphabet, letters included (Android's and `.strings`'
/// alphabets keep only the few letters their escapes start with).
pub fn alphabet(key: &str) -> String {
    let letters = match key {
        "android" => "abcix",
        "strings" => "abc",
        _ => LETTERS,
    };
    let mut chars: Vec<char> = specials(key).chars().chain(letters.chars()).collect();
    chars.sort_unstable();
    chars.dedup();
    chars.into_iter().collect()
}

/// `key`'s alphabet as a regular-expression character class (`[\x{20}\x{22}…]`), every
/// character written as its code point so none is read as class syntax.
pub fn alphabet_class(key: &str) -> String {
    let mut class = String::from("[");
    for c in alphabet(key).chars() {
        class.push_str(&format!("\\x{{{:X}}}", u32::from(c)));
    }
    class.push(']');
    class
}

/// The fixed hostile translations the kit writes into every string of a file: the specials in
/// one run, each special between letters (so a format that mishandles one character at a time
/// is caught), the run reversed with spaces at both ends, and the letters with every special
/// doubled. Never empty (an empty translation means "untranslated" to several formats).
pub fn hostile_texts(key: &str) -> Vec<String> {
    let specials: Vec<char> = specials(key).chars().collect();
    let run: String = specials.iter().collect();
    let spaced: String = specials.iter().map(|c| format!("x{c}")).collect::<String>() + "x";
    let reversed: String = format!(" {} ", specials.iter().rev().collect::<String>());
    let doubled: String = specials.iter().map(|c| format!("a{c}{c}")).collect();
    vec![format!("h{run}"), spaced, reversed, doubled]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_class_matches_exactly_the_alphabet() {
        for key in ["json", "po", "android", "yaml", "csv", "declared"] {
            let class = regex::Regex::new(&format!("^{}+$", alphabet_class(key))).expect("valid");
            assert!(class.is_match(&alphabet(key)), "{key}");
            assert!(
                !class.is_match("Q"),
                "{key}: an upper-case Q is in no alphabet"
            );
        }
        assert!(alphabet("po").contains('\u{1}'));
        assert!(!alphabet("json").contains('\r'));
    }

    #[test]
    fn hostile_texts_carry_every_special_and_are_never_empty() {
        for key in ["json", "properties", "declared"] {
            let texts = hostile_texts(key);
            for c in specials(key).chars() {
                assert!(texts.iter().all(|t| t.contains(c)), "{key}: {c:?}");
            }
            assert!(texts.iter().all(|t| !t.trim().is_empty()));
        }
    }
}
