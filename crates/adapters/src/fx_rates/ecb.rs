//! The European Central Bank's euro foreign exchange reference rates, as its daily XML
//! document publishes them: `<Cube time='2026-11-26'>` holding one
//! `<Cube currency='GBP' rate='0.8459'/>` per currency, inside the GESMES envelope.

use async_trait::async_trait;
use chrono::NaiveDate;
use currency::ports::{RatesFetchError, RatesSource};
use currency::{Currency, Rate, Rates};
use quick_xml::events::{BytesStart, Event};
use quick_xml::Reader;
use std::collections::BTreeMap;
use std::time::Duration;

/// Where the ECB publishes today's rates (`LANGHE_FX_RATES_URL`'s default).
pub const ECB_DAILY_URL: &str = "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml";

/// The document is about 2 KB; anything far larger is not it.
const MAX_DOCUMENT_BYTES: usize = 256 * 1024;

pub struct EcbRates {
    client: reqwest::Client,
    url: String,
}

impl EcbRates {
    pub fn new(url: impl Into<String>) -> anyhow::Result<Self> {
        let client = reqwest::Client::builder()
            .timeout(Duration::from_secs(30))
            .build()?;
        Ok(Self {
            client,
            url: url.into(),
        })
    }
}

#[async_trait]
impl RatesSource for EcbRates {
    async fn fetch(&self) -> Result<Rates, RatesFetchError> {
        let unreachable = |error: reqwest::Error| RatesFetchError::Unreachable(error.to_string());
        let answer = self
            .client
            .get(&self.url)
            .send()
            .await
            .and_then(reqwest::Response::error_for_status)
            .map_err(unreachable)?;
        let body = answer.bytes().await.map_err(unreachable)?;
        if body.len() > MAX_DOCUMENT_BYTES {
            return Err(RatesFetchError::NotRates(format!(
                "{} bytes, more than a rates document",
                body.len()
            )));
        }
        let text = std::str::from_utf8(&body)
            .map_err(|error| RatesFetchError::NotRates(error.to_string()))?;
        parse_ecb_document(text)
    }
}

/// An attribute's value; the ECB's are plain ASCII (dates, codes, decimals), never escaped.
fn attribute(element: &BytesStart, name: &[u8]) -> Option<String> {
    element
        .attributes()
        .flatten()
        .find(|attribute| attribute.key.local_name().as_ref() == name)
        .and_then(|attribute| String::from_utf8(attribute.value.into_owned()).ok())
}

/// Reads the daily document: its day and the rates of the currencies the site shows (the
/// others are skipped).
///
/// # Errors
/// `NotRates` when it is not well-formed XML, has no day or a day that is not a date, has a
/// rate that is not a positive number, or quotes none of the site's currencies.
pub fn parse_ecb_document(text: &str) -> Result<Rates, RatesFetchError> {
    let not_rates = |why: String| RatesFetchError::NotRates(why);
    let mut reader = Reader::from_str(text);
    let mut date: Option<NaiveDate> = None;
    let mut per_euro = BTreeMap::new();
    loop {
        let event = reader
            .read_event()
            .map_err(|error| not_rates(format!("not well-formed XML: {error}")))?;
        let element = match event {
            Event::Start(element) | Event::Empty(element) => element,
            Event::Eof => break,
            _ => continue,
        };
        if element.local_name().as_ref() != b"Cube" {
            continue;
        }
        if let Some(time) = attribute(&element, b"time") {
            let day = time
                .parse()
                .map_err(|_| not_rates(format!("the day {time:?} is not a date")))?;
            date = Some(day);
        }
        let (Some(code), Some(rate)) = (
            attribute(&element, b"currency"),
            attribute(&element, b"rate"),
        ) else {
            continue;
        };
        if let Ok(currency) = Currency::parse(&code) {
            let rate = Rate::parse(&rate).map_err(|error| not_rates(error.to_string()))?;
            per_euro.insert(currency, rate);
        }
    }
    let date = date.ok_or_else(|| not_rates("no day (Cube time) in the document".into()))?;
    if per_euro.is_empty() {
        return Err(not_rates("none of the site's currencies is quoted".into()));
    }
    Ok(Rates::new(date, per_euro))
}

#[cfg(test)]
mod tests {
    use super::*;

    const DOCUMENT: &str = include_str!("../../../test-services/fixtures/eurofxref-daily.xml");

    #[test]
    fn the_ecb_document_gives_its_day_and_the_sites_currencies() {
        let rates = parse_ecb_document(DOCUMENT).unwrap();
        assert_eq!(rates.date(), "2026-11-26".parse::<NaiveDate>().unwrap());
        let read: Vec<(&str, f64)> = rates
            .iter()
            .map(|(currency, rate)| (currency.code(), rate.per_euro()))
            .collect();
        assert_eq!(
            read,
            [
                ("GBP", 0.8459),
                ("USD", 1.0866),
                ("CHF", 0.9312),
                ("SEK", 11.2345),
                ("NOK", 11.7125),
                ("DKK", 7.4589)
            ]
        );
    }

    #[test]
    fn documents_that_are_not_rates_are_refused() {
        for bad in [
            "",
            "<html><body>Maintenance</body></html>",
            "<Cube><Cube time='2026-11-26'><Cube currency='JPY' rate='160.1'/></Cube></Cube>",
            "<Cube><Cube time='yesterday'><Cube currency='GBP' rate='0.8'/></Cube></Cube>",
            "<Cube><Cube time='2026-11-26'><Cube currency='GBP' rate='-1'/></Cube></Cube>",
            "<Cube><Cube currency='GBP' rate='0.8'/></Cube>",
        ] {
            assert!(
                matches!(parse_ecb_document(bad), Err(RatesFetchError::NotRates(_))),
                "{bad:?} was read as rates"
            );
        }
    }
}
