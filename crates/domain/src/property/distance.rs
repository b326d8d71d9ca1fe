//! Travel time from the property to a landmark.

use serde::{Deserialize, Serialize};

/// `distance` is in minutes; `descrip` is the label ("from Alba"); `place` keys the picture.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Distance {
    pub distance: u32,
    pub descrip: String,
    pub place: String,
    /// The label in Italian ("da Alba"), empty until written (issue #30). Stored rows written
    /// before it existed read as empty.
    #[serde(default)]
    pub descrip_it: String,
}

impl Distance {
    pub fn new(distance: u32, descrip: impl Into<String>, place: impl Into<String>) -> Self {
        Self {
            distance,
            descrip: descrip.into(),
            place: place.into(),
            descrip_it: String::new(),
        }
    }

    /// The same distance with its Italian label.
    pub fn in_italian(self, descrip_it: impl Into<String>) -> Self {
        Self {
            descrip_it: descrip_it.into(),
            ..self
        }
    }
}
