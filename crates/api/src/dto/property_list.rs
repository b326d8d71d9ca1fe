use super::property::public_reduction_day;
use super::{CardTranslationsDto, ImageLinks, PropertyFactsDto};
use chrono::{DateTime, NaiveDate, Utc};
use domain::money::card_price_text;
use domain::{Page, PropertySummary, Visibility};
use pictures::PropertyImageKeys;
use poem_openapi::{Enum, Object};

/// Who may see a property: hidden (staff only), unlisted (by link only), visible (listed).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename = "Visibility", rename_all = "lowercase")]
pub enum VisibilityDto {
    Hidden,
    Unlisted,
    Visible,
}

impl From<Visibility> for VisibilityDto {
    fn from(visibility: Visibility) -> Self {
        match visibility {
            Visibility::Hidden => Self::Hidden,
            Visibility::Unlisted => Self::Unlisted,
            Visibility::Visible => Self::Visible,
        }
    }
}

/// A card in the property list.
#[derive(Debug, Clone, Object)]
pub struct PropertyListItem {
    /// Three digits.
    #[oai(rename = "ref")]
    pub reference: String,
    pub path: String,
    pub pictures_path: String,
    pub listing_title: String,
    pub location: String,
    pub sold: bool,
    /// An offer is being negotiated: still for sale, marked "Under offer". Never when sold.
    pub under_offer: bool,
    /// On the market for less than 14 days, not sold: marked "New".
    pub is_new: bool,
    /// The day (Europe/Rome) the price was last lowered, when the owner agreed to show it and
    /// the home is not sold.
    #[oai(skip_serializing_if_is_none)]
    pub reduced_on: Option<NaiveDate>,
    pub visibility: VisibilityDto,
    /// 'lat;lng', or empty when the property has no position.
    pub coordinates: String,
    /// `[lat, lng]` as decimal strings, or empty.
    pub coordinates_d: Vec<String>,
    /// Whole euros; 0 means "please call".
    pub price: u64,
    /// 'SOLD!', '€Please call' or the price as '€1,250,000'.
    pub price_text: String,
    /// Energy class (A4 … G), when certified.
    #[oai(skip_serializing_if_is_none)]
    pub energy_class: Option<String>,
    /// The APE's envelope quality in winter: high, medium or low, when stated.
    #[oai(skip_serializing_if_is_none)]
    pub envelope_quality_winter: Option<String>,
    /// The APE's envelope quality in summer: high, medium or low, when stated.
    #[oai(skip_serializing_if_is_none)]
    pub envelope_quality_summer: Option<String>,
    #[oai(flatten)]
    pub facts: PropertyFactsDto,
    pub created_date: DateTime<Utc>,
    /// Changes whenever the listing or small picture changes; their URLs below carry it as
    /// `?v=`, which lets them be cached for a year.
    /// Whether the listing picture (the cover) is stored: without it the listing and small
    /// URLs name nothing, and the card shows a "Photos coming soon" picture instead.
    pub has_listing: bool,
    pub pictures_version: String,
    /// 750 × 500.
    pub listing_image: String,
    pub listing_image_webp: String,
    /// 150 × 100.
    pub small_image: String,
    pub small_image_webp: String,
    /// Its listing title and location in Italian, each empty until written (then the English
    /// one stands in).
    pub translations: CardTranslationsDto,
}

impl PropertyListItem {
    pub fn new(summary: PropertySummary, links: ImageLinks<'_>) -> Self {
        let keys =
            PropertyImageKeys::new(&summary.reference, &summary.path, &summary.pictures_path);
        let version = pictures::ImageVersion::from(summary.pictures_version);
        let grant = links.grant(&summary.reference, summary.visibility);
        let grant = grant.as_deref();
        let (listing_image, listing_image_webp) =
            links.property_picture(&keys.listing(), &version, grant);
        let (small_image, small_image_webp) =
            links.property_picture(&keys.small(), &version, grant);
        Self {
            reference: summary.reference.to_string(),
            price_text: card_price_text(summary.price, summary.sold),
            coordinates: summary
                .coordinates
                .as_ref()
                .map(ToString::to_string)
                .unwrap_or_default(),
            coordinates_d: summary
                .coordinates
                .as_ref()
                .map(|c| c.as_pair().to_vec())
                .unwrap_or_default(),
            path: summary.path,
            pictures_path: summary.pictures_path,
            listing_title: summary.listing_title,
            location: summary.location,
            sold: summary.sold,
            under_offer: summary.status.under_offer,
            // At the time of the answer; cached pages showing it are dropped when it ends
            // (the server's new-marks worker).
            is_new: summary
                .status
                .is_new(summary.visibility, summary.sold, Utc::now()),
            reduced_on: public_reduction_day(&summary.status, summary.sold),
            visibility: summary.visibility.into(),
            price: summary.price.amount(),
            energy_class: summary.energy_class.map(|class| class.to_string()),
            envelope_quality_winter: summary.envelope_winter.map(|q| q.as_str().to_owned()),
            envelope_quality_summer: summary.envelope_summer.map(|q| q.as_str().to_owned()),
            facts: summary.facts.into(),
            created_date: summary.created_date,
            has_listing: summary.has_listing,
            pictures_version: version.to_string(),
            listing_image,
            listing_image_webp,
            small_image,
            small_image_webp,
            translations: summary.italian.into(),
        }
    }
}

#[derive(Debug, Clone, Object)]
pub struct PropertyListResponse {
    /// In the order asked for (newest first by default).
    pub properties: Vec<PropertyListItem>,
    /// Number of pages of the filtered list at this page size; at least 1.
    pub pages: u32,
    /// How many properties the filtered list holds on all its pages (the list page's
    /// "N homes").
    pub total: u64,
}

impl PropertyListResponse {
    pub fn new(page: Page<PropertySummary>, links: ImageLinks<'_>) -> Self {
        Self {
            properties: page
                .items
                .into_iter()
                .map(|s| PropertyListItem::new(s, links))
                .collect(),
            pages: page.pages,
            total: page.total,
        }
    }
}

/// Homes the site suggests (similar ones under a property, featured ones on the home page):
/// visible and available, as list cards.
#[derive(Debug, Clone, Object)]
pub struct SuggestedPropertiesDto {
    pub properties: Vec<PropertyListItem>,
}

impl SuggestedPropertiesDto {
    pub fn new(homes: Vec<PropertySummary>, links: ImageLinks<'_>) -> Self {
        Self {
            properties: homes
                .into_iter()
                .map(|home| PropertyListItem::new(home, links))
                .collect(),
        }
    }
}
