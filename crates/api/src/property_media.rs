//! A property's floor plans, documents and tour (the `plans` crate): what its page shows
//! (`getPropertyMedia`), the public documents' downloads, and the staff's edits.

use crate::auth::{audience, require, MaybeStaffSession, StaffSession};
use crate::dto::{DocumentDto, DocumentVisibilityDto, PropertyMediaDto, TourDto};
use crate::error::{operation_statuses, ApiError};
use crate::params::property_ref;
use crate::state::AppState;
use crate::tags::ApiTags;
use app::addresses::share_link::parse_share_key;
use app::properties::Audience;
use domain::Permission;
use plans::documents::{
    delete_document, download_document, download_floor_plan_pdf, media_of, reorder_documents,
    set_tour, update_document, upload_document, DocumentUpload, MediaStores, Reader,
};
use plans::{DocumentId, FloorPlanId, MAX_DOCUMENT_BYTES};
use poem::web::Data;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::{Binary, Json};
use poem_openapi::types::multipart::Upload;
use poem_openapi::{ApiResponse, Multipart, Object, OpenApi};
use tokio::io::AsyncReadExt;

pub struct PropertyMediaApi;

/// What `uploadPropertyDocument` requires; the edge checks it before the body
/// (`crate::staff_uploads`).
pub(crate) const UPLOAD_PERMISSION: Permission = Permission::EditProperty;

operation_statuses! {
    ReadPropertyMedia: NotFound = "No property a visitor may see has this ref (hidden, unknown, or \
        unlisted without its share key).",
        Internal;
    DownloadDocument: BadRequest = "The document id is not a whole number that fits in 64 \
        bits.",
        NotFound = "No such document, a property the visitor may not see, or a \
        document offered on request only.",
        Internal;
    DownloadFloorPlanPdf: BadRequest = "The floor plan id is not a whole number that fits in 64 \
        bits.",
        NotFound = "No such floor plan, one that is a picture (served with the property's \
        pictures), or a property the visitor may not see.",
        Internal;
    UploadDocument: BadRequest = "The file is not a PDF, or the title is blank or too long.",
        Unauthorized, Forbidden, NotFound = "No property has this ref.",
        PayloadTooLarge, Internal;
    ChangeDocument: BadRequest = "The title is blank or too long.",
        Unauthorized, Forbidden, NotFound = "No property has this ref, or it has no such document.",
        PayloadTooLarge, Internal;
    ReorderDocuments: BadRequest = "The ids are not each of the property's documents once \
        (one left out, repeated, unknown or another property's).",
        Unauthorized, Forbidden, NotFound = "No property has this ref.", PayloadTooLarge, Internal;
    SetPropertyTour: BadRequest = "The address is not an https:// address on my.matterport.com, \
        kuula.co or YouTube.",
        Unauthorized, Forbidden, NotFound = "No property has this ref.", PayloadTooLarge, Internal;
}

/// POST /properties/{ref}/documents: one PDF, its title and who may download it.
#[derive(Debug, Multipart)]
pub struct DocumentUploadForm {
    /// A PDF (proved by its `%PDF-` header; the name and content type are not trusted), at
    /// most 20 MB.
    pub file: Upload,
    /// What the page calls it, e.g. "Energy certificate (APE)"; at most 120 characters.
    pub title: String,
    pub visibility: DocumentVisibilityDto,
}

#[derive(Debug, Clone, Object)]
#[oai(rename = "DocumentChange")]
pub struct DocumentChangeBody {
    #[oai(validator(max_length = 500))]
    pub title: String,
    pub visibility: DocumentVisibilityDto,
}

/// The same shape as `FloorPlanOrder`: a property's media are ordered alike.
#[derive(Debug, Clone, Object)]
#[oai(rename = "DocumentOrder")]
pub struct DocumentOrderBody {
    /// Every document id of the property, once each, in the order its page (and the brochure
    /// printed from it) lists them.
    #[oai(validator(max_items = 100))]
    pub ids: Vec<i64>,
}

#[derive(Debug, Clone, Object)]
#[oai(rename = "TourChange")]
pub struct TourBody {
    /// A https:// address on my.matterport.com, kuula.co or YouTube; empty removes the tour.
    #[oai(validator(max_length = 500))]
    pub url: String,
}

#[derive(Debug, Clone, Object)]
#[oai(rename = "TourSet")]
pub struct TourSetDto {
    #[oai(skip_serializing_if_is_none)]
    pub tour: Option<TourDto>,
}

#[derive(ApiResponse)]
pub enum PdfDownload {
    #[oai(status = 200, content_type = "application/pdf")]
    Pdf(
        Binary<Vec<u8>>,
        /// `attachment; filename="…pdf"`: saved, never shown as a page of the site.
        #[oai(header = "Content-Disposition")]
        String,
        /// `sandbox`: should a browser show it anyway, it runs as no origin of ours.
        #[oai(header = "Content-Security-Policy")]
        String,
        #[oai(header = "Cache-Control")] String,
    ),
}

/// Documents go outside the page, so a visitor's copy is theirs alone and short-lived (the
/// property may be hidden, or the document deleted, at any moment).
const DOCUMENT_CACHE_CONTROL: &str = "private, max-age=300";
// `allow-downloads`: Chrome refuses to save a file whose own answer sandboxes it without it.
const DOCUMENT_CONTENT_SECURITY_POLICY: &str = "sandbox allow-downloads; default-src 'none'";

/// What the drawings' links carry for this reader: a grant for staff (the property may be
/// hidden), the share key a visitor's link carried (the property may be unlisted).
pub(crate) fn media_picture_query(
    state: &AppState,
    reference: &domain::Ref,
    staff: bool,
    share_key: Option<&domain::property::ShareKey>,
) -> Option<String> {
    if staff {
        let grant = state
            .staff
            .picture_access
            .grant(&reference.to_string(), chrono::Utc::now());
        return Some(crate::picture_access::grant_pair(&grant));
    }
    share_key.map(|key| format!("{}={key}", domain::property::SHARE_KEY_PARAMETER))
}

/// A PDF a reader downloads: a document, or a floor plan sent as a PDF.
enum WantedPdf {
    Document(DocumentId),
    FloorPlan(FloorPlanId),
}

/// The PDF for whoever asks (staff: any of any property; a visitor: those of a property they
/// may see, an unlisted one with its share key `key`), saved as an attachment and sandboxed.
async fn pdf_download<S>(
    state: &AppState,
    session: &MaybeStaffSession,
    reference: &str,
    key: Option<&str>,
    wanted: WantedPdf,
) -> Result<PdfDownload, ApiError<S>>
where
    S: crate::error::Statuses
        + crate::error::Documents<crate::error::BadRequest>
        + crate::error::Documents<crate::error::NotFound>
        + crate::error::Documents<crate::error::Internal>,
{
    let reference = property_ref(reference)?;
    let share_key = parse_share_key(key);
    let staff = audience(state, session).await? == Audience::Staff;
    let reader = if staff {
        Reader::Staff
    } else {
        Reader::Visitor(share_key.as_ref())
    };
    let (properties, media, files) = (
        state.properties.as_ref(),
        state.property_media.as_ref(),
        state.images.as_ref(),
    );
    let download = match wanted {
        WantedPdf::Document(id) => {
            download_document(properties, media, files, &reference, id, reader).await
        }
        WantedPdf::FloorPlan(id) => {
            download_floor_plan_pdf(properties, media, files, &reference, id, reader).await
        }
    }?;
    Ok(PdfDownload::Pdf(
        Binary(download.bytes),
        format!("attachment; filename=\"{}\"", download.file_name),
        DOCUMENT_CONTENT_SECURITY_POLICY.to_owned(),
        DOCUMENT_CACHE_CONTROL.to_owned(),
    ))
}

pub(crate) fn stores(state: &AppState) -> MediaStores<'_> {
    MediaStores {
        properties: state.properties.as_ref(),
        media: state.property_media.as_ref(),
        files: state.images.as_ref(),
        events: state.content_events.as_ref(),
    }
}

/// Reads at most `limit + 1` bytes, so an endless upload costs no more than the cap; the
/// use case refuses anything beyond `limit`.
pub(crate) async fn read_capped<S: crate::error::Documents<crate::error::BadRequest>>(
    upload: Upload,
    limit: usize,
) -> Result<Vec<u8>, ApiError<S>> {
    let mut bytes = Vec::new();
    upload
        .into_async_read()
        .take(limit as u64 + 1)
        .read_to_end(&mut bytes)
        .await
        .map_err(|e| ApiError::bad_request(format!("the upload could not be read: {e}")))?;
    Ok(bytes)
}

#[OpenApi(tag = "ApiTags::Properties")]
impl PropertyMediaApi {
    /// A property's floor plans, documents and virtual tour, as its page shows them. Served
    /// to whoever may see the property (an unlisted one with its share key `key`); staff who
    /// may see unpublished properties get every one, with every document's download URL.
    #[oai(
        path = "/properties/:ref/media",
        method = "get",
        operation_id = "getPropertyMedia"
    )]
    async fn media(
        &self,
        state: Data<&AppState>,
        #[oai(name = "ref")] reference: Path<String>,
        /// An unlisted property's share key, from its share link.
        key: Query<Option<String>>,
        session: MaybeStaffSession,
    ) -> Result<Json<PropertyMediaDto>, ApiError<ReadPropertyMedia>> {
        let reference = property_ref(&reference.0)?;
        let share_key = parse_share_key(key.0.as_deref());
        let staff = audience(&state, &session).await? == Audience::Staff;
        let reader = if staff {
            Reader::Staff
        } else {
            Reader::Visitor(share_key.as_ref())
        };
        let media = media_of(
            state.properties.as_ref(),
            state.property_media.as_ref(),
            &reference,
            reader,
        )
        .await
        .map_err(ApiError::internal)?
        .ok_or_else(|| ApiError::not_found(crate::error_mapping::PROPERTY_NOT_FOUND))?;
        let picture_query = media_picture_query(&state, &reference, staff, share_key.as_ref());
        Ok(Json(PropertyMediaDto::new(
            &media,
            &state.settings.image_base_url,
            picture_query.as_deref(),
            staff,
        )))
    }

    /// Downloads a public document of a property a visitor may see (staff: any document of
    /// any property), as `application/pdf`, saved as an attachment and sandboxed. A hidden
    /// property's documents, and documents offered on request, are 404 to visitors.
    #[oai(
        path = "/properties/:ref/documents/:id",
        method = "get",
        operation_id = "downloadPropertyDocument"
    )]
    async fn download(
        &self,
        state: Data<&AppState>,
        #[oai(name = "ref")] reference: Path<String>,
        id: Path<i64>,
        /// An unlisted property's share key, from its share link.
        key: Query<Option<String>>,
        session: MaybeStaffSession,
    ) -> Result<PdfDownload, ApiError<DownloadDocument>> {
        pdf_download(
            &state,
            &session,
            &reference.0,
            key.0.as_deref(),
            WantedPdf::Document(DocumentId(id.0)),
        )
        .await
    }

    /// Downloads a floor plan the staff sent as a PDF, as a document is downloaded: by whoever
    /// may see the property, as `application/pdf`, saved as an attachment and sandboxed (never
    /// shown as a page of the site). A floor plan that is a picture is 404 here: its `image`
    /// is served with the property's pictures.
    #[oai(
        path = "/properties/:ref/floor-plans/:id/pdf",
        method = "get",
        operation_id = "downloadFloorPlanPdf"
    )]
    async fn download_floor_plan(
        &self,
        state: Data<&AppState>,
        #[oai(name = "ref")] reference: Path<String>,
        id: Path<i64>,
        /// An unlisted property's share key, from its share link.
        key: Query<Option<String>>,
        session: MaybeStaffSession,
    ) -> Result<PdfDownload, ApiError<DownloadFloorPlanPdf>> {
        pdf_download(
            &state,
            &session,
            &reference.0,
            key.0.as_deref(),
            WantedPdf::FloorPlan(FloorPlanId(id.0)),
        )
        .await
    }

    /// Adds a PDF document to a property (admin, agent), after its others. 400 for a file
    /// without the `%PDF-` header or a blank or long title, 413 above 20 MB, 404 for an
    /// unknown property; nothing is stored on refusal.
    #[oai(
        path = "/properties/:ref/documents",
        method = "post",
        operation_id = "uploadPropertyDocument"
    )]
    async fn upload(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
        #[oai(name = "ref")] reference: Path<String>,
        form: DocumentUploadForm,
    ) -> Result<Json<DocumentDto>, ApiError<UploadDocument>> {
        require(&state, &session, UPLOAD_PERMISSION).await?;
        let reference = property_ref(&reference.0)?;
        let bytes = read_capped(form.file, MAX_DOCUMENT_BYTES).await?;
        let document = upload_document(
            &stores(&state),
            &reference,
            DocumentUpload {
                title: &form.title,
                visibility: form.visibility.into(),
                bytes,
            },
            chrono::Utc::now(),
        )
        .await?;
        Ok(Json(DocumentDto::new(&document, true)))
    }

    /// Renames a document or changes who may download it (admin, agent).
    #[oai(
        path = "/properties/:ref/documents/:id",
        method = "put",
        operation_id = "updatePropertyDocument"
    )]
    async fn update(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
        #[oai(name = "ref")] reference: Path<String>,
        id: Path<i64>,
        body: Json<DocumentChangeBody>,
    ) -> Result<Json<DocumentDto>, ApiError<ChangeDocument>> {
        require(&state, &session, Permission::EditProperty).await?;
        let reference = property_ref(&reference.0)?;
        let document = update_document(
            &stores(&state),
            &reference,
            DocumentId(id.0),
            &body.0.title,
            body.0.visibility.into(),
        )
        .await?;
        Ok(Json(DocumentDto::new(&document, true)))
    }

    /// Puts a property's documents in a new order (admin, agent): `ids` names each of them
    /// once. Answers the documents in their new order, as the page and the brochure list them.
    #[oai(
        path = "/properties/:ref/documents/order",
        method = "put",
        operation_id = "reorderPropertyDocuments"
    )]
    async fn reorder(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
        #[oai(name = "ref")] reference: Path<String>,
        body: Json<DocumentOrderBody>,
    ) -> Result<Json<Vec<DocumentDto>>, ApiError<ReorderDocuments>> {
        require(&state, &session, Permission::EditProperty).await?;
        let reference = property_ref(&reference.0)?;
        let order = body.0.ids.into_iter().map(DocumentId).collect();
        let documents = reorder_documents(&stores(&state), &reference, order).await?;
        Ok(Json(
            documents
                .iter()
                .map(|document| DocumentDto::new(document, true))
                .collect(),
        ))
    }

    /// Deletes a document and its file (admin, agent).
    #[oai(
        path = "/properties/:ref/documents/:id",
        method = "delete",
        operation_id = "deletePropertyDocument"
    )]
    async fn delete(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
        #[oai(name = "ref")] reference: Path<String>,
        id: Path<i64>,
    ) -> Result<Json<DocumentDto>, ApiError<ChangeDocument>> {
        require(&state, &session, Permission::EditProperty).await?;
        let reference = property_ref(&reference.0)?;
        let document = delete_document(&stores(&state), &reference, DocumentId(id.0)).await?;
        Ok(Json(DocumentDto::new(&document, true)))
    }

    /// Sets a property's virtual tour (admin, agent): an https:// address on
    /// my.matterport.com, kuula.co or YouTube; an empty `url` removes it. The property's
    /// page then lets its frame load from that host alone, after the visitor's consent.
    #[oai(
        path = "/properties/:ref/tour",
        method = "put",
        operation_id = "setPropertyTour"
    )]
    async fn tour(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
        #[oai(name = "ref")] reference: Path<String>,
        body: Json<TourBody>,
    ) -> Result<Json<TourSetDto>, ApiError<SetPropertyTour>> {
        require(&state, &session, Permission::EditProperty).await?;
        let reference = property_ref(&reference.0)?;
        let tour = set_tour(&stores(&state), &reference, Some(&body.0.url)).await?;
        Ok(Json(TourSetDto {
            tour: tour.as_ref().map(TourDto::from),
        }))
    }
}
