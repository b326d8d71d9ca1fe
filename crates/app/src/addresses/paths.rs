//! The site's addresses that the API, the mails and the site itself all link to (spec §2):
//! a property's page, the property list's pages, an article's page and the article list's.

use domain::{ArticleId, Ref};

pub const PROPERTY_LIST: &str = "/piedmont-property-for-sale";
pub const PROPERTY_DETAIL: &str = "/property/for-sale";
/// The category segment the site's own links use.
pub const PROPERTY_CATEGORY: &str = "in-italy";
/// The Italian list and property pages (issue #30): the words an Italian buyer searches for
/// ("immobili in vendita Piemonte"), under /it/ like the site's other Italian pages.
pub const ITALIAN_PROPERTY_LIST: &str = "/it/immobili-in-vendita-piemonte";
pub const ITALIAN_PROPERTY_DETAIL: &str = "/it/immobile/in-vendita";
pub const ITALIAN_PROPERTY_CATEGORY: &str = "in-italia";
pub const ARTICLE_LIST: &str = "/piemonte-property-news";
/// Where an article's Italian page lives (issue #30), under /it/ like the other Italian pages.
pub const ITALIAN_ARTICLE_LIST: &str = "/it/notizie-immobiliari-piemonte";
pub const ARTICLE_DETAIL_SEGMENT: &str = "langhe-property";
/// Where a one-time sign-in link (`langhe create-user`) lands: `/sign-in?token=…`.
pub const SIGN_IN: &str = "/sign-in";
/// The same page in Italian: both ask for a sign-in link by mail when they carry no token.
pub const ITALIAN_SIGN_IN: &str = "/it/accesso";
/// The staff inbox of enquiries and their delivery status.
pub const STAFF_INBOX: &str = "/staff/enquiries";
/// The admin's list of towns with their create and edit forms.
pub const STAFF_TOWNS: &str = "/staff/towns";
/// The staff's visit statistics of the site and of each property (issue 29).
pub const STAFF_STATISTICS: &str = "/staff/statistics";

pub fn property_path(reference: &Ref, slug: &str) -> String {
    format!(
        "{PROPERTY_DETAIL}/{PROPERTY_CATEGORY}/{reference}{}",
        slug.trim_matches('/')
    )
}

pub fn property_list_path(page: u32) -> String {
    format!("{PROPERTY_LIST}/{page}")
}

/// The Italian page of a property (the same ref and slug as the English one).
pub fn italian_property_path(reference: &Ref, slug: &str) -> String {
    format!(
        "{ITALIAN_PROPERTY_DETAIL}/{ITALIAN_PROPERTY_CATEGORY}/{reference}{}",
        slug.trim_matches('/')
    )
}

pub fn italian_property_list_path(page: u32) -> String {
    format!("{ITALIAN_PROPERTY_LIST}/{page}")
}

pub fn article_list_path(page: u32) -> String {
    format!("{ARTICLE_LIST}/{page}")
}

pub fn article_path(id: ArticleId, slug: &str) -> String {
    let slug = slug.trim_matches('/');
    let slug = if slug.is_empty() { "article" } else { slug };
    format!("{ARTICLE_LIST}/{ARTICLE_DETAIL_SEGMENT}/{slug}/{id}")
}

/// An article's Italian page (the same slug and id as the English one).
pub fn italian_article_path(id: ArticleId, slug: &str) -> String {
    let slug = slug.trim_matches('/');
    let slug = if slug.is_empty() { "article" } else { slug };
    format!("{ITALIAN_ARTICLE_LIST}/{ARTICLE_DETAIL_SEGMENT}/{slug}/{id}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn canonical_paths_are_built_from_the_stored_slug() {
        let reference = Ref::parse("123").unwrap();
        assert_eq!(
            property_path(&reference, "-villa-barolo"),
            "/property/for-sale/in-italy/123-villa-barolo"
        );
        assert_eq!(
            italian_property_path(&reference, "-villa-barolo"),
            "/it/immobile/in-vendita/in-italia/123-villa-barolo"
        );
        assert_eq!(
            italian_property_list_path(2),
            "/it/immobili-in-vendita-piemonte/2"
        );
        assert_eq!(
            article_path(ArticleId(5), "truffle-season"),
            "/piemonte-property-news/langhe-property/truffle-season/5"
        );
        assert_eq!(
            italian_article_path(ArticleId(5), "truffle-season"),
            "/it/notizie-immobiliari-piemonte/langhe-property/truffle-season/5"
        );
        assert_eq!(
            article_path(ArticleId(5), ""),
            "/piemonte-property-news/langhe-property/article/5"
        );
    }
}
