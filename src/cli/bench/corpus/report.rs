//! The HTML page of `locforge bench --corpus --report FILE.html`: one self-contained file with
//! the charts drawn by `plotters` as inline SVG (throughput per format against the raw tokenizer
//! of the same bytes, and parse and build as a multiple of it) and the table of figures.

use std::fmt::Write as _;

use plotters::prelude::*;

use super::figures::{CorpusFigures, FormatFigures};

/// Height of one format's band in the charts, in pixels; the (logarithmic) x axis runs to 30×
/// the largest bar so that the legend (upper right) sits clear of the bars.
const ROW: u32 = 40;

/// One bar series of a chart: its label, colour and value for a format.
type Series<'a> = (&'a str, RGBColor, &'a dyn Fn(&FormatFigures) -> f64);

/// A horizontal grouped bar chart with a row per format and a bar per series, as SVG markup.
fn bar_chart(
    title: &str,
    unit: &str,
    formats: &[FormatFigures],
    series: &[Series<'_>],
) -> anyhow::Result<String> {
    let n = formats.len().max(1);
    let values = || {
        formats
            .iter()
            .flat_map(|f| series.iter().map(move |(_, _, v)| v(f)))
            .filter(|v| v.is_finite() && *v > 0.0)
    };
    // A logarithmic axis: the raw line scan runs near memory speed, thousands of times a parse,
    // and on a linear axis every other bar would be a sliver.
    let max = values().fold(0.0f64, f64::max).max(1e-9);
    let min = values().fold(f64::INFINITY, f64::min).min(max);
    let lo = 10f64.powf((min / 2.0).log10().floor());
    let height = 110 + ROW * n as u32;
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (900, height)).into_drawing_area();
        root.fill(&WHITE).map_err(draw_error)?;
        // Each format takes a band of slots on the y axis: one per series and a gap; the first
        // format is at the top. The name is written beside the band's middle slot.
        let slots = series.len() as i32 + 1;
        let names: Vec<String> = formats.iter().map(|f| f.format.clone()).collect();
        let slot_of = |i: usize, s: usize| (n - 1 - i) as i32 * slots + (slots - 1 - s as i32);
        let mut chart = ChartBuilder::on(&root)
            .caption(title, ("sans-serif", 20))
            .margin(12)
            .x_label_area_size(40)
            .y_label_area_size(140)
            .build_cartesian_2d(
                (lo..max * 30.0).log_scale(),
                (0..n as i32 * slots).into_segmented(),
            )
            .map_err(draw_error)?;
        chart
            .configure_mesh()
            .disable_y_mesh()
            .label_style(("sans-serif", 13))
            .x_label_formatter(&|v| {
                if *v >= 1.0 {
                    format!("{v:.0}")
                } else {
                    format!("{v}")
                }
            })
            .x_desc(unit)
            .y_labels(n * slots as usize)
            .y_label_formatter(&|y| match y {
                SegmentValue::CenterOf(j) if j % slots == slots / 2 => names
                    .get(n.wrapping_sub(1 + (j / slots) as usize))
                    .cloned()
                    .unwrap_or_default(),
                _ => String::new(),
            })
            .draw()
            .map_err(draw_error)?;
        for (s, (label, color, value)) in series.iter().enumerate() {
            let color = *color;
            chart
                .draw_series(formats.iter().enumerate().map(|(i, f)| {
                    let j = slot_of(i, s);
                    let v = value(f);
                    let v = if v.is_finite() { v.max(lo) } else { lo };
                    let mut bar = Rectangle::new(
                        [
                            (lo, SegmentValue::Exact(j)),
                            (v, SegmentValue::Exact(j + 1)),
                        ],
                        color.filled(),
                    );
                    bar.set_margin(1, 1, 0, 0);
                    bar
                }))
                .map_err(draw_error)?
                .label(*label)
                .legend(move |(x, y)| {
                    Rectangle::new([(x, y - 5), (x + 12, y + 5)], color.filled())
                });
        }
        chart
            .configure_series_labels()
            .position(SeriesLabelPosition::UpperRight)
            .border_style(BLACK)
            .background_style(WHITE.mix(0.85))
            .draw()
            .map_err(draw_error)?;
        root.present().map_err(draw_error)?;
    }
    Ok(svg)
}

fn draw_error(e: impl std::fmt::Display) -> anyhow::Error {
    anyhow::anyhow!("cannot draw the chart: {e}")
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The whole page for `figures`.
pub fn html(figures: &CorpusFigures) -> anyhow::Result<String> {
    const RAW: RGBColor = RGBColor(150, 150, 150);
    const PARSE: RGBColor = RGBColor(31, 119, 180);
    const BUILD: RGBColor = RGBColor(255, 127, 14);
    let raw = |f: &FormatFigures| f.raw_mb_s;
    let parse = |f: &FormatFigures| f.parse_mb_s;
    let build = |f: &FormatFigures| f.build_mb_s;
    let parse_x = |f: &FormatFigures| f.parse_mb_s / f.raw_mb_s;
    let build_x = |f: &FormatFigures| f.build_mb_s / f.raw_mb_s;
    let throughput = bar_chart(
        "Throughput per format (median)",
        "MB/s (10^6 bytes per second)",
        &figures.formats,
        &[
            ("raw tokenizer", RAW, &raw),
            ("parse", PARSE, &parse),
            ("build", BUILD, &build),
        ],
    )?;
    let ratio = bar_chart(
        "Against the raw tokenizer of the same bytes",
        "× the raw tokenizer's throughput (1 = as fast)",
        &figures.formats,
        &[("parse", PARSE, &parse_x), ("build", BUILD, &build_x)],
    )?;
    let mut page = String::new();
    let _ = write!(
        page,
        "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>locforge bench: {corpus}</title>\n\
         <style>body{{font-family:sans-serif;margin:2em;color:#222}}table{{border-collapse:collapse}}\
         td,th{{padding:3px 10px;border-bottom:1px solid #ddd;text-align:right}}td:first-child,th:first-child{{text-align:left}}</style>\n\
         </head><body>\n<h1>locforge bench on {corpus}</h1>\n<p>Medians of {runs} runs, single thread; MB = 10<sup>6</sup> bytes. \
         Parse = parse + NDJSON of the strings; build = re-parse + splice in a translation of every string; \
         the raw tokenizer reads the same bytes in the same run.</p>\n<figure>{throughput}</figure>\n<figure>{ratio}</figure>\n",
        corpus = escape(&figures.corpus),
        runs = figures.runs,
    );
    page.push_str("<table><tr><th>format</th><th>files</th><th>MB</th><th>strings</th><th>raw baseline</th><th>raw MB/s</th><th>parse MB/s</th><th>build MB/s</th><th>instructions/byte</th><th>Translate Toolkit MB/s</th></tr>\n");
    for f in &figures.formats {
        let opt = |v: Option<f64>| v.map(|v| format!("{v:.1}")).unwrap_or_else(|| "–".into());
        let _ = writeln!(
            page,
            "<tr><td>{}</td><td>{}</td><td>{:.3}</td><td>{}</td><td>{}</td><td>{:.1}</td><td>{:.1}</td><td>{:.1}</td><td>{}</td><td>{}</td></tr>",
            escape(&f.format),
            f.files,
            f.bytes as f64 / 1e6,
            f.strings,
            escape(&f.baseline),
            f.raw_mb_s,
            f.parse_mb_s,
            f.build_mb_s,
            opt(f.parse_instructions_per_byte),
            opt(f.translate_toolkit_mb_s),
        );
    }
    page.push_str("</table>\n");
    for note in [&figures.instructions_note, &figures.translate_toolkit_note]
        .into_iter()
        .flatten()
    {
        let _ = writeln!(page, "<p>{}</p>", escape(note));
    }
    if !figures.failures.is_empty() {
        page.push_str("<h2>Files not measured</h2>\n<ul>\n");
        for f in &figures.failures {
            let _ = writeln!(page, "<li>{}: {}</li>", escape(&f.file), escape(&f.error));
        }
        page.push_str("</ul>\n");
    }
    page.push_str("</body></html>\n");
    Ok(page)
}
