//! The test and benchmark corpus as the app sees it: where the curated real-world files live
//! (`corpus/` at the repository root), and the synthetic-file generator behind
//! `locforge corpus gen` and `locforge bench` under the app's path [`synthetic`].
//!
//! What must not live here: the generator itself (that is the `locforge-synthetic` crate, which
//! the formats' benches and tests use too), format parsing (that is `locforge-formats`),
//! benchmark timing (that is `cli::bench`).

/// The synthetic-file generator (the `locforge-synthetic` crate), as `cli::bench` imports it.
pub use locforge_synthetic as synthetic;

use std::path::PathBuf;

/// The repository's `corpus/` folder as this binary was built from it (the source checkout).
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("corpus")
}
