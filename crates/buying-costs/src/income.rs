//! The cadastral income (*rendita catastale*) the land registry assigns a unit, in euro and
//! cents as the *visura* prints it.

use std::fmt;

/// Far above the income of any home (a €1M-rendita villa does not exist); keeps the
/// arithmetic clear of integer limits.
pub const MAX_CADASTRAL_INCOME_CENTS: u64 = 100_000_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CadastralIncome {
    cents: u64,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("Cadastral income must be more than 0 and at most €1,000,000.00")]
pub struct CadastralIncomeError;

impl CadastralIncome {
    pub fn from_cents(cents: i64) -> Result<Self, CadastralIncomeError> {
        u64::try_from(cents)
            .ok()
            .filter(|cents| (1..=MAX_CADASTRAL_INCOME_CENTS).contains(cents))
            .map(|cents| Self { cents })
            .ok_or(CadastralIncomeError)
    }

    pub fn from_euros(euros: i64) -> Result<Self, CadastralIncomeError> {
        Self::from_cents(euros.checked_mul(100).ok_or(CadastralIncomeError)?)
    }

    pub fn cents(&self) -> u64 {
        self.cents
    }
}

impl fmt::Display for CadastralIncome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "€{}.{:02}", self.cents / 100, self.cents % 100)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepts_cents_and_whole_euros_within_bounds() {
        assert_eq!(CadastralIncome::from_euros(2_000).unwrap().cents(), 200_000);
        assert_eq!(
            CadastralIncome::from_cents(123_456).unwrap().to_string(),
            "€1234.56"
        );
        assert!(CadastralIncome::from_cents(MAX_CADASTRAL_INCOME_CENTS as i64).is_ok());
    }

    #[test]
    fn refuses_zero_negative_and_absurd_incomes() {
        for cents in [0, -1, MAX_CADASTRAL_INCOME_CENTS as i64 + 1, i64::MAX] {
            assert_eq!(
                CadastralIncome::from_cents(cents),
                Err(CadastralIncomeError)
            );
        }
        assert_eq!(
            CadastralIncome::from_euros(i64::MAX),
            Err(CadastralIncomeError)
        );
    }
}
