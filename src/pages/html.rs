//! The HTML every page is made of: the one [`escape`] helper (`crate::http::html`; text and
//! double-quoted attribute contexts) and the page [`shell`] (language, title, 360 px viewport, the stylesheet and
//! scripts as same-origin files). No inline script or style, no third-party asset, no event
//! handler attribute: the Content-Security-Policy (`headers.rs`) forbids them anyway.
//! What must not live here: headers, tokens, data of any page.

pub use crate::http::html::escape;

/// What a page shell needs.
#[derive(Debug, Clone)]
pub struct Shell<'a> {
    /// The document title (plain text; escaped here).
    pub title: &'a str,
    /// The path from the page to the app's root (`""` for `/pages/{key}`'s siblings, `"../"`
    /// for `/workflow-steps/{key}`), so the assets resolve under any public base path.
    pub root: &'a str,
    /// The page's own script under `/pages/assets/` (without `.js`), if any.
    pub script: Option<&'a str>,
    /// Origins `ap.js` may talk to (the page's `frame-ancestors`).
    pub frame_origins: &'a [String],
    /// Already-escaped `data-*` attributes of `<body>` (`name="value"` pairs).
    pub body_data: &'a [(&'a str, String)],
}

/// The whole document: `main` is already-escaped HTML.
pub fn shell(s: &Shell<'_>, main: &str) -> String {
    let assets = format!("{}pages/assets/", s.root);
    let mut out = String::with_capacity(main.len() + 1024);
    out.push_str("<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n");
    out.push_str("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n");
    out.push_str(&format!(
        "<meta name=\"locforge-frame-origins\" content=\"{}\">\n",
        escape(&s.frame_origins.join(" "))
    ));
    out.push_str(&format!("<title>{}</title>\n", escape(s.title)));
    out.push_str(&format!(
        "<link rel=\"stylesheet\" href=\"{}app.css\">\n",
        escape(&assets)
    ));
    for script in ["ap", "common"].into_iter().chain(s.script) {
        out.push_str(&format!(
            "<script src=\"{}{}.js\" defer></script>\n",
            escape(&assets),
            escape(script)
        ));
    }
    out.push_str("</head>\n<body");
    for (name, value) in s.body_data {
        out.push_str(&format!(" data-{}=\"{}\"", escape(name), escape(value)));
    }
    out.push_str(">\n<main id=\"main\">\n");
    out.push_str(main);
    out.push_str("\n</main>\n</body>\n</html>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_text_and_attributes() {
        assert_eq!(
            escape(r#"<a href="x" title='y'>&</a>"#),
            "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;"
        );
        assert_eq!(escape("plain ü"), "plain ü");
    }

    #[test]
    fn shell_has_no_inline_script() {
        let origins = vec!["https://a.example".to_owned()];
        let page = shell(
            &Shell {
                title: "T <x>",
                root: "../",
                script: Some("menu"),
                frame_origins: &origins,
                body_data: &[("api", "k/api/".into())],
            },
            "<p>hi</p>",
        );
        assert!(page.contains("<title>T &lt;x&gt;</title>"));
        assert!(page.contains("<script src=\"../pages/assets/menu.js\" defer></script>"));
        assert!(!page.contains("<script>"));
        assert!(page.contains("data-api=\"k/api/\""));
    }
}
