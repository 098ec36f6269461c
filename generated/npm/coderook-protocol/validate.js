// Coderook wire protocol: TypeScript declarations generated from coderook-protocol.
// Do not edit: run `cargo run -p codegen -- generate`.

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

function v_AgentBackend(x) {
  if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
  if (x !== "pi" && x !== "python") return err([], "unknown variant " + kind(x) + ", expected one of `pi`, `python`");
  return undefined;
}

function v_AgentDecisionEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k1 in x) {
      if (k1 === "type") {
        const v2 = x["type"];
        if (!(typeof v2 === "string")) return err([k1], "invalid type: " + kind(v2) + ", expected string");
        if (v2 !== "agent.decision") return err([k1], "invalid value: " + kind(v2) + ", expected the constant " + "\"agent.decision\"");
      }
      else if (k1 === "run_id") {
        const v2 = x["run_id"];
        if (!(typeof v2 === "string")) return err([k1], "invalid type: " + kind(v2) + ", expected string");
      }
      else if (k1 === "step") {
        const v2 = x["step"];
        if (!(Number.isInteger(v2))) return err([k1], "invalid type: " + kind(v2) + ", expected integer");
      }
      else if (k1 === "intent") {
        const v2 = x["intent"];
        { const e3 = v_DecisionIntent(v2); if (e3) return within(e3, [k1]); }
      }
      else if (k1 === "summary") {
        const v2 = x["summary"];
        if (!(typeof v2 === "string")) return err([k1], "invalid type: " + kind(v2) + ", expected string");
      }
      else if (k1 === "tool_names") {
        const v2 = x["tool_names"];
        if (!(Array.isArray(v2))) return err([k1], "invalid type: " + kind(v2) + ", expected array");
        {
          for (let i4 = 0; i4 < v2.length; i4++) {
            const v5 = v2[i4];
            if (!(typeof v5 === "string")) return err([k1, i4], "invalid type: " + kind(v5) + ", expected string");
          }
        }
      }
      else if (k1 === "has_visible_text") {
        const v2 = x["has_visible_text"];
        if (!(typeof v2 === "boolean")) return err([k1], "invalid type: " + kind(v2) + ", expected boolean");
      }
      else if (k1 === "ts") {
        const v2 = x["ts"];
        if (!(typeof v2 === "string")) return err([k1], "invalid type: " + kind(v2) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["step"] === undefined) return err([], "missing field `step`");
    if (x["intent"] === undefined) return err([], "missing field `intent`");
    if (x["summary"] === undefined) return err([], "missing field `summary`");
    if (x["tool_names"] === undefined) return err([], "missing field `tool_names`");
    if (x["has_visible_text"] === undefined) return err([], "missing field `has_visible_text`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "agent.decision");
  }
  return undefined;
}

function v_AgentMessageEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k6 in x) {
      if (k6 === "type") {
        const v7 = x["type"];
        if (!(typeof v7 === "string")) return err([k6], "invalid type: " + kind(v7) + ", expected string");
        if (v7 !== "agent.message") return err([k6], "invalid value: " + kind(v7) + ", expected the constant " + "\"agent.message\"");
      }
      else if (k6 === "run_id") {
        const v7 = x["run_id"];
        if (!(typeof v7 === "string")) return err([k6], "invalid type: " + kind(v7) + ", expected string");
      }
      else if (k6 === "session_id") {
        const v7 = x["session_id"];
        if (!(typeof v7 === "string" || v7 === null)) return err([k6], "invalid type: " + kind(v7) + ", expected string or null");
      }
      else if (k6 === "message_id") {
        const v7 = x["message_id"];
        if (!(typeof v7 === "string")) return err([k6], "invalid type: " + kind(v7) + ", expected string");
      }
      else if (k6 === "phase") {
        const v7 = x["phase"];
        { const e8 = v_MessagePhase(v7); if (e8) return within(e8, [k6]); }
      }
      else if (k6 === "role") {
        const v7 = x["role"];
        if (!(typeof v7 === "string")) return err([k6], "invalid type: " + kind(v7) + ", expected string");
      }
      else if (k6 === "custom_type") {
        const v7 = x["custom_type"];
        if (!(typeof v7 === "string" || v7 === null)) return err([k6], "invalid type: " + kind(v7) + ", expected string or null");
      }
      else if (k6 === "content") {
        const v7 = x["content"];
        if (!(Array.isArray(v7))) return err([k6], "invalid type: " + kind(v7) + ", expected array");
        {
          for (let i9 = 0; i9 < v7.length; i9++) {
            const v10 = v7[i9];
            if (!(isObject(v10))) return err([k6, i9], "invalid type: " + kind(v10) + ", expected object");
          }
        }
      }
      else if (k6 === "stop_reason") {
        const v7 = x["stop_reason"];
        if (!(typeof v7 === "string" || v7 === null)) return err([k6], "invalid type: " + kind(v7) + ", expected string or null");
      }
      else if (k6 === "backend") {
        const v7 = x["backend"];
        { const e11 = v_AgentBackend(v7); if (e11) return within(e11, [k6]); }
      }
      else if (k6 === "step") {
        const v7 = x["step"];
        if (!(Number.isInteger(v7))) return err([k6], "invalid type: " + kind(v7) + ", expected integer");
      }
      else if (k6 === "ledger_seq") {
        const v7 = x["ledger_seq"];
        if (!(Number.isInteger(v7) || v7 === null)) return err([k6], "invalid type: " + kind(v7) + ", expected integer or null");
        if (typeof v7 === "number") {
          if (v7 < 1) return err([k6], v7 + " is less than minimum 1");
        }
      }
      else if (k6 === "ts") {
        const v7 = x["ts"];
        if (!(typeof v7 === "string")) return err([k6], "invalid type: " + kind(v7) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["message_id"] === undefined) return err([], "missing field `message_id`");
    if (x["phase"] === undefined) return err([], "missing field `phase`");
    if (x["role"] === undefined) return err([], "missing field `role`");
    if (x["content"] === undefined) return err([], "missing field `content`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "agent.message");
    if (x["session_id"] === undefined) fills.push(x, "session_id", null);
    if (x["custom_type"] === undefined) fills.push(x, "custom_type", null);
    if (x["stop_reason"] === undefined) fills.push(x, "stop_reason", null);
    if (x["backend"] === undefined) fills.push(x, "backend", "python");
    if (x["step"] === undefined) fills.push(x, "step", 0);
    if (x["ledger_seq"] === undefined) fills.push(x, "ledger_seq", null);
  }
  return undefined;
}

function v_AgentRepeatNoticeEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k12 in x) {
      if (k12 === "type") {
        const v13 = x["type"];
        if (!(typeof v13 === "string")) return err([k12], "invalid type: " + kind(v13) + ", expected string");
        if (v13 !== "agent.repeat_notice") return err([k12], "invalid value: " + kind(v13) + ", expected the constant " + "\"agent.repeat_notice\"");
      }
      else if (k12 === "run_id") {
        const v13 = x["run_id"];
        if (!(typeof v13 === "string")) return err([k12], "invalid type: " + kind(v13) + ", expected string");
      }
      else if (k12 === "step") {
        const v13 = x["step"];
        if (!(Number.isInteger(v13))) return err([k12], "invalid type: " + kind(v13) + ", expected integer");
      }
      else if (k12 === "tool_name") {
        const v13 = x["tool_name"];
        if (!(typeof v13 === "string")) return err([k12], "invalid type: " + kind(v13) + ", expected string");
      }
      else if (k12 === "signature") {
        const v13 = x["signature"];
        if (!(typeof v13 === "string")) return err([k12], "invalid type: " + kind(v13) + ", expected string");
      }
      else if (k12 === "repeat_count") {
        const v13 = x["repeat_count"];
        if (!(Number.isInteger(v13))) return err([k12], "invalid type: " + kind(v13) + ", expected integer");
      }
      else if (k12 === "ts") {
        const v13 = x["ts"];
        if (!(typeof v13 === "string")) return err([k12], "invalid type: " + kind(v13) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["step"] === undefined) return err([], "missing field `step`");
    if (x["tool_name"] === undefined) return err([], "missing field `tool_name`");
    if (x["signature"] === undefined) return err([], "missing field `signature`");
    if (x["repeat_count"] === undefined) return err([], "missing field `repeat_count`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "agent.repeat_notice");
  }
  return undefined;
}

function v_AgentRunCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k14 in x) {
      if (k14 === "type") {
        const v15 = x["type"];
        if (!(typeof v15 === "string")) return err([k14], "invalid type: " + kind(v15) + ", expected string");
        if (v15 !== "agent.run") return err([k14], "invalid value: " + kind(v15) + ", expected the constant " + "\"agent.run\"");
      }
      else if (k14 === "goal") {
        const v15 = x["goal"];
        if (!(typeof v15 === "string")) return err([k14], "invalid type: " + kind(v15) + ", expected string");
      }
      else if (k14 === "display_content") {
        const v15 = x["display_content"];
        if (!(typeof v15 === "string" || v15 === null)) return err([k14], "invalid type: " + kind(v15) + ", expected string or null");
      }
      else if (k14 === "permission_mode") {
        const v15 = x["permission_mode"];
        { const e16 = v_PermissionMode(v15); if (e16) return within(e16, [k14]); }
      }
      else if (k14 === "allow_tools") {
        const v15 = x["allow_tools"];
        if (!(Array.isArray(v15))) return err([k14], "invalid type: " + kind(v15) + ", expected array");
        {
          for (let i17 = 0; i17 < v15.length; i17++) {
            const v18 = v15[i17];
            if (!(typeof v18 === "string")) return err([k14, i17], "invalid type: " + kind(v18) + ", expected string");
          }
        }
      }
      else if (k14 === "tools") {
        const v15 = x["tools"];
        if (!(Array.isArray(v15) || v15 === null)) return err([k14], "invalid type: " + kind(v15) + ", expected array or null");
        if (Array.isArray(v15)) {
          for (let i19 = 0; i19 < v15.length; i19++) {
            const v20 = v15[i19];
            { const e21 = v_BuiltinTool(v20); if (e21) return within(e21, [k14, i19]); }
          }
        }
      }
      else if (k14 === "session_mode") {
        const v15 = x["session_mode"];
        { const e22 = v_SessionMode(v15); if (e22) return within(e22, [k14]); }
      }
      else if (k14 === "session_name") {
        const v15 = x["session_name"];
        if (!(typeof v15 === "string")) return err([k14], "invalid type: " + kind(v15) + ", expected string");
        {
          if (v15.length > 200 && chars(v15) > 200) return err([k14], "string of length " + chars(v15) + " is longer than maxLength 200");
        }
      }
      else if (k14 === "resume_session_id") {
        const v15 = x["resume_session_id"];
        if (!(typeof v15 === "string" || v15 === null)) return err([k14], "invalid type: " + kind(v15) + ", expected string or null");
      }
      else if (k14 === "fork_session_id") {
        const v15 = x["fork_session_id"];
        if (!(typeof v15 === "string" || v15 === null)) return err([k14], "invalid type: " + kind(v15) + ", expected string or null");
      }
      else if (k14 === "route_id") {
        const v15 = x["route_id"];
        if (!(typeof v15 === "string" || v15 === null)) return err([k14], "invalid type: " + kind(v15) + ", expected string or null");
        if (typeof v15 === "string") {
          if (v15.length < 2 && chars(v15) < 1) return err([k14], "string of length " + chars(v15) + " is shorter than minLength 1");
          if (v15.length > 256 && chars(v15) > 256) return err([k14], "string of length " + chars(v15) + " is longer than maxLength 256");
        }
      }
      else if (k14 === "model") {
        const v15 = x["model"];
        if (!(typeof v15 === "string" || v15 === null)) return err([k14], "invalid type: " + kind(v15) + ", expected string or null");
        if (typeof v15 === "string") {
          if (v15.length < 2 && chars(v15) < 1) return err([k14], "string of length " + chars(v15) + " is shorter than minLength 1");
          if (v15.length > 256 && chars(v15) > 256) return err([k14], "string of length " + chars(v15) + " is longer than maxLength 256");
        }
      }
      else if (k14 === "thinking_level") {
        const v15 = x["thinking_level"];
        const e23 = (() => {
          {
            const u24 = [];
            const b27 = (() => {
              { const e25 = v_ThinkingLevel(v15); if (e25) return within(e25, [k14]); }
              return undefined;
            })();
            if (b27 === undefined) return undefined;
            u24.push(b27);
            const b28 = (() => {
              if (!(v15 === null)) return err([k14], "invalid type: " + kind(v15) + ", expected null");
              return undefined;
            })();
            if (b28 === undefined) return undefined;
            u24.push(b28);
            const u24d = u24.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u24d;
          }
        })();
        if (e23) return e23;
      }
      else if (k14 === "system_prompt") {
        const v15 = x["system_prompt"];
        if (!(typeof v15 === "string" || v15 === null)) return err([k14], "invalid type: " + kind(v15) + ", expected string or null");
        if (typeof v15 === "string") {
          if (v15.length > 262144 && chars(v15) > 262144) return err([k14], "string of length " + chars(v15) + " is longer than maxLength 262144");
        }
      }
      else if (k14 === "append_system_prompt") {
        const v15 = x["append_system_prompt"];
        if (!(typeof v15 === "string")) return err([k14], "invalid type: " + kind(v15) + ", expected string");
        {
          if (v15.length > 262144 && chars(v15) > 262144) return err([k14], "string of length " + chars(v15) + " is longer than maxLength 262144");
        }
      }
      else if (k14 === "question_mode") {
        const v15 = x["question_mode"];
        { const e29 = v_QuestionMode(v15); if (e29) return within(e29, [k14]); }
      }
      else if (k14 === "question_timeout_s") {
        const v15 = x["question_timeout_s"];
        if (!(typeof v15 === "number" || v15 === null)) return err([k14], "invalid type: " + kind(v15) + ", expected number or null");
        if (typeof v15 === "number") {
          if (v15 > 3600.0) return err([k14], v15 + " is greater than maximum 3600.0");
          if (v15 <= 0.0) return err([k14], v15 + " is not greater than exclusiveMinimum 0.0");
        }
      }
      else if (k14 === "preset_answers") {
        const v15 = x["preset_answers"];
        if (!(Array.isArray(v15))) return err([k14], "invalid type: " + kind(v15) + ", expected array");
        {
          for (let i30 = 0; i30 < v15.length; i30++) {
            const v31 = v15[i30];
            if (!(typeof v31 === "string")) return err([k14, i30], "invalid type: " + kind(v31) + ", expected string");
          }
          if (v15.length > 100) return err([k14], "array has more than maxItems 100");
        }
      }
      else if (k14 === "attachments") {
        const v15 = x["attachments"];
        if (!(Array.isArray(v15))) return err([k14], "invalid type: " + kind(v15) + ", expected array");
        {
          for (let i32 = 0; i32 < v15.length; i32++) {
            const v33 = v15[i32];
            { const e34 = v_ImageArtifactInput(v33); if (e34) return within(e34, [k14, i32]); }
          }
          if (v15.length > 8) return err([k14], "array has more than maxItems 8");
        }
      }
    }
    if (x["goal"] === undefined) return err([], "missing field `goal`");
    if (x["type"] === undefined) fills.push(x, "type", "agent.run");
    if (x["display_content"] === undefined) fills.push(x, "display_content", null);
    if (x["permission_mode"] === undefined) fills.push(x, "permission_mode", "fail_fast");
    if (x["allow_tools"] === undefined) fills.push(x, "allow_tools", []);
    if (x["tools"] === undefined) fills.push(x, "tools", null);
    if (x["session_mode"] === undefined) fills.push(x, "session_mode", "one_shot");
    if (x["session_name"] === undefined) fills.push(x, "session_name", "");
    if (x["resume_session_id"] === undefined) fills.push(x, "resume_session_id", null);
    if (x["fork_session_id"] === undefined) fills.push(x, "fork_session_id", null);
    if (x["route_id"] === undefined) fills.push(x, "route_id", null);
    if (x["model"] === undefined) fills.push(x, "model", null);
    if (x["thinking_level"] === undefined) fills.push(x, "thinking_level", null);
    if (x["system_prompt"] === undefined) fills.push(x, "system_prompt", null);
    if (x["append_system_prompt"] === undefined) fills.push(x, "append_system_prompt", "");
    if (x["question_mode"] === undefined) fills.push(x, "question_mode", "fail_fast");
    if (x["question_timeout_s"] === undefined) fills.push(x, "question_timeout_s", null);
    if (x["preset_answers"] === undefined) fills.push(x, "preset_answers", []);
    if (x["attachments"] === undefined) fills.push(x, "attachments", []);
  }
  return undefined;
}

function v_AgentRunResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k35 in x) {
      if (k35 === "run_id") {
        const v36 = x["run_id"];
        if (!(typeof v36 === "string")) return err([k35], "invalid type: " + kind(v36) + ", expected string");
      }
      else if (k35 === "session_id") {
        const v36 = x["session_id"];
        if (!(typeof v36 === "string")) return err([k35], "invalid type: " + kind(v36) + ", expected string");
      }
      else if (k35 === "handled") {
        const v36 = x["handled"];
        if (!(typeof v36 === "boolean")) return err([k35], "invalid type: " + kind(v36) + ", expected boolean");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["handled"] === undefined) fills.push(x, "handled", false);
  }
  return undefined;
}

function v_AgentSettingsGetCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k37 in x) {
      if (k37 === "type") {
        const v38 = x["type"];
        if (!(typeof v38 === "string")) return err([k37], "invalid type: " + kind(v38) + ", expected string");
        if (v38 !== "agent.settings.get") return err([k37], "invalid value: " + kind(v38) + ", expected the constant " + "\"agent.settings.get\"");
      }
    }
    if (x["type"] === undefined) fills.push(x, "type", "agent.settings.get");
  }
  return undefined;
}

function v_AgentSettingsSetCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k39 in x) {
      if (k39 === "type") {
        const v40 = x["type"];
        if (!(typeof v40 === "string")) return err([k39], "invalid type: " + kind(v40) + ", expected string");
        if (v40 !== "agent.settings.set") return err([k39], "invalid value: " + kind(v40) + ", expected the constant " + "\"agent.settings.set\"");
      }
      else if (k39 === "steering_mode") {
        const v40 = x["steering_mode"];
        { const e41 = v_DeliveryMode(v40); if (e41) return within(e41, [k39]); }
      }
      else if (k39 === "follow_up_mode") {
        const v40 = x["follow_up_mode"];
        { const e42 = v_DeliveryMode(v40); if (e42) return within(e42, [k39]); }
      }
    }
    if (x["steering_mode"] === undefined) return err([], "missing field `steering_mode`");
    if (x["follow_up_mode"] === undefined) return err([], "missing field `follow_up_mode`");
    if (x["type"] === undefined) fills.push(x, "type", "agent.settings.set");
  }
  return undefined;
}

function v_AgentStuckEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k43 in x) {
      if (k43 === "type") {
        const v44 = x["type"];
        if (!(typeof v44 === "string")) return err([k43], "invalid type: " + kind(v44) + ", expected string");
        if (v44 !== "agent.stuck") return err([k43], "invalid value: " + kind(v44) + ", expected the constant " + "\"agent.stuck\"");
      }
      else if (k43 === "run_id") {
        const v44 = x["run_id"];
        if (!(typeof v44 === "string")) return err([k43], "invalid type: " + kind(v44) + ", expected string");
      }
      else if (k43 === "step") {
        const v44 = x["step"];
        if (!(Number.isInteger(v44))) return err([k43], "invalid type: " + kind(v44) + ", expected integer");
      }
      else if (k43 === "tool_name") {
        const v44 = x["tool_name"];
        if (!(typeof v44 === "string")) return err([k43], "invalid type: " + kind(v44) + ", expected string");
      }
      else if (k43 === "signature") {
        const v44 = x["signature"];
        if (!(typeof v44 === "string")) return err([k43], "invalid type: " + kind(v44) + ", expected string");
      }
      else if (k43 === "repeat_count") {
        const v44 = x["repeat_count"];
        if (!(Number.isInteger(v44))) return err([k43], "invalid type: " + kind(v44) + ", expected integer");
      }
      else if (k43 === "ts") {
        const v44 = x["ts"];
        if (!(typeof v44 === "string")) return err([k43], "invalid type: " + kind(v44) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["step"] === undefined) return err([], "missing field `step`");
    if (x["tool_name"] === undefined) return err([], "missing field `tool_name`");
    if (x["signature"] === undefined) return err([], "missing field `signature`");
    if (x["repeat_count"] === undefined) return err([], "missing field `repeat_count`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "agent.stuck");
  }
  return undefined;
}

function v_ArtifactGcCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k45 in x) {
      if (k45 === "type") {
        const v46 = x["type"];
        if (!(typeof v46 === "string")) return err([k45], "invalid type: " + kind(v46) + ", expected string");
        if (v46 !== "artifact.gc") return err([k45], "invalid value: " + kind(v46) + ", expected the constant " + "\"artifact.gc\"");
      }
      else if (k45 === "days") {
        const v46 = x["days"];
        if (!(Number.isInteger(v46))) return err([k45], "invalid type: " + kind(v46) + ", expected integer");
        {
          if (v46 < 0) return err([k45], v46 + " is less than minimum 0");
          if (v46 > 3650) return err([k45], v46 + " is greater than maximum 3650");
        }
      }
      else if (k45 === "confirmed") {
        const v46 = x["confirmed"];
        if (!(typeof v46 === "boolean")) return err([k45], "invalid type: " + kind(v46) + ", expected boolean");
      }
    }
    if (x["type"] === undefined) fills.push(x, "type", "artifact.gc");
    if (x["days"] === undefined) fills.push(x, "days", 30);
    if (x["confirmed"] === undefined) fills.push(x, "confirmed", false);
  }
  return undefined;
}

function v_ArtifactListCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k47 in x) {
      if (k47 === "type") {
        const v48 = x["type"];
        if (!(typeof v48 === "string")) return err([k47], "invalid type: " + kind(v48) + ", expected string");
        if (v48 !== "artifact.list") return err([k47], "invalid value: " + kind(v48) + ", expected the constant " + "\"artifact.list\"");
      }
      else if (k47 === "days") {
        const v48 = x["days"];
        if (!(Number.isInteger(v48))) return err([k47], "invalid type: " + kind(v48) + ", expected integer");
        {
          if (v48 < 0) return err([k47], v48 + " is less than minimum 0");
          if (v48 > 3650) return err([k47], v48 + " is greater than maximum 3650");
        }
      }
    }
    if (x["type"] === undefined) fills.push(x, "type", "artifact.list");
    if (x["days"] === undefined) fills.push(x, "days", 30);
  }
  return undefined;
}

function v_AttemptStatus(x) {
  if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
  if (x !== "succeeded" && x !== "failed" && x !== "cancelled") return err([], "unknown variant " + kind(x) + ", expected one of `succeeded`, `failed`, `cancelled`");
  return undefined;
}

function v_AuditDegradedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k49 in x) {
      if (k49 === "type") {
        const v50 = x["type"];
        if (!(typeof v50 === "string")) return err([k49], "invalid type: " + kind(v50) + ", expected string");
        if (v50 !== "audit.degraded") return err([k49], "invalid value: " + kind(v50) + ", expected the constant " + "\"audit.degraded\"");
      }
      else if (k49 === "source") {
        const v50 = x["source"];
        if (!(typeof v50 === "string")) return err([k49], "invalid type: " + kind(v50) + ", expected string");
      }
      else if (k49 === "diagnostic_id") {
        const v50 = x["diagnostic_id"];
        if (!(typeof v50 === "string")) return err([k49], "invalid type: " + kind(v50) + ", expected string");
      }
      else if (k49 === "error_type") {
        const v50 = x["error_type"];
        if (!(typeof v50 === "string")) return err([k49], "invalid type: " + kind(v50) + ", expected string");
      }
      else if (k49 === "message") {
        const v50 = x["message"];
        if (!(typeof v50 === "string")) return err([k49], "invalid type: " + kind(v50) + ", expected string");
      }
      else if (k49 === "ts") {
        const v50 = x["ts"];
        if (!(typeof v50 === "string")) return err([k49], "invalid type: " + kind(v50) + ", expected string");
      }
    }
    if (x["source"] === undefined) return err([], "missing field `source`");
    if (x["diagnostic_id"] === undefined) return err([], "missing field `diagnostic_id`");
    if (x["error_type"] === undefined) return err([], "missing field `error_type`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "audit.degraded");
    if (x["message"] === undefined) fills.push(x, "message", "Audit persistence is degraded; mutating tools are paused until repair and restart.");
  }
  return undefined;
}

function v_AuthorityProfile(x) {
  if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
  if (x !== "ask" && x !== "auto_review" && x !== "full_access") return err([], "unknown variant " + kind(x) + ", expected one of `ask`, `auto_review`, `full_access`");
  return undefined;
}

function v_AuthoritySnapshot(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k51 in x) {
      if (k51 === "mode") {
        const v52 = x["mode"];
        { const e53 = v_RuntimeMode(v52); if (e53) return within(e53, [k51]); }
      }
      else if (k51 === "profile") {
        const v52 = x["profile"];
        { const e54 = v_AuthorityProfile(v52); if (e54) return within(e54, [k51]); }
      }
      else if (k51 === "workspace_trust") {
        const v52 = x["workspace_trust"];
        { const e55 = v_WorkspaceTrust(v52); if (e55) return within(e55, [k51]); }
      }
      else if (k51 === "sandbox") {
        const v52 = x["sandbox"];
        { const e56 = v_SandboxCapability(v52); if (e56) return within(e56, [k51]); }
      }
      else if (k51 === "allowed_actions") {
        const v52 = x["allowed_actions"];
        if (!(Array.isArray(v52))) return err([k51], "invalid type: " + kind(v52) + ", expected array");
        {
          for (let i57 = 0; i57 < v52.length; i57++) {
            const v58 = v52[i57];
            { const e59 = v_ToolAction(v58); if (e59) return within(e59, [k51, i57]); }
          }
          for (let a = 0; a < v52.length; a++) for (let b = a + 1; b < v52.length; b++) if (equal(v52[a], v52[b])) return err([k51], "array items " + a + " and " + b + " are equal (uniqueItems)");
        }
      }
      else if (true) return err([k51], "unknown field `" + k51 + "`" + ", expected one of `mode`, `profile`, `workspace_trust`, `sandbox`, `allowed_actions`");
    }
    if (x["mode"] === undefined) fills.push(x, "mode", "act");
    if (x["profile"] === undefined) fills.push(x, "profile", "ask");
    if (x["workspace_trust"] === undefined) fills.push(x, "workspace_trust", "untrusted");
    if (x["sandbox"] === undefined) fills.push(x, "sandbox", {"available":false,"kind":"none","reason":"sandbox capability has not been detected"});
    if (x["allowed_actions"] === undefined) fills.push(x, "allowed_actions", []);
  }
  return undefined;
}

function v_BackgroundCancelCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k60 in x) {
      if (k60 === "type") {
        const v61 = x["type"];
        if (!(typeof v61 === "string")) return err([k60], "invalid type: " + kind(v61) + ", expected string");
        if (v61 !== "background.cancel") return err([k60], "invalid value: " + kind(v61) + ", expected the constant " + "\"background.cancel\"");
      }
      else if (k60 === "session_id") {
        const v61 = x["session_id"];
        if (!(typeof v61 === "string")) return err([k60], "invalid type: " + kind(v61) + ", expected string");
        {
          if (v61.length < 2 && chars(v61) < 1) return err([k60], "string of length " + chars(v61) + " is shorter than minLength 1");
        }
      }
      else if (k60 === "job_id") {
        const v61 = x["job_id"];
        if (!(typeof v61 === "string")) return err([k60], "invalid type: " + kind(v61) + ", expected string");
        {
          if (v61.length < 2 && chars(v61) < 1) return err([k60], "string of length " + chars(v61) + " is shorter than minLength 1");
        }
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["job_id"] === undefined) return err([], "missing field `job_id`");
    if (x["type"] === undefined) fills.push(x, "type", "background.cancel");
  }
  return undefined;
}

function v_BackgroundCancelResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k62 in x) {
      if (k62 === "job_id") {
        const v63 = x["job_id"];
        if (!(typeof v63 === "string")) return err([k62], "invalid type: " + kind(v63) + ", expected string");
      }
      else if (k62 === "cancelled") {
        const v63 = x["cancelled"];
        if (!(typeof v63 === "boolean")) return err([k62], "invalid type: " + kind(v63) + ", expected boolean");
      }
    }
    if (x["job_id"] === undefined) return err([], "missing field `job_id`");
    if (x["cancelled"] === undefined) return err([], "missing field `cancelled`");
  }
  return undefined;
}

function v_BackgroundGetCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k64 in x) {
      if (k64 === "type") {
        const v65 = x["type"];
        if (!(typeof v65 === "string")) return err([k64], "invalid type: " + kind(v65) + ", expected string");
        if (v65 !== "background.get") return err([k64], "invalid value: " + kind(v65) + ", expected the constant " + "\"background.get\"");
      }
      else if (k64 === "session_id") {
        const v65 = x["session_id"];
        if (!(typeof v65 === "string")) return err([k64], "invalid type: " + kind(v65) + ", expected string");
        {
          if (v65.length < 2 && chars(v65) < 1) return err([k64], "string of length " + chars(v65) + " is shorter than minLength 1");
        }
      }
      else if (k64 === "job_id") {
        const v65 = x["job_id"];
        if (!(typeof v65 === "string")) return err([k64], "invalid type: " + kind(v65) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["type"] === undefined) fills.push(x, "type", "background.get");
    if (x["job_id"] === undefined) fills.push(x, "job_id", "");
  }
  return undefined;
}

function v_BackgroundGetResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k66 in x) {
      if (k66 === "jobs") {
        const v67 = x["jobs"];
        if (!(Array.isArray(v67))) return err([k66], "invalid type: " + kind(v67) + ", expected array");
        {
          for (let i68 = 0; i68 < v67.length; i68++) {
            const v69 = v67[i68];
            { const e70 = v_BackgroundJobInfo(v69); if (e70) return within(e70, [k66, i68]); }
          }
        }
      }
    }
    if (x["jobs"] === undefined) fills.push(x, "jobs", []);
  }
  return undefined;
}

function v_BackgroundJobFinishedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k71 in x) {
      if (k71 === "type") {
        const v72 = x["type"];
        if (!(typeof v72 === "string")) return err([k71], "invalid type: " + kind(v72) + ", expected string");
        if (v72 !== "background.finished") return err([k71], "invalid value: " + kind(v72) + ", expected the constant " + "\"background.finished\"");
      }
      else if (k71 === "job_id") {
        const v72 = x["job_id"];
        if (!(typeof v72 === "string")) return err([k71], "invalid type: " + kind(v72) + ", expected string");
      }
      else if (k71 === "run_id") {
        const v72 = x["run_id"];
        if (!(typeof v72 === "string")) return err([k71], "invalid type: " + kind(v72) + ", expected string");
      }
      else if (k71 === "session_id") {
        const v72 = x["session_id"];
        if (!(typeof v72 === "string")) return err([k71], "invalid type: " + kind(v72) + ", expected string");
      }
      else if (k71 === "status") {
        const v72 = x["status"];
        if (!(typeof v72 === "string")) return err([k71], "invalid type: " + kind(v72) + ", expected string");
      }
      else if (k71 === "output_preview") {
        const v72 = x["output_preview"];
        if (!(typeof v72 === "string")) return err([k71], "invalid type: " + kind(v72) + ", expected string");
      }
      else if (k71 === "process_usage") {
        const v72 = x["process_usage"];
        if (!(isObject(v72))) return err([k71], "invalid type: " + kind(v72) + ", expected object");
      }
      else if (k71 === "ts") {
        const v72 = x["ts"];
        if (!(typeof v72 === "string")) return err([k71], "invalid type: " + kind(v72) + ", expected string");
      }
    }
    if (x["job_id"] === undefined) return err([], "missing field `job_id`");
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["status"] === undefined) return err([], "missing field `status`");
    if (x["output_preview"] === undefined) return err([], "missing field `output_preview`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "background.finished");
    if (x["process_usage"] === undefined) fills.push(x, "process_usage", {});
  }
  return undefined;
}

function v_BackgroundJobInfo(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k73 in x) {
      if (k73 === "id") {
        const v74 = x["id"];
        if (!(typeof v74 === "string")) return err([k73], "invalid type: " + kind(v74) + ", expected string");
      }
      else if (k73 === "command") {
        const v74 = x["command"];
        if (!(typeof v74 === "string")) return err([k73], "invalid type: " + kind(v74) + ", expected string");
      }
      else if (k73 === "session_id") {
        const v74 = x["session_id"];
        if (!(typeof v74 === "string")) return err([k73], "invalid type: " + kind(v74) + ", expected string");
      }
      else if (k73 === "run_id") {
        const v74 = x["run_id"];
        if (!(typeof v74 === "string")) return err([k73], "invalid type: " + kind(v74) + ", expected string");
      }
      else if (k73 === "status") {
        const v74 = x["status"];
        if (!(typeof v74 === "string")) return err([k73], "invalid type: " + kind(v74) + ", expected string");
      }
      else if (k73 === "output") {
        const v74 = x["output"];
        if (!(typeof v74 === "string")) return err([k73], "invalid type: " + kind(v74) + ", expected string");
      }
      else if (k73 === "is_error") {
        const v74 = x["is_error"];
        if (!(typeof v74 === "boolean")) return err([k73], "invalid type: " + kind(v74) + ", expected boolean");
      }
      else if (k73 === "created_at") {
        const v74 = x["created_at"];
        if (!(typeof v74 === "string")) return err([k73], "invalid type: " + kind(v74) + ", expected string");
      }
      else if (k73 === "finished_at") {
        const v74 = x["finished_at"];
        if (!(typeof v74 === "string")) return err([k73], "invalid type: " + kind(v74) + ", expected string");
      }
      else if (k73 === "process_usage") {
        const v74 = x["process_usage"];
        if (!(isObject(v74))) return err([k73], "invalid type: " + kind(v74) + ", expected object");
      }
      else if (k73 === "output_bytes") {
        const v74 = x["output_bytes"];
        if (!(Number.isInteger(v74))) return err([k73], "invalid type: " + kind(v74) + ", expected integer");
        {
          if (v74 < 0) return err([k73], v74 + " is less than minimum 0");
        }
      }
      else if (k73 === "output_truncated") {
        const v74 = x["output_truncated"];
        if (!(typeof v74 === "boolean")) return err([k73], "invalid type: " + kind(v74) + ", expected boolean");
      }
      else if (k73 === "output_artifact") {
        const v74 = x["output_artifact"];
        if (!(typeof v74 === "string")) return err([k73], "invalid type: " + kind(v74) + ", expected string");
      }
      else if (k73 === "output_artifact_size") {
        const v74 = x["output_artifact_size"];
        if (!(Number.isInteger(v74))) return err([k73], "invalid type: " + kind(v74) + ", expected integer");
        {
          if (v74 < 0) return err([k73], v74 + " is less than minimum 0");
        }
      }
      else if (k73 === "output_artifact_error") {
        const v74 = x["output_artifact_error"];
        if (!(typeof v74 === "string")) return err([k73], "invalid type: " + kind(v74) + ", expected string");
      }
    }
    if (x["id"] === undefined) return err([], "missing field `id`");
    if (x["command"] === undefined) return err([], "missing field `command`");
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["status"] === undefined) return err([], "missing field `status`");
    if (x["output"] === undefined) return err([], "missing field `output`");
    if (x["is_error"] === undefined) return err([], "missing field `is_error`");
    if (x["created_at"] === undefined) return err([], "missing field `created_at`");
    if (x["finished_at"] === undefined) fills.push(x, "finished_at", "");
    if (x["process_usage"] === undefined) fills.push(x, "process_usage", {});
    if (x["output_bytes"] === undefined) fills.push(x, "output_bytes", 0);
    if (x["output_truncated"] === undefined) fills.push(x, "output_truncated", false);
    if (x["output_artifact"] === undefined) fills.push(x, "output_artifact", "");
    if (x["output_artifact_size"] === undefined) fills.push(x, "output_artifact_size", 0);
    if (x["output_artifact_error"] === undefined) fills.push(x, "output_artifact_error", "");
  }
  return undefined;
}

function v_BackgroundJobStartedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k75 in x) {
      if (k75 === "type") {
        const v76 = x["type"];
        if (!(typeof v76 === "string")) return err([k75], "invalid type: " + kind(v76) + ", expected string");
        if (v76 !== "background.started") return err([k75], "invalid value: " + kind(v76) + ", expected the constant " + "\"background.started\"");
      }
      else if (k75 === "job_id") {
        const v76 = x["job_id"];
        if (!(typeof v76 === "string")) return err([k75], "invalid type: " + kind(v76) + ", expected string");
      }
      else if (k75 === "run_id") {
        const v76 = x["run_id"];
        if (!(typeof v76 === "string")) return err([k75], "invalid type: " + kind(v76) + ", expected string");
      }
      else if (k75 === "session_id") {
        const v76 = x["session_id"];
        if (!(typeof v76 === "string")) return err([k75], "invalid type: " + kind(v76) + ", expected string");
      }
      else if (k75 === "command") {
        const v76 = x["command"];
        if (!(typeof v76 === "string")) return err([k75], "invalid type: " + kind(v76) + ", expected string");
      }
      else if (k75 === "ts") {
        const v76 = x["ts"];
        if (!(typeof v76 === "string")) return err([k75], "invalid type: " + kind(v76) + ", expected string");
      }
    }
    if (x["job_id"] === undefined) return err([], "missing field `job_id`");
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["command"] === undefined) return err([], "missing field `command`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "background.started");
  }
  return undefined;
}

function v_BuiltinTool(x) {
  if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
  if (x !== "read" && x !== "bash" && x !== "edit" && x !== "write") return err([], "unknown variant " + kind(x) + ", expected one of `read`, `bash`, `edit`, `write`");
  return undefined;
}

function v_CompactStatus(x) {
  if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
  if (x !== "compacted" && x !== "not_needed") return err([], "unknown variant " + kind(x) + ", expected one of `compacted`, `not_needed`");
  return undefined;
}

function v_CompletionEvidence(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k77 in x) {
      if (k77 === "kind") {
        const v78 = x["kind"];
        if (!(typeof v78 === "string")) return err([k77], "invalid type: " + kind(v78) + ", expected string");
        {
          if (v78.length < 2 && chars(v78) < 1) return err([k77], "string of length " + chars(v78) + " is shorter than minLength 1");
        }
      }
      else if (k77 === "reference") {
        const v78 = x["reference"];
        if (!(typeof v78 === "string")) return err([k77], "invalid type: " + kind(v78) + ", expected string");
        {
          if (v78.length < 2 && chars(v78) < 1) return err([k77], "string of length " + chars(v78) + " is shorter than minLength 1");
        }
      }
      else if (k77 === "summary") {
        const v78 = x["summary"];
        if (!(typeof v78 === "string")) return err([k77], "invalid type: " + kind(v78) + ", expected string");
      }
      else if (k77 === "covered_criteria") {
        const v78 = x["covered_criteria"];
        if (!(Array.isArray(v78))) return err([k77], "invalid type: " + kind(v78) + ", expected array");
        {
          for (let i79 = 0; i79 < v78.length; i79++) {
            const v80 = v78[i79];
            if (!(typeof v80 === "string")) return err([k77, i79], "invalid type: " + kind(v80) + ", expected string");
          }
        }
      }
      else if (k77 === "recorded_at") {
        const v78 = x["recorded_at"];
        if (!(typeof v78 === "string")) return err([k77], "invalid type: " + kind(v78) + ", expected string");
      }
      else if (true) return err([k77], "unknown field `" + k77 + "`" + ", expected one of `kind`, `reference`, `summary`, `covered_criteria`, `recorded_at`");
    }
    if (x["kind"] === undefined) return err([], "missing field `kind`");
    if (x["reference"] === undefined) return err([], "missing field `reference`");
    if (x["recorded_at"] === undefined) return err([], "missing field `recorded_at`");
    if (x["summary"] === undefined) fills.push(x, "summary", "");
    if (x["covered_criteria"] === undefined) fills.push(x, "covered_criteria", []);
  }
  return undefined;
}

function v_ContextBudgetEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k81 in x) {
      if (k81 === "type") {
        const v82 = x["type"];
        if (!(typeof v82 === "string")) return err([k81], "invalid type: " + kind(v82) + ", expected string");
        if (v82 !== "context.budget") return err([k81], "invalid value: " + kind(v82) + ", expected the constant " + "\"context.budget\"");
      }
      else if (k81 === "run_id") {
        const v82 = x["run_id"];
        if (!(typeof v82 === "string")) return err([k81], "invalid type: " + kind(v82) + ", expected string");
      }
      else if (k81 === "step") {
        const v82 = x["step"];
        if (!(Number.isInteger(v82))) return err([k81], "invalid type: " + kind(v82) + ", expected integer");
      }
      else if (k81 === "message_tokens") {
        const v82 = x["message_tokens"];
        if (!(Number.isInteger(v82))) return err([k81], "invalid type: " + kind(v82) + ", expected integer");
      }
      else if (k81 === "system_tokens") {
        const v82 = x["system_tokens"];
        if (!(Number.isInteger(v82))) return err([k81], "invalid type: " + kind(v82) + ", expected integer");
      }
      else if (k81 === "tool_schema_tokens") {
        const v82 = x["tool_schema_tokens"];
        if (!(Number.isInteger(v82))) return err([k81], "invalid type: " + kind(v82) + ", expected integer");
      }
      else if (k81 === "tool_count") {
        const v82 = x["tool_count"];
        if (!(Number.isInteger(v82))) return err([k81], "invalid type: " + kind(v82) + ", expected integer");
      }
      else if (k81 === "ts") {
        const v82 = x["ts"];
        if (!(typeof v82 === "string")) return err([k81], "invalid type: " + kind(v82) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["step"] === undefined) return err([], "missing field `step`");
    if (x["message_tokens"] === undefined) return err([], "missing field `message_tokens`");
    if (x["system_tokens"] === undefined) return err([], "missing field `system_tokens`");
    if (x["tool_schema_tokens"] === undefined) return err([], "missing field `tool_schema_tokens`");
    if (x["tool_count"] === undefined) return err([], "missing field `tool_count`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "context.budget");
  }
  return undefined;
}

function v_ContextCompactedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k83 in x) {
      if (k83 === "type") {
        const v84 = x["type"];
        if (!(typeof v84 === "string")) return err([k83], "invalid type: " + kind(v84) + ", expected string");
        if (v84 !== "context.compacted") return err([k83], "invalid value: " + kind(v84) + ", expected the constant " + "\"context.compacted\"");
      }
      else if (k83 === "session_id") {
        const v84 = x["session_id"];
        if (!(typeof v84 === "string")) return err([k83], "invalid type: " + kind(v84) + ", expected string");
      }
      else if (k83 === "run_id") {
        const v84 = x["run_id"];
        if (!(typeof v84 === "string")) return err([k83], "invalid type: " + kind(v84) + ", expected string");
      }
      else if (k83 === "original_tokens") {
        const v84 = x["original_tokens"];
        if (!(Number.isInteger(v84))) return err([k83], "invalid type: " + kind(v84) + ", expected integer");
      }
      else if (k83 === "summary_tokens") {
        const v84 = x["summary_tokens"];
        if (!(Number.isInteger(v84))) return err([k83], "invalid type: " + kind(v84) + ", expected integer");
      }
      else if (k83 === "retained_tokens") {
        const v84 = x["retained_tokens"];
        if (!(Number.isInteger(v84))) return err([k83], "invalid type: " + kind(v84) + ", expected integer");
      }
      else if (k83 === "retained_messages") {
        const v84 = x["retained_messages"];
        if (!(Number.isInteger(v84))) return err([k83], "invalid type: " + kind(v84) + ", expected integer");
      }
      else if (k83 === "compacted_tokens") {
        const v84 = x["compacted_tokens"];
        if (!(Number.isInteger(v84))) return err([k83], "invalid type: " + kind(v84) + ", expected integer");
      }
      else if (k83 === "quality_score") {
        const v84 = x["quality_score"];
        if (!(typeof v84 === "number")) return err([k83], "invalid type: " + kind(v84) + ", expected number");
      }
      else if (k83 === "trigger") {
        const v84 = x["trigger"];
        if (!(typeof v84 === "string")) return err([k83], "invalid type: " + kind(v84) + ", expected string");
      }
      else if (k83 === "summary_path") {
        const v84 = x["summary_path"];
        if (!(typeof v84 === "string")) return err([k83], "invalid type: " + kind(v84) + ", expected string");
      }
      else if (k83 === "strategy") {
        const v84 = x["strategy"];
        if (!(typeof v84 === "string")) return err([k83], "invalid type: " + kind(v84) + ", expected string");
      }
      else if (k83 === "pinned_fact_count") {
        const v84 = x["pinned_fact_count"];
        if (!(Number.isInteger(v84))) return err([k83], "invalid type: " + kind(v84) + ", expected integer");
        {
          if (v84 < 0) return err([k83], v84 + " is less than minimum 0");
        }
      }
      else if (k83 === "pinned_fact_retained") {
        const v84 = x["pinned_fact_retained"];
        if (!(Number.isInteger(v84))) return err([k83], "invalid type: " + kind(v84) + ", expected integer");
        {
          if (v84 < 0) return err([k83], v84 + " is less than minimum 0");
        }
      }
      else if (k83 === "deduplicated_reads") {
        const v84 = x["deduplicated_reads"];
        if (!(Number.isInteger(v84))) return err([k83], "invalid type: " + kind(v84) + ", expected integer");
        {
          if (v84 < 0) return err([k83], v84 + " is less than minimum 0");
        }
      }
      else if (k83 === "ts") {
        const v84 = x["ts"];
        if (!(typeof v84 === "string")) return err([k83], "invalid type: " + kind(v84) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["original_tokens"] === undefined) return err([], "missing field `original_tokens`");
    if (x["summary_tokens"] === undefined) return err([], "missing field `summary_tokens`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "context.compacted");
    if (x["retained_tokens"] === undefined) fills.push(x, "retained_tokens", 0);
    if (x["retained_messages"] === undefined) fills.push(x, "retained_messages", 0);
    if (x["compacted_tokens"] === undefined) fills.push(x, "compacted_tokens", 0);
    if (x["quality_score"] === undefined) fills.push(x, "quality_score", 1.0);
    if (x["trigger"] === undefined) fills.push(x, "trigger", "auto");
    if (x["summary_path"] === undefined) fills.push(x, "summary_path", "");
    if (x["strategy"] === undefined) fills.push(x, "strategy", "structured");
    if (x["pinned_fact_count"] === undefined) fills.push(x, "pinned_fact_count", 0);
    if (x["pinned_fact_retained"] === undefined) fills.push(x, "pinned_fact_retained", 0);
    if (x["deduplicated_reads"] === undefined) fills.push(x, "deduplicated_reads", 0);
  }
  return undefined;
}

function v_ContextCompactionCommittedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k85 in x) {
      if (k85 === "type") {
        const v86 = x["type"];
        if (!(typeof v86 === "string")) return err([k85], "invalid type: " + kind(v86) + ", expected string");
        if (v86 !== "context.compaction.committed") return err([k85], "invalid value: " + kind(v86) + ", expected the constant " + "\"context.compaction.committed\"");
      }
      else if (k85 === "session_id") {
        const v86 = x["session_id"];
        if (!(typeof v86 === "string")) return err([k85], "invalid type: " + kind(v86) + ", expected string");
      }
      else if (k85 === "run_id") {
        const v86 = x["run_id"];
        if (!(typeof v86 === "string")) return err([k85], "invalid type: " + kind(v86) + ", expected string");
      }
      else if (k85 === "shadowed_event_seqs") {
        const v86 = x["shadowed_event_seqs"];
        if (!(Array.isArray(v86))) return err([k85], "invalid type: " + kind(v86) + ", expected array");
        {
          for (let i87 = 0; i87 < v86.length; i87++) {
            const v88 = v86[i87];
            if (!(Number.isInteger(v88))) return err([k85, i87], "invalid type: " + kind(v88) + ", expected integer");
          }
        }
      }
      else if (k85 === "replacement_event_seqs") {
        const v86 = x["replacement_event_seqs"];
        if (!(Array.isArray(v86))) return err([k85], "invalid type: " + kind(v86) + ", expected array");
        {
          for (let i89 = 0; i89 < v86.length; i89++) {
            const v90 = v86[i89];
            if (!(Number.isInteger(v90))) return err([k85, i89], "invalid type: " + kind(v90) + ", expected integer");
          }
        }
      }
      else if (k85 === "original_tokens") {
        const v86 = x["original_tokens"];
        if (!(Number.isInteger(v86))) return err([k85], "invalid type: " + kind(v86) + ", expected integer");
        {
          if (v86 < 0) return err([k85], v86 + " is less than minimum 0");
        }
      }
      else if (k85 === "compacted_tokens") {
        const v86 = x["compacted_tokens"];
        if (!(Number.isInteger(v86))) return err([k85], "invalid type: " + kind(v86) + ", expected integer");
        {
          if (v86 < 0) return err([k85], v86 + " is less than minimum 0");
        }
      }
      else if (k85 === "ts") {
        const v86 = x["ts"];
        if (!(typeof v86 === "string")) return err([k85], "invalid type: " + kind(v86) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["shadowed_event_seqs"] === undefined) return err([], "missing field `shadowed_event_seqs`");
    if (x["replacement_event_seqs"] === undefined) return err([], "missing field `replacement_event_seqs`");
    if (x["original_tokens"] === undefined) return err([], "missing field `original_tokens`");
    if (x["compacted_tokens"] === undefined) return err([], "missing field `compacted_tokens`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "context.compaction.committed");
  }
  return undefined;
}

function v_ContextCompactionStartedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k91 in x) {
      if (k91 === "type") {
        const v92 = x["type"];
        if (!(typeof v92 === "string")) return err([k91], "invalid type: " + kind(v92) + ", expected string");
        if (v92 !== "context.compaction.started") return err([k91], "invalid value: " + kind(v92) + ", expected the constant " + "\"context.compaction.started\"");
      }
      else if (k91 === "session_id") {
        const v92 = x["session_id"];
        if (!(typeof v92 === "string")) return err([k91], "invalid type: " + kind(v92) + ", expected string");
      }
      else if (k91 === "run_id") {
        const v92 = x["run_id"];
        if (!(typeof v92 === "string")) return err([k91], "invalid type: " + kind(v92) + ", expected string");
      }
      else if (k91 === "shadow_start_seq") {
        const v92 = x["shadow_start_seq"];
        if (!(Number.isInteger(v92))) return err([k91], "invalid type: " + kind(v92) + ", expected integer");
        {
          if (v92 < 1) return err([k91], v92 + " is less than minimum 1");
        }
      }
      else if (k91 === "shadow_end_seq") {
        const v92 = x["shadow_end_seq"];
        if (!(Number.isInteger(v92))) return err([k91], "invalid type: " + kind(v92) + ", expected integer");
        {
          if (v92 < 1) return err([k91], v92 + " is less than minimum 1");
        }
      }
      else if (k91 === "trigger") {
        const v92 = x["trigger"];
        if (!(typeof v92 === "string")) return err([k91], "invalid type: " + kind(v92) + ", expected string");
      }
      else if (k91 === "ts") {
        const v92 = x["ts"];
        if (!(typeof v92 === "string")) return err([k91], "invalid type: " + kind(v92) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["shadow_start_seq"] === undefined) return err([], "missing field `shadow_start_seq`");
    if (x["shadow_end_seq"] === undefined) return err([], "missing field `shadow_end_seq`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "context.compaction.started");
    if (x["trigger"] === undefined) fills.push(x, "trigger", "auto");
  }
  return undefined;
}

function v_ContextCompactionSummaryEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k93 in x) {
      if (k93 === "type") {
        const v94 = x["type"];
        if (!(typeof v94 === "string")) return err([k93], "invalid type: " + kind(v94) + ", expected string");
        if (v94 !== "context.compaction.summary") return err([k93], "invalid value: " + kind(v94) + ", expected the constant " + "\"context.compaction.summary\"");
      }
      else if (k93 === "session_id") {
        const v94 = x["session_id"];
        if (!(typeof v94 === "string")) return err([k93], "invalid type: " + kind(v94) + ", expected string");
      }
      else if (k93 === "run_id") {
        const v94 = x["run_id"];
        if (!(typeof v94 === "string")) return err([k93], "invalid type: " + kind(v94) + ", expected string");
      }
      else if (k93 === "summary") {
        const v94 = x["summary"];
        if (!(typeof v94 === "string")) return err([k93], "invalid type: " + kind(v94) + ", expected string");
      }
      else if (k93 === "source_event_seqs") {
        const v94 = x["source_event_seqs"];
        if (!(Array.isArray(v94))) return err([k93], "invalid type: " + kind(v94) + ", expected array");
        {
          for (let i95 = 0; i95 < v94.length; i95++) {
            const v96 = v94[i95];
            if (!(Number.isInteger(v96))) return err([k93, i95], "invalid type: " + kind(v96) + ", expected integer");
          }
        }
      }
      else if (k93 === "pinned_fact_count") {
        const v94 = x["pinned_fact_count"];
        if (!(Number.isInteger(v94))) return err([k93], "invalid type: " + kind(v94) + ", expected integer");
        {
          if (v94 < 0) return err([k93], v94 + " is less than minimum 0");
        }
      }
      else if (k93 === "ts") {
        const v94 = x["ts"];
        if (!(typeof v94 === "string")) return err([k93], "invalid type: " + kind(v94) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["summary"] === undefined) return err([], "missing field `summary`");
    if (x["source_event_seqs"] === undefined) return err([], "missing field `source_event_seqs`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "context.compaction.summary");
    if (x["pinned_fact_count"] === undefined) fills.push(x, "pinned_fact_count", 0);
  }
  return undefined;
}

function v_ContextPrefixFingerprintEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k97 in x) {
      if (k97 === "type") {
        const v98 = x["type"];
        if (!(typeof v98 === "string")) return err([k97], "invalid type: " + kind(v98) + ", expected string");
        if (v98 !== "context.prefix_fingerprint") return err([k97], "invalid value: " + kind(v98) + ", expected the constant " + "\"context.prefix_fingerprint\"");
      }
      else if (k97 === "run_id") {
        const v98 = x["run_id"];
        if (!(typeof v98 === "string")) return err([k97], "invalid type: " + kind(v98) + ", expected string");
      }
      else if (k97 === "step") {
        const v98 = x["step"];
        if (!(Number.isInteger(v98))) return err([k97], "invalid type: " + kind(v98) + ", expected integer");
      }
      else if (k97 === "digest") {
        const v98 = x["digest"];
        if (!(typeof v98 === "string")) return err([k97], "invalid type: " + kind(v98) + ", expected string");
      }
      else if (k97 === "source_hashes") {
        const v98 = x["source_hashes"];
        if (!(isObject(v98))) return err([k97], "invalid type: " + kind(v98) + ", expected object");
        {
          for (const k99 in v98) {
            {
              const v100 = v98[k99];
              if (!(typeof v100 === "string")) return err([k97, k99], "invalid type: " + kind(v100) + ", expected string");
            }
          }
        }
      }
      else if (k97 === "changed_sources") {
        const v98 = x["changed_sources"];
        if (!(Array.isArray(v98))) return err([k97], "invalid type: " + kind(v98) + ", expected array");
        {
          for (let i101 = 0; i101 < v98.length; i101++) {
            const v102 = v98[i101];
            if (!(typeof v102 === "string")) return err([k97, i101], "invalid type: " + kind(v102) + ", expected string");
          }
        }
      }
      else if (k97 === "ts") {
        const v98 = x["ts"];
        if (!(typeof v98 === "string")) return err([k97], "invalid type: " + kind(v98) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["step"] === undefined) return err([], "missing field `step`");
    if (x["digest"] === undefined) return err([], "missing field `digest`");
    if (x["source_hashes"] === undefined) return err([], "missing field `source_hashes`");
    if (x["changed_sources"] === undefined) return err([], "missing field `changed_sources`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "context.prefix_fingerprint");
  }
  return undefined;
}

function v_ContextRepositoryEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k103 in x) {
      if (k103 === "type") {
        const v104 = x["type"];
        if (!(typeof v104 === "string")) return err([k103], "invalid type: " + kind(v104) + ", expected string");
        if (v104 !== "context.repository") return err([k103], "invalid value: " + kind(v104) + ", expected the constant " + "\"context.repository\"");
      }
      else if (k103 === "run_id") {
        const v104 = x["run_id"];
        if (!(typeof v104 === "string")) return err([k103], "invalid type: " + kind(v104) + ", expected string");
      }
      else if (k103 === "repository_hash") {
        const v104 = x["repository_hash"];
        if (!(typeof v104 === "string")) return err([k103], "invalid type: " + kind(v104) + ", expected string");
      }
      else if (k103 === "budget_chars") {
        const v104 = x["budget_chars"];
        if (!(Number.isInteger(v104))) return err([k103], "invalid type: " + kind(v104) + ", expected integer");
        {
          if (v104 < 1) return err([k103], v104 + " is less than minimum 1");
        }
      }
      else if (k103 === "used_chars") {
        const v104 = x["used_chars"];
        if (!(Number.isInteger(v104))) return err([k103], "invalid type: " + kind(v104) + ", expected integer");
        {
          if (v104 < 0) return err([k103], v104 + " is less than minimum 0");
        }
      }
      else if (k103 === "paths") {
        const v104 = x["paths"];
        if (!(Array.isArray(v104))) return err([k103], "invalid type: " + kind(v104) + ", expected array");
        {
          for (let i105 = 0; i105 < v104.length; i105++) {
            const v106 = v104[i105];
            if (!(typeof v106 === "string")) return err([k103, i105], "invalid type: " + kind(v106) + ", expected string");
          }
        }
      }
      else if (k103 === "selection_reasons") {
        const v104 = x["selection_reasons"];
        if (!(Array.isArray(v104))) return err([k103], "invalid type: " + kind(v104) + ", expected array");
        {
          for (let i107 = 0; i107 < v104.length; i107++) {
            const v108 = v104[i107];
            if (!(isObject(v108))) return err([k103, i107], "invalid type: " + kind(v108) + ", expected object");
          }
        }
      }
      else if (k103 === "cache_hits") {
        const v104 = x["cache_hits"];
        if (!(Number.isInteger(v104))) return err([k103], "invalid type: " + kind(v104) + ", expected integer");
        {
          if (v104 < 0) return err([k103], v104 + " is less than minimum 0");
        }
      }
      else if (k103 === "parsed_files") {
        const v104 = x["parsed_files"];
        if (!(Number.isInteger(v104))) return err([k103], "invalid type: " + kind(v104) + ", expected integer");
        {
          if (v104 < 0) return err([k103], v104 + " is less than minimum 0");
        }
      }
      else if (k103 === "ts") {
        const v104 = x["ts"];
        if (!(typeof v104 === "string")) return err([k103], "invalid type: " + kind(v104) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["repository_hash"] === undefined) return err([], "missing field `repository_hash`");
    if (x["budget_chars"] === undefined) return err([], "missing field `budget_chars`");
    if (x["used_chars"] === undefined) return err([], "missing field `used_chars`");
    if (x["paths"] === undefined) return err([], "missing field `paths`");
    if (x["selection_reasons"] === undefined) return err([], "missing field `selection_reasons`");
    if (x["cache_hits"] === undefined) return err([], "missing field `cache_hits`");
    if (x["parsed_files"] === undefined) return err([], "missing field `parsed_files`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "context.repository");
  }
  return undefined;
}

function v_ContextWorkingSetEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k109 in x) {
      if (k109 === "type") {
        const v110 = x["type"];
        if (!(typeof v110 === "string")) return err([k109], "invalid type: " + kind(v110) + ", expected string");
        if (v110 !== "context.working_set") return err([k109], "invalid value: " + kind(v110) + ", expected the constant " + "\"context.working_set\"");
      }
      else if (k109 === "run_id") {
        const v110 = x["run_id"];
        if (!(typeof v110 === "string")) return err([k109], "invalid type: " + kind(v110) + ", expected string");
      }
      else if (k109 === "step") {
        const v110 = x["step"];
        if (!(Number.isInteger(v110))) return err([k109], "invalid type: " + kind(v110) + ", expected integer");
      }
      else if (k109 === "paths") {
        const v110 = x["paths"];
        if (!(Array.isArray(v110))) return err([k109], "invalid type: " + kind(v110) + ", expected array");
        {
          for (let i111 = 0; i111 < v110.length; i111++) {
            const v112 = v110[i111];
            if (!(typeof v112 === "string")) return err([k109, i111], "invalid type: " + kind(v112) + ", expected string");
          }
        }
      }
      else if (k109 === "ts") {
        const v110 = x["ts"];
        if (!(typeof v110 === "string")) return err([k109], "invalid type: " + kind(v110) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["step"] === undefined) return err([], "missing field `step`");
    if (x["paths"] === undefined) return err([], "missing field `paths`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "context.working_set");
  }
  return undefined;
}

function v_CoreAuthenticateCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k113 in x) {
      if (k113 === "type") {
        const v114 = x["type"];
        if (!(typeof v114 === "string")) return err([k113], "invalid type: " + kind(v114) + ", expected string");
        if (v114 !== "core.authenticate") return err([k113], "invalid value: " + kind(v114) + ", expected the constant " + "\"core.authenticate\"");
      }
      else if (k113 === "token") {
        const v114 = x["token"];
        if (!(typeof v114 === "string")) return err([k113], "invalid type: " + kind(v114) + ", expected string");
      }
    }
    if (x["token"] === undefined) return err([], "missing field `token`");
    if (x["type"] === undefined) fills.push(x, "type", "core.authenticate");
  }
  return undefined;
}

function v_CoreAuthenticateResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k115 in x) {
      if (k115 === "authenticated") {
        const v116 = x["authenticated"];
        if (!(typeof v116 === "boolean")) return err([k115], "invalid type: " + kind(v116) + ", expected boolean");
        if (v116 !== true) return err([k115], "invalid value: " + kind(v116) + ", expected the constant " + "true");
      }
    }
    if (x["authenticated"] === undefined) fills.push(x, "authenticated", true);
  }
  return undefined;
}

function v_CoreShutdownCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k117 in x) {
      if (k117 === "type") {
        const v118 = x["type"];
        if (!(typeof v118 === "string")) return err([k117], "invalid type: " + kind(v118) + ", expected string");
        if (v118 !== "core.shutdown") return err([k117], "invalid value: " + kind(v118) + ", expected the constant " + "\"core.shutdown\"");
      }
      else if (k117 === "reason") {
        const v118 = x["reason"];
        if (!(typeof v118 === "string")) return err([k117], "invalid type: " + kind(v118) + ", expected string");
      }
    }
    if (x["type"] === undefined) fills.push(x, "type", "core.shutdown");
    if (x["reason"] === undefined) fills.push(x, "reason", "");
  }
  return undefined;
}

function v_CoreStartedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k119 in x) {
      if (k119 === "type") {
        const v120 = x["type"];
        if (!(typeof v120 === "string")) return err([k119], "invalid type: " + kind(v120) + ", expected string");
        if (v120 !== "core.started") return err([k119], "invalid value: " + kind(v120) + ", expected the constant " + "\"core.started\"");
      }
      else if (k119 === "listen_addr") {
        const v120 = x["listen_addr"];
        if (!(typeof v120 === "string")) return err([k119], "invalid type: " + kind(v120) + ", expected string");
      }
      else if (k119 === "version") {
        const v120 = x["version"];
        if (!(typeof v120 === "string")) return err([k119], "invalid type: " + kind(v120) + ", expected string");
      }
    }
    if (x["listen_addr"] === undefined) return err([], "missing field `listen_addr`");
    if (x["version"] === undefined) return err([], "missing field `version`");
    if (x["type"] === undefined) fills.push(x, "type", "core.started");
  }
  return undefined;
}

function v_CoreWorkspaceChangedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k121 in x) {
      if (k121 === "type") {
        const v122 = x["type"];
        if (!(typeof v122 === "string")) return err([k121], "invalid type: " + kind(v122) + ", expected string");
        if (v122 !== "core.workspace_changed") return err([k121], "invalid value: " + kind(v122) + ", expected the constant " + "\"core.workspace_changed\"");
      }
      else if (k121 === "previous_workspace") {
        const v122 = x["previous_workspace"];
        if (!(typeof v122 === "string")) return err([k121], "invalid type: " + kind(v122) + ", expected string");
      }
      else if (k121 === "workspace") {
        const v122 = x["workspace"];
        if (!(typeof v122 === "string")) return err([k121], "invalid type: " + kind(v122) + ", expected string");
      }
      else if (k121 === "ts") {
        const v122 = x["ts"];
        if (!(typeof v122 === "string")) return err([k121], "invalid type: " + kind(v122) + ", expected string");
      }
    }
    if (x["previous_workspace"] === undefined) return err([], "missing field `previous_workspace`");
    if (x["workspace"] === undefined) return err([], "missing field `workspace`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "core.workspace_changed");
  }
  return undefined;
}

function v_CredentialSource(x) {
  if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
  if (x !== "keyring" && x !== "file" && x !== "env" && x !== "extension" && x !== "missing") return err([], "unknown variant " + kind(x) + ", expected one of `keyring`, `file`, `env`, `extension`, `missing`");
  return undefined;
}

function v_DecisionIntent(x) {
  if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
  if (x !== "inspect" && x !== "plan" && x !== "change" && x !== "execute" && x !== "delegate" && x !== "respond") return err([], "unknown variant " + kind(x) + ", expected one of `inspect`, `plan`, `change`, `execute`, `delegate`, `respond`");
  return undefined;
}

function v_DeliveryMode(x) {
  if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
  if (x !== "one-at-a-time" && x !== "all") return err([], "unknown variant " + kind(x) + ", expected one of `one-at-a-time`, `all`");
  return undefined;
}

function v_DiagnosticsStatus(x) {
  if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
  if (x !== "ok" && x !== "unavailable" && x !== "failed" && x !== "timeout" && x !== "truncated") return err([], "unknown variant " + kind(x) + ", expected one of `ok`, `unavailable`, `failed`, `timeout`, `truncated`");
  return undefined;
}

function v_DiffScope(x) {
  if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
  if (x !== "all" && x !== "staged" && x !== "unstaged") return err([], "unknown variant " + kind(x) + ", expected one of `all`, `staged`, `unstaged`");
  return undefined;
}

function v_EventPushEnvelope(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k123 in x) {
      if (k123 === "kind") {
        const v124 = x["kind"];
        if (!(typeof v124 === "string")) return err([k123], "invalid type: " + kind(v124) + ", expected string");
        if (v124 !== "event") return err([k123], "invalid value: " + kind(v124) + ", expected the constant " + "\"event\"");
      }
      else if (k123 === "event") {
        const v124 = x["event"];
        if (!(isObject(v124))) return err([k123], "invalid type: " + kind(v124) + ", expected object");
        const c125 = (() => {
          if (isObject(v124)) {
            for (const k126 in v124) {
              if (k126 === "type") {
                const v127 = v124["type"];
                if (v127 !== "core.started" && v127 !== "runtime.event" && v127 !== "hook.executed" && v127 !== "goal.continue_decision" && v127 !== "run.started" && v127 !== "run.finished" && v127 !== "run.steered" && v127 !== "step.started" && v127 !== "step.finished" && v127 !== "agent.decision" && v127 !== "agent.stuck" && v127 !== "tool.call_started" && v127 !== "tool.call_finished" && v127 !== "tool.call_failed" && v127 !== "llm.model_selected" && v127 !== "llm.route_selected" && v127 !== "llm.token" && v127 !== "llm.reasoning" && v127 !== "llm.usage" && v127 !== "llm.request_prepared" && v127 !== "llm.retry" && v127 !== "context.prefix_fingerprint" && v127 !== "context.budget" && v127 !== "context.working_set" && v127 !== "lsp.diagnostics" && v127 !== "log.line" && v127 !== "session.created" && v127 !== "session.message_received" && v127 !== "session.waiting_for_input" && v127 !== "plan.ready" && v127 !== "plan.resolved" && v127 !== "plan.updated" && v127 !== "user_question.asked" && v127 !== "session.resumed" && v127 !== "session.renamed" && v127 !== "session.forked" && v127 !== "session.deleted" && v127 !== "session.closed" && v127 !== "agent.message" && v127 !== "agent.repeat_notice" && v127 !== "audit.degraded" && v127 !== "background.finished" && v127 !== "background.started" && v127 !== "context.compacted" && v127 !== "context.compaction.committed" && v127 !== "context.compaction.started" && v127 !== "context.compaction.summary" && v127 !== "context.repository" && v127 !== "core.workspace_changed" && v127 !== "extension.notification" && v127 !== "extension.ui_updated" && v127 !== "llm.attempt_finished" && v127 !== "permission.denied" && v127 !== "permission.granted" && v127 !== "permission.requested" && v127 !== "recovery.available" && v127 !== "recovery.resolved" && v127 !== "run.phase_changed" && v127 !== "session.interrupted" && v127 !== "skill.invoked" && v127 !== "strategy.proposed" && v127 !== "strategy.resolved" && v127 !== "subagent.finished" && v127 !== "subagent.started" && v127 !== "task.profiled" && v127 !== "tool.call_progress" && v127 !== "verification.completed" && v127 !== "verification.failed") return err([k123, k126], "unknown variant " + kind(v127) + ", expected one of `core.started`, `runtime.event`, `hook.executed`, `goal.continue_decision`, `run.started`, `run.finished`, `run.steered`, `step.started`, `step.finished`, `agent.decision`, `agent.stuck`, `tool.call_started`, `tool.call_finished`, `tool.call_failed`, `llm.model_selected`, `llm.route_selected`, `llm.token`, `llm.reasoning`, `llm.usage`, `llm.request_prepared`, `llm.retry`, `context.prefix_fingerprint`, `context.budget`, `context.working_set`, `lsp.diagnostics`, `log.line`, `session.created`, `session.message_received`, `session.waiting_for_input`, `plan.ready`, `plan.resolved`, `plan.updated`, `user_question.asked`, `session.resumed`, `session.renamed`, `session.forked`, `session.deleted`, `session.closed`, `agent.message`, `agent.repeat_notice`, `audit.degraded`, `background.finished`, `background.started`, `context.compacted`, `context.compaction.committed`, `context.compaction.started`, `context.compaction.summary`, `context.repository`, `core.workspace_changed`, `extension.notification`, `extension.ui_updated`, `llm.attempt_finished`, `permission.denied`, `permission.granted`, `permission.requested`, `recovery.available`, `recovery.resolved`, `run.phase_changed`, `session.interrupted`, `skill.invoked`, `strategy.proposed`, `strategy.resolved`, `subagent.finished`, `subagent.started`, `task.profiled`, `tool.call_progress`, `verification.completed`, `verification.failed`");
              }
            }
            if (v124["type"] === undefined) return err([k123], "missing field `type`");
          }
          return undefined;
        })() === undefined;
        if (c125) {
          const e129 = (() => {
            if (!isObject(v124)) return err([k123], "invalid type: " + kind(v124) + ", expected an object with a `type`");
            if (v124["type"] === undefined) {
              return err([k123], "missing field `type`");
            }
            const t130 = v124["type"];
            if (t130 === "core.started") {
              { const e131 = v_CoreStartedEvent(v124); if (e131) return within(e131, [k123]); }
              return undefined;
            }
            if (t130 === "runtime.event") {
              { const e132 = v_RuntimeEventAppendedEvent(v124); if (e132) return within(e132, [k123]); }
              return undefined;
            }
            if (t130 === "hook.executed") {
              { const e133 = v_HookExecutedEvent(v124); if (e133) return within(e133, [k123]); }
              return undefined;
            }
            if (t130 === "goal.continue_decision") {
              { const e134 = v_GoalContinueDecisionEvent(v124); if (e134) return within(e134, [k123]); }
              return undefined;
            }
            if (t130 === "run.started") {
              { const e135 = v_RunStartedEvent(v124); if (e135) return within(e135, [k123]); }
              return undefined;
            }
            if (t130 === "run.finished") {
              { const e136 = v_RunFinishedEvent(v124); if (e136) return within(e136, [k123]); }
              return undefined;
            }
            if (t130 === "run.steered") {
              { const e137 = v_RunSteeredEvent(v124); if (e137) return within(e137, [k123]); }
              return undefined;
            }
            if (t130 === "step.started") {
              { const e138 = v_StepStartedEvent(v124); if (e138) return within(e138, [k123]); }
              return undefined;
            }
            if (t130 === "step.finished") {
              { const e139 = v_StepFinishedEvent(v124); if (e139) return within(e139, [k123]); }
              return undefined;
            }
            if (t130 === "agent.decision") {
              { const e140 = v_AgentDecisionEvent(v124); if (e140) return within(e140, [k123]); }
              return undefined;
            }
            if (t130 === "agent.stuck") {
              { const e141 = v_AgentStuckEvent(v124); if (e141) return within(e141, [k123]); }
              return undefined;
            }
            if (t130 === "tool.call_started") {
              { const e142 = v_ToolCallStartedEvent(v124); if (e142) return within(e142, [k123]); }
              return undefined;
            }
            if (t130 === "tool.call_finished") {
              { const e143 = v_ToolCallFinishedEvent(v124); if (e143) return within(e143, [k123]); }
              return undefined;
            }
            if (t130 === "tool.call_failed") {
              { const e144 = v_ToolCallFailedEvent(v124); if (e144) return within(e144, [k123]); }
              return undefined;
            }
            if (t130 === "llm.model_selected") {
              { const e145 = v_LlmModelSelectedEvent(v124); if (e145) return within(e145, [k123]); }
              return undefined;
            }
            if (t130 === "llm.route_selected") {
              { const e146 = v_LlmRouteSelectedEvent(v124); if (e146) return within(e146, [k123]); }
              return undefined;
            }
            if (t130 === "llm.token") {
              { const e147 = v_LlmTokenEvent(v124); if (e147) return within(e147, [k123]); }
              return undefined;
            }
            if (t130 === "llm.reasoning") {
              { const e148 = v_LlmReasoningEvent(v124); if (e148) return within(e148, [k123]); }
              return undefined;
            }
            if (t130 === "llm.usage") {
              { const e149 = v_LlmUsageEvent(v124); if (e149) return within(e149, [k123]); }
              return undefined;
            }
            if (t130 === "llm.request_prepared") {
              { const e150 = v_LlmRequestPreparedEvent(v124); if (e150) return within(e150, [k123]); }
              return undefined;
            }
            if (t130 === "llm.retry") {
              { const e151 = v_LlmRetryEvent(v124); if (e151) return within(e151, [k123]); }
              return undefined;
            }
            if (t130 === "context.prefix_fingerprint") {
              { const e152 = v_ContextPrefixFingerprintEvent(v124); if (e152) return within(e152, [k123]); }
              return undefined;
            }
            if (t130 === "context.budget") {
              { const e153 = v_ContextBudgetEvent(v124); if (e153) return within(e153, [k123]); }
              return undefined;
            }
            if (t130 === "context.working_set") {
              { const e154 = v_ContextWorkingSetEvent(v124); if (e154) return within(e154, [k123]); }
              return undefined;
            }
            if (t130 === "lsp.diagnostics") {
              { const e155 = v_LspDiagnosticsEvent(v124); if (e155) return within(e155, [k123]); }
              return undefined;
            }
            if (t130 === "log.line") {
              { const e156 = v_LogLineEvent(v124); if (e156) return within(e156, [k123]); }
              return undefined;
            }
            if (t130 === "session.created") {
              { const e157 = v_SessionCreatedEvent(v124); if (e157) return within(e157, [k123]); }
              return undefined;
            }
            if (t130 === "session.message_received") {
              { const e158 = v_SessionMessageReceivedEvent(v124); if (e158) return within(e158, [k123]); }
              return undefined;
            }
            if (t130 === "session.waiting_for_input") {
              { const e159 = v_SessionWaitingForInputEvent(v124); if (e159) return within(e159, [k123]); }
              return undefined;
            }
            if (t130 === "plan.ready") {
              { const e160 = v_PlanReadyEvent(v124); if (e160) return within(e160, [k123]); }
              return undefined;
            }
            if (t130 === "plan.resolved") {
              { const e161 = v_PlanResolvedEvent(v124); if (e161) return within(e161, [k123]); }
              return undefined;
            }
            if (t130 === "plan.updated") {
              { const e162 = v_PlanUpdatedEvent(v124); if (e162) return within(e162, [k123]); }
              return undefined;
            }
            if (t130 === "user_question.asked") {
              { const e163 = v_UserQuestionAskedEvent(v124); if (e163) return within(e163, [k123]); }
              return undefined;
            }
            if (t130 === "session.resumed") {
              { const e164 = v_SessionResumedEvent(v124); if (e164) return within(e164, [k123]); }
              return undefined;
            }
            if (t130 === "session.renamed") {
              { const e165 = v_SessionRenamedEvent(v124); if (e165) return within(e165, [k123]); }
              return undefined;
            }
            if (t130 === "session.forked") {
              { const e166 = v_SessionForkedEvent(v124); if (e166) return within(e166, [k123]); }
              return undefined;
            }
            if (t130 === "session.deleted") {
              { const e167 = v_SessionDeletedEvent(v124); if (e167) return within(e167, [k123]); }
              return undefined;
            }
            if (t130 === "session.closed") {
              { const e168 = v_SessionClosedEvent(v124); if (e168) return within(e168, [k123]); }
              return undefined;
            }
            if (t130 === "agent.message") {
              { const e169 = v_AgentMessageEvent(v124); if (e169) return within(e169, [k123]); }
              return undefined;
            }
            if (t130 === "agent.repeat_notice") {
              { const e170 = v_AgentRepeatNoticeEvent(v124); if (e170) return within(e170, [k123]); }
              return undefined;
            }
            if (t130 === "audit.degraded") {
              { const e171 = v_AuditDegradedEvent(v124); if (e171) return within(e171, [k123]); }
              return undefined;
            }
            if (t130 === "background.finished") {
              { const e172 = v_BackgroundJobFinishedEvent(v124); if (e172) return within(e172, [k123]); }
              return undefined;
            }
            if (t130 === "background.started") {
              { const e173 = v_BackgroundJobStartedEvent(v124); if (e173) return within(e173, [k123]); }
              return undefined;
            }
            if (t130 === "context.compacted") {
              { const e174 = v_ContextCompactedEvent(v124); if (e174) return within(e174, [k123]); }
              return undefined;
            }
            if (t130 === "context.compaction.committed") {
              { const e175 = v_ContextCompactionCommittedEvent(v124); if (e175) return within(e175, [k123]); }
              return undefined;
            }
            if (t130 === "context.compaction.started") {
              { const e176 = v_ContextCompactionStartedEvent(v124); if (e176) return within(e176, [k123]); }
              return undefined;
            }
            if (t130 === "context.compaction.summary") {
              { const e177 = v_ContextCompactionSummaryEvent(v124); if (e177) return within(e177, [k123]); }
              return undefined;
            }
            if (t130 === "context.repository") {
              { const e178 = v_ContextRepositoryEvent(v124); if (e178) return within(e178, [k123]); }
              return undefined;
            }
            if (t130 === "core.workspace_changed") {
              { const e179 = v_CoreWorkspaceChangedEvent(v124); if (e179) return within(e179, [k123]); }
              return undefined;
            }
            if (t130 === "extension.notification") {
              { const e180 = v_ExtensionNotificationEvent(v124); if (e180) return within(e180, [k123]); }
              return undefined;
            }
            if (t130 === "extension.ui_updated") {
              { const e181 = v_ExtensionUiUpdatedEvent(v124); if (e181) return within(e181, [k123]); }
              return undefined;
            }
            if (t130 === "llm.attempt_finished") {
              { const e182 = v_LlmAttemptFinishedEvent(v124); if (e182) return within(e182, [k123]); }
              return undefined;
            }
            if (t130 === "permission.denied") {
              { const e183 = v_PermissionDeniedEvent(v124); if (e183) return within(e183, [k123]); }
              return undefined;
            }
            if (t130 === "permission.granted") {
              { const e184 = v_PermissionGrantedEvent(v124); if (e184) return within(e184, [k123]); }
              return undefined;
            }
            if (t130 === "permission.requested") {
              { const e185 = v_PermissionRequestedEvent(v124); if (e185) return within(e185, [k123]); }
              return undefined;
            }
            if (t130 === "recovery.available") {
              { const e186 = v_RecoveryAvailableEvent(v124); if (e186) return within(e186, [k123]); }
              return undefined;
            }
            if (t130 === "recovery.resolved") {
              { const e187 = v_RecoveryResolvedEvent(v124); if (e187) return within(e187, [k123]); }
              return undefined;
            }
            if (t130 === "run.phase_changed") {
              { const e188 = v_RunPhaseChangedEvent(v124); if (e188) return within(e188, [k123]); }
              return undefined;
            }
            if (t130 === "session.interrupted") {
              { const e189 = v_SessionInterruptedEvent(v124); if (e189) return within(e189, [k123]); }
              return undefined;
            }
            if (t130 === "skill.invoked") {
              { const e190 = v_SkillInvokedEvent(v124); if (e190) return within(e190, [k123]); }
              return undefined;
            }
            if (t130 === "strategy.proposed") {
              { const e191 = v_StrategyProposedEvent(v124); if (e191) return within(e191, [k123]); }
              return undefined;
            }
            if (t130 === "strategy.resolved") {
              { const e192 = v_StrategyResolvedEvent(v124); if (e192) return within(e192, [k123]); }
              return undefined;
            }
            if (t130 === "subagent.finished") {
              { const e193 = v_SubagentFinishedEvent(v124); if (e193) return within(e193, [k123]); }
              return undefined;
            }
            if (t130 === "subagent.started") {
              { const e194 = v_SubagentStartedEvent(v124); if (e194) return within(e194, [k123]); }
              return undefined;
            }
            if (t130 === "task.profiled") {
              { const e195 = v_TaskProfiledEvent(v124); if (e195) return within(e195, [k123]); }
              return undefined;
            }
            if (t130 === "tool.call_progress") {
              { const e196 = v_ToolCallProgressEvent(v124); if (e196) return within(e196, [k123]); }
              return undefined;
            }
            if (t130 === "verification.completed") {
              { const e197 = v_VerificationCompletedEvent(v124); if (e197) return within(e197, [k123]); }
              return undefined;
            }
            if (t130 === "verification.failed") {
              { const e198 = v_VerificationFailedEvent(v124); if (e198) return within(e198, [k123]); }
              return undefined;
            }
            return err([k123, "type"], "unknown variant " + kind(t130) + ", expected one of `core.started`, `runtime.event`, `hook.executed`, `goal.continue_decision`, `run.started`, `run.finished`, `run.steered`, `step.started`, `step.finished`, `agent.decision`, `agent.stuck`, `tool.call_started`, `tool.call_finished`, `tool.call_failed`, `llm.model_selected`, `llm.route_selected`, `llm.token`, `llm.reasoning`, `llm.usage`, `llm.request_prepared`, `llm.retry`, `context.prefix_fingerprint`, `context.budget`, `context.working_set`, `lsp.diagnostics`, `log.line`, `session.created`, `session.message_received`, `session.waiting_for_input`, `plan.ready`, `plan.resolved`, `plan.updated`, `user_question.asked`, `session.resumed`, `session.renamed`, `session.forked`, `session.deleted`, `session.closed`, `agent.message`, `agent.repeat_notice`, `audit.degraded`, `background.finished`, `background.started`, `context.compacted`, `context.compaction.committed`, `context.compaction.started`, `context.compaction.summary`, `context.repository`, `core.workspace_changed`, `extension.notification`, `extension.ui_updated`, `llm.attempt_finished`, `permission.denied`, `permission.granted`, `permission.requested`, `recovery.available`, `recovery.resolved`, `run.phase_changed`, `session.interrupted`, `skill.invoked`, `strategy.proposed`, `strategy.resolved`, `subagent.finished`, `subagent.started`, `task.profiled`, `tool.call_progress`, `verification.completed`, `verification.failed`");
          })();
          if (e129) return e129;
        }
      }
    }
    if (x["event"] === undefined) return err([], "missing field `event`");
    if (x["kind"] === undefined) fills.push(x, "kind", "event");
  }
  return undefined;
}

function v_EventReplayCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k199 in x) {
      if (k199 === "type") {
        const v200 = x["type"];
        if (!(typeof v200 === "string")) return err([k199], "invalid type: " + kind(v200) + ", expected string");
        if (v200 !== "event.replay") return err([k199], "invalid value: " + kind(v200) + ", expected the constant " + "\"event.replay\"");
      }
      else if (k199 === "thread_id") {
        const v200 = x["thread_id"];
        if (!(typeof v200 === "string")) return err([k199], "invalid type: " + kind(v200) + ", expected string");
        {
          if (v200.length < 2 && chars(v200) < 1) return err([k199], "string of length " + chars(v200) + " is shorter than minLength 1");
        }
      }
      else if (k199 === "after_seq") {
        const v200 = x["after_seq"];
        if (!(Number.isInteger(v200))) return err([k199], "invalid type: " + kind(v200) + ", expected integer");
        {
          if (v200 < 0) return err([k199], v200 + " is less than minimum 0");
        }
      }
      else if (k199 === "limit") {
        const v200 = x["limit"];
        if (!(Number.isInteger(v200))) return err([k199], "invalid type: " + kind(v200) + ", expected integer");
        {
          if (v200 < 1) return err([k199], v200 + " is less than minimum 1");
          if (v200 > 1000) return err([k199], v200 + " is greater than maximum 1000");
        }
      }
    }
    if (x["thread_id"] === undefined) return err([], "missing field `thread_id`");
    if (x["type"] === undefined) fills.push(x, "type", "event.replay");
    if (x["after_seq"] === undefined) fills.push(x, "after_seq", 0);
    if (x["limit"] === undefined) fills.push(x, "limit", 1000);
  }
  return undefined;
}

function v_EventReplayResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k201 in x) {
      if (k201 === "events") {
        const v202 = x["events"];
        if (!(Array.isArray(v202))) return err([k201], "invalid type: " + kind(v202) + ", expected array");
        {
          for (let i203 = 0; i203 < v202.length; i203++) {
            const v204 = v202[i203];
            { const e205 = v_RuntimeEventRecord(v204); if (e205) return within(e205, [k201, i203]); }
          }
        }
      }
      else if (k201 === "latest_seq") {
        const v202 = x["latest_seq"];
        if (!(Number.isInteger(v202))) return err([k201], "invalid type: " + kind(v202) + ", expected integer");
      }
      else if (k201 === "has_more") {
        const v202 = x["has_more"];
        if (!(typeof v202 === "boolean")) return err([k201], "invalid type: " + kind(v202) + ", expected boolean");
      }
    }
    if (x["events"] === undefined) return err([], "missing field `events`");
    if (x["latest_seq"] === undefined) return err([], "missing field `latest_seq`");
    if (x["has_more"] === undefined) return err([], "missing field `has_more`");
  }
  return undefined;
}

function v_EventSubscribeCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k206 in x) {
      if (k206 === "type") {
        const v207 = x["type"];
        if (!(typeof v207 === "string")) return err([k206], "invalid type: " + kind(v207) + ", expected string");
        if (v207 !== "event.subscribe") return err([k206], "invalid value: " + kind(v207) + ", expected the constant " + "\"event.subscribe\"");
      }
      else if (k206 === "topics") {
        const v207 = x["topics"];
        if (!(Array.isArray(v207))) return err([k206], "invalid type: " + kind(v207) + ", expected array");
        {
          for (let i208 = 0; i208 < v207.length; i208++) {
            const v209 = v207[i208];
            if (!(typeof v209 === "string")) return err([k206, i208], "invalid type: " + kind(v209) + ", expected string");
          }
        }
      }
      else if (k206 === "scope") {
        const v207 = x["scope"];
        if (!(typeof v207 === "string")) return err([k206], "invalid type: " + kind(v207) + ", expected string");
      }
      else if (k206 === "replay_from_run") {
        const v207 = x["replay_from_run"];
        if (!(typeof v207 === "string" || v207 === null)) return err([k206], "invalid type: " + kind(v207) + ", expected string or null");
      }
      else if (k206 === "thread_id") {
        const v207 = x["thread_id"];
        if (!(typeof v207 === "string" || v207 === null)) return err([k206], "invalid type: " + kind(v207) + ", expected string or null");
        if (typeof v207 === "string") {
          if (v207.length < 2 && chars(v207) < 1) return err([k206], "string of length " + chars(v207) + " is shorter than minLength 1");
        }
      }
      else if (k206 === "after_seq") {
        const v207 = x["after_seq"];
        if (!(Number.isInteger(v207))) return err([k206], "invalid type: " + kind(v207) + ", expected integer");
        {
          if (v207 < 0) return err([k206], v207 + " is less than minimum 0");
        }
      }
    }
    if (x["topics"] === undefined) return err([], "missing field `topics`");
    if (x["type"] === undefined) fills.push(x, "type", "event.subscribe");
    if (x["scope"] === undefined) fills.push(x, "scope", "global");
    if (x["replay_from_run"] === undefined) fills.push(x, "replay_from_run", null);
    if (x["thread_id"] === undefined) fills.push(x, "thread_id", null);
    if (x["after_seq"] === undefined) fills.push(x, "after_seq", 0);
  }
  return undefined;
}

function v_EventSubscribeResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k210 in x) {
      if (k210 === "subscription_id") {
        const v211 = x["subscription_id"];
        if (!(typeof v211 === "string")) return err([k210], "invalid type: " + kind(v211) + ", expected string");
      }
      else if (k210 === "replayed_count") {
        const v211 = x["replayed_count"];
        if (!(Number.isInteger(v211))) return err([k210], "invalid type: " + kind(v211) + ", expected integer");
      }
      else if (k210 === "last_seq") {
        const v211 = x["last_seq"];
        if (!(Number.isInteger(v211) || v211 === null)) return err([k210], "invalid type: " + kind(v211) + ", expected integer or null");
      }
    }
    if (x["subscription_id"] === undefined) return err([], "missing field `subscription_id`");
    if (x["replayed_count"] === undefined) fills.push(x, "replayed_count", 0);
    if (x["last_seq"] === undefined) fills.push(x, "last_seq", null);
  }
  return undefined;
}

function v_EventUnsubscribeCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k212 in x) {
      if (k212 === "type") {
        const v213 = x["type"];
        if (!(typeof v213 === "string")) return err([k212], "invalid type: " + kind(v213) + ", expected string");
        if (v213 !== "event.unsubscribe") return err([k212], "invalid value: " + kind(v213) + ", expected the constant " + "\"event.unsubscribe\"");
      }
      else if (k212 === "subscription_id") {
        const v213 = x["subscription_id"];
        if (!(typeof v213 === "string")) return err([k212], "invalid type: " + kind(v213) + ", expected string");
        {
          if (v213.length < 2 && chars(v213) < 1) return err([k212], "string of length " + chars(v213) + " is shorter than minLength 1");
        }
      }
    }
    if (x["subscription_id"] === undefined) return err([], "missing field `subscription_id`");
    if (x["type"] === undefined) fills.push(x, "type", "event.unsubscribe");
  }
  return undefined;
}

function v_EventUnsubscribeResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k214 in x) {
      if (k214 === "subscription_id") {
        const v215 = x["subscription_id"];
        if (!(typeof v215 === "string")) return err([k214], "invalid type: " + kind(v215) + ", expected string");
      }
      else if (k214 === "removed") {
        const v215 = x["removed"];
        if (!(typeof v215 === "boolean")) return err([k214], "invalid type: " + kind(v215) + ", expected boolean");
      }
    }
    if (x["subscription_id"] === undefined) return err([], "missing field `subscription_id`");
    if (x["removed"] === undefined) return err([], "missing field `removed`");
  }
  return undefined;
}

function v_ExportFormat(x) {
  if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
  if (x !== "markdown" && x !== "json" && x !== "html") return err([], "unknown variant " + kind(x) + ", expected one of `markdown`, `json`, `html`");
  return undefined;
}

function v_ExtensionNotificationEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k216 in x) {
      if (k216 === "type") {
        const v217 = x["type"];
        if (!(typeof v217 === "string")) return err([k216], "invalid type: " + kind(v217) + ", expected string");
        if (v217 !== "extension.notification") return err([k216], "invalid value: " + kind(v217) + ", expected the constant " + "\"extension.notification\"");
      }
      else if (k216 === "run_id") {
        const v217 = x["run_id"];
        if (!(typeof v217 === "string")) return err([k216], "invalid type: " + kind(v217) + ", expected string");
      }
      else if (k216 === "session_id") {
        const v217 = x["session_id"];
        if (!(typeof v217 === "string")) return err([k216], "invalid type: " + kind(v217) + ", expected string");
      }
      else if (k216 === "message") {
        const v217 = x["message"];
        if (!(typeof v217 === "string")) return err([k216], "invalid type: " + kind(v217) + ", expected string");
      }
      else if (k216 === "severity") {
        const v217 = x["severity"];
        { const e218 = v_NotificationSeverity(v217); if (e218) return within(e218, [k216]); }
      }
      else if (k216 === "ts") {
        const v217 = x["ts"];
        if (!(typeof v217 === "string")) return err([k216], "invalid type: " + kind(v217) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["message"] === undefined) return err([], "missing field `message`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "extension.notification");
    if (x["severity"] === undefined) fills.push(x, "severity", "info");
  }
  return undefined;
}

function v_ExtensionUiKind(x) {
  if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
  if (x !== "status" && x !== "working_message" && x !== "working_visible" && x !== "hidden_thinking_label" && x !== "widget" && x !== "title" && x !== "editor_text" && x !== "editor_insert" && x !== "tools_expanded") return err([], "unknown variant " + kind(x) + ", expected one of `status`, `working_message`, `working_visible`, `hidden_thinking_label`, `widget`, `title`, `editor_text`, `editor_insert`, `tools_expanded`");
  return undefined;
}

function v_ExtensionUiUpdatedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k219 in x) {
      if (k219 === "type") {
        const v220 = x["type"];
        if (!(typeof v220 === "string")) return err([k219], "invalid type: " + kind(v220) + ", expected string");
        if (v220 !== "extension.ui_updated") return err([k219], "invalid value: " + kind(v220) + ", expected the constant " + "\"extension.ui_updated\"");
      }
      else if (k219 === "run_id") {
        const v220 = x["run_id"];
        if (!(typeof v220 === "string")) return err([k219], "invalid type: " + kind(v220) + ", expected string");
      }
      else if (k219 === "session_id") {
        const v220 = x["session_id"];
        if (!(typeof v220 === "string")) return err([k219], "invalid type: " + kind(v220) + ", expected string");
      }
      else if (k219 === "kind") {
        const v220 = x["kind"];
        { const e221 = v_ExtensionUiKind(v220); if (e221) return within(e221, [k219]); }
      }
      else if (k219 === "key") {
        const v220 = x["key"];
        if (!(typeof v220 === "string")) return err([k219], "invalid type: " + kind(v220) + ", expected string");
      }
      else if (k219 === "value") {
        const v220 = x["value"];
      }
      else if (k219 === "ts") {
        const v220 = x["ts"];
        if (!(typeof v220 === "string")) return err([k219], "invalid type: " + kind(v220) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["kind"] === undefined) return err([], "missing field `kind`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "extension.ui_updated");
    if (x["key"] === undefined) fills.push(x, "key", "");
    if (x["value"] === undefined) fills.push(x, "value", null);
  }
  return undefined;
}

function v_FailureCategory(x) {
  if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
  if (x !== "configuration" && x !== "credential" && x !== "network" && x !== "model" && x !== "tool" && x !== "index" && x !== "sandbox" && x !== "runtime" && x !== "permission" && x !== "verification" && x !== "persistence" && x !== "internal" && x !== "user_cancelled") return err([], "unknown variant " + kind(x) + ", expected one of `configuration`, `credential`, `network`, `model`, `tool`, `index`, `sandbox`, `runtime`, `permission`, `verification`, `persistence`, `internal`, `user_cancelled`");
  return undefined;
}

function v_GoalActionResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k222 in x) {
      if (k222 === "goal") {
        const v223 = x["goal"];
        { const e224 = v_GoalRecord(v223); if (e224) return within(e224, [k222]); }
      }
      else if (k222 === "run_id") {
        const v223 = x["run_id"];
        if (!(typeof v223 === "string" || v223 === null)) return err([k222], "invalid type: " + kind(v223) + ", expected string or null");
      }
    }
    if (x["goal"] === undefined) return err([], "missing field `goal`");
    if (x["run_id"] === undefined) fills.push(x, "run_id", null);
  }
  return undefined;
}

function v_GoalClearCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k225 in x) {
      if (k225 === "goal_id") {
        const v226 = x["goal_id"];
        if (!(typeof v226 === "string")) return err([k225], "invalid type: " + kind(v226) + ", expected string");
      }
      else if (k225 === "session_id") {
        const v226 = x["session_id"];
        if (!(typeof v226 === "string")) return err([k225], "invalid type: " + kind(v226) + ", expected string");
      }
      else if (k225 === "type") {
        const v226 = x["type"];
        if (!(typeof v226 === "string")) return err([k225], "invalid type: " + kind(v226) + ", expected string");
        if (v226 !== "goal.clear") return err([k225], "invalid value: " + kind(v226) + ", expected the constant " + "\"goal.clear\"");
      }
    }
    if (x["goal_id"] === undefined) fills.push(x, "goal_id", "");
    if (x["session_id"] === undefined) fills.push(x, "session_id", "");
    if (x["type"] === undefined) fills.push(x, "type", "goal.clear");
  }
  return undefined;
}

function v_GoalCompleteCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k227 in x) {
      if (k227 === "goal_id") {
        const v228 = x["goal_id"];
        if (!(typeof v228 === "string")) return err([k227], "invalid type: " + kind(v228) + ", expected string");
      }
      else if (k227 === "session_id") {
        const v228 = x["session_id"];
        if (!(typeof v228 === "string")) return err([k227], "invalid type: " + kind(v228) + ", expected string");
      }
      else if (k227 === "type") {
        const v228 = x["type"];
        if (!(typeof v228 === "string")) return err([k227], "invalid type: " + kind(v228) + ", expected string");
        if (v228 !== "goal.complete") return err([k227], "invalid value: " + kind(v228) + ", expected the constant " + "\"goal.complete\"");
      }
      else if (k227 === "summary") {
        const v228 = x["summary"];
        if (!(typeof v228 === "string")) return err([k227], "invalid type: " + kind(v228) + ", expected string");
        {
          if (v228.length > 4000 && chars(v228) > 4000) return err([k227], "string of length " + chars(v228) + " is longer than maxLength 4000");
        }
      }
    }
    if (x["goal_id"] === undefined) fills.push(x, "goal_id", "");
    if (x["session_id"] === undefined) fills.push(x, "session_id", "");
    if (x["type"] === undefined) fills.push(x, "type", "goal.complete");
    if (x["summary"] === undefined) fills.push(x, "summary", "");
  }
  return undefined;
}

function v_GoalContinueDecision(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k229 in x) {
      if (k229 === "goal_id") {
        const v230 = x["goal_id"];
        if (!(typeof v230 === "string")) return err([k229], "invalid type: " + kind(v230) + ", expected string");
      }
      else if (k229 === "session_id") {
        const v230 = x["session_id"];
        if (!(typeof v230 === "string")) return err([k229], "invalid type: " + kind(v230) + ", expected string");
      }
      else if (k229 === "should_continue") {
        const v230 = x["should_continue"];
        if (!(typeof v230 === "boolean")) return err([k229], "invalid type: " + kind(v230) + ", expected boolean");
      }
      else if (k229 === "reason") {
        const v230 = x["reason"];
        if (!(typeof v230 === "string")) return err([k229], "invalid type: " + kind(v230) + ", expected string");
      }
      else if (k229 === "auto_turns_used") {
        const v230 = x["auto_turns_used"];
        if (!(Number.isInteger(v230))) return err([k229], "invalid type: " + kind(v230) + ", expected integer");
        {
          if (v230 < 0) return err([k229], v230 + " is less than minimum 0");
        }
      }
      else if (k229 === "remaining_auto_turns") {
        const v230 = x["remaining_auto_turns"];
        if (!(Number.isInteger(v230))) return err([k229], "invalid type: " + kind(v230) + ", expected integer");
        {
          if (v230 < 0) return err([k229], v230 + " is less than minimum 0");
        }
      }
      else if (k229 === "tokens_used") {
        const v230 = x["tokens_used"];
        if (!(Number.isInteger(v230))) return err([k229], "invalid type: " + kind(v230) + ", expected integer");
        {
          if (v230 < 0) return err([k229], v230 + " is less than minimum 0");
        }
      }
      else if (k229 === "token_budget") {
        const v230 = x["token_budget"];
        if (!(Number.isInteger(v230) || v230 === null)) return err([k229], "invalid type: " + kind(v230) + ", expected integer or null");
        if (typeof v230 === "number") {
          if (v230 < 1) return err([k229], v230 + " is less than minimum 1");
        }
      }
      else if (k229 === "remaining_tokens") {
        const v230 = x["remaining_tokens"];
        if (!(Number.isInteger(v230) || v230 === null)) return err([k229], "invalid type: " + kind(v230) + ", expected integer or null");
        if (typeof v230 === "number") {
          if (v230 < 0) return err([k229], v230 + " is less than minimum 0");
        }
      }
      else if (k229 === "wall_elapsed_seconds") {
        const v230 = x["wall_elapsed_seconds"];
        if (!(Number.isInteger(v230))) return err([k229], "invalid type: " + kind(v230) + ", expected integer");
        {
          if (v230 < 0) return err([k229], v230 + " is less than minimum 0");
        }
      }
      else if (k229 === "max_wall_seconds") {
        const v230 = x["max_wall_seconds"];
        if (!(Number.isInteger(v230))) return err([k229], "invalid type: " + kind(v230) + ", expected integer");
        {
          if (v230 < 1) return err([k229], v230 + " is less than minimum 1");
        }
      }
      else if (k229 === "permission_ceiling") {
        const v230 = x["permission_ceiling"];
        { const e231 = v_AuthoritySnapshot(v230); if (e231) return within(e231, [k229]); }
      }
      else if (k229 === "paused_needs_confirmation") {
        const v230 = x["paused_needs_confirmation"];
        if (!(typeof v230 === "boolean")) return err([k229], "invalid type: " + kind(v230) + ", expected boolean");
      }
      else if (k229 === "decided_at") {
        const v230 = x["decided_at"];
        if (!(typeof v230 === "string")) return err([k229], "invalid type: " + kind(v230) + ", expected string");
      }
      else if (true) return err([k229], "unknown field `" + k229 + "`" + ", expected one of `goal_id`, `session_id`, `should_continue`, `reason`, `auto_turns_used`, `remaining_auto_turns`, `tokens_used`, `token_budget`, `remaining_tokens`, `wall_elapsed_seconds`, `max_wall_seconds`, `permission_ceiling`, `paused_needs_confirmation`, `decided_at`");
    }
    if (x["goal_id"] === undefined) return err([], "missing field `goal_id`");
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["should_continue"] === undefined) return err([], "missing field `should_continue`");
    if (x["reason"] === undefined) return err([], "missing field `reason`");
    if (x["auto_turns_used"] === undefined) return err([], "missing field `auto_turns_used`");
    if (x["remaining_auto_turns"] === undefined) return err([], "missing field `remaining_auto_turns`");
    if (x["tokens_used"] === undefined) return err([], "missing field `tokens_used`");
    if (x["wall_elapsed_seconds"] === undefined) return err([], "missing field `wall_elapsed_seconds`");
    if (x["max_wall_seconds"] === undefined) return err([], "missing field `max_wall_seconds`");
    if (x["permission_ceiling"] === undefined) return err([], "missing field `permission_ceiling`");
    if (x["decided_at"] === undefined) return err([], "missing field `decided_at`");
    if (x["token_budget"] === undefined) fills.push(x, "token_budget", null);
    if (x["remaining_tokens"] === undefined) fills.push(x, "remaining_tokens", null);
    if (x["paused_needs_confirmation"] === undefined) fills.push(x, "paused_needs_confirmation", false);
  }
  return undefined;
}

function v_GoalContinueDecisionCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k232 in x) {
      if (k232 === "goal_id") {
        const v233 = x["goal_id"];
        if (!(typeof v233 === "string")) return err([k232], "invalid type: " + kind(v233) + ", expected string");
      }
      else if (k232 === "session_id") {
        const v233 = x["session_id"];
        if (!(typeof v233 === "string")) return err([k232], "invalid type: " + kind(v233) + ", expected string");
      }
      else if (k232 === "type") {
        const v233 = x["type"];
        if (!(typeof v233 === "string")) return err([k232], "invalid type: " + kind(v233) + ", expected string");
        if (v233 !== "goal.continue_decision") return err([k232], "invalid value: " + kind(v233) + ", expected the constant " + "\"goal.continue_decision\"");
      }
    }
    if (x["goal_id"] === undefined) fills.push(x, "goal_id", "");
    if (x["session_id"] === undefined) fills.push(x, "session_id", "");
    if (x["type"] === undefined) fills.push(x, "type", "goal.continue_decision");
  }
  return undefined;
}

function v_GoalContinueDecisionEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k234 in x) {
      if (k234 === "type") {
        const v235 = x["type"];
        if (!(typeof v235 === "string")) return err([k234], "invalid type: " + kind(v235) + ", expected string");
        if (v235 !== "goal.continue_decision") return err([k234], "invalid value: " + kind(v235) + ", expected the constant " + "\"goal.continue_decision\"");
      }
      else if (k234 === "goal_id") {
        const v235 = x["goal_id"];
        if (!(typeof v235 === "string")) return err([k234], "invalid type: " + kind(v235) + ", expected string");
      }
      else if (k234 === "session_id") {
        const v235 = x["session_id"];
        if (!(typeof v235 === "string")) return err([k234], "invalid type: " + kind(v235) + ", expected string");
      }
      else if (k234 === "run_id") {
        const v235 = x["run_id"];
        if (!(typeof v235 === "string")) return err([k234], "invalid type: " + kind(v235) + ", expected string");
      }
      else if (k234 === "should_continue") {
        const v235 = x["should_continue"];
        if (!(typeof v235 === "boolean")) return err([k234], "invalid type: " + kind(v235) + ", expected boolean");
      }
      else if (k234 === "reason") {
        const v235 = x["reason"];
        if (!(typeof v235 === "string")) return err([k234], "invalid type: " + kind(v235) + ", expected string");
      }
      else if (k234 === "auto_turns_used") {
        const v235 = x["auto_turns_used"];
        if (!(Number.isInteger(v235))) return err([k234], "invalid type: " + kind(v235) + ", expected integer");
        {
          if (v235 < 0) return err([k234], v235 + " is less than minimum 0");
        }
      }
      else if (k234 === "remaining_auto_turns") {
        const v235 = x["remaining_auto_turns"];
        if (!(Number.isInteger(v235))) return err([k234], "invalid type: " + kind(v235) + ", expected integer");
        {
          if (v235 < 0) return err([k234], v235 + " is less than minimum 0");
        }
      }
      else if (k234 === "tokens_used") {
        const v235 = x["tokens_used"];
        if (!(Number.isInteger(v235))) return err([k234], "invalid type: " + kind(v235) + ", expected integer");
        {
          if (v235 < 0) return err([k234], v235 + " is less than minimum 0");
        }
      }
      else if (k234 === "token_budget") {
        const v235 = x["token_budget"];
        if (!(Number.isInteger(v235) || v235 === null)) return err([k234], "invalid type: " + kind(v235) + ", expected integer or null");
        if (typeof v235 === "number") {
          if (v235 < 1) return err([k234], v235 + " is less than minimum 1");
        }
      }
      else if (k234 === "remaining_tokens") {
        const v235 = x["remaining_tokens"];
        if (!(Number.isInteger(v235) || v235 === null)) return err([k234], "invalid type: " + kind(v235) + ", expected integer or null");
        if (typeof v235 === "number") {
          if (v235 < 0) return err([k234], v235 + " is less than minimum 0");
        }
      }
      else if (k234 === "wall_elapsed_seconds") {
        const v235 = x["wall_elapsed_seconds"];
        if (!(Number.isInteger(v235))) return err([k234], "invalid type: " + kind(v235) + ", expected integer");
        {
          if (v235 < 0) return err([k234], v235 + " is less than minimum 0");
        }
      }
      else if (k234 === "max_wall_seconds") {
        const v235 = x["max_wall_seconds"];
        if (!(Number.isInteger(v235))) return err([k234], "invalid type: " + kind(v235) + ", expected integer");
        {
          if (v235 < 1) return err([k234], v235 + " is less than minimum 1");
        }
      }
      else if (k234 === "paused_needs_confirmation") {
        const v235 = x["paused_needs_confirmation"];
        if (!(typeof v235 === "boolean")) return err([k234], "invalid type: " + kind(v235) + ", expected boolean");
      }
      else if (k234 === "ts") {
        const v235 = x["ts"];
        if (!(typeof v235 === "string")) return err([k234], "invalid type: " + kind(v235) + ", expected string");
      }
    }
    if (x["goal_id"] === undefined) return err([], "missing field `goal_id`");
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["should_continue"] === undefined) return err([], "missing field `should_continue`");
    if (x["reason"] === undefined) return err([], "missing field `reason`");
    if (x["auto_turns_used"] === undefined) return err([], "missing field `auto_turns_used`");
    if (x["remaining_auto_turns"] === undefined) return err([], "missing field `remaining_auto_turns`");
    if (x["tokens_used"] === undefined) return err([], "missing field `tokens_used`");
    if (x["wall_elapsed_seconds"] === undefined) return err([], "missing field `wall_elapsed_seconds`");
    if (x["max_wall_seconds"] === undefined) return err([], "missing field `max_wall_seconds`");
    if (x["paused_needs_confirmation"] === undefined) return err([], "missing field `paused_needs_confirmation`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "goal.continue_decision");
    if (x["token_budget"] === undefined) fills.push(x, "token_budget", null);
    if (x["remaining_tokens"] === undefined) fills.push(x, "remaining_tokens", null);
  }
  return undefined;
}

function v_GoalContinueDecisionResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k236 in x) {
      if (k236 === "goal") {
        const v237 = x["goal"];
        { const e238 = v_GoalRecord(v237); if (e238) return within(e238, [k236]); }
      }
      else if (k236 === "decision") {
        const v237 = x["decision"];
        { const e239 = v_GoalContinueDecision(v237); if (e239) return within(e239, [k236]); }
      }
    }
    if (x["goal"] === undefined) return err([], "missing field `goal`");
    if (x["decision"] === undefined) return err([], "missing field `decision`");
  }
  return undefined;
}

function v_GoalCreateCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k240 in x) {
      if (k240 === "type") {
        const v241 = x["type"];
        if (!(typeof v241 === "string")) return err([k240], "invalid type: " + kind(v241) + ", expected string");
        if (v241 !== "goal.create") return err([k240], "invalid value: " + kind(v241) + ", expected the constant " + "\"goal.create\"");
      }
      else if (k240 === "session_id") {
        const v241 = x["session_id"];
        if (!(typeof v241 === "string")) return err([k240], "invalid type: " + kind(v241) + ", expected string");
        {
          if (v241.length < 2 && chars(v241) < 1) return err([k240], "string of length " + chars(v241) + " is shorter than minLength 1");
        }
      }
      else if (k240 === "objective") {
        const v241 = x["objective"];
        if (!(typeof v241 === "string")) return err([k240], "invalid type: " + kind(v241) + ", expected string");
        {
          if (v241.length < 2 && chars(v241) < 1) return err([k240], "string of length " + chars(v241) + " is shorter than minLength 1");
          if (v241.length > 100000 && chars(v241) > 100000) return err([k240], "string of length " + chars(v241) + " is longer than maxLength 100000");
        }
      }
      else if (k240 === "token_budget") {
        const v241 = x["token_budget"];
        if (!(Number.isInteger(v241) || v241 === null)) return err([k240], "invalid type: " + kind(v241) + ", expected integer or null");
        if (typeof v241 === "number") {
          if (v241 < 1) return err([k240], v241 + " is less than minimum 1");
        }
      }
      else if (k240 === "auto_continue") {
        const v241 = x["auto_continue"];
        if (!(typeof v241 === "boolean")) return err([k240], "invalid type: " + kind(v241) + ", expected boolean");
      }
      else if (k240 === "max_auto_turns") {
        const v241 = x["max_auto_turns"];
        if (!(Number.isInteger(v241))) return err([k240], "invalid type: " + kind(v241) + ", expected integer");
        {
          if (v241 < 1) return err([k240], v241 + " is less than minimum 1");
          if (v241 > 100) return err([k240], v241 + " is greater than maximum 100");
        }
      }
      else if (k240 === "max_wall_seconds") {
        const v241 = x["max_wall_seconds"];
        if (!(Number.isInteger(v241))) return err([k240], "invalid type: " + kind(v241) + ", expected integer");
        {
          if (v241 < 1) return err([k240], v241 + " is less than minimum 1");
          if (v241 > 86400) return err([k240], v241 + " is greater than maximum 86400");
        }
      }
      else if (k240 === "constraints") {
        const v241 = x["constraints"];
        if (!(Array.isArray(v241))) return err([k240], "invalid type: " + kind(v241) + ", expected array");
        {
          for (let i242 = 0; i242 < v241.length; i242++) {
            const v243 = v241[i242];
            if (!(typeof v243 === "string")) return err([k240, i242], "invalid type: " + kind(v243) + ", expected string");
          }
          if (v241.length > 100) return err([k240], "array has more than maxItems 100");
        }
      }
      else if (k240 === "completion_criteria") {
        const v241 = x["completion_criteria"];
        if (!(Array.isArray(v241))) return err([k240], "invalid type: " + kind(v241) + ", expected array");
        {
          for (let i244 = 0; i244 < v241.length; i244++) {
            const v245 = v241[i244];
            if (!(typeof v245 === "string")) return err([k240, i244], "invalid type: " + kind(v245) + ", expected string");
          }
          if (v241.length > 100) return err([k240], "array has more than maxItems 100");
        }
      }
      else if (k240 === "start") {
        const v241 = x["start"];
        if (!(typeof v241 === "boolean")) return err([k240], "invalid type: " + kind(v241) + ", expected boolean");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["objective"] === undefined) return err([], "missing field `objective`");
    if (x["type"] === undefined) fills.push(x, "type", "goal.create");
    if (x["token_budget"] === undefined) fills.push(x, "token_budget", null);
    if (x["auto_continue"] === undefined) fills.push(x, "auto_continue", true);
    if (x["max_auto_turns"] === undefined) fills.push(x, "max_auto_turns", 3);
    if (x["max_wall_seconds"] === undefined) fills.push(x, "max_wall_seconds", 1800);
    if (x["constraints"] === undefined) fills.push(x, "constraints", []);
    if (x["completion_criteria"] === undefined) fills.push(x, "completion_criteria", []);
    if (x["start"] === undefined) fills.push(x, "start", true);
  }
  return undefined;
}

function v_GoalCreateResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k246 in x) {
      if (k246 === "goal") {
        const v247 = x["goal"];
        { const e248 = v_GoalRecord(v247); if (e248) return within(e248, [k246]); }
      }
      else if (k246 === "run_id") {
        const v247 = x["run_id"];
        if (!(typeof v247 === "string" || v247 === null)) return err([k246], "invalid type: " + kind(v247) + ", expected string or null");
      }
    }
    if (x["goal"] === undefined) return err([], "missing field `goal`");
    if (x["run_id"] === undefined) fills.push(x, "run_id", null);
  }
  return undefined;
}

function v_GoalEditCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k249 in x) {
      if (k249 === "type") {
        const v250 = x["type"];
        if (!(typeof v250 === "string")) return err([k249], "invalid type: " + kind(v250) + ", expected string");
        if (v250 !== "goal.edit") return err([k249], "invalid value: " + kind(v250) + ", expected the constant " + "\"goal.edit\"");
      }
      else if (k249 === "goal_id") {
        const v250 = x["goal_id"];
        if (!(typeof v250 === "string")) return err([k249], "invalid type: " + kind(v250) + ", expected string");
      }
      else if (k249 === "session_id") {
        const v250 = x["session_id"];
        if (!(typeof v250 === "string")) return err([k249], "invalid type: " + kind(v250) + ", expected string");
      }
      else if (k249 === "objective") {
        const v250 = x["objective"];
        if (!(typeof v250 === "string")) return err([k249], "invalid type: " + kind(v250) + ", expected string");
        {
          if (v250.length < 2 && chars(v250) < 1) return err([k249], "string of length " + chars(v250) + " is shorter than minLength 1");
          if (v250.length > 100000 && chars(v250) > 100000) return err([k249], "string of length " + chars(v250) + " is longer than maxLength 100000");
        }
      }
      else if (k249 === "completion_criteria") {
        const v250 = x["completion_criteria"];
        if (!(Array.isArray(v250) || v250 === null)) return err([k249], "invalid type: " + kind(v250) + ", expected array or null");
        if (Array.isArray(v250)) {
          for (let i251 = 0; i251 < v250.length; i251++) {
            const v252 = v250[i251];
            if (!(typeof v252 === "string")) return err([k249, i251], "invalid type: " + kind(v252) + ", expected string");
          }
          if (v250.length > 100) return err([k249], "array has more than maxItems 100");
        }
      }
    }
    if (x["objective"] === undefined) return err([], "missing field `objective`");
    if (x["type"] === undefined) fills.push(x, "type", "goal.edit");
    if (x["goal_id"] === undefined) fills.push(x, "goal_id", "");
    if (x["session_id"] === undefined) fills.push(x, "session_id", "");
    if (x["completion_criteria"] === undefined) fills.push(x, "completion_criteria", null);
  }
  return undefined;
}

function v_GoalGetCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k253 in x) {
      if (k253 === "type") {
        const v254 = x["type"];
        if (!(typeof v254 === "string")) return err([k253], "invalid type: " + kind(v254) + ", expected string");
        if (v254 !== "goal.get") return err([k253], "invalid value: " + kind(v254) + ", expected the constant " + "\"goal.get\"");
      }
      else if (k253 === "goal_id") {
        const v254 = x["goal_id"];
        if (!(typeof v254 === "string")) return err([k253], "invalid type: " + kind(v254) + ", expected string");
      }
      else if (k253 === "session_id") {
        const v254 = x["session_id"];
        if (!(typeof v254 === "string")) return err([k253], "invalid type: " + kind(v254) + ", expected string");
      }
    }
    if (x["type"] === undefined) fills.push(x, "type", "goal.get");
    if (x["goal_id"] === undefined) fills.push(x, "goal_id", "");
    if (x["session_id"] === undefined) fills.push(x, "session_id", "");
  }
  return undefined;
}

function v_GoalGetResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k255 in x) {
      if (k255 === "goal") {
        const v256 = x["goal"];
        const e257 = (() => {
          {
            const u258 = [];
            const b261 = (() => {
              { const e259 = v_GoalRecord(v256); if (e259) return within(e259, [k255]); }
              return undefined;
            })();
            if (b261 === undefined) return undefined;
            u258.push(b261);
            const b262 = (() => {
              if (!(v256 === null)) return err([k255], "invalid type: " + kind(v256) + ", expected null");
              return undefined;
            })();
            if (b262 === undefined) return undefined;
            u258.push(b262);
            const u258d = u258.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u258d;
          }
        })();
        if (e257) return e257;
      }
    }
    if (x["goal"] === undefined) fills.push(x, "goal", null);
  }
  return undefined;
}

function v_GoalListCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k263 in x) {
      if (k263 === "type") {
        const v264 = x["type"];
        if (!(typeof v264 === "string")) return err([k263], "invalid type: " + kind(v264) + ", expected string");
        if (v264 !== "goal.list") return err([k263], "invalid value: " + kind(v264) + ", expected the constant " + "\"goal.list\"");
      }
      else if (k263 === "session_id") {
        const v264 = x["session_id"];
        if (!(typeof v264 === "string")) return err([k263], "invalid type: " + kind(v264) + ", expected string");
      }
      else if (k263 === "status") {
        const v264 = x["status"];
        const e265 = (() => {
          {
            const u266 = [];
            const b269 = (() => {
              { const e267 = v_GoalStatus(v264); if (e267) return within(e267, [k263]); }
              return undefined;
            })();
            if (b269 === undefined) return undefined;
            u266.push(b269);
            const b270 = (() => {
              if (!(v264 === null)) return err([k263], "invalid type: " + kind(v264) + ", expected null");
              return undefined;
            })();
            if (b270 === undefined) return undefined;
            u266.push(b270);
            const u266d = u266.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u266d;
          }
        })();
        if (e265) return e265;
      }
      else if (k263 === "limit") {
        const v264 = x["limit"];
        if (!(Number.isInteger(v264))) return err([k263], "invalid type: " + kind(v264) + ", expected integer");
        {
          if (v264 < 1) return err([k263], v264 + " is less than minimum 1");
          if (v264 > 200) return err([k263], v264 + " is greater than maximum 200");
        }
      }
    }
    if (x["type"] === undefined) fills.push(x, "type", "goal.list");
    if (x["session_id"] === undefined) fills.push(x, "session_id", "");
    if (x["status"] === undefined) fills.push(x, "status", null);
    if (x["limit"] === undefined) fills.push(x, "limit", 50);
  }
  return undefined;
}

function v_GoalListResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k271 in x) {
      if (k271 === "goals") {
        const v272 = x["goals"];
        if (!(Array.isArray(v272))) return err([k271], "invalid type: " + kind(v272) + ", expected array");
        {
          for (let i273 = 0; i273 < v272.length; i273++) {
            const v274 = v272[i273];
            { const e275 = v_GoalRecord(v274); if (e275) return within(e275, [k271, i273]); }
          }
        }
      }
    }
    if (x["goals"] === undefined) fills.push(x, "goals", []);
  }
  return undefined;
}

function v_GoalPauseCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k276 in x) {
      if (k276 === "goal_id") {
        const v277 = x["goal_id"];
        if (!(typeof v277 === "string")) return err([k276], "invalid type: " + kind(v277) + ", expected string");
      }
      else if (k276 === "session_id") {
        const v277 = x["session_id"];
        if (!(typeof v277 === "string")) return err([k276], "invalid type: " + kind(v277) + ", expected string");
      }
      else if (k276 === "type") {
        const v277 = x["type"];
        if (!(typeof v277 === "string")) return err([k276], "invalid type: " + kind(v277) + ", expected string");
        if (v277 !== "goal.pause") return err([k276], "invalid value: " + kind(v277) + ", expected the constant " + "\"goal.pause\"");
      }
    }
    if (x["goal_id"] === undefined) fills.push(x, "goal_id", "");
    if (x["session_id"] === undefined) fills.push(x, "session_id", "");
    if (x["type"] === undefined) fills.push(x, "type", "goal.pause");
  }
  return undefined;
}

function v_GoalRecord(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k278 in x) {
      if (k278 === "schema_version") {
        const v279 = x["schema_version"];
        if (!(Number.isInteger(v279))) return err([k278], "invalid type: " + kind(v279) + ", expected integer");
        if (v279 !== 4) return err([k278], "invalid value: " + kind(v279) + ", expected the constant " + "4");
      }
      else if (k278 === "id") {
        const v279 = x["id"];
        if (!(typeof v279 === "string")) return err([k278], "invalid type: " + kind(v279) + ", expected string");
        {
          if (v279.length < 2 && chars(v279) < 1) return err([k278], "string of length " + chars(v279) + " is shorter than minLength 1");
          if (!/^goal-[a-f0-9]{12}$/u.test(v279)) return err([k278], "string does not match pattern ^goal-[a-f0-9]{12}$");
        }
      }
      else if (k278 === "session_id") {
        const v279 = x["session_id"];
        if (!(typeof v279 === "string")) return err([k278], "invalid type: " + kind(v279) + ", expected string");
        {
          if (v279.length < 2 && chars(v279) < 1) return err([k278], "string of length " + chars(v279) + " is shorter than minLength 1");
        }
      }
      else if (k278 === "objective") {
        const v279 = x["objective"];
        if (!(typeof v279 === "string")) return err([k278], "invalid type: " + kind(v279) + ", expected string");
        {
          if (v279.length < 2 && chars(v279) < 1) return err([k278], "string of length " + chars(v279) + " is shorter than minLength 1");
        }
      }
      else if (k278 === "status") {
        const v279 = x["status"];
        { const e280 = v_GoalStatus(v279); if (e280) return within(e280, [k278]); }
      }
      else if (k278 === "status_reason") {
        const v279 = x["status_reason"];
        if (!(typeof v279 === "string")) return err([k278], "invalid type: " + kind(v279) + ", expected string");
      }
      else if (k278 === "token_budget") {
        const v279 = x["token_budget"];
        if (!(Number.isInteger(v279) || v279 === null)) return err([k278], "invalid type: " + kind(v279) + ", expected integer or null");
        if (typeof v279 === "number") {
          if (v279 < 1) return err([k278], v279 + " is less than minimum 1");
        }
      }
      else if (k278 === "tokens_used") {
        const v279 = x["tokens_used"];
        if (!(Number.isInteger(v279))) return err([k278], "invalid type: " + kind(v279) + ", expected integer");
        {
          if (v279 < 0) return err([k278], v279 + " is less than minimum 0");
        }
      }
      else if (k278 === "token_reservations") {
        const v279 = x["token_reservations"];
        if (!(isObject(v279))) return err([k278], "invalid type: " + kind(v279) + ", expected object");
        {
          for (const k281 in v279) {
            {
              const v282 = v279[k281];
              if (!(Number.isInteger(v282))) return err([k278, k281], "invalid type: " + kind(v282) + ", expected integer");
              {
                if (v282 < 1) return err([k278, k281], v282 + " is less than minimum 1");
              }
            }
          }
        }
      }
      else if (k278 === "elapsed_ms") {
        const v279 = x["elapsed_ms"];
        if (!(Number.isInteger(v279))) return err([k278], "invalid type: " + kind(v279) + ", expected integer");
        {
          if (v279 < 0) return err([k278], v279 + " is less than minimum 0");
        }
      }
      else if (k278 === "auto_continue") {
        const v279 = x["auto_continue"];
        if (!(typeof v279 === "boolean")) return err([k278], "invalid type: " + kind(v279) + ", expected boolean");
      }
      else if (k278 === "max_auto_turns") {
        const v279 = x["max_auto_turns"];
        if (!(Number.isInteger(v279))) return err([k278], "invalid type: " + kind(v279) + ", expected integer");
        {
          if (v279 < 1) return err([k278], v279 + " is less than minimum 1");
          if (v279 > 100) return err([k278], v279 + " is greater than maximum 100");
        }
      }
      else if (k278 === "auto_turns_used") {
        const v279 = x["auto_turns_used"];
        if (!(Number.isInteger(v279))) return err([k278], "invalid type: " + kind(v279) + ", expected integer");
        {
          if (v279 < 0) return err([k278], v279 + " is less than minimum 0");
        }
      }
      else if (k278 === "max_wall_seconds") {
        const v279 = x["max_wall_seconds"];
        if (!(Number.isInteger(v279))) return err([k278], "invalid type: " + kind(v279) + ", expected integer");
        {
          if (v279 < 1) return err([k278], v279 + " is less than minimum 1");
          if (v279 > 86400) return err([k278], v279 + " is greater than maximum 86400");
        }
      }
      else if (k278 === "auto_window_started_at") {
        const v279 = x["auto_window_started_at"];
        if (!(typeof v279 === "string" || v279 === null)) return err([k278], "invalid type: " + kind(v279) + ", expected string or null");
      }
      else if (k278 === "permission_ceiling") {
        const v279 = x["permission_ceiling"];
        { const e283 = v_AuthoritySnapshot(v279); if (e283) return within(e283, [k278]); }
      }
      else if (k278 === "paused_reason") {
        const v279 = x["paused_reason"];
        if (!(typeof v279 === "string")) return err([k278], "invalid type: " + kind(v279) + ", expected string");
      }
      else if (k278 === "paused_needs_confirmation") {
        const v279 = x["paused_needs_confirmation"];
        if (!(typeof v279 === "boolean")) return err([k278], "invalid type: " + kind(v279) + ", expected boolean");
      }
      else if (k278 === "constraints") {
        const v279 = x["constraints"];
        if (!(Array.isArray(v279))) return err([k278], "invalid type: " + kind(v279) + ", expected array");
        {
          for (let i284 = 0; i284 < v279.length; i284++) {
            const v285 = v279[i284];
            if (!(typeof v285 === "string")) return err([k278, i284], "invalid type: " + kind(v285) + ", expected string");
          }
        }
      }
      else if (k278 === "completion_criteria") {
        const v279 = x["completion_criteria"];
        if (!(Array.isArray(v279))) return err([k278], "invalid type: " + kind(v279) + ", expected array");
        {
          for (let i286 = 0; i286 < v279.length; i286++) {
            const v287 = v279[i286];
            if (!(typeof v287 === "string")) return err([k278, i286], "invalid type: " + kind(v287) + ", expected string");
          }
        }
      }
      else if (k278 === "linked_task_ids") {
        const v279 = x["linked_task_ids"];
        if (!(Array.isArray(v279))) return err([k278], "invalid type: " + kind(v279) + ", expected array");
        {
          for (let i288 = 0; i288 < v279.length; i288++) {
            const v289 = v279[i288];
            if (!(Number.isInteger(v289))) return err([k278, i288], "invalid type: " + kind(v289) + ", expected integer");
          }
        }
      }
      else if (k278 === "linked_run_ids") {
        const v279 = x["linked_run_ids"];
        if (!(Array.isArray(v279))) return err([k278], "invalid type: " + kind(v279) + ", expected array");
        {
          for (let i290 = 0; i290 < v279.length; i290++) {
            const v291 = v279[i290];
            if (!(typeof v291 === "string")) return err([k278, i290], "invalid type: " + kind(v291) + ", expected string");
          }
        }
      }
      else if (k278 === "current_run_id") {
        const v279 = x["current_run_id"];
        if (!(typeof v279 === "string" || v279 === null)) return err([k278], "invalid type: " + kind(v279) + ", expected string or null");
      }
      else if (k278 === "completion_evidence") {
        const v279 = x["completion_evidence"];
        if (!(Array.isArray(v279))) return err([k278], "invalid type: " + kind(v279) + ", expected array");
        {
          for (let i292 = 0; i292 < v279.length; i292++) {
            const v293 = v279[i292];
            { const e294 = v_CompletionEvidence(v293); if (e294) return within(e294, [k278, i292]); }
          }
        }
      }
      else if (k278 === "timeline") {
        const v279 = x["timeline"];
        if (!(Array.isArray(v279))) return err([k278], "invalid type: " + kind(v279) + ", expected array");
        {
          for (let i295 = 0; i295 < v279.length; i295++) {
            const v296 = v279[i295];
            { const e297 = v_GoalTimelineEntry(v296); if (e297) return within(e297, [k278, i295]); }
          }
        }
      }
      else if (k278 === "created_at") {
        const v279 = x["created_at"];
        if (!(typeof v279 === "string")) return err([k278], "invalid type: " + kind(v279) + ", expected string");
      }
      else if (k278 === "updated_at") {
        const v279 = x["updated_at"];
        if (!(typeof v279 === "string")) return err([k278], "invalid type: " + kind(v279) + ", expected string");
      }
      else if (true) return err([k278], "unknown field `" + k278 + "`" + ", expected one of `schema_version`, `id`, `session_id`, `objective`, `status`, `status_reason`, `token_budget`, `tokens_used`, `token_reservations`, `elapsed_ms`, `auto_continue`, `max_auto_turns`, `auto_turns_used`, `max_wall_seconds`, `auto_window_started_at`, `permission_ceiling`, `paused_reason`, `paused_needs_confirmation`, `constraints`, `completion_criteria`, `linked_task_ids`, `linked_run_ids`, `current_run_id`, `completion_evidence`, `timeline`, `created_at`, `updated_at`");
    }
    if (x["id"] === undefined) return err([], "missing field `id`");
    if (x["objective"] === undefined) return err([], "missing field `objective`");
    if (x["created_at"] === undefined) return err([], "missing field `created_at`");
    if (x["updated_at"] === undefined) return err([], "missing field `updated_at`");
    if (x["schema_version"] === undefined) fills.push(x, "schema_version", 4);
    if (x["session_id"] === undefined) fills.push(x, "session_id", "legacy");
    if (x["status"] === undefined) fills.push(x, "status", "active");
    if (x["status_reason"] === undefined) fills.push(x, "status_reason", "");
    if (x["token_budget"] === undefined) fills.push(x, "token_budget", null);
    if (x["tokens_used"] === undefined) fills.push(x, "tokens_used", 0);
    if (x["token_reservations"] === undefined) fills.push(x, "token_reservations", {});
    if (x["elapsed_ms"] === undefined) fills.push(x, "elapsed_ms", 0);
    if (x["auto_continue"] === undefined) fills.push(x, "auto_continue", false);
    if (x["max_auto_turns"] === undefined) fills.push(x, "max_auto_turns", 3);
    if (x["auto_turns_used"] === undefined) fills.push(x, "auto_turns_used", 0);
    if (x["max_wall_seconds"] === undefined) fills.push(x, "max_wall_seconds", 1800);
    if (x["auto_window_started_at"] === undefined) fills.push(x, "auto_window_started_at", null);
    if (x["permission_ceiling"] === undefined) fills.push(x, "permission_ceiling", {"mode":"act","profile":"ask","workspace_trust":"untrusted","sandbox":{"available":false,"kind":"none","reason":"sandbox capability has not been detected"},"allowed_actions":[]});
    if (x["paused_reason"] === undefined) fills.push(x, "paused_reason", "");
    if (x["paused_needs_confirmation"] === undefined) fills.push(x, "paused_needs_confirmation", false);
    if (x["constraints"] === undefined) fills.push(x, "constraints", []);
    if (x["completion_criteria"] === undefined) fills.push(x, "completion_criteria", []);
    if (x["linked_task_ids"] === undefined) fills.push(x, "linked_task_ids", []);
    if (x["linked_run_ids"] === undefined) fills.push(x, "linked_run_ids", []);
    if (x["current_run_id"] === undefined) fills.push(x, "current_run_id", null);
    if (x["completion_evidence"] === undefined) fills.push(x, "completion_evidence", []);
    if (x["timeline"] === undefined) fills.push(x, "timeline", []);
  }
  return undefined;
}

function v_GoalResumeCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k298 in x) {
      if (k298 === "goal_id") {
        const v299 = x["goal_id"];
        if (!(typeof v299 === "string")) return err([k298], "invalid type: " + kind(v299) + ", expected string");
      }
      else if (k298 === "session_id") {
        const v299 = x["session_id"];
        if (!(typeof v299 === "string")) return err([k298], "invalid type: " + kind(v299) + ", expected string");
      }
      else if (k298 === "type") {
        const v299 = x["type"];
        if (!(typeof v299 === "string")) return err([k298], "invalid type: " + kind(v299) + ", expected string");
        if (v299 !== "goal.resume") return err([k298], "invalid value: " + kind(v299) + ", expected the constant " + "\"goal.resume\"");
      }
    }
    if (x["goal_id"] === undefined) fills.push(x, "goal_id", "");
    if (x["session_id"] === undefined) fills.push(x, "session_id", "");
    if (x["type"] === undefined) fills.push(x, "type", "goal.resume");
  }
  return undefined;
}

function v_GoalStatus(x) {
  if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
  if (x !== "active" && x !== "paused" && x !== "blocked" && x !== "completed" && x !== "cleared") return err([], "unknown variant " + kind(x) + ", expected one of `active`, `paused`, `blocked`, `completed`, `cleared`");
  return undefined;
}

function v_GoalTimelineEntry(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k300 in x) {
      if (k300 === "seq") {
        const v301 = x["seq"];
        if (!(Number.isInteger(v301))) return err([k300], "invalid type: " + kind(v301) + ", expected integer");
        {
          if (v301 < 1) return err([k300], v301 + " is less than minimum 1");
        }
      }
      else if (k300 === "event") {
        const v301 = x["event"];
        if (!(typeof v301 === "string")) return err([k300], "invalid type: " + kind(v301) + ", expected string");
        {
          if (v301.length < 2 && chars(v301) < 1) return err([k300], "string of length " + chars(v301) + " is shorter than minLength 1");
        }
      }
      else if (k300 === "actor") {
        const v301 = x["actor"];
        if (!(typeof v301 === "string")) return err([k300], "invalid type: " + kind(v301) + ", expected string");
        {
          if (v301.length < 2 && chars(v301) < 1) return err([k300], "string of length " + chars(v301) + " is shorter than minLength 1");
        }
      }
      else if (k300 === "at") {
        const v301 = x["at"];
        if (!(typeof v301 === "string")) return err([k300], "invalid type: " + kind(v301) + ", expected string");
      }
      else if (k300 === "details") {
        const v301 = x["details"];
        if (!(isObject(v301))) return err([k300], "invalid type: " + kind(v301) + ", expected object");
        {
          for (const k302 in v301) {
            {
              const v303 = v301[k302];
              { const e304 = v_JsonValue(v303); if (e304) return within(e304, [k300, k302]); }
            }
          }
        }
      }
      else if (true) return err([k300], "unknown field `" + k300 + "`" + ", expected one of `seq`, `event`, `actor`, `at`, `details`");
    }
    if (x["seq"] === undefined) return err([], "missing field `seq`");
    if (x["event"] === undefined) return err([], "missing field `event`");
    if (x["actor"] === undefined) return err([], "missing field `actor`");
    if (x["at"] === undefined) return err([], "missing field `at`");
    if (x["details"] === undefined) fills.push(x, "details", {});
  }
  return undefined;
}

function v_HookAuditInfo(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k305 in x) {
      if (k305 === "hook_id") {
        const v306 = x["hook_id"];
        if (!(typeof v306 === "string")) return err([k305], "invalid type: " + kind(v306) + ", expected string");
      }
      else if (k305 === "run_id") {
        const v306 = x["run_id"];
        if (!(typeof v306 === "string")) return err([k305], "invalid type: " + kind(v306) + ", expected string");
      }
      else if (k305 === "event") {
        const v306 = x["event"];
        if (!(typeof v306 === "string")) return err([k305], "invalid type: " + kind(v306) + ", expected string");
      }
      else if (k305 === "status") {
        const v306 = x["status"];
        if (!(typeof v306 === "string")) return err([k305], "invalid type: " + kind(v306) + ", expected string");
      }
      else if (k305 === "blocking") {
        const v306 = x["blocking"];
        if (!(typeof v306 === "boolean")) return err([k305], "invalid type: " + kind(v306) + ", expected boolean");
      }
      else if (k305 === "elapsed_ms") {
        const v306 = x["elapsed_ms"];
        if (!(Number.isInteger(v306))) return err([k305], "invalid type: " + kind(v306) + ", expected integer");
      }
      else if (k305 === "blocked") {
        const v306 = x["blocked"];
        if (!(typeof v306 === "boolean")) return err([k305], "invalid type: " + kind(v306) + ", expected boolean");
      }
      else if (k305 === "reason") {
        const v306 = x["reason"];
        if (!(typeof v306 === "string")) return err([k305], "invalid type: " + kind(v306) + ", expected string");
      }
      else if (k305 === "exit_code") {
        const v306 = x["exit_code"];
        if (!(Number.isInteger(v306) || v306 === null)) return err([k305], "invalid type: " + kind(v306) + ", expected integer or null");
      }
      else if (k305 === "process_usage") {
        const v306 = x["process_usage"];
        if (!(isObject(v306))) return err([k305], "invalid type: " + kind(v306) + ", expected object");
      }
      else if (k305 === "ts") {
        const v306 = x["ts"];
        if (!(typeof v306 === "string")) return err([k305], "invalid type: " + kind(v306) + ", expected string");
      }
    }
    if (x["hook_id"] === undefined) return err([], "missing field `hook_id`");
    if (x["event"] === undefined) return err([], "missing field `event`");
    if (x["status"] === undefined) return err([], "missing field `status`");
    if (x["blocking"] === undefined) return err([], "missing field `blocking`");
    if (x["elapsed_ms"] === undefined) return err([], "missing field `elapsed_ms`");
    if (x["blocked"] === undefined) return err([], "missing field `blocked`");
    if (x["reason"] === undefined) return err([], "missing field `reason`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["run_id"] === undefined) fills.push(x, "run_id", "");
    if (x["exit_code"] === undefined) fills.push(x, "exit_code", null);
    if (x["process_usage"] === undefined) fills.push(x, "process_usage", {});
  }
  return undefined;
}

function v_HookConfigInfo(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k307 in x) {
      if (k307 === "id") {
        const v308 = x["id"];
        if (!(typeof v308 === "string")) return err([k307], "invalid type: " + kind(v308) + ", expected string");
      }
      else if (k307 === "event") {
        const v308 = x["event"];
        if (!(typeof v308 === "string")) return err([k307], "invalid type: " + kind(v308) + ", expected string");
      }
      else if (k307 === "blocking") {
        const v308 = x["blocking"];
        if (!(typeof v308 === "boolean")) return err([k307], "invalid type: " + kind(v308) + ", expected boolean");
      }
      else if (k307 === "trusted_scope") {
        const v308 = x["trusted_scope"];
        if (!(typeof v308 === "string")) return err([k307], "invalid type: " + kind(v308) + ", expected string");
      }
      else if (k307 === "on_failure") {
        const v308 = x["on_failure"];
        if (!(typeof v308 === "string")) return err([k307], "invalid type: " + kind(v308) + ", expected string");
      }
      else if (k307 === "command") {
        const v308 = x["command"];
        if (!(Array.isArray(v308))) return err([k307], "invalid type: " + kind(v308) + ", expected array");
        {
          for (let i309 = 0; i309 < v308.length; i309++) {
            const v310 = v308[i309];
            if (!(typeof v310 === "string")) return err([k307, i309], "invalid type: " + kind(v310) + ", expected string");
          }
        }
      }
      else if (k307 === "conditions") {
        const v308 = x["conditions"];
        if (!(isObject(v308))) return err([k307], "invalid type: " + kind(v308) + ", expected object");
        {
          for (const k311 in v308) {
            {
              const v312 = v308[k311];
              if (!(typeof v312 === "string")) return err([k307, k311], "invalid type: " + kind(v312) + ", expected string");
            }
          }
        }
      }
    }
    if (x["id"] === undefined) return err([], "missing field `id`");
    if (x["event"] === undefined) return err([], "missing field `event`");
    if (x["blocking"] === undefined) return err([], "missing field `blocking`");
    if (x["trusted_scope"] === undefined) return err([], "missing field `trusted_scope`");
    if (x["on_failure"] === undefined) return err([], "missing field `on_failure`");
    if (x["command"] === undefined) fills.push(x, "command", []);
    if (x["conditions"] === undefined) fills.push(x, "conditions", {});
  }
  return undefined;
}

function v_HookExecutedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k313 in x) {
      if (k313 === "type") {
        const v314 = x["type"];
        if (!(typeof v314 === "string")) return err([k313], "invalid type: " + kind(v314) + ", expected string");
        if (v314 !== "hook.executed") return err([k313], "invalid value: " + kind(v314) + ", expected the constant " + "\"hook.executed\"");
      }
      else if (k313 === "hook_id") {
        const v314 = x["hook_id"];
        if (!(typeof v314 === "string")) return err([k313], "invalid type: " + kind(v314) + ", expected string");
      }
      else if (k313 === "run_id") {
        const v314 = x["run_id"];
        if (!(typeof v314 === "string")) return err([k313], "invalid type: " + kind(v314) + ", expected string");
      }
      else if (k313 === "event_name") {
        const v314 = x["event_name"];
        if (!(typeof v314 === "string")) return err([k313], "invalid type: " + kind(v314) + ", expected string");
      }
      else if (k313 === "status") {
        const v314 = x["status"];
        if (!(typeof v314 === "string")) return err([k313], "invalid type: " + kind(v314) + ", expected string");
      }
      else if (k313 === "blocking") {
        const v314 = x["blocking"];
        if (!(typeof v314 === "boolean")) return err([k313], "invalid type: " + kind(v314) + ", expected boolean");
      }
      else if (k313 === "on_failure") {
        const v314 = x["on_failure"];
        if (!(typeof v314 === "string")) return err([k313], "invalid type: " + kind(v314) + ", expected string");
      }
      else if (k313 === "elapsed_ms") {
        const v314 = x["elapsed_ms"];
        if (!(Number.isInteger(v314))) return err([k313], "invalid type: " + kind(v314) + ", expected integer");
      }
      else if (k313 === "blocked") {
        const v314 = x["blocked"];
        if (!(typeof v314 === "boolean")) return err([k313], "invalid type: " + kind(v314) + ", expected boolean");
      }
      else if (k313 === "reason") {
        const v314 = x["reason"];
        if (!(typeof v314 === "string")) return err([k313], "invalid type: " + kind(v314) + ", expected string");
      }
      else if (k313 === "output_truncated") {
        const v314 = x["output_truncated"];
        if (!(typeof v314 === "boolean")) return err([k313], "invalid type: " + kind(v314) + ", expected boolean");
      }
      else if (k313 === "exit_code") {
        const v314 = x["exit_code"];
        if (!(Number.isInteger(v314) || v314 === null)) return err([k313], "invalid type: " + kind(v314) + ", expected integer or null");
      }
      else if (k313 === "process_usage") {
        const v314 = x["process_usage"];
        if (!(isObject(v314))) return err([k313], "invalid type: " + kind(v314) + ", expected object");
      }
      else if (k313 === "ts") {
        const v314 = x["ts"];
        if (!(typeof v314 === "string")) return err([k313], "invalid type: " + kind(v314) + ", expected string");
      }
    }
    if (x["hook_id"] === undefined) return err([], "missing field `hook_id`");
    if (x["event_name"] === undefined) return err([], "missing field `event_name`");
    if (x["status"] === undefined) return err([], "missing field `status`");
    if (x["blocking"] === undefined) return err([], "missing field `blocking`");
    if (x["on_failure"] === undefined) return err([], "missing field `on_failure`");
    if (x["elapsed_ms"] === undefined) return err([], "missing field `elapsed_ms`");
    if (x["blocked"] === undefined) return err([], "missing field `blocked`");
    if (x["reason"] === undefined) return err([], "missing field `reason`");
    if (x["output_truncated"] === undefined) return err([], "missing field `output_truncated`");
    if (x["exit_code"] === undefined) return err([], "missing field `exit_code`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "hook.executed");
    if (x["run_id"] === undefined) fills.push(x, "run_id", "");
    if (x["process_usage"] === undefined) fills.push(x, "process_usage", {});
  }
  return undefined;
}

function v_HookRerunCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k315 in x) {
      if (k315 === "type") {
        const v316 = x["type"];
        if (!(typeof v316 === "string")) return err([k315], "invalid type: " + kind(v316) + ", expected string");
        if (v316 !== "hooks.rerun") return err([k315], "invalid value: " + kind(v316) + ", expected the constant " + "\"hooks.rerun\"");
      }
      else if (k315 === "hook_id") {
        const v316 = x["hook_id"];
        if (!(typeof v316 === "string")) return err([k315], "invalid type: " + kind(v316) + ", expected string");
        {
          if (v316.length < 2 && chars(v316) < 1) return err([k315], "string of length " + chars(v316) + " is shorter than minLength 1");
        }
      }
      else if (k315 === "session_id") {
        const v316 = x["session_id"];
        if (!(typeof v316 === "string")) return err([k315], "invalid type: " + kind(v316) + ", expected string");
      }
    }
    if (x["hook_id"] === undefined) return err([], "missing field `hook_id`");
    if (x["type"] === undefined) fills.push(x, "type", "hooks.rerun");
    if (x["session_id"] === undefined) fills.push(x, "session_id", "");
  }
  return undefined;
}

function v_HookRerunResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k317 in x) {
      if (k317 === "hook_id") {
        const v318 = x["hook_id"];
        if (!(typeof v318 === "string")) return err([k317], "invalid type: " + kind(v318) + ", expected string");
      }
      else if (k317 === "executed") {
        const v318 = x["executed"];
        if (!(typeof v318 === "boolean")) return err([k317], "invalid type: " + kind(v318) + ", expected boolean");
      }
      else if (k317 === "status") {
        const v318 = x["status"];
        if (!(typeof v318 === "string")) return err([k317], "invalid type: " + kind(v318) + ", expected string");
      }
      else if (k317 === "reason") {
        const v318 = x["reason"];
        if (!(typeof v318 === "string")) return err([k317], "invalid type: " + kind(v318) + ", expected string");
      }
      else if (k317 === "ts") {
        const v318 = x["ts"];
        if (!(typeof v318 === "string")) return err([k317], "invalid type: " + kind(v318) + ", expected string");
      }
    }
    if (x["hook_id"] === undefined) return err([], "missing field `hook_id`");
    if (x["executed"] === undefined) return err([], "missing field `executed`");
    if (x["status"] === undefined) fills.push(x, "status", "");
    if (x["reason"] === undefined) fills.push(x, "reason", "");
    if (x["ts"] === undefined) fills.push(x, "ts", "");
  }
  return undefined;
}

function v_HooksListCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k319 in x) {
      if (k319 === "type") {
        const v320 = x["type"];
        if (!(typeof v320 === "string")) return err([k319], "invalid type: " + kind(v320) + ", expected string");
        if (v320 !== "hooks.list") return err([k319], "invalid value: " + kind(v320) + ", expected the constant " + "\"hooks.list\"");
      }
      else if (k319 === "limit") {
        const v320 = x["limit"];
        if (!(Number.isInteger(v320))) return err([k319], "invalid type: " + kind(v320) + ", expected integer");
        {
          if (v320 < 1) return err([k319], v320 + " is less than minimum 1");
          if (v320 > 100) return err([k319], v320 + " is greater than maximum 100");
        }
      }
    }
    if (x["type"] === undefined) fills.push(x, "type", "hooks.list");
    if (x["limit"] === undefined) fills.push(x, "limit", 20);
  }
  return undefined;
}

function v_HooksListResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k321 in x) {
      if (k321 === "configs") {
        const v322 = x["configs"];
        if (!(Array.isArray(v322))) return err([k321], "invalid type: " + kind(v322) + ", expected array");
        {
          for (let i323 = 0; i323 < v322.length; i323++) {
            const v324 = v322[i323];
            { const e325 = v_HookConfigInfo(v324); if (e325) return within(e325, [k321, i323]); }
          }
        }
      }
      else if (k321 === "audit_events") {
        const v322 = x["audit_events"];
        if (!(Array.isArray(v322))) return err([k321], "invalid type: " + kind(v322) + ", expected array");
        {
          for (let i326 = 0; i326 < v322.length; i326++) {
            const v327 = v322[i326];
            { const e328 = v_HookAuditInfo(v327); if (e328) return within(e328, [k321, i326]); }
          }
        }
      }
    }
    if (x["configs"] === undefined) fills.push(x, "configs", []);
    if (x["audit_events"] === undefined) fills.push(x, "audit_events", []);
  }
  return undefined;
}

function v_ImageArtifactInput(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k329 in x) {
      if (k329 === "sha256") {
        const v330 = x["sha256"];
        if (!(typeof v330 === "string")) return err([k329], "invalid type: " + kind(v330) + ", expected string");
        {
          if (!/^[0-9a-f]{64}$/u.test(v330)) return err([k329], "string does not match pattern ^[0-9a-f]{64}$");
        }
      }
      else if (k329 === "media_type") {
        const v330 = x["media_type"];
        if (!(typeof v330 === "string")) return err([k329], "invalid type: " + kind(v330) + ", expected string");
        {
          if (!/^image\/(png|jpeg|webp|gif)$/u.test(v330)) return err([k329], "string does not match pattern ^image/(png|jpeg|webp|gif)$");
        }
      }
      else if (k329 === "size") {
        const v330 = x["size"];
        if (!(Number.isInteger(v330))) return err([k329], "invalid type: " + kind(v330) + ", expected integer");
        {
          if (v330 < 1) return err([k329], v330 + " is less than minimum 1");
          if (v330 > 2097152) return err([k329], v330 + " is greater than maximum 2097152");
        }
      }
      else if (k329 === "width") {
        const v330 = x["width"];
        if (!(Number.isInteger(v330))) return err([k329], "invalid type: " + kind(v330) + ", expected integer");
        {
          if (v330 < 1) return err([k329], v330 + " is less than minimum 1");
          if (v330 > 100000) return err([k329], v330 + " is greater than maximum 100000");
        }
      }
      else if (k329 === "height") {
        const v330 = x["height"];
        if (!(Number.isInteger(v330))) return err([k329], "invalid type: " + kind(v330) + ", expected integer");
        {
          if (v330 < 1) return err([k329], v330 + " is less than minimum 1");
          if (v330 > 100000) return err([k329], v330 + " is greater than maximum 100000");
        }
      }
      else if (true) return err([k329], "unknown field `" + k329 + "`" + ", expected one of `sha256`, `media_type`, `size`, `width`, `height`");
    }
    if (x["sha256"] === undefined) return err([], "missing field `sha256`");
    if (x["media_type"] === undefined) return err([], "missing field `media_type`");
    if (x["size"] === undefined) return err([], "missing field `size`");
    if (x["width"] === undefined) return err([], "missing field `width`");
    if (x["height"] === undefined) return err([], "missing field `height`");
  }
  return undefined;
}

function v_JsonValue(x) {
  return undefined;
}

function v_LlmAttemptFinishedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k331 in x) {
      if (k331 === "type") {
        const v332 = x["type"];
        if (!(typeof v332 === "string")) return err([k331], "invalid type: " + kind(v332) + ", expected string");
        if (v332 !== "llm.attempt_finished") return err([k331], "invalid value: " + kind(v332) + ", expected the constant " + "\"llm.attempt_finished\"");
      }
      else if (k331 === "run_id") {
        const v332 = x["run_id"];
        if (!(typeof v332 === "string")) return err([k331], "invalid type: " + kind(v332) + ", expected string");
      }
      else if (k331 === "step") {
        const v332 = x["step"];
        if (!(Number.isInteger(v332))) return err([k331], "invalid type: " + kind(v332) + ", expected integer");
      }
      else if (k331 === "attempt") {
        const v332 = x["attempt"];
        if (!(Number.isInteger(v332))) return err([k331], "invalid type: " + kind(v332) + ", expected integer");
      }
      else if (k331 === "status") {
        const v332 = x["status"];
        { const e333 = v_AttemptStatus(v332); if (e333) return within(e333, [k331]); }
      }
      else if (k331 === "failure_code") {
        const v332 = x["failure_code"];
        if (!(typeof v332 === "string")) return err([k331], "invalid type: " + kind(v332) + ", expected string");
      }
      else if (k331 === "request_snapshot_digest") {
        const v332 = x["request_snapshot_digest"];
        if (!(typeof v332 === "string")) return err([k331], "invalid type: " + kind(v332) + ", expected string");
      }
      else if (k331 === "ledger_seq") {
        const v332 = x["ledger_seq"];
        if (!(Number.isInteger(v332) || v332 === null)) return err([k331], "invalid type: " + kind(v332) + ", expected integer or null");
      }
      else if (k331 === "ts") {
        const v332 = x["ts"];
        if (!(typeof v332 === "string")) return err([k331], "invalid type: " + kind(v332) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["step"] === undefined) return err([], "missing field `step`");
    if (x["attempt"] === undefined) return err([], "missing field `attempt`");
    if (x["status"] === undefined) return err([], "missing field `status`");
    if (x["request_snapshot_digest"] === undefined) return err([], "missing field `request_snapshot_digest`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "llm.attempt_finished");
    if (x["failure_code"] === undefined) fills.push(x, "failure_code", "");
    if (x["ledger_seq"] === undefined) fills.push(x, "ledger_seq", null);
  }
  return undefined;
}

function v_LlmModelSelectedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k334 in x) {
      if (k334 === "type") {
        const v335 = x["type"];
        if (!(typeof v335 === "string")) return err([k334], "invalid type: " + kind(v335) + ", expected string");
        if (v335 !== "llm.model_selected") return err([k334], "invalid value: " + kind(v335) + ", expected the constant " + "\"llm.model_selected\"");
      }
      else if (k334 === "run_id") {
        const v335 = x["run_id"];
        if (!(typeof v335 === "string")) return err([k334], "invalid type: " + kind(v335) + ", expected string");
      }
      else if (k334 === "model") {
        const v335 = x["model"];
        if (!(typeof v335 === "string")) return err([k334], "invalid type: " + kind(v335) + ", expected string");
      }
      else if (k334 === "strategy") {
        const v335 = x["strategy"];
        if (!(typeof v335 === "string")) return err([k334], "invalid type: " + kind(v335) + ", expected string");
      }
      else if (k334 === "ts") {
        const v335 = x["ts"];
        if (!(typeof v335 === "string")) return err([k334], "invalid type: " + kind(v335) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["model"] === undefined) return err([], "missing field `model`");
    if (x["strategy"] === undefined) return err([], "missing field `strategy`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "llm.model_selected");
  }
  return undefined;
}

function v_LlmReasoningEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k336 in x) {
      if (k336 === "type") {
        const v337 = x["type"];
        if (!(typeof v337 === "string")) return err([k336], "invalid type: " + kind(v337) + ", expected string");
        if (v337 !== "llm.reasoning") return err([k336], "invalid value: " + kind(v337) + ", expected the constant " + "\"llm.reasoning\"");
      }
      else if (k336 === "run_id") {
        const v337 = x["run_id"];
        if (!(typeof v337 === "string")) return err([k336], "invalid type: " + kind(v337) + ", expected string");
      }
      else if (k336 === "content") {
        const v337 = x["content"];
        if (!(typeof v337 === "string")) return err([k336], "invalid type: " + kind(v337) + ", expected string");
      }
      else if (k336 === "ts") {
        const v337 = x["ts"];
        if (!(typeof v337 === "string")) return err([k336], "invalid type: " + kind(v337) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["content"] === undefined) return err([], "missing field `content`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "llm.reasoning");
  }
  return undefined;
}

function v_LlmRequestPreparedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k338 in x) {
      if (k338 === "type") {
        const v339 = x["type"];
        if (!(typeof v339 === "string")) return err([k338], "invalid type: " + kind(v339) + ", expected string");
        if (v339 !== "llm.request_prepared") return err([k338], "invalid value: " + kind(v339) + ", expected the constant " + "\"llm.request_prepared\"");
      }
      else if (k338 === "run_id") {
        const v339 = x["run_id"];
        if (!(typeof v339 === "string")) return err([k338], "invalid type: " + kind(v339) + ", expected string");
      }
      else if (k338 === "step") {
        const v339 = x["step"];
        if (!(Number.isInteger(v339))) return err([k338], "invalid type: " + kind(v339) + ", expected integer");
      }
      else if (k338 === "ledger_seq") {
        const v339 = x["ledger_seq"];
        if (!(Number.isInteger(v339) || v339 === null)) return err([k338], "invalid type: " + kind(v339) + ", expected integer or null");
        if (typeof v339 === "number") {
          if (v339 < 1) return err([k338], v339 + " is less than minimum 1");
        }
      }
      else if (k338 === "request_snapshot_digest") {
        const v339 = x["request_snapshot_digest"];
        if (!(typeof v339 === "string")) return err([k338], "invalid type: " + kind(v339) + ", expected string");
        {
          if (!/^[0-9a-f]{64}$/u.test(v339)) return err([k338], "string does not match pattern ^[0-9a-f]{64}$");
        }
      }
      else if (k338 === "preset_id") {
        const v339 = x["preset_id"];
        if (!(typeof v339 === "string")) return err([k338], "invalid type: " + kind(v339) + ", expected string");
      }
      else if (k338 === "preset_digest") {
        const v339 = x["preset_digest"];
        if (!(typeof v339 === "string")) return err([k338], "invalid type: " + kind(v339) + ", expected string");
        {
          if (!/^(?:|[0-9a-f]{64})$/u.test(v339)) return err([k338], "string does not match pattern ^(?:|[0-9a-f]{64})$");
        }
      }
      else if (k338 === "route_id") {
        const v339 = x["route_id"];
        if (!(typeof v339 === "string")) return err([k338], "invalid type: " + kind(v339) + ", expected string");
      }
      else if (k338 === "model") {
        const v339 = x["model"];
        if (!(typeof v339 === "string")) return err([k338], "invalid type: " + kind(v339) + ", expected string");
      }
      else if (k338 === "wire_format") {
        const v339 = x["wire_format"];
        if (!(typeof v339 === "string")) return err([k338], "invalid type: " + kind(v339) + ", expected string");
      }
      else if (k338 === "execution_contract_digest") {
        const v339 = x["execution_contract_digest"];
        if (!(typeof v339 === "string")) return err([k338], "invalid type: " + kind(v339) + ", expected string");
      }
      else if (k338 === "ts") {
        const v339 = x["ts"];
        if (!(typeof v339 === "string")) return err([k338], "invalid type: " + kind(v339) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["step"] === undefined) return err([], "missing field `step`");
    if (x["request_snapshot_digest"] === undefined) return err([], "missing field `request_snapshot_digest`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "llm.request_prepared");
    if (x["ledger_seq"] === undefined) fills.push(x, "ledger_seq", null);
    if (x["preset_id"] === undefined) fills.push(x, "preset_id", "standard");
    if (x["preset_digest"] === undefined) fills.push(x, "preset_digest", "");
    if (x["route_id"] === undefined) fills.push(x, "route_id", "");
    if (x["model"] === undefined) fills.push(x, "model", "");
    if (x["wire_format"] === undefined) fills.push(x, "wire_format", "");
    if (x["execution_contract_digest"] === undefined) fills.push(x, "execution_contract_digest", "");
  }
  return undefined;
}

function v_LlmRetryEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k340 in x) {
      if (k340 === "type") {
        const v341 = x["type"];
        if (!(typeof v341 === "string")) return err([k340], "invalid type: " + kind(v341) + ", expected string");
        if (v341 !== "llm.retry") return err([k340], "invalid value: " + kind(v341) + ", expected the constant " + "\"llm.retry\"");
      }
      else if (k340 === "run_id") {
        const v341 = x["run_id"];
        if (!(typeof v341 === "string")) return err([k340], "invalid type: " + kind(v341) + ", expected string");
      }
      else if (k340 === "step") {
        const v341 = x["step"];
        if (!(Number.isInteger(v341))) return err([k340], "invalid type: " + kind(v341) + ", expected integer");
      }
      else if (k340 === "kind") {
        const v341 = x["kind"];
        { const e342 = v_RetryKind(v341); if (e342) return within(e342, [k340]); }
      }
      else if (k340 === "attempt") {
        const v341 = x["attempt"];
        if (!(Number.isInteger(v341))) return err([k340], "invalid type: " + kind(v341) + ", expected integer");
      }
      else if (k340 === "reason") {
        const v341 = x["reason"];
        if (!(typeof v341 === "string")) return err([k340], "invalid type: " + kind(v341) + ", expected string");
      }
      else if (k340 === "delay_ms") {
        const v341 = x["delay_ms"];
        if (!(Number.isInteger(v341))) return err([k340], "invalid type: " + kind(v341) + ", expected integer");
      }
      else if (k340 === "max_retries") {
        const v341 = x["max_retries"];
        if (!(Number.isInteger(v341))) return err([k340], "invalid type: " + kind(v341) + ", expected integer");
      }
      else if (k340 === "failure_code") {
        const v341 = x["failure_code"];
        if (!(typeof v341 === "string")) return err([k340], "invalid type: " + kind(v341) + ", expected string");
      }
      else if (k340 === "request_snapshot_digest") {
        const v341 = x["request_snapshot_digest"];
        if (!(typeof v341 === "string")) return err([k340], "invalid type: " + kind(v341) + ", expected string");
      }
      else if (k340 === "ledger_seq") {
        const v341 = x["ledger_seq"];
        if (!(Number.isInteger(v341) || v341 === null)) return err([k340], "invalid type: " + kind(v341) + ", expected integer or null");
      }
      else if (k340 === "ts") {
        const v341 = x["ts"];
        if (!(typeof v341 === "string")) return err([k340], "invalid type: " + kind(v341) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["step"] === undefined) return err([], "missing field `step`");
    if (x["kind"] === undefined) return err([], "missing field `kind`");
    if (x["attempt"] === undefined) return err([], "missing field `attempt`");
    if (x["reason"] === undefined) return err([], "missing field `reason`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "llm.retry");
    if (x["delay_ms"] === undefined) fills.push(x, "delay_ms", 0);
    if (x["max_retries"] === undefined) fills.push(x, "max_retries", 5);
    if (x["failure_code"] === undefined) fills.push(x, "failure_code", "");
    if (x["request_snapshot_digest"] === undefined) fills.push(x, "request_snapshot_digest", "");
    if (x["ledger_seq"] === undefined) fills.push(x, "ledger_seq", null);
  }
  return undefined;
}

function v_LlmRouteSelectedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k343 in x) {
      if (k343 === "type") {
        const v344 = x["type"];
        if (!(typeof v344 === "string")) return err([k343], "invalid type: " + kind(v344) + ", expected string");
        if (v344 !== "llm.route_selected") return err([k343], "invalid value: " + kind(v344) + ", expected the constant " + "\"llm.route_selected\"");
      }
      else if (k343 === "run_id") {
        const v344 = x["run_id"];
        if (!(typeof v344 === "string")) return err([k343], "invalid type: " + kind(v344) + ", expected string");
      }
      else if (k343 === "route_id") {
        const v344 = x["route_id"];
        if (!(typeof v344 === "string")) return err([k343], "invalid type: " + kind(v344) + ", expected string");
      }
      else if (k343 === "wire_format") {
        const v344 = x["wire_format"];
        if (!(typeof v344 === "string")) return err([k343], "invalid type: " + kind(v344) + ", expected string");
      }
      else if (k343 === "base_url_origin") {
        const v344 = x["base_url_origin"];
        if (!(typeof v344 === "string")) return err([k343], "invalid type: " + kind(v344) + ", expected string");
      }
      else if (k343 === "model") {
        const v344 = x["model"];
        if (!(typeof v344 === "string")) return err([k343], "invalid type: " + kind(v344) + ", expected string");
      }
      else if (k343 === "credential_source") {
        const v344 = x["credential_source"];
        { const e345 = v_CredentialSource(v344); if (e345) return within(e345, [k343]); }
      }
      else if (k343 === "strategy") {
        const v344 = x["strategy"];
        if (!(typeof v344 === "string")) return err([k343], "invalid type: " + kind(v344) + ", expected string");
      }
      else if (k343 === "candidates") {
        const v344 = x["candidates"];
        if (!(Array.isArray(v344))) return err([k343], "invalid type: " + kind(v344) + ", expected array");
        {
          for (let i346 = 0; i346 < v344.length; i346++) {
            const v347 = v344[i346];
            if (!(typeof v347 === "string")) return err([k343, i346], "invalid type: " + kind(v347) + ", expected string");
          }
        }
      }
      else if (k343 === "reason") {
        const v344 = x["reason"];
        if (!(typeof v344 === "string")) return err([k343], "invalid type: " + kind(v344) + ", expected string");
      }
      else if (k343 === "step") {
        const v344 = x["step"];
        if (!(Number.isInteger(v344))) return err([k343], "invalid type: " + kind(v344) + ", expected integer");
      }
      else if (k343 === "accumulated_cost_usd") {
        const v344 = x["accumulated_cost_usd"];
        if (!(typeof v344 === "number" || v344 === null)) return err([k343], "invalid type: " + kind(v344) + ", expected number or null");
      }
      else if (k343 === "cost_budget_usd") {
        const v344 = x["cost_budget_usd"];
        if (!(typeof v344 === "number" || v344 === null)) return err([k343], "invalid type: " + kind(v344) + ", expected number or null");
      }
      else if (k343 === "temperature") {
        const v344 = x["temperature"];
        if (!(typeof v344 === "number" || v344 === null)) return err([k343], "invalid type: " + kind(v344) + ", expected number or null");
      }
      else if (k343 === "ts") {
        const v344 = x["ts"];
        if (!(typeof v344 === "string")) return err([k343], "invalid type: " + kind(v344) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["route_id"] === undefined) return err([], "missing field `route_id`");
    if (x["wire_format"] === undefined) return err([], "missing field `wire_format`");
    if (x["base_url_origin"] === undefined) return err([], "missing field `base_url_origin`");
    if (x["model"] === undefined) return err([], "missing field `model`");
    if (x["credential_source"] === undefined) return err([], "missing field `credential_source`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "llm.route_selected");
    if (x["strategy"] === undefined) fills.push(x, "strategy", "static");
    if (x["candidates"] === undefined) fills.push(x, "candidates", []);
    if (x["reason"] === undefined) fills.push(x, "reason", "active_route");
    if (x["step"] === undefined) fills.push(x, "step", 0);
    if (x["accumulated_cost_usd"] === undefined) fills.push(x, "accumulated_cost_usd", null);
    if (x["cost_budget_usd"] === undefined) fills.push(x, "cost_budget_usd", null);
    if (x["temperature"] === undefined) fills.push(x, "temperature", null);
  }
  return undefined;
}

function v_LlmTokenEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k348 in x) {
      if (k348 === "type") {
        const v349 = x["type"];
        if (!(typeof v349 === "string")) return err([k348], "invalid type: " + kind(v349) + ", expected string");
        if (v349 !== "llm.token") return err([k348], "invalid value: " + kind(v349) + ", expected the constant " + "\"llm.token\"");
      }
      else if (k348 === "run_id") {
        const v349 = x["run_id"];
        if (!(typeof v349 === "string")) return err([k348], "invalid type: " + kind(v349) + ", expected string");
      }
      else if (k348 === "token") {
        const v349 = x["token"];
        if (!(typeof v349 === "string")) return err([k348], "invalid type: " + kind(v349) + ", expected string");
      }
      else if (k348 === "ts") {
        const v349 = x["ts"];
        if (!(typeof v349 === "string")) return err([k348], "invalid type: " + kind(v349) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["token"] === undefined) return err([], "missing field `token`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "llm.token");
  }
  return undefined;
}

function v_LlmUsageEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k350 in x) {
      if (k350 === "type") {
        const v351 = x["type"];
        if (!(typeof v351 === "string")) return err([k350], "invalid type: " + kind(v351) + ", expected string");
        if (v351 !== "llm.usage") return err([k350], "invalid value: " + kind(v351) + ", expected the constant " + "\"llm.usage\"");
      }
      else if (k350 === "run_id") {
        const v351 = x["run_id"];
        if (!(typeof v351 === "string")) return err([k350], "invalid type: " + kind(v351) + ", expected string");
      }
      else if (k350 === "input_tokens") {
        const v351 = x["input_tokens"];
        if (!(Number.isInteger(v351))) return err([k350], "invalid type: " + kind(v351) + ", expected integer");
      }
      else if (k350 === "output_tokens") {
        const v351 = x["output_tokens"];
        if (!(Number.isInteger(v351))) return err([k350], "invalid type: " + kind(v351) + ", expected integer");
      }
      else if (k350 === "cache_read_input_tokens") {
        const v351 = x["cache_read_input_tokens"];
        if (!(Number.isInteger(v351))) return err([k350], "invalid type: " + kind(v351) + ", expected integer");
      }
      else if (k350 === "cache_creation_input_tokens") {
        const v351 = x["cache_creation_input_tokens"];
        if (!(Number.isInteger(v351))) return err([k350], "invalid type: " + kind(v351) + ", expected integer");
      }
      else if (k350 === "context_pct") {
        const v351 = x["context_pct"];
        if (!(typeof v351 === "number")) return err([k350], "invalid type: " + kind(v351) + ", expected number");
      }
      else if (k350 === "purpose") {
        const v351 = x["purpose"];
        { const e352 = v_UsagePurpose(v351); if (e352) return within(e352, [k350]); }
      }
      else if (k350 === "model") {
        const v351 = x["model"];
        if (!(typeof v351 === "string")) return err([k350], "invalid type: " + kind(v351) + ", expected string");
      }
      else if (k350 === "ts") {
        const v351 = x["ts"];
        if (!(typeof v351 === "string")) return err([k350], "invalid type: " + kind(v351) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["input_tokens"] === undefined) return err([], "missing field `input_tokens`");
    if (x["output_tokens"] === undefined) return err([], "missing field `output_tokens`");
    if (x["cache_read_input_tokens"] === undefined) return err([], "missing field `cache_read_input_tokens`");
    if (x["cache_creation_input_tokens"] === undefined) return err([], "missing field `cache_creation_input_tokens`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "llm.usage");
    if (x["context_pct"] === undefined) fills.push(x, "context_pct", 0.0);
    if (x["purpose"] === undefined) fills.push(x, "purpose", "response");
    if (x["model"] === undefined) fills.push(x, "model", "");
  }
  return undefined;
}

function v_LogLineEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k353 in x) {
      if (k353 === "type") {
        const v354 = x["type"];
        if (!(typeof v354 === "string")) return err([k353], "invalid type: " + kind(v354) + ", expected string");
        if (v354 !== "log.line") return err([k353], "invalid value: " + kind(v354) + ", expected the constant " + "\"log.line\"");
      }
      else if (k353 === "run_id") {
        const v354 = x["run_id"];
        if (!(typeof v354 === "string")) return err([k353], "invalid type: " + kind(v354) + ", expected string");
      }
      else if (k353 === "level") {
        const v354 = x["level"];
        if (!(typeof v354 === "string")) return err([k353], "invalid type: " + kind(v354) + ", expected string");
      }
      else if (k353 === "source") {
        const v354 = x["source"];
        if (!(typeof v354 === "string")) return err([k353], "invalid type: " + kind(v354) + ", expected string");
      }
      else if (k353 === "message") {
        const v354 = x["message"];
        if (!(typeof v354 === "string")) return err([k353], "invalid type: " + kind(v354) + ", expected string");
      }
      else if (k353 === "ts") {
        const v354 = x["ts"];
        if (!(typeof v354 === "string")) return err([k353], "invalid type: " + kind(v354) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["level"] === undefined) return err([], "missing field `level`");
    if (x["source"] === undefined) return err([], "missing field `source`");
    if (x["message"] === undefined) return err([], "missing field `message`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "log.line");
  }
  return undefined;
}

function v_LspDiagnosticsEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k355 in x) {
      if (k355 === "type") {
        const v356 = x["type"];
        if (!(typeof v356 === "string")) return err([k355], "invalid type: " + kind(v356) + ", expected string");
        if (v356 !== "lsp.diagnostics") return err([k355], "invalid value: " + kind(v356) + ", expected the constant " + "\"lsp.diagnostics\"");
      }
      else if (k355 === "run_id") {
        const v356 = x["run_id"];
        if (!(typeof v356 === "string")) return err([k355], "invalid type: " + kind(v356) + ", expected string");
      }
      else if (k355 === "step") {
        const v356 = x["step"];
        if (!(Number.isInteger(v356))) return err([k355], "invalid type: " + kind(v356) + ", expected integer");
      }
      else if (k355 === "status") {
        const v356 = x["status"];
        { const e357 = v_DiagnosticsStatus(v356); if (e357) return within(e357, [k355]); }
      }
      else if (k355 === "tool") {
        const v356 = x["tool"];
        if (!(typeof v356 === "string")) return err([k355], "invalid type: " + kind(v356) + ", expected string");
      }
      else if (k355 === "paths") {
        const v356 = x["paths"];
        if (!(Array.isArray(v356))) return err([k355], "invalid type: " + kind(v356) + ", expected array");
        {
          for (let i358 = 0; i358 < v356.length; i358++) {
            const v359 = v356[i358];
            if (!(typeof v359 === "string")) return err([k355, i358], "invalid type: " + kind(v359) + ", expected string");
          }
        }
      }
      else if (k355 === "diagnostic_count") {
        const v356 = x["diagnostic_count"];
        if (!(Number.isInteger(v356))) return err([k355], "invalid type: " + kind(v356) + ", expected integer");
      }
      else if (k355 === "duration_ms") {
        const v356 = x["duration_ms"];
        if (!(Number.isInteger(v356))) return err([k355], "invalid type: " + kind(v356) + ", expected integer");
        {
          if (v356 < 0) return err([k355], v356 + " is less than minimum 0");
        }
      }
      else if (k355 === "truncated") {
        const v356 = x["truncated"];
        if (!(typeof v356 === "boolean")) return err([k355], "invalid type: " + kind(v356) + ", expected boolean");
      }
      else if (k355 === "error") {
        const v356 = x["error"];
        if (!(typeof v356 === "string")) return err([k355], "invalid type: " + kind(v356) + ", expected string");
      }
      else if (k355 === "ts") {
        const v356 = x["ts"];
        if (!(typeof v356 === "string")) return err([k355], "invalid type: " + kind(v356) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["step"] === undefined) return err([], "missing field `step`");
    if (x["status"] === undefined) return err([], "missing field `status`");
    if (x["tool"] === undefined) return err([], "missing field `tool`");
    if (x["paths"] === undefined) return err([], "missing field `paths`");
    if (x["diagnostic_count"] === undefined) return err([], "missing field `diagnostic_count`");
    if (x["truncated"] === undefined) return err([], "missing field `truncated`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "lsp.diagnostics");
    if (x["duration_ms"] === undefined) fills.push(x, "duration_ms", 0);
    if (x["error"] === undefined) fills.push(x, "error", "");
  }
  return undefined;
}

function v_McpListCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k360 in x) {
      if (k360 === "type") {
        const v361 = x["type"];
        if (!(typeof v361 === "string")) return err([k360], "invalid type: " + kind(v361) + ", expected string");
        if (v361 !== "mcp.list") return err([k360], "invalid value: " + kind(v361) + ", expected the constant " + "\"mcp.list\"");
      }
    }
    if (x["type"] === undefined) fills.push(x, "type", "mcp.list");
  }
  return undefined;
}

function v_McpListResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k362 in x) {
      if (k362 === "servers") {
        const v363 = x["servers"];
        if (!(Array.isArray(v363))) return err([k362], "invalid type: " + kind(v363) + ", expected array");
        {
          for (let i364 = 0; i364 < v363.length; i364++) {
            const v365 = v363[i364];
            { const e366 = v_McpServerInfo(v365); if (e366) return within(e366, [k362, i364]); }
          }
        }
      }
    }
    if (x["servers"] === undefined) fills.push(x, "servers", []);
  }
  return undefined;
}

function v_McpServerInfo(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k367 in x) {
      if (k367 === "name") {
        const v368 = x["name"];
        if (!(typeof v368 === "string")) return err([k367], "invalid type: " + kind(v368) + ", expected string");
      }
      else if (k367 === "transport") {
        const v368 = x["transport"];
        if (!(typeof v368 === "string")) return err([k367], "invalid type: " + kind(v368) + ", expected string");
      }
      else if (k367 === "status") {
        const v368 = x["status"];
        if (!(typeof v368 === "string")) return err([k367], "invalid type: " + kind(v368) + ", expected string");
      }
      else if (k367 === "tool_count") {
        const v368 = x["tool_count"];
        if (!(Number.isInteger(v368))) return err([k367], "invalid type: " + kind(v368) + ", expected integer");
      }
      else if (k367 === "tools") {
        const v368 = x["tools"];
        if (!(Array.isArray(v368))) return err([k367], "invalid type: " + kind(v368) + ", expected array");
        {
          for (let i369 = 0; i369 < v368.length; i369++) {
            const v370 = v368[i369];
            if (!(isObject(v370))) return err([k367, i369], "invalid type: " + kind(v370) + ", expected object");
          }
        }
      }
      else if (k367 === "error") {
        const v368 = x["error"];
        if (!(typeof v368 === "string")) return err([k367], "invalid type: " + kind(v368) + ", expected string");
      }
    }
    if (x["name"] === undefined) return err([], "missing field `name`");
    if (x["transport"] === undefined) return err([], "missing field `transport`");
    if (x["status"] === undefined) return err([], "missing field `status`");
    if (x["tool_count"] === undefined) return err([], "missing field `tool_count`");
    if (x["tools"] === undefined) fills.push(x, "tools", []);
    if (x["error"] === undefined) fills.push(x, "error", "");
  }
  return undefined;
}

function v_MemoryAddCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k371 in x) {
      if (k371 === "type") {
        const v372 = x["type"];
        if (!(typeof v372 === "string")) return err([k371], "invalid type: " + kind(v372) + ", expected string");
        if (v372 !== "memory.add") return err([k371], "invalid value: " + kind(v372) + ", expected the constant " + "\"memory.add\"");
      }
      else if (k371 === "name") {
        const v372 = x["name"];
        if (!(typeof v372 === "string")) return err([k371], "invalid type: " + kind(v372) + ", expected string");
        {
          if (v372.length < 2 && chars(v372) < 1) return err([k371], "string of length " + chars(v372) + " is shorter than minLength 1");
          if (v372.length > 200 && chars(v372) > 200) return err([k371], "string of length " + chars(v372) + " is longer than maxLength 200");
        }
      }
      else if (k371 === "description") {
        const v372 = x["description"];
        if (!(typeof v372 === "string")) return err([k371], "invalid type: " + kind(v372) + ", expected string");
        {
          if (v372.length > 1000 && chars(v372) > 1000) return err([k371], "string of length " + chars(v372) + " is longer than maxLength 1000");
        }
      }
      else if (k371 === "memory_type") {
        const v372 = x["memory_type"];
        { const e373 = v_MemoryType(v372); if (e373) return within(e373, [k371]); }
      }
      else if (k371 === "body") {
        const v372 = x["body"];
        if (!(typeof v372 === "string")) return err([k371], "invalid type: " + kind(v372) + ", expected string");
        {
          if (v372.length < 2 && chars(v372) < 1) return err([k371], "string of length " + chars(v372) + " is shorter than minLength 1");
          if (v372.length > 100000 && chars(v372) > 100000) return err([k371], "string of length " + chars(v372) + " is longer than maxLength 100000");
        }
      }
      else if (k371 === "source_session_id") {
        const v372 = x["source_session_id"];
        if (!(typeof v372 === "string")) return err([k371], "invalid type: " + kind(v372) + ", expected string");
      }
    }
    if (x["name"] === undefined) return err([], "missing field `name`");
    if (x["body"] === undefined) return err([], "missing field `body`");
    if (x["type"] === undefined) fills.push(x, "type", "memory.add");
    if (x["description"] === undefined) fills.push(x, "description", "");
    if (x["memory_type"] === undefined) fills.push(x, "memory_type", "project");
    if (x["source_session_id"] === undefined) fills.push(x, "source_session_id", "");
  }
  return undefined;
}

function v_MemoryAutoSave(x) {
  if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
  if (x !== "prompt" && x !== "off") return err([], "unknown variant " + kind(x) + ", expected one of `prompt`, `off`");
  return undefined;
}

function v_MemoryDeleteCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k374 in x) {
      if (k374 === "type") {
        const v375 = x["type"];
        if (!(typeof v375 === "string")) return err([k374], "invalid type: " + kind(v375) + ", expected string");
        if (v375 !== "memory.delete") return err([k374], "invalid value: " + kind(v375) + ", expected the constant " + "\"memory.delete\"");
      }
      else if (k374 === "memory_id") {
        const v375 = x["memory_id"];
        if (!(typeof v375 === "string")) return err([k374], "invalid type: " + kind(v375) + ", expected string");
        {
          if (v375.length < 2 && chars(v375) < 1) return err([k374], "string of length " + chars(v375) + " is shorter than minLength 1");
        }
      }
    }
    if (x["memory_id"] === undefined) return err([], "missing field `memory_id`");
    if (x["type"] === undefined) fills.push(x, "type", "memory.delete");
  }
  return undefined;
}

function v_MemoryDeleteResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k376 in x) {
      if (k376 === "memory_id") {
        const v377 = x["memory_id"];
        if (!(typeof v377 === "string")) return err([k376], "invalid type: " + kind(v377) + ", expected string");
      }
      else if (k376 === "deleted") {
        const v377 = x["deleted"];
        if (!(typeof v377 === "boolean")) return err([k376], "invalid type: " + kind(v377) + ", expected boolean");
      }
    }
    if (x["memory_id"] === undefined) return err([], "missing field `memory_id`");
    if (x["deleted"] === undefined) return err([], "missing field `deleted`");
  }
  return undefined;
}

function v_MemoryEditCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k378 in x) {
      if (k378 === "type") {
        const v379 = x["type"];
        if (!(typeof v379 === "string")) return err([k378], "invalid type: " + kind(v379) + ", expected string");
        if (v379 !== "memory.edit") return err([k378], "invalid value: " + kind(v379) + ", expected the constant " + "\"memory.edit\"");
      }
      else if (k378 === "memory_id") {
        const v379 = x["memory_id"];
        if (!(typeof v379 === "string")) return err([k378], "invalid type: " + kind(v379) + ", expected string");
        {
          if (v379.length < 2 && chars(v379) < 1) return err([k378], "string of length " + chars(v379) + " is shorter than minLength 1");
        }
      }
      else if (k378 === "name") {
        const v379 = x["name"];
        if (!(typeof v379 === "string" || v379 === null)) return err([k378], "invalid type: " + kind(v379) + ", expected string or null");
        if (typeof v379 === "string") {
          if (v379.length < 2 && chars(v379) < 1) return err([k378], "string of length " + chars(v379) + " is shorter than minLength 1");
          if (v379.length > 200 && chars(v379) > 200) return err([k378], "string of length " + chars(v379) + " is longer than maxLength 200");
        }
      }
      else if (k378 === "description") {
        const v379 = x["description"];
        if (!(typeof v379 === "string" || v379 === null)) return err([k378], "invalid type: " + kind(v379) + ", expected string or null");
        if (typeof v379 === "string") {
          if (v379.length > 1000 && chars(v379) > 1000) return err([k378], "string of length " + chars(v379) + " is longer than maxLength 1000");
        }
      }
      else if (k378 === "memory_type") {
        const v379 = x["memory_type"];
        const e380 = (() => {
          {
            const u381 = [];
            const b384 = (() => {
              { const e382 = v_MemoryType(v379); if (e382) return within(e382, [k378]); }
              return undefined;
            })();
            if (b384 === undefined) return undefined;
            u381.push(b384);
            const b385 = (() => {
              if (!(v379 === null)) return err([k378], "invalid type: " + kind(v379) + ", expected null");
              return undefined;
            })();
            if (b385 === undefined) return undefined;
            u381.push(b385);
            const u381d = u381.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u381d;
          }
        })();
        if (e380) return e380;
      }
      else if (k378 === "body") {
        const v379 = x["body"];
        if (!(typeof v379 === "string" || v379 === null)) return err([k378], "invalid type: " + kind(v379) + ", expected string or null");
        if (typeof v379 === "string") {
          if (v379.length < 2 && chars(v379) < 1) return err([k378], "string of length " + chars(v379) + " is shorter than minLength 1");
          if (v379.length > 100000 && chars(v379) > 100000) return err([k378], "string of length " + chars(v379) + " is longer than maxLength 100000");
        }
      }
    }
    if (x["memory_id"] === undefined) return err([], "missing field `memory_id`");
    if (x["type"] === undefined) fills.push(x, "type", "memory.edit");
    if (x["name"] === undefined) fills.push(x, "name", null);
    if (x["description"] === undefined) fills.push(x, "description", null);
    if (x["memory_type"] === undefined) fills.push(x, "memory_type", null);
    if (x["body"] === undefined) fills.push(x, "body", null);
  }
  return undefined;
}

function v_MemoryExpireCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k386 in x) {
      if (k386 === "type") {
        const v387 = x["type"];
        if (!(typeof v387 === "string")) return err([k386], "invalid type: " + kind(v387) + ", expected string");
        if (v387 !== "memory.expire") return err([k386], "invalid value: " + kind(v387) + ", expected the constant " + "\"memory.expire\"");
      }
      else if (k386 === "memory_id") {
        const v387 = x["memory_id"];
        if (!(typeof v387 === "string")) return err([k386], "invalid type: " + kind(v387) + ", expected string");
        {
          if (v387.length < 2 && chars(v387) < 1) return err([k386], "string of length " + chars(v387) + " is shorter than minLength 1");
        }
      }
      else if (k386 === "expires_at") {
        const v387 = x["expires_at"];
        if (!(typeof v387 === "string" || v387 === null)) return err([k386], "invalid type: " + kind(v387) + ", expected string or null");
      }
    }
    if (x["memory_id"] === undefined) return err([], "missing field `memory_id`");
    if (x["type"] === undefined) fills.push(x, "type", "memory.expire");
    if (x["expires_at"] === undefined) fills.push(x, "expires_at", null);
  }
  return undefined;
}

function v_MemoryInfo(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k388 in x) {
      if (k388 === "id") {
        const v389 = x["id"];
        if (!(typeof v389 === "string")) return err([k388], "invalid type: " + kind(v389) + ", expected string");
      }
      else if (k388 === "name") {
        const v389 = x["name"];
        if (!(typeof v389 === "string")) return err([k388], "invalid type: " + kind(v389) + ", expected string");
      }
      else if (k388 === "description") {
        const v389 = x["description"];
        if (!(typeof v389 === "string")) return err([k388], "invalid type: " + kind(v389) + ", expected string");
      }
      else if (k388 === "type") {
        const v389 = x["type"];
        if (!(typeof v389 === "string")) return err([k388], "invalid type: " + kind(v389) + ", expected string");
      }
      else if (k388 === "body") {
        const v389 = x["body"];
        if (!(typeof v389 === "string")) return err([k388], "invalid type: " + kind(v389) + ", expected string");
      }
      else if (k388 === "source_session_id") {
        const v389 = x["source_session_id"];
        if (!(typeof v389 === "string")) return err([k388], "invalid type: " + kind(v389) + ", expected string");
      }
      else if (k388 === "source_run_id") {
        const v389 = x["source_run_id"];
        if (!(typeof v389 === "string")) return err([k388], "invalid type: " + kind(v389) + ", expected string");
      }
      else if (k388 === "created_at") {
        const v389 = x["created_at"];
        if (!(typeof v389 === "string")) return err([k388], "invalid type: " + kind(v389) + ", expected string");
      }
      else if (k388 === "updated_at") {
        const v389 = x["updated_at"];
        if (!(typeof v389 === "string")) return err([k388], "invalid type: " + kind(v389) + ", expected string");
      }
      else if (k388 === "pinned") {
        const v389 = x["pinned"];
        if (!(typeof v389 === "boolean")) return err([k388], "invalid type: " + kind(v389) + ", expected boolean");
      }
      else if (k388 === "expires_at") {
        const v389 = x["expires_at"];
        if (!(typeof v389 === "string" || v389 === null)) return err([k388], "invalid type: " + kind(v389) + ", expected string or null");
      }
      else if (k388 === "expired") {
        const v389 = x["expired"];
        if (!(typeof v389 === "boolean")) return err([k388], "invalid type: " + kind(v389) + ", expected boolean");
      }
    }
    if (x["id"] === undefined) return err([], "missing field `id`");
    if (x["name"] === undefined) return err([], "missing field `name`");
    if (x["description"] === undefined) return err([], "missing field `description`");
    if (x["type"] === undefined) return err([], "missing field `type`");
    if (x["body"] === undefined) return err([], "missing field `body`");
    if (x["source_session_id"] === undefined) return err([], "missing field `source_session_id`");
    if (x["source_run_id"] === undefined) return err([], "missing field `source_run_id`");
    if (x["created_at"] === undefined) return err([], "missing field `created_at`");
    if (x["updated_at"] === undefined) return err([], "missing field `updated_at`");
    if (x["pinned"] === undefined) fills.push(x, "pinned", false);
    if (x["expires_at"] === undefined) fills.push(x, "expires_at", null);
    if (x["expired"] === undefined) fills.push(x, "expired", false);
  }
  return undefined;
}

function v_MemoryListCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k390 in x) {
      if (k390 === "type") {
        const v391 = x["type"];
        if (!(typeof v391 === "string")) return err([k390], "invalid type: " + kind(v391) + ", expected string");
        if (v391 !== "memory.list") return err([k390], "invalid value: " + kind(v391) + ", expected the constant " + "\"memory.list\"");
      }
      else if (k390 === "include_expired") {
        const v391 = x["include_expired"];
        if (!(typeof v391 === "boolean")) return err([k390], "invalid type: " + kind(v391) + ", expected boolean");
      }
    }
    if (x["type"] === undefined) fills.push(x, "type", "memory.list");
    if (x["include_expired"] === undefined) fills.push(x, "include_expired", true);
  }
  return undefined;
}

function v_MemoryListResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k392 in x) {
      if (k392 === "memories") {
        const v393 = x["memories"];
        if (!(Array.isArray(v393))) return err([k392], "invalid type: " + kind(v393) + ", expected array");
        {
          for (let i394 = 0; i394 < v393.length; i394++) {
            const v395 = v393[i394];
            { const e396 = v_MemoryInfo(v395); if (e396) return within(e396, [k392, i394]); }
          }
        }
      }
      else if (k392 === "settings") {
        const v393 = x["settings"];
        { const e397 = v_MemorySettingsInfo(v393); if (e397) return within(e397, [k392]); }
      }
    }
    if (x["memories"] === undefined) fills.push(x, "memories", []);
    if (x["settings"] === undefined) fills.push(x, "settings", {"auto_save":"prompt"});
  }
  return undefined;
}

function v_MemoryPinCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k398 in x) {
      if (k398 === "type") {
        const v399 = x["type"];
        if (!(typeof v399 === "string")) return err([k398], "invalid type: " + kind(v399) + ", expected string");
        if (v399 !== "memory.pin") return err([k398], "invalid value: " + kind(v399) + ", expected the constant " + "\"memory.pin\"");
      }
      else if (k398 === "memory_id") {
        const v399 = x["memory_id"];
        if (!(typeof v399 === "string")) return err([k398], "invalid type: " + kind(v399) + ", expected string");
        {
          if (v399.length < 2 && chars(v399) < 1) return err([k398], "string of length " + chars(v399) + " is shorter than minLength 1");
        }
      }
      else if (k398 === "pinned") {
        const v399 = x["pinned"];
        if (!(typeof v399 === "boolean")) return err([k398], "invalid type: " + kind(v399) + ", expected boolean");
      }
    }
    if (x["memory_id"] === undefined) return err([], "missing field `memory_id`");
    if (x["type"] === undefined) fills.push(x, "type", "memory.pin");
    if (x["pinned"] === undefined) fills.push(x, "pinned", true);
  }
  return undefined;
}

function v_MemorySettingsGetCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k400 in x) {
      if (k400 === "type") {
        const v401 = x["type"];
        if (!(typeof v401 === "string")) return err([k400], "invalid type: " + kind(v401) + ", expected string");
        if (v401 !== "memory.settings.get") return err([k400], "invalid value: " + kind(v401) + ", expected the constant " + "\"memory.settings.get\"");
      }
    }
    if (x["type"] === undefined) fills.push(x, "type", "memory.settings.get");
  }
  return undefined;
}

function v_MemorySettingsInfo(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k402 in x) {
      if (k402 === "auto_save") {
        const v403 = x["auto_save"];
        { const e404 = v_MemoryAutoSave(v403); if (e404) return within(e404, [k402]); }
      }
    }
    if (x["auto_save"] === undefined) fills.push(x, "auto_save", "prompt");
  }
  return undefined;
}

function v_MemorySettingsSetCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k405 in x) {
      if (k405 === "type") {
        const v406 = x["type"];
        if (!(typeof v406 === "string")) return err([k405], "invalid type: " + kind(v406) + ", expected string");
        if (v406 !== "memory.settings.set") return err([k405], "invalid value: " + kind(v406) + ", expected the constant " + "\"memory.settings.set\"");
      }
      else if (k405 === "auto_save") {
        const v406 = x["auto_save"];
        { const e407 = v_MemoryAutoSave(v406); if (e407) return within(e407, [k405]); }
      }
    }
    if (x["auto_save"] === undefined) return err([], "missing field `auto_save`");
    if (x["type"] === undefined) fills.push(x, "type", "memory.settings.set");
  }
  return undefined;
}

function v_MemoryType(x) {
  if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
  if (x !== "user" && x !== "feedback" && x !== "project" && x !== "reference") return err([], "unknown variant " + kind(x) + ", expected one of `user`, `feedback`, `project`, `reference`");
  return undefined;
}

function v_MessagePhase(x) {
  if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
  if (x !== "start" && x !== "update" && x !== "end") return err([], "unknown variant " + kind(x) + ", expected one of `start`, `update`, `end`");
  return undefined;
}

function v_NotificationSeverity(x) {
  if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
  if (x !== "info" && x !== "warning" && x !== "error") return err([], "unknown variant " + kind(x) + ", expected one of `info`, `warning`, `error`");
  return undefined;
}

function v_PermissionDeniedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k408 in x) {
      if (k408 === "type") {
        const v409 = x["type"];
        if (!(typeof v409 === "string")) return err([k408], "invalid type: " + kind(v409) + ", expected string");
        if (v409 !== "permission.denied") return err([k408], "invalid value: " + kind(v409) + ", expected the constant " + "\"permission.denied\"");
      }
      else if (k408 === "run_id") {
        const v409 = x["run_id"];
        if (!(typeof v409 === "string")) return err([k408], "invalid type: " + kind(v409) + ", expected string");
      }
      else if (k408 === "tool_use_id") {
        const v409 = x["tool_use_id"];
        if (!(typeof v409 === "string")) return err([k408], "invalid type: " + kind(v409) + ", expected string");
      }
      else if (k408 === "decision") {
        const v409 = x["decision"];
        if (!(typeof v409 === "string")) return err([k408], "invalid type: " + kind(v409) + ", expected string");
      }
      else if (k408 === "ts") {
        const v409 = x["ts"];
        if (!(typeof v409 === "string")) return err([k408], "invalid type: " + kind(v409) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["tool_use_id"] === undefined) return err([], "missing field `tool_use_id`");
    if (x["decision"] === undefined) return err([], "missing field `decision`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "permission.denied");
  }
  return undefined;
}

function v_PermissionGrantedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k410 in x) {
      if (k410 === "type") {
        const v411 = x["type"];
        if (!(typeof v411 === "string")) return err([k410], "invalid type: " + kind(v411) + ", expected string");
        if (v411 !== "permission.granted") return err([k410], "invalid value: " + kind(v411) + ", expected the constant " + "\"permission.granted\"");
      }
      else if (k410 === "run_id") {
        const v411 = x["run_id"];
        if (!(typeof v411 === "string")) return err([k410], "invalid type: " + kind(v411) + ", expected string");
      }
      else if (k410 === "tool_use_id") {
        const v411 = x["tool_use_id"];
        if (!(typeof v411 === "string")) return err([k410], "invalid type: " + kind(v411) + ", expected string");
      }
      else if (k410 === "decision") {
        const v411 = x["decision"];
        if (!(typeof v411 === "string")) return err([k410], "invalid type: " + kind(v411) + ", expected string");
      }
      else if (k410 === "ts") {
        const v411 = x["ts"];
        if (!(typeof v411 === "string")) return err([k410], "invalid type: " + kind(v411) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["tool_use_id"] === undefined) return err([], "missing field `tool_use_id`");
    if (x["decision"] === undefined) return err([], "missing field `decision`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "permission.granted");
  }
  return undefined;
}

function v_PermissionMode(x) {
  if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
  if (x !== "deny" && x !== "fail_fast" && x !== "allow_list") return err([], "unknown variant " + kind(x) + ", expected one of `deny`, `fail_fast`, `allow_list`");
  return undefined;
}

function v_PermissionRequestedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k412 in x) {
      if (k412 === "type") {
        const v413 = x["type"];
        if (!(typeof v413 === "string")) return err([k412], "invalid type: " + kind(v413) + ", expected string");
        if (v413 !== "permission.requested") return err([k412], "invalid value: " + kind(v413) + ", expected the constant " + "\"permission.requested\"");
      }
      else if (k412 === "run_id") {
        const v413 = x["run_id"];
        if (!(typeof v413 === "string")) return err([k412], "invalid type: " + kind(v413) + ", expected string");
      }
      else if (k412 === "tool_use_id") {
        const v413 = x["tool_use_id"];
        if (!(typeof v413 === "string")) return err([k412], "invalid type: " + kind(v413) + ", expected string");
      }
      else if (k412 === "tool_name") {
        const v413 = x["tool_name"];
        if (!(typeof v413 === "string")) return err([k412], "invalid type: " + kind(v413) + ", expected string");
      }
      else if (k412 === "params") {
        const v413 = x["params"];
        if (!(isObject(v413))) return err([k412], "invalid type: " + kind(v413) + ", expected object");
      }
      else if (k412 === "param_preview") {
        const v413 = x["param_preview"];
        if (!(typeof v413 === "string")) return err([k412], "invalid type: " + kind(v413) + ", expected string");
      }
      else if (k412 === "session_id") {
        const v413 = x["session_id"];
        if (!(typeof v413 === "string")) return err([k412], "invalid type: " + kind(v413) + ", expected string");
      }
      else if (k412 === "ts") {
        const v413 = x["ts"];
        if (!(typeof v413 === "string")) return err([k412], "invalid type: " + kind(v413) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["tool_use_id"] === undefined) return err([], "missing field `tool_use_id`");
    if (x["tool_name"] === undefined) return err([], "missing field `tool_name`");
    if (x["params"] === undefined) return err([], "missing field `params`");
    if (x["param_preview"] === undefined) return err([], "missing field `param_preview`");
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "permission.requested");
  }
  return undefined;
}

function v_PermissionRespondCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k414 in x) {
      if (k414 === "type") {
        const v415 = x["type"];
        if (!(typeof v415 === "string")) return err([k414], "invalid type: " + kind(v415) + ", expected string");
        if (v415 !== "permission.respond") return err([k414], "invalid value: " + kind(v415) + ", expected the constant " + "\"permission.respond\"");
      }
      else if (k414 === "tool_use_id") {
        const v415 = x["tool_use_id"];
        if (!(typeof v415 === "string")) return err([k414], "invalid type: " + kind(v415) + ", expected string");
        {
          if (v415.length < 2 && chars(v415) < 1) return err([k414], "string of length " + chars(v415) + " is shorter than minLength 1");
        }
      }
      else if (k414 === "session_id") {
        const v415 = x["session_id"];
        if (!(typeof v415 === "string")) return err([k414], "invalid type: " + kind(v415) + ", expected string");
        {
          if (v415.length < 2 && chars(v415) < 1) return err([k414], "string of length " + chars(v415) + " is shorter than minLength 1");
        }
      }
      else if (k414 === "decision") {
        const v415 = x["decision"];
        if (!(typeof v415 === "string")) return err([k414], "invalid type: " + kind(v415) + ", expected string");
      }
      else if (k414 === "selected_hunks") {
        const v415 = x["selected_hunks"];
        if (!(Array.isArray(v415) || v415 === null)) return err([k414], "invalid type: " + kind(v415) + ", expected array or null");
        if (Array.isArray(v415)) {
          for (let i416 = 0; i416 < v415.length; i416++) {
            const v417 = v415[i416];
            if (!(typeof v417 === "string")) return err([k414, i416], "invalid type: " + kind(v417) + ", expected string");
          }
          if (v415.length > 1000) return err([k414], "array has more than maxItems 1000");
        }
      }
      else if (k414 === "patch_plan_id") {
        const v415 = x["patch_plan_id"];
        if (!(typeof v415 === "string" || v415 === null)) return err([k414], "invalid type: " + kind(v415) + ", expected string or null");
        if (typeof v415 === "string") {
          if (v415.length > 128 && chars(v415) > 128) return err([k414], "string of length " + chars(v415) + " is longer than maxLength 128");
        }
      }
    }
    if (x["tool_use_id"] === undefined) return err([], "missing field `tool_use_id`");
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["decision"] === undefined) return err([], "missing field `decision`");
    if (x["type"] === undefined) fills.push(x, "type", "permission.respond");
    if (x["selected_hunks"] === undefined) fills.push(x, "selected_hunks", null);
    if (x["patch_plan_id"] === undefined) fills.push(x, "patch_plan_id", null);
  }
  return undefined;
}

function v_PermissionRespondResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k418 in x) {
      if (k418 === "ok") {
        const v419 = x["ok"];
        if (!(typeof v419 === "boolean")) return err([k418], "invalid type: " + kind(v419) + ", expected boolean");
      }
    }
    if (x["ok"] === undefined) fills.push(x, "ok", true);
  }
  return undefined;
}

function v_PingCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k420 in x) {
      if (k420 === "type") {
        const v421 = x["type"];
        if (!(typeof v421 === "string")) return err([k420], "invalid type: " + kind(v421) + ", expected string");
        if (v421 !== "core.ping") return err([k420], "invalid value: " + kind(v421) + ", expected the constant " + "\"core.ping\"");
      }
      else if (k420 === "client") {
        const v421 = x["client"];
        if (!(typeof v421 === "string")) return err([k420], "invalid type: " + kind(v421) + ", expected string");
      }
    }
    if (x["client"] === undefined) return err([], "missing field `client`");
    if (x["type"] === undefined) fills.push(x, "type", "core.ping");
  }
  return undefined;
}

function v_PlanDecision(x) {
  if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
  if (x !== "approve" && x !== "revise" && x !== "cancel") return err([], "unknown variant " + kind(x) + ", expected one of `approve`, `revise`, `cancel`");
  return undefined;
}

function v_PlanReadyEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k422 in x) {
      if (k422 === "type") {
        const v423 = x["type"];
        if (!(typeof v423 === "string")) return err([k422], "invalid type: " + kind(v423) + ", expected string");
        if (v423 !== "plan.ready") return err([k422], "invalid value: " + kind(v423) + ", expected the constant " + "\"plan.ready\"");
      }
      else if (k422 === "session_id") {
        const v423 = x["session_id"];
        if (!(typeof v423 === "string")) return err([k422], "invalid type: " + kind(v423) + ", expected string");
      }
      else if (k422 === "run_id") {
        const v423 = x["run_id"];
        if (!(typeof v423 === "string")) return err([k422], "invalid type: " + kind(v423) + ", expected string");
      }
      else if (k422 === "request") {
        const v423 = x["request"];
        if (!(typeof v423 === "string")) return err([k422], "invalid type: " + kind(v423) + ", expected string");
      }
      else if (k422 === "plan") {
        const v423 = x["plan"];
        if (!(typeof v423 === "string")) return err([k422], "invalid type: " + kind(v423) + ", expected string");
      }
      else if (k422 === "plan_ticket") {
        const v423 = x["plan_ticket"];
        if (!(typeof v423 === "string")) return err([k422], "invalid type: " + kind(v423) + ", expected string");
      }
      else if (k422 === "ts") {
        const v423 = x["ts"];
        if (!(typeof v423 === "string")) return err([k422], "invalid type: " + kind(v423) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["request"] === undefined) return err([], "missing field `request`");
    if (x["plan"] === undefined) return err([], "missing field `plan`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "plan.ready");
    if (x["plan_ticket"] === undefined) fills.push(x, "plan_ticket", "");
  }
  return undefined;
}

function v_PlanResolvedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k424 in x) {
      if (k424 === "type") {
        const v425 = x["type"];
        if (!(typeof v425 === "string")) return err([k424], "invalid type: " + kind(v425) + ", expected string");
        if (v425 !== "plan.resolved") return err([k424], "invalid value: " + kind(v425) + ", expected the constant " + "\"plan.resolved\"");
      }
      else if (k424 === "session_id") {
        const v425 = x["session_id"];
        if (!(typeof v425 === "string")) return err([k424], "invalid type: " + kind(v425) + ", expected string");
      }
      else if (k424 === "run_id") {
        const v425 = x["run_id"];
        if (!(typeof v425 === "string")) return err([k424], "invalid type: " + kind(v425) + ", expected string");
      }
      else if (k424 === "decision") {
        const v425 = x["decision"];
        { const e426 = v_PlanDecision(v425); if (e426) return within(e426, [k424]); }
      }
      else if (k424 === "revision") {
        const v425 = x["revision"];
        if (!(typeof v425 === "string")) return err([k424], "invalid type: " + kind(v425) + ", expected string");
      }
      else if (k424 === "plan_ticket") {
        const v425 = x["plan_ticket"];
        if (!(typeof v425 === "string")) return err([k424], "invalid type: " + kind(v425) + ", expected string");
      }
      else if (k424 === "ts") {
        const v425 = x["ts"];
        if (!(typeof v425 === "string")) return err([k424], "invalid type: " + kind(v425) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["decision"] === undefined) return err([], "missing field `decision`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "plan.resolved");
    if (x["revision"] === undefined) fills.push(x, "revision", "");
    if (x["plan_ticket"] === undefined) fills.push(x, "plan_ticket", "");
  }
  return undefined;
}

function v_PlanRespondCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k427 in x) {
      if (k427 === "type") {
        const v428 = x["type"];
        if (!(typeof v428 === "string")) return err([k427], "invalid type: " + kind(v428) + ", expected string");
        if (v428 !== "plan.respond") return err([k427], "invalid value: " + kind(v428) + ", expected the constant " + "\"plan.respond\"");
      }
      else if (k427 === "session_id") {
        const v428 = x["session_id"];
        if (!(typeof v428 === "string")) return err([k427], "invalid type: " + kind(v428) + ", expected string");
        {
          if (v428.length < 2 && chars(v428) < 1) return err([k427], "string of length " + chars(v428) + " is shorter than minLength 1");
        }
      }
      else if (k427 === "run_id") {
        const v428 = x["run_id"];
        if (!(typeof v428 === "string")) return err([k427], "invalid type: " + kind(v428) + ", expected string");
        {
          if (v428.length < 2 && chars(v428) < 1) return err([k427], "string of length " + chars(v428) + " is shorter than minLength 1");
        }
      }
      else if (k427 === "decision") {
        const v428 = x["decision"];
        { const e429 = v_PlanDecision(v428); if (e429) return within(e429, [k427]); }
      }
      else if (k427 === "revision") {
        const v428 = x["revision"];
        if (!(typeof v428 === "string")) return err([k427], "invalid type: " + kind(v428) + ", expected string");
        {
          if (v428.length > 10000 && chars(v428) > 10000) return err([k427], "string of length " + chars(v428) + " is longer than maxLength 10000");
        }
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["decision"] === undefined) return err([], "missing field `decision`");
    if (x["type"] === undefined) fills.push(x, "type", "plan.respond");
    if (x["revision"] === undefined) fills.push(x, "revision", "");
  }
  return undefined;
}

function v_PlanRespondResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k430 in x) {
      if (k430 === "session_id") {
        const v431 = x["session_id"];
        if (!(typeof v431 === "string")) return err([k430], "invalid type: " + kind(v431) + ", expected string");
      }
      else if (k430 === "run_id") {
        const v431 = x["run_id"];
        if (!(typeof v431 === "string")) return err([k430], "invalid type: " + kind(v431) + ", expected string");
      }
      else if (k430 === "decision") {
        const v431 = x["decision"];
        { const e432 = v_PlanDecision(v431); if (e432) return within(e432, [k430]); }
      }
      else if (k430 === "status") {
        const v431 = x["status"];
        if (!(typeof v431 === "string")) return err([k430], "invalid type: " + kind(v431) + ", expected string");
        if (v431 !== "resolved") return err([k430], "invalid value: " + kind(v431) + ", expected the constant " + "\"resolved\"");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["decision"] === undefined) return err([], "missing field `decision`");
    if (x["status"] === undefined) fills.push(x, "status", "resolved");
  }
  return undefined;
}

function v_PlanStepState(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k433 in x) {
      if (k433 === "step") {
        const v434 = x["step"];
        if (!(typeof v434 === "string")) return err([k433], "invalid type: " + kind(v434) + ", expected string");
      }
      else if (k433 === "status") {
        const v434 = x["status"];
        { const e435 = v_PlanStepStatus(v434); if (e435) return within(e435, [k433]); }
      }
    }
    if (x["step"] === undefined) return err([], "missing field `step`");
    if (x["status"] === undefined) return err([], "missing field `status`");
  }
  return undefined;
}

function v_PlanStepStatus(x) {
  if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
  if (x !== "pending" && x !== "in_progress" && x !== "completed") return err([], "unknown variant " + kind(x) + ", expected one of `pending`, `in_progress`, `completed`");
  return undefined;
}

function v_PlanUpdatedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k436 in x) {
      if (k436 === "type") {
        const v437 = x["type"];
        if (!(typeof v437 === "string")) return err([k436], "invalid type: " + kind(v437) + ", expected string");
        if (v437 !== "plan.updated") return err([k436], "invalid value: " + kind(v437) + ", expected the constant " + "\"plan.updated\"");
      }
      else if (k436 === "run_id") {
        const v437 = x["run_id"];
        if (!(typeof v437 === "string")) return err([k436], "invalid type: " + kind(v437) + ", expected string");
      }
      else if (k436 === "explanation") {
        const v437 = x["explanation"];
        if (!(typeof v437 === "string")) return err([k436], "invalid type: " + kind(v437) + ", expected string");
      }
      else if (k436 === "plan") {
        const v437 = x["plan"];
        if (!(Array.isArray(v437))) return err([k436], "invalid type: " + kind(v437) + ", expected array");
        {
          for (let i438 = 0; i438 < v437.length; i438++) {
            const v439 = v437[i438];
            { const e440 = v_PlanStepState(v439); if (e440) return within(e440, [k436, i438]); }
          }
        }
      }
      else if (k436 === "plan_ticket") {
        const v437 = x["plan_ticket"];
        if (!(typeof v437 === "string")) return err([k436], "invalid type: " + kind(v437) + ", expected string");
      }
      else if (k436 === "ts") {
        const v437 = x["ts"];
        if (!(typeof v437 === "string")) return err([k436], "invalid type: " + kind(v437) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["plan"] === undefined) return err([], "missing field `plan`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "plan.updated");
    if (x["explanation"] === undefined) fills.push(x, "explanation", "");
    if (x["plan_ticket"] === undefined) fills.push(x, "plan_ticket", "");
  }
  return undefined;
}

function v_PongResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k441 in x) {
      if (k441 === "server_version") {
        const v442 = x["server_version"];
        if (!(typeof v442 === "string")) return err([k441], "invalid type: " + kind(v442) + ", expected string");
      }
      else if (k441 === "uptime_ms") {
        const v442 = x["uptime_ms"];
        if (!(Number.isInteger(v442))) return err([k441], "invalid type: " + kind(v442) + ", expected integer");
      }
      else if (k441 === "received_at") {
        const v442 = x["received_at"];
        if (!(typeof v442 === "string")) return err([k441], "invalid type: " + kind(v442) + ", expected string");
      }
      else if (k441 === "workspace") {
        const v442 = x["workspace"];
        if (!(typeof v442 === "string")) return err([k441], "invalid type: " + kind(v442) + ", expected string");
      }
      else if (k441 === "active_runs") {
        const v442 = x["active_runs"];
        if (!(Number.isInteger(v442))) return err([k441], "invalid type: " + kind(v442) + ", expected integer");
        {
          if (v442 < 0) return err([k441], v442 + " is less than minimum 0");
        }
      }
    }
    if (x["server_version"] === undefined) return err([], "missing field `server_version`");
    if (x["uptime_ms"] === undefined) return err([], "missing field `uptime_ms`");
    if (x["received_at"] === undefined) return err([], "missing field `received_at`");
    if (x["workspace"] === undefined) return err([], "missing field `workspace`");
    if (x["active_runs"] === undefined) return err([], "missing field `active_runs`");
  }
  return undefined;
}

function v_ProjectActivateCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k443 in x) {
      if (k443 === "type") {
        const v444 = x["type"];
        if (!(typeof v444 === "string")) return err([k443], "invalid type: " + kind(v444) + ", expected string");
        if (v444 !== "project.activate") return err([k443], "invalid value: " + kind(v444) + ", expected the constant " + "\"project.activate\"");
      }
      else if (k443 === "project_id") {
        const v444 = x["project_id"];
        if (!(typeof v444 === "string")) return err([k443], "invalid type: " + kind(v444) + ", expected string");
        {
          if (v444.length < 2 && chars(v444) < 1) return err([k443], "string of length " + chars(v444) + " is shorter than minLength 1");
        }
      }
    }
    if (x["project_id"] === undefined) return err([], "missing field `project_id`");
    if (x["type"] === undefined) fills.push(x, "type", "project.activate");
  }
  return undefined;
}

function v_ProjectOpenCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k445 in x) {
      if (k445 === "type") {
        const v446 = x["type"];
        if (!(typeof v446 === "string")) return err([k445], "invalid type: " + kind(v446) + ", expected string");
        if (v446 !== "project.open") return err([k445], "invalid value: " + kind(v446) + ", expected the constant " + "\"project.open\"");
      }
      else if (k445 === "path") {
        const v446 = x["path"];
        if (!(typeof v446 === "string")) return err([k445], "invalid type: " + kind(v446) + ", expected string");
        {
          if (v446.length < 2 && chars(v446) < 1) return err([k445], "string of length " + chars(v446) + " is shorter than minLength 1");
        }
      }
    }
    if (x["path"] === undefined) return err([], "missing field `path`");
    if (x["type"] === undefined) fills.push(x, "type", "project.open");
  }
  return undefined;
}

function v_QuestionMode(x) {
  if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
  if (x !== "fail_fast" && x !== "timeout" && x !== "preset") return err([], "unknown variant " + kind(x) + ", expected one of `fail_fast`, `timeout`, `preset`");
  return undefined;
}

function v_RecoveryAvailableEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k447 in x) {
      if (k447 === "type") {
        const v448 = x["type"];
        if (!(typeof v448 === "string")) return err([k447], "invalid type: " + kind(v448) + ", expected string");
        if (v448 !== "recovery.available") return err([k447], "invalid value: " + kind(v448) + ", expected the constant " + "\"recovery.available\"");
      }
      else if (k447 === "session_id") {
        const v448 = x["session_id"];
        if (!(typeof v448 === "string")) return err([k447], "invalid type: " + kind(v448) + ", expected string");
      }
      else if (k447 === "run_id") {
        const v448 = x["run_id"];
        if (!(typeof v448 === "string")) return err([k447], "invalid type: " + kind(v448) + ", expected string");
      }
      else if (k447 === "interruption_kind") {
        const v448 = x["interruption_kind"];
        if (!(typeof v448 === "string")) return err([k447], "invalid type: " + kind(v448) + ", expected string");
      }
      else if (k447 === "safe_to_resume") {
        const v448 = x["safe_to_resume"];
        if (!(typeof v448 === "boolean")) return err([k447], "invalid type: " + kind(v448) + ", expected boolean");
      }
      else if (k447 === "summary") {
        const v448 = x["summary"];
        if (!(typeof v448 === "string")) return err([k447], "invalid type: " + kind(v448) + ", expected string");
      }
      else if (k447 === "actions") {
        const v448 = x["actions"];
        if (!(Array.isArray(v448))) return err([k447], "invalid type: " + kind(v448) + ", expected array");
        {
          for (let i449 = 0; i449 < v448.length; i449++) {
            const v450 = v448[i449];
            if (!(typeof v450 === "string")) return err([k447, i449], "invalid type: " + kind(v450) + ", expected string");
          }
        }
      }
      else if (k447 === "ts") {
        const v448 = x["ts"];
        if (!(typeof v448 === "string")) return err([k447], "invalid type: " + kind(v448) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["interruption_kind"] === undefined) return err([], "missing field `interruption_kind`");
    if (x["safe_to_resume"] === undefined) return err([], "missing field `safe_to_resume`");
    if (x["summary"] === undefined) return err([], "missing field `summary`");
    if (x["actions"] === undefined) return err([], "missing field `actions`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "recovery.available");
  }
  return undefined;
}

function v_RecoveryResolvedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k451 in x) {
      if (k451 === "type") {
        const v452 = x["type"];
        if (!(typeof v452 === "string")) return err([k451], "invalid type: " + kind(v452) + ", expected string");
        if (v452 !== "recovery.resolved") return err([k451], "invalid value: " + kind(v452) + ", expected the constant " + "\"recovery.resolved\"");
      }
      else if (k451 === "session_id") {
        const v452 = x["session_id"];
        if (!(typeof v452 === "string")) return err([k451], "invalid type: " + kind(v452) + ", expected string");
      }
      else if (k451 === "run_id") {
        const v452 = x["run_id"];
        if (!(typeof v452 === "string")) return err([k451], "invalid type: " + kind(v452) + ", expected string");
      }
      else if (k451 === "action") {
        const v452 = x["action"];
        if (!(typeof v452 === "string")) return err([k451], "invalid type: " + kind(v452) + ", expected string");
      }
      else if (k451 === "ts") {
        const v452 = x["ts"];
        if (!(typeof v452 === "string")) return err([k451], "invalid type: " + kind(v452) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["action"] === undefined) return err([], "missing field `action`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "recovery.resolved");
  }
  return undefined;
}

function v_RetryKind(x) {
  if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
  if (x !== "transient" && x !== "no_content") return err([], "unknown variant " + kind(x) + ", expected one of `transient`, `no_content`");
  return undefined;
}

function v_RouteReceipt(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k453 in x) {
      if (k453 === "route_id") {
        const v454 = x["route_id"];
        if (!(typeof v454 === "string")) return err([k453], "invalid type: " + kind(v454) + ", expected string");
      }
      else if (k453 === "wire_format") {
        const v454 = x["wire_format"];
        { const e455 = v_WireFormat(v454); if (e455) return within(e455, [k453]); }
      }
      else if (k453 === "base_url_origin") {
        const v454 = x["base_url_origin"];
        if (!(typeof v454 === "string")) return err([k453], "invalid type: " + kind(v454) + ", expected string");
      }
      else if (k453 === "model") {
        const v454 = x["model"];
        if (!(typeof v454 === "string")) return err([k453], "invalid type: " + kind(v454) + ", expected string");
      }
      else if (k453 === "credential_source") {
        const v454 = x["credential_source"];
        { const e456 = v_CredentialSource(v454); if (e456) return within(e456, [k453]); }
      }
      else if (k453 === "supports_images") {
        const v454 = x["supports_images"];
        if (!(typeof v454 === "boolean")) return err([k453], "invalid type: " + kind(v454) + ", expected boolean");
      }
      else if (k453 === "temperature") {
        const v454 = x["temperature"];
        if (!(typeof v454 === "number" || v454 === null)) return err([k453], "invalid type: " + kind(v454) + ", expected number or null");
      }
      else if (true) return err([k453], "unknown field `" + k453 + "`" + ", expected one of `route_id`, `wire_format`, `base_url_origin`, `model`, `credential_source`, `supports_images`, `temperature`");
    }
    if (x["route_id"] === undefined) return err([], "missing field `route_id`");
    if (x["wire_format"] === undefined) return err([], "missing field `wire_format`");
    if (x["base_url_origin"] === undefined) return err([], "missing field `base_url_origin`");
    if (x["model"] === undefined) return err([], "missing field `model`");
    if (x["credential_source"] === undefined) return err([], "missing field `credential_source`");
    if (x["supports_images"] === undefined) fills.push(x, "supports_images", false);
    if (x["temperature"] === undefined) fills.push(x, "temperature", null);
  }
  return undefined;
}

function v_RunCancelCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k457 in x) {
      if (k457 === "type") {
        const v458 = x["type"];
        if (!(typeof v458 === "string")) return err([k457], "invalid type: " + kind(v458) + ", expected string");
        if (v458 !== "run.cancel") return err([k457], "invalid value: " + kind(v458) + ", expected the constant " + "\"run.cancel\"");
      }
      else if (k457 === "run_id") {
        const v458 = x["run_id"];
        if (!(typeof v458 === "string")) return err([k457], "invalid type: " + kind(v458) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["type"] === undefined) fills.push(x, "type", "run.cancel");
  }
  return undefined;
}

function v_RunCancelResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k459 in x) {
      if (k459 === "run_id") {
        const v460 = x["run_id"];
        if (!(typeof v460 === "string")) return err([k459], "invalid type: " + kind(v460) + ", expected string");
      }
      else if (k459 === "session_id") {
        const v460 = x["session_id"];
        if (!(typeof v460 === "string")) return err([k459], "invalid type: " + kind(v460) + ", expected string");
      }
      else if (k459 === "status") {
        const v460 = x["status"];
        if (!(typeof v460 === "string")) return err([k459], "invalid type: " + kind(v460) + ", expected string");
        if (v460 !== "cancelled") return err([k459], "invalid value: " + kind(v460) + ", expected the constant " + "\"cancelled\"");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["status"] === undefined) fills.push(x, "status", "cancelled");
  }
  return undefined;
}

function v_RunFinishedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k461 in x) {
      if (k461 === "type") {
        const v462 = x["type"];
        if (!(typeof v462 === "string")) return err([k461], "invalid type: " + kind(v462) + ", expected string");
        if (v462 !== "run.finished") return err([k461], "invalid value: " + kind(v462) + ", expected the constant " + "\"run.finished\"");
      }
      else if (k461 === "run_id") {
        const v462 = x["run_id"];
        if (!(typeof v462 === "string")) return err([k461], "invalid type: " + kind(v462) + ", expected string");
      }
      else if (k461 === "status") {
        const v462 = x["status"];
        if (!(typeof v462 === "string")) return err([k461], "invalid type: " + kind(v462) + ", expected string");
      }
      else if (k461 === "reason") {
        const v462 = x["reason"];
        if (!(typeof v462 === "string" || v462 === null)) return err([k461], "invalid type: " + kind(v462) + ", expected string or null");
      }
      else if (k461 === "steps") {
        const v462 = x["steps"];
        if (!(Number.isInteger(v462))) return err([k461], "invalid type: " + kind(v462) + ", expected integer");
      }
      else if (k461 === "outcome") {
        const v462 = x["outcome"];
        const e463 = (() => {
          {
            const u464 = [];
            const b467 = (() => {
              { const e465 = v_RunOutcome(v462); if (e465) return within(e465, [k461]); }
              return undefined;
            })();
            if (b467 === undefined) return undefined;
            u464.push(b467);
            const b468 = (() => {
              if (!(v462 === null)) return err([k461], "invalid type: " + kind(v462) + ", expected null");
              return undefined;
            })();
            if (b468 === undefined) return undefined;
            u464.push(b468);
            const u464d = u464.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u464d;
          }
        })();
        if (e463) return e463;
      }
      else if (k461 === "failure_category") {
        const v462 = x["failure_category"];
        const e469 = (() => {
          {
            const u470 = [];
            const b473 = (() => {
              { const e471 = v_FailureCategory(v462); if (e471) return within(e471, [k461]); }
              return undefined;
            })();
            if (b473 === undefined) return undefined;
            u470.push(b473);
            const b474 = (() => {
              if (!(v462 === null)) return err([k461], "invalid type: " + kind(v462) + ", expected null");
              return undefined;
            })();
            if (b474 === undefined) return undefined;
            u470.push(b474);
            const u470d = u470.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u470d;
          }
        })();
        if (e469) return e469;
      }
      else if (k461 === "changes") {
        const v462 = x["changes"];
        if (!(Array.isArray(v462) || v462 === null)) return err([k461], "invalid type: " + kind(v462) + ", expected array or null");
        if (Array.isArray(v462)) {
          for (let i475 = 0; i475 < v462.length; i475++) {
            const v476 = v462[i475];
            { const e477 = v_JsonValue(v476); if (e477) return within(e477, [k461, i475]); }
          }
        }
      }
      else if (k461 === "verification") {
        const v462 = x["verification"];
        if (!(Array.isArray(v462) || v462 === null)) return err([k461], "invalid type: " + kind(v462) + ", expected array or null");
        if (Array.isArray(v462)) {
          for (let i478 = 0; i478 < v462.length; i478++) {
            const v479 = v462[i478];
            { const e480 = v_JsonValue(v479); if (e480) return within(e480, [k461, i478]); }
          }
        }
      }
      else if (k461 === "result_summary") {
        const v462 = x["result_summary"];
        if (!(typeof v462 === "string" || v462 === null)) return err([k461], "invalid type: " + kind(v462) + ", expected string or null");
      }
      else if (k461 === "ledger_seq") {
        const v462 = x["ledger_seq"];
        if (!(Number.isInteger(v462) || v462 === null)) return err([k461], "invalid type: " + kind(v462) + ", expected integer or null");
        if (typeof v462 === "number") {
          if (v462 < 1) return err([k461], v462 + " is less than minimum 1");
        }
      }
      else if (k461 === "ts") {
        const v462 = x["ts"];
        if (!(typeof v462 === "string")) return err([k461], "invalid type: " + kind(v462) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["status"] === undefined) return err([], "missing field `status`");
    if (x["steps"] === undefined) return err([], "missing field `steps`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "run.finished");
    if (x["reason"] === undefined) fills.push(x, "reason", null);
    if (x["outcome"] === undefined) fills.push(x, "outcome", null);
    if (x["failure_category"] === undefined) fills.push(x, "failure_category", null);
    if (x["changes"] === undefined) fills.push(x, "changes", null);
    if (x["verification"] === undefined) fills.push(x, "verification", null);
    if (x["result_summary"] === undefined) fills.push(x, "result_summary", null);
    if (x["ledger_seq"] === undefined) fills.push(x, "ledger_seq", null);
  }
  return undefined;
}

function v_RunKind(x) {
  if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
  if (x !== "agent" && x !== "user_shell") return err([], "unknown variant " + kind(x) + ", expected one of `agent`, `user_shell`");
  return undefined;
}

function v_RunOutcome(x) {
  if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
  if (x !== "completed" && x !== "tool_use" && x !== "length" && x !== "incomplete" && x !== "content_filtered" && x !== "failed" && x !== "cancelled" && x !== "transport_error") return err([], "unknown variant " + kind(x) + ", expected one of `completed`, `tool_use`, `length`, `incomplete`, `content_filtered`, `failed`, `cancelled`, `transport_error`");
  return undefined;
}

function v_RunPhase(x) {
  if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
  if (x !== "understanding" && x !== "exploring" && x !== "planning" && x !== "waiting_confirmation" && x !== "executing" && x !== "verifying" && x !== "reviewing" && x !== "completed" && x !== "failed" && x !== "interrupted") return err([], "unknown variant " + kind(x) + ", expected one of `understanding`, `exploring`, `planning`, `waiting_confirmation`, `executing`, `verifying`, `reviewing`, `completed`, `failed`, `interrupted`");
  return undefined;
}

function v_RunPhaseChangedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k481 in x) {
      if (k481 === "type") {
        const v482 = x["type"];
        if (!(typeof v482 === "string")) return err([k481], "invalid type: " + kind(v482) + ", expected string");
        if (v482 !== "run.phase_changed") return err([k481], "invalid value: " + kind(v482) + ", expected the constant " + "\"run.phase_changed\"");
      }
      else if (k481 === "run_id") {
        const v482 = x["run_id"];
        if (!(typeof v482 === "string")) return err([k481], "invalid type: " + kind(v482) + ", expected string");
      }
      else if (k481 === "phase") {
        const v482 = x["phase"];
        { const e483 = v_RunPhase(v482); if (e483) return within(e483, [k481]); }
      }
      else if (k481 === "current") {
        const v482 = x["current"];
        if (!(Number.isInteger(v482))) return err([k481], "invalid type: " + kind(v482) + ", expected integer");
        {
          if (v482 < 0) return err([k481], v482 + " is less than minimum 0");
        }
      }
      else if (k481 === "total") {
        const v482 = x["total"];
        if (!(Number.isInteger(v482))) return err([k481], "invalid type: " + kind(v482) + ", expected integer");
        {
          if (v482 < 0) return err([k481], v482 + " is less than minimum 0");
        }
      }
      else if (k481 === "summary") {
        const v482 = x["summary"];
        if (!(typeof v482 === "string")) return err([k481], "invalid type: " + kind(v482) + ", expected string");
      }
      else if (k481 === "ts") {
        const v482 = x["ts"];
        if (!(typeof v482 === "string")) return err([k481], "invalid type: " + kind(v482) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["phase"] === undefined) return err([], "missing field `phase`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "run.phase_changed");
    if (x["current"] === undefined) fills.push(x, "current", 0);
    if (x["total"] === undefined) fills.push(x, "total", 0);
    if (x["summary"] === undefined) fills.push(x, "summary", "");
  }
  return undefined;
}

function v_RunStartedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k484 in x) {
      if (k484 === "type") {
        const v485 = x["type"];
        if (!(typeof v485 === "string")) return err([k484], "invalid type: " + kind(v485) + ", expected string");
        if (v485 !== "run.started") return err([k484], "invalid value: " + kind(v485) + ", expected the constant " + "\"run.started\"");
      }
      else if (k484 === "run_id") {
        const v485 = x["run_id"];
        if (!(typeof v485 === "string")) return err([k484], "invalid type: " + kind(v485) + ", expected string");
      }
      else if (k484 === "goal") {
        const v485 = x["goal"];
        if (!(typeof v485 === "string")) return err([k484], "invalid type: " + kind(v485) + ", expected string");
      }
      else if (k484 === "run_kind") {
        const v485 = x["run_kind"];
        { const e486 = v_RunKind(v485); if (e486) return within(e486, [k484]); }
      }
      else if (k484 === "ledger_seq") {
        const v485 = x["ledger_seq"];
        if (!(Number.isInteger(v485) || v485 === null)) return err([k484], "invalid type: " + kind(v485) + ", expected integer or null");
        if (typeof v485 === "number") {
          if (v485 < 1) return err([k484], v485 + " is less than minimum 1");
        }
      }
      else if (k484 === "ts") {
        const v485 = x["ts"];
        if (!(typeof v485 === "string")) return err([k484], "invalid type: " + kind(v485) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["goal"] === undefined) return err([], "missing field `goal`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "run.started");
    if (x["run_kind"] === undefined) fills.push(x, "run_kind", "agent");
    if (x["ledger_seq"] === undefined) fills.push(x, "ledger_seq", null);
  }
  return undefined;
}

function v_RunSteerCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k487 in x) {
      if (k487 === "type") {
        const v488 = x["type"];
        if (!(typeof v488 === "string")) return err([k487], "invalid type: " + kind(v488) + ", expected string");
        if (v488 !== "run.steer") return err([k487], "invalid value: " + kind(v488) + ", expected the constant " + "\"run.steer\"");
      }
      else if (k487 === "run_id") {
        const v488 = x["run_id"];
        if (!(typeof v488 === "string")) return err([k487], "invalid type: " + kind(v488) + ", expected string");
      }
      else if (k487 === "content") {
        const v488 = x["content"];
        if (!(typeof v488 === "string")) return err([k487], "invalid type: " + kind(v488) + ", expected string");
        {
          if (v488.length < 2 && chars(v488) < 1) return err([k487], "string of length " + chars(v488) + " is shorter than minLength 1");
          if (v488.length > 10000 && chars(v488) > 10000) return err([k487], "string of length " + chars(v488) + " is longer than maxLength 10000");
        }
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["content"] === undefined) return err([], "missing field `content`");
    if (x["type"] === undefined) fills.push(x, "type", "run.steer");
  }
  return undefined;
}

function v_RunSteerResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k489 in x) {
      if (k489 === "run_id") {
        const v490 = x["run_id"];
        if (!(typeof v490 === "string")) return err([k489], "invalid type: " + kind(v490) + ", expected string");
      }
      else if (k489 === "queued") {
        const v490 = x["queued"];
        if (!(typeof v490 === "boolean")) return err([k489], "invalid type: " + kind(v490) + ", expected boolean");
        if (v490 !== true) return err([k489], "invalid value: " + kind(v490) + ", expected the constant " + "true");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["queued"] === undefined) fills.push(x, "queued", true);
  }
  return undefined;
}

function v_RunSteeredEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k491 in x) {
      if (k491 === "type") {
        const v492 = x["type"];
        if (!(typeof v492 === "string")) return err([k491], "invalid type: " + kind(v492) + ", expected string");
        if (v492 !== "run.steered") return err([k491], "invalid value: " + kind(v492) + ", expected the constant " + "\"run.steered\"");
      }
      else if (k491 === "run_id") {
        const v492 = x["run_id"];
        if (!(typeof v492 === "string")) return err([k491], "invalid type: " + kind(v492) + ", expected string");
      }
      else if (k491 === "session_id") {
        const v492 = x["session_id"];
        if (!(typeof v492 === "string")) return err([k491], "invalid type: " + kind(v492) + ", expected string");
      }
      else if (k491 === "content") {
        const v492 = x["content"];
        if (!(typeof v492 === "string")) return err([k491], "invalid type: " + kind(v492) + ", expected string");
      }
      else if (k491 === "ts") {
        const v492 = x["ts"];
        if (!(typeof v492 === "string")) return err([k491], "invalid type: " + kind(v492) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["content"] === undefined) return err([], "missing field `content`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "run.steered");
  }
  return undefined;
}

function v_RuntimeCapabilitiesCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k493 in x) {
      if (k493 === "type") {
        const v494 = x["type"];
        if (!(typeof v494 === "string")) return err([k493], "invalid type: " + kind(v494) + ", expected string");
        if (v494 !== "runtime.capabilities") return err([k493], "invalid value: " + kind(v494) + ", expected the constant " + "\"runtime.capabilities\"");
      }
    }
    if (x["type"] === undefined) fills.push(x, "type", "runtime.capabilities");
  }
  return undefined;
}

function v_RuntimeCapabilitiesResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k495 in x) {
      if (k495 === "version") {
        const v496 = x["version"];
        if (!(typeof v496 === "string")) return err([k495], "invalid type: " + kind(v496) + ", expected string");
      }
      else if (k495 === "api_version") {
        const v496 = x["api_version"];
        if (!(typeof v496 === "string")) return err([k495], "invalid type: " + kind(v496) + ", expected string");
      }
      else if (k495 === "runtime_modes") {
        const v496 = x["runtime_modes"];
        if (!(Array.isArray(v496))) return err([k495], "invalid type: " + kind(v496) + ", expected array");
        {
          for (let i497 = 0; i497 < v496.length; i497++) {
            const v498 = v496[i497];
            { const e499 = v_RuntimeMode(v498); if (e499) return within(e499, [k495, i497]); }
          }
        }
      }
      else if (k495 === "features") {
        const v496 = x["features"];
        if (!(Array.isArray(v496))) return err([k495], "invalid type: " + kind(v496) + ", expected array");
        {
          for (let i500 = 0; i500 < v496.length; i500++) {
            const v501 = v496[i500];
            if (!(typeof v501 === "string")) return err([k495, i500], "invalid type: " + kind(v501) + ", expected string");
          }
        }
      }
      else if (k495 === "feature_flags") {
        const v496 = x["feature_flags"];
        { const e502 = v_RuntimeFeatureFlags(v496); if (e502) return within(e502, [k495]); }
      }
      else if (k495 === "labs_enabled") {
        const v496 = x["labs_enabled"];
        if (!(typeof v496 === "boolean")) return err([k495], "invalid type: " + kind(v496) + ", expected boolean");
      }
      else if (k495 === "sandbox") {
        const v496 = x["sandbox"];
        { const e503 = v_RuntimeSandboxStatus(v496); if (e503) return within(e503, [k495]); }
      }
      else if (k495 === "runtime_event_schema_version") {
        const v496 = x["runtime_event_schema_version"];
        if (!(Number.isInteger(v496))) return err([k495], "invalid type: " + kind(v496) + ", expected integer");
      }
      else if (k495 === "stream_json_schema_versions") {
        const v496 = x["stream_json_schema_versions"];
        if (!(Array.isArray(v496))) return err([k495], "invalid type: " + kind(v496) + ", expected array");
        {
          for (let i504 = 0; i504 < v496.length; i504++) {
            const v505 = v496[i504];
            if (!(Number.isInteger(v505))) return err([k495, i504], "invalid type: " + kind(v505) + ", expected integer");
          }
        }
      }
      else if (true) return err([k495], "unknown field `" + k495 + "`" + ", expected one of `version`, `api_version`, `runtime_modes`, `features`, `feature_flags`, `labs_enabled`, `sandbox`, `runtime_event_schema_version`, `stream_json_schema_versions`");
    }
    if (x["version"] === undefined) return err([], "missing field `version`");
    if (x["runtime_modes"] === undefined) return err([], "missing field `runtime_modes`");
    if (x["features"] === undefined) return err([], "missing field `features`");
    if (x["api_version"] === undefined) fills.push(x, "api_version", "v1");
    if (x["feature_flags"] === undefined) fills.push(x, "feature_flags", {"stable":{},"labs":{},"internal":{}});
    if (x["labs_enabled"] === undefined) fills.push(x, "labs_enabled", false);
    if (x["sandbox"] === undefined) fills.push(x, "sandbox", {"platform":"","capability":{"available":false,"kind":"none","reason":"sandbox capability has not been detected"},"state":"degraded","windows_forced_sandbox":"not_applicable"});
    if (x["runtime_event_schema_version"] === undefined) fills.push(x, "runtime_event_schema_version", 1);
    if (x["stream_json_schema_versions"] === undefined) fills.push(x, "stream_json_schema_versions", []);
  }
  return undefined;
}

function v_RuntimeEventAppendedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k506 in x) {
      if (k506 === "type") {
        const v507 = x["type"];
        if (!(typeof v507 === "string")) return err([k506], "invalid type: " + kind(v507) + ", expected string");
        if (v507 !== "runtime.event") return err([k506], "invalid value: " + kind(v507) + ", expected the constant " + "\"runtime.event\"");
      }
      else if (k506 === "thread_id") {
        const v507 = x["thread_id"];
        if (!(typeof v507 === "string")) return err([k506], "invalid type: " + kind(v507) + ", expected string");
      }
      else if (k506 === "turn_id") {
        const v507 = x["turn_id"];
        if (!(typeof v507 === "string" || v507 === null)) return err([k506], "invalid type: " + kind(v507) + ", expected string or null");
      }
      else if (k506 === "seq") {
        const v507 = x["seq"];
        if (!(Number.isInteger(v507))) return err([k506], "invalid type: " + kind(v507) + ", expected integer");
      }
      else if (k506 === "event_type") {
        const v507 = x["event_type"];
        if (!(typeof v507 === "string")) return err([k506], "invalid type: " + kind(v507) + ", expected string");
      }
      else if (k506 === "payload") {
        const v507 = x["payload"];
        if (!(isObject(v507))) return err([k506], "invalid type: " + kind(v507) + ", expected object");
      }
      else if (k506 === "ts") {
        const v507 = x["ts"];
        if (!(typeof v507 === "string")) return err([k506], "invalid type: " + kind(v507) + ", expected string");
      }
    }
    if (x["thread_id"] === undefined) return err([], "missing field `thread_id`");
    if (x["turn_id"] === undefined) return err([], "missing field `turn_id`");
    if (x["seq"] === undefined) return err([], "missing field `seq`");
    if (x["event_type"] === undefined) return err([], "missing field `event_type`");
    if (x["payload"] === undefined) return err([], "missing field `payload`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "runtime.event");
  }
  return undefined;
}

function v_RuntimeEventRecord(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k508 in x) {
      if (k508 === "thread_id") {
        const v509 = x["thread_id"];
        if (!(typeof v509 === "string")) return err([k508], "invalid type: " + kind(v509) + ", expected string");
        {
          if (v509.length < 2 && chars(v509) < 1) return err([k508], "string of length " + chars(v509) + " is shorter than minLength 1");
        }
      }
      else if (k508 === "turn_id") {
        const v509 = x["turn_id"];
        if (!(typeof v509 === "string" || v509 === null)) return err([k508], "invalid type: " + kind(v509) + ", expected string or null");
      }
      else if (k508 === "seq") {
        const v509 = x["seq"];
        if (!(Number.isInteger(v509))) return err([k508], "invalid type: " + kind(v509) + ", expected integer");
        {
          if (v509 < 1) return err([k508], v509 + " is less than minimum 1");
        }
      }
      else if (k508 === "type") {
        const v509 = x["type"];
        if (!(typeof v509 === "string")) return err([k508], "invalid type: " + kind(v509) + ", expected string");
        {
          if (v509.length < 2 && chars(v509) < 1) return err([k508], "string of length " + chars(v509) + " is shorter than minLength 1");
        }
      }
      else if (k508 === "payload") {
        const v509 = x["payload"];
        if (!(isObject(v509))) return err([k508], "invalid type: " + kind(v509) + ", expected object");
        {
          for (const k510 in v509) {
            {
              const v511 = v509[k510];
              { const e512 = v_JsonValue(v511); if (e512) return within(e512, [k508, k510]); }
            }
          }
        }
      }
      else if (k508 === "ts") {
        const v509 = x["ts"];
        if (!(typeof v509 === "string")) return err([k508], "invalid type: " + kind(v509) + ", expected string");
      }
      else if (k508 === "schema_version") {
        const v509 = x["schema_version"];
        if (!(Number.isInteger(v509))) return err([k508], "invalid type: " + kind(v509) + ", expected integer");
        if (v509 !== 1) return err([k508], "invalid value: " + kind(v509) + ", expected the constant " + "1");
      }
      else if (true) return err([k508], "unknown field `" + k508 + "`" + ", expected one of `thread_id`, `turn_id`, `seq`, `type`, `payload`, `ts`, `schema_version`");
    }
    if (x["thread_id"] === undefined) return err([], "missing field `thread_id`");
    if (x["seq"] === undefined) return err([], "missing field `seq`");
    if (x["type"] === undefined) return err([], "missing field `type`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["turn_id"] === undefined) fills.push(x, "turn_id", null);
    if (x["payload"] === undefined) fills.push(x, "payload", {});
    if (x["schema_version"] === undefined) fills.push(x, "schema_version", 1);
  }
  return undefined;
}

function v_RuntimeFeatureFlags(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k513 in x) {
      if (k513 === "stable") {
        const v514 = x["stable"];
        if (!(isObject(v514))) return err([k513], "invalid type: " + kind(v514) + ", expected object");
        {
          for (const k515 in v514) {
            {
              const v516 = v514[k515];
              if (!(typeof v516 === "boolean")) return err([k513, k515], "invalid type: " + kind(v516) + ", expected boolean");
            }
          }
        }
      }
      else if (k513 === "labs") {
        const v514 = x["labs"];
        if (!(isObject(v514))) return err([k513], "invalid type: " + kind(v514) + ", expected object");
        {
          for (const k517 in v514) {
            {
              const v518 = v514[k517];
              if (!(typeof v518 === "boolean")) return err([k513, k517], "invalid type: " + kind(v518) + ", expected boolean");
            }
          }
        }
      }
      else if (k513 === "internal") {
        const v514 = x["internal"];
        if (!(isObject(v514))) return err([k513], "invalid type: " + kind(v514) + ", expected object");
        {
          for (const k519 in v514) {
            {
              const v520 = v514[k519];
              if (!(typeof v520 === "boolean")) return err([k513, k519], "invalid type: " + kind(v520) + ", expected boolean");
            }
          }
        }
      }
      else if (true) return err([k513], "unknown field `" + k513 + "`" + ", expected one of `stable`, `labs`, `internal`");
    }
    if (x["stable"] === undefined) fills.push(x, "stable", {});
    if (x["labs"] === undefined) fills.push(x, "labs", {});
    if (x["internal"] === undefined) fills.push(x, "internal", {});
  }
  return undefined;
}

function v_RuntimeMode(x) {
  if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
  if (x !== "plan" && x !== "act" && x !== "operate" && x !== "review") return err([], "unknown variant " + kind(x) + ", expected one of `plan`, `act`, `operate`, `review`");
  return undefined;
}

function v_RuntimeSandboxStatus(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k521 in x) {
      if (k521 === "platform") {
        const v522 = x["platform"];
        if (!(typeof v522 === "string")) return err([k521], "invalid type: " + kind(v522) + ", expected string");
      }
      else if (k521 === "capability") {
        const v522 = x["capability"];
        { const e523 = v_SandboxCapability(v522); if (e523) return within(e523, [k521]); }
      }
      else if (k521 === "state") {
        const v522 = x["state"];
        { const e524 = v_SandboxState(v522); if (e524) return within(e524, [k521]); }
      }
      else if (k521 === "windows_forced_sandbox") {
        const v522 = x["windows_forced_sandbox"];
        { const e525 = v_WindowsForcedSandbox(v522); if (e525) return within(e525, [k521]); }
      }
      else if (true) return err([k521], "unknown field `" + k521 + "`" + ", expected one of `platform`, `capability`, `state`, `windows_forced_sandbox`");
    }
    if (x["platform"] === undefined) return err([], "missing field `platform`");
    if (x["capability"] === undefined) return err([], "missing field `capability`");
    if (x["state"] === undefined) return err([], "missing field `state`");
    if (x["windows_forced_sandbox"] === undefined) return err([], "missing field `windows_forced_sandbox`");
  }
  return undefined;
}

function v_SandboxCapability(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k526 in x) {
      if (k526 === "available") {
        const v527 = x["available"];
        if (!(typeof v527 === "boolean")) return err([k526], "invalid type: " + kind(v527) + ", expected boolean");
      }
      else if (k526 === "kind") {
        const v527 = x["kind"];
        { const e528 = v_SandboxKind(v527); if (e528) return within(e528, [k526]); }
      }
      else if (k526 === "reason") {
        const v527 = x["reason"];
        if (!(typeof v527 === "string")) return err([k526], "invalid type: " + kind(v527) + ", expected string");
      }
      else if (true) return err([k526], "unknown field `" + k526 + "`" + ", expected one of `available`, `kind`, `reason`");
    }
    if (x["available"] === undefined) return err([], "missing field `available`");
    if (x["kind"] === undefined) return err([], "missing field `kind`");
    if (x["reason"] === undefined) return err([], "missing field `reason`");
  }
  return undefined;
}

function v_SandboxEnforcement(x) {
  if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
  if (x !== "full" && x !== "partial" && x !== "unavailable") return err([], "unknown variant " + kind(x) + ", expected one of `full`, `partial`, `unavailable`");
  return undefined;
}

function v_SandboxKind(x) {
  if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
  if (x !== "none" && x !== "windows_none" && x !== "windows_acl" && x !== "linux_bwrap" && x !== "macos_seatbelt") return err([], "unknown variant " + kind(x) + ", expected one of `none`, `windows_none`, `windows_acl`, `linux_bwrap`, `macos_seatbelt`");
  return undefined;
}

function v_SandboxState(x) {
  if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
  if (x !== "enforcement_available" && x !== "partial_enforcement" && x !== "degraded") return err([], "unknown variant " + kind(x) + ", expected one of `enforcement_available`, `partial_enforcement`, `degraded`");
  return undefined;
}

function v_SessionAuthorityResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k529 in x) {
      if (k529 === "snapshot") {
        const v530 = x["snapshot"];
        { const e531 = v_AuthoritySnapshot(v530); if (e531) return within(e531, [k529]); }
      }
    }
    if (x["snapshot"] === undefined) return err([], "missing field `snapshot`");
  }
  return undefined;
}

function v_SessionCheckpointsCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k532 in x) {
      if (k532 === "type") {
        const v533 = x["type"];
        if (!(typeof v533 === "string")) return err([k532], "invalid type: " + kind(v533) + ", expected string");
        if (v533 !== "session.checkpoints") return err([k532], "invalid value: " + kind(v533) + ", expected the constant " + "\"session.checkpoints\"");
      }
      else if (k532 === "session_id") {
        const v533 = x["session_id"];
        if (!(typeof v533 === "string")) return err([k532], "invalid type: " + kind(v533) + ", expected string");
      }
      else if (k532 === "run_id") {
        const v533 = x["run_id"];
        if (!(typeof v533 === "string" || v533 === null)) return err([k532], "invalid type: " + kind(v533) + ", expected string or null");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["type"] === undefined) fills.push(x, "type", "session.checkpoints");
    if (x["run_id"] === undefined) fills.push(x, "run_id", null);
  }
  return undefined;
}

function v_SessionCheckpointsResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k534 in x) {
      if (k534 === "run_id") {
        const v535 = x["run_id"];
        if (!(typeof v535 === "string" || v535 === null)) return err([k534], "invalid type: " + kind(v535) + ", expected string or null");
      }
      else if (k534 === "checkpoints") {
        const v535 = x["checkpoints"];
        if (!(Array.isArray(v535))) return err([k534], "invalid type: " + kind(v535) + ", expected array");
        {
          for (let i536 = 0; i536 < v535.length; i536++) {
            const v537 = v535[i536];
            if (!(isObject(v537))) return err([k534, i536], "invalid type: " + kind(v537) + ", expected object");
          }
        }
      }
    }
    if (x["run_id"] === undefined) fills.push(x, "run_id", null);
    if (x["checkpoints"] === undefined) fills.push(x, "checkpoints", []);
  }
  return undefined;
}

function v_SessionCloseCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k538 in x) {
      if (k538 === "type") {
        const v539 = x["type"];
        if (!(typeof v539 === "string")) return err([k538], "invalid type: " + kind(v539) + ", expected string");
        if (v539 !== "session.close") return err([k538], "invalid value: " + kind(v539) + ", expected the constant " + "\"session.close\"");
      }
      else if (k538 === "session_id") {
        const v539 = x["session_id"];
        if (!(typeof v539 === "string")) return err([k538], "invalid type: " + kind(v539) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["type"] === undefined) fills.push(x, "type", "session.close");
  }
  return undefined;
}

function v_SessionCloseResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k540 in x) {
      if (k540 === "status") {
        const v541 = x["status"];
        { const e542 = v_SessionStatus(v541); if (e542) return within(e542, [k540]); }
      }
    }
    if (x["status"] === undefined) return err([], "missing field `status`");
  }
  return undefined;
}

function v_SessionClosedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k543 in x) {
      if (k543 === "type") {
        const v544 = x["type"];
        if (!(typeof v544 === "string")) return err([k543], "invalid type: " + kind(v544) + ", expected string");
        if (v544 !== "session.closed") return err([k543], "invalid value: " + kind(v544) + ", expected the constant " + "\"session.closed\"");
      }
      else if (k543 === "session_id") {
        const v544 = x["session_id"];
        if (!(typeof v544 === "string")) return err([k543], "invalid type: " + kind(v544) + ", expected string");
      }
      else if (k543 === "ts") {
        const v544 = x["ts"];
        if (!(typeof v544 === "string")) return err([k543], "invalid type: " + kind(v544) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "session.closed");
  }
  return undefined;
}

function v_SessionCompactCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k545 in x) {
      if (k545 === "type") {
        const v546 = x["type"];
        if (!(typeof v546 === "string")) return err([k545], "invalid type: " + kind(v546) + ", expected string");
        if (v546 !== "session.compact") return err([k545], "invalid value: " + kind(v546) + ", expected the constant " + "\"session.compact\"");
      }
      else if (k545 === "session_id") {
        const v546 = x["session_id"];
        if (!(typeof v546 === "string")) return err([k545], "invalid type: " + kind(v546) + ", expected string");
      }
      else if (k545 === "focus") {
        const v546 = x["focus"];
        if (!(typeof v546 === "string")) return err([k545], "invalid type: " + kind(v546) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["type"] === undefined) fills.push(x, "type", "session.compact");
    if (x["focus"] === undefined) fills.push(x, "focus", "");
  }
  return undefined;
}

function v_SessionCompactResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k547 in x) {
      if (k547 === "status") {
        const v548 = x["status"];
        { const e549 = v_CompactStatus(v548); if (e549) return within(e549, [k547]); }
      }
      else if (k547 === "message") {
        const v548 = x["message"];
        if (!(typeof v548 === "string")) return err([k547], "invalid type: " + kind(v548) + ", expected string");
      }
      else if (k547 === "summary_tokens") {
        const v548 = x["summary_tokens"];
        if (!(Number.isInteger(v548))) return err([k547], "invalid type: " + kind(v548) + ", expected integer");
      }
      else if (k547 === "saved_tokens") {
        const v548 = x["saved_tokens"];
        if (!(Number.isInteger(v548))) return err([k547], "invalid type: " + kind(v548) + ", expected integer");
      }
      else if (k547 === "original_tokens") {
        const v548 = x["original_tokens"];
        if (!(Number.isInteger(v548))) return err([k547], "invalid type: " + kind(v548) + ", expected integer");
      }
      else if (k547 === "compacted_tokens") {
        const v548 = x["compacted_tokens"];
        if (!(Number.isInteger(v548))) return err([k547], "invalid type: " + kind(v548) + ", expected integer");
      }
      else if (k547 === "retained_tokens") {
        const v548 = x["retained_tokens"];
        if (!(Number.isInteger(v548))) return err([k547], "invalid type: " + kind(v548) + ", expected integer");
      }
      else if (k547 === "retained_messages") {
        const v548 = x["retained_messages"];
        if (!(Number.isInteger(v548))) return err([k547], "invalid type: " + kind(v548) + ", expected integer");
      }
      else if (k547 === "quality_score") {
        const v548 = x["quality_score"];
        if (!(typeof v548 === "number")) return err([k547], "invalid type: " + kind(v548) + ", expected number");
      }
      else if (k547 === "summary_path") {
        const v548 = x["summary_path"];
        if (!(typeof v548 === "string")) return err([k547], "invalid type: " + kind(v548) + ", expected string");
      }
    }
    if (x["summary_tokens"] === undefined) return err([], "missing field `summary_tokens`");
    if (x["saved_tokens"] === undefined) return err([], "missing field `saved_tokens`");
    if (x["status"] === undefined) fills.push(x, "status", "compacted");
    if (x["message"] === undefined) fills.push(x, "message", "");
    if (x["original_tokens"] === undefined) fills.push(x, "original_tokens", 0);
    if (x["compacted_tokens"] === undefined) fills.push(x, "compacted_tokens", 0);
    if (x["retained_tokens"] === undefined) fills.push(x, "retained_tokens", 0);
    if (x["retained_messages"] === undefined) fills.push(x, "retained_messages", 0);
    if (x["quality_score"] === undefined) fills.push(x, "quality_score", 1.0);
    if (x["summary_path"] === undefined) fills.push(x, "summary_path", "");
  }
  return undefined;
}

function v_SessionContextCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k550 in x) {
      if (k550 === "type") {
        const v551 = x["type"];
        if (!(typeof v551 === "string")) return err([k550], "invalid type: " + kind(v551) + ", expected string");
        if (v551 !== "session.context") return err([k550], "invalid value: " + kind(v551) + ", expected the constant " + "\"session.context\"");
      }
      else if (k550 === "session_id") {
        const v551 = x["session_id"];
        if (!(typeof v551 === "string")) return err([k550], "invalid type: " + kind(v551) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["type"] === undefined) fills.push(x, "type", "session.context");
  }
  return undefined;
}

function v_SessionContextResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k552 in x) {
      if (k552 === "input_commands") {
        const v553 = x["input_commands"];
        if (!(Array.isArray(v553))) return err([k552], "invalid type: " + kind(v553) + ", expected array");
        {
          for (let i554 = 0; i554 < v553.length; i554++) {
            const v555 = v553[i554];
            if (!(isObject(v555))) return err([k552, i554], "invalid type: " + kind(v555) + ", expected object");
            {
              for (const k556 in v555) {
                {
                  const v557 = v555[k556];
                  if (!(typeof v557 === "string")) return err([k552, i554, k556], "invalid type: " + kind(v557) + ", expected string");
                }
              }
            }
          }
        }
      }
      else if (k552 === "message_count") {
        const v553 = x["message_count"];
        if (!(Number.isInteger(v553))) return err([k552], "invalid type: " + kind(v553) + ", expected integer");
      }
      else if (k552 === "estimated_tokens") {
        const v553 = x["estimated_tokens"];
        if (!(Number.isInteger(v553))) return err([k552], "invalid type: " + kind(v553) + ", expected integer");
      }
      else if (k552 === "run_count") {
        const v553 = x["run_count"];
        if (!(Number.isInteger(v553))) return err([k552], "invalid type: " + kind(v553) + ", expected integer");
      }
      else if (k552 === "last_run_id") {
        const v553 = x["last_run_id"];
        if (!(typeof v553 === "string" || v553 === null)) return err([k552], "invalid type: " + kind(v553) + ", expected string or null");
      }
      else if (k552 === "usage") {
        const v553 = x["usage"];
        if (!(isObject(v553))) return err([k552], "invalid type: " + kind(v553) + ", expected object");
      }
      else if (k552 === "session_usage") {
        const v553 = x["session_usage"];
        if (!(isObject(v553))) return err([k552], "invalid type: " + kind(v553) + ", expected object");
      }
      else if (k552 === "working_set") {
        const v553 = x["working_set"];
        if (!(Array.isArray(v553))) return err([k552], "invalid type: " + kind(v553) + ", expected array");
        {
          for (let i558 = 0; i558 < v553.length; i558++) {
            const v559 = v553[i558];
            if (!(typeof v559 === "string")) return err([k552, i558], "invalid type: " + kind(v559) + ", expected string");
          }
        }
      }
      else if (k552 === "memory_count") {
        const v553 = x["memory_count"];
        if (!(Number.isInteger(v553))) return err([k552], "invalid type: " + kind(v553) + ", expected integer");
        {
          if (v553 < 0) return err([k552], v553 + " is less than minimum 0");
        }
      }
      else if (k552 === "compaction") {
        const v553 = x["compaction"];
        if (!(isObject(v553) || v553 === null)) return err([k552], "invalid type: " + kind(v553) + ", expected object or null");
      }
      else if (k552 === "tool_schema_tokens") {
        const v553 = x["tool_schema_tokens"];
        if (!(Number.isInteger(v553) || v553 === null)) return err([k552], "invalid type: " + kind(v553) + ", expected integer or null");
        if (typeof v553 === "number") {
          if (v553 < 0) return err([k552], v553 + " is less than minimum 0");
        }
      }
      else if (k552 === "system_tokens") {
        const v553 = x["system_tokens"];
        if (!(Number.isInteger(v553) || v553 === null)) return err([k552], "invalid type: " + kind(v553) + ", expected integer or null");
        if (typeof v553 === "number") {
          if (v553 < 0) return err([k552], v553 + " is less than minimum 0");
        }
      }
    }
    if (x["message_count"] === undefined) return err([], "missing field `message_count`");
    if (x["estimated_tokens"] === undefined) return err([], "missing field `estimated_tokens`");
    if (x["run_count"] === undefined) return err([], "missing field `run_count`");
    if (x["input_commands"] === undefined) fills.push(x, "input_commands", []);
    if (x["last_run_id"] === undefined) fills.push(x, "last_run_id", null);
    if (x["usage"] === undefined) fills.push(x, "usage", {});
    if (x["session_usage"] === undefined) fills.push(x, "session_usage", {});
    if (x["working_set"] === undefined) fills.push(x, "working_set", []);
    if (x["memory_count"] === undefined) fills.push(x, "memory_count", 0);
    if (x["compaction"] === undefined) fills.push(x, "compaction", null);
    if (x["tool_schema_tokens"] === undefined) fills.push(x, "tool_schema_tokens", null);
    if (x["system_tokens"] === undefined) fills.push(x, "system_tokens", null);
  }
  return undefined;
}

function v_SessionCreateCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k560 in x) {
      if (k560 === "type") {
        const v561 = x["type"];
        if (!(typeof v561 === "string")) return err([k560], "invalid type: " + kind(v561) + ", expected string");
        if (v561 !== "session.create") return err([k560], "invalid value: " + kind(v561) + ", expected the constant " + "\"session.create\"");
      }
      else if (k560 === "mode") {
        const v561 = x["mode"];
        { const e562 = v_SessionMode(v561); if (e562) return within(e562, [k560]); }
      }
      else if (k560 === "title") {
        const v561 = x["title"];
        if (!(typeof v561 === "string")) return err([k560], "invalid type: " + kind(v561) + ", expected string");
      }
      else if (k560 === "preset_id") {
        const v561 = x["preset_id"];
        if (!(typeof v561 === "string")) return err([k560], "invalid type: " + kind(v561) + ", expected string");
        {
          if (!/^[a-z][a-z0-9-]{0,63}$/u.test(v561)) return err([k560], "string does not match pattern ^[a-z][a-z0-9-]{0,63}$");
        }
      }
    }
    if (x["type"] === undefined) fills.push(x, "type", "session.create");
    if (x["mode"] === undefined) fills.push(x, "mode", "chat");
    if (x["title"] === undefined) fills.push(x, "title", "");
    if (x["preset_id"] === undefined) fills.push(x, "preset_id", "standard");
  }
  return undefined;
}

function v_SessionCreateResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k563 in x) {
      if (k563 === "session_id") {
        const v564 = x["session_id"];
        if (!(typeof v564 === "string")) return err([k563], "invalid type: " + kind(v564) + ", expected string");
      }
      else if (k563 === "status") {
        const v564 = x["status"];
        { const e565 = v_SessionStatus(v564); if (e565) return within(e565, [k563]); }
      }
      else if (k563 === "route_id") {
        const v564 = x["route_id"];
        if (!(typeof v564 === "string")) return err([k563], "invalid type: " + kind(v564) + ", expected string");
      }
      else if (k563 === "model") {
        const v564 = x["model"];
        if (!(typeof v564 === "string")) return err([k563], "invalid type: " + kind(v564) + ", expected string");
      }
      else if (k563 === "thinking_level") {
        const v564 = x["thinking_level"];
        const e566 = (() => {
          {
            const u567 = [];
            const b570 = (() => {
              { const e568 = v_ThinkingLevel(v564); if (e568) return within(e568, [k563]); }
              return undefined;
            })();
            if (b570 === undefined) return undefined;
            u567.push(b570);
            const b571 = (() => {
              if (!(v564 === null)) return err([k563], "invalid type: " + kind(v564) + ", expected null");
              return undefined;
            })();
            if (b571 === undefined) return undefined;
            u567.push(b571);
            const u567d = u567.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u567d;
          }
        })();
        if (e566) return e566;
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["status"] === undefined) return err([], "missing field `status`");
    if (x["route_id"] === undefined) fills.push(x, "route_id", "");
    if (x["model"] === undefined) fills.push(x, "model", "");
    if (x["thinking_level"] === undefined) fills.push(x, "thinking_level", null);
  }
  return undefined;
}

function v_SessionCreatedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k572 in x) {
      if (k572 === "type") {
        const v573 = x["type"];
        if (!(typeof v573 === "string")) return err([k572], "invalid type: " + kind(v573) + ", expected string");
        if (v573 !== "session.created") return err([k572], "invalid value: " + kind(v573) + ", expected the constant " + "\"session.created\"");
      }
      else if (k572 === "session_id") {
        const v573 = x["session_id"];
        if (!(typeof v573 === "string")) return err([k572], "invalid type: " + kind(v573) + ", expected string");
      }
      else if (k572 === "mode") {
        const v573 = x["mode"];
        if (!(typeof v573 === "string")) return err([k572], "invalid type: " + kind(v573) + ", expected string");
      }
      else if (k572 === "ts") {
        const v573 = x["ts"];
        if (!(typeof v573 === "string")) return err([k572], "invalid type: " + kind(v573) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["mode"] === undefined) return err([], "missing field `mode`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "session.created");
  }
  return undefined;
}

function v_SessionDeleteCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k574 in x) {
      if (k574 === "type") {
        const v575 = x["type"];
        if (!(typeof v575 === "string")) return err([k574], "invalid type: " + kind(v575) + ", expected string");
        if (v575 !== "session.delete") return err([k574], "invalid value: " + kind(v575) + ", expected the constant " + "\"session.delete\"");
      }
      else if (k574 === "session_id") {
        const v575 = x["session_id"];
        if (!(typeof v575 === "string")) return err([k574], "invalid type: " + kind(v575) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["type"] === undefined) fills.push(x, "type", "session.delete");
  }
  return undefined;
}

function v_SessionDeleteResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k576 in x) {
      if (k576 === "session_id") {
        const v577 = x["session_id"];
        if (!(typeof v577 === "string")) return err([k576], "invalid type: " + kind(v577) + ", expected string");
      }
      else if (k576 === "deleted") {
        const v577 = x["deleted"];
        if (!(typeof v577 === "boolean")) return err([k576], "invalid type: " + kind(v577) + ", expected boolean");
        if (v577 !== true) return err([k576], "invalid value: " + kind(v577) + ", expected the constant " + "true");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["deleted"] === undefined) fills.push(x, "deleted", true);
  }
  return undefined;
}

function v_SessionDeletedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k578 in x) {
      if (k578 === "type") {
        const v579 = x["type"];
        if (!(typeof v579 === "string")) return err([k578], "invalid type: " + kind(v579) + ", expected string");
        if (v579 !== "session.deleted") return err([k578], "invalid value: " + kind(v579) + ", expected the constant " + "\"session.deleted\"");
      }
      else if (k578 === "session_id") {
        const v579 = x["session_id"];
        if (!(typeof v579 === "string")) return err([k578], "invalid type: " + kind(v579) + ", expected string");
      }
      else if (k578 === "ts") {
        const v579 = x["ts"];
        if (!(typeof v579 === "string")) return err([k578], "invalid type: " + kind(v579) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "session.deleted");
  }
  return undefined;
}

function v_SessionExecuteCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k580 in x) {
      if (k580 === "type") {
        const v581 = x["type"];
        if (!(typeof v581 === "string")) return err([k580], "invalid type: " + kind(v581) + ", expected string");
        if (v581 !== "session.execute_command") return err([k580], "invalid value: " + kind(v581) + ", expected the constant " + "\"session.execute_command\"");
      }
      else if (k580 === "session_id") {
        const v581 = x["session_id"];
        if (!(typeof v581 === "string")) return err([k580], "invalid type: " + kind(v581) + ", expected string");
      }
      else if (k580 === "content") {
        const v581 = x["content"];
        if (!(typeof v581 === "string")) return err([k580], "invalid type: " + kind(v581) + ", expected string");
        {
          if (v581.length < 2 && chars(v581) < 1) return err([k580], "string of length " + chars(v581) + " is shorter than minLength 1");
        }
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["content"] === undefined) return err([], "missing field `content`");
    if (x["type"] === undefined) fills.push(x, "type", "session.execute_command");
  }
  return undefined;
}

function v_SessionExportCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k582 in x) {
      if (k582 === "type") {
        const v583 = x["type"];
        if (!(typeof v583 === "string")) return err([k582], "invalid type: " + kind(v583) + ", expected string");
        if (v583 !== "session.export") return err([k582], "invalid value: " + kind(v583) + ", expected the constant " + "\"session.export\"");
      }
      else if (k582 === "session_id") {
        const v583 = x["session_id"];
        if (!(typeof v583 === "string")) return err([k582], "invalid type: " + kind(v583) + ", expected string");
      }
      else if (k582 === "format") {
        const v583 = x["format"];
        { const e584 = v_ExportFormat(v583); if (e584) return within(e584, [k582]); }
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["type"] === undefined) fills.push(x, "type", "session.export");
    if (x["format"] === undefined) fills.push(x, "format", "markdown");
  }
  return undefined;
}

function v_SessionExportResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k585 in x) {
      if (k585 === "filename") {
        const v586 = x["filename"];
        if (!(typeof v586 === "string")) return err([k585], "invalid type: " + kind(v586) + ", expected string");
      }
      else if (k585 === "media_type") {
        const v586 = x["media_type"];
        if (!(typeof v586 === "string")) return err([k585], "invalid type: " + kind(v586) + ", expected string");
      }
      else if (k585 === "content") {
        const v586 = x["content"];
        if (!(typeof v586 === "string")) return err([k585], "invalid type: " + kind(v586) + ", expected string");
      }
    }
    if (x["filename"] === undefined) return err([], "missing field `filename`");
    if (x["media_type"] === undefined) return err([], "missing field `media_type`");
    if (x["content"] === undefined) return err([], "missing field `content`");
  }
  return undefined;
}

function v_SessionForkCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k587 in x) {
      if (k587 === "type") {
        const v588 = x["type"];
        if (!(typeof v588 === "string")) return err([k587], "invalid type: " + kind(v588) + ", expected string");
        if (v588 !== "session.fork") return err([k587], "invalid value: " + kind(v588) + ", expected the constant " + "\"session.fork\"");
      }
      else if (k587 === "session_id") {
        const v588 = x["session_id"];
        if (!(typeof v588 === "string")) return err([k587], "invalid type: " + kind(v588) + ", expected string");
      }
      else if (k587 === "leaf_seq") {
        const v588 = x["leaf_seq"];
        if (!(Number.isInteger(v588) || v588 === null)) return err([k587], "invalid type: " + kind(v588) + ", expected integer or null");
        if (typeof v588 === "number") {
          if (v588 < 1) return err([k587], v588 + " is less than minimum 1");
        }
      }
      else if (k587 === "title") {
        const v588 = x["title"];
        if (!(typeof v588 === "string")) return err([k587], "invalid type: " + kind(v588) + ", expected string");
        {
          if (v588.length > 200 && chars(v588) > 200) return err([k587], "string of length " + chars(v588) + " is longer than maxLength 200");
        }
      }
      else if (k587 === "preset_id") {
        const v588 = x["preset_id"];
        if (!(typeof v588 === "string" || v588 === null)) return err([k587], "invalid type: " + kind(v588) + ", expected string or null");
        if (typeof v588 === "string") {
          if (!/^[a-z][a-z0-9-]{0,63}$/u.test(v588)) return err([k587], "string does not match pattern ^[a-z][a-z0-9-]{0,63}$");
        }
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["type"] === undefined) fills.push(x, "type", "session.fork");
    if (x["leaf_seq"] === undefined) fills.push(x, "leaf_seq", null);
    if (x["title"] === undefined) fills.push(x, "title", "");
    if (x["preset_id"] === undefined) fills.push(x, "preset_id", null);
  }
  return undefined;
}

function v_SessionForkResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k589 in x) {
      if (k589 === "session") {
        const v590 = x["session"];
        { const e591 = v_SessionInfo(v590); if (e591) return within(e591, [k589]); }
      }
    }
    if (x["session"] === undefined) return err([], "missing field `session`");
  }
  return undefined;
}

function v_SessionForkedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k592 in x) {
      if (k592 === "type") {
        const v593 = x["type"];
        if (!(typeof v593 === "string")) return err([k592], "invalid type: " + kind(v593) + ", expected string");
        if (v593 !== "session.forked") return err([k592], "invalid value: " + kind(v593) + ", expected the constant " + "\"session.forked\"");
      }
      else if (k592 === "session_id") {
        const v593 = x["session_id"];
        if (!(typeof v593 === "string")) return err([k592], "invalid type: " + kind(v593) + ", expected string");
      }
      else if (k592 === "source_session_id") {
        const v593 = x["source_session_id"];
        if (!(typeof v593 === "string")) return err([k592], "invalid type: " + kind(v593) + ", expected string");
      }
      else if (k592 === "ts") {
        const v593 = x["ts"];
        if (!(typeof v593 === "string")) return err([k592], "invalid type: " + kind(v593) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["source_session_id"] === undefined) return err([], "missing field `source_session_id`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "session.forked");
  }
  return undefined;
}

function v_SessionGetAuthorityCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k594 in x) {
      if (k594 === "type") {
        const v595 = x["type"];
        if (!(typeof v595 === "string")) return err([k594], "invalid type: " + kind(v595) + ", expected string");
        if (v595 !== "session.get_authority") return err([k594], "invalid value: " + kind(v595) + ", expected the constant " + "\"session.get_authority\"");
      }
      else if (k594 === "session_id") {
        const v595 = x["session_id"];
        if (!(typeof v595 === "string")) return err([k594], "invalid type: " + kind(v595) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["type"] === undefined) fills.push(x, "type", "session.get_authority");
  }
  return undefined;
}

function v_SessionGetHistoryCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k596 in x) {
      if (k596 === "type") {
        const v597 = x["type"];
        if (!(typeof v597 === "string")) return err([k596], "invalid type: " + kind(v597) + ", expected string");
        if (v597 !== "session.get_history") return err([k596], "invalid value: " + kind(v597) + ", expected the constant " + "\"session.get_history\"");
      }
      else if (k596 === "session_id") {
        const v597 = x["session_id"];
        if (!(typeof v597 === "string")) return err([k596], "invalid type: " + kind(v597) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["type"] === undefined) fills.push(x, "type", "session.get_history");
  }
  return undefined;
}

function v_SessionGetHistoryResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k598 in x) {
      if (k598 === "messages") {
        const v599 = x["messages"];
        if (!(Array.isArray(v599))) return err([k598], "invalid type: " + kind(v599) + ", expected array");
        {
          for (let i600 = 0; i600 < v599.length; i600++) {
            const v601 = v599[i600];
            if (!(isObject(v601))) return err([k598, i600], "invalid type: " + kind(v601) + ", expected object");
          }
        }
      }
      else if (k598 === "display_messages") {
        const v599 = x["display_messages"];
        if (!(Array.isArray(v599) || v599 === null)) return err([k598], "invalid type: " + kind(v599) + ", expected array or null");
        if (Array.isArray(v599)) {
          for (let i602 = 0; i602 < v599.length; i602++) {
            const v603 = v599[i602];
            if (!(isObject(v603))) return err([k598, i602], "invalid type: " + kind(v603) + ", expected object");
          }
        }
      }
    }
    if (x["messages"] === undefined) return err([], "missing field `messages`");
    if (x["display_messages"] === undefined) fills.push(x, "display_messages", null);
  }
  return undefined;
}

function v_SessionImportCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k604 in x) {
      if (k604 === "type") {
        const v605 = x["type"];
        if (!(typeof v605 === "string")) return err([k604], "invalid type: " + kind(v605) + ", expected string");
        if (v605 !== "session.import") return err([k604], "invalid value: " + kind(v605) + ", expected the constant " + "\"session.import\"");
      }
      else if (k604 === "content") {
        const v605 = x["content"];
        if (!(typeof v605 === "string")) return err([k604], "invalid type: " + kind(v605) + ", expected string");
        {
          if (v605.length < 2 && chars(v605) < 1) return err([k604], "string of length " + chars(v605) + " is shorter than minLength 1");
          if (v605.length > 3145728 && chars(v605) > 3145728) return err([k604], "string of length " + chars(v605) + " is longer than maxLength 3145728");
        }
      }
      else if (k604 === "filename") {
        const v605 = x["filename"];
        if (!(typeof v605 === "string")) return err([k604], "invalid type: " + kind(v605) + ", expected string");
        {
          if (v605.length > 260 && chars(v605) > 260) return err([k604], "string of length " + chars(v605) + " is longer than maxLength 260");
        }
      }
      else if (k604 === "title") {
        const v605 = x["title"];
        if (!(typeof v605 === "string")) return err([k604], "invalid type: " + kind(v605) + ", expected string");
        {
          if (v605.length > 200 && chars(v605) > 200) return err([k604], "string of length " + chars(v605) + " is longer than maxLength 200");
        }
      }
    }
    if (x["content"] === undefined) return err([], "missing field `content`");
    if (x["type"] === undefined) fills.push(x, "type", "session.import");
    if (x["filename"] === undefined) fills.push(x, "filename", "");
    if (x["title"] === undefined) fills.push(x, "title", "");
  }
  return undefined;
}

function v_SessionInfo(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k606 in x) {
      if (k606 === "session_id") {
        const v607 = x["session_id"];
        if (!(typeof v607 === "string")) return err([k606], "invalid type: " + kind(v607) + ", expected string");
      }
      else if (k606 === "mode") {
        const v607 = x["mode"];
        { const e608 = v_SessionMode(v607); if (e608) return within(e608, [k606]); }
      }
      else if (k606 === "status") {
        const v607 = x["status"];
        { const e609 = v_SessionStatus(v607); if (e609) return within(e609, [k606]); }
      }
      else if (k606 === "title") {
        const v607 = x["title"];
        if (!(typeof v607 === "string")) return err([k606], "invalid type: " + kind(v607) + ", expected string");
      }
      else if (k606 === "created_at") {
        const v607 = x["created_at"];
        if (!(typeof v607 === "string")) return err([k606], "invalid type: " + kind(v607) + ", expected string");
      }
      else if (k606 === "updated_at") {
        const v607 = x["updated_at"];
        if (!(typeof v607 === "string")) return err([k606], "invalid type: " + kind(v607) + ", expected string");
      }
      else if (k606 === "run_count") {
        const v607 = x["run_count"];
        if (!(Number.isInteger(v607))) return err([k606], "invalid type: " + kind(v607) + ", expected integer");
      }
      else if (k606 === "last_run_id") {
        const v607 = x["last_run_id"];
        if (!(typeof v607 === "string" || v607 === null)) return err([k606], "invalid type: " + kind(v607) + ", expected string or null");
      }
      else if (k606 === "parent_session_id") {
        const v607 = x["parent_session_id"];
        if (!(typeof v607 === "string" || v607 === null)) return err([k606], "invalid type: " + kind(v607) + ", expected string or null");
      }
      else if (k606 === "workspace") {
        const v607 = x["workspace"];
        if (!(typeof v607 === "string")) return err([k606], "invalid type: " + kind(v607) + ", expected string");
      }
      else if (k606 === "preset_id") {
        const v607 = x["preset_id"];
        if (!(typeof v607 === "string")) return err([k606], "invalid type: " + kind(v607) + ", expected string");
      }
      else if (k606 === "preset_digest") {
        const v607 = x["preset_digest"];
        if (!(typeof v607 === "string")) return err([k606], "invalid type: " + kind(v607) + ", expected string");
      }
      else if (k606 === "route_id") {
        const v607 = x["route_id"];
        if (!(typeof v607 === "string")) return err([k606], "invalid type: " + kind(v607) + ", expected string");
      }
      else if (k606 === "model") {
        const v607 = x["model"];
        if (!(typeof v607 === "string")) return err([k606], "invalid type: " + kind(v607) + ", expected string");
      }
      else if (k606 === "thinking_level") {
        const v607 = x["thinking_level"];
        const e610 = (() => {
          {
            const u611 = [];
            const b614 = (() => {
              { const e612 = v_ThinkingLevel(v607); if (e612) return within(e612, [k606]); }
              return undefined;
            })();
            if (b614 === undefined) return undefined;
            u611.push(b614);
            const b615 = (() => {
              if (!(v607 === null)) return err([k606], "invalid type: " + kind(v607) + ", expected null");
              return undefined;
            })();
            if (b615 === undefined) return undefined;
            u611.push(b615);
            const u611d = u611.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u611d;
          }
        })();
        if (e610) return e610;
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["mode"] === undefined) return err([], "missing field `mode`");
    if (x["status"] === undefined) return err([], "missing field `status`");
    if (x["title"] === undefined) return err([], "missing field `title`");
    if (x["created_at"] === undefined) return err([], "missing field `created_at`");
    if (x["updated_at"] === undefined) return err([], "missing field `updated_at`");
    if (x["run_count"] === undefined) return err([], "missing field `run_count`");
    if (x["last_run_id"] === undefined) fills.push(x, "last_run_id", null);
    if (x["parent_session_id"] === undefined) fills.push(x, "parent_session_id", null);
    if (x["workspace"] === undefined) fills.push(x, "workspace", "");
    if (x["preset_id"] === undefined) fills.push(x, "preset_id", "standard");
    if (x["preset_digest"] === undefined) fills.push(x, "preset_digest", "");
    if (x["route_id"] === undefined) fills.push(x, "route_id", "");
    if (x["model"] === undefined) fills.push(x, "model", "");
    if (x["thinking_level"] === undefined) fills.push(x, "thinking_level", null);
  }
  return undefined;
}

function v_SessionInterruptedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k616 in x) {
      if (k616 === "type") {
        const v617 = x["type"];
        if (!(typeof v617 === "string")) return err([k616], "invalid type: " + kind(v617) + ", expected string");
        if (v617 !== "session.interrupted") return err([k616], "invalid value: " + kind(v617) + ", expected the constant " + "\"session.interrupted\"");
      }
      else if (k616 === "session_id") {
        const v617 = x["session_id"];
        if (!(typeof v617 === "string")) return err([k616], "invalid type: " + kind(v617) + ", expected string");
      }
      else if (k616 === "last_run_id") {
        const v617 = x["last_run_id"];
        if (!(typeof v617 === "string")) return err([k616], "invalid type: " + kind(v617) + ", expected string");
      }
      else if (k616 === "reason") {
        const v617 = x["reason"];
        if (!(typeof v617 === "string")) return err([k616], "invalid type: " + kind(v617) + ", expected string");
      }
      else if (k616 === "ts") {
        const v617 = x["ts"];
        if (!(typeof v617 === "string")) return err([k616], "invalid type: " + kind(v617) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["last_run_id"] === undefined) return err([], "missing field `last_run_id`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "session.interrupted");
    if (x["reason"] === undefined) fills.push(x, "reason", "cancelled");
  }
  return undefined;
}

function v_SessionListCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k618 in x) {
      if (k618 === "type") {
        const v619 = x["type"];
        if (!(typeof v619 === "string")) return err([k618], "invalid type: " + kind(v619) + ", expected string");
        if (v619 !== "session.list") return err([k618], "invalid value: " + kind(v619) + ", expected the constant " + "\"session.list\"");
      }
      else if (k618 === "include_closed") {
        const v619 = x["include_closed"];
        if (!(typeof v619 === "boolean")) return err([k618], "invalid type: " + kind(v619) + ", expected boolean");
      }
      else if (k618 === "limit") {
        const v619 = x["limit"];
        if (!(Number.isInteger(v619))) return err([k618], "invalid type: " + kind(v619) + ", expected integer");
        {
          if (v619 < 1) return err([k618], v619 + " is less than minimum 1");
          if (v619 > 200) return err([k618], v619 + " is greater than maximum 200");
        }
      }
    }
    if (x["type"] === undefined) fills.push(x, "type", "session.list");
    if (x["include_closed"] === undefined) fills.push(x, "include_closed", false);
    if (x["limit"] === undefined) fills.push(x, "limit", 50);
  }
  return undefined;
}

function v_SessionListQueueCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k620 in x) {
      if (k620 === "type") {
        const v621 = x["type"];
        if (!(typeof v621 === "string")) return err([k620], "invalid type: " + kind(v621) + ", expected string");
        if (v621 !== "session.list_queue") return err([k620], "invalid value: " + kind(v621) + ", expected the constant " + "\"session.list_queue\"");
      }
      else if (k620 === "session_id") {
        const v621 = x["session_id"];
        if (!(typeof v621 === "string")) return err([k620], "invalid type: " + kind(v621) + ", expected string");
        {
          if (v621.length < 2 && chars(v621) < 1) return err([k620], "string of length " + chars(v621) + " is shorter than minLength 1");
        }
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["type"] === undefined) fills.push(x, "type", "session.list_queue");
  }
  return undefined;
}

function v_SessionListResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k622 in x) {
      if (k622 === "sessions") {
        const v623 = x["sessions"];
        if (!(Array.isArray(v623))) return err([k622], "invalid type: " + kind(v623) + ", expected array");
        {
          for (let i624 = 0; i624 < v623.length; i624++) {
            const v625 = v623[i624];
            { const e626 = v_SessionInfo(v625); if (e626) return within(e626, [k622, i624]); }
          }
        }
      }
    }
    if (x["sessions"] === undefined) return err([], "missing field `sessions`");
  }
  return undefined;
}

function v_SessionMessageReceivedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k627 in x) {
      if (k627 === "type") {
        const v628 = x["type"];
        if (!(typeof v628 === "string")) return err([k627], "invalid type: " + kind(v628) + ", expected string");
        if (v628 !== "session.message_received") return err([k627], "invalid value: " + kind(v628) + ", expected the constant " + "\"session.message_received\"");
      }
      else if (k627 === "session_id") {
        const v628 = x["session_id"];
        if (!(typeof v628 === "string")) return err([k627], "invalid type: " + kind(v628) + ", expected string");
      }
      else if (k627 === "content") {
        const v628 = x["content"];
        if (!(typeof v628 === "string")) return err([k627], "invalid type: " + kind(v628) + ", expected string");
      }
      else if (k627 === "ts") {
        const v628 = x["ts"];
        if (!(typeof v628 === "string")) return err([k627], "invalid type: " + kind(v628) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["content"] === undefined) return err([], "missing field `content`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "session.message_received");
  }
  return undefined;
}

function v_SessionMode(x) {
  if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
  if (x !== "chat" && x !== "one_shot") return err([], "unknown variant " + kind(x) + ", expected one of `chat`, `one_shot`");
  return undefined;
}

function v_SessionNavigateCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k629 in x) {
      if (k629 === "type") {
        const v630 = x["type"];
        if (!(typeof v630 === "string")) return err([k629], "invalid type: " + kind(v630) + ", expected string");
        if (v630 !== "session.navigate") return err([k629], "invalid value: " + kind(v630) + ", expected the constant " + "\"session.navigate\"");
      }
      else if (k629 === "session_id") {
        const v630 = x["session_id"];
        if (!(typeof v630 === "string")) return err([k629], "invalid type: " + kind(v630) + ", expected string");
      }
      else if (k629 === "target_seq") {
        const v630 = x["target_seq"];
        if (!(Number.isInteger(v630))) return err([k629], "invalid type: " + kind(v630) + ", expected integer");
        {
          if (v630 < 1) return err([k629], v630 + " is less than minimum 1");
        }
      }
      else if (k629 === "summarize") {
        const v630 = x["summarize"];
        if (!(typeof v630 === "boolean")) return err([k629], "invalid type: " + kind(v630) + ", expected boolean");
      }
      else if (k629 === "focus") {
        const v630 = x["focus"];
        if (!(typeof v630 === "string")) return err([k629], "invalid type: " + kind(v630) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["target_seq"] === undefined) return err([], "missing field `target_seq`");
    if (x["type"] === undefined) fills.push(x, "type", "session.navigate");
    if (x["summarize"] === undefined) fills.push(x, "summarize", false);
    if (x["focus"] === undefined) fills.push(x, "focus", "");
  }
  return undefined;
}

function v_SessionQueueMessageCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k631 in x) {
      if (k631 === "type") {
        const v632 = x["type"];
        if (!(typeof v632 === "string")) return err([k631], "invalid type: " + kind(v632) + ", expected string");
        if (v632 !== "session.queue_message") return err([k631], "invalid value: " + kind(v632) + ", expected the constant " + "\"session.queue_message\"");
      }
      else if (k631 === "session_id") {
        const v632 = x["session_id"];
        if (!(typeof v632 === "string")) return err([k631], "invalid type: " + kind(v632) + ", expected string");
        {
          if (v632.length < 2 && chars(v632) < 1) return err([k631], "string of length " + chars(v632) + " is shorter than minLength 1");
        }
      }
      else if (k631 === "content") {
        const v632 = x["content"];
        if (!(typeof v632 === "string")) return err([k631], "invalid type: " + kind(v632) + ", expected string");
        {
          if (v632.length < 2 && chars(v632) < 1) return err([k631], "string of length " + chars(v632) + " is shorter than minLength 1");
        }
      }
      else if (k631 === "display_content") {
        const v632 = x["display_content"];
        if (!(typeof v632 === "string" || v632 === null)) return err([k631], "invalid type: " + kind(v632) + ", expected string or null");
      }
      else if (k631 === "runtime_mode") {
        const v632 = x["runtime_mode"];
        { const e633 = v_RuntimeMode(v632); if (e633) return within(e633, [k631]); }
      }
      else if (k631 === "attachments") {
        const v632 = x["attachments"];
        if (!(Array.isArray(v632))) return err([k631], "invalid type: " + kind(v632) + ", expected array");
        {
          for (let i634 = 0; i634 < v632.length; i634++) {
            const v635 = v632[i634];
            { const e636 = v_ImageArtifactInput(v635); if (e636) return within(e636, [k631, i634]); }
          }
          if (v632.length > 8) return err([k631], "array has more than maxItems 8");
        }
      }
      else if (k631 === "tools") {
        const v632 = x["tools"];
        if (!(Array.isArray(v632) || v632 === null)) return err([k631], "invalid type: " + kind(v632) + ", expected array or null");
        if (Array.isArray(v632)) {
          for (let i637 = 0; i637 < v632.length; i637++) {
            const v638 = v632[i637];
            { const e639 = v_BuiltinTool(v638); if (e639) return within(e639, [k631, i637]); }
          }
        }
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["content"] === undefined) return err([], "missing field `content`");
    if (x["type"] === undefined) fills.push(x, "type", "session.queue_message");
    if (x["display_content"] === undefined) fills.push(x, "display_content", null);
    if (x["runtime_mode"] === undefined) fills.push(x, "runtime_mode", "act");
    if (x["attachments"] === undefined) fills.push(x, "attachments", []);
    if (x["tools"] === undefined) fills.push(x, "tools", null);
  }
  return undefined;
}

function v_SessionReloadCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k640 in x) {
      if (k640 === "type") {
        const v641 = x["type"];
        if (!(typeof v641 === "string")) return err([k640], "invalid type: " + kind(v641) + ", expected string");
        if (v641 !== "session.reload") return err([k640], "invalid value: " + kind(v641) + ", expected the constant " + "\"session.reload\"");
      }
      else if (k640 === "session_id") {
        const v641 = x["session_id"];
        if (!(typeof v641 === "string")) return err([k640], "invalid type: " + kind(v641) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["type"] === undefined) fills.push(x, "type", "session.reload");
  }
  return undefined;
}

function v_SessionRemoveQueuedMessageCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k642 in x) {
      if (k642 === "type") {
        const v643 = x["type"];
        if (!(typeof v643 === "string")) return err([k642], "invalid type: " + kind(v643) + ", expected string");
        if (v643 !== "session.remove_queued_message") return err([k642], "invalid value: " + kind(v643) + ", expected the constant " + "\"session.remove_queued_message\"");
      }
      else if (k642 === "session_id") {
        const v643 = x["session_id"];
        if (!(typeof v643 === "string")) return err([k642], "invalid type: " + kind(v643) + ", expected string");
        {
          if (v643.length < 2 && chars(v643) < 1) return err([k642], "string of length " + chars(v643) + " is shorter than minLength 1");
        }
      }
      else if (k642 === "message_id") {
        const v643 = x["message_id"];
        if (!(typeof v643 === "string")) return err([k642], "invalid type: " + kind(v643) + ", expected string");
        {
          if (v643.length < 2 && chars(v643) < 1) return err([k642], "string of length " + chars(v643) + " is shorter than minLength 1");
        }
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["message_id"] === undefined) return err([], "missing field `message_id`");
    if (x["type"] === undefined) fills.push(x, "type", "session.remove_queued_message");
  }
  return undefined;
}

function v_SessionRenameCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k644 in x) {
      if (k644 === "type") {
        const v645 = x["type"];
        if (!(typeof v645 === "string")) return err([k644], "invalid type: " + kind(v645) + ", expected string");
        if (v645 !== "session.rename") return err([k644], "invalid value: " + kind(v645) + ", expected the constant " + "\"session.rename\"");
      }
      else if (k644 === "session_id") {
        const v645 = x["session_id"];
        if (!(typeof v645 === "string")) return err([k644], "invalid type: " + kind(v645) + ", expected string");
      }
      else if (k644 === "title") {
        const v645 = x["title"];
        if (!(typeof v645 === "string")) return err([k644], "invalid type: " + kind(v645) + ", expected string");
        {
          if (v645.length < 2 && chars(v645) < 1) return err([k644], "string of length " + chars(v645) + " is shorter than minLength 1");
          if (v645.length > 200 && chars(v645) > 200) return err([k644], "string of length " + chars(v645) + " is longer than maxLength 200");
        }
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["title"] === undefined) return err([], "missing field `title`");
    if (x["type"] === undefined) fills.push(x, "type", "session.rename");
  }
  return undefined;
}

function v_SessionRenameResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k646 in x) {
      if (k646 === "session") {
        const v647 = x["session"];
        { const e648 = v_SessionInfo(v647); if (e648) return within(e648, [k646]); }
      }
    }
    if (x["session"] === undefined) return err([], "missing field `session`");
  }
  return undefined;
}

function v_SessionRenamedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k649 in x) {
      if (k649 === "type") {
        const v650 = x["type"];
        if (!(typeof v650 === "string")) return err([k649], "invalid type: " + kind(v650) + ", expected string");
        if (v650 !== "session.renamed") return err([k649], "invalid value: " + kind(v650) + ", expected the constant " + "\"session.renamed\"");
      }
      else if (k649 === "session_id") {
        const v650 = x["session_id"];
        if (!(typeof v650 === "string")) return err([k649], "invalid type: " + kind(v650) + ", expected string");
      }
      else if (k649 === "title") {
        const v650 = x["title"];
        if (!(typeof v650 === "string")) return err([k649], "invalid type: " + kind(v650) + ", expected string");
      }
      else if (k649 === "ts") {
        const v650 = x["ts"];
        if (!(typeof v650 === "string")) return err([k649], "invalid type: " + kind(v650) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["title"] === undefined) return err([], "missing field `title`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "session.renamed");
  }
  return undefined;
}

function v_SessionResumeCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k651 in x) {
      if (k651 === "type") {
        const v652 = x["type"];
        if (!(typeof v652 === "string")) return err([k651], "invalid type: " + kind(v652) + ", expected string");
        if (v652 !== "session.resume") return err([k651], "invalid value: " + kind(v652) + ", expected the constant " + "\"session.resume\"");
      }
      else if (k651 === "session_id") {
        const v652 = x["session_id"];
        if (!(typeof v652 === "string")) return err([k651], "invalid type: " + kind(v652) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["type"] === undefined) fills.push(x, "type", "session.resume");
  }
  return undefined;
}

function v_SessionResumeResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k653 in x) {
      if (k653 === "session") {
        const v654 = x["session"];
        { const e655 = v_SessionInfo(v654); if (e655) return within(e655, [k653]); }
      }
    }
    if (x["session"] === undefined) return err([], "missing field `session`");
  }
  return undefined;
}

function v_SessionResumedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k656 in x) {
      if (k656 === "type") {
        const v657 = x["type"];
        if (!(typeof v657 === "string")) return err([k656], "invalid type: " + kind(v657) + ", expected string");
        if (v657 !== "session.resumed") return err([k656], "invalid value: " + kind(v657) + ", expected the constant " + "\"session.resumed\"");
      }
      else if (k656 === "session_id") {
        const v657 = x["session_id"];
        if (!(typeof v657 === "string")) return err([k656], "invalid type: " + kind(v657) + ", expected string");
      }
      else if (k656 === "ts") {
        const v657 = x["ts"];
        if (!(typeof v657 === "string")) return err([k656], "invalid type: " + kind(v657) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "session.resumed");
  }
  return undefined;
}

function v_SessionRetryQueuedMessageCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k658 in x) {
      if (k658 === "type") {
        const v659 = x["type"];
        if (!(typeof v659 === "string")) return err([k658], "invalid type: " + kind(v659) + ", expected string");
        if (v659 !== "session.retry_queued_message") return err([k658], "invalid value: " + kind(v659) + ", expected the constant " + "\"session.retry_queued_message\"");
      }
      else if (k658 === "session_id") {
        const v659 = x["session_id"];
        if (!(typeof v659 === "string")) return err([k658], "invalid type: " + kind(v659) + ", expected string");
        {
          if (v659.length < 2 && chars(v659) < 1) return err([k658], "string of length " + chars(v659) + " is shorter than minLength 1");
        }
      }
      else if (k658 === "message_id") {
        const v659 = x["message_id"];
        if (!(typeof v659 === "string")) return err([k658], "invalid type: " + kind(v659) + ", expected string");
        {
          if (v659.length < 2 && chars(v659) < 1) return err([k658], "string of length " + chars(v659) + " is shorter than minLength 1");
        }
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["message_id"] === undefined) return err([], "missing field `message_id`");
    if (x["type"] === undefined) fills.push(x, "type", "session.retry_queued_message");
  }
  return undefined;
}

function v_SessionRewindCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k660 in x) {
      if (k660 === "type") {
        const v661 = x["type"];
        if (!(typeof v661 === "string")) return err([k660], "invalid type: " + kind(v661) + ", expected string");
        if (v661 !== "session.rewind") return err([k660], "invalid value: " + kind(v661) + ", expected the constant " + "\"session.rewind\"");
      }
      else if (k660 === "session_id") {
        const v661 = x["session_id"];
        if (!(typeof v661 === "string")) return err([k660], "invalid type: " + kind(v661) + ", expected string");
      }
      else if (k660 === "checkpoint_id") {
        const v661 = x["checkpoint_id"];
        if (!(typeof v661 === "string")) return err([k660], "invalid type: " + kind(v661) + ", expected string");
      }
      else if (k660 === "run_id") {
        const v661 = x["run_id"];
        if (!(typeof v661 === "string" || v661 === null)) return err([k660], "invalid type: " + kind(v661) + ", expected string or null");
      }
      else if (k660 === "expected_digest") {
        const v661 = x["expected_digest"];
        if (!(typeof v661 === "string")) return err([k660], "invalid type: " + kind(v661) + ", expected string");
        {
          if (v661.length < 128 && chars(v661) < 64) return err([k660], "string of length " + chars(v661) + " is shorter than minLength 64");
          if (v661.length > 64 && chars(v661) > 64) return err([k660], "string of length " + chars(v661) + " is longer than maxLength 64");
        }
      }
      else if (k660 === "confirmed") {
        const v661 = x["confirmed"];
        if (!(typeof v661 === "boolean")) return err([k660], "invalid type: " + kind(v661) + ", expected boolean");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["checkpoint_id"] === undefined) return err([], "missing field `checkpoint_id`");
    if (x["expected_digest"] === undefined) return err([], "missing field `expected_digest`");
    if (x["type"] === undefined) fills.push(x, "type", "session.rewind");
    if (x["run_id"] === undefined) fills.push(x, "run_id", null);
    if (x["confirmed"] === undefined) fills.push(x, "confirmed", false);
  }
  return undefined;
}

function v_SessionRewindPreviewCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k662 in x) {
      if (k662 === "type") {
        const v663 = x["type"];
        if (!(typeof v663 === "string")) return err([k662], "invalid type: " + kind(v663) + ", expected string");
        if (v663 !== "session.rewind_preview") return err([k662], "invalid value: " + kind(v663) + ", expected the constant " + "\"session.rewind_preview\"");
      }
      else if (k662 === "session_id") {
        const v663 = x["session_id"];
        if (!(typeof v663 === "string")) return err([k662], "invalid type: " + kind(v663) + ", expected string");
      }
      else if (k662 === "checkpoint_id") {
        const v663 = x["checkpoint_id"];
        if (!(typeof v663 === "string")) return err([k662], "invalid type: " + kind(v663) + ", expected string");
      }
      else if (k662 === "run_id") {
        const v663 = x["run_id"];
        if (!(typeof v663 === "string" || v663 === null)) return err([k662], "invalid type: " + kind(v663) + ", expected string or null");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["checkpoint_id"] === undefined) return err([], "missing field `checkpoint_id`");
    if (x["type"] === undefined) fills.push(x, "type", "session.rewind_preview");
    if (x["run_id"] === undefined) fills.push(x, "run_id", null);
  }
  return undefined;
}

function v_SessionRewindResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k664 in x) {
      if (k664 === "checkpoint_id") {
        const v665 = x["checkpoint_id"];
        if (!(typeof v665 === "string")) return err([k664], "invalid type: " + kind(v665) + ", expected string");
      }
      else if (k664 === "restored") {
        const v665 = x["restored"];
        if (!(Array.isArray(v665))) return err([k664], "invalid type: " + kind(v665) + ", expected array");
        {
          for (let i666 = 0; i666 < v665.length; i666++) {
            const v667 = v665[i666];
            if (!(typeof v667 === "string")) return err([k664, i666], "invalid type: " + kind(v667) + ", expected string");
          }
        }
      }
      else if (k664 === "already_restored") {
        const v665 = x["already_restored"];
        if (!(Array.isArray(v665))) return err([k664], "invalid type: " + kind(v665) + ", expected array");
        {
          for (let i668 = 0; i668 < v665.length; i668++) {
            const v669 = v665[i668];
            if (!(typeof v669 === "string")) return err([k664, i668], "invalid type: " + kind(v669) + ", expected string");
          }
        }
      }
    }
    if (x["checkpoint_id"] === undefined) return err([], "missing field `checkpoint_id`");
    if (x["restored"] === undefined) fills.push(x, "restored", []);
    if (x["already_restored"] === undefined) fills.push(x, "already_restored", []);
  }
  return undefined;
}

function v_SessionSendMessageCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k670 in x) {
      if (k670 === "type") {
        const v671 = x["type"];
        if (!(typeof v671 === "string")) return err([k670], "invalid type: " + kind(v671) + ", expected string");
        if (v671 !== "session.send_message") return err([k670], "invalid value: " + kind(v671) + ", expected the constant " + "\"session.send_message\"");
      }
      else if (k670 === "session_id") {
        const v671 = x["session_id"];
        if (!(typeof v671 === "string")) return err([k670], "invalid type: " + kind(v671) + ", expected string");
      }
      else if (k670 === "content") {
        const v671 = x["content"];
        if (!(typeof v671 === "string")) return err([k670], "invalid type: " + kind(v671) + ", expected string");
      }
      else if (k670 === "display_content") {
        const v671 = x["display_content"];
        if (!(typeof v671 === "string" || v671 === null)) return err([k670], "invalid type: " + kind(v671) + ", expected string or null");
      }
      else if (k670 === "runtime_mode") {
        const v671 = x["runtime_mode"];
        { const e672 = v_RuntimeMode(v671); if (e672) return within(e672, [k670]); }
      }
      else if (k670 === "attachments") {
        const v671 = x["attachments"];
        if (!(Array.isArray(v671))) return err([k670], "invalid type: " + kind(v671) + ", expected array");
        {
          for (let i673 = 0; i673 < v671.length; i673++) {
            const v674 = v671[i673];
            { const e675 = v_ImageArtifactInput(v674); if (e675) return within(e675, [k670, i673]); }
          }
          if (v671.length > 8) return err([k670], "array has more than maxItems 8");
        }
      }
      else if (k670 === "tools") {
        const v671 = x["tools"];
        if (!(Array.isArray(v671) || v671 === null)) return err([k670], "invalid type: " + kind(v671) + ", expected array or null");
        if (Array.isArray(v671)) {
          for (let i676 = 0; i676 < v671.length; i676++) {
            const v677 = v671[i676];
            { const e678 = v_BuiltinTool(v677); if (e678) return within(e678, [k670, i676]); }
          }
        }
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["content"] === undefined) return err([], "missing field `content`");
    if (x["type"] === undefined) fills.push(x, "type", "session.send_message");
    if (x["display_content"] === undefined) fills.push(x, "display_content", null);
    if (x["runtime_mode"] === undefined) fills.push(x, "runtime_mode", "act");
    if (x["attachments"] === undefined) fills.push(x, "attachments", []);
    if (x["tools"] === undefined) fills.push(x, "tools", null);
  }
  return undefined;
}

function v_SessionSendMessageResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k679 in x) {
      if (k679 === "run_id") {
        const v680 = x["run_id"];
        if (!(typeof v680 === "string")) return err([k679], "invalid type: " + kind(v680) + ", expected string");
      }
      else if (k679 === "handled") {
        const v680 = x["handled"];
        if (!(typeof v680 === "boolean")) return err([k679], "invalid type: " + kind(v680) + ", expected boolean");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["handled"] === undefined) fills.push(x, "handled", false);
  }
  return undefined;
}

function v_SessionSetAuthorityCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k681 in x) {
      if (k681 === "type") {
        const v682 = x["type"];
        if (!(typeof v682 === "string")) return err([k681], "invalid type: " + kind(v682) + ", expected string");
        if (v682 !== "session.set_authority") return err([k681], "invalid value: " + kind(v682) + ", expected the constant " + "\"session.set_authority\"");
      }
      else if (k681 === "session_id") {
        const v682 = x["session_id"];
        if (!(typeof v682 === "string")) return err([k681], "invalid type: " + kind(v682) + ", expected string");
      }
      else if (k681 === "mode") {
        const v682 = x["mode"];
        const e683 = (() => {
          {
            const u684 = [];
            const b687 = (() => {
              { const e685 = v_RuntimeMode(v682); if (e685) return within(e685, [k681]); }
              return undefined;
            })();
            if (b687 === undefined) return undefined;
            u684.push(b687);
            const b688 = (() => {
              if (!(v682 === null)) return err([k681], "invalid type: " + kind(v682) + ", expected null");
              return undefined;
            })();
            if (b688 === undefined) return undefined;
            u684.push(b688);
            const u684d = u684.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u684d;
          }
        })();
        if (e683) return e683;
      }
      else if (k681 === "profile") {
        const v682 = x["profile"];
        const e689 = (() => {
          {
            const u690 = [];
            const b693 = (() => {
              { const e691 = v_AuthorityProfile(v682); if (e691) return within(e691, [k681]); }
              return undefined;
            })();
            if (b693 === undefined) return undefined;
            u690.push(b693);
            const b694 = (() => {
              if (!(v682 === null)) return err([k681], "invalid type: " + kind(v682) + ", expected null");
              return undefined;
            })();
            if (b694 === undefined) return undefined;
            u690.push(b694);
            const u690d = u690.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u690d;
          }
        })();
        if (e689) return e689;
      }
      else if (k681 === "workspace_trust") {
        const v682 = x["workspace_trust"];
        const e695 = (() => {
          {
            const u696 = [];
            const b699 = (() => {
              { const e697 = v_WorkspaceTrust(v682); if (e697) return within(e697, [k681]); }
              return undefined;
            })();
            if (b699 === undefined) return undefined;
            u696.push(b699);
            const b700 = (() => {
              if (!(v682 === null)) return err([k681], "invalid type: " + kind(v682) + ", expected null");
              return undefined;
            })();
            if (b700 === undefined) return undefined;
            u696.push(b700);
            const u696d = u696.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u696d;
          }
        })();
        if (e695) return e695;
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["type"] === undefined) fills.push(x, "type", "session.set_authority");
    if (x["mode"] === undefined) fills.push(x, "mode", null);
    if (x["profile"] === undefined) fills.push(x, "profile", null);
    if (x["workspace_trust"] === undefined) fills.push(x, "workspace_trust", null);
  }
  return undefined;
}

function v_SessionSetModelCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k701 in x) {
      if (k701 === "type") {
        const v702 = x["type"];
        if (!(typeof v702 === "string")) return err([k701], "invalid type: " + kind(v702) + ", expected string");
        if (v702 !== "session.set_model") return err([k701], "invalid value: " + kind(v702) + ", expected the constant " + "\"session.set_model\"");
      }
      else if (k701 === "session_id") {
        const v702 = x["session_id"];
        if (!(typeof v702 === "string")) return err([k701], "invalid type: " + kind(v702) + ", expected string");
        {
          if (v702.length < 2 && chars(v702) < 1) return err([k701], "string of length " + chars(v702) + " is shorter than minLength 1");
        }
      }
      else if (k701 === "route_id") {
        const v702 = x["route_id"];
        if (!(typeof v702 === "string")) return err([k701], "invalid type: " + kind(v702) + ", expected string");
        {
          if (v702.length < 2 && chars(v702) < 1) return err([k701], "string of length " + chars(v702) + " is shorter than minLength 1");
          if (v702.length > 256 && chars(v702) > 256) return err([k701], "string of length " + chars(v702) + " is longer than maxLength 256");
        }
      }
      else if (k701 === "model") {
        const v702 = x["model"];
        if (!(typeof v702 === "string")) return err([k701], "invalid type: " + kind(v702) + ", expected string");
        {
          if (v702.length > 256 && chars(v702) > 256) return err([k701], "string of length " + chars(v702) + " is longer than maxLength 256");
        }
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["route_id"] === undefined) return err([], "missing field `route_id`");
    if (x["type"] === undefined) fills.push(x, "type", "session.set_model");
    if (x["model"] === undefined) fills.push(x, "model", "");
  }
  return undefined;
}

function v_SessionSetThinkingCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k703 in x) {
      if (k703 === "type") {
        const v704 = x["type"];
        if (!(typeof v704 === "string")) return err([k703], "invalid type: " + kind(v704) + ", expected string");
        if (v704 !== "session.set_thinking") return err([k703], "invalid value: " + kind(v704) + ", expected the constant " + "\"session.set_thinking\"");
      }
      else if (k703 === "session_id") {
        const v704 = x["session_id"];
        if (!(typeof v704 === "string")) return err([k703], "invalid type: " + kind(v704) + ", expected string");
        {
          if (v704.length < 2 && chars(v704) < 1) return err([k703], "string of length " + chars(v704) + " is shorter than minLength 1");
        }
      }
      else if (k703 === "thinking_level") {
        const v704 = x["thinking_level"];
        { const e705 = v_ThinkingLevel(v704); if (e705) return within(e705, [k703]); }
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["thinking_level"] === undefined) return err([], "missing field `thinking_level`");
    if (x["type"] === undefined) fills.push(x, "type", "session.set_thinking");
  }
  return undefined;
}

function v_SessionStatus(x) {
  if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
  if (x !== "active" && x !== "waiting_for_input" && x !== "interrupted" && x !== "closed") return err([], "unknown variant " + kind(x) + ", expected one of `active`, `waiting_for_input`, `interrupted`, `closed`");
  return undefined;
}

function v_SessionTasksCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k706 in x) {
      if (k706 === "type") {
        const v707 = x["type"];
        if (!(typeof v707 === "string")) return err([k706], "invalid type: " + kind(v707) + ", expected string");
        if (v707 !== "session.tasks") return err([k706], "invalid value: " + kind(v707) + ", expected the constant " + "\"session.tasks\"");
      }
      else if (k706 === "session_id") {
        const v707 = x["session_id"];
        if (!(typeof v707 === "string")) return err([k706], "invalid type: " + kind(v707) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["type"] === undefined) fills.push(x, "type", "session.tasks");
  }
  return undefined;
}

function v_SessionTasksResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k708 in x) {
      if (k708 === "run_id") {
        const v709 = x["run_id"];
        if (!(typeof v709 === "string" || v709 === null)) return err([k708], "invalid type: " + kind(v709) + ", expected string or null");
      }
      else if (k708 === "tasks") {
        const v709 = x["tasks"];
        if (!(Array.isArray(v709))) return err([k708], "invalid type: " + kind(v709) + ", expected array");
        {
          for (let i710 = 0; i710 < v709.length; i710++) {
            const v711 = v709[i710];
            if (!(isObject(v711))) return err([k708, i710], "invalid type: " + kind(v711) + ", expected object");
          }
        }
      }
    }
    if (x["run_id"] === undefined) fills.push(x, "run_id", null);
    if (x["tasks"] === undefined) fills.push(x, "tasks", []);
  }
  return undefined;
}

function v_SessionTreeCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k712 in x) {
      if (k712 === "type") {
        const v713 = x["type"];
        if (!(typeof v713 === "string")) return err([k712], "invalid type: " + kind(v713) + ", expected string");
        if (v713 !== "session.tree") return err([k712], "invalid value: " + kind(v713) + ", expected the constant " + "\"session.tree\"");
      }
      else if (k712 === "session_id") {
        const v713 = x["session_id"];
        if (!(typeof v713 === "string")) return err([k712], "invalid type: " + kind(v713) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["type"] === undefined) fills.push(x, "type", "session.tree");
  }
  return undefined;
}

function v_SessionWaitingForInputEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k714 in x) {
      if (k714 === "type") {
        const v715 = x["type"];
        if (!(typeof v715 === "string")) return err([k714], "invalid type: " + kind(v715) + ", expected string");
        if (v715 !== "session.waiting_for_input") return err([k714], "invalid value: " + kind(v715) + ", expected the constant " + "\"session.waiting_for_input\"");
      }
      else if (k714 === "session_id") {
        const v715 = x["session_id"];
        if (!(typeof v715 === "string")) return err([k714], "invalid type: " + kind(v715) + ", expected string");
      }
      else if (k714 === "last_run_id") {
        const v715 = x["last_run_id"];
        if (!(typeof v715 === "string")) return err([k714], "invalid type: " + kind(v715) + ", expected string");
      }
      else if (k714 === "ts") {
        const v715 = x["ts"];
        if (!(typeof v715 === "string")) return err([k714], "invalid type: " + kind(v715) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["last_run_id"] === undefined) return err([], "missing field `last_run_id`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "session.waiting_for_input");
  }
  return undefined;
}

function v_SkillInvokedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k716 in x) {
      if (k716 === "type") {
        const v717 = x["type"];
        if (!(typeof v717 === "string")) return err([k716], "invalid type: " + kind(v717) + ", expected string");
        if (v717 !== "skill.invoked") return err([k716], "invalid value: " + kind(v717) + ", expected the constant " + "\"skill.invoked\"");
      }
      else if (k716 === "skill_name") {
        const v717 = x["skill_name"];
        if (!(typeof v717 === "string")) return err([k716], "invalid type: " + kind(v717) + ", expected string");
      }
      else if (k716 === "arguments") {
        const v717 = x["arguments"];
        if (!(typeof v717 === "string")) return err([k716], "invalid type: " + kind(v717) + ", expected string");
      }
      else if (k716 === "run_id") {
        const v717 = x["run_id"];
        if (!(typeof v717 === "string")) return err([k716], "invalid type: " + kind(v717) + ", expected string");
      }
      else if (k716 === "ts") {
        const v717 = x["ts"];
        if (!(typeof v717 === "string")) return err([k716], "invalid type: " + kind(v717) + ", expected string");
      }
    }
    if (x["skill_name"] === undefined) return err([], "missing field `skill_name`");
    if (x["arguments"] === undefined) return err([], "missing field `arguments`");
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "skill.invoked");
  }
  return undefined;
}

function v_StepFinishedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k718 in x) {
      if (k718 === "type") {
        const v719 = x["type"];
        if (!(typeof v719 === "string")) return err([k718], "invalid type: " + kind(v719) + ", expected string");
        if (v719 !== "step.finished") return err([k718], "invalid value: " + kind(v719) + ", expected the constant " + "\"step.finished\"");
      }
      else if (k718 === "run_id") {
        const v719 = x["run_id"];
        if (!(typeof v719 === "string")) return err([k718], "invalid type: " + kind(v719) + ", expected string");
      }
      else if (k718 === "step") {
        const v719 = x["step"];
        if (!(Number.isInteger(v719))) return err([k718], "invalid type: " + kind(v719) + ", expected integer");
      }
      else if (k718 === "ledger_seq") {
        const v719 = x["ledger_seq"];
        if (!(Number.isInteger(v719) || v719 === null)) return err([k718], "invalid type: " + kind(v719) + ", expected integer or null");
        if (typeof v719 === "number") {
          if (v719 < 1) return err([k718], v719 + " is less than minimum 1");
        }
      }
      else if (k718 === "ts") {
        const v719 = x["ts"];
        if (!(typeof v719 === "string")) return err([k718], "invalid type: " + kind(v719) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["step"] === undefined) return err([], "missing field `step`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "step.finished");
    if (x["ledger_seq"] === undefined) fills.push(x, "ledger_seq", null);
  }
  return undefined;
}

function v_StepStartedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k720 in x) {
      if (k720 === "type") {
        const v721 = x["type"];
        if (!(typeof v721 === "string")) return err([k720], "invalid type: " + kind(v721) + ", expected string");
        if (v721 !== "step.started") return err([k720], "invalid value: " + kind(v721) + ", expected the constant " + "\"step.started\"");
      }
      else if (k720 === "run_id") {
        const v721 = x["run_id"];
        if (!(typeof v721 === "string")) return err([k720], "invalid type: " + kind(v721) + ", expected string");
      }
      else if (k720 === "step") {
        const v721 = x["step"];
        if (!(Number.isInteger(v721))) return err([k720], "invalid type: " + kind(v721) + ", expected integer");
      }
      else if (k720 === "ledger_seq") {
        const v721 = x["ledger_seq"];
        if (!(Number.isInteger(v721) || v721 === null)) return err([k720], "invalid type: " + kind(v721) + ", expected integer or null");
        if (typeof v721 === "number") {
          if (v721 < 1) return err([k720], v721 + " is less than minimum 1");
        }
      }
      else if (k720 === "ts") {
        const v721 = x["ts"];
        if (!(typeof v721 === "string")) return err([k720], "invalid type: " + kind(v721) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["step"] === undefined) return err([], "missing field `step`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "step.started");
    if (x["ledger_seq"] === undefined) fills.push(x, "ledger_seq", null);
  }
  return undefined;
}

function v_StrategyKind(x) {
  if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
  if (x !== "direct" && x !== "plan_first" && x !== "delegate") return err([], "unknown variant " + kind(x) + ", expected one of `direct`, `plan_first`, `delegate`");
  return undefined;
}

function v_StrategyProposedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k722 in x) {
      if (k722 === "type") {
        const v723 = x["type"];
        if (!(typeof v723 === "string")) return err([k722], "invalid type: " + kind(v723) + ", expected string");
        if (v723 !== "strategy.proposed") return err([k722], "invalid value: " + kind(v723) + ", expected the constant " + "\"strategy.proposed\"");
      }
      else if (k722 === "run_id") {
        const v723 = x["run_id"];
        if (!(typeof v723 === "string")) return err([k722], "invalid type: " + kind(v723) + ", expected string");
      }
      else if (k722 === "profile_digest") {
        const v723 = x["profile_digest"];
        if (!(typeof v723 === "string")) return err([k722], "invalid type: " + kind(v723) + ", expected string");
        {
          if (!/^[0-9a-f]{64}$/u.test(v723)) return err([k722], "string does not match pattern ^[0-9a-f]{64}$");
        }
      }
      else if (k722 === "strategy") {
        const v723 = x["strategy"];
        { const e724 = v_StrategyKind(v723); if (e724) return within(e724, [k722]); }
      }
      else if (k722 === "summary") {
        const v723 = x["summary"];
        if (!(typeof v723 === "string")) return err([k722], "invalid type: " + kind(v723) + ", expected string");
      }
      else if (k722 === "ts") {
        const v723 = x["ts"];
        if (!(typeof v723 === "string")) return err([k722], "invalid type: " + kind(v723) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["profile_digest"] === undefined) return err([], "missing field `profile_digest`");
    if (x["strategy"] === undefined) return err([], "missing field `strategy`");
    if (x["summary"] === undefined) return err([], "missing field `summary`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "strategy.proposed");
  }
  return undefined;
}

function v_StrategyResolvedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k725 in x) {
      if (k725 === "type") {
        const v726 = x["type"];
        if (!(typeof v726 === "string")) return err([k725], "invalid type: " + kind(v726) + ", expected string");
        if (v726 !== "strategy.resolved") return err([k725], "invalid value: " + kind(v726) + ", expected the constant " + "\"strategy.resolved\"");
      }
      else if (k725 === "run_id") {
        const v726 = x["run_id"];
        if (!(typeof v726 === "string")) return err([k725], "invalid type: " + kind(v726) + ", expected string");
      }
      else if (k725 === "profile_digest") {
        const v726 = x["profile_digest"];
        if (!(typeof v726 === "string")) return err([k725], "invalid type: " + kind(v726) + ", expected string");
        {
          if (!/^[0-9a-f]{64}$/u.test(v726)) return err([k725], "string does not match pattern ^[0-9a-f]{64}$");
        }
      }
      else if (k725 === "strategy") {
        const v726 = x["strategy"];
        { const e727 = v_StrategyKind(v726); if (e727) return within(e727, [k725]); }
      }
      else if (k725 === "ticket") {
        const v726 = x["ticket"];
        if (!(typeof v726 === "string")) return err([k725], "invalid type: " + kind(v726) + ", expected string");
      }
      else if (k725 === "reason") {
        const v726 = x["reason"];
        if (!(typeof v726 === "string")) return err([k725], "invalid type: " + kind(v726) + ", expected string");
      }
      else if (k725 === "ts") {
        const v726 = x["ts"];
        if (!(typeof v726 === "string")) return err([k725], "invalid type: " + kind(v726) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["profile_digest"] === undefined) return err([], "missing field `profile_digest`");
    if (x["strategy"] === undefined) return err([], "missing field `strategy`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "strategy.resolved");
    if (x["ticket"] === undefined) fills.push(x, "ticket", "");
    if (x["reason"] === undefined) fills.push(x, "reason", "");
  }
  return undefined;
}

function v_SubagentFinishedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k728 in x) {
      if (k728 === "type") {
        const v729 = x["type"];
        if (!(typeof v729 === "string")) return err([k728], "invalid type: " + kind(v729) + ", expected string");
        if (v729 !== "subagent.finished") return err([k728], "invalid value: " + kind(v729) + ", expected the constant " + "\"subagent.finished\"");
      }
      else if (k728 === "run_id") {
        const v729 = x["run_id"];
        if (!(typeof v729 === "string")) return err([k728], "invalid type: " + kind(v729) + ", expected string");
      }
      else if (k728 === "parent_run_id") {
        const v729 = x["parent_run_id"];
        if (!(typeof v729 === "string")) return err([k728], "invalid type: " + kind(v729) + ", expected string");
      }
      else if (k728 === "status") {
        const v729 = x["status"];
        if (!(typeof v729 === "string")) return err([k728], "invalid type: " + kind(v729) + ", expected string");
      }
      else if (k728 === "ts") {
        const v729 = x["ts"];
        if (!(typeof v729 === "string")) return err([k728], "invalid type: " + kind(v729) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["parent_run_id"] === undefined) return err([], "missing field `parent_run_id`");
    if (x["status"] === undefined) return err([], "missing field `status`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "subagent.finished");
  }
  return undefined;
}

function v_SubagentStartedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k730 in x) {
      if (k730 === "type") {
        const v731 = x["type"];
        if (!(typeof v731 === "string")) return err([k730], "invalid type: " + kind(v731) + ", expected string");
        if (v731 !== "subagent.started") return err([k730], "invalid value: " + kind(v731) + ", expected the constant " + "\"subagent.started\"");
      }
      else if (k730 === "run_id") {
        const v731 = x["run_id"];
        if (!(typeof v731 === "string")) return err([k730], "invalid type: " + kind(v731) + ", expected string");
      }
      else if (k730 === "parent_run_id") {
        const v731 = x["parent_run_id"];
        if (!(typeof v731 === "string")) return err([k730], "invalid type: " + kind(v731) + ", expected string");
      }
      else if (k730 === "description") {
        const v731 = x["description"];
        if (!(typeof v731 === "string")) return err([k730], "invalid type: " + kind(v731) + ", expected string");
      }
      else if (k730 === "ts") {
        const v731 = x["ts"];
        if (!(typeof v731 === "string")) return err([k730], "invalid type: " + kind(v731) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["parent_run_id"] === undefined) return err([], "missing field `parent_run_id`");
    if (x["description"] === undefined) return err([], "missing field `description`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "subagent.started");
  }
  return undefined;
}

function v_TaskProfiledEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k732 in x) {
      if (k732 === "type") {
        const v733 = x["type"];
        if (!(typeof v733 === "string")) return err([k732], "invalid type: " + kind(v733) + ", expected string");
        if (v733 !== "task.profiled") return err([k732], "invalid value: " + kind(v733) + ", expected the constant " + "\"task.profiled\"");
      }
      else if (k732 === "run_id") {
        const v733 = x["run_id"];
        if (!(typeof v733 === "string")) return err([k732], "invalid type: " + kind(v733) + ", expected string");
      }
      else if (k732 === "profile") {
        const v733 = x["profile"];
        if (!(isObject(v733))) return err([k732], "invalid type: " + kind(v733) + ", expected object");
      }
      else if (k732 === "profile_digest") {
        const v733 = x["profile_digest"];
        if (!(typeof v733 === "string")) return err([k732], "invalid type: " + kind(v733) + ", expected string");
      }
      else if (k732 === "ts") {
        const v733 = x["ts"];
        if (!(typeof v733 === "string")) return err([k732], "invalid type: " + kind(v733) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["profile"] === undefined) return err([], "missing field `profile`");
    if (x["profile_digest"] === undefined) return err([], "missing field `profile_digest`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "task.profiled");
  }
  return undefined;
}

function v_ThinkingLevel(x) {
  if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
  if (x !== "off" && x !== "low" && x !== "medium" && x !== "high") return err([], "unknown variant " + kind(x) + ", expected one of `off`, `low`, `medium`, `high`");
  return undefined;
}

function v_ThreadArchiveCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k734 in x) {
      if (k734 === "type") {
        const v735 = x["type"];
        if (!(typeof v735 === "string")) return err([k734], "invalid type: " + kind(v735) + ", expected string");
        if (v735 !== "thread.archive") return err([k734], "invalid value: " + kind(v735) + ", expected the constant " + "\"thread.archive\"");
      }
      else if (k734 === "thread_id") {
        const v735 = x["thread_id"];
        if (!(typeof v735 === "string")) return err([k734], "invalid type: " + kind(v735) + ", expected string");
        {
          if (v735.length < 2 && chars(v735) < 1) return err([k734], "string of length " + chars(v735) + " is shorter than minLength 1");
        }
      }
    }
    if (x["thread_id"] === undefined) return err([], "missing field `thread_id`");
    if (x["type"] === undefined) fills.push(x, "type", "thread.archive");
  }
  return undefined;
}

function v_ThreadArchiveResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k736 in x) {
      if (k736 === "thread") {
        const v737 = x["thread"];
        { const e738 = v_ThreadRecord(v737); if (e738) return within(e738, [k736]); }
      }
    }
    if (x["thread"] === undefined) return err([], "missing field `thread`");
  }
  return undefined;
}

function v_ThreadCreateCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k739 in x) {
      if (k739 === "type") {
        const v740 = x["type"];
        if (!(typeof v740 === "string")) return err([k739], "invalid type: " + kind(v740) + ", expected string");
        if (v740 !== "thread.create") return err([k739], "invalid value: " + kind(v740) + ", expected the constant " + "\"thread.create\"");
      }
      else if (k739 === "title") {
        const v740 = x["title"];
        if (!(typeof v740 === "string")) return err([k739], "invalid type: " + kind(v740) + ", expected string");
        {
          if (v740.length > 200 && chars(v740) > 200) return err([k739], "string of length " + chars(v740) + " is longer than maxLength 200");
        }
      }
      else if (k739 === "mode") {
        const v740 = x["mode"];
        { const e741 = v_SessionMode(v740); if (e741) return within(e741, [k739]); }
      }
      else if (k739 === "preset_id") {
        const v740 = x["preset_id"];
        if (!(typeof v740 === "string")) return err([k739], "invalid type: " + kind(v740) + ", expected string");
        {
          if (!/^[a-z][a-z0-9-]{0,63}$/u.test(v740)) return err([k739], "string does not match pattern ^[a-z][a-z0-9-]{0,63}$");
        }
      }
    }
    if (x["type"] === undefined) fills.push(x, "type", "thread.create");
    if (x["title"] === undefined) fills.push(x, "title", "");
    if (x["mode"] === undefined) fills.push(x, "mode", "chat");
    if (x["preset_id"] === undefined) fills.push(x, "preset_id", "standard");
  }
  return undefined;
}

function v_ThreadCreateResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k742 in x) {
      if (k742 === "thread") {
        const v743 = x["thread"];
        { const e744 = v_ThreadRecord(v743); if (e744) return within(e744, [k742]); }
      }
    }
    if (x["thread"] === undefined) return err([], "missing field `thread`");
  }
  return undefined;
}

function v_ThreadGetCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k745 in x) {
      if (k745 === "type") {
        const v746 = x["type"];
        if (!(typeof v746 === "string")) return err([k745], "invalid type: " + kind(v746) + ", expected string");
        if (v746 !== "thread.get") return err([k745], "invalid value: " + kind(v746) + ", expected the constant " + "\"thread.get\"");
      }
      else if (k745 === "thread_id") {
        const v746 = x["thread_id"];
        if (!(typeof v746 === "string")) return err([k745], "invalid type: " + kind(v746) + ", expected string");
        {
          if (v746.length < 2 && chars(v746) < 1) return err([k745], "string of length " + chars(v746) + " is shorter than minLength 1");
        }
      }
    }
    if (x["thread_id"] === undefined) return err([], "missing field `thread_id`");
    if (x["type"] === undefined) fills.push(x, "type", "thread.get");
  }
  return undefined;
}

function v_ThreadGetResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k747 in x) {
      if (k747 === "thread") {
        const v748 = x["thread"];
        { const e749 = v_ThreadRecord(v748); if (e749) return within(e749, [k747]); }
      }
    }
    if (x["thread"] === undefined) return err([], "missing field `thread`");
  }
  return undefined;
}

function v_ThreadListCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k750 in x) {
      if (k750 === "type") {
        const v751 = x["type"];
        if (!(typeof v751 === "string")) return err([k750], "invalid type: " + kind(v751) + ", expected string");
        if (v751 !== "thread.list") return err([k750], "invalid value: " + kind(v751) + ", expected the constant " + "\"thread.list\"");
      }
      else if (k750 === "include_archived") {
        const v751 = x["include_archived"];
        if (!(typeof v751 === "boolean")) return err([k750], "invalid type: " + kind(v751) + ", expected boolean");
      }
      else if (k750 === "limit") {
        const v751 = x["limit"];
        if (!(Number.isInteger(v751))) return err([k750], "invalid type: " + kind(v751) + ", expected integer");
        {
          if (v751 < 1) return err([k750], v751 + " is less than minimum 1");
          if (v751 > 200) return err([k750], v751 + " is greater than maximum 200");
        }
      }
    }
    if (x["type"] === undefined) fills.push(x, "type", "thread.list");
    if (x["include_archived"] === undefined) fills.push(x, "include_archived", false);
    if (x["limit"] === undefined) fills.push(x, "limit", 50);
  }
  return undefined;
}

function v_ThreadListResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k752 in x) {
      if (k752 === "threads") {
        const v753 = x["threads"];
        if (!(Array.isArray(v753))) return err([k752], "invalid type: " + kind(v753) + ", expected array");
        {
          for (let i754 = 0; i754 < v753.length; i754++) {
            const v755 = v753[i754];
            { const e756 = v_ThreadRecord(v755); if (e756) return within(e756, [k752, i754]); }
          }
        }
      }
    }
    if (x["threads"] === undefined) return err([], "missing field `threads`");
  }
  return undefined;
}

function v_ThreadRecord(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k757 in x) {
      if (k757 === "id") {
        const v758 = x["id"];
        if (!(typeof v758 === "string")) return err([k757], "invalid type: " + kind(v758) + ", expected string");
        {
          if (v758.length < 2 && chars(v758) < 1) return err([k757], "string of length " + chars(v758) + " is shorter than minLength 1");
        }
      }
      else if (k757 === "title") {
        const v758 = x["title"];
        if (!(typeof v758 === "string")) return err([k757], "invalid type: " + kind(v758) + ", expected string");
      }
      else if (k757 === "workspace") {
        const v758 = x["workspace"];
        if (!(typeof v758 === "string")) return err([k757], "invalid type: " + kind(v758) + ", expected string");
        {
          if (v758.length < 2 && chars(v758) < 1) return err([k757], "string of length " + chars(v758) + " is shorter than minLength 1");
        }
      }
      else if (k757 === "status") {
        const v758 = x["status"];
        { const e759 = v_ThreadStatus(v758); if (e759) return within(e759, [k757]); }
      }
      else if (k757 === "default_route_id") {
        const v758 = x["default_route_id"];
        if (!(typeof v758 === "string" || v758 === null)) return err([k757], "invalid type: " + kind(v758) + ", expected string or null");
      }
      else if (k757 === "turn_count") {
        const v758 = x["turn_count"];
        if (!(Number.isInteger(v758))) return err([k757], "invalid type: " + kind(v758) + ", expected integer");
        {
          if (v758 < 0) return err([k757], v758 + " is less than minimum 0");
        }
      }
      else if (k757 === "created_at") {
        const v758 = x["created_at"];
        if (!(typeof v758 === "string")) return err([k757], "invalid type: " + kind(v758) + ", expected string");
      }
      else if (k757 === "updated_at") {
        const v758 = x["updated_at"];
        if (!(typeof v758 === "string")) return err([k757], "invalid type: " + kind(v758) + ", expected string");
      }
      else if (k757 === "schema_version") {
        const v758 = x["schema_version"];
        if (!(Number.isInteger(v758))) return err([k757], "invalid type: " + kind(v758) + ", expected integer");
        if (v758 !== 1) return err([k757], "invalid value: " + kind(v758) + ", expected the constant " + "1");
      }
      else if (true) return err([k757], "unknown field `" + k757 + "`" + ", expected one of `id`, `title`, `workspace`, `status`, `default_route_id`, `turn_count`, `created_at`, `updated_at`, `schema_version`");
    }
    if (x["id"] === undefined) return err([], "missing field `id`");
    if (x["title"] === undefined) return err([], "missing field `title`");
    if (x["workspace"] === undefined) return err([], "missing field `workspace`");
    if (x["created_at"] === undefined) return err([], "missing field `created_at`");
    if (x["updated_at"] === undefined) return err([], "missing field `updated_at`");
    if (x["status"] === undefined) fills.push(x, "status", "idle");
    if (x["default_route_id"] === undefined) fills.push(x, "default_route_id", null);
    if (x["turn_count"] === undefined) fills.push(x, "turn_count", 0);
    if (x["schema_version"] === undefined) fills.push(x, "schema_version", 1);
  }
  return undefined;
}

function v_ThreadStatus(x) {
  if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
  if (x !== "idle" && x !== "running" && x !== "interrupted" && x !== "failed" && x !== "archived") return err([], "unknown variant " + kind(x) + ", expected one of `idle`, `running`, `interrupted`, `failed`, `archived`");
  return undefined;
}

function v_ThreadUpdateCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k760 in x) {
      if (k760 === "type") {
        const v761 = x["type"];
        if (!(typeof v761 === "string")) return err([k760], "invalid type: " + kind(v761) + ", expected string");
        if (v761 !== "thread.update") return err([k760], "invalid value: " + kind(v761) + ", expected the constant " + "\"thread.update\"");
      }
      else if (k760 === "thread_id") {
        const v761 = x["thread_id"];
        if (!(typeof v761 === "string")) return err([k760], "invalid type: " + kind(v761) + ", expected string");
        {
          if (v761.length < 2 && chars(v761) < 1) return err([k760], "string of length " + chars(v761) + " is shorter than minLength 1");
        }
      }
      else if (k760 === "title") {
        const v761 = x["title"];
        if (!(typeof v761 === "string")) return err([k760], "invalid type: " + kind(v761) + ", expected string");
        {
          if (v761.length < 2 && chars(v761) < 1) return err([k760], "string of length " + chars(v761) + " is shorter than minLength 1");
          if (v761.length > 200 && chars(v761) > 200) return err([k760], "string of length " + chars(v761) + " is longer than maxLength 200");
        }
      }
    }
    if (x["thread_id"] === undefined) return err([], "missing field `thread_id`");
    if (x["title"] === undefined) return err([], "missing field `title`");
    if (x["type"] === undefined) fills.push(x, "type", "thread.update");
  }
  return undefined;
}

function v_ThreadUpdateResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k762 in x) {
      if (k762 === "thread") {
        const v763 = x["thread"];
        { const e764 = v_ThreadRecord(v763); if (e764) return within(e764, [k762]); }
      }
    }
    if (x["thread"] === undefined) return err([], "missing field `thread`");
  }
  return undefined;
}

function v_ToolAction(x) {
  if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
  if (x !== "read" && x !== "mutate" && x !== "shell" && x !== "external") return err([], "unknown variant " + kind(x) + ", expected one of `read`, `mutate`, `shell`, `external`");
  return undefined;
}

function v_ToolCallFailedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k765 in x) {
      if (k765 === "type") {
        const v766 = x["type"];
        if (!(typeof v766 === "string")) return err([k765], "invalid type: " + kind(v766) + ", expected string");
        if (v766 !== "tool.call_failed") return err([k765], "invalid value: " + kind(v766) + ", expected the constant " + "\"tool.call_failed\"");
      }
      else if (k765 === "run_id") {
        const v766 = x["run_id"];
        if (!(typeof v766 === "string")) return err([k765], "invalid type: " + kind(v766) + ", expected string");
      }
      else if (k765 === "tool_use_id") {
        const v766 = x["tool_use_id"];
        if (!(typeof v766 === "string")) return err([k765], "invalid type: " + kind(v766) + ", expected string");
      }
      else if (k765 === "tool_name") {
        const v766 = x["tool_name"];
        if (!(typeof v766 === "string")) return err([k765], "invalid type: " + kind(v766) + ", expected string");
      }
      else if (k765 === "operation_id") {
        const v766 = x["operation_id"];
        if (!(typeof v766 === "string")) return err([k765], "invalid type: " + kind(v766) + ", expected string");
      }
      else if (k765 === "error_class") {
        const v766 = x["error_class"];
        if (!(typeof v766 === "string")) return err([k765], "invalid type: " + kind(v766) + ", expected string");
      }
      else if (k765 === "error_message") {
        const v766 = x["error_message"];
        if (!(typeof v766 === "string")) return err([k765], "invalid type: " + kind(v766) + ", expected string");
      }
      else if (k765 === "elapsed_ms") {
        const v766 = x["elapsed_ms"];
        if (!(Number.isInteger(v766))) return err([k765], "invalid type: " + kind(v766) + ", expected integer");
      }
      else if (k765 === "attempt") {
        const v766 = x["attempt"];
        if (!(Number.isInteger(v766))) return err([k765], "invalid type: " + kind(v766) + ", expected integer");
      }
      else if (k765 === "terminal") {
        const v766 = x["terminal"];
        if (!(typeof v766 === "boolean")) return err([k765], "invalid type: " + kind(v766) + ", expected boolean");
      }
      else if (k765 === "process_usage") {
        const v766 = x["process_usage"];
        if (!(isObject(v766))) return err([k765], "invalid type: " + kind(v766) + ", expected object");
      }
      else if (k765 === "step") {
        const v766 = x["step"];
        if (!(Number.isInteger(v766))) return err([k765], "invalid type: " + kind(v766) + ", expected integer");
      }
      else if (k765 === "ledger_seq") {
        const v766 = x["ledger_seq"];
        if (!(Number.isInteger(v766) || v766 === null)) return err([k765], "invalid type: " + kind(v766) + ", expected integer or null");
        if (typeof v766 === "number") {
          if (v766 < 1) return err([k765], v766 + " is less than minimum 1");
        }
      }
      else if (k765 === "presentation") {
        const v766 = x["presentation"];
        if (!(isObject(v766) || v766 === null)) return err([k765], "invalid type: " + kind(v766) + ", expected object or null");
      }
      else if (k765 === "sandbox_enforcement") {
        const v766 = x["sandbox_enforcement"];
        { const e767 = v_SandboxEnforcement(v766); if (e767) return within(e767, [k765]); }
      }
      else if (k765 === "failure_category") {
        const v766 = x["failure_category"];
        if (!(typeof v766 === "string" || v766 === null)) return err([k765], "invalid type: " + kind(v766) + ", expected string or null");
      }
      else if (k765 === "program_id") {
        const v766 = x["program_id"];
        if (!(typeof v766 === "string")) return err([k765], "invalid type: " + kind(v766) + ", expected string");
      }
      else if (k765 === "parent_tool_call_id") {
        const v766 = x["parent_tool_call_id"];
        if (!(typeof v766 === "string")) return err([k765], "invalid type: " + kind(v766) + ", expected string");
      }
      else if (k765 === "node_id") {
        const v766 = x["node_id"];
        if (!(typeof v766 === "string")) return err([k765], "invalid type: " + kind(v766) + ", expected string");
      }
      else if (k765 === "commit_order") {
        const v766 = x["commit_order"];
        if (!(Number.isInteger(v766))) return err([k765], "invalid type: " + kind(v766) + ", expected integer");
      }
      else if (k765 === "ts") {
        const v766 = x["ts"];
        if (!(typeof v766 === "string")) return err([k765], "invalid type: " + kind(v766) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["tool_use_id"] === undefined) return err([], "missing field `tool_use_id`");
    if (x["tool_name"] === undefined) return err([], "missing field `tool_name`");
    if (x["error_class"] === undefined) return err([], "missing field `error_class`");
    if (x["error_message"] === undefined) return err([], "missing field `error_message`");
    if (x["elapsed_ms"] === undefined) return err([], "missing field `elapsed_ms`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "tool.call_failed");
    if (x["operation_id"] === undefined) fills.push(x, "operation_id", "");
    if (x["attempt"] === undefined) fills.push(x, "attempt", 1);
    if (x["terminal"] === undefined) fills.push(x, "terminal", true);
    if (x["process_usage"] === undefined) fills.push(x, "process_usage", {});
    if (x["step"] === undefined) fills.push(x, "step", 0);
    if (x["ledger_seq"] === undefined) fills.push(x, "ledger_seq", null);
    if (x["presentation"] === undefined) fills.push(x, "presentation", null);
    if (x["sandbox_enforcement"] === undefined) fills.push(x, "sandbox_enforcement", "unavailable");
    if (x["failure_category"] === undefined) fills.push(x, "failure_category", null);
    if (x["program_id"] === undefined) fills.push(x, "program_id", "");
    if (x["parent_tool_call_id"] === undefined) fills.push(x, "parent_tool_call_id", "");
    if (x["node_id"] === undefined) fills.push(x, "node_id", "");
    if (x["commit_order"] === undefined) fills.push(x, "commit_order", 0);
  }
  return undefined;
}

function v_ToolCallFinishedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k768 in x) {
      if (k768 === "type") {
        const v769 = x["type"];
        if (!(typeof v769 === "string")) return err([k768], "invalid type: " + kind(v769) + ", expected string");
        if (v769 !== "tool.call_finished") return err([k768], "invalid value: " + kind(v769) + ", expected the constant " + "\"tool.call_finished\"");
      }
      else if (k768 === "run_id") {
        const v769 = x["run_id"];
        if (!(typeof v769 === "string")) return err([k768], "invalid type: " + kind(v769) + ", expected string");
      }
      else if (k768 === "tool_use_id") {
        const v769 = x["tool_use_id"];
        if (!(typeof v769 === "string")) return err([k768], "invalid type: " + kind(v769) + ", expected string");
      }
      else if (k768 === "tool_name") {
        const v769 = x["tool_name"];
        if (!(typeof v769 === "string")) return err([k768], "invalid type: " + kind(v769) + ", expected string");
      }
      else if (k768 === "operation_id") {
        const v769 = x["operation_id"];
        if (!(typeof v769 === "string")) return err([k768], "invalid type: " + kind(v769) + ", expected string");
      }
      else if (k768 === "elapsed_ms") {
        const v769 = x["elapsed_ms"];
        if (!(Number.isInteger(v769))) return err([k768], "invalid type: " + kind(v769) + ", expected integer");
      }
      else if (k768 === "output") {
        const v769 = x["output"];
        if (!(typeof v769 === "string")) return err([k768], "invalid type: " + kind(v769) + ", expected string");
      }
      else if (k768 === "process_usage") {
        const v769 = x["process_usage"];
        if (!(isObject(v769))) return err([k768], "invalid type: " + kind(v769) + ", expected object");
      }
      else if (k768 === "step") {
        const v769 = x["step"];
        if (!(Number.isInteger(v769))) return err([k768], "invalid type: " + kind(v769) + ", expected integer");
      }
      else if (k768 === "ledger_seq") {
        const v769 = x["ledger_seq"];
        if (!(Number.isInteger(v769) || v769 === null)) return err([k768], "invalid type: " + kind(v769) + ", expected integer or null");
        if (typeof v769 === "number") {
          if (v769 < 1) return err([k768], v769 + " is less than minimum 1");
        }
      }
      else if (k768 === "presentation") {
        const v769 = x["presentation"];
        if (!(isObject(v769) || v769 === null)) return err([k768], "invalid type: " + kind(v769) + ", expected object or null");
      }
      else if (k768 === "sandbox_enforcement") {
        const v769 = x["sandbox_enforcement"];
        { const e770 = v_SandboxEnforcement(v769); if (e770) return within(e770, [k768]); }
      }
      else if (k768 === "failure_category") {
        const v769 = x["failure_category"];
        if (!(typeof v769 === "string" || v769 === null)) return err([k768], "invalid type: " + kind(v769) + ", expected string or null");
      }
      else if (k768 === "program_id") {
        const v769 = x["program_id"];
        if (!(typeof v769 === "string")) return err([k768], "invalid type: " + kind(v769) + ", expected string");
      }
      else if (k768 === "parent_tool_call_id") {
        const v769 = x["parent_tool_call_id"];
        if (!(typeof v769 === "string")) return err([k768], "invalid type: " + kind(v769) + ", expected string");
      }
      else if (k768 === "node_id") {
        const v769 = x["node_id"];
        if (!(typeof v769 === "string")) return err([k768], "invalid type: " + kind(v769) + ", expected string");
      }
      else if (k768 === "commit_order") {
        const v769 = x["commit_order"];
        if (!(Number.isInteger(v769))) return err([k768], "invalid type: " + kind(v769) + ", expected integer");
      }
      else if (k768 === "ts") {
        const v769 = x["ts"];
        if (!(typeof v769 === "string")) return err([k768], "invalid type: " + kind(v769) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["tool_use_id"] === undefined) return err([], "missing field `tool_use_id`");
    if (x["tool_name"] === undefined) return err([], "missing field `tool_name`");
    if (x["elapsed_ms"] === undefined) return err([], "missing field `elapsed_ms`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "tool.call_finished");
    if (x["operation_id"] === undefined) fills.push(x, "operation_id", "");
    if (x["output"] === undefined) fills.push(x, "output", "");
    if (x["process_usage"] === undefined) fills.push(x, "process_usage", {});
    if (x["step"] === undefined) fills.push(x, "step", 0);
    if (x["ledger_seq"] === undefined) fills.push(x, "ledger_seq", null);
    if (x["presentation"] === undefined) fills.push(x, "presentation", null);
    if (x["sandbox_enforcement"] === undefined) fills.push(x, "sandbox_enforcement", "unavailable");
    if (x["failure_category"] === undefined) fills.push(x, "failure_category", null);
    if (x["program_id"] === undefined) fills.push(x, "program_id", "");
    if (x["parent_tool_call_id"] === undefined) fills.push(x, "parent_tool_call_id", "");
    if (x["node_id"] === undefined) fills.push(x, "node_id", "");
    if (x["commit_order"] === undefined) fills.push(x, "commit_order", 0);
  }
  return undefined;
}

function v_ToolCallProgressEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k771 in x) {
      if (k771 === "type") {
        const v772 = x["type"];
        if (!(typeof v772 === "string")) return err([k771], "invalid type: " + kind(v772) + ", expected string");
        if (v772 !== "tool.call_progress") return err([k771], "invalid value: " + kind(v772) + ", expected the constant " + "\"tool.call_progress\"");
      }
      else if (k771 === "run_id") {
        const v772 = x["run_id"];
        if (!(typeof v772 === "string")) return err([k771], "invalid type: " + kind(v772) + ", expected string");
      }
      else if (k771 === "tool_use_id") {
        const v772 = x["tool_use_id"];
        if (!(typeof v772 === "string")) return err([k771], "invalid type: " + kind(v772) + ", expected string");
      }
      else if (k771 === "tool_name") {
        const v772 = x["tool_name"];
        if (!(typeof v772 === "string")) return err([k771], "invalid type: " + kind(v772) + ", expected string");
      }
      else if (k771 === "elapsed_ms") {
        const v772 = x["elapsed_ms"];
        if (!(Number.isInteger(v772))) return err([k771], "invalid type: " + kind(v772) + ", expected integer");
        {
          if (v772 < 0) return err([k771], v772 + " is less than minimum 0");
        }
      }
      else if (k771 === "output_tail") {
        const v772 = x["output_tail"];
        if (!(typeof v772 === "string")) return err([k771], "invalid type: " + kind(v772) + ", expected string");
      }
      else if (k771 === "total_bytes") {
        const v772 = x["total_bytes"];
        if (!(Number.isInteger(v772))) return err([k771], "invalid type: " + kind(v772) + ", expected integer");
        {
          if (v772 < 0) return err([k771], v772 + " is less than minimum 0");
        }
      }
      else if (k771 === "step") {
        const v772 = x["step"];
        if (!(Number.isInteger(v772))) return err([k771], "invalid type: " + kind(v772) + ", expected integer");
      }
      else if (k771 === "presentation") {
        const v772 = x["presentation"];
        if (!(isObject(v772) || v772 === null)) return err([k771], "invalid type: " + kind(v772) + ", expected object or null");
      }
      else if (k771 === "ts") {
        const v772 = x["ts"];
        if (!(typeof v772 === "string")) return err([k771], "invalid type: " + kind(v772) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["tool_use_id"] === undefined) return err([], "missing field `tool_use_id`");
    if (x["tool_name"] === undefined) return err([], "missing field `tool_name`");
    if (x["elapsed_ms"] === undefined) return err([], "missing field `elapsed_ms`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "tool.call_progress");
    if (x["output_tail"] === undefined) fills.push(x, "output_tail", "");
    if (x["total_bytes"] === undefined) fills.push(x, "total_bytes", 0);
    if (x["step"] === undefined) fills.push(x, "step", 0);
    if (x["presentation"] === undefined) fills.push(x, "presentation", null);
  }
  return undefined;
}

function v_ToolCallStartedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k773 in x) {
      if (k773 === "type") {
        const v774 = x["type"];
        if (!(typeof v774 === "string")) return err([k773], "invalid type: " + kind(v774) + ", expected string");
        if (v774 !== "tool.call_started") return err([k773], "invalid value: " + kind(v774) + ", expected the constant " + "\"tool.call_started\"");
      }
      else if (k773 === "run_id") {
        const v774 = x["run_id"];
        if (!(typeof v774 === "string")) return err([k773], "invalid type: " + kind(v774) + ", expected string");
      }
      else if (k773 === "tool_use_id") {
        const v774 = x["tool_use_id"];
        if (!(typeof v774 === "string")) return err([k773], "invalid type: " + kind(v774) + ", expected string");
      }
      else if (k773 === "tool_name") {
        const v774 = x["tool_name"];
        if (!(typeof v774 === "string")) return err([k773], "invalid type: " + kind(v774) + ", expected string");
      }
      else if (k773 === "operation_id") {
        const v774 = x["operation_id"];
        if (!(typeof v774 === "string")) return err([k773], "invalid type: " + kind(v774) + ", expected string");
      }
      else if (k773 === "params") {
        const v774 = x["params"];
        if (!(isObject(v774))) return err([k773], "invalid type: " + kind(v774) + ", expected object");
      }
      else if (k773 === "step") {
        const v774 = x["step"];
        if (!(Number.isInteger(v774))) return err([k773], "invalid type: " + kind(v774) + ", expected integer");
      }
      else if (k773 === "ledger_seq") {
        const v774 = x["ledger_seq"];
        if (!(Number.isInteger(v774) || v774 === null)) return err([k773], "invalid type: " + kind(v774) + ", expected integer or null");
        if (typeof v774 === "number") {
          if (v774 < 1) return err([k773], v774 + " is less than minimum 1");
        }
      }
      else if (k773 === "presentation") {
        const v774 = x["presentation"];
        if (!(isObject(v774) || v774 === null)) return err([k773], "invalid type: " + kind(v774) + ", expected object or null");
      }
      else if (k773 === "program_id") {
        const v774 = x["program_id"];
        if (!(typeof v774 === "string")) return err([k773], "invalid type: " + kind(v774) + ", expected string");
      }
      else if (k773 === "parent_tool_call_id") {
        const v774 = x["parent_tool_call_id"];
        if (!(typeof v774 === "string")) return err([k773], "invalid type: " + kind(v774) + ", expected string");
      }
      else if (k773 === "node_id") {
        const v774 = x["node_id"];
        if (!(typeof v774 === "string")) return err([k773], "invalid type: " + kind(v774) + ", expected string");
      }
      else if (k773 === "commit_order") {
        const v774 = x["commit_order"];
        if (!(Number.isInteger(v774))) return err([k773], "invalid type: " + kind(v774) + ", expected integer");
      }
      else if (k773 === "ts") {
        const v774 = x["ts"];
        if (!(typeof v774 === "string")) return err([k773], "invalid type: " + kind(v774) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["tool_use_id"] === undefined) return err([], "missing field `tool_use_id`");
    if (x["tool_name"] === undefined) return err([], "missing field `tool_name`");
    if (x["params"] === undefined) return err([], "missing field `params`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "tool.call_started");
    if (x["operation_id"] === undefined) fills.push(x, "operation_id", "");
    if (x["step"] === undefined) fills.push(x, "step", 0);
    if (x["ledger_seq"] === undefined) fills.push(x, "ledger_seq", null);
    if (x["presentation"] === undefined) fills.push(x, "presentation", null);
    if (x["program_id"] === undefined) fills.push(x, "program_id", "");
    if (x["parent_tool_call_id"] === undefined) fills.push(x, "parent_tool_call_id", "");
    if (x["node_id"] === undefined) fills.push(x, "node_id", "");
    if (x["commit_order"] === undefined) fills.push(x, "commit_order", 0);
  }
  return undefined;
}

function v_TurnGetCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k775 in x) {
      if (k775 === "type") {
        const v776 = x["type"];
        if (!(typeof v776 === "string")) return err([k775], "invalid type: " + kind(v776) + ", expected string");
        if (v776 !== "turn.get") return err([k775], "invalid value: " + kind(v776) + ", expected the constant " + "\"turn.get\"");
      }
      else if (k775 === "turn_id") {
        const v776 = x["turn_id"];
        if (!(typeof v776 === "string")) return err([k775], "invalid type: " + kind(v776) + ", expected string");
        {
          if (v776.length < 2 && chars(v776) < 1) return err([k775], "string of length " + chars(v776) + " is shorter than minLength 1");
        }
      }
    }
    if (x["turn_id"] === undefined) return err([], "missing field `turn_id`");
    if (x["type"] === undefined) fills.push(x, "type", "turn.get");
  }
  return undefined;
}

function v_TurnGetResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k777 in x) {
      if (k777 === "turn") {
        const v778 = x["turn"];
        { const e779 = v_TurnRecord(v778); if (e779) return within(e779, [k777]); }
      }
    }
    if (x["turn"] === undefined) return err([], "missing field `turn`");
  }
  return undefined;
}

function v_TurnInspectCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k780 in x) {
      if (k780 === "type") {
        const v781 = x["type"];
        if (!(typeof v781 === "string")) return err([k780], "invalid type: " + kind(v781) + ", expected string");
        if (v781 !== "turn.inspect") return err([k780], "invalid value: " + kind(v781) + ", expected the constant " + "\"turn.inspect\"");
      }
      else if (k780 === "turn_id") {
        const v781 = x["turn_id"];
        if (!(typeof v781 === "string")) return err([k780], "invalid type: " + kind(v781) + ", expected string");
        {
          if (v781.length < 2 && chars(v781) < 1) return err([k780], "string of length " + chars(v781) + " is shorter than minLength 1");
        }
      }
    }
    if (x["turn_id"] === undefined) return err([], "missing field `turn_id`");
    if (x["type"] === undefined) fills.push(x, "type", "turn.inspect");
  }
  return undefined;
}

function v_TurnInspectResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k782 in x) {
      if (k782 === "turn") {
        const v783 = x["turn"];
        if (!(isObject(v783))) return err([k782], "invalid type: " + kind(v783) + ", expected object");
      }
      else if (k782 === "items") {
        const v783 = x["items"];
        if (!(Array.isArray(v783))) return err([k782], "invalid type: " + kind(v783) + ", expected array");
        {
          for (let i784 = 0; i784 < v783.length; i784++) {
            const v785 = v783[i784];
            if (!(isObject(v785))) return err([k782, i784], "invalid type: " + kind(v785) + ", expected object");
          }
        }
      }
      else if (k782 === "events") {
        const v783 = x["events"];
        if (!(Array.isArray(v783))) return err([k782], "invalid type: " + kind(v783) + ", expected array");
        {
          for (let i786 = 0; i786 < v783.length; i786++) {
            const v787 = v783[i786];
            if (!(isObject(v787))) return err([k782, i786], "invalid type: " + kind(v787) + ", expected object");
          }
        }
      }
      else if (k782 === "receipt") {
        const v783 = x["receipt"];
        if (!(isObject(v783))) return err([k782], "invalid type: " + kind(v783) + ", expected object");
      }
    }
    if (x["turn"] === undefined) return err([], "missing field `turn`");
    if (x["receipt"] === undefined) return err([], "missing field `receipt`");
    if (x["items"] === undefined) fills.push(x, "items", []);
    if (x["events"] === undefined) fills.push(x, "events", []);
  }
  return undefined;
}

function v_TurnInterruptCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k788 in x) {
      if (k788 === "type") {
        const v789 = x["type"];
        if (!(typeof v789 === "string")) return err([k788], "invalid type: " + kind(v789) + ", expected string");
        if (v789 !== "turn.interrupt") return err([k788], "invalid value: " + kind(v789) + ", expected the constant " + "\"turn.interrupt\"");
      }
      else if (k788 === "turn_id") {
        const v789 = x["turn_id"];
        if (!(typeof v789 === "string")) return err([k788], "invalid type: " + kind(v789) + ", expected string");
        {
          if (v789.length < 2 && chars(v789) < 1) return err([k788], "string of length " + chars(v789) + " is shorter than minLength 1");
        }
      }
    }
    if (x["turn_id"] === undefined) return err([], "missing field `turn_id`");
    if (x["type"] === undefined) fills.push(x, "type", "turn.interrupt");
  }
  return undefined;
}

function v_TurnInterruptResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k790 in x) {
      if (k790 === "turn") {
        const v791 = x["turn"];
        { const e792 = v_TurnRecord(v791); if (e792) return within(e792, [k790]); }
      }
    }
    if (x["turn"] === undefined) return err([], "missing field `turn`");
  }
  return undefined;
}

function v_TurnItemKind(x) {
  if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
  if (x !== "message" && x !== "tool_call" && x !== "tool_result" && x !== "artifact" && x !== "checkpoint") return err([], "unknown variant " + kind(x) + ", expected one of `message`, `tool_call`, `tool_result`, `artifact`, `checkpoint`");
  return undefined;
}

function v_TurnItemRecord(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k793 in x) {
      if (k793 === "id") {
        const v794 = x["id"];
        if (!(typeof v794 === "string")) return err([k793], "invalid type: " + kind(v794) + ", expected string");
        {
          if (v794.length < 2 && chars(v794) < 1) return err([k793], "string of length " + chars(v794) + " is shorter than minLength 1");
        }
      }
      else if (k793 === "turn_id") {
        const v794 = x["turn_id"];
        if (!(typeof v794 === "string")) return err([k793], "invalid type: " + kind(v794) + ", expected string");
        {
          if (v794.length < 2 && chars(v794) < 1) return err([k793], "string of length " + chars(v794) + " is shorter than minLength 1");
        }
      }
      else if (k793 === "kind") {
        const v794 = x["kind"];
        { const e795 = v_TurnItemKind(v794); if (e795) return within(e795, [k793]); }
      }
      else if (k793 === "payload") {
        const v794 = x["payload"];
        if (!(isObject(v794))) return err([k793], "invalid type: " + kind(v794) + ", expected object");
        {
          for (const k796 in v794) {
            {
              const v797 = v794[k796];
              { const e798 = v_JsonValue(v797); if (e798) return within(e798, [k793, k796]); }
            }
          }
        }
      }
      else if (k793 === "tool_call_id") {
        const v794 = x["tool_call_id"];
        if (!(typeof v794 === "string" || v794 === null)) return err([k793], "invalid type: " + kind(v794) + ", expected string or null");
      }
      else if (k793 === "created_at") {
        const v794 = x["created_at"];
        if (!(typeof v794 === "string")) return err([k793], "invalid type: " + kind(v794) + ", expected string");
      }
      else if (k793 === "schema_version") {
        const v794 = x["schema_version"];
        if (!(Number.isInteger(v794))) return err([k793], "invalid type: " + kind(v794) + ", expected integer");
        if (v794 !== 1) return err([k793], "invalid value: " + kind(v794) + ", expected the constant " + "1");
      }
      else if (true) return err([k793], "unknown field `" + k793 + "`" + ", expected one of `id`, `turn_id`, `kind`, `payload`, `tool_call_id`, `created_at`, `schema_version`");
    }
    if (x["id"] === undefined) return err([], "missing field `id`");
    if (x["turn_id"] === undefined) return err([], "missing field `turn_id`");
    if (x["kind"] === undefined) return err([], "missing field `kind`");
    if (x["created_at"] === undefined) return err([], "missing field `created_at`");
    if (x["payload"] === undefined) fills.push(x, "payload", {});
    if (x["tool_call_id"] === undefined) fills.push(x, "tool_call_id", null);
    if (x["schema_version"] === undefined) fills.push(x, "schema_version", 1);
  }
  return undefined;
}

function v_TurnItemsCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k799 in x) {
      if (k799 === "type") {
        const v800 = x["type"];
        if (!(typeof v800 === "string")) return err([k799], "invalid type: " + kind(v800) + ", expected string");
        if (v800 !== "turn.items") return err([k799], "invalid value: " + kind(v800) + ", expected the constant " + "\"turn.items\"");
      }
      else if (k799 === "turn_id") {
        const v800 = x["turn_id"];
        if (!(typeof v800 === "string")) return err([k799], "invalid type: " + kind(v800) + ", expected string");
        {
          if (v800.length < 2 && chars(v800) < 1) return err([k799], "string of length " + chars(v800) + " is shorter than minLength 1");
        }
      }
    }
    if (x["turn_id"] === undefined) return err([], "missing field `turn_id`");
    if (x["type"] === undefined) fills.push(x, "type", "turn.items");
  }
  return undefined;
}

function v_TurnItemsResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k801 in x) {
      if (k801 === "items") {
        const v802 = x["items"];
        if (!(Array.isArray(v802))) return err([k801], "invalid type: " + kind(v802) + ", expected array");
        {
          for (let i803 = 0; i803 < v802.length; i803++) {
            const v804 = v802[i803];
            { const e805 = v_TurnItemRecord(v804); if (e805) return within(e805, [k801, i803]); }
          }
        }
      }
    }
    if (x["items"] === undefined) return err([], "missing field `items`");
  }
  return undefined;
}

function v_TurnListCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k806 in x) {
      if (k806 === "type") {
        const v807 = x["type"];
        if (!(typeof v807 === "string")) return err([k806], "invalid type: " + kind(v807) + ", expected string");
        if (v807 !== "turn.list") return err([k806], "invalid value: " + kind(v807) + ", expected the constant " + "\"turn.list\"");
      }
      else if (k806 === "thread_id") {
        const v807 = x["thread_id"];
        if (!(typeof v807 === "string")) return err([k806], "invalid type: " + kind(v807) + ", expected string");
        {
          if (v807.length < 2 && chars(v807) < 1) return err([k806], "string of length " + chars(v807) + " is shorter than minLength 1");
        }
      }
    }
    if (x["thread_id"] === undefined) return err([], "missing field `thread_id`");
    if (x["type"] === undefined) fills.push(x, "type", "turn.list");
  }
  return undefined;
}

function v_TurnListResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k808 in x) {
      if (k808 === "turns") {
        const v809 = x["turns"];
        if (!(Array.isArray(v809))) return err([k808], "invalid type: " + kind(v809) + ", expected array");
        {
          for (let i810 = 0; i810 < v809.length; i810++) {
            const v811 = v809[i810];
            { const e812 = v_TurnRecord(v811); if (e812) return within(e812, [k808, i810]); }
          }
        }
      }
    }
    if (x["turns"] === undefined) return err([], "missing field `turns`");
  }
  return undefined;
}

function v_TurnRecord(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k813 in x) {
      if (k813 === "id") {
        const v814 = x["id"];
        if (!(typeof v814 === "string")) return err([k813], "invalid type: " + kind(v814) + ", expected string");
        {
          if (v814.length < 2 && chars(v814) < 1) return err([k813], "string of length " + chars(v814) + " is shorter than minLength 1");
        }
      }
      else if (k813 === "thread_id") {
        const v814 = x["thread_id"];
        if (!(typeof v814 === "string")) return err([k813], "invalid type: " + kind(v814) + ", expected string");
        {
          if (v814.length < 2 && chars(v814) < 1) return err([k813], "string of length " + chars(v814) + " is shorter than minLength 1");
        }
      }
      else if (k813 === "status") {
        const v814 = x["status"];
        { const e815 = v_TurnStatus(v814); if (e815) return within(e815, [k813]); }
      }
      else if (k813 === "mode") {
        const v814 = x["mode"];
        { const e816 = v_RuntimeMode(v814); if (e816) return within(e816, [k813]); }
      }
      else if (k813 === "authority_profile") {
        const v814 = x["authority_profile"];
        { const e817 = v_AuthorityProfile(v814); if (e817) return within(e817, [k813]); }
      }
      else if (k813 === "workspace_trust") {
        const v814 = x["workspace_trust"];
        { const e818 = v_WorkspaceTrust(v814); if (e818) return within(e818, [k813]); }
      }
      else if (k813 === "sandbox") {
        const v814 = x["sandbox"];
        { const e819 = v_SandboxCapability(v814); if (e819) return within(e819, [k813]); }
      }
      else if (k813 === "allowed_actions") {
        const v814 = x["allowed_actions"];
        if (!(Array.isArray(v814))) return err([k813], "invalid type: " + kind(v814) + ", expected array");
        {
          for (let i820 = 0; i820 < v814.length; i820++) {
            const v821 = v814[i820];
            { const e822 = v_ToolAction(v821); if (e822) return within(e822, [k813, i820]); }
          }
          for (let a = 0; a < v814.length; a++) for (let b = a + 1; b < v814.length; b++) if (equal(v814[a], v814[b])) return err([k813], "array items " + a + " and " + b + " are equal (uniqueItems)");
        }
      }
      else if (k813 === "route") {
        const v814 = x["route"];
        const e823 = (() => {
          {
            const u824 = [];
            const b827 = (() => {
              { const e825 = v_RouteReceipt(v814); if (e825) return within(e825, [k813]); }
              return undefined;
            })();
            if (b827 === undefined) return undefined;
            u824.push(b827);
            const b828 = (() => {
              if (!(v814 === null)) return err([k813], "invalid type: " + kind(v814) + ", expected null");
              return undefined;
            })();
            if (b828 === undefined) return undefined;
            u824.push(b828);
            const u824d = u824.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u824d;
          }
        })();
        if (e823) return e823;
      }
      else if (k813 === "usage") {
        const v814 = x["usage"];
        if (!(isObject(v814))) return err([k813], "invalid type: " + kind(v814) + ", expected object");
        {
          for (const k829 in v814) {
            {
              const v830 = v814[k829];
              { const e831 = v_JsonValue(v830); if (e831) return within(e831, [k813, k829]); }
            }
          }
        }
      }
      else if (k813 === "error") {
        const v814 = x["error"];
        if (!(isObject(v814) || v814 === null)) return err([k813], "invalid type: " + kind(v814) + ", expected object or null");
        if (isObject(v814)) {
          for (const k832 in v814) {
            {
              const v833 = v814[k832];
              { const e834 = v_JsonValue(v833); if (e834) return within(e834, [k813, k832]); }
            }
          }
        }
      }
      else if (k813 === "boot_id") {
        const v814 = x["boot_id"];
        if (!(typeof v814 === "string" || v814 === null)) return err([k813], "invalid type: " + kind(v814) + ", expected string or null");
      }
      else if (k813 === "created_at") {
        const v814 = x["created_at"];
        if (!(typeof v814 === "string")) return err([k813], "invalid type: " + kind(v814) + ", expected string");
      }
      else if (k813 === "updated_at") {
        const v814 = x["updated_at"];
        if (!(typeof v814 === "string")) return err([k813], "invalid type: " + kind(v814) + ", expected string");
      }
      else if (k813 === "schema_version") {
        const v814 = x["schema_version"];
        if (!(Number.isInteger(v814))) return err([k813], "invalid type: " + kind(v814) + ", expected integer");
        if (v814 !== 1) return err([k813], "invalid value: " + kind(v814) + ", expected the constant " + "1");
      }
      else if (true) return err([k813], "unknown field `" + k813 + "`" + ", expected one of `id`, `thread_id`, `status`, `mode`, `authority_profile`, `workspace_trust`, `sandbox`, `allowed_actions`, `route`, `usage`, `error`, `boot_id`, `created_at`, `updated_at`, `schema_version`");
    }
    if (x["id"] === undefined) return err([], "missing field `id`");
    if (x["thread_id"] === undefined) return err([], "missing field `thread_id`");
    if (x["created_at"] === undefined) return err([], "missing field `created_at`");
    if (x["updated_at"] === undefined) return err([], "missing field `updated_at`");
    if (x["status"] === undefined) fills.push(x, "status", "queued");
    if (x["mode"] === undefined) fills.push(x, "mode", "act");
    if (x["authority_profile"] === undefined) fills.push(x, "authority_profile", "ask");
    if (x["workspace_trust"] === undefined) fills.push(x, "workspace_trust", "untrusted");
    if (x["sandbox"] === undefined) fills.push(x, "sandbox", {"available":false,"kind":"none","reason":"sandbox capability has not been detected"});
    if (x["allowed_actions"] === undefined) fills.push(x, "allowed_actions", []);
    if (x["route"] === undefined) fills.push(x, "route", null);
    if (x["usage"] === undefined) fills.push(x, "usage", {});
    if (x["error"] === undefined) fills.push(x, "error", null);
    if (x["boot_id"] === undefined) fills.push(x, "boot_id", null);
    if (x["schema_version"] === undefined) fills.push(x, "schema_version", 1);
  }
  return undefined;
}

function v_TurnStartCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k835 in x) {
      if (k835 === "type") {
        const v836 = x["type"];
        if (!(typeof v836 === "string")) return err([k835], "invalid type: " + kind(v836) + ", expected string");
        if (v836 !== "turn.start") return err([k835], "invalid value: " + kind(v836) + ", expected the constant " + "\"turn.start\"");
      }
      else if (k835 === "thread_id") {
        const v836 = x["thread_id"];
        if (!(typeof v836 === "string")) return err([k835], "invalid type: " + kind(v836) + ", expected string");
        {
          if (v836.length < 2 && chars(v836) < 1) return err([k835], "string of length " + chars(v836) + " is shorter than minLength 1");
        }
      }
      else if (k835 === "content") {
        const v836 = x["content"];
        if (!(typeof v836 === "string")) return err([k835], "invalid type: " + kind(v836) + ", expected string");
        {
          if (v836.length < 2 && chars(v836) < 1) return err([k835], "string of length " + chars(v836) + " is shorter than minLength 1");
          if (v836.length > 100000 && chars(v836) > 100000) return err([k835], "string of length " + chars(v836) + " is longer than maxLength 100000");
        }
      }
      else if (k835 === "runtime_mode") {
        const v836 = x["runtime_mode"];
        { const e837 = v_RuntimeMode(v836); if (e837) return within(e837, [k835]); }
      }
    }
    if (x["thread_id"] === undefined) return err([], "missing field `thread_id`");
    if (x["content"] === undefined) return err([], "missing field `content`");
    if (x["type"] === undefined) fills.push(x, "type", "turn.start");
    if (x["runtime_mode"] === undefined) fills.push(x, "runtime_mode", "act");
  }
  return undefined;
}

function v_TurnStartResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k838 in x) {
      if (k838 === "turn_id") {
        const v839 = x["turn_id"];
        if (!(typeof v839 === "string")) return err([k838], "invalid type: " + kind(v839) + ", expected string");
      }
      else if (k838 === "handled") {
        const v839 = x["handled"];
        if (!(typeof v839 === "boolean")) return err([k838], "invalid type: " + kind(v839) + ", expected boolean");
      }
    }
    if (x["turn_id"] === undefined) return err([], "missing field `turn_id`");
    if (x["handled"] === undefined) fills.push(x, "handled", false);
  }
  return undefined;
}

function v_TurnStatus(x) {
  if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
  if (x !== "queued" && x !== "running" && x !== "waiting" && x !== "completed" && x !== "failed" && x !== "interrupted") return err([], "unknown variant " + kind(x) + ", expected one of `queued`, `running`, `waiting`, `completed`, `failed`, `interrupted`");
  return undefined;
}

function v_TurnSteerCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k840 in x) {
      if (k840 === "type") {
        const v841 = x["type"];
        if (!(typeof v841 === "string")) return err([k840], "invalid type: " + kind(v841) + ", expected string");
        if (v841 !== "turn.steer") return err([k840], "invalid value: " + kind(v841) + ", expected the constant " + "\"turn.steer\"");
      }
      else if (k840 === "turn_id") {
        const v841 = x["turn_id"];
        if (!(typeof v841 === "string")) return err([k840], "invalid type: " + kind(v841) + ", expected string");
        {
          if (v841.length < 2 && chars(v841) < 1) return err([k840], "string of length " + chars(v841) + " is shorter than minLength 1");
        }
      }
      else if (k840 === "content") {
        const v841 = x["content"];
        if (!(typeof v841 === "string")) return err([k840], "invalid type: " + kind(v841) + ", expected string");
        {
          if (v841.length < 2 && chars(v841) < 1) return err([k840], "string of length " + chars(v841) + " is shorter than minLength 1");
          if (v841.length > 10000 && chars(v841) > 10000) return err([k840], "string of length " + chars(v841) + " is longer than maxLength 10000");
        }
      }
    }
    if (x["turn_id"] === undefined) return err([], "missing field `turn_id`");
    if (x["content"] === undefined) return err([], "missing field `content`");
    if (x["type"] === undefined) fills.push(x, "type", "turn.steer");
  }
  return undefined;
}

function v_TurnSteerResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k842 in x) {
      if (k842 === "turn") {
        const v843 = x["turn"];
        { const e844 = v_TurnRecord(v843); if (e844) return within(e844, [k842]); }
      }
    }
    if (x["turn"] === undefined) return err([], "missing field `turn`");
  }
  return undefined;
}

function v_UsagePurpose(x) {
  if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
  if (x !== "response" && x !== "summary") return err([], "unknown variant " + kind(x) + ", expected one of `response`, `summary`");
  return undefined;
}

function v_UserQuestionAskedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k845 in x) {
      if (k845 === "type") {
        const v846 = x["type"];
        if (!(typeof v846 === "string")) return err([k845], "invalid type: " + kind(v846) + ", expected string");
        if (v846 !== "user_question.asked") return err([k845], "invalid value: " + kind(v846) + ", expected the constant " + "\"user_question.asked\"");
      }
      else if (k845 === "question_id") {
        const v846 = x["question_id"];
        if (!(typeof v846 === "string")) return err([k845], "invalid type: " + kind(v846) + ", expected string");
      }
      else if (k845 === "run_id") {
        const v846 = x["run_id"];
        if (!(typeof v846 === "string")) return err([k845], "invalid type: " + kind(v846) + ", expected string");
      }
      else if (k845 === "session_id") {
        const v846 = x["session_id"];
        if (!(typeof v846 === "string")) return err([k845], "invalid type: " + kind(v846) + ", expected string");
      }
      else if (k845 === "question") {
        const v846 = x["question"];
        if (!(typeof v846 === "string")) return err([k845], "invalid type: " + kind(v846) + ", expected string");
      }
      else if (k845 === "header") {
        const v846 = x["header"];
        if (!(typeof v846 === "string")) return err([k845], "invalid type: " + kind(v846) + ", expected string");
      }
      else if (k845 === "options") {
        const v846 = x["options"];
        if (!(Array.isArray(v846))) return err([k845], "invalid type: " + kind(v846) + ", expected array");
        {
          for (let i847 = 0; i847 < v846.length; i847++) {
            const v848 = v846[i847];
            if (!(typeof v848 === "string")) return err([k845, i847], "invalid type: " + kind(v848) + ", expected string");
          }
        }
      }
      else if (k845 === "multi_select") {
        const v846 = x["multi_select"];
        if (!(typeof v846 === "boolean")) return err([k845], "invalid type: " + kind(v846) + ", expected boolean");
      }
      else if (k845 === "ts") {
        const v846 = x["ts"];
        if (!(typeof v846 === "string")) return err([k845], "invalid type: " + kind(v846) + ", expected string");
      }
    }
    if (x["question_id"] === undefined) return err([], "missing field `question_id`");
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["question"] === undefined) return err([], "missing field `question`");
    if (x["header"] === undefined) return err([], "missing field `header`");
    if (x["options"] === undefined) return err([], "missing field `options`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "user_question.asked");
    if (x["multi_select"] === undefined) fills.push(x, "multi_select", false);
  }
  return undefined;
}

function v_UserQuestionRespondCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k849 in x) {
      if (k849 === "type") {
        const v850 = x["type"];
        if (!(typeof v850 === "string")) return err([k849], "invalid type: " + kind(v850) + ", expected string");
        if (v850 !== "user_question.respond") return err([k849], "invalid value: " + kind(v850) + ", expected the constant " + "\"user_question.respond\"");
      }
      else if (k849 === "question_id") {
        const v850 = x["question_id"];
        if (!(typeof v850 === "string")) return err([k849], "invalid type: " + kind(v850) + ", expected string");
      }
      else if (k849 === "answer") {
        const v850 = x["answer"];
        if (!(typeof v850 === "string")) return err([k849], "invalid type: " + kind(v850) + ", expected string");
        {
          if (v850.length < 2 && chars(v850) < 1) return err([k849], "string of length " + chars(v850) + " is shorter than minLength 1");
          if (v850.length > 10000 && chars(v850) > 10000) return err([k849], "string of length " + chars(v850) + " is longer than maxLength 10000");
        }
      }
    }
    if (x["question_id"] === undefined) return err([], "missing field `question_id`");
    if (x["answer"] === undefined) return err([], "missing field `answer`");
    if (x["type"] === undefined) fills.push(x, "type", "user_question.respond");
  }
  return undefined;
}

function v_UserQuestionRespondResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k851 in x) {
      if (k851 === "answered") {
        const v852 = x["answered"];
        if (!(typeof v852 === "boolean")) return err([k851], "invalid type: " + kind(v852) + ", expected boolean");
        if (v852 !== true) return err([k851], "invalid value: " + kind(v852) + ", expected the constant " + "true");
      }
    }
    if (x["answered"] === undefined) fills.push(x, "answered", true);
  }
  return undefined;
}

function v_VerificationCompletedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k853 in x) {
      if (k853 === "type") {
        const v854 = x["type"];
        if (!(typeof v854 === "string")) return err([k853], "invalid type: " + kind(v854) + ", expected string");
        if (v854 !== "verification.completed") return err([k853], "invalid value: " + kind(v854) + ", expected the constant " + "\"verification.completed\"");
      }
      else if (k853 === "run_id") {
        const v854 = x["run_id"];
        if (!(typeof v854 === "string")) return err([k853], "invalid type: " + kind(v854) + ", expected string");
      }
      else if (k853 === "step") {
        const v854 = x["step"];
        if (!(Number.isInteger(v854))) return err([k853], "invalid type: " + kind(v854) + ", expected integer");
      }
      else if (k853 === "tool") {
        const v854 = x["tool"];
        if (!(typeof v854 === "string")) return err([k853], "invalid type: " + kind(v854) + ", expected string");
      }
      else if (k853 === "action") {
        const v854 = x["action"];
        if (!(typeof v854 === "string")) return err([k853], "invalid type: " + kind(v854) + ", expected string");
      }
      else if (k853 === "verdict") {
        const v854 = x["verdict"];
        if (!(typeof v854 === "string")) return err([k853], "invalid type: " + kind(v854) + ", expected string");
        if (v854 !== "pass") return err([k853], "invalid value: " + kind(v854) + ", expected the constant " + "\"pass\"");
      }
      else if (k853 === "gate_count") {
        const v854 = x["gate_count"];
        if (!(Number.isInteger(v854))) return err([k853], "invalid type: " + kind(v854) + ", expected integer");
        {
          if (v854 < 0) return err([k853], v854 + " is less than minimum 0");
        }
      }
      else if (k853 === "passed") {
        const v854 = x["passed"];
        if (!(Number.isInteger(v854))) return err([k853], "invalid type: " + kind(v854) + ", expected integer");
        {
          if (v854 < 0) return err([k853], v854 + " is less than minimum 0");
        }
      }
      else if (k853 === "failed") {
        const v854 = x["failed"];
        if (!(Number.isInteger(v854))) return err([k853], "invalid type: " + kind(v854) + ", expected integer");
        {
          if (v854 < 0) return err([k853], v854 + " is less than minimum 0");
        }
      }
      else if (k853 === "paths") {
        const v854 = x["paths"];
        if (!(Array.isArray(v854))) return err([k853], "invalid type: " + kind(v854) + ", expected array");
        {
          for (let i855 = 0; i855 < v854.length; i855++) {
            const v856 = v854[i855];
            if (!(typeof v856 === "string")) return err([k853, i855], "invalid type: " + kind(v856) + ", expected string");
          }
        }
      }
      else if (k853 === "gates") {
        const v854 = x["gates"];
        if (!(Array.isArray(v854))) return err([k853], "invalid type: " + kind(v854) + ", expected array");
        {
          for (let i857 = 0; i857 < v854.length; i857++) {
            const v858 = v854[i857];
            if (!(isObject(v858))) return err([k853, i857], "invalid type: " + kind(v858) + ", expected object");
          }
        }
      }
      else if (k853 === "ts") {
        const v854 = x["ts"];
        if (!(typeof v854 === "string")) return err([k853], "invalid type: " + kind(v854) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["step"] === undefined) return err([], "missing field `step`");
    if (x["tool"] === undefined) return err([], "missing field `tool`");
    if (x["action"] === undefined) return err([], "missing field `action`");
    if (x["gate_count"] === undefined) return err([], "missing field `gate_count`");
    if (x["passed"] === undefined) return err([], "missing field `passed`");
    if (x["failed"] === undefined) return err([], "missing field `failed`");
    if (x["paths"] === undefined) return err([], "missing field `paths`");
    if (x["gates"] === undefined) return err([], "missing field `gates`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "verification.completed");
    if (x["verdict"] === undefined) fills.push(x, "verdict", "pass");
  }
  return undefined;
}

function v_VerificationFailedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k859 in x) {
      if (k859 === "type") {
        const v860 = x["type"];
        if (!(typeof v860 === "string")) return err([k859], "invalid type: " + kind(v860) + ", expected string");
        if (v860 !== "verification.failed") return err([k859], "invalid value: " + kind(v860) + ", expected the constant " + "\"verification.failed\"");
      }
      else if (k859 === "run_id") {
        const v860 = x["run_id"];
        if (!(typeof v860 === "string")) return err([k859], "invalid type: " + kind(v860) + ", expected string");
      }
      else if (k859 === "step") {
        const v860 = x["step"];
        if (!(Number.isInteger(v860))) return err([k859], "invalid type: " + kind(v860) + ", expected integer");
      }
      else if (k859 === "tool") {
        const v860 = x["tool"];
        if (!(typeof v860 === "string")) return err([k859], "invalid type: " + kind(v860) + ", expected string");
      }
      else if (k859 === "action") {
        const v860 = x["action"];
        if (!(typeof v860 === "string")) return err([k859], "invalid type: " + kind(v860) + ", expected string");
      }
      else if (k859 === "verdict") {
        const v860 = x["verdict"];
        if (!(typeof v860 === "string")) return err([k859], "invalid type: " + kind(v860) + ", expected string");
        if (v860 !== "fail") return err([k859], "invalid value: " + kind(v860) + ", expected the constant " + "\"fail\"");
      }
      else if (k859 === "gate_count") {
        const v860 = x["gate_count"];
        if (!(Number.isInteger(v860))) return err([k859], "invalid type: " + kind(v860) + ", expected integer");
        {
          if (v860 < 0) return err([k859], v860 + " is less than minimum 0");
        }
      }
      else if (k859 === "passed") {
        const v860 = x["passed"];
        if (!(Number.isInteger(v860))) return err([k859], "invalid type: " + kind(v860) + ", expected integer");
        {
          if (v860 < 0) return err([k859], v860 + " is less than minimum 0");
        }
      }
      else if (k859 === "failed") {
        const v860 = x["failed"];
        if (!(Number.isInteger(v860))) return err([k859], "invalid type: " + kind(v860) + ", expected integer");
        {
          if (v860 < 1) return err([k859], v860 + " is less than minimum 1");
        }
      }
      else if (k859 === "failure_class") {
        const v860 = x["failure_class"];
        if (!(typeof v860 === "string")) return err([k859], "invalid type: " + kind(v860) + ", expected string");
      }
      else if (k859 === "paths") {
        const v860 = x["paths"];
        if (!(Array.isArray(v860))) return err([k859], "invalid type: " + kind(v860) + ", expected array");
        {
          for (let i861 = 0; i861 < v860.length; i861++) {
            const v862 = v860[i861];
            if (!(typeof v862 === "string")) return err([k859, i861], "invalid type: " + kind(v862) + ", expected string");
          }
        }
      }
      else if (k859 === "gates") {
        const v860 = x["gates"];
        if (!(Array.isArray(v860))) return err([k859], "invalid type: " + kind(v860) + ", expected array");
        {
          for (let i863 = 0; i863 < v860.length; i863++) {
            const v864 = v860[i863];
            if (!(isObject(v864))) return err([k859, i863], "invalid type: " + kind(v864) + ", expected object");
          }
        }
      }
      else if (k859 === "ts") {
        const v860 = x["ts"];
        if (!(typeof v860 === "string")) return err([k859], "invalid type: " + kind(v860) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["step"] === undefined) return err([], "missing field `step`");
    if (x["tool"] === undefined) return err([], "missing field `tool`");
    if (x["action"] === undefined) return err([], "missing field `action`");
    if (x["gate_count"] === undefined) return err([], "missing field `gate_count`");
    if (x["passed"] === undefined) return err([], "missing field `passed`");
    if (x["failed"] === undefined) return err([], "missing field `failed`");
    if (x["failure_class"] === undefined) return err([], "missing field `failure_class`");
    if (x["paths"] === undefined) return err([], "missing field `paths`");
    if (x["gates"] === undefined) return err([], "missing field `gates`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
    if (x["type"] === undefined) fills.push(x, "type", "verification.failed");
    if (x["verdict"] === undefined) fills.push(x, "verdict", "fail");
  }
  return undefined;
}

function v_WebLaunchCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k865 in x) {
      if (k865 === "type") {
        const v866 = x["type"];
        if (!(typeof v866 === "string")) return err([k865], "invalid type: " + kind(v866) + ", expected string");
        if (v866 !== "web.launch") return err([k865], "invalid value: " + kind(v866) + ", expected the constant " + "\"web.launch\"");
      }
    }
    if (x["type"] === undefined) fills.push(x, "type", "web.launch");
  }
  return undefined;
}

function v_WindowsForcedSandbox(x) {
  if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
  if (x !== "available" && x !== "partial" && x !== "unavailable" && x !== "not_applicable") return err([], "unknown variant " + kind(x) + ", expected one of `available`, `partial`, `unavailable`, `not_applicable`");
  return undefined;
}

function v_WireFormat(x) {
  if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
  if (x !== "openai_chat" && x !== "openai_responses" && x !== "anthropic_messages") return err([], "unknown variant " + kind(x) + ", expected one of `openai_chat`, `openai_responses`, `anthropic_messages`");
  return undefined;
}

function v_WorkerApplyCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k867 in x) {
      if (k867 === "type") {
        const v868 = x["type"];
        if (!(typeof v868 === "string")) return err([k867], "invalid type: " + kind(v868) + ", expected string");
        if (v868 !== "worker.apply") return err([k867], "invalid value: " + kind(v868) + ", expected the constant " + "\"worker.apply\"");
      }
      else if (k867 === "session_id") {
        const v868 = x["session_id"];
        if (!(typeof v868 === "string")) return err([k867], "invalid type: " + kind(v868) + ", expected string");
        {
          if (v868.length < 2 && chars(v868) < 1) return err([k867], "string of length " + chars(v868) + " is shorter than minLength 1");
        }
      }
      else if (k867 === "worker_id") {
        const v868 = x["worker_id"];
        if (!(typeof v868 === "string")) return err([k867], "invalid type: " + kind(v868) + ", expected string");
        {
          if (v868.length < 2 && chars(v868) < 1) return err([k867], "string of length " + chars(v868) + " is shorter than minLength 1");
        }
      }
      else if (k867 === "expected_digest") {
        const v868 = x["expected_digest"];
        if (!(typeof v868 === "string")) return err([k867], "invalid type: " + kind(v868) + ", expected string");
        {
          if (!/^[0-9a-f]{64}$/u.test(v868)) return err([k867], "string does not match pattern ^[0-9a-f]{64}$");
        }
      }
      else if (k867 === "confirmed") {
        const v868 = x["confirmed"];
        if (!(typeof v868 === "boolean")) return err([k867], "invalid type: " + kind(v868) + ", expected boolean");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["worker_id"] === undefined) return err([], "missing field `worker_id`");
    if (x["expected_digest"] === undefined) return err([], "missing field `expected_digest`");
    if (x["type"] === undefined) fills.push(x, "type", "worker.apply");
    if (x["confirmed"] === undefined) fills.push(x, "confirmed", false);
  }
  return undefined;
}

function v_WorkerApplyResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k869 in x) {
      if (k869 === "worker_id") {
        const v870 = x["worker_id"];
        if (!(typeof v870 === "string")) return err([k869], "invalid type: " + kind(v870) + ", expected string");
      }
      else if (k869 === "handoff_status") {
        const v870 = x["handoff_status"];
        if (!(typeof v870 === "string")) return err([k869], "invalid type: " + kind(v870) + ", expected string");
        if (v870 !== "applied") return err([k869], "invalid value: " + kind(v870) + ", expected the constant " + "\"applied\"");
      }
      else if (k869 === "changed_files") {
        const v870 = x["changed_files"];
        if (!(Array.isArray(v870))) return err([k869], "invalid type: " + kind(v870) + ", expected array");
        {
          for (let i871 = 0; i871 < v870.length; i871++) {
            const v872 = v870[i871];
            if (!(typeof v872 === "string")) return err([k869, i871], "invalid type: " + kind(v872) + ", expected string");
          }
        }
      }
      else if (k869 === "state_digest") {
        const v870 = x["state_digest"];
        if (!(typeof v870 === "string")) return err([k869], "invalid type: " + kind(v870) + ", expected string");
        {
          if (!/^[0-9a-f]{64}$/u.test(v870)) return err([k869], "string does not match pattern ^[0-9a-f]{64}$");
        }
      }
    }
    if (x["worker_id"] === undefined) return err([], "missing field `worker_id`");
    if (x["state_digest"] === undefined) return err([], "missing field `state_digest`");
    if (x["handoff_status"] === undefined) fills.push(x, "handoff_status", "applied");
    if (x["changed_files"] === undefined) fills.push(x, "changed_files", []);
  }
  return undefined;
}

function v_WorkerCancelCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k873 in x) {
      if (k873 === "type") {
        const v874 = x["type"];
        if (!(typeof v874 === "string")) return err([k873], "invalid type: " + kind(v874) + ", expected string");
        if (v874 !== "worker.cancel") return err([k873], "invalid value: " + kind(v874) + ", expected the constant " + "\"worker.cancel\"");
      }
      else if (k873 === "session_id") {
        const v874 = x["session_id"];
        if (!(typeof v874 === "string")) return err([k873], "invalid type: " + kind(v874) + ", expected string");
        {
          if (v874.length < 2 && chars(v874) < 1) return err([k873], "string of length " + chars(v874) + " is shorter than minLength 1");
        }
      }
      else if (k873 === "worker_id") {
        const v874 = x["worker_id"];
        if (!(typeof v874 === "string")) return err([k873], "invalid type: " + kind(v874) + ", expected string");
        {
          if (v874.length < 2 && chars(v874) < 1) return err([k873], "string of length " + chars(v874) + " is shorter than minLength 1");
        }
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["worker_id"] === undefined) return err([], "missing field `worker_id`");
    if (x["type"] === undefined) fills.push(x, "type", "worker.cancel");
  }
  return undefined;
}

function v_WorkerCancelResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k875 in x) {
      if (k875 === "worker_id") {
        const v876 = x["worker_id"];
        if (!(typeof v876 === "string")) return err([k875], "invalid type: " + kind(v876) + ", expected string");
      }
      else if (k875 === "status") {
        const v876 = x["status"];
        if (!(typeof v876 === "string")) return err([k875], "invalid type: " + kind(v876) + ", expected string");
      }
    }
    if (x["worker_id"] === undefined) return err([], "missing field `worker_id`");
    if (x["status"] === undefined) return err([], "missing field `status`");
  }
  return undefined;
}

function v_WorkerEventsCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k877 in x) {
      if (k877 === "type") {
        const v878 = x["type"];
        if (!(typeof v878 === "string")) return err([k877], "invalid type: " + kind(v878) + ", expected string");
        if (v878 !== "worker.events") return err([k877], "invalid value: " + kind(v878) + ", expected the constant " + "\"worker.events\"");
      }
      else if (k877 === "session_id") {
        const v878 = x["session_id"];
        if (!(typeof v878 === "string")) return err([k877], "invalid type: " + kind(v878) + ", expected string");
        {
          if (v878.length < 2 && chars(v878) < 1) return err([k877], "string of length " + chars(v878) + " is shorter than minLength 1");
        }
      }
      else if (k877 === "worker_id") {
        const v878 = x["worker_id"];
        if (!(typeof v878 === "string")) return err([k877], "invalid type: " + kind(v878) + ", expected string");
        {
          if (v878.length < 2 && chars(v878) < 1) return err([k877], "string of length " + chars(v878) + " is shorter than minLength 1");
        }
      }
      else if (k877 === "after_cursor") {
        const v878 = x["after_cursor"];
        if (!(Number.isInteger(v878))) return err([k877], "invalid type: " + kind(v878) + ", expected integer");
        {
          if (v878 < 0) return err([k877], v878 + " is less than minimum 0");
        }
      }
      else if (k877 === "limit") {
        const v878 = x["limit"];
        if (!(Number.isInteger(v878))) return err([k877], "invalid type: " + kind(v878) + ", expected integer");
        {
          if (v878 < 1) return err([k877], v878 + " is less than minimum 1");
          if (v878 > 100) return err([k877], v878 + " is greater than maximum 100");
        }
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["worker_id"] === undefined) return err([], "missing field `worker_id`");
    if (x["type"] === undefined) fills.push(x, "type", "worker.events");
    if (x["after_cursor"] === undefined) fills.push(x, "after_cursor", 0);
    if (x["limit"] === undefined) fills.push(x, "limit", 20);
  }
  return undefined;
}

function v_WorkerEventsResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k879 in x) {
      if (k879 === "events") {
        const v880 = x["events"];
        if (!(Array.isArray(v880))) return err([k879], "invalid type: " + kind(v880) + ", expected array");
        {
          for (let i881 = 0; i881 < v880.length; i881++) {
            const v882 = v880[i881];
            if (!(isObject(v882))) return err([k879, i881], "invalid type: " + kind(v882) + ", expected object");
          }
        }
      }
    }
    if (x["events"] === undefined) fills.push(x, "events", []);
  }
  return undefined;
}

function v_WorkerFollowupCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k883 in x) {
      if (k883 === "type") {
        const v884 = x["type"];
        if (!(typeof v884 === "string")) return err([k883], "invalid type: " + kind(v884) + ", expected string");
        if (v884 !== "worker.followup") return err([k883], "invalid value: " + kind(v884) + ", expected the constant " + "\"worker.followup\"");
      }
      else if (k883 === "session_id") {
        const v884 = x["session_id"];
        if (!(typeof v884 === "string")) return err([k883], "invalid type: " + kind(v884) + ", expected string");
        {
          if (v884.length < 2 && chars(v884) < 1) return err([k883], "string of length " + chars(v884) + " is shorter than minLength 1");
        }
      }
      else if (k883 === "worker_id") {
        const v884 = x["worker_id"];
        if (!(typeof v884 === "string")) return err([k883], "invalid type: " + kind(v884) + ", expected string");
        {
          if (v884.length < 2 && chars(v884) < 1) return err([k883], "string of length " + chars(v884) + " is shorter than minLength 1");
        }
      }
      else if (k883 === "message") {
        const v884 = x["message"];
        if (!(typeof v884 === "string")) return err([k883], "invalid type: " + kind(v884) + ", expected string");
        {
          if (v884.length < 2 && chars(v884) < 1) return err([k883], "string of length " + chars(v884) + " is shorter than minLength 1");
          if (v884.length > 8000 && chars(v884) > 8000) return err([k883], "string of length " + chars(v884) + " is longer than maxLength 8000");
        }
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["worker_id"] === undefined) return err([], "missing field `worker_id`");
    if (x["message"] === undefined) return err([], "missing field `message`");
    if (x["type"] === undefined) fills.push(x, "type", "worker.followup");
  }
  return undefined;
}

function v_WorkerFollowupResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k885 in x) {
      if (k885 === "worker_id") {
        const v886 = x["worker_id"];
        if (!(typeof v886 === "string")) return err([k885], "invalid type: " + kind(v886) + ", expected string");
      }
      else if (k885 === "status") {
        const v886 = x["status"];
        if (!(typeof v886 === "string")) return err([k885], "invalid type: " + kind(v886) + ", expected string");
      }
      else if (k885 === "event_cursor") {
        const v886 = x["event_cursor"];
        if (!(Number.isInteger(v886))) return err([k885], "invalid type: " + kind(v886) + ", expected integer");
        {
          if (v886 < 0) return err([k885], v886 + " is less than minimum 0");
        }
      }
    }
    if (x["worker_id"] === undefined) return err([], "missing field `worker_id`");
    if (x["status"] === undefined) return err([], "missing field `status`");
    if (x["event_cursor"] === undefined) return err([], "missing field `event_cursor`");
  }
  return undefined;
}

function v_WorkerListCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k887 in x) {
      if (k887 === "type") {
        const v888 = x["type"];
        if (!(typeof v888 === "string")) return err([k887], "invalid type: " + kind(v888) + ", expected string");
        if (v888 !== "worker.list") return err([k887], "invalid value: " + kind(v888) + ", expected the constant " + "\"worker.list\"");
      }
      else if (k887 === "session_id") {
        const v888 = x["session_id"];
        if (!(typeof v888 === "string")) return err([k887], "invalid type: " + kind(v888) + ", expected string");
        {
          if (v888.length < 2 && chars(v888) < 1) return err([k887], "string of length " + chars(v888) + " is shorter than minLength 1");
        }
      }
      else if (k887 === "worker_id") {
        const v888 = x["worker_id"];
        if (!(typeof v888 === "string")) return err([k887], "invalid type: " + kind(v888) + ", expected string");
      }
      else if (k887 === "root_goal_id") {
        const v888 = x["root_goal_id"];
        if (!(typeof v888 === "string")) return err([k887], "invalid type: " + kind(v888) + ", expected string");
      }
      else if (k887 === "limit") {
        const v888 = x["limit"];
        if (!(Number.isInteger(v888))) return err([k887], "invalid type: " + kind(v888) + ", expected integer");
        {
          if (v888 < 1) return err([k887], v888 + " is less than minimum 1");
          if (v888 > 200) return err([k887], v888 + " is greater than maximum 200");
        }
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["type"] === undefined) fills.push(x, "type", "worker.list");
    if (x["worker_id"] === undefined) fills.push(x, "worker_id", "");
    if (x["root_goal_id"] === undefined) fills.push(x, "root_goal_id", "");
    if (x["limit"] === undefined) fills.push(x, "limit", 50);
  }
  return undefined;
}

function v_WorkerListResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k889 in x) {
      if (k889 === "workers") {
        const v890 = x["workers"];
        if (!(Array.isArray(v890))) return err([k889], "invalid type: " + kind(v890) + ", expected array");
        {
          for (let i891 = 0; i891 < v890.length; i891++) {
            const v892 = v890[i891];
            if (!(isObject(v892))) return err([k889, i891], "invalid type: " + kind(v892) + ", expected object");
          }
        }
      }
    }
    if (x["workers"] === undefined) fills.push(x, "workers", []);
  }
  return undefined;
}

function v_WorkerRetryCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k893 in x) {
      if (k893 === "type") {
        const v894 = x["type"];
        if (!(typeof v894 === "string")) return err([k893], "invalid type: " + kind(v894) + ", expected string");
        if (v894 !== "worker.retry") return err([k893], "invalid value: " + kind(v894) + ", expected the constant " + "\"worker.retry\"");
      }
      else if (k893 === "session_id") {
        const v894 = x["session_id"];
        if (!(typeof v894 === "string")) return err([k893], "invalid type: " + kind(v894) + ", expected string");
        {
          if (v894.length < 2 && chars(v894) < 1) return err([k893], "string of length " + chars(v894) + " is shorter than minLength 1");
        }
      }
      else if (k893 === "worker_id") {
        const v894 = x["worker_id"];
        if (!(typeof v894 === "string")) return err([k893], "invalid type: " + kind(v894) + ", expected string");
        {
          if (v894.length < 2 && chars(v894) < 1) return err([k893], "string of length " + chars(v894) + " is shorter than minLength 1");
        }
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["worker_id"] === undefined) return err([], "missing field `worker_id`");
    if (x["type"] === undefined) fills.push(x, "type", "worker.retry");
  }
  return undefined;
}

function v_WorkerRetryResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k895 in x) {
      if (k895 === "worker_id") {
        const v896 = x["worker_id"];
        if (!(typeof v896 === "string")) return err([k895], "invalid type: " + kind(v896) + ", expected string");
      }
      else if (k895 === "session_id") {
        const v896 = x["session_id"];
        if (!(typeof v896 === "string")) return err([k895], "invalid type: " + kind(v896) + ", expected string");
      }
      else if (k895 === "status") {
        const v896 = x["status"];
        if (!(typeof v896 === "string")) return err([k895], "invalid type: " + kind(v896) + ", expected string");
      }
      else if (k895 === "route_id") {
        const v896 = x["route_id"];
        if (!(typeof v896 === "string")) return err([k895], "invalid type: " + kind(v896) + ", expected string");
      }
      else if (k895 === "model") {
        const v896 = x["model"];
        if (!(typeof v896 === "string")) return err([k895], "invalid type: " + kind(v896) + ", expected string");
      }
      else if (k895 === "attempt") {
        const v896 = x["attempt"];
        if (!(Number.isInteger(v896))) return err([k895], "invalid type: " + kind(v896) + ", expected integer");
        {
          if (v896 < 1) return err([k895], v896 + " is less than minimum 1");
        }
      }
      else if (k895 === "worktree") {
        const v896 = x["worktree"];
        if (!(typeof v896 === "string")) return err([k895], "invalid type: " + kind(v896) + ", expected string");
      }
      else if (k895 === "read_only") {
        const v896 = x["read_only"];
        if (!(typeof v896 === "boolean")) return err([k895], "invalid type: " + kind(v896) + ", expected boolean");
      }
      else if (k895 === "backend") {
        const v896 = x["backend"];
        if (!(typeof v896 === "string")) return err([k895], "invalid type: " + kind(v896) + ", expected string");
      }
      else if (k895 === "backend_capabilities") {
        const v896 = x["backend_capabilities"];
        if (!(isObject(v896))) return err([k895], "invalid type: " + kind(v896) + ", expected object");
        {
          for (const k897 in v896) {
            {
              const v898 = v896[k897];
              { const e899 = v_JsonValue(v898); if (e899) return within(e899, [k895, k897]); }
            }
          }
        }
      }
      else if (k895 === "sandbox_enforcement") {
        const v896 = x["sandbox_enforcement"];
        { const e900 = v_SandboxEnforcement(v896); if (e900) return within(e900, [k895]); }
      }
    }
    if (x["worker_id"] === undefined) return err([], "missing field `worker_id`");
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["status"] === undefined) return err([], "missing field `status`");
    if (x["route_id"] === undefined) return err([], "missing field `route_id`");
    if (x["model"] === undefined) return err([], "missing field `model`");
    if (x["attempt"] === undefined) return err([], "missing field `attempt`");
    if (x["read_only"] === undefined) return err([], "missing field `read_only`");
    if (x["worktree"] === undefined) fills.push(x, "worktree", "");
    if (x["backend"] === undefined) fills.push(x, "backend", "builtin");
    if (x["backend_capabilities"] === undefined) fills.push(x, "backend_capabilities", {});
    if (x["sandbox_enforcement"] === undefined) fills.push(x, "sandbox_enforcement", "unavailable");
  }
  return undefined;
}

function v_WorkerReviewCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k901 in x) {
      if (k901 === "type") {
        const v902 = x["type"];
        if (!(typeof v902 === "string")) return err([k901], "invalid type: " + kind(v902) + ", expected string");
        if (v902 !== "worker.review") return err([k901], "invalid value: " + kind(v902) + ", expected the constant " + "\"worker.review\"");
      }
      else if (k901 === "session_id") {
        const v902 = x["session_id"];
        if (!(typeof v902 === "string")) return err([k901], "invalid type: " + kind(v902) + ", expected string");
        {
          if (v902.length < 2 && chars(v902) < 1) return err([k901], "string of length " + chars(v902) + " is shorter than minLength 1");
        }
      }
      else if (k901 === "worker_id") {
        const v902 = x["worker_id"];
        if (!(typeof v902 === "string")) return err([k901], "invalid type: " + kind(v902) + ", expected string");
        {
          if (v902.length < 2 && chars(v902) < 1) return err([k901], "string of length " + chars(v902) + " is shorter than minLength 1");
        }
      }
      else if (k901 === "approved") {
        const v902 = x["approved"];
        if (!(typeof v902 === "boolean")) return err([k901], "invalid type: " + kind(v902) + ", expected boolean");
      }
      else if (k901 === "confirmed") {
        const v902 = x["confirmed"];
        if (!(typeof v902 === "boolean")) return err([k901], "invalid type: " + kind(v902) + ", expected boolean");
      }
      else if (k901 === "expected_digest") {
        const v902 = x["expected_digest"];
        if (!(typeof v902 === "string")) return err([k901], "invalid type: " + kind(v902) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["worker_id"] === undefined) return err([], "missing field `worker_id`");
    if (x["approved"] === undefined) return err([], "missing field `approved`");
    if (x["type"] === undefined) fills.push(x, "type", "worker.review");
    if (x["confirmed"] === undefined) fills.push(x, "confirmed", false);
    if (x["expected_digest"] === undefined) fills.push(x, "expected_digest", "");
  }
  return undefined;
}

function v_WorkerReviewResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k903 in x) {
      if (k903 === "worker_id") {
        const v904 = x["worker_id"];
        if (!(typeof v904 === "string")) return err([k903], "invalid type: " + kind(v904) + ", expected string");
      }
      else if (k903 === "handoff_status") {
        const v904 = x["handoff_status"];
        if (!(typeof v904 === "string")) return err([k903], "invalid type: " + kind(v904) + ", expected string");
      }
      else if (k903 === "approved") {
        const v904 = x["approved"];
        if (!(typeof v904 === "boolean")) return err([k903], "invalid type: " + kind(v904) + ", expected boolean");
      }
      else if (k903 === "applied") {
        const v904 = x["applied"];
        if (!(typeof v904 === "boolean")) return err([k903], "invalid type: " + kind(v904) + ", expected boolean");
        if (v904 !== false) return err([k903], "invalid value: " + kind(v904) + ", expected the constant " + "false");
      }
      else if (k903 === "state_digest") {
        const v904 = x["state_digest"];
        if (!(typeof v904 === "string")) return err([k903], "invalid type: " + kind(v904) + ", expected string");
      }
      else if (k903 === "preview_only") {
        const v904 = x["preview_only"];
        if (!(typeof v904 === "boolean")) return err([k903], "invalid type: " + kind(v904) + ", expected boolean");
      }
      else if (k903 === "changed_files") {
        const v904 = x["changed_files"];
        if (!(Array.isArray(v904))) return err([k903], "invalid type: " + kind(v904) + ", expected array");
        {
          for (let i905 = 0; i905 < v904.length; i905++) {
            const v906 = v904[i905];
            if (!(typeof v906 === "string")) return err([k903, i905], "invalid type: " + kind(v906) + ", expected string");
          }
        }
      }
      else if (k903 === "diff") {
        const v904 = x["diff"];
        if (!(typeof v904 === "string")) return err([k903], "invalid type: " + kind(v904) + ", expected string");
      }
      else if (k903 === "diff_truncated") {
        const v904 = x["diff_truncated"];
        if (!(typeof v904 === "boolean")) return err([k903], "invalid type: " + kind(v904) + ", expected boolean");
      }
    }
    if (x["worker_id"] === undefined) return err([], "missing field `worker_id`");
    if (x["handoff_status"] === undefined) return err([], "missing field `handoff_status`");
    if (x["approved"] === undefined) return err([], "missing field `approved`");
    if (x["applied"] === undefined) fills.push(x, "applied", false);
    if (x["state_digest"] === undefined) fills.push(x, "state_digest", "");
    if (x["preview_only"] === undefined) fills.push(x, "preview_only", false);
    if (x["changed_files"] === undefined) fills.push(x, "changed_files", []);
    if (x["diff"] === undefined) fills.push(x, "diff", "");
    if (x["diff_truncated"] === undefined) fills.push(x, "diff_truncated", false);
  }
  return undefined;
}

function v_WorkerStartCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k907 in x) {
      if (k907 === "type") {
        const v908 = x["type"];
        if (!(typeof v908 === "string")) return err([k907], "invalid type: " + kind(v908) + ", expected string");
        if (v908 !== "worker.start") return err([k907], "invalid value: " + kind(v908) + ", expected the constant " + "\"worker.start\"");
      }
      else if (k907 === "session_id") {
        const v908 = x["session_id"];
        if (!(typeof v908 === "string")) return err([k907], "invalid type: " + kind(v908) + ", expected string");
        {
          if (v908.length < 2 && chars(v908) < 1) return err([k907], "string of length " + chars(v908) + " is shorter than minLength 1");
        }
      }
      else if (k907 === "description") {
        const v908 = x["description"];
        if (!(typeof v908 === "string")) return err([k907], "invalid type: " + kind(v908) + ", expected string");
        {
          if (v908.length < 2 && chars(v908) < 1) return err([k907], "string of length " + chars(v908) + " is shorter than minLength 1");
          if (v908.length > 500 && chars(v908) > 500) return err([k907], "string of length " + chars(v908) + " is longer than maxLength 500");
        }
      }
      else if (k907 === "prompt") {
        const v908 = x["prompt"];
        if (!(typeof v908 === "string")) return err([k907], "invalid type: " + kind(v908) + ", expected string");
        {
          if (v908.length < 2 && chars(v908) < 1) return err([k907], "string of length " + chars(v908) + " is shorter than minLength 1");
          if (v908.length > 100000 && chars(v908) > 100000) return err([k907], "string of length " + chars(v908) + " is longer than maxLength 100000");
        }
      }
      else if (k907 === "profile") {
        const v908 = x["profile"];
        if (!(typeof v908 === "string")) return err([k907], "invalid type: " + kind(v908) + ", expected string");
        {
          if (v908.length > 64 && chars(v908) > 64) return err([k907], "string of length " + chars(v908) + " is longer than maxLength 64");
        }
      }
      else if (k907 === "route_id") {
        const v908 = x["route_id"];
        if (!(typeof v908 === "string")) return err([k907], "invalid type: " + kind(v908) + ", expected string");
        {
          if (v908.length > 256 && chars(v908) > 256) return err([k907], "string of length " + chars(v908) + " is longer than maxLength 256");
        }
      }
      else if (k907 === "model") {
        const v908 = x["model"];
        if (!(typeof v908 === "string")) return err([k907], "invalid type: " + kind(v908) + ", expected string");
        {
          if (v908.length > 256 && chars(v908) > 256) return err([k907], "string of length " + chars(v908) + " is longer than maxLength 256");
        }
      }
      else if (k907 === "read_only") {
        const v908 = x["read_only"];
        if (!(typeof v908 === "boolean")) return err([k907], "invalid type: " + kind(v908) + ", expected boolean");
      }
      else if (k907 === "exact_files") {
        const v908 = x["exact_files"];
        if (!(Array.isArray(v908))) return err([k907], "invalid type: " + kind(v908) + ", expected array");
        {
          for (let i909 = 0; i909 < v908.length; i909++) {
            const v910 = v908[i909];
            if (!(typeof v910 === "string")) return err([k907, i909], "invalid type: " + kind(v910) + ", expected string");
          }
          if (v908.length > 200) return err([k907], "array has more than maxItems 200");
        }
      }
      else if (k907 === "write_roots") {
        const v908 = x["write_roots"];
        if (!(Array.isArray(v908))) return err([k907], "invalid type: " + kind(v908) + ", expected array");
        {
          for (let i911 = 0; i911 < v908.length; i911++) {
            const v912 = v908[i911];
            if (!(typeof v912 === "string")) return err([k907, i911], "invalid type: " + kind(v912) + ", expected string");
          }
          if (v908.length > 100) return err([k907], "array has more than maxItems 100");
        }
      }
      else if (k907 === "coordination_contract") {
        const v908 = x["coordination_contract"];
        if (!(typeof v908 === "string")) return err([k907], "invalid type: " + kind(v908) + ", expected string");
        {
          if (v908.length > 2000 && chars(v908) > 2000) return err([k907], "string of length " + chars(v908) + " is longer than maxLength 2000");
        }
      }
      else if (k907 === "acceptance") {
        const v908 = x["acceptance"];
        if (!(Array.isArray(v908))) return err([k907], "invalid type: " + kind(v908) + ", expected array");
        {
          for (let i913 = 0; i913 < v908.length; i913++) {
            const v914 = v908[i913];
            if (!(typeof v914 === "string")) return err([k907, i913], "invalid type: " + kind(v914) + ", expected string");
          }
          if (v908.length > 100) return err([k907], "array has more than maxItems 100");
        }
      }
      else if (k907 === "token_budget") {
        const v908 = x["token_budget"];
        if (!(Number.isInteger(v908) || v908 === null)) return err([k907], "invalid type: " + kind(v908) + ", expected integer or null");
        if (typeof v908 === "number") {
          if (v908 < 1) return err([k907], v908 + " is less than minimum 1");
        }
      }
      else if (k907 === "wall_time_s") {
        const v908 = x["wall_time_s"];
        if (!(Number.isInteger(v908))) return err([k907], "invalid type: " + kind(v908) + ", expected integer");
        {
          if (v908 < 1) return err([k907], v908 + " is less than minimum 1");
          if (v908 > 86400) return err([k907], v908 + " is greater than maximum 86400");
        }
      }
      else if (k907 === "max_attempts") {
        const v908 = x["max_attempts"];
        if (!(Number.isInteger(v908))) return err([k907], "invalid type: " + kind(v908) + ", expected integer");
        {
          if (v908 < 1) return err([k907], v908 + " is less than minimum 1");
          if (v908 > 10) return err([k907], v908 + " is greater than maximum 10");
        }
      }
      else if (k907 === "retry_backoff_s") {
        const v908 = x["retry_backoff_s"];
        if (!(typeof v908 === "number")) return err([k907], "invalid type: " + kind(v908) + ", expected number");
        {
          if (v908 < 0.0) return err([k907], v908 + " is less than minimum 0.0");
          if (v908 > 300.0) return err([k907], v908 + " is greater than maximum 300.0");
        }
      }
      else if (k907 === "backend") {
        const v908 = x["backend"];
        if (!(typeof v908 === "string")) return err([k907], "invalid type: " + kind(v908) + ", expected string");
        {
          if (!/^[a-z][a-z0-9-]{0,63}$/u.test(v908)) return err([k907], "string does not match pattern ^[a-z][a-z0-9-]{0,63}$");
        }
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["description"] === undefined) return err([], "missing field `description`");
    if (x["prompt"] === undefined) return err([], "missing field `prompt`");
    if (x["type"] === undefined) fills.push(x, "type", "worker.start");
    if (x["profile"] === undefined) fills.push(x, "profile", "");
    if (x["route_id"] === undefined) fills.push(x, "route_id", "");
    if (x["model"] === undefined) fills.push(x, "model", "");
    if (x["read_only"] === undefined) fills.push(x, "read_only", true);
    if (x["exact_files"] === undefined) fills.push(x, "exact_files", []);
    if (x["write_roots"] === undefined) fills.push(x, "write_roots", []);
    if (x["coordination_contract"] === undefined) fills.push(x, "coordination_contract", "");
    if (x["acceptance"] === undefined) fills.push(x, "acceptance", []);
    if (x["token_budget"] === undefined) fills.push(x, "token_budget", null);
    if (x["wall_time_s"] === undefined) fills.push(x, "wall_time_s", 900);
    if (x["max_attempts"] === undefined) fills.push(x, "max_attempts", 3);
    if (x["retry_backoff_s"] === undefined) fills.push(x, "retry_backoff_s", 1.0);
    if (x["backend"] === undefined) fills.push(x, "backend", "builtin");
  }
  return undefined;
}

function v_WorkerStartResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k915 in x) {
      if (k915 === "worker_id") {
        const v916 = x["worker_id"];
        if (!(typeof v916 === "string")) return err([k915], "invalid type: " + kind(v916) + ", expected string");
      }
      else if (k915 === "session_id") {
        const v916 = x["session_id"];
        if (!(typeof v916 === "string")) return err([k915], "invalid type: " + kind(v916) + ", expected string");
      }
      else if (k915 === "status") {
        const v916 = x["status"];
        if (!(typeof v916 === "string")) return err([k915], "invalid type: " + kind(v916) + ", expected string");
      }
      else if (k915 === "route_id") {
        const v916 = x["route_id"];
        if (!(typeof v916 === "string")) return err([k915], "invalid type: " + kind(v916) + ", expected string");
      }
      else if (k915 === "model") {
        const v916 = x["model"];
        if (!(typeof v916 === "string")) return err([k915], "invalid type: " + kind(v916) + ", expected string");
      }
      else if (k915 === "attempt") {
        const v916 = x["attempt"];
        if (!(Number.isInteger(v916))) return err([k915], "invalid type: " + kind(v916) + ", expected integer");
        {
          if (v916 < 1) return err([k915], v916 + " is less than minimum 1");
        }
      }
      else if (k915 === "worktree") {
        const v916 = x["worktree"];
        if (!(typeof v916 === "string")) return err([k915], "invalid type: " + kind(v916) + ", expected string");
      }
      else if (k915 === "read_only") {
        const v916 = x["read_only"];
        if (!(typeof v916 === "boolean")) return err([k915], "invalid type: " + kind(v916) + ", expected boolean");
      }
      else if (k915 === "backend") {
        const v916 = x["backend"];
        if (!(typeof v916 === "string")) return err([k915], "invalid type: " + kind(v916) + ", expected string");
      }
      else if (k915 === "backend_capabilities") {
        const v916 = x["backend_capabilities"];
        if (!(isObject(v916))) return err([k915], "invalid type: " + kind(v916) + ", expected object");
        {
          for (const k917 in v916) {
            {
              const v918 = v916[k917];
              { const e919 = v_JsonValue(v918); if (e919) return within(e919, [k915, k917]); }
            }
          }
        }
      }
      else if (k915 === "sandbox_enforcement") {
        const v916 = x["sandbox_enforcement"];
        { const e920 = v_SandboxEnforcement(v916); if (e920) return within(e920, [k915]); }
      }
    }
    if (x["worker_id"] === undefined) return err([], "missing field `worker_id`");
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["status"] === undefined) return err([], "missing field `status`");
    if (x["route_id"] === undefined) return err([], "missing field `route_id`");
    if (x["model"] === undefined) return err([], "missing field `model`");
    if (x["attempt"] === undefined) return err([], "missing field `attempt`");
    if (x["read_only"] === undefined) return err([], "missing field `read_only`");
    if (x["worktree"] === undefined) fills.push(x, "worktree", "");
    if (x["backend"] === undefined) fills.push(x, "backend", "builtin");
    if (x["backend_capabilities"] === undefined) fills.push(x, "backend_capabilities", {});
    if (x["sandbox_enforcement"] === undefined) fills.push(x, "sandbox_enforcement", "unavailable");
  }
  return undefined;
}

function v_WorkerStatusCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k921 in x) {
      if (k921 === "type") {
        const v922 = x["type"];
        if (!(typeof v922 === "string")) return err([k921], "invalid type: " + kind(v922) + ", expected string");
        if (v922 !== "worker.status") return err([k921], "invalid value: " + kind(v922) + ", expected the constant " + "\"worker.status\"");
      }
      else if (k921 === "session_id") {
        const v922 = x["session_id"];
        if (!(typeof v922 === "string")) return err([k921], "invalid type: " + kind(v922) + ", expected string");
        {
          if (v922.length < 2 && chars(v922) < 1) return err([k921], "string of length " + chars(v922) + " is shorter than minLength 1");
        }
      }
      else if (k921 === "worker_id") {
        const v922 = x["worker_id"];
        if (!(typeof v922 === "string")) return err([k921], "invalid type: " + kind(v922) + ", expected string");
        {
          if (v922.length < 2 && chars(v922) < 1) return err([k921], "string of length " + chars(v922) + " is shorter than minLength 1");
        }
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["worker_id"] === undefined) return err([], "missing field `worker_id`");
    if (x["type"] === undefined) fills.push(x, "type", "worker.status");
  }
  return undefined;
}

function v_WorkerStatusResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k923 in x) {
      if (k923 === "worker") {
        const v924 = x["worker"];
        if (!(isObject(v924))) return err([k923], "invalid type: " + kind(v924) + ", expected object");
      }
    }
    if (x["worker"] === undefined) return err([], "missing field `worker`");
  }
  return undefined;
}

function v_WorkflowFormat(x) {
  if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
  if (x !== "json" && x !== "toml") return err([], "unknown variant " + kind(x) + ", expected one of `json`, `toml`");
  return undefined;
}

function v_WorkflowGetCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k925 in x) {
      if (k925 === "type") {
        const v926 = x["type"];
        if (!(typeof v926 === "string")) return err([k925], "invalid type: " + kind(v926) + ", expected string");
        if (v926 !== "workflow.get") return err([k925], "invalid value: " + kind(v926) + ", expected the constant " + "\"workflow.get\"");
      }
      else if (k925 === "workflow_id") {
        const v926 = x["workflow_id"];
        if (!(typeof v926 === "string")) return err([k925], "invalid type: " + kind(v926) + ", expected string");
        {
          if (v926.length < 2 && chars(v926) < 1) return err([k925], "string of length " + chars(v926) + " is shorter than minLength 1");
        }
      }
    }
    if (x["workflow_id"] === undefined) return err([], "missing field `workflow_id`");
    if (x["type"] === undefined) fills.push(x, "type", "workflow.get");
  }
  return undefined;
}

function v_WorkflowGetResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k927 in x) {
      if (k927 === "workflow") {
        const v928 = x["workflow"];
        if (!(isObject(v928))) return err([k927], "invalid type: " + kind(v928) + ", expected object");
      }
    }
    if (x["workflow"] === undefined) return err([], "missing field `workflow`");
  }
  return undefined;
}

function v_WorkflowListCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k929 in x) {
      if (k929 === "type") {
        const v930 = x["type"];
        if (!(typeof v930 === "string")) return err([k929], "invalid type: " + kind(v930) + ", expected string");
        if (v930 !== "workflow.list") return err([k929], "invalid value: " + kind(v930) + ", expected the constant " + "\"workflow.list\"");
      }
      else if (k929 === "limit") {
        const v930 = x["limit"];
        if (!(Number.isInteger(v930))) return err([k929], "invalid type: " + kind(v930) + ", expected integer");
        {
          if (v930 < 1) return err([k929], v930 + " is less than minimum 1");
          if (v930 > 200) return err([k929], v930 + " is greater than maximum 200");
        }
      }
    }
    if (x["type"] === undefined) fills.push(x, "type", "workflow.list");
    if (x["limit"] === undefined) fills.push(x, "limit", 50);
  }
  return undefined;
}

function v_WorkflowListResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k931 in x) {
      if (k931 === "workflows") {
        const v932 = x["workflows"];
        if (!(Array.isArray(v932))) return err([k931], "invalid type: " + kind(v932) + ", expected array");
        {
          for (let i933 = 0; i933 < v932.length; i933++) {
            const v934 = v932[i933];
            if (!(isObject(v934))) return err([k931, i933], "invalid type: " + kind(v934) + ", expected object");
          }
        }
      }
    }
    if (x["workflows"] === undefined) fills.push(x, "workflows", []);
  }
  return undefined;
}

function v_WorkflowStartCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k935 in x) {
      if (k935 === "type") {
        const v936 = x["type"];
        if (!(typeof v936 === "string")) return err([k935], "invalid type: " + kind(v936) + ", expected string");
        if (v936 !== "workflow.start") return err([k935], "invalid value: " + kind(v936) + ", expected the constant " + "\"workflow.start\"");
      }
      else if (k935 === "source") {
        const v936 = x["source"];
        if (!(typeof v936 === "string")) return err([k935], "invalid type: " + kind(v936) + ", expected string");
        {
          if (v936.length < 2 && chars(v936) < 1) return err([k935], "string of length " + chars(v936) + " is shorter than minLength 1");
          if (v936.length > 1048576 && chars(v936) > 1048576) return err([k935], "string of length " + chars(v936) + " is longer than maxLength 1048576");
        }
      }
      else if (k935 === "format") {
        const v936 = x["format"];
        { const e937 = v_WorkflowFormat(v936); if (e937) return within(e937, [k935]); }
      }
    }
    if (x["source"] === undefined) return err([], "missing field `source`");
    if (x["format"] === undefined) return err([], "missing field `format`");
    if (x["type"] === undefined) fills.push(x, "type", "workflow.start");
  }
  return undefined;
}

function v_WorkflowStartResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k938 in x) {
      if (k938 === "workflow_id") {
        const v939 = x["workflow_id"];
        if (!(typeof v939 === "string")) return err([k938], "invalid type: " + kind(v939) + ", expected string");
      }
      else if (k938 === "status") {
        const v939 = x["status"];
        if (!(typeof v939 === "string")) return err([k938], "invalid type: " + kind(v939) + ", expected string");
        if (v939 !== "started") return err([k938], "invalid value: " + kind(v939) + ", expected the constant " + "\"started\"");
      }
    }
    if (x["workflow_id"] === undefined) return err([], "missing field `workflow_id`");
    if (x["status"] === undefined) fills.push(x, "status", "started");
  }
  return undefined;
}

function v_WorkspaceCommitCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k940 in x) {
      if (k940 === "type") {
        const v941 = x["type"];
        if (!(typeof v941 === "string")) return err([k940], "invalid type: " + kind(v941) + ", expected string");
        if (v941 !== "workspace.commit") return err([k940], "invalid value: " + kind(v941) + ", expected the constant " + "\"workspace.commit\"");
      }
      else if (k940 === "session_id") {
        const v941 = x["session_id"];
        if (!(typeof v941 === "string")) return err([k940], "invalid type: " + kind(v941) + ", expected string");
        {
          if (v941.length < 2 && chars(v941) < 1) return err([k940], "string of length " + chars(v941) + " is shorter than minLength 1");
        }
      }
      else if (k940 === "message") {
        const v941 = x["message"];
        if (!(typeof v941 === "string")) return err([k940], "invalid type: " + kind(v941) + ", expected string");
        {
          if (v941.length < 2 && chars(v941) < 1) return err([k940], "string of length " + chars(v941) + " is shorter than minLength 1");
          if (v941.length > 200 && chars(v941) > 200) return err([k940], "string of length " + chars(v941) + " is longer than maxLength 200");
        }
      }
      else if (k940 === "expected_digest") {
        const v941 = x["expected_digest"];
        if (!(typeof v941 === "string")) return err([k940], "invalid type: " + kind(v941) + ", expected string");
        {
          if (v941.length < 128 && chars(v941) < 64) return err([k940], "string of length " + chars(v941) + " is shorter than minLength 64");
          if (v941.length > 64 && chars(v941) > 64) return err([k940], "string of length " + chars(v941) + " is longer than maxLength 64");
        }
      }
      else if (k940 === "confirmed") {
        const v941 = x["confirmed"];
        if (!(typeof v941 === "boolean")) return err([k940], "invalid type: " + kind(v941) + ", expected boolean");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["message"] === undefined) return err([], "missing field `message`");
    if (x["expected_digest"] === undefined) return err([], "missing field `expected_digest`");
    if (x["type"] === undefined) fills.push(x, "type", "workspace.commit");
    if (x["confirmed"] === undefined) fills.push(x, "confirmed", false);
  }
  return undefined;
}

function v_WorkspaceDiffCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k942 in x) {
      if (k942 === "type") {
        const v943 = x["type"];
        if (!(typeof v943 === "string")) return err([k942], "invalid type: " + kind(v943) + ", expected string");
        if (v943 !== "workspace.diff") return err([k942], "invalid value: " + kind(v943) + ", expected the constant " + "\"workspace.diff\"");
      }
      else if (k942 === "scope") {
        const v943 = x["scope"];
        { const e944 = v_DiffScope(v943); if (e944) return within(e944, [k942]); }
      }
      else if (k942 === "path") {
        const v943 = x["path"];
        if (!(typeof v943 === "string")) return err([k942], "invalid type: " + kind(v943) + ", expected string");
      }
      else if (k942 === "session_id") {
        const v943 = x["session_id"];
        if (!(typeof v943 === "string")) return err([k942], "invalid type: " + kind(v943) + ", expected string");
      }
    }
    if (x["type"] === undefined) fills.push(x, "type", "workspace.diff");
    if (x["scope"] === undefined) fills.push(x, "scope", "all");
    if (x["path"] === undefined) fills.push(x, "path", ".");
    if (x["session_id"] === undefined) fills.push(x, "session_id", "");
  }
  return undefined;
}

function v_WorkspaceDiffResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k945 in x) {
      if (k945 === "payload") {
        const v946 = x["payload"];
        if (!(isObject(v946))) return err([k945], "invalid type: " + kind(v946) + ", expected object");
      }
    }
    if (x["payload"] === undefined) return err([], "missing field `payload`");
  }
  return undefined;
}

function v_WorkspaceStageCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k947 in x) {
      if (k947 === "type") {
        const v948 = x["type"];
        if (!(typeof v948 === "string")) return err([k947], "invalid type: " + kind(v948) + ", expected string");
        if (v948 !== "workspace.stage") return err([k947], "invalid value: " + kind(v948) + ", expected the constant " + "\"workspace.stage\"");
      }
      else if (k947 === "session_id") {
        const v948 = x["session_id"];
        if (!(typeof v948 === "string")) return err([k947], "invalid type: " + kind(v948) + ", expected string");
        {
          if (v948.length < 2 && chars(v948) < 1) return err([k947], "string of length " + chars(v948) + " is shorter than minLength 1");
        }
      }
      else if (k947 === "paths") {
        const v948 = x["paths"];
        if (!(Array.isArray(v948))) return err([k947], "invalid type: " + kind(v948) + ", expected array");
        {
          for (let i949 = 0; i949 < v948.length; i949++) {
            const v950 = v948[i949];
            if (!(typeof v950 === "string")) return err([k947, i949], "invalid type: " + kind(v950) + ", expected string");
          }
          if (v948.length < 1) return err([k947], "array has fewer than minItems 1");
          if (v948.length > 200) return err([k947], "array has more than maxItems 200");
        }
      }
      else if (k947 === "expected_digest") {
        const v948 = x["expected_digest"];
        if (!(typeof v948 === "string")) return err([k947], "invalid type: " + kind(v948) + ", expected string");
        {
          if (v948.length < 128 && chars(v948) < 64) return err([k947], "string of length " + chars(v948) + " is shorter than minLength 64");
          if (v948.length > 64 && chars(v948) > 64) return err([k947], "string of length " + chars(v948) + " is longer than maxLength 64");
        }
      }
      else if (k947 === "confirmed") {
        const v948 = x["confirmed"];
        if (!(typeof v948 === "boolean")) return err([k947], "invalid type: " + kind(v948) + ", expected boolean");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["paths"] === undefined) return err([], "missing field `paths`");
    if (x["expected_digest"] === undefined) return err([], "missing field `expected_digest`");
    if (x["type"] === undefined) fills.push(x, "type", "workspace.stage");
    if (x["confirmed"] === undefined) fills.push(x, "confirmed", false);
  }
  return undefined;
}

function v_WorkspaceTrust(x) {
  if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
  if (x !== "untrusted" && x !== "trusted") return err([], "unknown variant " + kind(x) + ", expected one of `untrusted`, `trusted`");
  return undefined;
}

function u_EventPushEnvelope(x, e) {
  const v = isObject(x) ? x.event : undefined;
  if (e !== undefined || !isObject(v) || (typeof v.type === "string" && ["core.started","runtime.event","hook.executed","goal.continue_decision","run.started","run.finished","run.steered","step.started","step.finished","agent.decision","agent.stuck","tool.call_started","tool.call_finished","tool.call_failed","llm.model_selected","llm.route_selected","llm.token","llm.reasoning","llm.usage","llm.request_prepared","llm.retry","context.prefix_fingerprint","context.budget","context.working_set","lsp.diagnostics","log.line","session.created","session.message_received","session.waiting_for_input","plan.ready","plan.resolved","plan.updated","user_question.asked","session.resumed","session.renamed","session.forked","session.deleted","session.closed","agent.message","agent.repeat_notice","audit.degraded","background.finished","background.started","context.compacted","context.compaction.committed","context.compaction.started","context.compaction.summary","context.repository","core.workspace_changed","extension.notification","extension.ui_updated","llm.attempt_finished","permission.denied","permission.granted","permission.requested","recovery.available","recovery.resolved","run.phase_changed","session.interrupted","skill.invoked","strategy.proposed","strategy.resolved","subagent.finished","subagent.started","task.profiled","tool.call_progress","verification.completed","verification.failed"].includes(v.type))) return undefined;
  const s = v.ledger_seq;
  const place = s === undefined || s === null ? null : position(s);
  if (s !== undefined && s !== null && !(place !== null && place >= 1)) return err(["event", "ledger_seq"], "a ledger place is an integer from 1 to 2^63 - 1");
  return { type: typeof v.type === "string" ? v.type : "", position: place };
}

function u_ServerMessage(x, e) {
  const v = isObject(x) ? x.event : undefined;
  if (e !== undefined || !isObject(v) || (typeof v.type === "string" && ["core.started","runtime.event","hook.executed","goal.continue_decision","run.started","run.finished","run.steered","step.started","step.finished","agent.decision","agent.stuck","tool.call_started","tool.call_finished","tool.call_failed","llm.model_selected","llm.route_selected","llm.token","llm.reasoning","llm.usage","llm.request_prepared","llm.retry","context.prefix_fingerprint","context.budget","context.working_set","lsp.diagnostics","log.line","session.created","session.message_received","session.waiting_for_input","plan.ready","plan.resolved","plan.updated","user_question.asked","session.resumed","session.renamed","session.forked","session.deleted","session.closed","agent.message","agent.repeat_notice","audit.degraded","background.finished","background.started","context.compacted","context.compaction.committed","context.compaction.started","context.compaction.summary","context.repository","core.workspace_changed","extension.notification","extension.ui_updated","llm.attempt_finished","permission.denied","permission.granted","permission.requested","recovery.available","recovery.resolved","run.phase_changed","session.interrupted","skill.invoked","strategy.proposed","strategy.resolved","subagent.finished","subagent.started","task.profiled","tool.call_progress","verification.completed","verification.failed"].includes(v.type))) return undefined;
  const s = v.ledger_seq;
  const place = s === undefined || s === null ? null : position(s);
  if (s !== undefined && s !== null && !(place !== null && place >= 1)) return err(["event", "ledger_seq"], "a ledger place is an integer from 1 to 2^63 - 1");
  return { type: typeof v.type === "string" ? v.type : "", position: place };
}

/** Validates a value as a `AgentBackend`. */
export function validateAgentBackend(value, options) {
  return result(check(v_AgentBackend, value, options), value);
}

/** Whether a value is a `AgentBackend`. */
export function isAgentBackend(value, options) {
  return check(v_AgentBackend, value, options) === undefined;
}

/** Validates a value as a `AgentDecisionEvent`. */
export function validateAgentDecisionEvent(value, options) {
  return result(check(v_AgentDecisionEvent, value, options), value);
}

/** Whether a value is a `AgentDecisionEvent`. */
export function isAgentDecisionEvent(value, options) {
  return check(v_AgentDecisionEvent, value, options) === undefined;
}

/** Validates a value as a `AgentMessageEvent`. */
export function validateAgentMessageEvent(value, options) {
  return result(check(v_AgentMessageEvent, value, options), value);
}

/** Whether a value is a `AgentMessageEvent`. */
export function isAgentMessageEvent(value, options) {
  return check(v_AgentMessageEvent, value, options) === undefined;
}

/** Validates a value as a `AgentRepeatNoticeEvent`. */
export function validateAgentRepeatNoticeEvent(value, options) {
  return result(check(v_AgentRepeatNoticeEvent, value, options), value);
}

/** Whether a value is a `AgentRepeatNoticeEvent`. */
export function isAgentRepeatNoticeEvent(value, options) {
  return check(v_AgentRepeatNoticeEvent, value, options) === undefined;
}

/** Validates a value as a `AgentRunCommand`. */
export function validateAgentRunCommand(value, options) {
  return result(check(v_AgentRunCommand, value, options), value);
}

/** Whether a value is a `AgentRunCommand`. */
export function isAgentRunCommand(value, options) {
  return check(v_AgentRunCommand, value, options) === undefined;
}

/** Validates a value as a `AgentRunResult`. */
export function validateAgentRunResult(value, options) {
  return result(check(v_AgentRunResult, value, options), value);
}

/** Whether a value is a `AgentRunResult`. */
export function isAgentRunResult(value, options) {
  return check(v_AgentRunResult, value, options) === undefined;
}

/** Validates a value as a `AgentSettingsGetCommand`. */
export function validateAgentSettingsGetCommand(value, options) {
  return result(check(v_AgentSettingsGetCommand, value, options), value);
}

/** Whether a value is a `AgentSettingsGetCommand`. */
export function isAgentSettingsGetCommand(value, options) {
  return check(v_AgentSettingsGetCommand, value, options) === undefined;
}

/** Validates a value as a `AgentSettingsSetCommand`. */
export function validateAgentSettingsSetCommand(value, options) {
  return result(check(v_AgentSettingsSetCommand, value, options), value);
}

/** Whether a value is a `AgentSettingsSetCommand`. */
export function isAgentSettingsSetCommand(value, options) {
  return check(v_AgentSettingsSetCommand, value, options) === undefined;
}

/** Validates a value as a `AgentStuckEvent`. */
export function validateAgentStuckEvent(value, options) {
  return result(check(v_AgentStuckEvent, value, options), value);
}

/** Whether a value is a `AgentStuckEvent`. */
export function isAgentStuckEvent(value, options) {
  return check(v_AgentStuckEvent, value, options) === undefined;
}

/** Validates a value as a `ArtifactGcCommand`. */
export function validateArtifactGcCommand(value, options) {
  return result(check(v_ArtifactGcCommand, value, options), value);
}

/** Whether a value is a `ArtifactGcCommand`. */
export function isArtifactGcCommand(value, options) {
  return check(v_ArtifactGcCommand, value, options) === undefined;
}

/** Validates a value as a `ArtifactListCommand`. */
export function validateArtifactListCommand(value, options) {
  return result(check(v_ArtifactListCommand, value, options), value);
}

/** Whether a value is a `ArtifactListCommand`. */
export function isArtifactListCommand(value, options) {
  return check(v_ArtifactListCommand, value, options) === undefined;
}

/** Validates a value as a `AttemptStatus`. */
export function validateAttemptStatus(value, options) {
  return result(check(v_AttemptStatus, value, options), value);
}

/** Whether a value is a `AttemptStatus`. */
export function isAttemptStatus(value, options) {
  return check(v_AttemptStatus, value, options) === undefined;
}

/** Validates a value as a `AuditDegradedEvent`. */
export function validateAuditDegradedEvent(value, options) {
  return result(check(v_AuditDegradedEvent, value, options), value);
}

/** Whether a value is a `AuditDegradedEvent`. */
export function isAuditDegradedEvent(value, options) {
  return check(v_AuditDegradedEvent, value, options) === undefined;
}

/** Validates a value as a `AuthorityProfile`. */
export function validateAuthorityProfile(value, options) {
  return result(check(v_AuthorityProfile, value, options), value);
}

/** Whether a value is a `AuthorityProfile`. */
export function isAuthorityProfile(value, options) {
  return check(v_AuthorityProfile, value, options) === undefined;
}

/** Validates a value as a `AuthoritySnapshot`. */
export function validateAuthoritySnapshot(value, options) {
  return result(check(v_AuthoritySnapshot, value, options), value);
}

/** Whether a value is a `AuthoritySnapshot`. */
export function isAuthoritySnapshot(value, options) {
  return check(v_AuthoritySnapshot, value, options) === undefined;
}

/** Validates a value as a `BackgroundCancelCommand`. */
export function validateBackgroundCancelCommand(value, options) {
  return result(check(v_BackgroundCancelCommand, value, options), value);
}

/** Whether a value is a `BackgroundCancelCommand`. */
export function isBackgroundCancelCommand(value, options) {
  return check(v_BackgroundCancelCommand, value, options) === undefined;
}

/** Validates a value as a `BackgroundCancelResult`. */
export function validateBackgroundCancelResult(value, options) {
  return result(check(v_BackgroundCancelResult, value, options), value);
}

/** Whether a value is a `BackgroundCancelResult`. */
export function isBackgroundCancelResult(value, options) {
  return check(v_BackgroundCancelResult, value, options) === undefined;
}

/** Validates a value as a `BackgroundGetCommand`. */
export function validateBackgroundGetCommand(value, options) {
  return result(check(v_BackgroundGetCommand, value, options), value);
}

/** Whether a value is a `BackgroundGetCommand`. */
export function isBackgroundGetCommand(value, options) {
  return check(v_BackgroundGetCommand, value, options) === undefined;
}

/** Validates a value as a `BackgroundGetResult`. */
export function validateBackgroundGetResult(value, options) {
  return result(check(v_BackgroundGetResult, value, options), value);
}

/** Whether a value is a `BackgroundGetResult`. */
export function isBackgroundGetResult(value, options) {
  return check(v_BackgroundGetResult, value, options) === undefined;
}

/** Validates a value as a `BackgroundJobFinishedEvent`. */
export function validateBackgroundJobFinishedEvent(value, options) {
  return result(check(v_BackgroundJobFinishedEvent, value, options), value);
}

/** Whether a value is a `BackgroundJobFinishedEvent`. */
export function isBackgroundJobFinishedEvent(value, options) {
  return check(v_BackgroundJobFinishedEvent, value, options) === undefined;
}

/** Validates a value as a `BackgroundJobInfo`. */
export function validateBackgroundJobInfo(value, options) {
  return result(check(v_BackgroundJobInfo, value, options), value);
}

/** Whether a value is a `BackgroundJobInfo`. */
export function isBackgroundJobInfo(value, options) {
  return check(v_BackgroundJobInfo, value, options) === undefined;
}

/** Validates a value as a `BackgroundJobStartedEvent`. */
export function validateBackgroundJobStartedEvent(value, options) {
  return result(check(v_BackgroundJobStartedEvent, value, options), value);
}

/** Whether a value is a `BackgroundJobStartedEvent`. */
export function isBackgroundJobStartedEvent(value, options) {
  return check(v_BackgroundJobStartedEvent, value, options) === undefined;
}

/** Validates a value as a `BuiltinTool`. */
export function validateBuiltinTool(value, options) {
  return result(check(v_BuiltinTool, value, options), value);
}

/** Whether a value is a `BuiltinTool`. */
export function isBuiltinTool(value, options) {
  return check(v_BuiltinTool, value, options) === undefined;
}

/** Validates a value as a `CompactStatus`. */
export function validateCompactStatus(value, options) {
  return result(check(v_CompactStatus, value, options), value);
}

/** Whether a value is a `CompactStatus`. */
export function isCompactStatus(value, options) {
  return check(v_CompactStatus, value, options) === undefined;
}

/** Validates a value as a `CompletionEvidence`. */
export function validateCompletionEvidence(value, options) {
  return result(check(v_CompletionEvidence, value, options), value);
}

/** Whether a value is a `CompletionEvidence`. */
export function isCompletionEvidence(value, options) {
  return check(v_CompletionEvidence, value, options) === undefined;
}

/** Validates a value as a `ContextBudgetEvent`. */
export function validateContextBudgetEvent(value, options) {
  return result(check(v_ContextBudgetEvent, value, options), value);
}

/** Whether a value is a `ContextBudgetEvent`. */
export function isContextBudgetEvent(value, options) {
  return check(v_ContextBudgetEvent, value, options) === undefined;
}

/** Validates a value as a `ContextCompactedEvent`. */
export function validateContextCompactedEvent(value, options) {
  return result(check(v_ContextCompactedEvent, value, options), value);
}

/** Whether a value is a `ContextCompactedEvent`. */
export function isContextCompactedEvent(value, options) {
  return check(v_ContextCompactedEvent, value, options) === undefined;
}

/** Validates a value as a `ContextCompactionCommittedEvent`. */
export function validateContextCompactionCommittedEvent(value, options) {
  return result(check(v_ContextCompactionCommittedEvent, value, options), value);
}

/** Whether a value is a `ContextCompactionCommittedEvent`. */
export function isContextCompactionCommittedEvent(value, options) {
  return check(v_ContextCompactionCommittedEvent, value, options) === undefined;
}

/** Validates a value as a `ContextCompactionStartedEvent`. */
export function validateContextCompactionStartedEvent(value, options) {
  return result(check(v_ContextCompactionStartedEvent, value, options), value);
}

/** Whether a value is a `ContextCompactionStartedEvent`. */
export function isContextCompactionStartedEvent(value, options) {
  return check(v_ContextCompactionStartedEvent, value, options) === undefined;
}

/** Validates a value as a `ContextCompactionSummaryEvent`. */
export function validateContextCompactionSummaryEvent(value, options) {
  return result(check(v_ContextCompactionSummaryEvent, value, options), value);
}

/** Whether a value is a `ContextCompactionSummaryEvent`. */
export function isContextCompactionSummaryEvent(value, options) {
  return check(v_ContextCompactionSummaryEvent, value, options) === undefined;
}

/** Validates a value as a `ContextPrefixFingerprintEvent`. */
export function validateContextPrefixFingerprintEvent(value, options) {
  return result(check(v_ContextPrefixFingerprintEvent, value, options), value);
}

/** Whether a value is a `ContextPrefixFingerprintEvent`. */
export function isContextPrefixFingerprintEvent(value, options) {
  return check(v_ContextPrefixFingerprintEvent, value, options) === undefined;
}

/** Validates a value as a `ContextRepositoryEvent`. */
export function validateContextRepositoryEvent(value, options) {
  return result(check(v_ContextRepositoryEvent, value, options), value);
}

/** Whether a value is a `ContextRepositoryEvent`. */
export function isContextRepositoryEvent(value, options) {
  return check(v_ContextRepositoryEvent, value, options) === undefined;
}

/** Validates a value as a `ContextWorkingSetEvent`. */
export function validateContextWorkingSetEvent(value, options) {
  return result(check(v_ContextWorkingSetEvent, value, options), value);
}

/** Whether a value is a `ContextWorkingSetEvent`. */
export function isContextWorkingSetEvent(value, options) {
  return check(v_ContextWorkingSetEvent, value, options) === undefined;
}

/** Validates a value as a `CoreAuthenticateCommand`. */
export function validateCoreAuthenticateCommand(value, options) {
  return result(check(v_CoreAuthenticateCommand, value, options), value);
}

/** Whether a value is a `CoreAuthenticateCommand`. */
export function isCoreAuthenticateCommand(value, options) {
  return check(v_CoreAuthenticateCommand, value, options) === undefined;
}

/** Validates a value as a `CoreAuthenticateResult`. */
export function validateCoreAuthenticateResult(value, options) {
  return result(check(v_CoreAuthenticateResult, value, options), value);
}

/** Whether a value is a `CoreAuthenticateResult`. */
export function isCoreAuthenticateResult(value, options) {
  return check(v_CoreAuthenticateResult, value, options) === undefined;
}

/** Validates a value as a `CoreShutdownCommand`. */
export function validateCoreShutdownCommand(value, options) {
  return result(check(v_CoreShutdownCommand, value, options), value);
}

/** Whether a value is a `CoreShutdownCommand`. */
export function isCoreShutdownCommand(value, options) {
  return check(v_CoreShutdownCommand, value, options) === undefined;
}

/** Validates a value as a `CoreStartedEvent`. */
export function validateCoreStartedEvent(value, options) {
  return result(check(v_CoreStartedEvent, value, options), value);
}

/** Whether a value is a `CoreStartedEvent`. */
export function isCoreStartedEvent(value, options) {
  return check(v_CoreStartedEvent, value, options) === undefined;
}

/** Validates a value as a `CoreWorkspaceChangedEvent`. */
export function validateCoreWorkspaceChangedEvent(value, options) {
  return result(check(v_CoreWorkspaceChangedEvent, value, options), value);
}

/** Whether a value is a `CoreWorkspaceChangedEvent`. */
export function isCoreWorkspaceChangedEvent(value, options) {
  return check(v_CoreWorkspaceChangedEvent, value, options) === undefined;
}

/** Validates a value as a `CredentialSource`. */
export function validateCredentialSource(value, options) {
  return result(check(v_CredentialSource, value, options), value);
}

/** Whether a value is a `CredentialSource`. */
export function isCredentialSource(value, options) {
  return check(v_CredentialSource, value, options) === undefined;
}

/** Validates a value as a `DecisionIntent`. */
export function validateDecisionIntent(value, options) {
  return result(check(v_DecisionIntent, value, options), value);
}

/** Whether a value is a `DecisionIntent`. */
export function isDecisionIntent(value, options) {
  return check(v_DecisionIntent, value, options) === undefined;
}

/** Validates a value as a `DeliveryMode`. */
export function validateDeliveryMode(value, options) {
  return result(check(v_DeliveryMode, value, options), value);
}

/** Whether a value is a `DeliveryMode`. */
export function isDeliveryMode(value, options) {
  return check(v_DeliveryMode, value, options) === undefined;
}

/** Validates a value as a `DiagnosticsStatus`. */
export function validateDiagnosticsStatus(value, options) {
  return result(check(v_DiagnosticsStatus, value, options), value);
}

/** Whether a value is a `DiagnosticsStatus`. */
export function isDiagnosticsStatus(value, options) {
  return check(v_DiagnosticsStatus, value, options) === undefined;
}

/** Validates a value as a `DiffScope`. */
export function validateDiffScope(value, options) {
  return result(check(v_DiffScope, value, options), value);
}

/** Whether a value is a `DiffScope`. */
export function isDiffScope(value, options) {
  return check(v_DiffScope, value, options) === undefined;
}

/** Validates a value as a `EventPushEnvelope`; in the receive view an event of an unknown type passes with `unknown` set. */
export function validateEventPushEnvelope(value, options) {
  return received(v_EventPushEnvelope, u_EventPushEnvelope, value, options);
}

/** Whether a value is a `EventPushEnvelope` (an event of an unknown type is not). */
export function isEventPushEnvelope(value, options) {
  const r = validateEventPushEnvelope(value, options);
  return r.ok && r.unknown === undefined;
}

/** Validates a value as a `EventReplayCommand`. */
export function validateEventReplayCommand(value, options) {
  return result(check(v_EventReplayCommand, value, options), value);
}

/** Whether a value is a `EventReplayCommand`. */
export function isEventReplayCommand(value, options) {
  return check(v_EventReplayCommand, value, options) === undefined;
}

/** Validates a value as a `EventReplayResult`. */
export function validateEventReplayResult(value, options) {
  return result(check(v_EventReplayResult, value, options), value);
}

/** Whether a value is a `EventReplayResult`. */
export function isEventReplayResult(value, options) {
  return check(v_EventReplayResult, value, options) === undefined;
}

/** Validates a value as a `EventSubscribeCommand`. */
export function validateEventSubscribeCommand(value, options) {
  return result(check(v_EventSubscribeCommand, value, options), value);
}

/** Whether a value is a `EventSubscribeCommand`. */
export function isEventSubscribeCommand(value, options) {
  return check(v_EventSubscribeCommand, value, options) === undefined;
}

/** Validates a value as a `EventSubscribeResult`. */
export function validateEventSubscribeResult(value, options) {
  return result(check(v_EventSubscribeResult, value, options), value);
}

/** Whether a value is a `EventSubscribeResult`. */
export function isEventSubscribeResult(value, options) {
  return check(v_EventSubscribeResult, value, options) === undefined;
}

/** Validates a value as a `EventUnsubscribeCommand`. */
export function validateEventUnsubscribeCommand(value, options) {
  return result(check(v_EventUnsubscribeCommand, value, options), value);
}

/** Whether a value is a `EventUnsubscribeCommand`. */
export function isEventUnsubscribeCommand(value, options) {
  return check(v_EventUnsubscribeCommand, value, options) === undefined;
}

/** Validates a value as a `EventUnsubscribeResult`. */
export function validateEventUnsubscribeResult(value, options) {
  return result(check(v_EventUnsubscribeResult, value, options), value);
}

/** Whether a value is a `EventUnsubscribeResult`. */
export function isEventUnsubscribeResult(value, options) {
  return check(v_EventUnsubscribeResult, value, options) === undefined;
}

/** Validates a value as a `ExportFormat`. */
export function validateExportFormat(value, options) {
  return result(check(v_ExportFormat, value, options), value);
}

/** Whether a value is a `ExportFormat`. */
export function isExportFormat(value, options) {
  return check(v_ExportFormat, value, options) === undefined;
}

/** Validates a value as a `ExtensionNotificationEvent`. */
export function validateExtensionNotificationEvent(value, options) {
  return result(check(v_ExtensionNotificationEvent, value, options), value);
}

/** Whether a value is a `ExtensionNotificationEvent`. */
export function isExtensionNotificationEvent(value, options) {
  return check(v_ExtensionNotificationEvent, value, options) === undefined;
}

/** Validates a value as a `ExtensionUiKind`. */
export function validateExtensionUiKind(value, options) {
  return result(check(v_ExtensionUiKind, value, options), value);
}

/** Whether a value is a `ExtensionUiKind`. */
export function isExtensionUiKind(value, options) {
  return check(v_ExtensionUiKind, value, options) === undefined;
}

/** Validates a value as a `ExtensionUiUpdatedEvent`. */
export function validateExtensionUiUpdatedEvent(value, options) {
  return result(check(v_ExtensionUiUpdatedEvent, value, options), value);
}

/** Whether a value is a `ExtensionUiUpdatedEvent`. */
export function isExtensionUiUpdatedEvent(value, options) {
  return check(v_ExtensionUiUpdatedEvent, value, options) === undefined;
}

/** Validates a value as a `FailureCategory`. */
export function validateFailureCategory(value, options) {
  return result(check(v_FailureCategory, value, options), value);
}

/** Whether a value is a `FailureCategory`. */
export function isFailureCategory(value, options) {
  return check(v_FailureCategory, value, options) === undefined;
}

/** Validates a value as a `GoalActionResult`. */
export function validateGoalActionResult(value, options) {
  return result(check(v_GoalActionResult, value, options), value);
}

/** Whether a value is a `GoalActionResult`. */
export function isGoalActionResult(value, options) {
  return check(v_GoalActionResult, value, options) === undefined;
}

/** Validates a value as a `GoalClearCommand`. */
export function validateGoalClearCommand(value, options) {
  return result(check(v_GoalClearCommand, value, options), value);
}

/** Whether a value is a `GoalClearCommand`. */
export function isGoalClearCommand(value, options) {
  return check(v_GoalClearCommand, value, options) === undefined;
}

/** Validates a value as a `GoalCompleteCommand`. */
export function validateGoalCompleteCommand(value, options) {
  return result(check(v_GoalCompleteCommand, value, options), value);
}

/** Whether a value is a `GoalCompleteCommand`. */
export function isGoalCompleteCommand(value, options) {
  return check(v_GoalCompleteCommand, value, options) === undefined;
}

/** Validates a value as a `GoalContinueDecision`. */
export function validateGoalContinueDecision(value, options) {
  return result(check(v_GoalContinueDecision, value, options), value);
}

/** Whether a value is a `GoalContinueDecision`. */
export function isGoalContinueDecision(value, options) {
  return check(v_GoalContinueDecision, value, options) === undefined;
}

/** Validates a value as a `GoalContinueDecisionCommand`. */
export function validateGoalContinueDecisionCommand(value, options) {
  return result(check(v_GoalContinueDecisionCommand, value, options), value);
}

/** Whether a value is a `GoalContinueDecisionCommand`. */
export function isGoalContinueDecisionCommand(value, options) {
  return check(v_GoalContinueDecisionCommand, value, options) === undefined;
}

/** Validates a value as a `GoalContinueDecisionEvent`. */
export function validateGoalContinueDecisionEvent(value, options) {
  return result(check(v_GoalContinueDecisionEvent, value, options), value);
}

/** Whether a value is a `GoalContinueDecisionEvent`. */
export function isGoalContinueDecisionEvent(value, options) {
  return check(v_GoalContinueDecisionEvent, value, options) === undefined;
}

/** Validates a value as a `GoalContinueDecisionResult`. */
export function validateGoalContinueDecisionResult(value, options) {
  return result(check(v_GoalContinueDecisionResult, value, options), value);
}

/** Whether a value is a `GoalContinueDecisionResult`. */
export function isGoalContinueDecisionResult(value, options) {
  return check(v_GoalContinueDecisionResult, value, options) === undefined;
}

/** Validates a value as a `GoalCreateCommand`. */
export function validateGoalCreateCommand(value, options) {
  return result(check(v_GoalCreateCommand, value, options), value);
}

/** Whether a value is a `GoalCreateCommand`. */
export function isGoalCreateCommand(value, options) {
  return check(v_GoalCreateCommand, value, options) === undefined;
}

/** Validates a value as a `GoalCreateResult`. */
export function validateGoalCreateResult(value, options) {
  return result(check(v_GoalCreateResult, value, options), value);
}

/** Whether a value is a `GoalCreateResult`. */
export function isGoalCreateResult(value, options) {
  return check(v_GoalCreateResult, value, options) === undefined;
}

/** Validates a value as a `GoalEditCommand`. */
export function validateGoalEditCommand(value, options) {
  return result(check(v_GoalEditCommand, value, options), value);
}

/** Whether a value is a `GoalEditCommand`. */
export function isGoalEditCommand(value, options) {
  return check(v_GoalEditCommand, value, options) === undefined;
}

/** Validates a value as a `GoalGetCommand`. */
export function validateGoalGetCommand(value, options) {
  return result(check(v_GoalGetCommand, value, options), value);
}

/** Whether a value is a `GoalGetCommand`. */
export function isGoalGetCommand(value, options) {
  return check(v_GoalGetCommand, value, options) === undefined;
}

/** Validates a value as a `GoalGetResult`. */
export function validateGoalGetResult(value, options) {
  return result(check(v_GoalGetResult, value, options), value);
}

/** Whether a value is a `GoalGetResult`. */
export function isGoalGetResult(value, options) {
  return check(v_GoalGetResult, value, options) === undefined;
}

/** Validates a value as a `GoalListCommand`. */
export function validateGoalListCommand(value, options) {
  return result(check(v_GoalListCommand, value, options), value);
}

/** Whether a value is a `GoalListCommand`. */
export function isGoalListCommand(value, options) {
  return check(v_GoalListCommand, value, options) === undefined;
}

/** Validates a value as a `GoalListResult`. */
export function validateGoalListResult(value, options) {
  return result(check(v_GoalListResult, value, options), value);
}

/** Whether a value is a `GoalListResult`. */
export function isGoalListResult(value, options) {
  return check(v_GoalListResult, value, options) === undefined;
}

/** Validates a value as a `GoalPauseCommand`. */
export function validateGoalPauseCommand(value, options) {
  return result(check(v_GoalPauseCommand, value, options), value);
}

/** Whether a value is a `GoalPauseCommand`. */
export function isGoalPauseCommand(value, options) {
  return check(v_GoalPauseCommand, value, options) === undefined;
}

/** Validates a value as a `GoalRecord`. */
export function validateGoalRecord(value, options) {
  return result(check(v_GoalRecord, value, options), value);
}

/** Whether a value is a `GoalRecord`. */
export function isGoalRecord(value, options) {
  return check(v_GoalRecord, value, options) === undefined;
}

/** Validates a value as a `GoalResumeCommand`. */
export function validateGoalResumeCommand(value, options) {
  return result(check(v_GoalResumeCommand, value, options), value);
}

/** Whether a value is a `GoalResumeCommand`. */
export function isGoalResumeCommand(value, options) {
  return check(v_GoalResumeCommand, value, options) === undefined;
}

/** Validates a value as a `GoalStatus`. */
export function validateGoalStatus(value, options) {
  return result(check(v_GoalStatus, value, options), value);
}

/** Whether a value is a `GoalStatus`. */
export function isGoalStatus(value, options) {
  return check(v_GoalStatus, value, options) === undefined;
}

/** Validates a value as a `GoalTimelineEntry`. */
export function validateGoalTimelineEntry(value, options) {
  return result(check(v_GoalTimelineEntry, value, options), value);
}

/** Whether a value is a `GoalTimelineEntry`. */
export function isGoalTimelineEntry(value, options) {
  return check(v_GoalTimelineEntry, value, options) === undefined;
}

/** Validates a value as a `HookAuditInfo`. */
export function validateHookAuditInfo(value, options) {
  return result(check(v_HookAuditInfo, value, options), value);
}

/** Whether a value is a `HookAuditInfo`. */
export function isHookAuditInfo(value, options) {
  return check(v_HookAuditInfo, value, options) === undefined;
}

/** Validates a value as a `HookConfigInfo`. */
export function validateHookConfigInfo(value, options) {
  return result(check(v_HookConfigInfo, value, options), value);
}

/** Whether a value is a `HookConfigInfo`. */
export function isHookConfigInfo(value, options) {
  return check(v_HookConfigInfo, value, options) === undefined;
}

/** Validates a value as a `HookExecutedEvent`. */
export function validateHookExecutedEvent(value, options) {
  return result(check(v_HookExecutedEvent, value, options), value);
}

/** Whether a value is a `HookExecutedEvent`. */
export function isHookExecutedEvent(value, options) {
  return check(v_HookExecutedEvent, value, options) === undefined;
}

/** Validates a value as a `HookRerunCommand`. */
export function validateHookRerunCommand(value, options) {
  return result(check(v_HookRerunCommand, value, options), value);
}

/** Whether a value is a `HookRerunCommand`. */
export function isHookRerunCommand(value, options) {
  return check(v_HookRerunCommand, value, options) === undefined;
}

/** Validates a value as a `HookRerunResult`. */
export function validateHookRerunResult(value, options) {
  return result(check(v_HookRerunResult, value, options), value);
}

/** Whether a value is a `HookRerunResult`. */
export function isHookRerunResult(value, options) {
  return check(v_HookRerunResult, value, options) === undefined;
}

/** Validates a value as a `HooksListCommand`. */
export function validateHooksListCommand(value, options) {
  return result(check(v_HooksListCommand, value, options), value);
}

/** Whether a value is a `HooksListCommand`. */
export function isHooksListCommand(value, options) {
  return check(v_HooksListCommand, value, options) === undefined;
}

/** Validates a value as a `HooksListResult`. */
export function validateHooksListResult(value, options) {
  return result(check(v_HooksListResult, value, options), value);
}

/** Whether a value is a `HooksListResult`. */
export function isHooksListResult(value, options) {
  return check(v_HooksListResult, value, options) === undefined;
}

/** Validates a value as a `ImageArtifactInput`. */
export function validateImageArtifactInput(value, options) {
  return result(check(v_ImageArtifactInput, value, options), value);
}

/** Whether a value is a `ImageArtifactInput`. */
export function isImageArtifactInput(value, options) {
  return check(v_ImageArtifactInput, value, options) === undefined;
}

/** Validates a value as a `JsonValue`. */
export function validateJsonValue(value, options) {
  return result(check(v_JsonValue, value, options), value);
}

/** Whether a value is a `JsonValue`. */
export function isJsonValue(value, options) {
  return check(v_JsonValue, value, options) === undefined;
}

/** Validates a value as a `LlmAttemptFinishedEvent`. */
export function validateLlmAttemptFinishedEvent(value, options) {
  return result(check(v_LlmAttemptFinishedEvent, value, options), value);
}

/** Whether a value is a `LlmAttemptFinishedEvent`. */
export function isLlmAttemptFinishedEvent(value, options) {
  return check(v_LlmAttemptFinishedEvent, value, options) === undefined;
}

/** Validates a value as a `LlmModelSelectedEvent`. */
export function validateLlmModelSelectedEvent(value, options) {
  return result(check(v_LlmModelSelectedEvent, value, options), value);
}

/** Whether a value is a `LlmModelSelectedEvent`. */
export function isLlmModelSelectedEvent(value, options) {
  return check(v_LlmModelSelectedEvent, value, options) === undefined;
}

/** Validates a value as a `LlmReasoningEvent`. */
export function validateLlmReasoningEvent(value, options) {
  return result(check(v_LlmReasoningEvent, value, options), value);
}

/** Whether a value is a `LlmReasoningEvent`. */
export function isLlmReasoningEvent(value, options) {
  return check(v_LlmReasoningEvent, value, options) === undefined;
}

/** Validates a value as a `LlmRequestPreparedEvent`. */
export function validateLlmRequestPreparedEvent(value, options) {
  return result(check(v_LlmRequestPreparedEvent, value, options), value);
}

/** Whether a value is a `LlmRequestPreparedEvent`. */
export function isLlmRequestPreparedEvent(value, options) {
  return check(v_LlmRequestPreparedEvent, value, options) === undefined;
}

/** Validates a value as a `LlmRetryEvent`. */
export function validateLlmRetryEvent(value, options) {
  return result(check(v_LlmRetryEvent, value, options), value);
}

/** Whether a value is a `LlmRetryEvent`. */
export function isLlmRetryEvent(value, options) {
  return check(v_LlmRetryEvent, value, options) === undefined;
}

/** Validates a value as a `LlmRouteSelectedEvent`. */
export function validateLlmRouteSelectedEvent(value, options) {
  return result(check(v_LlmRouteSelectedEvent, value, options), value);
}

/** Whether a value is a `LlmRouteSelectedEvent`. */
export function isLlmRouteSelectedEvent(value, options) {
  return check(v_LlmRouteSelectedEvent, value, options) === undefined;
}

/** Validates a value as a `LlmTokenEvent`. */
export function validateLlmTokenEvent(value, options) {
  return result(check(v_LlmTokenEvent, value, options), value);
}

/** Whether a value is a `LlmTokenEvent`. */
export function isLlmTokenEvent(value, options) {
  return check(v_LlmTokenEvent, value, options) === undefined;
}

/** Validates a value as a `LlmUsageEvent`. */
export function validateLlmUsageEvent(value, options) {
  return result(check(v_LlmUsageEvent, value, options), value);
}

/** Whether a value is a `LlmUsageEvent`. */
export function isLlmUsageEvent(value, options) {
  return check(v_LlmUsageEvent, value, options) === undefined;
}

/** Validates a value as a `LogLineEvent`. */
export function validateLogLineEvent(value, options) {
  return result(check(v_LogLineEvent, value, options), value);
}

/** Whether a value is a `LogLineEvent`. */
export function isLogLineEvent(value, options) {
  return check(v_LogLineEvent, value, options) === undefined;
}

/** Validates a value as a `LspDiagnosticsEvent`. */
export function validateLspDiagnosticsEvent(value, options) {
  return result(check(v_LspDiagnosticsEvent, value, options), value);
}

/** Whether a value is a `LspDiagnosticsEvent`. */
export function isLspDiagnosticsEvent(value, options) {
  return check(v_LspDiagnosticsEvent, value, options) === undefined;
}

/** Validates a value as a `McpListCommand`. */
export function validateMcpListCommand(value, options) {
  return result(check(v_McpListCommand, value, options), value);
}

/** Whether a value is a `McpListCommand`. */
export function isMcpListCommand(value, options) {
  return check(v_McpListCommand, value, options) === undefined;
}

/** Validates a value as a `McpListResult`. */
export function validateMcpListResult(value, options) {
  return result(check(v_McpListResult, value, options), value);
}

/** Whether a value is a `McpListResult`. */
export function isMcpListResult(value, options) {
  return check(v_McpListResult, value, options) === undefined;
}

/** Validates a value as a `McpServerInfo`. */
export function validateMcpServerInfo(value, options) {
  return result(check(v_McpServerInfo, value, options), value);
}

/** Whether a value is a `McpServerInfo`. */
export function isMcpServerInfo(value, options) {
  return check(v_McpServerInfo, value, options) === undefined;
}

/** Validates a value as a `MemoryAddCommand`. */
export function validateMemoryAddCommand(value, options) {
  return result(check(v_MemoryAddCommand, value, options), value);
}

/** Whether a value is a `MemoryAddCommand`. */
export function isMemoryAddCommand(value, options) {
  return check(v_MemoryAddCommand, value, options) === undefined;
}

/** Validates a value as a `MemoryAutoSave`. */
export function validateMemoryAutoSave(value, options) {
  return result(check(v_MemoryAutoSave, value, options), value);
}

/** Whether a value is a `MemoryAutoSave`. */
export function isMemoryAutoSave(value, options) {
  return check(v_MemoryAutoSave, value, options) === undefined;
}

/** Validates a value as a `MemoryDeleteCommand`. */
export function validateMemoryDeleteCommand(value, options) {
  return result(check(v_MemoryDeleteCommand, value, options), value);
}

/** Whether a value is a `MemoryDeleteCommand`. */
export function isMemoryDeleteCommand(value, options) {
  return check(v_MemoryDeleteCommand, value, options) === undefined;
}

/** Validates a value as a `MemoryDeleteResult`. */
export function validateMemoryDeleteResult(value, options) {
  return result(check(v_MemoryDeleteResult, value, options), value);
}

/** Whether a value is a `MemoryDeleteResult`. */
export function isMemoryDeleteResult(value, options) {
  return check(v_MemoryDeleteResult, value, options) === undefined;
}

/** Validates a value as a `MemoryEditCommand`. */
export function validateMemoryEditCommand(value, options) {
  return result(check(v_MemoryEditCommand, value, options), value);
}

/** Whether a value is a `MemoryEditCommand`. */
export function isMemoryEditCommand(value, options) {
  return check(v_MemoryEditCommand, value, options) === undefined;
}

/** Validates a value as a `MemoryExpireCommand`. */
export function validateMemoryExpireCommand(value, options) {
  return result(check(v_MemoryExpireCommand, value, options), value);
}

/** Whether a value is a `MemoryExpireCommand`. */
export function isMemoryExpireCommand(value, options) {
  return check(v_MemoryExpireCommand, value, options) === undefined;
}

/** Validates a value as a `MemoryInfo`. */
export function validateMemoryInfo(value, options) {
  return result(check(v_MemoryInfo, value, options), value);
}

/** Whether a value is a `MemoryInfo`. */
export function isMemoryInfo(value, options) {
  return check(v_MemoryInfo, value, options) === undefined;
}

/** Validates a value as a `MemoryListCommand`. */
export function validateMemoryListCommand(value, options) {
  return result(check(v_MemoryListCommand, value, options), value);
}

/** Whether a value is a `MemoryListCommand`. */
export function isMemoryListCommand(value, options) {
  return check(v_MemoryListCommand, value, options) === undefined;
}

/** Validates a value as a `MemoryListResult`. */
export function validateMemoryListResult(value, options) {
  return result(check(v_MemoryListResult, value, options), value);
}

/** Whether a value is a `MemoryListResult`. */
export function isMemoryListResult(value, options) {
  return check(v_MemoryListResult, value, options) === undefined;
}

/** Validates a value as a `MemoryPinCommand`. */
export function validateMemoryPinCommand(value, options) {
  return result(check(v_MemoryPinCommand, value, options), value);
}

/** Whether a value is a `MemoryPinCommand`. */
export function isMemoryPinCommand(value, options) {
  return check(v_MemoryPinCommand, value, options) === undefined;
}

/** Validates a value as a `MemorySettingsGetCommand`. */
export function validateMemorySettingsGetCommand(value, options) {
  return result(check(v_MemorySettingsGetCommand, value, options), value);
}

/** Whether a value is a `MemorySettingsGetCommand`. */
export function isMemorySettingsGetCommand(value, options) {
  return check(v_MemorySettingsGetCommand, value, options) === undefined;
}

/** Validates a value as a `MemorySettingsInfo`. */
export function validateMemorySettingsInfo(value, options) {
  return result(check(v_MemorySettingsInfo, value, options), value);
}

/** Whether a value is a `MemorySettingsInfo`. */
export function isMemorySettingsInfo(value, options) {
  return check(v_MemorySettingsInfo, value, options) === undefined;
}

/** Validates a value as a `MemorySettingsSetCommand`. */
export function validateMemorySettingsSetCommand(value, options) {
  return result(check(v_MemorySettingsSetCommand, value, options), value);
}

/** Whether a value is a `MemorySettingsSetCommand`. */
export function isMemorySettingsSetCommand(value, options) {
  return check(v_MemorySettingsSetCommand, value, options) === undefined;
}

/** Validates a value as a `MemoryType`. */
export function validateMemoryType(value, options) {
  return result(check(v_MemoryType, value, options), value);
}

/** Whether a value is a `MemoryType`. */
export function isMemoryType(value, options) {
  return check(v_MemoryType, value, options) === undefined;
}

/** Validates a value as a `MessagePhase`. */
export function validateMessagePhase(value, options) {
  return result(check(v_MessagePhase, value, options), value);
}

/** Whether a value is a `MessagePhase`. */
export function isMessagePhase(value, options) {
  return check(v_MessagePhase, value, options) === undefined;
}

/** Validates a value as a `NotificationSeverity`. */
export function validateNotificationSeverity(value, options) {
  return result(check(v_NotificationSeverity, value, options), value);
}

/** Whether a value is a `NotificationSeverity`. */
export function isNotificationSeverity(value, options) {
  return check(v_NotificationSeverity, value, options) === undefined;
}

/** Validates a value as a `PermissionDeniedEvent`. */
export function validatePermissionDeniedEvent(value, options) {
  return result(check(v_PermissionDeniedEvent, value, options), value);
}

/** Whether a value is a `PermissionDeniedEvent`. */
export function isPermissionDeniedEvent(value, options) {
  return check(v_PermissionDeniedEvent, value, options) === undefined;
}

/** Validates a value as a `PermissionGrantedEvent`. */
export function validatePermissionGrantedEvent(value, options) {
  return result(check(v_PermissionGrantedEvent, value, options), value);
}

/** Whether a value is a `PermissionGrantedEvent`. */
export function isPermissionGrantedEvent(value, options) {
  return check(v_PermissionGrantedEvent, value, options) === undefined;
}

/** Validates a value as a `PermissionMode`. */
export function validatePermissionMode(value, options) {
  return result(check(v_PermissionMode, value, options), value);
}

/** Whether a value is a `PermissionMode`. */
export function isPermissionMode(value, options) {
  return check(v_PermissionMode, value, options) === undefined;
}

/** Validates a value as a `PermissionRequestedEvent`. */
export function validatePermissionRequestedEvent(value, options) {
  return result(check(v_PermissionRequestedEvent, value, options), value);
}

/** Whether a value is a `PermissionRequestedEvent`. */
export function isPermissionRequestedEvent(value, options) {
  return check(v_PermissionRequestedEvent, value, options) === undefined;
}

/** Validates a value as a `PermissionRespondCommand`. */
export function validatePermissionRespondCommand(value, options) {
  return result(check(v_PermissionRespondCommand, value, options), value);
}

/** Whether a value is a `PermissionRespondCommand`. */
export function isPermissionRespondCommand(value, options) {
  return check(v_PermissionRespondCommand, value, options) === undefined;
}

/** Validates a value as a `PermissionRespondResult`. */
export function validatePermissionRespondResult(value, options) {
  return result(check(v_PermissionRespondResult, value, options), value);
}

/** Whether a value is a `PermissionRespondResult`. */
export function isPermissionRespondResult(value, options) {
  return check(v_PermissionRespondResult, value, options) === undefined;
}

/** Validates a value as a `PingCommand`. */
export function validatePingCommand(value, options) {
  return result(check(v_PingCommand, value, options), value);
}

/** Whether a value is a `PingCommand`. */
export function isPingCommand(value, options) {
  return check(v_PingCommand, value, options) === undefined;
}

/** Validates a value as a `PlanDecision`. */
export function validatePlanDecision(value, options) {
  return result(check(v_PlanDecision, value, options), value);
}

/** Whether a value is a `PlanDecision`. */
export function isPlanDecision(value, options) {
  return check(v_PlanDecision, value, options) === undefined;
}

/** Validates a value as a `PlanReadyEvent`. */
export function validatePlanReadyEvent(value, options) {
  return result(check(v_PlanReadyEvent, value, options), value);
}

/** Whether a value is a `PlanReadyEvent`. */
export function isPlanReadyEvent(value, options) {
  return check(v_PlanReadyEvent, value, options) === undefined;
}

/** Validates a value as a `PlanResolvedEvent`. */
export function validatePlanResolvedEvent(value, options) {
  return result(check(v_PlanResolvedEvent, value, options), value);
}

/** Whether a value is a `PlanResolvedEvent`. */
export function isPlanResolvedEvent(value, options) {
  return check(v_PlanResolvedEvent, value, options) === undefined;
}

/** Validates a value as a `PlanRespondCommand`. */
export function validatePlanRespondCommand(value, options) {
  return result(check(v_PlanRespondCommand, value, options), value);
}

/** Whether a value is a `PlanRespondCommand`. */
export function isPlanRespondCommand(value, options) {
  return check(v_PlanRespondCommand, value, options) === undefined;
}

/** Validates a value as a `PlanRespondResult`. */
export function validatePlanRespondResult(value, options) {
  return result(check(v_PlanRespondResult, value, options), value);
}

/** Whether a value is a `PlanRespondResult`. */
export function isPlanRespondResult(value, options) {
  return check(v_PlanRespondResult, value, options) === undefined;
}

/** Validates a value as a `PlanStepState`. */
export function validatePlanStepState(value, options) {
  return result(check(v_PlanStepState, value, options), value);
}

/** Whether a value is a `PlanStepState`. */
export function isPlanStepState(value, options) {
  return check(v_PlanStepState, value, options) === undefined;
}

/** Validates a value as a `PlanStepStatus`. */
export function validatePlanStepStatus(value, options) {
  return result(check(v_PlanStepStatus, value, options), value);
}

/** Whether a value is a `PlanStepStatus`. */
export function isPlanStepStatus(value, options) {
  return check(v_PlanStepStatus, value, options) === undefined;
}

/** Validates a value as a `PlanUpdatedEvent`. */
export function validatePlanUpdatedEvent(value, options) {
  return result(check(v_PlanUpdatedEvent, value, options), value);
}

/** Whether a value is a `PlanUpdatedEvent`. */
export function isPlanUpdatedEvent(value, options) {
  return check(v_PlanUpdatedEvent, value, options) === undefined;
}

/** Validates a value as a `PongResult`. */
export function validatePongResult(value, options) {
  return result(check(v_PongResult, value, options), value);
}

/** Whether a value is a `PongResult`. */
export function isPongResult(value, options) {
  return check(v_PongResult, value, options) === undefined;
}

/** Validates a value as a `ProjectActivateCommand`. */
export function validateProjectActivateCommand(value, options) {
  return result(check(v_ProjectActivateCommand, value, options), value);
}

/** Whether a value is a `ProjectActivateCommand`. */
export function isProjectActivateCommand(value, options) {
  return check(v_ProjectActivateCommand, value, options) === undefined;
}

/** Validates a value as a `ProjectOpenCommand`. */
export function validateProjectOpenCommand(value, options) {
  return result(check(v_ProjectOpenCommand, value, options), value);
}

/** Whether a value is a `ProjectOpenCommand`. */
export function isProjectOpenCommand(value, options) {
  return check(v_ProjectOpenCommand, value, options) === undefined;
}

/** Validates a value as a `QuestionMode`. */
export function validateQuestionMode(value, options) {
  return result(check(v_QuestionMode, value, options), value);
}

/** Whether a value is a `QuestionMode`. */
export function isQuestionMode(value, options) {
  return check(v_QuestionMode, value, options) === undefined;
}

/** Validates a value as a `RecoveryAvailableEvent`. */
export function validateRecoveryAvailableEvent(value, options) {
  return result(check(v_RecoveryAvailableEvent, value, options), value);
}

/** Whether a value is a `RecoveryAvailableEvent`. */
export function isRecoveryAvailableEvent(value, options) {
  return check(v_RecoveryAvailableEvent, value, options) === undefined;
}

/** Validates a value as a `RecoveryResolvedEvent`. */
export function validateRecoveryResolvedEvent(value, options) {
  return result(check(v_RecoveryResolvedEvent, value, options), value);
}

/** Whether a value is a `RecoveryResolvedEvent`. */
export function isRecoveryResolvedEvent(value, options) {
  return check(v_RecoveryResolvedEvent, value, options) === undefined;
}

/** Validates a value as a `RetryKind`. */
export function validateRetryKind(value, options) {
  return result(check(v_RetryKind, value, options), value);
}

/** Whether a value is a `RetryKind`. */
export function isRetryKind(value, options) {
  return check(v_RetryKind, value, options) === undefined;
}

/** Validates a value as a `RouteReceipt`. */
export function validateRouteReceipt(value, options) {
  return result(check(v_RouteReceipt, value, options), value);
}

/** Whether a value is a `RouteReceipt`. */
export function isRouteReceipt(value, options) {
  return check(v_RouteReceipt, value, options) === undefined;
}

/** Validates a value as a `RunCancelCommand`. */
export function validateRunCancelCommand(value, options) {
  return result(check(v_RunCancelCommand, value, options), value);
}

/** Whether a value is a `RunCancelCommand`. */
export function isRunCancelCommand(value, options) {
  return check(v_RunCancelCommand, value, options) === undefined;
}

/** Validates a value as a `RunCancelResult`. */
export function validateRunCancelResult(value, options) {
  return result(check(v_RunCancelResult, value, options), value);
}

/** Whether a value is a `RunCancelResult`. */
export function isRunCancelResult(value, options) {
  return check(v_RunCancelResult, value, options) === undefined;
}

/** Validates a value as a `RunFinishedEvent`. */
export function validateRunFinishedEvent(value, options) {
  return result(check(v_RunFinishedEvent, value, options), value);
}

/** Whether a value is a `RunFinishedEvent`. */
export function isRunFinishedEvent(value, options) {
  return check(v_RunFinishedEvent, value, options) === undefined;
}

/** Validates a value as a `RunKind`. */
export function validateRunKind(value, options) {
  return result(check(v_RunKind, value, options), value);
}

/** Whether a value is a `RunKind`. */
export function isRunKind(value, options) {
  return check(v_RunKind, value, options) === undefined;
}

/** Validates a value as a `RunOutcome`. */
export function validateRunOutcome(value, options) {
  return result(check(v_RunOutcome, value, options), value);
}

/** Whether a value is a `RunOutcome`. */
export function isRunOutcome(value, options) {
  return check(v_RunOutcome, value, options) === undefined;
}

/** Validates a value as a `RunPhase`. */
export function validateRunPhase(value, options) {
  return result(check(v_RunPhase, value, options), value);
}

/** Whether a value is a `RunPhase`. */
export function isRunPhase(value, options) {
  return check(v_RunPhase, value, options) === undefined;
}

/** Validates a value as a `RunPhaseChangedEvent`. */
export function validateRunPhaseChangedEvent(value, options) {
  return result(check(v_RunPhaseChangedEvent, value, options), value);
}

/** Whether a value is a `RunPhaseChangedEvent`. */
export function isRunPhaseChangedEvent(value, options) {
  return check(v_RunPhaseChangedEvent, value, options) === undefined;
}

/** Validates a value as a `RunStartedEvent`. */
export function validateRunStartedEvent(value, options) {
  return result(check(v_RunStartedEvent, value, options), value);
}

/** Whether a value is a `RunStartedEvent`. */
export function isRunStartedEvent(value, options) {
  return check(v_RunStartedEvent, value, options) === undefined;
}

/** Validates a value as a `RunSteerCommand`. */
export function validateRunSteerCommand(value, options) {
  return result(check(v_RunSteerCommand, value, options), value);
}

/** Whether a value is a `RunSteerCommand`. */
export function isRunSteerCommand(value, options) {
  return check(v_RunSteerCommand, value, options) === undefined;
}

/** Validates a value as a `RunSteerResult`. */
export function validateRunSteerResult(value, options) {
  return result(check(v_RunSteerResult, value, options), value);
}

/** Whether a value is a `RunSteerResult`. */
export function isRunSteerResult(value, options) {
  return check(v_RunSteerResult, value, options) === undefined;
}

/** Validates a value as a `RunSteeredEvent`. */
export function validateRunSteeredEvent(value, options) {
  return result(check(v_RunSteeredEvent, value, options), value);
}

/** Whether a value is a `RunSteeredEvent`. */
export function isRunSteeredEvent(value, options) {
  return check(v_RunSteeredEvent, value, options) === undefined;
}

/** Validates a value as a `RuntimeCapabilitiesCommand`. */
export function validateRuntimeCapabilitiesCommand(value, options) {
  return result(check(v_RuntimeCapabilitiesCommand, value, options), value);
}

/** Whether a value is a `RuntimeCapabilitiesCommand`. */
export function isRuntimeCapabilitiesCommand(value, options) {
  return check(v_RuntimeCapabilitiesCommand, value, options) === undefined;
}

/** Validates a value as a `RuntimeCapabilitiesResult`. */
export function validateRuntimeCapabilitiesResult(value, options) {
  return result(check(v_RuntimeCapabilitiesResult, value, options), value);
}

/** Whether a value is a `RuntimeCapabilitiesResult`. */
export function isRuntimeCapabilitiesResult(value, options) {
  return check(v_RuntimeCapabilitiesResult, value, options) === undefined;
}

/** Validates a value as a `RuntimeEventAppendedEvent`. */
export function validateRuntimeEventAppendedEvent(value, options) {
  return result(check(v_RuntimeEventAppendedEvent, value, options), value);
}

/** Whether a value is a `RuntimeEventAppendedEvent`. */
export function isRuntimeEventAppendedEvent(value, options) {
  return check(v_RuntimeEventAppendedEvent, value, options) === undefined;
}

/** Validates a value as a `RuntimeEventRecord`. */
export function validateRuntimeEventRecord(value, options) {
  return result(check(v_RuntimeEventRecord, value, options), value);
}

/** Whether a value is a `RuntimeEventRecord`. */
export function isRuntimeEventRecord(value, options) {
  return check(v_RuntimeEventRecord, value, options) === undefined;
}

/** Validates a value as a `RuntimeFeatureFlags`. */
export function validateRuntimeFeatureFlags(value, options) {
  return result(check(v_RuntimeFeatureFlags, value, options), value);
}

/** Whether a value is a `RuntimeFeatureFlags`. */
export function isRuntimeFeatureFlags(value, options) {
  return check(v_RuntimeFeatureFlags, value, options) === undefined;
}

/** Validates a value as a `RuntimeMode`. */
export function validateRuntimeMode(value, options) {
  return result(check(v_RuntimeMode, value, options), value);
}

/** Whether a value is a `RuntimeMode`. */
export function isRuntimeMode(value, options) {
  return check(v_RuntimeMode, value, options) === undefined;
}

/** Validates a value as a `RuntimeSandboxStatus`. */
export function validateRuntimeSandboxStatus(value, options) {
  return result(check(v_RuntimeSandboxStatus, value, options), value);
}

/** Whether a value is a `RuntimeSandboxStatus`. */
export function isRuntimeSandboxStatus(value, options) {
  return check(v_RuntimeSandboxStatus, value, options) === undefined;
}

/** Validates a value as a `SandboxCapability`. */
export function validateSandboxCapability(value, options) {
  return result(check(v_SandboxCapability, value, options), value);
}

/** Whether a value is a `SandboxCapability`. */
export function isSandboxCapability(value, options) {
  return check(v_SandboxCapability, value, options) === undefined;
}

/** Validates a value as a `SandboxEnforcement`. */
export function validateSandboxEnforcement(value, options) {
  return result(check(v_SandboxEnforcement, value, options), value);
}

/** Whether a value is a `SandboxEnforcement`. */
export function isSandboxEnforcement(value, options) {
  return check(v_SandboxEnforcement, value, options) === undefined;
}

/** Validates a value as a `SandboxKind`. */
export function validateSandboxKind(value, options) {
  return result(check(v_SandboxKind, value, options), value);
}

/** Whether a value is a `SandboxKind`. */
export function isSandboxKind(value, options) {
  return check(v_SandboxKind, value, options) === undefined;
}

/** Validates a value as a `SandboxState`. */
export function validateSandboxState(value, options) {
  return result(check(v_SandboxState, value, options), value);
}

/** Whether a value is a `SandboxState`. */
export function isSandboxState(value, options) {
  return check(v_SandboxState, value, options) === undefined;
}

/** Validates a value as a `SessionAuthorityResult`. */
export function validateSessionAuthorityResult(value, options) {
  return result(check(v_SessionAuthorityResult, value, options), value);
}

/** Whether a value is a `SessionAuthorityResult`. */
export function isSessionAuthorityResult(value, options) {
  return check(v_SessionAuthorityResult, value, options) === undefined;
}

/** Validates a value as a `SessionCheckpointsCommand`. */
export function validateSessionCheckpointsCommand(value, options) {
  return result(check(v_SessionCheckpointsCommand, value, options), value);
}

/** Whether a value is a `SessionCheckpointsCommand`. */
export function isSessionCheckpointsCommand(value, options) {
  return check(v_SessionCheckpointsCommand, value, options) === undefined;
}

/** Validates a value as a `SessionCheckpointsResult`. */
export function validateSessionCheckpointsResult(value, options) {
  return result(check(v_SessionCheckpointsResult, value, options), value);
}

/** Whether a value is a `SessionCheckpointsResult`. */
export function isSessionCheckpointsResult(value, options) {
  return check(v_SessionCheckpointsResult, value, options) === undefined;
}

/** Validates a value as a `SessionCloseCommand`. */
export function validateSessionCloseCommand(value, options) {
  return result(check(v_SessionCloseCommand, value, options), value);
}

/** Whether a value is a `SessionCloseCommand`. */
export function isSessionCloseCommand(value, options) {
  return check(v_SessionCloseCommand, value, options) === undefined;
}

/** Validates a value as a `SessionCloseResult`. */
export function validateSessionCloseResult(value, options) {
  return result(check(v_SessionCloseResult, value, options), value);
}

/** Whether a value is a `SessionCloseResult`. */
export function isSessionCloseResult(value, options) {
  return check(v_SessionCloseResult, value, options) === undefined;
}

/** Validates a value as a `SessionClosedEvent`. */
export function validateSessionClosedEvent(value, options) {
  return result(check(v_SessionClosedEvent, value, options), value);
}

/** Whether a value is a `SessionClosedEvent`. */
export function isSessionClosedEvent(value, options) {
  return check(v_SessionClosedEvent, value, options) === undefined;
}

/** Validates a value as a `SessionCompactCommand`. */
export function validateSessionCompactCommand(value, options) {
  return result(check(v_SessionCompactCommand, value, options), value);
}

/** Whether a value is a `SessionCompactCommand`. */
export function isSessionCompactCommand(value, options) {
  return check(v_SessionCompactCommand, value, options) === undefined;
}

/** Validates a value as a `SessionCompactResult`. */
export function validateSessionCompactResult(value, options) {
  return result(check(v_SessionCompactResult, value, options), value);
}

/** Whether a value is a `SessionCompactResult`. */
export function isSessionCompactResult(value, options) {
  return check(v_SessionCompactResult, value, options) === undefined;
}

/** Validates a value as a `SessionContextCommand`. */
export function validateSessionContextCommand(value, options) {
  return result(check(v_SessionContextCommand, value, options), value);
}

/** Whether a value is a `SessionContextCommand`. */
export function isSessionContextCommand(value, options) {
  return check(v_SessionContextCommand, value, options) === undefined;
}

/** Validates a value as a `SessionContextResult`. */
export function validateSessionContextResult(value, options) {
  return result(check(v_SessionContextResult, value, options), value);
}

/** Whether a value is a `SessionContextResult`. */
export function isSessionContextResult(value, options) {
  return check(v_SessionContextResult, value, options) === undefined;
}

/** Validates a value as a `SessionCreateCommand`. */
export function validateSessionCreateCommand(value, options) {
  return result(check(v_SessionCreateCommand, value, options), value);
}

/** Whether a value is a `SessionCreateCommand`. */
export function isSessionCreateCommand(value, options) {
  return check(v_SessionCreateCommand, value, options) === undefined;
}

/** Validates a value as a `SessionCreateResult`. */
export function validateSessionCreateResult(value, options) {
  return result(check(v_SessionCreateResult, value, options), value);
}

/** Whether a value is a `SessionCreateResult`. */
export function isSessionCreateResult(value, options) {
  return check(v_SessionCreateResult, value, options) === undefined;
}

/** Validates a value as a `SessionCreatedEvent`. */
export function validateSessionCreatedEvent(value, options) {
  return result(check(v_SessionCreatedEvent, value, options), value);
}

/** Whether a value is a `SessionCreatedEvent`. */
export function isSessionCreatedEvent(value, options) {
  return check(v_SessionCreatedEvent, value, options) === undefined;
}

/** Validates a value as a `SessionDeleteCommand`. */
export function validateSessionDeleteCommand(value, options) {
  return result(check(v_SessionDeleteCommand, value, options), value);
}

/** Whether a value is a `SessionDeleteCommand`. */
export function isSessionDeleteCommand(value, options) {
  return check(v_SessionDeleteCommand, value, options) === undefined;
}

/** Validates a value as a `SessionDeleteResult`. */
export function validateSessionDeleteResult(value, options) {
  return result(check(v_SessionDeleteResult, value, options), value);
}

/** Whether a value is a `SessionDeleteResult`. */
export function isSessionDeleteResult(value, options) {
  return check(v_SessionDeleteResult, value, options) === undefined;
}

/** Validates a value as a `SessionDeletedEvent`. */
export function validateSessionDeletedEvent(value, options) {
  return result(check(v_SessionDeletedEvent, value, options), value);
}

/** Whether a value is a `SessionDeletedEvent`. */
export function isSessionDeletedEvent(value, options) {
  return check(v_SessionDeletedEvent, value, options) === undefined;
}

/** Validates a value as a `SessionExecuteCommand`. */
export function validateSessionExecuteCommand(value, options) {
  return result(check(v_SessionExecuteCommand, value, options), value);
}

/** Whether a value is a `SessionExecuteCommand`. */
export function isSessionExecuteCommand(value, options) {
  return check(v_SessionExecuteCommand, value, options) === undefined;
}

/** Validates a value as a `SessionExportCommand`. */
export function validateSessionExportCommand(value, options) {
  return result(check(v_SessionExportCommand, value, options), value);
}

/** Whether a value is a `SessionExportCommand`. */
export function isSessionExportCommand(value, options) {
  return check(v_SessionExportCommand, value, options) === undefined;
}

/** Validates a value as a `SessionExportResult`. */
export function validateSessionExportResult(value, options) {
  return result(check(v_SessionExportResult, value, options), value);
}

/** Whether a value is a `SessionExportResult`. */
export function isSessionExportResult(value, options) {
  return check(v_SessionExportResult, value, options) === undefined;
}

/** Validates a value as a `SessionForkCommand`. */
export function validateSessionForkCommand(value, options) {
  return result(check(v_SessionForkCommand, value, options), value);
}

/** Whether a value is a `SessionForkCommand`. */
export function isSessionForkCommand(value, options) {
  return check(v_SessionForkCommand, value, options) === undefined;
}

/** Validates a value as a `SessionForkResult`. */
export function validateSessionForkResult(value, options) {
  return result(check(v_SessionForkResult, value, options), value);
}

/** Whether a value is a `SessionForkResult`. */
export function isSessionForkResult(value, options) {
  return check(v_SessionForkResult, value, options) === undefined;
}

/** Validates a value as a `SessionForkedEvent`. */
export function validateSessionForkedEvent(value, options) {
  return result(check(v_SessionForkedEvent, value, options), value);
}

/** Whether a value is a `SessionForkedEvent`. */
export function isSessionForkedEvent(value, options) {
  return check(v_SessionForkedEvent, value, options) === undefined;
}

/** Validates a value as a `SessionGetAuthorityCommand`. */
export function validateSessionGetAuthorityCommand(value, options) {
  return result(check(v_SessionGetAuthorityCommand, value, options), value);
}

/** Whether a value is a `SessionGetAuthorityCommand`. */
export function isSessionGetAuthorityCommand(value, options) {
  return check(v_SessionGetAuthorityCommand, value, options) === undefined;
}

/** Validates a value as a `SessionGetHistoryCommand`. */
export function validateSessionGetHistoryCommand(value, options) {
  return result(check(v_SessionGetHistoryCommand, value, options), value);
}

/** Whether a value is a `SessionGetHistoryCommand`. */
export function isSessionGetHistoryCommand(value, options) {
  return check(v_SessionGetHistoryCommand, value, options) === undefined;
}

/** Validates a value as a `SessionGetHistoryResult`. */
export function validateSessionGetHistoryResult(value, options) {
  return result(check(v_SessionGetHistoryResult, value, options), value);
}

/** Whether a value is a `SessionGetHistoryResult`. */
export function isSessionGetHistoryResult(value, options) {
  return check(v_SessionGetHistoryResult, value, options) === undefined;
}

/** Validates a value as a `SessionImportCommand`. */
export function validateSessionImportCommand(value, options) {
  return result(check(v_SessionImportCommand, value, options), value);
}

/** Whether a value is a `SessionImportCommand`. */
export function isSessionImportCommand(value, options) {
  return check(v_SessionImportCommand, value, options) === undefined;
}

/** Validates a value as a `SessionInfo`. */
export function validateSessionInfo(value, options) {
  return result(check(v_SessionInfo, value, options), value);
}

/** Whether a value is a `SessionInfo`. */
export function isSessionInfo(value, options) {
  return check(v_SessionInfo, value, options) === undefined;
}

/** Validates a value as a `SessionInterruptedEvent`. */
export function validateSessionInterruptedEvent(value, options) {
  return result(check(v_SessionInterruptedEvent, value, options), value);
}

/** Whether a value is a `SessionInterruptedEvent`. */
export function isSessionInterruptedEvent(value, options) {
  return check(v_SessionInterruptedEvent, value, options) === undefined;
}

/** Validates a value as a `SessionListCommand`. */
export function validateSessionListCommand(value, options) {
  return result(check(v_SessionListCommand, value, options), value);
}

/** Whether a value is a `SessionListCommand`. */
export function isSessionListCommand(value, options) {
  return check(v_SessionListCommand, value, options) === undefined;
}

/** Validates a value as a `SessionListQueueCommand`. */
export function validateSessionListQueueCommand(value, options) {
  return result(check(v_SessionListQueueCommand, value, options), value);
}

/** Whether a value is a `SessionListQueueCommand`. */
export function isSessionListQueueCommand(value, options) {
  return check(v_SessionListQueueCommand, value, options) === undefined;
}

/** Validates a value as a `SessionListResult`. */
export function validateSessionListResult(value, options) {
  return result(check(v_SessionListResult, value, options), value);
}

/** Whether a value is a `SessionListResult`. */
export function isSessionListResult(value, options) {
  return check(v_SessionListResult, value, options) === undefined;
}

/** Validates a value as a `SessionMessageReceivedEvent`. */
export function validateSessionMessageReceivedEvent(value, options) {
  return result(check(v_SessionMessageReceivedEvent, value, options), value);
}

/** Whether a value is a `SessionMessageReceivedEvent`. */
export function isSessionMessageReceivedEvent(value, options) {
  return check(v_SessionMessageReceivedEvent, value, options) === undefined;
}

/** Validates a value as a `SessionMode`. */
export function validateSessionMode(value, options) {
  return result(check(v_SessionMode, value, options), value);
}

/** Whether a value is a `SessionMode`. */
export function isSessionMode(value, options) {
  return check(v_SessionMode, value, options) === undefined;
}

/** Validates a value as a `SessionNavigateCommand`. */
export function validateSessionNavigateCommand(value, options) {
  return result(check(v_SessionNavigateCommand, value, options), value);
}

/** Whether a value is a `SessionNavigateCommand`. */
export function isSessionNavigateCommand(value, options) {
  return check(v_SessionNavigateCommand, value, options) === undefined;
}

/** Validates a value as a `SessionQueueMessageCommand`. */
export function validateSessionQueueMessageCommand(value, options) {
  return result(check(v_SessionQueueMessageCommand, value, options), value);
}

/** Whether a value is a `SessionQueueMessageCommand`. */
export function isSessionQueueMessageCommand(value, options) {
  return check(v_SessionQueueMessageCommand, value, options) === undefined;
}

/** Validates a value as a `SessionReloadCommand`. */
export function validateSessionReloadCommand(value, options) {
  return result(check(v_SessionReloadCommand, value, options), value);
}

/** Whether a value is a `SessionReloadCommand`. */
export function isSessionReloadCommand(value, options) {
  return check(v_SessionReloadCommand, value, options) === undefined;
}

/** Validates a value as a `SessionRemoveQueuedMessageCommand`. */
export function validateSessionRemoveQueuedMessageCommand(value, options) {
  return result(check(v_SessionRemoveQueuedMessageCommand, value, options), value);
}

/** Whether a value is a `SessionRemoveQueuedMessageCommand`. */
export function isSessionRemoveQueuedMessageCommand(value, options) {
  return check(v_SessionRemoveQueuedMessageCommand, value, options) === undefined;
}

/** Validates a value as a `SessionRenameCommand`. */
export function validateSessionRenameCommand(value, options) {
  return result(check(v_SessionRenameCommand, value, options), value);
}

/** Whether a value is a `SessionRenameCommand`. */
export function isSessionRenameCommand(value, options) {
  return check(v_SessionRenameCommand, value, options) === undefined;
}

/** Validates a value as a `SessionRenameResult`. */
export function validateSessionRenameResult(value, options) {
  return result(check(v_SessionRenameResult, value, options), value);
}

/** Whether a value is a `SessionRenameResult`. */
export function isSessionRenameResult(value, options) {
  return check(v_SessionRenameResult, value, options) === undefined;
}

/** Validates a value as a `SessionRenamedEvent`. */
export function validateSessionRenamedEvent(value, options) {
  return result(check(v_SessionRenamedEvent, value, options), value);
}

/** Whether a value is a `SessionRenamedEvent`. */
export function isSessionRenamedEvent(value, options) {
  return check(v_SessionRenamedEvent, value, options) === undefined;
}

/** Validates a value as a `SessionResumeCommand`. */
export function validateSessionResumeCommand(value, options) {
  return result(check(v_SessionResumeCommand, value, options), value);
}

/** Whether a value is a `SessionResumeCommand`. */
export function isSessionResumeCommand(value, options) {
  return check(v_SessionResumeCommand, value, options) === undefined;
}

/** Validates a value as a `SessionResumeResult`. */
export function validateSessionResumeResult(value, options) {
  return result(check(v_SessionResumeResult, value, options), value);
}

/** Whether a value is a `SessionResumeResult`. */
export function isSessionResumeResult(value, options) {
  return check(v_SessionResumeResult, value, options) === undefined;
}

/** Validates a value as a `SessionResumedEvent`. */
export function validateSessionResumedEvent(value, options) {
  return result(check(v_SessionResumedEvent, value, options), value);
}

/** Whether a value is a `SessionResumedEvent`. */
export function isSessionResumedEvent(value, options) {
  return check(v_SessionResumedEvent, value, options) === undefined;
}

/** Validates a value as a `SessionRetryQueuedMessageCommand`. */
export function validateSessionRetryQueuedMessageCommand(value, options) {
  return result(check(v_SessionRetryQueuedMessageCommand, value, options), value);
}

/** Whether a value is a `SessionRetryQueuedMessageCommand`. */
export function isSessionRetryQueuedMessageCommand(value, options) {
  return check(v_SessionRetryQueuedMessageCommand, value, options) === undefined;
}

/** Validates a value as a `SessionRewindCommand`. */
export function validateSessionRewindCommand(value, options) {
  return result(check(v_SessionRewindCommand, value, options), value);
}

/** Whether a value is a `SessionRewindCommand`. */
export function isSessionRewindCommand(value, options) {
  return check(v_SessionRewindCommand, value, options) === undefined;
}

/** Validates a value as a `SessionRewindPreviewCommand`. */
export function validateSessionRewindPreviewCommand(value, options) {
  return result(check(v_SessionRewindPreviewCommand, value, options), value);
}

/** Whether a value is a `SessionRewindPreviewCommand`. */
export function isSessionRewindPreviewCommand(value, options) {
  return check(v_SessionRewindPreviewCommand, value, options) === undefined;
}

/** Validates a value as a `SessionRewindResult`. */
export function validateSessionRewindResult(value, options) {
  return result(check(v_SessionRewindResult, value, options), value);
}

/** Whether a value is a `SessionRewindResult`. */
export function isSessionRewindResult(value, options) {
  return check(v_SessionRewindResult, value, options) === undefined;
}

/** Validates a value as a `SessionSendMessageCommand`. */
export function validateSessionSendMessageCommand(value, options) {
  return result(check(v_SessionSendMessageCommand, value, options), value);
}

/** Whether a value is a `SessionSendMessageCommand`. */
export function isSessionSendMessageCommand(value, options) {
  return check(v_SessionSendMessageCommand, value, options) === undefined;
}

/** Validates a value as a `SessionSendMessageResult`. */
export function validateSessionSendMessageResult(value, options) {
  return result(check(v_SessionSendMessageResult, value, options), value);
}

/** Whether a value is a `SessionSendMessageResult`. */
export function isSessionSendMessageResult(value, options) {
  return check(v_SessionSendMessageResult, value, options) === undefined;
}

/** Validates a value as a `SessionSetAuthorityCommand`. */
export function validateSessionSetAuthorityCommand(value, options) {
  return result(check(v_SessionSetAuthorityCommand, value, options), value);
}

/** Whether a value is a `SessionSetAuthorityCommand`. */
export function isSessionSetAuthorityCommand(value, options) {
  return check(v_SessionSetAuthorityCommand, value, options) === undefined;
}

/** Validates a value as a `SessionSetModelCommand`. */
export function validateSessionSetModelCommand(value, options) {
  return result(check(v_SessionSetModelCommand, value, options), value);
}

/** Whether a value is a `SessionSetModelCommand`. */
export function isSessionSetModelCommand(value, options) {
  return check(v_SessionSetModelCommand, value, options) === undefined;
}

/** Validates a value as a `SessionSetThinkingCommand`. */
export function validateSessionSetThinkingCommand(value, options) {
  return result(check(v_SessionSetThinkingCommand, value, options), value);
}

/** Whether a value is a `SessionSetThinkingCommand`. */
export function isSessionSetThinkingCommand(value, options) {
  return check(v_SessionSetThinkingCommand, value, options) === undefined;
}

/** Validates a value as a `SessionStatus`. */
export function validateSessionStatus(value, options) {
  return result(check(v_SessionStatus, value, options), value);
}

/** Whether a value is a `SessionStatus`. */
export function isSessionStatus(value, options) {
  return check(v_SessionStatus, value, options) === undefined;
}

/** Validates a value as a `SessionTasksCommand`. */
export function validateSessionTasksCommand(value, options) {
  return result(check(v_SessionTasksCommand, value, options), value);
}

/** Whether a value is a `SessionTasksCommand`. */
export function isSessionTasksCommand(value, options) {
  return check(v_SessionTasksCommand, value, options) === undefined;
}

/** Validates a value as a `SessionTasksResult`. */
export function validateSessionTasksResult(value, options) {
  return result(check(v_SessionTasksResult, value, options), value);
}

/** Whether a value is a `SessionTasksResult`. */
export function isSessionTasksResult(value, options) {
  return check(v_SessionTasksResult, value, options) === undefined;
}

/** Validates a value as a `SessionTreeCommand`. */
export function validateSessionTreeCommand(value, options) {
  return result(check(v_SessionTreeCommand, value, options), value);
}

/** Whether a value is a `SessionTreeCommand`. */
export function isSessionTreeCommand(value, options) {
  return check(v_SessionTreeCommand, value, options) === undefined;
}

/** Validates a value as a `SessionWaitingForInputEvent`. */
export function validateSessionWaitingForInputEvent(value, options) {
  return result(check(v_SessionWaitingForInputEvent, value, options), value);
}

/** Whether a value is a `SessionWaitingForInputEvent`. */
export function isSessionWaitingForInputEvent(value, options) {
  return check(v_SessionWaitingForInputEvent, value, options) === undefined;
}

/** Validates a value as a `SkillInvokedEvent`. */
export function validateSkillInvokedEvent(value, options) {
  return result(check(v_SkillInvokedEvent, value, options), value);
}

/** Whether a value is a `SkillInvokedEvent`. */
export function isSkillInvokedEvent(value, options) {
  return check(v_SkillInvokedEvent, value, options) === undefined;
}

/** Validates a value as a `StepFinishedEvent`. */
export function validateStepFinishedEvent(value, options) {
  return result(check(v_StepFinishedEvent, value, options), value);
}

/** Whether a value is a `StepFinishedEvent`. */
export function isStepFinishedEvent(value, options) {
  return check(v_StepFinishedEvent, value, options) === undefined;
}

/** Validates a value as a `StepStartedEvent`. */
export function validateStepStartedEvent(value, options) {
  return result(check(v_StepStartedEvent, value, options), value);
}

/** Whether a value is a `StepStartedEvent`. */
export function isStepStartedEvent(value, options) {
  return check(v_StepStartedEvent, value, options) === undefined;
}

/** Validates a value as a `StrategyKind`. */
export function validateStrategyKind(value, options) {
  return result(check(v_StrategyKind, value, options), value);
}

/** Whether a value is a `StrategyKind`. */
export function isStrategyKind(value, options) {
  return check(v_StrategyKind, value, options) === undefined;
}

/** Validates a value as a `StrategyProposedEvent`. */
export function validateStrategyProposedEvent(value, options) {
  return result(check(v_StrategyProposedEvent, value, options), value);
}

/** Whether a value is a `StrategyProposedEvent`. */
export function isStrategyProposedEvent(value, options) {
  return check(v_StrategyProposedEvent, value, options) === undefined;
}

/** Validates a value as a `StrategyResolvedEvent`. */
export function validateStrategyResolvedEvent(value, options) {
  return result(check(v_StrategyResolvedEvent, value, options), value);
}

/** Whether a value is a `StrategyResolvedEvent`. */
export function isStrategyResolvedEvent(value, options) {
  return check(v_StrategyResolvedEvent, value, options) === undefined;
}

/** Validates a value as a `SubagentFinishedEvent`. */
export function validateSubagentFinishedEvent(value, options) {
  return result(check(v_SubagentFinishedEvent, value, options), value);
}

/** Whether a value is a `SubagentFinishedEvent`. */
export function isSubagentFinishedEvent(value, options) {
  return check(v_SubagentFinishedEvent, value, options) === undefined;
}

/** Validates a value as a `SubagentStartedEvent`. */
export function validateSubagentStartedEvent(value, options) {
  return result(check(v_SubagentStartedEvent, value, options), value);
}

/** Whether a value is a `SubagentStartedEvent`. */
export function isSubagentStartedEvent(value, options) {
  return check(v_SubagentStartedEvent, value, options) === undefined;
}

/** Validates a value as a `TaskProfiledEvent`. */
export function validateTaskProfiledEvent(value, options) {
  return result(check(v_TaskProfiledEvent, value, options), value);
}

/** Whether a value is a `TaskProfiledEvent`. */
export function isTaskProfiledEvent(value, options) {
  return check(v_TaskProfiledEvent, value, options) === undefined;
}

/** Validates a value as a `ThinkingLevel`. */
export function validateThinkingLevel(value, options) {
  return result(check(v_ThinkingLevel, value, options), value);
}

/** Whether a value is a `ThinkingLevel`. */
export function isThinkingLevel(value, options) {
  return check(v_ThinkingLevel, value, options) === undefined;
}

/** Validates a value as a `ThreadArchiveCommand`. */
export function validateThreadArchiveCommand(value, options) {
  return result(check(v_ThreadArchiveCommand, value, options), value);
}

/** Whether a value is a `ThreadArchiveCommand`. */
export function isThreadArchiveCommand(value, options) {
  return check(v_ThreadArchiveCommand, value, options) === undefined;
}

/** Validates a value as a `ThreadArchiveResult`. */
export function validateThreadArchiveResult(value, options) {
  return result(check(v_ThreadArchiveResult, value, options), value);
}

/** Whether a value is a `ThreadArchiveResult`. */
export function isThreadArchiveResult(value, options) {
  return check(v_ThreadArchiveResult, value, options) === undefined;
}

/** Validates a value as a `ThreadCreateCommand`. */
export function validateThreadCreateCommand(value, options) {
  return result(check(v_ThreadCreateCommand, value, options), value);
}

/** Whether a value is a `ThreadCreateCommand`. */
export function isThreadCreateCommand(value, options) {
  return check(v_ThreadCreateCommand, value, options) === undefined;
}

/** Validates a value as a `ThreadCreateResult`. */
export function validateThreadCreateResult(value, options) {
  return result(check(v_ThreadCreateResult, value, options), value);
}

/** Whether a value is a `ThreadCreateResult`. */
export function isThreadCreateResult(value, options) {
  return check(v_ThreadCreateResult, value, options) === undefined;
}

/** Validates a value as a `ThreadGetCommand`. */
export function validateThreadGetCommand(value, options) {
  return result(check(v_ThreadGetCommand, value, options), value);
}

/** Whether a value is a `ThreadGetCommand`. */
export function isThreadGetCommand(value, options) {
  return check(v_ThreadGetCommand, value, options) === undefined;
}

/** Validates a value as a `ThreadGetResult`. */
export function validateThreadGetResult(value, options) {
  return result(check(v_ThreadGetResult, value, options), value);
}

/** Whether a value is a `ThreadGetResult`. */
export function isThreadGetResult(value, options) {
  return check(v_ThreadGetResult, value, options) === undefined;
}

/** Validates a value as a `ThreadListCommand`. */
export function validateThreadListCommand(value, options) {
  return result(check(v_ThreadListCommand, value, options), value);
}

/** Whether a value is a `ThreadListCommand`. */
export function isThreadListCommand(value, options) {
  return check(v_ThreadListCommand, value, options) === undefined;
}

/** Validates a value as a `ThreadListResult`. */
export function validateThreadListResult(value, options) {
  return result(check(v_ThreadListResult, value, options), value);
}

/** Whether a value is a `ThreadListResult`. */
export function isThreadListResult(value, options) {
  return check(v_ThreadListResult, value, options) === undefined;
}

/** Validates a value as a `ThreadRecord`. */
export function validateThreadRecord(value, options) {
  return result(check(v_ThreadRecord, value, options), value);
}

/** Whether a value is a `ThreadRecord`. */
export function isThreadRecord(value, options) {
  return check(v_ThreadRecord, value, options) === undefined;
}

/** Validates a value as a `ThreadStatus`. */
export function validateThreadStatus(value, options) {
  return result(check(v_ThreadStatus, value, options), value);
}

/** Whether a value is a `ThreadStatus`. */
export function isThreadStatus(value, options) {
  return check(v_ThreadStatus, value, options) === undefined;
}

/** Validates a value as a `ThreadUpdateCommand`. */
export function validateThreadUpdateCommand(value, options) {
  return result(check(v_ThreadUpdateCommand, value, options), value);
}

/** Whether a value is a `ThreadUpdateCommand`. */
export function isThreadUpdateCommand(value, options) {
  return check(v_ThreadUpdateCommand, value, options) === undefined;
}

/** Validates a value as a `ThreadUpdateResult`. */
export function validateThreadUpdateResult(value, options) {
  return result(check(v_ThreadUpdateResult, value, options), value);
}

/** Whether a value is a `ThreadUpdateResult`. */
export function isThreadUpdateResult(value, options) {
  return check(v_ThreadUpdateResult, value, options) === undefined;
}

/** Validates a value as a `ToolAction`. */
export function validateToolAction(value, options) {
  return result(check(v_ToolAction, value, options), value);
}

/** Whether a value is a `ToolAction`. */
export function isToolAction(value, options) {
  return check(v_ToolAction, value, options) === undefined;
}

/** Validates a value as a `ToolCallFailedEvent`. */
export function validateToolCallFailedEvent(value, options) {
  return result(check(v_ToolCallFailedEvent, value, options), value);
}

/** Whether a value is a `ToolCallFailedEvent`. */
export function isToolCallFailedEvent(value, options) {
  return check(v_ToolCallFailedEvent, value, options) === undefined;
}

/** Validates a value as a `ToolCallFinishedEvent`. */
export function validateToolCallFinishedEvent(value, options) {
  return result(check(v_ToolCallFinishedEvent, value, options), value);
}

/** Whether a value is a `ToolCallFinishedEvent`. */
export function isToolCallFinishedEvent(value, options) {
  return check(v_ToolCallFinishedEvent, value, options) === undefined;
}

/** Validates a value as a `ToolCallProgressEvent`. */
export function validateToolCallProgressEvent(value, options) {
  return result(check(v_ToolCallProgressEvent, value, options), value);
}

/** Whether a value is a `ToolCallProgressEvent`. */
export function isToolCallProgressEvent(value, options) {
  return check(v_ToolCallProgressEvent, value, options) === undefined;
}

/** Validates a value as a `ToolCallStartedEvent`. */
export function validateToolCallStartedEvent(value, options) {
  return result(check(v_ToolCallStartedEvent, value, options), value);
}

/** Whether a value is a `ToolCallStartedEvent`. */
export function isToolCallStartedEvent(value, options) {
  return check(v_ToolCallStartedEvent, value, options) === undefined;
}

/** Validates a value as a `TurnGetCommand`. */
export function validateTurnGetCommand(value, options) {
  return result(check(v_TurnGetCommand, value, options), value);
}

/** Whether a value is a `TurnGetCommand`. */
export function isTurnGetCommand(value, options) {
  return check(v_TurnGetCommand, value, options) === undefined;
}

/** Validates a value as a `TurnGetResult`. */
export function validateTurnGetResult(value, options) {
  return result(check(v_TurnGetResult, value, options), value);
}

/** Whether a value is a `TurnGetResult`. */
export function isTurnGetResult(value, options) {
  return check(v_TurnGetResult, value, options) === undefined;
}

/** Validates a value as a `TurnInspectCommand`. */
export function validateTurnInspectCommand(value, options) {
  return result(check(v_TurnInspectCommand, value, options), value);
}

/** Whether a value is a `TurnInspectCommand`. */
export function isTurnInspectCommand(value, options) {
  return check(v_TurnInspectCommand, value, options) === undefined;
}

/** Validates a value as a `TurnInspectResult`. */
export function validateTurnInspectResult(value, options) {
  return result(check(v_TurnInspectResult, value, options), value);
}

/** Whether a value is a `TurnInspectResult`. */
export function isTurnInspectResult(value, options) {
  return check(v_TurnInspectResult, value, options) === undefined;
}

/** Validates a value as a `TurnInterruptCommand`. */
export function validateTurnInterruptCommand(value, options) {
  return result(check(v_TurnInterruptCommand, value, options), value);
}

/** Whether a value is a `TurnInterruptCommand`. */
export function isTurnInterruptCommand(value, options) {
  return check(v_TurnInterruptCommand, value, options) === undefined;
}

/** Validates a value as a `TurnInterruptResult`. */
export function validateTurnInterruptResult(value, options) {
  return result(check(v_TurnInterruptResult, value, options), value);
}

/** Whether a value is a `TurnInterruptResult`. */
export function isTurnInterruptResult(value, options) {
  return check(v_TurnInterruptResult, value, options) === undefined;
}

/** Validates a value as a `TurnItemKind`. */
export function validateTurnItemKind(value, options) {
  return result(check(v_TurnItemKind, value, options), value);
}

/** Whether a value is a `TurnItemKind`. */
export function isTurnItemKind(value, options) {
  return check(v_TurnItemKind, value, options) === undefined;
}

/** Validates a value as a `TurnItemRecord`. */
export function validateTurnItemRecord(value, options) {
  return result(check(v_TurnItemRecord, value, options), value);
}

/** Whether a value is a `TurnItemRecord`. */
export function isTurnItemRecord(value, options) {
  return check(v_TurnItemRecord, value, options) === undefined;
}

/** Validates a value as a `TurnItemsCommand`. */
export function validateTurnItemsCommand(value, options) {
  return result(check(v_TurnItemsCommand, value, options), value);
}

/** Whether a value is a `TurnItemsCommand`. */
export function isTurnItemsCommand(value, options) {
  return check(v_TurnItemsCommand, value, options) === undefined;
}

/** Validates a value as a `TurnItemsResult`. */
export function validateTurnItemsResult(value, options) {
  return result(check(v_TurnItemsResult, value, options), value);
}

/** Whether a value is a `TurnItemsResult`. */
export function isTurnItemsResult(value, options) {
  return check(v_TurnItemsResult, value, options) === undefined;
}

/** Validates a value as a `TurnListCommand`. */
export function validateTurnListCommand(value, options) {
  return result(check(v_TurnListCommand, value, options), value);
}

/** Whether a value is a `TurnListCommand`. */
export function isTurnListCommand(value, options) {
  return check(v_TurnListCommand, value, options) === undefined;
}

/** Validates a value as a `TurnListResult`. */
export function validateTurnListResult(value, options) {
  return result(check(v_TurnListResult, value, options), value);
}

/** Whether a value is a `TurnListResult`. */
export function isTurnListResult(value, options) {
  return check(v_TurnListResult, value, options) === undefined;
}

/** Validates a value as a `TurnRecord`. */
export function validateTurnRecord(value, options) {
  return result(check(v_TurnRecord, value, options), value);
}

/** Whether a value is a `TurnRecord`. */
export function isTurnRecord(value, options) {
  return check(v_TurnRecord, value, options) === undefined;
}

/** Validates a value as a `TurnStartCommand`. */
export function validateTurnStartCommand(value, options) {
  return result(check(v_TurnStartCommand, value, options), value);
}

/** Whether a value is a `TurnStartCommand`. */
export function isTurnStartCommand(value, options) {
  return check(v_TurnStartCommand, value, options) === undefined;
}

/** Validates a value as a `TurnStartResult`. */
export function validateTurnStartResult(value, options) {
  return result(check(v_TurnStartResult, value, options), value);
}

/** Whether a value is a `TurnStartResult`. */
export function isTurnStartResult(value, options) {
  return check(v_TurnStartResult, value, options) === undefined;
}

/** Validates a value as a `TurnStatus`. */
export function validateTurnStatus(value, options) {
  return result(check(v_TurnStatus, value, options), value);
}

/** Whether a value is a `TurnStatus`. */
export function isTurnStatus(value, options) {
  return check(v_TurnStatus, value, options) === undefined;
}

/** Validates a value as a `TurnSteerCommand`. */
export function validateTurnSteerCommand(value, options) {
  return result(check(v_TurnSteerCommand, value, options), value);
}

/** Whether a value is a `TurnSteerCommand`. */
export function isTurnSteerCommand(value, options) {
  return check(v_TurnSteerCommand, value, options) === undefined;
}

/** Validates a value as a `TurnSteerResult`. */
export function validateTurnSteerResult(value, options) {
  return result(check(v_TurnSteerResult, value, options), value);
}

/** Whether a value is a `TurnSteerResult`. */
export function isTurnSteerResult(value, options) {
  return check(v_TurnSteerResult, value, options) === undefined;
}

/** Validates a value as a `UsagePurpose`. */
export function validateUsagePurpose(value, options) {
  return result(check(v_UsagePurpose, value, options), value);
}

/** Whether a value is a `UsagePurpose`. */
export function isUsagePurpose(value, options) {
  return check(v_UsagePurpose, value, options) === undefined;
}

/** Validates a value as a `UserQuestionAskedEvent`. */
export function validateUserQuestionAskedEvent(value, options) {
  return result(check(v_UserQuestionAskedEvent, value, options), value);
}

/** Whether a value is a `UserQuestionAskedEvent`. */
export function isUserQuestionAskedEvent(value, options) {
  return check(v_UserQuestionAskedEvent, value, options) === undefined;
}

/** Validates a value as a `UserQuestionRespondCommand`. */
export function validateUserQuestionRespondCommand(value, options) {
  return result(check(v_UserQuestionRespondCommand, value, options), value);
}

/** Whether a value is a `UserQuestionRespondCommand`. */
export function isUserQuestionRespondCommand(value, options) {
  return check(v_UserQuestionRespondCommand, value, options) === undefined;
}

/** Validates a value as a `UserQuestionRespondResult`. */
export function validateUserQuestionRespondResult(value, options) {
  return result(check(v_UserQuestionRespondResult, value, options), value);
}

/** Whether a value is a `UserQuestionRespondResult`. */
export function isUserQuestionRespondResult(value, options) {
  return check(v_UserQuestionRespondResult, value, options) === undefined;
}

/** Validates a value as a `VerificationCompletedEvent`. */
export function validateVerificationCompletedEvent(value, options) {
  return result(check(v_VerificationCompletedEvent, value, options), value);
}

/** Whether a value is a `VerificationCompletedEvent`. */
export function isVerificationCompletedEvent(value, options) {
  return check(v_VerificationCompletedEvent, value, options) === undefined;
}

/** Validates a value as a `VerificationFailedEvent`. */
export function validateVerificationFailedEvent(value, options) {
  return result(check(v_VerificationFailedEvent, value, options), value);
}

/** Whether a value is a `VerificationFailedEvent`. */
export function isVerificationFailedEvent(value, options) {
  return check(v_VerificationFailedEvent, value, options) === undefined;
}

/** Validates a value as a `WebLaunchCommand`. */
export function validateWebLaunchCommand(value, options) {
  return result(check(v_WebLaunchCommand, value, options), value);
}

/** Whether a value is a `WebLaunchCommand`. */
export function isWebLaunchCommand(value, options) {
  return check(v_WebLaunchCommand, value, options) === undefined;
}

/** Validates a value as a `WindowsForcedSandbox`. */
export function validateWindowsForcedSandbox(value, options) {
  return result(check(v_WindowsForcedSandbox, value, options), value);
}

/** Whether a value is a `WindowsForcedSandbox`. */
export function isWindowsForcedSandbox(value, options) {
  return check(v_WindowsForcedSandbox, value, options) === undefined;
}

/** Validates a value as a `WireFormat`. */
export function validateWireFormat(value, options) {
  return result(check(v_WireFormat, value, options), value);
}

/** Whether a value is a `WireFormat`. */
export function isWireFormat(value, options) {
  return check(v_WireFormat, value, options) === undefined;
}

/** Validates a value as a `WorkerApplyCommand`. */
export function validateWorkerApplyCommand(value, options) {
  return result(check(v_WorkerApplyCommand, value, options), value);
}

/** Whether a value is a `WorkerApplyCommand`. */
export function isWorkerApplyCommand(value, options) {
  return check(v_WorkerApplyCommand, value, options) === undefined;
}

/** Validates a value as a `WorkerApplyResult`. */
export function validateWorkerApplyResult(value, options) {
  return result(check(v_WorkerApplyResult, value, options), value);
}

/** Whether a value is a `WorkerApplyResult`. */
export function isWorkerApplyResult(value, options) {
  return check(v_WorkerApplyResult, value, options) === undefined;
}

/** Validates a value as a `WorkerCancelCommand`. */
export function validateWorkerCancelCommand(value, options) {
  return result(check(v_WorkerCancelCommand, value, options), value);
}

/** Whether a value is a `WorkerCancelCommand`. */
export function isWorkerCancelCommand(value, options) {
  return check(v_WorkerCancelCommand, value, options) === undefined;
}

/** Validates a value as a `WorkerCancelResult`. */
export function validateWorkerCancelResult(value, options) {
  return result(check(v_WorkerCancelResult, value, options), value);
}

/** Whether a value is a `WorkerCancelResult`. */
export function isWorkerCancelResult(value, options) {
  return check(v_WorkerCancelResult, value, options) === undefined;
}

/** Validates a value as a `WorkerEventsCommand`. */
export function validateWorkerEventsCommand(value, options) {
  return result(check(v_WorkerEventsCommand, value, options), value);
}

/** Whether a value is a `WorkerEventsCommand`. */
export function isWorkerEventsCommand(value, options) {
  return check(v_WorkerEventsCommand, value, options) === undefined;
}

/** Validates a value as a `WorkerEventsResult`. */
export function validateWorkerEventsResult(value, options) {
  return result(check(v_WorkerEventsResult, value, options), value);
}

/** Whether a value is a `WorkerEventsResult`. */
export function isWorkerEventsResult(value, options) {
  return check(v_WorkerEventsResult, value, options) === undefined;
}

/** Validates a value as a `WorkerFollowupCommand`. */
export function validateWorkerFollowupCommand(value, options) {
  return result(check(v_WorkerFollowupCommand, value, options), value);
}

/** Whether a value is a `WorkerFollowupCommand`. */
export function isWorkerFollowupCommand(value, options) {
  return check(v_WorkerFollowupCommand, value, options) === undefined;
}

/** Validates a value as a `WorkerFollowupResult`. */
export function validateWorkerFollowupResult(value, options) {
  return result(check(v_WorkerFollowupResult, value, options), value);
}

/** Whether a value is a `WorkerFollowupResult`. */
export function isWorkerFollowupResult(value, options) {
  return check(v_WorkerFollowupResult, value, options) === undefined;
}

/** Validates a value as a `WorkerListCommand`. */
export function validateWorkerListCommand(value, options) {
  return result(check(v_WorkerListCommand, value, options), value);
}

/** Whether a value is a `WorkerListCommand`. */
export function isWorkerListCommand(value, options) {
  return check(v_WorkerListCommand, value, options) === undefined;
}

/** Validates a value as a `WorkerListResult`. */
export function validateWorkerListResult(value, options) {
  return result(check(v_WorkerListResult, value, options), value);
}

/** Whether a value is a `WorkerListResult`. */
export function isWorkerListResult(value, options) {
  return check(v_WorkerListResult, value, options) === undefined;
}

/** Validates a value as a `WorkerRetryCommand`. */
export function validateWorkerRetryCommand(value, options) {
  return result(check(v_WorkerRetryCommand, value, options), value);
}

/** Whether a value is a `WorkerRetryCommand`. */
export function isWorkerRetryCommand(value, options) {
  return check(v_WorkerRetryCommand, value, options) === undefined;
}

/** Validates a value as a `WorkerRetryResult`. */
export function validateWorkerRetryResult(value, options) {
  return result(check(v_WorkerRetryResult, value, options), value);
}

/** Whether a value is a `WorkerRetryResult`. */
export function isWorkerRetryResult(value, options) {
  return check(v_WorkerRetryResult, value, options) === undefined;
}

/** Validates a value as a `WorkerReviewCommand`. */
export function validateWorkerReviewCommand(value, options) {
  return result(check(v_WorkerReviewCommand, value, options), value);
}

/** Whether a value is a `WorkerReviewCommand`. */
export function isWorkerReviewCommand(value, options) {
  return check(v_WorkerReviewCommand, value, options) === undefined;
}

/** Validates a value as a `WorkerReviewResult`. */
export function validateWorkerReviewResult(value, options) {
  return result(check(v_WorkerReviewResult, value, options), value);
}

/** Whether a value is a `WorkerReviewResult`. */
export function isWorkerReviewResult(value, options) {
  return check(v_WorkerReviewResult, value, options) === undefined;
}

/** Validates a value as a `WorkerStartCommand`. */
export function validateWorkerStartCommand(value, options) {
  return result(check(v_WorkerStartCommand, value, options), value);
}

/** Whether a value is a `WorkerStartCommand`. */
export function isWorkerStartCommand(value, options) {
  return check(v_WorkerStartCommand, value, options) === undefined;
}

/** Validates a value as a `WorkerStartResult`. */
export function validateWorkerStartResult(value, options) {
  return result(check(v_WorkerStartResult, value, options), value);
}

/** Whether a value is a `WorkerStartResult`. */
export function isWorkerStartResult(value, options) {
  return check(v_WorkerStartResult, value, options) === undefined;
}

/** Validates a value as a `WorkerStatusCommand`. */
export function validateWorkerStatusCommand(value, options) {
  return result(check(v_WorkerStatusCommand, value, options), value);
}

/** Whether a value is a `WorkerStatusCommand`. */
export function isWorkerStatusCommand(value, options) {
  return check(v_WorkerStatusCommand, value, options) === undefined;
}

/** Validates a value as a `WorkerStatusResult`. */
export function validateWorkerStatusResult(value, options) {
  return result(check(v_WorkerStatusResult, value, options), value);
}

/** Whether a value is a `WorkerStatusResult`. */
export function isWorkerStatusResult(value, options) {
  return check(v_WorkerStatusResult, value, options) === undefined;
}

/** Validates a value as a `WorkflowFormat`. */
export function validateWorkflowFormat(value, options) {
  return result(check(v_WorkflowFormat, value, options), value);
}

/** Whether a value is a `WorkflowFormat`. */
export function isWorkflowFormat(value, options) {
  return check(v_WorkflowFormat, value, options) === undefined;
}

/** Validates a value as a `WorkflowGetCommand`. */
export function validateWorkflowGetCommand(value, options) {
  return result(check(v_WorkflowGetCommand, value, options), value);
}

/** Whether a value is a `WorkflowGetCommand`. */
export function isWorkflowGetCommand(value, options) {
  return check(v_WorkflowGetCommand, value, options) === undefined;
}

/** Validates a value as a `WorkflowGetResult`. */
export function validateWorkflowGetResult(value, options) {
  return result(check(v_WorkflowGetResult, value, options), value);
}

/** Whether a value is a `WorkflowGetResult`. */
export function isWorkflowGetResult(value, options) {
  return check(v_WorkflowGetResult, value, options) === undefined;
}

/** Validates a value as a `WorkflowListCommand`. */
export function validateWorkflowListCommand(value, options) {
  return result(check(v_WorkflowListCommand, value, options), value);
}

/** Whether a value is a `WorkflowListCommand`. */
export function isWorkflowListCommand(value, options) {
  return check(v_WorkflowListCommand, value, options) === undefined;
}

/** Validates a value as a `WorkflowListResult`. */
export function validateWorkflowListResult(value, options) {
  return result(check(v_WorkflowListResult, value, options), value);
}

/** Whether a value is a `WorkflowListResult`. */
export function isWorkflowListResult(value, options) {
  return check(v_WorkflowListResult, value, options) === undefined;
}

/** Validates a value as a `WorkflowStartCommand`. */
export function validateWorkflowStartCommand(value, options) {
  return result(check(v_WorkflowStartCommand, value, options), value);
}

/** Whether a value is a `WorkflowStartCommand`. */
export function isWorkflowStartCommand(value, options) {
  return check(v_WorkflowStartCommand, value, options) === undefined;
}

/** Validates a value as a `WorkflowStartResult`. */
export function validateWorkflowStartResult(value, options) {
  return result(check(v_WorkflowStartResult, value, options), value);
}

/** Whether a value is a `WorkflowStartResult`. */
export function isWorkflowStartResult(value, options) {
  return check(v_WorkflowStartResult, value, options) === undefined;
}

/** Validates a value as a `WorkspaceCommitCommand`. */
export function validateWorkspaceCommitCommand(value, options) {
  return result(check(v_WorkspaceCommitCommand, value, options), value);
}

/** Whether a value is a `WorkspaceCommitCommand`. */
export function isWorkspaceCommitCommand(value, options) {
  return check(v_WorkspaceCommitCommand, value, options) === undefined;
}

/** Validates a value as a `WorkspaceDiffCommand`. */
export function validateWorkspaceDiffCommand(value, options) {
  return result(check(v_WorkspaceDiffCommand, value, options), value);
}

/** Whether a value is a `WorkspaceDiffCommand`. */
export function isWorkspaceDiffCommand(value, options) {
  return check(v_WorkspaceDiffCommand, value, options) === undefined;
}

/** Validates a value as a `WorkspaceDiffResult`. */
export function validateWorkspaceDiffResult(value, options) {
  return result(check(v_WorkspaceDiffResult, value, options), value);
}

/** Whether a value is a `WorkspaceDiffResult`. */
export function isWorkspaceDiffResult(value, options) {
  return check(v_WorkspaceDiffResult, value, options) === undefined;
}

/** Validates a value as a `WorkspaceStageCommand`. */
export function validateWorkspaceStageCommand(value, options) {
  return result(check(v_WorkspaceStageCommand, value, options), value);
}

/** Whether a value is a `WorkspaceStageCommand`. */
export function isWorkspaceStageCommand(value, options) {
  return check(v_WorkspaceStageCommand, value, options) === undefined;
}

/** Validates a value as a `WorkspaceTrust`. */
export function validateWorkspaceTrust(value, options) {
  return result(check(v_WorkspaceTrust, value, options), value);
}

/** Whether a value is a `WorkspaceTrust`. */
export function isWorkspaceTrust(value, options) {
  return check(v_WorkspaceTrust, value, options) === undefined;
}

function v_ServerMessage(x) {
  if (!isObject(x)) return err([], "invalid type: " + kind(x) + ", expected a JSON-RPC response or an event push");
  if (!Object.prototype.hasOwnProperty.call(x, "event")) return v__Response(x);
  if (x.jsonrpc !== undefined || x.id !== undefined || x.result !== undefined || x.error !== undefined) {
    for (const k of ["jsonrpc", "id", "result", "error"]) {
      if (Object.prototype.hasOwnProperty.call(x, k)) return err([], "a frame is either a response or an event push");
    }
  }
  return v_EventPushEnvelope(x);
}

function v__Response(x) {
  for (const k of Object.keys(x)) {
    const q = [k];
    const v = x[k];
    if (k === "jsonrpc") {
      if (v !== "2.0") return err(q, "expected the constant \"2.0\"");
    } else if (k === "id") {
      if (typeof v !== "string" && !(typeof v === "number" && Number.isInteger(v)) && v !== null) return err(q, "invalid type: " + kind(v) + ", expected a request id");
    } else if (k === "error") {
      if (!isObject(v)) return err(q, "invalid type: " + kind(v) + ", expected an error object");
      if (!(typeof v.code === "number" && Number.isInteger(v.code))) return err(q, "missing or invalid `code`");
      if (typeof v.message !== "string") return err(q, "missing or invalid `message`");
    }
  }
  if (!("id" in x)) return err([], "missing field `id`");
  if (("result" in x) === ("error" in x)) return err([], "a response has exactly one of `result` and `error`");
  return undefined;
}

/** Validates a value as a `ServerMessage` (a response or an event push). */
export function validateServerMessage(value, options) {
  return received(v_ServerMessage, u_ServerMessage, value, options);
}

/** Whether a value is a `ServerMessage` (an event push of an unknown type is not). */
export function isServerMessage(value, options) {
  const r = validateServerMessage(value, options);
  return r.ok && r.unknown === undefined;
}

/** Parses one server frame (JSON text) as a `ServerMessage`; never throws. */
export function parseServerMessage(line, options) {
  let value;
  try {
    value = JSON.parse(line);
  } catch (e) {
    return notJson(e);
  }
  return validateServerMessage(value, options);
}

const RESULTS = {
  "core.authenticate": validateCoreAuthenticateResult,
  "core.ping": validatePongResult,
  "agent.run": validateAgentRunResult,
  "goal.create": validateGoalCreateResult,
  "goal.get": validateGoalGetResult,
  "goal.list": validateGoalListResult,
  "goal.edit": validateGoalActionResult,
  "goal.pause": validateGoalActionResult,
  "goal.resume": validateGoalActionResult,
  "goal.clear": validateGoalActionResult,
  "goal.complete": validateGoalActionResult,
  "goal.continue_decision": validateGoalContinueDecisionResult,
  "run.cancel": validateRunCancelResult,
  "run.steer": validateRunSteerResult,
  "plan.respond": validatePlanRespondResult,
  "event.subscribe": validateEventSubscribeResult,
  "event.unsubscribe": validateEventUnsubscribeResult,
  "event.replay": validateEventReplayResult,
  "thread.create": validateThreadCreateResult,
  "thread.list": validateThreadListResult,
  "thread.get": validateThreadGetResult,
  "thread.update": validateThreadUpdateResult,
  "thread.archive": validateThreadArchiveResult,
  "turn.start": validateTurnStartResult,
  "turn.get": validateTurnGetResult,
  "turn.list": validateTurnListResult,
  "turn.interrupt": validateTurnInterruptResult,
  "turn.steer": validateTurnSteerResult,
  "turn.items": validateTurnItemsResult,
  "runtime.capabilities": validateRuntimeCapabilitiesResult,
  "session.create": validateSessionCreateResult,
  "session.send_message": validateSessionSendMessageResult,
  "session.get_authority": validateSessionAuthorityResult,
  "session.set_authority": validateSessionAuthorityResult,
  "session.get_history": validateSessionGetHistoryResult,
  "session.list": validateSessionListResult,
  "session.resume": validateSessionResumeResult,
  "session.rename": validateSessionRenameResult,
  "session.fork": validateSessionForkResult,
  "session.export": validateSessionExportResult,
  "session.delete": validateSessionDeleteResult,
  "session.close": validateSessionCloseResult,
  "permission.respond": validatePermissionRespondResult,
  "user_question.respond": validateUserQuestionRespondResult,
  "session.compact": validateSessionCompactResult,
  "session.tasks": validateSessionTasksResult,
  "worker.list": validateWorkerListResult,
  "worker.start": validateWorkerStartResult,
  "worker.status": validateWorkerStatusResult,
  "worker.retry": validateWorkerRetryResult,
  "worker.events": validateWorkerEventsResult,
  "worker.followup": validateWorkerFollowupResult,
  "worker.review": validateWorkerReviewResult,
  "worker.apply": validateWorkerApplyResult,
  "workflow.start": validateWorkflowStartResult,
  "workflow.list": validateWorkflowListResult,
  "workflow.get": validateWorkflowGetResult,
  "workspace.diff": validateWorkspaceDiffResult,
  "session.checkpoints": validateSessionCheckpointsResult,
  "session.rewind": validateSessionRewindResult,
  "session.context": validateSessionContextResult,
  "turn.inspect": validateTurnInspectResult,
  "mcp.list": validateMcpListResult,
  "hooks.list": validateHooksListResult,
  "hooks.rerun": validateHookRerunResult,
  "memory.list": validateMemoryListResult,
  "memory.delete": validateMemoryDeleteResult,
  "background.get": validateBackgroundGetResult,
  "background.cancel": validateBackgroundCancelResult,
  "worker.cancel": validateWorkerCancelResult,
  "agent.settings.get": validateJsonValue,
  "agent.settings.set": validateJsonValue,
  "artifact.gc": validateJsonValue,
  "artifact.list": validateJsonValue,
  "core.shutdown": validateJsonValue,
  "memory.add": validateJsonValue,
  "memory.edit": validateJsonValue,
  "memory.expire": validateJsonValue,
  "memory.pin": validateJsonValue,
  "memory.settings.get": validateJsonValue,
  "memory.settings.set": validateJsonValue,
  "project.activate": validateJsonValue,
  "project.open": validateJsonValue,
  "session.execute_command": validateJsonValue,
  "session.import": validateJsonValue,
  "session.list_queue": validateJsonValue,
  "session.navigate": validateJsonValue,
  "session.queue_message": validateJsonValue,
  "session.reload": validateJsonValue,
  "session.remove_queued_message": validateJsonValue,
  "session.retry_queued_message": validateJsonValue,
  "session.rewind_preview": validateJsonValue,
  "session.set_model": validateJsonValue,
  "session.set_thinking": validateJsonValue,
  "session.tree": validateJsonValue,
  "web.launch": validateJsonValue,
  "workspace.commit": validateJsonValue,
  "workspace.stage": validateJsonValue,
};

/** Validates the `result` of a response to a request for `method`. */
export function validateResult(method, result, options) {
  const validate = Object.prototype.hasOwnProperty.call(RESULTS, method) ? RESULTS[method] : undefined;
  if (validate === undefined) return failure("no method " + JSON.stringify(method));
  return validate(result, options);
}
