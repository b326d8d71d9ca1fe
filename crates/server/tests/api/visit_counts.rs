//! Cookie-less counting over the real stack (issue 29): pages and the browser's events are
//! counted for people's browsers only, written in batches, summed for staff; no answer sets a
//! cookie, and no client address reaches any visit table or the export archive.

use super::fixtures::property;
use crate::support::app::{spawn, Spawn, TestApp};
use domain::{Role, Visibility};
use reqwest::{header, StatusCode};
use serde_json::{json, Value};
use std::time::{Duration, Instant};

const FIREFOX: &str = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const CHROME: &str = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const PROPERTY_PAGE: &str = "/property/for-sale/in-italy/123-house-123";
const ALERT_CLICK: &str = "/property/for-sale/in-italy/123-house-123?src=alert";

async fn site() -> TestApp {
    let mut home = property("123", Visibility::Visible, 3);
    home.status.listed_since = Some(chrono::Utc::now() - chrono::Duration::hours(3 * 24 + 1));
    spawn(Spawn {
        properties: vec![home],
        environment: vec![("LANGHE_SSR", "false".to_owned())],
        ..Spawn::site()
    })
    .await
}

/// A page asked for as a browser (`agent`) would, with extra headers; answers its status and
/// whether it set a cookie.
async fn visit(
    app: &TestApp,
    path: &str,
    agent: &str,
    extra: &[(&str, &str)],
) -> (StatusCode, bool) {
    let mut request = app
        .client()
        .get(format!("{}{path}", app.address))
        .header(header::USER_AGENT, agent)
        .header(header::ACCEPT, "text/html,application/xhtml+xml")
        .header(header::ACCEPT_LANGUAGE, "en-GB,en;q=0.9");
    for (name, value) in extra {
        request = request.header(*name, *value);
    }
    let response = request.send().await.unwrap();
    let cookie = response.headers().contains_key(header::SET_COOKIE);
    (response.status(), cookie)
}

async fn event(app: &TestApp, agent: &str, body: Value) -> (StatusCode, Value) {
    let response = app
        .client()
        .post(format!("{}/api/events", app.address))
        .header(header::USER_AGENT, agent)
        .header(header::ACCEPT_LANGUAGE, "it-IT")
        .json(&body)
        .send()
        .await
        .unwrap();
    assert!(!response.headers().contains_key(header::SET_COOKIE));
    let status = response.status();
    let text = response.text().await.unwrap();
    (status, serde_json::from_str(&text).unwrap_or(Value::Null))
}

/// Asks `path` as staff until `done` holds (the counter writes once a second).
async fn stats_until(
    app: &TestApp,
    token: &str,
    path: &str,
    done: impl Fn(&Value) -> bool,
) -> Value {
    let started = Instant::now();
    loop {
        let (status, body) = app.get_as(path, Some(token)).await;
        assert_eq!(status, 200, "{body}");
        if done(&body) {
            return body;
        }
        assert!(
            started.elapsed() < Duration::from_secs(15),
            "never counted: {body}"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

#[tokio::test]
async fn people_are_counted_robots_are_not_and_no_answer_sets_a_cookie() {
    let app = site().await;
    let google = [("referer", "https://www.google.co.uk/")];
    for (path, agent, extra) in [
        ("/", FIREFOX, &[][..]),
        (PROPERTY_PAGE, FIREFOX, &google[..]),
        (PROPERTY_PAGE, FIREFOX, &[][..]),
        // A click in a saved-search alert's mail.
        (ALERT_CLICK, FIREFOX, &[][..]),
        // Not people: a crawler, a tool, a prefetch, a script without a browser's headers.
        (
            PROPERTY_PAGE,
            "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
            &[][..],
        ),
        (PROPERTY_PAGE, "curl/8.5.0", &[][..]),
        (PROPERTY_PAGE, FIREFOX, &[("sec-purpose", "prefetch")][..]),
        // The consultant's own browser, signed in: her page loads are not the public's.
        (
            PROPERTY_PAGE,
            FIREFOX,
            &[("cookie", "cookie-consent=refused; langhe-staff=1")][..],
        ),
    ] {
        let (status, cookie) = visit(&app, path, agent, extra).await;
        assert_eq!(status, 200, "{path}");
        assert!(!cookie, "{path} set a cookie");
    }
    // A page the browser already has: its 304 counts as a view too.
    let etag = app
        .client()
        .get(format!("{}/", app.address))
        .header(header::USER_AGENT, "curl/8.5.0")
        .send()
        .await
        .unwrap()
        .headers()[header::ETAG]
        .to_str()
        .unwrap()
        .to_owned();
    let (status, cookie) = visit(&app, "/", FIREFOX, &[("if-none-match", &etag)]).await;
    assert_eq!((status, cookie), (StatusCode::NOT_MODIFIED, false));
    // Staff screens and files are not pages of the public.
    visit(&app, "/staff/statistics", FIREFOX, &[]).await;
    visit(&app, "/robots.txt", FIREFOX, &[]).await;

    for body in [
        json!({ "kind": "view", "path": "/piedmont-property-for-sale/1?utm_source=Newsletter&utm_medium=email&utm_campaign=Spring", "referrer": format!("{}/", app.address) }),
        json!({ "kind": "brochure_print", "path": PROPERTY_PAGE }),
        // The same browser printing again that day: one visitor who printed it (issue 53).
        json!({ "kind": "brochure_print", "path": PROPERTY_PAGE }),
        json!({ "kind": "empty_search", "path": "/piedmont-property-for-sale/1?town=Alba&min_price=2000000", "search": "town=Alba&min_price=2000000" }),
        // No page of the site lives at these addresses: taken, and not kept (issue 53).
        json!({ "kind": "view", "path": "/no-such-page-0001" }),
        json!({ "kind": "view", "path": "/wp-login.php?x=1" }),
        json!({ "kind": "view", "path": "/staff/statistics" }),
    ] {
        let (status, answer) = event(&app, FIREFOX, body).await;
        assert_eq!(status, 202, "{answer}");
    }
    let (status, _) = event(&app, "curl/8.5.0", json!({ "kind": "view", "path": "/" })).await;
    assert_eq!(
        status, 202,
        "a robot is answered like a browser, and not counted"
    );

    let token = app
        .staff_token("agent@langhe.test", Some(Role::Agent))
        .await;
    let site = stats_until(&app, &token, "/api/stats/site?days=7", |site| {
        site["views"] == 6
    })
    .await;
    assert_eq!(
        site["visitors"], 1,
        "one network and browser is one visitor a day: {site}"
    );
    assert_eq!(
        site["brochure_prints"], 2,
        "the site counts every print it is told of"
    );
    assert_eq!(site["top_pages"][0]["key"], PROPERTY_PAGE);
    assert_eq!(site["top_pages"][0]["count"], 3);
    assert_eq!(site["alert_clicks"], 1);
    assert_eq!(
        site["top_referrers"],
        json!([{ "key": "google.co.uk", "count": 1, "visitors": 1 }])
    );
    let campaigns: Vec<&str> = site["top_campaigns"]
        .as_array()
        .unwrap()
        .iter()
        .map(|campaign| campaign["key"].as_str().unwrap())
        .collect();
    assert_eq!(campaigns, ["alert / - / -", "newsletter / email / spring"]);
    assert_eq!(
        site["empty_searches"][0]["key"],
        "town=Alba&min_price=2000000"
    );
    let today = &site["daily"][6];
    assert_eq!(
        (today["views"].as_u64(), today["visitors"].as_u64()),
        (Some(6), Some(1))
    );
    // Nothing else arrives later: the robots and the made-up pages were refused, not delayed.
    tokio::time::sleep(Duration::from_millis(1_500)).await;
    let (_, again) = app.get_as("/api/stats/site?days=7", Some(&token)).await;
    assert_eq!(again["views"], 6, "{again}");
    assert_eq!(
        again["top_pages"].as_array().map(Vec::len),
        Some(3),
        "the home, the home page and the list: {again}"
    );
    assert_eq!(
        site["top_pages"][1],
        json!({ "key": "/", "count": 2, "visitors": 1 })
    );

    let (status, home) = app
        .get_as("/api/stats/properties/123?days=30", Some(&token))
        .await;
    assert_eq!(status, 200, "{home}");
    assert_eq!(
        (home["views"].as_u64(), home["visitors"].as_u64()),
        (Some(1), Some(1)),
        "a home counts its visitor once a day, however often they load it (issue 53)"
    );
    assert_eq!(home["brochure_prints"], 1);
    assert_eq!(home["alert_clicks"], 1);
    assert_eq!(home["daily"].as_array().unwrap().len(), 30);
    assert_eq!(home["days_on_market"], 3, "listed three days ago");
    let origins: Vec<(String, u64)> = home["origins"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| {
            (
                o["origin"].as_str().unwrap().to_owned(),
                o["views"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        origins,
        vec![
            ("alert".to_owned(), 1),
            ("direct".to_owned(), 1),
            ("search".to_owned(), 1)
        ]
    );

    // Not a trace of the client's address in any table or in the archive.
    let rows = every_row(&app).await;
    assert!(rows.contains(PROPERTY_PAGE), "the tables were read: {rows}");
    assert!(!rows.contains("127.0.0"), "an address is stored: {rows}");
    let archive = app.data_dir.path().join("export.tar");
    backup_adapters::archive::export_site(
        &app.connection,
        app.state.images.as_ref(),
        &archive,
        chrono::Utc::now(),
        None,
    )
    .await
    .unwrap();
    let mut names = Vec::new();
    let mut tar = tar::Archive::new(std::fs::File::open(&archive).unwrap());
    for entry in tar.entries().unwrap() {
        let mut entry = entry.unwrap();
        names.push(entry.path().unwrap().display().to_string());
        let mut bytes = Vec::new();
        std::io::Read::read_to_end(&mut entry, &mut bytes).unwrap();
        assert!(
            !String::from_utf8_lossy(&bytes).contains("127.0.0"),
            "an address in {names:?}"
        );
    }
    assert!(
        names.iter().any(|name| name.contains("visit_hits")),
        "{names:?}"
    );
    assert!(
        !names.iter().any(|name| name.contains("visit_salts")),
        "{names:?}"
    );
}

/// An owner's report counts the home's visitors in either language: a view of its Italian
/// page is a view of the home (it was counted for the site only, so Italian buyers were missing).
/// Two browsers, as a home counts each visitor once a day.
#[tokio::test]
async fn a_view_of_a_home_s_italian_page_counts_for_the_home() {
    let app = site().await;
    for (path, agent) in [
        (PROPERTY_PAGE, FIREFOX),
        ("/it/immobile/in-vendita/in-italia/123-house-123", CHROME),
    ] {
        let (status, _) = visit(&app, path, agent, &[]).await;
        assert_eq!(status, 200, "{path}");
    }
    let token = app
        .staff_token("agent@langhe.test", Some(Role::Agent))
        .await;
    let home = stats_until(&app, &token, "/api/stats/properties/123?days=30", |home| {
        home["views"] == 2
    })
    .await;
    assert_eq!(home["visitors"], 2, "{home}");
}

/// Every text and number of every table of the database, as text.
async fn every_row(app: &TestApp) -> String {
    use sea_orm::{ConnectionTrait, Statement};
    let mut text = String::new();
    let tables = backup_adapters::archive::every_table(&app.connection)
        .await
        .unwrap();
    assert!(
        tables.iter().any(|table| table == "visit_hits"),
        "{tables:?}"
    );
    for table in tables {
        let rows = app
            .connection
            .query_all_raw(Statement::from_string(
                app.connection.get_database_backend(),
                format!("SELECT * FROM {table}"),
            ))
            .await
            .unwrap();
        for row in rows {
            for column in row.column_names() {
                let value = row
                    .try_get::<String>("", &column)
                    .or_else(|_| row.try_get::<i64>("", &column).map(|n| n.to_string()))
                    .unwrap_or_default();
                text.push_str(&value);
                text.push(' ');
            }
            text.push('\n');
        }
    }
    text
}

#[tokio::test]
async fn statistics_are_for_staff_and_their_questions_are_checked() {
    let app = site().await;
    let (status, _) = app.get_as("/api/stats/site", None).await;
    assert_eq!(status, 401);
    let agent = app
        .staff_token("agent@langhe.test", Some(Role::Agent))
        .await;
    let (status, site) = app.get_as("/api/stats/site", Some(&agent)).await;
    assert_eq!(
        (status, site["days"].as_u64()),
        (StatusCode::OK, Some(30)),
        "{site}"
    );
    let (status, eight) = app.get_as("/api/stats/site?days=8", Some(&agent)).await;
    assert_eq!(
        (status, eight["daily"].as_array().map(Vec::len)),
        (StatusCode::OK, Some(8))
    );
    for wrong in ["0", "366", "-5", "many"] {
        let (status, refused) = app
            .get_as(&format!("/api/stats/site?days={wrong}"), Some(&agent))
            .await;
        assert_eq!(status, 400, "{wrong}: {refused}");
        assert!(
            refused["message"].as_str().unwrap().contains("days"),
            "{refused}"
        );
    }
    let (status, missing) = app.get_as("/api/stats/properties/999", Some(&agent)).await;
    assert_eq!(
        (status, missing["message"].as_str()),
        (StatusCode::NOT_FOUND, Some("Property not found"))
    );
    let (status, _) = app
        .get_as("/api/stats/properties/123?days=90", Some(&agent))
        .await;
    assert_eq!(status, 200);

    // The schema's rules: the kinds the browser may tell, a path on this site, a reference.
    for (body, field) in [
        (json!({ "kind": "enquiry", "path": "/" }), "EventKind"),
        (
            json!({ "kind": "view", "path": "https://elsewhere.example/" }),
            "path",
        ),
        (
            json!({ "kind": "view", "path": "//elsewhere.example/" }),
            "path",
        ),
        // Issue 53: what the staff's screen would link as a page of the site, and a browser
        // reads as another site's address (`\` is `/` to it), is no path of this site.
        (
            json!({ "kind": "view", "path": "/\\evil.example/login" }),
            "path",
        ),
        (
            json!({ "kind": "view", "path": "/%2F/evil.example/login" }),
            "path",
        ),
        (
            json!({ "kind": "view", "path": "/%5cevil.example/login" }),
            "path",
        ),
        (
            json!({ "kind": "view", "path": "/property//for-sale" }),
            "path",
        ),
        (json!({ "kind": "view", "path": "/a\u{0007}b" }), "path"),
        (
            json!({ "kind": "brochure_print", "path": "/", "property": "villa" }),
            "property",
        ),
        // A number is not the text the schema asks for, though its digits would be a ref.
        (
            json!({ "kind": "brochure_print", "path": "/", "property": 123_456 }),
            "EventPropertyRef",
        ),
    ] {
        let (status, answer) = event(&app, FIREFOX, body).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{answer}");
        assert!(
            answer["message"].as_str().unwrap().contains(field),
            "{answer}"
        );
    }
}

#[tokio::test]
async fn one_address_is_counted_up_to_its_allowance_and_answered_as_usual() {
    let mut home = property("123", Visibility::Visible, 3);
    home.status.listed_since = Some(chrono::Utc::now() - chrono::Duration::hours(24));
    let app = spawn(Spawn {
        properties: vec![home],
        environment: vec![
            ("LANGHE_SSR", "false".to_owned()),
            // The day's allowance is the one that binds here (issue 53: there was none, and
            // 60 a minute let one address add 86,400 sightings a day).
            ("LANGHE_COUNT_RATE_PER_MINUTE", "10".to_owned()),
            ("LANGHE_COUNT_RATE_PER_DAY", "3".to_owned()),
            // The test client stands where the site's proxy would: its X-Forwarded-For is
            // the client's address.
            ("LANGHE_TRUSTED_PROXIES", "127.0.0.1".to_owned()),
        ],
        ..Spawn::site()
    })
    .await;
    // A script repeating a home's page from one address: answered every time.
    for _ in 0..5 {
        let (status, _) = visit(
            &app,
            PROPERTY_PAGE,
            FIREFOX,
            &[("x-forwarded-for", "203.0.113.7")],
        )
        .await;
        assert_eq!(status, 200);
    }
    let response = app
        .client()
        .post(format!("{}/api/events", app.address))
        .header(header::USER_AGENT, FIREFOX)
        .header(header::ACCEPT_LANGUAGE, "it-IT")
        .header("x-forwarded-for", "203.0.113.7")
        .json(&json!({ "kind": "view", "path": PROPERTY_PAGE }))
        .send()
        .await
        .unwrap();
    assert_eq!(
        response.status(),
        202,
        "a beacon past the allowance is taken, not counted"
    );
    // Another person, elsewhere, is counted as ever.
    visit(
        &app,
        PROPERTY_PAGE,
        FIREFOX,
        &[("x-forwarded-for", "198.51.100.20")],
    )
    .await;

    let token = app
        .staff_token("agent@langhe.test", Some(Role::Agent))
        .await;
    // The site's views (a home counts each visitor once a day, whatever the allowance).
    let path = "/api/stats/site?days=7";
    stats_until(&app, &token, path, |site| site["views"] == 4).await;
    // Written once a second: nothing more arrives later.
    tokio::time::sleep(Duration::from_millis(1_500)).await;
    let (_, site) = app.get_as(path, Some(&token)).await;
    assert_eq!(
        (site["views"].clone(), site["visitors"].clone()),
        (json!(4), json!(2)),
        "three sightings of the first address, one of the second: {site}"
    );
}
