//! Content changes between servers on one PostgreSQL database: what one announces, every
//! other applies within a second, and a listener whose connection was cut listens again and
//! drops everything (it may have missed changes meanwhile). Skipped without
//! `TEST_DATABASE_URL`, as SQLite has one server.
#![cfg(feature = "test-support")]

use adapters::content_events::{Origin, PgContentEvents, PgContentListener};
use async_trait::async_trait;
use domain::ports::{ContentChange, ContentEvents};
use domain::{ArticleId, Ref};
use sea_orm::{ConnectionTrait, DatabaseConnection};
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use test_services::TestDatabase;
use tokio::time::Instant;

/// What a server's caches were told, in order: each announcement's changes.
#[derive(Default)]
struct Received(Mutex<Vec<Vec<ContentChange>>>);

#[async_trait]
impl ContentEvents for Received {
    async fn publish(&self, changes: &[ContentChange]) {
        self.0.lock().unwrap().push(changes.to_vec());
    }
}

/// Fences are announcements no server makes: changes of articles with negative ids, each
/// fence its own. Notifications arrive in the order they were committed, so once a fence
/// announced after some changes has arrived, so has every one of them.
fn fence_id(changes: &[ContentChange]) -> Option<i64> {
    match changes {
        [ContentChange::Article(ArticleId(id))] if *id < 0 => Some(*id),
        _ => None,
    }
}

struct Server {
    events: PgContentEvents,
    received: Arc<Received>,
    task: tokio::task::JoinHandle<()>,
    /// Announces this server's fences, from an origin of its own (a server skips its own).
    fences: PgContentEvents,
    last_fence: AtomicI64,
}

impl Server {
    fn has_received_one_of(&self, fences: &[i64]) -> bool {
        let received = self.received.0.lock().unwrap();
        received
            .iter()
            .any(|changes| fence_id(changes).is_some_and(|id| fences.contains(&id)))
    }

    /// Waits up to a second for `expected` (in this order, nothing else), then takes them.
    /// Nothing else came: a fence announced after them has arrived. A fence is announced
    /// again every 200 ms, as one sent while a listener reconnects is lost.
    async fn expect(&self, expected: &[Vec<ContentChange>]) {
        let deadline = Instant::now() + Duration::from_secs(1);
        let mut sent = Vec::new();
        'fenced: loop {
            assert!(
                Instant::now() < deadline,
                "no fence within a second; received {:?}",
                self.received.0.lock().unwrap()
            );
            let fence = self.last_fence.fetch_sub(1, Ordering::SeqCst) - 1;
            sent.push(fence);
            let announcement = [ContentChange::Article(ArticleId(fence))];
            self.fences.publish(&announcement).await;
            let resend = Instant::now() + Duration::from_millis(200);
            while Instant::now() < resend {
                if self.has_received_one_of(&sent) {
                    break 'fenced;
                }
                tokio::time::sleep(Duration::from_millis(10)).await;
            }
        }
        let received: Vec<Vec<ContentChange>> =
            std::mem::take(&mut *self.received.0.lock().unwrap())
                .into_iter()
                .filter(|changes| fence_id(changes).is_none())
                .collect();
        assert_eq!(received, expected);
    }
}

async fn server(conn: &DatabaseConnection) -> Server {
    let origin = Origin::random();
    let listener = PgContentListener::start(conn.clone(), origin.clone())
        .await
        .expect("listening");
    let received = Arc::new(Received::default());
    let applying = received.clone();
    let task = tokio::spawn(async move { listener.run(applying.as_ref()).await });
    Server {
        events: PgContentEvents::new(conn.clone(), origin),
        received,
        task,
        fences: PgContentEvents::new(conn.clone(), Origin::random()),
        last_fence: AtomicI64::new(0),
    }
}

/// Separate pools, as separate processes have.
async fn second_pool(database: &TestDatabase) -> DatabaseConnection {
    adapters::database::connect(database.url())
        .await
        .expect("a second pool")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_change_reaches_every_other_server_within_a_second_and_not_its_sender() {
    let Some(database) = TestDatabase::postgres().await else {
        eprintln!("skipped: TEST_DATABASE_URL not set");
        return;
    };
    let other_pool = second_pool(&database).await;
    let one = server(&database.conn()).await;
    let other = server(&other_pool).await;
    let changes = [
        ContentChange::Property(Ref::parse("123").unwrap()),
        ContentChange::PropertyCatalogue,
        ContentChange::Article(ArticleId(7)),
        ContentChange::ArticleCatalogue,
        ContentChange::Towns,
        ContentChange::Everything,
    ];
    for change in &changes {
        one.events.publish(std::slice::from_ref(change)).await;
    }
    let one_by_one: Vec<Vec<ContentChange>> = changes.iter().map(|c| vec![c.clone()]).collect();
    other.expect(&one_by_one).await;
    one.expect(&[]).await;

    // A write's changes arrive together, as one announcement.
    let saved = vec![
        ContentChange::Property(Ref::parse_stored("100001").unwrap()),
        ContentChange::PropertyCatalogue,
    ];
    other.events.publish(&saved).await;
    one.expect(&[saved]).await;

    for server in [one, other] {
        server.task.abort();
    }
    other_pool.close().await.ok();
    database.cleanup().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_listener_cut_off_listens_again_and_drops_everything() {
    let Some(database) = TestDatabase::postgres().await else {
        eprintln!("skipped: TEST_DATABASE_URL not set");
        return;
    };
    let other_pool = second_pool(&database).await;
    let one = server(&database.conn()).await;
    let other = server(&other_pool).await;

    // What an administrator, a failover or a network cut does to the listening connection.
    let killed = database
        .conn()
        .execute_unprepared(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
             WHERE datname = current_database() AND query LIKE 'LISTEN%' \
             AND pid <> pg_backend_pid()",
        )
        .await
        .expect("listening connections terminated");
    assert!(killed.rows_affected() >= 1, "no listening connection found");
    let deadline = tokio::time::Instant::now() + Duration::from_secs(5);
    while tokio::time::Instant::now() < deadline
        && (one.received.0.lock().unwrap().is_empty()
            || other.received.0.lock().unwrap().is_empty())
    {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    one.expect(&[vec![ContentChange::Everything]]).await;
    other.expect(&[vec![ContentChange::Everything]]).await;

    let change = vec![ContentChange::Property(Ref::parse("456").unwrap())];
    one.events.publish(&change).await;
    other.expect(&[change]).await;

    for server in [one, other] {
        server.task.abort();
    }
    other_pool.close().await.ok();
    database.cleanup().await;
}
