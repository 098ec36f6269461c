//! The one TypeScript writer of every protocol.
//!
//! A protocol's registry (its crate's `wire_types!`, read through
//! [`ts_registry!`](crate::ts_registry)) gives each registered type's
//! declaration and every declaration those types reach. A [`Style`] says,
//! as data, what differs between the protocols' files: which declarations
//! (everything reached, sorted by name, or exactly the registry in its
//! order), whether a type's doc comment is written, the layout, the header.
//! [`Source`] then writes the protocol's `.ts` module and its npm package
//! from the same text.

use crate::npm::{Package, RuntimeValue};
use std::any::TypeId;
use std::collections::{BTreeMap, HashSet};
use std::fmt::Write as _;
use ts_rs::{Config, TS, TypeVisitor};

/// One declaration to write.
#[derive(Clone, Debug, PartialEq)]
pub struct Decl {
    /// The name it declares.
    pub name: String,
    /// Its doc comment (`/** … */`), if one is written.
    pub docs: Option<String>,
    /// `type Name = …;`, without `export`.
    pub body: String,
    /// Whether it is exported (a type upstream writes inline may be local).
    pub exported: bool,
}

/// What a protocol's registry declares: each registered type, in the
/// registry's order, and every declaration the registered types reach.
pub struct Registry {
    cfg: Config,
    seen: HashSet<TypeId>,
    names: HashSet<&'static str>,
    registered: Vec<Decl>,
    reached: BTreeMap<String, String>,
}

impl Default for Registry {
    fn default() -> Self {
        Self {
            cfg: crate::registry::ts_config(),
            seen: HashSet::new(),
            names: HashSet::new(),
            registered: Vec::new(),
            reached: BTreeMap::new(),
        }
    }
}

impl TypeVisitor for Registry {
    fn visit<T: TS + 'static + ?Sized>(&mut self) {
        if !self.seen.insert(TypeId::of::<T>()) {
            return;
        }
        if T::output_path().is_some() {
            self.reached.insert(T::ident(&self.cfg), T::decl(&self.cfg));
        }
        T::visit_dependencies(self);
        T::visit_generics(self);
    }
}

impl Registry {
    /// Registers `T` under `name`, `exported` for the crate's `named` list;
    /// a name listed again (a result several methods share) keeps its first place.
    pub fn register<T: TS + 'static>(&mut self, name: &'static str, exported: bool) {
        if !self.names.insert(name) {
            return;
        }
        // A Rust alias (`type ClientFrame = SessionCommand`) is its target
        // to ts-rs, and a validated string is `string`: the registry name
        // still gets its declaration, as what it stands for.
        let ident = T::ident(&self.cfg);
        let own = ident == name;
        let body = if own {
            T::decl(&self.cfg)
        } else if T::output_path().is_some() {
            format!("type {name} = {ident};")
        } else {
            format!("type {name} = {};", T::inline(&self.cfg))
        };
        self.registered.push(Decl {
            name: name.to_owned(),
            docs: if own { T::docs() } else { None },
            body: body.clone(),
            exported,
        });
        self.visit::<T>();
        self.reached.entry(name.to_owned()).or_insert(body);
    }

    /// Every declaration the registered types reach, by name (`type X = …;`).
    pub fn reached(&self) -> &BTreeMap<String, String> {
        &self.reached
    }

    /// The registered types, in the registry's order.
    pub fn registered(&self) -> &[Decl] {
        &self.registered
    }
}

/// A [`Registry`] of a crate's `wire_types!`: `coderook_protocol::wire_types!(ts_registry)`.
#[macro_export]
macro_rules! ts_registry {
    ($krate:ident; named: [$($name:ident),* $(,)?]; inline: [$($inline:ident),* $(,)?];) => {{
        let mut registry = $crate::typescript::Registry::default();
        $(registry.register::<$krate::$name>(stringify!($name), true);)*
        $(registry.register::<$krate::$inline>(stringify!($inline), false);)*
        registry
    }};
}

/// Which declarations a file holds, in which order.
#[derive(Clone, Copy)]
pub enum Scope {
    /// Every declaration the registry reaches (closed string enums
    /// included), sorted by name, each exported.
    Reached,
    /// Exactly the registered types in the registry's order: `named`
    /// exported, then `inline` local, after a heading line.
    Registered {
        /// The comment line written before the local declarations.
        heading: &'static str,
    },
}

/// How declarations are laid out.
#[derive(Clone, Copy)]
pub enum Layout {
    /// As ts-rs writes them.
    AsWritten,
    /// One member per line, nested members indented, a top-level union
    /// one member per line (the layout of a hand-written module).
    Indented,
}

/// Everything that differs between the protocols' TypeScript, as data.
pub struct Style {
    /// First lines of every file (a `//` comment and a blank line).
    pub header: &'static str,
    /// Which declarations, in which order.
    pub scope: Scope,
    /// Whether a type's own doc comment is written.
    pub docs: bool,
    /// The layout.
    pub layout: Layout,
    /// Doc comments of registered Rust aliases, by name: an alias has none
    /// ts-rs can read.
    pub alias_docs: &'static [(&'static str, &'static str)],
    /// Rewrites the declarations before they are written (Coderook's send
    /// and receive views); [`same`] for none.
    pub rewrite: fn(Vec<Decl>) -> Vec<Decl>,
    /// Written between the declarations and the runtime values of the `.ts` module.
    pub values_heading: &'static str,
}

/// The declarations unchanged.
pub fn same(decls: Vec<Decl>) -> Vec<Decl> {
    decls
}

impl Style {
    /// The declarations of `registry` this style writes, in order.
    pub fn select(&self, registry: &Registry) -> Vec<Decl> {
        let mut decls: Vec<Decl> = match self.scope {
            Scope::Reached => registry
                .reached()
                .iter()
                .map(|(name, body)| Decl {
                    name: name.clone(),
                    docs: None,
                    body: body.clone(),
                    exported: true,
                })
                .collect(),
            Scope::Registered { .. } => {
                let (exported, local): (Vec<Decl>, Vec<Decl>) = registry
                    .registered()
                    .iter()
                    .cloned()
                    .partition(|d| d.exported);
                exported.into_iter().chain(local).collect()
            }
        };
        for d in &mut decls {
            if !self.docs {
                d.docs = None;
            }
            if let Some((_, docs)) = self.alias_docs.iter().find(|(a, _)| *a == d.name) {
                d.docs = Some(crate::npm::jsdoc(docs));
            }
        }
        (self.rewrite)(decls)
    }

    /// The declarations as text, each followed by a blank line.
    pub fn write(&self, decls: &[Decl]) -> String {
        let mut out = String::new();
        let mut local = false;
        for d in decls {
            if let Scope::Registered { heading } = self.scope
                && !d.exported
                && !local
            {
                local = true;
                let _ = writeln!(out, "{heading}\n");
            }
            if let Some(docs) = &d.docs {
                out.push_str(&crate::docs::plain_comments(docs.trim()));
                out.push('\n');
            }
            let export = if d.exported { "export " } else { "" };
            let code = crate::docs::plain_comments(&format!("{export}{}", d.body.trim()));
            match self.layout {
                Layout::AsWritten => {
                    out.push_str(&code);
                    out.push('\n');
                }
                Layout::Indented => out.push_str(&indent(&split_union(&code))),
            }
            out.push('\n');
        }
        out
    }
}

/// A protocol's TypeScript: its declarations, what its tables add after
/// them, and its runtime values; one text for the `.ts` module and the npm package.
pub struct Source {
    /// How it is written.
    pub style: Style,
    /// The declarations, as [`Style::write`] wrote them, then the tables'
    /// declarations (an operation or method map).
    pub types: String,
    /// The runtime values.
    pub values: Vec<RuntimeValue>,
}

impl Source {
    /// The source of `registry` in `style`; `tail` follows the declarations.
    pub fn new(style: Style, registry: &Registry, tail: &str, values: Vec<RuntimeValue>) -> Self {
        let mut types = style.write(&style.select(registry));
        types.push_str(tail);
        Self {
            style,
            types,
            values,
        }
    }

    /// The single `.ts` module: header, declarations, runtime values.
    pub fn module(&self) -> String {
        let mut out = String::from(self.style.header);
        out.push_str(&self.types);
        out.push_str(self.style.values_heading);
        out.push_str(&crate::npm::ts_values(&self.values));
        let mut out = crate::docs::plain_comments(out.trim_end());
        out.push('\n');
        out
    }

    /// The npm package of the same declarations and values.
    pub fn package(
        self,
        dir: &'static str,
        description: &str,
        readme: &str,
        type_count: usize,
    ) -> Package {
        Package {
            dir,
            description: description.into(),
            header: self.style.header.into(),
            types: self.types,
            values: self.values,
            readme: readme.into(),
            type_count,
            extra: Vec::new(),
            schemas: None,
        }
    }
}

/// Re-indents ts-rs output: one member per line, doc comments aligned.
fn indent(decl: &str) -> String {
    let mut out = String::new();
    let mut depth: i32 = 0;
    for raw in decl.lines() {
        let line = raw.trim();
        if line.is_empty() {
            continue;
        }
        if line.starts_with("/**") || line.starts_with('*') {
            let pad = "  ".repeat(depth.max(0) as usize);
            let space = if line.starts_with('*') { " " } else { "" };
            let _ = writeln!(out, "{pad}{space}{line}");
            continue;
        }
        let mut delta = 0;
        let mut quoted = false;
        for c in line.chars() {
            match c {
                '"' => quoted = !quoted,
                '{' if !quoted => delta += 1,
                '}' if !quoted => delta -= 1,
                _ => {}
            }
        }
        let this = if line.starts_with('}') {
            depth - 1
        } else {
            depth
        };
        let mut pad = "  ".repeat(this.max(0) as usize);
        if line.starts_with('|') {
            pad.push_str("  ");
        }
        let _ = writeln!(out, "{pad}{}", line.trim_end_matches(' '));
        depth += delta;
    }
    out
}

/// A top-level union one member per line; anything else as it is.
fn split_union(decl: &str) -> String {
    let Some(eq) = decl.find(" = ") else {
        return decl.to_owned();
    };
    let (head, body) = (&decl[..eq], &decl[eq + 3..]);
    if body.contains('\n') {
        return decl.to_owned();
    }
    let mut parts = Vec::new();
    let (mut depth, mut quoted, mut start) = (0i32, false, 0usize);
    let bytes = body.as_bytes();
    for i in 0..bytes.len() {
        match bytes[i] {
            b'"' => quoted = !quoted,
            b'{' | b'(' | b'<' | b'[' if !quoted => depth += 1,
            b'}' | b')' | b'>' | b']' if !quoted => depth -= 1,
            b'|' if !quoted
                && depth == 0
                && body[i..].starts_with("| ")
                && i > 0
                && bytes[i - 1] == b' ' =>
            {
                parts.push(body[start..i - 1].trim());
                start = i + 2;
            }
            _ => {}
        }
    }
    if parts.is_empty() {
        return decl.to_owned();
    }
    parts.push(body[start..].trim().trim_end_matches(';'));
    let mut out = format!("{head} =");
    for p in parts {
        out.push_str("\n  | ");
        out.push_str(p);
    }
    out.push(';');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_top_level_union_is_split_and_a_nested_one_is_not() {
        assert_eq!(
            split_union(r#"type A = "x" | { b: "y" | "z" } | C;"#),
            "type A =\n  | \"x\"\n  | { b: \"y\" | \"z\" }\n  | C;"
        );
        assert_eq!(
            split_union("type A = { b: B | C };"),
            "type A = { b: B | C };"
        );
    }

    #[test]
    fn indented_layout_puts_members_on_their_own_lines() {
        let decl = "type A = { \n/**\n * Doc.\n */\nb: { c: string, }, };";
        assert_eq!(
            indent(decl),
            "type A = {\n  /**\n   * Doc.\n   */\n  b: { c: string, }, };\n"
        );
    }

    #[test]
    fn registered_scope_writes_local_types_after_the_heading() {
        let style = Style {
            header: "",
            scope: Scope::Registered {
                heading: "// local",
            },
            docs: true,
            layout: Layout::AsWritten,
            alias_docs: &[],
            rewrite: same,
            values_heading: "",
        };
        let decl = |name: &str, exported| Decl {
            name: name.into(),
            docs: None,
            body: format!("type {name} = string;"),
            exported,
        };
        let text = style.write(&[decl("A", true), decl("B", false)]);
        assert_eq!(
            text,
            "export type A = string;\n\n// local\n\ntype B = string;\n\n"
        );
    }
}
