//! JSON Schema fragments for the building blocks (feature `schemars`).

use crate::literal::LiteralValue;
use schemars::Schema;
use serde_json::{Map, Value};

/// `{type: string, minLength?, maxLength?, pattern?}`; trivial bounds are omitted.
pub fn string(min: usize, max: usize, pattern: Option<&str>) -> Schema {
    let mut map = Map::new();
    map.insert("type".into(), "string".into());
    if min > 0 {
        map.insert("minLength".into(), min.into());
    }
    if max != usize::MAX {
        map.insert("maxLength".into(), max.into());
    }
    if let Some(p) = pattern {
        map.insert("pattern".into(), p.into());
    }
    Schema::from(map)
}

/// `{type: integer, minimum?, maximum?}`; `i64::MIN`/`i64::MAX` mean unbounded.
pub fn integer(min: i64, max: i64) -> Schema {
    let mut map = Map::new();
    map.insert("type".into(), "integer".into());
    if min != i64::MIN {
        map.insert("minimum".into(), min.into());
    }
    if max != i64::MAX {
        map.insert("maximum".into(), max.into());
    }
    Schema::from(map)
}

/// `{type, const}` for a literal.
pub fn constant(value: LiteralValue) -> Schema {
    let ty = match value {
        LiteralValue::Str(_) => "string",
        LiteralValue::Bool(_) => "boolean",
        LiteralValue::Int(_) => "integer",
    };
    let mut map = Map::new();
    map.insert("type".into(), Value::from(ty));
    map.insert("const".into(), value.to_value());
    Schema::from(map)
}

/// Schema stand-in for a required, nullable field: use
/// `#[schemars(with = "agent_wire_kit::schema::Nullable<T>")]` on an `Option<T>`
/// decoded with [`required_nullable`](crate::decode::required_nullable)
/// ([`wire`](crate::wire) writes both on a bare `Option<T>` field).
/// The field is listed in `required` and its schema admits `null`.
pub struct Nullable<T>(std::marker::PhantomData<T>);

impl<T: schemars::JsonSchema> schemars::JsonSchema for Nullable<T> {
    fn inline_schema() -> bool {
        true
    }
    fn schema_name() -> std::borrow::Cow<'static, str> {
        format!("Nullable_{}", T::schema_name()).into()
    }
    fn json_schema(generator: &mut schemars::SchemaGenerator) -> Schema {
        <Option<T>>::json_schema(generator)
    }
}

/// Field transform for a field whose contract default comes from a factory
/// (`default_factory` in pydantic; `#[wire(default_factory)]`): the field may
/// be absent, but the upstream schema shows no `default`, so the published
/// schema shows none either. The value moves to `x-default-factory`, which
/// codegen reads (the Swift mirrors fill it in) and strips from every
/// published schema.
pub fn no_default(schema: &mut Schema) {
    if let Some(value) = schema.remove("default") {
        schema.insert("x-default-factory".into(), value);
    }
}
