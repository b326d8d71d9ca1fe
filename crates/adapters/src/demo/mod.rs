//! Demo content for the embedded default: towns, properties, articles and generated photos.

mod painter;
mod towns;

pub use painter::paint_landscape;
