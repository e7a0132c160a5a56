//! The figures of `locforge bench --corpus`: what is measured per format, as the table on stdout
//! and the JSON of `--json` give them. Measuring lives in `mod.rs`, drawing in `report.rs`.

use serde::Serialize;

/// Everything one corpus run measured.
#[derive(Debug, Serialize)]
pub struct CorpusFigures {
    /// The folder walked.
    pub corpus: String,
    /// Timed runs behind each median.
    pub runs: usize,
    /// One row per format found, in the registry's order.
    pub formats: Vec<FormatFigures>,
    /// Files that could not be measured, each with why.
    pub failures: Vec<FileFailure>,
    /// Why instructions per byte are missing, when they are.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub instructions_note: Option<String>,
    /// Why the Translate Toolkit comparison is missing, when it was asked for and is.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub translate_toolkit_note: Option<String>,
}

/// The figures of the files of one format.
#[derive(Debug, Serialize)]
pub struct FormatFigures {
    /// Format key (as `locforge formats` lists it).
    pub format: String,
    /// Files of the format measured.
    pub files: usize,
    /// Their bytes.
    pub bytes: usize,
    /// Strings they hold.
    pub strings: usize,
    /// The raw tokenizer(s) of the same bytes.
    pub baseline: String,
    /// Raw tokenizer throughput, MB/s (10^6 bytes), median of the runs.
    pub raw_mb_s: f64,
    /// Parse (and NDJSON of the strings) throughput, MB/s of input, median of the runs.
    pub parse_mb_s: f64,
    /// Build (re-parse and splice in translations) throughput, MB/s of source, median of the runs.
    pub build_mb_s: f64,
    /// Instructions of the whole `locforge parse` process per input byte, on the format's
    /// largest file, less the same on a one-string file (callgrind).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub parse_instructions_per_byte: Option<f64>,
    /// Translate Toolkit parse throughput, MB/s, when it was asked for and is installed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub translate_toolkit_mb_s: Option<f64>,
}

/// A file the run could not measure.
#[derive(Debug, Serialize)]
pub struct FileFailure {
    /// The file's path.
    pub file: String,
    /// What went wrong.
    pub error: String,
}

impl CorpusFigures {
    /// Prints the table of the figures, one line per format, and the notes.
    pub fn print_table(&self) {
        println!(
            "{:<16} {:>6} {:>9} {:>8} {:<22} {:>9} {:>10} {:>6} {:>10} {:>6} {:>9}",
            "format",
            "files",
            "MB",
            "strings",
            "raw baseline",
            "raw MB/s",
            "parse MB/s",
            "×raw",
            "build MB/s",
            "×raw",
            "instr/B"
        );
        for f in &self.formats {
            println!(
                "{:<16} {:>6} {:>9.3} {:>8} {:<22} {:>9.1} {:>10.1} {:>6.2} {:>10.1} {:>6.2} {:>9}",
                f.format,
                f.files,
                f.bytes as f64 / 1e6,
                f.strings,
                f.baseline,
                f.raw_mb_s,
                f.parse_mb_s,
                f.parse_mb_s / f.raw_mb_s,
                f.build_mb_s,
                f.build_mb_s / f.raw_mb_s,
                f.parse_instructions_per_byte
                    .map(|i| format!("{i:.1}"))
                    .unwrap_or_else(|| "-".to_owned())
            );
        }
        println!(
            "(medians of {} runs, MB = 10^6 bytes, single thread; parse = parse + NDJSON of the strings; build = re-parse + splice in a translation of every string; ×raw = against the raw tokenizer of the same bytes)",
            self.runs
        );
        if let Some(note) = &self.instructions_note {
            println!("instructions per byte: {note}");
        }
        let tt: Vec<_> = self
            .formats
            .iter()
            .filter_map(|f| f.translate_toolkit_mb_s.map(|t| (f, t)))
            .collect();
        for (f, t) in &tt {
            println!(
                "against Translate Toolkit, {}: {:.1} MB/s, locforge parse {:.1}× faster",
                f.format,
                t,
                f.parse_mb_s / t
            );
        }
        if let Some(note) = &self.translate_toolkit_note {
            println!("against Translate Toolkit: {note}");
        }
    }
}
