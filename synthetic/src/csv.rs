//! The multilingual CSV: a column per language, RFC 4180 quoting through `escape.rs`'s
//! [`csv_cell`].

use crate::escape::csv_cell;
use crate::message::{plain, render, same, Gen};
use crate::ndjson::{nd_line, NdText};
use crate::words::{sections, subsections};

/// [`Kind::Csv`](crate::Kind::Csv): the source text and the NDJSON lines.
pub(crate) fn multilingual(g: &mut Gen, target: usize) -> (String, Vec<String>) {
    let ph = |name: &str, _| format!("{{{name}}}");
    let mut out = String::from("key,source,context,de,fr\r\n");
    let mut lines = Vec::new();
    let mut counter = 0usize;
    while out.len() < target {
        counter += 1;
        let m = g.msg();
        let key = format!(
            "{}.{}.{}_{counter}",
            g.r.choice(sections()),
            g.r.choice(subsections()),
            m.slug
        );
        let en = render(plain(&m.en), ph, same);
        let tr = render(plain(&m.tr), ph, same);
        let all = g.r.random() < 0.05;
        let context = match &m.comment {
            Some(c) if g.r.random() < 0.6 => c.clone(),
            _ => String::new(),
        };
        let de = if g.r.random() < 0.25 {
            tr.clone()
        } else {
            String::new()
        };
        for (i, cell) in [&key, &en, &context, &de].into_iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            csv_cell(&mut out, cell, all);
        }
        // The `fr` column is empty.
        out.push_str(if all { ",\"\"\r\n" } else { ",\r\n" });
        lines.push(nd_line(&key, NdText::Plain(tr)));
    }
    (out, lines)
}
