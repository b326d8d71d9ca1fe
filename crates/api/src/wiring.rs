//! Which adapter stands behind each port: the only place that names them.

use crate::config::Config;
use crate::state::AppState;
use adapters::database::{connect, migrate};
use adapters::demo::seed_if_empty;
use adapters::images::{JpegProcessor, ObjectStoreImages};
use adapters::readiness::{DatabaseCheck, ImageStoreCheck};
use adapters::repositories::{SqlArticleRepository, SqlPropertyRepository, SqlTownRepository};
use anyhow::Context;
use domain::ports::{DependencyCheck, ImageStore};
use std::sync::Arc;

/// The configured image store: an S3-compatible bucket (created when missing), or a folder
/// of the data directory.
pub async fn image_store(config: &Config) -> anyhow::Result<ObjectStoreImages> {
    match &config.s3_bucket {
        Some(bucket) => ObjectStoreImages::s3(bucket).await,
        None => ObjectStoreImages::local(config.data_dir.join("images")),
    }
}

/// The dependencies `/readyz` asks: this database connection's pool and this image store.
pub fn readiness_checks(
    conn: sea_orm::DatabaseConnection,
    images: Arc<dyn ImageStore>,
) -> Arc<[Arc<dyn DependencyCheck>]> {
    Arc::new([
        Arc::new(DatabaseCheck(conn)) as Arc<dyn DependencyCheck>,
        Arc::new(ImageStoreCheck(images)),
    ])
}

/// Connects and migrates the database, opens the image store and, when enabled, seeds demo
/// content into an empty database (a database holding any property is left alone).
/// Answers the connection too, for the start-up's one-time jobs.
pub async fn build_state(
    config: Arc<Config>,
) -> anyhow::Result<(AppState, sea_orm::DatabaseConnection)> {
    // Keys, the SQLite database, mail files and pictures of unpublished homes live here.
    adapters::private_files::create_private_dir(&config.data_dir)?;
    let conn = connect(config.database_url())
        .await
        .context("connecting to the database")?;
    migrate(&conn).await.context("migrating the database")?;
    let images: Arc<dyn ImageStore> = Arc::new(image_store(&config).await?);
    let staff = crate::staff_wiring::staff_access(&config, conn.clone())?;
    let (page_cache, content_events) = AppState::page_cache(&config);
    let state = AppState {
        page_cache,
        content_events,
        properties: Arc::new(SqlPropertyRepository::new(conn.clone())),
        towns: Arc::new(SqlTownRepository::new(conn.clone())),
        articles: Arc::new(SqlArticleRepository::new(conn.clone())),
        readiness: readiness_checks(conn.clone(), images.clone()),
        images,
        image_processor: Arc::new(JpegProcessor::default()),
        enquiries: crate::enquiry_state::EnquiryServices::build(conn.clone(), &config)
            .context("setting up enquiries")?,
        config,
        staff,
    };
    if state.config.demo_content {
        seed_if_empty(
            state.properties.as_ref(),
            state.towns.as_ref(),
            state.articles.as_ref(),
            state.images.as_ref(),
            chrono::Utc::now(),
        )
        .await
        .context("seeding demo content")?;
    }
    Ok((state, conn))
}
