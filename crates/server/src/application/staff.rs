//! Which adapters stand behind sign-in: the session key, the identity provider, the users.

use crate::config::Config;
use adapters::identity::{
    JwtSessionTokens, OidcConfig, OidcIdentityVerifier, SqlSessionRecords, SqlSignInLinks,
};
use adapters::private_files::load_or_create_secret;
use adapters::repositories::SqlUserRepository;
use api::after_answer::AfterAnswer;
use api::picture_access::PictureAccess;
use api::staff_state::StaffAccess;
use domain::ports::IdentityVerifier;
use sea_orm::DatabaseConnection;
use std::sync::Arc;

/// The installation's own session key when `LANGHE_SESSION_SECRET` is not set: random, made
/// at first start, kept so sessions survive a restart.
const SESSION_SECRET_FILE: &str = "session-secret";

/// Google when only its client id is set; any other issuer when `LANGHE_OIDC_ISSUER` is set.
fn identity_verifier(config: &Config) -> anyhow::Result<Option<Arc<dyn IdentityVerifier>>> {
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
    if let Some(domain) = &config.google_hosted_domain {
        oidc = oidc.with_hosted_domain(domain);
    }
    Ok(Some(Arc::new(OidcIdentityVerifier::new(oidc)?)))
}

pub(super) fn staff_access(
    config: &Config,
    conn: DatabaseConnection,
) -> anyhow::Result<StaffAccess> {
    let secret = match config.session_secret() {
        Some(secret) => secret.to_vec(),
        None => load_or_create_secret(&config.data_dir.join(SESSION_SECRET_FILE))?,
    };
    Ok(StaffAccess {
        users: Arc::new(SqlUserRepository::new(conn.clone())),
        sessions: Arc::new(JwtSessionTokens::new(&secret)),
        session_records: Arc::new(SqlSessionRecords::new(conn.clone())),
        picture_access: Arc::new(PictureAccess::new(&secret)),
        sign_in_links: Arc::new(SqlSignInLinks::new(conn)),
        identity: identity_verifier(config)?,
        sign_in_mails: AfterAnswer::default(),
    })
}
