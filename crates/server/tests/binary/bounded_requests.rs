//! Request bodies are bounded before they cost memory, and the checks that need no body
//! (rate limit, upload session) answer while the client is still sending.

use super::raw_http::{send_watching, Answer, Framing};
use super::server::Server;
use std::time::Duration;

const MB: u64 = 1024 * 1024;
const JSON_HEAD: &str = "POST /api/email/send HTTP/1.1\r\nHost: langhe.test\r\n\
                         Content-Type: application/json\r\n";

fn report(what: &str, answer: &Answer, growth_kb: Option<u64>) {
    eprintln!(
        "{what}: {} after {} KB of body in {:.1} ms{}",
        answer.status,
        answer.sent_before_answer / 1024,
        answer.elapsed.as_secs_f64() * 1000.0,
        growth_kb.map_or(String::new(), |kb| format!(", peak memory +{kb} KB")),
    );
}

/// 64 MB sent at a JSON endpoint, announced and then streamed without a length: each is 413,
/// and the server's peak resident memory grows by less than 32 MB over both.
#[test]
fn sixty_four_megabytes_at_a_json_endpoint_are_413_and_leave_memory_alone() {
    let server = Server::start(&[]);
    let before = server.peak_memory_kb();
    let declared = send_watching(
        &server.address,
        JSON_HEAD,
        Framing::Declared { declared: 64 * MB },
        64 * MB,
        Duration::ZERO,
        Duration::from_secs(60),
    );
    let after_declared = server.peak_memory_kb();
    report("64 MB declared", &declared, Some(after_declared - before));
    let streamed = send_watching(
        &server.address,
        JSON_HEAD,
        Framing::Chunked,
        64 * MB,
        Duration::ZERO,
        Duration::from_secs(60),
    );
    let after = server.peak_memory_kb();
    report("64 MB chunked", &streamed, Some(after - after_declared));

    for answer in [&declared, &streamed] {
        assert_eq!(answer.status, 413, "{}", answer.text);
        assert!(
            answer.text.contains(r#""status":413"#),
            "the API's JSON error: {}",
            answer.text
        );
    }
    assert!(
        after - before < 32 * 1024,
        "peak memory grew by {} KB",
        after - before
    );
}

fn upload_head(path: &str, authorization: &str) -> String {
    format!(
        "POST {path} HTTP/1.1\r\nHost: langhe.test\r\n{authorization}\
         Content-Type: multipart/form-data; boundary=x0x0x0\r\n"
    )
}

/// An upload announcing 200 MB: refused before 1 MB of it was sent, whether the token is bad,
/// missing, or good but the size is over the cap; a document or floor plan under its cap with
/// a bad token likewise. The client sends 512 KB and then waits: a server that wanted the
/// whole body first would never answer.
#[test]
fn an_upload_announcing_200_mb_is_refused_before_1_mb_of_it_is_sent() {
    let server = Server::start(&[]);
    let token = super::server::admin_session(&server);
    let cases = [
        (
            "bad token",
            "Authorization: Bearer not-a-token\r\n".to_owned(),
            401,
        ),
        ("no token", String::new(), 401),
        (
            "admin, too large",
            format!("Authorization: Bearer {token}\r\n"),
            413,
        ),
    ];
    for (what, authorization, status) in cases {
        let answer = send_watching(
            &server.address,
            &upload_head("/api/images", &authorization),
            Framing::Declared { declared: 200 * MB },
            512 * 1024,
            Duration::from_millis(5),
            Duration::from_secs(20),
        );
        report(&format!("200 MB upload, {what}"), &answer, None);
        assert_eq!(answer.status, status, "{what}: {}", answer.text);
        assert!(answer.sent_before_answer < MB, "{what}");
        assert!(
            answer.text.contains(&format!(r#""status":{status}"#)),
            "{what}"
        );
    }
    // A property's document and floor plan, 9 MB announced (under both caps, so only the
    // session can refuse them early) with a bad token.
    for path in [
        "/api/properties/500/documents",
        "/api/properties/500/floor-plans",
    ] {
        let answer = send_watching(
            &server.address,
            &upload_head(path, "Authorization: Bearer not-a-token\r\n"),
            Framing::Declared { declared: 9 * MB },
            512 * 1024,
            Duration::from_millis(5),
            Duration::from_secs(20),
        );
        report(&format!("9 MB to {path}, bad token"), &answer, None);
        assert_eq!(answer.status, 401, "{path}: {}", answer.text);
        assert!(answer.sent_before_answer < MB, "{path}");
        assert!(
            answer.text.contains(r#""message":"Sign-in required""#),
            "{path}"
        );
    }
}

/// Over the form limit, the next submission is 429 before its body arrives (it never does).
#[test]
fn the_rate_limit_answers_before_the_body_is_read() {
    let server = Server::start(&[("LANGHE_SEND_RATE_PER_MINUTE", "1")]);
    let first = send_watching(
        &server.address,
        JSON_HEAD,
        Framing::Declared { declared: 2 },
        2,
        Duration::ZERO,
        Duration::from_secs(20),
    );
    // The one allowed submission (a body that is not JSON).
    assert_eq!(first.status, 400, "{}", first.text);
    let second = send_watching(
        &server.address,
        JSON_HEAD,
        Framing::Declared { declared: 1000 },
        0,
        Duration::ZERO,
        Duration::from_secs(20),
    );
    report("over the rate limit", &second, None);
    assert_eq!(second.status, 429, "{}", second.text);
}
