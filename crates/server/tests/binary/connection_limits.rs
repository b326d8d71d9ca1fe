//! What a client may hold open: a request head that never ends is closed after the
//! header-read timeout, and connections beyond the cap are closed at once, while the site
//! keeps answering everyone else.

use super::server::Server;
use std::io::{ErrorKind, Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

const HALF_A_HEAD: &str = "GET /api/properties HTTP/1.1\r\nHost: langhe.test\r\nAccept: ";

/// A connection that has sent `sent` and nothing more.
fn holding(address: &str, sent: &str) -> TcpStream {
    let mut stream = TcpStream::connect(address).expect("connect");
    stream.write_all(sent.as_bytes()).expect("sent");
    stream
}

/// Whether the server closed `stream` within `within` (whatever it said before closing).
fn closed_within(stream: &mut TcpStream, within: Duration) -> bool {
    stream.set_read_timeout(Some(within)).unwrap();
    let mut answer = Vec::new();
    match stream.read_to_end(&mut answer) {
        Ok(_) => true,
        Err(error) if matches!(error.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => false,
        // Reset by the server: closed too.
        Err(_) => true,
    }
}

/// Whether `/healthz` answers 200 on a new connection (a closed or reset one: no).
fn answers(server: &Server) -> bool {
    let asked = TcpStream::connect(&server.address).and_then(|mut stream| {
        stream.write_all(
            b"GET /healthz HTTP/1.1\r\nHost: langhe.test\r\nConnection: close\r\n\r\n",
        )?;
        let mut answer = String::new();
        stream.read_to_string(&mut answer)?;
        Ok(answer)
    });
    asked.is_ok_and(|answer| answer.starts_with("HTTP/1.1 200"))
}

#[test]
fn half_sent_and_dripped_request_heads_are_closed_after_the_header_read_timeout() {
    let server = Server::start(&[("LANGHE_HEADER_READ_TIMEOUT_SECONDS", "1")]);
    let started = Instant::now();
    let mut half_sent: Vec<TcpStream> = (0..64)
        .map(|_| holding(&server.address, HALF_A_HEAD))
        .collect();
    let mut silent = holding(&server.address, "");
    // One byte every 200 ms: never idle, never done.
    let mut dripping = holding(&server.address, "G");
    let drip = std::thread::spawn(move || {
        for byte in "ET / HTTP/1.1\r\nX-Slow: ".bytes().cycle().take(40) {
            std::thread::sleep(Duration::from_millis(200));
            if dripping.write_all(&[byte]).is_err() {
                return Some(started.elapsed());
            }
        }
        None
    });

    for (number, stream) in half_sent.iter_mut().enumerate() {
        assert!(
            closed_within(stream, Duration::from_secs(5)),
            "half-sent head {number} still open after {:?}",
            started.elapsed()
        );
    }
    assert!(closed_within(&mut silent, Duration::from_secs(5)), "silent");
    let cut_after = drip
        .join()
        .unwrap()
        .expect("the dripping client is cut off");
    assert!(cut_after < Duration::from_secs(5), "{cut_after:?}");
    assert!(answers(&server));
}

#[test]
fn connections_beyond_the_cap_are_closed_at_once_and_the_site_answers_after() {
    let server = Server::start(&[("LANGHE_MAX_CONNECTIONS", "8")]);
    let held: Vec<TcpStream> = (0..8)
        .map(|_| holding(&server.address, HALF_A_HEAD))
        .collect();
    std::thread::sleep(Duration::from_millis(300));

    let mut beyond = holding(&server.address, "");
    assert!(
        closed_within(&mut beyond, Duration::from_secs(3)),
        "a ninth connection stays open"
    );

    drop(held);
    let deadline = Instant::now() + Duration::from_secs(5);
    while !answers(&server) {
        assert!(
            Instant::now() < deadline,
            "no answer once the eight are gone"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// One request on `stream`, kept alive; its status line.
fn kept_alive_request(stream: &mut TcpStream) -> String {
    stream
        .write_all(b"GET /healthz HTTP/1.1\r\nHost: langhe.test\r\n\r\n")
        .expect("sent");
    stream
        .set_read_timeout(Some(Duration::from_secs(5)))
        .unwrap();
    // `/healthz` answers `ok`: the answer ends with its two bytes.
    let mut answer = Vec::new();
    let mut byte = [0u8; 1];
    while !answer.ends_with(b"\r\n\r\nok") {
        match stream.read(&mut byte) {
            Ok(1) => answer.push(byte[0]),
            _ => break,
        }
    }
    String::from_utf8_lossy(&answer)
        .lines()
        .next()
        .unwrap_or_default()
        .to_owned()
}

#[test]
fn a_kept_alive_connection_waits_for_its_next_request_until_the_idle_timeout() {
    let server = Server::start(&[
        ("LANGHE_HEADER_READ_TIMEOUT_SECONDS", "1"),
        ("LANGHE_IDLE_TIMEOUT_SECONDS", "3"),
    ]);
    let mut stream = TcpStream::connect(&server.address).expect("connect");
    assert_eq!(kept_alive_request(&mut stream), "HTTP/1.1 200 OK");

    // Longer than the header-read timeout: an idle proxy connection is not a slow head.
    std::thread::sleep(Duration::from_secs(2));
    assert_eq!(kept_alive_request(&mut stream), "HTTP/1.1 200 OK");

    let idle_since = Instant::now();
    assert!(closed_within(&mut stream, Duration::from_secs(6)));
    let idle = idle_since.elapsed();
    assert!(
        idle >= Duration::from_millis(2500),
        "closed after {idle:?} idle"
    );
}
