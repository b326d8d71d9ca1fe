//! "E-mail me a sign-in link": a staff member asks on the sign-in screen, and a one-time link
//! reaches their mailbox through the outbox. The answer is the same for every address (so
//! nobody can probe for staff accounts), so it is given once the form is checked, before the
//! address is even looked up: the rest runs after it (`mail_sign_in_link`).

use super::sign_in_links::SIGN_IN_LINK_LIFETIME_MINUTES;
use crate::captcha_check::{check_captcha, CaptchaFailure};
use anyhow::Context;
use chrono::{DateTime, Duration, Utc};
use domain::ports::{
    CaptchaVerifier, EnquiryKind, EnquiryOutbox, NewEnquiry, SignInLinks, UserRepository,
};
use domain::session::SessionLength;
use domain::user::EmailError;
use domain::{Email, User};

/// At most this many of a person's links work at once (each for 30 minutes, so at most
/// twice as many mails an hour): enough for a mistyped or lost mail, too few to flood her
/// mailbox from many addresses. When they are all out, every one of them is in her mailbox
/// and works: a request held back then locks nobody out.
pub const LIVE_LINKS_PER_PERSON: u64 = 5;
/// At most this many of them asked for from one client address: a stranger alone cannot take
/// every place, so her own request from her own network still gets its mail.
pub const LIVE_LINKS_PER_CLIENT: u64 = 2;

pub const SIGN_IN_MAIL_SUBJECT: &str = "Your sign-in link - Langhe Property";

/// What the sign-in screen sent.
#[derive(Debug, Clone, Default)]
pub struct SignInLinkRequest {
    pub email: Option<String>,
    pub captcha_token: Option<String>,
    pub client_ip: Option<String>,
    /// A keyed hash of the client address: the link remembers who asked for it.
    pub client_hash: Option<String>,
    /// "Keep me signed in": the mailed link opens a 30-day session.
    pub keep_signed_in: bool,
}

/// A checked request: whom to mail, if they are staff.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SignInLinkOrder {
    pub email: Email,
    pub keep_signed_in: bool,
    /// The keyed hash of the client address that asked.
    pub client: Option<String>,
}

#[derive(Debug, thiserror::Error)]
pub enum RequestSignInLinkError {
    #[error(transparent)]
    Invalid(#[from] EmailError),
    #[error(transparent)]
    Captcha(#[from] CaptchaFailure),
}

/// What happened after the answer (for logs and tests; the asker is never told).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SignInMailOutcome {
    Mailed,
    /// No user with a role has this address.
    NotStaff,
    /// `LIVE_LINKS_PER_PERSON` of the person's links work already (all in her mailbox).
    HeldBackForPerson,
    /// This client asked for `LIVE_LINKS_PER_CLIENT` of the person's working links already.
    HeldBackForClient,
}

/// Where the mail's link leads (`{public URL}/sign-in`), and what the mailing stands on.
#[derive(Clone, Copy)]
pub struct SignInMailDesk<'a> {
    pub users: &'a dyn UserRepository,
    pub links: &'a dyn SignInLinks,
    pub outbox: &'a dyn EnquiryOutbox,
    pub sign_in_page: &'a str,
}

/// Checks what the answer depends on, and nothing about the address but its shape: the
/// address, then the captcha.
pub async fn check_sign_in_link_request(
    captcha: &dyn CaptchaVerifier,
    request: SignInLinkRequest,
) -> Result<SignInLinkOrder, RequestSignInLinkError> {
    let email = Email::parse(request.email.as_deref().unwrap_or_default())?;
    check_captcha(captcha, request.captcha_token.as_deref(), request.client_ip).await?;
    Ok(SignInLinkOrder {
        email,
        keep_signed_in: request.keep_signed_in,
        client: request.client_hash,
    })
}

/// Puts a one-time link for a staff address in the outbox, unless her working links are all
/// out or this client holds its share of them; does nothing for any other address. Every
/// request for a staff address is counted, mailed or not, for her to see at her next
/// sign-in. Issuing a link ends no session: the person's other devices stay signed in.
pub async fn mail_sign_in_link(
    desk: SignInMailDesk<'_>,
    order: &SignInLinkOrder,
    now: DateTime<Utc>,
) -> anyhow::Result<SignInMailOutcome> {
    let email = &order.email;
    let found = desk
        .users
        .find_by_email(email)
        .await
        .with_context(|| format!("looking up {email}"))?;
    let Some(user) = found.filter(|user| user.role.is_some()) else {
        return Ok(SignInMailOutcome::NotStaff);
    };
    desk.links
        .count_request(user.id)
        .await
        .context("counting the request")?;
    let live = desk
        .links
        .live(user.id, order.client.clone(), now)
        .await
        .context("counting the person's working links")?;
    if live.from_client >= LIVE_LINKS_PER_CLIENT {
        return Ok(SignInMailOutcome::HeldBackForClient);
    }
    if live.total >= LIVE_LINKS_PER_PERSON {
        return Ok(SignInMailOutcome::HeldBackForPerson);
    }
    let expires_at = now + Duration::minutes(SIGN_IN_LINK_LIFETIME_MINUTES);
    let secret = desk
        .links
        .issue(user.id, expires_at, order.client.clone())
        .await
        .context("storing the sign-in link")?;
    let mut link = format!("{}?token={secret}", desk.sign_in_page);
    if order.keep_signed_in {
        link.push_str("&keep=1");
    }
    desk.outbox
        .enqueue(&sign_in_mail(
            &user,
            &link,
            desk.sign_in_page,
            order.keep_signed_in,
            now,
        ))
        .await
        .context("queueing the sign-in mail")?;
    Ok(SignInMailOutcome::Mailed)
}

/// A name as a greeting shows it: one made from an address's local part ("chiara",
/// "chiara.rossi") is written as a name ("Chiara", "Chiara Rossi"); one typed with capitals is
/// left as it was typed.
fn greeted(name: &str) -> String {
    let name = name.trim();
    if name.chars().any(char::is_uppercase) {
        return name.to_owned();
    }
    name.split(['.', '_', '-', ' '])
        .filter(|word| !word.is_empty())
        .map(|word| {
            let mut letters = word.chars();
            letters
                .next()
                .map(|first| first.to_uppercase().chain(letters).collect::<String>())
                .unwrap_or_default()
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn sign_in_mail(
    user: &User,
    link: &str,
    sign_in_page: &str,
    kept: bool,
    at: DateTime<Utc>,
) -> NewEnquiry {
    let name = greeted(&user.name);
    let greeting = if name.is_empty() {
        "Hello,".to_owned()
    } else {
        format!("Hello {name},")
    };
    let stay = if kept {
        format!(
            ", and to stay signed in on that device for {} days",
            SessionLength::KEPT_DAYS
        )
    } else {
        String::new()
    };
    let body = format!(
        "{greeting}\n\n\
         someone, we hope you, asked to sign in to Langhe Property with this address.\n\
         Open this link to sign in{stay}:\n\n{link}\n\n\
         The link works once, within {SIGN_IN_LINK_LIFETIME_MINUTES} minutes. If it was not you, \
         ignore this mail: nobody can sign in without the link, and your other devices stay \
         signed in.\n\n\
         Next time, ask for a new link at {sign_in_page} (worth a bookmark).\n"
    );
    NewEnquiry {
        source: Default::default(),
        kind: EnquiryKind::SignInLink,
        subject: SIGN_IN_MAIL_SUBJECT.to_owned(),
        name: None,
        email: Some(user.email.clone()),
        reference: None,
        property_ref: None,
        fields: Vec::new(),
        body,
        body_html: None,
        client_hash: None,
        received_at: at,
        list_unsubscribe: None,
        attachments: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::ports::{
        EnquiryId, LiveLinks, MockCaptchaVerifier, MockEnquiryOutbox, MockSignInLinks,
        MockUserRepository,
    };
    use domain::Role;

    fn now() -> DateTime<Utc> {
        "2026-11-26T12:00:00Z".parse().unwrap()
    }

    fn person(role: Option<Role>) -> User {
        User {
            id: 4,
            email: Email::parse("anna@langhe.test").unwrap(),
            name: "Anna".into(),
            picture: String::new(),
            role,
            session_version: 0,
            identity_subject: None,
        }
    }

    fn order(keep_signed_in: bool) -> SignInLinkOrder {
        SignInLinkOrder {
            email: Email::parse("anna@langhe.test").unwrap(),
            keep_signed_in,
            client: Some("client-a".into()),
        }
    }

    /// Links that count the request and hold `live` working links.
    fn links_holding(live: LiveLinks) -> MockSignInLinks {
        let mut links = MockSignInLinks::new();
        links.expect_count_request().times(1).returning(|_| Ok(()));
        links
            .expect_live()
            .withf(|user_id, client, at| {
                *user_id == 4 && client.as_deref() == Some("client-a") && *at == now()
            })
            .returning(move |_, _, _| Ok(live));
        links
    }

    fn users(found: Option<User>) -> MockUserRepository {
        let mut users = MockUserRepository::new();
        users
            .expect_find_by_email()
            .returning(move |_| Ok(found.clone()));
        users
    }

    async fn mail(
        users: &MockUserRepository,
        links: &MockSignInLinks,
        outbox: &MockEnquiryOutbox,
        keep: bool,
    ) -> SignInMailOutcome {
        let desk = SignInMailDesk {
            users,
            links,
            outbox,
            sign_in_page: "https://langhe.example/sign-in",
        };
        mail_sign_in_link(desk, &order(keep), now()).await.unwrap()
    }

    #[tokio::test]
    async fn a_staff_address_gets_a_link_valid_for_thirty_minutes() {
        let mut links = links_holding(LiveLinks {
            total: LIVE_LINKS_PER_PERSON - 1,
            from_client: LIVE_LINKS_PER_CLIENT - 1,
        });
        links
            .expect_issue()
            .withf(|user_id, expires_at, client| {
                *user_id == 4
                    && *expires_at == now() + Duration::minutes(30)
                    && client.as_deref() == Some("client-a")
            })
            .times(1)
            .returning(|_, _, _| Ok("s3cret".into()));
        let mut outbox = MockEnquiryOutbox::new();
        outbox
            .expect_enqueue()
            .withf(|mail| {
                mail.kind == EnquiryKind::SignInLink
                    && mail.email.as_ref().map(Email::as_str) == Some("anna@langhe.test")
                    && mail.body.starts_with("Hello Anna,")
                    && mail
                        .body
                        .contains("https://langhe.example/sign-in?token=s3cret&keep=1\n")
                    && mail.body.contains("for 30 days")
            })
            .times(1)
            .returning(|_| Ok(EnquiryId(1)));
        let outcome = mail(
            &users(Some(person(Some(Role::Admin)))),
            &links,
            &outbox,
            true,
        )
        .await;
        assert_eq!(outcome, SignInMailOutcome::Mailed);
    }

    #[test]
    fn a_name_made_from_an_address_is_greeted_as_a_name() {
        assert_eq!(greeted("chiara"), "Chiara");
        assert_eq!(greeted(" chiara.rossi "), "Chiara Rossi");
        assert_eq!(greeted("anna_maria-bianchi"), "Anna Maria Bianchi");
        assert_eq!(greeted("Anna de Luca"), "Anna de Luca");
        assert_eq!(greeted("élodie"), "Élodie");
        assert_eq!(greeted(""), "");
    }

    #[tokio::test]
    async fn the_mail_names_the_page_to_ask_again_from() {
        let mut links = links_holding(LiveLinks::default());
        links
            .expect_issue()
            .returning(|_, _, _| Ok("s3cret".into()));
        let mut outbox = MockEnquiryOutbox::new();
        outbox
            .expect_enqueue()
            .withf(|mail| {
                mail.body.starts_with("Hello Chiara,")
                    && mail.body.contains(
                        "Next time, ask for a new link at https://langhe.example/sign-in (worth a bookmark).",
                    )
            })
            .times(1)
            .returning(|_| Ok(EnquiryId(1)));
        let chiara = User {
            name: "chiara".into(),
            ..person(Some(Role::Admin))
        };
        let outcome = mail(&users(Some(chiara)), &links, &outbox, false).await;
        assert_eq!(outcome, SignInMailOutcome::Mailed);
    }

    #[tokio::test]
    async fn an_unknown_or_roleless_address_gets_nothing() {
        for found in [None, Some(person(None))] {
            let mut links = MockSignInLinks::new();
            links.expect_count_request().never();
            links.expect_issue().never();
            let mut outbox = MockEnquiryOutbox::new();
            outbox.expect_enqueue().never();
            let outcome = mail(&users(found), &links, &outbox, false).await;
            assert_eq!(outcome, SignInMailOutcome::NotStaff);
        }
    }

    #[tokio::test]
    async fn with_her_working_links_all_out_or_this_clients_share_taken_no_link_is_made() {
        for (live, held_back) in [
            (
                LiveLinks {
                    total: LIVE_LINKS_PER_PERSON,
                    from_client: 0,
                },
                SignInMailOutcome::HeldBackForPerson,
            ),
            (
                LiveLinks {
                    total: LIVE_LINKS_PER_CLIENT,
                    from_client: LIVE_LINKS_PER_CLIENT,
                },
                SignInMailOutcome::HeldBackForClient,
            ),
        ] {
            let mut links = links_holding(live);
            links.expect_issue().never();
            let mut outbox = MockEnquiryOutbox::new();
            outbox.expect_enqueue().never();
            let outcome = mail(
                &users(Some(person(Some(Role::Agent)))),
                &links,
                &outbox,
                false,
            )
            .await;
            assert_eq!(outcome, held_back, "{live:?}");
        }
    }

    #[tokio::test]
    async fn the_address_is_checked_before_the_captcha() {
        let mut captcha = MockCaptchaVerifier::new();
        captcha.expect_verify().never();
        let request = SignInLinkRequest {
            email: Some("anna".into()),
            captcha_token: Some("solved".into()),
            ..Default::default()
        };
        let error = check_sign_in_link_request(&captcha, request)
            .await
            .unwrap_err();
        assert_eq!(error.to_string(), "Please enter a valid email address");
        let request = SignInLinkRequest {
            email: Some("anna@langhe.test".into()),
            ..Default::default()
        };
        let error = check_sign_in_link_request(&captcha, request)
            .await
            .unwrap_err();
        assert!(matches!(
            error,
            RequestSignInLinkError::Captcha(CaptchaFailure::Missing)
        ));
    }
}
