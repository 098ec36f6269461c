//! `codegen diff`: what changed between two versions of a contract, and for
//! each change whether it is breaking (an existing client fails against the
//! new server) and whether it needs a new server (a new client fails against
//! an existing server). The rules are the table in `docs/diff.md`
//! ([`rules::rule`], [`rules::verdict`]).

pub mod coderook;
pub mod engine;
pub mod model;
pub mod orion;
pub mod rules;
pub mod upstream;
pub mod workerdeck;

use engine::Change;
use model::Contract;
use serde_json::{Value, json};
use std::collections::BTreeMap;
use std::path::Path;

/// A file that could not be read as a contract.
#[derive(Debug)]
pub struct ParseError(pub String);

impl std::fmt::Display for ParseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// The 1-based line of byte `offset` in `text`.
pub fn line_of(text: &str, offset: usize) -> usize {
    text.as_bytes()[..offset.min(text.len())]
        .iter()
        .filter(|b| **b == b'\n')
        .count()
        + 1
}

/// Reads `path` as a contract of `protocol` (native format or our generated
/// artifact, told apart by content).
pub fn read(protocol: &str, path: &Path) -> Result<Contract, ParseError> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| ParseError(format!("{}: {e}", path.display())))?;
    let shown = path.display().to_string();
    match protocol {
        "orion" => orion::read(&shown, &text),
        "coderook" => coderook::read(&shown, &text),
        "workerdeck" => workerdeck::read(&shown, &text),
        other => Err(ParseError(format!(
            "unknown protocol `{other}` (orion, coderook or workerdeck)"
        ))),
    }
}

/// Parses JSON, reporting the line of a syntax error.
pub fn parse_json(shown: &str, text: &str) -> Result<Value, ParseError> {
    serde_json::from_str(text)
        .map_err(|e| ParseError(format!("{shown}:{}:{}: {e}", e.line(), e.column())))
}

/// Changes sorted: breaking first, then needing a new server, then by
/// location.
pub fn compare(old: &Contract, new: &Contract) -> Vec<Change> {
    let mut changes = engine::diff(old, new);
    changes.sort_by(|a, b| {
        (b.verdict.rank(), &a.location, a.kind, &a.detail).cmp(&(
            a.verdict.rank(),
            &b.location,
            b.kind,
            &b.detail,
        ))
    });
    changes.dedup();
    changes
}

/// How many changes answer each question "no".
fn counts(changes: &[Change]) -> (usize, usize, usize) {
    let breaking = changes.iter().filter(|c| c.verdict.breaking).count();
    let server = changes
        .iter()
        .filter(|c| c.verdict.needs_new_server)
        .count();
    let compatible = changes.iter().filter(|c| c.verdict.compatible()).count();
    (breaking, server, compatible)
}

/// The `--format json` report (its shape is documented in `docs/diff.md`).
pub fn to_json(changes: &[Change]) -> Value {
    let (breaking, server, compatible) = counts(changes);
    json!({
        "breaking": breaking > 0,
        "needs_new_server": server > 0,
        "counts": {
            "changes": changes.len(),
            "breaking": breaking,
            "needs_new_server": server,
            "compatible": compatible,
        },
        "changes": changes.iter().map(|c| json!({
            "location": c.location,
            "group": c.group,
            "kind": c.kind.name(),
            "direction": c.direction.name(),
            "breaking": c.verdict.breaking,
            "needs_new_server": c.verdict.needs_new_server,
            "detail": c.detail,
        })).collect::<Vec<_>>(),
    })
}

/// The first line of the text report.
pub fn headline(changes: &[Change]) -> String {
    let (breaking, server, compatible) = counts(changes);
    format!(
        "{} change(s): {breaking} breaking, {server} needing a new server, {compatible} compatible",
        changes.len()
    )
}

/// The text report: grouped by route, method, event or type, worst group
/// first.
pub fn to_text(changes: &[Change]) -> String {
    let mut groups: BTreeMap<&str, Vec<&Change>> = BTreeMap::new();
    for c in changes {
        groups.entry(c.group.as_str()).or_default().push(c);
    }
    let mut groups: Vec<(&str, Vec<&Change>)> = groups.into_iter().collect();
    let score = |g: &Vec<&Change>| g.iter().map(|c| c.verdict.rank()).max().unwrap_or(0);
    groups.sort_by(|a, b| score(&b.1).cmp(&score(&a.1)).then(a.0.cmp(b.0)));
    let mut out = format!("{}\n", headline(changes));
    for (name, list) in groups {
        out.push_str(&format!("\n{name}\n"));
        for c in list {
            out.push_str(&format!(
                "  {:<26} {} [{}] {}: {}\n",
                c.verdict.label(),
                c.location,
                c.direction.name(),
                c.kind.name(),
                c.detail,
            ));
        }
    }
    out
}

/// `codegen diff --help`.
pub const HELP: &str = "usage: codegen diff PROTOCOL OLD NEW [--format text|json]
                   [--fail-on breaking|needs-new-server|any|never]

Compares two versions of a contract and asks two questions of each change:

  breaking          an existing client cannot keep working against a server
                    built on NEW (backward compatibility, as oasdiff and
                    `buf breaking` read it)
  needs-new-server  a client built on NEW cannot work against an existing
                    server: upgrade servers before clients

A change can be both, or neither (compatible). PROTOCOL is orion, coderook or
workerdeck; OLD and NEW are the upstream contract (Orion OpenAPI YAML or JSON,
Coderook WIRE_PROTOCOL.md, WorkerDeck protocol .ts/.d.ts) or our generated
artifact (generated/orion/openapi.json, generated/coderook/coderook.schema.json,
generated/workerdeck/workerdeck.schema.json). A change inside a REST route's
request or answer is located by the route (`POST /sessions body.model`,
`GET /sessions/{id} 200.status`); frames, events and methods by their name.
The rules are in docs/diff.md.

  --format text   grouped by route, method, event or type, worst first (default)
  --format json   {\"breaking\": bool, \"needs_new_server\": bool, \"counts\": {...},
                  \"changes\": [{\"location\", \"group\", \"kind\", \"direction\",
                  \"breaking\", \"needs_new_server\", \"detail\"}]}
  --fail-on breaking          exit 1 when a change is breaking (default)
  --fail-on needs-new-server  exit 1 when a change is breaking or needs a new server
  --fail-on any               exit 1 when anything changed
  --fail-on never             exit 0 whatever changed

Exit 2 on usage errors and on a file that does not parse.";

/// Runs `codegen diff ARGS`; returns the exit code and what to print.
pub fn run(args: &[String]) -> (u8, String) {
    let mut positional = Vec::new();
    let mut format = "text";
    let mut fail_on = "breaking";
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--help" | "-h" => return (0, HELP.to_owned()),
            "--format" => match it.next().map(String::as_str) {
                Some(f @ ("text" | "json")) => format = f,
                _ => return (2, format!("--format takes text or json\n\n{HELP}")),
            },
            "--fail-on" => match it.next().map(String::as_str) {
                Some(f @ ("breaking" | "needs-new-server" | "any" | "never")) => fail_on = f,
                _ => {
                    return (
                        2,
                        format!(
                            "--fail-on takes breaking, needs-new-server, any or never\n\n{HELP}"
                        ),
                    );
                }
            },
            s if s.starts_with("--") => return (2, format!("unknown option {s}\n\n{HELP}")),
            s => positional.push(s),
        }
    }
    let [protocol, old, new] = positional[..] else {
        return (2, format!("diff takes PROTOCOL OLD NEW\n\n{HELP}"));
    };
    let read_one = |p: &str| read(protocol, Path::new(p));
    let (old, new) = match (read_one(old), read_one(new)) {
        (Ok(o), Ok(n)) => (o, n),
        (Err(e), _) | (_, Err(e)) => return (2, format!("error: {e}")),
    };
    let changes = compare(&old, &new);
    let text = if format == "json" {
        serde_json::to_string_pretty(&to_json(&changes)).unwrap_or_default()
    } else {
        to_text(&changes)
    };
    let failed = match fail_on {
        "any" => !changes.is_empty(),
        "never" => false,
        "needs-new-server" => changes.iter().any(|c| !c.verdict.compatible()),
        _ => changes.iter().any(|c| c.verdict.breaking),
    };
    (u8::from(failed), text)
}
