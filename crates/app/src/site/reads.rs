use super::all_articles::all_articles;
use super::listed_links::ListedPropertyLinks;
use super::portal_listings::PortalListings;
use super::property_page::{property_first_screen, PropertyFirstScreen};
use crate::articles::find_article_for;
use crate::properties::{
    costs_of, featured_homes, find_public_property, gallery_keys_of, similar_homes, Audience,
    BuyerChoices, BuyingCosts, GalleryKeys,
};
use anyhow::Context;
use buying_costs::AgencyFeeRate;
use chrono::NaiveDate;
use domain::ports::{
    ArticleRepository, ListedPages, PhotoCaptions, PropertyRepository, TownRepository,
};
use domain::property::ShareKey;
use domain::{Article, ArticleId, Property, PropertySummary, Ref};
use pictures::ports::ImageStore;
use plans::documents::{read_media, PropertyMediaView};
use plans::ports::PropertyMedia;
use plans::TourUrl;
use std::sync::Arc;

/// The site's reads have no business outcome but "absent" (an `Option`): anything else is a
/// failure of storage, which the site answers with a 503.
#[derive(Debug, thiserror::Error)]
pub enum SiteReadError {
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// The ports the public site reads from, reachable only through the reads below.
#[derive(Clone)]
pub struct SiteReads {
    properties: Arc<dyn PropertyRepository>,
    articles: Arc<dyn ArticleRepository>,
    towns: Arc<dyn TownRepository>,
    images: Arc<dyn ImageStore>,
    captions: Arc<dyn PhotoCaptions>,
    /// A property's tour, whose host its page's policy lets frames load from; none wired,
    /// no page opens a frame to a tour.
    media: Option<Arc<dyn PropertyMedia>>,
    /// The agency's fee the buying-costs estimate counts (`LANGHE_AGENCY_FEE_PERCENT`); none
    /// set, a page's first screen carries no estimate and the browser asks for it.
    agency_fee: Option<AgencyFeeRate>,
}

impl SiteReads {
    pub fn new(
        properties: Arc<dyn PropertyRepository>,
        articles: Arc<dyn ArticleRepository>,
        towns: Arc<dyn TownRepository>,
        images: Arc<dyn ImageStore>,
        captions: Arc<dyn PhotoCaptions>,
    ) -> Self {
        Self {
            properties,
            articles,
            towns,
            images,
            captions,
            media: None,
            agency_fee: None,
        }
    }

    /// Reads with the store of the properties' tours (`plans`).
    pub fn with_property_media(self, media: Arc<dyn PropertyMedia>) -> Self {
        Self {
            media: Some(media),
            ..self
        }
    }

    /// Reads with the agency fee the buying-costs estimates count.
    pub fn with_agency_fee(self, agency_fee: AgencyFeeRate) -> Self {
        Self {
            agency_fee: Some(agency_fee),
            ..self
        }
    }

    /// The floor plans, documents and tour of a property the caller already found public,
    /// as `getPropertyMedia` reads them for a visitor; `None` when no media store is wired.
    pub async fn property_media(
        &self,
        property: &Property,
    ) -> Result<Option<PropertyMediaView>, SiteReadError> {
        let Some(media) = self.media.as_ref() else {
            return Ok(None);
        };
        let reference = &property.reference;
        Ok(Some(
            read_media(media.as_ref(), reference)
                .await
                .with_context(|| {
                    format!("the floor plans and documents of property {reference}")
                })?,
        ))
    }

    /// The buying-costs estimate for `choices` on the day `today`, of a property already
    /// read, as `getPropertyBuyingCosts` answers it; `None` when no agency fee is wired or the
    /// property's facts allow no estimate (sold, no published price).
    pub fn buying_costs(
        &self,
        property: &Property,
        choices: BuyerChoices,
        today: NaiveDate,
    ) -> Option<BuyingCosts> {
        costs_of(property, choices, self.agency_fee?, today).ok()
    }

    /// The virtual tour of a property the caller already found public: its page embeds it
    /// (behind the visitor's consent) and opens the page's `frame-src` to its host. A
    /// failed read is logged and read as no tour: the page goes without it, not without a
    /// head.
    pub async fn property_tour(&self, reference: &Ref) -> Option<TourUrl> {
        let media = self.media.as_ref()?;
        media
            .tour(reference)
            .await
            .inspect_err(|error| tracing::warn!(%error, %reference, "no tour on the page"))
            .ok()
            .flatten()
    }

    /// The property with this ref when a visitor whose link carries `key` (if any) may see
    /// it: hidden ones do not exist for the public, unlisted ones are shown to whoever has
    /// their share link.
    pub async fn public_property(
        &self,
        reference: &Ref,
        key: Option<&ShareKey>,
    ) -> Result<Option<Property>, SiteReadError> {
        Ok(
            find_public_property(self.properties.as_ref(), reference, key)
                .await
                .with_context(|| format!("loading property {reference}"))?,
        )
    }

    /// What the page of `property` (as [`Self::public_property`] found it) shows first,
    /// besides the property itself: its town and its galleries (read unless `galleries`
    /// holds them already, as [`Self::property_galleries`] found them). The property is not
    /// read again.
    pub async fn property_first_screen(
        &self,
        property: &Property,
        galleries: Option<GalleryKeys>,
    ) -> PropertyFirstScreen {
        property_first_screen(
            self.towns.as_ref(),
            self.images.as_ref(),
            self.captions.as_ref(),
            property,
            galleries,
        )
        .await
    }

    /// The homes suggested under `property` (as `getSimilarProperties` answers): passes over
    /// the public list the property repository keeps in memory, the property not read again.
    pub async fn similar_homes(
        &self,
        property: &Property,
    ) -> Result<Vec<PropertySummary>, SiteReadError> {
        similar_homes(self.properties.as_ref(), property)
            .await
            .map_err(|error| SiteReadError::Unexpected(anyhow::Error::new(error)))
    }

    /// The home page's featured homes (as `getFeaturedProperties` answers).
    pub async fn featured_homes(&self) -> Result<Vec<PropertySummary>, SiteReadError> {
        featured_homes(self.properties.as_ref())
            .await
            .map_err(|error| SiteReadError::Unexpected(anyhow::Error::new(error)))
    }

    /// The property's galleries with their captions, for its page's head (the cover's
    /// description, the structured data's images).
    pub async fn property_galleries(
        &self,
        property: &Property,
    ) -> Result<GalleryKeys, SiteReadError> {
        let reference = &property.reference;
        Ok(
            gallery_keys_of(self.images.as_ref(), self.captions.as_ref(), property)
                .await
                .with_context(|| format!("the galleries of property {reference}"))?,
        )
    }

    /// The article with this id when it is published: a draft does not exist for the site
    /// (its pages, and so its page cache, are the public's).
    pub async fn article(&self, id: ArticleId) -> Result<Option<Article>, SiteReadError> {
        Ok(
            find_article_for(self.articles.as_ref(), id, Audience::Public)
                .await
                .with_context(|| format!("loading article {id}"))?,
        )
    }

    /// Every published article, newest first (the sitemap and the news feed).
    pub async fn all_articles(&self) -> Result<Vec<Article>, SiteReadError> {
        all_articles(self.articles.as_ref()).await
    }

    /// How many of the visible properties have `pages` (the English ones: every one).
    pub async fn listed_property_count(&self, pages: ListedPages) -> Result<u64, SiteReadError> {
        Ok(self
            .properties
            .count_visible(pages)
            .await
            .context("counting the visible properties")?)
    }

    /// The addresses of the visible properties that have `pages`, in ref order, from
    /// position `skip`, at most `count` of them, read a batch at a time.
    pub fn listed_property_links(
        &self,
        pages: ListedPages,
        skip: u64,
        count: u64,
    ) -> ListedPropertyLinks {
        ListedPropertyLinks::new(self.properties.clone(), pages, skip, count)
    }

    /// The listings a portal may advertise (visible and unsold), a batch at a time, each with
    /// its town and stored pictures.
    pub async fn portal_listings(&self) -> Result<PortalListings, SiteReadError> {
        PortalListings::start(
            self.properties.clone(),
            self.images.clone(),
            self.towns.as_ref(),
        )
        .await
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::articles::fixtures::article;
    use crate::properties::fixtures::property;
    use domain::ports::{MockArticleRepository, MockPropertyRepository, MockTownRepository};
    use domain::Visibility;
    use mockall::predicate::eq;
    use pictures::ports::MockImageStore;

    /// Reads over `properties` and `articles`, with towns and pictures that must not be asked.
    fn reads_over(
        properties: MockPropertyRepository,
        articles: MockArticleRepository,
    ) -> SiteReads {
        SiteReads::new(
            Arc::new(properties),
            Arc::new(articles),
            Arc::new(MockTownRepository::new()),
            Arc::new(MockImageStore::new()),
            Arc::new(domain::ports::MockPhotoCaptions::new()),
        )
    }

    fn holding(stored: Property) -> SiteReads {
        let mut properties = MockPropertyRepository::new();
        properties
            .expect_find_by_ref()
            .with(eq(stored.reference.clone()))
            .returning(move |_| Ok(Some(stored.clone())));
        reads_over(properties, MockArticleRepository::new())
    }

    #[tokio::test]
    async fn a_hidden_property_does_not_exist_for_the_site() {
        let hidden = property("125", Visibility::Hidden);
        let reads = holding(hidden.clone());

        assert_eq!(
            reads
                .public_property(&hidden.reference, None)
                .await
                .unwrap(),
            None
        );
    }

    #[tokio::test]
    async fn visible_properties_are_shown_and_unlisted_ones_with_their_key() {
        let key = ShareKey::parse("abcdefghijklmnopqrstuv").unwrap();
        let visible = property("124", Visibility::Visible);
        let reads = holding(visible.clone());
        assert_eq!(
            reads
                .public_property(&visible.reference, None)
                .await
                .unwrap(),
            Some(visible)
        );

        let mut unlisted = property("125", Visibility::Unlisted);
        unlisted.share_key = Some(key);
        let reads = holding(unlisted.clone());
        let shown = |key| reads.public_property(&unlisted.reference, key);
        assert_eq!(shown(Some(&key)).await.unwrap(), Some(unlisted.clone()));
        assert_eq!(shown(None).await.unwrap(), None);
    }

    #[tokio::test]
    async fn an_article_is_read_by_its_id() {
        let mut articles = MockArticleRepository::new();
        articles
            .expect_find()
            .with(eq(ArticleId(4)))
            .returning(|_| Ok(Some(article(4))));
        let reads = reads_over(MockPropertyRepository::new(), articles);

        assert_eq!(reads.article(ArticleId(4)).await.unwrap(), Some(article(4)));
    }

    #[tokio::test]
    async fn a_draft_does_not_exist_for_the_site() {
        let mut articles = MockArticleRepository::new();
        articles.expect_find().returning(|_| {
            Ok(Some(Article {
                published: false,
                ..article(4)
            }))
        });
        let reads = reads_over(MockPropertyRepository::new(), articles);

        assert_eq!(reads.article(ArticleId(4)).await.unwrap(), None);
    }

    #[tokio::test]
    async fn the_count_is_of_the_visible_properties() {
        let mut properties = MockPropertyRepository::new();
        properties
            .expect_count_visible()
            .with(eq(ListedPages::Italian))
            .times(1)
            .returning(|_| Ok(42));
        let reads = reads_over(properties, MockArticleRepository::new());

        assert_eq!(
            reads
                .listed_property_count(ListedPages::Italian)
                .await
                .unwrap(),
            42
        );
    }
}
