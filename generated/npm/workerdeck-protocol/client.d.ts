// @workerdeck/protocol 0.9.0 (PROTOCOL_VERSION 6), generated from the Rust crate
// `workerdeck-protocol` by `codegen generate`. Do not edit.
//
// The wire protocol between a workerdeck server and its clients: one session is an
// ordered stream of SessionEvents numbered by `seq`, plus a small command set.

// A WorkerDeck client: typed REST calls from the route table, and the session
// and queue WebSockets as async iterables that re-attach by themselves.
//
// No dependencies: `fetch` and `WebSocket` are the platform's (browsers,
// Node.js >= 22) or passed in (Node.js 20: the `ws` package).

import type { ClientFrame, ErrorResponse, QueueServerFrame, ServerFrame, SessionEvent } from "./index.js";
import type { ParamsOf, RequestOf, ResponseOf, RouteKey, Routes } from "./routes.js";
import type { ValidationError } from "./validate.js";

/** What went wrong, by `kind`. */
export type WorkerDeckErrorKind =
  /** The base URL is not an `http:` or `https:` URL, or a socket URL was refused. */
  | "url"
  /** Could not connect (nothing was sent), or a stream gave up: `maxAttempts` attempts in a row without an attach. */
  | "connect"
  /** The connection ended during a call; `mayHaveRun` says whether the request may have reached the server. */
  | "connection_lost"
  /** No answer within the call's timeout; `mayHaveRun` as for `connection_lost`. */
  | "timeout"
  /** The server answered another status than 2xx: `status`, and `body` (its `ErrorResponse`, or the text as `error`). */
  | "server"
  /** A reply or frame the validator refused: `errors`; for a session event, `seq` (the stream moved past it). */
  | "decode"
  /** A message or REST answer over `maxMessageBytes`: not parsed; a stream goes on after it. */
  | "too_large"
  /** The server speaks another `PROTOCOL_VERSION`: `server`, `ours`. The stream goes on. */
  | "protocol_version"
  /** The server no longer has events `from..=to` (it replayed from later than this client held). The stream goes on. */
  | "lost"
  /** The client was closed during the call. */
  | "closed";

/** Every error this client reports (a call's rejection, a stream's `error` item or its end). */
export declare class WorkerDeckError extends Error {
  readonly name: "WorkerDeckError";
  readonly kind: WorkerDeckErrorKind;
  /**
   * Whether the server may have acted on the request: `true` only for a call other
   * than `GET` whose connection broke or timed out after it was sent. Such a call is
   * never sent twice; a `GET` is sent once more before this error is reported.
   */
  readonly mayHaveRun: boolean;
  /** `server`: the HTTP status. */
  readonly status?: number;
  /** `server`: the error body. */
  readonly body?: ErrorResponse;
  /** `decode`: the validator's errors (the first one found). */
  readonly errors?: ValidationError[];
  /** `decode` of a session event: its `seq`. */
  readonly seq?: number;
  /** `lost`: the first missing `seq`. */
  readonly from?: number;
  /** `lost`: the last missing `seq`. */
  readonly to?: number;
  /** `protocol_version`: the server's. */
  readonly server?: number;
  /** `protocol_version`: this package's. */
  readonly ours?: number;
}

/** The part of the WebSocket API the client uses: the browser's, Node's global, or `ws`'s. */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: "message" | "close" | "error", listener: (event: any) => void): void;
}

/** A WebSocket constructor: `globalThis.WebSocket`, or `WebSocket` from the `ws` package. */
export type WebSocketConstructor = new (url: string) => WebSocketLike;

/** How a client behaves. Every duration is in milliseconds. */
export interface ConnectOptions {
  /**
   * The WebSocket constructor: the global one by default (browsers, Node.js >= 22).
   * Node.js 20 has none: pass `WebSocket` from the `ws` package.
   */
  WebSocket?: WebSocketConstructor;
  /** The `fetch` for REST calls (the global one by default). */
  fetch?: typeof fetch;
  /** Limit for one REST exchange and for one attach (socket open to its first frame): 10 000. */
  timeout?: number;
  /**
   * Delays between re-attach attempts: from `initial` (20) doubling to `max` (2 000), each
   * spread at random by up to half its length (drawn from `max / 2 ..= max` at the cap). They
   * start again from `initial` only after progress: an event delivered.
   */
  backoff?: { initial?: number; max?: number };
  /** Attempts in a row that end before an `attached` frame, after which a stream gives up (20). */
  maxAttempts?: number;
  /**
   * Validate with the exact view instead of the receive view: an unknown event or frame
   * type is an `error` item rather than an `unknown` one (an event's `seq` still moves
   * the stream on). For tests and conformance checks.
   */
  strict?: boolean;
  /**
   * The largest WebSocket message (counted in UTF-16 units of its text) and REST answer
   * (in bytes) accepted: 16 MiB. Past it, a `too_large` error: a call rejects, a stream
   * reports it as an `error` item and goes on.
   */
  maxMessageBytes?: number;
  /**
   * The most message text a stream holds for its consumer (256 KiB; one message is always
   * held). Past it the stream closes its connection and, once the consumer has taken what
   * it holds, re-attaches from there: see {@link Session}.
   */
  maxQueuedBytes?: number;
  /** Re-attach when an attached socket has been silent this long (none by default). */
  idleTimeout?: number;
}

/** `AbortSignal` and timeout of one call. */
export interface CallOptions {
  /** Aborts the call: it rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Overrides the client's `timeout` for this call. */
  timeout?: number;
}

/** The REST routes: every route but the WebSocket ones. */
export type RestRoute = { [K in RouteKey]: K extends `WS ${string}` ? never : K }[RouteKey];

/** The arguments of a call: path `params`, `query` (strings) and `body` where the route has them. */
export type CallArgs<K extends RestRoute> = (keyof ParamsOf<K> extends never
  ? { params?: ParamsOf<K> }
  : { params: ParamsOf<K> }) &
  (keyof Routes[K]["query"] extends never ? {} : { query?: Routes[K]["query"] }) &
  ([RequestOf<K>] extends [never] ? {} : { body: RequestOf<K> }) &
  CallOptions;

/** What a call resolves to: the route's response (`Uint8Array` for a raw body), `undefined` when it has none. */
export type ReplyOf<K extends RestRoute> = [ResponseOf<K>] extends [never] ? undefined : ResponseOf<K>;

/** An event of a type (or a frame of a type) this package does not know, as it arrived. */
export interface UnknownItem {
  kind: "unknown";
  /** The event's (or frame's) `type`. */
  type: string;
  /** The event's `seq`: where it sits in the session's log (`null` for a frame). */
  seq: number | null;
  /** The event (or frame) as parsed. */
  value: unknown;
}

/** A reported problem; the stream goes on after it. */
export interface ErrorItem {
  kind: "error";
  error: WorkerDeckError;
}

/** One item of a session stream. */
export type SessionItem =
  /** A session event, exactly once and in `seq` order. */
  | { kind: "event"; event: SessionEvent }
  /**
   * Every other frame: `attached` (first on every connection, re-attaches included),
   * `tool_call_request`, `tool_call_canceled`, `protocol_error`.
   */
  | { kind: "frame"; frame: Exclude<ServerFrame, { type: "event" }> }
  | UnknownItem
  | ErrorItem;

/** One item of the queue stream. */
export type QueueItem = { kind: "frame"; frame: QueueServerFrame } | UnknownItem | ErrorItem;

/** Where a session stream starts, and how it ends. */
export interface AttachOptions {
  /**
   * The last `seq` this client holds: the stream starts after it, and a server that
   * replays from later is reported as a `lost` error. Without it the whole log is
   * replayed (`afterSeq=0`) and the first `attached` frame says where it starts.
   */
  afterSeq?: number;
  /** Ends the stream: the pending `next()` rejects with the signal's reason. */
  signal?: AbortSignal;
}

/**
 * An attached session: an async iterable of {@link SessionItem}s, and `send` for commands.
 * The first connection opens at once, its listeners attached before any frame can arrive.
 *
 * - **Exactly once, in order.** After a drop it re-attaches with `afterSeq` = the last `seq`
 *   it holds (waiting the backoff), skips repeats, and re-attaches again on a gap.
 * - **Forward compatible.** An event of a type this package does not know is an `unknown`
 *   item at its `seq`, and the stream moves on past it; undeclared members are ignored
 *   (the receive view). A frame the validator refuses is an `error` item; the stream goes on.
 * - **Bridged tool calls.** `send` keeps the last `tool_call_result`/`tool_call_error` per
 *   `executionId` until the log shows that execution's `execution_result`/`execution_failed`
 *   (or a `tool_call_canceled` arrives), and sends it again after every re-attach: the
 *   contract applies answers idempotently by `executionId`. A repeated `tool_call_request`
 *   for an execution already answered is answered again, not delivered twice.
 * - **Bounded memory.** A browser's WebSocket cannot pause its reading, so the stream holds
 *   at most `maxQueuedBytes` of frames the consumer has not taken; past that it closes the
 *   connection, and once the consumer has taken what it holds, re-attaches from the last
 *   `seq` it holds. A consumer that stops iterating costs a re-attach, never unbounded memory.
 * - **Giving up.** `maxAttempts` attempts in a row that end before an `attached` frame end the
 *   stream with a `connect` error; a session the server does not know (`GET /sessions/:id`
 *   answers 4xx) ends it at once with that `server` error.
 * - After a `session_closed` event the stream ends when the server closes the socket.
 */
export interface Session extends AsyncIterableIterator<SessionItem> {
  /**
   * Sends one command on the current connection. A `tool_call_result` or `tool_call_error` is
   * also kept and sent again after each re-attach until its execution settles, so for those a
   * lost connection is not an error. Any other command throws a `connection_lost` error when
   * there is no open connection (it was not sent); nothing is repeated for it. A connection
   * is open once its `attached` frame has arrived: send commands from then on.
   */
  send(frame: ClientFrame): void;
  /** Ends the stream: the socket is closed, items not taken are dropped, iteration ends. */
  close(): void;
  /**
   * The `seq` of the last event delivered to the consumer (the `afterSeq` given to `attach`
   * before any): what to keep to resume in a later `attach`, as no later event was taken.
   */
  readonly afterSeq: number;
  /** How many times the stream opened a new connection after its first. */
  readonly reconnects: number;
  /** The `protocolVersion` of the last `attached` frame (0 before the first). */
  readonly protocolVersion: number;
  /** The `executionId`s whose answers are kept for sending again. */
  readonly pendingAnswers: string[];
}

/**
 * The queue socket (`/queue/ws`) as an async iterable of {@link QueueItem}s: live frames only,
 * so frames sent while it is disconnected (or while it waits for its consumer, past
 * `maxQueuedBytes`) are missed, none repeated. Backoff, giving up and `close` as for a session.
 */
export interface Queue extends AsyncIterableIterator<QueueItem> {
  /** Ends the stream. */
  close(): void;
  /** How many times the stream opened a new connection after its first. */
  readonly reconnects: number;
  /** The `protocolVersion` of the last `queue_attached` frame (0 before the first). */
  readonly protocolVersion: number;
}

/** A WorkerDeck server, by base URL. Every call and stream opens its own connection. */
export interface Client {
  /** The base URL, without a trailing `/`. */
  readonly baseUrl: string;
  /**
   * Calls a REST route: `params` fill the path (percent-encoded), `query` is appended, `body`
   * is sent as JSON (a `Uint8Array` for a raw body). The answer is checked against the
   * route's response type in the receive view (exact with `strict`); any status other than
   * 2xx rejects with a `server` error carrying the `ErrorResponse`.
   *
   * A `GET` whose connection broke before its answer is sent once more (it only reads); any
   * other method then rejects with `connection_lost` and `mayHaveRun: true`, and is never
   * sent twice.
   */
  call<K extends RestRoute>(
    route: K,
    ...args: {} extends CallArgs<K> ? [args?: CallArgs<K>] : [args: CallArgs<K>]
  ): Promise<ReplyOf<K>>;
  /** Follows session `sessionId`: see {@link Session}. */
  attach(sessionId: string, options?: AttachOptions): Session;
  /** Follows the queue socket: see {@link Queue}. */
  queue(options?: { signal?: AbortSignal }): Queue;
  /** Ends every stream and rejects every call in flight with a `closed` error. */
  close(): void;
}

/**
 * A client for the server at `baseUrl`: its origin and base path together
 * (`http://127.0.0.1:PORT/workerdeck`; in a browser a path such as `/workerdeck` is taken
 * relative to the page). Only the URL is checked here: every call and stream connects on its own.
 */
export declare function connect(baseUrl: string, options?: ConnectOptions): Promise<Client>;
