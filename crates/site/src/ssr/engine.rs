//! One QuickJS runtime with the bundle evaluated in it, ready to render page after page.

use super::bundle::Bundle;
use super::console::{console, describe};
use super::cookie_choice::CookieChoice;
use super::settings::EngineLimits;
use rquickjs::promise::PromiseState;
use rquickjs::{Context, Ctx, Function, Module, Persistent, Promise, Runtime, Value};
use std::cell::Cell;
use std::rc::Rc;
use std::time::{Duration, Instant};

/// React renders trees recursively; QuickJS's own default (1 MB) is tight for a deep page.
/// The worker thread's stack is larger still (see `worker::THREAD_STACK`).
pub const JS_STACK: usize = 8 * 1024 * 1024;

/// A small helper the bundle may rely on; QuickJS builds without it exist.
const POLYFILLS: &str = "if (typeof globalThis.queueMicrotask !== 'function') \
     globalThis.queueMicrotask = (task) => { Promise.resolve().then(task); };";

#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    #[error("QuickJS could not start: {0}")]
    Engine(#[from] rquickjs::Error),
    #[error("the bundle failed while loading: {0}")]
    Threw(String),
    #[error("loading the bundle took longer than {0:?}")]
    TimedOut(Duration),
    #[error("the bundle's top-level await never settled")]
    NeverSettled,
    #[error("the bundle exports no render function")]
    NoRender,
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum RenderFailure {
    #[error("render threw: {0}")]
    Threw(String),
    #[error("render's promise rejected: {0}")]
    Rejected(String),
    #[error("render gave {0}, not a string")]
    NotAString(&'static str),
    #[error("render took longer than {0:?} and was stopped")]
    TimedOut(Duration),
    #[error("render's promise never settled")]
    NeverSettled,
    #[error("the engine failed: {0}")]
    Engine(String),
}

impl RenderFailure {
    /// Whether the failure may have left the engine mid-way (code stopped half-done, jobs still
    /// queued, memory exhausted), so that the next render should have a fresh one. A bundle
    /// that throws or rejects has unwound normally and leaves it sound.
    pub fn spoils_engine(&self) -> bool {
        matches!(
            self,
            Self::TimedOut(_) | Self::NeverSettled | Self::Engine(_)
        )
    }
}

pub struct Engine {
    // Fields drop in order: the function before the context and runtime it lives in.
    render: Persistent<Function<'static>>,
    context: Context,
    runtime: Runtime,
    /// When the running code is to be stopped; read by the runtime's interrupt handler.
    deadline: Rc<Cell<Option<Instant>>>,
    budget: Duration,
    memory_limit: usize,
}

/// How a piece of JavaScript ended, before it is read as a render or a load.
enum Ending<'js> {
    Value(Value<'js>),
    Threw(Value<'js>),
    Rejected(Value<'js>),
    /// The engine's own uncatchable error: the interrupt at the deadline.
    Stopped(Value<'js>),
    /// rquickjs failed on the Rust side (a conversion, an allocation).
    Failed(String),
    NeverSettled,
}

impl Engine {
    /// Evaluates the bundle with `LANGHE_SITE_CONFIG`, `console` and its `render` in place.
    pub fn load(
        bundle: &Bundle,
        site_config_json: &str,
        limits: EngineLimits,
    ) -> Result<Self, LoadError> {
        let runtime = Runtime::new()?;
        runtime.set_memory_limit(limits.memory_limit);
        runtime.set_max_stack_size(JS_STACK);
        let deadline: Rc<Cell<Option<Instant>>> = Rc::new(Cell::new(None));
        let watched = deadline.clone();
        runtime.set_interrupt_handler(Some(Box::new(move || {
            watched
                .get()
                .is_some_and(|deadline| Instant::now() >= deadline)
        })));
        let context = Context::full(&runtime)?;
        let load_deadline = Instant::now() + limits.load_budget;
        deadline.set(Some(load_deadline));
        let render = context.with(|ctx| {
            let globals = ctx.globals();
            globals.set("LANGHE_SITE_CONFIG", site_config_json)?;
            globals.set("console", console(&ctx)?)?;
            ctx.eval::<(), _>(POLYFILLS)?;
            let (module, evaluated) =
                match Module::declare(ctx.clone(), "entry-server.js", bundle.source.as_str())
                    .and_then(|module| module.eval())
                {
                    Ok(evaluated) => evaluated,
                    Err(error) => {
                        return Err(load_failure(thrown(&ctx, error), load_deadline, limits));
                    }
                };
            match settle(&ctx, evaluated, load_deadline) {
                Ending::Value(_) => {}
                ending => return Err(load_failure(ending, load_deadline, limits)),
            }
            let render: Value = module.get("render")?;
            let render = render.into_function().ok_or(LoadError::NoRender)?;
            Ok(Persistent::save(&ctx, render))
        });
        deadline.set(None);
        Ok(Self {
            render: render?,
            context,
            runtime,
            deadline,
            budget: limits.render_budget,
            memory_limit: limits.memory_limit,
        })
    }

    /// The bundle's `render(url, initialDataJson, consent)`, driven to a string within the budget.
    pub fn render(
        &self,
        url: &str,
        initial_data_json: &str,
        consent: CookieChoice,
    ) -> Result<String, RenderFailure> {
        let started = Instant::now();
        let deadline = started + self.budget;
        self.deadline.set(Some(deadline));
        let outcome = self.context.with(|ctx| {
            let render = self
                .render
                .clone()
                .restore(&ctx)
                .map_err(|error| RenderFailure::Engine(error.to_string()))?;
            let ending = match render.call::<_, Value>((url, initial_data_json, consent.as_js())) {
                Ok(returned) => match returned.try_into_promise() {
                    Ok(promise) => settle(&ctx, promise, deadline),
                    Err(value) => Ending::Value(value),
                },
                Err(error) => thrown(&ctx, error),
            };
            match ending {
                Ending::Value(value) => match value.as_string() {
                    Some(html) => html
                        .to_string()
                        .map_err(|error| RenderFailure::Engine(error.to_string())),
                    None => Err(RenderFailure::NotAString(value.type_name())),
                },
                _ if Instant::now() >= deadline => Err(RenderFailure::TimedOut(self.budget)),
                Ending::Threw(error) => Err(RenderFailure::Threw(describe(&ctx, &error))),
                Ending::Rejected(reason) => Err(RenderFailure::Rejected(describe(&ctx, &reason))),
                Ending::Stopped(error) => Err(RenderFailure::Engine(describe(&ctx, &error))),
                Ending::Failed(text) => Err(RenderFailure::Engine(text)),
                Ending::NeverSettled => Err(RenderFailure::NeverSettled),
            }
        });
        self.deadline.set(None);
        let ending = if outcome.is_ok() {
            "rendered"
        } else {
            "failed"
        };
        metrics::histogram!("ssr_render_seconds", "outcome" => ending)
            .record(started.elapsed().as_secs_f64());
        outcome
    }

    /// Whether the bundle keeps more than half the heap even after a collection: then every
    /// render is near running out (QuickJS's out-of-memory error is an ordinary exception
    /// that leaves whatever the bundle kept).
    pub fn is_crowded(&self) -> bool {
        self.runtime.run_gc();
        let used = usize::try_from(self.runtime.memory_usage().malloc_size).unwrap_or(usize::MAX);
        used > self.memory_limit / 2
    }
}

/// What an `Err` from rquickjs was: a JavaScript exception is taken off the context.
fn thrown<'js>(ctx: &Ctx<'js>, error: rquickjs::Error) -> Ending<'js> {
    match error {
        rquickjs::Error::Exception => {
            let exception = ctx.catch();
            if exception.is_uncatchable_error() {
                Ending::Stopped(exception)
            } else {
                Ending::Threw(exception)
            }
        }
        other => Ending::Failed(other.to_string()),
    }
}

/// Runs the engine's queued jobs until `promise` settles, the queue runs dry or the deadline
/// passes (the interrupt handler stops whatever job is running then).
fn settle<'js>(ctx: &Ctx<'js>, promise: Promise<'js>, deadline: Instant) -> Ending<'js> {
    loop {
        match promise.state() {
            PromiseState::Resolved => {
                return match promise.result::<Value>() {
                    Some(Ok(value)) => Ending::Value(value),
                    Some(Err(error)) => thrown(ctx, error),
                    None => Ending::NeverSettled,
                };
            }
            PromiseState::Rejected => {
                return match promise.result::<Value>() {
                    Some(Err(rquickjs::Error::Exception)) => Ending::Rejected(ctx.catch()),
                    Some(Err(error)) => thrown(ctx, error),
                    _ => Ending::NeverSettled,
                };
            }
            PromiseState::Pending if Instant::now() >= deadline => return Ending::NeverSettled,
            PromiseState::Pending => {
                if !ctx.execute_pending_job() {
                    return Ending::NeverSettled;
                }
            }
        }
    }
}

fn load_failure(ending: Ending<'_>, deadline: Instant, limits: EngineLimits) -> LoadError {
    if Instant::now() >= deadline {
        return LoadError::TimedOut(limits.load_budget);
    }
    match ending {
        Ending::Threw(error) | Ending::Rejected(error) | Ending::Stopped(error) => {
            LoadError::Threw(describe(error.ctx(), &error))
        }
        Ending::Failed(text) => LoadError::Threw(text),
        Ending::NeverSettled => LoadError::NeverSettled,
        Ending::Value(_) => LoadError::NoRender,
    }
}
