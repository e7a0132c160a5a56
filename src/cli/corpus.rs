//! `locforge corpus`: the test corpus's tools. `corpus gen` writes the synthetic benchmark files
//! (the generator itself is the `locforge-synthetic` crate; this file only parses arguments and
//! reports).

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{bail, Context as _};

use locforge_synthetic::{self as synthetic, Kind};

/// Options of `corpus`.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, clap::Subcommand)]
enum Command {
    /// Write large synthetic localization files with matching NDJSON translations.
    #[command(
        long_about = "Write large, realistic synthetic localization files, each with a matching NDJSON \
translations file (one {\"identifier\": …, \"translations\": {\"de\": {\"text\": …}}} object per line), \
for build benchmarks and tests.\n\n\
The same arguments always give byte-identical files (seeded, no system randomness).",
        after_help = "Formats (--formats, comma-separated; default: all):\n  \
i18next   i18next_nested.json   nested namespaces, {{name}}, key_one/key_other plurals, $t(), <1>…</1>, _male/_female\n            \
identifier = key path joined with \".\" (plural suffix included)\n  \
flat      flat_reference.json   one object of strings, {name} placeholders, ICU plurals\n            \
identifier = the top-level key\n  \
po        gettext.po            header with Plural-Forms, #. #: #, comments, msgctxt, msgid_plural, wrapped lines, #~ entries\n            \
identifier = msgid, or msgctxt U+0004 msgid (obsolete entries not listed)\n  \
android   android_strings.xml   <string>, <plurals>, <xliff:g>, \\' \\\" escapes, CDATA, translatable=\"false\"\n            \
identifier = name attribute (translatable=\"false\" not listed)\n  \
xliff12   xliff12.xlf           several <file>s, <group>s, states, notes, inline <g>/<x/>, translate=\"no\"\n            \
identifier = trans-unit id (translate=\"no\" not listed)\n\n\
Translations are plain logical strings: placeholders stay in the source's syntax, inline markup is\n\
dropped, no format escaping.\n\n\
Examples:\n  \
locforge corpus gen --out target/bench-gen                   all fourteen, about 5 MiB each\n  \
locforge corpus gen --out /tmp/s --size-mb 0.2 --formats po,android --seed 3"
    )]
    Gen(GenArgs),
}

/// Options of `corpus gen`.
#[derive(Debug, clap::Args)]
struct GenArgs {
    /// Folder to write into (created when missing; existing files of the same names are replaced).
    #[arg(long, value_name = "DIR")]
    out: PathBuf,
    /// Approximate size of each source file, in MiB (generation stops at the first string past it).
    #[arg(long, default_value_t = 5.0, value_name = "MIB")]
    size_mb: f64,
    /// Seed of the random stream: other seeds give other files of the same shape.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Which files to write (i18next, flat, po, android, xliff12, strings, stringsdict,
    /// properties, yaml, resx, fluent, structured-json, xcstrings, csv), comma-separated.
    #[arg(long, value_delimiter = ',', value_name = "LIST")]
    formats: Vec<String>,
}

/// Runs `corpus`.
pub(super) fn run(args: Args) -> anyhow::Result<ExitCode> {
    match args.command {
        Command::Gen(a) => gen(a),
    }
}

fn gen(args: GenArgs) -> anyhow::Result<ExitCode> {
    if !(args.size_mb.is_finite() && args.size_mb > 0.0) {
        bail!("--size-mb must be a positive number, got {}", args.size_mb);
    }
    let kinds: Vec<Kind> = if args.formats.is_empty() {
        Kind::ALL.to_vec()
    } else {
        args.formats
            .iter()
            .map(|n| {
                Kind::from_name(n.trim()).with_context(|| {
                    let known: Vec<&str> = Kind::ALL.iter().map(|k| k.name()).collect();
                    format!("unknown format `{n}`; expected one of {}", known.join(", "))
                })
            })
            .collect::<anyhow::Result<_>>()?
    };
    let size = (args.size_mb * 1024.0 * 1024.0) as usize;
    let written = synthetic::write(&args.out, &kinds, size, args.seed)
        .with_context(|| format!("cannot write into {}", args.out.display()))?;
    for w in written {
        println!(
            "{:<24} {:>10} bytes {:>8} strings",
            w.source.display(),
            w.bytes,
            w.strings
        );
    }
    Ok(ExitCode::SUCCESS)
}
