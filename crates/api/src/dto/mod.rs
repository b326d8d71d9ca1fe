//! Wire types of the HTTP API, kept apart from domain types so the domain can change without
//! changing the contract (and the contract is what openapi.yaml records).

mod answer_body;
mod article;
mod article_translations;
mod buying_costs;
mod content_body;
mod error;
mod gallery;
mod image_links;
mod lead_source;
pub(crate) mod optional_flag;
mod page_language;
mod property;
mod property_body;
mod property_facts;
mod property_list;
mod property_media;
mod property_translations;
mod rates;
mod rule_number;
pub(crate) mod rule_text;
mod statistics;
mod system;
mod town;
mod town_translations;
mod user;

pub use answer_body::answer_body;
pub use article::{ArticleDto, ArticleListResponse, ArticleMetaDto};
pub use article_translations::{
    ArticleTextsBody, ArticleTextsDto, ArticleTranslationsBody, ArticleTranslationsDto,
};
pub use buying_costs::{
    rules_day, BuyerUseDto, BuyingCostLineDto, BuyingCostOptionsDto, BuyingCostsDto, TaxBasisDto,
};
pub use content_body::{
    ArticleBody, ArticleSavedDto, ArticleUpdateBody, DeletedDto, TownBody, TownUpdateBody,
};
pub use error::ErrorBody;
pub use gallery::GalleryDto;
pub use image_links::ImageLinks;
pub use lead_source::LeadSourceBody;
pub use page_language::PageLanguageDto;
pub use property::{
    CounterBlockDto, DistanceDto, PropertyDetailDto, PropertyMetaDto, ShareLinkDto,
};
pub use property_body::{
    CounterBlockBody, DistanceBody, NextRefDto, PropertyBody, PropertyDetailsBody,
    PropertyDraftBody, PropertySavedDto,
};
pub use property_facts::{ListingSortDto, PropertyFactsDto, PropertyKindDto};
pub use property_list::{
    PropertyListItem, PropertyListResponse, SuggestedPropertiesDto, VisibilityDto,
};
pub use property_media::{
    DocumentDto, DocumentVisibilityDto, FloorPlanDto, PropertyMediaDto, TourDto, TourProviderDto,
};
pub use property_translations::{
    CardTextsDto, CardTranslationsDto, PropertyTextsBody, PropertyTextsDto,
    PropertyTranslationsBody, PropertyTranslationsDto,
};
pub use rates::{RateDto, RatesDto};
pub use statistics::{PropertyStatisticsDto, SiteStatisticsDto};
pub use system::{PageCacheReportDto, VersionDto};
pub use town::{TownDto, TownFactDto};
pub use town_translations::{TownTextsBody, TownTranslationsBody, TownTranslationsDto};
pub use user::{
    GoogleSignInBody, OneTimeLinkBody, SessionDto, SessionUserDto, SignInLinkAnswerDto,
    SignInLinkRequestBody, SignedInDeviceDto,
};
