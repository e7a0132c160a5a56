//! The gettext `Plural-Forms` header value (`nplurals=3; plural=(n%10==1 ? 0 : …);`): parsing it
//! and evaluating its C expression. Written by hand because no maintained crate evaluates gettext
//! plural expressions without pulling in a scripting language; the grammar is gettext's `plural.y`
//! (ternary, `|| && == != < > <= >= + - * / % !`, parentheses, `n`, decimal literals).

/// Deepest nesting of parentheses / operators accepted, so hostile headers cannot overflow the stack.
const MAX_DEPTH: usize = 64;
/// Longest expression accepted (bytes).
const MAX_LEN: usize = 4096;
/// Largest `nplurals` accepted (gettext itself has no limit, CLDR has six categories).
pub(crate) const MAX_NPLURALS: usize = 32;

/// A parsed `Plural-Forms` value.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct PluralForms {
    /// Number of `msgstr[n]` forms.
    pub nplurals: usize,
    /// The `plural=` expression.
    pub expr: Expr,
    /// The expression's source text, trimmed.
    pub expr_text: String,
}

impl PluralForms {
    /// The header value in gettext's canonical spelling: `nplurals=N; plural=EXPR;`.
    pub fn to_header_value(&self) -> String {
        format!("nplurals={}; plural={};", self.nplurals, self.expr_text)
    }

    /// True when both describe the same rule (same count, same expression ignoring whitespace).
    pub fn same_rule(&self, other: &PluralForms) -> bool {
        fn squash(s: &str) -> String {
            s.chars().filter(|c| !c.is_whitespace()).collect()
        }
        self.nplurals == other.nplurals && squash(&self.expr_text) == squash(&other.expr_text)
    }
}

/// Parses a `Plural-Forms` value. `Ok(None)` for xgettext's template placeholder
/// (`nplurals=INTEGER; plural=EXPRESSION;`); `Err` says what is wrong.
pub(crate) fn parse_plural_forms(value: &str) -> Result<Option<PluralForms>, String> {
    let mut nplurals: Option<&str> = None;
    let mut plural: Option<&str> = None;
    for part in value.split(';') {
        let part = part.trim();
        if part.is_empty() {
            continue;
        }
        let Some((name, v)) = part.split_once('=') else {
            return Err(format!(
                "bad Plural-Forms header: `{part}` is not `name=value`; expected `nplurals=N; plural=EXPRESSION;`"
            ));
        };
        match name.trim() {
            "nplurals" => nplurals = Some(v.trim()),
            "plural" => plural = Some(v.trim()),
            other => {
                return Err(format!(
                "bad Plural-Forms header: unknown field `{other}`; expected `nplurals=N; plural=EXPRESSION;`"
            ))
            }
        }
    }
    if nplurals == Some("INTEGER") && plural == Some("EXPRESSION") {
        return Ok(None);
    }
    let (Some(n), Some(expr_text)) = (nplurals, plural) else {
        return Err(
            "bad Plural-Forms header: expected both `nplurals=N` and `plural=EXPRESSION`".into(),
        );
    };
    let nplurals: usize = n.parse().map_err(|_| {
        format!(
            "bad Plural-Forms header: nplurals=`{n}` is not a number; expected 1 to {MAX_NPLURALS}"
        )
    })?;
    if nplurals == 0 || nplurals > MAX_NPLURALS {
        return Err(format!(
            "bad Plural-Forms header: nplurals={nplurals}; expected 1 to {MAX_NPLURALS}"
        ));
    }
    let expr = Expr::parse(expr_text)
        .map_err(|e| format!("bad Plural-Forms header: plural expression: {e}"))?;
    Ok(Some(PluralForms {
        nplurals,
        expr,
        expr_text: expr_text.to_string(),
    }))
}

#[derive(Debug, Clone, Copy, PartialEq)]
enum Op {
    Or,
    And,
    Eq,
    Ne,
    Lt,
    Gt,
    Le,
    Ge,
    Add,
    Sub,
    Mul,
    Div,
    Rem,
}

#[derive(Debug, Clone, PartialEq)]
enum Node {
    N,
    Num(u64),
    Not(usize),
    Bin(Op, usize, usize),
    Cond(usize, usize, usize),
}

/// A gettext plural expression over `n`.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Expr {
    nodes: Vec<Node>,
    root: usize,
}

impl Expr {
    /// Parses C expression text such as `(n != 1)`; the error names the character offset.
    pub fn parse(text: &str) -> Result<Expr, String> {
        if text.len() > MAX_LEN {
            return Err(format!(
                "expression longer than {MAX_LEN} bytes; expected a short C expression"
            ));
        }
        let mut p = ExprParser {
            s: text.as_bytes(),
            i: 0,
            nodes: Vec::new(),
            depth: 0,
        };
        let root = p.ternary()?;
        p.ws();
        if p.i < p.s.len() {
            return Err(format!(
                "unexpected `{}` at offset {}; expected an operator or the end of the expression",
                char::from(p.s[p.i]),
                p.i
            ));
        }
        Ok(Expr {
            nodes: p.nodes,
            root,
        })
    }

    /// Evaluates with C `unsigned long` semantics (as gettext does); `None` on division by zero.
    pub fn eval(&self, n: u64) -> Option<u64> {
        self.eval_int(self.root, n)
    }

    fn eval_int(&self, at: usize, n: u64) -> Option<u64> {
        Some(match self.nodes[at] {
            Node::N => n,
            Node::Num(v) => v,
            Node::Not(a) => u64::from(self.eval_int(a, n)? == 0),
            Node::Cond(c, a, b) => {
                if self.eval_int(c, n)? != 0 {
                    self.eval_int(a, n)?
                } else {
                    self.eval_int(b, n)?
                }
            }
            Node::Bin(op, a, b) => {
                let x = self.eval_int(a, n)?;
                // Short-circuit like C.
                match op {
                    Op::Or if x != 0 => return Some(1),
                    Op::And if x == 0 => return Some(0),
                    _ => {}
                }
                let y = self.eval_int(b, n)?;
                match op {
                    Op::Or | Op::And => u64::from(y != 0),
                    Op::Eq => u64::from(x == y),
                    Op::Ne => u64::from(x != y),
                    Op::Lt => u64::from(x < y),
                    Op::Gt => u64::from(x > y),
                    Op::Le => u64::from(x <= y),
                    Op::Ge => u64::from(x >= y),
                    Op::Add => x.wrapping_add(y),
                    Op::Sub => x.wrapping_sub(y),
                    Op::Mul => x.wrapping_mul(y),
                    Op::Div => x.checked_div(y)?,
                    Op::Rem => x.checked_rem(y)?,
                }
            }
        })
    }

    /// Evaluates with `n` a decimal (Transifex-style expressions test `n % 1 != 0` for fractions):
    /// `%` is the floating remainder, `/` a real division. `None` on division by zero.
    pub fn eval_decimal(&self, n: f64) -> Option<f64> {
        self.eval_f(self.root, n)
    }

    fn eval_f(&self, at: usize, n: f64) -> Option<f64> {
        let b = |v: bool| if v { 1.0 } else { 0.0 };
        Some(match self.nodes[at] {
            Node::N => n,
            Node::Num(v) => v as f64,
            Node::Not(a) => b(self.eval_f(a, n)? == 0.0),
            Node::Cond(c, x, y) => {
                if self.eval_f(c, n)? != 0.0 {
                    self.eval_f(x, n)?
                } else {
                    self.eval_f(y, n)?
                }
            }
            Node::Bin(op, l, r) => {
                let x = self.eval_f(l, n)?;
                match op {
                    Op::Or if x != 0.0 => return Some(1.0),
                    Op::And if x == 0.0 => return Some(0.0),
                    _ => {}
                }
                let y = self.eval_f(r, n)?;
                match op {
                    Op::Or | Op::And => b(y != 0.0),
                    Op::Eq => b(x == y),
                    Op::Ne => b(x != y),
                    Op::Lt => b(x < y),
                    Op::Gt => b(x > y),
                    Op::Le => b(x <= y),
                    Op::Ge => b(x >= y),
                    Op::Add => x + y,
                    Op::Sub => x - y,
                    Op::Mul => x * y,
                    Op::Div if y == 0.0 => return None,
                    Op::Div => x / y,
                    Op::Rem if y == 0.0 => return None,
                    Op::Rem => x % y,
                }
            }
        })
    }
}

struct ExprParser<'a> {
    s: &'a [u8],
    i: usize,
    nodes: Vec<Node>,
    depth: usize,
}

impl ExprParser<'_> {
    fn ws(&mut self) {
        while self.i < self.s.len() && self.s[self.i].is_ascii_whitespace() {
            self.i += 1;
        }
    }

    fn push(&mut self, n: Node) -> usize {
        self.nodes.push(n);
        self.nodes.len() - 1
    }

    fn eat(&mut self, tok: &str) -> bool {
        self.ws();
        if self.s[self.i..].starts_with(tok.as_bytes()) {
            self.i += tok.len();
            true
        } else {
            false
        }
    }

    fn enter(&mut self) -> Result<(), String> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            Err(format!(
                "nested deeper than {MAX_DEPTH} levels; expected a simpler expression"
            ))
        } else {
            Ok(())
        }
    }

    fn ternary(&mut self) -> Result<usize, String> {
        self.enter()?;
        let cond = self.binary(0)?;
        let r = if self.eat("?") {
            let a = self.ternary()?;
            if !self.eat(":") {
                return Err(format!(
                    "expected `:` at offset {} to complete `cond ? a : b`",
                    self.i
                ));
            }
            let b = self.ternary()?;
            self.push(Node::Cond(cond, a, b))
        } else {
            cond
        };
        self.depth -= 1;
        Ok(r)
    }

    /// Binary operators by precedence level, lowest first.
    fn binary(&mut self, level: usize) -> Result<usize, String> {
        const LEVELS: &[&[(&str, Op)]] = &[
            &[("||", Op::Or)],
            &[("&&", Op::And)],
            &[("==", Op::Eq), ("!=", Op::Ne)],
            &[("<=", Op::Le), (">=", Op::Ge), ("<", Op::Lt), (">", Op::Gt)],
            &[("+", Op::Add), ("-", Op::Sub)],
            &[("*", Op::Mul), ("/", Op::Div), ("%", Op::Rem)],
        ];
        if level == LEVELS.len() {
            return self.unary();
        }
        self.enter()?;
        let mut left = self.binary(level + 1)?;
        'outer: loop {
            for (tok, op) in LEVELS[level] {
                self.ws();
                // `!=` must not be read as `!` and `<`/`>` not as the start of `<=`/`>=`.
                if self.s[self.i..].starts_with(tok.as_bytes()) {
                    self.i += tok.len();
                    let right = self.binary(level + 1)?;
                    left = self.push(Node::Bin(*op, left, right));
                    continue 'outer;
                }
            }
            break;
        }
        self.depth -= 1;
        Ok(left)
    }

    fn unary(&mut self) -> Result<usize, String> {
        self.enter()?;
        self.ws();
        let r = match self.s.get(self.i) {
            Some(b'!') if self.s.get(self.i + 1) != Some(&b'=') => {
                self.i += 1;
                let a = self.unary()?;
                self.push(Node::Not(a))
            }
            Some(b'(') => {
                self.i += 1;
                let a = self.ternary()?;
                if !self.eat(")") {
                    return Err(format!("expected `)` at offset {}", self.i));
                }
                a
            }
            Some(b'n') => {
                self.i += 1;
                self.push(Node::N)
            }
            Some(c) if c.is_ascii_digit() => {
                let start = self.i;
                while self.i < self.s.len() && self.s[self.i].is_ascii_digit() {
                    self.i += 1;
                }
                let text = std::str::from_utf8(&self.s[start..self.i]).unwrap_or("0");
                let v = text
                    .parse::<u64>()
                    .map_err(|_| format!("number `{text}` is too large"))?;
                self.push(Node::Num(v))
            }
            Some(c) => {
                return Err(format!(
                    "unexpected `{}` at offset {}; expected `n`, a number, `!` or `(`",
                    char::from(*c),
                    self.i
                ))
            }
            None => return Err("unexpected end; expected `n`, a number, `!` or `(`".into()),
        };
        self.depth -= 1;
        Ok(r)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ev(e: &str, n: u64) -> u64 {
        Expr::parse(e).expect("parses").eval(n).expect("evaluates")
    }

    #[test]
    fn evaluates_common_rules() {
        let ru =
            "(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)";
        let got: Vec<u64> = [1, 2, 5, 11, 21, 22, 25, 111, 112]
            .iter()
            .map(|&n| ev(ru, n))
            .collect();
        assert_eq!(got, vec![0, 1, 2, 2, 0, 1, 2, 2, 2]);
        assert_eq!(ev("n != 1", 1), 0);
        assert_eq!(ev("n != 1", 0), 1);
        assert_eq!(ev("(n > 1)", 0), 0);
        assert_eq!(ev("0", 7), 0);
        let ar = "n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5";
        let got: Vec<u64> = [0, 1, 2, 3, 11, 100].iter().map(|&n| ev(ar, n)).collect();
        assert_eq!(got, vec![0, 1, 2, 3, 4, 5]);
        assert_eq!(ev("!(n == 1)", 1), 0);
        assert_eq!(ev("1 + 2 * 3 - 4 / 2", 0), 5);
        assert_eq!(ev("n - 2", 1), u64::MAX);
    }

    #[test]
    fn fractions_follow_transifex_rules() {
        let e = Expr::parse("(n == 1 && n % 1 == 0) ? 0 : (n >= 2 && n <= 4 && n % 1 == 0) ? 1: (n % 1 != 0 ) ? 2 : 3")
            .expect("parses");
        assert_eq!(e.eval_decimal(1.5), Some(2.0));
        assert_eq!(e.eval(5), Some(3));
    }

    #[test]
    fn header_values() {
        let pf = parse_plural_forms(" nplurals=2; plural=(n != 1);")
            .expect("valid")
            .expect("not a placeholder");
        assert_eq!(pf.nplurals, 2);
        assert_eq!(pf.to_header_value(), "nplurals=2; plural=(n != 1);");
        assert!(parse_plural_forms("nplurals=INTEGER; plural=EXPRESSION;")
            .expect("placeholder is fine")
            .is_none());
        assert!(parse_plural_forms("plural=n>1; nplurals=2")
            .expect("order free")
            .is_some());
    }

    #[test]
    fn bad_headers_say_what_was_expected() {
        for (bad, want) in [
            ("nplurals=x; plural=0;", "not a number"),
            ("nplurals=2;", "expected both"),
            ("nplurals=2; plural=(n != 1;", "expected `)`"),
            ("nplurals=2; plural=n ? 1;", "expected `:`"),
            ("nplurals=2; plural=m;", "unexpected `m`"),
            ("nplurals=0; plural=0;", "expected 1 to"),
            ("nplurals=2 plural=0", "expected both"),
            ("foo", "not `name=value`"),
        ] {
            let e = parse_plural_forms(bad).expect_err(bad);
            assert!(e.contains(want), "{bad}: {e}");
        }
        let deep = format!(
            "nplurals=2; plural={}n{};",
            "(".repeat(500),
            ")".repeat(500)
        );
        assert!(parse_plural_forms(&deep)
            .expect_err("too deep")
            .contains("nested"));
        assert_eq!(Expr::parse("n / 0").expect("parses").eval(3), None);
    }
}
