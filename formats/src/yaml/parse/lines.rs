//! Byte-level helpers of the walker: where a logical line, a block scalar or a quoted scalar
//! ends, whether a file has a single top-level key, blanks, and scalar lengths.

use crate::error::FormatError;
use crate::yaml::scalar::{self, eol, is_doc_marker};

/// True when exactly one line starts a key at column 0 (a Rails file's locale root). The lines
/// of a quoted scalar that spans several lines are not counted: YAML readers (Psych, PyYAML)
/// take its continuation lines at any indentation, column 0 included.
pub(super) fn single_top_level_key(b: &[u8], start: usize) -> bool {
    let mut n = 0;
    let mut ls = start;
    while ls < b.len() {
        let c = b[ls];
        if !matches!(c, b' ' | b'\t' | b'#' | b'\r' | b'\n' | b'%') && !is_doc_marker(b, ls) {
            n += 1;
            if n > 1 {
                return false;
            }
        }
        match logical_line_end(b, ls) {
            Some(end) => ls = end + 1,
            // A quote that never closes: the walker reports it.
            None => break,
        }
    }
    n == 1
}

/// The end of the line starting at `ls`, or of the later line where a quoted key or value that
/// opens on it closes (`None`: it never does). A quote opens a scalar only where a node starts:
/// after the indentation and `- ` / `? ` markers, or after the key's `: ` (and any anchor or
/// tag); elsewhere it is a character of a plain scalar or of a comment.
pub(super) fn logical_line_end(b: &[u8], ls: usize) -> Option<usize> {
    let blank = |i: usize| matches!(b.get(i), Some(b' ' | b'\t'));
    let mut i = ls;
    loop {
        while blank(i) {
            i += 1;
        }
        if matches!(b.get(i), Some(b'-' | b'?')) && blank(i + 1) {
            i += 1;
            continue;
        }
        break;
    }
    // The key (or the line's only node), then the value after its `:`.
    for _ in 0..2 {
        while let Some(b'&' | b'!') = b.get(i) {
            while i < b.len() && !matches!(b[i], b' ' | b'\t' | b'\r' | b'\n') {
                i += 1;
            }
            while blank(i) {
                i += 1;
            }
        }
        match b.get(i) {
            Some(&q @ (b'\'' | b'"')) => i = skip_quoted(b, i, q)?,
            Some(b'|' | b'>') => return Some(block_scalar_end(b, ls, i)),
            _ => {}
        }
        let end = eol(b, i);
        let colon = (i..end).find(|&k| {
            b[k] == b':' && (k + 1 == end || matches!(b[k + 1], b' ' | b'\t' | b'\r'))
                || b[k] == b'#' && (k == ls || matches!(b[k - 1], b' ' | b'\t'))
        });
        match colon {
            Some(k) if b[k] == b':' => i = k + 1,
            _ => return Some(end),
        }
        while blank(i) {
            i += 1;
        }
    }
    Some(eol(b, i))
}

/// The end of the last line of the block scalar whose header (`|`, `>`) is at `at` on the line
/// starting at `ls`: its content lines are blank or indented more than that line, so a quote
/// in them opens nothing.
pub(super) fn block_scalar_end(b: &[u8], ls: usize, at: usize) -> usize {
    let indent = b[ls..].iter().take_while(|&&c| c == b' ').count();
    let mut end = eol(b, at);
    while end + 1 < b.len() {
        let next = end + 1;
        let spaces = b[next..].iter().take_while(|&&c| c == b' ').count();
        if !matches!(b.get(next + spaces), None | Some(b'\r' | b'\n')) && spaces <= indent {
            break;
        }
        end = eol(b, next);
    }
    end
}

/// Past the closing quote of the quoted scalar opening at `at` (`''` and `\"` do not close
/// it); `None` when it never closes.
pub(super) fn skip_quoted(b: &[u8], at: usize, quote: u8) -> Option<usize> {
    let mut p = at + 1;
    loop {
        let k = p + memchr::memchr2(quote, b'\\', &b[p..])?;
        if b[k] == b'\\' {
            // An escape in a double-quoted scalar; a plain character in a single-quoted one.
            p = k + if quote == b'"' { 2 } else { 1 };
        } else if quote == b'\'' && b.get(k + 1) == Some(&b'\'') {
            p = k + 2;
        } else {
            return Some(k + 1);
        }
        if p > b.len() {
            return None;
        }
    }
}

pub(super) fn is_blank_at(b: &[u8], i: usize) -> bool {
    matches!(b.get(i), None | Some(b' ' | b'\t' | b'\r' | b'\n'))
}

/// Length of the quoted scalar at `at`.
pub(super) fn scalar_len(s: &str, at: usize) -> Result<usize, FormatError> {
    let end = if s.as_bytes()[at] == b'\'' {
        scalar::single(s, at)?.0
    } else {
        scalar::double(s, at)?.0
    };
    Ok(end - at)
}
