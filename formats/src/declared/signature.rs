//! What every declared format's rules share, whatever their base: the key, the name, the
//! file-name globs and the content pattern, checked (each refusal names the key and the rule),
//! and the [`FormatInfo`] made of them once at start.

use regex::Regex;

use crate::format::{FormatInfo, Signature};

/// Checks the shared rules; gives the file-name pattern the globs make and the extensions they
/// name (`*.kp` → `kp`).
pub(super) fn check(
    key: &str,
    name: &str,
    file_names: &[String],
    content: Option<&str>,
) -> Result<(String, Vec<String>), String> {
    let valid_key = !key.is_empty()
        && key.len() <= 64
        && key
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        && !key.starts_with('-');
    if !valid_key {
        return Err(format!(
            "declared format `{key}`: `key` must be 1 to 64 lower-case letters, digits and `-`, not starting with `-`"
        ));
    }
    let fail = |rule: &str, what: String| format!("declared format `{key}`: `{rule}`: {what}");
    if name.trim().is_empty() {
        return Err(fail(
            "name",
            "is empty; give the format a human name".into(),
        ));
    }
    if file_names.is_empty() {
        return Err(fail(
            "file_names",
            "names no glob; give at least one, such as \"*.txt\"".into(),
        ));
    }
    if let Some(c) = content {
        Regex::new(c).map_err(|e| fail("content", format!("does not compile: {e}")))?;
    }
    let mut alternatives = Vec::new();
    let mut extensions = Vec::new();
    for glob in file_names {
        if glob.is_empty() || glob.contains('/') {
            return Err(fail(
                "file_names",
                format!("`{glob}` is not a file-name glob (empty, or holds `/`); write globs such as \"*.kp\""),
            ));
        }
        alternatives.push(glob_regex(glob));
        if let Some(ext) = glob.strip_prefix("*.") {
            if !ext.contains(['*', '?']) {
                extensions.push(ext.to_ascii_lowercase());
            }
        }
    }
    let pattern = format!("(^|/)({})$", alternatives.join("|"));
    Regex::new(&pattern).map_err(|e| fail("file_names", format!("does not compile: {e}")))?;
    Ok((pattern, extensions))
}

/// A file-name glob as a regular expression (JavaScript-compatible, for the manifest).
fn glob_regex(glob: &str) -> String {
    let mut out = String::new();
    for c in glob.chars() {
        match c {
            '*' => out.push_str("[^/]*"),
            '?' => out.push_str("[^/]"),
            c => out.push_str(&regex::escape(&c.to_string())),
        }
    }
    out
}

/// The format's info, made once at start and kept for the process (the [`crate::Format`] trait
/// hands out `&'static FormatInfo`).
pub(super) fn info(
    key: &str,
    name: &str,
    description: &str,
    base: &str,
    file_name_pattern: &str,
    extensions: &[String],
    content: Option<&str>,
) -> &'static FormatInfo {
    let leak = |s: String| -> &'static str { Box::leak(s.into_boxed_str()) };
    let description = if description.trim().is_empty() {
        format!("{name}: a {base} format declared in locforge.toml")
    } else {
        description.to_string()
    };
    let extensions: Vec<&'static str> = extensions.iter().cloned().map(leak).collect();
    Box::leak(Box::new(FormatInfo {
        key: leak(key.to_string()),
        name: leak(name.to_string()),
        description: leak(description),
        extensions: Box::leak(extensions.into_boxed_slice()),
        signature: Signature {
            file_name: leak(file_name_pattern.to_string()),
            file_content: content.map(|c| leak(c.to_string())),
        },
    }))
}
