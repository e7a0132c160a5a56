//! The S3 blob store against a real S3-protocol server (moto's, started per test on loopback):
//! put, streamed writes visible only on commit, abandoned writers leaving nothing (not even an
//! open multipart upload), open, sweep of the prefix only, the readiness probe; spilled parse-file
//! results fetched through the app's own URL from another replica, and as presigned S3 URLs;
//! `/readyz` turning 503 while the S3 server is down and 200 once it is back.

mod common;

use std::io::Write as _;
use std::sync::Arc;
use std::time::Duration;

use bytes::Bytes;
use common::s3::S3Server;
use common::*;
use futures_util::StreamExt as _;
use locforge::transfer::blob::{new_key, BlobStore};
use locforge::transfer::s3::{S3Store, PART_BYTES};
use serde_json::json;

async fn read_all(store: &S3Store, key: &str) -> Option<Vec<u8>> {
    let body = store.open(key).await.expect("open")?;
    let mut out = Vec::new();
    let mut s = body.stream;
    while let Some(chunk) = s.next().await {
        out.extend_from_slice(&chunk.expect("chunk"));
    }
    assert_eq!(out.len() as u64, body.len);
    Some(out)
}

fn pattern(len: usize) -> Vec<u8> {
    (0..len).map(|i| (i % 251) as u8).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn put_stream_commit_abandon_open_and_sweep_on_a_real_s3_server() {
    let Some(s3) = S3Server::start().await else {
        return;
    };
    s3.create_bucket("blobs").await;
    let store = Arc::new(
        S3Store::connect(&s3.blobs_config("blobs", "fleet/spilled"))
            .await
            .expect("store"),
    );
    store.probe().await.expect("probe");

    // put + open.
    let small = new_key(4_000_000_000, "html");
    store
        .put(&small, Bytes::from_static(b"<p>hi</p>"))
        .await
        .expect("put");
    assert_eq!(
        read_all(&store, &small).await.as_deref(),
        Some(&b"<p>hi</p>"[..])
    );
    assert!(store.open("../x").await.expect("io").is_none());
    assert!(store
        .open(&new_key(4_000_000_000, "html"))
        .await
        .expect("io")
        .is_none());

    // A streamed blob over two parts' worth: a multipart upload, invisible until commit.
    let big = new_key(4_000_000_000, "ndjson");
    let data = pattern(2 * PART_BYTES + 12_345);
    let (s, k, d) = (store.clone(), big.clone(), data.clone());
    let writer = tokio::task::spawn_blocking(move || {
        let mut w = s.create(&k).expect("create");
        for piece in d.chunks(70_001) {
            w.write_all(piece).expect("write");
        }
        w
    })
    .await
    .expect("join");
    assert!(
        store.open(&big).await.expect("io").is_none(),
        "not visible before commit"
    );
    let uploads = s3.get_text("/blobs?uploads").await;
    assert!(
        uploads.contains("<UploadId>"),
        "a multipart upload is in progress: {uploads}"
    );
    tokio::task::spawn_blocking(move || writer.commit())
        .await
        .expect("join")
        .expect("commit");
    assert_eq!(read_all(&store, &big).await.as_deref(), Some(&data[..]));

    // A small streamed blob (one PUT at commit).
    let one = new_key(4_000_000_000, "ndjson");
    let (s, k) = (store.clone(), one.clone());
    tokio::task::spawn_blocking(move || {
        let mut w = s.create(&k).expect("create");
        w.write_all(b"a\n").expect("write");
        w.write_all(b"b\n").expect("write");
        w.commit()
    })
    .await
    .expect("join")
    .expect("commit");
    assert_eq!(
        read_all(&store, &one).await.as_deref(),
        Some(&b"a\nb\n"[..])
    );

    // Abandoned writers, small and multipart, leave nothing: no object, no open upload.
    for len in [1_000, PART_BYTES + 1_000] {
        let gone = new_key(4_000_000_000, "ndjson");
        let (s, k) = (store.clone(), gone.clone());
        tokio::task::spawn_blocking(move || {
            let mut w = s.create(&k).expect("create");
            w.write_all(&pattern(len)).expect("write");
            drop(w);
        })
        .await
        .expect("join");
        assert!(store.open(&gone).await.expect("io").is_none());
    }
    let mut open_uploads = String::new();
    for _ in 0..50 {
        open_uploads = s3.get_text("/blobs?uploads").await;
        if !open_uploads.contains("<UploadId>") {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(
        !open_uploads.contains("<UploadId>"),
        "the abandoned multipart upload was aborted: {open_uploads}"
    );

    // Sweep: expired blobs under the prefix go, fresh ones and other prefixes stay.
    let other = S3Store::connect(&s3.blobs_config("blobs", "elsewhere"))
        .await
        .expect("store");
    let expired = new_key(10, "ndjson");
    let expired_elsewhere = new_key(10, "ndjson");
    store
        .put(&expired, Bytes::from_static(b"old"))
        .await
        .expect("put");
    other
        .put(&expired_elsewhere, Bytes::from_static(b"old"))
        .await
        .expect("put");
    assert_eq!(store.sweep(1_000).await.expect("sweep"), 1);
    assert!(store.open(&expired).await.expect("io").is_none());
    assert!(other.open(&expired_elsewhere).await.expect("io").is_some());
    for kept in [&small, &big, &one] {
        assert!(store.open(kept).await.expect("io").is_some());
    }
    // Nothing but the blobs under the prefix: the probes left nothing.
    let listing = s3.get_text("/blobs?list-type=2&prefix=fleet/").await;
    assert_eq!(listing.matches("<Key>").count(), 3, "{listing}");
    assert!(!listing.contains(".probe"), "{listing}");
}

fn big_json() -> String {
    json_of(40)
}

fn json_of(n: usize) -> String {
    format!(
        "{{{}}}",
        (0..n)
            .map(|i| format!("\"key{i}\": \"value number {i}\""))
            .collect::<Vec<_>>()
            .join(",")
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn spilled_results_are_served_by_any_replica_and_as_presigned_urls() {
    let Some(s3) = S3Server::start().await else {
        return;
    };
    s3.create_bucket("spill").await;
    let blobs = s3.blobs_config("spill", "results");
    let (b1, b2) = (blobs.clone(), blobs.clone());
    let a = start_app(move |c| {
        c.limits.inline_threshold = 300;
        c.blobs = b1;
    })
    .await;
    let b = start_app(move |c| c.blobs = b2).await;
    let file = big_json();
    let job = json!({"jobType": "parse-file", "file": {"name": "big.json", "content": b64(file.as_bytes())}});
    let (status, body, _) = a.job("/api/file/process", &job).await;
    assert_eq!(status, 200, "{body}");
    let strings_url = body["data"]["stringsUrl"].as_str().expect("stringsUrl");
    assert!(strings_url.starts_with(&a.base), "{strings_url}");
    // The same path on replica B (which shares only the secret and the bucket) serves it too.
    let on_b = strings_url.replacen(&a.base, &b.base, 1);
    for url in [strings_url, on_b.as_str()] {
        let (status, ndjson) = a.get(url).await;
        assert_eq!(status, 200, "{url}");
        let text = String::from_utf8(ndjson).expect("utf8");
        assert_eq!(text.lines().count(), 40);
    }
    let listing = s3.get_text("/spill?list-type=2&prefix=results/").await;
    assert_eq!(
        listing.matches("<Key>").count(),
        2,
        "strings and preview: {listing}"
    );
    let tampered = on_b.replace("sig=", "sig=00");
    assert_eq!(a.get(&tampered).await.0, 403);

    // Presigned URLs: the platform downloads straight from the bucket.
    let mut presigned = blobs.clone();
    presigned.presigned_urls = true;
    let c = start_app(move |c| {
        c.limits.inline_threshold = 300;
        c.blobs = presigned;
    })
    .await;
    let (status, body, _) = c.job("/api/file/process", &job).await;
    assert_eq!(status, 200, "{body}");
    let url = body["data"]["stringsUrl"].as_str().expect("stringsUrl");
    assert!(
        url.starts_with(&s3.url()) && url.contains("X-Amz-Signature="),
        "{url}"
    );
    let (status, ndjson) = c.get(url).await;
    assert_eq!(status, 200);
    assert_eq!(String::from_utf8_lossy(&ndjson).lines().count(), 40);
    let preview = body["data"]["previewUrl"].as_str().expect("previewUrl");
    let (status, html) = c.get(preview).await;
    assert_eq!(status, 200);
    assert!(String::from_utf8_lossy(&html).contains("string_preview_id_39"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn readyz_fails_while_s3_is_down_and_recovers() {
    let Some(mut s3) = S3Server::start().await else {
        return;
    };
    s3.create_bucket("ready").await;
    let blobs = s3.blobs_config("ready", "");
    let app = start_app(move |c| {
        c.limits.inline_threshold = 4000;
        c.blobs = blobs;
    })
    .await;
    let readyz = format!("{}/readyz", app.base);
    assert_eq!(app.get(&readyz).await.0, 200);
    s3.stop();
    let (status, body) = app.get(&readyz).await;
    assert_eq!(status, 503);
    let body: serde_json::Value = serde_json::from_slice(&body).expect("json");
    assert_ne!(body["checks"]["blobs"], "ok", "{body}");
    assert_eq!(body["checks"]["store"], "ok", "{body}");
    // A job that must spill fails with a clear error instead of hanging, and the app keeps
    // serving: small jobs still answer inline.
    let job = json!({"jobType": "parse-file", "file": {"name": "big.json", "content": b64(json_of(300).as_bytes())}});
    let (status, body, _) = app.job("/api/file/process", &job).await;
    assert!(status.is_server_error(), "{status} {body}");
    assert!(body["error"]["message"]
        .as_str()
        .is_some_and(|m| m.contains("could not store the result")));
    let small = json!({"jobType": "parse-file", "file": {"name": "en.json", "content": b64(b"{\"a\": \"A\"}")}});
    let (status, body, _) = app.job("/api/file/process", &small).await;
    assert_eq!(status, 200, "{body}");
    s3.start_again().await;
    s3.create_bucket("ready").await;
    assert_eq!(app.get(&readyz).await.0, 200);
    let (status, body, _) = app.job("/api/file/process", &job).await;
    assert_eq!(status, 200, "{body}");
    assert!(
        body["data"]["stringsUrl"].is_string(),
        "spilled again: {body}"
    );
}
