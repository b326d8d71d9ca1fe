//! `PropertyRepository` contract.

use super::fixtures::{instant, page, property, reference, rich_property, town};
use adapters::repositories::{SqlPropertyRepository, SqlTownRepository};
use domain::ports::ListedPages::{English, Italian};
use domain::ports::{ListScope, PropertyRepository, RepositoryError, TownRepository};
use domain::property::{ListingFilter, PriceChange, ShareKey};
use domain::{EnergyCertificate, Price, Property, Ref, Visibility};
use sea_orm::{ConnectionTrait, DatabaseConnection};

fn refs<'a>(items: impl IntoIterator<Item = &'a Ref>) -> Vec<String> {
    items.into_iter().map(|r| r.as_str().to_owned()).collect()
}

pub async fn pages_are_indexed_and_counted(conn: DatabaseConnection) {
    let repo = SqlPropertyRepository::new(conn);
    for day in 0..5 {
        repo.create(
            &property(&format!("10{day}"), Visibility::Visible, instant(day)),
            None,
        )
        .await
        .unwrap();
    }

    let first = repo
        .list(ListScope::Staff, &ListingFilter::default(), page(0, 2))
        .await
        .unwrap();
    assert_eq!(
        refs(first.items.iter().map(|p| &p.reference)),
        ["104", "103"]
    );
    assert_eq!(first.pages, 3);

    // skip is a page index: page 1 holds rows 2..4, not rows 1..3.
    let second = repo
        .list(ListScope::Staff, &ListingFilter::default(), page(1, 2))
        .await
        .unwrap();
    assert_eq!(
        refs(second.items.iter().map(|p| &p.reference)),
        ["102", "101"]
    );

    let last = repo
        .list(ListScope::Public, &ListingFilter::default(), page(2, 2))
        .await
        .unwrap();
    assert_eq!(refs(last.items.iter().map(|p| &p.reference)), ["100"]);
    assert_eq!(last.pages, 3);

    let past_the_end = repo
        .list(ListScope::Staff, &ListingFilter::default(), page(3, 2))
        .await
        .unwrap();
    assert!(past_the_end.items.is_empty());
    assert_eq!(past_the_end.pages, 3);
}

pub async fn empty_list_has_one_page(conn: DatabaseConnection) {
    let repo = SqlPropertyRepository::new(conn);
    for scope in [ListScope::Public, ListScope::Staff] {
        let empty = repo
            .list(scope, &ListingFilter::default(), page(0, 10))
            .await
            .unwrap();
        assert!(empty.items.is_empty());
        assert_eq!(empty.pages, 1);
    }
    assert!(repo
        .visible_links(English, None, 0, 10)
        .await
        .unwrap()
        .is_empty());
    assert_eq!(repo.count_visible(English).await.unwrap(), 0);
}

pub async fn public_list_shows_only_visible(conn: DatabaseConnection) {
    let repo = SqlPropertyRepository::new(conn);
    repo.create(&property("201", Visibility::Hidden, instant(1)), None)
        .await
        .unwrap();
    repo.create(&property("202", Visibility::Unlisted, instant(2)), None)
        .await
        .unwrap();
    repo.create(&property("203", Visibility::Visible, instant(3)), None)
        .await
        .unwrap();
    repo.create(&property("204", Visibility::Visible, instant(0)), None)
        .await
        .unwrap();

    let public = repo
        .list(ListScope::Public, &ListingFilter::default(), page(0, 1))
        .await
        .unwrap();
    assert_eq!(refs(public.items.iter().map(|p| &p.reference)), ["203"]);
    assert_eq!(
        public.pages, 2,
        "the page count covers visible properties only"
    );

    let staff = repo
        .list(ListScope::Staff, &ListingFilter::default(), page(0, 10))
        .await
        .unwrap();
    assert_eq!(
        refs(staff.items.iter().map(|p| &p.reference)),
        ["203", "202", "201", "204"]
    );
    assert_eq!(staff.pages, 1);

    let sitemap = repo.visible_links(English, None, 0, 10).await.unwrap();
    assert_eq!(refs(sitemap.iter().map(|p| &p.reference)), ["203", "204"]);
    assert_eq!(repo.count_visible(English).await.unwrap(), 2);
}

pub async fn lists_are_newest_first_ties_by_ref(conn: DatabaseConnection) {
    let repo = SqlPropertyRepository::new(conn);
    repo.create(&property("301", Visibility::Visible, instant(1)), None)
        .await
        .unwrap();
    repo.create(&property("305", Visibility::Visible, instant(2)), None)
        .await
        .unwrap();
    repo.create(&property("303", Visibility::Visible, instant(1)), None)
        .await
        .unwrap();
    repo.create(&property("302", Visibility::Visible, instant(1)), None)
        .await
        .unwrap();

    let expected = ["305", "303", "302", "301"];
    let all = repo
        .list(ListScope::Public, &ListingFilter::default(), page(0, 10))
        .await
        .unwrap();
    assert_eq!(refs(all.items.iter().map(|p| &p.reference)), expected);

    // One item a page: ties must not repeat or skip a property across pages.
    let mut one_by_one = Vec::new();
    for index in 0..4 {
        let single = repo
            .list(ListScope::Public, &ListingFilter::default(), page(index, 1))
            .await
            .unwrap();
        one_by_one.extend(refs(single.items.iter().map(|p| &p.reference)));
    }
    assert_eq!(one_by_one, expected);

    // The sitemap reads in ref order, in batches that start after the last ref read.
    let first_two = repo.visible_links(English, None, 0, 2).await.unwrap();
    assert_eq!(refs(first_two.iter().map(|p| &p.reference)), ["301", "302"]);
    assert_eq!(first_two[0].path, "-farmhouse");
    let after = first_two[1].reference.clone();
    let rest = repo
        .visible_links(English, Some(after), 0, 10)
        .await
        .unwrap();
    assert_eq!(refs(rest.iter().map(|p| &p.reference)), ["303", "305"]);
    let skipped = repo.visible_links(English, None, 3, 10).await.unwrap();
    assert_eq!(refs(skipped.iter().map(|p| &p.reference)), ["305"]);
}

pub async fn found_by_url_segment_ref(conn: DatabaseConnection) {
    let repo = SqlPropertyRepository::new(conn);
    repo.create(&property("123", Visibility::Hidden, instant(0)), None)
        .await
        .unwrap();

    let from_old_link = Ref::from_url_segment("123-villa").unwrap();
    let found = repo
        .find_by_ref(&from_old_link)
        .await
        .unwrap()
        .expect("found by its ref");
    assert_eq!(found.reference.as_str(), "123");
    assert_eq!(
        found.visibility,
        Visibility::Hidden,
        "found whatever its visibility"
    );

    assert_eq!(repo.find_by_ref(&reference("124")).await.unwrap(), None);
}

pub async fn every_field_round_trips(conn: DatabaseConnection) {
    let town_id = SqlTownRepository::new(conn.clone())
        .create(&town("Neive"))
        .await
        .unwrap();
    let repo = SqlPropertyRepository::new(conn);
    let stored = rich_property("777", Some(town_id));
    repo.create(&stored, None).await.unwrap();

    let found = repo.find_by_ref(&stored.reference).await.unwrap().unwrap();
    assert_eq!(found, stored);

    let listed = repo
        .list(ListScope::Staff, &ListingFilter::default(), page(0, 10))
        .await
        .unwrap();
    assert_eq!(listed.items, vec![stored.summary()]);
}

/// Italian texts written, then taken away again: the card and the page follow each time.
pub async fn italian_texts_are_replaced_and_cleared(conn: DatabaseConnection) {
    let repo = SqlPropertyRepository::new(conn);
    let english_only = property("779", Visibility::Visible, instant(0));
    repo.create(&english_only, None).await.unwrap();
    let found = repo.find_by_ref(&english_only.reference).await.unwrap();
    assert!(found.unwrap().italian.is_empty());

    let translated = Property {
        italian: domain::PropertyTexts {
            title: "Cascina a Barolo".into(),
            listing_title: "Cascina tra i vigneti".into(),
            location: "Barolo, Langhe".into(),
            description: "<p>Una cascina.</p>".into(),
            ..Default::default()
        },
        ..english_only.clone()
    };
    let italian_pages = || async {
        let count = repo.count_visible(Italian).await.unwrap();
        let links = repo.visible_links(Italian, None, 0, 10).await.unwrap();
        (count, refs(links.iter().map(|link| &link.reference)))
    };
    assert_eq!(italian_pages().await, (0, vec![]), "no Italian page yet");
    repo.update(&translated, None, None).await.unwrap();
    let found = repo.find_by_ref(&english_only.reference).await.unwrap();
    assert_eq!(found.unwrap().italian, translated.italian);
    assert_eq!(italian_pages().await, (1, vec!["779".to_owned()]));
    let mut without_description = translated.clone();
    without_description.italian.description.clear();
    repo.update(&without_description, None, None).await.unwrap();
    assert_eq!(italian_pages().await, (0, vec![]), "not complete");
    repo.update(&translated, None, None).await.unwrap();
    let card = repo
        .list(ListScope::Public, &ListingFilter::default(), page(0, 10))
        .await
        .unwrap()
        .items
        .remove(0);
    assert_eq!(card.italian.listing_title, "Cascina tra i vigneti");
    assert_eq!(card.italian.location, "Barolo, Langhe");

    repo.update(&english_only, None, None).await.unwrap();
    let found = repo.find_by_ref(&english_only.reference).await.unwrap();
    assert!(found.unwrap().italian.is_empty());
}

pub async fn empty_optionals_round_trip(conn: DatabaseConnection) {
    let repo = SqlPropertyRepository::new(conn);
    let mut plain = property("778", Visibility::Visible, instant(0));
    plain.price = Price::PLEASE_CALL;
    plain.title = String::new();
    plain.description = String::new();
    repo.create(&plain, None).await.unwrap();

    let found = repo.find_by_ref(&plain.reference).await.unwrap().unwrap();
    assert_eq!(found, plain);
    assert_eq!(found.coordinates, None);
    assert_eq!(found.energy, EnergyCertificate::default());
    assert_eq!(found.facts, domain::PropertyFacts::default());
    assert!(found.distances.is_empty() && found.counter_blocks.is_empty());
}

pub async fn duplicate_ref_is_duplicate(conn: DatabaseConnection) {
    let repo = SqlPropertyRepository::new(conn);
    repo.create(&property("401", Visibility::Visible, instant(0)), None)
        .await
        .unwrap();

    let again = repo
        .create(&property("401", Visibility::Hidden, instant(5)), None)
        .await;
    assert!(
        matches!(again, Err(RepositoryError::Duplicate)),
        "got {again:?}"
    );

    let kept = repo.find_by_ref(&reference("401")).await.unwrap().unwrap();
    assert_eq!(
        kept.visibility,
        Visibility::Visible,
        "the first property is untouched"
    );
}

pub async fn update_keeps_ref_created_date_and_pictures_version(conn: DatabaseConnection) {
    let towns = SqlTownRepository::new(conn.clone());
    let first_town = towns.create(&town("Alba")).await.unwrap();
    let second_town = towns.create(&town("Barolo")).await.unwrap();
    let repo = SqlPropertyRepository::new(conn);
    let original = property("501", Visibility::Hidden, instant(1));
    repo.create(
        &Property {
            town_id: Some(first_town),
            ..original.clone()
        },
        None,
    )
    .await
    .unwrap();

    let mut changed = rich_property("501", Some(second_town));
    changed.created_date = instant(40);
    assert_ne!(changed.pictures_version, original.pictures_version);
    repo.update(&changed, None, None).await.unwrap();

    let found = repo.find_by_ref(&changed.reference).await.unwrap().unwrap();
    assert_eq!(
        found,
        Property {
            created_date: original.created_date,
            pictures_version: original.pictures_version,
            ..changed
        }
    );
}

/// `PicturesVersion::after`, atomically: concurrent changes at the same instant each get a
/// version of their own, and lists show the latest.
pub async fn pictures_version_moves_forward_atomically(conn: DatabaseConnection) {
    let repo = std::sync::Arc::new(SqlPropertyRepository::new(conn));
    let created = property("701", Visibility::Visible, instant(0));
    repo.create(&created, None).await.unwrap();
    let start = created.pictures_version;

    let later = instant(1);
    assert_eq!(
        repo.bump_pictures_version(&created.reference, later)
            .await
            .unwrap(),
        start.after(later)
    );
    let earlier = instant(0);
    let expected = start.after(later).after(earlier);
    assert_eq!(
        repo.bump_pictures_version(&created.reference, earlier)
            .await
            .unwrap(),
        expected
    );
    assert_eq!(expected.value(), later.timestamp_millis() + 1);

    let bumps: Vec<_> = (0..8)
        .map(|_| {
            let repo = repo.clone();
            let reference = created.reference.clone();
            tokio::spawn(async move {
                repo.bump_pictures_version(&reference, earlier)
                    .await
                    .unwrap()
            })
        })
        .collect();
    let mut seen = Vec::new();
    for bump in bumps {
        seen.push(bump.await.unwrap().value());
    }
    seen.sort();
    let first = expected.value() + 1;
    assert_eq!(seen, (first..first + 8).collect::<Vec<_>>());

    let listed = repo
        .list(ListScope::Public, &ListingFilter::default(), page(0, 10))
        .await
        .unwrap();
    assert_eq!(listed.items[0].pictures_version.value(), first + 7);
    let missing = repo.bump_pictures_version(&reference("702"), later).await;
    assert!(
        matches!(missing, Err(RepositoryError::NotFound)),
        "got {missing:?}"
    );
}

pub async fn update_or_delete_missing_is_not_found(conn: DatabaseConnection) {
    let repo = SqlPropertyRepository::new(conn);
    repo.create(&property("601", Visibility::Visible, instant(0)), None)
        .await
        .unwrap();

    let update = repo
        .update(
            &property("602", Visibility::Visible, instant(0)),
            None,
            None,
        )
        .await;
    assert!(
        matches!(update, Err(RepositoryError::NotFound)),
        "got {update:?}"
    );
    let delete = repo.delete(&reference("602")).await;
    assert!(
        matches!(delete, Err(RepositoryError::NotFound)),
        "got {delete:?}"
    );

    assert!(repo.find_by_ref(&reference("601")).await.unwrap().is_some());
}

pub async fn delete_removes_it(conn: DatabaseConnection) {
    let repo = SqlPropertyRepository::new(conn);
    repo.create(&property("701", Visibility::Visible, instant(0)), None)
        .await
        .unwrap();
    repo.create(&property("702", Visibility::Visible, instant(1)), None)
        .await
        .unwrap();

    repo.delete(&reference("701")).await.unwrap();

    assert_eq!(repo.find_by_ref(&reference("701")).await.unwrap(), None);
    let left = repo
        .list(ListScope::Staff, &ListingFilter::default(), page(0, 10))
        .await
        .unwrap();
    assert_eq!(refs(left.items.iter().map(|p| &p.reference)), ["702"]);
    let twice = repo.delete(&reference("701")).await;
    assert!(
        matches!(twice, Err(RepositoryError::NotFound)),
        "got {twice:?}"
    );
}

/// Towns have no delete use case yet; the schema still must not leave dangling links, which
/// also proves SQLite enforces foreign keys on the pooled connections.
pub async fn deleting_town_unlinks_properties(conn: DatabaseConnection) {
    let town_id = SqlTownRepository::new(conn.clone())
        .create(&town("Dogliani"))
        .await
        .unwrap();
    let repo = SqlPropertyRepository::new(conn.clone());
    let linked = Property {
        town_id: Some(town_id),
        ..property("801", Visibility::Visible, instant(0))
    };
    repo.create(&linked, None).await.unwrap();

    conn.execute_unprepared(&format!("DELETE FROM towns WHERE id = {}", town_id.0))
        .await
        .unwrap();

    let found = repo.find_by_ref(&linked.reference).await.unwrap().unwrap();
    assert_eq!(found.town_id, None);
    assert_eq!(
        found,
        Property {
            town_id: None,
            ..linked
        }
    );

    let dangling = Property {
        town_id: Some(town_id),
        ..property("802", Visibility::Visible, instant(0))
    };
    let refused = repo.create(&dangling, None).await;
    assert!(
        matches!(refused, Err(RepositoryError::UnknownReference)),
        "a town id that names no town is the caller's mistake, not a storage failure: got {refused:?}"
    );
}

pub async fn corrupt_row_is_unexpected(conn: DatabaseConnection) {
    let repo = SqlPropertyRepository::new(conn.clone());
    repo.create(&property("901", Visibility::Visible, instant(0)), None)
        .await
        .unwrap();
    conn.execute_unprepared("UPDATE properties SET distances = '{not json' WHERE ref = '901'")
        .await
        .unwrap();

    let found = repo.find_by_ref(&reference("901")).await;
    assert!(
        matches!(found, Err(RepositoryError::Unexpected(_))),
        "got {found:?}"
    );

    conn.execute_unprepared("UPDATE properties SET visibility = 'public' WHERE ref = '901'")
        .await
        .unwrap();
    let listed = repo
        .list(ListScope::Staff, &ListingFilter::default(), page(0, 10))
        .await;
    assert!(
        matches!(listed, Err(RepositoryError::Unexpected(_))),
        "got {listed:?}"
    );
}

/// The public list's order is kept in memory, and the repository does not drop it on its own
/// writes: the content events do (`forget_public_order`, called by the server's one
/// subscriber after every announced write), and then the list shows them at once.
pub async fn public_list_follows_writes_once_the_order_is_forgotten(conn: DatabaseConnection) {
    let repo = SqlPropertyRepository::new(conn);
    for (reference, day) in [("801", 1), ("802", 2), ("803", 3)] {
        repo.create(
            &property(reference, Visibility::Visible, instant(day)),
            None,
        )
        .await
        .unwrap();
    }
    let second = repo
        .list(ListScope::Public, &ListingFilter::default(), page(1, 1))
        .await
        .unwrap();
    assert_eq!(refs(second.items.iter().map(|p| &p.reference)), ["802"]);

    let mut hidden = property("802", Visibility::Hidden, instant(2));
    hidden.title = "Hidden now".into();
    repo.update(&hidden, None, None).await.unwrap();
    let kept = repo
        .list(ListScope::Public, &ListingFilter::default(), page(1, 1))
        .await
        .unwrap();
    assert_eq!(kept.pages, 3, "the order read before the write is kept");
    let forgets = repo.public_order_forgets();
    repo.forget_public_order();
    assert_eq!(repo.public_order_forgets(), forgets + 1);
    let second = repo
        .list(ListScope::Public, &ListingFilter::default(), page(1, 1))
        .await
        .unwrap();
    assert_eq!(refs(second.items.iter().map(|p| &p.reference)), ["801"]);
    assert_eq!(second.pages, 2);

    repo.delete(&Ref::parse("803").unwrap()).await.unwrap();
    repo.create(&property("804", Visibility::Visible, instant(0)), None)
        .await
        .unwrap();
    repo.forget_public_order();
    let all = repo
        .list(ListScope::Public, &ListingFilter::default(), page(0, 10))
        .await
        .unwrap();
    assert_eq!(refs(all.items.iter().map(|p| &p.reference)), ["801", "804"]);
}

pub async fn portal_feed_reads_visible_unsold_in_ref_order_with_the_last_save(
    conn: DatabaseConnection,
) {
    let repo = SqlPropertyRepository::new(conn);
    for (number, visibility, sold) in [
        ("305", Visibility::Visible, false),
        ("301", Visibility::Visible, false),
        ("302", Visibility::Hidden, false),
        ("303", Visibility::Unlisted, false),
        ("304", Visibility::Visible, true),
        ("306", Visibility::Visible, false),
    ] {
        let mut created = property(number, visibility, instant(1));
        created.sold = sold;
        repo.create(&created, None).await.unwrap();
    }
    let first = repo.visible_unsold(None, 2).await.unwrap();
    let numbers = |batch: &[domain::ports::DatedProperty]| {
        batch
            .iter()
            .map(|dated| dated.property.reference.as_str().to_owned())
            .collect::<Vec<_>>()
    };
    assert_eq!(numbers(&first), ["301", "305"]);
    assert_eq!(
        first[0].changed,
        instant(1),
        "never saved since: its creation"
    );
    let rest = repo
        .visible_unsold(Some(first[1].property.reference.clone()), 10)
        .await
        .unwrap();
    assert_eq!(numbers(&rest), ["306"]);

    let before = chrono::Utc::now() - chrono::Duration::seconds(1);
    let mut edited = first[0].property.clone();
    edited.price = Price::euros(420_000);
    repo.update(&edited, None, None).await.unwrap();
    let again = repo.visible_unsold(None, 1).await.unwrap();
    assert_eq!(again[0].property.price, Price::euros(420_000));
    assert!(again[0].changed > before, "{:?}", again[0].changed);
    assert_eq!(again[0].property.created_date, instant(1));
}

async fn stored_key(repo: &SqlPropertyRepository, reference_text: &str) -> Option<ShareKey> {
    repo.find_by_ref(&reference(reference_text))
        .await
        .unwrap()
        .unwrap()
        .share_key
}

/// An unlisted listing is stored with a key of its own (drawn when it comes without one and
/// kept while it stays unlisted); the other visibilities are stored without.
pub async fn share_keys_belong_to_unlisted_listings(conn: DatabaseConnection) {
    let repo = SqlPropertyRepository::new(conn);
    let given = ShareKey::parse("abcdefghijklmnopqrstuv").unwrap();
    repo.create(&property("601", Visibility::Unlisted, instant(0)), None)
        .await
        .unwrap();
    repo.create(&property("602", Visibility::Unlisted, instant(0)), None)
        .await
        .unwrap();
    let mut visible = property("603", Visibility::Visible, instant(0));
    visible.share_key = Some(given);
    repo.create(&visible, None).await.unwrap();

    let first = stored_key(&repo, "601")
        .await
        .expect("drawn for an unlisted listing");
    let second = stored_key(&repo, "602")
        .await
        .expect("drawn for an unlisted listing");
    assert_ne!(first, second);
    assert_eq!(stored_key(&repo, "603").await, None);

    let mut kept = repo.find_by_ref(&reference("601")).await.unwrap().unwrap();
    kept.title = "Edited".into();
    repo.update(&kept, None, None).await.unwrap();
    assert_eq!(stored_key(&repo, "601").await, Some(first));

    kept.visibility = Visibility::Hidden;
    repo.update(&kept, None, None).await.unwrap();
    assert_eq!(stored_key(&repo, "601").await, None);
}

pub async fn a_rotated_share_key_replaces_the_old_one(conn: DatabaseConnection) {
    let repo = SqlPropertyRepository::new(conn);
    repo.create(&property("611", Visibility::Unlisted, instant(0)), None)
        .await
        .unwrap();
    repo.create(&property("612", Visibility::Visible, instant(0)), None)
        .await
        .unwrap();
    let old = stored_key(&repo, "611").await.unwrap();

    let new = repo.rotate_share_key(&reference("611")).await.unwrap();

    assert_ne!(new, old);
    assert_eq!(stored_key(&repo, "611").await, Some(new));
    for not_unlisted in ["612", "613"] {
        let refused = repo.rotate_share_key(&reference(not_unlisted)).await;
        assert!(
            matches!(refused, Err(RepositoryError::NotFound)),
            "{not_unlisted}: {refused:?}"
        );
    }
}

pub async fn keyless_unlisted_listings_are_given_keys(conn: DatabaseConnection) {
    let repo = SqlPropertyRepository::new(conn.clone());
    for (reference_text, visibility) in
        [("621", Visibility::Unlisted), ("622", Visibility::Visible)]
    {
        repo.create(&property(reference_text, visibility, instant(0)), None)
            .await
            .unwrap();
    }
    conn.execute_unprepared("UPDATE properties SET share_key = NULL")
        .await
        .unwrap();

    assert_eq!(repo.give_missing_share_keys().await.unwrap(), 1);

    assert!(stored_key(&repo, "621").await.is_some());
    assert_eq!(stored_key(&repo, "622").await, None);
    assert_eq!(repo.give_missing_share_keys().await.unwrap(), 0);
}

pub async fn typed_refs_leave_generated_ones_out(conn: DatabaseConnection) {
    let repo = SqlPropertyRepository::new(conn);
    assert!(repo.typed_refs().await.unwrap().is_empty());
    for (text, visibility) in [("124", Visibility::Hidden), ("007", Visibility::Visible)] {
        repo.create(&property(text, visibility, instant(1)), None)
            .await
            .unwrap();
    }
    let generated = Property {
        reference: Ref::generated(100_001).unwrap(),
        ..property("125", Visibility::Visible, instant(2))
    };
    repo.create(&generated, None).await.unwrap();

    let mut typed = refs(&repo.typed_refs().await.unwrap());
    typed.sort();
    assert_eq!(typed, ["007", "124"]);
}

/// Which photo the listing picture was made from: kept by its own write, never by a save from
/// the editor (which does not know it), and `NotFound` for a missing property.
pub async fn the_cover_photo_is_kept_apart_from_saves(conn: DatabaseConnection) {
    let repo = SqlPropertyRepository::new(conn);
    let stored = property("502", Visibility::Hidden, instant(1));
    repo.create(&stored, None).await.unwrap();
    let garden = domain::photo_caption::PhotoName {
        gallery: "New Gallery".into(),
        file: "02-v.jpg".into(),
    };
    repo.set_cover_photo(&stored.reference, Some(garden.clone()))
        .await
        .unwrap();
    let cover = || async {
        let found = repo.find_by_ref(&stored.reference).await.unwrap();
        found.unwrap().cover_photo
    };
    assert_eq!(cover().await, Some(garden.clone()));

    repo.update(&stored, None, None).await.unwrap();
    assert_eq!(cover().await, Some(garden), "a save keeps it");

    repo.set_cover_photo(&stored.reference, None).await.unwrap();
    assert_eq!(cover().await, None);
    assert!(matches!(
        repo.set_cover_photo(&reference("999"), None).await,
        Err(RepositoryError::NotFound)
    ));
}

pub async fn price_history_is_saved_with_the_change_and_goes_with_the_property(
    conn: DatabaseConnection,
) {
    let repo = SqlPropertyRepository::new(conn);
    let mut home = property("611", Visibility::Visible, instant(0));
    home.price = Price::euros(700_000);
    repo.create(&home, None).await.unwrap();
    assert!(repo
        .price_history(&home.reference)
        .await
        .unwrap()
        .is_empty());

    let change = |from, to, day, by: &str| PriceChange {
        at: instant(day),
        from: Price::euros(from),
        to: Price::euros(to),
        by: by.to_owned(),
    };
    home.price = Price::euros(650_000);
    repo.update(
        &home,
        None,
        Some(change(700_000, 650_000, 2, "anna@example.com")),
    )
    .await
    .unwrap();
    home.price = Price::PLEASE_CALL;
    repo.update(
        &home,
        None,
        Some(change(650_000, 0, 5, "marco@example.com")),
    )
    .await
    .unwrap();
    home.title = "No price change".into();
    repo.update(&home, None, None).await.unwrap();
    assert_eq!(
        repo.price_history(&home.reference).await.unwrap(),
        [
            change(700_000, 650_000, 2, "anna@example.com"),
            change(650_000, 0, 5, "marco@example.com"),
        ]
    );

    // A failed save records no change.
    let missing = property("612", Visibility::Visible, instant(0));
    let failed = repo
        .update(&missing, None, Some(change(1, 2, 6, "anna@example.com")))
        .await;
    assert!(
        matches!(failed, Err(RepositoryError::NotFound)),
        "{failed:?}"
    );
    assert!(repo
        .price_history(&missing.reference)
        .await
        .unwrap()
        .is_empty());

    repo.delete(&home.reference).await.unwrap();
    assert!(repo
        .price_history(&home.reference)
        .await
        .unwrap()
        .is_empty());
    repo.create(&home, None).await.unwrap();
    assert!(
        repo.price_history(&home.reference)
            .await
            .unwrap()
            .is_empty(),
        "a new property under the same ref starts without the old one's history"
    );
}

pub async fn listed_between_names_the_visible_ones_that_came_on_the_market_then(
    conn: DatabaseConnection,
) {
    let repo = SqlPropertyRepository::new(conn);
    for (reference, visibility, listed) in [
        ("621", Visibility::Visible, Some(2)),
        ("622", Visibility::Visible, Some(4)),
        ("623", Visibility::Visible, Some(6)),
        ("624", Visibility::Hidden, Some(4)),
        ("625", Visibility::Visible, None),
    ] {
        let mut home = property(reference, visibility, instant(0));
        home.status.listed_since = listed.map(instant);
        repo.create(&home, None).await.unwrap();
    }
    let mut found = repo.listed_between(instant(2), instant(6)).await.unwrap();
    found.sort();
    assert_eq!(
        refs(&found),
        ["622", "623"],
        "after the start, up to and with the end"
    );
    assert!(repo
        .listed_between(instant(7), instant(9))
        .await
        .unwrap()
        .is_empty());
}
