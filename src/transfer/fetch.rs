//! The outbound HTTP fetcher for `contentUrl` and `stringsUrl`: HTTPS only (plain HTTP only for
//! allowlisted hosts), every resolved address checked by the guard and pinned for the connection
//! (the guard is the DNS resolver), redirects followed only after the same checks, a byte cap and
//! a timeout on every fetch.

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;

use futures_util::StreamExt;
use reqwest::dns::{Addrs, Name, Resolve, Resolving};
use reqwest::{redirect, StatusCode, Url};

use super::guard::{self, AllowList};

/// Most redirects followed for one fetch.
const MAX_REDIRECTS: usize = 5;

/// A failed fetch, with a message for the user that names the URL's role (`contentUrl`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct FetchError {
    /// What went wrong.
    pub message: String,
    /// True when the URL was refused by policy (scheme, address guard) rather than failing.
    pub refused: bool,
}

impl FetchError {
    fn failed(message: String) -> FetchError {
        FetchError {
            message,
            refused: false,
        }
    }

    fn refused(message: String) -> FetchError {
        FetchError {
            message,
            refused: true,
        }
    }
}

/// The guard's refusal, carried through reqwest's connect error so it can be recognised.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
struct GuardRefusal(String);

/// DNS resolution through the address guard: addresses the guard refuses are never connected to.
struct GuardedResolver {
    allow: Arc<AllowList>,
}

impl Resolve for GuardedResolver {
    fn resolve(&self, name: Name) -> Resolving {
        let allow = self.allow.clone();
        let host = name.as_str().to_owned();
        Box::pin(async move {
            let addrs: Vec<SocketAddr> =
                tokio::net::lookup_host((host.as_str(), 0)).await?.collect();
            if addrs.is_empty() {
                return Err(format!("{host} has no address").into());
            }
            let mut allowed = Vec::with_capacity(addrs.len());
            let mut refusal = None;
            for a in addrs {
                match guard::check(&allow, &host, a.ip()) {
                    Ok(()) => allowed.push(a),
                    Err(e) => refusal = Some(e),
                }
            }
            if allowed.is_empty() {
                return Err(Box::new(GuardRefusal(refusal.unwrap_or_default())) as _);
            }
            let addrs: Addrs = Box::new(allowed.into_iter());
            Ok(addrs)
        })
    }
}

/// Fetches platform-supplied URLs safely.
#[derive(Clone)]
pub struct Fetcher {
    client: reqwest::Client,
    allow: Arc<AllowList>,
    timeout: Duration,
}

/// A body being downloaded (see [`Fetcher::download`]), pulled chunk by chunk within its cap.
pub struct Download<'a> {
    fetcher: &'a Fetcher,
    what: &'a str,
    url: Url,
    body: std::pin::Pin<Box<dyn futures_util::Stream<Item = reqwest::Result<bytes::Bytes>> + Send>>,
    /// The length the server announced (`Content-Length`), when it did.
    pub announced: Option<u64>,
    total: usize,
    max_bytes: usize,
}

impl Download<'_> {
    /// The next chunk of the body, `None` at its end; an error once the body passes the cap or
    /// the connection fails (naming what was being downloaded and how much had arrived).
    pub async fn next_chunk(&mut self) -> Result<Option<bytes::Bytes>, FetchError> {
        let Some(chunk) = self.body.next().await else {
            return Ok(None);
        };
        let chunk = chunk.map_err(|e| {
            self.fetcher
                .describe_body(self.what, &self.url, e, self.total, self.announced)
        })?;
        self.total += chunk.len();
        if self.total > self.max_bytes {
            return Err(FetchError::failed(format!(
                "{} is more than the {}-byte limit",
                self.what, self.max_bytes
            )));
        }
        Ok(Some(chunk))
    }
}

impl Fetcher {
    /// A fetcher with the given allowlist and per-fetch timeout.
    pub fn new(allow: AllowList, timeout: Duration) -> anyhow::Result<Fetcher> {
        let allow = Arc::new(allow);
        let client = reqwest::Client::builder()
            .redirect(redirect::Policy::none())
            .connect_timeout(Duration::from_secs(10).min(timeout))
            .timeout(timeout)
            .dns_resolver(GuardedResolver {
                allow: allow.clone(),
            })
            .user_agent(concat!("locforge/", env!("CARGO_PKG_VERSION")))
            .build()?;
        Ok(Fetcher {
            client,
            allow,
            timeout,
        })
    }

    /// The guarded HTTP client (the guard is its DNS resolver; redirects are not followed), for
    /// calls that are not plain downloads, such as the platform API. Check each URL with
    /// [`Fetcher::check_url`] before sending.
    pub fn client(&self) -> &reqwest::Client {
        &self.client
    }

    /// Checks scheme, host name and literal addresses of `url` before any connection is made.
    pub fn check_url(&self, url: &Url, what: &str) -> Result<(), FetchError> {
        // The scheme first: `file:`, `data:` and the like have no host to speak of.
        if !matches!(url.scheme(), "http" | "https") {
            return Err(FetchError::refused(format!(
                "{what} has unsupported scheme `{}`; expected https",
                url.scheme()
            )));
        }
        let host = url
            .host_str()
            .filter(|h| !h.is_empty())
            .ok_or_else(|| FetchError::refused(format!("{what} has no host: {}", redact(url))))?;
        if let Some(why) = guard::forbidden_name(&self.allow, host) {
            return Err(FetchError::refused(format!("{what}: {why}")));
        }
        if url.scheme() == "http" && !self.allow.allows_host(host) {
            return Err(FetchError::refused(format!(
                "{what} must be an https URL (plain http is allowed only for hosts in LOCFORGE_FETCH_ALLOW): {}",
                redact(url)
            )));
        }
        let bare = host.trim_start_matches('[').trim_end_matches(']');
        if let Ok(ip) = bare.parse::<IpAddr>() {
            guard::check(&self.allow, host, ip)
                .map_err(|e| FetchError::refused(format!("{what}: {e}")))?;
        }
        Ok(())
    }

    /// Streams the body of `url` to `sink` chunk by chunk, refusing more than `max_bytes`. The
    /// sink also gets the announced length (`Content-Length`), when there is one.
    pub async fn fetch_chunks(
        &self,
        url: &str,
        what: &str,
        max_bytes: usize,
        mut sink: impl FnMut(&[u8], Option<u64>) -> Result<(), String>,
    ) -> Result<usize, FetchError> {
        let mut download = self.download(url, what, max_bytes).await?;
        while let Some(chunk) = download.next_chunk().await? {
            sink(&chunk, download.announced).map_err(FetchError::failed)?;
        }
        Ok(download.total)
    }

    /// Starts downloading `url` (the answer's status and announced length checked), for a
    /// caller that pulls the body chunk by chunk and may wait between chunks: the next chunk is
    /// only read when asked for, so a slow reader slows the download instead of buffering it.
    pub async fn download<'a>(
        &'a self,
        url: &str,
        what: &'a str,
        max_bytes: usize,
    ) -> Result<Download<'a>, FetchError> {
        let url = Url::parse(url)
            .map_err(|e| FetchError::refused(format!("{what} is not a valid URL ({e})")))?;
        let (url, response) = self.get_following_redirects(url, what).await?;
        let status = response.status();
        if status != StatusCode::OK {
            return Err(FetchError::failed(format!(
                "could not download {what} ({}): the server answered {status}",
                redact(&url)
            )));
        }
        let announced = response.content_length();
        if let Some(len) = announced {
            if len > max_bytes as u64 {
                return Err(FetchError::failed(format!(
                    "{what} is {len} bytes, more than the {max_bytes}-byte limit"
                )));
            }
        }
        Ok(Download {
            fetcher: self,
            what,
            url,
            body: Box::pin(response.bytes_stream()),
            announced,
            total: 0,
            max_bytes,
        })
    }

    /// GETs `url`, following at most [`MAX_REDIRECTS`] redirects, each target checked like the
    /// first; returns the final URL and its response.
    async fn get_following_redirects(
        &self,
        mut url: Url,
        what: &str,
    ) -> Result<(Url, reqwest::Response), FetchError> {
        let mut hops = 0;
        loop {
            self.check_url(&url, what)?;
            let response = self
                .client
                .get(url.clone())
                .send()
                .await
                .map_err(|e| self.describe(what, &url, e))?;
            if !response.status().is_redirection() {
                return Ok((url, response));
            }
            hops += 1;
            let location = response
                .headers()
                .get(reqwest::header::LOCATION)
                .and_then(|v| v.to_str().ok())
                .ok_or_else(|| {
                    FetchError::failed(format!("{what}: redirect without a Location header"))
                })?;
            if hops > MAX_REDIRECTS {
                return Err(FetchError::failed(format!(
                    "{what}: more than {MAX_REDIRECTS} redirects"
                )));
            }
            url = url.join(location).map_err(|e| {
                FetchError::failed(format!("{what}: redirect to an invalid URL ({e})"))
            })?;
        }
    }

    /// The whole body of `url`, at most `max_bytes`.
    pub async fn fetch_bytes(
        &self,
        url: &str,
        what: &str,
        max_bytes: usize,
    ) -> Result<Vec<u8>, FetchError> {
        let mut buf = Vec::new();
        self.fetch_chunks(url, what, max_bytes, |c, announced| {
            if buf.is_empty() {
                buf.reserve_exact(announced.map_or(c.len(), |n| n as usize));
            }
            buf.extend_from_slice(c);
            Ok(())
        })
        .await?;
        Ok(buf)
    }

    /// Turns an error while reading the body of `url` (after `got` bytes of the `announced`
    /// length) into a message naming `what`: the timeout, or how much of the body arrived
    /// before the connection was reset or closed.
    fn describe_body(
        &self,
        what: &str,
        url: &Url,
        e: reqwest::Error,
        got: usize,
        announced: Option<u64>,
    ) -> FetchError {
        if e.is_timeout() {
            return self.describe(what, url, e);
        }
        // The innermost cause says what happened to the connection ("connection reset by
        // peer", "end of file before message length reached"); reqwest's own text does not.
        let mut cause = e.to_string();
        let mut source = std::error::Error::source(&e);
        while let Some(s) = source {
            cause = s.to_string();
            source = s.source();
        }
        let of = announced.map_or_else(String::new, |n| format!(" of {n}"));
        FetchError::failed(format!(
            "could not download {what} ({}): the connection ended after {got}{of} bytes ({cause})",
            redact(url)
        ))
    }

    /// Turns a transport error of a request to `url` into a message naming `what` (timeouts,
    /// guard refusals, connection failures).
    pub fn describe(&self, what: &str, url: &Url, e: reqwest::Error) -> FetchError {
        let url = redact(url);
        if e.is_timeout() {
            FetchError::failed(format!(
                "could not download {what} ({url}): no complete answer within {} s",
                self.timeout.as_secs()
            ))
        } else if e.is_connect() {
            // The guard's refusal travels inside the connect error's source chain.
            let mut reason = e.to_string();
            let mut source = std::error::Error::source(&e);
            while let Some(s) = source {
                if let Some(refusal) = s.downcast_ref::<GuardRefusal>() {
                    return FetchError::refused(format!("{what}: {refusal}"));
                }
                reason = s.to_string();
                source = s.source();
            }
            FetchError::failed(format!("could not connect to {what} ({url}): {reason}"))
        } else {
            FetchError::failed(format!("could not download {what} ({url}): {e}"))
        }
    }
}

/// The URL without its query string (signed URLs carry credentials there) for messages and logs.
pub fn redact(url: &Url) -> String {
    let mut u = url.clone();
    if u.query().is_some() {
        u.set_query(Some("…"));
    }
    u.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fetcher(allow: &[&str]) -> Fetcher {
        let list = AllowList::parse(&allow.iter().map(|s| s.to_string()).collect::<Vec<_>>())
            .expect("valid");
        Fetcher::new(list, Duration::from_secs(5)).expect("client")
    }

    /// The error of fetching `url` as `what` with no allowlist.
    async fn refusal(url: &str, what: &str) -> FetchError {
        fetcher(&[])
            .fetch_bytes(url, what, 10)
            .await
            .expect_err("refused")
    }

    fn assert_refused_for(err: &FetchError, reason: &str) {
        assert!(
            err.refused && err.message.contains(reason),
            "{}",
            err.message
        );
    }

    #[tokio::test]
    async fn loopback_is_refused_without_allowlist() {
        let err = refusal("https://127.0.0.1:1/x", "contentUrl").await;
        assert_refused_for(&err, "loopback");
        let err = refusal("http://example.com/x", "contentUrl").await;
        assert_refused_for(&err, "https");
        let err = refusal("ftp://example.com/x", "stringsUrl").await;
        assert!(err.message.contains("scheme"), "{}", err.message);
    }

    #[tokio::test]
    async fn names_resolving_to_loopback_are_refused_by_the_resolver() {
        let err = refusal("https://localhost:9/x", "contentUrl").await;
        assert_refused_for(&err, "loopback");
    }
}
