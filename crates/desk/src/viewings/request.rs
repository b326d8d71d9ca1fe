//! A visitor's "Request a viewing": the form's rules, the captcha, then the homes it names
//! (each must be one a visitor may see: visible, or unlisted with its share key), then the
//! lead and the request stored together before the visitor is answered.
//!
//! The catalogue is asked only once the captcha is solved, and an unknown, a hidden and an
//! unlisted home without its key get one answer: otherwise the form would tell anyone who
//! counts through the refs which unlisted homes exist (issue 53).

use super::ViewingDesk;
use crate::enquiries::mail_body::compose_with_keys;
use crate::enquiries::FilledForm;
use anyhow::Context;
use app::captcha_check::{check_captcha, CaptchaFailure};
use domain::enquiry::inbox::{ITALIAN_MESSAGE_LABEL, MESSAGE_LABEL};
use domain::enquiry::{EnquirySubject, LeadSource, LeadSourceForm};
use domain::ports::{EnquiryKind, NewEnquiry};
use domain::property::ShareKey;
use domain::rome_time::to_rome;
use domain::Ref;
use viewing_trips::{NewViewingRequest, ViewingId};
use viewing_trips::{ViewingError, ViewingForm, ViewingRequestForm, VisitorLanguage};

pub struct ViewingSubmission {
    pub form: ViewingForm,
    pub language: VisitorLanguage,
    /// Where the visitor came from, as the enquiry forms send it.
    pub source: LeadSourceForm,
    pub captcha_token: Option<String>,
    /// The share key of the unlisted home the request was sent from (its page's link
    /// carries it): it opens that home, and only that one, to the request.
    pub share_key: Option<ShareKey>,
    pub client_ip: Option<String>,
    pub client_hash: Option<String>,
}

#[derive(Debug, thiserror::Error)]
pub enum RequestViewingError {
    /// The first failing rule, in the visitor's language.
    #[error("{0}")]
    Invalid(String),
    #[error(transparent)]
    Captcha(#[from] CaptchaFailure),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// The subject the consultant's mail carries.
pub fn viewing_subject(form: &ViewingRequestForm) -> String {
    let refs: Vec<&str> = form.refs.iter().map(|r| r.as_str()).collect();
    format!("VIEWING REQUEST for {}", refs.join(", "))
}

pub async fn request_viewing(
    desk: &ViewingDesk<'_>,
    submission: ViewingSubmission,
) -> Result<ViewingId, RequestViewingError> {
    let language = submission.language;
    let invalid = |error: ViewingError| RequestViewingError::Invalid(error.message(language));
    let now = desk.clock.now();
    let form = submission
        .form
        .validate(to_rome(now).date())
        .map_err(invalid)?;
    let source = submission
        .source
        .validate()
        .map_err(|error| RequestViewingError::Invalid(error.to_string()))?;
    check_captcha(
        desk.captcha,
        submission.captcha_token.as_deref(),
        submission.client_ip,
    )
    .await?;
    let mut share_keys = Vec::new();
    for reference in &form.refs {
        let property = desk
            .properties
            .find_by_ref(reference)
            .await
            .context("reading a property the viewing names")?
            .filter(|home| home.is_open_to(submission.share_key.as_ref()))
            .ok_or_else(|| invalid(ViewingError::RefUnknown))?;
        if let Some(key) = property.share_key {
            share_keys.push((reference.clone(), key));
        }
    }
    let lead = lead(
        desk,
        &form,
        language,
        source,
        submission.client_hash,
        &share_keys,
        now,
    );
    let request = NewViewingRequest {
        form,
        language,
        received_at: now,
    };
    let (id, _) = desk
        .viewings
        .create(&request, &lead)
        .await
        .context("storing the viewing request")?;
    Ok(id)
}

fn field(label: &str, value: impl Into<String>) -> (String, String) {
    (label.to_owned(), value.into())
}

/// The lead in the outbox: the consultant's mail, in English like every enquiry to her, and
/// the fields the inbox shows. Its link to an unlisted home carries the home's share key
/// (`share_keys`), or it would open the page a ref that does not exist opens.
fn lead(
    desk: &ViewingDesk<'_>,
    form: &ViewingRequestForm,
    language: VisitorLanguage,
    source: LeadSource,
    client_hash: Option<String>,
    share_keys: &[(Ref, ShareKey)],
    now: chrono::DateTime<chrono::Utc>,
) -> NewEnquiry {
    let refs: Vec<&str> = form.refs.iter().map(|r| r.as_str()).collect();
    let half_days: Vec<&str> = form.half_days.iter().map(|h| h.as_str()).collect();
    let message_label = match language {
        VisitorLanguage::English => MESSAGE_LABEL,
        VisitorLanguage::Italian => ITALIAN_MESSAGE_LABEL,
    };
    let mut fields = vec![
        field("Name", &form.name),
        field("Email", form.email.as_str()),
    ];
    if let Some(phone) = &form.phone {
        fields.push(field("Phone", phone));
    }
    fields.extend([
        field("Dates", format!("{} to {}", form.from, form.to)),
        field("Preferred times", half_days.join(", ")),
        field("Reference Numbers", refs.join(", ")),
        field("Language", language.as_str()),
        field(message_label, &form.message),
    ]);
    let filled = FilledForm {
        kind: EnquiryKind::Viewing,
        subject: EnquirySubject::Contact,
        name: Some(form.name.clone()),
        email: Some(form.email.clone()),
        reference: Some(refs.join(", ")),
        properties: form.refs.clone(),
        fields,
    };
    let body = compose_with_keys(&filled, desk.public_url, share_keys);
    NewEnquiry {
        kind: EnquiryKind::Viewing,
        subject: viewing_subject(form),
        name: filled.name,
        email: filled.email,
        reference: filled.reference,
        property_ref: form.refs.first().cloned(),
        fields: filled.fields,
        body,
        body_html: None,
        client_hash,
        received_at: now,
        list_unsubscribe: None,
        attachments: Vec::new(),
        source,
    }
}
