//! Paging through a list operation: `limit` ≤ 500 and `offset`, stopping at a short page
//! (as the official client's `fetchAll`). A pager may walk several parameter sets in turn (the
//! workflow status GET splits `stringIds` into sets of ≤ 500). Use [`Pager::next_page`],
//! [`Pager::all`] or [`Pager::into_stream`].

use std::collections::VecDeque;
use std::marker::PhantomData;

use futures_util::Stream;
use reqwest::Method;
use serde::de::DeserializeOwned;
use serde_json::Value;

use super::client::{Call, OrgClient};
use super::error::ApiError;

/// A lazy walk through the pages of one list operation.
pub struct Pager<T> {
    client: OrgClient,
    path: Vec<String>,
    pending: VecDeque<Vec<(String, String)>>,
    current: Option<Vec<(String, String)>>,
    offset: u64,
    limit: u32,
    requests: u64,
    _items: PhantomData<fn() -> T>,
}

impl<T> std::fmt::Debug for Pager<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Pager")
            .field("path", &self.path.join("/"))
            .field("offset", &self.offset)
            .field("limit", &self.limit)
            .finish_non_exhaustive()
    }
}

impl<T: DeserializeOwned> Pager<T> {
    /// A pager over `path` with one parameter set per element of `param_sets` (each paged from
    /// offset 0), `limit` items per request.
    pub(crate) fn new(
        client: OrgClient,
        path: Vec<String>,
        param_sets: Vec<Vec<(String, String)>>,
        limit: u32,
    ) -> Self {
        Pager {
            client,
            path,
            pending: param_sets.into(),
            current: None,
            offset: 0,
            limit: limit.clamp(1, super::query::MAX_LIMIT),
            requests: 0,
            _items: PhantomData,
        }
    }

    /// The same walk, starting `offset` items into its first parameter set: one page of a
    /// paged list shown to a person is `skip((page - 1) * limit)` then [`Pager::next_page`].
    pub fn skip(mut self, offset: u64) -> Self {
        if self.current.is_none() {
            self.current = self.pending.pop_front();
        }
        self.offset = offset;
        self
    }

    /// Requests made so far.
    pub fn requests(&self) -> u64 {
        self.requests
    }

    /// The next non-empty page, or `None` when the list is exhausted.
    pub async fn next_page(&mut self) -> Result<Option<Vec<T>>, ApiError> {
        loop {
            let params = match &self.current {
                Some(p) => p.clone(),
                None => match self.pending.pop_front() {
                    Some(p) => {
                        self.offset = 0;
                        self.current = Some(p.clone());
                        p
                    }
                    None => return Ok(None),
                },
            };
            let mut all = params;
            all.push(("limit".into(), self.limit.to_string()));
            all.push(("offset".into(), self.offset.to_string()));
            self.requests += 1;
            let v = self
                .client
                .call(Call {
                    method: Method::GET,
                    path: &self.path,
                    params: &all,
                    body: None,
                    idempotent: true,
                })
                .await?;
            let items = list_items::<T>(v, &self.path)?;
            if items.len() < self.limit as usize {
                self.current = None;
            } else {
                self.offset += u64::from(self.limit);
            }
            if !items.is_empty() {
                return Ok(Some(items));
            }
        }
    }

    /// Every remaining item.
    pub async fn all(mut self) -> Result<Vec<T>, ApiError> {
        let mut out = Vec::new();
        while let Some(page) = self.next_page().await? {
            out.extend(page);
        }
        Ok(out)
    }

    /// The remaining items as a stream (pages fetched as it is polled); ends after an error.
    pub fn into_stream(self) -> impl Stream<Item = Result<T, ApiError>> + Send
    where
        T: Send + 'static,
    {
        futures_util::stream::unfold(Some((self, VecDeque::<T>::new())), |state| async move {
            let (mut pager, mut buf) = state?;
            loop {
                if let Some(item) = buf.pop_front() {
                    return Some((Ok(item), Some((pager, buf))));
                }
                match pager.next_page().await {
                    Ok(Some(page)) => buf.extend(page),
                    Ok(None) => return None,
                    Err(e) => return Some((Err(e), None)),
                }
            }
        })
    }
}

/// The items of a list envelope `{"data":[{"data":{…}},…]}` (bare items accepted too).
pub(crate) fn list_items<T: DeserializeOwned>(
    v: Value,
    path: &[String],
) -> Result<Vec<T>, ApiError> {
    let decode = |message: String| ApiError::Decode {
        what: format!("GET {}", path.join("/")),
        message,
    };
    let Some(Value::Array(items)) = v.get("data").cloned() else {
        return Err(decode("expected a list envelope {\"data\":[…]}".into()));
    };
    items
        .into_iter()
        .map(|mut item| {
            let inner = match item.get_mut("data") {
                Some(d) if d.is_object() => d.take(),
                _ => item,
            };
            serde_json::from_value(inner).map_err(|e| decode(format!("list item: {e}")))
        })
        .collect()
}
