//! Links written into a mail or an export after the sign-up's own: the site keeps only the
//! hashes of link secrets, so each one gets a secret minted for it.

use anyhow::Context;
use domain::ports::RepositoryError;
use std::future::Future;

/// Each of `items` with the secret `mint` makes for it now; an item whose owner was deleted
/// meanwhile (`UnknownReference`) is left out.
pub(crate) async fn with_minted_links<T, Mint, Minted>(
    items: Vec<T>,
    mut mint: Mint,
) -> anyhow::Result<Vec<(T, String)>>
where
    Mint: FnMut(&T) -> Minted,
    Minted: Future<Output = Result<String, RepositoryError>>,
{
    let mut linked = Vec::with_capacity(items.len());
    for item in items {
        match mint(&item).await {
            Ok(token) => linked.push((item, token)),
            Err(RepositoryError::UnknownReference) => {}
            Err(error) => return Err(anyhow::Error::new(error)).context("minting a link"),
        }
    }
    Ok(linked)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn an_item_gone_meanwhile_is_left_out_and_a_failure_stops_the_rest() {
        let minted = with_minted_links(vec![1, 2, 3], |n| {
            let n = *n;
            async move {
                match n {
                    2 => Err(RepositoryError::UnknownReference),
                    _ => Ok(format!("t{n}")),
                }
            }
        })
        .await
        .unwrap();
        assert_eq!(minted, [(1, "t1".to_owned()), (3, "t3".to_owned())]);

        let failed = with_minted_links(vec![1], |_| async { Err(RepositoryError::NotFound) });
        assert!(failed.await.is_err());
    }
}
