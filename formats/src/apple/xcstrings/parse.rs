//! Reading a String Catalog: the top-level object is streamed with the shared span tokenizer,
//! each string of `strings` is read into a small span tree ([`super::tree`]) and turned into its
//! entries (pushed to the sink at once) and, for a build, one slot per entry and target language.
//! Hand-written on top of the span tokenizer because no JSON crate reports the byte spans the
//! splice needs.

use std::borrow::Cow;
use std::cmp::Ordering;
use std::collections::{BTreeMap, HashSet};
use std::ops::Range;

use crate::error::{ErrorKind, FormatError};
use crate::format::ParseContext;
use crate::json::scan::{Event, Tokenizer};
use crate::language::Language;
use crate::model::{
    Entry, PluralCategory, PluralText, Status, Text, Translation, TranslationStatus,
};
use crate::sink::Sink;
use crate::skeleton::{Slot, TypedKind};

use super::kind::{Comma, Insert, Origin, Role, SlotKind};
use super::tree::{self, Member, Node, Obj};

/// Separator between a string's key and a device variation in identifiers.
pub const DEVICE: &str = "/device/";
/// Separator between a string's key and a substitution in identifiers.
pub const SUBSTITUTION: &str = "/substitutions/";

/// Parses a catalog into `sink` (see the module doc of [`super`] for the mapping).
pub(crate) fn parse(
    src: &[u8],
    ctx: &ParseContext<'_>,
    sink: &mut dyn Sink,
) -> Result<(), FormatError> {
    let mut tok = Tokenizer::new(src)?;
    let first = tree::next(src, &mut tok)?;
    let Event::BeginObject(open) = first else {
        return Err(FormatError::at(
            src,
            tree::offset(&first),
            "expected a JSON object (a String Catalog: {\"sourceLanguage\" : …, \"strings\" : {…}})",
        ));
    };
    let mut walker = Walker {
        src,
        targets: ctx.targets,
        order: target_order(ctx.targets),
        slash: memchr::memmem::find(src, b"\\/").is_some(),
        skeleton: sink.wants_skeleton() && !ctx.targets.is_empty(),
        source: String::new(),
        keys: HashSet::default(),
        ids: HashSet::default(),
        index: 0,
        slots: Vec::new(),
    };
    let mut seen: Vec<String> = Vec::new();
    let mut source: Option<String> = None;
    let mut strings = false;
    loop {
        match tree::next(src, &mut tok)? {
            Event::EndObject(close) => {
                if !strings {
                    return Err(FormatError::at(
                        src,
                        close,
                        "expected a `strings` object in the String Catalog before its closing `}`",
                    ));
                }
                break;
            }
            Event::Key { raw, text } => {
                let key_at = raw.start - 1;
                if seen.iter().any(|k| *k == text) {
                    return Err(FormatError::at(
                        src,
                        key_at,
                        format!("duplicate key `{text}`: expected each key once in an object"),
                    )
                    .with_kind(ErrorKind::DuplicateIdentifier));
                }
                seen.push(text.to_string());
                let value = tree::next(src, &mut tok)?;
                match &*text {
                    "sourceLanguage" => match value {
                        Event::String { text, .. } => source = Some(text.into_owned()),
                        other => {
                            return Err(not_a_string(src, tree::offset(&other), "sourceLanguage"))
                        }
                    },
                    "strings" => {
                        let Event::BeginObject(_) = value else {
                            return Err(FormatError::at(
                                src,
                                tree::offset(&value),
                                "expected an object of strings for `strings`",
                            ));
                        };
                        if source.is_none() {
                            source = source_language_after(src)?;
                        }
                        let Some(lang) = source.clone() else {
                            return Err(FormatError::at(
                                src,
                                open,
                                "expected `sourceLanguage` (the catalog's source language) in the String Catalog",
                            ));
                        };
                        sink.language(lang.as_str().into());
                        walker.source = lang;
                        walker.strings(&mut tok, sink)?;
                        strings = true;
                    }
                    _ => tree::skip(src, &mut tok, &value)?,
                }
            }
            other => {
                return Err(FormatError::internal(
                    src,
                    tree::offset(&other),
                    "internal error: unexpected JSON token",
                ))
            }
        }
    }
    if tok.next_event()?.is_some() {
        return Err(FormatError::at(
            src,
            src.len(),
            "expected the end of the file after the catalog",
        ));
    }
    Ok(())
}

/// The `sourceLanguage` of a catalog that names it after `strings` (Xcode writes it first).
fn source_language_after(src: &[u8]) -> Result<Option<String>, FormatError> {
    let mut tok = Tokenizer::new(src)?;
    tree::next(src, &mut tok)?;
    loop {
        match tree::next(src, &mut tok)? {
            Event::Key { text, .. } if text == "sourceLanguage" => {
                if let Event::String { text, .. } = tree::next(src, &mut tok)? {
                    return Ok(Some(text.into_owned()));
                }
                return Ok(None);
            }
            Event::Key { .. } => {
                let v = tree::next(src, &mut tok)?;
                tree::skip(src, &mut tok, &v)?;
            }
            _ => return Ok(None),
        }
    }
}

/// Ranks of the targets by id in byte order (the order `assemble` gives insertions at one place).
fn target_order(targets: &[Language]) -> Vec<usize> {
    let mut idx: Vec<usize> = (0..targets.len()).collect();
    idx.sort_by(|&a, &b| targets[a].id.cmp(&targets[b].id));
    let mut rank = vec![0; targets.len()];
    for (r, &i) in idx.iter().enumerate() {
        rank[i] = r;
    }
    rank
}

fn not_a_string(src: &[u8], at: usize, what: &str) -> FormatError {
    FormatError::at(src, at, format!("expected a string for `{what}`"))
}

fn not_an_object(src: &[u8], at: usize, what: &str) -> FormatError {
    FormatError::at(src, at, format!("expected an object for {what}"))
}

/// The object value of `m`, or an error naming what was expected.
fn obj_of<'t, 'a>(src: &[u8], m: &'t Member<'a>, what: &str) -> Result<&'t Obj<'a>, FormatError> {
    m.value
        .as_obj()
        .ok_or_else(|| not_an_object(src, m.value.start(), what))
}

/// The string value of member `key` of `o`, if it has one; an error when it is not a string.
fn str_of<'t>(
    src: &[u8],
    o: &'t Obj<'_>,
    key: &str,
) -> Result<Option<(Range<usize>, &'t str)>, FormatError> {
    match o.get(key).map(|m| &m.value) {
        None => Ok(None),
        Some(Node::Str { raw, text }) => Ok(Some((raw.clone(), text))),
        Some(v) => Err(not_a_string(src, v.start(), key)),
    }
}

/// Language codes compared as platform ids are: case-insensitively, `_` and `-` alike.
pub(crate) fn same_language(a: &str, b: &str) -> bool {
    let norm = |c: u8| match c {
        b'_' => b'-',
        c => c.to_ascii_lowercase(),
    };
    a.len() == b.len() && a.bytes().zip(b.bytes()).all(|(x, y)| norm(x) == norm(y))
}

/// Xcode's order of keys (a collation, not byte order: case-insensitive, `_` before `-` before
/// `.` before digits and letters), close enough for the keys a build inserts.
pub(crate) fn collate(a: &str, b: &str) -> Ordering {
    let key = |c: u8| match c {
        b'_' => 1u8,
        b'-' => 2,
        b'.' => 3,
        c => c.to_ascii_lowercase(),
    };
    a.bytes()
        .map(key)
        .cmp(b.bytes().map(key))
        .then_with(|| a.cmp(b))
}

/// Where a member named `key` goes in `o` (sorted among the existing keys), and its comma.
fn position(src: &[u8], o: &Obj<'_>, key: &str) -> (usize, Comma) {
    if o.members.is_empty() {
        let inner = &src[o.open + 1..o.close];
        let nl = if inner.starts_with(b"\r\n") {
            2
        } else {
            usize::from(inner.starts_with(b"\n"))
        };
        if nl > 0 && matches!(inner.get(nl), Some(b'\n' | b'\r')) {
            return (o.open + 1 + nl, Comma::EmptyXcode);
        }
        return (o.open + 1, Comma::EmptyCompact);
    }
    match o
        .members
        .iter()
        .find(|m| collate(&m.key, key) == Ordering::Greater)
    {
        Some(m) => (m.key_at, Comma::Trailing),
        None => (o.members[o.members.len() - 1].value.end(), Comma::Leading),
    }
}

/// A `stringUnit` object: its state and value strings.
struct Unit<'t> {
    state: Option<(Range<usize>, &'t str)>,
    value: Option<(Range<usize>, &'t str)>,
    /// `state` immediately followed by `value` (one slot can span both).
    adjacent: bool,
}

/// The file's status for a unit's state: `translated` (or none) is translated; `new`,
/// `needs_review`, `stale` and anything else are untranslated.
fn status_of(state: Option<&str>) -> Status {
    match state {
        None | Some("translated") => Status::Translated,
        Some(_) => Status::Untranslated,
    }
}

fn unit<'t>(src: &[u8], m: &'t Member<'_>) -> Result<Unit<'t>, FormatError> {
    let o = obj_of(src, m, "`stringUnit`")?;
    let state = str_of(src, o, "state")?;
    let value = str_of(src, o, "value")?;
    let adjacent = matches!((o.index("state"), o.index("value")), (Some(s), Some(v)) if v == s + 1);
    Ok(Unit {
        state,
        value,
        adjacent,
    })
}

/// What an object holding a string's value (a language, a device, a plural category) holds.
enum Shape<'t, 'a> {
    /// A `stringUnit`; the member.
    Unit(Unit<'t>, &'t Member<'a>),
    /// `variations.plural`: the `variations` member and the plural object.
    Plural(&'t Member<'a>, &'t Obj<'a>),
    /// `variations.device`: the `variations` member and the device object.
    Device(&'t Member<'a>, &'t Obj<'a>),
    /// Nothing this format reads.
    None,
}

fn shape<'t, 'a>(src: &[u8], o: &'t Obj<'a>) -> Result<Shape<'t, 'a>, FormatError> {
    if let Some(m) = o.get("stringUnit") {
        return Ok(Shape::Unit(unit(src, m)?, m));
    }
    if let Some(m) = o.get("variations") {
        let v = obj_of(src, m, "`variations`")?;
        if let Some(p) = v.get("plural") {
            return Ok(Shape::Plural(m, obj_of(src, p, "`plural`")?));
        }
        if let Some(d) = v.get("device") {
            return Ok(Shape::Device(m, obj_of(src, d, "`device`")?));
        }
    }
    Ok(Shape::None)
}

/// Checks the values in a localization (or a device, a category, a substitution) are what they
/// must be (objects, `state` and `value` strings), whether or not the build reads them.
fn check(src: &[u8], o: &Obj<'_>, depth: usize) -> Result<(), FormatError> {
    if depth > 8 {
        return Ok(());
    }
    if let Some(m) = o.get("stringUnit") {
        unit(src, m)?;
    }
    let nested = |key: &str, what: &str| -> Result<(), FormatError> {
        if let Some(m) = o.get(key) {
            for m in &obj_of(src, m, &format!("`{key}`"))?.members {
                check(
                    src,
                    obj_of(src, m, &format!("{what} `{}`", m.key))?,
                    depth + 1,
                )?;
            }
        }
        Ok(())
    };
    if let Some(m) = o.get("variations") {
        let v = obj_of(src, m, "`variations`")?;
        for m in &v.members {
            let kinds = obj_of(src, m, &format!("the variation `{}`", m.key))?;
            for m in &kinds.members {
                check(
                    src,
                    obj_of(src, m, &format!("the variation `{}`", m.key))?,
                    depth + 1,
                )?;
            }
        }
    }
    nested("substitutions", "the substitution")
}

/// The forms of a plural object with their statuses (categories Xcode does not know are left).
fn plural_forms(
    src: &[u8],
    p: &Obj<'_>,
) -> Result<(PluralText<'static>, BTreeMap<PluralCategory, Status>), FormatError> {
    let mut forms = PluralText::new();
    let mut statuses = BTreeMap::new();
    for m in &p.members {
        let Some(cat) = PluralCategory::parse(&m.key) else {
            continue;
        };
        let o = obj_of(src, m, &format!("the plural category `{}`", m.key))?;
        if let Some(su) = o.get("stringUnit") {
            let u = unit(src, su)?;
            if let Some((_, v)) = u.value {
                forms.insert(cat, Cow::Owned(v.to_string()));
                statuses.insert(cat, status_of(u.state.map(|s| s.1)));
            }
        }
    }
    Ok((forms, statuses))
}

fn plural_status(statuses: BTreeMap<PluralCategory, Status>) -> TranslationStatus {
    let mut it = statuses.values();
    match it.next() {
        Some(first) if it.all(|s| s == first) => TranslationStatus::Single(*first),
        None => TranslationStatus::default(),
        Some(_) => TranslationStatus::PerCategory(statuses),
    }
}

/// One entry a string of the catalog gives.
struct Planned {
    role: Role,
    /// Device name or substitution name.
    name: String,
    entry: Entry<'static>,
}

/// What the walk keeps between strings.
struct Walker<'c> {
    src: &'c [u8],
    targets: &'c [Language],
    /// Each target's rank by id.
    order: Vec<usize>,
    slash: bool,
    skeleton: bool,
    source: String,
    keys: HashSet<String, foldhash::fast::RandomState>,
    ids: HashSet<String, foldhash::fast::RandomState>,
    index: usize,
    /// The current string's slots with their sort keys.
    slots: Vec<(Slot, usize, usize)>,
}

impl Walker<'_> {
    /// Streams the members of `strings` (its `{` already read).
    fn strings<'a>(
        &mut self,
        tok: &mut Tokenizer<'a>,
        sink: &mut dyn Sink,
    ) -> Result<(), FormatError> {
        let src = self.src;
        loop {
            match tree::next(src, tok)? {
                Event::EndObject(_) => return Ok(()),
                Event::Key { raw, text } => {
                    let key_at = raw.start - 1;
                    if !self.keys.insert(text.to_string()) {
                        return Err(FormatError::at(
                            src,
                            key_at,
                            format!(
                                "duplicate key `{text}` in `strings`: expected each string once"
                            ),
                        )
                        .with_kind(ErrorKind::DuplicateIdentifier));
                    }
                    let first = tree::next(src, tok)?;
                    let Event::BeginObject(_) = first else {
                        return Err(FormatError::at(
                            src,
                            tree::offset(&first),
                            format!("expected an object for the string `{text}`"),
                        ));
                    };
                    let node = tree::read(src, tok, first)?;
                    if let Node::Obj(o) = &node {
                        self.string(&text, key_at, o, sink)?;
                    }
                }
                other => {
                    return Err(FormatError::internal(
                        src,
                        tree::offset(&other),
                        "internal error: unexpected JSON token",
                    ))
                }
            }
        }
    }

    /// One string: its entries, then (for a build) its slots.
    fn string(
        &mut self,
        key: &str,
        key_at: usize,
        s: &Obj<'_>,
        sink: &mut dyn Sink,
    ) -> Result<(), FormatError> {
        let src = self.src;
        let context = str_of(src, s, "comment")?.map(|(_, c)| c.to_string());
        str_of(src, s, "extractionState")?;
        let hidden = match s.get("shouldTranslate").map(|m| &m.value) {
            None => None,
            Some(Node::Other { start, end }) if &src[*start..*end] == b"false" => Some(true),
            Some(Node::Other { start, end }) if &src[*start..*end] == b"true" => None,
            Some(v) => {
                return Err(FormatError::at(
                    src,
                    v.start(),
                    "expected true or false for `shouldTranslate`",
                ))
            }
        };
        let locs = match s.get("localizations") {
            Some(m) => Some(obj_of(src, m, "`localizations`")?),
            None => None,
        };
        if let Some(l) = locs {
            for m in &l.members {
                check(
                    src,
                    obj_of(src, m, &format!("the language `{}`", m.key))?,
                    0,
                )?;
            }
        }
        let source_loc = locs.and_then(|l| {
            l.members
                .iter()
                .find(|m| same_language(&m.key, &self.source))
                .and_then(|m| m.value.as_obj())
        });
        let mut planned = self.plan(key, source_loc)?;
        for p in &mut planned {
            p.entry.context = context.clone().map(Cow::Owned);
            p.entry.is_hidden = hidden;
        }
        // Translations and slots per target.
        self.slots.clear();
        let base = self.index;
        for (t, target) in self.targets.iter().enumerate() {
            let lang = locs.and_then(|l| find_language(l, target));
            let lo = lang.and_then(|m| m.value.as_obj());
            // A string not to translate gets no language it does not have.
            if lo.is_none() && hidden == Some(true) {
                continue;
            }
            self.language(t, target, s, locs, lo, &mut planned, base)?;
        }
        for p in planned {
            if !self.ids.insert(p.entry.identifier.to_string()) {
                return Err(FormatError::at(
                    src,
                    key_at,
                    format!(
                        "the string `{key}` gives the identifier `{}`, which another string has: expected unique keys",
                        p.entry.identifier
                    ),
                )
                .with_kind(ErrorKind::DuplicateIdentifier));
            }
            sink.entry(self.index, p.entry)?;
            self.index += 1;
        }
        if self.skeleton {
            self.slots
                .sort_by_key(|(s, rank, seq)| (s.span.start, s.span.end, *rank, *seq));
            for (slot, _, _) in self.slots.drain(..) {
                sink.slot(slot);
            }
        }
        Ok(())
    }

    /// The entries of a string from its source-language localization (or its key).
    fn plan(&self, key: &str, source_loc: Option<&Obj<'_>>) -> Result<Vec<Planned>, FormatError> {
        let src = self.src;
        let main = |text: Text<'static>| Planned {
            role: Role::Main,
            name: String::new(),
            entry: entry(key.to_string(), text),
        };
        let Some(sl) = source_loc else {
            return Ok(vec![main(Text::plain(key.to_string()))]);
        };
        let mut out = Vec::new();
        match shape(src, sl)? {
            Shape::Unit(u, _) => out.push(main(Text::Plain(Cow::Owned(
                u.value.map_or(key, |(_, v)| v).to_string(),
            )))),
            Shape::Plural(_, p) => {
                let (forms, _) = plural_forms(src, p)?;
                out.push(main(if forms.is_empty() {
                    Text::plain(key.to_string())
                } else {
                    Text::Plural(forms)
                }));
            }
            Shape::Device(_, d) => {
                for m in &d.members {
                    let o = obj_of(src, m, &format!("the device `{}`", m.key))?;
                    let text = match shape(src, o)? {
                        Shape::Unit(u, _) => u.value.map(|(_, v)| Text::plain(v.to_string())),
                        Shape::Plural(_, p) => {
                            let (forms, _) = plural_forms(src, p)?;
                            (!forms.is_empty()).then_some(Text::Plural(forms))
                        }
                        _ => None,
                    };
                    if let Some(text) = text {
                        out.push(Planned {
                            role: Role::Device,
                            name: m.key.to_string(),
                            entry: entry(format!("{key}{DEVICE}{}", m.key), text),
                        });
                    }
                }
                if out.is_empty() {
                    out.push(main(Text::plain(key.to_string())));
                }
            }
            Shape::None => out.push(main(Text::plain(key.to_string()))),
        }
        if let Some(m) = sl.get("substitutions") {
            let subs = obj_of(src, m, "`substitutions`")?;
            for m in &subs.members {
                let o = obj_of(src, m, &format!("the substitution `{}`", m.key))?;
                let Shape::Plural(_, p) = shape(src, o)? else {
                    continue;
                };
                let (forms, _) = plural_forms(src, p)?;
                if forms.is_empty() {
                    continue;
                }
                let mut e = entry(format!("{key}{SUBSTITUTION}{}", m.key), Text::Plural(forms));
                e.custom_data = Some(sub_head(src, o));
                out.push(Planned {
                    role: Role::Sub,
                    name: m.key.to_string(),
                    entry: e,
                });
            }
        }
        Ok(out)
    }

    /// The translations and slots of every entry of a string in target `t`.
    #[allow(clippy::too_many_arguments)]
    fn language(
        &mut self,
        t: usize,
        target: &Language,
        s: &Obj<'_>,
        locs: Option<&Obj<'_>>,
        lo: Option<&Obj<'_>>,
        planned: &mut [Planned],
        base: usize,
    ) -> Result<(), FormatError> {
        let src = self.src;
        let slash = self.slash;
        let Some(lo) = lo else {
            // The language is inserted: into `localizations`, or with a new `localizations`.
            let ((at, comma), origin) = match locs {
                Some(l) => (position(src, l, &target.id), Origin::NewLang),
                None => (position(src, s, "localizations"), Origin::NewLocs),
            };
            for (i, p) in planned.iter().enumerate() {
                let ins = insert(origin, comma, p.role, slash);
                self.push(at..at, base + i, t, SlotKind::Insert(ins), i);
            }
            return Ok(());
        };
        let lang_shape = shape(src, lo)?;
        let subs_obj = match lo.get("substitutions") {
            Some(m) => Some(obj_of(src, m, "`substitutions`")?),
            None => None,
        };
        for (i, p) in planned.iter_mut().enumerate() {
            let entry = base + i;
            let is_plural = p.entry.text.is_plural();
            match p.role {
                Role::Main => {
                    let held = match &lang_shape {
                        Shape::None => {
                            let name = if is_plural {
                                "variations"
                            } else {
                                "stringUnit"
                            };
                            let (at, comma) = position(src, lo, name);
                            let ins = self.simple_insert(Origin::Unit, comma, Role::Main);
                            self.push(at..at, entry, t, ins, i);
                            None
                        }
                        shape => self.held(shape, is_plural, target, entry, t, i)?,
                    };
                    set(&mut p.entry, target, held);
                }
                Role::Device => {
                    let name = p.name.clone();
                    let held = match &lang_shape {
                        Shape::Device(_, d) => match d.get(&name) {
                            Some(m) => {
                                let o = obj_of(src, m, &format!("the device `{name}`"))?;
                                let sh = shape(src, o)?;
                                self.held(&sh, is_plural, target, entry, t, i)?
                            }
                            None => {
                                let (at, comma) = position(src, d, &name);
                                let ins = insert(Origin::Device, comma, Role::Device, slash);
                                self.push(at..at, entry, t, SlotKind::Insert(ins), i);
                                None
                            }
                        },
                        // A language without device variations: its one value is `other`'s.
                        Shape::Unit(..) if name == "other" => {
                            self.held(&lang_shape, is_plural, target, entry, t, i)?
                        }
                        _ => None,
                    };
                    set(&mut p.entry, target, held);
                }
                Role::Sub => {
                    let name = p.name.clone();
                    let held = match subs_obj {
                        Some(so) => match so.get(&name) {
                            Some(m) => {
                                let o = obj_of(src, m, &format!("the substitution `{name}`"))?;
                                match shape(src, o)? {
                                    sh @ Shape::Plural(..) => {
                                        self.held(&sh, true, target, entry, t, i)?
                                    }
                                    _ => None,
                                }
                            }
                            None => {
                                let (at, comma) = position(src, so, &name);
                                let ins = insert(Origin::Sub, comma, Role::Sub, slash);
                                self.push(at..at, entry, t, SlotKind::Insert(ins), i);
                                None
                            }
                        },
                        None => {
                            let (at, comma) = position(src, lo, "substitutions");
                            let ins = insert(Origin::NewSubs, comma, Role::Sub, slash);
                            self.push(at..at, entry, t, SlotKind::Insert(ins), i);
                            None
                        }
                    };
                    set(&mut p.entry, target, held);
                }
            }
        }
        Ok(())
    }

    fn simple_insert(&self, origin: Origin, comma: Comma, role: Role) -> SlotKind {
        SlotKind::Insert(insert(origin, comma, role, self.slash))
    }

    /// What `shape` (the place of an entry's value in a language) holds, and its slot.
    fn held(
        &mut self,
        sh: &Shape<'_, '_>,
        plural: bool,
        target: &Language,
        entry: usize,
        t: usize,
        seq: usize,
    ) -> Result<Option<Translation<'static>>, FormatError> {
        let src = self.src;
        let slash = self.slash;
        Ok(match (sh, plural) {
            (Shape::Unit(u, _), false) => {
                let Some((vr, v)) = &u.value else {
                    return Ok(None);
                };
                let (span, kind) = match (&u.state, u.adjacent) {
                    (Some((sr, _)), true) => (sr.start..vr.end, SlotKind::StateValue { slash }),
                    _ => (vr.clone(), SlotKind::Value { slash }),
                };
                self.push(span, entry, t, kind, seq);
                Some(Translation {
                    text: Text::plain(v.to_string()),
                    status: TranslationStatus::Single(status_of(u.state.as_ref().map(|s| s.1))),
                })
            }
            (Shape::Unit(u, m), true) => {
                self.push(m.span(), entry, t, SlotKind::Member { slash }, seq);
                let Some((_, v)) = u.value.as_ref() else {
                    return Ok(None);
                };
                let forms = target
                    .categories()
                    .iter()
                    .map(|c| (*c, Cow::Owned(v.to_string())))
                    .collect();
                Some(Translation {
                    text: Text::Plural(forms),
                    status: TranslationStatus::Single(status_of(u.state.as_ref().map(|s| s.1))),
                })
            }
            (Shape::Plural(_, p), true) => {
                self.push(
                    p.open..p.close + 1,
                    entry,
                    t,
                    SlotKind::Plural { slash },
                    seq,
                );
                let (forms, statuses) = plural_forms(src, p)?;
                Some(Translation {
                    text: Text::Plural(forms),
                    status: plural_status(statuses),
                })
            }
            (Shape::Plural(m, p), false) => {
                self.push(m.span(), entry, t, SlotKind::Member { slash }, seq);
                let (forms, statuses) = plural_forms(src, p)?;
                let text = Text::Plural(forms);
                Some(Translation {
                    text: Text::plain(text.main().to_string()),
                    status: plural_status(statuses),
                })
            }
            (Shape::Device(m, d), _) => {
                self.push(m.span(), entry, t, SlotKind::Member { slash }, seq);
                let other = d.obj("other").map(|o| shape(src, o)).transpose()?;
                match other {
                    Some(Shape::Unit(u, _)) if !plural => u.value.map(|(_, v)| Translation {
                        text: Text::plain(v.to_string()),
                        status: TranslationStatus::Single(status_of(u.state.map(|s| s.1))),
                    }),
                    _ => None,
                }
            }
            (Shape::None, _) => None,
        })
    }

    fn push(&mut self, span: Range<usize>, entry: usize, t: usize, kind: SlotKind, seq: usize) {
        if !self.skeleton {
            return;
        }
        let slot = Slot {
            span,
            entry: Some(entry as u32),
            category: None,
            kind: kind.bits(),
            target: Some(t as u16),
        };
        self.slots.push((slot, self.order[t], seq));
    }
}

fn insert(origin: Origin, comma: Comma, role: Role, slash: bool) -> Insert {
    Insert {
        origin,
        comma,
        role,
        slash,
    }
}

fn entry(identifier: String, text: Text) -> Entry {
    Entry {
        identifier: Cow::Owned(identifier),
        has_plurals: text.is_plural(),
        text,
        ..Entry::default()
    }
}

fn set(e: &mut Entry<'static>, target: &Language, held: Option<Translation<'_>>) {
    if let Some(t) = held {
        e.translations.insert(target.id.clone(), t.into_owned());
    }
}

/// The localization of `target` in `locs`: the key equal to its id, else to its locale
/// (case-insensitively, `_` and `-` alike).
fn find_language<'t, 'a>(locs: &'t Obj<'a>, target: &Language) -> Option<&'t Member<'a>> {
    locs.members
        .iter()
        .find(|m| same_language(&m.key, &target.id))
        .or_else(|| {
            let locale = target.locale.as_deref()?;
            locs.members.iter().find(|m| same_language(&m.key, locale))
        })
}

/// A substitution's members other than `variations` (`argNum`, `formatSpecifier`), as a small
/// JSON object of their raw bytes: kept in the entry's `customData` so that a language the build
/// inserts gets them too.
fn sub_head(src: &[u8], o: &Obj<'_>) -> String {
    let mut s = String::from("{");
    for m in o.members.iter().filter(|m| m.key != "variations") {
        if s.len() > 1 {
            s.push_str(", ");
        }
        let v = &src[m.value.start()..m.value.end()];
        let key = String::from_utf8_lossy(&src[m.key_at..m.value.start()]);
        s.push_str(key.trim_end_matches([' ', ':', '\t', '\r', '\n']));
        s.push_str(" : ");
        s.push_str(&String::from_utf8_lossy(v));
    }
    s.push('}');
    s
}
