//! The health routes ([`routes`]): `GET /healthz` (liveness only: the process answers),
//! `GET /readyz` and `GET /metrics`.
//!
//! `/readyz` answers 200 only when the store answers a ping and the blob store takes a write and
//! a delete, each within [`CHECK_TIMEOUT`]; otherwise 503 naming what failed, so a load balancer
//! sends no jobs to a replica that cannot finish them. `/metrics` samples the gauges (jobs and
//! bytes in flight, webhook inbox and work queue depth) and renders every metric in Prometheus'
//! text format.
//!
//! What lives here: the three handlers. What does not: metric names and counting
//! (`observability::metrics`).

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use axum::extract::State;
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use serde_json::json;

use crate::http::error::{ApiError, NO_CACHE};
use crate::http::state::AppState;
use crate::observability::metrics;

/// Longest a readiness check may take before it counts as failed.
pub const CHECK_TIMEOUT: Duration = Duration::from_secs(3);

/// `GET /healthz`, `GET /readyz`, `GET /metrics`.
pub fn routes() -> Router<Arc<AppState>> {
    Router::new()
        .route("/healthz", get(live))
        .route("/readyz", get(ready))
        .route("/metrics", get(metrics))
}

/// `GET /healthz`.
pub async fn live() -> Response {
    axum::Json(serde_json::json!({"status": "ok"})).into_response()
}

/// `GET /readyz`.
pub async fn ready(State(s): State<Arc<AppState>>) -> Response {
    let (store, blobs) = tokio::join!(
        check(async { s.store.ping().await.map_err(|e| e.to_string()) }),
        check(async { s.engine.blobs().probe().await.map_err(|e| e.to_string()) }),
    );
    let checks = json!({
        "store": store.as_ref().err().map_or("ok", String::as_str),
        "blobs": blobs.as_ref().err().map_or("ok", String::as_str),
    });
    let mut failed = Vec::new();
    if let Err(e) = &store {
        failed.push(format!("the store does not answer ({e})"));
    }
    if let Err(e) = &blobs {
        failed.push(format!("the blob store cannot be written ({e})"));
    }
    let (status, body) = if failed.is_empty() {
        (StatusCode::OK, json!({"status": "ready", "checks": checks}))
    } else {
        tracing::warn!(reasons = %failed.join("; "), "not ready");
        (
            StatusCode::SERVICE_UNAVAILABLE,
            json!({"error": {"message": format!("not ready: {}", failed.join("; "))}, "checks": checks}),
        )
    };
    let mut resp = (status, axum::Json(body)).into_response();
    resp.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static(NO_CACHE));
    resp
}

async fn check(f: impl Future<Output = Result<(), String>>) -> Result<(), String> {
    tokio::time::timeout(CHECK_TIMEOUT, f)
        .await
        .unwrap_or_else(|_| Err(format!("no answer within {} s", CHECK_TIMEOUT.as_secs())))
}

/// `GET /metrics`.
pub async fn metrics(State(s): State<Arc<AppState>>) -> Response {
    let admission = s.engine.admission();
    metrics::set_gauge(metrics::JOBS_IN_FLIGHT, admission.jobs_in_flight());
    metrics::set_gauge(metrics::JOBS_MAX, admission.max_jobs());
    metrics::set_gauge(metrics::BYTES_IN_FLIGHT, admission.bytes_in_flight());
    metrics::set_gauge(metrics::BYTES_MAX, admission.max_bytes());
    // A store that does not answer leaves the depths at their last values; its error is counted.
    if let Ok(Ok(c)) = tokio::time::timeout(CHECK_TIMEOUT, s.store.inbox_counts()).await {
        metrics::set_state_gauge(metrics::INBOX, "pending", c.pending);
        metrics::set_state_gauge(metrics::INBOX, "dead", c.dead);
    }
    if let Ok(Ok(c)) = tokio::time::timeout(CHECK_TIMEOUT, s.store.queue_counts()).await {
        for (state, n) in [
            ("pending", c.pending),
            ("claimed", c.claimed),
            ("done", c.done),
            ("failed", c.failed),
            ("stopped", c.stopped),
        ] {
            metrics::set_state_gauge(metrics::WORK_QUEUE, state, n);
        }
    }
    match metrics::render() {
        Some(text) => (
            [(
                header::CONTENT_TYPE,
                HeaderValue::from_static("text/plain; version=0.0.4; charset=utf-8"),
            )],
            text,
        )
            .into_response(),
        None => ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "metrics are not available: another metrics recorder is installed in this process",
        )
        .into_response(),
    }
}
