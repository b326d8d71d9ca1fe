use poem_openapi::Object;

#[derive(Debug, Clone, Object)]
#[oai(rename = "Version")]
pub struct VersionDto {
    /// Changes with every build; the site reloads itself when it sees a new one.
    pub version: String,
}
