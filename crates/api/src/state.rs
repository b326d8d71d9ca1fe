//! What every request handler may reach: the ports, as trait objects, and the configuration.

use crate::config::Config;
use domain::ports::{ArticleRepository, ImageStore, PropertyRepository, TownRepository};
use std::sync::Arc;

#[derive(Clone)]
pub struct AppState {
    pub properties: Arc<dyn PropertyRepository>,
    pub towns: Arc<dyn TownRepository>,
    pub articles: Arc<dyn ArticleRepository>,
    pub images: Arc<dyn ImageStore>,
    pub config: Arc<Config>,
}
