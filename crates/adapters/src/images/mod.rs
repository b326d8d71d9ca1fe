//! Image storage over object_store, and the image variant pipeline.

mod key;
mod store;

pub use key::{validate_key, validate_prefix, MAX_KEY_LENGTH};
pub use store::ObjectStoreImages;
