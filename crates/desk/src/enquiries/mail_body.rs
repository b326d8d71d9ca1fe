//! The text of the mail the consultant receives (spec §7): name, email, the form's fields,
//! where it came from, and for a property enquiry a link to the property.

use super::form::FilledForm;
use app::addresses::share_link::with_access;
use domain::ports::EnquiryKind;
use domain::property::{ShareKey, SHARE_KEY_PARAMETER};
use domain::Ref;

/// The property page as the site links it (spec §2: category `in-italy`).
pub fn property_page_url(public_url: &str, reference: &Ref) -> String {
    format!(
        "{}/property/for-sale/in-italy/{reference}",
        public_url.trim_end_matches('/')
    )
}

/// The property's Italian page (issue #30), with its address's slug.
pub fn italian_property_page_url(public_url: &str, reference: &Ref, slug: &str) -> String {
    format!(
        "{}{}",
        public_url.trim_end_matches('/'),
        app::addresses::paths::italian_property_path(reference, slug)
    )
}

/// `page` with `key` in its query, when there is one: the address an unlisted home's page
/// opens at.
pub(crate) fn with_share_key(page: &str, key: Option<&ShareKey>) -> String {
    match key {
        Some(key) => with_access(page, &format!("{SHARE_KEY_PARAMETER}={key}")),
        None => page.to_owned(),
    }
}

fn source_note(kind: EnquiryKind) -> &'static str {
    match kind {
        EnquiryKind::PropertyEnquiry => "the enquiry form on a property page",
        EnquiryKind::Contact => "the English contact page",
        EnquiryKind::ItalianContact => "the Italian contact page",
        EnquiryKind::Consultancy => "the consultancy request form",
        EnquiryKind::Message => "a message sent to /api/email/send without form fields",
        EnquiryKind::NewsletterConfirmation => "the newsletter sign-up",
        EnquiryKind::AlertConfirmation | EnquiryKind::AlertDigest => "a saved-search alert",
        EnquiryKind::SignInLink => "the sign-in screen",
        EnquiryKind::Viewing => "the viewing request form",
        EnquiryKind::ViewingMail => "the viewing desk",
        EnquiryKind::Reply => "the staff's desk",
        EnquiryKind::DeskDigest => "the desk's daily digest",
        EnquiryKind::OwnerReport => "an owner's report",
    }
}

/// One "Label: value" line per field; a value with line breaks starts on its own line; then
/// where it was sent from and a link to each home it names.
pub(crate) fn compose(form: &FilledForm, public_url: &str) -> String {
    compose_with_keys(form, public_url, &[])
}

/// `compose`, the link to each unlisted home in `share_keys` carrying its key: the page
/// opens only with it.
pub(crate) fn compose_with_keys(
    form: &FilledForm,
    public_url: &str,
    share_keys: &[(Ref, ShareKey)],
) -> String {
    let mut lines: Vec<String> = form
        .fields
        .iter()
        .map(|(label, value)| {
            if value.contains('\n') {
                format!("{label}:\n{value}")
            } else {
                format!("{label}: {value}")
            }
        })
        .collect();
    lines.push(String::new());
    lines.push(format!(
        "Sent from {} of {public_url}.",
        source_note(form.kind)
    ));
    for reference in &form.properties {
        let page = property_page_url(public_url, reference);
        let key = share_keys
            .iter()
            .find(|(keyed, _)| keyed == reference)
            .map(|(_, key)| key);
        lines.push(format!("Property page: {}", with_share_key(&page, key)));
    }
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::enquiry::EnquirySubject;
    use domain::Email;

    #[test]
    fn a_property_enquiry_mail_lists_the_fields_then_the_source_and_the_link() {
        let form = FilledForm {
            kind: EnquiryKind::PropertyEnquiry,
            subject: EnquirySubject::Property {
                reference: "123".into(),
            },
            name: Some("Anna".into()),
            email: Some(Email::parse("anna@example.com").unwrap()),
            reference: Some("123".into()),
            properties: vec![Ref::parse("123").unwrap()],
            fields: vec![
                ("Name".into(), "Anna".into()),
                ("Email".into(), "anna@example.com".into()),
                ("Reference Number".into(), "123".into()),
                ("Message".into(), "Is it still\navailable?".into()),
            ],
        };
        let body = compose(&form, "https://langhe.example/");
        assert_eq!(
            body,
            "Name: Anna\nEmail: anna@example.com\nReference Number: 123\nMessage:\nIs it still\navailable?\n\n\
             Sent from the enquiry form on a property page of https://langhe.example/.\n\
             Property page: https://langhe.example/property/for-sale/in-italy/123"
        );
    }
}
