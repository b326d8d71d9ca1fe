use super::dto::{ImageLinks, TownDto};
use super::error::ApiError;
use super::params::town_id;
use super::tags::ApiTags;
use crate::state::AppState;
use app::towns::{get_town, list_towns};
use poem_openapi::param::Path;
use poem_openapi::payload::Json;
use poem::web::Data;
use poem_openapi::OpenApi;

pub struct TownsApi;

fn links(state: &AppState) -> ImageLinks<'_> {
    ImageLinks::new(&state.config.image_base_url)
}

#[OpenApi(tag = "ApiTags::Towns")]
impl TownsApi {
    /// Every town, ordered by name.
    #[oai(path = "/towns", method = "get", operation_id = "listTowns")]
    async fn list(&self, state: Data<&AppState>) -> Result<Json<Vec<TownDto>>, ApiError> {
        let towns = list_towns(state.towns.as_ref()).await?;
        Ok(Json(towns.into_iter().map(|t| TownDto::new(t, links(&state))).collect()))
    }

    /// A town by its id; an unknown or non-numeric id is 404.
    #[oai(path = "/towns/:id", method = "get", operation_id = "getTown")]
    async fn get(&self, state: Data<&AppState>, id: Path<String>) -> Result<Json<TownDto>, ApiError> {
        let town = get_town(state.towns.as_ref(), town_id(&id.0)?).await?;
        Ok(Json(TownDto::new(town, links(&state))))
    }
}
