//! Which adapters stand behind sign-in: the session key, the identity provider, the users.

use crate::config::Config;
use crate::staff_state::StaffAccess;
use adapters::identity::{
    load_or_create_session_secret, JwtSessionTokens, OidcConfig, OidcIdentityVerifier,
    SqlSignInLinks,
};
use adapters::repositories::SqlUserRepository;
use domain::ports::IdentityVerifier;
use sea_orm::DatabaseConnection;
use std::sync::Arc;

/// Google when only its client id is set; any other issuer when `LANGHE_OIDC_ISSUER` is set.
pub fn identity_verifier(config: &Config) -> anyhow::Result<Option<Arc<dyn IdentityVerifier>>> {
    let Some(client_id) = &config.google_client_id else {
        return Ok(None);
    };
    let mut oidc = match &config.oidc_issuer {
        Some(issuer) => OidcConfig::discovered(issuer, client_id),
        None => OidcConfig::google(client_id),
    };
    if let Some(url) = &config.oidc_jwks_url {
        oidc = oidc.with_jwks_url(url);
    }
    Ok(Some(Arc::new(OidcIdentityVerifier::new(oidc)?)))
}

pub fn staff_access(config: &Config, conn: DatabaseConnection) -> anyhow::Result<StaffAccess> {
    let secret = match config.session_secret() {
        Some(secret) => secret.to_vec(),
        None => load_or_create_session_secret(&config.data_dir)?,
    };
    Ok(StaffAccess {
        users: Arc::new(SqlUserRepository::new(conn.clone())),
        sessions: Arc::new(JwtSessionTokens::new(&secret)),
        sign_in_links: Arc::new(SqlSignInLinks::new(conn)),
        identity: identity_verifier(config)?,
    })
}
