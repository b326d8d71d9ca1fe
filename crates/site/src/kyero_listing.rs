//! One property as Kyero's v3 feed describes it (kyero.com's "XML feed v3" specification and
//! its published schema, revision 3.4): the rules that turn our facts into the portal's
//! values, free of I/O.

use crate::plain_text::plain_text;
use crate::site_route;
use app::addresses::SiteUrls;
use chrono::{DateTime, Utc};
use domain::ports::DatedProperty;
use domain::province::{province_of, REGION};
use domain::{EnergyClass, Price, Property, PropertyKind, Ref, Town};
use pictures::ports::ImageInfo;
use pictures::ImageVersion;
use pictures::{galleries_with_urls, image_url_with_path_version, PropertyImageKeys};

/// Kyero's limits (its schema's `refType`, `featuresType` and `imagesType`): a ref of at most
/// 255 characters, at most 50 features and 50 images.
pub const MAX_REF_CHARS: usize = 255;
pub const MAX_FEATURES: usize = 50;
pub const MAX_IMAGES: usize = 50;
/// Kyero's `urlDataType`: `https?://…` of at most 255 characters (a query string is allowed).
pub const MAX_URL_CHARS: usize = 255;
/// What the listing's address carries, so a visitor the portal sends is recognised as one
/// (the page's canonical link stays untagged: it is drawn from the path alone).
pub const PORTAL_TAGS: &str = "utm_source=kyero&utm_medium=portal";

/// A property's values, ready to be written as one `<property>`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KyeroListing {
    pub id: String,
    /// `YYYY-MM-DD HH:MM:SS`, UTC.
    pub date: String,
    pub reference: String,
    /// Whole euros, or `x` for "please call".
    pub price: String,
    pub kind: &'static str,
    pub town: String,
    pub province: String,
    /// Latitude and longitude as the public map shows them.
    pub location: Option<(String, String)>,
    /// Left out when not stated (Kyero's `beds` and `baths` are optional): a listing of
    /// unknown rooms is not one of none.
    pub beds: Option<u32>,
    pub baths: Option<u32>,
    pub built: Option<u32>,
    pub plot: Option<u32>,
    pub consumption: &'static str,
    pub url: String,
    /// The Italian page (`url/it`), for a listing complete in Italian; none leaves it out.
    pub url_it: Option<String>,
    pub description: String,
    /// The description in Italian (`desc/it`), for a listing whose Italian page is complete
    /// (`PropertyTexts::is_complete`); none leaves `desc/it` out.
    pub description_it: Option<String>,
    /// 0 to 50 lines; none means no `<features>` element.
    pub features: Vec<String>,
    /// At most 50 absolute URLs ending in `.jpg` (Kyero's `imageUrlType`), the listing
    /// picture first.
    pub images: Vec<String>,
}

impl KyeroListing {
    /// `town` is the property's town, when it has one; `pictures` what the image store holds
    /// below the property's folder.
    pub fn new(
        dated: &DatedProperty,
        town: Option<&Town>,
        pictures: &[ImageInfo],
        urls: &SiteUrls,
    ) -> Self {
        let property = &dated.property;
        let facts = &property.facts;
        let count = |rooms: Option<domain::RoomCount>| rooms.map(|rooms| rooms.get());
        Self {
            id: property.reference.to_string(),
            date: feed_date(last_change(dated, pictures)),
            reference: feed_ref(&property.reference),
            price: feed_price(property.price),
            kind: kyero_type(facts.kind),
            town: town_name(property, town),
            province: province(town),
            location: property
                .coordinates
                .as_ref()
                .map(|at| (at.lat().to_owned(), at.lng().to_owned())),
            beds: count(facts.bedrooms),
            baths: count(facts.bathrooms),
            built: facts.internal_area.map(|area| area.get()),
            plot: facts.land_area.map(|area| area.get()),
            consumption: consumption(property.energy.class),
            url: portal_url(urls.page(&site_route::property_path(
                &property.reference,
                &property.path,
            ))),
            description: with_status_statement(
                with_energy_statement(plain_text(&property.description), &property.energy),
                property.status.under_offer,
            ),
            url_it: property.italian.is_complete().then(|| {
                portal_url(urls.page(&site_route::italian_property_path(
                    &property.reference,
                    &property.path,
                )))
            }),
            description_it: property.italian.is_complete().then(|| {
                with_italian_status_statement(
                    with_italian_energy_statement(
                        plain_text(&property.italian.description),
                        &property.energy,
                    ),
                    property.status.under_offer,
                )
            }),
            features: feature_lines(&property.features_d()),
            images: image_urls(property, pictures, urls),
        }
    }
}

/// What a home under offer opens its description with. Kyero's v3 schema has no status
/// element, and its feed is absolute (a listing left out is deleted from the portal); a home
/// under offer is still for sale (an offer can fall through, and the consultant takes second
/// offers), so it stays in the feed, and its readers learn its status from the text.
pub const UNDER_OFFER_STATEMENT: &str =
    "Under offer: an offer on this home is being negotiated. Enquiries are still welcome.";

pub fn with_status_statement(description: String, under_offer: bool) -> String {
    match (under_offer, description.is_empty()) {
        (false, _) => description,
        (true, true) => UNDER_OFFER_STATEMENT.to_owned(),
        (true, false) => format!("{UNDER_OFFER_STATEMENT}\n\n{description}"),
    }
}

/// `UNDER_OFFER_STATEMENT` in Italian, for `desc/it`.
pub const UNDER_OFFER_STATEMENT_IT: &str =
    "In trattativa: è in corso una trattativa per questo immobile. Le richieste sono ancora benvenute.";

pub fn with_italian_status_statement(description: String, under_offer: bool) -> String {
    match (under_offer, description.is_empty()) {
        (false, _) => description,
        (true, true) => UNDER_OFFER_STATEMENT_IT.to_owned(),
        (true, false) => format!("{UNDER_OFFER_STATEMENT_IT}\n\n{description}"),
    }
}

/// The page's address tagged for the portal; untagged when the tags would take it over
/// Kyero's 255 characters (an untagged visitor still finds the page).
pub fn portal_url(page: String) -> String {
    let separator = if page.contains('?') { '&' } else { '?' };
    let tagged = format!("{page}{separator}{PORTAL_TAGS}");
    if tagged.chars().count() <= MAX_URL_CHARS {
        tagged
    } else {
        page
    }
}

/// The energy data an Italian sale advertisement must state (D.Lgs. 192/2005 art. 6 c. 8: the
/// class, the global performance index and the envelope's quality), which Kyero's schema has
/// no fields for beyond the class letter: said in the description's last paragraph.
pub fn with_energy_statement(description: String, energy: &domain::EnergyCertificate) -> String {
    let mut parts = vec![];
    if let Some(class) = energy.class {
        parts.push(format!("energy class {}", class.as_str()));
    }
    if let Some(index) = energy.non_renewable_index {
        parts.push(format!("EPgl,nren {index} kWh/m² year"));
    }
    match (energy.envelope_winter, energy.envelope_summer) {
        (None, None) => {}
        (winter, summer) => {
            let stated = |quality: Option<domain::EnvelopeQuality>| {
                quality.map_or("not stated", |quality| quality.as_str())
            };
            parts.push(format!(
                "envelope quality {} in winter, {} in summer",
                stated(winter),
                stated(summer)
            ));
        }
    }
    if parts.is_empty() {
        return description;
    }
    let statement = format!("Energy performance (APE): {}.", parts.join("; "));
    if description.is_empty() {
        statement
    } else {
        format!("{description}\n\n{statement}")
    }
}

/// `with_energy_statement` in Italian, for `desc/it`.
pub fn with_italian_energy_statement(
    description: String,
    energy: &domain::EnergyCertificate,
) -> String {
    let mut parts = vec![];
    if let Some(class) = energy.class {
        parts.push(format!("classe energetica {}", class.as_str()));
    }
    if let Some(index) = energy.non_renewable_index {
        parts.push(format!(
            "EPgl,nren {} kWh/m² anno",
            index.to_string().replace('.', ",")
        ));
    }
    match (energy.envelope_winter, energy.envelope_summer) {
        (None, None) => {}
        (winter, summer) => {
            let stated = |quality: Option<domain::EnvelopeQuality>| match quality {
                Some(domain::EnvelopeQuality::High) => "alta",
                Some(domain::EnvelopeQuality::Medium) => "media",
                Some(domain::EnvelopeQuality::Low) => "bassa",
                None => "non dichiarata",
            };
            parts.push(format!(
                "qualità dell'involucro {} in inverno, {} in estate",
                stated(winter),
                stated(summer)
            ));
        }
    }
    if parts.is_empty() {
        return description;
    }
    let statement = format!("Prestazione energetica (APE): {}.", parts.join("; "));
    if description.is_empty() {
        statement
    } else {
        format!("{description}\n\n{statement}")
    }
}

/// Kyero's date format, in UTC.
pub fn feed_date(instant: DateTime<Utc>) -> String {
    instant.format("%Y-%m-%d %H:%M:%S").to_string()
}

/// The last change: a save, the listing pictures' version, or any stored picture's.
fn last_change(dated: &DatedProperty, pictures: &[ImageInfo]) -> DateTime<Utc> {
    let pictures_changed = DateTime::from_timestamp_millis(dated.property.pictures_version.value())
        .unwrap_or_default();
    pictures
        .iter()
        .map(|picture| picture.last_modified)
        .chain([pictures_changed])
        .fold(dated.changed, DateTime::max)
}

/// Our refs are three digits; a longer one would be cut to Kyero's 255 characters.
pub fn feed_ref(reference: &Ref) -> String {
    reference.as_str().chars().take(MAX_REF_CHARS).collect()
}

/// Whole euros; a "please call" listing (price 0) is Kyero's `x`.
pub fn feed_price(price: Price) -> String {
    if price.is_please_call() {
        "x".to_owned()
    } else {
        price.amount().to_string()
    }
}

/// Kyero's property types are words; a listing whose kind is not set yet is a house.
pub fn kyero_type(kind: Option<PropertyKind>) -> &'static str {
    match kind {
        Some(PropertyKind::Villa) => "Villa",
        Some(PropertyKind::Farmhouse) => "Farmhouse",
        Some(PropertyKind::House) | None => "Country House",
        Some(PropertyKind::Apartment) => "Apartment",
        Some(PropertyKind::Land) => "Land",
        Some(PropertyKind::Commercial) => "Commercial",
    }
}

/// Kyero's consumption scale is A to G, X when unknown; Italy's A4 to A1 are all its A.
pub fn consumption(class: Option<EnergyClass>) -> &'static str {
    match class {
        None => "X",
        Some(EnergyClass::A4 | EnergyClass::A3 | EnergyClass::A2 | EnergyClass::A1) => "A",
        Some(EnergyClass::B) => "B",
        Some(EnergyClass::C) => "C",
        Some(EnergyClass::D) => "D",
        Some(EnergyClass::E) => "E",
        Some(EnergyClass::F) => "F",
        Some(EnergyClass::G) => "G",
    }
}

/// Kyero requires a town: the property's town, else its location text, else the region.
fn town_name(property: &Property, town: Option<&Town>) -> String {
    [
        town.map(|town| town.name.trim()),
        Some(property.location.trim()),
    ]
    .into_iter()
    .flatten()
    .find(|name| !name.is_empty())
    .unwrap_or(REGION)
    .to_owned()
}

/// Kyero requires a province: the town's, or the region when the town is not one we know.
fn province(town: Option<&Town>) -> String {
    town.and_then(|town| province_of(&town.name))
        .unwrap_or(REGION)
        .to_owned()
}

/// The first 50 feature lines.
pub fn feature_lines(lines: &[String]) -> Vec<String> {
    lines.iter().take(MAX_FEATURES).cloned().collect()
}

/// Whether the listing picture (the cover) is among the `pictures` stored for `property`.
pub fn has_cover(property: &Property, pictures: &[ImageInfo]) -> bool {
    let listing = PropertyImageKeys::of(property).listing();
    pictures.iter().any(|picture| picture.key == listing)
}

/// The listing picture (when stored), then each gallery's photos in order, at most 50. Each
/// URL carries its picture's version in its path (`/images/v/{version}/…`), so that it ends
/// with `.jpg` as Kyero's image rule requires and is still cached for a year.
fn image_urls(property: &Property, pictures: &[ImageInfo], urls: &SiteUrls) -> Vec<String> {
    let url = |key: &str, version: &ImageVersion| {
        image_url_with_path_version(urls.image_base(), key, version)
    };
    let keys = PropertyImageKeys::of(property);
    let listing = keys.listing();
    let listing_url = pictures
        .iter()
        .find(|picture| picture.key == listing)
        .map(|picture| url(&picture.key, &picture.version));
    let galleries = galleries_with_urls(pictures, &keys.galleries_folder(), url);
    listing_url
        .into_iter()
        .chain(galleries.into_iter().flat_map(|gallery| gallery.pictures))
        .take(MAX_IMAGES)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_description_ends_with_the_energy_data_an_italian_advert_must_state() {
        let mut energy = domain::EnergyCertificate::default();
        assert_eq!(
            with_energy_statement("A farmhouse.".into(), &energy),
            "A farmhouse."
        );
        energy.class = Some(EnergyClass::parse("C").unwrap());
        energy.non_renewable_index = Some(120.5);
        energy.envelope_winter = Some(domain::EnvelopeQuality::High);
        assert_eq!(
            with_energy_statement("A farmhouse.".into(), &energy),
            "A farmhouse.\n\nEnergy performance (APE): energy class C; EPgl,nren 120.5 kWh/m² \
             year; envelope quality high in winter, not stated in summer."
        );
        assert_eq!(
            with_energy_statement(String::new(), &energy),
            "Energy performance (APE): energy class C; EPgl,nren 120.5 kWh/m² year; envelope \
             quality high in winter, not stated in summer."
        );
    }

    #[test]
    fn the_italian_description_states_the_energy_data_and_the_offer_in_italian() {
        let energy = domain::EnergyCertificate {
            class: Some(EnergyClass::parse("C").unwrap()),
            non_renewable_index: Some(120.5),
            envelope_summer: Some(domain::EnvelopeQuality::Medium),
            ..Default::default()
        };
        assert_eq!(
            with_italian_energy_statement("Una cascina.".into(), &energy),
            "Una cascina.\n\nPrestazione energetica (APE): classe energetica C; EPgl,nren \
             120,5 kWh/m² anno; qualità dell'involucro non dichiarata in inverno, media in estate."
        );
        assert_eq!(
            with_italian_energy_statement("Una cascina.".into(), &Default::default()),
            "Una cascina."
        );
        assert_eq!(
            with_italian_status_statement("Una cascina.".into(), true),
            format!("{UNDER_OFFER_STATEMENT_IT}\n\nUna cascina.")
        );
        assert_eq!(
            with_italian_status_statement(String::new(), true),
            UNDER_OFFER_STATEMENT_IT
        );
    }

    #[test]
    fn a_home_under_offer_says_so_first() {
        assert_eq!(
            with_status_statement("A farmhouse.".into(), false),
            "A farmhouse."
        );
        assert_eq!(
            with_status_statement("A farmhouse.".into(), true),
            format!("{UNDER_OFFER_STATEMENT}\n\nA farmhouse.")
        );
        assert_eq!(
            with_status_statement(String::new(), true),
            UNDER_OFFER_STATEMENT
        );
    }

    #[test]
    fn please_call_is_x_and_prices_are_whole_euros() {
        assert_eq!(feed_price(Price::PLEASE_CALL), "x");
        assert_eq!(feed_price(Price::euros(1_250_000)), "1250000");
    }

    #[test]
    fn italian_a_classes_are_a_and_an_unknown_class_is_x() {
        for class in [
            EnergyClass::A4,
            EnergyClass::A3,
            EnergyClass::A2,
            EnergyClass::A1,
        ] {
            assert_eq!(consumption(Some(class)), "A");
        }
        assert_eq!(consumption(Some(EnergyClass::B)), "B");
        assert_eq!(consumption(Some(EnergyClass::G)), "G");
        assert_eq!(consumption(None), "X");
    }

    #[test]
    fn every_kind_is_a_word_and_an_unset_kind_a_country_house() {
        for kind in PropertyKind::ALL {
            let word = kyero_type(Some(kind));
            assert!(
                word.chars().all(|c| c.is_ascii_alphabetic() || c == ' '),
                "{word}"
            );
        }
        assert_eq!(kyero_type(Some(PropertyKind::Farmhouse)), "Farmhouse");
        assert_eq!(kyero_type(None), "Country House");
    }

    #[test]
    fn listing_addresses_are_tagged_for_the_portal_within_kyeros_255_characters() {
        assert_eq!(
            portal_url("https://langhe.example/property/for-sale/in-italy/123-house".into()),
            "https://langhe.example/property/for-sale/in-italy/123-house\
             ?utm_source=kyero&utm_medium=portal"
        );
        let longest_tagged = format!("https://x/{}", "a".repeat(255 - 10 - 35));
        assert_eq!(
            portal_url(longest_tagged.clone()).chars().count(),
            MAX_URL_CHARS
        );
        let too_long = format!("{longest_tagged}a");
        assert_eq!(portal_url(too_long.clone()), too_long);
    }

    #[test]
    fn refs_are_at_most_kyeros_255_characters() {
        assert_eq!(feed_ref(&Ref::parse("123").unwrap()), "123");
        let longest = Ref::generated(*domain::GENERATED_REFS.end()).unwrap();
        assert!(feed_ref(&longest).chars().count() <= MAX_REF_CHARS);
    }

    #[test]
    fn features_stop_at_fifty() {
        let lines: Vec<String> = (1..=70).map(|n| format!("Feature {n}")).collect();
        let kept = feature_lines(&lines);
        assert_eq!(kept.len(), 50);
        assert_eq!(kept[49], "Feature 50");
        assert!(feature_lines(&[]).is_empty());
    }

    #[test]
    fn dates_are_kyeros_format() {
        let instant = DateTime::parse_from_rfc3339("2026-03-09T08:05:01Z")
            .unwrap()
            .to_utc();
        assert_eq!(feed_date(instant), "2026-03-09 08:05:01");
    }

    #[test]
    fn the_date_is_the_latest_save_or_picture_change() {
        let at = |day: u32| {
            DateTime::parse_from_rfc3339(&format!("2026-03-{day:02}T08:00:00Z"))
                .unwrap()
                .to_utc()
        };
        let mut dated = DatedProperty {
            property: property(),
            changed: at(5),
        };
        assert_eq!(last_change(&dated, &[]), at(5));
        dated.property.pictures_version =
            domain::PicturesVersion::from_stored(at(7).timestamp_millis());
        assert_eq!(last_change(&dated, &[]), at(7));
        let picture = ImageInfo {
            key: "properties/123/gallery/A/01.jpg".into(),
            version: ImageVersion::parse("1").unwrap(),
            last_modified: at(9),
        };
        assert_eq!(last_change(&dated, &[picture]), at(9));
    }

    #[test]
    fn images_are_the_listing_picture_then_gallery_photos_at_most_fifty() {
        let urls = SiteUrls::new("https://langhe.example", "https://cdn.example/img");
        let reference = Ref::parse("123").unwrap();
        let keys = PropertyImageKeys::new(&reference, "-villa", "-barolo");
        let stored = |key: String| ImageInfo {
            key,
            version: ImageVersion::parse("7").unwrap(),
            last_modified: DateTime::UNIX_EPOCH,
        };
        let mut pictures = vec![stored(keys.listing())];
        for number in 1..=60 {
            let gallery = pictures::GalleryName::parse("Outside").unwrap();
            let photo = keys.gallery_picture(&gallery, number);
            pictures.push(stored(photo.large));
            pictures.push(stored(photo.small));
        }
        let mut property = property();
        property.path = "-villa".into();
        property.pictures_path = "-barolo".into();
        let images = image_urls(&property, &pictures, &urls);
        assert_eq!(images.len(), 50);
        assert_eq!(
            images[0],
            "https://cdn.example/img/v/7/properties/123-villa/listing-barolo.jpg"
        );
        assert_eq!(
            images[1],
            "https://cdn.example/img/v/7/properties/123-villa/gallery/Outside/01-barolo.jpg"
        );
        assert!(image_urls(&property, &[], &urls).is_empty());
    }

    fn property() -> Property {
        Property {
            reference: Ref::parse("123").unwrap(),
            title: String::new(),
            title2: String::new(),
            listing_title: String::new(),
            meta_title: String::new(),
            meta_description: String::new(),
            path: String::new(),
            pictures_path: String::new(),
            location: String::new(),
            price: Price::PLEASE_CALL,
            price_description: String::new(),
            sold: false,
            visibility: domain::Visibility::Visible,
            created_date: DateTime::UNIX_EPOCH,
            pictures_version: domain::PicturesVersion::from_stored(1),
            description: String::new(),
            description_list: String::new(),
            features: String::new(),
            coordinates: None,
            distances: vec![],
            town_id: None,
            counter_blocks: vec![],
            has_background: false,
            has_listing: false,
            shown: true,
            cover_photo: None,
            status: Default::default(),
            energy: domain::EnergyCertificate::default(),
            facts: domain::PropertyFacts::default(),
            purchase: Default::default(),
            italian: Default::default(),
            share_key: None,
        }
    }
}
