//! The `locforge` binary as users run it, and a scratch folder for its input and output files.

use std::path::Path;
use std::process::Command;

/// Runs `locforge` with `args`: exit code (-1 when killed), stdout and stderr.
pub fn locforge(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_locforge"))
        .args(args)
        .output()
        .expect("runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// A temporary folder that lives as long as the test; paths in it come back as `String`s ready
/// for the command line.
pub struct Scratch {
    dir: tempfile::TempDir,
}

impl Scratch {
    /// A new, empty folder.
    pub fn new() -> Scratch {
        Scratch {
            dir: tempfile::tempdir().expect("tempdir"),
        }
    }

    /// The folder itself.
    pub fn root(&self) -> &Path {
        self.dir.path()
    }

    /// The path of `rel` in the folder (nothing is written).
    pub fn path(&self, rel: &str) -> String {
        utf8(&self.dir.path().join(rel))
    }

    /// Writes `content` to `rel` (creating its folders) and returns its path.
    pub fn file(&self, rel: &str, content: impl AsRef<[u8]>) -> String {
        let path = self.dir.path().join(rel);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).expect("mkdir");
        }
        std::fs::write(&path, content).expect("write");
        utf8(&path)
    }

    /// The text of `rel`, which the test expects to exist.
    pub fn read(&self, rel: &str) -> String {
        std::fs::read_to_string(self.dir.path().join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
    }
}

fn utf8(path: &Path) -> String {
    path.to_str().expect("utf8").to_owned()
}
