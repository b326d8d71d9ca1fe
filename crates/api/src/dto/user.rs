use chrono::{DateTime, Utc};
use domain::User;
use poem_openapi::Object;

/// The signed-in person as the browser keeps it.
#[derive(Debug, Clone, Object)]
#[oai(rename = "SessionUser")]
pub struct SessionUserDto {
    pub email: String,
    pub name: String,
    pub picture: String,
    /// 'admin', 'agent', or null for a signed-in person without staff rights.
    #[oai(skip_serializing_if_is_none)]
    pub role: Option<String>,
}

impl From<User> for SessionUserDto {
    fn from(user: User) -> Self {
        Self {
            email: user.email.to_string(),
            name: user.name,
            picture: user.picture,
            role: user.role.map(|role| role.as_str().to_owned()),
        }
    }
}

/// A new session.
#[derive(Debug, Clone, Object)]
#[oai(rename = "Session")]
pub struct SessionDto {
    /// Send as `Authorization: Bearer {token}`; valid for 12 hours, or 30 days when the
    /// sign-in asked to keep the device signed in.
    pub token: String,
    pub user: SessionUserDto,
    /// When the session ends unless it is signed out or ended earlier.
    #[oai(rename = "expiresAt")]
    pub expires_at: DateTime<Utc>,
    /// Sign-in links asked for by mail for this address since its last sign-in, besides the
    /// one just used: more than none means someone else asked for links in this name.
    #[oai(rename = "signInLinkRequests")]
    pub sign_in_link_requests: u64,
}

#[derive(Debug, Clone, Object)]
#[oai(rename = "GoogleSignIn")]
pub struct GoogleSignInBody {
    /// The ID token Google Identity Services hands the page.
    pub credential: String,
    /// "Keep me signed in": a 30-day session instead of 12 hours.
    #[oai(rename = "keepSignedIn", default)]
    pub keep_signed_in: bool,
}

#[derive(Debug, Clone, Object)]
#[oai(rename = "OneTimeLinkSignIn")]
pub struct OneTimeLinkBody {
    /// The `token` query value of the link printed by `langhe create-user` or mailed from the
    /// sign-in screen.
    pub token: String,
    /// "Keep me signed in": a 30-day session instead of 12 hours.
    #[oai(rename = "keepSignedIn", default)]
    pub keep_signed_in: bool,
}

/// "E-mail me a sign-in link".
#[derive(Debug, Clone, Object)]
#[oai(rename = "SignInLinkRequest")]
pub struct SignInLinkRequestBody {
    pub email: Option<String>,
    #[oai(rename = "captchaToken")]
    pub captcha_token: Option<String>,
    /// The mailed link opens a 30-day session.
    #[oai(rename = "keepSignedIn", default)]
    pub keep_signed_in: bool,
}

/// The same for every address, staff or not.
#[derive(Debug, Clone, Object)]
#[oai(rename = "SignInLinkAnswer")]
pub struct SignInLinkAnswerDto {
    /// What to tell the person.
    pub message: String,
}

/// One signed-in device of the person asking.
#[derive(Debug, Clone, Object)]
#[oai(rename = "SignedInDevice")]
pub struct SignedInDeviceDto {
    /// Names the session to end.
    pub id: i64,
    /// Browser family and system, as the browser said when signing in ("Firefox on Windows").
    pub device: String,
    #[oai(rename = "signedInAt")]
    pub signed_in_at: DateTime<Utc>,
    /// The session's latest request, to within five minutes.
    #[oai(rename = "lastSeenAt")]
    pub last_seen_at: DateTime<Utc>,
    #[oai(rename = "expiresAt")]
    pub expires_at: DateTime<Utc>,
    /// The device asking.
    #[oai(rename = "thisDevice")]
    pub this_device: bool,
}

impl From<app::staff::Device> for SignedInDeviceDto {
    fn from(device: app::staff::Device) -> Self {
        let session = device.session;
        Self {
            id: session.id,
            device: session.device,
            signed_in_at: session.signed_in_at,
            last_seen_at: session.last_seen_at,
            expires_at: session.expires_at,
            this_device: device.this_device,
        }
    }
}
