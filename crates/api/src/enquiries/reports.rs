//! What staff learn from the leads as a whole (issue 27): how many came from each source over
//! a period (admin and agent), and every lead as CSV (admin only: personal data).

use super::source_dto::LeadSourceCountsDto;
use crate::auth::{require, StaffSession};
use crate::error::{operation_statuses, ApiError};
use crate::state::AppState;
use crate::tags::ApiTags;
use chrono::NaiveDate;
use desk::enquiries::{count_leads_by_source, export_enquiries_csv};
use domain::Permission;
use poem::web::Data;
use poem_openapi::param::Query;
use poem_openapi::payload::{Json, PlainText};
use poem_openapi::{ApiResponse, OpenApi};

pub struct LeadReportsApi;

/// The file name the browser saves the export under.
const EXPORT_DISPOSITION: &str = "attachment; filename=\"enquiries.csv\"";

operation_statuses! {
    CountLeadSources: BadRequest = "`from` or `to` is not a date (YYYY-MM-DD), or `from` is after `to`.",
        Unauthorized, Forbidden, Internal;
    ExportEnquiries: Unauthorized, Forbidden, Internal;
}

#[derive(ApiResponse)]
pub enum EnquiriesCsv {
    /// One row per enquiry, oldest first, with a header row.
    #[oai(status = 200, content_type = "text/csv; charset=utf-8")]
    Csv(
        PlainText<String>,
        /// `attachment`, so a browser saves the file.
        #[oai(header = "Content-Disposition")]
        String,
    ),
}

#[OpenApi(tag = "ApiTags::Enquiries")]
impl LeadReportsApi {
    /// How many enquiries came from each source (`EnquirySource.label`, "kyero / portal",
    /// "google.com"; none for leads with no source) between `from` and `to`, both days
    /// included (days in Europe/Rome, where the consultant works); an end left out is open.
    /// The most leads first. Admin and agent.
    #[oai(
        path = "/enquiries/sources",
        method = "get",
        operation_id = "countLeadSources"
    )]
    async fn sources(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
        /// The first day counted (YYYY-MM-DD).
        from: Query<Option<NaiveDate>>,
        /// The last day counted (YYYY-MM-DD).
        to: Query<Option<NaiveDate>>,
    ) -> Result<Json<LeadSourceCountsDto>, ApiError<CountLeadSources>> {
        require(&state, &session, Permission::ReadEnquiries).await?;
        let counts = count_leads_by_source(state.enquiries.inbox.as_ref(), from.0, to.0).await?;
        Ok(Json(LeadSourceCountsDto::new(counts)))
    }

    /// Every enquiry as CSV, oldest first: what the visitor sent, the mail's delivery, when
    /// it was read and where the visitor came from. Cells a spreadsheet would run as a
    /// formula start with a quote mark. Admin only.
    #[oai(
        path = "/enquiries.csv",
        method = "get",
        operation_id = "exportEnquiries"
    )]
    async fn export(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
    ) -> Result<EnquiriesCsv, ApiError<ExportEnquiries>> {
        require(&state, &session, Permission::ExportSubscribers).await?;
        let csv = export_enquiries_csv(state.enquiries.inbox.as_ref()).await?;
        Ok(EnquiriesCsv::Csv(
            PlainText(csv),
            EXPORT_DISPOSITION.to_owned(),
        ))
    }
}
