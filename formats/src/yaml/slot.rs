//! What a YAML slot holds ([`YamlSlot`]) and the style its scalar was written in ([`Style`]):
//! what render needs besides the slot's span, packed into the skeleton's 16 bits.

use crate::skeleton::TypedKind;

/// How a scalar is written in the file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Style {
    /// Unquoted.
    Plain = 0,
    /// `'…'`, `''` for a quote.
    Single = 1,
    /// `"…"`, backslash escapes.
    Double = 2,
    /// `|` block scalar.
    Literal = 3,
    /// `>` block scalar.
    Folded = 4,
}

impl Style {
    fn from_bits(bits: u16) -> Option<Style> {
        [
            Style::Plain,
            Style::Single,
            Style::Double,
            Style::Literal,
            Style::Folded,
        ]
        .into_iter()
        .find(|s| *s as u16 == bits)
    }
}

/// The largest block-scalar content indentation a slot can record.
pub const MAX_INDENT: usize = 1023;

/// A YAML slot.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum YamlSlot {
    /// One scalar value: its style, whether it sits in a flow collection (`[…]`, `{…}`, where
    /// `,[]{}` end a plain scalar) and, for block scalars, the content lines' column.
    Value {
        /// The scalar's style in the file.
        style: Style,
        /// Inside a flow collection.
        flow: bool,
        /// Column of a block scalar's content lines (0 for other styles).
        indent: u16,
    },
    /// A Rails plural map (`one:`/`other:` members), regenerated for the target's categories;
    /// `style` is the style of its `other` value, which the new members follow.
    Plural {
        /// Style of the members' values.
        style: Style,
        /// The map's `zero` member is a string of its own (never written by the group).
        zero_apart: bool,
    },
    /// The members after a `zero` kept apart in the middle of a plural map: emptied when the map
    /// is regenerated (the group slot writes every category), kept otherwise.
    PluralTail,
    /// The Rails root key (the locale), replaced by the target's code.
    Locale {
        /// Style of the key.
        style: Style,
    },
}

impl TypedKind for YamlSlot {
    fn bits(self) -> u16 {
        match self {
            YamlSlot::Value {
                style,
                flow,
                indent,
            } => (style as u16) << 2 | u16::from(flow) << 5 | (indent.min(MAX_INDENT as u16)) << 6,
            YamlSlot::Plural { style, zero_apart } => {
                1 | (style as u16) << 2 | u16::from(zero_apart) << 5
            }
            YamlSlot::PluralTail => 3,
            YamlSlot::Locale { style } => 2 | (style as u16) << 2,
        }
    }

    fn from_bits(bits: u16) -> Option<YamlSlot> {
        if bits == 3 {
            return Some(YamlSlot::PluralTail);
        }
        let style = Style::from_bits((bits >> 2) & 7)?;
        match bits & 3 {
            0 => Some(YamlSlot::Value {
                style,
                flow: bits & (1 << 5) != 0,
                indent: bits >> 6,
            }),
            1 => Some(YamlSlot::Plural {
                style,
                zero_apart: bits & (1 << 5) != 0,
            }),
            2 => Some(YamlSlot::Locale { style }),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_round_trip_through_their_bits() {
        for k in [
            YamlSlot::Value {
                style: Style::Folded,
                flow: false,
                indent: 1023,
            },
            YamlSlot::Value {
                style: Style::Plain,
                flow: true,
                indent: 0,
            },
            YamlSlot::Plural {
                style: Style::Single,
                zero_apart: true,
            },
            YamlSlot::Plural {
                style: Style::Double,
                zero_apart: false,
            },
            YamlSlot::PluralTail,
            YamlSlot::Locale {
                style: Style::Double,
            },
        ] {
            assert_eq!(YamlSlot::from_bits(k.bits()), Some(k));
        }
    }
}
