//! The visit counts' stores (issue 29): one salt per day shared by every server and forgotten
//! on time; hits summed per key and day with distinct visitors; folding after two days that
//! keeps every sum as it was, counts nothing twice when two servers fold at once, and leaves
//! no visitor key behind.

use adapters::audience::{SqlHitStore, SqlSaltStore};
use audience::bounds::{keys_per_day, OTHER_KEY};
use audience::dimension;
use audience::ports::{HitStore, Keys, Tally, TallyQuery};
use audience::report::{property_statistics, site_statistics, tidy, Period};
use audience::salt::{Salt, SaltStore};
use audience::{Browser, HitKind, Sighting, SightingFacts};
use chrono::{DateTime, NaiveDate, Utc};
use domain::Ref;
use sea_orm::{ConnectionTrait, DatabaseConnection, Statement};

fn day(text: &str) -> NaiveDate {
    text.parse().unwrap()
}

fn facts() -> SightingFacts {
    SightingFacts {
        site_url: "https://langhe.example".into(),
        property_paths: vec!["/property/for-sale".into()],
    }
}

/// A view of `path` on `at` by a browser at `address`.
fn view(at: &str, path: &str, address: &str, referrer: Option<&str>) -> audience::Hit {
    seen(at, HitKind::View, path, None, address, referrer)
}

/// A sighting of `kind` at `path` (with its `query`) on `at` by a browser at `address`.
fn seen(
    at: &str,
    kind: HitKind,
    path: &str,
    query: Option<&str>,
    address: &str,
    referrer: Option<&str>,
) -> audience::Hit {
    Sighting {
        at: at.parse::<DateTime<Utc>>().unwrap(),
        kind,
        path: path.into(),
        query: query.map(Into::into),
        referrer: referrer.map(Into::into),
        address: address.parse().unwrap(),
        browser: Browser {
            family: "Firefox",
            major: 133,
        },
        property: None,
        also_about: Vec::new(),
        search: None,
        host: None,
    }
    .into_hit(&Salt::new([9; 32]), &facts())
}

fn query(dimension: &'static str, keys: Keys, from: &str, to: &str, by_day: bool) -> TallyQuery {
    TallyQuery {
        dimension,
        keys,
        from: day(from),
        to: day(to),
        by_day,
    }
}

async fn count_rows(conn: &DatabaseConnection, table: &str) -> i64 {
    let row = conn
        .query_one_raw(Statement::from_string(
            conn.get_database_backend(),
            format!("SELECT COUNT(*) AS n FROM {table}"),
        ))
        .await
        .unwrap()
        .unwrap();
    row.try_get::<i64>("", "n").unwrap()
}

pub async fn one_salt_a_day_is_shared_and_forgotten_after_two_days(conn: DatabaseConnection) {
    let store = SqlSaltStore::new(conn.clone());
    let other_server = SqlSaltStore::new(conn.clone());
    let first = store
        .salt_of(day("2026-11-26"), Salt::new([1; 32]))
        .await
        .unwrap();
    assert_eq!(first, Salt::new([1; 32]));
    let raced = other_server
        .salt_of(day("2026-11-26"), Salt::new([2; 32]))
        .await
        .unwrap();
    assert_eq!(raced, first, "the first stored salt of a day wins");
    let next = store
        .salt_of(day("2026-11-27"), Salt::new([3; 32]))
        .await
        .unwrap();
    assert_eq!(next, Salt::new([3; 32]));
    assert_eq!(store.forget_before(day("2026-11-27")).await.unwrap(), 1);
    assert_eq!(count_rows(&conn, "visit_salts").await, 1);
    let renewed = store
        .salt_of(day("2026-11-26"), Salt::new([4; 32]))
        .await
        .unwrap();
    assert_eq!(
        renewed,
        Salt::new([4; 32]),
        "a forgotten salt is gone for good"
    );
}

pub async fn hits_are_summed_per_key_and_day_with_distinct_visitors(conn: DatabaseConnection) {
    let store = SqlHitStore::new(conn);
    let villa = "/property/for-sale/in-italy/123-villa";
    store
        .record(&[
            view(
                "2026-11-26T09:00:00Z",
                villa,
                "203.0.113.7",
                Some("https://www.google.com/"),
            ),
            view("2026-11-26T09:05:00Z", villa, "203.0.113.8", None),
            view("2026-11-26T10:00:00Z", villa, "198.51.100.1", None),
            view("2026-11-27T10:00:00Z", villa, "198.51.100.1", None),
            view("2026-11-27T10:00:00Z", "/", "198.51.100.1", None),
        ])
        .await
        .unwrap();
    let daily = store
        .tallies(&query(
            "property",
            Keys::Exactly("123".into()),
            "2026-11-20",
            "2026-11-27",
            true,
        ))
        .await
        .unwrap();
    assert_eq!(
        daily,
        vec![
            Tally {
                day: Some(day("2026-11-26")),
                key: "123".into(),
                hits: 2,
                visitors: 2
            },
            Tally {
                day: Some(day("2026-11-27")),
                key: "123".into(),
                hits: 1,
                visitors: 1
            },
        ],
        "two addresses of one /24 network and browser are one visitor, counted once a day by \
         the home (issue 53)"
    );
    let pages = store
        .tallies(&query("page", Keys::All, "2026-11-20", "2026-11-27", false))
        .await
        .unwrap();
    assert_eq!(
        pages[0],
        Tally {
            day: None,
            key: villa.into(),
            hits: 4,
            visitors: 3
        }
    );
    assert_eq!(pages[1].key, "/");
    let origins = store
        .tallies(&query(
            "property_origin",
            Keys::StartingWith("123|".into()),
            "2026-11-26",
            "2026-11-26",
            false,
        ))
        .await
        .unwrap();
    assert_eq!(
        origins
            .iter()
            .map(|t| (t.key.as_str(), t.hits))
            .collect::<Vec<_>>(),
        vec![("123|direct", 2), ("123|search", 1)]
    );
    let outside = store
        .tallies(&query(
            "property",
            Keys::All,
            "2026-11-28",
            "2026-12-01",
            false,
        ))
        .await
        .unwrap();
    assert!(outside.is_empty());
}

pub async fn folding_keeps_every_sum_and_leaves_no_visitor_key(conn: DatabaseConnection) {
    let store = SqlHitStore::new(conn.clone());
    let salts = SqlSaltStore::new(conn.clone());
    let villa = "/property/for-sale/in-italy/123-villa";
    store
        .record(&[
            view(
                "2026-09-01T09:00:00Z",
                villa,
                "203.0.113.7",
                Some("https://www.kyero.com/x"),
            ),
            view("2026-09-01T09:01:00Z", villa, "203.0.113.7", None),
            // That visitor's day ends on the contact page: its exit.
            view(
                "2026-09-01T09:02:00Z",
                "/contact-langhe-property.html",
                "203.0.113.7",
                Some("https://langhe.example/property/for-sale/in-italy/123-villa"),
            ),
            view("2026-09-02T09:00:00Z", villa, "192.0.2.1", None),
            view("2026-11-27T09:00:00Z", villa, "192.0.2.1", None),
        ])
        .await
        .unwrap();
    salts
        .salt_of(day("2026-11-25"), Salt::new([5; 32]))
        .await
        .unwrap();
    salts
        .salt_of(day("2026-11-26"), Salt::new([6; 32]))
        .await
        .unwrap();
    let period = Period::last(90, "2026-11-27T10:00:00Z".parse().unwrap()).unwrap();
    let reference = Ref::parse("123").unwrap();
    let before = property_statistics(&store, &reference, period)
        .await
        .unwrap();
    let site_before = site_statistics(&store, period).await.unwrap();
    assert_eq!(
        site_before
            .top_exits
            .iter()
            .map(|exit| (exit.key.as_str(), exit.hits, exit.visitors))
            .collect::<Vec<_>>(),
        vec![(villa, 2, 2), ("/contact-langhe-property.html", 1, 1)],
        "each visitor's day ends on the page it saw last"
    );
    let other_server = SqlHitStore::new(conn.clone());
    let now: DateTime<Utc> = "2026-11-27T10:00:00Z".parse().unwrap();
    let (one, two) = tokio::join!(
        tidy(&store, &salts, now),
        other_server.fold_before(day("2026-10-29"))
    );
    let folded = one.unwrap().folded + two.unwrap();
    assert!(folded > 0, "the September hits were folded");
    assert_eq!(
        count_rows(&conn, "visit_salts").await,
        1,
        "only yesterday's salt is kept"
    );
    let after = property_statistics(&store, &reference, period)
        .await
        .unwrap();
    assert_eq!(
        after, before,
        "folding changes no sum, even with two servers at it"
    );
    assert_eq!(site_statistics(&store, period).await.unwrap(), site_before);
    assert_eq!(
        (after.views, after.visitors),
        (3, 3),
        "the home counted its September visitor once that day"
    );
    assert_eq!(
        after
            .origins
            .iter()
            .map(|(o, n)| (o.name(), *n))
            .collect::<Vec<_>>(),
        vec![("direct", 3), ("portal", 1)]
    );
    // What is left of September has no visitor key: only the November hit has one.
    let keys = conn
        .query_one_raw(Statement::from_string(
            conn.get_database_backend(),
            "SELECT COUNT(DISTINCT visitor) AS n, MIN(day) AS first FROM visit_hits".to_owned(),
        ))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(keys.try_get::<i64>("", "n").unwrap(), 1);
    assert_eq!(keys.try_get::<String>("", "first").unwrap(), "2026-11-27");
    assert_eq!(
        store.fold_before(day("2026-10-29")).await.unwrap(),
        0,
        "nothing folds twice"
    );
}

/// Issue 53: a home's figures count a visitor once a day per key, whether the repeat comes in
/// the same write or a later one; the site's own figures count every view and print.
pub async fn a_home_counts_each_visitor_once_a_day(conn: DatabaseConnection) {
    let store = SqlHitStore::new(conn);
    let villa = "/property/for-sale/in-italy/123-villa";
    let print =
        |at: &str, address: &str| seen(at, HitKind::BrochurePrint, villa, None, address, None);
    let first: Vec<audience::Hit> = (0..30)
        .map(|_| print("2026-11-26T09:00:00Z", "203.0.113.7"))
        .chain([
            view("2026-11-26T09:00:00Z", villa, "203.0.113.7", None),
            view("2026-11-26T09:01:00Z", villa, "203.0.113.7", None),
        ])
        .collect();
    store.record(&first).await.unwrap();
    store
        .record(&[
            print("2026-11-26T10:00:00Z", "203.0.113.7"),
            view("2026-11-26T10:00:00Z", villa, "203.0.113.7", None),
            print("2026-11-26T10:00:00Z", "198.51.100.1"),
            // The next day, the same browser is a new day's visitor.
            print("2026-11-27T10:00:00Z", "203.0.113.7"),
        ])
        .await
        .unwrap();
    let sums = |dimension: &'static str, key: &str| {
        query(
            dimension,
            Keys::Exactly(key.into()),
            "2026-11-26",
            "2026-11-27",
            false,
        )
    };
    let prints = store
        .tallies(&sums(dimension::PROPERTY_EVENT, "123|brochure_print"))
        .await
        .unwrap();
    assert_eq!((prints[0].hits, prints[0].visitors), (3, 3), "{prints:?}");
    let views = store
        .tallies(&sums(dimension::PROPERTY, "123"))
        .await
        .unwrap();
    assert_eq!((views[0].hits, views[0].visitors), (1, 1), "{views:?}");
    let pages = store.tallies(&sums(dimension::PAGE, villa)).await.unwrap();
    assert_eq!(pages[0].hits, 3, "the page's own views are each counted");
    let site_prints = store
        .tallies(&sums(dimension::EVENT, "brochure_print"))
        .await
        .unwrap();
    assert_eq!(site_prints[0].hits, 33);
}

/// Issue 53: a day keeps a bounded number of keys of each open-ended dimension; a key new on a
/// day that has its share counts as `other`, a known key as itself, and the next day starts
/// afresh. The bound's keys are kept by the database every server shares.
pub async fn a_day_keeps_a_bounded_number_of_keys(conn: DatabaseConnection) {
    let store = SqlHitStore::new(conn.clone());
    let other_server = SqlHitStore::new(conn);
    let bound = keys_per_day(dimension::CAMPAIGN).unwrap();
    let campaign = |at: &str, n: usize| {
        let query = format!("utm_source=s{n}");
        seen(at, HitKind::View, "/", Some(&query), "203.0.113.7", None)
    };
    let first_day: Vec<audience::Hit> = (0..bound - 1)
        .map(|n| campaign("2026-11-26T09:00:00Z", n))
        .collect();
    store.record(&first_day).await.unwrap();
    other_server
        .record(&[
            // The last key within the bound, then two past it, then a known one again.
            campaign("2026-11-26T10:00:00Z", bound - 1),
            campaign("2026-11-26T10:00:00Z", bound),
            campaign("2026-11-26T10:00:00Z", bound + 1),
            campaign("2026-11-26T10:00:00Z", 0),
            campaign("2026-11-27T10:00:00Z", bound + 1),
        ])
        .await
        .unwrap();
    store
        .record(&[campaign("2026-11-26T11:00:00Z", bound + 2)])
        .await
        .unwrap();
    let on = |from: &str, to: &str| query(dimension::CAMPAIGN, Keys::All, from, to, false);
    let first = store
        .tallies(&on("2026-11-26", "2026-11-26"))
        .await
        .unwrap();
    assert_eq!(first.len(), bound + 1, "the bound's keys and other");
    let hits_of = |tallies: &[Tally], key: &str| {
        tallies
            .iter()
            .find(|tally| tally.key == key)
            .map(|tally| tally.hits)
    };
    assert_eq!(hits_of(&first, OTHER_KEY), Some(3));
    assert_eq!(hits_of(&first, "s0 / - / -"), Some(2));
    assert_eq!(hits_of(&first, &format!("s{} / - / -", bound - 1)), Some(1));
    assert_eq!(hits_of(&first, &format!("s{bound} / - / -")), None);
    let next = store
        .tallies(&on("2026-11-27", "2026-11-27"))
        .await
        .unwrap();
    assert_eq!(
        next.iter()
            .map(|tally| tally.key.as_str())
            .collect::<Vec<_>>(),
        [format!("s{} / - / -", bound + 1)]
    );
    // The site's views are all there: past the bound a key is pooled, never dropped.
    let views = store
        .tallies(&query(
            dimension::SITE,
            Keys::All,
            "2026-11-26",
            "2026-11-26",
            false,
        ))
        .await
        .unwrap();
    assert_eq!(views[0].hits, bound as u64 + 4);
}
