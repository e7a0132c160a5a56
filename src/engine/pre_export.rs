//! The pre-export pipeline: configured transforms applied in order to the job's strings, entry by
//! entry as they arrive ([`Pipeline`]). Every string must carry a `uniqId` found on no other
//! string and a `customData` within the limit, and every transform must keep its `uniqId`; the
//! pipeline checks as it goes and fails the job otherwise. Only the `uniqId`s seen so far are
//! kept, never the strings. Fetching the strings is `inputs`' business, placing the written
//! records `output`'s.

use std::borrow::Cow;
use std::collections::{BTreeMap, HashSet};
use std::io::Write;

use locforge_formats::{
    Entry, Language, PluralCategory, Status, Text, Translation, TranslationStatus,
};

use super::error::JobError;
use super::inputs::check_custom_data;
use super::output::write_string;

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

    /// Transforms one string for `targets`.
    fn apply(self, e: &mut Entry, targets: &[Language]) {
        match self {
            Transform::Passthrough => {}
            Transform::FillMissingWithSource => {
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
            Transform::PseudoLocalize => {
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

/// The `uniqId`s of the strings seen so far: each string must carry one that no earlier string
/// had.
#[derive(Default)]
struct UniqIds {
    seen: HashSet<Box<str>, foldhash::fast::RandomState>,
}

impl UniqIds {
    /// Checks the `uniqId` of `e`, the `index`-th string (0-based), and remembers it.
    fn check(&mut self, index: usize, e: &Entry) -> Result<(), JobError> {
        let Some(u) = e.uniq_id.as_deref().filter(|u| !u.is_empty()) else {
            return Err(JobError::bad(format!(
                "string {} (`{}`) has no uniqId; file-pre-export strings must carry one",
                index + 1,
                e.identifier
            )));
        };
        if !self.seen.insert(u.into()) {
            return Err(JobError::bad(format!(
                "uniqId `{u}` appears more than once"
            )));
        }
        Ok(())
    }
}

/// Applies `transforms` in order to `e`, failing when one changes its `uniqId`.
fn transform(
    transforms: &[Transform],
    e: &mut Entry,
    targets: &[Language],
) -> Result<(), JobError> {
    let before = e.uniq_id.clone();
    for t in transforms {
        t.apply(e, targets);
        if e.uniq_id != before {
            return Err(JobError::Internal(format!(
                "pre-export transform `{}` changed the strings' count or uniqIds",
                t.name()
            )));
        }
    }
    Ok(())
}

/// Runs `transforms` over `entries` (held in memory) for `targets`, after checking that every
/// string has a `uniqId` of its own.
pub fn run(
    transforms: &[Transform],
    entries: &mut [Entry],
    targets: &[Language],
) -> Result<(), JobError> {
    let mut ids = UniqIds::default();
    for (i, e) in entries.iter().enumerate() {
        ids.check(i, e)?;
    }
    for e in entries.iter_mut() {
        transform(transforms, e, targets)?;
    }
    Ok(())
}

/// A file-pre-export job's strings, transformed and written one by one as they arrive. Its
/// answer is the one the whole list would get: while every string so far passes its checks, each
/// is transformed and written at once; after a refusal the rest are only checked, so the refusal
/// reported is the one a check of the whole list finds first (an oversized `customData` anywhere
/// before a missing or repeated `uniqId`).
pub struct Pipeline {
    transforms: Vec<Transform>,
    targets: Vec<Language>,
    max_custom_data: usize,
    ids: UniqIds,
    /// Strings pushed so far.
    count: usize,
    /// The first string with a `customData` over the limit.
    custom_data: Option<JobError>,
    /// The first string without a `uniqId` of its own.
    uniq_id: Option<JobError>,
    /// Where each record is composed before it is written.
    line: Vec<u8>,
}

impl Pipeline {
    /// A pipeline applying `transforms` for `targets`, refusing `customData` over
    /// `max_custom_data` bytes.
    pub fn new(
        transforms: Vec<Transform>,
        targets: Vec<Language>,
        max_custom_data: usize,
    ) -> Pipeline {
        Pipeline {
            transforms,
            targets,
            max_custom_data,
            ids: UniqIds::default(),
            count: 0,
            custom_data: None,
            uniq_id: None,
            line: Vec::with_capacity(256),
        }
    }

    /// Checks the next string and, while no string was refused, transforms it and writes its
    /// record to `out`. `Err` only for what ends the job at once: a transform that changed a
    /// `uniqId`, or a failed write.
    pub fn push(&mut self, mut e: Entry, out: &mut impl Write) -> Result<(), JobError> {
        let index = self.count;
        self.count += 1;
        if self.custom_data.is_none() {
            let max = self.max_custom_data;
            if let Err(refused) = check_custom_data(&e.identifier, e.custom_data.as_deref(), max) {
                self.custom_data = Some(refused);
            }
        }
        if self.uniq_id.is_none() {
            if let Err(refused) = self.ids.check(index, &e) {
                self.uniq_id = Some(refused);
                self.ids = UniqIds::default(); // no later string can change the answer
            }
        }
        if self.custom_data.is_some() || self.uniq_id.is_some() {
            return Ok(());
        }
        transform(&self.transforms, &mut e, &self.targets)?;
        write_string(e, &mut self.line, out)
    }

    /// The number of strings written, or the refusal the strings earned.
    pub fn finish(self) -> Result<usize, JobError> {
        match self.custom_data.or(self.uniq_id) {
            Some(refused) => Err(refused),
            None => Ok(self.count),
        }
    }
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

    /// Strings of a real pre-export: plain and plural, some translated, with custom data.
    fn strings(n: usize) -> Vec<Entry<'static>> {
        (0..n)
            .map(|i| {
                let mut e = if i % 3 == 0 {
                    let mut forms = BTreeMap::new();
                    forms.insert(PluralCategory::One, format!("{i} file").into());
                    forms.insert(PluralCategory::Other, format!("{i} files").into());
                    Entry::plural(format!("files{i}"), forms)
                } else {
                    Entry::plain(format!("key{i}"), format!("Hello {{name}}, item {i}"))
                };
                e.uniq_id = Some(format!("u{i}"));
                e.custom_data = (i % 5 == 0).then(|| format!("{{\"n\":{i}}}"));
                if i % 2 == 0 {
                    e.translations.insert(
                        "de".into(),
                        Translation {
                            text: Text::Plain(format!("Hallo {i}").into()),
                            status: TranslationStatus::Single(Status::Approved),
                        },
                    );
                }
                e
            })
            .collect()
    }

    fn targets() -> Vec<Language> {
        vec![
            Language::new("de", vec![PluralCategory::One, PluralCategory::Other]),
            Language::new(
                "pl",
                vec![
                    PluralCategory::One,
                    PluralCategory::Few,
                    PluralCategory::Many,
                    PluralCategory::Other,
                ],
            ),
        ]
    }

    /// `entries` through a streaming pipeline: its output and answer.
    fn streamed(
        entries: Vec<Entry<'static>>,
        transforms: &[Transform],
    ) -> (Vec<u8>, Result<usize, JobError>) {
        let mut pipeline = Pipeline::new(transforms.to_vec(), targets(), 64);
        let mut out = Vec::new();
        for e in entries {
            pipeline.push(e, &mut out).expect("writes");
        }
        (out, pipeline.finish())
    }

    #[test]
    fn streaming_writes_what_the_whole_list_gives() {
        for transforms in [
            vec![],
            vec![Transform::FillMissingWithSource],
            vec![Transform::PseudoLocalize, Transform::Passthrough],
        ] {
            let mut whole = strings(300);
            run(&transforms, &mut whole, &targets()).expect("runs");
            let expected = crate::engine::output::strings_buffer(whole).expect("ndjson");
            let (out, answer) = streamed(strings(300), &transforms);
            assert_eq!(answer.expect("passes"), 300);
            assert_eq!(
                String::from_utf8(out).expect("utf8"),
                String::from_utf8(expected).expect("utf8")
            );
        }
    }

    #[test]
    fn streaming_refuses_as_the_whole_list_would() {
        let refusal = |r: Result<usize, JobError>| match r {
            Err(JobError::BadRequest(m)) => m,
            other => panic!("expected a refusal, got {other:?}"),
        };
        // A repeated uniqId at string 10, a missing one at 20: the first is reported.
        let mut s = strings(40);
        s[10].uniq_id = Some("u3".into());
        s[20].uniq_id = None;
        let (_, answer) = streamed(s, &[]);
        assert_eq!(refusal(answer), "uniqId `u3` appears more than once");
        let mut s = strings(40);
        s[20].uniq_id = Some(String::new());
        let (_, answer) = streamed(s, &[]);
        assert_eq!(
            refusal(answer),
            "string 21 (`key20`) has no uniqId; file-pre-export strings must carry one"
        );
        // customData over the limit anywhere wins over an earlier uniqId refusal, as when the
        // whole list was checked for customData first; nothing is written past a refusal.
        let mut s = strings(40);
        s[2].uniq_id = None;
        s[30].custom_data = Some("c".repeat(65));
        let (out, answer) = streamed(s, &[]);
        assert_eq!(
            refusal(answer),
            "customData of string `files30` is 65 bytes; the limit is 64 bytes"
        );
        assert_eq!(
            out.iter().filter(|&&b| b == b'\n').count(),
            2,
            "the strings before the refusal"
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
