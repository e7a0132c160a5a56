//! Setting translations on the uploaded strings: pseudo-translations into target languages (per
//! plural category for plural strings), or NDJSON records keyed by identifier (and file). Nothing
//! is sent to the app here; exports carry the translations (see `export.rs`).

use serde_json::{json, Map, Value};

use super::pseudo::pseudo;
use super::report::StepReport;
use super::{Driver, StoredString};
use crate::platform::languages::{self, LanguageInfo};

/// Where translations come from.
#[derive(Debug, Clone)]
pub enum TranslationSource {
    /// Pseudo-translations into these languages (all targets when empty).
    Pseudo(Vec<String>),
    /// NDJSON records `{identifier, file?, translations:{lang:{text,status}}}`.
    Ndjson(Vec<u8>),
}

impl Driver {
    /// Sets translations from NDJSON or pseudo-translates into languages.
    pub fn translate(&mut self, source: &TranslationSource, step: &mut StepReport) {
        match source {
            TranslationSource::Pseudo(langs) => {
                let langs: Vec<String> = if langs.is_empty() {
                    self.opts.context.target_languages.clone()
                } else {
                    langs.clone()
                };
                let mut infos = Vec::new();
                for l in &langs {
                    match languages::require(l) {
                        Ok(i) => infos.push(i),
                        Err(e) => {
                            step.error("scenario.config", None, e);
                            return;
                        }
                    }
                }
                let mut n = 0;
                for u in &mut self.uploads {
                    for s in &mut u.strings {
                        for l in &infos {
                            s.translations
                                .insert(l.id.to_owned(), pseudo_translation(s, l));
                            n += 1;
                        }
                    }
                }
                step.note(format!("{n} pseudo-translations into {}", langs.join(", ")));
            }
            TranslationSource::Ndjson(bytes) => {
                let records: Vec<Value> =
                    match locforge_protocol::ndjson::decode_all(bytes, 8 * 1024 * 1024) {
                        Ok(r) => r,
                        Err(e) => {
                            step.error(
                                "scenario.config",
                                None,
                                format!("translations NDJSON, line {}: {}", e.line, e.message),
                            );
                            return;
                        }
                    };
                let (mut applied, mut unknown) = (0, Vec::new());
                for r in records {
                    let ident = r
                        .get("identifier")
                        .and_then(Value::as_str)
                        .unwrap_or_default();
                    let file = r.get("file").and_then(Value::as_str);
                    let Some(tr) = r.get("translations").and_then(Value::as_object) else {
                        continue;
                    };
                    let mut hit = false;
                    for u in self
                        .uploads
                        .iter_mut()
                        .filter(|u| file.is_none_or(|f| f == u.name))
                    {
                        for s in u.strings.iter_mut().filter(|s| s.identifier() == ident) {
                            for (lang, t) in tr {
                                s.translations.insert(lang.clone(), t.clone());
                            }
                            hit = true;
                        }
                    }
                    if hit {
                        applied += 1
                    } else {
                        unknown.push(ident.to_owned())
                    }
                }
                step.note(format!("translations applied to {applied} strings"));
                if !unknown.is_empty() {
                    step.note(format!("no such string for: {}", unknown.join(", ")));
                }
            }
        }
    }
}

/// The pseudo-translation of `s` into `lang`: per plural category of `lang` for a plural string
/// (a missing form takes `other`, else any form), `untranslated` and empty otherwise.
fn pseudo_translation(s: &StoredString, lang: &LanguageInfo) -> Value {
    match s.entry.get("text") {
        Some(Value::Object(forms)) if s.has_plurals() => {
            let fallback = forms
                .get("other")
                .and_then(Value::as_str)
                .or_else(|| forms.values().find_map(Value::as_str))
                .unwrap_or_default();
            let text: Map<String, Value> = lang
                .plurals
                .iter()
                .map(|c| {
                    let src = forms.get(*c).and_then(Value::as_str).unwrap_or(fallback);
                    ((*c).to_owned(), Value::String(pseudo(src, lang.id)))
                })
                .collect();
            json!({"text": text, "status": "translated"})
        }
        Some(Value::String(t)) => json!({"text": pseudo(t, lang.id), "status": "translated"}),
        _ => json!({"text": "", "status": "untranslated"}),
    }
}
