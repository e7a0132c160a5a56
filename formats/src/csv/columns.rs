//! Which column holds what: the header detection, the configured mapping ([`CsvMapping`]), and
//! the column of each target language of the request (an existing one, or a new one appended).
//! The rules are the ones the module documentation of [`crate::csv`] states.

use std::borrow::Cow;

use crate::format::ParseContext;
use crate::language::Language;

use super::CsvMapping;

/// What a header cell names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Role {
    Key,
    Source,
    Context,
    MaxLength,
    /// A language code (`de`, `pt_BR`, `zh-Hans-CN`).
    Language,
    Other,
}

/// The header name lower-cased without spaces, `_` and `-` (`Max Length` → `maxlength`).
fn compact(name: &str) -> String {
    name.trim()
        .chars()
        .filter(|c| !matches!(c, ' ' | '_' | '-'))
        .flat_map(char::to_lowercase)
        .collect()
}

/// A language code lower-cased with `_` made `-`, for matching (`pt_BR` → `pt-br`); a
/// language name a header may use instead (`English`, `Simplified Chinese`) gives its code.
pub(crate) fn language_key(code: &str) -> String {
    match language_name_code(code) {
        Some(c) => c.to_ascii_lowercase(),
        None => code.trim().to_ascii_lowercase().replace('_', "-"),
    }
}

/// Language names (compacted as [`compact`] does, parentheses left out) that header rows use
/// instead of codes, with the code each stands for.
const LANGUAGE_NAMES: &[(&str, &str)] = &[
    ("english", "en"),
    ("french", "fr"),
    ("german", "de"),
    ("spanish", "es"),
    ("italian", "it"),
    ("portuguese", "pt"),
    ("brazilianportuguese", "pt-BR"),
    ("portuguesebrazil", "pt-BR"),
    ("portuguesebrazilian", "pt-BR"),
    ("dutch", "nl"),
    ("russian", "ru"),
    ("ukrainian", "uk"),
    ("polish", "pl"),
    ("czech", "cs"),
    ("turkish", "tr"),
    ("greek", "el"),
    ("swedish", "sv"),
    ("danish", "da"),
    ("norwegian", "no"),
    ("finnish", "fi"),
    ("hungarian", "hu"),
    ("romanian", "ro"),
    ("japanese", "ja"),
    ("korean", "ko"),
    ("chinese", "zh"),
    ("simplifiedchinese", "zh-Hans"),
    ("chinesesimplified", "zh-Hans"),
    ("traditionalchinese", "zh-Hant"),
    ("chinesetraditional", "zh-Hant"),
    ("arabic", "ar"),
    ("hebrew", "he"),
    ("hindi", "hi"),
    ("thai", "th"),
    ("vietnamese", "vi"),
    ("indonesian", "id"),
    ("malay", "ms"),
];

/// The code of a language name a header cell holds (`English` → `en`), if it is one.
fn language_name_code(name: &str) -> Option<&'static str> {
    let c: String = compact(name)
        .chars()
        .filter(|c| !matches!(c, '(' | ')'))
        .collect();
    LANGUAGE_NAMES
        .iter()
        .find(|(n, _)| *n == c)
        .map(|(_, code)| *code)
}

/// ISO 639-1 codes: a first row whose cells are such codes (and no key column name) is a header.
const ISO_639_1: &str = "aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu";

/// True for a cell that names a language beyond doubt: an ISO 639-1 code, alone or with
/// subtags (`en`, `en_US`, `zh-Hans`), or a language name (`English`).
pub(crate) fn surely_language(name: &str) -> bool {
    if language_name_code(name).is_some() {
        return true;
    }
    let name = name.trim();
    let first = name.split(['-', '_']).next().unwrap_or("");
    looks_like_language(name)
        && first.len() == 2
        && ISO_639_1.split(' ').any(|c| c.eq_ignore_ascii_case(first))
}

/// True for a BCP 47-like code: 2–3 letters, then `-`/`_` subtags of 2–8 letters or digits.
fn looks_like_language(name: &str) -> bool {
    let mut parts = name.trim().split(['-', '_']);
    let first = parts.next().unwrap_or("");
    (2..=3).contains(&first.len())
        && first.bytes().all(|b| b.is_ascii_alphabetic())
        && parts.all(|p| (2..=8).contains(&p.len()) && p.bytes().all(|b| b.is_ascii_alphanumeric()))
}

fn role(name: &str, index: usize) -> Role {
    let c = compact(name);
    match c.as_str() {
        "" if index == 0 => Role::Key,
        "key" | "keys" | "identifier" | "stringid" | "stringkey" => Role::Key,
        "id" if index == 0 => Role::Key,
        "source" | "sourcetext" | "sourcestring" | "text" | "value" | "string" | "original" => {
            Role::Source
        }
        "context" | "description" | "comment" | "comments" | "note" | "notes"
        | "developercomment" => Role::Context,
        "maxlength" | "maxlen" | "limit" | "charlimit" | "characterlimit" | "maxchars" => {
            Role::MaxLength
        }
        _ if looks_like_language(name) || language_name_code(name).is_some() => Role::Language,
        _ => Role::Other,
    }
}

/// True when a first row without a key column name is a header by its languages: its first
/// cell names no language nor another role, each other non-empty cell is a language (an ISO
/// 639-1 code with or without subtags, or a language name: `name,en_US,ja_JP`,
/// `id,English,French`) or a source, context or maximum length column name, and the languages
/// are two or more or come with such a column name. One language alone (`name,en_US`,
/// `yes,ja`) is a string: a key/value file's first row may hold a code as its value, and its
/// build may write one there.
fn languages_name_columns(names: &[Cow<'_, str>]) -> bool {
    let Some((first, rest)) = names.split_first() else {
        return false;
    };
    if first.trim().is_empty() || role(first, 0) != Role::Other {
        return false;
    }
    let mut languages = 0;
    let mut named = false;
    for (i, cell) in rest.iter().enumerate() {
        let cell = cell.trim();
        if cell.is_empty() {
            continue;
        }
        if surely_language(cell) {
            languages += 1;
            continue;
        }
        match role(cell, i + 1) {
            Role::Source | Role::Context | Role::MaxLength => named = true,
            _ => return false,
        }
    }
    languages >= 2 || (languages == 1 && named)
}

/// The columns of a file for one parse.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Columns {
    /// The first row names the columns (it is not a string).
    pub header: bool,
    /// A key/value file: no header, a first row of at most two cells (Symfony's `key;value`).
    /// The one target of a request is written into the value column, and rows of fewer than two
    /// cells are not strings (Symfony skips them).
    pub key_value: bool,
    /// Cells of the first row (at least 2 without a header: key and source): no row may have
    /// more.
    pub width: usize,
    /// Column of the key.
    pub key: usize,
    /// Column of the source text.
    pub source: usize,
    /// Column of the context.
    pub context: Option<usize>,
    /// Column of the maximum length.
    pub max_length: Option<usize>,
    /// For each target of the request (same index): its column; `>= width` for a new column.
    pub targets: Vec<usize>,
    /// Target indices in language-id order: the order in which cells appended at the same place
    /// come out of `multilingual::assemble`.
    pub by_id: Vec<usize>,
}

/// The column of the language `lang` among `names`: by id, then by locale (case-insensitive,
/// `_` = `-`), skipping the columns in `skip`.
fn find_language(names: &[Cow<'_, str>], lang: &Language, skip: &[usize]) -> Option<usize> {
    let keys: Vec<String> = names.iter().map(|n| language_key(n)).collect();
    let find = |code: &str| {
        let code = language_key(code);
        (0..keys.len()).find(|i| !skip.contains(i) && keys[*i] == code)
    };
    find(&lang.id).or_else(|| lang.locale.as_deref().and_then(find))
}

/// The column of each target among `names` (none for a target the file lacks), skipping the
/// columns in `skip`; a column goes to the first target that matches it (another target
/// matching it, e.g. `pt_BR` after `pt-BR`, gets a new column of its own).
fn match_targets(
    names: &[Cow<'_, str>],
    targets: &[Language],
    mut skip: Vec<usize>,
) -> Vec<Option<usize>> {
    targets
        .iter()
        .map(|t| {
            let col = find_language(names, t, &skip);
            skip.extend(col);
            col
        })
        .collect()
}

/// Target indices sorted by language id.
fn by_id(targets: &[Language]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..targets.len()).collect();
    order.sort_by(|&a, &b| targets[a].id.cmp(&targets[b].id));
    order
}

/// Columns for targets with no column of their own: appended after `width`, in id order.
fn append_new(columns: &mut [Option<usize>], by_id: &[usize], width: usize) -> Vec<usize> {
    let mut next = width;
    for &t in by_id {
        if columns[t].is_none() {
            columns[t] = Some(next);
            next += 1;
        }
    }
    columns.iter().map(|c| c.unwrap_or(width)).collect()
}

impl Columns {
    /// Columns read from the first row `names`: from the header when it is one, else the
    /// header-less layout. `Err` says what a recognised header lacks.
    pub fn detect(names: &[Cow<'_, str>], ctx: &ParseContext<'_>) -> Result<Columns, String> {
        let width = names.len();
        let roles: Vec<Role> = names.iter().enumerate().map(|(i, n)| role(n, i)).collect();
        let key = roles
            .iter()
            .position(|r| *r == Role::Key)
            .or_else(|| languages_name_columns(names).then_some(0));
        // A blank first cell (or one of only spaces, `-` and `_`) names the key column only
        // beside two named columns (`,en,es`): beside one (` ;en`, `-,bc`) it is a string whose
        // key is blank or a dash, and a build may well write a code-like text into its second
        // cell. Beside it, a language column counts only when it is surely one (`en`, not any
        // two letters: ` ;"ip";"ns"` is a string whose translation happens to be two letters).
        let unnamed_key = key == Some(0) && names.first().is_some_and(|n| compact(n).is_empty());
        let named_other = roles
            .iter()
            .enumerate()
            .filter(|&(i, r)| Some(i) != key && *r != Role::Other && *r != Role::Key)
            .filter(|&(i, r)| !unnamed_key || *r != Role::Language || surely_language(&names[i]))
            .count();
        let needed = if unnamed_key { 2 } else { 1 };
        let order = by_id(ctx.targets);
        let Some(key) = key.filter(|_| named_other >= needed) else {
            return Columns::headerless(width, ctx);
        };
        let first = |role: Role| roles.iter().position(|r| *r == role);
        let context = first(Role::Context);
        let max_length = first(Role::MaxLength);
        let skip: Vec<usize> = [Some(key), context, max_length]
            .into_iter()
            .flatten()
            .collect();
        let english = Language::new("en", Vec::new());
        let source = first(Role::Source)
            .or_else(|| find_language(names, ctx.source.unwrap_or(&english), &skip))
            .or_else(|| first(Role::Language))
            .ok_or_else(|| {
                "the header row names no source column: expected a column named `source` or a language code".to_string()
            })?;
        let mut columns = match_targets(names, ctx.targets, skip);
        let targets = append_new(&mut columns, &order, width);
        Ok(Columns {
            header: true,
            key_value: false,
            width,
            key,
            source,
            context,
            max_length,
            targets,
            by_id: order,
        })
    }

    /// The columns of a file without a header: key, source, then the targets by position in id
    /// order; in a key/value file (a first row of at most two cells), the one target of the
    /// request in the value column (`Err` when it names more than one).
    fn headerless(width: usize, ctx: &ParseContext<'_>) -> Result<Columns, String> {
        let order = by_id(ctx.targets);
        let key_value = width <= 2;
        let mut targets = vec![0; ctx.targets.len()];
        if key_value && ctx.targets.len() > 1 {
            let ids: Vec<&str> = ctx.targets.iter().map(|t| t.id.as_str()).collect();
            return Err(format!(
                "this file has no header and two columns (key and value): it holds one language, expected one target language, found {} ({}); build each language into its own file",
                ids.len(),
                ids.join(", ")
            ));
        }
        if !key_value {
            for (rank, &t) in order.iter().enumerate() {
                targets[t] = 2 + rank;
            }
        } else {
            targets.iter_mut().for_each(|t| *t = 1);
        }
        Ok(Columns {
            header: false,
            key_value,
            // The key and source columns exist even when the first row has only a key.
            width: width.max(2),
            key: 0,
            source: 1,
            context: None,
            max_length: None,
            targets,
            by_id: order,
        })
    }

    /// Columns as `mapping` configures them; the first row has `width` cells.
    pub fn configured(mapping: &CsvMapping, width: usize, ctx: &ParseContext<'_>) -> Columns {
        let order = by_id(ctx.targets);
        let names: Vec<Cow<'_, str>> = {
            let mut n = vec![
                Cow::Borrowed("");
                width.max(1 + mapping.languages.iter().map(|l| l.0).max().unwrap_or(0))
            ];
            for (col, code) in &mapping.languages {
                n[*col] = Cow::Borrowed(code.as_str());
            }
            n
        };
        let mapped: Vec<usize> = mapping.languages.iter().map(|l| l.0).collect();
        let skip: Vec<usize> = (0..names.len()).filter(|i| !mapped.contains(i)).collect();
        let mut columns = match_targets(&names, ctx.targets, skip);
        let targets = append_new(&mut columns, &order, width);
        Columns {
            header: mapping.header_row,
            key_value: false,
            width,
            key: mapping.key,
            source: mapping.source,
            context: mapping.context,
            max_length: mapping.max_length,
            targets,
            by_id: order,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(s: &str) -> Vec<Cow<'_, str>> {
        s.split(',').map(Cow::Borrowed).collect()
    }

    fn lang(id: &str, locale: Option<&str>) -> Language {
        Language {
            locale: locale.map(str::to_string),
            ..Language::new(id, Vec::new())
        }
    }

    #[test]
    fn a_header_maps_roles_and_languages() {
        let targets = [
            lang("pt-BR", None),
            lang("zh-CN", Some("zh-Hans-CN")),
            lang("de", None),
        ];
        let ctx = ParseContext {
            source: None,
            targets: &targets,
        };
        let c = Columns::detect(&names("Key,Max Length,en,pt_br,zh-Hans-CN,Notes"), &ctx)
            .expect("a header");
        assert!(c.header);
        assert_eq!(
            (c.key, c.source, c.context, c.max_length),
            (0, 2, Some(5), Some(1))
        );
        assert_eq!(c.targets, [3, 4, 6]);
        assert_eq!(c.by_id, [2, 0, 1]);
    }

    #[test]
    fn an_empty_first_cell_and_languages_make_a_header() {
        let ctx = ParseContext::default();
        let c = Columns::detect(&names(",en,es,ja"), &ctx).expect("a header");
        assert!(c.header);
        assert_eq!((c.key, c.source), (0, 1));
        let fr = Language::new("fr", Vec::new());
        let c = Columns::detect(
            &names("id,de,en"),
            &ParseContext {
                source: Some(&fr),
                targets: &[],
            },
        )
        .expect("a header");
        assert_eq!(c.source, 1, "no `fr` column: the first language");
        let c = Columns::detect(&names("id,de,en"), &ctx).expect("a header");
        assert_eq!(c.source, 2, "no source language given: `en`");
    }

    #[test]
    fn a_column_goes_to_one_target_only() {
        let targets = [lang("pt-BR", None), lang("pt_BR", None)];
        let ctx = ParseContext {
            source: None,
            targets: &targets,
        };
        let c = Columns::detect(&names("key,en,pt-br"), &ctx).expect("a header");
        assert_eq!(c.targets, [2, 3]);
    }

    #[test]
    fn no_header_means_key_source_then_targets_by_id() {
        let targets = [lang("fr", None), lang("de", None)];
        let ctx = ParseContext {
            source: None,
            targets: &targets,
        };
        let c = Columns::detect(&names("hello,Hello,Hallo"), &ctx).expect("no header");
        assert!(!c.header && !c.key_value);
        assert_eq!(c.targets, [3, 2]);
        // Two cells or fewer: a key/value file, its one target in the value column.
        for first in ["foo,bar", "key"] {
            assert!(Columns::detect(&names(first), &ctx).is_err(), "{first}");
            let fr = [lang("fr", None)];
            let one = ParseContext {
                source: None,
                targets: &fr,
            };
            let c = Columns::detect(&names(first), &one).expect("no header");
            assert!(!c.header && c.key_value, "{first}");
            assert_eq!(c.targets, [1]);
        }
        assert!(Columns::detect(&names("key,comment"), &ctx).is_err());
    }

    #[test]
    fn languages_alone_make_a_header() {
        let ctx = ParseContext::default();
        for first in [
            "name,en_US,ja_JP,ko_KR",
            "label,English,French",
            "name,en,fr",
            "name,en,comment",
        ] {
            let c = Columns::detect(&names(first), &ctx).expect("a header");
            assert!(c.header, "{first}");
            assert_eq!((c.key, c.source), (0, 1), "{first}");
        }
        for first in [
            "foo,bar",
            "yes,ja",
            "name,en_US",
            "x,English",
            "en,de",
            "name,en,hello",
        ] {
            let c = Columns::detect(&names(first), &ctx).expect("no header");
            assert!(!c.header, "{first}");
        }
    }
}
