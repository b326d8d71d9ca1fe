//! Turns the demo tables into domain values.

use super::articles::DemoArticle;
use super::properties::DemoProperty;
use super::towns::DemoTown;
use super::towns_it::TOWNS_IT;
use crate::content_it::count;
use chrono::{DateTime, Duration, Utc};
use domain::article::ArticleContent;
use domain::property::{FactsInput, ListingStatus, PropertyFacts};
use domain::town::{NewTown, TownTexts};
use domain::{
    Coordinates, CounterBlock, Distance, EnergyCertificate, EnergyClass, PicturesVersion, Price,
    Property, PropertyKind, Ref, TownId,
};

pub(crate) fn new_town(town: &DemoTown) -> NewTown {
    NewTown {
        name: town.name.to_owned(),
        name2: town.area.to_owned(),
        facts: town.facts.to_owned(),
        short_description: town.short_description.to_owned(),
        text: town.text.to_owned(),
        path: town.slug.to_owned(),
        italian: TOWNS_IT
            .iter()
            .find(|italian| italian.slug == town.slug)
            .map(|italian| TownTexts {
                facts: italian.facts.to_owned(),
                short_description: italian.short_description.to_owned(),
                text: italian.text.to_owned(),
            }),
    }
}

pub(crate) fn article_content(article: &DemoArticle) -> ArticleContent {
    ArticleContent {
        listing_description: article.listing_description.to_owned(),
        meta_description: article.listing_description.to_owned(),
        meta_title: format!("{} | Langhe Property News", article.title),
        path: article.path.to_owned(),
        text: article.text.to_owned(),
        title: article.title.to_owned(),
        title2: article.title2.to_owned(),
        published: true,
        italian: None,
    }
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// "1.5 ha of land", "850 sqm of land", or nothing for a flat.
fn land_text(square_metres: u32) -> Option<String> {
    match square_metres {
        0 => None,
        1..=9_999 => Some(format!("{square_metres} sqm of land")),
        _ => Some(format!(
            "{:.1} ha of land",
            f64::from(square_metres) / 10_000.0
        )),
    }
}

/// A point a little way out of the town centre, different for every ref.
fn position_near(town: &DemoTown, reference: u32) -> Coordinates {
    let offset = |salt: u32| f64::from((reference * salt) % 200) / 10_000.0 - 0.01;
    let lat = format!("{:.4}", town.centre.0 + offset(37));
    let lng = format!("{:.4}", town.centre.1 + offset(53));
    Coordinates::new(&lat, &lng).expect("demo positions are near Piedmont towns")
}

fn description(property: &DemoProperty, town: &DemoTown) -> String {
    let land = land_text(property.land)
        .map(|land| format!(" The property stands in {land}."))
        .unwrap_or_default();
    let extras = if property.extras.is_empty() {
        String::new()
    } else {
        format!(
            " Also included: {}.",
            property.extras.join(", ").to_lowercase()
        )
    };
    format!(
        "<p>{}</p><p>This {} offers {} sqm of living space with {} and {}.{}{}</p>\
         <p>{} is {} minutes from Alba and {} minutes from Turin airport. {}</p>",
        property.highlight,
        property.kind,
        property.sqm,
        count(property.bedrooms, "bedroom", "bedrooms"),
        count(property.bathrooms, "bathroom", "bathrooms"),
        land,
        extras,
        town.name,
        town.minutes_to_alba,
        town.minutes_to_airport,
        town.short_description,
    )
}

fn features(property: &DemoProperty) -> String {
    let mut lines = vec![
        count(property.bedrooms, "bedroom", "bedrooms"),
        count(property.bathrooms, "bathroom", "bathrooms"),
        format!("{} sqm", property.sqm),
    ];
    lines.extend(land_text(property.land));
    lines.extend(property.extras.iter().map(|extra| (*extra).to_owned()));
    lines.join(";")
}

/// The Italian label where the listing is written in Italian, else none.
fn in_italian(written: bool, label: String) -> String {
    if written {
        label
    } else {
        String::new()
    }
}

fn counter_blocks(property: &DemoProperty, written_in_italian: bool) -> Vec<CounterBlock> {
    let it = |label: &str| in_italian(written_in_italian, label.to_owned());
    let mut blocks = vec![
        CounterBlock::new(
            property.bedrooms.to_string(),
            if property.bedrooms == 1 {
                "Bedroom"
            } else {
                "Bedrooms"
            },
        )
        .in_italian(it(if property.bedrooms == 1 {
            "Camera da letto"
        } else {
            "Camere da letto"
        })),
        CounterBlock::new(
            property.bathrooms.to_string(),
            if property.bathrooms == 1 {
                "Bathroom"
            } else {
                "Bathrooms"
            },
        )
        .in_italian(it(if property.bathrooms == 1 {
            "Bagno"
        } else {
            "Bagni"
        })),
        CounterBlock::new(property.sqm.to_string(), "sqm").in_italian(it("mq")),
    ];
    if property.land >= 10_000 {
        blocks.push(
            CounterBlock::new(
                format!("{:.1}", f64::from(property.land) / 10_000.0),
                "ha of land",
            )
            .in_italian(it("ha di terreno")),
        );
    } else if property.land > 0 {
        blocks.push(
            CounterBlock::new(property.land.to_string(), "sqm of land")
                .in_italian(it("mq di terreno")),
        );
    }
    blocks
}

/// To the town's centre, to Alba and to Turin airport.
fn distances(town: &DemoTown, number: u32, written_in_italian: bool) -> Vec<Distance> {
    let it = |label: String| in_italian(written_in_italian, label);
    vec![
        Distance::new(3 + number % 6, format!("from {}", town.name), town.slug)
            .in_italian(it(format!("da {}", town.name))),
        Distance::new(town.minutes_to_alba, "from Alba", "alba").in_italian(it("da Alba".into())),
        Distance::new(
            town.minutes_to_airport,
            "from Turin airport",
            "turin-airport",
        )
        .in_italian(it("dall'aeroporto di Torino".into())),
    ]
}

pub(crate) fn property(
    property: &DemoProperty,
    town: &DemoTown,
    town_id: TownId,
    now: DateTime<Utc>,
) -> Property {
    let reference = Ref::parse(property.reference).expect("demo refs are three digits");
    let number: u32 = property.reference.parse().expect("demo refs are numeric");
    let slug = format!("-{}", property.slug);
    let kind = capitalised(property.kind);
    let land = land_text(property.land)
        .map(|land| format!(", {land}"))
        .unwrap_or_default();
    let italian = super::content_it::italian_texts(property, town);
    let written_in_italian = !italian.is_empty();
    Property {
        reference,
        title: format!("{kind} in {}", town.name),
        title2: property.title2.to_owned(),
        listing_title: property.listing_title.to_owned(),
        meta_title: format!(
            "{} | {} property for sale",
            property.listing_title, town.name
        ),
        meta_description: format!(
            "{kind} for sale in {}, {}: {} bedrooms, {} sqm{land}. Ref. {}.",
            town.name, town.area, property.bedrooms, property.sqm, property.reference
        ),
        path: slug.clone(),
        pictures_path: slug,
        location: format!("{}, {}", town.name, town.area),
        price: Price::euros(property.price),
        price_description: property.price_description.to_owned(),
        sold: property.sold,
        visibility: property.visibility,
        created_date: now - Duration::days(property.age_days),
        // Its pictures are written now, whatever the listing date says.
        pictures_version: PicturesVersion::first(now),
        description: description(property, town),
        description_list: property.rooms.join(";"),
        features: features(property),
        coordinates: Some(position_near(town, number)),
        distances: distances(town, number, written_in_italian),
        town_id: Some(town_id),
        counter_blocks: counter_blocks(property, written_in_italian),
        has_background: property.has_background,
        // The seed writes every demo property's listing picture.
        has_listing: true,
        shown: property.visibility != domain::Visibility::Hidden,
        cover_photo: None,
        // Visible ones came on the market when they were listed (created).
        status: ListingStatus::after_save(
            None,
            &ListingStatus::default(),
            property.visibility,
            Price::euros(property.price),
            now - Duration::days(property.age_days),
        ),
        energy: EnergyCertificate {
            class: Some(EnergyClass::parse(property.energy_class).expect("demo classes are valid")),
            non_renewable_index: Some(property.energy_index),
            renewable_index: Some((property.energy_index * 0.12 * 10.0).round() / 10.0),
            envelope_winter: None,
            envelope_summer: None,
        },
        facts: facts(property),
        purchase: Default::default(),
        italian,
        // The repository draws the unlisted ones' keys as it stores them.
        share_key: None,
    }
}

/// The structured kind behind the words a listing uses.
fn structured_kind(kind: &str) -> PropertyKind {
    match kind {
        "villa" | "manor house" | "residence" => PropertyKind::Villa,
        "farmhouse" | "cascina" | "country house" => PropertyKind::Farmhouse,
        "apartment" => PropertyKind::Apartment,
        // A winery, an agriturismo, a hotel project: businesses as much as homes.
        "wine estate" | "estate" | "building" => PropertyKind::Commercial,
        _ => PropertyKind::House,
    }
}

fn facts(property: &DemoProperty) -> PropertyFacts {
    FactsInput {
        kind: Some(structured_kind(property.kind).as_str()),
        bedrooms: Some(i64::from(property.bedrooms)),
        bathrooms: Some(i64::from(property.bathrooms)),
        internal_area_m2: Some(i64::from(property.sqm)),
        land_area_m2: (property.land > 0).then_some(i64::from(property.land)),
    }
    .validate()
    .expect("demo facts are valid")
}

pub(crate) fn article_created(article: &DemoArticle, now: DateTime<Utc>) -> DateTime<Utc> {
    now - Duration::days(article.age_days)
}

/// The demo records are built directly, not through the save forms' checks; these tests keep
/// them to the same rules, so the seeded site holds nothing an editor could not have saved.
#[cfg(test)]
mod tests {
    use super::super::articles::ARTICLES;
    use super::super::properties::PROPERTIES;
    use super::super::towns::TOWNS;
    use super::*;
    use domain::article::ArticleInput;
    use domain::property::PropertyInput;

    #[test]
    fn every_demo_property_passes_the_save_forms_checks_unchanged() {
        let now = Utc::now();
        for (index, demo) in PROPERTIES.iter().enumerate() {
            let town_id = TownId(i64::try_from(demo.town).unwrap() + 1);
            let seeded = property(demo, &TOWNS[demo.town], town_id, now);
            let saved = PropertyInput::from(&seeded)
                .validate(seeded.created_date)
                .unwrap_or_else(|error| panic!("demo property {}: {error}", demo.reference));
            // The form leaves the picture state to the uploads; everything else must agree.
            let saved = Property {
                pictures_version: seeded.pictures_version,
                has_background: seeded.has_background,
                has_listing: seeded.has_listing,
                // The dates follow from the saves, not the form.
                status: ListingStatus {
                    under_offer: saved.status.under_offer,
                    show_price_reduction: saved.status.show_price_reduction,
                    ..seeded.status
                },
                ..saved
            };
            assert_eq!(saved, seeded, "demo property #{index} ({})", demo.reference);
        }
    }

    #[test]
    fn every_demo_article_passes_the_save_forms_checks_unchanged() {
        for demo in ARTICLES {
            let content = article_content(demo);
            let input = ArticleInput {
                listing_description: Some(content.listing_description.clone()),
                meta_description: Some(content.meta_description.clone()),
                meta_title: Some(content.meta_title.clone()),
                path: Some(content.path.clone()),
                text: Some(content.text.clone()),
                title: Some(content.title.clone()),
                title2: Some(content.title2.clone()),
                published: Some(content.published),
                translations: None,
            };
            let saved = input
                .validate()
                .unwrap_or_else(|error| panic!("demo article {}: {error}", demo.path));
            assert_eq!(saved, content, "demo article {}", demo.path);
        }
    }
}
