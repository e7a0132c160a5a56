//! `formats` in `locforge.toml`: which built-in formats are served, and the formats a user
//! declares without writing Rust (`[[formats.custom]]`). Either a list of built-in keys (as
//! before), or a table:
//!
//! ```toml
//! [formats]
//! serve = ["json", "po"]          # built-in formats to serve; all when left out
//!
//! [[formats.custom]]
//! key = "keypipe"
//! name = "KEY | text (old tool)"
//! file_names = ["*.kp"]
//! base = "lines"
//! pattern = '^(?P<key>[A-Z][A-Z0-9_]*)\s*\|\s?(?P<text>.*)$'
//! comment = '^\s*;'
//! escapes = [['\\', '\'], ['\n', "\n"], ['\|', '|']]
//!
//! [[formats.custom]]
//! key = "dialogue"
//! name = "Game dialogue JSON"
//! file_names = ["*.dialogue.json"]
//! base = "json"
//! strings = ["$.dialogue[*].lines[*].text"]
//! id = "id"
//!
//! [[formats.custom]]
//! key = "uixml"
//! name = "Desktop UI dialogs"
//! file_names = ["*.ui.xml"]
//! base = "xml"
//! elements = ["//item/label"]
//! attributes = ["//button/@title"]
//! inline = ["b", "br"]
//! id = "id"
//! ```
//!
//! What lives here: the shapes and their checks ([`FormatsConfig::check`] checks every declared
//! format's rules, so that a bad rule stops the start with the format's key, the rule and what
//! is wrong). What must not: building the registry (`service::registry_for`).

use serde::Deserialize;

use locforge_formats::{LineRules, MaxLength, PathRules, XmlRules};

/// The `formats` setting.
#[derive(Debug, Clone, Default)]
pub struct FormatsConfig {
    /// Built-in formats to serve (keys); empty means all of them.
    pub serve: Vec<String>,
    /// Formats declared in configuration, served besides the built-in ones.
    pub custom: Vec<CustomFormat>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FormatsTable {
    #[serde(default)]
    serve: Vec<String>,
    #[serde(default)]
    custom: Vec<CustomFormat>,
}

/// Reads either shape of `formats`, keeping the inner error (an unknown field of a declared
/// format, a wrong type) instead of "matches no variant".
struct FormatsVisitor;

impl<'de> serde::de::Visitor<'de> for FormatsVisitor {
    type Value = FormatsConfig;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a list of built-in format keys, or a table with `serve` and `custom`")
    }

    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, seq: A) -> Result<FormatsConfig, A::Error> {
        let serve = Vec::<String>::deserialize(serde::de::value::SeqAccessDeserializer::new(seq))?;
        Ok(FormatsConfig {
            serve,
            custom: Vec::new(),
        })
    }

    fn visit_map<A: serde::de::MapAccess<'de>>(self, map: A) -> Result<FormatsConfig, A::Error> {
        let t = FormatsTable::deserialize(serde::de::value::MapAccessDeserializer::new(map))?;
        Ok(FormatsConfig {
            serve: t.serve,
            custom: t.custom,
        })
    }
}

impl<'de> Deserialize<'de> for FormatsConfig {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<FormatsConfig, D::Error> {
        d.deserialize_any(FormatsVisitor)
    }
}

/// One `[[formats.custom]]` entry.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CustomFormat {
    /// The format's key (module key, `--format`, `type`).
    pub key: String,
    /// Its human name.
    pub name: String,
    /// One sentence on what it is.
    #[serde(default)]
    pub description: String,
    /// Globs on the file name (`*.kp`).
    pub file_names: Vec<String>,
    /// A regular expression the first 64 KB must match.
    #[serde(default)]
    pub content: Option<String>,
    /// The base the rules build on: `lines`, `json`, `yaml` or `xml`.
    pub base: String,
    /// `lines`: the regular expression of a string line (named groups `key`, `text`, `context`).
    #[serde(default)]
    pub pattern: Option<String>,
    /// `lines`: the regular expression of a comment line.
    #[serde(default)]
    pub comment: Option<String>,
    /// `lines`: the regular expression that, ending a text, continues it on the next line.
    #[serde(default)]
    pub continuation: Option<String>,
    /// `lines`: escapes as `["in the file", "in the text"]` pairs.
    #[serde(default)]
    pub escapes: Vec<(String, String)>,
    /// `json`, `yaml`: path rules of the string values to translate
    /// (`$.dialogue[*].lines[*].text`, `$.ui.*_label`, `$..*`).
    #[serde(default)]
    pub strings: Vec<String>,
    /// `json`, `yaml`: path rules of values `strings` matches that are not strings (`$..id`).
    #[serde(default)]
    pub except: Vec<String>,
    /// `json`, `yaml`: path rules of mappings that are one plural string, their members CLDR
    /// categories (`$.items[*].count`).
    #[serde(default)]
    pub plurals: Vec<String>,
    /// `json`, `yaml`: the maximum length of translations: a number, or the name of the sibling
    /// member that holds it.
    #[serde(default)]
    pub max_length: Option<MaxLengthRule>,
    /// `json`, `yaml`: labels every string carries.
    #[serde(default)]
    pub labels: Vec<String>,
    /// `xml`: element paths whose content is a string (`//item/label`).
    #[serde(default)]
    pub elements: Vec<String>,
    /// `xml`: attribute paths whose value is a string (`//button/@title`).
    #[serde(default)]
    pub attributes: Vec<String>,
    /// `xml`: element names that stay in a text as inline markup (`b`, `br`).
    #[serde(default)]
    pub inline: Vec<String>,
    /// `json`: the sibling member whose value is the identifier; `xml`: `@attr` or a sibling
    /// element's name (the path when left out, in both).
    #[serde(default)]
    pub id: Option<String>,
    /// `json`: the sibling member whose value is the context; `xml`: `@attr` or a sibling
    /// element's name.
    #[serde(default)]
    pub context: Option<String>,
}

/// `max_length = 40` or `max_length = "maxLength"` (a sibling member).
#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub enum MaxLengthRule {
    /// The same for every string.
    Fixed(u64),
    /// The sibling member that holds it.
    Sibling(String),
}

/// A declared format's rules, by base.
#[derive(Debug, Clone)]
pub enum DeclaredRules {
    /// `base = "lines"`.
    Lines(LineRules),
    /// `base = "json"`.
    Json(PathRules),
    /// `base = "yaml"`.
    Yaml(PathRules),
    /// `base = "xml"`.
    Xml(XmlRules),
}

impl CustomFormat {
    /// The rules of the entry's base, or what is wrong with the entry (a rule of another base
    /// is refused, not ignored).
    pub fn rules(&self) -> anyhow::Result<DeclaredRules> {
        let key = &self.key;
        let lines_only = [
            ("pattern", self.pattern.is_some()),
            ("comment", self.comment.is_some()),
            ("continuation", self.continuation.is_some()),
            ("escapes", !self.escapes.is_empty()),
        ];
        let json_only = [
            ("strings", !self.strings.is_empty()),
            ("except", !self.except.is_empty()),
            ("plurals", !self.plurals.is_empty()),
            ("max_length", self.max_length.is_some()),
            ("labels", !self.labels.is_empty()),
        ];
        let xml_only = [
            ("elements", !self.elements.is_empty()),
            ("attributes", !self.attributes.is_empty()),
            ("inline", !self.inline.is_empty()),
        ];
        let json_and_xml = [
            ("id", self.id.is_some()),
            ("context", self.context.is_some()),
        ];
        let foreign = |rules: &[(&'static str, bool)], base: &str| -> anyhow::Result<()> {
            if let Some((rule, _)) = rules.iter().find(|(_, set)| *set) {
                anyhow::bail!(
                    "declared format `{key}`: `{rule}`: is a rule of base {base}, not of `{}`",
                    self.base
                );
            }
            Ok(())
        };
        match self.base.as_str() {
            "lines" => {
                foreign(&json_only, "`json` or `yaml`")?;
                foreign(&xml_only, "`xml`")?;
                foreign(&json_and_xml, "`json`, `yaml` or `xml`")?;
                let Some(pattern) = &self.pattern else {
                    anyhow::bail!("declared format `{key}`: `pattern`: missing; a `lines` format needs the regular expression of a string line");
                };
                Ok(DeclaredRules::Lines(LineRules {
                    key: self.key.clone(),
                    name: self.name.clone(),
                    description: self.description.clone(),
                    file_names: self.file_names.clone(),
                    content: self.content.clone(),
                    pattern: pattern.clone(),
                    comment: self.comment.clone(),
                    continuation: self.continuation.clone(),
                    escapes: self.escapes.clone(),
                }))
            }
            "json" | "yaml" => {
                foreign(&lines_only, "`lines`")?;
                foreign(&xml_only, "`xml`")?;
                let rules = PathRules {
                    key: self.key.clone(),
                    name: self.name.clone(),
                    description: self.description.clone(),
                    file_names: self.file_names.clone(),
                    content: self.content.clone(),
                    strings: self.strings.clone(),
                    except: self.except.clone(),
                    plurals: self.plurals.clone(),
                    id: self.id.clone(),
                    context: self.context.clone(),
                    max_length: self.max_length.clone().map(|m| match m {
                        MaxLengthRule::Fixed(n) => MaxLength::Fixed(n),
                        MaxLengthRule::Sibling(s) => MaxLength::Sibling(s),
                    }),
                    labels: self.labels.clone(),
                };
                Ok(if self.base == "json" {
                    DeclaredRules::Json(rules)
                } else {
                    DeclaredRules::Yaml(rules)
                })
            }
            "xml" => {
                foreign(&lines_only, "`lines`")?;
                foreign(&json_only, "`json` or `yaml`")?;
                Ok(DeclaredRules::Xml(XmlRules {
                    key: self.key.clone(),
                    name: self.name.clone(),
                    description: self.description.clone(),
                    file_names: self.file_names.clone(),
                    content: self.content.clone(),
                    elements: self.elements.clone(),
                    attributes: self.attributes.clone(),
                    inline: self.inline.clone(),
                    id: self.id.clone(),
                    context: self.context.clone(),
                }))
            }
            other => anyhow::bail!(
                "declared format `{key}`: `base`: `{other}` is not a base locforge has yet; the bases are `lines`, `json`, `yaml` and `xml`"
            ),
        }
    }

    /// Checks the rules (`service::registry_for` makes the format from them), or says what is
    /// wrong (the key, the rule, the problem).
    pub fn check(&self) -> anyhow::Result<()> {
        match self.rules()? {
            DeclaredRules::Lines(r) => r.check(),
            DeclaredRules::Json(r) | DeclaredRules::Yaml(r) => r.check(),
            DeclaredRules::Xml(r) => r.check(),
        }
        .map_err(anyhow::Error::msg)
    }
}

impl FormatsConfig {
    /// True when neither built-in keys nor declared formats are configured.
    pub fn is_empty(&self) -> bool {
        self.serve.is_empty() && self.custom.is_empty()
    }

    /// Checks the served keys against the built-in formats and compiles every declared format:
    /// an unknown key, a declared key used twice or taken by a built-in format, or a rule that
    /// does not compile is refused.
    pub fn check(&self) -> anyhow::Result<()> {
        let builtin: Vec<&str> = locforge_formats::Registry::builtin()
            .iter()
            .map(|f| f.info().key)
            .collect();
        for key in &self.serve {
            if !builtin.contains(&key.as_str()) {
                anyhow::bail!(
                    "unknown format `{key}` in `formats`; known: {}",
                    builtin.join(", ")
                );
            }
        }
        for (i, c) in self.custom.iter().enumerate() {
            c.check()?;
            if builtin.contains(&c.key.as_str()) {
                anyhow::bail!(
                    "declared format `{}`: `key`: a built-in format has this key; choose another",
                    c.key
                );
            }
            if self.custom[..i].iter().any(|o| o.key == c.key) {
                anyhow::bail!(
                    "declared format `{}`: `key`: declared twice; each format needs its own key",
                    c.key
                );
            }
        }
        Ok(())
    }
}
