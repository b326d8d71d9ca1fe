//! What every request handler may reach: the ports, as trait objects, and the API's settings.

use crate::settings::ApiSettings;
use app::site::PageCacheReports;
use domain::ports::{
    ArticleRepository, ContentEvents, DependencyCheck, ImageProcessor, ImageStore,
    PropertyRepository, TownRepository,
};
use std::sync::Arc;

#[derive(Clone)]
pub struct AppState {
    pub properties: Arc<dyn PropertyRepository>,
    pub towns: Arc<dyn TownRepository>,
    pub articles: Arc<dyn ArticleRepository>,
    pub images: Arc<dyn ImageStore>,
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
    /// What `/readyz` asks: the database and the image store.
    pub readiness: Arc<[Arc<dyn DependencyCheck>]>,
}
