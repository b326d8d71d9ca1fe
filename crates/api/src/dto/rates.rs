use chrono::NaiveDate;
use currency::Rates;
use poem_openapi::Object;

/// The euro's reference rates of one day.
#[derive(Debug, Clone, Object)]
#[oai(rename = "Rates")]
pub struct RatesDto {
    /// Always `EUR`: each rate is what one euro buys.
    pub base: String,
    /// The day the rates are for (the ECB's date); null when there are none to show.
    #[oai(nullable)]
    pub date: Option<NaiveDate>,
    /// One per currency shown, in the picker's order; empty when there are none to show.
    pub rates: Vec<RateDto>,
}

/// One currency's rate.
#[derive(Debug, Clone, Object)]
#[oai(rename = "Rate")]
pub struct RateDto {
    /// ISO 4217 code: `GBP`, `USD`, `CHF`, `SEK`, `NOK` or `DKK`.
    pub currency: String,
    /// Written before the amount: `£`, `$`, or the code and a space (`CHF `).
    pub symbol: String,
    /// Units of the currency one euro buys.
    pub per_euro: f64,
}

impl From<Option<&Rates>> for RatesDto {
    fn from(rates: Option<&Rates>) -> Self {
        Self {
            base: "EUR".to_owned(),
            date: rates.map(Rates::date),
            rates: rates
                .into_iter()
                .flat_map(Rates::iter)
                .map(|(currency, rate)| RateDto {
                    currency: currency.code().to_owned(),
                    symbol: currency.symbol().to_owned(),
                    per_euro: rate.per_euro(),
                })
                .collect(),
        }
    }
}
