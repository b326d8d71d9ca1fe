//! `langhe generate --properties N [--force]`: adds N generated visible listings for
//! benchmarks and load tests (demo::generate_properties), with the same
//! `LANGHE_*` / `DATABASE_URL` settings as the server. Run it while no server uses the
//! database: a running server's page cache does not learn of the new listings.

use crate::application::Application;
use crate::config::Config;
use demo::{generate_properties, GenerateReport};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GenerateArguments {
    pub properties: u32,
    pub force: bool,
}

pub async fn generate(
    config: Config,
    arguments: GenerateArguments,
) -> anyhow::Result<GenerateReport> {
    let application = Application::build(config.for_command()).await?;
    let report = generate_properties(
        &application.database,
        application.state.towns.as_ref(),
        application.state.images.as_ref(),
        arguments.properties,
        arguments.force,
        chrono::Utc::now(),
    )
    .await?;
    // Running servers of the same PostgreSQL database drop what they kept.
    application
        .state
        .content_events
        .publish(&[domain::ports::ContentChange::Everything])
        .await;
    Ok(report)
}
