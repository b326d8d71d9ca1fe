//! Wire types of the HTTP API, kept apart from domain types so the domain can change without
//! changing the contract (and the contract is what openapi.yaml records).

mod article;
mod error;
mod gallery;
mod image_links;
mod property;
mod property_list;
mod system;
mod town;

pub use article::{ArticleDto, ArticleListResponse, ArticleMetaDto};
pub use error::ErrorBody;
pub use gallery::GalleryDto;
pub use image_links::ImageLinks;
pub use property::{CounterBlockDto, DistanceDto, PropertyDetailDto, PropertyMetaDto};
pub use property_list::{PropertyListItem, PropertyListResponse, VisibilityDto};
pub use system::VersionDto;
pub use town::{TownDto, TownFactDto};
