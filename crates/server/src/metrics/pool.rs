//! The database pool's use as gauges: connections open, idle, and the most it may open.
//! Sampled every few seconds rather than at each scrape, so `/metrics` needs no database.

use sea_orm::{DatabaseBackend, DatabaseConnection};
use std::time::Duration;

const EVERY: Duration = Duration::from_secs(5);

/// Samples now (so the gauges exist from the start), then every 5 s while the runtime runs.
pub fn sample_pool_use(conn: DatabaseConnection) {
    sample(&conn);
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(EVERY);
        loop {
            ticks.tick().await;
            sample(&conn);
        }
    });
}

fn sample(conn: &DatabaseConnection) {
    let (open, idle, most) = match conn.get_database_backend() {
        DatabaseBackend::Sqlite => {
            let pool = conn.get_sqlite_connection_pool();
            (
                pool.size(),
                pool.num_idle(),
                pool.options().get_max_connections(),
            )
        }
        DatabaseBackend::Postgres => {
            let pool = conn.get_postgres_connection_pool();
            (
                pool.size(),
                pool.num_idle(),
                pool.options().get_max_connections(),
            )
        }
        _ => return,
    };
    metrics::gauge!("db_pool_connections", "state" => "open").set(f64::from(open));
    metrics::gauge!("db_pool_connections", "state" => "idle").set(idle as f64);
    metrics::gauge!("db_pool_max_connections").set(f64::from(most));
}
