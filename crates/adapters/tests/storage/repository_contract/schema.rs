//! The migrations themselves: reversible, and re-applicable on the same database.

use super::fixtures::{instant, property};
use adapters::repositories::SqlPropertyRepository;
use domain::ports::PropertyRepository;
use domain::Visibility;
use migration::{Migrator, MigratorTrait};
use sea_orm::DatabaseConnection;

pub async fn migrations_roll_back_and_reapply(conn: DatabaseConnection) {
    Migrator::down(&conn, None)
        .await
        .expect("every migration rolls back");
    assert!(Migrator::get_applied_migrations(&conn)
        .await
        .unwrap()
        .is_empty());

    adapters::database::migrate(&conn)
        .await
        .expect("and applies again");
    adapters::database::migrate(&conn)
        .await
        .expect("a second run is a no-op");
    assert_eq!(
        Migrator::get_applied_migrations(&conn).await.unwrap().len(),
        Migrator::migrations().len()
    );

    let repo = SqlPropertyRepository::new(conn);
    repo.create(&property("100", Visibility::Visible, instant(0)), None)
        .await
        .unwrap();
}
