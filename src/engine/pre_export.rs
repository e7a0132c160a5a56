//! The pre-export pipeline: configured transforms applied in order to the job's strings. Every
//! transform must keep the number of strings and their `uniqId`s; the pipeline checks that after
//! each step and fails the job otherwise.

use std::borrow::Cow;
use std::collections::BTreeMap;

use locforge_formats::{
    Entry, Language, PluralCategory, Status, Text, Translation, TranslationStatus,
};

use super::error::JobError;

/// The transforms locforge ships.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Transform {
    /// Returns the strings unchanged.
    Passthrough,
    /// Gives every missing or empty translation the source text, with status `untranslated`.
    FillMissingWithSource,
    /// Replaces every translation with a pseudo-localized source text (accented, padded,
    /// bracketed; placeholders and markup kept), to test layouts before real translations exist.
    PseudoLocalize,
}

impl Transform {
    /// Every transform name, for help texts and errors.
    pub const NAMES: [&'static str; 3] =
        ["passthrough", "fill-missing-with-source", "pseudo-localize"];

    /// The transform called `name`.
    pub fn parse(name: &str) -> Result<Transform, String> {
        match name {
            "passthrough" => Ok(Transform::Passthrough),
            "fill-missing-with-source" => Ok(Transform::FillMissingWithSource),
            "pseudo-localize" => Ok(Transform::PseudoLocalize),
            other => Err(format!(
                "unknown pre-export transform `{other}`; known: {}",
                Transform::NAMES.join(", ")
            )),
        }
    }

    fn name(self) -> &'static str {
        match self {
            Transform::Passthrough => "passthrough",
            Transform::FillMissingWithSource => "fill-missing-with-source",
            Transform::PseudoLocalize => "pseudo-localize",
        }
    }

    fn apply(self, entries: &mut [Entry], targets: &[Language]) {
        match self {
            Transform::Passthrough => {}
            Transform::FillMissingWithSource => {
                for e in entries.iter_mut() {
                    for t in targets {
                        let missing = e
                            .translations
                            .get(&t.id)
                            .is_none_or(|tr| is_empty(&tr.text));
                        if missing {
                            let text = shape_for(&e.text, t, |s| s.to_owned());
                            e.translations.insert(
                                t.id.clone(),
                                Translation {
                                    text,
                                    status: TranslationStatus::Single(Status::Untranslated),
                                },
                            );
                        }
                    }
                }
            }
            Transform::PseudoLocalize => {
                for e in entries.iter_mut() {
                    for t in targets {
                        let text = shape_for(&e.text, t, pseudo_localize);
                        e.translations.insert(
                            t.id.clone(),
                            Translation {
                                text,
                                status: TranslationStatus::Single(Status::Translated),
                            },
                        );
                    }
                }
            }
        }
    }
}

fn is_empty(t: &Text<'_>) -> bool {
    match t {
        Text::Plain(s) => s.is_empty(),
        Text::Plural(m) => m.values().all(|s| s.is_empty()),
    }
}

/// The source text mapped by `f`, shaped for the target: plain stays plain, plurals get the
/// target's categories (same category from the source, else the source `other`).
fn shape_for(source: &Text<'_>, target: &Language, f: impl Fn(&str) -> String) -> Text<'static> {
    match source {
        Text::Plain(s) => Text::Plain(Cow::Owned(f(s))),
        Text::Plural(m) => {
            let forms: BTreeMap<PluralCategory, Cow<'static, str>> = target
                .categories()
                .iter()
                .map(|c| {
                    let s = m.get(c).map(|s| &**s).unwrap_or_else(|| source.main());
                    (*c, Cow::Owned(f(s)))
                })
                .collect();
            Text::Plural(forms)
        }
    }
}

/// Pseudo-localizes `s`: ASCII letters become accented look-alikes, the text is padded by about
/// a third and bracketed. Placeholders (`{…}`, `{{…}}`, `%s`, `%1$d`, `%(name)s`) and markup
/// (`<…>`) are copied unchanged so the result still works in the app.
pub fn pseudo_localize(s: &str) -> String {
    let mut out = String::with_capacity(s.len() * 2 + 4);
    out.push('[');
    let chars: Vec<char> = s.chars().collect();
    let mut i = 0;
    let mut letters = 0usize;
    while i < chars.len() {
        let c = chars[i];
        let end = match c {
            '{' => find_close(&chars, i, '{', '}'),
            '<' => chars[i..].iter().position(|&x| x == '>').map(|p| i + p),
            '%' => printf_end(&chars, i),
            _ => None,
        };
        if let Some(end) = end {
            out.extend(&chars[i..=end]);
            i = end + 1;
            continue;
        }
        if c.is_ascii_alphabetic() {
            letters += 1;
        }
        out.push(accent(c));
        i += 1;
    }
    for k in 0..letters.div_ceil(3) {
        out.push(if k % 2 == 0 { '~' } else { '·' });
    }
    out.push(']');
    out
}

fn find_close(chars: &[char], start: usize, open: char, close: char) -> Option<usize> {
    let mut depth = 0;
    for (k, &c) in chars.iter().enumerate().skip(start) {
        if c == open {
            depth += 1;
        } else if c == close {
            depth -= 1;
            if depth == 0 {
                return Some(k);
            }
        }
    }
    None
}

fn printf_end(chars: &[char], start: usize) -> Option<usize> {
    let mut k = start + 1;
    if chars.get(k) == Some(&'(') {
        k = start + 1 + chars[start + 1..].iter().position(|&c| c == ')')? + 1;
    }
    while let Some(&c) = chars.get(k) {
        if c.is_ascii_digit() || matches!(c, '$' | '.' | '-' | '+' | ' ' | '#' | 'l' | 'h') {
            k += 1;
        } else if c.is_ascii_alphabetic() || c == '@' || c == '%' {
            return Some(k);
        } else {
            return None;
        }
    }
    None
}

fn accent(c: char) -> char {
    match c {
        'a' => 'á',
        'c' => 'ç',
        'e' => 'é',
        'i' => 'í',
        'n' => 'ñ',
        'o' => 'ö',
        'u' => 'ü',
        'y' => 'ý',
        'A' => 'Å',
        'C' => 'Ç',
        'E' => 'É',
        'I' => 'Î',
        'N' => 'Ñ',
        'O' => 'Ö',
        'U' => 'Û',
        'Y' => 'Ý',
        c => c,
    }
}

/// Runs `transforms` over `entries` for `targets`, checking count and `uniqId`s after each.
pub fn run(
    transforms: &[Transform],
    entries: &mut [Entry],
    targets: &[Language],
) -> Result<(), JobError> {
    let mut seen = std::collections::HashSet::with_capacity(entries.len());
    for (i, e) in entries.iter().enumerate() {
        let Some(u) = e.uniq_id.as_deref().filter(|u| !u.is_empty()) else {
            return Err(JobError::bad(format!(
                "string {} (`{}`) has no uniqId; file-pre-export strings must carry one",
                i + 1,
                e.identifier
            )));
        };
        if !seen.insert(u.to_owned()) {
            return Err(JobError::bad(format!(
                "uniqId `{u}` appears more than once"
            )));
        }
    }
    let before: Vec<Option<String>> = entries.iter().map(|e| e.uniq_id.clone()).collect();
    for t in transforms {
        t.apply(entries, targets);
        let after = entries.iter().map(|e| &e.uniq_id);
        if entries.len() != before.len() || !after.eq(before.iter()) {
            return Err(JobError::Internal(format!(
                "pre-export transform `{}` changed the strings' count or uniqIds",
                t.name()
            )));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry<'a>(uniq: &'a str, text: &'a str) -> Entry<'a> {
        Entry {
            uniq_id: Some(uniq.into()),
            ..Entry::plain(uniq, text)
        }
    }

    #[test]
    fn pseudo_keeps_placeholders_and_markup() {
        let p = pseudo_localize("Hello {name}, you have %1$d <b>new</b> {{count}} items %(x)s");
        assert!(
            p.starts_with("[Héllö {name}, ýöü hávé %1$d <b>ñéw</b> {{count}} íté"),
            "{p}"
        );
        assert!(p.contains("%(x)s"));
        assert!(p.ends_with(']'));
        assert!(
            p.chars().count()
                > "Hello {name}, you have %1$d <b>new</b> {{count}} items %(x)s".len()
        );
    }

    #[test]
    fn fill_missing_uses_source_for_target_categories() {
        let mut forms = BTreeMap::new();
        forms.insert(PluralCategory::One, "a file".into());
        forms.insert(PluralCategory::Other, "files".into());
        let mut entries = vec![
            entry("1", "Hi"),
            Entry {
                uniq_id: Some("2".into()),
                ..Entry::plural("p", forms)
            },
        ];
        entries[0].translations.insert(
            "de".into(),
            Translation {
                text: Text::Plain("Hallo".into()),
                status: TranslationStatus::default(),
            },
        );
        let ru = Language::new(
            "ru",
            vec![
                PluralCategory::One,
                PluralCategory::Few,
                PluralCategory::Many,
                PluralCategory::Other,
            ],
        );
        let de = Language::new("de", vec![PluralCategory::One, PluralCategory::Other]);
        run(&[Transform::FillMissingWithSource], &mut entries, &[de, ru]).expect("runs");
        assert_eq!(
            entries[0].translations["de"].text,
            Text::Plain("Hallo".into())
        );
        assert_eq!(entries[0].translations["ru"].text, Text::Plain("Hi".into()));
        let Text::Plural(m) = &entries[1].translations["ru"].text else {
            panic!("plural")
        };
        assert_eq!(m.len(), 4);
        assert_eq!(m[&PluralCategory::Few], "files");
        assert_eq!(
            entries[1].translations["ru"].status.get(None),
            Status::Untranslated
        );
    }

    #[test]
    fn uniq_ids_are_required_and_unique() {
        let mut e = vec![Entry::plain("a", "x")];
        assert!(
            matches!(run(&[], &mut e, &[]), Err(JobError::BadRequest(m)) if m.contains("uniqId"))
        );
        let mut e = vec![entry("1", "x"), entry("1", "y")];
        assert!(run(&[], &mut e, &[]).is_err());
    }
}
