//! The texts a new property or article starts with (spec §3: a new property's "placeholder
//! texts" and default distances, the "New article defaults"). They are hints for the editor
//! to replace, never content to publish: the editor shows them as such, and a listing or an
//! article still holding one is refused publication (`property::placeholders`,
//! `article::placeholders`). Written once here; the front end gets them as site knowledge.

/// One field's default text and how a message names the field.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DefaultText {
    /// The field's name on the wire (`listing_title`).
    pub field: &'static str,
    /// How a message names it ("Listing title").
    pub label: &'static str,
    /// The text a new item starts with.
    pub text: &'static str,
    /// Where the default may hide in what she wrote.
    pub found: Found,
}

/// How a field still holds its default text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Found {
    /// The whole (trimmed) value is the default.
    Whole,
    /// One ';'-separated entry is the default (features).
    Entry,
    /// The default is somewhere in the HTML's text (a description or an article body, where
    /// she may have written around it).
    InText,
}

impl DefaultText {
    /// Whether `value` (as stored or submitted) still holds this default text. Case and
    /// surrounding spaces do not matter.
    pub fn is_left_in(&self, value: &str) -> bool {
        let wanted = self.text.to_lowercase();
        match self.found {
            Found::Whole => value.trim().to_lowercase() == wanted,
            Found::Entry => value
                .split(';')
                .any(|entry| entry.trim().to_lowercase() == wanted),
            Found::InText => html_text(value).to_lowercase().contains(&wanted),
        }
    }
}

/// The text of an HTML fragment: tags dropped, runs of white space made one space. Enough
/// to find a sentence the editor started with; not a general HTML parser.
fn html_text(html: &str) -> String {
    let mut text = String::with_capacity(html.len());
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => {
                in_tag = true;
                text.push(' ');
            }
            '>' if in_tag => in_tag = false,
            _ if !in_tag => text.push(c),
            _ => {}
        }
    }
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

const fn whole(field: &'static str, label: &'static str, text: &'static str) -> DefaultText {
    DefaultText {
        field,
        label,
        text,
        found: Found::Whole,
    }
}

/// A new property's texts, in the order a refusal names them: the headings first, as the
/// editor shows them.
pub const PROPERTY_DEFAULT_TEXTS: [DefaultText; 6] = [
    whole("title", "Title", "Your title here"),
    whole("title2", "Second title", "Your second title here"),
    whole("listing_title", "Listing title", "Listing title here"),
    whole("location", "Location", "Location here"),
    DefaultText {
        field: "description",
        label: "Description",
        text: "Description here",
        found: Found::InText,
    },
    DefaultText {
        field: "features",
        label: "Features",
        text: "Feature here",
        found: Found::Entry,
    },
];

/// A new property's travel times (spec §3): minutes, label, place key.
pub const DEFAULT_DISTANCES: [(u32, &str, &str); 4] = [
    (45, "from Alba", "alba"),
    (45, "from the Barolo area", "barolo"),
    (25, "from Asti", "asti"),
    (120, "from airports and coast", "airports"),
];

/// A new article's texts (spec §3 "New article defaults"), in the spec's validation order.
pub const ARTICLE_DEFAULT_TEXTS: [DefaultText; 4] = [
    whole(
        "listing_description",
        "Listing description",
        "Description here",
    ),
    whole("title", "Title", "Your title here"),
    whole("title2", "Second title", "Your second title here"),
    DefaultText {
        field: "text",
        label: "Article content text",
        text: "Content here",
        found: Found::InText,
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    fn default_of(texts: &[DefaultText], field: &str) -> DefaultText {
        *texts.iter().find(|t| t.field == field).unwrap()
    }

    #[test]
    fn a_whole_field_matches_only_its_default_whatever_the_case_and_spaces() {
        let title = default_of(&PROPERTY_DEFAULT_TEXTS, "title");
        for left in ["Your title here", "  your TITLE here ", "Your title here\t"] {
            assert!(title.is_left_in(left), "{left:?}");
        }
        for written in ["Your title here, rewritten", "A villa", ""] {
            assert!(!title.is_left_in(written), "{written:?}");
        }
    }

    #[test]
    fn a_list_matches_when_any_entry_is_the_default() {
        let features = default_of(&PROPERTY_DEFAULT_TEXTS, "features");
        assert!(features.is_left_in("Feature here"));
        assert!(features.is_left_in("4 bedrooms; feature here ;Pool"));
        assert!(!features.is_left_in("4 bedrooms;Pool"));
        assert!(!features.is_left_in("Feature here and there"));
    }

    #[test]
    fn html_matches_when_its_text_holds_the_default_anywhere() {
        let description = default_of(&PROPERTY_DEFAULT_TEXTS, "description");
        assert!(description.is_left_in("<p>Description here</p>"));
        assert!(description.is_left_in("<p>Stone house.</p><p><b>Description</b>\n here</p>"));
        assert!(!description.is_left_in("<p>A stone house with a view.</p>"));
        assert!(!description.is_left_in("<p class=\"Description here\">Stone</p>"));
    }

    #[test]
    fn the_article_defaults_are_the_specs() {
        let texts: Vec<_> = ARTICLE_DEFAULT_TEXTS.iter().map(|t| t.text).collect();
        assert_eq!(
            texts,
            [
                "Description here",
                "Your title here",
                "Your second title here",
                "Content here"
            ]
        );
    }
}
