//! Which classifier a scan uses: detected once per process from the CPU, overridden to the
//! portable one by `LOCFORGE_SCAN=portable` (read once, for the whole process) or by
//! [`force_portable`] (for the calling thread only, so a test or a fuzz target can run both paths
//! side by side without disturbing other threads).

use std::cell::Cell;
use std::sync::OnceLock;

/// A way of classifying a block of bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    /// SWAR on 64-bit words: every CPU, and the reference the others must equal.
    Portable,
    /// 16-byte SSE2 vectors (part of every x86-64 CPU).
    #[cfg(target_arch = "x86_64")]
    Sse2,
    /// 32-byte AVX2 vectors, where the CPU has them.
    #[cfg(target_arch = "x86_64")]
    Avx2,
    /// 16-byte NEON vectors (part of every aarch64 CPU).
    #[cfg(target_arch = "aarch64")]
    Neon,
}

impl Backend {
    /// A short name, for benches and reports.
    pub fn name(self) -> &'static str {
        match self {
            Backend::Portable => "portable",
            #[cfg(target_arch = "x86_64")]
            Backend::Sse2 => "sse2",
            #[cfg(target_arch = "x86_64")]
            Backend::Avx2 => "avx2",
            #[cfg(target_arch = "aarch64")]
            Backend::Neon => "neon",
        }
    }
}

thread_local! {
    static FORCED_PORTABLE: Cell<bool> = const { Cell::new(false) };
}

/// The best classifier of this CPU, unless `LOCFORGE_SCAN=portable` asks for the portable one.
fn detected() -> Backend {
    static DETECTED: OnceLock<Backend> = OnceLock::new();
    *DETECTED.get_or_init(|| {
        if std::env::var_os("LOCFORGE_SCAN").is_some_and(|v| v == "portable") {
            return Backend::Portable;
        }
        best()
    })
}

#[cfg(target_arch = "x86_64")]
fn best() -> Backend {
    if std::arch::is_x86_feature_detected!("avx2") {
        Backend::Avx2
    } else {
        Backend::Sse2
    }
}

#[cfg(target_arch = "aarch64")]
fn best() -> Backend {
    Backend::Neon
}

#[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
fn best() -> Backend {
    Backend::Portable
}

/// The classifier a scan starting now on this thread uses.
pub fn backend() -> Backend {
    if FORCED_PORTABLE.with(Cell::get) {
        Backend::Portable
    } else {
        detected()
    }
}

/// Makes every scan started afterwards on the calling thread use the portable classifier (`true`)
/// or the detected one again (`false`). For tests and fuzz targets that compare the two paths;
/// the app never calls it (`LOCFORGE_SCAN=portable` does the same for a whole process).
pub fn force_portable(on: bool) {
    FORCED_PORTABLE.with(|f| f.set(on));
}
