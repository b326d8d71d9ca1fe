//! What moves on one connection, and so where it is in its request cycle: opened, a head
//! arriving, a request with the endpoint, answered (and waiting for the next head). The
//! header-read timeout runs from the first byte of a head (from the opening for a new
//! connection) until hyper hands the head over; the idle timeout from the last byte that moved
//! either way.

use crate::serving_limits::ServingLimits;
use std::io::IoSlice;
use std::pin::Pin;
use std::sync::atomic::{AtomicU64, AtomicU8, Ordering};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::sync::Notify;

const OPENED: u8 = 0;
const HEAD: u8 = 1;
const REQUEST: u8 = 2;
const ANSWERED: u8 = 3;

pub struct Activity {
    opened: Instant,
    phase: AtomicU8,
    /// Milliseconds from `opened` to the first byte of the head being read.
    head_started: AtomicU64,
    /// Milliseconds from `opened` to the last byte read or written.
    last_moved: AtomicU64,
    changed: Notify,
}

impl Default for Activity {
    fn default() -> Self {
        Self {
            opened: Instant::now(),
            phase: AtomicU8::new(OPENED),
            head_started: AtomicU64::new(0),
            last_moved: AtomicU64::new(0),
            changed: Notify::new(),
        }
    }
}

impl Activity {
    fn now(&self) -> u64 {
        self.opened.elapsed().as_millis() as u64
    }

    fn read(&self) {
        let now = self.now();
        self.last_moved.store(now, Ordering::SeqCst);
        // The first byte after an answer (or of the connection) starts the next head.
        let waiting = |phase| phase == OPENED || phase == ANSWERED;
        if self
            .phase
            .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |phase| {
                waiting(phase).then_some(HEAD)
            })
            .is_ok()
        {
            self.head_started.store(now, Ordering::SeqCst);
        }
    }

    fn wrote(&self) {
        self.last_moved.store(self.now(), Ordering::SeqCst);
    }

    /// The endpoint's answer went out whole (or was dropped): a byte from now on starts the
    /// next head. Not at the first byte written: a `100 Continue` goes out before the body.
    pub fn answered(&self) {
        let _ = self
            .phase
            .compare_exchange(REQUEST, ANSWERED, Ordering::SeqCst, Ordering::SeqCst);
        self.changed.notify_one();
    }

    /// hyper parsed a whole head: the request is the endpoint's now.
    pub fn head_received(&self) {
        self.phase.store(REQUEST, Ordering::SeqCst);
        self.changed.notify_one();
    }

    /// True while part of a request head has come and the endpoint does not have it yet.
    pub fn is_reading_a_head(&self) -> bool {
        self.phase.load(Ordering::SeqCst) == HEAD
    }

    /// Resolves at the next head received or answer sent (or spuriously: check again).
    pub async fn changed(&self) {
        self.changed.notified().await;
    }

    /// Resolves once the connection has run over one of `limits`' timeouts: a head not whole
    /// within the header-read timeout, or no byte moving either way for the idle timeout.
    pub async fn expired(&self, limits: ServingLimits) {
        let millis = |duration: Duration| duration.as_millis() as u64;
        loop {
            let idle_until = self.last_moved.load(Ordering::SeqCst) + millis(limits.idle_timeout);
            let phase = self.phase.load(Ordering::SeqCst);
            let head_until = (phase == OPENED || phase == HEAD).then(|| {
                self.head_started.load(Ordering::SeqCst) + millis(limits.header_read_timeout)
            });
            let until = head_until.map_or(idle_until, |head| head.min(idle_until));
            let now = self.now();
            if now >= until {
                return;
            }
            tokio::time::sleep(Duration::from_millis(until - now)).await;
        }
    }
}

/// A socket that tells its `Activity` what moves through it.
pub struct Watched<T> {
    inner: T,
    activity: std::sync::Arc<Activity>,
}

impl<T> Watched<T> {
    pub fn new(inner: T, activity: std::sync::Arc<Activity>) -> Self {
        Self { inner, activity }
    }
}

impl<T: AsyncRead + Unpin> AsyncRead for Watched<T> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<std::io::Result<()>> {
        let before = buf.filled().len();
        let polled = Pin::new(&mut self.inner).poll_read(cx, buf);
        if buf.filled().len() > before {
            self.activity.read();
        }
        polled
    }
}

impl<T: AsyncWrite + Unpin> AsyncWrite for Watched<T> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<std::io::Result<usize>> {
        let polled = Pin::new(&mut self.inner).poll_write(cx, buf);
        if matches!(polled, Poll::Ready(Ok(written)) if written > 0) {
            self.activity.wrote();
        }
        polled
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[IoSlice<'_>],
    ) -> Poll<std::io::Result<usize>> {
        let polled = Pin::new(&mut self.inner).poll_write_vectored(cx, bufs);
        if matches!(polled, Poll::Ready(Ok(written)) if written > 0) {
            self.activity.wrote();
        }
        polled
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}
