//! The conformance report: one table per protocol, each row a check with
//! how many items agree with the upstream contract, and the disagreements.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// One row of the table.
#[derive(Debug, Default)]
pub struct Check {
    /// What is compared (`component schemas`, `operations`, …).
    pub name: String,
    /// How many items were compared.
    pub total: usize,
    /// One line per item that disagrees: `Item: what differs`.
    pub failures: Vec<String>,
}

impl Check {
    /// Records one compared item.
    pub fn item(&mut self, label: &str, result: Result<(), String>) {
        self.total += 1;
        if let Err(why) = result {
            self.failures.push(format!("{label}: {why}"));
        }
    }

    /// How many items agree.
    pub fn passed(&self) -> usize {
        self.total - self.failures.len()
    }
}

/// A protocol's conformance report.
#[derive(Debug)]
pub struct Report {
    /// The protocol's name.
    pub protocol: &'static str,
    /// Where the upstream contracts were read from.
    pub spec_dir: PathBuf,
    /// The rows.
    pub checks: Vec<Check>,
    /// Problems that stopped a check from running at all (missing files …).
    pub errors: Vec<String>,
}

impl Report {
    /// An empty report; records an error at once when `spec_dir` does not exist.
    pub fn new(protocol: &'static str, spec_dir: &Path) -> Self {
        let mut report = Self {
            protocol,
            spec_dir: spec_dir.to_owned(),
            checks: Vec::new(),
            errors: Vec::new(),
        };
        if !spec_dir.is_dir() {
            report.errors.push(format!(
                "spec directory {} does not exist",
                spec_dir.display()
            ));
        }
        report
    }

    /// Reads an upstream file relative to the spec directory, recording an error if it cannot.
    pub fn read_spec(&mut self, relative: &str) -> Option<String> {
        let path = self.spec_dir.join(relative);
        match std::fs::read_to_string(&path) {
            Ok(text) => Some(text),
            Err(e) => {
                self.errors
                    .push(format!("cannot read {}: {e}", path.display()));
                None
            }
        }
    }

    /// Starts a new row and returns it.
    pub fn check(&mut self, name: &str) -> &mut Check {
        self.checks.push(Check {
            name: name.to_owned(),
            ..Check::default()
        });
        self.checks.last_mut().expect("just pushed")
    }

    /// Whether every row agrees completely, no error occurred and something was compared.
    pub fn passed(&self) -> bool {
        self.errors.is_empty()
            && !self.checks.is_empty()
            && self.checks.iter().all(|c| c.failures.is_empty())
    }

    /// The table and the list of disagreements, as Markdown.
    pub fn render(&self) -> String {
        let mut out = String::new();
        let verdict = if self.passed() { "PASS" } else { "FAIL" };
        let _ = writeln!(out, "## {} conformance: {verdict}\n", self.protocol);
        let _ = writeln!(out, "| check | equal | total |\n| --- | ---: | ---: |");
        for c in &self.checks {
            let _ = writeln!(out, "| {} | {} | {} |", c.name, c.passed(), c.total);
        }
        if self.checks.is_empty() {
            let _ = writeln!(out, "| (no checks) | 0 | 0 |");
        }
        for e in &self.errors {
            let _ = writeln!(out, "\nerror: {e}");
        }
        for c in self.checks.iter().filter(|c| !c.failures.is_empty()) {
            let _ = writeln!(out, "\n{} mismatches ({}):", c.name, c.failures.len());
            for f in &c.failures {
                let _ = writeln!(out, "- {f}");
            }
        }
        out
    }
}
