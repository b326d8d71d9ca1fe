//! Mapping between the `towns` table and the domain's `Town`.

use super::entities::town::{ActiveModel, Model};
use domain::town::{NewTown, TownTexts};
use domain::{Town, TownId};
use sea_orm::ActiveValue::{NotSet, Set};

impl From<Model> for Town {
    fn from(row: Model) -> Self {
        Town {
            id: TownId(row.id),
            name: row.name,
            name2: row.name2,
            facts: row.facts,
            short_description: row.short_description,
            text: row.text,
            path: row.path,
            italian: TownTexts {
                facts: row.facts_it,
                short_description: row.short_description_it,
                text: row.text_it,
            },
        }
    }
}

/// Every field but the id; the Italian texts are left untouched when the town has none (a
/// save that sent none keeps them).
pub(crate) fn town_model(town: &NewTown) -> ActiveModel {
    let italian = |text: fn(&TownTexts) -> &String| match &town.italian {
        Some(texts) => Set(text(texts).clone()),
        None => NotSet,
    };
    ActiveModel {
        name: Set(town.name.clone()),
        name2: Set(town.name2.clone()),
        facts: Set(town.facts.clone()),
        short_description: Set(town.short_description.clone()),
        text: Set(town.text.clone()),
        path: Set(town.path.clone()),
        facts_it: italian(|t| &t.facts),
        short_description_it: italian(|t| &t.short_description),
        text_it: italian(|t| &t.text),
        ..Default::default()
    }
}
