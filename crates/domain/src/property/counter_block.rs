//! A headline figure on a property page: a value and its label ("5" / "Bedrooms").

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CounterBlock {
    pub value: String,
    pub label: String,
    /// The label in Italian ("Camere da letto"), empty until written (issue #30). Stored rows
    /// and bodies without it read as empty.
    #[serde(default)]
    pub label_it: String,
}

impl CounterBlock {
    pub fn new(value: impl Into<String>, label: impl Into<String>) -> Self {
        Self {
            value: value.into(),
            label: label.into(),
            label_it: String::new(),
        }
    }

    /// The same block with its Italian label.
    pub fn in_italian(self, label_it: impl Into<String>) -> Self {
        Self {
            label_it: label_it.into(),
            ..self
        }
    }
}
