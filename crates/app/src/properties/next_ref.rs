use anyhow::Context;
use domain::ports::PropertyRepository;
use domain::property::next_free_ref;
use domain::Ref;

#[derive(Debug, thiserror::Error)]
pub enum NextRefError {
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// The ref to suggest for a new property: `None` when every three-digit ref is taken.
pub async fn suggest_next_ref(
    properties: &dyn PropertyRepository,
) -> Result<Option<Ref>, NextRefError> {
    let in_use = properties
        .typed_refs()
        .await
        .context("reading the refs in use")?;
    Ok(next_free_ref(&in_use))
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::ports::MockPropertyRepository;

    #[tokio::test]
    async fn the_one_above_the_highest_stored_is_suggested() {
        let mut repo = MockPropertyRepository::new();
        repo.expect_typed_refs()
            .returning(|| Ok(vec![Ref::parse("123").unwrap(), Ref::parse("007").unwrap()]));

        let suggested = suggest_next_ref(&repo).await.unwrap();

        assert_eq!(suggested, Some(Ref::parse("124").unwrap()));
    }
}
