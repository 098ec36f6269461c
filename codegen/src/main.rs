//! `codegen`: generate, check and validate the protocol artifacts.

use codegen::{all_artifacts, protocol, protocols};
use std::io::Read as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

const USAGE: &str = "usage:
  codegen generate [--out DIR]
  codegen check [--out DIR]
  codegen validate PROTOCOL TYPE [FILE|-] [--roundtrip]
  codegen types PROTOCOL
  codegen conformance [--spec-dir DIR] [--advisory PROTOCOL[,PROTOCOL]]

PROTOCOL is orion, coderook or workerdeck.";

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

fn run(args: &[String]) -> Result<ExitCode, String> {
    let (command, rest) = args.split_first().ok_or("missing command")?;
    match command.as_str() {
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
            let a = Args::parse(rest, &[], &["--roundtrip"])?;
            let (proto, ty, file) = match a.positional.as_slice() {
                [p, t] => (*p, *t, "-"),
                [p, t, f] => (*p, *t, *f),
                _ => return Err("validate takes PROTOCOL TYPE [FILE|-]".into()),
            };
            let protocol = protocol(proto).ok_or_else(|| format!("unknown protocol {proto:?}"))?;
            let entry = protocol.entry(ty).ok_or_else(|| {
                format!("unknown type {ty:?} for {proto}; `codegen types {proto}` lists them")
            })?;
            let input = read_input(file)?;
            let (report, ok) = codegen::validate::run(&entry, &input, a.flag("--roundtrip"));
            print!("{report}");
            Ok(if ok {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            })
        }
        "types" => {
            let a = Args::parse(rest, &[], &[])?;
            let [proto] = a.positional.as_slice() else {
                return Err("types takes PROTOCOL".into());
            };
            let protocol = protocol(proto).ok_or_else(|| format!("unknown protocol {proto:?}"))?;
            for e in (protocol.types)() {
                println!("{}", e.name);
            }
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
                println!("{}", report.render());
                if advisory.contains(&p.name) {
                    if !report.passed() {
                        println!(
                            "({} is advisory: its mismatches do not fail this run)\n",
                            p.name
                        );
                    }
                } else {
                    ok &= report.passed();
                }
            }
            Ok(if ok {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            })
        }
        "help" | "--help" | "-h" => {
            println!("{USAGE}");
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
    print!("{}", codegen::summary_table(&rows));
    Ok(ExitCode::SUCCESS)
}

fn check(out: &Path) -> ExitCode {
    let diffs = codegen::drift(out, &all_artifacts());
    if diffs.is_empty() {
        println!("{} is up to date", out.display());
        ExitCode::SUCCESS
    } else {
        for d in &diffs {
            println!("{d}");
        }
        println!(
            "{} is stale: run `cargo run -p codegen -- generate --out {}`",
            out.display(),
            out.display()
        );
        ExitCode::FAILURE
    }
}
