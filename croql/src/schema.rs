//! Contexts, types and the identifiers of each object type (docs/CROQL.md §5, §7, §8), with the documented spelling of
//! every identifier (used by the printer) and how the evaluator reads it from a JSON record.

use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

use crate::ast::camel_key;

/// The five CroQL contexts (docs/CROQL.md §1, §7). The default is the source-string context.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Context {
    /// List Strings: source strings.
    #[default]
    SourceString,
    /// List Language Translations (no `language` identifier: the language is in the path).
    Translation,
    /// List TM Segments.
    TmSegment,
    /// List Terms.
    GlossaryTerm,
    /// Glossary concepts (defined, no endpoint accepts them).
    GlossaryConcept,
}

impl Context {
    /// All contexts.
    pub const ALL: [Context; 5] = [
        Context::SourceString,
        Context::Translation,
        Context::TmSegment,
        Context::GlossaryTerm,
        Context::GlossaryConcept,
    ];

    /// The CLI spelling: `source-string`, `translation`, `tm-segment`, `glossary-term`, `glossary-concept`.
    pub fn as_str(self) -> &'static str {
        match self {
            Context::SourceString => "source-string",
            Context::Translation => "translation",
            Context::TmSegment => "tm-segment",
            Context::GlossaryTerm => "glossary-term",
            Context::GlossaryConcept => "glossary-concept",
        }
    }

    /// The object type root identifiers resolve against.
    pub fn root(self) -> ObjKind {
        match self {
            Context::SourceString => ObjKind::SourceString,
            Context::Translation => ObjKind::Translation,
            Context::TmSegment => ObjKind::TmSegment,
            Context::GlossaryTerm => ObjKind::GlossaryTerm,
            Context::GlossaryConcept => ObjKind::GlossaryConcept,
        }
    }
}

impl fmt::Display for Context {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Error of [`Context::from_str`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownContext(pub String);

impl fmt::Display for UnknownContext {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown CroQL context '{}' (expected source-string, translation, tm-segment, glossary-term or glossary-concept)",
            self.0
        )
    }
}

impl std::error::Error for UnknownContext {}

impl FromStr for Context {
    type Err = UnknownContext;

    /// Accepts the CLI spelling; `_` for `-` and any ASCII case are accepted too.
    fn from_str(s: &str) -> Result<Context, UnknownContext> {
        let norm = s.trim().to_ascii_lowercase().replace('_', "-");
        Context::ALL
            .into_iter()
            .find(|c| c.as_str() == norm)
            .ok_or_else(|| UnknownContext(s.to_string()))
    }
}

/// Object types: contexts' roots, items of collections and nested objects.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ObjKind {
    /// Source string (root of the source-string context).
    SourceString,
    /// Translation (root of the translation context; no `language`).
    Translation,
    /// Item of a source string's `translations` (with `language`).
    TranslationItem,
    /// Item of `votes`.
    Vote,
    /// Item of `approvals`.
    Approval,
    /// Item of `comments`.
    Comment,
    /// Item of `screenshots` (no members).
    Screenshot,
    /// Item of `labels`.
    Label,
    /// Item of `languages summary`.
    LanguageSummary,
    /// Item of `fields` (enterprise).
    Field,
    /// `file` object.
    File,
    /// `branch` object.
    Branch,
    /// A user (`id`, `login`).
    User,
    /// TM segment (root of the tm-segment context).
    TmSegment,
    /// Item of a segment's `records`.
    TmRecord,
    /// Glossary term (root of the glossary-term context).
    GlossaryTerm,
    /// Glossary concept (root of the glossary-concept context).
    GlossaryConcept,
}

/// CroQL types (docs/CROQL.md §5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Type {
    /// `bool`
    Bool,
    /// `int` (i64)
    Int,
    /// `float` (f64)
    Float,
    /// `string`
    String,
    /// `datetime` (UTC)
    DateTime,
    /// `user` (a user id; members `id`, `login`)
    User,
    /// `language` (a language id)
    Language,
    /// An object with the members of the kind.
    Object(ObjKind),
    /// A collection of items of the kind.
    Collection(ObjKind),
}

impl Type {
    /// The name used in messages: `bool`, `int`, `float`, `string`, `datetime`, `user`, `language`, `object`,
    /// `collection`.
    pub fn name(self) -> &'static str {
        match self {
            Type::Bool => "bool",
            Type::Int => "int",
            Type::Float => "float",
            Type::String => "string",
            Type::DateTime => "datetime",
            Type::User => "user",
            Type::Language => "language",
            Type::Object(_) => "object",
            Type::Collection(_) => "collection",
        }
    }

    /// Whether the type is `int` or `float`.
    pub fn is_numeric(self) -> bool {
        matches!(self, Type::Int | Type::Float)
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Options of the checker (docs/CROQL.md §5 strict/lenient, §7 enterprise).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SchemaOptions {
    /// Make enterprise-only identifiers (`isPassedWorkflow`, `fields`) available.
    pub enterprise: bool,
    /// Strict: single-quoted text must be a datetime. Lenient (default, the emulator's choice): text that is not
    /// a datetime, or that meets a `string` operand, is a string.
    pub strict: bool,
}

/// How the evaluator reads a member from a JSON record (crate-internal).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Acc {
    /// The field named by the member's key, interpreted per its type.
    Field,
    /// The key, else this API alias (e.g. `added` ← `createdAt`, `file` ← `fileId`).
    FieldOr(&'static str),
    /// `text`: a string, an object of plural forms, or `plurals[].text` (multi-valued: any form).
    Text,
    /// `pluralForm`, `"none"` when absent.
    PluralForm,
    /// `is visible` = not `isHidden`.
    NotHidden,
    /// `type is …`.
    TypeIs(StringType),
    /// `labels`: array of label objects, else `labelIds` (id-only labels).
    Labels,
    /// `fields`: array of {name, slug, value, type}, else an object slug → value.
    Fields,
    /// Comment `hasIssue`, else `type == "issue"`.
    CommentIssue,
    /// Comment `hasUnresolvedIssue`, else `type == "issue"` and `issueStatus == "unresolved"`.
    CommentUnresolved,
    /// Vote `isUp`, else `mark == "up"`.
    VoteUp,
    /// Vote `isDown`, else `mark == "down"`.
    VoteDown,
    /// `id` of a user.
    UserId,
    /// `login` of a user (from the evaluator's user table).
    UserLogin,
}

/// The four source-string types behind `type is …`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum StringType {
    Plain,
    Plural,
    Icu,
    Asset,
}

/// One identifier of an object type.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Member {
    /// The camelCase key (also the record field name), e.g. `maxLength`.
    pub key: String,
    /// The documented spelling, e.g. `max length`.
    pub spelling: &'static str,
    /// Its type.
    pub ty: Type,
    /// Only available with [`SchemaOptions::enterprise`].
    pub enterprise: bool,
    pub(crate) acc: Acc,
}

struct Def(&'static str, Type, Acc, bool);

const fn d(spelling: &'static str, ty: Type) -> Def {
    Def(spelling, ty, Acc::Field, false)
}

const fn da(spelling: &'static str, ty: Type, acc: Acc) -> Def {
    Def(spelling, ty, acc, false)
}

const QA_FLAGS: [&str; 21] = [
    "has qa issues",
    "has empty translation qa issues",
    "has translation length qa issues",
    "has tags mismatch qa issues",
    "has spaces mismatch qa issues",
    "has variables mismatch qa issues",
    "has punctuation mismatch qa issues",
    "has character case mismatch qa issues",
    "has special characters mismatch qa issues",
    "has incorrect translation qa issues",
    "has spelling qa issues",
    "has icu syntax qa issues",
    "has terms qa issues",
    "has duplicate translation qa issues",
    "has ftl syntax qa issues",
    "has android syntax qa issues",
    "has numbers mismatch qa issues",
    "has ai qa issues",
    "has outdated translation qa issues",
    "has mdx syntax qa issues",
    "has custom qa issues",
];

fn defs(kind: ObjKind) -> Vec<Def> {
    use Type::*;
    match kind {
        ObjKind::SourceString => vec![
            da("text", String, Acc::Text),
            d("identifier", String),
            d("context", String),
            d("max length", Int),
            da("added", DateTime, Acc::FieldOr("createdAt")),
            da("updated", DateTime, Acc::FieldOr("updatedAt")),
            da("type is plain", Bool, Acc::TypeIs(StringType::Plain)),
            da("type is plural", Bool, Acc::TypeIs(StringType::Plural)),
            da("type is icu", Bool, Acc::TypeIs(StringType::Icu)),
            da("type is asset", Bool, Acc::TypeIs(StringType::Asset)),
            da("is visible", Bool, Acc::NotHidden),
            d("is hidden", Bool),
            d("is duplicate", Bool),
            Def("isPassedWorkflow", Bool, Acc::Field, true),
            Def("fields", Collection(ObjKind::Field), Acc::Fields, true),
            da("file", Object(ObjKind::File), Acc::FieldOr("fileId")),
            da("branch", Object(ObjKind::Branch), Acc::FieldOr("branchId")),
            d("comments", Collection(ObjKind::Comment)),
            d("screenshots", Collection(ObjKind::Screenshot)),
            da("labels", Collection(ObjKind::Label), Acc::Labels),
            d("translations", Collection(ObjKind::TranslationItem)),
            d("languages summary", Collection(ObjKind::LanguageSummary)),
        ],
        ObjKind::Translation | ObjKind::TranslationItem => {
            let mut v = vec![
                da("text", String, Acc::Text),
                da("plural form", String, Acc::PluralForm),
                d("is pre translated", Bool),
                d("provider", String),
                da("user", User, Acc::FieldOr("userId")),
                da("updated", DateTime, Acc::FieldOr("createdAt")),
                d("votes", Collection(ObjKind::Vote)),
                d("approvals", Collection(ObjKind::Approval)),
            ];
            if kind == ObjKind::TranslationItem {
                v.push(da("language", Language, Acc::FieldOr("languageId")));
            }
            v
        }
        ObjKind::Vote => vec![
            da("is up", Bool, Acc::VoteUp),
            da("is down", Bool, Acc::VoteDown),
            da("user", User, Acc::FieldOr("userId")),
            da("added", DateTime, Acc::FieldOr("createdAt")),
        ],
        ObjKind::Approval => {
            vec![
                da("user", User, Acc::FieldOr("userId")),
                da("added", DateTime, Acc::FieldOr("createdAt")),
            ]
        }
        ObjKind::Comment => vec![
            da("has issue", Bool, Acc::CommentIssue),
            da("has unresolved issue", Bool, Acc::CommentUnresolved),
            da("user", User, Acc::FieldOr("userId")),
        ],
        ObjKind::Screenshot => vec![],
        ObjKind::Label => vec![d("id", Int), d("title", String), d("is system", Bool)],
        ObjKind::LanguageSummary => {
            let mut v = vec![
                da("language", Language, Acc::FieldOr("languageId")),
                d("translation updated", DateTime),
                d("rating", Int),
                d("approvalsCount", Int),
                d("is translated", Bool),
                d("is partially translated", Bool),
                d("is approved", Bool),
                d("is partially approved", Bool),
                d("is auto translated", Bool),
                d("is translated by tm", Bool),
                d("is translated by mt", Bool),
                d("is translated by ai", Bool),
                d("is source changed after translation", Bool),
                d("has translation as source", Bool),
                d("has translation after approval", Bool),
                d("has shared translation", Bool),
            ];
            v.extend(QA_FLAGS.iter().map(|s| d(s, Bool)));
            v
        }
        ObjKind::Field => vec![
            d("name", String),
            d("slug", String),
            d("value", String),
            d("type", String),
        ],
        ObjKind::File => vec![
            d("id", Int),
            d("name", String),
            d("title", String),
            d("type", String),
            d("context", String),
        ],
        ObjKind::Branch => vec![d("id", Int), d("name", String), d("title", String)],
        ObjKind::User => vec![
            da("id", Int, Acc::UserId),
            da("login", String, Acc::UserLogin),
        ],
        ObjKind::TmSegment => vec![d("records", Collection(ObjKind::TmRecord))],
        ObjKind::TmRecord => vec![
            d("id", Int),
            d("text", String),
            d("usageCount", Int),
            d("createdBy", User),
            d("updatedBy", User),
            d("createdAt", DateTime),
            d("updatedAt", DateTime),
        ],
        ObjKind::GlossaryTerm => vec![
            d("id", Int),
            d("text", String),
            d("description", String),
            da("language", Language, Acc::FieldOr("languageId")),
            da("user", User, Acc::FieldOr("userId")),
            d("partOfSpeech", String),
            d("status", String),
            d("type", String),
            d("gender", String),
            d("note", String),
            d("lemma", String),
            d("url", String),
            da("concept", Int, Acc::FieldOr("conceptId")),
            d("createdAt", DateTime),
            d("updatedAt", DateTime),
        ],
        ObjKind::GlossaryConcept => vec![
            d("id", Int),
            da("user", User, Acc::FieldOr("userId")),
            d("subject", String),
            d("definition", String),
            d("url", String),
            d("note", String),
            d("translatable", Bool),
            d("createdAt", DateTime),
            d("updatedAt", DateTime),
        ],
    }
}

const KINDS: [ObjKind; 17] = [
    ObjKind::SourceString,
    ObjKind::Translation,
    ObjKind::TranslationItem,
    ObjKind::Vote,
    ObjKind::Approval,
    ObjKind::Comment,
    ObjKind::Screenshot,
    ObjKind::Label,
    ObjKind::LanguageSummary,
    ObjKind::Field,
    ObjKind::File,
    ObjKind::Branch,
    ObjKind::User,
    ObjKind::TmSegment,
    ObjKind::TmRecord,
    ObjKind::GlossaryTerm,
    ObjKind::GlossaryConcept,
];

fn table() -> &'static [Vec<Member>] {
    static TABLE: OnceLock<Vec<Vec<Member>>> = OnceLock::new();
    TABLE.get_or_init(|| {
        KINDS
            .iter()
            .map(|k| {
                defs(*k)
                    .into_iter()
                    .map(|Def(spelling, ty, acc, enterprise)| Member {
                        key: camel_key(spelling.split(' ')),
                        spelling,
                        ty,
                        enterprise,
                        acc,
                    })
                    .collect()
            })
            .collect()
    })
}

fn kind_index(kind: ObjKind) -> usize {
    KINDS.iter().position(|k| *k == kind).unwrap_or(0)
}

/// All members of an object type (enterprise-only ones included).
pub fn members(kind: ObjKind) -> &'static [Member] {
    table().get(kind_index(kind)).map_or(&[], Vec::as_slice)
}

/// The member of `kind` whose key equals `key` ASCII case-insensitively; enterprise-only members are found only
/// when `enterprise` is set.
pub fn lookup(kind: ObjKind, key: &str, enterprise: bool) -> Option<&'static Member> {
    members(kind)
        .iter()
        .find(|m| m.key.eq_ignore_ascii_case(key) && (enterprise || !m.enterprise))
}

/// The documented spelling of an identifier key in any context (`isHidden` → `is hidden`), if it is known.
pub fn documented_spelling(key: &str) -> Option<&'static str> {
    table()
        .iter()
        .flatten()
        .find(|m| m.key.eq_ignore_ascii_case(key))
        .map(|m| m.spelling)
}

/// The translation-provider values documented for `provider` (docs/CROQL.md §7).
pub const PROVIDERS: [&str; 12] = [
    "tm",
    "global_tm",
    "google",
    "google_automl",
    "microsoft",
    "crowdin",
    "deepl",
    "modernmt",
    "amazon",
    "watson",
    "custom_mt",
    "ai",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_and_spellings() {
        assert_eq!(
            lookup(ObjKind::SourceString, "ISHIDDEN", false).map(|m| m.spelling),
            Some("is hidden")
        );
        assert_eq!(
            lookup(ObjKind::SourceString, "maxLength", false).map(|m| m.ty),
            Some(Type::Int)
        );
        assert!(lookup(ObjKind::SourceString, "fields", false).is_none());
        assert!(lookup(ObjKind::SourceString, "fields", true).is_some());
        assert!(lookup(ObjKind::Translation, "language", false).is_none());
        assert!(lookup(ObjKind::TranslationItem, "language", false).is_some());
        assert_eq!(
            documented_spelling("approvalscount"),
            Some("approvalsCount")
        );
        assert_eq!(
            documented_spelling("hasEmptyTranslationQaIssues"),
            Some("has empty translation qa issues")
        );
        assert_eq!(
            documented_spelling("isTranslatedByTm"),
            Some("is translated by tm")
        );
        assert_eq!("TM_SEGMENT".parse::<Context>(), Ok(Context::TmSegment));
        assert!("strings".parse::<Context>().is_err());
    }

    #[test]
    fn spellings_are_consistent_across_kinds() {
        for m in table().iter().flatten() {
            assert_eq!(documented_spelling(&m.key), Some(m.spelling), "{}", m.key);
        }
    }
}
