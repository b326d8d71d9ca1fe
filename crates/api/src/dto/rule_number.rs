//! Number fields of the staff forms whose bounds the published schema states (`minimum`,
//! `maximum`, `integer`, `nullable`), while the domain still decides and answers a value out of
//! bounds with a message naming the field ('Bedrooms must be a whole number from 0 to 50'),
//! in the spec's order: the type documents the rule and passes any number on. An absent or
//! null value means the same (not stated).

use poem_openapi::registry::{MetaSchema, MetaSchemaRef};
use poem_openapi::types::{ParseError, ParseFromJSON, ParseResult, ToJSON, Type};
use serde_json::{Number, Value};
use std::borrow::Cow;
use std::marker::PhantomData;

/// The bounds of one kind of number.
pub trait NumberRule: Send + Sync {
    const NAME: &'static str;
    /// Whole numbers only: the schema says `integer`.
    const INTEGER: bool;
    const MINIMUM: f64;
    const MAXIMUM: f64;
}

/// The submitted number (None when absent or null), whatever it is: the domain validates it.
pub struct RuleNumber<R: NumberRule>(Option<Number>, PhantomData<R>);

impl<R: NumberRule> RuleNumber<R> {
    /// A fractional number is passed on as it is, for the domain to refuse.
    pub fn into_f64(self) -> Option<f64> {
        self.0.and_then(|number| number.as_f64())
    }

    /// Only for integer rules, whose parsing refused anything but a whole number.
    pub fn into_i64(self) -> Option<i64> {
        self.0.and_then(|number| number.as_i64())
    }
}

impl<R: NumberRule> Clone for RuleNumber<R> {
    fn clone(&self) -> Self {
        Self(self.0.clone(), PhantomData)
    }
}

impl<R: NumberRule> Default for RuleNumber<R> {
    fn default() -> Self {
        Self(None, PhantomData)
    }
}

impl<R: NumberRule> std::fmt::Debug for RuleNumber<R> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl<R: NumberRule> Type for RuleNumber<R> {
    const IS_REQUIRED: bool = false;
    type RawValueType = Number;
    type RawElementValueType = Number;

    fn name() -> Cow<'static, str> {
        R::NAME.into()
    }

    fn schema_ref() -> MetaSchemaRef {
        let (kind, format) = if R::INTEGER {
            ("integer", "int64")
        } else {
            ("number", "double")
        };
        MetaSchemaRef::Inline(Box::new(MetaSchema {
            format: Some(format),
            minimum: Some(R::MINIMUM),
            maximum: Some(R::MAXIMUM),
            nullable: true,
            ..MetaSchema::new(kind)
        }))
    }

    fn as_raw_value(&self) -> Option<&Number> {
        self.0.as_ref()
    }

    fn raw_element_iter<'a>(&'a self) -> Box<dyn Iterator<Item = &'a Number> + 'a> {
        Box::new(self.0.iter())
    }

    fn is_none(&self) -> bool {
        self.0.is_none()
    }
}

impl<R: NumberRule> ParseFromJSON for RuleNumber<R> {
    fn parse_from_json(value: Option<Value>) -> ParseResult<Self> {
        match value {
            None | Some(Value::Null) => Ok(Self::default()),
            Some(Value::Number(number)) if !R::INTEGER || number.as_i64().is_some() => {
                Ok(Self(Some(number), PhantomData))
            }
            Some(Value::Number(_)) => Err(ParseError::custom(format!(
                "{} must be a whole number",
                R::NAME
            ))),
            Some(other) => Err(ParseError::expected_type(other)),
        }
    }
}

impl<R: NumberRule> ToJSON for RuleNumber<R> {
    fn to_json(&self) -> Option<Value> {
        self.0.clone().map(Value::Number)
    }
}

macro_rules! number_rules {
    ($($(#[$doc:meta])* $rule:ident: $kind:ident from $min:expr, to $max:expr;)*) => {
        $(
            $(#[$doc])*
            pub struct $rule;
            impl NumberRule for $rule {
                const NAME: &'static str = stringify!($rule);
                const INTEGER: bool = number_rules!(@integer $kind);
                const MINIMUM: f64 = $min as f64;
                const MAXIMUM: f64 = $max as f64;
            }
        )*
    };
    (@integer integer) => { true };
    (@integer number) => { false };
}

use domain::property::validation as property;
use domain::property::{MAX_INTERNAL_AREA_M2, MAX_LAND_AREA_M2, MAX_ROOMS};

number_rules! {
    /// Whole euros; 0 is 'please call'.
    PriceEuros: integer from 0, to property::MAX_PRICE_EUROS;
    /// kWh/m² a year.
    EnergyIndex: number from 0, to property::MAX_ENERGY_INDEX;
    Rooms: integer from 0, to MAX_ROOMS;
    InternalAreaM2: integer from 1, to MAX_INTERNAL_AREA_M2;
    LandAreaM2: integer from 1, to MAX_LAND_AREA_M2;
    /// A stored town's id.
    TownReference: integer from 0, to i64::MAX;
    /// Minutes.
    DistanceMinutes: integer from 0, to property::MAX_DISTANCE_MINUTES;
    /// Euro cents of a cadastral income (*rendita*).
    CadastralIncomeCents: integer from 1, to buying_costs::MAX_CADASTRAL_INCOME_CENTS;
}
