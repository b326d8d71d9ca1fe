//! The `langhe` command line, declared once: `langhe --help` lists every subcommand,
//! `langhe export --help` shows one's usage, and a typo is refused naming the closest one.

use clap::{Parser, Subcommand, ValueEnum};
use domain::{Email, Role};
use std::path::PathBuf;

#[derive(Debug, Parser)]
#[command(
    name = "langhe",
    version = crate::version::CODE_VERSION,
    about = "Langhe Property: the site, its API and back office, in one binary.",
    long_about = "Langhe Property: the site, its API and back office, in one binary.\n\n\
                  Without a subcommand it serves the site. Every command reads the same \
                  environment variables (docs/configuration.md)."
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// The older spelling of `dump-openapi`, kept for scripts that use it.
    #[arg(long, hide = true)]
    pub dump_openapi_yaml: bool,
}

#[derive(Debug, Subcommand, PartialEq, Eq)]
pub enum Command {
    /// Serve the site (what `langhe` alone does).
    Serve,
    /// Print the API's OpenAPI spec as YAML (committed as openapi.yaml).
    DumpOpenapi,
    /// Print the front end's generated copy of the server's site rules
    /// (frontend/src/config/site-knowledge.generated.ts).
    DumpSiteKnowledge,
    /// Print the configuration reference (docs/configuration.md).
    DumpConfigDocs,
    /// Create or promote a staff user and print a one-time sign-in link.
    CreateUser {
        /// The person's e-mail address, as they sign in with it.
        #[arg(value_parser = parse_email)]
        email: Email,
        /// What they may do: admin (everything) or agent (properties and enquiries).
        #[arg(long, value_enum)]
        role: RoleArgument,
    },
    /// Add generated visible listings, for benchmarks and load tests.
    Generate {
        /// How many listings to add.
        #[arg(long, value_parser = clap::value_parser!(u32).range(1..))]
        properties: u32,
        /// Add them even when the database already holds listings that were not generated.
        #[arg(long)]
        force: bool,
    },
    /// Write the whole site (every table, every picture) into one archive.
    Export {
        /// The archive to write.
        file: PathBuf,
    },
    /// Restore the whole site from an archive made by `langhe export`.
    Import {
        /// The archive to read.
        file: PathBuf,
        /// Restore an archive without a valid signature although LANGHE_BACKUP_KEY is set.
        #[arg(long)]
        trust_unsigned: bool,
    },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum RoleArgument {
    Admin,
    Agent,
}

impl From<RoleArgument> for Role {
    fn from(role: RoleArgument) -> Self {
        match role {
            RoleArgument::Admin => Role::Admin,
            RoleArgument::Agent => Role::Agent,
        }
    }
}

fn parse_email(text: &str) -> Result<Email, String> {
    Email::parse(text).map_err(|_| format!("{text:?} is not an e-mail address"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::error::ErrorKind;

    fn parse(arguments: &[&str]) -> Result<Cli, clap::Error> {
        Cli::try_parse_from(std::iter::once("langhe").chain(arguments.iter().copied()))
    }

    #[test]
    fn no_subcommand_serves_and_each_subcommand_takes_its_arguments() {
        assert_eq!(parse(&[]).unwrap().command, None);
        assert_eq!(
            parse(&["import", "site.tar", "--trust-unsigned"])
                .unwrap()
                .command,
            Some(Command::Import {
                file: "site.tar".into(),
                trust_unsigned: true
            })
        );
        assert_eq!(
            parse(&["generate", "--force", "--properties", "5"])
                .unwrap()
                .command,
            Some(Command::Generate {
                properties: 5,
                force: true
            })
        );
        assert!(matches!(
            parse(&["create-user", "ada@example.com", "--role", "agent"])
                .unwrap()
                .command,
            Some(Command::CreateUser {
                role: RoleArgument::Agent,
                ..
            })
        ));
        assert!(parse(&["--dump-openapi-yaml"]).unwrap().dump_openapi_yaml);
    }

    #[test]
    fn a_typo_is_refused_naming_it_and_the_closest_subcommand() {
        let error = parse(&["exprot"]).unwrap_err();
        assert_eq!(error.kind(), ErrorKind::InvalidSubcommand);
        let message = error.to_string();
        assert!(
            message.contains("'exprot'") && message.contains("'export'"),
            "{message}"
        );
    }

    #[test]
    fn bad_arguments_are_refused_with_the_reason() {
        let cases = [
            (&["export"][..], "FILE"),
            (&["export", "a.tar", "b.tar"][..], "'b.tar'"),
            (&["import", "--trust-unsigned"][..], "FILE"),
            (&["generate"][..], "--properties"),
            (&["generate", "--properties", "0"][..], "--properties"),
            (
                &["create-user", "not-an-address", "--role", "admin"][..],
                "is not an e-mail address",
            ),
            (
                &["create-user", "ada@example.com", "--role", "owner"][..],
                "admin, agent",
            ),
        ];
        for (arguments, expected) in cases {
            let message = parse(arguments).unwrap_err().to_string();
            assert!(message.contains(expected), "{arguments:?}: {message}");
        }
    }
}
