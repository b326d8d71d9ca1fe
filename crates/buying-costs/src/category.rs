//! The cadastral category (*categoria catastale*) of a building unit, as the land registry
//! writes it: a group letter and a number, "A/2" for a house of ordinary type.

use std::fmt;

/// The highest number in each group of the registry's table (A/1–A/11, B/1–B/8, C/1–C/7,
/// D/1–D/10, E/1–E/9, F/1–F/5).
const GROUPS: [(char, u8); 6] = [('A', 11), ('B', 8), ('C', 7), ('D', 10), ('E', 9), ('F', 5)];

/// A/10 is an office: group A, but not a dwelling.
const OFFICE: u8 = 10;

/// Pertinences (cellars, garages, sheds) taxed with the home they serve.
const PERTINENCES: [u8; 3] = [2, 6, 7];

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CadastralCategory {
    group: char,
    number: u8,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("Cadastral category must read like 'A/2': a group A to F, '/', and its number")]
pub struct CadastralCategoryError;

impl CadastralCategory {
    /// Reads "A/2", also written "a/2", "A2" or "A 2"; the number must exist in its group.
    pub fn parse(text: &str) -> Result<Self, CadastralCategoryError> {
        let text = text.trim();
        let mut chars = text.chars();
        let group = chars
            .next()
            .map(|c| c.to_ascii_uppercase())
            .ok_or(CadastralCategoryError)?;
        let rest = chars.as_str().trim_start_matches(['/', ' ']);
        if rest.is_empty() || !rest.bytes().all(|b| b.is_ascii_digit()) || rest.len() > 2 {
            return Err(CadastralCategoryError);
        }
        let number: u8 = rest.parse().map_err(|_| CadastralCategoryError)?;
        let highest = GROUPS
            .iter()
            .find(|(letter, _)| *letter == group)
            .map(|(_, highest)| *highest)
            .ok_or(CadastralCategoryError)?;
        if number == 0 || number > highest {
            return Err(CadastralCategoryError);
        }
        Ok(Self { group, number })
    }

    /// Whether the unit is a dwelling (group A but not A/10, an office) or a pertinence of
    /// one (C/2, C/6, C/7): what the cadastral-value basis may apply to.
    pub fn is_residential(&self) -> bool {
        match self.group {
            'A' => self.number != OFFICE,
            'C' => PERTINENCES.contains(&self.number),
            _ => false,
        }
    }
}

impl fmt::Display for CadastralCategory {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.group, self.number)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_registry_spelling_and_its_variants() {
        for text in ["A/2", "a/2", "A2", " A 2 ", "A/02"] {
            assert_eq!(CadastralCategory::parse(text).unwrap().to_string(), "A/2");
        }
        assert_eq!(CadastralCategory::parse("C/6").unwrap().to_string(), "C/6");
        assert_eq!(
            CadastralCategory::parse("A/11").unwrap().to_string(),
            "A/11"
        );
    }

    #[test]
    fn refuses_numbers_outside_the_group_and_unknown_groups() {
        for text in [
            "", "A", "A/", "A/0", "A/12", "B/9", "F/6", "G/1", "A/1x", "A/100", "2/A",
        ] {
            assert_eq!(
                CadastralCategory::parse(text),
                Err(CadastralCategoryError),
                "{text}"
            );
        }
    }

    #[test]
    fn dwellings_and_their_pertinences_are_residential_offices_are_not() {
        let residential = |text: &str| CadastralCategory::parse(text).unwrap().is_residential();
        assert!(residential("A/1"));
        assert!(residential("A/7"));
        assert!(residential("C/6"));
        assert!(!residential("A/10"));
        assert!(!residential("C/1"));
        assert!(!residential("D/10"));
    }
}
