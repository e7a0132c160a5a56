//! Prometheus metrics on the `metrics` facade, rendered by `metrics-exporter-prometheus`.
//!
//! One recorder per process, installed by [`install`] (the service does at start; `/metrics`
//! does again, harmlessly). Until it is installed the helpers count nothing. Every metric name
//! is a constant here, and every place that counts calls a helper of this module, so the label
//! sets stay consistent. Labels never carry an organization, a token or anything a user typed.

use std::sync::OnceLock;

use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};

/// Jobs finished, by `type`, `format` and `outcome`.
pub const JOBS: &str = "locforge_jobs_total";
/// Job durations from receipt, by `type` and `outcome` (histogram, seconds).
pub const JOB_SECONDS: &str = "locforge_job_duration_seconds";
/// Request body bytes of jobs, by `type`.
pub const REQUEST_BYTES: &str = "locforge_job_request_bytes_total";
/// Response body bytes of jobs, by `type`.
pub const RESPONSE_BYTES: &str = "locforge_job_response_bytes_total";
/// Results spilled to download URLs.
pub const SPILLS: &str = "locforge_spills_total";
/// Requests refused before their body was used, by `reason`: `jobs`, `bytes` (back-pressure, 503),
/// `too_large` (413), `timeout` (408), `truncated` (400).
pub const REJECTED: &str = "locforge_rejected_total";
/// Installation token renewals, by `outcome` (`ok`, `error`).
pub const TOKEN_RENEWALS: &str = "locforge_token_renewals_total";
/// Failed store operations, by `op`.
pub const STORE_ERRORS: &str = "locforge_store_errors_total";
/// Webhook inbox rows, by `state` (`pending`, `dead`), sampled at each scrape.
pub const INBOX: &str = "locforge_webhook_inbox";
/// Work queue items, by `state` (`pending`, `claimed`, `done`, `failed`, `stopped`), sampled at
/// each scrape.
pub const WORK_QUEUE: &str = "locforge_work_queue";
/// Jobs admitted now.
pub const JOBS_IN_FLIGHT: &str = "locforge_jobs_in_flight";
/// Bound on jobs admitted at once.
pub const JOBS_MAX: &str = "locforge_jobs_max";
/// Request body bytes reserved now.
pub const BYTES_IN_FLIGHT: &str = "locforge_bytes_in_flight";
/// Bound on request body bytes reserved at once.
pub const BYTES_MAX: &str = "locforge_bytes_max";

/// Upper bounds of the job duration buckets (seconds; the platform gives up at 120).
const JOB_BUCKETS: &[f64] = &[
    0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0, 120.0,
];

static HANDLE: OnceLock<Option<PrometheusHandle>> = OnceLock::new();

/// How a job ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// 200 with data.
    Ok,
    /// 200 with `error.message` (bad file, failed download, deadline).
    Failed,
    /// 400: the request was malformed.
    BadRequest,
    /// 500: something broke on our side.
    Error,
    /// The client went away before the answer; the job was stopped.
    Cancelled,
}

impl Outcome {
    /// The label value.
    pub fn as_str(self) -> &'static str {
        match self {
            Outcome::Ok => "ok",
            Outcome::Failed => "failed",
            Outcome::BadRequest => "bad_request",
            Outcome::Error => "error",
            Outcome::Cancelled => "cancelled",
        }
    }
}

/// Installs the process-wide recorder once and returns its handle; `None` when another recorder
/// was installed first (an embedding program's), in which case nothing here is rendered.
pub fn install() -> Option<&'static PrometheusHandle> {
    HANDLE
        .get_or_init(|| {
            let builder = PrometheusBuilder::new()
                .set_buckets_for_metric(Matcher::Full(JOB_SECONDS.into()), JOB_BUCKETS)
                .ok()?;
            match builder.install_recorder() {
                Ok(handle) => {
                    describe();
                    Some(handle)
                }
                Err(e) => {
                    tracing::warn!(error = %e, "metrics: another recorder is installed; /metrics stays empty");
                    None
                }
            }
        })
        .as_ref()
}

/// Drains the recorded histogram samples into their buckets every `every`: without it they pile
/// up until the next `/metrics` scrape, so a server nobody scrapes would grow with every job.
/// (`install_recorder` does not start the exporter's own upkeep task.)
pub fn spawn_upkeep(every: std::time::Duration) -> Option<tokio::task::JoinHandle<()>> {
    let handle = install()?;
    Some(tokio::spawn(async move {
        let mut tick = tokio::time::interval(every);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tick.tick().await;
            handle.run_upkeep();
        }
    }))
}

fn describe() {
    use metrics::{describe_counter, describe_gauge, describe_histogram, Unit};
    describe_counter!(JOBS, "Jobs finished, by type, format and outcome.");
    describe_histogram!(
        JOB_SECONDS,
        Unit::Seconds,
        "Job durations from receipt, by type and outcome."
    );
    describe_counter!(REQUEST_BYTES, Unit::Bytes, "Request body bytes of jobs.");
    describe_counter!(RESPONSE_BYTES, Unit::Bytes, "Response body bytes of jobs.");
    describe_counter!(SPILLS, "Results spilled to download URLs.");
    describe_counter!(
        REJECTED,
        "Requests refused before their body was used, by reason (jobs, bytes: 503; too_large: 413; timeout: 408; truncated: 400; content_type: 415)."
    );
    describe_counter!(TOKEN_RENEWALS, "Installation token renewals, by outcome.");
    describe_counter!(STORE_ERRORS, "Failed store operations, by operation.");
    describe_gauge!(INBOX, "Webhook inbox rows by state.");
    describe_gauge!(WORK_QUEUE, "Work queue items by state.");
    describe_gauge!(JOBS_IN_FLIGHT, "Jobs admitted now.");
    describe_gauge!(JOBS_MAX, "Bound on jobs admitted at once.");
    describe_gauge!(
        BYTES_IN_FLIGHT,
        Unit::Bytes,
        "Request body bytes reserved now."
    );
    describe_gauge!(
        BYTES_MAX,
        Unit::Bytes,
        "Bound on request body bytes reserved at once."
    );
}

/// Counts a finished (or cancelled) job.
pub fn job_finished(
    job_type: &'static str,
    format: &'static str,
    outcome: Outcome,
    seconds: f64,
    bytes_in: usize,
    bytes_out: usize,
) {
    let o = outcome.as_str();
    metrics::counter!(JOBS, "type" => job_type, "format" => format, "outcome" => o).increment(1);
    metrics::histogram!(JOB_SECONDS, "type" => job_type, "outcome" => o).record(seconds);
    metrics::counter!(REQUEST_BYTES, "type" => job_type).increment(bytes_in as u64);
    metrics::counter!(RESPONSE_BYTES, "type" => job_type).increment(bytes_out as u64);
}

/// Counts a request refused before its body was used, for `reason` (see [`REJECTED`]).
pub fn rejected(reason: &'static str) {
    metrics::counter!(REJECTED, "reason" => reason).increment(1);
}

/// Counts a spilled result.
pub fn spilled() {
    metrics::counter!(SPILLS).increment(1);
}

/// Counts an installation token renewal.
pub fn token_renewal(ok: bool) {
    let outcome = if ok { "ok" } else { "error" };
    metrics::counter!(TOKEN_RENEWALS, "outcome" => outcome).increment(1);
}

/// Counts a failed store operation `op`.
pub fn store_error(op: &'static str) {
    metrics::counter!(STORE_ERRORS, "op" => op).increment(1);
}

/// Sets gauge `name` with label `state` to `value`.
pub fn set_state_gauge(name: &'static str, state: &'static str, value: i64) {
    metrics::gauge!(name, "state" => state).set(value as f64);
}

/// Sets the unlabelled gauge `name` to `value`.
pub fn set_gauge(name: &'static str, value: usize) {
    metrics::gauge!(name).set(value as f64);
}

/// The Prometheus text of everything counted so far; `None` without the recorder.
pub fn render() -> Option<String> {
    let handle = install()?;
    handle.run_upkeep();
    Some(handle.render())
}
