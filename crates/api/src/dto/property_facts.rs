use domain::property::{PropertyFacts, PropertyKind};
use poem_openapi::{Enum, Object};

/// What a property is. Land and commercial premises need no bedrooms or bathrooms.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename = "PropertyKind", rename_all = "lowercase")]
pub enum PropertyKindDto {
    Villa,
    Farmhouse,
    House,
    Apartment,
    Land,
    Commercial,
}

impl From<PropertyKind> for PropertyKindDto {
    fn from(kind: PropertyKind) -> Self {
        match kind {
            PropertyKind::Villa => Self::Villa,
            PropertyKind::Farmhouse => Self::Farmhouse,
            PropertyKind::House => Self::House,
            PropertyKind::Apartment => Self::Apartment,
            PropertyKind::Land => Self::Land,
            PropertyKind::Commercial => Self::Commercial,
        }
    }
}

impl From<PropertyKindDto> for PropertyKind {
    fn from(kind: PropertyKindDto) -> Self {
        match kind {
            PropertyKindDto::Villa => Self::Villa,
            PropertyKindDto::Farmhouse => Self::Farmhouse,
            PropertyKindDto::House => Self::House,
            PropertyKindDto::Apartment => Self::Apartment,
            PropertyKindDto::Land => Self::Land,
            PropertyKindDto::Commercial => Self::Commercial,
        }
    }
}

/// The structured facts of a listing, in the list and on the property page. Each is absent
/// when not stated.
#[derive(Debug, Clone, Default, Object)]
#[oai(rename = "PropertyFacts")]
pub struct PropertyFactsDto {
    #[oai(skip_serializing_if_is_none)]
    pub kind: Option<PropertyKindDto>,
    /// 0 to 50.
    #[oai(
        skip_serializing_if_is_none,
        validator(minimum(value = "0"), maximum(value = "50"))
    )]
    pub bedrooms: Option<u32>,
    /// 0 to 50.
    #[oai(
        skip_serializing_if_is_none,
        validator(minimum(value = "0"), maximum(value = "50"))
    )]
    pub bathrooms: Option<u32>,
    /// Square metres of floor space.
    #[oai(
        skip_serializing_if_is_none,
        validator(minimum(value = "1"), maximum(value = "100000"))
    )]
    pub internal_area_m2: Option<u32>,
    /// 'm²' with square feet, as the site shows it: '310 m² (3,340 sq ft)'.
    #[oai(skip_serializing_if_is_none)]
    pub internal_area_text: Option<String>,
    /// Square metres of land.
    #[oai(
        skip_serializing_if_is_none,
        validator(minimum(value = "1"), maximum(value = "100000000"))
    )]
    pub land_area_m2: Option<u32>,
    /// 'm²' with square feet and acres: '10,000 m² (107,600 sq ft / 2.47 acres)'.
    #[oai(skip_serializing_if_is_none)]
    pub land_area_text: Option<String>,
}

impl From<PropertyFacts> for PropertyFactsDto {
    fn from(facts: PropertyFacts) -> Self {
        Self {
            kind: facts.kind.map(Into::into),
            bedrooms: facts.bedrooms.map(|n| n.get()),
            bathrooms: facts.bathrooms.map(|n| n.get()),
            internal_area_m2: facts.internal_area.map(|a| a.get()),
            internal_area_text: facts.internal_area.map(|a| a.with_square_feet()),
            land_area_m2: facts.land_area.map(|a| a.get()),
            land_area_text: facts.land_area.map(|a| a.with_square_feet_and_acres()),
        }
    }
}

/// The order of the property list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename = "ListingSort", rename_all = "snake_case")]
pub enum ListingSortDto {
    /// Newest listing first (the default).
    Newest,
    /// Cheapest first; "please call" listings last.
    PriceAsc,
    /// Dearest first; "please call" listings last.
    PriceDesc,
}

impl ListingSortDto {
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Newest => "newest",
            Self::PriceAsc => "price_asc",
            Self::PriceDesc => "price_desc",
        }
    }
}
