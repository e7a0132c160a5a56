//! Apple formats: the String Catalog (`xcstrings`, [`xcstrings`]).
//!
//! What must not live here: other families' formats, and I/O.

pub mod xcstrings;

pub use xcstrings::XcStrings;
