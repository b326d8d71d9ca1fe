//! `langhe generate`: a large catalogue for benchmarks and load tests. Each generated listing
//! is a variation of one of the demo properties (its texts, its town, a price, a date, an
//! energy class, structured facts and a position of its own), with a six-digit ref (`Ref::generated`), and
//! shows that demo property's pictures, copied within the image store (hard links on a
//! local disk), so that a hundred thousand listings are written in about a minute.

use super::content::property;
use super::generated_facts::generated_facts;
use super::properties::PROPERTIES;
use super::seed::{seed_towns, SeedReport};
use super::towns::TOWNS;
use adapters::database::begin_write;
use adapters::repositories::generated_listings;
use anyhow::Context;
use chrono::{DateTime, Duration, Utc};
use domain::ports::TownRepository;
use domain::{Coordinates, EnergyClass, Price, Property, Ref, Visibility, GENERATED_REFS};
use futures::StreamExt;
use pictures::ports::ImageStore;
use pictures::{banner_keys, webp_twin, PropertyImageKeys};
use sea_orm::DatabaseConnection;

/// Rows per INSERT: 500 × 28 columns stays under both databases' limits on bound values.
const ROWS_PER_INSERT: usize = 500;
/// Picture copies in flight at once.
const COPIES_AT_ONCE: usize = 32;

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct GenerateReport {
    pub properties: usize,
    pub pictures: usize,
    pub towns_created: usize,
}

#[derive(Debug, thiserror::Error)]
pub enum GenerateError {
    #[error(
        "the database holds {0} properties that are neither generated nor demo content; \
         run with --force to add generated ones anyway"
    )]
    HoldsRealContent(usize),
    #[error("at most {0} more properties can be generated")]
    TooMany(u32),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Adds `count` visible generated properties, created over the last five years before
/// `now`. Refuses a database holding properties other than generated and demo ones unless
/// `force`.
pub async fn generate_properties(
    conn: &DatabaseConnection,
    towns: &dyn TownRepository,
    images: &dyn ImageStore,
    count: u32,
    force: bool,
    now: DateTime<Utc>,
) -> Result<GenerateReport, GenerateError> {
    if !force {
        let real = real_properties(conn).await?;
        if real > 0 {
            return Err(GenerateError::HoldsRealContent(real));
        }
    }
    let first = next_generated_number(conn).await?;
    let room = GENERATED_REFS.end() - first + 1;
    if count > room {
        return Err(GenerateError::TooMany(room));
    }
    let mut seeded = SeedReport::default();
    let town_ids = seed_towns(towns, &mut seeded).await?;
    let templates = picture_templates(images, &town_ids, now).await;

    let mut report = GenerateReport {
        towns_created: seeded.towns,
        ..GenerateReport::default()
    };
    let mut random = fastrand::Rng::with_seed(u64::from(first));
    let numbers: Vec<u32> = (first..first + count).collect();
    let txn = begin_write(conn).await.context("starting")?;
    for chunk in numbers.chunks(ROWS_PER_INSERT) {
        let generated: Vec<Property> = chunk
            .iter()
            .map(|number| {
                let template = &templates[*number as usize % templates.len()];
                varied(&template.property, *number, &mut random, now, template)
            })
            .collect();
        generated_listings::insert_all(&txn, &generated).await?;
        report.properties += generated.len();
        report.pictures += copy_pictures(images, &templates, &generated).await?;
    }
    txn.commit().await.context("committing")?;
    Ok(report)
}

/// A demo property and which of its pictures the store holds.
struct Template {
    property: Property,
    /// Lined up with [`picture_keys`].
    stored: Vec<bool>,
    background: bool,
}

/// The listing, small and background pictures (every width) with their WebP twins.
fn picture_keys(property: &Property) -> Vec<String> {
    let keys = PropertyImageKeys::of(property);
    let mut jpgs = vec![keys.listing(), keys.small()];
    jpgs.extend(banner_keys(&keys.background()));
    let twins: Vec<String> = jpgs.iter().filter_map(|jpg| webp_twin(jpg)).collect();
    jpgs.into_iter().chain(twins).collect()
}

async fn picture_templates(
    images: &dyn ImageStore,
    town_ids: &[domain::TownId],
    now: DateTime<Utc>,
) -> Vec<Template> {
    let mut templates = Vec::with_capacity(PROPERTIES.len());
    for demo in PROPERTIES {
        let property = property(demo, &TOWNS[demo.town], town_ids[demo.town], now);
        let mut stored = Vec::new();
        for key in picture_keys(&property) {
            stored.push(images.head(&key).await.is_ok());
        }
        let background = images
            .head(&PropertyImageKeys::of(&property).background())
            .await
            .is_ok();
        templates.push(Template {
            property,
            stored,
            background,
        });
    }
    templates
}

/// The template's listing with its own ref, price, date, energy class, facts and position.
fn varied(
    template: &Property,
    number: u32,
    random: &mut fastrand::Rng,
    now: DateTime<Utc>,
    pictures: &Template,
) -> Property {
    let reference = Ref::generated(number).expect("numbers are checked against the range");
    let price = random.u64(150..3_000) * 1_000;
    let (lat, lng) = template.coordinates.as_ref().map_or((44.65, 8.0), |c| {
        let [lat, lng] = c.as_pair();
        (lat.parse().unwrap_or(44.65), lng.parse().unwrap_or(8.0))
    });
    // Within a few kilometres of the template's town: all of it in Piedmont.
    let lat = format!("{:.4}", lat + random.f64() * 0.06 - 0.03);
    let lng = format!("{:.4}", lng + random.f64() * 0.06 - 0.03);
    let mut energy = template.energy;
    energy.class = Some(EnergyClass::ALL[random.usize(..EnergyClass::ALL.len())]);
    energy.non_renewable_index = Some(f64::from(random.u32(20..400)));
    Property {
        reference,
        price: Price::euros(price),
        sold: random.u8(..20) == 0,
        visibility: Visibility::Visible,
        created_date: now - Duration::minutes(i64::from(random.u32(0..5 * 365 * 24 * 60))),
        coordinates: Coordinates::new(&lat, &lng).ok(),
        meta_description: format!("{} Ref. {number}.", template.title),
        has_background: pictures.background,
        // The listing picture is the first of `picture_keys`.
        has_listing: pictures.stored.first().copied().unwrap_or(false),
        shown: true,
        cover_photo: None,
        energy,
        facts: generated_facts(random),
        ..template.clone()
    }
}

/// Copies each listing's pictures from its template; answers how many files were written.
async fn copy_pictures(
    images: &dyn ImageStore,
    templates: &[Template],
    generated: &[Property],
) -> anyhow::Result<usize> {
    let mut copies = Vec::new();
    for property in generated {
        let number: usize = property.reference.as_str().parse().unwrap_or_default();
        let template = &templates[number % templates.len()];
        let pairs = picture_keys(&template.property)
            .into_iter()
            .zip(picture_keys(property))
            .zip(&template.stored)
            .filter(|(_, stored)| **stored)
            .map(|(pair, _)| pair);
        copies.extend(pairs);
    }
    let written = copies.len();
    let mut results = futures::stream::iter(copies)
        .map(|(from, to)| async move {
            images
                .copy(&from, &to)
                .await
                .with_context(|| format!("copying {from} to {to}"))
        })
        .buffer_unordered(COPIES_AT_ONCE);
    while let Some(result) = results.next().await {
        result?;
    }
    Ok(written)
}

/// Properties that are neither generated (six-digit refs) nor one of the demo's.
async fn real_properties(conn: &DatabaseConnection) -> anyhow::Result<usize> {
    let others = generated_listings::not_generated(conn).await?;
    Ok(others
        .iter()
        .filter(|(reference, title)| {
            !PROPERTIES
                .iter()
                .any(|demo| demo.reference == reference && demo.listing_title == title)
        })
        .count())
}

/// One past the highest generated ref stored, or the first generated ref.
async fn next_generated_number(conn: &DatabaseConnection) -> anyhow::Result<u32> {
    let highest = generated_listings::highest_generated_ref(conn).await?;
    Ok(highest
        .and_then(|reference| reference.parse::<u32>().ok())
        .map_or(*GENERATED_REFS.start(), |highest| highest + 1))
}
