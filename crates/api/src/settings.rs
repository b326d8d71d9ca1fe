//! What the API's handlers know of the installation. The server builds it from its
//! configuration, which this crate does not read.

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ApiSettings {
    /// `LANGHE_PUBLIC_URL`: where the site's pages are, for the links answers and mails carry.
    pub public_url: String,
    /// `LANGHE_IMAGE_BASE_URL`: where browsers fetch pictures (relative, or a CDN).
    pub image_base_url: String,
    /// The build version `GET /api/version` answers.
    pub version: String,
    /// `LANGHE_MAIL_TO`: the consultant, the organiser of the viewings' calendar files.
    pub consultant_address: String,
    /// `LANGHE_AGENCY_FEE_PERCENT`: the agency's fee in the buying-costs estimate.
    pub agency_fee: buying_costs::AgencyFeeRate,
}
