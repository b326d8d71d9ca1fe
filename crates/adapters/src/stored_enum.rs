//! Entity columns with a closed set of values, declared as enums beside the domain type they
//! store: sea-orm reads and writes each variant as the same string the domain's `as_str`
//! gives (so the stored data, and the backups' JSON, stay as they were: no migration), and a
//! row holding any other string fails its read instead of reaching the domain.

/// `stored_enum!(Name <=> DomainType { Variant = "text", … })`: the column's enum, with
/// `From` both ways (the variants are named as the domain's, matched exhaustively, so a
/// domain variant added without its stored string does not compile).
macro_rules! stored_enum {
    ($(#[$doc:meta])* $name:ident <=> $domain:ident { $($variant:ident = $text:literal),+ $(,)? }) => {
        $(#[$doc])*
        #[derive(
            Debug, Clone, Copy, PartialEq, Eq,
            sea_orm::EnumIter, sea_orm::DeriveActiveEnum, serde::Serialize, serde::Deserialize,
        )]
        #[sea_orm(rs_type = "String", db_type = "Text")]
        pub enum $name {
            $(
                #[sea_orm(string_value = $text)]
                #[serde(rename = $text)]
                $variant,
            )+
        }

        impl From<$domain> for $name {
            fn from(value: $domain) -> Self {
                match value {
                    $($domain::$variant => Self::$variant,)+
                }
            }
        }

        impl From<$name> for $domain {
            fn from(value: $name) -> Self {
                match value {
                    $($name::$variant => $domain::$variant,)+
                }
            }
        }
    };
}

pub(crate) use stored_enum;

/// Checks that each variant of `Stored` is stored, and written to a backup, as the string
/// `as_str` gives for its domain value.
#[cfg(test)]
pub(crate) fn assert_stored_as<Stored, Domain>(as_str: impl Fn(Domain) -> &'static str)
where
    Stored: sea_orm::ActiveEnum<Value = String> + sea_orm::Iterable + serde::Serialize + Copy,
    Domain: From<Stored>,
{
    for stored in Stored::iter() {
        let text = as_str(Domain::from(stored));
        assert_eq!(stored.to_value(), text);
        assert_eq!(serde_json::to_value(stored).unwrap(), text);
    }
}
