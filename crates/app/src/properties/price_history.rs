//! A property's price history, for staff (issue #29): every change, with who saved it.

use anyhow::Context;
use domain::ports::PropertyRepository;
use domain::property::PriceChange;
use domain::Ref;

/// Every recorded change of the property's price, oldest first. Staff only: callers check.
pub async fn price_history(
    properties: &dyn PropertyRepository,
    reference: &Ref,
) -> anyhow::Result<Vec<PriceChange>> {
    properties
        .price_history(reference)
        .await
        .with_context(|| format!("reading the price history of property {reference}"))
}
