//! Placing a job's output: inline in the response when the *encoded* body fits the threshold,
//! otherwise in the blob store behind signed URLs (the preview spills first, then the strings).
//! Each payload is serialized exactly once: strings are written as NDJSON into a buffer that
//! already holds the response prefix, and turned into the inline JSON array in place.

use base64::Engine as _;
use bytes::Bytes;
use locforge_formats::Entry;

use locforge_protocol::ndjson::write_record;

use super::error::JobError;
use super::records::record_from_entry;

/// Prefix of a response whose strings are inline.
pub(super) const STRINGS_PREFIX: &[u8] = b"{\"data\":{\"strings\":[";

/// Stores spilled payloads and returns their signed URLs.
pub trait Spill {
    /// Stores `bytes` with extension `ext` (`ndjson`, `html`, or the file's own) and returns a
    /// download URL.
    fn spill(
        &self,
        bytes: Bytes,
        ext: &str,
    ) -> impl std::future::Future<Output = Result<String, JobError>> + Send;
}

/// Serializes entries as NDJSON string records after the inline-response prefix, consuming them
/// (each entry's strings move into its record).
pub fn strings_buffer(entries: Vec<Entry>) -> Result<Vec<u8>, JobError> {
    let mut buf = Vec::with_capacity(STRINGS_PREFIX.len() + entries.len() * 96);
    buf.extend_from_slice(STRINGS_PREFIX);
    for e in entries {
        write_record(&record_from_entry(e), &mut buf)
            .map_err(|e| JobError::Internal(format!("serializing strings: {e}")))?;
    }
    Ok(buf)
}

fn base64_len(n: usize) -> usize {
    n.div_ceil(3) * 4
}

/// Bytes of the strings once inline: `[` + records joined by `,` + `]`.
fn inline_strings_len(buf: &[u8]) -> usize {
    let ndjson = buf.len() - STRINGS_PREFIX.len();
    if ndjson == 0 {
        1 // the `]`; `[` is in the prefix
    } else {
        ndjson // n records + n LFs → n records + (n-1) commas + `]`
    }
}

fn push_json_string(out: &mut Vec<u8>, s: &str) {
    // URLs are ASCII without quotes or backslashes, but escape properly anyway.
    out.extend_from_slice(serde_json::to_string(s).unwrap_or_default().as_bytes());
}

fn push_base64(out: &mut Vec<u8>, bytes: &[u8]) {
    let start = out.len();
    out.resize(start + base64_len(bytes.len()), 0);
    let written = base64::engine::general_purpose::STANDARD
        .encode_slice(bytes, &mut out[start..])
        .unwrap_or(0);
    out.truncate(start + written);
}

/// Builds the response body of a parse-file (or pre-export) job.
pub async fn strings_response(
    mut buf: Vec<u8>,
    preview: Option<String>,
    threshold: usize,
    spill: &impl Spill,
) -> Result<Vec<u8>, JobError> {
    const SUFFIX: usize = 2; // `}}`
    let strings_len = inline_strings_len(&buf);
    let preview_inline = preview
        .as_ref()
        .map(|p| ",\"preview\":\"\"".len() + base64_len(p.len()))
        .unwrap_or(0);
    let mut total = STRINGS_PREFIX.len() + strings_len + preview_inline + SUFFIX;
    let mut preview = preview;
    let mut preview_url = None;
    if total > threshold {
        if let Some(p) = preview.take() {
            let url = spill.spill(Bytes::from(p.into_bytes()), "html").await?;
            total = total - preview_inline + ",\"previewUrl\":".len() + url.len() + 2;
            preview_url = Some(url);
        }
    }
    if total > threshold {
        let bytes = Bytes::from(buf).slice(STRINGS_PREFIX.len()..);
        let url = spill.spill(bytes, "ndjson").await?;
        let mut data = serde_json::Map::new();
        data.insert("stringsUrl".into(), url.into());
        if let Some(p) = preview_url {
            data.insert("previewUrl".into(), p.into());
        }
        return serde_json::to_vec(&serde_json::json!({ "data": data }))
            .map_err(|e| JobError::Internal(e.to_string()));
    }
    // Inline: LFs between records become commas, the last one the closing bracket.
    if buf.len() == STRINGS_PREFIX.len() {
        buf.push(b']');
    } else {
        for b in &mut buf[STRINGS_PREFIX.len()..] {
            if *b == b'\n' {
                *b = b',';
            }
        }
        if let Some(last) = buf.last_mut() {
            *last = b']';
        }
    }
    if let Some(p) = preview {
        buf.extend_from_slice(b",\"preview\":\"");
        push_base64(&mut buf, p.as_bytes());
        buf.push(b'"');
    }
    if let Some(u) = preview_url {
        buf.extend_from_slice(b",\"previewUrl\":");
        push_json_string(&mut buf, &u);
    }
    buf.extend_from_slice(b"}}");
    Ok(buf)
}

/// Builds the response body of a build-file job.
pub async fn content_response(
    content: Vec<u8>,
    ext: &str,
    threshold: usize,
    spill: &impl Spill,
) -> Result<Vec<u8>, JobError> {
    const PREFIX: &[u8] = b"{\"data\":{\"content\":\"";
    let total = PREFIX.len() + base64_len(content.len()) + 3;
    if total > threshold {
        let url = spill.spill(Bytes::from(content), ext).await?;
        return serde_json::to_vec(&serde_json::json!({"data": {"contentUrl": url}}))
            .map_err(|e| JobError::Internal(e.to_string()));
    }
    let mut body = Vec::with_capacity(total);
    body.extend_from_slice(PREFIX);
    push_base64(&mut body, &content);
    body.extend_from_slice(b"\"}}");
    Ok(body)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Mutex;

    #[derive(Default)]
    struct Memory(Mutex<Vec<(String, Bytes)>>);

    impl Spill for Memory {
        async fn spill(&self, bytes: Bytes, ext: &str) -> Result<String, JobError> {
            let mut v = self.0.lock().expect("lock");
            v.push((ext.to_owned(), bytes));
            Ok(format!("https://blobs.test/{}.{ext}", v.len()))
        }
    }

    fn entries(n: usize) -> Vec<Entry> {
        (0..n)
            .map(|i| Entry::plain(format!("k{i}"), format!("v\n{i}")))
            .collect()
    }

    #[tokio::test]
    async fn inline_body_is_valid_json_and_sized_as_projected() {
        for n in [0, 1, 3] {
            let spill = Memory::default();
            let buf = strings_buffer(entries(n)).expect("serialize");
            let body = strings_response(buf, Some("<p>é</p>".into()), 1 << 20, &spill)
                .await
                .expect("body");
            let v: serde_json::Value = serde_json::from_slice(&body).expect("valid JSON");
            assert_eq!(v["data"]["strings"].as_array().map(Vec::len), Some(n));
            assert!(v["data"]["preview"].is_string());
            assert!(spill.0.lock().expect("lock").is_empty());
        }
    }

    #[tokio::test]
    async fn preview_spills_before_strings() {
        let spill = Memory::default();
        let buf = strings_buffer(entries(3)).expect("serialize");
        let strings_only = buf.len() + 10;
        let preview = "x".repeat(1000);
        let body = strings_response(buf, Some(preview), strings_only + 40, &spill)
            .await
            .expect("body");
        let v: serde_json::Value = serde_json::from_slice(&body).expect("valid JSON");
        assert_eq!(v["data"]["strings"].as_array().map(Vec::len), Some(3));
        assert!(v["data"]["previewUrl"].is_string());
        assert!(body.len() <= strings_only + 40);
    }

    #[tokio::test]
    async fn strings_spill_as_ndjson() {
        let spill = Memory::default();
        let list = entries(50);
        let buf = strings_buffer(list.clone()).expect("serialize");
        let body = strings_response(buf, None, 200, &spill)
            .await
            .expect("body");
        let v: serde_json::Value = serde_json::from_slice(&body).expect("valid JSON");
        assert!(v["data"]["stringsUrl"].is_string());
        let stored = spill.0.lock().expect("lock");
        let (ext, bytes) = &stored[0];
        assert_eq!(ext, "ndjson");
        let back = locforge_protocol::ndjson::decode_all(bytes, 1 << 20).expect("ndjson");
        assert_eq!(super::super::records::entries_from_records(back), list);
        assert!(bytes.ends_with(b"\n") && !bytes.contains(&b'\r'));
    }

    #[tokio::test]
    async fn content_spills_when_base64_would_not_fit() {
        let spill = Memory::default();
        // 3,000 bytes fit raw under 3,500 but not once base64-encoded (4,000 + envelope).
        let body = content_response(vec![7u8; 3000], "json", 3500, &spill)
            .await
            .expect("body");
        let v: serde_json::Value = serde_json::from_slice(&body).expect("valid JSON");
        assert!(v["data"]["contentUrl"].is_string());
        let body = content_response(b"hi".to_vec(), "json", 3500, &spill)
            .await
            .expect("body");
        assert_eq!(body, b"{\"data\":{\"content\":\"aGk=\"}}");
    }
}
