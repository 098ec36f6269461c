//! Differential acceptance: does our decoder accept exactly what the
//! upstream schema accepts?
//!
//! From an upstream schema we generate instances meant to be valid (honouring
//! types, bounds, patterns, enums and constants, often sitting exactly on a
//! bound) and mutate them (a field dropped, an unknown field, `null`, a wrong
//! type, a number or length just past a bound, a bogus enum value …). Each
//! instance is judged twice, by the upstream schema (with an independent
//! JSON Schema validator) and by our decoder, and every disagreement is kept.

use crate::registry::TypeEntry;
use serde_json::{Map, Value, json};

/// The outcome for one type.
#[derive(Debug, Default)]
pub struct Agreement {
    /// Instances judged.
    pub total: usize,
    /// Instances the upstream schema accepted.
    pub upstream_valid: usize,
    /// `(instance, upstream verdict, our verdict or error)` for each disagreement.
    pub disagreements: Vec<(Value, bool, String)>,
}

impl Agreement {
    /// `Ok` when every instance got the same verdict from both sides.
    pub fn result(&self) -> Result<(), String> {
        match self.disagreements.first() {
            None => Ok(()),
            Some((instance, upstream, ours)) => Err(format!(
                "{} of {} instances disagree; first: {} (upstream {}, ours {})",
                self.disagreements.len(),
                self.total,
                crate::differential::short(instance),
                if *upstream { "accepts" } else { "rejects" },
                ours
            )),
        }
    }
}

/// Judges `count` generated instances (and mutations of each) of the schema
/// at `pointer` in `upstream_root` (`#/components/schemas/X`, `#/$defs/X`, or
/// `#` for the root).
pub fn check(
    entry: &TypeEntry,
    upstream_root: &Value,
    pointer: &str,
    count: usize,
    seed: u64,
) -> Agreement {
    let mut doc = upstream_root.clone();
    if let Value::Object(map) = &mut doc {
        if pointer != "#" {
            // Validate against the referenced schema, resolving refs in the whole document.
            map.insert("$ref".into(), pointer.into());
            for key in [
                "type",
                "properties",
                "required",
                "additionalProperties",
                "anyOf",
                "oneOf",
                "allOf",
                "enum",
                "const",
            ] {
                map.remove(key);
            }
        }
        map.entry("$schema")
            .or_insert("https://json-schema.org/draft/2020-12/schema".into());
    }
    let mut agreement = Agreement::default();
    let validator = match jsonschema::validator_for(&doc) {
        Ok(v) => v,
        Err(e) => {
            agreement.disagreements.push((
                Value::Null,
                false,
                format!("upstream schema does not compile: {e}"),
            ));
            return agreement;
        }
    };
    let instances = instances(upstream_root, pointer, count, seed);
    for instance in instances {
        let upstream = validator.is_valid(&instance);
        let ours = entry.decode_value(&instance);
        agreement.total += 1;
        agreement.upstream_valid += usize::from(upstream);
        if upstream != ours.is_ok() {
            let verdict = match ours {
                Ok(_) => "accepts".to_owned(),
                Err(e) => format!("rejects: {e}"),
            };
            agreement.disagreements.push((instance, upstream, verdict));
        }
    }
    agreement
}

/// `count` instances generated from the schema at `pointer` in `root`, each
/// followed by six mutations of it: `7 × count` values, the same every run for
/// the same seed. Generated instances aim to be valid (and often sit exactly on
/// a declared bound); mutations aim just past a rule.
pub fn instances(root: &Value, pointer: &str, count: usize, seed: u64) -> Vec<Value> {
    let target = if pointer == "#" {
        root.clone()
    } else {
        root.pointer(pointer.trim_start_matches('#'))
            .cloned()
            .unwrap_or(Value::Null)
    };
    let mut rng = Rng(seed ^ 0x9E37_79B9_7F4A_7C15);
    let mut generator = Generator {
        root,
        rng: &mut rng,
    };
    let mut out = Vec::with_capacity(count * 7);
    for i in 0..count {
        let base = generator.value(&target, 0, i % 3 == 0);
        for m in 0..6 {
            let mut mutated = base.clone();
            mutate(&mut mutated, generator.rng, m);
            out.push(mutated);
        }
        out.push(base);
    }
    out
}

pub(crate) fn short(v: &Value) -> String {
    let s = v.to_string();
    if s.chars().count() > 160 {
        format!("{}…", s.chars().take(160).collect::<String>())
    } else {
        s
    }
}

/// A small deterministic generator (splitmix64): no dependency, same cases every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}

struct Generator<'a> {
    root: &'a Value,
    rng: &'a mut Rng,
}

impl Generator<'_> {
    /// An instance of `schema`; `edge` prefers values sitting on declared bounds.
    fn value(&mut self, schema: &Value, depth: usize, edge: bool) -> Value {
        let Some(map) = schema.as_object() else {
            return json!({});
        };
        if let Some(r) = map.get("$ref").and_then(Value::as_str) {
            let target = self
                .root
                .pointer(r.trim_start_matches('#'))
                .cloned()
                .unwrap_or(json!({}));
            return if depth > 6 {
                json!(null)
            } else {
                self.value(&target, depth + 1, edge)
            };
        }
        if let Some(c) = map.get("const") {
            return c.clone();
        }
        if let Some(Value::Array(values)) = map.get("enum") {
            return values
                .get(self.rng.below(values.len()))
                .cloned()
                .unwrap_or(Value::Null);
        }
        for key in ["anyOf", "oneOf"] {
            if let Some(Value::Array(branches)) = map.get(key) {
                // Deep in recursive schemas prefer the simplest branch.
                let i = if depth > 4 {
                    branches.len() - 1
                } else {
                    self.rng.below(branches.len())
                };
                return self.value(&branches[i], depth + 1, edge);
            }
        }
        if let Some(Value::Array(parts)) = map.get("allOf")
            && let Some(first) = parts.first()
        {
            return self.value(first, depth + 1, edge);
        }
        let ty = match map.get("type") {
            Some(Value::String(t)) => t.clone(),
            Some(Value::Array(ts)) => ts[self.rng.below(ts.len())]
                .as_str()
                .unwrap_or("null")
                .to_owned(),
            _ if map.contains_key("properties") => "object".into(),
            _ => ["string", "integer", "boolean", "object"][self.rng.below(4)].into(),
        };
        match ty.as_str() {
            "null" => Value::Null,
            "boolean" => Value::Bool(self.rng.chance(50)),
            "integer" | "number" => self.number(map, ty == "integer", edge),
            "string" => Value::String(self.string(map, edge)),
            "array" => {
                let min = map.get("minItems").and_then(Value::as_u64).unwrap_or(0) as usize;
                let max = map
                    .get("maxItems")
                    .and_then(Value::as_u64)
                    .map_or(min + 2, |m| m as usize);
                let n = if edge {
                    if self.rng.chance(50) {
                        min
                    } else {
                        max.min(min + 20)
                    }
                } else {
                    min + self.rng.below(max.min(min + 2) - min + 1)
                };
                let n = if depth > 4 { min } else { n };
                let items = map.get("items").cloned().unwrap_or(json!({}));
                let unique = map.get("uniqueItems") == Some(&Value::Bool(true));
                let mut out: Vec<Value> = Vec::new();
                let mut tries = 0;
                while out.len() < n && tries < n * 10 + 10 {
                    tries += 1;
                    let v = self.value(&items, depth + 1, edge);
                    if !unique || !out.contains(&v) {
                        out.push(v);
                    }
                }
                Value::Array(out)
            }
            _ => {
                let mut out = Map::new();
                let required: Vec<&str> = map
                    .get("required")
                    .and_then(Value::as_array)
                    .map(|r| r.iter().filter_map(Value::as_str).collect())
                    .unwrap_or_default();
                if let Some(Value::Object(props)) = map.get("properties") {
                    for (name, sub) in props {
                        if required.contains(&name.as_str()) || (depth < 4 && self.rng.chance(60)) {
                            out.insert(name.clone(), self.value(sub, depth + 1, edge));
                        }
                    }
                }
                if let Some(extra @ Value::Object(_)) = map.get("additionalProperties")
                    && depth < 4
                    && self.rng.chance(50)
                {
                    out.insert(
                        format!("k{}", self.rng.below(100)),
                        self.value(extra, depth + 1, edge),
                    );
                }
                Value::Object(out)
            }
        }
    }

    fn number(&mut self, map: &Map<String, Value>, integer: bool, edge: bool) -> Value {
        let get = |k: &str| map.get(k).and_then(Value::as_f64);
        let mut lo = get("minimum").unwrap_or(-1000.0);
        let mut hi = get("maximum").unwrap_or(lo.max(0.0) + 1_000_000.0);
        if let Some(x) = get("exclusiveMinimum") {
            lo = if integer {
                x.floor() + 1.0
            } else {
                x + 0.5_f64.min((hi - x) / 2.0)
            };
        }
        if let Some(x) = get("exclusiveMaximum") {
            hi = if integer {
                x.ceil() - 1.0
            } else {
                x - 0.5_f64.min((x - lo) / 2.0)
            };
        }
        let v = if edge {
            if self.rng.chance(50) { lo } else { hi }
        } else {
            lo + (hi - lo) * (self.rng.below(1000) as f64 / 1000.0)
        };
        if !integer {
            return json!(v);
        }
        // JSON Schema's `integer` is any number without a fraction, however
        // written: sometimes write it as a float, and where the schema
        // leaves the top open, sometimes around 2^53, where f64 spacing
        // reaches 1 and then 2.
        if !map.contains_key("maximum")
            && !map.contains_key("exclusiveMaximum")
            && self.rng.chance(10)
        {
            const AROUND: [f64; 4] = [
                9_007_199_254_740_991.0,
                9_007_199_254_740_992.0,
                9_007_199_254_740_994.0,
                1e16,
            ];
            return json!(AROUND[self.rng.below(AROUND.len())]);
        }
        if self.rng.chance(20) {
            return json!(v.round());
        }
        json!(v.round() as i64)
    }

    fn string(&mut self, map: &Map<String, Value>, edge: bool) -> String {
        let min = map.get("minLength").and_then(Value::as_u64).unwrap_or(0) as usize;
        let max = map
            .get("maxLength")
            .and_then(Value::as_u64)
            .map_or(min + 12, |m| m as usize);
        if let Some(pattern) = map.get("pattern").and_then(Value::as_str)
            && let Some(s) = sample_pattern(pattern, self.rng)
        {
            return s;
        }
        let len = if edge {
            if self.rng.chance(50) {
                min
            } else {
                max.min(min + 70_000)
            }
        } else {
            min + self.rng.below(max.min(min + 12) - min + 1)
        };
        // A string on a bound made of 2- or 4-byte characters only, where
        // the byte length and the character count part most.
        if edge && self.rng.chance(50) {
            let c = if self.rng.chance(50) { 'é' } else { '🦀' };
            return std::iter::repeat_n(c, len).collect();
        }
        const ALPHABET: &[char] = &[
            'a', 'b', 'z', '0', '-', ' ', 'é', '日', '"', '\\', '\n', '😀',
        ];
        (0..len)
            .map(|_| ALPHABET[self.rng.below(ALPHABET.len())])
            .collect()
    }
}

/// A string matching a simple regular expression: literals, classes `[a-z0-9-]`,
/// groups `( | )` and `(?: )`, quantifiers `? * + {n} {m,n}`, anchors. `None` for
/// anything else.
fn sample_pattern(pattern: &str, rng: &mut Rng) -> Option<String> {
    let chars: Vec<char> = pattern.chars().collect();
    let mut pos = 0;
    let mut out = String::new();
    sample_alternation(&chars, &mut pos, rng, &mut out)?;
    (pos == chars.len()).then_some(out)
}

fn sample_alternation(c: &[char], pos: &mut usize, rng: &mut Rng, out: &mut String) -> Option<()> {
    let mut branches: Vec<String> = Vec::new();
    loop {
        let mut branch = String::new();
        sample_sequence(c, pos, rng, &mut branch)?;
        branches.push(branch);
        if c.get(*pos) == Some(&'|') {
            *pos += 1;
        } else {
            break;
        }
    }
    out.push_str(&branches[rng.below(branches.len())]);
    Some(())
}

/// Produces one occurrence of a pattern atom.
type Atom = Box<dyn Fn(&mut Rng) -> Option<String>>;

fn sample_sequence(c: &[char], pos: &mut usize, rng: &mut Rng, out: &mut String) -> Option<()> {
    while let Some(&ch) = c.get(*pos) {
        let atom: Atom = match ch {
            '|' | ')' => return Some(()),
            '^' | '$' => {
                *pos += 1;
                continue;
            }
            '(' => {
                *pos += 1;
                if c.get(*pos) == Some(&'?') && c.get(*pos + 1) == Some(&':') {
                    *pos += 2;
                }
                let start = *pos;
                // Re-sample the group for each repetition.
                let mut probe = String::new();
                sample_alternation(c, pos, rng, &mut probe)?;
                if c.get(*pos) != Some(&')') {
                    return None;
                }
                *pos += 1;
                let group: Vec<char> = c[start..*pos - 1].to_vec();
                Box::new(move |rng| sample_pattern(&group.iter().collect::<String>(), rng))
            }
            '[' => {
                let end = c[*pos..].iter().position(|&x| x == ']')? + *pos;
                let set = class_members(&c[*pos + 1..end])?;
                *pos = end + 1;
                Box::new(move |rng| Some(set[rng.below(set.len())].to_string()))
            }
            '\\' => {
                let next = *c.get(*pos + 1)?;
                *pos += 2;
                let set: Vec<char> = match next {
                    'd' => ('0'..='9').collect(),
                    'w' => ('a'..='z').chain('0'..='9').collect(),
                    's' => vec![' '],
                    other => vec![other],
                };
                Box::new(move |rng| Some(set[rng.below(set.len())].to_string()))
            }
            '.' => {
                *pos += 1;
                Box::new(|_| Some("x".to_owned()))
            }
            '*' | '+' | '?' | '{' => return None,
            other => {
                *pos += 1;
                Box::new(move |_| Some(other.to_string()))
            }
        };
        let (min, max) = match c.get(*pos) {
            Some('?') => (0, 1),
            Some('*') => (0, 3),
            Some('+') => (1, 3),
            Some('{') => {
                let end = c[*pos..].iter().position(|&x| x == '}')? + *pos;
                let body: String = c[*pos + 1..end].iter().collect();
                *pos = end;
                match body.split_once(',') {
                    Some((a, b)) => (
                        a.parse().ok()?,
                        if b.is_empty() {
                            a.parse::<usize>().ok()? + 3
                        } else {
                            b.parse().ok()?
                        },
                    ),
                    None => (body.parse().ok()?, body.parse().ok()?),
                }
            }
            _ => (1, 1),
        };
        if min != 1 || max != 1 || matches!(c.get(*pos), Some('}')) {
            *pos += 1;
        }
        let n = min + rng.below(max - min + 1);
        for _ in 0..n {
            out.push_str(&atom(rng)?);
        }
    }
    Some(())
}

fn class_members(body: &[char]) -> Option<Vec<char>> {
    let mut set = Vec::new();
    let mut i = 0;
    if body.first() == Some(&'^') {
        return None;
    }
    while i < body.len() {
        if i + 2 < body.len() && body[i + 1] == '-' {
            set.extend(body[i]..=body[i + 2]);
            i += 3;
        } else {
            set.push(body[i]);
            i += 1;
        }
    }
    (!set.is_empty()).then_some(set)
}

/// Applies mutation number `kind` somewhere in `value`.
fn mutate(value: &mut Value, rng: &mut Rng, kind: usize) {
    let mut paths = Vec::new();
    collect_paths(value, String::new(), &mut paths);
    let path = paths[rng.below(paths.len())].clone();
    let Some(node) = value.pointer_mut(&path) else {
        return;
    };
    match (kind, &mut *node) {
        (0, Value::Object(map)) if !map.is_empty() => {
            let key = map
                .keys()
                .nth(rng.below(map.len()))
                .cloned()
                .unwrap_or_default();
            map.remove(&key);
        }
        (1, Value::Object(map)) => {
            map.insert("unexpectedField".into(), json!(1));
        }
        (2, _) => *node = Value::Null,
        (3, Value::String(s)) => {
            let extra = if rng.chance(50) { 1 } else { 300 };
            s.extend(std::iter::repeat_n('x', extra));
        }
        (3, Value::Number(n)) => {
            let f = n.as_f64().unwrap_or(0.0);
            *node = match rng.below(4) {
                0 => json!(f + 1.0),
                1 => json!(f - 1.0),
                2 => json!(f + 0.5),
                _ => json!(-f - 1.0),
            };
        }
        (3, Value::Array(items)) => {
            if let Some(first) = items.first().cloned() {
                items.push(first);
            } else {
                items.push(json!("x"));
            }
        }
        (4, Value::String(s)) => {
            if s.is_empty() {
                s.push('Z');
            } else {
                s.pop();
            }
        }
        (4, Value::Array(items)) => items.clear(),
        (5, Value::String(_)) => *node = json!(7),
        (5, Value::Bool(b)) => *node = json!(if *b { "true" } else { "false" }),
        (5, Value::Number(_)) => *node = json!("1"),
        (5, Value::Object(_)) => *node = json!([]),
        (_, Value::String(s)) => *s = format!("bogus-{s}"),
        (_, Value::Object(map)) => {
            map.insert("unexpectedField".into(), json!(null));
        }
        (_, other) => *other = json!("bogus"),
    }
}

fn collect_paths(value: &Value, path: String, out: &mut Vec<String>) {
    out.push(path.clone());
    match value {
        Value::Object(map) => {
            for (k, v) in map {
                collect_paths(
                    v,
                    format!("{path}/{}", k.replace('~', "~0").replace('/', "~1")),
                    out,
                );
            }
        }
        Value::Array(items) => {
            for (i, v) in items.iter().enumerate() {
                collect_paths(v, format!("{path}/{i}"), out);
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A one-value enum stands in for a constant here (codegen has no `schemars` feature of its own).
    #[derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema, ts_rs::TS)]
    enum Kind {
        #[serde(rename = "probe")]
        Probe,
    }

    /// A probe type.
    #[derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema, ts_rs::TS)]
    #[serde(deny_unknown_fields)]
    struct Probe {
        kind: Kind,
        name: wire_kit::BoundedString<1, 4>,
        count: wire_kit::BoundedInt<0, 9>,
    }

    fn upstream(max_length: u64) -> Value {
        json!({"components": {"schemas": {"Probe": {
            "type": "object",
            "additionalProperties": false,
            "required": ["kind", "name", "count"],
            "properties": {
                "kind": {"const": "probe"},
                "name": {"type": "string", "minLength": 1, "maxLength": max_length},
                "count": {"type": "integer", "minimum": 0, "maximum": 9}
            }
        }}}})
    }

    #[test]
    fn equal_contracts_agree_and_different_ones_do_not() {
        let entry = TypeEntry::of::<Probe>("Probe");
        let same = check(&entry, &upstream(4), "#/components/schemas/Probe", 40, 7);
        assert_eq!(same.result(), Ok(()));
        assert!(
            same.upstream_valid > 20 && same.upstream_valid < same.total,
            "{same:?}"
        );
        let looser = check(&entry, &upstream(5), "#/components/schemas/Probe", 40, 7);
        assert!(!looser.disagreements.is_empty());
    }

    #[test]
    fn patterns_sample_matching_strings() {
        let mut rng = Rng(1);
        for (pattern, check) in [
            (
                "^[0-9a-f]{64}$",
                (|s: &str| s.len() == 64 && s.bytes().all(|b| b.is_ascii_hexdigit()))
                    as fn(&str) -> bool,
            ),
            ("^goal-[a-f0-9]{12}$", |s| {
                s.starts_with("goal-") && s.len() == 17
            }),
            ("^image/(png|jpeg|webp|gif)$", |s| {
                ["image/png", "image/jpeg", "image/webp", "image/gif"].contains(&s)
            }),
            ("^(?:|[0-9a-f]{64})$", |s| s.is_empty() || s.len() == 64),
            ("^[a-z][a-z0-9-]{0,63}$", |s| {
                !s.is_empty() && s.len() <= 64 && s.as_bytes()[0].is_ascii_lowercase()
            }),
            ("^[0-9]+$", |s| {
                !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())
            }),
        ] {
            for _ in 0..50 {
                let s = sample_pattern(pattern, &mut rng)
                    .unwrap_or_else(|| panic!("{pattern} unsupported"));
                assert!(check(&s), "{pattern} gave {s:?}");
            }
        }
    }
}
