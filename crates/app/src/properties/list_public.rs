use anyhow::Context;
use domain::ports::{ListScope, PropertyRepository};
use domain::property::ListingFilter;
use domain::{Page, PageRequest, PropertySummary};

#[derive(Debug, thiserror::Error)]
pub enum ListPropertiesError {
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// One page of the properties listed publicly (visible only), newest first.
pub async fn list_public_properties(
    properties: &dyn PropertyRepository,
    page: PageRequest,
) -> Result<Page<PropertySummary>, ListPropertiesError> {
    let page = properties
        .list(ListScope::Public, &ListingFilter::default(), page)
        .await
        .context("listing public properties")?;
    Ok(page)
}

/// One page of the properties `audience` may see in the list (staff: all three
/// visibilities) that `filter` keeps, in its order.
pub async fn list_properties(
    properties: &dyn PropertyRepository,
    filter: &ListingFilter,
    page: PageRequest,
    audience: super::Audience,
) -> Result<Page<PropertySummary>, ListPropertiesError> {
    let page = properties
        .list(audience.list_scope(), filter, page)
        .await
        .with_context(|| format!("listing properties for {audience:?}"))?;
    Ok(page)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::properties::fixtures::property;
    use domain::ports::{MockPropertyRepository, RepositoryError};
    use domain::Visibility;
    use mockall::predicate::eq;

    #[tokio::test]
    async fn asks_the_repository_for_the_public_scope_and_the_requested_page() {
        let page = PageRequest::parse(2, 10).unwrap();
        let summary = property("123", Visibility::Visible).summary();
        let expected = Page {
            items: vec![summary.clone()],
            pages: 3,
            total: 0,
        };
        let mut repo = MockPropertyRepository::new();
        repo.expect_list()
            .with(
                eq(ListScope::Public),
                eq(ListingFilter::default()),
                eq(page),
            )
            .times(1)
            .returning(move |_, _, _| {
                Ok(Page {
                    items: vec![summary.clone()],
                    pages: 3,
                    total: 0,
                })
            });

        let listed = list_public_properties(&repo, page).await.unwrap();

        assert_eq!(listed, expected);
    }

    #[tokio::test]
    async fn a_storage_failure_is_unexpected() {
        let mut repo = MockPropertyRepository::new();
        repo.expect_list().returning(|_, _, _| {
            Err(RepositoryError::unexpected(std::io::Error::other(
                "disk gone",
            )))
        });

        let error = list_public_properties(&repo, PageRequest::parse(0, 10).unwrap()).await;

        assert!(matches!(error, Err(ListPropertiesError::Unexpected(_))));
    }

    #[tokio::test]
    async fn staff_lists_pass_the_filter_and_the_staff_scope_on() {
        let filter = domain::property::ListingQuery {
            min_price: Some(500_000),
            kinds: vec!["farmhouse".into()],
            sort: Some("price_asc".into()),
            ..Default::default()
        }
        .parse()
        .unwrap();
        let page = PageRequest::parse(1, 5).unwrap();
        let mut repo = MockPropertyRepository::new();
        repo.expect_list()
            .with(eq(ListScope::Staff), eq(filter.clone()), eq(page))
            .times(1)
            .returning(|_, _, _| {
                Ok(Page {
                    items: vec![],
                    pages: 1,
                    total: 0,
                })
            });

        let listed = list_properties(&repo, &filter, page, crate::properties::Audience::Staff)
            .await
            .unwrap();

        assert_eq!(listed.pages, 1);
    }
}
