//! Re-indenting a block YAML file to N spaces per level, keeping every string, comment, anchor,
//! tag and key order as written: only the spaces before a line's first node (and the spaces
//! after a sequence item's `-`) change. Block scalars move as a whole (their lines keep their
//! indentation relative to the first one), the continuation lines of multi-line plain and quoted
//! scalars are re-indented (their leading spaces are folded away by every YAML reader), and a
//! comment line takes the indentation of the line it precedes.
//!
//! The file is read with the YAML format's own parser before and after: a file that does not
//! read is refused with its position, and a result whose strings (identifiers, texts, contexts,
//! plural forms) differ from the file's is refused rather than returned. What cannot be
//! re-indented line by line is refused with its position and never changed silently: a flow
//! collection over several lines, a block scalar with an explicit indentation indicator
//! (`|2`), a tab after a sequence item's `-`, content on a `---` line.
//!
//! What lives here: the line-level re-indent. What does not: the YAML parser (`crate::yaml`),
//! which this only calls.

use crate::error::FormatError;
use crate::format::{Format, ParseContext, Parsed};
use crate::yaml::Yaml;

/// The spaces per level a re-indent accepts.
pub const YAML_INDENT_RANGE: std::ops::RangeInclusive<usize> = 1..=8;

/// `src` (a YAML translation file) re-indented to `indent` spaces per level. Sequence items
/// keep `- ` before their content, and a nested mapping under an item's key is `indent` deeper
/// than that key. A BOM, the line ends (LF or CRLF) and a missing final line break are kept.
pub fn reindent_yaml(src: &[u8], indent: usize) -> Result<Vec<u8>, FormatError> {
    if !YAML_INDENT_RANGE.contains(&indent) {
        return Err(FormatError::whole(format!(
            "a YAML indent of {indent} spaces; expected {} to {}",
            YAML_INDENT_RANGE.start(),
            YAML_INDENT_RANGE.end()
        )));
    }
    let ctx = ParseContext {
        source: None,
        targets: &[],
    };
    let before = Yaml.parse_all(src, &ctx)?;
    let out = Reindent::new(src, indent).run()?;
    let after = Yaml.parse_all(&out, &ctx).map_err(|e| {
        FormatError::whole(format!(
            "re-indenting would make the file unreadable ({e}), so it is left as it was"
        ))
    })?;
    same_entries(&before, &after)?;
    Ok(out)
}

/// Checks that the re-indented file holds exactly the strings of the original.
fn same_entries(before: &Parsed, after: &Parsed) -> Result<(), FormatError> {
    if before.entries.len() != after.entries.len() {
        return Err(FormatError::whole(format!(
            "re-indenting would turn {} strings into {}, so the file is left as it was",
            before.entries.len(),
            after.entries.len()
        )));
    }
    for (a, b) in before.entries.iter().zip(&after.entries) {
        if a != b {
            return Err(FormatError::whole(format!(
                "re-indenting would change string `{}` (read back as `{}`), so the file is left as it was",
                a.identifier, b.identifier
            )));
        }
    }
    Ok(())
}

/// An open block node: the column of its lines in the file, and in the result.
#[derive(Debug, Clone, Copy)]
struct Open {
    old: usize,
    new: usize,
}

/// The node that owns a scalar's continuation lines or a block scalar's content (its key, its
/// item's `-`): its column in the file and in the result; for a scalar that is its line's first
/// node, one column before it in the file and `indent` before its new column.
#[derive(Debug, Clone, Copy)]
struct Owner {
    old: isize,
    new: isize,
}

/// What the next line continues.
#[derive(Debug, Clone, Copy)]
enum State {
    /// Nothing: the next content line starts a node.
    Normal,
    /// A block scalar's content; `first` is the indentation of its first non-blank line.
    Block { owner: Owner, first: Option<usize> },
    /// A plain scalar that may go on over more-indented lines.
    Plain { owner: Owner },
    /// A quoted scalar whose closing quote is on a later line.
    Quoted { owner: Owner, quote: u8 },
}

struct Reindent<'a> {
    src: &'a [u8],
    indent: usize,
    out: Vec<u8>,
    stack: Vec<Open>,
    state: State,
    /// Comment lines waiting for the indentation of the line they precede (empty for a blank
    /// line between them).
    pending: Vec<&'a [u8]>,
    /// Where the output stood when the first waiting line came: after it, only their line ends.
    comment_mark: usize,
}

fn isize_of(n: usize) -> isize {
    isize::try_from(n).unwrap_or(isize::MAX)
}

fn spaces(out: &mut Vec<u8>, n: isize) {
    let n = usize::try_from(n).unwrap_or(0);
    out.resize(out.len() + n, b' ');
}

impl<'a> Reindent<'a> {
    fn new(src: &'a [u8], indent: usize) -> Reindent<'a> {
        Reindent {
            src,
            indent,
            out: Vec::with_capacity(src.len() + src.len() / 8),
            stack: Vec::new(),
            state: State::Normal,
            pending: Vec::new(),
            comment_mark: 0,
        }
    }

    fn n(&self) -> isize {
        isize_of(self.indent)
    }

    fn run(mut self) -> Result<Vec<u8>, FormatError> {
        let src = self.src;
        let mut start = 0;
        if src.starts_with(b"\xEF\xBB\xBF") {
            self.out.extend_from_slice(&src[..3]);
            start = 3;
        }
        while start < src.len() {
            let end = memchr::memchr(b'\n', &src[start..]).map_or(src.len(), |p| start + p);
            let mut line = &src[start..end];
            let cr = line.ends_with(b"\r");
            if cr {
                line = &line[..line.len() - 1];
            }
            self.line(start, line)?;
            if cr {
                self.out.push(b'\r');
            }
            if end < src.len() {
                self.out.push(b'\n');
            }
            start = end + 1;
        }
        self.flush_comments(0);
        Ok(self.out)
    }

    fn err(&self, at: usize, message: impl Into<String>) -> FormatError {
        FormatError::at(self.src, at, message)
    }

    /// Writes the comment lines waiting, at column `col`, each before its own line end.
    fn flush_comments(&mut self, col: isize) {
        if self.pending.is_empty() {
            return;
        }
        let pending = std::mem::take(&mut self.pending);
        let ends = self.out.split_off(self.comment_mark);
        let mut ends = ends.split_inclusive(|&c| c == b'\n');
        for text in pending {
            if !text.is_empty() {
                spaces(&mut self.out, col);
                self.out.extend_from_slice(text);
            }
            if let Some(end) = ends.next() {
                self.out.extend_from_slice(end);
            }
        }
    }

    /// One line (`at` its offset in the file, without its line end).
    fn line(&mut self, at: usize, line: &'a [u8]) -> Result<(), FormatError> {
        let lead = line.iter().take_while(|&&c| c == b' ').count();
        let rest = &line[lead..];
        let blank = rest.iter().all(|&c| c == b' ' || c == b'\t');
        match self.state {
            State::Block { owner, first } => {
                let content = owner.new + self.n();
                if blank {
                    // Spaces past the content's indentation are content (literal style).
                    if let Some(m) = first.filter(|&m| line.len() > m) {
                        spaces(&mut self.out, content);
                        self.out.extend_from_slice(&line[m..]);
                    }
                    return Ok(());
                }
                let first = match first {
                    Some(m) => m,
                    None if isize_of(lead) > owner.old => {
                        self.state = State::Block {
                            owner,
                            first: Some(lead),
                        };
                        lead
                    }
                    None => usize::MAX,
                };
                if lead >= first {
                    spaces(&mut self.out, content);
                    self.out.extend_from_slice(&line[first..]);
                    return Ok(());
                }
                self.state = State::Normal;
            }
            State::Quoted { owner, quote } => {
                if blank {
                    return Ok(());
                }
                let text = trim_start(rest);
                let col = owner.new + self.n();
                spaces(&mut self.out, col);
                self.out.extend_from_slice(text);
                if let Some(close) = close_quote(text, 0, quote) {
                    self.state = State::Normal;
                    self.after_value(at + (line.len() - text.len()), text, close)?;
                }
                return Ok(());
            }
            State::Plain { owner } => {
                if blank {
                    return Ok(());
                }
                if isize_of(lead) > owner.old && !rest.starts_with(b"#") {
                    let col = owner.new + self.n();
                    spaces(&mut self.out, col);
                    self.out.extend_from_slice(rest);
                    if find_comment(rest, 0).is_some() {
                        self.state = State::Normal;
                    }
                    return Ok(());
                }
                self.state = State::Normal;
            }
            State::Normal => {}
        }
        if blank {
            // Whitespace outside a scalar means nothing: an empty line.
            if !self.pending.is_empty() {
                self.pending.push(b"");
            }
            return Ok(());
        }
        if rest.starts_with(b"#") {
            if self.pending.is_empty() {
                self.comment_mark = self.out.len();
            }
            self.pending.push(rest);
            return Ok(());
        }
        if lead == 0 && (line.starts_with(b"%") || is_marker(line)) {
            self.flush_comments(0);
            if is_marker(line)
                && !trim_start(&line[3..]).is_empty()
                && !line[3..].starts_with(b" #")
            {
                return Err(self.err(
                    at + 4,
                    "content on the `---` line cannot be re-indented safely; expected it on the lines after `---`",
                ));
            }
            self.stack.clear();
            self.out.extend_from_slice(line);
            return Ok(());
        }
        self.content(at, line, lead)
    }

    /// A line that starts a node at column `lead`.
    fn content(&mut self, at: usize, line: &'a [u8], lead: usize) -> Result<(), FormatError> {
        while self.stack.last().is_some_and(|t| t.old > lead) {
            self.stack.pop();
        }
        let col = match self.stack.last() {
            Some(t) if t.old == lead => t.new,
            Some(t) => {
                let new = t.new + self.indent;
                self.stack.push(Open { old: lead, new });
                new
            }
            None => {
                self.stack.push(Open { old: lead, new: 0 });
                0
            }
        };
        self.flush_comments(isize_of(col));
        spaces(&mut self.out, isize_of(col));
        let mut cur = lead;
        let mut new = col;
        // A scalar that is the line's first node (no key, no `-`) continues on lines at least as
        // indented as itself, which the result puts at its own new column.
        let mut owner = Owner {
            old: isize_of(lead) - 1,
            new: isize_of(col) - self.n(),
        };
        // Sequence items: `- ` (one space after the dash), content two columns further.
        while line.get(cur) == Some(&b'-') && matches!(line.get(cur + 1), None | Some(b' ' | b'\t'))
        {
            owner = Owner {
                old: isize_of(cur),
                new: isize_of(new),
            };
            let after = cur + 1 + line[cur + 1..].iter().take_while(|&&c| c == b' ').count();
            match line.get(after) {
                None => {
                    self.out.push(b'-');
                    return Ok(());
                }
                Some(b'\t') => {
                    return Err(self.err(
                        at + after,
                        "a tab after a sequence item's `-` cannot be re-indented safely; expected spaces",
                    ))
                }
                Some(b'#') => {
                    self.out.extend_from_slice(b"- ");
                    self.out.extend_from_slice(&line[after..]);
                    return Ok(());
                }
                Some(_) => {}
            }
            self.out.extend_from_slice(b"- ");
            cur = after;
            new += 2;
            self.stack.push(Open { old: cur, new });
        }
        let node = &line[cur..];
        let value_from = match key_end(node) {
            Some(colon) => {
                owner = Owner {
                    old: isize_of(cur),
                    new: isize_of(new),
                };
                colon + 1
            }
            None => 0,
        };
        self.out.extend_from_slice(node);
        self.value(at + cur, node, value_from, owner)
    }

    /// What the value of a node (`node[from..]`, after its key's `:` if any) is, and so what the
    /// next lines continue.
    fn value(
        &mut self,
        at: usize,
        node: &[u8],
        from: usize,
        owner: Owner,
    ) -> Result<(), FormatError> {
        let mut i = from
            + node[from..]
                .iter()
                .take_while(|&&c| c == b' ' || c == b'\t')
                .count();
        // Node properties: anchors and tags.
        while matches!(node.get(i), Some(b'&' | b'!')) {
            i += node[i..]
                .iter()
                .take_while(|&&c| c != b' ' && c != b'\t')
                .count();
            i += node[i..]
                .iter()
                .take_while(|&&c| c == b' ' || c == b'\t')
                .count();
        }
        match node.get(i) {
            None | Some(b'#') | Some(b'*') => {}
            Some(b'|' | b'>') => {
                let header = &node[i + 1..];
                let indicators = header
                    .iter()
                    .take_while(|c| c.is_ascii_digit() || matches!(c, b'+' | b'-'))
                    .count();
                if header[..indicators].iter().any(u8::is_ascii_digit) {
                    return Err(self.err(
                        at + i,
                        "a block scalar with an explicit indentation indicator (such as `|2`) cannot be re-indented safely; expected `|` or `>` without a number",
                    ));
                }
                self.state = State::Block { owner, first: None };
            }
            Some(&q @ (b'"' | b'\'')) => match close_quote(node, i + 1, q) {
                Some(close) => self.after_value(at, node, close)?,
                None => self.state = State::Quoted { owner, quote: q },
            },
            Some(b'[' | b'{') => {
                if !flow_closes(node, i) {
                    return Err(self.err(
                        at + i,
                        "a flow collection over several lines cannot be re-indented safely; expected it on one line, or block style",
                    ));
                }
            }
            Some(_) => {
                if find_comment(node, i).is_none() {
                    self.state = State::Plain { owner };
                }
            }
        }
        Ok(())
    }

    /// After a quoted scalar closed at `close`: only a comment may follow on its line.
    fn after_value(&mut self, at: usize, text: &[u8], close: usize) -> Result<(), FormatError> {
        let rest = trim_start(&text[close..]);
        if !rest.is_empty() && !rest.starts_with(b"#") {
            return Err(self.err(
                at + close,
                "a quoted key over several lines cannot be re-indented safely; expected it on one line",
            ));
        }
        Ok(())
    }
}

/// A `---` or `...` document marker line.
fn is_marker(line: &[u8]) -> bool {
    (line.starts_with(b"---") || line.starts_with(b"..."))
        && matches!(line.get(3), None | Some(b' ' | b'\t'))
}

fn trim_start(s: &[u8]) -> &[u8] {
    let n = s.iter().take_while(|&&c| c == b' ' || c == b'\t').count();
    &s[n..]
}

/// Just past the quote closing a scalar opened by `quote` before `from`, if on this line.
fn close_quote(s: &[u8], from: usize, quote: u8) -> Option<usize> {
    let mut i = from;
    while i < s.len() {
        match s[i] {
            b'\\' if quote == b'"' => i += 2,
            b'\'' if quote == b'\'' && s.get(i + 1) == Some(&b'\'') => i += 2,
            c if c == quote => return Some(i + 1),
            _ => i += 1,
        }
    }
    None
}

/// Where a comment (` #`) starts in a plain scalar from `from`, if on this line.
fn find_comment(s: &[u8], from: usize) -> Option<usize> {
    (from.max(1)..s.len()).find(|&i| s[i] == b'#' && matches!(s[i - 1], b' ' | b'\t'))
}

/// Whether the flow collection opening at `open` closes on this line.
fn flow_closes(s: &[u8], open: usize) -> bool {
    let mut depth = 0usize;
    let mut i = open;
    while i < s.len() {
        match s[i] {
            b'[' | b'{' => depth += 1,
            b']' | b'}' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return true;
                }
            }
            q @ (b'"' | b'\'') => match close_quote(s, i + 1, q) {
                Some(close) => {
                    i = close;
                    continue;
                }
                None => return false,
            },
            b'#' if matches!(s[i - 1], b' ' | b'\t') => return false,
            _ => {}
        }
        i += 1;
    }
    false
}

/// The index of the `:` ending a mapping key at the start of `node`, if the node is a key.
fn key_end(node: &[u8]) -> Option<usize> {
    let is_colon = |i: usize| {
        node.get(i) == Some(&b':') && matches!(node.get(i + 1), None | Some(b' ' | b'\t'))
    };
    match node.first()? {
        q @ (b'"' | b'\'') => {
            let close = close_quote(node, 1, *q)?;
            let i = close + node[close..].iter().take_while(|&&c| c == b' ').count();
            is_colon(i).then_some(i)
        }
        b'[' | b'{' | b'|' | b'>' | b'#' => None,
        _ => (0..node.len())
            .take_while(|&i| !(node[i] == b'#' && i > 0 && matches!(node[i - 1], b' ' | b'\t')))
            .find(|&i| is_colon(i)),
    }
}
