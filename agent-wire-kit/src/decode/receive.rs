//! The receive view: undeclared members dropped by what the decoder says
//! of them.

use super::error::DecodeError;
use super::exact::from_value;
use serde::de::DeserializeOwned;
use serde_json::{Map, Value};
use std::collections::HashMap;

/// How many decodes one round may make: one per place where the
/// document has undeclared members, which the type's shape bounds.
const MAX_PASSES: usize = 16;

/// Decodes `json` as `T` (named `type_name`) as a client receives it,
/// after its exact decode ([`from_str`](super::from_str)) failed with
/// `first`: members the contract does not declare are dropped, at any
/// depth, and every declared member is checked as the exact decode checks
/// it. What [`decode_receive`](super::decode_receive) does after a failed
/// exact decode; a client that tried the exact decode first (its fast path)
/// calls this rather than decode the same text again.
///
/// Each refusal of an undeclared member names every member its object
/// declares, and one pass then drops all the others from that object and
/// from the objects at the same place in the other elements of a list, so
/// the cost is linear in the size of the document, whatever the number of
/// undeclared members. The document is decoded again once per such place,
/// at most 16 times.
///
/// # Errors
///
/// `first` when it is not about an undeclared member (or `json` is not
/// JSON); otherwise the first error that dropping members does not cure.
pub fn receive_after<T: DeserializeOwned>(
    type_name: &'static str,
    json: &str,
    first: DecodeError,
) -> Result<T, DecodeError> {
    counted(type_name, json, first).0
}

/// [`receive_after`], with how many decodes it took.
///
/// The first round applies what one refusal teaches to every element of
/// the enclosing lists. That is wrong only where the elements are of
/// different union branches that declare different members; if that
/// round fails after generalizing, a second round drops members from
/// the refused objects alone.
pub(crate) fn counted<T: DeserializeOwned>(
    type_name: &'static str,
    json: &str,
    first: DecodeError,
) -> (Result<T, DecodeError>, usize) {
    if Refusal::of(&first).is_none() {
        return (Err(first), 0);
    }
    let parse = || serde_json::from_str::<Value>(json);
    let Ok(value) = parse() else {
        return (Err(first), 0);
    };
    let (outcome, passes, generalized) = round::<T>(type_name, value, true, Some(first));
    if outcome.is_ok() || !generalized {
        return (outcome, passes);
    }
    let Ok(value) = parse() else {
        return (outcome, passes);
    };
    let (outcome, more, _) = round::<T>(type_name, value, false, None);
    (outcome, passes + more)
}

/// One round: decode, drop what the refusal names, again. Gives the
/// outcome, the number of decodes and whether a member was dropped from
/// an object that was not itself refused.
fn round<T: DeserializeOwned>(
    type_name: &'static str,
    mut value: Value,
    generalize: bool,
    mut known: Option<DecodeError>,
) -> (Result<T, DecodeError>, usize, bool) {
    // What each place (the path without its indices) was found to declare.
    let mut learned: HashMap<Vec<Option<String>>, Vec<String>> = HashMap::new();
    let mut generalized = false;
    let mut passes = 0;
    loop {
        let error = match known.take() {
            Some(e) => e,
            None => {
                passes += 1;
                match from_value::<T>(type_name, &value) {
                    Ok(v) => return (Ok(v), passes, generalized),
                    Err(e) => e,
                }
            }
        };
        let Some(refusal) = Refusal::of(&error) else {
            return (Err(error), passes, generalized);
        };
        let place: Vec<Option<String>> = refusal
            .object
            .iter()
            .map(|s| match s {
                Step::Key(k) => Some(k.clone()),
                Step::Index(_) => None,
            })
            .collect();
        // A place refused again with another list holds objects of
        // different shapes: from then on, only the refused object.
        let everywhere = generalize && !learned.contains_key(&place);
        let dropped = drop_at(&mut value, &refusal.object, &refusal.declared, everywhere);
        learned.entry(place).or_insert(refusal.declared);
        generalized |= dropped.others > 0;
        // When the refused object cannot be found or lost nothing, going
        // on would refuse it again.
        if dropped.own == 0 || passes == MAX_PASSES {
            return (Err(error), passes, generalized);
        }
    }
}

/// One step of a path: a member, or an element.
enum Step {
    Key(String),
    Index(usize),
}

/// An "unknown field" error: the path of the object holding the member,
/// and the members that object declares.
struct Refusal {
    object: Vec<Step>,
    declared: Vec<String>,
}

impl Refusal {
    /// Reads serde's ``unknown field `K`, expected one of `A`, `B` ``
    /// (or ``expected `A` or `B` ``, ``expected `A` ``, `there are no
    /// fields`). Declared names hold no backquote, so the list is what
    /// follows the last `` `, expected `` and `K`, which may hold
    /// anything, what precedes it.
    fn of(error: &DecodeError) -> Option<Refusal> {
        let rest = error.message().strip_prefix("unknown field `")?;
        let (key, declared) = match rest.strip_suffix("`, there are no fields") {
            Some(key) => (key, Vec::new()),
            None => {
                let (key, list) = rest.rsplit_once("`, expected ")?;
                let names = list.strip_prefix("one of ").unwrap_or(list);
                // The names are the odd pieces between backquotes.
                let declared = names.split('`').skip(1).step_by(2);
                (key, declared.map(str::to_owned).collect())
            }
        };
        // The path names the member itself (`payload.xNew`), or its object.
        let path = error.path();
        let object = match path.strip_suffix(key) {
            Some(parent) if !key.is_empty() => parent.strip_suffix('.').unwrap_or(parent),
            _ => path,
        };
        Some(Refusal {
            object: steps(object)?,
            declared,
        })
    }
}

/// `a.b[0][2].c` as steps; the empty path and `(root)` are the root.
/// Only declared names and indices occur in a refused object's path.
fn steps(path: &str) -> Option<Vec<Step>> {
    let mut out = Vec::new();
    if path.is_empty() || path == "(root)" {
        return Some(out);
    }
    for part in path.split('.') {
        let (key, mut rest) = part.split_once('[').unwrap_or((part, ""));
        if !key.is_empty() {
            out.push(Step::Key(key.to_owned()));
        }
        while let Some((index, after)) = rest.split_once(']') {
            out.push(Step::Index(index.parse().ok()?));
            rest = after.strip_prefix('[').unwrap_or(after);
        }
    }
    Some(out)
}

/// Members dropped from the refused object, and from others.
#[derive(Default)]
struct Dropped {
    own: usize,
    others: usize,
}

/// Drops the members not in `declared` from the object `path` leads to
/// and, `everywhere`, from the objects at the same place in every other
/// element of the lists on the way.
fn drop_at(value: &mut Value, path: &[Step], declared: &[String], everywhere: bool) -> Dropped {
    let mut dropped = Dropped::default();
    let mut found = |object: &mut Map<String, Value>, own: bool| {
        let before = object.len();
        object.retain(|k, _| declared.iter().any(|d| d == k));
        let n = before - object.len();
        match own {
            true => dropped.own += n,
            false => dropped.others += n,
        }
    };
    walk(value, path, true, everywhere, &mut found);
    dropped
}

fn walk(
    value: &mut Value,
    path: &[Step],
    own: bool,
    everywhere: bool,
    found: &mut dyn FnMut(&mut Map<String, Value>, bool),
) {
    let Some((step, rest)) = path.split_first() else {
        if let Value::Object(object) = value {
            found(object, own);
        }
        return;
    };
    match (step, value) {
        (Step::Key(k), Value::Object(object)) => {
            if let Some(v) = object.get_mut(k.as_str()) {
                walk(v, rest, own, everywhere, found);
            }
        }
        (Step::Index(i), Value::Array(items)) if everywhere => {
            for (j, v) in items.iter_mut().enumerate() {
                walk(v, rest, own && j == *i, everywhere, found);
            }
        }
        (Step::Index(i), Value::Array(items)) => {
            if let Some(v) = items.get_mut(*i) {
                walk(v, rest, own, everywhere, found);
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::{Deserialize, Serialize};
    use serde_json::json;
    use std::num::NonZeroU32;

    #[derive(Debug, Serialize, Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Envelope {
        cursor: NonZeroU32,
        payload: Payload,
    }

    #[derive(Debug, Serialize, Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Payload {
        kind: String,
        // Open: every member is kept.
        value: Value,
    }

    #[derive(Debug, Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Page {
        items: Vec<Item>,
    }

    #[derive(Debug, Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Item {
        id: String,
    }

    /// The receive view of `json` with the number of decodes it took
    /// after the exact one.
    fn passes<T: DeserializeOwned>(json: &str) -> (Result<T, DecodeError>, usize) {
        match super::super::from_str::<T>("T", json) {
            Ok(v) => (Ok(v), 0),
            Err(first) => counted::<T>("T", json, first),
        }
    }

    fn envelope() -> Value {
        json!({"cursor": 3, "payload": {"kind": "a", "value": {"kept": 1}}})
    }

    /// Dropping one member per decode took 256 decodes of the whole
    /// envelope for 255 members.
    #[test]
    fn undeclared_members_cost_a_few_decodes_however_many_they_are() {
        let mut counts = Vec::new();
        for n in [1, 32, 255] {
            let mut v = envelope();
            for i in 0..n {
                v[format!("x{i}")] = json!(i);
                v["payload"][format!("y{i}")] = json!({"deep": [i]});
            }
            let (received, decodes) = passes::<Envelope>(&v.to_string());
            assert_eq!(received.unwrap().cursor.get(), 3);
            counts.push(decodes);
        }
        assert!(counts.iter().all(|&c| c <= 3), "{counts:?}");
        assert_eq!(counts[0], counts[2], "{counts:?}");
    }

    #[test]
    fn a_list_of_objects_with_undeclared_members_costs_one_decode_per_place() {
        let items: Vec<Value> = (0..100)
            .map(|i| json!({"id": format!("s{i}"), format!("new{i}"): {"a": i}}))
            .collect();
        let page = json!({"items": items, "more": 1});
        let (received, decodes) = passes::<Page>(&page.to_string());
        let received = received.unwrap();
        assert_eq!(received.items.len(), 100);
        assert_eq!(received.items[99].id, "s99");
        assert!(decodes <= 3, "{decodes} decodes");
    }

    #[test]
    fn declared_members_are_still_checked_and_odd_names_are_dropped() {
        let receive = |v: &Value| passes::<Envelope>(&v.to_string()).0;
        // A constraint broken next to undeclared members is still an error.
        let mut v = envelope();
        v["x"] = json!(1);
        v["cursor"] = json!(0);
        assert_eq!(receive(&v).unwrap_err().path(), "cursor");
        // Names that look like paths or like serde's own message.
        let mut v = envelope();
        for name in ["a.b", "c[0]", "d`, expected `cursor", "", "payload", "`"] {
            v["payload"][name] = json!(1);
            v[format!("{name}!")] = json!(2);
        }
        assert_eq!(receive(&v).unwrap().cursor.get(), 3);
        // Open objects keep every member.
        let mut v = envelope();
        v["payload"]["value"]["new"] = json!(true);
        let e = receive(&v).unwrap();
        assert_eq!(e.payload.value, json!({"kept": 1, "new": true}));
        // Not JSON, or not the type: the exact decoder's error.
        for text in ["{\"x\":1, oops", "[1]"] {
            let exact = super::super::from_str::<Envelope>("T", text).unwrap_err();
            assert_eq!(passes::<Envelope>(text).0.unwrap_err(), exact, "{text}");
        }
    }
}
