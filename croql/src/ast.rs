//! The syntax tree produced by the parser and the builder, consumed by the printer and the checker.
//!
//! Parentheses are not represented: the printer re-inserts them where precedence needs them. Equality of
//! [`Expr`] ignores spans and compares identifiers by their camelCase key, ASCII case-insensitively, so
//! `parse(print(parse(q))) == parse(q)`.

use crate::error::Span;
pub use crate::lexer::MentionKind;

/// Binary operators.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BinOp {
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `*`
    Mul,
    /// `/` (always yields a float)
    Div,
    /// `=`
    Eq,
    /// `!=` / `≠`
    Ne,
    /// `>`
    Gt,
    /// `>=` / `≥`
    Ge,
    /// `<`
    Lt,
    /// `<=` / `≤`
    Le,
    /// `contains` (haystack on the left)
    Contains,
    /// `and`
    And,
    /// `or`
    Or,
    /// `xor`
    Xor,
}

impl BinOp {
    /// The canonical spelling used by the printer.
    pub fn as_str(self) -> &'static str {
        match self {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::Div => "/",
            BinOp::Eq => "=",
            BinOp::Ne => "!=",
            BinOp::Gt => ">",
            BinOp::Ge => ">=",
            BinOp::Lt => "<",
            BinOp::Le => "<=",
            BinOp::Contains => "contains",
            BinOp::And => "and",
            BinOp::Or => "or",
            BinOp::Xor => "xor",
        }
    }

    /// Precedence level of the operator (docs/CROQL.md §3: `or` 2 … `* /` 8).
    pub fn level(self) -> u8 {
        match self {
            BinOp::Or => 2,
            BinOp::Xor => 3,
            BinOp::And => 4,
            BinOp::Eq
            | BinOp::Ne
            | BinOp::Gt
            | BinOp::Ge
            | BinOp::Lt
            | BinOp::Le
            | BinOp::Contains => 6,
            BinOp::Add | BinOp::Sub => 7,
            BinOp::Mul | BinOp::Div => 8,
        }
    }

    /// Whether this is a comparison (`= != > >= < <= contains`), which does not associate.
    pub fn is_comparison(self) -> bool {
        self.level() == 6
    }
}

/// An identifier: a maximal run of words, resolved by its camelCase key.
#[derive(Debug, Clone)]
pub struct Ident {
    /// The words as written.
    pub words: Vec<String>,
    /// The camelCase key (docs/CROQL.md §4): first letter of the first word lower-cased, first letter of each later word
    /// upper-cased, concatenated. Lookup compares keys ASCII case-insensitively.
    pub key: String,
    /// Where the identifier is.
    pub span: Span,
}

impl Ident {
    /// An identifier from its words (which should each match `[A-Za-z_][A-Za-z0-9_]*` and not be keywords).
    pub fn new(words: Vec<String>, span: Span) -> Ident {
        let key = camel_key(words.iter().map(String::as_str));
        Ident { words, key, span }
    }

    /// An identifier from a spelling such as `is hidden` or `approvalsCount`; `None` if it is not a run of
    /// valid, non-keyword words.
    pub fn from_spelling(spelling: &str) -> Option<Ident> {
        let words: Vec<String> = spelling
            .split_ascii_whitespace()
            .map(str::to_string)
            .collect();
        let valid = !words.is_empty()
            && words.iter().all(|w| {
                let mut bytes = w.bytes();
                bytes
                    .next()
                    .is_some_and(|b| b.is_ascii_alphabetic() || b == b'_')
                    && bytes.all(|b| b.is_ascii_alphanumeric() || b == b'_')
                    && crate::lexer::Keyword::from_word(w).is_none()
            });
        valid.then(|| Ident::new(words, Span::default()))
    }

    /// Whether the key equals `key`, ignoring ASCII case.
    pub fn is(&self, key: &str) -> bool {
        self.key.eq_ignore_ascii_case(key)
    }
}

impl PartialEq for Ident {
    fn eq(&self, other: &Ident) -> bool {
        self.key.eq_ignore_ascii_case(&other.key)
    }
}

/// The camelCase key of a run of words (docs/CROQL.md §4).
pub fn camel_key<'a>(words: impl IntoIterator<Item = &'a str>) -> String {
    let mut key = String::new();
    for (i, w) in words.into_iter().enumerate() {
        let mut chars = w.chars();
        if let Some(first) = chars.next() {
            if i == 0 {
                key.push(first.to_ascii_lowercase());
            } else {
                key.push(first.to_ascii_uppercase());
            }
            key.push_str(chars.as_str());
        }
    }
    key
}

/// An expression node with its span.
#[derive(Debug, Clone)]
pub struct Expr {
    /// What the node is.
    pub kind: ExprKind,
    /// The text it was parsed from (default for built trees).
    pub span: Span,
}

impl PartialEq for Expr {
    fn eq(&self, other: &Expr) -> bool {
        self.kind == other.kind
    }
}

impl Expr {
    /// A node without a meaningful span (builder, tests).
    pub fn new(kind: ExprKind) -> Expr {
        Expr {
            kind,
            span: Span::default(),
        }
    }

    /// Precedence level of the node for printing (docs/CROQL.md §3; 12 = primary).
    pub fn level(&self) -> u8 {
        match &self.kind {
            ExprKind::If(..) => 1,
            ExprKind::Binary(op, ..) => op.level(),
            ExprKind::Not(_) => 5,
            ExprKind::Between { .. } => 6,
            ExprKind::Neg(_) => 9,
            ExprKind::Count(_) | ExprKind::Member(..) => 10,
            ExprKind::Where(..) | ExprKind::With(..) => 11,
            ExprKind::Int(_)
            | ExprKind::Float(_)
            | ExprKind::Str(_)
            | ExprKind::DateTime(_)
            | ExprKind::Mention(..)
            | ExprKind::Ident(_) => 12,
        }
    }

    /// The children of the node, left to right.
    pub fn children(&self) -> Vec<&Expr> {
        match &self.kind {
            ExprKind::Int(_)
            | ExprKind::Float(_)
            | ExprKind::Str(_)
            | ExprKind::DateTime(_)
            | ExprKind::Mention(..)
            | ExprKind::Ident(_) => vec![],
            ExprKind::Neg(a) | ExprKind::Not(a) | ExprKind::Count(a) | ExprKind::Member(_, a) => {
                vec![a]
            }
            ExprKind::Binary(_, a, b) | ExprKind::Where(a, b) | ExprKind::With(a, b) => vec![a, b],
            ExprKind::Between { value, low, high } => vec![value, low, high],
            ExprKind::If(c, a, b) => vec![c, a, b],
        }
    }

    /// Depth of the tree (a leaf has depth 1), computed without recursion.
    pub fn depth(&self) -> usize {
        let mut max = 0;
        let mut stack = vec![(self, 1usize)];
        while let Some((e, d)) = stack.pop() {
            max = max.max(d);
            match &e.kind {
                ExprKind::Int(_)
                | ExprKind::Float(_)
                | ExprKind::Str(_)
                | ExprKind::DateTime(_)
                | ExprKind::Mention(..)
                | ExprKind::Ident(_) => {}
                ExprKind::Neg(a)
                | ExprKind::Not(a)
                | ExprKind::Count(a)
                | ExprKind::Member(_, a) => stack.push((a, d + 1)),
                ExprKind::Binary(_, a, b) | ExprKind::Where(a, b) | ExprKind::With(a, b) => {
                    stack.push((a, d + 1));
                    stack.push((b, d + 1));
                }
                ExprKind::Between {
                    value: a,
                    low: b,
                    high: c,
                }
                | ExprKind::If(a, b, c) => {
                    stack.push((a, d + 1));
                    stack.push((b, d + 1));
                    stack.push((c, d + 1));
                }
            }
        }
        max
    }
}

/// The node kinds.
#[derive(Debug, Clone, PartialEq)]
pub enum ExprKind {
    /// Integer literal. Parsed literals are non-negative (`-1` is `Neg(Int(1))`).
    Int(i64),
    /// Float literal (finite; parsed literals are non-negative).
    Float(f64),
    /// Double-quoted string literal (unescaped value).
    Str(String),
    /// Single-quoted literal: raw content, interpreted by the checker (datetime, or string when lenient).
    DateTime(String),
    /// `@user:"…"` / `@language:"…"` (unescaped value).
    Mention(MentionKind, String),
    /// An identifier resolved against the current scope.
    Ident(Ident),
    /// Unary minus.
    Neg(Box<Expr>),
    /// `not`.
    Not(Box<Expr>),
    /// A binary operator.
    Binary(BinOp, Box<Expr>, Box<Expr>),
    /// `value between low and high` (inclusive).
    Between {
        /// The tested value.
        value: Box<Expr>,
        /// Lower bound.
        low: Box<Expr>,
        /// Upper bound.
        high: Box<Expr>,
    },
    /// `count of <collection>`.
    Count(Box<Expr>),
    /// `<member> of <object>`.
    Member(Ident, Box<Expr>),
    /// `<collection> where (<predicate>)`.
    Where(Box<Expr>, Box<Expr>),
    /// `<object> with (<predicate>)`.
    With(Box<Expr>, Box<Expr>),
    /// `if <cond> then <a> else <b>`.
    If(Box<Expr>, Box<Expr>, Box<Expr>),
}
