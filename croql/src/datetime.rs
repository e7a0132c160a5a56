//! UTC datetimes (docs/CROQL.md §6): parsing of literals and record values, formatting, and `'today'`.
//!
//! Accepted forms: `YYYY-MM-DD`; `YYYY-MM-DD hh:mm:ss`; ISO-8601 `YYYY-MM-DDThh:mm:ss[.fraction](Z|±hh:mm)` (the
//! separator may be `T` or a space, the fraction and offset are optional; no offset means UTC; offsets are
//! converted). Literals also accept `today` (any case). Only the proleptic Gregorian calendar, years 0000–9999.

use std::fmt;

/// An instant in UTC with nanosecond precision. Ordered chronologically.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct DateTime {
    /// Seconds since 1970-01-01 00:00:00 UTC.
    pub secs: i64,
    /// Nanoseconds within the second (0..1_000_000_000).
    pub nanos: u32,
}

/// A parsed datetime literal: `'today'` (resolved at evaluation time) or a fixed instant.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DateTimeLiteral {
    /// `'today'`: 00:00:00 UTC of the evaluation day.
    Today,
    /// A fixed instant.
    At(DateTime),
}

impl DateTime {
    /// The instant for a civil UTC date and time; `None` if any field is out of range.
    pub fn from_civil(
        year: i64,
        month: u32,
        day: u32,
        hour: u32,
        minute: u32,
        second: u32,
    ) -> Option<DateTime> {
        if !(0..=9999).contains(&year)
            || !(1..=12).contains(&month)
            || day == 0
            || day > days_in_month(year, month)
            || hour > 23
            || minute > 59
            || second > 59
        {
            return None;
        }
        let days = days_from_civil(year, month, day);
        Some(DateTime {
            secs: days * 86_400 + i64::from(hour * 3600 + minute * 60 + second),
            nanos: 0,
        })
    }

    /// The instant `secs` seconds after the Unix epoch.
    pub fn from_unix(secs: i64) -> DateTime {
        DateTime { secs, nanos: 0 }
    }

    /// 00:00:00 of the same UTC day.
    pub fn start_of_day(self) -> DateTime {
        DateTime {
            secs: self.secs.div_euclid(86_400) * 86_400,
            nanos: 0,
        }
    }

    /// The current instant from the system clock (used only for `'today'` when no fixed time is configured).
    pub fn now() -> DateTime {
        let secs = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX))
            .unwrap_or(0);
        DateTime { secs, nanos: 0 }
    }

    /// Parses a record value or literal (everything but `today`).
    pub fn parse(s: &str) -> Option<DateTime> {
        let b = s.as_bytes();
        if b.len() < 10 || b[4] != b'-' || b[7] != b'-' {
            return None;
        }
        let year = digits(&b[0..4])?;
        let month = digits(&b[5..7])?;
        let day = digits(&b[8..10])?;
        if b.len() == 10 {
            return DateTime::from_civil(i64::from(year), month, day, 0, 0, 0);
        }
        if b.len() < 19
            || !(b[10] == b' ' || b[10] == b'T' || b[10] == b't')
            || b[13] != b':'
            || b[16] != b':'
        {
            return None;
        }
        let hour = digits(&b[11..13])?;
        let minute = digits(&b[14..16])?;
        let second = digits(&b[17..19])?;
        let mut dt = DateTime::from_civil(i64::from(year), month, day, hour, minute, second)?;
        let mut rest = &b[19..];
        if rest.first() == Some(&b'.') {
            let n = rest[1..].iter().take_while(|c| c.is_ascii_digit()).count();
            if n == 0 {
                return None;
            }
            let mut nanos: u32 = 0;
            for (i, c) in rest[1..=n].iter().enumerate() {
                if i < 9 {
                    nanos = nanos * 10 + u32::from(c - b'0');
                }
            }
            for _ in n..9 {
                nanos *= 10;
            }
            dt.nanos = nanos;
            rest = &rest[n + 1..];
        }
        match rest {
            [] | [b'Z'] | [b'z'] => Some(dt),
            [sign @ (b'+' | b'-'), h1, h2, b':', m1, m2] => {
                let oh = digits(&[*h1, *h2])?;
                let om = digits(&[*m1, *m2])?;
                if oh > 23 || om > 59 {
                    return None;
                }
                let offset = i64::from(oh * 3600 + om * 60);
                dt.secs = if *sign == b'+' {
                    dt.secs - offset
                } else {
                    dt.secs + offset
                };
                Some(dt)
            }
            _ => None,
        }
    }

    /// Formats as `YYYY-MM-DD hh:mm:ss` (UTC, fraction dropped).
    pub fn format(self) -> String {
        self.to_string()
    }
}

impl fmt::Display for DateTime {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let days = self.secs.div_euclid(86_400);
        let rem = self.secs.rem_euclid(86_400);
        let (y, m, d) = civil_from_days(days);
        write!(
            f,
            "{y:04}-{m:02}-{d:02} {:02}:{:02}:{:02}",
            rem / 3600,
            rem % 3600 / 60,
            rem % 60
        )
    }
}

impl DateTimeLiteral {
    /// Parses the content of a single-quoted literal.
    pub fn parse(s: &str) -> Option<DateTimeLiteral> {
        if s.eq_ignore_ascii_case("today") {
            Some(DateTimeLiteral::Today)
        } else {
            DateTime::parse(s).map(DateTimeLiteral::At)
        }
    }
}

fn digits(b: &[u8]) -> Option<u32> {
    let mut v: u32 = 0;
    for c in b {
        if !c.is_ascii_digit() {
            return None;
        }
        v = v * 10 + u32::from(c - b'0');
    }
    Some(v)
}

fn is_leap(y: i64) -> bool {
    (y % 4 == 0 && y % 100 != 0) || y % 400 == 0
}

fn days_in_month(y: i64, m: u32) -> u32 {
    match m {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        _ if is_leap(y) => 29,
        _ => 28,
    }
}

/// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's algorithm).
fn days_from_civil(y: i64, m: u32, d: u32) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let m = i64::from(m);
    let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + i64::from(d) - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (if m <= 2 { y + 1 } else { y }, m, d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forms() {
        let a = DateTime::parse("2023-12-06 13:44:14").unwrap();
        assert_eq!(a.secs, 1_701_870_254);
        assert_eq!(DateTime::parse("2023-12-06T13:44:14Z"), Some(a));
        assert_eq!(DateTime::parse("2023-12-06T13:44:14+00:00"), Some(a));
        assert_eq!(DateTime::parse("2023-12-06T15:44:14+02:00"), Some(a));
        assert_eq!(DateTime::parse("2023-12-06T11:44:14-02:00"), Some(a));
        let f = DateTime::parse("2023-12-06T13:44:14.5Z").unwrap();
        assert_eq!((f.secs, f.nanos), (a.secs, 500_000_000));
        assert_eq!(DateTime::parse("2023-12-06").unwrap().secs, 1_701_820_800);
        assert_eq!(DateTime::parse("1970-01-01 00:00:00").unwrap().secs, 0);
        for bad in [
            "2023-02-30",
            "2023-13-01",
            "2023-12-06 24:00:00",
            "Welcome!",
            "2023-12-06 1:2:3",
            "",
            "2023-12-06T13:44:14+2",
        ] {
            assert_eq!(DateTime::parse(bad), None, "{bad}");
        }
        assert_eq!(
            DateTime::parse("2024-02-29")
                .map(|d| d.to_string())
                .unwrap(),
            "2024-02-29 00:00:00"
        );
        assert_eq!(a.to_string(), "2023-12-06 13:44:14");
        assert_eq!(
            DateTimeLiteral::parse("Today"),
            Some(DateTimeLiteral::Today)
        );
        assert_eq!(a.start_of_day().to_string(), "2023-12-06 00:00:00");
    }
}
