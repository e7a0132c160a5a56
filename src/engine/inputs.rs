//! Resolving a job's inputs: the file (inline base64 or `contentUrl`) and the strings (inline or
//! an NDJSON `stringsUrl`, decoded as it streams in), within the configured caps. A build's
//! strings are reduced to a translation table as they arrive; a pre-export's are handed on in
//! batches through a bounded channel, so neither holds the whole strings body.

use base64::Engine as _;
use locforge_formats::OwnedEntry;
use locforge_protocol::ndjson::{NdjsonDecoder, NdjsonError};
use locforge_protocol::strings as wire;
use locforge_protocol::FileRef;
use serde::de::DeserializeOwned;

use super::error::JobError;
use super::records::entry_from_record;
use super::translation_table::{BuildString, TranslationTable};
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

/// What [`send_strings`] sends: the strings in batches as they arrive, then their end. A
/// receiver that sees the channel close without [`Strings::End`] knows the strings did not all
/// arrive (the sender failed or was dropped) and must not answer with what it has.
#[derive(Debug)]
pub enum Strings {
    /// The next strings, in order.
    Batch(Vec<OwnedEntry>),
    /// Every string was sent.
    End,
}

/// The job's strings, all of them: inline, or streamed from `stringsUrl`. For the jobs that need
/// every string at once (a bundle's `create`, post-import's rules over the parsed strings); the
/// others take them batch by batch through [`send_strings`].
pub async fn strings(
    inline: Option<Vec<wire::StringRecord>>,
    url: Option<&str>,
    fetcher: &Fetcher,
    limits: &Limits,
) -> Result<Vec<OwnedEntry>, JobError> {
    if let Some(strings) = inline {
        return Ok(strings.into_iter().map(entry_from_record).collect());
    }
    let mut out = Vec::new();
    stream_strings::<wire::StringRecord>(
        strings_url(url)?,
        "stringsUrl",
        fetcher,
        limits,
        |batch| out.extend(batch.drain(..).map(entry_from_record)),
    )
    .await?;
    Ok(out)
}

/// Strings of inline requests sent per batch, so the receiver starts before the last is made.
const INLINE_BATCH: usize = 1024;

/// Sends the job's strings on `tx` as entries, in order: inline, or decoded from `stringsUrl` as
/// it streams in, each chunk's records sent (waiting while the channel is full, so the download
/// goes at the receiver's pace) before the next chunk is read. Ends with [`Strings::End`]. When
/// the receiver is gone (it failed) this stops quietly: the receiver's error is the job's.
pub async fn send_strings(
    inline: Option<Vec<wire::StringRecord>>,
    url: Option<&str>,
    fetcher: &Fetcher,
    limits: &Limits,
    tx: tokio::sync::mpsc::Sender<Strings>,
) -> Result<(), JobError> {
    if let Some(strings) = inline {
        let mut records = strings.into_iter().peekable();
        while records.peek().is_some() {
            let batch = records.by_ref().take(INLINE_BATCH).map(entry_from_record);
            if tx.send(Strings::Batch(batch.collect())).await.is_err() {
                return Ok(());
            }
        }
        let _ = tx.send(Strings::End).await;
        return Ok(());
    }
    let mut download = fetcher
        .download(strings_url(url)?, "stringsUrl", limits.max_strings_bytes)
        .await
        .map_err(fetch_error)?;
    let mut decoder = NdjsonDecoder::<wire::StringRecord>::new(limits.max_ndjson_line);
    let mut records = Vec::new();
    let send = async |records: &mut Vec<wire::StringRecord>| {
        if records.is_empty() {
            return true;
        }
        let batch = records.drain(..).map(entry_from_record).collect();
        tx.send(Strings::Batch(batch)).await.is_ok()
    };
    while let Some(chunk) = download.next_chunk().await.map_err(fetch_error)? {
        decoder
            .feed(&chunk, &mut records)
            .map_err(|e| JobError::failed(not_ndjson(e)))?;
        if !send(&mut records).await {
            return Ok(());
        }
    }
    decoder
        .finish(&mut records)
        .map_err(|e| JobError::failed(not_ndjson(e)))?;
    if send(&mut records).await {
        let _ = tx.send(Strings::End).await;
    }
    Ok(())
}

/// The translations into `targets` of a build-file job, in one table: from inline strings, or
/// streamed from `stringsUrl` keeping only the targets' translations of each line (so a 10 MB
/// NDJSON of many languages never sits in memory as full entries). Checks `customData` sizes on
/// the way.
pub async fn translation_table(
    inline: Option<Vec<wire::StringRecord>>,
    url: Option<&str>,
    targets: &[String],
    fetcher: &Fetcher,
    limits: &Limits,
) -> Result<TranslationTable, JobError> {
    let mut table = TranslationTable::new(targets);
    let mut bad_custom_data = None;
    let mut keep_all = |strings: &mut Vec<BuildString>| {
        for s in strings.drain(..) {
            if let Err(e) =
                check_custom_data(s.identifier(), s.custom_data(), limits.max_custom_data)
            {
                bad_custom_data.get_or_insert(e);
            }
            table.add(s);
        }
    };
    match inline {
        Some(strings) => keep_all(&mut strings.into_iter().map(BuildString::from).collect()),
        None => {
            let decoder = build_string_decoder(targets, limits.max_ndjson_line);
            stream_into(
                decoder,
                strings_url(url)?,
                "stringsUrl",
                fetcher,
                limits,
                keep_all,
            )
            .await?
        }
    }
    match bad_custom_data {
        Some(e) => Err(e),
        None => Ok(table),
    }
}

/// The job's non-empty `stringsUrl`, or the 400 for a job that has neither strings nor a URL.
fn strings_url(url: Option<&str>) -> Result<&str, JobError> {
    url.filter(|u| !u.is_empty()).ok_or_else(|| {
        JobError::bad("this job needs `strings` or `stringsUrl`, and the request has neither")
    })
}

/// Streams the NDJSON at `url` (the request's `field`, `stringsUrl` mostly) through a decoder of
/// `T`, handing `take` each batch of decoded lines as it arrives (the batch is to be drained).
///
/// Lines are read by serde_json: `locforge bench` (same run, 63 MB of lines with 11 languages
/// each) took 217 ms against simd-json's 228 ms (0.95×; the bar to switch is 1.3×).
async fn stream_strings<T: DeserializeOwned>(
    url: &str,
    field: &str,
    fetcher: &Fetcher,
    limits: &Limits,
    take: impl FnMut(&mut Vec<T>),
) -> Result<(), JobError> {
    let decoder = NdjsonDecoder::<T>::new(limits.max_ndjson_line);
    stream_into(decoder, url, field, fetcher, limits, take).await
}

/// [`stream_strings`] through a decoder of the caller's.
async fn stream_into<T: DeserializeOwned>(
    mut decoder: NdjsonDecoder<T>,
    url: &str,
    field: &str,
    fetcher: &Fetcher,
    limits: &Limits,
    mut take: impl FnMut(&mut Vec<T>),
) -> Result<(), JobError> {
    let mut batch = Vec::new();
    fetcher
        .fetch_chunks(url, field, limits.max_strings_bytes, |chunk, _| {
            decoder
                .feed(chunk, &mut batch)
                .map_err(|e| not_ndjson_at(field, e))?;
            take(&mut batch);
            Ok(())
        })
        .await
        .map_err(fetch_error)?;
    decoder
        .finish(&mut batch)
        .map_err(|e| JobError::failed(not_ndjson_at(field, e)))?;
    take(&mut batch);
    Ok(())
}

/// The records of one list of a job that are not string records (file-translations-alignment's
/// `sourceStrings` / `translationStrings`): `inline`, else the NDJSON at `url` (the request's
/// `field`), fetched within the strings cap; `None` when the request has neither.
pub async fn records<T: DeserializeOwned>(
    inline: Option<Vec<T>>,
    url: Option<&str>,
    field: &str,
    fetcher: &Fetcher,
    limits: &Limits,
) -> Result<Option<Vec<T>>, JobError> {
    if let Some(records) = inline {
        return Ok(Some(records));
    }
    let Some(url) = url.filter(|u| !u.is_empty()) else {
        return Ok(None);
    };
    let mut out = Vec::new();
    stream_strings::<T>(url, field, fetcher, limits, |batch| out.append(batch)).await?;
    Ok(Some(out))
}

/// The message of a `stringsUrl` body that is not NDJSON.
fn not_ndjson(e: NdjsonError) -> String {
    not_ndjson_at("stringsUrl", e)
}

/// The message of a body at the request's `field` that is not NDJSON.
fn not_ndjson_at(field: &str, e: NdjsonError) -> String {
    format!("{field} is not valid NDJSON: {e}")
}

/// The translations of each of `languages` in a whole NDJSON body (the CLI's `build`), reduced
/// line by line like [`translation_table`] so only the requested languages stay in memory.
pub fn translation_table_of(
    body: &[u8],
    languages: &[String],
    max_line: usize,
) -> Result<TranslationTable, NdjsonError> {
    let mut table = TranslationTable::new(languages);
    let mut decoder = build_string_decoder(languages, max_line);
    let mut batch = Vec::new();
    // Feed in slices so each line is reduced before the next ones are decoded.
    for chunk in body.chunks(1 << 16) {
        decoder.feed(chunk, &mut batch)?;
        batch.drain(..).for_each(|s| table.add(s));
    }
    decoder.finish(&mut batch)?;
    batch.drain(..).for_each(|s| table.add(s));
    Ok(table)
}

/// A decoder of build records that reads the plain ones with [`BuildString::read_fast`],
/// keeping the translations into `languages` only.
fn build_string_decoder(languages: &[String], max_line: usize) -> NdjsonDecoder<BuildString> {
    let languages = languages.to_vec();
    NdjsonDecoder::with_fast_path(
        max_line,
        Box::new(move |record: &str| BuildString::read_fast(record, &languages)),
    )
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
///
/// On base64-simd: `locforge bench` (same run, 6.67 MB of base64, loaded 2-core machine) timed
/// it at 0.9 ms against the base64 crate's 3.4 ms (3.7×, past the 1.3× bar). Its errors say
/// nothing of where, so a failure is decoded again by the base64 crate for the message.
pub fn decode_base64(s: &str, field: &str) -> Result<Vec<u8>, JobError> {
    let s = s.trim_end_matches(['\n', '\r']);
    base64_simd::STANDARD.decode_to_vec(s).map_err(|_| {
        let why = match base64::engine::general_purpose::STANDARD.decode(s) {
            Err(e) => e.to_string(),
            Ok(_) => "not canonical".to_owned(),
        };
        JobError::bad(format!("{field} is not valid base64 ({why})"))
    })
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
