//! The homes the site suggests beside what a visitor asked for: similar ones under a property
//! and featured ones on the home page. Both read the public list (visible homes only, sold ones
//! after the available ones), which the property repository keeps in memory.

use super::public_lookup::{find_property_for, Audience};
use anyhow::Context;
use domain::ports::{ListScope, PropertyRepository};
use domain::property::similar::SimilarTo;
use domain::property::ListingFilter;
use domain::{PageRequest, Property, PropertySummary, Ref};

/// How many homes the home page features: the newest available ones (no staff choice to keep
/// up to date; a new listing is featured the day it is published).
pub const FEATURED_HOMES: u32 = 3;

#[derive(Debug, thiserror::Error)]
pub enum SuggestionsError {
    /// No property has this ref, or the reader may not see it.
    #[error("property not found")]
    NotFound,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// The homes like the property with this ref, when `audience` may see it.
pub async fn similar_homes_to(
    properties: &dyn PropertyRepository,
    reference: &Ref,
    audience: Audience,
) -> Result<Vec<PropertySummary>, SuggestionsError> {
    let property = find_property_for(properties, reference, audience)
        .await
        .with_context(|| format!("loading property {reference}"))?
        .ok_or(SuggestionsError::NotFound)?;
    similar_homes(properties, &property).await
}

/// A few available homes like `property`: in its town first, then in its price band.
pub async fn similar_homes(
    properties: &dyn PropertyRepository,
    property: &Property,
) -> Result<Vec<PropertySummary>, SuggestionsError> {
    let subject = SimilarTo::of(property);
    let page = PageRequest::parse(0, subject.candidates_per_search().into())
        .context("the candidates' page size")?;
    let mut candidates = Vec::new();
    for search in subject.searches() {
        let found = properties
            .list(ListScope::Public, &search, page)
            .await
            .with_context(|| format!("homes like {}", property.reference))?;
        candidates.extend(found.items);
    }
    Ok(subject.pick(candidates))
}

/// The home page's homes: the newest available ones, at most [`FEATURED_HOMES`].
pub async fn featured_homes(
    properties: &dyn PropertyRepository,
) -> Result<Vec<PropertySummary>, SuggestionsError> {
    let page = PageRequest::parse(0, FEATURED_HOMES.into()).context("the featured page size")?;
    let newest = properties
        .list(ListScope::Public, &ListingFilter::default(), page)
        .await
        .context("the newest homes")?;
    // Sold homes list last: one here means fewer available homes than the page holds.
    Ok(newest.items.into_iter().filter(|home| !home.sold).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::properties::fixtures::property;
    use domain::ports::MockPropertyRepository;
    use domain::{Page, Price, TownId, Visibility};

    fn listed(items: Vec<PropertySummary>) -> Page<PropertySummary> {
        Page {
            total: items.len() as u64,
            items,
            pages: 1,
        }
    }

    fn summary(reference: &str, sold: bool) -> PropertySummary {
        let mut home = property(reference, Visibility::Visible);
        home.sold = sold;
        home.summary()
    }

    #[tokio::test]
    async fn similar_homes_come_from_its_town_then_its_price_band_without_itself() {
        let mut subject = property("100", Visibility::Visible);
        subject.town_id = Some(TownId(7));
        subject.price = Price::euros(600_000);
        let mut repo = MockPropertyRepository::new();
        repo.expect_list()
            .withf(|scope, filter, _| *scope == ListScope::Public && filter.town.is_some())
            .times(1)
            .returning(|_, _, _| Ok(listed(vec![summary("100", false), summary("101", false)])));
        repo.expect_list()
            .withf(|_, filter, _| filter.min_price == Some(Price::euros(450_000)))
            .times(1)
            .returning(|_, _, _| {
                Ok(listed(vec![
                    summary("101", false),
                    summary("102", true),
                    summary("103", false),
                    summary("104", false),
                ]))
            });

        let similar = similar_homes(&repo, &subject).await.unwrap();

        let refs: Vec<&str> = similar.iter().map(|p| p.reference.as_str()).collect();
        assert_eq!(refs, ["101", "103", "104"]);
    }

    #[tokio::test]
    async fn featured_homes_are_the_newest_available_ones() {
        let mut repo = MockPropertyRepository::new();
        repo.expect_list()
            .withf(|scope, filter, page| {
                *scope == ListScope::Public
                    && *filter == ListingFilter::default()
                    && page.size() == FEATURED_HOMES
            })
            .times(1)
            .returning(|_, _, _| Ok(listed(vec![summary("105", false), summary("104", true)])));

        let featured = featured_homes(&repo).await.unwrap();

        assert_eq!(featured.len(), 1);
        assert_eq!(featured[0].reference.as_str(), "105");
    }
}
