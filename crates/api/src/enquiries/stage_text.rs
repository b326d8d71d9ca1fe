//! The stage a body asks for, as sent: its schema lists the stages (so clients and fuzzers
//! know them) and says null is accepted, while any text is handed to the domain, which
//! refuses an unknown stage with its own message (`LeadStage::parse`), not poem's.

use domain::enquiry::lead::LeadStage;
use poem_openapi::registry::{MetaSchema, MetaSchemaRef};
use poem_openapi::types::{ParseError, ParseFromJSON, ParseResult, ToJSON, Type};
use serde_json::Value;
use std::borrow::Cow;

/// Left out or null: the stage stays as it is.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct StageText(Option<String>);

impl StageText {
    pub fn into_inner(self) -> Option<String> {
        self.0
    }
}

impl Type for StageText {
    const IS_REQUIRED: bool = false;
    type RawValueType = String;
    type RawElementValueType = String;

    fn name() -> Cow<'static, str> {
        "StageText".into()
    }

    fn schema_ref() -> MetaSchemaRef {
        MetaSchemaRef::Inline(Box::new(MetaSchema {
            nullable: true,
            // OpenAPI 3.0: with an enum, null is allowed only if the enum lists it too.
            enum_items: LeadStage::ALL
                .iter()
                .map(|stage| Value::from(stage.as_str()))
                .chain([Value::Null])
                .collect(),
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

impl ParseFromJSON for StageText {
    fn parse_from_json(value: Option<Value>) -> ParseResult<Self> {
        match value {
            None | Some(Value::Null) => Ok(Self(None)),
            Some(Value::String(text)) => Ok(Self(Some(text))),
            Some(other) => Err(ParseError::expected_type(other)),
        }
    }
}

impl ToJSON for StageText {
    fn to_json(&self) -> Option<Value> {
        self.0.clone().map(Value::String)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn any_text_reaches_the_domain_and_null_or_nothing_means_unchanged() {
        let parse = |value| StageText::parse_from_json(value).unwrap().into_inner();
        assert_eq!(parse(None), None);
        assert_eq!(parse(Some(Value::Null)), None);
        assert_eq!(parse(Some(Value::from("sold"))), Some("sold".to_owned()));
        assert!(StageText::parse_from_json(Some(Value::from(3))).is_err());
        let MetaSchemaRef::Inline(schema) = StageText::schema_ref() else {
            unreachable!()
        };
        assert_eq!(schema.enum_items.len(), 8);
        assert_eq!(schema.enum_items.last(), Some(&Value::Null));
        assert!(schema.nullable);
    }
}
