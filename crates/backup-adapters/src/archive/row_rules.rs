//! The domain's rules every restored row must pass, whatever the archive says: a row is
//! read back through the same parsing constructors the repositories use (refs, visibility,
//! coordinates, e-mail addresses, roles, kinds, filters…), and what staff typed goes through
//! the save rules of its form, so an archive cannot plant what the site would never store.
//! Each rule answers why a row is refused.

use adapters::alerts::{entity as alert_entity, match_entity as alert_match_entity};
use adapters::link_tokens::entity as link_token_entity;
use adapters::newsletter::entity as newsletter_entity;
use adapters::outbox::entity as outbox_entity;
use adapters::repositories::entities::{
    article, photo_caption, price_change, property, town, user,
};
use adapters::secret_hash::is_sha256_hex;
use domain::ports::{Alert, AlertMatch, StoredEnquiry};
use domain::property::PropertyInput;
use domain::settings::clean_url_suffix;
use domain::town::TownTextsInput;
use domain::town_input::{TownInput, TownTranslationsInput};
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
        translations: Some(TownTranslationsInput {
            it: Some(TownTextsInput {
                facts: Some(row.facts_it.clone()),
                short_description: Some(row.short_description_it.clone()),
                text: Some(row.text_it.clone()),
            }),
        }),
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
        published: Some(row.published),
        translations: Some(domain::article::ArticleTranslationsInput {
            it: Some(domain::article::ArticleTextsInput {
                title: Some(row.title_it.clone()),
                title2: Some(row.title2_it.clone()),
                listing_description: Some(row.listing_description_it.clone()),
                meta_title: Some(row.meta_title_it.clone()),
                meta_description: Some(row.meta_description_it.clone()),
                text: Some(row.text_it.clone()),
            }),
        }),
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
    same_key_part("email", email.as_str(), &row.email)?;
    hashed("unsubscribe_token", &row.unsubscribe_token)?;
    row.confirm_token
        .as_deref()
        .map_or(Ok(()), |token| hashed("confirm_token", token))
}

pub(crate) fn alert(row: &alert_entity::Model) -> Result<(), String> {
    Alert::try_from(row.clone()).map_err(reason)?;
    hashed("confirm_token", &row.confirm_token)?;
    hashed("manage_token", &row.manage_token)
}

/// A minted link's hash, for exactly one alert or subscriber (the foreign keys check that it
/// exists).
pub(crate) fn link_token(row: &link_token_entity::Model) -> Result<(), String> {
    hashed("token_hash", &row.token_hash)?;
    match (row.alert_id, row.subscriber_id) {
        (Some(_), None) | (None, Some(_)) => Ok(()),
        _ => Err("a link token opens exactly one alert or one subscriber".to_owned()),
    }
}

pub(crate) fn alert_match(row: &alert_match_entity::Model) -> Result<(), String> {
    AlertMatch::try_from(row.clone()).map_err(reason)?;
    Ok(())
}

/// A link secret is stored as its SHA-256 (`secret_hash`), never as anything else.
fn hashed(column: &str, stored: &str) -> Result<(), String> {
    if is_sha256_hex(stored) {
        Ok(())
    } else {
        Err(format!("{column} is not a SHA-256 in hex"))
    }
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

/// A caption names a property by a valid ref, a gallery a folder may hold and a photo file,
/// and says something within the caption's limit (the file need not exist: captions follow
/// their photos, and the image store is restored separately).
pub(crate) fn photo_caption(row: &photo_caption::Model) -> Result<(), String> {
    domain::Ref::parse(&row.property_ref).map_err(reason)?;
    pictures::GalleryName::parse(&row.gallery).map_err(reason)?;
    if !pictures::is_valid_key_segment(&row.photo) {
        return Err("photo is not a file name".to_owned());
    }
    match domain::photo_caption::PhotoCaption::parse(&row.caption) {
        Ok(Some(caption)) if caption.as_str() == row.caption => Ok(()),
        Ok(_) => Err("caption is blank or not trimmed".to_owned()),
        Err(error) => Err(reason(error)),
    }
}

/// A price change names a property by a valid ref, two prices of 0 or more that differ, and
/// the staff member's e-mail address.
pub(crate) fn price_change(row: &price_change::Model) -> Result<(), String> {
    domain::Ref::parse(&row.property_ref).map_err(reason)?;
    if row.old_price < 0 || row.new_price < 0 {
        return Err("a price below 0".to_owned());
    }
    if row.old_price == row.new_price {
        return Err("the price did not change".to_owned());
    }
    domain::Email::parse(&row.changed_by).map_err(reason)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use adapters::secret_hash::sha256_hex;

    fn minted(alert_id: Option<i64>, subscriber_id: Option<i64>) -> link_token_entity::Model {
        link_token_entity::Model {
            id: 1,
            token_hash: sha256_hex("token"),
            alert_id,
            subscriber_id,
            created_at: 0,
        }
    }

    #[test]
    fn a_link_token_is_a_hash_for_one_alert_or_one_subscriber() {
        assert_eq!(link_token(&minted(Some(1), None)), Ok(()));
        assert_eq!(link_token(&minted(None, Some(1))), Ok(()));
        for owners in [(None, None), (Some(1), Some(1))] {
            assert_eq!(
                link_token(&minted(owners.0, owners.1)),
                Err("a link token opens exactly one alert or one subscriber".to_owned())
            );
        }
        let planted = link_token_entity::Model {
            token_hash: "known-token".into(),
            ..minted(Some(1), None)
        };
        assert_eq!(
            link_token(&planted),
            Err("token_hash is not a SHA-256 in hex".to_owned())
        );
    }

    #[test]
    fn a_subscriber_or_an_alert_carries_its_link_secrets_as_hashes() {
        let subscriber = newsletter_entity::Model {
            id: 1,
            email: "anna@example.com".into(),
            consent_at: 0,
            unsubscribe_token: sha256_hex("unsubscribe"),
            created_at: 0,
            unsubscribed_at: None,
            confirmed_at: Some(0),
            confirm_token: None,
            confirm_expires_at: None,
        };
        assert_eq!(newsletter_subscriber(&subscriber), Ok(()));
        let planted = newsletter_entity::Model {
            confirm_token: Some("known-token".into()),
            ..subscriber
        };
        assert_eq!(
            newsletter_subscriber(&planted),
            Err("confirm_token is not a SHA-256 in hex".to_owned())
        );

        let alert_row = alert_entity::Model {
            id: 1,
            email: "anna@example.com".into(),
            filters: "min_price=500000".into(),
            language: adapters::alerts::stored_values::StoredLanguage::English,
            consent_at: 0,
            created_at: 0,
            confirmed_at: Some(0),
            confirm_token: sha256_hex("confirm"),
            confirm_expires_at: 0,
            manage_token: sha256_hex("manage"),
            last_mailed_at: None,
        };
        assert_eq!(alert(&alert_row), Ok(()));
        let planted = alert_entity::Model {
            manage_token: "known-token".into(),
            ..alert_row
        };
        assert_eq!(
            alert(&planted),
            Err("manage_token is not a SHA-256 in hex".to_owned())
        );
    }
}
