//! The statement and array reader of PHP array files: after `<?php`, `declare(…);`,
//! `namespace …;`, `use …;` and statements that open with a call (`defined('BASEPATH') OR
//! exit('…');`) are skipped, `return <array>;`, `$name = <array>;` and
//! `$name['a']['b'] = <value>;` give strings; arrays (`[…]`, `array(…)`) are walked with their
//! keys as identifier segments, every string literal value becoming one entry whose slot is the
//! literal (quotes included).

use std::borrow::Cow;

use crate::error::{ErrorKind, FormatError};
use crate::model::Entry;
use crate::repeats::{Place, Repeats};
use crate::sink::Sink;
use crate::skeleton::{Slot, TypedKind as _};

use super::lex::{is_name_start, Comment, Cursor, Literal};

/// How deep arrays may nest; deeper is refused (a limit, not a syntax error).
pub(crate) const MAX_DEPTH: usize = 64;

/// Reads one file into a sink.
pub(crate) struct Reader<'a, 's> {
    c: Cursor<'a>,
    sink: &'s mut dyn Sink,
    skeleton: bool,
    /// The first place of each identifier, for repeated keys.
    repeats: Repeats<'a>,
    count: usize,
    /// The keys from the top array down to the value being read.
    path: Vec<String>,
    /// The comment block above the element being read.
    context: Option<String>,
}

/// A key as PHP stores it: an integer (which moves the next implicit index) or a string.
enum Key {
    Int(i64),
    Str(String),
}

impl Key {
    fn segment(&self) -> String {
        match self {
            Key::Int(i) => i.to_string(),
            Key::Str(s) => s.clone(),
        }
    }

    /// A string key as PHP casts it: a canonical decimal integer becomes an integer key.
    fn from_text(s: &str) -> Key {
        let digits = s.strip_prefix('-').unwrap_or(s);
        let canonical = !digits.is_empty()
            && digits.bytes().all(|b| b.is_ascii_digit())
            && (digits == "0" || !digits.starts_with('0'))
            && s != "-0";
        match s.parse::<i64>() {
            Ok(i) if canonical => Key::Int(i),
            _ => Key::Str(s.to_string()),
        }
    }
}

impl<'a, 's> Reader<'a, 's> {
    /// A reader of `src` (UTF-8, from byte `start`) into `sink`.
    pub(crate) fn new(src: &'a str, start: usize, sink: &'s mut dyn Sink) -> Reader<'a, 's> {
        let skeleton = sink.wants_skeleton();
        Reader {
            c: Cursor::new(src, start),
            sink,
            skeleton,
            repeats: Repeats::new(src.as_bytes()),
            count: 0,
            path: Vec::new(),
            context: None,
        }
    }

    /// The whole file: the text before `<?php` and after a closing `?>` is kept, not read.
    pub(crate) fn file(mut self) -> Result<(), FormatError> {
        let Some(open) = find_open_tag(self.c.bytes(), self.c.pos) else {
            return Err(self.c.error(
                self.c.pos,
                "no `<?php` opening tag; expected a PHP file starting with `<?php`",
            ));
        };
        self.c.pos = open + 5;
        let mut comments: Vec<Comment<'a>> = Vec::new();
        loop {
            comments.clear();
            self.c.trivia(&mut comments)?;
            let at = self.c.pos;
            match self.c.peek() {
                None => return Ok(()),
                Some(b'?') if self.c.looking_at("?>") => return Ok(()),
                Some(b'$') => {
                    // `$lang['key'] = '…';`: the comment lines above are the string's context.
                    self.context = context_of(self.c.src, &comments, at);
                    self.assignment()?
                }
                Some(b) if is_name_start(b) => {
                    let word = self.c.word();
                    match word.to_ascii_lowercase().as_str() {
                        "return" => {
                            self.context = None;
                            self.c.skip()?;
                            self.top_value()?;
                            self.end_statement()?;
                        }
                        "declare" | "namespace" | "use" => self.skip_statement(at)?,
                        // A statement opening with a call, such as CodeIgniter's guard
                        // `defined('BASEPATH') OR exit('…');`: no strings of the array.
                        _ if {
                            self.c.skip()?;
                            self.c.peek() == Some(b'(')
                        } =>
                        {
                            self.skip_statement(at)?
                        }
                        _ => {
                            return Err(self.c.error(
                                at,
                                format!("`{word}`, a statement locforge does not read; expected `return [`, `$name = [` or `declare(…);`"),
                            ))
                        }
                    }
                }
                Some(_) => return Err(self.c.error(
                    at,
                    "expected `return [`, `$name = [`, `$name['key'] = …;` or the end of the file",
                )),
            }
        }
    }

    /// `;` (or a closing `?>`, which ends a statement too).
    fn end_statement(&mut self) -> Result<(), FormatError> {
        self.c.skip()?;
        match self.c.peek() {
            Some(b';') => {
                self.c.pos += 1;
                Ok(())
            }
            Some(b'?') if self.c.looking_at("?>") => Ok(()),
            _ => Err(self.c.error(self.c.pos, "expected `;` after the value")),
        }
    }

    /// `declare(…);`, `namespace …;`, `use …;`: skipped up to their `;`.
    fn skip_statement(&mut self, at: usize) -> Result<(), FormatError> {
        let mut depth = 0usize;
        loop {
            self.c.skip()?;
            match self.c.peek() {
                None => {
                    return Err(self
                        .c
                        .error(at, "a statement without its `;`; expected `;`"))
                }
                Some(b'\'' | b'"') => {
                    self.c.literal()?;
                }
                Some(b'(') => {
                    depth += 1;
                    self.c.pos += 1;
                }
                Some(b')') => {
                    depth = depth.saturating_sub(1);
                    self.c.pos += 1;
                }
                Some(b';') if depth == 0 => {
                    self.c.pos += 1;
                    return Ok(());
                }
                Some(b'{') if depth == 0 => {
                    return Err(self.c.error(
                        self.c.pos,
                        "a block (`namespace … { }`), which locforge does not read; expected `;`",
                    ))
                }
                Some(_) => self.c.pos += 1,
            }
        }
    }

    /// `$name = <array>;` or `$name['a']['b'] = <value>;`.
    fn assignment(&mut self) -> Result<(), FormatError> {
        let at = self.c.pos;
        self.c.pos += 1;
        if self.c.word().is_empty() {
            return Err(self
                .c
                .error(at, "a `$` without a variable name; expected `$name`"));
        }
        let depth = self.path.len();
        loop {
            self.c.skip()?;
            if self.c.peek() != Some(b'[') {
                break;
            }
            let open = self.c.pos;
            self.c.pos += 1;
            self.c.skip()?;
            let key = match self.c.peek() {
                Some(b'\'' | b'"') => {
                    let lit = self.c.literal()?;
                    Key::from_text(&lit.text)
                }
                Some(b'0'..=b'9' | b'-' | b'+') => self.int_key()?,
                _ => {
                    return Err(self.c.error(
                        open,
                        "expected a string or integer key inside `[…]` (`$name[] = …` appends, which gives no key)",
                    ))
                }
            };
            self.c.skip()?;
            if self.c.peek() != Some(b']') {
                return Err(self.c.error(self.c.pos, "expected `]` after the key"));
            }
            self.c.pos += 1;
            self.path.push(key.segment());
        }
        if self.c.peek() != Some(b'=') || self.c.looking_at("==") || self.c.looking_at("=>") {
            return Err(self.c.error(self.c.pos, "expected `=` after the variable"));
        }
        self.c.pos += 1;
        self.c.skip()?;
        if self.path.len() == depth {
            self.top_value()?;
        } else {
            self.value()?;
        }
        self.path.truncate(depth);
        self.end_statement()
    }

    /// The value of `return` or `$name =`: an array.
    fn top_value(&mut self) -> Result<(), FormatError> {
        let at = self.c.pos;
        match self.array_opening()? {
            Some(closer) => self.array(at, closer),
            None => Err(self.c.error(at, "expected an array (`[` or `array(`)")),
        }
    }

    /// At `[` or `array (`: consumes the opening and gives the closing byte.
    fn array_opening(&mut self) -> Result<Option<u8>, FormatError> {
        if self.c.peek() == Some(b'[') {
            self.c.pos += 1;
            return Ok(Some(b']'));
        }
        let at = self.c.pos;
        let word = self.c.word();
        if word.eq_ignore_ascii_case("array") {
            self.c.skip()?;
            if self.c.peek() == Some(b'(') {
                self.c.pos += 1;
                return Ok(Some(b')'));
            }
        }
        self.c.pos = at;
        Ok(None)
    }

    /// An integer key literal (with its sign) at the position.
    fn int_key(&mut self) -> Result<Key, FormatError> {
        let at = self.c.pos;
        let negative = self.c.peek() == Some(b'-');
        if matches!(self.c.peek(), Some(b'-' | b'+')) {
            self.c.pos += 1;
            self.c.skip()?;
        }
        if !self.c.peek().is_some_and(|b| b.is_ascii_digit()) {
            return Err(self.c.error(at, "expected a string or integer key"));
        }
        let text = self.c.number();
        int_value(text, negative).map(Key::Int).ok_or_else(|| {
            self.c.error(
                at,
                format!("`{text}` is not an integer key locforge reads (a float, or past 64 bits); expected a string or integer key"),
            )
        })
    }

    /// The elements of an array up to `closer`; `open` is where it opened.
    fn array(&mut self, open: usize, closer: u8) -> Result<(), FormatError> {
        if self.path.len() >= MAX_DEPTH {
            return Err(self
                .c
                .error(
                    open,
                    format!("arrays nested deeper than {MAX_DEPTH} levels; locforge reads at most {MAX_DEPTH}"),
                )
                .with_kind(ErrorKind::Limit));
        }
        let mut next_index: i64 = 0;
        let mut comments: Vec<Comment<'a>> = Vec::new();
        loop {
            comments.clear();
            self.c.trivia(&mut comments)?;
            match self.c.peek() {
                Some(b) if b == closer => {
                    self.c.pos += 1;
                    return Ok(());
                }
                None => {
                    return Err(self.c.error(
                        open,
                        format!(
                            "an array opened here is never closed; expected `{}`",
                            closer as char
                        ),
                    ))
                }
                _ => {}
            }
            self.context = context_of(self.c.src, &comments, self.c.pos);
            let key = self.element(next_index)?;
            if let Key::Int(i) = key {
                next_index = next_index.max(i.saturating_add(1));
            }
            self.c.skip()?;
            match self.c.peek() {
                Some(b',') => self.c.pos += 1,
                Some(b) if b == closer => {}
                Some(b'.') => return Err(self.concatenation()),
                _ => {
                    return Err(self.c.error(
                        self.c.pos,
                        format!(
                            "expected `,` or `{}` after the array element",
                            closer as char
                        ),
                    ))
                }
            }
        }
    }

    /// One array element, `key => value` or a value alone (keyed `next_index`); its key.
    fn element(&mut self, next_index: i64) -> Result<Key, FormatError> {
        let start = self.c.pos;
        match self.c.peek() {
            Some(b'\'' | b'"') => {
                let lit = self.c.literal()?;
                self.c.skip()?;
                if self.c.looking_at("=>") {
                    let key = Key::from_text(&lit.text);
                    self.keyed_value(&key)?;
                    return Ok(key);
                }
                let key = Key::Int(next_index);
                self.path.push(key.segment());
                let done = self.after_scalar().and_then(|_| self.string(lit));
                self.path.pop();
                done.map(|_| key)
            }
            Some(b'0'..=b'9' | b'-' | b'+') => {
                let negative = self.c.peek() == Some(b'-');
                if matches!(self.c.peek(), Some(b'-' | b'+')) {
                    self.c.pos += 1;
                    self.c.skip()?;
                }
                let text = if self.c.peek().is_some_and(|b| b.is_ascii_digit()) {
                    self.c.number()
                } else {
                    return Err(self.c.error(start, "expected a number after the sign"));
                };
                self.c.skip()?;
                if self.c.looking_at("=>") {
                    let key = int_value(text, negative).map(Key::Int).ok_or_else(|| {
                        self.c.error(
                            start,
                            format!("`{text}` is not an integer key locforge reads (a float, or past 64 bits); expected a string or integer key"),
                        )
                    })?;
                    self.keyed_value(&key)?;
                    return Ok(key);
                }
                // A number alone: kept, not read.
                self.after_scalar()?;
                Ok(Key::Int(next_index))
            }
            _ => {
                let key = Key::Int(next_index);
                self.path.push(key.segment());
                let done = self.value();
                self.path.pop();
                if self.c.looking_at("=>") {
                    return Err(self.c.error(
                        start,
                        "a key that is not a string or integer literal (a constant or an expression); expected `'key' =>`",
                    ));
                }
                done.map(|_| key)
            }
        }
    }

    /// At `=>`: the value of `key`.
    fn keyed_value(&mut self, key: &Key) -> Result<(), FormatError> {
        self.c.pos += 2;
        self.c.skip()?;
        self.path.push(key.segment());
        let done = self.value();
        self.path.pop();
        done
    }

    /// A value: a string (an entry), an array (its elements), or a number or constant (kept).
    fn value(&mut self) -> Result<(), FormatError> {
        let at = self.c.pos;
        match self.c.peek() {
            Some(b'\'' | b'"') => {
                let lit = self.c.literal()?;
                self.after_scalar()?;
                self.string(lit)
            }
            Some(b'[') => {
                self.c.pos += 1;
                self.array(at, b']')
            }
            Some(b) if is_name_start(b) || b == b'\\' => {
                if let Some(closer) = self.array_opening()? {
                    return self.array(at, closer);
                }
                self.c.word();
                self.after_scalar()
            }
            Some(b'0'..=b'9' | b'-' | b'+') => {
                if matches!(self.c.peek(), Some(b'-' | b'+')) {
                    self.c.pos += 1;
                    self.c.skip()?;
                }
                if !self.c.peek().is_some_and(|b| b.is_ascii_digit()) {
                    return Err(self.c.error(at, "expected a number after the sign"));
                }
                self.c.number();
                self.after_scalar()
            }
            Some(b'<') if self.c.looking_at("<<<") => Err(self.c.error(
                at,
                "a heredoc or nowdoc, which locforge does not read; expected a string in `'…'` or `\"…\"`",
            )),
            Some(b'$') => Err(self.c.error(
                at,
                "a variable, which has no text of its own; expected a string, an array, a number or a constant",
            )),
            None => Err(self.c.error(at, "the file ends here; expected a value")),
            Some(_) => Err(self.c.error(
                at,
                "expected a string, an array, a number or a constant",
            )),
        }
    }

    /// After a string, number or constant: only `,`, a closing bracket, `;` or the end may
    /// follow; `.` (concatenation) and any other operator or call are refused.
    fn after_scalar(&mut self) -> Result<(), FormatError> {
        self.c.skip()?;
        match self.c.peek() {
            None | Some(b',' | b']' | b')' | b';') => Ok(()),
            Some(b'?') if self.c.looking_at("?>") => Ok(()),
            Some(b'=') if self.c.looking_at("=>") => Ok(()),
            Some(b'.') => Err(self.concatenation()),
            Some(b'(') => Err(self.c.error(
                self.c.pos,
                "a function call, whose result locforge cannot read; expected a string, an array, a number or a constant",
            )),
            Some(_) => Err(self.c.error(
                self.c.pos,
                "expected `,` or the end of the array after the value (locforge reads no expression but one literal)",
            )),
        }
    }

    /// The error for a `.` at the position.
    fn concatenation(&self) -> FormatError {
        self.c.error(
            self.c.pos,
            "strings joined with `.` (concatenation), which locforge cannot read as one string; expected one string literal",
        )
    }

    /// A string value at the current path: an entry (or, for a repeated identifier, another
    /// place of the first one when it holds the same text, else kept and named in a warning).
    fn string(&mut self, lit: Literal<'a>) -> Result<(), FormatError> {
        if self.path.is_empty() {
            return Err(self.c.error(
                lit.span.start,
                "a string outside an array; expected an array of strings",
            ));
        }
        let identifier = self.path.join(".");
        let context = self.context.take();
        let slot = |entry: u32| Slot {
            span: lit.span.clone(),
            entry: Some(entry),
            category: None,
            kind: lit.quote.bits(),
            target: None,
        };
        let mut entry = Entry::plain(identifier, lit.text);
        entry.context = context.map(Cow::Owned);
        let at = lit.span.start;
        let index = match self.repeats.place(&entry, at, "key") {
            Place::First => {
                self.repeats.record(&entry, at, self.count);
                self.sink.entry(self.count, entry)?;
                self.count += 1;
                self.count - 1
            }
            Place::Same { index } => {
                self.sink.repeat(index, entry)?;
                index
            }
            Place::Different { warning } => {
                self.sink.warning(warning);
                return Ok(());
            }
        };
        if self.skeleton {
            self.sink.slot(slot(index as u32));
        }
        Ok(())
    }
}

/// Where `<?php` (any case, followed by whitespace or the end) first opens PHP code.
fn find_open_tag(b: &[u8], from: usize) -> Option<usize> {
    let mut at = from;
    while let Some(p) = memchr::memmem::find(&b[at..], b"<?") {
        let i = at + p;
        let tag = b.get(i + 2..i + 5);
        let after = b.get(i + 5);
        if tag.is_some_and(|t| t.eq_ignore_ascii_case(b"php"))
            && after.is_none_or(|c| c.is_ascii_whitespace())
        {
            return Some(i);
        }
        at = i + 2;
    }
    None
}

/// The value of an integer literal (decimal, `0x`, `0b`, `0o` or leading-`0` octal, `_`
/// separators); `None` for a float or past 64 bits.
fn int_value(text: &str, negative: bool) -> Option<i64> {
    let t: String = text.chars().filter(|&c| c != '_').collect();
    let lower = t.to_ascii_lowercase();
    let (digits, radix) = if let Some(h) = lower.strip_prefix("0x") {
        (h.to_string(), 16)
    } else if let Some(b) = lower.strip_prefix("0b") {
        (b.to_string(), 2)
    } else if let Some(o) = lower.strip_prefix("0o") {
        (o.to_string(), 8)
    } else if lower.len() > 1 && lower.starts_with('0') {
        (lower[1..].to_string(), 8)
    } else {
        (lower.clone(), 10)
    };
    if digits.is_empty() {
        return None;
    }
    let v = i64::from_str_radix(&digits, radix).ok()?;
    Some(if negative { -v } else { v })
}

/// The comment block directly above an element as its context: the comments on lines of their
/// own with no blank line between them and the element, markers taken off (`//`, `#`, `/*`,
/// `*/`, a leading `*` or `|` on each line), rule lines (`|----`) left out; `None` when it says
/// nothing.
fn context_of(src: &str, comments: &[Comment<'_>], element: usize) -> Option<String> {
    let last = comments.last()?;
    if src[last.end..element].matches('\n').count() >= 2 {
        return None;
    }
    let mut first = comments.len();
    for (i, c) in comments.iter().enumerate().rev() {
        if !c.own_line {
            break;
        }
        first = i;
        if c.after_blank {
            break;
        }
    }
    let mut lines: Vec<&str> = Vec::new();
    for c in &comments[first..] {
        let t = c.text;
        let body = if let Some(b) = t.strip_prefix("/*") {
            b.strip_suffix("*/").unwrap_or(b)
        } else if let Some(b) = t.strip_prefix("//") {
            b
        } else {
            t.strip_prefix('#').unwrap_or(t)
        };
        for line in body.lines() {
            let l = line.trim();
            let l = l
                .strip_prefix('*')
                .or_else(|| l.strip_prefix('|'))
                .unwrap_or(l)
                .trim();
            if !l.is_empty() && l.bytes().all(|b| matches!(b, b'-' | b'=' | b'*' | b'|')) {
                continue;
            }
            lines.push(l);
        }
    }
    let s = lines.join("\n");
    let t = s.trim_matches('\n');
    (!t.is_empty()).then(|| t.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integer_keys_in_every_base() {
        assert_eq!(int_value("42", false), Some(42));
        assert_eq!(int_value("0x1F", false), Some(31));
        assert_eq!(int_value("0b101", false), Some(5));
        assert_eq!(int_value("017", false), Some(15));
        assert_eq!(int_value("0o17", true), Some(-15));
        assert_eq!(int_value("1_000", false), Some(1000));
        assert_eq!(int_value("1.5", false), None);
        assert!(matches!(Key::from_text("7"), Key::Int(7)));
        assert!(matches!(Key::from_text("07"), Key::Str(_)));
        assert!(matches!(Key::from_text("-0"), Key::Str(_)));
    }

    #[test]
    fn open_tag_in_any_case_followed_by_space() {
        assert_eq!(find_open_tag(b"<?php\n", 0), Some(0));
        assert_eq!(find_open_tag(b"x<?PHP return", 0), Some(1));
        assert_eq!(find_open_tag(b"<?phpx <?php", 0), Some(7));
        assert_eq!(find_open_tag(b"<?= 1", 0), None);
    }
}
