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
            const b25 = (() => {
              { const e26 = v_ThinkingLevel(v15); if (e26) return within(e26, [k14]); }
              return undefined;
            })();
            if (b25 === undefined) return undefined;
            u24.push(b25);
            const b27 = (() => {
              if (!(v15 === null)) return err([k14], "invalid type: " + kind(v15) + ", expected null");
              return undefined;
            })();
            if (b27 === undefined) return undefined;
            u24.push(b27);
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
        { const e28 = v_QuestionMode(v15); if (e28) return within(e28, [k14]); }
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
          for (let i29 = 0; i29 < v15.length; i29++) {
            const v30 = v15[i29];
            if (!(typeof v30 === "string")) return err([k14, i29], "invalid type: " + kind(v30) + ", expected string");
          }
          if (v15.length > 100) return err([k14], "array has more than maxItems 100");
        }
      }
      else if (k14 === "attachments") {
        const v15 = x["attachments"];
        if (!(Array.isArray(v15))) return err([k14], "invalid type: " + kind(v15) + ", expected array");
        {
          for (let i31 = 0; i31 < v15.length; i31++) {
            const v32 = v15[i31];
            { const e33 = v_ImageArtifactInput(v32); if (e33) return within(e33, [k14, i31]); }
          }
          if (v15.length > 8) return err([k14], "array has more than maxItems 8");
        }
      }
    }
    if (x["goal"] === undefined) return err([], "missing field `goal`");
  }
  return undefined;
}

function v_AgentRunResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k34 in x) {
      if (k34 === "run_id") {
        const v35 = x["run_id"];
        if (!(typeof v35 === "string")) return err([k34], "invalid type: " + kind(v35) + ", expected string");
      }
      else if (k34 === "session_id") {
        const v35 = x["session_id"];
        if (!(typeof v35 === "string")) return err([k34], "invalid type: " + kind(v35) + ", expected string");
      }
      else if (k34 === "handled") {
        const v35 = x["handled"];
        if (!(typeof v35 === "boolean")) return err([k34], "invalid type: " + kind(v35) + ", expected boolean");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
  }
  return undefined;
}

function v_AgentSettingsGetCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k36 in x) {
      if (k36 === "type") {
        const v37 = x["type"];
        if (!(typeof v37 === "string")) return err([k36], "invalid type: " + kind(v37) + ", expected string");
        if (v37 !== "agent.settings.get") return err([k36], "invalid value: " + kind(v37) + ", expected the constant " + "\"agent.settings.get\"");
      }
    }
  }
  return undefined;
}

function v_AgentSettingsSetCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k38 in x) {
      if (k38 === "type") {
        const v39 = x["type"];
        if (!(typeof v39 === "string")) return err([k38], "invalid type: " + kind(v39) + ", expected string");
        if (v39 !== "agent.settings.set") return err([k38], "invalid value: " + kind(v39) + ", expected the constant " + "\"agent.settings.set\"");
      }
      else if (k38 === "steering_mode") {
        const v39 = x["steering_mode"];
        { const e40 = v_DeliveryMode(v39); if (e40) return within(e40, [k38]); }
      }
      else if (k38 === "follow_up_mode") {
        const v39 = x["follow_up_mode"];
        { const e41 = v_DeliveryMode(v39); if (e41) return within(e41, [k38]); }
      }
    }
    if (x["steering_mode"] === undefined) return err([], "missing field `steering_mode`");
    if (x["follow_up_mode"] === undefined) return err([], "missing field `follow_up_mode`");
  }
  return undefined;
}

function v_AgentStuckEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k42 in x) {
      if (k42 === "type") {
        const v43 = x["type"];
        if (!(typeof v43 === "string")) return err([k42], "invalid type: " + kind(v43) + ", expected string");
        if (v43 !== "agent.stuck") return err([k42], "invalid value: " + kind(v43) + ", expected the constant " + "\"agent.stuck\"");
      }
      else if (k42 === "run_id") {
        const v43 = x["run_id"];
        if (!(typeof v43 === "string")) return err([k42], "invalid type: " + kind(v43) + ", expected string");
      }
      else if (k42 === "step") {
        const v43 = x["step"];
        if (!(Number.isInteger(v43))) return err([k42], "invalid type: " + kind(v43) + ", expected integer");
      }
      else if (k42 === "tool_name") {
        const v43 = x["tool_name"];
        if (!(typeof v43 === "string")) return err([k42], "invalid type: " + kind(v43) + ", expected string");
      }
      else if (k42 === "signature") {
        const v43 = x["signature"];
        if (!(typeof v43 === "string")) return err([k42], "invalid type: " + kind(v43) + ", expected string");
      }
      else if (k42 === "repeat_count") {
        const v43 = x["repeat_count"];
        if (!(Number.isInteger(v43))) return err([k42], "invalid type: " + kind(v43) + ", expected integer");
      }
      else if (k42 === "ts") {
        const v43 = x["ts"];
        if (!(typeof v43 === "string")) return err([k42], "invalid type: " + kind(v43) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["step"] === undefined) return err([], "missing field `step`");
    if (x["tool_name"] === undefined) return err([], "missing field `tool_name`");
    if (x["signature"] === undefined) return err([], "missing field `signature`");
    if (x["repeat_count"] === undefined) return err([], "missing field `repeat_count`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_ArtifactGcCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k44 in x) {
      if (k44 === "type") {
        const v45 = x["type"];
        if (!(typeof v45 === "string")) return err([k44], "invalid type: " + kind(v45) + ", expected string");
        if (v45 !== "artifact.gc") return err([k44], "invalid value: " + kind(v45) + ", expected the constant " + "\"artifact.gc\"");
      }
      else if (k44 === "days") {
        const v45 = x["days"];
        if (!(Number.isInteger(v45))) return err([k44], "invalid type: " + kind(v45) + ", expected integer");
        {
          if (v45 < 0) return err([k44], v45 + " is less than minimum 0");
          if (v45 > 3650) return err([k44], v45 + " is greater than maximum 3650");
        }
      }
      else if (k44 === "confirmed") {
        const v45 = x["confirmed"];
        if (!(typeof v45 === "boolean")) return err([k44], "invalid type: " + kind(v45) + ", expected boolean");
      }
    }
  }
  return undefined;
}

function v_ArtifactListCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k46 in x) {
      if (k46 === "type") {
        const v47 = x["type"];
        if (!(typeof v47 === "string")) return err([k46], "invalid type: " + kind(v47) + ", expected string");
        if (v47 !== "artifact.list") return err([k46], "invalid value: " + kind(v47) + ", expected the constant " + "\"artifact.list\"");
      }
      else if (k46 === "days") {
        const v47 = x["days"];
        if (!(Number.isInteger(v47))) return err([k46], "invalid type: " + kind(v47) + ", expected integer");
        {
          if (v47 < 0) return err([k46], v47 + " is less than minimum 0");
          if (v47 > 3650) return err([k46], v47 + " is greater than maximum 3650");
        }
      }
    }
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
    for (const k48 in x) {
      if (k48 === "type") {
        const v49 = x["type"];
        if (!(typeof v49 === "string")) return err([k48], "invalid type: " + kind(v49) + ", expected string");
        if (v49 !== "audit.degraded") return err([k48], "invalid value: " + kind(v49) + ", expected the constant " + "\"audit.degraded\"");
      }
      else if (k48 === "source") {
        const v49 = x["source"];
        if (!(typeof v49 === "string")) return err([k48], "invalid type: " + kind(v49) + ", expected string");
      }
      else if (k48 === "diagnostic_id") {
        const v49 = x["diagnostic_id"];
        if (!(typeof v49 === "string")) return err([k48], "invalid type: " + kind(v49) + ", expected string");
      }
      else if (k48 === "error_type") {
        const v49 = x["error_type"];
        if (!(typeof v49 === "string")) return err([k48], "invalid type: " + kind(v49) + ", expected string");
      }
      else if (k48 === "message") {
        const v49 = x["message"];
        if (!(typeof v49 === "string")) return err([k48], "invalid type: " + kind(v49) + ", expected string");
      }
      else if (k48 === "ts") {
        const v49 = x["ts"];
        if (!(typeof v49 === "string")) return err([k48], "invalid type: " + kind(v49) + ", expected string");
      }
    }
    if (x["source"] === undefined) return err([], "missing field `source`");
    if (x["diagnostic_id"] === undefined) return err([], "missing field `diagnostic_id`");
    if (x["error_type"] === undefined) return err([], "missing field `error_type`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
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
    for (const k50 in x) {
      if (k50 === "mode") {
        const v51 = x["mode"];
        { const e52 = v_RuntimeMode(v51); if (e52) return within(e52, [k50]); }
      }
      else if (k50 === "profile") {
        const v51 = x["profile"];
        { const e53 = v_AuthorityProfile(v51); if (e53) return within(e53, [k50]); }
      }
      else if (k50 === "workspace_trust") {
        const v51 = x["workspace_trust"];
        { const e54 = v_WorkspaceTrust(v51); if (e54) return within(e54, [k50]); }
      }
      else if (k50 === "sandbox") {
        const v51 = x["sandbox"];
        { const e55 = v_SandboxCapability(v51); if (e55) return within(e55, [k50]); }
      }
      else if (k50 === "allowed_actions") {
        const v51 = x["allowed_actions"];
        if (!(Array.isArray(v51))) return err([k50], "invalid type: " + kind(v51) + ", expected array");
        {
          for (let i56 = 0; i56 < v51.length; i56++) {
            const v57 = v51[i56];
            { const e58 = v_ToolAction(v57); if (e58) return within(e58, [k50, i56]); }
          }
          for (let a = 0; a < v51.length; a++) for (let b = a + 1; b < v51.length; b++) if (equal(v51[a], v51[b])) return err([k50], "array items " + a + " and " + b + " are equal (uniqueItems)");
        }
      }
      else return err([k50], "unknown field `" + k50 + "`" + ", expected one of `mode`, `profile`, `workspace_trust`, `sandbox`, `allowed_actions`");
    }
  }
  return undefined;
}

function v_BackgroundCancelCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k59 in x) {
      if (k59 === "type") {
        const v60 = x["type"];
        if (!(typeof v60 === "string")) return err([k59], "invalid type: " + kind(v60) + ", expected string");
        if (v60 !== "background.cancel") return err([k59], "invalid value: " + kind(v60) + ", expected the constant " + "\"background.cancel\"");
      }
      else if (k59 === "session_id") {
        const v60 = x["session_id"];
        if (!(typeof v60 === "string")) return err([k59], "invalid type: " + kind(v60) + ", expected string");
        {
          if (v60.length < 2 && chars(v60) < 1) return err([k59], "string of length " + chars(v60) + " is shorter than minLength 1");
        }
      }
      else if (k59 === "job_id") {
        const v60 = x["job_id"];
        if (!(typeof v60 === "string")) return err([k59], "invalid type: " + kind(v60) + ", expected string");
        {
          if (v60.length < 2 && chars(v60) < 1) return err([k59], "string of length " + chars(v60) + " is shorter than minLength 1");
        }
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["job_id"] === undefined) return err([], "missing field `job_id`");
  }
  return undefined;
}

function v_BackgroundCancelResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k61 in x) {
      if (k61 === "job_id") {
        const v62 = x["job_id"];
        if (!(typeof v62 === "string")) return err([k61], "invalid type: " + kind(v62) + ", expected string");
      }
      else if (k61 === "cancelled") {
        const v62 = x["cancelled"];
        if (!(typeof v62 === "boolean")) return err([k61], "invalid type: " + kind(v62) + ", expected boolean");
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
    for (const k63 in x) {
      if (k63 === "type") {
        const v64 = x["type"];
        if (!(typeof v64 === "string")) return err([k63], "invalid type: " + kind(v64) + ", expected string");
        if (v64 !== "background.get") return err([k63], "invalid value: " + kind(v64) + ", expected the constant " + "\"background.get\"");
      }
      else if (k63 === "session_id") {
        const v64 = x["session_id"];
        if (!(typeof v64 === "string")) return err([k63], "invalid type: " + kind(v64) + ", expected string");
        {
          if (v64.length < 2 && chars(v64) < 1) return err([k63], "string of length " + chars(v64) + " is shorter than minLength 1");
        }
      }
      else if (k63 === "job_id") {
        const v64 = x["job_id"];
        if (!(typeof v64 === "string")) return err([k63], "invalid type: " + kind(v64) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
  }
  return undefined;
}

function v_BackgroundGetResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k65 in x) {
      if (k65 === "jobs") {
        const v66 = x["jobs"];
        if (!(Array.isArray(v66))) return err([k65], "invalid type: " + kind(v66) + ", expected array");
        {
          for (let i67 = 0; i67 < v66.length; i67++) {
            const v68 = v66[i67];
            { const e69 = v_BackgroundJobInfo(v68); if (e69) return within(e69, [k65, i67]); }
          }
        }
      }
    }
  }
  return undefined;
}

function v_BackgroundJobFinishedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k70 in x) {
      if (k70 === "type") {
        const v71 = x["type"];
        if (!(typeof v71 === "string")) return err([k70], "invalid type: " + kind(v71) + ", expected string");
        if (v71 !== "background.finished") return err([k70], "invalid value: " + kind(v71) + ", expected the constant " + "\"background.finished\"");
      }
      else if (k70 === "job_id") {
        const v71 = x["job_id"];
        if (!(typeof v71 === "string")) return err([k70], "invalid type: " + kind(v71) + ", expected string");
      }
      else if (k70 === "run_id") {
        const v71 = x["run_id"];
        if (!(typeof v71 === "string")) return err([k70], "invalid type: " + kind(v71) + ", expected string");
      }
      else if (k70 === "session_id") {
        const v71 = x["session_id"];
        if (!(typeof v71 === "string")) return err([k70], "invalid type: " + kind(v71) + ", expected string");
      }
      else if (k70 === "status") {
        const v71 = x["status"];
        if (!(typeof v71 === "string")) return err([k70], "invalid type: " + kind(v71) + ", expected string");
      }
      else if (k70 === "output_preview") {
        const v71 = x["output_preview"];
        if (!(typeof v71 === "string")) return err([k70], "invalid type: " + kind(v71) + ", expected string");
      }
      else if (k70 === "process_usage") {
        const v71 = x["process_usage"];
        if (!(isObject(v71))) return err([k70], "invalid type: " + kind(v71) + ", expected object");
      }
      else if (k70 === "ts") {
        const v71 = x["ts"];
        if (!(typeof v71 === "string")) return err([k70], "invalid type: " + kind(v71) + ", expected string");
      }
    }
    if (x["job_id"] === undefined) return err([], "missing field `job_id`");
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["status"] === undefined) return err([], "missing field `status`");
    if (x["output_preview"] === undefined) return err([], "missing field `output_preview`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_BackgroundJobInfo(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k72 in x) {
      if (k72 === "id") {
        const v73 = x["id"];
        if (!(typeof v73 === "string")) return err([k72], "invalid type: " + kind(v73) + ", expected string");
      }
      else if (k72 === "command") {
        const v73 = x["command"];
        if (!(typeof v73 === "string")) return err([k72], "invalid type: " + kind(v73) + ", expected string");
      }
      else if (k72 === "session_id") {
        const v73 = x["session_id"];
        if (!(typeof v73 === "string")) return err([k72], "invalid type: " + kind(v73) + ", expected string");
      }
      else if (k72 === "run_id") {
        const v73 = x["run_id"];
        if (!(typeof v73 === "string")) return err([k72], "invalid type: " + kind(v73) + ", expected string");
      }
      else if (k72 === "status") {
        const v73 = x["status"];
        if (!(typeof v73 === "string")) return err([k72], "invalid type: " + kind(v73) + ", expected string");
      }
      else if (k72 === "output") {
        const v73 = x["output"];
        if (!(typeof v73 === "string")) return err([k72], "invalid type: " + kind(v73) + ", expected string");
      }
      else if (k72 === "is_error") {
        const v73 = x["is_error"];
        if (!(typeof v73 === "boolean")) return err([k72], "invalid type: " + kind(v73) + ", expected boolean");
      }
      else if (k72 === "created_at") {
        const v73 = x["created_at"];
        if (!(typeof v73 === "string")) return err([k72], "invalid type: " + kind(v73) + ", expected string");
      }
      else if (k72 === "finished_at") {
        const v73 = x["finished_at"];
        if (!(typeof v73 === "string")) return err([k72], "invalid type: " + kind(v73) + ", expected string");
      }
      else if (k72 === "process_usage") {
        const v73 = x["process_usage"];
        if (!(isObject(v73))) return err([k72], "invalid type: " + kind(v73) + ", expected object");
      }
      else if (k72 === "output_bytes") {
        const v73 = x["output_bytes"];
        if (!(Number.isInteger(v73))) return err([k72], "invalid type: " + kind(v73) + ", expected integer");
        {
          if (v73 < 0) return err([k72], v73 + " is less than minimum 0");
        }
      }
      else if (k72 === "output_truncated") {
        const v73 = x["output_truncated"];
        if (!(typeof v73 === "boolean")) return err([k72], "invalid type: " + kind(v73) + ", expected boolean");
      }
      else if (k72 === "output_artifact") {
        const v73 = x["output_artifact"];
        if (!(typeof v73 === "string")) return err([k72], "invalid type: " + kind(v73) + ", expected string");
      }
      else if (k72 === "output_artifact_size") {
        const v73 = x["output_artifact_size"];
        if (!(Number.isInteger(v73))) return err([k72], "invalid type: " + kind(v73) + ", expected integer");
        {
          if (v73 < 0) return err([k72], v73 + " is less than minimum 0");
        }
      }
      else if (k72 === "output_artifact_error") {
        const v73 = x["output_artifact_error"];
        if (!(typeof v73 === "string")) return err([k72], "invalid type: " + kind(v73) + ", expected string");
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
  }
  return undefined;
}

function v_BackgroundJobStartedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k74 in x) {
      if (k74 === "type") {
        const v75 = x["type"];
        if (!(typeof v75 === "string")) return err([k74], "invalid type: " + kind(v75) + ", expected string");
        if (v75 !== "background.started") return err([k74], "invalid value: " + kind(v75) + ", expected the constant " + "\"background.started\"");
      }
      else if (k74 === "job_id") {
        const v75 = x["job_id"];
        if (!(typeof v75 === "string")) return err([k74], "invalid type: " + kind(v75) + ", expected string");
      }
      else if (k74 === "run_id") {
        const v75 = x["run_id"];
        if (!(typeof v75 === "string")) return err([k74], "invalid type: " + kind(v75) + ", expected string");
      }
      else if (k74 === "session_id") {
        const v75 = x["session_id"];
        if (!(typeof v75 === "string")) return err([k74], "invalid type: " + kind(v75) + ", expected string");
      }
      else if (k74 === "command") {
        const v75 = x["command"];
        if (!(typeof v75 === "string")) return err([k74], "invalid type: " + kind(v75) + ", expected string");
      }
      else if (k74 === "ts") {
        const v75 = x["ts"];
        if (!(typeof v75 === "string")) return err([k74], "invalid type: " + kind(v75) + ", expected string");
      }
    }
    if (x["job_id"] === undefined) return err([], "missing field `job_id`");
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["command"] === undefined) return err([], "missing field `command`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
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
    for (const k76 in x) {
      if (k76 === "kind") {
        const v77 = x["kind"];
        if (!(typeof v77 === "string")) return err([k76], "invalid type: " + kind(v77) + ", expected string");
        {
          if (v77.length < 2 && chars(v77) < 1) return err([k76], "string of length " + chars(v77) + " is shorter than minLength 1");
        }
      }
      else if (k76 === "reference") {
        const v77 = x["reference"];
        if (!(typeof v77 === "string")) return err([k76], "invalid type: " + kind(v77) + ", expected string");
        {
          if (v77.length < 2 && chars(v77) < 1) return err([k76], "string of length " + chars(v77) + " is shorter than minLength 1");
        }
      }
      else if (k76 === "summary") {
        const v77 = x["summary"];
        if (!(typeof v77 === "string")) return err([k76], "invalid type: " + kind(v77) + ", expected string");
      }
      else if (k76 === "covered_criteria") {
        const v77 = x["covered_criteria"];
        if (!(Array.isArray(v77))) return err([k76], "invalid type: " + kind(v77) + ", expected array");
        {
          for (let i78 = 0; i78 < v77.length; i78++) {
            const v79 = v77[i78];
            if (!(typeof v79 === "string")) return err([k76, i78], "invalid type: " + kind(v79) + ", expected string");
          }
        }
      }
      else if (k76 === "recorded_at") {
        const v77 = x["recorded_at"];
        if (!(typeof v77 === "string")) return err([k76], "invalid type: " + kind(v77) + ", expected string");
      }
      else return err([k76], "unknown field `" + k76 + "`" + ", expected one of `kind`, `reference`, `summary`, `covered_criteria`, `recorded_at`");
    }
    if (x["kind"] === undefined) return err([], "missing field `kind`");
    if (x["reference"] === undefined) return err([], "missing field `reference`");
    if (x["recorded_at"] === undefined) return err([], "missing field `recorded_at`");
  }
  return undefined;
}

function v_ContextBudgetEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k80 in x) {
      if (k80 === "type") {
        const v81 = x["type"];
        if (!(typeof v81 === "string")) return err([k80], "invalid type: " + kind(v81) + ", expected string");
        if (v81 !== "context.budget") return err([k80], "invalid value: " + kind(v81) + ", expected the constant " + "\"context.budget\"");
      }
      else if (k80 === "run_id") {
        const v81 = x["run_id"];
        if (!(typeof v81 === "string")) return err([k80], "invalid type: " + kind(v81) + ", expected string");
      }
      else if (k80 === "step") {
        const v81 = x["step"];
        if (!(Number.isInteger(v81))) return err([k80], "invalid type: " + kind(v81) + ", expected integer");
      }
      else if (k80 === "message_tokens") {
        const v81 = x["message_tokens"];
        if (!(Number.isInteger(v81))) return err([k80], "invalid type: " + kind(v81) + ", expected integer");
      }
      else if (k80 === "system_tokens") {
        const v81 = x["system_tokens"];
        if (!(Number.isInteger(v81))) return err([k80], "invalid type: " + kind(v81) + ", expected integer");
      }
      else if (k80 === "tool_schema_tokens") {
        const v81 = x["tool_schema_tokens"];
        if (!(Number.isInteger(v81))) return err([k80], "invalid type: " + kind(v81) + ", expected integer");
      }
      else if (k80 === "tool_count") {
        const v81 = x["tool_count"];
        if (!(Number.isInteger(v81))) return err([k80], "invalid type: " + kind(v81) + ", expected integer");
      }
      else if (k80 === "ts") {
        const v81 = x["ts"];
        if (!(typeof v81 === "string")) return err([k80], "invalid type: " + kind(v81) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["step"] === undefined) return err([], "missing field `step`");
    if (x["message_tokens"] === undefined) return err([], "missing field `message_tokens`");
    if (x["system_tokens"] === undefined) return err([], "missing field `system_tokens`");
    if (x["tool_schema_tokens"] === undefined) return err([], "missing field `tool_schema_tokens`");
    if (x["tool_count"] === undefined) return err([], "missing field `tool_count`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_ContextCompactedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k82 in x) {
      if (k82 === "type") {
        const v83 = x["type"];
        if (!(typeof v83 === "string")) return err([k82], "invalid type: " + kind(v83) + ", expected string");
        if (v83 !== "context.compacted") return err([k82], "invalid value: " + kind(v83) + ", expected the constant " + "\"context.compacted\"");
      }
      else if (k82 === "session_id") {
        const v83 = x["session_id"];
        if (!(typeof v83 === "string")) return err([k82], "invalid type: " + kind(v83) + ", expected string");
      }
      else if (k82 === "run_id") {
        const v83 = x["run_id"];
        if (!(typeof v83 === "string")) return err([k82], "invalid type: " + kind(v83) + ", expected string");
      }
      else if (k82 === "original_tokens") {
        const v83 = x["original_tokens"];
        if (!(Number.isInteger(v83))) return err([k82], "invalid type: " + kind(v83) + ", expected integer");
      }
      else if (k82 === "summary_tokens") {
        const v83 = x["summary_tokens"];
        if (!(Number.isInteger(v83))) return err([k82], "invalid type: " + kind(v83) + ", expected integer");
      }
      else if (k82 === "retained_tokens") {
        const v83 = x["retained_tokens"];
        if (!(Number.isInteger(v83))) return err([k82], "invalid type: " + kind(v83) + ", expected integer");
      }
      else if (k82 === "retained_messages") {
        const v83 = x["retained_messages"];
        if (!(Number.isInteger(v83))) return err([k82], "invalid type: " + kind(v83) + ", expected integer");
      }
      else if (k82 === "compacted_tokens") {
        const v83 = x["compacted_tokens"];
        if (!(Number.isInteger(v83))) return err([k82], "invalid type: " + kind(v83) + ", expected integer");
      }
      else if (k82 === "quality_score") {
        const v83 = x["quality_score"];
        if (!(typeof v83 === "number")) return err([k82], "invalid type: " + kind(v83) + ", expected number");
      }
      else if (k82 === "trigger") {
        const v83 = x["trigger"];
        if (!(typeof v83 === "string")) return err([k82], "invalid type: " + kind(v83) + ", expected string");
      }
      else if (k82 === "summary_path") {
        const v83 = x["summary_path"];
        if (!(typeof v83 === "string")) return err([k82], "invalid type: " + kind(v83) + ", expected string");
      }
      else if (k82 === "strategy") {
        const v83 = x["strategy"];
        if (!(typeof v83 === "string")) return err([k82], "invalid type: " + kind(v83) + ", expected string");
      }
      else if (k82 === "pinned_fact_count") {
        const v83 = x["pinned_fact_count"];
        if (!(Number.isInteger(v83))) return err([k82], "invalid type: " + kind(v83) + ", expected integer");
        {
          if (v83 < 0) return err([k82], v83 + " is less than minimum 0");
        }
      }
      else if (k82 === "pinned_fact_retained") {
        const v83 = x["pinned_fact_retained"];
        if (!(Number.isInteger(v83))) return err([k82], "invalid type: " + kind(v83) + ", expected integer");
        {
          if (v83 < 0) return err([k82], v83 + " is less than minimum 0");
        }
      }
      else if (k82 === "deduplicated_reads") {
        const v83 = x["deduplicated_reads"];
        if (!(Number.isInteger(v83))) return err([k82], "invalid type: " + kind(v83) + ", expected integer");
        {
          if (v83 < 0) return err([k82], v83 + " is less than minimum 0");
        }
      }
      else if (k82 === "ts") {
        const v83 = x["ts"];
        if (!(typeof v83 === "string")) return err([k82], "invalid type: " + kind(v83) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["original_tokens"] === undefined) return err([], "missing field `original_tokens`");
    if (x["summary_tokens"] === undefined) return err([], "missing field `summary_tokens`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_ContextCompactionCommittedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k84 in x) {
      if (k84 === "type") {
        const v85 = x["type"];
        if (!(typeof v85 === "string")) return err([k84], "invalid type: " + kind(v85) + ", expected string");
        if (v85 !== "context.compaction.committed") return err([k84], "invalid value: " + kind(v85) + ", expected the constant " + "\"context.compaction.committed\"");
      }
      else if (k84 === "session_id") {
        const v85 = x["session_id"];
        if (!(typeof v85 === "string")) return err([k84], "invalid type: " + kind(v85) + ", expected string");
      }
      else if (k84 === "run_id") {
        const v85 = x["run_id"];
        if (!(typeof v85 === "string")) return err([k84], "invalid type: " + kind(v85) + ", expected string");
      }
      else if (k84 === "shadowed_event_seqs") {
        const v85 = x["shadowed_event_seqs"];
        if (!(Array.isArray(v85))) return err([k84], "invalid type: " + kind(v85) + ", expected array");
        {
          for (let i86 = 0; i86 < v85.length; i86++) {
            const v87 = v85[i86];
            if (!(Number.isInteger(v87))) return err([k84, i86], "invalid type: " + kind(v87) + ", expected integer");
          }
        }
      }
      else if (k84 === "replacement_event_seqs") {
        const v85 = x["replacement_event_seqs"];
        if (!(Array.isArray(v85))) return err([k84], "invalid type: " + kind(v85) + ", expected array");
        {
          for (let i88 = 0; i88 < v85.length; i88++) {
            const v89 = v85[i88];
            if (!(Number.isInteger(v89))) return err([k84, i88], "invalid type: " + kind(v89) + ", expected integer");
          }
        }
      }
      else if (k84 === "original_tokens") {
        const v85 = x["original_tokens"];
        if (!(Number.isInteger(v85))) return err([k84], "invalid type: " + kind(v85) + ", expected integer");
        {
          if (v85 < 0) return err([k84], v85 + " is less than minimum 0");
        }
      }
      else if (k84 === "compacted_tokens") {
        const v85 = x["compacted_tokens"];
        if (!(Number.isInteger(v85))) return err([k84], "invalid type: " + kind(v85) + ", expected integer");
        {
          if (v85 < 0) return err([k84], v85 + " is less than minimum 0");
        }
      }
      else if (k84 === "ts") {
        const v85 = x["ts"];
        if (!(typeof v85 === "string")) return err([k84], "invalid type: " + kind(v85) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["shadowed_event_seqs"] === undefined) return err([], "missing field `shadowed_event_seqs`");
    if (x["replacement_event_seqs"] === undefined) return err([], "missing field `replacement_event_seqs`");
    if (x["original_tokens"] === undefined) return err([], "missing field `original_tokens`");
    if (x["compacted_tokens"] === undefined) return err([], "missing field `compacted_tokens`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_ContextCompactionStartedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k90 in x) {
      if (k90 === "type") {
        const v91 = x["type"];
        if (!(typeof v91 === "string")) return err([k90], "invalid type: " + kind(v91) + ", expected string");
        if (v91 !== "context.compaction.started") return err([k90], "invalid value: " + kind(v91) + ", expected the constant " + "\"context.compaction.started\"");
      }
      else if (k90 === "session_id") {
        const v91 = x["session_id"];
        if (!(typeof v91 === "string")) return err([k90], "invalid type: " + kind(v91) + ", expected string");
      }
      else if (k90 === "run_id") {
        const v91 = x["run_id"];
        if (!(typeof v91 === "string")) return err([k90], "invalid type: " + kind(v91) + ", expected string");
      }
      else if (k90 === "shadow_start_seq") {
        const v91 = x["shadow_start_seq"];
        if (!(Number.isInteger(v91))) return err([k90], "invalid type: " + kind(v91) + ", expected integer");
        {
          if (v91 < 1) return err([k90], v91 + " is less than minimum 1");
        }
      }
      else if (k90 === "shadow_end_seq") {
        const v91 = x["shadow_end_seq"];
        if (!(Number.isInteger(v91))) return err([k90], "invalid type: " + kind(v91) + ", expected integer");
        {
          if (v91 < 1) return err([k90], v91 + " is less than minimum 1");
        }
      }
      else if (k90 === "trigger") {
        const v91 = x["trigger"];
        if (!(typeof v91 === "string")) return err([k90], "invalid type: " + kind(v91) + ", expected string");
      }
      else if (k90 === "ts") {
        const v91 = x["ts"];
        if (!(typeof v91 === "string")) return err([k90], "invalid type: " + kind(v91) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["shadow_start_seq"] === undefined) return err([], "missing field `shadow_start_seq`");
    if (x["shadow_end_seq"] === undefined) return err([], "missing field `shadow_end_seq`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_ContextCompactionSummaryEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k92 in x) {
      if (k92 === "type") {
        const v93 = x["type"];
        if (!(typeof v93 === "string")) return err([k92], "invalid type: " + kind(v93) + ", expected string");
        if (v93 !== "context.compaction.summary") return err([k92], "invalid value: " + kind(v93) + ", expected the constant " + "\"context.compaction.summary\"");
      }
      else if (k92 === "session_id") {
        const v93 = x["session_id"];
        if (!(typeof v93 === "string")) return err([k92], "invalid type: " + kind(v93) + ", expected string");
      }
      else if (k92 === "run_id") {
        const v93 = x["run_id"];
        if (!(typeof v93 === "string")) return err([k92], "invalid type: " + kind(v93) + ", expected string");
      }
      else if (k92 === "summary") {
        const v93 = x["summary"];
        if (!(typeof v93 === "string")) return err([k92], "invalid type: " + kind(v93) + ", expected string");
      }
      else if (k92 === "source_event_seqs") {
        const v93 = x["source_event_seqs"];
        if (!(Array.isArray(v93))) return err([k92], "invalid type: " + kind(v93) + ", expected array");
        {
          for (let i94 = 0; i94 < v93.length; i94++) {
            const v95 = v93[i94];
            if (!(Number.isInteger(v95))) return err([k92, i94], "invalid type: " + kind(v95) + ", expected integer");
          }
        }
      }
      else if (k92 === "pinned_fact_count") {
        const v93 = x["pinned_fact_count"];
        if (!(Number.isInteger(v93))) return err([k92], "invalid type: " + kind(v93) + ", expected integer");
        {
          if (v93 < 0) return err([k92], v93 + " is less than minimum 0");
        }
      }
      else if (k92 === "ts") {
        const v93 = x["ts"];
        if (!(typeof v93 === "string")) return err([k92], "invalid type: " + kind(v93) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["summary"] === undefined) return err([], "missing field `summary`");
    if (x["source_event_seqs"] === undefined) return err([], "missing field `source_event_seqs`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_ContextPrefixFingerprintEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k96 in x) {
      if (k96 === "type") {
        const v97 = x["type"];
        if (!(typeof v97 === "string")) return err([k96], "invalid type: " + kind(v97) + ", expected string");
        if (v97 !== "context.prefix_fingerprint") return err([k96], "invalid value: " + kind(v97) + ", expected the constant " + "\"context.prefix_fingerprint\"");
      }
      else if (k96 === "run_id") {
        const v97 = x["run_id"];
        if (!(typeof v97 === "string")) return err([k96], "invalid type: " + kind(v97) + ", expected string");
      }
      else if (k96 === "step") {
        const v97 = x["step"];
        if (!(Number.isInteger(v97))) return err([k96], "invalid type: " + kind(v97) + ", expected integer");
      }
      else if (k96 === "digest") {
        const v97 = x["digest"];
        if (!(typeof v97 === "string")) return err([k96], "invalid type: " + kind(v97) + ", expected string");
      }
      else if (k96 === "source_hashes") {
        const v97 = x["source_hashes"];
        if (!(isObject(v97))) return err([k96], "invalid type: " + kind(v97) + ", expected object");
        {
          for (const k98 in v97) {
            {
              const v99 = v97[k98];
              if (!(typeof v99 === "string")) return err([k96, k98], "invalid type: " + kind(v99) + ", expected string");
            }
          }
        }
      }
      else if (k96 === "changed_sources") {
        const v97 = x["changed_sources"];
        if (!(Array.isArray(v97))) return err([k96], "invalid type: " + kind(v97) + ", expected array");
        {
          for (let i100 = 0; i100 < v97.length; i100++) {
            const v101 = v97[i100];
            if (!(typeof v101 === "string")) return err([k96, i100], "invalid type: " + kind(v101) + ", expected string");
          }
        }
      }
      else if (k96 === "ts") {
        const v97 = x["ts"];
        if (!(typeof v97 === "string")) return err([k96], "invalid type: " + kind(v97) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["step"] === undefined) return err([], "missing field `step`");
    if (x["digest"] === undefined) return err([], "missing field `digest`");
    if (x["source_hashes"] === undefined) return err([], "missing field `source_hashes`");
    if (x["changed_sources"] === undefined) return err([], "missing field `changed_sources`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_ContextRepositoryEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k102 in x) {
      if (k102 === "type") {
        const v103 = x["type"];
        if (!(typeof v103 === "string")) return err([k102], "invalid type: " + kind(v103) + ", expected string");
        if (v103 !== "context.repository") return err([k102], "invalid value: " + kind(v103) + ", expected the constant " + "\"context.repository\"");
      }
      else if (k102 === "run_id") {
        const v103 = x["run_id"];
        if (!(typeof v103 === "string")) return err([k102], "invalid type: " + kind(v103) + ", expected string");
      }
      else if (k102 === "repository_hash") {
        const v103 = x["repository_hash"];
        if (!(typeof v103 === "string")) return err([k102], "invalid type: " + kind(v103) + ", expected string");
      }
      else if (k102 === "budget_chars") {
        const v103 = x["budget_chars"];
        if (!(Number.isInteger(v103))) return err([k102], "invalid type: " + kind(v103) + ", expected integer");
        {
          if (v103 < 1) return err([k102], v103 + " is less than minimum 1");
        }
      }
      else if (k102 === "used_chars") {
        const v103 = x["used_chars"];
        if (!(Number.isInteger(v103))) return err([k102], "invalid type: " + kind(v103) + ", expected integer");
        {
          if (v103 < 0) return err([k102], v103 + " is less than minimum 0");
        }
      }
      else if (k102 === "paths") {
        const v103 = x["paths"];
        if (!(Array.isArray(v103))) return err([k102], "invalid type: " + kind(v103) + ", expected array");
        {
          for (let i104 = 0; i104 < v103.length; i104++) {
            const v105 = v103[i104];
            if (!(typeof v105 === "string")) return err([k102, i104], "invalid type: " + kind(v105) + ", expected string");
          }
        }
      }
      else if (k102 === "selection_reasons") {
        const v103 = x["selection_reasons"];
        if (!(Array.isArray(v103))) return err([k102], "invalid type: " + kind(v103) + ", expected array");
        {
          for (let i106 = 0; i106 < v103.length; i106++) {
            const v107 = v103[i106];
            if (!(isObject(v107))) return err([k102, i106], "invalid type: " + kind(v107) + ", expected object");
          }
        }
      }
      else if (k102 === "cache_hits") {
        const v103 = x["cache_hits"];
        if (!(Number.isInteger(v103))) return err([k102], "invalid type: " + kind(v103) + ", expected integer");
        {
          if (v103 < 0) return err([k102], v103 + " is less than minimum 0");
        }
      }
      else if (k102 === "parsed_files") {
        const v103 = x["parsed_files"];
        if (!(Number.isInteger(v103))) return err([k102], "invalid type: " + kind(v103) + ", expected integer");
        {
          if (v103 < 0) return err([k102], v103 + " is less than minimum 0");
        }
      }
      else if (k102 === "ts") {
        const v103 = x["ts"];
        if (!(typeof v103 === "string")) return err([k102], "invalid type: " + kind(v103) + ", expected string");
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
  }
  return undefined;
}

function v_ContextWorkingSetEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k108 in x) {
      if (k108 === "type") {
        const v109 = x["type"];
        if (!(typeof v109 === "string")) return err([k108], "invalid type: " + kind(v109) + ", expected string");
        if (v109 !== "context.working_set") return err([k108], "invalid value: " + kind(v109) + ", expected the constant " + "\"context.working_set\"");
      }
      else if (k108 === "run_id") {
        const v109 = x["run_id"];
        if (!(typeof v109 === "string")) return err([k108], "invalid type: " + kind(v109) + ", expected string");
      }
      else if (k108 === "step") {
        const v109 = x["step"];
        if (!(Number.isInteger(v109))) return err([k108], "invalid type: " + kind(v109) + ", expected integer");
      }
      else if (k108 === "paths") {
        const v109 = x["paths"];
        if (!(Array.isArray(v109))) return err([k108], "invalid type: " + kind(v109) + ", expected array");
        {
          for (let i110 = 0; i110 < v109.length; i110++) {
            const v111 = v109[i110];
            if (!(typeof v111 === "string")) return err([k108, i110], "invalid type: " + kind(v111) + ", expected string");
          }
        }
      }
      else if (k108 === "ts") {
        const v109 = x["ts"];
        if (!(typeof v109 === "string")) return err([k108], "invalid type: " + kind(v109) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["step"] === undefined) return err([], "missing field `step`");
    if (x["paths"] === undefined) return err([], "missing field `paths`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_CoreAuthenticateCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k112 in x) {
      if (k112 === "type") {
        const v113 = x["type"];
        if (!(typeof v113 === "string")) return err([k112], "invalid type: " + kind(v113) + ", expected string");
        if (v113 !== "core.authenticate") return err([k112], "invalid value: " + kind(v113) + ", expected the constant " + "\"core.authenticate\"");
      }
      else if (k112 === "token") {
        const v113 = x["token"];
        if (!(typeof v113 === "string")) return err([k112], "invalid type: " + kind(v113) + ", expected string");
      }
    }
    if (x["token"] === undefined) return err([], "missing field `token`");
  }
  return undefined;
}

function v_CoreAuthenticateResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k114 in x) {
      if (k114 === "authenticated") {
        const v115 = x["authenticated"];
        if (!(typeof v115 === "boolean")) return err([k114], "invalid type: " + kind(v115) + ", expected boolean");
        if (v115 !== true) return err([k114], "invalid value: " + kind(v115) + ", expected the constant " + "true");
      }
    }
  }
  return undefined;
}

function v_CoreShutdownCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k116 in x) {
      if (k116 === "type") {
        const v117 = x["type"];
        if (!(typeof v117 === "string")) return err([k116], "invalid type: " + kind(v117) + ", expected string");
        if (v117 !== "core.shutdown") return err([k116], "invalid value: " + kind(v117) + ", expected the constant " + "\"core.shutdown\"");
      }
      else if (k116 === "reason") {
        const v117 = x["reason"];
        if (!(typeof v117 === "string")) return err([k116], "invalid type: " + kind(v117) + ", expected string");
      }
    }
  }
  return undefined;
}

function v_CoreStartedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k118 in x) {
      if (k118 === "type") {
        const v119 = x["type"];
        if (!(typeof v119 === "string")) return err([k118], "invalid type: " + kind(v119) + ", expected string");
        if (v119 !== "core.started") return err([k118], "invalid value: " + kind(v119) + ", expected the constant " + "\"core.started\"");
      }
      else if (k118 === "listen_addr") {
        const v119 = x["listen_addr"];
        if (!(typeof v119 === "string")) return err([k118], "invalid type: " + kind(v119) + ", expected string");
      }
      else if (k118 === "version") {
        const v119 = x["version"];
        if (!(typeof v119 === "string")) return err([k118], "invalid type: " + kind(v119) + ", expected string");
      }
    }
    if (x["listen_addr"] === undefined) return err([], "missing field `listen_addr`");
    if (x["version"] === undefined) return err([], "missing field `version`");
  }
  return undefined;
}

function v_CoreWorkspaceChangedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k120 in x) {
      if (k120 === "type") {
        const v121 = x["type"];
        if (!(typeof v121 === "string")) return err([k120], "invalid type: " + kind(v121) + ", expected string");
        if (v121 !== "core.workspace_changed") return err([k120], "invalid value: " + kind(v121) + ", expected the constant " + "\"core.workspace_changed\"");
      }
      else if (k120 === "previous_workspace") {
        const v121 = x["previous_workspace"];
        if (!(typeof v121 === "string")) return err([k120], "invalid type: " + kind(v121) + ", expected string");
      }
      else if (k120 === "workspace") {
        const v121 = x["workspace"];
        if (!(typeof v121 === "string")) return err([k120], "invalid type: " + kind(v121) + ", expected string");
      }
      else if (k120 === "ts") {
        const v121 = x["ts"];
        if (!(typeof v121 === "string")) return err([k120], "invalid type: " + kind(v121) + ", expected string");
      }
    }
    if (x["previous_workspace"] === undefined) return err([], "missing field `previous_workspace`");
    if (x["workspace"] === undefined) return err([], "missing field `workspace`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
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
    for (const k122 in x) {
      if (k122 === "kind") {
        const v123 = x["kind"];
        if (!(typeof v123 === "string")) return err([k122], "invalid type: " + kind(v123) + ", expected string");
        if (v123 !== "event") return err([k122], "invalid value: " + kind(v123) + ", expected the constant " + "\"event\"");
      }
      else if (k122 === "event") {
        const v123 = x["event"];
        if (!(isObject(v123))) return err([k122], "invalid type: " + kind(v123) + ", expected object");
        const c124 = (() => {
          if (isObject(v123)) {
            for (const k125 in v123) {
              if (k125 === "type") {
                const v126 = v123["type"];
                if (v126 !== "core.started" && v126 !== "runtime.event" && v126 !== "hook.executed" && v126 !== "goal.continue_decision" && v126 !== "run.started" && v126 !== "run.finished" && v126 !== "run.steered" && v126 !== "step.started" && v126 !== "step.finished" && v126 !== "agent.decision" && v126 !== "agent.stuck" && v126 !== "tool.call_started" && v126 !== "tool.call_finished" && v126 !== "tool.call_failed" && v126 !== "llm.model_selected" && v126 !== "llm.route_selected" && v126 !== "llm.token" && v126 !== "llm.reasoning" && v126 !== "llm.usage" && v126 !== "llm.request_prepared" && v126 !== "llm.retry" && v126 !== "context.prefix_fingerprint" && v126 !== "context.budget" && v126 !== "context.working_set" && v126 !== "lsp.diagnostics" && v126 !== "log.line" && v126 !== "session.created" && v126 !== "session.message_received" && v126 !== "session.waiting_for_input" && v126 !== "plan.ready" && v126 !== "plan.resolved" && v126 !== "plan.updated" && v126 !== "user_question.asked" && v126 !== "session.resumed" && v126 !== "session.renamed" && v126 !== "session.forked" && v126 !== "session.deleted" && v126 !== "session.closed" && v126 !== "agent.message" && v126 !== "agent.repeat_notice" && v126 !== "audit.degraded" && v126 !== "background.finished" && v126 !== "background.started" && v126 !== "context.compacted" && v126 !== "context.compaction.committed" && v126 !== "context.compaction.started" && v126 !== "context.compaction.summary" && v126 !== "context.repository" && v126 !== "core.workspace_changed" && v126 !== "extension.notification" && v126 !== "extension.ui_updated" && v126 !== "llm.attempt_finished" && v126 !== "permission.denied" && v126 !== "permission.granted" && v126 !== "permission.requested" && v126 !== "recovery.available" && v126 !== "recovery.resolved" && v126 !== "run.phase_changed" && v126 !== "session.interrupted" && v126 !== "skill.invoked" && v126 !== "strategy.proposed" && v126 !== "strategy.resolved" && v126 !== "subagent.finished" && v126 !== "subagent.started" && v126 !== "task.profiled" && v126 !== "tool.call_progress" && v126 !== "verification.completed" && v126 !== "verification.failed") return err([k122, k125], "unknown variant " + kind(v126) + ", expected one of `core.started`, `runtime.event`, `hook.executed`, `goal.continue_decision`, `run.started`, `run.finished`, `run.steered`, `step.started`, `step.finished`, `agent.decision`, `agent.stuck`, `tool.call_started`, `tool.call_finished`, `tool.call_failed`, `llm.model_selected`, `llm.route_selected`, `llm.token`, `llm.reasoning`, `llm.usage`, `llm.request_prepared`, `llm.retry`, `context.prefix_fingerprint`, `context.budget`, `context.working_set`, `lsp.diagnostics`, `log.line`, `session.created`, `session.message_received`, `session.waiting_for_input`, `plan.ready`, `plan.resolved`, `plan.updated`, `user_question.asked`, `session.resumed`, `session.renamed`, `session.forked`, `session.deleted`, `session.closed`, `agent.message`, `agent.repeat_notice`, `audit.degraded`, `background.finished`, `background.started`, `context.compacted`, `context.compaction.committed`, `context.compaction.started`, `context.compaction.summary`, `context.repository`, `core.workspace_changed`, `extension.notification`, `extension.ui_updated`, `llm.attempt_finished`, `permission.denied`, `permission.granted`, `permission.requested`, `recovery.available`, `recovery.resolved`, `run.phase_changed`, `session.interrupted`, `skill.invoked`, `strategy.proposed`, `strategy.resolved`, `subagent.finished`, `subagent.started`, `task.profiled`, `tool.call_progress`, `verification.completed`, `verification.failed`");
              }
            }
            if (v123["type"] === undefined) return err([k122], "missing field `type`");
          }
          return undefined;
        })() === undefined;
        if (c124) {
          const e127 = (() => {
            if (!isObject(v123)) return err([k122], "invalid type: " + kind(v123) + ", expected an object with a `type`");
            if (v123["type"] === undefined) {
              return err([k122], "missing field `type`");
            }
            const t128 = v123["type"];
            if (t128 === "core.started") {
              { const e129 = v_CoreStartedEvent(v123); if (e129) return within(e129, [k122]); }
              return undefined;
            }
            if (t128 === "runtime.event") {
              { const e130 = v_RuntimeEventAppendedEvent(v123); if (e130) return within(e130, [k122]); }
              return undefined;
            }
            if (t128 === "hook.executed") {
              { const e131 = v_HookExecutedEvent(v123); if (e131) return within(e131, [k122]); }
              return undefined;
            }
            if (t128 === "goal.continue_decision") {
              { const e132 = v_GoalContinueDecisionEvent(v123); if (e132) return within(e132, [k122]); }
              return undefined;
            }
            if (t128 === "run.started") {
              { const e133 = v_RunStartedEvent(v123); if (e133) return within(e133, [k122]); }
              return undefined;
            }
            if (t128 === "run.finished") {
              { const e134 = v_RunFinishedEvent(v123); if (e134) return within(e134, [k122]); }
              return undefined;
            }
            if (t128 === "run.steered") {
              { const e135 = v_RunSteeredEvent(v123); if (e135) return within(e135, [k122]); }
              return undefined;
            }
            if (t128 === "step.started") {
              { const e136 = v_StepStartedEvent(v123); if (e136) return within(e136, [k122]); }
              return undefined;
            }
            if (t128 === "step.finished") {
              { const e137 = v_StepFinishedEvent(v123); if (e137) return within(e137, [k122]); }
              return undefined;
            }
            if (t128 === "agent.decision") {
              { const e138 = v_AgentDecisionEvent(v123); if (e138) return within(e138, [k122]); }
              return undefined;
            }
            if (t128 === "agent.stuck") {
              { const e139 = v_AgentStuckEvent(v123); if (e139) return within(e139, [k122]); }
              return undefined;
            }
            if (t128 === "tool.call_started") {
              { const e140 = v_ToolCallStartedEvent(v123); if (e140) return within(e140, [k122]); }
              return undefined;
            }
            if (t128 === "tool.call_finished") {
              { const e141 = v_ToolCallFinishedEvent(v123); if (e141) return within(e141, [k122]); }
              return undefined;
            }
            if (t128 === "tool.call_failed") {
              { const e142 = v_ToolCallFailedEvent(v123); if (e142) return within(e142, [k122]); }
              return undefined;
            }
            if (t128 === "llm.model_selected") {
              { const e143 = v_LlmModelSelectedEvent(v123); if (e143) return within(e143, [k122]); }
              return undefined;
            }
            if (t128 === "llm.route_selected") {
              { const e144 = v_LlmRouteSelectedEvent(v123); if (e144) return within(e144, [k122]); }
              return undefined;
            }
            if (t128 === "llm.token") {
              { const e145 = v_LlmTokenEvent(v123); if (e145) return within(e145, [k122]); }
              return undefined;
            }
            if (t128 === "llm.reasoning") {
              { const e146 = v_LlmReasoningEvent(v123); if (e146) return within(e146, [k122]); }
              return undefined;
            }
            if (t128 === "llm.usage") {
              { const e147 = v_LlmUsageEvent(v123); if (e147) return within(e147, [k122]); }
              return undefined;
            }
            if (t128 === "llm.request_prepared") {
              { const e148 = v_LlmRequestPreparedEvent(v123); if (e148) return within(e148, [k122]); }
              return undefined;
            }
            if (t128 === "llm.retry") {
              { const e149 = v_LlmRetryEvent(v123); if (e149) return within(e149, [k122]); }
              return undefined;
            }
            if (t128 === "context.prefix_fingerprint") {
              { const e150 = v_ContextPrefixFingerprintEvent(v123); if (e150) return within(e150, [k122]); }
              return undefined;
            }
            if (t128 === "context.budget") {
              { const e151 = v_ContextBudgetEvent(v123); if (e151) return within(e151, [k122]); }
              return undefined;
            }
            if (t128 === "context.working_set") {
              { const e152 = v_ContextWorkingSetEvent(v123); if (e152) return within(e152, [k122]); }
              return undefined;
            }
            if (t128 === "lsp.diagnostics") {
              { const e153 = v_LspDiagnosticsEvent(v123); if (e153) return within(e153, [k122]); }
              return undefined;
            }
            if (t128 === "log.line") {
              { const e154 = v_LogLineEvent(v123); if (e154) return within(e154, [k122]); }
              return undefined;
            }
            if (t128 === "session.created") {
              { const e155 = v_SessionCreatedEvent(v123); if (e155) return within(e155, [k122]); }
              return undefined;
            }
            if (t128 === "session.message_received") {
              { const e156 = v_SessionMessageReceivedEvent(v123); if (e156) return within(e156, [k122]); }
              return undefined;
            }
            if (t128 === "session.waiting_for_input") {
              { const e157 = v_SessionWaitingForInputEvent(v123); if (e157) return within(e157, [k122]); }
              return undefined;
            }
            if (t128 === "plan.ready") {
              { const e158 = v_PlanReadyEvent(v123); if (e158) return within(e158, [k122]); }
              return undefined;
            }
            if (t128 === "plan.resolved") {
              { const e159 = v_PlanResolvedEvent(v123); if (e159) return within(e159, [k122]); }
              return undefined;
            }
            if (t128 === "plan.updated") {
              { const e160 = v_PlanUpdatedEvent(v123); if (e160) return within(e160, [k122]); }
              return undefined;
            }
            if (t128 === "user_question.asked") {
              { const e161 = v_UserQuestionAskedEvent(v123); if (e161) return within(e161, [k122]); }
              return undefined;
            }
            if (t128 === "session.resumed") {
              { const e162 = v_SessionResumedEvent(v123); if (e162) return within(e162, [k122]); }
              return undefined;
            }
            if (t128 === "session.renamed") {
              { const e163 = v_SessionRenamedEvent(v123); if (e163) return within(e163, [k122]); }
              return undefined;
            }
            if (t128 === "session.forked") {
              { const e164 = v_SessionForkedEvent(v123); if (e164) return within(e164, [k122]); }
              return undefined;
            }
            if (t128 === "session.deleted") {
              { const e165 = v_SessionDeletedEvent(v123); if (e165) return within(e165, [k122]); }
              return undefined;
            }
            if (t128 === "session.closed") {
              { const e166 = v_SessionClosedEvent(v123); if (e166) return within(e166, [k122]); }
              return undefined;
            }
            if (t128 === "agent.message") {
              { const e167 = v_AgentMessageEvent(v123); if (e167) return within(e167, [k122]); }
              return undefined;
            }
            if (t128 === "agent.repeat_notice") {
              { const e168 = v_AgentRepeatNoticeEvent(v123); if (e168) return within(e168, [k122]); }
              return undefined;
            }
            if (t128 === "audit.degraded") {
              { const e169 = v_AuditDegradedEvent(v123); if (e169) return within(e169, [k122]); }
              return undefined;
            }
            if (t128 === "background.finished") {
              { const e170 = v_BackgroundJobFinishedEvent(v123); if (e170) return within(e170, [k122]); }
              return undefined;
            }
            if (t128 === "background.started") {
              { const e171 = v_BackgroundJobStartedEvent(v123); if (e171) return within(e171, [k122]); }
              return undefined;
            }
            if (t128 === "context.compacted") {
              { const e172 = v_ContextCompactedEvent(v123); if (e172) return within(e172, [k122]); }
              return undefined;
            }
            if (t128 === "context.compaction.committed") {
              { const e173 = v_ContextCompactionCommittedEvent(v123); if (e173) return within(e173, [k122]); }
              return undefined;
            }
            if (t128 === "context.compaction.started") {
              { const e174 = v_ContextCompactionStartedEvent(v123); if (e174) return within(e174, [k122]); }
              return undefined;
            }
            if (t128 === "context.compaction.summary") {
              { const e175 = v_ContextCompactionSummaryEvent(v123); if (e175) return within(e175, [k122]); }
              return undefined;
            }
            if (t128 === "context.repository") {
              { const e176 = v_ContextRepositoryEvent(v123); if (e176) return within(e176, [k122]); }
              return undefined;
            }
            if (t128 === "core.workspace_changed") {
              { const e177 = v_CoreWorkspaceChangedEvent(v123); if (e177) return within(e177, [k122]); }
              return undefined;
            }
            if (t128 === "extension.notification") {
              { const e178 = v_ExtensionNotificationEvent(v123); if (e178) return within(e178, [k122]); }
              return undefined;
            }
            if (t128 === "extension.ui_updated") {
              { const e179 = v_ExtensionUiUpdatedEvent(v123); if (e179) return within(e179, [k122]); }
              return undefined;
            }
            if (t128 === "llm.attempt_finished") {
              { const e180 = v_LlmAttemptFinishedEvent(v123); if (e180) return within(e180, [k122]); }
              return undefined;
            }
            if (t128 === "permission.denied") {
              { const e181 = v_PermissionDeniedEvent(v123); if (e181) return within(e181, [k122]); }
              return undefined;
            }
            if (t128 === "permission.granted") {
              { const e182 = v_PermissionGrantedEvent(v123); if (e182) return within(e182, [k122]); }
              return undefined;
            }
            if (t128 === "permission.requested") {
              { const e183 = v_PermissionRequestedEvent(v123); if (e183) return within(e183, [k122]); }
              return undefined;
            }
            if (t128 === "recovery.available") {
              { const e184 = v_RecoveryAvailableEvent(v123); if (e184) return within(e184, [k122]); }
              return undefined;
            }
            if (t128 === "recovery.resolved") {
              { const e185 = v_RecoveryResolvedEvent(v123); if (e185) return within(e185, [k122]); }
              return undefined;
            }
            if (t128 === "run.phase_changed") {
              { const e186 = v_RunPhaseChangedEvent(v123); if (e186) return within(e186, [k122]); }
              return undefined;
            }
            if (t128 === "session.interrupted") {
              { const e187 = v_SessionInterruptedEvent(v123); if (e187) return within(e187, [k122]); }
              return undefined;
            }
            if (t128 === "skill.invoked") {
              { const e188 = v_SkillInvokedEvent(v123); if (e188) return within(e188, [k122]); }
              return undefined;
            }
            if (t128 === "strategy.proposed") {
              { const e189 = v_StrategyProposedEvent(v123); if (e189) return within(e189, [k122]); }
              return undefined;
            }
            if (t128 === "strategy.resolved") {
              { const e190 = v_StrategyResolvedEvent(v123); if (e190) return within(e190, [k122]); }
              return undefined;
            }
            if (t128 === "subagent.finished") {
              { const e191 = v_SubagentFinishedEvent(v123); if (e191) return within(e191, [k122]); }
              return undefined;
            }
            if (t128 === "subagent.started") {
              { const e192 = v_SubagentStartedEvent(v123); if (e192) return within(e192, [k122]); }
              return undefined;
            }
            if (t128 === "task.profiled") {
              { const e193 = v_TaskProfiledEvent(v123); if (e193) return within(e193, [k122]); }
              return undefined;
            }
            if (t128 === "tool.call_progress") {
              { const e194 = v_ToolCallProgressEvent(v123); if (e194) return within(e194, [k122]); }
              return undefined;
            }
            if (t128 === "verification.completed") {
              { const e195 = v_VerificationCompletedEvent(v123); if (e195) return within(e195, [k122]); }
              return undefined;
            }
            if (t128 === "verification.failed") {
              { const e196 = v_VerificationFailedEvent(v123); if (e196) return within(e196, [k122]); }
              return undefined;
            }
            return err([k122, "type"], "unknown variant " + kind(t128) + ", expected one of `core.started`, `runtime.event`, `hook.executed`, `goal.continue_decision`, `run.started`, `run.finished`, `run.steered`, `step.started`, `step.finished`, `agent.decision`, `agent.stuck`, `tool.call_started`, `tool.call_finished`, `tool.call_failed`, `llm.model_selected`, `llm.route_selected`, `llm.token`, `llm.reasoning`, `llm.usage`, `llm.request_prepared`, `llm.retry`, `context.prefix_fingerprint`, `context.budget`, `context.working_set`, `lsp.diagnostics`, `log.line`, `session.created`, `session.message_received`, `session.waiting_for_input`, `plan.ready`, `plan.resolved`, `plan.updated`, `user_question.asked`, `session.resumed`, `session.renamed`, `session.forked`, `session.deleted`, `session.closed`, `agent.message`, `agent.repeat_notice`, `audit.degraded`, `background.finished`, `background.started`, `context.compacted`, `context.compaction.committed`, `context.compaction.started`, `context.compaction.summary`, `context.repository`, `core.workspace_changed`, `extension.notification`, `extension.ui_updated`, `llm.attempt_finished`, `permission.denied`, `permission.granted`, `permission.requested`, `recovery.available`, `recovery.resolved`, `run.phase_changed`, `session.interrupted`, `skill.invoked`, `strategy.proposed`, `strategy.resolved`, `subagent.finished`, `subagent.started`, `task.profiled`, `tool.call_progress`, `verification.completed`, `verification.failed`");
          })();
          if (e127) return e127;
        }
      }
    }
    if (x["event"] === undefined) return err([], "missing field `event`");
  }
  return undefined;
}

function v_EventReplayCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k197 in x) {
      if (k197 === "type") {
        const v198 = x["type"];
        if (!(typeof v198 === "string")) return err([k197], "invalid type: " + kind(v198) + ", expected string");
        if (v198 !== "event.replay") return err([k197], "invalid value: " + kind(v198) + ", expected the constant " + "\"event.replay\"");
      }
      else if (k197 === "thread_id") {
        const v198 = x["thread_id"];
        if (!(typeof v198 === "string")) return err([k197], "invalid type: " + kind(v198) + ", expected string");
        {
          if (v198.length < 2 && chars(v198) < 1) return err([k197], "string of length " + chars(v198) + " is shorter than minLength 1");
        }
      }
      else if (k197 === "after_seq") {
        const v198 = x["after_seq"];
        if (!(Number.isInteger(v198))) return err([k197], "invalid type: " + kind(v198) + ", expected integer");
        {
          if (v198 < 0) return err([k197], v198 + " is less than minimum 0");
        }
      }
      else if (k197 === "limit") {
        const v198 = x["limit"];
        if (!(Number.isInteger(v198))) return err([k197], "invalid type: " + kind(v198) + ", expected integer");
        {
          if (v198 < 1) return err([k197], v198 + " is less than minimum 1");
          if (v198 > 1000) return err([k197], v198 + " is greater than maximum 1000");
        }
      }
    }
    if (x["thread_id"] === undefined) return err([], "missing field `thread_id`");
  }
  return undefined;
}

function v_EventReplayResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k199 in x) {
      if (k199 === "events") {
        const v200 = x["events"];
        if (!(Array.isArray(v200))) return err([k199], "invalid type: " + kind(v200) + ", expected array");
        {
          for (let i201 = 0; i201 < v200.length; i201++) {
            const v202 = v200[i201];
            { const e203 = v_RuntimeEventRecord(v202); if (e203) return within(e203, [k199, i201]); }
          }
        }
      }
      else if (k199 === "latest_seq") {
        const v200 = x["latest_seq"];
        if (!(Number.isInteger(v200))) return err([k199], "invalid type: " + kind(v200) + ", expected integer");
      }
      else if (k199 === "has_more") {
        const v200 = x["has_more"];
        if (!(typeof v200 === "boolean")) return err([k199], "invalid type: " + kind(v200) + ", expected boolean");
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
    for (const k204 in x) {
      if (k204 === "type") {
        const v205 = x["type"];
        if (!(typeof v205 === "string")) return err([k204], "invalid type: " + kind(v205) + ", expected string");
        if (v205 !== "event.subscribe") return err([k204], "invalid value: " + kind(v205) + ", expected the constant " + "\"event.subscribe\"");
      }
      else if (k204 === "topics") {
        const v205 = x["topics"];
        if (!(Array.isArray(v205))) return err([k204], "invalid type: " + kind(v205) + ", expected array");
        {
          for (let i206 = 0; i206 < v205.length; i206++) {
            const v207 = v205[i206];
            if (!(typeof v207 === "string")) return err([k204, i206], "invalid type: " + kind(v207) + ", expected string");
          }
        }
      }
      else if (k204 === "scope") {
        const v205 = x["scope"];
        if (!(typeof v205 === "string")) return err([k204], "invalid type: " + kind(v205) + ", expected string");
      }
      else if (k204 === "replay_from_run") {
        const v205 = x["replay_from_run"];
        if (!(typeof v205 === "string" || v205 === null)) return err([k204], "invalid type: " + kind(v205) + ", expected string or null");
      }
      else if (k204 === "thread_id") {
        const v205 = x["thread_id"];
        if (!(typeof v205 === "string" || v205 === null)) return err([k204], "invalid type: " + kind(v205) + ", expected string or null");
        if (typeof v205 === "string") {
          if (v205.length < 2 && chars(v205) < 1) return err([k204], "string of length " + chars(v205) + " is shorter than minLength 1");
        }
      }
      else if (k204 === "after_seq") {
        const v205 = x["after_seq"];
        if (!(Number.isInteger(v205))) return err([k204], "invalid type: " + kind(v205) + ", expected integer");
        {
          if (v205 < 0) return err([k204], v205 + " is less than minimum 0");
        }
      }
    }
    if (x["topics"] === undefined) return err([], "missing field `topics`");
  }
  return undefined;
}

function v_EventSubscribeResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k208 in x) {
      if (k208 === "subscription_id") {
        const v209 = x["subscription_id"];
        if (!(typeof v209 === "string")) return err([k208], "invalid type: " + kind(v209) + ", expected string");
      }
      else if (k208 === "replayed_count") {
        const v209 = x["replayed_count"];
        if (!(Number.isInteger(v209))) return err([k208], "invalid type: " + kind(v209) + ", expected integer");
      }
      else if (k208 === "last_seq") {
        const v209 = x["last_seq"];
        if (!(Number.isInteger(v209) || v209 === null)) return err([k208], "invalid type: " + kind(v209) + ", expected integer or null");
      }
    }
    if (x["subscription_id"] === undefined) return err([], "missing field `subscription_id`");
  }
  return undefined;
}

function v_EventUnsubscribeCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k210 in x) {
      if (k210 === "type") {
        const v211 = x["type"];
        if (!(typeof v211 === "string")) return err([k210], "invalid type: " + kind(v211) + ", expected string");
        if (v211 !== "event.unsubscribe") return err([k210], "invalid value: " + kind(v211) + ", expected the constant " + "\"event.unsubscribe\"");
      }
      else if (k210 === "subscription_id") {
        const v211 = x["subscription_id"];
        if (!(typeof v211 === "string")) return err([k210], "invalid type: " + kind(v211) + ", expected string");
        {
          if (v211.length < 2 && chars(v211) < 1) return err([k210], "string of length " + chars(v211) + " is shorter than minLength 1");
        }
      }
    }
    if (x["subscription_id"] === undefined) return err([], "missing field `subscription_id`");
  }
  return undefined;
}

function v_EventUnsubscribeResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k212 in x) {
      if (k212 === "subscription_id") {
        const v213 = x["subscription_id"];
        if (!(typeof v213 === "string")) return err([k212], "invalid type: " + kind(v213) + ", expected string");
      }
      else if (k212 === "removed") {
        const v213 = x["removed"];
        if (!(typeof v213 === "boolean")) return err([k212], "invalid type: " + kind(v213) + ", expected boolean");
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
    for (const k214 in x) {
      if (k214 === "type") {
        const v215 = x["type"];
        if (!(typeof v215 === "string")) return err([k214], "invalid type: " + kind(v215) + ", expected string");
        if (v215 !== "extension.notification") return err([k214], "invalid value: " + kind(v215) + ", expected the constant " + "\"extension.notification\"");
      }
      else if (k214 === "run_id") {
        const v215 = x["run_id"];
        if (!(typeof v215 === "string")) return err([k214], "invalid type: " + kind(v215) + ", expected string");
      }
      else if (k214 === "session_id") {
        const v215 = x["session_id"];
        if (!(typeof v215 === "string")) return err([k214], "invalid type: " + kind(v215) + ", expected string");
      }
      else if (k214 === "message") {
        const v215 = x["message"];
        if (!(typeof v215 === "string")) return err([k214], "invalid type: " + kind(v215) + ", expected string");
      }
      else if (k214 === "severity") {
        const v215 = x["severity"];
        { const e216 = v_NotificationSeverity(v215); if (e216) return within(e216, [k214]); }
      }
      else if (k214 === "ts") {
        const v215 = x["ts"];
        if (!(typeof v215 === "string")) return err([k214], "invalid type: " + kind(v215) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["message"] === undefined) return err([], "missing field `message`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
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
    for (const k217 in x) {
      if (k217 === "type") {
        const v218 = x["type"];
        if (!(typeof v218 === "string")) return err([k217], "invalid type: " + kind(v218) + ", expected string");
        if (v218 !== "extension.ui_updated") return err([k217], "invalid value: " + kind(v218) + ", expected the constant " + "\"extension.ui_updated\"");
      }
      else if (k217 === "run_id") {
        const v218 = x["run_id"];
        if (!(typeof v218 === "string")) return err([k217], "invalid type: " + kind(v218) + ", expected string");
      }
      else if (k217 === "session_id") {
        const v218 = x["session_id"];
        if (!(typeof v218 === "string")) return err([k217], "invalid type: " + kind(v218) + ", expected string");
      }
      else if (k217 === "kind") {
        const v218 = x["kind"];
        { const e219 = v_ExtensionUiKind(v218); if (e219) return within(e219, [k217]); }
      }
      else if (k217 === "key") {
        const v218 = x["key"];
        if (!(typeof v218 === "string")) return err([k217], "invalid type: " + kind(v218) + ", expected string");
      }
      else if (k217 === "value") {
        const v218 = x["value"];
      }
      else if (k217 === "ts") {
        const v218 = x["ts"];
        if (!(typeof v218 === "string")) return err([k217], "invalid type: " + kind(v218) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["kind"] === undefined) return err([], "missing field `kind`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
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
    for (const k220 in x) {
      if (k220 === "goal") {
        const v221 = x["goal"];
        { const e222 = v_GoalRecord(v221); if (e222) return within(e222, [k220]); }
      }
      else if (k220 === "run_id") {
        const v221 = x["run_id"];
        if (!(typeof v221 === "string" || v221 === null)) return err([k220], "invalid type: " + kind(v221) + ", expected string or null");
      }
    }
    if (x["goal"] === undefined) return err([], "missing field `goal`");
  }
  return undefined;
}

function v_GoalClearCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k223 in x) {
      if (k223 === "goal_id") {
        const v224 = x["goal_id"];
        if (!(typeof v224 === "string")) return err([k223], "invalid type: " + kind(v224) + ", expected string");
      }
      else if (k223 === "session_id") {
        const v224 = x["session_id"];
        if (!(typeof v224 === "string")) return err([k223], "invalid type: " + kind(v224) + ", expected string");
      }
      else if (k223 === "type") {
        const v224 = x["type"];
        if (!(typeof v224 === "string")) return err([k223], "invalid type: " + kind(v224) + ", expected string");
        if (v224 !== "goal.clear") return err([k223], "invalid value: " + kind(v224) + ", expected the constant " + "\"goal.clear\"");
      }
    }
  }
  return undefined;
}

function v_GoalCompleteCommand(x) {
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
        if (v226 !== "goal.complete") return err([k225], "invalid value: " + kind(v226) + ", expected the constant " + "\"goal.complete\"");
      }
      else if (k225 === "summary") {
        const v226 = x["summary"];
        if (!(typeof v226 === "string")) return err([k225], "invalid type: " + kind(v226) + ", expected string");
        {
          if (v226.length > 4000 && chars(v226) > 4000) return err([k225], "string of length " + chars(v226) + " is longer than maxLength 4000");
        }
      }
    }
  }
  return undefined;
}

function v_GoalContinueDecision(x) {
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
      else if (k227 === "should_continue") {
        const v228 = x["should_continue"];
        if (!(typeof v228 === "boolean")) return err([k227], "invalid type: " + kind(v228) + ", expected boolean");
      }
      else if (k227 === "reason") {
        const v228 = x["reason"];
        if (!(typeof v228 === "string")) return err([k227], "invalid type: " + kind(v228) + ", expected string");
      }
      else if (k227 === "auto_turns_used") {
        const v228 = x["auto_turns_used"];
        if (!(Number.isInteger(v228))) return err([k227], "invalid type: " + kind(v228) + ", expected integer");
        {
          if (v228 < 0) return err([k227], v228 + " is less than minimum 0");
        }
      }
      else if (k227 === "remaining_auto_turns") {
        const v228 = x["remaining_auto_turns"];
        if (!(Number.isInteger(v228))) return err([k227], "invalid type: " + kind(v228) + ", expected integer");
        {
          if (v228 < 0) return err([k227], v228 + " is less than minimum 0");
        }
      }
      else if (k227 === "tokens_used") {
        const v228 = x["tokens_used"];
        if (!(Number.isInteger(v228))) return err([k227], "invalid type: " + kind(v228) + ", expected integer");
        {
          if (v228 < 0) return err([k227], v228 + " is less than minimum 0");
        }
      }
      else if (k227 === "token_budget") {
        const v228 = x["token_budget"];
        if (!(Number.isInteger(v228) || v228 === null)) return err([k227], "invalid type: " + kind(v228) + ", expected integer or null");
        if (typeof v228 === "number") {
          if (v228 < 1) return err([k227], v228 + " is less than minimum 1");
        }
      }
      else if (k227 === "remaining_tokens") {
        const v228 = x["remaining_tokens"];
        if (!(Number.isInteger(v228) || v228 === null)) return err([k227], "invalid type: " + kind(v228) + ", expected integer or null");
        if (typeof v228 === "number") {
          if (v228 < 0) return err([k227], v228 + " is less than minimum 0");
        }
      }
      else if (k227 === "wall_elapsed_seconds") {
        const v228 = x["wall_elapsed_seconds"];
        if (!(Number.isInteger(v228))) return err([k227], "invalid type: " + kind(v228) + ", expected integer");
        {
          if (v228 < 0) return err([k227], v228 + " is less than minimum 0");
        }
      }
      else if (k227 === "max_wall_seconds") {
        const v228 = x["max_wall_seconds"];
        if (!(Number.isInteger(v228))) return err([k227], "invalid type: " + kind(v228) + ", expected integer");
        {
          if (v228 < 1) return err([k227], v228 + " is less than minimum 1");
        }
      }
      else if (k227 === "permission_ceiling") {
        const v228 = x["permission_ceiling"];
        { const e229 = v_AuthoritySnapshot(v228); if (e229) return within(e229, [k227]); }
      }
      else if (k227 === "paused_needs_confirmation") {
        const v228 = x["paused_needs_confirmation"];
        if (!(typeof v228 === "boolean")) return err([k227], "invalid type: " + kind(v228) + ", expected boolean");
      }
      else if (k227 === "decided_at") {
        const v228 = x["decided_at"];
        if (!(typeof v228 === "string")) return err([k227], "invalid type: " + kind(v228) + ", expected string");
      }
      else return err([k227], "unknown field `" + k227 + "`" + ", expected one of `goal_id`, `session_id`, `should_continue`, `reason`, `auto_turns_used`, `remaining_auto_turns`, `tokens_used`, `token_budget`, `remaining_tokens`, `wall_elapsed_seconds`, `max_wall_seconds`, `permission_ceiling`, `paused_needs_confirmation`, `decided_at`");
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
  }
  return undefined;
}

function v_GoalContinueDecisionCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k230 in x) {
      if (k230 === "goal_id") {
        const v231 = x["goal_id"];
        if (!(typeof v231 === "string")) return err([k230], "invalid type: " + kind(v231) + ", expected string");
      }
      else if (k230 === "session_id") {
        const v231 = x["session_id"];
        if (!(typeof v231 === "string")) return err([k230], "invalid type: " + kind(v231) + ", expected string");
      }
      else if (k230 === "type") {
        const v231 = x["type"];
        if (!(typeof v231 === "string")) return err([k230], "invalid type: " + kind(v231) + ", expected string");
        if (v231 !== "goal.continue_decision") return err([k230], "invalid value: " + kind(v231) + ", expected the constant " + "\"goal.continue_decision\"");
      }
    }
  }
  return undefined;
}

function v_GoalContinueDecisionEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k232 in x) {
      if (k232 === "type") {
        const v233 = x["type"];
        if (!(typeof v233 === "string")) return err([k232], "invalid type: " + kind(v233) + ", expected string");
        if (v233 !== "goal.continue_decision") return err([k232], "invalid value: " + kind(v233) + ", expected the constant " + "\"goal.continue_decision\"");
      }
      else if (k232 === "goal_id") {
        const v233 = x["goal_id"];
        if (!(typeof v233 === "string")) return err([k232], "invalid type: " + kind(v233) + ", expected string");
      }
      else if (k232 === "session_id") {
        const v233 = x["session_id"];
        if (!(typeof v233 === "string")) return err([k232], "invalid type: " + kind(v233) + ", expected string");
      }
      else if (k232 === "run_id") {
        const v233 = x["run_id"];
        if (!(typeof v233 === "string")) return err([k232], "invalid type: " + kind(v233) + ", expected string");
      }
      else if (k232 === "should_continue") {
        const v233 = x["should_continue"];
        if (!(typeof v233 === "boolean")) return err([k232], "invalid type: " + kind(v233) + ", expected boolean");
      }
      else if (k232 === "reason") {
        const v233 = x["reason"];
        if (!(typeof v233 === "string")) return err([k232], "invalid type: " + kind(v233) + ", expected string");
      }
      else if (k232 === "auto_turns_used") {
        const v233 = x["auto_turns_used"];
        if (!(Number.isInteger(v233))) return err([k232], "invalid type: " + kind(v233) + ", expected integer");
        {
          if (v233 < 0) return err([k232], v233 + " is less than minimum 0");
        }
      }
      else if (k232 === "remaining_auto_turns") {
        const v233 = x["remaining_auto_turns"];
        if (!(Number.isInteger(v233))) return err([k232], "invalid type: " + kind(v233) + ", expected integer");
        {
          if (v233 < 0) return err([k232], v233 + " is less than minimum 0");
        }
      }
      else if (k232 === "tokens_used") {
        const v233 = x["tokens_used"];
        if (!(Number.isInteger(v233))) return err([k232], "invalid type: " + kind(v233) + ", expected integer");
        {
          if (v233 < 0) return err([k232], v233 + " is less than minimum 0");
        }
      }
      else if (k232 === "token_budget") {
        const v233 = x["token_budget"];
        if (!(Number.isInteger(v233) || v233 === null)) return err([k232], "invalid type: " + kind(v233) + ", expected integer or null");
        if (typeof v233 === "number") {
          if (v233 < 1) return err([k232], v233 + " is less than minimum 1");
        }
      }
      else if (k232 === "remaining_tokens") {
        const v233 = x["remaining_tokens"];
        if (!(Number.isInteger(v233) || v233 === null)) return err([k232], "invalid type: " + kind(v233) + ", expected integer or null");
        if (typeof v233 === "number") {
          if (v233 < 0) return err([k232], v233 + " is less than minimum 0");
        }
      }
      else if (k232 === "wall_elapsed_seconds") {
        const v233 = x["wall_elapsed_seconds"];
        if (!(Number.isInteger(v233))) return err([k232], "invalid type: " + kind(v233) + ", expected integer");
        {
          if (v233 < 0) return err([k232], v233 + " is less than minimum 0");
        }
      }
      else if (k232 === "max_wall_seconds") {
        const v233 = x["max_wall_seconds"];
        if (!(Number.isInteger(v233))) return err([k232], "invalid type: " + kind(v233) + ", expected integer");
        {
          if (v233 < 1) return err([k232], v233 + " is less than minimum 1");
        }
      }
      else if (k232 === "paused_needs_confirmation") {
        const v233 = x["paused_needs_confirmation"];
        if (!(typeof v233 === "boolean")) return err([k232], "invalid type: " + kind(v233) + ", expected boolean");
      }
      else if (k232 === "ts") {
        const v233 = x["ts"];
        if (!(typeof v233 === "string")) return err([k232], "invalid type: " + kind(v233) + ", expected string");
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
  }
  return undefined;
}

function v_GoalContinueDecisionResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k234 in x) {
      if (k234 === "goal") {
        const v235 = x["goal"];
        { const e236 = v_GoalRecord(v235); if (e236) return within(e236, [k234]); }
      }
      else if (k234 === "decision") {
        const v235 = x["decision"];
        { const e237 = v_GoalContinueDecision(v235); if (e237) return within(e237, [k234]); }
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
    for (const k238 in x) {
      if (k238 === "type") {
        const v239 = x["type"];
        if (!(typeof v239 === "string")) return err([k238], "invalid type: " + kind(v239) + ", expected string");
        if (v239 !== "goal.create") return err([k238], "invalid value: " + kind(v239) + ", expected the constant " + "\"goal.create\"");
      }
      else if (k238 === "session_id") {
        const v239 = x["session_id"];
        if (!(typeof v239 === "string")) return err([k238], "invalid type: " + kind(v239) + ", expected string");
        {
          if (v239.length < 2 && chars(v239) < 1) return err([k238], "string of length " + chars(v239) + " is shorter than minLength 1");
        }
      }
      else if (k238 === "objective") {
        const v239 = x["objective"];
        if (!(typeof v239 === "string")) return err([k238], "invalid type: " + kind(v239) + ", expected string");
        {
          if (v239.length < 2 && chars(v239) < 1) return err([k238], "string of length " + chars(v239) + " is shorter than minLength 1");
          if (v239.length > 100000 && chars(v239) > 100000) return err([k238], "string of length " + chars(v239) + " is longer than maxLength 100000");
        }
      }
      else if (k238 === "token_budget") {
        const v239 = x["token_budget"];
        if (!(Number.isInteger(v239) || v239 === null)) return err([k238], "invalid type: " + kind(v239) + ", expected integer or null");
        if (typeof v239 === "number") {
          if (v239 < 1) return err([k238], v239 + " is less than minimum 1");
        }
      }
      else if (k238 === "auto_continue") {
        const v239 = x["auto_continue"];
        if (!(typeof v239 === "boolean")) return err([k238], "invalid type: " + kind(v239) + ", expected boolean");
      }
      else if (k238 === "max_auto_turns") {
        const v239 = x["max_auto_turns"];
        if (!(Number.isInteger(v239))) return err([k238], "invalid type: " + kind(v239) + ", expected integer");
        {
          if (v239 < 1) return err([k238], v239 + " is less than minimum 1");
          if (v239 > 100) return err([k238], v239 + " is greater than maximum 100");
        }
      }
      else if (k238 === "max_wall_seconds") {
        const v239 = x["max_wall_seconds"];
        if (!(Number.isInteger(v239))) return err([k238], "invalid type: " + kind(v239) + ", expected integer");
        {
          if (v239 < 1) return err([k238], v239 + " is less than minimum 1");
          if (v239 > 86400) return err([k238], v239 + " is greater than maximum 86400");
        }
      }
      else if (k238 === "constraints") {
        const v239 = x["constraints"];
        if (!(Array.isArray(v239))) return err([k238], "invalid type: " + kind(v239) + ", expected array");
        {
          for (let i240 = 0; i240 < v239.length; i240++) {
            const v241 = v239[i240];
            if (!(typeof v241 === "string")) return err([k238, i240], "invalid type: " + kind(v241) + ", expected string");
          }
          if (v239.length > 100) return err([k238], "array has more than maxItems 100");
        }
      }
      else if (k238 === "completion_criteria") {
        const v239 = x["completion_criteria"];
        if (!(Array.isArray(v239))) return err([k238], "invalid type: " + kind(v239) + ", expected array");
        {
          for (let i242 = 0; i242 < v239.length; i242++) {
            const v243 = v239[i242];
            if (!(typeof v243 === "string")) return err([k238, i242], "invalid type: " + kind(v243) + ", expected string");
          }
          if (v239.length > 100) return err([k238], "array has more than maxItems 100");
        }
      }
      else if (k238 === "start") {
        const v239 = x["start"];
        if (!(typeof v239 === "boolean")) return err([k238], "invalid type: " + kind(v239) + ", expected boolean");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["objective"] === undefined) return err([], "missing field `objective`");
  }
  return undefined;
}

function v_GoalCreateResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k244 in x) {
      if (k244 === "goal") {
        const v245 = x["goal"];
        { const e246 = v_GoalRecord(v245); if (e246) return within(e246, [k244]); }
      }
      else if (k244 === "run_id") {
        const v245 = x["run_id"];
        if (!(typeof v245 === "string" || v245 === null)) return err([k244], "invalid type: " + kind(v245) + ", expected string or null");
      }
    }
    if (x["goal"] === undefined) return err([], "missing field `goal`");
  }
  return undefined;
}

function v_GoalEditCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k247 in x) {
      if (k247 === "type") {
        const v248 = x["type"];
        if (!(typeof v248 === "string")) return err([k247], "invalid type: " + kind(v248) + ", expected string");
        if (v248 !== "goal.edit") return err([k247], "invalid value: " + kind(v248) + ", expected the constant " + "\"goal.edit\"");
      }
      else if (k247 === "goal_id") {
        const v248 = x["goal_id"];
        if (!(typeof v248 === "string")) return err([k247], "invalid type: " + kind(v248) + ", expected string");
      }
      else if (k247 === "session_id") {
        const v248 = x["session_id"];
        if (!(typeof v248 === "string")) return err([k247], "invalid type: " + kind(v248) + ", expected string");
      }
      else if (k247 === "objective") {
        const v248 = x["objective"];
        if (!(typeof v248 === "string")) return err([k247], "invalid type: " + kind(v248) + ", expected string");
        {
          if (v248.length < 2 && chars(v248) < 1) return err([k247], "string of length " + chars(v248) + " is shorter than minLength 1");
          if (v248.length > 100000 && chars(v248) > 100000) return err([k247], "string of length " + chars(v248) + " is longer than maxLength 100000");
        }
      }
      else if (k247 === "completion_criteria") {
        const v248 = x["completion_criteria"];
        if (!(Array.isArray(v248) || v248 === null)) return err([k247], "invalid type: " + kind(v248) + ", expected array or null");
        if (Array.isArray(v248)) {
          for (let i249 = 0; i249 < v248.length; i249++) {
            const v250 = v248[i249];
            if (!(typeof v250 === "string")) return err([k247, i249], "invalid type: " + kind(v250) + ", expected string");
          }
          if (v248.length > 100) return err([k247], "array has more than maxItems 100");
        }
      }
    }
    if (x["objective"] === undefined) return err([], "missing field `objective`");
  }
  return undefined;
}

function v_GoalGetCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k251 in x) {
      if (k251 === "type") {
        const v252 = x["type"];
        if (!(typeof v252 === "string")) return err([k251], "invalid type: " + kind(v252) + ", expected string");
        if (v252 !== "goal.get") return err([k251], "invalid value: " + kind(v252) + ", expected the constant " + "\"goal.get\"");
      }
      else if (k251 === "goal_id") {
        const v252 = x["goal_id"];
        if (!(typeof v252 === "string")) return err([k251], "invalid type: " + kind(v252) + ", expected string");
      }
      else if (k251 === "session_id") {
        const v252 = x["session_id"];
        if (!(typeof v252 === "string")) return err([k251], "invalid type: " + kind(v252) + ", expected string");
      }
    }
  }
  return undefined;
}

function v_GoalGetResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k253 in x) {
      if (k253 === "goal") {
        const v254 = x["goal"];
        const e255 = (() => {
          {
            const u256 = [];
            const b257 = (() => {
              { const e258 = v_GoalRecord(v254); if (e258) return within(e258, [k253]); }
              return undefined;
            })();
            if (b257 === undefined) return undefined;
            u256.push(b257);
            const b259 = (() => {
              if (!(v254 === null)) return err([k253], "invalid type: " + kind(v254) + ", expected null");
              return undefined;
            })();
            if (b259 === undefined) return undefined;
            u256.push(b259);
            const u256d = u256.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u256d;
          }
        })();
        if (e255) return e255;
      }
    }
  }
  return undefined;
}

function v_GoalListCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k260 in x) {
      if (k260 === "type") {
        const v261 = x["type"];
        if (!(typeof v261 === "string")) return err([k260], "invalid type: " + kind(v261) + ", expected string");
        if (v261 !== "goal.list") return err([k260], "invalid value: " + kind(v261) + ", expected the constant " + "\"goal.list\"");
      }
      else if (k260 === "session_id") {
        const v261 = x["session_id"];
        if (!(typeof v261 === "string")) return err([k260], "invalid type: " + kind(v261) + ", expected string");
      }
      else if (k260 === "status") {
        const v261 = x["status"];
        const e262 = (() => {
          {
            const u263 = [];
            const b264 = (() => {
              { const e265 = v_GoalStatus(v261); if (e265) return within(e265, [k260]); }
              return undefined;
            })();
            if (b264 === undefined) return undefined;
            u263.push(b264);
            const b266 = (() => {
              if (!(v261 === null)) return err([k260], "invalid type: " + kind(v261) + ", expected null");
              return undefined;
            })();
            if (b266 === undefined) return undefined;
            u263.push(b266);
            const u263d = u263.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u263d;
          }
        })();
        if (e262) return e262;
      }
      else if (k260 === "limit") {
        const v261 = x["limit"];
        if (!(Number.isInteger(v261))) return err([k260], "invalid type: " + kind(v261) + ", expected integer");
        {
          if (v261 < 1) return err([k260], v261 + " is less than minimum 1");
          if (v261 > 200) return err([k260], v261 + " is greater than maximum 200");
        }
      }
    }
  }
  return undefined;
}

function v_GoalListResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k267 in x) {
      if (k267 === "goals") {
        const v268 = x["goals"];
        if (!(Array.isArray(v268))) return err([k267], "invalid type: " + kind(v268) + ", expected array");
        {
          for (let i269 = 0; i269 < v268.length; i269++) {
            const v270 = v268[i269];
            { const e271 = v_GoalRecord(v270); if (e271) return within(e271, [k267, i269]); }
          }
        }
      }
    }
  }
  return undefined;
}

function v_GoalPauseCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k272 in x) {
      if (k272 === "goal_id") {
        const v273 = x["goal_id"];
        if (!(typeof v273 === "string")) return err([k272], "invalid type: " + kind(v273) + ", expected string");
      }
      else if (k272 === "session_id") {
        const v273 = x["session_id"];
        if (!(typeof v273 === "string")) return err([k272], "invalid type: " + kind(v273) + ", expected string");
      }
      else if (k272 === "type") {
        const v273 = x["type"];
        if (!(typeof v273 === "string")) return err([k272], "invalid type: " + kind(v273) + ", expected string");
        if (v273 !== "goal.pause") return err([k272], "invalid value: " + kind(v273) + ", expected the constant " + "\"goal.pause\"");
      }
    }
  }
  return undefined;
}

function v_GoalRecord(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k274 in x) {
      if (k274 === "schema_version") {
        const v275 = x["schema_version"];
        if (!(Number.isInteger(v275))) return err([k274], "invalid type: " + kind(v275) + ", expected integer");
        if (v275 !== 4) return err([k274], "invalid value: " + kind(v275) + ", expected the constant " + "4");
      }
      else if (k274 === "id") {
        const v275 = x["id"];
        if (!(typeof v275 === "string")) return err([k274], "invalid type: " + kind(v275) + ", expected string");
        {
          if (v275.length < 2 && chars(v275) < 1) return err([k274], "string of length " + chars(v275) + " is shorter than minLength 1");
          if (!/^goal-[a-f0-9]{12}$/u.test(v275)) return err([k274], "string does not match pattern ^goal-[a-f0-9]{12}$");
        }
      }
      else if (k274 === "session_id") {
        const v275 = x["session_id"];
        if (!(typeof v275 === "string")) return err([k274], "invalid type: " + kind(v275) + ", expected string");
        {
          if (v275.length < 2 && chars(v275) < 1) return err([k274], "string of length " + chars(v275) + " is shorter than minLength 1");
        }
      }
      else if (k274 === "objective") {
        const v275 = x["objective"];
        if (!(typeof v275 === "string")) return err([k274], "invalid type: " + kind(v275) + ", expected string");
        {
          if (v275.length < 2 && chars(v275) < 1) return err([k274], "string of length " + chars(v275) + " is shorter than minLength 1");
        }
      }
      else if (k274 === "status") {
        const v275 = x["status"];
        { const e276 = v_GoalStatus(v275); if (e276) return within(e276, [k274]); }
      }
      else if (k274 === "status_reason") {
        const v275 = x["status_reason"];
        if (!(typeof v275 === "string")) return err([k274], "invalid type: " + kind(v275) + ", expected string");
      }
      else if (k274 === "token_budget") {
        const v275 = x["token_budget"];
        if (!(Number.isInteger(v275) || v275 === null)) return err([k274], "invalid type: " + kind(v275) + ", expected integer or null");
        if (typeof v275 === "number") {
          if (v275 < 1) return err([k274], v275 + " is less than minimum 1");
        }
      }
      else if (k274 === "tokens_used") {
        const v275 = x["tokens_used"];
        if (!(Number.isInteger(v275))) return err([k274], "invalid type: " + kind(v275) + ", expected integer");
        {
          if (v275 < 0) return err([k274], v275 + " is less than minimum 0");
        }
      }
      else if (k274 === "token_reservations") {
        const v275 = x["token_reservations"];
        if (!(isObject(v275))) return err([k274], "invalid type: " + kind(v275) + ", expected object");
        {
          for (const k277 in v275) {
            {
              const v278 = v275[k277];
              if (!(Number.isInteger(v278))) return err([k274, k277], "invalid type: " + kind(v278) + ", expected integer");
              {
                if (v278 < 1) return err([k274, k277], v278 + " is less than minimum 1");
              }
            }
          }
        }
      }
      else if (k274 === "elapsed_ms") {
        const v275 = x["elapsed_ms"];
        if (!(Number.isInteger(v275))) return err([k274], "invalid type: " + kind(v275) + ", expected integer");
        {
          if (v275 < 0) return err([k274], v275 + " is less than minimum 0");
        }
      }
      else if (k274 === "auto_continue") {
        const v275 = x["auto_continue"];
        if (!(typeof v275 === "boolean")) return err([k274], "invalid type: " + kind(v275) + ", expected boolean");
      }
      else if (k274 === "max_auto_turns") {
        const v275 = x["max_auto_turns"];
        if (!(Number.isInteger(v275))) return err([k274], "invalid type: " + kind(v275) + ", expected integer");
        {
          if (v275 < 1) return err([k274], v275 + " is less than minimum 1");
          if (v275 > 100) return err([k274], v275 + " is greater than maximum 100");
        }
      }
      else if (k274 === "auto_turns_used") {
        const v275 = x["auto_turns_used"];
        if (!(Number.isInteger(v275))) return err([k274], "invalid type: " + kind(v275) + ", expected integer");
        {
          if (v275 < 0) return err([k274], v275 + " is less than minimum 0");
        }
      }
      else if (k274 === "max_wall_seconds") {
        const v275 = x["max_wall_seconds"];
        if (!(Number.isInteger(v275))) return err([k274], "invalid type: " + kind(v275) + ", expected integer");
        {
          if (v275 < 1) return err([k274], v275 + " is less than minimum 1");
          if (v275 > 86400) return err([k274], v275 + " is greater than maximum 86400");
        }
      }
      else if (k274 === "auto_window_started_at") {
        const v275 = x["auto_window_started_at"];
        if (!(typeof v275 === "string" || v275 === null)) return err([k274], "invalid type: " + kind(v275) + ", expected string or null");
      }
      else if (k274 === "permission_ceiling") {
        const v275 = x["permission_ceiling"];
        { const e279 = v_AuthoritySnapshot(v275); if (e279) return within(e279, [k274]); }
      }
      else if (k274 === "paused_reason") {
        const v275 = x["paused_reason"];
        if (!(typeof v275 === "string")) return err([k274], "invalid type: " + kind(v275) + ", expected string");
      }
      else if (k274 === "paused_needs_confirmation") {
        const v275 = x["paused_needs_confirmation"];
        if (!(typeof v275 === "boolean")) return err([k274], "invalid type: " + kind(v275) + ", expected boolean");
      }
      else if (k274 === "constraints") {
        const v275 = x["constraints"];
        if (!(Array.isArray(v275))) return err([k274], "invalid type: " + kind(v275) + ", expected array");
        {
          for (let i280 = 0; i280 < v275.length; i280++) {
            const v281 = v275[i280];
            if (!(typeof v281 === "string")) return err([k274, i280], "invalid type: " + kind(v281) + ", expected string");
          }
        }
      }
      else if (k274 === "completion_criteria") {
        const v275 = x["completion_criteria"];
        if (!(Array.isArray(v275))) return err([k274], "invalid type: " + kind(v275) + ", expected array");
        {
          for (let i282 = 0; i282 < v275.length; i282++) {
            const v283 = v275[i282];
            if (!(typeof v283 === "string")) return err([k274, i282], "invalid type: " + kind(v283) + ", expected string");
          }
        }
      }
      else if (k274 === "linked_task_ids") {
        const v275 = x["linked_task_ids"];
        if (!(Array.isArray(v275))) return err([k274], "invalid type: " + kind(v275) + ", expected array");
        {
          for (let i284 = 0; i284 < v275.length; i284++) {
            const v285 = v275[i284];
            if (!(Number.isInteger(v285))) return err([k274, i284], "invalid type: " + kind(v285) + ", expected integer");
          }
        }
      }
      else if (k274 === "linked_run_ids") {
        const v275 = x["linked_run_ids"];
        if (!(Array.isArray(v275))) return err([k274], "invalid type: " + kind(v275) + ", expected array");
        {
          for (let i286 = 0; i286 < v275.length; i286++) {
            const v287 = v275[i286];
            if (!(typeof v287 === "string")) return err([k274, i286], "invalid type: " + kind(v287) + ", expected string");
          }
        }
      }
      else if (k274 === "current_run_id") {
        const v275 = x["current_run_id"];
        if (!(typeof v275 === "string" || v275 === null)) return err([k274], "invalid type: " + kind(v275) + ", expected string or null");
      }
      else if (k274 === "completion_evidence") {
        const v275 = x["completion_evidence"];
        if (!(Array.isArray(v275))) return err([k274], "invalid type: " + kind(v275) + ", expected array");
        {
          for (let i288 = 0; i288 < v275.length; i288++) {
            const v289 = v275[i288];
            { const e290 = v_CompletionEvidence(v289); if (e290) return within(e290, [k274, i288]); }
          }
        }
      }
      else if (k274 === "timeline") {
        const v275 = x["timeline"];
        if (!(Array.isArray(v275))) return err([k274], "invalid type: " + kind(v275) + ", expected array");
        {
          for (let i291 = 0; i291 < v275.length; i291++) {
            const v292 = v275[i291];
            { const e293 = v_GoalTimelineEntry(v292); if (e293) return within(e293, [k274, i291]); }
          }
        }
      }
      else if (k274 === "created_at") {
        const v275 = x["created_at"];
        if (!(typeof v275 === "string")) return err([k274], "invalid type: " + kind(v275) + ", expected string");
      }
      else if (k274 === "updated_at") {
        const v275 = x["updated_at"];
        if (!(typeof v275 === "string")) return err([k274], "invalid type: " + kind(v275) + ", expected string");
      }
      else return err([k274], "unknown field `" + k274 + "`" + ", expected one of `schema_version`, `id`, `session_id`, `objective`, `status`, `status_reason`, `token_budget`, `tokens_used`, `token_reservations`, `elapsed_ms`, `auto_continue`, `max_auto_turns`, `auto_turns_used`, `max_wall_seconds`, `auto_window_started_at`, `permission_ceiling`, `paused_reason`, `paused_needs_confirmation`, `constraints`, `completion_criteria`, `linked_task_ids`, `linked_run_ids`, `current_run_id`, `completion_evidence`, `timeline`, `created_at`, `updated_at`");
    }
    if (x["id"] === undefined) return err([], "missing field `id`");
    if (x["objective"] === undefined) return err([], "missing field `objective`");
    if (x["created_at"] === undefined) return err([], "missing field `created_at`");
    if (x["updated_at"] === undefined) return err([], "missing field `updated_at`");
  }
  return undefined;
}

function v_GoalResumeCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k294 in x) {
      if (k294 === "goal_id") {
        const v295 = x["goal_id"];
        if (!(typeof v295 === "string")) return err([k294], "invalid type: " + kind(v295) + ", expected string");
      }
      else if (k294 === "session_id") {
        const v295 = x["session_id"];
        if (!(typeof v295 === "string")) return err([k294], "invalid type: " + kind(v295) + ", expected string");
      }
      else if (k294 === "type") {
        const v295 = x["type"];
        if (!(typeof v295 === "string")) return err([k294], "invalid type: " + kind(v295) + ", expected string");
        if (v295 !== "goal.resume") return err([k294], "invalid value: " + kind(v295) + ", expected the constant " + "\"goal.resume\"");
      }
    }
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
    for (const k296 in x) {
      if (k296 === "seq") {
        const v297 = x["seq"];
        if (!(Number.isInteger(v297))) return err([k296], "invalid type: " + kind(v297) + ", expected integer");
        {
          if (v297 < 1) return err([k296], v297 + " is less than minimum 1");
        }
      }
      else if (k296 === "event") {
        const v297 = x["event"];
        if (!(typeof v297 === "string")) return err([k296], "invalid type: " + kind(v297) + ", expected string");
        {
          if (v297.length < 2 && chars(v297) < 1) return err([k296], "string of length " + chars(v297) + " is shorter than minLength 1");
        }
      }
      else if (k296 === "actor") {
        const v297 = x["actor"];
        if (!(typeof v297 === "string")) return err([k296], "invalid type: " + kind(v297) + ", expected string");
        {
          if (v297.length < 2 && chars(v297) < 1) return err([k296], "string of length " + chars(v297) + " is shorter than minLength 1");
        }
      }
      else if (k296 === "at") {
        const v297 = x["at"];
        if (!(typeof v297 === "string")) return err([k296], "invalid type: " + kind(v297) + ", expected string");
      }
      else if (k296 === "details") {
        const v297 = x["details"];
        if (!(isObject(v297))) return err([k296], "invalid type: " + kind(v297) + ", expected object");
        {
          for (const k298 in v297) {
            {
              const v299 = v297[k298];
              { const e300 = v_JsonValue(v299); if (e300) return within(e300, [k296, k298]); }
            }
          }
        }
      }
      else return err([k296], "unknown field `" + k296 + "`" + ", expected one of `seq`, `event`, `actor`, `at`, `details`");
    }
    if (x["seq"] === undefined) return err([], "missing field `seq`");
    if (x["event"] === undefined) return err([], "missing field `event`");
    if (x["actor"] === undefined) return err([], "missing field `actor`");
    if (x["at"] === undefined) return err([], "missing field `at`");
  }
  return undefined;
}

function v_HookAuditInfo(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k301 in x) {
      if (k301 === "hook_id") {
        const v302 = x["hook_id"];
        if (!(typeof v302 === "string")) return err([k301], "invalid type: " + kind(v302) + ", expected string");
      }
      else if (k301 === "run_id") {
        const v302 = x["run_id"];
        if (!(typeof v302 === "string")) return err([k301], "invalid type: " + kind(v302) + ", expected string");
      }
      else if (k301 === "event") {
        const v302 = x["event"];
        if (!(typeof v302 === "string")) return err([k301], "invalid type: " + kind(v302) + ", expected string");
      }
      else if (k301 === "status") {
        const v302 = x["status"];
        if (!(typeof v302 === "string")) return err([k301], "invalid type: " + kind(v302) + ", expected string");
      }
      else if (k301 === "blocking") {
        const v302 = x["blocking"];
        if (!(typeof v302 === "boolean")) return err([k301], "invalid type: " + kind(v302) + ", expected boolean");
      }
      else if (k301 === "elapsed_ms") {
        const v302 = x["elapsed_ms"];
        if (!(Number.isInteger(v302))) return err([k301], "invalid type: " + kind(v302) + ", expected integer");
      }
      else if (k301 === "blocked") {
        const v302 = x["blocked"];
        if (!(typeof v302 === "boolean")) return err([k301], "invalid type: " + kind(v302) + ", expected boolean");
      }
      else if (k301 === "reason") {
        const v302 = x["reason"];
        if (!(typeof v302 === "string")) return err([k301], "invalid type: " + kind(v302) + ", expected string");
      }
      else if (k301 === "exit_code") {
        const v302 = x["exit_code"];
        if (!(Number.isInteger(v302) || v302 === null)) return err([k301], "invalid type: " + kind(v302) + ", expected integer or null");
      }
      else if (k301 === "process_usage") {
        const v302 = x["process_usage"];
        if (!(isObject(v302))) return err([k301], "invalid type: " + kind(v302) + ", expected object");
      }
      else if (k301 === "ts") {
        const v302 = x["ts"];
        if (!(typeof v302 === "string")) return err([k301], "invalid type: " + kind(v302) + ", expected string");
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
  }
  return undefined;
}

function v_HookConfigInfo(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k303 in x) {
      if (k303 === "id") {
        const v304 = x["id"];
        if (!(typeof v304 === "string")) return err([k303], "invalid type: " + kind(v304) + ", expected string");
      }
      else if (k303 === "event") {
        const v304 = x["event"];
        if (!(typeof v304 === "string")) return err([k303], "invalid type: " + kind(v304) + ", expected string");
      }
      else if (k303 === "blocking") {
        const v304 = x["blocking"];
        if (!(typeof v304 === "boolean")) return err([k303], "invalid type: " + kind(v304) + ", expected boolean");
      }
      else if (k303 === "trusted_scope") {
        const v304 = x["trusted_scope"];
        if (!(typeof v304 === "string")) return err([k303], "invalid type: " + kind(v304) + ", expected string");
      }
      else if (k303 === "on_failure") {
        const v304 = x["on_failure"];
        if (!(typeof v304 === "string")) return err([k303], "invalid type: " + kind(v304) + ", expected string");
      }
      else if (k303 === "command") {
        const v304 = x["command"];
        if (!(Array.isArray(v304))) return err([k303], "invalid type: " + kind(v304) + ", expected array");
        {
          for (let i305 = 0; i305 < v304.length; i305++) {
            const v306 = v304[i305];
            if (!(typeof v306 === "string")) return err([k303, i305], "invalid type: " + kind(v306) + ", expected string");
          }
        }
      }
      else if (k303 === "conditions") {
        const v304 = x["conditions"];
        if (!(isObject(v304))) return err([k303], "invalid type: " + kind(v304) + ", expected object");
        {
          for (const k307 in v304) {
            {
              const v308 = v304[k307];
              if (!(typeof v308 === "string")) return err([k303, k307], "invalid type: " + kind(v308) + ", expected string");
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
  }
  return undefined;
}

function v_HookExecutedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k309 in x) {
      if (k309 === "type") {
        const v310 = x["type"];
        if (!(typeof v310 === "string")) return err([k309], "invalid type: " + kind(v310) + ", expected string");
        if (v310 !== "hook.executed") return err([k309], "invalid value: " + kind(v310) + ", expected the constant " + "\"hook.executed\"");
      }
      else if (k309 === "hook_id") {
        const v310 = x["hook_id"];
        if (!(typeof v310 === "string")) return err([k309], "invalid type: " + kind(v310) + ", expected string");
      }
      else if (k309 === "run_id") {
        const v310 = x["run_id"];
        if (!(typeof v310 === "string")) return err([k309], "invalid type: " + kind(v310) + ", expected string");
      }
      else if (k309 === "event_name") {
        const v310 = x["event_name"];
        if (!(typeof v310 === "string")) return err([k309], "invalid type: " + kind(v310) + ", expected string");
      }
      else if (k309 === "status") {
        const v310 = x["status"];
        if (!(typeof v310 === "string")) return err([k309], "invalid type: " + kind(v310) + ", expected string");
      }
      else if (k309 === "blocking") {
        const v310 = x["blocking"];
        if (!(typeof v310 === "boolean")) return err([k309], "invalid type: " + kind(v310) + ", expected boolean");
      }
      else if (k309 === "on_failure") {
        const v310 = x["on_failure"];
        if (!(typeof v310 === "string")) return err([k309], "invalid type: " + kind(v310) + ", expected string");
      }
      else if (k309 === "elapsed_ms") {
        const v310 = x["elapsed_ms"];
        if (!(Number.isInteger(v310))) return err([k309], "invalid type: " + kind(v310) + ", expected integer");
      }
      else if (k309 === "blocked") {
        const v310 = x["blocked"];
        if (!(typeof v310 === "boolean")) return err([k309], "invalid type: " + kind(v310) + ", expected boolean");
      }
      else if (k309 === "reason") {
        const v310 = x["reason"];
        if (!(typeof v310 === "string")) return err([k309], "invalid type: " + kind(v310) + ", expected string");
      }
      else if (k309 === "output_truncated") {
        const v310 = x["output_truncated"];
        if (!(typeof v310 === "boolean")) return err([k309], "invalid type: " + kind(v310) + ", expected boolean");
      }
      else if (k309 === "exit_code") {
        const v310 = x["exit_code"];
        if (!(Number.isInteger(v310) || v310 === null)) return err([k309], "invalid type: " + kind(v310) + ", expected integer or null");
      }
      else if (k309 === "process_usage") {
        const v310 = x["process_usage"];
        if (!(isObject(v310))) return err([k309], "invalid type: " + kind(v310) + ", expected object");
      }
      else if (k309 === "ts") {
        const v310 = x["ts"];
        if (!(typeof v310 === "string")) return err([k309], "invalid type: " + kind(v310) + ", expected string");
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
  }
  return undefined;
}

function v_HookRerunCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k311 in x) {
      if (k311 === "type") {
        const v312 = x["type"];
        if (!(typeof v312 === "string")) return err([k311], "invalid type: " + kind(v312) + ", expected string");
        if (v312 !== "hooks.rerun") return err([k311], "invalid value: " + kind(v312) + ", expected the constant " + "\"hooks.rerun\"");
      }
      else if (k311 === "hook_id") {
        const v312 = x["hook_id"];
        if (!(typeof v312 === "string")) return err([k311], "invalid type: " + kind(v312) + ", expected string");
        {
          if (v312.length < 2 && chars(v312) < 1) return err([k311], "string of length " + chars(v312) + " is shorter than minLength 1");
        }
      }
      else if (k311 === "session_id") {
        const v312 = x["session_id"];
        if (!(typeof v312 === "string")) return err([k311], "invalid type: " + kind(v312) + ", expected string");
      }
    }
    if (x["hook_id"] === undefined) return err([], "missing field `hook_id`");
  }
  return undefined;
}

function v_HookRerunResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k313 in x) {
      if (k313 === "hook_id") {
        const v314 = x["hook_id"];
        if (!(typeof v314 === "string")) return err([k313], "invalid type: " + kind(v314) + ", expected string");
      }
      else if (k313 === "executed") {
        const v314 = x["executed"];
        if (!(typeof v314 === "boolean")) return err([k313], "invalid type: " + kind(v314) + ", expected boolean");
      }
      else if (k313 === "status") {
        const v314 = x["status"];
        if (!(typeof v314 === "string")) return err([k313], "invalid type: " + kind(v314) + ", expected string");
      }
      else if (k313 === "reason") {
        const v314 = x["reason"];
        if (!(typeof v314 === "string")) return err([k313], "invalid type: " + kind(v314) + ", expected string");
      }
      else if (k313 === "ts") {
        const v314 = x["ts"];
        if (!(typeof v314 === "string")) return err([k313], "invalid type: " + kind(v314) + ", expected string");
      }
    }
    if (x["hook_id"] === undefined) return err([], "missing field `hook_id`");
    if (x["executed"] === undefined) return err([], "missing field `executed`");
  }
  return undefined;
}

function v_HooksListCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k315 in x) {
      if (k315 === "type") {
        const v316 = x["type"];
        if (!(typeof v316 === "string")) return err([k315], "invalid type: " + kind(v316) + ", expected string");
        if (v316 !== "hooks.list") return err([k315], "invalid value: " + kind(v316) + ", expected the constant " + "\"hooks.list\"");
      }
      else if (k315 === "limit") {
        const v316 = x["limit"];
        if (!(Number.isInteger(v316))) return err([k315], "invalid type: " + kind(v316) + ", expected integer");
        {
          if (v316 < 1) return err([k315], v316 + " is less than minimum 1");
          if (v316 > 100) return err([k315], v316 + " is greater than maximum 100");
        }
      }
    }
  }
  return undefined;
}

function v_HooksListResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k317 in x) {
      if (k317 === "configs") {
        const v318 = x["configs"];
        if (!(Array.isArray(v318))) return err([k317], "invalid type: " + kind(v318) + ", expected array");
        {
          for (let i319 = 0; i319 < v318.length; i319++) {
            const v320 = v318[i319];
            { const e321 = v_HookConfigInfo(v320); if (e321) return within(e321, [k317, i319]); }
          }
        }
      }
      else if (k317 === "audit_events") {
        const v318 = x["audit_events"];
        if (!(Array.isArray(v318))) return err([k317], "invalid type: " + kind(v318) + ", expected array");
        {
          for (let i322 = 0; i322 < v318.length; i322++) {
            const v323 = v318[i322];
            { const e324 = v_HookAuditInfo(v323); if (e324) return within(e324, [k317, i322]); }
          }
        }
      }
    }
  }
  return undefined;
}

function v_ImageArtifactInput(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k325 in x) {
      if (k325 === "sha256") {
        const v326 = x["sha256"];
        if (!(typeof v326 === "string")) return err([k325], "invalid type: " + kind(v326) + ", expected string");
        {
          if (!/^[0-9a-f]{64}$/u.test(v326)) return err([k325], "string does not match pattern ^[0-9a-f]{64}$");
        }
      }
      else if (k325 === "media_type") {
        const v326 = x["media_type"];
        if (!(typeof v326 === "string")) return err([k325], "invalid type: " + kind(v326) + ", expected string");
        {
          if (!/^image\/(png|jpeg|webp|gif)$/u.test(v326)) return err([k325], "string does not match pattern ^image/(png|jpeg|webp|gif)$");
        }
      }
      else if (k325 === "size") {
        const v326 = x["size"];
        if (!(Number.isInteger(v326))) return err([k325], "invalid type: " + kind(v326) + ", expected integer");
        {
          if (v326 < 1) return err([k325], v326 + " is less than minimum 1");
          if (v326 > 2097152) return err([k325], v326 + " is greater than maximum 2097152");
        }
      }
      else if (k325 === "width") {
        const v326 = x["width"];
        if (!(Number.isInteger(v326))) return err([k325], "invalid type: " + kind(v326) + ", expected integer");
        {
          if (v326 < 1) return err([k325], v326 + " is less than minimum 1");
          if (v326 > 100000) return err([k325], v326 + " is greater than maximum 100000");
        }
      }
      else if (k325 === "height") {
        const v326 = x["height"];
        if (!(Number.isInteger(v326))) return err([k325], "invalid type: " + kind(v326) + ", expected integer");
        {
          if (v326 < 1) return err([k325], v326 + " is less than minimum 1");
          if (v326 > 100000) return err([k325], v326 + " is greater than maximum 100000");
        }
      }
      else return err([k325], "unknown field `" + k325 + "`" + ", expected one of `sha256`, `media_type`, `size`, `width`, `height`");
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
    for (const k327 in x) {
      if (k327 === "type") {
        const v328 = x["type"];
        if (!(typeof v328 === "string")) return err([k327], "invalid type: " + kind(v328) + ", expected string");
        if (v328 !== "llm.attempt_finished") return err([k327], "invalid value: " + kind(v328) + ", expected the constant " + "\"llm.attempt_finished\"");
      }
      else if (k327 === "run_id") {
        const v328 = x["run_id"];
        if (!(typeof v328 === "string")) return err([k327], "invalid type: " + kind(v328) + ", expected string");
      }
      else if (k327 === "step") {
        const v328 = x["step"];
        if (!(Number.isInteger(v328))) return err([k327], "invalid type: " + kind(v328) + ", expected integer");
      }
      else if (k327 === "attempt") {
        const v328 = x["attempt"];
        if (!(Number.isInteger(v328))) return err([k327], "invalid type: " + kind(v328) + ", expected integer");
      }
      else if (k327 === "status") {
        const v328 = x["status"];
        { const e329 = v_AttemptStatus(v328); if (e329) return within(e329, [k327]); }
      }
      else if (k327 === "failure_code") {
        const v328 = x["failure_code"];
        if (!(typeof v328 === "string")) return err([k327], "invalid type: " + kind(v328) + ", expected string");
      }
      else if (k327 === "request_snapshot_digest") {
        const v328 = x["request_snapshot_digest"];
        if (!(typeof v328 === "string")) return err([k327], "invalid type: " + kind(v328) + ", expected string");
      }
      else if (k327 === "ledger_seq") {
        const v328 = x["ledger_seq"];
        if (!(Number.isInteger(v328) || v328 === null)) return err([k327], "invalid type: " + kind(v328) + ", expected integer or null");
      }
      else if (k327 === "ts") {
        const v328 = x["ts"];
        if (!(typeof v328 === "string")) return err([k327], "invalid type: " + kind(v328) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["step"] === undefined) return err([], "missing field `step`");
    if (x["attempt"] === undefined) return err([], "missing field `attempt`");
    if (x["status"] === undefined) return err([], "missing field `status`");
    if (x["request_snapshot_digest"] === undefined) return err([], "missing field `request_snapshot_digest`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_LlmModelSelectedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k330 in x) {
      if (k330 === "type") {
        const v331 = x["type"];
        if (!(typeof v331 === "string")) return err([k330], "invalid type: " + kind(v331) + ", expected string");
        if (v331 !== "llm.model_selected") return err([k330], "invalid value: " + kind(v331) + ", expected the constant " + "\"llm.model_selected\"");
      }
      else if (k330 === "run_id") {
        const v331 = x["run_id"];
        if (!(typeof v331 === "string")) return err([k330], "invalid type: " + kind(v331) + ", expected string");
      }
      else if (k330 === "model") {
        const v331 = x["model"];
        if (!(typeof v331 === "string")) return err([k330], "invalid type: " + kind(v331) + ", expected string");
      }
      else if (k330 === "strategy") {
        const v331 = x["strategy"];
        if (!(typeof v331 === "string")) return err([k330], "invalid type: " + kind(v331) + ", expected string");
      }
      else if (k330 === "ts") {
        const v331 = x["ts"];
        if (!(typeof v331 === "string")) return err([k330], "invalid type: " + kind(v331) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["model"] === undefined) return err([], "missing field `model`");
    if (x["strategy"] === undefined) return err([], "missing field `strategy`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_LlmReasoningEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k332 in x) {
      if (k332 === "type") {
        const v333 = x["type"];
        if (!(typeof v333 === "string")) return err([k332], "invalid type: " + kind(v333) + ", expected string");
        if (v333 !== "llm.reasoning") return err([k332], "invalid value: " + kind(v333) + ", expected the constant " + "\"llm.reasoning\"");
      }
      else if (k332 === "run_id") {
        const v333 = x["run_id"];
        if (!(typeof v333 === "string")) return err([k332], "invalid type: " + kind(v333) + ", expected string");
      }
      else if (k332 === "content") {
        const v333 = x["content"];
        if (!(typeof v333 === "string")) return err([k332], "invalid type: " + kind(v333) + ", expected string");
      }
      else if (k332 === "ts") {
        const v333 = x["ts"];
        if (!(typeof v333 === "string")) return err([k332], "invalid type: " + kind(v333) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["content"] === undefined) return err([], "missing field `content`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_LlmRequestPreparedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k334 in x) {
      if (k334 === "type") {
        const v335 = x["type"];
        if (!(typeof v335 === "string")) return err([k334], "invalid type: " + kind(v335) + ", expected string");
        if (v335 !== "llm.request_prepared") return err([k334], "invalid value: " + kind(v335) + ", expected the constant " + "\"llm.request_prepared\"");
      }
      else if (k334 === "run_id") {
        const v335 = x["run_id"];
        if (!(typeof v335 === "string")) return err([k334], "invalid type: " + kind(v335) + ", expected string");
      }
      else if (k334 === "step") {
        const v335 = x["step"];
        if (!(Number.isInteger(v335))) return err([k334], "invalid type: " + kind(v335) + ", expected integer");
      }
      else if (k334 === "ledger_seq") {
        const v335 = x["ledger_seq"];
        if (!(Number.isInteger(v335) || v335 === null)) return err([k334], "invalid type: " + kind(v335) + ", expected integer or null");
        if (typeof v335 === "number") {
          if (v335 < 1) return err([k334], v335 + " is less than minimum 1");
        }
      }
      else if (k334 === "request_snapshot_digest") {
        const v335 = x["request_snapshot_digest"];
        if (!(typeof v335 === "string")) return err([k334], "invalid type: " + kind(v335) + ", expected string");
        {
          if (!/^[0-9a-f]{64}$/u.test(v335)) return err([k334], "string does not match pattern ^[0-9a-f]{64}$");
        }
      }
      else if (k334 === "preset_id") {
        const v335 = x["preset_id"];
        if (!(typeof v335 === "string")) return err([k334], "invalid type: " + kind(v335) + ", expected string");
      }
      else if (k334 === "preset_digest") {
        const v335 = x["preset_digest"];
        if (!(typeof v335 === "string")) return err([k334], "invalid type: " + kind(v335) + ", expected string");
        {
          if (!/^(?:|[0-9a-f]{64})$/u.test(v335)) return err([k334], "string does not match pattern ^(?:|[0-9a-f]{64})$");
        }
      }
      else if (k334 === "route_id") {
        const v335 = x["route_id"];
        if (!(typeof v335 === "string")) return err([k334], "invalid type: " + kind(v335) + ", expected string");
      }
      else if (k334 === "model") {
        const v335 = x["model"];
        if (!(typeof v335 === "string")) return err([k334], "invalid type: " + kind(v335) + ", expected string");
      }
      else if (k334 === "wire_format") {
        const v335 = x["wire_format"];
        if (!(typeof v335 === "string")) return err([k334], "invalid type: " + kind(v335) + ", expected string");
      }
      else if (k334 === "execution_contract_digest") {
        const v335 = x["execution_contract_digest"];
        if (!(typeof v335 === "string")) return err([k334], "invalid type: " + kind(v335) + ", expected string");
      }
      else if (k334 === "ts") {
        const v335 = x["ts"];
        if (!(typeof v335 === "string")) return err([k334], "invalid type: " + kind(v335) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["step"] === undefined) return err([], "missing field `step`");
    if (x["request_snapshot_digest"] === undefined) return err([], "missing field `request_snapshot_digest`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_LlmRetryEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k336 in x) {
      if (k336 === "type") {
        const v337 = x["type"];
        if (!(typeof v337 === "string")) return err([k336], "invalid type: " + kind(v337) + ", expected string");
        if (v337 !== "llm.retry") return err([k336], "invalid value: " + kind(v337) + ", expected the constant " + "\"llm.retry\"");
      }
      else if (k336 === "run_id") {
        const v337 = x["run_id"];
        if (!(typeof v337 === "string")) return err([k336], "invalid type: " + kind(v337) + ", expected string");
      }
      else if (k336 === "step") {
        const v337 = x["step"];
        if (!(Number.isInteger(v337))) return err([k336], "invalid type: " + kind(v337) + ", expected integer");
      }
      else if (k336 === "kind") {
        const v337 = x["kind"];
        { const e338 = v_RetryKind(v337); if (e338) return within(e338, [k336]); }
      }
      else if (k336 === "attempt") {
        const v337 = x["attempt"];
        if (!(Number.isInteger(v337))) return err([k336], "invalid type: " + kind(v337) + ", expected integer");
      }
      else if (k336 === "reason") {
        const v337 = x["reason"];
        if (!(typeof v337 === "string")) return err([k336], "invalid type: " + kind(v337) + ", expected string");
      }
      else if (k336 === "delay_ms") {
        const v337 = x["delay_ms"];
        if (!(Number.isInteger(v337))) return err([k336], "invalid type: " + kind(v337) + ", expected integer");
      }
      else if (k336 === "max_retries") {
        const v337 = x["max_retries"];
        if (!(Number.isInteger(v337))) return err([k336], "invalid type: " + kind(v337) + ", expected integer");
      }
      else if (k336 === "failure_code") {
        const v337 = x["failure_code"];
        if (!(typeof v337 === "string")) return err([k336], "invalid type: " + kind(v337) + ", expected string");
      }
      else if (k336 === "request_snapshot_digest") {
        const v337 = x["request_snapshot_digest"];
        if (!(typeof v337 === "string")) return err([k336], "invalid type: " + kind(v337) + ", expected string");
      }
      else if (k336 === "ledger_seq") {
        const v337 = x["ledger_seq"];
        if (!(Number.isInteger(v337) || v337 === null)) return err([k336], "invalid type: " + kind(v337) + ", expected integer or null");
      }
      else if (k336 === "ts") {
        const v337 = x["ts"];
        if (!(typeof v337 === "string")) return err([k336], "invalid type: " + kind(v337) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["step"] === undefined) return err([], "missing field `step`");
    if (x["kind"] === undefined) return err([], "missing field `kind`");
    if (x["attempt"] === undefined) return err([], "missing field `attempt`");
    if (x["reason"] === undefined) return err([], "missing field `reason`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_LlmRouteSelectedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k339 in x) {
      if (k339 === "type") {
        const v340 = x["type"];
        if (!(typeof v340 === "string")) return err([k339], "invalid type: " + kind(v340) + ", expected string");
        if (v340 !== "llm.route_selected") return err([k339], "invalid value: " + kind(v340) + ", expected the constant " + "\"llm.route_selected\"");
      }
      else if (k339 === "run_id") {
        const v340 = x["run_id"];
        if (!(typeof v340 === "string")) return err([k339], "invalid type: " + kind(v340) + ", expected string");
      }
      else if (k339 === "route_id") {
        const v340 = x["route_id"];
        if (!(typeof v340 === "string")) return err([k339], "invalid type: " + kind(v340) + ", expected string");
      }
      else if (k339 === "wire_format") {
        const v340 = x["wire_format"];
        if (!(typeof v340 === "string")) return err([k339], "invalid type: " + kind(v340) + ", expected string");
      }
      else if (k339 === "base_url_origin") {
        const v340 = x["base_url_origin"];
        if (!(typeof v340 === "string")) return err([k339], "invalid type: " + kind(v340) + ", expected string");
      }
      else if (k339 === "model") {
        const v340 = x["model"];
        if (!(typeof v340 === "string")) return err([k339], "invalid type: " + kind(v340) + ", expected string");
      }
      else if (k339 === "credential_source") {
        const v340 = x["credential_source"];
        { const e341 = v_CredentialSource(v340); if (e341) return within(e341, [k339]); }
      }
      else if (k339 === "strategy") {
        const v340 = x["strategy"];
        if (!(typeof v340 === "string")) return err([k339], "invalid type: " + kind(v340) + ", expected string");
      }
      else if (k339 === "candidates") {
        const v340 = x["candidates"];
        if (!(Array.isArray(v340))) return err([k339], "invalid type: " + kind(v340) + ", expected array");
        {
          for (let i342 = 0; i342 < v340.length; i342++) {
            const v343 = v340[i342];
            if (!(typeof v343 === "string")) return err([k339, i342], "invalid type: " + kind(v343) + ", expected string");
          }
        }
      }
      else if (k339 === "reason") {
        const v340 = x["reason"];
        if (!(typeof v340 === "string")) return err([k339], "invalid type: " + kind(v340) + ", expected string");
      }
      else if (k339 === "step") {
        const v340 = x["step"];
        if (!(Number.isInteger(v340))) return err([k339], "invalid type: " + kind(v340) + ", expected integer");
      }
      else if (k339 === "accumulated_cost_usd") {
        const v340 = x["accumulated_cost_usd"];
        if (!(typeof v340 === "number" || v340 === null)) return err([k339], "invalid type: " + kind(v340) + ", expected number or null");
      }
      else if (k339 === "cost_budget_usd") {
        const v340 = x["cost_budget_usd"];
        if (!(typeof v340 === "number" || v340 === null)) return err([k339], "invalid type: " + kind(v340) + ", expected number or null");
      }
      else if (k339 === "temperature") {
        const v340 = x["temperature"];
        if (!(typeof v340 === "number" || v340 === null)) return err([k339], "invalid type: " + kind(v340) + ", expected number or null");
      }
      else if (k339 === "ts") {
        const v340 = x["ts"];
        if (!(typeof v340 === "string")) return err([k339], "invalid type: " + kind(v340) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["route_id"] === undefined) return err([], "missing field `route_id`");
    if (x["wire_format"] === undefined) return err([], "missing field `wire_format`");
    if (x["base_url_origin"] === undefined) return err([], "missing field `base_url_origin`");
    if (x["model"] === undefined) return err([], "missing field `model`");
    if (x["credential_source"] === undefined) return err([], "missing field `credential_source`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_LlmTokenEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k344 in x) {
      if (k344 === "type") {
        const v345 = x["type"];
        if (!(typeof v345 === "string")) return err([k344], "invalid type: " + kind(v345) + ", expected string");
        if (v345 !== "llm.token") return err([k344], "invalid value: " + kind(v345) + ", expected the constant " + "\"llm.token\"");
      }
      else if (k344 === "run_id") {
        const v345 = x["run_id"];
        if (!(typeof v345 === "string")) return err([k344], "invalid type: " + kind(v345) + ", expected string");
      }
      else if (k344 === "token") {
        const v345 = x["token"];
        if (!(typeof v345 === "string")) return err([k344], "invalid type: " + kind(v345) + ", expected string");
      }
      else if (k344 === "ts") {
        const v345 = x["ts"];
        if (!(typeof v345 === "string")) return err([k344], "invalid type: " + kind(v345) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["token"] === undefined) return err([], "missing field `token`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_LlmUsageEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k346 in x) {
      if (k346 === "type") {
        const v347 = x["type"];
        if (!(typeof v347 === "string")) return err([k346], "invalid type: " + kind(v347) + ", expected string");
        if (v347 !== "llm.usage") return err([k346], "invalid value: " + kind(v347) + ", expected the constant " + "\"llm.usage\"");
      }
      else if (k346 === "run_id") {
        const v347 = x["run_id"];
        if (!(typeof v347 === "string")) return err([k346], "invalid type: " + kind(v347) + ", expected string");
      }
      else if (k346 === "input_tokens") {
        const v347 = x["input_tokens"];
        if (!(Number.isInteger(v347))) return err([k346], "invalid type: " + kind(v347) + ", expected integer");
      }
      else if (k346 === "output_tokens") {
        const v347 = x["output_tokens"];
        if (!(Number.isInteger(v347))) return err([k346], "invalid type: " + kind(v347) + ", expected integer");
      }
      else if (k346 === "cache_read_input_tokens") {
        const v347 = x["cache_read_input_tokens"];
        if (!(Number.isInteger(v347))) return err([k346], "invalid type: " + kind(v347) + ", expected integer");
      }
      else if (k346 === "cache_creation_input_tokens") {
        const v347 = x["cache_creation_input_tokens"];
        if (!(Number.isInteger(v347))) return err([k346], "invalid type: " + kind(v347) + ", expected integer");
      }
      else if (k346 === "context_pct") {
        const v347 = x["context_pct"];
        if (!(typeof v347 === "number")) return err([k346], "invalid type: " + kind(v347) + ", expected number");
      }
      else if (k346 === "purpose") {
        const v347 = x["purpose"];
        { const e348 = v_UsagePurpose(v347); if (e348) return within(e348, [k346]); }
      }
      else if (k346 === "model") {
        const v347 = x["model"];
        if (!(typeof v347 === "string")) return err([k346], "invalid type: " + kind(v347) + ", expected string");
      }
      else if (k346 === "ts") {
        const v347 = x["ts"];
        if (!(typeof v347 === "string")) return err([k346], "invalid type: " + kind(v347) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["input_tokens"] === undefined) return err([], "missing field `input_tokens`");
    if (x["output_tokens"] === undefined) return err([], "missing field `output_tokens`");
    if (x["cache_read_input_tokens"] === undefined) return err([], "missing field `cache_read_input_tokens`");
    if (x["cache_creation_input_tokens"] === undefined) return err([], "missing field `cache_creation_input_tokens`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_LogLineEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k349 in x) {
      if (k349 === "type") {
        const v350 = x["type"];
        if (!(typeof v350 === "string")) return err([k349], "invalid type: " + kind(v350) + ", expected string");
        if (v350 !== "log.line") return err([k349], "invalid value: " + kind(v350) + ", expected the constant " + "\"log.line\"");
      }
      else if (k349 === "run_id") {
        const v350 = x["run_id"];
        if (!(typeof v350 === "string")) return err([k349], "invalid type: " + kind(v350) + ", expected string");
      }
      else if (k349 === "level") {
        const v350 = x["level"];
        if (!(typeof v350 === "string")) return err([k349], "invalid type: " + kind(v350) + ", expected string");
      }
      else if (k349 === "source") {
        const v350 = x["source"];
        if (!(typeof v350 === "string")) return err([k349], "invalid type: " + kind(v350) + ", expected string");
      }
      else if (k349 === "message") {
        const v350 = x["message"];
        if (!(typeof v350 === "string")) return err([k349], "invalid type: " + kind(v350) + ", expected string");
      }
      else if (k349 === "ts") {
        const v350 = x["ts"];
        if (!(typeof v350 === "string")) return err([k349], "invalid type: " + kind(v350) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["level"] === undefined) return err([], "missing field `level`");
    if (x["source"] === undefined) return err([], "missing field `source`");
    if (x["message"] === undefined) return err([], "missing field `message`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_LspDiagnosticsEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k351 in x) {
      if (k351 === "type") {
        const v352 = x["type"];
        if (!(typeof v352 === "string")) return err([k351], "invalid type: " + kind(v352) + ", expected string");
        if (v352 !== "lsp.diagnostics") return err([k351], "invalid value: " + kind(v352) + ", expected the constant " + "\"lsp.diagnostics\"");
      }
      else if (k351 === "run_id") {
        const v352 = x["run_id"];
        if (!(typeof v352 === "string")) return err([k351], "invalid type: " + kind(v352) + ", expected string");
      }
      else if (k351 === "step") {
        const v352 = x["step"];
        if (!(Number.isInteger(v352))) return err([k351], "invalid type: " + kind(v352) + ", expected integer");
      }
      else if (k351 === "status") {
        const v352 = x["status"];
        { const e353 = v_DiagnosticsStatus(v352); if (e353) return within(e353, [k351]); }
      }
      else if (k351 === "tool") {
        const v352 = x["tool"];
        if (!(typeof v352 === "string")) return err([k351], "invalid type: " + kind(v352) + ", expected string");
      }
      else if (k351 === "paths") {
        const v352 = x["paths"];
        if (!(Array.isArray(v352))) return err([k351], "invalid type: " + kind(v352) + ", expected array");
        {
          for (let i354 = 0; i354 < v352.length; i354++) {
            const v355 = v352[i354];
            if (!(typeof v355 === "string")) return err([k351, i354], "invalid type: " + kind(v355) + ", expected string");
          }
        }
      }
      else if (k351 === "diagnostic_count") {
        const v352 = x["diagnostic_count"];
        if (!(Number.isInteger(v352))) return err([k351], "invalid type: " + kind(v352) + ", expected integer");
      }
      else if (k351 === "duration_ms") {
        const v352 = x["duration_ms"];
        if (!(Number.isInteger(v352))) return err([k351], "invalid type: " + kind(v352) + ", expected integer");
        {
          if (v352 < 0) return err([k351], v352 + " is less than minimum 0");
        }
      }
      else if (k351 === "truncated") {
        const v352 = x["truncated"];
        if (!(typeof v352 === "boolean")) return err([k351], "invalid type: " + kind(v352) + ", expected boolean");
      }
      else if (k351 === "error") {
        const v352 = x["error"];
        if (!(typeof v352 === "string")) return err([k351], "invalid type: " + kind(v352) + ", expected string");
      }
      else if (k351 === "ts") {
        const v352 = x["ts"];
        if (!(typeof v352 === "string")) return err([k351], "invalid type: " + kind(v352) + ", expected string");
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
  }
  return undefined;
}

function v_McpListCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k356 in x) {
      if (k356 === "type") {
        const v357 = x["type"];
        if (!(typeof v357 === "string")) return err([k356], "invalid type: " + kind(v357) + ", expected string");
        if (v357 !== "mcp.list") return err([k356], "invalid value: " + kind(v357) + ", expected the constant " + "\"mcp.list\"");
      }
    }
  }
  return undefined;
}

function v_McpListResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k358 in x) {
      if (k358 === "servers") {
        const v359 = x["servers"];
        if (!(Array.isArray(v359))) return err([k358], "invalid type: " + kind(v359) + ", expected array");
        {
          for (let i360 = 0; i360 < v359.length; i360++) {
            const v361 = v359[i360];
            { const e362 = v_McpServerInfo(v361); if (e362) return within(e362, [k358, i360]); }
          }
        }
      }
    }
  }
  return undefined;
}

function v_McpServerInfo(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k363 in x) {
      if (k363 === "name") {
        const v364 = x["name"];
        if (!(typeof v364 === "string")) return err([k363], "invalid type: " + kind(v364) + ", expected string");
      }
      else if (k363 === "transport") {
        const v364 = x["transport"];
        if (!(typeof v364 === "string")) return err([k363], "invalid type: " + kind(v364) + ", expected string");
      }
      else if (k363 === "status") {
        const v364 = x["status"];
        if (!(typeof v364 === "string")) return err([k363], "invalid type: " + kind(v364) + ", expected string");
      }
      else if (k363 === "tool_count") {
        const v364 = x["tool_count"];
        if (!(Number.isInteger(v364))) return err([k363], "invalid type: " + kind(v364) + ", expected integer");
      }
      else if (k363 === "tools") {
        const v364 = x["tools"];
        if (!(Array.isArray(v364))) return err([k363], "invalid type: " + kind(v364) + ", expected array");
        {
          for (let i365 = 0; i365 < v364.length; i365++) {
            const v366 = v364[i365];
            if (!(isObject(v366))) return err([k363, i365], "invalid type: " + kind(v366) + ", expected object");
          }
        }
      }
      else if (k363 === "error") {
        const v364 = x["error"];
        if (!(typeof v364 === "string")) return err([k363], "invalid type: " + kind(v364) + ", expected string");
      }
    }
    if (x["name"] === undefined) return err([], "missing field `name`");
    if (x["transport"] === undefined) return err([], "missing field `transport`");
    if (x["status"] === undefined) return err([], "missing field `status`");
    if (x["tool_count"] === undefined) return err([], "missing field `tool_count`");
  }
  return undefined;
}

function v_MemoryAddCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k367 in x) {
      if (k367 === "type") {
        const v368 = x["type"];
        if (!(typeof v368 === "string")) return err([k367], "invalid type: " + kind(v368) + ", expected string");
        if (v368 !== "memory.add") return err([k367], "invalid value: " + kind(v368) + ", expected the constant " + "\"memory.add\"");
      }
      else if (k367 === "name") {
        const v368 = x["name"];
        if (!(typeof v368 === "string")) return err([k367], "invalid type: " + kind(v368) + ", expected string");
        {
          if (v368.length < 2 && chars(v368) < 1) return err([k367], "string of length " + chars(v368) + " is shorter than minLength 1");
          if (v368.length > 200 && chars(v368) > 200) return err([k367], "string of length " + chars(v368) + " is longer than maxLength 200");
        }
      }
      else if (k367 === "description") {
        const v368 = x["description"];
        if (!(typeof v368 === "string")) return err([k367], "invalid type: " + kind(v368) + ", expected string");
        {
          if (v368.length > 1000 && chars(v368) > 1000) return err([k367], "string of length " + chars(v368) + " is longer than maxLength 1000");
        }
      }
      else if (k367 === "memory_type") {
        const v368 = x["memory_type"];
        { const e369 = v_MemoryType(v368); if (e369) return within(e369, [k367]); }
      }
      else if (k367 === "body") {
        const v368 = x["body"];
        if (!(typeof v368 === "string")) return err([k367], "invalid type: " + kind(v368) + ", expected string");
        {
          if (v368.length < 2 && chars(v368) < 1) return err([k367], "string of length " + chars(v368) + " is shorter than minLength 1");
          if (v368.length > 100000 && chars(v368) > 100000) return err([k367], "string of length " + chars(v368) + " is longer than maxLength 100000");
        }
      }
      else if (k367 === "source_session_id") {
        const v368 = x["source_session_id"];
        if (!(typeof v368 === "string")) return err([k367], "invalid type: " + kind(v368) + ", expected string");
      }
    }
    if (x["name"] === undefined) return err([], "missing field `name`");
    if (x["body"] === undefined) return err([], "missing field `body`");
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
    for (const k370 in x) {
      if (k370 === "type") {
        const v371 = x["type"];
        if (!(typeof v371 === "string")) return err([k370], "invalid type: " + kind(v371) + ", expected string");
        if (v371 !== "memory.delete") return err([k370], "invalid value: " + kind(v371) + ", expected the constant " + "\"memory.delete\"");
      }
      else if (k370 === "memory_id") {
        const v371 = x["memory_id"];
        if (!(typeof v371 === "string")) return err([k370], "invalid type: " + kind(v371) + ", expected string");
        {
          if (v371.length < 2 && chars(v371) < 1) return err([k370], "string of length " + chars(v371) + " is shorter than minLength 1");
        }
      }
    }
    if (x["memory_id"] === undefined) return err([], "missing field `memory_id`");
  }
  return undefined;
}

function v_MemoryDeleteResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k372 in x) {
      if (k372 === "memory_id") {
        const v373 = x["memory_id"];
        if (!(typeof v373 === "string")) return err([k372], "invalid type: " + kind(v373) + ", expected string");
      }
      else if (k372 === "deleted") {
        const v373 = x["deleted"];
        if (!(typeof v373 === "boolean")) return err([k372], "invalid type: " + kind(v373) + ", expected boolean");
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
    for (const k374 in x) {
      if (k374 === "type") {
        const v375 = x["type"];
        if (!(typeof v375 === "string")) return err([k374], "invalid type: " + kind(v375) + ", expected string");
        if (v375 !== "memory.edit") return err([k374], "invalid value: " + kind(v375) + ", expected the constant " + "\"memory.edit\"");
      }
      else if (k374 === "memory_id") {
        const v375 = x["memory_id"];
        if (!(typeof v375 === "string")) return err([k374], "invalid type: " + kind(v375) + ", expected string");
        {
          if (v375.length < 2 && chars(v375) < 1) return err([k374], "string of length " + chars(v375) + " is shorter than minLength 1");
        }
      }
      else if (k374 === "name") {
        const v375 = x["name"];
        if (!(typeof v375 === "string" || v375 === null)) return err([k374], "invalid type: " + kind(v375) + ", expected string or null");
        if (typeof v375 === "string") {
          if (v375.length < 2 && chars(v375) < 1) return err([k374], "string of length " + chars(v375) + " is shorter than minLength 1");
          if (v375.length > 200 && chars(v375) > 200) return err([k374], "string of length " + chars(v375) + " is longer than maxLength 200");
        }
      }
      else if (k374 === "description") {
        const v375 = x["description"];
        if (!(typeof v375 === "string" || v375 === null)) return err([k374], "invalid type: " + kind(v375) + ", expected string or null");
        if (typeof v375 === "string") {
          if (v375.length > 1000 && chars(v375) > 1000) return err([k374], "string of length " + chars(v375) + " is longer than maxLength 1000");
        }
      }
      else if (k374 === "memory_type") {
        const v375 = x["memory_type"];
        const e376 = (() => {
          {
            const u377 = [];
            const b378 = (() => {
              { const e379 = v_MemoryType(v375); if (e379) return within(e379, [k374]); }
              return undefined;
            })();
            if (b378 === undefined) return undefined;
            u377.push(b378);
            const b380 = (() => {
              if (!(v375 === null)) return err([k374], "invalid type: " + kind(v375) + ", expected null");
              return undefined;
            })();
            if (b380 === undefined) return undefined;
            u377.push(b380);
            const u377d = u377.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u377d;
          }
        })();
        if (e376) return e376;
      }
      else if (k374 === "body") {
        const v375 = x["body"];
        if (!(typeof v375 === "string" || v375 === null)) return err([k374], "invalid type: " + kind(v375) + ", expected string or null");
        if (typeof v375 === "string") {
          if (v375.length < 2 && chars(v375) < 1) return err([k374], "string of length " + chars(v375) + " is shorter than minLength 1");
          if (v375.length > 100000 && chars(v375) > 100000) return err([k374], "string of length " + chars(v375) + " is longer than maxLength 100000");
        }
      }
    }
    if (x["memory_id"] === undefined) return err([], "missing field `memory_id`");
  }
  return undefined;
}

function v_MemoryExpireCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k381 in x) {
      if (k381 === "type") {
        const v382 = x["type"];
        if (!(typeof v382 === "string")) return err([k381], "invalid type: " + kind(v382) + ", expected string");
        if (v382 !== "memory.expire") return err([k381], "invalid value: " + kind(v382) + ", expected the constant " + "\"memory.expire\"");
      }
      else if (k381 === "memory_id") {
        const v382 = x["memory_id"];
        if (!(typeof v382 === "string")) return err([k381], "invalid type: " + kind(v382) + ", expected string");
        {
          if (v382.length < 2 && chars(v382) < 1) return err([k381], "string of length " + chars(v382) + " is shorter than minLength 1");
        }
      }
      else if (k381 === "expires_at") {
        const v382 = x["expires_at"];
        if (!(typeof v382 === "string" || v382 === null)) return err([k381], "invalid type: " + kind(v382) + ", expected string or null");
      }
    }
    if (x["memory_id"] === undefined) return err([], "missing field `memory_id`");
  }
  return undefined;
}

function v_MemoryInfo(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k383 in x) {
      if (k383 === "id") {
        const v384 = x["id"];
        if (!(typeof v384 === "string")) return err([k383], "invalid type: " + kind(v384) + ", expected string");
      }
      else if (k383 === "name") {
        const v384 = x["name"];
        if (!(typeof v384 === "string")) return err([k383], "invalid type: " + kind(v384) + ", expected string");
      }
      else if (k383 === "description") {
        const v384 = x["description"];
        if (!(typeof v384 === "string")) return err([k383], "invalid type: " + kind(v384) + ", expected string");
      }
      else if (k383 === "type") {
        const v384 = x["type"];
        if (!(typeof v384 === "string")) return err([k383], "invalid type: " + kind(v384) + ", expected string");
      }
      else if (k383 === "body") {
        const v384 = x["body"];
        if (!(typeof v384 === "string")) return err([k383], "invalid type: " + kind(v384) + ", expected string");
      }
      else if (k383 === "source_session_id") {
        const v384 = x["source_session_id"];
        if (!(typeof v384 === "string")) return err([k383], "invalid type: " + kind(v384) + ", expected string");
      }
      else if (k383 === "source_run_id") {
        const v384 = x["source_run_id"];
        if (!(typeof v384 === "string")) return err([k383], "invalid type: " + kind(v384) + ", expected string");
      }
      else if (k383 === "created_at") {
        const v384 = x["created_at"];
        if (!(typeof v384 === "string")) return err([k383], "invalid type: " + kind(v384) + ", expected string");
      }
      else if (k383 === "updated_at") {
        const v384 = x["updated_at"];
        if (!(typeof v384 === "string")) return err([k383], "invalid type: " + kind(v384) + ", expected string");
      }
      else if (k383 === "pinned") {
        const v384 = x["pinned"];
        if (!(typeof v384 === "boolean")) return err([k383], "invalid type: " + kind(v384) + ", expected boolean");
      }
      else if (k383 === "expires_at") {
        const v384 = x["expires_at"];
        if (!(typeof v384 === "string" || v384 === null)) return err([k383], "invalid type: " + kind(v384) + ", expected string or null");
      }
      else if (k383 === "expired") {
        const v384 = x["expired"];
        if (!(typeof v384 === "boolean")) return err([k383], "invalid type: " + kind(v384) + ", expected boolean");
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
  }
  return undefined;
}

function v_MemoryListCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k385 in x) {
      if (k385 === "type") {
        const v386 = x["type"];
        if (!(typeof v386 === "string")) return err([k385], "invalid type: " + kind(v386) + ", expected string");
        if (v386 !== "memory.list") return err([k385], "invalid value: " + kind(v386) + ", expected the constant " + "\"memory.list\"");
      }
      else if (k385 === "include_expired") {
        const v386 = x["include_expired"];
        if (!(typeof v386 === "boolean")) return err([k385], "invalid type: " + kind(v386) + ", expected boolean");
      }
    }
  }
  return undefined;
}

function v_MemoryListResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k387 in x) {
      if (k387 === "memories") {
        const v388 = x["memories"];
        if (!(Array.isArray(v388))) return err([k387], "invalid type: " + kind(v388) + ", expected array");
        {
          for (let i389 = 0; i389 < v388.length; i389++) {
            const v390 = v388[i389];
            { const e391 = v_MemoryInfo(v390); if (e391) return within(e391, [k387, i389]); }
          }
        }
      }
      else if (k387 === "settings") {
        const v388 = x["settings"];
        { const e392 = v_MemorySettingsInfo(v388); if (e392) return within(e392, [k387]); }
      }
    }
  }
  return undefined;
}

function v_MemoryPinCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k393 in x) {
      if (k393 === "type") {
        const v394 = x["type"];
        if (!(typeof v394 === "string")) return err([k393], "invalid type: " + kind(v394) + ", expected string");
        if (v394 !== "memory.pin") return err([k393], "invalid value: " + kind(v394) + ", expected the constant " + "\"memory.pin\"");
      }
      else if (k393 === "memory_id") {
        const v394 = x["memory_id"];
        if (!(typeof v394 === "string")) return err([k393], "invalid type: " + kind(v394) + ", expected string");
        {
          if (v394.length < 2 && chars(v394) < 1) return err([k393], "string of length " + chars(v394) + " is shorter than minLength 1");
        }
      }
      else if (k393 === "pinned") {
        const v394 = x["pinned"];
        if (!(typeof v394 === "boolean")) return err([k393], "invalid type: " + kind(v394) + ", expected boolean");
      }
    }
    if (x["memory_id"] === undefined) return err([], "missing field `memory_id`");
  }
  return undefined;
}

function v_MemorySettingsGetCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k395 in x) {
      if (k395 === "type") {
        const v396 = x["type"];
        if (!(typeof v396 === "string")) return err([k395], "invalid type: " + kind(v396) + ", expected string");
        if (v396 !== "memory.settings.get") return err([k395], "invalid value: " + kind(v396) + ", expected the constant " + "\"memory.settings.get\"");
      }
    }
  }
  return undefined;
}

function v_MemorySettingsInfo(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k397 in x) {
      if (k397 === "auto_save") {
        const v398 = x["auto_save"];
        { const e399 = v_MemoryAutoSave(v398); if (e399) return within(e399, [k397]); }
      }
    }
  }
  return undefined;
}

function v_MemorySettingsSetCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k400 in x) {
      if (k400 === "type") {
        const v401 = x["type"];
        if (!(typeof v401 === "string")) return err([k400], "invalid type: " + kind(v401) + ", expected string");
        if (v401 !== "memory.settings.set") return err([k400], "invalid value: " + kind(v401) + ", expected the constant " + "\"memory.settings.set\"");
      }
      else if (k400 === "auto_save") {
        const v401 = x["auto_save"];
        { const e402 = v_MemoryAutoSave(v401); if (e402) return within(e402, [k400]); }
      }
    }
    if (x["auto_save"] === undefined) return err([], "missing field `auto_save`");
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
    for (const k403 in x) {
      if (k403 === "type") {
        const v404 = x["type"];
        if (!(typeof v404 === "string")) return err([k403], "invalid type: " + kind(v404) + ", expected string");
        if (v404 !== "permission.denied") return err([k403], "invalid value: " + kind(v404) + ", expected the constant " + "\"permission.denied\"");
      }
      else if (k403 === "run_id") {
        const v404 = x["run_id"];
        if (!(typeof v404 === "string")) return err([k403], "invalid type: " + kind(v404) + ", expected string");
      }
      else if (k403 === "tool_use_id") {
        const v404 = x["tool_use_id"];
        if (!(typeof v404 === "string")) return err([k403], "invalid type: " + kind(v404) + ", expected string");
      }
      else if (k403 === "decision") {
        const v404 = x["decision"];
        if (!(typeof v404 === "string")) return err([k403], "invalid type: " + kind(v404) + ", expected string");
      }
      else if (k403 === "ts") {
        const v404 = x["ts"];
        if (!(typeof v404 === "string")) return err([k403], "invalid type: " + kind(v404) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["tool_use_id"] === undefined) return err([], "missing field `tool_use_id`");
    if (x["decision"] === undefined) return err([], "missing field `decision`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_PermissionGrantedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k405 in x) {
      if (k405 === "type") {
        const v406 = x["type"];
        if (!(typeof v406 === "string")) return err([k405], "invalid type: " + kind(v406) + ", expected string");
        if (v406 !== "permission.granted") return err([k405], "invalid value: " + kind(v406) + ", expected the constant " + "\"permission.granted\"");
      }
      else if (k405 === "run_id") {
        const v406 = x["run_id"];
        if (!(typeof v406 === "string")) return err([k405], "invalid type: " + kind(v406) + ", expected string");
      }
      else if (k405 === "tool_use_id") {
        const v406 = x["tool_use_id"];
        if (!(typeof v406 === "string")) return err([k405], "invalid type: " + kind(v406) + ", expected string");
      }
      else if (k405 === "decision") {
        const v406 = x["decision"];
        if (!(typeof v406 === "string")) return err([k405], "invalid type: " + kind(v406) + ", expected string");
      }
      else if (k405 === "ts") {
        const v406 = x["ts"];
        if (!(typeof v406 === "string")) return err([k405], "invalid type: " + kind(v406) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["tool_use_id"] === undefined) return err([], "missing field `tool_use_id`");
    if (x["decision"] === undefined) return err([], "missing field `decision`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
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
    for (const k407 in x) {
      if (k407 === "type") {
        const v408 = x["type"];
        if (!(typeof v408 === "string")) return err([k407], "invalid type: " + kind(v408) + ", expected string");
        if (v408 !== "permission.requested") return err([k407], "invalid value: " + kind(v408) + ", expected the constant " + "\"permission.requested\"");
      }
      else if (k407 === "run_id") {
        const v408 = x["run_id"];
        if (!(typeof v408 === "string")) return err([k407], "invalid type: " + kind(v408) + ", expected string");
      }
      else if (k407 === "tool_use_id") {
        const v408 = x["tool_use_id"];
        if (!(typeof v408 === "string")) return err([k407], "invalid type: " + kind(v408) + ", expected string");
      }
      else if (k407 === "tool_name") {
        const v408 = x["tool_name"];
        if (!(typeof v408 === "string")) return err([k407], "invalid type: " + kind(v408) + ", expected string");
      }
      else if (k407 === "params") {
        const v408 = x["params"];
        if (!(isObject(v408))) return err([k407], "invalid type: " + kind(v408) + ", expected object");
      }
      else if (k407 === "param_preview") {
        const v408 = x["param_preview"];
        if (!(typeof v408 === "string")) return err([k407], "invalid type: " + kind(v408) + ", expected string");
      }
      else if (k407 === "session_id") {
        const v408 = x["session_id"];
        if (!(typeof v408 === "string")) return err([k407], "invalid type: " + kind(v408) + ", expected string");
      }
      else if (k407 === "ts") {
        const v408 = x["ts"];
        if (!(typeof v408 === "string")) return err([k407], "invalid type: " + kind(v408) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["tool_use_id"] === undefined) return err([], "missing field `tool_use_id`");
    if (x["tool_name"] === undefined) return err([], "missing field `tool_name`");
    if (x["params"] === undefined) return err([], "missing field `params`");
    if (x["param_preview"] === undefined) return err([], "missing field `param_preview`");
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_PermissionRespondCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k409 in x) {
      if (k409 === "type") {
        const v410 = x["type"];
        if (!(typeof v410 === "string")) return err([k409], "invalid type: " + kind(v410) + ", expected string");
        if (v410 !== "permission.respond") return err([k409], "invalid value: " + kind(v410) + ", expected the constant " + "\"permission.respond\"");
      }
      else if (k409 === "tool_use_id") {
        const v410 = x["tool_use_id"];
        if (!(typeof v410 === "string")) return err([k409], "invalid type: " + kind(v410) + ", expected string");
        {
          if (v410.length < 2 && chars(v410) < 1) return err([k409], "string of length " + chars(v410) + " is shorter than minLength 1");
        }
      }
      else if (k409 === "session_id") {
        const v410 = x["session_id"];
        if (!(typeof v410 === "string")) return err([k409], "invalid type: " + kind(v410) + ", expected string");
        {
          if (v410.length < 2 && chars(v410) < 1) return err([k409], "string of length " + chars(v410) + " is shorter than minLength 1");
        }
      }
      else if (k409 === "decision") {
        const v410 = x["decision"];
        if (!(typeof v410 === "string")) return err([k409], "invalid type: " + kind(v410) + ", expected string");
      }
      else if (k409 === "selected_hunks") {
        const v410 = x["selected_hunks"];
        if (!(Array.isArray(v410) || v410 === null)) return err([k409], "invalid type: " + kind(v410) + ", expected array or null");
        if (Array.isArray(v410)) {
          for (let i411 = 0; i411 < v410.length; i411++) {
            const v412 = v410[i411];
            if (!(typeof v412 === "string")) return err([k409, i411], "invalid type: " + kind(v412) + ", expected string");
          }
          if (v410.length > 1000) return err([k409], "array has more than maxItems 1000");
        }
      }
      else if (k409 === "patch_plan_id") {
        const v410 = x["patch_plan_id"];
        if (!(typeof v410 === "string" || v410 === null)) return err([k409], "invalid type: " + kind(v410) + ", expected string or null");
        if (typeof v410 === "string") {
          if (v410.length > 128 && chars(v410) > 128) return err([k409], "string of length " + chars(v410) + " is longer than maxLength 128");
        }
      }
    }
    if (x["tool_use_id"] === undefined) return err([], "missing field `tool_use_id`");
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["decision"] === undefined) return err([], "missing field `decision`");
  }
  return undefined;
}

function v_PermissionRespondResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k413 in x) {
      if (k413 === "ok") {
        const v414 = x["ok"];
        if (!(typeof v414 === "boolean")) return err([k413], "invalid type: " + kind(v414) + ", expected boolean");
      }
    }
  }
  return undefined;
}

function v_PingCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k415 in x) {
      if (k415 === "type") {
        const v416 = x["type"];
        if (!(typeof v416 === "string")) return err([k415], "invalid type: " + kind(v416) + ", expected string");
        if (v416 !== "core.ping") return err([k415], "invalid value: " + kind(v416) + ", expected the constant " + "\"core.ping\"");
      }
      else if (k415 === "client") {
        const v416 = x["client"];
        if (!(typeof v416 === "string")) return err([k415], "invalid type: " + kind(v416) + ", expected string");
      }
    }
    if (x["client"] === undefined) return err([], "missing field `client`");
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
    for (const k417 in x) {
      if (k417 === "type") {
        const v418 = x["type"];
        if (!(typeof v418 === "string")) return err([k417], "invalid type: " + kind(v418) + ", expected string");
        if (v418 !== "plan.ready") return err([k417], "invalid value: " + kind(v418) + ", expected the constant " + "\"plan.ready\"");
      }
      else if (k417 === "session_id") {
        const v418 = x["session_id"];
        if (!(typeof v418 === "string")) return err([k417], "invalid type: " + kind(v418) + ", expected string");
      }
      else if (k417 === "run_id") {
        const v418 = x["run_id"];
        if (!(typeof v418 === "string")) return err([k417], "invalid type: " + kind(v418) + ", expected string");
      }
      else if (k417 === "request") {
        const v418 = x["request"];
        if (!(typeof v418 === "string")) return err([k417], "invalid type: " + kind(v418) + ", expected string");
      }
      else if (k417 === "plan") {
        const v418 = x["plan"];
        if (!(typeof v418 === "string")) return err([k417], "invalid type: " + kind(v418) + ", expected string");
      }
      else if (k417 === "plan_ticket") {
        const v418 = x["plan_ticket"];
        if (!(typeof v418 === "string")) return err([k417], "invalid type: " + kind(v418) + ", expected string");
      }
      else if (k417 === "ts") {
        const v418 = x["ts"];
        if (!(typeof v418 === "string")) return err([k417], "invalid type: " + kind(v418) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["request"] === undefined) return err([], "missing field `request`");
    if (x["plan"] === undefined) return err([], "missing field `plan`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_PlanResolvedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k419 in x) {
      if (k419 === "type") {
        const v420 = x["type"];
        if (!(typeof v420 === "string")) return err([k419], "invalid type: " + kind(v420) + ", expected string");
        if (v420 !== "plan.resolved") return err([k419], "invalid value: " + kind(v420) + ", expected the constant " + "\"plan.resolved\"");
      }
      else if (k419 === "session_id") {
        const v420 = x["session_id"];
        if (!(typeof v420 === "string")) return err([k419], "invalid type: " + kind(v420) + ", expected string");
      }
      else if (k419 === "run_id") {
        const v420 = x["run_id"];
        if (!(typeof v420 === "string")) return err([k419], "invalid type: " + kind(v420) + ", expected string");
      }
      else if (k419 === "decision") {
        const v420 = x["decision"];
        { const e421 = v_PlanDecision(v420); if (e421) return within(e421, [k419]); }
      }
      else if (k419 === "revision") {
        const v420 = x["revision"];
        if (!(typeof v420 === "string")) return err([k419], "invalid type: " + kind(v420) + ", expected string");
      }
      else if (k419 === "plan_ticket") {
        const v420 = x["plan_ticket"];
        if (!(typeof v420 === "string")) return err([k419], "invalid type: " + kind(v420) + ", expected string");
      }
      else if (k419 === "ts") {
        const v420 = x["ts"];
        if (!(typeof v420 === "string")) return err([k419], "invalid type: " + kind(v420) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["decision"] === undefined) return err([], "missing field `decision`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_PlanRespondCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k422 in x) {
      if (k422 === "type") {
        const v423 = x["type"];
        if (!(typeof v423 === "string")) return err([k422], "invalid type: " + kind(v423) + ", expected string");
        if (v423 !== "plan.respond") return err([k422], "invalid value: " + kind(v423) + ", expected the constant " + "\"plan.respond\"");
      }
      else if (k422 === "session_id") {
        const v423 = x["session_id"];
        if (!(typeof v423 === "string")) return err([k422], "invalid type: " + kind(v423) + ", expected string");
        {
          if (v423.length < 2 && chars(v423) < 1) return err([k422], "string of length " + chars(v423) + " is shorter than minLength 1");
        }
      }
      else if (k422 === "run_id") {
        const v423 = x["run_id"];
        if (!(typeof v423 === "string")) return err([k422], "invalid type: " + kind(v423) + ", expected string");
        {
          if (v423.length < 2 && chars(v423) < 1) return err([k422], "string of length " + chars(v423) + " is shorter than minLength 1");
        }
      }
      else if (k422 === "decision") {
        const v423 = x["decision"];
        { const e424 = v_PlanDecision(v423); if (e424) return within(e424, [k422]); }
      }
      else if (k422 === "revision") {
        const v423 = x["revision"];
        if (!(typeof v423 === "string")) return err([k422], "invalid type: " + kind(v423) + ", expected string");
        {
          if (v423.length > 10000 && chars(v423) > 10000) return err([k422], "string of length " + chars(v423) + " is longer than maxLength 10000");
        }
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["decision"] === undefined) return err([], "missing field `decision`");
  }
  return undefined;
}

function v_PlanRespondResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k425 in x) {
      if (k425 === "session_id") {
        const v426 = x["session_id"];
        if (!(typeof v426 === "string")) return err([k425], "invalid type: " + kind(v426) + ", expected string");
      }
      else if (k425 === "run_id") {
        const v426 = x["run_id"];
        if (!(typeof v426 === "string")) return err([k425], "invalid type: " + kind(v426) + ", expected string");
      }
      else if (k425 === "decision") {
        const v426 = x["decision"];
        { const e427 = v_PlanDecision(v426); if (e427) return within(e427, [k425]); }
      }
      else if (k425 === "status") {
        const v426 = x["status"];
        if (!(typeof v426 === "string")) return err([k425], "invalid type: " + kind(v426) + ", expected string");
        if (v426 !== "resolved") return err([k425], "invalid value: " + kind(v426) + ", expected the constant " + "\"resolved\"");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["decision"] === undefined) return err([], "missing field `decision`");
  }
  return undefined;
}

function v_PlanStepState(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k428 in x) {
      if (k428 === "step") {
        const v429 = x["step"];
        if (!(typeof v429 === "string")) return err([k428], "invalid type: " + kind(v429) + ", expected string");
      }
      else if (k428 === "status") {
        const v429 = x["status"];
        { const e430 = v_PlanStepStatus(v429); if (e430) return within(e430, [k428]); }
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
    for (const k431 in x) {
      if (k431 === "type") {
        const v432 = x["type"];
        if (!(typeof v432 === "string")) return err([k431], "invalid type: " + kind(v432) + ", expected string");
        if (v432 !== "plan.updated") return err([k431], "invalid value: " + kind(v432) + ", expected the constant " + "\"plan.updated\"");
      }
      else if (k431 === "run_id") {
        const v432 = x["run_id"];
        if (!(typeof v432 === "string")) return err([k431], "invalid type: " + kind(v432) + ", expected string");
      }
      else if (k431 === "explanation") {
        const v432 = x["explanation"];
        if (!(typeof v432 === "string")) return err([k431], "invalid type: " + kind(v432) + ", expected string");
      }
      else if (k431 === "plan") {
        const v432 = x["plan"];
        if (!(Array.isArray(v432))) return err([k431], "invalid type: " + kind(v432) + ", expected array");
        {
          for (let i433 = 0; i433 < v432.length; i433++) {
            const v434 = v432[i433];
            { const e435 = v_PlanStepState(v434); if (e435) return within(e435, [k431, i433]); }
          }
        }
      }
      else if (k431 === "plan_ticket") {
        const v432 = x["plan_ticket"];
        if (!(typeof v432 === "string")) return err([k431], "invalid type: " + kind(v432) + ", expected string");
      }
      else if (k431 === "ts") {
        const v432 = x["ts"];
        if (!(typeof v432 === "string")) return err([k431], "invalid type: " + kind(v432) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["plan"] === undefined) return err([], "missing field `plan`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_PongResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k436 in x) {
      if (k436 === "server_version") {
        const v437 = x["server_version"];
        if (!(typeof v437 === "string")) return err([k436], "invalid type: " + kind(v437) + ", expected string");
      }
      else if (k436 === "uptime_ms") {
        const v437 = x["uptime_ms"];
        if (!(Number.isInteger(v437))) return err([k436], "invalid type: " + kind(v437) + ", expected integer");
      }
      else if (k436 === "received_at") {
        const v437 = x["received_at"];
        if (!(typeof v437 === "string")) return err([k436], "invalid type: " + kind(v437) + ", expected string");
      }
      else if (k436 === "workspace") {
        const v437 = x["workspace"];
        if (!(typeof v437 === "string")) return err([k436], "invalid type: " + kind(v437) + ", expected string");
      }
      else if (k436 === "active_runs") {
        const v437 = x["active_runs"];
        if (!(Number.isInteger(v437))) return err([k436], "invalid type: " + kind(v437) + ", expected integer");
        {
          if (v437 < 0) return err([k436], v437 + " is less than minimum 0");
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
    for (const k438 in x) {
      if (k438 === "type") {
        const v439 = x["type"];
        if (!(typeof v439 === "string")) return err([k438], "invalid type: " + kind(v439) + ", expected string");
        if (v439 !== "project.activate") return err([k438], "invalid value: " + kind(v439) + ", expected the constant " + "\"project.activate\"");
      }
      else if (k438 === "project_id") {
        const v439 = x["project_id"];
        if (!(typeof v439 === "string")) return err([k438], "invalid type: " + kind(v439) + ", expected string");
        {
          if (v439.length < 2 && chars(v439) < 1) return err([k438], "string of length " + chars(v439) + " is shorter than minLength 1");
        }
      }
    }
    if (x["project_id"] === undefined) return err([], "missing field `project_id`");
  }
  return undefined;
}

function v_ProjectOpenCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k440 in x) {
      if (k440 === "type") {
        const v441 = x["type"];
        if (!(typeof v441 === "string")) return err([k440], "invalid type: " + kind(v441) + ", expected string");
        if (v441 !== "project.open") return err([k440], "invalid value: " + kind(v441) + ", expected the constant " + "\"project.open\"");
      }
      else if (k440 === "path") {
        const v441 = x["path"];
        if (!(typeof v441 === "string")) return err([k440], "invalid type: " + kind(v441) + ", expected string");
        {
          if (v441.length < 2 && chars(v441) < 1) return err([k440], "string of length " + chars(v441) + " is shorter than minLength 1");
        }
      }
    }
    if (x["path"] === undefined) return err([], "missing field `path`");
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
    for (const k442 in x) {
      if (k442 === "type") {
        const v443 = x["type"];
        if (!(typeof v443 === "string")) return err([k442], "invalid type: " + kind(v443) + ", expected string");
        if (v443 !== "recovery.available") return err([k442], "invalid value: " + kind(v443) + ", expected the constant " + "\"recovery.available\"");
      }
      else if (k442 === "session_id") {
        const v443 = x["session_id"];
        if (!(typeof v443 === "string")) return err([k442], "invalid type: " + kind(v443) + ", expected string");
      }
      else if (k442 === "run_id") {
        const v443 = x["run_id"];
        if (!(typeof v443 === "string")) return err([k442], "invalid type: " + kind(v443) + ", expected string");
      }
      else if (k442 === "interruption_kind") {
        const v443 = x["interruption_kind"];
        if (!(typeof v443 === "string")) return err([k442], "invalid type: " + kind(v443) + ", expected string");
      }
      else if (k442 === "safe_to_resume") {
        const v443 = x["safe_to_resume"];
        if (!(typeof v443 === "boolean")) return err([k442], "invalid type: " + kind(v443) + ", expected boolean");
      }
      else if (k442 === "summary") {
        const v443 = x["summary"];
        if (!(typeof v443 === "string")) return err([k442], "invalid type: " + kind(v443) + ", expected string");
      }
      else if (k442 === "actions") {
        const v443 = x["actions"];
        if (!(Array.isArray(v443))) return err([k442], "invalid type: " + kind(v443) + ", expected array");
        {
          for (let i444 = 0; i444 < v443.length; i444++) {
            const v445 = v443[i444];
            if (!(typeof v445 === "string")) return err([k442, i444], "invalid type: " + kind(v445) + ", expected string");
          }
        }
      }
      else if (k442 === "ts") {
        const v443 = x["ts"];
        if (!(typeof v443 === "string")) return err([k442], "invalid type: " + kind(v443) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["interruption_kind"] === undefined) return err([], "missing field `interruption_kind`");
    if (x["safe_to_resume"] === undefined) return err([], "missing field `safe_to_resume`");
    if (x["summary"] === undefined) return err([], "missing field `summary`");
    if (x["actions"] === undefined) return err([], "missing field `actions`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_RecoveryResolvedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k446 in x) {
      if (k446 === "type") {
        const v447 = x["type"];
        if (!(typeof v447 === "string")) return err([k446], "invalid type: " + kind(v447) + ", expected string");
        if (v447 !== "recovery.resolved") return err([k446], "invalid value: " + kind(v447) + ", expected the constant " + "\"recovery.resolved\"");
      }
      else if (k446 === "session_id") {
        const v447 = x["session_id"];
        if (!(typeof v447 === "string")) return err([k446], "invalid type: " + kind(v447) + ", expected string");
      }
      else if (k446 === "run_id") {
        const v447 = x["run_id"];
        if (!(typeof v447 === "string")) return err([k446], "invalid type: " + kind(v447) + ", expected string");
      }
      else if (k446 === "action") {
        const v447 = x["action"];
        if (!(typeof v447 === "string")) return err([k446], "invalid type: " + kind(v447) + ", expected string");
      }
      else if (k446 === "ts") {
        const v447 = x["ts"];
        if (!(typeof v447 === "string")) return err([k446], "invalid type: " + kind(v447) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["action"] === undefined) return err([], "missing field `action`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
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
    for (const k448 in x) {
      if (k448 === "route_id") {
        const v449 = x["route_id"];
        if (!(typeof v449 === "string")) return err([k448], "invalid type: " + kind(v449) + ", expected string");
      }
      else if (k448 === "wire_format") {
        const v449 = x["wire_format"];
        { const e450 = v_WireFormat(v449); if (e450) return within(e450, [k448]); }
      }
      else if (k448 === "base_url_origin") {
        const v449 = x["base_url_origin"];
        if (!(typeof v449 === "string")) return err([k448], "invalid type: " + kind(v449) + ", expected string");
      }
      else if (k448 === "model") {
        const v449 = x["model"];
        if (!(typeof v449 === "string")) return err([k448], "invalid type: " + kind(v449) + ", expected string");
      }
      else if (k448 === "credential_source") {
        const v449 = x["credential_source"];
        { const e451 = v_CredentialSource(v449); if (e451) return within(e451, [k448]); }
      }
      else if (k448 === "supports_images") {
        const v449 = x["supports_images"];
        if (!(typeof v449 === "boolean")) return err([k448], "invalid type: " + kind(v449) + ", expected boolean");
      }
      else if (k448 === "temperature") {
        const v449 = x["temperature"];
        if (!(typeof v449 === "number" || v449 === null)) return err([k448], "invalid type: " + kind(v449) + ", expected number or null");
      }
      else return err([k448], "unknown field `" + k448 + "`" + ", expected one of `route_id`, `wire_format`, `base_url_origin`, `model`, `credential_source`, `supports_images`, `temperature`");
    }
    if (x["route_id"] === undefined) return err([], "missing field `route_id`");
    if (x["wire_format"] === undefined) return err([], "missing field `wire_format`");
    if (x["base_url_origin"] === undefined) return err([], "missing field `base_url_origin`");
    if (x["model"] === undefined) return err([], "missing field `model`");
    if (x["credential_source"] === undefined) return err([], "missing field `credential_source`");
  }
  return undefined;
}

function v_RunCancelCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k452 in x) {
      if (k452 === "type") {
        const v453 = x["type"];
        if (!(typeof v453 === "string")) return err([k452], "invalid type: " + kind(v453) + ", expected string");
        if (v453 !== "run.cancel") return err([k452], "invalid value: " + kind(v453) + ", expected the constant " + "\"run.cancel\"");
      }
      else if (k452 === "run_id") {
        const v453 = x["run_id"];
        if (!(typeof v453 === "string")) return err([k452], "invalid type: " + kind(v453) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
  }
  return undefined;
}

function v_RunCancelResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k454 in x) {
      if (k454 === "run_id") {
        const v455 = x["run_id"];
        if (!(typeof v455 === "string")) return err([k454], "invalid type: " + kind(v455) + ", expected string");
      }
      else if (k454 === "session_id") {
        const v455 = x["session_id"];
        if (!(typeof v455 === "string")) return err([k454], "invalid type: " + kind(v455) + ", expected string");
      }
      else if (k454 === "status") {
        const v455 = x["status"];
        if (!(typeof v455 === "string")) return err([k454], "invalid type: " + kind(v455) + ", expected string");
        if (v455 !== "cancelled") return err([k454], "invalid value: " + kind(v455) + ", expected the constant " + "\"cancelled\"");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
  }
  return undefined;
}

function v_RunFinishedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k456 in x) {
      if (k456 === "type") {
        const v457 = x["type"];
        if (!(typeof v457 === "string")) return err([k456], "invalid type: " + kind(v457) + ", expected string");
        if (v457 !== "run.finished") return err([k456], "invalid value: " + kind(v457) + ", expected the constant " + "\"run.finished\"");
      }
      else if (k456 === "run_id") {
        const v457 = x["run_id"];
        if (!(typeof v457 === "string")) return err([k456], "invalid type: " + kind(v457) + ", expected string");
      }
      else if (k456 === "status") {
        const v457 = x["status"];
        if (!(typeof v457 === "string")) return err([k456], "invalid type: " + kind(v457) + ", expected string");
      }
      else if (k456 === "reason") {
        const v457 = x["reason"];
        if (!(typeof v457 === "string" || v457 === null)) return err([k456], "invalid type: " + kind(v457) + ", expected string or null");
      }
      else if (k456 === "steps") {
        const v457 = x["steps"];
        if (!(Number.isInteger(v457))) return err([k456], "invalid type: " + kind(v457) + ", expected integer");
      }
      else if (k456 === "outcome") {
        const v457 = x["outcome"];
        const e458 = (() => {
          {
            const u459 = [];
            const b460 = (() => {
              { const e461 = v_RunOutcome(v457); if (e461) return within(e461, [k456]); }
              return undefined;
            })();
            if (b460 === undefined) return undefined;
            u459.push(b460);
            const b462 = (() => {
              if (!(v457 === null)) return err([k456], "invalid type: " + kind(v457) + ", expected null");
              return undefined;
            })();
            if (b462 === undefined) return undefined;
            u459.push(b462);
            const u459d = u459.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u459d;
          }
        })();
        if (e458) return e458;
      }
      else if (k456 === "failure_category") {
        const v457 = x["failure_category"];
        const e463 = (() => {
          {
            const u464 = [];
            const b465 = (() => {
              { const e466 = v_FailureCategory(v457); if (e466) return within(e466, [k456]); }
              return undefined;
            })();
            if (b465 === undefined) return undefined;
            u464.push(b465);
            const b467 = (() => {
              if (!(v457 === null)) return err([k456], "invalid type: " + kind(v457) + ", expected null");
              return undefined;
            })();
            if (b467 === undefined) return undefined;
            u464.push(b467);
            const u464d = u464.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u464d;
          }
        })();
        if (e463) return e463;
      }
      else if (k456 === "changes") {
        const v457 = x["changes"];
        if (!(Array.isArray(v457) || v457 === null)) return err([k456], "invalid type: " + kind(v457) + ", expected array or null");
        if (Array.isArray(v457)) {
          for (let i468 = 0; i468 < v457.length; i468++) {
            const v469 = v457[i468];
            { const e470 = v_JsonValue(v469); if (e470) return within(e470, [k456, i468]); }
          }
        }
      }
      else if (k456 === "verification") {
        const v457 = x["verification"];
        if (!(Array.isArray(v457) || v457 === null)) return err([k456], "invalid type: " + kind(v457) + ", expected array or null");
        if (Array.isArray(v457)) {
          for (let i471 = 0; i471 < v457.length; i471++) {
            const v472 = v457[i471];
            { const e473 = v_JsonValue(v472); if (e473) return within(e473, [k456, i471]); }
          }
        }
      }
      else if (k456 === "result_summary") {
        const v457 = x["result_summary"];
        if (!(typeof v457 === "string" || v457 === null)) return err([k456], "invalid type: " + kind(v457) + ", expected string or null");
      }
      else if (k456 === "ledger_seq") {
        const v457 = x["ledger_seq"];
        if (!(Number.isInteger(v457) || v457 === null)) return err([k456], "invalid type: " + kind(v457) + ", expected integer or null");
        if (typeof v457 === "number") {
          if (v457 < 1) return err([k456], v457 + " is less than minimum 1");
        }
      }
      else if (k456 === "ts") {
        const v457 = x["ts"];
        if (!(typeof v457 === "string")) return err([k456], "invalid type: " + kind(v457) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["status"] === undefined) return err([], "missing field `status`");
    if (x["steps"] === undefined) return err([], "missing field `steps`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
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
    for (const k474 in x) {
      if (k474 === "type") {
        const v475 = x["type"];
        if (!(typeof v475 === "string")) return err([k474], "invalid type: " + kind(v475) + ", expected string");
        if (v475 !== "run.phase_changed") return err([k474], "invalid value: " + kind(v475) + ", expected the constant " + "\"run.phase_changed\"");
      }
      else if (k474 === "run_id") {
        const v475 = x["run_id"];
        if (!(typeof v475 === "string")) return err([k474], "invalid type: " + kind(v475) + ", expected string");
      }
      else if (k474 === "phase") {
        const v475 = x["phase"];
        { const e476 = v_RunPhase(v475); if (e476) return within(e476, [k474]); }
      }
      else if (k474 === "current") {
        const v475 = x["current"];
        if (!(Number.isInteger(v475))) return err([k474], "invalid type: " + kind(v475) + ", expected integer");
        {
          if (v475 < 0) return err([k474], v475 + " is less than minimum 0");
        }
      }
      else if (k474 === "total") {
        const v475 = x["total"];
        if (!(Number.isInteger(v475))) return err([k474], "invalid type: " + kind(v475) + ", expected integer");
        {
          if (v475 < 0) return err([k474], v475 + " is less than minimum 0");
        }
      }
      else if (k474 === "summary") {
        const v475 = x["summary"];
        if (!(typeof v475 === "string")) return err([k474], "invalid type: " + kind(v475) + ", expected string");
      }
      else if (k474 === "ts") {
        const v475 = x["ts"];
        if (!(typeof v475 === "string")) return err([k474], "invalid type: " + kind(v475) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["phase"] === undefined) return err([], "missing field `phase`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_RunStartedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k477 in x) {
      if (k477 === "type") {
        const v478 = x["type"];
        if (!(typeof v478 === "string")) return err([k477], "invalid type: " + kind(v478) + ", expected string");
        if (v478 !== "run.started") return err([k477], "invalid value: " + kind(v478) + ", expected the constant " + "\"run.started\"");
      }
      else if (k477 === "run_id") {
        const v478 = x["run_id"];
        if (!(typeof v478 === "string")) return err([k477], "invalid type: " + kind(v478) + ", expected string");
      }
      else if (k477 === "goal") {
        const v478 = x["goal"];
        if (!(typeof v478 === "string")) return err([k477], "invalid type: " + kind(v478) + ", expected string");
      }
      else if (k477 === "run_kind") {
        const v478 = x["run_kind"];
        { const e479 = v_RunKind(v478); if (e479) return within(e479, [k477]); }
      }
      else if (k477 === "ledger_seq") {
        const v478 = x["ledger_seq"];
        if (!(Number.isInteger(v478) || v478 === null)) return err([k477], "invalid type: " + kind(v478) + ", expected integer or null");
        if (typeof v478 === "number") {
          if (v478 < 1) return err([k477], v478 + " is less than minimum 1");
        }
      }
      else if (k477 === "ts") {
        const v478 = x["ts"];
        if (!(typeof v478 === "string")) return err([k477], "invalid type: " + kind(v478) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["goal"] === undefined) return err([], "missing field `goal`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_RunSteerCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k480 in x) {
      if (k480 === "type") {
        const v481 = x["type"];
        if (!(typeof v481 === "string")) return err([k480], "invalid type: " + kind(v481) + ", expected string");
        if (v481 !== "run.steer") return err([k480], "invalid value: " + kind(v481) + ", expected the constant " + "\"run.steer\"");
      }
      else if (k480 === "run_id") {
        const v481 = x["run_id"];
        if (!(typeof v481 === "string")) return err([k480], "invalid type: " + kind(v481) + ", expected string");
      }
      else if (k480 === "content") {
        const v481 = x["content"];
        if (!(typeof v481 === "string")) return err([k480], "invalid type: " + kind(v481) + ", expected string");
        {
          if (v481.length < 2 && chars(v481) < 1) return err([k480], "string of length " + chars(v481) + " is shorter than minLength 1");
          if (v481.length > 10000 && chars(v481) > 10000) return err([k480], "string of length " + chars(v481) + " is longer than maxLength 10000");
        }
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["content"] === undefined) return err([], "missing field `content`");
  }
  return undefined;
}

function v_RunSteerResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k482 in x) {
      if (k482 === "run_id") {
        const v483 = x["run_id"];
        if (!(typeof v483 === "string")) return err([k482], "invalid type: " + kind(v483) + ", expected string");
      }
      else if (k482 === "queued") {
        const v483 = x["queued"];
        if (!(typeof v483 === "boolean")) return err([k482], "invalid type: " + kind(v483) + ", expected boolean");
        if (v483 !== true) return err([k482], "invalid value: " + kind(v483) + ", expected the constant " + "true");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
  }
  return undefined;
}

function v_RunSteeredEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k484 in x) {
      if (k484 === "type") {
        const v485 = x["type"];
        if (!(typeof v485 === "string")) return err([k484], "invalid type: " + kind(v485) + ", expected string");
        if (v485 !== "run.steered") return err([k484], "invalid value: " + kind(v485) + ", expected the constant " + "\"run.steered\"");
      }
      else if (k484 === "run_id") {
        const v485 = x["run_id"];
        if (!(typeof v485 === "string")) return err([k484], "invalid type: " + kind(v485) + ", expected string");
      }
      else if (k484 === "session_id") {
        const v485 = x["session_id"];
        if (!(typeof v485 === "string")) return err([k484], "invalid type: " + kind(v485) + ", expected string");
      }
      else if (k484 === "content") {
        const v485 = x["content"];
        if (!(typeof v485 === "string")) return err([k484], "invalid type: " + kind(v485) + ", expected string");
      }
      else if (k484 === "ts") {
        const v485 = x["ts"];
        if (!(typeof v485 === "string")) return err([k484], "invalid type: " + kind(v485) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["content"] === undefined) return err([], "missing field `content`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_RuntimeCapabilitiesCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k486 in x) {
      if (k486 === "type") {
        const v487 = x["type"];
        if (!(typeof v487 === "string")) return err([k486], "invalid type: " + kind(v487) + ", expected string");
        if (v487 !== "runtime.capabilities") return err([k486], "invalid value: " + kind(v487) + ", expected the constant " + "\"runtime.capabilities\"");
      }
    }
  }
  return undefined;
}

function v_RuntimeCapabilitiesResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k488 in x) {
      if (k488 === "version") {
        const v489 = x["version"];
        if (!(typeof v489 === "string")) return err([k488], "invalid type: " + kind(v489) + ", expected string");
      }
      else if (k488 === "api_version") {
        const v489 = x["api_version"];
        if (!(typeof v489 === "string")) return err([k488], "invalid type: " + kind(v489) + ", expected string");
      }
      else if (k488 === "runtime_modes") {
        const v489 = x["runtime_modes"];
        if (!(Array.isArray(v489))) return err([k488], "invalid type: " + kind(v489) + ", expected array");
        {
          for (let i490 = 0; i490 < v489.length; i490++) {
            const v491 = v489[i490];
            { const e492 = v_RuntimeMode(v491); if (e492) return within(e492, [k488, i490]); }
          }
        }
      }
      else if (k488 === "features") {
        const v489 = x["features"];
        if (!(Array.isArray(v489))) return err([k488], "invalid type: " + kind(v489) + ", expected array");
        {
          for (let i493 = 0; i493 < v489.length; i493++) {
            const v494 = v489[i493];
            if (!(typeof v494 === "string")) return err([k488, i493], "invalid type: " + kind(v494) + ", expected string");
          }
        }
      }
      else if (k488 === "feature_flags") {
        const v489 = x["feature_flags"];
        { const e495 = v_RuntimeFeatureFlags(v489); if (e495) return within(e495, [k488]); }
      }
      else if (k488 === "labs_enabled") {
        const v489 = x["labs_enabled"];
        if (!(typeof v489 === "boolean")) return err([k488], "invalid type: " + kind(v489) + ", expected boolean");
      }
      else if (k488 === "sandbox") {
        const v489 = x["sandbox"];
        { const e496 = v_RuntimeSandboxStatus(v489); if (e496) return within(e496, [k488]); }
      }
      else if (k488 === "runtime_event_schema_version") {
        const v489 = x["runtime_event_schema_version"];
        if (!(Number.isInteger(v489))) return err([k488], "invalid type: " + kind(v489) + ", expected integer");
      }
      else if (k488 === "stream_json_schema_versions") {
        const v489 = x["stream_json_schema_versions"];
        if (!(Array.isArray(v489))) return err([k488], "invalid type: " + kind(v489) + ", expected array");
        {
          for (let i497 = 0; i497 < v489.length; i497++) {
            const v498 = v489[i497];
            if (!(Number.isInteger(v498))) return err([k488, i497], "invalid type: " + kind(v498) + ", expected integer");
          }
        }
      }
      else return err([k488], "unknown field `" + k488 + "`" + ", expected one of `version`, `api_version`, `runtime_modes`, `features`, `feature_flags`, `labs_enabled`, `sandbox`, `runtime_event_schema_version`, `stream_json_schema_versions`");
    }
    if (x["version"] === undefined) return err([], "missing field `version`");
    if (x["runtime_modes"] === undefined) return err([], "missing field `runtime_modes`");
    if (x["features"] === undefined) return err([], "missing field `features`");
  }
  return undefined;
}

function v_RuntimeEventAppendedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k499 in x) {
      if (k499 === "type") {
        const v500 = x["type"];
        if (!(typeof v500 === "string")) return err([k499], "invalid type: " + kind(v500) + ", expected string");
        if (v500 !== "runtime.event") return err([k499], "invalid value: " + kind(v500) + ", expected the constant " + "\"runtime.event\"");
      }
      else if (k499 === "thread_id") {
        const v500 = x["thread_id"];
        if (!(typeof v500 === "string")) return err([k499], "invalid type: " + kind(v500) + ", expected string");
      }
      else if (k499 === "turn_id") {
        const v500 = x["turn_id"];
        if (!(typeof v500 === "string" || v500 === null)) return err([k499], "invalid type: " + kind(v500) + ", expected string or null");
      }
      else if (k499 === "seq") {
        const v500 = x["seq"];
        if (!(Number.isInteger(v500))) return err([k499], "invalid type: " + kind(v500) + ", expected integer");
      }
      else if (k499 === "event_type") {
        const v500 = x["event_type"];
        if (!(typeof v500 === "string")) return err([k499], "invalid type: " + kind(v500) + ", expected string");
      }
      else if (k499 === "payload") {
        const v500 = x["payload"];
        if (!(isObject(v500))) return err([k499], "invalid type: " + kind(v500) + ", expected object");
      }
      else if (k499 === "ts") {
        const v500 = x["ts"];
        if (!(typeof v500 === "string")) return err([k499], "invalid type: " + kind(v500) + ", expected string");
      }
    }
    if (x["thread_id"] === undefined) return err([], "missing field `thread_id`");
    if (x["turn_id"] === undefined) return err([], "missing field `turn_id`");
    if (x["seq"] === undefined) return err([], "missing field `seq`");
    if (x["event_type"] === undefined) return err([], "missing field `event_type`");
    if (x["payload"] === undefined) return err([], "missing field `payload`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_RuntimeEventRecord(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k501 in x) {
      if (k501 === "thread_id") {
        const v502 = x["thread_id"];
        if (!(typeof v502 === "string")) return err([k501], "invalid type: " + kind(v502) + ", expected string");
        {
          if (v502.length < 2 && chars(v502) < 1) return err([k501], "string of length " + chars(v502) + " is shorter than minLength 1");
        }
      }
      else if (k501 === "turn_id") {
        const v502 = x["turn_id"];
        if (!(typeof v502 === "string" || v502 === null)) return err([k501], "invalid type: " + kind(v502) + ", expected string or null");
      }
      else if (k501 === "seq") {
        const v502 = x["seq"];
        if (!(Number.isInteger(v502))) return err([k501], "invalid type: " + kind(v502) + ", expected integer");
        {
          if (v502 < 1) return err([k501], v502 + " is less than minimum 1");
        }
      }
      else if (k501 === "type") {
        const v502 = x["type"];
        if (!(typeof v502 === "string")) return err([k501], "invalid type: " + kind(v502) + ", expected string");
        {
          if (v502.length < 2 && chars(v502) < 1) return err([k501], "string of length " + chars(v502) + " is shorter than minLength 1");
        }
      }
      else if (k501 === "payload") {
        const v502 = x["payload"];
        if (!(isObject(v502))) return err([k501], "invalid type: " + kind(v502) + ", expected object");
        {
          for (const k503 in v502) {
            {
              const v504 = v502[k503];
              { const e505 = v_JsonValue(v504); if (e505) return within(e505, [k501, k503]); }
            }
          }
        }
      }
      else if (k501 === "ts") {
        const v502 = x["ts"];
        if (!(typeof v502 === "string")) return err([k501], "invalid type: " + kind(v502) + ", expected string");
      }
      else if (k501 === "schema_version") {
        const v502 = x["schema_version"];
        if (!(Number.isInteger(v502))) return err([k501], "invalid type: " + kind(v502) + ", expected integer");
        if (v502 !== 1) return err([k501], "invalid value: " + kind(v502) + ", expected the constant " + "1");
      }
      else return err([k501], "unknown field `" + k501 + "`" + ", expected one of `thread_id`, `turn_id`, `seq`, `type`, `payload`, `ts`, `schema_version`");
    }
    if (x["thread_id"] === undefined) return err([], "missing field `thread_id`");
    if (x["seq"] === undefined) return err([], "missing field `seq`");
    if (x["type"] === undefined) return err([], "missing field `type`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_RuntimeFeatureFlags(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k506 in x) {
      if (k506 === "stable") {
        const v507 = x["stable"];
        if (!(isObject(v507))) return err([k506], "invalid type: " + kind(v507) + ", expected object");
        {
          for (const k508 in v507) {
            {
              const v509 = v507[k508];
              if (!(typeof v509 === "boolean")) return err([k506, k508], "invalid type: " + kind(v509) + ", expected boolean");
            }
          }
        }
      }
      else if (k506 === "labs") {
        const v507 = x["labs"];
        if (!(isObject(v507))) return err([k506], "invalid type: " + kind(v507) + ", expected object");
        {
          for (const k510 in v507) {
            {
              const v511 = v507[k510];
              if (!(typeof v511 === "boolean")) return err([k506, k510], "invalid type: " + kind(v511) + ", expected boolean");
            }
          }
        }
      }
      else if (k506 === "internal") {
        const v507 = x["internal"];
        if (!(isObject(v507))) return err([k506], "invalid type: " + kind(v507) + ", expected object");
        {
          for (const k512 in v507) {
            {
              const v513 = v507[k512];
              if (!(typeof v513 === "boolean")) return err([k506, k512], "invalid type: " + kind(v513) + ", expected boolean");
            }
          }
        }
      }
      else return err([k506], "unknown field `" + k506 + "`" + ", expected one of `stable`, `labs`, `internal`");
    }
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
    for (const k514 in x) {
      if (k514 === "platform") {
        const v515 = x["platform"];
        if (!(typeof v515 === "string")) return err([k514], "invalid type: " + kind(v515) + ", expected string");
      }
      else if (k514 === "capability") {
        const v515 = x["capability"];
        { const e516 = v_SandboxCapability(v515); if (e516) return within(e516, [k514]); }
      }
      else if (k514 === "state") {
        const v515 = x["state"];
        { const e517 = v_SandboxState(v515); if (e517) return within(e517, [k514]); }
      }
      else if (k514 === "windows_forced_sandbox") {
        const v515 = x["windows_forced_sandbox"];
        { const e518 = v_WindowsForcedSandbox(v515); if (e518) return within(e518, [k514]); }
      }
      else return err([k514], "unknown field `" + k514 + "`" + ", expected one of `platform`, `capability`, `state`, `windows_forced_sandbox`");
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
    for (const k519 in x) {
      if (k519 === "available") {
        const v520 = x["available"];
        if (!(typeof v520 === "boolean")) return err([k519], "invalid type: " + kind(v520) + ", expected boolean");
      }
      else if (k519 === "kind") {
        const v520 = x["kind"];
        { const e521 = v_SandboxKind(v520); if (e521) return within(e521, [k519]); }
      }
      else if (k519 === "reason") {
        const v520 = x["reason"];
        if (!(typeof v520 === "string")) return err([k519], "invalid type: " + kind(v520) + ", expected string");
      }
      else return err([k519], "unknown field `" + k519 + "`" + ", expected one of `available`, `kind`, `reason`");
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
    for (const k522 in x) {
      if (k522 === "snapshot") {
        const v523 = x["snapshot"];
        { const e524 = v_AuthoritySnapshot(v523); if (e524) return within(e524, [k522]); }
      }
    }
    if (x["snapshot"] === undefined) return err([], "missing field `snapshot`");
  }
  return undefined;
}

function v_SessionCheckpointsCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k525 in x) {
      if (k525 === "type") {
        const v526 = x["type"];
        if (!(typeof v526 === "string")) return err([k525], "invalid type: " + kind(v526) + ", expected string");
        if (v526 !== "session.checkpoints") return err([k525], "invalid value: " + kind(v526) + ", expected the constant " + "\"session.checkpoints\"");
      }
      else if (k525 === "session_id") {
        const v526 = x["session_id"];
        if (!(typeof v526 === "string")) return err([k525], "invalid type: " + kind(v526) + ", expected string");
      }
      else if (k525 === "run_id") {
        const v526 = x["run_id"];
        if (!(typeof v526 === "string" || v526 === null)) return err([k525], "invalid type: " + kind(v526) + ", expected string or null");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
  }
  return undefined;
}

function v_SessionCheckpointsResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k527 in x) {
      if (k527 === "run_id") {
        const v528 = x["run_id"];
        if (!(typeof v528 === "string" || v528 === null)) return err([k527], "invalid type: " + kind(v528) + ", expected string or null");
      }
      else if (k527 === "checkpoints") {
        const v528 = x["checkpoints"];
        if (!(Array.isArray(v528))) return err([k527], "invalid type: " + kind(v528) + ", expected array");
        {
          for (let i529 = 0; i529 < v528.length; i529++) {
            const v530 = v528[i529];
            if (!(isObject(v530))) return err([k527, i529], "invalid type: " + kind(v530) + ", expected object");
          }
        }
      }
    }
  }
  return undefined;
}

function v_SessionCloseCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k531 in x) {
      if (k531 === "type") {
        const v532 = x["type"];
        if (!(typeof v532 === "string")) return err([k531], "invalid type: " + kind(v532) + ", expected string");
        if (v532 !== "session.close") return err([k531], "invalid value: " + kind(v532) + ", expected the constant " + "\"session.close\"");
      }
      else if (k531 === "session_id") {
        const v532 = x["session_id"];
        if (!(typeof v532 === "string")) return err([k531], "invalid type: " + kind(v532) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
  }
  return undefined;
}

function v_SessionCloseResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k533 in x) {
      if (k533 === "status") {
        const v534 = x["status"];
        { const e535 = v_SessionStatus(v534); if (e535) return within(e535, [k533]); }
      }
    }
    if (x["status"] === undefined) return err([], "missing field `status`");
  }
  return undefined;
}

function v_SessionClosedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k536 in x) {
      if (k536 === "type") {
        const v537 = x["type"];
        if (!(typeof v537 === "string")) return err([k536], "invalid type: " + kind(v537) + ", expected string");
        if (v537 !== "session.closed") return err([k536], "invalid value: " + kind(v537) + ", expected the constant " + "\"session.closed\"");
      }
      else if (k536 === "session_id") {
        const v537 = x["session_id"];
        if (!(typeof v537 === "string")) return err([k536], "invalid type: " + kind(v537) + ", expected string");
      }
      else if (k536 === "ts") {
        const v537 = x["ts"];
        if (!(typeof v537 === "string")) return err([k536], "invalid type: " + kind(v537) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_SessionCompactCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k538 in x) {
      if (k538 === "type") {
        const v539 = x["type"];
        if (!(typeof v539 === "string")) return err([k538], "invalid type: " + kind(v539) + ", expected string");
        if (v539 !== "session.compact") return err([k538], "invalid value: " + kind(v539) + ", expected the constant " + "\"session.compact\"");
      }
      else if (k538 === "session_id") {
        const v539 = x["session_id"];
        if (!(typeof v539 === "string")) return err([k538], "invalid type: " + kind(v539) + ", expected string");
      }
      else if (k538 === "focus") {
        const v539 = x["focus"];
        if (!(typeof v539 === "string")) return err([k538], "invalid type: " + kind(v539) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
  }
  return undefined;
}

function v_SessionCompactResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k540 in x) {
      if (k540 === "status") {
        const v541 = x["status"];
        { const e542 = v_CompactStatus(v541); if (e542) return within(e542, [k540]); }
      }
      else if (k540 === "message") {
        const v541 = x["message"];
        if (!(typeof v541 === "string")) return err([k540], "invalid type: " + kind(v541) + ", expected string");
      }
      else if (k540 === "summary_tokens") {
        const v541 = x["summary_tokens"];
        if (!(Number.isInteger(v541))) return err([k540], "invalid type: " + kind(v541) + ", expected integer");
      }
      else if (k540 === "saved_tokens") {
        const v541 = x["saved_tokens"];
        if (!(Number.isInteger(v541))) return err([k540], "invalid type: " + kind(v541) + ", expected integer");
      }
      else if (k540 === "original_tokens") {
        const v541 = x["original_tokens"];
        if (!(Number.isInteger(v541))) return err([k540], "invalid type: " + kind(v541) + ", expected integer");
      }
      else if (k540 === "compacted_tokens") {
        const v541 = x["compacted_tokens"];
        if (!(Number.isInteger(v541))) return err([k540], "invalid type: " + kind(v541) + ", expected integer");
      }
      else if (k540 === "retained_tokens") {
        const v541 = x["retained_tokens"];
        if (!(Number.isInteger(v541))) return err([k540], "invalid type: " + kind(v541) + ", expected integer");
      }
      else if (k540 === "retained_messages") {
        const v541 = x["retained_messages"];
        if (!(Number.isInteger(v541))) return err([k540], "invalid type: " + kind(v541) + ", expected integer");
      }
      else if (k540 === "quality_score") {
        const v541 = x["quality_score"];
        if (!(typeof v541 === "number")) return err([k540], "invalid type: " + kind(v541) + ", expected number");
      }
      else if (k540 === "summary_path") {
        const v541 = x["summary_path"];
        if (!(typeof v541 === "string")) return err([k540], "invalid type: " + kind(v541) + ", expected string");
      }
    }
    if (x["summary_tokens"] === undefined) return err([], "missing field `summary_tokens`");
    if (x["saved_tokens"] === undefined) return err([], "missing field `saved_tokens`");
  }
  return undefined;
}

function v_SessionContextCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k543 in x) {
      if (k543 === "type") {
        const v544 = x["type"];
        if (!(typeof v544 === "string")) return err([k543], "invalid type: " + kind(v544) + ", expected string");
        if (v544 !== "session.context") return err([k543], "invalid value: " + kind(v544) + ", expected the constant " + "\"session.context\"");
      }
      else if (k543 === "session_id") {
        const v544 = x["session_id"];
        if (!(typeof v544 === "string")) return err([k543], "invalid type: " + kind(v544) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
  }
  return undefined;
}

function v_SessionContextResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k545 in x) {
      if (k545 === "input_commands") {
        const v546 = x["input_commands"];
        if (!(Array.isArray(v546))) return err([k545], "invalid type: " + kind(v546) + ", expected array");
        {
          for (let i547 = 0; i547 < v546.length; i547++) {
            const v548 = v546[i547];
            if (!(isObject(v548))) return err([k545, i547], "invalid type: " + kind(v548) + ", expected object");
            {
              for (const k549 in v548) {
                {
                  const v550 = v548[k549];
                  if (!(typeof v550 === "string")) return err([k545, i547, k549], "invalid type: " + kind(v550) + ", expected string");
                }
              }
            }
          }
        }
      }
      else if (k545 === "message_count") {
        const v546 = x["message_count"];
        if (!(Number.isInteger(v546))) return err([k545], "invalid type: " + kind(v546) + ", expected integer");
      }
      else if (k545 === "estimated_tokens") {
        const v546 = x["estimated_tokens"];
        if (!(Number.isInteger(v546))) return err([k545], "invalid type: " + kind(v546) + ", expected integer");
      }
      else if (k545 === "run_count") {
        const v546 = x["run_count"];
        if (!(Number.isInteger(v546))) return err([k545], "invalid type: " + kind(v546) + ", expected integer");
      }
      else if (k545 === "last_run_id") {
        const v546 = x["last_run_id"];
        if (!(typeof v546 === "string" || v546 === null)) return err([k545], "invalid type: " + kind(v546) + ", expected string or null");
      }
      else if (k545 === "usage") {
        const v546 = x["usage"];
        if (!(isObject(v546))) return err([k545], "invalid type: " + kind(v546) + ", expected object");
      }
      else if (k545 === "session_usage") {
        const v546 = x["session_usage"];
        if (!(isObject(v546))) return err([k545], "invalid type: " + kind(v546) + ", expected object");
      }
      else if (k545 === "working_set") {
        const v546 = x["working_set"];
        if (!(Array.isArray(v546))) return err([k545], "invalid type: " + kind(v546) + ", expected array");
        {
          for (let i551 = 0; i551 < v546.length; i551++) {
            const v552 = v546[i551];
            if (!(typeof v552 === "string")) return err([k545, i551], "invalid type: " + kind(v552) + ", expected string");
          }
        }
      }
      else if (k545 === "memory_count") {
        const v546 = x["memory_count"];
        if (!(Number.isInteger(v546))) return err([k545], "invalid type: " + kind(v546) + ", expected integer");
        {
          if (v546 < 0) return err([k545], v546 + " is less than minimum 0");
        }
      }
      else if (k545 === "compaction") {
        const v546 = x["compaction"];
        if (!(isObject(v546) || v546 === null)) return err([k545], "invalid type: " + kind(v546) + ", expected object or null");
      }
      else if (k545 === "tool_schema_tokens") {
        const v546 = x["tool_schema_tokens"];
        if (!(Number.isInteger(v546) || v546 === null)) return err([k545], "invalid type: " + kind(v546) + ", expected integer or null");
        if (typeof v546 === "number") {
          if (v546 < 0) return err([k545], v546 + " is less than minimum 0");
        }
      }
      else if (k545 === "system_tokens") {
        const v546 = x["system_tokens"];
        if (!(Number.isInteger(v546) || v546 === null)) return err([k545], "invalid type: " + kind(v546) + ", expected integer or null");
        if (typeof v546 === "number") {
          if (v546 < 0) return err([k545], v546 + " is less than minimum 0");
        }
      }
    }
    if (x["message_count"] === undefined) return err([], "missing field `message_count`");
    if (x["estimated_tokens"] === undefined) return err([], "missing field `estimated_tokens`");
    if (x["run_count"] === undefined) return err([], "missing field `run_count`");
  }
  return undefined;
}

function v_SessionCreateCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k553 in x) {
      if (k553 === "type") {
        const v554 = x["type"];
        if (!(typeof v554 === "string")) return err([k553], "invalid type: " + kind(v554) + ", expected string");
        if (v554 !== "session.create") return err([k553], "invalid value: " + kind(v554) + ", expected the constant " + "\"session.create\"");
      }
      else if (k553 === "mode") {
        const v554 = x["mode"];
        { const e555 = v_SessionMode(v554); if (e555) return within(e555, [k553]); }
      }
      else if (k553 === "title") {
        const v554 = x["title"];
        if (!(typeof v554 === "string")) return err([k553], "invalid type: " + kind(v554) + ", expected string");
      }
      else if (k553 === "preset_id") {
        const v554 = x["preset_id"];
        if (!(typeof v554 === "string")) return err([k553], "invalid type: " + kind(v554) + ", expected string");
        {
          if (!/^[a-z][a-z0-9-]{0,63}$/u.test(v554)) return err([k553], "string does not match pattern ^[a-z][a-z0-9-]{0,63}$");
        }
      }
    }
  }
  return undefined;
}

function v_SessionCreateResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k556 in x) {
      if (k556 === "session_id") {
        const v557 = x["session_id"];
        if (!(typeof v557 === "string")) return err([k556], "invalid type: " + kind(v557) + ", expected string");
      }
      else if (k556 === "status") {
        const v557 = x["status"];
        { const e558 = v_SessionStatus(v557); if (e558) return within(e558, [k556]); }
      }
      else if (k556 === "route_id") {
        const v557 = x["route_id"];
        if (!(typeof v557 === "string")) return err([k556], "invalid type: " + kind(v557) + ", expected string");
      }
      else if (k556 === "model") {
        const v557 = x["model"];
        if (!(typeof v557 === "string")) return err([k556], "invalid type: " + kind(v557) + ", expected string");
      }
      else if (k556 === "thinking_level") {
        const v557 = x["thinking_level"];
        const e559 = (() => {
          {
            const u560 = [];
            const b561 = (() => {
              { const e562 = v_ThinkingLevel(v557); if (e562) return within(e562, [k556]); }
              return undefined;
            })();
            if (b561 === undefined) return undefined;
            u560.push(b561);
            const b563 = (() => {
              if (!(v557 === null)) return err([k556], "invalid type: " + kind(v557) + ", expected null");
              return undefined;
            })();
            if (b563 === undefined) return undefined;
            u560.push(b563);
            const u560d = u560.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u560d;
          }
        })();
        if (e559) return e559;
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["status"] === undefined) return err([], "missing field `status`");
  }
  return undefined;
}

function v_SessionCreatedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k564 in x) {
      if (k564 === "type") {
        const v565 = x["type"];
        if (!(typeof v565 === "string")) return err([k564], "invalid type: " + kind(v565) + ", expected string");
        if (v565 !== "session.created") return err([k564], "invalid value: " + kind(v565) + ", expected the constant " + "\"session.created\"");
      }
      else if (k564 === "session_id") {
        const v565 = x["session_id"];
        if (!(typeof v565 === "string")) return err([k564], "invalid type: " + kind(v565) + ", expected string");
      }
      else if (k564 === "mode") {
        const v565 = x["mode"];
        if (!(typeof v565 === "string")) return err([k564], "invalid type: " + kind(v565) + ", expected string");
      }
      else if (k564 === "ts") {
        const v565 = x["ts"];
        if (!(typeof v565 === "string")) return err([k564], "invalid type: " + kind(v565) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["mode"] === undefined) return err([], "missing field `mode`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_SessionDeleteCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k566 in x) {
      if (k566 === "type") {
        const v567 = x["type"];
        if (!(typeof v567 === "string")) return err([k566], "invalid type: " + kind(v567) + ", expected string");
        if (v567 !== "session.delete") return err([k566], "invalid value: " + kind(v567) + ", expected the constant " + "\"session.delete\"");
      }
      else if (k566 === "session_id") {
        const v567 = x["session_id"];
        if (!(typeof v567 === "string")) return err([k566], "invalid type: " + kind(v567) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
  }
  return undefined;
}

function v_SessionDeleteResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k568 in x) {
      if (k568 === "session_id") {
        const v569 = x["session_id"];
        if (!(typeof v569 === "string")) return err([k568], "invalid type: " + kind(v569) + ", expected string");
      }
      else if (k568 === "deleted") {
        const v569 = x["deleted"];
        if (!(typeof v569 === "boolean")) return err([k568], "invalid type: " + kind(v569) + ", expected boolean");
        if (v569 !== true) return err([k568], "invalid value: " + kind(v569) + ", expected the constant " + "true");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
  }
  return undefined;
}

function v_SessionDeletedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k570 in x) {
      if (k570 === "type") {
        const v571 = x["type"];
        if (!(typeof v571 === "string")) return err([k570], "invalid type: " + kind(v571) + ", expected string");
        if (v571 !== "session.deleted") return err([k570], "invalid value: " + kind(v571) + ", expected the constant " + "\"session.deleted\"");
      }
      else if (k570 === "session_id") {
        const v571 = x["session_id"];
        if (!(typeof v571 === "string")) return err([k570], "invalid type: " + kind(v571) + ", expected string");
      }
      else if (k570 === "ts") {
        const v571 = x["ts"];
        if (!(typeof v571 === "string")) return err([k570], "invalid type: " + kind(v571) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_SessionExecuteCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k572 in x) {
      if (k572 === "type") {
        const v573 = x["type"];
        if (!(typeof v573 === "string")) return err([k572], "invalid type: " + kind(v573) + ", expected string");
        if (v573 !== "session.execute_command") return err([k572], "invalid value: " + kind(v573) + ", expected the constant " + "\"session.execute_command\"");
      }
      else if (k572 === "session_id") {
        const v573 = x["session_id"];
        if (!(typeof v573 === "string")) return err([k572], "invalid type: " + kind(v573) + ", expected string");
      }
      else if (k572 === "content") {
        const v573 = x["content"];
        if (!(typeof v573 === "string")) return err([k572], "invalid type: " + kind(v573) + ", expected string");
        {
          if (v573.length < 2 && chars(v573) < 1) return err([k572], "string of length " + chars(v573) + " is shorter than minLength 1");
        }
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["content"] === undefined) return err([], "missing field `content`");
  }
  return undefined;
}

function v_SessionExportCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k574 in x) {
      if (k574 === "type") {
        const v575 = x["type"];
        if (!(typeof v575 === "string")) return err([k574], "invalid type: " + kind(v575) + ", expected string");
        if (v575 !== "session.export") return err([k574], "invalid value: " + kind(v575) + ", expected the constant " + "\"session.export\"");
      }
      else if (k574 === "session_id") {
        const v575 = x["session_id"];
        if (!(typeof v575 === "string")) return err([k574], "invalid type: " + kind(v575) + ", expected string");
      }
      else if (k574 === "format") {
        const v575 = x["format"];
        { const e576 = v_ExportFormat(v575); if (e576) return within(e576, [k574]); }
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
  }
  return undefined;
}

function v_SessionExportResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k577 in x) {
      if (k577 === "filename") {
        const v578 = x["filename"];
        if (!(typeof v578 === "string")) return err([k577], "invalid type: " + kind(v578) + ", expected string");
      }
      else if (k577 === "media_type") {
        const v578 = x["media_type"];
        if (!(typeof v578 === "string")) return err([k577], "invalid type: " + kind(v578) + ", expected string");
      }
      else if (k577 === "content") {
        const v578 = x["content"];
        if (!(typeof v578 === "string")) return err([k577], "invalid type: " + kind(v578) + ", expected string");
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
    for (const k579 in x) {
      if (k579 === "type") {
        const v580 = x["type"];
        if (!(typeof v580 === "string")) return err([k579], "invalid type: " + kind(v580) + ", expected string");
        if (v580 !== "session.fork") return err([k579], "invalid value: " + kind(v580) + ", expected the constant " + "\"session.fork\"");
      }
      else if (k579 === "session_id") {
        const v580 = x["session_id"];
        if (!(typeof v580 === "string")) return err([k579], "invalid type: " + kind(v580) + ", expected string");
      }
      else if (k579 === "leaf_seq") {
        const v580 = x["leaf_seq"];
        if (!(Number.isInteger(v580) || v580 === null)) return err([k579], "invalid type: " + kind(v580) + ", expected integer or null");
        if (typeof v580 === "number") {
          if (v580 < 1) return err([k579], v580 + " is less than minimum 1");
        }
      }
      else if (k579 === "title") {
        const v580 = x["title"];
        if (!(typeof v580 === "string")) return err([k579], "invalid type: " + kind(v580) + ", expected string");
        {
          if (v580.length > 200 && chars(v580) > 200) return err([k579], "string of length " + chars(v580) + " is longer than maxLength 200");
        }
      }
      else if (k579 === "preset_id") {
        const v580 = x["preset_id"];
        if (!(typeof v580 === "string" || v580 === null)) return err([k579], "invalid type: " + kind(v580) + ", expected string or null");
        if (typeof v580 === "string") {
          if (!/^[a-z][a-z0-9-]{0,63}$/u.test(v580)) return err([k579], "string does not match pattern ^[a-z][a-z0-9-]{0,63}$");
        }
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
  }
  return undefined;
}

function v_SessionForkResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k581 in x) {
      if (k581 === "session") {
        const v582 = x["session"];
        { const e583 = v_SessionInfo(v582); if (e583) return within(e583, [k581]); }
      }
    }
    if (x["session"] === undefined) return err([], "missing field `session`");
  }
  return undefined;
}

function v_SessionForkedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k584 in x) {
      if (k584 === "type") {
        const v585 = x["type"];
        if (!(typeof v585 === "string")) return err([k584], "invalid type: " + kind(v585) + ", expected string");
        if (v585 !== "session.forked") return err([k584], "invalid value: " + kind(v585) + ", expected the constant " + "\"session.forked\"");
      }
      else if (k584 === "session_id") {
        const v585 = x["session_id"];
        if (!(typeof v585 === "string")) return err([k584], "invalid type: " + kind(v585) + ", expected string");
      }
      else if (k584 === "source_session_id") {
        const v585 = x["source_session_id"];
        if (!(typeof v585 === "string")) return err([k584], "invalid type: " + kind(v585) + ", expected string");
      }
      else if (k584 === "ts") {
        const v585 = x["ts"];
        if (!(typeof v585 === "string")) return err([k584], "invalid type: " + kind(v585) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["source_session_id"] === undefined) return err([], "missing field `source_session_id`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_SessionGetAuthorityCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k586 in x) {
      if (k586 === "type") {
        const v587 = x["type"];
        if (!(typeof v587 === "string")) return err([k586], "invalid type: " + kind(v587) + ", expected string");
        if (v587 !== "session.get_authority") return err([k586], "invalid value: " + kind(v587) + ", expected the constant " + "\"session.get_authority\"");
      }
      else if (k586 === "session_id") {
        const v587 = x["session_id"];
        if (!(typeof v587 === "string")) return err([k586], "invalid type: " + kind(v587) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
  }
  return undefined;
}

function v_SessionGetHistoryCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k588 in x) {
      if (k588 === "type") {
        const v589 = x["type"];
        if (!(typeof v589 === "string")) return err([k588], "invalid type: " + kind(v589) + ", expected string");
        if (v589 !== "session.get_history") return err([k588], "invalid value: " + kind(v589) + ", expected the constant " + "\"session.get_history\"");
      }
      else if (k588 === "session_id") {
        const v589 = x["session_id"];
        if (!(typeof v589 === "string")) return err([k588], "invalid type: " + kind(v589) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
  }
  return undefined;
}

function v_SessionGetHistoryResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k590 in x) {
      if (k590 === "messages") {
        const v591 = x["messages"];
        if (!(Array.isArray(v591))) return err([k590], "invalid type: " + kind(v591) + ", expected array");
        {
          for (let i592 = 0; i592 < v591.length; i592++) {
            const v593 = v591[i592];
            if (!(isObject(v593))) return err([k590, i592], "invalid type: " + kind(v593) + ", expected object");
          }
        }
      }
      else if (k590 === "display_messages") {
        const v591 = x["display_messages"];
        if (!(Array.isArray(v591) || v591 === null)) return err([k590], "invalid type: " + kind(v591) + ", expected array or null");
        if (Array.isArray(v591)) {
          for (let i594 = 0; i594 < v591.length; i594++) {
            const v595 = v591[i594];
            if (!(isObject(v595))) return err([k590, i594], "invalid type: " + kind(v595) + ", expected object");
          }
        }
      }
    }
    if (x["messages"] === undefined) return err([], "missing field `messages`");
  }
  return undefined;
}

function v_SessionImportCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k596 in x) {
      if (k596 === "type") {
        const v597 = x["type"];
        if (!(typeof v597 === "string")) return err([k596], "invalid type: " + kind(v597) + ", expected string");
        if (v597 !== "session.import") return err([k596], "invalid value: " + kind(v597) + ", expected the constant " + "\"session.import\"");
      }
      else if (k596 === "content") {
        const v597 = x["content"];
        if (!(typeof v597 === "string")) return err([k596], "invalid type: " + kind(v597) + ", expected string");
        {
          if (v597.length < 2 && chars(v597) < 1) return err([k596], "string of length " + chars(v597) + " is shorter than minLength 1");
          if (v597.length > 3145728 && chars(v597) > 3145728) return err([k596], "string of length " + chars(v597) + " is longer than maxLength 3145728");
        }
      }
      else if (k596 === "filename") {
        const v597 = x["filename"];
        if (!(typeof v597 === "string")) return err([k596], "invalid type: " + kind(v597) + ", expected string");
        {
          if (v597.length > 260 && chars(v597) > 260) return err([k596], "string of length " + chars(v597) + " is longer than maxLength 260");
        }
      }
      else if (k596 === "title") {
        const v597 = x["title"];
        if (!(typeof v597 === "string")) return err([k596], "invalid type: " + kind(v597) + ", expected string");
        {
          if (v597.length > 200 && chars(v597) > 200) return err([k596], "string of length " + chars(v597) + " is longer than maxLength 200");
        }
      }
    }
    if (x["content"] === undefined) return err([], "missing field `content`");
  }
  return undefined;
}

function v_SessionInfo(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k598 in x) {
      if (k598 === "session_id") {
        const v599 = x["session_id"];
        if (!(typeof v599 === "string")) return err([k598], "invalid type: " + kind(v599) + ", expected string");
      }
      else if (k598 === "mode") {
        const v599 = x["mode"];
        { const e600 = v_SessionMode(v599); if (e600) return within(e600, [k598]); }
      }
      else if (k598 === "status") {
        const v599 = x["status"];
        { const e601 = v_SessionStatus(v599); if (e601) return within(e601, [k598]); }
      }
      else if (k598 === "title") {
        const v599 = x["title"];
        if (!(typeof v599 === "string")) return err([k598], "invalid type: " + kind(v599) + ", expected string");
      }
      else if (k598 === "created_at") {
        const v599 = x["created_at"];
        if (!(typeof v599 === "string")) return err([k598], "invalid type: " + kind(v599) + ", expected string");
      }
      else if (k598 === "updated_at") {
        const v599 = x["updated_at"];
        if (!(typeof v599 === "string")) return err([k598], "invalid type: " + kind(v599) + ", expected string");
      }
      else if (k598 === "run_count") {
        const v599 = x["run_count"];
        if (!(Number.isInteger(v599))) return err([k598], "invalid type: " + kind(v599) + ", expected integer");
      }
      else if (k598 === "last_run_id") {
        const v599 = x["last_run_id"];
        if (!(typeof v599 === "string" || v599 === null)) return err([k598], "invalid type: " + kind(v599) + ", expected string or null");
      }
      else if (k598 === "parent_session_id") {
        const v599 = x["parent_session_id"];
        if (!(typeof v599 === "string" || v599 === null)) return err([k598], "invalid type: " + kind(v599) + ", expected string or null");
      }
      else if (k598 === "workspace") {
        const v599 = x["workspace"];
        if (!(typeof v599 === "string")) return err([k598], "invalid type: " + kind(v599) + ", expected string");
      }
      else if (k598 === "preset_id") {
        const v599 = x["preset_id"];
        if (!(typeof v599 === "string")) return err([k598], "invalid type: " + kind(v599) + ", expected string");
      }
      else if (k598 === "preset_digest") {
        const v599 = x["preset_digest"];
        if (!(typeof v599 === "string")) return err([k598], "invalid type: " + kind(v599) + ", expected string");
      }
      else if (k598 === "route_id") {
        const v599 = x["route_id"];
        if (!(typeof v599 === "string")) return err([k598], "invalid type: " + kind(v599) + ", expected string");
      }
      else if (k598 === "model") {
        const v599 = x["model"];
        if (!(typeof v599 === "string")) return err([k598], "invalid type: " + kind(v599) + ", expected string");
      }
      else if (k598 === "thinking_level") {
        const v599 = x["thinking_level"];
        const e602 = (() => {
          {
            const u603 = [];
            const b604 = (() => {
              { const e605 = v_ThinkingLevel(v599); if (e605) return within(e605, [k598]); }
              return undefined;
            })();
            if (b604 === undefined) return undefined;
            u603.push(b604);
            const b606 = (() => {
              if (!(v599 === null)) return err([k598], "invalid type: " + kind(v599) + ", expected null");
              return undefined;
            })();
            if (b606 === undefined) return undefined;
            u603.push(b606);
            const u603d = u603.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u603d;
          }
        })();
        if (e602) return e602;
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["mode"] === undefined) return err([], "missing field `mode`");
    if (x["status"] === undefined) return err([], "missing field `status`");
    if (x["title"] === undefined) return err([], "missing field `title`");
    if (x["created_at"] === undefined) return err([], "missing field `created_at`");
    if (x["updated_at"] === undefined) return err([], "missing field `updated_at`");
    if (x["run_count"] === undefined) return err([], "missing field `run_count`");
  }
  return undefined;
}

function v_SessionInterruptedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k607 in x) {
      if (k607 === "type") {
        const v608 = x["type"];
        if (!(typeof v608 === "string")) return err([k607], "invalid type: " + kind(v608) + ", expected string");
        if (v608 !== "session.interrupted") return err([k607], "invalid value: " + kind(v608) + ", expected the constant " + "\"session.interrupted\"");
      }
      else if (k607 === "session_id") {
        const v608 = x["session_id"];
        if (!(typeof v608 === "string")) return err([k607], "invalid type: " + kind(v608) + ", expected string");
      }
      else if (k607 === "last_run_id") {
        const v608 = x["last_run_id"];
        if (!(typeof v608 === "string")) return err([k607], "invalid type: " + kind(v608) + ", expected string");
      }
      else if (k607 === "reason") {
        const v608 = x["reason"];
        if (!(typeof v608 === "string")) return err([k607], "invalid type: " + kind(v608) + ", expected string");
      }
      else if (k607 === "ts") {
        const v608 = x["ts"];
        if (!(typeof v608 === "string")) return err([k607], "invalid type: " + kind(v608) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["last_run_id"] === undefined) return err([], "missing field `last_run_id`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_SessionListCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k609 in x) {
      if (k609 === "type") {
        const v610 = x["type"];
        if (!(typeof v610 === "string")) return err([k609], "invalid type: " + kind(v610) + ", expected string");
        if (v610 !== "session.list") return err([k609], "invalid value: " + kind(v610) + ", expected the constant " + "\"session.list\"");
      }
      else if (k609 === "include_closed") {
        const v610 = x["include_closed"];
        if (!(typeof v610 === "boolean")) return err([k609], "invalid type: " + kind(v610) + ", expected boolean");
      }
      else if (k609 === "limit") {
        const v610 = x["limit"];
        if (!(Number.isInteger(v610))) return err([k609], "invalid type: " + kind(v610) + ", expected integer");
        {
          if (v610 < 1) return err([k609], v610 + " is less than minimum 1");
          if (v610 > 200) return err([k609], v610 + " is greater than maximum 200");
        }
      }
    }
  }
  return undefined;
}

function v_SessionListQueueCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k611 in x) {
      if (k611 === "type") {
        const v612 = x["type"];
        if (!(typeof v612 === "string")) return err([k611], "invalid type: " + kind(v612) + ", expected string");
        if (v612 !== "session.list_queue") return err([k611], "invalid value: " + kind(v612) + ", expected the constant " + "\"session.list_queue\"");
      }
      else if (k611 === "session_id") {
        const v612 = x["session_id"];
        if (!(typeof v612 === "string")) return err([k611], "invalid type: " + kind(v612) + ", expected string");
        {
          if (v612.length < 2 && chars(v612) < 1) return err([k611], "string of length " + chars(v612) + " is shorter than minLength 1");
        }
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
  }
  return undefined;
}

function v_SessionListResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k613 in x) {
      if (k613 === "sessions") {
        const v614 = x["sessions"];
        if (!(Array.isArray(v614))) return err([k613], "invalid type: " + kind(v614) + ", expected array");
        {
          for (let i615 = 0; i615 < v614.length; i615++) {
            const v616 = v614[i615];
            { const e617 = v_SessionInfo(v616); if (e617) return within(e617, [k613, i615]); }
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
    for (const k618 in x) {
      if (k618 === "type") {
        const v619 = x["type"];
        if (!(typeof v619 === "string")) return err([k618], "invalid type: " + kind(v619) + ", expected string");
        if (v619 !== "session.message_received") return err([k618], "invalid value: " + kind(v619) + ", expected the constant " + "\"session.message_received\"");
      }
      else if (k618 === "session_id") {
        const v619 = x["session_id"];
        if (!(typeof v619 === "string")) return err([k618], "invalid type: " + kind(v619) + ", expected string");
      }
      else if (k618 === "content") {
        const v619 = x["content"];
        if (!(typeof v619 === "string")) return err([k618], "invalid type: " + kind(v619) + ", expected string");
      }
      else if (k618 === "ts") {
        const v619 = x["ts"];
        if (!(typeof v619 === "string")) return err([k618], "invalid type: " + kind(v619) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["content"] === undefined) return err([], "missing field `content`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
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
    for (const k620 in x) {
      if (k620 === "type") {
        const v621 = x["type"];
        if (!(typeof v621 === "string")) return err([k620], "invalid type: " + kind(v621) + ", expected string");
        if (v621 !== "session.navigate") return err([k620], "invalid value: " + kind(v621) + ", expected the constant " + "\"session.navigate\"");
      }
      else if (k620 === "session_id") {
        const v621 = x["session_id"];
        if (!(typeof v621 === "string")) return err([k620], "invalid type: " + kind(v621) + ", expected string");
      }
      else if (k620 === "target_seq") {
        const v621 = x["target_seq"];
        if (!(Number.isInteger(v621))) return err([k620], "invalid type: " + kind(v621) + ", expected integer");
        {
          if (v621 < 1) return err([k620], v621 + " is less than minimum 1");
        }
      }
      else if (k620 === "summarize") {
        const v621 = x["summarize"];
        if (!(typeof v621 === "boolean")) return err([k620], "invalid type: " + kind(v621) + ", expected boolean");
      }
      else if (k620 === "focus") {
        const v621 = x["focus"];
        if (!(typeof v621 === "string")) return err([k620], "invalid type: " + kind(v621) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["target_seq"] === undefined) return err([], "missing field `target_seq`");
  }
  return undefined;
}

function v_SessionQueueMessageCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k622 in x) {
      if (k622 === "type") {
        const v623 = x["type"];
        if (!(typeof v623 === "string")) return err([k622], "invalid type: " + kind(v623) + ", expected string");
        if (v623 !== "session.queue_message") return err([k622], "invalid value: " + kind(v623) + ", expected the constant " + "\"session.queue_message\"");
      }
      else if (k622 === "session_id") {
        const v623 = x["session_id"];
        if (!(typeof v623 === "string")) return err([k622], "invalid type: " + kind(v623) + ", expected string");
        {
          if (v623.length < 2 && chars(v623) < 1) return err([k622], "string of length " + chars(v623) + " is shorter than minLength 1");
        }
      }
      else if (k622 === "content") {
        const v623 = x["content"];
        if (!(typeof v623 === "string")) return err([k622], "invalid type: " + kind(v623) + ", expected string");
        {
          if (v623.length < 2 && chars(v623) < 1) return err([k622], "string of length " + chars(v623) + " is shorter than minLength 1");
        }
      }
      else if (k622 === "display_content") {
        const v623 = x["display_content"];
        if (!(typeof v623 === "string" || v623 === null)) return err([k622], "invalid type: " + kind(v623) + ", expected string or null");
      }
      else if (k622 === "runtime_mode") {
        const v623 = x["runtime_mode"];
        { const e624 = v_RuntimeMode(v623); if (e624) return within(e624, [k622]); }
      }
      else if (k622 === "attachments") {
        const v623 = x["attachments"];
        if (!(Array.isArray(v623))) return err([k622], "invalid type: " + kind(v623) + ", expected array");
        {
          for (let i625 = 0; i625 < v623.length; i625++) {
            const v626 = v623[i625];
            { const e627 = v_ImageArtifactInput(v626); if (e627) return within(e627, [k622, i625]); }
          }
          if (v623.length > 8) return err([k622], "array has more than maxItems 8");
        }
      }
      else if (k622 === "tools") {
        const v623 = x["tools"];
        if (!(Array.isArray(v623) || v623 === null)) return err([k622], "invalid type: " + kind(v623) + ", expected array or null");
        if (Array.isArray(v623)) {
          for (let i628 = 0; i628 < v623.length; i628++) {
            const v629 = v623[i628];
            { const e630 = v_BuiltinTool(v629); if (e630) return within(e630, [k622, i628]); }
          }
        }
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["content"] === undefined) return err([], "missing field `content`");
  }
  return undefined;
}

function v_SessionReloadCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k631 in x) {
      if (k631 === "type") {
        const v632 = x["type"];
        if (!(typeof v632 === "string")) return err([k631], "invalid type: " + kind(v632) + ", expected string");
        if (v632 !== "session.reload") return err([k631], "invalid value: " + kind(v632) + ", expected the constant " + "\"session.reload\"");
      }
      else if (k631 === "session_id") {
        const v632 = x["session_id"];
        if (!(typeof v632 === "string")) return err([k631], "invalid type: " + kind(v632) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
  }
  return undefined;
}

function v_SessionRemoveQueuedMessageCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k633 in x) {
      if (k633 === "type") {
        const v634 = x["type"];
        if (!(typeof v634 === "string")) return err([k633], "invalid type: " + kind(v634) + ", expected string");
        if (v634 !== "session.remove_queued_message") return err([k633], "invalid value: " + kind(v634) + ", expected the constant " + "\"session.remove_queued_message\"");
      }
      else if (k633 === "session_id") {
        const v634 = x["session_id"];
        if (!(typeof v634 === "string")) return err([k633], "invalid type: " + kind(v634) + ", expected string");
        {
          if (v634.length < 2 && chars(v634) < 1) return err([k633], "string of length " + chars(v634) + " is shorter than minLength 1");
        }
      }
      else if (k633 === "message_id") {
        const v634 = x["message_id"];
        if (!(typeof v634 === "string")) return err([k633], "invalid type: " + kind(v634) + ", expected string");
        {
          if (v634.length < 2 && chars(v634) < 1) return err([k633], "string of length " + chars(v634) + " is shorter than minLength 1");
        }
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["message_id"] === undefined) return err([], "missing field `message_id`");
  }
  return undefined;
}

function v_SessionRenameCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k635 in x) {
      if (k635 === "type") {
        const v636 = x["type"];
        if (!(typeof v636 === "string")) return err([k635], "invalid type: " + kind(v636) + ", expected string");
        if (v636 !== "session.rename") return err([k635], "invalid value: " + kind(v636) + ", expected the constant " + "\"session.rename\"");
      }
      else if (k635 === "session_id") {
        const v636 = x["session_id"];
        if (!(typeof v636 === "string")) return err([k635], "invalid type: " + kind(v636) + ", expected string");
      }
      else if (k635 === "title") {
        const v636 = x["title"];
        if (!(typeof v636 === "string")) return err([k635], "invalid type: " + kind(v636) + ", expected string");
        {
          if (v636.length < 2 && chars(v636) < 1) return err([k635], "string of length " + chars(v636) + " is shorter than minLength 1");
          if (v636.length > 200 && chars(v636) > 200) return err([k635], "string of length " + chars(v636) + " is longer than maxLength 200");
        }
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["title"] === undefined) return err([], "missing field `title`");
  }
  return undefined;
}

function v_SessionRenameResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k637 in x) {
      if (k637 === "session") {
        const v638 = x["session"];
        { const e639 = v_SessionInfo(v638); if (e639) return within(e639, [k637]); }
      }
    }
    if (x["session"] === undefined) return err([], "missing field `session`");
  }
  return undefined;
}

function v_SessionRenamedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k640 in x) {
      if (k640 === "type") {
        const v641 = x["type"];
        if (!(typeof v641 === "string")) return err([k640], "invalid type: " + kind(v641) + ", expected string");
        if (v641 !== "session.renamed") return err([k640], "invalid value: " + kind(v641) + ", expected the constant " + "\"session.renamed\"");
      }
      else if (k640 === "session_id") {
        const v641 = x["session_id"];
        if (!(typeof v641 === "string")) return err([k640], "invalid type: " + kind(v641) + ", expected string");
      }
      else if (k640 === "title") {
        const v641 = x["title"];
        if (!(typeof v641 === "string")) return err([k640], "invalid type: " + kind(v641) + ", expected string");
      }
      else if (k640 === "ts") {
        const v641 = x["ts"];
        if (!(typeof v641 === "string")) return err([k640], "invalid type: " + kind(v641) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["title"] === undefined) return err([], "missing field `title`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_SessionResumeCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k642 in x) {
      if (k642 === "type") {
        const v643 = x["type"];
        if (!(typeof v643 === "string")) return err([k642], "invalid type: " + kind(v643) + ", expected string");
        if (v643 !== "session.resume") return err([k642], "invalid value: " + kind(v643) + ", expected the constant " + "\"session.resume\"");
      }
      else if (k642 === "session_id") {
        const v643 = x["session_id"];
        if (!(typeof v643 === "string")) return err([k642], "invalid type: " + kind(v643) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
  }
  return undefined;
}

function v_SessionResumeResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k644 in x) {
      if (k644 === "session") {
        const v645 = x["session"];
        { const e646 = v_SessionInfo(v645); if (e646) return within(e646, [k644]); }
      }
    }
    if (x["session"] === undefined) return err([], "missing field `session`");
  }
  return undefined;
}

function v_SessionResumedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k647 in x) {
      if (k647 === "type") {
        const v648 = x["type"];
        if (!(typeof v648 === "string")) return err([k647], "invalid type: " + kind(v648) + ", expected string");
        if (v648 !== "session.resumed") return err([k647], "invalid value: " + kind(v648) + ", expected the constant " + "\"session.resumed\"");
      }
      else if (k647 === "session_id") {
        const v648 = x["session_id"];
        if (!(typeof v648 === "string")) return err([k647], "invalid type: " + kind(v648) + ", expected string");
      }
      else if (k647 === "ts") {
        const v648 = x["ts"];
        if (!(typeof v648 === "string")) return err([k647], "invalid type: " + kind(v648) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_SessionRetryQueuedMessageCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k649 in x) {
      if (k649 === "type") {
        const v650 = x["type"];
        if (!(typeof v650 === "string")) return err([k649], "invalid type: " + kind(v650) + ", expected string");
        if (v650 !== "session.retry_queued_message") return err([k649], "invalid value: " + kind(v650) + ", expected the constant " + "\"session.retry_queued_message\"");
      }
      else if (k649 === "session_id") {
        const v650 = x["session_id"];
        if (!(typeof v650 === "string")) return err([k649], "invalid type: " + kind(v650) + ", expected string");
        {
          if (v650.length < 2 && chars(v650) < 1) return err([k649], "string of length " + chars(v650) + " is shorter than minLength 1");
        }
      }
      else if (k649 === "message_id") {
        const v650 = x["message_id"];
        if (!(typeof v650 === "string")) return err([k649], "invalid type: " + kind(v650) + ", expected string");
        {
          if (v650.length < 2 && chars(v650) < 1) return err([k649], "string of length " + chars(v650) + " is shorter than minLength 1");
        }
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["message_id"] === undefined) return err([], "missing field `message_id`");
  }
  return undefined;
}

function v_SessionRewindCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k651 in x) {
      if (k651 === "type") {
        const v652 = x["type"];
        if (!(typeof v652 === "string")) return err([k651], "invalid type: " + kind(v652) + ", expected string");
        if (v652 !== "session.rewind") return err([k651], "invalid value: " + kind(v652) + ", expected the constant " + "\"session.rewind\"");
      }
      else if (k651 === "session_id") {
        const v652 = x["session_id"];
        if (!(typeof v652 === "string")) return err([k651], "invalid type: " + kind(v652) + ", expected string");
      }
      else if (k651 === "checkpoint_id") {
        const v652 = x["checkpoint_id"];
        if (!(typeof v652 === "string")) return err([k651], "invalid type: " + kind(v652) + ", expected string");
      }
      else if (k651 === "run_id") {
        const v652 = x["run_id"];
        if (!(typeof v652 === "string" || v652 === null)) return err([k651], "invalid type: " + kind(v652) + ", expected string or null");
      }
      else if (k651 === "expected_digest") {
        const v652 = x["expected_digest"];
        if (!(typeof v652 === "string")) return err([k651], "invalid type: " + kind(v652) + ", expected string");
        {
          if (v652.length < 128 && chars(v652) < 64) return err([k651], "string of length " + chars(v652) + " is shorter than minLength 64");
          if (v652.length > 64 && chars(v652) > 64) return err([k651], "string of length " + chars(v652) + " is longer than maxLength 64");
        }
      }
      else if (k651 === "confirmed") {
        const v652 = x["confirmed"];
        if (!(typeof v652 === "boolean")) return err([k651], "invalid type: " + kind(v652) + ", expected boolean");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["checkpoint_id"] === undefined) return err([], "missing field `checkpoint_id`");
    if (x["expected_digest"] === undefined) return err([], "missing field `expected_digest`");
  }
  return undefined;
}

function v_SessionRewindPreviewCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k653 in x) {
      if (k653 === "type") {
        const v654 = x["type"];
        if (!(typeof v654 === "string")) return err([k653], "invalid type: " + kind(v654) + ", expected string");
        if (v654 !== "session.rewind_preview") return err([k653], "invalid value: " + kind(v654) + ", expected the constant " + "\"session.rewind_preview\"");
      }
      else if (k653 === "session_id") {
        const v654 = x["session_id"];
        if (!(typeof v654 === "string")) return err([k653], "invalid type: " + kind(v654) + ", expected string");
      }
      else if (k653 === "checkpoint_id") {
        const v654 = x["checkpoint_id"];
        if (!(typeof v654 === "string")) return err([k653], "invalid type: " + kind(v654) + ", expected string");
      }
      else if (k653 === "run_id") {
        const v654 = x["run_id"];
        if (!(typeof v654 === "string" || v654 === null)) return err([k653], "invalid type: " + kind(v654) + ", expected string or null");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["checkpoint_id"] === undefined) return err([], "missing field `checkpoint_id`");
  }
  return undefined;
}

function v_SessionRewindResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k655 in x) {
      if (k655 === "checkpoint_id") {
        const v656 = x["checkpoint_id"];
        if (!(typeof v656 === "string")) return err([k655], "invalid type: " + kind(v656) + ", expected string");
      }
      else if (k655 === "restored") {
        const v656 = x["restored"];
        if (!(Array.isArray(v656))) return err([k655], "invalid type: " + kind(v656) + ", expected array");
        {
          for (let i657 = 0; i657 < v656.length; i657++) {
            const v658 = v656[i657];
            if (!(typeof v658 === "string")) return err([k655, i657], "invalid type: " + kind(v658) + ", expected string");
          }
        }
      }
      else if (k655 === "already_restored") {
        const v656 = x["already_restored"];
        if (!(Array.isArray(v656))) return err([k655], "invalid type: " + kind(v656) + ", expected array");
        {
          for (let i659 = 0; i659 < v656.length; i659++) {
            const v660 = v656[i659];
            if (!(typeof v660 === "string")) return err([k655, i659], "invalid type: " + kind(v660) + ", expected string");
          }
        }
      }
    }
    if (x["checkpoint_id"] === undefined) return err([], "missing field `checkpoint_id`");
  }
  return undefined;
}

function v_SessionSendMessageCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k661 in x) {
      if (k661 === "type") {
        const v662 = x["type"];
        if (!(typeof v662 === "string")) return err([k661], "invalid type: " + kind(v662) + ", expected string");
        if (v662 !== "session.send_message") return err([k661], "invalid value: " + kind(v662) + ", expected the constant " + "\"session.send_message\"");
      }
      else if (k661 === "session_id") {
        const v662 = x["session_id"];
        if (!(typeof v662 === "string")) return err([k661], "invalid type: " + kind(v662) + ", expected string");
      }
      else if (k661 === "content") {
        const v662 = x["content"];
        if (!(typeof v662 === "string")) return err([k661], "invalid type: " + kind(v662) + ", expected string");
      }
      else if (k661 === "display_content") {
        const v662 = x["display_content"];
        if (!(typeof v662 === "string" || v662 === null)) return err([k661], "invalid type: " + kind(v662) + ", expected string or null");
      }
      else if (k661 === "runtime_mode") {
        const v662 = x["runtime_mode"];
        { const e663 = v_RuntimeMode(v662); if (e663) return within(e663, [k661]); }
      }
      else if (k661 === "attachments") {
        const v662 = x["attachments"];
        if (!(Array.isArray(v662))) return err([k661], "invalid type: " + kind(v662) + ", expected array");
        {
          for (let i664 = 0; i664 < v662.length; i664++) {
            const v665 = v662[i664];
            { const e666 = v_ImageArtifactInput(v665); if (e666) return within(e666, [k661, i664]); }
          }
          if (v662.length > 8) return err([k661], "array has more than maxItems 8");
        }
      }
      else if (k661 === "tools") {
        const v662 = x["tools"];
        if (!(Array.isArray(v662) || v662 === null)) return err([k661], "invalid type: " + kind(v662) + ", expected array or null");
        if (Array.isArray(v662)) {
          for (let i667 = 0; i667 < v662.length; i667++) {
            const v668 = v662[i667];
            { const e669 = v_BuiltinTool(v668); if (e669) return within(e669, [k661, i667]); }
          }
        }
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["content"] === undefined) return err([], "missing field `content`");
  }
  return undefined;
}

function v_SessionSendMessageResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k670 in x) {
      if (k670 === "run_id") {
        const v671 = x["run_id"];
        if (!(typeof v671 === "string")) return err([k670], "invalid type: " + kind(v671) + ", expected string");
      }
      else if (k670 === "handled") {
        const v671 = x["handled"];
        if (!(typeof v671 === "boolean")) return err([k670], "invalid type: " + kind(v671) + ", expected boolean");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
  }
  return undefined;
}

function v_SessionSetAuthorityCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k672 in x) {
      if (k672 === "type") {
        const v673 = x["type"];
        if (!(typeof v673 === "string")) return err([k672], "invalid type: " + kind(v673) + ", expected string");
        if (v673 !== "session.set_authority") return err([k672], "invalid value: " + kind(v673) + ", expected the constant " + "\"session.set_authority\"");
      }
      else if (k672 === "session_id") {
        const v673 = x["session_id"];
        if (!(typeof v673 === "string")) return err([k672], "invalid type: " + kind(v673) + ", expected string");
      }
      else if (k672 === "mode") {
        const v673 = x["mode"];
        const e674 = (() => {
          {
            const u675 = [];
            const b676 = (() => {
              { const e677 = v_RuntimeMode(v673); if (e677) return within(e677, [k672]); }
              return undefined;
            })();
            if (b676 === undefined) return undefined;
            u675.push(b676);
            const b678 = (() => {
              if (!(v673 === null)) return err([k672], "invalid type: " + kind(v673) + ", expected null");
              return undefined;
            })();
            if (b678 === undefined) return undefined;
            u675.push(b678);
            const u675d = u675.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u675d;
          }
        })();
        if (e674) return e674;
      }
      else if (k672 === "profile") {
        const v673 = x["profile"];
        const e679 = (() => {
          {
            const u680 = [];
            const b681 = (() => {
              { const e682 = v_AuthorityProfile(v673); if (e682) return within(e682, [k672]); }
              return undefined;
            })();
            if (b681 === undefined) return undefined;
            u680.push(b681);
            const b683 = (() => {
              if (!(v673 === null)) return err([k672], "invalid type: " + kind(v673) + ", expected null");
              return undefined;
            })();
            if (b683 === undefined) return undefined;
            u680.push(b683);
            const u680d = u680.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u680d;
          }
        })();
        if (e679) return e679;
      }
      else if (k672 === "workspace_trust") {
        const v673 = x["workspace_trust"];
        const e684 = (() => {
          {
            const u685 = [];
            const b686 = (() => {
              { const e687 = v_WorkspaceTrust(v673); if (e687) return within(e687, [k672]); }
              return undefined;
            })();
            if (b686 === undefined) return undefined;
            u685.push(b686);
            const b688 = (() => {
              if (!(v673 === null)) return err([k672], "invalid type: " + kind(v673) + ", expected null");
              return undefined;
            })();
            if (b688 === undefined) return undefined;
            u685.push(b688);
            const u685d = u685.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u685d;
          }
        })();
        if (e684) return e684;
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
  }
  return undefined;
}

function v_SessionSetModelCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k689 in x) {
      if (k689 === "type") {
        const v690 = x["type"];
        if (!(typeof v690 === "string")) return err([k689], "invalid type: " + kind(v690) + ", expected string");
        if (v690 !== "session.set_model") return err([k689], "invalid value: " + kind(v690) + ", expected the constant " + "\"session.set_model\"");
      }
      else if (k689 === "session_id") {
        const v690 = x["session_id"];
        if (!(typeof v690 === "string")) return err([k689], "invalid type: " + kind(v690) + ", expected string");
        {
          if (v690.length < 2 && chars(v690) < 1) return err([k689], "string of length " + chars(v690) + " is shorter than minLength 1");
        }
      }
      else if (k689 === "route_id") {
        const v690 = x["route_id"];
        if (!(typeof v690 === "string")) return err([k689], "invalid type: " + kind(v690) + ", expected string");
        {
          if (v690.length < 2 && chars(v690) < 1) return err([k689], "string of length " + chars(v690) + " is shorter than minLength 1");
          if (v690.length > 256 && chars(v690) > 256) return err([k689], "string of length " + chars(v690) + " is longer than maxLength 256");
        }
      }
      else if (k689 === "model") {
        const v690 = x["model"];
        if (!(typeof v690 === "string")) return err([k689], "invalid type: " + kind(v690) + ", expected string");
        {
          if (v690.length > 256 && chars(v690) > 256) return err([k689], "string of length " + chars(v690) + " is longer than maxLength 256");
        }
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["route_id"] === undefined) return err([], "missing field `route_id`");
  }
  return undefined;
}

function v_SessionSetThinkingCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k691 in x) {
      if (k691 === "type") {
        const v692 = x["type"];
        if (!(typeof v692 === "string")) return err([k691], "invalid type: " + kind(v692) + ", expected string");
        if (v692 !== "session.set_thinking") return err([k691], "invalid value: " + kind(v692) + ", expected the constant " + "\"session.set_thinking\"");
      }
      else if (k691 === "session_id") {
        const v692 = x["session_id"];
        if (!(typeof v692 === "string")) return err([k691], "invalid type: " + kind(v692) + ", expected string");
        {
          if (v692.length < 2 && chars(v692) < 1) return err([k691], "string of length " + chars(v692) + " is shorter than minLength 1");
        }
      }
      else if (k691 === "thinking_level") {
        const v692 = x["thinking_level"];
        { const e693 = v_ThinkingLevel(v692); if (e693) return within(e693, [k691]); }
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["thinking_level"] === undefined) return err([], "missing field `thinking_level`");
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
    for (const k694 in x) {
      if (k694 === "type") {
        const v695 = x["type"];
        if (!(typeof v695 === "string")) return err([k694], "invalid type: " + kind(v695) + ", expected string");
        if (v695 !== "session.tasks") return err([k694], "invalid value: " + kind(v695) + ", expected the constant " + "\"session.tasks\"");
      }
      else if (k694 === "session_id") {
        const v695 = x["session_id"];
        if (!(typeof v695 === "string")) return err([k694], "invalid type: " + kind(v695) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
  }
  return undefined;
}

function v_SessionTasksResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k696 in x) {
      if (k696 === "run_id") {
        const v697 = x["run_id"];
        if (!(typeof v697 === "string" || v697 === null)) return err([k696], "invalid type: " + kind(v697) + ", expected string or null");
      }
      else if (k696 === "tasks") {
        const v697 = x["tasks"];
        if (!(Array.isArray(v697))) return err([k696], "invalid type: " + kind(v697) + ", expected array");
        {
          for (let i698 = 0; i698 < v697.length; i698++) {
            const v699 = v697[i698];
            if (!(isObject(v699))) return err([k696, i698], "invalid type: " + kind(v699) + ", expected object");
          }
        }
      }
    }
  }
  return undefined;
}

function v_SessionTreeCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k700 in x) {
      if (k700 === "type") {
        const v701 = x["type"];
        if (!(typeof v701 === "string")) return err([k700], "invalid type: " + kind(v701) + ", expected string");
        if (v701 !== "session.tree") return err([k700], "invalid value: " + kind(v701) + ", expected the constant " + "\"session.tree\"");
      }
      else if (k700 === "session_id") {
        const v701 = x["session_id"];
        if (!(typeof v701 === "string")) return err([k700], "invalid type: " + kind(v701) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
  }
  return undefined;
}

function v_SessionWaitingForInputEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k702 in x) {
      if (k702 === "type") {
        const v703 = x["type"];
        if (!(typeof v703 === "string")) return err([k702], "invalid type: " + kind(v703) + ", expected string");
        if (v703 !== "session.waiting_for_input") return err([k702], "invalid value: " + kind(v703) + ", expected the constant " + "\"session.waiting_for_input\"");
      }
      else if (k702 === "session_id") {
        const v703 = x["session_id"];
        if (!(typeof v703 === "string")) return err([k702], "invalid type: " + kind(v703) + ", expected string");
      }
      else if (k702 === "last_run_id") {
        const v703 = x["last_run_id"];
        if (!(typeof v703 === "string")) return err([k702], "invalid type: " + kind(v703) + ", expected string");
      }
      else if (k702 === "ts") {
        const v703 = x["ts"];
        if (!(typeof v703 === "string")) return err([k702], "invalid type: " + kind(v703) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["last_run_id"] === undefined) return err([], "missing field `last_run_id`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_SkillInvokedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k704 in x) {
      if (k704 === "type") {
        const v705 = x["type"];
        if (!(typeof v705 === "string")) return err([k704], "invalid type: " + kind(v705) + ", expected string");
        if (v705 !== "skill.invoked") return err([k704], "invalid value: " + kind(v705) + ", expected the constant " + "\"skill.invoked\"");
      }
      else if (k704 === "skill_name") {
        const v705 = x["skill_name"];
        if (!(typeof v705 === "string")) return err([k704], "invalid type: " + kind(v705) + ", expected string");
      }
      else if (k704 === "arguments") {
        const v705 = x["arguments"];
        if (!(typeof v705 === "string")) return err([k704], "invalid type: " + kind(v705) + ", expected string");
      }
      else if (k704 === "run_id") {
        const v705 = x["run_id"];
        if (!(typeof v705 === "string")) return err([k704], "invalid type: " + kind(v705) + ", expected string");
      }
      else if (k704 === "ts") {
        const v705 = x["ts"];
        if (!(typeof v705 === "string")) return err([k704], "invalid type: " + kind(v705) + ", expected string");
      }
    }
    if (x["skill_name"] === undefined) return err([], "missing field `skill_name`");
    if (x["arguments"] === undefined) return err([], "missing field `arguments`");
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_StepFinishedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k706 in x) {
      if (k706 === "type") {
        const v707 = x["type"];
        if (!(typeof v707 === "string")) return err([k706], "invalid type: " + kind(v707) + ", expected string");
        if (v707 !== "step.finished") return err([k706], "invalid value: " + kind(v707) + ", expected the constant " + "\"step.finished\"");
      }
      else if (k706 === "run_id") {
        const v707 = x["run_id"];
        if (!(typeof v707 === "string")) return err([k706], "invalid type: " + kind(v707) + ", expected string");
      }
      else if (k706 === "step") {
        const v707 = x["step"];
        if (!(Number.isInteger(v707))) return err([k706], "invalid type: " + kind(v707) + ", expected integer");
      }
      else if (k706 === "ledger_seq") {
        const v707 = x["ledger_seq"];
        if (!(Number.isInteger(v707) || v707 === null)) return err([k706], "invalid type: " + kind(v707) + ", expected integer or null");
        if (typeof v707 === "number") {
          if (v707 < 1) return err([k706], v707 + " is less than minimum 1");
        }
      }
      else if (k706 === "ts") {
        const v707 = x["ts"];
        if (!(typeof v707 === "string")) return err([k706], "invalid type: " + kind(v707) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["step"] === undefined) return err([], "missing field `step`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_StepStartedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k708 in x) {
      if (k708 === "type") {
        const v709 = x["type"];
        if (!(typeof v709 === "string")) return err([k708], "invalid type: " + kind(v709) + ", expected string");
        if (v709 !== "step.started") return err([k708], "invalid value: " + kind(v709) + ", expected the constant " + "\"step.started\"");
      }
      else if (k708 === "run_id") {
        const v709 = x["run_id"];
        if (!(typeof v709 === "string")) return err([k708], "invalid type: " + kind(v709) + ", expected string");
      }
      else if (k708 === "step") {
        const v709 = x["step"];
        if (!(Number.isInteger(v709))) return err([k708], "invalid type: " + kind(v709) + ", expected integer");
      }
      else if (k708 === "ledger_seq") {
        const v709 = x["ledger_seq"];
        if (!(Number.isInteger(v709) || v709 === null)) return err([k708], "invalid type: " + kind(v709) + ", expected integer or null");
        if (typeof v709 === "number") {
          if (v709 < 1) return err([k708], v709 + " is less than minimum 1");
        }
      }
      else if (k708 === "ts") {
        const v709 = x["ts"];
        if (!(typeof v709 === "string")) return err([k708], "invalid type: " + kind(v709) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["step"] === undefined) return err([], "missing field `step`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
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
    for (const k710 in x) {
      if (k710 === "type") {
        const v711 = x["type"];
        if (!(typeof v711 === "string")) return err([k710], "invalid type: " + kind(v711) + ", expected string");
        if (v711 !== "strategy.proposed") return err([k710], "invalid value: " + kind(v711) + ", expected the constant " + "\"strategy.proposed\"");
      }
      else if (k710 === "run_id") {
        const v711 = x["run_id"];
        if (!(typeof v711 === "string")) return err([k710], "invalid type: " + kind(v711) + ", expected string");
      }
      else if (k710 === "profile_digest") {
        const v711 = x["profile_digest"];
        if (!(typeof v711 === "string")) return err([k710], "invalid type: " + kind(v711) + ", expected string");
        {
          if (!/^[0-9a-f]{64}$/u.test(v711)) return err([k710], "string does not match pattern ^[0-9a-f]{64}$");
        }
      }
      else if (k710 === "strategy") {
        const v711 = x["strategy"];
        { const e712 = v_StrategyKind(v711); if (e712) return within(e712, [k710]); }
      }
      else if (k710 === "summary") {
        const v711 = x["summary"];
        if (!(typeof v711 === "string")) return err([k710], "invalid type: " + kind(v711) + ", expected string");
      }
      else if (k710 === "ts") {
        const v711 = x["ts"];
        if (!(typeof v711 === "string")) return err([k710], "invalid type: " + kind(v711) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["profile_digest"] === undefined) return err([], "missing field `profile_digest`");
    if (x["strategy"] === undefined) return err([], "missing field `strategy`");
    if (x["summary"] === undefined) return err([], "missing field `summary`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_StrategyResolvedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k713 in x) {
      if (k713 === "type") {
        const v714 = x["type"];
        if (!(typeof v714 === "string")) return err([k713], "invalid type: " + kind(v714) + ", expected string");
        if (v714 !== "strategy.resolved") return err([k713], "invalid value: " + kind(v714) + ", expected the constant " + "\"strategy.resolved\"");
      }
      else if (k713 === "run_id") {
        const v714 = x["run_id"];
        if (!(typeof v714 === "string")) return err([k713], "invalid type: " + kind(v714) + ", expected string");
      }
      else if (k713 === "profile_digest") {
        const v714 = x["profile_digest"];
        if (!(typeof v714 === "string")) return err([k713], "invalid type: " + kind(v714) + ", expected string");
        {
          if (!/^[0-9a-f]{64}$/u.test(v714)) return err([k713], "string does not match pattern ^[0-9a-f]{64}$");
        }
      }
      else if (k713 === "strategy") {
        const v714 = x["strategy"];
        { const e715 = v_StrategyKind(v714); if (e715) return within(e715, [k713]); }
      }
      else if (k713 === "ticket") {
        const v714 = x["ticket"];
        if (!(typeof v714 === "string")) return err([k713], "invalid type: " + kind(v714) + ", expected string");
      }
      else if (k713 === "reason") {
        const v714 = x["reason"];
        if (!(typeof v714 === "string")) return err([k713], "invalid type: " + kind(v714) + ", expected string");
      }
      else if (k713 === "ts") {
        const v714 = x["ts"];
        if (!(typeof v714 === "string")) return err([k713], "invalid type: " + kind(v714) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["profile_digest"] === undefined) return err([], "missing field `profile_digest`");
    if (x["strategy"] === undefined) return err([], "missing field `strategy`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_SubagentFinishedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k716 in x) {
      if (k716 === "type") {
        const v717 = x["type"];
        if (!(typeof v717 === "string")) return err([k716], "invalid type: " + kind(v717) + ", expected string");
        if (v717 !== "subagent.finished") return err([k716], "invalid value: " + kind(v717) + ", expected the constant " + "\"subagent.finished\"");
      }
      else if (k716 === "run_id") {
        const v717 = x["run_id"];
        if (!(typeof v717 === "string")) return err([k716], "invalid type: " + kind(v717) + ", expected string");
      }
      else if (k716 === "parent_run_id") {
        const v717 = x["parent_run_id"];
        if (!(typeof v717 === "string")) return err([k716], "invalid type: " + kind(v717) + ", expected string");
      }
      else if (k716 === "status") {
        const v717 = x["status"];
        if (!(typeof v717 === "string")) return err([k716], "invalid type: " + kind(v717) + ", expected string");
      }
      else if (k716 === "ts") {
        const v717 = x["ts"];
        if (!(typeof v717 === "string")) return err([k716], "invalid type: " + kind(v717) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["parent_run_id"] === undefined) return err([], "missing field `parent_run_id`");
    if (x["status"] === undefined) return err([], "missing field `status`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_SubagentStartedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k718 in x) {
      if (k718 === "type") {
        const v719 = x["type"];
        if (!(typeof v719 === "string")) return err([k718], "invalid type: " + kind(v719) + ", expected string");
        if (v719 !== "subagent.started") return err([k718], "invalid value: " + kind(v719) + ", expected the constant " + "\"subagent.started\"");
      }
      else if (k718 === "run_id") {
        const v719 = x["run_id"];
        if (!(typeof v719 === "string")) return err([k718], "invalid type: " + kind(v719) + ", expected string");
      }
      else if (k718 === "parent_run_id") {
        const v719 = x["parent_run_id"];
        if (!(typeof v719 === "string")) return err([k718], "invalid type: " + kind(v719) + ", expected string");
      }
      else if (k718 === "description") {
        const v719 = x["description"];
        if (!(typeof v719 === "string")) return err([k718], "invalid type: " + kind(v719) + ", expected string");
      }
      else if (k718 === "ts") {
        const v719 = x["ts"];
        if (!(typeof v719 === "string")) return err([k718], "invalid type: " + kind(v719) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["parent_run_id"] === undefined) return err([], "missing field `parent_run_id`");
    if (x["description"] === undefined) return err([], "missing field `description`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_TaskProfiledEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k720 in x) {
      if (k720 === "type") {
        const v721 = x["type"];
        if (!(typeof v721 === "string")) return err([k720], "invalid type: " + kind(v721) + ", expected string");
        if (v721 !== "task.profiled") return err([k720], "invalid value: " + kind(v721) + ", expected the constant " + "\"task.profiled\"");
      }
      else if (k720 === "run_id") {
        const v721 = x["run_id"];
        if (!(typeof v721 === "string")) return err([k720], "invalid type: " + kind(v721) + ", expected string");
      }
      else if (k720 === "profile") {
        const v721 = x["profile"];
        if (!(isObject(v721))) return err([k720], "invalid type: " + kind(v721) + ", expected object");
      }
      else if (k720 === "profile_digest") {
        const v721 = x["profile_digest"];
        if (!(typeof v721 === "string")) return err([k720], "invalid type: " + kind(v721) + ", expected string");
      }
      else if (k720 === "ts") {
        const v721 = x["ts"];
        if (!(typeof v721 === "string")) return err([k720], "invalid type: " + kind(v721) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["profile"] === undefined) return err([], "missing field `profile`");
    if (x["profile_digest"] === undefined) return err([], "missing field `profile_digest`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
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
    for (const k722 in x) {
      if (k722 === "type") {
        const v723 = x["type"];
        if (!(typeof v723 === "string")) return err([k722], "invalid type: " + kind(v723) + ", expected string");
        if (v723 !== "thread.archive") return err([k722], "invalid value: " + kind(v723) + ", expected the constant " + "\"thread.archive\"");
      }
      else if (k722 === "thread_id") {
        const v723 = x["thread_id"];
        if (!(typeof v723 === "string")) return err([k722], "invalid type: " + kind(v723) + ", expected string");
        {
          if (v723.length < 2 && chars(v723) < 1) return err([k722], "string of length " + chars(v723) + " is shorter than minLength 1");
        }
      }
    }
    if (x["thread_id"] === undefined) return err([], "missing field `thread_id`");
  }
  return undefined;
}

function v_ThreadArchiveResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k724 in x) {
      if (k724 === "thread") {
        const v725 = x["thread"];
        { const e726 = v_ThreadRecord(v725); if (e726) return within(e726, [k724]); }
      }
    }
    if (x["thread"] === undefined) return err([], "missing field `thread`");
  }
  return undefined;
}

function v_ThreadCreateCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k727 in x) {
      if (k727 === "type") {
        const v728 = x["type"];
        if (!(typeof v728 === "string")) return err([k727], "invalid type: " + kind(v728) + ", expected string");
        if (v728 !== "thread.create") return err([k727], "invalid value: " + kind(v728) + ", expected the constant " + "\"thread.create\"");
      }
      else if (k727 === "title") {
        const v728 = x["title"];
        if (!(typeof v728 === "string")) return err([k727], "invalid type: " + kind(v728) + ", expected string");
        {
          if (v728.length > 200 && chars(v728) > 200) return err([k727], "string of length " + chars(v728) + " is longer than maxLength 200");
        }
      }
      else if (k727 === "mode") {
        const v728 = x["mode"];
        { const e729 = v_SessionMode(v728); if (e729) return within(e729, [k727]); }
      }
      else if (k727 === "preset_id") {
        const v728 = x["preset_id"];
        if (!(typeof v728 === "string")) return err([k727], "invalid type: " + kind(v728) + ", expected string");
        {
          if (!/^[a-z][a-z0-9-]{0,63}$/u.test(v728)) return err([k727], "string does not match pattern ^[a-z][a-z0-9-]{0,63}$");
        }
      }
    }
  }
  return undefined;
}

function v_ThreadCreateResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k730 in x) {
      if (k730 === "thread") {
        const v731 = x["thread"];
        { const e732 = v_ThreadRecord(v731); if (e732) return within(e732, [k730]); }
      }
    }
    if (x["thread"] === undefined) return err([], "missing field `thread`");
  }
  return undefined;
}

function v_ThreadGetCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k733 in x) {
      if (k733 === "type") {
        const v734 = x["type"];
        if (!(typeof v734 === "string")) return err([k733], "invalid type: " + kind(v734) + ", expected string");
        if (v734 !== "thread.get") return err([k733], "invalid value: " + kind(v734) + ", expected the constant " + "\"thread.get\"");
      }
      else if (k733 === "thread_id") {
        const v734 = x["thread_id"];
        if (!(typeof v734 === "string")) return err([k733], "invalid type: " + kind(v734) + ", expected string");
        {
          if (v734.length < 2 && chars(v734) < 1) return err([k733], "string of length " + chars(v734) + " is shorter than minLength 1");
        }
      }
    }
    if (x["thread_id"] === undefined) return err([], "missing field `thread_id`");
  }
  return undefined;
}

function v_ThreadGetResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k735 in x) {
      if (k735 === "thread") {
        const v736 = x["thread"];
        { const e737 = v_ThreadRecord(v736); if (e737) return within(e737, [k735]); }
      }
    }
    if (x["thread"] === undefined) return err([], "missing field `thread`");
  }
  return undefined;
}

function v_ThreadListCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k738 in x) {
      if (k738 === "type") {
        const v739 = x["type"];
        if (!(typeof v739 === "string")) return err([k738], "invalid type: " + kind(v739) + ", expected string");
        if (v739 !== "thread.list") return err([k738], "invalid value: " + kind(v739) + ", expected the constant " + "\"thread.list\"");
      }
      else if (k738 === "include_archived") {
        const v739 = x["include_archived"];
        if (!(typeof v739 === "boolean")) return err([k738], "invalid type: " + kind(v739) + ", expected boolean");
      }
      else if (k738 === "limit") {
        const v739 = x["limit"];
        if (!(Number.isInteger(v739))) return err([k738], "invalid type: " + kind(v739) + ", expected integer");
        {
          if (v739 < 1) return err([k738], v739 + " is less than minimum 1");
          if (v739 > 200) return err([k738], v739 + " is greater than maximum 200");
        }
      }
    }
  }
  return undefined;
}

function v_ThreadListResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k740 in x) {
      if (k740 === "threads") {
        const v741 = x["threads"];
        if (!(Array.isArray(v741))) return err([k740], "invalid type: " + kind(v741) + ", expected array");
        {
          for (let i742 = 0; i742 < v741.length; i742++) {
            const v743 = v741[i742];
            { const e744 = v_ThreadRecord(v743); if (e744) return within(e744, [k740, i742]); }
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
    for (const k745 in x) {
      if (k745 === "id") {
        const v746 = x["id"];
        if (!(typeof v746 === "string")) return err([k745], "invalid type: " + kind(v746) + ", expected string");
        {
          if (v746.length < 2 && chars(v746) < 1) return err([k745], "string of length " + chars(v746) + " is shorter than minLength 1");
        }
      }
      else if (k745 === "title") {
        const v746 = x["title"];
        if (!(typeof v746 === "string")) return err([k745], "invalid type: " + kind(v746) + ", expected string");
      }
      else if (k745 === "workspace") {
        const v746 = x["workspace"];
        if (!(typeof v746 === "string")) return err([k745], "invalid type: " + kind(v746) + ", expected string");
        {
          if (v746.length < 2 && chars(v746) < 1) return err([k745], "string of length " + chars(v746) + " is shorter than minLength 1");
        }
      }
      else if (k745 === "status") {
        const v746 = x["status"];
        { const e747 = v_ThreadStatus(v746); if (e747) return within(e747, [k745]); }
      }
      else if (k745 === "default_route_id") {
        const v746 = x["default_route_id"];
        if (!(typeof v746 === "string" || v746 === null)) return err([k745], "invalid type: " + kind(v746) + ", expected string or null");
      }
      else if (k745 === "turn_count") {
        const v746 = x["turn_count"];
        if (!(Number.isInteger(v746))) return err([k745], "invalid type: " + kind(v746) + ", expected integer");
        {
          if (v746 < 0) return err([k745], v746 + " is less than minimum 0");
        }
      }
      else if (k745 === "created_at") {
        const v746 = x["created_at"];
        if (!(typeof v746 === "string")) return err([k745], "invalid type: " + kind(v746) + ", expected string");
      }
      else if (k745 === "updated_at") {
        const v746 = x["updated_at"];
        if (!(typeof v746 === "string")) return err([k745], "invalid type: " + kind(v746) + ", expected string");
      }
      else if (k745 === "schema_version") {
        const v746 = x["schema_version"];
        if (!(Number.isInteger(v746))) return err([k745], "invalid type: " + kind(v746) + ", expected integer");
        if (v746 !== 1) return err([k745], "invalid value: " + kind(v746) + ", expected the constant " + "1");
      }
      else return err([k745], "unknown field `" + k745 + "`" + ", expected one of `id`, `title`, `workspace`, `status`, `default_route_id`, `turn_count`, `created_at`, `updated_at`, `schema_version`");
    }
    if (x["id"] === undefined) return err([], "missing field `id`");
    if (x["title"] === undefined) return err([], "missing field `title`");
    if (x["workspace"] === undefined) return err([], "missing field `workspace`");
    if (x["created_at"] === undefined) return err([], "missing field `created_at`");
    if (x["updated_at"] === undefined) return err([], "missing field `updated_at`");
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
    for (const k748 in x) {
      if (k748 === "type") {
        const v749 = x["type"];
        if (!(typeof v749 === "string")) return err([k748], "invalid type: " + kind(v749) + ", expected string");
        if (v749 !== "thread.update") return err([k748], "invalid value: " + kind(v749) + ", expected the constant " + "\"thread.update\"");
      }
      else if (k748 === "thread_id") {
        const v749 = x["thread_id"];
        if (!(typeof v749 === "string")) return err([k748], "invalid type: " + kind(v749) + ", expected string");
        {
          if (v749.length < 2 && chars(v749) < 1) return err([k748], "string of length " + chars(v749) + " is shorter than minLength 1");
        }
      }
      else if (k748 === "title") {
        const v749 = x["title"];
        if (!(typeof v749 === "string")) return err([k748], "invalid type: " + kind(v749) + ", expected string");
        {
          if (v749.length < 2 && chars(v749) < 1) return err([k748], "string of length " + chars(v749) + " is shorter than minLength 1");
          if (v749.length > 200 && chars(v749) > 200) return err([k748], "string of length " + chars(v749) + " is longer than maxLength 200");
        }
      }
    }
    if (x["thread_id"] === undefined) return err([], "missing field `thread_id`");
    if (x["title"] === undefined) return err([], "missing field `title`");
  }
  return undefined;
}

function v_ThreadUpdateResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k750 in x) {
      if (k750 === "thread") {
        const v751 = x["thread"];
        { const e752 = v_ThreadRecord(v751); if (e752) return within(e752, [k750]); }
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
    for (const k753 in x) {
      if (k753 === "type") {
        const v754 = x["type"];
        if (!(typeof v754 === "string")) return err([k753], "invalid type: " + kind(v754) + ", expected string");
        if (v754 !== "tool.call_failed") return err([k753], "invalid value: " + kind(v754) + ", expected the constant " + "\"tool.call_failed\"");
      }
      else if (k753 === "run_id") {
        const v754 = x["run_id"];
        if (!(typeof v754 === "string")) return err([k753], "invalid type: " + kind(v754) + ", expected string");
      }
      else if (k753 === "tool_use_id") {
        const v754 = x["tool_use_id"];
        if (!(typeof v754 === "string")) return err([k753], "invalid type: " + kind(v754) + ", expected string");
      }
      else if (k753 === "tool_name") {
        const v754 = x["tool_name"];
        if (!(typeof v754 === "string")) return err([k753], "invalid type: " + kind(v754) + ", expected string");
      }
      else if (k753 === "operation_id") {
        const v754 = x["operation_id"];
        if (!(typeof v754 === "string")) return err([k753], "invalid type: " + kind(v754) + ", expected string");
      }
      else if (k753 === "error_class") {
        const v754 = x["error_class"];
        if (!(typeof v754 === "string")) return err([k753], "invalid type: " + kind(v754) + ", expected string");
      }
      else if (k753 === "error_message") {
        const v754 = x["error_message"];
        if (!(typeof v754 === "string")) return err([k753], "invalid type: " + kind(v754) + ", expected string");
      }
      else if (k753 === "elapsed_ms") {
        const v754 = x["elapsed_ms"];
        if (!(Number.isInteger(v754))) return err([k753], "invalid type: " + kind(v754) + ", expected integer");
      }
      else if (k753 === "attempt") {
        const v754 = x["attempt"];
        if (!(Number.isInteger(v754))) return err([k753], "invalid type: " + kind(v754) + ", expected integer");
      }
      else if (k753 === "terminal") {
        const v754 = x["terminal"];
        if (!(typeof v754 === "boolean")) return err([k753], "invalid type: " + kind(v754) + ", expected boolean");
      }
      else if (k753 === "process_usage") {
        const v754 = x["process_usage"];
        if (!(isObject(v754))) return err([k753], "invalid type: " + kind(v754) + ", expected object");
      }
      else if (k753 === "step") {
        const v754 = x["step"];
        if (!(Number.isInteger(v754))) return err([k753], "invalid type: " + kind(v754) + ", expected integer");
      }
      else if (k753 === "ledger_seq") {
        const v754 = x["ledger_seq"];
        if (!(Number.isInteger(v754) || v754 === null)) return err([k753], "invalid type: " + kind(v754) + ", expected integer or null");
        if (typeof v754 === "number") {
          if (v754 < 1) return err([k753], v754 + " is less than minimum 1");
        }
      }
      else if (k753 === "presentation") {
        const v754 = x["presentation"];
        if (!(isObject(v754) || v754 === null)) return err([k753], "invalid type: " + kind(v754) + ", expected object or null");
      }
      else if (k753 === "sandbox_enforcement") {
        const v754 = x["sandbox_enforcement"];
        { const e755 = v_SandboxEnforcement(v754); if (e755) return within(e755, [k753]); }
      }
      else if (k753 === "failure_category") {
        const v754 = x["failure_category"];
        if (!(typeof v754 === "string" || v754 === null)) return err([k753], "invalid type: " + kind(v754) + ", expected string or null");
      }
      else if (k753 === "program_id") {
        const v754 = x["program_id"];
        if (!(typeof v754 === "string")) return err([k753], "invalid type: " + kind(v754) + ", expected string");
      }
      else if (k753 === "parent_tool_call_id") {
        const v754 = x["parent_tool_call_id"];
        if (!(typeof v754 === "string")) return err([k753], "invalid type: " + kind(v754) + ", expected string");
      }
      else if (k753 === "node_id") {
        const v754 = x["node_id"];
        if (!(typeof v754 === "string")) return err([k753], "invalid type: " + kind(v754) + ", expected string");
      }
      else if (k753 === "commit_order") {
        const v754 = x["commit_order"];
        if (!(Number.isInteger(v754))) return err([k753], "invalid type: " + kind(v754) + ", expected integer");
      }
      else if (k753 === "ts") {
        const v754 = x["ts"];
        if (!(typeof v754 === "string")) return err([k753], "invalid type: " + kind(v754) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["tool_use_id"] === undefined) return err([], "missing field `tool_use_id`");
    if (x["tool_name"] === undefined) return err([], "missing field `tool_name`");
    if (x["error_class"] === undefined) return err([], "missing field `error_class`");
    if (x["error_message"] === undefined) return err([], "missing field `error_message`");
    if (x["elapsed_ms"] === undefined) return err([], "missing field `elapsed_ms`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_ToolCallFinishedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k756 in x) {
      if (k756 === "type") {
        const v757 = x["type"];
        if (!(typeof v757 === "string")) return err([k756], "invalid type: " + kind(v757) + ", expected string");
        if (v757 !== "tool.call_finished") return err([k756], "invalid value: " + kind(v757) + ", expected the constant " + "\"tool.call_finished\"");
      }
      else if (k756 === "run_id") {
        const v757 = x["run_id"];
        if (!(typeof v757 === "string")) return err([k756], "invalid type: " + kind(v757) + ", expected string");
      }
      else if (k756 === "tool_use_id") {
        const v757 = x["tool_use_id"];
        if (!(typeof v757 === "string")) return err([k756], "invalid type: " + kind(v757) + ", expected string");
      }
      else if (k756 === "tool_name") {
        const v757 = x["tool_name"];
        if (!(typeof v757 === "string")) return err([k756], "invalid type: " + kind(v757) + ", expected string");
      }
      else if (k756 === "operation_id") {
        const v757 = x["operation_id"];
        if (!(typeof v757 === "string")) return err([k756], "invalid type: " + kind(v757) + ", expected string");
      }
      else if (k756 === "elapsed_ms") {
        const v757 = x["elapsed_ms"];
        if (!(Number.isInteger(v757))) return err([k756], "invalid type: " + kind(v757) + ", expected integer");
      }
      else if (k756 === "output") {
        const v757 = x["output"];
        if (!(typeof v757 === "string")) return err([k756], "invalid type: " + kind(v757) + ", expected string");
      }
      else if (k756 === "process_usage") {
        const v757 = x["process_usage"];
        if (!(isObject(v757))) return err([k756], "invalid type: " + kind(v757) + ", expected object");
      }
      else if (k756 === "step") {
        const v757 = x["step"];
        if (!(Number.isInteger(v757))) return err([k756], "invalid type: " + kind(v757) + ", expected integer");
      }
      else if (k756 === "ledger_seq") {
        const v757 = x["ledger_seq"];
        if (!(Number.isInteger(v757) || v757 === null)) return err([k756], "invalid type: " + kind(v757) + ", expected integer or null");
        if (typeof v757 === "number") {
          if (v757 < 1) return err([k756], v757 + " is less than minimum 1");
        }
      }
      else if (k756 === "presentation") {
        const v757 = x["presentation"];
        if (!(isObject(v757) || v757 === null)) return err([k756], "invalid type: " + kind(v757) + ", expected object or null");
      }
      else if (k756 === "sandbox_enforcement") {
        const v757 = x["sandbox_enforcement"];
        { const e758 = v_SandboxEnforcement(v757); if (e758) return within(e758, [k756]); }
      }
      else if (k756 === "failure_category") {
        const v757 = x["failure_category"];
        if (!(typeof v757 === "string" || v757 === null)) return err([k756], "invalid type: " + kind(v757) + ", expected string or null");
      }
      else if (k756 === "program_id") {
        const v757 = x["program_id"];
        if (!(typeof v757 === "string")) return err([k756], "invalid type: " + kind(v757) + ", expected string");
      }
      else if (k756 === "parent_tool_call_id") {
        const v757 = x["parent_tool_call_id"];
        if (!(typeof v757 === "string")) return err([k756], "invalid type: " + kind(v757) + ", expected string");
      }
      else if (k756 === "node_id") {
        const v757 = x["node_id"];
        if (!(typeof v757 === "string")) return err([k756], "invalid type: " + kind(v757) + ", expected string");
      }
      else if (k756 === "commit_order") {
        const v757 = x["commit_order"];
        if (!(Number.isInteger(v757))) return err([k756], "invalid type: " + kind(v757) + ", expected integer");
      }
      else if (k756 === "ts") {
        const v757 = x["ts"];
        if (!(typeof v757 === "string")) return err([k756], "invalid type: " + kind(v757) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["tool_use_id"] === undefined) return err([], "missing field `tool_use_id`");
    if (x["tool_name"] === undefined) return err([], "missing field `tool_name`");
    if (x["elapsed_ms"] === undefined) return err([], "missing field `elapsed_ms`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_ToolCallProgressEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k759 in x) {
      if (k759 === "type") {
        const v760 = x["type"];
        if (!(typeof v760 === "string")) return err([k759], "invalid type: " + kind(v760) + ", expected string");
        if (v760 !== "tool.call_progress") return err([k759], "invalid value: " + kind(v760) + ", expected the constant " + "\"tool.call_progress\"");
      }
      else if (k759 === "run_id") {
        const v760 = x["run_id"];
        if (!(typeof v760 === "string")) return err([k759], "invalid type: " + kind(v760) + ", expected string");
      }
      else if (k759 === "tool_use_id") {
        const v760 = x["tool_use_id"];
        if (!(typeof v760 === "string")) return err([k759], "invalid type: " + kind(v760) + ", expected string");
      }
      else if (k759 === "tool_name") {
        const v760 = x["tool_name"];
        if (!(typeof v760 === "string")) return err([k759], "invalid type: " + kind(v760) + ", expected string");
      }
      else if (k759 === "elapsed_ms") {
        const v760 = x["elapsed_ms"];
        if (!(Number.isInteger(v760))) return err([k759], "invalid type: " + kind(v760) + ", expected integer");
        {
          if (v760 < 0) return err([k759], v760 + " is less than minimum 0");
        }
      }
      else if (k759 === "output_tail") {
        const v760 = x["output_tail"];
        if (!(typeof v760 === "string")) return err([k759], "invalid type: " + kind(v760) + ", expected string");
      }
      else if (k759 === "total_bytes") {
        const v760 = x["total_bytes"];
        if (!(Number.isInteger(v760))) return err([k759], "invalid type: " + kind(v760) + ", expected integer");
        {
          if (v760 < 0) return err([k759], v760 + " is less than minimum 0");
        }
      }
      else if (k759 === "step") {
        const v760 = x["step"];
        if (!(Number.isInteger(v760))) return err([k759], "invalid type: " + kind(v760) + ", expected integer");
      }
      else if (k759 === "presentation") {
        const v760 = x["presentation"];
        if (!(isObject(v760) || v760 === null)) return err([k759], "invalid type: " + kind(v760) + ", expected object or null");
      }
      else if (k759 === "ts") {
        const v760 = x["ts"];
        if (!(typeof v760 === "string")) return err([k759], "invalid type: " + kind(v760) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["tool_use_id"] === undefined) return err([], "missing field `tool_use_id`");
    if (x["tool_name"] === undefined) return err([], "missing field `tool_name`");
    if (x["elapsed_ms"] === undefined) return err([], "missing field `elapsed_ms`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_ToolCallStartedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k761 in x) {
      if (k761 === "type") {
        const v762 = x["type"];
        if (!(typeof v762 === "string")) return err([k761], "invalid type: " + kind(v762) + ", expected string");
        if (v762 !== "tool.call_started") return err([k761], "invalid value: " + kind(v762) + ", expected the constant " + "\"tool.call_started\"");
      }
      else if (k761 === "run_id") {
        const v762 = x["run_id"];
        if (!(typeof v762 === "string")) return err([k761], "invalid type: " + kind(v762) + ", expected string");
      }
      else if (k761 === "tool_use_id") {
        const v762 = x["tool_use_id"];
        if (!(typeof v762 === "string")) return err([k761], "invalid type: " + kind(v762) + ", expected string");
      }
      else if (k761 === "tool_name") {
        const v762 = x["tool_name"];
        if (!(typeof v762 === "string")) return err([k761], "invalid type: " + kind(v762) + ", expected string");
      }
      else if (k761 === "operation_id") {
        const v762 = x["operation_id"];
        if (!(typeof v762 === "string")) return err([k761], "invalid type: " + kind(v762) + ", expected string");
      }
      else if (k761 === "params") {
        const v762 = x["params"];
        if (!(isObject(v762))) return err([k761], "invalid type: " + kind(v762) + ", expected object");
      }
      else if (k761 === "step") {
        const v762 = x["step"];
        if (!(Number.isInteger(v762))) return err([k761], "invalid type: " + kind(v762) + ", expected integer");
      }
      else if (k761 === "ledger_seq") {
        const v762 = x["ledger_seq"];
        if (!(Number.isInteger(v762) || v762 === null)) return err([k761], "invalid type: " + kind(v762) + ", expected integer or null");
        if (typeof v762 === "number") {
          if (v762 < 1) return err([k761], v762 + " is less than minimum 1");
        }
      }
      else if (k761 === "presentation") {
        const v762 = x["presentation"];
        if (!(isObject(v762) || v762 === null)) return err([k761], "invalid type: " + kind(v762) + ", expected object or null");
      }
      else if (k761 === "program_id") {
        const v762 = x["program_id"];
        if (!(typeof v762 === "string")) return err([k761], "invalid type: " + kind(v762) + ", expected string");
      }
      else if (k761 === "parent_tool_call_id") {
        const v762 = x["parent_tool_call_id"];
        if (!(typeof v762 === "string")) return err([k761], "invalid type: " + kind(v762) + ", expected string");
      }
      else if (k761 === "node_id") {
        const v762 = x["node_id"];
        if (!(typeof v762 === "string")) return err([k761], "invalid type: " + kind(v762) + ", expected string");
      }
      else if (k761 === "commit_order") {
        const v762 = x["commit_order"];
        if (!(Number.isInteger(v762))) return err([k761], "invalid type: " + kind(v762) + ", expected integer");
      }
      else if (k761 === "ts") {
        const v762 = x["ts"];
        if (!(typeof v762 === "string")) return err([k761], "invalid type: " + kind(v762) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["tool_use_id"] === undefined) return err([], "missing field `tool_use_id`");
    if (x["tool_name"] === undefined) return err([], "missing field `tool_name`");
    if (x["params"] === undefined) return err([], "missing field `params`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_TurnGetCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k763 in x) {
      if (k763 === "type") {
        const v764 = x["type"];
        if (!(typeof v764 === "string")) return err([k763], "invalid type: " + kind(v764) + ", expected string");
        if (v764 !== "turn.get") return err([k763], "invalid value: " + kind(v764) + ", expected the constant " + "\"turn.get\"");
      }
      else if (k763 === "turn_id") {
        const v764 = x["turn_id"];
        if (!(typeof v764 === "string")) return err([k763], "invalid type: " + kind(v764) + ", expected string");
        {
          if (v764.length < 2 && chars(v764) < 1) return err([k763], "string of length " + chars(v764) + " is shorter than minLength 1");
        }
      }
    }
    if (x["turn_id"] === undefined) return err([], "missing field `turn_id`");
  }
  return undefined;
}

function v_TurnGetResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k765 in x) {
      if (k765 === "turn") {
        const v766 = x["turn"];
        { const e767 = v_TurnRecord(v766); if (e767) return within(e767, [k765]); }
      }
    }
    if (x["turn"] === undefined) return err([], "missing field `turn`");
  }
  return undefined;
}

function v_TurnInspectCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k768 in x) {
      if (k768 === "type") {
        const v769 = x["type"];
        if (!(typeof v769 === "string")) return err([k768], "invalid type: " + kind(v769) + ", expected string");
        if (v769 !== "turn.inspect") return err([k768], "invalid value: " + kind(v769) + ", expected the constant " + "\"turn.inspect\"");
      }
      else if (k768 === "turn_id") {
        const v769 = x["turn_id"];
        if (!(typeof v769 === "string")) return err([k768], "invalid type: " + kind(v769) + ", expected string");
        {
          if (v769.length < 2 && chars(v769) < 1) return err([k768], "string of length " + chars(v769) + " is shorter than minLength 1");
        }
      }
    }
    if (x["turn_id"] === undefined) return err([], "missing field `turn_id`");
  }
  return undefined;
}

function v_TurnInspectResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k770 in x) {
      if (k770 === "turn") {
        const v771 = x["turn"];
        if (!(isObject(v771))) return err([k770], "invalid type: " + kind(v771) + ", expected object");
      }
      else if (k770 === "items") {
        const v771 = x["items"];
        if (!(Array.isArray(v771))) return err([k770], "invalid type: " + kind(v771) + ", expected array");
        {
          for (let i772 = 0; i772 < v771.length; i772++) {
            const v773 = v771[i772];
            if (!(isObject(v773))) return err([k770, i772], "invalid type: " + kind(v773) + ", expected object");
          }
        }
      }
      else if (k770 === "events") {
        const v771 = x["events"];
        if (!(Array.isArray(v771))) return err([k770], "invalid type: " + kind(v771) + ", expected array");
        {
          for (let i774 = 0; i774 < v771.length; i774++) {
            const v775 = v771[i774];
            if (!(isObject(v775))) return err([k770, i774], "invalid type: " + kind(v775) + ", expected object");
          }
        }
      }
      else if (k770 === "receipt") {
        const v771 = x["receipt"];
        if (!(isObject(v771))) return err([k770], "invalid type: " + kind(v771) + ", expected object");
      }
    }
    if (x["turn"] === undefined) return err([], "missing field `turn`");
    if (x["receipt"] === undefined) return err([], "missing field `receipt`");
  }
  return undefined;
}

function v_TurnInterruptCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k776 in x) {
      if (k776 === "type") {
        const v777 = x["type"];
        if (!(typeof v777 === "string")) return err([k776], "invalid type: " + kind(v777) + ", expected string");
        if (v777 !== "turn.interrupt") return err([k776], "invalid value: " + kind(v777) + ", expected the constant " + "\"turn.interrupt\"");
      }
      else if (k776 === "turn_id") {
        const v777 = x["turn_id"];
        if (!(typeof v777 === "string")) return err([k776], "invalid type: " + kind(v777) + ", expected string");
        {
          if (v777.length < 2 && chars(v777) < 1) return err([k776], "string of length " + chars(v777) + " is shorter than minLength 1");
        }
      }
    }
    if (x["turn_id"] === undefined) return err([], "missing field `turn_id`");
  }
  return undefined;
}

function v_TurnInterruptResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k778 in x) {
      if (k778 === "turn") {
        const v779 = x["turn"];
        { const e780 = v_TurnRecord(v779); if (e780) return within(e780, [k778]); }
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
    for (const k781 in x) {
      if (k781 === "id") {
        const v782 = x["id"];
        if (!(typeof v782 === "string")) return err([k781], "invalid type: " + kind(v782) + ", expected string");
        {
          if (v782.length < 2 && chars(v782) < 1) return err([k781], "string of length " + chars(v782) + " is shorter than minLength 1");
        }
      }
      else if (k781 === "turn_id") {
        const v782 = x["turn_id"];
        if (!(typeof v782 === "string")) return err([k781], "invalid type: " + kind(v782) + ", expected string");
        {
          if (v782.length < 2 && chars(v782) < 1) return err([k781], "string of length " + chars(v782) + " is shorter than minLength 1");
        }
      }
      else if (k781 === "kind") {
        const v782 = x["kind"];
        { const e783 = v_TurnItemKind(v782); if (e783) return within(e783, [k781]); }
      }
      else if (k781 === "payload") {
        const v782 = x["payload"];
        if (!(isObject(v782))) return err([k781], "invalid type: " + kind(v782) + ", expected object");
        {
          for (const k784 in v782) {
            {
              const v785 = v782[k784];
              { const e786 = v_JsonValue(v785); if (e786) return within(e786, [k781, k784]); }
            }
          }
        }
      }
      else if (k781 === "tool_call_id") {
        const v782 = x["tool_call_id"];
        if (!(typeof v782 === "string" || v782 === null)) return err([k781], "invalid type: " + kind(v782) + ", expected string or null");
      }
      else if (k781 === "created_at") {
        const v782 = x["created_at"];
        if (!(typeof v782 === "string")) return err([k781], "invalid type: " + kind(v782) + ", expected string");
      }
      else if (k781 === "schema_version") {
        const v782 = x["schema_version"];
        if (!(Number.isInteger(v782))) return err([k781], "invalid type: " + kind(v782) + ", expected integer");
        if (v782 !== 1) return err([k781], "invalid value: " + kind(v782) + ", expected the constant " + "1");
      }
      else return err([k781], "unknown field `" + k781 + "`" + ", expected one of `id`, `turn_id`, `kind`, `payload`, `tool_call_id`, `created_at`, `schema_version`");
    }
    if (x["id"] === undefined) return err([], "missing field `id`");
    if (x["turn_id"] === undefined) return err([], "missing field `turn_id`");
    if (x["kind"] === undefined) return err([], "missing field `kind`");
    if (x["created_at"] === undefined) return err([], "missing field `created_at`");
  }
  return undefined;
}

function v_TurnItemsCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k787 in x) {
      if (k787 === "type") {
        const v788 = x["type"];
        if (!(typeof v788 === "string")) return err([k787], "invalid type: " + kind(v788) + ", expected string");
        if (v788 !== "turn.items") return err([k787], "invalid value: " + kind(v788) + ", expected the constant " + "\"turn.items\"");
      }
      else if (k787 === "turn_id") {
        const v788 = x["turn_id"];
        if (!(typeof v788 === "string")) return err([k787], "invalid type: " + kind(v788) + ", expected string");
        {
          if (v788.length < 2 && chars(v788) < 1) return err([k787], "string of length " + chars(v788) + " is shorter than minLength 1");
        }
      }
    }
    if (x["turn_id"] === undefined) return err([], "missing field `turn_id`");
  }
  return undefined;
}

function v_TurnItemsResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k789 in x) {
      if (k789 === "items") {
        const v790 = x["items"];
        if (!(Array.isArray(v790))) return err([k789], "invalid type: " + kind(v790) + ", expected array");
        {
          for (let i791 = 0; i791 < v790.length; i791++) {
            const v792 = v790[i791];
            { const e793 = v_TurnItemRecord(v792); if (e793) return within(e793, [k789, i791]); }
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
    for (const k794 in x) {
      if (k794 === "type") {
        const v795 = x["type"];
        if (!(typeof v795 === "string")) return err([k794], "invalid type: " + kind(v795) + ", expected string");
        if (v795 !== "turn.list") return err([k794], "invalid value: " + kind(v795) + ", expected the constant " + "\"turn.list\"");
      }
      else if (k794 === "thread_id") {
        const v795 = x["thread_id"];
        if (!(typeof v795 === "string")) return err([k794], "invalid type: " + kind(v795) + ", expected string");
        {
          if (v795.length < 2 && chars(v795) < 1) return err([k794], "string of length " + chars(v795) + " is shorter than minLength 1");
        }
      }
    }
    if (x["thread_id"] === undefined) return err([], "missing field `thread_id`");
  }
  return undefined;
}

function v_TurnListResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k796 in x) {
      if (k796 === "turns") {
        const v797 = x["turns"];
        if (!(Array.isArray(v797))) return err([k796], "invalid type: " + kind(v797) + ", expected array");
        {
          for (let i798 = 0; i798 < v797.length; i798++) {
            const v799 = v797[i798];
            { const e800 = v_TurnRecord(v799); if (e800) return within(e800, [k796, i798]); }
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
    for (const k801 in x) {
      if (k801 === "id") {
        const v802 = x["id"];
        if (!(typeof v802 === "string")) return err([k801], "invalid type: " + kind(v802) + ", expected string");
        {
          if (v802.length < 2 && chars(v802) < 1) return err([k801], "string of length " + chars(v802) + " is shorter than minLength 1");
        }
      }
      else if (k801 === "thread_id") {
        const v802 = x["thread_id"];
        if (!(typeof v802 === "string")) return err([k801], "invalid type: " + kind(v802) + ", expected string");
        {
          if (v802.length < 2 && chars(v802) < 1) return err([k801], "string of length " + chars(v802) + " is shorter than minLength 1");
        }
      }
      else if (k801 === "status") {
        const v802 = x["status"];
        { const e803 = v_TurnStatus(v802); if (e803) return within(e803, [k801]); }
      }
      else if (k801 === "mode") {
        const v802 = x["mode"];
        { const e804 = v_RuntimeMode(v802); if (e804) return within(e804, [k801]); }
      }
      else if (k801 === "authority_profile") {
        const v802 = x["authority_profile"];
        { const e805 = v_AuthorityProfile(v802); if (e805) return within(e805, [k801]); }
      }
      else if (k801 === "workspace_trust") {
        const v802 = x["workspace_trust"];
        { const e806 = v_WorkspaceTrust(v802); if (e806) return within(e806, [k801]); }
      }
      else if (k801 === "sandbox") {
        const v802 = x["sandbox"];
        { const e807 = v_SandboxCapability(v802); if (e807) return within(e807, [k801]); }
      }
      else if (k801 === "allowed_actions") {
        const v802 = x["allowed_actions"];
        if (!(Array.isArray(v802))) return err([k801], "invalid type: " + kind(v802) + ", expected array");
        {
          for (let i808 = 0; i808 < v802.length; i808++) {
            const v809 = v802[i808];
            { const e810 = v_ToolAction(v809); if (e810) return within(e810, [k801, i808]); }
          }
          for (let a = 0; a < v802.length; a++) for (let b = a + 1; b < v802.length; b++) if (equal(v802[a], v802[b])) return err([k801], "array items " + a + " and " + b + " are equal (uniqueItems)");
        }
      }
      else if (k801 === "route") {
        const v802 = x["route"];
        const e811 = (() => {
          {
            const u812 = [];
            const b813 = (() => {
              { const e814 = v_RouteReceipt(v802); if (e814) return within(e814, [k801]); }
              return undefined;
            })();
            if (b813 === undefined) return undefined;
            u812.push(b813);
            const b815 = (() => {
              if (!(v802 === null)) return err([k801], "invalid type: " + kind(v802) + ", expected null");
              return undefined;
            })();
            if (b815 === undefined) return undefined;
            u812.push(b815);
            const u812d = u812.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u812d;
          }
        })();
        if (e811) return e811;
      }
      else if (k801 === "usage") {
        const v802 = x["usage"];
        if (!(isObject(v802))) return err([k801], "invalid type: " + kind(v802) + ", expected object");
        {
          for (const k816 in v802) {
            {
              const v817 = v802[k816];
              { const e818 = v_JsonValue(v817); if (e818) return within(e818, [k801, k816]); }
            }
          }
        }
      }
      else if (k801 === "error") {
        const v802 = x["error"];
        if (!(isObject(v802) || v802 === null)) return err([k801], "invalid type: " + kind(v802) + ", expected object or null");
        if (isObject(v802)) {
          for (const k819 in v802) {
            {
              const v820 = v802[k819];
              { const e821 = v_JsonValue(v820); if (e821) return within(e821, [k801, k819]); }
            }
          }
        }
      }
      else if (k801 === "boot_id") {
        const v802 = x["boot_id"];
        if (!(typeof v802 === "string" || v802 === null)) return err([k801], "invalid type: " + kind(v802) + ", expected string or null");
      }
      else if (k801 === "created_at") {
        const v802 = x["created_at"];
        if (!(typeof v802 === "string")) return err([k801], "invalid type: " + kind(v802) + ", expected string");
      }
      else if (k801 === "updated_at") {
        const v802 = x["updated_at"];
        if (!(typeof v802 === "string")) return err([k801], "invalid type: " + kind(v802) + ", expected string");
      }
      else if (k801 === "schema_version") {
        const v802 = x["schema_version"];
        if (!(Number.isInteger(v802))) return err([k801], "invalid type: " + kind(v802) + ", expected integer");
        if (v802 !== 1) return err([k801], "invalid value: " + kind(v802) + ", expected the constant " + "1");
      }
      else return err([k801], "unknown field `" + k801 + "`" + ", expected one of `id`, `thread_id`, `status`, `mode`, `authority_profile`, `workspace_trust`, `sandbox`, `allowed_actions`, `route`, `usage`, `error`, `boot_id`, `created_at`, `updated_at`, `schema_version`");
    }
    if (x["id"] === undefined) return err([], "missing field `id`");
    if (x["thread_id"] === undefined) return err([], "missing field `thread_id`");
    if (x["created_at"] === undefined) return err([], "missing field `created_at`");
    if (x["updated_at"] === undefined) return err([], "missing field `updated_at`");
  }
  return undefined;
}

function v_TurnStartCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k822 in x) {
      if (k822 === "type") {
        const v823 = x["type"];
        if (!(typeof v823 === "string")) return err([k822], "invalid type: " + kind(v823) + ", expected string");
        if (v823 !== "turn.start") return err([k822], "invalid value: " + kind(v823) + ", expected the constant " + "\"turn.start\"");
      }
      else if (k822 === "thread_id") {
        const v823 = x["thread_id"];
        if (!(typeof v823 === "string")) return err([k822], "invalid type: " + kind(v823) + ", expected string");
        {
          if (v823.length < 2 && chars(v823) < 1) return err([k822], "string of length " + chars(v823) + " is shorter than minLength 1");
        }
      }
      else if (k822 === "content") {
        const v823 = x["content"];
        if (!(typeof v823 === "string")) return err([k822], "invalid type: " + kind(v823) + ", expected string");
        {
          if (v823.length < 2 && chars(v823) < 1) return err([k822], "string of length " + chars(v823) + " is shorter than minLength 1");
          if (v823.length > 100000 && chars(v823) > 100000) return err([k822], "string of length " + chars(v823) + " is longer than maxLength 100000");
        }
      }
      else if (k822 === "runtime_mode") {
        const v823 = x["runtime_mode"];
        { const e824 = v_RuntimeMode(v823); if (e824) return within(e824, [k822]); }
      }
    }
    if (x["thread_id"] === undefined) return err([], "missing field `thread_id`");
    if (x["content"] === undefined) return err([], "missing field `content`");
  }
  return undefined;
}

function v_TurnStartResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k825 in x) {
      if (k825 === "turn_id") {
        const v826 = x["turn_id"];
        if (!(typeof v826 === "string")) return err([k825], "invalid type: " + kind(v826) + ", expected string");
      }
      else if (k825 === "handled") {
        const v826 = x["handled"];
        if (!(typeof v826 === "boolean")) return err([k825], "invalid type: " + kind(v826) + ", expected boolean");
      }
    }
    if (x["turn_id"] === undefined) return err([], "missing field `turn_id`");
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
    for (const k827 in x) {
      if (k827 === "type") {
        const v828 = x["type"];
        if (!(typeof v828 === "string")) return err([k827], "invalid type: " + kind(v828) + ", expected string");
        if (v828 !== "turn.steer") return err([k827], "invalid value: " + kind(v828) + ", expected the constant " + "\"turn.steer\"");
      }
      else if (k827 === "turn_id") {
        const v828 = x["turn_id"];
        if (!(typeof v828 === "string")) return err([k827], "invalid type: " + kind(v828) + ", expected string");
        {
          if (v828.length < 2 && chars(v828) < 1) return err([k827], "string of length " + chars(v828) + " is shorter than minLength 1");
        }
      }
      else if (k827 === "content") {
        const v828 = x["content"];
        if (!(typeof v828 === "string")) return err([k827], "invalid type: " + kind(v828) + ", expected string");
        {
          if (v828.length < 2 && chars(v828) < 1) return err([k827], "string of length " + chars(v828) + " is shorter than minLength 1");
          if (v828.length > 10000 && chars(v828) > 10000) return err([k827], "string of length " + chars(v828) + " is longer than maxLength 10000");
        }
      }
    }
    if (x["turn_id"] === undefined) return err([], "missing field `turn_id`");
    if (x["content"] === undefined) return err([], "missing field `content`");
  }
  return undefined;
}

function v_TurnSteerResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k829 in x) {
      if (k829 === "turn") {
        const v830 = x["turn"];
        { const e831 = v_TurnRecord(v830); if (e831) return within(e831, [k829]); }
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
    for (const k832 in x) {
      if (k832 === "type") {
        const v833 = x["type"];
        if (!(typeof v833 === "string")) return err([k832], "invalid type: " + kind(v833) + ", expected string");
        if (v833 !== "user_question.asked") return err([k832], "invalid value: " + kind(v833) + ", expected the constant " + "\"user_question.asked\"");
      }
      else if (k832 === "question_id") {
        const v833 = x["question_id"];
        if (!(typeof v833 === "string")) return err([k832], "invalid type: " + kind(v833) + ", expected string");
      }
      else if (k832 === "run_id") {
        const v833 = x["run_id"];
        if (!(typeof v833 === "string")) return err([k832], "invalid type: " + kind(v833) + ", expected string");
      }
      else if (k832 === "session_id") {
        const v833 = x["session_id"];
        if (!(typeof v833 === "string")) return err([k832], "invalid type: " + kind(v833) + ", expected string");
      }
      else if (k832 === "question") {
        const v833 = x["question"];
        if (!(typeof v833 === "string")) return err([k832], "invalid type: " + kind(v833) + ", expected string");
      }
      else if (k832 === "header") {
        const v833 = x["header"];
        if (!(typeof v833 === "string")) return err([k832], "invalid type: " + kind(v833) + ", expected string");
      }
      else if (k832 === "options") {
        const v833 = x["options"];
        if (!(Array.isArray(v833))) return err([k832], "invalid type: " + kind(v833) + ", expected array");
        {
          for (let i834 = 0; i834 < v833.length; i834++) {
            const v835 = v833[i834];
            if (!(typeof v835 === "string")) return err([k832, i834], "invalid type: " + kind(v835) + ", expected string");
          }
        }
      }
      else if (k832 === "multi_select") {
        const v833 = x["multi_select"];
        if (!(typeof v833 === "boolean")) return err([k832], "invalid type: " + kind(v833) + ", expected boolean");
      }
      else if (k832 === "ts") {
        const v833 = x["ts"];
        if (!(typeof v833 === "string")) return err([k832], "invalid type: " + kind(v833) + ", expected string");
      }
    }
    if (x["question_id"] === undefined) return err([], "missing field `question_id`");
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["question"] === undefined) return err([], "missing field `question`");
    if (x["header"] === undefined) return err([], "missing field `header`");
    if (x["options"] === undefined) return err([], "missing field `options`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_UserQuestionRespondCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k836 in x) {
      if (k836 === "type") {
        const v837 = x["type"];
        if (!(typeof v837 === "string")) return err([k836], "invalid type: " + kind(v837) + ", expected string");
        if (v837 !== "user_question.respond") return err([k836], "invalid value: " + kind(v837) + ", expected the constant " + "\"user_question.respond\"");
      }
      else if (k836 === "question_id") {
        const v837 = x["question_id"];
        if (!(typeof v837 === "string")) return err([k836], "invalid type: " + kind(v837) + ", expected string");
      }
      else if (k836 === "answer") {
        const v837 = x["answer"];
        if (!(typeof v837 === "string")) return err([k836], "invalid type: " + kind(v837) + ", expected string");
        {
          if (v837.length < 2 && chars(v837) < 1) return err([k836], "string of length " + chars(v837) + " is shorter than minLength 1");
          if (v837.length > 10000 && chars(v837) > 10000) return err([k836], "string of length " + chars(v837) + " is longer than maxLength 10000");
        }
      }
    }
    if (x["question_id"] === undefined) return err([], "missing field `question_id`");
    if (x["answer"] === undefined) return err([], "missing field `answer`");
  }
  return undefined;
}

function v_UserQuestionRespondResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k838 in x) {
      if (k838 === "answered") {
        const v839 = x["answered"];
        if (!(typeof v839 === "boolean")) return err([k838], "invalid type: " + kind(v839) + ", expected boolean");
        if (v839 !== true) return err([k838], "invalid value: " + kind(v839) + ", expected the constant " + "true");
      }
    }
  }
  return undefined;
}

function v_VerificationCompletedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k840 in x) {
      if (k840 === "type") {
        const v841 = x["type"];
        if (!(typeof v841 === "string")) return err([k840], "invalid type: " + kind(v841) + ", expected string");
        if (v841 !== "verification.completed") return err([k840], "invalid value: " + kind(v841) + ", expected the constant " + "\"verification.completed\"");
      }
      else if (k840 === "run_id") {
        const v841 = x["run_id"];
        if (!(typeof v841 === "string")) return err([k840], "invalid type: " + kind(v841) + ", expected string");
      }
      else if (k840 === "step") {
        const v841 = x["step"];
        if (!(Number.isInteger(v841))) return err([k840], "invalid type: " + kind(v841) + ", expected integer");
      }
      else if (k840 === "tool") {
        const v841 = x["tool"];
        if (!(typeof v841 === "string")) return err([k840], "invalid type: " + kind(v841) + ", expected string");
      }
      else if (k840 === "action") {
        const v841 = x["action"];
        if (!(typeof v841 === "string")) return err([k840], "invalid type: " + kind(v841) + ", expected string");
      }
      else if (k840 === "verdict") {
        const v841 = x["verdict"];
        if (!(typeof v841 === "string")) return err([k840], "invalid type: " + kind(v841) + ", expected string");
        if (v841 !== "pass") return err([k840], "invalid value: " + kind(v841) + ", expected the constant " + "\"pass\"");
      }
      else if (k840 === "gate_count") {
        const v841 = x["gate_count"];
        if (!(Number.isInteger(v841))) return err([k840], "invalid type: " + kind(v841) + ", expected integer");
        {
          if (v841 < 0) return err([k840], v841 + " is less than minimum 0");
        }
      }
      else if (k840 === "passed") {
        const v841 = x["passed"];
        if (!(Number.isInteger(v841))) return err([k840], "invalid type: " + kind(v841) + ", expected integer");
        {
          if (v841 < 0) return err([k840], v841 + " is less than minimum 0");
        }
      }
      else if (k840 === "failed") {
        const v841 = x["failed"];
        if (!(Number.isInteger(v841))) return err([k840], "invalid type: " + kind(v841) + ", expected integer");
        {
          if (v841 < 0) return err([k840], v841 + " is less than minimum 0");
        }
      }
      else if (k840 === "paths") {
        const v841 = x["paths"];
        if (!(Array.isArray(v841))) return err([k840], "invalid type: " + kind(v841) + ", expected array");
        {
          for (let i842 = 0; i842 < v841.length; i842++) {
            const v843 = v841[i842];
            if (!(typeof v843 === "string")) return err([k840, i842], "invalid type: " + kind(v843) + ", expected string");
          }
        }
      }
      else if (k840 === "gates") {
        const v841 = x["gates"];
        if (!(Array.isArray(v841))) return err([k840], "invalid type: " + kind(v841) + ", expected array");
        {
          for (let i844 = 0; i844 < v841.length; i844++) {
            const v845 = v841[i844];
            if (!(isObject(v845))) return err([k840, i844], "invalid type: " + kind(v845) + ", expected object");
          }
        }
      }
      else if (k840 === "ts") {
        const v841 = x["ts"];
        if (!(typeof v841 === "string")) return err([k840], "invalid type: " + kind(v841) + ", expected string");
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
  }
  return undefined;
}

function v_VerificationFailedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k846 in x) {
      if (k846 === "type") {
        const v847 = x["type"];
        if (!(typeof v847 === "string")) return err([k846], "invalid type: " + kind(v847) + ", expected string");
        if (v847 !== "verification.failed") return err([k846], "invalid value: " + kind(v847) + ", expected the constant " + "\"verification.failed\"");
      }
      else if (k846 === "run_id") {
        const v847 = x["run_id"];
        if (!(typeof v847 === "string")) return err([k846], "invalid type: " + kind(v847) + ", expected string");
      }
      else if (k846 === "step") {
        const v847 = x["step"];
        if (!(Number.isInteger(v847))) return err([k846], "invalid type: " + kind(v847) + ", expected integer");
      }
      else if (k846 === "tool") {
        const v847 = x["tool"];
        if (!(typeof v847 === "string")) return err([k846], "invalid type: " + kind(v847) + ", expected string");
      }
      else if (k846 === "action") {
        const v847 = x["action"];
        if (!(typeof v847 === "string")) return err([k846], "invalid type: " + kind(v847) + ", expected string");
      }
      else if (k846 === "verdict") {
        const v847 = x["verdict"];
        if (!(typeof v847 === "string")) return err([k846], "invalid type: " + kind(v847) + ", expected string");
        if (v847 !== "fail") return err([k846], "invalid value: " + kind(v847) + ", expected the constant " + "\"fail\"");
      }
      else if (k846 === "gate_count") {
        const v847 = x["gate_count"];
        if (!(Number.isInteger(v847))) return err([k846], "invalid type: " + kind(v847) + ", expected integer");
        {
          if (v847 < 0) return err([k846], v847 + " is less than minimum 0");
        }
      }
      else if (k846 === "passed") {
        const v847 = x["passed"];
        if (!(Number.isInteger(v847))) return err([k846], "invalid type: " + kind(v847) + ", expected integer");
        {
          if (v847 < 0) return err([k846], v847 + " is less than minimum 0");
        }
      }
      else if (k846 === "failed") {
        const v847 = x["failed"];
        if (!(Number.isInteger(v847))) return err([k846], "invalid type: " + kind(v847) + ", expected integer");
        {
          if (v847 < 1) return err([k846], v847 + " is less than minimum 1");
        }
      }
      else if (k846 === "failure_class") {
        const v847 = x["failure_class"];
        if (!(typeof v847 === "string")) return err([k846], "invalid type: " + kind(v847) + ", expected string");
      }
      else if (k846 === "paths") {
        const v847 = x["paths"];
        if (!(Array.isArray(v847))) return err([k846], "invalid type: " + kind(v847) + ", expected array");
        {
          for (let i848 = 0; i848 < v847.length; i848++) {
            const v849 = v847[i848];
            if (!(typeof v849 === "string")) return err([k846, i848], "invalid type: " + kind(v849) + ", expected string");
          }
        }
      }
      else if (k846 === "gates") {
        const v847 = x["gates"];
        if (!(Array.isArray(v847))) return err([k846], "invalid type: " + kind(v847) + ", expected array");
        {
          for (let i850 = 0; i850 < v847.length; i850++) {
            const v851 = v847[i850];
            if (!(isObject(v851))) return err([k846, i850], "invalid type: " + kind(v851) + ", expected object");
          }
        }
      }
      else if (k846 === "ts") {
        const v847 = x["ts"];
        if (!(typeof v847 === "string")) return err([k846], "invalid type: " + kind(v847) + ", expected string");
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
  }
  return undefined;
}

function v_WebLaunchCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k852 in x) {
      if (k852 === "type") {
        const v853 = x["type"];
        if (!(typeof v853 === "string")) return err([k852], "invalid type: " + kind(v853) + ", expected string");
        if (v853 !== "web.launch") return err([k852], "invalid value: " + kind(v853) + ", expected the constant " + "\"web.launch\"");
      }
    }
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
    for (const k854 in x) {
      if (k854 === "type") {
        const v855 = x["type"];
        if (!(typeof v855 === "string")) return err([k854], "invalid type: " + kind(v855) + ", expected string");
        if (v855 !== "worker.apply") return err([k854], "invalid value: " + kind(v855) + ", expected the constant " + "\"worker.apply\"");
      }
      else if (k854 === "session_id") {
        const v855 = x["session_id"];
        if (!(typeof v855 === "string")) return err([k854], "invalid type: " + kind(v855) + ", expected string");
        {
          if (v855.length < 2 && chars(v855) < 1) return err([k854], "string of length " + chars(v855) + " is shorter than minLength 1");
        }
      }
      else if (k854 === "worker_id") {
        const v855 = x["worker_id"];
        if (!(typeof v855 === "string")) return err([k854], "invalid type: " + kind(v855) + ", expected string");
        {
          if (v855.length < 2 && chars(v855) < 1) return err([k854], "string of length " + chars(v855) + " is shorter than minLength 1");
        }
      }
      else if (k854 === "expected_digest") {
        const v855 = x["expected_digest"];
        if (!(typeof v855 === "string")) return err([k854], "invalid type: " + kind(v855) + ", expected string");
        {
          if (!/^[0-9a-f]{64}$/u.test(v855)) return err([k854], "string does not match pattern ^[0-9a-f]{64}$");
        }
      }
      else if (k854 === "confirmed") {
        const v855 = x["confirmed"];
        if (!(typeof v855 === "boolean")) return err([k854], "invalid type: " + kind(v855) + ", expected boolean");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["worker_id"] === undefined) return err([], "missing field `worker_id`");
    if (x["expected_digest"] === undefined) return err([], "missing field `expected_digest`");
  }
  return undefined;
}

function v_WorkerApplyResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k856 in x) {
      if (k856 === "worker_id") {
        const v857 = x["worker_id"];
        if (!(typeof v857 === "string")) return err([k856], "invalid type: " + kind(v857) + ", expected string");
      }
      else if (k856 === "handoff_status") {
        const v857 = x["handoff_status"];
        if (!(typeof v857 === "string")) return err([k856], "invalid type: " + kind(v857) + ", expected string");
        if (v857 !== "applied") return err([k856], "invalid value: " + kind(v857) + ", expected the constant " + "\"applied\"");
      }
      else if (k856 === "changed_files") {
        const v857 = x["changed_files"];
        if (!(Array.isArray(v857))) return err([k856], "invalid type: " + kind(v857) + ", expected array");
        {
          for (let i858 = 0; i858 < v857.length; i858++) {
            const v859 = v857[i858];
            if (!(typeof v859 === "string")) return err([k856, i858], "invalid type: " + kind(v859) + ", expected string");
          }
        }
      }
      else if (k856 === "state_digest") {
        const v857 = x["state_digest"];
        if (!(typeof v857 === "string")) return err([k856], "invalid type: " + kind(v857) + ", expected string");
        {
          if (!/^[0-9a-f]{64}$/u.test(v857)) return err([k856], "string does not match pattern ^[0-9a-f]{64}$");
        }
      }
    }
    if (x["worker_id"] === undefined) return err([], "missing field `worker_id`");
    if (x["state_digest"] === undefined) return err([], "missing field `state_digest`");
  }
  return undefined;
}

function v_WorkerCancelCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k860 in x) {
      if (k860 === "type") {
        const v861 = x["type"];
        if (!(typeof v861 === "string")) return err([k860], "invalid type: " + kind(v861) + ", expected string");
        if (v861 !== "worker.cancel") return err([k860], "invalid value: " + kind(v861) + ", expected the constant " + "\"worker.cancel\"");
      }
      else if (k860 === "session_id") {
        const v861 = x["session_id"];
        if (!(typeof v861 === "string")) return err([k860], "invalid type: " + kind(v861) + ", expected string");
        {
          if (v861.length < 2 && chars(v861) < 1) return err([k860], "string of length " + chars(v861) + " is shorter than minLength 1");
        }
      }
      else if (k860 === "worker_id") {
        const v861 = x["worker_id"];
        if (!(typeof v861 === "string")) return err([k860], "invalid type: " + kind(v861) + ", expected string");
        {
          if (v861.length < 2 && chars(v861) < 1) return err([k860], "string of length " + chars(v861) + " is shorter than minLength 1");
        }
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["worker_id"] === undefined) return err([], "missing field `worker_id`");
  }
  return undefined;
}

function v_WorkerCancelResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k862 in x) {
      if (k862 === "worker_id") {
        const v863 = x["worker_id"];
        if (!(typeof v863 === "string")) return err([k862], "invalid type: " + kind(v863) + ", expected string");
      }
      else if (k862 === "status") {
        const v863 = x["status"];
        if (!(typeof v863 === "string")) return err([k862], "invalid type: " + kind(v863) + ", expected string");
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
    for (const k864 in x) {
      if (k864 === "type") {
        const v865 = x["type"];
        if (!(typeof v865 === "string")) return err([k864], "invalid type: " + kind(v865) + ", expected string");
        if (v865 !== "worker.events") return err([k864], "invalid value: " + kind(v865) + ", expected the constant " + "\"worker.events\"");
      }
      else if (k864 === "session_id") {
        const v865 = x["session_id"];
        if (!(typeof v865 === "string")) return err([k864], "invalid type: " + kind(v865) + ", expected string");
        {
          if (v865.length < 2 && chars(v865) < 1) return err([k864], "string of length " + chars(v865) + " is shorter than minLength 1");
        }
      }
      else if (k864 === "worker_id") {
        const v865 = x["worker_id"];
        if (!(typeof v865 === "string")) return err([k864], "invalid type: " + kind(v865) + ", expected string");
        {
          if (v865.length < 2 && chars(v865) < 1) return err([k864], "string of length " + chars(v865) + " is shorter than minLength 1");
        }
      }
      else if (k864 === "after_cursor") {
        const v865 = x["after_cursor"];
        if (!(Number.isInteger(v865))) return err([k864], "invalid type: " + kind(v865) + ", expected integer");
        {
          if (v865 < 0) return err([k864], v865 + " is less than minimum 0");
        }
      }
      else if (k864 === "limit") {
        const v865 = x["limit"];
        if (!(Number.isInteger(v865))) return err([k864], "invalid type: " + kind(v865) + ", expected integer");
        {
          if (v865 < 1) return err([k864], v865 + " is less than minimum 1");
          if (v865 > 100) return err([k864], v865 + " is greater than maximum 100");
        }
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["worker_id"] === undefined) return err([], "missing field `worker_id`");
  }
  return undefined;
}

function v_WorkerEventsResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k866 in x) {
      if (k866 === "events") {
        const v867 = x["events"];
        if (!(Array.isArray(v867))) return err([k866], "invalid type: " + kind(v867) + ", expected array");
        {
          for (let i868 = 0; i868 < v867.length; i868++) {
            const v869 = v867[i868];
            if (!(isObject(v869))) return err([k866, i868], "invalid type: " + kind(v869) + ", expected object");
          }
        }
      }
    }
  }
  return undefined;
}

function v_WorkerFollowupCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k870 in x) {
      if (k870 === "type") {
        const v871 = x["type"];
        if (!(typeof v871 === "string")) return err([k870], "invalid type: " + kind(v871) + ", expected string");
        if (v871 !== "worker.followup") return err([k870], "invalid value: " + kind(v871) + ", expected the constant " + "\"worker.followup\"");
      }
      else if (k870 === "session_id") {
        const v871 = x["session_id"];
        if (!(typeof v871 === "string")) return err([k870], "invalid type: " + kind(v871) + ", expected string");
        {
          if (v871.length < 2 && chars(v871) < 1) return err([k870], "string of length " + chars(v871) + " is shorter than minLength 1");
        }
      }
      else if (k870 === "worker_id") {
        const v871 = x["worker_id"];
        if (!(typeof v871 === "string")) return err([k870], "invalid type: " + kind(v871) + ", expected string");
        {
          if (v871.length < 2 && chars(v871) < 1) return err([k870], "string of length " + chars(v871) + " is shorter than minLength 1");
        }
      }
      else if (k870 === "message") {
        const v871 = x["message"];
        if (!(typeof v871 === "string")) return err([k870], "invalid type: " + kind(v871) + ", expected string");
        {
          if (v871.length < 2 && chars(v871) < 1) return err([k870], "string of length " + chars(v871) + " is shorter than minLength 1");
          if (v871.length > 8000 && chars(v871) > 8000) return err([k870], "string of length " + chars(v871) + " is longer than maxLength 8000");
        }
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["worker_id"] === undefined) return err([], "missing field `worker_id`");
    if (x["message"] === undefined) return err([], "missing field `message`");
  }
  return undefined;
}

function v_WorkerFollowupResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k872 in x) {
      if (k872 === "worker_id") {
        const v873 = x["worker_id"];
        if (!(typeof v873 === "string")) return err([k872], "invalid type: " + kind(v873) + ", expected string");
      }
      else if (k872 === "status") {
        const v873 = x["status"];
        if (!(typeof v873 === "string")) return err([k872], "invalid type: " + kind(v873) + ", expected string");
      }
      else if (k872 === "event_cursor") {
        const v873 = x["event_cursor"];
        if (!(Number.isInteger(v873))) return err([k872], "invalid type: " + kind(v873) + ", expected integer");
        {
          if (v873 < 0) return err([k872], v873 + " is less than minimum 0");
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
    for (const k874 in x) {
      if (k874 === "type") {
        const v875 = x["type"];
        if (!(typeof v875 === "string")) return err([k874], "invalid type: " + kind(v875) + ", expected string");
        if (v875 !== "worker.list") return err([k874], "invalid value: " + kind(v875) + ", expected the constant " + "\"worker.list\"");
      }
      else if (k874 === "session_id") {
        const v875 = x["session_id"];
        if (!(typeof v875 === "string")) return err([k874], "invalid type: " + kind(v875) + ", expected string");
        {
          if (v875.length < 2 && chars(v875) < 1) return err([k874], "string of length " + chars(v875) + " is shorter than minLength 1");
        }
      }
      else if (k874 === "worker_id") {
        const v875 = x["worker_id"];
        if (!(typeof v875 === "string")) return err([k874], "invalid type: " + kind(v875) + ", expected string");
      }
      else if (k874 === "root_goal_id") {
        const v875 = x["root_goal_id"];
        if (!(typeof v875 === "string")) return err([k874], "invalid type: " + kind(v875) + ", expected string");
      }
      else if (k874 === "limit") {
        const v875 = x["limit"];
        if (!(Number.isInteger(v875))) return err([k874], "invalid type: " + kind(v875) + ", expected integer");
        {
          if (v875 < 1) return err([k874], v875 + " is less than minimum 1");
          if (v875 > 200) return err([k874], v875 + " is greater than maximum 200");
        }
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
  }
  return undefined;
}

function v_WorkerListResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k876 in x) {
      if (k876 === "workers") {
        const v877 = x["workers"];
        if (!(Array.isArray(v877))) return err([k876], "invalid type: " + kind(v877) + ", expected array");
        {
          for (let i878 = 0; i878 < v877.length; i878++) {
            const v879 = v877[i878];
            if (!(isObject(v879))) return err([k876, i878], "invalid type: " + kind(v879) + ", expected object");
          }
        }
      }
    }
  }
  return undefined;
}

function v_WorkerRetryCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k880 in x) {
      if (k880 === "type") {
        const v881 = x["type"];
        if (!(typeof v881 === "string")) return err([k880], "invalid type: " + kind(v881) + ", expected string");
        if (v881 !== "worker.retry") return err([k880], "invalid value: " + kind(v881) + ", expected the constant " + "\"worker.retry\"");
      }
      else if (k880 === "session_id") {
        const v881 = x["session_id"];
        if (!(typeof v881 === "string")) return err([k880], "invalid type: " + kind(v881) + ", expected string");
        {
          if (v881.length < 2 && chars(v881) < 1) return err([k880], "string of length " + chars(v881) + " is shorter than minLength 1");
        }
      }
      else if (k880 === "worker_id") {
        const v881 = x["worker_id"];
        if (!(typeof v881 === "string")) return err([k880], "invalid type: " + kind(v881) + ", expected string");
        {
          if (v881.length < 2 && chars(v881) < 1) return err([k880], "string of length " + chars(v881) + " is shorter than minLength 1");
        }
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["worker_id"] === undefined) return err([], "missing field `worker_id`");
  }
  return undefined;
}

function v_WorkerRetryResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k882 in x) {
      if (k882 === "worker_id") {
        const v883 = x["worker_id"];
        if (!(typeof v883 === "string")) return err([k882], "invalid type: " + kind(v883) + ", expected string");
      }
      else if (k882 === "session_id") {
        const v883 = x["session_id"];
        if (!(typeof v883 === "string")) return err([k882], "invalid type: " + kind(v883) + ", expected string");
      }
      else if (k882 === "status") {
        const v883 = x["status"];
        if (!(typeof v883 === "string")) return err([k882], "invalid type: " + kind(v883) + ", expected string");
      }
      else if (k882 === "route_id") {
        const v883 = x["route_id"];
        if (!(typeof v883 === "string")) return err([k882], "invalid type: " + kind(v883) + ", expected string");
      }
      else if (k882 === "model") {
        const v883 = x["model"];
        if (!(typeof v883 === "string")) return err([k882], "invalid type: " + kind(v883) + ", expected string");
      }
      else if (k882 === "attempt") {
        const v883 = x["attempt"];
        if (!(Number.isInteger(v883))) return err([k882], "invalid type: " + kind(v883) + ", expected integer");
        {
          if (v883 < 1) return err([k882], v883 + " is less than minimum 1");
        }
      }
      else if (k882 === "worktree") {
        const v883 = x["worktree"];
        if (!(typeof v883 === "string")) return err([k882], "invalid type: " + kind(v883) + ", expected string");
      }
      else if (k882 === "read_only") {
        const v883 = x["read_only"];
        if (!(typeof v883 === "boolean")) return err([k882], "invalid type: " + kind(v883) + ", expected boolean");
      }
      else if (k882 === "backend") {
        const v883 = x["backend"];
        if (!(typeof v883 === "string")) return err([k882], "invalid type: " + kind(v883) + ", expected string");
      }
      else if (k882 === "backend_capabilities") {
        const v883 = x["backend_capabilities"];
        if (!(isObject(v883))) return err([k882], "invalid type: " + kind(v883) + ", expected object");
        {
          for (const k884 in v883) {
            {
              const v885 = v883[k884];
              { const e886 = v_JsonValue(v885); if (e886) return within(e886, [k882, k884]); }
            }
          }
        }
      }
      else if (k882 === "sandbox_enforcement") {
        const v883 = x["sandbox_enforcement"];
        { const e887 = v_SandboxEnforcement(v883); if (e887) return within(e887, [k882]); }
      }
    }
    if (x["worker_id"] === undefined) return err([], "missing field `worker_id`");
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["status"] === undefined) return err([], "missing field `status`");
    if (x["route_id"] === undefined) return err([], "missing field `route_id`");
    if (x["model"] === undefined) return err([], "missing field `model`");
    if (x["attempt"] === undefined) return err([], "missing field `attempt`");
    if (x["read_only"] === undefined) return err([], "missing field `read_only`");
  }
  return undefined;
}

function v_WorkerReviewCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k888 in x) {
      if (k888 === "type") {
        const v889 = x["type"];
        if (!(typeof v889 === "string")) return err([k888], "invalid type: " + kind(v889) + ", expected string");
        if (v889 !== "worker.review") return err([k888], "invalid value: " + kind(v889) + ", expected the constant " + "\"worker.review\"");
      }
      else if (k888 === "session_id") {
        const v889 = x["session_id"];
        if (!(typeof v889 === "string")) return err([k888], "invalid type: " + kind(v889) + ", expected string");
        {
          if (v889.length < 2 && chars(v889) < 1) return err([k888], "string of length " + chars(v889) + " is shorter than minLength 1");
        }
      }
      else if (k888 === "worker_id") {
        const v889 = x["worker_id"];
        if (!(typeof v889 === "string")) return err([k888], "invalid type: " + kind(v889) + ", expected string");
        {
          if (v889.length < 2 && chars(v889) < 1) return err([k888], "string of length " + chars(v889) + " is shorter than minLength 1");
        }
      }
      else if (k888 === "approved") {
        const v889 = x["approved"];
        if (!(typeof v889 === "boolean")) return err([k888], "invalid type: " + kind(v889) + ", expected boolean");
      }
      else if (k888 === "confirmed") {
        const v889 = x["confirmed"];
        if (!(typeof v889 === "boolean")) return err([k888], "invalid type: " + kind(v889) + ", expected boolean");
      }
      else if (k888 === "expected_digest") {
        const v889 = x["expected_digest"];
        if (!(typeof v889 === "string")) return err([k888], "invalid type: " + kind(v889) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["worker_id"] === undefined) return err([], "missing field `worker_id`");
    if (x["approved"] === undefined) return err([], "missing field `approved`");
  }
  return undefined;
}

function v_WorkerReviewResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k890 in x) {
      if (k890 === "worker_id") {
        const v891 = x["worker_id"];
        if (!(typeof v891 === "string")) return err([k890], "invalid type: " + kind(v891) + ", expected string");
      }
      else if (k890 === "handoff_status") {
        const v891 = x["handoff_status"];
        if (!(typeof v891 === "string")) return err([k890], "invalid type: " + kind(v891) + ", expected string");
      }
      else if (k890 === "approved") {
        const v891 = x["approved"];
        if (!(typeof v891 === "boolean")) return err([k890], "invalid type: " + kind(v891) + ", expected boolean");
      }
      else if (k890 === "applied") {
        const v891 = x["applied"];
        if (!(typeof v891 === "boolean")) return err([k890], "invalid type: " + kind(v891) + ", expected boolean");
        if (v891 !== false) return err([k890], "invalid value: " + kind(v891) + ", expected the constant " + "false");
      }
      else if (k890 === "state_digest") {
        const v891 = x["state_digest"];
        if (!(typeof v891 === "string")) return err([k890], "invalid type: " + kind(v891) + ", expected string");
      }
      else if (k890 === "preview_only") {
        const v891 = x["preview_only"];
        if (!(typeof v891 === "boolean")) return err([k890], "invalid type: " + kind(v891) + ", expected boolean");
      }
      else if (k890 === "changed_files") {
        const v891 = x["changed_files"];
        if (!(Array.isArray(v891))) return err([k890], "invalid type: " + kind(v891) + ", expected array");
        {
          for (let i892 = 0; i892 < v891.length; i892++) {
            const v893 = v891[i892];
            if (!(typeof v893 === "string")) return err([k890, i892], "invalid type: " + kind(v893) + ", expected string");
          }
        }
      }
      else if (k890 === "diff") {
        const v891 = x["diff"];
        if (!(typeof v891 === "string")) return err([k890], "invalid type: " + kind(v891) + ", expected string");
      }
      else if (k890 === "diff_truncated") {
        const v891 = x["diff_truncated"];
        if (!(typeof v891 === "boolean")) return err([k890], "invalid type: " + kind(v891) + ", expected boolean");
      }
    }
    if (x["worker_id"] === undefined) return err([], "missing field `worker_id`");
    if (x["handoff_status"] === undefined) return err([], "missing field `handoff_status`");
    if (x["approved"] === undefined) return err([], "missing field `approved`");
  }
  return undefined;
}

function v_WorkerStartCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k894 in x) {
      if (k894 === "type") {
        const v895 = x["type"];
        if (!(typeof v895 === "string")) return err([k894], "invalid type: " + kind(v895) + ", expected string");
        if (v895 !== "worker.start") return err([k894], "invalid value: " + kind(v895) + ", expected the constant " + "\"worker.start\"");
      }
      else if (k894 === "session_id") {
        const v895 = x["session_id"];
        if (!(typeof v895 === "string")) return err([k894], "invalid type: " + kind(v895) + ", expected string");
        {
          if (v895.length < 2 && chars(v895) < 1) return err([k894], "string of length " + chars(v895) + " is shorter than minLength 1");
        }
      }
      else if (k894 === "description") {
        const v895 = x["description"];
        if (!(typeof v895 === "string")) return err([k894], "invalid type: " + kind(v895) + ", expected string");
        {
          if (v895.length < 2 && chars(v895) < 1) return err([k894], "string of length " + chars(v895) + " is shorter than minLength 1");
          if (v895.length > 500 && chars(v895) > 500) return err([k894], "string of length " + chars(v895) + " is longer than maxLength 500");
        }
      }
      else if (k894 === "prompt") {
        const v895 = x["prompt"];
        if (!(typeof v895 === "string")) return err([k894], "invalid type: " + kind(v895) + ", expected string");
        {
          if (v895.length < 2 && chars(v895) < 1) return err([k894], "string of length " + chars(v895) + " is shorter than minLength 1");
          if (v895.length > 100000 && chars(v895) > 100000) return err([k894], "string of length " + chars(v895) + " is longer than maxLength 100000");
        }
      }
      else if (k894 === "profile") {
        const v895 = x["profile"];
        if (!(typeof v895 === "string")) return err([k894], "invalid type: " + kind(v895) + ", expected string");
        {
          if (v895.length > 64 && chars(v895) > 64) return err([k894], "string of length " + chars(v895) + " is longer than maxLength 64");
        }
      }
      else if (k894 === "route_id") {
        const v895 = x["route_id"];
        if (!(typeof v895 === "string")) return err([k894], "invalid type: " + kind(v895) + ", expected string");
        {
          if (v895.length > 256 && chars(v895) > 256) return err([k894], "string of length " + chars(v895) + " is longer than maxLength 256");
        }
      }
      else if (k894 === "model") {
        const v895 = x["model"];
        if (!(typeof v895 === "string")) return err([k894], "invalid type: " + kind(v895) + ", expected string");
        {
          if (v895.length > 256 && chars(v895) > 256) return err([k894], "string of length " + chars(v895) + " is longer than maxLength 256");
        }
      }
      else if (k894 === "read_only") {
        const v895 = x["read_only"];
        if (!(typeof v895 === "boolean")) return err([k894], "invalid type: " + kind(v895) + ", expected boolean");
      }
      else if (k894 === "exact_files") {
        const v895 = x["exact_files"];
        if (!(Array.isArray(v895))) return err([k894], "invalid type: " + kind(v895) + ", expected array");
        {
          for (let i896 = 0; i896 < v895.length; i896++) {
            const v897 = v895[i896];
            if (!(typeof v897 === "string")) return err([k894, i896], "invalid type: " + kind(v897) + ", expected string");
          }
          if (v895.length > 200) return err([k894], "array has more than maxItems 200");
        }
      }
      else if (k894 === "write_roots") {
        const v895 = x["write_roots"];
        if (!(Array.isArray(v895))) return err([k894], "invalid type: " + kind(v895) + ", expected array");
        {
          for (let i898 = 0; i898 < v895.length; i898++) {
            const v899 = v895[i898];
            if (!(typeof v899 === "string")) return err([k894, i898], "invalid type: " + kind(v899) + ", expected string");
          }
          if (v895.length > 100) return err([k894], "array has more than maxItems 100");
        }
      }
      else if (k894 === "coordination_contract") {
        const v895 = x["coordination_contract"];
        if (!(typeof v895 === "string")) return err([k894], "invalid type: " + kind(v895) + ", expected string");
        {
          if (v895.length > 2000 && chars(v895) > 2000) return err([k894], "string of length " + chars(v895) + " is longer than maxLength 2000");
        }
      }
      else if (k894 === "acceptance") {
        const v895 = x["acceptance"];
        if (!(Array.isArray(v895))) return err([k894], "invalid type: " + kind(v895) + ", expected array");
        {
          for (let i900 = 0; i900 < v895.length; i900++) {
            const v901 = v895[i900];
            if (!(typeof v901 === "string")) return err([k894, i900], "invalid type: " + kind(v901) + ", expected string");
          }
          if (v895.length > 100) return err([k894], "array has more than maxItems 100");
        }
      }
      else if (k894 === "token_budget") {
        const v895 = x["token_budget"];
        if (!(Number.isInteger(v895) || v895 === null)) return err([k894], "invalid type: " + kind(v895) + ", expected integer or null");
        if (typeof v895 === "number") {
          if (v895 < 1) return err([k894], v895 + " is less than minimum 1");
        }
      }
      else if (k894 === "wall_time_s") {
        const v895 = x["wall_time_s"];
        if (!(Number.isInteger(v895))) return err([k894], "invalid type: " + kind(v895) + ", expected integer");
        {
          if (v895 < 1) return err([k894], v895 + " is less than minimum 1");
          if (v895 > 86400) return err([k894], v895 + " is greater than maximum 86400");
        }
      }
      else if (k894 === "max_attempts") {
        const v895 = x["max_attempts"];
        if (!(Number.isInteger(v895))) return err([k894], "invalid type: " + kind(v895) + ", expected integer");
        {
          if (v895 < 1) return err([k894], v895 + " is less than minimum 1");
          if (v895 > 10) return err([k894], v895 + " is greater than maximum 10");
        }
      }
      else if (k894 === "retry_backoff_s") {
        const v895 = x["retry_backoff_s"];
        if (!(typeof v895 === "number")) return err([k894], "invalid type: " + kind(v895) + ", expected number");
        {
          if (v895 < 0.0) return err([k894], v895 + " is less than minimum 0.0");
          if (v895 > 300.0) return err([k894], v895 + " is greater than maximum 300.0");
        }
      }
      else if (k894 === "backend") {
        const v895 = x["backend"];
        if (!(typeof v895 === "string")) return err([k894], "invalid type: " + kind(v895) + ", expected string");
        {
          if (!/^[a-z][a-z0-9-]{0,63}$/u.test(v895)) return err([k894], "string does not match pattern ^[a-z][a-z0-9-]{0,63}$");
        }
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["description"] === undefined) return err([], "missing field `description`");
    if (x["prompt"] === undefined) return err([], "missing field `prompt`");
  }
  return undefined;
}

function v_WorkerStartResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k902 in x) {
      if (k902 === "worker_id") {
        const v903 = x["worker_id"];
        if (!(typeof v903 === "string")) return err([k902], "invalid type: " + kind(v903) + ", expected string");
      }
      else if (k902 === "session_id") {
        const v903 = x["session_id"];
        if (!(typeof v903 === "string")) return err([k902], "invalid type: " + kind(v903) + ", expected string");
      }
      else if (k902 === "status") {
        const v903 = x["status"];
        if (!(typeof v903 === "string")) return err([k902], "invalid type: " + kind(v903) + ", expected string");
      }
      else if (k902 === "route_id") {
        const v903 = x["route_id"];
        if (!(typeof v903 === "string")) return err([k902], "invalid type: " + kind(v903) + ", expected string");
      }
      else if (k902 === "model") {
        const v903 = x["model"];
        if (!(typeof v903 === "string")) return err([k902], "invalid type: " + kind(v903) + ", expected string");
      }
      else if (k902 === "attempt") {
        const v903 = x["attempt"];
        if (!(Number.isInteger(v903))) return err([k902], "invalid type: " + kind(v903) + ", expected integer");
        {
          if (v903 < 1) return err([k902], v903 + " is less than minimum 1");
        }
      }
      else if (k902 === "worktree") {
        const v903 = x["worktree"];
        if (!(typeof v903 === "string")) return err([k902], "invalid type: " + kind(v903) + ", expected string");
      }
      else if (k902 === "read_only") {
        const v903 = x["read_only"];
        if (!(typeof v903 === "boolean")) return err([k902], "invalid type: " + kind(v903) + ", expected boolean");
      }
      else if (k902 === "backend") {
        const v903 = x["backend"];
        if (!(typeof v903 === "string")) return err([k902], "invalid type: " + kind(v903) + ", expected string");
      }
      else if (k902 === "backend_capabilities") {
        const v903 = x["backend_capabilities"];
        if (!(isObject(v903))) return err([k902], "invalid type: " + kind(v903) + ", expected object");
        {
          for (const k904 in v903) {
            {
              const v905 = v903[k904];
              { const e906 = v_JsonValue(v905); if (e906) return within(e906, [k902, k904]); }
            }
          }
        }
      }
      else if (k902 === "sandbox_enforcement") {
        const v903 = x["sandbox_enforcement"];
        { const e907 = v_SandboxEnforcement(v903); if (e907) return within(e907, [k902]); }
      }
    }
    if (x["worker_id"] === undefined) return err([], "missing field `worker_id`");
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["status"] === undefined) return err([], "missing field `status`");
    if (x["route_id"] === undefined) return err([], "missing field `route_id`");
    if (x["model"] === undefined) return err([], "missing field `model`");
    if (x["attempt"] === undefined) return err([], "missing field `attempt`");
    if (x["read_only"] === undefined) return err([], "missing field `read_only`");
  }
  return undefined;
}

function v_WorkerStatusCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k908 in x) {
      if (k908 === "type") {
        const v909 = x["type"];
        if (!(typeof v909 === "string")) return err([k908], "invalid type: " + kind(v909) + ", expected string");
        if (v909 !== "worker.status") return err([k908], "invalid value: " + kind(v909) + ", expected the constant " + "\"worker.status\"");
      }
      else if (k908 === "session_id") {
        const v909 = x["session_id"];
        if (!(typeof v909 === "string")) return err([k908], "invalid type: " + kind(v909) + ", expected string");
        {
          if (v909.length < 2 && chars(v909) < 1) return err([k908], "string of length " + chars(v909) + " is shorter than minLength 1");
        }
      }
      else if (k908 === "worker_id") {
        const v909 = x["worker_id"];
        if (!(typeof v909 === "string")) return err([k908], "invalid type: " + kind(v909) + ", expected string");
        {
          if (v909.length < 2 && chars(v909) < 1) return err([k908], "string of length " + chars(v909) + " is shorter than minLength 1");
        }
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["worker_id"] === undefined) return err([], "missing field `worker_id`");
  }
  return undefined;
}

function v_WorkerStatusResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k910 in x) {
      if (k910 === "worker") {
        const v911 = x["worker"];
        if (!(isObject(v911))) return err([k910], "invalid type: " + kind(v911) + ", expected object");
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
    for (const k912 in x) {
      if (k912 === "type") {
        const v913 = x["type"];
        if (!(typeof v913 === "string")) return err([k912], "invalid type: " + kind(v913) + ", expected string");
        if (v913 !== "workflow.get") return err([k912], "invalid value: " + kind(v913) + ", expected the constant " + "\"workflow.get\"");
      }
      else if (k912 === "workflow_id") {
        const v913 = x["workflow_id"];
        if (!(typeof v913 === "string")) return err([k912], "invalid type: " + kind(v913) + ", expected string");
        {
          if (v913.length < 2 && chars(v913) < 1) return err([k912], "string of length " + chars(v913) + " is shorter than minLength 1");
        }
      }
    }
    if (x["workflow_id"] === undefined) return err([], "missing field `workflow_id`");
  }
  return undefined;
}

function v_WorkflowGetResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k914 in x) {
      if (k914 === "workflow") {
        const v915 = x["workflow"];
        if (!(isObject(v915))) return err([k914], "invalid type: " + kind(v915) + ", expected object");
      }
    }
    if (x["workflow"] === undefined) return err([], "missing field `workflow`");
  }
  return undefined;
}

function v_WorkflowListCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k916 in x) {
      if (k916 === "type") {
        const v917 = x["type"];
        if (!(typeof v917 === "string")) return err([k916], "invalid type: " + kind(v917) + ", expected string");
        if (v917 !== "workflow.list") return err([k916], "invalid value: " + kind(v917) + ", expected the constant " + "\"workflow.list\"");
      }
      else if (k916 === "limit") {
        const v917 = x["limit"];
        if (!(Number.isInteger(v917))) return err([k916], "invalid type: " + kind(v917) + ", expected integer");
        {
          if (v917 < 1) return err([k916], v917 + " is less than minimum 1");
          if (v917 > 200) return err([k916], v917 + " is greater than maximum 200");
        }
      }
    }
  }
  return undefined;
}

function v_WorkflowListResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k918 in x) {
      if (k918 === "workflows") {
        const v919 = x["workflows"];
        if (!(Array.isArray(v919))) return err([k918], "invalid type: " + kind(v919) + ", expected array");
        {
          for (let i920 = 0; i920 < v919.length; i920++) {
            const v921 = v919[i920];
            if (!(isObject(v921))) return err([k918, i920], "invalid type: " + kind(v921) + ", expected object");
          }
        }
      }
    }
  }
  return undefined;
}

function v_WorkflowStartCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k922 in x) {
      if (k922 === "type") {
        const v923 = x["type"];
        if (!(typeof v923 === "string")) return err([k922], "invalid type: " + kind(v923) + ", expected string");
        if (v923 !== "workflow.start") return err([k922], "invalid value: " + kind(v923) + ", expected the constant " + "\"workflow.start\"");
      }
      else if (k922 === "source") {
        const v923 = x["source"];
        if (!(typeof v923 === "string")) return err([k922], "invalid type: " + kind(v923) + ", expected string");
        {
          if (v923.length < 2 && chars(v923) < 1) return err([k922], "string of length " + chars(v923) + " is shorter than minLength 1");
          if (v923.length > 1048576 && chars(v923) > 1048576) return err([k922], "string of length " + chars(v923) + " is longer than maxLength 1048576");
        }
      }
      else if (k922 === "format") {
        const v923 = x["format"];
        { const e924 = v_WorkflowFormat(v923); if (e924) return within(e924, [k922]); }
      }
    }
    if (x["source"] === undefined) return err([], "missing field `source`");
    if (x["format"] === undefined) return err([], "missing field `format`");
  }
  return undefined;
}

function v_WorkflowStartResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k925 in x) {
      if (k925 === "workflow_id") {
        const v926 = x["workflow_id"];
        if (!(typeof v926 === "string")) return err([k925], "invalid type: " + kind(v926) + ", expected string");
      }
      else if (k925 === "status") {
        const v926 = x["status"];
        if (!(typeof v926 === "string")) return err([k925], "invalid type: " + kind(v926) + ", expected string");
        if (v926 !== "started") return err([k925], "invalid value: " + kind(v926) + ", expected the constant " + "\"started\"");
      }
    }
    if (x["workflow_id"] === undefined) return err([], "missing field `workflow_id`");
  }
  return undefined;
}

function v_WorkspaceCommitCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k927 in x) {
      if (k927 === "type") {
        const v928 = x["type"];
        if (!(typeof v928 === "string")) return err([k927], "invalid type: " + kind(v928) + ", expected string");
        if (v928 !== "workspace.commit") return err([k927], "invalid value: " + kind(v928) + ", expected the constant " + "\"workspace.commit\"");
      }
      else if (k927 === "session_id") {
        const v928 = x["session_id"];
        if (!(typeof v928 === "string")) return err([k927], "invalid type: " + kind(v928) + ", expected string");
        {
          if (v928.length < 2 && chars(v928) < 1) return err([k927], "string of length " + chars(v928) + " is shorter than minLength 1");
        }
      }
      else if (k927 === "message") {
        const v928 = x["message"];
        if (!(typeof v928 === "string")) return err([k927], "invalid type: " + kind(v928) + ", expected string");
        {
          if (v928.length < 2 && chars(v928) < 1) return err([k927], "string of length " + chars(v928) + " is shorter than minLength 1");
          if (v928.length > 200 && chars(v928) > 200) return err([k927], "string of length " + chars(v928) + " is longer than maxLength 200");
        }
      }
      else if (k927 === "expected_digest") {
        const v928 = x["expected_digest"];
        if (!(typeof v928 === "string")) return err([k927], "invalid type: " + kind(v928) + ", expected string");
        {
          if (v928.length < 128 && chars(v928) < 64) return err([k927], "string of length " + chars(v928) + " is shorter than minLength 64");
          if (v928.length > 64 && chars(v928) > 64) return err([k927], "string of length " + chars(v928) + " is longer than maxLength 64");
        }
      }
      else if (k927 === "confirmed") {
        const v928 = x["confirmed"];
        if (!(typeof v928 === "boolean")) return err([k927], "invalid type: " + kind(v928) + ", expected boolean");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["message"] === undefined) return err([], "missing field `message`");
    if (x["expected_digest"] === undefined) return err([], "missing field `expected_digest`");
  }
  return undefined;
}

function v_WorkspaceDiffCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k929 in x) {
      if (k929 === "type") {
        const v930 = x["type"];
        if (!(typeof v930 === "string")) return err([k929], "invalid type: " + kind(v930) + ", expected string");
        if (v930 !== "workspace.diff") return err([k929], "invalid value: " + kind(v930) + ", expected the constant " + "\"workspace.diff\"");
      }
      else if (k929 === "scope") {
        const v930 = x["scope"];
        { const e931 = v_DiffScope(v930); if (e931) return within(e931, [k929]); }
      }
      else if (k929 === "path") {
        const v930 = x["path"];
        if (!(typeof v930 === "string")) return err([k929], "invalid type: " + kind(v930) + ", expected string");
      }
      else if (k929 === "session_id") {
        const v930 = x["session_id"];
        if (!(typeof v930 === "string")) return err([k929], "invalid type: " + kind(v930) + ", expected string");
      }
    }
  }
  return undefined;
}

function v_WorkspaceDiffResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k932 in x) {
      if (k932 === "payload") {
        const v933 = x["payload"];
        if (!(isObject(v933))) return err([k932], "invalid type: " + kind(v933) + ", expected object");
      }
    }
    if (x["payload"] === undefined) return err([], "missing field `payload`");
  }
  return undefined;
}

function v_WorkspaceStageCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k934 in x) {
      if (k934 === "type") {
        const v935 = x["type"];
        if (!(typeof v935 === "string")) return err([k934], "invalid type: " + kind(v935) + ", expected string");
        if (v935 !== "workspace.stage") return err([k934], "invalid value: " + kind(v935) + ", expected the constant " + "\"workspace.stage\"");
      }
      else if (k934 === "session_id") {
        const v935 = x["session_id"];
        if (!(typeof v935 === "string")) return err([k934], "invalid type: " + kind(v935) + ", expected string");
        {
          if (v935.length < 2 && chars(v935) < 1) return err([k934], "string of length " + chars(v935) + " is shorter than minLength 1");
        }
      }
      else if (k934 === "paths") {
        const v935 = x["paths"];
        if (!(Array.isArray(v935))) return err([k934], "invalid type: " + kind(v935) + ", expected array");
        {
          for (let i936 = 0; i936 < v935.length; i936++) {
            const v937 = v935[i936];
            if (!(typeof v937 === "string")) return err([k934, i936], "invalid type: " + kind(v937) + ", expected string");
          }
          if (v935.length < 1) return err([k934], "array has fewer than minItems 1");
          if (v935.length > 200) return err([k934], "array has more than maxItems 200");
        }
      }
      else if (k934 === "expected_digest") {
        const v935 = x["expected_digest"];
        if (!(typeof v935 === "string")) return err([k934], "invalid type: " + kind(v935) + ", expected string");
        {
          if (v935.length < 128 && chars(v935) < 64) return err([k934], "string of length " + chars(v935) + " is shorter than minLength 64");
          if (v935.length > 64 && chars(v935) > 64) return err([k934], "string of length " + chars(v935) + " is longer than maxLength 64");
        }
      }
      else if (k934 === "confirmed") {
        const v935 = x["confirmed"];
        if (!(typeof v935 === "boolean")) return err([k934], "invalid type: " + kind(v935) + ", expected boolean");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
    if (x["paths"] === undefined) return err([], "missing field `paths`");
    if (x["expected_digest"] === undefined) return err([], "missing field `expected_digest`");
  }
  return undefined;
}

function v_WorkspaceTrust(x) {
  if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
  if (x !== "untrusted" && x !== "trusted") return err([], "unknown variant " + kind(x) + ", expected one of `untrusted`, `trusted`");
  return undefined;
}

/** Validates a value as a `AgentBackend`. */
export function validateAgentBackend(value) {
  return result(v_AgentBackend(value), value);
}

/** Whether a value is a `AgentBackend`. */
export function isAgentBackend(value) {
  return v_AgentBackend(value) === undefined;
}

/** Validates a value as a `AgentDecisionEvent`. */
export function validateAgentDecisionEvent(value) {
  return result(v_AgentDecisionEvent(value), value);
}

/** Whether a value is a `AgentDecisionEvent`. */
export function isAgentDecisionEvent(value) {
  return v_AgentDecisionEvent(value) === undefined;
}

/** Validates a value as a `AgentMessageEvent`. */
export function validateAgentMessageEvent(value) {
  return result(v_AgentMessageEvent(value), value);
}

/** Whether a value is a `AgentMessageEvent`. */
export function isAgentMessageEvent(value) {
  return v_AgentMessageEvent(value) === undefined;
}

/** Validates a value as a `AgentRepeatNoticeEvent`. */
export function validateAgentRepeatNoticeEvent(value) {
  return result(v_AgentRepeatNoticeEvent(value), value);
}

/** Whether a value is a `AgentRepeatNoticeEvent`. */
export function isAgentRepeatNoticeEvent(value) {
  return v_AgentRepeatNoticeEvent(value) === undefined;
}

/** Validates a value as a `AgentRunCommand`. */
export function validateAgentRunCommand(value) {
  return result(v_AgentRunCommand(value), value);
}

/** Whether a value is a `AgentRunCommand`. */
export function isAgentRunCommand(value) {
  return v_AgentRunCommand(value) === undefined;
}

/** Validates a value as a `AgentRunResult`. */
export function validateAgentRunResult(value) {
  return result(v_AgentRunResult(value), value);
}

/** Whether a value is a `AgentRunResult`. */
export function isAgentRunResult(value) {
  return v_AgentRunResult(value) === undefined;
}

/** Validates a value as a `AgentSettingsGetCommand`. */
export function validateAgentSettingsGetCommand(value) {
  return result(v_AgentSettingsGetCommand(value), value);
}

/** Whether a value is a `AgentSettingsGetCommand`. */
export function isAgentSettingsGetCommand(value) {
  return v_AgentSettingsGetCommand(value) === undefined;
}

/** Validates a value as a `AgentSettingsSetCommand`. */
export function validateAgentSettingsSetCommand(value) {
  return result(v_AgentSettingsSetCommand(value), value);
}

/** Whether a value is a `AgentSettingsSetCommand`. */
export function isAgentSettingsSetCommand(value) {
  return v_AgentSettingsSetCommand(value) === undefined;
}

/** Validates a value as a `AgentStuckEvent`. */
export function validateAgentStuckEvent(value) {
  return result(v_AgentStuckEvent(value), value);
}

/** Whether a value is a `AgentStuckEvent`. */
export function isAgentStuckEvent(value) {
  return v_AgentStuckEvent(value) === undefined;
}

/** Validates a value as a `ArtifactGcCommand`. */
export function validateArtifactGcCommand(value) {
  return result(v_ArtifactGcCommand(value), value);
}

/** Whether a value is a `ArtifactGcCommand`. */
export function isArtifactGcCommand(value) {
  return v_ArtifactGcCommand(value) === undefined;
}

/** Validates a value as a `ArtifactListCommand`. */
export function validateArtifactListCommand(value) {
  return result(v_ArtifactListCommand(value), value);
}

/** Whether a value is a `ArtifactListCommand`. */
export function isArtifactListCommand(value) {
  return v_ArtifactListCommand(value) === undefined;
}

/** Validates a value as a `AttemptStatus`. */
export function validateAttemptStatus(value) {
  return result(v_AttemptStatus(value), value);
}

/** Whether a value is a `AttemptStatus`. */
export function isAttemptStatus(value) {
  return v_AttemptStatus(value) === undefined;
}

/** Validates a value as a `AuditDegradedEvent`. */
export function validateAuditDegradedEvent(value) {
  return result(v_AuditDegradedEvent(value), value);
}

/** Whether a value is a `AuditDegradedEvent`. */
export function isAuditDegradedEvent(value) {
  return v_AuditDegradedEvent(value) === undefined;
}

/** Validates a value as a `AuthorityProfile`. */
export function validateAuthorityProfile(value) {
  return result(v_AuthorityProfile(value), value);
}

/** Whether a value is a `AuthorityProfile`. */
export function isAuthorityProfile(value) {
  return v_AuthorityProfile(value) === undefined;
}

/** Validates a value as a `AuthoritySnapshot`. */
export function validateAuthoritySnapshot(value) {
  return result(v_AuthoritySnapshot(value), value);
}

/** Whether a value is a `AuthoritySnapshot`. */
export function isAuthoritySnapshot(value) {
  return v_AuthoritySnapshot(value) === undefined;
}

/** Validates a value as a `BackgroundCancelCommand`. */
export function validateBackgroundCancelCommand(value) {
  return result(v_BackgroundCancelCommand(value), value);
}

/** Whether a value is a `BackgroundCancelCommand`. */
export function isBackgroundCancelCommand(value) {
  return v_BackgroundCancelCommand(value) === undefined;
}

/** Validates a value as a `BackgroundCancelResult`. */
export function validateBackgroundCancelResult(value) {
  return result(v_BackgroundCancelResult(value), value);
}

/** Whether a value is a `BackgroundCancelResult`. */
export function isBackgroundCancelResult(value) {
  return v_BackgroundCancelResult(value) === undefined;
}

/** Validates a value as a `BackgroundGetCommand`. */
export function validateBackgroundGetCommand(value) {
  return result(v_BackgroundGetCommand(value), value);
}

/** Whether a value is a `BackgroundGetCommand`. */
export function isBackgroundGetCommand(value) {
  return v_BackgroundGetCommand(value) === undefined;
}

/** Validates a value as a `BackgroundGetResult`. */
export function validateBackgroundGetResult(value) {
  return result(v_BackgroundGetResult(value), value);
}

/** Whether a value is a `BackgroundGetResult`. */
export function isBackgroundGetResult(value) {
  return v_BackgroundGetResult(value) === undefined;
}

/** Validates a value as a `BackgroundJobFinishedEvent`. */
export function validateBackgroundJobFinishedEvent(value) {
  return result(v_BackgroundJobFinishedEvent(value), value);
}

/** Whether a value is a `BackgroundJobFinishedEvent`. */
export function isBackgroundJobFinishedEvent(value) {
  return v_BackgroundJobFinishedEvent(value) === undefined;
}

/** Validates a value as a `BackgroundJobInfo`. */
export function validateBackgroundJobInfo(value) {
  return result(v_BackgroundJobInfo(value), value);
}

/** Whether a value is a `BackgroundJobInfo`. */
export function isBackgroundJobInfo(value) {
  return v_BackgroundJobInfo(value) === undefined;
}

/** Validates a value as a `BackgroundJobStartedEvent`. */
export function validateBackgroundJobStartedEvent(value) {
  return result(v_BackgroundJobStartedEvent(value), value);
}

/** Whether a value is a `BackgroundJobStartedEvent`. */
export function isBackgroundJobStartedEvent(value) {
  return v_BackgroundJobStartedEvent(value) === undefined;
}

/** Validates a value as a `BuiltinTool`. */
export function validateBuiltinTool(value) {
  return result(v_BuiltinTool(value), value);
}

/** Whether a value is a `BuiltinTool`. */
export function isBuiltinTool(value) {
  return v_BuiltinTool(value) === undefined;
}

/** Validates a value as a `CompactStatus`. */
export function validateCompactStatus(value) {
  return result(v_CompactStatus(value), value);
}

/** Whether a value is a `CompactStatus`. */
export function isCompactStatus(value) {
  return v_CompactStatus(value) === undefined;
}

/** Validates a value as a `CompletionEvidence`. */
export function validateCompletionEvidence(value) {
  return result(v_CompletionEvidence(value), value);
}

/** Whether a value is a `CompletionEvidence`. */
export function isCompletionEvidence(value) {
  return v_CompletionEvidence(value) === undefined;
}

/** Validates a value as a `ContextBudgetEvent`. */
export function validateContextBudgetEvent(value) {
  return result(v_ContextBudgetEvent(value), value);
}

/** Whether a value is a `ContextBudgetEvent`. */
export function isContextBudgetEvent(value) {
  return v_ContextBudgetEvent(value) === undefined;
}

/** Validates a value as a `ContextCompactedEvent`. */
export function validateContextCompactedEvent(value) {
  return result(v_ContextCompactedEvent(value), value);
}

/** Whether a value is a `ContextCompactedEvent`. */
export function isContextCompactedEvent(value) {
  return v_ContextCompactedEvent(value) === undefined;
}

/** Validates a value as a `ContextCompactionCommittedEvent`. */
export function validateContextCompactionCommittedEvent(value) {
  return result(v_ContextCompactionCommittedEvent(value), value);
}

/** Whether a value is a `ContextCompactionCommittedEvent`. */
export function isContextCompactionCommittedEvent(value) {
  return v_ContextCompactionCommittedEvent(value) === undefined;
}

/** Validates a value as a `ContextCompactionStartedEvent`. */
export function validateContextCompactionStartedEvent(value) {
  return result(v_ContextCompactionStartedEvent(value), value);
}

/** Whether a value is a `ContextCompactionStartedEvent`. */
export function isContextCompactionStartedEvent(value) {
  return v_ContextCompactionStartedEvent(value) === undefined;
}

/** Validates a value as a `ContextCompactionSummaryEvent`. */
export function validateContextCompactionSummaryEvent(value) {
  return result(v_ContextCompactionSummaryEvent(value), value);
}

/** Whether a value is a `ContextCompactionSummaryEvent`. */
export function isContextCompactionSummaryEvent(value) {
  return v_ContextCompactionSummaryEvent(value) === undefined;
}

/** Validates a value as a `ContextPrefixFingerprintEvent`. */
export function validateContextPrefixFingerprintEvent(value) {
  return result(v_ContextPrefixFingerprintEvent(value), value);
}

/** Whether a value is a `ContextPrefixFingerprintEvent`. */
export function isContextPrefixFingerprintEvent(value) {
  return v_ContextPrefixFingerprintEvent(value) === undefined;
}

/** Validates a value as a `ContextRepositoryEvent`. */
export function validateContextRepositoryEvent(value) {
  return result(v_ContextRepositoryEvent(value), value);
}

/** Whether a value is a `ContextRepositoryEvent`. */
export function isContextRepositoryEvent(value) {
  return v_ContextRepositoryEvent(value) === undefined;
}

/** Validates a value as a `ContextWorkingSetEvent`. */
export function validateContextWorkingSetEvent(value) {
  return result(v_ContextWorkingSetEvent(value), value);
}

/** Whether a value is a `ContextWorkingSetEvent`. */
export function isContextWorkingSetEvent(value) {
  return v_ContextWorkingSetEvent(value) === undefined;
}

/** Validates a value as a `CoreAuthenticateCommand`. */
export function validateCoreAuthenticateCommand(value) {
  return result(v_CoreAuthenticateCommand(value), value);
}

/** Whether a value is a `CoreAuthenticateCommand`. */
export function isCoreAuthenticateCommand(value) {
  return v_CoreAuthenticateCommand(value) === undefined;
}

/** Validates a value as a `CoreAuthenticateResult`. */
export function validateCoreAuthenticateResult(value) {
  return result(v_CoreAuthenticateResult(value), value);
}

/** Whether a value is a `CoreAuthenticateResult`. */
export function isCoreAuthenticateResult(value) {
  return v_CoreAuthenticateResult(value) === undefined;
}

/** Validates a value as a `CoreShutdownCommand`. */
export function validateCoreShutdownCommand(value) {
  return result(v_CoreShutdownCommand(value), value);
}

/** Whether a value is a `CoreShutdownCommand`. */
export function isCoreShutdownCommand(value) {
  return v_CoreShutdownCommand(value) === undefined;
}

/** Validates a value as a `CoreStartedEvent`. */
export function validateCoreStartedEvent(value) {
  return result(v_CoreStartedEvent(value), value);
}

/** Whether a value is a `CoreStartedEvent`. */
export function isCoreStartedEvent(value) {
  return v_CoreStartedEvent(value) === undefined;
}

/** Validates a value as a `CoreWorkspaceChangedEvent`. */
export function validateCoreWorkspaceChangedEvent(value) {
  return result(v_CoreWorkspaceChangedEvent(value), value);
}

/** Whether a value is a `CoreWorkspaceChangedEvent`. */
export function isCoreWorkspaceChangedEvent(value) {
  return v_CoreWorkspaceChangedEvent(value) === undefined;
}

/** Validates a value as a `CredentialSource`. */
export function validateCredentialSource(value) {
  return result(v_CredentialSource(value), value);
}

/** Whether a value is a `CredentialSource`. */
export function isCredentialSource(value) {
  return v_CredentialSource(value) === undefined;
}

/** Validates a value as a `DecisionIntent`. */
export function validateDecisionIntent(value) {
  return result(v_DecisionIntent(value), value);
}

/** Whether a value is a `DecisionIntent`. */
export function isDecisionIntent(value) {
  return v_DecisionIntent(value) === undefined;
}

/** Validates a value as a `DeliveryMode`. */
export function validateDeliveryMode(value) {
  return result(v_DeliveryMode(value), value);
}

/** Whether a value is a `DeliveryMode`. */
export function isDeliveryMode(value) {
  return v_DeliveryMode(value) === undefined;
}

/** Validates a value as a `DiagnosticsStatus`. */
export function validateDiagnosticsStatus(value) {
  return result(v_DiagnosticsStatus(value), value);
}

/** Whether a value is a `DiagnosticsStatus`. */
export function isDiagnosticsStatus(value) {
  return v_DiagnosticsStatus(value) === undefined;
}

/** Validates a value as a `DiffScope`. */
export function validateDiffScope(value) {
  return result(v_DiffScope(value), value);
}

/** Whether a value is a `DiffScope`. */
export function isDiffScope(value) {
  return v_DiffScope(value) === undefined;
}

/** Validates a value as a `EventPushEnvelope`. */
export function validateEventPushEnvelope(value) {
  return result(v_EventPushEnvelope(value), value);
}

/** Whether a value is a `EventPushEnvelope`. */
export function isEventPushEnvelope(value) {
  return v_EventPushEnvelope(value) === undefined;
}

/** Validates a value as a `EventReplayCommand`. */
export function validateEventReplayCommand(value) {
  return result(v_EventReplayCommand(value), value);
}

/** Whether a value is a `EventReplayCommand`. */
export function isEventReplayCommand(value) {
  return v_EventReplayCommand(value) === undefined;
}

/** Validates a value as a `EventReplayResult`. */
export function validateEventReplayResult(value) {
  return result(v_EventReplayResult(value), value);
}

/** Whether a value is a `EventReplayResult`. */
export function isEventReplayResult(value) {
  return v_EventReplayResult(value) === undefined;
}

/** Validates a value as a `EventSubscribeCommand`. */
export function validateEventSubscribeCommand(value) {
  return result(v_EventSubscribeCommand(value), value);
}

/** Whether a value is a `EventSubscribeCommand`. */
export function isEventSubscribeCommand(value) {
  return v_EventSubscribeCommand(value) === undefined;
}

/** Validates a value as a `EventSubscribeResult`. */
export function validateEventSubscribeResult(value) {
  return result(v_EventSubscribeResult(value), value);
}

/** Whether a value is a `EventSubscribeResult`. */
export function isEventSubscribeResult(value) {
  return v_EventSubscribeResult(value) === undefined;
}

/** Validates a value as a `EventUnsubscribeCommand`. */
export function validateEventUnsubscribeCommand(value) {
  return result(v_EventUnsubscribeCommand(value), value);
}

/** Whether a value is a `EventUnsubscribeCommand`. */
export function isEventUnsubscribeCommand(value) {
  return v_EventUnsubscribeCommand(value) === undefined;
}

/** Validates a value as a `EventUnsubscribeResult`. */
export function validateEventUnsubscribeResult(value) {
  return result(v_EventUnsubscribeResult(value), value);
}

/** Whether a value is a `EventUnsubscribeResult`. */
export function isEventUnsubscribeResult(value) {
  return v_EventUnsubscribeResult(value) === undefined;
}

/** Validates a value as a `ExportFormat`. */
export function validateExportFormat(value) {
  return result(v_ExportFormat(value), value);
}

/** Whether a value is a `ExportFormat`. */
export function isExportFormat(value) {
  return v_ExportFormat(value) === undefined;
}

/** Validates a value as a `ExtensionNotificationEvent`. */
export function validateExtensionNotificationEvent(value) {
  return result(v_ExtensionNotificationEvent(value), value);
}

/** Whether a value is a `ExtensionNotificationEvent`. */
export function isExtensionNotificationEvent(value) {
  return v_ExtensionNotificationEvent(value) === undefined;
}

/** Validates a value as a `ExtensionUiKind`. */
export function validateExtensionUiKind(value) {
  return result(v_ExtensionUiKind(value), value);
}

/** Whether a value is a `ExtensionUiKind`. */
export function isExtensionUiKind(value) {
  return v_ExtensionUiKind(value) === undefined;
}

/** Validates a value as a `ExtensionUiUpdatedEvent`. */
export function validateExtensionUiUpdatedEvent(value) {
  return result(v_ExtensionUiUpdatedEvent(value), value);
}

/** Whether a value is a `ExtensionUiUpdatedEvent`. */
export function isExtensionUiUpdatedEvent(value) {
  return v_ExtensionUiUpdatedEvent(value) === undefined;
}

/** Validates a value as a `FailureCategory`. */
export function validateFailureCategory(value) {
  return result(v_FailureCategory(value), value);
}

/** Whether a value is a `FailureCategory`. */
export function isFailureCategory(value) {
  return v_FailureCategory(value) === undefined;
}

/** Validates a value as a `GoalActionResult`. */
export function validateGoalActionResult(value) {
  return result(v_GoalActionResult(value), value);
}

/** Whether a value is a `GoalActionResult`. */
export function isGoalActionResult(value) {
  return v_GoalActionResult(value) === undefined;
}

/** Validates a value as a `GoalClearCommand`. */
export function validateGoalClearCommand(value) {
  return result(v_GoalClearCommand(value), value);
}

/** Whether a value is a `GoalClearCommand`. */
export function isGoalClearCommand(value) {
  return v_GoalClearCommand(value) === undefined;
}

/** Validates a value as a `GoalCompleteCommand`. */
export function validateGoalCompleteCommand(value) {
  return result(v_GoalCompleteCommand(value), value);
}

/** Whether a value is a `GoalCompleteCommand`. */
export function isGoalCompleteCommand(value) {
  return v_GoalCompleteCommand(value) === undefined;
}

/** Validates a value as a `GoalContinueDecision`. */
export function validateGoalContinueDecision(value) {
  return result(v_GoalContinueDecision(value), value);
}

/** Whether a value is a `GoalContinueDecision`. */
export function isGoalContinueDecision(value) {
  return v_GoalContinueDecision(value) === undefined;
}

/** Validates a value as a `GoalContinueDecisionCommand`. */
export function validateGoalContinueDecisionCommand(value) {
  return result(v_GoalContinueDecisionCommand(value), value);
}

/** Whether a value is a `GoalContinueDecisionCommand`. */
export function isGoalContinueDecisionCommand(value) {
  return v_GoalContinueDecisionCommand(value) === undefined;
}

/** Validates a value as a `GoalContinueDecisionEvent`. */
export function validateGoalContinueDecisionEvent(value) {
  return result(v_GoalContinueDecisionEvent(value), value);
}

/** Whether a value is a `GoalContinueDecisionEvent`. */
export function isGoalContinueDecisionEvent(value) {
  return v_GoalContinueDecisionEvent(value) === undefined;
}

/** Validates a value as a `GoalContinueDecisionResult`. */
export function validateGoalContinueDecisionResult(value) {
  return result(v_GoalContinueDecisionResult(value), value);
}

/** Whether a value is a `GoalContinueDecisionResult`. */
export function isGoalContinueDecisionResult(value) {
  return v_GoalContinueDecisionResult(value) === undefined;
}

/** Validates a value as a `GoalCreateCommand`. */
export function validateGoalCreateCommand(value) {
  return result(v_GoalCreateCommand(value), value);
}

/** Whether a value is a `GoalCreateCommand`. */
export function isGoalCreateCommand(value) {
  return v_GoalCreateCommand(value) === undefined;
}

/** Validates a value as a `GoalCreateResult`. */
export function validateGoalCreateResult(value) {
  return result(v_GoalCreateResult(value), value);
}

/** Whether a value is a `GoalCreateResult`. */
export function isGoalCreateResult(value) {
  return v_GoalCreateResult(value) === undefined;
}

/** Validates a value as a `GoalEditCommand`. */
export function validateGoalEditCommand(value) {
  return result(v_GoalEditCommand(value), value);
}

/** Whether a value is a `GoalEditCommand`. */
export function isGoalEditCommand(value) {
  return v_GoalEditCommand(value) === undefined;
}

/** Validates a value as a `GoalGetCommand`. */
export function validateGoalGetCommand(value) {
  return result(v_GoalGetCommand(value), value);
}

/** Whether a value is a `GoalGetCommand`. */
export function isGoalGetCommand(value) {
  return v_GoalGetCommand(value) === undefined;
}

/** Validates a value as a `GoalGetResult`. */
export function validateGoalGetResult(value) {
  return result(v_GoalGetResult(value), value);
}

/** Whether a value is a `GoalGetResult`. */
export function isGoalGetResult(value) {
  return v_GoalGetResult(value) === undefined;
}

/** Validates a value as a `GoalListCommand`. */
export function validateGoalListCommand(value) {
  return result(v_GoalListCommand(value), value);
}

/** Whether a value is a `GoalListCommand`. */
export function isGoalListCommand(value) {
  return v_GoalListCommand(value) === undefined;
}

/** Validates a value as a `GoalListResult`. */
export function validateGoalListResult(value) {
  return result(v_GoalListResult(value), value);
}

/** Whether a value is a `GoalListResult`. */
export function isGoalListResult(value) {
  return v_GoalListResult(value) === undefined;
}

/** Validates a value as a `GoalPauseCommand`. */
export function validateGoalPauseCommand(value) {
  return result(v_GoalPauseCommand(value), value);
}

/** Whether a value is a `GoalPauseCommand`. */
export function isGoalPauseCommand(value) {
  return v_GoalPauseCommand(value) === undefined;
}

/** Validates a value as a `GoalRecord`. */
export function validateGoalRecord(value) {
  return result(v_GoalRecord(value), value);
}

/** Whether a value is a `GoalRecord`. */
export function isGoalRecord(value) {
  return v_GoalRecord(value) === undefined;
}

/** Validates a value as a `GoalResumeCommand`. */
export function validateGoalResumeCommand(value) {
  return result(v_GoalResumeCommand(value), value);
}

/** Whether a value is a `GoalResumeCommand`. */
export function isGoalResumeCommand(value) {
  return v_GoalResumeCommand(value) === undefined;
}

/** Validates a value as a `GoalStatus`. */
export function validateGoalStatus(value) {
  return result(v_GoalStatus(value), value);
}

/** Whether a value is a `GoalStatus`. */
export function isGoalStatus(value) {
  return v_GoalStatus(value) === undefined;
}

/** Validates a value as a `GoalTimelineEntry`. */
export function validateGoalTimelineEntry(value) {
  return result(v_GoalTimelineEntry(value), value);
}

/** Whether a value is a `GoalTimelineEntry`. */
export function isGoalTimelineEntry(value) {
  return v_GoalTimelineEntry(value) === undefined;
}

/** Validates a value as a `HookAuditInfo`. */
export function validateHookAuditInfo(value) {
  return result(v_HookAuditInfo(value), value);
}

/** Whether a value is a `HookAuditInfo`. */
export function isHookAuditInfo(value) {
  return v_HookAuditInfo(value) === undefined;
}

/** Validates a value as a `HookConfigInfo`. */
export function validateHookConfigInfo(value) {
  return result(v_HookConfigInfo(value), value);
}

/** Whether a value is a `HookConfigInfo`. */
export function isHookConfigInfo(value) {
  return v_HookConfigInfo(value) === undefined;
}

/** Validates a value as a `HookExecutedEvent`. */
export function validateHookExecutedEvent(value) {
  return result(v_HookExecutedEvent(value), value);
}

/** Whether a value is a `HookExecutedEvent`. */
export function isHookExecutedEvent(value) {
  return v_HookExecutedEvent(value) === undefined;
}

/** Validates a value as a `HookRerunCommand`. */
export function validateHookRerunCommand(value) {
  return result(v_HookRerunCommand(value), value);
}

/** Whether a value is a `HookRerunCommand`. */
export function isHookRerunCommand(value) {
  return v_HookRerunCommand(value) === undefined;
}

/** Validates a value as a `HookRerunResult`. */
export function validateHookRerunResult(value) {
  return result(v_HookRerunResult(value), value);
}

/** Whether a value is a `HookRerunResult`. */
export function isHookRerunResult(value) {
  return v_HookRerunResult(value) === undefined;
}

/** Validates a value as a `HooksListCommand`. */
export function validateHooksListCommand(value) {
  return result(v_HooksListCommand(value), value);
}

/** Whether a value is a `HooksListCommand`. */
export function isHooksListCommand(value) {
  return v_HooksListCommand(value) === undefined;
}

/** Validates a value as a `HooksListResult`. */
export function validateHooksListResult(value) {
  return result(v_HooksListResult(value), value);
}

/** Whether a value is a `HooksListResult`. */
export function isHooksListResult(value) {
  return v_HooksListResult(value) === undefined;
}

/** Validates a value as a `ImageArtifactInput`. */
export function validateImageArtifactInput(value) {
  return result(v_ImageArtifactInput(value), value);
}

/** Whether a value is a `ImageArtifactInput`. */
export function isImageArtifactInput(value) {
  return v_ImageArtifactInput(value) === undefined;
}

/** Validates a value as a `JsonValue`. */
export function validateJsonValue(value) {
  return result(v_JsonValue(value), value);
}

/** Whether a value is a `JsonValue`. */
export function isJsonValue(value) {
  return v_JsonValue(value) === undefined;
}

/** Validates a value as a `LlmAttemptFinishedEvent`. */
export function validateLlmAttemptFinishedEvent(value) {
  return result(v_LlmAttemptFinishedEvent(value), value);
}

/** Whether a value is a `LlmAttemptFinishedEvent`. */
export function isLlmAttemptFinishedEvent(value) {
  return v_LlmAttemptFinishedEvent(value) === undefined;
}

/** Validates a value as a `LlmModelSelectedEvent`. */
export function validateLlmModelSelectedEvent(value) {
  return result(v_LlmModelSelectedEvent(value), value);
}

/** Whether a value is a `LlmModelSelectedEvent`. */
export function isLlmModelSelectedEvent(value) {
  return v_LlmModelSelectedEvent(value) === undefined;
}

/** Validates a value as a `LlmReasoningEvent`. */
export function validateLlmReasoningEvent(value) {
  return result(v_LlmReasoningEvent(value), value);
}

/** Whether a value is a `LlmReasoningEvent`. */
export function isLlmReasoningEvent(value) {
  return v_LlmReasoningEvent(value) === undefined;
}

/** Validates a value as a `LlmRequestPreparedEvent`. */
export function validateLlmRequestPreparedEvent(value) {
  return result(v_LlmRequestPreparedEvent(value), value);
}

/** Whether a value is a `LlmRequestPreparedEvent`. */
export function isLlmRequestPreparedEvent(value) {
  return v_LlmRequestPreparedEvent(value) === undefined;
}

/** Validates a value as a `LlmRetryEvent`. */
export function validateLlmRetryEvent(value) {
  return result(v_LlmRetryEvent(value), value);
}

/** Whether a value is a `LlmRetryEvent`. */
export function isLlmRetryEvent(value) {
  return v_LlmRetryEvent(value) === undefined;
}

/** Validates a value as a `LlmRouteSelectedEvent`. */
export function validateLlmRouteSelectedEvent(value) {
  return result(v_LlmRouteSelectedEvent(value), value);
}

/** Whether a value is a `LlmRouteSelectedEvent`. */
export function isLlmRouteSelectedEvent(value) {
  return v_LlmRouteSelectedEvent(value) === undefined;
}

/** Validates a value as a `LlmTokenEvent`. */
export function validateLlmTokenEvent(value) {
  return result(v_LlmTokenEvent(value), value);
}

/** Whether a value is a `LlmTokenEvent`. */
export function isLlmTokenEvent(value) {
  return v_LlmTokenEvent(value) === undefined;
}

/** Validates a value as a `LlmUsageEvent`. */
export function validateLlmUsageEvent(value) {
  return result(v_LlmUsageEvent(value), value);
}

/** Whether a value is a `LlmUsageEvent`. */
export function isLlmUsageEvent(value) {
  return v_LlmUsageEvent(value) === undefined;
}

/** Validates a value as a `LogLineEvent`. */
export function validateLogLineEvent(value) {
  return result(v_LogLineEvent(value), value);
}

/** Whether a value is a `LogLineEvent`. */
export function isLogLineEvent(value) {
  return v_LogLineEvent(value) === undefined;
}

/** Validates a value as a `LspDiagnosticsEvent`. */
export function validateLspDiagnosticsEvent(value) {
  return result(v_LspDiagnosticsEvent(value), value);
}

/** Whether a value is a `LspDiagnosticsEvent`. */
export function isLspDiagnosticsEvent(value) {
  return v_LspDiagnosticsEvent(value) === undefined;
}

/** Validates a value as a `McpListCommand`. */
export function validateMcpListCommand(value) {
  return result(v_McpListCommand(value), value);
}

/** Whether a value is a `McpListCommand`. */
export function isMcpListCommand(value) {
  return v_McpListCommand(value) === undefined;
}

/** Validates a value as a `McpListResult`. */
export function validateMcpListResult(value) {
  return result(v_McpListResult(value), value);
}

/** Whether a value is a `McpListResult`. */
export function isMcpListResult(value) {
  return v_McpListResult(value) === undefined;
}

/** Validates a value as a `McpServerInfo`. */
export function validateMcpServerInfo(value) {
  return result(v_McpServerInfo(value), value);
}

/** Whether a value is a `McpServerInfo`. */
export function isMcpServerInfo(value) {
  return v_McpServerInfo(value) === undefined;
}

/** Validates a value as a `MemoryAddCommand`. */
export function validateMemoryAddCommand(value) {
  return result(v_MemoryAddCommand(value), value);
}

/** Whether a value is a `MemoryAddCommand`. */
export function isMemoryAddCommand(value) {
  return v_MemoryAddCommand(value) === undefined;
}

/** Validates a value as a `MemoryAutoSave`. */
export function validateMemoryAutoSave(value) {
  return result(v_MemoryAutoSave(value), value);
}

/** Whether a value is a `MemoryAutoSave`. */
export function isMemoryAutoSave(value) {
  return v_MemoryAutoSave(value) === undefined;
}

/** Validates a value as a `MemoryDeleteCommand`. */
export function validateMemoryDeleteCommand(value) {
  return result(v_MemoryDeleteCommand(value), value);
}

/** Whether a value is a `MemoryDeleteCommand`. */
export function isMemoryDeleteCommand(value) {
  return v_MemoryDeleteCommand(value) === undefined;
}

/** Validates a value as a `MemoryDeleteResult`. */
export function validateMemoryDeleteResult(value) {
  return result(v_MemoryDeleteResult(value), value);
}

/** Whether a value is a `MemoryDeleteResult`. */
export function isMemoryDeleteResult(value) {
  return v_MemoryDeleteResult(value) === undefined;
}

/** Validates a value as a `MemoryEditCommand`. */
export function validateMemoryEditCommand(value) {
  return result(v_MemoryEditCommand(value), value);
}

/** Whether a value is a `MemoryEditCommand`. */
export function isMemoryEditCommand(value) {
  return v_MemoryEditCommand(value) === undefined;
}

/** Validates a value as a `MemoryExpireCommand`. */
export function validateMemoryExpireCommand(value) {
  return result(v_MemoryExpireCommand(value), value);
}

/** Whether a value is a `MemoryExpireCommand`. */
export function isMemoryExpireCommand(value) {
  return v_MemoryExpireCommand(value) === undefined;
}

/** Validates a value as a `MemoryInfo`. */
export function validateMemoryInfo(value) {
  return result(v_MemoryInfo(value), value);
}

/** Whether a value is a `MemoryInfo`. */
export function isMemoryInfo(value) {
  return v_MemoryInfo(value) === undefined;
}

/** Validates a value as a `MemoryListCommand`. */
export function validateMemoryListCommand(value) {
  return result(v_MemoryListCommand(value), value);
}

/** Whether a value is a `MemoryListCommand`. */
export function isMemoryListCommand(value) {
  return v_MemoryListCommand(value) === undefined;
}

/** Validates a value as a `MemoryListResult`. */
export function validateMemoryListResult(value) {
  return result(v_MemoryListResult(value), value);
}

/** Whether a value is a `MemoryListResult`. */
export function isMemoryListResult(value) {
  return v_MemoryListResult(value) === undefined;
}

/** Validates a value as a `MemoryPinCommand`. */
export function validateMemoryPinCommand(value) {
  return result(v_MemoryPinCommand(value), value);
}

/** Whether a value is a `MemoryPinCommand`. */
export function isMemoryPinCommand(value) {
  return v_MemoryPinCommand(value) === undefined;
}

/** Validates a value as a `MemorySettingsGetCommand`. */
export function validateMemorySettingsGetCommand(value) {
  return result(v_MemorySettingsGetCommand(value), value);
}

/** Whether a value is a `MemorySettingsGetCommand`. */
export function isMemorySettingsGetCommand(value) {
  return v_MemorySettingsGetCommand(value) === undefined;
}

/** Validates a value as a `MemorySettingsInfo`. */
export function validateMemorySettingsInfo(value) {
  return result(v_MemorySettingsInfo(value), value);
}

/** Whether a value is a `MemorySettingsInfo`. */
export function isMemorySettingsInfo(value) {
  return v_MemorySettingsInfo(value) === undefined;
}

/** Validates a value as a `MemorySettingsSetCommand`. */
export function validateMemorySettingsSetCommand(value) {
  return result(v_MemorySettingsSetCommand(value), value);
}

/** Whether a value is a `MemorySettingsSetCommand`. */
export function isMemorySettingsSetCommand(value) {
  return v_MemorySettingsSetCommand(value) === undefined;
}

/** Validates a value as a `MemoryType`. */
export function validateMemoryType(value) {
  return result(v_MemoryType(value), value);
}

/** Whether a value is a `MemoryType`. */
export function isMemoryType(value) {
  return v_MemoryType(value) === undefined;
}

/** Validates a value as a `MessagePhase`. */
export function validateMessagePhase(value) {
  return result(v_MessagePhase(value), value);
}

/** Whether a value is a `MessagePhase`. */
export function isMessagePhase(value) {
  return v_MessagePhase(value) === undefined;
}

/** Validates a value as a `NotificationSeverity`. */
export function validateNotificationSeverity(value) {
  return result(v_NotificationSeverity(value), value);
}

/** Whether a value is a `NotificationSeverity`. */
export function isNotificationSeverity(value) {
  return v_NotificationSeverity(value) === undefined;
}

/** Validates a value as a `PermissionDeniedEvent`. */
export function validatePermissionDeniedEvent(value) {
  return result(v_PermissionDeniedEvent(value), value);
}

/** Whether a value is a `PermissionDeniedEvent`. */
export function isPermissionDeniedEvent(value) {
  return v_PermissionDeniedEvent(value) === undefined;
}

/** Validates a value as a `PermissionGrantedEvent`. */
export function validatePermissionGrantedEvent(value) {
  return result(v_PermissionGrantedEvent(value), value);
}

/** Whether a value is a `PermissionGrantedEvent`. */
export function isPermissionGrantedEvent(value) {
  return v_PermissionGrantedEvent(value) === undefined;
}

/** Validates a value as a `PermissionMode`. */
export function validatePermissionMode(value) {
  return result(v_PermissionMode(value), value);
}

/** Whether a value is a `PermissionMode`. */
export function isPermissionMode(value) {
  return v_PermissionMode(value) === undefined;
}

/** Validates a value as a `PermissionRequestedEvent`. */
export function validatePermissionRequestedEvent(value) {
  return result(v_PermissionRequestedEvent(value), value);
}

/** Whether a value is a `PermissionRequestedEvent`. */
export function isPermissionRequestedEvent(value) {
  return v_PermissionRequestedEvent(value) === undefined;
}

/** Validates a value as a `PermissionRespondCommand`. */
export function validatePermissionRespondCommand(value) {
  return result(v_PermissionRespondCommand(value), value);
}

/** Whether a value is a `PermissionRespondCommand`. */
export function isPermissionRespondCommand(value) {
  return v_PermissionRespondCommand(value) === undefined;
}

/** Validates a value as a `PermissionRespondResult`. */
export function validatePermissionRespondResult(value) {
  return result(v_PermissionRespondResult(value), value);
}

/** Whether a value is a `PermissionRespondResult`. */
export function isPermissionRespondResult(value) {
  return v_PermissionRespondResult(value) === undefined;
}

/** Validates a value as a `PingCommand`. */
export function validatePingCommand(value) {
  return result(v_PingCommand(value), value);
}

/** Whether a value is a `PingCommand`. */
export function isPingCommand(value) {
  return v_PingCommand(value) === undefined;
}

/** Validates a value as a `PlanDecision`. */
export function validatePlanDecision(value) {
  return result(v_PlanDecision(value), value);
}

/** Whether a value is a `PlanDecision`. */
export function isPlanDecision(value) {
  return v_PlanDecision(value) === undefined;
}

/** Validates a value as a `PlanReadyEvent`. */
export function validatePlanReadyEvent(value) {
  return result(v_PlanReadyEvent(value), value);
}

/** Whether a value is a `PlanReadyEvent`. */
export function isPlanReadyEvent(value) {
  return v_PlanReadyEvent(value) === undefined;
}

/** Validates a value as a `PlanResolvedEvent`. */
export function validatePlanResolvedEvent(value) {
  return result(v_PlanResolvedEvent(value), value);
}

/** Whether a value is a `PlanResolvedEvent`. */
export function isPlanResolvedEvent(value) {
  return v_PlanResolvedEvent(value) === undefined;
}

/** Validates a value as a `PlanRespondCommand`. */
export function validatePlanRespondCommand(value) {
  return result(v_PlanRespondCommand(value), value);
}

/** Whether a value is a `PlanRespondCommand`. */
export function isPlanRespondCommand(value) {
  return v_PlanRespondCommand(value) === undefined;
}

/** Validates a value as a `PlanRespondResult`. */
export function validatePlanRespondResult(value) {
  return result(v_PlanRespondResult(value), value);
}

/** Whether a value is a `PlanRespondResult`. */
export function isPlanRespondResult(value) {
  return v_PlanRespondResult(value) === undefined;
}

/** Validates a value as a `PlanStepState`. */
export function validatePlanStepState(value) {
  return result(v_PlanStepState(value), value);
}

/** Whether a value is a `PlanStepState`. */
export function isPlanStepState(value) {
  return v_PlanStepState(value) === undefined;
}

/** Validates a value as a `PlanStepStatus`. */
export function validatePlanStepStatus(value) {
  return result(v_PlanStepStatus(value), value);
}

/** Whether a value is a `PlanStepStatus`. */
export function isPlanStepStatus(value) {
  return v_PlanStepStatus(value) === undefined;
}

/** Validates a value as a `PlanUpdatedEvent`. */
export function validatePlanUpdatedEvent(value) {
  return result(v_PlanUpdatedEvent(value), value);
}

/** Whether a value is a `PlanUpdatedEvent`. */
export function isPlanUpdatedEvent(value) {
  return v_PlanUpdatedEvent(value) === undefined;
}

/** Validates a value as a `PongResult`. */
export function validatePongResult(value) {
  return result(v_PongResult(value), value);
}

/** Whether a value is a `PongResult`. */
export function isPongResult(value) {
  return v_PongResult(value) === undefined;
}

/** Validates a value as a `ProjectActivateCommand`. */
export function validateProjectActivateCommand(value) {
  return result(v_ProjectActivateCommand(value), value);
}

/** Whether a value is a `ProjectActivateCommand`. */
export function isProjectActivateCommand(value) {
  return v_ProjectActivateCommand(value) === undefined;
}

/** Validates a value as a `ProjectOpenCommand`. */
export function validateProjectOpenCommand(value) {
  return result(v_ProjectOpenCommand(value), value);
}

/** Whether a value is a `ProjectOpenCommand`. */
export function isProjectOpenCommand(value) {
  return v_ProjectOpenCommand(value) === undefined;
}

/** Validates a value as a `QuestionMode`. */
export function validateQuestionMode(value) {
  return result(v_QuestionMode(value), value);
}

/** Whether a value is a `QuestionMode`. */
export function isQuestionMode(value) {
  return v_QuestionMode(value) === undefined;
}

/** Validates a value as a `RecoveryAvailableEvent`. */
export function validateRecoveryAvailableEvent(value) {
  return result(v_RecoveryAvailableEvent(value), value);
}

/** Whether a value is a `RecoveryAvailableEvent`. */
export function isRecoveryAvailableEvent(value) {
  return v_RecoveryAvailableEvent(value) === undefined;
}

/** Validates a value as a `RecoveryResolvedEvent`. */
export function validateRecoveryResolvedEvent(value) {
  return result(v_RecoveryResolvedEvent(value), value);
}

/** Whether a value is a `RecoveryResolvedEvent`. */
export function isRecoveryResolvedEvent(value) {
  return v_RecoveryResolvedEvent(value) === undefined;
}

/** Validates a value as a `RetryKind`. */
export function validateRetryKind(value) {
  return result(v_RetryKind(value), value);
}

/** Whether a value is a `RetryKind`. */
export function isRetryKind(value) {
  return v_RetryKind(value) === undefined;
}

/** Validates a value as a `RouteReceipt`. */
export function validateRouteReceipt(value) {
  return result(v_RouteReceipt(value), value);
}

/** Whether a value is a `RouteReceipt`. */
export function isRouteReceipt(value) {
  return v_RouteReceipt(value) === undefined;
}

/** Validates a value as a `RunCancelCommand`. */
export function validateRunCancelCommand(value) {
  return result(v_RunCancelCommand(value), value);
}

/** Whether a value is a `RunCancelCommand`. */
export function isRunCancelCommand(value) {
  return v_RunCancelCommand(value) === undefined;
}

/** Validates a value as a `RunCancelResult`. */
export function validateRunCancelResult(value) {
  return result(v_RunCancelResult(value), value);
}

/** Whether a value is a `RunCancelResult`. */
export function isRunCancelResult(value) {
  return v_RunCancelResult(value) === undefined;
}

/** Validates a value as a `RunFinishedEvent`. */
export function validateRunFinishedEvent(value) {
  return result(v_RunFinishedEvent(value), value);
}

/** Whether a value is a `RunFinishedEvent`. */
export function isRunFinishedEvent(value) {
  return v_RunFinishedEvent(value) === undefined;
}

/** Validates a value as a `RunKind`. */
export function validateRunKind(value) {
  return result(v_RunKind(value), value);
}

/** Whether a value is a `RunKind`. */
export function isRunKind(value) {
  return v_RunKind(value) === undefined;
}

/** Validates a value as a `RunOutcome`. */
export function validateRunOutcome(value) {
  return result(v_RunOutcome(value), value);
}

/** Whether a value is a `RunOutcome`. */
export function isRunOutcome(value) {
  return v_RunOutcome(value) === undefined;
}

/** Validates a value as a `RunPhase`. */
export function validateRunPhase(value) {
  return result(v_RunPhase(value), value);
}

/** Whether a value is a `RunPhase`. */
export function isRunPhase(value) {
  return v_RunPhase(value) === undefined;
}

/** Validates a value as a `RunPhaseChangedEvent`. */
export function validateRunPhaseChangedEvent(value) {
  return result(v_RunPhaseChangedEvent(value), value);
}

/** Whether a value is a `RunPhaseChangedEvent`. */
export function isRunPhaseChangedEvent(value) {
  return v_RunPhaseChangedEvent(value) === undefined;
}

/** Validates a value as a `RunStartedEvent`. */
export function validateRunStartedEvent(value) {
  return result(v_RunStartedEvent(value), value);
}

/** Whether a value is a `RunStartedEvent`. */
export function isRunStartedEvent(value) {
  return v_RunStartedEvent(value) === undefined;
}

/** Validates a value as a `RunSteerCommand`. */
export function validateRunSteerCommand(value) {
  return result(v_RunSteerCommand(value), value);
}

/** Whether a value is a `RunSteerCommand`. */
export function isRunSteerCommand(value) {
  return v_RunSteerCommand(value) === undefined;
}

/** Validates a value as a `RunSteerResult`. */
export function validateRunSteerResult(value) {
  return result(v_RunSteerResult(value), value);
}

/** Whether a value is a `RunSteerResult`. */
export function isRunSteerResult(value) {
  return v_RunSteerResult(value) === undefined;
}

/** Validates a value as a `RunSteeredEvent`. */
export function validateRunSteeredEvent(value) {
  return result(v_RunSteeredEvent(value), value);
}

/** Whether a value is a `RunSteeredEvent`. */
export function isRunSteeredEvent(value) {
  return v_RunSteeredEvent(value) === undefined;
}

/** Validates a value as a `RuntimeCapabilitiesCommand`. */
export function validateRuntimeCapabilitiesCommand(value) {
  return result(v_RuntimeCapabilitiesCommand(value), value);
}

/** Whether a value is a `RuntimeCapabilitiesCommand`. */
export function isRuntimeCapabilitiesCommand(value) {
  return v_RuntimeCapabilitiesCommand(value) === undefined;
}

/** Validates a value as a `RuntimeCapabilitiesResult`. */
export function validateRuntimeCapabilitiesResult(value) {
  return result(v_RuntimeCapabilitiesResult(value), value);
}

/** Whether a value is a `RuntimeCapabilitiesResult`. */
export function isRuntimeCapabilitiesResult(value) {
  return v_RuntimeCapabilitiesResult(value) === undefined;
}

/** Validates a value as a `RuntimeEventAppendedEvent`. */
export function validateRuntimeEventAppendedEvent(value) {
  return result(v_RuntimeEventAppendedEvent(value), value);
}

/** Whether a value is a `RuntimeEventAppendedEvent`. */
export function isRuntimeEventAppendedEvent(value) {
  return v_RuntimeEventAppendedEvent(value) === undefined;
}

/** Validates a value as a `RuntimeEventRecord`. */
export function validateRuntimeEventRecord(value) {
  return result(v_RuntimeEventRecord(value), value);
}

/** Whether a value is a `RuntimeEventRecord`. */
export function isRuntimeEventRecord(value) {
  return v_RuntimeEventRecord(value) === undefined;
}

/** Validates a value as a `RuntimeFeatureFlags`. */
export function validateRuntimeFeatureFlags(value) {
  return result(v_RuntimeFeatureFlags(value), value);
}

/** Whether a value is a `RuntimeFeatureFlags`. */
export function isRuntimeFeatureFlags(value) {
  return v_RuntimeFeatureFlags(value) === undefined;
}

/** Validates a value as a `RuntimeMode`. */
export function validateRuntimeMode(value) {
  return result(v_RuntimeMode(value), value);
}

/** Whether a value is a `RuntimeMode`. */
export function isRuntimeMode(value) {
  return v_RuntimeMode(value) === undefined;
}

/** Validates a value as a `RuntimeSandboxStatus`. */
export function validateRuntimeSandboxStatus(value) {
  return result(v_RuntimeSandboxStatus(value), value);
}

/** Whether a value is a `RuntimeSandboxStatus`. */
export function isRuntimeSandboxStatus(value) {
  return v_RuntimeSandboxStatus(value) === undefined;
}

/** Validates a value as a `SandboxCapability`. */
export function validateSandboxCapability(value) {
  return result(v_SandboxCapability(value), value);
}

/** Whether a value is a `SandboxCapability`. */
export function isSandboxCapability(value) {
  return v_SandboxCapability(value) === undefined;
}

/** Validates a value as a `SandboxEnforcement`. */
export function validateSandboxEnforcement(value) {
  return result(v_SandboxEnforcement(value), value);
}

/** Whether a value is a `SandboxEnforcement`. */
export function isSandboxEnforcement(value) {
  return v_SandboxEnforcement(value) === undefined;
}

/** Validates a value as a `SandboxKind`. */
export function validateSandboxKind(value) {
  return result(v_SandboxKind(value), value);
}

/** Whether a value is a `SandboxKind`. */
export function isSandboxKind(value) {
  return v_SandboxKind(value) === undefined;
}

/** Validates a value as a `SandboxState`. */
export function validateSandboxState(value) {
  return result(v_SandboxState(value), value);
}

/** Whether a value is a `SandboxState`. */
export function isSandboxState(value) {
  return v_SandboxState(value) === undefined;
}

/** Validates a value as a `SessionAuthorityResult`. */
export function validateSessionAuthorityResult(value) {
  return result(v_SessionAuthorityResult(value), value);
}

/** Whether a value is a `SessionAuthorityResult`. */
export function isSessionAuthorityResult(value) {
  return v_SessionAuthorityResult(value) === undefined;
}

/** Validates a value as a `SessionCheckpointsCommand`. */
export function validateSessionCheckpointsCommand(value) {
  return result(v_SessionCheckpointsCommand(value), value);
}

/** Whether a value is a `SessionCheckpointsCommand`. */
export function isSessionCheckpointsCommand(value) {
  return v_SessionCheckpointsCommand(value) === undefined;
}

/** Validates a value as a `SessionCheckpointsResult`. */
export function validateSessionCheckpointsResult(value) {
  return result(v_SessionCheckpointsResult(value), value);
}

/** Whether a value is a `SessionCheckpointsResult`. */
export function isSessionCheckpointsResult(value) {
  return v_SessionCheckpointsResult(value) === undefined;
}

/** Validates a value as a `SessionCloseCommand`. */
export function validateSessionCloseCommand(value) {
  return result(v_SessionCloseCommand(value), value);
}

/** Whether a value is a `SessionCloseCommand`. */
export function isSessionCloseCommand(value) {
  return v_SessionCloseCommand(value) === undefined;
}

/** Validates a value as a `SessionCloseResult`. */
export function validateSessionCloseResult(value) {
  return result(v_SessionCloseResult(value), value);
}

/** Whether a value is a `SessionCloseResult`. */
export function isSessionCloseResult(value) {
  return v_SessionCloseResult(value) === undefined;
}

/** Validates a value as a `SessionClosedEvent`. */
export function validateSessionClosedEvent(value) {
  return result(v_SessionClosedEvent(value), value);
}

/** Whether a value is a `SessionClosedEvent`. */
export function isSessionClosedEvent(value) {
  return v_SessionClosedEvent(value) === undefined;
}

/** Validates a value as a `SessionCompactCommand`. */
export function validateSessionCompactCommand(value) {
  return result(v_SessionCompactCommand(value), value);
}

/** Whether a value is a `SessionCompactCommand`. */
export function isSessionCompactCommand(value) {
  return v_SessionCompactCommand(value) === undefined;
}

/** Validates a value as a `SessionCompactResult`. */
export function validateSessionCompactResult(value) {
  return result(v_SessionCompactResult(value), value);
}

/** Whether a value is a `SessionCompactResult`. */
export function isSessionCompactResult(value) {
  return v_SessionCompactResult(value) === undefined;
}

/** Validates a value as a `SessionContextCommand`. */
export function validateSessionContextCommand(value) {
  return result(v_SessionContextCommand(value), value);
}

/** Whether a value is a `SessionContextCommand`. */
export function isSessionContextCommand(value) {
  return v_SessionContextCommand(value) === undefined;
}

/** Validates a value as a `SessionContextResult`. */
export function validateSessionContextResult(value) {
  return result(v_SessionContextResult(value), value);
}

/** Whether a value is a `SessionContextResult`. */
export function isSessionContextResult(value) {
  return v_SessionContextResult(value) === undefined;
}

/** Validates a value as a `SessionCreateCommand`. */
export function validateSessionCreateCommand(value) {
  return result(v_SessionCreateCommand(value), value);
}

/** Whether a value is a `SessionCreateCommand`. */
export function isSessionCreateCommand(value) {
  return v_SessionCreateCommand(value) === undefined;
}

/** Validates a value as a `SessionCreateResult`. */
export function validateSessionCreateResult(value) {
  return result(v_SessionCreateResult(value), value);
}

/** Whether a value is a `SessionCreateResult`. */
export function isSessionCreateResult(value) {
  return v_SessionCreateResult(value) === undefined;
}

/** Validates a value as a `SessionCreatedEvent`. */
export function validateSessionCreatedEvent(value) {
  return result(v_SessionCreatedEvent(value), value);
}

/** Whether a value is a `SessionCreatedEvent`. */
export function isSessionCreatedEvent(value) {
  return v_SessionCreatedEvent(value) === undefined;
}

/** Validates a value as a `SessionDeleteCommand`. */
export function validateSessionDeleteCommand(value) {
  return result(v_SessionDeleteCommand(value), value);
}

/** Whether a value is a `SessionDeleteCommand`. */
export function isSessionDeleteCommand(value) {
  return v_SessionDeleteCommand(value) === undefined;
}

/** Validates a value as a `SessionDeleteResult`. */
export function validateSessionDeleteResult(value) {
  return result(v_SessionDeleteResult(value), value);
}

/** Whether a value is a `SessionDeleteResult`. */
export function isSessionDeleteResult(value) {
  return v_SessionDeleteResult(value) === undefined;
}

/** Validates a value as a `SessionDeletedEvent`. */
export function validateSessionDeletedEvent(value) {
  return result(v_SessionDeletedEvent(value), value);
}

/** Whether a value is a `SessionDeletedEvent`. */
export function isSessionDeletedEvent(value) {
  return v_SessionDeletedEvent(value) === undefined;
}

/** Validates a value as a `SessionExecuteCommand`. */
export function validateSessionExecuteCommand(value) {
  return result(v_SessionExecuteCommand(value), value);
}

/** Whether a value is a `SessionExecuteCommand`. */
export function isSessionExecuteCommand(value) {
  return v_SessionExecuteCommand(value) === undefined;
}

/** Validates a value as a `SessionExportCommand`. */
export function validateSessionExportCommand(value) {
  return result(v_SessionExportCommand(value), value);
}

/** Whether a value is a `SessionExportCommand`. */
export function isSessionExportCommand(value) {
  return v_SessionExportCommand(value) === undefined;
}

/** Validates a value as a `SessionExportResult`. */
export function validateSessionExportResult(value) {
  return result(v_SessionExportResult(value), value);
}

/** Whether a value is a `SessionExportResult`. */
export function isSessionExportResult(value) {
  return v_SessionExportResult(value) === undefined;
}

/** Validates a value as a `SessionForkCommand`. */
export function validateSessionForkCommand(value) {
  return result(v_SessionForkCommand(value), value);
}

/** Whether a value is a `SessionForkCommand`. */
export function isSessionForkCommand(value) {
  return v_SessionForkCommand(value) === undefined;
}

/** Validates a value as a `SessionForkResult`. */
export function validateSessionForkResult(value) {
  return result(v_SessionForkResult(value), value);
}

/** Whether a value is a `SessionForkResult`. */
export function isSessionForkResult(value) {
  return v_SessionForkResult(value) === undefined;
}

/** Validates a value as a `SessionForkedEvent`. */
export function validateSessionForkedEvent(value) {
  return result(v_SessionForkedEvent(value), value);
}

/** Whether a value is a `SessionForkedEvent`. */
export function isSessionForkedEvent(value) {
  return v_SessionForkedEvent(value) === undefined;
}

/** Validates a value as a `SessionGetAuthorityCommand`. */
export function validateSessionGetAuthorityCommand(value) {
  return result(v_SessionGetAuthorityCommand(value), value);
}

/** Whether a value is a `SessionGetAuthorityCommand`. */
export function isSessionGetAuthorityCommand(value) {
  return v_SessionGetAuthorityCommand(value) === undefined;
}

/** Validates a value as a `SessionGetHistoryCommand`. */
export function validateSessionGetHistoryCommand(value) {
  return result(v_SessionGetHistoryCommand(value), value);
}

/** Whether a value is a `SessionGetHistoryCommand`. */
export function isSessionGetHistoryCommand(value) {
  return v_SessionGetHistoryCommand(value) === undefined;
}

/** Validates a value as a `SessionGetHistoryResult`. */
export function validateSessionGetHistoryResult(value) {
  return result(v_SessionGetHistoryResult(value), value);
}

/** Whether a value is a `SessionGetHistoryResult`. */
export function isSessionGetHistoryResult(value) {
  return v_SessionGetHistoryResult(value) === undefined;
}

/** Validates a value as a `SessionImportCommand`. */
export function validateSessionImportCommand(value) {
  return result(v_SessionImportCommand(value), value);
}

/** Whether a value is a `SessionImportCommand`. */
export function isSessionImportCommand(value) {
  return v_SessionImportCommand(value) === undefined;
}

/** Validates a value as a `SessionInfo`. */
export function validateSessionInfo(value) {
  return result(v_SessionInfo(value), value);
}

/** Whether a value is a `SessionInfo`. */
export function isSessionInfo(value) {
  return v_SessionInfo(value) === undefined;
}

/** Validates a value as a `SessionInterruptedEvent`. */
export function validateSessionInterruptedEvent(value) {
  return result(v_SessionInterruptedEvent(value), value);
}

/** Whether a value is a `SessionInterruptedEvent`. */
export function isSessionInterruptedEvent(value) {
  return v_SessionInterruptedEvent(value) === undefined;
}

/** Validates a value as a `SessionListCommand`. */
export function validateSessionListCommand(value) {
  return result(v_SessionListCommand(value), value);
}

/** Whether a value is a `SessionListCommand`. */
export function isSessionListCommand(value) {
  return v_SessionListCommand(value) === undefined;
}

/** Validates a value as a `SessionListQueueCommand`. */
export function validateSessionListQueueCommand(value) {
  return result(v_SessionListQueueCommand(value), value);
}

/** Whether a value is a `SessionListQueueCommand`. */
export function isSessionListQueueCommand(value) {
  return v_SessionListQueueCommand(value) === undefined;
}

/** Validates a value as a `SessionListResult`. */
export function validateSessionListResult(value) {
  return result(v_SessionListResult(value), value);
}

/** Whether a value is a `SessionListResult`. */
export function isSessionListResult(value) {
  return v_SessionListResult(value) === undefined;
}

/** Validates a value as a `SessionMessageReceivedEvent`. */
export function validateSessionMessageReceivedEvent(value) {
  return result(v_SessionMessageReceivedEvent(value), value);
}

/** Whether a value is a `SessionMessageReceivedEvent`. */
export function isSessionMessageReceivedEvent(value) {
  return v_SessionMessageReceivedEvent(value) === undefined;
}

/** Validates a value as a `SessionMode`. */
export function validateSessionMode(value) {
  return result(v_SessionMode(value), value);
}

/** Whether a value is a `SessionMode`. */
export function isSessionMode(value) {
  return v_SessionMode(value) === undefined;
}

/** Validates a value as a `SessionNavigateCommand`. */
export function validateSessionNavigateCommand(value) {
  return result(v_SessionNavigateCommand(value), value);
}

/** Whether a value is a `SessionNavigateCommand`. */
export function isSessionNavigateCommand(value) {
  return v_SessionNavigateCommand(value) === undefined;
}

/** Validates a value as a `SessionQueueMessageCommand`. */
export function validateSessionQueueMessageCommand(value) {
  return result(v_SessionQueueMessageCommand(value), value);
}

/** Whether a value is a `SessionQueueMessageCommand`. */
export function isSessionQueueMessageCommand(value) {
  return v_SessionQueueMessageCommand(value) === undefined;
}

/** Validates a value as a `SessionReloadCommand`. */
export function validateSessionReloadCommand(value) {
  return result(v_SessionReloadCommand(value), value);
}

/** Whether a value is a `SessionReloadCommand`. */
export function isSessionReloadCommand(value) {
  return v_SessionReloadCommand(value) === undefined;
}

/** Validates a value as a `SessionRemoveQueuedMessageCommand`. */
export function validateSessionRemoveQueuedMessageCommand(value) {
  return result(v_SessionRemoveQueuedMessageCommand(value), value);
}

/** Whether a value is a `SessionRemoveQueuedMessageCommand`. */
export function isSessionRemoveQueuedMessageCommand(value) {
  return v_SessionRemoveQueuedMessageCommand(value) === undefined;
}

/** Validates a value as a `SessionRenameCommand`. */
export function validateSessionRenameCommand(value) {
  return result(v_SessionRenameCommand(value), value);
}

/** Whether a value is a `SessionRenameCommand`. */
export function isSessionRenameCommand(value) {
  return v_SessionRenameCommand(value) === undefined;
}

/** Validates a value as a `SessionRenameResult`. */
export function validateSessionRenameResult(value) {
  return result(v_SessionRenameResult(value), value);
}

/** Whether a value is a `SessionRenameResult`. */
export function isSessionRenameResult(value) {
  return v_SessionRenameResult(value) === undefined;
}

/** Validates a value as a `SessionRenamedEvent`. */
export function validateSessionRenamedEvent(value) {
  return result(v_SessionRenamedEvent(value), value);
}

/** Whether a value is a `SessionRenamedEvent`. */
export function isSessionRenamedEvent(value) {
  return v_SessionRenamedEvent(value) === undefined;
}

/** Validates a value as a `SessionResumeCommand`. */
export function validateSessionResumeCommand(value) {
  return result(v_SessionResumeCommand(value), value);
}

/** Whether a value is a `SessionResumeCommand`. */
export function isSessionResumeCommand(value) {
  return v_SessionResumeCommand(value) === undefined;
}

/** Validates a value as a `SessionResumeResult`. */
export function validateSessionResumeResult(value) {
  return result(v_SessionResumeResult(value), value);
}

/** Whether a value is a `SessionResumeResult`. */
export function isSessionResumeResult(value) {
  return v_SessionResumeResult(value) === undefined;
}

/** Validates a value as a `SessionResumedEvent`. */
export function validateSessionResumedEvent(value) {
  return result(v_SessionResumedEvent(value), value);
}

/** Whether a value is a `SessionResumedEvent`. */
export function isSessionResumedEvent(value) {
  return v_SessionResumedEvent(value) === undefined;
}

/** Validates a value as a `SessionRetryQueuedMessageCommand`. */
export function validateSessionRetryQueuedMessageCommand(value) {
  return result(v_SessionRetryQueuedMessageCommand(value), value);
}

/** Whether a value is a `SessionRetryQueuedMessageCommand`. */
export function isSessionRetryQueuedMessageCommand(value) {
  return v_SessionRetryQueuedMessageCommand(value) === undefined;
}

/** Validates a value as a `SessionRewindCommand`. */
export function validateSessionRewindCommand(value) {
  return result(v_SessionRewindCommand(value), value);
}

/** Whether a value is a `SessionRewindCommand`. */
export function isSessionRewindCommand(value) {
  return v_SessionRewindCommand(value) === undefined;
}

/** Validates a value as a `SessionRewindPreviewCommand`. */
export function validateSessionRewindPreviewCommand(value) {
  return result(v_SessionRewindPreviewCommand(value), value);
}

/** Whether a value is a `SessionRewindPreviewCommand`. */
export function isSessionRewindPreviewCommand(value) {
  return v_SessionRewindPreviewCommand(value) === undefined;
}

/** Validates a value as a `SessionRewindResult`. */
export function validateSessionRewindResult(value) {
  return result(v_SessionRewindResult(value), value);
}

/** Whether a value is a `SessionRewindResult`. */
export function isSessionRewindResult(value) {
  return v_SessionRewindResult(value) === undefined;
}

/** Validates a value as a `SessionSendMessageCommand`. */
export function validateSessionSendMessageCommand(value) {
  return result(v_SessionSendMessageCommand(value), value);
}

/** Whether a value is a `SessionSendMessageCommand`. */
export function isSessionSendMessageCommand(value) {
  return v_SessionSendMessageCommand(value) === undefined;
}

/** Validates a value as a `SessionSendMessageResult`. */
export function validateSessionSendMessageResult(value) {
  return result(v_SessionSendMessageResult(value), value);
}

/** Whether a value is a `SessionSendMessageResult`. */
export function isSessionSendMessageResult(value) {
  return v_SessionSendMessageResult(value) === undefined;
}

/** Validates a value as a `SessionSetAuthorityCommand`. */
export function validateSessionSetAuthorityCommand(value) {
  return result(v_SessionSetAuthorityCommand(value), value);
}

/** Whether a value is a `SessionSetAuthorityCommand`. */
export function isSessionSetAuthorityCommand(value) {
  return v_SessionSetAuthorityCommand(value) === undefined;
}

/** Validates a value as a `SessionSetModelCommand`. */
export function validateSessionSetModelCommand(value) {
  return result(v_SessionSetModelCommand(value), value);
}

/** Whether a value is a `SessionSetModelCommand`. */
export function isSessionSetModelCommand(value) {
  return v_SessionSetModelCommand(value) === undefined;
}

/** Validates a value as a `SessionSetThinkingCommand`. */
export function validateSessionSetThinkingCommand(value) {
  return result(v_SessionSetThinkingCommand(value), value);
}

/** Whether a value is a `SessionSetThinkingCommand`. */
export function isSessionSetThinkingCommand(value) {
  return v_SessionSetThinkingCommand(value) === undefined;
}

/** Validates a value as a `SessionStatus`. */
export function validateSessionStatus(value) {
  return result(v_SessionStatus(value), value);
}

/** Whether a value is a `SessionStatus`. */
export function isSessionStatus(value) {
  return v_SessionStatus(value) === undefined;
}

/** Validates a value as a `SessionTasksCommand`. */
export function validateSessionTasksCommand(value) {
  return result(v_SessionTasksCommand(value), value);
}

/** Whether a value is a `SessionTasksCommand`. */
export function isSessionTasksCommand(value) {
  return v_SessionTasksCommand(value) === undefined;
}

/** Validates a value as a `SessionTasksResult`. */
export function validateSessionTasksResult(value) {
  return result(v_SessionTasksResult(value), value);
}

/** Whether a value is a `SessionTasksResult`. */
export function isSessionTasksResult(value) {
  return v_SessionTasksResult(value) === undefined;
}

/** Validates a value as a `SessionTreeCommand`. */
export function validateSessionTreeCommand(value) {
  return result(v_SessionTreeCommand(value), value);
}

/** Whether a value is a `SessionTreeCommand`. */
export function isSessionTreeCommand(value) {
  return v_SessionTreeCommand(value) === undefined;
}

/** Validates a value as a `SessionWaitingForInputEvent`. */
export function validateSessionWaitingForInputEvent(value) {
  return result(v_SessionWaitingForInputEvent(value), value);
}

/** Whether a value is a `SessionWaitingForInputEvent`. */
export function isSessionWaitingForInputEvent(value) {
  return v_SessionWaitingForInputEvent(value) === undefined;
}

/** Validates a value as a `SkillInvokedEvent`. */
export function validateSkillInvokedEvent(value) {
  return result(v_SkillInvokedEvent(value), value);
}

/** Whether a value is a `SkillInvokedEvent`. */
export function isSkillInvokedEvent(value) {
  return v_SkillInvokedEvent(value) === undefined;
}

/** Validates a value as a `StepFinishedEvent`. */
export function validateStepFinishedEvent(value) {
  return result(v_StepFinishedEvent(value), value);
}

/** Whether a value is a `StepFinishedEvent`. */
export function isStepFinishedEvent(value) {
  return v_StepFinishedEvent(value) === undefined;
}

/** Validates a value as a `StepStartedEvent`. */
export function validateStepStartedEvent(value) {
  return result(v_StepStartedEvent(value), value);
}

/** Whether a value is a `StepStartedEvent`. */
export function isStepStartedEvent(value) {
  return v_StepStartedEvent(value) === undefined;
}

/** Validates a value as a `StrategyKind`. */
export function validateStrategyKind(value) {
  return result(v_StrategyKind(value), value);
}

/** Whether a value is a `StrategyKind`. */
export function isStrategyKind(value) {
  return v_StrategyKind(value) === undefined;
}

/** Validates a value as a `StrategyProposedEvent`. */
export function validateStrategyProposedEvent(value) {
  return result(v_StrategyProposedEvent(value), value);
}

/** Whether a value is a `StrategyProposedEvent`. */
export function isStrategyProposedEvent(value) {
  return v_StrategyProposedEvent(value) === undefined;
}

/** Validates a value as a `StrategyResolvedEvent`. */
export function validateStrategyResolvedEvent(value) {
  return result(v_StrategyResolvedEvent(value), value);
}

/** Whether a value is a `StrategyResolvedEvent`. */
export function isStrategyResolvedEvent(value) {
  return v_StrategyResolvedEvent(value) === undefined;
}

/** Validates a value as a `SubagentFinishedEvent`. */
export function validateSubagentFinishedEvent(value) {
  return result(v_SubagentFinishedEvent(value), value);
}

/** Whether a value is a `SubagentFinishedEvent`. */
export function isSubagentFinishedEvent(value) {
  return v_SubagentFinishedEvent(value) === undefined;
}

/** Validates a value as a `SubagentStartedEvent`. */
export function validateSubagentStartedEvent(value) {
  return result(v_SubagentStartedEvent(value), value);
}

/** Whether a value is a `SubagentStartedEvent`. */
export function isSubagentStartedEvent(value) {
  return v_SubagentStartedEvent(value) === undefined;
}

/** Validates a value as a `TaskProfiledEvent`. */
export function validateTaskProfiledEvent(value) {
  return result(v_TaskProfiledEvent(value), value);
}

/** Whether a value is a `TaskProfiledEvent`. */
export function isTaskProfiledEvent(value) {
  return v_TaskProfiledEvent(value) === undefined;
}

/** Validates a value as a `ThinkingLevel`. */
export function validateThinkingLevel(value) {
  return result(v_ThinkingLevel(value), value);
}

/** Whether a value is a `ThinkingLevel`. */
export function isThinkingLevel(value) {
  return v_ThinkingLevel(value) === undefined;
}

/** Validates a value as a `ThreadArchiveCommand`. */
export function validateThreadArchiveCommand(value) {
  return result(v_ThreadArchiveCommand(value), value);
}

/** Whether a value is a `ThreadArchiveCommand`. */
export function isThreadArchiveCommand(value) {
  return v_ThreadArchiveCommand(value) === undefined;
}

/** Validates a value as a `ThreadArchiveResult`. */
export function validateThreadArchiveResult(value) {
  return result(v_ThreadArchiveResult(value), value);
}

/** Whether a value is a `ThreadArchiveResult`. */
export function isThreadArchiveResult(value) {
  return v_ThreadArchiveResult(value) === undefined;
}

/** Validates a value as a `ThreadCreateCommand`. */
export function validateThreadCreateCommand(value) {
  return result(v_ThreadCreateCommand(value), value);
}

/** Whether a value is a `ThreadCreateCommand`. */
export function isThreadCreateCommand(value) {
  return v_ThreadCreateCommand(value) === undefined;
}

/** Validates a value as a `ThreadCreateResult`. */
export function validateThreadCreateResult(value) {
  return result(v_ThreadCreateResult(value), value);
}

/** Whether a value is a `ThreadCreateResult`. */
export function isThreadCreateResult(value) {
  return v_ThreadCreateResult(value) === undefined;
}

/** Validates a value as a `ThreadGetCommand`. */
export function validateThreadGetCommand(value) {
  return result(v_ThreadGetCommand(value), value);
}

/** Whether a value is a `ThreadGetCommand`. */
export function isThreadGetCommand(value) {
  return v_ThreadGetCommand(value) === undefined;
}

/** Validates a value as a `ThreadGetResult`. */
export function validateThreadGetResult(value) {
  return result(v_ThreadGetResult(value), value);
}

/** Whether a value is a `ThreadGetResult`. */
export function isThreadGetResult(value) {
  return v_ThreadGetResult(value) === undefined;
}

/** Validates a value as a `ThreadListCommand`. */
export function validateThreadListCommand(value) {
  return result(v_ThreadListCommand(value), value);
}

/** Whether a value is a `ThreadListCommand`. */
export function isThreadListCommand(value) {
  return v_ThreadListCommand(value) === undefined;
}

/** Validates a value as a `ThreadListResult`. */
export function validateThreadListResult(value) {
  return result(v_ThreadListResult(value), value);
}

/** Whether a value is a `ThreadListResult`. */
export function isThreadListResult(value) {
  return v_ThreadListResult(value) === undefined;
}

/** Validates a value as a `ThreadRecord`. */
export function validateThreadRecord(value) {
  return result(v_ThreadRecord(value), value);
}

/** Whether a value is a `ThreadRecord`. */
export function isThreadRecord(value) {
  return v_ThreadRecord(value) === undefined;
}

/** Validates a value as a `ThreadStatus`. */
export function validateThreadStatus(value) {
  return result(v_ThreadStatus(value), value);
}

/** Whether a value is a `ThreadStatus`. */
export function isThreadStatus(value) {
  return v_ThreadStatus(value) === undefined;
}

/** Validates a value as a `ThreadUpdateCommand`. */
export function validateThreadUpdateCommand(value) {
  return result(v_ThreadUpdateCommand(value), value);
}

/** Whether a value is a `ThreadUpdateCommand`. */
export function isThreadUpdateCommand(value) {
  return v_ThreadUpdateCommand(value) === undefined;
}

/** Validates a value as a `ThreadUpdateResult`. */
export function validateThreadUpdateResult(value) {
  return result(v_ThreadUpdateResult(value), value);
}

/** Whether a value is a `ThreadUpdateResult`. */
export function isThreadUpdateResult(value) {
  return v_ThreadUpdateResult(value) === undefined;
}

/** Validates a value as a `ToolAction`. */
export function validateToolAction(value) {
  return result(v_ToolAction(value), value);
}

/** Whether a value is a `ToolAction`. */
export function isToolAction(value) {
  return v_ToolAction(value) === undefined;
}

/** Validates a value as a `ToolCallFailedEvent`. */
export function validateToolCallFailedEvent(value) {
  return result(v_ToolCallFailedEvent(value), value);
}

/** Whether a value is a `ToolCallFailedEvent`. */
export function isToolCallFailedEvent(value) {
  return v_ToolCallFailedEvent(value) === undefined;
}

/** Validates a value as a `ToolCallFinishedEvent`. */
export function validateToolCallFinishedEvent(value) {
  return result(v_ToolCallFinishedEvent(value), value);
}

/** Whether a value is a `ToolCallFinishedEvent`. */
export function isToolCallFinishedEvent(value) {
  return v_ToolCallFinishedEvent(value) === undefined;
}

/** Validates a value as a `ToolCallProgressEvent`. */
export function validateToolCallProgressEvent(value) {
  return result(v_ToolCallProgressEvent(value), value);
}

/** Whether a value is a `ToolCallProgressEvent`. */
export function isToolCallProgressEvent(value) {
  return v_ToolCallProgressEvent(value) === undefined;
}

/** Validates a value as a `ToolCallStartedEvent`. */
export function validateToolCallStartedEvent(value) {
  return result(v_ToolCallStartedEvent(value), value);
}

/** Whether a value is a `ToolCallStartedEvent`. */
export function isToolCallStartedEvent(value) {
  return v_ToolCallStartedEvent(value) === undefined;
}

/** Validates a value as a `TurnGetCommand`. */
export function validateTurnGetCommand(value) {
  return result(v_TurnGetCommand(value), value);
}

/** Whether a value is a `TurnGetCommand`. */
export function isTurnGetCommand(value) {
  return v_TurnGetCommand(value) === undefined;
}

/** Validates a value as a `TurnGetResult`. */
export function validateTurnGetResult(value) {
  return result(v_TurnGetResult(value), value);
}

/** Whether a value is a `TurnGetResult`. */
export function isTurnGetResult(value) {
  return v_TurnGetResult(value) === undefined;
}

/** Validates a value as a `TurnInspectCommand`. */
export function validateTurnInspectCommand(value) {
  return result(v_TurnInspectCommand(value), value);
}

/** Whether a value is a `TurnInspectCommand`. */
export function isTurnInspectCommand(value) {
  return v_TurnInspectCommand(value) === undefined;
}

/** Validates a value as a `TurnInspectResult`. */
export function validateTurnInspectResult(value) {
  return result(v_TurnInspectResult(value), value);
}

/** Whether a value is a `TurnInspectResult`. */
export function isTurnInspectResult(value) {
  return v_TurnInspectResult(value) === undefined;
}

/** Validates a value as a `TurnInterruptCommand`. */
export function validateTurnInterruptCommand(value) {
  return result(v_TurnInterruptCommand(value), value);
}

/** Whether a value is a `TurnInterruptCommand`. */
export function isTurnInterruptCommand(value) {
  return v_TurnInterruptCommand(value) === undefined;
}

/** Validates a value as a `TurnInterruptResult`. */
export function validateTurnInterruptResult(value) {
  return result(v_TurnInterruptResult(value), value);
}

/** Whether a value is a `TurnInterruptResult`. */
export function isTurnInterruptResult(value) {
  return v_TurnInterruptResult(value) === undefined;
}

/** Validates a value as a `TurnItemKind`. */
export function validateTurnItemKind(value) {
  return result(v_TurnItemKind(value), value);
}

/** Whether a value is a `TurnItemKind`. */
export function isTurnItemKind(value) {
  return v_TurnItemKind(value) === undefined;
}

/** Validates a value as a `TurnItemRecord`. */
export function validateTurnItemRecord(value) {
  return result(v_TurnItemRecord(value), value);
}

/** Whether a value is a `TurnItemRecord`. */
export function isTurnItemRecord(value) {
  return v_TurnItemRecord(value) === undefined;
}

/** Validates a value as a `TurnItemsCommand`. */
export function validateTurnItemsCommand(value) {
  return result(v_TurnItemsCommand(value), value);
}

/** Whether a value is a `TurnItemsCommand`. */
export function isTurnItemsCommand(value) {
  return v_TurnItemsCommand(value) === undefined;
}

/** Validates a value as a `TurnItemsResult`. */
export function validateTurnItemsResult(value) {
  return result(v_TurnItemsResult(value), value);
}

/** Whether a value is a `TurnItemsResult`. */
export function isTurnItemsResult(value) {
  return v_TurnItemsResult(value) === undefined;
}

/** Validates a value as a `TurnListCommand`. */
export function validateTurnListCommand(value) {
  return result(v_TurnListCommand(value), value);
}

/** Whether a value is a `TurnListCommand`. */
export function isTurnListCommand(value) {
  return v_TurnListCommand(value) === undefined;
}

/** Validates a value as a `TurnListResult`. */
export function validateTurnListResult(value) {
  return result(v_TurnListResult(value), value);
}

/** Whether a value is a `TurnListResult`. */
export function isTurnListResult(value) {
  return v_TurnListResult(value) === undefined;
}

/** Validates a value as a `TurnRecord`. */
export function validateTurnRecord(value) {
  return result(v_TurnRecord(value), value);
}

/** Whether a value is a `TurnRecord`. */
export function isTurnRecord(value) {
  return v_TurnRecord(value) === undefined;
}

/** Validates a value as a `TurnStartCommand`. */
export function validateTurnStartCommand(value) {
  return result(v_TurnStartCommand(value), value);
}

/** Whether a value is a `TurnStartCommand`. */
export function isTurnStartCommand(value) {
  return v_TurnStartCommand(value) === undefined;
}

/** Validates a value as a `TurnStartResult`. */
export function validateTurnStartResult(value) {
  return result(v_TurnStartResult(value), value);
}

/** Whether a value is a `TurnStartResult`. */
export function isTurnStartResult(value) {
  return v_TurnStartResult(value) === undefined;
}

/** Validates a value as a `TurnStatus`. */
export function validateTurnStatus(value) {
  return result(v_TurnStatus(value), value);
}

/** Whether a value is a `TurnStatus`. */
export function isTurnStatus(value) {
  return v_TurnStatus(value) === undefined;
}

/** Validates a value as a `TurnSteerCommand`. */
export function validateTurnSteerCommand(value) {
  return result(v_TurnSteerCommand(value), value);
}

/** Whether a value is a `TurnSteerCommand`. */
export function isTurnSteerCommand(value) {
  return v_TurnSteerCommand(value) === undefined;
}

/** Validates a value as a `TurnSteerResult`. */
export function validateTurnSteerResult(value) {
  return result(v_TurnSteerResult(value), value);
}

/** Whether a value is a `TurnSteerResult`. */
export function isTurnSteerResult(value) {
  return v_TurnSteerResult(value) === undefined;
}

/** Validates a value as a `UsagePurpose`. */
export function validateUsagePurpose(value) {
  return result(v_UsagePurpose(value), value);
}

/** Whether a value is a `UsagePurpose`. */
export function isUsagePurpose(value) {
  return v_UsagePurpose(value) === undefined;
}

/** Validates a value as a `UserQuestionAskedEvent`. */
export function validateUserQuestionAskedEvent(value) {
  return result(v_UserQuestionAskedEvent(value), value);
}

/** Whether a value is a `UserQuestionAskedEvent`. */
export function isUserQuestionAskedEvent(value) {
  return v_UserQuestionAskedEvent(value) === undefined;
}

/** Validates a value as a `UserQuestionRespondCommand`. */
export function validateUserQuestionRespondCommand(value) {
  return result(v_UserQuestionRespondCommand(value), value);
}

/** Whether a value is a `UserQuestionRespondCommand`. */
export function isUserQuestionRespondCommand(value) {
  return v_UserQuestionRespondCommand(value) === undefined;
}

/** Validates a value as a `UserQuestionRespondResult`. */
export function validateUserQuestionRespondResult(value) {
  return result(v_UserQuestionRespondResult(value), value);
}

/** Whether a value is a `UserQuestionRespondResult`. */
export function isUserQuestionRespondResult(value) {
  return v_UserQuestionRespondResult(value) === undefined;
}

/** Validates a value as a `VerificationCompletedEvent`. */
export function validateVerificationCompletedEvent(value) {
  return result(v_VerificationCompletedEvent(value), value);
}

/** Whether a value is a `VerificationCompletedEvent`. */
export function isVerificationCompletedEvent(value) {
  return v_VerificationCompletedEvent(value) === undefined;
}

/** Validates a value as a `VerificationFailedEvent`. */
export function validateVerificationFailedEvent(value) {
  return result(v_VerificationFailedEvent(value), value);
}

/** Whether a value is a `VerificationFailedEvent`. */
export function isVerificationFailedEvent(value) {
  return v_VerificationFailedEvent(value) === undefined;
}

/** Validates a value as a `WebLaunchCommand`. */
export function validateWebLaunchCommand(value) {
  return result(v_WebLaunchCommand(value), value);
}

/** Whether a value is a `WebLaunchCommand`. */
export function isWebLaunchCommand(value) {
  return v_WebLaunchCommand(value) === undefined;
}

/** Validates a value as a `WindowsForcedSandbox`. */
export function validateWindowsForcedSandbox(value) {
  return result(v_WindowsForcedSandbox(value), value);
}

/** Whether a value is a `WindowsForcedSandbox`. */
export function isWindowsForcedSandbox(value) {
  return v_WindowsForcedSandbox(value) === undefined;
}

/** Validates a value as a `WireFormat`. */
export function validateWireFormat(value) {
  return result(v_WireFormat(value), value);
}

/** Whether a value is a `WireFormat`. */
export function isWireFormat(value) {
  return v_WireFormat(value) === undefined;
}

/** Validates a value as a `WorkerApplyCommand`. */
export function validateWorkerApplyCommand(value) {
  return result(v_WorkerApplyCommand(value), value);
}

/** Whether a value is a `WorkerApplyCommand`. */
export function isWorkerApplyCommand(value) {
  return v_WorkerApplyCommand(value) === undefined;
}

/** Validates a value as a `WorkerApplyResult`. */
export function validateWorkerApplyResult(value) {
  return result(v_WorkerApplyResult(value), value);
}

/** Whether a value is a `WorkerApplyResult`. */
export function isWorkerApplyResult(value) {
  return v_WorkerApplyResult(value) === undefined;
}

/** Validates a value as a `WorkerCancelCommand`. */
export function validateWorkerCancelCommand(value) {
  return result(v_WorkerCancelCommand(value), value);
}

/** Whether a value is a `WorkerCancelCommand`. */
export function isWorkerCancelCommand(value) {
  return v_WorkerCancelCommand(value) === undefined;
}

/** Validates a value as a `WorkerCancelResult`. */
export function validateWorkerCancelResult(value) {
  return result(v_WorkerCancelResult(value), value);
}

/** Whether a value is a `WorkerCancelResult`. */
export function isWorkerCancelResult(value) {
  return v_WorkerCancelResult(value) === undefined;
}

/** Validates a value as a `WorkerEventsCommand`. */
export function validateWorkerEventsCommand(value) {
  return result(v_WorkerEventsCommand(value), value);
}

/** Whether a value is a `WorkerEventsCommand`. */
export function isWorkerEventsCommand(value) {
  return v_WorkerEventsCommand(value) === undefined;
}

/** Validates a value as a `WorkerEventsResult`. */
export function validateWorkerEventsResult(value) {
  return result(v_WorkerEventsResult(value), value);
}

/** Whether a value is a `WorkerEventsResult`. */
export function isWorkerEventsResult(value) {
  return v_WorkerEventsResult(value) === undefined;
}

/** Validates a value as a `WorkerFollowupCommand`. */
export function validateWorkerFollowupCommand(value) {
  return result(v_WorkerFollowupCommand(value), value);
}

/** Whether a value is a `WorkerFollowupCommand`. */
export function isWorkerFollowupCommand(value) {
  return v_WorkerFollowupCommand(value) === undefined;
}

/** Validates a value as a `WorkerFollowupResult`. */
export function validateWorkerFollowupResult(value) {
  return result(v_WorkerFollowupResult(value), value);
}

/** Whether a value is a `WorkerFollowupResult`. */
export function isWorkerFollowupResult(value) {
  return v_WorkerFollowupResult(value) === undefined;
}

/** Validates a value as a `WorkerListCommand`. */
export function validateWorkerListCommand(value) {
  return result(v_WorkerListCommand(value), value);
}

/** Whether a value is a `WorkerListCommand`. */
export function isWorkerListCommand(value) {
  return v_WorkerListCommand(value) === undefined;
}

/** Validates a value as a `WorkerListResult`. */
export function validateWorkerListResult(value) {
  return result(v_WorkerListResult(value), value);
}

/** Whether a value is a `WorkerListResult`. */
export function isWorkerListResult(value) {
  return v_WorkerListResult(value) === undefined;
}

/** Validates a value as a `WorkerRetryCommand`. */
export function validateWorkerRetryCommand(value) {
  return result(v_WorkerRetryCommand(value), value);
}

/** Whether a value is a `WorkerRetryCommand`. */
export function isWorkerRetryCommand(value) {
  return v_WorkerRetryCommand(value) === undefined;
}

/** Validates a value as a `WorkerRetryResult`. */
export function validateWorkerRetryResult(value) {
  return result(v_WorkerRetryResult(value), value);
}

/** Whether a value is a `WorkerRetryResult`. */
export function isWorkerRetryResult(value) {
  return v_WorkerRetryResult(value) === undefined;
}

/** Validates a value as a `WorkerReviewCommand`. */
export function validateWorkerReviewCommand(value) {
  return result(v_WorkerReviewCommand(value), value);
}

/** Whether a value is a `WorkerReviewCommand`. */
export function isWorkerReviewCommand(value) {
  return v_WorkerReviewCommand(value) === undefined;
}

/** Validates a value as a `WorkerReviewResult`. */
export function validateWorkerReviewResult(value) {
  return result(v_WorkerReviewResult(value), value);
}

/** Whether a value is a `WorkerReviewResult`. */
export function isWorkerReviewResult(value) {
  return v_WorkerReviewResult(value) === undefined;
}

/** Validates a value as a `WorkerStartCommand`. */
export function validateWorkerStartCommand(value) {
  return result(v_WorkerStartCommand(value), value);
}

/** Whether a value is a `WorkerStartCommand`. */
export function isWorkerStartCommand(value) {
  return v_WorkerStartCommand(value) === undefined;
}

/** Validates a value as a `WorkerStartResult`. */
export function validateWorkerStartResult(value) {
  return result(v_WorkerStartResult(value), value);
}

/** Whether a value is a `WorkerStartResult`. */
export function isWorkerStartResult(value) {
  return v_WorkerStartResult(value) === undefined;
}

/** Validates a value as a `WorkerStatusCommand`. */
export function validateWorkerStatusCommand(value) {
  return result(v_WorkerStatusCommand(value), value);
}

/** Whether a value is a `WorkerStatusCommand`. */
export function isWorkerStatusCommand(value) {
  return v_WorkerStatusCommand(value) === undefined;
}

/** Validates a value as a `WorkerStatusResult`. */
export function validateWorkerStatusResult(value) {
  return result(v_WorkerStatusResult(value), value);
}

/** Whether a value is a `WorkerStatusResult`. */
export function isWorkerStatusResult(value) {
  return v_WorkerStatusResult(value) === undefined;
}

/** Validates a value as a `WorkflowFormat`. */
export function validateWorkflowFormat(value) {
  return result(v_WorkflowFormat(value), value);
}

/** Whether a value is a `WorkflowFormat`. */
export function isWorkflowFormat(value) {
  return v_WorkflowFormat(value) === undefined;
}

/** Validates a value as a `WorkflowGetCommand`. */
export function validateWorkflowGetCommand(value) {
  return result(v_WorkflowGetCommand(value), value);
}

/** Whether a value is a `WorkflowGetCommand`. */
export function isWorkflowGetCommand(value) {
  return v_WorkflowGetCommand(value) === undefined;
}

/** Validates a value as a `WorkflowGetResult`. */
export function validateWorkflowGetResult(value) {
  return result(v_WorkflowGetResult(value), value);
}

/** Whether a value is a `WorkflowGetResult`. */
export function isWorkflowGetResult(value) {
  return v_WorkflowGetResult(value) === undefined;
}

/** Validates a value as a `WorkflowListCommand`. */
export function validateWorkflowListCommand(value) {
  return result(v_WorkflowListCommand(value), value);
}

/** Whether a value is a `WorkflowListCommand`. */
export function isWorkflowListCommand(value) {
  return v_WorkflowListCommand(value) === undefined;
}

/** Validates a value as a `WorkflowListResult`. */
export function validateWorkflowListResult(value) {
  return result(v_WorkflowListResult(value), value);
}

/** Whether a value is a `WorkflowListResult`. */
export function isWorkflowListResult(value) {
  return v_WorkflowListResult(value) === undefined;
}

/** Validates a value as a `WorkflowStartCommand`. */
export function validateWorkflowStartCommand(value) {
  return result(v_WorkflowStartCommand(value), value);
}

/** Whether a value is a `WorkflowStartCommand`. */
export function isWorkflowStartCommand(value) {
  return v_WorkflowStartCommand(value) === undefined;
}

/** Validates a value as a `WorkflowStartResult`. */
export function validateWorkflowStartResult(value) {
  return result(v_WorkflowStartResult(value), value);
}

/** Whether a value is a `WorkflowStartResult`. */
export function isWorkflowStartResult(value) {
  return v_WorkflowStartResult(value) === undefined;
}

/** Validates a value as a `WorkspaceCommitCommand`. */
export function validateWorkspaceCommitCommand(value) {
  return result(v_WorkspaceCommitCommand(value), value);
}

/** Whether a value is a `WorkspaceCommitCommand`. */
export function isWorkspaceCommitCommand(value) {
  return v_WorkspaceCommitCommand(value) === undefined;
}

/** Validates a value as a `WorkspaceDiffCommand`. */
export function validateWorkspaceDiffCommand(value) {
  return result(v_WorkspaceDiffCommand(value), value);
}

/** Whether a value is a `WorkspaceDiffCommand`. */
export function isWorkspaceDiffCommand(value) {
  return v_WorkspaceDiffCommand(value) === undefined;
}

/** Validates a value as a `WorkspaceDiffResult`. */
export function validateWorkspaceDiffResult(value) {
  return result(v_WorkspaceDiffResult(value), value);
}

/** Whether a value is a `WorkspaceDiffResult`. */
export function isWorkspaceDiffResult(value) {
  return v_WorkspaceDiffResult(value) === undefined;
}

/** Validates a value as a `WorkspaceStageCommand`. */
export function validateWorkspaceStageCommand(value) {
  return result(v_WorkspaceStageCommand(value), value);
}

/** Whether a value is a `WorkspaceStageCommand`. */
export function isWorkspaceStageCommand(value) {
  return v_WorkspaceStageCommand(value) === undefined;
}

/** Validates a value as a `WorkspaceTrust`. */
export function validateWorkspaceTrust(value) {
  return result(v_WorkspaceTrust(value), value);
}

/** Whether a value is a `WorkspaceTrust`. */
export function isWorkspaceTrust(value) {
  return v_WorkspaceTrust(value) === undefined;
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
export function validateServerMessage(value) {
  return result(v_ServerMessage(value), value);
}

/** Whether a value is a `ServerMessage`. */
export function isServerMessage(value) {
  return v_ServerMessage(value) === undefined;
}

/** Parses one server frame (JSON text) as a `ServerMessage`; never throws. */
export function parseServerMessage(line) {
  let value;
  try {
    value = JSON.parse(line);
  } catch (e) {
    return { ok: false, errors: [{ path: "(root)", message: "not JSON: " + (e instanceof Error ? e.message : String(e)) }] };
  }
  return validateServerMessage(value);
}
