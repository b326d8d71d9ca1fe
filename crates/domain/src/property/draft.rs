//! A hidden draft, saved the moment the consultant adds the first photo to a property she
//! has not saved yet: the photos need the property's folder (`{ref}{path}`), which exists
//! only once the property does. Whatever she has typed is kept; what the save would refuse
//! as missing is filled so that it passes, and the draft stays hidden until she saves it.

use super::validation::PropertyInput;
use super::{Property, Ref};
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

/// The path a save gives a draft that was saved before she typed a title (issue #26): while
/// its stored path is still the placeholder and it has never been shown, its address follows
/// what she gives it, the path she typed in the settings when it is another, else the title
/// (the same slug as a draft's); `None` keeps the stored path. Once it was visible or
/// unlisted, links to it may exist, and its address stays. Publishing needs a title that is
/// not the default text, so the address is settled at the latest on the save that first
/// shows it (unless the title has no letter or digit to make an address of).
pub fn address_from_title(stored: &Property, saved: &Property) -> Option<String> {
    if stored.shown || stored.path != DRAFT_PATH {
        return None;
    }
    let typed = &saved.path;
    if !typed.is_empty() && typed != DRAFT_PATH && typed.chars().all(fits_a_picture_key) {
        return Some(typed.clone());
    }
    if PROPERTY_DEFAULT_TEXTS[0].is_left_in(&saved.title) {
        return None;
    }
    Some(slug(&saved.title)).filter(|slug| !slug.is_empty())
}

/// Whether `c` may be part of the pictures' folder name (`pictures::is_valid_key_segment`
/// without the space, which a path never holds): a path she typed with other letters is
/// replaced by the title's slug.
fn fits_a_picture_key(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.')
}

/// `-villa-among-vines` from "Villa among vines": ASCII letters and digits, lowercased (an
/// accented letter as its plain one: "Cascina Sàn Giòrgio" gives `-cascina-san-giorgio`),
/// words joined by '-', which both the URL-suffix rule and the image keys accept.
fn slug(title: &str) -> String {
    let plain: String = title.chars().map(without_accent).collect();
    let words: Vec<String> = plain
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

/// The plain letter of a Latin letter with an accent (those of Italian, French and German
/// names); any other character as it is.
fn without_accent(c: char) -> char {
    match c {
        'à' | 'á' | 'â' | 'ä' | 'ã' | 'å' => 'a',
        'À' | 'Á' | 'Â' | 'Ä' | 'Ã' | 'Å' => 'A',
        'è' | 'é' | 'ê' | 'ë' => 'e',
        'È' | 'É' | 'Ê' | 'Ë' => 'E',
        'ì' | 'í' | 'î' | 'ï' => 'i',
        'Ì' | 'Í' | 'Î' | 'Ï' => 'I',
        'ò' | 'ó' | 'ô' | 'ö' | 'õ' => 'o',
        'Ò' | 'Ó' | 'Ô' | 'Ö' | 'Õ' => 'O',
        'ù' | 'ú' | 'û' | 'ü' => 'u',
        'Ù' | 'Ú' | 'Û' | 'Ü' => 'U',
        'ç' => 'c',
        'Ç' => 'C',
        'ñ' => 'n',
        'Ñ' => 'N',
        other => other,
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

    /// A stored property at `path`, shown before or not, and the same saved with `title` and
    /// the path the body carried.
    fn saving(path: &str, shown: bool, title: &str, body_path: &str) -> Option<String> {
        let stored = Property {
            shown,
            ..crate::property::fixtures::property_with_paths("123", path, path)
        };
        let saved = Property {
            title: title.into(),
            path: body_path.into(),
            ..stored.clone()
        };
        address_from_title(&stored, &saved)
    }

    #[test]
    fn a_draft_never_shown_takes_its_address_from_the_title_it_is_given() {
        let cases: [(&str, bool, &str, &str, Option<&str>); 9] = [
            // path, shown before, title, path in the body: the address saved
            (
                DRAFT_PATH,
                false,
                "Villa among vines",
                DRAFT_PATH,
                Some("-villa-among-vines"),
            ),
            (
                DRAFT_PATH,
                false,
                "Cascina Sàn Giòrgio",
                "",
                Some("-cascina-san-giorgio"),
            ),
            // She typed a path of her own in the settings: that one.
            (
                DRAFT_PATH,
                false,
                "Villa among vines",
                "-la-vigna",
                Some("-la-vigna"),
            ),
            // One no picture folder may be named by: the title's.
            (
                DRAFT_PATH,
                false,
                "Villa among vines",
                "-vigna-più",
                Some("-villa-among-vines"),
            ),
            // Still the default title, or one with nothing to make an address of: kept.
            (DRAFT_PATH, false, DRAFT_TITLE, DRAFT_PATH, None),
            (DRAFT_PATH, false, " your TITLE here ", DRAFT_PATH, None),
            (DRAFT_PATH, false, "★★★", DRAFT_PATH, None),
            // Shown once: links to it may exist.
            (DRAFT_PATH, true, "Villa among vines", DRAFT_PATH, None),
            // An address of its own already.
            ("-cascina", false, "Villa among vines", "-cascina", None),
        ];
        for (path, shown, title, body_path, expected) in cases {
            assert_eq!(
                saving(path, shown, title, body_path).as_deref(),
                expected,
                "{path} shown={shown} {title:?} {body_path:?}"
            );
        }
    }
}
