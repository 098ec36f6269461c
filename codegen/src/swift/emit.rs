//! Swift declarations from the JSON Schemas of a protocol's registered types.
//!
//! The input is what every other artifact is generated from: each type's
//! schema as schemars derives it from the Rust type's serde shape. The shape
//! of a schema decides the Swift declaration:
//!
//! | schema | Swift |
//! | --- | --- |
//! | object with `properties` | `struct` with `CodingKeys` and hand-written `init(from:)`/`encode(to:)` |
//! | string `enum` / `oneOf` of string `const`s | `enum X: String` |
//! | string with `x-open-enum: [known…]`, or string consts plus a plain string | `struct X: RawRepresentable` with the known values as static constants |
//! | `oneOf`/`anyOf` whose members share a property with a string `const` | `enum` with associated values, dispatching on that tag |
//! | other `oneOf`/`anyOf` | `enum` trying each member in order |
//! | string / integer with constraints | `struct X: RawRepresentable` (a newtype) |
//! | anything else (`{}`, arrays, maps) | `typealias` |
//!
//! Presence follows the DESIGN table: a required field is `T`, a required
//! nullable field `T?` that must be present and is always written, an
//! optional field `T?` that is omitted when `nil` (and rejects `null`), a
//! field with a default is `T` filled in when absent and always written, and
//! a tri-state field is `Patch<T>`.

mod records;
mod unions;

use super::names::{doc, ident, lower_camel, string_literal, unique, upper_camel};
use super::validation;
use serde_json::{Map, Value};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

/// How a registered type contributes its schema.
pub type SchemaFn = fn(&mut schemars::SchemaGenerator) -> schemars::Schema;

/// Emitter settings that differ per protocol, and what the Rust decoders do
/// that their schemas do not say (see [`super::probe`]).
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Treat every optional nullable field without a default as tri-state
    /// (`Patch<T>`), not only those marked `x-tri-state`. Right for
    /// TypeScript contracts, where `x?: T | null` tells absent from `null`.
    pub tri_state_optional_nullable: bool,
    /// Structs whose Rust decoder keeps undeclared members (a flattened map
    /// the schema does not show): their Swift mirror keeps them too.
    pub keeps_unknown: BTreeSet<String>,
    /// Tagged unions whose Rust decoder sends a value with a known tag whose
    /// fields do not fit that member to the fallback member; `true` when
    /// "fit" also means no undeclared member.
    pub refit: BTreeMap<String, bool>,
    /// Tagged unions without a fallback whose Rust decoder reports an
    /// unknown tag at the tag field; the others report it at the object.
    pub unknown_tag_at_tag: BTreeSet<String>,
}

/// The Swift source of one protocol module.
#[derive(Debug, Default)]
pub struct Module {
    /// The declarations, one file.
    pub source: String,
    /// Every top-level type name declared, sorted.
    pub declared: Vec<String>,
    /// Types whose schema had no Swift mirror and became `JSONValue` aliases.
    pub opaque: Vec<String>,
    /// For each top-level struct, how its Swift decoder treats each wire
    /// field: `(wire name, presence)` with presence one of `required`,
    /// `required-nullable`, `omittable`, `optional-nullable`, `defaulted`,
    /// `defaulted-nullable`, `tri-state`, `constant`, `optional-constant`
    /// (always written), `kept-constant` (written only when read), and
    /// `required-any` / `omittable-any` for `JSONValue` fields (which read `null`).
    pub presence: BTreeMap<String, Vec<(String, &'static str)>>,
    /// For each top-level tagged union: its tag field and whether a value
    /// with an unknown tag goes to a fallback member (else it is rejected).
    pub tagged: BTreeMap<String, (String, bool)>,
    /// For each top-level tagged union, the tag values its members name.
    pub tag_values: BTreeMap<String, Vec<String>>,
    /// For each top-level struct, `(wire name, default as JSON)` of each
    /// field filled in from a default when absent.
    pub defaults: BTreeMap<String, Vec<(String, Value)>>,
}

/// Names and types in scope while emitting one module.
struct Emitter {
    defs: BTreeMap<String, Value>,
    /// `$defs` name → Swift name.
    swift_names: BTreeMap<String, String>,
    /// Every top-level Swift name, to keep nested names apart from them.
    top_level: BTreeSet<String>,
    options: Options,
    opaque: Vec<String>,
    /// Tag and fallback of each tagged union, by name (see [`Module::tagged`]).
    tagged: BTreeMap<String, (String, bool)>,
    /// Tag values of each tagged union, by name (see [`Module::tag_values`]).
    tag_values: BTreeMap<String, Vec<String>>,
    /// Defaults of each struct's fields, by struct name (see [`Module::defaults`]).
    defaults: BTreeMap<String, Vec<(String, Value)>>,
    /// Presence of each struct's fields, by struct name (see [`Module::presence`]).
    presence: BTreeMap<String, Vec<(String, &'static str)>>,
    /// Top-level declarations named by an inline schema's `title` (open string sets).
    titled: BTreeMap<String, String>,
    /// Swift type → `(wire value, case name)` of closed string enums, for defaults.
    enum_cases: BTreeMap<String, Vec<(String, String)>>,
}

/// Nested declarations collected while emitting a parent type.
#[derive(Default)]
struct Scope {
    nested: Vec<String>,
    taken: Vec<String>,
}

const INDENT: &str = "    ";

/// Names the generated code uses unqualified: a nested type must not shadow them.
const SHADOWED: &[&str] = &[
    "Type",
    "Protocol",
    "Self",
    "String",
    "Int",
    "Int64",
    "Double",
    "Bool",
    "Data",
    "Set",
    "Array",
    "Dictionary",
    "Optional",
    "Error",
    "Decoder",
    "Encoder",
    "CodingKey",
    "CodingKeys",
    "TagKeys",
    "DecodingError",
    "JSONValue",
    "Patch",
    "AnyCodingKey",
    "JSONDecoder",
    "JSONEncoder",
];

/// Emits the declarations for `entries` (registered name, schema).
pub fn module(entries: &[(&str, SchemaFn)], options: Options) -> Module {
    let (mut emitter, roots, aliases) = Emitter::new(entries, options);
    let mut decls: Vec<(String, String)> = Vec::new();
    let defs: Vec<(String, Value)> = emitter
        .defs
        .iter()
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect();
    for (def, schema) in defs {
        let name = emitter.swift_names[&def].clone();
        decls.push((name.clone(), emitter.declaration(&name, &schema)));
    }
    for (name, schema) in roots {
        decls.push((name.clone(), emitter.declaration(&name, &schema)));
    }
    for (name, target) in aliases {
        let target = emitter.swift_names[&target].clone();
        decls.push((
            name.clone(),
            format!("/// Another name for ``{target}``.\npublic typealias {name} = {target}\n"),
        ));
    }
    decls.extend(std::mem::take(&mut emitter.titled));
    decls.sort_by(|a, b| a.0.cmp(&b.0));
    let mut source = String::new();
    for (_, d) in &decls {
        source.push('\n');
        source.push_str(d);
    }
    let mut opaque = emitter.opaque;
    opaque.sort();
    let declared: Vec<String> = decls.into_iter().map(|d| d.0).collect();
    let mut presence = emitter.presence;
    presence.retain(|name, _| declared.contains(name));
    let mut tagged = emitter.tagged;
    tagged.retain(|name, _| declared.contains(name));
    let mut tag_values = emitter.tag_values;
    tag_values.retain(|name, _| declared.contains(name));
    let mut defaults = emitter.defaults;
    defaults.retain(|name, _| declared.contains(name));
    Module {
        source,
        declared,
        opaque,
        presence,
        tagged,
        tag_values,
        defaults,
    }
}

impl Emitter {
    fn new(entries: &[(&str, SchemaFn)], options: Options) -> (Self, Roots, Aliases) {
        let mut generator = crate::registry::schema_settings().into_generator();
        let mut swift_names = BTreeMap::new();
        let mut roots: Vec<(String, Value)> = Vec::new();
        let mut aliases: Vec<(String, String)> = Vec::new();
        for (name, schema) in entries {
            let value = schema(&mut generator).to_value();
            match lone_ref(&value) {
                Some(target) => match swift_names.get(target) {
                    Some(existing) if existing != name => {
                        aliases.push(((*name).to_owned(), target.to_owned()));
                    }
                    _ => {
                        swift_names.insert(target.to_owned(), (*name).to_owned());
                    }
                },
                None => roots.push(((*name).to_owned(), value)),
            }
        }
        let defs: BTreeMap<String, Value> = generator.take_definitions(true).into_iter().collect();
        let mut taken: Vec<String> = swift_names.values().cloned().collect();
        taken.extend(roots.iter().map(|(n, _)| n.clone()));
        for def in defs.keys() {
            if !swift_names.contains_key(def) {
                let name = unique(&upper_camel(def), &mut taken);
                swift_names.insert(def.clone(), name);
            }
        }
        let mut emitter = Self {
            top_level: taken.iter().cloned().collect(),
            defs,
            swift_names,
            options,
            opaque: Vec::new(),
            enum_cases: BTreeMap::new(),
            titled: BTreeMap::new(),
            presence: BTreeMap::new(),
            tagged: BTreeMap::new(),
            tag_values: BTreeMap::new(),
            defaults: BTreeMap::new(),
        };
        for (def, schema) in &emitter.defs {
            let closed = schema.get("x-open-enum").is_none() && schema.get("const").is_none();
            if let Some(values) = string_values(schema).filter(|_| closed) {
                let name = emitter.swift_names[def].clone();
                emitter.enum_cases.insert(name, enum_cases(&values));
            }
        }
        (emitter, roots, aliases)
    }
}

/// Registered types whose schema is inline (not a `$defs` entry), with that schema.
type Roots = Vec<(String, Value)>;

/// Registered names that are another name for an already registered definition.
type Aliases = Vec<(String, String)>;

/// Renders JSON values as Swift expressions of a module's types: how the
/// constant tables become Swift values.
pub struct Values {
    emitter: Emitter,
    roots: BTreeMap<String, Value>,
}

impl Values {
    /// A renderer for the types of `entries`, emitted with `options`.
    pub fn new(entries: &[(&str, SchemaFn)], options: Options) -> Self {
        let (emitter, roots, _) = Emitter::new(entries, options);
        Self {
            emitter,
            roots: roots.into_iter().collect(),
        }
    }

    /// `value` as a Swift expression of the registered type `name`, indented
    /// for a position `depth` levels deep; `wireDefault(#"…"#)` (decoded at
    /// run time) where no literal form applies.
    pub fn expr(&mut self, name: &str, value: &Value, depth: usize) -> String {
        let schema = self
            .emitter
            .swift_names
            .iter()
            .find(|(_, n)| *n == name)
            .map(|(def, _)| serde_json::json!({ "$ref": format!("#/$defs/{def}") }))
            .or_else(|| self.roots.get(name).cloned())
            .unwrap_or(Value::Bool(true));
        self.emitter
            .value(&schema, value, depth)
            .unwrap_or_else(|| format!("wireDefault({})", raw_json(value)))
    }
}

fn lone_ref(v: &Value) -> Option<&str> {
    let map = v.as_object()?;
    if map.len() != 1 {
        return None;
    }
    map.get("$ref")?.as_str()?.strip_prefix("#/$defs/")
}

/// A field's default: the schema's `default`, else the real default of a
/// `default_factory` field, which the published schema leaves out.
fn default_of(s: &Value) -> Option<&Value> {
    s.get("default").or_else(|| s.get("x-default-factory"))
}

/// The registered type the Rust field decodes where the contract leaves the
/// value open (`x-wire-type`).
fn wire_type(s: &Value) -> Option<&str> {
    s.get("x-wire-type")
        .and_then(Value::as_str)
        .filter(|t| !t.is_empty() && t.chars().all(|c| c.is_ascii_alphanumeric()))
}

fn description(s: &Value) -> Option<&str> {
    s.get("description").and_then(Value::as_str)
}

/// Keys that only annotate a schema.
fn is_annotation(key: &str) -> bool {
    matches!(
        key,
        "description"
            | "title"
            | "default"
            | "examples"
            | "deprecated"
            | "readOnly"
            | "writeOnly"
            | "format"
            | "$comment"
            | "minLength"
            | "maxLength"
            | "pattern"
            | "minimum"
            | "maximum"
            | "exclusiveMinimum"
            | "exclusiveMaximum"
            | "minItems"
            | "maxItems"
            | "uniqueItems"
            | "multipleOf"
    ) || key.starts_with("x-")
}

fn type_is(s: &Value, t: &str) -> bool {
    match s.get("type") {
        Some(Value::String(x)) => x == t,
        _ => false,
    }
}

fn is_null_schema(s: &Value) -> bool {
    type_is(s, "null") || s.get("const") == Some(&Value::Null)
}

/// The string values of a closed string schema (`const`, `enum`, or a union of them).
fn string_values(s: &Value) -> Option<Vec<(String, Option<String>)>> {
    if let Some(Value::String(c)) = s.get("const") {
        return Some(vec![(c.clone(), description(s).map(str::to_owned))]);
    }
    if let Some(Value::Array(values)) = s.get("enum") {
        let mut out = Vec::new();
        for v in values {
            out.push((v.as_str()?.to_owned(), None));
        }
        // A one-value enum carries its description like a const.
        if out.len() == 1 {
            out[0].1 = description(s).map(str::to_owned);
        }
        return Some(out);
    }
    let branches = s
        .get("oneOf")
        .or_else(|| s.get("anyOf"))
        .and_then(Value::as_array)?;
    let mut out = Vec::new();
    for b in branches {
        out.extend(string_values(b)?);
    }
    Some(out)
}

/// A field's presence on the wire.
enum Presence {
    /// `T`: present, not null.
    Required,
    /// `T?`: present, may be null, always written.
    RequiredNullable,
    /// `T?`: may be absent, not null, omitted when nil.
    Omittable,
    /// `T?`: absent and null both read as nil; `emit_null` writes null for nil.
    OptionalNullable { emit_null: bool },
    /// `T` (or `T?`) filled in from a default when absent, always written;
    /// `json` is the default as the wire writes it.
    Defaulted {
        default: String,
        nullable: bool,
        json: Value,
    },
    /// `Patch<T>`.
    TriState,
    /// A wire constant: checked on decode. Always written, unless it is
    /// optional without a default (`kept`): then written only when it was
    /// read, or set with the `has…` flag.
    Constant {
        literal: String,
        required: bool,
        kept: Option<String>,
        /// For an array constant whose items are a closed set of strings:
        /// that set (a Swift literal), checked item by item first, as the
        /// Rust decoder reads the items before it compares the array.
        items: Option<String>,
    },
}

struct Field {
    wire: String,
    swift: String,
    ty: String,
    doc: Option<String>,
    presence: Presence,
    /// Checks of the contract's value rules on `v` (see [`super::validation`]).
    rules: Vec<String>,
}

impl Presence {
    fn kind(&self) -> &'static str {
        match self {
            Self::Required => "required",
            Self::RequiredNullable => "required-nullable",
            Self::Omittable => "omittable",
            Self::OptionalNullable { .. } => "optional-nullable",
            Self::Defaulted {
                nullable: false, ..
            } => "defaulted",
            Self::Defaulted { nullable: true, .. } => "defaulted-nullable",
            Self::TriState => "tri-state",
            Self::Constant { required: true, .. } => "constant",
            Self::Constant { kept: Some(_), .. } => "kept-constant",
            Self::Constant {
                required: false, ..
            } => "optional-constant",
        }
    }
}

impl Field {
    fn declared_type(&self) -> String {
        match &self.presence {
            Presence::Required => self.ty.clone(),
            Presence::RequiredNullable
            | Presence::Omittable
            | Presence::OptionalNullable { .. } => format!("{}?", self.ty),
            Presence::Defaulted { nullable, .. } => {
                if *nullable {
                    format!("{}?", self.ty)
                } else {
                    self.ty.clone()
                }
            }
            Presence::TriState => format!("Patch<{}>", self.ty),
            Presence::Constant { .. } => self.ty.clone(),
        }
    }

    fn init_default(&self) -> Option<String> {
        match &self.presence {
            Presence::Required | Presence::RequiredNullable | Presence::Constant { .. } => None,
            Presence::Omittable | Presence::OptionalNullable { .. } => Some("nil".into()),
            Presence::Defaulted { default, .. } => Some(default.clone()),
            Presence::TriState => Some(".absent".into()),
        }
    }
}

impl Emitter {
    fn ref_name(&self, reference: &str) -> Option<String> {
        let def = reference.strip_prefix("#/$defs/")?;
        self.swift_names.get(def).cloned()
    }

    fn def_of(&self, reference: &str) -> Option<&Value> {
        self.defs.get(reference.strip_prefix("#/$defs/")?)
    }

    /// Properties, required names and the `additionalProperties` of an object
    /// schema, with `$ref`s and `allOf` members merged in.
    fn object_parts(
        &self,
        s: &Value,
        depth: usize,
    ) -> (Map<String, Value>, Vec<String>, Option<Value>) {
        let mut props = Map::new();
        let mut required = Vec::new();
        let mut additional = None;
        if depth > 8 {
            return (props, required, additional);
        }
        if let Some(target) = s
            .get("$ref")
            .and_then(Value::as_str)
            .and_then(|r| self.def_of(r))
        {
            let (p, r, a) = self.object_parts(target, depth + 1);
            props.extend(p);
            required.extend(r);
            additional = a;
        }
        if let Some(Value::Array(all)) = s.get("allOf") {
            for member in all {
                let (p, r, a) = self.object_parts(member, depth + 1);
                props.extend(p);
                required.extend(r);
                if a.is_some() {
                    additional = a;
                }
            }
        }
        if let Some(Value::Object(p)) = s.get("properties") {
            for (k, v) in p {
                props.insert(k.clone(), v.clone());
            }
        }
        if let Some(Value::Array(r)) = s.get("required") {
            required.extend(r.iter().filter_map(Value::as_str).map(str::to_owned));
        }
        if let Some(a) = s.get("additionalProperties") {
            additional = Some(a.clone());
        }
        required.sort();
        required.dedup();
        (props, required, additional)
    }

    /// Whether the struct `name` keeps undeclared members: its Rust decoder
    /// does, or it merges in (`allOf`) a struct whose decoder does.
    fn keeps_unknown(&self, name: &str, s: &Value) -> bool {
        let merged = s
            .get("allOf")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .filter_map(|m| m.get("$ref").and_then(Value::as_str))
            .filter_map(|r| self.ref_name(r));
        self.options.keeps_unknown.contains(name)
            || merged
                .into_iter()
                .any(|n| self.options.keeps_unknown.contains(&n))
    }

    /// Names a nested declaration so that it shadows no top-level type.
    fn nested_name(&self, hint: &str, scope: &mut Scope) -> String {
        let mut base = upper_camel(hint);
        if self.top_level.contains(&base) || SHADOWED.contains(&base.as_str()) {
            base.push_str("Value");
        }
        unique(&base, &mut scope.taken)
    }

    /// The Swift type of a schema in a field or member position, and whether it admits null.
    fn type_of(&mut self, s: &Value, hint: &str, scope: &mut Scope) -> (String, bool) {
        let Some(map) = s.as_object() else {
            return ("JSONValue".into(), false);
        };
        if let Some(Value::String(r)) = map.get("$ref")
            && map.keys().all(|k| k == "$ref" || is_annotation(k))
            && let Some(name) = self.ref_name(r)
        {
            return (name, false);
        }
        if map.contains_key("x-open-enum") && !map.get("type").is_some_and(Value::is_array) {
            // An open set inlined at each use: one declaration, named by its title.
            let title = map.get("title").and_then(Value::as_str).filter(|t| {
                !t.is_empty() && t.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
            });
            return match title {
                Some(t) if self.top_level.contains(t) && !self.titled.contains_key(t) => {
                    (t.to_owned(), false)
                }
                Some(t) => {
                    if !self.titled.contains_key(t) {
                        self.titled.insert(t.to_owned(), String::new());
                        let decl = self.declaration(t, s);
                        self.titled.insert(t.to_owned(), decl);
                    }
                    (t.to_owned(), false)
                }
                None => {
                    let name = self.nested_name(hint, scope);
                    let decl = self.declaration(&name, s);
                    scope.nested.push(decl);
                    (name, false)
                }
            };
        }
        if let Some(Value::Array(types)) = map.get("type")
            && types.iter().any(|t| t == "null")
        {
            let rest: Vec<Value> = types.iter().filter(|t| *t != "null").cloned().collect();
            let mut copy = map.clone();
            match rest.len() {
                0 => return ("JSONValue".into(), true),
                1 => {
                    copy.insert("type".into(), rest[0].clone());
                }
                _ => {
                    copy.insert("type".into(), Value::Array(rest));
                }
            }
            if let Some(Value::Array(values)) = copy.get_mut("enum") {
                values.retain(|v| !v.is_null());
            }
            let (ty, _) = self.type_of(&Value::Object(copy), hint, scope);
            return (ty, true);
        }
        for key in ["anyOf", "oneOf"] {
            if let Some(Value::Array(branches)) = map.get(key) {
                let non_null: Vec<&Value> =
                    branches.iter().filter(|b| !is_null_schema(b)).collect();
                let nullable = non_null.len() < branches.len();
                if non_null.len() == 1 && !map.contains_key("properties") {
                    let (ty, inner_nullable) = self.type_of(non_null[0], hint, scope);
                    return (ty, nullable || inner_nullable);
                }
                if nullable {
                    let mut copy = map.clone();
                    copy.insert(
                        key.into(),
                        Value::Array(non_null.into_iter().cloned().collect()),
                    );
                    let (ty, _) = self.type_of(&Value::Object(copy), hint, scope);
                    return (ty, true);
                }
                let name = self.nested_name(hint, scope);
                let decl = self.declaration(&name, s);
                scope.nested.push(decl);
                return (name, false);
            }
        }
        if let Some(Value::Array(all)) = map.get("allOf")
            && all.len() == 1
            && !map.contains_key("properties")
        {
            return self.type_of(&all[0], hint, scope);
        }
        if let Some(c) = map.get("const") {
            return (
                match c {
                    Value::String(_) => "String",
                    Value::Bool(_) => "Bool",
                    Value::Number(n) if n.is_i64() || n.is_u64() => "Int",
                    Value::Number(_) => "Double",
                    _ => "JSONValue",
                }
                .into(),
                false,
            );
        }
        if map.contains_key("enum") {
            if string_values(s).is_some() {
                let name = self.nested_name(hint, scope);
                let decl = self.declaration(&name, s);
                scope.nested.push(decl);
                return (name, false);
            }
            return ("JSONValue".into(), false);
        }
        match map.get("type").and_then(Value::as_str) {
            Some("string") => ("String".into(), false),
            Some("integer") => ("Int".into(), false),
            Some("number") => ("Double".into(), false),
            Some("boolean") => ("Bool".into(), false),
            Some("null") => ("JSONValue".into(), true),
            Some("array") => match map.get("items") {
                Some(items) if items.is_object() => {
                    let (item, nullable) = self.type_of(items, &format!("{hint}Item"), scope);
                    let item = if nullable { format!("{item}?") } else { item };
                    (format!("[{item}]"), false)
                }
                _ => ("[JSONValue]".into(), false),
            },
            Some("object") | None
                if map.contains_key("properties") || map.contains_key("allOf") =>
            {
                let name = self.nested_name(hint, scope);
                let decl = self.declaration(&name, s);
                scope.nested.push(decl);
                (name, false)
            }
            Some("object") => match map.get("additionalProperties") {
                Some(v @ Value::Object(_)) => {
                    let (value, nullable) = self.type_of(v, &format!("{hint}Value"), scope);
                    let value = if nullable { format!("{value}?") } else { value };
                    (format!("[String: {value}]"), false)
                }
                _ => ("[String: JSONValue]".into(), false),
            },
            _ => ("JSONValue".into(), false),
        }
    }

    /// A top-level or nested declaration named `name` for schema `s`.
    fn declaration(&mut self, name: &str, s: &Value) -> String {
        let doc_text = description(s).map(str::to_owned);
        let map = s.as_object().cloned().unwrap_or_default();
        if let Some(Value::Array(known)) = map.get("x-open-enum") {
            let known: Vec<(String, Option<String>)> = known
                .iter()
                .filter_map(Value::as_str)
                .map(|v| (v.to_owned(), None))
                .collect();
            return self.open_string(name, doc_text.as_deref(), &known);
        }
        if let Some(c) = map.get("const") {
            return constant(name, doc_text.as_deref(), c);
        }
        if let Some(values) = string_values(s) {
            return closed_enum(name, doc_text.as_deref(), &values);
        }
        // Known string values plus any string: an open set.
        for key in ["anyOf", "oneOf"] {
            if let Some(Value::Array(branches)) = map.get(key) {
                let (plain, known): (Vec<&Value>, Vec<&Value>) = branches.iter().partition(|b| {
                    b.as_object().is_some_and(|m| {
                        type_is(b, "string") && !m.contains_key("const") && !m.contains_key("enum")
                    })
                });
                if plain.len() == 1
                    && !known.is_empty()
                    && let Some(values) = known
                        .iter()
                        .map(|b| string_values(b))
                        .collect::<Option<Vec<_>>>()
                {
                    let values: Vec<_> = values.into_iter().flatten().collect();
                    return self.open_string(name, doc_text.as_deref(), &values);
                }
            }
        }
        let is_object = type_is(s, "object") || map.contains_key("properties");
        let union = map
            .get("oneOf")
            .or_else(|| map.get("anyOf"))
            .and_then(Value::as_array)
            .cloned();
        if let Some(branches) = union {
            if is_object && map.contains_key("properties") {
                return self.structure(name, s, Some(&branches));
            }
            let non_null: Vec<Value> = branches
                .iter()
                .filter(|b| !is_null_schema(b))
                .cloned()
                .collect();
            if non_null.len() < branches.len() {
                let mut scope = Scope::default();
                let (ty, _) = self.type_of(s, name, &mut scope);
                if scope.nested.is_empty() {
                    return format!(
                        "{}public typealias {name} = {ty}?\n",
                        doc(doc_text.as_deref(), "")
                    );
                }
            }
            if let Some(hoisted) = self.hoisted(name, s, &non_null) {
                return hoisted;
            }
            return self.union(name, doc_text.as_deref(), &non_null);
        }
        if is_object || map.contains_key("allOf") {
            let (props, _, _) = self.object_parts(s, 0);
            if !props.is_empty()
                || map.contains_key("allOf")
                || map.get("additionalProperties") == Some(&Value::Bool(false))
            {
                return self.structure(name, s, None);
            }
        }
        if let Some(c) = map.get("const") {
            return constant(name, doc_text.as_deref(), c);
        }
        match map.get("type").and_then(Value::as_str) {
            Some("string") => return newtype(name, doc_text.as_deref(), "String", s),
            Some("integer") => return newtype(name, doc_text.as_deref(), "Int", s),
            Some("number") => return newtype(name, doc_text.as_deref(), "Double", s),
            _ => {}
        }
        let mut scope = Scope::default();
        let (ty, nullable) = self.type_of(s, &format!("{name}Element"), &mut scope);
        let opaque = ty == "JSONValue" && !map.keys().all(|k| is_annotation(k));
        if opaque {
            self.opaque.push(name.to_owned());
        }
        let mut out = doc(doc_text.as_deref(), "");
        let ty = if nullable { format!("{ty}?") } else { ty };
        let _ = writeln!(out, "public typealias {name} = {ty}");
        // A typealias has no body: the types it needs sit beside it.
        for n in scope.nested {
            out.push('\n');
            out.push_str(&n);
        }
        out
    }

    fn open_string(
        &mut self,
        name: &str,
        doc_text: Option<&str>,
        known: &[(String, Option<String>)],
    ) -> String {
        let mut out = doc(doc_text, "");
        let _ = writeln!(
            out,
            "public struct {name}: RawRepresentable, Codable, Hashable, Sendable, ExpressibleByStringLiteral {{"
        );
        out.push_str(&raw_representable_body(name, "String", &[]));
        let mut taken = vec!["rawValue".to_owned(), "known".to_owned(), "init".to_owned()];
        let mut cases = Vec::new();
        for (value, d) in known {
            let case = unique(&member_name(value), &mut taken);
            out.push('\n');
            let d = d.clone().unwrap_or_else(|| format!("`{value}`"));
            out.push_str(&doc(Some(&d), INDENT));
            let _ = writeln!(
                out,
                "{INDENT}public static let {} = {name}(rawValue: {})",
                ident(&case),
                string_literal(value)
            );
            cases.push(case);
        }
        out.push_str(&format!(
            "\n{INDENT}/// The values the contract names; others are kept as received.\n{INDENT}public static let known: [{name}] = [{}]\n",
            cases.iter().map(|c| format!(".{}", ident(c))).collect::<Vec<_>>().join(", ")
        ));
        out.push_str("}\n");
        out
    }
}

impl Emitter {
    /// `v` as a Swift expression of the type schema `s` describes; `None`
    /// when it has no literal form here.
    fn value(&mut self, s: &Value, v: &Value, depth: usize) -> Option<String> {
        let map = s.as_object()?;
        if let Some(Value::String(r)) = map.get("$ref")
            && map.keys().all(|k| k == "$ref" || is_annotation(k))
        {
            let name = self.ref_name(r)?;
            let def = self.def_of(r)?.clone();
            return self.named_value(&name, &def, v, depth);
        }
        if v.is_null() {
            return Some("nil".into());
        }
        let mut scope = Scope::default();
        for key in ["anyOf", "oneOf"] {
            if let Some(Value::Array(branches)) = map.get(key) {
                let non_null: Vec<&Value> =
                    branches.iter().filter(|b| !is_null_schema(b)).collect();
                return match non_null.as_slice() {
                    [one] => self.value(one, v, depth),
                    _ => None,
                };
            }
        }
        let (ty, _) = self.type_of(s, "Value", &mut scope);
        if !scope.nested.is_empty() {
            return None;
        }
        self.plain_value(&ty, s, v, depth)
    }

    /// A value of a built-in Swift type (`String`, `[T]`, `[String: T]`, `JSONValue` …).
    fn plain_value(&mut self, ty: &str, s: &Value, v: &Value, depth: usize) -> Option<String> {
        match (ty, v) {
            ("String", Value::String(x)) => Some(string_literal(x)),
            ("Bool", Value::Bool(b)) => Some(b.to_string()),
            ("Int", Value::Number(n)) if n.is_i64() => Some(n.to_string()),
            ("Double", Value::Number(_)) => Some(default_scalar(v, "Double")),
            ("JSONValue", _) => Some(json_literal(v)),
            (_, Value::Array(items)) if ty.starts_with('[') && !ty.starts_with("[String:") => {
                let item_schema = s
                    .get("items")
                    .cloned()
                    .or_else(|| {
                        s.get("type")
                            .is_some_and(|t| t.is_array())
                            .then(|| s.get("items").cloned())
                            .flatten()
                    })
                    .unwrap_or(Value::Bool(true));
                let parts = items
                    .iter()
                    .map(|i| self.value(&item_schema, i, depth + 1))
                    .collect::<Option<Vec<_>>>()?;
                Some(format!("[{}]", parts.join(", ")))
            }
            (_, Value::Object(o)) if ty.starts_with("[String:") => {
                if o.is_empty() {
                    return Some("[:]".into());
                }
                let value_schema = s
                    .get("additionalProperties")
                    .cloned()
                    .unwrap_or(Value::Bool(true));
                let parts = o
                    .iter()
                    .map(|(k, x)| {
                        Some(format!(
                            "{}: {}",
                            string_literal(k),
                            self.value(&value_schema, x, depth + 1)?
                        ))
                    })
                    .collect::<Option<Vec<_>>>()?;
                Some(format!("[{}]", parts.join(", ")))
            }
            _ => None,
        }
    }

    /// A value of the declared type `name` whose schema is `def`.
    fn named_value(&mut self, name: &str, def: &Value, v: &Value, depth: usize) -> Option<String> {
        if let (Some(cases), Value::String(x)) = (self.enum_cases.get(name), v) {
            let (_, case) = cases.iter().find(|(value, _)| value == x)?;
            return Some(format!(".{}", ident(case)));
        }
        if def.get("x-open-enum").is_some() {
            return Some(format!("{name}(rawValue: {})", string_literal(v.as_str()?)));
        }
        let (props, required, _) = self.object_parts(def, 0);
        let is_struct =
            !props.is_empty() && def.get("oneOf").is_none() && def.get("anyOf").is_none();
        if !is_struct {
            return match (def.get("type").and_then(Value::as_str), v) {
                (Some("string"), Value::String(x)) if def.get("enum").is_none() => {
                    Some(format!("{name}(rawValue: {})", string_literal(x)))
                }
                (Some("integer"), Value::Number(n)) => Some(format!("{name}(rawValue: {n})")),
                _ => None,
            };
        }
        let object = v.as_object()?;
        let mut scope = Scope::default();
        let mut taken = Vec::new();
        let pad = INDENT.repeat(depth + 1);
        let mut args = Vec::new();
        let mut flags = Vec::new();
        for (wire, schema) in &props {
            let f = self.field(
                wire,
                schema,
                required.contains(wire),
                &mut scope,
                &mut taken,
            );
            let present = object.get(wire);
            let expr = match (&f.presence, present) {
                (
                    Presence::Constant {
                        kept: Some(flag), ..
                    },
                    Some(_),
                ) => {
                    // The memberwise initializer takes the flags after the fields.
                    flags.push(format!("{pad}{}: true", ident(flag)));
                    continue;
                }
                (Presence::Constant { .. }, _) => continue,
                (Presence::Required, Some(x)) => self.value(schema, x, depth + 1)?,
                (Presence::Required, None) => return None,
                (Presence::RequiredNullable, None) => return None,
                (_, None) => continue,
                (Presence::TriState, Some(Value::Null)) => ".null".into(),
                (Presence::TriState, Some(x)) => {
                    format!(".value({})", self.value(schema, x, depth + 1)?)
                }
                (_, Some(Value::Null)) => "nil".into(),
                (_, Some(x)) => self.value(schema, x, depth + 1)?,
            };
            args.push(format!("{pad}{}: {expr}", ident(&f.swift)));
        }
        args.extend(flags);
        if !scope.nested.is_empty() {
            return None;
        }
        let close = INDENT.repeat(depth);
        Some(format!("{name}(\n{}\n{close})", args.join(",\n")))
    }
}

/// A JSON value as a `JSONValue` literal.
fn json_literal(v: &Value) -> String {
    match v {
        Value::Null => "nil".into(),
        Value::Bool(b) => b.to_string(),
        Value::Number(n) => n.to_string(),
        Value::String(s) => string_literal(s),
        Value::Array(a) => format!(
            "[{}]",
            a.iter().map(json_literal).collect::<Vec<_>>().join(", ")
        ),
        Value::Object(o) if o.is_empty() => "[:]".into(),
        Value::Object(o) => format!(
            "[{}]",
            o.iter()
                .map(|(k, x)| format!("{}: {}", string_literal(k), json_literal(x)))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// The Swift name of an enum case or known value for a wire string. `none`
/// becomes `noneValue`: `x == .none` on an optional would mean `Optional.none`.
fn member_name(wire: &str) -> String {
    match lower_camel(wire) {
        name if name == "none" => "noneValue".to_owned(),
        name => name,
    }
}

/// `(wire value, case name)` for the members of a closed string enum.
fn enum_cases(values: &[(String, Option<String>)]) -> Vec<(String, String)> {
    let mut taken = vec![
        "init".to_owned(),
        "allCases".to_owned(),
        "rawValue".to_owned(),
    ];
    values
        .iter()
        .map(|(v, _)| (v.clone(), unique(&member_name(v), &mut taken)))
        .collect()
}

fn closed_enum(name: &str, doc_text: Option<&str>, values: &[(String, Option<String>)]) -> String {
    let mut out = doc(doc_text, "");
    let _ = writeln!(
        out,
        "public enum {name}: String, Codable, Hashable, Sendable, CaseIterable {{"
    );
    for ((value, d), (_, case)) in values.iter().zip(enum_cases(values)) {
        out.push_str(&doc(d.as_deref(), INDENT));
        let _ = writeln!(
            out,
            "{INDENT}case {} = {}",
            ident(&case),
            string_literal(value)
        );
    }
    out.push_str("}\n");
    out
}

fn raw_representable_body(name: &str, raw: &str, rules: &[String]) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{INDENT}/// The value as it appears on the wire.");
    let _ = writeln!(out, "{INDENT}public var rawValue: {raw}\n");
    let _ = writeln!(out, "{INDENT}/// Wraps a wire value.");
    let _ = writeln!(
        out,
        "{INDENT}public init(rawValue: {raw}) {{ self.rawValue = rawValue }}\n"
    );
    let _ = writeln!(out, "{INDENT}/// Wraps a wire value.");
    let _ = writeln!(
        out,
        "{INDENT}public init(_ rawValue: {raw}) {{ self.rawValue = rawValue }}\n"
    );
    let literal = match raw {
        "String" => "stringLiteral",
        "Int" => "integerLiteral",
        _ => "floatLiteral",
    };
    let _ = writeln!(
        out,
        "{INDENT}public init({literal} value: {raw}) {{ self.rawValue = value }}\n"
    );
    let _ = writeln!(
        out,
        "{INDENT}public init(from decoder: Decoder) throws {{\n{INDENT}{INDENT}self.rawValue = try decoder.singleValueContainer().decode({raw}.self)"
    );
    for rule in rules {
        for l in rule.lines() {
            let _ = writeln!(out, "{INDENT}{INDENT}{l}");
        }
    }
    let _ = writeln!(out, "{INDENT}}}\n");
    let _ = writeln!(
        out,
        "{INDENT}public func encode(to encoder: Encoder) throws {{\n{INDENT}{INDENT}var c = encoder.singleValueContainer()\n{INDENT}{INDENT}try c.encode(rawValue)\n{INDENT}}}"
    );
    let _ = name;
    out
}

/// The constraints of a scalar schema, for its doc comment.
fn constraints(s: &Value) -> Vec<String> {
    let mut out = Vec::new();
    for key in [
        "minLength",
        "maxLength",
        "pattern",
        "format",
        "minimum",
        "maximum",
        "exclusiveMinimum",
        "exclusiveMaximum",
    ] {
        if let Some(v) = s.get(key) {
            out.push(format!("`{key}: {v}`"));
        }
    }
    out
}

fn newtype(name: &str, doc_text: Option<&str>, raw: &str, s: &Value) -> String {
    let constraints = constraints(s);
    let rules = validation::checks(s, "self.rawValue", "decoder.codingPath", 0);
    let mut text = doc_text.unwrap_or_default().to_owned();
    if !constraints.is_empty() {
        if !text.is_empty() {
            text.push_str("\n\n");
        }
        text.push_str(&format!(
            "Contract constraints (checked on decode): {}.",
            constraints.join(", ")
        ));
    }
    let literal = match raw {
        "String" => "ExpressibleByStringLiteral",
        "Int" => "ExpressibleByIntegerLiteral",
        _ => "ExpressibleByFloatLiteral",
    };
    let mut out = doc(Some(&text), "");
    let _ = writeln!(
        out,
        "public struct {name}: RawRepresentable, Codable, Hashable, Sendable, {literal} {{"
    );
    out.push_str(&raw_representable_body(name, raw, &rules));
    out.push_str("}\n");
    out
}

fn constant(name: &str, doc_text: Option<&str>, value: &Value) -> String {
    let ty = match value {
        Value::String(_) => "String",
        Value::Bool(_) => "Bool",
        Value::Number(n) if n.is_i64() || n.is_u64() => "Int",
        Value::Number(_) => "Double",
        _ => "JSONValue",
    };
    let lit = literal(value);
    let mut out = doc(doc_text, "");
    let _ = writeln!(out, "public struct {name}: Codable, Hashable, Sendable {{");
    let _ = writeln!(out, "{INDENT}/// The one value this type stands for.");
    let _ = writeln!(out, "{INDENT}public static let value: {ty} = {lit}\n");
    let _ = writeln!(
        out,
        "{INDENT}/// The constant.\n{INDENT}public init() {{}}\n"
    );
    let _ = writeln!(
        out,
        "{INDENT}public init(from decoder: Decoder) throws {{\n{INDENT}{INDENT}let got = try decoder.singleValueContainer().decode({ty}.self)\n{INDENT}{INDENT}guard got == Self.value else {{\n{INDENT}{INDENT}{INDENT}throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: {}))\n{INDENT}{INDENT}}}\n{INDENT}}}\n",
        string_literal(&format!("expected the constant {value}"))
    );
    let _ = writeln!(
        out,
        "{INDENT}public func encode(to encoder: Encoder) throws {{\n{INDENT}{INDENT}var c = encoder.singleValueContainer()\n{INDENT}{INDENT}try c.encode(Self.value)\n{INDENT}}}"
    );
    out.push_str("}\n");
    out
}

/// A constant as a Swift literal; an array or object as a `JSONValue` literal.
fn literal(v: &Value) -> String {
    match v {
        Value::String(s) => string_literal(s),
        Value::Bool(b) => b.to_string(),
        Value::Number(n) => n.to_string(),
        Value::Null => "nil".into(),
        other => json_literal(other),
    }
}

/// `#"…"#` around JSON text, with enough `#` that the text cannot end it.
fn raw_json(v: &Value) -> String {
    let text = serde_json::to_string(v).unwrap_or_default();
    let mut hashes = String::from("#");
    while text.contains(&format!("\"{hashes}")) {
        hashes.push('#');
    }
    format!("{hashes}\"{text}\"{hashes}")
}

/// A default value as a Swift expression of type `ty`.
impl Emitter {
    /// A default value as a Swift expression of type `ty`.
    fn default_expr(&self, v: &Value, ty: &str) -> String {
        if let (Value::String(s), Some(cases)) = (v, self.enum_cases.get(ty))
            && let Some((_, case)) = cases.iter().find(|(value, _)| value == s)
        {
            return format!(".{}", ident(case));
        }
        if let (Value::Array(items), Some(inner)) =
            (v, ty.strip_prefix('[').and_then(|t| t.strip_suffix(']')))
            && !inner.contains(':')
            && !items.is_empty()
        {
            let parts: Option<Vec<String>> = items
                .iter()
                .map(|item| {
                    let e = self.default_expr(item, inner);
                    (!e.starts_with("wireDefault")).then_some(e)
                })
                .collect();
            if let Some(parts) = parts {
                return format!("[{}]", parts.join(", "));
            }
        }
        default_scalar(v, ty)
    }
}

/// A default value as a Swift expression of type `ty`, from its JSON.
fn default_scalar(v: &Value, ty: &str) -> String {
    match (v, ty) {
        (Value::Bool(b), "Bool") => b.to_string(),
        (Value::Number(n), "Int") if n.is_i64() => n.to_string(),
        (Value::Number(n), "Double") => {
            let s = n.to_string();
            if s.contains(['.', 'e', 'E']) {
                s
            } else {
                format!("{s}.0")
            }
        }
        (Value::String(s), "String") => string_literal(s),
        (Value::Array(a), t)
            if a.is_empty() && t.starts_with('[') && !t.starts_with("[String:") =>
        {
            "[]".into()
        }
        (Value::Object(o), t) if o.is_empty() && t.starts_with("[String:") => "[:]".into(),
        _ => format!("wireDefault({})", raw_json(v)),
    }
}

/// Indents every non-empty line by one level.
fn indent(text: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        if line.is_empty() {
            out.push('\n');
        } else {
            out.push_str(INDENT);
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}
