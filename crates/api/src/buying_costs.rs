//! `GET /api/properties/{ref}/costs`: what buying a property costs on top of its price.

use crate::auth::MaybeStaffSession;
use crate::dto::{rules_day, BuyerUseDto, BuyingCostsDto, TaxBasisDto};
use crate::error::{operation_statuses, ApiError};
use crate::params::property_ref;
use crate::properties::reader;
use crate::state::AppState;
use crate::tags::ApiTags;
use app::properties::{estimate_buying_costs, BuyerChoices};
use poem::web::Data;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::OpenApi;

operation_statuses! {
    pub EstimateBuyingCosts: BadRequest = "An unknown `buyer` or `basis`; the cadastral basis \
        for a property without a known cadastral income, sold by a company, or not a home; the \
        first-home rate for a luxury category (A/1, A/8, A/9); or a property whose price is not \
        published. The message says which.",
        NotFound = "No property a visitor may see has this ref (as `getProperty`).", Internal;
}

pub struct BuyingCostsApi;

#[OpenApi(tag = "ApiTags::Properties")]
impl BuyingCostsApi {
    /// What buying the property costs in Italy on top of its price, line by line.
    ///
    /// From a private seller: registration tax (9 %, or 2 % for a first home; at least
    /// €1,000) on the price or, with `basis=cadastral`, on the cadastral value the buyer may
    /// ask for in the deed, plus mortgage and cadastral taxes of €50 each. From a builder or
    /// VAT-registered company: VAT (4 % first home, 10 % otherwise, 22 % for A/1, A/8, A/9)
    /// plus three taxes of €200. The notary's fee (a range) and the agency's fee with VAT
    /// are labelled estimates. Amounts are whole euros; `rules_as_of` is when the rules were
    /// last checked against the law. Same ref rules and 404s as `getProperty`.
    #[oai(
        path = "/properties/:ref/costs",
        method = "get",
        operation_id = "getPropertyBuyingCosts"
    )]
    async fn costs(
        &self,
        state: Data<&AppState>,
        /// Three digits; anything after them is ignored.
        #[oai(name = "ref")]
        reference: Path<String>,
        /// first_home (*prima casa*) or second_home (the default).
        #[oai(default = "second_home")]
        buyer: Query<BuyerUseDto>,
        /// price (the default), or cadastral: the cadastral value, when the property's
        /// `buying_cost_options.cadastral_basis_available` says so.
        #[oai(default = "price")]
        basis: Query<TaxBasisDto>,
        /// An unlisted property's share key, from its share link.
        key: Query<Option<String>>,
        session: MaybeStaffSession,
    ) -> Result<Json<BuyingCostsDto>, ApiError<EstimateBuyingCosts>> {
        let reference = property_ref(&reference.0)?;
        let audience = reader::<EstimateBuyingCosts>(&state, &session, key.0.as_deref()).await?;
        let choices = BuyerChoices {
            buyer: buyer.0.into(),
            basis: basis.0.into(),
        };
        let costs = estimate_buying_costs(
            state.properties.as_ref(),
            &reference,
            audience,
            choices,
            state.settings.agency_fee,
            rules_day(),
        )
        .await?;
        Ok(Json(BuyingCostsDto::new(costs, buyer.0, basis.0)))
    }
}

fn second_home() -> BuyerUseDto {
    BuyerUseDto::SecondHome
}

fn price() -> TaxBasisDto {
    TaxBasisDto::Price
}
