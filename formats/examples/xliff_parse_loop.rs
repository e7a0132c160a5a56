//! Profiling helper: parses a file N times with `xliff12` (`cargo run --release --example xliff_parse_loop FILE N`).
use locforge_formats::{Format, ParseContext};
fn main() {
    let mut args = std::env::args().skip(1);
    let path = args.next().expect("file");
    let n: usize = args.next().and_then(|s| s.parse().ok()).unwrap_or(20);
    let src = std::fs::read(path).expect("readable");
    let mut total = 0;
    for _ in 0..n {
        total += locforge_formats::xliff12::Xliff12
            .parse(&src, &ParseContext::default())
            .expect("parses")
            .entries
            .len();
    }
    println!("{total}");
}
