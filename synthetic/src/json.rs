//! The JSON family: i18next nested JSON, the flat reference JSON and Transifex's structured JSON,
//! written with 2-space indentation as Python's `json.dumps(..., indent=2, ensure_ascii=False)`
//! does. (The String Catalog is JSON too, but in Xcode's layout: see `apple.rs`.)

use std::fmt::Write as _;

use crate::escape::json_str;
use crate::message::{forms, plain, render, same, Gen, Tokens};
use crate::ndjson::{nd_line, NdText};
use crate::words::{sections, subsections, CATEGORIES};

/// A JSON value of the nested file: a string or an object with ordered keys.
enum Json {
    /// A string.
    Str(String),
    /// An object, keys in insertion order.
    Obj(Vec<(String, Json)>),
}

impl Json {
    /// The items of an object.
    fn obj_mut(&mut self) -> &mut Vec<(String, Json)> {
        match self {
            Json::Obj(v) => v,
            Json::Str(_) => unreachable!("only objects are descended into"),
        }
    }

    /// Writes with 2-space indentation starting at `level`.
    fn write(&self, out: &mut String, level: usize) {
        match self {
            Json::Str(s) => json_str(out, s),
            Json::Obj(items) if items.is_empty() => out.push_str("{}"),
            Json::Obj(items) => {
                out.push('{');
                for (i, (k, v)) in items.iter().enumerate() {
                    out.push_str(if i == 0 { "\n" } else { ",\n" });
                    out.extend(std::iter::repeat_n(' ', 2 * (level + 1)));
                    json_str(out, k);
                    out.push_str(": ");
                    v.write(out, level + 1);
                }
                out.push('\n');
                out.extend(std::iter::repeat_n(' ', 2 * level));
                out.push('}');
            }
        }
    }
}

/// [`Kind::I18nextNested`](crate::Kind::I18nextNested): the source text and the NDJSON lines.
pub(crate) fn i18next_nested(g: &mut Gen, target: usize) -> (String, Vec<String>) {
    let ph = |name: &str, _| format!("{{{{{name}}}}}");
    let mut root: Vec<(String, Json)> = Vec::new();
    let mut lines = Vec::new();
    let mut size = 0usize;
    let mut counter = 0usize;
    let mut ns_index = 0usize;
    while size < target {
        let mut ns_name = sections()[ns_index % sections().len()].to_string();
        if ns_index >= sections().len() {
            ns_name = format!("{ns_name}{}", ns_index / sections().len() + 1);
        }
        ns_index += 1;
        let mut ns: Vec<(String, Json)> = Vec::new();
        let mut ns_lines = Vec::new();
        let n_subs = g.r.range(6, 12);
        for sub in g.r.sample(subsections(), n_subs) {
            let mut path = vec![ns_name.clone(), sub.to_string()];
            let mut sub_node = Json::Obj(Vec::new());
            let deeper = if g.r.random() < 0.35 {
                let d =
                    *g.r.choice(&["primary", "secondary", "advanced", "mobile", "legacy"]);
                path.push(d.to_string());
                Some(d)
            } else {
                None
            };
            let mut node: Vec<(String, Json)> = Vec::new();
            for _ in 0..g.r.range(8, 30) {
                counter += 1;
                let m = g.msg();
                let key = format!("{}_{counter}", m.slug);
                let id = |k: &str| format!("{}.{k}", path.join("."));
                if m.plural() {
                    let (en, tr) = (forms(&m.en), forms(&m.tr));
                    for (i, cat) in CATEGORIES.iter().enumerate() {
                        let k = format!("{key}_{cat}");
                        node.push((k.clone(), Json::Str(render(en[i], ph, same))));
                        ns_lines.push(nd_line(&id(&k), NdText::Plain(render(tr[i], ph, same))));
                    }
                    continue;
                }
                let mut en = render(plain(&m.en), ph, same);
                let mut tr = render(plain(&m.tr), ph, same);
                let x = g.r.random();
                if x < 0.04 {
                    en.push_str(" $t(common.app_name)");
                    tr.push_str(" $t(common.app_name)");
                } else if x < 0.08 && en.contains("<b>") {
                    en = en.replace("<b>", "<1>").replace("</b>", "</1>");
                    tr = tr.replace("<b>", "<1>").replace("</b>", "</1>");
                } else if x < 0.10 {
                    for (suffix, en_s, tr_s) in [("male", "He", "Er"), ("female", "She", "Sie")] {
                        let k2 = format!("{key}_{suffix}");
                        node.push((k2.clone(), Json::Str(format!("{en_s}: {en}"))));
                        ns_lines.push(nd_line(&id(&k2), NdText::Plain(format!("{tr_s}: {tr}"))));
                    }
                }
                node.push((key.clone(), Json::Str(en)));
                ns_lines.push(nd_line(&id(&key), NdText::Plain(tr)));
            }
            match deeper {
                Some(d) => sub_node.obj_mut().push((d.to_string(), Json::Obj(node))),
                None => sub_node = Json::Obj(node),
            }
            ns.push((sub.to_string(), sub_node));
        }
        if ns_name == "common" {
            ns.push(("app_name".into(), Json::Str("Acme Cloud".into())));
            ns_lines.push(nd_line(
                "common.app_name",
                NdText::Plain("Acme Cloud".into()),
            ));
        }
        let ns = Json::Obj(ns);
        let mut text = String::new();
        ns.write(&mut text, 0);
        size += text.len();
        root.push((ns_name, ns));
        lines.extend(ns_lines);
    }
    let mut data = String::new();
    Json::Obj(root).write(&mut data, 0);
    data.push('\n');
    (data, lines)
}

/// [`Kind::FlatReference`](crate::Kind::FlatReference): the source text and the NDJSON lines.
pub(crate) fn flat_reference(g: &mut Gen, target: usize) -> (String, Vec<String>) {
    let ph = |name: &str, _| format!("{{{name}}}");
    let icu = |name: &str, _| {
        if name == "count" {
            "#".to_string()
        } else {
            format!("{{{name}}}")
        }
    };
    let mut obj: Vec<(String, Json)> = Vec::new();
    let mut lines = Vec::new();
    let mut size = 2usize;
    let mut counter = 0usize;
    while size < target {
        counter += 1;
        let m = g.msg();
        let prefix = format!("{}.{}", g.r.choice(sections()), g.r.choice(subsections()));
        let (en, tr) = if m.plural() {
            let (e, t) = (forms(&m.en), forms(&m.tr));
            let plural = |f: [&Tokens; 2]| {
                format!(
                    "{{count, plural, one {{{}}} other {{{}}}}}",
                    render(f[0], icu, same),
                    render(f[1], icu, same)
                )
            };
            (plural(e), plural(t))
        } else {
            let mut en = render(plain(&m.en), ph, same);
            let mut tr = render(plain(&m.tr), ph, same);
            if g.r.random() < 0.03 {
                en.push_str("\t(beta)");
                tr.push_str("\t(Beta)");
            }
            (en, tr)
        };
        let key = format!("{prefix}.{}_{counter}", m.slug);
        let mut pair = String::from("{");
        json_str(&mut pair, &key);
        pair.push_str(": ");
        json_str(&mut pair, &en);
        pair.push('}');
        size += pair.len() + 4;
        lines.push(nd_line(&key, NdText::Plain(tr)));
        obj.push((key, Json::Str(en)));
    }
    let mut data = String::new();
    Json::Obj(obj).write(&mut data, 0);
    data.push('\n');
    (data, lines)
}

/// [`Kind::StructuredJson`](crate::Kind::StructuredJson): the source text and the NDJSON lines.
pub(crate) fn structured(g: &mut Gen, target: usize) -> (String, Vec<String>) {
    let ph = |name: &str, _| format!("{{{name}}}");
    let icu = |name: &str, _| {
        if name == "count" {
            "#".to_string()
        } else {
            format!("{{{name}}}")
        }
    };
    let mut out = String::from("{");
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
        let (en, tr) = if m.plural() {
            let (e, t) = (forms(&m.en), forms(&m.tr));
            let en = format!(
                "{{count, plural, one {{{}}} other {{{}}}}}",
                render(e[0], icu, same),
                render(e[1], icu, same)
            );
            (
                en,
                NdText::Plural([render(t[0], icu, same), render(t[1], icu, same)]),
            )
        } else {
            (
                render(plain(&m.en), ph, same),
                NdText::Plain(render(plain(&m.tr), ph, same)),
            )
        };
        out.push_str(if counter == 1 { "\n  " } else { ",\n  " });
        json_str(&mut out, &key);
        out.push_str(": {\n    \"string\": ");
        json_str(&mut out, &en);
        if g.r.random() < 0.05 {
            out.push_str(",\n    \"context\": ");
            let c = *g.r.choice(&["button", "menu", "title", "verb", "noun"]);
            json_str(&mut out, c);
        }
        if let Some(c) = &m.comment {
            if g.r.random() < 0.7 {
                out.push_str(",\n    \"developer_comment\": ");
                json_str(&mut out, c);
            }
        }
        if g.r.random() < 0.2 {
            let _ = write!(out, ",\n    \"character_limit\": {}", g.r.range(20, 120));
        }
        out.push_str("\n  }");
        lines.push(nd_line(&key, tr));
    }
    out.push_str("\n}\n");
    (out, lines)
}
