//! The check of a translation's inline codes against its source segment's, shared by the build
//! of every document format and by the app's qa-gate step.

use std::collections::HashMap;

use crate::error::{ErrorKind, FormatError};

use super::codes::{parse_segment, CodeToken};

/// What the source says of one code: paired or standalone, and the paired code it sits in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct CodeShape {
    paired: bool,
    parent: Option<u32>,
}

/// How a code is written, for messages: `<2>…</2>` or `<2/>`.
fn shown(n: u32, paired: bool) -> String {
    if paired {
        format!("<{n}>…</{n}>")
    } else {
        format!("<{n}/>")
    }
}

/// An error about string `identifier`'s translation.
fn refused(identifier: &str, message: String) -> FormatError {
    FormatError::whole(format!("string `{identifier}`: {message}")).with_kind(ErrorKind::Syntax)
}

/// What is wrong with `translation`'s inline codes against `source`'s, in words a translator
/// reads (the code and the remedy named), or `None` when they match as [`check_codes`] wants:
/// for a qa gate, which has no file to name.
pub fn code_mismatch(source: &str, translation: &str) -> Option<String> {
    check_codes("", source, translation)
        .err()
        .map(|e| e.message.trim_start_matches("string ``: ").to_string())
}

/// Whether a segment's text has words (anything but whitespace) outside its codes: a build
/// refuses a translation without, which would leave its block empty and the string gone.
pub(crate) fn has_words(text: &str) -> bool {
    parse_segment(text).is_ok_and(|ts| {
        ts.iter()
            .any(|t| matches!(t, CodeToken::Text(s) if !s.trim().is_empty()))
    })
}

/// The codes of a source segment with their shapes, in order of appearance.
fn source_shapes(
    identifier: &str,
    source: &str,
) -> Result<(Vec<u32>, HashMap<u32, CodeShape>), FormatError> {
    let tokens =
        parse_segment(source).map_err(|e| refused(identifier, format!("the source text: {e}")))?;
    let mut order = Vec::new();
    let mut shapes = HashMap::new();
    let mut open: Vec<u32> = Vec::new();
    let bad = |what: String| {
        refused(
            identifier,
            format!("the source text's codes are not well formed ({what}); expected each code once, paired codes closed in order"),
        )
    };
    for t in &tokens {
        match *t {
            CodeToken::Text(_) => {}
            CodeToken::Open(n) | CodeToken::Standalone(n) => {
                let paired = matches!(t, CodeToken::Open(_));
                let shape = CodeShape {
                    paired,
                    parent: open.last().copied(),
                };
                if shapes.insert(n, shape).is_some() {
                    return Err(bad(format!("<{n}> appears twice")));
                }
                order.push(n);
                if paired {
                    open.push(n);
                }
            }
            CodeToken::Close(n) => {
                if open.pop() != Some(n) {
                    return Err(bad(format!("</{n}> closes no open <{n}>")));
                }
            }
        }
    }
    if let Some(n) = open.pop() {
        return Err(bad(format!("<{n}> is never closed")));
    }
    Ok((order, shapes))
}

/// Checks that `translation` holds exactly the inline codes of `source` (the segment it
/// translates), each once, of the same kind, and nested as in the source: a paired code closed
/// after everything opened inside it, inside the same paired code as in the source. The error
/// names the string (`identifier`), the code (`<2>`) and the remedy. The build of every document
/// format calls it for each translated segment, and so can a qa gate.
pub fn check_codes(identifier: &str, source: &str, translation: &str) -> Result<(), FormatError> {
    let (order, shapes) = source_shapes(identifier, source)?;
    let tokens = parse_segment(translation)
        .map_err(|e| refused(identifier, format!("the translation: {e}")))?;
    let mut seen: HashMap<u32, ()> = HashMap::new();
    let mut open: Vec<u32> = Vec::new();
    for t in &tokens {
        let n = match *t {
            CodeToken::Text(_) => continue,
            CodeToken::Close(n) => {
                match open.last() {
                    Some(&top) if top == n => {
                        open.pop();
                    }
                    Some(&top) if open.contains(&n) => {
                        return Err(refused(
                            identifier,
                            format!("the translation closes </{n}> while <{top}> (opened inside it) is still open: the codes are mis-nested; expected </{top}> before </{n}>"),
                        ))
                    }
                    _ => {
                        return Err(refused(
                            identifier,
                            format!("the translation has </{n}> where no <{n}> is open; expected <{n}> before </{n}>"),
                        ))
                    }
                }
                continue;
            }
            CodeToken::Open(n) | CodeToken::Standalone(n) => n,
        };
        let paired = matches!(t, CodeToken::Open(_));
        let Some(shape) = shapes.get(&n) else {
            return Err(refused(
                identifier,
                format!("the translation has code {} that the source does not have; expected only the source's codes ({}): remove it", shown(n, paired), list(&order, &shapes)),
            ));
        };
        if shape.paired != paired {
            return Err(refused(
                identifier,
                format!(
                    "the translation writes code <{n}> as {}, the source as {}; expected {}",
                    shown(n, paired),
                    shown(n, shape.paired),
                    shown(n, shape.paired)
                ),
            ));
        }
        if seen.insert(n, ()).is_some() {
            return Err(refused(
                identifier,
                format!("the translation has code {} twice; expected it once, as in the source: remove the second", shown(n, paired)),
            ));
        }
        let parent = open.last().copied();
        if parent != shape.parent {
            let place = |p: Option<u32>| match p {
                Some(p) => format!("inside <{p}>…</{p}>"),
                None => "outside every paired code".to_string(),
            };
            return Err(refused(
                identifier,
                format!(
                    "the translation has code <{n}> {}, the source {}: the codes are mis-nested; expected <{n}> {} as in the source",
                    place(parent),
                    place(shape.parent),
                    place(shape.parent)
                ),
            ));
        }
        if paired {
            open.push(n);
        }
    }
    if let Some(n) = open.pop() {
        return Err(refused(
            identifier,
            format!("the translation opens <{n}> and never closes it; expected </{n}> after the text it marks"),
        ));
    }
    if let Some(&n) = order.iter().find(|n| !seen.contains_key(n)) {
        let paired = shapes.get(&n).is_some_and(|s| s.paired);
        return Err(refused(
            identifier,
            format!("the translation loses code {}; expected every code of the source exactly once: put {} back", shown(n, paired), shown(n, paired)),
        ));
    }
    Ok(())
}

/// The source's codes, for messages: `<0>…</0>, <1/>`.
fn list(order: &[u32], shapes: &HashMap<u32, CodeShape>) -> String {
    let all: Vec<String> = order
        .iter()
        .map(|n| shown(*n, shapes.get(n).is_some_and(|s| s.paired)))
        .collect();
    if all.is_empty() {
        "none".to_string()
    } else {
        all.join(", ")
    }
}

/// [`check_codes`], and then that the codes come in the source's order (`<0>`, `</0>`, `<1/>`, …
/// as the source has them): what a format that keeps each code's bytes where they stand in the
/// file needs (the text around and inside the codes may change freely).
pub fn check_code_order(
    identifier: &str,
    source: &str,
    translation: &str,
) -> Result<(), FormatError> {
    check_codes(identifier, source, translation)?;
    let codes = |s: &str| -> Vec<String> {
        parse_segment(s)
            .map(|ts| {
                ts.iter()
                    .filter(|t| t.code().is_some())
                    .map(|t| t.to_string())
                    .collect()
            })
            .unwrap_or_default()
    };
    let want = codes(source);
    let got = codes(translation);
    if let Some(i) = (0..want.len()).find(|&i| want.get(i) != got.get(i)) {
        return Err(refused(
            identifier,
            format!(
                "the translation has {} where the source has {}: this format keeps the codes in the source's order ({}); expected that order, with the words moved around the codes instead",
                got.get(i).map_or("nothing", |s| s.as_str()),
                want[i],
                want.join(" ")
            ),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(source: &str, translation: &str) -> String {
        check_codes("intro/p.1a2b", source, translation)
            .unwrap_err()
            .to_string()
    }

    #[test]
    fn matching_codes_pass_in_any_order() {
        let src = "<0>Bold</0> and <1>link</1><2/>";
        check_codes("s", src, "<1>lien</1> et <0>gras</0><2/>").unwrap();
        check_code_order("s", src, "<0>Gras</0> et <1>lien</1><2/>").unwrap();
        check_codes("s", "no codes &lt;0>", "aucun &lt;0>").unwrap();
    }

    #[test]
    fn each_breach_is_named_with_string_and_code() {
        let src = "<0>a <1>b</1></0> c<2/>";
        let e = err(src, "<0>a <1>b</1></0> c");
        assert!(
            e.contains("`intro/p.1a2b`") && e.contains("loses code <2/>"),
            "{e}"
        );
        let e = err(src, "<0>a <1>b</1></0> c<2/><2/>");
        assert!(e.contains("<2/> twice"), "{e}");
        let e = err(src, "<0>a <1>b</1></0> c<2/><3/>");
        assert!(e.contains("code <3/> that the source does not have"), "{e}");
        let e = err(src, "<0>a <1>b</0></1> c<2/>");
        assert!(e.contains("mis-nested") && e.contains("</0>"), "{e}");
        let e = err(src, "<0>a</0> <1>b</1> c<2/>");
        assert!(e.contains("code <1> outside every paired code"), "{e}");
        let e = err(src, "<2/><0>a <1>b</1> c");
        assert!(e.contains("never closes") && e.contains("<0>"), "{e}");
        let e = err(src, "<0>a <1/></0> c<2/>");
        assert!(e.contains("writes code <1> as <1/>"), "{e}");
        let e = err(src, "</0>a <1>b</1> c<2/>");
        assert!(e.contains("</0> where no <0> is open"), "{e}");
    }

    #[test]
    fn the_qa_form_names_the_code_without_a_string() {
        assert_eq!(code_mismatch("<0>a</0>", "<0>b</0>"), None);
        let m = code_mismatch("<0>a</0> <1/>", "<0>b</0>").expect("a code is lost");
        assert!(m.starts_with("the translation loses code <1/>"), "{m}");
    }

    #[test]
    fn order_is_checked_only_by_the_ordered_check() {
        let src = "<0>a</0> <1>b</1>";
        check_codes("s", src, "<1>b</1> <0>a</0>").unwrap();
        let e = check_code_order("s", src, "<1>b</1> <0>a</0>")
            .unwrap_err()
            .to_string();
        assert!(e.contains("has <1> where the source has <0>"), "{e}");
    }
}
