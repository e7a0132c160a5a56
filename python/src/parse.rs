//! `parse()`: the streaming iterator of a file's entries. The parse of a file past
//! [`INLINE_LIMIT`] runs on a worker thread of its own (no GIL held) and hands entries over a
//! bounded channel in small batches, so memory holds the file and a few batches, never the whole
//! list; a smaller file is parsed at once (GIL released) into Rust entries. Either way the Python
//! side converts each entry to its `dict` only as it is asked for. Dropping or closing the iterator drops the channel's receiving end:
//! the worker's next hand-over fails, the parse stops, and the worker frees the file's bytes.

use std::collections::VecDeque;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{sync_channel, Receiver, SyncSender};
use std::sync::{Arc, Mutex, TryLockError};

use locforge_formats::{
    cldr, Entry, ErrorKind, Format, FormatError, FormatWarning, OwnedEntry, ParseContext, Sink,
};
use pyo3::exceptions::{PyRuntimeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyString};

use crate::catalog::pick;
use crate::entries::to_dict;
use crate::errors::{format_error, type_error};
use crate::input::read;

/// Entries per hand-over: enough to make the channel's cost per entry small, few enough that a
/// batch of large entries stays small.
const BATCH: usize = 256;

/// Batches the channel holds before the worker waits for the reader.
const BATCHES_AHEAD: usize = 4;

/// Files up to this size are parsed at once on the calling thread (with the GIL released) into
/// a list of Rust entries that the iterator then hands out: a worker thread costs more than
/// their parse, and their entries are small. Larger files stream from a worker.
const INLINE_LIMIT: usize = 1 << 20;

/// Parse workers running now (each holds its file's bytes until it ends).
static LIVE_WORKERS: AtomicUsize = AtomicUsize::new(0);

/// `live_workers()`: how many parse worker threads are running (each holding its file's bytes);
/// for tests that an abandoned iterator frees its file.
#[pyfunction]
pub fn live_workers() -> usize {
    LIVE_WORKERS.load(Ordering::SeqCst)
}

/// What the worker hands over.
enum Message {
    Entries(Vec<OwnedEntry>),
    Language(String),
    Warning(FormatWarning),
    Failed(FormatError),
    Done,
}

/// The sink of the worker's parse: batches entries into the channel; an error when the
/// iterator is gone, which stops the parse.
struct ChannelSink {
    tx: SyncSender<Message>,
    batch: Vec<OwnedEntry>,
}

impl ChannelSink {
    fn flush(&mut self) -> Result<(), FormatError> {
        if self.batch.is_empty() {
            return Ok(());
        }
        let batch = std::mem::replace(&mut self.batch, Vec::with_capacity(BATCH));
        self.tx.send(Message::Entries(batch)).map_err(|_| closed())
    }
}

/// The error that stops a parse whose iterator was dropped (nobody sees it).
fn closed() -> FormatError {
    FormatError::whole("the iterator was closed").with_kind(ErrorKind::Internal)
}

impl Sink for ChannelSink {
    fn language(&mut self, language: std::borrow::Cow<'_, str>) {
        // Entries found before the declaration go first, so the reader sees them in order.
        if self.flush().is_ok() {
            let _ = self.tx.send(Message::Language(language.into_owned()));
        }
    }

    fn entry(&mut self, _index: usize, entry: Entry<'_>) -> Result<(), FormatError> {
        self.batch.push(entry.into_owned());
        if self.batch.len() >= BATCH {
            self.flush()?;
        }
        Ok(())
    }

    fn warning(&mut self, warning: FormatWarning) {
        if self.flush().is_ok() {
            let _ = self.tx.send(Message::Warning(warning));
        }
    }
}

/// Counts a worker while it lives (its drop runs after the file's bytes are freed).
struct LiveWorker;

impl LiveWorker {
    fn start() -> LiveWorker {
        LIVE_WORKERS.fetch_add(1, Ordering::SeqCst);
        LiveWorker
    }
}

impl Drop for LiveWorker {
    fn drop(&mut self) {
        LIVE_WORKERS.fetch_sub(1, Ordering::SeqCst);
    }
}

/// The reading side of a parse.
struct Reader {
    rx: Option<Receiver<Message>>,
    buffered: VecDeque<OwnedEntry>,
    /// The error of a parse made at once, raised after its entries.
    failed: Option<FormatError>,
    language: Option<String>,
    warnings: Vec<FormatWarning>,
}

/// The iterator `parse()` returns: the file's entries, each a `dict` of its NDJSON record.
#[pyclass(module = "locforge._native")]
pub struct Entries {
    reader: Mutex<Reader>,
    file: Option<String>,
    format: &'static str,
    single_target: Option<String>,
}

#[pymethods]
impl Entries {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyDict>>> {
        let mut reader =
            match self.reader.try_lock() {
                Ok(r) => r,
                Err(TryLockError::WouldBlock) => return Err(PyValueError::new_err(
                    "this parse is being read by another thread; give each thread its own parse()",
                )),
                Err(TryLockError::Poisoned(_)) => {
                    return Err(PyRuntimeError::new_err("this parse failed earlier"))
                }
            };
        loop {
            if let Some(e) = reader.buffered.pop_front() {
                return to_dict(py, e, self.single_target.as_deref()).map(Some);
            }
            if let Some(e) = reader.failed.take() {
                return Err(format_error(py, &e, self.file.as_deref()));
            }
            let Some(rx) = reader.rx.take() else {
                return Ok(None);
            };
            let (rx, message) = py.detach(move || {
                let m = rx.recv();
                (rx, m)
            });
            match message {
                Ok(Message::Entries(batch)) => reader.buffered.extend(batch),
                Ok(Message::Language(l)) => reader.language = Some(l),
                Ok(Message::Warning(w)) => reader.warnings.push(w),
                Ok(Message::Failed(e)) => return Err(format_error(py, &e, self.file.as_deref())),
                // A worker that ended without a word panicked: say so rather than stop quietly.
                Err(_) => {
                    return Err(PyRuntimeError::new_err(format!(
                        "the parse of {} stopped unexpectedly (a bug in locforge)",
                        self.file.as_deref().unwrap_or("the bytes")
                    )))
                }
                Ok(Message::Done) => return Ok(None),
            }
            reader.rx = Some(rx);
        }
    }

    /// Stops the parse and frees the file (also done when the iterator is dropped). Waits (GIL
    /// released) for another thread's `next()` on it to return.
    fn close(&self, py: Python<'_>) {
        py.detach(|| {
            if let Ok(mut r) = self.reader.lock() {
                r.rx = None;
                r.buffered.clear();
                r.failed = None;
            }
        })
    }

    fn __enter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    #[pyo3(signature = (*_args))]
    fn __exit__(&self, py: Python<'_>, _args: &Bound<'_, pyo3::types::PyTuple>) -> bool {
        self.close(py);
        false
    }

    /// The file's name (the path, or `name=`), `None` for bytes without one.
    #[getter]
    fn file(&self) -> Option<&str> {
        self.file.as_deref()
    }

    /// The key of the format parsing the file.
    #[getter]
    fn format(&self) -> &'static str {
        self.format
    }

    /// The language the file declares for its translations (PO `Language`, XLIFF
    /// `target-language`, ARB `@@locale`), once the parse has read it; `None` before or without.
    #[getter]
    fn language(&self, py: Python<'_>) -> Option<String> {
        // The lock is taken without the GIL: a thread in `next()` holds it while it waits for
        // the worker, and needs the GIL back to finish.
        py.detach(|| self.reader.lock().ok().and_then(|r| r.language.clone()))
    }

    /// What the parse went on past so far (e.g. a key defined again), as `line:column: message`.
    #[getter]
    fn warnings<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let warnings: Vec<String> = py.detach(|| {
            self.reader
                .lock()
                .map(|r| r.warnings.iter().map(|w| w.to_string()).collect())
                .unwrap_or_default()
        });
        PyList::new(py, warnings)
    }
}

/// `parse(source, format=None, *, name=None, **context)`.
#[pyfunction]
#[pyo3(signature = (source, format=None, *, name=None, **context))]
pub fn parse(
    py: Python<'_>,
    source: &Bound<'_, PyAny>,
    format: Option<&str>,
    name: Option<String>,
    context: Option<&Bound<'_, PyDict>>,
) -> PyResult<Entries> {
    let (source_lang, targets) = context_of(context)?;
    let input = read(py, "parse", source, name)?;
    let chosen = pick(py, format, &input)?;
    let file = input.name.clone();
    let single_target = match targets.as_slice() {
        [one] => Some(one.clone()),
        _ => None,
    };
    let reader = if input.content.len() <= INLINE_LIMIT {
        let format = chosen.clone();
        let content = input.content;
        py.detach(move || parse_at_once(&*format, &content, source_lang, targets))
    } else {
        Reader {
            rx: Some(spawn(chosen.clone(), input.content, source_lang, targets)?),
            buffered: VecDeque::new(),
            failed: None,
            language: None,
            warnings: Vec::new(),
        }
    };
    Ok(Entries {
        reader: Mutex::new(reader),
        file,
        format: chosen.info().key,
        single_target,
    })
}

/// The parse context's languages from `**context`: `source_lang` and `targets` (a `str` or a
/// list of them); any other keyword is a `TypeError` naming it.
fn context_of(context: Option<&Bound<'_, PyDict>>) -> PyResult<(Option<String>, Vec<String>)> {
    let mut source = None;
    let mut targets = Vec::new();
    let Some(context) = context else {
        return Ok((source, targets));
    };
    for (k, v) in context.iter() {
        let key: String = k.extract()?;
        match key.as_str() {
            "source_lang" => {
                source = Some(
                    v.extract()
                        .map_err(|_| type_error("parse", "source_lang", "a str", &v))?,
                )
            }
            "targets" => {
                targets = if v.is_instance_of::<PyString>() {
                    vec![v.extract()?]
                } else {
                    v.extract()
                        .map_err(|_| type_error("parse", "targets", "a str or a list of str", &v))?
                }
            }
            _ => {
                return Err(pyo3::exceptions::PyTypeError::new_err(format!(
                    "parse() got an unexpected keyword argument `{key}` (context takes source_lang and targets)"
                )))
            }
        }
    }
    Ok((source, targets))
}

/// What a parse made at once keeps: its entries (every one read before an error), then the
/// error.
#[derive(Default)]
struct AtOnce {
    entries: VecDeque<OwnedEntry>,
    language: Option<String>,
    warnings: Vec<FormatWarning>,
}

impl Sink for AtOnce {
    fn language(&mut self, language: std::borrow::Cow<'_, str>) {
        self.language = Some(language.into_owned());
    }

    fn entry(&mut self, _index: usize, entry: Entry<'_>) -> Result<(), FormatError> {
        self.entries.push_back(entry.into_owned());
        Ok(())
    }

    fn warning(&mut self, warning: FormatWarning) {
        self.warnings.push(warning);
    }
}

/// Parses a small file on the calling thread into a reader holding its entries.
fn parse_at_once(
    format: &dyn Format,
    content: &[u8],
    source_lang: Option<String>,
    targets: Vec<String>,
) -> Reader {
    let source = source_lang.as_deref().map(cldr::language);
    let targets: Vec<_> = targets.iter().map(|t| cldr::language(t)).collect();
    let ctx = ParseContext {
        source: source.as_ref(),
        targets: &targets,
    };
    let mut sink = AtOnce::default();
    let failed = format.parse(content, &ctx, &mut sink).err();
    Reader {
        rx: None,
        buffered: sink.entries,
        failed,
        language: sink.language,
        warnings: sink.warnings,
    }
}

/// Starts the worker parsing `content`; the receiving end of its channel.
fn spawn(
    format: Arc<dyn Format>,
    content: Vec<u8>,
    source_lang: Option<String>,
    targets: Vec<String>,
) -> PyResult<Receiver<Message>> {
    let (tx, rx) = sync_channel(BATCHES_AHEAD);
    let live = LiveWorker::start();
    std::thread::Builder::new()
        .name("locforge-parse".into())
        .spawn(move || {
            let _live = live;
            let source = source_lang.as_deref().map(cldr::language);
            let targets: Vec<_> = targets.iter().map(|t| cldr::language(t)).collect();
            let ctx = ParseContext {
                source: source.as_ref(),
                targets: &targets,
            };
            let mut sink = ChannelSink {
                tx,
                batch: Vec::with_capacity(BATCH),
            };
            let result = format.parse(&content, &ctx, &mut sink);
            drop(content);
            // The entries read before an error are handed over before it, as in a file read
            // by hand: the reader sees every good entry, then the error.
            let flushed = sink.flush();
            let last = match result.and(flushed) {
                Ok(()) => Message::Done,
                Err(e) => Message::Failed(e),
            };
            // Fails only when the iterator is gone, which wants nothing more.
            let _ = sink.tx.send(last);
        })
        .map_err(|e| PyRuntimeError::new_err(format!("cannot start the parse thread: {e}")))?;
    Ok(rx)
}
