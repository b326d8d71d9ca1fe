//! The law as data: each row of `rules/it.json` holds the rates and fixed amounts in force
//! from its `valid_from` date until the next row's. A change in the law is a new row there,
//! not new code; the row in force on a day is [`RuleBook::in_force_on`].
//!
//! Sources (checked on the book's `last_checked` date, 2026-11-26):
//! - registration tax 9 %, 2 % first home (residence moved into the comune within 18
//!   months), minimum €1,000, mortgage and cadastral taxes €50 each: DPR 131/1986,
//!   Tariffa I art. 1 and nota II-bis, as amended by D.Lgs. 23/2011 art. 10 from 2014-01-01;
//! - the cadastral value as tax base on the buyer's request (*prezzo-valore*): L. 266/2005
//!   art. 1 c. 497, with DPR 131/1986 art. 52 (income × 1.05 × 110 first home, × 120 other);
//! - VAT 4 % first home, 10 % other homes, 22 % for A/1, A/8, A/9: DPR 633/1972, Tabella A
//!   (parte II n. 21, parte III n. 127-undecies); with VAT the registration, mortgage and
//!   cadastral taxes are €200 each (DPR 131/1986 art. 40, D.Lgs. 347/1990).
//!
//! Notary and agency fees are no law: estimates, labelled so.

use chrono::NaiveDate;
use serde::Deserialize;
use std::sync::OnceLock;

use crate::CadastralCategory;

/// Rates in basis points: 900 is 9 %.
pub type BasisPoints = u64;

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct PrivateSellerRules {
    pub registration_rate_first_home_basis_points: BasisPoints,
    pub registration_rate_other_basis_points: BasisPoints,
    pub registration_minimum_euros: u64,
    pub mortgage_tax_euros: u64,
    pub cadastral_tax_euros: u64,
    pub registration_basis: String,
    pub fixed_taxes_basis: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct CadastralValueRules {
    /// The income's revaluation: 1050 ‰ is × 1.05.
    pub revaluation_per_mille: u64,
    pub multiplier_first_home: u64,
    pub multiplier_other: u64,
    pub basis: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct CompanySellerRules {
    pub vat_first_home_basis_points: BasisPoints,
    pub vat_other_basis_points: BasisPoints,
    pub vat_luxury_basis_points: BasisPoints,
    pub registration_tax_euros: u64,
    pub mortgage_tax_euros: u64,
    pub cadastral_tax_euros: u64,
    pub vat_basis: String,
    pub fixed_taxes_basis: String,
}

/// The notary's fee for prices up to `price_up_to_euros` (no bound on the last band).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct NotaryFeeBand {
    pub price_up_to_euros: Option<u64>,
    pub min_euros: u64,
    pub max_euros: u64,
}

/// The rules in force from `valid_from`.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct RuleSet {
    pub valid_from: NaiveDate,
    pub private_seller: PrivateSellerRules,
    pub cadastral_value: CadastralValueRules,
    pub company_seller: CompanySellerRules,
    luxury_categories: Vec<String>,
    /// The months a first-home buyer has to move their residence into the comune.
    pub first_home_residence_months: u32,
    pub first_home_basis: String,
    notary_fee_bands: Vec<NotaryFeeBand>,
    pub notary_basis: String,
    pub agency_vat_basis_points: BasisPoints,
    pub agency_basis: String,
}

impl RuleSet {
    /// A/1, A/8 and A/9 (mansions, villas, castles): never a first home, VAT at 22 %.
    pub fn is_luxury(&self, category: CadastralCategory) -> bool {
        let text = category.to_string();
        self.luxury_categories.contains(&text)
    }

    /// The luxury categories as the law writes them ("A/1"), in the book's order.
    pub fn luxury_categories(&self) -> &[String] {
        &self.luxury_categories
    }

    pub fn notary_fee_band(&self, price_euros: u64) -> &NotaryFeeBand {
        self.notary_fee_bands
            .iter()
            .find(|band| band.price_up_to_euros.is_none_or(|top| price_euros <= top))
            .unwrap_or_else(|| self.notary_fee_bands.last().expect("checked on load"))
    }
}

/// Every dated rule set, oldest first, and when a person last checked them against the law.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct RuleBook {
    pub last_checked: NaiveDate,
    rule_sets: Vec<RuleSet>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RuleBookError {
    #[error("the rule book does not parse: {0}")]
    Syntax(String),
    #[error("the rule book's rows must be oldest first, with no date twice")]
    OutOfOrder,
    #[error("the rule set from {0} has a bad notary band or luxury category")]
    BadRow(NaiveDate),
}

impl RuleBook {
    /// Italy's rules, embedded at compile time and parsed on first use.
    pub fn italy() -> &'static RuleBook {
        static ITALY: OnceLock<RuleBook> = OnceLock::new();
        ITALY.get_or_init(|| {
            Self::parse(include_str!("../rules/it.json"))
                .expect("rules/it.json is checked by the crate's tests")
        })
    }

    pub fn parse(json: &str) -> Result<Self, RuleBookError> {
        let book: RuleBook =
            serde_json::from_str(json).map_err(|error| RuleBookError::Syntax(error.to_string()))?;
        let dates_rise = book
            .rule_sets
            .windows(2)
            .all(|pair| pair[0].valid_from < pair[1].valid_from);
        if book.rule_sets.is_empty() || !dates_rise {
            return Err(RuleBookError::OutOfOrder);
        }
        for set in &book.rule_sets {
            let bands_ok = set
                .notary_fee_bands
                .last()
                .is_some_and(|last| last.price_up_to_euros.is_none())
                && set
                    .notary_fee_bands
                    .iter()
                    .all(|band| band.min_euros <= band.max_euros);
            let luxury_ok = set
                .luxury_categories
                .iter()
                .all(|text| CadastralCategory::parse(text).is_ok());
            if !bands_ok || !luxury_ok {
                return Err(RuleBookError::BadRow(set.valid_from));
            }
        }
        Ok(book)
    }

    /// Every row, oldest first (the front end's copy: the buyer's guide states them).
    pub fn rule_sets(&self) -> &[RuleSet] {
        &self.rule_sets
    }

    /// The row in force on `day`: the latest that started on or before it (the oldest row
    /// for a day before every row, as no estimate is made for the past).
    pub fn in_force_on(&self, day: NaiveDate) -> &RuleSet {
        self.rule_sets
            .iter()
            .rev()
            .find(|set| set.valid_from <= day)
            .unwrap_or(&self.rule_sets[0])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(text: &str) -> NaiveDate {
        text.parse().unwrap()
    }

    #[test]
    fn the_embedded_italian_book_parses_and_was_checked_on_its_date() {
        let book = RuleBook::italy();
        assert_eq!(book.last_checked, day("2026-11-26"));
        let set = book.in_force_on(day("2026-11-26"));
        assert_eq!(set.private_seller.registration_rate_other_basis_points, 900);
        assert_eq!(set.private_seller.registration_minimum_euros, 1_000);
    }

    #[test]
    fn a_new_row_takes_over_from_its_date() {
        let json = include_str!("../rules/it.json");
        let mut value: serde_json::Value = serde_json::from_str(json).unwrap();
        let sets = value["rule_sets"].as_array_mut().unwrap();
        let mut newer = sets[0].clone();
        newer["valid_from"] = "2027-01-01".into();
        newer["private_seller"]["registration_rate_other_basis_points"] = 1_000.into();
        sets.push(newer);
        let book = RuleBook::parse(&value.to_string()).unwrap();
        let rate = |text| {
            book.in_force_on(day(text))
                .private_seller
                .registration_rate_other_basis_points
        };
        assert_eq!(rate("2026-12-31"), 900);
        assert_eq!(rate("2027-01-01"), 1_000);
    }

    #[test]
    fn rows_out_of_order_are_refused() {
        let json = include_str!("../rules/it.json");
        let mut value: serde_json::Value = serde_json::from_str(json).unwrap();
        let sets = value["rule_sets"].as_array_mut().unwrap();
        let mut older = sets[0].clone();
        older["valid_from"] = "2000-01-01".into();
        sets.push(older);
        assert_eq!(
            RuleBook::parse(&value.to_string()),
            Err(RuleBookError::OutOfOrder)
        );
    }
}
