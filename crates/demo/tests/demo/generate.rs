//! `langhe generate` on SQLite and (when `TEST_DATABASE_URL` names a server) PostgreSQL:
//! visible listings with generated refs and pictures, and a refusal to mix them into a real
//! catalogue.

use adapters::repositories::{SqlPropertyRepository, SqlTownRepository};
use chrono::{DateTime, Duration, TimeZone, Utc};
use demo::{generate_properties, GenerateError};
use domain::ports::{ListScope, PropertyRepository};
use domain::property::{ListingFilter, PropertyKind};
use domain::{PageRequest, PicturesVersion, Price, Property, Ref, Visibility};
use picture_store::ObjectStoreImages;
use pictures::ports::ImageStore;
use pictures::PropertyImageKeys;
use sea_orm::DatabaseConnection;
use std::collections::HashSet;
use test_services::on_both_databases;

on_both_databases! {
    generated_listings_are_visible_varied_and_show_copied_pictures => crate::generate::generated_listings_are_visible_varied_and_show_copied_pictures,
    generating_into_a_real_catalogue_needs_force => crate::generate::generating_into_a_real_catalogue_needs_force,
}

/// A fixed instant with microseconds, the finest precision both databases keep.
fn instant(days_after_start: i64) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2025, 3, 1, 10, 0, 0).unwrap()
        + Duration::days(days_after_start)
        + Duration::microseconds(123_456)
}

/// A listing of the site's own: neither generated nor one of the demo's.
fn real_listing(reference: &str) -> Property {
    let created = instant(0);
    Property {
        reference: Ref::parse(reference).unwrap(),
        title: format!("Farmhouse {reference}"),
        title2: "In the hills".into(),
        listing_title: format!("Listing {reference}"),
        meta_title: "Meta title".into(),
        meta_description: "Meta description".into(),
        path: "-farmhouse".into(),
        pictures_path: "-farmhouse".into(),
        location: "Barolo".into(),
        price: Price::euros(250_000),
        price_description: String::new(),
        sold: false,
        visibility: Visibility::Visible,
        created_date: created,
        pictures_version: PicturesVersion::first(created),
        description: "<p>Description</p>".into(),
        description_list: "5 bedrooms;250 sqm".into(),
        features: "Pool;Garden".into(),
        coordinates: None,
        distances: Vec::new(),
        town_id: None,
        counter_blocks: Vec::new(),
        has_background: false,
        has_listing: false,
        shown: true,
        cover_photo: None,
        status: Default::default(),
        energy: Default::default(),
        facts: Default::default(),
        purchase: Default::default(),
        italian: Default::default(),
        share_key: None,
    }
}

async fn generated_listings_are_visible_varied_and_show_copied_pictures(conn: DatabaseConnection) {
    let folder = tempfile::tempdir().unwrap();
    let images = ObjectStoreImages::local(folder.path()).unwrap();
    // The demo's first property has its pictures stored: generated ones reuse them.
    let listing = "properties/101-farmhouse-barolo/listing-farmhouse-barolo.jpg";
    images.put(listing, b"listing".to_vec()).await.unwrap();
    let towns = SqlTownRepository::new(conn.clone());
    let repo = SqlPropertyRepository::new(conn.clone());

    let report = generate_properties(&conn, &towns, &images, 30, false, instant(0))
        .await
        .unwrap();
    assert_eq!(report.properties, 30);

    let page = repo
        .list(
            ListScope::Public,
            &ListingFilter::default(),
            PageRequest::parse(0, 100).unwrap(),
        )
        .await
        .unwrap();
    assert_eq!(page.items.len(), 30);
    let refs: HashSet<String> = page.items.iter().map(|p| p.reference.to_string()).collect();
    let expected: HashSet<String> = (100_000..100_030).map(|n| n.to_string()).collect();
    assert_eq!(refs, expected);
    let prices: HashSet<u64> = page.items.iter().map(|p| p.price.amount()).collect();
    let locations: HashSet<&str> = page.items.iter().map(|p| p.location.as_str()).collect();
    assert!(
        prices.len() > 20 && locations.len() > 5,
        "{prices:?} {locations:?}"
    );
    // Structured facts too, so that search filters keep realistic fractions.
    let kinds: HashSet<_> = page.items.iter().filter_map(|p| p.facts.kind).collect();
    assert!(kinds.len() >= 4, "{kinds:?}");
    assert!(page.items.iter().all(|p| p.facts.kind.is_some_and(|kind| {
        p.facts.bedrooms.is_some() == kind.has_rooms()
            && p.facts.internal_area.is_some() != (kind == PropertyKind::Land)
    })));

    // Number 100,008 is a variation of the demo's first property (24 templates).
    let varied = repo
        .find_by_ref(&Ref::parse_stored("100008").unwrap())
        .await
        .unwrap()
        .unwrap();
    assert_eq!(varied.visibility, Visibility::Visible);
    let copied = PropertyImageKeys::of(&varied).listing();
    assert_eq!(images.get(&copied).await.unwrap().bytes, b"listing");

    let again = generate_properties(&conn, &towns, &images, 5, false, instant(0))
        .await
        .unwrap();
    assert_eq!(again.properties, 5);
    assert!(repo
        .find_by_ref(&Ref::parse_stored("100034").unwrap())
        .await
        .unwrap()
        .is_some());
}

async fn generating_into_a_real_catalogue_needs_force(conn: DatabaseConnection) {
    let folder = tempfile::tempdir().unwrap();
    let images = ObjectStoreImages::local(folder.path()).unwrap();
    let towns = SqlTownRepository::new(conn.clone());
    let repo = SqlPropertyRepository::new(conn.clone());
    repo.create(&real_listing("123"), None).await.unwrap();

    let refused = generate_properties(&conn, &towns, &images, 3, false, instant(0)).await;
    assert!(
        matches!(refused, Err(GenerateError::HoldsRealContent(1))),
        "{refused:?}"
    );
    let page = PageRequest::parse(0, 100).unwrap();
    assert_eq!(
        repo.list(ListScope::Staff, &ListingFilter::default(), page)
            .await
            .unwrap()
            .items
            .len(),
        1
    );

    let forced = generate_properties(&conn, &towns, &images, 3, true, instant(0))
        .await
        .unwrap();
    assert_eq!(forced.properties, 3);
    assert_eq!(
        repo.list(ListScope::Staff, &ListingFilter::default(), page)
            .await
            .unwrap()
            .items
            .len(),
        4
    );
}
