//! The composition root: the one function that turns a [`Config`] into the whole running
//! application. `langhe`, its subcommands and the black-box tests all build through it, so
//! the adapters they run are the ones the configuration picks (S3 or a local folder, demo
//! seeding, key files, render threads) and no caller wires ports by hand.

mod backups;
mod enquiries;
mod routes;
mod site_settings;
mod staff;

pub use backups::scheduled_backups;

use crate::config::Config;
use crate::shared_content::{self, LocalCaches};
use crate::version::served_version;
use crate::visit_counting::{CountingRules, NoCounting, VisitCounting};
use adapters::database::connect_migrated;
use adapters::readiness::{DatabaseCheck, ImageStoreCheck};
use adapters::repositories::{
    SqlArticleRepository, SqlPhotoCaptions, SqlPropertyRepository, SqlTownRepository,
};
use anyhow::Context;
use api::public_list_cache::PublicListCache;
use api::settings::ApiSettings;
use api::state::AppState;
use audience::ports::{Counter, HitStore};
use audience::SightingFacts;
use demo::seed_if_empty;
use domain::ports::{ContentChange, DependencyCheck};
use picture_store::{JpegProcessor, ObjectStoreImages, UploadLimits};
use pictures::ports::ImageStore;
use poem::endpoint::BoxEndpoint;
use sea_orm::DatabaseConnection;
use site::PageCache;
use std::sync::Arc;

/// The application `config` describes: its ports, its database connection and every route.
pub struct Application {
    /// What every request handler reaches; tests reach the repositories through it for fixtures.
    pub state: AppState,
    /// The configuration it was built from (the server's listener, limits and workers).
    pub config: Arc<Config>,
    /// The connection every SQL adapter shares, for the start-up's one-time jobs.
    pub database: DatabaseConnection,
    /// The JSON API, liveness, readiness, metrics, images and the site, with every layer.
    pub endpoint: BoxEndpoint<'static>,
    /// This server's content caches, as the one content-event subscriber clears them (the
    /// black-box tests count their clears).
    pub caches: Arc<LocalCaches>,
    /// The visit counter's writer, when counting is on: stopped last, to write what is queued.
    pub counting: Option<VisitCounting>,
}

impl Application {
    /// Creates the private data folder, connects and migrates the database, picks the image
    /// store, the mail, captcha, newsletter and sign-in adapters (creating their key files
    /// when the configuration gives no key), seeds demo content into an empty database when
    /// enabled (a database holding any property is left alone), wraps the property
    /// repository in the API's public list cache, and starts the server renderer's threads.
    /// On PostgreSQL it also starts listening to the other servers' content changes.
    pub async fn build(config: Config) -> anyhow::Result<Self> {
        Self::build_with(config, |state| state).await
    }

    /// Like [`Self::build`], with `wrap` given the ports before the routes take them (the
    /// black-box tests count the site's reads through it).
    pub async fn build_with(
        config: Config,
        wrap: impl FnOnce(AppState) -> AppState,
    ) -> anyhow::Result<Self> {
        let config = Arc::new(config);
        // Keys, the SQLite database, mail files and pictures of unpublished homes live here.
        adapters::private_files::create_private_dir(&config.data_dir)?;
        let database = connect_migrated(config.database_url())
            .await
            .context("connecting to and migrating the database")?;
        let images: Arc<dyn ImageStore> = Arc::new(image_store(&config).await?);
        let page_cache = Arc::new(PageCache::new(config.page_cache));
        let list_cache = Arc::new(PublicListCache::default());
        let properties = Arc::new(SqlPropertyRepository::new(database.clone()));
        let local = Arc::new(LocalCaches {
            pages: page_cache.clone(),
            list: list_cache.clone(),
            properties: properties.clone(),
        });
        let hits: Arc<dyn HitStore> =
            Arc::new(adapters::audience::SqlHitStore::new(database.clone()));
        let (counting, counter) = visit_counter(&config, &database, hits.clone());
        let content_events = shared_content::content_events(&database, local.clone())
            .await
            .context("listening to the other servers' content changes")?;
        let state = AppState {
            page_cache: page_cache.clone(),
            content_events,
            properties,
            towns: Arc::new(SqlTownRepository::new(database.clone())),
            articles: Arc::new(SqlArticleRepository::new(database.clone())),
            photo_captions: Arc::new(SqlPhotoCaptions::new(database.clone())),
            readiness: readiness_checks(database.clone(), images.clone()),
            images,
            image_processor: Arc::new(JpegProcessor::new(
                UploadLimits::default(),
                config.serving.upload_decodes,
            )),
            enquiries: enquiries::enquiry_services(database.clone(), &config)
                .context("setting up enquiries")?,
            staff: staff::staff_access(&config, database.clone())?,
            viewings: Arc::new(adapters::viewings::SqlViewingRepository::new(
                database.clone(),
            )),
            property_media: Arc::new(adapters::property_media::SqlPropertyMedia::new(
                database.clone(),
            )),
            rates: Arc::new(adapters::fx_rates::SqlRatesStore::new(database.clone())),
            counter,
            hits,
            owners: Arc::new(adapters::audience::SqlOwnerRecords::new(database.clone())),
            settings: Arc::new(api_settings(&config)),
        };
        if config.demo_content {
            let seeded = seed_if_empty(
                state.properties.as_ref(),
                state.towns.as_ref(),
                state.articles.as_ref(),
                state.images.as_ref(),
                chrono::Utc::now(),
            )
            .await
            .context("seeding demo content")?;
            // Written beside the use cases: the other servers of the database learn of it.
            if seeded.seeded {
                state
                    .content_events
                    .publish(&[ContentChange::Everything])
                    .await;
            }
        }
        // Unlisted listings from before share keys (or a restored backup of that time) are
        // open to staff only until they have one.
        let given = app::properties::give_missing_share_keys(state.properties.as_ref()).await?;
        if given > 0 {
            tracing::info!(given, "unlisted properties given share keys");
        }
        let state = wrap(state);
        let endpoint = routes::every_route(&state, &config, page_cache, list_cache);
        Ok(Self {
            state,
            config,
            database,
            endpoint,
            caches: local,
            counting,
        })
    }
}

/// The visit counter the configuration asks for: batches written to the database, or none.
fn visit_counter(
    config: &Config,
    database: &DatabaseConnection,
    hits: Arc<dyn HitStore>,
) -> (Option<VisitCounting>, Arc<dyn Counter>) {
    if !config.count_visits {
        return (None, Arc::new(NoCounting));
    }
    let facts = SightingFacts {
        site_url: config.public_url.clone(),
        // A view of a home's Italian page is a view of the home, as its English page's is.
        property_paths: vec![
            app::addresses::paths::PROPERTY_DETAIL.to_owned(),
            app::addresses::paths::ITALIAN_PROPERTY_DETAIL.to_owned(),
        ],
    };
    let salts = Arc::new(adapters::audience::SqlSaltStore::new(database.clone()));
    let rules = CountingRules {
        per_minute: config.count_rate_per_minute,
        per_day: config.count_rate_per_day,
        is_page: site::site_route::is_public_page,
    };
    let (counting, counter) = VisitCounting::start(hits, salts, facts, rules);
    (Some(counting), Arc::new(counter))
}

/// What the API's handlers know of the installation.
fn api_settings(config: &Config) -> ApiSettings {
    ApiSettings {
        public_url: config.public_url.clone(),
        image_base_url: config.image_base_url.clone(),
        version: served_version(&config.static_dir),
        consultant_address: config.enquiries.mail_to.clone(),
        agency_fee: config.agency_fee,
    }
}

/// The configured image store: an S3-compatible bucket (created when missing), or a folder
/// of the data directory.
async fn image_store(config: &Config) -> anyhow::Result<ObjectStoreImages> {
    match &config.s3_bucket {
        Some(bucket) => ObjectStoreImages::s3(bucket).await,
        None => ObjectStoreImages::local(config.data_dir.join("images")),
    }
}

/// The dependencies `/readyz` asks: this database connection's pool and this image store.
fn readiness_checks(
    conn: DatabaseConnection,
    images: Arc<dyn ImageStore>,
) -> Arc<[Arc<dyn DependencyCheck>]> {
    Arc::new([
        Arc::new(DatabaseCheck(conn)) as Arc<dyn DependencyCheck>,
        Arc::new(ImageStoreCheck(images)),
    ])
}
