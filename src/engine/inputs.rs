//! Resolving a job's inputs: the file (inline base64 or `contentUrl`) and the strings (inline or
//! an NDJSON `stringsUrl`, decoded as it streams in), within the configured caps.

use base64::Engine as _;
use locforge_formats::Entry;

use super::error::JobError;
use crate::config::Limits;
use crate::ndjson::NdjsonDecoder;
use crate::protocol::FileRef;
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
    inline: Option<Vec<Entry>>,
    url: Option<&str>,
    fetcher: &Fetcher,
    limits: &Limits,
) -> Result<Vec<Entry>, JobError> {
    if let Some(strings) = inline {
        return Ok(strings);
    }
    let Some(url) = url.filter(|u| !u.is_empty()) else {
        return Err(JobError::bad(
            "this job needs `strings` or `stringsUrl`, and the request has neither",
        ));
    };
    let mut decoder = NdjsonDecoder::<Entry>::new(limits.max_ndjson_line);
    let mut out = Vec::new();
    fetcher
        .fetch_chunks(url, "stringsUrl", limits.max_fetch_bytes, |chunk| {
            decoder
                .feed(chunk, &mut out)
                .map_err(|e| format!("stringsUrl is not valid NDJSON: {e}"))
        })
        .await
        .map_err(fetch_error)?;
    decoder
        .finish(&mut out)
        .map_err(|e| JobError::failed(format!("stringsUrl is not valid NDJSON: {e}")))?;
    Ok(out)
}

/// Decodes standard base64 (with padding); names the field and offset on failure.
pub fn decode_base64(s: &str, field: &str) -> Result<Vec<u8>, JobError> {
    base64::engine::general_purpose::STANDARD
        .decode(s.trim_end_matches(['\n', '\r']))
        .map_err(|e| JobError::bad(format!("{field} is not valid base64 ({e})")))
}

fn fetch_error(e: FetchError) -> JobError {
    if e.refused {
        JobError::BadRequest(e.message)
    } else {
        JobError::Failed(e.message)
    }
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
