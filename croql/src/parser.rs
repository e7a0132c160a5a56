//! Recursive-descent parser implementing the grammar and precedence of docs/CROQL.md §3 and §11.
//!
//! Levels (low → high): `if…then…else` · `or` · `xor` · `and` · `not` · comparisons / `contains` /
//! `between…and…` (non-associative) · `+ -` · `* /` · unary `-` · `M of X` (right) · `X where P`, `X with P`
//! (postfix) · primaries. Nesting is bounded ([`MAX_NESTING`] recursive levels, [`MAX_DEPTH`] tree depth) so that
//! no query can exhaust the stack of the parser or of the later stages.

use crate::ast::{BinOp, Expr, ExprKind, Ident};
use crate::error::{CroqlError, Span};
use crate::lexer::{tokenize, Keyword, Token, TokenKind};

/// Maximum number of nested parentheses / `not` / unary minus / `of` / `if` levels.
pub const MAX_NESTING: usize = 64;
/// Maximum depth of a parsed tree (long `a and b and …` chains included).
pub const MAX_DEPTH: usize = 256;

/// Parses a query into a tree. Fails with `croqlInvalidSyntax`.
pub fn parse(src: &str) -> Result<Expr, CroqlError> {
    let tokens = tokenize(src)?;
    let mut p = Parser {
        src,
        tokens,
        pos: 0,
        nesting: 0,
    };
    let expr = p.expr()?;
    let tok = p.peek();
    if tok.kind != TokenKind::Eof {
        return Err(p.unexpected());
    }
    if expr.depth() > MAX_DEPTH {
        return Err(CroqlError::syntax(
            format!("Invalid syntax in CroQL. The query nests deeper than {MAX_DEPTH} levels"),
            expr.span,
        ));
    }
    Ok(expr)
}

struct Parser<'s> {
    src: &'s str,
    tokens: Vec<Token>,
    pos: usize,
    nesting: usize,
}

fn boxed(e: Expr) -> Box<Expr> {
    Box::new(e)
}

impl<'s> Parser<'s> {
    fn peek(&self) -> &Token {
        // The token list always ends with Eof and `pos` never moves past it.
        &self.tokens[self.pos.min(self.tokens.len() - 1)]
    }

    fn peek_kw(&self, kw: Keyword) -> bool {
        self.peek().kind == TokenKind::Keyword(kw)
    }

    /// Consumes the current token (never past `Eof`) and returns its span.
    fn bump(&mut self) -> Span {
        let span = self.peek().span;
        if self.peek().kind != TokenKind::Eof {
            self.pos += 1;
        }
        span
    }

    /// Consumes the current token and takes its kind (literal payloads are moved, not cloned).
    fn take(&mut self) -> Token {
        let i = self.pos.min(self.tokens.len() - 1);
        let span = self.tokens[i].span;
        if self.tokens[i].kind == TokenKind::Eof {
            return Token {
                kind: TokenKind::Eof,
                span,
            };
        }
        self.pos += 1;
        Token {
            kind: std::mem::replace(&mut self.tokens[i].kind, TokenKind::Eof),
            span,
        }
    }

    fn unexpected(&self) -> CroqlError {
        let t = self.peek();
        let what = if t.kind == TokenKind::Eof {
            "end of query".to_string()
        } else {
            let text = self.src.get(t.span.start..t.span.end).unwrap_or("");
            let mut shown: String = text.chars().take(40).collect();
            if shown.len() < text.len() {
                shown.push('…');
            }
            format!("'{shown}'")
        };
        CroqlError::syntax(
            format!(
                "Invalid syntax in CroQL. Unexpected {what} at position {}",
                t.span.start
            ),
            t.span,
        )
    }

    fn expect_kw(&mut self, kw: Keyword) -> Result<Span, CroqlError> {
        if self.peek_kw(kw) {
            Ok(self.bump())
        } else {
            Err(self.unexpected())
        }
    }

    fn enter(&mut self) -> Result<(), CroqlError> {
        self.nesting += 1;
        if self.nesting > MAX_NESTING {
            let span = self.peek().span;
            return Err(CroqlError::syntax(
                format!(
                    "Invalid syntax in CroQL. The query nests deeper than {MAX_NESTING} levels at position {}",
                    span.start
                ),
                span,
            ));
        }
        Ok(())
    }

    fn leave(&mut self) {
        self.nesting -= 1;
    }

    /// Depth of a node about to be built in a left-associative loop from `left` (whose depth is `known`, if
    /// already measured) and `right`; fails beyond [`MAX_DEPTH`] so that no loop builds a tree too deep to drop.
    fn grow(&self, known: Option<usize>, left: &Expr, right: &Expr) -> Result<usize, CroqlError> {
        let d = 1 + known.unwrap_or_else(|| left.depth()).max(right.depth());
        if d > MAX_DEPTH {
            return Err(CroqlError::syntax(
                format!(
                    "Invalid syntax in CroQL. The query nests deeper than {MAX_DEPTH} levels at position {}",
                    right.span.start
                ),
                right.span,
            ));
        }
        Ok(d)
    }

    /// expr = IF expr THEN expr ELSE expr | or_expr
    fn expr(&mut self) -> Result<Expr, CroqlError> {
        self.enter()?;
        let r = self.expr_inner();
        self.leave();
        r
    }

    fn expr_inner(&mut self) -> Result<Expr, CroqlError> {
        if self.peek_kw(Keyword::If) {
            let start = self.bump();
            let cond = self.expr()?;
            self.expect_kw(Keyword::Then)?;
            let then = self.expr()?;
            self.expect_kw(Keyword::Else)?;
            let other = self.expr()?;
            let span = start.to(other.span);
            return Ok(Expr {
                kind: ExprKind::If(boxed(cond), boxed(then), boxed(other)),
                span,
            });
        }
        self.or_expr()
    }

    fn binary_chain(
        &mut self,
        kw: Keyword,
        op: BinOp,
        next: fn(&mut Self) -> Result<Expr, CroqlError>,
    ) -> Result<Expr, CroqlError> {
        let mut left = next(self)?;
        let mut depth = None;
        while self.peek_kw(kw) {
            self.bump();
            let right = next(self)?;
            depth = Some(self.grow(depth, &left, &right)?);
            let span = left.span.to(right.span);
            left = Expr {
                kind: ExprKind::Binary(op, boxed(left), boxed(right)),
                span,
            };
        }
        Ok(left)
    }

    fn or_expr(&mut self) -> Result<Expr, CroqlError> {
        self.binary_chain(Keyword::Or, BinOp::Or, Self::xor_expr)
    }

    fn xor_expr(&mut self) -> Result<Expr, CroqlError> {
        self.binary_chain(Keyword::Xor, BinOp::Xor, Self::and_expr)
    }

    fn and_expr(&mut self) -> Result<Expr, CroqlError> {
        self.binary_chain(Keyword::And, BinOp::And, Self::not_expr)
    }

    /// not_expr = NOT not_expr | comparison
    fn not_expr(&mut self) -> Result<Expr, CroqlError> {
        if self.peek_kw(Keyword::Not) {
            let start = self.bump();
            self.enter()?;
            let inner = self.not_expr();
            self.leave();
            let inner = inner?;
            let span = start.to(inner.span);
            return Ok(Expr {
                kind: ExprKind::Not(boxed(inner)),
                span,
            });
        }
        self.comparison()
    }

    /// comparison = additive [ cmp_op additive | CONTAINS additive | BETWEEN additive AND additive ]
    fn comparison(&mut self) -> Result<Expr, CroqlError> {
        let left = self.additive()?;
        let op = match self.peek().kind {
            TokenKind::Eq => BinOp::Eq,
            TokenKind::Ne => BinOp::Ne,
            TokenKind::Gt => BinOp::Gt,
            TokenKind::Ge => BinOp::Ge,
            TokenKind::Lt => BinOp::Lt,
            TokenKind::Le => BinOp::Le,
            TokenKind::Keyword(Keyword::Contains) => BinOp::Contains,
            TokenKind::Keyword(Keyword::Between) => {
                self.bump();
                let low = self.additive()?;
                self.expect_kw(Keyword::And)?;
                let high = self.additive()?;
                let span = left.span.to(high.span);
                return Ok(Expr {
                    kind: ExprKind::Between {
                        value: boxed(left),
                        low: boxed(low),
                        high: boxed(high),
                    },
                    span,
                });
            }
            _ => return Ok(left),
        };
        self.bump();
        let right = self.additive()?;
        let span = left.span.to(right.span);
        Ok(Expr {
            kind: ExprKind::Binary(op, boxed(left), boxed(right)),
            span,
        })
    }

    fn additive(&mut self) -> Result<Expr, CroqlError> {
        let mut left = self.multiplicative()?;
        let mut depth = None;
        loop {
            let op = match self.peek().kind {
                TokenKind::Plus => BinOp::Add,
                TokenKind::Minus => BinOp::Sub,
                _ => return Ok(left),
            };
            self.bump();
            let right = self.multiplicative()?;
            depth = Some(self.grow(depth, &left, &right)?);
            let span = left.span.to(right.span);
            left = Expr {
                kind: ExprKind::Binary(op, boxed(left), boxed(right)),
                span,
            };
        }
    }

    fn multiplicative(&mut self) -> Result<Expr, CroqlError> {
        let mut left = self.unary()?;
        let mut depth = None;
        loop {
            let op = match self.peek().kind {
                TokenKind::Star => BinOp::Mul,
                TokenKind::Slash => BinOp::Div,
                _ => return Ok(left),
            };
            self.bump();
            let right = self.unary()?;
            depth = Some(self.grow(depth, &left, &right)?);
            let span = left.span.to(right.span);
            left = Expr {
                kind: ExprKind::Binary(op, boxed(left), boxed(right)),
                span,
            };
        }
    }

    /// unary = "-" unary | member
    fn unary(&mut self) -> Result<Expr, CroqlError> {
        if self.peek().kind == TokenKind::Minus {
            let start = self.bump();
            self.enter()?;
            let inner = self.unary();
            self.leave();
            let inner = inner?;
            let span = start.to(inner.span);
            return Ok(Expr {
                kind: ExprKind::Neg(boxed(inner)),
                span,
            });
        }
        self.member()
    }

    /// member = ident OF member | filtered
    fn member(&mut self) -> Result<Expr, CroqlError> {
        if self.peek().kind == TokenKind::Word {
            let ident = self.ident();
            if self.peek_kw(Keyword::Of) {
                self.bump();
                self.enter()?;
                let object = self.member();
                self.leave();
                let object = object?;
                let span = ident.span.to(object.span);
                let kind = if ident.is("count") {
                    ExprKind::Count(boxed(object))
                } else {
                    ExprKind::Member(ident, boxed(object))
                };
                return Ok(Expr { kind, span });
            }
            let span = ident.span;
            return self.filtered(Expr {
                kind: ExprKind::Ident(ident),
                span,
            });
        }
        let primary = self.primary()?;
        self.filtered(primary)
    }

    /// filtered = primary { ( WHERE | WITH ) predicate }; predicate = "(" expr ")" | ident
    fn filtered(&mut self, mut left: Expr) -> Result<Expr, CroqlError> {
        let mut depth = None;
        loop {
            let is_where = if self.peek_kw(Keyword::Where) {
                true
            } else if self.peek_kw(Keyword::With) {
                false
            } else {
                return Ok(left);
            };
            self.bump();
            let pred = match self.peek().kind {
                TokenKind::LParen => {
                    let open = self.bump();
                    let inner = self.expr()?;
                    let close = self.peek().span;
                    if self.peek().kind != TokenKind::RParen {
                        return Err(self.unexpected());
                    }
                    self.bump();
                    Expr {
                        kind: inner.kind,
                        span: open.to(close),
                    }
                }
                TokenKind::Word => {
                    let ident = self.ident();
                    let span = ident.span;
                    Expr {
                        kind: ExprKind::Ident(ident),
                        span,
                    }
                }
                _ => return Err(self.unexpected()),
            };
            depth = Some(self.grow(depth, &left, &pred)?);
            let span = left.span.to(pred.span);
            let kind = if is_where {
                ExprKind::Where(boxed(left), boxed(pred))
            } else {
                ExprKind::With(boxed(left), boxed(pred))
            };
            left = Expr { kind, span };
        }
    }

    fn ident(&mut self) -> Ident {
        let mut words = Vec::new();
        let start = self.peek().span;
        let mut end = start;
        while self.peek().kind == TokenKind::Word {
            let t = self.bump();
            words.push(self.src.get(t.start..t.end).unwrap_or("").to_string());
            end = t;
        }
        Ident::new(words, start.to(end))
    }

    fn primary(&mut self) -> Result<Expr, CroqlError> {
        let span = self.peek().span;
        match self.peek().kind {
            TokenKind::Word => {
                let ident = self.ident();
                let span = ident.span;
                return Ok(Expr {
                    kind: ExprKind::Ident(ident),
                    span,
                });
            }
            TokenKind::LParen => {
                self.bump();
                let inner = self.expr()?;
                if self.peek().kind != TokenKind::RParen {
                    return Err(self.unexpected());
                }
                let close = self.bump();
                return Ok(Expr {
                    kind: inner.kind,
                    span: span.to(close),
                });
            }
            TokenKind::Int(_)
            | TokenKind::Float(_)
            | TokenKind::Str(_)
            | TokenKind::DateTime(_)
            | TokenKind::Mention(..) => {}
            _ => return Err(self.unexpected()),
        }
        let kind = match self.take().kind {
            TokenKind::Int(v) => ExprKind::Int(v),
            TokenKind::Float(v) => ExprKind::Float(v),
            TokenKind::Str(s) => ExprKind::Str(s),
            TokenKind::DateTime(s) => ExprKind::DateTime(s),
            TokenKind::Mention(k, v) => ExprKind::Mention(k, v),
            _ => return Err(self.unexpected()),
        };
        Ok(Expr { kind, span })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape(q: &str) -> String {
        fn go(e: &Expr) -> String {
            match &e.kind {
                ExprKind::Int(v) => v.to_string(),
                ExprKind::Float(v) => format!("{v:?}"),
                ExprKind::Str(s) => format!("{s:?}"),
                ExprKind::DateTime(s) => format!("'{s}'"),
                ExprKind::Mention(k, v) => format!("@{}:{v:?}", k.as_str()),
                ExprKind::Ident(i) => format!("<{}>", i.key),
                ExprKind::Neg(a) => format!("(-{})", go(a)),
                ExprKind::Not(a) => format!("(NOT {})", go(a)),
                ExprKind::Binary(op, a, b) => {
                    format!("({} {} {})", go(a), op.as_str().to_uppercase(), go(b))
                }
                ExprKind::Between { value, low, high } => {
                    format!("({} BETWEEN {} AND {})", go(value), go(low), go(high))
                }
                ExprKind::Count(a) => format!("(COUNT {})", go(a)),
                ExprKind::Member(m, a) => format!("(<{}> OF {})", m.key, go(a)),
                ExprKind::Where(a, b) => format!("({} WHERE {})", go(a), go(b)),
                ExprKind::With(a, b) => format!("({} WITH {})", go(a), go(b)),
                ExprKind::If(c, a, b) => format!("(IF {} THEN {} ELSE {})", go(c), go(a), go(b)),
            }
        }
        go(&parse(q).unwrap())
    }

    #[test]
    fn documented_shapes() {
        assert_eq!(
            shape("count of translations where (language = @language:\"uk\") = 0"),
            "((COUNT (<translations> WHERE (<language> = @language:\"uk\"))) = 0)"
        );
        assert_eq!(
            shape("type is plain or type is icu"),
            "(<typeIsPlain> OR <typeIsIcu>)"
        );
        assert_eq!(
            shape(
                "count of languages summary where ( translation updated between '1' and '2') > 0"
            ),
            "((COUNT (<languagesSummary> WHERE (<translationUpdated> BETWEEN '1' AND '2'))) > 0)"
        );
        assert_eq!(
            shape("is duplicate and count of languages summary where (not has shared translation and is translated) > 0"),
            "(<isDuplicate> AND ((COUNT (<languagesSummary> WHERE ((NOT <hasSharedTranslation>) AND <isTranslated>))) > 0))"
        );
        assert_eq!(
            shape("If 1 < 10 then \"less\" else \"greater\""),
            "(IF (1 < 10) THEN \"less\" ELSE \"greater\")"
        );
        assert_eq!(shape("id of file = 777"), "((<id> OF <file>) = 777)");
        assert_eq!(shape("not 1 < 10"), "(NOT (1 < 10))");
        assert_eq!(
            shape("a between 1 and 2 and b"),
            "((<a> BETWEEN 1 AND 2) AND <b>)"
        );
        assert_eq!(
            shape("a or b xor c and d"),
            "(<a> OR (<b> XOR (<c> AND <d>)))"
        );
        assert_eq!(shape("1 - 2 - 3 * -4 / 5"), "((1 - 2) - ((3 * (-4)) / 5))");
        assert_eq!(
            shape("a of b of c where d with (e)"),
            "(<a> OF (<b> OF ((<c> WHERE <d>) WITH <e>)))"
        );
        assert_eq!(
            shape("if a then b else c or d"),
            "(IF <a> THEN <b> ELSE (<c> OR <d>))"
        );
        assert_eq!(shape("COUNT OF x"), "(COUNT <x>)");
    }

    #[test]
    fn syntax_errors() {
        for q in [
            "",
            "1 < 2 < 3",
            "a ==  b",
            "(1",
            "1)",
            "x where 1",
            "not",
            "if a then b",
            "a in (1, 2)",
            "a.b",
            "1 + if a then 1 else 2",
            "a between 1",
            "a <> b",
        ] {
            let e = parse(q).unwrap_err();
            assert_eq!(e.code, crate::ErrorCode::InvalidSyntax, "{q}");
        }
        let e = parse("a < b < c").unwrap_err();
        assert_eq!(
            e.message,
            "Invalid syntax in CroQL. Unexpected '<' at position 6"
        );
        assert_eq!(e.span, Span::new(6, 7));
        let e = parse("").unwrap_err();
        assert_eq!(
            e.message,
            "Invalid syntax in CroQL. Unexpected end of query at position 0"
        );
    }

    #[test]
    fn nesting_is_bounded() {
        let deep = format!("{}1{}", "(".repeat(10_000), ")".repeat(10_000));
        assert!(parse(&deep).is_err());
        let nots = format!("{}a", "not ".repeat(10_000));
        assert!(parse(&nots).is_err());
        let chain = vec!["a"; 1000].join(" and ");
        assert!(parse(&chain).is_err());
        let ok = vec!["a"; 200].join(" and ");
        assert!(parse(&ok).is_ok());
    }
}
