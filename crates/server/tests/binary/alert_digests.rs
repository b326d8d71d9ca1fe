//! A saved-search alert on the real binary, mails written as `.eml` files: confirmed by its
//! link, mailed a matching new listing (text and HTML with its picture) and not a
//! non-matching one, the listing recorded before
//! a crash delivered once after the restart, and deleted by POST only.

use super::server::{admin_session, request, Server};
use super::worker_signals::{counter, metrics, wait_for_a_whole_pass, ALERT_DIGESTS};
use adapters::captcha::solve_served_challenge;
use serde_json::{json, Value};
use std::path::Path;
use std::time::{Duration, Instant};

/// The least time between two digests of one alert.
const INTERVAL: Duration = Duration::from_secs(2);
const ENVIRONMENT: [(&str, &str); 5] = [
    ("LANGHE_MAIL", "eml"),
    ("LANGHE_ALERT_INTERVAL_SECONDS", "2"),
    ("LANGHE_PUBLIC_URL", "https://langhe.test"),
    ("LANGHE_CAPTCHA_POW_MAX_NUMBER", "500"),
    ("LANGHE_SEND_RATE_PER_MINUTE", "100"),
];

/// One request; the status and the body.
fn call(
    server: &Server,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: &str,
) -> (u16, String) {
    let auth = token.map_or(String::new(), |t| format!("Authorization: Bearer {t}\r\n"));
    let answer = request(
        &server.address,
        &format!(
            "{method} {path} HTTP/1.1\r\nHost: langhe.test\r\n{auth}\
             Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
            body.len()
        ),
    );
    let status = answer[9..12].parse().expect("a status");
    let body = answer
        .split_once("\r\n\r\n")
        .map_or("", |(_, b)| b)
        .to_owned();
    (status, body)
}

fn captcha_token(server: &Server) -> String {
    let (status, body) = call(server, "GET", "/api/captcha/challenge", None, "");
    assert_eq!(status, 200, "{body}");
    let challenge: Value = serde_json::from_str(&body).unwrap();
    solve_served_challenge(&challenge).expect("solvable")
}

fn create_property(server: &Server, admin: &str, reference: &str, kind: &str, price: u64) {
    let body = json!({
        "ref": reference, "listing_title": format!("Home {reference}"), "location": "Barolo",
        "meta_title": "Home", "path": format!("home-{reference}"), "pictures_path": "home",
        "title": "A home", "title2": "Among vines", "description": "<p>Stone</p>",
        "price": price, "kind": kind, "visibility": "visible", "bedrooms": 4, "bathrooms": 2,
    });
    let (status, answer) = call(
        server,
        "POST",
        "/api/properties",
        Some(admin),
        &body.to_string(),
    );
    assert_eq!(status, 201, "{answer}");
}

/// Every mail file, decoded as a mail program shows it (quoted-printable soft breaks).
fn mails(data_dir: &Path) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir(data_dir.join("mail")) else {
        return Vec::new();
    };
    entries
        .filter_map(Result::ok)
        .filter(|entry| entry.path().extension().is_some_and(|e| e == "eml"))
        .map(|entry| {
            std::fs::read_to_string(entry.path())
                .unwrap()
                .replace("=\r\n", "")
                .replace("=3D", "=")
        })
        .collect()
}

/// The HTML part of a multipart mail file, its transfer encoding undone: `None` without one.
fn html_part(data_dir: &Path, containing: &str) -> Option<String> {
    let entries = std::fs::read_dir(data_dir.join("mail")).ok()?;
    let raw = entries
        .filter_map(Result::ok)
        .map(|entry| std::fs::read_to_string(entry.path()).unwrap())
        .find(|raw| {
            raw.contains("like the ones you asked for") && {
                let decoded = raw.replace("=\r\n", "").replace("=3D", "=");
                decoded.contains(containing)
            }
        })?;
    let part = &raw[raw.find("Content-Type: text/html; charset=utf-8")?..];
    let (headers, rest) = part.split_once("\r\n\r\n")?;
    let body = &rest[..rest.find("\r\n--")?];
    let bytes = if headers.contains("Content-Transfer-Encoding: quoted-printable") {
        quoted_printable::decode(body, quoted_printable::ParseMode::Strict).unwrap()
    } else if headers.contains("Content-Transfer-Encoding: base64") {
        use base64::Engine;
        base64::engine::general_purpose::STANDARD
            .decode(body.replace("\r\n", ""))
            .unwrap()
    } else {
        body.as_bytes().to_vec()
    };
    Some(String::from_utf8(bytes).unwrap())
}

/// The digests written so far: a file still being written has no closing MIME boundary yet.
fn digests(data_dir: &Path) -> Vec<String> {
    mails(data_dir)
        .into_iter()
        .filter(|mail| mail.contains("like the ones you asked for"))
        .filter(|mail| mail.trim_end().ends_with("--"))
        .collect()
}

/// Waits until `ready` holds for the mail files, for up to 20 s; the server's log and every
/// mail file tell why when not.
fn wait_for(server: &Server, data_dir: &Path, ready: impl Fn(&[String]) -> bool) -> Vec<String> {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let found = digests(data_dir);
        if ready(&found) {
            return found;
        }
        assert!(
            Instant::now() < deadline,
            "waited 20 s; digests so far: {found:#?}\nmails: {:#?}\nlog: {:#?}",
            mails(data_dir),
            server.stdout_lines()
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// Proves that no digest is handed over any more: once an alert whose last digest was seen at
/// `last_digest_seen` could be due again, waits for a digest pass that began after that, and
/// answers how many digests the server handed to the outbox so far.
fn digests_handed_over_once_due_again(server: &Server, last_digest_seen: Instant) -> u64 {
    let due_again = last_digest_seen + INTERVAL;
    std::thread::sleep(due_again.saturating_duration_since(Instant::now()));
    wait_for_a_whole_pass(&server.address, ALERT_DIGESTS);
    counter(&metrics(&server.address), "alert_digests_total")
}

fn active_alerts(server: &Server, admin: &str) -> u64 {
    let (status, body) = call(server, "GET", "/api/alerts/count", Some(admin), "");
    assert_eq!(status, 200, "{body}");
    serde_json::from_str::<Value>(&body).unwrap()["active"]
        .as_u64()
        .unwrap()
}

/// The path of the first `https://langhe.test{prefix}?token=…` link in `text`.
fn link(text: &str, prefix: &str) -> String {
    let start = text
        .find(&format!("https://langhe.test{prefix}?token="))
        .unwrap_or_else(|| panic!("no {prefix} link in {text}"));
    text[start..]
        .split(|c: char| c.is_whitespace() || c == '>')
        .next()
        .unwrap()
        .trim_start_matches("https://langhe.test")
        .to_owned()
}

#[test]
fn an_alert_is_confirmed_mailed_matching_listings_once_across_a_crash_and_deleted_by_post() {
    let data = tempfile::tempdir().expect("temporary folder");
    let data_dir = data.path().join("data");
    let mut server = Server::start_in(&data_dir, &ENVIRONMENT);
    let admin = admin_session(&server);

    let form = json!({
        "email": "anna@example.com", "consent": true, "captchaToken": captcha_token(&server),
        "filters": { "min_price": 500000, "kind": ["villa"] }, "language": "en",
    });
    let (status, body) = call(&server, "POST", "/api/alerts", None, &form.to_string());
    assert_eq!(status, 200, "{body}");
    let confirmation = {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            if let Some(mail) = mails(&data_dir)
                .into_iter()
                .find(|m| m.contains("/api/alerts/confirm?token="))
            {
                break mail;
            }
            assert!(Instant::now() < deadline, "no confirmation mail");
            std::thread::sleep(Duration::from_millis(100));
        }
    };
    assert!(
        confirmation.contains("To: anna@example.com"),
        "{confirmation}"
    );
    let (status, _) = call(
        &server,
        "POST",
        &link(&confirmation, "/api/alerts/confirm"),
        None,
        "",
    );
    assert_eq!(status, 200);
    assert_eq!(active_alerts(&server, &admin), 1);

    create_property(&server, &admin, "301", "farmhouse", 650_000);
    create_property(&server, &admin, "302", "villa", 650_000);
    let first = wait_for(&server, &data_dir, |found| !found.is_empty()).remove(0);
    assert!(first.contains("Home 302"), "{first}");
    assert!(
        !first.contains("Home 301"),
        "a listing that does not match sends nothing: {first}"
    );
    assert!(
        first.contains("List-Unsubscribe: <https://langhe.test/api/alerts/unsubscribe?token="),
        "{first}"
    );
    assert!(
        first.contains("List-Unsubscribe-Post: List-Unsubscribe=One-Click"),
        "{first}"
    );
    assert!(
        first.contains("https://langhe.test/property/for-sale/in-italy/302"),
        "{first}"
    );
    assert!(
        first.contains("Content-Type: multipart/alternative;")
            && first.contains("Content-Type: text/plain; charset=utf-8"),
        "the text stays beside the HTML: {first}"
    );
    let html = html_part(&data_dir, "Home 302").expect("an HTML part");
    assert!(
        html.contains(
            "<img src=\"https://langhe.test/images/properties/302-home-302/listing-home.jpg?v="
        ) && html.contains("alt=\"Home 302\""),
        "{html}"
    );
    assert!(
        html.contains(
            "<a href=\"https://langhe.test/property/for-sale/in-italy/302-home-302?src=alert\">"
        ),
        "{html}"
    );
    assert!(
        html.contains("<a href=\"https://langhe.test/api/alerts/manage?token="),
        "{html}"
    );

    // Recorded before the 201, then the process dies before the next digest is due.
    create_property(&server, &admin, "303", "villa", 900_000);
    server.kill();
    let server = Server::start_in(&data_dir, &ENVIRONMENT);
    let found = wait_for(&server, &data_dir, |found| found.len() == 2);
    let last_digest_seen = Instant::now();
    let handed_over = counter(&metrics(&server.address), "alert_digests_total");
    assert_eq!(
        digests_handed_over_once_due_again(&server, last_digest_seen),
        handed_over,
        "no digest twice"
    );
    let found_later = digests(&data_dir);
    assert_eq!(found_later.len(), 2, "no digest twice: {found_later:#?}");
    for home in ["Home 302", "Home 303"] {
        let carrying = found.iter().filter(|mail| mail.contains(home)).count();
        assert_eq!(carrying, 1, "{home} goes once: {found:#?}");
    }

    // The List-Unsubscribe link asks when opened; only its POST deletes.
    let unsubscribe = link(&first, "/api/alerts/unsubscribe");
    let (status, page) = call(&server, "GET", &unsubscribe, None, "");
    assert_eq!(status, 200);
    assert!(page.contains("Do you want to delete this alert"), "{page}");
    let admin = admin_session(&server);
    assert_eq!(active_alerts(&server, &admin), 1, "a GET changes nothing");
    let (status, page) = call(
        &server,
        "POST",
        &unsubscribe,
        None,
        "List-Unsubscribe=One-Click",
    );
    assert_eq!(status, 200, "{page}");
    assert_eq!(active_alerts(&server, &admin), 0);
    let handed_over = counter(&metrics(&server.address), "alert_digests_total");
    create_property(&server, &admin, "304", "villa", 950_000);
    assert_eq!(
        digests_handed_over_once_due_again(&server, last_digest_seen),
        handed_over,
        "a deleted alert mails nothing"
    );
    assert_eq!(digests(&data_dir).len(), 2, "a deleted alert mails nothing");
}
