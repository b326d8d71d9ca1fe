//! `POST /api/email/send`: the four visitor forms (spec §7).

use crate::client_address::client_address;
use crate::dto::LeadSourceBody;
use crate::error::{operation_statuses, ApiError};
use crate::state::AppState;
use crate::tags::ApiTags;
use desk::enquiries::{submit_enquiry, EnquiryDesk, EnquiryFields, EnquirySubmission};
use poem::web::Data;
use poem::Request;
use poem_openapi::payload::Json;
use poem_openapi::{Object, OpenApi};

/// The spec's body (`subject`, `message`, `captchaToken`) plus the structured fields our own
/// forms send. With `name` or `email` present, the subject's form rules apply with the
/// spec's messages; without them `message` is the whole mail.
#[derive(Debug, Object)]
pub struct SendEmailRequest {
    /// 'ENQUIRY for {ref}', 'Contact Page', 'Italian Contact Page' or 'Consultancy Request'.
    pub subject: String,
    /// The visitor's message (property enquiry and contact forms), or the whole mail.
    pub message: Option<String>,
    #[oai(rename = "captchaToken")]
    pub captcha_token: Option<String>,
    pub name: Option<String>,
    pub email: Option<String>,
    /// The property enquiry's reference number.
    #[oai(rename = "ref")]
    pub reference: Option<String>,
    /// Several homes in one property enquiry (the shortlist's "one enquiry for all"), each a
    /// home's reference, at most 20: with any, they stand for `ref`, and the subject may list
    /// them ('ENQUIRY for 101, 102').
    pub refs: Option<Vec<String>>,
    pub date: Option<String>,
    pub time: Option<String>,
    pub dream: Option<String>,
    #[oai(rename = "timelineBudget")]
    pub timeline_budget: Option<String>,
    pub other: Option<String>,
    /// Where the visitor came from, when their browser knows (`null` or left out: unknown).
    #[oai(nullable)]
    pub source: Option<LeadSourceBody>,
}

#[derive(Debug, Object)]
pub struct SendEmailAnswer {
    pub status: u16,
    /// Accepted and stored; delivery to the consultant follows in the background.
    pub message: String,
}

pub struct EmailApi;

operation_statuses! {
    SendEmail: BadRequest = "A field, the subject or the captcha token was refused; the message says which.",
        PayloadTooLarge, TooManyRequests, Internal,
        Unavailable = "The captcha service could not be reached.";
}

#[OpenApi(tag = "ApiTags::Enquiries")]
impl EmailApi {
    /// Accepts an enquiry: rate limit per client address, subject, the form's rules in the
    /// spec's order, then the captcha token (missing, invalid, expired or replayed → 400).
    /// Answers 200 only once the enquiry is stored; the mail follows from the outbox.
    #[oai(path = "/email/send", method = "post", operation_id = "sendEmail")]
    async fn send(
        &self,
        state: Data<&AppState>,
        request: &Request,
        body: Json<SendEmailRequest>,
    ) -> Result<Json<SendEmailAnswer>, ApiError<SendEmail>> {
        let services = &state.enquiries;
        let address = client_address(request);
        let body = body.0;
        let homes: Vec<String> = body
            .refs
            .clone()
            .filter(|refs| !refs.is_empty())
            .or_else(|| body.reference.clone().map(|one| vec![one]))
            .unwrap_or_default();
        let submission = EnquirySubmission {
            subject: body.subject,
            message: body.message,
            captcha_token: body.captcha_token,
            fields: EnquiryFields {
                name: body.name,
                email: body.email,
                reference: body.reference,
                refs: body.refs.unwrap_or_default(),
                date: body.date,
                time: body.time,
                dream: body.dream,
                timeline_budget: body.timeline_budget,
                other: body.other,
            },
            client_ip: Some(address.to_string()),
            client_hash: Some(services.client_hash(address)),
            source: body.source.map(Into::into).unwrap_or_default(),
        };
        let desk = EnquiryDesk {
            outbox: services.outbox.as_ref(),
            captcha: services.captcha.as_ref(),
            clock: services.clock.as_ref(),
            public_url: &state.settings.public_url,
        };
        submit_enquiry(&desk, submission).await?;
        services.outbox_stored.notify_one();
        crate::visits::count_accepted(&state, request, ::audience::HitKind::EnquirySent, &homes);
        Ok(Json(SendEmailAnswer {
            status: 200,
            message: "Message received".into(),
        }))
    }
}
