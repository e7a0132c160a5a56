//! locforge-formats: the pure, synchronous half of locforge. The string model, the `Format`
//! trait and the sinks a parse pushes into, the skeleton + splice writer, HTML previews, and one
//! folder per format family (`json`, `xml`, `xliff`, `po`, `android`, `resx`, `yaml`, `fluent`,
//! `apple`, `properties`, `csv`, `ini`, `toml`, `subtitles`, `php`, `mo`, `markdown`, `office` (DOCX), `html`; `document`: segments with inline codes). Nothing in this crate does I/O, spawns
//! threads or knows about HTTP; it is safe to fuzz and to reuse.
//!
//! **The surface.** Every module is private, and each public item has one path: the crate root
//! (the `pub use` list below, one line per item), or one of five small public modules whose
//! functions belong together and are not repeated at the root: [`cldr`] (plural data),
//! [`convert`] (`locforge convert`), [`preview`] (HTML previews), [`icu`] (ICU plural
//! messages) and [`check`] (the format author's kit, `locforge formats check`). A new public item gets a line in the list, never a `pub mod`.

mod android;
mod apple;
mod baseline;
pub mod check;
pub mod cldr;
mod control_chars;
pub mod convert;
mod create;
mod csv;
mod declared;
mod document;
mod encoding;
mod error;
mod fluent;
mod format;
mod html;
mod ini;
mod json;
mod language;
mod markdown;
mod mo;
mod model;
mod multilingual;
mod office;
mod php;
mod plural_zero;
mod po;
pub mod preview;
mod properties;
mod qt;
mod rebuild;
mod registry;
mod repeats;
mod resx;
mod simd;
mod sink;
mod skeleton;
mod splice;
mod subtitles;
#[cfg(test)]
mod testing;
mod tidy;
mod tmx;
mod toml;
mod warning;
mod xliff;
mod xml;
mod yaml;

/// ICU MessageFormat plurals inside values: the narrow `{n, plural, …}` shape that becomes a
/// plural entry, the quoting dialects, and the slot kind of a value that holds one.
pub mod icu {
    pub use crate::create::icu_plural;
    pub use crate::create::plural_forms;
    pub use crate::json::dialect::KIND_ICU;
    pub use crate::json::icu::encode_form;
    pub use crate::json::icu::escape_literal;
    pub use crate::json::icu::is_well_formed;
    pub use crate::json::icu::literal_text;
    pub use crate::json::icu::parse_plural;
    pub use crate::json::icu::IcuDialect;
    pub use crate::json::icu::PluralCase;
    pub use crate::json::icu::PluralMessage;
}

// The string model.
pub use language::Language;
pub use model::Entry;
pub use model::OwnedEntry;
pub use model::PluralCategory;
pub use model::PluralText;
pub use model::Status;
pub use model::Text;
pub use model::Translation;
pub use model::TranslationStatus;

// Errors.
pub use error::ErrorKind;
pub use error::FormatError;
pub use splice::SpliceError;
pub use warning::FormatWarning;

// Documents: segments with inline codes, and the check of a translation's codes.
pub use document::check_code_order;
pub use document::check_codes;
pub use document::code_mismatch;
pub use document::escape_segment_text;
pub use document::map_segment_text;
pub use document::parse_segment;
pub use document::CodeToken;
pub use document::SegmentError;

// The `Format` trait and what its methods take and give.
pub use format::Format;
pub use format::FormatInfo;
pub use format::ParseContext;
pub use format::Parsed;
pub use format::RenderContext;
pub use format::Signature;
pub use format::SlotValue;

// Sinks a parse pushes into.
pub use sink::Collector;
pub use sink::Counter;
pub use sink::Sink;

// Skeletons and builds.
pub use skeleton::lookup_for;
pub use skeleton::BuildReport;
pub use skeleton::NoTranslations;
pub use skeleton::PluralFallback;
pub use skeleton::Skeleton;
pub use skeleton::Slot;
pub use skeleton::TranslationLookup;
pub use skeleton::TypedKind;

// Multilingual builds (one file holding every language).
pub use multilingual::assemble;
pub use multilingual::merged_report;
pub use multilingual::Frame;
pub use multilingual::LanguagePart;
pub use multilingual::Level;

// Finding a format.
pub use registry::Registry;
pub use registry::DETECTION_WINDOW;

// Rewrites of whole files that keep their strings (file-post-export, file-pre-import).
pub use tidy::comment_style;
pub use tidy::is_json_format;
pub use tidy::normalize_line_endings;
pub use tidy::put_header;
pub use tidy::reformat_json;
pub use tidy::reindent_yaml;
pub use tidy::to_utf8;
pub use tidy::CommentStyle;
pub use tidy::JsonLayout;
pub use tidy::Utf8File;
pub use tidy::YAML_INDENT_RANGE;

// The formats.
pub use android::AndroidStrings;
pub use apple::AppleStrings;
pub use apple::AppleStringsdict;
pub use apple::XcStrings;
pub use csv::Csv;
pub use csv::CsvMapping;
pub use declared::DeclaredJson;
pub use declared::DeclaredLines;
pub use declared::DeclaredXml;
pub use declared::DeclaredYaml;
pub use declared::LineRules;
pub use declared::MaxLength;
pub use declared::PathRules;
pub use declared::XmlRules;
pub use fluent::Fluent;
pub use html::Html;
pub use ini::Ini;
/// Writes a text as the inside of a JSON string (escaped as serde_json escapes it).
pub use json::scan::escape_into as escape_json_into;
pub use json::Arb;
pub use json::FormatJs;
pub use json::GoI18nJson;
pub use json::I18nextJson;
pub use json::I18nextV3Json;
pub use json::NestedJson;
pub use json::ReferenceJson;
pub use json::ResJson;
pub use json::StructuredJson;
pub use json::WebExtMessages;
pub use markdown::Markdown;
pub use mo::Mo;
pub use office::docx::Docx;
pub use office::xlsx::Xlsx;
pub use php::Php;
pub use po::categories_for_nplurals;
pub use po::header_nplurals as po_header_nplurals;
pub use po::Po;
pub use properties::Properties;
pub use qt::QtTs;
pub use resx::Resx;
pub use subtitles::SubRip;
pub use subtitles::WebVtt;
pub use tmx::Tmx;
pub use toml::{Toml, TomlSlot};
pub use xliff::Xliff12;
pub use xliff::Xliff2;
pub use yaml::Yaml;

// The raw tokenizers benches compare parses against.
pub use baseline::Baseline;

// The scanners' block classifier: which one runs (benches print it), and forcing the portable one
// on the calling thread (tests and fuzz targets compare both paths; the app never calls it).
pub use simd::backend as scan_backend;
#[doc(hidden)]
pub use simd::force_portable;
pub use simd::Backend as ScanBackend;
