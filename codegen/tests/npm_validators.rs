//! The npm packages' validators against their own TypeScript declarations.

use codegen::npm_validate::source;
use serde_json::Value;

/// The members `export type <name> = { … }` declares without `?`.
fn required_in_ts<'t>(types: &'t str, name: &str) -> Vec<&'t str> {
    let lead = format!("export type {name} = {{");
    let Some(start) = types.find(&lead) else {
        return Vec::new();
    };
    let body = &types[start + lead.len()..];
    let body = &body[..body.find("};").unwrap_or(body.len())];
    body.lines()
        .filter_map(|line| {
            let (member, _) = line.split_once(": ")?;
            let member = member.trim().trim_matches('"');
            let plain = member
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_');
            (plain && !member.is_empty()).then_some(member)
        })
        .collect()
}

/// A validated value is a value of its declared type: every member the
/// TypeScript type declares without `?` is one the validator requires or
/// fills in (Coderook's defaults, `default_factory` ones included).
#[test]
fn an_accepted_value_has_every_member_its_type_declares() {
    let mut unfilled = Vec::new();
    let mut checked = 0;
    for package in [
        codegen::coderook::package(),
        codegen::orion::package(),
        codegen::workerdeck::package(),
    ] {
        let schemas = package.schemas.as_ref().expect("a package with validators");
        let source = source(package.dir, &package.types, schemas).expect("a package");
        for name in &source.exported {
            let def = &source.defs[name];
            let required: Vec<&str> = def
                .get("required")
                .and_then(Value::as_array)
                .map(|r| r.iter().filter_map(Value::as_str).collect())
                .unwrap_or_default();
            let props = def.get("properties").and_then(Value::as_object);
            for member in required_in_ts(&package.types, name) {
                let Some(schema) = props.and_then(|p| p.get(member)) else {
                    continue;
                };
                checked += 1;
                if !required.contains(&member) && schema.get("default").is_none() {
                    unfilled.push(format!("{}: {name}.{member}", package.dir));
                }
            }
        }
    }
    // Hundreds of members are checked, so the parse of the declarations found them.
    assert!(checked > 500, "{checked}");
    assert!(unfilled.is_empty(), "{unfilled:#?}");
}
