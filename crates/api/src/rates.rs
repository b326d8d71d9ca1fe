//! The euro's exchange rates for prices in the visitor's currency (issue 28). The front end
//! converts with them after start; the server-rendered pages, JSON-LD, the portal feed and
//! alert matching stay in euro.

use crate::dto::RatesDto;
use crate::error::{operation_statuses, ApiError};
use crate::state::AppState;
use crate::tags::ApiTags;
use currency::refresh::shown_rates;
use poem::web::Data;
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, OpenApi};

/// Rates change once a working day: an hour's copy in a browser or a CDN is fresh enough.
pub const RATES_CACHE_CONTROL: &str = "public, max-age=3600";
/// Before the first fetch (or once the rates are stale) the next look comes sooner.
pub const NO_RATES_CACHE_CONTROL: &str = "public, max-age=300";

pub struct RatesApi;

operation_statuses! {
    GetRates: Internal;
}

#[derive(ApiResponse)]
pub enum RatesAnswer {
    #[oai(status = 200)]
    Rates(
        Json<RatesDto>,
        /// An hour with rates, five minutes without.
        #[oai(header = "Cache-Control")]
        String,
    ),
}

#[OpenApi(tag = "ApiTags::Rates")]
impl RatesApi {
    /// The European Central Bank's reference rates of the euro (base `EUR`) for the currencies
    /// the site shows prices in, with the day they are for. Fetched once a day; rates more
    /// than seven days old are not served: then `date` is null and `rates` empty, and prices
    /// show in euro only.
    #[oai(path = "/rates", method = "get", operation_id = "getRates")]
    async fn rates(&self, state: Data<&AppState>) -> Result<RatesAnswer, ApiError<GetRates>> {
        let shown = shown_rates(state.rates.as_ref(), state.enquiries.clock.as_ref())
            .await
            .map_err(|error| ApiError::internal(anyhow::Error::new(error)))?;
        let cache_control = match shown {
            Some(_) => RATES_CACHE_CONTROL,
            None => NO_RATES_CACHE_CONTROL,
        };
        Ok(RatesAnswer::Rates(
            Json(RatesDto::from(shown.as_ref())),
            cache_control.to_owned(),
        ))
    }
}
