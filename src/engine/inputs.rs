//! Resolving a job's inputs: the file (inline base64 or `contentUrl`) and the strings (inline or
//! an NDJSON `stringsUrl`, decoded as it streams in), within the configured caps.

use base64::Engine as _;
use std::collections::{BTreeMap, HashMap};

use locforge_formats::{Entry, Translation};
use locforge_protocol::ndjson::{NdjsonDecoder, NdjsonError};
use locforge_protocol::strings as wire;
use locforge_protocol::FileRef;
use serde::de::DeserializeOwned;
use serde::Deserialize;

use super::error::JobError;
use super::records::{entries_from_records, entry_from_record, translation_from_wire};
use crate::config::Limits;
use crate::transfer::fetch::{FetchError, Fetcher};

/// The file's bytes: decoded `content`, or the body of `contentUrl`.
pub async fn file_bytes(
    file: &FileRef,
    fetcher: &Fetcher,
    limits: &Limits,
) -> Result<Vec<u8>, JobError> {
    if let Some(content) = &file.content {
        return decode_base64(content, "file.content");
    }
    match &file.content_url {
        Some(url) if !url.is_empty() => fetcher
            .fetch_bytes(url, "file.contentUrl", limits.max_fetch_bytes)
            .await
            .map_err(fetch_error),
        _ => Err(JobError::bad(
            "the file has neither `content` nor `contentUrl`; send one of them",
        )),
    }
}

/// The job's strings: inline, or streamed from `stringsUrl`.
pub async fn strings(
    inline: Option<Vec<wire::StringRecord>>,
    url: Option<&str>,
    fetcher: &Fetcher,
    limits: &Limits,
) -> Result<Vec<Entry>, JobError> {
    if let Some(strings) = inline {
        return Ok(entries_from_records(strings));
    }
    let mut out = Vec::new();
    stream_strings::<wire::StringRecord>(strings_url(url)?, fetcher, limits, |batch| {
        out.extend(batch.drain(..).map(entry_from_record))
    })
    .await?;
    Ok(out)
}

/// Translations of one language keyed by identifier: what a build needs from the strings.
pub type TranslationMap = HashMap<String, Translation, foldhash::fast::RandomState>;

/// A string of a build request, reduced while it streams in to what a build needs.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct BuildString {
    identifier: String,
    #[serde(default)]
    custom_data: Option<String>,
    #[serde(default)]
    translations: BTreeMap<String, wire::Translation>,
}

impl From<wire::StringRecord> for BuildString {
    fn from(e: wire::StringRecord) -> BuildString {
        BuildString {
            identifier: e.identifier,
            custom_data: e.custom_data,
            translations: e.translations,
        }
    }
}

/// The translations into `target` of a build-file job: from inline strings, or streamed from
/// `stringsUrl` keeping only `target`'s translation of each line (so a 10 MB NDJSON of many
/// languages never sits in memory as full entries). Checks `customData` sizes on the way.
pub async fn translations_for(
    inline: Option<Vec<wire::StringRecord>>,
    url: Option<&str>,
    target: &str,
    fetcher: &Fetcher,
    limits: &Limits,
) -> Result<TranslationMap, JobError> {
    let mut map = TranslationMap::default();
    map.reserve(inline.as_ref().map_or(0, Vec::len));
    let mut bad_custom_data = None;
    let mut keep_all = |strings: &mut Vec<BuildString>| {
        for s in strings.drain(..) {
            keep(
                &mut map,
                s,
                target,
                limits.max_custom_data,
                &mut bad_custom_data,
            );
        }
    };
    match inline {
        Some(strings) => keep_all(&mut strings.into_iter().map(BuildString::from).collect()),
        None => stream_strings(strings_url(url)?, fetcher, limits, keep_all).await?,
    }
    match bad_custom_data {
        Some(e) => Err(e),
        None => Ok(map),
    }
}

/// The job's non-empty `stringsUrl`, or the 400 for a job that has neither strings nor a URL.
fn strings_url(url: Option<&str>) -> Result<&str, JobError> {
    url.filter(|u| !u.is_empty()).ok_or_else(|| {
        JobError::bad("this job needs `strings` or `stringsUrl`, and the request has neither")
    })
}

/// Streams the NDJSON at `url` (the `stringsUrl`) through a decoder of `T`, handing `take` each
/// batch of decoded lines as it arrives (the batch is to be drained).
async fn stream_strings<T: DeserializeOwned>(
    url: &str,
    fetcher: &Fetcher,
    limits: &Limits,
    mut take: impl FnMut(&mut Vec<T>),
) -> Result<(), JobError> {
    let mut decoder = NdjsonDecoder::<T>::new(limits.max_ndjson_line);
    let mut batch = Vec::new();
    fetcher
        .fetch_chunks(url, "stringsUrl", limits.max_strings_bytes, |chunk, _| {
            decoder.feed(chunk, &mut batch).map_err(not_ndjson)?;
            take(&mut batch);
            Ok(())
        })
        .await
        .map_err(fetch_error)?;
    decoder
        .finish(&mut batch)
        .map_err(|e| JobError::failed(not_ndjson(e)))?;
    take(&mut batch);
    Ok(())
}

/// The message of a `stringsUrl` body that is not NDJSON.
fn not_ndjson(e: NdjsonError) -> String {
    format!("stringsUrl is not valid NDJSON: {e}")
}

/// The translations of each of `languages` in a whole NDJSON body (the CLI's `build`), reduced
/// line by line like [`translations_for`] so only the requested languages stay in memory.
pub fn translations_by_language(
    body: &[u8],
    languages: &[String],
    max_line: usize,
) -> Result<HashMap<String, TranslationMap>, NdjsonError> {
    let mut maps: HashMap<String, TranslationMap> = languages
        .iter()
        .map(|l| (l.clone(), TranslationMap::default()))
        .collect();
    let mut decoder = NdjsonDecoder::<BuildString>::new(max_line);
    let mut batch = Vec::new();
    let mut take = |batch: &mut Vec<BuildString>| {
        for mut s in batch.drain(..) {
            for (lang, map) in maps.iter_mut() {
                if let Some(t) = s.translations.remove(lang) {
                    map.insert(s.identifier.clone(), translation_from_wire(t));
                }
            }
        }
    };
    // Feed in slices so each line is reduced before the next ones are decoded.
    for chunk in body.chunks(1 << 16) {
        decoder.feed(chunk, &mut batch)?;
        take(&mut batch);
    }
    decoder.finish(&mut batch)?;
    take(&mut batch);
    Ok(maps)
}

fn keep(
    map: &mut TranslationMap,
    mut s: BuildString,
    target: &str,
    max_custom_data: usize,
    bad: &mut Option<JobError>,
) {
    if let Err(e) = check_custom_data(&s.identifier, s.custom_data.as_deref(), max_custom_data) {
        bad.get_or_insert(e);
    }
    if let Some(t) = s.translations.remove(target) {
        map.insert(s.identifier, translation_from_wire(t));
    }
}

/// Refuses `customData` over the limit, naming the string.
pub fn check_custom_data(
    identifier: &str,
    custom_data: Option<&str>,
    max: usize,
) -> Result<(), JobError> {
    match custom_data {
        Some(c) if c.len() > max => Err(JobError::bad(format!(
            "customData of string `{identifier}` is {} bytes; the limit is {max} bytes",
            c.len()
        ))),
        _ => Ok(()),
    }
}

/// Decodes standard base64 (with padding); names the field and offset on failure.
pub fn decode_base64(s: &str, field: &str) -> Result<Vec<u8>, JobError> {
    base64::engine::general_purpose::STANDARD
        .decode(s.trim_end_matches(['\n', '\r']))
        .map_err(|e| JobError::bad(format!("{field} is not valid base64 ({e})")))
}

/// A download that failed or was refused by policy fails the job with a message the platform
/// shows the user (200 + `error.message`): the request itself is well-formed, as the spec's list
/// of 400 cases (missing fields, unknown jobType) has it.
fn fetch_error(e: FetchError) -> JobError {
    JobError::Failed(e.message)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_errors_name_the_field() {
        assert_eq!(decode_base64("aGk=", "file.content").expect("valid"), b"hi");
        let e = decode_base64("aGk", "file.content").expect_err("truncated");
        assert!(
            matches!(e, JobError::BadRequest(m) if m.starts_with("file.content is not valid base64"))
        );
        assert!(decode_base64("a$b=", "x").is_err());
    }
}
