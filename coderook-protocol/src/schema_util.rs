//! Helpers for the `schemars` feature.

/// Field transform for fields whose contract default comes from a factory
/// (`default_factory` in pydantic): the field may be absent, but the
/// upstream schema shows no `default`, so ours shows none either.
pub(crate) fn no_default(schema: &mut schemars::Schema) {
    schema.remove("default");
}
