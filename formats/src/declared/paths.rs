//! Path rules of the tree bases (`json`, `yaml`): reading a rule (`$.dialogue[*].lines[*].text`,
//! `$.ui.*_label`, `$..text`) into steps, and matching a value's path against it.
//!
//! **Grammar.** `$` is the root; `.name` a member (`*` and `?` in a name are globs: `.*` any
//! member, `.btn_*` every member starting `btn_`), `[*]` any element, `[3]` the fourth element,
//! and `..` any number of steps (zero or more) before the next one (`$..text`: every member
//! `text` at any depth; `$..*`: every value).
//!
//! What lives here: the steps and the matcher. What must not: what a matched value becomes
//! (`tree`), reading files (the bases).

use regex::Regex;

/// One step of a path rule.
#[derive(Debug, Clone)]
pub(super) enum Step {
    /// `.name`: this member.
    Member(String),
    /// `.*`: any member.
    AnyMember,
    /// `.na*e`: members whose name the glob matches.
    MemberGlob(Regex),
    /// `[3]`: this element.
    Element(usize),
    /// `[*]`: any element.
    AnyElement,
    /// `..`: any number of steps, zero or more.
    Descend,
}

/// One step of a value's path in a file.
#[derive(Debug, Clone, Copy)]
pub(super) enum At<'a> {
    /// A member of a mapping (object).
    Member(&'a str),
    /// An element of a sequence (array).
    Element(usize),
}

impl Step {
    fn matches(&self, at: &At<'_>) -> bool {
        match (self, at) {
            (Step::Member(n), At::Member(m)) => n == m,
            (Step::AnyMember, At::Member(_)) | (Step::AnyElement, At::Element(_)) => true,
            (Step::MemberGlob(g), At::Member(m)) => g.is_match(m),
            (Step::Element(i), At::Element(j)) => i == j,
            _ => false,
        }
    }
}

/// A path rule as written and as steps.
#[derive(Debug, Clone)]
pub(super) struct Rule {
    /// The rule as configured (errors and the kit quote it).
    pub(super) text: String,
    steps: Vec<Step>,
}

impl Rule {
    /// Whether `path` (the steps from the root to a value) is one this rule names.
    pub(super) fn matches(&self, path: &[At<'_>]) -> bool {
        fn go(steps: &[Step], path: &[At<'_>]) -> bool {
            match steps.split_first() {
                None => path.is_empty(),
                Some((Step::Descend, rest)) => (0..=path.len()).any(|skip| go(rest, &path[skip..])),
                Some((step, rest)) => path
                    .split_first()
                    .is_some_and(|(at, tail)| step.matches(at) && go(rest, tail)),
            }
        }
        go(&self.steps, path)
    }
}

/// Reads a path rule, or says what is wrong with it.
pub(super) fn parse(rule: &str) -> Result<Rule, String> {
    let rest = rule
        .strip_prefix('$')
        .ok_or_else(|| format!("`{rule}` does not start with `$` (the root)"))?;
    let mut steps = Vec::new();
    let mut rest = rest;
    while !rest.is_empty() {
        if let Some(r) = rest.strip_prefix("..") {
            steps.push(Step::Descend);
            // `..name` and `..*` are the member after the descent; `..[` an element.
            rest = if r.starts_with('[') {
                r
            } else {
                let end = r.find(['.', '[']).unwrap_or(r.len());
                if end == 0 {
                    return Err(format!(
                        "`{rule}` has `..` without a member or element after it"
                    ));
                }
                steps.push(member(rule, &r[..end])?);
                &r[end..]
            };
        } else if let Some(r) = rest.strip_prefix('.') {
            let end = r.find(['.', '[']).unwrap_or(r.len());
            let name = &r[..end];
            if name.is_empty() {
                return Err(format!("`{rule}` has an empty member name after a `.`"));
            }
            steps.push(member(rule, name)?);
            rest = &r[end..];
        } else if let Some(r) = rest.strip_prefix('[') {
            let end = r
                .find(']')
                .ok_or_else(|| format!("`{rule}` has a `[` without its `]`"))?;
            let inside = &r[..end];
            steps.push(if inside == "*" {
                Step::AnyElement
            } else {
                Step::Element(inside.parse().map_err(|_| {
                    format!("`{rule}` has `[{inside}]`; expected `[*]` or an element number")
                })?)
            });
            rest = &r[end + 1..];
        } else {
            return Err(format!(
                "`{rule}`: expected `.name`, `.*`, `..`, `[*]` or `[n]` at `{rest}`"
            ));
        }
    }
    if steps.is_empty() {
        return Err(format!("`{rule}` names the root, which is not a string"));
    }
    Ok(Rule {
        text: rule.to_string(),
        steps,
    })
}

/// A member step: a name, `*`, or a glob with `*` / `?`.
fn member(rule: &str, name: &str) -> Result<Step, String> {
    if name == "*" {
        return Ok(Step::AnyMember);
    }
    if !name.contains(['*', '?']) {
        return Ok(Step::Member(name.to_string()));
    }
    let mut pattern = String::from("^");
    for c in name.chars() {
        match c {
            '*' => pattern.push_str(".*"),
            '?' => pattern.push('.'),
            c => pattern.push_str(&regex::escape(c.encode_utf8(&mut [0; 4]))),
        }
    }
    pattern.push('$');
    Regex::new(&pattern)
        .map(Step::MemberGlob)
        .map_err(|e| format!("`{rule}`: the glob `{name}` does not compile: {e}"))
}

/// Whether any of `rules` matches `path`.
pub(super) fn any_matches(rules: &[Rule], path: &[At<'_>]) -> bool {
    rules.iter().any(|r| r.matches(path))
}

/// The path identifier of a value: members as `.name` (no leading dot), elements as `[i]`
/// (`dialogue[0].lines[1].text`).
pub(super) fn identifier(path: &[At<'_>]) -> String {
    let mut id = String::new();
    for at in path {
        match at {
            At::Member(m) => {
                if !id.is_empty() {
                    id.push('.');
                }
                id.push_str(m);
            }
            At::Element(i) => {
                id.push('[');
                id.push_str(&i.to_string());
                id.push(']');
            }
        }
    }
    id
}

#[cfg(test)]
mod tests {
    use super::*;

    fn path<'a>(steps: &[&'a str]) -> Vec<At<'a>> {
        steps
            .iter()
            .map(|s| match s.parse::<usize>() {
                Ok(i) => At::Element(i),
                Err(_) => At::Member(s),
            })
            .collect()
    }

    #[test]
    fn rules_match_members_elements_globs_and_descents() {
        for (rule, value, want) in [
            ("$.a[*].b", &["a", "0", "b"][..], true),
            ("$.a[*].b", &["a", "b"][..], false),
            ("$.a[1].b", &["a", "0", "b"][..], false),
            ("$.ui.*_label", &["ui", "ok_label"][..], true),
            ("$.ui.*_label", &["ui", "ok_hint"][..], false),
            ("$.ui.b?n", &["ui", "btn"][..], true),
            ("$..text", &["text"][..], true),
            ("$..text", &["a", "0", "b", "text"][..], true),
            ("$..text", &["a", "text", "x"][..], false),
            ("$..*", &["a", "0", "b"][..], true),
            ("$..*", &["a", "0"][..], false),
            ("$.a..[*]", &["a", "x", "0"][..], true),
            ("$.a.b", &["a", "b", "c"][..], false),
        ] {
            let r = parse(rule).expect("parses");
            assert_eq!(r.matches(&path(value)), want, "{rule} on {value:?}");
        }
    }

    #[test]
    fn bad_rules_say_what_is_wrong() {
        for (rule, want) in [
            ("a.b", "does not start with `$`"),
            ("$.a[", "without its `]`"),
            ("$.a[x]", "expected `[*]` or an element number"),
            ("$.a.", "empty member name"),
            ("$", "names the root"),
            ("$...a", "without a member or element"),
            ("$..", "without a member or element"),
            ("$a", "expected `.name`"),
        ] {
            let e = parse(rule).expect_err("refused");
            assert!(e.contains(want), "{rule}: {e}");
        }
    }

    #[test]
    fn path_identifiers_read_like_the_rules() {
        assert_eq!(
            identifier(&path(&["dialogue", "0", "lines", "1", "text"])),
            "dialogue[0].lines[1].text"
        );
        assert_eq!(identifier(&path(&["0", "a"])), "[0].a");
    }
}
