/**
 * What React Router and the app reach for that the embedded JavaScript engine (QuickJS, run by
 * the Rust binary) does not have. Imported first by entry-server.tsx, so these exist before
 * any other module runs. A string render is synchronous: no timer ever needs to fire. The host
 * itself provides `queueMicrotask` (crates/site/src/ssr/engine.rs).
 */
import 'core-js/actual/url';
import 'core-js/actual/url-search-params';

const host = globalThis as Record<string, unknown>;

host.setTimeout ??= () => 0;
host.clearTimeout ??= () => undefined;
host.setInterval ??= () => 0;
host.clearInterval ??= () => undefined;
