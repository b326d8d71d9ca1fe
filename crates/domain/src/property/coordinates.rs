//! A map position, stored as the text 'lat;lng' and served as `coordinates_d`.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Latitude and longitude kept as the decimal text the consultant typed, so a save never
/// changes digits through float formatting. Both are proven to be decimal numbers in range.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Coordinates {
    lat: String,
    lng: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum CoordinatesError {
    #[error("Latitude is invalid")]
    Latitude,
    #[error("Longitude is invalid")]
    Longitude,
}

fn parse_axis(text: &str, limit: f64) -> Option<String> {
    let text = text.trim();
    // The settings rule: a coordinate must be written with a decimal point.
    if !text.contains('.') {
        return None;
    }
    let value: f64 = text.parse().ok()?;
    (value.is_finite() && value.abs() <= limit).then(|| text.to_owned())
}

impl Coordinates {
    pub fn new(lat: &str, lng: &str) -> Result<Self, CoordinatesError> {
        let lat = parse_axis(lat, 90.0).ok_or(CoordinatesError::Latitude)?;
        let lng = parse_axis(lng, 180.0).ok_or(CoordinatesError::Longitude)?;
        Ok(Self { lat, lng })
    }

    /// Parses the stored 'lat;lng' form. Empty text means no coordinates.
    pub fn parse_stored(text: &str) -> Result<Option<Self>, CoordinatesError> {
        let text = text.trim();
        if text.is_empty() {
            return Ok(None);
        }
        let (lat, lng) = text.split_once(';').ok_or(CoordinatesError::Longitude)?;
        Self::new(lat, lng).map(Some)
    }

    pub fn lat(&self) -> &str {
        &self.lat
    }

    pub fn lng(&self) -> &str {
        &self.lng
    }

    /// The derived `coordinates_d` value: `[lat, lng]`.
    pub fn as_pair(&self) -> [String; 2] {
        [self.lat.clone(), self.lng.clone()]
    }
}

impl fmt::Display for Coordinates {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{};{}", self.lat, self.lng)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_form_round_trips() {
        let c = Coordinates::parse_stored("44.70;8.03").unwrap().unwrap();
        assert_eq!(c.to_string(), "44.70;8.03");
        assert_eq!(c.as_pair(), ["44.70".to_owned(), "8.03".to_owned()]);
        assert_eq!(Coordinates::parse_stored(""), Ok(None));
    }

    #[test]
    fn each_axis_needs_a_decimal_point_and_a_sane_range() {
        assert_eq!(
            Coordinates::new("44", "8.0"),
            Err(CoordinatesError::Latitude)
        );
        assert_eq!(
            Coordinates::new("44.1", "8"),
            Err(CoordinatesError::Longitude)
        );
        assert_eq!(
            Coordinates::new("91.0", "8.0"),
            Err(CoordinatesError::Latitude)
        );
        assert_eq!(
            Coordinates::new("4.4.1", "8.0"),
            Err(CoordinatesError::Latitude)
        );
        assert!(Coordinates::new("-33.9", "151.2").is_ok());
    }
}
