//! Newsletter sign-up with double opt-in (the confirmation link), one-click unsubscribe, and
//! the admin's export of the local list.

use crate::auth::{require, StaffSession};
use crate::client_address::client_address;
use crate::enquiry_state::LocalList;
use crate::error::{operation_statuses, ApiError, Documents, NotFound, Statuses};
use crate::newsletter_link_pages::Link;
use crate::opt_in_links::{self, OptIn};
use crate::state::AppState;
use crate::tags::ApiTags;
use app::newsletter::{
    export_subscribers_csv, subscribe, unsubscribe, NewsletterDesk, NewsletterLinks, SignUpAnswer,
    Subscription, UnsubscribeError,
};
use app::opt_in::ConfirmationOutcome;
use chrono::{DateTime, Utc};
use domain::ports::OptInRecords;
use domain::Permission;
use poem::web::Data;
use poem::Request;
use poem_openapi::param::Query;
use poem_openapi::payload::{Html, Json, PlainText};
use poem_openapi::{ApiResponse, Object, OpenApi};

#[derive(Debug, Object)]
pub struct SubscribeRequest {
    pub email: Option<String>,
    /// The visitor ticked the (unticked by default) consent box.
    #[oai(default)]
    pub consent: bool,
    #[oai(rename = "captchaToken")]
    pub captcha_token: Option<String>,
}

#[derive(Debug, Object)]
pub struct SubscribeAnswer {
    pub status: u16,
    /// 'You have successfully joined our subscriber list.', also for a repeated sign-up.
    pub message: String,
    /// Present when the site keeps its own list (double opt-in): what to tell the visitor
    /// about the link mailed to them. Present for every address alike, so the answer does not
    /// tell whether it was already on the list.
    #[oai(skip_serializing_if_is_none)]
    pub confirmation: Option<String>,
}

#[derive(ApiResponse)]
pub enum CsvExport {
    #[oai(status = 200, content_type = "text/csv; charset=utf-8")]
    Csv(PlainText<String>),
}

pub const UNSUBSCRIBE_PATH: &str = "/api/newsletter/unsubscribe";
pub const CONFIRM_PATH: &str = "/api/newsletter/confirm";
pub const JOINED: &str = "You have successfully joined our subscriber list.";
pub const CONFIRM_BY_MAIL: &str =
    "Please check your inbox: open the link we have sent you to confirm your subscription.";

pub struct NewsletterApi;

const HOSTED_LIST: &str = "Subscribers are kept by the hosted newsletter provider";

operation_statuses! {
    SubscribeNewsletter: BadRequest = "A field, the subject or the captcha token was refused; the message says which.",
        PayloadTooLarge, TooManyRequests, Internal,
        Unavailable = "The captcha service could not be reached.";
    UnsubscribeLink: BadRequest = "The token is missing.";
    ConfirmLink: BadRequest = "The token is missing.";
    ConfirmSubscription: BadRequest = "The token is missing.",
        NotFound = "The link is unknown or expired, or the list is kept by a hosted provider.",
        Internal;
    UnsubscribeOneClick: BadRequest = "The token is missing.",
        NotFound = "The link is unknown or already used, or the list is kept by a hosted provider.",
        Internal;
    ExportSubscribers: Unauthorized, Forbidden,
        NotFound = "The list is kept by a hosted newsletter provider.", Internal;
}

/// The newsletter's mailed links, when the site keeps its own list.
pub(crate) struct NewsletterOptIn;

impl OptIn for NewsletterOptIn {
    const CONFIRM_PATH: &'static str = CONFIRM_PATH;
    const WITHDRAW_PATH: &'static str = UNSUBSCRIBE_PATH;
    const CONFIRM_PAGE: Link = Link::Confirm;
    const WITHDRAW_PAGE: Link = Link::Unsubscribe;
    type WithdrawError = UnsubscribeError;

    fn records(state: &AppState) -> Result<&dyn OptInRecords, &'static str> {
        let list = state.enquiries.subscribers.as_ref().ok_or(HOSTED_LIST)?;
        Ok(list.opt_ins.as_ref())
    }

    async fn withdraw(
        records: &dyn OptInRecords,
        token: &str,
        at: DateTime<Utc>,
    ) -> Result<(), UnsubscribeError> {
        unsubscribe(records, token, at).await
    }
}

/// The local list, when the site keeps one.
fn local_list<S: Statuses + Documents<NotFound>>(
    state: &AppState,
) -> Result<&LocalList, ApiError<S>> {
    state
        .enquiries
        .subscribers
        .as_ref()
        .ok_or_else(|| ApiError::not_found(HOSTED_LIST))
}

#[OpenApi(tag = "ApiTags::Newsletter")]
impl NewsletterApi {
    /// Signs an address up (consent and captcha required, rate-limited per client address).
    /// Signing up again is answered the same way and stores nothing twice.
    #[oai(
        path = "/newsletter/subscribe",
        method = "post",
        operation_id = "subscribeNewsletter"
    )]
    async fn subscribe(
        &self,
        state: Data<&AppState>,
        request: &Request,
        body: Json<SubscribeRequest>,
    ) -> Result<Json<SubscribeAnswer>, ApiError<SubscribeNewsletter>> {
        let services = &state.enquiries;
        let address = client_address(request);
        let links = NewsletterLinks {
            confirm_base: format!("{}{CONFIRM_PATH}", state.settings.public_url),
            unsubscribe_base: format!("{}{UNSUBSCRIBE_PATH}", state.settings.public_url),
        };
        let desk = NewsletterDesk {
            list: services.newsletter.as_ref(),
            opt_ins: services
                .subscribers
                .as_ref()
                .map(|local| local.opt_ins.as_ref()),
            confirmations: services.confirmation_desk(),
            captcha: services.captcha.as_ref(),
            links: &links,
        };
        let body = body.0;
        let subscription = Subscription {
            email: body.email,
            consent: body.consent,
            captcha_token: body.captcha_token,
            client_ip: Some(address.to_string()),
        };
        // The same answer for a new, a pending and a confirmed address.
        let confirmation = match subscribe(&desk, subscription).await? {
            SignUpAnswer::Joined => None,
            SignUpAnswer::CheckYourInbox(outcome) => {
                if outcome == ConfirmationOutcome::Mailed {
                    services.outbox_stored.notify_one();
                }
                crate::confirmation_metrics::record_confirmation(outcome, "newsletter");
                Some(CONFIRM_BY_MAIL.to_owned())
            }
        };
        Ok(Json(SubscribeAnswer {
            status: 200,
            message: JOINED.into(),
            confirmation,
        }))
    }

    /// The link in the confirmation mail. It only asks: a page with a button that confirms
    /// by POSTing to the same address, and changes nothing (mail scanners open links to check
    /// them). In Italian when the browser prefers Italian.
    #[oai(
        path = "/newsletter/confirm",
        method = "get",
        operation_id = "confirmNewsletterLink"
    )]
    async fn confirm_link(
        &self,
        request: &Request,
        token: Query<String>,
    ) -> Result<Html<String>, ApiError<ConfirmLink>> {
        Ok(opt_in_links::confirm_question::<NewsletterOptIn>(
            request, &token.0,
        ))
    }

    /// Confirms a sign-up (double opt-in): the address joins the list. Confirming again is
    /// answered the same way; 404 when the link is unknown, expired (after 72 hours) or the
    /// sign-up was cancelled.
    #[oai(
        path = "/newsletter/confirm",
        method = "post",
        operation_id = "confirmNewsletterSubscription"
    )]
    async fn confirm(
        &self,
        state: Data<&AppState>,
        request: &Request,
        token: Query<String>,
    ) -> Result<Html<String>, ApiError<ConfirmSubscription>> {
        opt_in_links::confirm::<NewsletterOptIn, _>(&state, request, &token.0).await
    }

    /// The link in each newsletter (`List-Unsubscribe`). It only asks: a page with a button
    /// that confirms by POSTing to the same address, and changes nothing (mail scanners open
    /// links to check them). In Italian when the browser prefers Italian.
    #[oai(
        path = "/newsletter/unsubscribe",
        method = "get",
        operation_id = "unsubscribeNewsletter"
    )]
    async fn unsubscribe_link(
        &self,
        request: &Request,
        token: Query<String>,
    ) -> Result<Html<String>, ApiError<UnsubscribeLink>> {
        Ok(opt_in_links::withdraw_question::<NewsletterOptIn>(
            request, &token.0,
        ))
    }

    /// Unsubscribes: the page's button, and RFC 8058 one-click unsubscribe
    /// (`List-Unsubscribe-Post: List-Unsubscribe=One-Click`) from mail programs. 404 when the
    /// link is unknown or already used.
    #[oai(
        path = "/newsletter/unsubscribe",
        method = "post",
        operation_id = "unsubscribeNewsletterOneClick"
    )]
    async fn unsubscribe_one_click(
        &self,
        state: Data<&AppState>,
        request: &Request,
        token: Query<String>,
    ) -> Result<Html<String>, ApiError<UnsubscribeOneClick>> {
        opt_in_links::withdraw::<NewsletterOptIn, _>(&state, request, &token.0).await
    }

    /// Confirmed subscribers as CSV with each one's unsubscribe link (pending sign-ups are
    /// not on the list). Admin only.
    #[oai(
        path = "/newsletter/subscribers.csv",
        method = "get",
        operation_id = "exportNewsletterSubscribers"
    )]
    async fn export(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
    ) -> Result<CsvExport, ApiError<ExportSubscribers>> {
        require(&state, &session, Permission::ExportSubscribers).await?;
        let list = local_list(&state)?;
        let base = format!("{}{UNSUBSCRIBE_PATH}", state.settings.public_url);
        Ok(CsvExport::Csv(PlainText(
            export_subscribers_csv(list.directory.as_ref(), &base).await?,
        )))
    }
}
