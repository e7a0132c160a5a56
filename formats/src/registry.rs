//! The list of built-in formats, lookup by key, and detection by file name and content.

use std::sync::{Arc, OnceLock};

use regex::Regex;

use crate::android::AndroidStrings;
use crate::csv::Csv;
use crate::format::Format;
use crate::json::{
    Arb, FormatJs, GoI18nJson, I18nextJson, I18nextV3Json, NestedJson, ReferenceJson, ResJson,
    StructuredJson, WebExtMessages,
};
use crate::po::Po;
use crate::resx::Resx;
use crate::xliff::{Xliff12, Xliff2};
use crate::yaml::Yaml;

/// How many leading bytes of a file detection looks at (as the platform does).
pub const DETECTION_WINDOW: usize = 64 * 1024;

struct Registered {
    format: Arc<dyn Format>,
    file_name: Pattern,
    file_content: Option<Pattern>,
}

/// A signature pattern, compiled on first use: compiling all of them costs a one-shot CLI run
/// about 27 M instructions (a tenth of parsing a 5 MB file), and most runs name their format
/// or match the first pattern they try.
struct Pattern {
    source: &'static str,
    /// `None` inside: the pattern does not compile (only possible for a format registered
    /// through [`Registry::from_formats`] without the check of [`Registry::try_from_formats`]);
    /// it then matches nothing.
    compiled: OnceLock<Option<Regex>>,
}

impl Pattern {
    fn lazy(source: &'static str) -> Pattern {
        Pattern {
            source,
            compiled: OnceLock::new(),
        }
    }

    fn checked(key: &str, source: &'static str) -> Result<Pattern, String> {
        let regex =
            Regex::new(source).map_err(|e| format!("format {key}: bad signature pattern: {e}"))?;
        Ok(Pattern {
            source,
            compiled: OnceLock::from(Some(regex)),
        })
    }

    fn is_match(&self, text: &str) -> bool {
        self.compiled
            .get_or_init(|| Regex::new(self.source).ok())
            .as_ref()
            .is_some_and(|r| r.is_match(text))
    }
}

/// The formats locforge knows, in detection priority order.
pub struct Registry {
    formats: Vec<Registered>,
}

impl Registry {
    /// Every built-in format. When several match a file, the earlier one wins.
    pub fn builtin() -> Registry {
        Registry::from_formats(Registry::builtin_formats())
    }

    /// A fresh instance of every built-in format, in detection priority order.
    pub fn builtin_formats() -> Vec<Arc<dyn Format>> {
        vec![
            Arc::new(Arb),
            Arc::new(WebExtMessages),
            Arc::new(GoI18nJson),
            Arc::new(FormatJs),
            Arc::new(StructuredJson),
            Arc::new(I18nextJson),
            Arc::new(I18nextV3Json),
            Arc::new(NestedJson),
            Arc::new(ReferenceJson),
            Arc::new(ResJson),
            Arc::new(AndroidStrings),
            Arc::new(Resx),
            Arc::new(Xliff12),
            Arc::new(Xliff2),
            Arc::new(crate::qt::QtTs),
            Arc::new(crate::tmx::Tmx),
            Arc::new(Yaml),
            Arc::new(Po),
            Arc::new(crate::mo::Mo),
            Arc::new(crate::properties::Properties),
            Arc::new(crate::apple::AppleStrings),
            Arc::new(crate::apple::AppleStringsdict),
            Arc::new(crate::apple::XcStrings),
            Arc::new(crate::fluent::Fluent),
            Arc::new(crate::ini::Ini),
            Arc::new(crate::toml::Toml),
            Arc::new(Csv::default()),
            Arc::new(crate::subtitles::SubRip),
            Arc::new(crate::subtitles::WebVtt),
            Arc::new(crate::php::Php),
            Arc::new(crate::markdown::Markdown::default()),
            Arc::new(crate::office::docx::Docx),
            Arc::new(crate::html::Html),
            Arc::new(crate::office::xlsx::Xlsx),
        ]
    }

    /// A registry of the given formats, whose signature patterns are compiled when detection
    /// first needs them (they must be valid regular expressions: the built-in ones are, and a
    /// test keeps them so; a pattern that is not matches no file).
    pub fn from_formats(formats: Vec<Arc<dyn Format>>) -> Registry {
        let formats = formats
            .into_iter()
            .map(|format| {
                let sig = format.info().signature;
                Registered {
                    file_name: Pattern::lazy(sig.file_name),
                    file_content: sig.file_content.map(Pattern::lazy),
                    format,
                }
            })
            .collect();
        Registry { formats }
    }

    /// A registry of the given formats, or which format's signature pattern does not compile:
    /// for formats that come from outside this crate.
    pub fn try_from_formats(formats: Vec<Arc<dyn Format>>) -> Result<Registry, String> {
        let formats = formats
            .into_iter()
            .map(|format| {
                let key = format.info().key;
                let sig = format.info().signature;
                Ok(Registered {
                    file_name: Pattern::checked(key, sig.file_name)?,
                    file_content: sig
                        .file_content
                        .map(|p| Pattern::checked(key, p))
                        .transpose()?,
                    format,
                })
            })
            .collect::<Result<_, String>>()?;
        Ok(Registry { formats })
    }

    /// The format with this key, shared: a caller may keep it (e.g. across a thread hop) instead
    /// of looking it up again.
    pub fn get(&self, key: &str) -> Option<&Arc<dyn Format>> {
        self.iter().find(|f| f.info().key == key)
    }

    /// All formats in priority order.
    pub fn iter(&self) -> impl Iterator<Item = &Arc<dyn Format>> {
        self.formats.iter().map(|r| &r.format)
    }

    /// The first format whose name pattern matches `file_name` and whose content pattern (if any)
    /// matches the first 64 KB of `content`.
    pub fn detect(&self, file_name: &str, content: &[u8]) -> Option<&Arc<dyn Format>> {
        let head = &content[..content.len().min(DETECTION_WINDOW)];
        // Validated in one vector pass; a window that cuts a character in two ends before it.
        let head = match crate::simd::validate(head) {
            Ok(text) => std::borrow::Cow::Borrowed(text),
            Err(at) => match crate::simd::validate(&head[..at]) {
                Ok(prefix) if head.len() - at < 4 => std::borrow::Cow::Borrowed(prefix),
                _ => String::from_utf8_lossy(head),
            },
        };
        self.formats
            .iter()
            .find(|r| {
                r.file_name.is_match(file_name)
                    && r.file_content.as_ref().is_none_or(|c| c.is_match(&head))
            })
            .map(|r| &r.format)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_unique_and_patterns_compile() {
        Registry::try_from_formats(Registry::builtin_formats()).expect("the patterns compile");
        let r = Registry::builtin();
        let mut keys: Vec<_> = r.iter().map(|f| f.info().key).collect();
        let n = keys.len();
        keys.sort();
        keys.dedup();
        assert_eq!(keys.len(), n);
    }

    #[test]
    fn detects_json_by_name_and_content() {
        let r = Registry::builtin();
        assert_eq!(
            r.detect("en.json", b"\xEF\xBB\xBF {\"a\": {}}")
                .map(|f| f.info().key),
            Some("json")
        );
        assert!(r.detect("en.json", b"not json").is_none());
        assert!(r.detect("en.txt", b"{}").is_none());
    }

    /// A window that cuts a character in two, and a file with a byte that is not UTF-8, are
    /// still detected by their content.
    #[test]
    fn detection_reads_a_window_cut_inside_a_character_and_bad_bytes() {
        let r = Registry::builtin();
        let mut src = b"{\"a\": \"".to_vec();
        while src.len() < DETECTION_WINDOW - 1 {
            src.extend_from_slice("é".as_bytes());
        }
        src.truncate(DETECTION_WINDOW - 1);
        src.extend_from_slice("é\"}".as_bytes());
        assert_eq!(
            src[DETECTION_WINDOW - 1],
            0xC3,
            "the window ends inside `é`"
        );
        assert_eq!(
            r.detect("en.json", &src).map(|f| f.info().key),
            Some("json")
        );
        assert_eq!(
            r.detect("en.json", b"{\"a\": \"\xff\"}")
                .map(|f| f.info().key),
            Some("json")
        );
    }
}
