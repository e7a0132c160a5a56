//! `create` for PO: a new UTF-8 catalog from entries.
//!
//! - Header: `Language` (the target, `_` for `-`; absent without a target, as in a POT),
//!   `Content-Type` UTF-8 and `Plural-Forms` from the written language's `plural_rules`, else
//!   [`cldr::gettext_plural_forms`] (absent when neither knows the language).
//! - `msgctxt`/`msgid`: an identifier `ctx` U+0004 `text` whose `text` is the source text is that
//!   context and msgid; an identifier
//!   equal to the source text is the msgid alone; any other identifier (a key from another format)
//!   becomes the `msgctxt` with the source text as msgid (so the PO identifier is `key` U+0004
//!   `text`; [`crate::convert`] maps keyed catalogs back). `ctx::text`, as the XLIFF writers spell
//!   a context, is read as context `ctx` when `text` is the source text. Where two entries would
//!   get the same (msgctxt, msgid) that way, one of them is written keyed instead (msgctxt = its
//!   whole identifier), since PO holds each pair once.
//! - Context lines become `#.` comments (a line `References: …` becomes `#:`, and the
//!   `msgctxt: …` line PO parsing adds is not repeated); labels that are flag words become `#,`
//!   flags.
//! - Translations (with a target) go into `msgstr`, `fuzzy` when their status is untranslated;
//!   plural strings write `msgid` = the source `one` form, `msgid_plural` = its `other` form, and
//!   `msgstr[i]` for each index of the target's rule, mapped to categories by the PO module's own
//!   index ↔ category table ([`PluralMap`]).
//!
//! PO cannot express approval (approved is written as translated), hidden strings or maximum
//! lengths; those are dropped. A translation whose status is untranslated and whose text is empty
//! is no translation.

use std::collections::HashMap;

use super::escape::write_value;
use super::plural_forms::PluralForms;
use super::plural_map::PluralMap;
use super::render::target_rules;
use crate::cldr;
use crate::create::{bilingual_translation, entry_error, plural_forms, source_form};
use crate::error::{ErrorKind, FormatError};
use crate::language::Language;
use crate::model::{Entry, PluralCategory, Status, Text};

/// Writes `entries` as a new PO catalog.
pub(crate) fn create(
    entries: &[Entry],
    source: &Language,
    target: Option<&Language>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let lang = target.unwrap_or(source);
    let cats = lang.categories();
    let rules: Option<PluralForms> = match lang.plural_rules.as_deref() {
        Some(r) => Some(target_rules(r, cats).map_err(|e| {
            FormatError::whole(format!(
                "the plural rules of `{}` (`{r}`) are not a gettext expression: {e}",
                lang.id
            ))
            .with_kind(ErrorKind::Unsupported)
        })?),
        None => cldr::gettext_plural_forms(&lang.id).and_then(|r| target_rules(r, cats).ok()),
    };
    let map = match &rules {
        Some(pf) => PluralMap::new(&lang.id, cats, pf),
        None => PluralMap::positional(cats, cats.len()),
    };
    let mut s = String::with_capacity(entries.len() * 64 + 256);
    s.push_str("msgid \"\"\nmsgstr \"\"\n");
    if let Some(t) = target {
        header_line(&mut s, "Language", &t.id.replace('-', "_"));
    }
    header_line(&mut s, "MIME-Version", "1.0");
    header_line(&mut s, "Content-Type", "text/plain; charset=UTF-8");
    header_line(&mut s, "Content-Transfer-Encoding", "8bit");
    if let Some(pf) = &rules {
        header_line(&mut s, "Plural-Forms", &pf.to_header_value());
    }
    for (e, key) in entries.iter().zip(message_keys(entries)?) {
        s.push('\n');
        write_entry(e, key, target, &map, &mut s)?;
    }
    out.extend_from_slice(s.as_bytes());
    Ok(())
}

fn header_line(s: &mut String, name: &str, value: &str) {
    s.push('"');
    super::escape::escape_into(&format!("{name}: {value}\n"), s);
    s.push_str("\"\n");
}

/// A message's (msgctxt, msgid).
type MessageKey<'e> = (Option<&'e str>, &'e str);

/// The (msgctxt, msgid) each entry is written with: its [`natural_key`], unless two entries would
/// share one (`a::b` with text `b` beside `a` with text `b`, or a key holding U+0004), which PO
/// refuses; then the later natural key (or the one beside a demoted key) becomes the key
/// `msgctxt` = the whole identifier, `msgid` = the source text, which only that entry can have.
fn message_keys<'e>(entries: &'e [Entry<'_>]) -> Result<Vec<MessageKey<'e>>, FormatError> {
    let mut keys = entries
        .iter()
        .map(natural_key)
        .collect::<Result<Vec<_>, _>>()?;
    loop {
        // Keyed by the identifier a reader makes of the pair (msgctxt, EOT, msgid): with a
        // U+0004 inside, two different pairs can read back as one identifier.
        let mut first: HashMap<String, usize> = HashMap::with_capacity(keys.len());
        let mut changed = false;
        for (i, key) in keys.clone().into_iter().enumerate() {
            let read_back = super::identifier_of(key.0, key.1);
            let Some(&j) = first.get(&read_back) else {
                first.insert(read_back, i);
                continue;
            };
            // The later one is written keyed by its whole identifier, else the earlier one; when
            // neither key would change, no PO file can hold both.
            let keyed = |k: usize| (Some(entries[k].identifier.as_ref()), main_text(&entries[k]));
            let k = if keys[i] != keyed(i) {
                i
            } else if keys[j] != keyed(j) {
                j
            } else {
                return Err(entry_error(
                        &entries[i],
                        format!(
                            "this string and `{}` would be written as messages a PO reader takes for one (the same identifier and text, or a U+0004 in one that makes msgctxt EOT msgid read the same); a PO catalog holds each message once",
                            entries[j].identifier.replace('\u{4}', "␄")
                        ),
                    ));
            };
            keys[k] = keyed(k);
            changed = true;
        }
        if !changed {
            return Ok(keys);
        }
    }
}

/// The source text written as `msgid` (a plural's `one` form).
fn main_text<'e>(e: &'e Entry<'_>) -> &'e str {
    match &e.text {
        Text::Plain(s) => s.as_ref(),
        Text::Plural(_) => source_form(&e.text, PluralCategory::One),
    }
}

/// The (msgctxt, msgid) an entry is written with when no other entry claims the same.
fn natural_key<'e>(e: &'e Entry<'_>) -> Result<MessageKey<'e>, FormatError> {
    let main = main_text(e);
    let id = e.identifier.as_ref();
    if let Some((ctx, msgid)) = id.split_once('\u{4}').filter(|(_, m)| *m == main) {
        return Ok((Some(ctx), msgid));
    }
    if id == main && !id.is_empty() {
        return Ok((None, id));
    }
    if let Some(ctx) = id
        .strip_suffix(main)
        .and_then(|p| p.strip_suffix("::"))
        .filter(|_| !main.is_empty())
    {
        return Ok((Some(ctx), main));
    }
    if id.is_empty() && main.is_empty() {
        return Err(entry_error(
            e,
            "an empty identifier with an empty text would be the PO header",
        ));
    }
    Ok((Some(id), main))
}

fn write_entry(
    e: &Entry,
    (msgctxt, msgid): MessageKey<'_>,
    target: Option<&Language>,
    map: &PluralMap,
    s: &mut String,
) -> Result<(), FormatError> {
    if let Some(context) = &e.context {
        let own = msgctxt.map(|c| format!("msgctxt: {c}"));
        let mut references = Vec::new();
        for line in context.lines() {
            let line = line.trim();
            if line.is_empty() || Some(line) == own.as_deref() {
                continue;
            }
            if let Some(r) = line.strip_prefix("References: ") {
                references.push(r);
                continue;
            }
            s.push_str("#. ");
            s.push_str(&line.replace('\r', " "));
            s.push('\n');
        }
        for r in references {
            s.push_str("#: ");
            s.push_str(&r.replace('\r', " "));
            s.push('\n');
        }
    }
    let translation = bilingual_translation(e, target)
        .filter(|(t, st)| !(*st == Status::Untranslated && t.main().is_empty()));
    let mut flags: Vec<&str> = Vec::new();
    if translation.is_some_and(|(_, st)| st == Status::Untranslated) {
        flags.push("fuzzy");
    }
    for l in &e.labels {
        if !l.is_empty() && l != "fuzzy" && !l.contains(|c: char| c.is_whitespace() || c == ',') {
            flags.push(l);
        }
    }
    if !flags.is_empty() {
        s.push_str("#, ");
        s.push_str(&flags.join(", "));
        s.push('\n');
    }
    if let Some(c) = msgctxt {
        s.push_str("msgctxt ");
        write_value(c, 8, "\n", "", s);
        s.push('\n');
    }
    s.push_str("msgid ");
    write_value(msgid, 6, "\n", "", s);
    s.push('\n');
    if e.text.is_plural() {
        s.push_str("msgid_plural ");
        write_value(source_form(&e.text, PluralCategory::Other), 13, "\n", "", s);
        s.push('\n');
        for i in 0..map.nplurals.max(1) {
            let text = match translation {
                Some((t, _)) => {
                    let c = map.text_category(i);
                    plural_forms(t, &e.text, &[c])
                        .first()
                        .map_or("", |(_, t)| *t)
                }
                None => "",
            };
            let kw = format!("msgstr[{i}] ");
            s.push_str(&kw);
            write_value(text, kw.len(), "\n", "", s);
            s.push('\n');
        }
    } else {
        s.push_str("msgstr ");
        write_value(translation.map_or("", |(t, _)| t.main()), 7, "\n", "", s);
        s.push('\n');
    }
    Ok(())
}
