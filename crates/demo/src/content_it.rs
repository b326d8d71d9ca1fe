//! Turns a demo listing's Italian texts (`properties_it`) into its `PropertyTexts`, written
//! the way the English ones are (`content`), with Italian measures (mq, ettari).

use super::properties::DemoProperty;
use super::properties_it::{DemoItalian, ITALIAN};
use super::towns::DemoTown;
use domain::PropertyTexts;

/// The listing's Italian texts, or none for a listing the demo leaves in English only.
pub(crate) fn italian_texts(property: &DemoProperty, town: &DemoTown) -> PropertyTexts {
    ITALIAN
        .iter()
        .find(|italian| italian.reference == property.reference)
        .map(|italian| written(property, italian, town))
        .unwrap_or_default()
}

fn written(property: &DemoProperty, italian: &DemoItalian, town: &DemoTown) -> PropertyTexts {
    let land = land_text(property.land)
        .map(|land| format!(", {land}"))
        .unwrap_or_default();
    PropertyTexts {
        title: format!("{} a {}", italian.kind, town.name),
        title2: italian.title2.to_owned(),
        listing_title: italian.listing_title.to_owned(),
        location: format!("{}, {}", town.name, town.area),
        meta_title: format!(
            "{} | Immobile in vendita a {}",
            italian.listing_title, town.name
        ),
        meta_description: format!(
            "{} in vendita a {}, {}: {}, {} mq{land}. Rif. {}.",
            italian.kind,
            town.name,
            town.area,
            count(property.bedrooms, "camera", "camere"),
            property.sqm,
            property.reference
        ),
        price_description: italian.price_description.to_owned(),
        description: description(property, italian, town),
        description_list: italian.rooms.join(";"),
        features: features(property, italian),
    }
}

/// "1 camera", "4 camere" (and "1 bathroom", "3 bathrooms" on the English pages).
pub(crate) fn count(number: u32, one: &str, many: &str) -> String {
    format!("{number} {}", if number == 1 { one } else { many })
}

/// "1 ettaro di terreno", "1,5 ettari di terreno", "850 mq di terreno", or nothing for a flat.
fn land_text(square_metres: u32) -> Option<String> {
    match square_metres {
        0 => None,
        1..=9_999 => Some(format!("{square_metres} mq di terreno")),
        _ => {
            let hectares = format!("{:.1}", f64::from(square_metres) / 10_000.0);
            let hectares = hectares.trim_end_matches(".0").replace('.', ",");
            let unit = if hectares == "1" { "ettaro" } else { "ettari" };
            Some(format!("{hectares} {unit} di terreno"))
        }
    }
}

fn description(property: &DemoProperty, italian: &DemoItalian, town: &DemoTown) -> String {
    let land = land_text(property.land)
        .map(|land| format!(" La proprietà comprende {land}."))
        .unwrap_or_default();
    let extras = if italian.extras.is_empty() {
        String::new()
    } else {
        format!(
            " Completano l'offerta: {}.",
            italian.extras.join(", ").to_lowercase()
        )
    };
    format!(
        "<p>{}</p><p>Offre {} mq di superficie abitabile, con {} e {}.{}{}</p>\
         <p>{} dista {} minuti da Alba e {} minuti dall'aeroporto di Torino.</p>",
        italian.highlight,
        property.sqm,
        count(property.bedrooms, "camera", "camere"),
        count(property.bathrooms, "bagno", "bagni"),
        land,
        extras,
        town.name,
        town.minutes_to_alba,
        town.minutes_to_airport,
    )
}

fn features(property: &DemoProperty, italian: &DemoItalian) -> String {
    let mut lines = vec![
        count(property.bedrooms, "camera", "camere"),
        count(property.bathrooms, "bagno", "bagni"),
        format!("{} mq", property.sqm),
    ];
    lines.extend(land_text(property.land));
    lines.extend(italian.extras.iter().map(|extra| (*extra).to_owned()));
    lines.join(";")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::properties::PROPERTIES;
    use crate::towns::TOWNS;

    #[test]
    fn every_italian_entry_names_a_demo_listing_and_matches_its_rooms_and_extras() {
        for italian in ITALIAN {
            let property = PROPERTIES
                .iter()
                .find(|p| p.reference == italian.reference)
                .unwrap_or_else(|| panic!("{} is no demo listing", italian.reference));
            assert_eq!(
                italian.rooms.len(),
                property.rooms.len(),
                "{}",
                italian.reference
            );
            assert_eq!(
                italian.extras.len(),
                property.extras.len(),
                "{}",
                italian.reference
            );
        }
    }

    #[test]
    fn most_listings_are_complete_in_italian_and_some_are_english_only() {
        let complete = PROPERTIES
            .iter()
            .filter(|p| italian_texts(p, &TOWNS[p.town]).is_complete())
            .count();
        assert!(complete * 3 >= PROPERTIES.len() * 2, "{complete}");
        assert!(complete < PROPERTIES.len());
    }

    #[test]
    fn the_farmhouse_above_barolo_reads_in_italian() {
        let property = PROPERTIES.iter().find(|p| p.reference == "101").unwrap();
        let texts = italian_texts(property, &TOWNS[property.town]);
        assert_eq!(texts.title, "Cascina a Barolo");
        assert_eq!(texts.location, "Barolo, Langhe");
        assert!(texts
            .features
            .starts_with("4 camere;3 bagni;310 mq;1 ettaro di terreno"));
        assert!(texts
            .description
            .contains("con 4 camere e 3 bagni. La proprietà comprende 1 ettaro di terreno."));
    }
}
