//! Structs: the fields of an object schema, their presence, and the
//! `init(from:)` / `encode(to:)` that follow it (value rules from
//! [`super::super::validation`]).

use super::*;

impl Emitter {
    pub(super) fn field(
        &mut self,
        wire: &str,
        s: &Value,
        required: bool,
        scope: &mut Scope,
        taken: &mut Vec<String>,
    ) -> Field {
        let swift = unique(&lower_camel(wire), taken);
        let doc = description(s).map(str::to_owned);
        if let Some(c) = s.get("const").filter(|c| !c.is_null()) {
            let (ty, _) = self.type_of(s, wire, scope);
            let kept = (!required && default_of(s).is_none())
                .then(|| unique(&format!("has{}", upper_camel(wire)), taken));
            return Field {
                wire: wire.to_owned(),
                swift,
                ty,
                doc,
                presence: Presence::Constant {
                    literal: literal(c),
                    required,
                    kept,
                    items: c
                        .is_array()
                        .then(|| s.get("items")?.get("enum")?.as_array())
                        .flatten()
                        .filter(|e| e.iter().all(Value::is_string))
                        .map(|e| literal(&Value::Array(e.clone()))),
                },
                rules: Vec::new(),
            };
        }
        let (ty, nullable) = match wire_type(s) {
            Some(t) => (t.to_owned(), false),
            None => self.type_of(s, wire, scope),
        };
        let default = default_of(s);
        let tri_state = s.get("x-tri-state") == Some(&Value::Bool(true));
        let presence = if tri_state {
            Presence::TriState
        } else if required {
            if nullable {
                Presence::RequiredNullable
            } else {
                Presence::Required
            }
        } else {
            match default {
                Some(Value::Null) if nullable => Presence::OptionalNullable { emit_null: true },
                // Any JSON value, `null` by default: absent reads as `.null`, written as `null`.
                Some(Value::Null) if ty == "JSONValue" => Presence::Defaulted {
                    default: ".null".into(),
                    nullable: false,
                    json: Value::Null,
                },
                Some(d) if !d.is_null() => Presence::Defaulted {
                    default: self.default_expr(d, &ty),
                    nullable,
                    json: d.clone(),
                },
                _ if !nullable => Presence::Omittable,
                _ if self.options.tri_state_optional_nullable => Presence::TriState,
                _ => Presence::OptionalNullable { emit_null: false },
            }
        };
        let rules = if wire_type(s).is_some() {
            Vec::new()
        } else {
            let path = format!("c.codingPath + [CodingKeys.{}]", ident(&swift));
            validation::checks(s, "v", &path, 0)
        };
        Field {
            wire: wire.to_owned(),
            swift,
            ty,
            doc,
            presence,
            rules,
        }
    }

    /// A struct; `flattened` is a union merged into the object (`#[serde(flatten)]` of an enum).
    pub(super) fn structure(
        &mut self,
        name: &str,
        s: &Value,
        flattened: Option<&[Value]>,
    ) -> String {
        let (props, required, additional) = self.object_parts(s, 0);
        // Fields merged in from another struct (`allOf` of a `$ref`: a Rust
        // `#[serde(flatten)]`), whose errors serde reports at the object.
        let merged: Vec<String> = s
            .get("allOf")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .filter(|m| m.get("$ref").is_some())
            .flat_map(|m| self.object_parts(m, 1).0.into_iter().map(|(k, _)| k))
            .collect();
        let at_object = |text: String, wire: &str| {
            if merged.iter().any(|m| m == wire) {
                format!(
                    "do {{\n{}\n}} catch let error as DecodingError {{\n{INDENT}throw wireFlattened(decoder, error)\n}}",
                    indent(&text).trim_end()
                )
            } else {
                text
            }
        };
        let mut scope = Scope::default();
        let mut taken: Vec<String> = Vec::new();
        let mut fields = Vec::new();
        for (wire, schema) in &props {
            let f = self.field(
                wire,
                schema,
                required.contains(wire),
                &mut scope,
                &mut taken,
            );
            fields.push(f);
        }
        let kinds = fields
            .iter()
            .map(|f| {
                // `JSONValue` reads `null` as a value.
                let kind = match (f.presence.kind(), f.ty.as_str()) {
                    ("required", "JSONValue") => "required-any",
                    ("omittable", "JSONValue") => "omittable-any",
                    ("defaulted", "JSONValue") => "defaulted-nullable",
                    (kind, _) => kind,
                };
                (f.wire.clone(), kind)
            })
            .collect();
        self.presence.entry(name.to_owned()).or_insert(kinds);
        let defaults = fields
            .iter()
            .filter_map(|f| match &f.presence {
                Presence::Defaulted { json, .. } => Some((f.wire.clone(), json.clone())),
                _ => None,
            })
            .collect();
        self.defaults.entry(name.to_owned()).or_insert(defaults);
        let extras = match &additional {
            Some(Value::Bool(true)) => Some("JSONValue".to_owned()),
            Some(v @ Value::Object(_)) if !props.is_empty() => {
                let (ty, nullable) = self.type_of(v, "AdditionalProperty", &mut scope);
                Some(if nullable { format!("{ty}?") } else { ty })
            }
            // The schema hides them, the Rust decoder keeps them.
            _ if additional.is_none() && flattened.is_none() && self.keeps_unknown(name, s) => {
                Some("JSONValue".to_owned())
            }
            _ => None,
        };
        let extras_name = extras
            .as_ref()
            .map(|_| unique("additionalProperties", &mut taken));
        let body = flattened.map(|branches| {
            let branches: Vec<Value> = branches.to_vec();
            let union = serde_json::json!({ "oneOf": branches });
            let known = self
                .defs
                .iter()
                .find(|(_, d)| {
                    d.get("properties").is_none()
                        && (d.get("oneOf") == union.get("oneOf")
                            || d.get("anyOf") == union.get("oneOf"))
                })
                .map(|(k, _)| self.swift_names[k].clone());
            let ty = match known {
                Some(t) => t,
                None => {
                    let n = self.nested_name("Body", &mut scope);
                    let decl = self.union(&n, None, &branches);
                    scope.nested.push(decl);
                    n
                }
            };
            (unique("body", &mut taken), ty)
        });

        let mut out = doc(description(s), "");
        let _ = writeln!(out, "public struct {name}: Codable, Hashable, Sendable {{");
        for n in &scope.nested {
            out.push_str(&indent(n));
            out.push('\n');
        }
        for f in &fields {
            out.push_str(&doc(f.doc.as_deref(), INDENT));
            match &f.presence {
                Presence::Constant { literal, kept, .. } => {
                    let _ = writeln!(
                        out,
                        "{INDENT}public var {}: {} {{ {literal} }}",
                        ident(&f.swift),
                        f.ty
                    );
                    if let Some(flag) = kept {
                        let _ = writeln!(
                            out,
                            "{INDENT}/// Whether `{}` is on the wire: read as received, written only when `true`.\n{INDENT}public var {}: Bool",
                            f.wire,
                            ident(flag)
                        );
                    }
                }
                _ => {
                    let _ = writeln!(
                        out,
                        "{INDENT}public var {}: {}",
                        ident(&f.swift),
                        f.declared_type()
                    );
                }
            }
        }
        if let (Some(ty), Some(n)) = (&extras, &extras_name) {
            let _ = writeln!(
                out,
                "{INDENT}/// Fields this type does not declare, kept as received.\n{INDENT}public var {n}: [String: {ty}]"
            );
        }
        if let Some((n, ty)) = &body {
            let _ = writeln!(
                out,
                "{INDENT}/// The union merged into this object.\n{INDENT}public var {}: {ty}",
                ident(n)
            );
        }

        // Memberwise initializer.
        let mut params = Vec::new();
        let mut assigns = Vec::new();
        for f in fields
            .iter()
            .filter(|f| !matches!(f.presence, Presence::Constant { .. }))
        {
            let p = match f.init_default() {
                Some(d) => format!("{}: {} = {d}", ident(&f.swift), f.declared_type()),
                None => format!("{}: {}", ident(&f.swift), f.declared_type()),
            };
            params.push(p);
            assigns.push(format!("self.{0} = {0}", ident(&f.swift)));
        }
        for f in &fields {
            if let Presence::Constant {
                kept: Some(flag), ..
            } = &f.presence
            {
                params.push(format!("{}: Bool = false", ident(flag)));
                assigns.push(format!("self.{0} = {0}", ident(flag)));
            }
        }
        if let (Some(ty), Some(n)) = (&extras, &extras_name) {
            params.push(format!("{n}: [String: {ty}] = [:]"));
            assigns.push(format!("self.{n} = {n}"));
        }
        if let Some((n, ty)) = &body {
            params.push(format!("{}: {ty}", ident(n)));
            assigns.push(format!("self.{0} = {0}", ident(n)));
        }
        let _ = writeln!(out, "\n{INDENT}/// Creates a value from its fields.");
        if params.is_empty() {
            let _ = writeln!(out, "{INDENT}public init() {{}}");
        } else {
            let _ = writeln!(out, "{INDENT}public init(");
            let _ = writeln!(
                out,
                "{}",
                params
                    .iter()
                    .map(|p| format!("{INDENT}{INDENT}{p}"))
                    .collect::<Vec<_>>()
                    .join(",\n")
            );
            let _ = writeln!(out, "{INDENT}) {{");
            for a in &assigns {
                let _ = writeln!(out, "{INDENT}{INDENT}{a}");
            }
            let _ = writeln!(out, "{INDENT}}}");
        }

        // Coding keys.
        if !fields.is_empty() {
            let _ = writeln!(
                out,
                "\n{INDENT}private enum CodingKeys: String, CodingKey, CaseIterable {{"
            );
            for f in &fields {
                let _ = writeln!(
                    out,
                    "{INDENT}{INDENT}case {} = {}",
                    ident(&f.swift),
                    string_literal(&f.wire)
                );
            }
            let _ = writeln!(out, "{INDENT}}}");
        }

        // Decoding.
        let i2 = format!("{INDENT}{INDENT}");
        let _ = writeln!(
            out,
            "\n{INDENT}public init(from decoder: Decoder) throws {{"
        );
        if fields.is_empty() {
            let _ = writeln!(
                out,
                "{i2}_ = try decoder.container(keyedBy: AnyCodingKey.self)"
            );
        } else {
            let _ = writeln!(
                out,
                "{i2}let c = try decoder.container(keyedBy: CodingKeys.self)"
            );
        }
        // `additionalProperties: false`: the Rust type denies unknown fields.
        let denied = (extras.is_none() && body.is_none() && additional == Some(Value::Bool(false)))
            .then(|| {
                if fields.is_empty() {
                    "[]".to_owned()
                } else {
                    "Set(CodingKeys.allCases.map(\\.rawValue))".to_owned()
                }
            });
        let required_keys: Vec<String> = fields
            .iter()
            .filter(|f| {
                matches!(
                    f.presence,
                    Presence::Required
                        | Presence::RequiredNullable
                        | Presence::Constant { required: true, .. }
                )
            })
            .map(|f| string_literal(&f.wire))
            .collect();
        if let Some(known) = &denied
            && !required_keys.is_empty()
        {
            // The Rust decoders report a missing field only once every
            // member is read, so after an unknown one.
            let _ = writeln!(
                out,
                "{i2}try decoder.wireDenyUnknownKeys({known}, ifMissingAnyOf: [{}])",
                required_keys.join(", ")
            );
        }
        for f in &fields {
            let key = format!(".{}", ident(&f.swift));
            let lhs = format!("self.{}", ident(&f.swift));
            let line = match &f.presence {
                Presence::Required => {
                    format!("{lhs} = try c.decodeField({}.self, forKey: {key})", f.ty)
                }
                Presence::RequiredNullable => {
                    format!("{lhs} = try c.decodeNullable({}.self, forKey: {key})", f.ty)
                }
                Presence::Omittable => format!(
                    "{lhs} = try c.decodeOmittable({}.self, forKey: {key})",
                    f.ty
                ),
                Presence::OptionalNullable { .. } => format!(
                    "{lhs} = try c.decodeFieldIfPresent({}.self, forKey: {key})",
                    f.ty
                ),
                Presence::Defaulted {
                    default, nullable, ..
                } => {
                    let t = if *nullable {
                        format!("{}?", f.ty)
                    } else {
                        f.ty.clone()
                    };
                    format!("{lhs} = try c.decode({t}.self, forKey: {key}, default: {default})")
                }
                Presence::TriState => {
                    format!("{lhs} = try c.decodePatch({}.self, forKey: {key})", f.ty)
                }
                Presence::Constant {
                    literal,
                    required,
                    kept,
                    items,
                } => {
                    let lhs = kept
                        .as_ref()
                        .map(|flag| format!("self.{} = ", ident(flag)))
                        .unwrap_or_default();
                    let items = items
                        .as_ref()
                        .map(|set| {
                            format!("try c.expectItems(in: {set}, forKey: {key}, required: {required})\n")
                        })
                        .unwrap_or_default();
                    format!(
                        "{items}{lhs}try c.expectConstant({literal} as {}, forKey: {key}, required: {required})",
                        f.ty
                    )
                }
            };
            for l in at_object(line, &f.wire).lines() {
                let _ = writeln!(out, "{i2}{l}");
            }
            // The field's rules right after it: the Rust decoders check a
            // value where they read it.
            if f.rules.is_empty() {
                continue;
            }
            let v = format!("self.{}", ident(&f.swift));
            let head = match &f.presence {
                Presence::Required
                | Presence::Defaulted {
                    nullable: false, ..
                }
                | Presence::Constant { .. } => format!("do {{\n{INDENT}let v = {v}"),
                Presence::RequiredNullable
                | Presence::Omittable
                | Presence::OptionalNullable { .. }
                | Presence::Defaulted { nullable: true, .. } => format!("if let v = {v} {{"),
                Presence::TriState => format!("if case .value(let v) = {v} {{"),
            };
            let mut block = format!("{head}\n");
            for rule in &f.rules {
                for l in rule.lines() {
                    let _ = writeln!(block, "{INDENT}{l}");
                }
            }
            block.push('}');
            for l in at_object(block, &f.wire).lines() {
                let _ = writeln!(out, "{i2}{l}");
            }
        }
        if let (Some(ty), Some(n)) = (&extras, &extras_name) {
            let known = if fields.is_empty() {
                "[]".to_owned()
            } else {
                "Set(CodingKeys.allCases.map(\\.rawValue))".to_owned()
            };
            let _ = writeln!(
                out,
                "{i2}self.{n} = try decoder.unknownFields({ty}.self, known: {known})"
            );
        }
        for rule in validation::conditional_requirements(s, &fields_by_wire(&fields)) {
            for line in rule.lines() {
                let _ = writeln!(out, "{i2}{line}");
            }
        }
        if let Some(known) = &denied {
            let _ = writeln!(out, "{i2}try decoder.wireDenyUnknownKeys({known})");
        }
        if let Some((n, ty)) = &body {
            let _ = writeln!(out, "{i2}self.{} = try {ty}(from: decoder)", ident(n));
        }
        let _ = writeln!(out, "{INDENT}}}");

        // Encoding.
        let _ = writeln!(
            out,
            "\n{INDENT}public func encode(to encoder: Encoder) throws {{"
        );
        if let Some((n, _)) = &body {
            let _ = writeln!(out, "{i2}try self.{}.encode(to: encoder)", ident(n));
        }
        if let (Some(_), Some(n)) = (&extras, &extras_name) {
            let _ = writeln!(out, "{i2}try encoder.encodeUnknownFields(self.{n})");
        }
        if fields.is_empty() {
            let _ = writeln!(out, "{i2}_ = encoder.container(keyedBy: AnyCodingKey.self)");
        } else {
            let _ = writeln!(
                out,
                "{i2}var c = encoder.container(keyedBy: CodingKeys.self)"
            );
        }
        for f in &fields {
            let key = format!(".{}", ident(&f.swift));
            let v = format!("self.{}", ident(&f.swift));
            let line = match &f.presence {
                Presence::Required
                | Presence::Defaulted {
                    nullable: false, ..
                } => {
                    format!("try c.encode({v}, forKey: {key})")
                }
                Presence::RequiredNullable
                | Presence::OptionalNullable { emit_null: true }
                | Presence::Defaulted { nullable: true, .. } => {
                    format!("try c.encodeNullable({v}, forKey: {key})")
                }
                Presence::Omittable | Presence::OptionalNullable { emit_null: false } => {
                    format!("try c.encodeIfPresent({v}, forKey: {key})")
                }
                Presence::TriState => format!("try c.encodePatch({v}, forKey: {key})"),
                Presence::Constant {
                    literal,
                    kept: None,
                    ..
                } => {
                    format!("try c.encode({literal} as {}, forKey: {key})", f.ty)
                }
                Presence::Constant {
                    literal,
                    kept: Some(flag),
                    ..
                } => {
                    format!(
                        "if self.{} {{ try c.encode({literal} as {}, forKey: {key}) }}",
                        ident(flag),
                        f.ty
                    )
                }
            };
            let _ = writeln!(out, "{i2}{line}");
        }
        let _ = writeln!(out, "{INDENT}}}");
        out.push_str("}\n");
        out
    }
}

/// `wire name → (Swift name, Swift type, whether the Swift value is optional)`.
fn fields_by_wire(fields: &[Field]) -> BTreeMap<String, (String, String, bool)> {
    fields
        .iter()
        .map(|f| {
            let optional = matches!(
                f.presence,
                Presence::RequiredNullable
                    | Presence::Omittable
                    | Presence::OptionalNullable { .. }
                    | Presence::Defaulted { nullable: true, .. }
            );
            (f.wire.clone(), (ident(&f.swift), f.ty.clone(), optional))
        })
        .collect()
}
