//! What every request handler may reach: the ports, as trait objects, and the configuration.

use crate::config::Config;
use domain::ports::{
    ArticleRepository, ImageProcessor, ImageStore, PropertyRepository, TownRepository,
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
    pub config: Arc<Config>,
    /// The visitor forms' ports: outbox, captcha, newsletter, mail, rate limit.
    pub enquiries: crate::enquiry_state::EnquiryServices,
    /// Sign-in and role checks: users, session tokens, one-time links, identity provider.
    pub staff: crate::staff_state::StaffAccess,
}
