//! Which of an enquiry's stored fields is the visitor's own message: the inbox shows it
//! first. The forms label it (`desk::enquiries` stores the labels with the values).

use crate::ports::EnquiryField;

/// The message's label on the English forms (property enquiry, contact, a plain message).
pub const MESSAGE_LABEL: &str = "Message";
/// The message's label on the Italian contact form.
pub const ITALIAN_MESSAGE_LABEL: &str = "Messaggio";

/// The visitor's message, when the form has one (the consultancy request has none: its
/// answers are all fields of their own).
pub fn visitor_message(fields: &[EnquiryField]) -> Option<&str> {
    fields
        .iter()
        .find(|(label, _)| label == MESSAGE_LABEL || label == ITALIAN_MESSAGE_LABEL)
        .map(|(_, value)| value.as_str())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fields(pairs: &[(&str, &str)]) -> Vec<EnquiryField> {
        pairs
            .iter()
            .map(|(l, v)| ((*l).to_owned(), (*v).to_owned()))
            .collect()
    }

    #[test]
    fn the_message_is_found_by_its_label_in_either_language() {
        let english = fields(&[("Name", "Anna"), ("Message", "Still for sale?")]);
        assert_eq!(visitor_message(&english), Some("Still for sale?"));
        let italian = fields(&[("Nome", "Anna"), ("Messaggio", "Ancora in vendita?")]);
        assert_eq!(visitor_message(&italian), Some("Ancora in vendita?"));
        let consultancy = fields(&[("Name", "Anna"), ("Dream", "A vineyard")]);
        assert_eq!(visitor_message(&consultancy), None);
    }
}
