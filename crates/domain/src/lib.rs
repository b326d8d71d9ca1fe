//! Pure business rules of Langhe Property.
//!
//! Everything here is deterministic and free of I/O: values with parsing constructors,
//! entities, validation in the specification's order, price and area maths, and the ports
//! (traits) through which the application reaches the outside world.

pub mod access;
pub mod alert;
pub mod area;
pub mod article;
pub mod contact;
pub mod dates_in_words;
pub mod default_texts;
pub mod enquiry;
pub mod gallery;
pub mod money;
pub mod opt_in;
pub mod paging;
pub mod photo_caption;
pub mod ports;
pub mod property;
pub mod province;
pub mod rome_time;
mod semicolon_list;
mod sent_length;
pub mod session;
pub mod settings;
pub mod text;
pub mod town;
pub mod town_input;
pub mod town_translation;
pub mod user;

pub use access::Permission;
pub use article::{Article, ArticleContent, ArticleId, ArticleInput, ArticleValidationError};
pub use gallery::Gallery;
pub use paging::{Page, PageRequest, PagingError};
pub use property::{
    AreaM2, Coordinates, CounterBlock, Distance, EnergyCertificate, EnergyClass, EnvelopeQuality,
    PicturesVersion, Price, Property, PropertyFacts, PropertyKind, PropertyLink, PropertySummary,
    PropertyTexts, PurchaseFacts, Ref, RefError, RoomCount, Visibility, GENERATED_REFS,
};
pub use town::{Town, TownFact, TownId};
pub use user::{Email, Role, User};
