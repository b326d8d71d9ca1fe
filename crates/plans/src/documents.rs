//! The use cases of a property's documents, floor-plan rows and tour: the staff's edits
//! (the caller checks the role) and what a visitor may read.

use crate::ports::{NewDocument, PropertyMedia};
use crate::{
    document_key, is_complete_order, DocumentId, DocumentTitle, DocumentTitleError,
    DocumentVisibility, FloorPlan, FloorPlanFormat, FloorPlanId, PdfFile, PdfRefusal,
    PropertyDocument, TourUrl, TourUrlError,
};
use anyhow::Context;
use chrono::{DateTime, Utc};
use domain::ports::{ContentChange, ContentEvents, PropertyRepository, RepositoryError};
use domain::property::ShareKey;
use domain::{Property, Ref};
use pictures::ports::{ImageStore, ImageStoreError};

#[derive(Debug, thiserror::Error)]
pub enum UploadDocumentError {
    #[error(transparent)]
    Refused(#[from] PdfRefusal),
    #[error(transparent)]
    Title(#[from] DocumentTitleError),
    #[error("property not found")]
    PropertyNotFound,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// What the staff send with a document.
pub struct DocumentUpload<'a> {
    pub title: &'a str,
    pub visibility: DocumentVisibility,
    pub bytes: Vec<u8>,
}

/// Everything the staff need to act on a property's media.
pub struct MediaStores<'a> {
    pub properties: &'a dyn PropertyRepository,
    pub media: &'a dyn PropertyMedia,
    pub files: &'a dyn ImageStore,
    pub events: &'a dyn ContentEvents,
}

async fn find(
    properties: &dyn PropertyRepository,
    reference: &Ref,
) -> anyhow::Result<Option<Property>> {
    properties
        .find_by_ref(reference)
        .await
        .with_context(|| format!("loading property {reference} for its media"))
}

/// Checks the PDF (size, then header) and the title before anything is written, stores the
/// bytes, then records the row; the page of the property is announced as changed.
/// # Errors
/// `Refused` for a file that is not a PDF or is too large, `Title` for a blank or long title,
/// `PropertyNotFound` for an unknown ref (nothing is written on any refusal).
pub async fn upload_document(
    stores: &MediaStores<'_>,
    reference: &Ref,
    upload: DocumentUpload<'_>,
    now: DateTime<Utc>,
) -> Result<PropertyDocument, UploadDocumentError> {
    let pdf = PdfFile::check(upload.bytes)?;
    let title = DocumentTitle::parse(upload.title)?;
    if find(stores.properties, reference).await?.is_none() {
        return Err(UploadDocumentError::PropertyNotFound);
    }
    let key = document_key(reference, &title, now.timestamp_millis());
    let bytes = pdf.into_bytes();
    let size_bytes = i64::try_from(bytes.len()).context("document size")?;
    stores
        .files
        .put(&key, bytes)
        .await
        .with_context(|| format!("storing document {key}"))?;
    let recorded = stores
        .media
        .add_document(NewDocument {
            reference: reference.clone(),
            title,
            visibility: upload.visibility,
            key: key.clone(),
            size_bytes,
        })
        .await;
    match recorded {
        Ok(document) => {
            announce(stores.events, reference).await;
            Ok(document)
        }
        Err(error) => {
            // The property went meanwhile: its bytes must not stay behind.
            let _ = stores.files.delete(&key).await;
            match error {
                RepositoryError::UnknownReference => Err(UploadDocumentError::PropertyNotFound),
                other => Err(anyhow::Error::new(other)
                    .context("recording the document")
                    .into()),
            }
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum DocumentChangeError {
    #[error(transparent)]
    Title(#[from] DocumentTitleError),
    #[error("document not found")]
    NotFound,
    #[error("property not found")]
    PropertyNotFound,
    /// A new order that leaves out, repeats or adds a document.
    #[error("The order must name each document of the property once")]
    IncompleteOrder,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

fn change_error(error: RepositoryError, doing: &'static str) -> DocumentChangeError {
    match error {
        RepositoryError::NotFound => DocumentChangeError::NotFound,
        other => anyhow::Error::new(other).context(doing).into(),
    }
}

/// Renames a document or changes who may download it.
/// # Errors
/// `Title` for a blank or long title, `NotFound` when the property has no such document.
pub async fn update_document(
    stores: &MediaStores<'_>,
    reference: &Ref,
    id: DocumentId,
    title: &str,
    visibility: DocumentVisibility,
) -> Result<PropertyDocument, DocumentChangeError> {
    let title = DocumentTitle::parse(title)?;
    let document = stores
        .media
        .update_document(reference, id, title, visibility)
        .await
        .map_err(|e| change_error(e, "updating the document"))?;
    announce(stores.events, reference).await;
    Ok(document)
}

/// Puts the property's documents in `order`, which must name each of them once: the page,
/// and the brochure printed from it, list them so.
/// # Errors
/// `IncompleteOrder` otherwise; `PropertyNotFound` for an unknown ref.
pub async fn reorder_documents(
    stores: &MediaStores<'_>,
    reference: &Ref,
    order: Vec<DocumentId>,
) -> Result<Vec<PropertyDocument>, DocumentChangeError> {
    if find(stores.properties, reference).await?.is_none() {
        return Err(DocumentChangeError::PropertyNotFound);
    }
    let current: Vec<DocumentId> = list_documents(stores.media, reference)
        .await?
        .iter()
        .map(|document| document.id)
        .collect();
    if !is_complete_order(&current, &order) {
        return Err(DocumentChangeError::IncompleteOrder);
    }
    stores
        .media
        .reorder_documents(reference, order)
        .await
        .map_err(|error| match error {
            // A document deleted meanwhile: the order no longer names each one.
            RepositoryError::NotFound => DocumentChangeError::IncompleteOrder,
            other => change_error(other, "ordering the documents"),
        })?;
    announce(stores.events, reference).await;
    Ok(list_documents(stores.media, reference).await?)
}

async fn list_documents(
    media: &dyn PropertyMedia,
    reference: &Ref,
) -> anyhow::Result<Vec<PropertyDocument>> {
    media
        .documents(reference)
        .await
        .context("listing documents")
}

/// Forgets the document, then deletes its bytes.
/// # Errors
/// `NotFound` when the property has no such document.
pub async fn delete_document(
    stores: &MediaStores<'_>,
    reference: &Ref,
    id: DocumentId,
) -> Result<PropertyDocument, DocumentChangeError> {
    let document = stores
        .media
        .delete_document(reference, id)
        .await
        .map_err(|e| change_error(e, "deleting the document"))?;
    match stores.files.delete(&document.key).await {
        Ok(()) | Err(ImageStoreError::NotFound) => {}
        Err(error) => {
            return Err(anyhow::Error::new(error)
                .context("deleting the document's file")
                .into())
        }
    }
    announce(stores.events, reference).await;
    Ok(document)
}

#[derive(Debug, thiserror::Error)]
pub enum SetTourError {
    #[error(transparent)]
    Address(#[from] TourUrlError),
    #[error("property not found")]
    PropertyNotFound,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Sets the property's tour from what the staff typed; blank (or `None`) removes it.
/// # Errors
/// `Address` for an address on no accepted host, `PropertyNotFound` for an unknown ref.
pub async fn set_tour(
    stores: &MediaStores<'_>,
    reference: &Ref,
    address: Option<&str>,
) -> Result<Option<TourUrl>, SetTourError> {
    let tour = match address.map(str::trim).filter(|text| !text.is_empty()) {
        Some(text) => Some(TourUrl::parse(text)?),
        None => None,
    };
    match stores.media.set_tour(reference, tour.clone()).await {
        Ok(()) => {}
        Err(RepositoryError::UnknownReference | RepositoryError::NotFound) => {
            return Err(SetTourError::PropertyNotFound)
        }
        Err(error) => return Err(anyhow::Error::new(error).context("storing the tour").into()),
    }
    announce(stores.events, reference).await;
    Ok(tour)
}

async fn announce(events: &dyn ContentEvents, reference: &Ref) {
    events
        .publish(&[ContentChange::Property(reference.clone())])
        .await;
}

/// A property's media as its page shows them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PropertyMediaView {
    pub floor_plans: Vec<FloorPlan>,
    pub documents: Vec<PropertyDocument>,
    pub tour: Option<TourUrl>,
}

/// Who reads a property's media.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reader<'a> {
    /// A visitor, with the share key their link carried if any: sees the media of a property
    /// they may see, like its page.
    Visitor(Option<&'a ShareKey>),
    /// Staff with the right to see unpublished properties (checked by the caller).
    Staff,
}

async fn open_to(
    properties: &dyn PropertyRepository,
    reference: &Ref,
    reader: Reader<'_>,
) -> anyhow::Result<bool> {
    let property = find(properties, reference).await?;
    Ok(match (property, reader) {
        (Some(property), Reader::Visitor(key)) => property.is_open_to(key),
        (Some(_), Reader::Staff) => true,
        (None, _) => false,
    })
}

/// The property's floor plans, documents and tour; `None` when `reader` may not see the
/// property (hidden, or unlisted without its key, or unknown): the same absence as its page.
/// # Errors
/// When storage fails.
pub async fn media_of(
    properties: &dyn PropertyRepository,
    media: &dyn PropertyMedia,
    reference: &Ref,
    reader: Reader<'_>,
) -> anyhow::Result<Option<PropertyMediaView>> {
    if !open_to(properties, reference, reader).await? {
        return Ok(None);
    }
    Ok(Some(read_media(media, reference).await?))
}

/// The media of a property the caller already found open to its reader (the property page's
/// first screen, drawn from the record its head was read from).
/// # Errors
/// When storage fails.
pub async fn read_media(
    media: &dyn PropertyMedia,
    reference: &Ref,
) -> anyhow::Result<PropertyMediaView> {
    let documents = list_documents(media, reference).await?;
    let floor_plans = media
        .floor_plans(reference)
        .await
        .context("listing floor plans")?;
    let tour = media.tour(reference).await.context("reading the tour")?;
    Ok(PropertyMediaView {
        floor_plans,
        documents,
        tour,
    })
}

#[derive(Debug, thiserror::Error)]
pub enum DownloadError {
    /// No such document, a property the reader may not see, or (for a visitor) a document
    /// offered on request only: all the same absence.
    #[error("document not found")]
    NotFound,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// A document's bytes and the name to save them as.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DocumentDownload {
    pub file_name: String,
    pub bytes: Vec<u8>,
}

/// The document's bytes for `reader`.
/// # Errors
/// `NotFound` as [`DownloadError::NotFound`] says.
pub async fn download_document(
    properties: &dyn PropertyRepository,
    media: &dyn PropertyMedia,
    files: &dyn ImageStore,
    reference: &Ref,
    id: DocumentId,
    reader: Reader<'_>,
) -> Result<DocumentDownload, DownloadError> {
    if !open_to(properties, reference, reader).await? {
        return Err(DownloadError::NotFound);
    }
    let document = media
        .document(reference, id)
        .await
        .context("reading the document")?
        .ok_or(DownloadError::NotFound)?;
    if matches!(reader, Reader::Visitor(_)) && document.visibility != DocumentVisibility::Public {
        return Err(DownloadError::NotFound);
    }
    Ok(DocumentDownload {
        file_name: document.title.file_name(),
        bytes: stored_file(files, &document.key, "reading the document's file").await?,
    })
}

/// A PDF floor plan's bytes for `reader`: whoever may see the property downloads it, as a
/// public document.
/// # Errors
/// `NotFound` for a plan that is a picture (served with the property's pictures), or as
/// [`DownloadError::NotFound`] says.
pub async fn download_floor_plan_pdf(
    properties: &dyn PropertyRepository,
    media: &dyn PropertyMedia,
    files: &dyn ImageStore,
    reference: &Ref,
    id: FloorPlanId,
    reader: Reader<'_>,
) -> Result<DocumentDownload, DownloadError> {
    if !open_to(properties, reference, reader).await? {
        return Err(DownloadError::NotFound);
    }
    let plan = media
        .floor_plans(reference)
        .await
        .context("reading the floor plans")?
        .into_iter()
        .find(|plan| plan.id == id && plan.format() == FloorPlanFormat::Pdf)
        .ok_or(DownloadError::NotFound)?;
    Ok(DocumentDownload {
        file_name: plan.file_name(),
        bytes: stored_file(files, &plan.key, "reading the floor plan's file").await?,
    })
}

/// The bytes stored at `key`; a file gone meanwhile is as absent as its row.
async fn stored_file(
    files: &dyn ImageStore,
    key: &str,
    doing: &'static str,
) -> Result<Vec<u8>, DownloadError> {
    match files.get(key).await {
        Ok(stored) => Ok(stored.bytes),
        Err(ImageStoreError::NotFound) => Err(DownloadError::NotFound),
        Err(error) => Err(anyhow::Error::new(error).context(doing).into()),
    }
}

#[cfg(test)]
mod order_tests {
    use super::*;
    use crate::ports::MockPropertyMedia;
    use domain::ports::{MockContentEvents, MockPropertyRepository};
    use domain::property::fixtures::property_with_paths;
    use pictures::ports::MockImageStore;

    fn document(id: i64, position: i32) -> PropertyDocument {
        PropertyDocument {
            id: DocumentId(id),
            reference: Ref::parse("600").unwrap(),
            title: DocumentTitle::parse(&format!("Document {id}")).unwrap(),
            visibility: DocumentVisibility::Public,
            key: format!("documents/600/{id}.pdf"),
            size_bytes: 10,
            position,
        }
    }

    fn found_property() -> MockPropertyRepository {
        let mut properties = MockPropertyRepository::new();
        properties
            .expect_find_by_ref()
            .returning(|_| Ok(Some(property_with_paths("600", "", ""))));
        properties
    }

    async fn reorder(
        media: &MockPropertyMedia,
        events: &MockContentEvents,
        order: &[i64],
    ) -> Result<Vec<PropertyDocument>, DocumentChangeError> {
        let stores = MediaStores {
            properties: &found_property(),
            media,
            files: &MockImageStore::new(),
            events,
        };
        let order = order.iter().copied().map(DocumentId).collect();
        reorder_documents(&stores, &Ref::parse("600").unwrap(), order).await
    }

    #[tokio::test]
    async fn an_incomplete_order_is_refused_before_the_store_moves_anything() {
        let mut media = MockPropertyMedia::new();
        media
            .expect_documents()
            .returning(|_| Ok(vec![document(1, 0), document(2, 1)]));
        media.expect_reorder_documents().never();
        let mut events = MockContentEvents::new();
        events.expect_publish().never();
        for order in [&[2][..], &[2, 1, 1], &[2, 3]] {
            assert!(matches!(
                reorder(&media, &events, order).await,
                Err(DocumentChangeError::IncompleteOrder)
            ));
        }
    }

    #[tokio::test]
    async fn a_document_deleted_meanwhile_makes_the_order_incomplete_and_announces_nothing() {
        let mut media = MockPropertyMedia::new();
        media
            .expect_documents()
            .returning(|_| Ok(vec![document(1, 0), document(2, 1)]));
        media
            .expect_reorder_documents()
            .returning(|_, _| Err(RepositoryError::NotFound));
        let mut events = MockContentEvents::new();
        events.expect_publish().never();
        assert!(matches!(
            reorder(&media, &events, &[2, 1]).await,
            Err(DocumentChangeError::IncompleteOrder)
        ));
    }

    #[tokio::test]
    async fn a_complete_order_is_stored_and_the_page_announced_changed() {
        let mut media = MockPropertyMedia::new();
        let mut listed = vec![
            vec![document(2, 0), document(1, 1)],
            vec![document(1, 0), document(2, 1)],
        ];
        media
            .expect_documents()
            .times(2)
            .returning(move |_| Ok(listed.pop().unwrap()));
        media
            .expect_reorder_documents()
            .withf(|_, order| order == &[DocumentId(2), DocumentId(1)])
            .times(1)
            .returning(|_, _| Ok(()));
        let mut events = MockContentEvents::new();
        events.expect_publish().times(1).return_const(());
        let ordered = reorder(&media, &events, &[2, 1]).await.unwrap();
        assert_eq!(
            ordered.iter().map(|d| d.id).collect::<Vec<_>>(),
            [DocumentId(2), DocumentId(1)]
        );
    }
}
