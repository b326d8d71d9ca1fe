use super::SiteReadError;
use anyhow::Context;
use domain::ports::{ListedPages, PropertyRepository};
use domain::{PropertyLink, Ref};
use std::sync::Arc;

/// Addresses read per query while a sitemap is written.
const BATCH: u64 = 1_000;

/// The visible properties' addresses in ref order, from a position on, a batch at a time:
/// the first query skips to the position, each next one continues after the last ref read
/// (a keyset, so a late part of a large sitemap costs what the first does).
pub struct ListedPropertyLinks {
    properties: Arc<dyn PropertyRepository>,
    pages: ListedPages,
    after: Option<Ref>,
    skip: u64,
    left: u64,
}

impl ListedPropertyLinks {
    pub(super) fn new(
        properties: Arc<dyn PropertyRepository>,
        pages: ListedPages,
        skip: u64,
        count: u64,
    ) -> Self {
        Self {
            properties,
            pages,
            after: None,
            skip,
            left: count,
        }
    }

    /// The next batch; `None` once the count is reached or the visible properties end.
    pub async fn next_batch(&mut self) -> Result<Option<Vec<PropertyLink>>, SiteReadError> {
        if self.left == 0 {
            return Ok(None);
        }
        let batch = self
            .properties
            .visible_links(
                self.pages,
                self.after.clone(),
                self.skip,
                BATCH.min(self.left),
            )
            .await
            .context("listing the visible properties' addresses")?;
        let Some(last) = batch.last() else {
            self.left = 0;
            return Ok(None);
        };
        self.after = Some(last.reference.clone());
        self.skip = 0;
        self.left = self.left.saturating_sub(batch.len() as u64);
        Ok(Some(batch))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::ports::MockPropertyRepository;
    use mockall::predicate::eq;
    use mockall::Sequence;

    const FIRST: u32 = 100_000;

    fn links(first: u32, count: u32) -> Vec<PropertyLink> {
        (first..first + count)
            .map(|number| PropertyLink {
                reference: Ref::generated(number).unwrap(),
                path: "-villa".into(),
                in_italian: false,
            })
            .collect()
    }

    #[tokio::test]
    async fn the_first_batch_skips_to_the_position_and_the_next_continue_after_the_last_ref() {
        let mut properties = MockPropertyRepository::new();
        let mut order = Sequence::new();
        properties
            .expect_visible_links()
            .with(eq(ListedPages::Italian), eq(None), eq(5), eq(BATCH))
            .times(1)
            .in_sequence(&mut order)
            .returning(|_, _, _, _| Ok(links(FIRST, BATCH as u32)));
        properties
            .expect_visible_links()
            .with(
                eq(ListedPages::Italian),
                eq(Ref::generated(FIRST + BATCH as u32 - 1)),
                eq(0),
                eq(200),
            )
            .times(1)
            .in_sequence(&mut order)
            .returning(|_, _, _, _| Ok(links(FIRST + BATCH as u32, 200)));
        let mut walk =
            ListedPropertyLinks::new(Arc::new(properties), ListedPages::Italian, 5, BATCH + 200);

        let first = walk.next_batch().await.unwrap().unwrap();
        let second = walk.next_batch().await.unwrap().unwrap();

        assert_eq!((first.len(), second.len()), (BATCH as usize, 200));
        assert_eq!(
            walk.next_batch().await.unwrap(),
            None,
            "the count is reached"
        );
    }

    #[tokio::test]
    async fn the_walk_ends_when_the_visible_properties_do() {
        let mut properties = MockPropertyRepository::new();
        properties
            .expect_visible_links()
            .times(1)
            .returning(|_, _, _, _| Ok(vec![]));
        let mut walk = ListedPropertyLinks::new(Arc::new(properties), ListedPages::English, 0, 10);

        assert_eq!(walk.next_batch().await.unwrap(), None);
        assert_eq!(
            walk.next_batch().await.unwrap(),
            None,
            "nothing is asked again"
        );
    }
}
