//! A named set of property photos, large and small.

use serde::{Deserialize, Serialize};

pub const DEFAULT_GALLERY_NAME: &str = "New Gallery";

/// `pictures[i]` and `small_pictures[i]` are the large and small versions of one photo (URLs).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Gallery {
    pub name: String,
    pub pictures: Vec<String>,
    pub small_pictures: Vec<String>,
}
