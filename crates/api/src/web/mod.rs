//! Serving the built front end with server-rendered head tags, sitemap and security headers.
