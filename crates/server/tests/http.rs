//! The whole application in-process, served on a free port by the one harness
//! (`support::app`) and asked over the wire or in-process: the JSON API (`api`) and the site
//! (`site`), each test on its own fresh database and data folder. One binary, so the
//! application's graph is linked once for all of them.

mod api;
mod site;
mod support;
