//! Path and query values shared by the resources, parsed into domain types.
//!
//! A malformed ref or id answers 404, not 400: no resource can live at that address, and the
//! site treats both the same ("page left empty").

use super::error::{ApiError, ARTICLE_NOT_FOUND, PROPERTY_NOT_FOUND, TOWN_NOT_FOUND};
use domain::{ArticleId, PageRequest, Ref, TownId};

/// Only the first three characters of `{ref}` count (old links carry '123-villa').
pub fn property_ref(segment: &str) -> Result<Ref, ApiError> {
    Ref::from_url_segment(segment).map_err(|_| ApiError::not_found(PROPERTY_NOT_FOUND))
}

pub fn town_id(segment: &str) -> Result<TownId, ApiError> {
    segment
        .parse()
        .map(TownId)
        .map_err(|_| ApiError::not_found(TOWN_NOT_FOUND))
}

pub fn article_id(segment: &str) -> Result<ArticleId, ApiError> {
    segment
        .parse()
        .map(ArticleId)
        .map_err(|_| ApiError::not_found(ARTICLE_NOT_FOUND))
}

pub fn page_request(skip: i64, take: i64) -> Result<PageRequest, ApiError> {
    Ok(PageRequest::parse(skip, take)?)
}
