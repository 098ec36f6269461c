//! Enums with associated values: tagged unions (dispatch on a tag field,
//! with fallback members), untagged unions (each member in order), and
//! unions hoisted into a struct of their shared fields.

use super::*;

impl Emitter {
    /// A union whose members all carry the same fields next to the members of
    /// another registered union (`#[serde(flatten)]` of an enum into a struct
    /// whose schema was inlined per member): a struct of the shared fields
    /// with that union merged in.
    pub(super) fn hoisted(&mut self, name: &str, s: &Value, branches: &[Value]) -> Option<String> {
        let objects: Vec<&Map<String, Value>> = branches
            .iter()
            .map(|b| {
                b.as_object()
                    .filter(|o| o.contains_key("properties") && !o.contains_key("$ref"))
            })
            .collect::<Option<_>>()?;
        let first = objects.first()?.get("properties")?.as_object()?;
        let required_in = |o: &Map<String, Value>, k: &str| {
            o.get("required")
                .and_then(Value::as_array)
                .is_some_and(|r| r.iter().any(|x| x == k))
        };
        let common: Vec<String> = first
            .iter()
            .filter(|(k, v)| {
                v.get("const").is_none()
                    && objects.iter().all(|o| {
                        o.get("properties").and_then(|p| p.get(k.as_str())) == Some(*v)
                            && required_in(o, k)
                    })
            })
            .map(|(k, _)| k.clone())
            .collect();
        if common.is_empty() {
            return None;
        }
        let stripped: Vec<Value> = objects
            .iter()
            .map(|o| {
                let mut o = (*o).clone();
                if let Some(Value::Object(p)) = o.get_mut("properties") {
                    for k in &common {
                        p.shift_remove(k);
                    }
                }
                if let Some(Value::Array(r)) = o.get_mut("required") {
                    r.retain(|x| !common.iter().any(|k| x == k));
                }
                Value::Object(o)
            })
            .collect();
        let root = serde_json::json!({ "$defs": self.defs });
        let ours = serde_json::json!({ "oneOf": stripped });
        let (_, body) = self.defs.iter().find(|(def, d)| {
            self.swift_names.get(*def).is_some_and(|n| n != name)
                && d.get("properties").is_none()
                && d.get("oneOf")
                    .or_else(|| d.get("anyOf"))
                    .is_some_and(|theirs| {
                        crate::schema_eq::compare(
                            &ours,
                            &root,
                            &serde_json::json!({ "oneOf": theirs }),
                            &root,
                        )
                        .is_ok()
                    })
        })?;
        let body_branches = body
            .get("oneOf")
            .or_else(|| body.get("anyOf"))?
            .as_array()?
            .clone();
        let mut shared = Map::new();
        shared.insert("type".into(), "object".into());
        if let Some(d) = s.get("description") {
            shared.insert("description".into(), d.clone());
        }
        let props: Map<String, Value> = common
            .iter()
            .map(|k| (k.clone(), first[k].clone()))
            .collect();
        shared.insert("properties".into(), Value::Object(props));
        shared.insert(
            "required".into(),
            Value::Array(common.iter().map(|k| Value::from(k.as_str())).collect()),
        );
        Some(self.structure(name, &Value::Object(shared), Some(&body_branches)))
    }

    /// An enum over the members of a `oneOf`/`anyOf`.
    pub(super) fn union(
        &mut self,
        name: &str,
        doc_text: Option<&str>,
        branches: &[Value],
    ) -> String {
        match self.discriminator(branches) {
            Some(tag) => self.tagged_union(name, doc_text, branches, &tag),
            None => self.untagged_union(name, doc_text, branches),
        }
    }

    /// The string `const` of property `key` in a branch (own properties first, then its `$ref`).
    pub(super) fn branch_tag(&self, b: &Value, key: &str) -> Option<String> {
        let (props, _, _) = self.object_parts(b, 0);
        props
            .get(key)
            .and_then(|p| match (p.get("const"), p.get("enum")) {
                (Some(Value::String(c)), _) => Some(c.clone()),
                (_, Some(Value::Array(v))) if v.len() == 1 => v[0].as_str().map(str::to_owned),
                _ => None,
            })
    }

    /// The property every tagged member fixes to a distinct string constant.
    pub(super) fn discriminator(&self, branches: &[Value]) -> Option<String> {
        let mut candidates: BTreeMap<String, Vec<String>> = BTreeMap::new();
        for b in branches {
            let (props, _, _) = self.object_parts(b, 0);
            for key in props.keys() {
                if let Some(tag) = self.branch_tag(b, key) {
                    candidates.entry(key.clone()).or_default().push(tag);
                }
            }
        }
        // A tag tells members apart: its values are distinct.
        candidates.retain(|_, tags| {
            let distinct: BTreeSet<&String> = tags.iter().collect();
            distinct.len() == tags.len()
        });
        let (key, count) = candidates
            .into_iter()
            .map(|(k, tags)| (k, tags.len()))
            .max_by_key(|(k, n)| (*n, k == "type"))?;
        // Members without the tag are fallbacks; at most a few of them.
        (count >= 1 && count + 2 >= branches.len()).then_some(key)
    }

    pub(super) fn tagged_union(
        &mut self,
        name: &str,
        doc_text: Option<&str>,
        branches: &[Value],
        tag_key: &str,
    ) -> String {
        enum Payload {
            Unit,
            Value(String),
            Content(String, bool),
        }
        struct Case {
            case: String,
            tag: Option<String>,
            payload: Payload,
            doc: Option<String>,
            /// The tag may be left out (the member is then the default).
            optional_tag: bool,
            /// Every member the value may have, when it keeps no others.
            keys: Option<Vec<String>>,
        }
        let mut scope = Scope::default();
        let mut taken = vec!["wireTag".to_owned()];
        let mut cases: Vec<Case> = Vec::new();
        // Adjacent tagging: every payload-carrying member has one other property, the same one.
        let mut content_key: Option<String> = None;
        let mut adjacent = true;
        for b in branches
            .iter()
            .filter(|b| self.branch_tag(b, tag_key).is_some())
        {
            if b.get("$ref").is_some() {
                adjacent = false;
                break;
            }
            let (props, _, _) = self.object_parts(b, 0);
            let others: Vec<&String> = props.keys().filter(|k| *k != tag_key).collect();
            match others.as_slice() {
                [] => {}
                [k] if content_key.as_deref().is_none_or(|c| c == k.as_str()) => {
                    content_key = Some((*k).clone())
                }
                _ => {
                    adjacent = false;
                    break;
                }
            }
        }
        if !adjacent {
            content_key = None;
        }
        for b in branches {
            let doc = description(b).map(str::to_owned);
            let tag = self.branch_tag(b, tag_key);
            let (props, required, additional) = self.object_parts(b, 0);
            let optional_tag = tag.is_some() && !required.iter().any(|k| k == tag_key);
            let open = additional
                .as_ref()
                .is_some_and(|a| a != &Value::Bool(false))
                || b.get("$ref")
                    .and_then(Value::as_str)
                    .and_then(|r| self.ref_name(r))
                    .is_some_and(|n| self.options.keeps_unknown.contains(&n));
            let keys = (!open).then(|| {
                let mut keys: Vec<String> = props.keys().cloned().collect();
                keys.sort();
                keys
            });
            let own_props: Vec<String> = b
                .get("properties")
                .and_then(Value::as_object)
                .map(|p| p.keys().filter(|k| *k != tag_key).cloned().collect())
                .unwrap_or_default();
            let reference = b
                .get("$ref")
                .and_then(Value::as_str)
                .and_then(|r| self.ref_name(r));
            let payload = if let Some(r) = reference.filter(|_| own_props.is_empty()) {
                Payload::Value(r)
            } else if tag.is_none() {
                let (ty, _) = self.type_of(b, "Other", &mut scope);
                Payload::Value(ty)
            } else if props.keys().all(|k| k == tag_key) {
                Payload::Unit
            } else if let Some(ck) = &content_key {
                let (ty, nullable) = self.type_of(
                    &props[ck],
                    &format!("{}Content", tag.clone().unwrap_or_default()),
                    &mut scope,
                );
                Payload::Content(ty, nullable || !required.contains(ck))
            } else {
                let mut inline = b.clone();
                if let Some(obj) = inline.as_object_mut() {
                    obj.shift_remove("description");
                    if let Some(Value::Object(p)) = obj.get_mut("properties") {
                        p.shift_remove(tag_key);
                    }
                    if let Some(Value::Array(r)) = obj.get_mut("required") {
                        r.retain(|k| k != tag_key);
                    }
                }
                let (ty, _) = self.type_of(&inline, tag.as_deref().unwrap_or("Other"), &mut scope);
                Payload::Value(ty)
            };
            let base = match (&tag, &payload) {
                (Some(t), _) => member_name(t),
                (None, Payload::Value(ty)) => lower_camel(ty.trim_start_matches('[')),
                _ => "other".into(),
            };
            let case = unique(&base, &mut taken);
            cases.push(Case {
                case,
                tag,
                payload,
                doc,
                optional_tag,
                keys,
            });
        }

        let mut out = doc(doc_text, "");
        let _ = writeln!(out, "public enum {name}: Codable, Hashable, Sendable {{");
        for c in &cases {
            out.push_str(&doc(c.doc.as_deref(), INDENT));
            match &c.payload {
                Payload::Unit => {
                    let _ = writeln!(out, "{INDENT}case {}", ident(&c.case));
                }
                Payload::Value(ty) => {
                    let _ = writeln!(out, "{INDENT}case {}({ty})", ident(&c.case));
                }
                Payload::Content(ty, optional) => {
                    let q = if *optional { "?" } else { "" };
                    let _ = writeln!(out, "{INDENT}case {}({ty}{q})", ident(&c.case));
                }
            }
        }
        for n in &scope.nested {
            out.push('\n');
            out.push_str(&indent(n));
        }
        let _ = writeln!(
            out,
            "\n{INDENT}/// The wire tag `{tag_key}` of this value; `nil` for a fallback member."
        );
        let _ = writeln!(out, "{INDENT}public var wireTag: String? {{");
        let _ = writeln!(out, "{INDENT}{INDENT}switch self {{");
        for c in &cases {
            let pattern = match c.payload {
                Payload::Unit => format!(".{}", ident(&c.case)),
                _ => format!(".{}(_)", ident(&c.case)),
            };
            let value = c
                .tag
                .as_deref()
                .map(string_literal)
                .unwrap_or_else(|| "nil".into());
            let _ = writeln!(out, "{INDENT}{INDENT}case {pattern}: return {value}");
        }
        let _ = writeln!(out, "{INDENT}{INDENT}}}\n{INDENT}}}");

        let _ = writeln!(out, "\n{INDENT}private enum TagKeys: String, CodingKey {{");
        let _ = writeln!(
            out,
            "{INDENT}{INDENT}case tag = {}",
            string_literal(tag_key)
        );
        if let Some(ck) = &content_key {
            let _ = writeln!(out, "{INDENT}{INDENT}case content = {}", string_literal(ck));
        }
        let _ = writeln!(out, "{INDENT}}}");

        let i2 = format!("{INDENT}{INDENT}");
        let i3 = format!("{i2}{INDENT}");
        let fallbacks: Vec<&Case> = cases.iter().filter(|c| c.tag.is_none()).collect();
        self.tagged
            .entry(name.to_owned())
            .or_insert_with(|| (tag_key.to_owned(), !fallbacks.is_empty()));
        self.tag_values
            .entry(name.to_owned())
            .or_insert_with(|| cases.iter().filter_map(|c| c.tag.clone()).collect());
        let _ = writeln!(
            out,
            "\n{INDENT}public init(from decoder: Decoder) throws {{"
        );
        let _ = writeln!(
            out,
            "{i2}let c = try decoder.container(keyedBy: TagKeys.self)"
        );
        // A member whose tag may be left out is what a value without the tag is.
        let untagged = match cases.iter().filter(|c| c.optional_tag).collect::<Vec<_>>()[..] {
            [one] if fallbacks.is_empty() => one.tag.clone(),
            _ => None,
        };
        // "Known tag, fields do not fit" goes to the fallback, as in Rust.
        let refit = self.options.refit.get(name).copied().filter(
            |_| matches!(fallbacks.last(), Some(c) if matches!(c.payload, Payload::Value(_))),
        );
        if let Some(default) = &untagged {
            let _ = writeln!(
                out,
                "{i2}let tag = try c.decodeIfPresent(String.self, forKey: .tag) ?? {}",
                string_literal(default)
            );
        } else if fallbacks.is_empty() {
            let _ = writeln!(out, "{i2}let tag = try c.decode(String.self, forKey: .tag)");
        } else {
            let _ = writeln!(
                out,
                "{i2}let tag = (try? c.decode(String.self, forKey: .tag)) ?? \"\""
            );
        }
        let _ = writeln!(out, "{i2}switch tag {{");
        for c in cases.iter().filter(|c| c.tag.is_some()) {
            let tag = string_literal(c.tag.as_deref().unwrap_or_default());
            let case = ident(&c.case);
            if let (Some(exact), Payload::Value(ty)) = (refit, &c.payload) {
                let keys = match (&c.keys, exact) {
                    (Some(keys), true) => format!(
                        ", try decoder.wireHasOnlyKeys([{}])",
                        keys.iter()
                            .map(|k| string_literal(k))
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                    _ => String::new(),
                };
                let _ = writeln!(
                    out,
                    "{i2}case {tag}:\n{i3}if let v = try? {ty}(from: decoder){keys} {{\n{i3}{INDENT}self = .{case}(v)\n{i3}}} else {{\n{i3}{INDENT}self = try Self.decodeFallback(from: decoder)\n{i3}}}"
                );
                continue;
            }
            let rhs = match &c.payload {
                Payload::Unit => format!(".{case}"),
                Payload::Value(ty) => format!(".{case}(try {ty}(from: decoder))"),
                Payload::Content(ty, true) => {
                    format!(".{case}(try c.decodeIfPresent({ty}.self, forKey: .content))")
                }
                Payload::Content(ty, false) => {
                    format!(".{case}(try c.decode({ty}.self, forKey: .content))")
                }
            };
            let _ = writeln!(out, "{i2}case {tag}:\n{i3}self = {rhs}");
        }
        let _ = writeln!(out, "{i2}default:");
        // The fallback members in order; a value none of them takes is
        // rejected at the object, as the Rust decoders reject it.
        let chain = |pad: &str, in_init: bool| {
            let mut text = String::new();
            for c in &fallbacks {
                let Payload::Value(ty) = &c.payload else {
                    continue;
                };
                let case = ident(&c.case);
                let _ = if in_init {
                    writeln!(
                        text,
                        "{pad}if let v = try? {ty}(from: decoder) {{\n{pad}{INDENT}self = .{case}(v)\n{pad}{INDENT}return\n{pad}}}"
                    )
                } else {
                    writeln!(
                        text,
                        "{pad}if let v = try? {ty}(from: decoder) {{\n{pad}{INDENT}return .{case}(v)\n{pad}}}"
                    )
                };
            }
            if !fallbacks.is_empty() {
                let _ = writeln!(
                    text,
                    "{pad}throw noMatchingMember(decoder, {})",
                    string_literal(name)
                );
            }
            text
        };
        if refit.is_some() {
            let _ = writeln!(out, "{i3}self = try Self.decodeFallback(from: decoder)");
        } else {
            out.push_str(&chain(&i3, true));
        }
        if fallbacks.is_empty() {
            let _ = writeln!(
                out,
                "{i3}throw unknownTag(decoder, {}, tag{})",
                string_literal(name),
                if self.options.unknown_tag_at_tag.contains(name) {
                    ", at: TagKeys.tag"
                } else {
                    ""
                }
            );
        }
        let _ = writeln!(out, "{i2}}}\n{INDENT}}}");
        if refit.is_some() {
            let _ = writeln!(
                out,
                "\n{INDENT}private static func decodeFallback(from decoder: Decoder) throws -> Self {{\n{}{INDENT}}}",
                chain(&i2, false)
            );
        }

        let _ = writeln!(
            out,
            "\n{INDENT}public func encode(to encoder: Encoder) throws {{"
        );
        let _ = writeln!(out, "{i2}switch self {{");
        for c in &cases {
            let case = ident(&c.case);
            // A member whose tag is optional writes it itself, when it was read.
            let own_tag = c.optional_tag && matches!(c.payload, Payload::Value(_));
            let tag_line = c.tag.as_deref().filter(|_| !own_tag).map(|t| {
                format!("{i3}var c = encoder.container(keyedBy: TagKeys.self)\n{i3}try c.encode({}, forKey: .tag)\n", string_literal(t))
            });
            match &c.payload {
                Payload::Unit => {
                    let _ = write!(out, "{i2}case .{case}:\n{}", tag_line.unwrap_or_default());
                }
                Payload::Value(_) => {
                    let _ = write!(
                        out,
                        "{i2}case .{case}(let value):\n{i3}try value.encode(to: encoder)\n{}",
                        tag_line.unwrap_or_default()
                    );
                }
                Payload::Content(_, optional) => {
                    let method = if *optional {
                        "encodeIfPresent"
                    } else {
                        "encode"
                    };
                    let _ = write!(
                        out,
                        "{i2}case .{case}(let value):\n{}{i3}try c.{method}(value, forKey: .content)\n",
                        tag_line.unwrap_or_default()
                    );
                }
            }
        }
        let _ = writeln!(out, "{i2}}}\n{INDENT}}}");
        out.push_str("}\n");
        out
    }

    pub(super) fn untagged_union(
        &mut self,
        name: &str,
        doc_text: Option<&str>,
        branches: &[Value],
    ) -> String {
        let mut scope = Scope::default();
        let mut taken = Vec::new();
        let mut cases = Vec::new();
        for (i, b) in branches.iter().enumerate() {
            let (ty, nullable) = self.type_of(b, &format!("Member{}", i + 1), &mut scope);
            let ty = if nullable { format!("{ty}?") } else { ty };
            let base = match ty.as_str() {
                "String" => "string".to_owned(),
                "Int" => "integer".to_owned(),
                "Double" => "number".to_owned(),
                "Bool" => "bool".to_owned(),
                t if t.starts_with("[String:") => "object".to_owned(),
                t if t.starts_with('[') => "array".to_owned(),
                t => lower_camel(t),
            };
            let case = unique(&base, &mut taken);
            cases.push((case, ty, description(b).map(str::to_owned)));
        }
        let mut out = doc(doc_text, "");
        let _ = writeln!(out, "public enum {name}: Codable, Hashable, Sendable {{");
        for (case, ty, d) in &cases {
            out.push_str(&doc(d.as_deref(), INDENT));
            let _ = writeln!(out, "{INDENT}case {}({ty})", ident(case));
        }
        for n in &scope.nested {
            out.push('\n');
            out.push_str(&indent(n));
        }
        let i2 = format!("{INDENT}{INDENT}");
        let i3 = format!("{i2}{INDENT}");
        if let Some((keys, tuples)) = self.discriminators(branches) {
            let _ = writeln!(
                out,
                "\n{INDENT}/// Reads the members that tell the members apart first, each checked\n{INDENT}/// where it is read, then the member they name, as the Rust decoder does."
            );
            let _ = writeln!(out, "{INDENT}public init(from decoder: Decoder) throws {{");
            let _ = writeln!(
                out,
                "{i2}let c = try decoder.container(keyedBy: AnyCodingKey.self)"
            );
            let mut names = Vec::new();
            for (key, allowed) in &keys {
                let allowed: Vec<String> = allowed.iter().map(|v| string_literal(v)).collect();
                let _ = writeln!(
                    out,
                    "{i2}let {} = try c.decodeOneOf([{}], forKey: AnyCodingKey({}))",
                    ident(&lower_camel(key)),
                    allowed.join(", "),
                    string_literal(key)
                );
                names.push(ident(&lower_camel(key)));
            }
            let _ = writeln!(out, "{i2}switch [{}] {{", names.join(", "));
            for ((case, ty, _), tuple) in cases.iter().zip(&tuples) {
                let tuple: Vec<String> = tuple.iter().map(|v| string_literal(v)).collect();
                let _ = writeln!(
                    out,
                    "{i2}case [{}]:\n{i3}self = .{}(try {ty}(from: decoder))",
                    tuple.join(", "),
                    ident(case)
                );
            }
            let _ = writeln!(
                out,
                "{i2}default:\n{i3}throw noMatchingMember(decoder, {})\n{i2}}}\n{INDENT}}}",
                string_literal(name)
            );
        } else {
            self.untagged_init(&mut out, name, &cases);
        }
        let _ = writeln!(
            out,
            "\n{INDENT}public func encode(to encoder: Encoder) throws {{"
        );
        let _ = writeln!(out, "{i2}var c = encoder.singleValueContainer()");
        let _ = writeln!(out, "{i2}switch self {{");
        for (case, _, _) in &cases {
            let _ = writeln!(out, "{i2}case .{}(let v): try c.encode(v)", ident(case));
        }
        let _ = writeln!(out, "{i2}}}\n{INDENT}}}");
        out.push_str("}\n");
        out
    }

    /// The members (in the order the first branch declares them) that every
    /// branch of an untagged union requires as a string constant, with the
    /// values each may take, and each branch's values; `None` unless those
    /// values tell every branch apart.
    #[allow(clippy::type_complexity)]
    fn discriminators(
        &self,
        branches: &[Value],
    ) -> Option<(Vec<(String, Vec<String>)>, Vec<Vec<String>>)> {
        let parts: Vec<_> = branches
            .iter()
            .map(|b| {
                let (props, required, _) = self.object_parts(b, 0);
                (!props.is_empty()).then_some((props, required))
            })
            .collect::<Option<_>>()?;
        let (first, _) = parts.first()?;
        let keys: Vec<String> = first
            .keys()
            .filter(|k| {
                parts.iter().all(|(props, required)| {
                    required.contains(*k)
                        && props
                            .get(k.as_str())
                            .and_then(|p| p.get("const"))
                            .is_some_and(Value::is_string)
                })
            })
            .cloned()
            .collect();
        if keys.is_empty() {
            return None;
        }
        let tuples: Vec<Vec<String>> = parts
            .iter()
            .map(|(props, _)| {
                keys.iter()
                    .map(|k| {
                        props[k.as_str()]["const"]
                            .as_str()
                            .unwrap_or_default()
                            .to_owned()
                    })
                    .collect()
            })
            .collect();
        let distinct: std::collections::BTreeSet<_> = tuples.iter().collect();
        if distinct.len() != tuples.len() {
            return None;
        }
        let allowed = keys
            .iter()
            .enumerate()
            .map(|(i, k)| {
                let mut values: Vec<String> = Vec::new();
                for t in &tuples {
                    if !values.contains(&t[i]) {
                        values.push(t[i].clone());
                    }
                }
                (k.clone(), values)
            })
            .collect();
        Some((allowed, tuples))
    }

    /// `init(from:)` of an untagged union: each member in order.
    fn untagged_init(
        &self,
        out: &mut String,
        name: &str,
        cases: &[(String, String, Option<String>)],
    ) {
        let i2 = format!("{INDENT}{INDENT}");
        let i3 = format!("{i2}{INDENT}");
        let _ = writeln!(
            out,
            "\n{INDENT}/// Tries each member in order, as the Rust decoder does."
        );
        let _ = writeln!(out, "{INDENT}public init(from decoder: Decoder) throws {{");
        let _ = writeln!(out, "{i2}let c = try decoder.singleValueContainer()");
        for (case, ty, _) in cases {
            let _ = writeln!(
                out,
                "{i2}if let v = try? c.decode({ty}.self) {{\n{i3}self = .{}(v)\n{i3}return\n{i2}}}",
                ident(case)
            );
        }
        // The Rust decoders read an array as the one member that is an
        // array, so an error inside it keeps its own path.
        let arrays: Vec<_> = cases
            .iter()
            .filter(|(_, ty, _)| ty.starts_with('[') && !ty.starts_with("[String:"))
            .collect();
        if let [(case, ty, _)] = arrays.as_slice() {
            let _ = writeln!(
                out,
                "{i2}if (try? c.decode([JSONValue].self)) != nil {{\n{i3}self = .{}(try c.decode({ty}.self))\n{i3}return\n{i2}}}",
                ident(case)
            );
        }
        let _ = writeln!(
            out,
            "{i2}throw noMatchingMember(decoder, {})",
            string_literal(name)
        );
        let _ = writeln!(out, "{INDENT}}}");
    }
}
