//! WorkerDeck: the upstream TypeScript protocol package (`.ts`, `.d.ts`, read
//! with `oxc_parser`) or our generated `workerdeck.schema.json`.
//!
//! Entry points: the REST routes of the crate's route table whose body types
//! the contract declares (`POST /sessions`, its `body` and its `200` answer);
//! then by name, `ClientFrame` and any other `…Request` are `to-server`,
//! `ServerFrame`, `QueueServerFrame`, any other `…Response`, `JobEvent` and
//! `SessionNotification` are `to-client`. Objects are open (the runtime keeps
//! what it does not know); a literal union is closed unless it holds `string`
//! or its comment says the set may grow; an index signature types the
//! undeclared members. Exported constants are compared by value.

use super::model::{Contract, Direction, Entry, Extra, Member, ReaderRule, Ty, from_schema, union};
use super::{ParseError, line_of, parse_json};
use oxc_allocator::Allocator;
use oxc_ast::ast::{
    ArrayExpressionElement, Declaration, Expression, ObjectPropertyKind, Statement, TSLiteral,
    TSSignature, TSType, TSTypeName,
};
use oxc_parser::Parser;
use oxc_span::{GetSpan, SourceType, Span};
use serde_json::{Map, Value};
use std::collections::BTreeMap;
use workerdeck_protocol::routes::{Body, Method, ROUTES, Route};

const RULE: ReaderRule = ReaderRule {
    closed_by_default: false,
    always_open: true,
};

/// The direction of a type that is an entry point, by its name.
pub fn entry_direction(name: &str) -> Option<Direction> {
    match name {
        "ClientFrame" => Some(Direction::ToServer),
        "ServerFrame" | "QueueServerFrame" | "JobEvent" | "SessionNotification" => {
            Some(Direction::ToClient)
        }
        n if n.ends_with("Request") => Some(Direction::ToServer),
        n if n.ends_with("Response") => Some(Direction::ToClient),
        _ => None,
    }
}

/// A route as the diff locates it, its template written as OpenAPI writes
/// one: `GET /sessions/{id}/files/{path}`.
pub fn route_location(r: &Route) -> String {
    let path = r
        .path
        .split('/')
        .map(|seg| match seg.strip_prefix([':', '*']) {
            Some(name) => format!("{{{name}}}"),
            None => seg.to_owned(),
        })
        .collect::<Vec<_>>()
        .join("/");
    format!("{} {path}", r.method.as_str())
}

/// The REST routes of the crate's route table whose JSON bodies the contract
/// declares: one entry for the call (`POST /sessions`), one for its request
/// body (`POST /sessions body`), one for its answer (`POST /sessions 200`).
/// The contract names its routes only in comments, so a route is taken to
/// exist in a version when one of its body types does. WebSocket routes are
/// left to their frame types.
fn add_route_entries(c: &mut Contract) -> Vec<&'static str> {
    let mut placed = Vec::new();
    for r in ROUTES {
        if r.method == Method::WebSocket {
            continue;
        }
        let body = |b: Body| match b {
            Body::Json(name) if c.types.contains_key(name) => Some(name),
            _ => None,
        };
        let (request, response) = (body(r.request), body(r.response));
        if request.is_none() && response.is_none() {
            continue;
        }
        let route = route_location(r);
        let entry = |location: String, direction, ty, parent: &Option<String>| Entry {
            location,
            direction,
            ty,
            parent: parent.clone(),
            call: false,
            route: true,
        };
        c.entries
            .push(entry(route.clone(), Direction::ToServer, Ty::Null, &None));
        let parent = Some(route.clone());
        if let Some(name) = request {
            c.entries.push(entry(
                format!("{route} body"),
                Direction::ToServer,
                Ty::Ref(name.to_owned()),
                &parent,
            ));
            placed.push(name);
        }
        if let Some(name) = response {
            c.entries.push(entry(
                format!("{route} 200"),
                Direction::ToClient,
                Ty::Ref(name.to_owned()),
                &parent,
            ));
            placed.push(name);
        }
    }
    placed
}

fn add_entries(c: &mut Contract) {
    let placed = add_route_entries(c);
    let names: Vec<String> = c.types.keys().cloned().collect();
    for name in names {
        if placed.contains(&name.as_str()) {
            continue;
        }
        if let Some(direction) = entry_direction(&name) {
            let call = name.ends_with("Response");
            c.entries.push(Entry {
                location: name.clone(),
                direction,
                ty: Ty::Ref(name),
                parent: None,
                call,
                route: false,
            });
        }
    }
}

/// Reads a WorkerDeck contract.
pub fn read(shown: &str, text: &str) -> Result<Contract, ParseError> {
    let mut c = Contract::default();
    if text.trim_start().starts_with('{') {
        let doc = parse_json(shown, text)?;
        let Some(defs) = doc.get("$defs").and_then(Value::as_object) else {
            return Err(ParseError(format!(
                "{shown}:1: no `$defs`: not a generated workerdeck schema"
            )));
        };
        for (name, s) in defs {
            c.types.insert(name.clone(), from_schema(s, RULE));
        }
    } else {
        let alloc = Allocator::default();
        let program = parse(&alloc, shown, text)?;
        let cx = Src {
            text,
            comments: program.comments.iter().map(|c| c.span).collect(),
        };
        for stmt in &program.body {
            let Statement::ExportNamedDeclaration(export) = stmt else {
                continue;
            };
            let Some(decl) = &export.declaration else {
                continue;
            };
            let marker = cx.open_marker(stmt.span().start);
            match decl {
                Declaration::TSTypeAliasDeclaration(alias) => {
                    let ty = cx.ty(&alias.type_annotation);
                    c.types
                        .insert(alias.id.name.to_string(), mark_open(ty, marker));
                }
                Declaration::TSInterfaceDeclaration(iface) => {
                    let obj = cx.members(&iface.body.body);
                    let mut parts: Vec<Ty> = iface
                        .extends
                        .iter()
                        .map(|h| match &h.expression {
                            Expression::Identifier(id) => Ty::Ref(id.name.to_string()),
                            other => cx.opaque(other.span()),
                        })
                        .collect();
                    let ty = if parts.is_empty() {
                        obj
                    } else {
                        parts.push(obj);
                        Ty::AllOf(parts)
                    };
                    c.types.insert(iface.id.name.to_string(), ty);
                }
                Declaration::VariableDeclaration(var) => {
                    for d in &var.declarations {
                        if let (Some(name), Some(init)) = (d.id.get_identifier_name(), &d.init) {
                            let v = cx.value(init, &c.constants);
                            c.constants.insert(name.to_string(), v);
                        }
                    }
                }
                _ => {}
            }
        }
    }
    add_entries(&mut c);
    Ok(c)
}

fn parse<'a>(
    alloc: &'a Allocator,
    shown: &str,
    text: &'a str,
) -> Result<oxc_ast::ast::Program<'a>, ParseError> {
    let source_type = SourceType::ts().with_typescript_definition(shown.ends_with(".d.ts"));
    let ret = Parser::new(alloc, text, source_type).parse();
    if let Some(err) = ret.errors.first() {
        let offset = err
            .labels
            .as_ref()
            .and_then(|l| l.first())
            .map_or(0, |l| l.offset());
        return Err(ParseError(format!(
            "{shown}:{}: {}",
            line_of(text, offset),
            err.message
        )));
    }
    if ret.panicked {
        return Err(ParseError(format!(
            "{shown}:1: the TypeScript parser gave up"
        )));
    }
    Ok(ret.program)
}

/// Every exported declaration (functions excepted) and its text with comments
/// and whitespace removed: what "changed between the two files" means.
pub fn declarations(shown: &str, text: &str) -> Result<BTreeMap<String, String>, ParseError> {
    let alloc = Allocator::default();
    let program = parse(&alloc, shown, text)?;
    let comments: Vec<Span> = program.comments.iter().map(|c| c.span).collect();
    let mut out = BTreeMap::new();
    for stmt in &program.body {
        let Statement::ExportNamedDeclaration(export) = stmt else {
            continue;
        };
        let Some(decl) = &export.declaration else {
            continue;
        };
        let name = match decl {
            Declaration::TSTypeAliasDeclaration(a) => a.id.name.to_string(),
            Declaration::TSInterfaceDeclaration(i) => i.id.name.to_string(),
            Declaration::VariableDeclaration(v) => {
                match v
                    .declarations
                    .first()
                    .and_then(|d| d.id.get_identifier_name())
                {
                    Some(n) => n.to_string(),
                    None => continue,
                }
            }
            _ => continue,
        };
        let span = decl.span();
        let mut body = String::new();
        let mut at = span.start;
        for c in comments
            .iter()
            .filter(|c| c.start >= span.start && c.end <= span.end)
        {
            body.push_str(&text[at as usize..c.start as usize]);
            body.push(' ');
            at = c.end;
        }
        body.push_str(&text[at as usize..span.end as usize]);
        let squeezed: String = body.split_whitespace().collect::<Vec<_>>().join(" ");
        out.insert(name, squeezed);
    }
    Ok(out)
}

fn mark_open(ty: Ty, open: bool) -> Ty {
    match ty {
        Ty::Enum { values, .. } if open => Ty::Enum { values, open: true },
        other => other,
    }
}

struct Src<'s> {
    text: &'s str,
    comments: Vec<Span>,
}

impl Src<'_> {
    /// Whether the comment right before `start` says the set is open.
    fn open_marker(&self, start: u32) -> bool {
        let Some(c) = self.comments.iter().rev().find(|c| c.end <= start) else {
            return false;
        };
        if !self.text[c.end as usize..start as usize].trim().is_empty() {
            return false;
        }
        let body = self.text[c.start as usize..c.end as usize].to_lowercase();
        body.contains("kept as string")
            || body.contains("the set may grow")
            || body.contains("open string")
    }

    fn opaque(&self, span: Span) -> Ty {
        let text: String = self.text[span.start as usize..span.end as usize]
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        Ty::Generic {
            name: text,
            args: vec![],
        }
    }

    fn members(&self, sigs: &[TSSignature<'_>]) -> Ty {
        let mut members = BTreeMap::new();
        let mut extra = Extra::Open;
        for sig in sigs {
            match sig {
                TSSignature::TSPropertySignature(p) => {
                    let Some(name) = p.key.static_name() else {
                        continue;
                    };
                    let ty = p
                        .type_annotation
                        .as_ref()
                        .map_or(Ty::Any, |t| self.ty(&t.type_annotation));
                    let ty = mark_open(ty, self.open_marker(p.span.start));
                    members.insert(
                        name.to_string(),
                        Member {
                            ty,
                            required: !p.optional,
                            default: None,
                        },
                    );
                }
                TSSignature::TSIndexSignature(i) => {
                    extra = match self.ty(&i.type_annotation.type_annotation) {
                        Ty::Any => Extra::Open,
                        t => Extra::Typed(Box::new(t)),
                    };
                }
                other => {
                    members.insert(
                        format!("({})", self.opaque(other.span()).describe_opaque()),
                        Member {
                            ty: self.opaque(other.span()),
                            required: true,
                            default: None,
                        },
                    );
                }
            }
        }
        Ty::Object { members, extra }
    }

    fn ty(&self, t: &TSType<'_>) -> Ty {
        match t {
            TSType::TSAnyKeyword(_) | TSType::TSUnknownKeyword(_) => Ty::Any,
            TSType::TSStringKeyword(_) => scalar("string"),
            TSType::TSNumberKeyword(_) => scalar("number"),
            TSType::TSBooleanKeyword(_) => scalar("boolean"),
            TSType::TSNullKeyword(_) | TSType::TSUndefinedKeyword(_) | TSType::TSVoidKeyword(_) => {
                Ty::Null
            }
            TSType::TSNeverKeyword(_) => Ty::Enum {
                values: vec![],
                open: false,
            },
            TSType::TSLiteralType(l) => match &l.literal {
                TSLiteral::StringLiteral(s) => lit(Value::String(s.value.to_string())),
                TSLiteral::BooleanLiteral(b) => lit(Value::Bool(b.value)),
                TSLiteral::NumericLiteral(n) => lit(num(n.value)),
                _ => self.opaque(l.span),
            },
            TSType::TSParenthesizedType(p) => self.ty(&p.type_annotation),
            TSType::TSTypeOperatorType(op) => self.ty(&op.type_annotation),
            TSType::TSArrayType(a) => Ty::Array {
                items: Box::new(self.ty(&a.element_type)),
                constraints: BTreeMap::new(),
            },
            TSType::TSUnionType(u) => union(u.types.iter().map(|t| self.ty(t)).collect()),
            TSType::TSIntersectionType(i) => {
                Ty::AllOf(i.types.iter().map(|t| self.ty(t)).collect())
            }
            TSType::TSTypeLiteral(l) => self.members(&l.members),
            TSType::TSTypeReference(r) => {
                let name = match &r.type_name {
                    TSTypeName::IdentifierReference(id) => id.name.to_string(),
                    _ => return self.opaque(r.span),
                };
                let args: Vec<Ty> = r
                    .type_arguments
                    .as_ref()
                    .map(|a| a.params.iter().map(|t| self.ty(t)).collect())
                    .unwrap_or_default();
                match (name.as_str(), args.len()) {
                    (_, 0) => Ty::Ref(name),
                    ("Record", 2) if matches!(&args[0], Ty::Scalar { kind, .. } if kind == "string") =>
                    {
                        let extra = match args.into_iter().nth(1).unwrap_or(Ty::Any) {
                            Ty::Any => Extra::Open,
                            t => Extra::Typed(Box::new(t)),
                        };
                        Ty::Object {
                            members: BTreeMap::new(),
                            extra,
                        }
                    }
                    ("Array" | "ReadonlyArray", 1) => Ty::Array {
                        items: Box::new(args.into_iter().next().unwrap_or(Ty::Any)),
                        constraints: BTreeMap::new(),
                    },
                    _ => Ty::Generic { name, args },
                }
            }
            other => self.opaque(other.span()),
        }
    }

    fn value(&self, e: &Expression<'_>, consts: &BTreeMap<String, Value>) -> Value {
        match e {
            Expression::StringLiteral(s) => Value::String(s.value.to_string()),
            Expression::NumericLiteral(n) => num(n.value),
            Expression::BooleanLiteral(b) => Value::Bool(b.value),
            Expression::NullLiteral(_) => Value::Null,
            Expression::TSAsExpression(a) => self.value(&a.expression, consts),
            Expression::TSSatisfiesExpression(a) => self.value(&a.expression, consts),
            Expression::ParenthesizedExpression(p) => self.value(&p.expression, consts),
            Expression::ArrayExpression(a) => Value::Array(
                a.elements
                    .iter()
                    .map(|el| match el {
                        ArrayExpressionElement::SpreadElement(s) => self.source(s.span),
                        ArrayExpressionElement::Elision(_) => Value::Null,
                        other => other
                            .as_expression()
                            .map_or(Value::Null, |x| self.value(x, consts)),
                    })
                    .collect(),
            ),
            Expression::ObjectExpression(o) => {
                let mut map = Map::new();
                for p in &o.properties {
                    match p {
                        ObjectPropertyKind::ObjectProperty(p) => {
                            let key = p
                                .key
                                .static_name()
                                .map_or_else(|| "[computed]".to_owned(), |k| k.to_string());
                            map.insert(key, self.value(&p.value, consts));
                        }
                        ObjectPropertyKind::SpreadProperty(s) => {
                            map.insert(format!("...{}", self.source(s.span)), Value::Bool(true));
                        }
                    }
                }
                Value::Object(map)
            }
            // Another constant, or a member of one: its value.
            Expression::Identifier(id) => consts
                .get(id.name.as_str())
                .cloned()
                .unwrap_or_else(|| self.source(id.span)),
            Expression::StaticMemberExpression(m) => match self.value(&m.object, consts) {
                Value::Object(o) => o
                    .get(m.property.name.as_str())
                    .cloned()
                    .unwrap_or_else(|| self.source(m.span)),
                _ => self.source(m.span),
            },
            other => self.source(other.span()),
        }
    }

    fn source(&self, span: Span) -> Value {
        Value::String(
            self.text[span.start as usize..span.end as usize]
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" "),
        )
    }
}

impl Ty {
    fn describe_opaque(&self) -> String {
        match self {
            Ty::Generic { name, .. } => name.clone(),
            _ => String::new(),
        }
    }
}

fn scalar(kind: &str) -> Ty {
    Ty::Scalar {
        kind: kind.to_owned(),
        constraints: BTreeMap::new(),
    }
}

fn lit(v: Value) -> Ty {
    Ty::Enum {
        values: vec![v],
        open: false,
    }
}

fn num(n: f64) -> Value {
    if n.fract() == 0.0 && n.abs() < 9.0e15 {
        #[allow(clippy::cast_possible_truncation)]
        Value::from(n as i64)
    } else {
        serde_json::Number::from_f64(n).map_or(Value::Null, Value::Number)
    }
}
