//! The accept loop: serves the router on a listener with hyper directly (axum's `serve` cannot
//! bound how long a client may take to send its headers), and stops gracefully.
//!
//! HTTP/1.1, as `axum::serve` was configured. Every connection must deliver a request's headers
//! within the header timeout (hyper's `header_read_timeout`): a client that connects and sends
//! nothing, or trickles its headers, is disconnected. Every write of a response must make progress
//! within the send timeout ([`super::send_timeout::SendTimeout`]): a client that stops reading is
//! disconnected and its response dropped. Every close lingers ([`super::linger`]): the client
//! that is still sending a body the server refused unread gets its answer, not a reset. On `stop` the listener
//! closes at once, idle connections close, requests in flight get `grace` to finish; whatever is
//! still running after that is dropped (its jobs are cancelled).
//!
//! What lives here: accepting, per-connection settings, shutdown. What does not: routes and
//! body limits (each feature's routes, `http::intake`).

use std::time::Duration;

use axum::Router;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use hyper_util::service::TowerToHyperService;
use tokio::net::TcpListener;
use tokio_util::sync::CancellationToken;

use super::linger::{Linger, LingeringClose};
use super::send_timeout::SendTimeout;

/// Pause after a failed accept (out of file descriptors, say) before the next one.
const ACCEPT_BACKOFF: Duration = Duration::from_millis(100);

/// How connections are served.
#[derive(Debug, Clone, Copy)]
pub struct ListenOptions {
    /// Longest a client may take to send a request's headers.
    pub header_timeout: Duration,
    /// Longest a response's write may wait on a client that takes none of its bytes.
    pub send_timeout: Duration,
    /// Longest requests in flight may take to finish once `stop` is cancelled.
    pub grace: Duration,
    /// How a closing connection drains what its client still sends.
    pub linger: Linger,
}

/// Serves `app` on `listener` until `stop` is cancelled, then drains (see the module docs).
pub async fn serve(
    listener: TcpListener,
    app: Router,
    stop: CancellationToken,
    opts: ListenOptions,
) -> std::io::Result<()> {
    let graceful = GracefulShutdown::new();
    loop {
        let accepted = tokio::select! {
            a = listener.accept() => a,
            () = stop.cancelled() => break,
        };
        let stream = match accepted {
            Ok((stream, _)) => stream,
            Err(e) => {
                tracing::warn!(error = %e, "could not accept a connection");
                tokio::time::sleep(ACCEPT_BACKOFF).await;
                continue;
            }
        };
        let service = TowerToHyperService::new(app.clone());
        let watcher = graceful.watcher();
        tokio::spawn(async move {
            let conn = http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(opts.header_timeout)
                .serve_connection(
                    TokioIo::new(LingeringClose::new(
                        SendTimeout::new(stream, opts.send_timeout),
                        opts.linger,
                    )),
                    service,
                );
            if let Err(e) = watcher.watch(conn).await {
                tracing::debug!(error = %e, "connection ended with an error");
            }
        });
    }
    drop(listener);
    tracing::info!(
        grace_secs = opts.grace.as_secs(),
        "shutting down: no new connections; waiting for requests in flight"
    );
    tokio::select! {
        () = graceful.shutdown() => {
            tracing::info!("shut down: every request in flight finished");
        }
        () = tokio::time::sleep(opts.grace) => {
            tracing::warn!(
                grace_secs = opts.grace.as_secs(),
                "shut down: requests still in flight after the grace period were dropped"
            );
        }
    }
    Ok(())
}
