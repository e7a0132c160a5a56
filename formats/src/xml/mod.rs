//! The XML family's shared reading: one XML tokenizer ([`scan`]), text escaping, entity decoding
//! and line ends ([`text`]), and the file encoding taken from the BOM or XML declaration
//! ([`encoding`]). The XLIFF formats read through these.
//!
//! What must not live here: any format's mapping of elements to strings (that is in the format's
//! own folder), and a second XML reader.

pub mod encoding;
pub mod scan;
pub mod text;
