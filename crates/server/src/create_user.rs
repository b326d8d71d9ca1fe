//! `langhe create-user EMAIL --role admin|agent`: creates or promotes a staff user and prints
//! a one-time sign-in link — how a new install gets its first admin, with no identity provider.

use crate::application::Application;
use crate::config::Config;
use anyhow::Context;
use app::addresses::paths::SIGN_IN;
use app::staff::{create_sign_in_link, SIGN_IN_LINK_LIFETIME_MINUTES};
use domain::ports::UserRepository;
use domain::{Email, Role};

/// How the first admin is made, as the start-up hint spells it.
const CREATE_USER_USAGE: &str = "langhe create-user EMAIL --role admin|agent";

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
        "{}{SIGN_IN}?token={secret}",
        application.config.public_url
    ))
}

/// Where staff ask for a new sign-in link by mail once they have an account: the address to
/// give the consultant and to bookmark.
pub fn sign_in_page(public_url: &str) -> String {
    format!("{}{SIGN_IN}", public_url.trim_end_matches('/'))
}

/// The line `langhe` prints at start when nobody can administer the site yet.
pub async fn first_admin_hint(
    users: &dyn UserRepository,
    public_url: &str,
) -> anyhow::Result<Option<String>> {
    let has_admin = users
        .any_with_role(Role::Admin)
        .await
        .context("looking for an admin")?;
    Ok((!has_admin).then(|| {
        format!(
            "No admin yet: run `{CREATE_USER_USAGE}` and open the printed link within \
             {SIGN_IN_LINK_LIFETIME_MINUTES} minutes to sign in. From then on, staff ask for \
             a link by e-mail at {}.",
            sign_in_page(public_url)
        )
    }))
}
