//! `codegen diff`: what changed between two versions of a contract, and whom
//! it breaks. The rules are the table in `docs/diff.md` ([`rules::rule`]).

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

/// Changes sorted: breaking first, then by location.
pub fn compare(old: &Contract, new: &Contract) -> Vec<Change> {
    let mut changes = engine::diff(old, new);
    changes.sort_by(|a, b| {
        (b.breaks.len(), &a.location, a.kind).cmp(&(a.breaks.len(), &b.location, b.kind))
    });
    changes
}

/// The `--format json` report.
pub fn to_json(changes: &[Change]) -> Value {
    json!({
        "breaking": changes.iter().any(|c| !c.breaks.is_empty()),
        "changes": changes.iter().map(|c| json!({
            "location": c.location,
            "kind": c.kind.name(),
            "direction": c.direction.name(),
            "breaks": c.breaks,
            "detail": c.detail,
        })).collect::<Vec<_>>(),
    })
}

/// The text report: grouped by location, worst group first.
pub fn to_text(changes: &[Change]) -> String {
    let mut groups: BTreeMap<&str, Vec<&Change>> = BTreeMap::new();
    for c in changes {
        groups.entry(c.group.as_str()).or_default().push(c);
    }
    let mut groups: Vec<(&str, Vec<&Change>)> = groups.into_iter().collect();
    let score = |g: &Vec<&Change>| g.iter().map(|c| c.breaks.len()).max().unwrap_or(0);
    groups.sort_by(|a, b| score(&b.1).cmp(&score(&a.1)).then(a.0.cmp(b.0)));
    let breaking = changes.iter().filter(|c| !c.breaks.is_empty()).count();
    let mut out = format!(
        "{} change(s), {} breaking{}\n",
        changes.len(),
        breaking,
        if breaking > 0 { ": BREAKING" } else { "" }
    );
    for (name, list) in groups {
        out.push_str(&format!("\n{name}\n"));
        for c in list {
            let who = if c.breaks.is_empty() {
                "compatible".to_owned()
            } else {
                format!("breaks {}", c.breaks.join(", "))
            };
            out.push_str(&format!(
                "  {:<9} {} [{}] {}: {} ({})\n",
                if c.breaks.is_empty() { "" } else { "BREAKING" },
                c.location,
                c.direction.name(),
                c.kind.name(),
                c.detail,
                who
            ));
        }
    }
    out
}

/// `codegen diff --help`.
pub const HELP: &str =
    "usage: codegen diff PROTOCOL OLD NEW [--format text|json] [--fail-on breaking|any|never]

Compares two versions of a contract and says whom each change breaks:
old-clients (an old client against a new server) and/or old-servers (a new
client against an old server). PROTOCOL is orion, coderook or workerdeck;
OLD and NEW are the upstream contract (Orion OpenAPI YAML or JSON, Coderook
WIRE_PROTOCOL.md, WorkerDeck protocol .ts/.d.ts) or our generated artifact
(generated/orion/openapi.json, generated/coderook/coderook.schema.json,
generated/workerdeck/workerdeck.schema.json). The rules are in docs/diff.md.

  --format text   grouped by route, method, event or type, worst first (default)
  --format json   {\"breaking\": bool, \"changes\": [{\"location\", \"kind\",
                  \"direction\", \"breaks\", \"detail\"}]}
  --fail-on breaking  exit 1 when any change breaks someone (default)
  --fail-on any       exit 1 when anything changed
  --fail-on never     exit 0 whatever changed

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
                Some(f @ ("breaking" | "any" | "never")) => fail_on = f,
                _ => {
                    return (
                        2,
                        format!("--fail-on takes breaking, any or never\n\n{HELP}"),
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
        _ => changes.iter().any(|c| !c.breaks.is_empty()),
    };
    (u8::from(failed), text)
}
