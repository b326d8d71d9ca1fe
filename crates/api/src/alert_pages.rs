//! The page behind an alert's "change or delete" link, in the alert's language: what it asks
//! for, a form that changes it and a button that deletes it (both POST; opening the link
//! changes nothing). Plain HTML from the server, no script, like the newsletter's pages.

use crate::newsletter_link_pages::plain_page;
use app::alerts::ManagedAlert;
use domain::alert::{filter_to_text, AlertLanguage};
use domain::{PropertyKind, Town};
use maud::html;

struct Words {
    lang: &'static str,
    title: &'static str,
    intro: &'static str,
    pending: &'static str,
    see_now: &'static str,
    change: &'static str,
    min_price: &'static str,
    max_price: &'static str,
    town: &'static str,
    any_town: &'static str,
    kinds: &'static str,
    min_bedrooms: &'static str,
    save: &'static str,
    delete: &'static str,
    delete_button: &'static str,
    changed: &'static str,
    home: &'static str,
    home_path: &'static str,
}

const ENGLISH: Words = Words {
    lang: "en",
    title: "Your home alert | Langhe Property",
    intro: "New homes like these are e-mailed to",
    pending: "This alert waits for you to open the confirmation link we have mailed you.",
    see_now: "See the homes that match now",
    change: "Change the alert",
    min_price: "Lowest price (€)",
    max_price: "Highest price (€)",
    town: "Town",
    any_town: "Any town",
    kinds: "Kind of property",
    min_bedrooms: "Bedrooms, at least",
    save: "Save changes",
    delete: "Delete the alert",
    delete_button: "Delete alert",
    changed: "Your alert has been changed.",
    home: "Back to Langhe Property",
    home_path: "/",
};

const ITALIAN: Words = Words {
    lang: "it",
    title: "Il suo avviso di nuove case | Langhe Property",
    intro: "Le nuove case come queste vengono inviate a",
    pending: "Questo avviso attende che lei apra il link di conferma che le abbiamo inviato.",
    see_now: "Vedi le case che corrispondono ora",
    change: "Modifica l'avviso",
    min_price: "Prezzo minimo (€)",
    max_price: "Prezzo massimo (€)",
    town: "Comune",
    any_town: "Qualsiasi comune",
    kinds: "Tipo di immobile",
    min_bedrooms: "Camere da letto, almeno",
    save: "Salva le modifiche",
    delete: "Cancella l'avviso",
    delete_button: "Cancella l'avviso",
    changed: "Il suo avviso è stato modificato.",
    home: "Torna a Langhe Property",
    home_path: "/it/index.html",
};

/// The page for `managed`; `manage_action` and `delete_action` are the links the forms POST
/// to; `changed` adds the line saying a change was saved.
pub fn manage_page(
    managed: &ManagedAlert,
    towns: &[Town],
    manage_action: &str,
    delete_action: &str,
    changed: bool,
) -> String {
    let words = match managed.alert.language {
        AlertLanguage::English => &ENGLISH,
        AlertLanguage::Italian => &ITALIAN,
    };
    let filter = &managed.alert.filter;
    let amount = |price: Option<domain::Price>| price.map(|p| p.amount().to_string());
    let list = format!(
        "{}?{}",
        app::addresses::paths::property_list_path(1),
        filter_to_text(filter)
    );
    let body = html! {
        @if changed { p role="status" { (words.changed) } }
        p { (words.intro) " " strong { (managed.alert.email.as_str()) } ":" }
        p { strong { (managed.description) } }
        @if managed.alert.confirmed_at.is_none() { p { (words.pending) } }
        p { a href=(list) { (words.see_now) } }
        h2 { (words.change) }
        form method="post" action=(manage_action) {
            p { label { (words.min_price) " " input type="number" min="0" name="min_price" value=[amount(filter.min_price)]; } }
            p { label { (words.max_price) " " input type="number" min="0" name="max_price" value=[amount(filter.max_price)]; } }
            p {
                label {
                    (words.town) " "
                    select name="town" {
                        option value="" { (words.any_town) }
                        @for town in towns {
                            option value=(town.id.0) selected[filter.town == Some(town.id)] { (town.name) }
                        }
                    }
                }
            }
            fieldset {
                legend { (words.kinds) }
                @for kind in PropertyKind::ALL {
                    label {
                        input type="checkbox" name=(format!("kind_{}", kind.as_str())) value="on" checked[filter.kinds.contains(&kind)];
                        " " (kind.as_str()) " "
                    }
                }
            }
            p { label { (words.min_bedrooms) " " input type="number" min="0" name="min_bedrooms" value=[filter.min_bedrooms.map(|n| n.get().to_string())]; } }
            button type="submit" { (words.save) }
        }
        h2 { (words.delete) }
        form method="post" action=(delete_action) {
            button type="submit" { (words.delete_button) }
        }
    };
    plain_page(words.lang, words.title, body, words.home_path, words.home)
}
