//! Canonical printer: lower-case keywords, documented identifier spellings (`is hidden`, `approvalsCount`),
//! `!=`/`>=`/`<=` for the comparison operators, single spaces, `where (…)` / `with (…)` always parenthesised, and
//! parentheses exactly where precedence needs them, so that `parse(print(e)) == e` for every parsed tree.

use std::fmt::{self, Write};

use crate::ast::{Expr, ExprKind, Ident};
use crate::schema::documented_spelling;

/// The canonical text of an expression.
pub fn print(expr: &Expr) -> String {
    let mut out = String::new();
    write_expr(&mut out, expr);
    out
}

impl fmt::Display for Expr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&print(self))
    }
}

/// Writes `s` as a double-quoted CroQL string literal (`"` → `\"`, `\` → `\\`).
pub fn write_string_literal(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        if c == '"' || c == '\\' {
            out.push('\\');
        }
        out.push(c);
    }
    out.push('"');
}

/// The canonical spelling of an identifier: the documented one if the key is known, else its words.
pub fn ident_spelling(ident: &Ident) -> String {
    match documented_spelling(&ident.key) {
        Some(s) => s.to_string(),
        None => ident.words.join(" "),
    }
}

/// Writes `e`, wrapped in parentheses if its level is below `min_level`.
fn write_at(out: &mut String, e: &Expr, min_level: u8) {
    if e.level() < min_level {
        out.push('(');
        write_expr(out, e);
        out.push(')');
    } else {
        write_expr(out, e);
    }
}

fn write_expr(out: &mut String, e: &Expr) {
    match &e.kind {
        ExprKind::Int(v) => {
            let _ = write!(out, "{v}");
        }
        ExprKind::Float(v) => {
            let s = format!("{v}");
            out.push_str(&s);
            if !s.contains('.') && v.is_finite() {
                out.push_str(".0");
            }
        }
        ExprKind::Str(s) => write_string_literal(out, s),
        ExprKind::DateTime(s) => {
            out.push('\'');
            out.push_str(s);
            out.push('\'');
        }
        ExprKind::Mention(kind, value) => {
            out.push('@');
            out.push_str(kind.as_str());
            out.push(':');
            write_string_literal(out, value);
        }
        ExprKind::Ident(ident) => out.push_str(&ident_spelling(ident)),
        ExprKind::Neg(inner) => {
            out.push('-');
            write_at(out, inner, 9);
        }
        ExprKind::Not(inner) => {
            out.push_str("not ");
            write_at(out, inner, 5);
        }
        ExprKind::Binary(op, l, r) => {
            let level = op.level();
            let (lmin, rmin) = if op.is_comparison() {
                (7, 7)
            } else {
                (level, level + 1)
            };
            write_at(out, l, lmin);
            out.push(' ');
            out.push_str(op.as_str());
            out.push(' ');
            write_at(out, r, rmin);
        }
        ExprKind::Between { value, low, high } => {
            write_at(out, value, 7);
            out.push_str(" between ");
            write_at(out, low, 7);
            out.push_str(" and ");
            write_at(out, high, 7);
        }
        ExprKind::Count(inner) => {
            out.push_str("count of ");
            write_at(out, inner, 10);
        }
        ExprKind::Member(ident, inner) => {
            out.push_str(&ident_spelling(ident));
            out.push_str(" of ");
            write_at(out, inner, 10);
        }
        ExprKind::Where(coll, pred) | ExprKind::With(coll, pred) => {
            write_at(out, coll, 11);
            out.push_str(if matches!(e.kind, ExprKind::Where(..)) {
                " where ("
            } else {
                " with ("
            });
            write_expr(out, pred);
            out.push(')');
        }
        ExprKind::If(c, a, b) => {
            out.push_str("if ");
            write_expr(out, c);
            out.push_str(" then ");
            write_expr(out, a);
            out.push_str(" else ");
            write_expr(out, b);
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::parser::parse;

    fn canon(q: &str) -> String {
        super::print(&parse(q).unwrap())
    }

    #[test]
    fn canonical_forms() {
        assert_eq!(
            canon("isHidden AND NOT   isDuplicate"),
            "is hidden and not is duplicate"
        );
        assert_eq!(
            canon("1 ≠ 2 or 1 ≥ 2 or 1 ≤ 2"),
            "1 != 2 or 1 >= 2 or 1 <= 2"
        );
        assert_eq!(
            canon("count of comments where has unresolved issue > 0"),
            "count of comments where (has unresolved issue) > 0"
        );
        assert_eq!(canon("(1 + 2) * 3 - (4 - 5)"), "(1 + 2) * 3 - (4 - 5)");
        assert_eq!(canon("((a or b)) and c"), "(a or b) and c");
        assert_eq!(canon("approvals count"), "approvalsCount");
        assert_eq!(
            canon("If 1 < 10 then \"le\\\"ss\" else 'today'"),
            "if 1 < 10 then \"le\\\"ss\" else 'today'"
        );
        assert_eq!(
            canon("(if a then b else c) or d"),
            "(if a then b else c) or d"
        );
        assert_eq!(canon("-(-1)"), "--1");
        assert_eq!(canon("(count of x) where (y)"), "(count of x) where (y)");
        assert_eq!(canon("@USER:\"a\\\\b\""), "@user:\"a\\\\b\"");
        assert_eq!(canon("10.0 + 1.50"), "10.0 + 1.5");
        assert_eq!(canon("not (a = b)"), "not a = b");
        assert_eq!(canon("(not a) = b"), "(not a) = b");
    }
}
