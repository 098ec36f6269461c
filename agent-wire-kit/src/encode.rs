//! Encoding: the same compact JSON as `serde_json::to_writer`, byte for
//! byte, with strings escaped eight bytes at a time.
//!
//! The wire types carry long text (tool output, model tokens, file
//! contents), and `serde_json` looks up every byte of every string in its
//! escape table. [`to_writer`], [`to_vec`] and [`to_string`] skip a run of
//! eight bytes that needs no escape with a few word operations and copy
//! it whole; everything that is not a string (numbers, `null`, the
//! punctuation) is written as `serde_json` writes it. A
//! [`serde_json::value::RawValue`] is written as its text, as
//! `serde_json` does.
//!
//! ```
//! let text = agent_wire_kit::encode::to_string(&serde_json::json!({"a": "tab\there"}))?;
//! assert_eq!(text, r#"{"a":"tab\there"}"#);
//! # Ok::<(), serde_json::Error>(())
//! ```

use std::io::{self, Write};

use serde::Serialize;
use serde::ser::{self, Impossible};
use serde_json::Error;

use crate::scan;

/// Writes `value` as compact JSON into `writer`: the bytes
/// `serde_json::to_writer` would write.
///
/// # Errors
///
/// What `serde_json::to_writer` would give: an I/O error of the writer,
/// a map key that is not a string, number or `bool`, or an error raised by
/// the value's `Serialize` impl.
pub fn to_writer<W: Write, T: ?Sized + Serialize>(writer: W, value: &T) -> Result<(), Error> {
    value.serialize(&mut Encoder { out: writer })
}

/// `value` as compact JSON bytes: the bytes `serde_json::to_vec` gives.
///
/// # Errors
///
/// As [`to_writer`], without I/O errors.
pub fn to_vec<T: ?Sized + Serialize>(value: &T) -> Result<Vec<u8>, Error> {
    let mut out = Vec::with_capacity(128);
    to_writer(&mut out, value)?;
    Ok(out)
}

/// `value` as compact JSON text: what `serde_json::to_string` gives.
///
/// # Errors
///
/// As [`to_vec`].
pub fn to_string<T: ?Sized + Serialize>(value: &T) -> Result<String, Error> {
    let bytes = to_vec(value)?;
    // The encoder writes only whole strings and ASCII punctuation.
    String::from_utf8(bytes).map_err(ser::Error::custom)
}

/// The names `serde_json` gives the one-field structs that stand for a
/// `RawValue` and (with its `arbitrary_precision` feature) a `Number`:
/// their field is text written as it is.
const VERBATIM: [&str; 2] = [
    "$serde_json::private::RawValue",
    "$serde_json::private::Number",
];

struct Encoder<W> {
    out: W,
}

impl<W: Write> Encoder<W> {
    fn put(&mut self, bytes: &[u8]) -> Result<(), Error> {
        self.out.write_all(bytes).map_err(Error::io)
    }

    /// A number, `null` or `bool` as `serde_json` formats it.
    fn scalar<T: Serialize>(&mut self, value: T) -> Result<(), Error> {
        serde_json::to_writer(&mut self.out, &value)
    }

    fn string(&mut self, text: &str) -> Result<(), Error> {
        write_string(&mut self.out, text).map_err(Error::io)
    }

    fn compound(&mut self, open: u8) -> Result<Compound<'_, W>, Error> {
        self.put(&[open])?;
        Ok(Compound {
            enc: self,
            first: true,
            verbatim: false,
        })
    }

    /// `{"variant":` before a variant's contents.
    fn variant_key(&mut self, variant: &str) -> Result<(), Error> {
        self.put(b"{")?;
        self.string(variant)?;
        self.put(b":")
    }
}

/// `text` as a JSON string: `"` and `\` escaped, the control characters
/// as `\b \t \n \f \r` or `\u00XX` (lowercase hex), everything else as it
/// is, as `serde_json` writes it.
fn write_string<W: Write>(out: &mut W, text: &str) -> io::Result<()> {
    let bytes = text.as_bytes();
    out.write_all(b"\"")?;
    let mut start = 0;
    let mut i = 0;
    loop {
        i = scan::next_to_escape(bytes, i);
        let Some(&byte) = bytes.get(i) else { break };
        out.write_all(&bytes[start..i])?;
        let short = match byte {
            b'"' => b'"',
            b'\\' => b'\\',
            0x08 => b'b',
            0x09 => b't',
            0x0A => b'n',
            0x0C => b'f',
            0x0D => b'r',
            _ => 0,
        };
        if short == 0 {
            const HEX: &[u8; 16] = b"0123456789abcdef";
            let u = [
                b'\\',
                b'u',
                b'0',
                b'0',
                HEX[usize::from(byte >> 4)],
                HEX[usize::from(byte & 15)],
            ];
            out.write_all(&u)?;
        } else {
            out.write_all(&[b'\\', short])?;
        }
        i += 1;
        start = i;
    }
    out.write_all(&bytes[start..])?;
    out.write_all(b"\"")
}

/// A sequence, map or struct being written: whether a comma is due, and
/// whether this is one of `serde_json`'s verbatim structs.
struct Compound<'a, W> {
    enc: &'a mut Encoder<W>,
    first: bool,
    verbatim: bool,
}

impl<W: Write> Compound<'_, W> {
    fn comma(&mut self) -> Result<(), Error> {
        if self.first {
            self.first = false;
            Ok(())
        } else {
            self.enc.put(b",")
        }
    }

    fn element<T: ?Sized + Serialize>(&mut self, value: &T) -> Result<(), Error> {
        self.comma()?;
        value.serialize(&mut *self.enc)
    }

    fn field<T: ?Sized + Serialize>(&mut self, key: &str, value: &T) -> Result<(), Error> {
        if self.verbatim {
            return value.serialize(Verbatim(&mut *self.enc));
        }
        self.comma()?;
        self.enc.string(key)?;
        self.enc.put(b":")?;
        value.serialize(&mut *self.enc)
    }

    fn close(self, end: &[u8]) -> Result<(), Error> {
        if self.verbatim {
            Ok(())
        } else {
            self.enc.put(end)
        }
    }
}

impl<'a, W: Write> ser::Serializer for &'a mut Encoder<W> {
    type Ok = ();
    type Error = Error;
    type SerializeSeq = Compound<'a, W>;
    type SerializeTuple = Compound<'a, W>;
    type SerializeTupleStruct = Compound<'a, W>;
    type SerializeTupleVariant = Compound<'a, W>;
    type SerializeMap = Compound<'a, W>;
    type SerializeStruct = Compound<'a, W>;
    type SerializeStructVariant = Compound<'a, W>;

    fn serialize_bool(self, v: bool) -> Result<(), Error> {
        self.put(if v { b"true" } else { b"false" })
    }
    fn serialize_i8(self, v: i8) -> Result<(), Error> {
        self.scalar(v)
    }
    fn serialize_i16(self, v: i16) -> Result<(), Error> {
        self.scalar(v)
    }
    fn serialize_i32(self, v: i32) -> Result<(), Error> {
        self.scalar(v)
    }
    fn serialize_i64(self, v: i64) -> Result<(), Error> {
        self.scalar(v)
    }
    fn serialize_i128(self, v: i128) -> Result<(), Error> {
        self.scalar(v)
    }
    fn serialize_u8(self, v: u8) -> Result<(), Error> {
        self.scalar(v)
    }
    fn serialize_u16(self, v: u16) -> Result<(), Error> {
        self.scalar(v)
    }
    fn serialize_u32(self, v: u32) -> Result<(), Error> {
        self.scalar(v)
    }
    fn serialize_u64(self, v: u64) -> Result<(), Error> {
        self.scalar(v)
    }
    fn serialize_u128(self, v: u128) -> Result<(), Error> {
        self.scalar(v)
    }
    fn serialize_f32(self, v: f32) -> Result<(), Error> {
        self.scalar(v)
    }
    fn serialize_f64(self, v: f64) -> Result<(), Error> {
        self.scalar(v)
    }
    fn serialize_char(self, v: char) -> Result<(), Error> {
        self.string(v.encode_utf8(&mut [0; 4]))
    }
    fn serialize_str(self, v: &str) -> Result<(), Error> {
        self.string(v)
    }
    fn serialize_bytes(self, v: &[u8]) -> Result<(), Error> {
        let mut seq = self.compound(b'[')?;
        for b in v {
            ser::SerializeSeq::serialize_element(&mut seq, b)?;
        }
        seq.close(b"]")
    }
    fn serialize_none(self) -> Result<(), Error> {
        self.put(b"null")
    }
    fn serialize_some<T: ?Sized + Serialize>(self, value: &T) -> Result<(), Error> {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Result<(), Error> {
        self.put(b"null")
    }
    fn serialize_unit_struct(self, _name: &'static str) -> Result<(), Error> {
        self.put(b"null")
    }
    fn serialize_unit_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
    ) -> Result<(), Error> {
        self.string(variant)
    }
    fn serialize_newtype_struct<T: ?Sized + Serialize>(
        self,
        _name: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: ?Sized + Serialize>(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        self.variant_key(variant)?;
        value.serialize(&mut *self)?;
        self.put(b"}")
    }
    fn serialize_seq(self, _len: Option<usize>) -> Result<Compound<'a, W>, Error> {
        self.compound(b'[')
    }
    fn serialize_tuple(self, _len: usize) -> Result<Compound<'a, W>, Error> {
        self.compound(b'[')
    }
    fn serialize_tuple_struct(
        self,
        _name: &'static str,
        _len: usize,
    ) -> Result<Compound<'a, W>, Error> {
        self.compound(b'[')
    }
    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Compound<'a, W>, Error> {
        self.variant_key(variant)?;
        self.compound(b'[')
    }
    fn serialize_map(self, _len: Option<usize>) -> Result<Compound<'a, W>, Error> {
        self.compound(b'{')
    }
    fn serialize_struct(self, name: &'static str, _len: usize) -> Result<Compound<'a, W>, Error> {
        if VERBATIM.contains(&name) {
            return Ok(Compound {
                enc: self,
                first: true,
                verbatim: true,
            });
        }
        self.compound(b'{')
    }
    fn serialize_struct_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Compound<'a, W>, Error> {
        self.variant_key(variant)?;
        self.compound(b'{')
    }
}

/// A compound's trait: its values go through [`Compound::element`] (or
/// [`Compound::field`] with a key), and `end` writes its closing bytes.
macro_rules! compound {
    ($trait:ident :: $method:ident, $end:expr) => {
        impl<W: Write> ser::$trait for Compound<'_, W> {
            type Ok = ();
            type Error = Error;
            fn $method<T: ?Sized + Serialize>(&mut self, value: &T) -> Result<(), Error> {
                self.element(value)
            }
            fn end(self) -> Result<(), Error> {
                self.close($end)
            }
        }
    };
    ($trait:ident :: serialize_field(key), $end:expr) => {
        impl<W: Write> ser::$trait for Compound<'_, W> {
            type Ok = ();
            type Error = Error;
            fn serialize_field<T: ?Sized + Serialize>(
                &mut self,
                key: &'static str,
                value: &T,
            ) -> Result<(), Error> {
                self.field(key, value)
            }
            fn end(self) -> Result<(), Error> {
                self.close($end)
            }
        }
    };
}

compound!(SerializeSeq::serialize_element, b"]");
compound!(SerializeTuple::serialize_element, b"]");
compound!(SerializeTupleStruct::serialize_field, b"]");
compound!(SerializeTupleVariant::serialize_field, b"]}");
compound!(SerializeStruct::serialize_field(key), b"}");
compound!(SerializeStructVariant::serialize_field(key), b"}}");

impl<W: Write> ser::SerializeMap for Compound<'_, W> {
    type Ok = ();
    type Error = Error;
    fn serialize_key<T: ?Sized + Serialize>(&mut self, key: &T) -> Result<(), Error> {
        self.comma()?;
        key.serialize(Key(&mut *self.enc))?;
        self.enc.put(b":")
    }
    fn serialize_value<T: ?Sized + Serialize>(&mut self, value: &T) -> Result<(), Error> {
        value.serialize(&mut *self.enc)
    }
    fn end(self) -> Result<(), Error> {
        self.close(b"}")
    }
}

/// Methods of a `Serializer` that accepts few kinds of value: each listed
/// one fails with the error given.
macro_rules! refuse {
    ($err:expr; scalars: $($name:ident($ty:ty)),*) => {
        $(fn $name(self, _v: $ty) -> Result<(), Error> { Err($err) })*
    };
    ($err:expr; compounds) => {
        type Ok = ();
        type Error = Error;
        type SerializeSeq = Impossible<(), Error>;
        type SerializeTuple = Impossible<(), Error>;
        type SerializeTupleStruct = Impossible<(), Error>;
        type SerializeTupleVariant = Impossible<(), Error>;
        type SerializeMap = Impossible<(), Error>;
        type SerializeStruct = Impossible<(), Error>;
        type SerializeStructVariant = Impossible<(), Error>;
        fn serialize_unit(self) -> Result<(), Error> {
            Err($err)
        }
        fn serialize_none(self) -> Result<(), Error> {
            Err($err)
        }
        fn serialize_unit_struct(self, _name: &'static str) -> Result<(), Error> {
            Err($err)
        }
        fn serialize_newtype_variant<T: ?Sized + Serialize>(self, _n: &'static str, _i: u32, _v: &'static str, _value: &T) -> Result<(), Error> {
            Err($err)
        }
        fn serialize_seq(self, _len: Option<usize>) -> Result<Impossible<(), Error>, Error> {
            Err($err)
        }
        fn serialize_tuple(self, _len: usize) -> Result<Impossible<(), Error>, Error> {
            Err($err)
        }
        fn serialize_tuple_struct(self, _name: &'static str, _len: usize) -> Result<Impossible<(), Error>, Error> {
            Err($err)
        }
        fn serialize_tuple_variant(self, _n: &'static str, _i: u32, _v: &'static str, _len: usize) -> Result<Impossible<(), Error>, Error> {
            Err($err)
        }
        fn serialize_map(self, _len: Option<usize>) -> Result<Impossible<(), Error>, Error> {
            Err($err)
        }
        fn serialize_struct(self, _name: &'static str, _len: usize) -> Result<Impossible<(), Error>, Error> {
            Err($err)
        }
        fn serialize_struct_variant(self, _n: &'static str, _i: u32, _v: &'static str, _len: usize) -> Result<Impossible<(), Error>, Error> {
            Err($err)
        }
    };
}

fn key_must_be_a_string() -> Error {
    ser::Error::custom("key must be a string")
}

/// A map key: a string, or a number or `bool` written as a string, as
/// `serde_json` accepts them.
struct Key<'a, W>(&'a mut Encoder<W>);

impl<W: Write> Key<'_, W> {
    fn quoted<T: Serialize>(self, value: T) -> Result<(), Error> {
        self.0.put(b"\"")?;
        self.0.scalar(value)?;
        self.0.put(b"\"")
    }

    fn finite<T: Serialize>(self, value: T, finite: bool) -> Result<(), Error> {
        if finite {
            self.quoted(value)
        } else {
            Err(ser::Error::custom(
                "float key must be finite (got NaN or +/-inf)",
            ))
        }
    }
}

impl<W: Write> ser::Serializer for Key<'_, W> {
    fn serialize_str(self, v: &str) -> Result<(), Error> {
        self.0.string(v)
    }
    fn serialize_char(self, v: char) -> Result<(), Error> {
        self.0.string(v.encode_utf8(&mut [0; 4]))
    }
    fn serialize_unit_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
    ) -> Result<(), Error> {
        self.0.string(variant)
    }
    fn serialize_newtype_struct<T: ?Sized + Serialize>(
        self,
        _name: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        value.serialize(self)
    }
    fn serialize_some<T: ?Sized + Serialize>(self, value: &T) -> Result<(), Error> {
        value.serialize(self)
    }
    fn serialize_bool(self, v: bool) -> Result<(), Error> {
        self.quoted(v)
    }
    fn serialize_i8(self, v: i8) -> Result<(), Error> {
        self.quoted(v)
    }
    fn serialize_i16(self, v: i16) -> Result<(), Error> {
        self.quoted(v)
    }
    fn serialize_i32(self, v: i32) -> Result<(), Error> {
        self.quoted(v)
    }
    fn serialize_i64(self, v: i64) -> Result<(), Error> {
        self.quoted(v)
    }
    fn serialize_i128(self, v: i128) -> Result<(), Error> {
        self.quoted(v)
    }
    fn serialize_u8(self, v: u8) -> Result<(), Error> {
        self.quoted(v)
    }
    fn serialize_u16(self, v: u16) -> Result<(), Error> {
        self.quoted(v)
    }
    fn serialize_u32(self, v: u32) -> Result<(), Error> {
        self.quoted(v)
    }
    fn serialize_u64(self, v: u64) -> Result<(), Error> {
        self.quoted(v)
    }
    fn serialize_u128(self, v: u128) -> Result<(), Error> {
        self.quoted(v)
    }
    fn serialize_f32(self, v: f32) -> Result<(), Error> {
        self.finite(v, v.is_finite())
    }
    fn serialize_f64(self, v: f64) -> Result<(), Error> {
        self.finite(v, v.is_finite())
    }
    refuse!(key_must_be_a_string(); scalars: serialize_bytes(&[u8]));
    refuse!(key_must_be_a_string(); compounds);
}

fn not_verbatim() -> Error {
    ser::Error::custom("a serde_json verbatim value holds text")
}

/// The field of a verbatim struct: its text, written as it is.
struct Verbatim<'a, W>(&'a mut Encoder<W>);

impl<W: Write> ser::Serializer for Verbatim<'_, W> {
    fn serialize_str(self, v: &str) -> Result<(), Error> {
        self.0.put(v.as_bytes())
    }
    fn serialize_some<T: ?Sized + Serialize>(self, _value: &T) -> Result<(), Error> {
        Err(not_verbatim())
    }
    fn serialize_unit_variant(
        self,
        _name: &'static str,
        _index: u32,
        _variant: &'static str,
    ) -> Result<(), Error> {
        Err(not_verbatim())
    }
    fn serialize_newtype_struct<T: ?Sized + Serialize>(
        self,
        _name: &'static str,
        _value: &T,
    ) -> Result<(), Error> {
        Err(not_verbatim())
    }
    refuse!(not_verbatim(); scalars: serialize_bool(bool), serialize_i8(i8), serialize_i16(i16), serialize_i32(i32),
        serialize_i64(i64), serialize_u8(u8), serialize_u16(u16), serialize_u32(u32), serialize_u64(u64),
        serialize_f32(f32), serialize_f64(f64), serialize_char(char), serialize_bytes(&[u8]));
    refuse!(not_verbatim(); compounds);
}

#[cfg(test)]
mod tests {
    use serde::Serialize;
    use serde_json::json;
    use serde_json::value::RawValue;
    use std::collections::BTreeMap;

    fn same<T: Serialize>(value: &T) {
        assert_eq!(
            super::to_string(value).unwrap(),
            serde_json::to_string(value).unwrap()
        );
    }

    /// Every string of up to 12 characters drawn from the bytes that need
    /// an escape, the ones next to them and multi-byte text, at every offset
    /// the word scan can meet them, is written as `serde_json` writes it.
    #[test]
    fn strings_match_serde_json() {
        let alphabet = [
            "a", "\"", "\\", "\u{0}", "\u{1f}", " ", "\u{7f}", "\n", "\t", "é", "文", "🦀",
            "\u{8}", "\u{c}", "\r", "/",
        ];
        crate::scan::each_short_text(&alphabet, |pieces| same(&pieces.concat()));
        for byte in 0u8..0x80 {
            same(&char::from(byte).to_string().repeat(9));
        }
    }

    #[derive(Serialize)]
    enum Shape {
        Unit,
        New(u8),
        Pair(u8, &'static str),
        Named { x: f64, y: Option<i8> },
    }

    #[derive(Serialize)]
    struct Unit;

    #[derive(Serialize)]
    struct Tuple(i32, bool);

    #[test]
    fn every_kind_of_value_matches_serde_json() {
        same(
            &json!({"a": [1, -2, 3.5, 1e300, null, true, false, {"b": {}}, []], "c": "x\u{2028}y"}),
        );
        same(&vec![
            Shape::Unit,
            Shape::New(7),
            Shape::Pair(1, "p"),
            Shape::Named { x: 0.1, y: None },
        ]);
        same(&(
            Unit,
            Tuple(-1, true),
            'q',
            '"',
            b"bytes".as_slice(),
            u128::MAX,
            i128::MIN,
            f64::NAN,
            f32::INFINITY,
        ));
        same(&BTreeMap::from([(1u8, "a"), (2, "b")]));
        same(&BTreeMap::from([(true, 1)]));
        same(&FloatKeys(vec![(-1.5, ()), (1e300, ())]));
        same(&BTreeMap::from([('k', Some(1))]));
        let raw = RawValue::from_string(r#"{ "kept" : [1,2] }"#.to_owned()).unwrap();
        same(&json!({"raw": null}));
        same(&BTreeMap::from([("raw", &raw)]));
        assert_eq!(super::to_string(&raw).unwrap(), r#"{ "kept" : [1,2] }"#);
    }

    #[test]
    fn refuses_what_serde_json_refuses() {
        let key = BTreeMap::from([((1, 2), 3)]);
        assert_eq!(
            super::to_string(&key).unwrap_err().to_string(),
            serde_json::to_string(&key).unwrap_err().to_string()
        );
        let nan = FloatKeys(vec![(f64::NAN, ())]);
        assert!(super::to_string(&nan).is_err());
        assert!(serde_json::to_string(&nan).is_err());
    }

    /// A map with float keys (`BTreeMap` needs `Ord`, which `f64` lacks).
    struct FloatKeys(Vec<(f64, ())>);
    impl Serialize for FloatKeys {
        fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            s.collect_map(self.0.iter().map(|(k, v)| (k, v)))
        }
    }
}
