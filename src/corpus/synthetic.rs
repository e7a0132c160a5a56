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
//! (`%1$s`, `{{count}}`, `%(name)s`, `{0}`, `%@`, `%{name}`, `{ $name }`; `%%` and MessageFormat's
//! `''` where the source has them), inline markup (`<xliff:g>`, `<g>`, `<x/>`) is dropped and no
//! format escaping is applied. The multilingual kinds (String Catalog, CSV) hold some `de` (and
//! `fr`) values already; their NDJSON still lists every translatable string with its `de` text.
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
    /// Apple `.strings` (UTF-8): `/* */` and `//` comments, quoted keys (some the English text
    /// itself, a few unquoted), `\"` `\\` `\n` and `\U00E9` escapes, `%@`/`%lld`/`%1$@`
    /// specifiers. Identifier: the key.
    AppleStrings,
    /// Apple `.stringsdict` (plist XML, tab-indented): one plural rule dict per key, some with a
    /// `zero` string, some with two variables and text in the format key. Identifier: the key;
    /// `key:variable` and `key:NSStringLocalizedFormatKey` for two-variable keys; `key#zero` for
    /// a `zero` string (English has no CLDR `zero`).
    AppleStringsdict,
    /// Java `.properties` (ASCII with `\uXXXX` escapes): `#` comments, `=`, ` = `, `: ` and space
    /// separators, continuation lines, MessageFormat `{0}` with `''` and `{0,choice,…}`, some
    /// values escaped as `Properties.store` does. Identifier: the key.
    Properties,
    /// Rails YAML: `en:` root, nested section maps, `one`/`other` plural maps, `%{name}`
    /// interpolation, plain, single- and double-quoted scalars, `|-` block scalars, comments.
    /// Identifier: the key path under the locale root, joined with `.`.
    RailsYaml,
    /// .NET `.resx` (UTF-8 BOM, CRLF) with Visual Studio's schema header and resheaders:
    /// `<data xml:space="preserve">` with `<value>` and `<comment>`, `{0}` placeholders, a few
    /// non-string resources and WinForms designer entries (not listed). Identifier: the `name`.
    Resx,
    /// Project Fluent `.ftl`: resource and group comments, message comments, `{ $var }`
    /// placeables, attributes, terms (hidden, not listed), multiline values, `{ $count -> … }`
    /// plural selects. Identifier: the message id, `id.attr` for attributes.
    Fluent,
    /// Structured JSON, Transifex shape: `{"key": {"string", "developer_comment", "context",
    /// "character_limit"}}`, ICU `{name}` placeholders and ICU plurals. Identifier: the key.
    StructuredJson,
    /// Apple String Catalog `.xcstrings` (Xcode layout: `" : "`, 2-space indent, sorted keys, no
    /// final newline): `sourceLanguage` `en`, semantic keys with an `en` `stringUnit` and keys
    /// that are the English text, plural variations, existing `de` and `fr` localizations,
    /// `shouldTranslate: false` (not listed). Identifier: the key.
    StringCatalog,
    /// CSV with a column per language (header `key,source,context,de,fr`, CRLF rows, RFC 4180
    /// quoting: cells with commas, quotes and line breaks), some `de` cells filled. Identifier:
    /// the `key` column.
    Csv,
}

impl Kind {
    /// Every kind, in the order the files are written (the index seeds each kind's stream).
    pub const ALL: [Kind; 14] = [
        Kind::I18nextNested,
        Kind::FlatReference,
        Kind::Gettext,
        Kind::AndroidStrings,
        Kind::Xliff12,
        Kind::AppleStrings,
        Kind::AppleStringsdict,
        Kind::Properties,
        Kind::RailsYaml,
        Kind::Resx,
        Kind::Fluent,
        Kind::StructuredJson,
        Kind::StringCatalog,
        Kind::Csv,
    ];

    /// The short name used on the command line (`--formats`).
    pub fn name(self) -> &'static str {
        match self {
            Kind::I18nextNested => "i18next",
            Kind::FlatReference => "flat",
            Kind::Gettext => "po",
            Kind::AndroidStrings => "android",
            Kind::Xliff12 => "xliff12",
            Kind::AppleStrings => "strings",
            Kind::AppleStringsdict => "stringsdict",
            Kind::Properties => "properties",
            Kind::RailsYaml => "yaml",
            Kind::Resx => "resx",
            Kind::Fluent => "fluent",
            Kind::StructuredJson => "structured-json",
            Kind::StringCatalog => "xcstrings",
            Kind::Csv => "csv",
        }
    }

    /// The key of the locforge format that reads the file (`json` for the i18next file, as
    /// `locforge bench` reads it).
    pub fn format_key(self) -> &'static str {
        match self {
            Kind::I18nextNested => "json",
            Kind::FlatReference => "json-reference",
            Kind::Gettext => "po",
            Kind::AndroidStrings => "android",
            Kind::Xliff12 => "xliff12",
            other => other.name(),
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
            Kind::AppleStrings => "apple_strings.strings",
            Kind::AppleStringsdict => "apple_plurals.stringsdict",
            Kind::Properties => "java_messages.properties",
            Kind::RailsYaml => "rails_en.yml",
            Kind::Resx => "dotnet_resources.resx",
            Kind::Fluent => "fluent_messages.ftl",
            Kind::StructuredJson => "structured_transifex.json",
            Kind::StringCatalog => "string_catalog.xcstrings",
            Kind::Csv => "multilingual.csv",
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
            Kind::AppleStrings => "apple_strings.ndjson",
            Kind::AppleStringsdict => "apple_plurals.ndjson",
            Kind::Properties => "java_messages.ndjson",
            Kind::RailsYaml => "rails_en.ndjson",
            Kind::Resx => "dotnet_resources.ndjson",
            Kind::Fluent => "fluent_messages.ndjson",
            Kind::StructuredJson => "structured_transifex.ndjson",
            Kind::StringCatalog => "string_catalog.ndjson",
            Kind::Csv => "multilingual.ndjson",
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
        Kind::AppleStrings => gen_strings(&mut g, size),
        Kind::AppleStringsdict => gen_stringsdict(&mut g, size),
        Kind::Properties => gen_properties(&mut g, size),
        Kind::RailsYaml => gen_yaml(&mut g, size),
        Kind::Resx => gen_resx(&mut g, size),
        Kind::Fluent => gen_fluent(&mut g, size),
        Kind::StructuredJson => gen_structured(&mut g, size),
        Kind::StringCatalog => gen_xcstrings(&mut g, size),
        Kind::Csv => gen_csv(&mut g, size),
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
    let want = format!("locforge synthetic v2 size={size} seed={seed}\n");
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

// ---------------------------------------------------------------------------------------------
// Format library II: Apple, Java, Rails, .NET, Fluent, structured JSON, String Catalog, CSV.

/// Placeholder names of `tokens` in order of first appearance.
fn ph_order(tokens: &Tokens) -> Vec<String> {
    let mut order: Vec<String> = Vec::new();
    for t in tokens {
        if let Tok::Ph(name) = t {
            if !order.iter().any(|n| n == name) {
                order.push(name.clone());
            }
        }
    }
    order
}

/// 1-based position of `name` in `order` (the source text's placeholder order, so that a
/// translation with its placeholders in another order keeps their numbers).
fn ph_pos(order: &[String], name: &str) -> usize {
    order.iter().position(|n| n == name).map_or(1, |i| i + 1)
}

/// An Apple printf specifier: `%@` or `%lld`, positional (`%2$@`) in messages with several.
fn apple_spec(name: &str, order: &[String]) -> String {
    let conv = if NUMERIC_PH.contains(&name) {
        "lld"
    } else {
        "@"
    };
    if order.len() > 1 {
        format!("%{}${conv}", ph_pos(order, name))
    } else {
        format!("%{conv}")
    }
}

/// The plural of an English noun of the vocabulary (the noun itself when unknown).
fn noun_plural(noun: &str) -> &str {
    NOUNS.iter().find(|n| n.0 == noun).map_or(noun, |n| n.1)
}

/// `snake_case` → `PascalCase`.
fn pascal(s: &str) -> String {
    s.split('_').map(cap).collect()
}

/// Apple `.strings` value escaping; `unicode` writes non-ASCII BMP characters as `\Uxxxx`.
fn strings_escape(s: &str, unicode: bool) -> String {
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c if unicode && !c.is_ascii() && (c as u32) < 0x1_0000 => {
                let _ = write!(out, "\\U{:04X}", c as u32);
            }
            c => out.push(c),
        }
    }
    out
}

fn gen_strings(g: &mut Gen, target: usize) -> (String, Vec<String>) {
    let head = "/*\n  Localizable.strings\n  Synthetic strings for throughput benchmarks.\n\n  \
                Generated by locforge corpus gen.\n*/\n";
    let mut out = head.to_string();
    let mut lines = Vec::new();
    let mut seen: std::collections::HashSet<String> = Default::default();
    let mut counter = 0usize;
    let mut section = "";
    while out.len() < target {
        counter += 1;
        let m = g.message(0.0, 0.08);
        let sec = SECTIONS[(counter / 40) % SECTIONS.len()];
        let mut e = String::new();
        if sec != section {
            section = sec;
            let _ = write!(e, "\n// MARK: - {}\n", cap(sec));
        }
        let (en_t, tr_t) = (plain(&m.en), plain(&m.tr));
        let order = ph_order(en_t);
        let has_ph = !order.is_empty();
        let spec = |name: &str, _| apple_spec(name, &order);
        let pct = |s: &str| {
            if has_ph {
                s.replace('%', "%%")
            } else {
                s.to_string()
            }
        };
        let en = render(en_t, spec, pct);
        let tr = render(tr_t, spec, pct);
        let sub = *g.r.choice(SUBSECTIONS);
        let x = g.r.random();
        let unicode = g.r.random() < 0.03;
        let (key, quoted) =
            if x < 0.15 && en.len() < 60 && !en.contains('\n') && !seen.contains(&en) {
                (en.clone(), true)
            } else if x < 0.17 {
                (format!("{sec}_{sub}_{}_{counter}", m.slug), false)
            } else {
                (format!("{sec}.{sub}.{}_{counter}", m.slug), true)
            };
        seen.insert(key.clone());
        if let Some(c) = &m.comment {
            if g.r.random() < 0.7 {
                if g.r.random() < 0.8 {
                    let _ = write!(e, "\n/* {c} */\n");
                } else {
                    let _ = write!(e, "\n// {c}\n");
                }
            } else {
                e.push('\n');
            }
        } else {
            e.push('\n');
        }
        let value = strings_escape(&en, unicode);
        if quoted {
            let _ = writeln!(e, "\"{}\" = \"{value}\";", strings_escape(&key, false));
        } else {
            let _ = writeln!(e, "{key} = \"{value}\";");
        }
        lines.push(nd_line(&key, NdText::Plain(tr)));
        out.push_str(&e);
    }
    (out, lines)
}

/// One `.stringsdict` plural rule dictionary (tab-indented at depth 2) for `var` with the
/// category strings `forms` (`(category, text)`, text not yet XML-escaped).
fn plist_rule(out: &mut String, var: &str, forms: &[(&str, String)]) {
    let _ = write!(
        out,
        "\t\t<key>{var}</key>\n\t\t<dict>\n\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t\
         <string>NSStringPluralRuleType</string>\n\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t\
         <string>lld</string>\n"
    );
    for (cat, text) in forms {
        let _ = write!(
            out,
            "\t\t\t<key>{cat}</key>\n\t\t\t<string>{}</string>\n",
            xml_text(text)
        );
    }
    out.push_str("\t\t</dict>\n");
}

fn gen_stringsdict(g: &mut Gen, target: usize) -> (String, Vec<String>) {
    let head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
                <!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n\
                <plist version=\"1.0\">\n<dict>\n";
    let mut out = head.to_string();
    let mut lines = Vec::new();
    let mut counter = 0usize;
    while out.len() < target {
        counter += 1;
        let m = g.message(1.0, 0.0);
        let sec = SECTIONS[(counter / 40) % SECTIONS.len()];
        let sub = *g.r.choice(SUBSECTIONS);
        let noun = m.slug.split('_').next().unwrap_or("item").to_string();
        let var = noun_plural(&noun).to_string();
        let mut e = String::new();
        if g.r.random() < 0.06 {
            // Two variables, and text in the format key: `key:var` for each, and the format key.
            let other = loop {
                let n = *g.r.choice(NOUNS);
                if n.0 != noun {
                    break n;
                }
            };
            let n = NOUNS.iter().find(|n| n.0 == noun).copied().unwrap_or(other);
            let key = format!("{sec}.{sub}.{noun}_in_{}_{counter}", other.0);
            let (fmt_en, fmt_de) = (
                format!("Found %1$#@{var}@ in %2$#@{}@", other.1),
                format!("%1$#@{var}@ in %2$#@{}@ gefunden", other.1),
            );
            let _ = write!(
                e,
                "\t<key>{key}</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>{fmt_en}</string>\n"
            );
            plist_rule(
                &mut e,
                &var,
                &[
                    ("one", format!("%1$lld {}", n.0)),
                    ("other", format!("%1$lld {}", n.1)),
                ],
            );
            plist_rule(
                &mut e,
                other.1,
                &[
                    ("one", format!("%2$lld {}", other.0)),
                    ("other", format!("%2$lld {}", other.1)),
                ],
            );
            e.push_str("\t</dict>\n");
            lines.push(nd_line(
                &format!("{key}:NSStringLocalizedFormatKey"),
                NdText::Plain(fmt_de),
            ));
            lines.push(nd_line(
                &format!("{key}:{var}"),
                NdText::Plural([format!("%1$lld {}", n.2), format!("%1$lld {}", n.3)]),
            ));
            lines.push(nd_line(
                &format!("{key}:{}", other.1),
                NdText::Plural([format!("%2$lld {}", other.2), format!("%2$lld {}", other.3)]),
            ));
        } else {
            let key = format!("{sec}.{sub}.{}_{counter}", m.slug);
            let (en, tr) = (forms(&m.en), forms(&m.tr));
            let order = ph_order(en[1]);
            let spec = |name: &str, _| apple_spec(name, &order);
            let pct = |s: &str| s.replace('%', "%%");
            let mut cats: Vec<(&str, String)> = Vec::new();
            let zero = g.r.random() < 0.1;
            if zero {
                cats.push(("zero", format!("No {var} yet")));
            }
            cats.push(("one", render(en[0], spec, pct)));
            cats.push(("other", render(en[1], spec, pct)));
            // The variable takes the count's argument: positional when the text has several.
            let arg = if order.len() > 1 {
                format!("{}$", ph_pos(&order, "count"))
            } else {
                String::new()
            };
            let _ = write!(
                e,
                "\t<key>{key}</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>%{arg}#@{var}@</string>\n"
            );
            plist_rule(&mut e, &var, &cats);
            e.push_str("\t</dict>\n");
            if zero {
                lines.push(nd_line(
                    &format!("{key}#zero"),
                    NdText::Plain("Noch keine Einträge".to_string()),
                ));
            }
            lines.push(nd_line(
                &key,
                NdText::Plural([render(tr[0], spec, pct), render(tr[1], spec, pct)]),
            ));
        }
        out.push_str(&e);
    }
    out.push_str("</dict>\n</plist>\n");
    (out, lines)
}

/// A `.properties` value (or a piece of one) escaped for an ASCII file: `\uXXXX` for anything
/// outside ASCII (`upper` hex as `Properties.store` writes it, else lower as `native2ascii`),
/// `store` also escapes `= : # !` as `Properties.store` does; `leading` escapes a first space
/// (the start of a value, not of a continuation piece).
fn properties_escape(s: &str, upper: bool, store: bool, leading: bool) -> String {
    let mut out = String::with_capacity(s.len() + 8);
    for (i, c) in s.chars().enumerate() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            ' ' if i == 0 && leading => out.push_str("\\ "),
            '=' | ':' | '#' | '!' if store => {
                out.push('\\');
                out.push(c);
            }
            c if !c.is_ascii() => {
                let mut units = [0u16; 2];
                for u in c.encode_utf16(&mut units) {
                    if upper {
                        let _ = write!(out, "\\u{:04X}", u);
                    } else {
                        let _ = write!(out, "\\u{:04x}", u);
                    }
                }
            }
            c => out.push(c),
        }
    }
    out
}

fn gen_properties(g: &mut Gen, target: usize) -> (String, Vec<String>) {
    let head = "# Synthetic messages for throughput benchmarks.\n\
                # Generated by locforge corpus gen; do not edit by hand.\n\
                #\n\
                # ISO-8859-1 file: characters outside ASCII are written as \\uXXXX escapes.\n";
    let mut out = head.to_string();
    let mut lines = Vec::new();
    let mut counter = 0usize;
    let mut section = "";
    while out.len() < target {
        counter += 1;
        let m = g.message(0.06, 0.10);
        let sec = SECTIONS[(counter / 40) % SECTIONS.len()];
        let mut e = String::new();
        if sec != section {
            section = sec;
            let _ = write!(e, "\n# ===== {} =====\n", cap(sec));
        }
        let sub = *g.r.choice(SUBSECTIONS);
        let key = format!("{sec}.{sub}.{}_{counter}", m.slug);
        let order = ph_order(plain(&m.en));
        let has_ph = !order.is_empty();
        let mf = |name: &str, _| format!("{{{}}}", ph_pos(&order, name) - 1);
        // MessageFormat: an apostrophe is written twice in a message with arguments.
        let apos = |s: &str| {
            if has_ph {
                s.replace('\'', "''")
            } else {
                s.to_string()
            }
        };
        let (en, tr) = if m.plural() {
            let idx = ph_pos(&order, "count") - 1;
            let choice = |f: [&Tokens; 2]| {
                format!(
                    "{{{idx},choice,1#{}|1<{}}}",
                    render(f[0], mf, apos),
                    render(f[1], mf, apos)
                )
            };
            (choice(forms(&m.en)), choice(forms(&m.tr)))
        } else {
            (
                render(plain(&m.en), mf, apos),
                render(plain(&m.tr), mf, apos),
            )
        };
        if let Some(c) = &m.comment {
            if g.r.random() < 0.6 {
                let _ = writeln!(e, "# {c}");
            }
        }
        let sep =
            *g.r.choice(&["=", "=", "=", "=", "=", "=", " = ", " = ", ": ", " "]);
        let upper = g.r.random() < 0.5;
        let store = g.r.random() < 0.3;
        // Long values run over continuation lines: after each `\n`, and between sentences.
        let wrap = en.len() > 90 && g.r.random() < 0.6;
        let mut value = String::new();
        if wrap {
            let mut first = true;
            for piece in en.split_inclusive(['\n', ' ']) {
                value.push_str(&properties_escape(piece, upper, store, first));
                first = false;
                if piece.ends_with('\n') || (piece.ends_with(". ") && value.len() > 40) {
                    value.push_str("\\\n    ");
                }
            }
        } else {
            value = properties_escape(&en, upper, store, true);
        }
        let _ = writeln!(e, "{key}{sep}{value}");
        lines.push(nd_line(&key, NdText::Plain(tr)));
        out.push_str(&e);
    }
    (out, lines)
}

/// Whether `s` can be written as a YAML plain scalar that every YAML 1.1 reader reads back as
/// this string.
fn yaml_plain_ok(s: &str) -> bool {
    let Some(first) = s.chars().next() else {
        return false;
    };
    if s != s.trim()
        || s.contains(['\n', '\t', '\r'])
        || "-?:,[]{}#&*!|>'\"%@`".contains(first)
        || s.contains(": ")
        || s.contains(" #")
        || s.ends_with(':')
    {
        return false;
    }
    let lower = s.to_ascii_lowercase();
    let special = [
        "y", "n", "yes", "no", "true", "false", "on", "off", "null", "~",
    ];
    !(special.contains(&lower.as_str())
        || s.chars()
            .all(|c| c.is_ascii_digit() || ".-+:_eE".contains(c)))
}

fn yaml_double(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// `key: value` at `indent` spaces, the value in a style `s` allows (plain, quoted or `|-`).
fn yaml_pair(g: &mut Gen, out: &mut String, indent: usize, key: &str, s: &str) {
    let pad = " ".repeat(indent);
    let x = g.r.random();
    if s.contains('\n') && x < 0.6 {
        let _ = writeln!(out, "{pad}{key}: |-");
        for line in s.split('\n') {
            let _ = writeln!(out, "{pad}  {line}");
        }
        return;
    }
    let v = if yaml_plain_ok(s) && x < 0.8 {
        s.to_string()
    } else if !s.contains(['\n', '\\']) && x < 0.9 {
        format!("'{}'", s.replace('\'', "''"))
    } else {
        yaml_double(s)
    };
    let _ = writeln!(out, "{pad}{key}: {v}");
}

fn gen_yaml(g: &mut Gen, target: usize) -> (String, Vec<String>) {
    let ph = |name: &str, _| format!("%{{{name}}}");
    let mut out = String::from(
        "# Synthetic Rails locale file for throughput benchmarks.\n\
         # Generated by locforge corpus gen.\n\
         en:\n",
    );
    let mut lines = Vec::new();
    let mut counter = 0usize;
    let mut ns_index = 0usize;
    while out.len() < target {
        let mut ns = SECTIONS[ns_index % SECTIONS.len()].to_string();
        if ns_index >= SECTIONS.len() {
            ns = format!("{ns}{}", ns_index / SECTIONS.len() + 1);
        }
        ns_index += 1;
        let _ = writeln!(out, "  {ns}:");
        let n_subs = g.r.range(6, 12);
        for sub in g.r.sample(SUBSECTIONS, n_subs) {
            let _ = writeln!(out, "    {sub}:");
            let mut path = format!("{ns}.{sub}");
            let mut indent = 6;
            if g.r.random() < 0.35 {
                let d =
                    *g.r.choice(&["primary", "secondary", "advanced", "mobile", "legacy"]);
                let _ = writeln!(out, "      {d}:");
                path = format!("{path}.{d}");
                indent = 8;
            }
            for _ in 0..g.r.range(8, 30) {
                counter += 1;
                let m = g.msg();
                let key = format!("{}_{counter}", m.slug);
                let id = format!("{path}.{key}");
                if let Some(c) = &m.comment {
                    if g.r.random() < 0.3 {
                        let _ = writeln!(out, "{}# {c}", " ".repeat(indent));
                    }
                }
                if m.plural() {
                    let (en, tr) = (forms(&m.en), forms(&m.tr));
                    let _ = writeln!(out, "{}{key}:", " ".repeat(indent));
                    for (i, cat) in CATEGORIES.iter().enumerate() {
                        let text = render(en[i], ph, same);
                        yaml_pair(g, &mut out, indent + 2, cat, &text);
                    }
                    lines.push(nd_line(
                        &id,
                        NdText::Plural([render(tr[0], ph, same), render(tr[1], ph, same)]),
                    ));
                } else {
                    let en = render(plain(&m.en), ph, same);
                    yaml_pair(g, &mut out, indent, &key, &en);
                    lines.push(nd_line(&id, NdText::Plain(render(plain(&m.tr), ph, same))));
                }
            }
        }
    }
    (out, lines)
}

/// The header Visual Studio writes into a new `.resx`: the format's comment, the inline XSD
/// schema and the four resheaders (LF line ends here; the file is written with CRLF).
const RESX_HEADER: &str = r#"<?xml version="1.0" encoding="utf-8"?>
<root>
  <!-- 
    Microsoft ResX Schema 
    
    Version 2.0
    
    The primary goals of this format is to allow a simple XML format 
    that is mostly human readable. The generation and parsing of the 
    various data types are done through the TypeConverter classes 
    associated with the data types.
    
    Example:
    
    ... ado.net/XML headers & schema ...
    <resheader name="resmimetype">text/microsoft-resx</resheader>
    <resheader name="version">2.0</resheader>
    <resheader name="reader">System.Resources.ResXResourceReader, System.Windows.Forms, ...</resheader>
    <resheader name="writer">System.Resources.ResXResourceWriter, System.Windows.Forms, ...</resheader>
    <data name="Name1"><value>this is my long string</value><comment>this is a comment</comment></data>
    <data name="Color1" type="System.Drawing.Color, System.Drawing">Blue</data>
    <data name="Bitmap1" mimetype="application/x-microsoft.net.object.binary.base64">
        <value>[base64 mime encoded serialized .NET Framework object]</value>
    </data>
    <data name="Icon1" type="System.Drawing.Icon, System.Drawing" mimetype="application/x-microsoft.net.object.bytearray.base64">
        <value>[base64 mime encoded string representing a byte array form of the .NET Framework object]</value>
        <comment>This is a comment</comment>
    </data>
                
    There are any number of "resheader" rows that contain simple 
    name/value pairs.
    
    Each data row contains a name, and value. The row also contains a 
    type or mimetype. Type corresponds to a .NET class that support 
    text/value conversion through the TypeConverter architecture. 
    Classes that don't support this are serialized and stored with the 
    mimetype set.
    
    The mimetype is used for serialized objects, and tells the 
    ResXResourceReader how to depersist the object. This is currently not 
    extensible. For a given mimetype the value must be set accordingly:
    
    Note - application/x-microsoft.net.object.binary.base64 is the format 
    that the ResXResourceWriter will generate, however the reader can 
    read any of the formats listed below.
    
    mimetype: application/x-microsoft.net.object.binary.base64
    value   : The object must be serialized with 
            : System.Runtime.Serialization.Formatters.Binary.BinaryFormatter
            : and then encoded with base64 encoding.
    
    mimetype: application/x-microsoft.net.object.soap.base64
    value   : The object must be serialized with 
            : System.Runtime.Serialization.Formatters.Soap.SoapFormatter
            : and then encoded with base64 encoding.

    mimetype: application/x-microsoft.net.object.bytearray.base64
    value   : The object must be serialized into a byte array 
            : using a System.ComponentModel.TypeConverter
            : and then encoded with base64 encoding.
    -->
  <xsd:schema id="root" xmlns="" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:msdata="urn:schemas-microsoft-com:xml-msdata">
    <xsd:import namespace="http://www.w3.org/XML/1998/namespace" />
    <xsd:element name="root" msdata:IsDataSet="true">
      <xsd:complexType>
        <xsd:choice maxOccurs="unbounded">
          <xsd:element name="metadata">
            <xsd:complexType>
              <xsd:sequence>
                <xsd:element name="value" type="xsd:string" minOccurs="0" />
              </xsd:sequence>
              <xsd:attribute name="name" use="required" type="xsd:string" />
              <xsd:attribute name="type" type="xsd:string" />
              <xsd:attribute name="mimetype" type="xsd:string" />
              <xsd:attribute ref="xml:space" />
            </xsd:complexType>
          </xsd:element>
          <xsd:element name="assembly">
            <xsd:complexType>
              <xsd:attribute name="alias" type="xsd:string" />
              <xsd:attribute name="name" type="xsd:string" />
            </xsd:complexType>
          </xsd:element>
          <xsd:element name="data">
            <xsd:complexType>
              <xsd:sequence>
                <xsd:element name="value" type="xsd:string" minOccurs="0" msdata:Ordinal="1" />
                <xsd:element name="comment" type="xsd:string" minOccurs="0" msdata:Ordinal="2" />
              </xsd:sequence>
              <xsd:attribute name="name" type="xsd:string" use="required" msdata:Ordinal="1" />
              <xsd:attribute name="type" type="xsd:string" msdata:Ordinal="3" />
              <xsd:attribute name="mimetype" type="xsd:string" msdata:Ordinal="4" />
              <xsd:attribute ref="xml:space" />
            </xsd:complexType>
          </xsd:element>
          <xsd:element name="resheader">
            <xsd:complexType>
              <xsd:sequence>
                <xsd:element name="value" type="xsd:string" minOccurs="0" msdata:Ordinal="1" />
              </xsd:sequence>
              <xsd:attribute name="name" type="xsd:string" use="required" />
            </xsd:complexType>
          </xsd:element>
        </xsd:choice>
      </xsd:complexType>
    </xsd:element>
  </xsd:schema>
  <resheader name="resmimetype">
    <value>text/microsoft-resx</value>
  </resheader>
  <resheader name="version">
    <value>2.0</value>
  </resheader>
  <resheader name="reader">
    <value>System.Resources.ResXResourceReader, System.Windows.Forms, Version=4.0.0.0, Culture=neutral, PublicKeyToken=b77a5c561934e089</value>
  </resheader>
  <resheader name="writer">
    <value>System.Resources.ResXResourceWriter, System.Windows.Forms, Version=4.0.0.0, Culture=neutral, PublicKeyToken=b77a5c561934e089</value>
  </resheader>
  <assembly alias="System.Drawing" name="System.Drawing, Version=4.0.0.0, Culture=neutral, PublicKeyToken=b03f5f7f11d50a3a" />
  <data name="AppIcon" type="System.Drawing.Icon, System.Drawing" mimetype="application/x-microsoft.net.object.bytearray.base64">
    <value>AAABAAEAEBAAAAEAIABoBAAAFgAAACgAAAAQAAAAIAAAAAEAIAAAAAAAAAQAABILAAASCwAAAAAAAAAAAAD///8A////AP///wD///8A</value>
  </data>
"#;

fn gen_resx(g: &mut Gen, target: usize) -> (String, Vec<String>) {
    let ph = |_: &str, i: usize| format!("{{{}}}", i - 1);
    let mut out = RESX_HEADER.to_string();
    // The file is written with CRLF: count each line end twice.
    let mut size = out.len() + out.matches('\n').count() + 3;
    let mut lines = Vec::new();
    let mut counter = 0usize;
    while size < target {
        counter += 1;
        let m = g.msg();
        let sec = SECTIONS[(counter / 40) % SECTIONS.len()];
        let sub = *g.r.choice(SUBSECTIONS);
        let name = format!(
            "{}_{}_{}{counter}",
            pascal(sec),
            pascal(sub),
            pascal(&m.slug)
        );
        let mut e = String::new();
        let x = g.r.random();
        if x < 0.01 {
            let _ = write!(
                e,
                "  <data name=\"{name}.Size\" type=\"System.Drawing.Size, System.Drawing\">\n    \
                 <value>{}, {}</value>\n  </data>\n",
                g.r.range(40, 400),
                g.r.range(16, 64)
            );
        } else if x < 0.02 {
            let _ = write!(
                e,
                "  <data name=\"&gt;&gt;{name}.Name\" xml:space=\"preserve\">\n    <value>{name}</value>\n  </data>\n"
            );
        }
        let en = render(plain(&m.en), ph, same);
        let tr = render(plain(&m.tr), ph, same);
        let ty = if g.r.random() < 0.02 {
            " type=\"System.String, mscorlib\""
        } else {
            ""
        };
        let _ = write!(
            e,
            "  <data name=\"{name}\"{ty} xml:space=\"preserve\">\n    <value>{}</value>\n",
            xml_text(&en)
        );
        if let Some(c) = &m.comment {
            if g.r.random() < 0.5 {
                let _ = writeln!(e, "    <comment>{}</comment>", xml_text(c));
            }
        }
        e.push_str("  </data>\n");
        lines.push(nd_line(&name, NdText::Plain(tr)));
        size += e.len() + e.matches('\n').count();
        out.push_str(&e);
    }
    out.push_str("</root>");
    let out = format!("\u{feff}{}\r\n", out.replace('\n', "\r\n"));
    (out, lines)
}

fn gen_fluent(g: &mut Gen, target: usize) -> (String, Vec<String>) {
    let ph = |name: &str, _| format!("{{ ${name} }}");
    let head = "### Synthetic Fluent resource for throughput benchmarks.\n\
                ### Generated by locforge corpus gen.\n\n\
                -brand-name = Acme Cloud\n\
                -product-name = Acme Drive\n    .gender = neuter\n";
    let mut out = head.to_string();
    let mut lines = Vec::new();
    let mut counter = 0usize;
    let mut section = "";
    while out.len() < target {
        counter += 1;
        let m = g.msg();
        let sec = SECTIONS[(counter / 40) % SECTIONS.len()];
        let mut e = String::new();
        if sec != section {
            section = sec;
            let _ = write!(e, "\n## {}\n\n", cap(sec));
        }
        let sub = *g.r.choice(SUBSECTIONS);
        let id = format!("{sec}-{sub}-{}-{counter}", m.slug).replace('_', "-");
        if let Some(c) = &m.comment {
            if g.r.random() < 0.5 {
                let _ = writeln!(e, "# {c}");
            }
        }
        if m.plural() {
            let (en, tr) = (forms(&m.en), forms(&m.tr));
            let _ = write!(
                e,
                "{id} =\n    {{ $count ->\n        [one] {}\n       *[other] {}\n    }}\n",
                render(en[0], ph, same),
                render(en[1], ph, same)
            );
            lines.push(nd_line(
                &id,
                NdText::Plural([render(tr[0], ph, same), render(tr[1], ph, same)]),
            ));
        } else {
            let mut en = render(plain(&m.en), ph, same);
            let mut tr = render(plain(&m.tr), ph, same);
            let x = g.r.random();
            if x < 0.03 && !has_placeholders(plain(&m.en)) && !en.contains('\n') {
                // A message with attributes and no value.
                let key = |s: &str| s.chars().find(|c| c.is_alphabetic()).unwrap_or('X');
                let _ = write!(
                    e,
                    "{id} =\n    .label = {en}\n    .accesskey = {}\n",
                    key(&en)
                );
                lines.push(nd_line(&format!("{id}.label"), NdText::Plain(tr.clone())));
                lines.push(nd_line(
                    &format!("{id}.accesskey"),
                    NdText::Plain(key(&tr).to_string()),
                ));
                out.push_str(&e);
                continue;
            }
            if x < 0.06 && !en.contains('\n') {
                en = format!("{{ -brand-name }}: {en}");
                tr = format!("{{ -brand-name }}: {tr}");
            }
            if en.contains('\n') {
                let _ = writeln!(e, "{id} =\n    {}", en.replace('\n', "\n    "));
            } else {
                let _ = writeln!(e, "{id} = {en}");
            }
            lines.push(nd_line(&id, NdText::Plain(tr)));
            if g.r.random() < 0.1 {
                let t = g.message(0.0, 0.0);
                let (ten, ttr) = (
                    render(plain(&t.en), ph, same),
                    render(plain(&t.tr), ph, same),
                );
                let _ = writeln!(e, "    .title = {ten}");
                lines.push(nd_line(&format!("{id}.title"), NdText::Plain(ttr)));
            }
        }
        out.push_str(&e);
    }
    (out, lines)
}

fn gen_structured(g: &mut Gen, target: usize) -> (String, Vec<String>) {
    let ph = |name: &str, _| format!("{{{name}}}");
    let icu = |name: &str, _| {
        if name == "count" {
            "#".to_string()
        } else {
            format!("{{{name}}}")
        }
    };
    let mut out = String::from("{");
    let mut lines = Vec::new();
    let mut counter = 0usize;
    while out.len() < target {
        counter += 1;
        let m = g.msg();
        let key = format!(
            "{}.{}.{}_{counter}",
            g.r.choice(SECTIONS),
            g.r.choice(SUBSECTIONS),
            m.slug
        );
        let (en, tr) = if m.plural() {
            let (e, t) = (forms(&m.en), forms(&m.tr));
            let en = format!(
                "{{count, plural, one {{{}}} other {{{}}}}}",
                render(e[0], icu, same),
                render(e[1], icu, same)
            );
            (
                en,
                NdText::Plural([render(t[0], icu, same), render(t[1], icu, same)]),
            )
        } else {
            (
                render(plain(&m.en), ph, same),
                NdText::Plain(render(plain(&m.tr), ph, same)),
            )
        };
        out.push_str(if counter == 1 { "\n  " } else { ",\n  " });
        json_str(&mut out, &key);
        out.push_str(": {\n    \"string\": ");
        json_str(&mut out, &en);
        if g.r.random() < 0.05 {
            out.push_str(",\n    \"context\": ");
            let c = *g.r.choice(&["button", "menu", "title", "verb", "noun"]);
            json_str(&mut out, c);
        }
        if let Some(c) = &m.comment {
            if g.r.random() < 0.7 {
                out.push_str(",\n    \"developer_comment\": ");
                json_str(&mut out, c);
            }
        }
        if g.r.random() < 0.2 {
            let _ = write!(out, ",\n    \"character_limit\": {}", g.r.range(20, 120));
        }
        out.push_str("\n  }");
        lines.push(nd_line(&key, tr));
    }
    out.push_str("\n}\n");
    (out, lines)
}

/// A JSON value of a String Catalog: written as Xcode does (`" : "`, 2-space indentation, keys
/// sorted, an empty object as `{` blank line `}`).
enum Xc {
    Str(String),
    Bool(bool),
    Obj(Vec<(&'static str, Xc)>),
}

impl Xc {
    fn write(&self, out: &mut String, level: usize) {
        match self {
            Xc::Str(s) => json_str(out, s),
            Xc::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            Xc::Obj(items) => {
                out.push_str("{\n");
                if items.is_empty() {
                    out.push('\n');
                }
                let mut sorted: Vec<&(&str, Xc)> = items.iter().collect();
                sorted.sort_by_key(|(k, _)| *k);
                for (i, (k, v)) in sorted.into_iter().enumerate() {
                    if i > 0 {
                        out.push_str(",\n");
                    }
                    out.extend(std::iter::repeat_n(' ', 2 * (level + 1)));
                    json_str(out, k);
                    out.push_str(" : ");
                    v.write(out, level + 1);
                }
                if !items.is_empty() {
                    out.push('\n');
                }
                out.extend(std::iter::repeat_n(' ', 2 * level));
                out.push('}');
            }
        }
    }
}

/// `{"stringUnit": {"state", "value"}}`.
fn xc_unit(state: &str, value: String) -> Xc {
    Xc::Obj(vec![(
        "stringUnit",
        Xc::Obj(vec![
            ("state", Xc::Str(state.to_string())),
            ("value", Xc::Str(value)),
        ]),
    )])
}

/// A localization: one string unit, or plural variations (`one`, `other`).
fn xc_localization(state: &str, texts: &[String]) -> Xc {
    match texts {
        [one, other] => Xc::Obj(vec![(
            "variations",
            Xc::Obj(vec![(
                "plural",
                Xc::Obj(vec![
                    ("one", xc_unit(state, one.clone())),
                    ("other", xc_unit(state, other.clone())),
                ]),
            )]),
        )]),
        [text, ..] => xc_unit(state, text.clone()),
        [] => xc_unit(state, String::new()),
    }
}

fn gen_xcstrings(g: &mut Gen, target: usize) -> (String, Vec<String>) {
    let mut entries: std::collections::BTreeMap<String, String> = Default::default();
    let mut lines = Vec::new();
    let mut size = 80usize;
    let mut counter = 0usize;
    while size < target {
        counter += 1;
        let m = g.msg();
        let order = ph_order(plain(&m.en));
        let has_ph = !order.is_empty();
        let spec = |name: &str, _| apple_spec(name, &order);
        let pct = |s: &str| {
            if has_ph {
                s.replace('%', "%%")
            } else {
                s.to_string()
            }
        };
        let (en, tr): (Vec<String>, Vec<String>) = if m.plural() {
            let (e, t) = (forms(&m.en), forms(&m.tr));
            (
                e.iter().map(|f| render(f, spec, pct)).collect(),
                t.iter().map(|f| render(f, spec, pct)).collect(),
            )
        } else {
            (
                vec![render(plain(&m.en), spec, pct)],
                vec![render(plain(&m.tr), spec, pct)],
            )
        };
        let source = en[en.len() - 1].clone();
        let sub = *g.r.choice(SUBSECTIONS);
        let sec = *g.r.choice(SECTIONS);
        // Xcode extracts `Text("…")` with the English text as key and no `en` localization.
        let text_key = g.r.random() < 0.3
            && source.len() < 60
            && !source.contains('\n')
            && !entries.contains_key(&source);
        let key = if text_key {
            source.clone()
        } else {
            format!("{sec}.{sub}.{}_{counter}", m.slug)
        };
        let mut items: Vec<(&'static str, Xc)> = Vec::new();
        if let Some(c) = &m.comment {
            if g.r.random() < 0.6 {
                items.push(("comment", Xc::Str(c.clone())));
            }
        }
        let mut locs: Vec<(&'static str, Xc)> = Vec::new();
        if !text_key {
            items.push(("extractionState", Xc::Str("manual".into())));
            locs.push(("en", xc_localization("translated", &en)));
        } else if m.plural() {
            locs.push(("en", xc_localization("translated", &en)));
        } else if g.r.random() < 0.03 {
            items.push(("extractionState", Xc::Str("stale".into())));
        }
        let hidden = !text_key && g.r.random() < 0.02;
        if hidden {
            items.push(("shouldTranslate", Xc::Bool(false)));
        } else {
            let x = g.r.random();
            if x < 0.25 {
                let state = if x < 0.2 {
                    "translated"
                } else {
                    "needs_review"
                };
                locs.push(("de", xc_localization(state, &tr)));
            }
            if g.r.random() < 0.1 {
                locs.push(("fr", xc_localization("new", &en)));
            }
        }
        if !locs.is_empty() {
            items.push(("localizations", Xc::Obj(locs)));
        }
        let mut body = String::new();
        Xc::Obj(items).write(&mut body, 2);
        size += key.len() + body.len() + 12;
        if !hidden {
            let text = match <[String; 2]>::try_from(tr) {
                Ok(forms) => NdText::Plural(forms),
                Err(mut v) => NdText::Plain(v.pop().unwrap_or_default()),
            };
            lines.push(nd_line(&key, text));
        }
        entries.insert(key, body);
    }
    let mut out = String::from("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n");
    for (i, (key, body)) in entries.iter().enumerate() {
        if i > 0 {
            out.push_str(",\n");
        }
        out.push_str("    ");
        json_str(&mut out, key);
        out.push_str(" : ");
        out.push_str(body);
    }
    out.push_str("\n  },\n  \"version\" : \"1.0\"\n}");
    (out, lines)
}

/// One CSV cell, quoted as RFC 4180 requires (or always, with `all`).
fn csv_cell(out: &mut String, s: &str, all: bool) {
    if all || s.contains([',', '"', '\n', '\r']) || s.starts_with(' ') || s.ends_with(' ') {
        out.push('"');
        out.push_str(&s.replace('"', "\"\""));
        out.push('"');
    } else {
        out.push_str(s);
    }
}

fn gen_csv(g: &mut Gen, target: usize) -> (String, Vec<String>) {
    let ph = |name: &str, _| format!("{{{name}}}");
    let mut out = String::from("key,source,context,de,fr\r\n");
    let mut lines = Vec::new();
    let mut counter = 0usize;
    while out.len() < target {
        counter += 1;
        let m = g.msg();
        let key = format!(
            "{}.{}.{}_{counter}",
            g.r.choice(SECTIONS),
            g.r.choice(SUBSECTIONS),
            m.slug
        );
        let en = render(plain(&m.en), ph, same);
        let tr = render(plain(&m.tr), ph, same);
        let all = g.r.random() < 0.05;
        let context = match &m.comment {
            Some(c) if g.r.random() < 0.6 => c.clone(),
            _ => String::new(),
        };
        let de = if g.r.random() < 0.25 {
            tr.clone()
        } else {
            String::new()
        };
        for (i, cell) in [&key, &en, &context, &de].into_iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            csv_cell(&mut out, cell, all);
        }
        // The `fr` column is empty.
        out.push_str(if all { ",\"\"\r\n" } else { ",\r\n" });
        lines.push(nd_line(&key, NdText::Plain(tr)));
    }
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
