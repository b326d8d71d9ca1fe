use async_trait::async_trait;

/// One thing the site cannot serve without (the database, the image store), asked whether
/// it answers right now. Readiness is the sum of these; liveness asks none of them.
#[async_trait]
pub trait DependencyCheck: Send + Sync {
    /// How the readiness report names this dependency, e.g. "database".
    fn name(&self) -> &'static str;

    /// `Err` carries why the dependency is not usable, for the operator reading the report.
    /// # Errors
    /// Why the dependency is not usable, in words for the operator.
    async fn check(&self) -> Result<(), String>;
}
