//! `langhe`: serves the site, and the operator's commands beside it (`langhe --help` lists
//! them). Every command reads the same configuration (docs/configuration.md).

use clap::Parser;
use server::cli::{Cli, Command};
use server::config::Config;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let cli = Cli::parse();
    if cli.dump_openapi_yaml {
        print!("{}", api::spec_yaml());
        return Ok(());
    }
    match cli.command.unwrap_or(Command::Serve) {
        Command::Serve => {
            let config = Config::from_env()?;
            server::log_format::init_logging(&config.log);
            server::server::run(config).await
        }
        Command::DumpOpenapi => {
            print!("{}", api::spec_yaml());
            Ok(())
        }
        Command::DumpSiteKnowledge => {
            print!("{}", site::site_knowledge::site_knowledge_ts());
            Ok(())
        }
        Command::DumpConfigDocs => {
            print!("{}", server::config::configuration_docs());
            Ok(())
        }
        Command::CreateUser { email, role } => {
            let config = Config::from_env()?;
            let role: domain::Role = role.into();
            let sign_in_page = server::create_user::sign_in_page(&config.public_url);
            let link = server::create_user::create_user(config, &email, role.clone()).await?;
            println!(
                "{email} is now {}. Sign in once, within {} minutes, at:\n{link}\n\
                 Later, ask for a new link by e-mail at {sign_in_page} (bookmark it).",
                role.as_str(),
                app::staff::SIGN_IN_LINK_LIFETIME_MINUTES
            );
            Ok(())
        }
        Command::Generate { properties, force } => {
            let config = Config::from_env()?;
            let started = std::time::Instant::now();
            let arguments = server::generate::GenerateArguments { properties, force };
            let report = server::generate::generate(config, arguments).await?;
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
            let report = server::backup::export(config, &file).await?;
            for line in server::backup::left_out(&report.left_out) {
                eprintln!("{line}");
            }
            println!(
                "exported {} into {}",
                server::backup::summary(&report.tables, report.pictures),
                file.display()
            );
            Ok(())
        }
        Command::Import {
            file,
            trust_unsigned,
        } => {
            let config = Config::from_env()?;
            let archive = server::backup::check(&config, &file, trust_unsigned).await?;
            println!("{}", server::backup::before_restoring(&archive));
            let report = server::backup::import(config, &archive).await?;
            println!(
                "imported {} from {}",
                server::backup::summary(&report.tables, report.pictures),
                file.display()
            );
            Ok(())
        }
    }
}
