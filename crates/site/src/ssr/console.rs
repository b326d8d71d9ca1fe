//! The `console` the bundle logs through: each call becomes one log line with target `ssr`.

use rquickjs::function::Rest;
use rquickjs::{Coerced, Ctx, FromJs, Function, Object, Value};
use tracing::Level;

const TARGET: &str = "ssr";

pub fn console<'js>(ctx: &Ctx<'js>) -> rquickjs::Result<Object<'js>> {
    let console = Object::new(ctx.clone())?;
    for (name, level) in [
        ("log", Level::INFO),
        ("info", Level::INFO),
        ("debug", Level::DEBUG),
        ("warn", Level::WARN),
        ("error", Level::ERROR),
    ] {
        console.set(name, logger(ctx, level)?)?;
    }
    Ok(console)
}

fn logger<'js>(ctx: &Ctx<'js>, level: Level) -> rquickjs::Result<Function<'js>> {
    Function::new(
        ctx.clone(),
        move |ctx: Ctx<'js>, arguments: Rest<Value<'js>>| {
            let text: Vec<String> = arguments
                .0
                .iter()
                .map(|value| describe(&ctx, value))
                .collect();
            let text = text.join(" ");
            // tracing's macros want the level as a constant.
            match level {
                Level::ERROR => tracing::error!(target: TARGET, "{text}"),
                Level::WARN => tracing::warn!(target: TARGET, "{text}"),
                Level::DEBUG => tracing::debug!(target: TARGET, "{text}"),
                _ => tracing::info!(target: TARGET, "{text}"),
            }
        },
    )
}

/// A value as a log shows it: strings as they are, errors with their stack, other values as
/// JSON where they have one.
pub fn describe<'js>(ctx: &Ctx<'js>, value: &Value<'js>) -> String {
    if let Some(text) = value.as_string() {
        return text.to_string().unwrap_or_default();
    }
    if let Some(error) = value.as_exception() {
        let text = coerced(ctx, value);
        return match error.stack().filter(|stack| !stack.is_empty()) {
            Some(stack) => format!("{text}\n{}", stack.trim_end()),
            None => text,
        };
    }
    if let Some(symbol) = value.as_symbol() {
        // Symbols refuse to become strings implicitly.
        let description = symbol
            .description()
            .ok()
            .and_then(|text| text.as_string()?.to_string().ok());
        return format!("Symbol({})", description.unwrap_or_default());
    }
    if value.is_object() {
        match ctx.json_stringify(value.clone()) {
            Ok(Some(json)) => return json.to_string().unwrap_or_default(),
            // A cycle throws: forget the exception, so no later call mistakes it for its own.
            Err(_) => drop(ctx.catch()),
            Ok(None) => {}
        }
    }
    coerced(ctx, value)
}

fn coerced<'js>(ctx: &Ctx<'js>, value: &Value<'js>) -> String {
    match Coerced::<String>::from_js(ctx, value.clone()) {
        Ok(Coerced(text)) => text,
        Err(_) => {
            drop(ctx.catch());
            format!("[{}]", value.type_name())
        }
    }
}
