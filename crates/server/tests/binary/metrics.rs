//! `/metrics` counts real requests by route template, and answers only whom
//! `LANGHE_METRICS` allows.

use super::server::{request, Server};

const VERSION: &str = "GET /api/version HTTP/1.1\r\nHost: langhe.test\r\n\r\n";

pub fn scrape(server: &Server, authorization: &str) -> String {
    request(
        &server.address,
        &format!("GET /metrics HTTP/1.1\r\nHost: langhe.test\r\n{authorization}\r\n"),
    )
}

/// The value of the one series of `name` whose labels include every one of `labels`; 0 when
/// there is none yet.
pub fn sample(scraped: &str, name: &str, labels: &[&str]) -> f64 {
    let series: Vec<f64> = scraped
        .lines()
        .filter(|line| {
            line.starts_with(&format!("{name}{{")) || line.starts_with(&format!("{name} "))
        })
        .filter(|line| labels.iter().all(|label| line.contains(label)))
        .map(|line| line.rsplit(' ').next().unwrap().parse().unwrap())
        .collect();
    assert!(series.len() <= 1, "{name} {labels:?} matches {series:?}");
    series.first().copied().unwrap_or(0.0)
}

#[test]
fn each_request_moves_its_route_templates_counter_and_histogram_and_the_pool_is_shown() {
    let server = Server::start(&[]);
    let labels = [
        r#"route="/api/version""#,
        r#"status="200""#,
        r#"method="GET""#,
    ];
    let before = scrape(&server, "");

    for _ in 0..3 {
        request(&server.address, VERSION);
    }
    request(
        &server.address,
        "GET /api/properties/no-such-ref HTTP/1.1\r\nHost: langhe.test\r\n\r\n",
    );
    let after = scrape(&server, "");

    assert!(after.starts_with("HTTP/1.1 200"), "{after}");
    let counted = |scraped: &str| sample(scraped, "http_requests_total", &labels);
    assert_eq!(counted(&after) - counted(&before), 3.0);
    let timed = |scraped: &str| sample(scraped, "http_request_duration_seconds_count", &labels);
    assert_eq!(timed(&after) - timed(&before), 3.0);
    assert!(
        sample(&after, "db_pool_max_connections", &[]) >= 1.0,
        "{after}"
    );
    assert!(
        sample(&after, "db_pool_connections", &[r#"state="open""#]) >= 1.0,
        "{after}"
    );
    assert!(
        !after.contains("no-such-ref"),
        "a raw path became a label: {after}"
    );
}

#[test]
fn a_list_answered_from_the_cache_is_counted_under_the_lists_route_like_the_first() {
    let server = Server::start(&[]);
    let list = "GET /api/properties?skip=0&take=100 HTTP/1.1\r\nHost: langhe.test\r\n\r\n";
    let labels = [
        r#"route="/api/properties""#,
        r#"status="200""#,
        r#"method="GET""#,
    ];
    let before = scrape(&server, "");

    // The first is drawn and kept; the next two come from the public list cache.
    for _ in 0..3 {
        let answer = request(&server.address, list);
        assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    }
    let after = scrape(&server, "");

    let counted = |scraped: &str| sample(scraped, "http_requests_total", &labels);
    assert_eq!(counted(&after) - counted(&before), 3.0, "{after}");
}

#[test]
fn requests_refused_before_routing_are_counted_by_the_check_that_refused_them() {
    let server = Server::start(&[]);
    let before = scrape(&server, "");

    let oversized = request(
        &server.address,
        "POST /api/email/send HTTP/1.1\r\nHost: langhe.test\r\nContent-Type: application/json\r\nContent-Length: 100000000\r\n\r\n{",
    );
    let anonymous_upload = request(
        &server.address,
        "POST /api/images HTTP/1.1\r\nHost: langhe.test\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 5000000\r\n\r\n--x",
    );
    let after = scrape(&server, "");

    assert!(oversized.starts_with("HTTP/1.1 413"), "{oversized}");
    assert!(
        anonymous_upload.starts_with("HTTP/1.1 401"),
        "{anonymous_upload}"
    );
    let counted = |scraped: &str, labels: &[&str]| sample(scraped, "http_requests_total", labels);
    let too_large = [
        r#"route="refused_before_routing""#,
        r#"status="413""#,
        r#"method="POST""#,
    ];
    assert_eq!(
        counted(&after, &too_large) - counted(&before, &too_large),
        1.0
    );
    let unauthorised = [r#"route="/api/images""#, r#"status="401""#];
    assert_eq!(
        counted(&after, &unauthorised) - counted(&before, &unauthorised),
        1.0,
        "{after}"
    );
}

#[test]
fn a_token_opens_metrics_to_a_bearer_only_and_off_hides_them() {
    let guarded = Server::start(&[("LANGHE_METRICS", "token:scrape-secret-123")]);
    let off = Server::start(&[("LANGHE_METRICS", "off")]);

    let without = scrape(&guarded, "");
    let wrong = scrape(&guarded, "Authorization: Bearer scrape-secret-124\r\n");
    let with = scrape(&guarded, "Authorization: Bearer scrape-secret-123\r\n");
    let hidden = scrape(&off, "");

    assert!(without.starts_with("HTTP/1.1 403"), "{without}");
    assert!(wrong.starts_with("HTTP/1.1 403"), "{wrong}");
    assert!(with.starts_with("HTTP/1.1 200"), "{with}");
    assert!(with.contains("http_requests_total"), "{with}");
    assert!(hidden.starts_with("HTTP/1.1 404"), "{hidden}");
}

#[test]
fn every_outbox_kind_shows_zero_before_a_first_message_waits() {
    let server = Server::start(&[]);
    let scraped = scrape(&server, "");

    assert!(scraped.starts_with("HTTP/1.1 200"), "{scraped}");
    for kind in domain::ports::EnquiryKind::ALL {
        for gauge in [
            "outbox_waiting",
            "outbox_oldest_waiting_age_seconds",
            "outbox_failed",
        ] {
            let series = format!("{gauge}{{kind=\"{}\"}} 0\n", kind.as_str());
            assert!(scraped.contains(&series), "no {series} in {scraped}");
        }
    }
}
