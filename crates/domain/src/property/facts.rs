//! Structured listing facts: what kind of property it is, its rooms and its areas. Unlike the
//! free-text features these can be filtered, sorted, put in JSON-LD and sent to portals.
//! Not in the original spec: our addition.

use crate::area::{format_acres, format_square_feet, SquareMetres};
use crate::money::group_digits;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A home would need a hotel's licence beyond this many bedrooms or bathrooms.
pub const MAX_ROOMS: u32 = 50;
/// 100,000 m² of floor space: far above the largest castle for sale in Piedmont.
pub const MAX_INTERNAL_AREA_M2: u32 = 100_000;
/// 100,000,000 m² (10,000 hectares): more than any estate in the Langhe.
pub const MAX_LAND_AREA_M2: u32 = 100_000_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PropertyKind {
    Villa,
    Farmhouse,
    House,
    Apartment,
    Land,
    Commercial,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("Kind must be one of villa, farmhouse, house, apartment, land, commercial")]
pub struct PropertyKindError;

impl PropertyKind {
    pub const ALL: [PropertyKind; 6] = [
        Self::Villa,
        Self::Farmhouse,
        Self::House,
        Self::Apartment,
        Self::Land,
        Self::Commercial,
    ];

    /// Accepts the lowercase names above, whatever their case and surrounding blanks.
    pub fn parse(text: &str) -> Result<Self, PropertyKindError> {
        let wanted = text.trim().to_ascii_lowercase();
        Self::ALL
            .into_iter()
            .find(|kind| kind.as_str() == wanted)
            .ok_or(PropertyKindError)
    }

    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Villa => "villa",
            Self::Farmhouse => "farmhouse",
            Self::House => "house",
            Self::Apartment => "apartment",
            Self::Land => "land",
            Self::Commercial => "commercial",
        }
    }

    /// Land and commercial premises are not counted in bedrooms and bathrooms.
    pub fn has_rooms(&self) -> bool {
        !matches!(self, Self::Land | Self::Commercial)
    }
}

impl fmt::Display for PropertyKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A number of bedrooms or bathrooms, 0 to `MAX_ROOMS`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "i64", into = "u32")]
pub struct RoomCount(u32);

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("must be a whole number from 0 to {MAX_ROOMS}")]
pub struct RoomCountError;

impl RoomCount {
    pub fn parse(count: i64) -> Result<Self, RoomCountError> {
        u32::try_from(count)
            .ok()
            .filter(|&n| n <= MAX_ROOMS)
            .map(Self)
            .ok_or(RoomCountError)
    }

    pub fn get(&self) -> u32 {
        self.0
    }
}

impl TryFrom<i64> for RoomCount {
    type Error = RoomCountError;
    fn try_from(count: i64) -> Result<Self, Self::Error> {
        Self::parse(count)
    }
}

impl From<RoomCount> for u32 {
    fn from(count: RoomCount) -> Self {
        count.0
    }
}

/// A whole number of square metres above zero, at most the cap its field gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct AreaM2(u32);

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("must be a whole number of square metres from 1 to {}", group_digits(u64::from(*max)))]
pub struct AreaError {
    pub max: u32,
}

impl AreaM2 {
    pub fn parse(square_metres: i64, max: u32) -> Result<Self, AreaError> {
        u32::try_from(square_metres)
            .ok()
            .filter(|&n| (1..=max).contains(&n))
            .map(Self)
            .ok_or(AreaError { max })
    }

    pub fn get(&self) -> u32 {
        self.0
    }

    /// For the spec's conversions (sq ft rounded to tens, acres to two decimals).
    pub fn square_metres(&self) -> SquareMetres {
        SquareMetres::whole(u64::from(self.0))
    }

    /// A floor area as shown (spec §9 area rules): "310 m² (3,340 sq ft)".
    pub fn with_square_feet(&self) -> String {
        format!(
            "{} m² ({} sq ft)",
            group_digits(u64::from(self.0)),
            format_square_feet(self.square_metres())
        )
    }

    /// Land as shown (spec §2: land also in acres), as the features list writes it:
    /// "10,000 m² (107,600 sq ft / 2.47 acres)".
    pub fn with_square_feet_and_acres(&self) -> String {
        format!(
            "{} m² ({} sq ft / {} acres)",
            group_digits(u64::from(self.0)),
            format_square_feet(self.square_metres()),
            format_acres(self.square_metres())
        )
    }
}

/// The structured facts of a listing. Every one may be unknown: properties listed before the
/// facts existed have none, and the spec's save body does not carry them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct PropertyFacts {
    pub kind: Option<PropertyKind>,
    pub bedrooms: Option<RoomCount>,
    pub bathrooms: Option<RoomCount>,
    pub internal_area: Option<AreaM2>,
    pub land_area: Option<AreaM2>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FactsError {
    #[error(transparent)]
    Kind(#[from] PropertyKindError),
    #[error("Bedrooms missing")]
    BedroomsMissing,
    #[error("Bedrooms {0}")]
    Bedrooms(RoomCountError),
    #[error("Bathrooms missing")]
    BathroomsMissing,
    #[error("Bathrooms {0}")]
    Bathrooms(RoomCountError),
    #[error("Internal area {0}")]
    InternalArea(AreaError),
    #[error("Land area {0}")]
    LandArea(AreaError),
}

/// The facts as submitted: numbers not yet checked, the kind as text (empty: not stated).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct FactsInput<'a> {
    pub kind: Option<&'a str>,
    pub bedrooms: Option<i64>,
    pub bathrooms: Option<i64>,
    pub internal_area_m2: Option<i64>,
    pub land_area_m2: Option<i64>,
}

impl FactsInput<'_> {
    /// Checks in the order the editor shows the fields: kind, bedrooms, bathrooms, internal
    /// area, land area. A home's bedrooms and bathrooms are required once its kind is stated;
    /// land and commercial premises may leave them out.
    pub fn validate(&self) -> Result<PropertyFacts, FactsError> {
        let kind = match self.kind.map(str::trim).filter(|text| !text.is_empty()) {
            Some(text) => Some(PropertyKind::parse(text)?),
            None => None,
        };
        let rooms_required = kind.is_some_and(|kind| kind.has_rooms());
        let bedrooms = rooms(
            self.bedrooms,
            rooms_required,
            FactsError::BedroomsMissing,
            FactsError::Bedrooms,
        )?;
        let bathrooms = rooms(
            self.bathrooms,
            rooms_required,
            FactsError::BathroomsMissing,
            FactsError::Bathrooms,
        )?;
        let internal_area = self
            .internal_area_m2
            .map(|m2| AreaM2::parse(m2, MAX_INTERNAL_AREA_M2))
            .transpose()
            .map_err(FactsError::InternalArea)?;
        let land_area = self
            .land_area_m2
            .map(|m2| AreaM2::parse(m2, MAX_LAND_AREA_M2))
            .transpose()
            .map_err(FactsError::LandArea)?;
        Ok(PropertyFacts {
            kind,
            bedrooms,
            bathrooms,
            internal_area,
            land_area,
        })
    }
}

fn rooms(
    count: Option<i64>,
    required: bool,
    missing: FactsError,
    invalid: fn(RoomCountError) -> FactsError,
) -> Result<Option<RoomCount>, FactsError> {
    match count {
        Some(count) => RoomCount::parse(count).map(Some).map_err(invalid),
        None if required => Err(missing),
        None => Ok(None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_parse_case_insensitively_and_unknown_fails() {
        for kind in PropertyKind::ALL {
            assert_eq!(PropertyKind::parse(kind.as_str()), Ok(kind));
        }
        assert_eq!(
            PropertyKind::parse(" Farmhouse "),
            Ok(PropertyKind::Farmhouse)
        );
        assert_eq!(PropertyKind::parse("castle"), Err(PropertyKindError));
        assert_eq!(
            PropertyKindError.to_string(),
            "Kind must be one of villa, farmhouse, house, apartment, land, commercial"
        );
    }

    #[test]
    fn room_counts_run_from_0_to_50() {
        assert_eq!(RoomCount::parse(0).unwrap().get(), 0);
        assert_eq!(RoomCount::parse(50).unwrap().get(), 50);
        assert_eq!(RoomCount::parse(51), Err(RoomCountError));
        assert_eq!(RoomCount::parse(-1), Err(RoomCountError));
        assert_eq!(RoomCount::parse(i64::MAX), Err(RoomCountError));
    }

    #[test]
    fn areas_are_positive_and_capped() {
        assert_eq!(AreaM2::parse(1, 10).unwrap().get(), 1);
        assert_eq!(AreaM2::parse(10, 10).unwrap().get(), 10);
        assert_eq!(AreaM2::parse(0, 10), Err(AreaError { max: 10 }));
        assert_eq!(AreaM2::parse(11, 10), Err(AreaError { max: 10 }));
        assert_eq!(AreaM2::parse(-5, 10), Err(AreaError { max: 10 }));
    }

    fn villa() -> FactsInput<'static> {
        FactsInput {
            kind: Some("villa"),
            bedrooms: Some(5),
            bathrooms: Some(4),
            internal_area_m2: Some(420),
            land_area_m2: Some(6_500),
        }
    }

    #[test]
    fn messages_name_the_field_and_the_rule() {
        let cases: &[(FactsInput, &str)] = &[
            (
                FactsInput {
                    kind: Some("castle"),
                    ..villa()
                },
                "Kind must be one of villa, farmhouse, house, apartment, land, commercial",
            ),
            (
                FactsInput {
                    bedrooms: None,
                    ..villa()
                },
                "Bedrooms missing",
            ),
            (
                FactsInput {
                    bedrooms: Some(51),
                    ..villa()
                },
                "Bedrooms must be a whole number from 0 to 50",
            ),
            (
                FactsInput {
                    bathrooms: None,
                    ..villa()
                },
                "Bathrooms missing",
            ),
            (
                FactsInput {
                    bathrooms: Some(-1),
                    ..villa()
                },
                "Bathrooms must be a whole number from 0 to 50",
            ),
            (
                FactsInput {
                    internal_area_m2: Some(0),
                    ..villa()
                },
                "Internal area must be a whole number of square metres from 1 to 100,000",
            ),
            (
                FactsInput {
                    land_area_m2: Some(100_000_001),
                    ..villa()
                },
                "Land area must be a whole number of square metres from 1 to 100,000,000",
            ),
        ];
        for (input, expected) in cases {
            assert_eq!(input.validate().unwrap_err().to_string(), *expected);
        }
    }

    #[test]
    fn land_and_commercial_may_leave_rooms_out_and_so_may_an_unstated_kind() {
        for kind in [Some("land"), Some("commercial"), None, Some(" ")] {
            let facts = FactsInput {
                kind,
                bedrooms: None,
                bathrooms: None,
                internal_area_m2: None,
                land_area_m2: Some(20_000),
            }
            .validate()
            .unwrap();
            assert_eq!(facts.bedrooms, None);
            assert_eq!(facts.land_area.map(|a| a.get()), Some(20_000));
        }
        let shop = FactsInput {
            kind: Some("commercial"),
            bedrooms: Some(0),
            bathrooms: Some(2),
            ..FactsInput::default()
        }
        .validate()
        .unwrap();
        assert_eq!(shop.bathrooms.map(|b| b.get()), Some(2));
    }

    #[test]
    fn areas_show_the_spec_conversions() {
        let floor = AreaM2::parse(310, MAX_INTERNAL_AREA_M2).unwrap();
        assert_eq!(floor.with_square_feet(), "310 m² (3,340 sq ft)");
        let land = AreaM2::parse(10_000, MAX_LAND_AREA_M2).unwrap();
        assert_eq!(
            land.with_square_feet_and_acres(),
            "10,000 m² (107,600 sq ft / 2.47 acres)"
        );
    }

    #[test]
    fn a_valid_villa_keeps_every_fact() {
        let facts = villa().validate().unwrap();
        assert_eq!(facts.kind, Some(PropertyKind::Villa));
        assert_eq!(facts.bedrooms.map(|b| b.get()), Some(5));
        assert_eq!(facts.bathrooms.map(|b| b.get()), Some(4));
        assert_eq!(facts.internal_area.map(|a| a.get()), Some(420));
        assert_eq!(facts.land_area.map(|a| a.get()), Some(6_500));
    }
}
