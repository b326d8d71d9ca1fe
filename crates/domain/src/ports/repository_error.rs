/// Failures every repository reports in domain terms; a driver error never leaks upward.
#[derive(Debug, thiserror::Error)]
pub enum RepositoryError {
    /// The entity to update or delete does not exist.
    #[error("not found")]
    NotFound,
    /// A unique key (a property's ref, a user's email) is taken.
    #[error("duplicate")]
    Duplicate,
    /// A key naming another record (a property's town) names none.
    #[error("unknown reference")]
    UnknownReference,
    /// Storage failed; the detail is for logs only.
    #[error("storage failure: {0}")]
    Unexpected(#[source] Box<dyn std::error::Error + Send + Sync>),
}

impl RepositoryError {
    pub fn unexpected(error: impl std::error::Error + Send + Sync + 'static) -> Self {
        Self::Unexpected(Box::new(error))
    }
}
