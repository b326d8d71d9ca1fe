//! A tiny SMTP server on loopback for the delivery tests: it accepts messages, or hangs after
//! receiving a message's data without answering (a mail server stalling mid-delivery).
//! Shared by the in-process API tests and the test that kills the real binary.

use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::{TcpListener, TcpStream};
use tokio::task::JoinHandle;

struct Shared {
    accepted: Mutex<Vec<String>>,
    /// Messages accepted before the sink starts to hang in DATA (`usize::MAX`: never).
    stall_after: AtomicUsize,
    hung: AtomicUsize,
    /// How long each message waits for its answer (a slow mail server), in milliseconds.
    answer_after_ms: AtomicU64,
    /// Messages whose data arrived and whose answer is still to come.
    waiting: AtomicUsize,
}

pub struct SmtpSink {
    shared: Arc<Shared>,
    server: JoinHandle<()>,
}

/// A free loopback port with nothing listening on it (yet).
pub async fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .await
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

impl SmtpSink {
    pub async fn start(port: u16, hang_in_data: bool) -> Self {
        Self::start_stalling_after(port, if hang_in_data { 0 } else { usize::MAX }).await
    }

    /// Accepts `accepted_first` messages, then hangs in DATA on every further one (until
    /// [`SmtpSink::recover`]).
    pub async fn start_stalling_after(port: u16, accepted_first: usize) -> Self {
        let listener = TcpListener::bind(("127.0.0.1", port))
            .await
            .expect("sink port");
        let shared = Arc::new(Shared {
            accepted: Mutex::default(),
            stall_after: AtomicUsize::new(accepted_first),
            hung: AtomicUsize::new(0),
            answer_after_ms: AtomicU64::new(0),
            waiting: AtomicUsize::new(0),
        });
        let for_server = shared.clone();
        let server = tokio::spawn(async move {
            let mut sessions = tokio::task::JoinSet::new();
            loop {
                let Ok((stream, _)) = listener.accept().await else {
                    return;
                };
                sessions.spawn(session(stream, for_server.clone()));
            }
        });
        Self { shared, server }
    }

    /// Stops listening and cuts every open session (dropping the JoinSet aborts them); once
    /// this returns the port is free again.
    pub async fn stop(self) -> Vec<String> {
        self.server.abort();
        let _ = self.server.await;
        self.shared.accepted.lock().unwrap().clone()
    }

    /// Accepts every message, each only `delay` after its data arrived.
    #[allow(dead_code)] // used by the tests of the binary, not by the API tests
    pub async fn start_slow(port: u16, delay: Duration) -> Self {
        let sink = Self::start_stalling_after(port, usize::MAX).await;
        let millis = u64::try_from(delay.as_millis()).unwrap_or(u64::MAX);
        sink.shared.answer_after_ms.store(millis, Ordering::SeqCst);
        sink
    }

    /// Messages whose data arrived and whose answer has not been sent yet.
    #[allow(dead_code)] // used by the tests of the binary, not by the API tests
    pub fn waiting(&self) -> usize {
        self.shared.waiting.load(Ordering::SeqCst)
    }

    /// The data of every message answered with 250.
    pub fn accepted(&self) -> Vec<String> {
        self.shared.accepted.lock().unwrap().clone()
    }

    /// Messages whose data arrived but were never answered.
    pub fn hung(&self) -> usize {
        self.shared.hung.load(Ordering::SeqCst)
    }

    /// Answers every message from now on. Sessions already hanging stay silent: their client
    /// is gone, and a real server drops a message whose transaction never completed.
    #[allow(dead_code)] // used by the test that kills the binary, not by the API tests
    pub fn recover(&self) {
        self.shared.stall_after.store(usize::MAX, Ordering::SeqCst);
    }
}

async fn session(stream: TcpStream, shared: Arc<Shared>) {
    let (read, mut write) = stream.into_split();
    let mut lines = BufReader::new(read).lines();
    let _ = write.write_all(b"220 sink.test ESMTP\r\n").await;
    while let Ok(Some(line)) = lines.next_line().await {
        let command = line.to_ascii_uppercase();
        let reply: &[u8] = if command.starts_with("EHLO") || command.starts_with("HELO") {
            b"250 sink.test\r\n"
        } else if command.starts_with("DATA") {
            let _ = write.write_all(b"354 go ahead\r\n").await;
            let mut data = Vec::new();
            while let Ok(Some(line)) = lines.next_line().await {
                if line == "." {
                    break;
                }
                data.push(line);
            }
            let stall =
                shared.accepted.lock().unwrap().len() >= shared.stall_after.load(Ordering::SeqCst);
            if stall {
                shared.hung.fetch_add(1, Ordering::SeqCst);
                std::future::pending::<()>().await;
            }
            let delay = shared.answer_after_ms.load(Ordering::SeqCst);
            if delay > 0 {
                shared.waiting.fetch_add(1, Ordering::SeqCst);
                tokio::time::sleep(Duration::from_millis(delay)).await;
                shared.waiting.fetch_sub(1, Ordering::SeqCst);
            }
            shared.accepted.lock().unwrap().push(data.join("\n"));
            b"250 queued\r\n"
        } else if command.starts_with("QUIT") {
            let _ = write.write_all(b"221 bye\r\n").await;
            return;
        } else {
            b"250 ok\r\n"
        };
        if write.write_all(reply).await.is_err() {
            return;
        }
    }
}
