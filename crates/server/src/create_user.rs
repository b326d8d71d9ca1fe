//! `langhe create-user EMAIL --role admin|agent`: creates or promotes a staff user and prints
//! a one-time sign-in link — how a new install gets its first admin, with no identity provider.

use crate::application::Application;
use crate::config::Config;
use anyhow::{bail, Context};
use app::staff::{create_sign_in_link, SIGN_IN_LINK_LIFETIME_MINUTES};
use domain::ports::UserRepository;
use domain::{Email, Role};

pub const CREATE_USER_USAGE: &str = "langhe create-user EMAIL --role admin|agent";

/// Parses `EMAIL --role ROLE`.
pub fn parse_arguments(arguments: &[String]) -> anyhow::Result<(Email, Role)> {
    let [email, flag, role] = arguments else {
        bail!("usage: {CREATE_USER_USAGE}")
    };
    if flag != "--role" {
        bail!("usage: {CREATE_USER_USAGE}");
    }
    let email =
        Email::parse(email).map_err(|_| anyhow::anyhow!("{email:?} is not an e-mail address"))?;
    let role =
        Role::parse(role).with_context(|| format!("role must be admin or agent, got {role:?}"))?;
    Ok((email, role))
}

/// Returns the sign-in link to print.
pub async fn create_user(config: Config, email: &Email, role: Role) -> anyhow::Result<String> {
    let application = Application::build(config.for_command()).await?;
    let staff = &application.state.staff;
    let secret = create_sign_in_link(
        staff.users.as_ref(),
        staff.sign_in_links.as_ref(),
        email,
        role,
        chrono::Utc::now(),
    )
    .await?;
    Ok(format!(
        "{}/sign-in?token={secret}",
        application.config.public_url
    ))
}

/// The line `langhe` prints at start when nobody can administer the site yet.
pub async fn first_admin_hint(users: &dyn UserRepository) -> anyhow::Result<Option<String>> {
    let has_admin = users
        .any_with_role(Role::Admin)
        .await
        .context("looking for an admin")?;
    Ok((!has_admin).then(|| {
        format!(
            "No admin yet: run `{CREATE_USER_USAGE}` and open the printed link within \
             {SIGN_IN_LINK_LIFETIME_MINUTES} minutes to sign in."
        )
    }))
}
