//! Every JSON-LD block the site serves, held to the schema.org vocabulary (release 30.0, its
//! own types, domains and ranges: `support::schema_org`): the demo content's pages found
//! through the sitemap (home, lists, every property and article, the static pages in both
//! languages) and a listing of every kind, stated or not.

use crate::support::pages::*;
use crate::support::schema_org::{json_ld_blocks, Vocabulary};
use domain::property::{FactsInput, PropertyKind};
use domain::Visibility;
use serde_json::json;

/// A visible listing of `kind` with every fact stated.
fn listing_of_kind(reference: &str, kind: Option<&'static str>) -> domain::Property {
    let mut listing = property(reference, Visibility::Visible, 350_000, false);
    listing.path = format!("-{}", kind.unwrap_or("unstated"));
    listing.facts = FactsInput {
        kind,
        bedrooms: Some(3),
        bathrooms: Some(2),
        internal_area_m2: Some(180),
        land_area_m2: Some(5_000),
    }
    .validate()
    .unwrap();
    listing
}

#[tokio::test]
async fn every_json_ld_block_the_site_serves_keeps_to_the_schema_org_vocabulary() {
    let vocabulary = Vocabulary::load();
    assert_eq!(vocabulary.version, "30.0");
    let kinds = PropertyKind::ALL.map(|kind| Some(kind.as_str()));
    let properties = kinds
        .into_iter()
        .chain([None])
        .zip(201..)
        .map(|(kind, reference)| listing_of_kind(&reference.to_string(), kind))
        .collect();
    let site = spawn(Spawn {
        properties,
        environment: vec![("LANGHE_DEMO_CONTENT", "true".into())],
        ..Spawn::site()
    })
    .await;

    let sitemap = body_text(site.in_process.get("/sitemap.xml").send().await).await;
    let pages: Vec<&str> = sitemap
        .split("<loc>")
        .skip(1)
        .map(|rest| &rest[..rest.find("</loc>").unwrap()])
        .map(|url| url.strip_prefix(PUBLIC_URL).expect("a page of the site"))
        .collect();
    let mut problems = Vec::new();
    let mut seen_types = std::collections::BTreeMap::<String, usize>::new();
    for page in &pages {
        let response = site.in_process.get(*page).send().await;
        response.assert_status_is_ok();
        for block in json_ld_blocks(&body_text(response).await) {
            let about = &block["about"]["@type"];
            let kind = about.as_str().map_or_else(
                || block["@type"].as_str().unwrap_or("?").to_owned(),
                |about| format!("RealEstateListing about {about}"),
            );
            *seen_types.entry(kind).or_default() += 1;
            problems.extend(
                vocabulary
                    .problems(&block)
                    .into_iter()
                    .map(|problem| format!("{page}: {problem}")),
            );
        }
    }

    assert!(problems.is_empty(), "{problems:#?}");
    // The crawl did reach every kind of block: the consultant, the articles and a listing of
    // each kind (the demo's public ones and ours).
    for (kind, at_least) in [
        ("RealEstateAgent", 1),
        ("Article", 13),
        ("RealEstateListing about SingleFamilyResidence", 3),
        ("RealEstateListing about Apartment", 1),
        ("RealEstateListing about Place", 3),
        ("RealEstateListing about Accommodation", 1),
    ] {
        let seen = seen_types.get(kind).copied().unwrap_or(0);
        assert!(seen >= at_least, "{kind}: {seen} in {seen_types:?}");
    }
}

#[tokio::test]
async fn an_article_says_when_it_was_last_changed_and_its_pictures_have_words() {
    let site = spawn(Spawn {
        articles: vec![article(1, "Truffles")],
        ..Spawn::site()
    })
    .await;
    let edited = chrono::Utc::now();
    let content = domain::article::ArticleContent {
        listing_description: "Truffle season".into(),
        meta_description: String::new(),
        meta_title: "Truffles".into(),
        path: "truffle-season".into(),
        text: "<p>White truffles</p>".into(),
        title: "The truffle season".into(),
        title2: "in Alba".into(),
        published: true,
        italian: None,
    };
    let articles = adapters::repositories::SqlArticleRepository::new(site.connection.clone());
    domain::ports::ArticleRepository::update(&articles, domain::ArticleId(1), &content)
        .await
        .unwrap();

    let html = body_text(
        site.in_process
            .get("/piemonte-property-news/langhe-property/truffle-season/1")
            .send()
            .await,
    )
    .await;
    let data = structured_data(&html, "Article");
    assert_eq!(data["datePublished"], "2024-10-03T08:30:00+00:00");
    let modified = chrono::DateTime::parse_from_rfc3339(data["dateModified"].as_str().unwrap())
        .unwrap_or_else(|_| panic!("{data}"));
    assert!(
        (modified.to_utc() - edited).num_seconds().abs() < 60,
        "{data}"
    );
    for tag in [
        r#"<meta property="og:image:alt" content="The truffle season">"#,
        r#"<meta name="twitter:image:alt" content="The truffle season">"#,
    ] {
        assert!(html.contains(tag), "{tag} missing from {html}");
    }

    let home = body_text(site.in_process.get("/it/index.html").send().await).await;
    assert!(
        home.contains(r#"<meta property="og:image:alt" content="Paesaggio piemontese dipinto"#),
        "{home}"
    );
}

/// The check itself finds what the vocabulary forbids, so that its silence above means
/// something.
#[test]
fn the_vocabulary_check_finds_wrong_types_domains_and_ranges() {
    let vocabulary = Vocabulary::load();
    let listing = |about: serde_json::Value| {
        json!({
            "@context": "https://schema.org",
            "@type": "RealEstateListing",
            "datePosted": "2024-05-01",
            "offers": { "@type": "Offer", "availability": "https://schema.org/InStock", "price": 1 },
            "about": about,
        })
    };
    let fine = listing(
        json!({ "@type": "House", "numberOfBedrooms": 3, "floorSize": {
        "@type": "QuantitativeValue", "value": 90, "unitCode": "MTK" } }),
    );
    assert_eq!(vocabulary.problems(&fine), Vec::<String>::new());
    for (about, problem) in [
        (
            json!({ "@type": "Residence", "numberOfBedrooms": 3 }),
            "$.about.numberOfBedrooms: not a property of [\"Residence\"]",
        ),
        (
            json!({ "@type": "Hovse" }),
            "$.about: Hovse is not a schema.org",
        ),
        (
            json!({ "@type": "House", "floorSize": 90 }),
            "$.about.floorSize: 90 is none of",
        ),
        (
            json!({ "@type": "House", "numberOfBathroomsTotal": 1.5 }),
            "$.about.numberOfBathroomsTotal: 1.5 is none of",
        ),
        (
            json!({ "@type": "House", "roomz": 1 }),
            "$.about.roomz: no such property",
        ),
        (json!({ "name": "no type" }), "$.about has no @type"),
    ] {
        let problems = vocabulary.problems(&listing(about));
        assert!(
            problems.iter().any(|found| found.starts_with(problem)),
            "{problem} not in {problems:?}"
        );
    }
    let wrong_date = json!({ "@context": "https://schema.org", "@type": "Article",
        "datePublished": "3 October", "author": "https://schema.org/InStock" });
    let problems = vocabulary.problems(&wrong_date);
    assert_eq!(problems.len(), 2, "{problems:?}");
}
