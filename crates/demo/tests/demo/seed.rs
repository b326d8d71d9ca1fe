//! Demo seeding through in-memory stand-ins for the ports.

use async_trait::async_trait;
use chrono::{DateTime, Duration, TimeZone, Utc};
use demo::{seed_if_empty, SeedReport};
use domain::article::ArticleContent;
use domain::ports::{
    ArticleRepository, ListScope, PropertyRepository, RepositoryError, TownRepository,
};
use domain::town::NewTown;
use domain::{
    Article, ArticleId, Page, PageRequest, PicturesVersion, Price, Property, PropertySummary, Ref,
    Town, TownId, Visibility,
};
use picture_store::{galleries_from_images, webp_twin, width_variant, PropertyImageKeys};
use pictures::ports::{ImageInfo, ImageStore, ImageStoreError, StoredImage};
use pictures::ImageVersion;
use std::collections::{BTreeMap, HashSet};
use std::sync::Mutex;
use std::time::Instant;

fn page_of<T: Clone>(items: &[T], page: PageRequest) -> Page<T> {
    let start = (page.offset() as usize).min(items.len());
    let end = (start + page.size() as usize).min(items.len());
    Page {
        items: items[start..end].to_vec(),
        pages: page.page_count(items.len() as u64),
        total: items.len() as u64,
    }
}

#[derive(Default)]
struct Properties(Mutex<Vec<Property>>);

#[async_trait]
impl PropertyRepository for Properties {
    async fn list(
        &self,
        scope: ListScope,
        filter: &domain::property::ListingFilter,
        page: PageRequest,
    ) -> Result<Page<PropertySummary>, RepositoryError> {
        let all = self.0.lock().unwrap();
        let mut summaries: Vec<PropertySummary> = all
            .iter()
            .filter(|p| scope == ListScope::Staff || p.visibility == Visibility::Visible)
            .map(Property::summary)
            .filter(|summary| filter.keeps(summary))
            .collect();
        summaries.sort_by(|a, b| {
            b.created_date
                .cmp(&a.created_date)
                .then(b.reference.cmp(&a.reference))
        });
        Ok(page_of(&summaries, page))
    }
    async fn typed_refs(&self) -> Result<Vec<Ref>, RepositoryError> {
        unimplemented!("the seed never suggests a ref")
    }
    async fn find_by_ref(&self, reference: &Ref) -> Result<Option<Property>, RepositoryError> {
        Ok(self
            .0
            .lock()
            .unwrap()
            .iter()
            .find(|p| &p.reference == reference)
            .cloned())
    }
    async fn count_visible(&self, _: domain::ports::ListedPages) -> Result<u64, RepositoryError> {
        unimplemented!("not used by seeding")
    }
    async fn visible_links(
        &self,
        _: domain::ports::ListedPages,
        _: Option<Ref>,
        _: u64,
        _: u64,
    ) -> Result<Vec<domain::PropertyLink>, RepositoryError> {
        unimplemented!("not used by seeding")
    }
    async fn create(
        &self,
        property: &Property,
        _: Option<domain::ports::ListingNews>,
    ) -> Result<(), RepositoryError> {
        let mut all = self.0.lock().unwrap();
        if all.iter().any(|p| p.reference == property.reference) {
            return Err(RepositoryError::Duplicate);
        }
        all.push(property.clone());
        Ok(())
    }
    async fn update(
        &self,
        _: &Property,
        _: Option<domain::ports::ListingNews>,
        _: Option<domain::property::PriceChange>,
    ) -> Result<(), RepositoryError> {
        unimplemented!("not used by seeding")
    }
    async fn listed_between(
        &self,
        _: chrono::DateTime<chrono::Utc>,
        _: chrono::DateTime<chrono::Utc>,
    ) -> Result<Vec<Ref>, RepositoryError> {
        unimplemented!("not used by seeding")
    }
    async fn price_history(
        &self,
        _: &Ref,
    ) -> Result<Vec<domain::property::PriceChange>, RepositoryError> {
        unimplemented!("not used by seeding")
    }
    async fn bump_pictures_version(
        &self,
        _: &Ref,
        _: DateTime<Utc>,
    ) -> Result<PicturesVersion, RepositoryError> {
        unimplemented!("not used by seeding")
    }
    async fn set_has_background(&self, _: &Ref, _: bool) -> Result<(), RepositoryError> {
        unimplemented!("not used by seeding")
    }
    async fn set_has_listing(&self, _: &Ref, _: bool) -> Result<(), RepositoryError> {
        unimplemented!("not used by seeding")
    }
    async fn set_cover_photo(
        &self,
        _: &Ref,
        _: Option<domain::photo_caption::PhotoName>,
    ) -> Result<(), RepositoryError> {
        unimplemented!("not used by seeding")
    }
    async fn rotate_share_key(
        &self,
        _: &Ref,
    ) -> Result<domain::property::ShareKey, RepositoryError> {
        unimplemented!("not used by seeding")
    }
    async fn give_missing_share_keys(&self) -> Result<u64, RepositoryError> {
        unimplemented!("not used by seeding")
    }
    async fn delete(&self, _: &Ref) -> Result<(), RepositoryError> {
        unimplemented!("not used by seeding")
    }
}

#[derive(Default)]
struct Towns(Mutex<Vec<Town>>);

#[async_trait]
impl TownRepository for Towns {
    async fn list(&self) -> Result<Vec<Town>, RepositoryError> {
        let mut towns = self.0.lock().unwrap().clone();
        towns.sort_by(|a, b| a.name.cmp(&b.name));
        Ok(towns)
    }
    async fn find(&self, id: TownId) -> Result<Option<Town>, RepositoryError> {
        Ok(self.0.lock().unwrap().iter().find(|t| t.id == id).cloned())
    }
    async fn create(&self, town: &NewTown) -> Result<TownId, RepositoryError> {
        let mut towns = self.0.lock().unwrap();
        let id = TownId(towns.len() as i64 + 1);
        towns.push(Town {
            id,
            name: town.name.clone(),
            name2: town.name2.clone(),
            facts: town.facts.clone(),
            short_description: town.short_description.clone(),
            text: town.text.clone(),
            path: town.path.clone(),
            italian: town.italian.clone().unwrap_or_default(),
        });
        Ok(id)
    }
    async fn update(&self, _: TownId, _: &NewTown) -> Result<Town, RepositoryError> {
        unimplemented!("not used by seeding")
    }
}

#[derive(Default)]
struct Articles(Mutex<Vec<Article>>);

#[async_trait]
impl ArticleRepository for Articles {
    async fn list(
        &self,
        _: domain::ports::ListScope,
        page: PageRequest,
    ) -> Result<Page<Article>, RepositoryError> {
        let mut all = self.0.lock().unwrap().clone();
        all.sort_by(|a, b| b.created_date.cmp(&a.created_date).then(b.id.cmp(&a.id)));
        Ok(page_of(&all, page))
    }
    async fn find(&self, id: ArticleId) -> Result<Option<Article>, RepositoryError> {
        Ok(self.0.lock().unwrap().iter().find(|a| a.id == id).cloned())
    }
    async fn create(
        &self,
        c: &ArticleContent,
        created: DateTime<Utc>,
    ) -> Result<ArticleId, RepositoryError> {
        let mut all = self.0.lock().unwrap();
        let id = ArticleId(all.len() as i64 + 1);
        all.push(Article {
            id,
            listing_description: c.listing_description.clone(),
            meta_description: c.meta_description.clone(),
            meta_title: c.meta_title.clone(),
            path: c.path.clone(),
            text: c.text.clone(),
            title: c.title.clone(),
            title2: c.title2.clone(),
            created_date: created,
            changed_date: created,
            published: c.published,
            italian: c.italian.clone().unwrap_or_default(),
        });
        Ok(id)
    }
    async fn update(&self, _: ArticleId, _: &ArticleContent) -> Result<(), RepositoryError> {
        unimplemented!("not used by seeding")
    }
    async fn delete(&self, _: ArticleId) -> Result<(), RepositoryError> {
        unimplemented!("not used by seeding")
    }
}

#[derive(Default)]
struct Images {
    objects: Mutex<BTreeMap<String, Vec<u8>>>,
    puts: Mutex<usize>,
}

/// Every stored object shows the same version: seeding never reads it.
fn info(key: &str) -> ImageInfo {
    ImageInfo {
        key: key.to_owned(),
        version: ImageVersion::parse("seeded").unwrap(),
        last_modified: DateTime::UNIX_EPOCH,
    }
}

#[async_trait]
impl ImageStore for Images {
    async fn put(&self, key: &str, bytes: Vec<u8>) -> Result<ImageVersion, ImageStoreError> {
        picture_store::validate_key(key)?;
        *self.puts.lock().unwrap() += 1;
        self.objects.lock().unwrap().insert(key.to_owned(), bytes);
        Ok(info(key).version)
    }
    async fn get(&self, key: &str) -> Result<StoredImage, ImageStoreError> {
        let bytes = self.objects.lock().unwrap().get(key).cloned();
        let bytes = bytes.ok_or(ImageStoreError::NotFound)?;
        Ok(StoredImage {
            info: info(key),
            bytes,
        })
    }
    async fn head(&self, key: &str) -> Result<ImageInfo, ImageStoreError> {
        Ok(self.get(key).await?.info)
    }
    async fn copy(&self, _: &str, _: &str) -> Result<(), ImageStoreError> {
        unimplemented!("not used by seeding")
    }
    async fn delete(&self, key: &str) -> Result<(), ImageStoreError> {
        self.objects.lock().unwrap().remove(key);
        Ok(())
    }
    async fn list(&self, prefix: &str) -> Result<Vec<ImageInfo>, ImageStoreError> {
        let objects = self.objects.lock().unwrap();
        Ok(objects
            .keys()
            .filter(|k| k.starts_with(prefix))
            .map(|k| info(k))
            .collect())
    }
}

#[derive(Default)]
struct Ports {
    properties: Properties,
    towns: Towns,
    articles: Articles,
    images: Images,
}

fn now() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 20, 9, 30, 0).unwrap()
}

impl Ports {
    async fn seed(&self) -> SeedReport {
        seed_if_empty(
            &self.properties,
            &self.towns,
            &self.articles,
            &self.images,
            now(),
        )
        .await
        .expect("seeding succeeds")
    }

    fn dimensions_of(&self, key: &str) -> (u32, u32) {
        let objects = self.images.objects.lock().unwrap();
        let bytes = objects
            .get(key)
            .unwrap_or_else(|| panic!("{key} is stored"));
        let image = image::load_from_memory_with_format(bytes, image::ImageFormat::Jpeg).unwrap();
        (image.width(), image.height())
    }

    fn has(&self, key: &str) -> bool {
        self.images.objects.lock().unwrap().contains_key(key)
    }
}

#[tokio::test]
async fn seeding_an_empty_site_writes_the_whole_demo_and_a_second_run_does_nothing() {
    let ports = Ports::default();
    let started = Instant::now();
    let report = ports.seed().await;
    eprintln!("seeding took {:?}: {report:?}", started.elapsed());

    let properties = ports.properties.0.lock().unwrap().clone();
    let towns = ports.towns.0.lock().unwrap().clone();
    let articles = ports.articles.0.lock().unwrap().clone();
    assert!(report.seeded);
    assert_eq!(report.properties, properties.len());
    assert_eq!(report.towns, towns.len());
    assert_eq!(report.articles, articles.len());
    assert_eq!(report.images, *ports.images.puts.lock().unwrap());

    // The mix the site needs to show every state of a property.
    assert!(
        (22..=26).contains(&properties.len()),
        "{}",
        properties.len()
    );
    let count = |f: &dyn Fn(&Property) -> bool| properties.iter().filter(|p| f(p)).count();
    assert_eq!(count(&|p| p.visibility == Visibility::Unlisted), 2);
    assert_eq!(count(&|p| p.visibility == Visibility::Hidden), 2);
    assert_eq!(
        count(&|p| p.visibility == Visibility::Visible),
        properties.len() - 4
    );
    assert_eq!(count(&|p| p.sold), 3);
    assert_eq!(count(&|p| p.price == Price::PLEASE_CALL), 2);
    for p in properties.iter().filter(|p| !p.price.is_please_call()) {
        assert!(
            (350_000..=2_500_000).contains(&p.price.amount()),
            "{} {}",
            p.reference,
            p.price.amount()
        );
    }
    let refs: HashSet<_> = properties.iter().map(|p| p.reference.clone()).collect();
    assert_eq!(refs.len(), properties.len(), "refs are distinct");
    let dates: HashSet<_> = properties.iter().map(|p| p.created_date).collect();
    assert_eq!(dates.len(), properties.len());
    assert!(properties
        .iter()
        .all(|p| p.created_date <= now() && p.created_date > now() - Duration::days(731)));
    assert!(
        properties
            .iter()
            .any(|p| p.created_date < now() - Duration::days(365)),
        "spread over two years"
    );

    for p in &properties {
        assert!(
            p.path.starts_with('-') && p.pictures_path.starts_with('-'),
            "{}",
            p.path
        );
        assert!(p.description.starts_with("<p>") && p.description.ends_with("</p>"));
        let features = p.features_d();
        assert!(features.iter().any(|f| f.ends_with(" sqm")), "{features:?}");
        assert!(!p.description_list_d().is_empty() && !p.counter_blocks.is_empty());
        assert!(
            !p.distances.is_empty() && !p.meta_title.is_empty() && !p.meta_description.is_empty()
        );
        assert!(p.energy.class.is_some() && p.energy.non_renewable_index.is_some());
        assert!(!p.title.is_empty() && !p.title2.is_empty() && !p.location.is_empty());
        let town = towns
            .iter()
            .find(|t| Some(t.id) == p.town_id)
            .expect("a demo town");
        assert!(p.location.starts_with(&town.name));
        let position = p.coordinates.as_ref().expect("coordinates");
        let (lat, lng): (f64, f64) = (
            position.lat().parse().unwrap(),
            position.lng().parse().unwrap(),
        );
        assert!(
            (44.4..45.2).contains(&lat) && (7.8..8.5).contains(&lng),
            "{lat};{lng}"
        );
    }
    assert!(properties.iter().any(|p| p.features.contains("ha of land")));

    let areas: HashSet<_> = towns.iter().map(|t| t.name2.as_str()).collect();
    assert!(towns.len() >= 8);
    assert_eq!(areas, HashSet::from(["Langhe", "Roero", "Monferrato"]));
    for town in &towns {
        let facts = town.facts_d();
        assert!(
            facts
                .iter()
                .any(|f| f.label == "Altitude" && f.value.ends_with(" m")),
            "{}",
            town.name
        );
        assert!(facts.iter().any(|f| f.label == "Population"));
        assert!(!town.short_description.is_empty() && town.text.starts_with("<p>"));
        assert!(
            ports.has(&format!("towns/{}.jpg", town.path))
                && ports.has(&format!("towns/{}.webp", town.path))
        );
    }

    assert!(articles.len() >= 12);
    for article in &articles {
        assert!(
            article.text.starts_with("<p>")
                && !article.title.is_empty()
                && !article.path.is_empty()
        );
        assert!(ports.has(&format!("articles/{}/banner.jpg", article.id)));
    }

    // Pictures: every property has listing and small, with WebP twins, at the spec sizes.
    let mut galleries_seen = 0;
    for p in &properties {
        let keys = PropertyImageKeys::new(&p.reference, &p.path, &p.pictures_path);
        for key in [keys.listing(), keys.small()] {
            assert!(
                ports.has(&key) && ports.has(&webp_twin(&key).unwrap()),
                "{key}"
            );
        }
        let listed = ports.images.list(&keys.galleries_folder()).await.unwrap();
        let galleries = galleries_from_images(&listed, &keys.galleries_folder(), "/images");
        assert!(
            (1..=2).contains(&galleries.len()),
            "{}: {galleries:?}",
            p.reference
        );
        for gallery in &galleries {
            assert!(
                (3..=6).contains(&gallery.pictures.len()),
                "{}",
                gallery.name
            );
            assert_eq!(gallery.pictures.len(), gallery.small_pictures.len());
            assert_ne!(gallery.pictures, gallery.small_pictures);
        }
        galleries_seen += galleries.len();
    }
    assert!(galleries_seen > properties.len());
    let sample = &properties[0];
    let keys = PropertyImageKeys::new(&sample.reference, &sample.path, &sample.pictures_path);
    assert_eq!(ports.dimensions_of(&keys.listing()), (750, 500));
    assert_eq!(ports.dimensions_of(&keys.small()), (150, 100));
    assert_eq!(ports.dimensions_of(&keys.background()), (1800, 1200));
    // Full-width pictures also come narrower, for phones (srcset), each with its WebP twin.
    let article_banner = format!("articles/{}/banner.jpg", articles[0].id);
    for full in [keys.background(), article_banner] {
        for (width, height) in [(900, 600), (600, 400)] {
            let narrower = width_variant(&full, width).unwrap();
            assert_eq!(
                ports.dimensions_of(&narrower),
                (width, height),
                "{narrower}"
            );
            assert!(ports.has(&webp_twin(&narrower).unwrap()), "{narrower}");
        }
    }
    let gallery = picture_store::GalleryName::parse("New Gallery").unwrap();
    let photo = keys.gallery_picture(&gallery, 1);
    assert_eq!(ports.dimensions_of(&photo.large), (1800, 1200));
    assert_eq!(ports.dimensions_of(&photo.small), (650, 433));
    assert!(
        properties
            .iter()
            .filter(|p| ports
                .has(&PropertyImageKeys::new(&p.reference, &p.path, &p.pictures_path).background()))
            .count()
            >= 5
    );
    for place in ["alba", "turin-airport"] {
        assert!(ports.has(&format!("places/{place}.jpg")));
    }

    // A second run finds a property and leaves everything as it was.
    let second = ports.seed().await;
    assert_eq!(
        second,
        SeedReport {
            seeded: false,
            ..SeedReport::default()
        }
    );
    assert_eq!(ports.properties.0.lock().unwrap().len(), properties.len());
    assert_eq!(ports.towns.0.lock().unwrap().len(), towns.len());
    assert_eq!(ports.articles.0.lock().unwrap().len(), articles.len());
    assert_eq!(*ports.images.puts.lock().unwrap(), report.images);
}

fn hidden_property() -> Property {
    Property {
        reference: Ref::parse("900").unwrap(),
        title: "Draft".into(),
        title2: "Draft".into(),
        listing_title: "Draft".into(),
        meta_title: "Draft".into(),
        meta_description: String::new(),
        path: "-draft".into(),
        pictures_path: "-draft".into(),
        location: "Alba".into(),
        price: Price::PLEASE_CALL,
        price_description: String::new(),
        sold: false,
        visibility: Visibility::Hidden,
        created_date: now(),
        pictures_version: PicturesVersion::first(now()),
        description: String::new(),
        description_list: String::new(),
        features: String::new(),
        coordinates: None,
        distances: Vec::new(),
        town_id: None,
        counter_blocks: Vec::new(),
        has_background: false,
        has_listing: false,
        shown: false,
        cover_photo: None,
        status: Default::default(),
        energy: Default::default(),
        facts: Default::default(),
        purchase: Default::default(),
        italian: Default::default(),
        share_key: None,
    }
}

#[tokio::test]
async fn a_site_with_only_a_hidden_property_is_not_seeded() {
    let ports = Ports::default();
    ports
        .properties
        .create(&hidden_property(), None)
        .await
        .unwrap();

    let report = ports.seed().await;
    assert!(!report.seeded);
    assert_eq!(ports.properties.0.lock().unwrap().len(), 1);
    assert!(ports.towns.0.lock().unwrap().is_empty());
    assert!(ports.articles.0.lock().unwrap().is_empty());
    assert!(ports.images.objects.lock().unwrap().is_empty());
}

#[tokio::test]
async fn demo_listings_state_their_facts_across_at_least_four_kinds() {
    let ports = Ports::default();
    ports.seed().await;
    let stored = ports.properties.0.lock().unwrap();
    let kinds: std::collections::BTreeSet<_> = stored.iter().filter_map(|p| p.facts.kind).collect();
    assert!(kinds.len() >= 4, "{kinds:?}");
    for property in stored.iter() {
        let facts = property.facts;
        let kind = facts.kind.expect("every demo listing has a kind");
        if kind.has_rooms() {
            assert!(
                facts.bedrooms.is_some() && facts.bathrooms.is_some(),
                "{}",
                property.reference
            );
        }
        let area = facts
            .internal_area
            .expect("every demo listing has a floor area")
            .get();
        assert!(
            (50..=2_000).contains(&area),
            "{}: {area} m²",
            property.reference
        );
    }
}
