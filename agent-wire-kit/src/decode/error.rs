//! The error every decoder gives: the type, the field path and the rule.

use std::fmt;

/// Why a JSON value is not a valid instance of a protocol type.
///
/// `Display` gives `Type: path: rule`, e.g.
/// `AgentRunCommand: attachments[0].sha256: string does not match pattern ^[0-9a-f]{64}$`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DecodeError {
    type_name: &'static str,
    path: String,
    message: String,
    line: usize,
    column: usize,
}

impl DecodeError {
    /// A decode error for `type_name` at `path` (empty for the root).
    pub fn new(
        type_name: &'static str,
        path: impl Into<String>,
        message: impl Into<String>,
    ) -> Self {
        Self {
            type_name,
            path: path.into(),
            message: message.into(),
            line: 0,
            column: 0,
        }
    }

    /// Sets the 1-based input position where decoding stopped.
    pub fn set_position(&mut self, line: usize, column: usize) {
        self.line = line;
        self.column = column;
    }

    /// The protocol type that was being decoded.
    pub fn type_name(&self) -> &'static str {
        self.type_name
    }

    /// Dotted field path to the offending value (`params.items[2].name`);
    /// empty when the value at the root is at fault.
    pub fn path(&self) -> &str {
        &self.path
    }

    /// The rule that was broken, without position information.
    pub fn message(&self) -> &str {
        &self.message
    }

    /// 1-based line of the input where decoding stopped (0 if unknown).
    pub fn line(&self) -> usize {
        self.line
    }

    /// 1-based column of the input where decoding stopped (0 if unknown).
    pub fn column(&self) -> usize {
        self.column
    }

    /// The error as a message about the member `key` whose value failed:
    /// `key.path: message`, `key[0]: message` when the path starts at an
    /// index, `key: message` when the value itself is at fault. For a
    /// visitor that decodes a member it held on its own and reports the
    /// failure through [`de::Error::custom`](serde::de::Error::custom), so the message still names
    /// where in the outer value the fault lies.
    pub fn message_under(&self, key: &str) -> String {
        let sep = if self.path.is_empty() || self.path.starts_with('[') {
            ""
        } else {
            "."
        };
        format!("{key}{sep}{}: {}", self.path, self.message)
    }

    /// Whether the input was not JSON at all (as opposed to JSON that breaks the contract).
    pub fn is_syntax(&self) -> bool {
        self.path.is_empty() && self.message.starts_with("invalid JSON")
    }
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let path = if self.path.is_empty() {
            "(root)"
        } else {
            &self.path
        };
        write!(f, "{}: {}: {}", self.type_name, path, self.message)
    }
}

impl std::error::Error for DecodeError {}

/// A `serde_json` error's text without its ` at line L column C` suffix.
pub(crate) fn strip_position(err: &serde_json::Error) -> String {
    let text = err.to_string();
    let suffix = format!(" at line {} column {}", err.line(), err.column());
    text.strip_suffix(&suffix).unwrap_or(&text).to_owned()
}
