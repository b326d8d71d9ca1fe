//! The domain's rules every restored row must pass, whatever the archive says: a row is
//! read back through the same parsing constructors the repositories use (refs, visibility,
//! coordinates, e-mail addresses, roles, kinds, filters…), and what staff typed goes through
//! the save rules of its form, so an archive cannot plant what the site would never store.
//! Each rule answers why a row is refused.

use crate::alerts::{entity as alert_entity, match_entity as alert_match_entity};
use crate::newsletter::entity as newsletter_entity;
use crate::outbox::entity as outbox_entity;
use crate::repositories::entities::{article, property, town, user};
use domain::ports::{Alert, AlertMatch, StoredEnquiry};
use domain::property::PropertyInput;
use domain::settings::clean_url_suffix;
use domain::town_input::TownInput;
use domain::{ArticleInput, Email, Property, User};

/// A rule over one row of a table: `Err` names what is wrong with it.
pub(crate) type RowRule<Model> = fn(&Model) -> Result<(), String>;

/// Rows the domain does not read (bookkeeping): their columns' types are the whole check.
pub(crate) fn any_row<Model>(_: &Model) -> Result<(), String> {
    Ok(())
}

fn reason(error: impl std::fmt::Display) -> String {
    error.to_string()
}

pub(crate) fn town(row: &town::Model) -> Result<(), String> {
    let checked = TownInput {
        name: Some(row.name.clone()),
        name2: Some(row.name2.clone()),
        facts: Some(row.facts.clone()),
        short_description: Some(row.short_description.clone()),
        text: Some(row.text.clone()),
        path: Some(row.path.clone()),
    }
    .validate()
    .map_err(reason)?;
    same_key_part("path", &checked.path, &row.path)
}

/// A property as the repository reads it, then as the editor would save it; its `path` and
/// `pictures_path` name its pictures' keys, so they must already be clean.
pub(crate) fn property(row: &property::Model) -> Result<(), String> {
    let stored = Property::try_from(row.clone()).map_err(reason)?;
    let mut input = PropertyInput::from(&stored);
    if stored.reference.is_generated() {
        // Six digits are a stored-only form (`langhe generate`); the editor types three.
        input.reference = Some("100".to_owned());
    }
    input.validate(stored.created_date).map_err(reason)?;
    for (column, value) in [("path", &row.path), ("pictures_path", &row.pictures_path)] {
        same_key_part(column, &clean_url_suffix(value), value)?;
    }
    Ok(())
}

pub(crate) fn article(row: &article::Model) -> Result<(), String> {
    let checked = ArticleInput {
        listing_description: Some(row.listing_description.clone()),
        meta_description: Some(row.meta_description.clone()),
        meta_title: Some(row.meta_title.clone()),
        path: Some(row.path.clone()),
        text: Some(row.text.clone()),
        title: Some(row.title.clone()),
        title2: Some(row.title2.clone()),
    }
    .validate()
    .map_err(reason)?;
    same_key_part("path", &checked.path, &row.path)
}

/// The address as the domain stores it (lower-cased) and a known role or none.
pub(crate) fn user(row: &user::Model) -> Result<(), String> {
    let user = User::try_from(row.clone()).map_err(reason)?;
    same_key_part("email", user.email.as_str(), &row.email)
}

pub(crate) fn enquiry(row: &outbox_entity::Model) -> Result<(), String> {
    StoredEnquiry::try_from(row.clone()).map_err(reason)?;
    Ok(())
}

pub(crate) fn newsletter_subscriber(row: &newsletter_entity::Model) -> Result<(), String> {
    let email = Email::parse(&row.email).map_err(reason)?;
    same_key_part("email", email.as_str(), &row.email)
}

pub(crate) fn alert(row: &alert_entity::Model) -> Result<(), String> {
    Alert::try_from(row.clone()).map_err(reason)?;
    Ok(())
}

pub(crate) fn alert_match(row: &alert_match_entity::Model) -> Result<(), String> {
    AlertMatch::try_from(row.clone()).map_err(reason)?;
    Ok(())
}

/// A value that names something (a key, a URL, an address) must be stored exactly as the
/// domain's rule leaves it.
fn same_key_part(column: &str, clean: &str, stored: &str) -> Result<(), String> {
    if clean == stored {
        Ok(())
    } else {
        Err(format!(
            "{column} {stored:?} is not in its clean form {clean:?}"
        ))
    }
}
