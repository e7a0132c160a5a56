//! The S3 blob store: spilled results as objects under one prefix of an S3 (or S3-compatible)
//! bucket, through `object_store`, so that every replica of a fleet can serve every download and
//! the sweeper of any replica can delete what expired. What lives here: the store, its streamed
//! writer and its presigned URLs. What does not: choosing a store (`service`), the settings
//! (`config::blobs`), the app's own signed URLs (`transfer::signed`).
//!
//! Streamed writes use `object_store`'s buffered writer: output under [`PART_BYTES`] is buffered
//! and sent with one PUT at commit; larger output becomes a multipart upload of [`PART_BYTES`]
//! parts with at most [`PARTS_IN_FLIGHT`] uploading at once, so a writer holds at most about
//! `PART_BYTES × (PARTS_IN_FLIGHT + 1)` whatever the result's size (spilled results are the ones
//! over the 5 MB response limit, so buffering whole results could hold any size). Neither kind is
//! visible under its key before commit (S3 shows an object only once its PUT or its multipart
//! completion succeeded); a writer dropped uncommitted aborts its multipart upload. An upload whose
//! abort itself failed stays invisible; a bucket lifecycle rule "abort incomplete multipart uploads"
//! reclaims its parts.

use std::sync::Arc;
use std::time::Duration;

use bytes::Bytes;
use futures_util::future::BoxFuture;
use futures_util::{StreamExt as _, TryStreamExt as _};
use object_store::aws::{AmazonS3, AmazonS3Builder};
use object_store::buffered::BufWriter;
use object_store::path::Path;
use object_store::signer::{Method, Signer as _};
use object_store::{ClientOptions, ObjectStore, ObjectStoreExt as _, PutPayload, RetryConfig};
use tokio::io::AsyncWriteExt as _;
use tokio::runtime::Handle;

use super::blob::{is_valid_key, key_expiry, new_key, BlobBody, BlobStore, BlobWriter};
use crate::config::BlobsConfig;

/// Size of one multipart part (S3's smallest part but the last is 5 MiB).
pub const PART_BYTES: usize = 5 * 1024 * 1024;
/// Parts of one writer uploading at once.
pub const PARTS_IN_FLIGHT: usize = 2;
/// Bytes a writer gathers before handing them to the upload (fewer runtime round trips).
const CHUNK_BYTES: usize = 256 * 1024;
/// Longest lifetime S3 accepts for a presigned URL (7 days).
const MAX_PRESIGN: Duration = Duration::from_secs(7 * 24 * 3600);

/// Blobs as objects under a prefix of an S3 bucket.
#[derive(Clone)]
pub struct S3Store {
    s3: Arc<AmazonS3>,
    store: Arc<dyn ObjectStore>,
    prefix: String,
    /// The runtime that blocking writers and presigning hand their requests to.
    runtime: Handle,
    /// With presigned URLs on: the length of a presigned URL for a key without extension.
    presign_base_len: Option<usize>,
}

impl std::fmt::Debug for S3Store {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("S3Store")
            .field("bucket", &self.s3.to_string())
            .field("prefix", &self.prefix)
            .finish()
    }
}

impl S3Store {
    /// A store for the bucket and prefix of `config` (credentials from `config`, else the standard
    /// AWS environment variables), on the current tokio runtime; its blocking writers must run off
    /// that runtime's async threads (as the engine's do). Makes no request except, with presigned URLs on, signing one
    /// sample URL locally.
    pub async fn connect(config: &BlobsConfig) -> anyhow::Result<S3Store> {
        let mut b = AmazonS3Builder::from_env();
        if let Some(bucket) = &config.bucket {
            b = b.with_bucket_name(bucket);
        }
        if let Some(region) = &config.region {
            b = b.with_region(region);
        }
        let mut allow_http = false;
        if let Some(endpoint) = &config.endpoint {
            allow_http = endpoint.starts_with("http://");
            b = b.with_endpoint(endpoint.trim_end_matches('/'));
        }
        b = b.with_virtual_hosted_style_request(!config.path_style);
        if let Some(id) = &config.access_key_id {
            b = b.with_access_key_id(id);
        }
        if let Some(secret) = &config.secret_access_key {
            b = b.with_secret_access_key(secret);
        }
        // A replica must answer within the platform's deadline: few, quick retries, and bounded
        // connects, so an S3 outage shows as a clear error (and a 503 from /readyz) in seconds.
        b = b
            .with_retry(RetryConfig {
                max_retries: 2,
                retry_timeout: Duration::from_secs(10),
                backoff: Default::default(),
            })
            .with_client_options(
                ClientOptions::new()
                    .with_allow_http(allow_http)
                    .with_connect_timeout(Duration::from_secs(3))
                    .with_timeout(Duration::from_secs(60)),
            );
        let s3 = Arc::new(
            b.build()
                .map_err(|e| anyhow::anyhow!("invalid S3 blob store settings: {e}"))?,
        );
        let mut store = S3Store {
            store: s3.clone(),
            s3,
            prefix: config.prefix.trim_matches('/').to_string(),
            runtime: Handle::current(),
            presign_base_len: None,
        };
        if config.presigned_urls {
            let sample = new_key(9_999_999_999, "");
            let url = store
                .s3
                .signed_url(Method::GET, &store.path(&sample), MAX_PRESIGN)
                .await
                .map_err(|e| anyhow::anyhow!("cannot presign S3 URLs: {e}"))?;
            store.presign_base_len = Some(url.as_str().len());
        }
        Ok(store)
    }

    fn path(&self, key: &str) -> Path {
        if self.prefix.is_empty() {
            Path::from(key)
        } else {
            Path::from(format!("{}/{key}", self.prefix))
        }
    }

    fn prefix_path(&self) -> Option<Path> {
        (!self.prefix.is_empty()).then(|| Path::from(self.prefix.as_str()))
    }
}

/// A blob of an [`S3Store`] being written: bytes gathered into chunks and handed to
/// `object_store`'s buffered writer from the blocking thread that writes.
struct S3BlobWriter {
    runtime: Handle,
    chunk: Vec<u8>,
    upload: Option<BufWriter>,
}

impl S3BlobWriter {
    fn send_chunk(&mut self) -> std::io::Result<()> {
        if self.chunk.is_empty() {
            return Ok(());
        }
        let Some(upload) = self.upload.as_mut() else {
            return Err(std::io::Error::other("the blob is already committed"));
        };
        let bytes = Bytes::from(std::mem::replace(
            &mut self.chunk,
            Vec::with_capacity(CHUNK_BYTES),
        ));
        self.runtime
            .block_on(upload.put(bytes))
            .map_err(std::io::Error::from)
    }
}

impl std::io::Write for S3BlobWriter {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if self.upload.is_none() {
            return Err(std::io::Error::other("the blob is already committed"));
        }
        self.chunk.extend_from_slice(buf);
        if self.chunk.len() >= CHUNK_BYTES {
            self.send_chunk()?;
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl BlobWriter for S3BlobWriter {
    fn commit(mut self: Box<Self>) -> std::io::Result<()> {
        self.send_chunk()?;
        let Some(mut upload) = self.upload.take() else {
            return Err(std::io::Error::other("the blob is already committed"));
        };
        self.runtime.block_on(upload.shutdown())
    }
}

impl Drop for S3BlobWriter {
    fn drop(&mut self) {
        if let Some(mut upload) = self.upload.take() {
            // Abandoned: abort the multipart upload, if one was started (a buffered one never
            // reached S3).
            self.runtime.spawn(async move {
                if let Err(e) = upload.abort().await {
                    tracing::warn!(error = %e, "could not abort an abandoned S3 upload");
                }
            });
        }
    }
}

impl BlobStore for S3Store {
    fn put(&self, key: &str, bytes: Bytes) -> BoxFuture<'_, std::io::Result<()>> {
        let path = self.path(key);
        Box::pin(async move {
            self.store
                .put(&path, PutPayload::from(bytes))
                .await
                .map(|_| ())
                .map_err(std::io::Error::from)
        })
    }

    fn create(&self, key: &str) -> std::io::Result<Box<dyn BlobWriter>> {
        let runtime = self.runtime.clone();
        let upload = BufWriter::with_capacity(self.store.clone(), self.path(key), PART_BYTES)
            .with_max_concurrency(PARTS_IN_FLIGHT);
        Ok(Box::new(S3BlobWriter {
            runtime,
            chunk: Vec::with_capacity(CHUNK_BYTES),
            upload: Some(upload),
        }))
    }

    fn open<'a>(&'a self, key: &'a str) -> BoxFuture<'a, std::io::Result<Option<BlobBody>>> {
        Box::pin(async move {
            if !is_valid_key(key) {
                return Ok(None);
            }
            match self.store.get(&self.path(key)).await {
                Ok(got) => Ok(Some(BlobBody {
                    len: got.meta.size,
                    stream: Box::pin(got.into_stream().map_err(std::io::Error::from)),
                })),
                Err(object_store::Error::NotFound { .. }) => Ok(None),
                Err(e) => Err(e.into()),
            }
        })
    }

    fn sweep(&self, now: u64) -> BoxFuture<'_, std::io::Result<usize>> {
        Box::pin(async move {
            let prefix = self.prefix_path();
            let mut listing = self.store.list(prefix.as_ref());
            let mut removed = 0;
            while let Some(meta) = listing.next().await {
                let meta = meta?;
                let Some(name) = meta.location.filename() else {
                    continue;
                };
                // Only blobs directly under the prefix, with an expiry in their key.
                if meta.location.parts().count() != self.path(name).parts().count() {
                    continue;
                }
                if key_expiry(name).is_some_and(|e| e < now) {
                    match self.store.delete(&meta.location).await {
                        Ok(()) | Err(object_store::Error::NotFound { .. }) => removed += 1,
                        Err(e) => return Err(e.into()),
                    }
                }
            }
            Ok(removed)
        })
    }

    fn probe(&self) -> BoxFuture<'_, std::io::Result<()>> {
        let path = self.path(&format!(
            ".probe-{}",
            hex::encode(rand::random::<[u8; 8]>())
        ));
        Box::pin(async move {
            self.store
                .put(&path, PutPayload::from_static(b"ok"))
                .await?;
            self.store.delete(&path).await?;
            Ok(())
        })
    }

    fn direct_url(&self, key: &str, expires: u64) -> Option<std::io::Result<String>> {
        self.presign_base_len?;
        let ttl =
            Duration::from_secs(expires.saturating_sub(super::blob::unix_now())).min(MAX_PRESIGN);
        let path = self.path(key);
        let signed = self
            .runtime
            .block_on(self.s3.signed_url(Method::GET, &path, ttl));
        Some(signed.map(|u| u.to_string()).map_err(std::io::Error::from))
    }

    fn direct_url_len_bound(&self, ext: &str) -> Option<usize> {
        // Keys differ only in their random part (fixed length) and extension; the signature's
        // fields (date, expiry seconds, signature) have fixed widths up to the 7-day maximum.
        // The margin covers a session token renewed to a longer one.
        self.presign_base_len.map(|n| n + ext.len() + 64)
    }
}
