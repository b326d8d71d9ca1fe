//! Every environment variable the server reads, declared once: its name, its default and what
//! it does. The reader ([`super::reader::Reader`]) takes only these declarations, never a bare
//! name, and `docs/configuration.md` is generated from them (`langhe dump-config-docs`), with a
//! test that fails when the two differ — so a variable cannot be read undocumented, and a
//! documented one that nothing reads is caught by `every_declared_variable_is_read`.

/// One environment variable.
#[derive(Debug, PartialEq, Eq)]
pub struct Variable {
    pub name: &'static str,
    /// As the documentation shows it (Markdown).
    pub default: &'static str,
    /// What it does (Markdown).
    pub meaning: &'static str,
}

/// Variables of one subsystem, a table of their own in the documentation.
#[derive(Debug)]
pub struct Section {
    pub title: &'static str,
    pub variables: &'static [&'static Variable],
}

/// Every declared variable, section by section.
pub fn all() -> impl Iterator<Item = &'static Variable> {
    SECTIONS
        .iter()
        .flat_map(|section| section.variables.iter().copied())
}

pub const LISTEN: Variable = Variable {
    name: "LANGHE_LISTEN",
    default: r#"`127.0.0.1:8080`"#,
    meaning: r#"address to listen on (`127.0.0.1:0` picks a free port)"#,
};

pub const DATA_DIR: Variable = Variable {
    name: "LANGHE_DATA_DIR",
    default: r#"`./data`"#,
    meaning: r#"where the SQLite file, keys, mail files and local images live; made (or narrowed to) owner-only `0700` at start, the database with its WAL/SHM, the keys and mail files `0600`"#,
};

pub const DATABASE_URL: Variable = Variable {
    name: "DATABASE_URL",
    default: r#"`sqlite://{DATA_DIR}/langhe.sqlite?mode=rwc`"#,
    meaning: r#"`postgres://user@host/db` switches to PostgreSQL"#,
};

pub const DEMO_CONTENT: Variable = Variable {
    name: "LANGHE_DEMO_CONTENT",
    default: r#"`true`"#,
    meaning: r#"seed demo content on first start with an empty database"#,
};

pub const PUBLIC_URL: Variable = Variable {
    name: "LANGHE_PUBLIC_URL",
    default: r#"`http://{LISTEN}`"#,
    meaning: r#"absolute base URL for canonical links, sitemap and mails"#,
};

pub const IMAGE_BASE_URL: Variable = Variable {
    name: "LANGHE_IMAGE_BASE_URL",
    default: r#"`/images`"#,
    meaning: r#"where browsers fetch images: a CDN base URL in production (keep the query string in its cache key: picture URLs carry `?v=`, which is what lets them be cached for a year)"#,
};

pub const S3_BUCKET: Variable = Variable {
    name: "LANGHE_S3_BUCKET",
    default: r#"unset"#,
    meaning: r#"keep images in this S3-compatible bucket (credentials and endpoint from the standard `AWS_*` variables: `AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`, `AWS_DEFAULT_REGION`, and for a store other than AWS `AWS_ENDPOINT_URL` plus `AWS_ALLOW_HTTP=true` if it is plain http) instead of `{DATA_DIR}/images`; the bucket is created at start when it does not exist (the credentials then need that right; on AWS outside `us-east-1`, create it yourself)"#,
};

pub const MAPBOX_TOKEN: Variable = Variable {
    name: "LANGHE_MAPBOX_TOKEN",
    default: r#"unset"#,
    meaning: r#"mapbox-gl access token; without one the pages show a static location view"#,
};

pub const STATIC_DIR: Variable = Variable {
    name: "LANGHE_STATIC_DIR",
    default: r#"`frontend/dist`"#,
    meaning: r#"the built front end"#,
};

pub const SSR_BUNDLE: Variable = Variable {
    name: "LANGHE_SSR_BUNDLE",
    default: r#"`dist-server/entry-server.js` beside `LANGHE_STATIC_DIR` (`frontend/dist-server/entry-server.js`)"#,
    meaning: r#"the front end's server bundle, which renders each page's first screen into the HTML (server-side rendering) so browsers paint before the scripts run. Re-read when its size or modification time changes, like index.html; missing, failing to load, throwing or running over 2 s: the page goes out as before, with an empty root"#,
};

pub const SSR_WORKERS: Variable = Variable {
    name: "LANGHE_SSR_WORKERS",
    default: r#"cores, at most 4"#,
    meaning: r#"threads rendering pages, each with its own JavaScript engine (heap capped at 256 MB); 1 to 64"#,
};

pub const SSR: Variable = Variable {
    name: "LANGHE_SSR",
    default: r#"`on`"#,
    meaning: r#"`off` turns server-side rendering off"#,
};

pub const PAGE_CACHE_ENTRIES: Variable = Variable {
    name: "LANGHE_PAGE_CACHE_ENTRIES",
    default: r#"`20000`"#,
    meaning: r#"finished pages kept in memory (each with its brotli and gzip copies); `0` turns the page cache off"#,
};

pub const PAGE_CACHE_MB: Variable = Variable {
    name: "LANGHE_PAGE_CACHE_MB",
    default: r#"`64`"#,
    meaning: r#"megabytes those pages may take (all three encodings counted); least recently used pages go first. What the cache holds and has done: `GET /api/system/page-cache`, with an admin's session"#,
};

pub const SITEMAP_URLS_PER_FILE: Variable = Variable {
    name: "LANGHE_SITEMAP_URLS_PER_FILE",
    default: r#"`50000`"#,
    meaning: r#"URLs in one sitemap file (the protocol's limit, the most allowed); past it `/sitemap.xml` is an index of `/sitemap/{n}.xml` parts"#,
};

pub const SITEMAP_BYTES_PER_FILE: Variable = Variable {
    name: "LANGHE_SITEMAP_BYTES_PER_FILE",
    default: r#"`52428800`"#,
    meaning: r#"Bytes in one sitemap file, uncompressed (the protocol's 50 MB, the most allowed); parts are sized so that none can pass it"#,
};

pub const SIGN_IN_SEQUENCE: Variable = Variable {
    name: "LANGHE_SIGN_IN_SEQUENCE",
    default: r#"unset"#,
    meaning: r#"3 to 50 characters that, typed anywhere on the site, reveal the staff sign-in button in the header; set or not, the button also shows in any browser where someone signed in before, and staff always sign in at `/sign-in` (`/it/accesso` in Italian), which asks for a link by e-mail"#,
};

pub const GOOGLE_CLIENT_ID: Variable = Variable {
    name: "LANGHE_GOOGLE_CLIENT_ID",
    default: r#"unset"#,
    meaning: r#"OAuth client id for Google sign-in; set, the sign-in dialog offers Google's button and the CSP allows `https://accounts.google.com`; unset, only one-time links sign staff in"#,
};

pub const OIDC_ISSUER: Variable = Variable {
    name: "LANGHE_OIDC_ISSUER",
    default: r#"unset"#,
    meaning: r#"verify ID tokens from this OpenID Connect issuer (with `LANGHE_GOOGLE_CLIENT_ID` as its client id) instead of Google; the browser then shows no Google button"#,
};

pub const OIDC_JWKS_URL: Variable = Variable {
    name: "LANGHE_OIDC_JWKS_URL",
    default: r#"from discovery"#,
    meaning: r#"the issuer's key set, when discovery is not wanted"#,
};

pub const GOOGLE_HOSTED_DOMAIN: Variable = Variable {
    name: "LANGHE_GOOGLE_HOSTED_DOMAIN",
    default: r#"unset"#,
    meaning: r#"only accounts of this Google Workspace domain (the ID token's `hd`) may sign in"#,
};

pub const SESSION_SECRET: Variable = Variable {
    name: "LANGHE_SESSION_SECRET",
    default: r#"random, kept in `{DATA_DIR}/session-secret`"#,
    meaning: r#"signs session tokens and staff picture grants; at least 32 bytes, or start-up stops with a message saying so. Several servers: the same on each"#,
};

pub const MAIL: Variable = Variable {
    name: "LANGHE_MAIL",
    default: r#"`smtp` when `LANGHE_SMTP_HOST` is set, else `none`"#,
    meaning: r#"`smtp`, `eml` (files in `{DATA_DIR}/mail`, for development: an erasure deletes a person's files, but they are never rotated nor anonymised, so not for production) or `none` (enquiries wait in the staff inbox, `/staff/enquiries`)"#,
};

pub const SMTP_HOST: Variable = Variable {
    name: "LANGHE_SMTP_HOST",
    default: r#"unset"#,
    meaning: r#"the SMTP server's host name; setting it turns `LANGHE_MAIL` to `smtp` by default"#,
};

pub const SMTP_PORT: Variable = Variable {
    name: "LANGHE_SMTP_PORT",
    default: r#"`587`"#,
    meaning: r#"the SMTP server's port"#,
};

pub const SMTP_TLS: Variable = Variable {
    name: "LANGHE_SMTP_TLS",
    default: r#"`starttls`"#,
    meaning: r#"`starttls`, `tls` (implicit, port 465) or `none`"#,
};

pub const SMTP_USER: Variable = Variable {
    name: "LANGHE_SMTP_USER",
    default: r#"unset"#,
    meaning: r#"SMTP user name; with `LANGHE_SMTP_PASSWORD`, both or neither"#,
};

pub const SMTP_PASSWORD: Variable = Variable {
    name: "LANGHE_SMTP_PASSWORD",
    default: r#"unset"#,
    meaning: r#"SMTP password; with `LANGHE_SMTP_USER`, both or neither"#,
};

pub const SMTP_TIMEOUT_SECONDS: Variable = Variable {
    name: "LANGHE_SMTP_TIMEOUT_SECONDS",
    default: r#"`30`"#,
    meaning: r#"how long the SMTP server may keep the site waiting (to connect, or for a reply) before the mail counts as failed and is retried"#,
};

pub const MAIL_TO: Variable = Variable {
    name: "LANGHE_MAIL_TO",
    default: r#"`info@langhe.property`"#,
    meaning: r#"the consultant: the only recipient of enquiries"#,
};

pub const MAIL_FROM: Variable = Variable {
    name: "LANGHE_MAIL_FROM",
    default: r#"`Langhe Property <no-reply@langhe.property>`"#,
    meaning: r#"sender of enquiry mails (the visitor is Reply-To); its domain ends each mail's `Message-ID`"#,
};

pub const MAIL_LEASE_SECONDS: Variable = Variable {
    name: "LANGHE_MAIL_LEASE_SECONDS",
    default: r#"`120`"#,
    meaning: r#"how long a delivery attempt holds an enquiry; after a crash they are tried again once it ends. The claim is renewed just before each mail goes out and the mail is only marked sent while the claim still holds, so with SMTP it must be longer than one mail's worst case, `LANGHE_SMTP_TIMEOUT_SECONDS`: start-up stops with a message naming both values when it is not"#,
};

pub const CAPTCHA: Variable = Variable {
    name: "LANGHE_CAPTCHA",
    default: r#"`pow`"#,
    meaning: r#"`pow` (self-hosted proof of work, no third party) or, verified server-side, `turnstile`, `recaptcha`, `hcaptcha`: the forms then show that service's widget, whose script loads only when a visitor starts using a form, and the CSP opens that service's hosts"#,
};

pub const CAPTCHA_SITE_KEY: Variable = Variable {
    name: "LANGHE_CAPTCHA_SITE_KEY",
    default: r#"unset"#,
    meaning: r#"the hosted captcha service's site key (it goes to browsers); required with a hosted `LANGHE_CAPTCHA`"#,
};

pub const CAPTCHA_SECRET: Variable = Variable {
    name: "LANGHE_CAPTCHA_SECRET",
    default: r#"unset"#,
    meaning: r#"the hosted captcha service's secret (it never goes to browsers); required with a hosted `LANGHE_CAPTCHA`"#,
};

pub const CAPTCHA_VERIFY_URL: Variable = Variable {
    name: "LANGHE_CAPTCHA_VERIFY_URL",
    default: r#"the service's own"#,
    meaning: r#"where hosted tokens are verified"#,
};

pub const CAPTCHA_SCRIPT_URL: Variable = Variable {
    name: "LANGHE_CAPTCHA_SCRIPT_URL",
    default: r#"the service's own"#,
    meaning: r#"the widget script browsers load, for self-hosted mirrors and tests (its origin is added to the CSP's `script-src`)"#,
};

pub const CAPTCHA_HMAC_KEY: Variable = Variable {
    name: "LANGHE_CAPTCHA_HMAC_KEY",
    default: r#"random, kept in `{DATA_DIR}/captcha-hmac.key`"#,
    meaning: r#"signs proof-of-work challenges. Several servers: the same on each"#,
};

pub const CAPTCHA_POW_MAX_NUMBER: Variable = Variable {
    name: "LANGHE_CAPTCHA_POW_MAX_NUMBER",
    default: r#"`100000`"#,
    meaning: r#"proof-of-work size (the browser tries half on average)"#,
};

pub const NEWSLETTER_URL: Variable = Variable {
    name: "LANGHE_NEWSLETTER_URL",
    default: r#"unset"#,
    meaning: r#"a hosted newsletter provider's sign-up form (the provider then runs its own confirmation); unset keeps a local list with double opt-in, one-click unsubscribe and an admin CSV export"#,
};

pub const FX_RATES_URL: Variable = Variable {
    name: "LANGHE_FX_RATES_URL",
    default: r#"`https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml`"#,
    meaning: r#"the European Central Bank's daily euro reference rates (its `eurofxref-daily.xml` document), for prices shown "≈ £612,000" in the currency a visitor picks (GBP, USD, CHF, SEK, NOK, DKK; `GET /api/rates`). One of the servers sharing the database fetches it once a day (the database decides whose turn it is) and stores the rates there. A failed fetch (no network, an error status, not a rates document) keeps the last good rates, is tried again an hour later, is logged once as a warning until a fetch succeeds, and counts on `/metrics` (`fx_rate_fetches_total{outcome="failed"}`). Rates more than 7 days old are not shown: prices then show in euro only, as they do before the first fetch. `off` fetches nothing (prices in euro only, unless rates fetched before are still fresh)"#,
};

pub const COUNT_VISITS: Variable = Variable {
    name: "LANGHE_COUNT_VISITS",
    default: r#"`true`"#,
    meaning: r#"count page views and events for the staff's statistics and the owners' reports, without cookies and without storing any address: each visitor is a keyed hash of the day's random salt, the site, the client address cut to /24 (IPv4) or /48 (IPv6) and the browser's family and major version; salts are deleted after two days, hits folded into daily totals after 30. Robots, tools and prefetches are not counted. Written in batches once a second (`visits_counted_total{outcome}` on `/metrics`). `false` counts nothing"#,
};

pub const COUNT_RATE_PER_MINUTE: Variable = Variable {
    name: "LANGHE_COUNT_RATE_PER_MINUTE",
    default: r#"`20`"#,
    meaning: r#"page views and events counted per client address per minute (all may come at once; an IPv6 client counts by its /64): beyond, a sighting is answered as usual and not counted (`visits_counted_total{outcome="limited"}`), so one address cannot inflate a home's statistics. A person clicking through the site sends a few a minute"#,
};

pub const COUNT_RATE_PER_DAY: Variable = Variable {
    name: "LANGHE_COUNT_RATE_PER_DAY",
    default: r#"`500`"#,
    meaning: r#"page views and events counted per client address per day (Rome's), besides the minute's allowance: what bounds the disk one address can fill (about 1 MB a day at the default, `bench/visit_counts.sh`). A keen buyer reads a hundred or two pages a day; beyond, as for the minute's allowance, a sighting is answered as usual and not counted"#,
};

pub const ALERT_INTERVAL_SECONDS: Variable = Variable {
    name: "LANGHE_ALERT_INTERVAL_SECONDS",
    default: r#"`86400`"#,
    meaning: r#"the least time between two mails of one saved-search alert (a daily digest by default): new and cheaper listings that match a confirmed alert wait and go together in its next mail"#,
};

pub const CONFIRMATION_MAILS_PER_HOUR: Variable = Variable {
    name: "LANGHE_CONFIRMATION_MAILS_PER_HOUR",
    default: r#"`100`"#,
    meaning: r#"confirmation mails (newsletter and alerts together) the whole site sends per hour, counted in the database all servers share; past it a sign-up is answered as usual but neither stored nor mailed, a warning is logged and `confirmation_mails_held_total{reason="site_cap"}` rises on `/metrics`. Besides, one address gets at most one confirmation per 24 hours and three per week, and a repeated alert sign-up renews the same pending alert"#,
};

pub const DESK_DIGEST_HOUR: Variable = Variable {
    name: "LANGHE_DESK_DIGEST_HOUR",
    default: r#"`8`"#,
    meaning: r#"the hour (0 to 23, Europe/Rome) from which the consultant's daily desk digest goes through the outbox: the leads not yet contacted and the follow-ups due or overdue, by number, kind and property. Once per Rome day whatever the number of servers (the day is claimed in the database); nothing is sent on a day with nothing to say. `off` sends none"#,
};

pub const LEAD_RETENTION_MONTHS: Variable = Variable {
    name: "LANGHE_LEAD_RETENTION_MONTHS",
    default: r#"`24`"#,
    meaning: r#"months (1 to 1200) a lead the desk marked `lost` or `spam` is kept after its last activity (the enquiry, a stage change, a note or a reply); then a background job anonymises it: the visitor's name, address, phone and words, the notes' and replies' texts and the viewing request's details go, its kind, stage, source, property and dates stay for the counts. Other stages are kept. The privacy policy states the period"#,
};

pub const SEND_RATE_PER_MINUTE: Variable = Variable {
    name: "LANGHE_SEND_RATE_PER_MINUTE",
    default: r#"`10`"#,
    meaning: r#"form submissions accepted per client address per minute (429 beyond, answered before the body is read); an IPv6 client counts by its /64. Counted by each server in memory: behind N round-robin servers a client can get N times this through (docs/deploy.md, "Several servers")"#,
};

pub const TRUSTED_PROXIES: Variable = Variable {
    name: "LANGHE_TRUSTED_PROXIES",
    default: r#"empty"#,
    meaning: r#"comma-separated addresses and CIDR ranges of your reverse proxies (e.g. `127.0.0.1, 10.0.0.0/8`). A request from one of them is attributed to the right-most `X-Forwarded-For` entry that is not itself a trusted proxy; from anyone else `X-Forwarded-For` is ignored. Rate limits and logs use that address. An entry that is not an address or range stops start-up"#,
};

pub const METRICS: Variable = Variable {
    name: "LANGHE_METRICS",
    default: r#"`loopback`"#,
    meaning: r#"who may read `GET /metrics` (Prometheus text format): `loopback` only clients connecting from 127.0.0.1 or ::1 (the socket's peer, never `X-Forwarded-For`), `token:SECRET` anyone sending `Authorization: Bearer SECRET`, `off` answers 404. Series: `http_requests_total` and the histogram `http_request_duration_seconds` by `method`, `route` (the route template, e.g. `/api/properties/:param0`, or `/*` for pages) and `status`; `page_cache_lookups_total` by `outcome` (`hit`, `miss`); the histogram `ssr_render_seconds` by `outcome` (`rendered`, `failed`); `db_pool_connections` by `state` (`open`, `idle`) and `db_pool_max_connections`, sampled every 5 s; `outbox_waiting`, `outbox_oldest_waiting_age_seconds` and `outbox_failed` (refused for good) by `kind` (`contact`, `newsletter_confirmation`, …; every kind from the start, 0 when none waits), sampled every 15 s; `mail_deliveries_total` by `outcome` (`sent`, `retried`, `failed`, `lost`) and `mail_delivery_pass_errors_total`; `worker_passes_total` by `worker` (`mail_delivery`, `alert_digests`, `viewing_reminders`, `desk_digest`, `lead_retention`, `new_marks`, `exchange_rates`: every finished pass, idle ones too, so a counter that stops rising is a stuck worker), `alert_digests_total` (digests handed to the outbox) and `leads_anonymised_total` (closed leads anonymised after their retention); `fx_rate_fetches_total` by `outcome` (`fetched`, `failed`). Requests refused before the router (413 for a declared body above the limit, 429, 401 on uploads) are counted too (see `docs/deploy.md`)"#,
};

pub const SHUTDOWN_GRACE_SECONDS: Variable = Variable {
    name: "LANGHE_SHUTDOWN_GRACE_SECONDS",
    default: r#"`20`"#,
    meaning: r#"on SIGTERM or Ctrl-C the server stops accepting at once (new connections are refused), lets requests in flight (and those whose head is still arriving) finish for up to this many seconds, cuts what is left, then lets the mail worker finish the delivery pass it is in (up to this many seconds again) and exits 0. A delivery cut off after that is retried once its lease (`LANGHE_MAIL_LEASE_SECONDS`) runs out"#,
};

pub const HEADER_READ_TIMEOUT_SECONDS: Variable = Variable {
    name: "LANGHE_HEADER_READ_TIMEOUT_SECONDS",
    default: r#"`10`"#,
    meaning: r#"a request head must arrive whole within this many seconds of its first byte (of the connection's opening, for a new one); a client that drips it or sends nothing is disconnected. The binary sits behind a reverse proxy (docs/deploy.md, "Always behind a proxy")"#,
};

pub const IDLE_TIMEOUT_SECONDS: Variable = Variable {
    name: "LANGHE_IDLE_TIMEOUT_SECONDS",
    default: r#"`75`"#,
    meaning: r#"a connection on which no byte moves either way for this long is closed: an idle kept-alive connection waiting for its next request (keep it above your proxy's own idle timeout, 60 s for nginx and most load balancers), a stalled body, a client that stopped reading"#,
};

pub const MAX_CONNECTIONS: Variable = Variable {
    name: "LANGHE_MAX_CONNECTIONS",
    default: r#"`1024`"#,
    meaning: r#"open connections at most; a new one beyond is closed at once (logged as a warning)"#,
};

pub const UPLOAD_DECODES: Variable = Variable {
    name: "LANGHE_UPLOAD_DECODES",
    default: r#"`2`"#,
    meaning: r#"uploaded photos decoded and resized at once (each can take up to 156 MB while it is); more wait their turn"#,
};

pub const BACKUP_KEY: Variable = Variable {
    name: "LANGHE_BACKUP_KEY",
    default: r#"unset"#,
    meaning: r#"at least 32 bytes: signs every `langhe export` (an HMAC-SHA256 of the manifest, `manifest.sig`), and `langhe import` then refuses an archive whose signature is missing or wrong unless given `--trust-unsigned`. Keep it where the backups are not (a secrets manager, the service's environment file)"#,
};

pub const LOG_FORMAT: Variable = Variable {
    name: "LANGHE_LOG_FORMAT",
    default: r#"`text`"#,
    meaning: r#"`json` writes one JSON object per log line (for log collectors); lines logged while a request runs carry its id in `span.request_id`, the id the answer names in its `X-Request-Id` header (text lines show it as `request{request_id=…}`)"#,
};

pub const RUST_LOG: Variable = Variable {
    name: "RUST_LOG",
    default: r#"`info`"#,
    meaning: r#"log filter (one line per request with its id, client address, status and latency)"#,
};

pub const BACKUP_DIR: Variable = Variable {
    name: "LANGHE_BACKUP_DIR",
    default: r#"unset"#,
    meaning: r#"the server backs the whole site up on its own into this folder (ideally on another disk; created owner-only, `0700`, when missing): the archive `langhe export` makes, signed with `LANGHE_BACKUP_KEY`, named `langhe-backup-YYYYMMDDTHHMMSSZ.tar` (UTC, when it began), written as `….tar.partial`, flushed and renamed once complete, so the folder only ever shows whole archives; a `.partial` an interrupted run left is removed by the next run. Not inside `{DATA_DIR}/images` (start-up stops: every backup would hold the ones before)"#,
};

pub const BACKUP_BUCKET: Variable = Variable {
    name: "LANGHE_BACKUP_BUCKET",
    default: r#"unset"#,
    meaning: r#"the same archive uploaded to this S3-compatible bucket, on the store the `AWS_*` variables describe (as for `LANGHE_S3_BUCKET`; created at start when missing), as a multipart upload: the object appears under its name only once complete. Not the pictures' bucket (start-up stops). With no `LANGHE_BACKUP_DIR`, the archive is written to `{DATA_DIR}/backup-staging` first and removed there once uploaded. Either target or both"#,
};

pub const BACKUP_INTERVAL_SECONDS: Variable = Variable {
    name: "LANGHE_BACKUP_INTERVAL_SECONDS",
    default: r#"`86400`"#,
    meaning: r#"a scheduled backup every this many seconds (1 to 31622400), counted from when the last one began; the database records it, so a restart does not back up early, and with several servers one of them makes each backup (see "Backups and restores"). Set without a target, start-up stops"#,
};

pub const BACKUP_KEEP: Variable = Variable {
    name: "LANGHE_BACKUP_KEEP",
    default: r#"`14`"#,
    meaning: r#"archives kept in each target (1 to 10000): after each backup, older ones named as above are deleted; no other file or object is touched"#,
};

/// Every variable, in the order the documentation lists them.
pub const AGENCY_FEE_PERCENT: Variable = Variable {
    name: "LANGHE_AGENCY_FEE_PERCENT",
    default: r#"`3`"#,
    meaning: r#"the agency's fee in the property page's buying-costs estimate, as a percentage of the price before VAT (`0` to `10`, at most two decimals, e.g. `2.5`); `0` leaves the agency line out"#,
};

pub const SECTIONS: &[Section] = &[
    Section {
        title: "Serving",
        variables: &[
            &LISTEN,
            &DATA_DIR,
            &DATABASE_URL,
            &DEMO_CONTENT,
            &PUBLIC_URL,
            &STATIC_DIR,
            &TRUSTED_PROXIES,
            &SHUTDOWN_GRACE_SECONDS,
            &HEADER_READ_TIMEOUT_SECONDS,
            &IDLE_TIMEOUT_SECONDS,
            &MAX_CONNECTIONS,
            &UPLOAD_DECODES,
        ],
    },
    Section {
        title: "Pictures",
        variables: &[&IMAGE_BASE_URL, &S3_BUCKET],
    },
    Section {
        title: "Pages",
        variables: &[
            &MAPBOX_TOKEN,
            &SSR_BUNDLE,
            &SSR_WORKERS,
            &SSR,
            &PAGE_CACHE_ENTRIES,
            &PAGE_CACHE_MB,
            &SITEMAP_URLS_PER_FILE,
            &SITEMAP_BYTES_PER_FILE,
            &FX_RATES_URL,
            &COUNT_VISITS,
            &COUNT_RATE_PER_MINUTE,
            &COUNT_RATE_PER_DAY,
        ],
    },
    Section {
        title: "Buying costs",
        variables: &[&AGENCY_FEE_PERCENT],
    },
    Section {
        title: "Staff sign-in",
        variables: &[
            &SIGN_IN_SEQUENCE,
            &GOOGLE_CLIENT_ID,
            &OIDC_ISSUER,
            &OIDC_JWKS_URL,
            &GOOGLE_HOSTED_DOMAIN,
            &SESSION_SECRET,
        ],
    },
    Section {
        title: "Mail and the visitor forms",
        variables: &[
            &MAIL,
            &SMTP_HOST,
            &SMTP_PORT,
            &SMTP_TLS,
            &SMTP_USER,
            &SMTP_PASSWORD,
            &SMTP_TIMEOUT_SECONDS,
            &MAIL_TO,
            &MAIL_FROM,
            &MAIL_LEASE_SECONDS,
            &CAPTCHA,
            &CAPTCHA_SITE_KEY,
            &CAPTCHA_SECRET,
            &CAPTCHA_VERIFY_URL,
            &CAPTCHA_SCRIPT_URL,
            &CAPTCHA_HMAC_KEY,
            &CAPTCHA_POW_MAX_NUMBER,
            &NEWSLETTER_URL,
            &ALERT_INTERVAL_SECONDS,
            &CONFIRMATION_MAILS_PER_HOUR,
            &DESK_DIGEST_HOUR,
            &LEAD_RETENTION_MONTHS,
            &SEND_RATE_PER_MINUTE,
        ],
    },
    Section {
        title: "Backups",
        variables: &[
            &BACKUP_KEY,
            &BACKUP_DIR,
            &BACKUP_BUCKET,
            &BACKUP_INTERVAL_SECONDS,
            &BACKUP_KEEP,
        ],
    },
    Section {
        title: "Logs and metrics",
        variables: &[&METRICS, &LOG_FORMAT, &RUST_LOG],
    },
];
