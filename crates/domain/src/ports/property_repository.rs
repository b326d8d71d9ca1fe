use super::{ListingNews, RepositoryError};
use crate::photo_caption::PhotoName;
use crate::property::ListingFilter;
use crate::property::{PriceChange, ShareKey};
use crate::{Page, PageRequest, PicturesVersion, Property, PropertyLink, PropertySummary, Ref};
use async_trait::async_trait;
use chrono::{DateTime, Utc};

/// Which properties (or articles) a list may contain.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ListScope {
    /// Visitors: visible properties only; published articles only.
    Public,
    /// Staff: hidden, unlisted and visible; drafts too.
    Staff,
}

/// Which visible properties' pages a sitemap lists: every one's English page, or the Italian
/// pages of those whose main Italian texts are written (`PropertyTexts::is_complete`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ListedPages {
    English,
    Italian,
}

/// A property with the time a save last changed it.
#[derive(Debug, Clone, PartialEq)]
pub struct DatedProperty {
    pub property: Property,
    pub changed: DateTime<Utc>,
}

/// Stores properties, keyed by their unique ref.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait PropertyRepository: Send + Sync {
    /// One page of the properties in `scope` that `filter` keeps (`ListingFilter::keeps`), in
    /// its order: newest `created_date` first, or by price with "please call" listings last;
    /// ties broken by `created_date`, then ref, descending. The page count is that of the
    /// filtered set (at least 1). A page past the end is empty, not an error.
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn list(
        &self,
        scope: ListScope,
        filter: &ListingFilter,
        page: PageRequest,
    ) -> Result<Page<PropertySummary>, RepositoryError>;

    /// The property with this ref whatever its visibility, or `None`. Callers apply
    /// visibility rules.
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn find_by_ref(&self, reference: &Ref) -> Result<Option<Property>, RepositoryError>;

    /// The three-digit refs in use (staff typed them; generated six-digit ones are left
    /// out), in any order: at most a thousand.
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn typed_refs(&self) -> Result<Vec<Ref>, RepositoryError>;

    /// The visible properties that came on the market in `(after, until]`
    /// (`ListingStatus::listed_since`), in any order: those whose "New" mark ends as the clock
    /// passes `until + NEW_FOR`.
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn listed_between(
        &self,
        after: DateTime<Utc>,
        until: DateTime<Utc>,
    ) -> Result<Vec<Ref>, RepositoryError>;

    /// How many visible properties have `pages` (sitemap).
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn count_visible(&self, pages: ListedPages) -> Result<u64, RepositoryError>;

    /// The addresses of the visible properties that have `pages`, in ref order (sitemap, read
    /// in batches): those after `after` (from the first when `None`), less the first `skip` of
    /// them, at most `limit`.
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn visible_links(
        &self,
        pages: ListedPages,
        after: Option<Ref>,
        skip: u64,
        limit: u64,
    ) -> Result<Vec<PropertyLink>, RepositoryError>;

    /// Visible, unsold properties in full with the time a save last changed each (their
    /// creation when none did), in ref order (the portal feed, read in batches): those after
    /// `after` (from the first when `None`), at most `limit`. The default asks for each one by
    /// its ref and knows no change but the creation; a database answers in one query.
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn visible_unsold(
        &self,
        after: Option<Ref>,
        limit: u64,
    ) -> Result<Vec<DatedProperty>, RepositoryError> {
        let mut found = Vec::new();
        let mut after = after;
        while (found.len() as u64) < limit {
            let links = self
                .visible_links(ListedPages::English, after.clone(), 0, limit)
                .await?;
            let Some(last) = links.last() else {
                break;
            };
            after = Some(last.reference.clone());
            for link in links {
                if let Some(property) = self.find_by_ref(&link.reference).await? {
                    if !property.sold && (found.len() as u64) < limit {
                        found.push(DatedProperty {
                            changed: property.created_date,
                            property,
                        });
                    }
                }
            }
        }
        Ok(found)
    }

    /// Stores a new property and, with `news`, the listing as news for each of its alerts
    /// that is still confirmed (once per alert and occasion).
    ///
    /// Share keys (`create` and `update`): an unlisted property MUST be stored with its
    /// `share_key`, or, when it has none, with a fresh one of 128 bits from a CSPRNG; a
    /// property of another visibility MUST be stored without one.
    /// # Errors
    /// MUST return `Duplicate` when the ref exists, and `UnknownReference` when `town_id`
    /// names no town. MUST store the property and its news in one transaction: both, or
    /// neither when any part fails.
    async fn create(
        &self,
        property: &Property,
        news: Option<ListingNews>,
    ) -> Result<(), RepositoryError>;

    /// Replaces every stored field except ref, created_date, pictures_version and
    /// has_background (a save from an editor opened before an upload must not undo the
    /// upload's new version); `news` as for `create`; `price_change` joins the property's
    /// price history.
    /// # Errors
    /// MUST return `NotFound` when no property has this ref, and `UnknownReference` when
    /// `town_id` names no town. MUST store the change, its news and its price change in one
    /// transaction.
    async fn update(
        &self,
        property: &Property,
        news: Option<ListingNews>,
        price_change: Option<PriceChange>,
    ) -> Result<(), RepositoryError>;

    /// Every recorded change of the property's price, oldest first (empty for an unknown
    /// ref). Deleting the property deletes its history.
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn price_history(&self, reference: &Ref) -> Result<Vec<PriceChange>, RepositoryError>;

    /// Records a change of the listing, small or background picture `at`: stores
    /// `PicturesVersion::after(stored, at)` in one atomic step, so two changes at once still
    /// give two versions, and answers it.
    /// # Errors
    /// MUST return `NotFound` when no property has this ref.
    async fn bump_pictures_version(
        &self,
        reference: &Ref,
        at: DateTime<Utc>,
    ) -> Result<PicturesVersion, RepositoryError>;

    /// Records whether the property's background picture is stored.
    /// # Errors
    /// MUST return `NotFound` when no property has this ref.
    async fn set_has_background(
        &self,
        reference: &Ref,
        has_background: bool,
    ) -> Result<(), RepositoryError>;

    /// Records whether the property's listing picture is stored.
    /// # Errors
    /// MUST return `NotFound` when no property has this ref.
    async fn set_has_listing(
        &self,
        reference: &Ref,
        has_listing: bool,
    ) -> Result<(), RepositoryError>;

    /// Records which gallery photo the listing picture was made from (`None`: none of them).
    /// # Errors
    /// MUST return `NotFound` when no property has this ref.
    async fn set_cover_photo(
        &self,
        reference: &Ref,
        photo: Option<PhotoName>,
    ) -> Result<(), RepositoryError>;

    /// Gives the unlisted property `reference` a fresh share key (as `create` draws them),
    /// so that links carrying the old one stop working, and answers it.
    /// # Errors
    /// MUST return `NotFound` when no property has this ref or it is not unlisted.
    async fn rotate_share_key(&self, reference: &Ref) -> Result<ShareKey, RepositoryError>;

    /// Gives every unlisted property stored without a share key (written before keys
    /// existed, or restored from such a backup) a fresh one; answers how many it gave.
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn give_missing_share_keys(&self) -> Result<u64, RepositoryError>;

    /// # Errors
    /// MUST return `NotFound` when no property has this ref.
    async fn delete(&self, reference: &Ref) -> Result<(), RepositoryError>;
}
