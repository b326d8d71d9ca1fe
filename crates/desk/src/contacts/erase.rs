//! `POST /api/contacts/erase`: the admin removes a person's data everywhere it is stored.

use anyhow::Context;
use domain::ports::{ContactErasure, ErasedRecords};
use domain::Email;

#[derive(Debug, thiserror::Error)]
pub enum EraseContactError {
    /// The address is not one the site could have stored (the form's own message).
    #[error("{0}")]
    InvalidEmail(String),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Erases every record of `email` as typed (trimmed, any case: addresses are stored
/// lower-cased). Idempotent: a second erasure, or one of an address never seen, removes
/// nothing and succeeds, so the answer does not depend on what was stored before.
pub async fn erase_contact(
    erasure: &dyn ContactErasure,
    email: &str,
) -> Result<ErasedRecords, EraseContactError> {
    let email =
        Email::parse(email).map_err(|error| EraseContactError::InvalidEmail(error.to_string()))?;
    let erased = erasure
        .erase(&email)
        .await
        .context("erasing a contact's data")?;
    Ok(erased)
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::ports::{MockContactErasure, RepositoryError};

    #[tokio::test]
    async fn the_typed_address_is_erased_lower_cased() {
        let mut erasure = MockContactErasure::new();
        erasure
            .expect_erase()
            .withf(|email| email.as_str() == "anna@example.com")
            .times(1)
            .returning(|_| {
                Ok(ErasedRecords {
                    messages: 2,
                    newsletter: 1,
                    alerts: 0,
                    viewings: 0,
                    owners: 0,
                })
            });
        let erased = erase_contact(&erasure, " Anna@Example.COM ").await.unwrap();
        assert_eq!(erased.total(), 3);
    }

    #[tokio::test]
    async fn a_malformed_address_is_refused_before_the_store_is_touched() {
        let erasure = MockContactErasure::new();
        let error = erase_contact(&erasure, "not an address").await.unwrap_err();
        assert!(
            matches!(&error, EraseContactError::InvalidEmail(m) if m == "Please enter a valid email address"),
            "{error:?}"
        );
    }

    #[tokio::test]
    async fn a_storage_failure_is_unexpected() {
        let mut erasure = MockContactErasure::new();
        erasure
            .expect_erase()
            .returning(|_| Err(RepositoryError::Unexpected("disk full".into())));
        let error = erase_contact(&erasure, "anna@example.com")
            .await
            .unwrap_err();
        assert!(
            matches!(error, EraseContactError::Unexpected(_)),
            "{error:?}"
        );
    }
}
