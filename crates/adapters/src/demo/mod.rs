//! Demo content for the embedded default: towns, properties, articles and generated photos.

mod painter;

pub use painter::paint_landscape;
