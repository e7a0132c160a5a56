//! Writing the generated pairs into a folder: [`write()`] for the given kinds, [`ensure`] for all
//! of them unless a stamp says an earlier run with the same arguments already did. The content
//! comes from [`crate::generate`]; nothing here decides a byte of it.

use std::path::{Path, PathBuf};

use crate::{generate, Kind};

/// What [`write()`] wrote for one kind.
#[derive(Debug, Clone)]
pub struct Written {
    /// The kind.
    pub kind: Kind,
    /// Path of the source file.
    pub source: PathBuf,
    /// Size of the source file in bytes.
    pub bytes: usize,
    /// Number of strings in the NDJSON file.
    pub strings: usize,
}

/// Writes `kinds` into `dir` (created when missing), each source of about `size` bytes.
pub fn write(dir: &Path, kinds: &[Kind], size: usize, seed: u64) -> std::io::Result<Vec<Written>> {
    std::fs::create_dir_all(dir)?;
    let mut out = Vec::new();
    for &kind in kinds {
        let g = generate(kind, size, seed);
        let source = dir.join(kind.file_name());
        std::fs::write(&source, &g.source)?;
        std::fs::write(dir.join(kind.ndjson_name()), &g.ndjson)?;
        out.push(Written {
            kind,
            source,
            bytes: g.source.len(),
            strings: g.strings,
        });
    }
    Ok(out)
}

/// Makes sure `dir` holds every kind generated for `size` and `seed`: generates them unless a
/// stamp file from an earlier run with the same arguments says they are there. Returns whether
/// it generated.
pub fn ensure(dir: &Path, size: usize, seed: u64) -> std::io::Result<bool> {
    let stamp = dir.join(".synthetic-stamp");
    let want = format!("locforge synthetic v2 size={size} seed={seed}\n");
    let complete = Kind::ALL
        .iter()
        .all(|k| dir.join(k.file_name()).is_file() && dir.join(k.ndjson_name()).is_file());
    if complete && std::fs::read_to_string(&stamp).is_ok_and(|s| s == want) {
        return Ok(false);
    }
    write(dir, &Kind::ALL, size, seed)?;
    std::fs::write(stamp, want)?;
    Ok(true)
}
