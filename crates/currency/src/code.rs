/// A currency a visitor may see prices in besides the euro: where the site's buyers live
/// (Britain, America, Switzerland, Scandinavia). Each is one the ECB quotes daily.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Currency {
    Gbp,
    Usd,
    Chf,
    Sek,
    Nok,
    Dkk,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("not a currency the site shows: {0:?}")]
pub struct UnknownCurrency(pub String);

impl Currency {
    /// Every currency offered, in the order the picker lists them.
    pub const ALL: [Currency; 6] = [
        Currency::Gbp,
        Currency::Usd,
        Currency::Chf,
        Currency::Sek,
        Currency::Nok,
        Currency::Dkk,
    ];

    /// The ISO 4217 code, as the ECB writes it.
    pub fn code(self) -> &'static str {
        match self {
            Currency::Gbp => "GBP",
            Currency::Usd => "USD",
            Currency::Chf => "CHF",
            Currency::Sek => "SEK",
            Currency::Nok => "NOK",
            Currency::Dkk => "DKK",
        }
    }

    /// Written before the amount. The three crowns share "kr", so they show their codes, as
    /// does the franc: "≈ SEK 6,120,000", "≈ CHF 571,000".
    pub fn symbol(self) -> &'static str {
        match self {
            Currency::Gbp => "£",
            Currency::Usd => "$",
            Currency::Chf => "CHF ",
            Currency::Sek => "SEK ",
            Currency::Nok => "NOK ",
            Currency::Dkk => "DKK ",
        }
    }

    /// Reads an ISO code ("GBP"); any other currency, the euro included, is refused.
    pub fn parse(code: &str) -> Result<Self, UnknownCurrency> {
        Self::ALL
            .into_iter()
            .find(|currency| currency.code() == code)
            .ok_or_else(|| UnknownCurrency(code.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_reads_back_and_others_are_refused() {
        for currency in Currency::ALL {
            assert_eq!(Currency::parse(currency.code()), Ok(currency));
        }
        for other in ["EUR", "JPY", "gbp", ""] {
            assert_eq!(
                Currency::parse(other),
                Err(UnknownCurrency(other.to_owned()))
            );
        }
    }
}
