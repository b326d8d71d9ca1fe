//! The whole application in-process, asked over HTTP: the JSON API (`api`) and the site
//! (`site`), each test on its own fresh database and data folder. One binary, so the
//! application's graph is linked once for all of them.

mod api;
mod site;
mod support;
