//! `[limits]`: the size and time limits of jobs and requests, and the admission bounds derived
//! from the machine when left at 0. Checked with the rest of the configuration
//! (`Config::validate`).

use serde::Deserialize;

use super::machine;

/// Size and time limits of jobs.
#[derive(Debug, Clone, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Limits {
    /// Largest request body accepted (bytes).
    pub max_request_bytes: usize,
    /// Responses whose encoded body would exceed this are spilled to download URLs (bytes).
    pub inline_threshold: usize,
    /// Hard ceiling of a response body (bytes); the platform rejects larger ones.
    pub max_response_bytes: usize,
    /// Time budget of a job from receipt (seconds; the platform gives up at 120).
    pub deadline_secs: u64,
    /// Timeout of one fetch of `contentUrl` / `stringsUrl` (seconds).
    pub fetch_timeout_secs: u64,
    /// Largest file fetched from `contentUrl` (bytes).
    pub max_fetch_bytes: usize,
    /// Largest NDJSON body fetched from `stringsUrl` (bytes). Strings carry source texts,
    /// translations and metadata, so they are larger than the file they describe.
    pub max_strings_bytes: usize,
    /// Longest NDJSON line accepted (bytes).
    pub max_ndjson_line: usize,
    /// Largest `customData` per string (bytes).
    pub max_custom_data: usize,
    /// How long download URLs stay valid (seconds).
    pub download_ttl_secs: u64,
    /// CPU budget of the engine: jobs running at once, and threads rendering the languages of a
    /// build (0 = one per core).
    pub engine_threads: usize,
    /// Jobs admitted at once (reading their body, fetching, waiting for or using the CPU); one more
    /// is refused with 503 and `Retry-After`. 0 = two per core.
    pub max_concurrent_jobs: usize,
    /// Request body bytes admitted at once across all jobs (counted from `Content-Length` before
    /// the body is read, or as it is read); past it a job is refused with 503 and `Retry-After`.
    /// 0 = a quarter of the machine's memory, at most 1 GiB.
    pub max_bytes_in_flight: usize,
    /// Time a client has to send a request's headers, and a job's whole body once its headers
    /// arrived (seconds); a client that stalls in its headers is disconnected, one that stalls in
    /// its body gets 408 and its connection closed.
    pub body_timeout_secs: u64,
    /// Longest a response may wait on a client that does not read it (seconds): when the
    /// connection takes none of the response's bytes for this long, it is closed and the
    /// response dropped, so a client reading slowly or not at all cannot hold a job's output in
    /// memory (nginx's `send_timeout`). A client that keeps reading is never cut off.
    pub send_timeout_secs: u64,
    /// The `Retry-After` (seconds) sent with a 503 of back-pressure.
    pub retry_after_secs: u64,
    /// On SIGTERM or Ctrl-C: how long in-flight requests may take to finish before the server
    /// exits anyway (seconds).
    pub shutdown_grace_secs: u64,
}

impl Limits {
    /// Jobs admitted at once: `max_concurrent_jobs`, or two per core when 0.
    pub fn concurrent_jobs(&self) -> usize {
        match self.max_concurrent_jobs {
            0 => machine::default_concurrent_jobs(),
            n => n,
        }
    }

    /// Request body bytes admitted at once: `max_bytes_in_flight`, or the machine's default when
    /// 0 (never less than one body of the largest size).
    pub fn bytes_in_flight(&self) -> usize {
        match self.max_bytes_in_flight {
            0 => machine::default_bytes_in_flight().max(self.max_request_bytes),
            n => n,
        }
    }
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_request_bytes: 5 * 1024 * 1024,
            inline_threshold: 4_000_000,
            max_response_bytes: 5_000_000,
            deadline_secs: 110,
            fetch_timeout_secs: 30,
            max_fetch_bytes: 5 * 1024 * 1024 + 64 * 1024,
            max_strings_bytes: 64 * 1024 * 1024,
            max_ndjson_line: 1024 * 1024,
            max_custom_data: 4096,
            download_ttl_secs: 3600,
            engine_threads: 0,
            max_concurrent_jobs: 0,
            max_bytes_in_flight: 0,
            body_timeout_secs: 30,
            send_timeout_secs: 30,
            retry_after_secs: 2,
            shutdown_grace_secs: 30,
        }
    }
}
