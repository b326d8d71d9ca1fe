//! Mapping between the `towns` table and the domain's `Town`.

use super::entities::town::{ActiveModel, Model};
use domain::town::NewTown;
use domain::{Town, TownId};
use sea_orm::ActiveValue::Set;

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
        }
    }
}

pub(crate) fn new_town_model(town: &NewTown) -> ActiveModel {
    ActiveModel {
        name: Set(town.name.clone()),
        name2: Set(town.name2.clone()),
        facts: Set(town.facts.clone()),
        short_description: Set(town.short_description.clone()),
        text: Set(town.text.clone()),
        path: Set(town.path.clone()),
        ..Default::default()
    }
}

/// Every field but the id, which selects the row.
pub(crate) fn town_changes(town: &Town) -> ActiveModel {
    new_town_model(&NewTown {
        name: town.name.clone(),
        name2: town.name2.clone(),
        facts: town.facts.clone(),
        short_description: town.short_description.clone(),
        text: town.text.clone(),
        path: town.path.clone(),
    })
}
