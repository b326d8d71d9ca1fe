//! Seeding the demo content through the ports, so it works on any database and image store.

use super::articles::ARTICLES;
use super::content::{article_content, article_created, new_town, property};
use super::photos::{render_all, PhotoJob};
use super::properties::PROPERTIES;
use super::towns::TOWNS;
use anyhow::Context;
use chrono::{DateTime, Utc};
use domain::ports::{ArticleRepository, ListScope, PropertyRepository, TownRepository};
use domain::property::ListingFilter;
use domain::{PageRequest, TownId};
use picture_store::{
    article_banner_key, banner_keys, place_key, town_key, webp_twin, EncodedVariant, GalleryName,
    PropertyImageKeys, VariantSize, BANNER_SIZES, GALLERY_LARGE, GALLERY_SMALL, GALLERY_THUMB,
    LISTING, LISTING_SMALL,
};
use pictures::ports::ImageStore;

/// What a seeding run wrote.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SeedReport {
    /// False when the database already held a property and nothing was done.
    pub seeded: bool,
    pub towns: usize,
    pub properties: usize,
    pub articles: usize,
    /// Objects written to the image store, `.jpg` and `.webp` counted separately.
    pub images: usize,
}

/// Gallery and background photos are drawn from a pool of scenes: painting and encoding
/// 1800 × 1200 pictures is what seeding spends its time on, and a demo needs no more variety.
const SCENE_POOL: u64 = 6;
/// Pool scenes are painted at half size and scaled up; the painting is soft anyway.
const SCENE_CANVAS: VariantSize = VariantSize {
    width: 900,
    height: 600,
};
const PLACES: [&str; 2] = ["alba", "turin-airport"];

/// Fills an empty site with demo towns, properties, articles and their pictures. Does nothing
/// when any property exists (hidden ones included). Properties are written last, so a run
/// cut short is completed by the next one: towns are matched by name and articles are only
/// written to an empty list.
///
/// Stored data holds image keys and slugs, never URLs, so the image base URL plays no part
/// here and may change without touching the database.
pub async fn seed_if_empty(
    properties: &dyn PropertyRepository,
    towns: &dyn TownRepository,
    articles: &dyn ArticleRepository,
    images: &dyn ImageStore,
    now: DateTime<Utc>,
) -> anyhow::Result<SeedReport> {
    let first_page = PageRequest::parse(0, 1).expect("a valid page");
    let existing = properties
        .list(ListScope::Staff, &ListingFilter::default(), first_page)
        .await
        .context("listing properties")?;
    if !existing.items.is_empty() {
        return Ok(SeedReport::default());
    }
    let mut report = SeedReport {
        seeded: true,
        ..SeedReport::default()
    };

    let town_ids = seed_towns(towns, &mut report).await?;
    let article_ids = seed_articles(articles, now, &mut report).await?;
    report.images = seed_images(images, &article_ids).await?;
    for demo in PROPERTIES {
        let property = property(demo, &TOWNS[demo.town], town_ids[demo.town], now);
        // Seeded only into an empty database: there is no alert for it to be news for.
        properties
            .create(&property, None)
            .await
            .with_context(|| format!("creating property {}", demo.reference))?;
        report.properties += 1;
    }
    tracing::info!(?report, "demo content seeded");
    Ok(report)
}

pub(crate) async fn seed_towns(
    towns: &dyn TownRepository,
    report: &mut SeedReport,
) -> anyhow::Result<Vec<TownId>> {
    let existing = towns.list().await.context("listing towns")?;
    let mut ids = Vec::with_capacity(TOWNS.len());
    for demo in TOWNS {
        let id = match existing.iter().find(|town| town.name == demo.name) {
            Some(town) => town.id,
            None => {
                report.towns += 1;
                towns
                    .create(&new_town(demo))
                    .await
                    .with_context(|| format!("creating town {}", demo.name))?
            }
        };
        ids.push(id);
    }
    Ok(ids)
}

async fn seed_articles(
    articles: &dyn ArticleRepository,
    now: DateTime<Utc>,
    report: &mut SeedReport,
) -> anyhow::Result<Vec<i64>> {
    let first_page = PageRequest::parse(0, 1).expect("a valid page");
    if !articles
        // Drafts count: any article at all means the site has content of its own.
        .list(domain::ports::ListScope::Staff, first_page)
        .await
        .context("listing articles")?
        .items
        .is_empty()
    {
        return Ok(Vec::new());
    }
    let mut ids = Vec::with_capacity(ARTICLES.len());
    for demo in ARTICLES {
        let id = articles
            .create(&article_content(demo), article_created(demo, now))
            .await
            .with_context(|| format!("creating article {}", demo.path))?;
        ids.push(id.0);
        report.articles += 1;
    }
    Ok(ids)
}

/// Every picture's keys beside the job that paints it.
struct Planned {
    job: PhotoJob,
    /// One key per size of the job.
    keys: Vec<Vec<String>>,
}

/// A pool scene's sizes: the gallery photo's renderings, then the narrower banner ones.
const SCENE_SIZES: [VariantSize; 5] = [
    GALLERY_LARGE,
    GALLERY_SMALL,
    BANNER_SIZES[1],
    BANNER_SIZES[2],
    GALLERY_THUMB,
];

/// Files a full-width picture (background, article banner) under a pool scene: the full size
/// with the gallery photos, the narrower ones beside it.
fn add_banner(scene: &mut Planned, jpg_key: String) {
    debug_assert_eq!(BANNER_SIZES[0], GALLERY_LARGE);
    let [full, medium, small]: [String; 3] = banner_keys(&jpg_key)
        .try_into()
        .expect("one key per banner size");
    scene.keys[0].push(full);
    scene.keys[2].push(medium);
    scene.keys[3].push(small);
}

fn plan(article_ids: &[i64]) -> Vec<Planned> {
    let mut planned = Vec::new();
    let mut pool: Vec<Planned> = (0..SCENE_POOL)
        .map(|scene| Planned {
            job: PhotoJob {
                seed: 1_000 + scene,
                canvas: SCENE_CANVAS,
                sizes: SCENE_SIZES.to_vec(),
            },
            keys: vec![Vec::new(); SCENE_SIZES.len()],
        })
        .collect();
    let mut draw = 0usize;
    let mut next_scene = || {
        draw += 1;
        (draw * 7) % SCENE_POOL as usize
    };

    for demo in PROPERTIES {
        let reference = domain::Ref::parse(demo.reference).expect("demo refs are valid");
        let slug = format!("-{}", demo.slug);
        let keys = PropertyImageKeys::new(&reference, &slug, &slug);
        let seed: u64 = demo.reference.parse().expect("numeric ref");
        planned.push(Planned {
            job: PhotoJob {
                seed,
                canvas: LISTING,
                sizes: vec![LISTING, LISTING_SMALL],
            },
            keys: vec![vec![keys.listing()], vec![keys.small()]],
        });
        if demo.has_background {
            add_banner(&mut pool[next_scene()], keys.background());
        }
        for &(name, photos) in demo.galleries {
            let gallery = GalleryName::parse(name).expect("demo gallery names are valid");
            for number in 1..=photos {
                let picture = keys.gallery_picture(&gallery, number);
                let scene = &mut pool[next_scene()];
                scene.keys[0].push(picture.large);
                scene.keys[1].push(picture.small);
                scene.keys[4].push(picture.thumb);
            }
        }
    }
    for (index, town) in TOWNS.iter().enumerate() {
        planned.push(Planned {
            job: PhotoJob {
                seed: 500 + index as u64,
                canvas: LISTING,
                sizes: vec![LISTING],
            },
            keys: vec![vec![town_key(town.slug), place_key(town.slug)]],
        });
    }
    for (index, place) in PLACES.iter().enumerate() {
        planned.push(Planned {
            job: PhotoJob {
                seed: 600 + index as u64,
                canvas: LISTING,
                sizes: vec![LISTING],
            },
            keys: vec![vec![place_key(place)]],
        });
    }
    for &id in article_ids {
        add_banner(&mut pool[next_scene()], article_banner_key(id));
    }
    planned.extend(pool);
    planned
}

async fn seed_images(images: &dyn ImageStore, article_ids: &[i64]) -> anyhow::Result<usize> {
    let planned = plan(article_ids);
    let jobs: Vec<PhotoJob> = planned.iter().map(|p| p.job.clone()).collect();
    let rendered: Vec<Vec<EncodedVariant>> = tokio::task::spawn_blocking(move || render_all(&jobs))
        .await
        .context("photo rendering")??;

    let mut written = 0;
    for (plan, variants) in planned.iter().zip(rendered) {
        for (keys, variant) in plan.keys.iter().zip(variants) {
            for key in keys {
                images
                    .put(key, variant.jpeg.clone())
                    .await
                    .with_context(|| format!("storing {key}"))?;
                let twin = webp_twin(key).expect("demo keys end in .jpg");
                images
                    .put(&twin, variant.webp.clone())
                    .await
                    .with_context(|| format!("storing {twin}"))?;
                written += 2;
            }
        }
    }
    Ok(written)
}
