//! Demo content for the embedded default: towns, properties, articles and generated photos.
