//! `langhe`: serves the site, and the operator's commands beside it (`langhe --help` lists
//! them). Every command reads the same configuration (docs/configuration.md).

use api::cli::{Cli, Command};
use api::config::Config;
use clap::Parser;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let cli = Cli::parse();
    if cli.dump_openapi_yaml {
        print!("{}", api::api::spec_yaml());
        return Ok(());
    }
    match cli.command.unwrap_or(Command::Serve) {
        Command::Serve => {
            let config = Config::from_env()?;
            api::log_format::init_logging(&config.log);
            api::server::run(config).await
        }
        Command::DumpOpenapi => {
            print!("{}", api::api::spec_yaml());
            Ok(())
        }
        Command::DumpSiteKnowledge => {
            print!("{}", api::site_knowledge::site_knowledge_ts());
            Ok(())
        }
        Command::DumpConfigDocs => {
            print!("{}", api::config::configuration_docs());
            Ok(())
        }
        Command::CreateUser { email, role } => {
            let config = Config::from_env()?;
            let role: domain::Role = role.into();
            let link = api::create_user::create_user(config, &email, role.clone()).await?;
            println!(
                "{email} is now {}. Sign in once, within 15 minutes, at:\n{link}",
                role.as_str()
            );
            Ok(())
        }
        Command::Generate { properties, force } => {
            let config = Config::from_env()?;
            let started = std::time::Instant::now();
            let arguments = api::generate::GenerateArguments { properties, force };
            let report = api::generate::generate(config, arguments).await?;
            println!(
                "{} generated properties added ({} pictures copied, {} towns created) in {:.1} s",
                report.properties,
                report.pictures,
                report.towns_created,
                started.elapsed().as_secs_f64()
            );
            Ok(())
        }
        Command::Export { file } => {
            let config = Config::from_env()?;
            let report = api::backup::export(config, &file).await?;
            println!(
                "exported {} into {}",
                api::backup::summary(&report.tables, report.pictures),
                file.display()
            );
            Ok(())
        }
        Command::Import {
            file,
            trust_unsigned,
        } => {
            let config = Config::from_env()?;
            let archive = api::backup::check(&config, &file, trust_unsigned).await?;
            println!("{}", api::backup::before_restoring(&archive));
            let report = api::backup::import(config, &archive).await?;
            println!(
                "imported {} from {}",
                api::backup::summary(&report.tables, report.pictures),
                file.display()
            );
            Ok(())
        }
    }
}
