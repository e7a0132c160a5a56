//! Deserializers for platform payloads that send numbers as strings (`"id":"12"`), whole numbers
//! as floats, or nulls. The one place such leniency lives; wire types opt in per field with
//! `#[serde(deserialize_with = "lenient::…")]`.

use std::fmt;
use std::marker::PhantomData;
use std::str::FromStr;

use serde::de::{self, Deserializer, Visitor};
use serde::Deserialize;

/// An optional integer of any width given as a number, a numeric string (surrounding spaces
/// ignored), a whole float, or null; a blank string reads as `None`. Out-of-range values
/// (a negative `u64`, an `i64` beyond range) are errors.
pub fn opt_int<'de, D, T>(d: D) -> Result<Option<T>, D::Error>
where
    D: Deserializer<'de>,
    T: TryFrom<u64> + TryFrom<i64> + FromStr,
{
    struct V<T>(PhantomData<fn() -> T>);
    impl<'de, T> Visitor<'de> for V<T>
    where
        T: TryFrom<u64> + TryFrom<i64> + FromStr,
    {
        type Value = Option<T>;
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("an integer, a numeric string, or null")
        }
        fn visit_u64<E: de::Error>(self, v: u64) -> Result<Self::Value, E> {
            T::try_from(v)
                .map(Some)
                .map_err(|_| E::custom(format!("the integer {v} is out of range")))
        }
        fn visit_i64<E: de::Error>(self, v: i64) -> Result<Self::Value, E> {
            T::try_from(v).map(Some).map_err(|_| {
                E::custom(format!(
                    "the integer {v} is out of range (expected a non-negative integer?)"
                ))
            })
        }
        fn visit_f64<E: de::Error>(self, v: f64) -> Result<Self::Value, E> {
            let whole = v.fract() == 0.0;
            if whole && v >= 0.0 && v < u64::MAX as f64 {
                self.visit_u64(v as u64)
            } else if whole && v < 0.0 && v >= i64::MIN as f64 {
                self.visit_i64(v as i64)
            } else {
                Err(E::custom(format!("expected an integer, got {v}")))
            }
        }
        fn visit_str<E: de::Error>(self, v: &str) -> Result<Self::Value, E> {
            let t = v.trim();
            if t.is_empty() {
                return Ok(None);
            }
            t.parse()
                .map(Some)
                .map_err(|_| E::custom(format!("expected a number, got the string \"{v}\"")))
        }
        fn visit_none<E: de::Error>(self) -> Result<Self::Value, E> {
            Ok(None)
        }
        fn visit_unit<E: de::Error>(self) -> Result<Self::Value, E> {
            Ok(None)
        }
        fn visit_some<D2: Deserializer<'de>>(self, d: D2) -> Result<Self::Value, D2::Error> {
            d.deserialize_any(self)
        }
    }
    d.deserialize_any(V(PhantomData))
}

/// An optional string given as a string, a number, or null (domains, ids).
pub fn opt_string<'de, D: Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
    struct V;
    impl<'de> Visitor<'de> for V {
        type Value = Option<String>;
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("a string, a number, or null")
        }
        fn visit_str<E: de::Error>(self, v: &str) -> Result<Self::Value, E> {
            Ok(Some(v.to_owned()))
        }
        fn visit_string<E: de::Error>(self, v: String) -> Result<Self::Value, E> {
            Ok(Some(v))
        }
        fn visit_i64<E: de::Error>(self, v: i64) -> Result<Self::Value, E> {
            Ok(Some(v.to_string()))
        }
        fn visit_u64<E: de::Error>(self, v: u64) -> Result<Self::Value, E> {
            Ok(Some(v.to_string()))
        }
        fn visit_none<E: de::Error>(self) -> Result<Self::Value, E> {
            Ok(None)
        }
        fn visit_unit<E: de::Error>(self) -> Result<Self::Value, E> {
            Ok(None)
        }
        fn visit_some<D2: Deserializer<'de>>(self, d: D2) -> Result<Self::Value, D2::Error> {
            d.deserialize_any(V)
        }
    }
    d.deserialize_any(V)
}

/// A list that may arrive as null.
pub fn vec_or_null<'de, D, T>(d: D) -> Result<Vec<T>, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de>,
{
    Ok(Option::<Vec<T>>::deserialize(d)?.unwrap_or_default())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Deserialize)]
    struct Both {
        #[serde(default, deserialize_with = "opt_int")]
        u: Option<u64>,
        #[serde(default, deserialize_with = "opt_int")]
        i: Option<i64>,
    }

    fn read(json: &str) -> Result<(Option<u64>, Option<i64>), serde_json::Error> {
        serde_json::from_str::<Both>(json).map(|b| (b.u, b.i))
    }

    #[test]
    fn numbers_strings_floats_and_nulls() {
        assert_eq!(
            read(r#"{"u":12,"i":-3}"#).expect("ok"),
            (Some(12), Some(-3))
        );
        assert_eq!(
            read(r#"{"u":" 12 ","i":"-3"}"#).expect("ok"),
            (Some(12), Some(-3))
        );
        assert_eq!(
            read(r#"{"u":12.0,"i":-3.0}"#).expect("ok"),
            (Some(12), Some(-3))
        );
        assert_eq!(read(r#"{"u":null,"i":""}"#).expect("ok"), (None, None));
        assert_eq!(read("{}").expect("ok"), (None, None));
    }

    #[test]
    fn out_of_range_and_non_numbers_are_errors() {
        assert!(read(r#"{"u":-1}"#).is_err());
        assert!(read(r#"{"u":1.5}"#).is_err());
        assert!(read(r#"{"u":"ten"}"#).is_err());
        assert!(read(r#"{"i":18446744073709551615}"#).is_err());
        assert!(read(r#"{"i":true}"#).is_err());
    }
}
