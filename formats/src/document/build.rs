//! What the build of every document format does first for a slot of a translated segment: the
//! translation and the source read for run `k`, and at run 0 the check of the translation's
//! codes against the source's (order included: each code's bytes stay where they are).
//!
//! The runs of a segment are read once, at run 0, and kept for its later runs (a render sees
//! one slot at a time): finding run `k` afresh for each slot would read the segment once per
//! run, quadratic in its codes (a 16 KB paragraph of 4,094 codes took 0.4 s to build).

use std::cell::RefCell;

use crate::error::FormatError;
use crate::format::{RenderContext, SlotValue};

use super::check::check_code_order;
use super::codes::{parse_segment, CodeToken};

/// One run of a segment's text: its literal text and the codes before and after it.
type Run = (
    String,
    Option<CodeToken<'static>>,
    Option<CodeToken<'static>>,
);

/// The runs of a text, in order (one more than its codes); `None` when it does not read.
fn runs_of(text: &str) -> Option<Vec<Run>> {
    let mut runs = Vec::new();
    let mut run = String::new();
    let mut prev: Option<CodeToken<'static>> = None;
    for t in parse_segment(text).ok()? {
        let code = match t {
            CodeToken::Text(s) => {
                run.push_str(&s);
                continue;
            }
            CodeToken::Open(n) => CodeToken::Open(n),
            CodeToken::Close(n) => CodeToken::Close(n),
            CodeToken::Standalone(n) => CodeToken::Standalone(n),
        };
        runs.push((std::mem::take(&mut run), prev.take(), Some(code.clone())));
        prev = Some(code);
    }
    runs.push((run, prev, None));
    Some(runs)
}

/// The runs of the segment being built: where its translation and source text are (address
/// and length, which stay put while its slots are rendered) and their runs.
struct Kept {
    translation: (usize, usize),
    source: (usize, usize),
    new: Vec<Run>,
    old: Vec<Run>,
}

thread_local! {
    /// The runs of the last segment with codes whose run 0 this thread rendered.
    static KEPT: RefCell<Option<Kept>> = const { RefCell::new(None) };
}

/// Where a text is, to know it again.
fn place(s: &str) -> (usize, usize) {
    (s.as_ptr() as usize, s.len())
}

/// Run `k` of the translation and of the source: read afresh at run 0 (kept when the segment
/// has codes, so more runs follow), from what was kept at the later runs of that segment.
fn runs_at(translation: &str, source: &str, k: usize) -> Option<(Run, Run)> {
    KEPT.with(|kept| {
        let mut kept = kept.borrow_mut();
        let same = kept
            .as_ref()
            .is_some_and(|c| c.translation == place(translation) && c.source == place(source));
        if k == 0 || !same {
            let (new, old) = (runs_of(translation)?, runs_of(source)?);
            if old.len() == 1 {
                return Some((new.first()?.clone(), old.first()?.clone()));
            }
            *kept = Some(Kept {
                translation: place(translation),
                source: place(source),
                new,
                old,
            });
        }
        let c = kept.as_ref()?;
        Some((c.new.get(k)?.clone(), c.old.get(k)?.clone()))
    })
}

/// Run `k` of a translated segment, as a build writes it.
pub(crate) struct SegmentRun<'a> {
    /// The string's identifier (for messages).
    pub id: &'a str,
    /// The whole translation, in the notation.
    pub translation: &'a str,
    /// The translation's run `k` and the source's, literal text.
    pub new: String,
    pub old: String,
    /// The codes before and after the source's run (`None` at the segment's edges).
    pub prev: Option<CodeToken<'static>>,
    pub next: Option<CodeToken<'static>>,
}

/// Run `k` of the segment a slot at byte `at` of a `format` file holds. Every slot of a segment
/// gets the same text and is rendered when any is, run 0 first: checking the codes there
/// checks them for all runs.
pub(crate) fn segment_run<'a>(
    value: SlotValue<'a>,
    ctx: &RenderContext<'a>,
    at: usize,
    k: usize,
    format: &str,
) -> Result<SegmentRun<'a>, FormatError> {
    let (SlotValue::Text { text, .. }, Some(entry)) = (value, ctx.entry) else {
        return Err(FormatError::internal(
            ctx.src,
            at,
            format!("internal error: a {format} slot holds one plain value of an entry"),
        ));
    };
    let id = &*entry.identifier;
    let source = entry.text.main();
    if k == 0 {
        check_code_order(id, source, text)?;
    }
    let Some(((new, _, _), (old, prev, next))) = runs_at(text, source, k) else {
        return Err(FormatError::internal(
            ctx.src,
            at,
            format!("internal error: a {format} slot names a run its segment does not have"),
        ));
    };
    Ok(SegmentRun {
        id,
        translation: text,
        new,
        old,
        prev,
        next,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_are_the_text_between_codes_with_the_codes_around() {
        let runs = runs_of("a<0>b&lt;c</0><1/>").unwrap();
        assert_eq!(
            runs,
            vec![
                ("a".to_string(), None, Some(CodeToken::Open(0))),
                (
                    "b<c".to_string(),
                    Some(CodeToken::Open(0)),
                    Some(CodeToken::Close(0))
                ),
                (
                    String::new(),
                    Some(CodeToken::Close(0)),
                    Some(CodeToken::Standalone(1))
                ),
                (String::new(), Some(CodeToken::Standalone(1)), None),
            ]
        );
        assert!(runs_of("<99999999999>").is_none());
        // Run 0 reads the segment; its later runs come from what was kept, a text without codes
        // (an attribute between them) leaving that alone.
        let (t, s) = ("x<0/>y".to_string(), "a<0/>b".to_string());
        assert_eq!(runs_at(&t, &s, 0).unwrap().0 .0, "x");
        assert_eq!(runs_at("plain", "text", 0).unwrap().1 .0, "text");
        assert_eq!(runs_at(&t, &s, 1).unwrap().1 .0, "b");
        assert!(runs_at(&t, &s, 2).is_none());
    }
}
