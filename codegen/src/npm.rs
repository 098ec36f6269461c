//! npm packages: `npm/<dir>/` with `package.json`, `index.js` (runtime
//! values), `index.d.ts` (types) and `README.md`, written directly, with no
//! TypeScript build step.
//!
//! A protocol describes its package as type declarations (TypeScript that is
//! valid in a `.d.ts`) plus a list of [`RuntimeValue`]s; the same list
//! renders as `index.js`, as declarations in `index.d.ts` and as constants
//! in the protocol's single `.ts` file.

use crate::artifact::Artifact;
use serde_json::{Value, json};
use std::fmt::Write as _;

/// The TypeScript baseline every package is checked under (stated in each README).
pub const BASELINE: &str = "`strict` and `exactOptionalPropertyTypes` on and `target` ES2020 or newer, under both `module`/`moduleResolution` `nodenext` and `module` `esnext` with `moduleResolution` `bundler`";

/// One exported runtime value.
pub struct RuntimeValue {
    /// The export name.
    pub name: String,
    /// Its doc comment (plain text, may span lines).
    pub docs: String,
    /// What it is.
    pub kind: ValueKind,
}

/// How a runtime value is written.
pub enum ValueKind {
    /// A JSON value. Typed `ty` when given, else as TypeScript types an
    /// `as const` literal (readonly, literal members).
    Data {
        /// The value.
        value: Value,
        /// An explicit type annotation.
        ty: Option<String>,
    },
    /// Written by hand in each form.
    Code {
        /// In a `.ts` module (after `export `).
        ts: String,
        /// In `index.js` (after `export `).
        js: String,
        /// In `index.d.ts` (after `export declare `).
        dts: String,
    },
}

impl RuntimeValue {
    /// A data value typed as its literal (`as const`).
    pub fn literal(name: impl Into<String>, docs: impl Into<String>, value: Value) -> Self {
        Self {
            name: name.into(),
            docs: docs.into(),
            kind: ValueKind::Data { value, ty: None },
        }
    }
}

/// One npm package.
pub struct Package {
    /// Folder under `npm/` and package name under `@agent-wire/`.
    pub dir: &'static str,
    /// `package.json` description.
    pub description: String,
    /// First lines of `index.js` and `index.d.ts` (a `//` comment).
    pub header: String,
    /// Type declarations, each exported or local.
    pub types: String,
    /// Exported runtime values, in order.
    pub values: Vec<RuntimeValue>,
    /// The README's protocol-specific part (Markdown, after the title).
    pub readme: String,
    /// How many protocol types the package covers.
    pub type_count: usize,
    /// Entry points beside `.` and `./validate`.
    pub extra: Vec<Extra>,
    /// What `./validate` is compiled from; no `./validate` without it.
    pub schemas: Option<crate::npm_validate::Schemas>,
}

/// A further entry point of a package.
pub enum Extra {
    /// `./<name>`: `<name>.js` and `<name>.d.ts`, each after the package header.
    Module {
        /// The subpath and file stem.
        name: &'static str,
        /// The declarations.
        dts: String,
        /// The module.
        js: String,
    },
    /// `./<name>`: a JSON file, exported as it is.
    Json {
        /// The subpath and file name (`openapi.json`).
        name: &'static str,
        /// The document.
        value: Value,
    },
}

/// The package's version: the crates share the workspace version.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

impl Package {
    /// `@agent-wire/<dir>`.
    pub fn name(&self) -> String {
        format!("@agent-wire/{}", self.dir)
    }

    /// The files of the package (`validate.js` and `validate.d.ts` from
    /// [`npm_validate`](crate::npm_validate)).
    pub fn artifacts(&self) -> Vec<Artifact> {
        let file = |name: &str, contents: String| Artifact {
            path: format!("npm/{}/{name}", self.dir),
            contents,
            types: self.type_count,
        };
        let mut out = vec![
            file("package.json", self.package_json()),
            file("index.js", self.index_js()),
            file("index.d.ts", self.index_dts()),
            file("README.md", self.readme_md()),
        ];
        for extra in &self.extra {
            match extra {
                Extra::Module { name, dts, js } => {
                    out.push(file(
                        &format!("{name}.js"),
                        finish(self.header.clone() + js),
                    ));
                    out.push(file(
                        &format!("{name}.d.ts"),
                        finish(self.header.clone() + dts),
                    ));
                }
                Extra::Json { name, value } => out.push(file(name, pretty_json(value) + "\n")),
            }
        }
        let source = self
            .schemas
            .as_ref()
            .and_then(|s| crate::npm_validate::source(self.dir, &self.types, s));
        if let Some(source) = source {
            out.push(file(
                "validate.js",
                crate::npm_validate::validate_js(&self.header, &source),
            ));
            out.push(file(
                "validate.d.ts",
                crate::npm_validate::validate_dts(&self.header, &source),
            ));
        }
        out
    }

    fn package_json(&self) -> String {
        let mut exports = json!({
            ".": { "types": "./index.d.ts", "import": "./index.js" },
            "./validate": { "types": "./validate.d.ts", "import": "./validate.js" },
        });
        let mut files = vec!["index.js".to_owned(), "index.d.ts".to_owned()];
        for extra in &self.extra {
            let (name, export) = match extra {
                Extra::Module { name, .. } => {
                    files.extend([format!("{name}.js"), format!("{name}.d.ts")]);
                    let export = json!({ "types": format!("./{name}.d.ts"), "import": format!("./{name}.js") });
                    (name, export)
                }
                Extra::Json { name, .. } => {
                    files.push((*name).to_owned());
                    (name, json!(format!("./{name}")))
                }
            };
            exports[format!("./{name}")] = export;
        }
        exports["./package.json"] = json!("./package.json");
        files.extend(["validate.js", "validate.d.ts", "README.md"].map(String::from));
        let doc = json!({
            "name": self.name(),
            "version": VERSION,
            "description": self.description,
            "license": "MIT OR Apache-2.0",
            "repository": {
                "type": "git",
                "url": "git+https://github.com/agent-wire/agent-wire.git",
                "directory": format!("generated/npm/{}", self.dir),
            },
            "type": "module",
            // `fetch`, `AbortSignal.timeout` and web streams, which the
            // clients use, are global from Node 20 on.
            "engines": { "node": ">=20" },
            "exports": exports,
            "types": "./index.d.ts",
            "sideEffects": false,
            "files": files,
        });
        serde_json::to_string_pretty(&doc).expect("JSON encodes") + "\n"
    }

    fn index_js(&self) -> String {
        let mut out = self.header.clone();
        for v in &self.values {
            out.push_str(&jsdoc(&v.docs));
            match &v.kind {
                ValueKind::Data { value, .. } => {
                    let _ = writeln!(out, "export const {} = {};\n", v.name, pretty_json(value));
                }
                ValueKind::Code { js, .. } => {
                    let _ = writeln!(out, "export {}\n", js.trim_end());
                }
            }
        }
        finish(out)
    }

    fn index_dts(&self) -> String {
        let mut out = self.header.clone();
        out.push_str(self.types.trim_end());
        out.push_str("\n\n");
        for v in &self.values {
            out.push_str(&jsdoc(&v.docs));
            match &v.kind {
                ValueKind::Data { value, ty } => {
                    let ty = ty.clone().unwrap_or_else(|| literal_type(value, 0));
                    let _ = writeln!(out, "export declare const {}: {ty};\n", v.name);
                }
                ValueKind::Code { dts, .. } => {
                    let _ = writeln!(out, "export declare {}\n", dts.trim_end());
                }
            }
        }
        // Without an export statement of its own, a declaration file exports
        // every top-level declaration, the local helper types too.
        out.push_str("export {};\n");
        finish(out)
    }

    fn readme_md(&self) -> String {
        let name = self.name();
        let mut out = format!("# {name}\n\n{}\n\n", self.description);
        let _ = writeln!(
            out,
            "Generated from the Rust crates of [agent-wire](https://github.com/agent-wire/agent-wire) by `cargo run -p codegen -- generate`; do not edit.\n"
        );
        let _ = writeln!(
            out,
            "## Install\n\n```sh\nnpm install {name}\n```\n\nAn ES module with its own declarations (`index.js`, `index.d.ts`): no build step, no dependencies, `sideEffects: false`.\n"
        );
        let _ = writeln!(
            out,
            "## TypeScript baseline\n\nChecked with TypeScript 5.9 with {BASELINE}. Without `exactOptionalPropertyTypes`, optional members also accept `undefined`, which the wire never carries.\n"
        );
        out.push_str(self.readme.trim_end());
        let _ = write!(out, "\n\n{}", crate::npm_validate::README.trim_end());
        out.push_str("\n\n## Runtime values\n\n");
        for v in &self.values {
            let _ = writeln!(out, "- `{}`: {}", v.name, first_paragraph(&v.docs));
        }
        out.push_str("\n## License\n\nMIT OR Apache-2.0.\n");
        out
    }
}

/// The first paragraph of a doc comment, on one line.
fn first_paragraph(docs: &str) -> String {
    let lines = docs.trim().lines().map(str::trim);
    let lines: Vec<&str> = lines
        .take_while(|l| !l.is_empty() && !l.starts_with('@'))
        .collect();
    lines.join(" ")
}

fn finish(out: String) -> String {
    let mut out = crate::docs::plain_comments(out.trim_end());
    out.push('\n');
    out
}

/// The constants of a protocol's single `.ts` file.
pub fn ts_values(values: &[RuntimeValue]) -> String {
    let mut out = String::new();
    for v in values {
        out.push_str(&jsdoc(&v.docs));
        match &v.kind {
            ValueKind::Data {
                value,
                ty: Some(ty),
            } => {
                let _ = writeln!(
                    out,
                    "export const {}: {ty} = {};\n",
                    v.name,
                    pretty_json(value)
                );
            }
            ValueKind::Data { value, ty: None } => {
                let _ = writeln!(
                    out,
                    "export const {} = {} as const;\n",
                    v.name,
                    pretty_json(value)
                );
            }
            ValueKind::Code { ts, .. } => {
                let _ = writeln!(out, "export {}\n", ts.trim_end());
            }
        }
    }
    out
}

/// A `/** … */` comment.
pub fn jsdoc(docs: &str) -> String {
    let docs = docs.trim();
    if docs.is_empty() {
        return String::new();
    }
    let mut out = String::from("/**\n");
    for line in docs.lines() {
        if line.trim().is_empty() {
            out.push_str(" *\n");
        } else {
            let _ = writeln!(out, " * {}", line.replace("*/", "*\\/"));
        }
    }
    out.push_str(" */\n");
    out
}

fn pretty_json(v: &Value) -> String {
    serde_json::to_string_pretty(v).expect("JSON encodes")
}

/// The type TypeScript infers for `value as const`, written out.
pub fn literal_type(value: &Value, depth: usize) -> String {
    let pad = "  ".repeat(depth + 1);
    let close = "  ".repeat(depth);
    match value {
        Value::Array(items) if items.is_empty() => "readonly []".into(),
        Value::Array(items) => {
            let mut out = String::from("readonly [\n");
            for item in items {
                let _ = writeln!(out, "{pad}{},", literal_type(item, depth + 1));
            }
            out.push_str(&close);
            out.push(']');
            out
        }
        Value::Object(map) if map.is_empty() => "{}".into(),
        Value::Object(map) => {
            let mut out = String::from("{\n");
            for (k, v) in map {
                let key = serde_json::to_string(k).expect("JSON encodes");
                let _ = writeln!(out, "{pad}readonly {key}: {};", literal_type(v, depth + 1));
            }
            out.push_str(&close);
            out.push('}');
            out
        }
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literal_types_match_as_const() {
        let v = json!({ "a": [1, "x", null, true], "b": {}, "c": [] });
        assert_eq!(
            literal_type(&v, 0),
            "{\n  readonly \"a\": readonly [\n    1,\n    \"x\",\n    null,\n    true,\n  ];\n  readonly \"b\": {};\n  readonly \"c\": readonly [];\n}"
        );
    }

    #[test]
    fn declaration_file_exports_only_what_it_says() {
        let p = Package {
            dir: "x",
            description: "X.".into(),
            header: "// x\n\n".into(),
            types: "type Local = 1;\nexport type Public = Local;\n".into(),
            values: vec![RuntimeValue::literal("V", "A value.", json!([1]))],
            readme: String::new(),
            type_count: 1,
            extra: vec![Extra::Json {
                name: "doc.json",
                value: json!({}),
            }],
            schemas: None,
        };
        let dts = p.index_dts();
        assert!(dts.ends_with("export {};\n"), "{dts}");
        assert!(dts.contains("export declare const V: readonly [\n  1,\n];"));
        assert_eq!(
            p.index_js(),
            "// x\n\n/**\n * A value.\n */\nexport const V = [\n  1\n];\n"
        );
        let manifest: Value = serde_json::from_str(&p.package_json()).expect("JSON");
        assert_eq!(manifest["exports"]["."]["types"], "./index.d.ts");
        assert_eq!(manifest["type"], "module");
        assert_eq!(manifest["sideEffects"], false);
        assert_eq!(manifest["engines"]["node"], ">=20");
        assert_eq!(manifest["exports"]["./doc.json"], "./doc.json");
        assert!(
            manifest["files"]
                .as_array()
                .expect("files")
                .contains(&json!("doc.json"))
        );
    }

    #[test]
    fn a_runtime_value_bullet_keeps_its_whole_first_paragraph() {
        let docs = "Every route: its method,\n`path` and `query`.\n\nMore.";
        assert_eq!(
            first_paragraph(docs),
            "Every route: its method, `path` and `query`."
        );
        assert_eq!(first_paragraph("One.\n@deprecated Two."), "One.");
    }
}
