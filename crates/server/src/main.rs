//! `langhe`: serves the site; `langhe dump-openapi` prints the API spec as YAML and
//! `langhe dump-site-knowledge` the front end's generated copy of the server's site rules;
//! `langhe export FILE` and `langhe import FILE [--trust-unsigned]` back the whole site up and restore it.

use server::config::Config;

const USAGE: &str = "usage: langhe [dump-openapi | --dump-openapi-yaml | dump-site-knowledge \
     | create-user EMAIL --role admin|agent | generate --properties N [--force] \
     | export FILE | import FILE [--trust-unsigned]]";

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    match std::env::args().nth(1).as_deref() {
        None => serve().await,
        Some("dump-openapi" | "--dump-openapi-yaml") => {
            print!("{}", api::spec_yaml());
            Ok(())
        }
        Some("dump-site-knowledge") => {
            print!("{}", site::site_knowledge::site_knowledge_ts());
            Ok(())
        }
        Some("create-user") => {
            let arguments: Vec<String> = std::env::args().skip(2).collect();
            let (email, role) = server::create_user::parse_arguments(&arguments)?;
            let config = Config::from_env()?;
            let link = server::create_user::create_user(config, &email, role.clone()).await?;
            println!(
                "{email} is now {}. Sign in once, within 15 minutes, at:\n{link}",
                role.as_str()
            );
            Ok(())
        }
        Some("generate") => {
            let arguments: Vec<String> = std::env::args().skip(2).collect();
            let arguments = server::generate::parse_arguments(&arguments)?;
            let config = Config::from_env()?;
            let started = std::time::Instant::now();
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
        Some("export") => {
            let arguments: Vec<String> = std::env::args().skip(2).collect();
            let file = server::backup::parse_file(&arguments, server::backup::EXPORT_USAGE)?;
            let config = Config::from_env()?;
            let report = server::backup::export(config, &file).await?;
            println!(
                "exported {} into {}",
                server::backup::summary(&report.tables, report.pictures),
                file.display()
            );
            Ok(())
        }
        Some("import") => {
            let arguments: Vec<String> = std::env::args().skip(2).collect();
            let (file, trust_unsigned) = server::backup::parse_import(&arguments)?;
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
        Some(_) => {
            eprintln!("{USAGE}");
            std::process::exit(2);
        }
    }
}

async fn serve() -> anyhow::Result<()> {
    server::log_format::init_logging(std::env::var("LANGHE_LOG_FORMAT").ok().as_deref())?;
    let config = Config::from_env()?;
    server::server::run(config).await
}
