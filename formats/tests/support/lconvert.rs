//! The Qt Linguist cross-check: Qt's own `lconvert` (Debian `qt6-l10n-tools`, installed by
//! `scripts/setup-test-tools.sh`) reads a `.ts` file and writes it again as `.ts` and as `.qm`;
//! both must succeed, and the `.ts` lconvert writes must hold the same messages (identifier,
//! translation, status) as locforge reads from the file itself. Included by `#[path]` from the
//! tests that use it.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

use locforge_formats::{Format, ParseContext, QtTs, Text, TranslationStatus};

/// Where lconvert is, when installed. Panics when it is not and `LOCFORGE_REQUIRE_TEST_TOOLS`
/// is set, else prints a notice once.
pub fn lconvert() -> Option<PathBuf> {
    static FOUND: std::sync::OnceLock<Option<PathBuf>> = std::sync::OnceLock::new();
    FOUND
        .get_or_init(|| {
            let candidates = [
                PathBuf::from("/usr/lib/qt6/bin/lconvert"),
                PathBuf::from("/usr/lib/qt5/bin/lconvert"),
                PathBuf::from("lconvert"),
            ];
            let found = candidates.into_iter().find(|p| {
                Command::new(p)
                    .arg("-help")
                    .output()
                    .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).contains("lconvert"))
            });
            if found.is_none() {
                if std::env::var_os("LOCFORGE_REQUIRE_TEST_TOOLS").is_some() {
                    panic!("Qt's lconvert is required here: run scripts/setup-test-tools.sh");
                }
                eprintln!("notice: Qt's lconvert is not installed; .ts builds are not cross-checked (scripts/setup-test-tools.sh installs qt6-l10n-tools)");
            }
            found
        })
        .clone()
}

/// A message as compared: (translation forms, status untranslated?).
pub type Read = BTreeMap<String, (Vec<String>, bool)>;

/// What locforge reads from a `.ts` file: identifier → (translation forms, unfinished).
pub fn locforge_read(bytes: &[u8]) -> Result<Read, String> {
    let parsed = QtTs
        .parse_all(bytes, &ParseContext::default())
        .map_err(|e| e.to_string())?;
    Ok(parsed
        .entries
        .iter()
        .filter_map(|e| {
            let t = e.existing.as_ref()?;
            let forms = match &t.text {
                Text::Plain(s) => vec![s.to_string()],
                Text::Plural(m) => m.values().map(|s| s.to_string()).collect(),
            };
            let unfinished = matches!(
                t.status,
                TranslationStatus::Single(locforge_formats::Status::Untranslated)
            );
            Some((e.identifier.to_string(), (forms, unfinished)))
        })
        .collect())
}

/// Runs lconvert on `bytes`: the `.ts` it writes back and what it printed on the way
/// (warnings), or its complaint when it fails. `None` when lconvert is not installed. A `.qm`
/// is written too and must be written without error.
pub fn lconvert_ts(bytes: &[u8]) -> Option<Result<(Vec<u8>, String), String>> {
    static N: AtomicUsize = AtomicUsize::new(0);
    let tool = lconvert()?;
    let dir = std::env::temp_dir().join(format!(
        "locforge-lconvert-{}-{}",
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    ));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let input = dir.join("in.ts");
    std::fs::write(&input, bytes).expect("writable temporary file");
    let run = |out: &str| {
        let o = Command::new(&tool)
            .arg("-i")
            .arg(&input)
            .arg("-o")
            .arg(dir.join(out))
            .output()
            .expect("lconvert runs");
        if o.status.success() {
            Ok(String::from_utf8_lossy(&o.stderr).into_owned())
        } else {
            Err(format!(
                "lconvert → {out} failed ({}): {}",
                o.status,
                String::from_utf8_lossy(&o.stderr)
            ))
        }
    };
    let result = run("out.qm").and_then(|qm| {
        let ts = run("out.ts")?;
        let written = std::fs::read(dir.join("out.ts")).expect("lconvert wrote its .ts");
        Ok((written, qm + &ts))
    });
    let _ = std::fs::remove_dir_all(&dir);
    Some(result)
}

/// Checks that lconvert reads `bytes` (a built or created `.ts`) to the messages locforge reads
/// from it, and says nothing about it that it does not say about `original` (the file it was
/// built from; `None` for a file that must draw no warning at all). Returns false when lconvert
/// is not installed.
pub fn assert_lconvert_agrees(name: &str, original: Option<&[u8]>, bytes: &[u8]) -> bool {
    let Some(result) = lconvert_ts(bytes) else {
        return false;
    };
    let allowed = match original.map(lconvert_ts) {
        Some(Some(Ok((_, warnings)))) => warnings,
        Some(Some(Err(e))) => panic!("{name}: lconvert refuses the original: {e}"),
        _ => String::new(),
    };
    let (written, warnings) = result.unwrap_or_else(|e| {
        panic!(
            "{name}: {e}\n{}",
            String::from_utf8_lossy(bytes)
                .chars()
                .take(3000)
                .collect::<String>()
        )
    });
    for line in warnings.lines() {
        assert!(
            allowed.lines().any(|l| l == line),
            "{name}: lconvert warns about the build: {line}"
        );
    }
    let ours = locforge_read(bytes).unwrap_or_else(|e| panic!("{name}: locforge: {e}"));
    let theirs =
        locforge_read(&written).unwrap_or_else(|e| panic!("{name}: the .ts lconvert writes: {e}"));
    for (id, (forms, unfinished)) in &ours {
        let Some((got, got_unfinished)) = theirs.get(id) else {
            panic!("{name}: lconvert drops message {id:?}");
        };
        // lconvert keeps as many numerus forms as Qt's rule for the language has (two for
        // Hebrew, where CLDR has more): those it keeps must be ours.
        let n = got.len().min(forms.len());
        assert!(n >= 1 || forms.is_empty(), "{name}: {id:?} lost its forms");
        assert_eq!(
            (&got[..n], got_unfinished),
            (&forms[..n], unfinished),
            "{name}: lconvert reads message {id:?} otherwise"
        );
    }
    true
}
