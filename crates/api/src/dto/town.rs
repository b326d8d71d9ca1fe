use super::{ImageLinks, TownTranslationsDto};
use app::html::sanitize_html;
use domain::{Town, TownFact};
use pictures::town_key;
use poem_openapi::Object;

#[derive(Debug, Clone, Object)]
#[oai(rename = "TownFact")]
pub struct TownFactDto {
    pub label: String,
    pub value: String,
}

#[derive(Debug, Clone, Object)]
#[oai(rename = "Town")]
pub struct TownDto {
    pub id: i64,
    pub name: String,
    pub name2: String,
    /// ';'-separated 'label:value' entries, as stored.
    pub facts: String,
    /// `facts` split into label and value.
    pub facts_d: Vec<TownFactDto>,
    pub short_description: String,
    /// Sanitized HTML: cleaned with the server's allow-list as it is sent (as well as when it
    /// was saved), so a client may insert it as it is.
    pub text: String,
    pub path: String,
    /// The town's picture.
    pub image: String,
    pub image_webp: String,
    /// The texts in Italian (`translations.it`), each empty until written.
    pub translations: TownTranslationsDto,
}

impl From<TownFact> for TownFactDto {
    fn from(fact: TownFact) -> Self {
        Self {
            label: fact.label,
            value: fact.value,
        }
    }
}

impl TownDto {
    pub fn new(town: Town, links: ImageLinks<'_>) -> Self {
        let (image, image_webp) = links.jpg_and_webp(&town_key(&town.path));
        Self {
            facts_d: town.facts_d().into_iter().map(TownFactDto::from).collect(),
            id: town.id.0,
            name: town.name,
            name2: town.name2,
            facts: town.facts,
            short_description: town.short_description,
            text: sanitize_html(&town.text),
            path: town.path,
            image,
            image_webp,
            translations: town.italian.into(),
        }
    }
}
