//! Demo content for the embedded default: towns, properties, articles and generated photos.

mod articles;
mod content;
pub mod painter;
mod photos;
mod properties;
mod seed;
mod towns;

pub use painter::paint_landscape;
pub use seed::{seed_if_empty, SeedReport};
