//! `LANGHE_LOG_FORMAT=json`: every log line is a JSON object, and each line logged while a
//! request runs carries that request's id, the one its answer names in `X-Request-Id`.

use super::server::{request, Server};
use serde_json::Value;
use std::time::{Duration, Instant};

#[test]
fn every_line_of_a_request_is_json_carrying_the_id_its_answer_names() {
    let server = Server::start(&[("LANGHE_LOG_FORMAT", "json"), ("RUST_LOG", "info")]);

    // The front end is missing here, so the page request also logs an error of its own.
    let answer = request(
        &server.address,
        "GET / HTTP/1.1\r\nHost: langhe.test\r\n\r\n",
    );
    let request_id = answer
        .lines()
        .find_map(|line| line.strip_prefix("x-request-id: "))
        .unwrap_or_else(|| panic!("no X-Request-Id in {answer}"))
        .to_owned();
    let of_the_request = lines_of(&server, &request_id);

    let messages: Vec<&str> = of_the_request
        .iter()
        .map(|line| line["fields"]["message"].as_str().unwrap_or_default())
        .collect();
    assert!(messages.len() >= 2, "lines of {request_id}: {messages:?}");
    assert!(messages.contains(&"request"), "{messages:?}");
    assert!(
        of_the_request
            .iter()
            .any(|line| line["level"] == "ERROR" && line["fields"]["message"] != "request"),
        "the page's own error line carries the id too: {messages:?}"
    );
}

/// The JSON lines logged for `request_id`, once its request line (the last one it logs, after
/// the answer went out) has been read from the server's output.
fn lines_of(server: &Server, request_id: &str) -> Vec<Value> {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let lines: Vec<Value> = server
            .stdout_lines()
            .iter()
            .filter(|line| line.starts_with('{'))
            .map(|line| serde_json::from_str(line).unwrap_or_else(|_| panic!("not JSON: {line}")))
            .filter(|line: &Value| line["span"]["request_id"] == request_id)
            .collect();
        if lines
            .iter()
            .any(|line| line["fields"]["message"] == "request")
        {
            return lines;
        }
        assert!(
            Instant::now() < deadline,
            "no request line for {request_id}: {:#?}",
            server.stdout_lines()
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}
