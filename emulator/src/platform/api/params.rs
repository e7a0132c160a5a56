//! Query parameters of list operations: URL-decoded (`%20` and `+` both mean a space), `limit`
//! 1–500 (default 25) and `offset` ≥ 0 (default 0) validated as the platform does, `orderBy`
//! (`field [asc|desc]`, comma-separated) against the fields an operation allows.

use std::cmp::Ordering;

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use serde_json::Value;

use super::errors::ApiError;

/// Default page size.
pub const DEFAULT_LIMIT: usize = 25;
/// Largest page size.
pub const MAX_LIMIT: usize = 500;

/// The decoded query string, in order.
#[derive(Debug, Clone, Default)]
pub struct Params(pub Vec<(String, String)>);

impl<S: Send + Sync> FromRequestParts<S> for Params {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Params, ApiError> {
        let q = parts.uri.query().unwrap_or("");
        Ok(Params(
            url::form_urlencoded::parse(q.as_bytes())
                .map(|(k, v)| (k.into_owned(), v.into_owned()))
                .collect(),
        ))
    }
}

/// A validated page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Page {
    /// Items to skip.
    pub offset: usize,
    /// Items to return.
    pub limit: usize,
}

impl Params {
    /// The last value of `key` (empty values count as absent).
    pub fn get(&self, key: &str) -> Option<&str> {
        self.0
            .iter()
            .rev()
            .find(|(k, v)| k == key && !v.is_empty())
            .map(|(_, v)| v.as_str())
    }

    /// Whether `key` is present with a value.
    pub fn has(&self, key: &str) -> bool {
        self.get(key).is_some()
    }

    /// `limit` and `offset`.
    pub fn page(&self) -> Result<Page, ApiError> {
        let limit = match self.get("limit") {
            None => DEFAULT_LIMIT,
            Some(v) => {
                let n = digits("limit", v)?;
                if !(1..=MAX_LIMIT as u64).contains(&n) {
                    return Err(ApiError::validation(
                        "limit",
                        "notBetween",
                        format!("The input is not between '1' and '{MAX_LIMIT}', inclusively"),
                    ));
                }
                n as usize
            }
        };
        let offset = match self.get("offset") {
            None => 0,
            Some(v) => usize::try_from(digits("offset", v)?).unwrap_or(usize::MAX),
        };
        Ok(Page { offset, limit })
    }

    /// An optional integer parameter.
    pub fn int(&self, key: &str) -> Result<Option<i64>, ApiError> {
        self.get(key)
            .map(|v| {
                v.trim().parse::<i64>().map_err(|_| {
                    ApiError::validation(key, "notDigits", "The input must contain only digits")
                })
            })
            .transpose()
    }

    /// A comma-separated list of integers.
    pub fn ints(&self, key: &str) -> Result<Option<Vec<i64>>, ApiError> {
        self.get(key)
            .map(|v| {
                v.split(',')
                    .filter(|s| !s.trim().is_empty())
                    .map(|s| {
                        s.trim().parse::<i64>().map_err(|_| {
                            ApiError::validation(
                                key,
                                "notDigits",
                                "The input must contain only digits",
                            )
                        })
                    })
                    .collect()
            })
            .transpose()
    }

    /// `croqlParamsConflict` when `croql` is given together with any of `forbidden`.
    pub fn croql_conflicts(&self, forbidden: &[&str]) -> Result<(), ApiError> {
        if !self.has("croql") {
            return Ok(());
        }
        for f in forbidden {
            if self.has(f) {
                let e = locforge_croql::CroqlError::params_conflict(f);
                return Err(e.into());
            }
        }
        Ok(())
    }

    /// `orderBy` as (field, descending) pairs, each field one of `allowed`.
    pub fn order_by(&self, allowed: &[&str]) -> Result<Vec<(String, bool)>, ApiError> {
        let Some(v) = self.get("orderBy") else {
            return Ok(vec![]);
        };
        let mut out = vec![];
        for part in v.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            let mut words = part.split_whitespace();
            let field = words.next().unwrap_or("");
            let dir = words.next().unwrap_or("asc");
            let desc = match dir.to_ascii_lowercase().as_str() {
                "asc" => false,
                "desc" => true,
                _ => {
                    return Err(ApiError::validation(
                        "orderBy",
                        "orderByDirectionInvalid",
                        format!("Invalid sort direction `{dir}`: use asc or desc"),
                    ))
                }
            };
            if !allowed.contains(&field) || words.next().is_some() {
                return Err(ApiError::validation(
                    "orderBy",
                    "orderByFieldInvalid",
                    format!(
                        "Invalid sort field `{field}`; allowed: {}",
                        allowed.join(", ")
                    ),
                ));
            }
            out.push((field.to_owned(), desc));
        }
        Ok(out)
    }
}

fn digits(key: &str, v: &str) -> Result<u64, ApiError> {
    let v = v.trim();
    if v.is_empty() || !v.bytes().all(|b| b.is_ascii_digit()) {
        return Err(ApiError::validation(
            key,
            "notDigits",
            "The input must contain only digits",
        ));
    }
    Ok(v.parse::<u64>().unwrap_or(u64::MAX))
}

fn cmp_json(a: &Value, b: &Value) -> Ordering {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => x
            .as_f64()
            .unwrap_or(0.0)
            .partial_cmp(&y.as_f64().unwrap_or(0.0))
            .unwrap_or(Ordering::Equal),
        (Value::String(x), Value::String(y)) => x.to_lowercase().cmp(&y.to_lowercase()),
        (Value::Null, Value::Null) => Ordering::Equal,
        (Value::Null, _) => Ordering::Less,
        (_, Value::Null) => Ordering::Greater,
        _ => a.to_string().cmp(&b.to_string()),
    }
}

/// Sorts items (API JSON objects) by `order` (stable; unknown fields compare equal).
pub fn sort(items: &mut [Value], order: &[(String, bool)]) {
    if order.is_empty() {
        return;
    }
    items.sort_by(|a, b| {
        for (field, desc) in order {
            let x = a.get(field).unwrap_or(&Value::Null);
            let y = b.get(field).unwrap_or(&Value::Null);
            let o = cmp_json(x, y);
            let o = if *desc { o.reverse() } else { o };
            if o != Ordering::Equal {
                return o;
            }
        }
        Ordering::Equal
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(q: &str) -> Params {
        Params(
            url::form_urlencoded::parse(q.as_bytes())
                .map(|(k, v)| (k.into_owned(), v.into_owned()))
                .collect(),
        )
    }

    #[test]
    fn paging_rules() {
        assert_eq!(
            p("").page(),
            Ok(Page {
                offset: 0,
                limit: 25
            })
        );
        assert_eq!(
            p("limit=500&offset=3").page(),
            Ok(Page {
                offset: 3,
                limit: 500
            })
        );
        for bad in ["limit=0", "limit=501", "limit=x", "offset=-1", "limit=2.5"] {
            assert_eq!(
                p(bad).page().map_err(|e| e.status().as_u16()),
                Err(400),
                "{bad}"
            );
        }
        assert_eq!(p("croql=a+b%20c").get("croql"), Some("a b c"));
    }

    #[test]
    fn order_by() {
        assert_eq!(
            p("orderBy=createdAt desc,name").order_by(&["name", "createdAt"]),
            Ok(vec![("createdAt".into(), true), ("name".into(), false)])
        );
        assert!(p("orderBy=nope").order_by(&["name"]).is_err());
        assert!(p("orderBy=name sideways").order_by(&["name"]).is_err());
    }
}
