//! locforge-synthetic: the deterministic generator of large, realistic synthetic localization
//! files that `locforge corpus gen`, `locforge bench`, the criterion benches and the tests read
//! (the Rust successor of the shared corpus's `gen_synthetic.py`). For each [`Kind`] it writes a
//! source file of about the requested size and a matching NDJSON translations file, one object
//! per line:
//!
//! ```text
//! {"identifier":"…","translations":{"de":{"text":"…"}}}
//! ```
//!
//! Plural strings have an object keyed by CLDR category as `text` (`{"one":"…","other":"…"}`).
//! Translation texts are plain logical strings: placeholders stay in the source format's syntax
//! (`%1$s`, `{{count}}`, `%(name)s`, `{0}`, `%@`, `%{name}`, `{ $name }`; `%%` and MessageFormat's
//! `''` where the source has them), inline markup (`<xliff:g>`, `<g>`, `<x/>`) is dropped and no
//! format escaping is applied. The multilingual kinds (String Catalog, CSV) hold some `de` (and
//! `fr`) values already; their NDJSON still lists every translatable string with its `de` text.
//!
//! The same [`Kind`], size and seed always give the same bytes (a SplitMix64 stream per kind,
//! seeded with `seed * 1000 + index`); benchmark figures are compared across sessions on that
//! promise, so any change to a generator or to the word lists in `data/` changes every figure's
//! input. The output is not byte-identical to the Python script's (different random stream), but
//! has the same shape, features and identifier conventions.
//!
//! What lives where: [`Kind`] names the files (`kind.rs`); [`write()`] and [`ensure`] put them in a
//! folder (`files.rs`); the random stream (`rng.rs`), the vocabulary loaded from `data/`
//! (`words.rs`) and the messages built from it (`message.rs`) feed one generator file per format
//! family (`json.rs`, `po.rs`, `xml.rs`, `apple.rs`, `properties.rs`, `yaml.rs`, `fluent.rs`,
//! `csv.rs`), which write through the escapers of `escape.rs` and the NDJSON lines of
//! `ndjson.rs`.
//!
//! What must not live here: any dependency on `locforge-formats` (or on anything else of the
//! workspace). The generator has its own escapers and writers so that a generated file is an
//! independent reading of each format, not the formats crate's own output fed back to it; the
//! formats' tests and benches can then trust it as outside input. It depends on `std` only and
//! neither parses files nor times anything.

mod apple;
mod csv;
mod escape;
mod files;
mod fluent;
mod json;
mod kind;
mod message;
mod ndjson;
mod po;
mod properties;
mod rng;
mod words;
mod xml;
mod yaml;

pub use files::{ensure, write, Written};
pub use kind::Kind;

use message::Gen;

/// One generated pair: the source file and its translations.
#[derive(Debug, Clone)]
pub struct Generated {
    /// The source file's bytes (UTF-8).
    pub source: Vec<u8>,
    /// The NDJSON translations, one line per translatable string, newline-terminated.
    pub ndjson: Vec<u8>,
    /// Number of NDJSON lines.
    pub strings: usize,
}

/// The target language of the translations (the only one the vocabulary has).
pub const LANG: &str = "de";

/// Generates `kind` with a source file of about `size` bytes (it stops at the first string past
/// `size`), deterministically for `seed`.
pub fn generate(kind: Kind, size: usize, seed: u64) -> Generated {
    let mut g = Gen::new(seed.wrapping_mul(1000).wrapping_add(kind.index()));
    let (source, lines) = match kind {
        Kind::I18nextNested => json::i18next_nested(&mut g, size),
        Kind::FlatReference => json::flat_reference(&mut g, size),
        Kind::Gettext => po::gettext(&mut g, size),
        Kind::AndroidStrings => xml::android_strings(&mut g, size),
        Kind::Xliff12 => xml::xliff12(&mut g, size),
        Kind::AppleStrings => apple::strings(&mut g, size),
        Kind::AppleStringsdict => apple::stringsdict(&mut g, size),
        Kind::Properties => properties::java_messages(&mut g, size),
        Kind::RailsYaml => yaml::rails(&mut g, size),
        Kind::Resx => xml::resx(&mut g, size),
        Kind::Fluent => fluent::messages(&mut g, size),
        Kind::StructuredJson => json::structured(&mut g, size),
        Kind::StringCatalog => apple::string_catalog(&mut g, size),
        Kind::Csv => csv::multilingual(&mut g, size),
    };
    let mut ndjson = lines.join("\n");
    ndjson.push('\n');
    Generated {
        source: source.into_bytes(),
        ndjson: ndjson.into_bytes(),
        strings: lines.len(),
    }
}
