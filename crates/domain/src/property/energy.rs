//! Energy certificate (APE) data, required in every Italian sale advertisement
//! (D.Lgs. 192/2005 art. 6 c. 8). Not in the original spec: our addition.

use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EnergyClass {
    A4,
    A3,
    A2,
    A1,
    B,
    C,
    D,
    E,
    F,
    G,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("Energy class must be one of A4, A3, A2, A1, B, C, D, E, F, G")]
pub struct EnergyClassError;

impl EnergyClass {
    pub const ALL: [EnergyClass; 10] = [
        Self::A4,
        Self::A3,
        Self::A2,
        Self::A1,
        Self::B,
        Self::C,
        Self::D,
        Self::E,
        Self::F,
        Self::G,
    ];

    pub fn parse(text: &str) -> Result<Self, EnergyClassError> {
        let wanted = text.trim().to_ascii_uppercase();
        Self::ALL
            .into_iter()
            .find(|class| class.as_str() == wanted)
            .ok_or(EnergyClassError)
    }

    pub fn as_str(&self) -> &'static str {
        match self {
            Self::A4 => "A4",
            Self::A3 => "A3",
            Self::A2 => "A2",
            Self::A1 => "A1",
            Self::B => "B",
            Self::C => "C",
            Self::D => "D",
            Self::E => "E",
            Self::F => "F",
            Self::G => "G",
        }
    }
}

impl fmt::Display for EnergyClass {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The quality of the building envelope in winter or summer, as the APE grades it
/// (*alta*, *media*, *bassa*), the envelope data the advertisement must show too.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EnvelopeQuality {
    High,
    Medium,
    Low,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("Envelope quality must be high, medium or low")]
pub struct EnvelopeQualityError;

impl EnvelopeQuality {
    pub const ALL: [EnvelopeQuality; 3] = [Self::High, Self::Medium, Self::Low];

    /// Reads "high", "medium", "low", or the APE's own words "alta", "media", "bassa".
    pub fn parse(text: &str) -> Result<Self, EnvelopeQualityError> {
        match text.trim().to_ascii_lowercase().as_str() {
            "high" | "alta" => Ok(Self::High),
            "medium" | "media" => Ok(Self::Medium),
            "low" | "bassa" => Ok(Self::Low),
            _ => Err(EnvelopeQualityError),
        }
    }

    pub fn as_str(&self) -> &'static str {
        match self {
            Self::High => "high",
            Self::Medium => "medium",
            Self::Low => "low",
        }
    }
}

impl fmt::Display for EnvelopeQuality {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Class plus the global energy performance indices in kWh/m² a year:
/// EPgl,nren (non-renewable) and EPgl,ren (renewable), and the envelope's quality in winter
/// and summer. All optional until certified.
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize, Deserialize)]
pub struct EnergyCertificate {
    pub class: Option<EnergyClass>,
    pub non_renewable_index: Option<f64>,
    pub renewable_index: Option<f64>,
    pub envelope_winter: Option<EnvelopeQuality>,
    pub envelope_summer: Option<EnvelopeQuality>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn envelope_quality_reads_english_and_the_ape_words() {
        assert_eq!(EnvelopeQuality::parse("High"), Ok(EnvelopeQuality::High));
        assert_eq!(
            EnvelopeQuality::parse(" media "),
            Ok(EnvelopeQuality::Medium)
        );
        assert_eq!(EnvelopeQuality::parse("bassa"), Ok(EnvelopeQuality::Low));
        assert_eq!(EnvelopeQuality::parse(""), Err(EnvelopeQualityError));
        assert_eq!(EnvelopeQuality::parse("good"), Err(EnvelopeQualityError));
        for quality in EnvelopeQuality::ALL {
            assert_eq!(EnvelopeQuality::parse(quality.as_str()), Ok(quality));
        }
    }

    #[test]
    fn classes_parse_case_insensitively_and_unknown_fails() {
        assert_eq!(EnergyClass::parse("a4"), Ok(EnergyClass::A4));
        assert_eq!(EnergyClass::parse(" G "), Ok(EnergyClass::G));
        assert_eq!(EnergyClass::parse("A5"), Err(EnergyClassError));
        assert_eq!(EnergyClass::parse(""), Err(EnergyClassError));
    }
}
