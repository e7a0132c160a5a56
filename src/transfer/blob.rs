//! Blob stores for spilled results. The trait is what the service needs (put, stream in, open,
//! sweep expired, probe for readiness); the local-directory store is the embedded default. Keys carry their expiry
//! (`{expires}-{random}.{ext}`) so sweeping needs no index.

use std::path::PathBuf;
use std::pin::Pin;
use std::time::{SystemTime, UNIX_EPOCH};

use bytes::Bytes;
use futures_util::future::BoxFuture;
use futures_util::Stream;

/// A readable blob: its length and a stream of its bytes.
pub struct BlobBody {
    /// Size in bytes.
    pub len: u64,
    /// The bytes.
    pub stream: Pin<Box<dyn Stream<Item = std::io::Result<Bytes>> + Send>>,
}

/// A blob being written as its bytes are produced. Nothing is visible under its key until
/// [`BlobWriter::commit`]; dropping it uncommitted removes what was written, so a job that fails
/// half-way through its output leaves no orphan blob.
pub trait BlobWriter: std::io::Write + Send {
    /// Flushes and makes the blob visible under its key.
    fn commit(self: Box<Self>) -> std::io::Result<()>;
}

/// Where spilled results live until their URLs expire.
pub trait BlobStore: Send + Sync {
    /// Stores `bytes` under `key`.
    fn put(&self, key: &str, bytes: Bytes) -> BoxFuture<'_, std::io::Result<()>>;
    /// Starts writing `key` piece by piece (blocking I/O: call it from a blocking thread).
    fn create(&self, key: &str) -> std::io::Result<Box<dyn BlobWriter>>;
    /// Opens `key` for reading; `None` when absent.
    fn open<'a>(&'a self, key: &'a str) -> BoxFuture<'a, std::io::Result<Option<BlobBody>>>;
    /// Deletes blobs whose expiry is before `now` (unix seconds); returns how many.
    fn sweep(&self, now: u64) -> BoxFuture<'_, std::io::Result<usize>>;
    /// Checks that blobs can be written and deleted now (`/readyz`), leaving nothing behind.
    fn probe(&self) -> BoxFuture<'_, std::io::Result<()>>;
    /// A URL the platform can download `key` from directly until `expires` (unix seconds), when
    /// this store hands out its own URLs (presigned S3 URLs); `None` to use the app's signed
    /// `/blobs/{key}` URL. Blocking: call it from a blocking thread.
    fn direct_url(&self, _key: &str, _expires: u64) -> Option<std::io::Result<String>> {
        None
    }
    /// The longest URL [`BlobStore::direct_url`] returns for a key with extension `ext`, when it
    /// returns any.
    fn direct_url_len_bound(&self, _ext: &str) -> Option<usize> {
        None
    }
}

/// Current unix time in seconds.
pub fn unix_now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

/// A fresh key for a blob that expires at `expires` with extension `ext`.
pub fn new_key(expires: u64, ext: &str) -> String {
    format!(
        "{expires}-{}.{ext}",
        hex::encode(rand::random::<[u8; 16]>())
    )
}

/// True for keys this service generates (no path separators, known shape).
pub fn is_valid_key(key: &str) -> bool {
    let Some((expires, rest)) = key.split_once('-') else {
        return false;
    };
    !expires.is_empty()
        && expires.bytes().all(|b| b.is_ascii_digit())
        && rest.len() <= 64
        && rest
            .bytes()
            .all(|b| b.is_ascii_hexdigit() || b == b'.' || b.is_ascii_lowercase())
        && !rest.contains("..")
}

/// The expiry encoded in a key.
pub fn key_expiry(key: &str) -> Option<u64> {
    key.split_once('-')?.0.parse().ok()
}

/// Blobs as files in one directory.
#[derive(Debug, Clone)]
pub struct LocalDirStore {
    dir: PathBuf,
}

impl LocalDirStore {
    /// A store in `dir` (created if missing).
    pub fn new(dir: PathBuf) -> std::io::Result<LocalDirStore> {
        std::fs::create_dir_all(&dir)?;
        Ok(LocalDirStore { dir })
    }
}

/// A blob of a [`LocalDirStore`] being written: a hidden temporary file renamed on commit,
/// removed when dropped uncommitted.
struct LocalBlobWriter {
    file: Option<std::io::BufWriter<std::fs::File>>,
    tmp: PathBuf,
    final_path: PathBuf,
}

impl std::io::Write for LocalBlobWriter {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        match &mut self.file {
            Some(f) => f.write(buf),
            None => Err(std::io::Error::other("the blob is already committed")),
        }
    }

    fn write_all(&mut self, buf: &[u8]) -> std::io::Result<()> {
        match &mut self.file {
            Some(f) => f.write_all(buf),
            None => Err(std::io::Error::other("the blob is already committed")),
        }
    }

    fn flush(&mut self) -> std::io::Result<()> {
        match &mut self.file {
            Some(f) => f.flush(),
            None => Ok(()),
        }
    }
}

impl BlobWriter for LocalBlobWriter {
    fn commit(mut self: Box<Self>) -> std::io::Result<()> {
        if let Some(f) = self.file.take() {
            f.into_inner().map_err(|e| e.into_error())?;
        }
        std::fs::rename(&self.tmp, &self.final_path)?;
        // Renamed: nothing left for `drop` to remove.
        self.tmp = PathBuf::new();
        Ok(())
    }
}

impl Drop for LocalBlobWriter {
    fn drop(&mut self) {
        drop(self.file.take());
        if !self.tmp.as_os_str().is_empty() {
            let _ = std::fs::remove_file(&self.tmp);
        }
    }
}

impl BlobStore for LocalDirStore {
    fn create(&self, key: &str) -> std::io::Result<Box<dyn BlobWriter>> {
        let tmp = self.dir.join(format!(".{key}.tmp"));
        let file = std::fs::File::create(&tmp)?;
        Ok(Box::new(LocalBlobWriter {
            file: Some(std::io::BufWriter::with_capacity(256 * 1024, file)),
            tmp,
            final_path: self.dir.join(key),
        }))
    }

    fn put(&self, key: &str, bytes: Bytes) -> BoxFuture<'_, std::io::Result<()>> {
        let final_path = self.dir.join(key);
        let tmp = self.dir.join(format!(".{key}.tmp"));
        Box::pin(async move {
            tokio::fs::write(&tmp, &bytes).await?;
            tokio::fs::rename(&tmp, &final_path).await
        })
    }

    fn open<'a>(&'a self, key: &'a str) -> BoxFuture<'a, std::io::Result<Option<BlobBody>>> {
        Box::pin(async move {
            if !is_valid_key(key) {
                return Ok(None);
            }
            match tokio::fs::File::open(self.dir.join(key)).await {
                Ok(file) => {
                    let len = file.metadata().await?.len();
                    Ok(Some(BlobBody {
                        len,
                        stream: Box::pin(tokio_util::io::ReaderStream::new(file)),
                    }))
                }
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
                Err(e) => Err(e),
            }
        })
    }

    fn probe(&self) -> BoxFuture<'_, std::io::Result<()>> {
        let path = self
            .dir
            .join(format!(".probe-{}", hex::encode(rand::random::<[u8; 8]>())));
        Box::pin(async move {
            tokio::fs::write(&path, b"ok").await?;
            tokio::fs::remove_file(&path).await
        })
    }

    fn sweep(&self, now: u64) -> BoxFuture<'_, std::io::Result<usize>> {
        Box::pin(async move {
            let mut removed = 0;
            let mut dir = tokio::fs::read_dir(&self.dir).await?;
            while let Some(item) = dir.next_entry().await? {
                let name = item.file_name();
                let Some(name) = name.to_str() else { continue };
                if key_expiry(name).is_some_and(|e| e < now) {
                    tokio::fs::remove_file(item.path()).await?;
                    removed += 1;
                }
            }
            Ok(removed)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use futures_util::StreamExt;

    #[tokio::test]
    async fn put_open_and_sweep() {
        let dir = tempfile::tempdir().expect("tempdir");
        let store = LocalDirStore::new(dir.path().join("blobs")).expect("store");
        let old = new_key(10, "ndjson");
        let fresh = new_key(1_000, "html");
        store
            .put(&old, Bytes::from_static(b"a"))
            .await
            .expect("put");
        store
            .put(&fresh, Bytes::from_static(b"bb"))
            .await
            .expect("put");
        let body = store.open(&fresh).await.expect("io").expect("present");
        assert_eq!(body.len, 2);
        let got: Vec<_> = body.stream.collect().await;
        assert_eq!(got.len(), 1);
        assert_eq!(store.sweep(500).await.expect("sweep"), 1);
        assert!(store.open(&old).await.expect("io").is_none());
        assert!(store.open("../etc/passwd").await.expect("io").is_none());
        assert!(!is_valid_key("12-../x"));
    }

    #[tokio::test]
    async fn probe_leaves_nothing_and_fails_where_it_cannot_write() {
        let dir = tempfile::tempdir().expect("tempdir");
        let store = LocalDirStore::new(dir.path().join("blobs")).expect("store");
        store.probe().await.expect("writable");
        assert_eq!(
            std::fs::read_dir(dir.path().join("blobs"))
                .expect("list")
                .count(),
            0
        );
        std::fs::remove_dir(dir.path().join("blobs")).expect("rmdir");
        std::fs::write(dir.path().join("blobs"), b"not a folder").expect("file");
        assert!(store.probe().await.is_err());
    }

    #[tokio::test]
    async fn streamed_blob_appears_on_commit_and_vanishes_when_dropped() {
        use std::io::Write as _;
        let dir = tempfile::tempdir().expect("tempdir");
        let store = LocalDirStore::new(dir.path().to_path_buf()).expect("store");
        let kept = new_key(1_000, "ndjson");
        let mut w = store.create(&kept).expect("create");
        w.write_all(b"a\n").expect("write");
        w.write_all(b"b\n").expect("write");
        assert!(
            store.open(&kept).await.expect("io").is_none(),
            "not visible before commit"
        );
        w.commit().expect("commit");
        let body = store.open(&kept).await.expect("io").expect("present");
        assert_eq!(body.len, 4);
        let dropped = new_key(1_000, "ndjson");
        let mut w = store.create(&dropped).expect("create");
        w.write_all(b"partial").expect("write");
        drop(w);
        let names: Vec<_> = std::fs::read_dir(dir.path())
            .expect("list")
            .map(|e| e.expect("entry").file_name())
            .collect();
        assert_eq!(
            names,
            [std::ffi::OsString::from(kept)],
            "only the committed blob is left"
        );
    }
}
