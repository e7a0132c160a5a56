//! Type checker (docs/CROQL.md §4, §5): resolves identifiers against the context's schema, infers and checks types, and
//! compiles the tree into the resolved form the evaluator runs ([`CheckedQuery`]).
//!
//! Errors are `croqlInvalidLogic`: `Invalid logic in CroQL. Identifier '<key>' is undefined` for unknown
//! identifiers and members, `The inferred type is not equal to '<type>'` for type mismatches (root not `bool`,
//! members on a non-object, `count of` on a non-collection, strict-mode single-quoted text that is no datetime).

use crate::ast::{BinOp, Expr, ExprKind, Ident, MentionKind};
use crate::datetime::{DateTime, DateTimeLiteral};
use crate::error::{CroqlError, Span};
use crate::parser::MAX_DEPTH;
use crate::schema::{lookup, Context, Member, ObjKind, SchemaOptions, Type};

/// A string literal with its case-folded form precomputed.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct StrLit {
    pub raw: String,
    pub folded: String,
}

impl StrLit {
    pub(crate) fn new(raw: String) -> StrLit {
        let folded = crate::eval::fold_str(&raw);
        StrLit { raw, folded }
    }
}

/// The resolved, typed form of a query that the evaluator runs (crate-internal).
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Ir {
    Int(i64),
    Float(f64),
    Str(Box<StrLit>),
    Dt(DateTime),
    Today,
    /// Lenient single-quoted literal not yet settled as string or datetime.
    Flex(Box<StrLit>, DateTimeLiteral),
    /// Index into [`CheckedQuery::mentions`].
    Mention(usize),
    /// A member of the current scope object.
    Field(&'static Member),
    /// A member of an object-valued expression.
    Member(&'static Member, Box<Ir>),
    Count(Box<Ir>),
    Where(Box<Ir>, Box<Ir>),
    With(Box<Ir>, Box<Ir>),
    Not(Box<Ir>),
    Neg(Box<Ir>),
    And(Box<Ir>, Box<Ir>),
    Or(Box<Ir>, Box<Ir>),
    Xor(Box<Ir>, Box<Ir>),
    /// `+ - * /` (op, left, right).
    Arith(BinOp, Box<Ir>, Box<Ir>),
    /// `= != > >= < <=`.
    Cmp(BinOp, Box<Ir>, Box<Ir>),
    Contains(Box<Ir>, Box<Ir>),
    Between(Box<Ir>, Box<Ir>, Box<Ir>),
    If(Box<Ir>, Box<Ir>, Box<Ir>),
}

/// A mention used by a query, resolved by the evaluator against its user and language tables.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mention {
    /// `@user` or `@language`.
    pub kind: MentionKind,
    /// The login or language id as written.
    pub value: String,
    /// Where it is in the query.
    pub span: Span,
}

/// A query that parsed and type-checked in a context, ready for the evaluator.
#[derive(Debug, Clone)]
pub struct CheckedQuery {
    pub(crate) ir: Ir,
    /// The context it was checked in.
    pub context: Context,
    /// Its inferred type (`bool` for queries checked with [`check`]).
    pub ty: Type,
    /// The mentions it uses, in order of appearance.
    pub mentions: Vec<Mention>,
    /// The options it was checked with.
    pub options: SchemaOptions,
}

/// Checks a query: identifiers resolve in `context`, types are consistent, and the root type is `bool`.
pub fn check(
    expr: &Expr,
    context: Context,
    options: &SchemaOptions,
) -> Result<CheckedQuery, CroqlError> {
    let q = check_expr(expr, context, options)?;
    if q.ty != Type::Bool {
        return Err(mismatch(Type::Bool.name(), expr.span));
    }
    Ok(q)
}

/// Checks an expression of any type (e.g. `count of translations` : `int`) in `context`.
pub fn check_expr(
    expr: &Expr,
    context: Context,
    options: &SchemaOptions,
) -> Result<CheckedQuery, CroqlError> {
    if expr.depth() > MAX_DEPTH {
        return Err(CroqlError::syntax(
            format!("Invalid syntax in CroQL. The query nests deeper than {MAX_DEPTH} levels"),
            expr.span,
        ));
    }
    let mut c = Checker {
        options: *options,
        mentions: Vec::new(),
    };
    let t = c.expr(expr, context.root())?;
    let (ty, ir) = settle(t, false);
    Ok(CheckedQuery {
        ir,
        context,
        ty,
        mentions: c.mentions,
        options: *options,
    })
}

/// Parses and checks a query in one step (root must be `bool`).
pub fn compile(
    query: &str,
    context: Context,
    options: &SchemaOptions,
) -> Result<CheckedQuery, CroqlError> {
    let expr = crate::parser::parse(query)?;
    check(&expr, context, options)
}

fn mismatch(expected: &str, span: Span) -> CroqlError {
    CroqlError::logic(
        format!("The inferred type is not equal to '{expected}'"),
        span,
    )
}

fn undefined(ident: &Ident) -> CroqlError {
    CroqlError::logic(
        format!(
            "Invalid logic in CroQL. Identifier '{}' is undefined",
            ident.key
        ),
        ident.span,
    )
}

/// Checker-internal type: a concrete type or a lenient single-quoted literal that is still string-or-datetime.
#[derive(Debug, Clone, Copy, PartialEq)]
enum CT {
    T(Type),
    Flex,
}

struct Typed {
    ty: CT,
    ir: Ir,
    span: Span,
}

/// Settles a flexible literal as a string (`as_string`) or a datetime.
fn settle(t: Typed, as_string: bool) -> (Type, Ir) {
    match t.ty {
        CT::T(ty) => (ty, t.ir),
        CT::Flex => {
            let ty = if as_string {
                Type::String
            } else {
                Type::DateTime
            };
            (ty, settle_ir(t.ir, as_string))
        }
    }
}

fn settle_ir(ir: Ir, as_string: bool) -> Ir {
    match ir {
        Ir::Flex(s, lit) => {
            if as_string {
                Ir::Str(s)
            } else {
                match lit {
                    DateTimeLiteral::Today => Ir::Today,
                    DateTimeLiteral::At(dt) => Ir::Dt(dt),
                }
            }
        }
        Ir::If(c, a, b) => Ir::If(
            c,
            Box::new(settle_ir(*a, as_string)),
            Box::new(settle_ir(*b, as_string)),
        ),
        other => other,
    }
}

fn b(ir: Ir) -> Box<Ir> {
    Box::new(ir)
}

struct Checker {
    options: SchemaOptions,
    mentions: Vec<Mention>,
}

impl Checker {
    fn expr(&mut self, e: &Expr, scope: ObjKind) -> Result<Typed, CroqlError> {
        let span = e.span;
        let typed = |ty: Type, ir: Ir| {
            Ok(Typed {
                ty: CT::T(ty),
                ir,
                span,
            })
        };
        match &e.kind {
            ExprKind::Int(v) => typed(Type::Int, Ir::Int(*v)),
            ExprKind::Float(v) => typed(Type::Float, Ir::Float(*v)),
            ExprKind::Str(s) => typed(Type::String, Ir::Str(Box::new(StrLit::new(s.clone())))),
            ExprKind::DateTime(text) => match DateTimeLiteral::parse(text) {
                Some(lit) if self.options.strict => typed(
                    Type::DateTime,
                    match lit {
                        DateTimeLiteral::Today => Ir::Today,
                        DateTimeLiteral::At(dt) => Ir::Dt(dt),
                    },
                ),
                Some(lit) => Ok(Typed { ty: CT::Flex, ir: Ir::Flex(Box::new(StrLit::new(text.clone())), lit), span }),
                None if self.options.strict => Err(CroqlError::logic(
                    format!("The inferred type is not equal to 'datetime': '{text}' is not a valid datetime"),
                    span,
                )),
                None => typed(Type::String, Ir::Str(Box::new(StrLit::new(text.clone())))),
            },
            ExprKind::Mention(kind, value) => {
                let idx = self.mentions.len();
                self.mentions.push(Mention { kind: *kind, value: value.clone(), span });
                let ty = match kind {
                    MentionKind::User => Type::User,
                    MentionKind::Language => Type::Language,
                };
                typed(ty, Ir::Mention(idx))
            }
            ExprKind::Ident(ident) => {
                let m = lookup(scope, &ident.key, self.options.enterprise).ok_or_else(|| undefined(ident))?;
                typed(m.ty, Ir::Field(m))
            }
            ExprKind::Neg(inner) => {
                let t = self.expr(inner, scope)?;
                let (ty, ir) = self.numeric(t)?;
                typed(ty, Ir::Neg(b(ir)))
            }
            ExprKind::Not(inner) => {
                let ir = self.boolean(inner, scope)?;
                typed(Type::Bool, Ir::Not(b(ir)))
            }
            ExprKind::Binary(op, l, r) => self.binary(*op, l, r, scope, span),
            ExprKind::Between { value, low, high } => {
                let v = self.expr(value, scope)?;
                let lo = self.expr(low, scope)?;
                let hi = self.expr(high, scope)?;
                let (vt, vi) = self.orderable(v)?;
                let (_, li) = self.same_order_kind(vt, lo)?;
                let (_, hi_ir) = self.same_order_kind(vt, hi)?;
                typed(Type::Bool, Ir::Between(b(vi), b(li), b(hi_ir)))
            }
            ExprKind::Count(inner) => {
                let t = self.expr(inner, scope)?;
                match t.ty {
                    CT::T(Type::Collection(_)) => typed(Type::Int, Ir::Count(b(t.ir))),
                    _ => Err(mismatch("collection", t.span)),
                }
            }
            ExprKind::Member(ident, object) => {
                let t = self.expr(object, scope)?;
                let kind = match t.ty {
                    CT::T(Type::Object(k)) => k,
                    CT::T(Type::User) => ObjKind::User,
                    _ => return Err(mismatch("object", t.span)),
                };
                let m = lookup(kind, &ident.key, self.options.enterprise).ok_or_else(|| undefined(ident))?;
                typed(m.ty, Ir::Member(m, b(t.ir)))
            }
            ExprKind::Where(coll, pred) => {
                let t = self.expr(coll, scope)?;
                let CT::T(Type::Collection(item)) = t.ty else {
                    return Err(mismatch("collection", t.span));
                };
                let p = self.boolean(pred, item)?;
                typed(Type::Collection(item), Ir::Where(b(t.ir), b(p)))
            }
            ExprKind::With(object, pred) => {
                let t = self.expr(object, scope)?;
                let kind = match t.ty {
                    CT::T(Type::Object(k)) => k,
                    CT::T(Type::User) => ObjKind::User,
                    _ => return Err(mismatch("object", t.span)),
                };
                let p = self.boolean(pred, kind)?;
                typed(Type::Bool, Ir::With(b(t.ir), b(p)))
            }
            ExprKind::If(c, a, e2) => {
                let cond = self.boolean(c, scope)?;
                let ta = self.expr(a, scope)?;
                let tb = self.expr(e2, scope)?;
                let (ty, ia, ib) = match (ta.ty, tb.ty) {
                    (CT::Flex, CT::Flex) => {
                        return Ok(Typed { ty: CT::Flex, ir: Ir::If(b(cond), b(ta.ir), b(tb.ir)), span });
                    }
                    (CT::Flex, CT::T(t)) | (CT::T(t), CT::Flex) => {
                        let as_string = t == Type::String;
                        if !(as_string || t == Type::DateTime) {
                            return Err(mismatch(t.name(), if ta.ty == CT::Flex { ta.span } else { tb.span }));
                        }
                        let (_, ia) = settle(ta, as_string);
                        let (_, ib) = settle(tb, as_string);
                        (t, ia, ib)
                    }
                    (CT::T(x), CT::T(y)) if x == y => (x, ta.ir, tb.ir),
                    (CT::T(x), CT::T(y)) if x.is_numeric() && y.is_numeric() => (Type::Float, ta.ir, tb.ir),
                    (CT::T(x), CT::T(_)) => return Err(mismatch(x.name(), tb.span)),
                };
                typed(ty, Ir::If(b(cond), b(ia), b(ib)))
            }
        }
    }

    fn boolean(&mut self, e: &Expr, scope: ObjKind) -> Result<Ir, CroqlError> {
        let t = self.expr(e, scope)?;
        match t.ty {
            CT::T(Type::Bool) => Ok(t.ir),
            _ => Err(mismatch("bool", t.span)),
        }
    }

    fn numeric(&self, t: Typed) -> Result<(Type, Ir), CroqlError> {
        match t.ty {
            CT::T(ty) if ty.is_numeric() => Ok((ty, t.ir)),
            _ => Err(mismatch("int", t.span)),
        }
    }

    /// A numeric or datetime operand of an ordering comparison or `between`.
    fn orderable(&self, t: Typed) -> Result<(Type, Ir), CroqlError> {
        match t.ty {
            CT::T(ty) if ty.is_numeric() || ty == Type::DateTime => Ok((ty, t.ir)),
            CT::Flex => Ok(settle(t, false)),
            _ => Err(mismatch("int", t.span)),
        }
    }

    /// An operand that must be of the same order kind (numeric or datetime) as `first`.
    fn same_order_kind(&self, first: Type, t: Typed) -> Result<(Type, Ir), CroqlError> {
        let dt = first == Type::DateTime;
        match t.ty {
            CT::T(ty)
                if (first.is_numeric() && ty.is_numeric()) || (dt && ty == Type::DateTime) =>
            {
                Ok((ty, t.ir))
            }
            CT::Flex if dt => Ok(settle(t, false)),
            _ => Err(mismatch(if dt { "datetime" } else { "int" }, t.span)),
        }
    }

    fn binary(
        &mut self,
        op: BinOp,
        l: &Expr,
        r: &Expr,
        scope: ObjKind,
        span: Span,
    ) -> Result<Typed, CroqlError> {
        let typed = |ty: Type, ir: Ir| {
            Ok(Typed {
                ty: CT::T(ty),
                ir,
                span,
            })
        };
        match op {
            BinOp::And | BinOp::Or | BinOp::Xor => {
                let li = self.boolean(l, scope)?;
                let ri = self.boolean(r, scope)?;
                let ir = match op {
                    BinOp::And => Ir::And(b(li), b(ri)),
                    BinOp::Or => Ir::Or(b(li), b(ri)),
                    _ => Ir::Xor(b(li), b(ri)),
                };
                typed(Type::Bool, ir)
            }
            BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div => {
                let lt = self.expr(l, scope)?;
                let rt = self.expr(r, scope)?;
                let (lty, li) = self.numeric(lt)?;
                let (rty, ri) = self.numeric(rt)?;
                let ty = if op != BinOp::Div && lty == Type::Int && rty == Type::Int {
                    Type::Int
                } else {
                    Type::Float
                };
                typed(ty, Ir::Arith(op, b(li), b(ri)))
            }
            BinOp::Contains => {
                let lt = self.expr(l, scope)?;
                let rt = self.expr(r, scope)?;
                let li = self.string(lt)?;
                let ri = self.string(rt)?;
                typed(Type::Bool, Ir::Contains(b(li), b(ri)))
            }
            BinOp::Gt | BinOp::Ge | BinOp::Lt | BinOp::Le => {
                let lt = self.expr(l, scope)?;
                let rt = self.expr(r, scope)?;
                let (lty, li) = self.orderable(lt)?;
                let (_, ri) = self.same_order_kind(lty, rt)?;
                typed(Type::Bool, Ir::Cmp(op, b(li), b(ri)))
            }
            BinOp::Eq | BinOp::Ne => {
                let lt = self.expr(l, scope)?;
                let rt = self.expr(r, scope)?;
                let (li, ri) = self.equatable(lt, rt)?;
                typed(Type::Bool, Ir::Cmp(op, b(li), b(ri)))
            }
        }
    }

    fn string(&self, t: Typed) -> Result<Ir, CroqlError> {
        match t.ty {
            CT::T(Type::String) => Ok(t.ir),
            CT::Flex => Ok(settle(t, true).1),
            _ => Err(mismatch("string", t.span)),
        }
    }

    /// Operands of `=` / `!=`: same type; `int`~`float`; `user`~`int`; `language`~`string`; lenient literals
    /// settle as strings next to a string and as datetimes otherwise.
    fn equatable(&self, l: Typed, r: Typed) -> Result<(Ir, Ir), CroqlError> {
        use Type::*;
        let (lt, rt) = (l.ty, r.ty);
        match (lt, rt) {
            (CT::Flex, CT::Flex) => Ok((settle(l, false).1, settle(r, false).1)),
            (CT::Flex, CT::T(t)) | (CT::T(t), CT::Flex) => {
                let as_string = matches!(t, String | Language);
                if !as_string && t != DateTime {
                    let (flex_span, other) = if lt == CT::Flex {
                        (l.span, t)
                    } else {
                        (r.span, t)
                    };
                    return Err(mismatch(other.name(), flex_span));
                }
                Ok((settle(l, as_string).1, settle(r, as_string).1))
            }
            (CT::T(a), CT::T(bt)) => {
                if matches!(a, Object(_) | Collection(_)) {
                    return Err(mismatch("int", l.span));
                }
                let ok = a == bt
                    || (a.is_numeric() && bt.is_numeric())
                    || matches!(
                        (a, bt),
                        (User, Int) | (Int, User) | (Language, String) | (String, Language)
                    );
                if ok {
                    Ok((l.ir, r.ir))
                } else {
                    Err(mismatch(a.name(), r.span))
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parser::parse;

    fn ty(q: &str, ctx: Context) -> Result<Type, CroqlError> {
        check_expr(
            &parse(q).unwrap(),
            ctx,
            &SchemaOptions {
                enterprise: true,
                strict: false,
            },
        )
        .map(|c| c.ty)
    }

    #[test]
    fn types() {
        let ss = Context::SourceString;
        assert_eq!(ty("1 + 9", ss), Ok(Type::Int));
        assert_eq!(ty("20 / 2", ss), Ok(Type::Float));
        assert_eq!(ty("-10", ss), Ok(Type::Int));
        assert_eq!(ty("1 + 2.5", ss), Ok(Type::Float));
        assert_eq!(ty("'today'", ss), Ok(Type::DateTime));
        assert_eq!(ty("@user:\"x\"", ss), Ok(Type::User));
        assert_eq!(
            ty("translations where (count of votes > 0)", ss),
            Ok(Type::Collection(ObjKind::TranslationItem))
        );
        assert_eq!(
            ty("If 1 < 10 then \"less\" else \"greater\"", ss),
            Ok(Type::String)
        );
        assert_eq!(ty("if 1 < 2 then 1 else 2.5", ss), Ok(Type::Float));
        assert_eq!(ty("file", ss), Ok(Type::Object(ObjKind::File)));
        assert_eq!(ty("login of user", Context::Translation), Ok(Type::String));
    }

    #[test]
    fn errors() {
        let ss = Context::SourceString;
        let e = ty("true", ss).unwrap_err();
        assert_eq!(
            e.message,
            "Invalid logic in CroQL. Identifier 'true' is undefined"
        );
        let e = ty("is hiddn", ss).unwrap_err();
        assert_eq!(
            e.message,
            "Invalid logic in CroQL. Identifier 'isHiddn' is undefined"
        );
        assert_eq!(e.span, Span::new(0, 8));
        let e = ty("count of text", ss).unwrap_err();
        assert_eq!(
            (e.message.as_str(), e.span),
            (
                "The inferred type is not equal to 'collection'",
                Span::new(9, 13)
            )
        );
        assert!(ty("id of text", ss).is_err());
        assert!(ty("foo of file", ss).is_err());
        assert!(ty("text > \"a\"", ss).is_err());
        assert!(ty("text = 1", ss).is_err());
        assert!(ty("1 and is hidden", ss).is_err());
        assert!(ty("count of translations where (identifier = \"x\") > 0", ss).is_err());
        assert!(ty("language = \"de\"", Context::Translation).is_err());
    }
}
