//! Apple's localization formats, each in its own folder: `.strings` ([`strings`]), `.stringsdict`
//! ([`stringsdict`]) and the String Catalog ([`xcstrings`], multilingual). Nothing is shared
//! between them here; what they need lives in the crate's core (`xml`, `json`, `create`,
//! `skeleton`, `multilingual`). No I/O.

pub mod strings;
pub mod stringsdict;
pub mod xcstrings;

pub use strings::AppleStrings;
pub use stringsdict::AppleStringsdict;
pub use xcstrings::XcStrings;
