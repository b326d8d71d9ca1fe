use super::dto::VersionDto;
use super::tags::ApiTags;
use crate::version::BUILD_VERSION;
use poem_openapi::payload::Json;
use poem_openapi::OpenApi;

pub struct SystemApi;

#[OpenApi(tag = "ApiTags::System")]
impl SystemApi {
    /// The build version: crate version, build time and commit. It changes with every build,
    /// and the site reloads itself when it sees a new one.
    #[oai(path = "/version", method = "get", operation_id = "getVersion")]
    async fn version(&self) -> Json<VersionDto> {
        Json(VersionDto {
            version: BUILD_VERSION.to_owned(),
        })
    }
}
