//! Apple's localization formats: `.strings` ([`strings`]) and `.stringsdict` ([`stringsdict`]),
//! each in its own folder. Nothing is shared between them here; what both need lives in the
//! crate's core (`xml`, `create`, `skeleton`).

pub mod strings;
pub mod stringsdict;

pub use strings::AppleStrings;
pub use stringsdict::AppleStringsdict;
