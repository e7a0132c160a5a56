//! Cue timings: reading a timing line (`start --> end` and what follows it: WebVTT cue settings,
//! SubRip coordinates) and writing timestamps in each dialect's form, for `create`.
//!
//! Timestamps are read as real files write them, not only as the specifications do: hours may
//! be left out (`MM:SS.mmm`, WebVTT's short form) or have any number of digits, minutes and
//! seconds one or two digits below 60, and the fraction (`,` in SubRip, `.` in WebVTT, either
//! accepted in both) one to three digits, or absent (`00:01:39`, found in go-astisub's
//! fixtures). A fraction of fewer than three digits is a decimal fraction (`,04` = 40 ms).

use std::ops::Range;

use super::Dialect;

/// The arrow between the two timestamps of a timing line.
pub(crate) const ARROW: &[u8] = b"-->";

/// A timing line read: both times in milliseconds, and where its settings (WebVTT) or
/// coordinates (SubRip) are in the line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Timing {
    /// Start time, in milliseconds.
    pub start: u64,
    /// End time, in milliseconds.
    pub end: u64,
    /// What follows the end time, trimmed (offsets into the line).
    pub settings: Range<usize>,
}

/// Why a timing line does not read: the offset in the line and what was expected there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Malformed {
    /// Offset into the line.
    pub at: usize,
    /// What is wrong and what was expected.
    pub message: String,
}

/// True when the line holds `-->`: it is a timing line (a malformed one, maybe).
pub(crate) fn has_arrow(line: &[u8]) -> bool {
    memchr::memmem::find(line, ARROW).is_some()
}

/// Reads a timing line (`line` is its content, line ending excluded).
pub(crate) fn parse_timing(line: &[u8], dialect: Dialect) -> Result<Timing, Malformed> {
    let arrow = memchr::memmem::find(line, ARROW).ok_or(Malformed {
        at: 0,
        message: format!(
            "no `-->`; expected a timing line like `{}`",
            example(dialect)
        ),
    })?;
    let mut p = skip_space(line, 0);
    let start_at = p;
    let start_end = token_end(line, p).min(arrow);
    let start = parse_timestamp(&line[p..start_end]).ok_or_else(|| Malformed {
        at: start_at,
        message: format!(
            "malformed start time `{}`; expected a timestamp like `{}`",
            String::from_utf8_lossy(&line[start_at..start_end]),
            example_time(dialect)
        ),
    })?;
    p = skip_space(line, start_end);
    if p != arrow {
        return Err(Malformed {
            at: p,
            message: "unexpected text after the start time; expected `-->`".to_string(),
        });
    }
    p = skip_space(line, arrow + ARROW.len());
    let end_at = p;
    let end_end = token_end(line, p);
    let end = parse_timestamp(&line[end_at..end_end]).ok_or_else(|| Malformed {
        at: end_at,
        message: format!(
            "malformed end time `{}`; expected a timestamp like `{}`",
            String::from_utf8_lossy(&line[end_at..end_end]),
            example_time(dialect)
        ),
    })?;
    let settings_start = skip_space(line, end_end);
    let mut settings_end = line.len();
    while settings_end > settings_start && matches!(line[settings_end - 1], b' ' | b'\t') {
        settings_end -= 1;
    }
    Ok(Timing {
        start,
        end,
        settings: settings_start..settings_end,
    })
}

/// Reads one timestamp (the whole of `s`) in milliseconds.
pub(crate) fn parse_timestamp(s: &[u8]) -> Option<u64> {
    let (clock, fraction) = match s.iter().position(|&b| b == b',' || b == b'.') {
        Some(p) => (&s[..p], Some(&s[p + 1..])),
        None => (s, None),
    };
    let mut parts = clock.split(|&b| b == b':');
    let fields: Vec<&[u8]> = parts.by_ref().take(4).collect();
    if !(2..=3).contains(&fields.len()) {
        return None;
    }
    let number = |f: &[u8], max_digits: usize| -> Option<u64> {
        if f.is_empty() || f.len() > max_digits || !f.iter().all(u8::is_ascii_digit) {
            return None;
        }
        f.iter().try_fold(0u64, |n, &d| {
            n.checked_mul(10)?.checked_add(u64::from(d - b'0'))
        })
    };
    let (hours, minutes, seconds) = match fields.as_slice() {
        [m, s] => (0, number(m, 2)?, number(s, 2)?),
        [h, m, s] => (number(h, 9)?, number(m, 2)?, number(s, 2)?),
        _ => return None,
    };
    if minutes > 59 || seconds > 59 {
        return None;
    }
    let millis = match fraction {
        None => 0,
        Some(f) => {
            let n = number(f, 3)?;
            n * [100, 10, 1][f.len() - 1]
        }
    };
    Some(((hours * 60 + minutes) * 60 + seconds) * 1000 + millis)
}

/// Writes `ms` as the dialect writes a timestamp: `HH:MM:SS,mmm` (SubRip), `HH:MM:SS.mmm`
/// (WebVTT).
pub(crate) fn write_timestamp(ms: u64, dialect: Dialect, out: &mut Vec<u8>) {
    let separator = match dialect {
        Dialect::Srt => ',',
        Dialect::Vtt => '.',
    };
    let (h, rest) = (ms / 3_600_000, ms % 3_600_000);
    let (m, rest) = (rest / 60_000, rest % 60_000);
    let (s, milli) = (rest / 1000, rest % 1000);
    out.extend_from_slice(format!("{h:02}:{m:02}:{s:02}{separator}{milli:03}").as_bytes());
}

/// An example timing line of the dialect, for messages.
pub(crate) fn example(dialect: Dialect) -> &'static str {
    match dialect {
        Dialect::Srt => "00:00:01,000 --> 00:00:02,500",
        Dialect::Vtt => "00:00:01.000 --> 00:00:02.500",
    }
}

fn example_time(dialect: Dialect) -> &'static str {
    match dialect {
        Dialect::Srt => "00:00:01,000",
        Dialect::Vtt => "00:00:01.000",
    }
}

fn skip_space(line: &[u8], mut p: usize) -> usize {
    while p < line.len() && matches!(line[p], b' ' | b'\t') {
        p += 1;
    }
    p
}

fn token_end(line: &[u8], mut p: usize) -> usize {
    while p < line.len() && !matches!(line[p], b' ' | b'\t') && !line[p..].starts_with(ARROW) {
        p += 1;
    }
    p
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timestamps_read_as_real_files_write_them() {
        assert_eq!(parse_timestamp(b"00:00:01,000"), Some(1000));
        assert_eq!(parse_timestamp(b"01:02:03.456"), Some(3_723_456));
        assert_eq!(parse_timestamp(b"02:03.4"), Some(123_400));
        assert_eq!(parse_timestamp(b"00:01:41,04"), Some(101_040));
        assert_eq!(parse_timestamp(b"00:01:39"), Some(99_000));
        for bad in [
            &b"00:60:00,000"[..],
            b"1",
            b"aa:00:00",
            b"00:00:00,1234",
            b"",
            b"1:2:3:4",
        ] {
            assert_eq!(
                parse_timestamp(bad),
                None,
                "{}",
                String::from_utf8_lossy(bad)
            );
        }
    }

    #[test]
    fn timing_lines_keep_their_settings() {
        let line = b"00:00:00.000 --> 00:00:20.000 region:fred align:left ";
        let t = parse_timing(line, Dialect::Vtt).unwrap();
        assert_eq!((t.start, t.end), (0, 20_000));
        assert_eq!(&line[t.settings], b"region:fred align:left");
        let t = parse_timing(b"00:00:01,000-->00:00:02,000", Dialect::Srt).unwrap();
        assert_eq!((t.start, t.end, t.settings.is_empty()), (1000, 2000, true));
        let e = parse_timing(b"00:00:01,000 --> 00:0x:02,000", Dialect::Srt).unwrap_err();
        assert_eq!(e.at, 17);
        assert!(e.message.contains("expected a timestamp"), "{}", e.message);
    }

    #[test]
    fn timestamps_are_written_in_the_dialects_form() {
        let mut out = Vec::new();
        write_timestamp(3_723_456, Dialect::Srt, &mut out);
        out.push(b' ');
        write_timestamp(5, Dialect::Vtt, &mut out);
        assert_eq!(out, b"01:02:03,456 00:00:00.005");
    }
}
