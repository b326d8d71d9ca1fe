use crate::auth::{audience, require, MaybeStaffSession, StaffSession};
use crate::dto::{
    DeletedDto, NextRefDto, PageLanguageDto, PropertyBody, PropertySavedDto, ShareLinkDto,
};
use crate::dto::{
    GalleryDto, ImageLinks, ListingSortDto, PropertyDetailDto, PropertyKindDto,
    PropertyListResponse, PropertyMetaDto,
};
use crate::error::{operation_statuses, ApiError, Documents, Internal, Statuses};
use crate::params::{page_request, property_ref, Skip, Take};
use crate::state::AppState;
use crate::tags::ApiTags;
use app::addresses::share_link::{italian_property_page_url, parse_share_key, property_page_url};
use app::properties::{
    create_property, delete_property, get_property, list_properties, price_history,
    property_gallery_keys_for, property_meta_for, rotate_share_key, suggest_next_ref,
    update_property, Audience,
};
use domain::property::{ListingQuery, PropertyKind};
use domain::{Permission, Visibility};
use poem::web::Data;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::{Json, PlainText};
use poem_openapi::ApiResponse;
use poem_openapi::OpenApi;

/// The site asks for 100 properties a page (spec §9).
fn default_property_page_size() -> Take {
    Take::of(domain::paging::MAX_PAGE_SIZE)
}

operation_statuses! {
    ListProperties: BadRequest = "A negative, non-numeric or out-of-range `skip`, `take` or filter \
        value, `min_price` above `max_price`, or an unknown `kind` or `sort`; the message names \
        the parameter.",
        Internal;
    /// getProperty, getPropertyGalleries and getPropertyMeta.
    ReadProperty: NotFound = "No property a visitor may see has this ref (an unlisted one \
        without its share key, or with another, included).", Internal;
    ReadQrCode: BadRequest = "`lang` is neither `en` nor `it`.",
        NotFound = "No property a visitor may see has this ref (an unlisted one without its \
        share key, or with another, included).", Internal;
    RotateShareKey: Unauthorized, Forbidden, NotFound = "No unlisted property has this ref.",
        Internal;
    SuggestRef: Unauthorized, Forbidden, Internal;
    CreateProperty: BadRequest = "A field was refused (the message is the spec's), or a listing \
        made visible or unlisted still holds a new property's default text (the message names \
        the field).",
        Unauthorized, Forbidden, Conflict, PayloadTooLarge, Internal;
    UpdateProperty: BadRequest = "A field was refused (the message is the spec's), or a listing \
        made visible or unlisted still holds a new property's default text (the message names \
        the field).",
        Unauthorized, Forbidden, NotFound = "No property has this ref.", PayloadTooLarge, Internal;
    DeleteProperty: Unauthorized, Forbidden, NotFound = "No property has this ref.", Internal;
}

pub struct PropertiesApi;

/// Picture URLs as `audience` gets them: staff get unpublished properties' pictures signed,
/// a visitor with a share key gets it added to the unlisted listing's pictures.
fn links(state: &AppState, audience: Audience) -> ImageLinks<'_> {
    let links = ImageLinks::new(&state.settings.image_base_url);
    match audience {
        Audience::Staff => links.for_staff(&state.staff.picture_access, chrono::Utc::now()),
        Audience::Link(key) => links.for_link(key),
        Audience::Public => links,
    }
}

/// Who reads a single property: staff as `audience` says, anyone else as a visitor with the
/// share key their request carries (a malformed one counts as none).
pub(crate) async fn reader<S: Statuses + Documents<Internal>>(
    state: &AppState,
    session: &MaybeStaffSession,
    key: Option<&str>,
) -> Result<Audience, ApiError<S>> {
    Ok(match audience(state, session).await? {
        Audience::Staff => Audience::Staff,
        _ => Audience::visitor(parse_share_key(key)),
    })
}

/// The QR code of a page anyone may keep is cached for a day; staff's, and that of a
/// listing shared by link only (it encodes the share key), by no one.
fn qr_cache_control(audience: Audience, visibility: Visibility) -> &'static str {
    if audience == Audience::Staff || visibility != Visibility::Visible {
        "private, no-store"
    } else {
        "public, max-age=86400"
    }
}

#[OpenApi(tag = "ApiTags::Properties")]
impl PropertiesApi {
    /// One page of the properties listed publicly, newest first unless `sort` says otherwise,
    /// optionally narrowed by price, town, kind and bedrooms.
    ///
    /// `skip` is a zero-based PAGE INDEX (page number minus 1), not a row offset; `take` is the
    /// page size (bounds in the parameters' schemas). Only visible properties are listed: unlisted ones
    /// are reachable by their ref alone, hidden ones not at all. With a staff session whose role
    /// may see unpublished properties (admin, agent), all three visibilities are listed. A page
    /// past the end is empty.
    ///
    /// Filters combine (all must hold); `pages` counts the filtered list. A "please call"
    /// listing (price 0) has no price to compare, so `min_price` or `max_price` leaves it out;
    /// without a price filter, the price sorts put it last. Listings whose kind or bedrooms are
    /// not stated are left out by `kind` and `min_bedrooms`. Equal prices list newest first.
    /// Sold homes list after the available ones in every order, and only when nothing narrows
    /// the list: a filter (any of price, town, kind, bedrooms) lists homes for sale.
    ///
    /// A negative, non-numeric or out-of-range value, `min_price` above `max_price`, or an
    /// unknown `kind` or `sort` answers 400 with a message naming the parameter.
    #[oai(path = "/properties", method = "get", operation_id = "listProperties")]
    #[allow(clippy::too_many_arguments)]
    async fn list(
        &self,
        state: Data<&AppState>,
        /// Zero-based page index.
        #[oai(default = "Skip::first_page")]
        skip: Query<Skip>,
        /// Page size.
        #[oai(default = "default_property_page_size")]
        take: Query<Take>,
        /// Lowest price in whole euros (inclusive).
        #[oai(validator(minimum(value = "0")))]
        min_price: Query<Option<i64>>,
        /// Highest price in whole euros (inclusive); not below `min_price`.
        #[oai(validator(minimum(value = "0")))]
        max_price: Query<Option<i64>>,
        /// A town id (see `listTowns`).
        #[oai(validator(minimum(value = "0")))]
        town: Query<Option<i64>>,
        /// Any of these kinds; repeat the parameter for several (`kind=villa&kind=farmhouse`).
        kind: Query<Option<Vec<PropertyKindDto>>>,
        /// At least this many bedrooms, 0 to 50.
        #[oai(validator(minimum(value = "0"), maximum(value = "50")))]
        min_bedrooms: Query<Option<i64>>,
        /// `newest` (default), `price_asc` or `price_desc`.
        sort: Query<Option<ListingSortDto>>,
        session: MaybeStaffSession,
    ) -> Result<Json<PropertyListResponse>, ApiError<ListProperties>> {
        let page = page_request(skip.0, take.0)?;
        let filter = ListingQuery {
            min_price: min_price.0,
            max_price: max_price.0,
            town: town.0,
            kinds: kind
                .0
                .unwrap_or_default()
                .into_iter()
                .map(|kind| PropertyKind::from(kind).as_str().to_owned())
                .collect(),
            min_bedrooms: min_bedrooms.0,
            sort: sort.0.map(|sort| sort.as_str().to_owned()),
        }
        .parse()?;
        let audience = audience(&state, &session).await?;
        let found = list_properties(state.properties.as_ref(), &filter, page, audience).await?;
        Ok(Json(PropertyListResponse::new(
            found,
            links(&state, audience),
        )))
    }

    /// A property by its ref, with derived fields, its town and image URLs.
    ///
    /// Only the first three characters of `ref` are used, so '123-villa' finds property 123.
    /// Visible properties are served, and unlisted ones to a request carrying their share key
    /// (`key`, from the share link); a hidden, unknown or malformed ref, or an unlisted one
    /// without its key or with another, is the same 404 (staff who may see unpublished
    /// properties get every one, an unlisted one with its `share_url`). An unlisted
    /// listing's picture URLs carry the key too.
    #[oai(
        path = "/properties/:ref",
        method = "get",
        operation_id = "getProperty"
    )]
    async fn get(
        &self,
        state: Data<&AppState>,
        /// Three digits; anything after them is ignored.
        #[oai(name = "ref")]
        reference: Path<String>,
        /// An unlisted property's share key, from its share link.
        key: Query<Option<String>>,
        session: MaybeStaffSession,
    ) -> Result<Json<PropertyDetailDto>, ApiError<ReadProperty>> {
        let reference = property_ref(&reference.0)?;
        let audience = reader::<ReadProperty>(&state, &session, key.0.as_deref()).await?;
        let found = get_property(
            state.properties.as_ref(),
            state.towns.as_ref(),
            &reference,
            audience,
        )
        .await?;
        let share_url = match (audience, &found.property.share_key) {
            (Audience::Staff, Some(key)) if found.property.visibility == Visibility::Unlisted => {
                Some(property_page_url(
                    &state.settings.public_url,
                    &reference,
                    &found.property.path,
                    Some(key),
                ))
            }
            _ => None,
        };
        let purchase = found.property.purchase;
        let status = found.property.status;
        let detail = PropertyDetailDto {
            share_url,
            ..PropertyDetailDto::new(found, links(&state, audience))
        };
        Ok(Json(match audience {
            Audience::Staff => {
                let history = price_history(state.properties.as_ref(), &reference)
                    .await
                    .map_err(ApiError::internal)?;
                detail
                    .with_purchase_facts(&purchase)
                    .with_staff_status(&status, history)
            }
            _ => detail,
        }))
    }

    /// The photo galleries of a property, sorted by name, photos by number.
    ///
    /// Same ref rules and 404s as `getProperty`. A property without photos has an empty list.
    #[oai(
        path = "/properties/:ref/gallery",
        method = "get",
        operation_id = "getPropertyGalleries"
    )]
    async fn galleries(
        &self,
        state: Data<&AppState>,
        /// Three digits; anything after them is ignored.
        #[oai(name = "ref")]
        reference: Path<String>,
        /// An unlisted property's share key, from its share link.
        key: Query<Option<String>>,
        session: MaybeStaffSession,
    ) -> Result<Json<Vec<GalleryDto>>, ApiError<ReadProperty>> {
        let reference = property_ref(&reference.0)?;
        let audience = reader::<ReadProperty>(&state, &session, key.0.as_deref()).await?;
        let stored = property_gallery_keys_for(
            state.properties.as_ref(),
            state.images.as_ref(),
            state.photo_captions.as_ref(),
            &reference,
            audience,
        )
        .await?;
        Ok(Json(GalleryDto::list(
            &stored,
            &reference,
            links(&state, audience),
        )))
    }

    /// Title, description and paths for a property's page head and link previews.
    ///
    /// Blank texts come back as 'Look at this property!' and 'I found this on Langhe Property'.
    /// Same ref rules and 404s as `getProperty`.
    #[oai(
        path = "/properties/:ref/meta",
        method = "get",
        operation_id = "getPropertyMeta"
    )]
    async fn meta(
        &self,
        state: Data<&AppState>,
        /// Three digits; anything after them is ignored.
        #[oai(name = "ref")]
        reference: Path<String>,
        /// An unlisted property's share key, from its share link.
        key: Query<Option<String>>,
        session: MaybeStaffSession,
    ) -> Result<Json<PropertyMetaDto>, ApiError<ReadProperty>> {
        let reference = property_ref(&reference.0)?;
        let audience = reader::<ReadProperty>(&state, &session, key.0.as_deref()).await?;
        let meta = property_meta_for(state.properties.as_ref(), &reference, audience).await?;
        Ok(Json(meta.into()))
    }

    /// The QR code of the property page's address, as SVG (printed on the brochure).
    ///
    /// Same ref rules and 404s as `getProperty`. The code encodes the page's address on this
    /// site's public URL, in English or (`lang=it`) in Italian; an unlisted property's, its
    /// share link. Kept by caches for
    /// a day when the listing is visible and the reader is not staff; otherwise `private,
    /// no-store`.
    #[oai(
        path = "/properties/:ref/qr",
        method = "get",
        operation_id = "getPropertyQrCode"
    )]
    async fn qr_code(
        &self,
        state: Data<&AppState>,
        /// Three digits; anything after them is ignored.
        #[oai(name = "ref")]
        reference: Path<String>,
        /// An unlisted property's share key, from its share link.
        key: Query<Option<String>>,
        /// `it`: the code opens the Italian page (the Italian brochure's); left out or `en`,
        /// the English one.
        lang: Query<Option<PageLanguageDto>>,
        session: MaybeStaffSession,
    ) -> Result<QrCodeSvg, ApiError<ReadQrCode>> {
        let reference = property_ref(&reference.0)?;
        let audience = reader::<ReadQrCode>(&state, &session, key.0.as_deref()).await?;
        let meta = property_meta_for(state.properties.as_ref(), &reference, audience).await?;
        let key = meta
            .share_key
            .as_ref()
            .filter(|_| meta.visibility == Visibility::Unlisted);
        let page_url = match lang.0 {
            Some(PageLanguageDto::It) => italian_property_page_url,
            Some(PageLanguageDto::En) | None => property_page_url,
        };
        let url = page_url(&state.settings.public_url, &reference, &meta.path, key);
        let svg = crate::qr_code::qr_svg(&url).ok_or_else(|| {
            ApiError::internal(anyhow::anyhow!("no QR code for property {reference}"))
        })?;
        Ok(QrCodeSvg::Svg(
            PlainText(svg),
            qr_cache_control(audience, meta.visibility).to_owned(),
        ))
    }

    /// The ref to suggest for a new property (staff who may create properties): one above
    /// the highest three-digit ref in use, or the lowest free one once 999 is taken; null
    /// when none is free. Generated six-digit refs do not count.
    #[oai(
        path = "/properties/next-ref",
        method = "get",
        operation_id = "suggestPropertyRef"
    )]
    async fn next_ref(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
    ) -> Result<Json<NextRefDto>, ApiError<SuggestRef>> {
        require(&state, &session, Permission::CreateProperty).await?;
        let suggested = suggest_next_ref(state.properties.as_ref()).await?;
        Ok(Json(NextRefDto {
            reference: suggested.map(|reference| reference.to_string()),
        }))
    }

    /// Creates a property (admin, agent). Validation failures answer 400 with the spec's
    /// message; an existing ref answers 409. Empty sold is false, empty visibility hidden;
    /// the description's HTML is sanitized. Last, a listing made visible or unlisted may
    /// hold none of a new property's default texts ('Your title here', 'Your second title
    /// here', 'Listing title here', 'Location here', 'Description here', 'Feature here', the
    /// four default travel times unchanged): 400 naming the field; saved hidden it may.
    #[oai(path = "/properties", method = "post", operation_id = "createProperty")]
    async fn create(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
        body: Json<PropertyBody>,
    ) -> Result<PropertyCreated, ApiError<CreateProperty>> {
        require(&state, &session, Permission::CreateProperty).await?;
        let property = create_property(
            state.properties.as_ref(),
            state.content_events.as_ref(),
            state.enquiries.alerts.as_ref(),
            body.0.into(),
            chrono::Utc::now(),
        )
        .await?;
        Ok(PropertyCreated::Created(Json(property.into())))
    }

    /// Edits the property named by the body's ref (admin, agent). Same checks as creation;
    /// ref, path and pictures_path cannot change after creation: the stored path and
    /// pictures_path are kept whatever the body says. Except for a draft its first photo saved
    /// before a title was typed (path `-home`) that was never visible or unlisted: the save
    /// that gives it a title gives it its address too, the body's path when it is another
    /// (of letters, digits, '-', '_' and '.'), else the title's words (`-villa-among-vines`),
    /// and its pictures move with it; the answer carries the path saved. 404 when no property
    /// has the ref.
    #[oai(path = "/properties", method = "put", operation_id = "updateProperty")]
    async fn update(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
        body: Json<PropertyBody>,
    ) -> Result<Json<PropertySavedDto>, ApiError<UpdateProperty>> {
        let staff = require(&state, &session, Permission::EditProperty).await?;
        let property = update_property(
            state.properties.as_ref(),
            state.images.as_ref(),
            state.content_events.as_ref(),
            state.enquiries.alerts.as_ref(),
            body.0.into(),
            staff.user.email.as_str(),
        )
        .await?;
        Ok(Json(property.into()))
    }

    /// Gives an unlisted property a new share key (admin, agent) and answers its new share
    /// link: links with the old key answer 404 from now on (page, data and pictures). 404
    /// when no property has the ref or it is not unlisted. A property gets its first key
    /// when it is saved unlisted (and a new one each time it becomes unlisted again).
    #[oai(
        path = "/properties/:ref/share-key",
        method = "post",
        operation_id = "rotatePropertyShareKey"
    )]
    async fn rotate_share_key(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
        /// Three digits; anything after them is ignored.
        #[oai(name = "ref")]
        reference: Path<String>,
    ) -> Result<Json<ShareLinkDto>, ApiError<RotateShareKey>> {
        require(&state, &session, Permission::EditProperty).await?;
        let reference = property_ref(&reference.0)?;
        let key = rotate_share_key(
            state.properties.as_ref(),
            state.content_events.as_ref(),
            &reference,
        )
        .await?;
        let path = state
            .properties
            .find_by_ref(&reference)
            .await
            .map_err(|error| ApiError::internal(anyhow::Error::new(error)))?
            .map(|property| property.path)
            .unwrap_or_default();
        Ok(Json(ShareLinkDto {
            share_url: property_page_url(&state.settings.public_url, &reference, &path, Some(&key)),
        }))
    }

    /// Deletes a property and its pictures (admin only).
    #[oai(
        path = "/properties/:ref",
        method = "delete",
        operation_id = "deleteProperty"
    )]
    async fn delete(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
        /// Three digits.
        #[oai(name = "ref")]
        reference: Path<String>,
    ) -> Result<Json<DeletedDto>, ApiError<DeleteProperty>> {
        require(&state, &session, Permission::DeleteProperty).await?;
        let reference = property_ref(&reference.0)?;
        delete_property(
            state.properties.as_ref(),
            state.images.as_ref(),
            state.content_events.as_ref(),
            &reference,
        )
        .await?;
        Ok(Json(DeletedDto {
            deleted: reference.to_string(),
        }))
    }
}

#[derive(ApiResponse)]
pub enum QrCodeSvg {
    #[oai(status = 200, content_type = "image/svg+xml")]
    Svg(
        PlainText<String>,
        /// A visible property's address does not change once it exists: a day, publicly.
        /// Staff's copy and an unlisted property's (its share key changes) are not kept.
        #[oai(header = "Cache-Control")]
        String,
    ),
}

#[derive(ApiResponse)]
pub enum PropertyCreated {
    #[oai(status = 201)]
    Created(Json<PropertySavedDto>),
}
