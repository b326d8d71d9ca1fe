//! `GET /api/enquiries`: the staff inbox (admin and agent), newest first.

use crate::auth::{require, StaffSession};
use crate::error::{operation_statuses, ApiError};
use crate::params::{page_request, Skip, Take};
use crate::state::AppState;
use crate::tags::ApiTags;
use app::enquiries::{list_enquiries, property_page_url};
use domain::ports::StoredEnquiry;
use domain::Permission;
use poem::web::Data;
use poem_openapi::param::Query;
use poem_openapi::payload::Json;
use poem_openapi::{Object, OpenApi};

#[derive(Debug, Object)]
pub struct EnquiryFieldDto {
    pub label: String,
    pub value: String,
}

#[derive(Debug, Object)]
pub struct EnquiryDto {
    pub id: i64,
    /// 'property_enquiry', 'contact', 'italian_contact', 'consultancy' or 'message'.
    pub kind: String,
    pub subject: String,
    #[oai(skip_serializing_if_is_none)]
    pub name: Option<String>,
    #[oai(skip_serializing_if_is_none)]
    pub email: Option<String>,
    #[oai(rename = "ref", skip_serializing_if_is_none)]
    pub reference: Option<String>,
    /// The property page, when the reference names a property.
    #[oai(skip_serializing_if_is_none)]
    pub property_url: Option<String>,
    pub fields: Vec<EnquiryFieldDto>,
    /// 'pending', 'sending', 'sent' or 'failed'.
    pub status: String,
    pub attempts: u32,
    #[oai(skip_serializing_if_is_none)]
    pub last_error: Option<String>,
    pub received_at: chrono::DateTime<chrono::Utc>,
    #[oai(skip_serializing_if_is_none)]
    pub sent_at: Option<chrono::DateTime<chrono::Utc>>,
}

#[derive(Debug, Object)]
pub struct EnquiryListDto {
    pub enquiries: Vec<EnquiryDto>,
    pub pages: u32,
}

impl EnquiryDto {
    fn new(enquiry: StoredEnquiry, public_url: &str) -> Self {
        Self {
            id: enquiry.id.0,
            kind: enquiry.kind.as_str().to_owned(),
            subject: enquiry.subject,
            name: enquiry.name,
            email: enquiry.email,
            reference: enquiry.reference,
            property_url: enquiry
                .property_ref
                .as_ref()
                .map(|r| property_page_url(public_url, r)),
            fields: enquiry
                .fields
                .into_iter()
                .map(|(label, value)| EnquiryFieldDto { label, value })
                .collect(),
            status: enquiry.status.as_str().to_owned(),
            attempts: enquiry.attempts,
            last_error: enquiry.last_error,
            received_at: enquiry.received_at,
            sent_at: enquiry.sent_at,
        }
    }
}

pub struct EnquiriesApi;

operation_statuses! {
    ListEnquiries: BadRequest = "A negative, non-numeric or out-of-range `skip` or `take`.",
        Unauthorized, Forbidden, Internal;
}

#[OpenApi(tag = "ApiTags::Enquiries")]
impl EnquiriesApi {
    /// The staff inbox, newest first, with each enquiry's delivery status. Admin and agent.
    #[oai(path = "/enquiries", method = "get", operation_id = "listEnquiries")]
    async fn list(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
        #[oai(default = "Skip::first_page")] skip: Query<Skip>,
        #[oai(default = "page_size")] take: Query<Take>,
    ) -> Result<Json<EnquiryListDto>, ApiError<ListEnquiries>> {
        require(&state, &session, Permission::ReadEnquiries).await?;
        let page = page_request(skip.0, take.0)?;
        let found = list_enquiries(state.enquiries.outbox.as_ref(), page).await?;
        let public_url = &state.settings.public_url;
        Ok(Json(EnquiryListDto {
            enquiries: found
                .items
                .into_iter()
                .map(|e| EnquiryDto::new(e, public_url))
                .collect(),
            pages: found.pages,
        }))
    }
}

fn page_size() -> Take {
    Take::of(50)
}
