//! Swift identifiers and literals.

/// Words that need backticks when used as an identifier.
const RESERVED: &[&str] = &[
    "associatedtype",
    "class",
    "deinit",
    "enum",
    "extension",
    "fileprivate",
    "func",
    "import",
    "init",
    "inout",
    "internal",
    "let",
    "open",
    "operator",
    "private",
    "precedencegroup",
    "protocol",
    "public",
    "rethrows",
    "static",
    "struct",
    "subscript",
    "typealias",
    "var",
    "break",
    "case",
    "catch",
    "continue",
    "default",
    "defer",
    "do",
    "else",
    "fallthrough",
    "for",
    "guard",
    "if",
    "in",
    "repeat",
    "return",
    "throw",
    "switch",
    "where",
    "while",
    "Any",
    "as",
    "await",
    "false",
    "is",
    "nil",
    "self",
    "Self",
    "super",
    "throws",
    "true",
    "try",
    "Type",
    "Protocol",
];

fn words(raw: &str) -> Vec<String> {
    let mut out = Vec::new();
    for part in raw.split(|c: char| !c.is_ascii_alphanumeric()) {
        if part.is_empty() {
            continue;
        }
        // Split camelCase humps too, so `fooBar` and `foo_bar` agree.
        let mut word = String::new();
        let chars: Vec<char> = part.chars().collect();
        for (i, &c) in chars.iter().enumerate() {
            let boundary = i > 0
                && c.is_ascii_uppercase()
                && (chars[i - 1].is_ascii_lowercase()
                    || chars[i - 1].is_ascii_digit()
                    || chars.get(i + 1).is_some_and(|n| n.is_ascii_lowercase())
                        && chars[i - 1].is_ascii_uppercase());
            if boundary && !word.is_empty() {
                out.push(std::mem::take(&mut word));
            }
            word.push(c);
        }
        if !word.is_empty() {
            out.push(word);
        }
    }
    out
}

fn capitalize(w: &str) -> String {
    let lower = w.to_ascii_lowercase();
    let mut c = lower.chars();
    match c.next() {
        Some(f) => f.to_ascii_uppercase().to_string() + c.as_str(),
        None => String::new(),
    }
}

/// `session_id` → `sessionId`, `agent.run` → `agentRun`, `URL` → `url`.
/// Not escaped: see [`ident`].
pub fn lower_camel(raw: &str) -> String {
    let ws = words(raw);
    let mut out = String::new();
    for (i, w) in ws.iter().enumerate() {
        if i == 0 {
            out.push_str(&w.to_ascii_lowercase());
        } else {
            out.push_str(&capitalize(w));
        }
    }
    if out.is_empty() {
        out.push_str("value");
    }
    if out.starts_with(|c: char| c.is_ascii_digit()) {
        out.insert(0, '_');
    }
    out
}

/// `tool_use` → `ToolUse`; names that already are identifiers keep their case.
pub fn upper_camel(raw: &str) -> String {
    if !raw.is_empty()
        && raw.chars().all(|c| c.is_ascii_alphanumeric())
        && raw.starts_with(|c: char| c.is_ascii_uppercase())
    {
        return raw.to_owned();
    }
    let mut out: String = words(raw).iter().map(|w| capitalize(w)).collect();
    if out.is_empty() {
        out.push_str("Value");
    }
    if out.starts_with(|c: char| c.is_ascii_digit()) {
        out.insert(0, '_');
    }
    out
}

/// An identifier as written in a declaration or after a dot: backticked when reserved.
pub fn ident(name: &str) -> String {
    if RESERVED.contains(&name) {
        format!("`{name}`")
    } else {
        name.to_owned()
    }
}

/// A Swift string literal.
pub fn string_literal(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{{{:x}}}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// `///` lines for a description, indented.
pub fn doc(description: Option<&str>, indent: &str) -> String {
    let Some(text) = description.map(str::trim).filter(|t| !t.is_empty()) else {
        return String::new();
    };
    let text = crate::docs::plain(text);
    let mut out = String::new();
    for line in text.lines() {
        let line = line.trim_end();
        if line.is_empty() {
            out.push_str(&format!("{indent}///\n"));
        } else {
            out.push_str(&format!("{indent}/// {line}\n"));
        }
    }
    out
}

/// Picks `base`, or `base2`, `base3` … so that it is not in `taken`; records it.
pub fn unique(base: &str, taken: &mut Vec<String>) -> String {
    let mut name = base.to_owned();
    let mut n = 2;
    while taken.contains(&name) {
        name = format!("{base}{n}");
        n += 1;
    }
    taken.push(name.clone());
    name
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identifiers() {
        assert_eq!(lower_camel("session_id"), "sessionId");
        assert_eq!(lower_camel("sessionId"), "sessionId");
        assert_eq!(lower_camel("agent.run"), "agentRun");
        assert_eq!(lower_camel("URL"), "url");
        assert_eq!(lower_camel("HTTPServer"), "httpServer");
        assert_eq!(
            lower_camel("thread/tokenUsage/updated"),
            "threadTokenUsageUpdated"
        );
        assert_eq!(lower_camel("2fa"), "_2fa");
        assert_eq!(upper_camel("tool_use"), "ToolUse");
        assert_eq!(upper_camel("AgentRunCommand"), "AgentRunCommand");
        assert_eq!(ident("default"), "`default`");
        assert_eq!(string_literal("a\"b\\(c)\n"), r#""a\"b\\(c)\n""#);
    }
}
