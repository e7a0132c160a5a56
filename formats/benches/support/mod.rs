//! What the formats benches share: the synthetic 5 MB files, written on first use by the app's
//! generator (`src/corpus/synthetic.rs`, included by path: it depends on `std` only, and the
//! formats crate must not depend on the app).

use std::path::{Path, PathBuf};

#[path = "../../../src/corpus/synthetic.rs"]
#[allow(dead_code, unused_imports)]
mod synthetic;

/// The folder with every synthetic file (5 MiB each, seed 1), generated when missing.
pub fn synthetic_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("synthetic-5mb");
    synthetic::ensure(&dir, 5 << 20, 1).expect("the synthetic files can be written");
    dir
}
