//! Messages: what one translatable string is ([`Msg`]: English and German texts as [`Tokens`],
//! a comment, a slug), how [`Gen`] draws one from the vocabulary of `words.rs`, and the helpers
//! every generator uses to render tokens. What must not live here: any format's syntax (the
//! generators pass their own placeholder and escaping functions to [`render`]).

use crate::rng::Rng;
use crate::words::{noun_plural, words};

/// A piece of a message: text, or a placeholder by name.
#[derive(Debug, Clone)]
pub(crate) enum Tok {
    /// Literal text (not yet escaped for any format).
    Text(String),
    /// A placeholder, by name (`count`, `name`, …).
    Ph(String),
}

/// A message text as pieces.
pub(crate) type Tokens = Vec<Tok>;

/// A message's texts: one, or one per plural category (`one`, `other`).
#[derive(Debug, Clone)]
pub(crate) enum Texts {
    /// One text.
    Plain(Tokens),
    /// The `one` and `other` texts.
    Plural([Tokens; 2]),
}

/// One message: its English source, its German translation, a developer comment and a slug
/// the generators build keys from.
pub(crate) struct Msg {
    /// The English source texts.
    pub en: Texts,
    /// The German translation texts.
    pub tr: Texts,
    /// A developer comment, when the message has one.
    pub comment: Option<String>,
    /// `snake_case` words for the key (`file_delete_count`).
    pub slug: String,
}

impl Msg {
    /// Whether the message is plural.
    pub(crate) fn plural(&self) -> bool {
        matches!(self.en, Texts::Plural(_))
    }
}

/// The text of a plain message, or the `other` text of a plural one.
pub(crate) fn plain(t: &Texts) -> &Tokens {
    match t {
        Texts::Plain(t) => t,
        Texts::Plural(f) => &f[1],
    }
}

/// The `one` and `other` texts (a plain message's text twice).
pub(crate) fn forms(t: &Texts) -> [&Tokens; 2] {
    match t {
        Texts::Plain(t) => [t, t],
        Texts::Plural(f) => [&f[0], &f[1]],
    }
}

/// Splits a filled template at its `[[name]]` placeholders.
fn tokenize(s: &str) -> Tokens {
    let mut out = Vec::new();
    let mut rest = s;
    while let Some(start) = rest.find("[[") {
        let Some(len) = rest[start + 2..].find("]]") else {
            break;
        };
        if start > 0 {
            out.push(Tok::Text(rest[..start].to_string()));
        }
        out.push(Tok::Ph(rest[start + 2..start + 2 + len].to_string()));
        rest = &rest[start + 2 + len + 2..];
    }
    if !rest.is_empty() {
        out.push(Tok::Text(rest.to_string()));
    }
    out
}

/// `s` with its first character upper-cased.
pub(crate) fn cap(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(first) => first.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// The words a template's `{slot}`s are filled with.
struct Slots {
    words: [(&'static str, String); 13],
}

impl Slots {
    /// `template` with each known `{slot}` replaced by its word (other braces kept).
    fn fill(&self, template: &str) -> String {
        let mut out = String::with_capacity(template.len() + 16);
        let mut rest = template;
        while let Some(open) = rest.find('{') {
            out.push_str(&rest[..open]);
            let after = &rest[open + 1..];
            match after.find('}').and_then(|close| {
                let key = &after[..close];
                self.words
                    .iter()
                    .find(|(k, _)| *k == key)
                    .map(|(_, w)| (close, w))
            }) {
                Some((close, word)) => {
                    out.push_str(word);
                    rest = &after[close + 1..];
                }
                None => {
                    out.push('{');
                    rest = after;
                }
            }
        }
        out.push_str(rest);
        out
    }
}

/// The generators' state: the random stream every draw comes from.
pub(crate) struct Gen {
    /// The random stream (generators draw from it directly too).
    pub r: Rng,
}

impl Gen {
    /// A generator seeded with `seed`.
    pub(crate) fn new(seed: u64) -> Gen {
        Gen { r: Rng::new(seed) }
    }

    /// Random slot words, and the English noun and verb chosen (for slugs and comments).
    fn slots(&mut self) -> (Slots, &'static str, &'static str) {
        let w = words();
        let n = *self.r.choice(&w.nouns);
        let v = *self.r.choice(&w.verbs);
        let a = *self.r.choice(&w.adjectives);
        let slots = Slots {
            words: [
                ("n", n.en.to_string()),
                ("N", n.en_plural.to_string()),
                ("dn", n.de.to_string()),
                ("dN", n.de_plural.to_string()),
                ("v", v.en.to_string()),
                ("V", cap(v.en)),
                ("vp", v.en_participle.to_string()),
                ("dv", v.de.to_string()),
                ("dvp", v.de_participle.to_string()),
                ("a", a.en.to_string()),
                ("A", cap(a.en)),
                ("da", a.de.to_string()),
                ("Da", cap(a.de)),
            ],
        };
        (slots, n.en, v.en)
    }

    /// A message: plural with probability `plural_ratio`, a long help text with `long_ratio`,
    /// a short UI string otherwise.
    pub(crate) fn message(&mut self, plural_ratio: f64, long_ratio: f64) -> Msg {
        let (s, noun, verb) = self.slots();
        let x = self.r.random();
        if x < plural_ratio {
            let t = *self.r.choice(&words().plural);
            let f = |x: &str| tokenize(&cap(&s.fill(x)));
            let noun_plural = noun_plural(noun);
            return Msg {
                en: Texts::Plural([f(t.en_one), f(t.en_other)]),
                tr: Texts::Plural([f(t.de_one), f(t.de_other)]),
                comment: Some(format!("Shown with the number of {noun_plural}.")),
                slug: format!("{noun}_{verb}_count"),
            };
        }
        if x < plural_ratio + long_ratio {
            let k = self.r.range(2, 4);
            let (mut en, mut de) = (Vec::new(), Vec::new());
            for _ in 0..k {
                let (s2, _, _) = self.slots();
                let t = *self.r.choice(&words().long_sentences);
                en.push(cap(&s2.fill(t.en)));
                de.push(cap(&s2.fill(t.de)));
            }
            let sep = *self.r.choice(&[" ", " ", "\n"]);
            return Msg {
                en: Texts::Plain(tokenize(&en.join(sep))),
                tr: Texts::Plain(tokenize(&de.join(sep))),
                comment: Some("Help text, may wrap over several lines.".to_string()),
                slug: format!("{noun}_{verb}_description"),
            };
        }
        let t = *self.r.choice(&words().simple);
        let en = cap(&s.fill(t.en));
        let de = cap(&s.fill(t.de));
        let lower = en.to_lowercase();
        let words: Vec<&str> = lower
            .split(|c: char| !c.is_ascii_lowercase())
            .filter(|w| !w.is_empty())
            .take(4)
            .collect();
        let slug = if words.is_empty() {
            "label".to_string()
        } else {
            words.join("_")
        };
        let title = format!("Title of the {noun} screen.");
        let comments: [Option<&str>; 10] = [
            Some("Button label."),
            Some(&title),
            Some("Error message."),
            Some("Toast shown after the action completes."),
            Some("Placeholder in the search field."),
            Some("Menu item."),
            Some("Tooltip."),
            None,
            None,
            None,
        ];
        let comment = self.r.choice(&comments).map(str::to_string);
        Msg {
            en: Texts::Plain(tokenize(&en)),
            tr: Texts::Plain(tokenize(&de)),
            comment,
            slug,
        }
    }

    /// A message with the usual mix: 12 % plural, 8 % long help text.
    pub(crate) fn msg(&mut self) -> Msg {
        self.message(0.12, 0.08)
    }
}

/// Renders tokens: `ph(name, index)` writes a placeholder (index from 1, by first appearance),
/// `text` escapes a text piece.
pub(crate) fn render(
    tokens: &Tokens,
    ph: impl Fn(&str, usize) -> String,
    text: impl Fn(&str) -> String,
) -> String {
    let mut order: Vec<&str> = Vec::new();
    let mut out = String::new();
    for t in tokens {
        match t {
            Tok::Text(s) => out.push_str(&text(s)),
            Tok::Ph(name) => {
                let i = match order.iter().position(|n| *n == name) {
                    Some(i) => i,
                    None => {
                        order.push(name);
                        order.len() - 1
                    }
                };
                out.push_str(&ph(name, i + 1));
            }
        }
    }
    out
}

/// A text piece as it is (no escaping).
pub(crate) fn same(s: &str) -> String {
    s.to_string()
}

/// Whether `tokens` hold a placeholder.
pub(crate) fn has_placeholders(tokens: &Tokens) -> bool {
    tokens.iter().any(|t| matches!(t, Tok::Ph(_)))
}

/// Placeholder names of `tokens` in order of first appearance.
pub(crate) fn ph_order(tokens: &Tokens) -> Vec<String> {
    let mut order: Vec<String> = Vec::new();
    for t in tokens {
        if let Tok::Ph(name) = t {
            if !order.iter().any(|n| n == name) {
                order.push(name.clone());
            }
        }
    }
    order
}

/// 1-based position of `name` in `order` (the source text's placeholder order, so that a
/// translation with its placeholders in another order keeps their numbers).
pub(crate) fn ph_pos(order: &[String], name: &str) -> usize {
    order.iter().position(|n| n == name).map_or(1, |i| i + 1)
}

/// `snake_case` → `PascalCase`.
pub(crate) fn pascal(s: &str) -> String {
    s.split('_').map(cap).collect()
}
