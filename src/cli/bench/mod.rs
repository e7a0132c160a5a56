//! `locforge bench`: throughput of every served format on the synthetic 5 MB files, next to the
//! raw tokenizer of the same bytes measured in the same run; the 8-language build on 1 and 2
//! threads; then, in child processes, whole-process `locforge parse` (`process`) and jobs over
//! HTTP against a `locforge serve` child with its peak RSS growth (`server`).
//!
//! Then bundle exports of 50,000 strings (`bundles`): csv, xcstrings, tmx with four languages,
//! json, po, yaml with one; `--bundles` runs only that.
//!
//! `--corpus DIR` measures a folder of the user's own files instead (`corpus`).
//!
//! The synthetic files come from the built-in generator (`crate::corpus::synthetic`), written
//! into `--gen-dir` on first use; the raw tokenizers are `locforge_formats::Baseline`. Nothing
//! here needs files outside the repository.

mod bundles;
mod corpus;
mod process;
mod readers;
mod server;
mod soak;

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use anyhow::{bail, Context as _};
use locforge_formats::Baseline;
use locforge_formats::{cldr, Language, OwnedEntry, ParseContext, Registry};

use crate::corpus::synthetic;
use crate::engine::jobs::{build_one, parse_to_strings};
use crate::engine::multilingual::{self, build_languages, build_multilingual};
use crate::engine::translation_table::{BuildString, TranslationTable};
use locforge_protocol::ndjson::decode_all;
use locforge_protocol::StringRecord;

use crate::engine::records::entries_from_records;

/// Options of `bench`.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Two benches. On your own files: --corpus DIR walks DIR (default: the repository's corpus/), detects each\nfile's format as `locforge detect` does, and prints per format: files, bytes, strings, parse and build throughput\nagainst the raw tokenizer of the same bytes, and instructions per byte under callgrind where valgrind is installed.\n  locforge bench --corpus ~/app/locales --runs 5\n  locforge bench --corpus --report bench.html --json bench.json   the repository's corpus/, with a page of charts\n  locforge bench --corpus DIR --no-instructions --against tt      skip callgrind; compare with Translate Toolkit\nA file that cannot be read, parsed or built is named (on stderr and in the JSON) and left out; the run goes on.\n--json, --report and --against imply --corpus (on corpus/ when no DIR is given).\n\nWithout --corpus, the synthetic files: everything comes from the repository: the synthetic files are written by the built-in generator (the same as `locforge corpus gen`)\ninto --gen-dir on first use, and regenerated when --size-mb or --seed change.\nFigures are medians; MB means 10^6 bytes.\n\nA quick smoke run: locforge bench --size-mb 0.5 --runs 3\nBundle exports of 50,000 strings only: locforge bench --bundles --runs 5\nThe 10-minute soak: locforge bench --soak 10"
)]
pub struct Args {
    /// Folder with (or for) the synthetic files.
    #[arg(long, default_value = "target/bench-gen")]
    gen_dir: PathBuf,
    /// Size of each synthetic file in MiB.
    #[arg(long, default_value_t = 5.0)]
    size_mb: f64,
    /// Seed of the synthetic files.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Timed runs per measurement (the median is reported).
    #[arg(long, default_value_t = 15)]
    runs: usize,
    /// Skip what runs child processes: whole-process `locforge parse`, and the jobs over HTTP
    /// against a `locforge serve` child (medians, peak RSS growth, jobs/s).
    #[arg(long)]
    no_processes: bool,
    /// Run only the bundle export measure: files created from 50,000 strings alone, as a
    /// `[[modules.bundles]]` module creates them (csv, xcstrings, tmx with four languages; json,
    /// po, yaml with one), with MB/s and strings/s.
    #[arg(long)]
    bundles: bool,
    /// Run the soak instead of the throughput measures: mixed jobs of every format at a steady
    /// rate against a `locforge serve` child for MINUTES, printing its RSS curve. The bar: RSS at
    /// the end within 10% of RSS after the warm-up, and no error but the intended ones (the exit
    /// status is 1 when it is missed).
    #[arg(long, value_name = "MINUTES")]
    soak: Option<f64>,
    /// Jobs per second of the soak.
    #[arg(long, default_value_t = 20.0, value_name = "JOBS")]
    soak_rate: f64,
    /// Measure a folder of your own files instead of the synthetic ones: every file a format
    /// recognises (as `locforge detect` tells), grouped by format. Without DIR, the repository's
    /// `corpus/`.
    #[arg(long, value_name = "DIR", num_args = 0..=1, default_missing_value = "corpus")]
    corpus: Option<PathBuf>,
    /// Corpus bench: also write the figures as JSON to FILE (for tracking in CI).
    #[arg(long, value_name = "FILE")]
    json: Option<PathBuf>,
    /// Corpus bench: also write a self-contained HTML page with charts to FILE.
    #[arg(long, value_name = "FILE.html")]
    report: Option<PathBuf>,
    /// Corpus bench: skip counting instructions per byte with callgrind (it takes a while).
    #[arg(long)]
    no_instructions: bool,
    /// Corpus bench: run another tool on the same files in the same run and print the ratio.
    #[arg(long, value_enum, value_name = "TOOL")]
    against: Option<Against>,
}

/// Tools `bench --corpus --against` compares with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Against {
    /// Translate Toolkit (the Python `translate` package), where `python3` can import it.
    Tt,
}

/// Synthetic file, its translations, and the format that reads it.
const FILES: &[(&str, &str, &str)] = &[
    (
        "flat_reference.json",
        "flat_reference.ndjson",
        "json-reference",
    ),
    ("flat_reference.json", "flat_reference.ndjson", "json"),
    ("i18next_nested.json", "i18next_nested.ndjson", "json"),
    ("gettext.po", "gettext.ndjson", "po"),
    ("android_strings.xml", "android_strings.ndjson", "android"),
    ("xliff12.xlf", "xliff12.ndjson", "xliff12"),
    ("apple_strings.strings", "apple_strings.ndjson", "strings"),
    (
        "apple_plurals.stringsdict",
        "apple_plurals.ndjson",
        "stringsdict",
    ),
    (
        "java_messages.properties",
        "java_messages.ndjson",
        "properties",
    ),
    ("rails_en.yml", "rails_en.ndjson", "yaml"),
    ("dotnet_resources.resx", "dotnet_resources.ndjson", "resx"),
    ("fluent_messages.ftl", "fluent_messages.ndjson", "fluent"),
    (
        "structured_transifex.json",
        "structured_transifex.ndjson",
        "structured-json",
    ),
    (
        "string_catalog.xcstrings",
        "string_catalog.ndjson",
        "xcstrings",
    ),
    ("multilingual.csv", "multilingual.ndjson", "csv"),
];

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn time<T>(runs: usize, mut f: impl FnMut() -> T) -> Duration {
    let _warm = f();
    median(
        (0..runs.max(1))
            .map(|_| {
                let t = Instant::now();
                std::hint::black_box(f());
                t.elapsed()
            })
            .collect(),
    )
}

fn mbps(bytes: usize, d: Duration) -> f64 {
    bytes as f64 / 1e6 / d.as_secs_f64()
}

fn ensure_generated(args: &Args) -> anyhow::Result<()> {
    if !(args.size_mb.is_finite() && args.size_mb > 0.0) {
        bail!("--size-mb must be a positive number, got {}", args.size_mb);
    }
    let size = (args.size_mb * 1024.0 * 1024.0) as usize;
    let t = Instant::now();
    let generated = synthetic::ensure(&args.gen_dir, size, args.seed).with_context(|| {
        format!(
            "cannot write synthetic files into {}",
            args.gen_dir.display()
        )
    })?;
    if generated {
        eprintln!(
            "generated synthetic files into {} in {:.1} s",
            args.gen_dir.display(),
            t.elapsed().as_secs_f64()
        );
    }
    Ok(())
}

/// The records of an NDJSON string file that have a translation into `lang`.
fn records(ndjson: &[u8], lang: &str) -> anyhow::Result<Vec<StringRecord>> {
    let records: Vec<StringRecord> =
        decode_all(ndjson, 16 << 20).map_err(|e| anyhow::anyhow!("{e}"))?;
    Ok(records
        .into_iter()
        .filter(|e| e.translations.contains_key(lang))
        .collect())
}

fn translations(ndjson: &[u8], lang: &str) -> anyhow::Result<Vec<OwnedEntry>> {
    records(ndjson, lang).map(entries_from_records)
}

pub(super) fn run(args: Args) -> anyhow::Result<ExitCode> {
    if let Some(minutes) = args.soak {
        return Ok(if soak::run(minutes, args.soak_rate)? {
            ExitCode::SUCCESS
        } else {
            ExitCode::FAILURE
        });
    }
    if args.corpus.is_some()
        || args.json.is_some()
        || args.report.is_some()
        || args.against.is_some()
    {
        return corpus::run(&corpus::Options {
            dir: args
                .corpus
                .clone()
                .unwrap_or_else(|| PathBuf::from("corpus")),
            runs: args.runs,
            json: args.json.clone(),
            report: args.report.clone(),
            instructions: !args.no_instructions,
            against_tt: args.against == Some(Against::Tt),
        });
    }
    if args.bundles {
        bundles::run(args.runs)?;
        return Ok(ExitCode::SUCCESS);
    }
    ensure_generated(&args)?;
    let registry = Registry::builtin();
    let de = Language::new(
        "de",
        vec![
            locforge_formats::PluralCategory::One,
            locforge_formats::PluralCategory::Other,
        ],
    );
    println!(
        "{:<26} {:<15} {:>6} {:>7} {:>24} {:>9} {:>13} {:>7} {:>9} {:>7}",
        "file",
        "format",
        "MB",
        "strings",
        "raw baseline",
        "raw MB/s",
        "parse MB/s",
        "×raw",
        "build MB/s",
        "×raw"
    );
    for (file, ndjson, key) in FILES {
        let Some(format) = registry.get(key) else {
            println!("{file:<26} {key:<15} (format not built in yet)");
            continue;
        };
        let path = args.gen_dir.join(file);
        let bytes =
            std::fs::read(&path).with_context(|| format!("cannot read {}", path.display()))?;
        let tr = translations(&std::fs::read(args.gen_dir.join(ndjson))?, "de")?;
        let baseline = Baseline::for_file(file);
        let raw_name = baseline.name();
        let raw = time(args.runs, || baseline.run(&bytes));
        let parsed = format
            .parse_all(&bytes, &ParseContext::default())
            .map_err(|e| anyhow::anyhow!(e.in_file(file)))?;
        // parse-file as the service does it: parse, then NDJSON for the response.
        let parse = time(args.runs, || {
            let mut out = Vec::with_capacity(bytes.len() * 2);
            parse_to_strings(format, file, &bytes, None, &[], &mut out, None)
                .map(|_| out.len())
                .unwrap_or(0)
        });
        let build = time(args.runs, || {
            build_one(format, file, &bytes, &tr, None, &de)
                .map(|b| b.len())
                .unwrap_or(0)
        });
        let built =
            build_one(format, file, &bytes, &tr, None, &de).map_err(|e| anyhow::anyhow!("{e}"))?;
        let (r, p, b) = (
            mbps(bytes.len(), raw),
            mbps(bytes.len(), parse),
            mbps(built.len(), build),
        );
        let dom = file.ends_with(".json").then(|| {
            let t = time(args.runs, || Baseline::SerdeJsonValue.run(&bytes));
            mbps(bytes.len(), t)
        });
        println!(
            "{:<26} {:<15} {:>6.2} {:>7} {:>24} {:>9.0} {:>13.0} {:>7.2} {:>9.0} {:>7.2}",
            file,
            key,
            bytes.len() as f64 / 1e6,
            parsed.entries.len(),
            raw_name,
            r,
            p,
            p / r,
            b,
            b / r
        );
        if let Some(d) = dom {
            println!(
                "{:<26} {:<15} {:>6} {:>7} {:>24} {:>9.0} {:>13} {:>7.2} {:>9} {:>7.2}",
                "",
                "",
                "",
                "",
                Baseline::SerdeJsonValue.name(),
                d,
                "",
                p / d,
                "",
                b / d
            );
        }
    }
    println!("(parse = parse + NDJSON serialization of the strings; build = re-parse + splice with de translations; single thread)");
    multilingual_speed_up(&args, &registry)?;
    bundles::run(args.runs.min(7))?;
    readers::run(&args.gen_dir, args.runs)?;
    if !args.no_processes {
        process::run(&args.gen_dir, args.runs.min(7))?;
        server::run(&args.gen_dir, args.runs)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Languages of the multilingual build measure.
const LANGUAGES: [&str; 8] = ["de", "fr", "es", "it", "nl", "pt", "sv", "pl"];

/// The files of the 8-language build measure: (file, translations, format key, whether the
/// format is multilingual: one file holding every language, built by `build_multilingual`).
const MULTILINGUAL: &[(&str, &str, &str, bool)] = &[
    (
        "flat_reference.json",
        "flat_reference.ndjson",
        "json",
        false,
    ),
    (
        "string_catalog.xcstrings",
        "string_catalog.ndjson",
        "xcstrings",
        true,
    ),
];

/// Times the build of each [`MULTILINGUAL`] file whose format is built in into [`LANGUAGES`] on
/// 1 and on 2 threads and prints the speed-up: one file per language for a monolingual format,
/// one file holding all of them for a multilingual one (each language rendered in parallel).
fn multilingual_speed_up(args: &Args, registry: &Registry) -> anyhow::Result<()> {
    for &(file, ndjson, key, multi) in MULTILINGUAL {
        let Some(format) = registry.get(key) else {
            continue;
        };
        let bytes = std::fs::read(args.gen_dir.join(file))?;
        let languages: Vec<String> = LANGUAGES.iter().map(|l| (*l).to_owned()).collect();
        let mut table = TranslationTable::new(&languages);
        for mut r in records(&std::fs::read(args.gen_dir.join(ndjson))?, "de")? {
            if let Some(t) = r.translations.get("de").cloned() {
                for l in &LANGUAGES[1..] {
                    r.translations.insert((*l).to_owned(), t.clone());
                }
            }
            table.add(BuildString::from(r));
        }
        let targets: Vec<Language> = LANGUAGES.iter().map(|l| cldr::language(l)).collect();
        let build = |pool: &rayon::ThreadPool| -> Result<usize, String> {
            if multi {
                let mut out = Vec::with_capacity(bytes.len() + bytes.len() / 4);
                build_multilingual(
                    pool, &**format, file, &bytes, &table, None, &targets, &mut out,
                )
                .map(|()| out.len())
                .map_err(|e| e.to_string())
            } else {
                build_languages(pool, &**format, file, &bytes, &table, None, &targets)
                    .into_iter()
                    .map(|r| r.map(|b| b.len()).map_err(|e| e.to_string()))
                    .sum()
            }
        };
        let mut medians = Vec::new();
        for threads in [1, 2] {
            let pool = multilingual::pool(threads)?;
            if let Err(e) = build(&pool) {
                println!(
                    "build-file {file} into {} languages failed: {e}",
                    LANGUAGES.len()
                );
                break;
            }
            medians.push(time(args.runs.min(7), || build(&pool).unwrap_or(0)));
        }
        let [one, two] = medians[..] else {
            continue;
        };
        println!(
            "build-file {file} ({:.2} MB, {key}) into {} languages{}: 1 thread {:.0} ms, 2 threads {:.0} ms: speed-up {:.2}× ({} cores here)",
            bytes.len() as f64 / 1e6,
            LANGUAGES.len(),
            if multi { ", one file" } else { ", a file each" },
            one.as_secs_f64() * 1e3,
            two.as_secs_f64() * 1e3,
            one.as_secs_f64() / two.as_secs_f64(),
            std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1)
        );
    }
    Ok(())
}
