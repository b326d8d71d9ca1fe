//! The consultant's statistics (issue 29): a property's views, visitors and events, and the
//! site's top pages, referrers, campaigns and empty searches, over 7, 30 or 90 days. Staff
//! (admin and agent) only.

use crate::auth::{require, StaffSession};
use crate::dto::{PropertyStatisticsDto, SiteStatisticsDto};
use crate::error::{operation_statuses, ApiError};
use crate::state::AppState;
use crate::tags::ApiTags;
use ::audience::report::{property_statistics, site_statistics, Period, PeriodError};
use domain::{Permission, Ref};
use poem::web::Data;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::OpenApi;

pub const PROPERTY_NOT_FOUND: &str = "Property not found";

pub struct StatisticsApi;

operation_statuses! {
    GetPropertyStatistics: BadRequest = "`days` is not a whole number from 1 to 365.", Unauthorized, Forbidden,
        NotFound = "No property has this ref.", Internal;
    GetSiteStatistics: BadRequest = "`days` is not a whole number from 1 to 365.", Unauthorized, Forbidden, Internal;
}

fn period<S>(state: &AppState, days: Option<u32>) -> Result<(u32, Period), ApiError<S>>
where
    S: crate::error::Statuses + crate::error::Documents<crate::error::BadRequest>,
{
    let days = days.unwrap_or(30);
    let period = Period::last(days, state.enquiries.clock.now())
        .map_err(|error: PeriodError| ApiError::bad_request(error.to_string()))?;
    Ok((days, period))
}

#[OpenApi(tag = "ApiTags::Statistics")]
impl StatisticsApi {
    /// A home's views and distinct visitors per day, its brochure prints, enquiries, viewing
    /// requests, alert clicks and alert mails, days on market and where its visitors came
    /// from, over the last `days` days (1 to 365; the screen offers 7, 30 and 90; 30 when left out),
    /// today included.
    /// Counted without cookies; hidden and unlisted homes too. A home counts each visitor at
    /// most once a day in each figure (its views, each origin, each kind of event).
    #[oai(
        path = "/stats/properties/:ref",
        method = "get",
        operation_id = "getPropertyStatistics"
    )]
    async fn property(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
        #[oai(name = "ref")] reference: Path<String>,
        #[oai(validator(minimum(value = "1"), maximum(value = "365")))] days: Query<Option<u32>>,
    ) -> Result<Json<PropertyStatisticsDto>, ApiError<GetPropertyStatistics>> {
        require(&state, &session, Permission::ReadStatistics).await?;
        let (days, period) = period(&state, days.0)?;
        let reference =
            Ref::parse_stored(&reference.0).map_err(|_| ApiError::not_found(PROPERTY_NOT_FOUND))?;
        let property = state
            .properties
            .find_by_ref(&reference)
            .await
            .map_err(|error| ApiError::internal(anyhow::Error::new(error)))?
            .ok_or_else(|| ApiError::not_found(PROPERTY_NOT_FOUND))?;
        let now = state.enquiries.clock.now();
        let statistics = property_statistics(state.hits.as_ref(), &reference, period)
            .await
            .map_err(|error| ApiError::internal(anyhow::Error::new(error)))?;
        let since = domain::rome_time::from_rome(period.from.and_time(chrono::NaiveTime::MIN))
            .unwrap_or(now - chrono::Duration::days(i64::from(days)));
        let alert_matches = state
            .enquiries
            .alerts
            .mailed_matches(&reference, since)
            .await
            .map_err(|error| ApiError::internal(anyhow::Error::new(error)))?;
        Ok(Json(PropertyStatisticsDto::new(
            reference.to_string(),
            days,
            &statistics,
            alert_matches,
            property.status.days_on_market(now),
        )))
    }

    /// The site's views and visitors per day, its ten most viewed pages, landing pages,
    /// referring sites and campaigns, where visits came from, the searches that found nothing
    /// and the events, over the last `days` days (1 to 365; 30 when left out).
    #[oai(
        path = "/stats/site",
        method = "get",
        operation_id = "getSiteStatistics"
    )]
    async fn site(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
        #[oai(validator(minimum(value = "1"), maximum(value = "365")))] days: Query<Option<u32>>,
    ) -> Result<Json<SiteStatisticsDto>, ApiError<GetSiteStatistics>> {
        require(&state, &session, Permission::ReadStatistics).await?;
        let (days, period) = period(&state, days.0)?;
        let statistics = site_statistics(state.hits.as_ref(), period)
            .await
            .map_err(|error| ApiError::internal(anyhow::Error::new(error)))?;
        Ok(Json(SiteStatisticsDto::new(days, &statistics)))
    }
}
