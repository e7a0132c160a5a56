//! Identifiers of document segments (Markdown, HTML), stable under edits elsewhere in the
//! document: the heading path above the segment (each heading's text as a slug), the block's
//! short name and a hash of the segment's source text: `install/on-linux/p-3f2a9c1d`. Two
//! segments with the same path, block and text (a repeated "Note:" paragraph in one section) are
//! told apart by their rank among those alone (`…/p-3f2a9c1d~2`), never by a counter over the
//! whole file, so a paragraph added, removed or changed elsewhere changes no other identifier.
//! Changing a heading's text changes the identifiers of its section (their place changed).

use std::collections::HashMap;
use std::fmt::Write as _;

/// The longest slug of one heading, in bytes.
const SLUG_MAX: usize = 32;

/// The heading path and the identifiers given so far.
#[derive(Debug, Default)]
pub(crate) struct Ids {
    /// The headings above, outermost first: level and slug.
    path: Vec<(u8, String)>,
    /// How many segments each base identifier was given to.
    given: HashMap<String, u32>,
}

impl Ids {
    /// The identifier of a segment of `block` (`p`, `h2`, `td`, …) with source text `text`.
    pub fn next(&mut self, block: &str, text: &str) -> String {
        let mut base = String::new();
        for (_, slug) in &self.path {
            base.push_str(slug);
            base.push('/');
        }
        base.push_str(block);
        base.push('-');
        let _ = write!(base, "{:08x}", fnv1a(text.as_bytes()));
        match self.given.get_mut(&base) {
            Some(n) => {
                *n += 1;
                let _ = write!(base, "~{n}");
                base
            }
            None => {
                self.given.insert(base.clone(), 1);
                base
            }
        }
    }

    /// Leaves the sections of level `level` and deeper (before a heading of that level).
    pub fn enter_heading(&mut self, level: u8) {
        while self.path.last().is_some_and(|(l, _)| *l >= level) {
            self.path.pop();
        }
    }

    /// A heading of `level` with text `words` starts a section.
    pub fn push_heading(&mut self, level: u8, words: &str) {
        self.enter_heading(level);
        self.path.push((level, slug(words)));
    }
}

/// FNV-1a (32 bits): stable across versions and platforms, which identifiers need.
fn fnv1a(bytes: &[u8]) -> u32 {
    let mut h: u32 = 0x811c_9dc5;
    for b in bytes {
        h ^= u32::from(*b);
        h = h.wrapping_mul(0x0100_0193);
    }
    h
}

/// A heading's text as a slug: lower-case letters and digits, every other stretch one `-`, at
/// most [`SLUG_MAX`] bytes; `_` when nothing is left.
pub(crate) fn slug(words: &str) -> String {
    let mut s = String::new();
    let mut dash = false;
    for c in words.chars().flat_map(char::to_lowercase) {
        if c.is_alphanumeric() {
            if dash && !s.is_empty() {
                s.push('-');
            }
            dash = false;
            if s.len() + c.len_utf8() > SLUG_MAX {
                break;
            }
            s.push(c);
        } else {
            dash = true;
        }
    }
    if s.is_empty() {
        s.push('_');
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identifiers_follow_headings_and_rank_only_twins() {
        let mut ids = Ids::default();
        let a = ids.next("p", "Intro");
        ids.push_heading(2, "Getting started!");
        let b = ids.next("p", "Hello <0>x</0>");
        let b2 = ids.next("p", "Hello <0>x</0>");
        ids.push_heading(3, "On Linux");
        let c = ids.next("li", "Run it");
        ids.push_heading(2, "Next");
        let d = ids.next("p", "Intro");
        assert!(!a.contains('/'), "{a}");
        assert!(b.starts_with("getting-started/p-"), "{b}");
        assert_eq!(b2, format!("{b}~2"));
        assert!(c.starts_with("getting-started/on-linux/li-"), "{c}");
        assert!(d.starts_with("next/p-") && d.ends_with(&a[2..]), "{d} {a}");
        assert_eq!(slug("  C++ & Rust — ünïcode  "), "c-rust-ünïcode");
        assert_eq!(slug("`*`"), "_");
    }
}
