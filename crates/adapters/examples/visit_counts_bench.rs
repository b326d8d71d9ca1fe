//! The visit counts' bounds in figures (issue 53), for `bench/visit_counts.sh`:
//! 1. the disk one client address can fill in a day at its allowance: PER_DAY sightings of
//!    the costliest kind (each a view of another home's page, landing from another site with
//!    another campaign, so each writes every statistic and a new key of each), recorded
//!    through `SqlHitStore` with its bounds, the tables' size measured before and after;
//! 2. the staff's statistics queries on a year of a busy site: VISITORS a day, each reading
//!    four pages (the home page, the list, two of HOMES homes) and some printing a brochure,
//!    30 days kept as hits and 335 folded into daily totals, timed as the screen asks them,
//!    then again once the tidying has folded all but the last `RAW_DAYS_KEPT` days;
//! 3. with BOUNDS_YEAR=1, the site's query on a year whose every day has its keys at their
//!    bounds (what someone sending made-up pages, referrers and campaigns all year leaves).
//!
//! Usage: DATABASE_URL=sqlite://…?mode=rwc|postgres://… \
//!   cargo run --release -p adapters --example visit_counts_bench -- [PER_DAY] [VISITORS] [HOMES]
//! The database should be empty (the script makes a new one).

use adapters::audience::total_entity::{self as total, Entity as TotalEntity};
use adapters::audience::SqlHitStore;
use adapters::database::{connect, migrate};
use audience::bounds::keys_per_day;
use audience::dimension;
use audience::exits::{exits, PageView};
use audience::ports::HitStore;
use audience::report::{property_statistics, site_statistics, Period};
use audience::salt::Salt;
use audience::{Browser, Hit, HitKind, Sighting, SightingFacts, RAW_DAYS_KEPT};
use chrono::{DateTime, Datelike, Days, NaiveDate, Utc};
use sea_orm::ActiveValue::Set;
use sea_orm::{ConnectionTrait, DatabaseBackend, DatabaseConnection, EntityTrait, Statement};
use std::collections::{BTreeMap, BTreeSet};
use std::time::Instant;

/// The allowance before issue 53: 60 a minute, with no day's bound.
const OLD_PER_DAY: u64 = 60 * 24 * 60;
/// The days of hits kept before issue 53 folded every day but today and yesterday.
const OLD_RAW_DAYS: u64 = 30;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let mut args = std::env::args().skip(1);
    let per_day: u64 = args.next().map(|n| n.parse()).transpose()?.unwrap_or(500);
    let visitors: u32 = args.next().map(|n| n.parse()).transpose()?.unwrap_or(2_000);
    let homes: u32 = args.next().map(|n| n.parse()).transpose()?.unwrap_or(300);
    let conn = connect(&std::env::var("DATABASE_URL")?).await?;
    migrate(&conn).await?;
    let store = SqlHitStore::new(conn.clone());
    let now: DateTime<Utc> = Utc::now();
    let today = audience::salt::salt_day(now);

    // 1. One address's day at its allowance.
    let before = size(&conn).await?;
    let worst: Vec<Hit> = (0..per_day)
        .map(|n| {
            let at = now.to_rfc3339();
            let path = format!("/property/for-sale/in-italy/{}-villa-{n}", 100 + n % 900);
            let referrer = format!("https://site{n}.example/page");
            let query = format!("utm_source=c{n}&utm_medium=m{n}");
            // One address and browser: one visitor all day.
            sighting(&at, HitKind::View, &path, Some(&query), Some(&referrer), 1)
        })
        .collect();
    for batch in worst.chunks(5_000) {
        store.record(batch).await?;
    }
    let after = size(&conn).await?;
    let rows = count(&conn, "visit_hits").await? + count(&conn, "visit_keys").await?;
    let per_event = (after.saturating_sub(before)) as f64 / per_day as f64;
    println!(
        "one address's day at the allowance ({per_day} sightings, each of every statistic and new keys): \
         {rows} rows, {:.0} KB; {per_event:.0} bytes a sighting",
        (after.saturating_sub(before)) as f64 / 1e3
    );
    println!(
        "  disk a day per address: {:.2} MB at the allowance of {per_day}; {:.1} MB at the old one ({OLD_PER_DAY} a day, 60 a minute, no day's bound)",
        per_event * per_day as f64 / 1e6,
        per_event * OLD_PER_DAY as f64 / 1e6
    );
    let bounded: usize = OPEN_ENDED
        .iter()
        .filter_map(|dimension| keys_per_day(dimension))
        .sum::<usize>()
        + keys_per_day(dimension::PAGE).unwrap_or(0);
    println!(
        "  folded totals a day, whatever is sent: at most {bounded} rows (each open-ended statistic's bound, exits as many as pages, plus the fixed ones)"
    );
    empty(&conn).await?;

    // 2. A year of a busy site.
    let started = Instant::now();
    let mut kept = 0_u64;
    for back in 0..365_u64 {
        let day = today - Days::new(back);
        let hits = busy_day(day, visitors, homes);
        if back < OLD_RAW_DAYS {
            kept += hits.len() as u64;
            for batch in hits.chunks(5_000) {
                store.record(batch).await?;
            }
        } else {
            insert_totals(&conn, &fold(day, &hits)).await?;
        }
    }
    println!(
        "a year of a busy site ({visitors} visitors a day, 4 pages each, {homes} homes): filled in {:.0} s; \
         {} hits kept ({OLD_RAW_DAYS} days, {kept} sightings), {} daily totals; {:.0} MB",
        started.elapsed().as_secs_f64(),
        count(&conn, "visit_hits").await?,
        count(&conn, "visit_totals").await?,
        size(&conn).await? as f64 / 1e6
    );
    // The same year read with the hits of 30 days kept (the rule before), then once the
    // tidying has folded all but the last RAW_DAYS_KEPT days (the rule now).
    let before = statistics_times(&store, now).await?;
    let first_raw_day = today - Days::new(RAW_DAYS_KEPT as u64 - 1);
    let folded = store.fold_before(first_raw_day).await?;
    println!(
        "  folded all but the last {RAW_DAYS_KEPT} days: {folded} hits; {} kept, {} daily totals; {:.0} MB",
        count(&conn, "visit_hits").await?,
        count(&conn, "visit_totals").await?,
        size(&conn).await? as f64 / 1e6
    );
    let after = statistics_times(&store, now).await?;
    for ((days, site_before, home_before), (_, site_after, home_after)) in before.iter().zip(&after)
    {
        println!(
            "  {days:>3} days: site's statistics {site_before:.0} ms with {OLD_RAW_DAYS} days of hits, \
             {site_after:.0} ms with {RAW_DAYS_KEPT} ({:.1}x faster); a home's {home_before:.0} ms, {home_after:.0} ms \
             (medians of 3)",
            site_before / site_after.max(0.001)
        );
    }

    // 3. A year at the bounds.
    if std::env::var("BOUNDS_YEAR").is_ok_and(|value| value == "1") {
        empty(&conn).await?;
        for back in 0..365_u64 {
            insert_totals(&conn, &at_the_bounds(today - Days::new(back))).await?;
        }
        let period = Period::last(365, now)?;
        let site =
            median_ms(|| async { site_statistics(&store, period).await.map(|_| ()) }).await?;
        println!(
            "a year at the bounds ({} daily totals, {:.0} MB): the site's statistics over 365 days {site:.0} ms",
            count(&conn, "visit_totals").await?,
            size(&conn).await? as f64 / 1e6
        );
    }
    Ok(())
}

/// The statistics whose keys are open-ended, each bounded a day.
const OPEN_ENDED: [&str; 8] = [
    dimension::PAGE,
    dimension::ENTRY,
    dimension::PROPERTY,
    dimension::PROPERTY_ORIGIN,
    dimension::PROPERTY_EVENT,
    dimension::REFERRER,
    dimension::CAMPAIGN,
    dimension::EMPTY_SEARCH,
];

fn facts() -> SightingFacts {
    SightingFacts {
        site_url: "https://langhe.example".into(),
        property_paths: vec!["/property/for-sale".into()],
    }
}

/// A sighting by visitor `who` (their own /24 network), as the counter turns it into a hit.
fn sighting(
    at: &str,
    kind: HitKind,
    path: &str,
    query: Option<&str>,
    referrer: Option<&str>,
    who: u64,
) -> Hit {
    let address = std::net::Ipv4Addr::new(10, (who >> 8) as u8, who as u8, 7);
    Sighting {
        at: at.parse().expect("a time"),
        kind,
        path: path.into(),
        query: query.map(Into::into),
        referrer: referrer.map(Into::into),
        address: address.into(),
        browser: Browser {
            family: "Firefox",
            major: 133,
        },
        property: None,
        also_about: Vec::new(),
        search: None,
        host: None,
    }
    .into_hit(&Salt::new([7; 32]), &facts())
}

/// A day of the busy site: each visitor lands (from a search engine, a portal, social media,
/// a link or straight in; one in twenty from a campaign), reads the list and two homes; one in
/// ten prints a brochure.
fn busy_day(day: NaiveDate, visitors: u32, homes: u32) -> Vec<Hit> {
    let at = format!("{day}T12:00:00+01:00");
    let mut random = fastrand::Rng::with_seed(day.num_days_from_ce() as u64);
    let mut hits = Vec::with_capacity(visitors as usize * 5);
    for who in 0..u64::from(visitors) {
        let referrer = match random.u8(0..20) {
            0..=7 => Some("https://www.google.com/"),
            8..=10 => Some("https://www.kyero.com/en/property"),
            11..=12 => Some("https://l.facebook.com/"),
            13 => Some("https://someblog.example/post"),
            _ => None,
        };
        let campaign = (random.u8(0..20) == 0)
            .then(|| format!("utm_source=newsletter&utm_campaign=n{}", random.u8(0..4)));
        let home = |random: &mut fastrand::Rng| {
            let reference = 100 + random.u32(0..homes);
            format!("/property/for-sale/in-italy/{reference}-house-{reference}")
        };
        let first = home(&mut random);
        let second = home(&mut random);
        let own = |path: &str| format!("https://langhe.example{path}");
        hits.push(sighting(
            &at,
            HitKind::View,
            "/",
            campaign.as_deref(),
            referrer,
            who,
        ));
        hits.push(sighting(
            &at,
            HitKind::View,
            "/piedmont-property-for-sale/1",
            None,
            Some(&own("/")),
            who,
        ));
        hits.push(sighting(
            &at,
            HitKind::View,
            &first,
            None,
            Some(&own("/piedmont-property-for-sale/1")),
            who,
        ));
        hits.push(sighting(
            &at,
            HitKind::View,
            &second,
            None,
            Some(&own(&first)),
            who,
        ));
        if random.u8(0..10) == 0 {
            hits.push(sighting(
                &at,
                HitKind::BrochurePrint,
                &second,
                None,
                None,
                who,
            ));
        }
    }
    hits
}

/// A day's totals as folding leaves them: hits and distinct visitors a key, and the exits.
fn fold(day: NaiveDate, hits: &[Hit]) -> Vec<total::ActiveModel> {
    let mut sums: BTreeMap<(&'static str, String), (i64, BTreeSet<String>)> = BTreeMap::new();
    let mut views = Vec::new();
    for (order, hit) in hits.iter().enumerate() {
        for (dimension, key) in hit.tallies() {
            let sum = sums.entry((dimension, key)).or_default();
            // A home's figures count a visitor once a day (`audience::bounds`).
            let new = sum.1.insert(hit.visitor.as_str().to_owned());
            if new || !audience::bounds::once_a_day(dimension) {
                sum.0 += 1;
            }
        }
        if hit.kind == HitKind::View {
            views.push((
                hit.visitor.as_str().to_owned(),
                hit.path.clone(),
                order as i64,
            ));
        }
    }
    let day_text = day.to_string();
    let mut rows: Vec<total::ActiveModel> = sums
        .into_iter()
        .map(|((dimension, key), (hits, visitors))| {
            row(&day_text, dimension, key, hits, visitors.len() as i64)
        })
        .collect();
    let exited = exits(views.iter().map(|(visitor, page, order)| PageView {
        day: &day_text,
        visitor,
        page,
        order: *order,
    }));
    rows.extend(exited.into_iter().map(|((_, page), count)| {
        row(&day_text, dimension::EXIT, page, count as i64, count as i64)
    }));
    rows
}

/// A day whose every open-ended statistic has its bound of keys (and exits as many as pages).
fn at_the_bounds(day: NaiveDate) -> Vec<total::ActiveModel> {
    let day_text = day.to_string();
    OPEN_ENDED
        .iter()
        .chain([&dimension::EXIT])
        .flat_map(|dimension| {
            let bound = keys_per_day(dimension)
                .or(keys_per_day(dimension::PAGE))
                .unwrap_or(0);
            let day_text = day_text.clone();
            (0..bound).map(move |n| row(&day_text, dimension, format!("/made-up/{n}"), 1, 1))
        })
        .collect()
}

fn row(day: &str, dimension: &str, key: String, hits: i64, visitors: i64) -> total::ActiveModel {
    total::ActiveModel {
        day: Set(day.to_owned()),
        dimension: Set(dimension.to_owned()),
        key: Set(key),
        hits: Set(hits),
        visitors: Set(visitors),
    }
}

async fn insert_totals(
    conn: &DatabaseConnection,
    rows: &[total::ActiveModel],
) -> anyhow::Result<()> {
    for batch in rows.chunks(500) {
        TotalEntity::insert_many(batch.to_vec())
            .exec_without_returning(conn)
            .await?;
    }
    Ok(())
}

/// The site's and a home's statistics over 30, 90 and 365 days: (days, site ms, home ms).
async fn statistics_times(
    store: &SqlHitStore,
    now: DateTime<Utc>,
) -> anyhow::Result<Vec<(u32, f64, f64)>> {
    let reference = domain::Ref::parse("150")?;
    let mut times = Vec::new();
    for days in [30, 90, 365] {
        let period = Period::last(days, now)?;
        let site = median_ms(|| async { site_statistics(store, period).await.map(|_| ()) }).await?;
        let home = median_ms(|| async {
            property_statistics(store, &reference, period)
                .await
                .map(|_| ())
        })
        .await?;
        times.push((days, site, home));
    }
    Ok(times)
}

/// The median of three runs, in milliseconds.
async fn median_ms<F, Fut>(run: F) -> anyhow::Result<f64>
where
    F: Fn() -> Fut,
    Fut: std::future::Future<Output = Result<(), domain::ports::RepositoryError>>,
{
    let mut times = Vec::new();
    for _ in 0..3 {
        let started = Instant::now();
        run().await?;
        times.push(started.elapsed().as_secs_f64() * 1e3);
    }
    times.sort_by(f64::total_cmp);
    Ok(times[1])
}

/// Empties the visit tables and gives their space back, so that sizes measured after start
/// from nothing.
async fn empty(conn: &DatabaseConnection) -> anyhow::Result<()> {
    for table in ["visit_hits", "visit_keys", "visit_totals"] {
        conn.execute_unprepared(&format!("DELETE FROM {table}"))
            .await?;
    }
    conn.execute_unprepared(match conn.get_database_backend() {
        DatabaseBackend::Postgres => "VACUUM FULL visit_hits, visit_keys, visit_totals",
        _ => "VACUUM",
    })
    .await?;
    Ok(())
}

async fn count(conn: &DatabaseConnection, table: &str) -> anyhow::Result<i64> {
    let row = conn
        .query_one_raw(Statement::from_string(
            conn.get_database_backend(),
            format!("SELECT COUNT(*) AS n FROM {table}"),
        ))
        .await?
        .ok_or_else(|| anyhow::anyhow!("no count"))?;
    Ok(row.try_get::<i64>("", "n")?)
}

/// The visit tables' bytes on disk, indexes included (SQLite: the file's pages in use; the
/// database holds nothing else).
async fn size(conn: &DatabaseConnection) -> anyhow::Result<u64> {
    let backend = conn.get_database_backend();
    let sql = match backend {
        DatabaseBackend::Postgres => {
            "SELECT CAST(pg_total_relation_size('visit_hits') + pg_total_relation_size('visit_keys') \
             + pg_total_relation_size('visit_totals') AS BIGINT) AS n"
        }
        _ => {
            "SELECT ((SELECT page_count FROM pragma_page_count()) - (SELECT freelist_count FROM \
             pragma_freelist_count())) * (SELECT page_size FROM pragma_page_size()) AS n"
        }
    };
    let row = conn
        .query_one_raw(Statement::from_string(backend, sql))
        .await?
        .ok_or_else(|| anyhow::anyhow!("no size"))?;
    Ok(u64::try_from(row.try_get::<i64>("", "n")?)?)
}
