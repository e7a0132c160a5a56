//! Evaluator: runs a [`CheckedQuery`] over in-memory JSON records (docs/CROQL.md §6, §8).
//!
//! Records are `serde_json::Value` objects whose fields are the camelCase keys of the CroQL identifiers
//! (`maxLength`, `isHidden`, `languagesSummary`, …); the API names are accepted as fallbacks where they differ
//! (`createdAt` for `added`, `fileId` / `branchId` for `file` / `branch`, `labelIds` for `labels`, `userId`,
//! `languageId`, `conceptId`, `hasPlurals` / `isIcu` for `type is …`, `plurals[]` for translation text, comment
//! `type`/`issueStatus`, vote `mark`). `is visible` is the negation of `isHidden`; users are numeric ids (or
//! objects with an `id`); datetimes are `YYYY-MM-DD hh:mm:ss` or ISO 8601, UTC.
//!
//! Semantics: SQL three-valued logic for null fields (unknown at the root or in a `where` excludes the item; an
//! unknown `if` condition takes the `else` branch); `contains` and string `=`/`!=` are case-insensitive (simple
//! case folding) unless [`EvalOptions::case_sensitive`]; language ids and logins always compare
//! case-insensitively; `between` is inclusive; `/` yields a float and division by zero or integer overflow yields
//! null; a string predicate on a multi-form `text` (plural strings) holds if it holds for any form.

use std::borrow::Cow;
use std::cmp::Ordering;
use std::collections::HashMap;

use serde_json::{Map, Value};

use crate::ast::{BinOp, MentionKind};
use crate::checker::{CheckedQuery, Ir, StrLit};
use crate::datetime::DateTime;
use crate::error::{CroqlError, EvalError};
use crate::schema::{Acc, Member, StringType, Type};

/// Evaluation options.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct EvalOptions {
    /// Make `contains` and string `=`/`!=` case-sensitive (default: case-insensitive).
    pub case_sensitive: bool,
    /// The instant `'today'` is computed from (its UTC day's midnight); default: the system clock at
    /// [`Evaluator::new`].
    pub now: Option<DateTime>,
}

/// A user of the user table: numeric id and login (username).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct User {
    /// The user id records refer to.
    pub id: i64,
    /// The login `@user:"…"` mentions name.
    pub login: String,
}

/// Evaluates checked queries against records, resolving mentions against a user table and an optional
/// language table.
#[derive(Debug, Clone)]
pub struct Evaluator {
    ids_by_login: HashMap<String, i64>,
    logins_by_id: HashMap<i64, String>,
    languages: Option<HashMap<String, String>>,
    options: EvalOptions,
    today: DateTime,
}

/// A mention resolved by [`Evaluator::bind`].
#[derive(Debug, Clone)]
enum Resolved {
    User(i64),
    Lang(String),
}

/// A query whose mentions are resolved, ready to test many records quickly.
#[derive(Debug)]
pub struct BoundQuery<'e> {
    ev: &'e Evaluator,
    query: &'e CheckedQuery,
    mentions: Vec<Resolved>,
}

impl Evaluator {
    /// An evaluator with a user table, an optional language table (language ids; `None` accepts any
    /// `@language:"…"`), and options.
    pub fn new(
        users: impl IntoIterator<Item = User>,
        languages: Option<Vec<String>>,
        options: EvalOptions,
    ) -> Evaluator {
        let mut ids_by_login = HashMap::new();
        let mut logins_by_id = HashMap::new();
        for u in users {
            ids_by_login.insert(fold_str(&u.login), u.id);
            logins_by_id.insert(u.id, u.login);
        }
        let languages = languages.map(|ls| ls.into_iter().map(|l| (fold_str(&l), l)).collect());
        let today = options.now.unwrap_or_else(DateTime::now).start_of_day();
        Evaluator {
            ids_by_login,
            logins_by_id,
            languages,
            options,
            today,
        }
    }

    /// Resolves the query's mentions; fails with `croqlInvalidLogic` on an unknown login or language id.
    pub fn bind<'e>(&'e self, query: &'e CheckedQuery) -> Result<BoundQuery<'e>, EvalError> {
        let mut mentions = Vec::with_capacity(query.mentions.len());
        for m in &query.mentions {
            let r = match m.kind {
                MentionKind::User => match self.ids_by_login.get(&fold_str(&m.value)) {
                    Some(id) => Resolved::User(*id),
                    None => {
                        return Err(CroqlError::logic(
                            format!("Invalid logic in CroQL. User '{}' is undefined", m.value),
                            m.span,
                        ))
                    }
                },
                MentionKind::Language => match &self.languages {
                    None => Resolved::Lang(m.value.clone()),
                    Some(table) => match table.get(&fold_str(&m.value)) {
                        Some(id) => Resolved::Lang(id.clone()),
                        None => {
                            return Err(CroqlError::logic(
                                format!(
                                    "Invalid logic in CroQL. Language '{}' is undefined",
                                    m.value
                                ),
                                m.span,
                            ))
                        }
                    },
                },
            };
            mentions.push(r);
        }
        Ok(BoundQuery {
            ev: self,
            query,
            mentions,
        })
    }

    /// Whether `record` matches the query (unknown counts as no match).
    pub fn matches(&self, query: &CheckedQuery, record: &Value) -> Result<bool, EvalError> {
        Ok(self.bind(query)?.matches(record))
    }

    /// The matching records, in input order.
    pub fn filter<'r>(
        &self,
        query: &CheckedQuery,
        records: &'r [Value],
    ) -> Result<Vec<&'r Value>, EvalError> {
        let bound = self.bind(query)?;
        Ok(records.iter().filter(|r| bound.matches(r)).collect())
    }

    /// The value of a query of any type for `record`, as JSON (null for unknown; datetimes as
    /// `YYYY-MM-DD hh:mm:ss`; users as ids; collections as arrays of their items).
    pub fn evaluate(&self, query: &CheckedQuery, record: &Value) -> Result<Value, EvalError> {
        Ok(self.bind(query)?.evaluate(record))
    }
}

#[derive(Debug, Clone, Copy)]
enum Item<'a> {
    Json(&'a Value),
    /// An object known only by its id (`fileId`, `labelIds`).
    Id(i64),
    /// A user known by id (`user with (…)`, `login of user`).
    User(i64),
    /// An enterprise field given as an object entry `slug: value`.
    Entry(&'a str, &'a Value),
}

#[derive(Debug)]
enum Coll<'a> {
    Json(&'a [Value]),
    Ids(&'a [Value]),
    Owned(Vec<Item<'a>>),
}

impl<'a> Coll<'a> {
    fn len(&self) -> usize {
        match self {
            Coll::Json(v) | Coll::Ids(v) => v.len(),
            Coll::Owned(v) => v.len(),
        }
    }

    fn get(&self, i: usize) -> Option<Item<'a>> {
        match self {
            Coll::Json(v) => v.get(i).map(Item::Json),
            Coll::Ids(v) => v.get(i).map(|x| x.as_i64().map_or(Item::Json(x), Item::Id)),
            Coll::Owned(v) => v.get(i).copied(),
        }
    }
}

#[derive(Debug)]
enum Val<'a> {
    Null,
    Bool(bool),
    Int(i64),
    Float(f64),
    Str(Cow<'a, str>),
    Lit(&'a StrLit),
    Strs(Vec<&'a str>),
    Dt(DateTime),
    User(i64),
    Lang(Cow<'a, str>),
    Obj(Item<'a>),
    Coll(Coll<'a>),
}

impl<'a> Val<'a> {
    fn truth(&self) -> Option<bool> {
        match self {
            Val::Bool(b) => Some(*b),
            _ => None,
        }
    }

    fn num(&self) -> Option<f64> {
        match self {
            Val::Int(i) => Some(*i as f64),
            Val::Float(f) => Some(*f),
            _ => None,
        }
    }

    /// Calls `f(raw, prefolded)` for each string the value holds; `None` if it holds no string.
    fn any_str(&self, mut f: impl FnMut(&str, Option<&str>) -> bool) -> Option<bool> {
        match self {
            Val::Str(s) | Val::Lang(s) => Some(f(s, None)),
            Val::Lit(l) => Some(f(&l.raw, Some(&l.folded))),
            Val::Strs(v) => Some(v.iter().any(|s| f(s, None))),
            _ => None,
        }
    }
}

fn bool3(b: Option<bool>) -> Val<'static> {
    b.map_or(Val::Null, Val::Bool)
}

impl<'e> BoundQuery<'e> {
    /// Whether `record` matches (unknown counts as no match).
    pub fn matches(&self, record: &Value) -> bool {
        matches!(
            self.eval(&self.query.ir, Item::Json(record)),
            Val::Bool(true)
        )
    }

    /// The query's value for `record` as JSON (see [`Evaluator::evaluate`]).
    pub fn evaluate(&self, record: &Value) -> Value {
        let v = self.eval(&self.query.ir, Item::Json(record));
        self.to_json(v)
    }

    fn to_json(&self, v: Val<'_>) -> Value {
        match v {
            Val::Null => Value::Null,
            Val::Bool(b) => Value::Bool(b),
            Val::Int(i) => Value::from(i),
            Val::Float(f) => Value::from(f),
            Val::Str(s) | Val::Lang(s) => Value::String(s.into_owned()),
            Val::Lit(l) => Value::String(l.raw.clone()),
            Val::Strs(v) => Value::Array(
                v.into_iter()
                    .map(|s| Value::String(s.to_string()))
                    .collect(),
            ),
            Val::Dt(d) => Value::String(d.to_string()),
            Val::User(id) => Value::from(id),
            Val::Obj(item) => self.item_json(item),
            Val::Coll(c) => Value::Array(
                (0..c.len())
                    .filter_map(|i| c.get(i))
                    .map(|i| self.item_json(i))
                    .collect(),
            ),
        }
    }

    fn item_json(&self, item: Item<'_>) -> Value {
        match item {
            Item::Json(v) => v.clone(),
            Item::Id(id) => serde_json::json!({ "id": id }),
            Item::User(id) => {
                serde_json::json!({ "id": id, "login": self.ev.logins_by_id.get(&id) })
            }
            Item::Entry(slug, value) => serde_json::json!({ "slug": slug, "value": value }),
        }
    }

    fn eval<'a>(&'a self, ir: &'a Ir, scope: Item<'a>) -> Val<'a> {
        match ir {
            Ir::Int(v) => Val::Int(*v),
            Ir::Float(v) => Val::Float(*v),
            Ir::Str(s) => Val::Lit(s),
            Ir::Dt(d) => Val::Dt(*d),
            Ir::Today => Val::Dt(self.ev.today),
            Ir::Flex(s, lit) => match lit {
                // Settled by the checker; kept total for safety.
                crate::datetime::DateTimeLiteral::Today => Val::Dt(self.ev.today),
                crate::datetime::DateTimeLiteral::At(d) => {
                    let _ = s;
                    Val::Dt(*d)
                }
            },
            Ir::Mention(i) => match self.mentions.get(*i) {
                Some(Resolved::User(id)) => Val::User(*id),
                Some(Resolved::Lang(l)) => Val::Lang(Cow::Borrowed(l)),
                None => Val::Null,
            },
            Ir::Field(m) => self.read(m, scope),
            Ir::Member(m, obj) => match self.eval(obj, scope) {
                Val::Obj(item) => self.read(m, item),
                Val::User(id) => self.read(m, Item::User(id)),
                _ => Val::Null,
            },
            Ir::Count(inner) => {
                if let Ir::Where(coll, pred) = &**inner {
                    return match self.eval(coll, scope) {
                        Val::Coll(c) => Val::Int(
                            (0..c.len())
                                .filter_map(|i| c.get(i))
                                .filter(|item| self.eval(pred, *item).truth() == Some(true))
                                .count() as i64,
                        ),
                        _ => Val::Int(0),
                    };
                }
                match self.eval(inner, scope) {
                    Val::Coll(c) => Val::Int(c.len() as i64),
                    _ => Val::Int(0),
                }
            }
            Ir::Where(coll, pred) => match self.eval(coll, scope) {
                Val::Coll(c) => Val::Coll(Coll::Owned(
                    (0..c.len())
                        .filter_map(|i| c.get(i))
                        .filter(|item| self.eval(pred, *item).truth() == Some(true))
                        .collect(),
                )),
                _ => Val::Null,
            },
            Ir::With(obj, pred) => match self.eval(obj, scope) {
                Val::Obj(item) => self.eval(pred, item),
                Val::User(id) => self.eval(pred, Item::User(id)),
                _ => Val::Null,
            },
            Ir::Not(a) => bool3(self.eval(a, scope).truth().map(|b| !b)),
            Ir::And(a, b) => {
                let l = self.eval(a, scope).truth();
                if l == Some(false) {
                    return Val::Bool(false);
                }
                match (l, self.eval(b, scope).truth()) {
                    (_, Some(false)) => Val::Bool(false),
                    (Some(true), Some(true)) => Val::Bool(true),
                    _ => Val::Null,
                }
            }
            Ir::Or(a, b) => {
                let l = self.eval(a, scope).truth();
                if l == Some(true) {
                    return Val::Bool(true);
                }
                match (l, self.eval(b, scope).truth()) {
                    (_, Some(true)) => Val::Bool(true),
                    (Some(false), Some(false)) => Val::Bool(false),
                    _ => Val::Null,
                }
            }
            Ir::Xor(a, b) => {
                let l = self.eval(a, scope).truth();
                let r = self.eval(b, scope).truth();
                bool3(l.zip(r).map(|(x, y)| x != y))
            }
            Ir::Neg(a) => match self.eval(a, scope) {
                Val::Int(i) => i.checked_neg().map_or(Val::Null, Val::Int),
                Val::Float(f) => Val::Float(-f),
                _ => Val::Null,
            },
            Ir::Arith(op, a, b) => {
                let l = self.eval(a, scope);
                let r = self.eval(b, scope);
                arith(*op, &l, &r)
            }
            Ir::Cmp(op, a, b) => {
                let l = self.eval(a, scope);
                let r = self.eval(b, scope);
                bool3(self.compare(*op, &l, &r))
            }
            Ir::Contains(h, n) => {
                let hv = self.eval(h, scope);
                let nv = self.eval(n, scope);
                let cs = self.ev.options.case_sensitive;
                let r = hv.any_str(|hs, hf| {
                    nv.any_str(|ns, nf| contains(cs, hs, hf, ns, nf))
                        .unwrap_or(false)
                });
                match (&hv, &nv) {
                    (Val::Null, _) | (_, Val::Null) => Val::Null,
                    _ => bool3(r),
                }
            }
            Ir::Between(x, lo, hi) => {
                let x = self.eval(x, scope);
                let lo = self.eval(lo, scope);
                let hi = self.eval(hi, scope);
                match (order(&lo, &x), order(&x, &hi)) {
                    (Some(a), Some(b)) => {
                        Val::Bool(a != Ordering::Greater && b != Ordering::Greater)
                    }
                    _ => Val::Null,
                }
            }
            Ir::If(c, a, b) => {
                if self.eval(c, scope).truth() == Some(true) {
                    self.eval(a, scope)
                } else {
                    self.eval(b, scope)
                }
            }
        }
    }

    /// `=`, `!=` and the orderings; `None` is unknown.
    fn compare(&self, op: BinOp, l: &Val<'_>, r: &Val<'_>) -> Option<bool> {
        if matches!(l, Val::Null) || matches!(r, Val::Null) {
            return None;
        }
        let eq_op = match op {
            BinOp::Eq => true,
            BinOp::Ne => false,
            _ => {
                let o = order(l, r)?;
                return Some(match op {
                    BinOp::Gt => o == Ordering::Greater,
                    BinOp::Ge => o != Ordering::Less,
                    BinOp::Lt => o == Ordering::Less,
                    _ => o != Ordering::Greater,
                });
            }
        };
        let scalar = |e: bool| Some(e == eq_op);
        match (l, r) {
            (Val::Bool(a), Val::Bool(b)) => scalar(a == b),
            (Val::User(a), Val::User(b) | Val::Int(b)) | (Val::Int(a), Val::User(b)) => {
                scalar(a == b)
            }
            (Val::Dt(a), Val::Dt(b)) => scalar(a == b),
            (Val::Int(_) | Val::Float(_), Val::Int(_) | Val::Float(_)) => {
                scalar(order(l, r)? == Ordering::Equal)
            }
            (Val::Lang(_), _) | (_, Val::Lang(_)) => l.any_str(|a, af| {
                r.any_str(|b, bf| str_eq(false, a, af, b, bf) == eq_op)
                    .unwrap_or(false)
            }),
            _ => {
                let cs = self.ev.options.case_sensitive;
                l.any_str(|a, af| {
                    r.any_str(|b, bf| str_eq(cs, a, af, b, bf) == eq_op)
                        .unwrap_or(false)
                })
            }
        }
    }

    fn read<'a>(&'a self, m: &'static Member, item: Item<'a>) -> Val<'a> {
        let obj = match item {
            Item::Json(v) => match v.as_object() {
                Some(o) => o,
                None => return Val::Null,
            },
            Item::User(id) => {
                return match m.acc {
                    Acc::UserId => Val::Int(id),
                    Acc::UserLogin => self
                        .ev
                        .logins_by_id
                        .get(&id)
                        .map_or(Val::Null, |l| Val::Str(Cow::Borrowed(l.as_str()))),
                    _ => Val::Null,
                }
            }
            Item::Id(id) => {
                return if m.key == "id" {
                    Val::Int(id)
                } else {
                    Val::Null
                }
            }
            Item::Entry(slug, value) => {
                return match m.key.as_str() {
                    "slug" => Val::Str(Cow::Borrowed(slug)),
                    "value" => json_str(value),
                    _ => Val::Null,
                }
            }
        };
        match m.acc {
            Acc::Field => interpret(m.ty, obj.get(&m.key)),
            Acc::FieldOr(alias) => {
                let v = obj
                    .get(&m.key)
                    .filter(|v| !v.is_null())
                    .or_else(|| obj.get(alias));
                interpret(m.ty, v)
            }
            Acc::Text => match obj.get("text") {
                Some(Value::String(s)) => Val::Str(Cow::Borrowed(s)),
                Some(Value::Object(forms)) => {
                    Val::Strs(forms.values().filter_map(Value::as_str).collect())
                }
                Some(_) => Val::Null,
                None => match obj.get("plurals") {
                    Some(Value::Array(ps)) => Val::Strs(
                        ps.iter()
                            .filter_map(|p| p.get("text").and_then(Value::as_str))
                            .collect(),
                    ),
                    _ => Val::Null,
                },
            },
            Acc::PluralForm => match obj.get("pluralForm") {
                Some(Value::String(s)) => Val::Str(Cow::Borrowed(s)),
                None | Some(Value::Null) => Val::Str(Cow::Borrowed("none")),
                Some(_) => Val::Null,
            },
            Acc::NotHidden => bool3(obj.get("isHidden").and_then(Value::as_bool).map(|b| !b)),
            Acc::TypeIs(t) => type_is(obj, t),
            Acc::Labels => match (obj.get("labels"), obj.get("labelIds")) {
                (Some(Value::Array(a)), _) => Val::Coll(Coll::Json(a)),
                (_, Some(Value::Array(a))) => Val::Coll(Coll::Ids(a)),
                _ => Val::Null,
            },
            Acc::Fields => match obj.get("fields") {
                Some(Value::Array(a)) => Val::Coll(Coll::Json(a)),
                Some(Value::Object(o)) => Val::Coll(Coll::Owned(
                    o.iter().map(|(k, v)| Item::Entry(k.as_str(), v)).collect(),
                )),
                _ => Val::Null,
            },
            Acc::CommentIssue => match obj.get("hasIssue").and_then(Value::as_bool) {
                Some(b) => Val::Bool(b),
                None => bool3(
                    obj.get("type")
                        .and_then(Value::as_str)
                        .map(|t| t == "issue"),
                ),
            },
            Acc::CommentUnresolved => {
                match obj.get("hasUnresolvedIssue").and_then(Value::as_bool) {
                    Some(b) => Val::Bool(b),
                    None => bool3(obj.get("type").and_then(Value::as_str).map(|t| {
                        t == "issue"
                            && obj.get("issueStatus").and_then(Value::as_str) == Some("unresolved")
                    })),
                }
            }
            Acc::VoteUp | Acc::VoteDown => {
                let key = if m.acc == Acc::VoteUp {
                    "isUp"
                } else {
                    "isDown"
                };
                match obj.get(key).and_then(Value::as_bool) {
                    Some(b) => Val::Bool(b),
                    None => bool3(obj.get("mark").and_then(Value::as_str).map(|mark| {
                        mark.eq_ignore_ascii_case(if m.acc == Acc::VoteUp { "up" } else { "down" })
                    })),
                }
            }
            Acc::UserId => interpret(Type::Int, obj.get("id")),
            Acc::UserLogin => interpret(
                Type::String,
                obj.get("login").or_else(|| obj.get("username")),
            ),
        }
    }
}

fn json_str(v: &Value) -> Val<'_> {
    match v {
        Value::String(s) => Val::Str(Cow::Borrowed(s)),
        Value::Number(n) => Val::Str(Cow::Owned(n.to_string())),
        Value::Bool(b) => Val::Str(Cow::Owned(b.to_string())),
        _ => Val::Null,
    }
}

fn interpret(ty: Type, v: Option<&Value>) -> Val<'_> {
    let Some(v) = v else { return Val::Null };
    match ty {
        Type::Bool => v.as_bool().map_or(Val::Null, Val::Bool),
        Type::Int => v.as_i64().map_or(Val::Null, Val::Int),
        Type::Float => v.as_f64().map_or(Val::Null, Val::Float),
        Type::String => json_str(v),
        Type::DateTime => v
            .as_str()
            .and_then(DateTime::parse)
            .map_or(Val::Null, Val::Dt),
        Type::User => match v {
            Value::Number(n) => n.as_i64().map_or(Val::Null, Val::User),
            Value::Object(o) => o
                .get("id")
                .and_then(Value::as_i64)
                .map_or(Val::Null, Val::User),
            _ => Val::Null,
        },
        Type::Language => match v {
            Value::String(s) => Val::Lang(Cow::Borrowed(s)),
            Value::Object(o) => o
                .get("id")
                .and_then(Value::as_str)
                .map_or(Val::Null, |s| Val::Lang(Cow::Borrowed(s))),
            _ => Val::Null,
        },
        Type::Object(_) => match v {
            Value::Object(_) => Val::Obj(Item::Json(v)),
            Value::Number(n) => n.as_i64().map_or(Val::Null, |id| Val::Obj(Item::Id(id))),
            _ => Val::Null,
        },
        Type::Collection(_) => match v {
            Value::Array(a) => Val::Coll(Coll::Json(a)),
            _ => Val::Null,
        },
    }
}

fn type_is(obj: &Map<String, Value>, t: StringType) -> Val<'static> {
    let ty = obj.get("type").and_then(Value::as_str).unwrap_or("");
    let plural = ty.eq_ignore_ascii_case("plural")
        || obj.get("hasPlurals").and_then(Value::as_bool) == Some(true)
        || obj.get("text").is_some_and(Value::is_object);
    let icu =
        ty.eq_ignore_ascii_case("icu") || obj.get("isIcu").and_then(Value::as_bool) == Some(true);
    let asset = ty.eq_ignore_ascii_case("asset");
    Val::Bool(match t {
        StringType::Plain => !(plural || icu || asset),
        StringType::Plural => plural,
        StringType::Icu => icu,
        StringType::Asset => asset,
    })
}

/// Ordering of two numbers or two datetimes.
fn order(l: &Val<'_>, r: &Val<'_>) -> Option<Ordering> {
    match (l, r) {
        (Val::Int(a), Val::Int(b)) => Some(a.cmp(b)),
        (Val::Dt(a), Val::Dt(b)) => Some(a.cmp(b)),
        _ => l.num()?.partial_cmp(&r.num()?),
    }
}

fn arith(op: BinOp, l: &Val<'_>, r: &Val<'_>) -> Val<'static> {
    if let (Val::Int(a), Val::Int(b), false) = (l, r, op == BinOp::Div) {
        let v = match op {
            BinOp::Add => a.checked_add(*b),
            BinOp::Sub => a.checked_sub(*b),
            _ => a.checked_mul(*b),
        };
        return v.map_or(Val::Null, Val::Int);
    }
    let (Some(a), Some(b)) = (l.num(), r.num()) else {
        return Val::Null;
    };
    let v = match op {
        BinOp::Add => a + b,
        BinOp::Sub => a - b,
        BinOp::Mul => a * b,
        _ if b == 0.0 => return Val::Null,
        _ => a / b,
    };
    if v.is_finite() {
        Val::Float(v)
    } else {
        Val::Null
    }
}

/// Simple case folding of one character (lower-casing where it maps to a single character, plus the folds that
/// differ from lower-casing).
pub(crate) fn fold_char(c: char) -> char {
    if c.is_ascii() {
        return c.to_ascii_lowercase();
    }
    match c {
        'ς' => 'σ',
        'ſ' => 's',
        '\u{345}' | '\u{1FBE}' => 'ι',
        'ϐ' => 'β',
        'ϑ' => 'θ',
        'ϕ' => 'φ',
        'ϖ' => 'π',
        'ϰ' => 'κ',
        'ϱ' => 'ρ',
        'ϵ' => 'ε',
        'ẛ' => 'ṡ',
        'ẞ' => 'ß',
        _ => {
            let mut lower = c.to_lowercase();
            match (lower.next(), lower.next()) {
                (Some(l), None) => l,
                _ => c,
            }
        }
    }
}

/// The simple case folding of a string.
pub(crate) fn fold_str(s: &str) -> String {
    if s.is_ascii() {
        s.to_ascii_lowercase()
    } else {
        s.chars().map(fold_char).collect()
    }
}

fn str_eq(case_sensitive: bool, a: &str, af: Option<&str>, b: &str, bf: Option<&str>) -> bool {
    if case_sensitive {
        return a == b;
    }
    if let (Some(x), Some(y)) = (af, bf) {
        return x == y;
    }
    if a.is_ascii() && b.is_ascii() {
        return a.eq_ignore_ascii_case(b);
    }
    a.chars().map(fold_char).eq(b.chars().map(fold_char))
}

fn contains(case_sensitive: bool, h: &str, hf: Option<&str>, n: &str, nf: Option<&str>) -> bool {
    if case_sensitive {
        return h.contains(n);
    }
    let needle: Cow<'_, str> = match nf {
        Some(f) => Cow::Borrowed(f),
        None => Cow::Owned(fold_str(n)),
    };
    if let Some(hf) = hf {
        return hf.contains(needle.as_ref());
    }
    if h.is_ascii() && needle.is_ascii() {
        return ascii_icontains(h.as_bytes(), needle.as_bytes());
    }
    fold_str(h).contains(needle.as_ref())
}

/// Whether `needle` (already ASCII lower-case) occurs in `hay` ignoring ASCII case.
fn ascii_icontains(hay: &[u8], needle: &[u8]) -> bool {
    let Some((&first, rest)) = needle.split_first() else {
        return true;
    };
    if needle.len() > hay.len() {
        return false;
    }
    let upper = first.to_ascii_uppercase();
    let last_start = hay.len() - needle.len();
    let mut i = 0;
    while i <= last_start {
        let b = hay[i];
        if (b == first || b == upper) && hay[i + 1..i + needle.len()].eq_ignore_ascii_case(rest) {
            return true;
        }
        i += 1;
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folding() {
        assert!(str_eq(false, "ΣΊΣΥΦΟΣ", None, "σίσυφος", None));
        // Simple (not full) case folding: ß does not expand to ss.
        assert!(!contains(false, "Straße", None, "STRASSE", None));
        assert!(contains(false, "Hello WORLD", None, "o w", None));
        assert!(contains(false, "abc", None, "", None));
        assert!(!contains(true, "Hello", None, "hello", None));
        assert!(contains(false, "\u{212A}elvin", None, "kelvin", None));
        assert!(ascii_icontains(b"xxABC", b"abc"));
        assert!(!ascii_icontains(b"ab", b"abc"));
    }
}
