use crate::auth::{audience, require, MaybeStaffSession, StaffSession};
use crate::dto::{ArticleBody, ArticleSavedDto, ArticleUpdateBody, DeletedDto};
use crate::dto::{ArticleDto, ArticleListResponse, ArticleMetaDto, ImageLinks};
use crate::error::{operation_statuses, ApiError};
use crate::params::{article_id, page_request, Skip, Take};
use crate::state::AppState;
use crate::tags::ApiTags;
use app::articles::{
    article_meta, create_article, delete_article, get_article, list_articles, update_article,
    ARTICLES_PAGE_SIZE,
};
use domain::{ArticleId, Permission};
use poem::web::Data;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::ApiResponse;
use poem_openapi::OpenApi;

fn default_article_page_size() -> Take {
    Take::of(ARTICLES_PAGE_SIZE)
}

operation_statuses! {
    ListArticles: BadRequest = "A negative, non-numeric or out-of-range `skip` or `take`.",
        Internal;
    /// getArticle and getArticleMeta.
    ReadArticle: NotFound = "No article has this id.", Internal;
    CreateArticle: BadRequest = "A field was refused (the message is the spec's), or an \
        article to publish still holds a default text (the message names the field).",
        Unauthorized, Forbidden, PayloadTooLarge = "The body is larger than the edge \
        accepts for content (answered before it is read).", Internal;
    UpdateArticle: BadRequest = "A field was refused, the id is missing, or an article to \
        publish still holds a default text (the message names the field).",
        Unauthorized, Forbidden, NotFound = "No article has this id.", PayloadTooLarge = "The \
        body is larger than the edge accepts for content (answered before it is read).",
        Internal;
    DeleteArticle: Unauthorized, Forbidden, NotFound = "No article has this id.", Internal;
}

pub struct ArticlesApi;

fn links(state: &AppState) -> ImageLinks<'_> {
    ImageLinks::new(&state.settings.image_base_url)
}

#[OpenApi(tag = "ApiTags::Articles")]
impl ArticlesApi {
    /// One page of articles, newest first: the published ones, and for staff (who may see
    /// unpublished content) the drafts too.
    ///
    /// `skip` is a zero-based PAGE INDEX (page number minus 1); `take` is the page size (its
    /// bounds and default are in the parameters' schemas). A negative, non-numeric or
    /// out-of-range value answers 400. A page past the end is empty.
    #[oai(path = "/articles", method = "get", operation_id = "listArticles")]
    async fn list(
        &self,
        state: Data<&AppState>,
        /// Zero-based page index.
        #[oai(default = "Skip::first_page")]
        skip: Query<Skip>,
        /// Page size.
        #[oai(default = "default_article_page_size")]
        take: Query<Take>,
        session: MaybeStaffSession,
    ) -> Result<Json<ArticleListResponse>, ApiError<ListArticles>> {
        let page = page_request(skip.0, take.0)?;
        let audience = audience(&state, &session).await?;
        let found = list_articles(state.articles.as_ref(), page, audience).await?;
        Ok(Json(ArticleListResponse::new(found, links(&state))))
    }

    /// An article by its id; an unknown or non-numeric id is 404, and so is a draft to
    /// anyone but staff.
    #[oai(path = "/articles/:id", method = "get", operation_id = "getArticle")]
    async fn get(
        &self,
        state: Data<&AppState>,
        id: Path<String>,
        session: MaybeStaffSession,
    ) -> Result<Json<ArticleDto>, ApiError<ReadArticle>> {
        let audience = audience(&state, &session).await?;
        let article = get_article(state.articles.as_ref(), article_id(&id.0)?, audience).await?;
        Ok(Json(ArticleDto::new(article, links(&state))))
    }

    /// Title, description and path for an article's page head and link previews.
    ///
    /// Blank texts come back as 'Look at this article!' and
    /// 'I found this on Langhe Property News'. An unknown or non-numeric id is 404, and so
    /// is a draft to anyone but staff.
    #[oai(
        path = "/articles/:id/meta",
        method = "get",
        operation_id = "getArticleMeta"
    )]
    async fn meta(
        &self,
        state: Data<&AppState>,
        id: Path<String>,
        session: MaybeStaffSession,
    ) -> Result<Json<ArticleMetaDto>, ApiError<ReadArticle>> {
        let audience = audience(&state, &session).await?;
        let meta = article_meta(state.articles.as_ref(), article_id(&id.0)?, audience).await?;
        Ok(Json(meta.into()))
    }

    /// Creates an article (admin only); answers its id. Checked in the spec's order with its
    /// messages (400); the text's HTML is sanitized. It is a draft, seen only by staff,
    /// unless `published` is true; an article still holding one of a new article's default
    /// texts cannot be published (400 naming the field).
    #[oai(path = "/articles", method = "post", operation_id = "createArticle")]
    async fn create(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
        body: Json<ArticleBody>,
    ) -> Result<ArticleCreated, ApiError<CreateArticle>> {
        require(&state, &session, Permission::EditArticles).await?;
        let id = create_article(
            state.articles.as_ref(),
            state.content_events.as_ref(),
            body.0.into(),
            chrono::Utc::now(),
        )
        .await?;
        Ok(ArticleCreated::Created(Json(ArticleSavedDto { id: id.0 })))
    }

    /// Edits the article named by the body's id (admin only). 404 when none has it.
    /// `published` publishes it (refused, 400 naming the field, while a default text is
    /// left) or makes it a draft again; left out, the article keeps its state.
    #[oai(path = "/articles", method = "put", operation_id = "updateArticle")]
    async fn update(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
        body: Json<ArticleUpdateBody>,
    ) -> Result<Json<ArticleSavedDto>, ApiError<UpdateArticle>> {
        require(&state, &session, Permission::EditArticles).await?;
        let id = ArticleId(body.0.id);
        update_article(
            state.articles.as_ref(),
            state.content_events.as_ref(),
            id,
            body.0.content.into(),
        )
        .await?;
        Ok(Json(ArticleSavedDto { id: id.0 }))
    }

    /// Deletes an article (admin only).
    #[oai(
        path = "/articles/:id",
        method = "delete",
        operation_id = "deleteArticle"
    )]
    async fn delete(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
        id: Path<String>,
    ) -> Result<Json<DeletedDto>, ApiError<DeleteArticle>> {
        require(&state, &session, Permission::EditArticles).await?;
        let id = article_id(&id.0)?;
        delete_article(state.articles.as_ref(), state.content_events.as_ref(), id).await?;
        Ok(Json(DeletedDto {
            deleted: id.0.to_string(),
        }))
    }
}

#[derive(ApiResponse)]
pub enum ArticleCreated {
    #[oai(status = 201)]
    Created(Json<ArticleSavedDto>),
}
