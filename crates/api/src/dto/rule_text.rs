//! Text fields of the staff forms whose rules the published schema states (`required`,
//! `minLength`, `maxLength`, `pattern`, `nullable`) so that generated clients and fuzzers know
//! them, while the server still answers a value that breaks one with the spec's own message,
//! in the spec's order (400 'Listing title missing', …): the type documents the rule and
//! accepts anything, and the domain's validation decides, exactly as before. `maxLength`
//! counts the characters as sent, as the domain's length caps do. An optional field may be
//! null, which means the same as leaving it out.

use poem_openapi::registry::{MetaSchema, MetaSchemaRef};
use poem_openapi::types::{ParseError, ParseFromJSON, ParseResult, ToJSON, Type};
use serde_json::Value;
use std::borrow::Cow;
use std::marker::PhantomData;

/// What the server requires of one kind of field.
pub trait TextRule: Send + Sync {
    const NAME: &'static str;
    /// Absent is refused (with the field's 'missing' message).
    const REQUIRED: bool = true;
    /// An ECMA-262 pattern the value must contain a match of.
    const PATTERN: Option<&'static str>;
    const MAX_LENGTH: Option<usize> = None;

    /// The pattern as published; a rule whose pattern is built (see `any_case`) overrides it.
    fn pattern() -> Option<String> {
        Self::PATTERN.map(str::to_owned)
    }
}

/// A pattern matching one of `words` in any letter case, or nothing, with white space around
/// (the domain trims and ignores case for these choices).
fn any_case(words: &[&str]) -> String {
    let alternatives: Vec<String> = words
        .iter()
        .map(|word| {
            word.chars()
                .map(|c| {
                    if c.is_ascii_alphabetic() {
                        format!("[{}{}]", c.to_ascii_lowercase(), c.to_ascii_uppercase())
                    } else {
                        c.to_string()
                    }
                })
                .collect()
        })
        .collect();
    format!(r"^\s*({})?\s*$", alternatives.join("|"))
}

/// The submitted value (None when absent), whatever it is: the domain validates it.
pub struct RuleText<R: TextRule>(pub Option<String>, PhantomData<R>);

impl<R: TextRule> RuleText<R> {
    pub fn into_inner(self) -> Option<String> {
        self.0
    }

    /// The same value under another rule (the rules are the schema's; the value is as sent).
    pub fn retype<S: TextRule>(self) -> RuleText<S> {
        RuleText(self.0, PhantomData)
    }
}

impl<R: TextRule> Clone for RuleText<R> {
    fn clone(&self) -> Self {
        Self(self.0.clone(), PhantomData)
    }
}

impl<R: TextRule> Default for RuleText<R> {
    fn default() -> Self {
        Self(None, PhantomData)
    }
}

impl<R: TextRule> std::fmt::Debug for RuleText<R> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl<R: TextRule> Type for RuleText<R> {
    const IS_REQUIRED: bool = R::REQUIRED;
    type RawValueType = String;
    type RawElementValueType = String;

    fn name() -> Cow<'static, str> {
        R::NAME.into()
    }

    fn schema_ref() -> MetaSchemaRef {
        MetaSchemaRef::Inline(Box::new(MetaSchema {
            min_length: R::REQUIRED.then_some(1),
            max_length: R::MAX_LENGTH,
            pattern: R::pattern(),
            nullable: !R::REQUIRED,
            ..MetaSchema::new("string")
        }))
    }

    fn as_raw_value(&self) -> Option<&String> {
        self.0.as_ref()
    }

    fn raw_element_iter<'a>(&'a self) -> Box<dyn Iterator<Item = &'a String> + 'a> {
        Box::new(self.0.iter())
    }

    fn is_none(&self) -> bool {
        self.0.is_none()
    }
}

impl<R: TextRule> ParseFromJSON for RuleText<R> {
    fn parse_from_json(value: Option<Value>) -> ParseResult<Self> {
        match value {
            None | Some(Value::Null) => Ok(Self::default()),
            Some(Value::String(text)) => Ok(Self(Some(text), PhantomData)),
            Some(other) => Err(ParseError::expected_type(other)),
        }
    }
}

impl<R: TextRule> ToJSON for RuleText<R> {
    fn to_json(&self) -> Option<Value> {
        self.0.clone().map(Value::String)
    }
}

macro_rules! text_rules {
    ($($(#[$doc:meta])* $rule:ident: required $required:expr, pattern $pattern:expr, max $max:expr;)*) => {
        $(
            $(#[$doc])*
            pub struct $rule;
            impl TextRule for $rule {
                const NAME: &'static str = stringify!($rule);
                const REQUIRED: bool = $required;
                const PATTERN: Option<&'static str> = $pattern;
                const MAX_LENGTH: Option<usize> = $max;
            }
        )*
    };
}

/// Some text other than white space (the server trims): a character that is neither white space nor one the text rules strip (`domain::text`).
const NOT_BLANK: &str = r"[^\s\u0000-\u001f\u007f-\u009f\ufffe\uffff]";
/// A property's path and pictures path lose these characters (spec §5) and are trimmed.
const PATH_CHARACTER: &str = r"[^\s\u0000-\u001f\u007f-\u009f\ufffe\uffff:/?#\[\]@%=<>{}|^~`']";
/// `PATH_CHARACTER`, or nothing but white space.
const DRAFT_PATH: &str = r"^\s*$|[^\s\u0000-\u001f\u007f-\u009f\ufffe\uffff:/?#\[\]@%=<>{}|^~`']";

/// An article's path as `domain::article::input` checks it: the text rules' stray characters
/// go anywhere, white space around is trimmed, and what is left is one or more characters,
/// none of them white space or one the URL-suffix rule strips. So a path of only stray
/// characters (which the server strips to nothing: "Path missing") does not match, and
/// neither does white space or `\v`/`\f` inside (stricter than the server, which strips those
/// two: the schema may refuse what the server would take, never the other way round).
const ARTICLE_PATH: &str = concat!(
    r"^[\s\u0000-\u001f\u007f-\u009f\ufffe\uffff]*",
    r"[^\s\u0000-\u001f\u007f-\u009f\ufffe\uffff:/?#\[\]@%=<>{}|^~`']",
    r"[^\s:/?#\[\]@%=<>{}|^~`']*",
    r"[\s\u0000-\u001f\u007f-\u009f\ufffe\uffff]*$",
);

text_rules! {
    /// Three digits (surrounding white space is trimmed).
    PropertyRef: required true, pattern Some(r"^\s*[0-9]{3}\s*$"), max None;
    /// A new property's ref when its first photo saves it as a draft: three digits, or left
    /// out or null for the next free one.
    DraftPropertyRef: required false, pattern Some(r"^\s*[0-9]{3}\s*$"), max None;
    /// An event's page: a path on this site with its query (`crate::events::is_site_path`).
    EventPath: required true, pattern Some(crate::events::PATH_PATTERN), max Some(crate::events::MAX_ADDRESS);
    /// The page before an event's: an http(s) address, or empty (`crate::events::is_referrer`).
    EventReferrer: required false, pattern Some(crate::events::REFERRER_PATTERN), max Some(crate::events::MAX_ADDRESS);
    /// The filters of a search that found nothing, as a query (`crate::events::is_search`).
    EventSearch: required false, pattern Some(crate::events::SEARCH_PATTERN), max Some(crate::events::MAX_ADDRESS);
    /// A home an event names (a brochure printed): a stored ref, three digits or six, as text
    /// (a JSON number is refused, as the schema says), or left out or null.
    EventPropertyRef: required false, pattern Some("^[0-9]{3}([0-9]{3})?$"), max None;
    /// Required text: not empty, not only white space.
    NonBlank: required true, pattern Some(NOT_BLANK), max None;
    /// A property's path: a character that is kept.
    PropertyPath: required true, pattern Some(PATH_CHARACTER), max None;
    /// A draft's path: empty (then made from the title) or with a character that is kept.
    DraftPropertyPath: required false, pattern Some(DRAFT_PATH), max None;
    /// A town's name.
    TownName: required true, pattern Some(NOT_BLANK), max Some(domain::town_input::MAX_TOWN_LINE_CHARS);
    /// A town's path, which names its picture: lower-case letters, digits and hyphens.
    TownPath: required true, pattern Some(r"^\s*[a-z0-9-]+\s*$"), max Some(domain::town_input::MAX_TOWN_PATH_CHARS);
    TownLine: required false, pattern None, max Some(domain::town_input::MAX_TOWN_LINE_CHARS);
    TownShortDescription: required false, pattern None, max Some(domain::town_input::MAX_TOWN_SHORT_DESCRIPTION_CHARS);
    TownFacts: required false, pattern None, max Some(domain::town_input::MAX_TOWN_FACTS_CHARS);
    TownText: required false, pattern None, max Some(domain::town_input::MAX_TOWN_TEXT_CHARS);
    /// An article's path: URL characters only, nothing the settings dialog would strip.
    ArticlePath: required true, pattern Some(ARTICLE_PATH), max Some(article::MAX_ARTICLE_PATH_CHARS);
    ArticleLine: required true, pattern Some(NOT_BLANK), max Some(article::MAX_ARTICLE_LINE_CHARS);
    ArticleListingDescription: required true, pattern Some(NOT_BLANK), max Some(article::MAX_LISTING_DESCRIPTION_CHARS);
    ArticleMetaDescription: required false, pattern None, max Some(article::MAX_ARTICLE_META_DESCRIPTION_CHARS);
    ArticleText: required true, pattern Some(NOT_BLANK), max Some(article::MAX_ARTICLE_TEXT_CHARS);
    /// An article's Italian texts (issue #30): each may be empty, within the English limits.
    OptionalArticleLine: required false, pattern None, max Some(article::MAX_ARTICLE_LINE_CHARS);
    OptionalArticleListingDescription: required false, pattern None, max Some(article::MAX_LISTING_DESCRIPTION_CHARS);
    OptionalArticleText: required false, pattern None, max Some(article::MAX_ARTICLE_TEXT_CHARS);
    PropertyLine: required true, pattern Some(NOT_BLANK), max Some(property::MAX_LINE_CHARS);
    OptionalPropertyLine: required false, pattern None, max Some(property::MAX_LINE_CHARS);
    /// The Italian label of a distance or a counter block (issue #30).
    OptionalDistanceLabel: required false, pattern None, max Some(property::MAX_DISTANCE_LABEL_CHARS);
    OptionalCounterLabel: required false, pattern None, max Some(property::MAX_COUNTER_LABEL_CHARS);
    PropertyMetaDescription: required false, pattern None, max Some(property::MAX_META_DESCRIPTION_CHARS);
    PropertyDescription: required false, pattern None, max Some(property::MAX_DESCRIPTION_CHARS);
    PropertyListText: required false, pattern None, max Some(property::MAX_LIST_TEXT_CHARS);
    /// A distance's place: lower-case letters, digits and hyphens.
    PlaceKey: required true, pattern Some(r"^\s*[a-z0-9-]+\s*$"), max None;
    LeadNote: required true, pattern Some(NOT_BLANK), max Some(domain::enquiry::lead::MAX_NOTE_CHARS);
    LeadReply: required true, pattern Some(NOT_BLANK), max Some(domain::enquiry::lead::MAX_REPLY_CHARS);
    /// A cadastral category such as 'A/2' (the domain checks the number exists), or empty.
    CadastralCategoryText: required false, pattern Some(r"^\s*([A-Fa-f][ /]*[0-9]{1,2})?\s*$"), max None;
    /// 'lat;lng', or empty for no position.
    PropertyCoordinates: required false, pattern Some(r"^\s*([^;]*;[^;]*)?\s*$"), max None;
    /// The host of the page that sent the visitor to the site.
    ReferrerHost: required false, pattern None, max Some(domain::enquiry::MAX_REFERRER_HOST_CHARS);
    /// One of the landing address's `utm_*` values.
    UtmTag: required false, pattern None, max Some(domain::enquiry::MAX_UTM_CHARS);
}

use domain::article::input as article;
use domain::property::validation as property;

/// A choice among fixed words, in any letter case, or empty.
macro_rules! choice_rules {
    ($($(#[$doc:meta])* $rule:ident: $words:expr;)*) => {
        $(
            $(#[$doc])*
            pub struct $rule;
            impl TextRule for $rule {
                const NAME: &'static str = stringify!($rule);
                const REQUIRED: bool = false;
                const PATTERN: Option<&'static str> = None;
                fn pattern() -> Option<String> {
                    Some(any_case(&$words))
                }
            }
        )*
    };
}

choice_rules! {
    /// hidden, unlisted or visible; empty means hidden.
    PropertyVisibility: ["hidden", "unlisted", "visible"];
    /// A4, A3, A2, A1, B, C, D, E, F or G; empty means not stated.
    PropertyEnergyClass: domain::property::EnergyClass::ALL.map(|class| class.as_str());
    /// villa, farmhouse, house, apartment, land or commercial; empty means not stated.
    PropertyKindChoice: domain::property::PropertyKind::ALL.map(|kind| kind.as_str());
    /// high, medium or low, or the APE's alta, media, bassa; empty means not stated.
    EnvelopeQualityChoice: ["high", "medium", "low", "alta", "media", "bassa"];
    /// private or company; empty means not stated.
    SellerKindChoice: ["private", "company"];
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::article::input::ArticleInput;

    /// What the server answers to `path`, the other fields valid.
    fn server_accepts(path: &str) -> bool {
        let input = ArticleInput {
            listing_description: Some("A listing description".into()),
            meta_title: Some("A title".into()),
            path: Some(path.into()),
            text: Some("The article's text".into()),
            title: Some("A title".into()),
            title2: Some("A second title".into()),
            ..ArticleInput::default()
        };
        input.validate().is_ok()
    }

    #[test]
    fn the_article_path_pattern_matches_only_paths_the_server_takes() {
        let pattern = regex::Regex::new(&ArticlePath::pattern().unwrap()).unwrap();
        for (path, taken) in [
            ("barolo-en-primeur", true),
            ("  barolo  ", true),
            ("\u{1}barolo\u{7f}", true),
            ("ba\u{7f}rolo", true),
            ("bar\u{1}olo", true),
            ("\u{1}", false),
            ("\u{85}", false),
            (" \u{7f}\u{ffff} ", false),
            ("\u{0}\t\u{0}", false),
            ("barolo en primeur", false),
            ("barolo/en", false),
            ("barolo?", false),
            ("   ", false),
        ] {
            assert_eq!(server_accepts(path), taken, "{path:?}");
            assert_eq!(pattern.is_match(path), taken, "{path:?}");
        }
    }
}
