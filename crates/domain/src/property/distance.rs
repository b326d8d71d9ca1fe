//! Travel time from the property to a landmark.

use serde::{Deserialize, Serialize};

/// `distance` is in minutes; `descrip` is the label ("from Alba"); `place` keys the picture.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Distance {
    pub distance: u32,
    pub descrip: String,
    pub place: String,
}

impl Distance {
    pub fn new(distance: u32, descrip: impl Into<String>, place: impl Into<String>) -> Self {
        Self {
            distance,
            descrip: descrip.into(),
            place: place.into(),
        }
    }
}
