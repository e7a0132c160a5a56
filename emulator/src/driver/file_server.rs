//! The driver's own small file server on loopback: it serves source files as `contentUrl` and
//! strings as `stringsUrl` (NDJSON), the way the platform hands large inputs to apps, and counts
//! how often each was fetched.

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::IntoResponse;
use axum::routing::get;
use axum::Router;
use bytes::Bytes;

#[derive(Default)]
struct Files {
    by_key: HashMap<String, (Bytes, u32)>,
}

/// A running file server; it stops when the driver (and so this handle) is dropped.
pub struct FileServer {
    base: String,
    files: Arc<Mutex<Files>>,
    task: tokio::task::JoinHandle<()>,
}

impl FileServer {
    /// Starts on `127.0.0.1` with an ephemeral port.
    pub async fn start() -> std::io::Result<FileServer> {
        FileServer::start_on(SocketAddr::from(([127, 0, 0, 1], 0))).await
    }

    /// Starts on `addr`.
    pub async fn start_on(addr: SocketAddr) -> std::io::Result<FileServer> {
        let files: Arc<Mutex<Files>> = Arc::default();
        let app = Router::new()
            .route("/files/{key}", get(serve))
            .with_state(files.clone());
        let listener = tokio::net::TcpListener::bind(addr).await?;
        let local = listener.local_addr()?;
        let task = tokio::spawn(async move {
            let _ = axum::serve(listener, app).await;
        });
        Ok(FileServer {
            base: format!("http://{local}"),
            files,
            task,
        })
    }

    /// Publishes `bytes` under a fresh unguessable URL ending in `name`'s extension.
    pub fn publish(&self, name: &str, bytes: Vec<u8>) -> String {
        let ext = std::path::Path::new(name)
            .extension()
            .and_then(|e| e.to_str())
            .map(|e| format!(".{e}"))
            .unwrap_or_default();
        let key = format!("{}{ext}", hex::encode(rand::random::<[u8; 12]>()));
        if let Ok(mut f) = self.files.lock() {
            f.by_key.insert(key.clone(), (Bytes::from(bytes), 0));
        }
        format!("{}/files/{key}", self.base)
    }

    /// How many times the file behind `url` was fetched.
    pub fn fetches(&self, url: &str) -> u32 {
        let key = url.rsplit('/').next().unwrap_or_default();
        self.files
            .lock()
            .ok()
            .and_then(|f| f.by_key.get(key).map(|(_, n)| *n))
            .unwrap_or(0)
    }
}

impl Drop for FileServer {
    fn drop(&mut self) {
        self.task.abort();
    }
}

async fn serve(
    State(files): State<Arc<Mutex<Files>>>,
    Path(key): Path<String>,
) -> impl IntoResponse {
    let found = files.lock().ok().and_then(|mut f| {
        f.by_key.get_mut(&key).map(|(b, n)| {
            *n += 1;
            b.clone()
        })
    });
    match found {
        Some(b) => (StatusCode::OK, b).into_response(),
        None => (StatusCode::NOT_FOUND, "no such file").into_response(),
    }
}
