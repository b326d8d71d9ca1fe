//! Wire types of the HTTP API, kept apart from domain types so the domain can change without
//! changing the contract (and the contract is what openapi.yaml records).

mod article;
mod content_body;
mod error;
mod gallery;
mod image_links;
mod property;
mod property_body;
mod property_facts;
mod property_list;
mod rule_number;
mod rule_text;
mod system;
mod town;
mod user;

pub use article::{ArticleDto, ArticleListResponse, ArticleMetaDto};
pub use content_body::{
    ArticleBody, ArticleSavedDto, ArticleUpdateBody, DeletedDto, TownBody, TownUpdateBody,
};
pub use error::ErrorBody;
pub use gallery::GalleryDto;
pub use image_links::ImageLinks;
pub use property::{
    CounterBlockDto, DistanceDto, PropertyDetailDto, PropertyMetaDto, ShareLinkDto,
};
pub use property_body::{CounterBlockBody, DistanceBody, PropertyBody, PropertySavedDto};
pub use property_facts::{ListingSortDto, PropertyFactsDto, PropertyKindDto};
pub use property_list::{PropertyListItem, PropertyListResponse, VisibilityDto};
pub use system::{PageCacheReportDto, VersionDto};
pub use town::{TownDto, TownFactDto};
pub use user::{GoogleSignInBody, OneTimeLinkBody, SessionDto, SessionUserDto};
