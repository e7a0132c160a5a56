//! The one HTML escape of the app's HTML answers (the pages, the OAuth flow's pages, the
//! refusals of pages): text and double-quoted attribute contexts.
//! What must not live here: page shells, headers, anything a page shows.

/// `s` escaped for HTML text and for quoted attribute values (the formats crate's one escape).
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + s.len() / 8);
    locforge_formats::preview::escape_html(s, &mut out);
    out
}
