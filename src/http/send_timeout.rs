//! A connection whose writes give up when the peer stops taking bytes: [`SendTimeout`] wraps a
//! stream and fails a write (`TimedOut`) once it has waited longer than the send timeout without
//! the socket accepting a single byte. hyper then closes the connection and drops the response,
//! so a client that reads a large answer one byte a second, or stops reading, cannot hold the
//! job's output in memory for longer than that (the same rule as nginx's `send_timeout`: the
//! clock runs between two successful writes, not over the whole response, so a slow but steady
//! reader is never cut off).
//!
//! What lives here: the write clock. What does not: header and body read deadlines (`listen`,
//! `intake`), the accept loop (`listen`).

use std::future::Future;
use std::io;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::time::Sleep;

/// `S` whose writes fail after `timeout` without progress (see the module docs).
#[derive(Debug)]
pub struct SendTimeout<S> {
    inner: S,
    timeout: Duration,
    /// Armed when a write first found the socket full; disarmed by any write that goes through.
    stalled: Option<Pin<Box<Sleep>>>,
}

impl<S> SendTimeout<S> {
    /// Wraps `inner`: a write that makes no progress for `timeout` fails.
    pub fn new(inner: S, timeout: Duration) -> SendTimeout<S> {
        SendTimeout {
            inner,
            timeout,
            stalled: None,
        }
    }

    /// What a pending write does: arm the clock if it is not running, and fail once it ran out.
    fn pending<T>(&mut self, cx: &mut Context<'_>) -> Poll<io::Result<T>> {
        let timeout = self.timeout;
        let clock = self
            .stalled
            .get_or_insert_with(|| Box::pin(tokio::time::sleep(timeout)));
        match clock.as_mut().poll(cx) {
            Poll::Ready(()) => {
                self.stalled = None;
                tracing::info!(
                    secs = timeout.as_secs(),
                    "closing a connection whose client read nothing of its response in time"
                );
                Poll::Ready(Err(io::Error::new(
                    io::ErrorKind::TimedOut,
                    format!(
                        "the client took none of the response for {} s",
                        timeout.as_secs()
                    ),
                )))
            }
            Poll::Pending => Poll::Pending,
        }
    }

    /// Passes a finished write through, stopping the clock.
    fn done<T>(&mut self, r: io::Result<T>) -> Poll<io::Result<T>> {
        self.stalled = None;
        Poll::Ready(r)
    }
}

impl<S: AsyncRead + Unpin> AsyncRead for SendTimeout<S> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_read(cx, buf)
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for SendTimeout<S> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        match Pin::new(&mut self.inner).poll_write(cx, buf) {
            Poll::Ready(r) => self.done(r),
            Poll::Pending => self.pending(cx),
        }
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        match Pin::new(&mut self.inner).poll_write_vectored(cx, bufs) {
            Poll::Ready(r) => self.done(r),
            Poll::Pending => self.pending(cx),
        }
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        match Pin::new(&mut self.inner).poll_flush(cx) {
            Poll::Ready(r) => self.done(r),
            Poll::Pending => self.pending(cx),
        }
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        match Pin::new(&mut self.inner).poll_shutdown(cx) {
            Poll::Ready(r) => self.done(r),
            Poll::Pending => self.pending(cx),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::io::AsyncWriteExt;

    #[tokio::test]
    async fn a_write_the_peer_never_takes_fails_after_the_timeout() {
        // A pipe with a 16-byte buffer whose other end is never read.
        let (near, _far) = tokio::io::duplex(16);
        let mut s = SendTimeout::new(near, Duration::from_millis(200));
        s.write_all(&[0; 16]).await.expect("fits in the buffer");
        let start = std::time::Instant::now();
        let e = s.write_all(&[0; 16]).await.expect_err("times out");
        assert_eq!(e.kind(), io::ErrorKind::TimedOut);
        assert!(start.elapsed() >= Duration::from_millis(200));
    }

    #[tokio::test]
    async fn a_slow_but_steady_reader_is_not_cut_off() {
        use tokio::io::AsyncReadExt;
        let (near, mut far) = tokio::io::duplex(4);
        let mut s = SendTimeout::new(near, Duration::from_millis(300));
        let reader = tokio::spawn(async move {
            let mut got = Vec::new();
            let mut b = [0u8; 4];
            while got.len() < 40 {
                tokio::time::sleep(Duration::from_millis(50)).await;
                let n = far.read(&mut b).await.expect("read");
                got.extend_from_slice(&b[..n]);
            }
            got
        });
        // 40 bytes through a 4-byte pipe at 4 bytes per 50 ms: about 500 ms in all, longer than
        // the timeout, but never 300 ms without progress.
        s.write_all(&[7; 40]).await.expect("steady progress");
        assert_eq!(reader.await.expect("reader"), vec![7; 40]);
    }
}
