use crate::auth::StaffSession;
use crate::client_address::client_address;
use crate::dto::{
    GoogleSignInBody, OneTimeLinkBody, SessionDto, SessionUserDto, SignInLinkAnswerDto,
    SignInLinkRequestBody,
};
use crate::error::{operation_statuses, ApiError};
use crate::rate_limit::client_key;
use crate::state::AppState;
use crate::tags::ApiTags;
use app::staff::{
    authenticate, check_sign_in_link_request, mail_sign_in_link, redeem_sign_in_link,
    sign_in_with_identity, sign_out, SessionRequest, SignInLinkOrder, SignInLinkRequest,
    SignInMailDesk, SignInMailOutcome, SignedIn,
};
use poem::web::Data;
use poem::Request;
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, OpenApi};

pub struct UsersApi;

operation_statuses! {
    SignInWithGoogle: BadRequest = "The body is not a credential.",
        Unauthorized = "The identity provider refused the credential, or the user is not staff.",
        NotFound = "Google sign-in is not configured.", PayloadTooLarge, Internal,
        Unavailable = "The identity provider could not be reached.";
    SignInWithLink: BadRequest = "The body is not a token.",
        Unauthorized = "The link is unknown, used or expired.", PayloadTooLarge, Internal;
    RequestSignInLink: BadRequest = "The address or the captcha token was refused; the message says which.",
        PayloadTooLarge, TooManyRequests,
        Unavailable = "The captcha service could not be reached.";
    /// getLoggedUser and signOut.
    SessionUser: Unauthorized, Internal;
}

const GOOGLE_SIGN_IN_OFF: &str = "Google sign-in is not configured";
/// The one answer to "E-mail me a sign-in link", whatever the address.
pub const SIGN_IN_LINK_ON_ITS_WAY: &str = "If this address belongs to the site's staff, a \
     sign-in link is on its way to it. The link works once, within 30 minutes.";

#[derive(ApiResponse)]
enum SignedOut {
    /// This device's session has ended on the server.
    #[oai(status = 204)]
    Done,
}

#[derive(ApiResponse)]
enum SignInLinkAccepted {
    /// Accepted: a staff address is mailed a link; any other address gets nothing, and the
    /// same answer.
    #[oai(status = 202)]
    Accepted(Json<SignInLinkAnswerDto>),
}

impl From<SignedIn> for SessionDto {
    fn from(signed_in: SignedIn) -> Self {
        Self {
            token: signed_in.token,
            user: signed_in.user.into(),
            expires_at: signed_in.expires_at,
            sign_in_link_requests: signed_in.sign_in_link_requests,
        }
    }
}

/// What the browser signing in asks of its session: how long, and what it is called.
fn session_request(request: &Request, keep_signed_in: bool) -> SessionRequest {
    let user_agent = request.header("User-Agent").map(str::to_owned);
    SessionRequest::new(keep_signed_in, user_agent)
}

#[OpenApi(tag = "ApiTags::Users")]
impl UsersApi {
    /// Signs in with a Google ID token (fully verified: signature against Google's published
    /// keys, issuer, audience, expiry, verified e-mail). A first sign-in records the person
    /// without a role: staff rights are given with `langhe create-user`. The session lasts 12
    /// hours, or 30 days with `keepSignedIn`. 401 when the token fails a check, 404 when
    /// Google sign-in is not configured on this site, 503 when Google's keys cannot be
    /// fetched.
    #[oai(
        path = "/users/google",
        method = "post",
        operation_id = "signInWithGoogle"
    )]
    async fn google(
        &self,
        state: Data<&AppState>,
        request: &Request,
        body: Json<GoogleSignInBody>,
    ) -> Result<Json<SessionDto>, ApiError<SignInWithGoogle>> {
        let identity = state
            .staff
            .identity
            .as_deref()
            .ok_or_else(|| ApiError::not_found(GOOGLE_SIGN_IN_OFF))?;
        let signed_in = sign_in_with_identity(
            identity,
            state.staff.session_ports(),
            state.staff.sign_in_links.as_ref(),
            &body.0.credential,
            &session_request(request, body.0.keep_signed_in),
            chrono::Utc::now(),
        )
        .await?;
        Ok(Json(signed_in.into()))
    }

    /// Signs in with a one-time link: printed by `langhe create-user` or mailed from the
    /// sign-in screen (single use, valid for 30 minutes). The person's other devices stay
    /// signed in. The session lasts 12 hours, or 30 days with `keepSignedIn`. 401 when the
    /// link is unknown, used or expired.
    #[oai(
        path = "/users/one-time-link",
        method = "post",
        operation_id = "signInWithOneTimeLink"
    )]
    async fn one_time_link(
        &self,
        state: Data<&AppState>,
        request: &Request,
        body: Json<OneTimeLinkBody>,
    ) -> Result<Json<SessionDto>, ApiError<SignInWithLink>> {
        let staff = &state.staff;
        let signed_in = redeem_sign_in_link(
            staff.sign_in_links.as_ref(),
            staff.session_ports(),
            &body.0.token,
            &session_request(request, body.0.keep_signed_in),
            chrono::Utc::now(),
        )
        .await?;
        Ok(Json(signed_in.into()))
    }

    /// "E-mail me a sign-in link" (captcha required, rate-limited per client address). For
    /// the address of a staff member, a one-time link valid for 30 minutes goes out by mail
    /// (unless 5 of hers work already, or 2 of them were asked for from this client address);
    /// for any other address nothing does. The answer is the
    /// same either way, and is given before the address is looked up, so it takes the same
    /// time too. Asking for a link ends no session.
    #[oai(
        path = "/users/sign-in-link",
        method = "post",
        operation_id = "requestSignInLink"
    )]
    async fn request_sign_in_link(
        &self,
        state: Data<&AppState>,
        request: &Request,
        body: Json<SignInLinkRequestBody>,
    ) -> Result<SignInLinkAccepted, ApiError<RequestSignInLink>> {
        let body = body.0;
        let order = check_sign_in_link_request(
            state.enquiries.captcha.as_ref(),
            SignInLinkRequest {
                email: body.email,
                captcha_token: body.captcha_token,
                client_ip: Some(client_address(request).to_string()),
                // A client as the rate limits count one (an IPv6 client by its /64, which it
                // may pick any address of): each holds only its share of a person's links.
                client_hash: Some(
                    state
                        .enquiries
                        .client_hash(client_key(client_address(request))),
                ),
                keep_signed_in: body.keep_signed_in,
            },
        )
        .await?;
        mail_after_answer(&state, order);
        Ok(SignInLinkAccepted::Accepted(Json(SignInLinkAnswerDto {
            message: SIGN_IN_LINK_ON_ITS_WAY.to_owned(),
        })))
    }

    /// The signed-in person with their role as stored now. 401 without a valid session.
    #[oai(path = "/users/logged", method = "get", operation_id = "getLoggedUser")]
    async fn logged(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
    ) -> Result<Json<SessionUserDto>, ApiError<SessionUser>> {
        let signed_in = authenticate(
            state.staff.session_ports(),
            &session.0.token,
            chrono::Utc::now(),
        )
        .await?;
        Ok(Json(signed_in.user.into()))
    }

    /// Signs this device out: its session ends on the server, so a copy of its token stops
    /// working too. The person's other devices stay signed in (see the signed-in devices).
    /// 401 without a valid session.
    #[oai(path = "/users/sign-out", method = "post", operation_id = "signOut")]
    async fn sign_out(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
    ) -> Result<SignedOut, ApiError<SessionUser>> {
        sign_out(
            state.staff.session_ports(),
            &session.0.token,
            chrono::Utc::now(),
        )
        .await?;
        Ok(SignedOut::Done)
    }
}

/// Looks the address up and mails a staff member their link once the answer is on its way;
/// a failure is the log's, never the asker's.
fn mail_after_answer(state: &AppState, order: SignInLinkOrder) {
    let users = state.staff.users.clone();
    let links = state.staff.sign_in_links.clone();
    let outbox = state.enquiries.outbox.clone();
    let stored = state.enquiries.outbox_stored.clone();
    let sign_in_page = format!("{}/sign-in", state.settings.public_url);
    state.staff.sign_in_mails.spawn(async move {
        let desk = SignInMailDesk {
            users: users.as_ref(),
            links: links.as_ref(),
            outbox: outbox.as_ref(),
            sign_in_page: &sign_in_page,
        };
        match mail_sign_in_link(desk, &order, chrono::Utc::now()).await {
            Ok(SignInMailOutcome::Mailed) => stored.notify_one(),
            Ok(SignInMailOutcome::HeldBackForPerson) => {
                tracing::warn!(
                    "sign-in link held back: this person's working links are all out (each in \
                     her mailbox); her desk tells her how many were asked for"
                );
            }
            Ok(SignInMailOutcome::HeldBackForClient) => {
                tracing::warn!(
                    "sign-in link held back: this client address asked for its share of the \
                     person's working links already"
                );
            }
            Ok(SignInMailOutcome::NotStaff) => {}
            Err(error) => tracing::error!(error = ?error, "mailing a sign-in link failed"),
        }
    });
}
