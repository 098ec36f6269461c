//! The orion protocol's registry, artifacts and conformance checks.

use crate::{Artifact, Protocol, registry::TypeEntry, report::Report, schema_eq};
use orion_api_types::{MediaType, PARAMETERS, ROUTES};
use schemars::SchemaGenerator;
use serde_json::{Map, Value, json};
use std::any::TypeId;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The orion protocol.
pub fn protocol() -> Protocol {
    Protocol {
        name: "orion",
        types,
        artifacts,
        conformance,
    }
}

/// The 61 component schemas of the contract, in its order.
pub const COMPONENTS: usize = 61;

fn types() -> Vec<TypeEntry> {
    let mut out = component_types();
    out.extend(inline_types());
    out
}

/// One entry per `components/schemas` key, in the contract's order.
fn component_types() -> Vec<TypeEntry> {
    crate::types![
        orion_api_types::HealthResponse,
        orion_api_types::BootstrapResponse,
        orion_api_types::MutationRequest,
        orion_api_types::RequestId,
        orion_api_types::ActivateWorkspaceRequest,
        orion_api_types::CreateSessionRequest,
        orion_api_types::RenameSessionRequest,
        orion_api_types::WorkspaceSummary,
        orion_api_types::WorkspacePage,
        orion_api_types::WorkspaceMutationResult,
        orion_api_types::SessionSummary,
        orion_api_types::SessionPage,
        orion_api_types::SessionMutationResult,
        orion_api_types::TranscriptMessage,
        orion_api_types::TranscriptPage,
        orion_api_types::GoalView,
        orion_api_types::PlanView,
        orion_api_types::PendingApproval,
        orion_api_types::FollowupItem,
        orion_api_types::SessionRuntimeSnapshot,
        orion_api_types::SessionSnapshot,
        orion_api_types::SkillSummary,
        orion_api_types::SkillPage,
        orion_api_types::McpServerSummary,
        orion_api_types::McpPage,
        orion_api_types::ToolDetailSummary,
        orion_api_types::ToolDetailSummaryPage,
        orion_api_types::ToolDetailPage,
        orion_api_types::SettingsRevision,
        orion_api_types::SettingsFieldCommon,
        orion_api_types::ThemeSettingsField,
        orion_api_types::MotionSettingsField,
        orion_api_types::ModelSettingsField,
        orion_api_types::EffortSettingsField,
        orion_api_types::ToolConfirmationSettingsField,
        orion_api_types::EffortPreference,
        orion_api_types::ModelSummary,
        orion_api_types::CredentialSlot,
        orion_api_types::SettingsDocument,
        orion_api_types::SettingsOperation,
        orion_api_types::SetThemeSetting,
        orion_api_types::UnsetThemeSetting,
        orion_api_types::SetMotionSetting,
        orion_api_types::UnsetMotionSetting,
        orion_api_types::SetModelSetting,
        orion_api_types::UnsetModelSetting,
        orion_api_types::SetEffortSetting,
        orion_api_types::UnsetEffortSetting,
        orion_api_types::SetToolConfirmationSetting,
        orion_api_types::UnsetToolConfirmationSetting,
        orion_api_types::UpdateSettingsRequest,
        orion_api_types::SettingsMutationResult,
        orion_api_types::WebCommand,
        orion_api_types::CommandResult,
        orion_api_types::WebEventEnvelope,
        orion_api_types::RuntimeEventEnvelope,
        orion_api_types::ThreadEventEnvelope,
        orion_api_types::WorkbenchStateEnvelope,
        orion_api_types::SettingsInvalidatedEnvelope,
        orion_api_types::ReplayResetEnvelope,
        orion_api_types::Problem,
    ]
}

/// The contract's inline objects, named after their parent and field.
fn inline_types() -> Vec<TypeEntry> {
    crate::types![
        orion_api_types::BootstrapCapabilities,
        orion_api_types::DiagnosticsResponse,
        orion_api_types::OpenSettingsDocumentRequest,
        orion_api_types::OpenSettingsDocumentResponse,
        orion_api_types::SettingsSections,
        orion_api_types::SettingsAppearance,
        orion_api_types::SettingsDefaults,
        orion_api_types::SettingsPermissions,
        orion_api_types::SettingsCurrentSession,
        orion_api_types::SettingsDiagnostic,
        orion_api_types::RuntimeEventPayload,
        orion_api_types::ThreadEventPayload,
        orion_api_types::WorkbenchStatePayload,
        orion_api_types::SettingsInvalidatedPayload,
        orion_api_types::ReplayResetPayload,
    ]
}

fn artifacts() -> Vec<Artifact> {
    let doc = openapi_document();
    let json = serde_json::to_string_pretty(&doc).expect("JSON encodes") + "\n";
    let yaml = serde_yaml::to_string(&doc).expect("YAML encodes");
    let types = COMPONENTS;
    vec![
        Artifact {
            path: "orion/openapi.json".into(),
            contents: json,
            types,
        },
        Artifact {
            path: "orion/openapi.yaml".into(),
            contents: yaml,
            types,
        },
        typescript(),
    ]
}

// ---------------------------------------------------------------------------
// OpenAPI document: component schemas from schemars, paths from the route table.

fn generator() -> SchemaGenerator {
    let mut settings = crate::registry::schema_settings();
    settings.definitions_path = "/components/schemas".into();
    settings.into_generator()
}

/// The schema of a parameter's value type.
fn parameter_schema(type_name: &str, generator: &mut SchemaGenerator) -> Value {
    use orion_api_types as o;
    let schema = match type_name {
        "SessionId" => generator.subschema_for::<o::SessionId>(),
        "CallId" => generator.subschema_for::<o::CallId>(),
        "PageCursor" => generator.subschema_for::<o::PageCursor>(),
        "PageSize" => generator.subschema_for::<o::PageSize>(),
        "OffsetBytes" => generator.subschema_for::<o::OffsetBytes>(),
        "LimitBytes" => generator.subschema_for::<o::LimitBytes>(),
        "EventCursor" => generator.subschema_for::<o::EventCursor>(),
        "LastEventId" => generator.subschema_for::<o::LastEventId>(),
        other => panic!("parameter type {other} has no schema"),
    };
    schema.to_value()
}

/// The schema of a registered type, by name (a `$ref` for components).
fn type_schema(name: &str, generator: &mut SchemaGenerator) -> Value {
    let entry = types()
        .into_iter()
        .find(|e| e.name == name)
        .unwrap_or_else(|| panic!("route names unregistered type {name}"));
    (entry.schema)(generator).to_value()
}

/// The OpenAPI 3.1 document: `components/schemas` generated by schemars,
/// `paths` and `components/parameters` built from the crate's route table.
pub fn openapi_document() -> Value {
    let mut generator = generator();
    for entry in component_types() {
        (entry.schema)(&mut generator);
    }

    let mut paths = Map::new();
    for route in &ROUTES {
        let mut op = Map::new();
        op.insert("operationId".into(), route.operation_id.into());
        if let Some(d) = route.description {
            op.insert("description".into(), d.into());
        }
        if route.nonce_required {
            op.insert("security".into(), json!([{ "webNonce": [] }]));
        }
        if !route.parameters.is_empty() {
            let params: Vec<Value> = route
                .parameters
                .iter()
                .map(|p| json!({ "$ref": format!("#/components/parameters/{p}") }))
                .collect();
            op.insert("parameters".into(), params.into());
        }
        if let Some(request) = route.request_type {
            op.insert(
                "requestBody".into(),
                json!({
                    "required": true,
                    "content": { "application/json": { "schema": type_schema(request, &mut generator) } },
                }),
            );
        }
        let mut responses = Map::new();
        let success = &route.success;
        responses.insert(
            success.status.to_string(),
            json!({
                "description": success.description,
                "content": {
                    success.media_type.as_str(): { "schema": type_schema(success.type_name, &mut generator) }
                },
            }),
        );
        for e in route.errors {
            let response = match e.description {
                None => json!({ "$ref": "#/components/responses/Problem" }),
                Some(d) => json!({
                    "description": d,
                    "content": {
                        MediaType::ProblemJson.as_str(): {
                            "schema": { "$ref": "#/components/schemas/Problem" }
                        }
                    },
                }),
            };
            responses.insert(e.status.to_string(), response);
        }
        op.insert("responses".into(), responses.into());
        let item = paths
            .entry(route.path)
            .or_insert_with(|| Value::Object(Map::new()));
        item.as_object_mut()
            .expect("path item")
            .insert(route.method.openapi_key().into(), op.into());
    }

    let mut parameters = Map::new();
    for p in &PARAMETERS {
        let mut param = Map::new();
        param.insert("in".into(), p.location.as_str().into());
        param.insert("name".into(), p.name.into());
        param.insert("required".into(), p.required.into());
        if let Some(d) = p.description {
            param.insert("description".into(), d.into());
        }
        param.insert(
            "schema".into(),
            parameter_schema(p.type_name, &mut generator),
        );
        parameters.insert(p.component.into(), param.into());
    }

    // Component schemas in the contract's order; anything else schemars named after them.
    let mut definitions = generator.take_definitions(true);
    let mut schemas = Map::new();
    for entry in component_types() {
        if let Some(s) = definitions.remove(entry.name) {
            schemas.insert(entry.name.into(), s);
        }
    }
    let mut rest: Vec<(String, Value)> = definitions.into_iter().collect();
    rest.sort_by(|a, b| a.0.cmp(&b.0));
    schemas.extend(rest);

    json!({
        "openapi": "3.1.0",
        "info": {
            "title": "Orion Code Local Web API",
            "version": "0.3.0",
            "description": "Same-origin loopback API for the Orion Code Web Workbench: `POST /commands` as the control carrier, one replayable `GET /events` Server-Sent Events downlink, and explicit REST methods for resource updates such as settings compare-and-set. Generated from the orion-api-types crate.",
        },
        "servers": [{ "url": orion_api_types::BASE_PATH }],
        "paths": paths,
        "components": {
            "securitySchemes": {
                "webNonce": {
                    "type": "apiKey",
                    "in": "header",
                    "name": orion_api_types::WebNonce::HEADER,
                }
            },
            "parameters": parameters,
            "responses": {
                "Problem": {
                    "description": "Safe structured error with no secret-bearing data.",
                    "content": {
                        MediaType::ProblemJson.as_str(): {
                            "schema": { "$ref": "#/components/schemas/Problem" }
                        }
                    },
                }
            },
            "schemas": schemas,
        },
    })
}

// ---------------------------------------------------------------------------
// TypeScript: every registered type and every type they reference.

struct Decls {
    cfg: ts_rs::Config,
    seen: std::collections::HashSet<TypeId>,
    out: BTreeMap<String, String>,
}

impl ts_rs::TypeVisitor for Decls {
    fn visit<T: ts_rs::TS + 'static + ?Sized>(&mut self) {
        if T::output_path().is_none() || !self.seen.insert(TypeId::of::<T>()) {
            return;
        }
        self.out.insert(
            T::ident(&self.cfg),
            format!("export {}", T::decl(&self.cfg)),
        );
        T::visit_dependencies(self);
    }
}

fn typescript() -> Artifact {
    use orion_api_types as o;
    let mut decls = Decls {
        cfg: crate::registry::ts_config(),
        seen: Default::default(),
        out: BTreeMap::new(),
    };
    macro_rules! visit {
        ($($name:ident),* $(,)?) => {$(
            ts_rs::TypeVisitor::visit::<o::$name>(&mut decls);
        )*};
    }
    visit!(
        HealthResponse,
        BootstrapResponse,
        MutationRequest,
        RequestId,
        ActivateWorkspaceRequest,
        CreateSessionRequest,
        RenameSessionRequest,
        WorkspaceSummary,
        WorkspacePage,
        WorkspaceMutationResult,
        SessionSummary,
        SessionPage,
        SessionMutationResult,
        TranscriptMessage,
        TranscriptPage,
        GoalView,
        PlanView,
        PendingApproval,
        FollowupItem,
        SessionRuntimeSnapshot,
        SessionSnapshot,
        SkillSummary,
        SkillPage,
        McpServerSummary,
        McpPage,
        ToolDetailSummary,
        ToolDetailSummaryPage,
        ToolDetailPage,
        SettingsRevision,
        SettingsFieldCommon,
        ThemeSettingsField,
        MotionSettingsField,
        ModelSettingsField,
        EffortSettingsField,
        ToolConfirmationSettingsField,
        EffortPreference,
        ModelSummary,
        CredentialSlot,
        SettingsDocument,
        SettingsOperation,
        SetThemeSetting,
        UnsetThemeSetting,
        SetMotionSetting,
        UnsetMotionSetting,
        SetModelSetting,
        UnsetModelSetting,
        SetEffortSetting,
        UnsetEffortSetting,
        SetToolConfirmationSetting,
        UnsetToolConfirmationSetting,
        UpdateSettingsRequest,
        SettingsMutationResult,
        WebCommand,
        CommandResult,
        WebEventEnvelope,
        RuntimeEventEnvelope,
        ThreadEventEnvelope,
        WorkbenchStateEnvelope,
        SettingsInvalidatedEnvelope,
        ReplayResetEnvelope,
        Problem,
        BootstrapCapabilities,
        DiagnosticsResponse,
        OpenSettingsDocumentRequest,
        OpenSettingsDocumentResponse,
        SettingsSections,
        SettingsAppearance,
        SettingsDefaults,
        SettingsPermissions,
        SettingsCurrentSession,
        SettingsDiagnostic,
        RuntimeEventPayload,
        ThreadEventPayload,
        WorkbenchStatePayload,
        SettingsInvalidatedPayload,
        ReplayResetPayload,
    );
    // Named string types (validated newtypes) are `string` in TypeScript.
    for name in ["RequestId", "SettingsRevision"] {
        decls
            .out
            .entry(name.into())
            .or_insert_with(|| format!("export type {name} = string;"));
    }
    let mut text = String::from(
        "// Orion Code Local Web API v0.3.0: TypeScript types generated from orion-api-types.\n\
         // Do not edit: run `cargo run -p codegen -- generate`.\n\n",
    );
    let count = decls.out.len();
    for decl in decls.out.values() {
        text.push_str(decl.trim_end());
        text.push_str("\n\n");
    }
    text.truncate(text.trim_end().len());
    text.push('\n');
    Artifact {
        path: "orion/orion.ts".into(),
        contents: text,
        types: count,
    }
}

// ---------------------------------------------------------------------------
// Conformance.

/// Where each named inline object lives in the upstream document.
const INLINE_POINTERS: &[(&str, &str)] = &[
    (
        "BootstrapCapabilities",
        "#/components/schemas/BootstrapResponse/properties/capabilities",
    ),
    (
        "DiagnosticsResponse",
        "#/paths/~1diagnostics/get/responses/200/content/application~1json/schema",
    ),
    (
        "OpenSettingsDocumentRequest",
        "#/paths/~1settings~1open-document/post/requestBody/content/application~1json/schema",
    ),
    (
        "OpenSettingsDocumentResponse",
        "#/paths/~1settings~1open-document/post/responses/200/content/application~1json/schema",
    ),
    (
        "SettingsSections",
        "#/components/schemas/SettingsDocument/properties/sections",
    ),
    (
        "SettingsAppearance",
        "#/components/schemas/SettingsDocument/properties/sections/properties/appearance",
    ),
    (
        "SettingsDefaults",
        "#/components/schemas/SettingsDocument/properties/sections/properties/defaults",
    ),
    (
        "SettingsPermissions",
        "#/components/schemas/SettingsDocument/properties/sections/properties/permissions",
    ),
    (
        "SettingsCurrentSession",
        "#/components/schemas/SettingsDocument/properties/currentSession",
    ),
    (
        "SettingsDiagnostic",
        "#/components/schemas/SettingsDocument/properties/diagnostic",
    ),
    (
        "RuntimeEventPayload",
        "#/components/schemas/RuntimeEventEnvelope/properties/payload",
    ),
    (
        "ThreadEventPayload",
        "#/components/schemas/ThreadEventEnvelope/properties/payload",
    ),
    (
        "WorkbenchStatePayload",
        "#/components/schemas/WorkbenchStateEnvelope/properties/payload",
    ),
    (
        "SettingsInvalidatedPayload",
        "#/components/schemas/SettingsInvalidatedEnvelope/properties/payload",
    ),
    (
        "ReplayResetPayload",
        "#/components/schemas/ReplayResetEnvelope/properties/payload",
    ),
];

/// The upstream JSON pointer of a registered type's schema.
fn upstream_pointer(name: &str) -> String {
    INLINE_POINTERS
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, p)| (*p).to_owned())
        .unwrap_or_else(|| format!("#/components/schemas/{name}"))
}

fn at<'a>(root: &'a Value, pointer: &str) -> Option<&'a Value> {
    root.pointer(pointer.trim_start_matches('#'))
}

/// Follows a local `$ref` (one level at a time) until a non-reference.
fn resolve<'a>(value: &'a Value, root: &'a Value) -> &'a Value {
    let mut v = value;
    for _ in 0..8 {
        match v
            .get("$ref")
            .and_then(Value::as_str)
            .and_then(|r| at(root, r))
        {
            Some(target) => v = target,
            None => break,
        }
    }
    v
}

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn conformance(spec_dir: &Path) -> Report {
    let mut report = Report::new("orion", spec_dir);
    let Some(text) = report.read_spec("orion/web-api-v0.3.0.yaml") else {
        return report;
    };
    let upstream: Value = match serde_yaml::from_str(&text) {
        Ok(v) => v,
        Err(e) => {
            report
                .errors
                .push(format!("upstream YAML does not parse: {e}"));
            return report;
        }
    };
    let ours = openapi_document();
    compare_components(&mut report, &ours, &upstream);
    compare_parameters(&mut report, &ours, &upstream);
    compare_operations(&mut report, &without_text_rules(&ours), &upstream);
    compare_document(&mut report, &ours, &upstream);
    check_fixtures(&mut report, &upstream);
    check_differential(&mut report, &upstream);
    report
}

/// The one rule our schemas state that the contract states only in prose:
/// distinct keys in a settings batch (`UpdateSettingsRequest.operations.allOf`,
/// one `maxContains: 1` per key).
const TEXT_RULE: &str = "/components/schemas/UpdateSettingsRequest/properties/operations";

/// Our document without [`TEXT_RULE`], for comparison with the contract's schemas.
fn without_text_rules(ours: &Value) -> Value {
    let mut out = ours.clone();
    if let Some(Value::Object(ops)) = out.pointer_mut(TEXT_RULE) {
        ops.remove("allOf");
    }
    out
}

/// Invalid fixtures that break only a rule the contract states in prose, so
/// its schema accepts them.
const TEXT_RULE_FIXTURES: &[&str] = &["UpdateSettingsRequest.duplicate-key.json"];

fn compare_components(report: &mut Report, ours: &Value, upstream: &Value) {
    let empty = Map::new();
    let theirs = upstream["components"]["schemas"]
        .as_object()
        .unwrap_or(&empty);
    let ours = &without_text_rules(ours);
    let mine = ours["components"]["schemas"].as_object().unwrap_or(&empty);
    let check = report.check(&format!("component schemas (of {})", theirs.len()));
    for (name, schema) in theirs {
        let result = match mine.get(name) {
            None => Err("no such component in our document".to_owned()),
            Some(m) => schema_eq::compare(m, ours, schema, upstream),
        };
        check.item(name, result);
    }
    for name in mine.keys().filter(|n| !theirs.contains_key(*n)) {
        check.item(name, Err("component not in the contract".into()));
    }
    let registered = report.check("component types registered");
    let names: Vec<&str> = component_types().iter().map(|e| e.name).collect();
    for name in theirs.keys() {
        let ok = if names.contains(&name.as_str()) {
            Ok(())
        } else {
            Err("no Rust type registered under this name".to_owned())
        };
        registered.item(name, ok);
    }
}

fn compare_parameters(report: &mut Report, ours: &Value, upstream: &Value) {
    let empty = Map::new();
    let theirs = upstream["components"]["parameters"]
        .as_object()
        .unwrap_or(&empty);
    let check = report.check("parameter components");
    for (name, param) in theirs {
        let result = compare_parameter(
            &ours["components"]["parameters"][name],
            ours,
            param,
            upstream,
        );
        check.item(name, result);
    }
}

fn compare_parameter(
    mine: &Value,
    ours: &Value,
    theirs: &Value,
    upstream: &Value,
) -> Result<(), String> {
    let (mine, theirs) = (resolve(mine, ours), resolve(theirs, upstream));
    if mine.is_null() {
        return Err("missing".into());
    }
    for key in ["in", "name"] {
        if mine[key] != theirs[key] {
            return Err(format!(
                "{key}: ours {} / upstream {}",
                mine[key], theirs[key]
            ));
        }
    }
    let required = |v: &Value| v["required"].as_bool().unwrap_or(false);
    if required(mine) != required(theirs) {
        return Err("required differs".into());
    }
    schema_eq::compare(&mine["schema"], ours, &theirs["schema"], upstream)?;
    // `default` is an annotation for schema_eq; for parameters it is the contract's behaviour.
    if mine["schema"]["default"] != theirs["schema"]["default"] {
        return Err(format!(
            "default: ours {} / upstream {}",
            mine["schema"]["default"], theirs["schema"]["default"]
        ));
    }
    Ok(())
}

fn compare_content(
    mine: &Value,
    ours: &Value,
    theirs: &Value,
    upstream: &Value,
) -> Result<(), String> {
    let keys = |v: &Value| -> Vec<String> {
        v.as_object()
            .map(|m| m.keys().cloned().collect())
            .unwrap_or_default()
    };
    if keys(mine) != keys(theirs) {
        return Err(format!(
            "media types: ours {:?} / upstream {:?}",
            keys(mine),
            keys(theirs)
        ));
    }
    for media in keys(theirs) {
        schema_eq::compare(
            &mine[&media]["schema"],
            ours,
            &theirs[&media]["schema"],
            upstream,
        )
        .map_err(|e| format!("{media}: {e}"))?;
    }
    Ok(())
}

fn compare_operation(
    mine: &Value,
    ours: &Value,
    theirs: &Value,
    upstream: &Value,
) -> Result<(), String> {
    if mine.is_null() {
        return Err("no such operation in our document".into());
    }
    if mine["operationId"] != theirs["operationId"] {
        return Err("operationId differs".into());
    }
    let security = |v: &Value| v.get("security").cloned().unwrap_or(json!([]));
    if security(mine) != security(theirs) {
        return Err(format!(
            "security: ours {} / upstream {}",
            security(mine),
            security(theirs)
        ));
    }
    let params = |v: &Value| v["parameters"].as_array().cloned().unwrap_or_default();
    let (mp, tp) = (params(mine), params(theirs));
    if mp.len() != tp.len() {
        return Err(format!("{} parameters, upstream {}", mp.len(), tp.len()));
    }
    for (i, (m, t)) in mp.iter().zip(&tp).enumerate() {
        compare_parameter(m, ours, t, upstream).map_err(|e| format!("parameters[{i}]: {e}"))?;
    }
    let (mb, tb) = (&mine["requestBody"], &theirs["requestBody"]);
    if mb.is_null() != tb.is_null() || mb["required"] != tb["required"] {
        return Err("requestBody presence or required differs".into());
    }
    if !tb.is_null() {
        compare_content(&mb["content"], ours, &tb["content"], upstream)
            .map_err(|e| format!("requestBody: {e}"))?;
    }
    let statuses = |v: &Value| -> Vec<String> {
        v["responses"]
            .as_object()
            .map(|m| m.keys().cloned().collect())
            .unwrap_or_default()
    };
    let (ms, ts) = (statuses(mine), statuses(theirs));
    if ms != ts {
        return Err(format!("statuses: ours {ms:?} / upstream {ts:?}"));
    }
    for status in ts {
        let m = resolve(&mine["responses"][&status], ours);
        let t = resolve(&theirs["responses"][&status], upstream);
        compare_content(&m["content"], ours, &t["content"], upstream)
            .map_err(|e| format!("response {status}: {e}"))?;
    }
    Ok(())
}

fn compare_operations(report: &mut Report, ours: &Value, upstream: &Value) {
    let check = report.check("operations");
    let empty = Map::new();
    let mut seen = 0;
    for (path, item) in upstream["paths"].as_object().unwrap_or(&empty) {
        for (method, op) in item.as_object().unwrap_or(&empty) {
            seen += 1;
            let label = format!("{} {path}", method.to_uppercase());
            let mine = &ours["paths"][path][method];
            check.item(&label, compare_operation(mine, ours, op, upstream));
        }
    }
    let ours_count: usize = ours["paths"]
        .as_object()
        .map(|p| p.values().filter_map(Value::as_object).map(Map::len).sum())
        .unwrap_or(0);
    if ours_count != seen {
        check.item(
            "operation count",
            Err(format!("ours {ours_count} / upstream {seen}")),
        );
    }
}

fn compare_document(report: &mut Report, ours: &Value, upstream: &Value) {
    let check = report.check("document (servers, security schemes, problem response, version)");
    for pointer in [
        "/servers",
        "/components/securitySchemes",
        "/info/version",
        "/openapi",
    ] {
        let result = if ours.pointer(pointer) == upstream.pointer(pointer) {
            Ok(())
        } else {
            Err(format!(
                "ours {:?} / upstream {:?}",
                ours.pointer(pointer),
                upstream.pointer(pointer)
            ))
        };
        check.item(pointer, result);
    }
    let problem = compare_content(
        &ours["components"]["responses"]["Problem"]["content"],
        ours,
        &upstream["components"]["responses"]["Problem"]["content"],
        upstream,
    );
    check.item("/components/responses/Problem", problem);
}

/// An upstream validator for the schema at `pointer`, refs resolved in the whole document.
fn upstream_validator(upstream: &Value, pointer: &str) -> Result<jsonschema::Validator, String> {
    let mut doc = upstream.clone();
    if let Value::Object(map) = &mut doc {
        map.insert("$ref".into(), pointer.into());
        map.insert(
            "$schema".into(),
            "https://json-schema.org/draft/2020-12/schema".into(),
        );
    }
    jsonschema::validator_for(&doc).map_err(|e| format!("upstream schema does not compile: {e}"))
}

fn fixture_files(kind: &str) -> Vec<(String, PathBuf)> {
    let dir = repo_root().join("fixtures/orion").join(kind);
    let mut out: Vec<(String, PathBuf)> = std::fs::read_dir(dir)
        .map(|d| {
            d.flatten()
                .map(|e| e.path())
                .filter(|p| {
                    let n = p.to_string_lossy();
                    n.ends_with(".json") && !n.ends_with(".encoded.json")
                })
                .map(|p| {
                    let ty = p
                        .file_name()
                        .unwrap_or_default()
                        .to_string_lossy()
                        .split('.')
                        .next()
                        .unwrap_or_default()
                        .to_owned();
                    (ty, p)
                })
                .collect()
        })
        .unwrap_or_default();
    out.sort();
    out
}

fn check_fixtures(report: &mut Report, upstream: &Value) {
    let mut validators: BTreeMap<String, Result<jsonschema::Validator, String>> = BTreeMap::new();
    let check = report.check("fixtures vs upstream (valid accepted, invalid rejected; the duplicate-key fixture breaks a prose-only rule)");
    for (kind, want_valid) in [("valid", true), ("invalid", false)] {
        for (ty, path) in fixture_files(kind) {
            let label = format!(
                "{kind}/{}",
                path.file_name().unwrap_or_default().to_string_lossy()
            );
            let validator = validators
                .entry(ty.clone())
                .or_insert_with(|| upstream_validator(upstream, &upstream_pointer(&ty)));
            let result = match (validator, std::fs::read_to_string(&path)) {
                (Err(e), _) => Err(e.clone()),
                (_, Err(e)) => Err(format!("unreadable: {e}")),
                (Ok(v), Ok(text)) => match serde_json::from_str::<Value>(&text) {
                    Err(e) => Err(format!("not JSON: {e}")),
                    Ok(instance) => match (
                        v.iter_errors(&instance).next(),
                        want_valid || TEXT_RULE_FIXTURES.iter().any(|f| label.ends_with(f)),
                    ) {
                        (None, true) | (Some(_), false) => Ok(()),
                        (Some(e), true) => {
                            Err(format!("upstream rejects it at {}: {e}", e.instance_path()))
                        }
                        (None, false) => Err("upstream accepts it".into()),
                    },
                },
            };
            check.item(&label, result);
        }
    }
}

fn check_differential(report: &mut Report, upstream: &Value) {
    // The contract's text rejects a settings batch that names a key twice
    // ("Duplicate keys … are rejected"); its schema cannot say so. Instances
    // that differ only by that rule are counted here, not as mismatches.
    const BY_DESIGN: &str = "appears more than once (duplicate keys are rejected)";
    let mut by_design = 0;
    let check = report.check("differential acceptance (generated and mutated instances)");
    for (i, entry) in types().iter().enumerate() {
        let pointer = upstream_pointer(entry.name);
        if at(upstream, &pointer).is_none() {
            check.item(entry.name, Err(format!("{pointer} not found upstream")));
            continue;
        }
        let mut agreement =
            crate::differential::check(entry, upstream, &pointer, 24, 0x0710 + i as u64);
        let before = agreement.disagreements.len();
        agreement
            .disagreements
            .retain(|(_, upstream_ok, ours)| !(*upstream_ok && ours.contains(BY_DESIGN)));
        by_design += before - agreement.disagreements.len();
        check.item(entry.name, agreement.result());
    }
    let rule = report.check(&format!(
        "differential: {by_design} settings batches repeating a key, rejected by the contract text (its schema cannot say it)"
    ));
    rule.item("duplicate settings keys", Ok(()));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn document_names_every_component_once() {
        let doc = openapi_document();
        let schemas = doc["components"]["schemas"].as_object().unwrap();
        assert_eq!(
            schemas.len(),
            COMPONENTS,
            "{:?}",
            schemas.keys().collect::<Vec<_>>()
        );
        assert_eq!(component_types().len(), COMPONENTS);
    }
}
