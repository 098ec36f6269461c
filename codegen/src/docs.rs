//! Descriptions for readers outside Rust.
//!
//! Doc comments are written for rustdoc, with intra-doc links
//! (`` [`X`] ``, `` [`x`](Self::x) ``, `` [`X::default()`] ``). Every
//! generated artifact (JSON Schema, OpenAPI, TypeScript, Swift, Markdown)
//! passes its descriptions through [`plain`], so they name types as plain
//! code spans; rustdoc itself keeps the links.

use serde_json::Value;

/// A description with rustdoc links written as plain code spans.
///
/// A link to a URL or an anchor stays a Markdown link; a link to a Rust
/// path loses its target; `X::default()` reads "the default `X`"; a path
/// `X::y` reads `X.y`.
pub fn plain(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find("[`") {
        out.push_str(&rest[..start]);
        let after = &rest[start + 2..];
        let Some(end) = after.find("`]") else {
            out.push_str(&rest[start..]);
            return out;
        };
        let code = &after[..end];
        let mut tail = &after[end + 2..];
        if let Some(target) = tail.strip_prefix('(')
            && let Some(close) = target.find(')')
        {
            let target = &target[..close];
            if target.contains("://") || target.starts_with('#') {
                out.push_str(&rest[start..start + 2 + end + 2 + close + 2]);
                rest = &tail[close + 2..];
                continue;
            }
            tail = &tail[close + 2..];
        }
        out.push_str(&code_span(code));
        rest = tail;
    }
    out.push_str(rest);
    out
}

fn code_span(code: &str) -> String {
    let code = code.strip_prefix("Self::").unwrap_or(code);
    let code = code.strip_prefix("crate::").unwrap_or(code);
    if let Some(ty) = code.strip_suffix("::default()") {
        return format!("the default `{ty}`");
    }
    format!("`{}`", code.replace("::", "."))
}

/// Applies [`plain`] to every `description` string of a JSON Schema or
/// OpenAPI document (not to values: `const`, `default`, `enum`, examples).
pub fn plain_json(value: &mut Value) {
    match value {
        Value::Object(map) => {
            for (key, v) in map.iter_mut() {
                match (key.as_str(), &mut *v) {
                    ("description", Value::String(s)) => *s = plain(s),
                    ("const" | "default" | "enum" | "example" | "examples", _) => {}
                    _ => plain_json(v),
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(plain_json),
        _ => {}
    }
}

/// Applies [`plain`] to the comments of TypeScript source, leaving code and
/// string literals as they are.
pub fn plain_comments(source: &str) -> String {
    let mut out = String::with_capacity(source.len());
    let mut code_start = 0;
    let bytes = source.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            quote @ (b'"' | b'\'' | b'`') => {
                i += 1;
                while i < bytes.len() && bytes[i] != quote {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
            }
            b'/' if source[i..].starts_with("/*") || source[i..].starts_with("//") => {
                let end = if source[i..].starts_with("/*") {
                    source[i..].find("*/").map_or(source.len(), |e| i + e + 2)
                } else {
                    source[i..].find('\n').map_or(source.len(), |e| i + e)
                };
                out.push_str(&source[code_start..i]);
                out.push_str(&plain(&source[i..end]));
                code_start = end;
                i = end;
            }
            _ => i += 1,
        }
    }
    out.push_str(&source[code_start.min(source.len())..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn links_become_code_spans() {
        assert_eq!(
            plain("See [`A`], [`B::c`](crate::B::c), [`n`](Self::n) and [`D`](https://x.y/)."),
            "See `A`, `B.c`, `n` and [`D`](https://x.y/)."
        );
        assert_eq!(
            plain("Default: [`SandboxCapability::default()`]."),
            "Default: the default `SandboxCapability`."
        );
        assert_eq!(
            plain("[`X`](#x) and [`unclosed"),
            "[`X`](#x) and [`unclosed"
        );
    }

    #[test]
    fn json_descriptions_only() {
        let mut v = json!({
            "description": "A [`B`].",
            "properties": { "x": { "description": "[`C`]", "default": { "description": "[`D`]" } } }
        });
        plain_json(&mut v);
        assert_eq!(v["description"], "A `B`.");
        assert_eq!(v["properties"]["x"]["description"], "`C`");
        assert_eq!(v["properties"]["x"]["default"]["description"], "[`D`]");
    }

    #[test]
    fn typescript_comments_only() {
        let ts = "/** A [`B`]. */\nexport const P = \"/x/*path\"; // [`C`]\ntype T = \"[`E`]\";\n";
        assert_eq!(
            plain_comments(ts),
            "/** A `B`. */\nexport const P = \"/x/*path\"; // `C`\ntype T = \"[`E`]\";\n"
        );
    }
}
