//! A headline figure on a property page: a value and its label ("5" / "Bedrooms").

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CounterBlock {
    pub value: String,
    pub label: String,
}

impl CounterBlock {
    pub fn new(value: impl Into<String>, label: impl Into<String>) -> Self {
        Self {
            value: value.into(),
            label: label.into(),
        }
    }
}
