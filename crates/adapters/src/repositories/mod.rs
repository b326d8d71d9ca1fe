//! SeaORM implementations of the repository ports.

mod article_repository;
mod article_row;
pub mod entities;
pub mod generated_listings;
mod listing_columns;
mod listing_index;
mod photo_caption_repository;
pub mod price_history;
mod property_repository;
mod property_row;
mod public_order;
mod storage_error;
pub(crate) mod stored_time;
mod town_repository;
mod town_row;
mod user_repository;
mod user_row;

pub use article_repository::SqlArticleRepository;
pub use photo_caption_repository::SqlPhotoCaptions;
pub use property_repository::SqlPropertyRepository;
pub(crate) use property_row::to_active_model;
pub use storage_error::from_db;
pub(crate) use storage_error::CorruptRow;
pub use town_repository::SqlTownRepository;
pub use user_repository::SqlUserRepository;
