//! The log subscriber: text or JSON lines (`log_format`), filtered by `RUST_LOG` or a default
//! level. JSON lines carry the fields of their enclosing spans, so every line of a job names its
//! job id and organization.
//!
//! What lives here: building and installing the subscriber. What does not: what is logged (each
//! module decides; none logs a token, a secret or a signed URL's signature).

use tracing::Subscriber;
use tracing_subscriber::fmt::MakeWriter;
use tracing_subscriber::EnvFilter;

use crate::config::LogFormat;

/// A subscriber writing `format` lines to `writer`, at `RUST_LOG`'s levels or `default_filter`.
pub fn subscriber<W>(
    format: LogFormat,
    default_filter: &str,
    writer: W,
) -> Box<dyn Subscriber + Send + Sync>
where
    W: for<'a> MakeWriter<'a> + Send + Sync + 'static,
{
    let filter =
        EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new(default_filter));
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(writer);
    match format {
        LogFormat::Text => Box::new(builder.finish()),
        LogFormat::Json => Box::new(
            builder
                .json()
                .with_current_span(true)
                .with_span_list(true)
                .finish(),
        ),
    }
}

/// Installs a subscriber writing `format` lines to stderr (and `log` records through it), unless
/// one is installed already.
pub fn init(format: LogFormat, default_filter: &str) {
    use tracing_subscriber::util::SubscriberInitExt as _;
    let _ = subscriber(format, default_filter, std::io::stderr).try_init();
}
