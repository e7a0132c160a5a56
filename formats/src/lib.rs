//! locforge-formats: the pure, synchronous half of locforge. The string model, the `Format`
//! trait, the skeleton + splice writer, HTML previews, and one module per file format. Nothing in
//! this crate does I/O, spawns threads or knows about HTTP; it is safe to fuzz and to reuse.

pub mod android;
pub mod arb;
pub mod baseline;
pub mod cldr;
pub mod convert;
pub mod create;
pub mod error;
pub mod format;
pub mod formatjs;
pub mod icu;
pub mod json;
pub mod json_create;
pub mod json_dialect;
pub mod json_scan;
pub mod language;
pub mod model;
pub mod po;
pub mod preview;
pub mod registry;
pub mod skeleton;
pub mod xliff12;
pub mod xliff2;
pub mod xliff_common;
pub mod xml_encoding;
pub mod xml_scan;
pub mod xml_text;

pub use error::FormatError;
pub use format::{Format, FormatInfo, ParseContext, Parsed, RenderContext, Signature, SlotValue};
pub use language::Language;
pub use model::{Entry, PluralCategory, PluralText, Status, Text, Translation, TranslationStatus};
pub use registry::Registry;
pub use skeleton::{BuildReport, NoTranslations, Skeleton, Slot, TranslationLookup};
