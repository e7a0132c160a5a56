//! The XLIFF family: what XLIFF 1.2 and XLIFF 2.x share, once ([`common`]: the reading state
//! both parsers embed, element content as text, slot kinds, disambiguation of ids across
//! `<file>`s, rendering in the file's encoding and line ends), then one folder per version
//! ([`v12`], [`v2`]) with its parser, `create` and unit tests.
//!
//! What must not live here: code one version alone needs (that goes in its folder), and XML
//! tokenizing or escaping (that is [`crate::xml`]).

pub mod common;
pub mod v12;
pub mod v2;

pub use v12::Xliff12;
pub use v2::Xliff2;
