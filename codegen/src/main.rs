//! `codegen`: generate, check and validate the protocol artifacts.

use codegen::validate::View;
use codegen::{all_artifacts, protocol, protocols};
use std::io::{Read as _, Write as _};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

const USAGE: &str = "usage:
  codegen generate [--out DIR]
  codegen check [--out DIR]
  codegen validate PROTOCOL TYPE [FILE|-] [--receive|--strict] [--roundtrip] [--each]
  codegen session coderook --client FILE --server FILE [--receive|--strict]
  codegen session workerdeck (--server FILE [--client FILE] | --har FILE) [--receive|--strict]
  codegen session orion (--sse FILE | --har FILE) [--receive|--strict]
  codegen types PROTOCOL
  codegen conformance [--spec-dir DIR] [--advisory PROTOCOL[,PROTOCOL]]
  codegen diff PROTOCOL OLD NEW [--format text|json] [--fail-on breaking|needs-new-server|any|never]

PROTOCOL is orion, coderook or workerdeck. `codegen COMMAND --help` explains one command.";

const GENERATE_HELP: &str = "usage: codegen generate [--out DIR]

Writes every artifact under DIR (default generated/) and prints a summary table.";

const CHECK_HELP: &str = "usage: codegen check [--out DIR]

Exits 1 with a diff when DIR (default generated/) differs from what generate writes.";

const VALIDATE_HELP: &str =
    "usage: codegen validate PROTOCOL TYPE [FILE|-] [--receive|--strict] [--roundtrip] [--each]

Checks every JSON value in FILE (default -, standard input) as TYPE: one per
line (NDJSON), one pretty-printed document, or documents one after another.
A leading byte-order mark is skipped. TYPE is any name `codegen types PROTOCOL`
lists, transport unions included (ClientRequest, ServerMessage, ServerFrame ...).

  FILE:LINE: ok
  FILE:LINE: ok: unknown event type \"x\" passed on at seq N   (--receive)
  FILE:LINE:COL: error: <path>: <rule>
  checked N values: N ok, N failed

Each value is read in one of three views:
  (default)    the contract's: exactly what the upstream schema accepts
  --receive    the clients': what the crates' clients read (undeclared
               members ignored where they ignore them, an event of an
               unknown type passed on with its position)
  --strict     the clients' strict mode: no member a type would drop, even
               where the contract leaves the object open; no unknown event
               type

  --roundtrip  print each valid value re-encoded after its verdict
  --each       check each element of a top-level array (otherwise one value)

Verdicts are written as the input is read: a live capture can be piped in.
Exit 0 when every value is valid, 1 when any is not or the input holds no
value, 2 on usage errors.";

const SESSION_HELP: &str = "usage:
  codegen session coderook --client CLIENT.ndjson --server SERVER.ndjson [VIEW]
  codegen session workerdeck --server SERVER.ndjson [--client CLIENT.ndjson] [VIEW]
  codegen session workerdeck --har CAPTURE.har [VIEW]
  codegen session orion --sse EVENTS.txt [VIEW]
  codegen session orion --har CAPTURE.har [VIEW]

Checks every frame of a captured session as `validate` does, in the same
view, then the rules between frames; each broken rule is reported as
  SOURCE:FRAME: rule <name>: <what is wrong>
and the output ends with
  checked N values: N ok, N failed
  session rules: N checked, N broken
Captured tokens, nonces and credential headers are never printed.

VIEW is one of:
  (default)    the contract's view: exactly what the upstream schema accepts
  --receive    the clients' view: undeclared members ignored where they
               ignore them, an event of an unknown type passed on, its
               position (seq, cursor, ledger_seq) still moving the stream's
  --strict     the clients' strict mode: no member a type would drop
               (results typed by their request's method included), no
               unknown event type

Exit 0 when every frame and rule holds, 1 otherwise or when a capture holds
no frame, 2 on usage errors.";

const TYPES_HELP: &str = "usage: codegen types PROTOCOL

Lists every TYPE validate accepts; transport types (what one direction of one
transport carries) come first, marked `(transport: ...)`.";

const CONFORMANCE_HELP: &str =
    "usage: codegen conformance [--spec-dir DIR] [--advisory PROTOCOL[,PROTOCOL]]

Compares the types and artifacts with the upstream contracts in DIR (default
../shared/spec); prints one table per protocol and exits 1 on any mismatch of
a protocol not named advisory.

WorkerDeck's TypeScript comparisons need Node.js: `node` on PATH and
TypeScript at node_modules/.bin/tsc (`npm ci` at the repository root). They
type-check our module, the npm package and the fixtures against upstream's
types and compare runtime values under node. Without them those rows are
listed as skipped, with the reason, and the rest (exported names and
constants read from the TypeScript source) is still checked.";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(code) => code,
        Err(message) => {
            eprintln!("codegen: {message}\n\n{USAGE}");
            ExitCode::from(2)
        }
    }
}

/// Writes to standard output; when it is closed (`codegen types | head`),
/// ends the program quietly with the status a shell gives a process killed
/// by SIGPIPE.
fn emit(text: &str) {
    let mut out = std::io::stdout().lock();
    if out
        .write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .is_err()
    {
        std::process::exit(141);
    }
}

fn emitln(text: &str) {
    emit(&format!("{text}\n"));
}

/// Splits `--name value` options from positional arguments.
struct Args<'a> {
    positional: Vec<&'a str>,
    options: Vec<(&'a str, Option<&'a str>)>,
}

impl<'a> Args<'a> {
    fn parse(args: &'a [String], valued: &[&str], flags: &[&str]) -> Result<Self, String> {
        let mut out = Self {
            positional: Vec::new(),
            options: Vec::new(),
        };
        let mut it = args.iter();
        while let Some(a) = it.next() {
            if valued.contains(&a.as_str()) {
                let v = it.next().ok_or_else(|| format!("{a} needs a value"))?;
                out.options.push((a, Some(v)));
            } else if flags.contains(&a.as_str()) {
                out.options.push((a, None));
            } else if a.starts_with("--") {
                return Err(format!("unknown option {a}"));
            } else {
                out.positional.push(a);
            }
        }
        Ok(out)
    }
    fn value(&self, name: &str) -> Option<&'a str> {
        self.options
            .iter()
            .find(|(n, _)| *n == name)
            .and_then(|(_, v)| *v)
    }
    fn flag(&self, name: &str) -> bool {
        self.options.iter().any(|(n, _)| *n == name)
    }
}

fn status(ok: bool) -> ExitCode {
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

fn run(args: &[String]) -> Result<ExitCode, String> {
    let (command, rest) = args.split_first().ok_or("missing command")?;
    let help = match command.as_str() {
        "generate" => GENERATE_HELP,
        "check" => CHECK_HELP,
        "validate" => VALIDATE_HELP,
        "session" => SESSION_HELP,
        "types" => TYPES_HELP,
        "conformance" => CONFORMANCE_HELP,
        "diff" => codegen::diff::HELP,
        _ => USAGE,
    };
    if rest.iter().any(|a| a == "--help" || a == "-h") {
        emitln(help);
        return Ok(ExitCode::SUCCESS);
    }
    match command.as_str() {
        "diff" => {
            let (code, text) = codegen::diff::run(rest);
            if code == 2 {
                eprintln!("{text}");
            } else {
                emitln(&text);
            }
            Ok(ExitCode::from(code))
        }
        "generate" => {
            let a = Args::parse(rest, &["--out"], &[])?;
            no_positional(&a)?;
            generate(&out_dir(&a))
        }
        "check" => {
            let a = Args::parse(rest, &["--out"], &[])?;
            no_positional(&a)?;
            Ok(check(&out_dir(&a)))
        }
        "validate" => {
            let a = Args::parse(
                rest,
                &[],
                &["--roundtrip", "--receive", "--strict", "--each"],
            )?;
            let (proto, ty, file) = match a.positional.as_slice() {
                [p, t] => (*p, *t, "-"),
                [p, t, f] => (*p, *t, *f),
                _ => return Err("validate takes PROTOCOL TYPE [FILE|-]".into()),
            };
            let protocol = protocol(proto).ok_or_else(|| format!("unknown protocol {proto:?}"))?;
            let view = View::from_flags(a.flag("--receive"), a.flag("--strict"))?;
            let reader = codegen::validate::Reader::new(&protocol, ty, view).ok_or_else(|| {
                format!("unknown type {ty:?} for {proto}; `codegen types {proto}` lists them")
            })?;
            let options = codegen::validate::Options {
                roundtrip: a.flag("--roundtrip"),
                each: a.flag("--each"),
            };
            let (name, input): (&str, Box<dyn std::io::Read>) = if file == "-" {
                ("stdin", Box::new(std::io::stdin()))
            } else {
                let f =
                    std::fs::File::open(file).map_err(|e| format!("cannot read {file}: {e}"))?;
                (file, Box::new(f))
            };
            let stdout = std::io::stdout().lock();
            match codegen::validate::stream(&reader, file, input, stdout, options) {
                Ok(ok) => Ok(status(ok)),
                Err(codegen::validate::Failure::Read(e)) => Err(format!("cannot read {name}: {e}")),
                // A closed standard output, as `emit` treats it.
                Err(codegen::validate::Failure::Write(_)) => std::process::exit(141),
            }
        }
        "session" => {
            let a = Args::parse(
                rest,
                &["--client", "--server", "--sse", "--har"],
                &["--receive", "--strict"],
            )?;
            let [proto] = a.positional.as_slice() else {
                return Err("session takes PROTOCOL and its capture files".into());
            };
            let read = |flag: &str| -> Result<Option<codegen::session::Capture>, String> {
                a.value(flag)
                    .map(|file| {
                        read_input(file).map(|text| codegen::session::Capture {
                            name: file.to_owned(),
                            text,
                        })
                    })
                    .transpose()
            };
            let inputs = codegen::session::Inputs {
                client: read("--client")?,
                server: read("--server")?,
                sse: read("--sse")?,
                har: read("--har")?,
                view: View::from_flags(a.flag("--receive"), a.flag("--strict"))?,
            };
            let p =
                codegen::protocol(proto).ok_or_else(|| format!("unknown protocol {proto:?}"))?;
            let (report, ok) = codegen::session::run(p, &inputs)?;
            emit(&report);
            Ok(status(ok))
        }
        "types" => {
            let a = Args::parse(rest, &[], &[])?;
            let [proto] = a.positional.as_slice() else {
                return Err("types takes PROTOCOL".into());
            };
            let protocol = protocol(proto).ok_or_else(|| format!("unknown protocol {proto:?}"))?;
            let mut out = String::new();
            for c in codegen::transport::checkers(&protocol) {
                match c.carries {
                    Some(carries) => out.push_str(&format!("{} (transport: {carries})\n", c.name)),
                    None => out.push_str(&format!("{}\n", c.name)),
                }
            }
            emit(&out);
            Ok(ExitCode::SUCCESS)
        }
        "conformance" => {
            let a = Args::parse(rest, &["--spec-dir", "--advisory"], &[])?;
            no_positional(&a)?;
            let spec = PathBuf::from(a.value("--spec-dir").unwrap_or("../shared/spec"));
            let advisory: Vec<&str> = a
                .value("--advisory")
                .map(|v| v.split(',').filter(|n| !n.is_empty()).collect())
                .unwrap_or_default();
            for name in &advisory {
                protocol(name).ok_or_else(|| format!("unknown protocol {name:?} in --advisory"))?;
            }
            let mut ok = true;
            for p in protocols() {
                let report = (p.conformance)(&spec);
                emitln(&report.render());
                if advisory.contains(&p.name) {
                    if !report.passed() {
                        emitln(&format!(
                            "({} is advisory: its mismatches do not fail this run)\n",
                            p.name
                        ));
                    }
                } else {
                    ok &= report.passed();
                }
            }
            // `codegen diff` against the upstream WorkerDeck 0.6.0 → 0.9.0 diff.
            let report = codegen::diff::upstream::check(&spec);
            emitln(&report.render());
            if advisory.contains(&"workerdeck") {
                if !report.passed() {
                    emitln("(workerdeck is advisory: its mismatches do not fail this run)\n");
                }
            } else {
                ok &= report.passed();
            }
            Ok(status(ok))
        }
        "help" | "--help" | "-h" => {
            emitln(USAGE);
            Ok(ExitCode::SUCCESS)
        }
        other => Err(format!("unknown command {other:?}")),
    }
}

fn no_positional(a: &Args<'_>) -> Result<(), String> {
    match a.positional.first() {
        Some(p) => Err(format!("unexpected argument {p:?}")),
        None => Ok(()),
    }
}

fn out_dir(a: &Args<'_>) -> PathBuf {
    PathBuf::from(a.value("--out").unwrap_or("generated"))
}

fn read_input(file: &str) -> Result<String, String> {
    if file == "-" {
        let mut s = String::new();
        std::io::stdin()
            .read_to_string(&mut s)
            .map_err(|e| format!("cannot read stdin: {e}"))?;
        Ok(s)
    } else {
        std::fs::read_to_string(file).map_err(|e| format!("cannot read {file}: {e}"))
    }
}

fn generate(out: &Path) -> Result<ExitCode, String> {
    let artifacts = all_artifacts();
    let mut rows = Vec::new();
    for a in &artifacts {
        let path = out.join(&a.path);
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)
                .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        }
        std::fs::write(&path, &a.contents)
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        rows.push((a.path.as_str(), a.types, a.contents.len()));
    }
    // Remove files a previous run wrote that no longer exist, so `generated/` mirrors the types.
    for stale in codegen::stale_files(out, &artifacts) {
        let _ = std::fs::remove_file(out.join(&stale));
    }
    emit(&codegen::summary_table(&rows));
    Ok(ExitCode::SUCCESS)
}

fn check(out: &Path) -> ExitCode {
    let diffs = codegen::drift(out, &all_artifacts());
    if diffs.is_empty() {
        emitln(&format!("{} is up to date", out.display()));
        ExitCode::SUCCESS
    } else {
        for d in &diffs {
            emitln(d);
        }
        emitln(&format!(
            "{} is stale: run `cargo run -p codegen -- generate --out {}`",
            out.display(),
            out.display()
        ));
        ExitCode::FAILURE
    }
}
