//! utoipa integration (feature `utoipa`).

use utoipa::openapi::{Components, ComponentsBuilder, RefOr, schema::Schema};

/// Every named type's utoipa schema, as `components/schemas`.
///
/// These schemas are looser than the contract where utoipa cannot express a
/// rule (see the crate docs); use them to extend a server's own utoipa
/// document, not as the canonical contract.
pub fn utoipa_components() -> Components {
    let mut schemas: Vec<(String, RefOr<Schema>)> = Vec::new();
    macro_rules! add {
        ($krate:ident; named: [$($name:ident),* $(,)?]; inline: [$($inline:ident),* $(,)?];) => {$(
            schemas.push((stringify!($name).into(), <$krate::$name as utoipa::PartialSchema>::schema()));
            <$krate::$name as utoipa::ToSchema>::schemas(&mut schemas);
        )* $(
            schemas.push((stringify!($inline).into(), <$krate::$inline as utoipa::PartialSchema>::schema()));
            <$krate::$inline as utoipa::ToSchema>::schemas(&mut schemas);
        )*};
    }
    crate::wire_types!(add);
    schemas.sort_by(|a, b| a.0.cmp(&b.0));
    schemas.dedup_by(|a, b| a.0 == b.0);
    ComponentsBuilder::new().schemas_from_iter(schemas).build()
}

/// [`utoipa_components`] as a JSON document (`{"components": {"schemas": …}}`
/// under an OpenAPI 3.1 root), for tools and tests that validate against it.
pub fn utoipa_document() -> serde_json::Value {
    let components = serde_json::to_value(utoipa_components()).unwrap_or_default();
    serde_json::json!({
        "openapi": "3.1.0",
        "info": { "title": "orion-api-types (utoipa)", "version": "0.3.0" },
        "paths": {},
        "components": components,
    })
}

/// The OpenAPI parameters utoipa derives for a query struct
/// ([`PageQuery`](crate::PageQuery), [`ToolDetailQuery`](crate::ToolDetailQuery),
/// [`EventStreamQuery`](crate::EventStreamQuery)), as JSON.
pub fn query_parameters<T: utoipa::IntoParams>() -> Vec<serde_json::Value> {
    T::into_params(|| Some(utoipa::openapi::path::ParameterIn::Query))
        .into_iter()
        .map(|p| serde_json::to_value(p).unwrap_or_default())
        .collect()
}
