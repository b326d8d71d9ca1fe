//! A town's texts in Italian (issue #30), in every town answer and body as `translations.it`,
//! named like the English fields beside them, each empty when not written.

use super::rule_text::{RuleText, TownFacts, TownShortDescription, TownText};
use super::TownFactDto;
use app::html::sanitize_html;
use domain::town::{TownTexts, TownTextsInput};
use domain::town_input::TownTranslationsInput;
use poem_openapi::Object;

/// A town's texts in one language beside English; empty: not written in it (the English
/// text stands in on the Italian page). Its name and area are the same in every language.
#[derive(Debug, Clone, Object)]
#[oai(rename = "TownTexts")]
pub struct TownTextsDto {
    /// ';'-separated 'label:value' entries, as stored.
    pub facts: String,
    /// `facts` split into label and value.
    pub facts_d: Vec<TownFactDto>,
    pub short_description: String,
    /// Sanitized HTML, cleaned as it is sent like the English text.
    pub text: String,
}

/// A town's texts in the languages beside English.
#[derive(Debug, Clone, Object)]
#[oai(rename = "TownTranslations")]
pub struct TownTranslationsDto {
    /// Italian.
    pub it: TownTextsDto,
}

impl From<TownTexts> for TownTranslationsDto {
    fn from(italian: TownTexts) -> Self {
        Self {
            it: TownTextsDto {
                facts_d: italian
                    .facts_d()
                    .into_iter()
                    .map(TownFactDto::from)
                    .collect(),
                facts: italian.facts,
                short_description: italian.short_description,
                text: sanitize_html(&italian.text),
            },
        }
    }
}

/// A town's texts in Italian as saved. Every field may be left out or null, which leaves it
/// empty; the limits are the English fields'.
#[derive(Debug, Clone, Default, Object)]
#[oai(rename = "TownTextsInput")]
pub struct TownTextsBody {
    /// ';'-separated 'label:value' entries ("Altitudine:301 m").
    pub facts: RuleText<TownFacts>,
    pub short_description: RuleText<TownShortDescription>,
    /// HTML; sanitized on save like the English text.
    pub text: RuleText<TownText>,
}

/// The texts of a save in the languages beside English.
#[derive(Debug, Clone, Default, Object)]
#[oai(rename = "TownTranslationsInput")]
pub struct TownTranslationsBody {
    /// Italian. Left out or null: the stored Italian texts are kept; sent: they are replaced
    /// as a whole.
    #[oai(nullable)]
    pub it: Option<TownTextsBody>,
}

impl From<TownTranslationsBody> for TownTranslationsInput {
    fn from(body: TownTranslationsBody) -> Self {
        Self {
            it: body.it.map(|texts| TownTextsInput {
                facts: texts.facts.into_inner(),
                short_description: texts.short_description.into_inner(),
                text: texts.text.into_inner(),
            }),
        }
    }
}
