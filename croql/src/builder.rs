//! Typed query builder: a Rust API whose types mirror CroQL's, so that every query it builds parses and
//! type-checks (strict mode) in its context. String values are escaped by the printer.
//!
//! ```
//! use locforge_croql::builder::{self, int, user};
//! let s = builder::source_string();
//! let q = s
//!     .translations()
//!     .where_(|t| t.user().eq(user("crowdin")).and(t.text().contains(builder::string("say \"hi\""))))
//!     .count()
//!     .gt(int(0))
//!     .and(s.is_hidden().not())
//!     .into_query();
//! assert_eq!(
//!     q.to_croql(),
//!     r#"count of translations where (user = @user:"crowdin" and text contains "say \"hi\"") > 0 and not is hidden"#
//! );
//! ```
//!
//! Expressions are `Q<T, S>`: `T` is a type marker ([`Bool`], [`Int`], [`Float`], [`Str`], [`DateTimeT`],
//! [`UserT`], [`LanguageT`], [`Obj`], [`Coll`]) and `S` the object kind whose identifiers are in scope. Numbers
//! combine with the `+ - * /` and unary `-` operators. Root
//! scopes come from [`source_string`], [`translation`], [`tm_segment`], [`glossary_term`] and
//! [`glossary_concept`]; `where_` / `with` hand the predicate closure the item's [`Scope`].

use std::marker::PhantomData;

use crate::ast::{BinOp, Expr, ExprKind, Ident, MentionKind};
use crate::checker::{check, CheckedQuery};
use crate::datetime::{DateTime, DateTimeLiteral};
use crate::error::CroqlError;
use crate::schema::{Context, SchemaOptions};

/// Type marker: `bool`.
#[derive(Debug, Clone, Copy)]
pub struct Bool;
/// Type marker: `int`.
#[derive(Debug, Clone, Copy)]
pub struct Int;
/// Type marker: `float`.
#[derive(Debug, Clone, Copy)]
pub struct Float;
/// Type marker: `string`.
#[derive(Debug, Clone, Copy)]
pub struct Str;
/// Type marker: `datetime`.
#[derive(Debug, Clone, Copy)]
pub struct DateTimeT;
/// Type marker: `user`.
#[derive(Debug, Clone, Copy)]
pub struct UserT;
/// Type marker: `language`.
#[derive(Debug, Clone, Copy)]
pub struct LanguageT;
/// Type marker: an object of kind `K`.
#[derive(Debug, Clone, Copy)]
pub struct Obj<K>(PhantomData<K>);
/// Type marker: a collection of items of kind `K`.
#[derive(Debug, Clone, Copy)]
pub struct Coll<K>(PhantomData<K>);

macro_rules! kinds {
    ($($(#[$doc:meta])* $name:ident),* $(,)?) => {
        $( $(#[$doc])* #[derive(Debug, Clone, Copy)] pub struct $name; )*
    };
}

kinds! {
    /// Kind marker: source string (root of the source-string context).
    SourceString,
    /// Kind marker: translation (root of the translation context).
    Translation,
    /// Kind marker: item of `translations`.
    TranslationItem,
    /// Kind marker: item of `votes`.
    Vote,
    /// Kind marker: item of `approvals`.
    Approval,
    /// Kind marker: item of `comments`.
    Comment,
    /// Kind marker: item of `screenshots`.
    Screenshot,
    /// Kind marker: item of `labels`.
    Label,
    /// Kind marker: item of `languages summary`.
    LanguageSummary,
    /// Kind marker: item of `fields` (enterprise).
    Field,
    /// Kind marker: `file`.
    File,
    /// Kind marker: `branch`.
    Branch,
    /// Kind marker: a user seen as an object (`id`, `login`).
    UserObj,
    /// Kind marker: TM segment (root of the tm-segment context).
    TmSegment,
    /// Kind marker: item of `records`.
    TmRecord,
    /// Kind marker: glossary term (root of the glossary-term context).
    GlossaryTerm,
    /// Kind marker: glossary concept (root of the glossary-concept context).
    GlossaryConcept,
}

/// Kinds that are the root of a context.
pub trait RootKind {
    /// The context.
    const CONTEXT: Context;
}
impl RootKind for SourceString {
    const CONTEXT: Context = Context::SourceString;
}
impl RootKind for Translation {
    const CONTEXT: Context = Context::Translation;
}
impl RootKind for TmSegment {
    const CONTEXT: Context = Context::TmSegment;
}
impl RootKind for GlossaryTerm {
    const CONTEXT: Context = Context::GlossaryTerm;
}
impl RootKind for GlossaryConcept {
    const CONTEXT: Context = Context::GlossaryConcept;
}

/// A typed expression of CroQL type `T` in scope `S`.
#[derive(Debug, Clone)]
pub struct Q<T, S> {
    expr: Expr,
    enterprise: bool,
    _m: PhantomData<fn() -> (T, S)>,
}

/// The identifiers of kind `K`, handed out as typed expressions in scope `K`.
#[derive(Debug, Clone, Copy)]
pub struct Scope<K>(PhantomData<K>);

/// A complete query: a `bool` expression in the root scope of a context.
#[derive(Debug, Clone)]
pub struct Query {
    expr: Expr,
    context: Context,
    enterprise: bool,
}

impl Query {
    /// The canonical CroQL text.
    pub fn to_croql(&self) -> String {
        crate::printer::print(&self.expr)
    }

    /// The syntax tree.
    pub fn expr(&self) -> &Expr {
        &self.expr
    }

    /// The context the query is for.
    pub fn context(&self) -> Context {
        self.context
    }

    /// Whether the query uses enterprise-only identifiers.
    pub fn requires_enterprise(&self) -> bool {
        self.enterprise
    }

    /// Checks the query (strict mode, enterprise if needed) for the evaluator.
    pub fn check(&self) -> Result<CheckedQuery, CroqlError> {
        check(
            &self.expr,
            self.context,
            &SchemaOptions {
                enterprise: self.enterprise,
                strict: true,
            },
        )
    }
}

impl std::fmt::Display for Query {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.to_croql())
    }
}

fn bx(e: Expr) -> Box<Expr> {
    Box::new(e)
}

impl<T, S> Q<T, S> {
    fn new(kind: ExprKind, enterprise: bool) -> Q<T, S> {
        Q {
            expr: Expr::new(kind),
            enterprise,
            _m: PhantomData,
        }
    }

    fn ident(spelling: &str, enterprise: bool) -> Q<T, S> {
        let ident = Ident::from_spelling(spelling)
            .unwrap_or_else(|| Ident::new(vec![spelling.to_string()], Default::default()));
        Q::new(ExprKind::Ident(ident), enterprise)
    }

    fn member<U>(self, spelling: &str, enterprise: bool) -> Q<U, S> {
        let ident = Ident::from_spelling(spelling)
            .unwrap_or_else(|| Ident::new(vec![spelling.to_string()], Default::default()));
        Q::new(
            ExprKind::Member(ident, bx(self.expr)),
            self.enterprise || enterprise,
        )
    }

    fn bin<R, U>(self, op: BinOp, other: Q<R, S>) -> Q<U, S> {
        Q::new(
            ExprKind::Binary(op, bx(self.expr), bx(other.expr)),
            self.enterprise || other.enterprise,
        )
    }

    /// The syntax tree of the expression.
    pub fn expr(&self) -> &Expr {
        &self.expr
    }

    /// The canonical text of the expression.
    pub fn to_croql(&self) -> String {
        crate::printer::print(&self.expr)
    }

    /// `self = other` (same type, `int`~`float`, `user`~`int`, `language`~`string`).
    pub fn eq<R>(self, other: Q<R, S>) -> Q<Bool, S>
    where
        T: EqWith<R>,
    {
        self.bin(BinOp::Eq, other)
    }

    /// `self != other`.
    pub fn ne<R>(self, other: Q<R, S>) -> Q<Bool, S>
    where
        T: EqWith<R>,
    {
        self.bin(BinOp::Ne, other)
    }

    /// `self > other` (numbers or datetimes).
    pub fn gt<R>(self, other: Q<R, S>) -> Q<Bool, S>
    where
        T: OrdWith<R>,
    {
        self.bin(BinOp::Gt, other)
    }

    /// `self >= other`.
    pub fn ge<R>(self, other: Q<R, S>) -> Q<Bool, S>
    where
        T: OrdWith<R>,
    {
        self.bin(BinOp::Ge, other)
    }

    /// `self < other`.
    pub fn lt<R>(self, other: Q<R, S>) -> Q<Bool, S>
    where
        T: OrdWith<R>,
    {
        self.bin(BinOp::Lt, other)
    }

    /// `self <= other`.
    pub fn le<R>(self, other: Q<R, S>) -> Q<Bool, S>
    where
        T: OrdWith<R>,
    {
        self.bin(BinOp::Le, other)
    }

    /// `self between low and high` (inclusive).
    pub fn between<L, H>(self, low: Q<L, S>, high: Q<H, S>) -> Q<Bool, S>
    where
        T: OrdWith<L> + OrdWith<H>,
    {
        let enterprise = self.enterprise || low.enterprise || high.enterprise;
        Q::new(
            ExprKind::Between {
                value: bx(self.expr),
                low: bx(low.expr),
                high: bx(high.expr),
            },
            enterprise,
        )
    }
}

/// Types that `=` / `!=` accept against `R`.
pub trait EqWith<R> {}
impl EqWith<Bool> for Bool {}
impl EqWith<Int> for Int {}
impl EqWith<Float> for Int {}
impl EqWith<UserT> for Int {}
impl EqWith<Int> for Float {}
impl EqWith<Float> for Float {}
impl EqWith<Str> for Str {}
impl EqWith<LanguageT> for Str {}
impl EqWith<DateTimeT> for DateTimeT {}
impl EqWith<UserT> for UserT {}
impl EqWith<Int> for UserT {}
impl EqWith<LanguageT> for LanguageT {}
impl EqWith<Str> for LanguageT {}

/// Types that the orderings and `between` accept against `R`.
pub trait OrdWith<R> {}
impl OrdWith<Int> for Int {}
impl OrdWith<Float> for Int {}
impl OrdWith<Int> for Float {}
impl OrdWith<Float> for Float {}
impl OrdWith<DateTimeT> for DateTimeT {}

/// Numeric types and the result type of `+ - *` with `R`.
pub trait Numeric<R> {
    /// `int` if both are `int`, else `float`.
    type Out;
}
impl Numeric<Int> for Int {
    type Out = Int;
}
impl Numeric<Float> for Int {
    type Out = Float;
}
impl Numeric<Int> for Float {
    type Out = Float;
}
impl Numeric<Float> for Float {
    type Out = Float;
}

impl<T, R, S> std::ops::Add<Q<R, S>> for Q<T, S>
where
    T: Numeric<R>,
{
    type Output = Q<<T as Numeric<R>>::Out, S>;

    /// `self + other`.
    fn add(self, other: Q<R, S>) -> Self::Output {
        self.bin(BinOp::Add, other)
    }
}

impl<T, R, S> std::ops::Sub<Q<R, S>> for Q<T, S>
where
    T: Numeric<R>,
{
    type Output = Q<<T as Numeric<R>>::Out, S>;

    /// `self - other`.
    fn sub(self, other: Q<R, S>) -> Self::Output {
        self.bin(BinOp::Sub, other)
    }
}

impl<T, R, S> std::ops::Mul<Q<R, S>> for Q<T, S>
where
    T: Numeric<R>,
{
    type Output = Q<<T as Numeric<R>>::Out, S>;

    /// `self * other`.
    fn mul(self, other: Q<R, S>) -> Self::Output {
        self.bin(BinOp::Mul, other)
    }
}

impl<T, R, S> std::ops::Div<Q<R, S>> for Q<T, S>
where
    T: Numeric<R>,
{
    type Output = Q<Float, S>;

    /// `self / other` (always `float`).
    fn div(self, other: Q<R, S>) -> Self::Output {
        self.bin(BinOp::Div, other)
    }
}

impl<T, S> std::ops::Neg for Q<T, S>
where
    T: Numeric<T>,
{
    type Output = Q<T, S>;

    /// `-self`.
    fn neg(self) -> Self::Output {
        let enterprise = self.enterprise;
        Q::new(ExprKind::Neg(bx(self.expr)), enterprise)
    }
}

impl<S> Q<Bool, S> {
    /// `self and other`.
    pub fn and(self, other: Q<Bool, S>) -> Q<Bool, S> {
        self.bin(BinOp::And, other)
    }

    /// `self or other`.
    pub fn or(self, other: Q<Bool, S>) -> Q<Bool, S> {
        self.bin(BinOp::Or, other)
    }

    /// `self xor other`.
    pub fn xor(self, other: Q<Bool, S>) -> Q<Bool, S> {
        self.bin(BinOp::Xor, other)
    }

    /// `not self`.
    #[allow(clippy::should_implement_trait)]
    pub fn not(self) -> Q<Bool, S> {
        let enterprise = self.enterprise;
        Q::new(ExprKind::Not(bx(self.expr)), enterprise)
    }

    /// `if self then a else b`.
    pub fn then_else<T>(self, a: Q<T, S>, b: Q<T, S>) -> Q<T, S> {
        let enterprise = self.enterprise || a.enterprise || b.enterprise;
        Q::new(
            ExprKind::If(bx(self.expr), bx(a.expr), bx(b.expr)),
            enterprise,
        )
    }
}

impl<S: RootKind> Q<Bool, S> {
    /// The finished query for the root kind's context.
    pub fn into_query(self) -> Query {
        Query {
            expr: self.expr,
            context: S::CONTEXT,
            enterprise: self.enterprise,
        }
    }
}

impl<S> Q<Str, S> {
    /// `self contains needle` (substring test).
    pub fn contains(self, needle: Q<Str, S>) -> Q<Bool, S> {
        self.bin(BinOp::Contains, needle)
    }
}

impl<K, S> Q<Coll<K>, S> {
    /// `count of self`.
    pub fn count(self) -> Q<Int, S> {
        let enterprise = self.enterprise;
        Q::new(ExprKind::Count(bx(self.expr)), enterprise)
    }

    /// `self where (pred)`: the predicate is built in the item's scope.
    pub fn where_(self, pred: impl FnOnce(Scope<K>) -> Q<Bool, K>) -> Q<Coll<K>, S> {
        let p = pred(Scope(PhantomData));
        let enterprise = self.enterprise || p.enterprise;
        Q::new(ExprKind::Where(bx(self.expr), bx(p.expr)), enterprise)
    }
}

impl<K, S> Q<Obj<K>, S> {
    /// `self with (pred)`: the predicate is built in the object's scope.
    pub fn with(self, pred: impl FnOnce(Scope<K>) -> Q<Bool, K>) -> Q<Bool, S> {
        let p = pred(Scope(PhantomData));
        let enterprise = self.enterprise || p.enterprise;
        Q::new(ExprKind::With(bx(self.expr), bx(p.expr)), enterprise)
    }
}

impl<S> Q<UserT, S> {
    /// `id of self`.
    pub fn id(self) -> Q<Int, S> {
        self.member("id", false)
    }

    /// `login of self`.
    pub fn login(self) -> Q<Str, S> {
        self.member("login", false)
    }

    /// `self with (pred)` over the user's `id` and `login`.
    pub fn with(self, pred: impl FnOnce(Scope<UserObj>) -> Q<Bool, UserObj>) -> Q<Bool, S> {
        let p = pred(Scope(PhantomData));
        let enterprise = self.enterprise || p.enterprise;
        Q::new(ExprKind::With(bx(self.expr), bx(p.expr)), enterprise)
    }
}

/// An integer literal (negative values become unary minus).
pub fn int<S>(v: i64) -> Q<Int, S> {
    if v >= 0 {
        Q::new(ExprKind::Int(v), false)
    } else if v == i64::MIN {
        -Q::<Int, S>::new(ExprKind::Int(i64::MAX), false)
            - Q::<Int, S>::new(ExprKind::Int(1), false)
    } else {
        -Q::<Int, S>::new(ExprKind::Int(-v), false)
    }
}

/// A float literal; `None` for NaN and infinities.
pub fn float<S>(v: f64) -> Option<Q<Float, S>> {
    if !v.is_finite() {
        return None;
    }
    let lit = Q::new(ExprKind::Float(v.abs()), false);
    Some(if v.is_sign_negative() && v != 0.0 {
        -lit
    } else {
        lit
    })
}

/// A string literal (escaped when printed).
pub fn string<S>(s: impl Into<String>) -> Q<Str, S> {
    Q::new(ExprKind::Str(s.into()), false)
}

/// A datetime literal `'YYYY-MM-DD hh:mm:ss'` (second precision); `None` outside years 0000–9999.
pub fn datetime<S>(dt: DateTime) -> Option<Q<DateTimeT, S>> {
    let text = dt.to_string();
    DateTimeLiteral::parse(&text)?;
    Some(Q::new(ExprKind::DateTime(text), false))
}

/// The `'today'` literal.
pub fn today<S>() -> Q<DateTimeT, S> {
    Q::new(ExprKind::DateTime("today".to_string()), false)
}

/// A `@user:"login"` mention.
pub fn user<S>(login: impl Into<String>) -> Q<UserT, S> {
    Q::new(ExprKind::Mention(MentionKind::User, login.into()), false)
}

/// A `@language:"id"` mention.
pub fn language<S>(id: impl Into<String>) -> Q<LanguageT, S> {
    Q::new(ExprKind::Mention(MentionKind::Language, id.into()), false)
}

/// Root scope of the source-string context.
pub fn source_string() -> Scope<SourceString> {
    Scope(PhantomData)
}

/// Root scope of the translation context.
pub fn translation() -> Scope<Translation> {
    Scope(PhantomData)
}

/// Root scope of the TM-segment context.
pub fn tm_segment() -> Scope<TmSegment> {
    Scope(PhantomData)
}

/// Root scope of the glossary-term context.
pub fn glossary_term() -> Scope<GlossaryTerm> {
    Scope(PhantomData)
}

/// Root scope of the glossary-concept context.
pub fn glossary_concept() -> Scope<GlossaryConcept> {
    Scope(PhantomData)
}

macro_rules! members {
    ($kind:ident { $( $fn_name:ident : $ty:ty = $spelling:literal $(, $ent:ident)? ; )* }) => {
        impl Scope<$kind> {
            $(
                #[doc = concat!("The `", $spelling, "` identifier.")]
                pub fn $fn_name(&self) -> Q<$ty, $kind> {
                    Q::ident($spelling, members!(@ent $($ent)?))
                }
            )*
        }
        impl<S> Q<Obj<$kind>, S> {
            $(
                #[doc = concat!("`", $spelling, " of self`.")]
                pub fn $fn_name(self) -> Q<$ty, S> {
                    self.member($spelling, members!(@ent $($ent)?))
                }
            )*
        }
    };
    (@ent enterprise) => { true };
    (@ent) => { false };
}

members!(SourceString {
    text: Str = "text";
    identifier: Str = "identifier";
    context: Str = "context";
    max_length: Int = "max length";
    added: DateTimeT = "added";
    updated: DateTimeT = "updated";
    type_is_plain: Bool = "type is plain";
    type_is_plural: Bool = "type is plural";
    type_is_icu: Bool = "type is icu";
    type_is_asset: Bool = "type is asset";
    is_visible: Bool = "is visible";
    is_hidden: Bool = "is hidden";
    is_duplicate: Bool = "is duplicate";
    is_passed_workflow: Bool = "isPassedWorkflow", enterprise;
    fields: Coll<Field> = "fields", enterprise;
    file: Obj<File> = "file";
    branch: Obj<Branch> = "branch";
    comments: Coll<Comment> = "comments";
    screenshots: Coll<Screenshot> = "screenshots";
    labels: Coll<Label> = "labels";
    translations: Coll<TranslationItem> = "translations";
    languages_summary: Coll<LanguageSummary> = "languages summary";
});

members!(TranslationItem {
    text: Str = "text";
    plural_form: Str = "plural form";
    is_pre_translated: Bool = "is pre translated";
    provider: Str = "provider";
    language: LanguageT = "language";
    user: UserT = "user";
    updated: DateTimeT = "updated";
    votes: Coll<Vote> = "votes";
    approvals: Coll<Approval> = "approvals";
});

members!(Translation {
    text: Str = "text";
    plural_form: Str = "plural form";
    is_pre_translated: Bool = "is pre translated";
    provider: Str = "provider";
    user: UserT = "user";
    updated: DateTimeT = "updated";
    votes: Coll<Vote> = "votes";
    approvals: Coll<Approval> = "approvals";
});

members!(Vote {
    is_up: Bool = "is up";
    is_down: Bool = "is down";
    user: UserT = "user";
    added: DateTimeT = "added";
});

members!(Approval {
    user: UserT = "user";
    added: DateTimeT = "added";
});

members!(Comment {
    has_issue: Bool = "has issue";
    has_unresolved_issue: Bool = "has unresolved issue";
    user: UserT = "user";
});

members!(Screenshot {});

members!(Label {
    id: Int = "id";
    title: Str = "title";
    is_system: Bool = "is system";
});

members!(LanguageSummary {
    language: LanguageT = "language";
    translation_updated: DateTimeT = "translation updated";
    rating: Int = "rating";
    approvals_count: Int = "approvalsCount";
    is_translated: Bool = "is translated";
    is_partially_translated: Bool = "is partially translated";
    is_approved: Bool = "is approved";
    is_partially_approved: Bool = "is partially approved";
    is_auto_translated: Bool = "is auto translated";
    is_translated_by_tm: Bool = "is translated by tm";
    is_translated_by_mt: Bool = "is translated by mt";
    is_translated_by_ai: Bool = "is translated by ai";
    is_source_changed_after_translation: Bool = "is source changed after translation";
    has_translation_as_source: Bool = "has translation as source";
    has_translation_after_approval: Bool = "has translation after approval";
    has_shared_translation: Bool = "has shared translation";
    has_qa_issues: Bool = "has qa issues";
    has_empty_translation_qa_issues: Bool = "has empty translation qa issues";
    has_translation_length_qa_issues: Bool = "has translation length qa issues";
    has_tags_mismatch_qa_issues: Bool = "has tags mismatch qa issues";
    has_spaces_mismatch_qa_issues: Bool = "has spaces mismatch qa issues";
    has_variables_mismatch_qa_issues: Bool = "has variables mismatch qa issues";
    has_punctuation_mismatch_qa_issues: Bool = "has punctuation mismatch qa issues";
    has_character_case_mismatch_qa_issues: Bool = "has character case mismatch qa issues";
    has_special_characters_mismatch_qa_issues: Bool = "has special characters mismatch qa issues";
    has_incorrect_translation_qa_issues: Bool = "has incorrect translation qa issues";
    has_spelling_qa_issues: Bool = "has spelling qa issues";
    has_icu_syntax_qa_issues: Bool = "has icu syntax qa issues";
    has_terms_qa_issues: Bool = "has terms qa issues";
    has_duplicate_translation_qa_issues: Bool = "has duplicate translation qa issues";
    has_ftl_syntax_qa_issues: Bool = "has ftl syntax qa issues";
    has_android_syntax_qa_issues: Bool = "has android syntax qa issues";
    has_numbers_mismatch_qa_issues: Bool = "has numbers mismatch qa issues";
    has_ai_qa_issues: Bool = "has ai qa issues";
    has_outdated_translation_qa_issues: Bool = "has outdated translation qa issues";
    has_mdx_syntax_qa_issues: Bool = "has mdx syntax qa issues";
    has_custom_qa_issues: Bool = "has custom qa issues";
});

members!(Field {
    name: Str = "name";
    slug: Str = "slug";
    value: Str = "value";
    type_: Str = "type";
});

members!(File {
    id: Int = "id";
    name: Str = "name";
    title: Str = "title";
    type_: Str = "type";
    context: Str = "context";
});

members!(Branch {
    id: Int = "id";
    name: Str = "name";
    title: Str = "title";
});

members!(UserObj {
    id: Int = "id";
    login: Str = "login";
});

members!(TmSegment {
    records: Coll<TmRecord> = "records";
});

members!(TmRecord {
    id: Int = "id";
    text: Str = "text";
    usage_count: Int = "usageCount";
    created_by: UserT = "createdBy";
    updated_by: UserT = "updatedBy";
    created_at: DateTimeT = "createdAt";
    updated_at: DateTimeT = "updatedAt";
});

members!(GlossaryTerm {
    id: Int = "id";
    text: Str = "text";
    description: Str = "description";
    language: LanguageT = "language";
    user: UserT = "user";
    part_of_speech: Str = "partOfSpeech";
    status: Str = "status";
    type_: Str = "type";
    gender: Str = "gender";
    note: Str = "note";
    lemma: Str = "lemma";
    url: Str = "url";
    concept: Int = "concept";
    created_at: DateTimeT = "createdAt";
    updated_at: DateTimeT = "updatedAt";
});

members!(GlossaryConcept {
    id: Int = "id";
    user: UserT = "user";
    subject: Str = "subject";
    definition: Str = "definition";
    url: Str = "url";
    note: Str = "note";
    translatable: Bool = "translatable";
    created_at: DateTimeT = "createdAt";
    updated_at: DateTimeT = "updatedAt";
});

#[cfg(test)]
mod tests {
    use super::*;

    fn roundtrip(q: &Query) {
        let text = q.to_croql();
        let parsed = crate::parser::parse(&text).unwrap();
        assert_eq!(&parsed, q.expr(), "{text}");
        q.check().unwrap_or_else(|e| panic!("{text}: {e}"));
    }

    #[test]
    fn builds_valid_queries() {
        let s = source_string();
        let q = s
            .file()
            .id()
            .eq(int(777))
            .and(s.identifier().eq(string("key")))
            .into_query();
        assert_eq!(q.to_croql(), "id of file = 777 and identifier = \"key\"");
        roundtrip(&q);

        let q = s
            .languages_summary()
            .where_(|l| l.language().eq(language("uk")).and(l.is_translated()))
            .count()
            .gt(int(0))
            .or(s.added().between(
                datetime(DateTime::parse("2023-12-06 13:44:14").unwrap()).unwrap(),
                today(),
            ))
            .into_query();
        assert_eq!(
            q.to_croql(),
            "count of languages summary where (language = @language:\"uk\" and is translated) > 0 or added between '2023-12-06 13:44:14' and 'today'"
        );
        roundtrip(&q);

        let q = ((s.max_length() + int(-5)) * float(1.5).unwrap() / int(i64::MIN))
            .gt(int(3) - -int(2))
            .into_query();
        assert_eq!(
            q.to_croql(),
            "(max length + -5) * 1.5 / (-9223372036854775807 - 1) > 3 - -2"
        );
        roundtrip(&q);

        let q = s
            .fields()
            .where_(|f| f.value().contains(string("a\\\"b")))
            .count()
            .ge(int(1))
            .into_query();
        assert!(q.requires_enterprise());
        roundtrip(&q);

        let t = translation();
        let q = t
            .user()
            .with(|u| u.login().eq(string("crowdin")))
            .xor(t.votes().where_(|v| v.is_up()).count().ge(int(100)))
            .into_query();
        assert_eq!(
            q.to_croql(),
            "user with (login = \"crowdin\") xor count of votes where (is up) >= 100"
        );
        roundtrip(&q);

        let q = glossary_term()
            .part_of_speech()
            .eq(string("noun"))
            .not()
            .into_query();
        assert_eq!(q.to_croql(), "not partOfSpeech = \"noun\"");
        roundtrip(&q);

        let q = tm_segment()
            .records()
            .where_(|r| r.created_by().eq(user("crowdin")))
            .count()
            .gt(int(0))
            .into_query();
        roundtrip(&q);
        let g = glossary_concept();
        let q = g
            .translatable()
            .then_else(g.id(), int(0))
            .lt(int(5))
            .into_query();
        assert_eq!(q.to_croql(), "(if translatable then id else 0) < 5");
        roundtrip(&q);
    }
}
