use crate::auth::{require, StaffSession};
use crate::dto::{ImageLinks, TownDto};
use crate::dto::{TownBody, TownUpdateBody};
use crate::error::{operation_statuses, ApiError};
use crate::params::town_id;
use crate::state::AppState;
use crate::tags::ApiTags;
use app::towns::{create_town, get_town, list_towns, update_town};
use domain::{Permission, TownId};
use poem::web::Data;
use poem_openapi::param::Path;
use poem_openapi::payload::Json;
use poem_openapi::ApiResponse;
use poem_openapi::OpenApi;

pub struct TownsApi;

operation_statuses! {
    ListTowns: Internal;
    GetTown: NotFound = "No town has this id.", Internal;
    CreateTown: BadRequest = "A field was refused; the message says which.",
        Unauthorized, Forbidden, PayloadTooLarge, Internal;
    UpdateTown: BadRequest = "A field was refused, or the id is missing.",
        Unauthorized, Forbidden, NotFound = "No town has this id.", PayloadTooLarge, Internal;
}

fn links(state: &AppState) -> ImageLinks<'_> {
    ImageLinks::new(&state.settings.image_base_url)
}

#[OpenApi(tag = "ApiTags::Towns")]
impl TownsApi {
    /// Every town, ordered by name.
    #[oai(path = "/towns", method = "get", operation_id = "listTowns")]
    async fn list(
        &self,
        state: Data<&AppState>,
    ) -> Result<Json<Vec<TownDto>>, ApiError<ListTowns>> {
        let towns = list_towns(state.towns.as_ref()).await?;
        Ok(Json(
            towns
                .into_iter()
                .map(|t| TownDto::new(t, links(&state)))
                .collect(),
        ))
    }

    /// A town by its id; an unknown or non-numeric id is 404.
    #[oai(path = "/towns/:id", method = "get", operation_id = "getTown")]
    async fn get(
        &self,
        state: Data<&AppState>,
        id: Path<String>,
    ) -> Result<Json<TownDto>, ApiError<GetTown>> {
        let town = get_town(state.towns.as_ref(), town_id(&id.0)?).await?;
        Ok(Json(TownDto::new(town, links(&state))))
    }

    /// Creates a town (admin only). Name and path are required (400 'Town name missing',
    /// 'Town path missing'); the text's HTML is sanitized.
    #[oai(path = "/towns", method = "post", operation_id = "createTown")]
    async fn create(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
        body: Json<TownBody>,
    ) -> Result<TownCreated, ApiError<CreateTown>> {
        require(&state, &session, Permission::EditTowns).await?;
        let town = create_town(
            state.towns.as_ref(),
            state.content_events.as_ref(),
            body.0.into(),
        )
        .await?;
        Ok(TownCreated::Created(Json(TownDto::new(
            town,
            links(&state),
        ))))
    }

    /// Edits the town named by the body's id (admin only). 404 when none has it.
    #[oai(path = "/towns", method = "put", operation_id = "updateTown")]
    async fn update(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
        body: Json<TownUpdateBody>,
    ) -> Result<Json<TownDto>, ApiError<UpdateTown>> {
        require(&state, &session, Permission::EditTowns).await?;
        let town = update_town(
            state.towns.as_ref(),
            state.content_events.as_ref(),
            TownId(body.0.id),
            body.0.content.into(),
        )
        .await?;
        Ok(Json(TownDto::new(town, links(&state))))
    }
}

#[derive(ApiResponse)]
pub enum TownCreated {
    #[oai(status = 201)]
    Created(Json<TownDto>),
}
