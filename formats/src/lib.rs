//! locforge-formats: the pure, synchronous half of locforge. The string model, the `Format`
//! trait and the sinks a parse pushes into, the skeleton + splice writer, HTML previews, and one folder per format family
//! (`json`, `xml`, `xliff`, `po`, `android`, `resx`, `yaml`, `fluent`, `apple`, `properties`,
//! `csv`). Nothing in
//! this crate does I/O, spawns threads or knows about HTTP; it is safe to fuzz and to reuse.

pub mod android;
pub mod apple;
pub mod baseline;
pub mod cldr;
pub mod control_chars;
pub mod convert;
pub mod create;
pub mod csv;
pub mod encoding;
pub mod error;
pub mod fluent;
pub mod format;
pub mod json;
pub mod language;
pub mod model;
pub mod multilingual;
pub mod plural_zero;
pub mod po;
pub mod preview;
pub mod properties;
pub mod registry;
pub mod resx;
pub mod sink;
pub mod skeleton;
pub mod splice;
#[cfg(test)]
mod testing;
pub mod xliff;
pub mod xml;
pub mod yaml;

pub use error::{ErrorKind, FormatError};
pub use format::{Format, FormatInfo, ParseContext, Parsed, RenderContext, Signature, SlotValue};
pub use language::Language;
pub use model::{
    Entry, OwnedEntry, PluralCategory, PluralText, Status, Text, Translation, TranslationStatus,
};
pub use multilingual::{assemble, LanguagePart};
pub use registry::Registry;
pub use sink::{Collector, Counter, Sink};
pub use skeleton::{BuildReport, NoTranslations, Skeleton, Slot, TranslationLookup, TypedKind};
pub use splice::SpliceError;

pub use android::AndroidStrings;
pub use apple::{AppleStrings, AppleStringsdict, XcStrings};
pub use csv::{Csv, CsvMapping};
pub use fluent::Fluent;
pub use json::{Arb, FormatJs, I18nextJson, NestedJson, ReferenceJson, StructuredJson};
pub use po::Po;
pub use properties::Properties;
pub use resx::Resx;
pub use xliff::{Xliff12, Xliff2};
pub use yaml::Yaml;
