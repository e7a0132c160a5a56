//! Outbound HTTP of the driver, with the platform's limits applied to every answer: a body cap
//! (5 MB for file jobs) and a deadline (2 minutes for file jobs), both configurable lower.

use std::time::Duration;

use reqwest::header::HeaderMap;
use reqwest::{Method, StatusCode};

/// The platform's cap on a file-job response body (decimal 5 MB, docs/PROTOCOL.md §9).
pub const MAX_RESPONSE_BYTES: usize = 5_000_000;

/// The platform's time-out on a file job.
pub const JOB_TIMEOUT: Duration = Duration::from_secs(120);

/// An answer read within the limits.
#[derive(Debug)]
pub struct Answer {
    /// HTTP status.
    pub status: StatusCode,
    /// Response headers.
    pub headers: HeaderMap,
    /// The body (complete: `Failure::TooLarge` is returned instead when it exceeds the cap).
    pub body: Vec<u8>,
}

/// Why no answer could be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Failure {
    /// The body is larger than the cap.
    #[error("the response body exceeds {limit} bytes")]
    TooLarge {
        /// The cap.
        limit: usize,
    },
    /// No complete answer within the deadline.
    #[error("no complete answer within {0:?}")]
    TimedOut(Duration),
    /// Connection or protocol failure.
    #[error("request failed: {0}")]
    Transport(String),
}

/// Sends one request and reads the answer with a cap and a deadline.
pub async fn send(
    client: &reqwest::Client,
    method: Method,
    url: &str,
    headers: HeaderMap,
    body: Option<Vec<u8>>,
    cap: usize,
    deadline: Duration,
) -> Result<Answer, Failure> {
    let work = async {
        let mut req = client.request(method, url).headers(headers);
        if let Some(b) = body {
            req = req.body(b);
        }
        let mut resp = req
            .send()
            .await
            .map_err(|e| Failure::Transport(describe(&e)))?;
        let status = resp.status();
        let headers = resp.headers().clone();
        if let Some(len) = resp.content_length() {
            if len > cap as u64 {
                return Err(Failure::TooLarge { limit: cap });
            }
        }
        let mut body = Vec::new();
        while let Some(chunk) = resp
            .chunk()
            .await
            .map_err(|e| Failure::Transport(describe(&e)))?
        {
            if body.len() + chunk.len() > cap {
                return Err(Failure::TooLarge { limit: cap });
            }
            body.extend_from_slice(&chunk);
        }
        Ok(Answer {
            status,
            headers,
            body,
        })
    };
    match tokio::time::timeout(deadline, work).await {
        Ok(r) => r,
        Err(_) => Err(Failure::TimedOut(deadline)),
    }
}

/// A GET with the same limits (downloads of `stringsUrl`, `previewUrl`, `contentUrl`).
pub async fn download(
    client: &reqwest::Client,
    url: &str,
    cap: usize,
    deadline: Duration,
) -> Result<Answer, Failure> {
    send(
        client,
        Method::GET,
        url,
        HeaderMap::new(),
        None,
        cap,
        deadline,
    )
    .await
}

fn describe(e: &reqwest::Error) -> String {
    let mut s = e.to_string();
    let mut src = std::error::Error::source(e);
    while let Some(inner) = src {
        s.push_str(": ");
        s.push_str(&inner.to_string());
        src = inner.source();
    }
    s
}
