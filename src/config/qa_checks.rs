//! External QA check modules as configured in `locforge.toml` (`[[modules.qa_checks]]`): the
//! platform sends batches of translations to `runQaCheckUrl` and shows each failed check to the
//! translator; locforge answers with the qa-gate step's checks. The configured shape and its
//! start-up checks live here; the route and the checks themselves do not (`workflow`).

use anyhow::bail;
use serde::Deserialize;

/// The checks a QA module can run, by their configured names (all of them by default).
pub const QA_CHECK_NAMES: &[&str] = &[
    "placeholders",
    "tags",
    "whitespace",
    "empty",
    "max_length",
    "icu",
    "codes",
];

/// Default translations per batch the platform sends (`getBatchSizeUrl`).
pub const DEFAULT_BATCH_SIZE: usize = 100;

/// Most translations per batch a module may ask for.
pub const MAX_BATCH_SIZE: usize = 1000;

/// An external QA check module.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct QaCheckConfig {
    /// Module key (default `qa-check`).
    pub key: Option<String>,
    /// The name the platform shows (default the app's name).
    pub name: Option<String>,
    /// The description the platform shows.
    pub description: Option<String>,
    /// Translations per batch (default 100, at most 1000); a larger batch is refused.
    pub batch_size: Option<usize>,
    /// The checks to run, by name (see [`QA_CHECK_NAMES`]); default all of them.
    pub checks: Option<Vec<String>>,
}

impl QaCheckConfig {
    /// The module key.
    pub fn key(&self) -> String {
        self.key.clone().unwrap_or_else(|| "qa-check".to_owned())
    }

    /// Translations per batch.
    pub fn batch_size(&self) -> usize {
        self.batch_size.unwrap_or(DEFAULT_BATCH_SIZE)
    }

    /// Whether the check `name` (one of [`QA_CHECK_NAMES`]) runs.
    pub fn runs(&self, name: &str) -> bool {
        self.checks
            .as_ref()
            .is_none_or(|c| c.iter().any(|n| n == name))
    }
}

/// Checks the QA modules: a batch size in range, known check names, at least one check; returns
/// their keys.
pub fn validate_qa_checks(modules: &[QaCheckConfig]) -> anyhow::Result<Vec<String>> {
    let mut keys = Vec::with_capacity(modules.len());
    for m in modules {
        let at = format!("[[modules.qa_checks]] `{}`", m.key());
        if let Some(n) = m.batch_size {
            if !(1..=MAX_BATCH_SIZE).contains(&n) {
                bail!("{at}: batch_size = {n}; expected 1 to {MAX_BATCH_SIZE} translations");
            }
        }
        if let Some(checks) = &m.checks {
            if checks.is_empty() {
                bail!(
                    "{at}: checks is empty; list one or more of {}",
                    QA_CHECK_NAMES.join(", ")
                );
            }
            if let Some(bad) = checks
                .iter()
                .find(|c| !QA_CHECK_NAMES.contains(&c.as_str()))
            {
                bail!(
                    "{at}: checks names `{bad}`, which is no check; known: {}",
                    QA_CHECK_NAMES.join(", ")
                );
            }
        }
        keys.push(m.key());
    }
    Ok(keys)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> QaCheckConfig {
        toml::from_str(text).expect("valid TOML")
    }

    #[test]
    fn qa_modules_name_the_key_they_refuse() {
        let ok = [parse(
            "batch_size = 50\nchecks = [\"tags\", \"max_length\"]\n",
        )];
        assert_eq!(validate_qa_checks(&ok).expect("valid"), ["qa-check"]);
        assert!(ok[0].runs("tags") && ok[0].runs("max_length") && !ok[0].runs("empty"));
        assert!(parse("").runs("icu"));
        for (text, needle) in [
            ("key = \"q\"\nbatch_size = 0\n", "batch_size = 0"),
            ("key = \"q\"\nbatch_size = 5000\n", "expected 1 to 1000"),
            ("key = \"q\"\nchecks = []\n", "checks is empty"),
            ("key = \"q\"\nchecks = [\"spelling\"]\n", "`spelling`"),
        ] {
            let e = validate_qa_checks(&[parse(text)])
                .expect_err(text)
                .to_string();
            assert!(e.contains(needle) && e.contains("`q`"), "{e}");
        }
        assert!(toml::from_str::<QaCheckConfig>("colour = 1\n").is_err());
    }
}
