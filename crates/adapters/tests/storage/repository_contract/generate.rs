//! `langhe generate` on each database: visible listings with generated refs and pictures, and
//! a refusal to mix them into a real catalogue.

use super::fixtures::{instant, property};
use adapters::demo::{generate_properties, GenerateError};
use adapters::images::ObjectStoreImages;
use adapters::repositories::{SqlPropertyRepository, SqlTownRepository};
use domain::images::PropertyImageKeys;
use domain::ports::{ImageStore, ListScope, PropertyRepository};
use domain::property::{ListingFilter, PropertyKind};
use domain::{PageRequest, Ref, Visibility};
use sea_orm::DatabaseConnection;
use std::collections::HashSet;

pub async fn generated_listings_are_visible_varied_and_show_copied_pictures(
    conn: DatabaseConnection,
) {
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

pub async fn generating_into_a_real_catalogue_needs_force(conn: DatabaseConnection) {
    let folder = tempfile::tempdir().unwrap();
    let images = ObjectStoreImages::local(folder.path()).unwrap();
    let towns = SqlTownRepository::new(conn.clone());
    let repo = SqlPropertyRepository::new(conn.clone());
    repo.create(&property("123", Visibility::Visible, instant(0)), None)
        .await
        .unwrap();

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
