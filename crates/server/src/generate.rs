//! `langhe generate --properties N [--force]`: adds N generated visible listings for
//! benchmarks and load tests (adapters::demo::generate_properties), with the same
//! `LANGHE_*` / `DATABASE_URL` settings as the server. Run it while no server uses the
//! database: a running server's page cache does not learn of the new listings.

use crate::application::Application;
use crate::config::Config;
use adapters::demo::{generate_properties, GenerateReport};
use anyhow::{bail, Context};

pub const GENERATE_USAGE: &str = "langhe generate --properties N [--force]";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GenerateArguments {
    pub properties: u32,
    pub force: bool,
}

/// Parses `--properties N [--force]`, in any order.
pub fn parse_arguments(arguments: &[String]) -> anyhow::Result<GenerateArguments> {
    let mut properties = None;
    let mut force = false;
    let mut rest = arguments.iter();
    while let Some(argument) = rest.next() {
        match argument.as_str() {
            "--force" => force = true,
            "--properties" => {
                let count = rest.next().context(GENERATE_USAGE)?;
                properties = Some(
                    count
                        .parse::<u32>()
                        .ok()
                        .filter(|count| *count > 0)
                        .with_context(|| {
                            format!("N must be a whole number above 0, got {count:?}")
                        })?,
                );
            }
            _ => bail!("usage: {GENERATE_USAGE}"),
        }
    }
    let Some(properties) = properties else {
        bail!("usage: {GENERATE_USAGE}")
    };
    Ok(GenerateArguments { properties, force })
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

#[cfg(test)]
mod tests {
    use super::*;

    fn parsed(arguments: &[&str]) -> anyhow::Result<GenerateArguments> {
        parse_arguments(&arguments.iter().map(|a| a.to_string()).collect::<Vec<_>>())
    }

    #[test]
    fn arguments_name_a_count_and_maybe_force() {
        assert_eq!(
            parsed(&["--properties", "100000"]).unwrap(),
            GenerateArguments {
                properties: 100_000,
                force: false
            }
        );
        assert!(parsed(&["--force", "--properties", "5"]).unwrap().force);
        for bad in [
            &[][..],
            &["--properties"],
            &["--properties", "0"],
            &["--properties", "x"],
            &["--count", "5"],
        ] {
            assert!(parsed(bad).is_err(), "{bad:?}");
        }
    }
}
