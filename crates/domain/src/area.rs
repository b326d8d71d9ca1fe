//! Area conversions shown beside property features (spec §2 "Property detail", §9 "Area").
//!
//! 1 square metre = 10.76 sq ft, shown rounded to tens; 1 square metre = 0.000247 acres, shown
//! with two decimals; both in the en-US number format "1.0" (grouping, no trailing zeros).
//! The maths is done on exact decimals so that a value such as 5,000 sqm = 1.235 acres rounds
//! half-up to 1.24 instead of wherever binary floating point happens to land.

use crate::property::Property;
use num_format::{Locale, ToFormattedString};
use regex::Regex;
use std::sync::LazyLock;

/// 10.76 sq ft per square metre, in hundredths.
const SQ_FT_PER_SQM_HUNDREDTHS: u128 = 1_076;
/// 0.000247 acres per square metre, in millionths.
const ACRES_PER_SQM_MILLIONTHS: u128 = 247;
/// Larger quantities (over a trillion sqm, more than Italy's surface) are not real features:
/// such a line is left as typed.
pub const MAX_AREA_INTEGER_DIGITS: usize = 12;
/// More decimals than this is not a measured area: such a line is left as typed.
pub const MAX_AREA_DECIMALS: usize = 6;

/// An area in square metres, kept as the exact decimal that was typed: `units / 10^scale`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SquareMetres {
    units: u128,
    scale: u32,
}

impl SquareMetres {
    /// Parses an en-US number: digits, optional ',' thousands grouping, optional '.' decimals.
    /// Returns None for anything else, or for values beyond the caps above.
    pub fn parse(text: &str) -> Option<Self> {
        let (integer, fraction) = text.split_once('.').unwrap_or((text, ""));
        let integer: String = if integer.contains(',') {
            let mut groups = integer.split(',');
            let head = groups.next()?;
            let head_ok = (1..=3).contains(&head.len());
            let rest: Vec<&str> = groups.collect();
            if !head_ok || rest.iter().any(|group| group.len() != 3) {
                return None;
            }
            std::iter::once(head).chain(rest).collect()
        } else {
            integer.to_owned()
        };
        let all_digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
        if integer.is_empty()
            || integer.len() > MAX_AREA_INTEGER_DIGITS
            || fraction.len() > MAX_AREA_DECIMALS
            || !all_digits(&integer)
            || !all_digits(fraction)
            || (text.contains('.') && fraction.is_empty())
        {
            return None;
        }
        let units = format!("{integer}{fraction}").parse().ok()?;
        Some(Self {
            units,
            scale: fraction.len() as u32,
        })
    }

    pub fn whole(square_metres: u64) -> Self {
        Self {
            units: u128::from(square_metres),
            scale: 0,
        }
    }

    /// Square feet rounded to the nearest ten.
    pub fn to_square_feet_rounded_to_tens(self) -> u128 {
        // units·10.76 / 10^scale ft², counted in tens: units·1076 / (1000·10^scale).
        rounded_division(
            self.units * SQ_FT_PER_SQM_HUNDREDTHS,
            1_000 * 10u128.pow(self.scale),
        ) * 10
    }

    /// Acres in hundredths (2.47 acres → 247), rounded half-up.
    pub fn to_acres_hundredths(self) -> u128 {
        // units·0.000247 / 10^scale acres, counted in hundredths: units·247 / (10^4·10^scale).
        rounded_division(
            self.units * ACRES_PER_SQM_MILLIONTHS,
            10_000 * 10u128.pow(self.scale),
        )
    }
}

fn rounded_division(numerator: u128, denominator: u128) -> u128 {
    (numerator + denominator / 2) / denominator
}

/// Square feet as shown: "2,690".
pub fn format_square_feet(area: SquareMetres) -> String {
    area.to_square_feet_rounded_to_tens()
        .to_formatted_string(&Locale::en)
}

/// Acres as shown: "2.47", "2.5", "1,235" (two decimals at most, trailing zeros dropped).
pub fn format_acres(area: SquareMetres) -> String {
    let hundredths = area.to_acres_hundredths();
    let whole = (hundredths / 100).to_formatted_string(&Locale::en);
    match hundredths % 100 {
        0 => whole,
        fraction if fraction % 10 == 0 => format!("{whole}.{}", fraction / 10),
        fraction => format!("{whole}.{fraction:02}"),
    }
}

/// A number directly followed by a square-metre unit. The unit stops before any trailing '.'
/// so that a sentence's full stop stays after the inserted conversion.
static SQUARE_METRE_QUANTITY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)(?P<number>[0-9][0-9,]*(?:\.[0-9]+)?)\s*(?:sq\.?\s?m(?:t|tr|trs|etres?|eters?)?\b|square\s+met(?:re|er)s?\b|m2\b|m²|mq\b|metri\s+quadri\b)",
    )
    .expect("the square-metre pattern is valid")
});
static MENTIONS_LAND: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)\blands?\b").expect("the land pattern is valid"));
static HAS_SQUARE_FEET: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)sq\.?\s?f(?:ee)?t|square\s+f(?:ee|oo)t|ft²")
        .expect("the sq ft pattern is valid")
});
static HAS_ACRES: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)\bacres?\b").expect("the acres pattern is valid"));

/// Returns a feature line with its areas converted, inserted right after each square-metre
/// quantity: "Living area 250 sqm" → "Living area 250 sqm (2,690 sq ft)"; on a line that
/// mentions land, acres too: "Land 10,000 sqm" → "Land 10,000 sqm (107,600 sq ft / 2.47 acres)".
///
/// A line that already shows sq ft (or acres) does not get them again, so annotating is
/// idempotent. Lines without a readable quantity, and conversions that round to zero, are left
/// as typed.
pub fn annotate_feature(line: &str) -> String {
    let want_square_feet = !HAS_SQUARE_FEET.is_match(line);
    let want_acres = MENTIONS_LAND.is_match(line) && !HAS_ACRES.is_match(line);
    if !want_square_feet && !want_acres {
        return line.to_owned();
    }
    let mut annotated = String::with_capacity(line.len() + 32);
    let mut copied_up_to = 0;
    for quantity in SQUARE_METRE_QUANTITY.captures_iter(line) {
        let (Some(whole), Some(number)) = (quantity.get(0), quantity.name("number")) else {
            continue;
        };
        // "1,2500 sqm", "1.250.000 sqm" or "Room2 sqm" must not be read from their tails.
        let glued_to_previous = line[..whole.start()]
            .chars()
            .next_back()
            .is_some_and(|c| c.is_alphanumeric() || c == '.' || c == ',');
        if glued_to_previous {
            continue;
        }
        let Some(area) = SquareMetres::parse(number.as_str()) else {
            continue;
        };
        let mut conversions = Vec::with_capacity(2);
        if want_square_feet && area.to_square_feet_rounded_to_tens() > 0 {
            conversions.push(format!("{} sq ft", format_square_feet(area)));
        }
        if want_acres && area.to_acres_hundredths() > 0 {
            conversions.push(format!("{} acres", format_acres(area)));
        }
        if conversions.is_empty() {
            continue;
        }
        annotated.push_str(&line[copied_up_to..whole.end()]);
        annotated.push_str(&format!(" ({})", conversions.join(" / ")));
        copied_up_to = whole.end();
    }
    annotated.push_str(&line[copied_up_to..]);
    annotated
}

impl Property {
    /// `features_d` as shown on the detail page: each line with its area conversions.
    pub fn features_display(&self) -> Vec<String> {
        self.features_d()
            .iter()
            .map(|line| annotate_feature(line))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn conversion_table() {
        // (square metres, sq ft shown, acres shown)
        let cases: &[(&str, &str, &str)] = &[
            ("250", "2,690", "0.06"),
            ("10,000", "107,600", "2.47"),
            ("10000", "107,600", "2.47"),
            ("100", "1,080", "0.02"),
            ("40", "430", "0.01"),
            ("120.5", "1,300", "0.03"),
            ("5,000", "53,800", "1.24"),
            ("20,235", "217,730", "5"),
            ("40,486", "435,630", "10"),
            ("2,024,292", "21,781,380", "500"),
            ("1,214,575", "13,068,830", "300"),
            ("4,048,600", "43,562,940", "1,000"),
        ];
        for &(sqm, sq_ft, acres) in cases {
            let area = SquareMetres::parse(sqm).unwrap();
            assert_eq!(format_square_feet(area), sq_ft, "sq ft of {sqm}");
            assert_eq!(format_acres(area), acres, "acres of {sqm}");
        }
    }

    #[test]
    fn acres_show_at_most_two_decimals_without_trailing_zeros() {
        let acres = |sqm| format_acres(SquareMetres::whole(sqm));
        assert_eq!(acres(10_121), "2.5"); // 2.4999 → 2.50
        assert_eq!(acres(8_097), "2"); // 1.99996 → 2.00
        assert_eq!(acres(4_049), "1"); // 1.000103 → 1.00
        assert_eq!(acres(4_453), "1.1"); // 1.09989 → 1.10
    }

    #[test]
    fn number_parsing_table() {
        let ok: &[(&str, SquareMetres)] = &[
            (
                "250",
                SquareMetres {
                    units: 250,
                    scale: 0,
                },
            ),
            (
                "1,250",
                SquareMetres {
                    units: 1_250,
                    scale: 0,
                },
            ),
            (
                "1,250,000.5",
                SquareMetres {
                    units: 12_500_005,
                    scale: 1,
                },
            ),
            (
                "0.75",
                SquareMetres {
                    units: 75,
                    scale: 2,
                },
            ),
        ];
        for (text, expected) in ok {
            assert_eq!(SquareMetres::parse(text), Some(*expected), "{text}");
        }
        let refused = [
            "",
            ",250",
            "1,25",
            "1,2500",
            "1250,",
            "1.",
            ".5",
            "1.2.3",
            "12a",
            "1 000",
            "1234567890123",
            "1.1234567",
        ];
        for text in refused {
            assert_eq!(SquareMetres::parse(text), None, "{text}");
        }
    }

    #[test]
    fn feature_line_table() {
        let cases: &[(&str, &str)] = &[
            ("Living area 250 sqm", "Living area 250 sqm (2,690 sq ft)"),
            (
                "Land 10,000 sqm",
                "Land 10,000 sqm (107,600 sq ft / 2.47 acres)",
            ),
            (
                "land: 10000 sqm",
                "land: 10000 sqm (107,600 sq ft / 2.47 acres)",
            ),
            (
                "10,000 sqm of land",
                "10,000 sqm (107,600 sq ft / 2.47 acres) of land",
            ),
            ("LAND 5000 SQM", "LAND 5000 SQM (53,800 sq ft / 1.24 acres)"),
            ("250m2 living space", "250m2 (2,690 sq ft) living space"),
            ("Terrace 40 m²", "Terrace 40 m² (430 sq ft)"),
            ("Garden 1,500 sq m", "Garden 1,500 sq m (16,140 sq ft)"),
            ("Barn 120.5 sq. m", "Barn 120.5 sq. m (1,300 sq ft)"),
            ("Cellar 60 sq.m.", "Cellar 60 sq.m (650 sq ft)."),
            ("Casa 180 mq", "Casa 180 mq (1,940 sq ft)"),
            (
                "Loft 95 square metres",
                "Loft 95 square metres (1,020 sq ft)",
            ),
            (
                "Lands 3,000 square meters",
                "Lands 3,000 square meters (32,280 sq ft / 0.74 acres)",
            ),
            (
                "Main house 250 sqm, annex 80 sqm",
                "Main house 250 sqm (2,690 sq ft), annex 80 sqm (860 sq ft)",
            ),
            // "landscaped" is not land.
            (
                "Landscaped garden 300 sqm",
                "Landscaped garden 300 sqm (3,230 sq ft)",
            ),
            // Land without a square-metre quantity has nothing to convert.
            ("Land of 2 hectares", "Land of 2 hectares"),
            ("Land 1 sqm", "Land 1 sqm (10 sq ft)"),
            ("5 bedrooms", "5 bedrooms"),
            ("Swimming pool", "Swimming pool"),
            ("Land with vineyard", "Land with vineyard"),
            ("Living area sqm", "Living area sqm"),
            ("", ""),
            ("0 sqm", "0 sqm"),
            ("Plot 1,2500 sqm", "Plot 1,2500 sqm"),
            ("Plot 1.250.000 sqm", "Plot 1.250.000 sqm"),
            ("Room2 sqm", "Room2 sqm"),
            ("Size:250sqm", "Size:250sqm (2,690 sq ft)"),
            ("Huge 1234567890123 sqm", "Huge 1234567890123 sqm"),
            ("Size 250 m", "Size 250 m"),
            ("250 m23", "250 m23"),
            (
                "Living area 250 sqm (2,690 sq ft)",
                "Living area 250 sqm (2,690 sq ft)",
            ),
            (
                "Land 10,000 sqm (2.47 acres)",
                "Land 10,000 sqm (107,600 sq ft) (2.47 acres)",
            ),
            (
                "Villa 250 sqm — très belle",
                "Villa 250 sqm (2,690 sq ft) — très belle",
            ),
        ];
        for &(line, expected) in cases {
            assert_eq!(annotate_feature(line), expected, "line {line:?}");
        }
    }

    #[test]
    fn features_display_annotates_each_feature_line() {
        let property = Property {
            features: "5 bedrooms; Living area 250 sqm;Land 10,000 sqm;".into(),
            ..crate::property::fixtures::property_with_paths("123", "", "")
        };
        assert_eq!(
            property.features_display(),
            vec![
                "5 bedrooms".to_owned(),
                "Living area 250 sqm (2,690 sq ft)".to_owned(),
                "Land 10,000 sqm (107,600 sq ft / 2.47 acres)".to_owned(),
            ]
        );
    }

    fn is_subsequence(needle: &str, haystack: &str) -> bool {
        let mut rest = haystack.chars();
        needle.chars().all(|wanted| rest.any(|c| c == wanted))
    }

    proptest! {
        #[test]
        fn annotating_never_panics_keeps_the_text_and_is_idempotent(line in any::<String>()) {
            let once = annotate_feature(&line);
            prop_assert!(is_subsequence(&line, &once));
            prop_assert_eq!(annotate_feature(&once), once.clone());
        }

        #[test]
        fn feature_like_lines_are_idempotent(
            line in r"(Land|Garden|House|land)? ?[0-9,\.]{0,14} ?(sqm|m2|m²|sq m|mq|sq ft|acres)?[ a-z]{0,6}"
        ) {
            let once = annotate_feature(&line);
            prop_assert!(is_subsequence(&line, &once));
            prop_assert_eq!(annotate_feature(&once), once.clone());
        }

        #[test]
        fn lines_without_digits_are_unchanged(line in "[^0-9]*") {
            prop_assert_eq!(annotate_feature(&line), line);
        }

        #[test]
        fn whole_areas_match_the_floating_point_formula(sqm in 1u64..1_000_000_000) {
            let area = SquareMetres::whole(sqm);
            let square_feet = (sqm as f64 * 10.76 / 10.0).round() * 10.0;
            prop_assert!((area.to_square_feet_rounded_to_tens() as f64 - square_feet).abs() <= 10.0);
            let acres = (sqm as f64 * 0.000247 * 100.0).round();
            prop_assert!((area.to_acres_hundredths() as f64 - acres).abs() <= 1.0);
        }
    }
}
