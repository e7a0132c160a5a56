//! The file-processing modules beyond one custom-file-format module per served format, as
//! configured in `locforge.toml`: bundle exports (`[[modules.bundles]]`: a custom-file-format
//! module with `stringsExport`, creating a file of one format from the project's strings) and
//! file-post-export modules (`[[modules.post_exports]]`: a pipeline of rewrites of a built file
//! before the user downloads it), file-pre-import modules (`[[modules.pre_imports]]`: a file
//! re-encoded and checked as it enters the platform) and file-post-import modules
//! (`[[modules.post_imports]]`: the parsed strings given the context of the file's comments,
//! then dropped, hidden, labelled or given a `maxLength` by CroQL rules),
//! file-translations-alignment modules (`[[modules.alignments]]`: a translated file's strings
//! paired with the source strings),
//! with their start-up checks. Every refusal names the table, the
//! module and the key.
//!
//! What lives here: the configured shape and its validation. What does not: the manifest's wire
//! form (`lifecycle::manifest`), the routes (`file_modules`), what the modules do (`engine`).

use anyhow::bail;
use locforge_formats::{Entry, Format, Registry};
use serde::Deserialize;

/// A bundle export module: a custom-file-format module with `stringsExport: true` that creates a
/// file of `format` from the strings alone (`build-file` without `file`).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BundleConfig {
    /// Module key (default `bundle-{format}`).
    pub key: Option<String>,
    /// The output format's key (see `locforge formats`); the format must create files.
    pub format: String,
    /// The `extensions` the manifest declares, each with its dot (default the format's own).
    pub extensions: Option<Vec<String>>,
    /// Write plural strings as one ICU plural message each when the format cannot hold plurals
    /// (default: such strings are refused, naming the string).
    #[serde(default)]
    pub flatten_plurals: bool,
}

impl BundleConfig {
    /// The module key.
    pub fn key(&self) -> String {
        self.key
            .clone()
            .unwrap_or_else(|| format!("bundle-{}", self.format))
    }

    /// The `extensions` to declare: as configured, else the format's own with a dot.
    pub fn extensions(&self, format: &dyn Format) -> Vec<String> {
        self.extensions.clone().unwrap_or_else(|| {
            format
                .info()
                .extensions
                .iter()
                .map(|e| format!(".{e}"))
                .collect()
        })
    }
}

/// What a post-export module does to JSON files.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum JsonLayout {
    /// One member per line, indented by `indent` spaces.
    Pretty,
    /// No whitespace outside strings.
    Minify,
}

/// The line ends a post-export module writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum LineEndings {
    /// `\n`.
    Lf,
    /// `\r\n`.
    Crlf,
}

/// A file-post-export module: the rewrites of a built file, run in a fixed order (JSON layout
/// and key order, YAML indentation, header comment, line ends), after which the result is read again with its
/// format's parser and must hold the same strings.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PostExportConfig {
    /// Module key.
    pub key: String,
    /// The files it applies to (`signaturePatterns.fileName`, a regular expression); default every
    /// served extension.
    pub file_name_pattern: Option<String>,
    /// JSON files: `pretty` or `minify`.
    pub json: Option<JsonLayout>,
    /// Spaces per level for `json = "pretty"` (default 2, at most 8).
    pub indent: Option<usize>,
    /// JSON files: order every object's members by key.
    #[serde(default)]
    pub sort_keys: bool,
    /// YAML files: re-indent block YAML to this many spaces per level (1 to 8), every string,
    /// comment and key order kept; a file that cannot be re-indented safely is an error.
    pub reindent_yaml: Option<usize>,
    /// A comment put (or refreshed) at the top of the file, in the format's comment syntax; each
    /// line of the text is one comment line.
    pub header: Option<String>,
    /// `lf` or `crlf`: every line end of the file becomes this one.
    pub line_endings: Option<LineEndings>,
}

impl PostExportConfig {
    /// Spaces per level of pretty JSON.
    pub fn indent(&self) -> usize {
        self.indent.unwrap_or(2)
    }
}

/// A file-pre-import module: a file as it enters the platform, re-encoded as UTF-8 without a BOM
/// (from UTF-16 or the legacy encoding it declares), its line ends normalised if asked, and read
/// with its format's parser: a file that does not read is refused with its line and column
/// before the platform imports it.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PreImportConfig {
    /// Module key.
    pub key: String,
    /// The files it applies to (`signaturePatterns.fileName`); default every served extension.
    pub file_name_pattern: Option<String>,
    /// Re-encode the file as UTF-8 without a BOM (default true).
    #[serde(default = "yes")]
    pub to_utf8: bool,
    /// `lf` or `crlf`: every line end of the file becomes this one.
    pub line_endings: Option<LineEndings>,
}

/// A file-translations-alignment module: pairs the strings of a translated file the platform
/// read (a legacy translation) with the project's source strings.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AlignmentConfig {
    /// Module key.
    pub key: String,
    /// The files it applies to (`signaturePatterns.fileName`); default every served extension.
    pub file_name_pattern: Option<String>,
}

/// Checks the alignment modules: a pattern that compiles.
pub fn validate_alignments(modules: &[AlignmentConfig]) -> anyhow::Result<()> {
    for m in modules {
        if let Some(p) = &m.file_name_pattern {
            if let Err(e) = regex::Regex::new(p) {
                bail!(
                    "[[modules.alignments]] `{}`: file_name_pattern does not compile: {e}",
                    m.key
                );
            }
        }
    }
    Ok(())
}

fn yes() -> bool {
    true
}

/// Checks the pre-import modules: a pattern that compiles.
pub fn validate_pre_imports(modules: &[PreImportConfig]) -> anyhow::Result<()> {
    for m in modules {
        if let Some(p) = &m.file_name_pattern {
            if let Err(e) = regex::Regex::new(p) {
                bail!(
                    "[[modules.pre_imports]] `{}`: file_name_pattern does not compile: {e}",
                    m.key
                );
            }
        }
    }
    Ok(())
}

/// What a post-import rule does to the strings its predicate matches.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PostImportAction {
    /// The string is not imported.
    Drop,
    /// The string is imported hidden.
    Hide,
    /// The string is imported with the rule's `label`.
    Label,
    /// The string is imported with the rule's `max_length` as its `maxLength`.
    MaxLength,
}

/// One rule of a post-import module: a CroQL predicate over the parsed string (the source-string
/// fields: `text`, `identifier`, `context`, `isHidden`, `maxLength`, …) and what to do on a match.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PostImportRule {
    /// The CroQL predicate (checked at start, as the croql-router step checks its settings).
    pub when: String,
    /// `drop`, `hide`, `label` or `max-length`.
    pub action: PostImportAction,
    /// The label a `label` rule adds.
    pub label: Option<String>,
    /// The `maxLength` a `max-length` rule sets, in characters (at least 1; signed so that a
    /// negative number is refused by name rather than as a TOML type error).
    pub max_length: Option<i64>,
}

/// A file-post-import module: the strings the platform parsed from an imported file, given the
/// context locforge's parser reads from the file's comments (when asked), then dropped, hidden,
/// labelled or given a `maxLength` by its rules, in order (a dropped string meets no later rule).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PostImportConfig {
    /// Module key.
    pub key: String,
    /// The files it applies to (`signaturePatterns.fileName`); default every served extension.
    pub file_name_pattern: Option<String>,
    /// Read the imported file (when the request carries its content) with locforge's parser for
    /// its format and add the context it finds for each string (for YAML, PO, .properties, INI,
    /// Android, .strings and the other formats whose parser keeps comments, the comments
    /// above it) to the string's `context`, before the rules run.
    #[serde(default)]
    pub context_from_comments: bool,
    /// Its rules, in order (none is fine with `context_from_comments`).
    #[serde(default)]
    pub rules: Vec<PostImportRule>,
}

/// Compiles a post-import predicate as the croql-router step compiles its settings (source-string
/// context, enterprise fields, strict); the error is the checker's message with a caret line.
pub fn compile_predicate(text: &str) -> Result<locforge_croql::CheckedQuery, String> {
    let options = locforge_croql::SchemaOptions {
        enterprise: true,
        strict: true,
    };
    locforge_croql::compile(text, locforge_croql::Context::SourceString, &options)
        .map_err(|e| format!("{}\n{}", e.message, e.render(text)))
}

/// Checks the post-import modules: rules that compile and say what they add.
pub fn validate_post_imports(modules: &[PostImportConfig]) -> anyhow::Result<()> {
    for m in modules {
        let at = format!("[[modules.post_imports]] `{}`", m.key);
        if let Some(p) = &m.file_name_pattern {
            if let Err(e) = regex::Regex::new(p) {
                bail!("{at}: file_name_pattern does not compile: {e}");
            }
        }
        if m.rules.is_empty() && !m.context_from_comments {
            bail!("{at} does nothing: give it rules, or context_from_comments = true");
        }
        for (i, r) in m.rules.iter().enumerate() {
            let rule = format!("{at} rules[{i}]");
            if let Err(e) = compile_predicate(&r.when) {
                bail!("{rule}: when does not compile: {e}");
            }
            match (r.action, &r.label) {
                (PostImportAction::Label, None) => {
                    bail!("{rule}: action = \"label\" needs a `label`")
                }
                (PostImportAction::Label, Some(l)) if l.trim().is_empty() => {
                    bail!("{rule}: label is empty")
                }
                (_, Some(_)) if r.action != PostImportAction::Label => {
                    bail!("{rule}: label is only used with action = \"label\"")
                }
                _ => {}
            }
            match (r.action, r.max_length) {
                (PostImportAction::MaxLength, None) => {
                    bail!("{rule}: action = \"max-length\" needs a `max_length`")
                }
                (PostImportAction::MaxLength, Some(n)) if n < 1 => {
                    bail!("{rule}: max_length = {n}; expected a length of at least 1 character")
                }
                (PostImportAction::MaxLength, Some(n)) if n > i64::from(u32::MAX) => bail!(
                    "{rule}: max_length = {n}; expected at most {} characters",
                    u32::MAX
                ),
                (_, Some(_)) if r.action != PostImportAction::MaxLength => {
                    bail!("{rule}: max_length is only used with action = \"max-length\"")
                }
                _ => {}
            }
        }
    }
    Ok(())
}

/// Checks the bundle modules: a known format that creates files; returns their keys.
pub fn validate_bundles(bundles: &[BundleConfig]) -> anyhow::Result<Vec<String>> {
    let registry = Registry::builtin();
    let mut keys = Vec::with_capacity(bundles.len());
    for (i, b) in bundles.iter().enumerate() {
        let at = format!("[[modules.bundles]] #{} (`{}`)", i + 1, b.key());
        let Some(format) = registry.get(&b.format) else {
            let known: Vec<&str> = registry.iter().map(|f| f.info().key).collect();
            bail!(
                "{at}: format = `{}` is not a format of this app; known: {}",
                b.format,
                known.join(", ")
            );
        };
        if !creates_files(&**format) {
            bail!(
                "{at}: format = `{}` cannot create files from strings, so it cannot be a bundle",
                b.format
            );
        }
        if let Some(exts) = &b.extensions {
            if exts.is_empty() || exts.iter().any(|e| !e.starts_with('.') || e.len() < 2) {
                bail!(
                    "{at}: extensions = {exts:?}: list one or more, each with its dot (\".json\")"
                );
            }
        }
        if b.flatten_plurals && format.creates_plurals() {
            bail!(
                "{at}: flatten_plurals = true, but format `{}` holds plurals itself",
                b.format
            );
        }
        keys.push(b.key());
    }
    Ok(keys)
}

/// Whether `format` implements `create` (the default refuses every call).
fn creates_files(format: &dyn Format) -> bool {
    let empty: [Entry; 0] = [];
    let mut out = Vec::new();
    format
        .create(
            &empty,
            &locforge_formats::cldr::language("en"),
            None,
            &mut out,
        )
        .is_ok()
}

/// Checks the post-export modules: a pattern that compiles, a step at all, sane numbers.
pub fn validate_post_exports(modules: &[PostExportConfig]) -> anyhow::Result<()> {
    for m in modules {
        let at = format!("[[modules.post_exports]] `{}`", m.key);
        if let Some(p) = &m.file_name_pattern {
            if let Err(e) = regex::Regex::new(p) {
                bail!("{at}: file_name_pattern does not compile: {e}");
            }
        }
        if m.json.is_none()
            && !m.sort_keys
            && m.reindent_yaml.is_none()
            && m.header.is_none()
            && m.line_endings.is_none()
        {
            bail!("{at} does nothing: set json, sort_keys, reindent_yaml, header or line_endings");
        }
        if let Some(n) = m.reindent_yaml {
            let range = locforge_formats::YAML_INDENT_RANGE;
            if !range.contains(&n) {
                bail!(
                    "{at}: reindent_yaml = {n}; expected {} to {} spaces",
                    range.start(),
                    range.end()
                );
            }
        }
        if let Some(n) = m.indent {
            if m.json != Some(JsonLayout::Pretty) {
                bail!("{at}: indent is only used with json = \"pretty\"");
            }
            if !(1..=8).contains(&n) {
                bail!("{at}: indent = {n}; expected 1 to 8 spaces");
            }
        }
        if let Some(h) = &m.header {
            if h.trim().is_empty() {
                bail!("{at}: header is empty");
            }
            if h.contains("*/") || h.contains("-->") {
                bail!(
                    "{at}: header must not hold `*/` or `-->`, which would end the comment early"
                );
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bundles(text: &str) -> Vec<BundleConfig> {
        #[derive(Deserialize)]
        struct T {
            bundles: Vec<BundleConfig>,
        }
        toml::from_str::<T>(text).expect("valid TOML").bundles
    }

    #[test]
    fn bundles_name_the_key_they_refuse() {
        let ok = bundles("[[bundles]]\nformat = \"xcstrings\"\n[[bundles]]\nkey = \"b\"\nformat = \"csv\"\nflatten_plurals = true\n");
        assert_eq!(
            validate_bundles(&ok).expect("valid"),
            ["bundle-xcstrings", "b"]
        );
        let e = validate_bundles(&bundles("[[bundles]]\nformat = \"pdf\"\n"))
            .expect_err("unknown format")
            .to_string();
        assert!(e.contains("format = `pdf`") && e.contains("known: "), "{e}");
        let e = validate_bundles(&bundles(
            "[[bundles]]\nformat = \"json\"\nflatten_plurals = true\n",
        ))
        .expect_err("json holds plurals")
        .to_string();
        assert!(e.contains("flatten_plurals"), "{e}");
        let e = validate_bundles(&bundles(
            "[[bundles]]\nformat = \"json\"\nextensions = [\"json\"]\n",
        ))
        .expect_err("no dot")
        .to_string();
        assert!(e.contains("extensions"), "{e}");
    }

    #[test]
    fn post_import_predicates_are_checked_at_start_with_a_caret() {
        let parse = |t: &str| toml::from_str::<PostImportConfig>(t).expect("valid TOML");
        validate_post_imports(&[parse(
            "key = \"p\"\n[[rules]]\nwhen = 'text contains \"TODO\"'\naction = \"drop\"\n[[rules]]\nwhen = \"is hidden\"\naction = \"label\"\nlabel = \"hidden\"\n",
        )])
        .expect("valid");
        let e = validate_post_imports(&[parse(
            "key = \"p\"\n[[rules]]\nwhen = \"nosuchfield = 1\"\naction = \"hide\"\n",
        )])
        .expect_err("does not compile")
        .to_string();
        assert!(
            e.contains("`p` rules[0]: when does not compile") && e.contains('^'),
            "{e}"
        );
        let e = validate_post_imports(&[parse(
            "key = \"p\"\n[[rules]]\nwhen = \"is hidden\"\naction = \"label\"\n",
        )])
        .expect_err("no label")
        .to_string();
        assert!(e.contains("needs a `label`"), "{e}");
        assert!(validate_post_imports(&[parse("key = \"p\"\nrules = []\n")]).is_err());
        validate_post_imports(&[parse("key = \"p\"\ncontext_from_comments = true\n")])
            .expect("comments alone");
        validate_post_imports(&[parse(
            "key = \"p\"\n[[rules]]\nwhen = 'identifier contains \"title\"'\naction = \"max-length\"\nmax_length = 40\n",
        )])
        .expect("valid max-length");
        for (rule, needle) in [
            ("action = \"max-length\"\n", "needs a `max_length`"),
            (
                "action = \"max-length\"\nmax_length = 0\n",
                "max_length = 0; expected a length of at least 1",
            ),
            (
                "action = \"max-length\"\nmax_length = -3\n",
                "max_length = -3; expected",
            ),
            (
                "action = \"max-length\"\nmax_length = 5000000000\n",
                "expected at most",
            ),
            (
                "action = \"hide\"\nmax_length = 10\n",
                "max_length is only used with",
            ),
            (
                "action = \"max-length\"\nmax_length = 10\nlabel = \"x\"\n",
                "label is only used with",
            ),
        ] {
            let e = validate_post_imports(&[parse(&format!(
                "key = \"p\"\n[[rules]]\nwhen = \"is hidden\"\n{rule}"
            ))])
            .expect_err(rule)
            .to_string();
            assert!(e.contains("`p` rules[0]: ") && e.contains(needle), "{e}");
        }
    }

    #[test]
    fn every_builtin_format_with_create_can_be_a_bundle() {
        for f in Registry::builtin().iter() {
            assert!(creates_files(&**f), "{} cannot create", f.info().key);
        }
    }

    fn post(text: &str) -> anyhow::Result<()> {
        validate_post_exports(&[toml::from_str::<PostExportConfig>(text).expect("valid TOML")])
    }

    #[test]
    fn post_exports_name_the_key_they_refuse() {
        post("key = \"p\"\njson = \"pretty\"\nindent = 4\nsort_keys = true\nheader = \"Generated\"\nline_endings = \"lf\"\n")
            .expect("valid");
        post("key = \"p\"\nreindent_yaml = 4\n").expect("valid");
        for (text, needle) in [
            ("key = \"p\"\n", "does nothing"),
            ("key = \"p\"\njson = \"minify\"\nindent = 2\n", "indent"),
            (
                "key = \"p\"\njson = \"pretty\"\nindent = 20\n",
                "indent = 20",
            ),
            (
                "key = \"p\"\nsort_keys = true\nfile_name_pattern = \"(\"\n",
                "file_name_pattern",
            ),
            ("key = \"p\"\nheader = \"a */ b\"\n", "header"),
            (
                "key = \"p\"\nreindent_yaml = 0\n",
                "reindent_yaml = 0; expected 1 to 8",
            ),
            ("key = \"p\"\nreindent_yaml = 12\n", "reindent_yaml = 12"),
        ] {
            let e = post(text).expect_err(text).to_string();
            assert!(e.contains(needle) && e.contains("`p`"), "{e}");
        }
        assert!(toml::from_str::<PostExportConfig>("key = \"p\"\njson = \"ugly\"\n").is_err());
    }
}
