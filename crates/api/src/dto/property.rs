use super::{
    rules_day, BuyingCostOptionsDto, ImageLinks, PropertyFactsDto, PropertyTranslationsDto,
    TownDto, VisibilityDto,
};
use app::html::sanitize_html;
use app::properties::{buying_cost_options, PropertyMeta, PublicProperty};
use chrono::{DateTime, NaiveDate, Utc};
use domain::area::annotate_feature;
use domain::money::price_box_text;
use domain::property::{ListingStatus, PriceChange};
use domain::rome_time;
use domain::{CounterBlock, Distance, PurchaseFacts};
use pictures::{place_key, PropertyImageKeys};
use poem_openapi::Object;

/// Travel time from the property to a landmark.
#[derive(Debug, Clone, Object)]
#[oai(rename = "Distance")]
pub struct DistanceDto {
    /// Minutes.
    pub distance: u32,
    /// Label, e.g. 'from Alba'.
    pub descrip: String,
    /// Key of the landmark's picture.
    pub place: String,
    pub image: String,
    pub image_webp: String,
    /// The label in Italian, e.g. 'da Alba'; empty until written (the Italian page then
    /// shows `descrip`).
    pub descrip_it: String,
}

impl DistanceDto {
    fn new(distance: &Distance, links: ImageLinks<'_>) -> Self {
        let (image, image_webp) = links.jpg_and_webp(&place_key(&distance.place));
        Self {
            distance: distance.distance,
            descrip: distance.descrip.clone(),
            place: distance.place.clone(),
            image,
            image_webp,
            descrip_it: distance.descrip_it.clone(),
        }
    }
}

/// A headline figure: '5' / 'Bedrooms'.
#[derive(Debug, Clone, Object)]
#[oai(rename = "CounterBlock")]
pub struct CounterBlockDto {
    pub value: String,
    pub label: String,
    /// The label in Italian; empty until written (the Italian page then shows `label`).
    pub label_it: String,
}

impl From<CounterBlock> for CounterBlockDto {
    fn from(block: CounterBlock) -> Self {
        Self {
            value: block.value,
            label: block.label,
            label_it: block.label_it,
        }
    }
}

/// Everything a property page shows. `*_d` fields are derived from the stored ones.
#[derive(Debug, Clone, Object)]
#[oai(rename = "PropertyDetail")]
pub struct PropertyDetailDto {
    #[oai(rename = "ref")]
    pub reference: String,
    pub title: String,
    pub title2: String,
    pub listing_title: String,
    pub meta_title: String,
    pub meta_description: String,
    pub path: String,
    pub pictures_path: String,
    pub location: String,
    /// Whole euros; 0 means "please call".
    pub price: u64,
    /// 'SOLD!', '€PLEASE CALL' or the price as '€1,250,000'.
    pub price_text: String,
    pub price_description: String,
    pub sold: bool,
    /// An offer is being negotiated: still for sale and open to enquiries, marked "Under
    /// offer". Never true when sold.
    pub under_offer: bool,
    /// On the market for less than 14 days (hiding and showing it again within 14 weeks does
    /// not make it new again), not sold: marked "New".
    pub is_new: bool,
    /// The day (Europe/Rome) the price was last lowered, when the owner agreed to show it and
    /// the home is not sold: "Reduced on …".
    #[oai(skip_serializing_if_is_none)]
    pub reduced_on: Option<NaiveDate>,
    pub visibility: VisibilityDto,
    pub created_date: DateTime<Utc>,
    /// Sanitized HTML: cleaned with the server's allow-list as it is sent (as well as when it
    /// was saved), so a client may insert it as it is.
    pub description: String,
    /// ';'-separated lines, as stored.
    pub description_list: String,
    pub description_list_d: Vec<String>,
    /// ';'-separated lines, as stored.
    pub features: String,
    pub features_d: Vec<String>,
    /// `features_d` with square metres also shown in sq ft, and land also in acres.
    pub features_display: Vec<String>,
    /// 'lat;lng', or empty.
    pub coordinates: String,
    pub coordinates_d: Vec<String>,
    pub distances_d: Vec<DistanceDto>,
    #[oai(skip_serializing_if_is_none)]
    pub town_id: Option<i64>,
    #[oai(skip_serializing_if_is_none)]
    pub town: Option<TownDto>,
    pub counter_blocks: Vec<CounterBlockDto>,
    #[oai(skip_serializing_if_is_none)]
    pub energy_class: Option<String>,
    /// EPgl,nren in kWh/m² a year.
    #[oai(skip_serializing_if_is_none)]
    pub energy_non_renewable_index: Option<f64>,
    /// EPgl,ren in kWh/m² a year.
    #[oai(skip_serializing_if_is_none)]
    pub energy_renewable_index: Option<f64>,
    /// The APE's envelope quality in winter: high, medium or low.
    #[oai(skip_serializing_if_is_none)]
    pub envelope_quality_winter: Option<String>,
    /// The APE's envelope quality in summer: high, medium or low.
    #[oai(skip_serializing_if_is_none)]
    pub envelope_quality_summer: Option<String>,
    #[oai(flatten)]
    pub facts: PropertyFactsDto,
    /// What the buying-costs calculator may offer (see `getPropertyBuyingCosts`).
    pub buying_cost_options: BuyingCostOptionsDto,
    /// Staff only: private or company, when stated.
    #[oai(skip_serializing_if_is_none)]
    pub seller_kind: Option<String>,
    /// Staff only: the land registry's category, e.g. 'A/2', when stated.
    #[oai(skip_serializing_if_is_none)]
    pub cadastral_category: Option<String>,
    /// Staff only: the cadastral income in euro cents, when stated.
    #[oai(skip_serializing_if_is_none)]
    pub cadastral_income_cents: Option<u64>,
    /// Changes whenever the listing, small or background picture changes; their URLs below
    /// carry it as `?v=`, which lets them be cached for a year.
    /// Whether the listing picture (the cover) is stored: without it the listing and small
    /// URLs name nothing, and the pages show a "Photos coming soon" picture instead.
    pub has_listing: bool,
    pub pictures_version: String,
    pub listing_image: String,
    pub listing_image_webp: String,
    pub small_image: String,
    pub small_image_webp: String,
    /// 1800 × 1200; absent when the property has no background picture, whose page then
    /// shows a title banner instead.
    #[oai(skip_serializing_if_is_none)]
    pub background_image: Option<String>,
    #[oai(skip_serializing_if_is_none)]
    pub background_image_webp: Option<String>,
    /// Staff only, for an unlisted property: its share link, the page's address with the
    /// share key without which visitors get 404 (see `rotatePropertyShareKey`).
    #[oai(skip_serializing_if_is_none)]
    pub share_url: Option<String>,
    /// Staff only: whether the owner agreed that visitors see a reduction (`reduced_on`).
    #[oai(skip_serializing_if_is_none)]
    pub show_price_reduction: Option<bool>,
    /// Staff only: when it last came on the market (first made visible; hiding and showing
    /// it again within 14 weeks keeps the date). Absent when never visible.
    #[oai(skip_serializing_if_is_none)]
    pub listed_since: Option<DateTime<Utc>>,
    /// Staff only: every change of its price, oldest first.
    #[oai(skip_serializing_if_is_none)]
    pub price_history: Option<Vec<PriceChangeDto>>,
    /// Its texts in Italian, each empty until written (then the English one stands in).
    pub translations: PropertyTranslationsDto,
}

/// One change of a property's price.
#[derive(Debug, Clone, Object)]
#[oai(rename = "PriceChange")]
pub struct PriceChangeDto {
    pub changed_at: DateTime<Utc>,
    /// Whole euros; 0 is "please call".
    pub old_price: u64,
    pub new_price: u64,
    /// The e-mail address of the staff member who saved it.
    pub changed_by: String,
}

impl From<PriceChange> for PriceChangeDto {
    fn from(change: PriceChange) -> Self {
        Self {
            changed_at: change.at,
            old_price: change.from.amount(),
            new_price: change.to.amount(),
            changed_by: change.by,
        }
    }
}

/// The public day of a listing's last reduction (`ListingStatus::public_reduction`).
pub(crate) fn public_reduction_day(status: &ListingStatus, sold: bool) -> Option<NaiveDate> {
    status
        .public_reduction(sold)
        .map(|at| rome_time::to_rome(at).date())
}

/// An unlisted property's share link after `rotatePropertyShareKey`.
#[derive(Debug, Clone, Object)]
#[oai(rename = "ShareLink")]
pub struct ShareLinkDto {
    /// The page's address with the new key; links with the old one answer 404 from now on.
    pub share_url: String,
}

impl PropertyDetailDto {
    pub fn new(found: PublicProperty, links: ImageLinks<'_>) -> Self {
        let PublicProperty {
            property: p,
            town,
            has_background,
        } = found;
        let keys = PropertyImageKeys::of(&p);
        let version = pictures::ImageVersion::from(p.pictures_version);
        let grant = links.grant(&p.reference, p.visibility);
        let grant = grant.as_deref();
        let (listing_image, listing_image_webp) =
            links.property_picture(&keys.listing(), &version, grant);
        let (small_image, small_image_webp) =
            links.property_picture(&keys.small(), &version, grant);
        let (background_image, background_image_webp) = if has_background {
            let (jpg, webp) = links.property_picture(&keys.background(), &version, grant);
            (Some(jpg), Some(webp))
        } else {
            (None, None)
        };
        let features_d = p.features_d();
        let buying_cost_options = buying_cost_options(&p, rules_day()).into();
        Self {
            reference: p.reference.to_string(),
            price_text: price_box_text(p.price, p.sold),
            features_display: features_d
                .iter()
                .map(|line| annotate_feature(line))
                .collect(),
            features_d,
            description_list_d: p.description_list_d(),
            coordinates: p
                .coordinates
                .as_ref()
                .map(ToString::to_string)
                .unwrap_or_default(),
            coordinates_d: p.coordinates_d(),
            distances_d: p
                .distances_d()
                .iter()
                .map(|d| DistanceDto::new(d, links))
                .collect(),
            title: p.title,
            title2: p.title2,
            listing_title: p.listing_title,
            meta_title: p.meta_title,
            meta_description: p.meta_description,
            path: p.path,
            pictures_path: p.pictures_path,
            location: p.location,
            price: p.price.amount(),
            price_description: p.price_description,
            sold: p.sold,
            under_offer: p.status.under_offer,
            is_new: p.status.is_new(p.visibility, p.sold, Utc::now()),
            reduced_on: public_reduction_day(&p.status, p.sold),
            visibility: p.visibility.into(),
            created_date: p.created_date,
            description: sanitize_html(&p.description),
            description_list: p.description_list,
            features: p.features,
            town_id: p.town_id.map(|id| id.0),
            town: town.map(|t| TownDto::new(t, links)),
            counter_blocks: p
                .counter_blocks
                .into_iter()
                .map(CounterBlockDto::from)
                .collect(),
            energy_class: p.energy.class.map(|class| class.to_string()),
            energy_non_renewable_index: p.energy.non_renewable_index,
            energy_renewable_index: p.energy.renewable_index,
            envelope_quality_winter: p.energy.envelope_winter.map(|q| q.as_str().to_owned()),
            envelope_quality_summer: p.energy.envelope_summer.map(|q| q.as_str().to_owned()),
            facts: p.facts.into(),
            buying_cost_options,
            seller_kind: None,
            cadastral_category: None,
            cadastral_income_cents: None,
            has_listing: p.has_listing,
            pictures_version: version.to_string(),
            listing_image,
            listing_image_webp,
            small_image,
            small_image_webp,
            background_image,
            background_image_webp,
            share_url: None,
            show_price_reduction: None,
            listed_since: None,
            price_history: None,
            translations: p.italian.into(),
        }
    }
}

impl PropertyDetailDto {
    /// With the listing status only staff may read: the owner's choice about reductions, the
    /// day it came on the market and its price history.
    pub fn with_staff_status(self, status: &ListingStatus, history: Vec<PriceChange>) -> Self {
        Self {
            show_price_reduction: Some(status.show_price_reduction),
            listed_since: status.listed_since,
            price_history: Some(history.into_iter().map(PriceChangeDto::from).collect()),
            ..self
        }
    }

    /// With the seller type and cadastral data only staff may read (the editor's values).
    pub fn with_purchase_facts(self, purchase: &PurchaseFacts) -> Self {
        Self {
            seller_kind: purchase.seller.map(|seller| seller.as_str().to_owned()),
            cadastral_category: purchase.cadastral_category.map(|c| c.to_string()),
            cadastral_income_cents: purchase.cadastral_income.map(|income| income.cents()),
            ..self
        }
    }
}

/// What a page head and a link preview need about a property.
#[derive(Debug, Clone, Object)]
#[oai(rename = "PropertyMeta")]
pub struct PropertyMetaDto {
    /// 'Look at this property!' when none was written.
    pub meta_title: String,
    /// 'I found this on Langhe Property' when none was written.
    pub meta_description: String,
    pub path: String,
    pub pictures_path: String,
}

impl From<PropertyMeta> for PropertyMetaDto {
    fn from(meta: PropertyMeta) -> Self {
        Self {
            meta_title: meta.meta_title,
            meta_description: meta.meta_description,
            path: meta.path,
            pictures_path: meta.pictures_path,
        }
    }
}
