// @workerdeck/protocol 0.9.0 (PROTOCOL_VERSION 6), generated from the Rust crate
// `workerdeck-protocol` by `codegen generate`. Do not edit.
//
// The wire protocol between a workerdeck server and its clients: one session is an
// ordered stream of SessionEvents numbered by `seq`, plus a small command set.

// Run-time validators compiled from the package's JSON Schemas; no dependencies.

function err(path, message) {
  return { path, message };
}

function within(e, path) {
  e.path = path.concat(e.path);
  return e;
}

function spell(path) {
  let s = "";
  for (const seg of path) s += typeof seg === "number" ? "[" + seg + "]" : s === "" ? seg : "." + seg;
  return s;
}

function isObject(x) {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

function kind(x) {
  if (x === null) return "null";
  if (Array.isArray(x)) return "sequence";
  if (typeof x === "object") return "map";
  if (typeof x === "number") return Number.isInteger(x) ? "integer `" + x + "`" : "floating point `" + x + "`";
  if (typeof x === "string") return "string " + JSON.stringify(x);
  return typeof x + " `" + String(x) + "`";
}

function chars(s) {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

function equal(a, b) {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === b.length && a.every((v, i) => equal(v, b[i]));
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && equal(a[k], b[k]));
}

function result(e, value) {
  return e === undefined ? { ok: true, value } : { ok: false, errors: [{ path: spell(e.path) || "(root)", message: e.message }] };
}

function failure(message) {
  return { ok: false, errors: [{ path: "(root)", message }] };
}

function notJson(e) {
  return failure("not JSON: " + (e instanceof Error ? e.message : String(e)));
}

// The view of the check under way: whether undeclared members pass where
// the schema closes the object.
let receive = false;
// The defaults of the absent members the check met, three entries each
// (object, member, value): filled in once the whole value is accepted, as
// the decoders fill them, so that the value has the members its type
// declares. A union branch or a test that fails drops what it added.
const fills = [];

function check(f, value, options) {
  receive = options != null && options.view === "receive";
  fills.length = 0;
  const e = f(value);
  if (e === undefined) for (let i = 0; i < fills.length; i += 3) fills[i][fills[i + 1]] = fills[i + 2];
  fills.length = 0;
  return e;
}

// An event union: in the receive view, `u` says whether the value is an
// event of a type this package does not know (or what is wrong with it).
function received(f, u, value, options) {
  const e = check(f, value, options);
  const unknown = receive ? u(value, e) : undefined;
  if (unknown === undefined) return result(e, value);
  return unknown.path === undefined ? { ok: true, value, unknown } : result(unknown, value);
}

// A position as the Rust clients read it: an integer in the range of an i64.
function position(n) {
  return Number.isInteger(n) && n >= -9223372036854775808 && n < 9223372036854775808 ? n : null;
}

function v_ApiMessage(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k1 in x) {
      if (k1 === "role") {
        const v2 = x["role"];
        { const e3 = v_ApiMessageRole(v2); if (e3) return within(e3, [k1]); }
      }
      else if (k1 === "content") {
        const v2 = x["content"];
        { const e4 = v_ApiMessageContent(v2); if (e4) return within(e4, [k1]); }
      }
      else if (k1 === "model") {
        const v2 = x["model"];
        if (!(typeof v2 === "string")) return err([k1], "invalid type: " + kind(v2) + ", expected string");
      }
      else if (k1 === "stop_reason") {
        const v2 = x["stop_reason"];
        if (!(typeof v2 === "string" || v2 === null)) return err([k1], "invalid type: " + kind(v2) + ", expected string or null");
      }
      else if (k1 === "usage") {
        const v2 = x["usage"];
        { const e5 = v_ApiMessageUsage(v2); if (e5) return within(e5, [k1]); }
      }
    }
    if (x["role"] === undefined) return err([], "missing field `role`");
    if (x["content"] === undefined) return err([], "missing field `content`");
  }
  return undefined;
}

function v_ApiMessageContent(x) {
  const e6 = (() => {
    {
      const u7 = [];
      const b12 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        return undefined;
      })();
      if (b12 === undefined) return undefined;
      u7.push(b12);
      const b13 = (() => {
        if (!(Array.isArray(x))) return err([], "invalid type: " + kind(x) + ", expected array");
        {
          for (let i8 = 0; i8 < x.length; i8++) {
            const v9 = x[i8];
            { const e10 = v_ContentBlock(v9); if (e10) return within(e10, [i8]); }
          }
        }
        return undefined;
      })();
      if (b13 === undefined) return undefined;
      u7.push(b13);
      const u7d = u7.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u7d;
    }
  })();
  if (e6) return e6;
  return undefined;
}

function v_ApiMessageRole(x) {
  const e14 = (() => {
    {
      const u15 = [];
      const b17 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "user") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"user\"");
        return undefined;
      })();
      if (b17 === undefined) return undefined;
      u15.push(b17);
      const b18 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "assistant") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"assistant\"");
        return undefined;
      })();
      if (b18 === undefined) return undefined;
      u15.push(b18);
      const u15d = u15.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u15d;
    }
  })();
  if (e14) return e14;
  return undefined;
}

function v_ApiMessageUsage(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k19 in x) {
      if (k19 === "input_tokens") {
        const v20 = x["input_tokens"];
        if (!(Number.isInteger(v20))) return err([k19], "invalid type: " + kind(v20) + ", expected integer");
      }
      else if (k19 === "output_tokens") {
        const v20 = x["output_tokens"];
        if (!(Number.isInteger(v20))) return err([k19], "invalid type: " + kind(v20) + ", expected integer");
      }
      else if (k19 === "cache_creation_input_tokens") {
        const v20 = x["cache_creation_input_tokens"];
        if (!(Number.isInteger(v20))) return err([k19], "invalid type: " + kind(v20) + ", expected integer");
      }
      else if (k19 === "cache_read_input_tokens") {
        const v20 = x["cache_read_input_tokens"];
        if (!(Number.isInteger(v20))) return err([k19], "invalid type: " + kind(v20) + ", expected integer");
      }
    }
  }
  return undefined;
}

function v_AttachedFrame(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k21 in x) {
      if (k21 === "type") {
        const v22 = x["type"];
        if (!(typeof v22 === "string")) return err([k21], "invalid type: " + kind(v22) + ", expected string");
        if (v22 !== "attached") return err([k21], "invalid value: " + kind(v22) + ", expected the constant " + "\"attached\"");
      }
      else if (k21 === "protocolVersion") {
        const v22 = x["protocolVersion"];
        if (!(Number.isInteger(v22))) return err([k21], "invalid type: " + kind(v22) + ", expected integer");
      }
      else if (k21 === "session") {
        const v22 = x["session"];
        { const e23 = v_SessionInfo(v22); if (e23) return within(e23, [k21]); }
      }
      else if (k21 === "replayingFrom") {
        const v22 = x["replayingFrom"];
        if (!(Number.isInteger(v22))) return err([k21], "invalid type: " + kind(v22) + ", expected integer");
      }
    }
    if (x["type"] === undefined) return err([], "missing field `type`");
    if (x["protocolVersion"] === undefined) return err([], "missing field `protocolVersion`");
    if (x["session"] === undefined) return err([], "missing field `session`");
    if (x["replayingFrom"] === undefined) return err([], "missing field `replayingFrom`");
  }
  return undefined;
}

function v_AttachmentKind(x) {
  const e24 = (() => {
    {
      const u25 = [];
      const b27 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "image") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"image\"");
        return undefined;
      })();
      if (b27 === undefined) return undefined;
      u25.push(b27);
      const b28 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "pdf") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"pdf\"");
        return undefined;
      })();
      if (b28 === undefined) return undefined;
      u25.push(b28);
      const b29 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "text") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"text\"");
        return undefined;
      })();
      if (b29 === undefined) return undefined;
      u25.push(b29);
      const u25d = u25.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u25d;
    }
  })();
  if (e24) return e24;
  return undefined;
}

function v_ClientFrame(x) {
  { const e30 = v_SessionCommand(x); if (e30) return e30; }
  return undefined;
}

function v_CloseReason(x) {
  const e31 = (() => {
    {
      const u32 = [];
      const b34 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "client") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"client\"");
        return undefined;
      })();
      if (b34 === undefined) return undefined;
      u32.push(b34);
      const b35 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "server") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"server\"");
        return undefined;
      })();
      if (b35 === undefined) return undefined;
      u32.push(b35);
      const b36 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "error") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"error\"");
        return undefined;
      })();
      if (b36 === undefined) return undefined;
      u32.push(b36);
      const u32d = u32.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u32d;
    }
  })();
  if (e31) return e31;
  return undefined;
}

function v_ContentBlock(x) {
  const e37 = (() => {
    {
      const u38 = [];
      const b45 = (() => {
        { const e39 = v_TextBlock(x); if (e39) return e39; }
        return undefined;
      })();
      if (b45 === undefined) return undefined;
      u38.push(b45);
      const b46 = (() => {
        { const e40 = v_ThinkingBlock(x); if (e40) return e40; }
        return undefined;
      })();
      if (b46 === undefined) return undefined;
      u38.push(b46);
      const b47 = (() => {
        { const e41 = v_ToolUseBlock(x); if (e41) return e41; }
        return undefined;
      })();
      if (b47 === undefined) return undefined;
      u38.push(b47);
      const b48 = (() => {
        { const e42 = v_ToolResultBlock(x); if (e42) return e42; }
        return undefined;
      })();
      if (b48 === undefined) return undefined;
      u38.push(b48);
      const b49 = (() => {
        { const e43 = v_UnknownBlock(x); if (e43) return e43; }
        return undefined;
      })();
      if (b49 === undefined) return undefined;
      u38.push(b49);
      const u38d = u38.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return err([], u38d.message);
    }
  })();
  if (e37) return e37;
  return undefined;
}

function v_ContextUsage(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k50 in x) {
      if (k50 === "categories") {
        const v51 = x["categories"];
        if (!(Array.isArray(v51))) return err([k50], "invalid type: " + kind(v51) + ", expected array");
        {
          for (let i52 = 0; i52 < v51.length; i52++) {
            const v53 = v51[i52];
            { const e54 = v_ContextUsageCategory(v53); if (e54) return within(e54, [k50, i52]); }
          }
        }
      }
      else if (k50 === "totalTokens") {
        const v51 = x["totalTokens"];
        if (!(Number.isInteger(v51))) return err([k50], "invalid type: " + kind(v51) + ", expected integer");
      }
      else if (k50 === "maxTokens") {
        const v51 = x["maxTokens"];
        if (!(Number.isInteger(v51))) return err([k50], "invalid type: " + kind(v51) + ", expected integer");
      }
      else if (k50 === "percentage") {
        const v51 = x["percentage"];
        if (!(typeof v51 === "number")) return err([k50], "invalid type: " + kind(v51) + ", expected number");
      }
      else if (k50 === "model") {
        const v51 = x["model"];
        if (!(typeof v51 === "string")) return err([k50], "invalid type: " + kind(v51) + ", expected string");
      }
    }
    if (x["categories"] === undefined) return err([], "missing field `categories`");
    if (x["totalTokens"] === undefined) return err([], "missing field `totalTokens`");
    if (x["maxTokens"] === undefined) return err([], "missing field `maxTokens`");
    if (x["percentage"] === undefined) return err([], "missing field `percentage`");
  }
  return undefined;
}

function v_ContextUsageCategory(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k55 in x) {
      if (k55 === "name") {
        const v56 = x["name"];
        if (!(typeof v56 === "string")) return err([k55], "invalid type: " + kind(v56) + ", expected string");
      }
      else if (k55 === "tokens") {
        const v56 = x["tokens"];
        if (!(Number.isInteger(v56))) return err([k55], "invalid type: " + kind(v56) + ", expected integer");
      }
      else if (k55 === "color") {
        const v56 = x["color"];
        if (!(typeof v56 === "string")) return err([k55], "invalid type: " + kind(v56) + ", expected string");
      }
    }
    if (x["name"] === undefined) return err([], "missing field `name`");
    if (x["tokens"] === undefined) return err([], "missing field `tokens`");
    if (x["color"] === undefined) return err([], "missing field `color`");
  }
  return undefined;
}

function v_CreateJobRequest(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k57 in x) {
      if (k57 === "session") {
        const v58 = x["session"];
        { const e59 = v_JobSessionRequest(v58); if (e59) return within(e59, [k57]); }
      }
      else if (k57 === "webhook") {
        const v58 = x["webhook"];
        { const e60 = v_WebhookConfig(v58); if (e60) return within(e60, [k57]); }
      }
      else if (k57 === "maxTokens") {
        const v58 = x["maxTokens"];
        if (!(Number.isInteger(v58))) return err([k57], "invalid type: " + kind(v58) + ", expected integer");
      }
      else if (k57 === "maxDurationMs") {
        const v58 = x["maxDurationMs"];
        if (!(Number.isInteger(v58))) return err([k57], "invalid type: " + kind(v58) + ", expected integer");
      }
      else if (k57 === "attempts") {
        const v58 = x["attempts"];
        if (!(Number.isInteger(v58))) return err([k57], "invalid type: " + kind(v58) + ", expected integer");
      }
      else if (k57 === "retryDelayMs") {
        const v58 = x["retryDelayMs"];
        if (!(Number.isInteger(v58))) return err([k57], "invalid type: " + kind(v58) + ", expected integer");
      }
      else if (k57 === "meta") {
        const v58 = x["meta"];
        if (!(isObject(v58))) return err([k57], "invalid type: " + kind(v58) + ", expected object");
      }
    }
    if (x["session"] === undefined) return err([], "missing field `session`");
  }
  return undefined;
}

function v_CreateJobResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k61 in x) {
      if (k61 === "job") {
        const v62 = x["job"];
        { const e63 = v_JobInfo(v62); if (e63) return within(e63, [k61]); }
      }
    }
    if (x["job"] === undefined) return err([], "missing field `job`");
  }
  return undefined;
}

function v_CreateProfileRequest(x) {
  { const e64 = v_ProfileInfo(x); if (e64) return e64; }
  return undefined;
}

function v_CreateSessionRequest(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k65 in x) {
      if (k65 === "cwd") {
        const v66 = x["cwd"];
        if (!(typeof v66 === "string")) return err([k65], "invalid type: " + kind(v66) + ", expected string");
      }
      else if (k65 === "profile") {
        const v66 = x["profile"];
        if (!(typeof v66 === "string")) return err([k65], "invalid type: " + kind(v66) + ", expected string");
      }
      else if (k65 === "prompt") {
        const v66 = x["prompt"];
        if (!(typeof v66 === "string")) return err([k65], "invalid type: " + kind(v66) + ", expected string");
      }
      else if (k65 === "permissionMode") {
        const v66 = x["permissionMode"];
        { const e67 = v_PermissionMode(v66); if (e67) return within(e67, [k65]); }
      }
      else if (k65 === "allowDangerouslySkipPermissions") {
        const v66 = x["allowDangerouslySkipPermissions"];
        if (!(typeof v66 === "boolean")) return err([k65], "invalid type: " + kind(v66) + ", expected boolean");
      }
      else if (k65 === "allowedTools") {
        const v66 = x["allowedTools"];
        if (!(Array.isArray(v66))) return err([k65], "invalid type: " + kind(v66) + ", expected array");
        {
          for (let i68 = 0; i68 < v66.length; i68++) {
            const v69 = v66[i68];
            if (!(typeof v69 === "string")) return err([k65, i68], "invalid type: " + kind(v69) + ", expected string");
          }
        }
      }
      else if (k65 === "disallowedTools") {
        const v66 = x["disallowedTools"];
        if (!(Array.isArray(v66))) return err([k65], "invalid type: " + kind(v66) + ", expected array");
        {
          for (let i70 = 0; i70 < v66.length; i70++) {
            const v71 = v66[i70];
            if (!(typeof v71 === "string")) return err([k65, i70], "invalid type: " + kind(v71) + ", expected string");
          }
        }
      }
      else if (k65 === "mcpServers") {
        const v66 = x["mcpServers"];
        if (!(isObject(v66))) return err([k65], "invalid type: " + kind(v66) + ", expected object");
        {
          for (const k72 in v66) {
            {
              const v73 = v66[k72];
              { const e74 = v_McpServerConfigWire(v73); if (e74) return within(e74, [k65, k72]); }
            }
          }
        }
      }
      else if (k65 === "settingSources") {
        const v66 = x["settingSources"];
        if (!(Array.isArray(v66))) return err([k65], "invalid type: " + kind(v66) + ", expected array");
        {
          for (let i75 = 0; i75 < v66.length; i75++) {
            const v76 = v66[i75];
            { const e77 = v_SettingSource(v76); if (e77) return within(e77, [k65, i75]); }
          }
        }
      }
      else if (k65 === "model") {
        const v66 = x["model"];
        if (!(typeof v66 === "string")) return err([k65], "invalid type: " + kind(v66) + ", expected string");
      }
      else if (k65 === "maxTurns") {
        const v66 = x["maxTurns"];
        if (!(Number.isInteger(v66))) return err([k65], "invalid type: " + kind(v66) + ", expected integer");
      }
      else if (k65 === "maxBudgetUsd") {
        const v66 = x["maxBudgetUsd"];
        if (!(typeof v66 === "number")) return err([k65], "invalid type: " + kind(v66) + ", expected number");
      }
      else if (k65 === "resume") {
        const v66 = x["resume"];
        if (!(typeof v66 === "string")) return err([k65], "invalid type: " + kind(v66) + ", expected string");
      }
      else if (k65 === "forkSession") {
        const v66 = x["forkSession"];
        if (!(typeof v66 === "boolean")) return err([k65], "invalid type: " + kind(v66) + ", expected boolean");
      }
      else if (k65 === "reasoningEffort") {
        const v66 = x["reasoningEffort"];
        if (!(typeof v66 === "string")) return err([k65], "invalid type: " + kind(v66) + ", expected string");
      }
      else if (k65 === "includePartialMessages") {
        const v66 = x["includePartialMessages"];
        if (!(typeof v66 === "boolean")) return err([k65], "invalid type: " + kind(v66) + ", expected boolean");
      }
      else if (k65 === "approvalTimeoutMs") {
        const v66 = x["approvalTimeoutMs"];
        if (!(Number.isInteger(v66))) return err([k65], "invalid type: " + kind(v66) + ", expected integer");
      }
      else if (k65 === "questionBehavior") {
        const v66 = x["questionBehavior"];
        { const e78 = v_QuestionBehavior(v66); if (e78) return within(e78, [k65]); }
      }
      else if (k65 === "capabilities") {
        const v66 = x["capabilities"];
        if (!(Array.isArray(v66))) return err([k65], "invalid type: " + kind(v66) + ", expected array");
        {
          for (let i79 = 0; i79 < v66.length; i79++) {
            const v80 = v66[i79];
            { const e81 = v_SessionCapability(v80); if (e81) return within(e81, [k65, i79]); }
          }
        }
      }
      else if (k65 === "meta") {
        const v66 = x["meta"];
        if (!(isObject(v66))) return err([k65], "invalid type: " + kind(v66) + ", expected object");
      }
    }
    if (x["cwd"] === undefined) return err([], "missing field `cwd`");
  }
  return undefined;
}

function v_CreateSessionResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k82 in x) {
      if (k82 === "session") {
        const v83 = x["session"];
        { const e84 = v_SessionInfo(v83); if (e84) return within(e84, [k82]); }
      }
    }
    if (x["session"] === undefined) return err([], "missing field `session`");
  }
  return undefined;
}

function v_EngineCapabilities(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k85 in x) {
      if (k85 === "interactiveApprovals") {
        const v86 = x["interactiveApprovals"];
        if (!(typeof v86 === "boolean")) return err([k85], "invalid type: " + kind(v86) + ", expected boolean");
      }
      else if (k85 === "permissionModes") {
        const v86 = x["permissionModes"];
        if (!(Array.isArray(v86))) return err([k85], "invalid type: " + kind(v86) + ", expected array");
        {
          for (let i87 = 0; i87 < v86.length; i87++) {
            const v88 = v86[i87];
            { const e89 = v_PermissionMode(v88); if (e89) return within(e89, [k85, i87]); }
          }
        }
      }
      else if (k85 === "defaultPermissionMode") {
        const v86 = x["defaultPermissionMode"];
        { const e90 = v_PermissionMode(v86); if (e90) return within(e90, [k85]); }
      }
      else if (k85 === "resume") {
        const v86 = x["resume"];
        if (!(typeof v86 === "boolean")) return err([k85], "invalid type: " + kind(v86) + ", expected boolean");
      }
      else if (k85 === "resumeBackfill") {
        const v86 = x["resumeBackfill"];
        if (!(typeof v86 === "boolean")) return err([k85], "invalid type: " + kind(v86) + ", expected boolean");
      }
      else if (k85 === "listSessions") {
        const v86 = x["listSessions"];
        if (!(typeof v86 === "boolean")) return err([k85], "invalid type: " + kind(v86) + ", expected boolean");
      }
      else if (k85 === "contextUsage") {
        const v86 = x["contextUsage"];
        if (!(typeof v86 === "boolean")) return err([k85], "invalid type: " + kind(v86) + ", expected boolean");
      }
      else if (k85 === "rateLimits") {
        const v86 = x["rateLimits"];
        if (!(typeof v86 === "boolean")) return err([k85], "invalid type: " + kind(v86) + ", expected boolean");
      }
      else if (k85 === "mcpStatus") {
        const v86 = x["mcpStatus"];
        if (!(typeof v86 === "boolean")) return err([k85], "invalid type: " + kind(v86) + ", expected boolean");
      }
      else if (k85 === "sessionMcpServers") {
        const v86 = x["sessionMcpServers"];
        if (!(typeof v86 === "boolean")) return err([k85], "invalid type: " + kind(v86) + ", expected boolean");
      }
      else if (k85 === "slashCommands") {
        const v86 = x["slashCommands"];
        if (!(typeof v86 === "boolean")) return err([k85], "invalid type: " + kind(v86) + ", expected boolean");
      }
      else if (k85 === "settingSources") {
        const v86 = x["settingSources"];
        if (!(typeof v86 === "boolean")) return err([k85], "invalid type: " + kind(v86) + ", expected boolean");
      }
      else if (k85 === "budgets") {
        const v86 = x["budgets"];
        if (!(typeof v86 === "boolean")) return err([k85], "invalid type: " + kind(v86) + ", expected boolean");
      }
      else if (k85 === "attachments") {
        const v86 = x["attachments"];
        if (!(Array.isArray(v86))) return err([k85], "invalid type: " + kind(v86) + ", expected array");
        {
          for (let i91 = 0; i91 < v86.length; i91++) {
            const v92 = v86[i91];
            { const e93 = v_AttachmentKind(v92); if (e93) return within(e93, [k85, i91]); }
          }
        }
      }
      else if (k85 === "reasoningEfforts") {
        const v86 = x["reasoningEfforts"];
        if (!(Array.isArray(v86))) return err([k85], "invalid type: " + kind(v86) + ", expected array");
        {
          for (let i94 = 0; i94 < v86.length; i94++) {
            const v95 = v86[i94];
            if (!(typeof v95 === "string")) return err([k85, i94], "invalid type: " + kind(v95) + ", expected string");
          }
        }
      }
      else if (k85 === "vfs") {
        const v86 = x["vfs"];
        if (!(typeof v86 === "boolean")) return err([k85], "invalid type: " + kind(v86) + ", expected boolean");
      }
      else if (k85 === "streaming") {
        const v86 = x["streaming"];
        { const e96 = v_StreamingGranularity(v86); if (e96) return within(e96, [k85]); }
      }
    }
    if (x["interactiveApprovals"] === undefined) return err([], "missing field `interactiveApprovals`");
    if (x["permissionModes"] === undefined) return err([], "missing field `permissionModes`");
    if (x["defaultPermissionMode"] === undefined) return err([], "missing field `defaultPermissionMode`");
    if (x["resume"] === undefined) return err([], "missing field `resume`");
    if (x["resumeBackfill"] === undefined) return err([], "missing field `resumeBackfill`");
    if (x["listSessions"] === undefined) return err([], "missing field `listSessions`");
    if (x["contextUsage"] === undefined) return err([], "missing field `contextUsage`");
    if (x["rateLimits"] === undefined) return err([], "missing field `rateLimits`");
    if (x["mcpStatus"] === undefined) return err([], "missing field `mcpStatus`");
    if (x["sessionMcpServers"] === undefined) return err([], "missing field `sessionMcpServers`");
    if (x["slashCommands"] === undefined) return err([], "missing field `slashCommands`");
    if (x["settingSources"] === undefined) return err([], "missing field `settingSources`");
    if (x["budgets"] === undefined) return err([], "missing field `budgets`");
    if (x["attachments"] === undefined) return err([], "missing field `attachments`");
    if (x["vfs"] === undefined) return err([], "missing field `vfs`");
    if (x["streaming"] === undefined) return err([], "missing field `streaming`");
  }
  return undefined;
}

function v_ErrorResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k97 in x) {
      if (k97 === "error") {
        const v98 = x["error"];
        if (!(typeof v98 === "string")) return err([k97], "invalid type: " + kind(v98) + ", expected string");
      }
    }
    if (x["error"] === undefined) return err([], "missing field `error`");
  }
  return undefined;
}

function v_FileEncoding(x) {
  const e99 = (() => {
    {
      const u100 = [];
      const b102 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "utf8") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"utf8\"");
        return undefined;
      })();
      if (b102 === undefined) return undefined;
      u100.push(b102);
      const b103 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "base64") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"base64\"");
        return undefined;
      })();
      if (b103 === undefined) return undefined;
      u100.push(b103);
      const u100d = u100.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u100d;
    }
  })();
  if (e99) return e99;
  return undefined;
}

function v_FindHostFilesResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k104 in x) {
      if (k104 === "base") {
        const v105 = x["base"];
        if (!(typeof v105 === "string")) return err([k104], "invalid type: " + kind(v105) + ", expected string");
      }
      else if (k104 === "matches") {
        const v105 = x["matches"];
        if (!(Array.isArray(v105))) return err([k104], "invalid type: " + kind(v105) + ", expected array");
        {
          for (let i106 = 0; i106 < v105.length; i106++) {
            const v107 = v105[i106];
            { const e108 = v_HostFileMatch(v107); if (e108) return within(e108, [k104, i106]); }
          }
        }
      }
      else if (k104 === "truncated") {
        const v105 = x["truncated"];
        if (!(typeof v105 === "boolean")) return err([k104], "invalid type: " + kind(v105) + ", expected boolean");
      }
    }
    if (x["base"] === undefined) return err([], "missing field `base`");
    if (x["matches"] === undefined) return err([], "missing field `matches`");
    if (x["truncated"] === undefined) return err([], "missing field `truncated`");
  }
  return undefined;
}

function v_GetJobResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k109 in x) {
      if (k109 === "job") {
        const v110 = x["job"];
        { const e111 = v_JobInfo(v110); if (e111) return within(e111, [k109]); }
      }
    }
    if (x["job"] === undefined) return err([], "missing field `job`");
  }
  return undefined;
}

function v_GetProfileResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k112 in x) {
      if (k112 === "profile") {
        const v113 = x["profile"];
        { const e114 = v_ProfileInfo(v113); if (e114) return within(e114, [k112]); }
      }
      else if (k112 === "config") {
        const v113 = x["config"];
        { const e115 = v_ProfileConfigSnapshot(v113); if (e115) return within(e115, [k112]); }
      }
    }
    if (x["profile"] === undefined) return err([], "missing field `profile`");
    if (x["config"] === undefined) return err([], "missing field `config`");
  }
  return undefined;
}

function v_GetSessionResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k116 in x) {
      if (k116 === "session") {
        const v117 = x["session"];
        { const e118 = v_SessionInfo(v117); if (e118) return within(e118, [k116]); }
      }
    }
    if (x["session"] === undefined) return err([], "missing field `session`");
  }
  return undefined;
}

function v_HostDirEntry(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k119 in x) {
      if (k119 === "name") {
        const v120 = x["name"];
        if (!(typeof v120 === "string")) return err([k119], "invalid type: " + kind(v120) + ", expected string");
      }
      else if (k119 === "path") {
        const v120 = x["path"];
        if (!(typeof v120 === "string")) return err([k119], "invalid type: " + kind(v120) + ", expected string");
      }
      else if (k119 === "type") {
        const v120 = x["type"];
        { const e121 = v_HostDirEntryType(v120); if (e121) return within(e121, [k119]); }
      }
      else if (k119 === "bytes") {
        const v120 = x["bytes"];
        if (!(Number.isInteger(v120))) return err([k119], "invalid type: " + kind(v120) + ", expected integer");
      }
      else if (k119 === "modifiedAt") {
        const v120 = x["modifiedAt"];
        if (!(Number.isInteger(v120))) return err([k119], "invalid type: " + kind(v120) + ", expected integer");
      }
    }
    if (x["name"] === undefined) return err([], "missing field `name`");
    if (x["path"] === undefined) return err([], "missing field `path`");
    if (x["type"] === undefined) return err([], "missing field `type`");
  }
  return undefined;
}

function v_HostDirEntryType(x) {
  const e122 = (() => {
    {
      const u123 = [];
      const b125 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "file") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"file\"");
        return undefined;
      })();
      if (b125 === undefined) return undefined;
      u123.push(b125);
      const b126 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "dir") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"dir\"");
        return undefined;
      })();
      if (b126 === undefined) return undefined;
      u123.push(b126);
      const b127 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "symlink") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"symlink\"");
        return undefined;
      })();
      if (b127 === undefined) return undefined;
      u123.push(b127);
      const b128 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "other") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"other\"");
        return undefined;
      })();
      if (b128 === undefined) return undefined;
      u123.push(b128);
      const u123d = u123.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u123d;
    }
  })();
  if (e122) return e122;
  return undefined;
}

function v_HostFileMatch(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k129 in x) {
      if (k129 === "path") {
        const v130 = x["path"];
        if (!(typeof v130 === "string")) return err([k129], "invalid type: " + kind(v130) + ", expected string");
      }
      else if (k129 === "relative") {
        const v130 = x["relative"];
        if (!(typeof v130 === "string")) return err([k129], "invalid type: " + kind(v130) + ", expected string");
      }
    }
    if (x["path"] === undefined) return err([], "missing field `path`");
    if (x["relative"] === undefined) return err([], "missing field `relative`");
  }
  return undefined;
}

function v_HostFileRoot(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k131 in x) {
      if (k131 === "path") {
        const v132 = x["path"];
        if (!(typeof v132 === "string")) return err([k131], "invalid type: " + kind(v132) + ", expected string");
      }
      else if (k131 === "name") {
        const v132 = x["name"];
        if (!(typeof v132 === "string")) return err([k131], "invalid type: " + kind(v132) + ", expected string");
      }
    }
    if (x["path"] === undefined) return err([], "missing field `path`");
    if (x["name"] === undefined) return err([], "missing field `name`");
  }
  return undefined;
}

function v_JobEvent(x) {
  const e133 = (() => {
    if (!isObject(x)) return err([], "invalid type: " + kind(x) + ", expected an object with a `type`");
    if (x["type"] === undefined) {
      return err([], "missing field `type`");
    }
    const t134 = x["type"];
    if (t134 === "job_submitted") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k135 in x) {
          if (k135 === "type") {
            const v136 = x["type"];
            if (!(typeof v136 === "string")) return err([k135], "invalid type: " + kind(v136) + ", expected string");
            if (v136 !== "job_submitted") return err([k135], "invalid value: " + kind(v136) + ", expected the constant " + "\"job_submitted\"");
          }
          else if (k135 === "job") {
            const v136 = x["job"];
            { const e137 = v_JobInfo(v136); if (e137) return within(e137, [k135]); }
          }
          else if (k135 === "ts") {
            const v136 = x["ts"];
            if (!(Number.isInteger(v136))) return err([k135], "invalid type: " + kind(v136) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["job"] === undefined) return err([], "missing field `job`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t134 === "job_started") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k138 in x) {
          if (k138 === "type") {
            const v139 = x["type"];
            if (!(typeof v139 === "string")) return err([k138], "invalid type: " + kind(v139) + ", expected string");
            if (v139 !== "job_started") return err([k138], "invalid value: " + kind(v139) + ", expected the constant " + "\"job_started\"");
          }
          else if (k138 === "job") {
            const v139 = x["job"];
            { const e140 = v_JobInfo(v139); if (e140) return within(e140, [k138]); }
          }
          else if (k138 === "ts") {
            const v139 = x["ts"];
            if (!(Number.isInteger(v139))) return err([k138], "invalid type: " + kind(v139) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["job"] === undefined) return err([], "missing field `job`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t134 === "job_progress") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k141 in x) {
          if (k141 === "type") {
            const v142 = x["type"];
            if (!(typeof v142 === "string")) return err([k141], "invalid type: " + kind(v142) + ", expected string");
            if (v142 !== "job_progress") return err([k141], "invalid value: " + kind(v142) + ", expected the constant " + "\"job_progress\"");
          }
          else if (k141 === "job") {
            const v142 = x["job"];
            { const e143 = v_JobInfo(v142); if (e143) return within(e143, [k141]); }
          }
          else if (k141 === "progress") {
            const v142 = x["progress"];
            { const e144 = v_JobProgress(v142); if (e144) return within(e144, [k141]); }
          }
          else if (k141 === "ts") {
            const v142 = x["ts"];
            if (!(Number.isInteger(v142))) return err([k141], "invalid type: " + kind(v142) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["job"] === undefined) return err([], "missing field `job`");
        if (x["progress"] === undefined) return err([], "missing field `progress`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t134 === "job_parked") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k145 in x) {
          if (k145 === "type") {
            const v146 = x["type"];
            if (!(typeof v146 === "string")) return err([k145], "invalid type: " + kind(v146) + ", expected string");
            if (v146 !== "job_parked") return err([k145], "invalid value: " + kind(v146) + ", expected the constant " + "\"job_parked\"");
          }
          else if (k145 === "job") {
            const v146 = x["job"];
            { const e147 = v_JobInfo(v146); if (e147) return within(e147, [k145]); }
          }
          else if (k145 === "executionId") {
            const v146 = x["executionId"];
            if (!(typeof v146 === "string")) return err([k145], "invalid type: " + kind(v146) + ", expected string");
          }
          else if (k145 === "ts") {
            const v146 = x["ts"];
            if (!(Number.isInteger(v146))) return err([k145], "invalid type: " + kind(v146) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["job"] === undefined) return err([], "missing field `job`");
        if (x["executionId"] === undefined) return err([], "missing field `executionId`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t134 === "job_resumed") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k148 in x) {
          if (k148 === "type") {
            const v149 = x["type"];
            if (!(typeof v149 === "string")) return err([k148], "invalid type: " + kind(v149) + ", expected string");
            if (v149 !== "job_resumed") return err([k148], "invalid value: " + kind(v149) + ", expected the constant " + "\"job_resumed\"");
          }
          else if (k148 === "job") {
            const v149 = x["job"];
            { const e150 = v_JobInfo(v149); if (e150) return within(e150, [k148]); }
          }
          else if (k148 === "executionId") {
            const v149 = x["executionId"];
            if (!(typeof v149 === "string")) return err([k148], "invalid type: " + kind(v149) + ", expected string");
          }
          else if (k148 === "ts") {
            const v149 = x["ts"];
            if (!(Number.isInteger(v149))) return err([k148], "invalid type: " + kind(v149) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["job"] === undefined) return err([], "missing field `job`");
        if (x["executionId"] === undefined) return err([], "missing field `executionId`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t134 === "job_retrying") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k151 in x) {
          if (k151 === "type") {
            const v152 = x["type"];
            if (!(typeof v152 === "string")) return err([k151], "invalid type: " + kind(v152) + ", expected string");
            if (v152 !== "job_retrying") return err([k151], "invalid value: " + kind(v152) + ", expected the constant " + "\"job_retrying\"");
          }
          else if (k151 === "job") {
            const v152 = x["job"];
            { const e153 = v_JobInfo(v152); if (e153) return within(e153, [k151]); }
          }
          else if (k151 === "ts") {
            const v152 = x["ts"];
            if (!(Number.isInteger(v152))) return err([k151], "invalid type: " + kind(v152) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["job"] === undefined) return err([], "missing field `job`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t134 === "job_completed") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k154 in x) {
          if (k154 === "type") {
            const v155 = x["type"];
            if (!(typeof v155 === "string")) return err([k154], "invalid type: " + kind(v155) + ", expected string");
            if (v155 !== "job_completed") return err([k154], "invalid value: " + kind(v155) + ", expected the constant " + "\"job_completed\"");
          }
          else if (k154 === "job") {
            const v155 = x["job"];
            { const e156 = v_JobInfo(v155); if (e156) return within(e156, [k154]); }
          }
          else if (k154 === "ts") {
            const v155 = x["ts"];
            if (!(Number.isInteger(v155))) return err([k154], "invalid type: " + kind(v155) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["job"] === undefined) return err([], "missing field `job`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    return err(typeof t134 === "string" ? [] : ["type"], "unknown variant " + kind(t134) + ", expected one of `job_submitted`, `job_started`, `job_progress`, `job_parked`, `job_resumed`, `job_retrying`, `job_completed`");
  })();
  if (e133) return e133;
  return undefined;
}

function v_JobInfo(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k157 in x) {
      if (k157 === "id") {
        const v158 = x["id"];
        if (!(typeof v158 === "string")) return err([k157], "invalid type: " + kind(v158) + ", expected string");
      }
      else if (k157 === "status") {
        const v158 = x["status"];
        { const e159 = v_JobStatus(v158); if (e159) return within(e159, [k157]); }
      }
      else if (k157 === "cwd") {
        const v158 = x["cwd"];
        if (!(typeof v158 === "string")) return err([k157], "invalid type: " + kind(v158) + ", expected string");
      }
      else if (k157 === "profile") {
        const v158 = x["profile"];
        if (!(typeof v158 === "string")) return err([k157], "invalid type: " + kind(v158) + ", expected string");
      }
      else if (k157 === "prompt") {
        const v158 = x["prompt"];
        if (!(typeof v158 === "string")) return err([k157], "invalid type: " + kind(v158) + ", expected string");
      }
      else if (k157 === "sessionId") {
        const v158 = x["sessionId"];
        if (!(typeof v158 === "string")) return err([k157], "invalid type: " + kind(v158) + ", expected string");
      }
      else if (k157 === "sdkSessionId") {
        const v158 = x["sdkSessionId"];
        if (!(typeof v158 === "string")) return err([k157], "invalid type: " + kind(v158) + ", expected string");
      }
      else if (k157 === "createdAt") {
        const v158 = x["createdAt"];
        if (!(Number.isInteger(v158))) return err([k157], "invalid type: " + kind(v158) + ", expected integer");
      }
      else if (k157 === "startedAt") {
        const v158 = x["startedAt"];
        if (!(Number.isInteger(v158))) return err([k157], "invalid type: " + kind(v158) + ", expected integer");
      }
      else if (k157 === "finishedAt") {
        const v158 = x["finishedAt"];
        if (!(Number.isInteger(v158))) return err([k157], "invalid type: " + kind(v158) + ", expected integer");
      }
      else if (k157 === "attempt") {
        const v158 = x["attempt"];
        if (!(Number.isInteger(v158))) return err([k157], "invalid type: " + kind(v158) + ", expected integer");
      }
      else if (k157 === "maxAttempts") {
        const v158 = x["maxAttempts"];
        if (!(Number.isInteger(v158))) return err([k157], "invalid type: " + kind(v158) + ", expected integer");
      }
      else if (k157 === "nextRunAt") {
        const v158 = x["nextRunAt"];
        if (!(Number.isInteger(v158))) return err([k157], "invalid type: " + kind(v158) + ", expected integer");
      }
      else if (k157 === "parkedAt") {
        const v158 = x["parkedAt"];
        if (!(Number.isInteger(v158))) return err([k157], "invalid type: " + kind(v158) + ", expected integer");
      }
      else if (k157 === "parkedExecutionId") {
        const v158 = x["parkedExecutionId"];
        if (!(typeof v158 === "string")) return err([k157], "invalid type: " + kind(v158) + ", expected string");
      }
      else if (k157 === "usage") {
        const v158 = x["usage"];
        { const e160 = v_JobUsage(v158); if (e160) return within(e160, [k157]); }
      }
      else if (k157 === "result") {
        const v158 = x["result"];
        { const e161 = v_JobResult(v158); if (e161) return within(e161, [k157]); }
      }
      else if (k157 === "error") {
        const v158 = x["error"];
        if (!(typeof v158 === "string")) return err([k157], "invalid type: " + kind(v158) + ", expected string");
      }
      else if (k157 === "meta") {
        const v158 = x["meta"];
        if (!(isObject(v158))) return err([k157], "invalid type: " + kind(v158) + ", expected object");
      }
    }
    if (x["id"] === undefined) return err([], "missing field `id`");
    if (x["status"] === undefined) return err([], "missing field `status`");
    if (x["cwd"] === undefined) return err([], "missing field `cwd`");
    if (x["prompt"] === undefined) return err([], "missing field `prompt`");
    if (x["createdAt"] === undefined) return err([], "missing field `createdAt`");
    if (x["usage"] === undefined) return err([], "missing field `usage`");
  }
  return undefined;
}

function v_JobProgress(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k162 in x) {
      if (k162 === "kind") {
        const v163 = x["kind"];
        { const e164 = v_JobProgressKind(v163); if (e164) return within(e164, [k162]); }
      }
      else if (k162 === "preview") {
        const v163 = x["preview"];
        if (!(typeof v163 === "string")) return err([k162], "invalid type: " + kind(v163) + ", expected string");
      }
      else if (k162 === "request") {
        const v163 = x["request"];
        { const e165 = v_PermissionRequest(v163); if (e165) return within(e165, [k162]); }
      }
    }
    if (x["kind"] === undefined) return err([], "missing field `kind`");
  }
  return undefined;
}

function v_JobProgressKind(x) {
  const e166 = (() => {
    {
      const u167 = [];
      const b169 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "assistant_text") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"assistant_text\"");
        return undefined;
      })();
      if (b169 === undefined) return undefined;
      u167.push(b169);
      const b170 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "tool_use") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"tool_use\"");
        return undefined;
      })();
      if (b170 === undefined) return undefined;
      u167.push(b170);
      const b171 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "permission_requested") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"permission_requested\"");
        return undefined;
      })();
      if (b171 === undefined) return undefined;
      u167.push(b171);
      const b172 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "permission_resolved") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"permission_resolved\"");
        return undefined;
      })();
      if (b172 === undefined) return undefined;
      u167.push(b172);
      const u167d = u167.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u167d;
    }
  })();
  if (e166) return e166;
  return undefined;
}

function v_JobResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k173 in x) {
      if (k173 === "subtype") {
        const v174 = x["subtype"];
        if (!(typeof v174 === "string")) return err([k173], "invalid type: " + kind(v174) + ", expected string");
      }
      else if (k173 === "isError") {
        const v174 = x["isError"];
        if (!(typeof v174 === "boolean")) return err([k173], "invalid type: " + kind(v174) + ", expected boolean");
      }
      else if (k173 === "result") {
        const v174 = x["result"];
        if (!(typeof v174 === "string")) return err([k173], "invalid type: " + kind(v174) + ", expected string");
      }
      else if (k173 === "errors") {
        const v174 = x["errors"];
        if (!(Array.isArray(v174))) return err([k173], "invalid type: " + kind(v174) + ", expected array");
        {
          for (let i175 = 0; i175 < v174.length; i175++) {
            const v176 = v174[i175];
            if (!(typeof v176 === "string")) return err([k173, i175], "invalid type: " + kind(v176) + ", expected string");
          }
        }
      }
      else if (k173 === "durationMs") {
        const v174 = x["durationMs"];
        if (!(Number.isInteger(v174))) return err([k173], "invalid type: " + kind(v174) + ", expected integer");
      }
    }
    if (x["subtype"] === undefined) return err([], "missing field `subtype`");
    if (x["isError"] === undefined) return err([], "missing field `isError`");
    if (x["durationMs"] === undefined) return err([], "missing field `durationMs`");
  }
  return undefined;
}

function v_JobSessionRequest(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k177 in x) {
      if (k177 === "cwd") {
        const v178 = x["cwd"];
        if (!(typeof v178 === "string")) return err([k177], "invalid type: " + kind(v178) + ", expected string");
      }
      else if (k177 === "profile") {
        const v178 = x["profile"];
        if (!(typeof v178 === "string")) return err([k177], "invalid type: " + kind(v178) + ", expected string");
      }
      else if (k177 === "prompt") {
        const v178 = x["prompt"];
        if (!(typeof v178 === "string")) return err([k177], "invalid type: " + kind(v178) + ", expected string");
      }
      else if (k177 === "permissionMode") {
        const v178 = x["permissionMode"];
        { const e179 = v_PermissionMode(v178); if (e179) return within(e179, [k177]); }
      }
      else if (k177 === "allowDangerouslySkipPermissions") {
        const v178 = x["allowDangerouslySkipPermissions"];
        if (!(typeof v178 === "boolean")) return err([k177], "invalid type: " + kind(v178) + ", expected boolean");
      }
      else if (k177 === "allowedTools") {
        const v178 = x["allowedTools"];
        if (!(Array.isArray(v178))) return err([k177], "invalid type: " + kind(v178) + ", expected array");
        {
          for (let i180 = 0; i180 < v178.length; i180++) {
            const v181 = v178[i180];
            if (!(typeof v181 === "string")) return err([k177, i180], "invalid type: " + kind(v181) + ", expected string");
          }
        }
      }
      else if (k177 === "disallowedTools") {
        const v178 = x["disallowedTools"];
        if (!(Array.isArray(v178))) return err([k177], "invalid type: " + kind(v178) + ", expected array");
        {
          for (let i182 = 0; i182 < v178.length; i182++) {
            const v183 = v178[i182];
            if (!(typeof v183 === "string")) return err([k177, i182], "invalid type: " + kind(v183) + ", expected string");
          }
        }
      }
      else if (k177 === "mcpServers") {
        const v178 = x["mcpServers"];
        if (!(isObject(v178))) return err([k177], "invalid type: " + kind(v178) + ", expected object");
        {
          for (const k184 in v178) {
            {
              const v185 = v178[k184];
              { const e186 = v_McpServerConfigWire(v185); if (e186) return within(e186, [k177, k184]); }
            }
          }
        }
      }
      else if (k177 === "settingSources") {
        const v178 = x["settingSources"];
        if (!(Array.isArray(v178))) return err([k177], "invalid type: " + kind(v178) + ", expected array");
        {
          for (let i187 = 0; i187 < v178.length; i187++) {
            const v188 = v178[i187];
            { const e189 = v_SettingSource(v188); if (e189) return within(e189, [k177, i187]); }
          }
        }
      }
      else if (k177 === "model") {
        const v178 = x["model"];
        if (!(typeof v178 === "string")) return err([k177], "invalid type: " + kind(v178) + ", expected string");
      }
      else if (k177 === "maxTurns") {
        const v178 = x["maxTurns"];
        if (!(Number.isInteger(v178))) return err([k177], "invalid type: " + kind(v178) + ", expected integer");
      }
      else if (k177 === "maxBudgetUsd") {
        const v178 = x["maxBudgetUsd"];
        if (!(typeof v178 === "number")) return err([k177], "invalid type: " + kind(v178) + ", expected number");
      }
      else if (k177 === "resume") {
        const v178 = x["resume"];
        if (!(typeof v178 === "string")) return err([k177], "invalid type: " + kind(v178) + ", expected string");
      }
      else if (k177 === "forkSession") {
        const v178 = x["forkSession"];
        if (!(typeof v178 === "boolean")) return err([k177], "invalid type: " + kind(v178) + ", expected boolean");
      }
      else if (k177 === "reasoningEffort") {
        const v178 = x["reasoningEffort"];
        if (!(typeof v178 === "string")) return err([k177], "invalid type: " + kind(v178) + ", expected string");
      }
      else if (k177 === "includePartialMessages") {
        const v178 = x["includePartialMessages"];
        if (!(typeof v178 === "boolean")) return err([k177], "invalid type: " + kind(v178) + ", expected boolean");
      }
      else if (k177 === "approvalTimeoutMs") {
        const v178 = x["approvalTimeoutMs"];
        if (!(Number.isInteger(v178))) return err([k177], "invalid type: " + kind(v178) + ", expected integer");
      }
      else if (k177 === "questionBehavior") {
        const v178 = x["questionBehavior"];
        { const e190 = v_QuestionBehavior(v178); if (e190) return within(e190, [k177]); }
      }
      else if (k177 === "capabilities") {
        const v178 = x["capabilities"];
        if (!(Array.isArray(v178))) return err([k177], "invalid type: " + kind(v178) + ", expected array");
        {
          for (let i191 = 0; i191 < v178.length; i191++) {
            const v192 = v178[i191];
            { const e193 = v_SessionCapability(v192); if (e193) return within(e193, [k177, i191]); }
          }
        }
      }
      else if (k177 === "meta") {
        const v178 = x["meta"];
        if (!(isObject(v178))) return err([k177], "invalid type: " + kind(v178) + ", expected object");
      }
    }
    if (x["cwd"] === undefined) return err([], "missing field `cwd`");
    if (x["prompt"] === undefined) return err([], "missing field `prompt`");
  }
  return undefined;
}

function v_JobStatus(x) {
  const e194 = (() => {
    {
      const u195 = [];
      const b197 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "queued") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"queued\"");
        return undefined;
      })();
      if (b197 === undefined) return undefined;
      u195.push(b197);
      const b198 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "running") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"running\"");
        return undefined;
      })();
      if (b198 === undefined) return undefined;
      u195.push(b198);
      const b199 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "parked") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"parked\"");
        return undefined;
      })();
      if (b199 === undefined) return undefined;
      u195.push(b199);
      const b200 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "succeeded") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"succeeded\"");
        return undefined;
      })();
      if (b200 === undefined) return undefined;
      u195.push(b200);
      const b201 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "failed") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"failed\"");
        return undefined;
      })();
      if (b201 === undefined) return undefined;
      u195.push(b201);
      const b202 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "canceled") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"canceled\"");
        return undefined;
      })();
      if (b202 === undefined) return undefined;
      u195.push(b202);
      const u195d = u195.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u195d;
    }
  })();
  if (e194) return e194;
  return undefined;
}

function v_JobUsage(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k203 in x) {
      if (k203 === "tokens") {
        const v204 = x["tokens"];
        if (!(Number.isInteger(v204))) return err([k203], "invalid type: " + kind(v204) + ", expected integer");
      }
      else if (k203 === "totalCostUsd") {
        const v204 = x["totalCostUsd"];
        if (!(typeof v204 === "number")) return err([k203], "invalid type: " + kind(v204) + ", expected number");
      }
      else if (k203 === "numTurns") {
        const v204 = x["numTurns"];
        if (!(Number.isInteger(v204))) return err([k203], "invalid type: " + kind(v204) + ", expected integer");
      }
    }
    if (x["tokens"] === undefined) return err([], "missing field `tokens`");
    if (x["totalCostUsd"] === undefined) return err([], "missing field `totalCostUsd`");
    if (x["numTurns"] === undefined) return err([], "missing field `numTurns`");
  }
  return undefined;
}

function v_ListHostDirResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k205 in x) {
      if (k205 === "path") {
        const v206 = x["path"];
        if (!(typeof v206 === "string")) return err([k205], "invalid type: " + kind(v206) + ", expected string");
      }
      else if (k205 === "entries") {
        const v206 = x["entries"];
        if (!(Array.isArray(v206))) return err([k205], "invalid type: " + kind(v206) + ", expected array");
        {
          for (let i207 = 0; i207 < v206.length; i207++) {
            const v208 = v206[i207];
            { const e209 = v_HostDirEntry(v208); if (e209) return within(e209, [k205, i207]); }
          }
        }
      }
      else if (k205 === "truncated") {
        const v206 = x["truncated"];
        if (!(typeof v206 === "boolean")) return err([k205], "invalid type: " + kind(v206) + ", expected boolean");
      }
    }
    if (x["path"] === undefined) return err([], "missing field `path`");
    if (x["entries"] === undefined) return err([], "missing field `entries`");
  }
  return undefined;
}

function v_ListHostRootsResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k210 in x) {
      if (k210 === "roots") {
        const v211 = x["roots"];
        if (!(Array.isArray(v211))) return err([k210], "invalid type: " + kind(v211) + ", expected array");
        {
          for (let i212 = 0; i212 < v211.length; i212++) {
            const v213 = v211[i212];
            { const e214 = v_HostFileRoot(v213); if (e214) return within(e214, [k210, i212]); }
          }
        }
      }
      else if (k210 === "canWrite") {
        const v211 = x["canWrite"];
        if (!(typeof v211 === "boolean")) return err([k210], "invalid type: " + kind(v211) + ", expected boolean");
      }
    }
    if (x["roots"] === undefined) return err([], "missing field `roots`");
    if (x["canWrite"] === undefined) return err([], "missing field `canWrite`");
  }
  return undefined;
}

function v_ListJobsResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k215 in x) {
      if (k215 === "jobs") {
        const v216 = x["jobs"];
        if (!(Array.isArray(v216))) return err([k215], "invalid type: " + kind(v216) + ", expected array");
        {
          for (let i217 = 0; i217 < v216.length; i217++) {
            const v218 = v216[i217];
            { const e219 = v_JobInfo(v218); if (e219) return within(e219, [k215, i217]); }
          }
        }
      }
    }
    if (x["jobs"] === undefined) return err([], "missing field `jobs`");
  }
  return undefined;
}

function v_ListProfilesResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k220 in x) {
      if (k220 === "profiles") {
        const v221 = x["profiles"];
        if (!(Array.isArray(v221))) return err([k220], "invalid type: " + kind(v221) + ", expected array");
        {
          for (let i222 = 0; i222 < v221.length; i222++) {
            const v223 = v221[i222];
            { const e224 = v_ProfileInfo(v223); if (e224) return within(e224, [k220, i222]); }
          }
        }
      }
      else if (k220 === "canManage") {
        const v221 = x["canManage"];
        if (!(typeof v221 === "boolean")) return err([k220], "invalid type: " + kind(v221) + ", expected boolean");
      }
    }
    if (x["profiles"] === undefined) return err([], "missing field `profiles`");
  }
  return undefined;
}

function v_ListSdkSessionsResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k225 in x) {
      if (k225 === "sdkSessions") {
        const v226 = x["sdkSessions"];
        if (!(Array.isArray(v226))) return err([k225], "invalid type: " + kind(v226) + ", expected array");
        {
          for (let i227 = 0; i227 < v226.length; i227++) {
            const v228 = v226[i227];
            { const e229 = v_SdkSessionSummary(v228); if (e229) return within(e229, [k225, i227]); }
          }
        }
      }
    }
    if (x["sdkSessions"] === undefined) return err([], "missing field `sdkSessions`");
  }
  return undefined;
}

function v_ListSessionFilesResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k230 in x) {
      if (k230 === "files") {
        const v231 = x["files"];
        if (!(Array.isArray(v231))) return err([k230], "invalid type: " + kind(v231) + ", expected array");
        {
          for (let i232 = 0; i232 < v231.length; i232++) {
            const v233 = v231[i232];
            { const e234 = v_SessionFileInfo(v233); if (e234) return within(e234, [k230, i232]); }
          }
        }
      }
    }
    if (x["files"] === undefined) return err([], "missing field `files`");
  }
  return undefined;
}

function v_ListSessionsResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k235 in x) {
      if (k235 === "sessions") {
        const v236 = x["sessions"];
        if (!(Array.isArray(v236))) return err([k235], "invalid type: " + kind(v236) + ", expected array");
        {
          for (let i237 = 0; i237 < v236.length; i237++) {
            const v238 = v236[i237];
            { const e239 = v_SessionInfo(v238); if (e239) return within(e239, [k235, i237]); }
          }
        }
      }
    }
    if (x["sessions"] === undefined) return err([], "missing field `sessions`");
  }
  return undefined;
}

function v_McpHttpServerConfig(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k240 in x) {
      if (k240 === "type") {
        const v241 = x["type"];
        if (!(typeof v241 === "string")) return err([k240], "invalid type: " + kind(v241) + ", expected string");
        if (v241 !== "http") return err([k240], "invalid value: " + kind(v241) + ", expected the constant " + "\"http\"");
      }
      else if (k240 === "url") {
        const v241 = x["url"];
        if (!(typeof v241 === "string")) return err([k240], "invalid type: " + kind(v241) + ", expected string");
      }
      else if (k240 === "headers") {
        const v241 = x["headers"];
        if (!(isObject(v241))) return err([k240], "invalid type: " + kind(v241) + ", expected object");
        {
          for (const k242 in v241) {
            {
              const v243 = v241[k242];
              if (!(typeof v243 === "string")) return err([k240, k242], "invalid type: " + kind(v243) + ", expected string");
            }
          }
        }
      }
    }
    if (x["type"] === undefined) return err([], "missing field `type`");
    if (x["url"] === undefined) return err([], "missing field `url`");
  }
  return undefined;
}

function v_McpServerAction(x) {
  const e244 = (() => {
    {
      const u245 = [];
      const b247 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "reconnect") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"reconnect\"");
        return undefined;
      })();
      if (b247 === undefined) return undefined;
      u245.push(b247);
      const b248 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "enable") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"enable\"");
        return undefined;
      })();
      if (b248 === undefined) return undefined;
      u245.push(b248);
      const b249 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "disable") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"disable\"");
        return undefined;
      })();
      if (b249 === undefined) return undefined;
      u245.push(b249);
      const u245d = u245.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u245d;
    }
  })();
  if (e244) return e244;
  return undefined;
}

function v_McpServerActionRequest(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k250 in x) {
      if (k250 === "action") {
        const v251 = x["action"];
        { const e252 = v_McpServerAction(v251); if (e252) return within(e252, [k250]); }
      }
    }
    if (x["action"] === undefined) return err([], "missing field `action`");
  }
  return undefined;
}

function v_McpServerConfigWire(x) {
  const e253 = (() => {
    if (!isObject(x)) return err([], "invalid type: " + kind(x) + ", expected an object with a `type`");
    if (x["type"] === undefined) {
      { const e254 = v_McpStdioServerConfig(x); if (e254) return e254; }
      return undefined;
    }
    const t255 = x["type"];
    if (t255 === "stdio") {
      { const e256 = v_McpStdioServerConfig(x); if (e256) return e256; }
      return undefined;
    }
    if (t255 === "http") {
      { const e257 = v_McpHttpServerConfig(x); if (e257) return e257; }
      return undefined;
    }
    if (t255 === "sse") {
      { const e258 = v_McpSseServerConfig(x); if (e258) return e258; }
      return undefined;
    }
    return err(typeof t255 === "string" ? [] : ["type"], "unknown variant " + kind(t255) + ", expected one of `stdio`, `http`, `sse`");
  })();
  if (e253) return e253;
  return undefined;
}

function v_McpServerIdentity(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k259 in x) {
      if (k259 === "name") {
        const v260 = x["name"];
        if (!(typeof v260 === "string")) return err([k259], "invalid type: " + kind(v260) + ", expected string");
      }
      else if (k259 === "version") {
        const v260 = x["version"];
        if (!(typeof v260 === "string")) return err([k259], "invalid type: " + kind(v260) + ", expected string");
      }
    }
    if (x["name"] === undefined) return err([], "missing field `name`");
    if (x["version"] === undefined) return err([], "missing field `version`");
  }
  return undefined;
}

function v_McpServerStatusInfo(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k261 in x) {
      if (k261 === "name") {
        const v262 = x["name"];
        if (!(typeof v262 === "string")) return err([k261], "invalid type: " + kind(v262) + ", expected string");
      }
      else if (k261 === "status") {
        const v262 = x["status"];
        if (!(typeof v262 === "string")) return err([k261], "invalid type: " + kind(v262) + ", expected string");
      }
      else if (k261 === "scope") {
        const v262 = x["scope"];
        if (!(typeof v262 === "string")) return err([k261], "invalid type: " + kind(v262) + ", expected string");
      }
      else if (k261 === "error") {
        const v262 = x["error"];
        if (!(typeof v262 === "string")) return err([k261], "invalid type: " + kind(v262) + ", expected string");
      }
      else if (k261 === "serverInfo") {
        const v262 = x["serverInfo"];
        { const e263 = v_McpServerIdentity(v262); if (e263) return within(e263, [k261]); }
      }
      else if (k261 === "transport") {
        const v262 = x["transport"];
        { const e264 = v_McpTransport(v262); if (e264) return within(e264, [k261]); }
      }
      else if (k261 === "command") {
        const v262 = x["command"];
        if (!(typeof v262 === "string")) return err([k261], "invalid type: " + kind(v262) + ", expected string");
      }
      else if (k261 === "args") {
        const v262 = x["args"];
        if (!(Array.isArray(v262))) return err([k261], "invalid type: " + kind(v262) + ", expected array");
        {
          for (let i265 = 0; i265 < v262.length; i265++) {
            const v266 = v262[i265];
            if (!(typeof v266 === "string")) return err([k261, i265], "invalid type: " + kind(v266) + ", expected string");
          }
        }
      }
      else if (k261 === "url") {
        const v262 = x["url"];
        if (!(typeof v262 === "string")) return err([k261], "invalid type: " + kind(v262) + ", expected string");
      }
      else if (k261 === "tools") {
        const v262 = x["tools"];
        if (!(Array.isArray(v262))) return err([k261], "invalid type: " + kind(v262) + ", expected array");
        {
          for (let i267 = 0; i267 < v262.length; i267++) {
            const v268 = v262[i267];
            { const e269 = v_McpServerToolInfo(v268); if (e269) return within(e269, [k261, i267]); }
          }
        }
      }
    }
    if (x["name"] === undefined) return err([], "missing field `name`");
    if (x["status"] === undefined) return err([], "missing field `status`");
  }
  return undefined;
}

function v_McpServerToolInfo(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k270 in x) {
      if (k270 === "name") {
        const v271 = x["name"];
        if (!(typeof v271 === "string")) return err([k270], "invalid type: " + kind(v271) + ", expected string");
      }
      else if (k270 === "description") {
        const v271 = x["description"];
        if (!(typeof v271 === "string")) return err([k270], "invalid type: " + kind(v271) + ", expected string");
      }
      else if (k270 === "annotations") {
        const v271 = x["annotations"];
        { const e272 = v_McpToolAnnotations(v271); if (e272) return within(e272, [k270]); }
      }
    }
    if (x["name"] === undefined) return err([], "missing field `name`");
  }
  return undefined;
}

function v_McpServersResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k273 in x) {
      if (k273 === "servers") {
        const v274 = x["servers"];
        if (!(Array.isArray(v274))) return err([k273], "invalid type: " + kind(v274) + ", expected array");
        {
          for (let i275 = 0; i275 < v274.length; i275++) {
            const v276 = v274[i275];
            { const e277 = v_McpServerStatusInfo(v276); if (e277) return within(e277, [k273, i275]); }
          }
        }
      }
    }
    if (x["servers"] === undefined) return err([], "missing field `servers`");
  }
  return undefined;
}

function v_McpSseServerConfig(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k278 in x) {
      if (k278 === "type") {
        const v279 = x["type"];
        if (!(typeof v279 === "string")) return err([k278], "invalid type: " + kind(v279) + ", expected string");
        if (v279 !== "sse") return err([k278], "invalid value: " + kind(v279) + ", expected the constant " + "\"sse\"");
      }
      else if (k278 === "url") {
        const v279 = x["url"];
        if (!(typeof v279 === "string")) return err([k278], "invalid type: " + kind(v279) + ", expected string");
      }
      else if (k278 === "headers") {
        const v279 = x["headers"];
        if (!(isObject(v279))) return err([k278], "invalid type: " + kind(v279) + ", expected object");
        {
          for (const k280 in v279) {
            {
              const v281 = v279[k280];
              if (!(typeof v281 === "string")) return err([k278, k280], "invalid type: " + kind(v281) + ", expected string");
            }
          }
        }
      }
    }
    if (x["type"] === undefined) return err([], "missing field `type`");
    if (x["url"] === undefined) return err([], "missing field `url`");
  }
  return undefined;
}

function v_McpStdioServerConfig(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k282 in x) {
      if (k282 === "type") {
        const v283 = x["type"];
        if (!(typeof v283 === "string")) return err([k282], "invalid type: " + kind(v283) + ", expected string");
        if (v283 !== "stdio") return err([k282], "invalid value: " + kind(v283) + ", expected the constant " + "\"stdio\"");
      }
      else if (k282 === "command") {
        const v283 = x["command"];
        if (!(typeof v283 === "string")) return err([k282], "invalid type: " + kind(v283) + ", expected string");
      }
      else if (k282 === "args") {
        const v283 = x["args"];
        if (!(Array.isArray(v283))) return err([k282], "invalid type: " + kind(v283) + ", expected array");
        {
          for (let i284 = 0; i284 < v283.length; i284++) {
            const v285 = v283[i284];
            if (!(typeof v285 === "string")) return err([k282, i284], "invalid type: " + kind(v285) + ", expected string");
          }
        }
      }
      else if (k282 === "env") {
        const v283 = x["env"];
        if (!(isObject(v283))) return err([k282], "invalid type: " + kind(v283) + ", expected object");
        {
          for (const k286 in v283) {
            {
              const v287 = v283[k286];
              if (!(typeof v287 === "string")) return err([k282, k286], "invalid type: " + kind(v287) + ", expected string");
            }
          }
        }
      }
    }
    if (x["command"] === undefined) return err([], "missing field `command`");
  }
  return undefined;
}

function v_McpToolAnnotations(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k288 in x) {
      if (k288 === "readOnly") {
        const v289 = x["readOnly"];
        if (!(typeof v289 === "boolean")) return err([k288], "invalid type: " + kind(v289) + ", expected boolean");
      }
      else if (k288 === "destructive") {
        const v289 = x["destructive"];
        if (!(typeof v289 === "boolean")) return err([k288], "invalid type: " + kind(v289) + ", expected boolean");
      }
      else if (k288 === "openWorld") {
        const v289 = x["openWorld"];
        if (!(typeof v289 === "boolean")) return err([k288], "invalid type: " + kind(v289) + ", expected boolean");
      }
    }
  }
  return undefined;
}

function v_McpTransport(x) {
  const e290 = (() => {
    {
      const u291 = [];
      const b293 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "stdio") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"stdio\"");
        return undefined;
      })();
      if (b293 === undefined) return undefined;
      u291.push(b293);
      const b294 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "http") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"http\"");
        return undefined;
      })();
      if (b294 === undefined) return undefined;
      u291.push(b294);
      const b295 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "sse") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"sse\"");
        return undefined;
      })();
      if (b295 === undefined) return undefined;
      u291.push(b295);
      const b296 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "sdk") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"sdk\"");
        return undefined;
      })();
      if (b296 === undefined) return undefined;
      u291.push(b296);
      const u291d = u291.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u291d;
    }
  })();
  if (e290) return e290;
  return undefined;
}

function v_MessageAttachment(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k297 in x) {
      if (k297 === "id") {
        const v298 = x["id"];
        if (!(typeof v298 === "string")) return err([k297], "invalid type: " + kind(v298) + ", expected string");
      }
      else if (k297 === "name") {
        const v298 = x["name"];
        if (!(typeof v298 === "string")) return err([k297], "invalid type: " + kind(v298) + ", expected string");
      }
      else if (k297 === "mediaType") {
        const v298 = x["mediaType"];
        if (!(typeof v298 === "string")) return err([k297], "invalid type: " + kind(v298) + ", expected string");
      }
      else if (k297 === "bytes") {
        const v298 = x["bytes"];
        if (!(Number.isInteger(v298))) return err([k297], "invalid type: " + kind(v298) + ", expected integer");
      }
    }
    if (x["id"] === undefined) return err([], "missing field `id`");
    if (x["name"] === undefined) return err([], "missing field `name`");
    if (x["mediaType"] === undefined) return err([], "missing field `mediaType`");
    if (x["bytes"] === undefined) return err([], "missing field `bytes`");
  }
  return undefined;
}

function v_ModelOption(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k299 in x) {
      if (k299 === "value") {
        const v300 = x["value"];
        if (!(typeof v300 === "string")) return err([k299], "invalid type: " + kind(v300) + ", expected string");
      }
      else if (k299 === "resolvedModel") {
        const v300 = x["resolvedModel"];
        if (!(typeof v300 === "string")) return err([k299], "invalid type: " + kind(v300) + ", expected string");
      }
      else if (k299 === "displayName") {
        const v300 = x["displayName"];
        if (!(typeof v300 === "string")) return err([k299], "invalid type: " + kind(v300) + ", expected string");
      }
      else if (k299 === "description") {
        const v300 = x["description"];
        if (!(typeof v300 === "string")) return err([k299], "invalid type: " + kind(v300) + ", expected string");
      }
      else if (k299 === "primary") {
        const v300 = x["primary"];
        if (!(typeof v300 === "boolean")) return err([k299], "invalid type: " + kind(v300) + ", expected boolean");
      }
      else if (k299 === "reasoningEfforts") {
        const v300 = x["reasoningEfforts"];
        if (!(Array.isArray(v300))) return err([k299], "invalid type: " + kind(v300) + ", expected array");
        {
          for (let i301 = 0; i301 < v300.length; i301++) {
            const v302 = v300[i301];
            if (!(typeof v302 === "string")) return err([k299, i301], "invalid type: " + kind(v302) + ", expected string");
          }
        }
      }
    }
    if (x["value"] === undefined) return err([], "missing field `value`");
    if (x["displayName"] === undefined) return err([], "missing field `displayName`");
  }
  return undefined;
}

function v_NotificationTurnResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k303 in x) {
      if (k303 === "isError") {
        const v304 = x["isError"];
        if (!(typeof v304 === "boolean")) return err([k303], "invalid type: " + kind(v304) + ", expected boolean");
      }
      else if (k303 === "durationMs") {
        const v304 = x["durationMs"];
        if (!(Number.isInteger(v304))) return err([k303], "invalid type: " + kind(v304) + ", expected integer");
      }
      else if (k303 === "numTurns") {
        const v304 = x["numTurns"];
        if (!(Number.isInteger(v304))) return err([k303], "invalid type: " + kind(v304) + ", expected integer");
      }
      else if (k303 === "totalCostUsd") {
        const v304 = x["totalCostUsd"];
        if (!(typeof v304 === "number")) return err([k303], "invalid type: " + kind(v304) + ", expected number");
      }
    }
    if (x["isError"] === undefined) return err([], "missing field `isError`");
    if (x["durationMs"] === undefined) return err([], "missing field `durationMs`");
    if (x["numTurns"] === undefined) return err([], "missing field `numTurns`");
    if (x["totalCostUsd"] === undefined) return err([], "missing field `totalCostUsd`");
  }
  return undefined;
}

function v_PermissionBehavior(x) {
  const e305 = (() => {
    {
      const u306 = [];
      const b308 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "allow") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"allow\"");
        return undefined;
      })();
      if (b308 === undefined) return undefined;
      u306.push(b308);
      const b309 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "deny") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"deny\"");
        return undefined;
      })();
      if (b309 === undefined) return undefined;
      u306.push(b309);
      const u306d = u306.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u306d;
    }
  })();
  if (e305) return e305;
  return undefined;
}

function v_PermissionDecisionSource(x) {
  const e310 = (() => {
    {
      const u311 = [];
      const b313 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "client") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"client\"");
        return undefined;
      })();
      if (b313 === undefined) return undefined;
      u311.push(b313);
      const b314 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "timeout") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"timeout\"");
        return undefined;
      })();
      if (b314 === undefined) return undefined;
      u311.push(b314);
      const b315 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "policy") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"policy\"");
        return undefined;
      })();
      if (b315 === undefined) return undefined;
      u311.push(b315);
      const u311d = u311.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u311d;
    }
  })();
  if (e310) return e310;
  return undefined;
}

function v_PermissionMode(x) {
  const e316 = (() => {
    {
      const u317 = [];
      const b319 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "default") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"default\"");
        return undefined;
      })();
      if (b319 === undefined) return undefined;
      u317.push(b319);
      const b320 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "acceptEdits") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"acceptEdits\"");
        return undefined;
      })();
      if (b320 === undefined) return undefined;
      u317.push(b320);
      const b321 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "bypassPermissions") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"bypassPermissions\"");
        return undefined;
      })();
      if (b321 === undefined) return undefined;
      u317.push(b321);
      const b322 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "plan") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"plan\"");
        return undefined;
      })();
      if (b322 === undefined) return undefined;
      u317.push(b322);
      const b323 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "dontAsk") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"dontAsk\"");
        return undefined;
      })();
      if (b323 === undefined) return undefined;
      u317.push(b323);
      const b324 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "auto") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"auto\"");
        return undefined;
      })();
      if (b324 === undefined) return undefined;
      u317.push(b324);
      const u317d = u317.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u317d;
    }
  })();
  if (e316) return e316;
  return undefined;
}

function v_PermissionRequest(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k325 in x) {
      if (k325 === "id") {
        const v326 = x["id"];
        if (!(typeof v326 === "string")) return err([k325], "invalid type: " + kind(v326) + ", expected string");
      }
      else if (k325 === "toolName") {
        const v326 = x["toolName"];
        if (!(typeof v326 === "string")) return err([k325], "invalid type: " + kind(v326) + ", expected string");
      }
      else if (k325 === "input") {
        const v326 = x["input"];
        if (!(isObject(v326))) return err([k325], "invalid type: " + kind(v326) + ", expected object");
      }
      else if (k325 === "toolUseId") {
        const v326 = x["toolUseId"];
        if (!(typeof v326 === "string")) return err([k325], "invalid type: " + kind(v326) + ", expected string");
      }
      else if (k325 === "title") {
        const v326 = x["title"];
        if (!(typeof v326 === "string")) return err([k325], "invalid type: " + kind(v326) + ", expected string");
      }
      else if (k325 === "displayName") {
        const v326 = x["displayName"];
        if (!(typeof v326 === "string")) return err([k325], "invalid type: " + kind(v326) + ", expected string");
      }
      else if (k325 === "description") {
        const v326 = x["description"];
        if (!(typeof v326 === "string")) return err([k325], "invalid type: " + kind(v326) + ", expected string");
      }
      else if (k325 === "decisionReason") {
        const v326 = x["decisionReason"];
        if (!(typeof v326 === "string")) return err([k325], "invalid type: " + kind(v326) + ", expected string");
      }
      else if (k325 === "agentId") {
        const v326 = x["agentId"];
        if (!(typeof v326 === "string")) return err([k325], "invalid type: " + kind(v326) + ", expected string");
      }
      else if (k325 === "expiresAt") {
        const v326 = x["expiresAt"];
        if (!(Number.isInteger(v326))) return err([k325], "invalid type: " + kind(v326) + ", expected integer");
      }
    }
    if (x["id"] === undefined) return err([], "missing field `id`");
    if (x["toolName"] === undefined) return err([], "missing field `toolName`");
    if (x["input"] === undefined) return err([], "missing field `input`");
    if (x["toolUseId"] === undefined) return err([], "missing field `toolUseId`");
  }
  return undefined;
}

function v_PermissionRuleCounts(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k327 in x) {
      if (k327 === "allow") {
        const v328 = x["allow"];
        if (!(Number.isInteger(v328))) return err([k327], "invalid type: " + kind(v328) + ", expected integer");
      }
      else if (k327 === "ask") {
        const v328 = x["ask"];
        if (!(Number.isInteger(v328))) return err([k327], "invalid type: " + kind(v328) + ", expected integer");
      }
      else if (k327 === "deny") {
        const v328 = x["deny"];
        if (!(Number.isInteger(v328))) return err([k327], "invalid type: " + kind(v328) + ", expected integer");
      }
    }
    if (x["allow"] === undefined) return err([], "missing field `allow`");
    if (x["ask"] === undefined) return err([], "missing field `ask`");
    if (x["deny"] === undefined) return err([], "missing field `deny`");
  }
  return undefined;
}

function v_ProfileConfigSnapshot(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k329 in x) {
      if (k329 === "settings") {
        const v330 = x["settings"];
        { const e331 = v_ProfileSettingsSnapshot(v330); if (e331) return within(e331, [k329]); }
      }
      else if (k329 === "hasUserMemory") {
        const v330 = x["hasUserMemory"];
        if (!(typeof v330 === "boolean")) return err([k329], "invalid type: " + kind(v330) + ", expected boolean");
      }
      else if (k329 === "skills") {
        const v330 = x["skills"];
        if (!(Array.isArray(v330))) return err([k329], "invalid type: " + kind(v330) + ", expected array");
        {
          for (let i332 = 0; i332 < v330.length; i332++) {
            const v333 = v330[i332];
            if (!(typeof v333 === "string")) return err([k329, i332], "invalid type: " + kind(v333) + ", expected string");
          }
        }
      }
      else if (k329 === "agents") {
        const v330 = x["agents"];
        if (!(Array.isArray(v330))) return err([k329], "invalid type: " + kind(v330) + ", expected array");
        {
          for (let i334 = 0; i334 < v330.length; i334++) {
            const v335 = v330[i334];
            if (!(typeof v335 === "string")) return err([k329, i334], "invalid type: " + kind(v335) + ", expected string");
          }
        }
      }
      else if (k329 === "commands") {
        const v330 = x["commands"];
        if (!(Array.isArray(v330))) return err([k329], "invalid type: " + kind(v330) + ", expected array");
        {
          for (let i336 = 0; i336 < v330.length; i336++) {
            const v337 = v330[i336];
            if (!(typeof v337 === "string")) return err([k329, i336], "invalid type: " + kind(v337) + ", expected string");
          }
        }
      }
    }
    if (x["hasUserMemory"] === undefined) return err([], "missing field `hasUserMemory`");
    if (x["skills"] === undefined) return err([], "missing field `skills`");
    if (x["agents"] === undefined) return err([], "missing field `agents`");
    if (x["commands"] === undefined) return err([], "missing field `commands`");
  }
  return undefined;
}

function v_ProfileDefaults(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k338 in x) {
      if (k338 === "model") {
        const v339 = x["model"];
        if (!(typeof v339 === "string")) return err([k338], "invalid type: " + kind(v339) + ", expected string");
      }
      else if (k338 === "permissionMode") {
        const v339 = x["permissionMode"];
        { const e340 = v_PermissionMode(v339); if (e340) return within(e340, [k338]); }
      }
    }
  }
  return undefined;
}

function v_ProfileEngine(x) {
  const e341 = (() => {
    {
      const u342 = [];
      const b344 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "claude") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"claude\"");
        return undefined;
      })();
      if (b344 === undefined) return undefined;
      u342.push(b344);
      const b345 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "codex") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"codex\"");
        return undefined;
      })();
      if (b345 === undefined) return undefined;
      u342.push(b345);
      const b346 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "provider") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"provider\"");
        return undefined;
      })();
      if (b346 === undefined) return undefined;
      u342.push(b346);
      const u342d = u342.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u342d;
    }
  })();
  if (e341) return e341;
  return undefined;
}

function v_ProfileInfo(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k347 in x) {
      if (k347 === "name") {
        const v348 = x["name"];
        if (!(typeof v348 === "string")) return err([k347], "invalid type: " + kind(v348) + ", expected string");
      }
      else if (k347 === "engine") {
        const v348 = x["engine"];
        { const e349 = v_ProfileEngine(v348); if (e349) return within(e349, [k347]); }
      }
      else if (k347 === "configDir") {
        const v348 = x["configDir"];
        if (!(typeof v348 === "string")) return err([k347], "invalid type: " + kind(v348) + ", expected string");
      }
      else if (k347 === "codexHome") {
        const v348 = x["codexHome"];
        if (!(typeof v348 === "string")) return err([k347], "invalid type: " + kind(v348) + ", expected string");
      }
      else if (k347 === "provider") {
        const v348 = x["provider"];
        { const e350 = v_ProviderConfig(v348); if (e350) return within(e350, [k347]); }
      }
      else if (k347 === "description") {
        const v348 = x["description"];
        if (!(typeof v348 === "string")) return err([k347], "invalid type: " + kind(v348) + ", expected string");
      }
      else if (k347 === "defaults") {
        const v348 = x["defaults"];
        { const e351 = v_ProfileDefaults(v348); if (e351) return within(e351, [k347]); }
      }
      else if (k347 === "session") {
        const v348 = x["session"];
        { const e352 = v_ProfileSessionDefaults(v348); if (e352) return within(e352, [k347]); }
      }
      else if (k347 === "models") {
        const v348 = x["models"];
        if (!(Array.isArray(v348))) return err([k347], "invalid type: " + kind(v348) + ", expected array");
        {
          for (let i353 = 0; i353 < v348.length; i353++) {
            const v354 = v348[i353];
            { const e355 = v_ModelOption(v354); if (e355) return within(e355, [k347, i353]); }
          }
        }
      }
      else if (k347 === "defaultModel") {
        const v348 = x["defaultModel"];
        if (!(typeof v348 === "string")) return err([k347], "invalid type: " + kind(v348) + ", expected string");
      }
      else if (k347 === "capabilities") {
        const v348 = x["capabilities"];
        { const e356 = v_EngineCapabilities(v348); if (e356) return within(e356, [k347]); }
      }
      else if (k347 === "available") {
        const v348 = x["available"];
        if (!(typeof v348 === "boolean")) return err([k347], "invalid type: " + kind(v348) + ", expected boolean");
      }
      else if (k347 === "unavailableReason") {
        const v348 = x["unavailableReason"];
        if (!(typeof v348 === "string")) return err([k347], "invalid type: " + kind(v348) + ", expected string");
      }
      else if (k347 === "managed") {
        const v348 = x["managed"];
        if (!(typeof v348 === "boolean")) return err([k347], "invalid type: " + kind(v348) + ", expected boolean");
      }
    }
    if (x["name"] === undefined) return err([], "missing field `name`");
  }
  return undefined;
}

function v_ProfileSessionDefaults(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k357 in x) {
      if (k357 === "capabilities") {
        const v358 = x["capabilities"];
        if (!(Array.isArray(v358))) return err([k357], "invalid type: " + kind(v358) + ", expected array");
        {
          for (let i359 = 0; i359 < v358.length; i359++) {
            const v360 = v358[i359];
            { const e361 = v_SessionCapability(v360); if (e361) return within(e361, [k357, i359]); }
          }
        }
      }
      else if (k357 === "mcpServers") {
        const v358 = x["mcpServers"];
        if (!(Array.isArray(v358))) return err([k357], "invalid type: " + kind(v358) + ", expected array");
        {
          for (let i362 = 0; i362 < v358.length; i362++) {
            const v363 = v358[i362];
            if (!(typeof v363 === "string")) return err([k357, i362], "invalid type: " + kind(v363) + ", expected string");
          }
        }
      }
      else if (k357 === "instructions") {
        const v358 = x["instructions"];
        if (!(typeof v358 === "string")) return err([k357], "invalid type: " + kind(v358) + ", expected string");
      }
    }
  }
  return undefined;
}

function v_ProfileSettingsSnapshot(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k364 in x) {
      if (k364 === "model") {
        const v365 = x["model"];
        if (!(typeof v365 === "string")) return err([k364], "invalid type: " + kind(v365) + ", expected string");
      }
      else if (k364 === "defaultPermissionMode") {
        const v365 = x["defaultPermissionMode"];
        if (!(typeof v365 === "string")) return err([k364], "invalid type: " + kind(v365) + ", expected string");
      }
      else if (k364 === "permissionRules") {
        const v365 = x["permissionRules"];
        { const e366 = v_PermissionRuleCounts(v365); if (e366) return within(e366, [k364]); }
      }
      else if (k364 === "envKeys") {
        const v365 = x["envKeys"];
        if (!(Array.isArray(v365))) return err([k364], "invalid type: " + kind(v365) + ", expected array");
        {
          for (let i367 = 0; i367 < v365.length; i367++) {
            const v368 = v365[i367];
            if (!(typeof v368 === "string")) return err([k364, i367], "invalid type: " + kind(v368) + ", expected string");
          }
        }
      }
      else if (k364 === "hooks") {
        const v365 = x["hooks"];
        if (!(Array.isArray(v365))) return err([k364], "invalid type: " + kind(v365) + ", expected array");
        {
          for (let i369 = 0; i369 < v365.length; i369++) {
            const v370 = v365[i369];
            if (!(typeof v370 === "string")) return err([k364, i369], "invalid type: " + kind(v370) + ", expected string");
          }
        }
      }
    }
  }
  return undefined;
}

function v_ProviderConfig(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k371 in x) {
      if (k371 === "id") {
        const v372 = x["id"];
        if (!(typeof v372 === "string")) return err([k371], "invalid type: " + kind(v372) + ", expected string");
      }
      else if (k371 === "model") {
        const v372 = x["model"];
        if (!(typeof v372 === "string")) return err([k371], "invalid type: " + kind(v372) + ", expected string");
      }
      else if (k371 === "models") {
        const v372 = x["models"];
        if (!(Array.isArray(v372))) return err([k371], "invalid type: " + kind(v372) + ", expected array");
        {
          for (let i373 = 0; i373 < v372.length; i373++) {
            const v374 = v372[i373];
            if (!(typeof v374 === "string")) return err([k371, i373], "invalid type: " + kind(v374) + ", expected string");
          }
        }
      }
      else if (k371 === "baseUrl") {
        const v372 = x["baseUrl"];
        if (!(typeof v372 === "string")) return err([k371], "invalid type: " + kind(v372) + ", expected string");
      }
      else if (k371 === "apiKeyEnv") {
        const v372 = x["apiKeyEnv"];
        if (!(typeof v372 === "string")) return err([k371], "invalid type: " + kind(v372) + ", expected string");
      }
    }
    if (x["id"] === undefined) return err([], "missing field `id`");
  }
  return undefined;
}

function v_QuestionBehavior(x) {
  const e375 = (() => {
    {
      const u376 = [];
      const b378 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "ask") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"ask\"");
        return undefined;
      })();
      if (b378 === undefined) return undefined;
      u376.push(b378);
      const b379 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "auto") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"auto\"");
        return undefined;
      })();
      if (b379 === undefined) return undefined;
      u376.push(b379);
      const b380 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "deny") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"deny\"");
        return undefined;
      })();
      if (b380 === undefined) return undefined;
      u376.push(b380);
      const u376d = u376.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u376d;
    }
  })();
  if (e375) return e375;
  return undefined;
}

function v_QueueServerFrame(x) {
  const e381 = (() => {
    if (!isObject(x)) return err([], "invalid type: " + kind(x) + ", expected an object with a `type`");
    if (x["type"] === undefined) {
      return err([], "missing field `type`");
    }
    const t382 = x["type"];
    if (t382 === "queue_attached") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k383 in x) {
          if (k383 === "type") {
            const v384 = x["type"];
            if (!(typeof v384 === "string")) return err([k383], "invalid type: " + kind(v384) + ", expected string");
            if (v384 !== "queue_attached") return err([k383], "invalid value: " + kind(v384) + ", expected the constant " + "\"queue_attached\"");
          }
          else if (k383 === "protocolVersion") {
            const v384 = x["protocolVersion"];
            if (!(Number.isInteger(v384))) return err([k383], "invalid type: " + kind(v384) + ", expected integer");
          }
          else if (k383 === "stats") {
            const v384 = x["stats"];
            { const e385 = v_QueueStats(v384); if (e385) return within(e385, [k383]); }
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["protocolVersion"] === undefined) return err([], "missing field `protocolVersion`");
        if (x["stats"] === undefined) return err([], "missing field `stats`");
      }
      return undefined;
    }
    if (t382 === "job_event") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k386 in x) {
          if (k386 === "type") {
            const v387 = x["type"];
            if (!(typeof v387 === "string")) return err([k386], "invalid type: " + kind(v387) + ", expected string");
            if (v387 !== "job_event") return err([k386], "invalid value: " + kind(v387) + ", expected the constant " + "\"job_event\"");
          }
          else if (k386 === "event") {
            const v387 = x["event"];
            { const e388 = v_JobEvent(v387); if (e388) return within(e388, [k386]); }
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["event"] === undefined) return err([], "missing field `event`");
      }
      return undefined;
    }
    if (t382 === "queue_stats") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k389 in x) {
          if (k389 === "type") {
            const v390 = x["type"];
            if (!(typeof v390 === "string")) return err([k389], "invalid type: " + kind(v390) + ", expected string");
            if (v390 !== "queue_stats") return err([k389], "invalid value: " + kind(v390) + ", expected the constant " + "\"queue_stats\"");
          }
          else if (k389 === "stats") {
            const v390 = x["stats"];
            { const e391 = v_QueueStats(v390); if (e391) return within(e391, [k389]); }
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["stats"] === undefined) return err([], "missing field `stats`");
      }
      return undefined;
    }
    return err(typeof t382 === "string" ? [] : ["type"], "unknown variant " + kind(t382) + ", expected one of `queue_attached`, `job_event`, `queue_stats`");
  })();
  if (e381) return e381;
  return undefined;
}

function v_QueueStats(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k392 in x) {
      if (k392 === "maxConcurrency") {
        const v393 = x["maxConcurrency"];
        if (!(Number.isInteger(v393))) return err([k392], "invalid type: " + kind(v393) + ", expected integer");
      }
      else if (k392 === "running") {
        const v393 = x["running"];
        if (!(Number.isInteger(v393))) return err([k392], "invalid type: " + kind(v393) + ", expected integer");
      }
      else if (k392 === "queued") {
        const v393 = x["queued"];
        if (!(Number.isInteger(v393))) return err([k392], "invalid type: " + kind(v393) + ", expected integer");
      }
      else if (k392 === "parked") {
        const v393 = x["parked"];
        if (!(Number.isInteger(v393))) return err([k392], "invalid type: " + kind(v393) + ", expected integer");
      }
      else if (k392 === "sessionTokenLimit") {
        const v393 = x["sessionTokenLimit"];
        if (!(Number.isInteger(v393))) return err([k392], "invalid type: " + kind(v393) + ", expected integer");
      }
      else if (k392 === "dailyTokenLimit") {
        const v393 = x["dailyTokenLimit"];
        if (!(Number.isInteger(v393))) return err([k392], "invalid type: " + kind(v393) + ", expected integer");
      }
      else if (k392 === "dailyTokensUsed") {
        const v393 = x["dailyTokensUsed"];
        if (!(Number.isInteger(v393))) return err([k392], "invalid type: " + kind(v393) + ", expected integer");
      }
      else if (k392 === "paused") {
        const v393 = x["paused"];
        if (!(typeof v393 === "boolean")) return err([k392], "invalid type: " + kind(v393) + ", expected boolean");
      }
    }
    if (x["maxConcurrency"] === undefined) return err([], "missing field `maxConcurrency`");
    if (x["running"] === undefined) return err([], "missing field `running`");
    if (x["queued"] === undefined) return err([], "missing field `queued`");
    if (x["parked"] === undefined) return err([], "missing field `parked`");
    if (x["dailyTokensUsed"] === undefined) return err([], "missing field `dailyTokensUsed`");
    if (x["paused"] === undefined) return err([], "missing field `paused`");
  }
  return undefined;
}

function v_QueueStatsResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k394 in x) {
      if (k394 === "stats") {
        const v395 = x["stats"];
        { const e396 = v_QueueStats(v395); if (e396) return within(e396, [k394]); }
      }
    }
    if (x["stats"] === undefined) return err([], "missing field `stats`");
  }
  return undefined;
}

function v_RateLimitInfo(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k397 in x) {
      if (k397 === "status") {
        const v398 = x["status"];
        if (!(typeof v398 === "string")) return err([k397], "invalid type: " + kind(v398) + ", expected string");
      }
      else if (k397 === "rateLimitType") {
        const v398 = x["rateLimitType"];
        if (!(typeof v398 === "string")) return err([k397], "invalid type: " + kind(v398) + ", expected string");
      }
      else if (k397 === "utilization") {
        const v398 = x["utilization"];
        if (!(typeof v398 === "number")) return err([k397], "invalid type: " + kind(v398) + ", expected number");
      }
      else if (k397 === "resetsAt") {
        const v398 = x["resetsAt"];
        if (!(Number.isInteger(v398))) return err([k397], "invalid type: " + kind(v398) + ", expected integer");
      }
      else if (k397 === "isUsingOverage") {
        const v398 = x["isUsingOverage"];
        if (!(typeof v398 === "boolean")) return err([k397], "invalid type: " + kind(v398) + ", expected boolean");
      }
    }
    if (x["status"] === undefined) return err([], "missing field `status`");
  }
  return undefined;
}

function v_ReadHostFileResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k399 in x) {
      if (k399 === "path") {
        const v400 = x["path"];
        if (!(typeof v400 === "string")) return err([k399], "invalid type: " + kind(v400) + ", expected string");
      }
      else if (k399 === "content") {
        const v400 = x["content"];
        if (!(typeof v400 === "string")) return err([k399], "invalid type: " + kind(v400) + ", expected string");
      }
      else if (k399 === "encoding") {
        const v400 = x["encoding"];
        { const e401 = v_FileEncoding(v400); if (e401) return within(e401, [k399]); }
      }
      else if (k399 === "bytes") {
        const v400 = x["bytes"];
        if (!(Number.isInteger(v400))) return err([k399], "invalid type: " + kind(v400) + ", expected integer");
      }
      else if (k399 === "hash") {
        const v400 = x["hash"];
        if (!(typeof v400 === "string")) return err([k399], "invalid type: " + kind(v400) + ", expected string");
      }
      else if (k399 === "modifiedAt") {
        const v400 = x["modifiedAt"];
        if (!(Number.isInteger(v400))) return err([k399], "invalid type: " + kind(v400) + ", expected integer");
      }
    }
    if (x["path"] === undefined) return err([], "missing field `path`");
    if (x["content"] === undefined) return err([], "missing field `content`");
    if (x["encoding"] === undefined) return err([], "missing field `encoding`");
    if (x["bytes"] === undefined) return err([], "missing field `bytes`");
    if (x["hash"] === undefined) return err([], "missing field `hash`");
    if (x["modifiedAt"] === undefined) return err([], "missing field `modifiedAt`");
  }
  return undefined;
}

function v_ResolvePermissionRequest(x) {
  const e402 = (() => {
    if (!isObject(x)) return err([], "invalid type: " + kind(x) + ", expected an object with a `behavior`");
    if (x["behavior"] === undefined) {
      return err([], "missing field `behavior`");
    }
    const t403 = x["behavior"];
    if (t403 === "allow") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k404 in x) {
          if (k404 === "behavior") {
            const v405 = x["behavior"];
            if (!(typeof v405 === "string")) return err([k404], "invalid type: " + kind(v405) + ", expected string");
            if (v405 !== "allow") return err([k404], "invalid value: " + kind(v405) + ", expected the constant " + "\"allow\"");
          }
          else if (k404 === "updatedInput") {
            const v405 = x["updatedInput"];
            if (!(isObject(v405))) return err([k404], "invalid type: " + kind(v405) + ", expected object");
          }
        }
        if (x["behavior"] === undefined) return err([], "missing field `behavior`");
      }
      return undefined;
    }
    if (t403 === "deny") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k406 in x) {
          if (k406 === "behavior") {
            const v407 = x["behavior"];
            if (!(typeof v407 === "string")) return err([k406], "invalid type: " + kind(v407) + ", expected string");
            if (v407 !== "deny") return err([k406], "invalid value: " + kind(v407) + ", expected the constant " + "\"deny\"");
          }
          else if (k406 === "message") {
            const v407 = x["message"];
            if (!(typeof v407 === "string")) return err([k406], "invalid type: " + kind(v407) + ", expected string");
          }
          else if (k406 === "interrupt") {
            const v407 = x["interrupt"];
            if (!(typeof v407 === "boolean")) return err([k406], "invalid type: " + kind(v407) + ", expected boolean");
          }
        }
        if (x["behavior"] === undefined) return err([], "missing field `behavior`");
      }
      return undefined;
    }
    return err(typeof t403 === "string" ? [] : ["behavior"], "unknown variant " + kind(t403) + ", expected one of `allow`, `deny`");
  })();
  if (e402) return e402;
  return undefined;
}

function v_ResolvePermissionResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k408 in x) {
      if (k408 === "resolved") {
        const v409 = x["resolved"];
        if (!(typeof v409 === "boolean")) return err([k408], "invalid type: " + kind(v409) + ", expected boolean");
        if (v409 !== true) return err([k408], "invalid value: " + kind(v409) + ", expected the constant " + "true");
      }
    }
    if (x["resolved"] === undefined) return err([], "missing field `resolved`");
  }
  return undefined;
}

function v_SaveProfileResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k410 in x) {
      if (k410 === "profile") {
        const v411 = x["profile"];
        { const e412 = v_ProfileInfo(v411); if (e412) return within(e412, [k410]); }
      }
    }
    if (x["profile"] === undefined) return err([], "missing field `profile`");
  }
  return undefined;
}

function v_SdkSessionSummary(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k413 in x) {
      if (k413 === "sessionId") {
        const v414 = x["sessionId"];
        if (!(typeof v414 === "string")) return err([k413], "invalid type: " + kind(v414) + ", expected string");
      }
      else if (k413 === "summary") {
        const v414 = x["summary"];
        if (!(typeof v414 === "string")) return err([k413], "invalid type: " + kind(v414) + ", expected string");
      }
      else if (k413 === "lastModified") {
        const v414 = x["lastModified"];
        if (!(Number.isInteger(v414))) return err([k413], "invalid type: " + kind(v414) + ", expected integer");
      }
      else if (k413 === "createdAt") {
        const v414 = x["createdAt"];
        if (!(Number.isInteger(v414))) return err([k413], "invalid type: " + kind(v414) + ", expected integer");
      }
      else if (k413 === "customTitle") {
        const v414 = x["customTitle"];
        if (!(typeof v414 === "string")) return err([k413], "invalid type: " + kind(v414) + ", expected string");
      }
      else if (k413 === "firstPrompt") {
        const v414 = x["firstPrompt"];
        if (!(typeof v414 === "string")) return err([k413], "invalid type: " + kind(v414) + ", expected string");
      }
      else if (k413 === "gitBranch") {
        const v414 = x["gitBranch"];
        if (!(typeof v414 === "string")) return err([k413], "invalid type: " + kind(v414) + ", expected string");
      }
      else if (k413 === "cwd") {
        const v414 = x["cwd"];
        if (!(typeof v414 === "string")) return err([k413], "invalid type: " + kind(v414) + ", expected string");
      }
    }
    if (x["sessionId"] === undefined) return err([], "missing field `sessionId`");
    if (x["summary"] === undefined) return err([], "missing field `summary`");
    if (x["lastModified"] === undefined) return err([], "missing field `lastModified`");
  }
  return undefined;
}

function v_ServerFrame(x) {
  const e415 = (() => {
    if (!isObject(x)) return err([], "invalid type: " + kind(x) + ", expected an object with a `type`");
    if (x["type"] === undefined) {
      return err([], "missing field `type`");
    }
    const t416 = x["type"];
    if (t416 === "attached") {
      { const e417 = v_AttachedFrame(x); if (e417) return e417; }
      return undefined;
    }
    if (t416 === "event") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k418 in x) {
          if (k418 === "type") {
            const v419 = x["type"];
            if (!(typeof v419 === "string")) return err([k418], "invalid type: " + kind(v419) + ", expected string");
            if (v419 !== "event") return err([k418], "invalid value: " + kind(v419) + ", expected the constant " + "\"event\"");
          }
          else if (k418 === "event") {
            const v419 = x["event"];
            { const e420 = v_SessionEvent(v419); if (e420) return within(e420, [k418]); }
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["event"] === undefined) return err([], "missing field `event`");
      }
      return undefined;
    }
    if (t416 === "tool_call_request") {
      { const e421 = v_ToolCallRequestFrame(x); if (e421) return e421; }
      return undefined;
    }
    if (t416 === "tool_call_canceled") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k422 in x) {
          if (k422 === "type") {
            const v423 = x["type"];
            if (!(typeof v423 === "string")) return err([k422], "invalid type: " + kind(v423) + ", expected string");
            if (v423 !== "tool_call_canceled") return err([k422], "invalid value: " + kind(v423) + ", expected the constant " + "\"tool_call_canceled\"");
          }
          else if (k422 === "executionId") {
            const v423 = x["executionId"];
            if (!(typeof v423 === "string")) return err([k422], "invalid type: " + kind(v423) + ", expected string");
          }
          else if (k422 === "reason") {
            const v423 = x["reason"];
            if (!(typeof v423 === "string")) return err([k422], "invalid type: " + kind(v423) + ", expected string");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["executionId"] === undefined) return err([], "missing field `executionId`");
        if (x["reason"] === undefined) return err([], "missing field `reason`");
      }
      return undefined;
    }
    if (t416 === "protocol_error") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k424 in x) {
          if (k424 === "type") {
            const v425 = x["type"];
            if (!(typeof v425 === "string")) return err([k424], "invalid type: " + kind(v425) + ", expected string");
            if (v425 !== "protocol_error") return err([k424], "invalid value: " + kind(v425) + ", expected the constant " + "\"protocol_error\"");
          }
          else if (k424 === "message") {
            const v425 = x["message"];
            if (!(typeof v425 === "string")) return err([k424], "invalid type: " + kind(v425) + ", expected string");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["message"] === undefined) return err([], "missing field `message`");
      }
      return undefined;
    }
    return err(typeof t416 === "string" ? [] : ["type"], "unknown variant " + kind(t416) + ", expected one of `attached`, `event`, `tool_call_request`, `tool_call_canceled`, `protocol_error`");
  })();
  if (e415) return e415;
  return undefined;
}

function v_SessionCapability(x) {
  const e426 = (() => {
    {
      const u427 = [];
      const b429 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "web_search") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"web_search\"");
        return undefined;
      })();
      if (b429 === undefined) return undefined;
      u427.push(b429);
      const b430 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "download") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"download\"");
        return undefined;
      })();
      if (b430 === undefined) return undefined;
      u427.push(b430);
      const b431 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "web_fetch") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"web_fetch\"");
        return undefined;
      })();
      if (b431 === undefined) return undefined;
      u427.push(b431);
      const b432 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "deliver_file") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"deliver_file\"");
        return undefined;
      })();
      if (b432 === undefined) return undefined;
      u427.push(b432);
      const u427d = u427.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u427d;
    }
  })();
  if (e426) return e426;
  return undefined;
}

function v_SessionCommand(x) {
  const e433 = (() => {
    if (!isObject(x)) return err([], "invalid type: " + kind(x) + ", expected an object with a `type`");
    if (x["type"] === undefined) {
      return err([], "missing field `type`");
    }
    const t434 = x["type"];
    if (t434 === "user_message") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k435 in x) {
          if (k435 === "type") {
            const v436 = x["type"];
            if (!(typeof v436 === "string")) return err([k435], "invalid type: " + kind(v436) + ", expected string");
            if (v436 !== "user_message") return err([k435], "invalid value: " + kind(v436) + ", expected the constant " + "\"user_message\"");
          }
          else if (k435 === "text") {
            const v436 = x["text"];
            if (!(typeof v436 === "string")) return err([k435], "invalid type: " + kind(v436) + ", expected string");
          }
          else if (k435 === "attachmentIds") {
            const v436 = x["attachmentIds"];
            if (!(Array.isArray(v436))) return err([k435], "invalid type: " + kind(v436) + ", expected array");
            {
              for (let i437 = 0; i437 < v436.length; i437++) {
                const v438 = v436[i437];
                if (!(typeof v438 === "string")) return err([k435, i437], "invalid type: " + kind(v438) + ", expected string");
              }
            }
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["text"] === undefined) return err([], "missing field `text`");
      }
      return undefined;
    }
    if (t434 === "permission_decision") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k439 in x) {
          if (k439 === "type") {
            const v440 = x["type"];
            if (!(typeof v440 === "string")) return err([k439], "invalid type: " + kind(v440) + ", expected string");
            if (v440 !== "permission_decision") return err([k439], "invalid value: " + kind(v440) + ", expected the constant " + "\"permission_decision\"");
          }
          else if (k439 === "requestId") {
            const v440 = x["requestId"];
            if (!(typeof v440 === "string")) return err([k439], "invalid type: " + kind(v440) + ", expected string");
          }
          else if (k439 === "behavior") {
            const v440 = x["behavior"];
            { const e441 = v_PermissionBehavior(v440); if (e441) return within(e441, [k439]); }
          }
          else if (k439 === "updatedInput") {
            const v440 = x["updatedInput"];
            if (!(isObject(v440))) return err([k439], "invalid type: " + kind(v440) + ", expected object");
          }
          else if (k439 === "message") {
            const v440 = x["message"];
            if (!(typeof v440 === "string")) return err([k439], "invalid type: " + kind(v440) + ", expected string");
          }
          else if (k439 === "interrupt") {
            const v440 = x["interrupt"];
            if (!(typeof v440 === "boolean")) return err([k439], "invalid type: " + kind(v440) + ", expected boolean");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["requestId"] === undefined) return err([], "missing field `requestId`");
        if (x["behavior"] === undefined) return err([], "missing field `behavior`");
      }
      return undefined;
    }
    if (t434 === "interrupt") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k442 in x) {
          if (k442 === "type") {
            const v443 = x["type"];
            if (!(typeof v443 === "string")) return err([k442], "invalid type: " + kind(v443) + ", expected string");
            if (v443 !== "interrupt") return err([k442], "invalid value: " + kind(v443) + ", expected the constant " + "\"interrupt\"");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
      }
      return undefined;
    }
    if (t434 === "set_permission_mode") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k444 in x) {
          if (k444 === "type") {
            const v445 = x["type"];
            if (!(typeof v445 === "string")) return err([k444], "invalid type: " + kind(v445) + ", expected string");
            if (v445 !== "set_permission_mode") return err([k444], "invalid value: " + kind(v445) + ", expected the constant " + "\"set_permission_mode\"");
          }
          else if (k444 === "mode") {
            const v445 = x["mode"];
            { const e446 = v_PermissionMode(v445); if (e446) return within(e446, [k444]); }
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["mode"] === undefined) return err([], "missing field `mode`");
      }
      return undefined;
    }
    if (t434 === "set_model") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k447 in x) {
          if (k447 === "type") {
            const v448 = x["type"];
            if (!(typeof v448 === "string")) return err([k447], "invalid type: " + kind(v448) + ", expected string");
            if (v448 !== "set_model") return err([k447], "invalid value: " + kind(v448) + ", expected the constant " + "\"set_model\"");
          }
          else if (k447 === "model") {
            const v448 = x["model"];
            if (!(typeof v448 === "string")) return err([k447], "invalid type: " + kind(v448) + ", expected string");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
      }
      return undefined;
    }
    if (t434 === "tool_call_result") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k449 in x) {
          if (k449 === "type") {
            const v450 = x["type"];
            if (!(typeof v450 === "string")) return err([k449], "invalid type: " + kind(v450) + ", expected string");
            if (v450 !== "tool_call_result") return err([k449], "invalid value: " + kind(v450) + ", expected the constant " + "\"tool_call_result\"");
          }
          else if (k449 === "executionId") {
            const v450 = x["executionId"];
            if (!(typeof v450 === "string")) return err([k449], "invalid type: " + kind(v450) + ", expected string");
          }
          else if (k449 === "output") {
            const v450 = x["output"];
            { const e451 = v_ToolExecutionOutput(v450); if (e451) return within(e451, [k449]); }
          }
          else if (k449 === "logs") {
            const v450 = x["logs"];
            if (!(Array.isArray(v450))) return err([k449], "invalid type: " + kind(v450) + ", expected array");
            {
              for (let i452 = 0; i452 < v450.length; i452++) {
                const v453 = v450[i452];
                if (!(typeof v453 === "string")) return err([k449, i452], "invalid type: " + kind(v453) + ", expected string");
              }
            }
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["executionId"] === undefined) return err([], "missing field `executionId`");
        if (x["output"] === undefined) return err([], "missing field `output`");
      }
      return undefined;
    }
    if (t434 === "tool_call_error") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k454 in x) {
          if (k454 === "type") {
            const v455 = x["type"];
            if (!(typeof v455 === "string")) return err([k454], "invalid type: " + kind(v455) + ", expected string");
            if (v455 !== "tool_call_error") return err([k454], "invalid value: " + kind(v455) + ", expected the constant " + "\"tool_call_error\"");
          }
          else if (k454 === "executionId") {
            const v455 = x["executionId"];
            if (!(typeof v455 === "string")) return err([k454], "invalid type: " + kind(v455) + ", expected string");
          }
          else if (k454 === "reason") {
            const v455 = x["reason"];
            if (!(typeof v455 === "string")) return err([k454], "invalid type: " + kind(v455) + ", expected string");
          }
          else if (k454 === "error") {
            const v455 = x["error"];
            if (!(typeof v455 === "string")) return err([k454], "invalid type: " + kind(v455) + ", expected string");
          }
          else if (k454 === "logs") {
            const v455 = x["logs"];
            if (!(Array.isArray(v455))) return err([k454], "invalid type: " + kind(v455) + ", expected array");
            {
              for (let i456 = 0; i456 < v455.length; i456++) {
                const v457 = v455[i456];
                if (!(typeof v457 === "string")) return err([k454, i456], "invalid type: " + kind(v457) + ", expected string");
              }
            }
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["executionId"] === undefined) return err([], "missing field `executionId`");
        if (x["reason"] === undefined) return err([], "missing field `reason`");
        if (x["error"] === undefined) return err([], "missing field `error`");
      }
      return undefined;
    }
    if (t434 === "close") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k458 in x) {
          if (k458 === "type") {
            const v459 = x["type"];
            if (!(typeof v459 === "string")) return err([k458], "invalid type: " + kind(v459) + ", expected string");
            if (v459 !== "close") return err([k458], "invalid value: " + kind(v459) + ", expected the constant " + "\"close\"");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
      }
      return undefined;
    }
    return err(typeof t434 === "string" ? [] : ["type"], "unknown variant " + kind(t434) + ", expected one of `user_message`, `permission_decision`, `interrupt`, `set_permission_mode`, `set_model`, `tool_call_result`, `tool_call_error`, `close`");
  })();
  if (e433) return e433;
  return undefined;
}

function v_SessionEvent(x) {
  const e460 = (() => {
    if (!isObject(x)) return err([], "invalid type: " + kind(x) + ", expected an object with a `type`");
    if (x["type"] === undefined) {
      return err([], "missing field `type`");
    }
    const t461 = x["type"];
    if (t461 === "system_init") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k462 in x) {
          if (k462 === "type") {
            const v463 = x["type"];
            if (!(typeof v463 === "string")) return err([k462], "invalid type: " + kind(v463) + ", expected string");
            if (v463 !== "system_init") return err([k462], "invalid value: " + kind(v463) + ", expected the constant " + "\"system_init\"");
          }
          else if (k462 === "sdkSessionId") {
            const v463 = x["sdkSessionId"];
            if (!(typeof v463 === "string")) return err([k462], "invalid type: " + kind(v463) + ", expected string");
          }
          else if (k462 === "model") {
            const v463 = x["model"];
            if (!(typeof v463 === "string")) return err([k462], "invalid type: " + kind(v463) + ", expected string");
          }
          else if (k462 === "cwd") {
            const v463 = x["cwd"];
            if (!(typeof v463 === "string")) return err([k462], "invalid type: " + kind(v463) + ", expected string");
          }
          else if (k462 === "apiKeySource") {
            const v463 = x["apiKeySource"];
            if (!(typeof v463 === "string")) return err([k462], "invalid type: " + kind(v463) + ", expected string");
          }
          else if (k462 === "tools") {
            const v463 = x["tools"];
            if (!(Array.isArray(v463))) return err([k462], "invalid type: " + kind(v463) + ", expected array");
            {
              for (let i464 = 0; i464 < v463.length; i464++) {
                const v465 = v463[i464];
                if (!(typeof v465 === "string")) return err([k462, i464], "invalid type: " + kind(v465) + ", expected string");
              }
            }
          }
          else if (k462 === "skills") {
            const v463 = x["skills"];
            if (!(Array.isArray(v463))) return err([k462], "invalid type: " + kind(v463) + ", expected array");
            {
              for (let i466 = 0; i466 < v463.length; i466++) {
                const v467 = v463[i466];
                if (!(typeof v467 === "string")) return err([k462, i466], "invalid type: " + kind(v467) + ", expected string");
              }
            }
          }
          else if (k462 === "slashCommands") {
            const v463 = x["slashCommands"];
            if (!(Array.isArray(v463))) return err([k462], "invalid type: " + kind(v463) + ", expected array");
            {
              for (let i468 = 0; i468 < v463.length; i468++) {
                const v469 = v463[i468];
                if (!(typeof v469 === "string")) return err([k462, i468], "invalid type: " + kind(v469) + ", expected string");
              }
            }
          }
          else if (k462 === "permissionMode") {
            const v463 = x["permissionMode"];
            { const e470 = v_PermissionMode(v463); if (e470) return within(e470, [k462]); }
          }
          else if (k462 === "claudeCodeVersion") {
            const v463 = x["claudeCodeVersion"];
            if (!(typeof v463 === "string")) return err([k462], "invalid type: " + kind(v463) + ", expected string");
          }
          else if (k462 === "mcpServers") {
            const v463 = x["mcpServers"];
            if (!(Array.isArray(v463))) return err([k462], "invalid type: " + kind(v463) + ", expected array");
            {
              for (let i471 = 0; i471 < v463.length; i471++) {
                const v472 = v463[i471];
                if (!(isObject(v472))) return err([k462, i471], "invalid type: " + kind(v472) + ", expected object");
                {
                  for (const k473 in v472) {
                    if (k473 === "name") {
                      const v474 = v472["name"];
                      if (!(typeof v474 === "string")) return err([k462, i471, k473], "invalid type: " + kind(v474) + ", expected string");
                    }
                    else if (k473 === "status") {
                      const v474 = v472["status"];
                      if (!(typeof v474 === "string")) return err([k462, i471, k473], "invalid type: " + kind(v474) + ", expected string");
                    }
                  }
                  if (v472["name"] === undefined) return err([k462, i471], "missing field `name`");
                  if (v472["status"] === undefined) return err([k462, i471], "missing field `status`");
                }
              }
            }
          }
          else if (k462 === "seq") {
            const v463 = x["seq"];
            if (!(Number.isInteger(v463))) return err([k462], "invalid type: " + kind(v463) + ", expected integer");
          }
          else if (k462 === "ts") {
            const v463 = x["ts"];
            if (!(Number.isInteger(v463))) return err([k462], "invalid type: " + kind(v463) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["sdkSessionId"] === undefined) return err([], "missing field `sdkSessionId`");
        if (x["model"] === undefined) return err([], "missing field `model`");
        if (x["cwd"] === undefined) return err([], "missing field `cwd`");
        if (x["apiKeySource"] === undefined) return err([], "missing field `apiKeySource`");
        if (x["tools"] === undefined) return err([], "missing field `tools`");
        if (x["skills"] === undefined) return err([], "missing field `skills`");
        if (x["slashCommands"] === undefined) return err([], "missing field `slashCommands`");
        if (x["permissionMode"] === undefined) return err([], "missing field `permissionMode`");
        if (x["claudeCodeVersion"] === undefined) return err([], "missing field `claudeCodeVersion`");
        if (x["mcpServers"] === undefined) return err([], "missing field `mcpServers`");
        if (x["seq"] === undefined) return err([], "missing field `seq`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t461 === "status_changed") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k475 in x) {
          if (k475 === "type") {
            const v476 = x["type"];
            if (!(typeof v476 === "string")) return err([k475], "invalid type: " + kind(v476) + ", expected string");
            if (v476 !== "status_changed") return err([k475], "invalid value: " + kind(v476) + ", expected the constant " + "\"status_changed\"");
          }
          else if (k475 === "status") {
            const v476 = x["status"];
            { const e477 = v_SessionStatus(v476); if (e477) return within(e477, [k475]); }
          }
          else if (k475 === "detail") {
            const v476 = x["detail"];
            if (!(typeof v476 === "string")) return err([k475], "invalid type: " + kind(v476) + ", expected string");
          }
          else if (k475 === "seq") {
            const v476 = x["seq"];
            if (!(Number.isInteger(v476))) return err([k475], "invalid type: " + kind(v476) + ", expected integer");
          }
          else if (k475 === "ts") {
            const v476 = x["ts"];
            if (!(Number.isInteger(v476))) return err([k475], "invalid type: " + kind(v476) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["status"] === undefined) return err([], "missing field `status`");
        if (x["seq"] === undefined) return err([], "missing field `seq`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t461 === "capabilities") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k478 in x) {
          if (k478 === "type") {
            const v479 = x["type"];
            if (!(typeof v479 === "string")) return err([k478], "invalid type: " + kind(v479) + ", expected string");
            if (v479 !== "capabilities") return err([k478], "invalid value: " + kind(v479) + ", expected the constant " + "\"capabilities\"");
          }
          else if (k478 === "models") {
            const v479 = x["models"];
            if (!(Array.isArray(v479))) return err([k478], "invalid type: " + kind(v479) + ", expected array");
            {
              for (let i480 = 0; i480 < v479.length; i480++) {
                const v481 = v479[i480];
                { const e482 = v_ModelOption(v481); if (e482) return within(e482, [k478, i480]); }
              }
            }
          }
          else if (k478 === "commands") {
            const v479 = x["commands"];
            if (!(Array.isArray(v479))) return err([k478], "invalid type: " + kind(v479) + ", expected array");
            {
              for (let i483 = 0; i483 < v479.length; i483++) {
                const v484 = v479[i483];
                { const e485 = v_SlashCommandInfo(v484); if (e485) return within(e485, [k478, i483]); }
              }
            }
          }
          else if (k478 === "defaultModel") {
            const v479 = x["defaultModel"];
            if (!(typeof v479 === "string")) return err([k478], "invalid type: " + kind(v479) + ", expected string");
          }
          else if (k478 === "seq") {
            const v479 = x["seq"];
            if (!(Number.isInteger(v479))) return err([k478], "invalid type: " + kind(v479) + ", expected integer");
          }
          else if (k478 === "ts") {
            const v479 = x["ts"];
            if (!(Number.isInteger(v479))) return err([k478], "invalid type: " + kind(v479) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["models"] === undefined) return err([], "missing field `models`");
        if (x["commands"] === undefined) return err([], "missing field `commands`");
        if (x["seq"] === undefined) return err([], "missing field `seq`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t461 === "model_changed") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k486 in x) {
          if (k486 === "type") {
            const v487 = x["type"];
            if (!(typeof v487 === "string")) return err([k486], "invalid type: " + kind(v487) + ", expected string");
            if (v487 !== "model_changed") return err([k486], "invalid value: " + kind(v487) + ", expected the constant " + "\"model_changed\"");
          }
          else if (k486 === "model") {
            const v487 = x["model"];
            if (!(typeof v487 === "string")) return err([k486], "invalid type: " + kind(v487) + ", expected string");
          }
          else if (k486 === "seq") {
            const v487 = x["seq"];
            if (!(Number.isInteger(v487))) return err([k486], "invalid type: " + kind(v487) + ", expected integer");
          }
          else if (k486 === "ts") {
            const v487 = x["ts"];
            if (!(Number.isInteger(v487))) return err([k486], "invalid type: " + kind(v487) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["seq"] === undefined) return err([], "missing field `seq`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t461 === "permission_mode_changed") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k488 in x) {
          if (k488 === "type") {
            const v489 = x["type"];
            if (!(typeof v489 === "string")) return err([k488], "invalid type: " + kind(v489) + ", expected string");
            if (v489 !== "permission_mode_changed") return err([k488], "invalid value: " + kind(v489) + ", expected the constant " + "\"permission_mode_changed\"");
          }
          else if (k488 === "mode") {
            const v489 = x["mode"];
            { const e490 = v_PermissionMode(v489); if (e490) return within(e490, [k488]); }
          }
          else if (k488 === "seq") {
            const v489 = x["seq"];
            if (!(Number.isInteger(v489))) return err([k488], "invalid type: " + kind(v489) + ", expected integer");
          }
          else if (k488 === "ts") {
            const v489 = x["ts"];
            if (!(Number.isInteger(v489))) return err([k488], "invalid type: " + kind(v489) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["mode"] === undefined) return err([], "missing field `mode`");
        if (x["seq"] === undefined) return err([], "missing field `seq`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t461 === "context_usage") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k491 in x) {
          if (k491 === "type") {
            const v492 = x["type"];
            if (!(typeof v492 === "string")) return err([k491], "invalid type: " + kind(v492) + ", expected string");
            if (v492 !== "context_usage") return err([k491], "invalid value: " + kind(v492) + ", expected the constant " + "\"context_usage\"");
          }
          else if (k491 === "usage") {
            const v492 = x["usage"];
            { const e493 = v_ContextUsage(v492); if (e493) return within(e493, [k491]); }
          }
          else if (k491 === "seq") {
            const v492 = x["seq"];
            if (!(Number.isInteger(v492))) return err([k491], "invalid type: " + kind(v492) + ", expected integer");
          }
          else if (k491 === "ts") {
            const v492 = x["ts"];
            if (!(Number.isInteger(v492))) return err([k491], "invalid type: " + kind(v492) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["usage"] === undefined) return err([], "missing field `usage`");
        if (x["seq"] === undefined) return err([], "missing field `seq`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t461 === "rate_limit") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k494 in x) {
          if (k494 === "type") {
            const v495 = x["type"];
            if (!(typeof v495 === "string")) return err([k494], "invalid type: " + kind(v495) + ", expected string");
            if (v495 !== "rate_limit") return err([k494], "invalid value: " + kind(v495) + ", expected the constant " + "\"rate_limit\"");
          }
          else if (k494 === "info") {
            const v495 = x["info"];
            { const e496 = v_RateLimitInfo(v495); if (e496) return within(e496, [k494]); }
          }
          else if (k494 === "seq") {
            const v495 = x["seq"];
            if (!(Number.isInteger(v495))) return err([k494], "invalid type: " + kind(v495) + ", expected integer");
          }
          else if (k494 === "ts") {
            const v495 = x["ts"];
            if (!(Number.isInteger(v495))) return err([k494], "invalid type: " + kind(v495) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["info"] === undefined) return err([], "missing field `info`");
        if (x["seq"] === undefined) return err([], "missing field `seq`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t461 === "plan_info") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k497 in x) {
          if (k497 === "type") {
            const v498 = x["type"];
            if (!(typeof v498 === "string")) return err([k497], "invalid type: " + kind(v498) + ", expected string");
            if (v498 !== "plan_info") return err([k497], "invalid value: " + kind(v498) + ", expected the constant " + "\"plan_info\"");
          }
          else if (k497 === "subscriptionType") {
            const v498 = x["subscriptionType"];
            if (!(typeof v498 === "string")) return err([k497], "invalid type: " + kind(v498) + ", expected string");
          }
          else if (k497 === "seq") {
            const v498 = x["seq"];
            if (!(Number.isInteger(v498))) return err([k497], "invalid type: " + kind(v498) + ", expected integer");
          }
          else if (k497 === "ts") {
            const v498 = x["ts"];
            if (!(Number.isInteger(v498))) return err([k497], "invalid type: " + kind(v498) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["subscriptionType"] === undefined) return err([], "missing field `subscriptionType`");
        if (x["seq"] === undefined) return err([], "missing field `seq`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t461 === "assistant_message") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k499 in x) {
          if (k499 === "type") {
            const v500 = x["type"];
            if (!(typeof v500 === "string")) return err([k499], "invalid type: " + kind(v500) + ", expected string");
            if (v500 !== "assistant_message") return err([k499], "invalid value: " + kind(v500) + ", expected the constant " + "\"assistant_message\"");
          }
          else if (k499 === "message") {
            const v500 = x["message"];
            { const e501 = v_ApiMessage(v500); if (e501) return within(e501, [k499]); }
          }
          else if (k499 === "parentToolUseId") {
            const v500 = x["parentToolUseId"];
            if (!(typeof v500 === "string" || v500 === null)) return err([k499], "invalid type: " + kind(v500) + ", expected string or null");
          }
          else if (k499 === "replay") {
            const v500 = x["replay"];
            if (!(typeof v500 === "boolean")) return err([k499], "invalid type: " + kind(v500) + ", expected boolean");
          }
          else if (k499 === "uuid") {
            const v500 = x["uuid"];
            if (!(typeof v500 === "string")) return err([k499], "invalid type: " + kind(v500) + ", expected string");
          }
          else if (k499 === "seq") {
            const v500 = x["seq"];
            if (!(Number.isInteger(v500))) return err([k499], "invalid type: " + kind(v500) + ", expected integer");
          }
          else if (k499 === "ts") {
            const v500 = x["ts"];
            if (!(Number.isInteger(v500))) return err([k499], "invalid type: " + kind(v500) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["message"] === undefined) return err([], "missing field `message`");
        if (x["parentToolUseId"] === undefined) return err([], "missing field `parentToolUseId`");
        if (x["uuid"] === undefined) return err([], "missing field `uuid`");
        if (x["seq"] === undefined) return err([], "missing field `seq`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t461 === "user_message") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k502 in x) {
          if (k502 === "type") {
            const v503 = x["type"];
            if (!(typeof v503 === "string")) return err([k502], "invalid type: " + kind(v503) + ", expected string");
            if (v503 !== "user_message") return err([k502], "invalid value: " + kind(v503) + ", expected the constant " + "\"user_message\"");
          }
          else if (k502 === "message") {
            const v503 = x["message"];
            { const e504 = v_ApiMessage(v503); if (e504) return within(e504, [k502]); }
          }
          else if (k502 === "parentToolUseId") {
            const v503 = x["parentToolUseId"];
            if (!(typeof v503 === "string" || v503 === null)) return err([k502], "invalid type: " + kind(v503) + ", expected string or null");
          }
          else if (k502 === "replay") {
            const v503 = x["replay"];
            if (!(typeof v503 === "boolean")) return err([k502], "invalid type: " + kind(v503) + ", expected boolean");
          }
          else if (k502 === "synthetic") {
            const v503 = x["synthetic"];
            if (!(typeof v503 === "boolean")) return err([k502], "invalid type: " + kind(v503) + ", expected boolean");
          }
          else if (k502 === "attachments") {
            const v503 = x["attachments"];
            if (!(Array.isArray(v503))) return err([k502], "invalid type: " + kind(v503) + ", expected array");
            {
              for (let i505 = 0; i505 < v503.length; i505++) {
                const v506 = v503[i505];
                { const e507 = v_MessageAttachment(v506); if (e507) return within(e507, [k502, i505]); }
              }
            }
          }
          else if (k502 === "uuid") {
            const v503 = x["uuid"];
            if (!(typeof v503 === "string")) return err([k502], "invalid type: " + kind(v503) + ", expected string");
          }
          else if (k502 === "seq") {
            const v503 = x["seq"];
            if (!(Number.isInteger(v503))) return err([k502], "invalid type: " + kind(v503) + ", expected integer");
          }
          else if (k502 === "ts") {
            const v503 = x["ts"];
            if (!(Number.isInteger(v503))) return err([k502], "invalid type: " + kind(v503) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["message"] === undefined) return err([], "missing field `message`");
        if (x["parentToolUseId"] === undefined) return err([], "missing field `parentToolUseId`");
        if (x["seq"] === undefined) return err([], "missing field `seq`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t461 === "stream_delta") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k508 in x) {
          if (k508 === "type") {
            const v509 = x["type"];
            if (!(typeof v509 === "string")) return err([k508], "invalid type: " + kind(v509) + ", expected string");
            if (v509 !== "stream_delta") return err([k508], "invalid value: " + kind(v509) + ", expected the constant " + "\"stream_delta\"");
          }
          else if (k508 === "event") {
            const v509 = x["event"];
            if (!(isObject(v509))) return err([k508], "invalid type: " + kind(v509) + ", expected object");
            {
              for (const k510 in v509) {
                if (k510 === "type") {
                  const v511 = v509["type"];
                  if (!(typeof v511 === "string")) return err([k508, k510], "invalid type: " + kind(v511) + ", expected string");
                }
              }
              if (v509["type"] === undefined) return err([k508], "missing field `type`");
            }
          }
          else if (k508 === "parentToolUseId") {
            const v509 = x["parentToolUseId"];
            if (!(typeof v509 === "string" || v509 === null)) return err([k508], "invalid type: " + kind(v509) + ", expected string or null");
          }
          else if (k508 === "uuid") {
            const v509 = x["uuid"];
            if (!(typeof v509 === "string")) return err([k508], "invalid type: " + kind(v509) + ", expected string");
          }
          else if (k508 === "seq") {
            const v509 = x["seq"];
            if (!(Number.isInteger(v509))) return err([k508], "invalid type: " + kind(v509) + ", expected integer");
          }
          else if (k508 === "ts") {
            const v509 = x["ts"];
            if (!(Number.isInteger(v509))) return err([k508], "invalid type: " + kind(v509) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["event"] === undefined) return err([], "missing field `event`");
        if (x["parentToolUseId"] === undefined) return err([], "missing field `parentToolUseId`");
        if (x["uuid"] === undefined) return err([], "missing field `uuid`");
        if (x["seq"] === undefined) return err([], "missing field `seq`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t461 === "turn_result") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k512 in x) {
          if (k512 === "type") {
            const v513 = x["type"];
            if (!(typeof v513 === "string")) return err([k512], "invalid type: " + kind(v513) + ", expected string");
            if (v513 !== "turn_result") return err([k512], "invalid value: " + kind(v513) + ", expected the constant " + "\"turn_result\"");
          }
          else if (k512 === "subtype") {
            const v513 = x["subtype"];
            { const e514 = v_TurnResultSubtype(v513); if (e514) return within(e514, [k512]); }
          }
          else if (k512 === "isError") {
            const v513 = x["isError"];
            if (!(typeof v513 === "boolean")) return err([k512], "invalid type: " + kind(v513) + ", expected boolean");
          }
          else if (k512 === "durationMs") {
            const v513 = x["durationMs"];
            if (!(Number.isInteger(v513))) return err([k512], "invalid type: " + kind(v513) + ", expected integer");
          }
          else if (k512 === "numTurns") {
            const v513 = x["numTurns"];
            if (!(Number.isInteger(v513))) return err([k512], "invalid type: " + kind(v513) + ", expected integer");
          }
          else if (k512 === "totalCostUsd") {
            const v513 = x["totalCostUsd"];
            if (!(typeof v513 === "number")) return err([k512], "invalid type: " + kind(v513) + ", expected number");
          }
          else if (k512 === "result") {
            const v513 = x["result"];
            if (!(typeof v513 === "string")) return err([k512], "invalid type: " + kind(v513) + ", expected string");
          }
          else if (k512 === "errors") {
            const v513 = x["errors"];
            if (!(Array.isArray(v513))) return err([k512], "invalid type: " + kind(v513) + ", expected array");
            {
              for (let i515 = 0; i515 < v513.length; i515++) {
                const v516 = v513[i515];
                if (!(typeof v516 === "string")) return err([k512, i515], "invalid type: " + kind(v516) + ", expected string");
              }
            }
          }
          else if (k512 === "usage") {
            const v513 = x["usage"];
          }
          else if (k512 === "seq") {
            const v513 = x["seq"];
            if (!(Number.isInteger(v513))) return err([k512], "invalid type: " + kind(v513) + ", expected integer");
          }
          else if (k512 === "ts") {
            const v513 = x["ts"];
            if (!(Number.isInteger(v513))) return err([k512], "invalid type: " + kind(v513) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["subtype"] === undefined) return err([], "missing field `subtype`");
        if (x["isError"] === undefined) return err([], "missing field `isError`");
        if (x["durationMs"] === undefined) return err([], "missing field `durationMs`");
        if (x["numTurns"] === undefined) return err([], "missing field `numTurns`");
        if (x["totalCostUsd"] === undefined) return err([], "missing field `totalCostUsd`");
        if (x["seq"] === undefined) return err([], "missing field `seq`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t461 === "permission_requested") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k517 in x) {
          if (k517 === "type") {
            const v518 = x["type"];
            if (!(typeof v518 === "string")) return err([k517], "invalid type: " + kind(v518) + ", expected string");
            if (v518 !== "permission_requested") return err([k517], "invalid value: " + kind(v518) + ", expected the constant " + "\"permission_requested\"");
          }
          else if (k517 === "request") {
            const v518 = x["request"];
            { const e519 = v_PermissionRequest(v518); if (e519) return within(e519, [k517]); }
          }
          else if (k517 === "seq") {
            const v518 = x["seq"];
            if (!(Number.isInteger(v518))) return err([k517], "invalid type: " + kind(v518) + ", expected integer");
          }
          else if (k517 === "ts") {
            const v518 = x["ts"];
            if (!(Number.isInteger(v518))) return err([k517], "invalid type: " + kind(v518) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["request"] === undefined) return err([], "missing field `request`");
        if (x["seq"] === undefined) return err([], "missing field `seq`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t461 === "permission_resolved") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k520 in x) {
          if (k520 === "type") {
            const v521 = x["type"];
            if (!(typeof v521 === "string")) return err([k520], "invalid type: " + kind(v521) + ", expected string");
            if (v521 !== "permission_resolved") return err([k520], "invalid value: " + kind(v521) + ", expected the constant " + "\"permission_resolved\"");
          }
          else if (k520 === "requestId") {
            const v521 = x["requestId"];
            if (!(typeof v521 === "string")) return err([k520], "invalid type: " + kind(v521) + ", expected string");
          }
          else if (k520 === "behavior") {
            const v521 = x["behavior"];
            { const e522 = v_PermissionBehavior(v521); if (e522) return within(e522, [k520]); }
          }
          else if (k520 === "resolvedBy") {
            const v521 = x["resolvedBy"];
            { const e523 = v_PermissionDecisionSource(v521); if (e523) return within(e523, [k520]); }
          }
          else if (k520 === "message") {
            const v521 = x["message"];
            if (!(typeof v521 === "string")) return err([k520], "invalid type: " + kind(v521) + ", expected string");
          }
          else if (k520 === "seq") {
            const v521 = x["seq"];
            if (!(Number.isInteger(v521))) return err([k520], "invalid type: " + kind(v521) + ", expected integer");
          }
          else if (k520 === "ts") {
            const v521 = x["ts"];
            if (!(Number.isInteger(v521))) return err([k520], "invalid type: " + kind(v521) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["requestId"] === undefined) return err([], "missing field `requestId`");
        if (x["behavior"] === undefined) return err([], "missing field `behavior`");
        if (x["resolvedBy"] === undefined) return err([], "missing field `resolvedBy`");
        if (x["seq"] === undefined) return err([], "missing field `seq`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t461 === "execution_dispatched") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k524 in x) {
          if (k524 === "type") {
            const v525 = x["type"];
            if (!(typeof v525 === "string")) return err([k524], "invalid type: " + kind(v525) + ", expected string");
            if (v525 !== "execution_dispatched") return err([k524], "invalid value: " + kind(v525) + ", expected the constant " + "\"execution_dispatched\"");
          }
          else if (k524 === "executionId") {
            const v525 = x["executionId"];
            if (!(typeof v525 === "string")) return err([k524], "invalid type: " + kind(v525) + ", expected string");
          }
          else if (k524 === "toolName") {
            const v525 = x["toolName"];
            if (!(typeof v525 === "string")) return err([k524], "invalid type: " + kind(v525) + ", expected string");
          }
          else if (k524 === "backend") {
            const v525 = x["backend"];
            { const e526 = v_ToolExecutionBackend(v525); if (e526) return within(e526, [k524]); }
          }
          else if (k524 === "deferred") {
            const v525 = x["deferred"];
            if (!(typeof v525 === "boolean")) return err([k524], "invalid type: " + kind(v525) + ", expected boolean");
          }
          else if (k524 === "expiresAt") {
            const v525 = x["expiresAt"];
            if (!(Number.isInteger(v525))) return err([k524], "invalid type: " + kind(v525) + ", expected integer");
          }
          else if (k524 === "seq") {
            const v525 = x["seq"];
            if (!(Number.isInteger(v525))) return err([k524], "invalid type: " + kind(v525) + ", expected integer");
          }
          else if (k524 === "ts") {
            const v525 = x["ts"];
            if (!(Number.isInteger(v525))) return err([k524], "invalid type: " + kind(v525) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["executionId"] === undefined) return err([], "missing field `executionId`");
        if (x["toolName"] === undefined) return err([], "missing field `toolName`");
        if (x["backend"] === undefined) return err([], "missing field `backend`");
        if (x["seq"] === undefined) return err([], "missing field `seq`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t461 === "execution_result") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k527 in x) {
          if (k527 === "type") {
            const v528 = x["type"];
            if (!(typeof v528 === "string")) return err([k527], "invalid type: " + kind(v528) + ", expected string");
            if (v528 !== "execution_result") return err([k527], "invalid value: " + kind(v528) + ", expected the constant " + "\"execution_result\"");
          }
          else if (k527 === "executionId") {
            const v528 = x["executionId"];
            if (!(typeof v528 === "string")) return err([k527], "invalid type: " + kind(v528) + ", expected string");
          }
          else if (k527 === "output") {
            const v528 = x["output"];
            { const e529 = v_ToolExecutionOutput(v528); if (e529) return within(e529, [k527]); }
          }
          else if (k527 === "logs") {
            const v528 = x["logs"];
            if (!(Array.isArray(v528))) return err([k527], "invalid type: " + kind(v528) + ", expected array");
            {
              for (let i530 = 0; i530 < v528.length; i530++) {
                const v531 = v528[i530];
                if (!(typeof v531 === "string")) return err([k527, i530], "invalid type: " + kind(v531) + ", expected string");
              }
            }
          }
          else if (k527 === "durationMs") {
            const v528 = x["durationMs"];
            if (!(Number.isInteger(v528))) return err([k527], "invalid type: " + kind(v528) + ", expected integer");
          }
          else if (k527 === "seq") {
            const v528 = x["seq"];
            if (!(Number.isInteger(v528))) return err([k527], "invalid type: " + kind(v528) + ", expected integer");
          }
          else if (k527 === "ts") {
            const v528 = x["ts"];
            if (!(Number.isInteger(v528))) return err([k527], "invalid type: " + kind(v528) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["executionId"] === undefined) return err([], "missing field `executionId`");
        if (x["output"] === undefined) return err([], "missing field `output`");
        if (x["seq"] === undefined) return err([], "missing field `seq`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t461 === "execution_failed") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k532 in x) {
          if (k532 === "type") {
            const v533 = x["type"];
            if (!(typeof v533 === "string")) return err([k532], "invalid type: " + kind(v533) + ", expected string");
            if (v533 !== "execution_failed") return err([k532], "invalid value: " + kind(v533) + ", expected the constant " + "\"execution_failed\"");
          }
          else if (k532 === "executionId") {
            const v533 = x["executionId"];
            if (!(typeof v533 === "string")) return err([k532], "invalid type: " + kind(v533) + ", expected string");
          }
          else if (k532 === "reason") {
            const v533 = x["reason"];
            if (!(typeof v533 === "string")) return err([k532], "invalid type: " + kind(v533) + ", expected string");
          }
          else if (k532 === "error") {
            const v533 = x["error"];
            if (!(typeof v533 === "string")) return err([k532], "invalid type: " + kind(v533) + ", expected string");
          }
          else if (k532 === "logs") {
            const v533 = x["logs"];
            if (!(Array.isArray(v533))) return err([k532], "invalid type: " + kind(v533) + ", expected array");
            {
              for (let i534 = 0; i534 < v533.length; i534++) {
                const v535 = v533[i534];
                if (!(typeof v535 === "string")) return err([k532, i534], "invalid type: " + kind(v535) + ", expected string");
              }
            }
          }
          else if (k532 === "durationMs") {
            const v533 = x["durationMs"];
            if (!(Number.isInteger(v533))) return err([k532], "invalid type: " + kind(v533) + ", expected integer");
          }
          else if (k532 === "seq") {
            const v533 = x["seq"];
            if (!(Number.isInteger(v533))) return err([k532], "invalid type: " + kind(v533) + ", expected integer");
          }
          else if (k532 === "ts") {
            const v533 = x["ts"];
            if (!(Number.isInteger(v533))) return err([k532], "invalid type: " + kind(v533) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["executionId"] === undefined) return err([], "missing field `executionId`");
        if (x["reason"] === undefined) return err([], "missing field `reason`");
        if (x["error"] === undefined) return err([], "missing field `error`");
        if (x["seq"] === undefined) return err([], "missing field `seq`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t461 === "file_delivered") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k536 in x) {
          if (k536 === "type") {
            const v537 = x["type"];
            if (!(typeof v537 === "string")) return err([k536], "invalid type: " + kind(v537) + ", expected string");
            if (v537 !== "file_delivered") return err([k536], "invalid value: " + kind(v537) + ", expected the constant " + "\"file_delivered\"");
          }
          else if (k536 === "path") {
            const v537 = x["path"];
            if (!(typeof v537 === "string")) return err([k536], "invalid type: " + kind(v537) + ", expected string");
          }
          else if (k536 === "bytes") {
            const v537 = x["bytes"];
            if (!(Number.isInteger(v537))) return err([k536], "invalid type: " + kind(v537) + ", expected integer");
          }
          else if (k536 === "description") {
            const v537 = x["description"];
            if (!(typeof v537 === "string")) return err([k536], "invalid type: " + kind(v537) + ", expected string");
          }
          else if (k536 === "seq") {
            const v537 = x["seq"];
            if (!(Number.isInteger(v537))) return err([k536], "invalid type: " + kind(v537) + ", expected integer");
          }
          else if (k536 === "ts") {
            const v537 = x["ts"];
            if (!(Number.isInteger(v537))) return err([k536], "invalid type: " + kind(v537) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["path"] === undefined) return err([], "missing field `path`");
        if (x["bytes"] === undefined) return err([], "missing field `bytes`");
        if (x["seq"] === undefined) return err([], "missing field `seq`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t461 === "sdk_event") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k538 in x) {
          if (k538 === "type") {
            const v539 = x["type"];
            if (!(typeof v539 === "string")) return err([k538], "invalid type: " + kind(v539) + ", expected string");
            if (v539 !== "sdk_event") return err([k538], "invalid value: " + kind(v539) + ", expected the constant " + "\"sdk_event\"");
          }
          else if (k538 === "payload") {
            const v539 = x["payload"];
            if (!(isObject(v539))) return err([k538], "invalid type: " + kind(v539) + ", expected object");
            {
              for (const k540 in v539) {
                if (k540 === "type") {
                  const v541 = v539["type"];
                  if (!(typeof v541 === "string")) return err([k538, k540], "invalid type: " + kind(v541) + ", expected string");
                }
              }
              if (v539["type"] === undefined) return err([k538], "missing field `type`");
            }
          }
          else if (k538 === "seq") {
            const v539 = x["seq"];
            if (!(Number.isInteger(v539))) return err([k538], "invalid type: " + kind(v539) + ", expected integer");
          }
          else if (k538 === "ts") {
            const v539 = x["ts"];
            if (!(Number.isInteger(v539))) return err([k538], "invalid type: " + kind(v539) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["payload"] === undefined) return err([], "missing field `payload`");
        if (x["seq"] === undefined) return err([], "missing field `seq`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t461 === "session_error") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k542 in x) {
          if (k542 === "type") {
            const v543 = x["type"];
            if (!(typeof v543 === "string")) return err([k542], "invalid type: " + kind(v543) + ", expected string");
            if (v543 !== "session_error") return err([k542], "invalid value: " + kind(v543) + ", expected the constant " + "\"session_error\"");
          }
          else if (k542 === "message") {
            const v543 = x["message"];
            if (!(typeof v543 === "string")) return err([k542], "invalid type: " + kind(v543) + ", expected string");
          }
          else if (k542 === "seq") {
            const v543 = x["seq"];
            if (!(Number.isInteger(v543))) return err([k542], "invalid type: " + kind(v543) + ", expected integer");
          }
          else if (k542 === "ts") {
            const v543 = x["ts"];
            if (!(Number.isInteger(v543))) return err([k542], "invalid type: " + kind(v543) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["message"] === undefined) return err([], "missing field `message`");
        if (x["seq"] === undefined) return err([], "missing field `seq`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t461 === "session_closed") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k544 in x) {
          if (k544 === "type") {
            const v545 = x["type"];
            if (!(typeof v545 === "string")) return err([k544], "invalid type: " + kind(v545) + ", expected string");
            if (v545 !== "session_closed") return err([k544], "invalid value: " + kind(v545) + ", expected the constant " + "\"session_closed\"");
          }
          else if (k544 === "reason") {
            const v545 = x["reason"];
            { const e546 = v_CloseReason(v545); if (e546) return within(e546, [k544]); }
          }
          else if (k544 === "seq") {
            const v545 = x["seq"];
            if (!(Number.isInteger(v545))) return err([k544], "invalid type: " + kind(v545) + ", expected integer");
          }
          else if (k544 === "ts") {
            const v545 = x["ts"];
            if (!(Number.isInteger(v545))) return err([k544], "invalid type: " + kind(v545) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["reason"] === undefined) return err([], "missing field `reason`");
        if (x["seq"] === undefined) return err([], "missing field `seq`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    return err(typeof t461 === "string" ? [] : ["type"], "unknown variant " + kind(t461) + ", expected one of `system_init`, `status_changed`, `capabilities`, `model_changed`, `permission_mode_changed`, `context_usage`, `rate_limit`, `plan_info`, `assistant_message`, `user_message`, `stream_delta`, `turn_result`, `permission_requested`, `permission_resolved`, `execution_dispatched`, `execution_result`, `execution_failed`, `file_delivered`, `sdk_event`, `session_error`, `session_closed`");
  })();
  if (e460) return e460;
  return undefined;
}

function v_SessionEventBody(x) {
  const e547 = (() => {
    if (!isObject(x)) return err([], "invalid type: " + kind(x) + ", expected an object with a `type`");
    if (x["type"] === undefined) {
      return err([], "missing field `type`");
    }
    const t548 = x["type"];
    if (t548 === "system_init") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k549 in x) {
          if (k549 === "type") {
            const v550 = x["type"];
            if (!(typeof v550 === "string")) return err([k549], "invalid type: " + kind(v550) + ", expected string");
            if (v550 !== "system_init") return err([k549], "invalid value: " + kind(v550) + ", expected the constant " + "\"system_init\"");
          }
          else if (k549 === "sdkSessionId") {
            const v550 = x["sdkSessionId"];
            if (!(typeof v550 === "string")) return err([k549], "invalid type: " + kind(v550) + ", expected string");
          }
          else if (k549 === "model") {
            const v550 = x["model"];
            if (!(typeof v550 === "string")) return err([k549], "invalid type: " + kind(v550) + ", expected string");
          }
          else if (k549 === "cwd") {
            const v550 = x["cwd"];
            if (!(typeof v550 === "string")) return err([k549], "invalid type: " + kind(v550) + ", expected string");
          }
          else if (k549 === "apiKeySource") {
            const v550 = x["apiKeySource"];
            if (!(typeof v550 === "string")) return err([k549], "invalid type: " + kind(v550) + ", expected string");
          }
          else if (k549 === "tools") {
            const v550 = x["tools"];
            if (!(Array.isArray(v550))) return err([k549], "invalid type: " + kind(v550) + ", expected array");
            {
              for (let i551 = 0; i551 < v550.length; i551++) {
                const v552 = v550[i551];
                if (!(typeof v552 === "string")) return err([k549, i551], "invalid type: " + kind(v552) + ", expected string");
              }
            }
          }
          else if (k549 === "skills") {
            const v550 = x["skills"];
            if (!(Array.isArray(v550))) return err([k549], "invalid type: " + kind(v550) + ", expected array");
            {
              for (let i553 = 0; i553 < v550.length; i553++) {
                const v554 = v550[i553];
                if (!(typeof v554 === "string")) return err([k549, i553], "invalid type: " + kind(v554) + ", expected string");
              }
            }
          }
          else if (k549 === "slashCommands") {
            const v550 = x["slashCommands"];
            if (!(Array.isArray(v550))) return err([k549], "invalid type: " + kind(v550) + ", expected array");
            {
              for (let i555 = 0; i555 < v550.length; i555++) {
                const v556 = v550[i555];
                if (!(typeof v556 === "string")) return err([k549, i555], "invalid type: " + kind(v556) + ", expected string");
              }
            }
          }
          else if (k549 === "permissionMode") {
            const v550 = x["permissionMode"];
            { const e557 = v_PermissionMode(v550); if (e557) return within(e557, [k549]); }
          }
          else if (k549 === "claudeCodeVersion") {
            const v550 = x["claudeCodeVersion"];
            if (!(typeof v550 === "string")) return err([k549], "invalid type: " + kind(v550) + ", expected string");
          }
          else if (k549 === "mcpServers") {
            const v550 = x["mcpServers"];
            if (!(Array.isArray(v550))) return err([k549], "invalid type: " + kind(v550) + ", expected array");
            {
              for (let i558 = 0; i558 < v550.length; i558++) {
                const v559 = v550[i558];
                if (!(isObject(v559))) return err([k549, i558], "invalid type: " + kind(v559) + ", expected object");
                {
                  for (const k560 in v559) {
                    if (k560 === "name") {
                      const v561 = v559["name"];
                      if (!(typeof v561 === "string")) return err([k549, i558, k560], "invalid type: " + kind(v561) + ", expected string");
                    }
                    else if (k560 === "status") {
                      const v561 = v559["status"];
                      if (!(typeof v561 === "string")) return err([k549, i558, k560], "invalid type: " + kind(v561) + ", expected string");
                    }
                  }
                  if (v559["name"] === undefined) return err([k549, i558], "missing field `name`");
                  if (v559["status"] === undefined) return err([k549, i558], "missing field `status`");
                }
              }
            }
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["sdkSessionId"] === undefined) return err([], "missing field `sdkSessionId`");
        if (x["model"] === undefined) return err([], "missing field `model`");
        if (x["cwd"] === undefined) return err([], "missing field `cwd`");
        if (x["apiKeySource"] === undefined) return err([], "missing field `apiKeySource`");
        if (x["tools"] === undefined) return err([], "missing field `tools`");
        if (x["skills"] === undefined) return err([], "missing field `skills`");
        if (x["slashCommands"] === undefined) return err([], "missing field `slashCommands`");
        if (x["permissionMode"] === undefined) return err([], "missing field `permissionMode`");
        if (x["claudeCodeVersion"] === undefined) return err([], "missing field `claudeCodeVersion`");
        if (x["mcpServers"] === undefined) return err([], "missing field `mcpServers`");
      }
      return undefined;
    }
    if (t548 === "status_changed") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k562 in x) {
          if (k562 === "type") {
            const v563 = x["type"];
            if (!(typeof v563 === "string")) return err([k562], "invalid type: " + kind(v563) + ", expected string");
            if (v563 !== "status_changed") return err([k562], "invalid value: " + kind(v563) + ", expected the constant " + "\"status_changed\"");
          }
          else if (k562 === "status") {
            const v563 = x["status"];
            { const e564 = v_SessionStatus(v563); if (e564) return within(e564, [k562]); }
          }
          else if (k562 === "detail") {
            const v563 = x["detail"];
            if (!(typeof v563 === "string")) return err([k562], "invalid type: " + kind(v563) + ", expected string");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["status"] === undefined) return err([], "missing field `status`");
      }
      return undefined;
    }
    if (t548 === "capabilities") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k565 in x) {
          if (k565 === "type") {
            const v566 = x["type"];
            if (!(typeof v566 === "string")) return err([k565], "invalid type: " + kind(v566) + ", expected string");
            if (v566 !== "capabilities") return err([k565], "invalid value: " + kind(v566) + ", expected the constant " + "\"capabilities\"");
          }
          else if (k565 === "models") {
            const v566 = x["models"];
            if (!(Array.isArray(v566))) return err([k565], "invalid type: " + kind(v566) + ", expected array");
            {
              for (let i567 = 0; i567 < v566.length; i567++) {
                const v568 = v566[i567];
                { const e569 = v_ModelOption(v568); if (e569) return within(e569, [k565, i567]); }
              }
            }
          }
          else if (k565 === "commands") {
            const v566 = x["commands"];
            if (!(Array.isArray(v566))) return err([k565], "invalid type: " + kind(v566) + ", expected array");
            {
              for (let i570 = 0; i570 < v566.length; i570++) {
                const v571 = v566[i570];
                { const e572 = v_SlashCommandInfo(v571); if (e572) return within(e572, [k565, i570]); }
              }
            }
          }
          else if (k565 === "defaultModel") {
            const v566 = x["defaultModel"];
            if (!(typeof v566 === "string")) return err([k565], "invalid type: " + kind(v566) + ", expected string");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["models"] === undefined) return err([], "missing field `models`");
        if (x["commands"] === undefined) return err([], "missing field `commands`");
      }
      return undefined;
    }
    if (t548 === "model_changed") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k573 in x) {
          if (k573 === "type") {
            const v574 = x["type"];
            if (!(typeof v574 === "string")) return err([k573], "invalid type: " + kind(v574) + ", expected string");
            if (v574 !== "model_changed") return err([k573], "invalid value: " + kind(v574) + ", expected the constant " + "\"model_changed\"");
          }
          else if (k573 === "model") {
            const v574 = x["model"];
            if (!(typeof v574 === "string")) return err([k573], "invalid type: " + kind(v574) + ", expected string");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
      }
      return undefined;
    }
    if (t548 === "permission_mode_changed") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k575 in x) {
          if (k575 === "type") {
            const v576 = x["type"];
            if (!(typeof v576 === "string")) return err([k575], "invalid type: " + kind(v576) + ", expected string");
            if (v576 !== "permission_mode_changed") return err([k575], "invalid value: " + kind(v576) + ", expected the constant " + "\"permission_mode_changed\"");
          }
          else if (k575 === "mode") {
            const v576 = x["mode"];
            { const e577 = v_PermissionMode(v576); if (e577) return within(e577, [k575]); }
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["mode"] === undefined) return err([], "missing field `mode`");
      }
      return undefined;
    }
    if (t548 === "context_usage") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k578 in x) {
          if (k578 === "type") {
            const v579 = x["type"];
            if (!(typeof v579 === "string")) return err([k578], "invalid type: " + kind(v579) + ", expected string");
            if (v579 !== "context_usage") return err([k578], "invalid value: " + kind(v579) + ", expected the constant " + "\"context_usage\"");
          }
          else if (k578 === "usage") {
            const v579 = x["usage"];
            { const e580 = v_ContextUsage(v579); if (e580) return within(e580, [k578]); }
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["usage"] === undefined) return err([], "missing field `usage`");
      }
      return undefined;
    }
    if (t548 === "rate_limit") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k581 in x) {
          if (k581 === "type") {
            const v582 = x["type"];
            if (!(typeof v582 === "string")) return err([k581], "invalid type: " + kind(v582) + ", expected string");
            if (v582 !== "rate_limit") return err([k581], "invalid value: " + kind(v582) + ", expected the constant " + "\"rate_limit\"");
          }
          else if (k581 === "info") {
            const v582 = x["info"];
            { const e583 = v_RateLimitInfo(v582); if (e583) return within(e583, [k581]); }
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["info"] === undefined) return err([], "missing field `info`");
      }
      return undefined;
    }
    if (t548 === "plan_info") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k584 in x) {
          if (k584 === "type") {
            const v585 = x["type"];
            if (!(typeof v585 === "string")) return err([k584], "invalid type: " + kind(v585) + ", expected string");
            if (v585 !== "plan_info") return err([k584], "invalid value: " + kind(v585) + ", expected the constant " + "\"plan_info\"");
          }
          else if (k584 === "subscriptionType") {
            const v585 = x["subscriptionType"];
            if (!(typeof v585 === "string")) return err([k584], "invalid type: " + kind(v585) + ", expected string");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["subscriptionType"] === undefined) return err([], "missing field `subscriptionType`");
      }
      return undefined;
    }
    if (t548 === "assistant_message") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k586 in x) {
          if (k586 === "type") {
            const v587 = x["type"];
            if (!(typeof v587 === "string")) return err([k586], "invalid type: " + kind(v587) + ", expected string");
            if (v587 !== "assistant_message") return err([k586], "invalid value: " + kind(v587) + ", expected the constant " + "\"assistant_message\"");
          }
          else if (k586 === "message") {
            const v587 = x["message"];
            { const e588 = v_ApiMessage(v587); if (e588) return within(e588, [k586]); }
          }
          else if (k586 === "parentToolUseId") {
            const v587 = x["parentToolUseId"];
            if (!(typeof v587 === "string" || v587 === null)) return err([k586], "invalid type: " + kind(v587) + ", expected string or null");
          }
          else if (k586 === "replay") {
            const v587 = x["replay"];
            if (!(typeof v587 === "boolean")) return err([k586], "invalid type: " + kind(v587) + ", expected boolean");
          }
          else if (k586 === "uuid") {
            const v587 = x["uuid"];
            if (!(typeof v587 === "string")) return err([k586], "invalid type: " + kind(v587) + ", expected string");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["message"] === undefined) return err([], "missing field `message`");
        if (x["parentToolUseId"] === undefined) return err([], "missing field `parentToolUseId`");
        if (x["uuid"] === undefined) return err([], "missing field `uuid`");
      }
      return undefined;
    }
    if (t548 === "user_message") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k589 in x) {
          if (k589 === "type") {
            const v590 = x["type"];
            if (!(typeof v590 === "string")) return err([k589], "invalid type: " + kind(v590) + ", expected string");
            if (v590 !== "user_message") return err([k589], "invalid value: " + kind(v590) + ", expected the constant " + "\"user_message\"");
          }
          else if (k589 === "message") {
            const v590 = x["message"];
            { const e591 = v_ApiMessage(v590); if (e591) return within(e591, [k589]); }
          }
          else if (k589 === "parentToolUseId") {
            const v590 = x["parentToolUseId"];
            if (!(typeof v590 === "string" || v590 === null)) return err([k589], "invalid type: " + kind(v590) + ", expected string or null");
          }
          else if (k589 === "replay") {
            const v590 = x["replay"];
            if (!(typeof v590 === "boolean")) return err([k589], "invalid type: " + kind(v590) + ", expected boolean");
          }
          else if (k589 === "synthetic") {
            const v590 = x["synthetic"];
            if (!(typeof v590 === "boolean")) return err([k589], "invalid type: " + kind(v590) + ", expected boolean");
          }
          else if (k589 === "attachments") {
            const v590 = x["attachments"];
            if (!(Array.isArray(v590))) return err([k589], "invalid type: " + kind(v590) + ", expected array");
            {
              for (let i592 = 0; i592 < v590.length; i592++) {
                const v593 = v590[i592];
                { const e594 = v_MessageAttachment(v593); if (e594) return within(e594, [k589, i592]); }
              }
            }
          }
          else if (k589 === "uuid") {
            const v590 = x["uuid"];
            if (!(typeof v590 === "string")) return err([k589], "invalid type: " + kind(v590) + ", expected string");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["message"] === undefined) return err([], "missing field `message`");
        if (x["parentToolUseId"] === undefined) return err([], "missing field `parentToolUseId`");
      }
      return undefined;
    }
    if (t548 === "stream_delta") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k595 in x) {
          if (k595 === "type") {
            const v596 = x["type"];
            if (!(typeof v596 === "string")) return err([k595], "invalid type: " + kind(v596) + ", expected string");
            if (v596 !== "stream_delta") return err([k595], "invalid value: " + kind(v596) + ", expected the constant " + "\"stream_delta\"");
          }
          else if (k595 === "event") {
            const v596 = x["event"];
            if (!(isObject(v596))) return err([k595], "invalid type: " + kind(v596) + ", expected object");
            {
              for (const k597 in v596) {
                if (k597 === "type") {
                  const v598 = v596["type"];
                  if (!(typeof v598 === "string")) return err([k595, k597], "invalid type: " + kind(v598) + ", expected string");
                }
              }
              if (v596["type"] === undefined) return err([k595], "missing field `type`");
            }
          }
          else if (k595 === "parentToolUseId") {
            const v596 = x["parentToolUseId"];
            if (!(typeof v596 === "string" || v596 === null)) return err([k595], "invalid type: " + kind(v596) + ", expected string or null");
          }
          else if (k595 === "uuid") {
            const v596 = x["uuid"];
            if (!(typeof v596 === "string")) return err([k595], "invalid type: " + kind(v596) + ", expected string");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["event"] === undefined) return err([], "missing field `event`");
        if (x["parentToolUseId"] === undefined) return err([], "missing field `parentToolUseId`");
        if (x["uuid"] === undefined) return err([], "missing field `uuid`");
      }
      return undefined;
    }
    if (t548 === "turn_result") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k599 in x) {
          if (k599 === "type") {
            const v600 = x["type"];
            if (!(typeof v600 === "string")) return err([k599], "invalid type: " + kind(v600) + ", expected string");
            if (v600 !== "turn_result") return err([k599], "invalid value: " + kind(v600) + ", expected the constant " + "\"turn_result\"");
          }
          else if (k599 === "subtype") {
            const v600 = x["subtype"];
            { const e601 = v_TurnResultSubtype(v600); if (e601) return within(e601, [k599]); }
          }
          else if (k599 === "isError") {
            const v600 = x["isError"];
            if (!(typeof v600 === "boolean")) return err([k599], "invalid type: " + kind(v600) + ", expected boolean");
          }
          else if (k599 === "durationMs") {
            const v600 = x["durationMs"];
            if (!(Number.isInteger(v600))) return err([k599], "invalid type: " + kind(v600) + ", expected integer");
          }
          else if (k599 === "numTurns") {
            const v600 = x["numTurns"];
            if (!(Number.isInteger(v600))) return err([k599], "invalid type: " + kind(v600) + ", expected integer");
          }
          else if (k599 === "totalCostUsd") {
            const v600 = x["totalCostUsd"];
            if (!(typeof v600 === "number")) return err([k599], "invalid type: " + kind(v600) + ", expected number");
          }
          else if (k599 === "result") {
            const v600 = x["result"];
            if (!(typeof v600 === "string")) return err([k599], "invalid type: " + kind(v600) + ", expected string");
          }
          else if (k599 === "errors") {
            const v600 = x["errors"];
            if (!(Array.isArray(v600))) return err([k599], "invalid type: " + kind(v600) + ", expected array");
            {
              for (let i602 = 0; i602 < v600.length; i602++) {
                const v603 = v600[i602];
                if (!(typeof v603 === "string")) return err([k599, i602], "invalid type: " + kind(v603) + ", expected string");
              }
            }
          }
          else if (k599 === "usage") {
            const v600 = x["usage"];
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["subtype"] === undefined) return err([], "missing field `subtype`");
        if (x["isError"] === undefined) return err([], "missing field `isError`");
        if (x["durationMs"] === undefined) return err([], "missing field `durationMs`");
        if (x["numTurns"] === undefined) return err([], "missing field `numTurns`");
        if (x["totalCostUsd"] === undefined) return err([], "missing field `totalCostUsd`");
      }
      return undefined;
    }
    if (t548 === "permission_requested") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k604 in x) {
          if (k604 === "type") {
            const v605 = x["type"];
            if (!(typeof v605 === "string")) return err([k604], "invalid type: " + kind(v605) + ", expected string");
            if (v605 !== "permission_requested") return err([k604], "invalid value: " + kind(v605) + ", expected the constant " + "\"permission_requested\"");
          }
          else if (k604 === "request") {
            const v605 = x["request"];
            { const e606 = v_PermissionRequest(v605); if (e606) return within(e606, [k604]); }
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["request"] === undefined) return err([], "missing field `request`");
      }
      return undefined;
    }
    if (t548 === "permission_resolved") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k607 in x) {
          if (k607 === "type") {
            const v608 = x["type"];
            if (!(typeof v608 === "string")) return err([k607], "invalid type: " + kind(v608) + ", expected string");
            if (v608 !== "permission_resolved") return err([k607], "invalid value: " + kind(v608) + ", expected the constant " + "\"permission_resolved\"");
          }
          else if (k607 === "requestId") {
            const v608 = x["requestId"];
            if (!(typeof v608 === "string")) return err([k607], "invalid type: " + kind(v608) + ", expected string");
          }
          else if (k607 === "behavior") {
            const v608 = x["behavior"];
            { const e609 = v_PermissionBehavior(v608); if (e609) return within(e609, [k607]); }
          }
          else if (k607 === "resolvedBy") {
            const v608 = x["resolvedBy"];
            { const e610 = v_PermissionDecisionSource(v608); if (e610) return within(e610, [k607]); }
          }
          else if (k607 === "message") {
            const v608 = x["message"];
            if (!(typeof v608 === "string")) return err([k607], "invalid type: " + kind(v608) + ", expected string");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["requestId"] === undefined) return err([], "missing field `requestId`");
        if (x["behavior"] === undefined) return err([], "missing field `behavior`");
        if (x["resolvedBy"] === undefined) return err([], "missing field `resolvedBy`");
      }
      return undefined;
    }
    if (t548 === "execution_dispatched") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k611 in x) {
          if (k611 === "type") {
            const v612 = x["type"];
            if (!(typeof v612 === "string")) return err([k611], "invalid type: " + kind(v612) + ", expected string");
            if (v612 !== "execution_dispatched") return err([k611], "invalid value: " + kind(v612) + ", expected the constant " + "\"execution_dispatched\"");
          }
          else if (k611 === "executionId") {
            const v612 = x["executionId"];
            if (!(typeof v612 === "string")) return err([k611], "invalid type: " + kind(v612) + ", expected string");
          }
          else if (k611 === "toolName") {
            const v612 = x["toolName"];
            if (!(typeof v612 === "string")) return err([k611], "invalid type: " + kind(v612) + ", expected string");
          }
          else if (k611 === "backend") {
            const v612 = x["backend"];
            { const e613 = v_ToolExecutionBackend(v612); if (e613) return within(e613, [k611]); }
          }
          else if (k611 === "deferred") {
            const v612 = x["deferred"];
            if (!(typeof v612 === "boolean")) return err([k611], "invalid type: " + kind(v612) + ", expected boolean");
          }
          else if (k611 === "expiresAt") {
            const v612 = x["expiresAt"];
            if (!(Number.isInteger(v612))) return err([k611], "invalid type: " + kind(v612) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["executionId"] === undefined) return err([], "missing field `executionId`");
        if (x["toolName"] === undefined) return err([], "missing field `toolName`");
        if (x["backend"] === undefined) return err([], "missing field `backend`");
      }
      return undefined;
    }
    if (t548 === "execution_result") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k614 in x) {
          if (k614 === "type") {
            const v615 = x["type"];
            if (!(typeof v615 === "string")) return err([k614], "invalid type: " + kind(v615) + ", expected string");
            if (v615 !== "execution_result") return err([k614], "invalid value: " + kind(v615) + ", expected the constant " + "\"execution_result\"");
          }
          else if (k614 === "executionId") {
            const v615 = x["executionId"];
            if (!(typeof v615 === "string")) return err([k614], "invalid type: " + kind(v615) + ", expected string");
          }
          else if (k614 === "output") {
            const v615 = x["output"];
            { const e616 = v_ToolExecutionOutput(v615); if (e616) return within(e616, [k614]); }
          }
          else if (k614 === "logs") {
            const v615 = x["logs"];
            if (!(Array.isArray(v615))) return err([k614], "invalid type: " + kind(v615) + ", expected array");
            {
              for (let i617 = 0; i617 < v615.length; i617++) {
                const v618 = v615[i617];
                if (!(typeof v618 === "string")) return err([k614, i617], "invalid type: " + kind(v618) + ", expected string");
              }
            }
          }
          else if (k614 === "durationMs") {
            const v615 = x["durationMs"];
            if (!(Number.isInteger(v615))) return err([k614], "invalid type: " + kind(v615) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["executionId"] === undefined) return err([], "missing field `executionId`");
        if (x["output"] === undefined) return err([], "missing field `output`");
      }
      return undefined;
    }
    if (t548 === "execution_failed") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k619 in x) {
          if (k619 === "type") {
            const v620 = x["type"];
            if (!(typeof v620 === "string")) return err([k619], "invalid type: " + kind(v620) + ", expected string");
            if (v620 !== "execution_failed") return err([k619], "invalid value: " + kind(v620) + ", expected the constant " + "\"execution_failed\"");
          }
          else if (k619 === "executionId") {
            const v620 = x["executionId"];
            if (!(typeof v620 === "string")) return err([k619], "invalid type: " + kind(v620) + ", expected string");
          }
          else if (k619 === "reason") {
            const v620 = x["reason"];
            if (!(typeof v620 === "string")) return err([k619], "invalid type: " + kind(v620) + ", expected string");
          }
          else if (k619 === "error") {
            const v620 = x["error"];
            if (!(typeof v620 === "string")) return err([k619], "invalid type: " + kind(v620) + ", expected string");
          }
          else if (k619 === "logs") {
            const v620 = x["logs"];
            if (!(Array.isArray(v620))) return err([k619], "invalid type: " + kind(v620) + ", expected array");
            {
              for (let i621 = 0; i621 < v620.length; i621++) {
                const v622 = v620[i621];
                if (!(typeof v622 === "string")) return err([k619, i621], "invalid type: " + kind(v622) + ", expected string");
              }
            }
          }
          else if (k619 === "durationMs") {
            const v620 = x["durationMs"];
            if (!(Number.isInteger(v620))) return err([k619], "invalid type: " + kind(v620) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["executionId"] === undefined) return err([], "missing field `executionId`");
        if (x["reason"] === undefined) return err([], "missing field `reason`");
        if (x["error"] === undefined) return err([], "missing field `error`");
      }
      return undefined;
    }
    if (t548 === "file_delivered") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k623 in x) {
          if (k623 === "type") {
            const v624 = x["type"];
            if (!(typeof v624 === "string")) return err([k623], "invalid type: " + kind(v624) + ", expected string");
            if (v624 !== "file_delivered") return err([k623], "invalid value: " + kind(v624) + ", expected the constant " + "\"file_delivered\"");
          }
          else if (k623 === "path") {
            const v624 = x["path"];
            if (!(typeof v624 === "string")) return err([k623], "invalid type: " + kind(v624) + ", expected string");
          }
          else if (k623 === "bytes") {
            const v624 = x["bytes"];
            if (!(Number.isInteger(v624))) return err([k623], "invalid type: " + kind(v624) + ", expected integer");
          }
          else if (k623 === "description") {
            const v624 = x["description"];
            if (!(typeof v624 === "string")) return err([k623], "invalid type: " + kind(v624) + ", expected string");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["path"] === undefined) return err([], "missing field `path`");
        if (x["bytes"] === undefined) return err([], "missing field `bytes`");
      }
      return undefined;
    }
    if (t548 === "sdk_event") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k625 in x) {
          if (k625 === "type") {
            const v626 = x["type"];
            if (!(typeof v626 === "string")) return err([k625], "invalid type: " + kind(v626) + ", expected string");
            if (v626 !== "sdk_event") return err([k625], "invalid value: " + kind(v626) + ", expected the constant " + "\"sdk_event\"");
          }
          else if (k625 === "payload") {
            const v626 = x["payload"];
            if (!(isObject(v626))) return err([k625], "invalid type: " + kind(v626) + ", expected object");
            {
              for (const k627 in v626) {
                if (k627 === "type") {
                  const v628 = v626["type"];
                  if (!(typeof v628 === "string")) return err([k625, k627], "invalid type: " + kind(v628) + ", expected string");
                }
              }
              if (v626["type"] === undefined) return err([k625], "missing field `type`");
            }
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["payload"] === undefined) return err([], "missing field `payload`");
      }
      return undefined;
    }
    if (t548 === "session_error") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k629 in x) {
          if (k629 === "type") {
            const v630 = x["type"];
            if (!(typeof v630 === "string")) return err([k629], "invalid type: " + kind(v630) + ", expected string");
            if (v630 !== "session_error") return err([k629], "invalid value: " + kind(v630) + ", expected the constant " + "\"session_error\"");
          }
          else if (k629 === "message") {
            const v630 = x["message"];
            if (!(typeof v630 === "string")) return err([k629], "invalid type: " + kind(v630) + ", expected string");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["message"] === undefined) return err([], "missing field `message`");
      }
      return undefined;
    }
    if (t548 === "session_closed") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k631 in x) {
          if (k631 === "type") {
            const v632 = x["type"];
            if (!(typeof v632 === "string")) return err([k631], "invalid type: " + kind(v632) + ", expected string");
            if (v632 !== "session_closed") return err([k631], "invalid value: " + kind(v632) + ", expected the constant " + "\"session_closed\"");
          }
          else if (k631 === "reason") {
            const v632 = x["reason"];
            { const e633 = v_CloseReason(v632); if (e633) return within(e633, [k631]); }
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["reason"] === undefined) return err([], "missing field `reason`");
      }
      return undefined;
    }
    return err(typeof t548 === "string" ? [] : ["type"], "unknown variant " + kind(t548) + ", expected one of `system_init`, `status_changed`, `capabilities`, `model_changed`, `permission_mode_changed`, `context_usage`, `rate_limit`, `plan_info`, `assistant_message`, `user_message`, `stream_delta`, `turn_result`, `permission_requested`, `permission_resolved`, `execution_dispatched`, `execution_result`, `execution_failed`, `file_delivered`, `sdk_event`, `session_error`, `session_closed`");
  })();
  if (e547) return e547;
  return undefined;
}

function v_SessionFileInfo(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k634 in x) {
      if (k634 === "path") {
        const v635 = x["path"];
        if (!(typeof v635 === "string")) return err([k634], "invalid type: " + kind(v635) + ", expected string");
      }
      else if (k634 === "bytes") {
        const v635 = x["bytes"];
        if (!(Number.isInteger(v635))) return err([k634], "invalid type: " + kind(v635) + ", expected integer");
      }
    }
    if (x["path"] === undefined) return err([], "missing field `path`");
    if (x["bytes"] === undefined) return err([], "missing field `bytes`");
  }
  return undefined;
}

function v_SessionInfo(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k636 in x) {
      if (k636 === "id") {
        const v637 = x["id"];
        if (!(typeof v637 === "string")) return err([k636], "invalid type: " + kind(v637) + ", expected string");
      }
      else if (k636 === "sdkSessionId") {
        const v637 = x["sdkSessionId"];
        if (!(typeof v637 === "string")) return err([k636], "invalid type: " + kind(v637) + ", expected string");
      }
      else if (k636 === "status") {
        const v637 = x["status"];
        { const e638 = v_SessionStatus(v637); if (e638) return within(e638, [k636]); }
      }
      else if (k636 === "cwd") {
        const v637 = x["cwd"];
        if (!(typeof v637 === "string")) return err([k636], "invalid type: " + kind(v637) + ", expected string");
      }
      else if (k636 === "profile") {
        const v637 = x["profile"];
        if (!(typeof v637 === "string")) return err([k636], "invalid type: " + kind(v637) + ", expected string");
      }
      else if (k636 === "engine") {
        const v637 = x["engine"];
        { const e639 = v_ProfileEngine(v637); if (e639) return within(e639, [k636]); }
      }
      else if (k636 === "capabilities") {
        const v637 = x["capabilities"];
        { const e640 = v_EngineCapabilities(v637); if (e640) return within(e640, [k636]); }
      }
      else if (k636 === "model") {
        const v637 = x["model"];
        if (!(typeof v637 === "string")) return err([k636], "invalid type: " + kind(v637) + ", expected string");
      }
      else if (k636 === "permissionMode") {
        const v637 = x["permissionMode"];
        { const e641 = v_PermissionMode(v637); if (e641) return within(e641, [k636]); }
      }
      else if (k636 === "canBypassPermissions") {
        const v637 = x["canBypassPermissions"];
        if (!(typeof v637 === "boolean")) return err([k636], "invalid type: " + kind(v637) + ", expected boolean");
      }
      else if (k636 === "apiKeySource") {
        const v637 = x["apiKeySource"];
        if (!(typeof v637 === "string")) return err([k636], "invalid type: " + kind(v637) + ", expected string");
      }
      else if (k636 === "createdAt") {
        const v637 = x["createdAt"];
        if (!(Number.isInteger(v637))) return err([k636], "invalid type: " + kind(v637) + ", expected integer");
      }
      else if (k636 === "lastSeq") {
        const v637 = x["lastSeq"];
        if (!(Number.isInteger(v637))) return err([k636], "invalid type: " + kind(v637) + ", expected integer");
      }
      else if (k636 === "pendingPermissionCount") {
        const v637 = x["pendingPermissionCount"];
        if (!(Number.isInteger(v637))) return err([k636], "invalid type: " + kind(v637) + ", expected integer");
      }
      else if (k636 === "meta") {
        const v637 = x["meta"];
        if (!(isObject(v637))) return err([k636], "invalid type: " + kind(v637) + ", expected object");
      }
      else if (k636 === "title") {
        const v637 = x["title"];
        if (!(typeof v637 === "string")) return err([k636], "invalid type: " + kind(v637) + ", expected string");
      }
      else if (k636 === "totalCostUsd") {
        const v637 = x["totalCostUsd"];
        if (!(typeof v637 === "number")) return err([k636], "invalid type: " + kind(v637) + ", expected number");
      }
      else if (k636 === "numTurns") {
        const v637 = x["numTurns"];
        if (!(Number.isInteger(v637))) return err([k636], "invalid type: " + kind(v637) + ", expected integer");
      }
      else if (k636 === "lastActivityAt") {
        const v637 = x["lastActivityAt"];
        if (!(Number.isInteger(v637))) return err([k636], "invalid type: " + kind(v637) + ", expected integer");
      }
    }
    if (x["id"] === undefined) return err([], "missing field `id`");
    if (x["status"] === undefined) return err([], "missing field `status`");
    if (x["cwd"] === undefined) return err([], "missing field `cwd`");
    if (x["createdAt"] === undefined) return err([], "missing field `createdAt`");
    if (x["lastSeq"] === undefined) return err([], "missing field `lastSeq`");
    if (x["pendingPermissionCount"] === undefined) return err([], "missing field `pendingPermissionCount`");
  }
  return undefined;
}

function v_SessionNotification(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k642 in x) {
      if (k642 === "type") {
        const v643 = x["type"];
        { const e644 = v_SessionNotificationType(v643); if (e644) return within(e644, [k642]); }
      }
      else if (k642 === "sessionId") {
        const v643 = x["sessionId"];
        if (!(typeof v643 === "string")) return err([k642], "invalid type: " + kind(v643) + ", expected string");
      }
      else if (k642 === "session") {
        const v643 = x["session"];
        { const e645 = v_SessionInfo(v643); if (e645) return within(e645, [k642]); }
      }
      else if (k642 === "seq") {
        const v643 = x["seq"];
        if (!(Number.isInteger(v643))) return err([k642], "invalid type: " + kind(v643) + ", expected integer");
      }
      else if (k642 === "ts") {
        const v643 = x["ts"];
        if (!(Number.isInteger(v643))) return err([k642], "invalid type: " + kind(v643) + ", expected integer");
      }
      else if (k642 === "preview") {
        const v643 = x["preview"];
        if (!(typeof v643 === "string")) return err([k642], "invalid type: " + kind(v643) + ", expected string");
      }
      else if (k642 === "request") {
        const v643 = x["request"];
        { const e646 = v_PermissionRequest(v643); if (e646) return within(e646, [k642]); }
      }
      else if (k642 === "result") {
        const v643 = x["result"];
        { const e647 = v_NotificationTurnResult(v643); if (e647) return within(e647, [k642]); }
      }
      else if (k642 === "reason") {
        const v643 = x["reason"];
        { const e648 = v_CloseReason(v643); if (e648) return within(e648, [k642]); }
      }
    }
    if (x["type"] === undefined) return err([], "missing field `type`");
    if (x["sessionId"] === undefined) return err([], "missing field `sessionId`");
    if (x["session"] === undefined) return err([], "missing field `session`");
    if (x["seq"] === undefined) return err([], "missing field `seq`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_SessionNotificationType(x) {
  const e649 = (() => {
    {
      const u650 = [];
      const b652 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "permission_requested") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"permission_requested\"");
        return undefined;
      })();
      if (b652 === undefined) return undefined;
      u650.push(b652);
      const b653 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "turn_completed") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"turn_completed\"");
        return undefined;
      })();
      if (b653 === undefined) return undefined;
      u650.push(b653);
      const b654 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "session_error") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"session_error\"");
        return undefined;
      })();
      if (b654 === undefined) return undefined;
      u650.push(b654);
      const b655 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "session_closed") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"session_closed\"");
        return undefined;
      })();
      if (b655 === undefined) return undefined;
      u650.push(b655);
      const u650d = u650.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u650d;
    }
  })();
  if (e649) return e649;
  return undefined;
}

function v_SessionStatus(x) {
  const e656 = (() => {
    {
      const u657 = [];
      const b659 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "starting") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"starting\"");
        return undefined;
      })();
      if (b659 === undefined) return undefined;
      u657.push(b659);
      const b660 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "running") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"running\"");
        return undefined;
      })();
      if (b660 === undefined) return undefined;
      u657.push(b660);
      const b661 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "awaiting_approval") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"awaiting_approval\"");
        return undefined;
      })();
      if (b661 === undefined) return undefined;
      u657.push(b661);
      const b662 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "idle") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"idle\"");
        return undefined;
      })();
      if (b662 === undefined) return undefined;
      u657.push(b662);
      const b663 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "parked") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"parked\"");
        return undefined;
      })();
      if (b663 === undefined) return undefined;
      u657.push(b663);
      const b664 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "failed") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"failed\"");
        return undefined;
      })();
      if (b664 === undefined) return undefined;
      u657.push(b664);
      const b665 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "closed") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"closed\"");
        return undefined;
      })();
      if (b665 === undefined) return undefined;
      u657.push(b665);
      const u657d = u657.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u657d;
    }
  })();
  if (e656) return e656;
  return undefined;
}

function v_SessionWebhookConfig(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k666 in x) {
      if (k666 === "url") {
        const v667 = x["url"];
        if (!(typeof v667 === "string")) return err([k666], "invalid type: " + kind(v667) + ", expected string");
      }
      else if (k666 === "headers") {
        const v667 = x["headers"];
        if (!(isObject(v667))) return err([k666], "invalid type: " + kind(v667) + ", expected object");
        {
          for (const k668 in v667) {
            {
              const v669 = v667[k668];
              if (!(typeof v669 === "string")) return err([k666, k668], "invalid type: " + kind(v669) + ", expected string");
            }
          }
        }
      }
      else if (k666 === "events") {
        const v667 = x["events"];
        if (!(Array.isArray(v667))) return err([k666], "invalid type: " + kind(v667) + ", expected array");
        {
          for (let i670 = 0; i670 < v667.length; i670++) {
            const v671 = v667[i670];
            { const e672 = v_SessionNotificationType(v671); if (e672) return within(e672, [k666, i670]); }
          }
        }
      }
    }
    if (x["url"] === undefined) return err([], "missing field `url`");
  }
  return undefined;
}

function v_SettingSource(x) {
  const e673 = (() => {
    {
      const u674 = [];
      const b676 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "user") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"user\"");
        return undefined;
      })();
      if (b676 === undefined) return undefined;
      u674.push(b676);
      const b677 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "project") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"project\"");
        return undefined;
      })();
      if (b677 === undefined) return undefined;
      u674.push(b677);
      const b678 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "local") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"local\"");
        return undefined;
      })();
      if (b678 === undefined) return undefined;
      u674.push(b678);
      const u674d = u674.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u674d;
    }
  })();
  if (e673) return e673;
  return undefined;
}

function v_SlashCommandInfo(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k679 in x) {
      if (k679 === "name") {
        const v680 = x["name"];
        if (!(typeof v680 === "string")) return err([k679], "invalid type: " + kind(v680) + ", expected string");
      }
      else if (k679 === "description") {
        const v680 = x["description"];
        if (!(typeof v680 === "string")) return err([k679], "invalid type: " + kind(v680) + ", expected string");
      }
      else if (k679 === "argumentHint") {
        const v680 = x["argumentHint"];
        if (!(typeof v680 === "string")) return err([k679], "invalid type: " + kind(v680) + ", expected string");
      }
      else if (k679 === "aliases") {
        const v680 = x["aliases"];
        if (!(Array.isArray(v680))) return err([k679], "invalid type: " + kind(v680) + ", expected array");
        {
          for (let i681 = 0; i681 < v680.length; i681++) {
            const v682 = v680[i681];
            if (!(typeof v682 === "string")) return err([k679, i681], "invalid type: " + kind(v682) + ", expected string");
          }
        }
      }
    }
    if (x["name"] === undefined) return err([], "missing field `name`");
  }
  return undefined;
}

function v_StreamingGranularity(x) {
  const e683 = (() => {
    {
      const u684 = [];
      const b686 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "token") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"token\"");
        return undefined;
      })();
      if (b686 === undefined) return undefined;
      u684.push(b686);
      const b687 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "item") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"item\"");
        return undefined;
      })();
      if (b687 === undefined) return undefined;
      u684.push(b687);
      const b688 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "none") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"none\"");
        return undefined;
      })();
      if (b688 === undefined) return undefined;
      u684.push(b688);
      const u684d = u684.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u684d;
    }
  })();
  if (e683) return e683;
  return undefined;
}

function v_SubmitExecutionResultRequest(x) {
  const e689 = (() => {
    if (!isObject(x)) return err([], "invalid type: " + kind(x) + ", expected an object with a `status`");
    if (x["status"] === undefined) {
      return err([], "missing field `status`");
    }
    const t690 = x["status"];
    if (t690 === "ok") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k691 in x) {
          if (k691 === "status") {
            const v692 = x["status"];
            if (!(typeof v692 === "string")) return err([k691], "invalid type: " + kind(v692) + ", expected string");
            if (v692 !== "ok") return err([k691], "invalid value: " + kind(v692) + ", expected the constant " + "\"ok\"");
          }
          else if (k691 === "output") {
            const v692 = x["output"];
            { const e693 = v_ToolExecutionOutput(v692); if (e693) return within(e693, [k691]); }
          }
          else if (k691 === "logs") {
            const v692 = x["logs"];
            if (!(Array.isArray(v692))) return err([k691], "invalid type: " + kind(v692) + ", expected array");
            {
              for (let i694 = 0; i694 < v692.length; i694++) {
                const v695 = v692[i694];
                if (!(typeof v695 === "string")) return err([k691, i694], "invalid type: " + kind(v695) + ", expected string");
              }
            }
          }
        }
        if (x["status"] === undefined) return err([], "missing field `status`");
        if (x["output"] === undefined) return err([], "missing field `output`");
      }
      return undefined;
    }
    if (t690 === "failed") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k696 in x) {
          if (k696 === "status") {
            const v697 = x["status"];
            if (!(typeof v697 === "string")) return err([k696], "invalid type: " + kind(v697) + ", expected string");
            if (v697 !== "failed") return err([k696], "invalid value: " + kind(v697) + ", expected the constant " + "\"failed\"");
          }
          else if (k696 === "reason") {
            const v697 = x["reason"];
            if (!(typeof v697 === "string")) return err([k696], "invalid type: " + kind(v697) + ", expected string");
          }
          else if (k696 === "error") {
            const v697 = x["error"];
            if (!(typeof v697 === "string")) return err([k696], "invalid type: " + kind(v697) + ", expected string");
          }
          else if (k696 === "logs") {
            const v697 = x["logs"];
            if (!(Array.isArray(v697))) return err([k696], "invalid type: " + kind(v697) + ", expected array");
            {
              for (let i698 = 0; i698 < v697.length; i698++) {
                const v699 = v697[i698];
                if (!(typeof v699 === "string")) return err([k696, i698], "invalid type: " + kind(v699) + ", expected string");
              }
            }
          }
        }
        if (x["status"] === undefined) return err([], "missing field `status`");
        if (x["reason"] === undefined) return err([], "missing field `reason`");
        if (x["error"] === undefined) return err([], "missing field `error`");
      }
      return undefined;
    }
    return err(typeof t690 === "string" ? [] : ["status"], "unknown variant " + kind(t690) + ", expected one of `ok`, `failed`");
  })();
  if (e689) return e689;
  return undefined;
}

function v_SubmitExecutionResultResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k700 in x) {
      if (k700 === "applied") {
        const v701 = x["applied"];
        if (!(typeof v701 === "boolean")) return err([k700], "invalid type: " + kind(v701) + ", expected boolean");
      }
      else if (k700 === "sessionId") {
        const v701 = x["sessionId"];
        if (!(typeof v701 === "string")) return err([k700], "invalid type: " + kind(v701) + ", expected string");
      }
    }
    if (x["applied"] === undefined) return err([], "missing field `applied`");
    if (x["sessionId"] === undefined) return err([], "missing field `sessionId`");
  }
  return undefined;
}

function v_TextBlock(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k702 in x) {
      if (k702 === "type") {
        const v703 = x["type"];
        if (!(typeof v703 === "string")) return err([k702], "invalid type: " + kind(v703) + ", expected string");
        if (v703 !== "text") return err([k702], "invalid value: " + kind(v703) + ", expected the constant " + "\"text\"");
      }
      else if (k702 === "text") {
        const v703 = x["text"];
        if (!(typeof v703 === "string")) return err([k702], "invalid type: " + kind(v703) + ", expected string");
      }
    }
    if (x["type"] === undefined) return err([], "missing field `type`");
    if (x["text"] === undefined) return err([], "missing field `text`");
  }
  return undefined;
}

function v_ThinkingBlock(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k704 in x) {
      if (k704 === "type") {
        const v705 = x["type"];
        if (!(typeof v705 === "string")) return err([k704], "invalid type: " + kind(v705) + ", expected string");
        if (v705 !== "thinking") return err([k704], "invalid value: " + kind(v705) + ", expected the constant " + "\"thinking\"");
      }
      else if (k704 === "thinking") {
        const v705 = x["thinking"];
        if (!(typeof v705 === "string")) return err([k704], "invalid type: " + kind(v705) + ", expected string");
      }
    }
    if (x["type"] === undefined) return err([], "missing field `type`");
    if (x["thinking"] === undefined) return err([], "missing field `thinking`");
  }
  return undefined;
}

function v_ToolCallLimits(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k706 in x) {
      if (k706 === "timeoutMs") {
        const v707 = x["timeoutMs"];
        if (!(Number.isInteger(v707))) return err([k706], "invalid type: " + kind(v707) + ", expected integer");
      }
      else if (k706 === "memoryLimitBytes") {
        const v707 = x["memoryLimitBytes"];
        if (!(Number.isInteger(v707))) return err([k706], "invalid type: " + kind(v707) + ", expected integer");
      }
    }
  }
  return undefined;
}

function v_ToolCallRequestFrame(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k708 in x) {
      if (k708 === "type") {
        const v709 = x["type"];
        if (!(typeof v709 === "string")) return err([k708], "invalid type: " + kind(v709) + ", expected string");
        if (v709 !== "tool_call_request") return err([k708], "invalid value: " + kind(v709) + ", expected the constant " + "\"tool_call_request\"");
      }
      else if (k708 === "executionId") {
        const v709 = x["executionId"];
        if (!(typeof v709 === "string")) return err([k708], "invalid type: " + kind(v709) + ", expected string");
      }
      else if (k708 === "toolName") {
        const v709 = x["toolName"];
        if (!(typeof v709 === "string")) return err([k708], "invalid type: " + kind(v709) + ", expected string");
      }
      else if (k708 === "input") {
        const v709 = x["input"];
      }
      else if (k708 === "vfsSeed") {
        const v709 = x["vfsSeed"];
        if (!(isObject(v709))) return err([k708], "invalid type: " + kind(v709) + ", expected object");
        {
          for (const k710 in v709) {
            {
              const v711 = v709[k710];
              if (!(typeof v711 === "string")) return err([k708, k710], "invalid type: " + kind(v711) + ", expected string");
            }
          }
        }
      }
      else if (k708 === "limits") {
        const v709 = x["limits"];
        { const e712 = v_ToolCallLimits(v709); if (e712) return within(e712, [k708]); }
      }
      else if (k708 === "expiresAt") {
        const v709 = x["expiresAt"];
        if (!(Number.isInteger(v709))) return err([k708], "invalid type: " + kind(v709) + ", expected integer");
      }
    }
    if (x["type"] === undefined) return err([], "missing field `type`");
    if (x["executionId"] === undefined) return err([], "missing field `executionId`");
    if (x["toolName"] === undefined) return err([], "missing field `toolName`");
    if (x["input"] === undefined) return err([], "missing field `input`");
  }
  return undefined;
}

function v_ToolExecutionBackend(x) {
  const e713 = (() => {
    {
      const u714 = [];
      const b716 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "server") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"server\"");
        return undefined;
      })();
      if (b716 === undefined) return undefined;
      u714.push(b716);
      const b717 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "browser") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"browser\"");
        return undefined;
      })();
      if (b717 === undefined) return undefined;
      u714.push(b717);
      const b718 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "managed") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"managed\"");
        return undefined;
      })();
      if (b718 === undefined) return undefined;
      u714.push(b718);
      const b719 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "remote") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"remote\"");
        return undefined;
      })();
      if (b719 === undefined) return undefined;
      u714.push(b719);
      const u714d = u714.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u714d;
    }
  })();
  if (e713) return e713;
  return undefined;
}

function v_ToolExecutionOutput(x) {
  const e720 = (() => {
    if (!isObject(x)) return err([], "invalid type: " + kind(x) + ", expected an object with a `type`");
    if (x["type"] === undefined) {
      return err([], "missing field `type`");
    }
    const t721 = x["type"];
    if (t721 === "text") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k722 in x) {
          if (k722 === "type") {
            const v723 = x["type"];
            if (!(typeof v723 === "string")) return err([k722], "invalid type: " + kind(v723) + ", expected string");
            if (v723 !== "text") return err([k722], "invalid value: " + kind(v723) + ", expected the constant " + "\"text\"");
          }
          else if (k722 === "value") {
            const v723 = x["value"];
            if (!(typeof v723 === "string")) return err([k722], "invalid type: " + kind(v723) + ", expected string");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["value"] === undefined) return err([], "missing field `value`");
      }
      return undefined;
    }
    if (t721 === "json") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k724 in x) {
          if (k724 === "type") {
            const v725 = x["type"];
            if (!(typeof v725 === "string")) return err([k724], "invalid type: " + kind(v725) + ", expected string");
            if (v725 !== "json") return err([k724], "invalid value: " + kind(v725) + ", expected the constant " + "\"json\"");
          }
          else if (k724 === "value") {
            const v725 = x["value"];
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["value"] === undefined) return err([], "missing field `value`");
      }
      return undefined;
    }
    return err(typeof t721 === "string" ? [] : ["type"], "unknown variant " + kind(t721) + ", expected one of `text`, `json`");
  })();
  if (e720) return e720;
  return undefined;
}

function v_ToolExecutionStatus(x) {
  const e726 = (() => {
    {
      const u727 = [];
      const b729 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "pending") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"pending\"");
        return undefined;
      })();
      if (b729 === undefined) return undefined;
      u727.push(b729);
      const b730 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "deferred") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"deferred\"");
        return undefined;
      })();
      if (b730 === undefined) return undefined;
      u727.push(b730);
      const b731 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "settled") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"settled\"");
        return undefined;
      })();
      if (b731 === undefined) return undefined;
      u727.push(b731);
      const b732 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "failed") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"failed\"");
        return undefined;
      })();
      if (b732 === undefined) return undefined;
      u727.push(b732);
      const u727d = u727.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u727d;
    }
  })();
  if (e726) return e726;
  return undefined;
}

function v_ToolResultBlock(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k733 in x) {
      if (k733 === "type") {
        const v734 = x["type"];
        if (!(typeof v734 === "string")) return err([k733], "invalid type: " + kind(v734) + ", expected string");
        if (v734 !== "tool_result") return err([k733], "invalid value: " + kind(v734) + ", expected the constant " + "\"tool_result\"");
      }
      else if (k733 === "tool_use_id") {
        const v734 = x["tool_use_id"];
        if (!(typeof v734 === "string")) return err([k733], "invalid type: " + kind(v734) + ", expected string");
      }
      else if (k733 === "content") {
        const v734 = x["content"];
        { const e735 = v_ToolResultContent(v734); if (e735) return within(e735, [k733]); }
      }
      else if (k733 === "is_error") {
        const v734 = x["is_error"];
        if (!(typeof v734 === "boolean")) return err([k733], "invalid type: " + kind(v734) + ", expected boolean");
      }
    }
    if (x["type"] === undefined) return err([], "missing field `type`");
    if (x["tool_use_id"] === undefined) return err([], "missing field `tool_use_id`");
  }
  return undefined;
}

function v_ToolResultContent(x) {
  const e736 = (() => {
    {
      const u737 = [];
      const b742 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        return undefined;
      })();
      if (b742 === undefined) return undefined;
      u737.push(b742);
      const b743 = (() => {
        if (!(Array.isArray(x))) return err([], "invalid type: " + kind(x) + ", expected array");
        {
          for (let i738 = 0; i738 < x.length; i738++) {
            const v739 = x[i738];
            { const e740 = v_ToolResultContentItem(v739); if (e740) return within(e740, [i738]); }
          }
        }
        return undefined;
      })();
      if (b743 === undefined) return undefined;
      u737.push(b743);
      const u737d = u737.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u737d;
    }
  })();
  if (e736) return e736;
  return undefined;
}

function v_ToolResultContentItem(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k744 in x) {
      if (k744 === "type") {
        const v745 = x["type"];
        if (!(typeof v745 === "string")) return err([k744], "invalid type: " + kind(v745) + ", expected string");
      }
      else if (k744 === "text") {
        const v745 = x["text"];
        if (!(typeof v745 === "string")) return err([k744], "invalid type: " + kind(v745) + ", expected string");
      }
    }
    if (x["type"] === undefined) return err([], "missing field `type`");
  }
  return undefined;
}

function v_ToolUseBlock(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k746 in x) {
      if (k746 === "type") {
        const v747 = x["type"];
        if (!(typeof v747 === "string")) return err([k746], "invalid type: " + kind(v747) + ", expected string");
        if (v747 !== "tool_use") return err([k746], "invalid value: " + kind(v747) + ", expected the constant " + "\"tool_use\"");
      }
      else if (k746 === "id") {
        const v747 = x["id"];
        if (!(typeof v747 === "string")) return err([k746], "invalid type: " + kind(v747) + ", expected string");
      }
      else if (k746 === "name") {
        const v747 = x["name"];
        if (!(typeof v747 === "string")) return err([k746], "invalid type: " + kind(v747) + ", expected string");
      }
      else if (k746 === "input") {
        const v747 = x["input"];
      }
    }
    if (x["type"] === undefined) return err([], "missing field `type`");
    if (x["id"] === undefined) return err([], "missing field `id`");
    if (x["name"] === undefined) return err([], "missing field `name`");
    if (x["input"] === undefined) return err([], "missing field `input`");
  }
  return undefined;
}

function v_TurnResultSubtype(x) {
  const e748 = (() => {
    {
      const u749 = [];
      const b751 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "success") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"success\"");
        return undefined;
      })();
      if (b751 === undefined) return undefined;
      u749.push(b751);
      const b752 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "error_during_execution") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"error_during_execution\"");
        return undefined;
      })();
      if (b752 === undefined) return undefined;
      u749.push(b752);
      const b753 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "error_max_turns") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"error_max_turns\"");
        return undefined;
      })();
      if (b753 === undefined) return undefined;
      u749.push(b753);
      const b754 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "error_max_budget_usd") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"error_max_budget_usd\"");
        return undefined;
      })();
      if (b754 === undefined) return undefined;
      u749.push(b754);
      const b755 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "error_max_structured_output_retries") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"error_max_structured_output_retries\"");
        return undefined;
      })();
      if (b755 === undefined) return undefined;
      u749.push(b755);
      const u749d = u749.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u749d;
    }
  })();
  if (e748) return e748;
  return undefined;
}

function v_UnknownBlock(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k756 in x) {
      if (k756 === "type") {
        const v757 = x["type"];
        if (!(typeof v757 === "string")) return err([k756], "invalid type: " + kind(v757) + ", expected string");
      }
    }
    if (x["type"] === undefined) return err([], "missing field `type`");
  }
  return undefined;
}

function v_UpdateProfileRequest(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k758 in x) {
      if (k758 === "engine") {
        const v759 = x["engine"];
        const e760 = (() => {
          {
            const u761 = [];
            const b764 = (() => {
              { const e762 = v_ProfileEngine(v759); if (e762) return within(e762, [k758]); }
              return undefined;
            })();
            if (b764 === undefined) return undefined;
            u761.push(b764);
            const b765 = (() => {
              if (!(v759 === null)) return err([k758], "invalid type: " + kind(v759) + ", expected null");
              return undefined;
            })();
            if (b765 === undefined) return undefined;
            u761.push(b765);
            const u761d = u761.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u761d;
          }
        })();
        if (e760) return e760;
      }
      else if (k758 === "configDir") {
        const v759 = x["configDir"];
        if (!(typeof v759 === "string" || v759 === null)) return err([k758], "invalid type: " + kind(v759) + ", expected string or null");
      }
      else if (k758 === "codexHome") {
        const v759 = x["codexHome"];
        if (!(typeof v759 === "string" || v759 === null)) return err([k758], "invalid type: " + kind(v759) + ", expected string or null");
      }
      else if (k758 === "provider") {
        const v759 = x["provider"];
        const e766 = (() => {
          {
            const u767 = [];
            const b770 = (() => {
              { const e768 = v_ProviderConfig(v759); if (e768) return within(e768, [k758]); }
              return undefined;
            })();
            if (b770 === undefined) return undefined;
            u767.push(b770);
            const b771 = (() => {
              if (!(v759 === null)) return err([k758], "invalid type: " + kind(v759) + ", expected null");
              return undefined;
            })();
            if (b771 === undefined) return undefined;
            u767.push(b771);
            const u767d = u767.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u767d;
          }
        })();
        if (e766) return e766;
      }
      else if (k758 === "description") {
        const v759 = x["description"];
        if (!(typeof v759 === "string" || v759 === null)) return err([k758], "invalid type: " + kind(v759) + ", expected string or null");
      }
      else if (k758 === "defaults") {
        const v759 = x["defaults"];
        const e772 = (() => {
          {
            const u773 = [];
            const b776 = (() => {
              { const e774 = v_ProfileDefaults(v759); if (e774) return within(e774, [k758]); }
              return undefined;
            })();
            if (b776 === undefined) return undefined;
            u773.push(b776);
            const b777 = (() => {
              if (!(v759 === null)) return err([k758], "invalid type: " + kind(v759) + ", expected null");
              return undefined;
            })();
            if (b777 === undefined) return undefined;
            u773.push(b777);
            const u773d = u773.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u773d;
          }
        })();
        if (e772) return e772;
      }
      else if (k758 === "session") {
        const v759 = x["session"];
        const e778 = (() => {
          {
            const u779 = [];
            const b782 = (() => {
              { const e780 = v_ProfileSessionDefaults(v759); if (e780) return within(e780, [k758]); }
              return undefined;
            })();
            if (b782 === undefined) return undefined;
            u779.push(b782);
            const b783 = (() => {
              if (!(v759 === null)) return err([k758], "invalid type: " + kind(v759) + ", expected null");
              return undefined;
            })();
            if (b783 === undefined) return undefined;
            u779.push(b783);
            const u779d = u779.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u779d;
          }
        })();
        if (e778) return e778;
      }
      else if (k758 === "models") {
        const v759 = x["models"];
        if (!(Array.isArray(v759) || v759 === null)) return err([k758], "invalid type: " + kind(v759) + ", expected array or null");
        if (Array.isArray(v759)) {
          for (let i784 = 0; i784 < v759.length; i784++) {
            const v785 = v759[i784];
            { const e786 = v_ModelOption(v785); if (e786) return within(e786, [k758, i784]); }
          }
        }
      }
      else if (k758 === "defaultModel") {
        const v759 = x["defaultModel"];
        if (!(typeof v759 === "string" || v759 === null)) return err([k758], "invalid type: " + kind(v759) + ", expected string or null");
      }
      else if (k758 === "capabilities") {
        const v759 = x["capabilities"];
        const e787 = (() => {
          {
            const u788 = [];
            const b791 = (() => {
              { const e789 = v_EngineCapabilities(v759); if (e789) return within(e789, [k758]); }
              return undefined;
            })();
            if (b791 === undefined) return undefined;
            u788.push(b791);
            const b792 = (() => {
              if (!(v759 === null)) return err([k758], "invalid type: " + kind(v759) + ", expected null");
              return undefined;
            })();
            if (b792 === undefined) return undefined;
            u788.push(b792);
            const u788d = u788.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u788d;
          }
        })();
        if (e787) return e787;
      }
      else if (k758 === "available") {
        const v759 = x["available"];
        if (!(typeof v759 === "boolean" || v759 === null)) return err([k758], "invalid type: " + kind(v759) + ", expected boolean or null");
      }
      else if (k758 === "unavailableReason") {
        const v759 = x["unavailableReason"];
        if (!(typeof v759 === "string" || v759 === null)) return err([k758], "invalid type: " + kind(v759) + ", expected string or null");
      }
      else if (k758 === "managed") {
        const v759 = x["managed"];
        if (!(typeof v759 === "boolean" || v759 === null)) return err([k758], "invalid type: " + kind(v759) + ", expected boolean or null");
      }
    }
  }
  return undefined;
}

function v_UploadAttachmentResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k793 in x) {
      if (k793 === "attachment") {
        const v794 = x["attachment"];
        { const e795 = v_MessageAttachment(v794); if (e795) return within(e795, [k793]); }
      }
    }
    if (x["attachment"] === undefined) return err([], "missing field `attachment`");
  }
  return undefined;
}

function v_UserQuestion(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k796 in x) {
      if (k796 === "question") {
        const v797 = x["question"];
        if (!(typeof v797 === "string")) return err([k796], "invalid type: " + kind(v797) + ", expected string");
      }
      else if (k796 === "header") {
        const v797 = x["header"];
        if (!(typeof v797 === "string")) return err([k796], "invalid type: " + kind(v797) + ", expected string");
      }
      else if (k796 === "options") {
        const v797 = x["options"];
        if (!(Array.isArray(v797))) return err([k796], "invalid type: " + kind(v797) + ", expected array");
        {
          for (let i798 = 0; i798 < v797.length; i798++) {
            const v799 = v797[i798];
            { const e800 = v_UserQuestionOption(v799); if (e800) return within(e800, [k796, i798]); }
          }
        }
      }
      else if (k796 === "multiSelect") {
        const v797 = x["multiSelect"];
        if (!(typeof v797 === "boolean")) return err([k796], "invalid type: " + kind(v797) + ", expected boolean");
      }
    }
    if (x["question"] === undefined) return err([], "missing field `question`");
    if (x["header"] === undefined) return err([], "missing field `header`");
    if (x["options"] === undefined) return err([], "missing field `options`");
  }
  return undefined;
}

function v_UserQuestionOption(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k801 in x) {
      if (k801 === "label") {
        const v802 = x["label"];
        if (!(typeof v802 === "string")) return err([k801], "invalid type: " + kind(v802) + ", expected string");
      }
      else if (k801 === "description") {
        const v802 = x["description"];
        if (!(typeof v802 === "string")) return err([k801], "invalid type: " + kind(v802) + ", expected string");
      }
      else if (k801 === "preview") {
        const v802 = x["preview"];
        if (!(typeof v802 === "string")) return err([k801], "invalid type: " + kind(v802) + ", expected string");
      }
    }
    if (x["label"] === undefined) return err([], "missing field `label`");
  }
  return undefined;
}

function v_WebhookConfig(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k803 in x) {
      if (k803 === "url") {
        const v804 = x["url"];
        if (!(typeof v804 === "string")) return err([k803], "invalid type: " + kind(v804) + ", expected string");
      }
      else if (k803 === "headers") {
        const v804 = x["headers"];
        if (!(isObject(v804))) return err([k803], "invalid type: " + kind(v804) + ", expected object");
        {
          for (const k805 in v804) {
            {
              const v806 = v804[k805];
              if (!(typeof v806 === "string")) return err([k803, k805], "invalid type: " + kind(v806) + ", expected string");
            }
          }
        }
      }
      else if (k803 === "progress") {
        const v804 = x["progress"];
        { const e807 = v_WebhookProgress(v804); if (e807) return within(e807, [k803]); }
      }
    }
    if (x["url"] === undefined) return err([], "missing field `url`");
  }
  return undefined;
}

function v_WebhookProgress(x) {
  const e808 = (() => {
    {
      const u809 = [];
      const b811 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "messages") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"messages\"");
        return undefined;
      })();
      if (b811 === undefined) return undefined;
      u809.push(b811);
      const b812 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "completion") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"completion\"");
        return undefined;
      })();
      if (b812 === undefined) return undefined;
      u809.push(b812);
      const u809d = u809.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u809d;
    }
  })();
  if (e808) return e808;
  return undefined;
}

function v_WriteHostFileRequest(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k813 in x) {
      if (k813 === "path") {
        const v814 = x["path"];
        if (!(typeof v814 === "string")) return err([k813], "invalid type: " + kind(v814) + ", expected string");
      }
      else if (k813 === "content") {
        const v814 = x["content"];
        if (!(typeof v814 === "string")) return err([k813], "invalid type: " + kind(v814) + ", expected string");
      }
      else if (k813 === "encoding") {
        const v814 = x["encoding"];
        { const e815 = v_FileEncoding(v814); if (e815) return within(e815, [k813]); }
      }
      else if (k813 === "expectedHash") {
        const v814 = x["expectedHash"];
        if (!(typeof v814 === "string")) return err([k813], "invalid type: " + kind(v814) + ", expected string");
      }
    }
    if (x["path"] === undefined) return err([], "missing field `path`");
    if (x["content"] === undefined) return err([], "missing field `content`");
  }
  return undefined;
}

function v_WriteHostFileResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k816 in x) {
      if (k816 === "path") {
        const v817 = x["path"];
        if (!(typeof v817 === "string")) return err([k816], "invalid type: " + kind(v817) + ", expected string");
      }
      else if (k816 === "bytes") {
        const v817 = x["bytes"];
        if (!(Number.isInteger(v817))) return err([k816], "invalid type: " + kind(v817) + ", expected integer");
      }
      else if (k816 === "hash") {
        const v817 = x["hash"];
        if (!(typeof v817 === "string")) return err([k816], "invalid type: " + kind(v817) + ", expected string");
      }
      else if (k816 === "modifiedAt") {
        const v817 = x["modifiedAt"];
        if (!(Number.isInteger(v817))) return err([k816], "invalid type: " + kind(v817) + ", expected integer");
      }
    }
    if (x["path"] === undefined) return err([], "missing field `path`");
    if (x["bytes"] === undefined) return err([], "missing field `bytes`");
    if (x["hash"] === undefined) return err([], "missing field `hash`");
    if (x["modifiedAt"] === undefined) return err([], "missing field `modifiedAt`");
  }
  return undefined;
}

function u_ServerFrame(x, e) {
  if (e === undefined || !isObject(x) || typeof x.type !== "string") return undefined;
  if (!["attached","event","tool_call_request","tool_call_canceled","protocol_error"].includes(x.type)) return { type: x.type, position: null };
  const v = x.event;
  if (x.type !== "event" || !isObject(v) || position(v.seq) === null || typeof v.type !== "string" || ["system_init","status_changed","capabilities","model_changed","permission_mode_changed","context_usage","rate_limit","plan_info","assistant_message","user_message","stream_delta","turn_result","permission_requested","permission_resolved","execution_dispatched","execution_result","execution_failed","file_delivered","sdk_event","session_error","session_closed"].includes(v.type)) return undefined;
  return { type: v.type, position: v.seq };
}

function u_QueueServerFrame(x, e) {
  if (e === undefined || !isObject(x) || typeof x.type !== "string") return undefined;
  if (!["queue_attached","job_event","queue_stats"].includes(x.type)) return { type: x.type, position: null };
  return undefined;
}

/** Validates a value as a `ApiMessage`. */
export function validateApiMessage(value, options) {
  return result(check(v_ApiMessage, value, options), value);
}

/** Whether a value is a `ApiMessage`. */
export function isApiMessage(value, options) {
  return check(v_ApiMessage, value, options) === undefined;
}

/** Validates a value as a `AttachedFrame`. */
export function validateAttachedFrame(value, options) {
  return result(check(v_AttachedFrame, value, options), value);
}

/** Whether a value is a `AttachedFrame`. */
export function isAttachedFrame(value, options) {
  return check(v_AttachedFrame, value, options) === undefined;
}

/** Validates a value as a `ClientFrame`. */
export function validateClientFrame(value, options) {
  return result(check(v_ClientFrame, value, options), value);
}

/** Whether a value is a `ClientFrame`. */
export function isClientFrame(value, options) {
  return check(v_ClientFrame, value, options) === undefined;
}

/** Validates a value as a `ContentBlock`. */
export function validateContentBlock(value, options) {
  return result(check(v_ContentBlock, value, options), value);
}

/** Whether a value is a `ContentBlock`. */
export function isContentBlock(value, options) {
  return check(v_ContentBlock, value, options) === undefined;
}

/** Validates a value as a `ContextUsage`. */
export function validateContextUsage(value, options) {
  return result(check(v_ContextUsage, value, options), value);
}

/** Whether a value is a `ContextUsage`. */
export function isContextUsage(value, options) {
  return check(v_ContextUsage, value, options) === undefined;
}

/** Validates a value as a `ContextUsageCategory`. */
export function validateContextUsageCategory(value, options) {
  return result(check(v_ContextUsageCategory, value, options), value);
}

/** Whether a value is a `ContextUsageCategory`. */
export function isContextUsageCategory(value, options) {
  return check(v_ContextUsageCategory, value, options) === undefined;
}

/** Validates a value as a `CreateJobRequest`. */
export function validateCreateJobRequest(value, options) {
  return result(check(v_CreateJobRequest, value, options), value);
}

/** Whether a value is a `CreateJobRequest`. */
export function isCreateJobRequest(value, options) {
  return check(v_CreateJobRequest, value, options) === undefined;
}

/** Validates a value as a `CreateJobResponse`. */
export function validateCreateJobResponse(value, options) {
  return result(check(v_CreateJobResponse, value, options), value);
}

/** Whether a value is a `CreateJobResponse`. */
export function isCreateJobResponse(value, options) {
  return check(v_CreateJobResponse, value, options) === undefined;
}

/** Validates a value as a `CreateProfileRequest`. */
export function validateCreateProfileRequest(value, options) {
  return result(check(v_CreateProfileRequest, value, options), value);
}

/** Whether a value is a `CreateProfileRequest`. */
export function isCreateProfileRequest(value, options) {
  return check(v_CreateProfileRequest, value, options) === undefined;
}

/** Validates a value as a `CreateSessionRequest`. */
export function validateCreateSessionRequest(value, options) {
  return result(check(v_CreateSessionRequest, value, options), value);
}

/** Whether a value is a `CreateSessionRequest`. */
export function isCreateSessionRequest(value, options) {
  return check(v_CreateSessionRequest, value, options) === undefined;
}

/** Validates a value as a `CreateSessionResponse`. */
export function validateCreateSessionResponse(value, options) {
  return result(check(v_CreateSessionResponse, value, options), value);
}

/** Whether a value is a `CreateSessionResponse`. */
export function isCreateSessionResponse(value, options) {
  return check(v_CreateSessionResponse, value, options) === undefined;
}

/** Validates a value as a `EngineCapabilities`. */
export function validateEngineCapabilities(value, options) {
  return result(check(v_EngineCapabilities, value, options), value);
}

/** Whether a value is a `EngineCapabilities`. */
export function isEngineCapabilities(value, options) {
  return check(v_EngineCapabilities, value, options) === undefined;
}

/** Validates a value as a `ErrorResponse`. */
export function validateErrorResponse(value, options) {
  return result(check(v_ErrorResponse, value, options), value);
}

/** Whether a value is a `ErrorResponse`. */
export function isErrorResponse(value, options) {
  return check(v_ErrorResponse, value, options) === undefined;
}

/** Validates a value as a `FindHostFilesResponse`. */
export function validateFindHostFilesResponse(value, options) {
  return result(check(v_FindHostFilesResponse, value, options), value);
}

/** Whether a value is a `FindHostFilesResponse`. */
export function isFindHostFilesResponse(value, options) {
  return check(v_FindHostFilesResponse, value, options) === undefined;
}

/** Validates a value as a `GetJobResponse`. */
export function validateGetJobResponse(value, options) {
  return result(check(v_GetJobResponse, value, options), value);
}

/** Whether a value is a `GetJobResponse`. */
export function isGetJobResponse(value, options) {
  return check(v_GetJobResponse, value, options) === undefined;
}

/** Validates a value as a `GetProfileResponse`. */
export function validateGetProfileResponse(value, options) {
  return result(check(v_GetProfileResponse, value, options), value);
}

/** Whether a value is a `GetProfileResponse`. */
export function isGetProfileResponse(value, options) {
  return check(v_GetProfileResponse, value, options) === undefined;
}

/** Validates a value as a `GetSessionResponse`. */
export function validateGetSessionResponse(value, options) {
  return result(check(v_GetSessionResponse, value, options), value);
}

/** Whether a value is a `GetSessionResponse`. */
export function isGetSessionResponse(value, options) {
  return check(v_GetSessionResponse, value, options) === undefined;
}

/** Validates a value as a `HostDirEntry`. */
export function validateHostDirEntry(value, options) {
  return result(check(v_HostDirEntry, value, options), value);
}

/** Whether a value is a `HostDirEntry`. */
export function isHostDirEntry(value, options) {
  return check(v_HostDirEntry, value, options) === undefined;
}

/** Validates a value as a `HostFileMatch`. */
export function validateHostFileMatch(value, options) {
  return result(check(v_HostFileMatch, value, options), value);
}

/** Whether a value is a `HostFileMatch`. */
export function isHostFileMatch(value, options) {
  return check(v_HostFileMatch, value, options) === undefined;
}

/** Validates a value as a `HostFileRoot`. */
export function validateHostFileRoot(value, options) {
  return result(check(v_HostFileRoot, value, options), value);
}

/** Whether a value is a `HostFileRoot`. */
export function isHostFileRoot(value, options) {
  return check(v_HostFileRoot, value, options) === undefined;
}

/** Validates a value as a `JobEvent`. */
export function validateJobEvent(value, options) {
  return result(check(v_JobEvent, value, options), value);
}

/** Whether a value is a `JobEvent`. */
export function isJobEvent(value, options) {
  return check(v_JobEvent, value, options) === undefined;
}

/** Validates a value as a `JobInfo`. */
export function validateJobInfo(value, options) {
  return result(check(v_JobInfo, value, options), value);
}

/** Whether a value is a `JobInfo`. */
export function isJobInfo(value, options) {
  return check(v_JobInfo, value, options) === undefined;
}

/** Validates a value as a `JobProgress`. */
export function validateJobProgress(value, options) {
  return result(check(v_JobProgress, value, options), value);
}

/** Whether a value is a `JobProgress`. */
export function isJobProgress(value, options) {
  return check(v_JobProgress, value, options) === undefined;
}

/** Validates a value as a `JobResult`. */
export function validateJobResult(value, options) {
  return result(check(v_JobResult, value, options), value);
}

/** Whether a value is a `JobResult`. */
export function isJobResult(value, options) {
  return check(v_JobResult, value, options) === undefined;
}

/** Validates a value as a `JobStatus`. */
export function validateJobStatus(value, options) {
  return result(check(v_JobStatus, value, options), value);
}

/** Whether a value is a `JobStatus`. */
export function isJobStatus(value, options) {
  return check(v_JobStatus, value, options) === undefined;
}

/** Validates a value as a `JobUsage`. */
export function validateJobUsage(value, options) {
  return result(check(v_JobUsage, value, options), value);
}

/** Whether a value is a `JobUsage`. */
export function isJobUsage(value, options) {
  return check(v_JobUsage, value, options) === undefined;
}

/** Validates a value as a `ListHostDirResponse`. */
export function validateListHostDirResponse(value, options) {
  return result(check(v_ListHostDirResponse, value, options), value);
}

/** Whether a value is a `ListHostDirResponse`. */
export function isListHostDirResponse(value, options) {
  return check(v_ListHostDirResponse, value, options) === undefined;
}

/** Validates a value as a `ListHostRootsResponse`. */
export function validateListHostRootsResponse(value, options) {
  return result(check(v_ListHostRootsResponse, value, options), value);
}

/** Whether a value is a `ListHostRootsResponse`. */
export function isListHostRootsResponse(value, options) {
  return check(v_ListHostRootsResponse, value, options) === undefined;
}

/** Validates a value as a `ListJobsResponse`. */
export function validateListJobsResponse(value, options) {
  return result(check(v_ListJobsResponse, value, options), value);
}

/** Whether a value is a `ListJobsResponse`. */
export function isListJobsResponse(value, options) {
  return check(v_ListJobsResponse, value, options) === undefined;
}

/** Validates a value as a `ListProfilesResponse`. */
export function validateListProfilesResponse(value, options) {
  return result(check(v_ListProfilesResponse, value, options), value);
}

/** Whether a value is a `ListProfilesResponse`. */
export function isListProfilesResponse(value, options) {
  return check(v_ListProfilesResponse, value, options) === undefined;
}

/** Validates a value as a `ListSdkSessionsResponse`. */
export function validateListSdkSessionsResponse(value, options) {
  return result(check(v_ListSdkSessionsResponse, value, options), value);
}

/** Whether a value is a `ListSdkSessionsResponse`. */
export function isListSdkSessionsResponse(value, options) {
  return check(v_ListSdkSessionsResponse, value, options) === undefined;
}

/** Validates a value as a `ListSessionFilesResponse`. */
export function validateListSessionFilesResponse(value, options) {
  return result(check(v_ListSessionFilesResponse, value, options), value);
}

/** Whether a value is a `ListSessionFilesResponse`. */
export function isListSessionFilesResponse(value, options) {
  return check(v_ListSessionFilesResponse, value, options) === undefined;
}

/** Validates a value as a `ListSessionsResponse`. */
export function validateListSessionsResponse(value, options) {
  return result(check(v_ListSessionsResponse, value, options), value);
}

/** Whether a value is a `ListSessionsResponse`. */
export function isListSessionsResponse(value, options) {
  return check(v_ListSessionsResponse, value, options) === undefined;
}

/** Validates a value as a `McpServerActionRequest`. */
export function validateMcpServerActionRequest(value, options) {
  return result(check(v_McpServerActionRequest, value, options), value);
}

/** Whether a value is a `McpServerActionRequest`. */
export function isMcpServerActionRequest(value, options) {
  return check(v_McpServerActionRequest, value, options) === undefined;
}

/** Validates a value as a `McpServerConfigWire`. */
export function validateMcpServerConfigWire(value, options) {
  return result(check(v_McpServerConfigWire, value, options), value);
}

/** Whether a value is a `McpServerConfigWire`. */
export function isMcpServerConfigWire(value, options) {
  return check(v_McpServerConfigWire, value, options) === undefined;
}

/** Validates a value as a `McpServerStatusInfo`. */
export function validateMcpServerStatusInfo(value, options) {
  return result(check(v_McpServerStatusInfo, value, options), value);
}

/** Whether a value is a `McpServerStatusInfo`. */
export function isMcpServerStatusInfo(value, options) {
  return check(v_McpServerStatusInfo, value, options) === undefined;
}

/** Validates a value as a `McpServerToolInfo`. */
export function validateMcpServerToolInfo(value, options) {
  return result(check(v_McpServerToolInfo, value, options), value);
}

/** Whether a value is a `McpServerToolInfo`. */
export function isMcpServerToolInfo(value, options) {
  return check(v_McpServerToolInfo, value, options) === undefined;
}

/** Validates a value as a `McpServersResponse`. */
export function validateMcpServersResponse(value, options) {
  return result(check(v_McpServersResponse, value, options), value);
}

/** Whether a value is a `McpServersResponse`. */
export function isMcpServersResponse(value, options) {
  return check(v_McpServersResponse, value, options) === undefined;
}

/** Validates a value as a `MessageAttachment`. */
export function validateMessageAttachment(value, options) {
  return result(check(v_MessageAttachment, value, options), value);
}

/** Whether a value is a `MessageAttachment`. */
export function isMessageAttachment(value, options) {
  return check(v_MessageAttachment, value, options) === undefined;
}

/** Validates a value as a `ModelOption`. */
export function validateModelOption(value, options) {
  return result(check(v_ModelOption, value, options), value);
}

/** Whether a value is a `ModelOption`. */
export function isModelOption(value, options) {
  return check(v_ModelOption, value, options) === undefined;
}

/** Validates a value as a `PermissionDecisionSource`. */
export function validatePermissionDecisionSource(value, options) {
  return result(check(v_PermissionDecisionSource, value, options), value);
}

/** Whether a value is a `PermissionDecisionSource`. */
export function isPermissionDecisionSource(value, options) {
  return check(v_PermissionDecisionSource, value, options) === undefined;
}

/** Validates a value as a `PermissionMode`. */
export function validatePermissionMode(value, options) {
  return result(check(v_PermissionMode, value, options), value);
}

/** Whether a value is a `PermissionMode`. */
export function isPermissionMode(value, options) {
  return check(v_PermissionMode, value, options) === undefined;
}

/** Validates a value as a `PermissionRequest`. */
export function validatePermissionRequest(value, options) {
  return result(check(v_PermissionRequest, value, options), value);
}

/** Whether a value is a `PermissionRequest`. */
export function isPermissionRequest(value, options) {
  return check(v_PermissionRequest, value, options) === undefined;
}

/** Validates a value as a `ProfileConfigSnapshot`. */
export function validateProfileConfigSnapshot(value, options) {
  return result(check(v_ProfileConfigSnapshot, value, options), value);
}

/** Whether a value is a `ProfileConfigSnapshot`. */
export function isProfileConfigSnapshot(value, options) {
  return check(v_ProfileConfigSnapshot, value, options) === undefined;
}

/** Validates a value as a `ProfileDefaults`. */
export function validateProfileDefaults(value, options) {
  return result(check(v_ProfileDefaults, value, options), value);
}

/** Whether a value is a `ProfileDefaults`. */
export function isProfileDefaults(value, options) {
  return check(v_ProfileDefaults, value, options) === undefined;
}

/** Validates a value as a `ProfileEngine`. */
export function validateProfileEngine(value, options) {
  return result(check(v_ProfileEngine, value, options), value);
}

/** Whether a value is a `ProfileEngine`. */
export function isProfileEngine(value, options) {
  return check(v_ProfileEngine, value, options) === undefined;
}

/** Validates a value as a `ProfileInfo`. */
export function validateProfileInfo(value, options) {
  return result(check(v_ProfileInfo, value, options), value);
}

/** Whether a value is a `ProfileInfo`. */
export function isProfileInfo(value, options) {
  return check(v_ProfileInfo, value, options) === undefined;
}

/** Validates a value as a `ProfileSessionDefaults`. */
export function validateProfileSessionDefaults(value, options) {
  return result(check(v_ProfileSessionDefaults, value, options), value);
}

/** Whether a value is a `ProfileSessionDefaults`. */
export function isProfileSessionDefaults(value, options) {
  return check(v_ProfileSessionDefaults, value, options) === undefined;
}

/** Validates a value as a `ProviderConfig`. */
export function validateProviderConfig(value, options) {
  return result(check(v_ProviderConfig, value, options), value);
}

/** Whether a value is a `ProviderConfig`. */
export function isProviderConfig(value, options) {
  return check(v_ProviderConfig, value, options) === undefined;
}

/** Validates a value as a `QuestionBehavior`. */
export function validateQuestionBehavior(value, options) {
  return result(check(v_QuestionBehavior, value, options), value);
}

/** Whether a value is a `QuestionBehavior`. */
export function isQuestionBehavior(value, options) {
  return check(v_QuestionBehavior, value, options) === undefined;
}

/** Validates a value as a `QueueServerFrame`; in the receive view an event of an unknown type passes with `unknown` set. */
export function validateQueueServerFrame(value, options) {
  return received(v_QueueServerFrame, u_QueueServerFrame, value, options);
}

/** Whether a value is a `QueueServerFrame` (an event of an unknown type is not). */
export function isQueueServerFrame(value, options) {
  const r = validateQueueServerFrame(value, options);
  return r.ok && r.unknown === undefined;
}

/** Validates a value as a `QueueStats`. */
export function validateQueueStats(value, options) {
  return result(check(v_QueueStats, value, options), value);
}

/** Whether a value is a `QueueStats`. */
export function isQueueStats(value, options) {
  return check(v_QueueStats, value, options) === undefined;
}

/** Validates a value as a `QueueStatsResponse`. */
export function validateQueueStatsResponse(value, options) {
  return result(check(v_QueueStatsResponse, value, options), value);
}

/** Whether a value is a `QueueStatsResponse`. */
export function isQueueStatsResponse(value, options) {
  return check(v_QueueStatsResponse, value, options) === undefined;
}

/** Validates a value as a `RateLimitInfo`. */
export function validateRateLimitInfo(value, options) {
  return result(check(v_RateLimitInfo, value, options), value);
}

/** Whether a value is a `RateLimitInfo`. */
export function isRateLimitInfo(value, options) {
  return check(v_RateLimitInfo, value, options) === undefined;
}

/** Validates a value as a `ReadHostFileResponse`. */
export function validateReadHostFileResponse(value, options) {
  return result(check(v_ReadHostFileResponse, value, options), value);
}

/** Whether a value is a `ReadHostFileResponse`. */
export function isReadHostFileResponse(value, options) {
  return check(v_ReadHostFileResponse, value, options) === undefined;
}

/** Validates a value as a `ResolvePermissionRequest`. */
export function validateResolvePermissionRequest(value, options) {
  return result(check(v_ResolvePermissionRequest, value, options), value);
}

/** Whether a value is a `ResolvePermissionRequest`. */
export function isResolvePermissionRequest(value, options) {
  return check(v_ResolvePermissionRequest, value, options) === undefined;
}

/** Validates a value as a `ResolvePermissionResponse`. */
export function validateResolvePermissionResponse(value, options) {
  return result(check(v_ResolvePermissionResponse, value, options), value);
}

/** Whether a value is a `ResolvePermissionResponse`. */
export function isResolvePermissionResponse(value, options) {
  return check(v_ResolvePermissionResponse, value, options) === undefined;
}

/** Validates a value as a `SaveProfileResponse`. */
export function validateSaveProfileResponse(value, options) {
  return result(check(v_SaveProfileResponse, value, options), value);
}

/** Whether a value is a `SaveProfileResponse`. */
export function isSaveProfileResponse(value, options) {
  return check(v_SaveProfileResponse, value, options) === undefined;
}

/** Validates a value as a `SdkSessionSummary`. */
export function validateSdkSessionSummary(value, options) {
  return result(check(v_SdkSessionSummary, value, options), value);
}

/** Whether a value is a `SdkSessionSummary`. */
export function isSdkSessionSummary(value, options) {
  return check(v_SdkSessionSummary, value, options) === undefined;
}

/** Validates a value as a `ServerFrame`; in the receive view an event of an unknown type passes with `unknown` set. */
export function validateServerFrame(value, options) {
  return received(v_ServerFrame, u_ServerFrame, value, options);
}

/** Whether a value is a `ServerFrame` (an event of an unknown type is not). */
export function isServerFrame(value, options) {
  const r = validateServerFrame(value, options);
  return r.ok && r.unknown === undefined;
}

/** Validates a value as a `SessionCapability`. */
export function validateSessionCapability(value, options) {
  return result(check(v_SessionCapability, value, options), value);
}

/** Whether a value is a `SessionCapability`. */
export function isSessionCapability(value, options) {
  return check(v_SessionCapability, value, options) === undefined;
}

/** Validates a value as a `SessionCommand`. */
export function validateSessionCommand(value, options) {
  return result(check(v_SessionCommand, value, options), value);
}

/** Whether a value is a `SessionCommand`. */
export function isSessionCommand(value, options) {
  return check(v_SessionCommand, value, options) === undefined;
}

/** Validates a value as a `SessionEvent`. */
export function validateSessionEvent(value, options) {
  return result(check(v_SessionEvent, value, options), value);
}

/** Whether a value is a `SessionEvent`. */
export function isSessionEvent(value, options) {
  return check(v_SessionEvent, value, options) === undefined;
}

/** Validates a value as a `SessionEventBody`. */
export function validateSessionEventBody(value, options) {
  return result(check(v_SessionEventBody, value, options), value);
}

/** Whether a value is a `SessionEventBody`. */
export function isSessionEventBody(value, options) {
  return check(v_SessionEventBody, value, options) === undefined;
}

/** Validates a value as a `SessionFileInfo`. */
export function validateSessionFileInfo(value, options) {
  return result(check(v_SessionFileInfo, value, options), value);
}

/** Whether a value is a `SessionFileInfo`. */
export function isSessionFileInfo(value, options) {
  return check(v_SessionFileInfo, value, options) === undefined;
}

/** Validates a value as a `SessionInfo`. */
export function validateSessionInfo(value, options) {
  return result(check(v_SessionInfo, value, options), value);
}

/** Whether a value is a `SessionInfo`. */
export function isSessionInfo(value, options) {
  return check(v_SessionInfo, value, options) === undefined;
}

/** Validates a value as a `SessionNotification`. */
export function validateSessionNotification(value, options) {
  return result(check(v_SessionNotification, value, options), value);
}

/** Whether a value is a `SessionNotification`. */
export function isSessionNotification(value, options) {
  return check(v_SessionNotification, value, options) === undefined;
}

/** Validates a value as a `SessionNotificationType`. */
export function validateSessionNotificationType(value, options) {
  return result(check(v_SessionNotificationType, value, options), value);
}

/** Whether a value is a `SessionNotificationType`. */
export function isSessionNotificationType(value, options) {
  return check(v_SessionNotificationType, value, options) === undefined;
}

/** Validates a value as a `SessionStatus`. */
export function validateSessionStatus(value, options) {
  return result(check(v_SessionStatus, value, options), value);
}

/** Whether a value is a `SessionStatus`. */
export function isSessionStatus(value, options) {
  return check(v_SessionStatus, value, options) === undefined;
}

/** Validates a value as a `SessionWebhookConfig`. */
export function validateSessionWebhookConfig(value, options) {
  return result(check(v_SessionWebhookConfig, value, options), value);
}

/** Whether a value is a `SessionWebhookConfig`. */
export function isSessionWebhookConfig(value, options) {
  return check(v_SessionWebhookConfig, value, options) === undefined;
}

/** Validates a value as a `SlashCommandInfo`. */
export function validateSlashCommandInfo(value, options) {
  return result(check(v_SlashCommandInfo, value, options), value);
}

/** Whether a value is a `SlashCommandInfo`. */
export function isSlashCommandInfo(value, options) {
  return check(v_SlashCommandInfo, value, options) === undefined;
}

/** Validates a value as a `SubmitExecutionResultRequest`. */
export function validateSubmitExecutionResultRequest(value, options) {
  return result(check(v_SubmitExecutionResultRequest, value, options), value);
}

/** Whether a value is a `SubmitExecutionResultRequest`. */
export function isSubmitExecutionResultRequest(value, options) {
  return check(v_SubmitExecutionResultRequest, value, options) === undefined;
}

/** Validates a value as a `SubmitExecutionResultResponse`. */
export function validateSubmitExecutionResultResponse(value, options) {
  return result(check(v_SubmitExecutionResultResponse, value, options), value);
}

/** Whether a value is a `SubmitExecutionResultResponse`. */
export function isSubmitExecutionResultResponse(value, options) {
  return check(v_SubmitExecutionResultResponse, value, options) === undefined;
}

/** Validates a value as a `TextBlock`. */
export function validateTextBlock(value, options) {
  return result(check(v_TextBlock, value, options), value);
}

/** Whether a value is a `TextBlock`. */
export function isTextBlock(value, options) {
  return check(v_TextBlock, value, options) === undefined;
}

/** Validates a value as a `ThinkingBlock`. */
export function validateThinkingBlock(value, options) {
  return result(check(v_ThinkingBlock, value, options), value);
}

/** Whether a value is a `ThinkingBlock`. */
export function isThinkingBlock(value, options) {
  return check(v_ThinkingBlock, value, options) === undefined;
}

/** Validates a value as a `ToolCallRequestFrame`. */
export function validateToolCallRequestFrame(value, options) {
  return result(check(v_ToolCallRequestFrame, value, options), value);
}

/** Whether a value is a `ToolCallRequestFrame`. */
export function isToolCallRequestFrame(value, options) {
  return check(v_ToolCallRequestFrame, value, options) === undefined;
}

/** Validates a value as a `ToolExecutionBackend`. */
export function validateToolExecutionBackend(value, options) {
  return result(check(v_ToolExecutionBackend, value, options), value);
}

/** Whether a value is a `ToolExecutionBackend`. */
export function isToolExecutionBackend(value, options) {
  return check(v_ToolExecutionBackend, value, options) === undefined;
}

/** Validates a value as a `ToolExecutionOutput`. */
export function validateToolExecutionOutput(value, options) {
  return result(check(v_ToolExecutionOutput, value, options), value);
}

/** Whether a value is a `ToolExecutionOutput`. */
export function isToolExecutionOutput(value, options) {
  return check(v_ToolExecutionOutput, value, options) === undefined;
}

/** Validates a value as a `ToolExecutionStatus`. */
export function validateToolExecutionStatus(value, options) {
  return result(check(v_ToolExecutionStatus, value, options), value);
}

/** Whether a value is a `ToolExecutionStatus`. */
export function isToolExecutionStatus(value, options) {
  return check(v_ToolExecutionStatus, value, options) === undefined;
}

/** Validates a value as a `ToolResultBlock`. */
export function validateToolResultBlock(value, options) {
  return result(check(v_ToolResultBlock, value, options), value);
}

/** Whether a value is a `ToolResultBlock`. */
export function isToolResultBlock(value, options) {
  return check(v_ToolResultBlock, value, options) === undefined;
}

/** Validates a value as a `ToolUseBlock`. */
export function validateToolUseBlock(value, options) {
  return result(check(v_ToolUseBlock, value, options), value);
}

/** Whether a value is a `ToolUseBlock`. */
export function isToolUseBlock(value, options) {
  return check(v_ToolUseBlock, value, options) === undefined;
}

/** Validates a value as a `UnknownBlock`. */
export function validateUnknownBlock(value, options) {
  return result(check(v_UnknownBlock, value, options), value);
}

/** Whether a value is a `UnknownBlock`. */
export function isUnknownBlock(value, options) {
  return check(v_UnknownBlock, value, options) === undefined;
}

/** Validates a value as a `UpdateProfileRequest`. */
export function validateUpdateProfileRequest(value, options) {
  return result(check(v_UpdateProfileRequest, value, options), value);
}

/** Whether a value is a `UpdateProfileRequest`. */
export function isUpdateProfileRequest(value, options) {
  return check(v_UpdateProfileRequest, value, options) === undefined;
}

/** Validates a value as a `UploadAttachmentResponse`. */
export function validateUploadAttachmentResponse(value, options) {
  return result(check(v_UploadAttachmentResponse, value, options), value);
}

/** Whether a value is a `UploadAttachmentResponse`. */
export function isUploadAttachmentResponse(value, options) {
  return check(v_UploadAttachmentResponse, value, options) === undefined;
}

/** Validates a value as a `UserQuestion`. */
export function validateUserQuestion(value, options) {
  return result(check(v_UserQuestion, value, options), value);
}

/** Whether a value is a `UserQuestion`. */
export function isUserQuestion(value, options) {
  return check(v_UserQuestion, value, options) === undefined;
}

/** Validates a value as a `UserQuestionOption`. */
export function validateUserQuestionOption(value, options) {
  return result(check(v_UserQuestionOption, value, options), value);
}

/** Whether a value is a `UserQuestionOption`. */
export function isUserQuestionOption(value, options) {
  return check(v_UserQuestionOption, value, options) === undefined;
}

/** Validates a value as a `WebhookConfig`. */
export function validateWebhookConfig(value, options) {
  return result(check(v_WebhookConfig, value, options), value);
}

/** Whether a value is a `WebhookConfig`. */
export function isWebhookConfig(value, options) {
  return check(v_WebhookConfig, value, options) === undefined;
}

/** Validates a value as a `WriteHostFileRequest`. */
export function validateWriteHostFileRequest(value, options) {
  return result(check(v_WriteHostFileRequest, value, options), value);
}

/** Whether a value is a `WriteHostFileRequest`. */
export function isWriteHostFileRequest(value, options) {
  return check(v_WriteHostFileRequest, value, options) === undefined;
}

/** Validates a value as a `WriteHostFileResponse`. */
export function validateWriteHostFileResponse(value, options) {
  return result(check(v_WriteHostFileResponse, value, options), value);
}

/** Whether a value is a `WriteHostFileResponse`. */
export function isWriteHostFileResponse(value, options) {
  return check(v_WriteHostFileResponse, value, options) === undefined;
}

/** Parses JSON text as a `ServerFrame`; never throws. */
export function parseServerFrame(text, options) {
  let value;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return notJson(e);
  }
  return validateServerFrame(value, options);
}

const ROUTE_RESPONSES = {
  "GET /sessions": validateListSessionsResponse,
  "POST /sessions": validateCreateSessionResponse,
  "GET /sessions/:id": validateGetSessionResponse,
  "POST /sessions/:id/attachments": validateUploadAttachmentResponse,
  "POST /sessions/:id/permissions/:requestId": validateResolvePermissionResponse,
  "GET /sessions/:id/files": validateListSessionFilesResponse,
  "GET /sessions/:id/mcp": validateMcpServersResponse,
  "POST /sessions/:id/mcp/:name": validateMcpServerStatusInfo,
  "POST /executions/:executionId/result": validateSubmitExecutionResultResponse,
  "GET /sdk-sessions": validateListSdkSessionsResponse,
  "GET /profiles": validateListProfilesResponse,
  "POST /profiles": validateSaveProfileResponse,
  "GET /profiles/:name": validateGetProfileResponse,
  "PATCH /profiles/:name": validateSaveProfileResponse,
  "GET /fs/roots": validateListHostRootsResponse,
  "GET /fs/list": validateListHostDirResponse,
  "GET /fs/find": validateFindHostFilesResponse,
  "GET /fs/read": validateReadHostFileResponse,
  "PUT /fs/write": validateWriteHostFileResponse,
  "POST /jobs": validateCreateJobResponse,
  "GET /jobs": validateListJobsResponse,
  "GET /jobs/:id": validateGetJobResponse,
  "GET /queue/stats": validateQueueStatsResponse,
};

/** Validates the JSON answer of a route. */
export function validateRouteResponse(route, body, options) {
  const validate = Object.prototype.hasOwnProperty.call(ROUTE_RESPONSES, route) ? ROUTE_RESPONSES[route] : undefined;
  if (validate === undefined) return failure("no route " + JSON.stringify(route) + " answers a JSON body");
  return validate(body, options);
}
