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
    /// Send as `Authorization: Bearer {token}`; valid for 12 hours.
    pub token: String,
    pub user: SessionUserDto,
}

#[derive(Debug, Clone, Object)]
#[oai(rename = "GoogleSignIn")]
pub struct GoogleSignInBody {
    /// The ID token Google Identity Services hands the page.
    pub credential: String,
}

#[derive(Debug, Clone, Object)]
#[oai(rename = "OneTimeLinkSignIn")]
pub struct OneTimeLinkBody {
    /// The `token` query value of the link printed by `langhe create-user`.
    pub token: String,
}
