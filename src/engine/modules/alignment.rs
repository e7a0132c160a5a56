//! file-translations-alignment: the platform has the project's source strings and a translated
//! file a user brought (a legacy translation); it sends both — the source strings with their
//! ids, and the strings it read from the translated file (`text`, `context`, usually no id) —
//! and the app answers which translation belongs to which source string:
//! `{"data": {"translations": [{"sourceStringId", "text"}]}}` (or `translationsUrl` past the
//! inline threshold). The official framework's shapes (docs/PROTOCOL.md §23).
//!
//! How strings are paired, in this order, each step over what the earlier ones left:
//! 1. **by id**: a translated string carrying the id of a source string;
//! 2. **by context**: equal non-empty contexts, each unique on its side (key-value formats: the
//!    platform puts the key there);
//! 3. **by source text**: when the translated file is one locforge reads and it holds source
//!    and translation side by side (PO `msgid`/`msgstr`, XLIFF `<source>`/`<target>`, …), each
//!    of its translated entries goes to the source string with the same text (and context when
//!    both have one), when exactly one has it;
//! 4. **by position**: when as many source strings as translated strings are left, in order
//!    (the same file structure).
//!
//! What is left is not aligned; a line of the server log says how many each step paired and
//! why the rest were not. What lives here: the pairing and the job. What does not: the configuration
//! (`config::file_modules`), the route (`file_modules`).

use std::collections::HashMap;
use std::sync::Arc;

use locforge_formats::{Language, OwnedEntry, ParseContext, Text};
use locforge_protocol::{AlignmentString, JobRequest, JobType};
use serde_json::{json, Value};

use crate::config::file_modules::AlignmentConfig;
use crate::engine::control::JobControl;
use crate::engine::error::JobError;
use crate::engine::inputs;
use crate::engine::jobs::{Engine, JobOutput, Route};
use crate::engine::records::text_to_wire;

/// A configured translations-alignment module.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AlignmentModule {
    /// Module key (the route's `{key}`).
    pub key: String,
}

impl AlignmentModule {
    /// The configured alignment modules.
    pub fn from_config(configs: &[AlignmentConfig]) -> Vec<AlignmentModule> {
        configs
            .iter()
            .map(|c| AlignmentModule { key: c.key.clone() })
            .collect()
    }
}

/// How many pairs each step made, and what was left.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AlignmentReport {
    /// Paired by the translated string's id.
    pub by_id: usize,
    /// Paired by equal, unique contexts.
    pub by_context: usize,
    /// Paired through the translated file's source texts.
    pub by_source_text: usize,
    /// Paired by position.
    pub by_position: usize,
    /// Source strings left without a translation.
    pub unaligned_source: usize,
    /// Translated strings left without a source string.
    pub unaligned_translations: usize,
}

impl AlignmentReport {
    /// The report in a sentence, for the job log.
    pub fn describe(&self) -> String {
        let aligned = self.by_id + self.by_context + self.by_source_text + self.by_position;
        let mut s = format!(
            "{aligned} aligned ({} by id, {} by context, {} by source text, {} by position)",
            self.by_id, self.by_context, self.by_source_text, self.by_position
        );
        if self.unaligned_source + self.unaligned_translations > 0 {
            s.push_str(&format!(
                "; not aligned: {} source strings and {} translated strings (no id, no unique context or source text in common, and the counts left differ, so their order says nothing)",
                self.unaligned_source, self.unaligned_translations
            ));
        }
        s
    }
}

/// A translated entry of the file locforge read: its source text, context and translation.
pub struct FilePair {
    /// The source text.
    pub source: String,
    /// The context, when the file gives one.
    pub context: Option<String>,
    /// The translation (a string or plural forms).
    pub text: Value,
}

/// Pairs `source` strings with `translated` strings (and the translated file's own pairs,
/// `file`): `(sourceStringId, text)` in the order of the source strings.
pub fn align(
    source: &[AlignmentString],
    translated: &[AlignmentString],
    file: &[FilePair],
) -> (Vec<(i64, Value)>, AlignmentReport) {
    let mut report = AlignmentReport::default();
    // What each source string (by index) gets.
    let mut paired: Vec<Option<Value>> = vec![None; source.len()];
    let mut used = vec![false; translated.len()];
    // 1. By id.
    let index_of: HashMap<i64, usize> = source
        .iter()
        .enumerate()
        .filter_map(|(i, s)| Some((s.id?, i)))
        .collect();
    for (j, t) in translated.iter().enumerate() {
        if let Some(&i) = t.id.and_then(|id| index_of.get(&id)) {
            if paired[i].is_none() {
                paired[i] = Some(t.text.clone());
                used[j] = true;
                report.by_id += 1;
            }
        }
    }
    // 2. By unique, equal contexts.
    let unique = |items: Vec<(usize, &str)>| -> HashMap<String, usize> {
        let mut count: HashMap<&str, (usize, usize)> = HashMap::new();
        for (i, c) in items {
            let e = count.entry(c).or_insert((0, i));
            e.0 += 1;
        }
        count
            .into_iter()
            .filter(|(_, (n, _))| *n == 1)
            .map(|(c, (_, i))| (c.to_owned(), i))
            .collect()
    };
    let source_contexts = unique(
        (0..source.len())
            .filter(|&i| paired[i].is_none())
            .filter_map(|i| Some((i, context(&source[i])?)))
            .collect(),
    );
    let translated_contexts = unique(
        (0..translated.len())
            .filter(|&j| !used[j])
            .filter_map(|j| Some((j, context(&translated[j])?)))
            .collect(),
    );
    for (c, &j) in &translated_contexts {
        if let Some(&i) = source_contexts.get(c) {
            paired[i] = Some(translated[j].text.clone());
            used[j] = true;
            report.by_context += 1;
        }
    }
    // 3. Through the file's source texts.
    if !file.is_empty() {
        let mut by_text: HashMap<&str, Vec<usize>> = HashMap::new();
        for i in (0..source.len()).filter(|&i| paired[i].is_none()) {
            if let Some(t) = main_text(&source[i].text) {
                by_text.entry(t).or_default().push(i);
            }
        }
        for p in file {
            let Some(candidates) = by_text.get(p.source.as_str()) else {
                continue;
            };
            let fits: Vec<usize> = candidates
                .iter()
                .copied()
                .filter(|&i| paired[i].is_none())
                .filter(|&i| match (context(&source[i]), p.context.as_deref()) {
                    (Some(a), Some(b)) => a == b.trim(),
                    _ => true,
                })
                .collect();
            if let [i] = fits[..] {
                paired[i] = Some(p.text.clone());
                report.by_source_text += 1;
            }
        }
    }
    // 4. By position, when the counts left agree.
    let left: Vec<usize> = (0..source.len()).filter(|&i| paired[i].is_none()).collect();
    let free: Vec<usize> = (0..translated.len()).filter(|&j| !used[j]).collect();
    if !left.is_empty() && left.len() == free.len() {
        for (&i, &j) in left.iter().zip(&free) {
            paired[i] = Some(translated[j].text.clone());
            used[j] = true;
            report.by_position += 1;
        }
    }
    report.unaligned_source = paired.iter().filter(|p| p.is_none()).count();
    report.unaligned_translations = used.iter().filter(|u| !**u).count();
    let pairs = source
        .iter()
        .zip(paired)
        .filter_map(|(s, t)| Some((s.id?, t?)))
        .filter(|(_, t)| !t.is_null())
        .collect();
    (pairs, report)
}

/// A string's non-blank context, trimmed.
fn context(s: &AlignmentString) -> Option<&str> {
    s.context
        .as_deref()
        .map(str::trim)
        .filter(|c| !c.is_empty())
}

/// The text of a plain string, or the `other` form of a plural one.
fn main_text(v: &Value) -> Option<&str> {
    match v {
        Value::String(s) => Some(s),
        Value::Object(forms) => forms.get("other").and_then(Value::as_str),
        _ => None,
    }
}

impl Engine {
    /// Runs a translations-alignment module's job: `file-translations-alignment` only.
    pub(in crate::engine) async fn align_translations(
        self: &Arc<Self>,
        mut request: JobRequest,
        job_type: JobType,
        module: AlignmentModule,
        control: Arc<JobControl>,
    ) -> Result<JobOutput, JobError> {
        if job_type != JobType::TranslationsAlignment {
            return Err(JobError::bad(format!(
                "translations-alignment module `{}` pairs translated strings with source strings: it handles file-translations-alignment (or translations-alignment-file), not {}",
                module.key,
                job_type.as_str()
            )));
        }
        let (fetcher, limits) = (&self.parts.fetcher, &self.parts.limits);
        let source = inputs::records(
            request.source_strings.take(),
            request.source_strings_url.as_deref(),
            "sourceStringsUrl",
            fetcher,
            limits,
        )
        .await?
        .ok_or_else(|| {
            JobError::bad("file-translations-alignment needs `sourceStrings` or `sourceStringsUrl`, and the request has neither")
        })?;
        let translated = inputs::records(
            request.translation_strings.take(),
            request.translation_strings_url.as_deref(),
            "translationStringsUrl",
            fetcher,
            limits,
        )
        .await?
        .unwrap_or_default();
        let file = self.alignment_file(&mut request, &control).await?;
        if translated.is_empty() && file.is_empty() {
            return Err(JobError::bad(
                "file-translations-alignment has nothing to align: no `translationStrings` (or `translationStringsUrl`) and no translated file locforge reads",
            ));
        }
        let threshold = limits.inline_threshold;
        let spiller = self.spiller.for_job(control.clone());
        let (body, count, report) = self
            .cpu(&control, move || {
                let (pairs, report) = align(&source, &translated, &file);
                let records: Vec<Value> = pairs
                    .iter()
                    .map(|(id, text)| json!({"sourceStringId": id, "text": text}))
                    .collect();
                let body = serde_json::to_vec(&json!({"data": {"translations": records}}))
                    .map_err(|e| JobError::Internal(format!("serializing translations: {e}")))?;
                if body.len() <= threshold {
                    return Ok((body, pairs.len(), report));
                }
                let mut ndjson = Vec::with_capacity(body.len());
                for r in &records {
                    serde_json::to_writer(&mut ndjson, r).map_err(|e| {
                        JobError::Internal(format!("serializing translations: {e}"))
                    })?;
                    ndjson.push(b'\n');
                }
                let url = spiller.spill_all(&ndjson, "ndjson")?;
                let body = serde_json::to_vec(&json!({"data": {"translationsUrl": url}}))
                    .map_err(|e| JobError::Internal(format!("serializing the answer: {e}")))?;
                Ok((body, pairs.len(), report))
            })
            .await?;
        tracing::info!(module = %module.key, "translations alignment: {}", report.describe());
        Ok(JobOutput {
            body,
            job_type: JobType::TranslationsAlignment,
            format: None,
            strings: count,
            not_modified: false,
        })
    }

    /// The translated pairs of the job's file when it has content and is a file locforge reads
    /// holding source and translation side by side; none otherwise (an asset, no content, a
    /// format not served, a file of one language). A file that does not read is refused with
    /// its position: its strings would be aligned wrongly.
    async fn alignment_file(
        &self,
        request: &mut JobRequest,
        control: &JobControl,
    ) -> Result<Vec<FilePair>, JobError> {
        let Some(file) = request.file.as_ref() else {
            return Ok(Vec::new());
        };
        let has_content =
            file.content.is_some() || file.content_url.as_deref().is_some_and(|u| !u.is_empty());
        if !has_content || file.file_type.as_deref() == Some("assets") {
            return Ok(Vec::new());
        }
        let Some((name, content)) = self
            .module_file(
                request,
                control,
                "file-translations-alignment reads the translated file",
            )
            .await?
        else {
            return Ok(Vec::new());
        };
        let Ok(format) = self.pick_format(&Route::Any, request, &name, &content) else {
            return Ok(Vec::new());
        };
        control.set_format(format.info().key);
        let (source, targets) = Engine::languages(request)?;
        let Some(target) = targets.first() else {
            return Ok(Vec::new());
        };
        let ctx = ParseContext {
            source: source.as_ref(),
            targets: std::slice::from_ref(target),
        };
        let parsed = format
            .parse_all(&content, &ctx)
            .map_err(|e| JobError::failed(e.in_file(&name)))?;
        Ok(parsed
            .entries
            .into_iter()
            .filter_map(|e| file_pair(e, target))
            .collect())
    }
}

/// The pair of a parsed entry that holds a translation into `target`.
fn file_pair(e: OwnedEntry, target: &Language) -> Option<FilePair> {
    let translation = e
        .translations
        .get(&target.id)
        .cloned()
        .or(e.existing.clone())?;
    if matches!(&translation.text, Text::Plain(t) if t.is_empty()) {
        return None;
    }
    Some(FilePair {
        source: e.text.main().to_owned(),
        context: e.context.map(|c| c.into_owned()),
        text: serde_json::to_value(text_to_wire(translation.text)).ok()?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(id: Option<i64>, text: &str, context: Option<&str>) -> AlignmentString {
        AlignmentString {
            id,
            text: json!(text),
            context: context.map(str::to_owned),
        }
    }

    #[test]
    fn pairs_by_id_then_context_then_source_text_then_position() {
        let source = [
            s(Some(1), "Open", Some("menu.open")),
            s(Some(2), "Close", Some("menu.close")),
            s(Some(3), "Save", None),
            s(Some(4), "Quit", None),
        ];
        let translated = [
            s(None, "Schließen", Some("menu.close")),
            s(Some(1), "Öffnen", None),
            s(None, "Beenden", None),
        ];
        let file = [FilePair {
            source: "Save".into(),
            context: None,
            text: json!("Speichern"),
        }];
        let (pairs, report) = align(&source, &translated, &file);
        assert_eq!(
            pairs,
            [
                (1, json!("Öffnen")),
                (2, json!("Schließen")),
                (3, json!("Speichern")),
                (4, json!("Beenden")),
            ]
        );
        assert_eq!(
            (
                report.by_id,
                report.by_context,
                report.by_source_text,
                report.by_position
            ),
            (1, 1, 1, 1)
        );
        assert_eq!(report.unaligned_source, 0);
    }

    #[test]
    fn what_cannot_be_paired_is_left_and_said() {
        // Ambiguous contexts, different counts: nothing by position.
        let source = [
            s(Some(1), "A", Some("x")),
            s(Some(2), "B", Some("x")),
            s(Some(3), "C", None),
        ];
        let translated = [s(None, "a", Some("x")), s(None, "b", None)];
        let (pairs, report) = align(&source, &translated, &[]);
        assert!(pairs.is_empty(), "{pairs:?}");
        assert_eq!(
            (report.unaligned_source, report.unaligned_translations),
            (3, 2)
        );
        assert!(report
            .describe()
            .contains("not aligned: 3 source strings and 2 translated"));
    }
}
