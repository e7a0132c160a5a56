//! `php`: PHP array files (Laravel's `lang/*/*.php`, Symfony's `.php` catalogues, CodeIgniter's
//! `Language/*/*.php`, Yii's `messages/*/*.php`), read as PHP reads their static part and
//! spliced in place, so comments, keys, layout, quote kinds, trailing commas and everything
//! around the array survive a build.
//!
//! **Strings.** After `<?php` (text before it is kept), the file holds `return [ … ];` or
//! `return array( … );`, or assigns `$name = [ … ];` or `$name['a']['b'] = 'text';` (CodeIgniter
//! 3 style); `declare(…);`, `namespace …;`, `use …;` and statements that open with a function
//! call (CodeIgniter's guard `defined('BASEPATH') OR exit('…');`) are skipped. Every string
//! literal value in the array, however deep, is one entry; its identifier is the path of keys
//! joined with `.` (`'auth' => ['failed' => …]` → `auth.failed`), a value without key taking
//! the next integer index as PHP gives it (`['a', 'b']` → `0`, `1`; `'5'` keys count as integer
//! keys as in PHP). Text = the literal as PHP reads it: in `'…'` only `\\` and `\'` are escapes;
//! in `"…"` `\n \t \r \v \e \f \\ \$ \"`, octal `\0`–`\377`, `\xHH` and `\u{…}` are (escapes that
//! give bytes which are not UTF-8 are an error). Context = the comment lines (`//`, `#`,
//! `/* */`) directly above an element (or a `$lang[…] =` statement), markers and `|----` rules
//! taken off. Laravel's pluralisation strings (`{0} none|{1} one|[2,*] many`, `apple|apples`)
//! and ICU messages are plain text: they are one string each, kept as written.
//!
//! **Kept, not read.** Numbers, `true`/`false`/`null` and constants as values (they are no text);
//! comments; text before `<?php` and after `?>`.
//!
//! **Refused** with line, column and what was expected: what is no static string, since a
//! translation could not be written back into it: a double-quoted string that interpolates
//! (`"Hi $name"`, `"{$x}"`; write `\$` for a dollar sign), strings joined with `.`, function
//! calls, variables, heredoc and nowdoc values; keys that are no string or integer literal; an
//! unclosed array, string or `/*` comment; a statement other than the ones above; arrays nested
//! deeper than 64 levels (a limit); bytes that are not UTF-8 and UTF-16 files.
//!
//! **Repeated keys** are one string: the first place gives the text, every later place holding
//! the same text receives the translation; a later place holding another text keeps it (PHP
//! itself keeps the last value of a repeated key).
//!
//! **Build.** A slot covers a value's literal with its quotes; a new value is written in the
//! quote kind the file had there, escaped for it (`'…'`: `\\` and `\'`; `"…"`: `\\ \" \$`, line
//! breaks and tabs as `\n \r \t`, other control characters as `\xHH`), except that a text
//! with a line break or another control character goes into `"…"`: `'…'` could hold it only
//! raw, mixing line ends into the file. Every text fits, so no build is refused.
//!
//! **What lives here.** The format (`Php`) and its entry point; `lex` (comments, literals and
//! their escapes, numbers, names), `parse` (statements and arrays into the sink), `render`
//! (slot kind, writing a literal) and `create`. Not here: evaluating PHP (no constant is
//! resolved, no file included, no expression computed): what is not a literal is kept or refused.

mod create;
mod lex;
mod parse;
mod render;

use crate::error::{ErrorKind, FormatError};
use crate::format::{format_impl, FormatInfo, ParseContext, Signature};
use crate::sink::Sink;

/// PHP array files (Laravel, Symfony, CodeIgniter, Yii).
#[derive(Debug, Default, Clone, Copy)]
pub struct Php;

static INFO: FormatInfo = FormatInfo {
    key: "php",
    name: "PHP array",
    description: "PHP array files (Laravel lang/*.php, Symfony .php catalogues, CodeIgniter, Yii): `return [ 'key' => 'value' ]` and `array( … )`, nested keys as dotted identifiers, both quote kinds with their escapes kept on build",
    extensions: &["php"],
    signature: Signature {
        file_name: r"(?i)\.php$",
        file_content: Some(r"(?i)<\?php\s"),
    },
};

format_impl! {
    Php, INFO;
    parse(src, ctx, sink) => parse(src, ctx, sink);
    render(slot, value, ctx, out) => render::render(slot, value, ctx, out);
    create(entries, source, target, out) => create::create(entries, source, target, out);
    creates_plurals => false;
}

/// Parses `src` into `sink`, one entry per string value, as each is read.
fn parse(src: &[u8], _ctx: &ParseContext<'_>, sink: &mut dyn Sink) -> Result<(), FormatError> {
    if src.starts_with(b"\xFE\xFF") || src.starts_with(b"\xFF\xFE") {
        return Err(FormatError::at(
            src,
            0,
            "the file is UTF-16 (byte-order mark); expected UTF-8 text",
        )
        .with_kind(ErrorKind::Encoding));
    }
    let text = std::str::from_utf8(src).map_err(|e| {
        FormatError::at(
            src,
            e.valid_up_to(),
            "bytes that are not valid UTF-8; expected UTF-8 text",
        )
        .with_kind(ErrorKind::Encoding)
    })?;
    let start = if text.starts_with('\u{FEFF}') { 3 } else { 0 };
    parse::Reader::new(text, start, sink).file()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::Format;

    #[test]
    fn nested_keys_become_dotted_identifiers() {
        let src = "<?php\n\nreturn [\n    // Greeting\n    'hello' => 'Hi',\n    'nested' => array(\n        \"deep\" => \"A\\tB\",\n        'list' => ['x', 'y', 5 => 'z', 'w'],\n    ),\n    'n' => 3,\n];\n";
        let p = Php
            .parse_all(src.as_bytes(), &ParseContext::default())
            .unwrap();
        let got: Vec<(String, String)> = p
            .entries
            .iter()
            .map(|e| (e.identifier.to_string(), e.text.main().to_string()))
            .collect();
        let want = [
            ("hello", "Hi"),
            ("nested.deep", "A\tB"),
            ("nested.list.0", "x"),
            ("nested.list.1", "y"),
            ("nested.list.5", "z"),
            ("nested.list.6", "w"),
        ];
        assert_eq!(
            got,
            want.map(|(a, b)| (a.to_string(), b.to_string())).to_vec()
        );
        assert_eq!(p.entries[0].context.as_deref(), Some("Greeting"));
    }
}
