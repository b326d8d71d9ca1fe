//! Checks JSON-LD against the schema.org vocabulary the way the vocabulary defines it, with
//! its own facts (`tests/data/schemaorg-vocabulary.json`: release 30.0 reduced by
//! `scripts/schemaorg_extract.py`, CC BY-SA 3.0): every `@type` exists, every property
//! belongs to one of the node's types or their superclasses (`domainIncludes`), and every
//! value is of a type the property allows (`rangeIncludes`, subtypes included): a node of
//! such a type, text where text (or a URL) is allowed, a date where a date is, a number where
//! a number is, or an enumeration member's URL (`https://schema.org/InStock`).

use serde_json::{Map, Value};
use std::collections::{HashMap, HashSet};

const VOCABULARY: &str = include_str!("../data/schemaorg-vocabulary.json");
const SCHEMA_ORG: &str = "https://schema.org/";

pub struct Vocabulary {
    /// Type → its direct superclasses.
    types: HashMap<String, Vec<String>>,
    /// Property → (domainIncludes, rangeIncludes).
    properties: HashMap<String, (Vec<String>, Vec<String>)>,
    /// Enumeration member → its types.
    members: HashMap<String, Vec<String>>,
    pub version: String,
}

fn names(value: &Value) -> Vec<String> {
    value
        .as_array()
        .expect("a list of names")
        .iter()
        .map(|name| name.as_str().expect("a name").to_owned())
        .collect()
}

impl Vocabulary {
    pub fn load() -> Self {
        let data: Value = serde_json::from_str(VOCABULARY).expect("the vocabulary extract");
        let table = |key: &str| data[key].as_object().expect(key).clone();
        Self {
            types: table("types")
                .iter()
                .map(|(name, supers)| (name.clone(), names(supers)))
                .collect(),
            properties: table("properties")
                .iter()
                .map(|(name, p)| (name.clone(), (names(&p["domains"]), names(&p["ranges"]))))
                .collect(),
            members: table("members")
                .iter()
                .map(|(name, of)| (name.clone(), names(of)))
                .collect(),
            version: data["version"].as_str().expect("version").to_owned(),
        }
    }

    /// `name` and every superclass of it.
    fn lineage(&self, name: &str) -> HashSet<&str> {
        let mut found = HashSet::new();
        let mut todo = vec![name];
        while let Some(next) = todo.pop() {
            if let Some((known, supers)) = self.types.get_key_value(next) {
                if found.insert(known.as_str()) {
                    todo.extend(supers.iter().map(String::as_str));
                }
            }
        }
        found
    }

    fn is_a(&self, name: &str, of: &str) -> bool {
        self.lineage(name).contains(of)
    }

    /// Every way `node` (a top-level block, with its `@context`) breaks the vocabulary, each
    /// named by its path in the block.
    pub fn problems(&self, block: &Value) -> Vec<String> {
        let mut problems = Vec::new();
        match block.as_object() {
            Some(node) => {
                if node.get("@context") != Some(&Value::from("https://schema.org")) {
                    problems.push(format!("@context is {:?}", node.get("@context")));
                }
                self.check_node(node, "$", &mut problems);
            }
            None => problems.push(format!("$ is not an object: {block}")),
        }
        problems
    }

    fn node_types(node: &Map<String, Value>) -> Vec<&str> {
        match node.get("@type") {
            Some(Value::String(name)) => vec![name.as_str()],
            Some(Value::Array(names)) => names.iter().filter_map(Value::as_str).collect(),
            _ => vec![],
        }
    }

    fn check_node(&self, node: &Map<String, Value>, at: &str, problems: &mut Vec<String>) {
        let types = Self::node_types(node);
        if types.is_empty() {
            problems.push(format!("{at} has no @type"));
        }
        for name in &types {
            if !self.types.contains_key(*name) {
                problems.push(format!(
                    "{at}: {name} is not a schema.org {} type",
                    self.version
                ));
            }
        }
        for (property, value) in node {
            if property.starts_with('@') {
                continue;
            }
            let path = format!("{at}.{property}");
            let Some((domains, ranges)) = self.properties.get(property) else {
                problems.push(format!("{path}: no such property"));
                continue;
            };
            let belongs = types.iter().any(|name| {
                let lineage = self.lineage(name);
                domains
                    .iter()
                    .any(|domain| lineage.contains(domain.as_str()))
            });
            if !belongs {
                problems.push(format!(
                    "{path}: not a property of {types:?} (it belongs to {domains:?})"
                ));
            }
            match value {
                Value::Array(values) => {
                    for (index, value) in values.iter().enumerate() {
                        self.check_value(value, ranges, &format!("{path}[{index}]"), problems);
                    }
                }
                value => self.check_value(value, ranges, &path, problems),
            }
        }
    }

    fn check_value(&self, value: &Value, ranges: &[String], at: &str, problems: &mut Vec<String>) {
        let allows = |test: &dyn Fn(&str) -> bool| ranges.iter().any(|range| test(range));
        let fits = match value {
            Value::Object(node) => {
                self.check_node(node, at, problems);
                let types = Self::node_types(node);
                types
                    .iter()
                    .any(|name| allows(&|range| self.is_a(name, range)))
            }
            Value::String(text) => {
                let member = text
                    .strip_prefix(SCHEMA_ORG)
                    .and_then(|name| self.members.get(name));
                let is_url = text.starts_with("https://") || text.starts_with("http://");
                allows(&|range| match range {
                    "URL" => is_url,
                    "Date" => chrono::NaiveDate::parse_from_str(text, "%Y-%m-%d").is_ok(),
                    "DateTime" => chrono::DateTime::parse_from_rfc3339(text).is_ok(),
                    range if self.is_a(range, "Text") => true,
                    range => member.is_some_and(|of| of.iter().any(|of| self.is_a(of, range))),
                })
            }
            Value::Number(number) => allows(&|range| match range {
                "Integer" => number.is_i64() || number.is_u64(),
                range => self.is_a(range, "Number"),
            }),
            Value::Bool(_) => allows(&|range| self.is_a(range, "Boolean")),
            Value::Null | Value::Array(_) => false,
        };
        if !fits {
            problems.push(format!("{at}: {value} is none of {ranges:?}"));
        }
    }
}

/// Every JSON-LD block of a page, parsed.
pub fn json_ld_blocks(html: &str) -> Vec<Value> {
    html.split(r#"<script type="application/ld+json">"#)
        .skip(1)
        .filter_map(|rest| rest.split("</script>").next())
        .map(|json| serde_json::from_str(json).expect("valid JSON-LD"))
        .collect()
}
