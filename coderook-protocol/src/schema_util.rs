//! Helpers for the `schemars` feature.

/// Field transform for fields whose contract default comes from a factory
/// (`default_factory` in pydantic): the field may be absent, but the
/// upstream schema shows no `default`, so the published schema shows none
/// either. The value moves to `x-default-factory`, which codegen reads (the
/// Swift mirrors fill it in) and strips from every published schema.
pub(crate) fn no_default(schema: &mut schemars::Schema) {
    if let Some(value) = schema.remove("default") {
        schema.insert("x-default-factory".into(), value);
    }
}
