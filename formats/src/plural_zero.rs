//! A source `zero` plural form kept reachable for languages without a CLDR `zero` (docs/FORMATS.md
//! §4), shared by the formats whose plural groups may hold one (`stringsdict`, `yaml`, `fluent`).
//!
//! English Rails files, `.stringsdict` files and Fluent selects often hold a `zero` form ("No
//! files") although English has no CLDR `zero` category. A build regenerates a plural group with
//! the *target's* categories, so such a `zero` would be dropped. Instead, when the file's language
//! (see [`kept_apart`]) has no CLDR `zero`, the parse exposes the `zero` form as its own plain
//! string `<id>#zero` ([`identifier`]) whose slot stays where the form is, and the plural holds
//! the other categories; the regenerated group never writes a `zero` of its own. When the language
//! has a CLDR `zero` (Arabic, Welsh, Latvian), `zero` is one of the plural's forms.
//!
//! Here: the decision, the identifier, where a group's slots go around a `zero` kept apart
//! ([`split`]), and, for `create`, the `#zero` strings that go back into their plural
//! ([`Partners`]). Writing groups stays in each format.

use std::collections::HashMap;
use std::ops::Range;

use crate::format::ParseContext;
use crate::model::{Entry, PluralCategory};

/// What a `zero` kept apart adds to its plural's identifier.
pub const SUFFIX: &str = "#zero";

/// True when a `zero` form of the file's plurals is kept apart as its own string: the language of
/// the file has no CLDR `zero`. That language is the request's only target (a translation upload,
/// a build), else its source; a request that names neither keeps `zero` apart (the common case:
/// an English source), so a file's identifiers do not depend on what it declares (a Rails root
/// the build replaces).
pub fn kept_apart(ctx: &ParseContext<'_>) -> bool {
    let language = match ctx.targets {
        [one] => Some(one),
        _ => ctx.source,
    };
    !language.is_some_and(|l| l.plural_categories.contains(&PluralCategory::Zero))
}

/// The identifier of the `zero` string kept apart from plural `id`.
pub fn identifier(id: &str) -> String {
    let mut s = String::with_capacity(id.len() + SUFFIX.len());
    s.push_str(id);
    s.push_str(SUFFIX);
    s
}

/// Where the slots of a plural group go when its `zero` member is kept apart.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Split {
    /// Index of the `zero` member in the members given to [`split`].
    pub zero: usize,
    /// The span the regenerated group replaces: the members before the `zero` (or, when the
    /// `zero` comes first, the members after it).
    pub group: Range<usize>,
    /// When the `zero` sits between other members: from the end of the `zero` member to the end
    /// of the last member, which a regenerated group empties (the group already holds every
    /// category) and an unchanged one keeps.
    pub tail: Option<Range<usize>>,
}

/// The slots of a group whose members (category and byte span, in file order) hold a `zero`
/// and at least one other category; `None` when the group has no `zero` to keep apart.
pub fn split(members: &[(PluralCategory, Range<usize>)]) -> Option<Split> {
    let zero = members
        .iter()
        .position(|(c, _)| *c == PluralCategory::Zero)?;
    if members.len() < 2 {
        return None;
    }
    let run = |ms: &[(PluralCategory, Range<usize>)]| -> Option<Range<usize>> {
        Some(ms.first()?.1.start..ms.last()?.1.end)
    };
    let before = run(&members[..zero]);
    let after = run(&members[zero + 1..]);
    let zero_end = members[zero].1.end;
    let (group, tail) = match (before, after) {
        (Some(b), Some(a)) => (b, Some(zero_end..a.end)),
        (Some(r), None) | (None, Some(r)) => (r, None),
        (None, None) => return None,
    };
    Some(Split { zero, group, tail })
}

/// For `create`: the plain `<id>#zero` entries that stand next to a plural `id`, which a format
/// writes back as that plural's `zero` form (what its parser keeps apart) instead of as strings
/// of their own.
#[derive(Debug, Default)]
pub struct Partners<'a> {
    zeros: HashMap<&'a str, &'a Entry<'a>>,
}

impl<'a> Partners<'a> {
    /// The partners among `entries`.
    pub fn new(entries: &'a [Entry]) -> Partners<'a> {
        let plurals: std::collections::HashSet<&str> = entries
            .iter()
            .filter(|e| e.text.is_plural())
            .map(|e| e.identifier.as_ref())
            .collect();
        let zeros = entries
            .iter()
            .filter_map(|e| {
                let base = e.identifier.strip_suffix(SUFFIX)?;
                (!e.text.is_plural() && plurals.contains(base)).then_some((base, e))
            })
            .collect();
        Partners { zeros }
    }

    /// The `zero` string of plural `id`, when the entries have one.
    pub fn zero_of(&self, id: &str) -> Option<&'a Entry<'a>> {
        self.zeros.get(id).copied()
    }

    /// True when `e` is the `zero` string of a plural among the entries (written with it).
    pub fn is_partner(&self, e: &Entry) -> bool {
        !e.text.is_plural()
            && e.identifier
                .strip_suffix(SUFFIX)
                .is_some_and(|base| self.zeros.contains_key(base))
    }
}

/// Puts `zero` first among `forms` (replacing a `zero` form already there): the forms of a plural
/// written with its partner `zero` string.
pub fn with_zero<'t>(forms: &mut Vec<(PluralCategory, &'t str)>, zero: &'t str) {
    forms.retain(|(c, _)| *c != PluralCategory::Zero);
    forms.insert(0, (PluralCategory::Zero, zero));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language::Language;
    use PluralCategory::*;

    #[test]
    fn the_files_language_decides() {
        let en = Language::new("en", vec![One, Other]);
        let ar = Language::new("ar", vec![Zero, One, Two, Few, Many, Other]);
        let ctx = |source, targets| ParseContext { source, targets };
        assert!(kept_apart(&ctx(None, &[])));
        assert!(kept_apart(&ctx(Some(&en), &[])));
        assert!(!kept_apart(&ctx(Some(&ar), &[])));
        assert!(!kept_apart(&ctx(Some(&en), std::slice::from_ref(&ar))));
        assert!(kept_apart(&ctx(Some(&ar), std::slice::from_ref(&en))));
        // Several targets (a multilingual request): the source decides.
        let several = [en.clone(), en.clone()];
        assert!(!kept_apart(&ctx(Some(&ar), &several)));
    }

    #[test]
    fn group_and_tail_around_the_zero() {
        assert_eq!(split(&[(One, 0..5), (Other, 6..10)]), None);
        assert_eq!(split(&[(Zero, 0..5)]), None);
        assert_eq!(
            split(&[(Zero, 0..5), (One, 6..10), (Other, 11..20)]),
            Some(Split {
                zero: 0,
                group: 6..20,
                tail: None
            })
        );
        assert_eq!(
            split(&[(One, 0..5), (Zero, 6..10), (Other, 11..20)]),
            Some(Split {
                zero: 1,
                group: 0..5,
                tail: Some(10..20)
            })
        );
        assert_eq!(
            split(&[(One, 0..5), (Other, 6..10), (Zero, 11..20)]),
            Some(Split {
                zero: 2,
                group: 0..10,
                tail: None
            })
        );
    }

    #[test]
    fn partners_are_plain_zero_strings_of_a_plural() {
        let mut forms = crate::model::PluralText::new();
        forms.insert(One, "one".into());
        forms.insert(Other, "many".into());
        let entries = vec![
            Entry::plural("files", forms),
            Entry::plain("files#zero", "none"),
            Entry::plain("lonely#zero", "kept"),
        ];
        let p = Partners::new(&entries);
        assert_eq!(
            p.zero_of("files").map(|e| e.identifier.as_ref()),
            Some("files#zero")
        );
        assert!(p.is_partner(&entries[1]));
        assert!(!p.is_partner(&entries[2]));
        let mut f = vec![(Zero, "z"), (One, "a"), (Other, "b")];
        with_zero(&mut f, "none");
        assert_eq!(f, vec![(Zero, "none"), (One, "a"), (Other, "b")]);
    }
}
