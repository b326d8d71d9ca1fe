//! The pictures' adapters against real storage, in one binary: the image store on a folder
//! and on S3 (SeaweedFS), the picture pipeline, and the walks that add missing banner widths
//! and gallery thumbnails.
//!
//! Run: `cargo test -p picture-store --test store`.

mod banner_widths;
mod gallery_thumbnails;
mod image_store;
mod image_variants;
