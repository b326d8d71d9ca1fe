//! Saved-search alerts: the sign-up from the filtered list page (double opt-in), the pages
//! behind the mailed links (confirm, change, delete; GET only asks, POST acts), and for staff
//! the number of active alerts and the admin's CSV export.

use crate::alert_pages::manage_page;
use crate::auth::{require, StaffSession};
use crate::client_address::client_address;
use crate::error::{operation_statuses, ApiError, Documents, Internal, Statuses};
use crate::newsletter::CsvExport;
use crate::newsletter_link_pages::Link;
use crate::opt_in_links::{self, with_token, OptIn};
use crate::state::AppState;
use crate::tags::ApiTags;
use app::alerts::{
    change_alert, count_active_alerts, create_alert, delete_alert, export_alerts_csv, find_alert,
    AlertDesk, AlertLinks, AlertRequest, ManageAlertError, ManagedAlert,
};
use app::opt_in::ConfirmationOutcome;
use chrono::{DateTime, Utc};
use domain::alert::AlertForm;
use domain::ports::OptInRecords;
use domain::property::{ListingFilterError, ListingQuery};
use domain::{Permission, PropertyKind};
use poem::web::Data;
use poem::Request;
use poem_openapi::param::Query;
use poem_openapi::payload::{Form, Html, Json, PlainText};
use poem_openapi::{Object, OpenApi};
use serde::Deserialize;

pub const CONFIRM_PATH: &str = "/api/alerts/confirm";
pub const MANAGE_PATH: &str = "/api/alerts/manage";
pub const UNSUBSCRIBE_PATH: &str = "/api/alerts/unsubscribe";
pub const CONFIRM_BY_MAIL: &str =
    "Please check your inbox: open the link we have sent you to confirm your alert.";

/// The list's filters, with the list's query parameter names.
#[derive(Debug, Default, Object)]
pub struct AlertFiltersDto {
    /// Whole euros, 0 or more.
    pub min_price: Option<i64>,
    pub max_price: Option<i64>,
    /// A town id.
    pub town: Option<i64>,
    /// Any of these kinds: villa, farmhouse, house, apartment, land, commercial.
    #[oai(default)]
    pub kind: Vec<String>,
    pub min_bedrooms: Option<i64>,
    /// Accepted and ignored: an alert has no order.
    pub sort: Option<String>,
}

impl From<AlertFiltersDto> for ListingQuery {
    fn from(dto: AlertFiltersDto) -> Self {
        Self {
            min_price: dto.min_price,
            max_price: dto.max_price,
            town: dto.town,
            kinds: dto.kind,
            min_bedrooms: dto.min_bedrooms,
            sort: dto.sort,
        }
    }
}

#[derive(Debug, Object)]
pub struct CreateAlertRequest {
    pub email: Option<String>,
    /// The visitor ticked the (unticked by default) consent box.
    #[oai(default)]
    pub consent: bool,
    #[oai(rename = "captchaToken")]
    pub captcha_token: Option<String>,
    /// At least one of them must be set.
    pub filters: Option<AlertFiltersDto>,
    /// `en` (the default) or `it`: the language of the alert's mails.
    pub language: Option<String>,
}

#[derive(Debug, Object)]
pub struct AlertCreatedDto {
    pub status: u16,
    /// What to tell the visitor about the confirmation link mailed to them.
    pub message: String,
}

#[derive(Debug, Object)]
pub struct AlertCountDto {
    /// Confirmed alerts: those that mail anything.
    pub active: u64,
}

/// The manage page's form: text fields as browsers send them (empty means not set), one
/// checkbox per kind.
#[derive(Debug, Default, Object, Deserialize)]
#[serde(default)]
pub struct ChangeAlertForm {
    pub min_price: Option<String>,
    pub max_price: Option<String>,
    pub town: Option<String>,
    pub min_bedrooms: Option<String>,
    pub kind_villa: Option<String>,
    pub kind_farmhouse: Option<String>,
    pub kind_house: Option<String>,
    pub kind_apartment: Option<String>,
    pub kind_land: Option<String>,
    pub kind_commercial: Option<String>,
}

impl ChangeAlertForm {
    fn into_query(self) -> Result<ListingQuery, ListingFilterError> {
        let ticked = [
            (PropertyKind::Villa, &self.kind_villa),
            (PropertyKind::Farmhouse, &self.kind_farmhouse),
            (PropertyKind::House, &self.kind_house),
            (PropertyKind::Apartment, &self.kind_apartment),
            (PropertyKind::Land, &self.kind_land),
            (PropertyKind::Commercial, &self.kind_commercial),
        ];
        let kinds = ticked
            .into_iter()
            .filter(|(_, value)| value.as_deref().is_some_and(|v| !v.is_empty()))
            .map(|(kind, _)| kind.as_str().to_owned())
            .collect();
        Ok(ListingQuery {
            min_price: number("min_price", self.min_price)?,
            max_price: number("max_price", self.max_price)?,
            town: number("town", self.town)?,
            kinds,
            min_bedrooms: number("min_bedrooms", self.min_bedrooms)?,
            sort: None,
        })
    }
}

/// An empty field is no value; anything else must be a whole number.
fn number(name: &str, value: Option<String>) -> Result<Option<i64>, ListingFilterError> {
    let Some(text) = value.filter(|text| !text.trim().is_empty()) else {
        return Ok(None);
    };
    text.trim().parse().map(Some).map_err(|_| {
        ListingFilterError::for_parameter(name).expect("the form's fields are the filter's")
    })
}

operation_statuses! {
    CreateAlert: BadRequest = "A field, a filter or the captcha token was refused; the message says which.",
        PayloadTooLarge, TooManyRequests, Internal,
        Unavailable = "The captcha service could not be reached.";
    AlertLink: BadRequest = "The token is missing.";
    ConfirmAlert: BadRequest = "The token is missing.",
        NotFound = "The link is unknown or expired, or the alert was deleted.", Internal;
    ManageAlert: BadRequest = "The token is missing, or a changed filter was refused; the message says which.",
        NotFound = "The link is unknown or the alert was deleted.", Internal;
    /// The manage page's form: `ManageAlert` with the edge's 413 for a body over its limit.
    ChangeAlert: BadRequest = "The token is missing, or a changed filter was refused; the message says which.",
        NotFound = "The link is unknown or the alert was deleted.", PayloadTooLarge, Internal;
    CountAlerts: Unauthorized, Forbidden, Internal;
    ExportAlerts: Unauthorized, Forbidden, Internal;
}

pub struct AlertsApi;

/// The mailed links on `public_url`.
pub fn alert_links(public_url: &str) -> AlertLinks {
    AlertLinks {
        confirm_base: format!("{public_url}{CONFIRM_PATH}"),
        manage_base: format!("{public_url}{MANAGE_PATH}"),
        unsubscribe_base: format!("{public_url}{UNSUBSCRIBE_PATH}"),
    }
}

/// An alert's confirmation and delete links.
pub(crate) struct AlertOptIn;

impl OptIn for AlertOptIn {
    const CONFIRM_PATH: &'static str = CONFIRM_PATH;
    const WITHDRAW_PATH: &'static str = UNSUBSCRIBE_PATH;
    const CONFIRM_PAGE: Link = Link::AlertConfirm;
    const WITHDRAW_PAGE: Link = Link::AlertDelete;
    type WithdrawError = ManageAlertError;

    fn records(state: &AppState) -> Result<&dyn OptInRecords, &'static str> {
        Ok(state.enquiries.alert_opt_ins.as_ref())
    }

    async fn withdraw(
        records: &dyn OptInRecords,
        token: &str,
        at: DateTime<Utc>,
    ) -> Result<(), ManageAlertError> {
        delete_alert(records, token, at).await
    }
}

#[OpenApi(tag = "ApiTags::Alerts")]
impl AlertsApi {
    /// "E-mail me new homes like these": stores a pending alert for the list's filters and
    /// mails its confirmation link (consent and captcha required, rate-limited per client
    /// address). Nothing about listings is mailed until the link is opened; then each new or
    /// cheaper listing that matches goes into the alert's next mail, at most one mail per
    /// `LANGHE_ALERT_INTERVAL_SECONDS`.
    #[oai(path = "/alerts", method = "post", operation_id = "createAlert")]
    async fn create(
        &self,
        state: Data<&AppState>,
        request: &Request,
        body: Json<CreateAlertRequest>,
    ) -> Result<Json<AlertCreatedDto>, ApiError<CreateAlert>> {
        let services = &state.enquiries;
        let links = alert_links(&state.settings.public_url);
        let desk = AlertDesk {
            alerts: services.alerts.as_ref(),
            opt_ins: services.alert_opt_ins.as_ref(),
            towns: state.towns.as_ref(),
            confirmations: services.confirmation_desk(),
            captcha: services.captcha.as_ref(),
            links: &links,
        };
        let body = body.0;
        let alert = AlertRequest {
            form: AlertForm {
                email: body.email,
                consent: body.consent,
                filters: body.filters.unwrap_or_default().into(),
                language: body.language,
            },
            captcha_token: body.captcha_token,
            client_ip: Some(client_address(request).to_string()),
        };
        let outcome = create_alert(&desk, alert).await?;
        if outcome == ConfirmationOutcome::Mailed {
            services.outbox_stored.notify_one();
        }
        crate::confirmation_metrics::record_confirmation(outcome, "alert");
        Ok(Json(AlertCreatedDto {
            status: 200,
            message: CONFIRM_BY_MAIL.to_owned(),
        }))
    }

    /// The link in the confirmation mail. It only asks: a page with a button that confirms
    /// by POSTing to the same address (mail scanners open links). In Italian when the browser
    /// prefers Italian.
    #[oai(
        path = "/alerts/confirm",
        method = "get",
        operation_id = "confirmAlertLink"
    )]
    async fn confirm_link(
        &self,
        request: &Request,
        token: Query<String>,
    ) -> Result<Html<String>, ApiError<AlertLink>> {
        Ok(opt_in_links::confirm_question::<AlertOptIn>(
            request, &token.0,
        ))
    }

    /// Confirms the alert: from now on it is told about new listings. Confirming again is
    /// answered the same way; 404 when the link is unknown, expired (after 72 hours) or the
    /// alert was deleted.
    #[oai(
        path = "/alerts/confirm",
        method = "post",
        operation_id = "confirmAlert"
    )]
    async fn confirm(
        &self,
        state: Data<&AppState>,
        request: &Request,
        token: Query<String>,
    ) -> Result<Html<String>, ApiError<ConfirmAlert>> {
        opt_in_links::confirm::<AlertOptIn, _>(&state, request, &token.0).await
    }

    /// The "change or delete this alert" link of every alert mail: a page in the alert's
    /// language showing what it asks for, with a form that changes it and a button that
    /// deletes it. Opening it changes nothing.
    #[oai(
        path = "/alerts/manage",
        method = "get",
        operation_id = "manageAlertPage"
    )]
    async fn manage_page(
        &self,
        state: Data<&AppState>,
        token: Query<String>,
    ) -> Result<Html<String>, ApiError<ManageAlert>> {
        let managed = find_alert(
            state.enquiries.alerts.as_ref(),
            state.towns.as_ref(),
            &token.0,
        )
        .await?;
        render_manage(&state, &managed, &token.0, false).await
    }

    /// Changes the alert's filters (the manage page's form; at least one filter, checked as
    /// on sign-up) and shows the page again.
    #[oai(path = "/alerts/manage", method = "post", operation_id = "changeAlert")]
    async fn change(
        &self,
        state: Data<&AppState>,
        token: Query<String>,
        form: Form<ChangeAlertForm>,
    ) -> Result<Html<String>, ApiError<ChangeAlert>> {
        let managed = change_alert(
            state.enquiries.alerts.as_ref(),
            state.towns.as_ref(),
            &token.0,
            form.0.into_query(),
        )
        .await?;
        render_manage(&state, &managed, &token.0, true).await
    }

    /// The alert mails' `List-Unsubscribe` link and the manage page's delete button. It only
    /// asks: a page with a button that POSTs to the same address. In Italian when the
    /// browser prefers Italian.
    #[oai(
        path = "/alerts/unsubscribe",
        method = "get",
        operation_id = "deleteAlertLink"
    )]
    async fn unsubscribe_link(
        &self,
        request: &Request,
        token: Query<String>,
    ) -> Result<Html<String>, ApiError<AlertLink>> {
        Ok(opt_in_links::withdraw_question::<AlertOptIn>(
            request, &token.0,
        ))
    }

    /// Deletes the alert and what waits for its next mail: the page's button, and RFC 8058
    /// one-click unsubscribe (`List-Unsubscribe-Post: List-Unsubscribe=One-Click`) from mail
    /// programs. 404 when the link is unknown or the alert was already deleted.
    #[oai(
        path = "/alerts/unsubscribe",
        method = "post",
        operation_id = "deleteAlert"
    )]
    async fn unsubscribe(
        &self,
        state: Data<&AppState>,
        request: &Request,
        token: Query<String>,
    ) -> Result<Html<String>, ApiError<ManageAlert>> {
        opt_in_links::withdraw::<AlertOptIn, _>(&state, request, &token.0).await
    }

    /// How many alerts are active (confirmed). Admin and agent, like the inbox.
    #[oai(path = "/alerts/count", method = "get", operation_id = "countAlerts")]
    async fn count(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
    ) -> Result<Json<AlertCountDto>, ApiError<CountAlerts>> {
        require(&state, &session, Permission::ReadEnquiries).await?;
        let active = count_active_alerts(state.enquiries.alerts.as_ref()).await?;
        Ok(Json(AlertCountDto { active }))
    }

    /// Active alerts as CSV (address, filters, language, consent and confirmation times, the
    /// link that changes or deletes each). Personal data: admin only.
    #[oai(
        path = "/alerts/export.csv",
        method = "get",
        operation_id = "exportAlerts"
    )]
    async fn export(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
    ) -> Result<CsvExport, ApiError<ExportAlerts>> {
        require(&state, &session, Permission::ExportSubscribers).await?;
        let base = format!("{}{MANAGE_PATH}", state.settings.public_url);
        Ok(CsvExport::Csv(PlainText(
            export_alerts_csv(state.enquiries.alerts.as_ref(), &base).await?,
        )))
    }
}

async fn render_manage<S: Statuses + Documents<Internal>>(
    state: &AppState,
    managed: &ManagedAlert,
    token: &str,
    changed: bool,
) -> Result<Html<String>, ApiError<S>> {
    let towns = state
        .towns
        .list()
        .await
        .map_err(|error| ApiError::internal(anyhow::Error::new(error)))?;
    Ok(Html(manage_page(
        managed,
        &towns,
        &with_token(MANAGE_PATH, token),
        &with_token(UNSUBSCRIBE_PATH, token),
        changed,
    )))
}
