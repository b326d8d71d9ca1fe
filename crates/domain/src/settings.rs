//! The property settings dialog (spec §5 "Settings dialog"): URL suffixes, map position and town.

use crate::property::{Coordinates, CoordinatesError, Visibility, VisibilityError};
use crate::town::TownId;

/// Characters the settings dialog strips from `path` and `pictures_path` (spec §5), because
/// both end up inside URLs and image keys.
pub const URL_SUFFIX_STRIPPED: [char; 19] = [
    ' ', ':', '/', '?', '#', '[', ']', '@', '%', '=', '<', '>', '{', '}', '|', '^', '~', '`', '\'',
];
/// Every URL suffix starts with this, so `{ref}{path}` reads "123-villa-barolo".
pub const URL_SUFFIX_PREFIX: char = '-';

/// Cleans a `path` or `pictures_path` as the settings dialog does: strips the characters of
/// [`URL_SUFFIX_STRIPPED`] (and, beyond the spec, any other whitespace or control character,
/// which no URL can carry), then puts a '-' in front of a non-empty result unless one is there.
pub fn clean_url_suffix(text: &str) -> String {
    let kept: String = text
        .chars()
        .filter(|c| !URL_SUFFIX_STRIPPED.contains(c) && !c.is_whitespace() && !c.is_control())
        .collect();
    if kept.is_empty() || kept.starts_with(URL_SUFFIX_PREFIX) {
        kept
    } else {
        format!("{URL_SUFFIX_PREFIX}{kept}")
    }
}

/// Coordinates from the dialog's latitude and longitude inputs. Each filled input must be a
/// decimal number with a decimal point ('Latitude is invalid' / 'Longitude is invalid', latitude
/// first); when either input is empty the property's coordinates are cleared (`None`).
pub fn coordinates_from_inputs(
    latitude: &str,
    longitude: &str,
) -> Result<Option<Coordinates>, CoordinatesError> {
    // Coordinates::new checks both axes; pairing a lone input with a valid partner checks it
    // alone with exactly the same rules and messages.
    const VALID_PARTNER: &str = "0.0";
    let (latitude, longitude) = (latitude.trim(), longitude.trim());
    match (latitude.is_empty(), longitude.is_empty()) {
        (false, false) => Coordinates::new(latitude, longitude).map(Some),
        (false, true) => Coordinates::new(latitude, VALID_PARTNER).map(|_| None),
        (true, false) => Coordinates::new(VALID_PARTNER, longitude).map(|_| None),
        (true, true) => Ok(None),
    }
}

/// The town select's value, which the dialog sends as text.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("Town id must be a whole number or null")]
pub struct TownIdError;

/// "null" (the select's blank first entry) or "" → no town; digits → that town.
pub fn parse_town_id(text: &str) -> Result<Option<TownId>, TownIdError> {
    let text = text.trim();
    if text.is_empty() || text.eq_ignore_ascii_case("null") {
        return Ok(None);
    }
    if !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(TownIdError);
    }
    text.parse()
        .map(|id| Some(TownId(id)))
        .map_err(|_| TownIdError)
}

/// The settings dialog's inputs, as typed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SettingsForm {
    pub visibility: String,
    pub latitude: String,
    pub longitude: String,
    pub town_id: String,
    pub path: String,
    pub pictures_path: String,
    pub meta_title: String,
    pub meta_description: String,
}

/// The dialog's values once checked and cleaned, ready to copy onto the property.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PropertySettings {
    pub visibility: Visibility,
    pub coordinates: Option<Coordinates>,
    pub town_id: Option<TownId>,
    pub path: String,
    pub pictures_path: String,
    pub meta_title: String,
    pub meta_description: String,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SettingsError {
    #[error(transparent)]
    Coordinates(#[from] CoordinatesError),
    #[error(transparent)]
    TownId(#[from] TownIdError),
    #[error(transparent)]
    Visibility(#[from] VisibilityError),
}

impl SettingsForm {
    /// Checks latitude, then longitude, then the town, then the visibility.
    pub fn validate(self) -> Result<PropertySettings, SettingsError> {
        let coordinates = coordinates_from_inputs(&self.latitude, &self.longitude)?;
        let town_id = parse_town_id(&self.town_id)?;
        let visibility = Visibility::parse(&self.visibility)?;
        Ok(PropertySettings {
            visibility,
            coordinates,
            town_id,
            path: clean_url_suffix(&self.path),
            pictures_path: clean_url_suffix(&self.pictures_path),
            meta_title: self.meta_title.trim().to_owned(),
            meta_description: self.meta_description.trim().to_owned(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn url_suffix_table() {
        let cases: &[(&str, &str)] = &[
            ("villa-barolo", "-villa-barolo"),
            ("-villa-barolo", "-villa-barolo"),
            ("villa barolo", "-villabarolo"),
            ("Villa Barolo's view", "-VillaBarolosview"),
            (
                "a:b/c?d#e[f]g@h%i=j<k>l{m}n|o^p~q`r's",
                "-abcdefghijklmnopqrs",
            ),
            ("/-villa", "-villa"),
            ("--villa", "--villa"),
            ("", ""),
            ("   ", ""),
            ("/:?#", ""),
            ("casa\tlanghe\n", "-casalanghe"),
            ("castello-di-neive_2", "-castello-di-neive_2"),
            ("città", "-città"),
            ("a.b,c;d!e&f", "-a.b,c;d!e&f"),
        ];
        for &(input, expected) in cases {
            assert_eq!(clean_url_suffix(input), expected, "input {input:?}");
        }
    }

    #[test]
    fn coordinates_table() {
        use CoordinatesError::{Latitude, Longitude};
        type Expected = Result<Option<&'static str>, CoordinatesError>;
        let cases: &[(&str, &str, Expected)] = &[
            ("44.70", "8.03", Ok(Some("44.70;8.03"))),
            (" 44.70 ", " 8.03 ", Ok(Some("44.70;8.03"))),
            ("-33.9", "151.2", Ok(Some("-33.9;151.2"))),
            ("", "", Ok(None)),
            ("44.70", "", Ok(None)),
            ("", "8.03", Ok(None)),
            ("44", "8.03", Err(Latitude)),
            ("44", "", Err(Latitude)),
            ("44", "8", Err(Latitude)),
            ("44.70", "8", Err(Longitude)),
            ("", "8", Err(Longitude)),
            ("north.", "8.03", Err(Latitude)),
            ("95.0", "8.03", Err(Latitude)),
            ("44.70", "181.5", Err(Longitude)),
        ];
        for &(latitude, longitude, expected) in cases {
            let got =
                coordinates_from_inputs(latitude, longitude).map(|c| c.map(|c| c.to_string()));
            assert_eq!(
                got,
                expected.map(|c| c.map(str::to_owned)),
                "{latitude:?} {longitude:?}"
            );
        }
        assert_eq!(Latitude.to_string(), "Latitude is invalid");
        assert_eq!(Longitude.to_string(), "Longitude is invalid");
    }

    #[test]
    fn town_id_table() {
        let cases: &[(&str, Result<Option<i64>, TownIdError>)] = &[
            ("null", Ok(None)),
            ("NULL", Ok(None)),
            ("", Ok(None)),
            ("7", Ok(Some(7))),
            (" 12 ", Ok(Some(12))),
            ("-1", Err(TownIdError)),
            ("1.5", Err(TownIdError)),
            ("barolo", Err(TownIdError)),
            ("99999999999999999999", Err(TownIdError)),
        ];
        for (input, expected) in cases {
            let got = parse_town_id(input).map(|id| id.map(|id| id.0));
            assert_eq!(&got, expected, "input {input:?}");
        }
    }

    #[test]
    fn settings_form_checks_in_order_and_cleans() {
        let form = SettingsForm {
            visibility: "visible".into(),
            latitude: "44.61".into(),
            longitude: "7.94".into(),
            town_id: "3".into(),
            path: "villa barolo".into(),
            pictures_path: "-villa".into(),
            meta_title: " Villa in Barolo ".into(),
            meta_description: "A villa".into(),
        };
        let settings = form.clone().validate().unwrap();
        assert_eq!(settings.visibility, Visibility::Visible);
        assert_eq!(settings.coordinates.unwrap().to_string(), "44.61;7.94");
        assert_eq!(settings.town_id, Some(TownId(3)));
        assert_eq!(settings.path, "-villabarolo");
        assert_eq!(settings.pictures_path, "-villa");
        assert_eq!(settings.meta_title, "Villa in Barolo");

        let everything_wrong = SettingsForm {
            visibility: "public".into(),
            latitude: "44".into(),
            longitude: "7".into(),
            town_id: "x".into(),
            ..form
        };
        let mut steps = Vec::new();
        let mut current = everything_wrong;
        loop {
            match current.clone().validate() {
                Ok(_) => break,
                Err(error) => {
                    steps.push(error.to_string());
                    match error {
                        SettingsError::Coordinates(CoordinatesError::Latitude) => {
                            current.latitude = "44.5".into()
                        }
                        SettingsError::Coordinates(CoordinatesError::Longitude) => {
                            current.longitude = "7.5".into()
                        }
                        SettingsError::TownId(_) => current.town_id = "null".into(),
                        SettingsError::Visibility(_) => current.visibility = String::new(),
                    }
                }
            }
        }
        assert_eq!(
            steps,
            [
                "Latitude is invalid",
                "Longitude is invalid",
                "Town id must be a whole number or null",
                "Visibility must be hidden, unlisted or visible",
            ]
        );
    }

    proptest! {
        #[test]
        fn cleaned_suffixes_are_stable_and_url_safe(text in any::<String>()) {
            let cleaned = clean_url_suffix(&text);
            prop_assert_eq!(clean_url_suffix(&cleaned), cleaned.clone());
            prop_assert!(cleaned.is_empty() || cleaned.starts_with('-'));
            prop_assert!(!cleaned.chars().any(|c| URL_SUFFIX_STRIPPED.contains(&c) || c.is_whitespace()));
        }
    }
}
