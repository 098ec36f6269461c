//! What a client sends and what it receives, as two TypeScript views.
//!
//! ts-rs writes each type once, in the contract's words for a decoder: a
//! member with a default is optional (`x?: T`), and so is every `type` tag.
//! A Coderook server writes every member of what it sends (pydantic dumps
//! every field), so the types of results and events, and of every type
//! reachable from them, are also written in a receive view where every
//! member is required. Params keep their optional members. A type reachable
//! from both directions whose views differ is written twice: `Name` (send
//! view) and `NameReceived` (receive view).

use crate::typescript::Decl;
use coderook_protocol::{EVENT_TYPES, METHODS};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

/// The suffix of a receive view written beside its send view.
pub const RECEIVED: &str = "Received";

/// The declarations and which direction reaches each.
pub struct Views {
    decls: BTreeMap<String, String>,
    send: BTreeSet<String>,
    receive: BTreeSet<String>,
    dual: BTreeSet<String>,
}

impl Views {
    /// Classifies `decls` (name → ts-rs declaration) from the method and event tables.
    pub fn new(decls: BTreeMap<String, String>) -> Self {
        let send_roots: Vec<&str> = METHODS.iter().map(|m| m.params).collect();
        let mut receive_roots: Vec<&str> = METHODS.iter().filter_map(|m| m.result).collect();
        receive_roots.extend(EVENT_TYPES.iter().map(|e| e.type_name));
        receive_roots.extend(["Event", "EventPushEnvelope"]);
        let send = reach(&decls, &send_roots);
        let receive = reach(&decls, &receive_roots);
        let mut dual = BTreeSet::new();
        loop {
            let before = dual.len();
            for name in send.intersection(&receive) {
                let decl = &decls[name];
                if required(decl) != *decl || references(decl, &decls).any(|r| dual.contains(&r)) {
                    dual.insert(name.clone());
                }
            }
            if dual.len() == before {
                break;
            }
        }
        Self {
            decls,
            send,
            receive,
            dual,
        }
    }

    /// The name of a type's receive view.
    pub fn receive_name(&self, name: &str) -> String {
        if self.dual.contains(name) {
            format!("{name}{RECEIVED}")
        } else {
            name.to_owned()
        }
    }

    /// Types written twice (send and receive view), by send name.
    pub fn dual(&self) -> &BTreeSet<String> {
        &self.dual
    }

    /// Types only what a client receives reaches: written in their receive view only.
    pub fn receive_only(&self) -> Vec<&str> {
        self.receive
            .iter()
            .filter(|n| !self.send.contains(*n))
            .map(String::as_str)
            .collect()
    }

    /// Types written only in their receive view whose members differ from the send form.
    pub fn receive_only_changed(&self) -> Vec<&str> {
        self.receive
            .iter()
            .filter(|n| !self.send.contains(*n))
            .filter(|n| self.receive_view(n) != self.decls[*n])
            .map(String::as_str)
            .collect()
    }

    fn receive_view(&self, name: &str) -> String {
        let renamed = rename(&self.decls[name], |t| {
            self.dual.contains(t).then(|| format!("{t}{RECEIVED}"))
        });
        received_docs(&required(&renamed))
    }

    /// Every declaration to write, sorted by the name it declares.
    pub fn render(&self) -> Vec<Decl> {
        let decl = |name: &str, docs: Option<String>, body: String| Decl {
            name: name.to_owned(),
            docs,
            body,
            exported: true,
        };
        let mut out = BTreeMap::new();
        for (name, body) in &self.decls {
            if self.dual.contains(name) {
                let received = format!("{name}{RECEIVED}");
                let send_doc = format!(
                    "/**\n * Send view of `{name}`: members with a default may be left out. What a server\n * writes is `{received}`, with every member present.\n */\n"
                );
                let receive_doc = format!(
                    "/**\n * Receive view of `{name}`: every member present, as a server writes it. What a\n * client sends is `{name}`, whose members with a default may be left out.\n */\n"
                );
                out.insert(name.clone(), decl(name, Some(send_doc), body.clone()));
                out.insert(
                    received.clone(),
                    decl(&received, Some(receive_doc), self.receive_view(name)),
                );
            } else if self.receive.contains(name) && !self.send.contains(name) {
                out.insert(name.clone(), decl(name, None, self.receive_view(name)));
            } else {
                out.insert(name.clone(), decl(name, None, body.clone()));
            }
        }
        out.into_values().collect()
    }

    /// [`Views::render`] of declarations as the TypeScript writer selects them.
    pub fn rewrite(decls: Vec<Decl>) -> Vec<Decl> {
        Self::new(decls.into_iter().map(|d| (d.name, d.body)).collect()).render()
    }
}

/// The names `roots` reach through references between declarations.
fn reach(decls: &BTreeMap<String, String>, roots: &[&str]) -> BTreeSet<String> {
    let mut seen = BTreeSet::new();
    let mut todo: Vec<String> = roots.iter().map(|r| (*r).to_owned()).collect();
    while let Some(name) = todo.pop() {
        let Some(decl) = decls.get(&name) else {
            continue;
        };
        if seen.insert(name) {
            todo.extend(references(decl, decls));
        }
    }
    seen
}

/// The declared names a declaration's code mentions (comments and strings aside).
fn references<'a>(
    decl: &'a str,
    decls: &'a BTreeMap<String, String>,
) -> impl Iterator<Item = String> + 'a {
    let mut found = Vec::new();
    rename(decl, |t| {
        if decls.contains_key(t) {
            found.push(t.to_owned());
        }
        None
    });
    found.into_iter()
}

/// Applies `f` to the code between comments and string literals.
fn map_code(text: &str, mut f: impl FnMut(&str) -> String) -> String {
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let (mut i, mut code) = (0, 0);
    while i < bytes.len() {
        let end = match bytes[i] {
            b'"' => {
                let mut j = i + 1;
                while j < bytes.len() && bytes[j] != b'"' {
                    j += if bytes[j] == b'\\' { 2 } else { 1 };
                }
                (j + 1).min(bytes.len())
            }
            b'/' if text[i..].starts_with("/*") => {
                text[i..].find("*/").map_or(text.len(), |e| i + e + 2)
            }
            _ => {
                i += 1;
                continue;
            }
        };
        out.push_str(&f(&text[code..i]));
        out.push_str(&text[i..end]);
        i = end;
        code = end;
    }
    out.push_str(&f(&text[code..]));
    out
}

/// Replaces type names (identifiers that are not member keys) where `f` says.
fn rename(decl: &str, mut f: impl FnMut(&str) -> Option<String>) -> String {
    map_code(decl, |code| {
        let mut out = String::with_capacity(code.len());
        let mut rest = code;
        while let Some(start) = rest.find(|c: char| c.is_ascii_alphabetic() || c == '_') {
            let (before, tail) = rest.split_at(start);
            out.push_str(before);
            let len = tail
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .unwrap_or(tail.len());
            let (word, after) = tail.split_at(len);
            let is_key = after.starts_with(':') || after.starts_with("?:");
            let preceded = before.ends_with(|c: char| c.is_ascii_alphanumeric());
            match (!is_key && !preceded).then(|| f(word)).flatten() {
                Some(new) => out.push_str(&new),
                None => out.push_str(word),
            }
            rest = after;
        }
        out.push_str(rest);
        out
    })
}

/// The presence sentences of the member docs (written for a decoder, where
/// these members may be absent) as a receive view has them: every member present.
const RECEIVED_PRESENCE: [(&str, &str); 2] = [
    (
        "may be absent on decode, always emitted.",
        "always present in what a server writes.",
    ),
    ("Absent means `null`.", "Always present; `null` when unset."),
];

/// The member docs of a receive view.
fn received_docs(decl: &str) -> String {
    RECEIVED_PRESENCE
        .iter()
        .fold(decl.to_owned(), |d, (from, to)| d.replace(from, to))
}

/// Every optional member made required.
fn required(decl: &str) -> String {
    map_code(decl, |code| code.replace("?:", ":"))
}

/// The JSON-RPC envelopes and the method map.
pub fn envelopes(views: &Views) -> String {
    let mut out = String::from(
        r#"/**
 * A JSON-RPC request id: a string or a number, echoed back in the response.
 */
export type RequestId = string | number;

/**
 * A JSON-RPC error object. `code` is one of `ERROR_CODES` or any other code a server sends;
 * `data` is omitted when there is none.
 */
export type ErrorObject = { code: number; message: string; data?: unknown };

/**
 * Every method by name: its `params` (what a client sends) and its `result` (what it
 * receives; `unknown` where the contract documents no result type). The same table as
 * the `METHODS` value.
 */
export interface Methods {
"#,
    );
    for m in METHODS {
        let result = m
            .result
            .map_or_else(|| "unknown".to_owned(), |r| views.receive_name(r));
        let _ = writeln!(
            out,
            "  {:?}: {{ params: {}; result: {result} }};",
            m.method, m.params
        );
    }
    out.push_str(
        r#"}

/**
 * A method name.
 */
export type MethodName = keyof Methods;

/**
 * The params type of a method: `ParamsOf<"agent.run">` is `AgentRunCommand`.
 */
export type ParamsOf<M extends MethodName> = Methods[M]["params"];

/**
 * The result type of a method: `ResultOf<"agent.run">` is `AgentRunResult`.
 */
export type ResultOf<M extends MethodName> = Methods[M]["result"];

/**
 * A request for a method (any method by default, as a union narrowed by `method`).
 */
export type Request<M extends MethodName = MethodName> = {
  [K in M]: { jsonrpc: "2.0"; id: RequestId; method: K; params: ParamsOf<K> };
}[M];

/**
 * A successful response to a request for `M`.
 */
export type SuccessResponse<M extends MethodName = MethodName> = {
  jsonrpc: "2.0";
  id: RequestId;
  result: ResultOf<M>;
};

/**
 * An error response; `id` is `null` when the request's id could not be read.
 */
export type ErrorResponse = { jsonrpc: "2.0"; id: RequestId | null; error: ErrorObject };

/**
 * A response to a request for `M`: exactly one of `result` and `error`.
 */
export type Response<M extends MethodName = MethodName> = SuccessResponse<M> | ErrorResponse;

/**
 * Every frame a client reads: a response or an event push.
 */
export type ServerMessage = Response | EventPushEnvelope;

"#,
    );
    out
}

/// The package README's Coderook part.
pub const README: &str = r#"## Quickstart: a client that follows a thread

```ts
import { DEFAULT_ADDR, TOKEN_ENV } from '@agent-wire/coderook-protocol'
import { connect } from '@agent-wire/coderook-protocol/client'

const token = process.env[TOKEN_ENV]
if (!token) throw new Error(`set ${TOKEN_ENV}`)
const [host, port] = (process.env.CODEROOK_ADDR ?? DEFAULT_ADDR).split(':')
const client = await connect({ host, port: Number(port), token })
const pong = await client.call('core.ping', { client: 'readme/0.1.0' })
console.log('daemon', pong.server_version, 'active runs', pong.active_runs)
const { threads } = await client.call('thread.list', {})
// Each ledger event of the thread once and in order, however often the connection drops.
for await (const item of client.events({ thread_id: threads[0]!.id, after_seq: 0 })) {
  if (item.kind === 'error') { console.error(item.error.message); continue }
  if (item.kind === 'unknown') { console.log(item.position, 'unknown', item.type); continue }
  const e = item.event
  switch (e.type) {
    case 'run.started': console.log(item.position, 'run', e.run_id, e.goal); break
    case 'llm.token': process.stdout.write(e.token); break
    case 'run.finished': console.log('\nfinished', e.status); break
    default: console.log(item.position, e.type)
  }
  if (e.type === 'run.finished') break
}
client.close()
```

## The client: `@agent-wire/coderook-protocol/client`

What the Rust crate's `client` module does, in plain JavaScript with no
dependencies, for Node.js (`node:net`): the `core.authenticate` handshake,
calls pipelined on one connection and typed by the method table, each result
validated against its method's result type, and event streams that resume
by themselves.

- **Calls.** `client.call(method, params, { signal?, timeout? })` resolves to
  the result typed `ResultOf<M>`, checked in the receive view; a server's
  error object rejects with a `CoderookClientError` of `kind: "server"`
  (`error` holds it), a result that breaks its type with `kind: "decode"`
  and its `path`. A timed-out or aborted call is forgotten at once.
- **The in-flight rule.** When the connection drops, the client connects
  again (backoff with jitter, up to `giveUpAfter` failed attempts in a row)
  as soon as a call needs it. A call waiting for its answer is sent again if
  `METHODS` marks its method `read_only`; any other is never sent twice: it
  rejects with `kind: "connection_lost"` and `mayHaveRun: true`.
- **Events.** `client.events({ thread_id, after_seq? })` is an
  `AsyncIterable` on a connection of its own. It resubscribes after a drop
  with `after_seq` at the last ledger event it delivered (`events.afterSeq`:
  keep it to resume in another process), so each sequenced event comes once
  and in order; a live-only event (no ledger place) sent while it was away
  is missed, never repeated. An event of a type the contract does not define
  is an `unknown` item at its `position`; a frame that breaks the contract
  or the frame limit is an `error` item, and the stream goes on.
- **Memory.** The socket is read only as fast as the loop iterates: a
  consumer that stops holds no backlog (TCP holds the daemon back, and a
  daemon that drops a consumer too far behind is resumed from).
- **Strictness and secrets.** `strict: true` checks results and events in
  the exact view, and makes an event of an unknown type a `decode` error.
  The token is never in an error message, a log or `inspect` output; only
  loopback hosts are accepted unless `allowRemote`.

Without the client, the wire is one JSON-RPC message per line (NDJSON) over
TCP, `core.authenticate` first; `parseServerMessage` from `./validate` parses
and checks each line the server sends, and `validateResult(method, result,
{ view: "receive" })` checks a result against its request's method.

## Both directions

What a client **sends** (params) keeps its optional members: a member with a
default may be left out. What it **receives** (results, events and every type
they contain) has every member required, because a server writes every
member, defaults and `null`s included; every event's `type` tag is required,
so a `switch` over `Event["type"]` narrows to one event type. A type used in
both directions whose two views differ is written twice: `Name` is the send
view, `NameReceived` the receive view (each doc comment says which).

```ts
import type { Request, ResultOf } from '@agent-wire/coderook-protocol'

const ping: Request<'core.ping'> = {
  jsonrpc: '2.0', id: 1, method: 'core.ping', params: { client: 'cli/0.0.1' },
}
const jobs: ResultOf<'background.get'> = { jobs: [] }
console.log(JSON.stringify(ping), jobs.jobs.length) // `jobs` is always present on what a server sends
```
"#;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn required_skips_comments_and_strings() {
        let decl = "type A = { /** b?: no */ b?: \"x?:y\", c?: B | null, };";
        assert_eq!(
            required(decl),
            "type A = { /** b?: no */ b: \"x?:y\", c: B | null, };"
        );
    }

    #[test]
    fn receive_views_say_every_member_is_present() {
        let all = crate::coderook::ts_views().render();
        let views = crate::coderook::ts_views();
        let receive: Vec<String> = views
            .receive_only()
            .iter()
            .map(|n| (*n).to_owned())
            .collect();
        let mut checked = 0;
        for d in all
            .iter()
            .filter(|d| d.name.ends_with(RECEIVED) || receive.contains(&d.name))
        {
            for (from, _) in RECEIVED_PRESENCE {
                assert!(!d.body.contains(from), "{}: {from}", d.name);
            }
            checked += usize::from(d.body.contains("always present in what a server writes"));
        }
        assert!(checked > 50, "{checked} receive views with a tag");
        // The send views keep the decoder's words: those members may be left out.
        let send = all
            .iter()
            .find(|d| d.name == "PingCommand")
            .expect("PingCommand");
        assert!(
            send.body.contains("may be absent on decode"),
            "{}",
            send.body
        );
    }

    #[test]
    fn rename_touches_type_names_only() {
        let decl = "type A = { B?: B, c: Array<B>, /** B */ d: \"B\", };";
        let out = rename(decl, |t| (t == "B").then(|| "BReceived".to_owned()));
        assert_eq!(
            out,
            "type A = { B?: BReceived, c: Array<BReceived>, /** B */ d: \"B\", };"
        );
    }

    #[test]
    fn a_shared_type_gets_two_views_and_its_users_follow() {
        let decls: BTreeMap<String, String> = [
            ("PingCommand", "type PingCommand = { s?: Shared, };"),
            (
                "PongResult",
                "type PongResult = { s: Shared, n?: number, };",
            ),
            ("Shared", "type Shared = { x?: number, };"),
        ]
        .into_iter()
        .map(|(a, b)| (a.to_owned(), b.to_owned()))
        .collect();
        let v = Views::new(decls);
        assert!(v.dual().contains("Shared"));
        let all: Vec<String> = v
            .render()
            .into_iter()
            .map(|d| format!("export {}", d.body.trim()))
            .collect();
        let all = all.join("\n");
        assert!(
            all.contains("export type SharedReceived = { x: number, };"),
            "{all}"
        );
        assert!(
            all.contains("export type Shared = { x?: number, };"),
            "{all}"
        );
        assert!(all.contains("export type PongResult = { s: SharedReceived, n: number, };"));
        assert!(all.contains("export type PingCommand = { s?: Shared, };"));
    }
}
