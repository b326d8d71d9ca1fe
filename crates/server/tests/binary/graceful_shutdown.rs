//! SIGTERM stops accepting at once but lets a request in flight finish, then exits 0.

use super::server::{request, Server};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::Duration;

const BODY: &str = r#"{"token":"a-one-time-link-token-nobody-was-given"}"#;

fn head() -> String {
    format!(
        "POST /api/users/one-time-link HTTP/1.1\r\nHost: langhe.test\r\n\
         Content-Type: application/json\r\nConnection: close\r\nContent-Length: {}\r\n\r\n",
        BODY.len()
    )
}

#[test]
fn sigterm_finishes_the_request_in_flight_refuses_new_connections_and_exits_zero() {
    let mut server = Server::start(&[("LANGHE_SHUTDOWN_GRACE_SECONDS", "10")]);
    // The answer this request gets when nothing is shutting down.
    let undisturbed = request(
        &server.address,
        &format!("{}{BODY}", head()).replacen("Connection: close\r\n", "", 1),
    );
    let (first_half, second_half) = BODY.split_at(BODY.len() / 2);
    let mut slow = TcpStream::connect(&server.address).expect("connect");
    slow.write_all(head().as_bytes()).expect("head sent");
    slow.write_all(first_half.as_bytes())
        .expect("half the body sent");
    std::thread::sleep(Duration::from_millis(300));

    server.terminate();
    std::thread::sleep(Duration::from_millis(500));
    let newcomer = TcpStream::connect(&server.address);
    slow.write_all(second_half.as_bytes())
        .expect("the rest of the body sent");
    let mut answer = String::new();
    slow.read_to_string(&mut answer).expect("the answer");
    let exit = server.exit_within(Duration::from_secs(10));

    assert!(newcomer.is_err(), "a connection after SIGTERM was accepted");
    assert!(undisturbed.starts_with("HTTP/1.1 4"), "{undisturbed}");
    assert_eq!(status_and_body(&answer), status_and_body(&undisturbed));
    let exit = exit.expect("the server exits within 10 s of its last answer");
    assert_eq!(exit.code(), Some(0), "{exit}");
}

/// The status line and the body, without the headers that differ between two answers (Date).
fn status_and_body(answer: &str) -> (&str, &str) {
    let status = answer.lines().next().unwrap_or_default();
    let body = answer.split_once("\r\n\r\n").map_or("", |(_, body)| body);
    (status, body)
}

/// Requests whose head is still arriving when SIGTERM lands are read to their end and
/// answered within the grace period, each of them, not reset as idle connections.
#[test]
fn sigterm_lets_requests_whose_head_is_still_arriving_finish() {
    const CLIENTS: usize = 6;
    let mut server = Server::start(&[("LANGHE_SHUTDOWN_GRACE_SECONDS", "10")]);
    let whole = format!("{}{BODY}", head());
    let mut clients: Vec<(TcpStream, &str)> = (0..CLIENTS)
        .map(|number| {
            // Cut the head at a different place for each client.
            let (sent, rest) = whole.split_at(10 + number * 17);
            let mut stream = TcpStream::connect(&server.address).expect("connect");
            stream.write_all(sent.as_bytes()).expect("part of the head");
            (stream, rest)
        })
        .collect();
    std::thread::sleep(Duration::from_millis(300));

    server.terminate();
    std::thread::sleep(Duration::from_millis(500));
    let mut answers = Vec::new();
    for (stream, rest) in &mut clients {
        let _ = stream.write_all(rest.as_bytes());
    }
    for (stream, _) in &mut clients {
        stream
            .set_read_timeout(Some(Duration::from_secs(10)))
            .unwrap();
        let mut answer = String::new();
        let _ = stream.read_to_string(&mut answer);
        answers.push(answer);
    }
    let exit = server.exit_within(Duration::from_secs(10));

    for (number, answer) in answers.iter().enumerate() {
        assert!(
            answer.starts_with("HTTP/1.1 4"),
            "client {number} got {answer:?}"
        );
    }
    assert_eq!(exit.expect("the server exits").code(), Some(0));
}
