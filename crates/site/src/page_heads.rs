//! Which head tags a route gets, drawn from the property or article the route names (read
//! once, by `page_item`).

use crate::head_tags::{Alternate, HeadTags, PageKind, ShareImage};
use crate::language::Language;
use crate::page_item::PageItem;
use crate::page_photos::{page_photos, PagePhoto};
use crate::site_route::{self, ItemAddress, SiteRoute};
use crate::static_pages::{self as pages, StaticPage};
use crate::structured_data::{self, ArticleFacts, ListingFacts};
use app::addresses::share_link::with_access;
use app::addresses::SiteUrls;
use app::properties::GalleryKeys;
use domain::property::SHARE_KEY_PARAMETER;
use domain::{Article, Property, Visibility};
use pictures::PropertyImageKeys;

#[derive(Debug)]
pub enum PageOutcome {
    Found(HeadTags),
    /// No such item, or one visitors may not see: the front end shows its not-found page.
    NotFound,
}

pub struct PageHeads<'a> {
    pub urls: &'a SiteUrls,
}

impl PageHeads<'_> {
    /// `item`: what the route names, as read for this visitor.
    pub fn for_route(&self, route: &SiteRoute, item: &PageItem) -> PageOutcome {
        match route {
            // The front end's own not-found route is a not-found answer too.
            SiteRoute::Static(page) if page.path == pages::NOT_FOUND.path => PageOutcome::NotFound,
            SiteRoute::Static(page) => PageOutcome::Found(self.static_page(page)),
            SiteRoute::PropertyList {
                filters, language, ..
            } if !filters.is_empty() => {
                // A filtered list is one of countless views of the plain one: out of search
                // results, pointing search engines at the plain list.
                PageOutcome::Found(HeadTags {
                    noindex: true,
                    follow: true,
                    ..self.property_list(*language, 1)
                })
            }
            SiteRoute::PropertyList { page, language, .. } => {
                PageOutcome::Found(self.property_list(*language, *page))
            }
            SiteRoute::ArticleList { page } => PageOutcome::Found(self.list_page(
                pages::ARTICLE_LIST_TITLE,
                pages::ARTICLE_LIST_DESCRIPTION,
                &site_route::article_list_path(*page),
            )),
            SiteRoute::Property(ItemAddress::Existing(_), language) => {
                match item {
                    PageItem::Property(property, galleries) => PageOutcome::Found(
                        self.property_head(property, galleries.as_deref(), *language),
                    ),
                    _ => PageOutcome::NotFound,
                }
            }
            SiteRoute::Article(ItemAddress::Existing(_), language) => match item {
                PageItem::Article(article) => {
                    PageOutcome::Found(self.article_head(article, *language))
                }
                _ => PageOutcome::NotFound,
            },
            SiteRoute::Property(ItemAddress::New, _) | SiteRoute::Article(ItemAddress::New, _) => {
                PageOutcome::Found(self.staff_form(pages::NEW_ITEM_TITLE))
            }
            SiteRoute::SignIn(Language::English) => {
                PageOutcome::Found(self.staff_form(pages::SIGN_IN_TITLE))
            }
            SiteRoute::SignIn(Language::Italian) => PageOutcome::Found(HeadTags {
                language: Language::Italian,
                description: pages::ITALIAN_PROPERTY_DEFAULT_DESCRIPTION.to_owned(),
                ..self.staff_form(pages::ITALIAN_SIGN_IN_TITLE)
            }),
            SiteRoute::StaffInbox => PageOutcome::Found(self.staff_form(pages::STAFF_INBOX_TITLE)),
            SiteRoute::StaffTowns => PageOutcome::Found(self.staff_form(pages::STAFF_TOWNS_TITLE)),
            SiteRoute::StaffStatistics => {
                PageOutcome::Found(self.staff_form(pages::STAFF_STATISTICS_TITLE))
            }
        }
    }

    pub fn not_found(&self) -> HeadTags {
        self.static_page(&pages::NOT_FOUND)
    }

    fn static_page(&self, page: &StaticPage) -> HeadTags {
        let canonical_url = self.urls.page(page.canonical_path);
        let structured_data = if page.describes_consultant {
            vec![structured_data::real_estate_agent(
                &self.urls.page("/"),
                page.description,
            )]
        } else {
            vec![]
        };
        HeadTags {
            language: page.language,
            title: page.title.to_owned(),
            description: page.description.to_owned(),
            canonical_url,
            kind: PageKind::Website,
            image: Some(self.site_share_image(page.language)),
            noindex: page.path == pages::NOT_FOUND.path || page.personal,
            follow: false,
            alternates: alternates(self.urls, page.canonical_path),
            structured_data,
        }
    }

    /// A page of the property list in `language`, paired with the same page in the other.
    fn property_list(&self, language: Language, page: u32) -> HeadTags {
        let english = site_route::property_list_path(page);
        let italian = site_route::italian_property_list_path(page);
        let alternates = pair(self.urls, &english, &italian);
        match language {
            Language::English => HeadTags {
                alternates,
                ..self.list_page(
                    pages::PROPERTY_LIST_TITLE,
                    pages::PROPERTY_LIST_DESCRIPTION,
                    &english,
                )
            },
            Language::Italian => HeadTags {
                language,
                image: Some(self.site_share_image(language)),
                alternates,
                ..english_page(
                    pages::list_title(pages::ITALIAN_PROPERTY_LIST_TITLE),
                    pages::ITALIAN_PROPERTY_LIST_DESCRIPTION.to_owned(),
                    self.urls.page(&italian),
                )
            },
        }
    }

    fn list_page(&self, title: &str, description: &str, canonical_path: &str) -> HeadTags {
        HeadTags {
            image: Some(self.site_share_image(Language::English)),
            ..english_page(
                pages::list_title(title),
                description.to_owned(),
                self.urls.page(canonical_path),
            )
        }
    }

    /// The site's own picture, for pages that have none of their own.
    fn site_share_image(&self, language: Language) -> ShareImage {
        ShareImage {
            url: self.urls.share_image(),
            alt: pages::share_image_alt(language).to_owned(),
        }
    }

    fn staff_form(&self, title: &str) -> HeadTags {
        HeadTags {
            noindex: true,
            ..english_page(
                title.to_owned(),
                pages::PROPERTY_DEFAULT_DESCRIPTION.to_owned(),
                self.urls.page("/"),
            )
        }
    }

    /// `galleries`: the property's photos and their captions, when the head may name them.
    /// The Italian page's texts are the Italian ones where written (`PageTexts`); it is paired
    /// with the English page, and is its own canonical address, only once its main Italian
    /// texts are written (`PropertyTexts::is_complete`): until then it points search engines
    /// at the English page, whose text it mostly shows.
    fn property_head(
        &self,
        property: &Property,
        galleries: Option<&GalleryKeys>,
        language: Language,
    ) -> HeadTags {
        let texts = PageTexts::of(property, language);
        let title = texts.title;
        let description = texts.description;
        let english_path = site_route::property_path(&property.reference, &property.path);
        let italian_path = site_route::italian_property_path(&property.reference, &property.path);
        let translated = property.italian.is_complete();
        let canonical_path = match language {
            Language::Italian if translated => &italian_path,
            _ => &english_path,
        };
        let url = self.urls.page(canonical_path);
        let image = self
            .urls
            .property_listing_image(&PropertyImageKeys::of(property), property.pictures_version);
        // An unlisted listing's page is only drawn for its share link: its address and picture
        // in the head (a link preview's) carry the key, or they would lead to "not found".
        let (url, image) = match property
            .share_key
            .filter(|_| property.visibility == Visibility::Unlisted)
        {
            Some(key) => {
                let pair = format!("{SHARE_KEY_PARAMETER}={key}");
                (with_access(&url, &pair), with_access(&image, &pair))
            }
            None => (url, image),
        };
        let name = texts.name;
        let photos = galleries.map_or_else(Vec::new, |galleries| {
            page_photos(galleries, self.urls.image_base())
        });
        // The listing picture is made from the cover photo: the cover's caption describes it.
        let cover_caption = photos.first().and_then(|photo| photo.caption.clone());
        // The listing picture shows the home the listing names; until its cover is uploaded
        // the site's own picture stands in, never an address that answers "not found".
        let share = if property.has_listing {
            ShareImage {
                url: image,
                alt: cover_caption.clone().unwrap_or_else(|| name.clone()),
            }
        } else {
            self.site_share_image(language)
        };
        let cover = PagePhoto {
            url: share.url.clone(),
            caption: cover_caption.filter(|_| property.has_listing),
        };
        let images: Vec<PagePhoto> = std::iter::once(cover).chain(photos).collect();
        let listing = structured_data::real_estate_listing(&ListingFacts {
            property,
            name: &name,
            description: &description,
            url: &url,
            images: &images,
            language: language.tag(),
        });
        // An unlisted listing is out of search results: no translations to offer them.
        let alternates = if translated && property.visibility == Visibility::Visible {
            pair(self.urls, &english_path, &italian_path)
        } else {
            vec![]
        };
        HeadTags {
            language,
            image: Some(share),
            noindex: property.visibility == Visibility::Unlisted,
            structured_data: vec![listing],
            alternates,
            ..english_page(title, description, url)
        }
    }

    /// The Italian page's texts are the Italian ones where written, the English ones else
    /// (as the page shows them); paired with the English page, and its own canonical address,
    /// once its title and text are written (`ArticleTexts::is_complete`).
    fn article_head(&self, article: &Article, language: Language) -> HeadTags {
        let it = &article.italian;
        let (title, description, headline) = match language {
            Language::English => {
                let title = or_default(&article.meta_title, pages::ARTICLE_DEFAULT_TITLE);
                let description = or_default(
                    &article.meta_description,
                    pages::ARTICLE_DEFAULT_DESCRIPTION,
                );
                let headline = or_default(&article.title, &title);
                (title, description, headline)
            }
            Language::Italian => {
                let title = first_written(
                    &[&it.meta_title, &it.title, &article.meta_title],
                    pages::ITALIAN_ARTICLE_DEFAULT_TITLE,
                );
                let description = first_written(
                    &[&it.meta_description, &article.meta_description],
                    pages::ITALIAN_ARTICLE_DEFAULT_DESCRIPTION,
                );
                let headline = first_written(&[&it.title, &article.title], &title);
                (title, description, headline)
            }
        };
        let english_path = site_route::article_path(article.id, &article.path);
        let italian_path = site_route::italian_article_path(article.id, &article.path);
        let translated = it.is_complete();
        let url = self.urls.page(match language {
            Language::Italian if translated => &italian_path,
            _ => &english_path,
        });
        let image = self.urls.article_banner(article.id);
        let data = structured_data::news_article(&ArticleFacts {
            article,
            headline: &headline,
            description: &description,
            url: &url,
            image: &image,
            site_url: &self.urls.page("/"),
            language: language.tag(),
        });
        HeadTags {
            language,
            alternates: if translated {
                pair(self.urls, &english_path, &italian_path)
            } else {
                vec![]
            },
            kind: PageKind::Article,
            // The banner illustrates the article its headline names.
            image: Some(ShareImage {
                url: image,
                alt: headline,
            }),
            structured_data: vec![data],
            ..english_page(title, description, url)
        }
    }
}

/// `en`, `it` and `x-default` (the English page) for pages written in both languages.
pub fn alternates(urls: &SiteUrls, canonical_path: &str) -> Vec<Alternate> {
    match pages::translation_of(canonical_path) {
        Some(translation) => pair(urls, translation.english, translation.italian),
        None => vec![],
    }
}

/// A page's English and Italian addresses as `hreflang` alternates, the English one also the
/// `x-default`.
pub fn pair(urls: &SiteUrls, english: &str, italian: &str) -> Vec<Alternate> {
    vec![
        Alternate {
            hreflang: Language::English.tag(),
            url: urls.page(english),
        },
        Alternate {
            hreflang: Language::Italian.tag(),
            url: urls.page(italian),
        },
        Alternate {
            hreflang: "x-default",
            url: urls.page(english),
        },
    ]
}

/// What a property's head says in one language. In Italian each text is the Italian one when
/// written, else the English one (as the page itself shows), and the site's own default last
/// (the front end's `propertyHead` reads them in the same order, so both heads agree).
struct PageTexts {
    title: String,
    description: String,
    name: String,
}

impl PageTexts {
    fn of(property: &Property, language: Language) -> Self {
        let english = Self {
            title: or_default(&property.meta_title, pages::PROPERTY_DEFAULT_TITLE),
            description: or_default(
                &property.meta_description,
                pages::PROPERTY_DEFAULT_DESCRIPTION,
            ),
            name: or_default(&property.listing_title, &property.title),
        };
        let it = &property.italian;
        match language {
            Language::English => english,
            Language::Italian => Self {
                title: first_written(
                    &[&it.meta_title, &it.listing_title, &property.meta_title],
                    pages::ITALIAN_PROPERTY_DEFAULT_TITLE,
                ),
                description: first_written(
                    &[&it.meta_description, &property.meta_description],
                    pages::ITALIAN_PROPERTY_DEFAULT_DESCRIPTION,
                ),
                name: first_written(&[&it.listing_title, &it.title], &english.name),
            },
        }
    }
}

/// The first of `texts` with more than white space in it, trimmed, or `default`.
fn first_written(texts: &[&str], default: &str) -> String {
    texts
        .iter()
        .map(|text| text.trim())
        .find(|text| !text.is_empty())
        .unwrap_or(default)
        .to_owned()
}

fn english_page(title: String, description: String, canonical_url: String) -> HeadTags {
    HeadTags {
        language: Language::English,
        title,
        description,
        canonical_url,
        kind: PageKind::Website,
        image: None,
        noindex: false,
        follow: false,
        alternates: vec![],
        structured_data: vec![],
    }
}

fn or_default(value: &str, default: &str) -> String {
    let value = value.trim();
    if value.is_empty() { default } else { value }.to_owned()
}
