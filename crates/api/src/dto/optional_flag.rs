//! A true/false choice a body may leave out or send as `null` (both mean "not said"), with a
//! schema that says so: poem-openapi's `Option<bool>` accepts `null` while its schema says
//! only `boolean`, which a client checking the published contract rightly calls a lie.

use poem_openapi::registry::{MetaSchema, MetaSchemaRef};
use poem_openapi::types::{ParseError, ParseFromJSON, ParseResult, ToJSON, Type};
use serde_json::Value;
use std::borrow::Cow;

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct OptionalFlag(Option<bool>);

impl OptionalFlag {
    pub fn into_inner(self) -> Option<bool> {
        self.0
    }
}

impl Type for OptionalFlag {
    const IS_REQUIRED: bool = false;
    type RawValueType = bool;
    type RawElementValueType = bool;

    fn name() -> Cow<'static, str> {
        "OptionalFlag".into()
    }

    fn schema_ref() -> MetaSchemaRef {
        MetaSchemaRef::Inline(Box::new(MetaSchema {
            nullable: true,
            ..MetaSchema::new("boolean")
        }))
    }

    fn as_raw_value(&self) -> Option<&bool> {
        self.0.as_ref()
    }

    fn raw_element_iter<'a>(&'a self) -> Box<dyn Iterator<Item = &'a bool> + 'a> {
        Box::new(self.0.iter())
    }

    fn is_none(&self) -> bool {
        self.0.is_none()
    }
}

impl ParseFromJSON for OptionalFlag {
    fn parse_from_json(value: Option<Value>) -> ParseResult<Self> {
        match value {
            None | Some(Value::Null) => Ok(Self(None)),
            Some(Value::Bool(flag)) => Ok(Self(Some(flag))),
            Some(other) => Err(ParseError::expected_type(other)),
        }
    }
}

impl ToJSON for OptionalFlag {
    fn to_json(&self) -> Option<Value> {
        self.0.map(Value::Bool)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn left_out_and_null_are_not_said_and_anything_but_a_boolean_is_refused() {
        assert_eq!(
            OptionalFlag::parse_from_json(None).unwrap().into_inner(),
            None
        );
        assert_eq!(
            OptionalFlag::parse_from_json(Some(Value::Null))
                .unwrap()
                .into_inner(),
            None
        );
        assert_eq!(
            OptionalFlag::parse_from_json(Some(Value::Bool(true)))
                .unwrap()
                .into_inner(),
            Some(true)
        );
        assert!(OptionalFlag::parse_from_json(Some(Value::from("yes"))).is_err());
    }
}
