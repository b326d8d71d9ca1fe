//! A home as its owner reads about it: its name and its page in the owner's language.

use ::audience::owner::OwnerLanguage;
use domain::Property;

/// The home's name as its owner reads it: the Italian listing title for an Italian owner,
/// once written.
pub(super) fn listing_title_in(property: &Property, language: OwnerLanguage) -> String {
    let italian = property.italian.listing_title.trim();
    match language {
        OwnerLanguage::Italian if !italian.is_empty() => italian.to_owned(),
        _ => property.listing_title.clone(),
    }
}

/// The home's page as its owner would share it.
pub(super) fn listing_url_in(
    public_url: &str,
    property: &Property,
    language: OwnerLanguage,
) -> String {
    match language {
        OwnerLanguage::Italian => crate::enquiries::italian_property_page_url(
            public_url,
            &property.reference,
            &property.path,
        ),
        OwnerLanguage::English => {
            crate::enquiries::property_page_url(public_url, &property.reference)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_italian_owner_reads_the_italian_title_once_written() {
        let mut home = domain::property::fixtures::property_with_paths("123", "-cascina", "-c");
        home.listing_title = "Farmhouse in Barolo".into();
        assert_eq!(
            listing_title_in(&home, OwnerLanguage::Italian),
            "Farmhouse in Barolo"
        );
        home.italian.listing_title = "Cascina a Barolo".into();
        assert_eq!(
            listing_title_in(&home, OwnerLanguage::Italian),
            "Cascina a Barolo"
        );
        assert_eq!(
            listing_title_in(&home, OwnerLanguage::English),
            "Farmhouse in Barolo"
        );
    }
}
