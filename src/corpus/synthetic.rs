//! Deterministic generator of large, realistic synthetic localization files (the Rust successor
//! of the shared corpus's `gen_synthetic.py`): for each [`Kind`] a source file of about the
//! requested size and a matching NDJSON translations file, one object per line:
//!
//! ```text
//! {"identifier":"…","translations":{"de":{"text":"…"}}}
//! ```
//!
//! Plural strings have an object keyed by CLDR category as `text` (`{"one":"…","other":"…"}`).
//! Translation texts are plain logical strings: placeholders stay in the source format's syntax
//! (`%1$s`, `{{count}}`, `%(name)s`, `{0}`), inline markup (`<xliff:g>`, `<g>`, `<x/>`) is dropped
//! and no format escaping is applied.
//!
//! The same [`Kind`], size and seed always give the same bytes (a SplitMix64 stream per kind,
//! seeded with `seed * 1000 + index`). The output is not byte-identical to the Python script's
//! (different random stream), but has the same shape, features and identifier conventions.
//!
//! This file depends on `std` only: `locforge-formats`' benches include it with `#[path]`. Nothing
//! here parses files or times anything.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// One kind of synthetic file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// i18next v4 JSON: nested namespaces and sections, `{{name}}` interpolation, `{{count}}`
    /// plurals as `key_one`/`key_other` siblings, `$t()` nesting, `<1>…</1>` Trans markup,
    /// `_male`/`_female` context keys. Identifier: the key path joined with `.` (plural suffix
    /// included).
    I18nextNested,
    /// One JSON object whose values are all strings (top-level keys only), `{name}` placeholders
    /// and ICU plurals. Identifier: the top-level key.
    FlatReference,
    /// GNU gettext catalog (empty `msgstr`): header with `Plural-Forms`, `#.` extracted comments,
    /// `#:` references, `#,` flags, `msgctxt`, `msgid_plural`, wrapped multi-line msgids,
    /// escapes, obsolete `#~` entries at the end. Identifier: the msgid, or msgctxt + U+0004 +
    /// msgid; obsolete entries are not listed.
    Gettext,
    /// Android resources: comments, `<string>`, `<plurals>`, `<xliff:g>` around printf
    /// placeholders, `\'` and `\"` escapes, entities, CDATA, `translatable="false"`. Identifier:
    /// the `name` attribute (`translatable="false"` strings are not listed).
    AndroidStrings,
    /// XLIFF 1.2: several `<file>`s, `<group>`s, `<trans-unit>` with `resname`, `<target
    /// state=…>`, `<note>`s, inline `<x/>`/`<g>`, `translate="no"` units. Identifier: the
    /// trans-unit id (`translate="no"` units are not listed).
    Xliff12,
}

impl Kind {
    /// Every kind, in the order the files are written (the index seeds each kind's stream).
    pub const ALL: [Kind; 5] = [
        Kind::I18nextNested,
        Kind::FlatReference,
        Kind::Gettext,
        Kind::AndroidStrings,
        Kind::Xliff12,
    ];

    /// The short name used on the command line (`--formats`).
    pub fn name(self) -> &'static str {
        match self {
            Kind::I18nextNested => "i18next",
            Kind::FlatReference => "flat",
            Kind::Gettext => "po",
            Kind::AndroidStrings => "android",
            Kind::Xliff12 => "xliff12",
        }
    }

    /// The kind for a command-line name (see [`Kind::name`]).
    pub fn from_name(name: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.name() == name)
    }

    /// The source file's name, e.g. `gettext.po`.
    pub fn file_name(self) -> &'static str {
        match self {
            Kind::I18nextNested => "i18next_nested.json",
            Kind::FlatReference => "flat_reference.json",
            Kind::Gettext => "gettext.po",
            Kind::AndroidStrings => "android_strings.xml",
            Kind::Xliff12 => "xliff12.xlf",
        }
    }

    /// The translations file's name, e.g. `gettext.ndjson`.
    pub fn ndjson_name(self) -> &'static str {
        match self {
            Kind::I18nextNested => "i18next_nested.ndjson",
            Kind::FlatReference => "flat_reference.ndjson",
            Kind::Gettext => "gettext.ndjson",
            Kind::AndroidStrings => "android_strings.ndjson",
            Kind::Xliff12 => "xliff12.ndjson",
        }
    }

    fn index(self) -> u64 {
        Kind::ALL.iter().position(|k| *k == self).unwrap_or(0) as u64
    }
}

/// One generated pair: the source file and its translations.
#[derive(Debug, Clone)]
pub struct Generated {
    /// The source file's bytes (UTF-8).
    pub source: Vec<u8>,
    /// The NDJSON translations, one line per translatable string, newline-terminated.
    pub ndjson: Vec<u8>,
    /// Number of NDJSON lines.
    pub strings: usize,
}

/// The target language of the translations (the only one the vocabulary has).
pub const LANG: &str = "de";

/// Generates `kind` with a source file of about `size` bytes (it stops at the first string past
/// `size`), deterministically for `seed`.
pub fn generate(kind: Kind, size: usize, seed: u64) -> Generated {
    let mut g = Gen::new(seed.wrapping_mul(1000).wrapping_add(kind.index()));
    let (source, lines) = match kind {
        Kind::I18nextNested => gen_i18next(&mut g, size),
        Kind::FlatReference => gen_flat(&mut g, size),
        Kind::Gettext => gen_po(&mut g, size),
        Kind::AndroidStrings => gen_android(&mut g, size),
        Kind::Xliff12 => gen_xliff(&mut g, size),
    };
    let mut ndjson = lines.join("\n");
    ndjson.push('\n');
    Generated {
        source: source.into_bytes(),
        ndjson: ndjson.into_bytes(),
        strings: lines.len(),
    }
}

/// What [`write`] wrote for one kind.
#[derive(Debug, Clone)]
pub struct Written {
    /// The kind.
    pub kind: Kind,
    /// Path of the source file.
    pub source: PathBuf,
    /// Size of the source file in bytes.
    pub bytes: usize,
    /// Number of strings in the NDJSON file.
    pub strings: usize,
}

/// Writes `kinds` into `dir` (created when missing), each source of about `size` bytes.
pub fn write(dir: &Path, kinds: &[Kind], size: usize, seed: u64) -> std::io::Result<Vec<Written>> {
    std::fs::create_dir_all(dir)?;
    let mut out = Vec::new();
    for &kind in kinds {
        let g = generate(kind, size, seed);
        let source = dir.join(kind.file_name());
        std::fs::write(&source, &g.source)?;
        std::fs::write(dir.join(kind.ndjson_name()), &g.ndjson)?;
        out.push(Written {
            kind,
            source,
            bytes: g.source.len(),
            strings: g.strings,
        });
    }
    Ok(out)
}

/// Makes sure `dir` holds every kind generated for `size` and `seed`: generates them unless a
/// stamp file from an earlier run with the same arguments says they are there. Returns whether
/// it generated.
pub fn ensure(dir: &Path, size: usize, seed: u64) -> std::io::Result<bool> {
    let stamp = dir.join(".synthetic-stamp");
    let want = format!("locforge synthetic v1 size={size} seed={seed}\n");
    let complete = Kind::ALL
        .iter()
        .all(|k| dir.join(k.file_name()).is_file() && dir.join(k.ndjson_name()).is_file());
    if complete && std::fs::read_to_string(&stamp).is_ok_and(|s| s == want) {
        return Ok(false);
    }
    write(dir, &Kind::ALL, size, seed)?;
    std::fs::write(stamp, want)?;
    Ok(true)
}

// ---------------------------------------------------------------------------------------------
// Random stream.

/// SplitMix64: tiny, fast, and the same on every platform.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    /// Uniform in [0, 1).
    fn random(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
    /// Uniform in [0, n); n > 0.
    fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next()) * n as u128) >> 64) as usize
    }
    /// Uniform in [lo, hi], both inclusive.
    fn range(&mut self, lo: usize, hi: usize) -> usize {
        lo + self.below(hi - lo + 1)
    }
    fn choice<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
    /// `k` distinct items in random order.
    fn sample<T: Copy>(&mut self, items: &[T], k: usize) -> Vec<T> {
        let mut pool: Vec<T> = items.to_vec();
        let mut out = Vec::with_capacity(k);
        for _ in 0..k.min(pool.len()) {
            let i = self.below(pool.len());
            out.push(pool.swap_remove(i));
        }
        out
    }
}

// ---------------------------------------------------------------------------------------------
// Vocabulary: (en singular, en plural, de singular, de plural).

const NOUNS: &[(&str, &str, &str, &str)] = &[
    ("file", "files", "Datei", "Dateien"),
    ("folder", "folders", "Ordner", "Ordner"),
    ("project", "projects", "Projekt", "Projekte"),
    ("message", "messages", "Nachricht", "Nachrichten"),
    ("account", "accounts", "Konto", "Konten"),
    ("password", "passwords", "Passwort", "Passwörter"),
    ("setting", "settings", "Einstellung", "Einstellungen"),
    ("user", "users", "Benutzer", "Benutzer"),
    ("team", "teams", "Team", "Teams"),
    ("invoice", "invoices", "Rechnung", "Rechnungen"),
    ("payment", "payments", "Zahlung", "Zahlungen"),
    ("order", "orders", "Bestellung", "Bestellungen"),
    ("report", "reports", "Bericht", "Berichte"),
    ("comment", "comments", "Kommentar", "Kommentare"),
    ("task", "tasks", "Aufgabe", "Aufgaben"),
    ("label", "labels", "Label", "Labels"),
    ("device", "devices", "Gerät", "Geräte"),
    ("connection", "connections", "Verbindung", "Verbindungen"),
    (
        "notification",
        "notifications",
        "Benachrichtigung",
        "Benachrichtigungen",
    ),
    ("profile", "profiles", "Profil", "Profile"),
    ("language", "languages", "Sprache", "Sprachen"),
    (
        "translation",
        "translations",
        "Übersetzung",
        "Übersetzungen",
    ),
    ("key", "keys", "Schlüssel", "Schlüssel"),
    ("branch", "branches", "Zweig", "Zweige"),
    ("image", "images", "Bild", "Bilder"),
    ("document", "documents", "Dokument", "Dokumente"),
    (
        "workspace",
        "workspaces",
        "Arbeitsbereich",
        "Arbeitsbereiche",
    ),
    ("calendar", "calendars", "Kalender", "Kalender"),
    ("event", "events", "Ereignis", "Ereignisse"),
    ("subscription", "subscriptions", "Abonnement", "Abonnements"),
    ("address", "addresses", "Adresse", "Adressen"),
    ("contact", "contacts", "Kontakt", "Kontakte"),
    ("product", "products", "Produkt", "Produkte"),
    ("review", "reviews", "Bewertung", "Bewertungen"),
    (
        "permission",
        "permissions",
        "Berechtigung",
        "Berechtigungen",
    ),
    ("backup", "backups", "Sicherung", "Sicherungen"),
    ("filter", "filters", "Filter", "Filter"),
    ("theme", "themes", "Design", "Designs"),
    ("shortcut", "shortcuts", "Tastenkürzel", "Tastenkürzel"),
    ("window", "windows", "Fenster", "Fenster"),
    ("tab", "tabs", "Tab", "Tabs"),
    ("bookmark", "bookmarks", "Lesezeichen", "Lesezeichen"),
    ("session", "sessions", "Sitzung", "Sitzungen"),
    ("certificate", "certificates", "Zertifikat", "Zertifikate"),
    ("server", "servers", "Server", "Server"),
    ("database", "databases", "Datenbank", "Datenbanken"),
    ("record", "records", "Datensatz", "Datensätze"),
    ("field", "fields", "Feld", "Felder"),
    ("column", "columns", "Spalte", "Spalten"),
    ("row", "rows", "Zeile", "Zeilen"),
    ("page", "pages", "Seite", "Seiten"),
    ("template", "templates", "Vorlage", "Vorlagen"),
    ("attachment", "attachments", "Anhang", "Anhänge"),
    ("recipient", "recipients", "Empfänger", "Empfänger"),
    ("reminder", "reminders", "Erinnerung", "Erinnerungen"),
    ("group", "groups", "Gruppe", "Gruppen"),
    ("role", "roles", "Rolle", "Rollen"),
    ("network", "networks", "Netzwerk", "Netzwerke"),
    ("printer", "printers", "Drucker", "Drucker"),
    ("battery", "batteries", "Akku", "Akkus"),
    ("location", "locations", "Standort", "Standorte"),
    ("photo", "photos", "Foto", "Fotos"),
    ("video", "videos", "Video", "Videos"),
    ("playlist", "playlists", "Playlist", "Playlists"),
    ("channel", "channels", "Kanal", "Kanäle"),
    ("reply", "replies", "Antwort", "Antworten"),
    ("draft", "drafts", "Entwurf", "Entwürfe"),
    ("archive", "archives", "Archiv", "Archive"),
    ("invitation", "invitations", "Einladung", "Einladungen"),
    ("webhook", "webhooks", "Webhook", "Webhooks"),
];

/// (en infinitive, en past participle, de infinitive, de past participle).
const VERBS: &[(&str, &str, &str, &str)] = &[
    ("delete", "deleted", "löschen", "gelöscht"),
    ("save", "saved", "speichern", "gespeichert"),
    ("open", "opened", "öffnen", "geöffnet"),
    ("close", "closed", "schließen", "geschlossen"),
    ("share", "shared", "teilen", "geteilt"),
    ("rename", "renamed", "umbenennen", "umbenannt"),
    ("move", "moved", "verschieben", "verschoben"),
    ("copy", "copied", "kopieren", "kopiert"),
    ("download", "downloaded", "herunterladen", "heruntergeladen"),
    ("upload", "uploaded", "hochladen", "hochgeladen"),
    (
        "restore",
        "restored",
        "wiederherstellen",
        "wiederhergestellt",
    ),
    ("archive", "archived", "archivieren", "archiviert"),
    ("export", "exported", "exportieren", "exportiert"),
    ("import", "imported", "importieren", "importiert"),
    ("sync", "synced", "synchronisieren", "synchronisiert"),
    ("edit", "edited", "bearbeiten", "bearbeitet"),
    ("create", "created", "erstellen", "erstellt"),
    ("update", "updated", "aktualisieren", "aktualisiert"),
    ("remove", "removed", "entfernen", "entfernt"),
    ("add", "added", "hinzufügen", "hinzugefügt"),
    ("send", "sent", "senden", "gesendet"),
    ("print", "printed", "drucken", "gedruckt"),
    ("select", "selected", "auswählen", "ausgewählt"),
    ("verify", "verified", "bestätigen", "bestätigt"),
    ("approve", "approved", "genehmigen", "genehmigt"),
    ("reject", "rejected", "ablehnen", "abgelehnt"),
    ("install", "installed", "installieren", "installiert"),
    ("enable", "enabled", "aktivieren", "aktiviert"),
    ("disable", "disabled", "deaktivieren", "deaktiviert"),
    ("reset", "reset", "zurücksetzen", "zurückgesetzt"),
    ("publish", "published", "veröffentlichen", "veröffentlicht"),
    ("translate", "translated", "übersetzen", "übersetzt"),
];

/// (en, de) adjectives.
const ADJS: &[(&str, &str)] = &[
    ("new", "neu"),
    ("recent", "letzte"),
    ("shared", "geteilte"),
    ("hidden", "ausgeblendete"),
    ("pending", "ausstehende"),
    ("archived", "archivierte"),
    ("unread", "ungelesene"),
    ("selected", "ausgewählte"),
    ("default", "Standard-"),
    ("private", "private"),
    ("public", "öffentliche"),
    ("expired", "abgelaufene"),
    ("active", "aktive"),
    ("failed", "fehlgeschlagene"),
    ("duplicate", "doppelte"),
    ("favorite", "bevorzugte"),
];

const SECTIONS: &[&str] = &[
    "common",
    "auth",
    "dashboard",
    "settings",
    "billing",
    "editor",
    "projects",
    "files",
    "notifications",
    "profile",
    "search",
    "onboarding",
    "errors",
    "admin",
    "reports",
    "integrations",
    "calendar",
    "messages",
    "checkout",
    "help",
];

const SUBSECTIONS: &[&str] = &[
    "header",
    "footer",
    "toolbar",
    "sidebar",
    "dialog",
    "form",
    "table",
    "empty_state",
    "tooltip",
    "menu",
    "banner",
    "wizard",
    "filters",
    "actions",
    "status",
    "details",
    "list",
    "modal",
    "toast",
    "validation",
];

// Message templates. `[[name]]` marks a placeholder; `{n} {N} {v} {V} {vp} {a} {A}` are filled
// with English slot words and `{dn} {dN} {dv} {dvp} {da} {Da}` with German ones.
const SIMPLE: &[(&str, &str)] = &[
    ("{V} {n}", "{dn} {dv}"),
    ("{V} {N}", "{dN} {dv}"),
    (
        "Are you sure you want to {v} this {n}?",
        "Möchten Sie diese(s) {dn} wirklich {dv}?",
    ),
    (
        "The {n} was {vp} successfully.",
        "{dn} wurde erfolgreich {dvp}.",
    ),
    (
        "Could not {v} the {n}. Please try again later.",
        "{dn} konnte nicht {dvp} werden. Bitte versuchen Sie es später erneut.",
    ),
    (
        "Last {vp} on [[date]] by [[name]]",
        "Zuletzt am [[date]] von [[name]] {dvp}",
    ),
    ("Search {N}…", "{dN} durchsuchen …"),
    (
        "Don't have an account yet? Sign up",
        "Noch kein Konto? Jetzt registrieren",
    ),
    (
        "Terms & Conditions",
        "Allgemeine Geschäftsbedingungen & Datenschutz",
    ),
    (
        "You can't {v} {N} while the sync is in progress.",
        "Während der Synchronisierung können Sie keine {dN} {dv}.",
    ),
    (
        "Hello, [[name]]! Welcome back.",
        "Hallo, [[name]]! Willkommen zurück.",
    ),
    ("\"[[file]]\" is {vp}.", "„[[file]]“ wurde {dvp}."),
    ("[[pct]]% complete", "[[pct]] % abgeschlossen"),
    (
        "Press Ctrl+S to {v} the {n}",
        "Drücken Sie Strg+S, um {dn} zu {dv}",
    ),
    ("No {a} {N} found", "Keine {da} {dN} gefunden"),
    ("Show {a} {N}", "{da} {dN} anzeigen"),
    ("{A} {N}", "{Da} {dN}"),
    (
        "Allow [[name]] to {v} your {N}?",
        "[[name]] erlauben, Ihre {dN} zu {dv}?",
    ),
    (
        "Your {n} will be {vp} in [[minutes]] minutes.",
        "Ihr(e) {dn} wird in [[minutes]] Minuten {dvp}.",
    ),
    (
        "Price: [[amount]] (incl. VAT)",
        "Preis: [[amount]] (inkl. MwSt.)",
    ),
    (
        "Tip: drag & drop {N} here to {v} them.",
        "Tipp: Ziehen Sie {dN} hierher, um sie zu {dv}.",
    ),
    (
        "Step [[step]] of [[total]]: {V} {n}",
        "Schritt [[step]] von [[total]]: {dn} {dv}",
    ),
    (
        "Use <b>[[key]]</b> to quickly {v} {N}.",
        "Mit <b>[[key]]</b> können Sie {dN} schnell {dv}.",
    ),
    (
        "Size must be < [[max]] MB",
        "Die Größe muss < [[max]] MB sein",
    ),
    ("It's done! 🎉", "Fertig! 🎉"),
];

/// (en one, en other, de one, de other).
const PLURAL: &[(&str, &str, &str, &str)] = &[
    (
        "[[count]] {n} {vp}",
        "[[count]] {N} {vp}",
        "[[count]] {dn} {dvp}",
        "[[count]] {dN} {dvp}",
    ),
    (
        "You have [[count]] {a} {n}",
        "You have [[count]] {a} {N}",
        "Sie haben [[count]] {da} {dn}",
        "Sie haben [[count]] {da} {dN}",
    ),
    (
        "Show [[count]] more {n}",
        "Show [[count]] more {N}",
        "[[count]] weitere(s) {dn} anzeigen",
        "[[count]] weitere {dN} anzeigen",
    ),
    (
        "[[count]] {n} selected",
        "[[count]] {N} selected",
        "[[count]] {dn} ausgewählt",
        "[[count]] {dN} ausgewählt",
    ),
    (
        "Delete [[count]] {n}? This can't be undone.",
        "Delete [[count]] {N}? This can't be undone.",
        "[[count]] {dn} löschen? Dies kann nicht rückgängig gemacht werden.",
        "[[count]] {dN} löschen? Dies kann nicht rückgängig gemacht werden.",
    ),
    (
        "[[name]] {vp} [[count]] {n}",
        "[[name]] {vp} [[count]] {N}",
        "[[name]] hat [[count]] {dn} {dvp}",
        "[[name]] hat [[count]] {dN} {dvp}",
    ),
];

const LONG_SENTENCES: &[(&str, &str)] = &[
    (
        "When you {v} a {n}, everyone in the workspace is notified.",
        "Wenn Sie ein(e) {dn} {dv}, werden alle Mitglieder des Arbeitsbereichs benachrichtigt.",
    ),
    (
        "{N} that are {vp} cannot be restored after 30 days.",
        "{dN}, die {dvp} wurden, können nach 30 Tagen nicht wiederhergestellt werden.",
    ),
    (
        "Make sure your {n} is connected to the internet before you continue.",
        "Stellen Sie sicher, dass Ihr(e) {dn} mit dem Internet verbunden ist, bevor Sie fortfahren.",
    ),
    (
        "Administrators can {v} {N} for all members; other roles see only their own.",
        "Administratoren können {dN} für alle Mitglieder {dv}; andere Rollen sehen nur ihre eigenen.",
    ),
    (
        "If you don't {v} the {n} now, your changes will be lost.",
        "Wenn Sie {dn} jetzt nicht {dv}, gehen Ihre Änderungen verloren.",
    ),
    (
        "Learn more about how we store {N} & protect your data.",
        "Erfahren Sie mehr darüber, wie wir {dN} speichern & Ihre Daten schützen.",
    ),
];

/// Placeholders whose value is a number (`%d`, `%(x)d`).
const NUMERIC_PH: &[&str] = &["count", "pct", "step", "total", "max", "minutes"];
/// Plural categories of [`LANG`] (and of English).
const CATEGORIES: [&str; 2] = ["one", "other"];

fn ph_value(name: &str) -> &str {
    match name {
        "name" => "Alex",
        "date" => "12.03.2024",
        "file" => "notes.md",
        "pct" => "42",
        "count" => "3",
        "amount" => "19,99 €",
        "step" => "2",
        "total" => "5",
        "key" => "Ctrl+K",
        "max" => "25",
        "minutes" => "10",
        other => other,
    }
}

// ---------------------------------------------------------------------------------------------
// Messages.

/// A piece of a message: text, or a placeholder by name.
#[derive(Debug, Clone)]
enum Tok {
    Text(String),
    Ph(String),
}

type Tokens = Vec<Tok>;

/// A message's texts: one, or one per plural category (`one`, `other`).
#[derive(Debug, Clone)]
enum Texts {
    Plain(Tokens),
    Plural([Tokens; 2]),
}

struct Msg {
    en: Texts,
    tr: Texts,
    comment: Option<String>,
    slug: String,
}

impl Msg {
    fn plural(&self) -> bool {
        matches!(self.en, Texts::Plural(_))
    }
}

fn plain(t: &Texts) -> &Tokens {
    match t {
        Texts::Plain(t) => t,
        Texts::Plural(f) => &f[1],
    }
}

fn forms(t: &Texts) -> [&Tokens; 2] {
    match t {
        Texts::Plain(t) => [t, t],
        Texts::Plural(f) => [&f[0], &f[1]],
    }
}

fn tokenize(s: &str) -> Tokens {
    let mut out = Vec::new();
    let mut rest = s;
    while let Some(start) = rest.find("[[") {
        let Some(len) = rest[start + 2..].find("]]") else {
            break;
        };
        if start > 0 {
            out.push(Tok::Text(rest[..start].to_string()));
        }
        out.push(Tok::Ph(rest[start + 2..start + 2 + len].to_string()));
        rest = &rest[start + 2 + len + 2..];
    }
    if !rest.is_empty() {
        out.push(Tok::Text(rest.to_string()));
    }
    out
}

fn cap(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(first) => first.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// The words a template's `{slot}`s are filled with.
struct Slots {
    words: [(&'static str, String); 13],
}

impl Slots {
    fn fill(&self, template: &str) -> String {
        let mut out = String::with_capacity(template.len() + 16);
        let mut rest = template;
        while let Some(open) = rest.find('{') {
            out.push_str(&rest[..open]);
            let after = &rest[open + 1..];
            match after.find('}').and_then(|close| {
                let key = &after[..close];
                self.words
                    .iter()
                    .find(|(k, _)| *k == key)
                    .map(|(_, w)| (close, w))
            }) {
                Some((close, word)) => {
                    out.push_str(word);
                    rest = &after[close + 1..];
                }
                None => {
                    out.push('{');
                    rest = after;
                }
            }
        }
        out.push_str(rest);
        out
    }
}

struct Gen {
    r: Rng,
}

impl Gen {
    fn new(seed: u64) -> Gen {
        Gen { r: Rng(seed) }
    }

    fn slots(&mut self) -> (Slots, &'static str, &'static str) {
        let n = *self.r.choice(NOUNS);
        let v = *self.r.choice(VERBS);
        let a = *self.r.choice(ADJS);
        let slots = Slots {
            words: [
                ("n", n.0.to_string()),
                ("N", n.1.to_string()),
                ("dn", n.2.to_string()),
                ("dN", n.3.to_string()),
                ("v", v.0.to_string()),
                ("V", cap(v.0)),
                ("vp", v.1.to_string()),
                ("dv", v.2.to_string()),
                ("dvp", v.3.to_string()),
                ("a", a.0.to_string()),
                ("A", cap(a.0)),
                ("da", a.1.to_string()),
                ("Da", cap(a.1)),
            ],
        };
        (slots, n.0, v.0)
    }

    /// A message: plural with probability `plural_ratio`, a long help text with `long_ratio`,
    /// a short UI string otherwise.
    fn message(&mut self, plural_ratio: f64, long_ratio: f64) -> Msg {
        let (s, noun, verb) = self.slots();
        let x = self.r.random();
        if x < plural_ratio {
            let t = *self.r.choice(PLURAL);
            let f = |x: &str| tokenize(&cap(&s.fill(x)));
            let noun_plural = NOUNS.iter().find(|n| n.0 == noun).map_or(noun, |n| n.1);
            return Msg {
                en: Texts::Plural([f(t.0), f(t.1)]),
                tr: Texts::Plural([f(t.2), f(t.3)]),
                comment: Some(format!("Shown with the number of {noun_plural}.")),
                slug: format!("{noun}_{verb}_count"),
            };
        }
        if x < plural_ratio + long_ratio {
            let k = self.r.range(2, 4);
            let (mut en, mut de) = (Vec::new(), Vec::new());
            for _ in 0..k {
                let (s2, _, _) = self.slots();
                let t = *self.r.choice(LONG_SENTENCES);
                en.push(cap(&s2.fill(t.0)));
                de.push(cap(&s2.fill(t.1)));
            }
            let sep = *self.r.choice(&[" ", " ", "\n"]);
            return Msg {
                en: Texts::Plain(tokenize(&en.join(sep))),
                tr: Texts::Plain(tokenize(&de.join(sep))),
                comment: Some("Help text, may wrap over several lines.".to_string()),
                slug: format!("{noun}_{verb}_description"),
            };
        }
        let t = *self.r.choice(SIMPLE);
        let en = cap(&s.fill(t.0));
        let de = cap(&s.fill(t.1));
        let lower = en.to_lowercase();
        let words: Vec<&str> = lower
            .split(|c: char| !c.is_ascii_lowercase())
            .filter(|w| !w.is_empty())
            .take(4)
            .collect();
        let slug = if words.is_empty() {
            "label".to_string()
        } else {
            words.join("_")
        };
        let title = format!("Title of the {noun} screen.");
        let comments: [Option<&str>; 10] = [
            Some("Button label."),
            Some(&title),
            Some("Error message."),
            Some("Toast shown after the action completes."),
            Some("Placeholder in the search field."),
            Some("Menu item."),
            Some("Tooltip."),
            None,
            None,
            None,
        ];
        let comment = self.r.choice(&comments).map(str::to_string);
        Msg {
            en: Texts::Plain(tokenize(&en)),
            tr: Texts::Plain(tokenize(&de)),
            comment,
            slug,
        }
    }

    fn msg(&mut self) -> Msg {
        self.message(0.12, 0.08)
    }
}

/// Renders tokens: `ph(name, index)` writes a placeholder (index from 1, by first appearance),
/// `text` escapes a text piece.
fn render(
    tokens: &Tokens,
    ph: impl Fn(&str, usize) -> String,
    text: impl Fn(&str) -> String,
) -> String {
    let mut order: Vec<&str> = Vec::new();
    let mut out = String::new();
    for t in tokens {
        match t {
            Tok::Text(s) => out.push_str(&text(s)),
            Tok::Ph(name) => {
                let i = match order.iter().position(|n| *n == name) {
                    Some(i) => i,
                    None => {
                        order.push(name);
                        order.len() - 1
                    }
                };
                out.push_str(&ph(name, i + 1));
            }
        }
    }
    out
}

fn same(s: &str) -> String {
    s.to_string()
}

fn has_placeholders(tokens: &Tokens) -> bool {
    tokens.iter().any(|t| matches!(t, Tok::Ph(_)))
}

// ---------------------------------------------------------------------------------------------
// JSON output (as Python's `json.dumps(..., ensure_ascii=False)` writes it).

fn json_str(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// The translation text of an NDJSON line.
enum NdText {
    Plain(String),
    Plural([String; 2]),
}

fn nd_line(identifier: &str, text: NdText) -> String {
    let mut out = String::from("{\"identifier\":");
    json_str(&mut out, identifier);
    let _ = write!(out, ",\"translations\":{{\"{LANG}\":{{\"text\":");
    match text {
        NdText::Plain(s) => json_str(&mut out, &s),
        NdText::Plural(f) => {
            out.push('{');
            for (i, (cat, s)) in CATEGORIES.iter().zip(f.iter()).enumerate() {
                if i > 0 {
                    out.push(',');
                }
                json_str(&mut out, cat);
                out.push(':');
                json_str(&mut out, s);
            }
            out.push('}');
        }
    }
    out.push_str("}}}");
    out
}

/// A JSON value of the nested file: a string or an object with ordered keys.
enum Json {
    Str(String),
    Obj(Vec<(String, Json)>),
}

impl Json {
    fn obj_mut(&mut self) -> &mut Vec<(String, Json)> {
        match self {
            Json::Obj(v) => v,
            Json::Str(_) => unreachable!("only objects are descended into"),
        }
    }

    /// Writes with 2-space indentation starting at `level`.
    fn write(&self, out: &mut String, level: usize) {
        match self {
            Json::Str(s) => json_str(out, s),
            Json::Obj(items) if items.is_empty() => out.push_str("{}"),
            Json::Obj(items) => {
                out.push('{');
                for (i, (k, v)) in items.iter().enumerate() {
                    out.push_str(if i == 0 { "\n" } else { ",\n" });
                    out.extend(std::iter::repeat_n(' ', 2 * (level + 1)));
                    json_str(out, k);
                    out.push_str(": ");
                    v.write(out, level + 1);
                }
                out.push('\n');
                out.extend(std::iter::repeat_n(' ', 2 * level));
                out.push('}');
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Writers. Each returns the source text and the NDJSON lines.

fn gen_i18next(g: &mut Gen, target: usize) -> (String, Vec<String>) {
    let ph = |name: &str, _| format!("{{{{{name}}}}}");
    let mut root: Vec<(String, Json)> = Vec::new();
    let mut lines = Vec::new();
    let mut size = 0usize;
    let mut counter = 0usize;
    let mut ns_index = 0usize;
    while size < target {
        let mut ns_name = SECTIONS[ns_index % SECTIONS.len()].to_string();
        if ns_index >= SECTIONS.len() {
            ns_name = format!("{ns_name}{}", ns_index / SECTIONS.len() + 1);
        }
        ns_index += 1;
        let mut ns: Vec<(String, Json)> = Vec::new();
        let mut ns_lines = Vec::new();
        let n_subs = g.r.range(6, 12);
        for sub in g.r.sample(SUBSECTIONS, n_subs) {
            let mut path = vec![ns_name.clone(), sub.to_string()];
            let mut sub_node = Json::Obj(Vec::new());
            let deeper = if g.r.random() < 0.35 {
                let d =
                    *g.r.choice(&["primary", "secondary", "advanced", "mobile", "legacy"]);
                path.push(d.to_string());
                Some(d)
            } else {
                None
            };
            let mut node: Vec<(String, Json)> = Vec::new();
            for _ in 0..g.r.range(8, 30) {
                counter += 1;
                let m = g.msg();
                let key = format!("{}_{counter}", m.slug);
                let id = |k: &str| format!("{}.{k}", path.join("."));
                if m.plural() {
                    let (en, tr) = (forms(&m.en), forms(&m.tr));
                    for (i, cat) in CATEGORIES.iter().enumerate() {
                        let k = format!("{key}_{cat}");
                        node.push((k.clone(), Json::Str(render(en[i], ph, same))));
                        ns_lines.push(nd_line(&id(&k), NdText::Plain(render(tr[i], ph, same))));
                    }
                    continue;
                }
                let mut en = render(plain(&m.en), ph, same);
                let mut tr = render(plain(&m.tr), ph, same);
                let x = g.r.random();
                if x < 0.04 {
                    en.push_str(" $t(common.app_name)");
                    tr.push_str(" $t(common.app_name)");
                } else if x < 0.08 && en.contains("<b>") {
                    en = en.replace("<b>", "<1>").replace("</b>", "</1>");
                    tr = tr.replace("<b>", "<1>").replace("</b>", "</1>");
                } else if x < 0.10 {
                    for (suffix, en_s, tr_s) in [("male", "He", "Er"), ("female", "She", "Sie")] {
                        let k2 = format!("{key}_{suffix}");
                        node.push((k2.clone(), Json::Str(format!("{en_s}: {en}"))));
                        ns_lines.push(nd_line(&id(&k2), NdText::Plain(format!("{tr_s}: {tr}"))));
                    }
                }
                node.push((key.clone(), Json::Str(en)));
                ns_lines.push(nd_line(&id(&key), NdText::Plain(tr)));
            }
            match deeper {
                Some(d) => sub_node.obj_mut().push((d.to_string(), Json::Obj(node))),
                None => sub_node = Json::Obj(node),
            }
            ns.push((sub.to_string(), sub_node));
        }
        if ns_name == "common" {
            ns.push(("app_name".into(), Json::Str("Acme Cloud".into())));
            ns_lines.push(nd_line(
                "common.app_name",
                NdText::Plain("Acme Cloud".into()),
            ));
        }
        let ns = Json::Obj(ns);
        let mut text = String::new();
        ns.write(&mut text, 0);
        size += text.len();
        root.push((ns_name, ns));
        lines.extend(ns_lines);
    }
    let mut data = String::new();
    Json::Obj(root).write(&mut data, 0);
    data.push('\n');
    (data, lines)
}

fn gen_flat(g: &mut Gen, target: usize) -> (String, Vec<String>) {
    let ph = |name: &str, _| format!("{{{name}}}");
    let icu = |name: &str, _| {
        if name == "count" {
            "#".to_string()
        } else {
            format!("{{{name}}}")
        }
    };
    let mut obj: Vec<(String, Json)> = Vec::new();
    let mut lines = Vec::new();
    let mut size = 2usize;
    let mut counter = 0usize;
    while size < target {
        counter += 1;
        let m = g.msg();
        let prefix = format!("{}.{}", g.r.choice(SECTIONS), g.r.choice(SUBSECTIONS));
        let (en, tr) = if m.plural() {
            let (e, t) = (forms(&m.en), forms(&m.tr));
            let plural = |f: [&Tokens; 2]| {
                format!(
                    "{{count, plural, one {{{}}} other {{{}}}}}",
                    render(f[0], icu, same),
                    render(f[1], icu, same)
                )
            };
            (plural(e), plural(t))
        } else {
            let mut en = render(plain(&m.en), ph, same);
            let mut tr = render(plain(&m.tr), ph, same);
            if g.r.random() < 0.03 {
                en.push_str("\t(beta)");
                tr.push_str("\t(Beta)");
            }
            (en, tr)
        };
        let key = format!("{prefix}.{}_{counter}", m.slug);
        let mut pair = String::from("{");
        json_str(&mut pair, &key);
        pair.push_str(": ");
        json_str(&mut pair, &en);
        pair.push('}');
        size += pair.len() + 4;
        lines.push(nd_line(&key, NdText::Plain(tr)));
        obj.push((key, Json::Str(en)));
    }
    let mut data = String::new();
    Json::Obj(obj).write(&mut data, 0);
    data.push('\n');
    (data, lines)
}

fn po_quote(s: &str) -> String {
    s.replace('\\', "\\\\")
        .replace('"', "\\\"")
        .replace('\t', "\\t")
        .replace('\n', "\\n")
}

/// A PO string field, wrapped like msgmerge: one line when it fits in 79 characters and holds no
/// inner `\n`, else `keyword ""` and continuation lines split after `\n` and at spaces.
fn po_field(keyword: &str, s: &str) -> String {
    const WIDTH: usize = 79;
    let q = po_quote(s);
    let single = format!("{keyword} \"{q}\"");
    let qc: Vec<char> = q.chars().collect();
    let inner: String = qc[..qc.len().saturating_sub(2)].iter().collect();
    if single.chars().count() <= WIDTH && !inner.contains("\\n") {
        return single + "\n";
    }
    // Pieces end after each `\n` escape.
    let mut pieces: Vec<Vec<char>> = Vec::new();
    let mut cur: Vec<char> = Vec::new();
    for (i, &c) in qc.iter().enumerate() {
        cur.push(c);
        if c == 'n' && i > 0 && qc[i - 1] == '\\' {
            pieces.push(std::mem::take(&mut cur));
        }
    }
    if !cur.is_empty() {
        pieces.push(cur);
    }
    let mut chunks: Vec<String> = Vec::new();
    for mut piece in pieces {
        while piece.len() + 2 > WIDTH - 1 {
            let limit = (WIDTH - 3).min(piece.len());
            let mut cut = piece[..limit].iter().rposition(|&c| c == ' ').unwrap_or(0);
            if cut == 0 {
                cut = WIDTH - 3;
            }
            // Never end a line inside an escape (an odd run of trailing backslashes).
            while cut > 0
                && piece[..=cut]
                    .iter()
                    .rev()
                    .take_while(|&&c| c == '\\')
                    .count()
                    % 2
                    == 1
            {
                cut -= 1;
            }
            chunks.push(piece[..=cut].iter().collect());
            piece.drain(..=cut);
        }
        if !piece.is_empty() {
            chunks.push(piece.into_iter().collect());
        }
    }
    let mut out = format!("{keyword} \"\"\n");
    for c in chunks {
        let _ = writeln!(out, "\"{c}\"");
    }
    out
}

fn gen_po(g: &mut Gen, target: usize) -> (String, Vec<String>) {
    let pyph = |name: &str, _| {
        let conv = if NUMERIC_PH.contains(&name) { "d" } else { "s" };
        format!("%({name}){conv}")
    };
    let header = format!(
        "# Synthetic catalog for throughput benchmarks.\n\
         # Copyright (C) 2024 Example Authors\n\
         # This file is distributed under the same license as the example package.\n\
         #\n\
         #, fuzzy\n\
         msgid \"\"\n\
         msgstr \"\"\n\
         \"Project-Id-Version: example 1.0\\n\"\n\
         \"Report-Msgid-Bugs-To: \\n\"\n\
         \"POT-Creation-Date: 2024-03-12 10:00+0100\\n\"\n\
         \"PO-Revision-Date: YEAR-MO-DA HO:MI+ZONE\\n\"\n\
         \"Last-Translator: FULL NAME <EMAIL@ADDRESS>\\n\"\n\
         \"Language-Team: German <de@example.org>\\n\"\n\
         \"Language: {LANG}\\n\"\n\
         \"MIME-Version: 1.0\\n\"\n\
         \"Content-Type: text/plain; charset=UTF-8\\n\"\n\
         \"Content-Transfer-Encoding: 8bit\\n\"\n\
         \"Plural-Forms: nplurals=2; plural=(n != 1);\\n\"\n"
    );
    let mut size = header.len();
    let mut out = header;
    let mut lines = Vec::new();
    let mut seen: std::collections::HashSet<(Option<String>, String)> = Default::default();
    let mut obsolete: Vec<(Option<String>, String, String)> = Vec::new();
    let mut counter = 0usize;
    while size < target {
        counter += 1;
        // msgids are unique per context: draw again on a clash, then fall back to a context.
        let mut attempt = 0;
        let (m, py, msgid, en_other, mut ctx) = loop {
            let m = g.msg();
            let py = has_placeholders(plain(&m.en));
            let esc = move |s: &str| {
                if py {
                    s.replace('%', "%%")
                } else {
                    s.to_string()
                }
            };
            let [one, other] = forms(&m.en);
            let msgid = render(one, pyph, esc);
            let en_other = m.plural().then(|| render(other, pyph, esc));
            let ctx = (g.r.random() < 0.05).then(|| {
                g.r.choice(&["button", "menu", "title", "verb", "noun", "tooltip"])
                    .to_string()
            });
            attempt += 1;
            if attempt >= 25 || !seen.contains(&(ctx.clone(), msgid.clone())) {
                break (m, py, msgid, en_other, ctx);
            }
        };
        while seen.contains(&(ctx.clone(), msgid.clone())) {
            ctx = Some(format!("{}-{counter}", g.r.choice(SECTIONS)));
        }
        seen.insert((ctx.clone(), msgid.clone()));
        let esc = move |s: &str| {
            if py {
                s.replace('%', "%%")
            } else {
                s.to_string()
            }
        };
        let mut e = String::new();
        if g.r.random() < 0.05 {
            e.push_str("# Translators: keep this short, it is shown on a button.\n");
        }
        if let Some(c) = &m.comment {
            let _ = writeln!(e, "#. {c}");
        }
        let refs: Vec<String> = (0..g.r.range(1, 3))
            .map(|_| {
                format!(
                    "src/{}/{}.py:{}",
                    g.r.choice(SECTIONS),
                    g.r.choice(SUBSECTIONS),
                    g.r.range(10, 2400)
                )
            })
            .collect();
        let _ = writeln!(e, "#: {}", refs.join(" "));
        let mut flags = Vec::new();
        if g.r.random() < 0.03 {
            flags.push("fuzzy");
        }
        if py {
            flags.push("python-format");
        }
        if !flags.is_empty() {
            let _ = writeln!(e, "#, {}", flags.join(", "));
        }
        if let Some(c) = &ctx {
            e.push_str(&po_field("msgctxt", c));
        }
        e.push_str(&po_field("msgid", &msgid));
        let tr = match &en_other {
            Some(other) => {
                e.push_str(&po_field("msgid_plural", other));
                e.push_str("msgstr[0] \"\"\nmsgstr[1] \"\"\n");
                let [one, other] = forms(&m.tr);
                NdText::Plural([render(one, pyph, esc), render(other, pyph, esc)])
            }
            None => {
                e.push_str("msgstr \"\"\n");
                NdText::Plain(render(plain(&m.tr), pyph, esc))
            }
        };
        let ident = match &ctx {
            Some(c) => format!("{c}\u{4}{msgid}"),
            None => msgid.clone(),
        };
        if g.r.random() < 0.01 && obsolete.len() < 200 {
            let text = match tr {
                NdText::Plain(s) => s,
                NdText::Plural([_, other]) => other,
            };
            obsolete.push((ctx, msgid, text));
            continue;
        }
        lines.push(nd_line(&ident, tr));
        out.push('\n');
        out.push_str(&e);
        size += e.len() + 1;
    }
    for (ctx, msgid, tr) in obsolete {
        out.push('\n');
        if let Some(c) = ctx {
            let _ = writeln!(out, "#~ msgctxt \"{}\"", po_quote(&c));
        }
        let _ = writeln!(out, "#~ msgid \"{}\"", po_quote(&msgid));
        let _ = writeln!(out, "#~ msgstr \"{}\"", po_quote(&tr));
    }
    (out, lines)
}

fn xml_text(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// Android string escaping of one text piece (backslash escapes, a leading `@`/`?`), then XML.
fn android_text(s: &str) -> String {
    let mut s = s
        .replace('\\', "\\\\")
        .replace('\'', "\\'")
        .replace('"', "\\\"")
        .replace('\n', "\\n");
    if s.starts_with('@') || s.starts_with('?') {
        s.insert(0, '\\');
    }
    xml_text(&s)
}

fn gen_android(g: &mut Gen, target: usize) -> (String, Vec<String>) {
    let conv = |name: &str| if NUMERIC_PH.contains(&name) { "d" } else { "s" };
    let aph = |name: &str, i: usize| {
        format!(
            "<xliff:g id=\"{name}\" example=\"{}\">%{i}${}</xliff:g>",
            xml_text(ph_value(name)),
            conv(name)
        )
    };
    let aph_plain = |name: &str, i: usize| format!("%{i}${}", conv(name));
    let pct = |s: &str| s.replace('%', "%%");
    let head = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n\
                <!--\n  Synthetic resources for throughput benchmarks.\n  Licensed under the Apache License, Version 2.0.\n-->\n\
                <resources xmlns:xliff=\"urn:oasis:names:tc:xliff:document:1.2\"\n    \
                xmlns:tools=\"http://schemas.android.com/tools\">\n    \
                <string name=\"common_app_name\" translatable=\"false\">Acme Cloud</string>\n";
    let mut out = head.to_string();
    let mut size = head.len();
    let mut lines = Vec::new();
    let mut counter = 0usize;
    let mut section = "";
    while size < target {
        counter += 1;
        let m = g.msg();
        let mut e = String::new();
        let sec = SECTIONS[(counter / 40) % SECTIONS.len()];
        if sec != section {
            section = sec;
            let _ = write!(e, "\n    <!-- ===== {} ===== -->\n", cap(sec));
        }
        let name = format!("{sec}_{}_{counter}", m.slug);
        if let Some(c) = &m.comment {
            if g.r.random() < 0.6 {
                let _ = writeln!(e, "    <!-- {} -->", c.replace("--", "-"));
            }
        }
        if m.plural() {
            let _ = writeln!(e, "    <plurals name=\"{name}\">");
            let (en, tr) = (forms(&m.en), forms(&m.tr));
            for (i, cat) in CATEGORIES.iter().enumerate() {
                let text = render(en[i], aph, |s| android_text(&pct(s)));
                let _ = writeln!(e, "        <item quantity=\"{cat}\">{text}</item>");
            }
            e.push_str("    </plurals>\n");
            lines.push(nd_line(
                &name,
                NdText::Plural([render(tr[0], aph_plain, pct), render(tr[1], aph_plain, pct)]),
            ));
        } else {
            let (en, tr) = (plain(&m.en), plain(&m.tr));
            let has_ph = has_placeholders(en);
            let x = g.r.random();
            if x < 0.03 {
                let _ = writeln!(
                    e,
                    "    <string name=\"{name}\" translatable=\"false\">@string/common_app_name</string>"
                );
            } else if x < 0.06 && !has_ph {
                let en = render(en, aph_plain, same)
                    .replace('\\', "\\\\")
                    .replace('\'', "\\'")
                    .replace('"', "\\\"")
                    .replace('\n', "\\n");
                let _ = writeln!(
                    e,
                    "    <string name=\"{name}\"><![CDATA[<b>{}</b>]]></string>",
                    en.replace("]]>", "]]]]><![CDATA[>")
                );
                lines.push(nd_line(
                    &name,
                    NdText::Plain(format!("<b>{}</b>", render(tr, aph_plain, same))),
                ));
            } else {
                let attrs = if !has_ph && render(en, aph_plain, same).contains('%') {
                    " formatted=\"false\""
                } else {
                    ""
                };
                let text = if has_ph {
                    render(en, aph, |s| android_text(&pct(s)))
                } else {
                    render(en, aph, android_text)
                };
                let _ = writeln!(e, "    <string name=\"{name}\"{attrs}>{text}</string>");
                let tr = if has_ph {
                    render(tr, aph_plain, pct)
                } else {
                    render(tr, aph_plain, same)
                };
                lines.push(nd_line(&name, NdText::Plain(tr)));
            }
        }
        size += e.len();
        out.push_str(&e);
    }
    out.push_str("</resources>\n");
    (out, lines)
}

fn gen_xliff(g: &mut Gen, target: usize) -> (String, Vec<String>) {
    const STATES: &[&str] = &[
        "new",
        "needs-translation",
        "needs-review-translation",
        "translated",
        "final",
        "signed-off",
    ];
    let xph = |_: &str, i: usize| format!("{{{}}}", i - 1);
    let head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
                <xliff version=\"1.2\" xmlns=\"urn:oasis:names:tc:xliff:document:1.2\">\n";
    let mut out = head.to_string();
    let mut size = head.len();
    let mut lines = Vec::new();
    let mut counter = 0usize;
    let mut file_no = 0usize;
    while size < target {
        file_no += 1;
        let sec = SECTIONS[(file_no - 1) % SECTIONS.len()];
        let mut f = format!(
            "  <file original=\"src/{sec}/Resources.resx\" source-language=\"en\" target-language=\"{LANG}\" \
             datatype=\"resx\" date=\"2024-03-12T10:00:00Z\">\n    <header>\n      \
             <tool tool-id=\"synthetic\" tool-name=\"locforge corpus gen\" tool-version=\"1.0\"/>\n    \
             </header>\n    <body>\n"
        );
        for gi in 0..g.r.range(3, 8) {
            let grp = *g.r.choice(SUBSECTIONS);
            let _ = writeln!(
                f,
                "      <group id=\"{sec}-{file_no}-{gi}\" resname=\"{grp}\">"
            );
            for _ in 0..g.r.range(10, 40) {
                counter += 1;
                let m = g.message(0.0, 0.08);
                let uid = format!("{sec}.{grp}.{}_{counter}", m.slug);
                let resname = uid.rsplit('.').next().unwrap_or(&uid).to_string();
                let mut src = render(plain(&m.en), xph, xml_text);
                let mut tgt = render(plain(&m.tr), xph, same);
                if src.contains("&lt;b&gt;") {
                    src = src
                        .replace("&lt;b&gt;", "<g id=\"1\" ctype=\"bold\">")
                        .replace("&lt;/b&gt;", "</g>");
                    tgt = tgt.replace("<b>", "").replace("</b>", "");
                } else if !src.contains('\n') && g.r.random() < 0.05 {
                    src = format!("<g id=\"1\" ctype=\"italic\">{src}</g>");
                }
                if g.r.random() < 0.04 {
                    src.push_str(" <x id=\"2\" ctype=\"lb\"/>(optional)");
                    tgt.push_str(" (optional)");
                }
                let x = g.r.random();
                let ws = if src.contains('\n') || g.r.random() < 0.1 {
                    " xml:space=\"preserve\""
                } else {
                    ""
                };
                if x < 0.03 {
                    let _ = write!(
                        f,
                        "        <trans-unit id=\"{uid}\" resname=\"{resname}\" translate=\"no\"{ws}>\n          \
                         <source>{src}</source>\n        </trans-unit>\n"
                    );
                    continue;
                }
                let _ = writeln!(
                    f,
                    "        <trans-unit id=\"{uid}\" resname=\"{resname}\"{ws}>"
                );
                let _ = writeln!(f, "          <source>{src}</source>");
                if x < 0.5 {
                    let st = *g.r.choice(STATES);
                    let text = if st == "new" {
                        src.clone()
                    } else {
                        xml_text(&tgt)
                    };
                    let _ = writeln!(f, "          <target state=\"{st}\">{text}</target>");
                }
                if let Some(c) = &m.comment {
                    let _ = writeln!(
                        f,
                        "          <note from=\"developer\" priority=\"{}\">{}</note>",
                        g.r.range(1, 5),
                        xml_text(c)
                    );
                }
                if g.r.random() < 0.1 {
                    let _ = writeln!(
                        f,
                        "          <note from=\"translator\">Please check the length, max {} characters.</note>",
                        g.r.range(20, 120)
                    );
                }
                f.push_str("        </trans-unit>\n");
                lines.push(nd_line(&uid, NdText::Plain(tgt)));
            }
            f.push_str("      </group>\n");
        }
        f.push_str("    </body>\n  </file>\n");
        size += f.len();
        out.push_str(&f);
    }
    out.push_str("</xliff>\n");
    (out, lines)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_arguments_same_bytes_other_seed_other_bytes() {
        for kind in Kind::ALL {
            let a = generate(kind, 40_000, 7);
            let b = generate(kind, 40_000, 7);
            let c = generate(kind, 40_000, 8);
            assert_eq!(a.source, b.source, "{kind:?}");
            assert_eq!(a.ndjson, b.ndjson, "{kind:?}");
            assert_ne!(a.source, c.source, "{kind:?}");
            // About the size: the flat file estimates its size per key, a little high.
            assert!(a.source.len() >= 36_000, "{kind:?}: {}", a.source.len());
            assert!(a.source.len() < 80_000, "{kind:?}: {}", a.source.len());
            assert_eq!(
                a.strings,
                a.ndjson.iter().filter(|&&b| b == b'\n').count(),
                "{kind:?}"
            );
        }
    }

    #[test]
    fn po_fields_wrap_within_79_columns_and_keep_escapes_whole() {
        let long = "word ".repeat(40) + "tail\\with\"quotes\nand a second line";
        let f = po_field("msgid", &long);
        assert!(f.starts_with("msgid \"\"\n"), "{f}");
        for line in f.lines().skip(1) {
            assert!(line.chars().count() <= 79, "{line}");
            let body = &line[1..line.len() - 1];
            let slashes = body.chars().rev().take_while(|&c| c == '\\').count();
            assert_eq!(slashes % 2, 0, "a line ends inside an escape: {line}");
        }
        let joined: String = f.lines().skip(1).map(|l| &l[1..l.len() - 1]).collect();
        assert_eq!(joined, po_quote(&long));
        assert_eq!(po_field("msgid", "short"), "msgid \"short\"\n");
    }

    #[test]
    fn json_strings_escape_like_serde_json() {
        let mut s = String::new();
        json_str(&mut s, "a\"b\\c\nd\u{1}é");
        assert_eq!(s, "\"a\\\"b\\\\c\\nd\\u0001é\"");
    }
}
