//! The normalised contract every reader produces, and the JSON Schema reader
//! the OpenAPI, Markdown and generated-artifact readers share.

use serde_json::{Map, Value};
use std::collections::BTreeMap;

/// Which way a value travels.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Direction {
    /// Sent by clients, read by servers.
    ToServer,
    /// Sent by servers, read by clients.
    ToClient,
    /// Both (or not reached from any entry point).
    Both,
}

impl Direction {
    /// `to-server`, `to-client` or `both`.
    pub fn name(self) -> &'static str {
        match self {
            Direction::ToServer => "to-server",
            Direction::ToClient => "to-client",
            Direction::Both => "both",
        }
    }

    /// The direction of a value reached from both `self` and `other`.
    pub fn join(self, other: Direction) -> Direction {
        if self == other { self } else { Direction::Both }
    }
}

/// Whether an object or enum accepts what it does not declare.
#[derive(Debug, Clone, PartialEq)]
pub enum Extra {
    /// Refuses undeclared members (`additionalProperties: false`).
    Closed,
    /// Ignores or keeps them.
    Open,
    /// Accepts them when they match this type (index signature, map).
    Typed(Box<Ty>),
}

/// One member of an object.
#[derive(Debug, Clone, PartialEq)]
pub struct Member {
    /// Its type.
    pub ty: Ty,
    /// Whether it must be present.
    pub required: bool,
    /// The value a reader assumes when it is absent.
    pub default: Option<Value>,
}

/// A normalised type.
#[derive(Debug, Clone, PartialEq)]
pub enum Ty {
    /// Anything (`unknown`, `{}`).
    Any,
    /// `null` (a union holding it is nullable).
    Null,
    /// `string`, `integer`, `number` or `boolean`, with its constraints.
    Scalar {
        /// The JSON type name.
        kind: String,
        /// `minLength`, `maximum`, `pattern`, `format` ...
        constraints: BTreeMap<String, Value>,
    },
    /// A set of literal values; `open` when more may come (kept as string).
    Enum {
        /// The values, in declaration order.
        values: Vec<Value>,
        /// Whether a reader accepts values outside the set.
        open: bool,
    },
    /// A list.
    Array {
        /// Element type.
        items: Box<Ty>,
        /// `minItems`, `maxItems`, `uniqueItems`.
        constraints: BTreeMap<String, Value>,
    },
    /// An object.
    Object {
        /// Members by name.
        members: BTreeMap<String, Member>,
        /// What it does with undeclared members.
        extra: Extra,
    },
    /// A named type.
    Ref(String),
    /// One of several types.
    Union(Vec<Ty>),
    /// All of several types (an intersection).
    AllOf(Vec<Ty>),
    /// A type function applied to arguments (`Partial<T>`, `Record<K, V>`).
    Generic {
        /// The function's name.
        name: String,
        /// Its arguments.
        args: Vec<Ty>,
    },
}

/// A place where values enter the protocol: a route's request or response, a
/// method's params or result, an event, a frame.
#[derive(Debug, Clone)]
pub struct Entry {
    /// `PATCH /settings body`, `goal.create params`, `event step.started` ...
    pub location: String,
    /// Which way its values travel.
    pub direction: Direction,
    /// Its type (usually a [`Ty::Ref`]).
    pub ty: Ty,
    /// The route or method it belongs to: a response of a route that is new
    /// is not reported on its own.
    pub parent: Option<String>,
    /// A reply that stands for its call (a REST response type without a route
    /// table): its appearing or disappearing is the call's, `to-server`.
    pub call: bool,
    /// A REST route's parameters, request body or response: a change inside a
    /// named type it reaches is reported at this location and member path
    /// (`POST /sessions body.model`), once per route, rather than by the
    /// type's name.
    pub route: bool,
}

/// A normalised contract.
#[derive(Debug, Clone, Default)]
pub struct Contract {
    /// Named types.
    pub types: BTreeMap<String, Ty>,
    /// Entry points.
    pub entries: Vec<Entry>,
    /// Error codes and their names.
    pub error_codes: BTreeMap<String, String>,
    /// Exported constants and their values.
    pub constants: BTreeMap<String, Value>,
}

/// How a reader treats an object that does not say whether it is closed.
#[derive(Debug, Clone, Copy)]
pub struct ReaderRule {
    /// Objects without `additionalProperties` refuse undeclared members.
    pub closed_by_default: bool,
    /// `additionalProperties: false` is ignored: the runtime reads every
    /// object leniently (WorkerDeck).
    pub always_open: bool,
}

const CONSTRAINTS: &[&str] = &[
    "minLength",
    "maxLength",
    "pattern",
    "format",
    "minimum",
    "maximum",
    "exclusiveMinimum",
    "exclusiveMaximum",
    "multipleOf",
    "minItems",
    "maxItems",
    "uniqueItems",
    "minProperties",
    "maxProperties",
];

/// Reads a JSON Schema (draft 2020-12 or OpenAPI 3.x) into a [`Ty`].
/// `$ref`s become [`Ty::Ref`] of their last path segment.
pub fn from_schema(schema: &Value, rule: ReaderRule) -> Ty {
    let Some(map) = schema.as_object() else {
        return match schema {
            Value::Bool(false) => Ty::Enum {
                values: vec![],
                open: false,
            },
            _ => Ty::Any,
        };
    };
    let ty = from_schema_inner(map, rule);
    let nullable = map.get("nullable") == Some(&Value::Bool(true));
    if nullable {
        union(vec![ty, Ty::Null])
    } else {
        ty
    }
}

fn from_schema_inner(map: &Map<String, Value>, rule: ReaderRule) -> Ty {
    if let Some(r) = map.get("$ref").and_then(Value::as_str) {
        return Ty::Ref(r.rsplit('/').next().unwrap_or(r).to_owned());
    }
    for key in ["oneOf", "anyOf"] {
        if let Some(list) = map.get(key).and_then(Value::as_array) {
            return union(list.iter().map(|s| from_schema(s, rule)).collect());
        }
    }
    if let Some(list) = map.get("allOf").and_then(Value::as_array) {
        // Pure assertions (`contains` ...) next to a type: a constraint.
        let assertion = |s: &Value| {
            s.as_object().is_some_and(|m| {
                !m.contains_key("$ref") && !m.contains_key("type") && !m.contains_key("properties")
            })
        };
        if map.contains_key("type") && list.iter().all(assertion) {
            let mut rest = map.clone();
            rest.remove("allOf");
            let base = from_schema_inner(&rest, rule);
            return with_constraint(base, "allOf", Value::Array(list.clone()));
        }
        let parts: Vec<Ty> = list.iter().map(|s| from_schema(s, rule)).collect();
        return if parts.len() == 1 {
            parts.into_iter().next().unwrap_or(Ty::Any)
        } else {
            Ty::AllOf(parts)
        };
    }
    if let Some(c) = map.get("const") {
        return Ty::Enum {
            values: vec![c.clone()],
            open: false,
        };
    }
    if let Some(list) = map.get("enum").and_then(Value::as_array) {
        let values: Vec<Value> = list.iter().filter(|v| !v.is_null()).cloned().collect();
        let e = Ty::Enum {
            values,
            open: false,
        };
        return if list.iter().any(Value::is_null) {
            union(vec![e, Ty::Null])
        } else {
            e
        };
    }
    let constraints: BTreeMap<String, Value> = CONSTRAINTS
        .iter()
        .filter_map(|k| map.get(*k).map(|v| ((*k).to_owned(), v.clone())))
        .collect();
    let kinds: Vec<&str> = match map.get("type") {
        Some(Value::String(s)) => vec![s.as_str()],
        Some(Value::Array(a)) => a.iter().filter_map(Value::as_str).collect(),
        _ if map.contains_key("properties") => vec!["object"],
        _ if map.contains_key("items") => vec!["array"],
        _ => vec![],
    };
    if kinds.is_empty() {
        return Ty::Any;
    }
    let tys: Vec<Ty> = kinds
        .iter()
        .map(|kind| match *kind {
            "null" => Ty::Null,
            "object" => object(map, rule),
            "array" => Ty::Array {
                items: Box::new(map.get("items").map_or(Ty::Any, |i| from_schema(i, rule))),
                constraints: constraints.clone(),
            },
            k => Ty::Scalar {
                kind: k.to_owned(),
                constraints: integer_bounds(k, numeric_format_dropped(k, constraints.clone())),
            },
        })
        .collect();
    union(tys)
}

fn object(map: &Map<String, Value>, rule: ReaderRule) -> Ty {
    let required: Vec<&str> = map
        .get("required")
        .and_then(Value::as_array)
        .map(|a| a.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    let mut members = BTreeMap::new();
    if let Some(props) = map.get("properties").and_then(Value::as_object) {
        for (name, s) in props {
            members.insert(
                name.clone(),
                Member {
                    ty: from_schema(s, rule),
                    required: required.contains(&name.as_str()),
                    default: s.get("default").cloned(),
                },
            );
        }
    }
    let extra = match map.get("additionalProperties") {
        _ if rule.always_open => Extra::Open,
        Some(Value::Bool(false)) => Extra::Closed,
        Some(Value::Bool(true)) => Extra::Open,
        Some(s @ Value::Object(_)) => match from_schema(s, rule) {
            Ty::Any => Extra::Open,
            t => Extra::Typed(Box::new(t)),
        },
        _ if rule.closed_by_default => Extra::Closed,
        _ => Extra::Open,
    };
    Ty::Object { members, extra }
}

/// `format` on a number (`int32`, `int64`, `uint64`, `double` ...) is an
/// OpenAPI data-type annotation, not a constraint: JSON Schema 2020-12 does
/// not assert it (none of these is a 2020-12 format), and the contracts'
/// runtimes (TypeScript `number`, pydantic `int`/`float`, our decoders) read
/// any JSON number of the kind. A bound that matters is written as
/// `minimum`/`maximum` and compared as such. String formats (`uuid`,
/// `date-time`) stay: pydantic and the Orion types parse them.
fn numeric_format_dropped(kind: &str, mut c: BTreeMap<String, Value>) -> BTreeMap<String, Value> {
    if kind == "integer" || kind == "number" {
        c.remove("format");
    }
    c
}

/// `exclusiveMinimum: 0` on an integer is `minimum: 1`: one spelling.
fn integer_bounds(kind: &str, mut c: BTreeMap<String, Value>) -> BTreeMap<String, Value> {
    if kind != "integer" {
        return c;
    }
    for (from, to, step) in [
        ("exclusiveMinimum", "minimum", 1),
        ("exclusiveMaximum", "maximum", -1),
    ] {
        if let Some(n) = c
            .get(from)
            .and_then(Value::as_f64)
            .filter(|n| n.fract() == 0.0)
        {
            c.remove(from);
            #[allow(clippy::cast_possible_truncation)]
            c.insert(to.to_owned(), Value::from(n as i64 + step));
        }
    }
    c
}

fn with_constraint(t: Ty, key: &str, v: Value) -> Ty {
    match t {
        Ty::Scalar {
            kind,
            mut constraints,
        } => {
            constraints.insert(key.to_owned(), v);
            Ty::Scalar { kind, constraints }
        }
        Ty::Array {
            items,
            mut constraints,
        } => {
            constraints.insert(key.to_owned(), v);
            Ty::Array { items, constraints }
        }
        other => other,
    }
}

/// A union, flattened, with literal members merged into one enum and a
/// single member unwrapped.
pub fn union(parts: Vec<Ty>) -> Ty {
    let mut flat = Vec::new();
    for p in parts {
        match p {
            Ty::Union(inner) => flat.extend(inner),
            other => flat.push(other),
        }
    }
    let mut literals: Vec<Value> = Vec::new();
    let mut rest: Vec<Ty> = Vec::new();
    let mut open = false;
    for p in flat {
        match p {
            Ty::Enum { values, open: o } => {
                open |= o;
                literals.extend(values);
            }
            other => rest.push(other),
        }
    }
    // `'a' | 'b' | string`: an open set.
    if !literals.is_empty() {
        let plain_string = |t: &Ty| matches!(t, Ty::Scalar { kind, constraints } if kind == "string" && constraints.is_empty());
        if let Some(i) = rest.iter().position(plain_string)
            && literals.iter().all(Value::is_string)
        {
            rest.remove(i);
            open = true;
        }
        rest.insert(
            0,
            Ty::Enum {
                values: literals,
                open,
            },
        );
    }
    if rest.len() == 1 {
        rest.remove(0)
    } else {
        Ty::Union(rest)
    }
}
