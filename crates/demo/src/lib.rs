//! Demo content for the embedded default: towns, properties, articles and generated photos
//! (`seed_if_empty`, when `LANGHE_DEMO_CONTENT` is on), and the large generated catalogue of
//! `langhe generate`. It writes through the domain's ports and the adapters' picture pipeline;
//! only the bulk insert of generated listings is SQL, kept in
//! `adapters::repositories::generated_listings`.

mod articles;
mod content;
mod content_it;
mod generate;
mod generated_facts;
pub mod painter;
mod photos;
mod properties;
mod properties_it;
mod seed;
mod towns;
mod towns_it;

pub use generate::{generate_properties, GenerateError, GenerateReport};
pub use painter::paint_landscape;
pub use seed::{seed_if_empty, SeedReport};
