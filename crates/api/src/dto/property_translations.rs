//! A property's texts in Italian (issue #30), in every property answer and body as
//! `translations.it`: the same names as the English fields beside them, each empty when not
//! written. A client showing the Italian page uses a field's Italian text when it is not
//! empty and the English one otherwise (marking that block as English).

use super::rule_text::{
    OptionalPropertyLine, PropertyDescription, PropertyListText, PropertyMetaDescription, RuleText,
};
use app::html::sanitize_html;
use domain::property::{CardTexts, PropertyTextsInput, TranslationsInput};
use domain::PropertyTexts;
use poem_openapi::Object;

/// A property's texts in one language beside English; empty: not written in it.
#[derive(Debug, Clone, Object)]
#[oai(rename = "PropertyTexts")]
pub struct PropertyTextsDto {
    pub title: String,
    pub title2: String,
    pub listing_title: String,
    pub location: String,
    pub meta_title: String,
    pub meta_description: String,
    pub price_description: String,
    /// Sanitized HTML, cleaned as it is sent like the English description.
    pub description: String,
    /// ';'-separated lines, as stored.
    pub description_list: String,
    pub description_list_d: Vec<String>,
    /// ';'-separated lines, as stored.
    pub features: String,
    pub features_d: Vec<String>,
    /// Whether its title, listing title and description are written: only then is the page
    /// offered in this language (`hreflang`, the sitemap, the portal feed).
    pub complete: bool,
}

impl From<PropertyTexts> for PropertyTextsDto {
    fn from(texts: PropertyTexts) -> Self {
        Self {
            description_list_d: texts.description_list_d(),
            features_d: texts.features_d(),
            complete: texts.is_complete(),
            description: sanitize_html(&texts.description),
            title: texts.title,
            title2: texts.title2,
            listing_title: texts.listing_title,
            location: texts.location,
            meta_title: texts.meta_title,
            meta_description: texts.meta_description,
            price_description: texts.price_description,
            description_list: texts.description_list,
            features: texts.features,
        }
    }
}

/// A property's texts in the languages beside English.
#[derive(Debug, Clone, Object)]
#[oai(rename = "PropertyTranslations")]
pub struct PropertyTranslationsDto {
    /// Italian.
    pub it: PropertyTextsDto,
}

impl From<PropertyTexts> for PropertyTranslationsDto {
    fn from(italian: PropertyTexts) -> Self {
        Self { it: italian.into() }
    }
}

/// What a card shows in one language beside English; empty: not written in it.
#[derive(Debug, Clone, Object)]
#[oai(rename = "PropertyCardTexts")]
pub struct CardTextsDto {
    pub listing_title: String,
    pub location: String,
}

/// A card's texts in the languages beside English.
#[derive(Debug, Clone, Object)]
#[oai(rename = "PropertyCardTranslations")]
pub struct CardTranslationsDto {
    /// Italian.
    pub it: CardTextsDto,
}

impl From<CardTexts> for CardTranslationsDto {
    fn from(italian: CardTexts) -> Self {
        Self {
            it: CardTextsDto {
                listing_title: italian.listing_title,
                location: italian.location,
            },
        }
    }
}

/// A property's texts in Italian as saved. Every field may be left out or null, which
/// leaves it empty (the English text stands in on the Italian page); the limits are the
/// English fields'.
#[derive(Debug, Clone, Default, Object)]
#[oai(rename = "PropertyTextsInput")]
pub struct PropertyTextsBody {
    pub title: RuleText<OptionalPropertyLine>,
    pub title2: RuleText<OptionalPropertyLine>,
    pub listing_title: RuleText<OptionalPropertyLine>,
    pub location: RuleText<OptionalPropertyLine>,
    pub meta_title: RuleText<OptionalPropertyLine>,
    pub meta_description: RuleText<PropertyMetaDescription>,
    pub price_description: RuleText<OptionalPropertyLine>,
    /// HTML; sanitized on save like the English description.
    pub description: RuleText<PropertyDescription>,
    /// ';'-separated lines.
    pub description_list: RuleText<PropertyListText>,
    /// ';'-separated lines.
    pub features: RuleText<PropertyListText>,
}

/// The texts of a save in the languages beside English.
#[derive(Debug, Clone, Default, Object)]
#[oai(rename = "PropertyTranslationsInput")]
pub struct PropertyTranslationsBody {
    /// Italian. Left out or null: the stored Italian texts are kept (a client that knows
    /// nothing of translations cannot erase them); sent: they are replaced as a whole.
    #[oai(nullable)]
    pub it: Option<PropertyTextsBody>,
}

impl From<PropertyTranslationsBody> for TranslationsInput {
    fn from(body: PropertyTranslationsBody) -> Self {
        Self {
            it: body.it.map(|texts| PropertyTextsInput {
                title: texts.title.into_inner(),
                title2: texts.title2.into_inner(),
                listing_title: texts.listing_title.into_inner(),
                location: texts.location.into_inner(),
                meta_title: texts.meta_title.into_inner(),
                meta_description: texts.meta_description.into_inner(),
                price_description: texts.price_description.into_inner(),
                description: texts.description.into_inner(),
                description_list: texts.description_list.into_inner(),
                features: texts.features.into_inner(),
            }),
        }
    }
}
