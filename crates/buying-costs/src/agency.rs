//! The agency's fee as a share of the price: the consultant's configured rate.

use std::fmt;

/// Above any Italian agency's customary fee; a higher figure is a typing error.
pub const MAX_AGENCY_FEE_BASIS_POINTS: u64 = 1_000;

/// The agency's fee before VAT, in basis points of the price (300 is 3 %).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct AgencyFeeRate {
    basis_points: u64,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("Agency fee must be a percentage from 0 to 10 with at most two decimals, e.g. 3 or 2.5")]
pub struct AgencyFeeRateError;

impl AgencyFeeRate {
    pub const DEFAULT: Self = Self { basis_points: 300 };

    /// Reads a percentage such as "3", "2.5" or "2.75".
    pub fn parse_percent(text: &str) -> Result<Self, AgencyFeeRateError> {
        let text = text.trim();
        let (whole, fraction) = match text.split_once('.') {
            Some((_, "")) => return Err(AgencyFeeRateError),
            Some(parts) => parts,
            None => (text, ""),
        };
        let digits = |part: &str| part.bytes().all(|b| b.is_ascii_digit());
        if whole.is_empty()
            || whole.len() > 2
            || fraction.len() > 2
            || !digits(whole)
            || !digits(fraction)
        {
            return Err(AgencyFeeRateError);
        }
        let whole: u64 = whole.parse().map_err(|_| AgencyFeeRateError)?;
        let fraction: u64 = format!("{fraction:0<2}")
            .parse()
            .map_err(|_| AgencyFeeRateError)?;
        Self::from_basis_points(whole * 100 + fraction)
    }

    pub fn from_basis_points(basis_points: u64) -> Result<Self, AgencyFeeRateError> {
        if basis_points > MAX_AGENCY_FEE_BASIS_POINTS {
            return Err(AgencyFeeRateError);
        }
        Ok(Self { basis_points })
    }

    pub fn basis_points(&self) -> u64 {
        self.basis_points
    }
}

impl Default for AgencyFeeRate {
    fn default() -> Self {
        Self::DEFAULT
    }
}

impl fmt::Display for AgencyFeeRate {
    /// "3 %", "2.5 %".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.basis_points / 100)?;
        let fraction = self.basis_points % 100;
        if fraction != 0 {
            let digits = format!("{fraction:02}");
            write!(f, ".{}", digits.trim_end_matches('0'))?;
        }
        f.write_str(" %")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_whole_and_decimal_percentages() {
        let points = |text| AgencyFeeRate::parse_percent(text).unwrap().basis_points();
        assert_eq!(points("3"), 300);
        assert_eq!(points("2.5"), 250);
        assert_eq!(points("2.75"), 275);
        assert_eq!(points("0"), 0);
        assert_eq!(points("10"), 1_000);
        assert_eq!(
            AgencyFeeRate::parse_percent("2.5").unwrap().to_string(),
            "2.5 %"
        );
        assert_eq!(AgencyFeeRate::DEFAULT.to_string(), "3 %");
    }

    #[test]
    fn refuses_what_is_no_plausible_percentage() {
        for text in ["", "x", "-1", "10.01", "11", "3.333", "3,5", ".5", "3."] {
            assert_eq!(
                AgencyFeeRate::parse_percent(text),
                Err(AgencyFeeRateError),
                "{text}"
            );
        }
    }
}
