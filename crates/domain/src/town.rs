//! A town a property belongs to, with its facts ("Altitude:480 m;Population:2,000").

use serde::{Deserialize, Serialize};
use std::fmt;

pub use crate::town_translation::{TownTexts, TownTextsInput};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct TownId(pub i64);

impl fmt::Display for TownId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Town {
    pub id: TownId,
    pub name: String,
    pub name2: String,
    /// ';'-separated 'label:value' entries.
    pub facts: String,
    pub short_description: String,
    pub text: String,
    /// Image key of the town's picture.
    pub path: String,
    /// The texts in Italian, each empty until written.
    pub italian: TownTexts,
}

/// One entry of `facts_d`, shown as 'label:value'.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TownFact {
    pub label: String,
    pub value: String,
}

impl Town {
    pub fn facts_d(&self) -> Vec<TownFact> {
        facts_of(&self.facts)
    }
}

/// Facts split on ';' and then on the first ':'; an entry without ':' is all label.
pub(crate) fn facts_of(facts: &str) -> Vec<TownFact> {
    crate::semicolon_list::split_semicolon_list(facts)
        .into_iter()
        .map(|entry| match entry.split_once(':') {
            Some((label, value)) => TownFact {
                label: label.trim().to_owned(),
                value: value.trim().to_owned(),
            },
            None => TownFact {
                label: entry,
                value: String::new(),
            },
        })
        .collect()
}

/// Fields of a town before it has an id.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewTown {
    pub name: String,
    pub name2: String,
    pub facts: String,
    pub short_description: String,
    pub text: String,
    pub path: String,
    /// The texts in Italian; `None` keeps the stored ones when a town is edited.
    pub italian: Option<TownTexts>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn facts_split_into_label_and_value() {
        let town = Town {
            id: TownId(1),
            name: "Barolo".into(),
            name2: "Langhe".into(),
            facts: "Altitude: 301 m; Population:650;Wine".into(),
            short_description: String::new(),
            text: String::new(),
            path: String::new(),
            italian: TownTexts::default(),
        };
        let facts = town.facts_d();
        assert_eq!(facts.len(), 3);
        assert_eq!(
            facts[0],
            TownFact {
                label: "Altitude".into(),
                value: "301 m".into()
            }
        );
        assert_eq!(
            facts[1],
            TownFact {
                label: "Population".into(),
                value: "650".into()
            }
        );
        assert_eq!(
            facts[2],
            TownFact {
                label: "Wine".into(),
                value: String::new()
            }
        );
    }
}
