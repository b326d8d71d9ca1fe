//! Helpers of the enquiry, newsletter and delivery tests.

use crate::support::app::{spawn_app_with, TestApp};
use adapters::captcha::{solve_pow_challenge, solve_served_challenge};
use adapters::mail::{SmtpMailer, SmtpSettings, SmtpTls};
use desk::enquiries::DeliveryPolicy;
use domain::enquiry::inbox::InboxQuery;
use domain::ports::{Addressee, ClaimedEnquiry, StoredEnquiry};
use domain::PageRequest;
use reqwest::StatusCode;
use serde_json::{json, Value};
use server::delivery_worker::{DeliveryWorker, RunningWorker};
use std::sync::Arc;
use std::time::Duration;

/// Small puzzles keep 100 submissions quick; the scheme is the production one.
pub const TEST_POW_MAX_NUMBER: &str = "500";

pub async fn spawn_form_app(rate_per_minute: u32) -> TestApp {
    spawn_form_app_with(rate_per_minute, &[]).await
}

/// The form app with `extra` settings besides the form's own.
pub async fn spawn_form_app_with(rate_per_minute: u32, extra: &[(&'static str, &str)]) -> TestApp {
    let mut environment = vec![
        ("LANGHE_CAPTCHA_POW_MAX_NUMBER", TEST_POW_MAX_NUMBER.into()),
        ("LANGHE_SEND_RATE_PER_MINUTE", rate_per_minute.to_string()),
        ("LANGHE_PUBLIC_URL", "https://langhe.test".into()),
    ];
    environment.extend(
        extra
            .iter()
            .map(|(name, value)| (*name, (*value).to_owned())),
    );
    spawn_app_with(&environment).await
}

/// The form app writing each mail as an `.eml` file into its data folder (`mail_files`).
pub async fn spawn_mail_file_app() -> TestApp {
    spawn_form_app_with(100, &[("LANGHE_MAIL", "eml")]).await
}

impl TestApp {
    pub async fn post_json(&self, path: &str, body: &Value) -> (StatusCode, Value) {
        self.post_json_with(path, body, &[]).await
    }

    /// Like `post_json`, with extra request headers.
    pub async fn post_json_with(
        &self,
        path: &str,
        body: &Value,
        headers: &[(&str, &str)],
    ) -> (StatusCode, Value) {
        let mut request = reqwest::Client::new()
            .post(format!("{}{path}", self.address))
            .json(body);
        for (name, value) in headers {
            request = request.header(*name, *value);
        }
        let response = request.send().await.expect("request");
        let status = response.status();
        (status, response.json().await.unwrap_or(Value::Null))
    }

    /// Fetches a puzzle over HTTP and solves it like the widget.
    pub async fn captcha_token(&self) -> String {
        let (status, challenge) = self.get_json("/api/captcha/challenge").await;
        assert_eq!(status, StatusCode::OK, "{challenge}");
        solve_served_challenge(&challenge).expect("solvable")
    }

    /// A solved token straight from the challenger (no HTTP), for many submissions at once.
    pub fn quick_captcha_token(&self) -> String {
        let challenger = self
            .state
            .enquiries
            .challenger
            .as_ref()
            .expect("proof of work");
        solve_pow_challenge(&challenger.new_challenge().unwrap()).unwrap()
    }

    pub async fn inbox(&self) -> Vec<StoredEnquiry> {
        self.state
            .enquiries
            .inbox
            .list(&InboxQuery::default(), PageRequest::parse(0, 100).unwrap())
            .await
            .unwrap()
            .items
    }

    /// Signs `email` up (consent, solved captcha) and answers the sign-up's JSON.
    pub async fn sign_up(&self, email: &str) -> Value {
        let form =
            json!({ "email": email, "consent": true, "captchaToken": self.quick_captcha_token() });
        let (status, body) = self.post_json("/api/newsletter/subscribe", &form).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        body
    }

    /// Takes the waiting confirmation mails (newsletter and alerts) out of the outbox (as the
    /// delivery worker would) and answers, for each, its addressee and the path of its
    /// confirmation link.
    pub async fn mailed_confirmations(&self) -> Vec<(Addressee, String)> {
        self.claim_waiting_mails()
            .await
            .into_iter()
            .filter(|mail| matches!(mail.addressee, Addressee::Subscriber { .. }))
            .map(|mail| {
                let link = mail
                    .body
                    .split_whitespace()
                    .find(|word| {
                        word.starts_with("https://langhe.test/api/newsletter/confirm?")
                            || word.starts_with("https://langhe.test/api/alerts/confirm?")
                    })
                    .expect("a confirmation link")
                    .trim_start_matches("https://langhe.test")
                    .to_owned();
                (mail.addressee, link)
            })
            .collect()
    }

    /// Takes every waiting mail out of the outbox, as the delivery worker would.
    pub async fn claim_waiting_mails(&self) -> Vec<ClaimedEnquiry> {
        self.claim_waiting_mails_at(chrono::Utc::now()).await
    }

    /// Takes every mail waiting at `now` (a test clock's time) out of the outbox.
    pub async fn claim_waiting_mails_at(
        &self,
        now: chrono::DateTime<chrono::Utc>,
    ) -> Vec<ClaimedEnquiry> {
        self.state
            .enquiries
            .outbox
            .claim_due(now, now + chrono::Duration::minutes(5), 100)
            .await
            .unwrap()
    }

    /// Signs `email` up and opens the mailed confirmation link, as the subscriber would.
    pub async fn subscribe_confirmed(&self, email: &str) {
        self.sign_up(email).await;
        let mut mails = self.mailed_confirmations().await;
        assert_eq!(mails.len(), 1, "one confirmation mail");
        let (_, link) = mails.remove(0);
        assert_eq!(self.post_empty(&link).await.status(), StatusCode::OK);
    }

    /// POSTs to `path` with no body, as a mailed link's button does.
    pub async fn post_empty(&self, path: &str) -> reqwest::Response {
        self.client()
            .post(format!("{}{path}", self.address))
            .send()
            .await
            .unwrap()
    }

    /// Like `post_empty`, for a link that is refused: the status and the JSON error.
    pub async fn post_empty_refused(&self, path: &str) -> (StatusCode, Value) {
        let response = self.post_empty(path).await;
        let status = response.status();
        (status, response.json().await.unwrap())
    }

    /// What a mail program's one-click unsubscribe sends to a `List-Unsubscribe` link
    /// (RFC 8058).
    pub async fn one_click_unsubscribe(&self, path: &str) -> reqwest::Response {
        self.client()
            .post(format!("{}{path}", self.address))
            .header("content-type", "application/x-www-form-urlencoded")
            .body("List-Unsubscribe=One-Click")
            .send()
            .await
            .unwrap()
    }

    /// A delivery worker like the binary's, with the test's SMTP port and fast timing.
    pub fn start_worker(&self, smtp_port: u16, lease: Duration) -> RunningWorker {
        let mailer = SmtpMailer::new(SmtpSettings {
            host: "127.0.0.1".into(),
            port: smtp_port,
            tls: SmtpTls::None,
            credentials: None,
            from: "site@langhe.test".into(),
            to: "consultant@langhe.test".into(),
            timeout: Duration::from_secs(30),
        })
        .unwrap();
        DeliveryWorker {
            outbox: self.state.enquiries.outbox.clone(),
            mailer: Arc::new(mailer),
            clock: self.state.enquiries.clock.clone(),
            policy: DeliveryPolicy {
                batch: 20,
                lease,
                first_retry: Duration::from_millis(100),
                max_retry: Duration::from_millis(400),
                max_attempts: 1_000,
            },
            wake: self.state.enquiries.outbox_stored.clone(),
            poll: Duration::from_millis(50),
        }
        .spawn()
    }
}

pub fn contact_form(name: &str, token: &str) -> Value {
    json!({
        "subject": "Contact Page",
        "name": name,
        "email": "anna@example.com",
        "message": "Is the farmhouse in Barolo still for sale?",
        "captchaToken": token,
    })
}
