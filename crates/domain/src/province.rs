//! The Italian province a town lies in, for portals that file listings by province (Kyero).
//!
//! A lookup by the town's name rather than a stored column: the consultant works in three
//! provinces, every demo and generated town is below, and a column would need a migration, an
//! API field, a client change and an editor field for a fact that never changes. A town
//! missing from the list has no known province; callers say what to do then.

/// The region every listing of the site is in.
pub const REGION: &str = "Piedmont";

/// Comuni of the Langhe, Roero and Monferrato (and the provincial capitals), by province.
const TOWNS: &[(&str, &[&str])] = &[
    (
        "Cuneo",
        &[
            "Alba",
            "Barbaresco",
            "Barolo",
            "Bossolasco",
            "Bra",
            "Canale",
            "Castagnito",
            "Castiglione Falletto",
            "Castiglione Tinella",
            "Cherasco",
            "Cortemilia",
            "Cossano Belbo",
            "Cuneo",
            "Diano d'Alba",
            "Dogliani",
            "Govone",
            "Grinzane Cavour",
            "Guarene",
            "La Morra",
            "Magliano Alfieri",
            "Mango",
            "Monchiero",
            "Monforte d'Alba",
            "Montà",
            "Montelupo Albese",
            "Monteu Roero",
            "Murazzano",
            "Neive",
            "Neviglie",
            "Novello",
            "Priocca",
            "Roddi",
            "Santo Stefano Belbo",
            "Santo Stefano Roero",
            "Serralunga d'Alba",
            "Sinio",
            "Treiso",
            "Trezzo Tinella",
            "Verduno",
            "Vezza d'Alba",
        ],
    ),
    (
        "Asti",
        &[
            "Agliano Terme",
            "Asti",
            "Calosso",
            "Canelli",
            "Castagnole delle Lanze",
            "Castelnuovo Don Bosco",
            "Cocconato",
            "Costigliole d'Asti",
            "Mombaruzzo",
            "Moncalvo",
            "Montegrosso d'Asti",
            "Nizza Monferrato",
            "Rocchetta Tanaro",
            "San Marzano Oliveto",
            "Vinchio",
        ],
    ),
    (
        "Alessandria",
        &[
            "Acqui Terme",
            "Alessandria",
            "Casale Monferrato",
            "Gavi",
            "Novi Ligure",
            "Ovada",
            "Ozzano Monferrato",
            "Rosignano Monferrato",
            "Tortona",
            "Vignale Monferrato",
        ],
    ),
    ("Torino", &["Torino", "Turin", "Chieri", "Pinerolo"]),
];

/// Compares names the way people type them: case, spaces and the apostrophe's form aside.
fn normalized(name: &str) -> String {
    name.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .replace(['’', '`'], "'")
        .to_lowercase()
}

/// The province of the town called `town_name`, when it is one the site knows.
pub fn province_of(town_name: &str) -> Option<&'static str> {
    let wanted = normalized(town_name);
    TOWNS.iter().find_map(|(province, towns)| {
        towns
            .iter()
            .any(|town| normalized(town) == wanted)
            .then_some(*province)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn towns_are_found_whatever_their_case_spacing_or_apostrophe() {
        assert_eq!(province_of("Barolo"), Some("Cuneo"));
        assert_eq!(province_of("  monforte  d’alba "), Some("Cuneo"));
        assert_eq!(province_of("Nizza Monferrato"), Some("Asti"));
        assert_eq!(province_of("CASALE MONFERRATO"), Some("Alessandria"));
        assert_eq!(province_of("Torino"), Some("Torino"));
        assert_eq!(province_of("Atlantis"), None);
        assert_eq!(province_of(""), None);
    }

    #[test]
    fn every_town_has_one_province() {
        let mut seen = std::collections::HashSet::new();
        for (_, towns) in TOWNS {
            for town in *towns {
                assert!(seen.insert(normalized(town)), "{town} twice");
            }
        }
    }
}
