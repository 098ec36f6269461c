use crate::{ConstraintError, check_length};
use serde::{Deserialize, Deserializer, Serialize, Serializer, de::Error as _};
use std::{fmt, ops::Deref};

/// A string whose length (in Unicode scalar values) lies in `MIN..=MAX`.
///
/// `MAX = usize::MAX` means no upper bound. The bounds appear in the
/// generated schema as `minLength`/`maxLength` (omitted when trivial).
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct BoundedString<const MIN: usize, const MAX: usize>(String);

impl<const MIN: usize, const MAX: usize> BoundedString<MIN, MAX> {
    /// Checks the bounds and wraps the string.
    pub fn new(value: impl Into<String>) -> Result<Self, ConstraintError> {
        let value = value.into();
        Self::check(&value)?;
        Ok(Self(value))
    }

    /// Checks the bounds without taking the string, for a caller that needs
    /// it back when they fail.
    ///
    /// ```
    /// use agent_wire_kit::BoundedString;
    /// type Name = BoundedString<1, 3>;
    /// assert!(Name::check("abc").is_ok());
    /// // Length counts Unicode scalar values, not bytes.
    /// assert!(Name::check("día").is_ok());
    /// assert_eq!(
    ///     Name::check("").unwrap_err().to_string(),
    ///     "string of length 0 is shorter than minLength 1"
    /// );
    /// ```
    pub fn check(value: &str) -> Result<(), ConstraintError> {
        check_length(value, MIN, MAX)
    }

    /// The string.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Unwraps the string.
    pub fn into_inner(self) -> String {
        self.0
    }
}

impl<const MIN: usize, const MAX: usize> Deref for BoundedString<MIN, MAX> {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}

impl<const MIN: usize, const MAX: usize> AsRef<str> for BoundedString<MIN, MAX> {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

impl<const MIN: usize, const MAX: usize> fmt::Debug for BoundedString<MIN, MAX> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.0, f)
    }
}

impl<const MIN: usize, const MAX: usize> fmt::Display for BoundedString<MIN, MAX> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl<const MIN: usize, const MAX: usize> TryFrom<String> for BoundedString<MIN, MAX> {
    type Error = ConstraintError;
    fn try_from(value: String) -> Result<Self, ConstraintError> {
        Self::new(value)
    }
}

impl<const MIN: usize, const MAX: usize> TryFrom<&str> for BoundedString<MIN, MAX> {
    type Error = ConstraintError;
    fn try_from(value: &str) -> Result<Self, ConstraintError> {
        Self::new(value)
    }
}

/// Parses with the bounds checked, so `"text".parse::<BoundedString<1, 64>>()`
/// works where a `FromStr` bound is asked for (CLI arguments, config).
///
/// ```
/// use agent_wire_kit::BoundedString;
/// let name: BoundedString<1, 3> = "abc".parse().unwrap();
/// assert_eq!(name, "abc");
/// assert!("abcd".parse::<BoundedString<1, 3>>().is_err());
/// ```
impl<const MIN: usize, const MAX: usize> std::str::FromStr for BoundedString<MIN, MAX> {
    type Err = ConstraintError;
    fn from_str(value: &str) -> Result<Self, ConstraintError> {
        Self::new(value)
    }
}

impl<const MIN: usize, const MAX: usize> PartialEq<str> for BoundedString<MIN, MAX> {
    fn eq(&self, other: &str) -> bool {
        self.0 == other
    }
}

impl<const MIN: usize, const MAX: usize> PartialEq<&str> for BoundedString<MIN, MAX> {
    fn eq(&self, other: &&str) -> bool {
        self.0 == *other
    }
}

impl<const MIN: usize, const MAX: usize> Serialize for BoundedString<MIN, MAX> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}

impl<'de, const MIN: usize, const MAX: usize> Deserialize<'de> for BoundedString<MIN, MAX> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let value = String::deserialize(deserializer)?;
        Self::check(&value).map_err(D::Error::custom)?;
        Ok(Self(value))
    }
}

/// A list whose length lies in `MIN..=MAX` (`usize::MAX`: no upper bound).
///
/// Decoding stops reading as soon as the list exceeds `MAX`, so an
/// oversized array is refused without being collected whole.
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct BoundedVec<T, const MIN: usize, const MAX: usize>(Vec<T>);

impl<T, const MIN: usize, const MAX: usize> BoundedVec<T, MIN, MAX> {
    /// Checks the bounds and wraps the list.
    pub fn new(items: Vec<T>) -> Result<Self, ConstraintError> {
        check_items(items.len(), MIN, MAX)?;
        Ok(Self(items))
    }

    /// The items.
    pub fn as_slice(&self) -> &[T] {
        &self.0
    }

    /// Unwraps the list.
    pub fn into_inner(self) -> Vec<T> {
        self.0
    }
}

// An empty list is a valid default only when the contract allows it; callers
// that use `#[serde(default)]` get a compile-time-cheap runtime check.
impl<T, const MIN: usize, const MAX: usize> Default for BoundedVec<T, MIN, MAX> {
    fn default() -> Self {
        debug_assert!(MIN == 0, "BoundedVec::default with MIN > 0");
        Self(Vec::new())
    }
}

fn check_items(n: usize, min: usize, max: usize) -> Result<(), ConstraintError> {
    if n < min {
        return Err(ConstraintError::new(format!(
            "array of {n} items has fewer than minItems {min}"
        )));
    }
    if n > max {
        return Err(ConstraintError::new(format!(
            "array has more than maxItems {max}"
        )));
    }
    Ok(())
}

impl<T, const MIN: usize, const MAX: usize> Deref for BoundedVec<T, MIN, MAX> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        &self.0
    }
}

impl<T, const MIN: usize, const MAX: usize> TryFrom<Vec<T>> for BoundedVec<T, MIN, MAX> {
    type Error = ConstraintError;
    fn try_from(items: Vec<T>) -> Result<Self, ConstraintError> {
        Self::new(items)
    }
}

impl<'a, T, const MIN: usize, const MAX: usize> IntoIterator for &'a BoundedVec<T, MIN, MAX> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

impl<T: Serialize, const MIN: usize, const MAX: usize> Serialize for BoundedVec<T, MIN, MAX> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(serializer)
    }
}

impl<'de, T: Deserialize<'de>, const MIN: usize, const MAX: usize> Deserialize<'de>
    for BoundedVec<T, MIN, MAX>
{
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Items<T, const MIN: usize, const MAX: usize>(std::marker::PhantomData<T>);
        impl<'de, T: Deserialize<'de>, const MIN: usize, const MAX: usize> serde::de::Visitor<'de>
            for Items<T, MIN, MAX>
        {
            type Value = Vec<T>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an array")
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                mut seq: A,
            ) -> Result<Vec<T>, A::Error> {
                let mut items = Vec::with_capacity(seq.size_hint().unwrap_or(0).min(MAX).min(64));
                while let Some(item) = seq.next_element()? {
                    if items.len() == MAX {
                        return Err(A::Error::custom(
                            check_items(MAX + 1, MIN, MAX).unwrap_err(),
                        ));
                    }
                    items.push(item);
                }
                check_items(items.len(), MIN, MAX).map_err(A::Error::custom)?;
                Ok(items)
            }
        }
        deserializer
            .deserialize_seq(Items::<T, MIN, MAX>(std::marker::PhantomData))
            .map(Self)
    }
}

/// An integer in `MIN..=MAX` (`i64::MIN`/`i64::MAX`: unbounded on that side).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct BoundedInt<const MIN: i64, const MAX: i64>(i64);

impl<const MIN: i64, const MAX: i64> BoundedInt<MIN, MAX> {
    /// Checks the bounds and wraps the integer.
    pub fn new(value: i64) -> Result<Self, ConstraintError> {
        if value < MIN {
            return Err(ConstraintError::new(format!(
                "{value} is less than minimum {MIN}"
            )));
        }
        if value > MAX {
            return Err(ConstraintError::new(format!(
                "{value} is greater than maximum {MAX}"
            )));
        }
        Ok(Self(value))
    }

    /// The integer.
    pub fn get(self) -> i64 {
        self.0
    }
}

impl<const MIN: i64, const MAX: i64> TryFrom<i64> for BoundedInt<MIN, MAX> {
    type Error = ConstraintError;
    fn try_from(value: i64) -> Result<Self, ConstraintError> {
        Self::new(value)
    }
}

impl<const MIN: i64, const MAX: i64> From<BoundedInt<MIN, MAX>> for i64 {
    fn from(value: BoundedInt<MIN, MAX>) -> i64 {
        value.0
    }
}

impl<const MIN: i64, const MAX: i64> fmt::Display for BoundedInt<MIN, MAX> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

impl<const MIN: i64, const MAX: i64> Serialize for BoundedInt<MIN, MAX> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_i64(self.0)
    }
}

impl<'de, const MIN: i64, const MAX: i64> Deserialize<'de> for BoundedInt<MIN, MAX> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let value = crate::decode::integer(deserializer)?;
        Self::new(value).map_err(D::Error::custom)
    }
}

#[cfg(feature = "schemars")]
mod schemas {
    use super::*;
    use schemars::{JsonSchema, Schema, SchemaGenerator};
    use std::borrow::Cow;

    impl<const MIN: usize, const MAX: usize> JsonSchema for BoundedString<MIN, MAX> {
        fn inline_schema() -> bool {
            true
        }
        fn schema_name() -> Cow<'static, str> {
            format!("BoundedString_{MIN}_{MAX}").into()
        }
        fn json_schema(_: &mut SchemaGenerator) -> Schema {
            crate::schema::string(MIN, MAX, None)
        }
    }

    impl<T: JsonSchema, const MIN: usize, const MAX: usize> JsonSchema for BoundedVec<T, MIN, MAX> {
        fn inline_schema() -> bool {
            true
        }
        fn schema_name() -> Cow<'static, str> {
            format!("BoundedVec_{}_{MIN}_{MAX}", T::schema_name()).into()
        }
        fn json_schema(generator: &mut SchemaGenerator) -> Schema {
            let mut schema = Vec::<T>::json_schema(generator);
            if MIN > 0 {
                schema.insert("minItems".into(), MIN.into());
            }
            if MAX != usize::MAX {
                schema.insert("maxItems".into(), MAX.into());
            }
            schema
        }
    }

    impl<const MIN: i64, const MAX: i64> JsonSchema for BoundedInt<MIN, MAX> {
        fn inline_schema() -> bool {
            true
        }
        fn schema_name() -> Cow<'static, str> {
            format!("BoundedInt_{MIN}_{MAX}").into()
        }
        fn json_schema(_: &mut SchemaGenerator) -> Schema {
            crate::schema::integer(MIN, MAX)
        }
    }
}

#[cfg(feature = "ts-rs")]
mod typescript {
    use super::*;
    use ts_rs::{Config, TS};

    impl<const MIN: usize, const MAX: usize> TS for BoundedString<MIN, MAX> {
        type WithoutGenerics = Self;
        type OptionInnerType = Self;
        fn name(_: &Config) -> String {
            "string".into()
        }
        fn inline(_: &Config) -> String {
            "string".into()
        }
    }

    impl<const MIN: i64, const MAX: i64> TS for BoundedInt<MIN, MAX> {
        type WithoutGenerics = Self;
        type OptionInnerType = Self;
        fn name(_: &Config) -> String {
            "number".into()
        }
        fn inline(_: &Config) -> String {
            "number".into()
        }
    }

    impl<T: TS, const MIN: usize, const MAX: usize> TS for BoundedVec<T, MIN, MAX> {
        type WithoutGenerics = Vec<ts_rs::Dummy>;
        type OptionInnerType = Self;
        fn name(cfg: &Config) -> String {
            <Vec<T> as TS>::name(cfg)
        }
        fn inline(cfg: &Config) -> String {
            <Vec<T> as TS>::inline(cfg)
        }
        fn visit_dependencies(v: &mut impl ts_rs::TypeVisitor)
        where
            Self: 'static,
        {
            <Vec<T> as TS>::visit_dependencies(v);
        }
        fn visit_generics(v: &mut impl ts_rs::TypeVisitor)
        where
            Self: 'static,
        {
            <Vec<T> as TS>::visit_generics(v);
        }
    }
}

#[cfg(feature = "utoipa")]
mod openapi {
    use super::*;
    use utoipa::{
        PartialSchema, ToSchema,
        openapi::{RefOr, schema::Schema},
    };

    impl<const MIN: usize, const MAX: usize> PartialSchema for BoundedString<MIN, MAX> {
        fn schema() -> RefOr<Schema> {
            let mut b =
                utoipa::openapi::ObjectBuilder::new().schema_type(utoipa::openapi::Type::String);
            if MIN > 0 {
                b = b.min_length(Some(MIN));
            }
            if MAX != usize::MAX {
                b = b.max_length(Some(MAX));
            }
            RefOr::T(Schema::Object(b.build()))
        }
    }
    impl<const MIN: usize, const MAX: usize> ToSchema for BoundedString<MIN, MAX> {
        fn name() -> std::borrow::Cow<'static, str> {
            format!("BoundedString_{MIN}_{MAX}").into()
        }
    }

    impl<const MIN: i64, const MAX: i64> PartialSchema for BoundedInt<MIN, MAX> {
        fn schema() -> RefOr<Schema> {
            let mut b =
                utoipa::openapi::ObjectBuilder::new().schema_type(utoipa::openapi::Type::Integer);
            if MIN != i64::MIN {
                b = b.minimum(Some(MIN));
            }
            if MAX != i64::MAX {
                b = b.maximum(Some(MAX));
            }
            RefOr::T(Schema::Object(b.build()))
        }
    }
    impl<const MIN: i64, const MAX: i64> ToSchema for BoundedInt<MIN, MAX> {
        fn name() -> std::borrow::Cow<'static, str> {
            format!("BoundedInt_{MIN}_{MAX}").into()
        }
    }

    impl<T: ToSchema, const MIN: usize, const MAX: usize> PartialSchema for BoundedVec<T, MIN, MAX> {
        fn schema() -> RefOr<Schema> {
            let mut b = utoipa::openapi::ArrayBuilder::new().items(T::schema());
            if MIN > 0 {
                b = b.min_items(Some(MIN));
            }
            if MAX != usize::MAX {
                b = b.max_items(Some(MAX));
            }
            RefOr::T(Schema::Array(b.build()))
        }
    }
    impl<T: ToSchema, const MIN: usize, const MAX: usize> ToSchema for BoundedVec<T, MIN, MAX> {
        fn name() -> std::borrow::Cow<'static, str> {
            format!("BoundedVec_{}_{MIN}_{MAX}", T::name()).into()
        }
    }
}

#[cfg(test)]
mod from_str_tests {
    use super::BoundedString;

    #[test]
    fn parse_checks_the_bounds_like_new() {
        type Name = BoundedString<2, 4>;
        assert_eq!("día".parse::<Name>().unwrap().as_str(), "día");
        for bad in ["a", "abcde"] {
            let parsed = bad.parse::<Name>().unwrap_err();
            assert_eq!(parsed, Name::new(bad).unwrap_err());
        }
    }
}
