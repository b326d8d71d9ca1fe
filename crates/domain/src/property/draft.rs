//! A hidden draft, saved the moment the consultant adds the first photo to a property she
//! has not saved yet: the photos need the property's folder (`{ref}{path}`), which exists
//! only once the property does. Whatever she has typed is kept; what the save would refuse
//! as missing is filled so that it passes, and the draft stays hidden until she saves it.

use super::validation::PropertyInput;
use super::Ref;
use crate::default_texts::PROPERTY_DEFAULT_TEXTS;

/// What a draft's empty texts start as: the spec's texts for a new property (§3, "Defaults
/// for a new property"), which she replaces before the listing can be shown.
pub const DRAFT_TITLE: &str = PROPERTY_DEFAULT_TEXTS[0].text;
pub const DRAFT_SECOND_TITLE: &str = PROPERTY_DEFAULT_TEXTS[1].text;
pub const DRAFT_LISTING_TITLE: &str = PROPERTY_DEFAULT_TEXTS[2].text;
pub const DRAFT_LOCATION: &str = PROPERTY_DEFAULT_TEXTS[3].text;
/// The path and pictures path of a draft whose title says nothing yet.
pub const DRAFT_PATH: &str = "-home";

/// `input` as a draft saved under `reference`: hidden, every text the save requires present,
/// and the path and pictures path (fixed from now on) made from the title she typed.
pub fn draft_input(mut input: PropertyInput, reference: &Ref) -> PropertyInput {
    let typed = |text: &Option<String>| {
        text.as_deref()
            .map(str::trim)
            .filter(|text| !text.is_empty())
            .map(str::to_owned)
    };
    let title = typed(&input.title);
    let slug = title
        .as_deref()
        .filter(|title| *title != DRAFT_TITLE)
        .map(slug)
        .filter(|slug| !slug.is_empty())
        .unwrap_or_else(|| DRAFT_PATH.to_owned());
    input.reference = Some(reference.to_string());
    input.visibility = Some("hidden".to_owned());
    input.path = typed(&input.path).or_else(|| Some(slug.clone()));
    input.pictures_path = typed(&input.pictures_path).or(Some(slug));
    let listing_title = typed(&input.listing_title);
    input.meta_title = typed(&input.meta_title)
        .or_else(|| title.clone())
        .or_else(|| listing_title.clone())
        .or_else(|| Some(DRAFT_TITLE.to_owned()));
    input.title = title.or_else(|| Some(DRAFT_TITLE.to_owned()));
    input.listing_title = listing_title.or_else(|| Some(DRAFT_LISTING_TITLE.to_owned()));
    input.title2 = typed(&input.title2).or_else(|| Some(DRAFT_SECOND_TITLE.to_owned()));
    input.location = typed(&input.location).or_else(|| Some(DRAFT_LOCATION.to_owned()));
    input
}

/// `-villa-among-vines` from "Villa among vines": ASCII letters and digits, lowercased,
/// words joined by '-', which both the URL-suffix rule and the image keys accept.
fn slug(title: &str) -> String {
    let words: Vec<String> = title
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|word| !word.is_empty())
        .take(6)
        .map(str::to_ascii_lowercase)
        .collect();
    if words.is_empty() {
        String::new()
    } else {
        format!("-{}", words.join("-"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reference(text: &str) -> Ref {
        Ref::parse(text).unwrap()
    }

    #[test]
    fn a_draft_keeps_what_she_typed_and_fills_what_the_save_requires() {
        let typed = PropertyInput {
            title: Some("Villa among vines".into()),
            location: Some("Barolo".into()),
            visibility: Some("visible".into()),
            ..PropertyInput::default()
        };
        let draft = draft_input(typed, &reference("123"));
        assert_eq!(draft.reference.as_deref(), Some("123"));
        assert_eq!(draft.visibility.as_deref(), Some("hidden"));
        assert_eq!(draft.title.as_deref(), Some("Villa among vines"));
        assert_eq!(draft.meta_title.as_deref(), Some("Villa among vines"));
        assert_eq!(draft.location.as_deref(), Some("Barolo"));
        assert_eq!(draft.listing_title.as_deref(), Some(DRAFT_LISTING_TITLE));
        assert_eq!(draft.title2.as_deref(), Some(DRAFT_SECOND_TITLE));
        assert_eq!(draft.path.as_deref(), Some("-villa-among-vines"));
        assert_eq!(draft.pictures_path.as_deref(), Some("-villa-among-vines"));
        assert!(draft.validate(chrono::Utc::now()).is_ok());
    }

    #[test]
    fn a_draft_without_a_title_gets_a_neutral_path_and_still_saves() {
        let draft = draft_input(PropertyInput::default(), &reference("007"));
        assert_eq!(draft.path.as_deref(), Some(DRAFT_PATH));
        let untitled = PropertyInput {
            title: Some(DRAFT_TITLE.into()),
            path: Some("-cascina".into()),
            ..PropertyInput::default()
        };
        let draft = draft_input(untitled, &reference("008"));
        assert_eq!(draft.path.as_deref(), Some("-cascina"));
        assert_eq!(draft.pictures_path.as_deref(), Some(DRAFT_PATH));
        assert!(draft.validate(chrono::Utc::now()).is_ok());
    }
}
