//! Demo content for the embedded default: towns, properties, articles and generated photos.

mod articles;
mod content;
mod generate;
mod generated_facts;
pub mod painter;
mod photos;
mod properties;
mod seed;
mod towns;

pub use generate::{generate_properties, GenerateError, GenerateReport};
pub use painter::paint_landscape;
pub use seed::{seed_if_empty, SeedReport};
