use crate::auth::StaffSession;
use crate::dto::{GoogleSignInBody, OneTimeLinkBody, SessionDto, SessionUserDto};
use crate::error::{operation_statuses, ApiError};
use crate::state::AppState;
use crate::tags::ApiTags;
use app::staff::{authenticate, redeem_sign_in_link, sign_in_with_identity, sign_out, SignedIn};
use poem::web::Data;
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, OpenApi};

pub struct UsersApi;

operation_statuses! {
    SignInWithGoogle: BadRequest = "The body is not a credential.",
        Unauthorized = "The identity provider refused the credential, or the user is not staff.",
        NotFound = "Google sign-in is not configured.", Internal,
        Unavailable = "The identity provider could not be reached.";
    SignInWithLink: BadRequest = "The body is not a token.",
        Unauthorized = "The link is unknown, used or expired.", Internal;
    /// getLoggedUser and signOut.
    SessionUser: Unauthorized, Internal;
}

const GOOGLE_SIGN_IN_OFF: &str = "Google sign-in is not configured";

#[derive(ApiResponse)]
enum SignedOut {
    /// Every session of the user has ended on the server.
    #[oai(status = 204)]
    Done,
}

impl From<SignedIn> for SessionDto {
    fn from(signed_in: SignedIn) -> Self {
        Self {
            token: signed_in.token,
            user: signed_in.user.into(),
        }
    }
}

#[OpenApi(tag = "ApiTags::Users")]
impl UsersApi {
    /// Signs in with a Google ID token (fully verified: signature against Google's published
    /// keys, issuer, audience, expiry, verified e-mail). A first sign-in records the person
    /// without a role: staff rights are given with `langhe create-user`. 401 when the token
    /// fails a check, 404 when Google sign-in is not configured on this site, 503 when
    /// Google's keys cannot be fetched.
    #[oai(
        path = "/users/google",
        method = "post",
        operation_id = "signInWithGoogle"
    )]
    async fn google(
        &self,
        state: Data<&AppState>,
        body: Json<GoogleSignInBody>,
    ) -> Result<Json<SessionDto>, ApiError<SignInWithGoogle>> {
        let identity = state
            .staff
            .identity
            .as_deref()
            .ok_or_else(|| ApiError::not_found(GOOGLE_SIGN_IN_OFF))?;
        let staff = &state.staff;
        let signed_in = sign_in_with_identity(
            identity,
            staff.users.as_ref(),
            staff.sessions.as_ref(),
            &body.0.credential,
            chrono::Utc::now(),
        )
        .await?;
        Ok(Json(signed_in.into()))
    }

    /// Signs in with the one-time link printed by `langhe create-user` (single use, valid for
    /// 15 minutes). 401 when the link is unknown, used or expired.
    #[oai(
        path = "/users/one-time-link",
        method = "post",
        operation_id = "signInWithOneTimeLink"
    )]
    async fn one_time_link(
        &self,
        state: Data<&AppState>,
        body: Json<OneTimeLinkBody>,
    ) -> Result<Json<SessionDto>, ApiError<SignInWithLink>> {
        let staff = &state.staff;
        let signed_in = redeem_sign_in_link(
            staff.sign_in_links.as_ref(),
            staff.users.as_ref(),
            staff.sessions.as_ref(),
            &body.0.token,
            chrono::Utc::now(),
        )
        .await?;
        Ok(Json(signed_in.into()))
    }

    /// The signed-in person with their role as stored now. 401 without a valid session.
    #[oai(path = "/users/logged", method = "get", operation_id = "getLoggedUser")]
    async fn logged(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
    ) -> Result<Json<SessionUserDto>, ApiError<SessionUser>> {
        let staff = &state.staff;
        let user = authenticate(
            staff.sessions.as_ref(),
            staff.users.as_ref(),
            &session.0.token,
        )
        .await?;
        Ok(Json(user.into()))
    }

    /// Signs out: every session of the signed-in user ends on the server at once (this
    /// token and those of their other browsers), so a copied token stops working too. 401
    /// without a valid session.
    #[oai(path = "/users/sign-out", method = "post", operation_id = "signOut")]
    async fn sign_out(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
    ) -> Result<SignedOut, ApiError<SessionUser>> {
        let staff = &state.staff;
        sign_out(
            staff.sessions.as_ref(),
            staff.users.as_ref(),
            &session.0.token,
        )
        .await?;
        Ok(SignedOut::Done)
    }
}
