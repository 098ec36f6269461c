//! The source-aware Settings document and its compare-and-set updates
//! (`GET/PATCH /settings`, `POST /settings/open-document`).

use crate::common::{
    Held, JsonObject, Key, KnownKey, LiteralFalse, LiteralTrue, Replay, RequestId, SchemaVersion,
    duplicate, string_enum, wire,
};
use serde::{Deserialize, Deserializer, Serialize, de::Error as _};

wire_kit::validated_string! {
    /// Opaque HMAC over the exact current config bytes. The local HMAC key is
    /// never exposed.
    ///
    /// Component `SettingsRevision`: `^hmac-sha256:[a-f0-9]{64}$`.
    pub struct SettingsRevision {
        pattern: "^hmac-sha256:[a-f0-9]{64}$" => |s: &str| wire_kit::pattern::prefixed_lower_hex(s, "hmac-sha256:", 64),
        named: true,
    }
}

string_enum! {
    /// `SettingsFieldCommon.source`: where the effective value comes from.
    #[string_enum(inline, utoipa)]
    pub enum SettingsSource {
        /// Built-in default.
        Internal = "internal",
        /// The model's default.
        Model = "model",
        /// Global configuration.
        Global = "global",
        /// Project configuration.
        Project = "project",
        /// Session override.
        Session = "session",
    }
}

string_enum! {
    /// `SettingsFieldCommon.scope`: where a write to the field lands.
    #[string_enum(inline, utoipa)]
    pub enum SettingsScope {
        /// Global configuration.
        Global = "global",
        /// Project configuration.
        Project = "project",
        /// The session.
        Session = "session",
    }
}

string_enum! {
    /// `SettingsFieldCommon.applies`: when a change takes effect.
    #[string_enum(inline, utoipa)]
    pub enum SettingsApplies {
        /// At once.
        Live = "live",
        /// With the next logical request.
        NextLogicalRequest = "next-logical-request",
        /// In new sessions.
        NewSession = "new-session",
        /// After a restart.
        Restart = "restart",
    }
}

string_enum! {
    /// `SettingsFieldCommon.blockedReason`: why a field cannot be written now.
    #[string_enum(inline, utoipa)]
    pub enum SettingsBlockedReason {
        /// The runtime is busy.
        RuntimeBusy = "runtime_busy",
        /// The document is read-only.
        ReadOnly = "read_only",
        /// The document is invalid.
        InvalidDocument = "invalid_document",
    }
}

/// What every settings field carries besides its values.
///
/// The contract leaves this object open (no `additionalProperties: false`):
/// unknown keys are accepted and kept in [`extra`](Self::extra), so a decoded
/// field re-encodes without loss.
#[wire(open)]
pub struct SettingsFieldCommon {
    /// Where the effective value comes from.
    pub source: SettingsSource,
    /// Where a write lands.
    pub scope: SettingsScope,
    /// When a change takes effect.
    pub applies: SettingsApplies,
    /// Whether a narrower scope overrides this one.
    pub overridden: bool,
    /// Whether the field can be written now.
    pub writable: bool,
    /// Why the field cannot be written now.
    #[serde(
        default,
        deserialize_with = "wire_kit::decode::non_null",
        skip_serializing_if = "Option::is_none"
    )]
    #[cfg_attr(feature = "schemars", schemars(with = "SettingsBlockedReason"))]
    #[cfg_attr(feature = "ts-rs", ts(optional))]
    pub blocked_reason: Option<SettingsBlockedReason>,
    /// Keys the contract does not name (the object is open), kept verbatim.
    #[serde(flatten)]
    #[cfg_attr(feature = "schemars", schemars(skip))]
    #[cfg_attr(feature = "ts-rs", ts(skip))]
    #[cfg_attr(feature = "utoipa", schema(ignore))]
    pub extra: JsonObject,
}

string_enum! {
    /// Theme values (`appearance.theme`).
    #[string_enum(inline, utoipa)]
    pub enum ThemePreference {
        /// Follow the system.
        System = "system",
        /// Light.
        Light = "light",
        /// Dark.
        Dark = "dark",
    }
}

string_enum! {
    /// Motion values (`appearance.motion`).
    #[string_enum(inline, utoipa)]
    pub enum MotionPreference {
        /// Follow the system.
        System = "system",
        /// Reduced motion.
        Reduced = "reduced",
    }
}

string_enum! {
    /// Tool-confirmation values (`permissions.toolConfirmation`, also
    /// `WebCommand.toolConfirmation`).
    #[string_enum(inline, utoipa)]
    pub enum ToolConfirmationPreference {
        /// Run tools without asking.
        Allow = "allow",
        /// Ask before running tools.
        Ask = "ask",
        /// Never run tools.
        Deny = "deny",
    }
}

string_enum! {
    /// Reasoning-effort preference (`defaults.effort`).
    #[string_enum(utoipa)]
    pub enum EffortPreference {
        /// Let the model decide.
        Auto = "auto",
        /// No reasoning.
        None = "none",
        /// Minimal.
        Minimal = "minimal",
        /// Low.
        Low = "low",
        /// Medium.
        Medium = "medium",
        /// High.
        High = "high",
        /// Extra high.
        Xhigh = "xhigh",
        /// Maximum.
        Max = "max",
    }
}

wire_kit::validated_string! {
    /// A model id as a settings field reports it (`minLength: 1`).
    pub struct ModelFieldValue {
        min: 1,
    }
}

wire_kit::validated_string! {
    /// A model id as a client sets it (`SetModelSetting.value`): 1 to 200 characters.
    pub struct ModelValue {
        min: 1,
        max: 200,
    }
}

/// Declares a `*SettingsField`: [`SettingsFieldCommon`] plus the typed
/// effective/explicit/inherited values. The schema is the contract's
/// `allOf: [SettingsFieldCommon, {required: [effectiveValue], …}]`.
macro_rules! settings_field {
    ($(#[$meta:meta])* $name:ident, $value:ty) => {
        #[wire(manual_schema, open)]
        $(#[$meta])*
        pub struct $name {
            /// The value in effect.
            pub effective_value: $value,
            /// The value set at this field's scope, if any.
            #[serde(default, deserialize_with = "wire_kit::decode::non_null", skip_serializing_if = "Option::is_none")]
            #[cfg_attr(feature = "ts-rs", ts(optional))]
            pub explicit_value: Option<$value>,
            /// The value inherited from a wider scope, if any.
            #[serde(default, deserialize_with = "wire_kit::decode::non_null", skip_serializing_if = "Option::is_none")]
            #[cfg_attr(feature = "ts-rs", ts(optional))]
            pub inherited_value: Option<$value>,
            /// Source, scope, applicability and writability.
            #[serde(flatten)]
            #[cfg_attr(feature = "ts-rs", ts(flatten))]
            pub common: SettingsFieldCommon,
        }

        #[cfg(feature = "schemars")]
        impl schemars::JsonSchema for $name {
            fn schema_name() -> std::borrow::Cow<'static, str> {
                stringify!($name).into()
            }
            fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
                let common = generator.subschema_for::<SettingsFieldCommon>();
                let value = generator.subschema_for::<$value>();
                schemars::json_schema!({
                    "allOf": [
                        common,
                        {
                            "type": "object",
                            "required": ["effectiveValue"],
                            "properties": {
                                "effectiveValue": value,
                                "explicitValue": value,
                                "inheritedValue": value,
                            },
                        },
                    ],
                })
            }
        }
    };
}

settings_field! {
    /// The `appearance.theme` field.
    ThemeSettingsField, ThemePreference
}
settings_field! {
    /// The `appearance.motion` field.
    MotionSettingsField, MotionPreference
}
settings_field! {
    /// The `defaults.model` field.
    ModelSettingsField, ModelFieldValue
}
settings_field! {
    /// The `defaults.effort` field.
    EffortSettingsField, EffortPreference
}
settings_field! {
    /// The `permissions.toolConfirmation` field.
    ToolConfirmationSettingsField, ToolConfirmationPreference
}

/// A model the user can pick.
#[wire]
pub struct ModelSummary {
    /// Model id (non-empty).
    #[cfg_attr(feature = "utoipa", schema(value_type = String, min_length = 1))]
    pub id: wire_kit::BoundedString<1, { usize::MAX }>,
    /// Display label (non-empty).
    #[cfg_attr(feature = "utoipa", schema(value_type = String, min_length = 1))]
    pub label: wire_kit::BoundedString<1, { usize::MAX }>,
    /// Provider.
    #[wire(optional)]
    pub provider: Option<String>,
}

string_enum! {
    /// `CredentialSlot.state`.
    #[string_enum(inline, utoipa)]
    pub enum CredentialState {
        /// A credential is available.
        Ready = "ready",
        /// No credential.
        Missing = "missing",
        /// The credential store cannot be read.
        Unavailable = "unavailable",
    }
}

string_enum! {
    /// `CredentialSlot.source`.
    #[string_enum(inline, utoipa)]
    pub enum CredentialSource {
        /// An environment variable.
        Environment = "environment",
        /// A legacy store.
        Legacy = "legacy",
        /// None.
        None = "none",
    }
}

/// A provider credential's presence, never its value. Not writable from the Web.
#[wire]
pub struct CredentialSlot {
    /// Provider id (non-empty).
    #[cfg_attr(feature = "utoipa", schema(value_type = String, min_length = 1))]
    pub provider_id: wire_kit::BoundedString<1, { usize::MAX }>,
    /// Availability.
    pub state: CredentialState,
    /// Where it comes from.
    pub source: CredentialSource,
    /// Always `false`.
    #[wire(tag)]
    pub writable: LiteralFalse,
}

string_enum! {
    /// `SettingsDocument.state`.
    #[string_enum(inline, utoipa)]
    pub enum SettingsState {
        /// Valid and loaded.
        Ready = "ready",
        /// The document does not parse or validate.
        Invalid = "invalid",
        /// The document cannot be written.
        ReadOnly = "read-only",
        /// The document cannot be read.
        Unavailable = "unavailable",
    }
}

/// `SettingsDocument.sections.appearance`.
#[wire(inline)]
pub struct SettingsAppearance {
    /// `appearance.theme`.
    pub theme: ThemeSettingsField,
    /// `appearance.motion`.
    pub motion: MotionSettingsField,
}

/// `SettingsDocument.sections.defaults`.
#[wire(inline)]
pub struct SettingsDefaults {
    /// `defaults.model`.
    pub model: ModelSettingsField,
    /// `defaults.effort`.
    pub effort: EffortSettingsField,
}

/// `SettingsDocument.sections.permissions`.
#[wire(inline)]
pub struct SettingsPermissions {
    /// `permissions.toolConfirmation`.
    pub tool_confirmation: ToolConfirmationSettingsField,
}

/// `SettingsDocument.sections`.
#[wire(inline)]
pub struct SettingsSections {
    /// Appearance.
    pub appearance: SettingsAppearance,
    /// Defaults for new requests.
    pub defaults: SettingsDefaults,
    /// Permissions.
    pub permissions: SettingsPermissions,
}

/// `SettingsDocument.currentSession`: the active session's own values.
#[wire(inline)]
pub struct SettingsCurrentSession {
    /// The session's model.
    pub model: String,
    /// The session's effort.
    pub effort: EffortPreference,
    /// Whether the session's effort overrides the project's.
    pub overrides_project_effort: bool,
}

/// `SettingsDocument.diagnostic`: why the document is not ready.
#[wire(inline)]
pub struct SettingsDiagnostic {
    /// Machine-readable code.
    pub code: String,
    /// Human-readable message.
    pub message: String,
}

/// Current secret-free, source-aware Settings document and durable revision.
#[wire]
pub struct SettingsDocument {
    /// Always `1`.
    #[wire(tag)]
    pub schema_version: SchemaVersion,
    /// Revision of the exact current `orion.json` bytes.
    pub revision: SettingsRevision,
    /// Document state.
    pub state: SettingsState,
    /// Whether the document can be written.
    pub writable: bool,
    /// Whether an `orion.json` exists.
    pub has_document: bool,
    /// The workspace the document belongs to.
    pub workspace: String,
    /// The settings fields by section.
    pub sections: SettingsSections,
    /// Models the user can pick.
    pub models: Vec<ModelSummary>,
    /// Credential presence per provider.
    pub credentials: Vec<CredentialSlot>,
    /// The active session's own values.
    #[wire(optional)]
    pub current_session: Option<SettingsCurrentSession>,
    /// Why the document is not ready.
    #[wire(optional)]
    pub diagnostic: Option<SettingsDiagnostic>,
}

string_enum! {
    /// A settings key: `SettingsOperation.key` and `SettingsMutationResult.appliedKeys` items.
    #[string_enum(inline, utoipa)]
    pub enum SettingsKey {
        /// `appearance.theme`.
        AppearanceTheme = "appearance.theme",
        /// `appearance.motion`.
        AppearanceMotion = "appearance.motion",
        /// `defaults.model`.
        DefaultsModel = "defaults.model",
        /// `defaults.effort`.
        DefaultsEffort = "defaults.effort",
        /// `permissions.toolConfirmation`.
        PermissionsToolConfirmation = "permissions.toolConfirmation",
    }
}

/// One row of the settings key table: what a `set` operation on the key accepts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SettingsKeyInfo {
    /// The key.
    pub key: SettingsKey,
    /// The Rust type of a `set` value.
    pub value_type: &'static str,
    /// The closed set of values, or `None` for a free string.
    pub allowed_values: Option<&'static [&'static str]>,
    /// Length bounds of a free-string value (inclusive), if any.
    pub length: Option<(usize, usize)>,
    /// The settings field type that reports the key in [`SettingsDocument`].
    pub field_type: &'static str,
}

/// The settings keys, in the contract's order, with the values a `set` accepts.
pub static SETTINGS_KEYS: [SettingsKeyInfo; 5] = [
    SettingsKeyInfo {
        key: SettingsKey::AppearanceTheme,
        value_type: "ThemePreference",
        allowed_values: Some(ThemePreference::VALUES),
        length: None,
        field_type: "ThemeSettingsField",
    },
    SettingsKeyInfo {
        key: SettingsKey::AppearanceMotion,
        value_type: "MotionPreference",
        allowed_values: Some(MotionPreference::VALUES),
        length: None,
        field_type: "MotionSettingsField",
    },
    SettingsKeyInfo {
        key: SettingsKey::DefaultsModel,
        value_type: "ModelValue",
        allowed_values: None,
        length: Some((ModelValue::MIN_LENGTH, ModelValue::MAX_LENGTH)),
        field_type: "ModelSettingsField",
    },
    SettingsKeyInfo {
        key: SettingsKey::DefaultsEffort,
        value_type: "EffortPreference",
        allowed_values: Some(EffortPreference::VALUES),
        length: None,
        field_type: "EffortSettingsField",
    },
    SettingsKeyInfo {
        key: SettingsKey::PermissionsToolConfirmation,
        value_type: "ToolConfirmationPreference",
        allowed_values: Some(ToolConfirmationPreference::VALUES),
        length: None,
        field_type: "ToolConfirmationSettingsField",
    },
];

impl SettingsKey {
    /// The key's row in [`SETTINGS_KEYS`].
    pub fn info(self) -> &'static SettingsKeyInfo {
        &SETTINGS_KEYS[self as usize]
    }
}

wire_kit::literal! {
    /// `op: set`.
    pub struct SetOp = "set";
}
wire_kit::literal! {
    /// `op: unset`.
    pub struct UnsetOp = "unset";
}
wire_kit::literal! {
    /// `key: appearance.theme`.
    pub struct ThemeKey = "appearance.theme";
}
wire_kit::literal! {
    /// `key: appearance.motion`.
    pub struct MotionKey = "appearance.motion";
}
wire_kit::literal! {
    /// `key: defaults.model`.
    pub struct ModelKey = "defaults.model";
}
wire_kit::literal! {
    /// `key: defaults.effort`.
    pub struct EffortKey = "defaults.effort";
}
wire_kit::literal! {
    /// `key: permissions.toolConfirmation`.
    pub struct ToolConfirmationKey = "permissions.toolConfirmation";
}

/// Declares the set and unset operation types of one key.
macro_rules! settings_ops {
    ($set:ident, $unset:ident, $key:ty, $value:ty, $wire:literal) => {
        #[doc = concat!("Set `", $wire, "`.")]
        #[wire]
        pub struct $set {
            /// Always `set`.
            #[wire(tag)]
            pub op: SetOp,
            #[doc = concat!("Always `", $wire, "`.")]
            #[wire(tag)]
            pub key: $key,
            /// The new value.
            pub value: $value,
        }

        #[doc = concat!("Unset `", $wire, "` (fall back to the inherited value).")]
        #[wire]
        pub struct $unset {
            /// Always `unset`.
            #[wire(tag)]
            pub op: UnsetOp,
            #[doc = concat!("Always `", $wire, "`.")]
            #[wire(tag)]
            pub key: $key,
        }

        impl Default for $unset {
            fn default() -> Self {
                Self {
                    op: UnsetOp,
                    key: <$key>::default(),
                }
            }
        }
    };
}

settings_ops!(
    SetThemeSetting,
    UnsetThemeSetting,
    ThemeKey,
    ThemePreference,
    "appearance.theme"
);
settings_ops!(
    SetMotionSetting,
    UnsetMotionSetting,
    MotionKey,
    MotionPreference,
    "appearance.motion"
);
settings_ops!(
    SetModelSetting,
    UnsetModelSetting,
    ModelKey,
    ModelValue,
    "defaults.model"
);
settings_ops!(
    SetEffortSetting,
    UnsetEffortSetting,
    EffortKey,
    EffortPreference,
    "defaults.effort"
);
settings_ops!(
    SetToolConfirmationSetting,
    UnsetToolConfirmationSetting,
    ToolConfirmationKey,
    ToolConfirmationPreference,
    "permissions.toolConfirmation"
);

/// One settings operation: `set` or `unset` on one of the five keys, each
/// `set` with its own value type (`oneOf` of ten branches, chosen by `op`
/// and `key`).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
#[cfg_attr(feature = "utoipa", derive(utoipa::ToSchema))]
#[serde(untagged)]
pub enum SettingsOperation {
    /// `set appearance.theme`.
    SetTheme(SetThemeSetting),
    /// `unset appearance.theme`.
    UnsetTheme(UnsetThemeSetting),
    /// `set appearance.motion`.
    SetMotion(SetMotionSetting),
    /// `unset appearance.motion`.
    UnsetMotion(UnsetMotionSetting),
    /// `set defaults.model`.
    SetModel(SetModelSetting),
    /// `unset defaults.model`.
    UnsetModel(UnsetModelSetting),
    /// `set defaults.effort`.
    SetEffort(SetEffortSetting),
    /// `unset defaults.effort`.
    UnsetEffort(UnsetEffortSetting),
    /// `set permissions.toolConfirmation`.
    SetToolConfirmation(SetToolConfirmationSetting),
    /// `unset permissions.toolConfirmation`.
    UnsetToolConfirmation(UnsetToolConfirmationSetting),
}

impl SettingsOperation {
    /// The key the operation touches.
    pub fn key(&self) -> SettingsKey {
        use SettingsOperation::*;
        match self {
            SetTheme(_) | UnsetTheme(_) => SettingsKey::AppearanceTheme,
            SetMotion(_) | UnsetMotion(_) => SettingsKey::AppearanceMotion,
            SetModel(_) | UnsetModel(_) => SettingsKey::DefaultsModel,
            SetEffort(_) | UnsetEffort(_) => SettingsKey::DefaultsEffort,
            SetToolConfirmation(_) | UnsetToolConfirmation(_) => {
                SettingsKey::PermissionsToolConfirmation
            }
        }
    }

    /// Whether this is a `set` (as opposed to an `unset`).
    pub fn is_set(&self) -> bool {
        use SettingsOperation::*;
        matches!(
            self,
            SetTheme(_) | SetMotion(_) | SetModel(_) | SetEffort(_) | SetToolConfirmation(_)
        )
    }

    /// A `set` of `key` to the wire string `value`, checked against the key's
    /// value type (see [`SETTINGS_KEYS`]).
    pub fn set(key: SettingsKey, value: &str) -> Result<Self, wire_kit::ConstraintError> {
        Ok(match key {
            SettingsKey::AppearanceTheme => Self::SetTheme(SetThemeSetting::new(value.parse()?)),
            SettingsKey::AppearanceMotion => Self::SetMotion(SetMotionSetting::new(value.parse()?)),
            SettingsKey::DefaultsModel => Self::SetModel(SetModelSetting::new(value.parse()?)),
            SettingsKey::DefaultsEffort => Self::SetEffort(SetEffortSetting::new(value.parse()?)),
            SettingsKey::PermissionsToolConfirmation => {
                Self::SetToolConfirmation(SetToolConfirmationSetting::new(value.parse()?))
            }
        })
    }

    /// The `unset` of `key`.
    pub fn unset(key: SettingsKey) -> Self {
        match key {
            SettingsKey::AppearanceTheme => Self::UnsetTheme(Default::default()),
            SettingsKey::AppearanceMotion => Self::UnsetMotion(Default::default()),
            SettingsKey::DefaultsModel => Self::UnsetModel(Default::default()),
            SettingsKey::DefaultsEffort => Self::UnsetEffort(Default::default()),
            SettingsKey::PermissionsToolConfirmation => {
                Self::UnsetToolConfirmation(Default::default())
            }
        }
    }
}

impl<'de> Deserialize<'de> for SettingsOperation {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        wire_kit::tagged::deserialize_map(
            deserializer,
            &["op", "key"],
            OperationVisitor { seen: None },
        )
    }
}

/// Keys already touched by earlier operations of a batch, with the index of
/// the operation that touched each.
type Seen = [Option<usize>; 5];

/// Reads members until `op` and `key` are both known, then decodes the
/// branch they name from the members read so far followed by the rest of
/// the object, straight from the input, so that an error after them names
/// its exact path (`operations[0].value`). `op` and `key` are checked where
/// they are read; a `value` that comes before them is held, and an error in
/// it is raised at its own path as well. The order of the members never
/// changes what is accepted.
///
/// Inside a batch, `seen` refuses a key an earlier operation touched, where
/// the key is read (`operations[1].key`).
struct OperationVisitor<'s> {
    seen: Option<(&'s mut Seen, usize)>,
}

const OPERATION_FIELDS: &[&str] = &["op", "key", "value"];

impl<'de> serde::de::Visitor<'de> for OperationVisitor<'_> {
    type Value = SettingsOperation;
    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a settings operation object")
    }
    fn visit_map<A: serde::de::MapAccess<'de>>(
        mut self,
        mut map: A,
    ) -> Result<SettingsOperation, A::Error> {
        let mut before: Vec<(Key<'de>, Held)> = Vec::with_capacity(3);
        let (mut op, mut key) = (None, None);
        while let Some(k) = map.next_key_seed(KnownKey(OPERATION_FIELDS))? {
            if before.iter().any(|(b, _)| b.0 == k.0) {
                return Err(duplicate(&k.0));
            }
            let value = match &*k.0 {
                "op" => {
                    let set = map.next_value_seed(OpSeed)?;
                    op = Some(set);
                    Held::Name(if set { "set" } else { "unset" })
                }
                "key" => {
                    let seen = self.seen.as_mut().map(|(s, i)| (&mut **s, *i));
                    let k = map.next_value_seed(KeySeed { seen })?;
                    key = Some(k);
                    Held::Name(k.as_str())
                }
                _ => Held::Value(map.next_value()?),
            };
            before.push((k, value));
            if let (Some(set), Some(key)) = (op, key) {
                let de = serde::de::value::MapAccessDeserializer::new(Replay::new(before, map));
                return decode_operation(set, key, de);
            }
        }
        Err(A::Error::missing_field(if op.is_none() {
            "op"
        } else {
            "key"
        }))
    }
}

/// Decodes the branch `set`/`unset` of `key`.
fn decode_operation<'de, D: Deserializer<'de>>(
    set: bool,
    key: SettingsKey,
    de: D,
) -> Result<SettingsOperation, D::Error> {
    use SettingsOperation as O;
    Ok(match (set, key) {
        (true, SettingsKey::AppearanceTheme) => O::SetTheme(Deserialize::deserialize(de)?),
        (false, SettingsKey::AppearanceTheme) => O::UnsetTheme(Deserialize::deserialize(de)?),
        (true, SettingsKey::AppearanceMotion) => O::SetMotion(Deserialize::deserialize(de)?),
        (false, SettingsKey::AppearanceMotion) => O::UnsetMotion(Deserialize::deserialize(de)?),
        (true, SettingsKey::DefaultsModel) => O::SetModel(Deserialize::deserialize(de)?),
        (false, SettingsKey::DefaultsModel) => O::UnsetModel(Deserialize::deserialize(de)?),
        (true, SettingsKey::DefaultsEffort) => O::SetEffort(Deserialize::deserialize(de)?),
        (false, SettingsKey::DefaultsEffort) => O::UnsetEffort(Deserialize::deserialize(de)?),
        (true, SettingsKey::PermissionsToolConfirmation) => {
            O::SetToolConfirmation(Deserialize::deserialize(de)?)
        }
        (false, SettingsKey::PermissionsToolConfirmation) => {
            O::UnsetToolConfirmation(Deserialize::deserialize(de)?)
        }
    })
}

/// Reads `op`: `true` for `set`, `false` for `unset`.
struct OpSeed;

impl<'de> serde::de::DeserializeSeed<'de> for OpSeed {
    type Value = bool;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<bool, D::Error> {
        struct V;
        impl serde::de::Visitor<'_> for V {
            type Value = bool;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("`set` or `unset`")
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<bool, E> {
                match v {
                    "set" => Ok(true),
                    "unset" => Ok(false),
                    _ => Err(E::unknown_variant(v, &["set", "unset"])),
                }
            }
        }
        d.deserialize_str(V)
    }
}

/// Reads `key`, refusing one an earlier operation of the batch touched.
struct KeySeed<'s> {
    seen: Option<(&'s mut Seen, usize)>,
}

impl<'de> serde::de::DeserializeSeed<'de> for KeySeed<'_> {
    type Value = SettingsKey;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<SettingsKey, D::Error> {
        let key = SettingsKey::deserialize(d)?;
        if let Some((seen, index)) = self.seen {
            if let Some(first) = seen[key as usize] {
                return Err(D::Error::custom(format_args!(
                    "{key} appears more than once (duplicate keys are rejected); \
                     operations[{first}] has it first"
                )));
            }
            seen[key as usize] = Some(index);
        }
        Ok(key)
    }
}

/// Reads one operation of a batch.
struct OperationSeed<'s> {
    seen: &'s mut Seen,
    index: usize,
}

impl<'de> serde::de::DeserializeSeed<'de> for OperationSeed<'_> {
    type Value = SettingsOperation;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<SettingsOperation, D::Error> {
        let visitor = OperationVisitor {
            seen: Some((self.seen, self.index)),
        };
        wire_kit::tagged::deserialize_map(d, &["op", "key"], visitor)
    }
}

/// `UpdateSettingsRequest.operations`: 1 to 20 operations with distinct keys,
/// checked as they are read.
struct Operations(wire_kit::BoundedVec<SettingsOperation, 1, 20>);

impl<'de> Deserialize<'de> for Operations {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> serde::de::Visitor<'de> for V {
            type Value = Operations;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("an array")
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                mut seq: A,
            ) -> Result<Operations, A::Error> {
                let mut seen = Seen::default();
                let mut items = Vec::new();
                while let Some(item) = seq.next_element_seed(OperationSeed {
                    seen: &mut seen,
                    index: items.len(),
                })? {
                    items.push(item);
                }
                wire_kit::BoundedVec::new(items)
                    .map(Operations)
                    .map_err(A::Error::custom)
            }
        }
        deserializer.deserialize_seq(V)
    }
}

#[cfg(feature = "schemars")]
impl schemars::JsonSchema for SettingsOperation {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "SettingsOperation".into()
    }
    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        let branches = vec![
            generator.subschema_for::<SetThemeSetting>(),
            generator.subschema_for::<UnsetThemeSetting>(),
            generator.subschema_for::<SetMotionSetting>(),
            generator.subschema_for::<UnsetMotionSetting>(),
            generator.subschema_for::<SetModelSetting>(),
            generator.subschema_for::<UnsetModelSetting>(),
            generator.subschema_for::<SetEffortSetting>(),
            generator.subschema_for::<UnsetEffortSetting>(),
            generator.subschema_for::<SetToolConfirmationSetting>(),
            generator.subschema_for::<UnsetToolConfirmationSetting>(),
        ];
        schemars::json_schema!({ "oneOf": branches })
    }
}

/// Atomically apply one bounded batch only when `expectedRevision` equals the
/// keyed revision of the exact current `orion.json` bytes.
///
/// 1 to 20 operations, at most one per key: decoding and
/// [`new`](Self::new) both refuse a batch that touches a key twice.
#[wire(manual_new, manual_deserialize)]
pub struct UpdateSettingsRequest {
    /// Idempotency key.
    pub request_id: RequestId,
    /// The revision the batch applies to.
    pub expected_revision: SettingsRevision,
    /// The operations (1 to 20, distinct keys). The schema states "distinct
    /// keys" as one `maxContains: 1` per key, which the contract's own schema
    /// leaves to its prose.
    #[cfg_attr(
        feature = "schemars",
        schemars(extend("allOf" = [
            { "contains": { "properties": { "key": { "const": "appearance.theme" } }, "required": ["key"] }, "minContains": 0, "maxContains": 1 },
            { "contains": { "properties": { "key": { "const": "appearance.motion" } }, "required": ["key"] }, "minContains": 0, "maxContains": 1 },
            { "contains": { "properties": { "key": { "const": "defaults.model" } }, "required": ["key"] }, "minContains": 0, "maxContains": 1 },
            { "contains": { "properties": { "key": { "const": "defaults.effort" } }, "required": ["key"] }, "minContains": 0, "maxContains": 1 },
            { "contains": { "properties": { "key": { "const": "permissions.toolConfirmation" } }, "required": ["key"] }, "minContains": 0, "maxContains": 1 },
        ]))
    )]
    #[cfg_attr(feature = "utoipa", schema(value_type = Vec<SettingsOperation>, min_items = 1, max_items = 20))]
    operations: wire_kit::BoundedVec<SettingsOperation, 1, 20>,
}

impl UpdateSettingsRequest {
    /// Checks the batch size and that no key repeats.
    pub fn new(
        request_id: RequestId,
        expected_revision: SettingsRevision,
        operations: Vec<SettingsOperation>,
    ) -> Result<Self, wire_kit::ConstraintError> {
        let operations = wire_kit::BoundedVec::new(operations)?;
        check_distinct_keys(&operations)?;
        Ok(Self {
            request_id,
            expected_revision,
            operations,
        })
    }

    /// The operations, in order.
    pub fn operations(&self) -> &[SettingsOperation] {
        &self.operations
    }
}

fn check_distinct_keys(operations: &[SettingsOperation]) -> Result<(), wire_kit::ConstraintError> {
    let mut seen = [false; 5];
    for (i, op) in operations.iter().enumerate() {
        let key = op.key();
        if std::mem::replace(&mut seen[key as usize], true) {
            return Err(wire_kit::ConstraintError::new(format!(
                "operations[{i}]: key {key} appears more than once (duplicate keys are rejected)"
            )));
        }
    }
    Ok(())
}

impl<'de> Deserialize<'de> for UpdateSettingsRequest {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(rename_all = "camelCase", deny_unknown_fields)]
        struct Wire {
            request_id: RequestId,
            expected_revision: SettingsRevision,
            operations: Operations,
        }
        let wire = Wire::deserialize(deserializer)?;
        Ok(Self {
            request_id: wire.request_id,
            expected_revision: wire.expected_revision,
            operations: wire.operations.0,
        })
    }
}

/// Updated settings, or an exact `requestId` retry replayed.
#[wire]
pub struct SettingsMutationResult {
    /// The request's idempotency key.
    pub request_id: RequestId,
    /// The new revision.
    pub revision: SettingsRevision,
    /// The keys the batch applied (1 to 20).
    #[cfg_attr(feature = "utoipa", schema(value_type = Vec<SettingsKey>, min_items = 1, max_items = 20))]
    pub applied_keys: wire_kit::BoundedVec<SettingsKey, 1, 20>,
    /// The document after the change.
    pub settings: SettingsDocument,
}

/// Request body of `openSettingsDocument`: open the Host-resolved
/// `orion.json` in the native text editor. It accepts no path.
#[wire(inline)]
pub struct OpenSettingsDocumentRequest {
    /// Idempotency key.
    pub request_id: RequestId,
}

/// Response of `openSettingsDocument`: the pathless open request was
/// accepted or replayed idempotently. It never returns the resolved path.
#[wire(inline)]
pub struct OpenSettingsDocumentResponse {
    /// The request's idempotency key.
    pub request_id: RequestId,
    /// Always `true`.
    #[wire(tag)]
    pub opened: LiteralTrue,
}
