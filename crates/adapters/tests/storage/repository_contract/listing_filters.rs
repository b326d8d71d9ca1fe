//! `PropertyRepository::list` with filters and sorts: the SQL must agree with the domain's
//! `ListingFilter::keeps` and the documented order, and count the filtered set.

use super::fixtures::{instant, page, property, town};
use adapters::repositories::{SqlPropertyRepository, SqlTownRepository};
use domain::ports::{ListScope, PropertyRepository, TownRepository};
use domain::property::{FactsInput, ListingFilter, ListingQuery, ListingSort};
use domain::{Price, Property, PropertySummary, TownId, Visibility};
use sea_orm::DatabaseConnection;
use std::cmp::Ordering;

struct Listing {
    reference: &'static str,
    price: u64,
    kind: Option<&'static str>,
    bedrooms: Option<i64>,
    town: bool,
    visibility: Visibility,
    sold: bool,
    day: i64,
}

const fn home(
    reference: &'static str,
    price: u64,
    kind: Option<&'static str>,
    bedrooms: Option<i64>,
    town: bool,
    day: i64,
) -> Listing {
    Listing {
        reference,
        price,
        kind,
        bedrooms,
        town,
        visibility: Visibility::Visible,
        sold: false,
        day,
    }
}

/// Ties on price and on date, "please call" listings, unstated kinds and bedrooms, a hidden
/// listing that only staff see, sold homes that only the plain list shows.
const CATALOGUE: &[Listing] = &[
    home("101", 450_000, Some("farmhouse"), Some(3), true, 1),
    home("102", 890_000, Some("farmhouse"), Some(5), false, 2),
    home("103", 0, Some("villa"), Some(6), true, 3),
    home("104", 1_450_000, Some("villa"), Some(5), true, 4),
    home("105", 650_000, Some("apartment"), Some(2), false, 5),
    home("106", 650_000, Some("house"), Some(4), true, 6),
    home("107", 650_000, Some("house"), Some(4), true, 6),
    home("108", 120_000, Some("land"), None, false, 7),
    home("109", 0, None, None, true, 8),
    home("110", 2_500_000, Some("commercial"), Some(0), false, 9),
    Listing {
        visibility: Visibility::Hidden,
        ..home("111", 500_000, Some("farmhouse"), Some(4), true, 10)
    },
    Listing {
        sold: true,
        ..home("112", 700_000, Some("farmhouse"), Some(4), true, 11)
    },
    Listing {
        sold: true,
        ..home("113", 300_000, Some("house"), Some(4), true, 0)
    },
];

async fn seed(conn: &DatabaseConnection) -> (SqlPropertyRepository, TownId) {
    let town_id = SqlTownRepository::new(conn.clone())
        .create(&town("Neive"))
        .await
        .unwrap();
    let repo = SqlPropertyRepository::new(conn.clone());
    for listing in CATALOGUE {
        let mut stored: Property =
            property(listing.reference, listing.visibility, instant(listing.day));
        stored.price = Price::euros(listing.price);
        stored.sold = listing.sold;
        stored.town_id = listing.town.then_some(town_id);
        stored.facts = FactsInput {
            kind: listing.kind,
            bedrooms: listing.bedrooms,
            bathrooms: listing.bedrooms.map(|_| 1),
            ..FactsInput::default()
        }
        .validate()
        .unwrap();
        repo.create(&stored, None).await.unwrap();
    }
    (repo, town_id)
}

/// The documented order, written out independently of the SQL: sold homes (which only the
/// plain list keeps) after the available ones.
fn expected_order(a: &PropertySummary, b: &PropertySummary, sort: ListingSort) -> Ordering {
    a.sold.cmp(&b.sold).then(in_sort(a, b, sort))
}

fn in_sort(a: &PropertySummary, b: &PropertySummary, sort: ListingSort) -> Ordering {
    let newest = b
        .created_date
        .cmp(&a.created_date)
        .then(b.reference.cmp(&a.reference));
    let by_price = |ascending: bool| {
        let please_call = a.price.is_please_call().cmp(&b.price.is_please_call());
        let price = if ascending {
            a.price.cmp(&b.price)
        } else {
            b.price.cmp(&a.price)
        };
        please_call.then(price).then(newest)
    };
    match sort {
        ListingSort::Newest => newest,
        ListingSort::PriceAsc => by_price(true),
        ListingSort::PriceDesc => by_price(false),
    }
}

async fn everything(repo: &SqlPropertyRepository, scope: ListScope) -> Vec<PropertySummary> {
    repo.list(scope, &ListingFilter::default(), page(0, 100))
        .await
        .unwrap()
        .items
}

fn refs(items: &[PropertySummary]) -> Vec<&str> {
    items.iter().map(|p| p.reference.as_str()).collect()
}

pub async fn filters_and_sorts_agree_with_the_domain_rule(conn: DatabaseConnection) {
    let (repo, town_id) = seed(&conn).await;
    let town = Some(town_id.0);
    let queries = [
        ListingQuery::default(),
        ListingQuery {
            min_price: Some(500_000),
            ..Default::default()
        },
        ListingQuery {
            max_price: Some(650_000),
            sort: Some("price_desc".into()),
            ..Default::default()
        },
        ListingQuery {
            min_price: Some(650_000),
            max_price: Some(650_000),
            ..Default::default()
        },
        ListingQuery {
            town,
            ..Default::default()
        },
        ListingQuery {
            kinds: vec!["farmhouse".into(), "villa".into()],
            ..Default::default()
        },
        ListingQuery {
            min_bedrooms: Some(4),
            sort: Some("price_asc".into()),
            ..Default::default()
        },
        ListingQuery {
            sort: Some("price_asc".into()),
            ..Default::default()
        },
        ListingQuery {
            sort: Some("price_desc".into()),
            ..Default::default()
        },
        ListingQuery {
            min_price: Some(400_000),
            max_price: Some(1_500_000),
            town,
            kinds: vec!["house".into(), "farmhouse".into(), "villa".into()],
            min_bedrooms: Some(3),
            sort: Some("price_asc".into()),
        },
        ListingQuery {
            kinds: vec!["land".into()],
            min_bedrooms: Some(0),
            ..Default::default()
        },
    ];
    for scope in [ListScope::Public, ListScope::Staff] {
        let all = everything(&repo, scope).await;
        for query in &queries {
            let filter = query.clone().parse().unwrap();
            let mut expected: Vec<PropertySummary> =
                all.iter().filter(|p| filter.keeps(p)).cloned().collect();
            expected.sort_by(|a, b| expected_order(a, b, filter.sort));
            let listed = repo.list(scope, &filter, page(0, 100)).await.unwrap();
            assert_eq!(refs(&listed.items), refs(&expected), "{scope:?} {query:?}");
        }
    }
}

pub async fn spot_checks_of_the_filters(conn: DatabaseConnection) {
    let (repo, town_id) = seed(&conn).await;
    let list = |query: ListingQuery| {
        let repo = &repo;
        async move {
            let filter = query.parse().unwrap();
            refs(
                &repo
                    .list(ListScope::Public, &filter, page(0, 100))
                    .await
                    .unwrap()
                    .items,
            )
            .into_iter()
            .map(str::to_owned)
            .collect::<Vec<_>>()
        }
    };
    // Cheapest first, "please call" (103, 109) last, equal prices newest first then by ref;
    // the sold homes after them all.
    assert_eq!(
        list(ListingQuery {
            sort: Some("price_asc".into()),
            ..Default::default()
        })
        .await,
        ["108", "101", "107", "106", "105", "102", "104", "110", "109", "103", "113", "112"]
    );
    // A narrowed list is the homes for sale: the sold 112 (a four-bedroom farmhouse in the
    // town) and 113 (a four-bedroom house in the town) are left out.
    assert_eq!(
        list(ListingQuery {
            kinds: vec!["farmhouse".into()],
            ..Default::default()
        })
        .await,
        ["102", "101"]
    );
    assert_eq!(
        list(ListingQuery {
            min_bedrooms: Some(4),
            sort: Some("price_desc".into()),
            ..Default::default()
        })
        .await,
        ["104", "102", "107", "106", "103"]
    );
    // A price bound leaves "please call" out; the hidden 111 is never public.
    assert_eq!(
        list(ListingQuery {
            min_price: Some(0),
            ..Default::default()
        })
        .await,
        ["110", "108", "107", "106", "105", "104", "102", "101"]
    );
    assert_eq!(
        list(ListingQuery {
            town: Some(town_id.0),
            kinds: vec!["house".into()],
            ..Default::default()
        })
        .await,
        ["107", "106"]
    );
    assert_eq!(
        list(ListingQuery {
            town: Some(town_id.0 + 1000),
            ..Default::default()
        })
        .await,
        Vec::<String>::new()
    );
}

pub async fn pages_count_the_filtered_set(conn: DatabaseConnection) {
    let (repo, _) = seed(&conn).await;
    let filter = ListingQuery {
        min_price: Some(400_000),
        sort: Some("price_desc".into()),
        ..Default::default()
    }
    .parse()
    .unwrap();
    // 110, 104, 102, 107, 106, 105, 101 (public, priced from 400,000).
    let first = repo
        .list(ListScope::Public, &filter, page(0, 3))
        .await
        .unwrap();
    assert_eq!(first.pages, 3);
    assert_eq!(refs(&first.items), ["110", "104", "102"]);
    let second = repo
        .list(ListScope::Public, &filter, page(1, 3))
        .await
        .unwrap();
    assert_eq!(refs(&second.items), ["107", "106", "105"]);
    let third = repo
        .list(ListScope::Public, &filter, page(2, 3))
        .await
        .unwrap();
    assert_eq!(refs(&third.items), ["101"]);
    let past = repo
        .list(ListScope::Public, &filter, page(3, 3))
        .await
        .unwrap();
    assert!(past.items.is_empty());
    assert_eq!(past.pages, 3);

    let nothing = ListingQuery {
        min_bedrooms: Some(50),
        ..Default::default()
    }
    .parse()
    .unwrap();
    let empty = repo
        .list(ListScope::Staff, &nothing, page(0, 3))
        .await
        .unwrap();
    assert!(empty.items.is_empty());
    assert_eq!(empty.pages, 1);
}
