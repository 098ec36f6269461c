// Orion Code Local Web API v0.3.0: TypeScript types generated from orion-api-types.
// Do not edit: run `cargo run -p codegen -- generate`.

import type { OperationId, ParametersOf, Problem, RequestBodyOf, SuccessOf, WebEventEnvelope } from "./index.js";
import type { ValidationError } from "./validate.js";

/** How a client connects, validates and resumes. Times are in milliseconds. */
export interface ConnectOptions {
  /**
   * The longest wait for one attempt of a call (connecting, the reply's
   * headers and body) and for the headers of `GET /events`. Default 10000.
   * A call that timed out is sent again only when that is safe (see `call`);
   * an `AbortSignal` bounds the whole call.
   */
  timeout?: number;
  /** The longest silence on `/events` before the stream reconnects (the server sends keep-alive comments). Default 45000. */
  idleTimeout?: number;
  /**
   * Delays between attempts: from `initial`, doubling up to `max`, each with
   * random jitter; they start again from `initial` only after progress (a
   * durable event delivered). A server's SSE `retry:` is a floor, held within
   * these bounds. Default 50 and 5000.
   */
  backoff?: { initial?: number; max?: number };
  /** How many times a call is sent again after its connection failed or broke. Default 2. */
  retries?: number;
  /** End the event stream (throwing the last error) after this many failed connections in a row without progress; `null`: never. Default 20. */
  giveUpAfter?: number | null;
  /**
   * Validate with the exact view (no undeclared member, no unknown event
   * type; SSE ids must equal the cursor), for tests and conformance. Off by
   * default: the receive view ignores members the contract does not declare
   * and delivers an event of an unknown type as `{ kind: "unknown" }`.
   */
  strict?: boolean;
  /** Allow a server that is not on loopback (the nonce travels in clear text). */
  allowRemote?: boolean;
  /** The longest SSE event accepted, in UTF-16 code units (bytes for ASCII). Default 16 MiB. */
  maxEventLength?: number;
  /** The longest reply body accepted, in bytes. Default 64 MiB. */
  maxBodyLength?: number;
  /** Aborts `connect` (its `GET /bootstrap`). */
  signal?: AbortSignal;
  /** The `fetch` to use; the global one by default. */
  fetch?: typeof fetch;
}

/** The operations `call` takes: every one but the `GET /events` stream. */
export type CallableOperationId = Exclude<OperationId, "streamEvents">;

/** Per call: an abort signal and the timeout of each attempt (overrides `ConnectOptions.timeout`). */
export interface CallOptions {
  signal?: AbortSignal;
  timeout?: number;
}

/**
 * What `call` sends: the path parameters (required when the path has any),
 * the query parameters and the JSON body (required when the operation has
 * one), typed from `Operations`.
 */
export type CallRequest<O extends CallableOperationId> =
  ({} extends ParametersOf<O>["path"] ? { path?: ParametersOf<O>["path"] } : { path: ParametersOf<O>["path"] }) &
  ({} extends ParametersOf<O>["query"] ? { query?: ParametersOf<O>["query"] } : { query: ParametersOf<O>["query"] }) &
  ([RequestBodyOf<O>] extends [never] ? { body?: never } : { body: RequestBodyOf<O> }) &
  CallOptions;

/** What went wrong; `kind` says which. The message never carries the nonce. */
export declare class OrionClientError extends Error {
  /**
   * - `invalid_url`, `not_loopback`, `invalid_request`: refused before sending.
   * - `connect`: no connection could be made; nothing ran.
   * - `connection_lost`: the connection broke before the reply was read whole.
   * - `timeout`: no reply within the timeout.
   * - `decode`: a reply or an event is not what the contract says (`errors`).
   * - `problem`: a `ProblemError`.
   * - `status`: another status than the operation's success, without a `Problem`.
   * - `event_too_large`: an SSE event over `maxEventLength`; it was skipped.
   * - `repeated`: the server sent durable envelopes whose cursors are not
   *   after the resume cursor (repeats, skipped); said when a run of them
   *   starts on a connection and after every 4096 more, so a server whose
   *   cursors went back without a `replay_reset` is never followed in silence.
   * - `closed`: `close()` was called.
   */
  readonly kind:
    | "invalid_url" | "not_loopback" | "invalid_request" | "connect" | "connection_lost" | "timeout"
    | "decode" | "problem" | "status" | "event_too_large" | "repeated" | "closed";
  /** `connect`, `connection_lost`, `timeout`: whether the server may have carried the request out. */
  readonly mayHaveRun?: boolean;
  /** `problem`, `status`: the HTTP status. */
  readonly status?: number;
  /** `decode`: where the value breaks the contract. */
  readonly errors?: ValidationError[];
  /** `event_too_large`: the limit. */
  readonly limit?: number;
  /** `repeated`: the cursor of the envelope that made the report. */
  readonly cursor?: number;
  /** `repeated`: the resume cursor. */
  readonly resume?: number;
  /** `repeated`: how many were skipped in a row so far on this connection. */
  readonly skipped?: number;
}

/** The server answered with a `Problem`. */
export declare class ProblemError extends OrionClientError {
  readonly kind: "problem";
  readonly status: number;
  readonly problem: Problem;
}

/** An event of a type this package does not know (a newer server's), as it arrived. */
export type UnknownEnvelope = { type: string; cursor?: unknown; durable?: unknown; eventId?: unknown; [member: string]: unknown };

/**
 * One item of the event stream: an envelope of the contract; one of a type
 * the package does not know, with its cursor (`null` when it has none); or
 * an error that does not end the stream (an undecodable or oversized event,
 * skipped; it never moves the resume point).
 */
export type EventItem =
  | { kind: "event"; event: WebEventEnvelope }
  | { kind: "unknown"; value: UnknownEnvelope; cursor: number | null }
  | { kind: "error"; error: OrionClientError };

/** Where a stream starts, and what stops it. */
export interface EventsOptions {
  /** Start after this durable cursor (one delivered before, stored by the application). Default 0: the start of the log. */
  cursor?: number;
  /** Ends the stream: the pending `next()` rejects with the signal's reason. */
  signal?: AbortSignal;
}

/**
 * `GET /events`, followed across disconnects. Iterate it once.
 *
 * - **Resuming.** After a disconnect (end of the body, a network error, or
 *   no byte for `idleTimeout`) it reconnects with the cursor of the last
 *   durable envelope it delivered, as the `cursor` query and as
 *   `Last-Event-ID`, after a delay of the backoff (the server's `retry:` is
 *   its floor).
 * - **Exactly once, in order.** A durable envelope is delivered only when its
 *   cursor is above the last delivered one, so a server that replays more
 *   than asked repeats nothing. A non-durable one is delivered as it comes,
 *   never twice: its `eventId` is remembered (the last 4096).
 * - **`replay_reset`** (durable, `snapshotRequired: true`): the server cannot
 *   replay from the stream's cursor. It is always delivered, and the resume
 *   point becomes its cursor, even below the previous one; the events before
 *   it are not coming, so reload the state (`getSessionSnapshot`,
 *   `getBootstrap`) and go on with the events after it.
 * - **Forward compatible.** Members the contract does not declare are
 *   ignored; an envelope of an unknown type is `{ kind: "unknown" }` with its
 *   cursor, and a durable one moves the resume point like any other.
 * - **Ends** when the server refuses the stream (a 4xx such as
 *   `409 cursor_ahead`, thrown as a `ProblemError`), after `giveUpAfter`
 *   failed connections in a row (the last error is thrown), on `close()`
 *   (iteration finishes) or when its signal aborts.
 * - **Bounded memory.** It reads the socket only when the consumer asks for
 *   an item and none is decoded: at most one read's events wait, and a
 *   consumer that stops iterating leaves the bytes to TCP, which makes the
 *   server wait.
 */
export interface EventStream extends AsyncIterable<EventItem> {
  [Symbol.asyncIterator](): AsyncIterator<EventItem, undefined>;
  /** The cursor of the last durable envelope delivered (or the one the stream started after): where a reconnection resumes. */
  readonly resumeCursor: number;
  /** How many `/events` connections were opened (answered 200). */
  readonly connections: number;
  /** How many of them were reconnections. */
  readonly reconnects: number;
  /** Ends the stream: its iteration finishes. */
  close(): void;
}

/** A connection to one Orion server. Every call is its own `fetch`. */
export interface Client {
  /** The server's base URL, `BASE_PATH` included. */
  readonly baseUrl: string;
  /**
   * Calls an operation by its operationId; returns the body of its success
   * status, checked against the contract (receive view unless `strict`).
   *
   * - Mutations carry the nonce of `GET /bootstrap`; a `403 nonce_required`
   *   (the server restarted) makes the client read it again, once, and
   *   send the call again.
   * - Another status is a `ProblemError` when the body is a `Problem`, else
   *   an `OrionClientError` of kind `status`.
   * - A call whose connection could not be made is tried again, up to
   *   `retries` times. One whose connection broke or timed out after it was
   *   sent is sent again, as it was, only when that cannot run it twice: a
   *   `GET`, or a body that carries a `requestId` (the contract replays an
   *   exact retry). Otherwise, or after the last attempt, the error says
   *   whether it may have run (`mayHaveRun`).
   */
  call<O extends CallableOperationId>(
    operationId: O,
    ...request: {} extends CallRequest<O> ? [request?: CallRequest<O>] : [request: CallRequest<O>]
  ): Promise<SuccessOf<O>>;
  /** Follows `GET /events` from `cursor` (see `EventStream`). */
  events(options?: EventsOptions): EventStream;
  /** Ends every stream and aborts every call in flight (they reject with kind `closed`). */
  close(): void;
}

/**
 * Connects to the Orion server at `baseUrl` (`http://127.0.0.1:PORT`, with or
 * without `/api/v1`; in a browser also a path on the page's origin, such as
 * `/api/v1`) and reads the web nonce from `GET /bootstrap`. The nonce is kept
 * out of every message, error and inspection of the client.
 */
export declare function connect(baseUrl: string | URL, options?: ConnectOptions): Promise<Client>;
