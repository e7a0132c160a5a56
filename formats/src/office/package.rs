//! The zip container of an Office Open XML file (a "package"): opened with its limits checked
//! before anything is unzipped, parts read one at a time with their real sizes enforced, and a
//! built package written with every untouched entry copied raw (its compressed bytes as they
//! are). What must not live here: anything of one format's parts (which parts hold text, how
//! their XML reads).

use std::collections::HashMap;
use std::io::{Cursor, Read, Write};

use zip::write::SimpleFileOptions;
use zip::{CompressionMethod, ZipArchive, ZipWriter};

use crate::error::{ErrorKind, FormatError};

/// Most entries an archive may hold (a Word document has a few dozen).
pub const MAX_ENTRIES: usize = 10_000;
/// Largest part, unzipped, in bytes (declared or real).
pub const MAX_PART: u64 = 64 << 20;
/// Largest sum of the declared unzipped sizes of all entries, in bytes.
pub const MAX_TOTAL: u64 = 512 << 20;
/// Highest unzipped-to-zipped size ratio of an entry larger than [`RATIO_FLOOR`] (XML text
/// compresses 5 to 30 times; a zip bomb thousands of times).
pub const MAX_RATIO: u64 = 200;
/// Entries up to this many unzipped bytes are not held to [`MAX_RATIO`].
pub const RATIO_FLOOR: u64 = 1 << 20;

/// The signature of an OLE compound file: what Word and Excel write for a password-protected
/// document, and the legacy `.doc`/`.xls` format.
const OLE_SIGNATURE: [u8; 8] = [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1];

/// An error about the archive at byte `offset` of the file: line 1, column `offset + 1` (a
/// binary file has no lines).
pub fn at_byte(offset: u64, kind: ErrorKind, message: impl Into<String>) -> FormatError {
    FormatError {
        kind,
        line: 1,
        column: usize::try_from(offset).unwrap_or(usize::MAX - 1) + 1,
        message: message.into(),
    }
}

/// One entry of the archive as its central directory declares it.
#[derive(Debug, Clone)]
pub struct EntryInfo {
    /// The part name (`word/document.xml`), no leading `/`.
    pub name: String,
    /// Where its local header starts in the file.
    pub offset: u64,
}

/// An opened package: the archive over the file's bytes and its entries' names.
pub struct Package<'a> {
    archive: ZipArchive<Cursor<&'a [u8]>>,
    entries: Vec<EntryInfo>,
    by_name: HashMap<String, usize>,
}

/// Why a part name is refused, if it is: a `..` or `.` segment, an absolute path, a drive
/// letter or a backslash (a name that would leave the folder an unzip writes to).
fn unsafe_name(name: &str) -> Option<&'static str> {
    if name.starts_with('/') {
        return Some("an absolute path");
    }
    if name.contains('\\') {
        return Some("a backslash");
    }
    if name.as_bytes().get(1) == Some(&b':') {
        return Some("a drive letter");
    }
    if name.split('/').any(|s| s == ".." || s == ".") {
        return Some("a `..` or `.` segment");
    }
    if name.contains('\0') {
        return Some("a NUL byte");
    }
    None
}

impl<'a> Package<'a> {
    /// Opens the package `src` (`what`: "Word document", "Excel workbook", for messages),
    /// refusing an OLE file (encrypted or legacy binary), a file that is not a zip archive, and
    /// an archive over a limit (entries, a part's size, the total size, a compression ratio),
    /// with an unsafe or encrypted entry, before anything is unzipped.
    pub fn open(src: &'a [u8], what: &str) -> Result<Package<'a>, FormatError> {
        if src.starts_with(&OLE_SIGNATURE) {
            return Err(at_byte(
                0,
                ErrorKind::Unsupported,
                format!("this is an encrypted or legacy binary Office file (an OLE compound file: a password-protected document, or a .doc/.xls); expected an unencrypted Office Open XML {what} (a zip archive): remove the password, or save it as .docx/.xlsx"),
            ));
        }
        if !src.starts_with(b"PK") {
            return Err(at_byte(
                0,
                ErrorKind::Syntax,
                format!("this is not a zip archive; expected an Office Open XML {what}, which starts with the bytes `PK`"),
            ));
        }
        let mut archive = ZipArchive::new(Cursor::new(src)).map_err(|e| {
            at_byte(
                0,
                ErrorKind::Syntax,
                format!("the zip archive cannot be read ({e}); expected an Office Open XML {what}"),
            )
        })?;
        if archive.len() > MAX_ENTRIES {
            return Err(at_byte(
                0,
                ErrorKind::Limit,
                format!(
                    "the archive has {} entries, more than the limit of {MAX_ENTRIES}; expected an Office file of at most {MAX_ENTRIES} parts",
                    archive.len()
                ),
            ));
        }
        let mut entries = Vec::with_capacity(archive.len());
        let mut by_name = HashMap::with_capacity(archive.len());
        let mut total: u64 = 0;
        for i in 0..archive.len() {
            let file = archive.by_index_raw(i).map_err(|e| {
                at_byte(
                    0,
                    ErrorKind::Syntax,
                    format!("entry {} of the zip archive cannot be read ({e}); expected a well-formed zip archive", i + 1),
                )
            })?;
            let offset = file.header_start();
            let name = String::from_utf8_lossy(file.name_raw()).into_owned();
            if let Some(why) = unsafe_name(&name) {
                return Err(at_byte(
                    offset,
                    ErrorKind::Syntax,
                    format!("the part name `{name}` has {why}; expected a relative part name inside the package (refused so that nothing is written outside it)"),
                ));
            }
            if file.encrypted() {
                return Err(at_byte(
                    offset,
                    ErrorKind::Unsupported,
                    format!("part `{name}` is encrypted; expected an unencrypted Office file: remove the password"),
                ));
            }
            let (size, packed) = (file.size(), file.compressed_size());
            if size > MAX_PART {
                return Err(at_byte(
                    offset,
                    ErrorKind::Limit,
                    format!("part `{name}` unzips to {size} bytes, more than the limit of {MAX_PART} bytes per part; expected a smaller file"),
                ));
            }
            if size > RATIO_FLOOR && size / packed.max(1) > MAX_RATIO {
                return Err(at_byte(
                    offset,
                    ErrorKind::Limit,
                    format!("part `{name}` unzips from {packed} to {size} bytes, a ratio over the limit of {MAX_RATIO} to 1 (a zip bomb); expected an ordinary Office file"),
                ));
            }
            total = total.saturating_add(size);
            if total > MAX_TOTAL {
                return Err(at_byte(
                    offset,
                    ErrorKind::Limit,
                    format!("the archive's parts unzip to more than {MAX_TOTAL} bytes in all (the limit; reached at part `{name}`); expected a smaller file"),
                ));
            }
            if by_name.insert(name.clone(), i).is_some() {
                return Err(at_byte(
                    offset,
                    ErrorKind::Syntax,
                    format!("the part name `{name}` appears twice in the archive; expected each part once"),
                ));
            }
            entries.push(EntryInfo { name, offset });
        }
        Ok(Package {
            archive,
            entries,
            by_name,
        })
    }

    /// The entries in archive order.
    pub fn entries(&self) -> &[EntryInfo] {
        &self.entries
    }

    /// The unzipped bytes of part `name` (`None` when the archive has none), read up to its
    /// declared size and refused when it unzips to more (a size the central directory lied
    /// about) or fails its checksum.
    pub fn read(&mut self, name: &str) -> Result<Option<Vec<u8>>, FormatError> {
        let Some(&i) = self.by_name.get(name) else {
            return Ok(None);
        };
        let offset = self.entries[i].offset;
        let mut file = self.archive.by_index(i).map_err(|e| {
            at_byte(
                offset,
                ErrorKind::Syntax,
                format!("part `{name}` cannot be unzipped ({e}); expected a deflated or stored zip entry"),
            )
        })?;
        let declared = file.size();
        let mut bytes = Vec::with_capacity(usize::try_from(declared).unwrap_or(0).min(1 << 24));
        let read = (&mut file)
            .take(declared.saturating_add(1))
            .read_to_end(&mut bytes)
            .map_err(|e| {
                at_byte(
                    offset,
                    ErrorKind::Syntax,
                    format!(
                        "part `{name}` cannot be unzipped ({e}); expected intact compressed data"
                    ),
                )
            })?;
        if read as u64 > declared {
            return Err(at_byte(
                offset,
                ErrorKind::Limit,
                format!("part `{name}` unzips to more than the {declared} bytes its archive entry declares (a zip bomb or a damaged file); expected the declared size"),
            ));
        }
        Ok(Some(bytes))
    }

    /// Writes the package with the parts in `replaced` given new contents (deflated, with the
    /// original entry's time) and every other entry copied raw, in the original order, with the
    /// archive's comment. With nothing replaced, the output is `src` itself.
    pub fn write(
        mut self,
        src: &[u8],
        replaced: &HashMap<String, Vec<u8>>,
        out: &mut Vec<u8>,
    ) -> Result<(), FormatError> {
        if replaced.is_empty() {
            out.extend_from_slice(src);
            return Ok(());
        }
        let failed = |name: &str, e: &dyn std::fmt::Display| {
            FormatError::whole(format!(
                "internal error: writing part `{name}` of the built package failed: {e}"
            ))
            .with_kind(ErrorKind::Internal)
        };
        let mut writer = ZipWriter::new(Cursor::new(Vec::with_capacity(src.len() + 4096)));
        let comment = self.archive.comment().to_vec();
        for i in 0..self.entries.len() {
            let name = self.entries[i].name.clone();
            let file = self
                .archive
                .by_index_raw(i)
                .map_err(|e| failed(&name, &e))?;
            match replaced.get(&name) {
                None => writer.raw_copy_file(file).map_err(|e| failed(&name, &e))?,
                Some(bytes) => {
                    let mut options = SimpleFileOptions::default()
                        .compression_method(CompressionMethod::Deflated)
                        .large_file(bytes.len() as u64 >= u64::from(u32::MAX));
                    if let Some(time) = file.last_modified() {
                        options = options.last_modified_time(time);
                    }
                    drop(file);
                    writer
                        .start_file(name.as_str(), options)
                        .map_err(|e| failed(&name, &e))?;
                    writer.write_all(bytes).map_err(|e| failed(&name, &e))?;
                }
            }
        }
        if !comment.is_empty() {
            writer
                .set_raw_comment(comment.into_boxed_slice())
                .map_err(|e| failed("(archive comment)", &e))?;
        }
        let cursor = writer
            .finish()
            .map_err(|e| failed("(central directory)", &e))?;
        out.extend_from_slice(&cursor.into_inner());
        Ok(())
    }
}

/// Writes a new package of `parts` (name, bytes), in order, deflated, dated 1980-01-01 (so that
/// the same parts give the same bytes).
pub fn write_new(parts: &[(&str, Vec<u8>)], out: &mut Vec<u8>) -> Result<(), FormatError> {
    let failed = |e: &dyn std::fmt::Display| {
        FormatError::whole(format!(
            "internal error: writing the new package failed: {e}"
        ))
        .with_kind(ErrorKind::Internal)
    };
    let mut writer = ZipWriter::new(Cursor::new(Vec::new()));
    let options = SimpleFileOptions::default()
        .compression_method(CompressionMethod::Deflated)
        .last_modified_time(zip::DateTime::default());
    for (name, bytes) in parts {
        writer.start_file(*name, options).map_err(|e| failed(&e))?;
        writer.write_all(bytes).map_err(|e| failed(&e))?;
    }
    let cursor = writer.finish().map_err(|e| failed(&e))?;
    out.extend_from_slice(&cursor.into_inner());
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unsafe_names_are_named() {
        assert_eq!(unsafe_name("word/document.xml"), None);
        assert_eq!(unsafe_name("[Content_Types].xml"), None);
        assert!(unsafe_name("../evil.xml").is_some());
        assert!(unsafe_name("word/../../evil").is_some());
        assert!(unsafe_name("/etc/passwd").is_some());
        assert!(unsafe_name("C:/x").is_some());
        assert!(unsafe_name("word\\x.xml").is_some());
    }

    #[test]
    fn a_new_package_reads_back_and_an_empty_replacement_is_the_input() {
        let mut zipped = Vec::new();
        write_new(
            &[("a.xml", b"<a/>".to_vec()), ("b/c.xml", b"<c/>".to_vec())],
            &mut zipped,
        )
        .unwrap();
        let mut p = Package::open(&zipped, "test").unwrap();
        assert_eq!(p.entries().len(), 2);
        assert_eq!(p.read("b/c.xml").unwrap().unwrap(), b"<c/>");
        assert_eq!(p.read("nope").unwrap(), None);
        let mut out = Vec::new();
        p.write(&zipped, &HashMap::new(), &mut out).unwrap();
        assert_eq!(out, zipped);
        let p = Package::open(&zipped, "test").unwrap();
        let mut out = Vec::new();
        let replaced = HashMap::from([("a.xml".to_string(), b"<b/>".to_vec())]);
        p.write(&zipped, &replaced, &mut out).unwrap();
        let mut p = Package::open(&out, "test").unwrap();
        assert_eq!(p.read("a.xml").unwrap().unwrap(), b"<b/>");
        assert_eq!(p.read("b/c.xml").unwrap().unwrap(), b"<c/>");
    }

    #[test]
    fn ole_and_non_zip_files_are_refused_in_words() {
        let e = Package::open(
            &[0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1, 0],
            "Word document",
        )
        .err()
        .unwrap();
        assert!(
            e.message.contains("encrypted or legacy binary Office file"),
            "{e}"
        );
        let e = Package::open(b"hello", "Word document").err().unwrap();
        assert!(
            e.message.contains("not a zip archive") && e.line == 1,
            "{e}"
        );
    }
}
