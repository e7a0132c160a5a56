//! A declared line format's rules as a user writes them ([`LineRules`]) and their compiled,
//! checked form ([`Compiled`]): regular expressions compiled with the `regex` crate (linear
//! time: no pattern can backtrack catastrophically), named groups checked, the escape table
//! checked, file-name globs turned into the detection pattern. Every refusal names the format's
//! key, the rule and what is wrong.

use regex::Regex;

/// The rules of a line format declared in configuration (`[[formats.custom]]`, `base =
/// "lines"`): one string per line that `pattern` matches.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LineRules {
    /// The format's key: the module key, `--format`, `type` (lower-case letters, digits, `-`).
    pub key: String,
    /// Its human name.
    pub name: String,
    /// One sentence on what it is (a default is made from the name when empty).
    pub description: String,
    /// Globs on the file name (`*.kp`, `strings_??.txt`): `*` any run of characters but `/`,
    /// `?` one such character.
    pub file_names: Vec<String>,
    /// A regular expression the first 64 KB must match, when the name alone is ambiguous.
    pub content: Option<String>,
    /// The regular expression of a string line, matched against each line without its line
    /// break, with the named groups `key` and `text`, and optionally `context`.
    pub pattern: String,
    /// Lines this matches are comments (kept, not strings).
    pub comment: Option<String>,
    /// When this matches at the end of a string's text, the text goes on on the next line: the
    /// match (only its group `marker`, when it has one) is left out of the text, and so is the
    /// next line's leading indentation.
    pub continuation: Option<String>,
    /// Escapes as (in the file, in the text) pairs, e.g. (`\|`, `|`): read, each file form
    /// becomes its text form; written, the reverse (longest forms first).
    pub escapes: Vec<(String, String)>,
}

impl LineRules {
    /// Checks the rules as [`super::DeclaredLines::new`] does, without making the format: what
    /// configuration validation calls.
    pub fn check(&self) -> Result<(), String> {
        compile(self).map(|_| ())
    }
}

/// The checked rules, ready to parse with.
#[derive(Debug, Clone)]
pub(super) struct Compiled {
    pub pattern: Regex,
    pub key_group: usize,
    pub text_group: usize,
    pub context_group: Option<usize>,
    pub comment: Option<Regex>,
    pub continuation: Option<Regex>,
    /// Escapes, longest file form first (for reading).
    pub read: Vec<(String, String)>,
    /// Escapes, longest text form first (for writing).
    pub write: Vec<(String, String)>,
    /// The file-name detection pattern made of the globs.
    pub file_name_pattern: String,
    /// The file extensions the globs name (`*.kp` → `kp`).
    pub extensions: Vec<String>,
}

/// Compiles `rules`, or says which rule is wrong and how.
pub(super) fn compile(rules: &LineRules) -> Result<Compiled, String> {
    let (file_name_pattern, extensions) = super::signature::check(
        &rules.key,
        &rules.name,
        &rules.file_names,
        rules.content.as_deref(),
    )?;
    let key = &rules.key;
    let fail = |rule: &str, what: String| format!("declared format `{key}`: `{rule}`: {what}");
    let regex = |rule: &str, source: &str| {
        Regex::new(source).map_err(|e| fail(rule, format!("does not compile: {e}")))
    };
    let pattern = regex("pattern", &rules.pattern)?;
    let mut key_group = None;
    let mut text_group = None;
    let mut context_group = None;
    for (i, name) in pattern.capture_names().enumerate() {
        match name {
            Some("key") => key_group = Some(i),
            Some("text") => text_group = Some(i),
            Some("context") => context_group = Some(i),
            Some(other) => {
                return Err(fail(
                    "pattern",
                    format!(
                    "has a named group `{other}`; the known groups are `key`, `text` and `context`"
                ),
                ))
            }
            None => {}
        }
    }
    let key_group = key_group.ok_or_else(|| {
        fail(
            "pattern",
            "has no named group `key`, such as (?P<key>[A-Z_]+)".into(),
        )
    })?;
    let text_group = text_group.ok_or_else(|| {
        fail(
            "pattern",
            "has no named group `text`, such as (?P<text>.*)".into(),
        )
    })?;
    if pattern.is_match("") {
        return Err(fail(
            "pattern",
            "matches an empty line; a string line must hold at least its key".into(),
        ));
    }
    let comment = rules
        .comment
        .as_deref()
        .map(|c| regex("comment", c))
        .transpose()?;
    let continuation = rules
        .continuation
        .as_deref()
        .map(|c| regex("continuation", c))
        .transpose()?;
    if let Some(other) = continuation
        .as_ref()
        .and_then(|c| c.capture_names().flatten().find(|n| *n != "marker"))
    {
        return Err(fail(
            "continuation",
            format!("has a named group `{other}`; the one known group is `marker`"),
        ));
    }
    if continuation.as_ref().is_some_and(|c| c.is_match("")) {
        return Err(fail(
            "continuation",
            "matches an empty text, so every string would go on on the next line; anchor it at the end, such as \\\\$".into(),
        ));
    }
    for (i, (file, text)) in rules.escapes.iter().enumerate() {
        if file.is_empty() || text.is_empty() {
            return Err(fail(
                "escapes",
                format!("entry {} has an empty side; each escape is [\"in the file\", \"in the text\"], both non-empty", i + 1),
            ));
        }
        for (other_file, other_text) in &rules.escapes[..i] {
            if other_file == file {
                return Err(fail(
                    "escapes",
                    format!("`{file}` is listed twice as a file form"),
                ));
            }
            if other_text == text {
                return Err(fail(
                    "escapes",
                    format!("`{text}` is listed twice as a text form"),
                ));
            }
        }
    }
    let mut read = rules.escapes.clone();
    read.sort_by_key(|(file, _)| std::cmp::Reverse(file.len()));
    let mut write = rules.escapes.clone();
    write.sort_by_key(|(_, text)| std::cmp::Reverse(text.len()));
    Ok(Compiled {
        pattern,
        key_group,
        text_group,
        context_group,
        comment,
        continuation,
        read,
        write,
        file_name_pattern,
        extensions,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rules() -> LineRules {
        LineRules {
            key: "keypipe".into(),
            name: "KEY | text".into(),
            file_names: vec!["*.kp".into()],
            pattern: r"^(?P<key>[A-Z_]+) \| (?P<text>.*)$".into(),
            ..LineRules::default()
        }
    }

    fn refused(change: impl FnOnce(&mut LineRules)) -> String {
        let mut r = rules();
        change(&mut r);
        compile(&r).expect_err("refused")
    }

    #[test]
    fn each_broken_rule_is_refused_with_the_key_the_rule_and_what_is_wrong() {
        compile(&rules()).expect("the sample rules compile");
        for (change, want) in [
            (
                Box::new(|r: &mut LineRules| r.key = "Key Pipe".into())
                    as Box<dyn FnOnce(&mut LineRules)>,
                "`key` must be",
            ),
            (Box::new(|r| r.name = " ".into()), "`name`: is empty"),
            (
                Box::new(|r| r.file_names.clear()),
                "`file_names`: names no glob",
            ),
            (
                Box::new(|r| r.file_names = vec!["a/*.kp".into()]),
                "`a/*.kp` is not a file-name glob",
            ),
            (
                Box::new(|r| r.pattern = "(?P<key>[A-Z".into()),
                "`pattern`: does not compile",
            ),
            (
                Box::new(|r| r.pattern = r"^(?P<k>\w+) (?P<text>.*)$".into()),
                "named group `k`",
            ),
            (
                Box::new(|r| r.pattern = r"^(?P<text>.*)$".into()),
                "no named group `key`",
            ),
            (
                Box::new(|r| r.pattern = r"^(?P<key>\w+)=(?P<value>.*)$".into()),
                "named group `value`",
            ),
            (
                Box::new(|r| r.pattern = r"^(?P<key>\w+)=(.*)$".into()),
                "no named group `text`",
            ),
            (
                Box::new(|r| r.pattern = r"(?P<key>\w*)(?P<text>.*)".into()),
                "matches an empty line",
            ),
            (
                Box::new(|r| r.comment = Some("[".into())),
                "`comment`: does not compile",
            ),
            (
                Box::new(|r| r.content = Some("(".into())),
                "`content`: does not compile",
            ),
            (
                Box::new(|r| r.continuation = Some(r"\\?$".into())),
                "`continuation`: matches an empty text",
            ),
            (
                Box::new(|r| r.escapes = vec![("".into(), "|".into())]),
                "entry 1 has an empty side",
            ),
            (
                Box::new(|r| {
                    r.escapes = vec![("\\|".into(), "|".into()), ("\\|".into(), "!".into())]
                }),
                "`\\|` is listed twice as a file form",
            ),
            (
                Box::new(|r| {
                    r.escapes = vec![("\\|".into(), "|".into()), ("\\!".into(), "|".into())]
                }),
                "`|` is listed twice as a text form",
            ),
        ] {
            let e = refused(change);
            assert!(e.contains(want), "{e}");
            assert!(e.starts_with("declared format `"), "{e}");
        }
    }

    #[test]
    fn globs_become_an_anchored_file_name_pattern() {
        let mut r = rules();
        r.file_names = vec!["*.kp".into(), "strings_??.txt".into()];
        let c = compile(&r).expect("compiles");
        let p = Regex::new(&c.file_name_pattern).expect("valid");
        assert!(p.is_match("en.kp") && p.is_match("dir/en.kp") && p.is_match("strings_de.txt"));
        assert!(!p.is_match("en.kpx") && !p.is_match("strings_d.txt") && !p.is_match("en_kp"));
        assert_eq!(c.extensions, ["kp"]);
    }
}
