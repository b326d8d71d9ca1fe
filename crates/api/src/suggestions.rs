//! The homes the site suggests: similar ones under a property, featured ones on the home page.

use crate::auth::{audience, MaybeStaffSession};
use crate::dto::{ImageLinks, SuggestedPropertiesDto};
use crate::error::{operation_statuses, ApiError};
use crate::params::property_ref;
use crate::state::AppState;
use crate::tags::ApiTags;
use app::addresses::share_link::parse_share_key;
use app::properties::{featured_homes, similar_homes_to, Audience};
use poem::web::Data;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::OpenApi;

operation_statuses! {
    SimilarProperties: NotFound = "No property a visitor may see has this ref (an unlisted one \
        without its share key, or with another, included).", Internal;
    FeaturedProperties: Internal;
}

pub struct SuggestionsApi;

#[OpenApi(tag = "ApiTags::Properties")]
impl SuggestionsApi {
    /// Up to three available, visible homes like this one: in its town first (newest first),
    /// then within 25 % of its price; never itself, never a sold one. Empty when none fits.
    ///
    /// Same ref rules and 404s as `getProperty`; the homes suggested are public ones whoever
    /// asks, so their picture links carry no key.
    #[oai(
        path = "/properties/:ref/similar",
        method = "get",
        operation_id = "getSimilarProperties"
    )]
    async fn similar(
        &self,
        state: Data<&AppState>,
        /// Three digits; anything after them is ignored.
        #[oai(name = "ref")]
        reference: Path<String>,
        /// An unlisted property's share key, from its share link.
        key: Query<Option<String>>,
        session: MaybeStaffSession,
    ) -> Result<Json<SuggestedPropertiesDto>, ApiError<SimilarProperties>> {
        let reference = property_ref(&reference.0)?;
        let reader = match audience(&state, &session).await? {
            Audience::Staff => Audience::Staff,
            _ => Audience::visitor(parse_share_key(key.0.as_deref())),
        };
        let homes = similar_homes_to(state.properties.as_ref(), &reference, reader).await?;
        Ok(Json(SuggestedPropertiesDto::new(
            homes,
            ImageLinks::new(&state.settings.image_base_url),
        )))
    }

    /// The homes the home page features: the newest available visible ones, at most three
    /// (none chosen by staff: a new listing is featured as soon as it is published).
    #[oai(
        path = "/featured-properties",
        method = "get",
        operation_id = "getFeaturedProperties"
    )]
    async fn featured(
        &self,
        state: Data<&AppState>,
    ) -> Result<Json<SuggestedPropertiesDto>, ApiError<FeaturedProperties>> {
        // It names no property: its only failure is storage's.
        let homes = featured_homes(state.properties.as_ref())
            .await
            .map_err(|error| ApiError::internal(anyhow::Error::new(error)))?;
        Ok(Json(SuggestedPropertiesDto::new(
            homes,
            ImageLinks::new(&state.settings.image_base_url),
        )))
    }
}
