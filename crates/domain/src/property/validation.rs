//! Checking the body of POST/PUT /properties (spec §5 "Property save", §7).
//!
//! The spec's nine checks come first, in the spec's order, with its messages; our own checks
//! (lengths, price, visibility, map position, distances, counter blocks, energy certificate)
//! follow, so a client written against the spec sees the spec's message first.

use super::translation::TranslationsInput;
use super::{
    publication_blocked_by, Coordinates, CoordinatesError, CounterBlock, Distance,
    EnergyCertificate, EnergyClass, EnergyClassError, EnvelopeQuality, EnvelopeQualityError,
    FactsError, FactsInput, ListingStatus, PicturesVersion, PlaceholderLeft, Price, Property,
    PurchaseFacts, Ref, RefError, Visibility, VisibilityError,
};
use crate::settings::{clean_url_suffix, TownIdError};
use crate::town::TownId;
use buying_costs::{
    CadastralCategory, CadastralCategoryError, CadastralIncome, CadastralIncomeError, ChoiceError,
    SellerKind,
};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

/// Titles, location, price description: one line of text.
pub const MAX_LINE_CHARS: usize = 200;
pub const MAX_META_DESCRIPTION_CHARS: usize = 500;
/// `path` and `pictures_path` end up in URLs and image keys.
pub const MAX_URL_SUFFIX_CHARS: usize = 100;
/// ... and in the picture store's folder and file names, which a file system keeps to 255
/// bytes: `{ref}{path}` and `background{pictures_path}.webp` must fit, whatever the letters
/// (100 characters of a script outside Latin-1 take up to 400 bytes; the admin fuzzing's
/// `-€€€…` path made every upload of that home a 500).
pub const MAX_URL_SUFFIX_BYTES: usize = 200;
/// The HTML description.
pub const MAX_DESCRIPTION_CHARS: usize = 100_000;
/// `features` and `description_list`, ';'-separated.
pub const MAX_LIST_TEXT_CHARS: usize = 10_000;
/// Far above any home in Piedmont; keeps the amount clear of float and integer limits.
pub const MAX_PRICE_EUROS: u64 = 1_000_000_000;
pub const MAX_DISTANCES: usize = 20;
/// A day's travel; anything longer is not a distance from a landmark.
pub const MAX_DISTANCE_MINUTES: i64 = 1_440;
pub const MAX_DISTANCE_LABEL_CHARS: usize = 100;
/// A place key names the picture `places/{place}.jpg`.
pub const MAX_PLACE_KEY_CHARS: usize = 60;
pub const MAX_COUNTER_BLOCKS: usize = 12;
pub const MAX_COUNTER_VALUE_CHARS: usize = 20;
pub const MAX_COUNTER_LABEL_CHARS: usize = 60;
/// kWh/m² a year; the worst Italian class G buildings are far below this.
pub const MAX_ENERGY_INDEX: f64 = 10_000.0;

/// One entry of `distances` as submitted.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct DistanceInput {
    /// Minutes.
    pub distance: i64,
    pub descrip: String,
    pub place: String,
    /// The label in Italian; absent or empty: not written.
    pub descrip_it: Option<String>,
}

/// The body of POST/PUT /properties as received: every field may be missing.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct PropertyInput {
    #[serde(rename = "ref")]
    pub reference: Option<String>,
    /// 'lat;lng', or empty for no position.
    pub coordinates: Option<String>,
    pub description: Option<String>,
    pub description_list: Option<String>,
    pub distances: Option<Vec<DistanceInput>>,
    pub features: Option<String>,
    pub listing_title: Option<String>,
    pub location: Option<String>,
    pub meta_title: Option<String>,
    pub meta_description: Option<String>,
    pub path: Option<String>,
    pub pictures_path: Option<String>,
    /// Whole euros; missing means 0 ("please call").
    pub price: Option<f64>,
    pub sold: Option<bool>,
    /// An offer is being negotiated; ignored (false) when `sold`.
    pub under_offer: Option<bool>,
    /// The owner agreed that visitors see a price reduction and its date.
    pub show_price_reduction: Option<bool>,
    pub title: Option<String>,
    pub title2: Option<String>,
    /// hidden, unlisted or visible; missing or empty means hidden.
    pub visibility: Option<String>,
    pub town_id: Option<i64>,
    pub price_description: Option<String>,
    pub counter_blocks: Option<Vec<CounterBlock>>,
    pub energy_class: Option<String>,
    /// EPgl,nren in kWh/m² a year.
    pub energy_performance_nren: Option<f64>,
    /// EPgl,ren in kWh/m² a year.
    pub energy_performance_ren: Option<f64>,
    /// villa, farmhouse, house, apartment, land or commercial; missing or empty: not stated.
    pub kind: Option<String>,
    /// 0 to 50; required once a home's kind is stated (not for land or commercial).
    pub bedrooms: Option<i64>,
    pub bathrooms: Option<i64>,
    pub internal_area_m2: Option<i64>,
    pub land_area_m2: Option<i64>,
    /// The APE's envelope quality in winter: high, medium or low; missing or empty: not stated.
    pub envelope_quality_winter: Option<String>,
    /// The same in summer.
    pub envelope_quality_summer: Option<String>,
    /// private or company (a builder or VAT-registered seller); missing or empty: not stated.
    pub seller_kind: Option<String>,
    /// The land registry's category, e.g. "A/2"; missing or empty: not stated.
    pub cadastral_category: Option<String>,
    /// The cadastral income (*rendita*) in euro cents; missing: not stated.
    pub cadastral_income_cents: Option<i64>,
    /// The texts in other languages than English (`TranslationsInput`).
    pub translations: Option<TranslationsInput>,
}

#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum PropertyValidationError {
    #[error("Reference number missing")]
    ReferenceMissing,
    #[error("Reference number not valid")]
    ReferenceNotValid,
    #[error("Listing title missing")]
    ListingTitleMissing,
    #[error("Location missing")]
    LocationMissing,
    #[error("Meta title missing")]
    MetaTitleMissing,
    #[error("Path missing")]
    PathMissing,
    #[error("Pictures path missing")]
    PicturesPathMissing,
    #[error("Title missing")]
    TitleMissing,
    #[error("Second title missing")]
    SecondTitleMissing,
    #[error("{field} must be at most {max} characters")]
    TooLong { field: &'static str, max: usize },
    #[error("{field} must be at most {max} bytes: each letter outside A-Z takes two to four")]
    TooLongForFileNames { field: &'static str, max: usize },
    #[error("Price must be 0 or more")]
    PriceNegative,
    #[error("Price must be a whole number of euros")]
    PriceNotWhole,
    #[error(
        "Price must be at most {} euros",
        crate::money::group_digits(MAX_PRICE_EUROS)
    )]
    PriceTooHigh,
    #[error(transparent)]
    Visibility(#[from] VisibilityError),
    #[error(
        "Coordinates must read 'lat;lng' with a decimal point in each, e.g. '44.70;8.03' ({0})"
    )]
    Coordinates(#[from] CoordinatesError),
    #[error(transparent)]
    TownId(#[from] TownIdError),
    #[error("At most {MAX_DISTANCES} distances are allowed")]
    TooManyDistances,
    #[error("Distance must be between 0 and {MAX_DISTANCE_MINUTES} minutes")]
    DistanceOutOfRange,
    #[error("Distance description missing")]
    DistanceDescriptionMissing,
    #[error(
        "Distance place must be lowercase letters, digits and '-' (at most {MAX_PLACE_KEY_CHARS})"
    )]
    DistancePlaceNotValid,
    #[error("At most {MAX_COUNTER_BLOCKS} counter blocks are allowed")]
    TooManyCounterBlocks,
    #[error("Counter block value missing")]
    CounterBlockValueMissing,
    #[error("Counter block label missing")]
    CounterBlockLabelMissing,
    #[error(transparent)]
    EnergyClass(#[from] EnergyClassError),
    #[error("{index} must be a number from 0 to {MAX_ENERGY_INDEX} kWh/m² a year")]
    EnergyIndexOutOfRange { index: &'static str },
    #[error(transparent)]
    EnvelopeQuality(#[from] EnvelopeQualityError),
    #[error(transparent)]
    Facts(#[from] FactsError),
    #[error(transparent)]
    SellerKind(#[from] ChoiceError),
    #[error(transparent)]
    CadastralCategory(#[from] CadastralCategoryError),
    #[error(transparent)]
    CadastralIncome(#[from] CadastralIncomeError),
    /// Checked last: a listing made visible or unlisted still holds an editor's default.
    #[error("{}", placeholder_message(.0))]
    PlaceholderLeft(PlaceholderLeft),
}

/// Names the field and says what to do, for a refusal she reads in a toast.
fn placeholder_message(left: &PlaceholderLeft) -> String {
    match left {
        PlaceholderLeft::Text(default) => format!(
            "{} still holds the default text '{}': replace it before making the listing visible or unlisted",
            default.label, default.text
        ),
        PlaceholderLeft::Distances => "Distances are still the default travel times: \
            set this property's own before making the listing visible or unlisted"
            .to_owned(),
    }
}

use PropertyValidationError as Error;

/// The trimmed text, or `missing` when absent or blank.
fn required(value: Option<String>, missing: Error) -> Result<String, Error> {
    optional(value)
        .filter(|text| !text.is_empty())
        .ok_or(missing)
}

fn optional(value: Option<String>) -> Option<String> {
    value.map(|text| crate::text::clean(&text))
}

fn at_most(count: usize, field: &'static str, max: usize) -> Result<(), Error> {
    if count > max {
        return Err(Error::TooLong { field, max });
    }
    Ok(())
}

fn parse_reference(value: Option<String>) -> Result<Ref, Error> {
    let text = required(value, Error::ReferenceMissing)?;
    Ref::parse(&text).map_err(|error| match error {
        RefError::Missing => Error::ReferenceMissing,
        RefError::NotValid => Error::ReferenceNotValid,
    })
}

fn parse_price(value: Option<f64>) -> Result<Price, Error> {
    let amount = value.unwrap_or(0.0);
    if amount < 0.0 {
        return Err(Error::PriceNegative);
    }
    if !amount.is_finite() || amount.fract() != 0.0 {
        return Err(Error::PriceNotWhole);
    }
    if amount > MAX_PRICE_EUROS as f64 {
        return Err(Error::PriceTooHigh);
    }
    Ok(Price::euros(amount as u64))
}

fn parse_town_id(value: Option<i64>) -> Result<Option<TownId>, Error> {
    match value {
        Some(id) if id < 0 => Err(TownIdError.into()),
        other => Ok(other.map(TownId)),
    }
}

/// A distance's place key: lowercase ASCII letters, digits and '-', as its picture's file name.
pub fn is_place_key(text: &str) -> bool {
    !text.is_empty()
        && text.len() <= MAX_PLACE_KEY_CHARS
        && text
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

fn parse_distances(value: Option<Vec<DistanceInput>>) -> Result<Vec<Distance>, Error> {
    let entries = value.unwrap_or_default();
    if entries.len() > MAX_DISTANCES {
        return Err(Error::TooManyDistances);
    }
    entries
        .into_iter()
        .map(|entry| {
            let minutes = u32::try_from(entry.distance)
                .ok()
                .filter(|&minutes| i64::from(minutes) <= MAX_DISTANCE_MINUTES)
                .ok_or(Error::DistanceOutOfRange)?;
            let descrip = required(Some(entry.descrip), Error::DistanceDescriptionMissing)?;
            at_most(
                descrip.chars().count(),
                "Distance description",
                MAX_DISTANCE_LABEL_CHARS,
            )?;
            let place = entry.place.trim();
            if !is_place_key(place) {
                return Err(Error::DistancePlaceNotValid);
            }
            let descrip_it = optional_label(
                entry.descrip_it,
                "Italian distance description",
                MAX_DISTANCE_LABEL_CHARS,
            )?;
            Ok(Distance::new(minutes, descrip, place).in_italian(descrip_it))
        })
        .collect()
}

fn parse_counter_blocks(value: Option<Vec<CounterBlock>>) -> Result<Vec<CounterBlock>, Error> {
    let blocks = value.unwrap_or_default();
    if blocks.len() > MAX_COUNTER_BLOCKS {
        return Err(Error::TooManyCounterBlocks);
    }
    blocks
        .into_iter()
        .map(|block| {
            let value = required(Some(block.value), Error::CounterBlockValueMissing)?;
            let label = required(Some(block.label), Error::CounterBlockLabelMissing)?;
            at_most(
                value.chars().count(),
                "Counter block value",
                MAX_COUNTER_VALUE_CHARS,
            )?;
            at_most(
                label.chars().count(),
                "Counter block label",
                MAX_COUNTER_LABEL_CHARS,
            )?;
            let label_it = optional_label(
                Some(block.label_it),
                "Italian counter block label",
                MAX_COUNTER_LABEL_CHARS,
            )?;
            Ok(CounterBlock::new(value, label).in_italian(label_it))
        })
        .collect()
}

/// An optional label of a list entry, trimmed and within `max` characters.
fn optional_label(value: Option<String>, field: &'static str, max: usize) -> Result<String, Error> {
    let label = value.map(|text| text.trim().to_owned()).unwrap_or_default();
    at_most(label.chars().count(), field, max)?;
    Ok(label)
}

fn parse_energy_index(value: Option<f64>, index: &'static str) -> Result<Option<f64>, Error> {
    match value {
        Some(number) if !(0.0..=MAX_ENERGY_INDEX).contains(&number) => {
            Err(Error::EnergyIndexOutOfRange { index })
        }
        other => Ok(other),
    }
}

/// The trimmed text parsed by `parse`, or `None` when absent or blank.
fn parse_stated<T, E>(
    value: Option<String>,
    parse: impl FnOnce(&str) -> Result<T, E>,
) -> Result<Option<T>, E> {
    optional(value)
        .filter(|text| !text.is_empty())
        .map(|text| parse(&text))
        .transpose()
}

impl PropertyInput {
    /// Checks the body in the spec's order, then ours, and builds the property; last, a
    /// listing made visible or unlisted may hold no editor's default text.
    /// `path` and `pictures_path` are cleaned with the settings dialog's rule first, so a value
    /// made only of stripped characters counts as missing.
    pub fn validate(
        self,
        created_date: DateTime<Utc>,
    ) -> Result<Property, PropertyValidationError> {
        let property = self.validate_fields(created_date)?;
        match publication_blocked_by(&property) {
            Some(left) => Err(Error::PlaceholderLeft(left)),
            None => Ok(property),
        }
    }

    fn validate_fields(
        self,
        created_date: DateTime<Utc>,
    ) -> Result<Property, PropertyValidationError> {
        let sent = crate::sent_length::sent_chars;
        let sent_lengths = [
            (sent(&self.title), "Title", MAX_LINE_CHARS),
            (sent(&self.title2), "Second title", MAX_LINE_CHARS),
            (sent(&self.listing_title), "Listing title", MAX_LINE_CHARS),
            (sent(&self.location), "Location", MAX_LINE_CHARS),
            (sent(&self.meta_title), "Meta title", MAX_LINE_CHARS),
            (
                sent(&self.meta_description),
                "Meta description",
                MAX_META_DESCRIPTION_CHARS,
            ),
        ];
        let sent_texts = [
            (
                sent(&self.description),
                "Description",
                MAX_DESCRIPTION_CHARS,
            ),
            (
                sent(&self.description_list),
                "Description list",
                MAX_LIST_TEXT_CHARS,
            ),
            (sent(&self.features), "Features", MAX_LIST_TEXT_CHARS),
            (
                sent(&self.price_description),
                "Price description",
                MAX_LINE_CHARS,
            ),
        ];
        let reference = parse_reference(self.reference)?;
        let listing_title = required(self.listing_title, Error::ListingTitleMissing)?;
        let location = required(self.location, Error::LocationMissing)?;
        let meta_title = required(self.meta_title, Error::MetaTitleMissing)?;
        let path = required(self.path.map(|p| clean_url_suffix(&p)), Error::PathMissing)?;
        let pictures_path = required(
            self.pictures_path.map(|p| clean_url_suffix(&p)),
            Error::PicturesPathMissing,
        )?;
        let title = required(self.title, Error::TitleMissing)?;
        let title2 = required(self.title2, Error::SecondTitleMissing)?;

        let meta_description = optional(self.meta_description).unwrap_or_default();
        let description = optional(self.description).unwrap_or_default();
        let description_list = optional(self.description_list).unwrap_or_default();
        let features = optional(self.features).unwrap_or_default();
        let price_description = optional(self.price_description).unwrap_or_default();
        let cleaned_lengths = [
            (path.chars().count(), "Path", MAX_URL_SUFFIX_CHARS),
            (
                pictures_path.chars().count(),
                "Pictures path",
                MAX_URL_SUFFIX_CHARS,
            ),
        ];
        for (count, field, max) in sent_lengths
            .into_iter()
            .chain(cleaned_lengths)
            .chain(sent_texts)
        {
            at_most(count, field, max)?;
        }
        for (suffix, field) in [(&path, "Path"), (&pictures_path, "Pictures path")] {
            if suffix.len() > MAX_URL_SUFFIX_BYTES {
                return Err(Error::TooLongForFileNames {
                    field,
                    max: MAX_URL_SUFFIX_BYTES,
                });
            }
        }

        let price = parse_price(self.price)?;
        let visibility = Visibility::parse(self.visibility.as_deref().unwrap_or_default())?;
        let sold = self.sold.unwrap_or(false);
        let coordinates =
            Coordinates::parse_stored(self.coordinates.as_deref().unwrap_or_default())?;
        let town_id = parse_town_id(self.town_id)?;
        let distances = parse_distances(self.distances)?;
        let counter_blocks = parse_counter_blocks(self.counter_blocks)?;
        let energy = EnergyCertificate {
            class: parse_stated(self.energy_class, EnergyClass::parse)?,
            non_renewable_index: parse_energy_index(self.energy_performance_nren, "EPgl,nren")?,
            renewable_index: parse_energy_index(self.energy_performance_ren, "EPgl,ren")?,
            envelope_winter: parse_stated(self.envelope_quality_winter, EnvelopeQuality::parse)?,
            envelope_summer: parse_stated(self.envelope_quality_summer, EnvelopeQuality::parse)?,
        };
        let facts = FactsInput {
            kind: self.kind.as_deref(),
            bedrooms: self.bedrooms,
            bathrooms: self.bathrooms,
            internal_area_m2: self.internal_area_m2,
            land_area_m2: self.land_area_m2,
        }
        .validate()?;
        let purchase = PurchaseFacts {
            seller: parse_stated(self.seller_kind, SellerKind::parse)?,
            cadastral_category: parse_stated(self.cadastral_category, CadastralCategory::parse)?,
            cadastral_income: self
                .cadastral_income_cents
                .map(CadastralIncome::from_cents)
                .transpose()?,
        };
        let italian = self
            .translations
            .and_then(|translations| translations.it)
            .map(|texts| texts.validate())
            .transpose()?
            .unwrap_or_default();

        Ok(Property {
            reference,
            title,
            title2,
            listing_title,
            meta_title,
            meta_description,
            path,
            pictures_path,
            location,
            price,
            price_description,
            sold,
            visibility,
            created_date,
            pictures_version: PicturesVersion::first(created_date),
            description,
            description_list,
            features,
            coordinates,
            distances,
            town_id,
            counter_blocks,
            has_background: false,
            has_listing: false,
            shown: visibility != Visibility::Hidden,
            cover_photo: None,
            energy,
            facts,
            purchase,
            italian,
            // Drawn by the repository when an unlisted listing is stored without one.
            share_key: None,
            // The dates are the save's to set (`ListingStatus::after_save`).
            status: ListingStatus {
                under_offer: self.under_offer.unwrap_or(false) && !sold,
                show_price_reduction: self.show_price_reduction.unwrap_or(false),
                ..ListingStatus::default()
            },
        })
    }
}

impl From<&Property> for PropertyInput {
    /// The body that saves `property` unchanged: what an editor starts from.
    fn from(property: &Property) -> Self {
        let text = |value: &str| Some(value.to_owned());
        Self {
            reference: text(property.reference.as_str()),
            coordinates: property.coordinates.as_ref().map(ToString::to_string),
            description: text(&property.description),
            description_list: text(&property.description_list),
            distances: Some(
                property
                    .distances
                    .iter()
                    .map(|d| DistanceInput {
                        distance: i64::from(d.distance),
                        descrip: d.descrip.clone(),
                        place: d.place.clone(),
                        descrip_it: Some(d.descrip_it.clone()),
                    })
                    .collect(),
            ),
            features: text(&property.features),
            listing_title: text(&property.listing_title),
            location: text(&property.location),
            meta_title: text(&property.meta_title),
            meta_description: text(&property.meta_description),
            path: text(&property.path),
            pictures_path: text(&property.pictures_path),
            // Exact: prices are capped far below 2^53.
            price: Some(property.price.amount() as f64),
            sold: Some(property.sold),
            under_offer: Some(property.status.under_offer),
            show_price_reduction: Some(property.status.show_price_reduction),
            title: text(&property.title),
            title2: text(&property.title2),
            visibility: text(property.visibility.as_str()),
            town_id: property.town_id.map(|id| id.0),
            price_description: text(&property.price_description),
            counter_blocks: Some(property.counter_blocks.clone()),
            energy_class: property.energy.class.map(|class| class.as_str().to_owned()),
            energy_performance_nren: property.energy.non_renewable_index,
            energy_performance_ren: property.energy.renewable_index,
            kind: property.facts.kind.map(|kind| kind.as_str().to_owned()),
            bedrooms: property.facts.bedrooms.map(|n| i64::from(n.get())),
            bathrooms: property.facts.bathrooms.map(|n| i64::from(n.get())),
            internal_area_m2: property.facts.internal_area.map(|a| i64::from(a.get())),
            land_area_m2: property.facts.land_area.map(|a| i64::from(a.get())),
            envelope_quality_winter: property
                .energy
                .envelope_winter
                .map(|q| q.as_str().to_owned()),
            envelope_quality_summer: property
                .energy
                .envelope_summer
                .map(|q| q.as_str().to_owned()),
            seller_kind: property
                .purchase
                .seller
                .map(|seller| seller.as_str().to_owned()),
            cadastral_category: property
                .purchase
                .cadastral_category
                .map(|category| category.to_string()),
            cadastral_income_cents: property
                .purchase
                .cadastral_income
                // Exact: incomes are capped far below i64::MAX.
                .map(|income| income.cents() as i64),
            translations: Some(TranslationsInput {
                it: Some((&property.italian).into()),
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    type Fix = fn(&mut PropertyInput);

    fn text(value: &str) -> Option<String> {
        Some(value.to_owned())
    }

    fn distance(minutes: i64, descrip: &str, place: &str) -> DistanceInput {
        DistanceInput {
            distance: minutes,
            descrip: descrip.into(),
            place: place.into(),
            descrip_it: None,
        }
    }

    /// Nothing required is filled in, and every one of our own checks would fail too.
    fn everything_wrong() -> PropertyInput {
        PropertyInput {
            meta_description: Some("m".repeat(MAX_META_DESCRIPTION_CHARS + 1)),
            price: Some(-5.0),
            visibility: text("public"),
            coordinates: text("44;8.03"),
            town_id: Some(-1),
            distances: Some(vec![distance(45, "from Alba", "alba"); MAX_DISTANCES + 1]),
            counter_blocks: Some(vec![
                CounterBlock::new("5", "Bedrooms");
                MAX_COUNTER_BLOCKS + 1
            ]),
            energy_class: text("A5"),
            energy_performance_nren: Some(-1.0),
            energy_performance_ren: Some(MAX_ENERGY_INDEX + 1.0),
            kind: text("castle"),
            bedrooms: Some(51),
            internal_area_m2: Some(0),
            envelope_quality_winter: text("good"),
            envelope_quality_summer: text("poor"),
            seller_kind: text("agency"),
            cadastral_category: text("Z/1"),
            cadastral_income_cents: Some(0),
            ..PropertyInput::default()
        }
    }

    #[test]
    fn messages_come_in_order_as_fields_are_fixed_one_at_a_time() {
        let steps: &[(&str, Fix)] = &[
            ("Reference number missing", |p| p.reference = text("   ")),
            ("Reference number missing", |p| p.reference = text("1.2")),
            ("Reference number not valid", |p| p.reference = text("12a")),
            ("Reference number not valid", |p| p.reference = text("1234")),
            ("Reference number not valid", |p| p.reference = text("123")),
            ("Listing title missing", |p| p.listing_title = text(" \t")),
            ("Listing title missing", |p| p.listing_title = text("Villa with vineyard")),
            ("Location missing", |p| p.location = text("Barolo")),
            ("Meta title missing", |p| p.meta_title = text("Villa in Barolo")),
            ("Path missing", |p| p.path = text("/?#")),
            ("Path missing", |p| p.path = text("villa-barolo")),
            ("Pictures path missing", |p| p.pictures_path = text("villa")),
            ("Title missing", |p| p.title = text("A villa among the vines")),
            ("Second title missing", |p| p.title2 = text("Barolo, Langhe")),
            ("Meta description must be at most 500 characters", |p| {
                p.meta_description = text("A villa")
            }),
            ("Price must be 0 or more", |p| p.price = Some(1.5)),
            ("Price must be a whole number of euros", |p| p.price = Some(2e9)),
            ("Price must be at most 1,000,000,000 euros", |p| p.price = Some(850_000.0)),
            ("Visibility must be hidden, unlisted or visible", |p| p.visibility = text("Visible")),
            (
                "Coordinates must read 'lat;lng' with a decimal point in each, e.g. '44.70;8.03' (Latitude is invalid)",
                |p| p.coordinates = text("44.61"),
            ),
            (
                "Coordinates must read 'lat;lng' with a decimal point in each, e.g. '44.70;8.03' (Longitude is invalid)",
                |p| p.coordinates = text("44.61;7.94"),
            ),
            ("Town id must be a whole number or null", |p| p.town_id = Some(3)),
            ("At most 20 distances are allowed", |p| {
                p.distances = Some(vec![distance(MAX_DISTANCE_MINUTES + 1, "from Alba", "alba")])
            }),
            ("Distance must be between 0 and 1440 minutes", |p| {
                p.distances = Some(vec![distance(-1, "from Alba", "alba")])
            }),
            ("Distance must be between 0 and 1440 minutes", |p| {
                p.distances = Some(vec![distance(20, " ", "alba")])
            }),
            ("Distance description missing", |p| {
                p.distances = Some(vec![distance(20, "from Alba", "../alba")])
            }),
            ("Distance place must be lowercase letters, digits and '-' (at most 60)", |p| {
                p.distances = Some(vec![distance(20, "from Alba", "alba")])
            }),
            ("At most 12 counter blocks are allowed", |p| {
                p.counter_blocks = Some(vec![CounterBlock::new(" ", "Bedrooms")])
            }),
            ("Counter block value missing", |p| {
                p.counter_blocks = Some(vec![CounterBlock::new("5", "")])
            }),
            ("Counter block label missing", |p| {
                p.counter_blocks = Some(vec![CounterBlock::new("5", "Bedrooms")])
            }),
            ("Energy class must be one of A4, A3, A2, A1, B, C, D, E, F, G", |p| {
                p.energy_class = text("c")
            }),
            ("EPgl,nren must be a number from 0 to 10000 kWh/m² a year", |p| {
                p.energy_performance_nren = Some(95.5)
            }),
            ("EPgl,ren must be a number from 0 to 10000 kWh/m² a year", |p| {
                p.energy_performance_ren = Some(12.0)
            }),
            ("Envelope quality must be high, medium or low", |p| {
                p.envelope_quality_winter = text("alta")
            }),
            ("Envelope quality must be high, medium or low", |p| {
                p.envelope_quality_summer = text("medium")
            }),
            (
                "Kind must be one of villa, farmhouse, house, apartment, land, commercial",
                |p| p.kind = text("Farmhouse"),
            ),
            ("Bedrooms must be a whole number from 0 to 50", |p| p.bedrooms = Some(4)),
            ("Bathrooms missing", |p| p.bathrooms = Some(3)),
            (
                "Internal area must be a whole number of square metres from 1 to 100,000",
                |p| p.internal_area_m2 = Some(310),
            ),
            ("Seller must be private or company", |p| p.seller_kind = text("private")),
            (
                "Cadastral category must read like 'A/2': a group A to F, '/', and its number",
                |p| p.cadastral_category = text("a/2"),
            ),
            (
                "Cadastral income must be more than 0 and at most €1,000,000.00",
                |p| p.cadastral_income_cents = Some(200_000),
            ),
        ];
        let mut input = everything_wrong();
        for (step, (expected, fix)) in steps.iter().enumerate() {
            let error = input.clone().validate(DateTime::UNIX_EPOCH).unwrap_err();
            assert_eq!(error.to_string(), *expected, "step {step}");
            fix(&mut input);
        }
        let property = input.validate(DateTime::UNIX_EPOCH).unwrap();
        assert_eq!(property.reference.as_str(), "123");
        assert_eq!(property.path, "-villa-barolo");
        assert_eq!(property.pictures_path, "-villa");
        assert_eq!(property.price, Price::euros(850_000));
        assert_eq!(property.visibility, Visibility::Visible);
        assert_eq!(property.coordinates.unwrap().to_string(), "44.61;7.94");
        assert_eq!(property.town_id, Some(TownId(3)));
        assert_eq!(
            property.distances,
            vec![Distance::new(20, "from Alba", "alba")]
        );
        assert_eq!(
            property.counter_blocks,
            vec![CounterBlock::new("5", "Bedrooms")]
        );
        assert_eq!(
            property.energy,
            EnergyCertificate {
                class: Some(EnergyClass::C),
                non_renewable_index: Some(95.5),
                renewable_index: Some(12.0),
                envelope_winter: Some(EnvelopeQuality::High),
                envelope_summer: Some(EnvelopeQuality::Medium),
            }
        );
        assert_eq!(property.purchase.seller, Some(SellerKind::Private));
        assert_eq!(
            property.purchase.cadastral_category.map(|c| c.to_string()),
            Some("A/2".to_owned())
        );
        assert_eq!(
            property.purchase.cadastral_income.map(|i| i.cents()),
            Some(200_000)
        );
        assert_eq!(
            property.facts.kind,
            Some(super::super::PropertyKind::Farmhouse)
        );
        assert_eq!(property.facts.bedrooms.map(|n| n.get()), Some(4));
        assert_eq!(property.facts.internal_area.map(|a| a.get()), Some(310));
        assert_eq!(property.facts.land_area, None);
    }

    fn minimal() -> PropertyInput {
        PropertyInput {
            reference: text("042"),
            listing_title: text(" Farmhouse "),
            location: text("Neive"),
            meta_title: text("Farmhouse in Neive"),
            path: text("-farmhouse"),
            pictures_path: text("-farmhouse"),
            title: text("Farmhouse"),
            title2: text("Neive"),
            ..PropertyInput::default()
        }
    }

    #[test]
    fn missing_optional_fields_take_the_spec_defaults() {
        let property = minimal().validate(DateTime::UNIX_EPOCH).unwrap();
        assert!(!property.sold);
        assert_eq!(property.visibility, Visibility::Hidden);
        assert_eq!(property.price, Price::PLEASE_CALL);
        assert_eq!(property.coordinates, None);
        assert_eq!(property.town_id, None);
        assert!(property.distances.is_empty() && property.counter_blocks.is_empty());
        assert_eq!(property.energy, EnergyCertificate::default());
        assert_eq!(property.listing_title, "Farmhouse");
        assert_eq!(property.created_date, DateTime::UNIX_EPOCH);

        let empty_texts = PropertyInput {
            visibility: text(" "),
            coordinates: text(""),
            energy_class: text(""),
            sold: Some(true),
            ..minimal()
        };
        let property = empty_texts.validate(DateTime::UNIX_EPOCH).unwrap();
        assert_eq!(property.visibility, Visibility::Hidden);
        assert_eq!(property.coordinates, None);
        assert_eq!(property.energy.class, None);
        assert!(property.sold);
    }

    #[test]
    fn each_text_field_has_a_length_cap() {
        let cases: &[(Fix, &str)] = &[
            (
                |p| p.title = Some("t".repeat(201)),
                "Title must be at most 200 characters",
            ),
            (
                |p| p.title2 = Some("t".repeat(201)),
                "Second title must be at most 200 characters",
            ),
            (
                |p| p.listing_title = Some("t".repeat(201)),
                "Listing title must be at most 200 characters",
            ),
            (
                |p| p.location = Some("t".repeat(201)),
                "Location must be at most 200 characters",
            ),
            (
                |p| p.meta_title = Some("t".repeat(201)),
                "Meta title must be at most 200 characters",
            ),
            (
                |p| p.path = Some("p".repeat(101)),
                "Path must be at most 100 characters",
            ),
            (
                |p| p.pictures_path = Some("p".repeat(100)),
                "Pictures path must be at most 100 characters",
            ),
            // 100 characters, 298 bytes: a folder name the file system refuses.
            (
                |p| p.path = Some(format!("-{}", "€".repeat(99))),
                "Path must be at most 200 bytes: each letter outside A-Z takes two to four",
            ),
            (
                |p| p.pictures_path = Some(format!("-{}", "€".repeat(99))),
                "Pictures path must be at most 200 bytes: each letter outside A-Z takes two to four",
            ),
            (
                |p| p.description = Some("d".repeat(100_001)),
                "Description must be at most 100000 characters",
            ),
            (
                |p| p.description_list = Some("d".repeat(10_001)),
                "Description list must be at most 10000 characters",
            ),
            (
                |p| p.features = Some("f".repeat(10_001)),
                "Features must be at most 10000 characters",
            ),
            (
                |p| p.price_description = Some("p".repeat(201)),
                "Price description must be at most 200 characters",
            ),
            (
                |p| p.distances = Some(vec![distance(5, &"d".repeat(101), "alba")]),
                "Distance description must be at most 100 characters",
            ),
            (
                |p| p.counter_blocks = Some(vec![CounterBlock::new("9".repeat(21), "Rooms")]),
                "Counter block value must be at most 20 characters",
            ),
            (
                |p| p.counter_blocks = Some(vec![CounterBlock::new("9", "r".repeat(61))]),
                "Counter block label must be at most 60 characters",
            ),
            (
                |p| {
                    p.counter_blocks = Some(vec![
                        CounterBlock::new("9", "Rooms").in_italian("s".repeat(61))
                    ])
                },
                "Italian counter block label must be at most 60 characters",
            ),
            (
                |p| {
                    p.distances = Some(vec![DistanceInput {
                        descrip_it: Some("d".repeat(101)),
                        ..distance(20, "from Alba", "alba")
                    }])
                },
                "Italian distance description must be at most 100 characters",
            ),
        ];
        for (index, (make_too_long, expected)) in cases.iter().enumerate() {
            let mut input = minimal();
            make_too_long(&mut input);
            let error = input.validate(DateTime::UNIX_EPOCH).unwrap_err();
            assert_eq!(error.to_string(), *expected, "case {index}");
        }
        // Caps count characters, not bytes: 200 accented letters fit.
        let accented = PropertyInput {
            title: Some("è".repeat(200)),
            ..minimal()
        };
        assert!(accented.validate(DateTime::UNIX_EPOCH).is_ok());
    }

    #[test]
    fn a_valid_property_round_trips_through_its_input() {
        let full = PropertyInput {
            coordinates: text("44.61;7.94"),
            description: text("<p>Stone farmhouse</p>"),
            description_list: text("Restored 2019;Pool"),
            distances: Some(vec![DistanceInput {
                descrip_it: text(" da Alba "),
                ..distance(45, "from Alba", "alba")
            }]),
            features: text("Living area 250 sqm"),
            meta_description: text("A farmhouse"),
            price: Some(650_000.0),
            sold: Some(true),
            visibility: text("unlisted"),
            town_id: Some(4),
            price_description: text("Negotiable"),
            counter_blocks: Some(vec![
                CounterBlock::new("5", "Bedrooms").in_italian("Camere da letto")
            ]),
            energy_class: text("A4"),
            energy_performance_nren: Some(20.5),
            energy_performance_ren: Some(40.0),
            kind: text("land"),
            internal_area_m2: Some(80),
            land_area_m2: Some(25_000),
            ..minimal()
        };
        let labelled = full.clone().validate(DateTime::UNIX_EPOCH).unwrap();
        assert_eq!(labelled.distances[0].descrip_it, "da Alba", "trimmed");
        assert_eq!(labelled.counter_blocks[0].label_it, "Camere da letto");
        for input in [minimal(), full] {
            let property = input.validate(DateTime::UNIX_EPOCH).unwrap();
            let again = PropertyInput::from(&property)
                .validate(DateTime::UNIX_EPOCH)
                .unwrap();
            assert_eq!(again, property);
        }
    }

    #[test]
    fn the_request_body_deserializes_with_missing_fields() {
        let input: PropertyInput = serde_json::from_str("{}").unwrap();
        assert_eq!(input, PropertyInput::default());
        let input: PropertyInput = serde_json::from_str(
            r#"{"ref":"123","price":350000,"sold":null,"town_id":null,
                "distances":[{"distance":45,"descrip":"from Alba","place":"alba"}],
                "counter_blocks":[{"value":"5","label":"Bedrooms"}]}"#,
        )
        .unwrap();
        assert_eq!(input.reference.as_deref(), Some("123"));
        assert_eq!(input.price, Some(350_000.0));
        assert_eq!(input.sold, None);
        assert_eq!(
            input.distances,
            Some(vec![distance(45, "from Alba", "alba")])
        );
        assert_eq!(
            input.counter_blocks,
            Some(vec![CounterBlock::new("5", "Bedrooms")])
        );
    }

    /// A new property as the editor opens it: the spec's fields filled with its defaults.
    fn new_property_as_opened(visibility: &str) -> PropertyInput {
        PropertyInput {
            reference: text("124"),
            title: text("Your title here"),
            title2: text("Your second title here"),
            listing_title: text("Listing title here"),
            location: text("Location here"),
            meta_title: text("Villa"),
            path: text("villa"),
            pictures_path: text("villa"),
            description: text("<p>Description here</p>"),
            features: text("Feature here"),
            visibility: text(visibility),
            ..PropertyInput::default()
        }
    }

    #[test]
    fn a_listing_with_default_texts_saves_hidden_but_not_visible_or_unlisted() {
        assert!(new_property_as_opened("hidden")
            .validate(DateTime::UNIX_EPOCH)
            .is_ok());
        for visibility in ["visible", "unlisted"] {
            let error = new_property_as_opened(visibility)
                .validate(DateTime::UNIX_EPOCH)
                .unwrap_err();
            assert_eq!(
                error.to_string(),
                "Title still holds the default text 'Your title here': replace it before making the listing visible or unlisted"
            );
        }
    }

    #[test]
    fn the_specs_messages_come_before_the_default_texts() {
        let mut input = new_property_as_opened("visible");
        input.meta_title = None;
        assert_eq!(
            input.clone().validate(DateTime::UNIX_EPOCH).unwrap_err(),
            Error::MetaTitleMissing
        );
        input.meta_title = text("Villa");
        input.price = Some(-1.0);
        assert_eq!(
            input.validate(DateTime::UNIX_EPOCH).unwrap_err(),
            Error::PriceNegative
        );
    }
}
