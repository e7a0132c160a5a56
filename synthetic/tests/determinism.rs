//! The generator's promise, through its public API: the same arguments give the same bytes,
//! another seed other bytes, each file about the requested size, one NDJSON line per string.

use locforge_synthetic::{generate, Kind};

#[test]
fn same_arguments_same_bytes_other_seed_other_bytes() {
    for kind in Kind::ALL {
        let a = generate(kind, 40_000, 7);
        let b = generate(kind, 40_000, 7);
        let c = generate(kind, 40_000, 8);
        assert_eq!(a.source, b.source, "{kind:?}");
        assert_eq!(a.ndjson, b.ndjson, "{kind:?}");
        assert_ne!(a.source, c.source, "{kind:?}");
        // About the size: the flat file estimates its size per key, a little high.
        assert!(a.source.len() >= 36_000, "{kind:?}: {}", a.source.len());
        assert!(a.source.len() < 80_000, "{kind:?}: {}", a.source.len());
        assert_eq!(
            a.strings,
            a.ndjson.iter().filter(|&&b| b == b'\n').count(),
            "{kind:?}"
        );
    }
}
