//! Mapping between the `properties` table and the domain's `Property` / `PropertySummary`.

use super::entities::property::{
    self, ActiveModel, Model, StoredEnergyClass, StoredEnvelopeQuality, StoredPropertyKind,
    StoredSellerKind, StoredVisibility,
};
use super::listing_index::IndexedListing;
use super::storage_error::{CorruptRow, OutOfRange};
use super::stored_time::to_stored_precision;
use chrono::{DateTime, Utc};
use domain::photo_caption::PhotoName;
use domain::ports::RepositoryError;
use domain::property::ShareKey;
use domain::property::{
    CadastralCategory, CadastralIncome, CardTexts, FactsInput, ListingStatus, PropertyFacts,
    PropertyKind, PropertyTexts, PurchaseFacts, RoomCount, SearchFacts,
};
use domain::{
    Coordinates, EnergyCertificate, EnergyClass, PicturesVersion, Price, Property, PropertySummary,
    Ref, TownId, Visibility,
};
use sea_orm::{ActiveValue::Set, DerivePartialModel};

const TABLE: &str = "properties";

/// The facts columns of a full row or a summary row.
macro_rules! stored_facts {
    ($row:expr) => {
        StoredFacts {
            kind: $row.kind,
            bedrooms: $row.bedrooms,
            bathrooms: $row.bathrooms,
            internal_area_m2: $row.internal_area_m2,
            land_area_m2: $row.land_area_m2,
        }
    };
}

/// The columns a property card needs; the list never loads descriptions or JSON blobs.
#[derive(Debug, DerivePartialModel)]
#[sea_orm(entity = "property::Entity")]
pub struct SummaryRow {
    pub reference: String,
    pub path: String,
    pub pictures_path: String,
    pub listing_title: String,
    pub location: String,
    pub sold: bool,
    pub visibility: StoredVisibility,
    pub coordinates: String,
    pub price: i64,
    pub energy_class: Option<StoredEnergyClass>,
    pub envelope_quality_winter: Option<StoredEnvelopeQuality>,
    pub envelope_quality_summer: Option<StoredEnvelopeQuality>,
    pub created_date: DateTime<Utc>,
    pub pictures_version: i64,
    pub has_listing: bool,
    pub town_id: Option<i64>,
    pub kind: Option<StoredPropertyKind>,
    pub bedrooms: Option<i32>,
    pub bathrooms: Option<i32>,
    pub internal_area_m2: Option<i32>,
    pub land_area_m2: Option<i32>,
    pub under_offer: bool,
    pub show_price_reduction: bool,
    pub listed_since: Option<DateTime<Utc>>,
    pub off_market_since: Option<DateTime<Utc>>,
    pub reduced_on: Option<DateTime<Utc>>,
    pub listing_title_it: String,
    pub location_it: String,
}

/// The listing status columns of a full row or a summary row.
macro_rules! stored_status {
    ($row:expr) => {
        ListingStatus {
            under_offer: $row.under_offer,
            show_price_reduction: $row.show_price_reduction,
            listed_since: $row.listed_since,
            off_market_since: $row.off_market_since,
            reduced_on: $row.reduced_on,
        }
    };
}

/// The columns a filter reads, for the in-memory public list (`ListingIndex`).
#[derive(Debug, DerivePartialModel)]
#[sea_orm(entity = "property::Entity")]
pub struct SearchRow {
    pub reference: String,
    pub sold: bool,
    pub price: i64,
    pub town_id: Option<i64>,
    pub kind: Option<StoredPropertyKind>,
    pub bedrooms: Option<i32>,
}

impl TryFrom<SearchRow> for IndexedListing {
    type Error = CorruptRow;

    fn try_from(row: SearchRow) -> Result<Self, Self::Error> {
        let key = row.reference.as_str();
        let facts = SearchFacts {
            price: parse_price(key, row.price)?,
            town_id: row.town_id.map(TownId),
            kind: row.kind.map(PropertyKind::from),
            bedrooms: row
                .bedrooms
                .map(|n| RoomCount::parse(n.into()).map_err(|e| CorruptRow::new(TABLE, key, e)))
                .transpose()?,
        };
        Ok(IndexedListing {
            reference: row.reference,
            sold: row.sold,
            facts,
        })
    }
}

impl TryFrom<SummaryRow> for PropertySummary {
    type Error = CorruptRow;

    fn try_from(row: SummaryRow) -> Result<Self, Self::Error> {
        let key = row.reference.clone();
        Ok(PropertySummary {
            reference: parse_ref(&key)?,
            path: row.path,
            pictures_path: row.pictures_path,
            listing_title: row.listing_title,
            location: row.location,
            sold: row.sold,
            visibility: row.visibility.into(),
            coordinates: parse_coordinates(&key, &row.coordinates)?,
            price: parse_price(&key, row.price)?,
            energy_class: row.energy_class.map(EnergyClass::from),
            envelope_winter: row.envelope_quality_winter.map(Into::into),
            envelope_summer: row.envelope_quality_summer.map(Into::into),
            facts: parse_facts(&key, stored_facts!(row))?,
            town_id: row.town_id.map(TownId),
            created_date: row.created_date,
            pictures_version: PicturesVersion::from_stored(row.pictures_version),
            has_listing: row.has_listing,
            status: stored_status!(row),
            italian: CardTexts {
                listing_title: row.listing_title_it,
                location: row.location_it,
            },
        })
    }
}

impl TryFrom<Model> for Property {
    type Error = CorruptRow;

    fn try_from(row: Model) -> Result<Self, Self::Error> {
        let key = row.reference.clone();
        Ok(Property {
            reference: parse_ref(&key)?,
            title: row.title,
            title2: row.title2,
            listing_title: row.listing_title,
            meta_title: row.meta_title,
            meta_description: row.meta_description,
            path: row.path,
            pictures_path: row.pictures_path,
            location: row.location,
            price: parse_price(&key, row.price)?,
            price_description: row.price_description,
            sold: row.sold,
            visibility: row.visibility.into(),
            created_date: row.created_date,
            pictures_version: PicturesVersion::from_stored(row.pictures_version),
            description: row.description,
            description_list: row.description_list,
            features: row.features,
            coordinates: parse_coordinates(&key, &row.coordinates)?,
            distances: parse_json(&key, "distances", &row.distances)?,
            town_id: row.town_id.map(TownId),
            counter_blocks: parse_json(&key, "counter_blocks", &row.counter_blocks)?,
            has_background: row.has_background,
            has_listing: row.has_listing,
            shown: row.shown,
            cover_photo: parse_cover_photo(&key, row.cover_photo.as_deref())?,
            energy: EnergyCertificate {
                class: row.energy_class.map(EnergyClass::from),
                non_renewable_index: row.energy_performance_nren,
                renewable_index: row.energy_performance_ren,
                envelope_winter: row.envelope_quality_winter.map(Into::into),
                envelope_summer: row.envelope_quality_summer.map(Into::into),
            },
            facts: parse_facts(&key, stored_facts!(row))?,
            purchase: PurchaseFacts {
                seller: row.seller_kind.map(Into::into),
                cadastral_category: row
                    .cadastral_category
                    .as_deref()
                    .map(|text| {
                        CadastralCategory::parse(text).map_err(|e| CorruptRow::new(TABLE, &key, e))
                    })
                    .transpose()?,
                cadastral_income: row
                    .cadastral_income_cents
                    .map(|cents| {
                        CadastralIncome::from_cents(cents)
                            .map_err(|e| CorruptRow::new(TABLE, &key, e))
                    })
                    .transpose()?,
            },
            status: stored_status!(row),
            italian: PropertyTexts {
                title: row.title_it,
                title2: row.title2_it,
                listing_title: row.listing_title_it,
                location: row.location_it,
                meta_title: row.meta_title_it,
                meta_description: row.meta_description_it,
                price_description: row.price_description_it,
                description: row.description_it,
                description_list: row.description_list_it,
                features: row.features_it,
            },
            share_key: row
                .share_key
                .as_deref()
                .map(|text| ShareKey::parse(text).map_err(|e| CorruptRow::new(TABLE, &key, e)))
                .transpose()?,
        })
    }
}

/// The share key a save stores (the port's rule): an unlisted listing keeps its own or gets
/// a fresh one, the other visibilities none.
fn stored_share_key(property: &Property) -> Option<String> {
    (property.visibility == Visibility::Unlisted).then(|| {
        property
            .share_key
            .unwrap_or_else(fresh_share_key)
            .to_string()
    })
}

/// 128 bits from the operating system's CSPRNG (through `rand`'s thread generator, which
/// is seeded and reseeded from it).
pub(crate) fn fresh_share_key() -> ShareKey {
    ShareKey::from_random(rand::random())
}

/// Every column a save writes. `ref`, `created_date`, `pictures_version`, `has_background`
/// and `has_listing` are included for inserts; an update unsets them (the first two never change, the others
/// only through the picture writes). `changed_date` is the creation; an update sets its own.
pub(crate) fn to_active_model(property: &Property) -> Result<ActiveModel, RepositoryError> {
    let price = i64::try_from(property.price.amount()).map_err(|_| OutOfRange("price"))?;
    let facts = &property.facts;
    let italian = &property.italian;
    Ok(ActiveModel {
        reference: Set(property.reference.as_str().to_owned()),
        title: Set(property.title.clone()),
        title2: Set(property.title2.clone()),
        listing_title: Set(property.listing_title.clone()),
        meta_title: Set(property.meta_title.clone()),
        meta_description: Set(property.meta_description.clone()),
        path: Set(property.path.clone()),
        pictures_path: Set(property.pictures_path.clone()),
        location: Set(property.location.clone()),
        price: Set(price),
        price_description: Set(property.price_description.clone()),
        sold: Set(property.sold),
        visibility: Set(property.visibility.into()),
        created_date: Set(to_stored_precision(property.created_date)),
        changed_date: Set(Some(to_stored_precision(property.created_date))),
        pictures_version: Set(property.pictures_version.value()),
        has_background: Set(property.has_background),
        has_listing: Set(property.has_listing),
        shown: Set(property.shown),
        cover_photo: Set(property.cover_photo.as_ref().map(stored_cover_photo)),
        description: Set(property.description.clone()),
        description_list: Set(property.description_list.clone()),
        features: Set(property.features.clone()),
        coordinates: Set(property
            .coordinates
            .as_ref()
            .map(|c| c.to_string())
            .unwrap_or_default()),
        distances: Set(to_json(&property.distances)?),
        counter_blocks: Set(to_json(&property.counter_blocks)?),
        energy_class: Set(property.energy.class.map(StoredEnergyClass::from)),
        energy_performance_nren: Set(property.energy.non_renewable_index),
        energy_performance_ren: Set(property.energy.renewable_index),
        town_id: Set(property.town_id.map(|id| id.0)),
        kind: Set(facts.kind.map(StoredPropertyKind::from)),
        bedrooms: Set(facts.bedrooms.map(|n| stored_count(n.get()))),
        bathrooms: Set(facts.bathrooms.map(|n| stored_count(n.get()))),
        internal_area_m2: Set(facts.internal_area.map(|a| stored_count(a.get()))),
        land_area_m2: Set(facts.land_area.map(|a| stored_count(a.get()))),
        share_key: Set(stored_share_key(property)),
        envelope_quality_winter: Set(property
            .energy
            .envelope_winter
            .map(StoredEnvelopeQuality::from)),
        envelope_quality_summer: Set(property
            .energy
            .envelope_summer
            .map(StoredEnvelopeQuality::from)),
        seller_kind: Set(property.purchase.seller.map(StoredSellerKind::from)),
        cadastral_category: Set(property
            .purchase
            .cadastral_category
            .map(|category| category.to_string())),
        cadastral_income_cents: Set(property
            .purchase
            .cadastral_income
            .map(|income| i64::try_from(income.cents()))
            .transpose()
            .map_err(|_| OutOfRange("cadastral_income_cents"))?),
        under_offer: Set(property.status.under_offer),
        show_price_reduction: Set(property.status.show_price_reduction),
        listed_since: Set(property.status.listed_since.map(to_stored_precision)),
        off_market_since: Set(property.status.off_market_since.map(to_stored_precision)),
        reduced_on: Set(property.status.reduced_on.map(to_stored_precision)),
        title_it: Set(italian.title.clone()),
        title2_it: Set(italian.title2.clone()),
        listing_title_it: Set(italian.listing_title.clone()),
        location_it: Set(italian.location.clone()),
        meta_title_it: Set(italian.meta_title.clone()),
        meta_description_it: Set(italian.meta_description.clone()),
        price_description_it: Set(italian.price_description.clone()),
        description_it: Set(italian.description.clone()),
        description_list_it: Set(italian.description_list.clone()),
        features_it: Set(italian.features.clone()),
        ..Default::default()
    })
}

fn to_json<T: serde::Serialize>(items: &[T]) -> Result<String, RepositoryError> {
    serde_json::to_string(items).map_err(RepositoryError::unexpected)
}

fn parse_ref(key: &str) -> Result<Ref, CorruptRow> {
    Ref::parse_stored(key).map_err(|e| CorruptRow::new(TABLE, key, e))
}

fn parse_coordinates(key: &str, text: &str) -> Result<Option<Coordinates>, CorruptRow> {
    Coordinates::parse_stored(text).map_err(|e| CorruptRow::new(TABLE, key, e))
}

/// `{gallery}/{file}`: the gallery photo the listing picture was made from.
fn parse_cover_photo(key: &str, stored: Option<&str>) -> Result<Option<PhotoName>, CorruptRow> {
    let Some(stored) = stored else {
        return Ok(None);
    };
    match stored.split_once('/') {
        Some((gallery, file)) if !gallery.is_empty() && !file.is_empty() && !file.contains('/') => {
            Ok(Some(PhotoName {
                gallery: gallery.to_owned(),
                file: file.to_owned(),
            }))
        }
        _ => Err(CorruptRow::new(
            TABLE,
            key,
            format!("cover photo {stored:?} is not gallery/file"),
        )),
    }
}

pub(crate) fn stored_cover_photo(photo: &PhotoName) -> String {
    format!("{}/{}", photo.gallery, photo.file)
}

fn parse_price(key: &str, amount: i64) -> Result<Price, CorruptRow> {
    u64::try_from(amount)
        .map(Price::euros)
        .map_err(|_| CorruptRow::new(TABLE, key, format!("negative price {amount}")))
}

/// The domain caps rooms at 50 and areas at 100,000,000 m², well inside an INTEGER column.
fn stored_count(value: u32) -> i32 {
    i32::try_from(value).unwrap_or(i32::MAX)
}

struct StoredFacts {
    kind: Option<StoredPropertyKind>,
    bedrooms: Option<i32>,
    bathrooms: Option<i32>,
    internal_area_m2: Option<i32>,
    land_area_m2: Option<i32>,
}

/// Stored facts pass the same checks as submitted ones, except that a stated home kind does
/// not make missing rooms an error here: a row is read as it was written.
fn parse_facts(key: &str, stored: StoredFacts) -> Result<PropertyFacts, CorruptRow> {
    let corrupt = |e: domain::property::FactsError| CorruptRow::new(TABLE, key, e);
    let numbers = FactsInput {
        kind: None,
        bedrooms: stored.bedrooms.map(i64::from),
        bathrooms: stored.bathrooms.map(i64::from),
        internal_area_m2: stored.internal_area_m2.map(i64::from),
        land_area_m2: stored.land_area_m2.map(i64::from),
    }
    .validate()
    .map_err(corrupt)?;
    Ok(PropertyFacts {
        kind: stored.kind.map(PropertyKind::from),
        ..numbers
    })
}

fn parse_json<T: serde::de::DeserializeOwned>(
    key: &str,
    column: &str,
    text: &str,
) -> Result<Vec<T>, CorruptRow> {
    if text.trim().is_empty() {
        return Ok(Vec::new());
    }
    serde_json::from_str(text).map_err(|e| CorruptRow::new(TABLE, key, format!("{column}: {e}")))
}
