//! Who is signing in: OpenID Connect ID-token verification (Google is one configuration of
//! it), our own session tokens and their server-side records, and one-time sign-in links.

mod jwks;
mod oidc;
pub(crate) mod session_record_entity;
mod session_records;
mod session_tokens;
pub(crate) mod sign_in_link_entity;
mod sign_in_link_request_entity;
mod sign_in_links;

pub use oidc::{OidcConfig, OidcIdentityVerifier, GOOGLE_ISSUER, GOOGLE_JWKS_URL};
pub use session_records::SqlSessionRecords;
pub use session_tokens::JwtSessionTokens;
pub use sign_in_links::SqlSignInLinks;
