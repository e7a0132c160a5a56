//! Lingering close: a connection that hyper closes is first shut down for writing (the client
//! gets its response and a FIN), then whatever the client is still sending is read and dropped
//! until it closes its side, stops sending, or a limit is hit; only then is the socket closed.
//!
//! Why: a refusal sent before the request body was read (503 back-pressure, 413 from
//! `Content-Length`, 401/403/415 from the headers) leaves the body in flight. Closing a socket
//! with unread bytes makes the kernel answer with a TCP reset, which destroys the response the
//! client has not read yet; a client that writes its whole body before reading (Python's
//! `http.client`, Java's `HttpURLConnection`) then sees a broken pipe instead of the status.
//! nginx's `lingering_close` solves the same problem the same way; its `lingering_time` and
//! `lingering_timeout` are [`Linger::max_time`] and [`Linger::idle`] here.
//!
//! Bounded: at most [`Linger::max_bytes`] are drained, for at most [`Linger::max_time`], and a
//! client that sends nothing for [`Linger::idle`] is closed at once. A client that already closed
//! its side costs one read.
//!
//! What lives here: the shutdown of a served stream. What does not: when hyper closes (it does
//! after a `Connection: close` answer or an unread body), the accept loop (`listen`).

use std::future::Future;
use std::io;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::time::{Instant, Sleep};

/// The limits of one lingering close.
#[derive(Debug, Clone, Copy)]
pub struct Linger {
    /// Most bytes read and dropped (a few times the request size limit, so that the client of a
    /// 413 reads its answer; past that the client is not one worth waiting for).
    pub max_bytes: usize,
    /// Longest the whole drain may take (the body timeout).
    pub max_time: Duration,
    /// Longest wait for the next bytes: a client that sends nothing for this long is closed.
    pub idle: Duration,
}

/// Where a shutdown is.
#[derive(Debug)]
enum Closing {
    /// Not asked to shut down yet.
    Open,
    /// The write side is being shut down.
    Writes,
    /// Reading and dropping what the client still sends.
    Draining {
        drained: usize,
        deadline: Instant,
        idle: Pin<Box<Sleep>>,
    },
    /// Done: shutdown returns at once.
    Closed,
}

/// `S` whose shutdown lingers (see the module docs).
#[derive(Debug)]
pub struct LingeringClose<S> {
    inner: S,
    linger: Linger,
    closing: Closing,
}

impl<S> LingeringClose<S> {
    /// Wraps `inner` with these limits.
    pub fn new(inner: S, linger: Linger) -> LingeringClose<S> {
        LingeringClose {
            inner,
            linger,
            closing: Closing::Open,
        }
    }
}

impl<S: AsyncRead + Unpin> LingeringClose<S> {
    /// Reads and drops until the client closes, a limit is hit, or nothing is ready.
    fn drain(&mut self, cx: &mut Context<'_>) -> Poll<()> {
        let Closing::Draining {
            drained,
            deadline,
            idle,
        } = &mut self.closing
        else {
            return Poll::Ready(());
        };
        let mut scratch = [0u8; 16 * 1024];
        loop {
            if *drained >= self.linger.max_bytes || Instant::now() >= *deadline {
                tracing::debug!(drained = *drained, "lingering close: a limit was reached");
                return Poll::Ready(());
            }
            let mut buf = ReadBuf::new(&mut scratch);
            match Pin::new(&mut self.inner).poll_read(cx, &mut buf) {
                Poll::Ready(Ok(())) if buf.filled().is_empty() => return Poll::Ready(()),
                Poll::Ready(Ok(())) => {
                    *drained += buf.filled().len();
                    let next = (Instant::now() + self.linger.idle).min(*deadline);
                    idle.as_mut().reset(next);
                }
                Poll::Ready(Err(_)) => return Poll::Ready(()),
                Poll::Pending => {
                    return match idle.as_mut().poll(cx) {
                        Poll::Ready(()) => Poll::Ready(()),
                        Poll::Pending => Poll::Pending,
                    };
                }
            }
        }
    }
}

impl<S: AsyncRead + Unpin> AsyncRead for LingeringClose<S> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_read(cx, buf)
    }
}

impl<S: AsyncRead + AsyncWrite + Unpin> AsyncWrite for LingeringClose<S> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.inner).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = &mut *self;
        loop {
            match &this.closing {
                Closing::Open => this.closing = Closing::Writes,
                Closing::Writes => {
                    let shut = std::task::ready!(Pin::new(&mut this.inner).poll_shutdown(cx));
                    if let Err(e) = shut {
                        this.closing = Closing::Closed;
                        return Poll::Ready(Err(e));
                    }
                    let start = Instant::now();
                    let deadline = start + this.linger.max_time;
                    this.closing = Closing::Draining {
                        drained: 0,
                        deadline,
                        idle: Box::pin(tokio::time::sleep_until(
                            (start + this.linger.idle).min(deadline),
                        )),
                    };
                }
                Closing::Draining { .. } => {
                    std::task::ready!(this.drain(cx));
                    this.closing = Closing::Closed;
                }
                Closing::Closed => return Poll::Ready(Ok(())),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    fn linger(max_bytes: usize) -> Linger {
        Linger {
            max_bytes,
            max_time: Duration::from_secs(5),
            idle: Duration::from_millis(200),
        }
    }

    #[tokio::test]
    async fn shutdown_drains_what_the_peer_still_sends_then_returns() {
        let (client, server) = tokio::io::duplex(64);
        let mut server = LingeringClose::new(server, linger(1 << 20));
        let (mut client_read, mut client_write) = tokio::io::split(client);
        server
            .write_all(b"HTTP/1.1 503\r\n\r\n")
            .await
            .expect("writes");
        // The client writes 100 KB before it reads: with a 64-byte pipe, it finishes only
        // because the shutdown drains it.
        let writer = tokio::spawn(async move {
            client_write
                .write_all(&[b'x'; 100_000])
                .await
                .expect("the body goes through");
            client_write.shutdown().await.expect("closes");
        });
        let shut = tokio::spawn(async move { server.shutdown().await });
        writer.await.expect("writer");
        let mut answer = Vec::new();
        client_read.read_to_end(&mut answer).await.expect("reads");
        assert_eq!(answer, b"HTTP/1.1 503\r\n\r\n");
        shut.await.expect("task").expect("shutdown");
    }

    #[tokio::test]
    async fn shutdown_stops_at_the_byte_limit_and_on_a_silent_peer() {
        let (mut client, server) = tokio::io::duplex(1 << 16);
        let mut server = LingeringClose::new(server, linger(10));
        client.write_all(&[b'x'; 1000]).await.expect("writes");
        // More than the limit is waiting: the drain stops after 10 bytes without waiting.
        server.shutdown().await.expect("shutdown");
        let (_client, server) = tokio::io::duplex(64);
        let mut server = LingeringClose::new(server, linger(1 << 20));
        let started = Instant::now();
        server.shutdown().await.expect("shutdown");
        // A peer that neither sends nor closes is left after the idle time.
        assert!(started.elapsed() >= Duration::from_millis(200));
    }
}
