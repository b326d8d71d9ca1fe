//! The one way configuration is read: typed values of declared variables, every failure one
//! [`ConfigError`]. An empty or blank value counts as unset, and values are trimmed.

use super::error::ConfigError;
use super::variables::Variable;
use secrecy::SecretString;
use std::ops::RangeInclusive;
use std::str::FromStr;

/// Where values come from: the process environment, or a map in tests.
pub type Lookup<'a> = &'a dyn Fn(&str) -> Option<String>;

pub struct Reader<'a> {
    lookup: Lookup<'a>,
}

/// A variable whose value is one of a closed set of names.
pub trait Choice: Copy + 'static {
    /// Every value, in the order the error message lists them.
    const ALL: &'static [Self];
    /// The name a value is written as (an exhaustive match, so a new value needs a name).
    fn name(self) -> &'static str;
}

impl<'a> Reader<'a> {
    pub fn new(lookup: Lookup<'a>) -> Self {
        Self { lookup }
    }

    /// The trimmed value, `None` when unset or blank.
    pub fn text(&self, variable: &'static Variable) -> Option<String> {
        (self.lookup)(variable.name)
            .map(|value| value.trim().to_owned())
            .filter(|value| !value.is_empty())
    }

    /// A value that may carry a credential: its `Debug` prints `[REDACTED]`.
    pub fn secret(&self, variable: &'static Variable) -> Option<SecretString> {
        self.text(variable).map(SecretString::from)
    }

    /// `true`/`false` (also `1`/`0`, `yes`/`no`, `on`/`off`, in any case).
    pub fn flag(&self, variable: &'static Variable, default: bool) -> Result<bool, ConfigError> {
        let Some(value) = self.text(variable) else {
            return Ok(default);
        };
        match value.to_ascii_lowercase().as_str() {
            "true" | "1" | "yes" | "on" => Ok(true),
            "false" | "0" | "no" | "off" => Ok(false),
            _ => Err(ConfigError::NotABoolean {
                variable: variable.name,
                value,
            }),
        }
    }

    /// A whole number of the type asked.
    pub fn number<T: FromStr>(
        &self,
        variable: &'static Variable,
    ) -> Result<Option<T>, ConfigError> {
        self.text(variable)
            .map(|value| {
                value.parse::<T>().map_err(|_| ConfigError::NotANumber {
                    variable: variable.name,
                    value,
                })
            })
            .transpose()
    }

    /// A whole number within `range`.
    pub fn number_in<T>(
        &self,
        variable: &'static Variable,
        range: RangeInclusive<T>,
    ) -> Result<Option<T>, ConfigError>
    where
        T: FromStr + PartialOrd + std::fmt::Display + Copy,
    {
        let described = format!("from {} to {}", range.start(), range.end());
        self.bounded(variable, |number| range.contains(number), described)
    }

    /// A whole number within `range`, or `off` (in any case) for none at all: `Ok(None)` when
    /// unset, `Ok(Some(None))` when off.
    pub fn number_in_or_off<T>(
        &self,
        variable: &'static Variable,
        range: RangeInclusive<T>,
    ) -> Result<Option<Option<T>>, ConfigError>
    where
        T: FromStr + PartialOrd + std::fmt::Display + Copy,
    {
        if self
            .text(variable)
            .is_some_and(|value| value.eq_ignore_ascii_case("off"))
        {
            return Ok(Some(None));
        }
        let described = format!("from {} to {} (or off)", range.start(), range.end());
        Ok(self
            .bounded(variable, |number| range.contains(number), described)?
            .map(Some))
    }

    /// A whole number of at least `least`.
    pub fn number_from<T>(
        &self,
        variable: &'static Variable,
        least: T,
    ) -> Result<Option<T>, ConfigError>
    where
        T: FromStr + PartialOrd + std::fmt::Display + Copy,
    {
        self.bounded(
            variable,
            |number| *number >= least,
            format!("from {least} up"),
        )
    }

    fn bounded<T: FromStr>(
        &self,
        variable: &'static Variable,
        allowed: impl Fn(&T) -> bool,
        range: String,
    ) -> Result<Option<T>, ConfigError> {
        self.text(variable)
            .map(|value| {
                value
                    .parse::<T>()
                    .ok()
                    .filter(&allowed)
                    .ok_or(ConfigError::OutOfRange {
                        variable: variable.name,
                        range,
                        value,
                    })
            })
            .transpose()
    }

    /// One of the choice's names, in any case.
    pub fn choice<C: Choice>(&self, variable: &'static Variable) -> Result<Option<C>, ConfigError> {
        let Some(value) = self.text(variable) else {
            return Ok(None);
        };
        let lowered = value.to_ascii_lowercase();
        C::ALL
            .iter()
            .copied()
            .find(|choice| choice.name() == lowered)
            .map(Some)
            .ok_or_else(|| ConfigError::UnknownChoice {
                variable: variable.name,
                value,
                expected: listed(C::ALL.iter().map(|choice| choice.name())),
            })
    }

    /// An absolute http(s) URL with a host.
    pub fn web_url(&self, variable: &'static Variable) -> Result<Option<String>, ConfigError> {
        self.text(variable)
            .map(|value| match url::Url::parse(&value) {
                Ok(url) if matches!(url.scheme(), "http" | "https") && url.has_host() => Ok(value),
                _ => Err(ConfigError::NotAUrl {
                    variable: variable.name,
                    value,
                }),
            })
            .transpose()
    }
}

/// "a, b or c".
fn listed(names: impl Iterator<Item = &'static str>) -> String {
    let names: Vec<&str> = names.collect();
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => (*last).to_owned(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: Variable = Variable {
        name: "LANGHE_SAMPLE",
        default: "",
        meaning: "",
    };

    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    enum Colour {
        Red,
        Green,
        Blue,
    }

    impl Choice for Colour {
        const ALL: &'static [Self] = &[Self::Red, Self::Green, Self::Blue];
        fn name(self) -> &'static str {
            match self {
                Self::Red => "red",
                Self::Green => "green",
                Self::Blue => "blue",
            }
        }
    }

    fn with<T>(value: Option<&str>, read: impl FnOnce(&Reader) -> T) -> T {
        let lookup = |name: &str| {
            assert_eq!(name, "LANGHE_SAMPLE");
            value.map(str::to_owned)
        };
        read(&Reader::new(&lookup))
    }

    #[test]
    fn blank_values_count_as_unset_and_values_are_trimmed() {
        assert_eq!(with(Some("   "), |read| read.text(&SAMPLE)), None);
        assert_eq!(
            with(Some(" x "), |read| read.text(&SAMPLE)),
            Some("x".into())
        );
        assert_eq!(with(Some(" "), |read| read.flag(&SAMPLE, true)), Ok(true));
    }

    #[test]
    fn each_kind_names_the_variable_and_the_value_when_it_refuses_one() {
        let messages = [
            with(Some("maybe"), |read| read.flag(&SAMPLE, false).map(|_| ())),
            with(Some("ten"), |read| read.number::<u32>(&SAMPLE).map(|_| ())),
            with(Some("0"), |read| {
                read.number_in(&SAMPLE, 1..=64usize).map(|_| ())
            }),
            with(Some("0"), |read| {
                read.number_from(&SAMPLE, 1usize).map(|_| ())
            }),
            with(Some("purple"), |read| {
                read.choice::<Colour>(&SAMPLE).map(|_| ())
            }),
            with(Some("/x.js"), |read| read.web_url(&SAMPLE).map(|_| ())),
        ]
        .map(|result| result.unwrap_err().to_string());
        assert_eq!(
            messages,
            [
                "LANGHE_SAMPLE must be true or false, got \"maybe\"",
                "LANGHE_SAMPLE must be a whole number, got \"ten\"",
                "LANGHE_SAMPLE must be a whole number from 1 to 64, got \"0\"",
                "LANGHE_SAMPLE must be a whole number from 1 up, got \"0\"",
                "LANGHE_SAMPLE has an unknown value \"purple\" (expected red, green or blue)",
                "LANGHE_SAMPLE must be an absolute http(s) URL, got \"/x.js\"",
            ]
        );
    }

    #[test]
    fn choices_and_flags_ignore_case() {
        assert_eq!(
            with(Some("GREEN"), |read| read.choice::<Colour>(&SAMPLE)),
            Ok(Some(Colour::Green))
        );
        assert_eq!(
            with(Some("Off"), |read| read.flag(&SAMPLE, true)),
            Ok(false)
        );
        assert_eq!(with(None, |read| read.choice::<Colour>(&SAMPLE)), Ok(None));
    }
}
