//! A client that keeps sending a body while it watches for the answer, so a test can tell how
//! much of the body the server had been sent when it answered (reqwest cannot say).

use std::io::{Read, Write};
use std::net::TcpStream;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{mpsc, Arc};
use std::time::{Duration, Instant};

pub struct Answer {
    pub status: u16,
    /// The whole answer as text (headers and whatever body came before the server closed).
    pub text: String,
    /// Body bytes written before the answer's first bytes arrived.
    pub sent_before_answer: u64,
    pub elapsed: Duration,
}

pub enum Framing {
    /// `Content-Length` announces `declared` bytes.
    Declared { declared: u64 },
    /// `Transfer-Encoding: chunked`: the server learns the size only by reading.
    Chunked,
}

/// Sends `head` (request line and headers, without the framing header and the blank line),
/// then up to `send` body bytes (the letter a) in 64 KB pieces, `pause` between pieces, until the server
/// answers or stops reading. Returns the answer (or panics after `timeout`).
pub fn send_watching(
    address: &str,
    head: &str,
    framing: Framing,
    send: u64,
    pause: Duration,
    timeout: Duration,
) -> Answer {
    let mut stream = TcpStream::connect(address).expect("connect");
    let mut reader = stream.try_clone().expect("clone");
    let framing_header = match framing {
        Framing::Declared { declared } => format!("Content-Length: {declared}\r\n"),
        Framing::Chunked => "Transfer-Encoding: chunked\r\n".to_owned(),
    };
    let chunked = matches!(framing, Framing::Chunked);
    let started = Instant::now();
    stream
        // One request per connection: the answer ends when the server closes it.
        .write_all(format!("{head}Connection: close\r\n{framing_header}\r\n").as_bytes())
        .expect("headers sent");
    let sent = Arc::new(AtomicU64::new(0));
    let (answered, answer) = mpsc::channel();
    let sent_seen = sent.clone();
    std::thread::spawn(move || {
        let mut first = [0u8; 1];
        if reader.read_exact(&mut first).is_err() {
            return;
        }
        let sent_before_answer = sent_seen.load(Ordering::SeqCst);
        let elapsed = started.elapsed();
        let mut rest = Vec::new();
        let _ = reader.read_to_end(&mut rest);
        let text = format!("{}{}", first[0] as char, String::from_utf8_lossy(&rest));
        let _ = answered.send((text, sent_before_answer, elapsed));
    });
    let full_piece = vec![b'a'; 64 * 1024];
    while sent.load(Ordering::SeqCst) < send {
        if let Ok(found) = answer.try_recv() {
            return parse(found);
        }
        let left = send - sent.load(Ordering::SeqCst);
        let piece = &full_piece[..full_piece.len().min(left as usize)];
        let written = if chunked {
            stream
                .write_all(format!("{:x}\r\n", piece.len()).as_bytes())
                .and_then(|()| stream.write_all(piece))
                .and_then(|()| stream.write_all(b"\r\n"))
        } else {
            stream.write_all(piece)
        };
        if written.is_err() {
            break; // the server closed its side: its answer is on the way
        }
        sent.fetch_add(piece.len() as u64, Ordering::SeqCst);
        std::thread::sleep(pause);
    }
    if chunked {
        let _ = stream.write_all(b"0\r\n\r\n");
    }
    let found = answer
        .recv_timeout(timeout.saturating_sub(started.elapsed()))
        .expect("the server answers in time");
    parse(found)
}

fn parse((text, sent_before_answer, elapsed): (String, u64, Duration)) -> Answer {
    let status = text
        .split_whitespace()
        .nth(1)
        .and_then(|code| code.parse().ok())
        .unwrap_or_else(|| panic!("no status line in {text:?}"));
    Answer {
        status,
        text,
        sent_before_answer,
        elapsed,
    }
}
