//! A write's content changes as the text of one notification: `{origin} {change},{change}…`
//! (one notification per write, so that the other servers clear each cache once for it).

use super::Origin;
use domain::ports::ContentChange;
use domain::{ArticleId, Ref};

const SEPARATOR: char = ',';

pub fn encode(origin: &Origin, changes: &[ContentChange]) -> String {
    let changes: Vec<String> = changes.iter().map(encode_one).collect();
    format!(
        "{} {}",
        origin.as_str(),
        changes.join(&SEPARATOR.to_string())
    )
}

fn encode_one(change: &ContentChange) -> String {
    match change {
        ContentChange::Property(reference) => format!("property {}", reference.as_str()),
        ContentChange::PropertyCatalogue => "property-catalogue".to_owned(),
        ContentChange::Article(id) => format!("article {}", id.0),
        ContentChange::ArticleCatalogue => "article-catalogue".to_owned(),
        ContentChange::Towns => "towns".to_owned(),
        ContentChange::Everything => "everything".to_owned(),
    }
}

/// The sender and the changes. A change this version cannot read (a newer server's) is
/// taken as `Everything`: dropping too much only costs renders, too little serves stale pages.
/// (A server from before several changes shared a notification reads such a list as one
/// unreadable change, so it drops everything: safe while versions are mixed.)
pub fn decode(payload: &str) -> (&str, Vec<ContentChange>) {
    let (origin, changes) = payload.split_once(' ').unwrap_or((payload, ""));
    (origin, changes.split(SEPARATOR).map(decode_one).collect())
}

fn decode_one(change: &str) -> ContentChange {
    match change.split_once(' ') {
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
    }
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
            let text = encode(&origin, std::slice::from_ref(&change));
            assert_eq!(decode(&text), (origin.as_str(), vec![change]));
        }
    }

    #[test]
    fn a_write_s_changes_travel_in_one_notification() {
        let origin = Origin::random();
        let changes = vec![
            ContentChange::Property(Ref::parse("123").unwrap()),
            ContentChange::PropertyCatalogue,
        ];
        let text = encode(&origin, &changes);
        assert_eq!(
            text,
            format!("{} property 123,property-catalogue", origin.as_str())
        );
        assert_eq!(decode(&text), (origin.as_str(), changes));
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
            assert_eq!(
                decode(payload).1,
                vec![ContentChange::Everything],
                "{payload}"
            );
        }
    }
}
