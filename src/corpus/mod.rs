//! The test and benchmark corpus as the app sees it: where the curated real-world files live
//! (`corpus/` at the repository root) and the synthetic-file generator ([`synthetic`]) behind
//! `locforge corpus gen` and `locforge bench`.
//!
//! What must not live here: format parsing (that is `locforge-formats`), benchmark timing (that is
//! `cli::bench`). [`synthetic`] depends on nothing but `std`, so the criterion benches of
//! `locforge-formats` include the same file with `#[path]` instead of depending on the app.

pub mod synthetic;

#[cfg(test)]
mod tests;

use std::path::PathBuf;

/// The repository's `corpus/` folder as this binary was built from it (the source checkout).
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("corpus")
}
