use super::SiteReadError;
use anyhow::Context;
use domain::paging::MAX_PAGE_SIZE;
use domain::ports::{ArticleRepository, ListScope};
use domain::{Article, PageRequest};

/// Every published article, newest first, read a page of the repository at a time.
pub(super) async fn all_articles(
    articles: &dyn ArticleRepository,
) -> Result<Vec<Article>, SiteReadError> {
    let mut all = Vec::new();
    let mut index = 0;
    loop {
        let request = PageRequest::parse(index, i64::from(MAX_PAGE_SIZE))
            .expect("a page index within the article count is a valid request");
        let page = articles
            .list(ListScope::Public, request)
            .await
            .with_context(|| format!("listing articles, page {index}"))?;
        let received = page.items.len();
        all.extend(page.items);
        index += 1;
        if received == 0 || index >= i64::from(page.pages) {
            return Ok(all);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::articles::fixtures::article;
    use domain::ports::MockArticleRepository;
    use domain::Page;
    use mockall::predicate::eq;

    fn page_request(index: i64) -> PageRequest {
        PageRequest::parse(index, i64::from(MAX_PAGE_SIZE)).unwrap()
    }

    #[tokio::test]
    async fn every_page_is_read_in_order() {
        let mut articles = MockArticleRepository::new();
        articles
            .expect_list()
            .with(eq(ListScope::Public), eq(page_request(0)))
            .times(1)
            .returning(|_, _| {
                Ok(Page {
                    items: vec![article(3), article(2)],
                    pages: 2,
                    total: 0,
                })
            });
        articles
            .expect_list()
            .with(eq(ListScope::Public), eq(page_request(1)))
            .times(1)
            .returning(|_, _| {
                Ok(Page {
                    items: vec![article(1)],
                    pages: 2,
                    total: 0,
                })
            });

        let all = all_articles(&articles).await.unwrap();

        assert_eq!(all, vec![article(3), article(2), article(1)]);
    }

    #[tokio::test]
    async fn an_empty_page_ends_the_walk_whatever_the_page_count_says() {
        let mut articles = MockArticleRepository::new();
        articles.expect_list().times(1).returning(|_, _| {
            Ok(Page {
                items: vec![],
                pages: 5,
                total: 0,
            })
        });

        assert_eq!(all_articles(&articles).await.unwrap(), vec![]);
    }
}
