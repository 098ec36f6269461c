
// The client: typed calls pipelined on one connection and event streams
// that resume by themselves, with the behaviour of the Rust crate's `client`
// module. Node.js only (`node:net`); no dependencies.

import type { ErrorObject, Event, EventSubscribeCommand, EventSubscribeResult, MethodName, ParamsOf, ResultOf } from "./index.js";
import type { ValidationError } from "./validate.js";

/** Where and how a client connects, decodes and resumes. */
export interface ConnectOptions {
  /** The daemon's IPC token, sent with `core.authenticate`; never shown in an error, a log or `inspect`. */
  token: string;
  /** A loopback host unless `allowRemote`. Default: `"127.0.0.1"`. */
  host?: string;
  /** Default: `DEFAULT_PORT` (7437). */
  port?: number;
  /** Allows a host that is not loopback: the token then travels in clear text, so only for a tunnel you trust. */
  allowRemote?: boolean;
  /** Milliseconds to connect and authenticate. Default: 10 000. */
  connectTimeout?: number;
  /** Milliseconds a call waits for its answer, waiting for a connection included (`null` or `Infinity`: no limit). Default: 60 000. */
  timeout?: number | null;
  /** The longest line accepted from the server, in bytes; a longer one is skipped and reported. Default: 16 MiB. */
  maxFrameLength?: number;
  /** Reconnection delays in milliseconds: from `initial` doubling to `max`, with jitter; back to `initial` only after progress. Default: 50 to 5 000. */
  backoff?: { initial?: number; max?: number };
  /**
   * How many connection attempts in a row may fail (unreachable, cut before
   * the handshake's or the subscription's answer) before a stream ends with
   * `kind: "gave_up"` or the calls waiting for a connection reject with it;
   * `null`: never give up. Default: 20.
   */
  giveUpAfter?: number | null;
  /**
   * Check results and events in the exact view (as the Rust decoders read
   * them: an undeclared member of an object the contract closes is refused),
   * and make an event of a type the contract does not define a
   * `kind: "decode"` error item. Off by default: the receive view, where
   * undeclared members are ignored and such events arrive as
   * `kind: "unknown"` items, so a newer daemon's additions do not break the
   * client.
   */
  strict?: boolean;
  /** Aborts connecting. */
  signal?: AbortSignal;
}

/** Per-call settings. */
export interface CallOptions {
  /** Ends the call (`kind: "aborted"`); its answer, if it comes, is dropped. */
  signal?: AbortSignal;
  /** Overrides `ConnectOptions.timeout` for this call. */
  timeout?: number | null;
}

/** What `kind` of failure a `CoderookClientError` is. */
export type CoderookClientErrorKind =
  /** The host is not loopback and `allowRemote` is off. */
  | "not_loopback"
  /** The daemon could not be reached (`cause` holds the system's error). */
  | "connect"
  /** The server refused the token (`-32002`) or the handshake (`-32001`); `error` holds its error object, any copy of the token removed. Fatal. */
  | "authentication"
  /** The server did not answer `core.authenticate` as the contract says. */
  | "handshake"
  /** Connecting took longer than `connectTimeout`, or a call had no answer within its timeout. */
  | "timeout"
  /** The call's or the stream's `AbortSignal` aborted (`cause` holds its reason). */
  | "aborted"
  /** The server answered with an error object (`error`); on a stream, it refused the subscription and the stream has ended. */
  | "server"
  /** A result or an event is not what the contract says (`path` names where); with `strict`, also an event of an unknown type. A stream goes on after it. */
  | "decode"
  /** A line over `maxFrameLength` or not UTF-8 (`line`, `limit`). A stream goes on after it. */
  | "frame"
  /** The connection was lost after the call was sent, and its method does not only read: it was not sent again (`mayHaveRun: true`). */
  | "connection_lost"
  /** `giveUpAfter` connection attempts failed in a row (`cause` holds the last failure). */
  | "gave_up"
  /** `close()` was called. */
  | "closed";

/** Everything the client throws, rejects with or yields as an error. Its message and members never hold the token. */
export declare class CoderookClientError extends Error {
  readonly name: "CoderookClientError";
  readonly kind: CoderookClientErrorKind;
  /**
   * Whether the server may have carried the call out: the call was sent,
   * its method is not one the method table marks `read_only`, and no answer
   * came (`connection_lost`, and a `timeout`, `aborted` or `closed` after it
   * was sent). Never sent twice either way.
   */
  readonly mayHaveRun: boolean;
  /** The server's error object (`server`, `authentication`). */
  readonly error?: ErrorObject;
  /** Where a value breaks the contract (`decode`): `result.uptime_ms`, `event.ledger_seq`. */
  readonly path?: string;
  /** The validator's errors (`decode`). */
  readonly errors?: ValidationError[];
  /** The 1-based line number on its connection (`frame`). */
  readonly line?: number;
  /** The frame limit in bytes (`frame` for a line too long). */
  readonly limit?: number;
  /** Whether trying again cannot help (`authentication`, `not_loopback`, `closed`). */
  readonly fatal: boolean;
}

/** What `events` subscribes to: `event.subscribe`'s params, `topics` defaulting to every topic. */
export type EventsSubscription = Omit<EventSubscribeCommand, "topics"> & { topics?: Array<string> };

/** One item of an event stream. */
export type EventItem =
  /** An event of a type the contract defines, validated; `position` is its ledger place on the subscription's thread, `null` for a live-only one. */
  | { kind: "event"; event: Event; position: number | null }
  /** An event of a type the contract does not define (a newer daemon's), with every member, delivered where it came. */
  | { kind: "unknown"; type: string; value: Record<string, unknown>; position: number | null }
  /** A frame that broke the contract or the frame limit (`decode`, `frame`); the stream goes on after it. */
  | { kind: "error"; error: CoderookClientError };

/**
 * The events of one `event.subscribe`, on a connection of their own, resumed
 * across disconnects.
 *
 * - **Resuming.** When the connection drops, the stream connects again with
 *   backoff and subscribes again with `after_seq` set to the ledger place of
 *   the last sequenced event it delivered: with a `thread_id`, each
 *   sequenced event (one with a ledger place) comes exactly once and in
 *   order across any disconnect; a live-only event sent while the stream was
 *   away is missed, and none comes twice. Without a `thread_id` the
 *   subscription is sent again as it was.
 * - **Forward compatible.** An event of a type the contract does not define
 *   is a `kind: "unknown"` item at its place (with `strict`, a `decode`
 *   error item instead); one with a ledger place moves the resume position
 *   like any other.
 * - **Errors that do not end the stream** are `kind: "error"` items. The
 *   iteration throws, and the stream ends, only when the server refuses the
 *   subscription (`server`) or the token (`authentication`), when it gives
 *   up (`gave_up`) or when its signal aborts (`aborted`).
 * - **Bounded memory.** The socket is read only while the consumer iterates:
 *   at most one read's frames are held, however slowly items are taken; a
 *   daemon that drops a consumer too far behind is resumed from.
 *
 * The connection is made at the first `next()`. Leaving a `for await` loop
 * (or `close()`) closes the stream.
 */
export interface Events extends AsyncIterableIterator<EventItem> {
  /** The ledger place of the last sequenced event delivered (or the subscription's own `after_seq`): where a reconnection resumes. Keep it to resume in another process. */
  readonly afterSeq: number;
  /** How many connections the stream has made. */
  readonly connections: number;
  /** How many of them were reconnections. */
  readonly reconnects: number;
  /** The server's answer to the latest `event.subscribe`, once read. */
  readonly subscription: EventSubscribeResult | null;
  /** Closes the stream: a pending `next()` and later ones end (`done`). */
  close(): void;
  return(): Promise<IteratorReturnResult<undefined>>;
}

/**
 * A connection to a Coderook daemon.
 *
 * Calls go out on one connection, pipelined, each paired with its answer by
 * id and its result validated against its method's result type (receive
 * view; exact with `strict`). When the connection is lost, the client
 * connects again (with backoff) as soon as a call needs it; a call that was
 * waiting for its answer is sent again if the method table marks its method
 * `read_only`, and otherwise rejects with `kind: "connection_lost"`,
 * `mayHaveRun: true`. If the server refuses the token on a reconnection, the
 * client stops and every call rejects with that `authentication` error.
 *
 * Event streams have connections of their own (`events`), so a slow
 * consumer of events never holds up a call. An idle client does not keep
 * the Node.js process alive; `close()` ends it at once.
 */
export interface Client {
  /** Calls `method` with `params`; resolves to its result, validated. */
  call<M extends MethodName>(method: M, params: ParamsOf<M>, options?: CallOptions): Promise<ResultOf<M>>;
  /** The events of `subscription`, on a connection of their own, resumed across disconnects (see `Events`). */
  events(subscription: EventsSubscription, options?: { signal?: AbortSignal }): Events;
  /** Ends every call (`kind: "closed"`), the connection and every stream of this client. */
  close(): void;
  /** Whether the client has stopped: closed, or the token refused on a reconnection. */
  readonly closed: boolean;
}

/**
 * Connects to the daemon and authenticates (`core.authenticate` first).
 * Rejects if the host is not loopback (`not_loopback`), the daemon cannot be
 * reached (`connect`), refuses the token (`authentication`), answers the
 * handshake otherwise (`handshake`) or not within `connectTimeout`
 * (`timeout`); a missing token is a `TypeError`. The first connection is not
 * retried: reconnections come later, when a call or a stream needs one.
 */
export declare function connect(options: ConnectOptions): Promise<Client>;
