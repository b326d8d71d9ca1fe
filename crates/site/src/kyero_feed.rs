//! `/feeds/kyero.xml`: every visible, unsold property in Kyero's XML feed v3, the format the
//! portals for international buyers read (Kyero, and the many that import its feed).
//!
//! Written as it is read: the listings come a batch at a time (`app::site::PortalListings`),
//! and each batch's XML goes to `sink` before the next is read, so the catalogue is never in
//! memory as a whole.

use crate::kyero_listing::{has_cover, KyeroListing};
use crate::xml_text::text_element as text;
use app::addresses::SiteUrls;
use app::site::{SiteReadError, SiteReads};
use bytes::Bytes;
use quick_xml::events::{BytesDecl, BytesEnd, BytesStart, Event};
use quick_xml::Writer;

pub const KYERO_FEED_PATH: &str = "/feeds/kyero.xml";

/// Where the feed's bytes go, in order.
#[async_trait::async_trait]
pub trait FeedSink: Send {
    async fn write(&mut self, bytes: Bytes) -> std::io::Result<()>;
}

#[derive(Debug, thiserror::Error)]
pub enum FeedError {
    #[error("reading the catalogue: {0:#}")]
    Read(#[from] SiteReadError),
    #[error("writing the feed: {0}")]
    Write(#[from] std::io::Error),
}

/// What the feed is read from.
pub struct FeedSources<'a> {
    pub reads: &'a SiteReads,
    pub urls: &'a SiteUrls,
}

/// Writes the whole feed to `sink`.
pub async fn write_feed(
    sources: &FeedSources<'_>,
    sink: &mut dyn FeedSink,
) -> Result<(), FeedError> {
    let mut listings = sources.reads.portal_listings().await?;
    sink.write(header()).await?;
    while let Some(batch) = listings.next_batch().await? {
        let mut writer = Writer::new_with_indent(Vec::new(), b' ', 2);
        for listing in &batch {
            // Kyero wants at least one picture: a listing waits for its cover.
            if !has_cover(&listing.dated.property, &listing.pictures) {
                continue;
            }
            let entry = KyeroListing::new(
                &listing.dated,
                listing.town.as_deref(),
                &listing.pictures,
                sources.urls,
            );
            write_listing(&mut writer, &entry)?;
        }
        sink.write(Bytes::from(writer.into_inner())).await?;
    }
    sink.write(footer()).await?;
    Ok(())
}

/// The declaration, `<root>` and the `<kyero>` block naming the version.
fn header() -> Bytes {
    let mut writer = Writer::new_with_indent(Vec::new(), b' ', 2);
    let written = writer
        .write_event(Event::Decl(BytesDecl::new("1.0", Some("UTF-8"), None)))
        .and_then(|()| writer.write_event(Event::Start(BytesStart::new("root"))))
        .and_then(|()| {
            writer
                .create_element("kyero")
                .write_inner_content(|writer| text(writer, "feed_version", "3"))
                .map(drop)
        });
    written.expect("writing to memory cannot fail");
    Bytes::from(writer.into_inner())
}

fn footer() -> Bytes {
    let mut writer = Writer::new(Vec::new());
    writer
        .write_event(Event::End(BytesEnd::new("root")))
        .expect("writing to memory cannot fail");
    let mut bytes = b"\n".to_vec();
    bytes.extend(writer.into_inner());
    bytes.push(b'\n');
    Bytes::from(bytes)
}

/// One `<property>`, its elements in the order of Kyero's specification.
pub fn write_listing(writer: &mut Writer<Vec<u8>>, listing: &KyeroListing) -> std::io::Result<()> {
    writer
        .create_element("property")
        .write_inner_content(|writer| {
            text(writer, "id", &listing.id)?;
            text(writer, "date", &listing.date)?;
            text(writer, "ref", &listing.reference)?;
            text(writer, "price", &listing.price)?;
            text(writer, "currency", "EUR")?;
            text(writer, "price_freq", "sale")?;
            text(writer, "type", listing.kind)?;
            text(writer, "town", &listing.town)?;
            text(writer, "province", &listing.province)?;
            // Kyero takes a listing without a country for one in Spain.
            text(writer, "country", "Italy")?;
            if let Some((latitude, longitude)) = &listing.location {
                parent(writer, "location", |writer| {
                    text(writer, "latitude", latitude)?;
                    text(writer, "longitude", longitude)
                })?;
            }
            if let Some(beds) = listing.beds {
                text(writer, "beds", &beds.to_string())?;
            }
            if let Some(baths) = listing.baths {
                text(writer, "baths", &baths.to_string())?;
            }
            if listing.built.is_some() || listing.plot.is_some() {
                parent(writer, "surface_area", |writer| {
                    if let Some(built) = listing.built {
                        text(writer, "built", &built.to_string())?;
                    }
                    if let Some(plot) = listing.plot {
                        text(writer, "plot", &plot.to_string())?;
                    }
                    Ok(())
                })?;
            }
            parent(writer, "energy_rating", |writer| {
                text(writer, "consumption", listing.consumption)
            })?;
            parent(writer, "url", |writer| {
                text(writer, "en", &listing.url)?;
                match &listing.url_it {
                    Some(italian) => text(writer, "it", italian),
                    None => Ok(()),
                }
            })?;
            parent(writer, "desc", |writer| {
                text(writer, "en", &listing.description)?;
                match &listing.description_it {
                    Some(italian) => text(writer, "it", italian),
                    None => Ok(()),
                }
            })?;
            if !listing.features.is_empty() {
                parent(writer, "features", |writer| {
                    listing
                        .features
                        .iter()
                        .try_for_each(|feature| text(writer, "feature", feature))
                })?;
            }
            // Kyero requires `<images>`, empty when there is no picture.
            parent(writer, "images", |writer| {
                for (number, url) in (1..).zip(&listing.images) {
                    writer
                        .create_element("image")
                        .with_attribute(("id", number.to_string().as_str()))
                        .write_inner_content(|writer| text(writer, "url", url))?;
                }
                Ok(())
            })?;
            Ok(())
        })?;
    Ok(())
}

fn parent(
    writer: &mut Writer<Vec<u8>>,
    name: &str,
    children: impl FnOnce(&mut Writer<Vec<u8>>) -> std::io::Result<()>,
) -> std::io::Result<()> {
    writer.create_element(name).write_inner_content(children)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn listing() -> KyeroListing {
        KyeroListing {
            id: "123".into(),
            date: "2026-03-09 08:05:01".into(),
            reference: "123".into(),
            price: "x".into(),
            kind: "Farmhouse",
            town: "Monforte d'Alba".into(),
            province: "Cuneo".into(),
            location: Some(("44.58".into(), "7.96".into())),
            beds: Some(4),
            baths: Some(2),
            built: Some(250),
            plot: None,
            consumption: "A",
            url: "https://langhe.example/p?a=1&b=2".into(),
            description: "Stone & <brick>".into(),
            url_it: None,
            description_it: None,
            features: vec!["Pool".into()],
            images: vec!["https://cdn.example/v/1/1.jpg".into()],
        }
    }

    #[test]
    fn a_listing_is_written_escaped_in_the_specifications_order() {
        let mut writer = Writer::new(Vec::new());
        write_listing(&mut writer, &listing()).unwrap();
        let xml = String::from_utf8(writer.into_inner()).unwrap();
        assert_eq!(
            xml,
            "<property><id>123</id><date>2026-03-09 08:05:01</date><ref>123</ref>\
             <price>x</price><currency>EUR</currency><price_freq>sale</price_freq>\
             <type>Farmhouse</type><town>Monforte d&apos;Alba</town><province>Cuneo</province>\
             <country>Italy</country>\
             <location><latitude>44.58</latitude><longitude>7.96</longitude></location>\
             <beds>4</beds><baths>2</baths><surface_area><built>250</built></surface_area>\
             <energy_rating><consumption>A</consumption></energy_rating>\
             <url><en>https://langhe.example/p?a=1&amp;b=2</en></url>\
             <desc><en>Stone &amp; &lt;brick&gt;</en></desc>\
             <features><feature>Pool</feature></features>\
             <images><image id=\"1\"><url>https://cdn.example/v/1/1.jpg</url></image></images>\
             </property>"
        );
    }

    #[test]
    fn an_italian_description_follows_the_english_one() {
        let mut translated = listing();
        translated.description_it = Some("Pietra & mattoni".into());
        translated.url_it = Some("https://langhe.example/it/p?a=1&b=2".into());
        let mut writer = Writer::new(Vec::new());
        write_listing(&mut writer, &translated).unwrap();
        let xml = String::from_utf8(writer.into_inner()).unwrap();
        assert!(
            xml.contains(
                "<desc><en>Stone &amp; &lt;brick&gt;</en><it>Pietra &amp; mattoni</it></desc>"
            ),
            "{xml}"
        );
        assert!(
            xml.contains(
                "<url><en>https://langhe.example/p?a=1&amp;b=2</en>\
                 <it>https://langhe.example/it/p?a=1&amp;b=2</it></url>"
            ),
            "{xml}"
        );
    }

    #[test]
    fn optional_groups_are_left_out_when_empty_and_images_stay_empty() {
        let mut bare = listing();
        bare.location = None;
        bare.built = None;
        bare.beds = None;
        bare.baths = None;
        bare.features.clear();
        bare.images.clear();
        let mut writer = Writer::new(Vec::new());
        write_listing(&mut writer, &bare).unwrap();
        let xml = String::from_utf8(writer.into_inner()).unwrap();
        for absent in [
            "<location>",
            "<surface_area>",
            "<features>",
            "<beds>",
            "<baths>",
        ] {
            assert!(!xml.contains(absent), "{absent} in {xml}");
        }
        assert!(xml.ends_with("<images></images></property>"), "{xml}");
    }

    #[test]
    fn the_envelope_names_version_three() {
        let mut xml = String::from_utf8(header().to_vec()).unwrap();
        xml.push_str(std::str::from_utf8(&footer()).unwrap());
        assert!(
            xml.starts_with(r#"<?xml version="1.0" encoding="UTF-8"?>"#),
            "{xml}"
        );
        assert!(
            xml.contains("<root>\n  <kyero>\n    <feed_version>3</feed_version>\n  </kyero>"),
            "{xml}"
        );
        assert!(xml.ends_with("</root>\n"), "{xml}");
    }
}
