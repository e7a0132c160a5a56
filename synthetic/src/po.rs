//! The GNU gettext catalog: entries with comments, references, flags, contexts and plurals,
//! fields wrapped as msgmerge wraps them ([`po_field`]), obsolete `#~` entries at the end.

use std::fmt::Write as _;

use crate::escape::po_quote;
use crate::message::{forms, has_placeholders, plain, render, Gen};
use crate::ndjson::{nd_line, NdText};
use crate::words::{sections, subsections, NUMERIC_PH};
use crate::LANG;

/// A PO string field, wrapped like msgmerge: one line when it fits in 79 characters and holds no
/// inner `\n`, else `keyword ""` and continuation lines split after `\n` and at spaces.
fn po_field(keyword: &str, s: &str) -> String {
    const WIDTH: usize = 79;
    let q = po_quote(s);
    let single = format!("{keyword} \"{q}\"");
    let qc: Vec<char> = q.chars().collect();
    let inner: String = qc[..qc.len().saturating_sub(2)].iter().collect();
    if single.chars().count() <= WIDTH && !inner.contains("\\n") {
        return single + "\n";
    }
    // Pieces end after each `\n` escape.
    let mut pieces: Vec<Vec<char>> = Vec::new();
    let mut cur: Vec<char> = Vec::new();
    for (i, &c) in qc.iter().enumerate() {
        cur.push(c);
        if c == 'n' && i > 0 && qc[i - 1] == '\\' {
            pieces.push(std::mem::take(&mut cur));
        }
    }
    if !cur.is_empty() {
        pieces.push(cur);
    }
    let mut chunks: Vec<String> = Vec::new();
    for mut piece in pieces {
        while piece.len() + 2 > WIDTH - 1 {
            let limit = (WIDTH - 3).min(piece.len());
            let mut cut = piece[..limit].iter().rposition(|&c| c == ' ').unwrap_or(0);
            if cut == 0 {
                cut = WIDTH - 3;
            }
            // Never end a line inside an escape (an odd run of trailing backslashes).
            while cut > 0
                && piece[..=cut]
                    .iter()
                    .rev()
                    .take_while(|&&c| c == '\\')
                    .count()
                    % 2
                    == 1
            {
                cut -= 1;
            }
            chunks.push(piece[..=cut].iter().collect());
            piece.drain(..=cut);
        }
        if !piece.is_empty() {
            chunks.push(piece.into_iter().collect());
        }
    }
    let mut out = format!("{keyword} \"\"\n");
    for c in chunks {
        let _ = writeln!(out, "\"{c}\"");
    }
    out
}

/// [`Kind::Gettext`](crate::Kind::Gettext): the source text and the NDJSON lines.
pub(crate) fn gettext(g: &mut Gen, target: usize) -> (String, Vec<String>) {
    let pyph = |name: &str, _| {
        let conv = if NUMERIC_PH.contains(&name) { "d" } else { "s" };
        format!("%({name}){conv}")
    };
    let header = format!(
        "# Synthetic catalog for throughput benchmarks.\n\
         # Copyright (C) 2024 Example Authors\n\
         # This file is distributed under the same license as the example package.\n\
         #\n\
         #, fuzzy\n\
         msgid \"\"\n\
         msgstr \"\"\n\
         \"Project-Id-Version: example 1.0\\n\"\n\
         \"Report-Msgid-Bugs-To: \\n\"\n\
         \"POT-Creation-Date: 2024-03-12 10:00+0100\\n\"\n\
         \"PO-Revision-Date: YEAR-MO-DA HO:MI+ZONE\\n\"\n\
         \"Last-Translator: FULL NAME <EMAIL@ADDRESS>\\n\"\n\
         \"Language-Team: German <de@example.org>\\n\"\n\
         \"Language: {LANG}\\n\"\n\
         \"MIME-Version: 1.0\\n\"\n\
         \"Content-Type: text/plain; charset=UTF-8\\n\"\n\
         \"Content-Transfer-Encoding: 8bit\\n\"\n\
         \"Plural-Forms: nplurals=2; plural=(n != 1);\\n\"\n"
    );
    let mut size = header.len();
    let mut out = header;
    let mut lines = Vec::new();
    let mut seen: std::collections::HashSet<(Option<String>, String)> = Default::default();
    let mut obsolete: Vec<(Option<String>, String, String)> = Vec::new();
    let mut counter = 0usize;
    while size < target {
        counter += 1;
        // msgids are unique per context: draw again on a clash, then fall back to a context.
        let mut attempt = 0;
        let (m, py, msgid, en_other, mut ctx) = loop {
            let m = g.msg();
            let py = has_placeholders(plain(&m.en));
            let esc = move |s: &str| {
                if py {
                    s.replace('%', "%%")
                } else {
                    s.to_string()
                }
            };
            let [one, other] = forms(&m.en);
            let msgid = render(one, pyph, esc);
            let en_other = m.plural().then(|| render(other, pyph, esc));
            let ctx = (g.r.random() < 0.05).then(|| {
                g.r.choice(&["button", "menu", "title", "verb", "noun", "tooltip"])
                    .to_string()
            });
            attempt += 1;
            if attempt >= 25 || !seen.contains(&(ctx.clone(), msgid.clone())) {
                break (m, py, msgid, en_other, ctx);
            }
        };
        while seen.contains(&(ctx.clone(), msgid.clone())) {
            ctx = Some(format!("{}-{counter}", g.r.choice(sections())));
        }
        seen.insert((ctx.clone(), msgid.clone()));
        let esc = move |s: &str| {
            if py {
                s.replace('%', "%%")
            } else {
                s.to_string()
            }
        };
        let mut e = String::new();
        if g.r.random() < 0.05 {
            e.push_str("# Translators: keep this short, it is shown on a button.\n");
        }
        if let Some(c) = &m.comment {
            let _ = writeln!(e, "#. {c}");
        }
        let refs: Vec<String> = (0..g.r.range(1, 3))
            .map(|_| {
                format!(
                    "src/{}/{}.py:{}",
                    g.r.choice(sections()),
                    g.r.choice(subsections()),
                    g.r.range(10, 2400)
                )
            })
            .collect();
        let _ = writeln!(e, "#: {}", refs.join(" "));
        let mut flags = Vec::new();
        if g.r.random() < 0.03 {
            flags.push("fuzzy");
        }
        if py {
            flags.push("python-format");
        }
        if !flags.is_empty() {
            let _ = writeln!(e, "#, {}", flags.join(", "));
        }
        if let Some(c) = &ctx {
            e.push_str(&po_field("msgctxt", c));
        }
        e.push_str(&po_field("msgid", &msgid));
        let tr = match &en_other {
            Some(other) => {
                e.push_str(&po_field("msgid_plural", other));
                e.push_str("msgstr[0] \"\"\nmsgstr[1] \"\"\n");
                let [one, other] = forms(&m.tr);
                NdText::Plural([render(one, pyph, esc), render(other, pyph, esc)])
            }
            None => {
                e.push_str("msgstr \"\"\n");
                NdText::Plain(render(plain(&m.tr), pyph, esc))
            }
        };
        let ident = match &ctx {
            Some(c) => format!("{c}\u{4}{msgid}"),
            None => msgid.clone(),
        };
        if g.r.random() < 0.01 && obsolete.len() < 200 {
            let text = match tr {
                NdText::Plain(s) => s,
                NdText::Plural([_, other]) => other,
            };
            obsolete.push((ctx, msgid, text));
            continue;
        }
        lines.push(nd_line(&ident, tr));
        out.push('\n');
        out.push_str(&e);
        size += e.len() + 1;
    }
    for (ctx, msgid, tr) in obsolete {
        out.push('\n');
        if let Some(c) = ctx {
            let _ = writeln!(out, "#~ msgctxt \"{}\"", po_quote(&c));
        }
        let _ = writeln!(out, "#~ msgid \"{}\"", po_quote(&msgid));
        let _ = writeln!(out, "#~ msgstr \"{}\"", po_quote(&tr));
    }
    (out, lines)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn po_fields_wrap_within_79_columns_and_keep_escapes_whole() {
        let long = "word ".repeat(40) + "tail\\with\"quotes\nand a second line";
        let f = po_field("msgid", &long);
        assert!(f.starts_with("msgid \"\"\n"), "{f}");
        for line in f.lines().skip(1) {
            assert!(line.chars().count() <= 79, "{line}");
            let body = &line[1..line.len() - 1];
            let slashes = body.chars().rev().take_while(|&c| c == '\\').count();
            assert_eq!(slashes % 2, 0, "a line ends inside an escape: {line}");
        }
        let joined: String = f.lines().skip(1).map(|l| &l[1..l.len() - 1]).collect();
        assert_eq!(joined, po_quote(&long));
        assert_eq!(po_field("msgid", "short"), "msgid \"short\"\n");
    }
}
