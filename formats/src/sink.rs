//! Where a parse puts what it finds: the [`Sink`] trait that [`crate::Format::parse`] pushes each
//! entry (and, when asked, each skeleton slot) into as it is found, and the two sinks this crate
//! offers: [`Collector`] (everything into a [`Parsed`], for tests, convert and builds) and
//! [`Counter`] (entries and text bytes only, for benches). Sinks that write answers (NDJSON, HTML
//! previews) live in the app; nothing here does I/O.

use std::borrow::Cow;
use std::collections::HashMap;
use std::hash::BuildHasher as _;

use crate::error::FormatError;
use crate::format::Parsed;
use crate::model::{Entry, Text};
use crate::skeleton::Slot;
use crate::warning::FormatWarning;

/// Receives a parse as it goes: entries in document order, identifiers already unique and final;
/// slots in document order (only when [`Sink::wants_skeleton`]), each naming an entry already
/// handed over; the file's declared language, at most once. A sink error stops the parse and is
/// returned as the parse's error.
pub trait Sink {
    /// True when the sink needs the skeleton (a build); parses skip recording slots otherwise.
    fn wants_skeleton(&self) -> bool {
        false
    }

    /// The language the file declares for its translations (PO `Language`, XLIFF
    /// `target-language`, ARB `@@locale`).
    fn language(&mut self, language: Cow<'_, str>) {
        let _ = language;
    }

    /// One entry, the `index`-th of the file (counting from 0), which slots refer to. Its texts
    /// may borrow from the source bytes; a sink that keeps the entry calls
    /// [`Entry::into_owned`].
    fn entry(&mut self, index: usize, entry: Entry<'_>) -> Result<(), FormatError>;

    /// One slot of the skeleton; called only when [`Sink::wants_skeleton`] is true.
    fn slot(&mut self, slot: Slot) {
        let _ = slot;
    }

    /// A later place of the `index`-th entry's identifier, with the same text (`entry` is that
    /// place as read): no new string, but the slots that follow may name `index` again, however
    /// far back it is. Sinks that hold entries by index (a streaming build) keep it.
    fn repeat(&mut self, index: usize, entry: Entry<'_>) -> Result<(), FormatError> {
        let _ = (index, entry);
        Ok(())
    }

    /// Something the parse went on past that its user should hear of (a key defined again with
    /// another text, left as it is).
    fn warning(&mut self, warning: FormatWarning) {
        let _ = warning;
    }
}

/// The identifiers a streaming parse has handed to its sink, for the uniqueness check: an
/// identifier that is a slice of the parsed bytes is kept as its place there, any other one is
/// copied once into one arena string (no allocation per entry); found through its hash
/// (foldhash, randomly seeded per process, so crafted keys cannot force collisions in advance;
/// a true hash collision probes the next value).
pub(crate) struct SeenIds<'s> {
    /// The bytes being parsed: identifiers borrowed from them are not copied.
    src: &'s [u8],
    hasher: foldhash::fast::RandomState,
    /// Hash → the identifier's number (its place in `defs`). Small buckets (16 bytes), and the
    /// keys are already seeded hashes, so the table takes them as they are: the table is the one
    /// part of the check that is read at random, so it is kept as small as it can be.
    table: HashMap<u64, u32, std::hash::BuildHasherDefault<PassThrough>>,
    /// Per identifier, in order: where its bytes are (`src` or the arena, see [`IN_ARENA`]) and
    /// the offset of the key that defined it (appended, read only on a hash match).
    defs: Vec<(usize, usize, usize)>,
    arena: String,
}

/// The bit of a definition's start that says its bytes are in the arena, not in `src`.
const IN_ARENA: usize = 1 << (usize::BITS - 1);

/// The bytes of a [`SeenIds`] definition.
fn def_bytes<'b>(src: &'b [u8], arena: &'b str, def: &(usize, usize, usize)) -> &'b [u8] {
    let (start, end, _) = *def;
    match start & IN_ARENA {
        0 => &src[start..end],
        _ => &arena.as_bytes()[start & !IN_ARENA..end],
    }
}

/// The hasher of [`SeenIds`]' table, whose keys are hashes already: a `u64` is its own hash.
#[derive(Default)]
pub(crate) struct PassThrough(u64);

impl std::hash::Hasher for PassThrough {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        // Only `write_u64` is used by the table; anything else is still hashed (FNV-1a).
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

impl<'s> SeenIds<'s> {
    /// A check over the identifiers of a parse of `src`, sized for about `capacity` of them.
    pub(crate) fn new(src: &'s [u8], capacity: usize) -> SeenIds<'s> {
        SeenIds {
            src,
            hasher: foldhash::fast::RandomState::default(),
            table: HashMap::with_capacity_and_hasher(capacity, Default::default()),
            defs: Vec::with_capacity(capacity),
            arena: String::new(),
        }
    }

    /// Where `id` was defined, when it was.
    pub(crate) fn find(&self, id: &str) -> Option<usize> {
        let mut h = self.hasher.hash_one(id);
        loop {
            let def = &self.defs[*self.table.get(&h)? as usize];
            if def_bytes(self.src, &self.arena, def) == id.as_bytes() {
                return Some(def.2);
            }
            h = h.wrapping_add(1);
        }
    }

    /// Records `id` defined at `at`; `Err` with the first definition when it is a repeat. One
    /// table lookup per identifier (the entry API), none of it allocating.
    pub(crate) fn insert(&mut self, id: &str, at: usize) -> Result<(), usize> {
        use std::collections::hash_map::Entry as Slot;
        let mut h = self.hasher.hash_one(id);
        loop {
            match self.table.entry(h) {
                Slot::Vacant(v) => {
                    // A slice of `src` is kept as its place there (addresses compared, nothing
                    // read through them); anything else is copied into the arena.
                    let offset = (id.as_ptr() as usize).wrapping_sub(self.src.as_ptr() as usize);
                    let def = if offset <= self.src.len() && id.len() <= self.src.len() - offset {
                        (offset, offset + id.len(), at)
                    } else {
                        let start = self.arena.len();
                        self.arena.push_str(id);
                        (start | IN_ARENA, self.arena.len(), at)
                    };
                    v.insert(self.defs.len() as u32);
                    self.defs.push(def);
                    return Ok(());
                }
                Slot::Occupied(o) => {
                    let def = &self.defs[*o.get() as usize];
                    if def_bytes(self.src, &self.arena, def) == id.as_bytes() {
                        return Err(def.2);
                    }
                    h = h.wrapping_add(1);
                }
            }
        }
    }
}

/// Collects a whole parse into a [`Parsed`]: what tests, `convert` and builds use.
#[derive(Debug, Default)]
pub struct Collector {
    parsed: Parsed,
    skeleton: bool,
}

impl Collector {
    /// A collector that keeps the skeleton too when `skeleton` is true (a build needs it).
    pub fn new(skeleton: bool) -> Collector {
        Collector {
            parsed: Parsed::default(),
            skeleton,
        }
    }

    /// The collected parse.
    pub fn into_parsed(self) -> Parsed {
        self.parsed
    }
}

impl Sink for Collector {
    fn wants_skeleton(&self) -> bool {
        self.skeleton
    }

    fn language(&mut self, language: Cow<'_, str>) {
        self.parsed.language = Some(language.into_owned());
    }

    fn entry(&mut self, _index: usize, entry: Entry<'_>) -> Result<(), FormatError> {
        self.parsed.entries.push(entry.into_owned());
        Ok(())
    }

    fn slot(&mut self, slot: Slot) {
        self.parsed.skeleton.push(slot);
    }

    fn warning(&mut self, warning: FormatWarning) {
        self.parsed.warnings.push(warning);
    }
}

/// Counts entries and the bytes of their source texts, keeping nothing: the cost of a parse
/// alone, for benches.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Counter {
    /// Entries seen.
    pub entries: usize,
    /// Bytes of their source texts (all plural forms counted).
    pub text_bytes: usize,
}

impl Sink for Counter {
    fn entry(&mut self, _index: usize, entry: Entry<'_>) -> Result<(), FormatError> {
        self.entries += 1;
        self.text_bytes += match &entry.text {
            Text::Plain(s) => s.len(),
            Text::Plural(m) => m.values().map(|s| s.len()).sum(),
        };
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::{Format, ParseContext};
    use crate::json::NestedJson;

    #[test]
    fn seen_ids_compare_borrowed_and_copied_identifiers_by_content() {
        let src = "alpha beta alpha";
        let mut seen = SeenIds::new(src.as_bytes(), 0);
        assert_eq!(seen.insert(&src[0..5], 0), Ok(()));
        assert_eq!(seen.insert(&src[6..10], 6), Ok(()));
        // The same text elsewhere in the file, and a copy made outside it, are repeats.
        assert_eq!(seen.insert(&src[11..16], 11), Err(0));
        let copied = String::from("beta");
        assert_eq!(seen.insert(&copied, 20), Err(6));
        assert_eq!(seen.insert("gamma", 30), Ok(()));
        assert_eq!(seen.insert(&String::from("gamma"), 31), Err(30));
        assert_eq!(seen.find("gamma"), Some(30));
        assert_eq!(seen.find(&src[6..10]), Some(6));
        assert_eq!(seen.find("delta"), None);
        assert_eq!(
            seen.arena, "gamma",
            "only the identifier from outside the file is copied"
        );
        // The empty identifier at the end of the file is a slice of it too.
        assert_eq!(seen.insert(&src[16..], 16), Ok(()));
        assert_eq!(seen.insert("", 17), Err(16));
    }

    #[test]
    fn collector_keeps_the_skeleton_only_when_asked() {
        let src = br#"{"a": "x", "b": {"c": "y"}}"#;
        let mut lean = Collector::new(false);
        NestedJson
            .parse(src, &ParseContext::default(), &mut lean)
            .expect("parses");
        let lean = lean.into_parsed();
        assert_eq!(lean.entries.len(), 2);
        assert!(lean.skeleton.is_empty());
        let full = NestedJson
            .parse_all(src, &ParseContext::default())
            .expect("parses");
        assert_eq!(full.entries, lean.entries);
        assert_eq!(full.skeleton.len(), 2);
    }

    #[test]
    fn counter_counts_entries_and_text_bytes() {
        let mut c = Counter::default();
        NestedJson
            .parse(
                br#"{"a": "xy", "b": "z"}"#,
                &ParseContext::default(),
                &mut c,
            )
            .expect("parses");
        assert_eq!(
            c,
            Counter {
                entries: 2,
                text_bytes: 3
            }
        );
    }
}
