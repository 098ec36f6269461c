//! Comparing two normalised contracts.

use super::model::{Contract, Direction, Entry, Extra, Member, Ty};
use super::rules::{self, Effect, Kind, Verdict};
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet, VecDeque};

/// One change between two contracts.
#[derive(Debug, Clone, PartialEq)]
pub struct Change {
    /// Where: an entry point or a type, then the member path.
    pub location: String,
    /// The entry point or type the location is in.
    pub group: String,
    /// The named type or entry point the change was found in, before it was
    /// located at a route: what changed in the contract's own declarations.
    pub source: String,
    /// What kind of change.
    pub kind: Kind,
    /// Which way the changed values travel.
    pub direction: Direction,
    /// What the change does to the values the contract allows.
    pub effect: Effect,
    /// Whether it is breaking and whether it needs a new server.
    pub verdict: Verdict,
    /// What changed, in words.
    pub detail: String,
}

/// The direction of every named type reached from an entry point `counts`.
fn directions(c: &Contract, counts: impl Fn(&Entry) -> bool) -> BTreeMap<String, Direction> {
    let mut out: BTreeMap<String, Direction> = BTreeMap::new();
    for e in c.entries.iter().filter(|e| counts(e)) {
        let mut stack = Vec::new();
        refs(&e.ty, &mut stack);
        let mut seen = BTreeSet::new();
        while let Some(name) = stack.pop() {
            if !seen.insert(name.clone()) {
                continue;
            }
            let d = out.get(&name).map_or(e.direction, |d| d.join(e.direction));
            out.insert(name.clone(), d);
            if let Some(t) = c.types.get(&name) {
                refs(t, &mut stack);
            }
        }
    }
    out
}

fn refs(t: &Ty, out: &mut Vec<String>) {
    match t {
        Ty::Ref(n) => out.push(n.clone()),
        Ty::Array { items, .. } => refs(items, out),
        Ty::Object { members, extra } => {
            members.values().for_each(|m| refs(&m.ty, out));
            if let Extra::Typed(t) = extra {
                refs(t, out);
            }
        }
        Ty::Union(v) | Ty::AllOf(v) => v.iter().for_each(|t| refs(t, out)),
        Ty::Generic { args, .. } => args.iter().for_each(|t| refs(t, out)),
        Ty::Any | Ty::Null | Ty::Scalar { .. } | Ty::Enum { .. } => {}
    }
}

struct Ctx<'c> {
    out: Vec<Change>,
    group: String,
    source: String,
    old_types: &'c BTreeMap<String, Ty>,
    new_types: &'c BTreeMap<String, Ty>,
    /// References being compared structurally (a guard against cycles).
    resolving: Vec<(String, String)>,
}

impl Ctx<'_> {
    fn push(
        &mut self,
        location: &str,
        kind: Kind,
        direction: Direction,
        closed: bool,
        detail: String,
    ) {
        let effect = rules::rule(kind, closed);
        let inside = !self.group.is_empty()
            && location
                .strip_prefix(self.group.as_str())
                .is_some_and(|rest| rest.is_empty() || rest.starts_with(['.', '[', '<', ' ']));
        let group = if inside {
            self.group.clone()
        } else {
            location.to_owned()
        };
        self.out.push(Change {
            location: location.to_owned(),
            group,
            source: self.source.clone(),
            kind,
            direction,
            effect,
            verdict: rules::verdict(effect, direction),
            detail,
        });
    }
}

/// Every change from `old` to `new`, worst first within each location.
pub fn diff(old: &Contract, new: &Contract) -> Vec<Change> {
    let mut cx = Ctx {
        out: Vec::new(),
        group: String::new(),
        source: String::new(),
        old_types: &old.types,
        new_types: &new.types,
        resolving: Vec::new(),
    };
    // The direction a change in a named type is found with; `relocate` then
    // gives each route that reaches the type the direction of its own use.
    let dir_old = directions(old, |_| true);
    let dir_new = directions(new, |_| true);
    let dir_of = |name: &str| match (dir_old.get(name), dir_new.get(name)) {
        (Some(a), Some(b)) => a.join(*b),
        (Some(a), None) | (None, Some(a)) => *a,
        (None, None) => Direction::Both,
    };

    // Entry points.
    let old_entries: BTreeMap<&str, _> = old
        .entries
        .iter()
        .map(|e| (e.location.as_str(), e))
        .collect();
    let new_entries: BTreeMap<&str, _> = new
        .entries
        .iter()
        .map(|e| (e.location.as_str(), e))
        .collect();
    for (loc, e) in &new_entries {
        cx.group = e.parent.clone().unwrap_or_else(|| (*loc).to_owned());
        cx.source = match &e.ty {
            Ty::Ref(name) => name.clone(),
            _ => (*loc).to_owned(),
        };
        match old_entries.get(loc) {
            Some(o) => diff_ty(&mut cx, loc, &o.ty, &e.ty, e.direction, false),
            None => {
                let parent_new = e
                    .parent
                    .as_deref()
                    .is_some_and(|p| !old_entries.contains_key(p));
                if !parent_new {
                    let dir = if e.call {
                        Direction::ToServer
                    } else {
                        e.direction
                    };
                    cx.push(loc, Kind::EntryAdded, dir, true, "added".into());
                }
            }
        }
    }
    for (loc, o) in &old_entries {
        if !new_entries.contains_key(loc) {
            cx.group = o.parent.clone().unwrap_or_else(|| (*loc).to_owned());
            cx.source = match &o.ty {
                Ty::Ref(name) => name.clone(),
                _ => (*loc).to_owned(),
            };
            let parent_gone = o
                .parent
                .as_deref()
                .is_some_and(|p| !new_entries.contains_key(p));
            if !parent_gone {
                let dir = if o.call {
                    Direction::ToServer
                } else {
                    o.direction
                };
                cx.push(loc, Kind::EntryRemoved, dir, true, "removed".into());
            }
        }
    }

    // Named types.
    let first_type_change = cx.out.len();
    for (name, t) in &new.types {
        cx.group.clone_from(name);
        cx.source.clone_from(name);
        match old.types.get(name) {
            Some(o) => diff_ty(&mut cx, name, o, t, dir_of(name), false),
            // An entry point's type is reported as the entry.
            None if is_entry_type(new, name) => {}
            None => cx.push(name, Kind::TypeAdded, dir_of(name), true, "added".into()),
        }
    }
    for name in old.types.keys() {
        if !new.types.contains_key(name) && !is_entry_type(old, name) {
            cx.group.clone_from(name);
            cx.source.clone_from(name);
            cx.push(
                name,
                Kind::TypeRemoved,
                dir_of(name),
                true,
                "removed".into(),
            );
        }
    }
    let in_types = cx.out.split_off(first_type_change);
    cx.out.extend(relocate(in_types, old, new));

    // Error codes (sent to clients).
    cx.group = "error codes".into();
    cx.source = "error codes".into();
    for (code, name) in &new.error_codes {
        if !old.error_codes.contains_key(code) {
            cx.push(
                "error codes",
                Kind::ErrorCodeAdded,
                Direction::ToClient,
                true,
                format!("{code} {name}"),
            );
        }
    }
    for (code, name) in &old.error_codes {
        if !new.error_codes.contains_key(code) {
            cx.push(
                "error codes",
                Kind::ErrorCodeRemoved,
                Direction::ToClient,
                true,
                format!("{code} {name}"),
            );
        }
    }

    // Constants.
    for (name, v) in &new.constants {
        cx.group.clone_from(name);
        cx.source.clone_from(name);
        match old.constants.get(name) {
            Some(o) if o != v => cx.push(
                name,
                Kind::ConstantChanged,
                Direction::Both,
                true,
                value_change(o, v),
            ),
            Some(_) => {}
            None => cx.push(
                name,
                Kind::ConstantAddedOrRemoved,
                Direction::Both,
                true,
                "added".into(),
            ),
        }
    }
    for name in old.constants.keys() {
        if !new.constants.contains_key(name) {
            cx.group.clone_from(name);
            cx.source.clone_from(name);
            cx.push(
                name,
                Kind::ConstantAddedOrRemoved,
                Direction::Both,
                true,
                "removed".into(),
            );
        }
    }
    cx.out
}

/// Whether `name` is an entry point, or the whole type of one (a route's
/// request or answer).
fn is_entry_type(c: &Contract, name: &str) -> bool {
    c.entries
        .iter()
        .any(|e| e.location == name || matches!(&e.ty, Ty::Ref(n) if n == name))
}

fn value_change(o: &Value, n: &Value) -> String {
    if let (Value::Object(a), Value::Object(b)) = (o, n) {
        let keys: BTreeSet<&String> = a.keys().chain(b.keys()).collect();
        let changed: Vec<String> = keys
            .into_iter()
            .filter(|k| a.get(*k) != b.get(*k))
            .map(|k| match (a.get(k), b.get(k)) {
                (None, _) => format!("+{k}"),
                (_, None) => format!("-{k}"),
                _ => format!("~{k}"),
            })
            .collect();
        return format!("entries changed: {}", changed.join(", "));
    }
    format!("{} → {}", short(o), short(n))
}

fn short(v: &Value) -> String {
    let s = v.to_string();
    if s.chars().count() > 60 {
        format!("{}…", s.chars().take(60).collect::<String>())
    } else {
        s
    }
}

fn strip_null(t: &Ty) -> (Ty, bool) {
    match t {
        Ty::Union(v) if v.contains(&Ty::Null) => {
            let rest: Vec<Ty> = v.iter().filter(|t| **t != Ty::Null).cloned().collect();
            (super::model::union(rest), true)
        }
        other => (other.clone(), false),
    }
}

fn describe(t: &Ty) -> String {
    match t {
        Ty::Any => "any".into(),
        Ty::Null => "null".into(),
        Ty::Scalar { kind, .. } => kind.clone(),
        Ty::Enum { values, .. } if values.len() == 1 => short(&values[0]),
        Ty::Enum { .. } => "enum".into(),
        Ty::Array { items, .. } => format!("{}[]", describe(items)),
        Ty::Object { .. } => "object".into(),
        Ty::Ref(n) => n.clone(),
        Ty::Union(v) => v.iter().map(describe).collect::<Vec<_>>().join(" | "),
        Ty::AllOf(v) => v.iter().map(describe).collect::<Vec<_>>().join(" & "),
        Ty::Generic { name, args } => {
            format!(
                "{name}<{}>",
                args.iter().map(describe).collect::<Vec<_>>().join(", ")
            )
        }
    }
}

fn diff_ty(cx: &mut Ctx, loc: &str, old: &Ty, new: &Ty, dir: Direction, closed_ctx: bool) {
    if old == new {
        return;
    }
    let (o, on) = strip_null(old);
    let (n, nn) = strip_null(new);
    if on != nn {
        let kind = if nn {
            Kind::NullableAdded
        } else {
            Kind::NullableRemoved
        };
        cx.push(
            loc,
            kind,
            dir,
            closed_ctx,
            if nn {
                "now accepts null"
            } else {
                "no longer accepts null"
            }
            .into(),
        );
    }
    if o == n {
        return;
    }
    // A reference against an inline type, or a renamed reference: compare
    // what they stand for.
    let (ro, rn) = (cx.resolve_old(&o), cx.resolve_new(&n));
    if ro.is_some() || rn.is_some() {
        let key = (describe(&o), describe(&n));
        let same_name = matches!((&o, &n), (Ty::Ref(a), Ty::Ref(b)) if a == b);
        if !same_name && !cx.resolving.contains(&key) {
            let a = ro.unwrap_or_else(|| o.clone());
            let b = rn.unwrap_or_else(|| n.clone());
            cx.resolving.push(key);
            diff_ty(cx, loc, &a, &b, dir, closed_ctx);
            cx.resolving.pop();
            return;
        }
    }
    match (&o, &n) {
        (
            Ty::Scalar {
                kind: a,
                constraints: ca,
            },
            Ty::Scalar {
                kind: b,
                constraints: cb,
            },
        ) => {
            if a == b {
                constraints(cx, loc, ca, cb, dir);
            } else if a == "integer" && b == "number" {
                cx.push(
                    loc,
                    Kind::ConstraintLoosened,
                    dir,
                    true,
                    "integer → number".into(),
                );
            } else if a == "number" && b == "integer" {
                cx.push(
                    loc,
                    Kind::ConstraintTightened,
                    dir,
                    true,
                    "number → integer".into(),
                );
            } else {
                cx.push(loc, Kind::TypeChanged, dir, true, format!("{a} → {b}"));
            }
        }
        (
            Ty::Enum {
                values: a,
                open: oa,
            },
            Ty::Enum {
                values: b,
                open: ob,
            },
        ) => {
            for v in b.iter().filter(|v| !a.contains(v)) {
                let kind = if *oa && *ob {
                    Kind::OpenEnumValueChanged
                } else {
                    Kind::EnumValueAdded
                };
                cx.push(loc, kind, dir, !*oa, format!("value {} added", short(v)));
            }
            for v in a.iter().filter(|v| !b.contains(v)) {
                let kind = if *oa && *ob {
                    Kind::OpenEnumValueChanged
                } else {
                    Kind::EnumValueRemoved
                };
                cx.push(loc, kind, dir, !*ob, format!("value {} removed", short(v)));
            }
            if oa != ob {
                let kind = if *ob {
                    Kind::ClosedToOpen
                } else {
                    Kind::OpenToClosed
                };
                cx.push(loc, kind, dir, true, "set of values".into());
            }
        }
        (Ty::Enum { open: false, .. }, Ty::Scalar { kind, .. }) if kind == "string" => {
            cx.push(
                loc,
                Kind::ClosedToOpen,
                dir,
                true,
                "enum → any string".into(),
            );
        }
        (Ty::Scalar { kind, .. }, Ty::Enum { open: false, .. }) if kind == "string" => {
            cx.push(
                loc,
                Kind::OpenToClosed,
                dir,
                true,
                "any string → enum".into(),
            );
        }
        (
            Ty::Array {
                items: a,
                constraints: ca,
            },
            Ty::Array {
                items: b,
                constraints: cb,
            },
        ) => {
            constraints(cx, loc, ca, cb, dir);
            diff_ty(cx, &format!("{loc}[]"), a, b, dir, closed_ctx);
        }
        (
            Ty::Object {
                members: ma,
                extra: ea,
            },
            Ty::Object {
                members: mb,
                extra: eb,
            },
        ) => {
            objects(cx, loc, (ma, ea), (mb, eb), dir);
        }
        (Ty::Union(a), Ty::Union(b)) => unions(cx, loc, a, b, dir),
        // The parts' members are the whole's: no step in the path.
        (Ty::AllOf(a), Ty::AllOf(b)) if a.len() == b.len() => {
            for (x, y) in a.iter().zip(b) {
                diff_ty(cx, loc, x, y, dir, closed_ctx);
            }
        }
        (Ty::Generic { name: x, args: a }, Ty::Generic { name: y, args: b })
            if x == y && a.len() == b.len() =>
        {
            for (i, (p, q)) in a.iter().zip(b).enumerate() {
                diff_ty(cx, &generic_step(loc, x, i), p, q, dir, closed_ctx);
            }
        }
        // A union that gained or lost members around a kept one.
        (Ty::Union(a), single) if a.contains(single) => {
            unions(cx, loc, a, std::slice::from_ref(single), dir)
        }
        (single, Ty::Union(b)) if b.contains(single) => {
            unions(cx, loc, std::slice::from_ref(single), b, dir)
        }
        _ => cx.push(
            loc,
            Kind::TypeChanged,
            dir,
            true,
            format!("{} → {}", describe(&o), describe(&n)),
        ),
    }
}

impl Ctx<'_> {
    fn resolve_old(&self, t: &Ty) -> Option<Ty> {
        match t {
            Ty::Ref(n) => self.old_types.get(n).cloned(),
            _ => None,
        }
    }

    fn resolve_new(&self, t: &Ty) -> Option<Ty> {
        match t {
            Ty::Ref(n) => self.new_types.get(n).cloned(),
            _ => None,
        }
    }
}

fn is_closed(e: &Extra) -> bool {
    matches!(e, Extra::Closed)
}

fn objects(
    cx: &mut Ctx,
    loc: &str,
    (ma, ea): (&BTreeMap<String, Member>, &Extra),
    (mb, eb): (&BTreeMap<String, Member>, &Extra),
    dir: Direction,
) {
    for (name, m) in mb {
        let path = format!("{loc}.{name}");
        match ma.get(name) {
            None => {
                let kind = if m.required {
                    Kind::RequiredMemberAdded
                } else {
                    Kind::OptionalMemberAdded
                };
                cx.push(
                    &path,
                    kind,
                    dir,
                    is_closed(ea),
                    format!("added ({})", describe(&m.ty)),
                );
            }
            Some(o) => {
                if o.required != m.required {
                    let kind = if m.required {
                        Kind::OptionalToRequired
                    } else {
                        Kind::RequiredToOptional
                    };
                    cx.push(
                        &path,
                        kind,
                        dir,
                        true,
                        if m.required {
                            "now required"
                        } else {
                            "now optional"
                        }
                        .into(),
                    );
                }
                match (&o.default, &m.default) {
                    (Some(a), Some(b)) if a != b => cx.push(
                        &path,
                        Kind::DefaultChanged,
                        dir,
                        true,
                        format!("default {} → {}", short(a), short(b)),
                    ),
                    (None, Some(b)) => cx.push(
                        &path,
                        Kind::DefaultAddedOrRemoved,
                        dir,
                        true,
                        format!("default {} added", short(b)),
                    ),
                    (Some(a), None) => cx.push(
                        &path,
                        Kind::DefaultAddedOrRemoved,
                        dir,
                        true,
                        format!("default {} removed", short(a)),
                    ),
                    _ => {}
                }
                diff_ty(cx, &path, &o.ty, &m.ty, dir, is_closed(eb));
            }
        }
    }
    for (name, m) in ma {
        if !mb.contains_key(name) {
            let kind = if m.required {
                Kind::RequiredMemberRemoved
            } else {
                Kind::OptionalMemberRemoved
            };
            cx.push(
                &format!("{loc}.{name}"),
                kind,
                dir,
                is_closed(eb),
                "removed".into(),
            );
        }
    }
    match (ea, eb) {
        (Extra::Closed, Extra::Closed) | (Extra::Open, Extra::Open) => {}
        (Extra::Typed(a), Extra::Typed(b)) => diff_ty(cx, &format!("{loc}.*"), a, b, dir, false),
        (Extra::Closed, _) => cx.push(
            loc,
            Kind::ClosedToOpen,
            dir,
            true,
            "now accepts undeclared members".into(),
        ),
        (_, Extra::Closed) => cx.push(
            loc,
            Kind::OpenToClosed,
            dir,
            true,
            "now refuses undeclared members".into(),
        ),
        (Extra::Open, Extra::Typed(_)) => cx.push(
            loc,
            Kind::OpenToClosed,
            dir,
            true,
            "undeclared members now typed".into(),
        ),
        (Extra::Typed(_), Extra::Open) => cx.push(
            loc,
            Kind::ClosedToOpen,
            dir,
            true,
            "undeclared members no longer typed".into(),
        ),
    }
}

/// The key a union member is matched by: its name, its discriminator value,
/// or its kind.
fn variant_key(t: &Ty) -> String {
    match t {
        Ty::Ref(n) => n.clone(),
        Ty::Object { members, .. } => {
            for tag in ["type", "kind", "event", "method", "op"] {
                if let Some(Member {
                    ty: Ty::Enum { values, .. },
                    ..
                }) = members.get(tag)
                    && values.len() == 1
                {
                    let v = values[0]
                        .as_str()
                        .map_or_else(|| values[0].to_string(), str::to_owned);
                    return format!("{tag}={v}");
                }
            }
            "object".into()
        }
        Ty::Scalar { kind, .. } => kind.clone(),
        Ty::Enum { .. } => "enum".into(),
        Ty::Array { .. } => "array".into(),
        other => describe(other),
    }
}

fn unions(cx: &mut Ctx, loc: &str, a: &[Ty], b: &[Ty], dir: Direction) {
    let ka: Vec<String> = a.iter().map(variant_key).collect();
    let kb: Vec<String> = b.iter().map(variant_key).collect();
    for (k, t) in kb.iter().zip(b) {
        match ka.iter().position(|x| x == k) {
            Some(i) => diff_ty(cx, &format!("{loc}[{k}]"), &a[i], t, dir, false),
            None => cx.push(
                &format!("{loc}[{k}]"),
                Kind::VariantAdded,
                dir,
                true,
                "added".into(),
            ),
        }
    }
    for k in &ka {
        if !kb.contains(k) {
            cx.push(
                &format!("{loc}[{k}]"),
                Kind::VariantRemoved,
                dir,
                true,
                "removed".into(),
            );
        }
    }
}

/// Whether a constraint change accepts more (`Some(true)`), less
/// (`Some(false)`), or neither contains the other (`None`).
fn loosens(key: &str, old: Option<&Value>, new: Option<&Value>) -> Option<bool> {
    let num = |v: Option<&Value>| v.and_then(Value::as_f64);
    match (old, new) {
        (None, Some(_)) => Some(key == "uniqueItems" && new == Some(&Value::Bool(false))),
        (Some(_), None) => Some(!(key == "uniqueItems" && old == Some(&Value::Bool(false)))),
        _ => match key {
            "minLength" | "minimum" | "exclusiveMinimum" | "minItems" | "minProperties" => {
                Some(num(new)? < num(old)?)
            }
            "maxLength" | "maximum" | "exclusiveMaximum" | "maxItems" | "maxProperties" => {
                Some(num(new)? > num(old)?)
            }
            "uniqueItems" => Some(new == Some(&Value::Bool(false))),
            _ => None,
        },
    }
}

fn constraints(
    cx: &mut Ctx,
    loc: &str,
    a: &BTreeMap<String, Value>,
    b: &BTreeMap<String, Value>,
    dir: Direction,
) {
    let keys: BTreeSet<&String> = a.keys().chain(b.keys()).collect();
    for k in keys {
        let (o, n) = (a.get(k), b.get(k));
        let same_number = matches!((o.and_then(Value::as_f64), n.and_then(Value::as_f64)), (Some(x), Some(y)) if x == y);
        if o == n || same_number {
            continue;
        }
        let detail = format!(
            "{k} {} → {}",
            o.map_or("none".into(), short),
            n.map_or("none".into(), short)
        );
        let kind = match loosens(k, o, n) {
            Some(true) => Kind::ConstraintLoosened,
            Some(false) => Kind::ConstraintTightened,
            None => Kind::ConstraintChanged,
        };
        cx.push(loc, kind, dir, true, detail);
    }
}

/// Where a route reaches a named type: the location a change inside the type
/// is reported at, and the route it is grouped under.
struct Use {
    prefix: String,
    group: String,
    direction: Direction,
}

/// For each named type, the routes that reach it, each by the first path
/// found breadth first (so a type used twice in one answer is reported once
/// per route). Only the entries `keep` accepts count.
fn route_uses(c: &Contract, keep: impl Fn(&Entry) -> bool) -> BTreeMap<String, Vec<Use>> {
    let mut out: BTreeMap<String, Vec<Use>> = BTreeMap::new();
    for e in c.entries.iter().filter(|e| e.route && keep(e)) {
        let group = e.parent.clone().unwrap_or_else(|| e.location.clone());
        let mut seen = BTreeSet::new();
        let mut queue = VecDeque::from([(e.ty.clone(), e.location.clone())]);
        while let Some((t, at)) = queue.pop_front() {
            let mut found = Vec::new();
            ref_paths(&t, &at, &mut found);
            for (name, path) in found {
                if !seen.insert(name.clone()) {
                    continue;
                }
                if let Some(t) = c.types.get(&name) {
                    queue.push_back((t.clone(), path.clone()));
                }
                out.entry(name).or_default().push(Use {
                    prefix: path,
                    group: group.clone(),
                    direction: e.direction,
                });
            }
        }
    }
    out
}

/// The references in `t` and their member paths from `at`, spelled as
/// [`diff_ty`] spells locations.
fn ref_paths(t: &Ty, at: &str, out: &mut Vec<(String, String)>) {
    match t {
        Ty::Ref(n) => out.push((n.clone(), at.to_owned())),
        Ty::Array { items, .. } => ref_paths(items, &format!("{at}[]"), out),
        Ty::Object { members, extra } => {
            for (name, m) in members {
                ref_paths(&m.ty, &format!("{at}.{name}"), out);
            }
            if let Extra::Typed(t) = extra {
                ref_paths(t, &format!("{at}.*"), out);
            }
        }
        Ty::Union(v) => {
            let (rest, _) = strip_null(t);
            if matches!(rest, Ty::Union(_)) {
                for t in v.iter().filter(|t| **t != Ty::Null) {
                    ref_paths(t, &format!("{at}[{}]", variant_key(t)), out);
                }
            } else {
                ref_paths(&rest, at, out);
            }
        }
        Ty::AllOf(v) => v.iter().for_each(|t| ref_paths(t, at, out)),
        Ty::Generic { name, args } => {
            for (i, t) in args.iter().enumerate() {
                ref_paths(t, &generic_step(at, name, i), out);
            }
        }
        Ty::Any | Ty::Null | Ty::Scalar { .. } | Ty::Enum { .. } => {}
    }
}

/// The location of argument `i` of a type function: the object argument of
/// `Partial`, `Omit` and their kind keeps its members' names
/// (`PATCH /profiles/{name} body.engine`), any other argument is `<i>`.
fn generic_step(at: &str, name: &str, i: usize) -> String {
    let transparent = matches!(
        name,
        "Partial" | "Required" | "Readonly" | "NonNullable" | "Omit" | "Pick"
    );
    if transparent && i == 0 {
        at.to_owned()
    } else {
        format!("{at}<{i}>")
    }
}

/// Moves each change inside a named type to the routes that reach it, with
/// the direction of each use (a type in a request and in an answer is judged
/// once as sent, once as received). Routes that are new or gone are left out:
/// their appearing is the change. A type also reached by frames, events or
/// methods keeps a report under its own name, in their direction.
fn relocate(changes: Vec<Change>, old: &Contract, new: &Contract) -> Vec<Change> {
    let locations = |c: &Contract| -> BTreeSet<String> {
        c.entries.iter().map(|e| e.location.clone()).collect()
    };
    let (in_old, in_new) = (locations(old), locations(new));
    let kept = |e: &Entry| in_old.contains(&e.location) && in_new.contains(&e.location);
    let (uses_old, uses_new) = (route_uses(old, kept), route_uses(new, kept));
    let others = |c: &Contract| directions(c, |e| !e.route);
    let (other_old, other_new) = (others(old), others(new));
    let mut out = Vec::new();
    for c in changes {
        let uses = uses_new.get(&c.group).or_else(|| uses_old.get(&c.group));
        let (Some(uses), false) = (uses, matches!(c.kind, Kind::TypeAdded | Kind::TypeRemoved))
        else {
            out.push(c);
            continue;
        };
        let rest = c.location.strip_prefix(c.group.as_str()).unwrap_or("");
        for u in uses {
            out.push(Change {
                location: format!("{}{rest}", u.prefix),
                group: u.group.clone(),
                direction: u.direction,
                verdict: rules::verdict(c.effect, u.direction),
                ..c.clone()
            });
        }
        let other = match (other_old.get(&c.group), other_new.get(&c.group)) {
            (Some(a), Some(b)) => Some(a.join(*b)),
            (a, b) => a.or(b).copied(),
        };
        if let Some(direction) = other {
            out.push(Change {
                direction,
                verdict: rules::verdict(c.effect, direction),
                ..c
            });
        }
    }
    out
}
