//! The pages behind the newsletter's and the alerts' mailed links (confirm, unsubscribe), in
//! English and Italian: the question with its button (GET changes nothing: mail scanners open
//! links to check them), then the answer once the button has POSTed. Plain HTML from the server, no script, so it works from any
//! mail program and under the site's policy (`form-action 'self'`).

use maud::{html, Markup, DOCTYPE};
use poem::http::header;
use poem::Request;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Language {
    English,
    Italian,
}

impl Language {
    /// Italian when the browser's first preference is Italian.
    pub fn of(request: &Request) -> Self {
        let first = request
            .headers()
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|value| value.to_str().ok())
            .and_then(|value| value.split(',').next())
            .unwrap_or_default()
            .trim()
            .to_ascii_lowercase();
        if first == "it" || first.starts_with("it-") || first.starts_with("it;") {
            Self::Italian
        } else {
            Self::English
        }
    }
}

/// Which mailed link the page is behind.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Link {
    Confirm,
    Unsubscribe,
    /// A saved-search alert's confirmation link.
    AlertConfirm,
    /// A saved-search alert's `List-Unsubscribe` and delete link.
    AlertDelete,
}

pub(super) struct Texts {
    lang: &'static str,
    title: &'static str,
    question: &'static str,
    button: &'static str,
    done: &'static str,
    home: &'static str,
    home_path: &'static str,
}

const UNSUBSCRIBE_ENGLISH: Texts = Texts {
    lang: "en",
    title: "Unsubscribe | Langhe Property",
    question: "Do you want to stop receiving the Langhe Property newsletter at this address?",
    button: "Unsubscribe",
    done: "You have been unsubscribed. You will not receive the newsletter any more.",
    home: "Back to Langhe Property",
    home_path: "/",
};

const UNSUBSCRIBE_ITALIAN: Texts = Texts {
    lang: "it",
    title: "Annulla l'iscrizione | Langhe Property",
    question: "Desidera smettere di ricevere la newsletter di Langhe Property a questo indirizzo?",
    button: "Annulla l'iscrizione",
    done: "La sua iscrizione è stata annullata. Non riceverà più la newsletter.",
    home: "Torna a Langhe Property",
    home_path: "/it/index.html",
};

/// The spec's success words for the sign-up box, now said once the address is confirmed.
const CONFIRM_ENGLISH: Texts = Texts {
    lang: "en",
    title: "Confirm your subscription | Langhe Property",
    question: "Do you want to receive the Langhe Property newsletter at this address?",
    button: "Confirm subscription",
    done: "Thank you! You have successfully joined our subscriber list.",
    home: "Back to Langhe Property",
    home_path: "/",
};

const CONFIRM_ITALIAN: Texts = Texts {
    lang: "it",
    title: "Conferma l'iscrizione | Langhe Property",
    question: "Desidera ricevere la newsletter di Langhe Property a questo indirizzo?",
    button: "Conferma l'iscrizione",
    done: "Grazie! La sua iscrizione alla newsletter è confermata.",
    home: "Torna a Langhe Property",
    home_path: "/it/index.html",
};

const ALERT_CONFIRM_ENGLISH: Texts = Texts {
    lang: "en",
    title: "Confirm your alert | Langhe Property",
    question: "Do you want Langhe Property to e-mail you new homes like the ones you chose?",
    button: "Confirm alert",
    done: "Thank you! Your alert is confirmed: new homes like these will come to your inbox.",
    home: "Back to Langhe Property",
    home_path: "/",
};

const ALERT_CONFIRM_ITALIAN: Texts = Texts {
    lang: "it",
    title: "Conferma l'avviso | Langhe Property",
    question: "Desidera che Langhe Property le invii per e-mail le nuove case come quelle scelte?",
    button: "Conferma l'avviso",
    done: "Grazie! Il suo avviso è confermato: le nuove case come queste arriveranno nella sua casella.",
    home: "Torna a Langhe Property",
    home_path: "/it/index.html",
};

const ALERT_DELETE_ENGLISH: Texts = Texts {
    lang: "en",
    title: "Delete your alert | Langhe Property",
    question: "Do you want to delete this alert and stop its e-mails about new homes?",
    button: "Delete alert",
    done: "Your alert has been deleted. You will not receive its e-mails any more.",
    home: "Back to Langhe Property",
    home_path: "/",
};

const ALERT_DELETE_ITALIAN: Texts = Texts {
    lang: "it",
    title: "Cancella l'avviso | Langhe Property",
    question:
        "Desidera cancellare questo avviso e non ricevere più le sue e-mail sulle nuove case?",
    button: "Cancella l'avviso",
    done: "Il suo avviso è stato cancellato. Non riceverà più le sue e-mail.",
    home: "Torna a Langhe Property",
    home_path: "/it/index.html",
};

fn texts(link: Link, language: Language) -> &'static Texts {
    match (link, language) {
        (Link::AlertConfirm, Language::English) => &ALERT_CONFIRM_ENGLISH,
        (Link::AlertConfirm, Language::Italian) => &ALERT_CONFIRM_ITALIAN,
        (Link::AlertDelete, Language::English) => &ALERT_DELETE_ENGLISH,
        (Link::AlertDelete, Language::Italian) => &ALERT_DELETE_ITALIAN,
        (Link::Confirm, Language::English) => &CONFIRM_ENGLISH,
        (Link::Confirm, Language::Italian) => &CONFIRM_ITALIAN,
        (Link::Unsubscribe, Language::English) => &UNSUBSCRIBE_ENGLISH,
        (Link::Unsubscribe, Language::Italian) => &UNSUBSCRIBE_ITALIAN,
    }
}

fn page(texts: &Texts, body: Markup) -> String {
    plain_page(texts.lang, texts.title, body, texts.home_path, texts.home)
}

/// A page of its own: no script, no stylesheet, not indexed.
pub(super) fn plain_page(
    lang: &str,
    title: &str,
    body: Markup,
    home_path: &str,
    home: &str,
) -> String {
    html! {
        (DOCTYPE)
        html lang=(lang) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                meta name="robots" content="noindex";
                title { (title) }
            }
            body {
                main {
                    h1 { "Langhe Property" }
                    (body)
                    p { a href=(home_path) { (home) } }
                }
            }
        }
    }
    .into_string()
}

/// The question, with a button that POSTs to `action` (the link itself).
pub fn question(link: Link, language: Language, action: &str) -> String {
    let texts = texts(link, language);
    page(
        texts,
        html! {
            p { (texts.question) }
            form method="post" action=(action) {
                button type="submit" { (texts.button) }
            }
        },
    )
}

pub fn done(link: Link, language: Language) -> String {
    let texts = texts(link, language);
    page(texts, html! { p role="status" { (texts.done) } })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_question_escapes_its_link_and_speaks_the_browsers_language() {
        let page = question(
            Link::Unsubscribe,
            Language::English,
            "/api/newsletter/unsubscribe?token=a\"b&c",
        );
        assert!(
            page.contains(r#"action="/api/newsletter/unsubscribe?token=a&quot;b&amp;c""#),
            "{page}"
        );
        assert!(page.contains("Do you want to stop receiving"));
        let italian = Request::builder()
            .header(header::ACCEPT_LANGUAGE, "it-IT,it;q=0.9,en;q=0.8")
            .finish();
        assert_eq!(Language::of(&italian), Language::Italian);
        let english = Request::builder()
            .header(header::ACCEPT_LANGUAGE, "en-GB,it;q=0.5")
            .finish();
        assert_eq!(Language::of(&english), Language::English);
        assert!(done(Link::Unsubscribe, Language::Italian)
            .contains("La sua iscrizione è stata annullata."));
        assert!(question(
            Link::Confirm,
            Language::English,
            "/api/newsletter/confirm?token=a"
        )
        .contains("Confirm subscription"));
        assert!(done(Link::Confirm, Language::English)
            .contains("You have successfully joined our subscriber list."));
    }
}
