//! "E-mail me a sign-in link": the same answer for every address, a mail for staff only,
//! the captcha and the rate limit, caps no stranger can use up, the count of requests shown
//! at the next sign-in, and a new link that signs no other device out.

use super::enquiry_helpers::{spawn_form_app, spawn_form_app_with};
use crate::support::app::{assert_error, TestApp};
use app::staff::{
    mail_sign_in_link, SignInLinkOrder, SignInMailDesk, LIVE_LINKS_PER_CLIENT,
    LIVE_LINKS_PER_PERSON,
};
use domain::ports::Addressee;
use domain::{Email, Role};
use reqwest::StatusCode;
use serde_json::{json, Value};

const ON_ITS_WAY: &str = "If this address belongs to the site's staff, a sign-in link is on its \
     way to it. The link works once, within 30 minutes.";

impl TestApp {
    /// Asks for a link by mail, with a solved captcha, and waits for the work after the answer.
    async fn ask_for_link(&self, email: &str, keep: bool) -> (StatusCode, Value) {
        self.ask_for_link_from(email, keep, &[]).await
    }

    /// Like `ask_for_link`, with extra request headers (`X-Forwarded-For` behind a trusted
    /// proxy names another client).
    async fn ask_for_link_from(
        &self,
        email: &str,
        keep: bool,
        headers: &[(&str, &str)],
    ) -> (StatusCode, Value) {
        let body = json!({
            "email": email, "captchaToken": self.quick_captcha_token(), "keepSignedIn": keep,
        });
        let answer = self
            .post_json_with("/api/users/sign-in-link", &body, headers)
            .await;
        self.state.staff.sign_in_mails.idle().await;
        answer
    }

    /// Takes the waiting sign-in mails out of the outbox (as the delivery worker would):
    /// each one's addressee and link.
    async fn mailed_sign_in_links(&self) -> Vec<(String, String)> {
        self.claim_waiting_mails()
            .await
            .into_iter()
            .filter_map(|mail| match mail.addressee {
                Addressee::Staff { address } => {
                    let link = mail
                        .body
                        .split_whitespace()
                        .find(|word| word.starts_with("https://langhe.test/sign-in?token="))
                        .expect("a sign-in link")
                        .to_owned();
                    Some((address, link))
                }
                _ => None,
            })
            .collect()
    }

    /// Spends a mailed link as the sign-in page does.
    async fn open_link(&self, link: &str, keep: bool) -> (StatusCode, Value) {
        let url = reqwest::Url::parse(link).unwrap();
        let token = url
            .query_pairs()
            .find(|(name, _)| name == "token")
            .unwrap()
            .1
            .into_owned();
        self.post_json(
            "/api/users/one-time-link",
            &json!({ "token": token, "keepSignedIn": keep }),
        )
        .await
    }

    async fn add_user(&self, email: &str, role: Option<Role>) {
        self.staff_token(email, role).await;
    }
}

#[tokio::test]
async fn staff_and_strangers_get_the_same_answer_and_only_staff_get_a_mail() {
    let app = spawn_form_app(100).await;
    app.add_user("anna@langhe.test", Some(Role::Admin)).await;
    app.add_user("visitor@langhe.test", None).await;

    let staff = app.ask_for_link("Anna@Langhe.test", false).await;
    let stranger = app.ask_for_link("nobody@langhe.test", false).await;
    let roleless = app.ask_for_link("visitor@langhe.test", false).await;
    assert_eq!(staff.0, StatusCode::ACCEPTED, "{}", staff.1);
    assert_eq!(staff.1, json!({ "message": ON_ITS_WAY }));
    assert_eq!(stranger, staff, "a stranger's answer is the staff member's");
    assert_eq!(
        roleless, staff,
        "so is a signed-up visitor's without a role"
    );

    let mails = app.mailed_sign_in_links().await;
    assert_eq!(mails.len(), 1, "{mails:?}");
    let (address, link) = &mails[0];
    assert_eq!(address, "anna@langhe.test");
    assert!(!link.contains("keep="), "{link}");
    assert!(app.inbox().await.is_empty(), "a sign-in mail is no enquiry");

    let (status, body) = app.open_link(link, false).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["user"]["email"], "anna@langhe.test");
    assert_eq!(body["user"]["role"], "admin");
    let (status, body) = app.open_link(link, false).await;
    assert_error(
        status,
        &body,
        401,
        "This sign-in link is not valid any more",
    );
}

#[tokio::test]
async fn a_bad_address_or_a_missing_or_forged_captcha_is_400_and_mails_nothing() {
    let app = spawn_form_app(100).await;
    app.add_user("anna@langhe.test", Some(Role::Admin)).await;
    let cases = [
        (
            json!({ "email": "anna", "captchaToken": app.quick_captcha_token() }),
            "Please enter a valid email address",
        ),
        (
            json!({ "email": "anna@langhe.test" }),
            "Captcha token missing",
        ),
        (
            json!({ "email": "anna@langhe.test", "captchaToken": "forged" }),
            "Captcha token invalid, expired or already used",
        ),
    ];
    for (body, message) in cases {
        let (status, answer) = app.post_json("/api/users/sign-in-link", &body).await;
        assert_error(status, &answer, 400, message);
    }
    app.state.staff.sign_in_mails.idle().await;
    assert!(app.mailed_sign_in_links().await.is_empty());
}

#[tokio::test]
async fn too_many_link_requests_from_one_client_address_are_429() {
    let app = spawn_form_app(2).await;
    for _ in 0..2 {
        let (status, body) = app.ask_for_link("anna@langhe.test", false).await;
        assert_eq!(status, StatusCode::ACCEPTED, "{body}");
    }
    let (status, body) = app.ask_for_link("anna@langhe.test", false).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{body}");
    assert_eq!(body["status"], 429);
}

/// The site behind a trusted proxy, whose `X-Forwarded-For` names each client.
async fn app_behind_a_proxy() -> TestApp {
    spawn_form_app_with(100, &[("LANGHE_TRUSTED_PROXIES", "127.0.0.1")]).await
}

const STRANGER: [(&str, &str); 1] = [("X-Forwarded-For", "203.0.113.9")];
const ANNAS_OFFICE: [(&str, &str); 1] = [("X-Forwarded-For", "198.51.100.7")];

/// Five anonymous requests used to take the person's whole hourly allowance, and her own
/// request then got the same 202 and no mail. A stranger's client now holds only its share
/// of her working links; her request from her own network gets its mail, with answers
/// that still tell staff from strangers in no way; and once signed in she is told how
/// many links were asked for in her name.
#[tokio::test]
async fn a_stranger_cannot_use_up_a_staff_members_sign_in_links() {
    let app = app_behind_a_proxy().await;
    app.add_user("anna@langhe.test", Some(Role::Agent)).await;
    let mut answers = Vec::new();
    for _ in 0..5 {
        answers.push(
            app.ask_for_link_from("anna@langhe.test", false, &STRANGER)
                .await,
        );
    }
    answers.push(
        app.ask_for_link_from("nobody@langhe.test", false, &STRANGER)
            .await,
    );
    let hers = app
        .ask_for_link_from("anna@langhe.test", false, &ANNAS_OFFICE)
        .await;
    for answer in &answers {
        assert_eq!(answer, &hers, "every answer is the same");
    }
    assert_eq!(hers.0, StatusCode::ACCEPTED);
    assert_eq!(hers.1, json!({ "message": ON_ITS_WAY }));

    let mails = app.mailed_sign_in_links().await;
    assert_eq!(
        mails.len() as u64,
        LIVE_LINKS_PER_CLIENT + 1,
        "the stranger's share, then hers: {mails:?}"
    );
    let (status, body) = app.open_link(&mails.last().unwrap().1, false).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(
        body["signInLinkRequests"], 5,
        "the stranger's five, hers not counted: {body}"
    );
    // Counted again from her sign-in.
    let (_, body) = app.open_link(&mails[0].1, false).await;
    assert_eq!(body["signInLinkRequests"], 0, "{body}");
}

/// An IPv6 client may pick any address of its /64: all of them are one client, holding one
/// share of her working links, as the rate limits count it.
#[tokio::test]
async fn a_strangers_addresses_in_one_ipv6_slash_64_are_one_client() {
    let app = app_behind_a_proxy().await;
    app.add_user("anna@langhe.test", Some(Role::Agent)).await;
    for host in 1..=LIVE_LINKS_PER_PERSON {
        let from = format!("2001:db8:5:7::{host}");
        let (status, _) = app
            .ask_for_link_from("anna@langhe.test", false, &[("X-Forwarded-For", &from)])
            .await;
        assert_eq!(status, StatusCode::ACCEPTED);
    }
    assert_eq!(
        app.mailed_sign_in_links().await.len() as u64,
        LIVE_LINKS_PER_CLIENT
    );
}

/// Mail-bombing stays bounded: past five working links, however many clients ask, nothing
/// more is mailed; every one held back leaves five working links in her mailbox, and one
/// used (or run out) makes room for the next.
#[tokio::test]
async fn past_five_working_links_nothing_more_is_mailed_and_each_mailed_one_works() {
    let app = app_behind_a_proxy().await;
    app.add_user("anna@langhe.test", Some(Role::Agent)).await;
    for client in 1..=4 {
        let from = format!("203.0.113.{client}");
        for _ in 0..LIVE_LINKS_PER_CLIENT {
            let (status, _) = app
                .ask_for_link_from("anna@langhe.test", false, &[("X-Forwarded-For", &from)])
                .await;
            assert_eq!(status, StatusCode::ACCEPTED);
        }
    }
    let mails = app.mailed_sign_in_links().await;
    assert_eq!(mails.len() as u64, LIVE_LINKS_PER_PERSON);
    let (status, body) = app.open_link(&mails[0].1, false).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    app.ask_for_link_from("anna@langhe.test", false, &ANNAS_OFFICE)
        .await;
    assert_eq!(app.mailed_sign_in_links().await.len(), 1);
    for (_, link) in &mails[1..] {
        let (status, body) = app.open_link(link, false).await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
}

#[tokio::test]
async fn two_signed_in_browsers_stay_signed_in_when_a_new_link_is_asked_for_and_used() {
    let app = spawn_form_app(100).await;
    let laptop = app.staff_token("anna@langhe.test", Some(Role::Admin)).await;
    let phone = app.staff_token("anna@langhe.test", Some(Role::Admin)).await;

    app.ask_for_link("anna@langhe.test", false).await;
    let mails = app.mailed_sign_in_links().await;
    let (status, body) = app.open_link(&mails[0].1, false).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let third = body["token"].as_str().unwrap().to_owned();

    for token in [&laptop, &phone, &third] {
        let (status, body) = app.get_as("/api/users/logged", Some(token)).await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
}

#[tokio::test]
async fn a_mailed_link_past_its_thirty_minutes_is_refused() {
    let app = spawn_form_app(100).await;
    app.add_user("anna@langhe.test", Some(Role::Admin)).await;
    let staff = &app.state.staff;
    let desk = SignInMailDesk {
        users: staff.users.as_ref(),
        links: staff.sign_in_links.as_ref(),
        outbox: app.state.enquiries.outbox.as_ref(),
        sign_in_page: "https://langhe.test/sign-in",
    };
    let order = SignInLinkOrder {
        email: Email::parse("anna@langhe.test").unwrap(),
        keep_signed_in: false,
        client: None,
    };
    let asked = chrono::Utc::now() - chrono::Duration::minutes(31);
    mail_sign_in_link(desk, &order, asked).await.unwrap();
    let mails = app.mailed_sign_in_links().await;
    let (status, body) = app.open_link(&mails[0].1, false).await;
    assert_error(
        status,
        &body,
        401,
        "This sign-in link is not valid any more",
    );
}

/// The lifetime the token claims (`exp - iat`), in hours.
fn token_hours(app: &TestApp, token: &str) -> i64 {
    assert!(app.state.staff.sessions.verify(token).is_ok());
    let claims = token.split('.').nth(1).unwrap();
    let claims: Value = serde_json::from_slice(
        &base64::Engine::decode(&base64::engine::general_purpose::URL_SAFE_NO_PAD, claims).unwrap(),
    )
    .unwrap();
    (claims["exp"].as_i64().unwrap() - claims["iat"].as_i64().unwrap()) / 3600
}

#[tokio::test]
async fn keep_me_signed_in_opens_a_thirty_day_session_and_the_default_stays_twelve_hours() {
    let app = spawn_form_app(100).await;
    app.add_user("anna@langhe.test", Some(Role::Admin)).await;
    app.ask_for_link("anna@langhe.test", true).await;
    app.ask_for_link("anna@langhe.test", false).await;
    let mails = app.mailed_sign_in_links().await;
    assert_eq!(mails.len(), 2);
    let kept_link = mails.iter().find(|(_, link)| link.ends_with("&keep=1"));
    let kept_link = &kept_link.expect("the kept link says so").1;
    let day_link = &mails
        .iter()
        .find(|(_, link)| !link.contains("keep="))
        .unwrap()
        .1;

    for (link, keep, hours) in [(kept_link, true, 30 * 24), (day_link, false, 12)] {
        let before = chrono::Utc::now();
        let (status, body) = app.open_link(link, keep).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let token = body["token"].as_str().unwrap();
        assert_eq!(token_hours(&app, token), hours);
        let expires: chrono::DateTime<chrono::Utc> =
            body["expiresAt"].as_str().unwrap().parse().unwrap();
        let lasts = expires - before;
        assert!(
            lasts > chrono::Duration::hours(hours) - chrono::Duration::minutes(1)
                && lasts <= chrono::Duration::hours(hours) + chrono::Duration::minutes(1),
            "{lasts}"
        );
        let (status, _) = app.get_as("/api/users/logged", Some(token)).await;
        assert_eq!(status, StatusCode::OK);
    }
}
