//! The handlers behind a double opt-in's mailed links, one set serving the newsletter and the
//! alerts. GET on a confirm or withdraw link only asks: a page whose button POSTs to the same
//! address, changing nothing (mail scanners open links to check them). POST acts and answers
//! a page saying it is done. Pages speak the browser's language. What differs between the
//! opt-ins is declared once per opt-in ([`OptIn`]): its paths, its pages, where its records
//! are kept, and how a withdrawal fails in its own words.

use crate::error::{ApiError, Documents, NotFound, Statuses};
use crate::newsletter_link_pages::{self, Language, Link};
use crate::state::AppState;
use app::opt_in::{confirm_opt_in, ConfirmOptInError};
use chrono::{DateTime, Utc};
use domain::ports::OptInRecords;
use poem::Request;
use poem_openapi::payload::Html;
use std::future::Future;

/// One double opt-in served over mailed links.
pub(crate) trait OptIn {
    /// The confirmation link's path (the mail's `?token=` is added).
    const CONFIRM_PATH: &'static str;
    /// The path of the link that ends the sign-up (`List-Unsubscribe`).
    const WITHDRAW_PATH: &'static str;
    /// The pages behind each link.
    const CONFIRM_PAGE: Link;
    const WITHDRAW_PAGE: Link;
    /// How a withdrawal fails (an unknown or used link, the store).
    type WithdrawError;

    /// The sign-ups' records, or the reason (a 404) when another service keeps them.
    fn records(state: &AppState) -> Result<&dyn OptInRecords, &'static str>;

    /// Ends the sign-up `token` opens.
    fn withdraw(
        records: &dyn OptInRecords,
        token: &str,
        at: DateTime<Utc>,
    ) -> impl Future<Output = Result<(), Self::WithdrawError>> + Send;
}

/// `path?token=…`, the token form-encoded.
pub(crate) fn with_token(path: &str, token: &str) -> String {
    let token: String = url::form_urlencoded::byte_serialize(token.as_bytes()).collect();
    format!("{path}?token={token}")
}

/// GET on the confirmation link: the question, its button confirming.
pub(crate) fn confirm_question<K: OptIn>(request: &Request, token: &str) -> Html<String> {
    Html(newsletter_link_pages::question(
        K::CONFIRM_PAGE,
        Language::of(request),
        &with_token(K::CONFIRM_PATH, token),
    ))
}

/// GET on the withdraw link: the question, its button withdrawing.
pub(crate) fn withdraw_question<K: OptIn>(request: &Request, token: &str) -> Html<String> {
    Html(newsletter_link_pages::question(
        K::WITHDRAW_PAGE,
        Language::of(request),
        &with_token(K::WITHDRAW_PATH, token),
    ))
}

fn records<K: OptIn, S>(state: &AppState) -> Result<&dyn OptInRecords, ApiError<S>>
where
    S: Statuses + Documents<NotFound>,
{
    K::records(state).map_err(ApiError::not_found)
}

/// POST on the confirmation link: confirms (again, answered the same) or 404.
pub(crate) async fn confirm<K: OptIn, S>(
    state: &AppState,
    request: &Request,
    token: &str,
) -> Result<Html<String>, ApiError<S>>
where
    S: Statuses + Documents<NotFound>,
    ApiError<S>: From<ConfirmOptInError>,
{
    let records = records::<K, S>(state)?;
    confirm_opt_in(records, token, state.enquiries.clock.now()).await?;
    Ok(Html(newsletter_link_pages::done(
        K::CONFIRM_PAGE,
        Language::of(request),
    )))
}

/// POST on the withdraw link (the page's button, RFC 8058 one-click from mail programs).
pub(crate) async fn withdraw<K: OptIn, S>(
    state: &AppState,
    request: &Request,
    token: &str,
) -> Result<Html<String>, ApiError<S>>
where
    S: Statuses + Documents<NotFound>,
    ApiError<S>: From<K::WithdrawError>,
{
    let records = records::<K, S>(state)?;
    K::withdraw(records, token, state.enquiries.clock.now()).await?;
    Ok(Html(newsletter_link_pages::done(
        K::WITHDRAW_PAGE,
        Language::of(request),
    )))
}
