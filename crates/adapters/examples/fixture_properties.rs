//! Adds N visible properties with refs from FIRST_REF on, for the list benchmark
//! (bench/api_vs_nginx.sh) and for browser tests that need more than one page of homes.
//! Usage: DATABASE_URL=sqlite://…?mode=rwc cargo run --example fixture_properties -- N [FIRST_REF]

use adapters::database::{connect, migrate};
use adapters::repositories::SqlPropertyRepository;
use chrono::{Duration, TimeZone, Utc};
use domain::ports::PropertyRepository;
use domain::{
    Coordinates, CounterBlock, Distance, EnergyCertificate, EnergyClass, PicturesVersion, Price,
    Property, Ref, Visibility,
};

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let mut args = std::env::args().skip(1);
    let count: u32 = args.next().map(|n| n.parse()).transpose()?.unwrap_or(100);
    let first_ref: u32 = args.next().map(|n| n.parse()).transpose()?.unwrap_or(1);
    anyhow::ensure!(
        first_ref + count <= 1000,
        "refs have three digits: the last must be 999 at most"
    );
    let url = std::env::var("DATABASE_URL")?;
    let conn = connect(&url).await?;
    migrate(&conn).await?;
    let repository = SqlPropertyRepository::new(conn);
    let start = Utc.with_ymd_and_hms(2025, 1, 1, 9, 0, 0).unwrap();
    for n in first_ref..first_ref + count {
        // Test fixtures, written before any alert exists: news for nobody.
        repository
            .create(
                &sample_property(n, start + Duration::hours(i64::from(n)))?,
                None,
            )
            .await?;
    }
    println!("created {count} visible properties");
    Ok(())
}

fn sample_property(n: u32, created_date: chrono::DateTime<Utc>) -> anyhow::Result<Property> {
    let slug = format!("-farmhouse-{n}");
    Ok(Property {
        reference: Ref::parse(&format!("{n:03}"))?,
        title: format!("Restored farmhouse number {n} with vineyard views"),
        title2: "Langhe, Piedmont".into(),
        listing_title: format!("Farmhouse {n} near Barolo"),
        meta_title: format!("Farmhouse {n} for sale near Barolo"),
        meta_description: "A restored stone farmhouse among the vineyards of the Langhe.".into(),
        path: slug.clone(),
        pictures_path: slug,
        location: "Barolo, Langhe".into(),
        price: Price::euros(350_000 + u64::from(n) * 10_000),
        price_description: "Negotiable".into(),
        sold: false,
        visibility: Visibility::Visible,
        created_date,
        pictures_version: PicturesVersion::first(created_date),
        description: "<p>Stone farmhouse with <strong>panoramic</strong> views.</p>".into(),
        description_list: "Restored in 2019;Heated pool".into(),
        features: "5 bedrooms;Living area 320 sqm;Land 8,000 sqm".into(),
        coordinates: Some(Coordinates::new("44.61", "7.94")?),
        distances: vec![Distance::new(45, "from Alba", "alba")],
        town_id: None,
        counter_blocks: vec![CounterBlock::new("5", "Bedrooms")],
        has_background: false,
        has_listing: false,
        shown: true,
        cover_photo: None,
        // On the market since they were listed (created).
        status: domain::property::ListingStatus {
            listed_since: Some(created_date),
            ..Default::default()
        },
        energy: EnergyCertificate {
            class: Some(EnergyClass::C),
            non_renewable_index: Some(95.2),
            renewable_index: Some(12.4),
            envelope_winter: Some(domain::EnvelopeQuality::Medium),
            envelope_summer: Some(domain::EnvelopeQuality::High),
        },
        facts: domain::property::FactsInput {
            kind: Some(["farmhouse", "villa", "house", "apartment"][n as usize % 4]),
            bedrooms: Some(i64::from(2 + n % 5)),
            bathrooms: Some(i64::from(1 + n % 3)),
            internal_area_m2: Some(i64::from(120 + n % 7 * 40)),
            land_area_m2: Some(8_000),
        }
        .validate()?,
        purchase: domain::PurchaseFacts {
            seller: Some(domain::property::SellerKind::Private),
            cadastral_category: Some(domain::property::CadastralCategory::parse("A/2")?),
            cadastral_income: Some(domain::property::CadastralIncome::from_cents(200_000)?),
        },
        italian: Default::default(),
        share_key: None,
    })
}
