//! What every request handler may reach: the ports, as trait objects, and the API's settings.

use crate::settings::ApiSettings;
use app::site::PageCacheReports;
use audience::owner::OwnerRecords;
use audience::ports::{Counter, HitStore};
use currency::ports::RatesStore;
use domain::ports::{
    ArticleRepository, ContentEvents, DependencyCheck, PhotoCaptions, PropertyRepository,
    TownRepository,
};
use pictures::ports::{ImageProcessor, ImageStore};
use std::sync::Arc;
use viewing_trips::ViewingRepository;

#[derive(Clone)]
pub struct AppState {
    pub properties: Arc<dyn PropertyRepository>,
    pub towns: Arc<dyn TownRepository>,
    pub articles: Arc<dyn ArticleRepository>,
    pub images: Arc<dyn ImageStore>,
    /// What the consultant wrote about each gallery photo.
    pub photo_captions: Arc<dyn PhotoCaptions>,
    /// Turns uploads into the published sizes.
    pub image_processor: Arc<dyn ImageProcessor>,
    pub settings: Arc<ApiSettings>,
    /// The site's finished public pages, reported on to the operator.
    pub page_cache: Arc<dyn PageCacheReports>,
    /// Where the write use cases announce what they changed.
    pub content_events: Arc<dyn ContentEvents>,
    /// The visitor forms' ports: outbox, captcha, newsletter, mail, rate limit.
    pub enquiries: crate::enquiry_state::EnquiryServices,
    /// Sign-in and role checks: users, session tokens, one-time links, identity provider.
    pub staff: crate::staff_state::StaffAccess,
    /// A property's floor plans, documents and tour (their rows; the files are in `images`).
    pub property_media: Arc<dyn plans::ports::PropertyMedia>,
    /// Viewing requests and their slots.
    pub viewings: Arc<dyn ViewingRepository>,
    /// The exchange rates every server shows (prices in the visitor's currency).
    pub rates: Arc<dyn RatesStore>,
    /// Where page views and events are handed over to be counted (never waits).
    pub counter: Arc<dyn Counter>,
    /// The counted hits, summed for the statistics.
    pub hits: Arc<dyn HitStore>,
    /// Homes' owners and the links to their reports.
    pub owners: Arc<dyn OwnerRecords>,
    /// What `/readyz` asks: the database and the image store.
    pub readiness: Arc<[Arc<dyn DependencyCheck>]>,
}
