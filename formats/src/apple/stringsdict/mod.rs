//! `stringsdict` (in progress).

/// Apple `.stringsdict` files (key `stringsdict`).
#[derive(Debug, Default, Clone, Copy)]
pub struct AppleStringsdict;
