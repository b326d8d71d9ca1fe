//! The three choices a cost estimate depends on besides the property's own data.

use std::fmt;

/// Who sells: the tax regime follows the seller, not the buyer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SellerKind {
    /// A private person (or a company selling without VAT): registration tax.
    Private,
    /// A builder or VAT-registered company selling with VAT.
    Company,
}

/// What the buyer will use the home for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BuyerUse {
    /// *Prima casa*: the buyer moves residence into the comune within 18 months and owns
    /// no other home bought with the relief.
    FirstHome,
    SecondHome,
}

/// What the registration tax is computed on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TaxBasis {
    Price,
    /// The cadastral value (*prezzo-valore*), only on the buyer's request in the deed.
    Cadastral,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{what} must be {allowed}")]
pub struct ChoiceError {
    pub what: &'static str,
    pub allowed: &'static str,
}

macro_rules! choice {
    ($type:ident, $what:literal, $allowed:literal, $($variant:ident => $text:literal),+) => {
        impl $type {
            pub const ALL: &'static [$type] = &[$(Self::$variant),+];

            pub fn parse(text: &str) -> Result<Self, ChoiceError> {
                match text.trim().to_ascii_lowercase().as_str() {
                    $($text => Ok(Self::$variant),)+
                    _ => Err(ChoiceError {
                        what: $what,
                        allowed: $allowed,
                    }),
                }
            }

            pub fn as_str(&self) -> &'static str {
                match self {
                    $(Self::$variant => $text,)+
                }
            }
        }

        impl fmt::Display for $type {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.as_str())
            }
        }
    };
}

choice!(SellerKind, "Seller", "private or company", Private => "private", Company => "company");
choice!(BuyerUse, "Buyer", "first_home or second_home", FirstHome => "first_home", SecondHome => "second_home");
choice!(TaxBasis, "Basis", "price or cadastral", Price => "price", Cadastral => "cadastral");

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_choice_reads_back_what_it_writes() {
        for seller in SellerKind::ALL {
            assert_eq!(SellerKind::parse(seller.as_str()).as_ref(), Ok(seller));
        }
        for buyer in BuyerUse::ALL {
            assert_eq!(BuyerUse::parse(buyer.as_str()).as_ref(), Ok(buyer));
        }
        for basis in TaxBasis::ALL {
            assert_eq!(TaxBasis::parse(basis.as_str()).as_ref(), Ok(basis));
        }
    }

    #[test]
    fn an_unknown_choice_names_the_allowed_ones() {
        let error = BuyerUse::parse("holiday").unwrap_err();
        assert_eq!(error.to_string(), "Buyer must be first_home or second_home");
    }
}
