//! What the build of every document format does first for a slot of a translated segment: the
//! translation and the source read for run `k`, and at run 0 the check of the translation's
//! codes against the source's (order included: each code's bytes stay where they are).

use crate::error::FormatError;
use crate::format::{RenderContext, SlotValue};

use super::check::check_code_order;
use super::codes::{run_at, CodeToken};

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
    let (Some((new, _, _)), Some((old, prev, next))) = (run_at(text, k), run_at(source, k)) else {
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
