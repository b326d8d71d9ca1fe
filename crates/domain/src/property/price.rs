//! Asking price in whole euros; zero means "please call".

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Price(u64);

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("Price must be a whole number of euros, 0 or more")]
pub struct PriceError;

impl Price {
    pub const PLEASE_CALL: Price = Price(0);

    pub fn euros(amount: u64) -> Self {
        Self(amount)
    }

    /// Parses a submitted price; empty means 0 ("please call"), negatives and fractions fail.
    pub fn parse(text: &str) -> Result<Self, PriceError> {
        let text = text.trim();
        if text.is_empty() {
            return Ok(Self::PLEASE_CALL);
        }
        text.parse::<u64>().map(Self).map_err(|_| PriceError)
    }

    pub fn amount(&self) -> u64 {
        self.0
    }

    pub fn is_please_call(&self) -> bool {
        self.0 == 0
    }
}
