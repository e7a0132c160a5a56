//! Blob stores for spilled results. The trait is what the service needs (put, open, sweep
//! expired); the local-directory store is the embedded default. Keys carry their expiry
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

/// Where spilled results live until their URLs expire.
pub trait BlobStore: Send + Sync {
    /// Stores `bytes` under `key`.
    fn put(&self, key: &str, bytes: Bytes) -> BoxFuture<'_, std::io::Result<()>>;
    /// Opens `key` for reading; `None` when absent.
    fn open<'a>(&'a self, key: &'a str) -> BoxFuture<'a, std::io::Result<Option<BlobBody>>>;
    /// Deletes blobs whose expiry is before `now` (unix seconds); returns how many.
    fn sweep(&self, now: u64) -> BoxFuture<'_, std::io::Result<usize>>;
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

impl BlobStore for LocalDirStore {
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
}
