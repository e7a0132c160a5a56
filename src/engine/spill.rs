//! Spilling a job's output to the blob store behind signed download URLs: starting a streamed
//! blob, naming its URL, and the longest URL it can have (what an inline response must keep free
//! for a `previewUrl`), and the cancellation check of the job it writes for (a cancelled job
//! commits nothing). Deciding *when* to spill is `output`'s business, not this module's.

use std::sync::Arc;

use crate::observability::metrics;
use crate::transfer::blob::{new_key, unix_now, BlobStore, BlobWriter};
use crate::transfer::signed::UrlSigner;

use super::control::JobControl;
use super::error::JobError;

/// Everything needed to spill from a blocking thread: store, signer, public base URL, lifetime.
#[derive(Clone)]
pub struct Spiller {
    blobs: Arc<dyn BlobStore>,
    signer: UrlSigner,
    base_url: String,
    ttl_secs: u64,
    /// The job this spiller writes for, when it is one job's.
    control: Option<Arc<JobControl>>,
}

/// A blob being streamed: its writer, and the key and expiry its URL will carry.
pub struct SpillBlob {
    writer: Box<dyn BlobWriter>,
    key: String,
    expires: u64,
}

/// The largest expiry whose decimal form has the length [`Spiller::url_len_bound`] assumes
/// (ten digits: good until the year 2286).
const LONGEST_EXPIRY: u64 = 9_999_999_999;

impl Spiller {
    /// A spiller writing to `blobs`, signing with `signer`, URLs under `base_url` (no trailing
    /// slash), valid for `ttl_secs`.
    pub fn new(
        blobs: Arc<dyn BlobStore>,
        signer: UrlSigner,
        base_url: String,
        ttl_secs: u64,
    ) -> Spiller {
        Spiller {
            blobs,
            signer,
            base_url,
            ttl_secs,
            control: None,
        }
    }

    /// This spiller for one job: writes and commits fail once `control` is cancelled.
    pub fn for_job(&self, control: Arc<JobControl>) -> Spiller {
        Spiller {
            control: Some(control),
            ..self.clone()
        }
    }

    /// `Err` once the job this spiller writes for was cancelled: the check at every output write.
    pub fn check(&self) -> std::io::Result<()> {
        match &self.control {
            Some(c) if c.is_cancelled() => Err(std::io::Error::other("the job was cancelled")),
            _ => Ok(()),
        }
    }

    /// Starts a blob with extension `ext` (blocking I/O).
    pub fn start(&self, ext: &str) -> Result<SpillBlob, JobError> {
        let expires = unix_now() + self.ttl_secs;
        let key = new_key(expires, ext);
        let writer = self.blobs.create(&key).map_err(store_error)?;
        Ok(SpillBlob {
            writer,
            key,
            expires,
        })
    }

    /// Stores `bytes` whole as a blob with extension `ext` and returns its URL (blocking I/O).
    pub fn spill_all(&self, bytes: &[u8], ext: &str) -> Result<String, JobError> {
        let mut blob = self.start(ext)?;
        std::io::Write::write_all(blob.writer(), bytes).map_err(store_error)?;
        self.finish(blob)
    }

    /// Commits `blob` and returns its download URL: the store's own (presigned) URL when it hands
    /// them out, else the app's signed `/blobs/{key}` URL.
    pub fn finish(&self, blob: SpillBlob) -> Result<String, JobError> {
        if let Some(c) = &self.control {
            c.check()?; // dropping `blob` here removes it
        }
        blob.writer.commit().map_err(store_error)?;
        metrics::spilled();
        match self.blobs.direct_url(&blob.key, blob.expires) {
            Some(url) => url.map_err(store_error),
            None => Ok(self.url(&blob.key, blob.expires)),
        }
    }

    /// The bytes a spilled URL of extension `ext` can take once written as a JSON string
    /// (quotes included). Signed URLs are ASCII without quotes or backslashes.
    pub fn url_len_bound(&self, ext: &str) -> usize {
        let key = new_key(LONGEST_EXPIRY, ext);
        let own = self.url(&key, LONGEST_EXPIRY).len();
        own.max(self.blobs.direct_url_len_bound(ext).unwrap_or(0)) + 2
    }

    fn url(&self, key: &str, expires: u64) -> String {
        let sig = self.signer.sign(key, expires);
        format!("{}/blobs/{key}?expires={expires}&sig={sig}", self.base_url)
    }
}

impl SpillBlob {
    /// Where the blob's bytes go.
    pub fn writer(&mut self) -> &mut dyn BlobWriter {
        &mut *self.writer
    }
}

fn store_error(e: std::io::Error) -> JobError {
    JobError::Internal(format!("could not store the result for download: {e}"))
}
