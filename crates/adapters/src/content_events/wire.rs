//! A content change as the text of a notification: `{origin} {change}`.

use super::Origin;
use domain::ports::ContentChange;
use domain::{ArticleId, Ref};

pub fn encode(origin: &Origin, change: &ContentChange) -> String {
    let change = match change {
        ContentChange::Property(reference) => format!("property {}", reference.as_str()),
        ContentChange::PropertyCatalogue => "property-catalogue".to_owned(),
        ContentChange::Article(id) => format!("article {}", id.0),
        ContentChange::ArticleCatalogue => "article-catalogue".to_owned(),
        ContentChange::Towns => "towns".to_owned(),
        ContentChange::Everything => "everything".to_owned(),
    };
    format!("{} {change}", origin.as_str())
}

/// The sender and the change. A change this version cannot read (a newer server's) is
/// taken as `Everything`: dropping too much only costs renders, too little serves stale pages.
pub fn decode(payload: &str) -> (&str, ContentChange) {
    let (origin, change) = payload.split_once(' ').unwrap_or((payload, ""));
    let change = match change.split_once(' ') {
        Some(("property", reference)) => Ref::parse_stored(reference)
            .map(ContentChange::Property)
            .unwrap_or(ContentChange::Everything),
        Some(("article", id)) => id
            .parse()
            .map(|id| ContentChange::Article(ArticleId(id)))
            .unwrap_or(ContentChange::Everything),
        _ => match change {
            "property-catalogue" => ContentChange::PropertyCatalogue,
            "article-catalogue" => ContentChange::ArticleCatalogue,
            "towns" => ContentChange::Towns,
            _ => ContentChange::Everything,
        },
    };
    (origin, change)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_change_round_trips_with_its_origin() {
        let origin = Origin::random();
        for change in [
            ContentChange::Property(Ref::parse("123").unwrap()),
            ContentChange::Property(Ref::parse_stored("100042").unwrap()),
            ContentChange::PropertyCatalogue,
            ContentChange::Article(ArticleId(42)),
            ContentChange::ArticleCatalogue,
            ContentChange::Towns,
            ContentChange::Everything,
        ] {
            let text = encode(&origin, &change);
            assert_eq!(decode(&text), (origin.as_str(), change));
        }
    }

    #[test]
    fn an_unreadable_change_drops_everything() {
        for payload in [
            "abc",
            "abc property 12x",
            "abc article x",
            "abc gallery 123",
            "",
        ] {
            assert_eq!(decode(payload).1, ContentChange::Everything, "{payload}");
        }
    }
}
