use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A field of a partial update: absent (leave as is), `null` (clear) or a value (set).
///
/// Use it with `#[serde(default, skip_serializing_if = "Patch::is_absent")]`
/// so that an absent field stays absent on the wire.
///
/// ```
/// use agent_wire_kit::Patch;
/// #[derive(serde::Deserialize)]
/// struct Update {
///     #[serde(default)]
///     model: Patch<String>,
/// }
/// let clear: Update = serde_json::from_str(r#"{"model":null}"#).unwrap();
/// let leave: Update = serde_json::from_str("{}").unwrap();
/// assert_eq!(clear.model, Patch::Null);
/// assert_eq!(leave.model, Patch::Absent);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub enum Patch<T> {
    /// Not present: leave the current value unchanged.
    #[default]
    Absent,
    /// `null`: clear the current value.
    Null,
    /// A value: replace the current value.
    Value(T),
}

impl<T> Patch<T> {
    /// Whether the field was absent (for `skip_serializing_if`).
    pub fn is_absent(&self) -> bool {
        matches!(self, Self::Absent)
    }

    /// Applies the update to an optional field.
    pub fn apply_to(self, target: &mut Option<T>) {
        match self {
            Self::Absent => {}
            Self::Null => *target = None,
            Self::Value(v) => *target = Some(v),
        }
    }

    /// The value, if one is set.
    pub fn as_value(&self) -> Option<&T> {
        match self {
            Self::Value(v) => Some(v),
            _ => None,
        }
    }
}

impl<T: Serialize> Serialize for Patch<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            // Only reached when the field lacks `skip_serializing_if`: write `null`, the closest wire form.
            Self::Absent | Self::Null => serializer.serialize_none(),
            Self::Value(v) => v.serialize(serializer),
        }
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Patch<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Option::<T>::deserialize(deserializer).map(|v| v.map_or(Self::Null, Self::Value))
    }
}

#[cfg(feature = "schemars")]
impl<T: schemars::JsonSchema> schemars::JsonSchema for Patch<T> {
    fn inline_schema() -> bool {
        true
    }
    fn schema_name() -> std::borrow::Cow<'static, str> {
        format!("Patch_{}", T::schema_name()).into()
    }
    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        <Option<T>>::json_schema(generator)
    }
}

#[cfg(feature = "ts-rs")]
impl<T: ts_rs::TS> ts_rs::TS for Patch<T> {
    type WithoutGenerics = Patch<ts_rs::Dummy>;
    type OptionInnerType = T;
    const IS_OPTION: bool = true;
    fn name(cfg: &ts_rs::Config) -> String {
        <Option<T>>::name(cfg)
    }
    fn inline(cfg: &ts_rs::Config) -> String {
        <Option<T>>::inline(cfg)
    }
    fn visit_dependencies(v: &mut impl ts_rs::TypeVisitor)
    where
        Self: 'static,
    {
        <Option<T>>::visit_dependencies(v);
    }
    fn visit_generics(v: &mut impl ts_rs::TypeVisitor)
    where
        Self: 'static,
    {
        <Option<T>>::visit_generics(v);
    }
}
