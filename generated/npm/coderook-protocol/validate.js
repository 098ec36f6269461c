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
      }
    }
    if (x["event"] === undefined) return err([], "missing field `event`");
  }
  return undefined;
}

function v_EventReplayCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k124 in x) {
      if (k124 === "type") {
        const v125 = x["type"];
        if (!(typeof v125 === "string")) return err([k124], "invalid type: " + kind(v125) + ", expected string");
        if (v125 !== "event.replay") return err([k124], "invalid value: " + kind(v125) + ", expected the constant " + "\"event.replay\"");
      }
      else if (k124 === "thread_id") {
        const v125 = x["thread_id"];
        if (!(typeof v125 === "string")) return err([k124], "invalid type: " + kind(v125) + ", expected string");
        {
          if (v125.length < 2 && chars(v125) < 1) return err([k124], "string of length " + chars(v125) + " is shorter than minLength 1");
        }
      }
      else if (k124 === "after_seq") {
        const v125 = x["after_seq"];
        if (!(Number.isInteger(v125))) return err([k124], "invalid type: " + kind(v125) + ", expected integer");
        {
          if (v125 < 0) return err([k124], v125 + " is less than minimum 0");
        }
      }
      else if (k124 === "limit") {
        const v125 = x["limit"];
        if (!(Number.isInteger(v125))) return err([k124], "invalid type: " + kind(v125) + ", expected integer");
        {
          if (v125 < 1) return err([k124], v125 + " is less than minimum 1");
          if (v125 > 1000) return err([k124], v125 + " is greater than maximum 1000");
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
    for (const k126 in x) {
      if (k126 === "events") {
        const v127 = x["events"];
        if (!(Array.isArray(v127))) return err([k126], "invalid type: " + kind(v127) + ", expected array");
        {
          for (let i128 = 0; i128 < v127.length; i128++) {
            const v129 = v127[i128];
            { const e130 = v_RuntimeEventRecord(v129); if (e130) return within(e130, [k126, i128]); }
          }
        }
      }
      else if (k126 === "latest_seq") {
        const v127 = x["latest_seq"];
        if (!(Number.isInteger(v127))) return err([k126], "invalid type: " + kind(v127) + ", expected integer");
      }
      else if (k126 === "has_more") {
        const v127 = x["has_more"];
        if (!(typeof v127 === "boolean")) return err([k126], "invalid type: " + kind(v127) + ", expected boolean");
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
    for (const k131 in x) {
      if (k131 === "type") {
        const v132 = x["type"];
        if (!(typeof v132 === "string")) return err([k131], "invalid type: " + kind(v132) + ", expected string");
        if (v132 !== "event.subscribe") return err([k131], "invalid value: " + kind(v132) + ", expected the constant " + "\"event.subscribe\"");
      }
      else if (k131 === "topics") {
        const v132 = x["topics"];
        if (!(Array.isArray(v132))) return err([k131], "invalid type: " + kind(v132) + ", expected array");
        {
          for (let i133 = 0; i133 < v132.length; i133++) {
            const v134 = v132[i133];
            if (!(typeof v134 === "string")) return err([k131, i133], "invalid type: " + kind(v134) + ", expected string");
          }
        }
      }
      else if (k131 === "scope") {
        const v132 = x["scope"];
        if (!(typeof v132 === "string")) return err([k131], "invalid type: " + kind(v132) + ", expected string");
      }
      else if (k131 === "replay_from_run") {
        const v132 = x["replay_from_run"];
        if (!(typeof v132 === "string" || v132 === null)) return err([k131], "invalid type: " + kind(v132) + ", expected string or null");
      }
      else if (k131 === "thread_id") {
        const v132 = x["thread_id"];
        if (!(typeof v132 === "string" || v132 === null)) return err([k131], "invalid type: " + kind(v132) + ", expected string or null");
        if (typeof v132 === "string") {
          if (v132.length < 2 && chars(v132) < 1) return err([k131], "string of length " + chars(v132) + " is shorter than minLength 1");
        }
      }
      else if (k131 === "after_seq") {
        const v132 = x["after_seq"];
        if (!(Number.isInteger(v132))) return err([k131], "invalid type: " + kind(v132) + ", expected integer");
        {
          if (v132 < 0) return err([k131], v132 + " is less than minimum 0");
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
    for (const k135 in x) {
      if (k135 === "subscription_id") {
        const v136 = x["subscription_id"];
        if (!(typeof v136 === "string")) return err([k135], "invalid type: " + kind(v136) + ", expected string");
      }
      else if (k135 === "replayed_count") {
        const v136 = x["replayed_count"];
        if (!(Number.isInteger(v136))) return err([k135], "invalid type: " + kind(v136) + ", expected integer");
      }
      else if (k135 === "last_seq") {
        const v136 = x["last_seq"];
        if (!(Number.isInteger(v136) || v136 === null)) return err([k135], "invalid type: " + kind(v136) + ", expected integer or null");
      }
    }
    if (x["subscription_id"] === undefined) return err([], "missing field `subscription_id`");
  }
  return undefined;
}

function v_EventUnsubscribeCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k137 in x) {
      if (k137 === "type") {
        const v138 = x["type"];
        if (!(typeof v138 === "string")) return err([k137], "invalid type: " + kind(v138) + ", expected string");
        if (v138 !== "event.unsubscribe") return err([k137], "invalid value: " + kind(v138) + ", expected the constant " + "\"event.unsubscribe\"");
      }
      else if (k137 === "subscription_id") {
        const v138 = x["subscription_id"];
        if (!(typeof v138 === "string")) return err([k137], "invalid type: " + kind(v138) + ", expected string");
        {
          if (v138.length < 2 && chars(v138) < 1) return err([k137], "string of length " + chars(v138) + " is shorter than minLength 1");
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
    for (const k139 in x) {
      if (k139 === "subscription_id") {
        const v140 = x["subscription_id"];
        if (!(typeof v140 === "string")) return err([k139], "invalid type: " + kind(v140) + ", expected string");
      }
      else if (k139 === "removed") {
        const v140 = x["removed"];
        if (!(typeof v140 === "boolean")) return err([k139], "invalid type: " + kind(v140) + ", expected boolean");
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
    for (const k141 in x) {
      if (k141 === "type") {
        const v142 = x["type"];
        if (!(typeof v142 === "string")) return err([k141], "invalid type: " + kind(v142) + ", expected string");
        if (v142 !== "extension.notification") return err([k141], "invalid value: " + kind(v142) + ", expected the constant " + "\"extension.notification\"");
      }
      else if (k141 === "run_id") {
        const v142 = x["run_id"];
        if (!(typeof v142 === "string")) return err([k141], "invalid type: " + kind(v142) + ", expected string");
      }
      else if (k141 === "session_id") {
        const v142 = x["session_id"];
        if (!(typeof v142 === "string")) return err([k141], "invalid type: " + kind(v142) + ", expected string");
      }
      else if (k141 === "message") {
        const v142 = x["message"];
        if (!(typeof v142 === "string")) return err([k141], "invalid type: " + kind(v142) + ", expected string");
      }
      else if (k141 === "severity") {
        const v142 = x["severity"];
        { const e143 = v_NotificationSeverity(v142); if (e143) return within(e143, [k141]); }
      }
      else if (k141 === "ts") {
        const v142 = x["ts"];
        if (!(typeof v142 === "string")) return err([k141], "invalid type: " + kind(v142) + ", expected string");
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
    for (const k144 in x) {
      if (k144 === "type") {
        const v145 = x["type"];
        if (!(typeof v145 === "string")) return err([k144], "invalid type: " + kind(v145) + ", expected string");
        if (v145 !== "extension.ui_updated") return err([k144], "invalid value: " + kind(v145) + ", expected the constant " + "\"extension.ui_updated\"");
      }
      else if (k144 === "run_id") {
        const v145 = x["run_id"];
        if (!(typeof v145 === "string")) return err([k144], "invalid type: " + kind(v145) + ", expected string");
      }
      else if (k144 === "session_id") {
        const v145 = x["session_id"];
        if (!(typeof v145 === "string")) return err([k144], "invalid type: " + kind(v145) + ", expected string");
      }
      else if (k144 === "kind") {
        const v145 = x["kind"];
        { const e146 = v_ExtensionUiKind(v145); if (e146) return within(e146, [k144]); }
      }
      else if (k144 === "key") {
        const v145 = x["key"];
        if (!(typeof v145 === "string")) return err([k144], "invalid type: " + kind(v145) + ", expected string");
      }
      else if (k144 === "value") {
        const v145 = x["value"];
      }
      else if (k144 === "ts") {
        const v145 = x["ts"];
        if (!(typeof v145 === "string")) return err([k144], "invalid type: " + kind(v145) + ", expected string");
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
    for (const k147 in x) {
      if (k147 === "goal") {
        const v148 = x["goal"];
        { const e149 = v_GoalRecord(v148); if (e149) return within(e149, [k147]); }
      }
      else if (k147 === "run_id") {
        const v148 = x["run_id"];
        if (!(typeof v148 === "string" || v148 === null)) return err([k147], "invalid type: " + kind(v148) + ", expected string or null");
      }
    }
    if (x["goal"] === undefined) return err([], "missing field `goal`");
  }
  return undefined;
}

function v_GoalClearCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k150 in x) {
      if (k150 === "goal_id") {
        const v151 = x["goal_id"];
        if (!(typeof v151 === "string")) return err([k150], "invalid type: " + kind(v151) + ", expected string");
      }
      else if (k150 === "session_id") {
        const v151 = x["session_id"];
        if (!(typeof v151 === "string")) return err([k150], "invalid type: " + kind(v151) + ", expected string");
      }
      else if (k150 === "type") {
        const v151 = x["type"];
        if (!(typeof v151 === "string")) return err([k150], "invalid type: " + kind(v151) + ", expected string");
        if (v151 !== "goal.clear") return err([k150], "invalid value: " + kind(v151) + ", expected the constant " + "\"goal.clear\"");
      }
    }
  }
  return undefined;
}

function v_GoalCompleteCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k152 in x) {
      if (k152 === "goal_id") {
        const v153 = x["goal_id"];
        if (!(typeof v153 === "string")) return err([k152], "invalid type: " + kind(v153) + ", expected string");
      }
      else if (k152 === "session_id") {
        const v153 = x["session_id"];
        if (!(typeof v153 === "string")) return err([k152], "invalid type: " + kind(v153) + ", expected string");
      }
      else if (k152 === "type") {
        const v153 = x["type"];
        if (!(typeof v153 === "string")) return err([k152], "invalid type: " + kind(v153) + ", expected string");
        if (v153 !== "goal.complete") return err([k152], "invalid value: " + kind(v153) + ", expected the constant " + "\"goal.complete\"");
      }
      else if (k152 === "summary") {
        const v153 = x["summary"];
        if (!(typeof v153 === "string")) return err([k152], "invalid type: " + kind(v153) + ", expected string");
        {
          if (v153.length > 4000 && chars(v153) > 4000) return err([k152], "string of length " + chars(v153) + " is longer than maxLength 4000");
        }
      }
    }
  }
  return undefined;
}

function v_GoalContinueDecision(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k154 in x) {
      if (k154 === "goal_id") {
        const v155 = x["goal_id"];
        if (!(typeof v155 === "string")) return err([k154], "invalid type: " + kind(v155) + ", expected string");
      }
      else if (k154 === "session_id") {
        const v155 = x["session_id"];
        if (!(typeof v155 === "string")) return err([k154], "invalid type: " + kind(v155) + ", expected string");
      }
      else if (k154 === "should_continue") {
        const v155 = x["should_continue"];
        if (!(typeof v155 === "boolean")) return err([k154], "invalid type: " + kind(v155) + ", expected boolean");
      }
      else if (k154 === "reason") {
        const v155 = x["reason"];
        if (!(typeof v155 === "string")) return err([k154], "invalid type: " + kind(v155) + ", expected string");
      }
      else if (k154 === "auto_turns_used") {
        const v155 = x["auto_turns_used"];
        if (!(Number.isInteger(v155))) return err([k154], "invalid type: " + kind(v155) + ", expected integer");
        {
          if (v155 < 0) return err([k154], v155 + " is less than minimum 0");
        }
      }
      else if (k154 === "remaining_auto_turns") {
        const v155 = x["remaining_auto_turns"];
        if (!(Number.isInteger(v155))) return err([k154], "invalid type: " + kind(v155) + ", expected integer");
        {
          if (v155 < 0) return err([k154], v155 + " is less than minimum 0");
        }
      }
      else if (k154 === "tokens_used") {
        const v155 = x["tokens_used"];
        if (!(Number.isInteger(v155))) return err([k154], "invalid type: " + kind(v155) + ", expected integer");
        {
          if (v155 < 0) return err([k154], v155 + " is less than minimum 0");
        }
      }
      else if (k154 === "token_budget") {
        const v155 = x["token_budget"];
        if (!(Number.isInteger(v155) || v155 === null)) return err([k154], "invalid type: " + kind(v155) + ", expected integer or null");
        if (typeof v155 === "number") {
          if (v155 < 1) return err([k154], v155 + " is less than minimum 1");
        }
      }
      else if (k154 === "remaining_tokens") {
        const v155 = x["remaining_tokens"];
        if (!(Number.isInteger(v155) || v155 === null)) return err([k154], "invalid type: " + kind(v155) + ", expected integer or null");
        if (typeof v155 === "number") {
          if (v155 < 0) return err([k154], v155 + " is less than minimum 0");
        }
      }
      else if (k154 === "wall_elapsed_seconds") {
        const v155 = x["wall_elapsed_seconds"];
        if (!(Number.isInteger(v155))) return err([k154], "invalid type: " + kind(v155) + ", expected integer");
        {
          if (v155 < 0) return err([k154], v155 + " is less than minimum 0");
        }
      }
      else if (k154 === "max_wall_seconds") {
        const v155 = x["max_wall_seconds"];
        if (!(Number.isInteger(v155))) return err([k154], "invalid type: " + kind(v155) + ", expected integer");
        {
          if (v155 < 1) return err([k154], v155 + " is less than minimum 1");
        }
      }
      else if (k154 === "permission_ceiling") {
        const v155 = x["permission_ceiling"];
        { const e156 = v_AuthoritySnapshot(v155); if (e156) return within(e156, [k154]); }
      }
      else if (k154 === "paused_needs_confirmation") {
        const v155 = x["paused_needs_confirmation"];
        if (!(typeof v155 === "boolean")) return err([k154], "invalid type: " + kind(v155) + ", expected boolean");
      }
      else if (k154 === "decided_at") {
        const v155 = x["decided_at"];
        if (!(typeof v155 === "string")) return err([k154], "invalid type: " + kind(v155) + ", expected string");
      }
      else return err([k154], "unknown field `" + k154 + "`" + ", expected one of `goal_id`, `session_id`, `should_continue`, `reason`, `auto_turns_used`, `remaining_auto_turns`, `tokens_used`, `token_budget`, `remaining_tokens`, `wall_elapsed_seconds`, `max_wall_seconds`, `permission_ceiling`, `paused_needs_confirmation`, `decided_at`");
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
    for (const k157 in x) {
      if (k157 === "goal_id") {
        const v158 = x["goal_id"];
        if (!(typeof v158 === "string")) return err([k157], "invalid type: " + kind(v158) + ", expected string");
      }
      else if (k157 === "session_id") {
        const v158 = x["session_id"];
        if (!(typeof v158 === "string")) return err([k157], "invalid type: " + kind(v158) + ", expected string");
      }
      else if (k157 === "type") {
        const v158 = x["type"];
        if (!(typeof v158 === "string")) return err([k157], "invalid type: " + kind(v158) + ", expected string");
        if (v158 !== "goal.continue_decision") return err([k157], "invalid value: " + kind(v158) + ", expected the constant " + "\"goal.continue_decision\"");
      }
    }
  }
  return undefined;
}

function v_GoalContinueDecisionEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k159 in x) {
      if (k159 === "type") {
        const v160 = x["type"];
        if (!(typeof v160 === "string")) return err([k159], "invalid type: " + kind(v160) + ", expected string");
        if (v160 !== "goal.continue_decision") return err([k159], "invalid value: " + kind(v160) + ", expected the constant " + "\"goal.continue_decision\"");
      }
      else if (k159 === "goal_id") {
        const v160 = x["goal_id"];
        if (!(typeof v160 === "string")) return err([k159], "invalid type: " + kind(v160) + ", expected string");
      }
      else if (k159 === "session_id") {
        const v160 = x["session_id"];
        if (!(typeof v160 === "string")) return err([k159], "invalid type: " + kind(v160) + ", expected string");
      }
      else if (k159 === "run_id") {
        const v160 = x["run_id"];
        if (!(typeof v160 === "string")) return err([k159], "invalid type: " + kind(v160) + ", expected string");
      }
      else if (k159 === "should_continue") {
        const v160 = x["should_continue"];
        if (!(typeof v160 === "boolean")) return err([k159], "invalid type: " + kind(v160) + ", expected boolean");
      }
      else if (k159 === "reason") {
        const v160 = x["reason"];
        if (!(typeof v160 === "string")) return err([k159], "invalid type: " + kind(v160) + ", expected string");
      }
      else if (k159 === "auto_turns_used") {
        const v160 = x["auto_turns_used"];
        if (!(Number.isInteger(v160))) return err([k159], "invalid type: " + kind(v160) + ", expected integer");
        {
          if (v160 < 0) return err([k159], v160 + " is less than minimum 0");
        }
      }
      else if (k159 === "remaining_auto_turns") {
        const v160 = x["remaining_auto_turns"];
        if (!(Number.isInteger(v160))) return err([k159], "invalid type: " + kind(v160) + ", expected integer");
        {
          if (v160 < 0) return err([k159], v160 + " is less than minimum 0");
        }
      }
      else if (k159 === "tokens_used") {
        const v160 = x["tokens_used"];
        if (!(Number.isInteger(v160))) return err([k159], "invalid type: " + kind(v160) + ", expected integer");
        {
          if (v160 < 0) return err([k159], v160 + " is less than minimum 0");
        }
      }
      else if (k159 === "token_budget") {
        const v160 = x["token_budget"];
        if (!(Number.isInteger(v160) || v160 === null)) return err([k159], "invalid type: " + kind(v160) + ", expected integer or null");
        if (typeof v160 === "number") {
          if (v160 < 1) return err([k159], v160 + " is less than minimum 1");
        }
      }
      else if (k159 === "remaining_tokens") {
        const v160 = x["remaining_tokens"];
        if (!(Number.isInteger(v160) || v160 === null)) return err([k159], "invalid type: " + kind(v160) + ", expected integer or null");
        if (typeof v160 === "number") {
          if (v160 < 0) return err([k159], v160 + " is less than minimum 0");
        }
      }
      else if (k159 === "wall_elapsed_seconds") {
        const v160 = x["wall_elapsed_seconds"];
        if (!(Number.isInteger(v160))) return err([k159], "invalid type: " + kind(v160) + ", expected integer");
        {
          if (v160 < 0) return err([k159], v160 + " is less than minimum 0");
        }
      }
      else if (k159 === "max_wall_seconds") {
        const v160 = x["max_wall_seconds"];
        if (!(Number.isInteger(v160))) return err([k159], "invalid type: " + kind(v160) + ", expected integer");
        {
          if (v160 < 1) return err([k159], v160 + " is less than minimum 1");
        }
      }
      else if (k159 === "paused_needs_confirmation") {
        const v160 = x["paused_needs_confirmation"];
        if (!(typeof v160 === "boolean")) return err([k159], "invalid type: " + kind(v160) + ", expected boolean");
      }
      else if (k159 === "ts") {
        const v160 = x["ts"];
        if (!(typeof v160 === "string")) return err([k159], "invalid type: " + kind(v160) + ", expected string");
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
    for (const k161 in x) {
      if (k161 === "goal") {
        const v162 = x["goal"];
        { const e163 = v_GoalRecord(v162); if (e163) return within(e163, [k161]); }
      }
      else if (k161 === "decision") {
        const v162 = x["decision"];
        { const e164 = v_GoalContinueDecision(v162); if (e164) return within(e164, [k161]); }
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
    for (const k165 in x) {
      if (k165 === "type") {
        const v166 = x["type"];
        if (!(typeof v166 === "string")) return err([k165], "invalid type: " + kind(v166) + ", expected string");
        if (v166 !== "goal.create") return err([k165], "invalid value: " + kind(v166) + ", expected the constant " + "\"goal.create\"");
      }
      else if (k165 === "session_id") {
        const v166 = x["session_id"];
        if (!(typeof v166 === "string")) return err([k165], "invalid type: " + kind(v166) + ", expected string");
        {
          if (v166.length < 2 && chars(v166) < 1) return err([k165], "string of length " + chars(v166) + " is shorter than minLength 1");
        }
      }
      else if (k165 === "objective") {
        const v166 = x["objective"];
        if (!(typeof v166 === "string")) return err([k165], "invalid type: " + kind(v166) + ", expected string");
        {
          if (v166.length < 2 && chars(v166) < 1) return err([k165], "string of length " + chars(v166) + " is shorter than minLength 1");
          if (v166.length > 100000 && chars(v166) > 100000) return err([k165], "string of length " + chars(v166) + " is longer than maxLength 100000");
        }
      }
      else if (k165 === "token_budget") {
        const v166 = x["token_budget"];
        if (!(Number.isInteger(v166) || v166 === null)) return err([k165], "invalid type: " + kind(v166) + ", expected integer or null");
        if (typeof v166 === "number") {
          if (v166 < 1) return err([k165], v166 + " is less than minimum 1");
        }
      }
      else if (k165 === "auto_continue") {
        const v166 = x["auto_continue"];
        if (!(typeof v166 === "boolean")) return err([k165], "invalid type: " + kind(v166) + ", expected boolean");
      }
      else if (k165 === "max_auto_turns") {
        const v166 = x["max_auto_turns"];
        if (!(Number.isInteger(v166))) return err([k165], "invalid type: " + kind(v166) + ", expected integer");
        {
          if (v166 < 1) return err([k165], v166 + " is less than minimum 1");
          if (v166 > 100) return err([k165], v166 + " is greater than maximum 100");
        }
      }
      else if (k165 === "max_wall_seconds") {
        const v166 = x["max_wall_seconds"];
        if (!(Number.isInteger(v166))) return err([k165], "invalid type: " + kind(v166) + ", expected integer");
        {
          if (v166 < 1) return err([k165], v166 + " is less than minimum 1");
          if (v166 > 86400) return err([k165], v166 + " is greater than maximum 86400");
        }
      }
      else if (k165 === "constraints") {
        const v166 = x["constraints"];
        if (!(Array.isArray(v166))) return err([k165], "invalid type: " + kind(v166) + ", expected array");
        {
          for (let i167 = 0; i167 < v166.length; i167++) {
            const v168 = v166[i167];
            if (!(typeof v168 === "string")) return err([k165, i167], "invalid type: " + kind(v168) + ", expected string");
          }
          if (v166.length > 100) return err([k165], "array has more than maxItems 100");
        }
      }
      else if (k165 === "completion_criteria") {
        const v166 = x["completion_criteria"];
        if (!(Array.isArray(v166))) return err([k165], "invalid type: " + kind(v166) + ", expected array");
        {
          for (let i169 = 0; i169 < v166.length; i169++) {
            const v170 = v166[i169];
            if (!(typeof v170 === "string")) return err([k165, i169], "invalid type: " + kind(v170) + ", expected string");
          }
          if (v166.length > 100) return err([k165], "array has more than maxItems 100");
        }
      }
      else if (k165 === "start") {
        const v166 = x["start"];
        if (!(typeof v166 === "boolean")) return err([k165], "invalid type: " + kind(v166) + ", expected boolean");
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
    for (const k171 in x) {
      if (k171 === "goal") {
        const v172 = x["goal"];
        { const e173 = v_GoalRecord(v172); if (e173) return within(e173, [k171]); }
      }
      else if (k171 === "run_id") {
        const v172 = x["run_id"];
        if (!(typeof v172 === "string" || v172 === null)) return err([k171], "invalid type: " + kind(v172) + ", expected string or null");
      }
    }
    if (x["goal"] === undefined) return err([], "missing field `goal`");
  }
  return undefined;
}

function v_GoalEditCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k174 in x) {
      if (k174 === "type") {
        const v175 = x["type"];
        if (!(typeof v175 === "string")) return err([k174], "invalid type: " + kind(v175) + ", expected string");
        if (v175 !== "goal.edit") return err([k174], "invalid value: " + kind(v175) + ", expected the constant " + "\"goal.edit\"");
      }
      else if (k174 === "goal_id") {
        const v175 = x["goal_id"];
        if (!(typeof v175 === "string")) return err([k174], "invalid type: " + kind(v175) + ", expected string");
      }
      else if (k174 === "session_id") {
        const v175 = x["session_id"];
        if (!(typeof v175 === "string")) return err([k174], "invalid type: " + kind(v175) + ", expected string");
      }
      else if (k174 === "objective") {
        const v175 = x["objective"];
        if (!(typeof v175 === "string")) return err([k174], "invalid type: " + kind(v175) + ", expected string");
        {
          if (v175.length < 2 && chars(v175) < 1) return err([k174], "string of length " + chars(v175) + " is shorter than minLength 1");
          if (v175.length > 100000 && chars(v175) > 100000) return err([k174], "string of length " + chars(v175) + " is longer than maxLength 100000");
        }
      }
      else if (k174 === "completion_criteria") {
        const v175 = x["completion_criteria"];
        if (!(Array.isArray(v175) || v175 === null)) return err([k174], "invalid type: " + kind(v175) + ", expected array or null");
        if (Array.isArray(v175)) {
          for (let i176 = 0; i176 < v175.length; i176++) {
            const v177 = v175[i176];
            if (!(typeof v177 === "string")) return err([k174, i176], "invalid type: " + kind(v177) + ", expected string");
          }
          if (v175.length > 100) return err([k174], "array has more than maxItems 100");
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
    for (const k178 in x) {
      if (k178 === "type") {
        const v179 = x["type"];
        if (!(typeof v179 === "string")) return err([k178], "invalid type: " + kind(v179) + ", expected string");
        if (v179 !== "goal.get") return err([k178], "invalid value: " + kind(v179) + ", expected the constant " + "\"goal.get\"");
      }
      else if (k178 === "goal_id") {
        const v179 = x["goal_id"];
        if (!(typeof v179 === "string")) return err([k178], "invalid type: " + kind(v179) + ", expected string");
      }
      else if (k178 === "session_id") {
        const v179 = x["session_id"];
        if (!(typeof v179 === "string")) return err([k178], "invalid type: " + kind(v179) + ", expected string");
      }
    }
  }
  return undefined;
}

function v_GoalGetResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k180 in x) {
      if (k180 === "goal") {
        const v181 = x["goal"];
        const e182 = (() => {
          {
            const u183 = [];
            const b184 = (() => {
              { const e185 = v_GoalRecord(v181); if (e185) return within(e185, [k180]); }
              return undefined;
            })();
            if (b184 === undefined) return undefined;
            u183.push(b184);
            const b186 = (() => {
              if (!(v181 === null)) return err([k180], "invalid type: " + kind(v181) + ", expected null");
              return undefined;
            })();
            if (b186 === undefined) return undefined;
            u183.push(b186);
            const u183d = u183.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u183d;
          }
        })();
        if (e182) return e182;
      }
    }
  }
  return undefined;
}

function v_GoalListCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k187 in x) {
      if (k187 === "type") {
        const v188 = x["type"];
        if (!(typeof v188 === "string")) return err([k187], "invalid type: " + kind(v188) + ", expected string");
        if (v188 !== "goal.list") return err([k187], "invalid value: " + kind(v188) + ", expected the constant " + "\"goal.list\"");
      }
      else if (k187 === "session_id") {
        const v188 = x["session_id"];
        if (!(typeof v188 === "string")) return err([k187], "invalid type: " + kind(v188) + ", expected string");
      }
      else if (k187 === "status") {
        const v188 = x["status"];
        const e189 = (() => {
          {
            const u190 = [];
            const b191 = (() => {
              { const e192 = v_GoalStatus(v188); if (e192) return within(e192, [k187]); }
              return undefined;
            })();
            if (b191 === undefined) return undefined;
            u190.push(b191);
            const b193 = (() => {
              if (!(v188 === null)) return err([k187], "invalid type: " + kind(v188) + ", expected null");
              return undefined;
            })();
            if (b193 === undefined) return undefined;
            u190.push(b193);
            const u190d = u190.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u190d;
          }
        })();
        if (e189) return e189;
      }
      else if (k187 === "limit") {
        const v188 = x["limit"];
        if (!(Number.isInteger(v188))) return err([k187], "invalid type: " + kind(v188) + ", expected integer");
        {
          if (v188 < 1) return err([k187], v188 + " is less than minimum 1");
          if (v188 > 200) return err([k187], v188 + " is greater than maximum 200");
        }
      }
    }
  }
  return undefined;
}

function v_GoalListResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k194 in x) {
      if (k194 === "goals") {
        const v195 = x["goals"];
        if (!(Array.isArray(v195))) return err([k194], "invalid type: " + kind(v195) + ", expected array");
        {
          for (let i196 = 0; i196 < v195.length; i196++) {
            const v197 = v195[i196];
            { const e198 = v_GoalRecord(v197); if (e198) return within(e198, [k194, i196]); }
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
    for (const k199 in x) {
      if (k199 === "goal_id") {
        const v200 = x["goal_id"];
        if (!(typeof v200 === "string")) return err([k199], "invalid type: " + kind(v200) + ", expected string");
      }
      else if (k199 === "session_id") {
        const v200 = x["session_id"];
        if (!(typeof v200 === "string")) return err([k199], "invalid type: " + kind(v200) + ", expected string");
      }
      else if (k199 === "type") {
        const v200 = x["type"];
        if (!(typeof v200 === "string")) return err([k199], "invalid type: " + kind(v200) + ", expected string");
        if (v200 !== "goal.pause") return err([k199], "invalid value: " + kind(v200) + ", expected the constant " + "\"goal.pause\"");
      }
    }
  }
  return undefined;
}

function v_GoalRecord(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k201 in x) {
      if (k201 === "schema_version") {
        const v202 = x["schema_version"];
        if (!(Number.isInteger(v202))) return err([k201], "invalid type: " + kind(v202) + ", expected integer");
        if (v202 !== 4) return err([k201], "invalid value: " + kind(v202) + ", expected the constant " + "4");
      }
      else if (k201 === "id") {
        const v202 = x["id"];
        if (!(typeof v202 === "string")) return err([k201], "invalid type: " + kind(v202) + ", expected string");
        {
          if (v202.length < 2 && chars(v202) < 1) return err([k201], "string of length " + chars(v202) + " is shorter than minLength 1");
          if (!/^goal-[a-f0-9]{12}$/u.test(v202)) return err([k201], "string does not match pattern ^goal-[a-f0-9]{12}$");
        }
      }
      else if (k201 === "session_id") {
        const v202 = x["session_id"];
        if (!(typeof v202 === "string")) return err([k201], "invalid type: " + kind(v202) + ", expected string");
        {
          if (v202.length < 2 && chars(v202) < 1) return err([k201], "string of length " + chars(v202) + " is shorter than minLength 1");
        }
      }
      else if (k201 === "objective") {
        const v202 = x["objective"];
        if (!(typeof v202 === "string")) return err([k201], "invalid type: " + kind(v202) + ", expected string");
        {
          if (v202.length < 2 && chars(v202) < 1) return err([k201], "string of length " + chars(v202) + " is shorter than minLength 1");
        }
      }
      else if (k201 === "status") {
        const v202 = x["status"];
        { const e203 = v_GoalStatus(v202); if (e203) return within(e203, [k201]); }
      }
      else if (k201 === "status_reason") {
        const v202 = x["status_reason"];
        if (!(typeof v202 === "string")) return err([k201], "invalid type: " + kind(v202) + ", expected string");
      }
      else if (k201 === "token_budget") {
        const v202 = x["token_budget"];
        if (!(Number.isInteger(v202) || v202 === null)) return err([k201], "invalid type: " + kind(v202) + ", expected integer or null");
        if (typeof v202 === "number") {
          if (v202 < 1) return err([k201], v202 + " is less than minimum 1");
        }
      }
      else if (k201 === "tokens_used") {
        const v202 = x["tokens_used"];
        if (!(Number.isInteger(v202))) return err([k201], "invalid type: " + kind(v202) + ", expected integer");
        {
          if (v202 < 0) return err([k201], v202 + " is less than minimum 0");
        }
      }
      else if (k201 === "token_reservations") {
        const v202 = x["token_reservations"];
        if (!(isObject(v202))) return err([k201], "invalid type: " + kind(v202) + ", expected object");
        {
          for (const k204 in v202) {
            {
              const v205 = v202[k204];
              if (!(Number.isInteger(v205))) return err([k201, k204], "invalid type: " + kind(v205) + ", expected integer");
              {
                if (v205 < 1) return err([k201, k204], v205 + " is less than minimum 1");
              }
            }
          }
        }
      }
      else if (k201 === "elapsed_ms") {
        const v202 = x["elapsed_ms"];
        if (!(Number.isInteger(v202))) return err([k201], "invalid type: " + kind(v202) + ", expected integer");
        {
          if (v202 < 0) return err([k201], v202 + " is less than minimum 0");
        }
      }
      else if (k201 === "auto_continue") {
        const v202 = x["auto_continue"];
        if (!(typeof v202 === "boolean")) return err([k201], "invalid type: " + kind(v202) + ", expected boolean");
      }
      else if (k201 === "max_auto_turns") {
        const v202 = x["max_auto_turns"];
        if (!(Number.isInteger(v202))) return err([k201], "invalid type: " + kind(v202) + ", expected integer");
        {
          if (v202 < 1) return err([k201], v202 + " is less than minimum 1");
          if (v202 > 100) return err([k201], v202 + " is greater than maximum 100");
        }
      }
      else if (k201 === "auto_turns_used") {
        const v202 = x["auto_turns_used"];
        if (!(Number.isInteger(v202))) return err([k201], "invalid type: " + kind(v202) + ", expected integer");
        {
          if (v202 < 0) return err([k201], v202 + " is less than minimum 0");
        }
      }
      else if (k201 === "max_wall_seconds") {
        const v202 = x["max_wall_seconds"];
        if (!(Number.isInteger(v202))) return err([k201], "invalid type: " + kind(v202) + ", expected integer");
        {
          if (v202 < 1) return err([k201], v202 + " is less than minimum 1");
          if (v202 > 86400) return err([k201], v202 + " is greater than maximum 86400");
        }
      }
      else if (k201 === "auto_window_started_at") {
        const v202 = x["auto_window_started_at"];
        if (!(typeof v202 === "string" || v202 === null)) return err([k201], "invalid type: " + kind(v202) + ", expected string or null");
      }
      else if (k201 === "permission_ceiling") {
        const v202 = x["permission_ceiling"];
        { const e206 = v_AuthoritySnapshot(v202); if (e206) return within(e206, [k201]); }
      }
      else if (k201 === "paused_reason") {
        const v202 = x["paused_reason"];
        if (!(typeof v202 === "string")) return err([k201], "invalid type: " + kind(v202) + ", expected string");
      }
      else if (k201 === "paused_needs_confirmation") {
        const v202 = x["paused_needs_confirmation"];
        if (!(typeof v202 === "boolean")) return err([k201], "invalid type: " + kind(v202) + ", expected boolean");
      }
      else if (k201 === "constraints") {
        const v202 = x["constraints"];
        if (!(Array.isArray(v202))) return err([k201], "invalid type: " + kind(v202) + ", expected array");
        {
          for (let i207 = 0; i207 < v202.length; i207++) {
            const v208 = v202[i207];
            if (!(typeof v208 === "string")) return err([k201, i207], "invalid type: " + kind(v208) + ", expected string");
          }
        }
      }
      else if (k201 === "completion_criteria") {
        const v202 = x["completion_criteria"];
        if (!(Array.isArray(v202))) return err([k201], "invalid type: " + kind(v202) + ", expected array");
        {
          for (let i209 = 0; i209 < v202.length; i209++) {
            const v210 = v202[i209];
            if (!(typeof v210 === "string")) return err([k201, i209], "invalid type: " + kind(v210) + ", expected string");
          }
        }
      }
      else if (k201 === "linked_task_ids") {
        const v202 = x["linked_task_ids"];
        if (!(Array.isArray(v202))) return err([k201], "invalid type: " + kind(v202) + ", expected array");
        {
          for (let i211 = 0; i211 < v202.length; i211++) {
            const v212 = v202[i211];
            if (!(Number.isInteger(v212))) return err([k201, i211], "invalid type: " + kind(v212) + ", expected integer");
          }
        }
      }
      else if (k201 === "linked_run_ids") {
        const v202 = x["linked_run_ids"];
        if (!(Array.isArray(v202))) return err([k201], "invalid type: " + kind(v202) + ", expected array");
        {
          for (let i213 = 0; i213 < v202.length; i213++) {
            const v214 = v202[i213];
            if (!(typeof v214 === "string")) return err([k201, i213], "invalid type: " + kind(v214) + ", expected string");
          }
        }
      }
      else if (k201 === "current_run_id") {
        const v202 = x["current_run_id"];
        if (!(typeof v202 === "string" || v202 === null)) return err([k201], "invalid type: " + kind(v202) + ", expected string or null");
      }
      else if (k201 === "completion_evidence") {
        const v202 = x["completion_evidence"];
        if (!(Array.isArray(v202))) return err([k201], "invalid type: " + kind(v202) + ", expected array");
        {
          for (let i215 = 0; i215 < v202.length; i215++) {
            const v216 = v202[i215];
            { const e217 = v_CompletionEvidence(v216); if (e217) return within(e217, [k201, i215]); }
          }
        }
      }
      else if (k201 === "timeline") {
        const v202 = x["timeline"];
        if (!(Array.isArray(v202))) return err([k201], "invalid type: " + kind(v202) + ", expected array");
        {
          for (let i218 = 0; i218 < v202.length; i218++) {
            const v219 = v202[i218];
            { const e220 = v_GoalTimelineEntry(v219); if (e220) return within(e220, [k201, i218]); }
          }
        }
      }
      else if (k201 === "created_at") {
        const v202 = x["created_at"];
        if (!(typeof v202 === "string")) return err([k201], "invalid type: " + kind(v202) + ", expected string");
      }
      else if (k201 === "updated_at") {
        const v202 = x["updated_at"];
        if (!(typeof v202 === "string")) return err([k201], "invalid type: " + kind(v202) + ", expected string");
      }
      else return err([k201], "unknown field `" + k201 + "`" + ", expected one of `schema_version`, `id`, `session_id`, `objective`, `status`, `status_reason`, `token_budget`, `tokens_used`, `token_reservations`, `elapsed_ms`, `auto_continue`, `max_auto_turns`, `auto_turns_used`, `max_wall_seconds`, `auto_window_started_at`, `permission_ceiling`, `paused_reason`, `paused_needs_confirmation`, `constraints`, `completion_criteria`, `linked_task_ids`, `linked_run_ids`, `current_run_id`, `completion_evidence`, `timeline`, `created_at`, `updated_at`");
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
    for (const k221 in x) {
      if (k221 === "goal_id") {
        const v222 = x["goal_id"];
        if (!(typeof v222 === "string")) return err([k221], "invalid type: " + kind(v222) + ", expected string");
      }
      else if (k221 === "session_id") {
        const v222 = x["session_id"];
        if (!(typeof v222 === "string")) return err([k221], "invalid type: " + kind(v222) + ", expected string");
      }
      else if (k221 === "type") {
        const v222 = x["type"];
        if (!(typeof v222 === "string")) return err([k221], "invalid type: " + kind(v222) + ", expected string");
        if (v222 !== "goal.resume") return err([k221], "invalid value: " + kind(v222) + ", expected the constant " + "\"goal.resume\"");
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
    for (const k223 in x) {
      if (k223 === "seq") {
        const v224 = x["seq"];
        if (!(Number.isInteger(v224))) return err([k223], "invalid type: " + kind(v224) + ", expected integer");
        {
          if (v224 < 1) return err([k223], v224 + " is less than minimum 1");
        }
      }
      else if (k223 === "event") {
        const v224 = x["event"];
        if (!(typeof v224 === "string")) return err([k223], "invalid type: " + kind(v224) + ", expected string");
        {
          if (v224.length < 2 && chars(v224) < 1) return err([k223], "string of length " + chars(v224) + " is shorter than minLength 1");
        }
      }
      else if (k223 === "actor") {
        const v224 = x["actor"];
        if (!(typeof v224 === "string")) return err([k223], "invalid type: " + kind(v224) + ", expected string");
        {
          if (v224.length < 2 && chars(v224) < 1) return err([k223], "string of length " + chars(v224) + " is shorter than minLength 1");
        }
      }
      else if (k223 === "at") {
        const v224 = x["at"];
        if (!(typeof v224 === "string")) return err([k223], "invalid type: " + kind(v224) + ", expected string");
      }
      else if (k223 === "details") {
        const v224 = x["details"];
        if (!(isObject(v224))) return err([k223], "invalid type: " + kind(v224) + ", expected object");
        {
          for (const k225 in v224) {
            {
              const v226 = v224[k225];
              { const e227 = v_JsonValue(v226); if (e227) return within(e227, [k223, k225]); }
            }
          }
        }
      }
      else return err([k223], "unknown field `" + k223 + "`" + ", expected one of `seq`, `event`, `actor`, `at`, `details`");
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
    for (const k228 in x) {
      if (k228 === "hook_id") {
        const v229 = x["hook_id"];
        if (!(typeof v229 === "string")) return err([k228], "invalid type: " + kind(v229) + ", expected string");
      }
      else if (k228 === "run_id") {
        const v229 = x["run_id"];
        if (!(typeof v229 === "string")) return err([k228], "invalid type: " + kind(v229) + ", expected string");
      }
      else if (k228 === "event") {
        const v229 = x["event"];
        if (!(typeof v229 === "string")) return err([k228], "invalid type: " + kind(v229) + ", expected string");
      }
      else if (k228 === "status") {
        const v229 = x["status"];
        if (!(typeof v229 === "string")) return err([k228], "invalid type: " + kind(v229) + ", expected string");
      }
      else if (k228 === "blocking") {
        const v229 = x["blocking"];
        if (!(typeof v229 === "boolean")) return err([k228], "invalid type: " + kind(v229) + ", expected boolean");
      }
      else if (k228 === "elapsed_ms") {
        const v229 = x["elapsed_ms"];
        if (!(Number.isInteger(v229))) return err([k228], "invalid type: " + kind(v229) + ", expected integer");
      }
      else if (k228 === "blocked") {
        const v229 = x["blocked"];
        if (!(typeof v229 === "boolean")) return err([k228], "invalid type: " + kind(v229) + ", expected boolean");
      }
      else if (k228 === "reason") {
        const v229 = x["reason"];
        if (!(typeof v229 === "string")) return err([k228], "invalid type: " + kind(v229) + ", expected string");
      }
      else if (k228 === "exit_code") {
        const v229 = x["exit_code"];
        if (!(Number.isInteger(v229) || v229 === null)) return err([k228], "invalid type: " + kind(v229) + ", expected integer or null");
      }
      else if (k228 === "process_usage") {
        const v229 = x["process_usage"];
        if (!(isObject(v229))) return err([k228], "invalid type: " + kind(v229) + ", expected object");
      }
      else if (k228 === "ts") {
        const v229 = x["ts"];
        if (!(typeof v229 === "string")) return err([k228], "invalid type: " + kind(v229) + ", expected string");
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
    for (const k230 in x) {
      if (k230 === "id") {
        const v231 = x["id"];
        if (!(typeof v231 === "string")) return err([k230], "invalid type: " + kind(v231) + ", expected string");
      }
      else if (k230 === "event") {
        const v231 = x["event"];
        if (!(typeof v231 === "string")) return err([k230], "invalid type: " + kind(v231) + ", expected string");
      }
      else if (k230 === "blocking") {
        const v231 = x["blocking"];
        if (!(typeof v231 === "boolean")) return err([k230], "invalid type: " + kind(v231) + ", expected boolean");
      }
      else if (k230 === "trusted_scope") {
        const v231 = x["trusted_scope"];
        if (!(typeof v231 === "string")) return err([k230], "invalid type: " + kind(v231) + ", expected string");
      }
      else if (k230 === "on_failure") {
        const v231 = x["on_failure"];
        if (!(typeof v231 === "string")) return err([k230], "invalid type: " + kind(v231) + ", expected string");
      }
      else if (k230 === "command") {
        const v231 = x["command"];
        if (!(Array.isArray(v231))) return err([k230], "invalid type: " + kind(v231) + ", expected array");
        {
          for (let i232 = 0; i232 < v231.length; i232++) {
            const v233 = v231[i232];
            if (!(typeof v233 === "string")) return err([k230, i232], "invalid type: " + kind(v233) + ", expected string");
          }
        }
      }
      else if (k230 === "conditions") {
        const v231 = x["conditions"];
        if (!(isObject(v231))) return err([k230], "invalid type: " + kind(v231) + ", expected object");
        {
          for (const k234 in v231) {
            {
              const v235 = v231[k234];
              if (!(typeof v235 === "string")) return err([k230, k234], "invalid type: " + kind(v235) + ", expected string");
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
    for (const k236 in x) {
      if (k236 === "type") {
        const v237 = x["type"];
        if (!(typeof v237 === "string")) return err([k236], "invalid type: " + kind(v237) + ", expected string");
        if (v237 !== "hook.executed") return err([k236], "invalid value: " + kind(v237) + ", expected the constant " + "\"hook.executed\"");
      }
      else if (k236 === "hook_id") {
        const v237 = x["hook_id"];
        if (!(typeof v237 === "string")) return err([k236], "invalid type: " + kind(v237) + ", expected string");
      }
      else if (k236 === "run_id") {
        const v237 = x["run_id"];
        if (!(typeof v237 === "string")) return err([k236], "invalid type: " + kind(v237) + ", expected string");
      }
      else if (k236 === "event_name") {
        const v237 = x["event_name"];
        if (!(typeof v237 === "string")) return err([k236], "invalid type: " + kind(v237) + ", expected string");
      }
      else if (k236 === "status") {
        const v237 = x["status"];
        if (!(typeof v237 === "string")) return err([k236], "invalid type: " + kind(v237) + ", expected string");
      }
      else if (k236 === "blocking") {
        const v237 = x["blocking"];
        if (!(typeof v237 === "boolean")) return err([k236], "invalid type: " + kind(v237) + ", expected boolean");
      }
      else if (k236 === "on_failure") {
        const v237 = x["on_failure"];
        if (!(typeof v237 === "string")) return err([k236], "invalid type: " + kind(v237) + ", expected string");
      }
      else if (k236 === "elapsed_ms") {
        const v237 = x["elapsed_ms"];
        if (!(Number.isInteger(v237))) return err([k236], "invalid type: " + kind(v237) + ", expected integer");
      }
      else if (k236 === "blocked") {
        const v237 = x["blocked"];
        if (!(typeof v237 === "boolean")) return err([k236], "invalid type: " + kind(v237) + ", expected boolean");
      }
      else if (k236 === "reason") {
        const v237 = x["reason"];
        if (!(typeof v237 === "string")) return err([k236], "invalid type: " + kind(v237) + ", expected string");
      }
      else if (k236 === "output_truncated") {
        const v237 = x["output_truncated"];
        if (!(typeof v237 === "boolean")) return err([k236], "invalid type: " + kind(v237) + ", expected boolean");
      }
      else if (k236 === "exit_code") {
        const v237 = x["exit_code"];
        if (!(Number.isInteger(v237) || v237 === null)) return err([k236], "invalid type: " + kind(v237) + ", expected integer or null");
      }
      else if (k236 === "process_usage") {
        const v237 = x["process_usage"];
        if (!(isObject(v237))) return err([k236], "invalid type: " + kind(v237) + ", expected object");
      }
      else if (k236 === "ts") {
        const v237 = x["ts"];
        if (!(typeof v237 === "string")) return err([k236], "invalid type: " + kind(v237) + ", expected string");
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
    for (const k238 in x) {
      if (k238 === "type") {
        const v239 = x["type"];
        if (!(typeof v239 === "string")) return err([k238], "invalid type: " + kind(v239) + ", expected string");
        if (v239 !== "hooks.rerun") return err([k238], "invalid value: " + kind(v239) + ", expected the constant " + "\"hooks.rerun\"");
      }
      else if (k238 === "hook_id") {
        const v239 = x["hook_id"];
        if (!(typeof v239 === "string")) return err([k238], "invalid type: " + kind(v239) + ", expected string");
        {
          if (v239.length < 2 && chars(v239) < 1) return err([k238], "string of length " + chars(v239) + " is shorter than minLength 1");
        }
      }
      else if (k238 === "session_id") {
        const v239 = x["session_id"];
        if (!(typeof v239 === "string")) return err([k238], "invalid type: " + kind(v239) + ", expected string");
      }
    }
    if (x["hook_id"] === undefined) return err([], "missing field `hook_id`");
  }
  return undefined;
}

function v_HookRerunResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k240 in x) {
      if (k240 === "hook_id") {
        const v241 = x["hook_id"];
        if (!(typeof v241 === "string")) return err([k240], "invalid type: " + kind(v241) + ", expected string");
      }
      else if (k240 === "executed") {
        const v241 = x["executed"];
        if (!(typeof v241 === "boolean")) return err([k240], "invalid type: " + kind(v241) + ", expected boolean");
      }
      else if (k240 === "status") {
        const v241 = x["status"];
        if (!(typeof v241 === "string")) return err([k240], "invalid type: " + kind(v241) + ", expected string");
      }
      else if (k240 === "reason") {
        const v241 = x["reason"];
        if (!(typeof v241 === "string")) return err([k240], "invalid type: " + kind(v241) + ", expected string");
      }
      else if (k240 === "ts") {
        const v241 = x["ts"];
        if (!(typeof v241 === "string")) return err([k240], "invalid type: " + kind(v241) + ", expected string");
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
    for (const k242 in x) {
      if (k242 === "type") {
        const v243 = x["type"];
        if (!(typeof v243 === "string")) return err([k242], "invalid type: " + kind(v243) + ", expected string");
        if (v243 !== "hooks.list") return err([k242], "invalid value: " + kind(v243) + ", expected the constant " + "\"hooks.list\"");
      }
      else if (k242 === "limit") {
        const v243 = x["limit"];
        if (!(Number.isInteger(v243))) return err([k242], "invalid type: " + kind(v243) + ", expected integer");
        {
          if (v243 < 1) return err([k242], v243 + " is less than minimum 1");
          if (v243 > 100) return err([k242], v243 + " is greater than maximum 100");
        }
      }
    }
  }
  return undefined;
}

function v_HooksListResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k244 in x) {
      if (k244 === "configs") {
        const v245 = x["configs"];
        if (!(Array.isArray(v245))) return err([k244], "invalid type: " + kind(v245) + ", expected array");
        {
          for (let i246 = 0; i246 < v245.length; i246++) {
            const v247 = v245[i246];
            { const e248 = v_HookConfigInfo(v247); if (e248) return within(e248, [k244, i246]); }
          }
        }
      }
      else if (k244 === "audit_events") {
        const v245 = x["audit_events"];
        if (!(Array.isArray(v245))) return err([k244], "invalid type: " + kind(v245) + ", expected array");
        {
          for (let i249 = 0; i249 < v245.length; i249++) {
            const v250 = v245[i249];
            { const e251 = v_HookAuditInfo(v250); if (e251) return within(e251, [k244, i249]); }
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
    for (const k252 in x) {
      if (k252 === "sha256") {
        const v253 = x["sha256"];
        if (!(typeof v253 === "string")) return err([k252], "invalid type: " + kind(v253) + ", expected string");
        {
          if (!/^[0-9a-f]{64}$/u.test(v253)) return err([k252], "string does not match pattern ^[0-9a-f]{64}$");
        }
      }
      else if (k252 === "media_type") {
        const v253 = x["media_type"];
        if (!(typeof v253 === "string")) return err([k252], "invalid type: " + kind(v253) + ", expected string");
        {
          if (!/^image\/(png|jpeg|webp|gif)$/u.test(v253)) return err([k252], "string does not match pattern ^image/(png|jpeg|webp|gif)$");
        }
      }
      else if (k252 === "size") {
        const v253 = x["size"];
        if (!(Number.isInteger(v253))) return err([k252], "invalid type: " + kind(v253) + ", expected integer");
        {
          if (v253 < 1) return err([k252], v253 + " is less than minimum 1");
          if (v253 > 2097152) return err([k252], v253 + " is greater than maximum 2097152");
        }
      }
      else if (k252 === "width") {
        const v253 = x["width"];
        if (!(Number.isInteger(v253))) return err([k252], "invalid type: " + kind(v253) + ", expected integer");
        {
          if (v253 < 1) return err([k252], v253 + " is less than minimum 1");
          if (v253 > 100000) return err([k252], v253 + " is greater than maximum 100000");
        }
      }
      else if (k252 === "height") {
        const v253 = x["height"];
        if (!(Number.isInteger(v253))) return err([k252], "invalid type: " + kind(v253) + ", expected integer");
        {
          if (v253 < 1) return err([k252], v253 + " is less than minimum 1");
          if (v253 > 100000) return err([k252], v253 + " is greater than maximum 100000");
        }
      }
      else return err([k252], "unknown field `" + k252 + "`" + ", expected one of `sha256`, `media_type`, `size`, `width`, `height`");
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
    for (const k254 in x) {
      if (k254 === "type") {
        const v255 = x["type"];
        if (!(typeof v255 === "string")) return err([k254], "invalid type: " + kind(v255) + ", expected string");
        if (v255 !== "llm.attempt_finished") return err([k254], "invalid value: " + kind(v255) + ", expected the constant " + "\"llm.attempt_finished\"");
      }
      else if (k254 === "run_id") {
        const v255 = x["run_id"];
        if (!(typeof v255 === "string")) return err([k254], "invalid type: " + kind(v255) + ", expected string");
      }
      else if (k254 === "step") {
        const v255 = x["step"];
        if (!(Number.isInteger(v255))) return err([k254], "invalid type: " + kind(v255) + ", expected integer");
      }
      else if (k254 === "attempt") {
        const v255 = x["attempt"];
        if (!(Number.isInteger(v255))) return err([k254], "invalid type: " + kind(v255) + ", expected integer");
      }
      else if (k254 === "status") {
        const v255 = x["status"];
        { const e256 = v_AttemptStatus(v255); if (e256) return within(e256, [k254]); }
      }
      else if (k254 === "failure_code") {
        const v255 = x["failure_code"];
        if (!(typeof v255 === "string")) return err([k254], "invalid type: " + kind(v255) + ", expected string");
      }
      else if (k254 === "request_snapshot_digest") {
        const v255 = x["request_snapshot_digest"];
        if (!(typeof v255 === "string")) return err([k254], "invalid type: " + kind(v255) + ", expected string");
      }
      else if (k254 === "ledger_seq") {
        const v255 = x["ledger_seq"];
        if (!(Number.isInteger(v255) || v255 === null)) return err([k254], "invalid type: " + kind(v255) + ", expected integer or null");
      }
      else if (k254 === "ts") {
        const v255 = x["ts"];
        if (!(typeof v255 === "string")) return err([k254], "invalid type: " + kind(v255) + ", expected string");
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
    for (const k257 in x) {
      if (k257 === "type") {
        const v258 = x["type"];
        if (!(typeof v258 === "string")) return err([k257], "invalid type: " + kind(v258) + ", expected string");
        if (v258 !== "llm.model_selected") return err([k257], "invalid value: " + kind(v258) + ", expected the constant " + "\"llm.model_selected\"");
      }
      else if (k257 === "run_id") {
        const v258 = x["run_id"];
        if (!(typeof v258 === "string")) return err([k257], "invalid type: " + kind(v258) + ", expected string");
      }
      else if (k257 === "model") {
        const v258 = x["model"];
        if (!(typeof v258 === "string")) return err([k257], "invalid type: " + kind(v258) + ", expected string");
      }
      else if (k257 === "strategy") {
        const v258 = x["strategy"];
        if (!(typeof v258 === "string")) return err([k257], "invalid type: " + kind(v258) + ", expected string");
      }
      else if (k257 === "ts") {
        const v258 = x["ts"];
        if (!(typeof v258 === "string")) return err([k257], "invalid type: " + kind(v258) + ", expected string");
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
    for (const k259 in x) {
      if (k259 === "type") {
        const v260 = x["type"];
        if (!(typeof v260 === "string")) return err([k259], "invalid type: " + kind(v260) + ", expected string");
        if (v260 !== "llm.reasoning") return err([k259], "invalid value: " + kind(v260) + ", expected the constant " + "\"llm.reasoning\"");
      }
      else if (k259 === "run_id") {
        const v260 = x["run_id"];
        if (!(typeof v260 === "string")) return err([k259], "invalid type: " + kind(v260) + ", expected string");
      }
      else if (k259 === "content") {
        const v260 = x["content"];
        if (!(typeof v260 === "string")) return err([k259], "invalid type: " + kind(v260) + ", expected string");
      }
      else if (k259 === "ts") {
        const v260 = x["ts"];
        if (!(typeof v260 === "string")) return err([k259], "invalid type: " + kind(v260) + ", expected string");
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
    for (const k261 in x) {
      if (k261 === "type") {
        const v262 = x["type"];
        if (!(typeof v262 === "string")) return err([k261], "invalid type: " + kind(v262) + ", expected string");
        if (v262 !== "llm.request_prepared") return err([k261], "invalid value: " + kind(v262) + ", expected the constant " + "\"llm.request_prepared\"");
      }
      else if (k261 === "run_id") {
        const v262 = x["run_id"];
        if (!(typeof v262 === "string")) return err([k261], "invalid type: " + kind(v262) + ", expected string");
      }
      else if (k261 === "step") {
        const v262 = x["step"];
        if (!(Number.isInteger(v262))) return err([k261], "invalid type: " + kind(v262) + ", expected integer");
      }
      else if (k261 === "ledger_seq") {
        const v262 = x["ledger_seq"];
        if (!(Number.isInteger(v262) || v262 === null)) return err([k261], "invalid type: " + kind(v262) + ", expected integer or null");
        if (typeof v262 === "number") {
          if (v262 < 1) return err([k261], v262 + " is less than minimum 1");
        }
      }
      else if (k261 === "request_snapshot_digest") {
        const v262 = x["request_snapshot_digest"];
        if (!(typeof v262 === "string")) return err([k261], "invalid type: " + kind(v262) + ", expected string");
        {
          if (!/^[0-9a-f]{64}$/u.test(v262)) return err([k261], "string does not match pattern ^[0-9a-f]{64}$");
        }
      }
      else if (k261 === "preset_id") {
        const v262 = x["preset_id"];
        if (!(typeof v262 === "string")) return err([k261], "invalid type: " + kind(v262) + ", expected string");
      }
      else if (k261 === "preset_digest") {
        const v262 = x["preset_digest"];
        if (!(typeof v262 === "string")) return err([k261], "invalid type: " + kind(v262) + ", expected string");
        {
          if (!/^(?:|[0-9a-f]{64})$/u.test(v262)) return err([k261], "string does not match pattern ^(?:|[0-9a-f]{64})$");
        }
      }
      else if (k261 === "route_id") {
        const v262 = x["route_id"];
        if (!(typeof v262 === "string")) return err([k261], "invalid type: " + kind(v262) + ", expected string");
      }
      else if (k261 === "model") {
        const v262 = x["model"];
        if (!(typeof v262 === "string")) return err([k261], "invalid type: " + kind(v262) + ", expected string");
      }
      else if (k261 === "wire_format") {
        const v262 = x["wire_format"];
        if (!(typeof v262 === "string")) return err([k261], "invalid type: " + kind(v262) + ", expected string");
      }
      else if (k261 === "execution_contract_digest") {
        const v262 = x["execution_contract_digest"];
        if (!(typeof v262 === "string")) return err([k261], "invalid type: " + kind(v262) + ", expected string");
      }
      else if (k261 === "ts") {
        const v262 = x["ts"];
        if (!(typeof v262 === "string")) return err([k261], "invalid type: " + kind(v262) + ", expected string");
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
    for (const k263 in x) {
      if (k263 === "type") {
        const v264 = x["type"];
        if (!(typeof v264 === "string")) return err([k263], "invalid type: " + kind(v264) + ", expected string");
        if (v264 !== "llm.retry") return err([k263], "invalid value: " + kind(v264) + ", expected the constant " + "\"llm.retry\"");
      }
      else if (k263 === "run_id") {
        const v264 = x["run_id"];
        if (!(typeof v264 === "string")) return err([k263], "invalid type: " + kind(v264) + ", expected string");
      }
      else if (k263 === "step") {
        const v264 = x["step"];
        if (!(Number.isInteger(v264))) return err([k263], "invalid type: " + kind(v264) + ", expected integer");
      }
      else if (k263 === "kind") {
        const v264 = x["kind"];
        { const e265 = v_RetryKind(v264); if (e265) return within(e265, [k263]); }
      }
      else if (k263 === "attempt") {
        const v264 = x["attempt"];
        if (!(Number.isInteger(v264))) return err([k263], "invalid type: " + kind(v264) + ", expected integer");
      }
      else if (k263 === "reason") {
        const v264 = x["reason"];
        if (!(typeof v264 === "string")) return err([k263], "invalid type: " + kind(v264) + ", expected string");
      }
      else if (k263 === "delay_ms") {
        const v264 = x["delay_ms"];
        if (!(Number.isInteger(v264))) return err([k263], "invalid type: " + kind(v264) + ", expected integer");
      }
      else if (k263 === "max_retries") {
        const v264 = x["max_retries"];
        if (!(Number.isInteger(v264))) return err([k263], "invalid type: " + kind(v264) + ", expected integer");
      }
      else if (k263 === "failure_code") {
        const v264 = x["failure_code"];
        if (!(typeof v264 === "string")) return err([k263], "invalid type: " + kind(v264) + ", expected string");
      }
      else if (k263 === "request_snapshot_digest") {
        const v264 = x["request_snapshot_digest"];
        if (!(typeof v264 === "string")) return err([k263], "invalid type: " + kind(v264) + ", expected string");
      }
      else if (k263 === "ledger_seq") {
        const v264 = x["ledger_seq"];
        if (!(Number.isInteger(v264) || v264 === null)) return err([k263], "invalid type: " + kind(v264) + ", expected integer or null");
      }
      else if (k263 === "ts") {
        const v264 = x["ts"];
        if (!(typeof v264 === "string")) return err([k263], "invalid type: " + kind(v264) + ", expected string");
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
    for (const k266 in x) {
      if (k266 === "type") {
        const v267 = x["type"];
        if (!(typeof v267 === "string")) return err([k266], "invalid type: " + kind(v267) + ", expected string");
        if (v267 !== "llm.route_selected") return err([k266], "invalid value: " + kind(v267) + ", expected the constant " + "\"llm.route_selected\"");
      }
      else if (k266 === "run_id") {
        const v267 = x["run_id"];
        if (!(typeof v267 === "string")) return err([k266], "invalid type: " + kind(v267) + ", expected string");
      }
      else if (k266 === "route_id") {
        const v267 = x["route_id"];
        if (!(typeof v267 === "string")) return err([k266], "invalid type: " + kind(v267) + ", expected string");
      }
      else if (k266 === "wire_format") {
        const v267 = x["wire_format"];
        if (!(typeof v267 === "string")) return err([k266], "invalid type: " + kind(v267) + ", expected string");
      }
      else if (k266 === "base_url_origin") {
        const v267 = x["base_url_origin"];
        if (!(typeof v267 === "string")) return err([k266], "invalid type: " + kind(v267) + ", expected string");
      }
      else if (k266 === "model") {
        const v267 = x["model"];
        if (!(typeof v267 === "string")) return err([k266], "invalid type: " + kind(v267) + ", expected string");
      }
      else if (k266 === "credential_source") {
        const v267 = x["credential_source"];
        { const e268 = v_CredentialSource(v267); if (e268) return within(e268, [k266]); }
      }
      else if (k266 === "strategy") {
        const v267 = x["strategy"];
        if (!(typeof v267 === "string")) return err([k266], "invalid type: " + kind(v267) + ", expected string");
      }
      else if (k266 === "candidates") {
        const v267 = x["candidates"];
        if (!(Array.isArray(v267))) return err([k266], "invalid type: " + kind(v267) + ", expected array");
        {
          for (let i269 = 0; i269 < v267.length; i269++) {
            const v270 = v267[i269];
            if (!(typeof v270 === "string")) return err([k266, i269], "invalid type: " + kind(v270) + ", expected string");
          }
        }
      }
      else if (k266 === "reason") {
        const v267 = x["reason"];
        if (!(typeof v267 === "string")) return err([k266], "invalid type: " + kind(v267) + ", expected string");
      }
      else if (k266 === "step") {
        const v267 = x["step"];
        if (!(Number.isInteger(v267))) return err([k266], "invalid type: " + kind(v267) + ", expected integer");
      }
      else if (k266 === "accumulated_cost_usd") {
        const v267 = x["accumulated_cost_usd"];
        if (!(typeof v267 === "number" || v267 === null)) return err([k266], "invalid type: " + kind(v267) + ", expected number or null");
      }
      else if (k266 === "cost_budget_usd") {
        const v267 = x["cost_budget_usd"];
        if (!(typeof v267 === "number" || v267 === null)) return err([k266], "invalid type: " + kind(v267) + ", expected number or null");
      }
      else if (k266 === "temperature") {
        const v267 = x["temperature"];
        if (!(typeof v267 === "number" || v267 === null)) return err([k266], "invalid type: " + kind(v267) + ", expected number or null");
      }
      else if (k266 === "ts") {
        const v267 = x["ts"];
        if (!(typeof v267 === "string")) return err([k266], "invalid type: " + kind(v267) + ", expected string");
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
    for (const k271 in x) {
      if (k271 === "type") {
        const v272 = x["type"];
        if (!(typeof v272 === "string")) return err([k271], "invalid type: " + kind(v272) + ", expected string");
        if (v272 !== "llm.token") return err([k271], "invalid value: " + kind(v272) + ", expected the constant " + "\"llm.token\"");
      }
      else if (k271 === "run_id") {
        const v272 = x["run_id"];
        if (!(typeof v272 === "string")) return err([k271], "invalid type: " + kind(v272) + ", expected string");
      }
      else if (k271 === "token") {
        const v272 = x["token"];
        if (!(typeof v272 === "string")) return err([k271], "invalid type: " + kind(v272) + ", expected string");
      }
      else if (k271 === "ts") {
        const v272 = x["ts"];
        if (!(typeof v272 === "string")) return err([k271], "invalid type: " + kind(v272) + ", expected string");
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
    for (const k273 in x) {
      if (k273 === "type") {
        const v274 = x["type"];
        if (!(typeof v274 === "string")) return err([k273], "invalid type: " + kind(v274) + ", expected string");
        if (v274 !== "llm.usage") return err([k273], "invalid value: " + kind(v274) + ", expected the constant " + "\"llm.usage\"");
      }
      else if (k273 === "run_id") {
        const v274 = x["run_id"];
        if (!(typeof v274 === "string")) return err([k273], "invalid type: " + kind(v274) + ", expected string");
      }
      else if (k273 === "input_tokens") {
        const v274 = x["input_tokens"];
        if (!(Number.isInteger(v274))) return err([k273], "invalid type: " + kind(v274) + ", expected integer");
      }
      else if (k273 === "output_tokens") {
        const v274 = x["output_tokens"];
        if (!(Number.isInteger(v274))) return err([k273], "invalid type: " + kind(v274) + ", expected integer");
      }
      else if (k273 === "cache_read_input_tokens") {
        const v274 = x["cache_read_input_tokens"];
        if (!(Number.isInteger(v274))) return err([k273], "invalid type: " + kind(v274) + ", expected integer");
      }
      else if (k273 === "cache_creation_input_tokens") {
        const v274 = x["cache_creation_input_tokens"];
        if (!(Number.isInteger(v274))) return err([k273], "invalid type: " + kind(v274) + ", expected integer");
      }
      else if (k273 === "context_pct") {
        const v274 = x["context_pct"];
        if (!(typeof v274 === "number")) return err([k273], "invalid type: " + kind(v274) + ", expected number");
      }
      else if (k273 === "purpose") {
        const v274 = x["purpose"];
        { const e275 = v_UsagePurpose(v274); if (e275) return within(e275, [k273]); }
      }
      else if (k273 === "model") {
        const v274 = x["model"];
        if (!(typeof v274 === "string")) return err([k273], "invalid type: " + kind(v274) + ", expected string");
      }
      else if (k273 === "ts") {
        const v274 = x["ts"];
        if (!(typeof v274 === "string")) return err([k273], "invalid type: " + kind(v274) + ", expected string");
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
    for (const k276 in x) {
      if (k276 === "type") {
        const v277 = x["type"];
        if (!(typeof v277 === "string")) return err([k276], "invalid type: " + kind(v277) + ", expected string");
        if (v277 !== "log.line") return err([k276], "invalid value: " + kind(v277) + ", expected the constant " + "\"log.line\"");
      }
      else if (k276 === "run_id") {
        const v277 = x["run_id"];
        if (!(typeof v277 === "string")) return err([k276], "invalid type: " + kind(v277) + ", expected string");
      }
      else if (k276 === "level") {
        const v277 = x["level"];
        if (!(typeof v277 === "string")) return err([k276], "invalid type: " + kind(v277) + ", expected string");
      }
      else if (k276 === "source") {
        const v277 = x["source"];
        if (!(typeof v277 === "string")) return err([k276], "invalid type: " + kind(v277) + ", expected string");
      }
      else if (k276 === "message") {
        const v277 = x["message"];
        if (!(typeof v277 === "string")) return err([k276], "invalid type: " + kind(v277) + ", expected string");
      }
      else if (k276 === "ts") {
        const v277 = x["ts"];
        if (!(typeof v277 === "string")) return err([k276], "invalid type: " + kind(v277) + ", expected string");
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
    for (const k278 in x) {
      if (k278 === "type") {
        const v279 = x["type"];
        if (!(typeof v279 === "string")) return err([k278], "invalid type: " + kind(v279) + ", expected string");
        if (v279 !== "lsp.diagnostics") return err([k278], "invalid value: " + kind(v279) + ", expected the constant " + "\"lsp.diagnostics\"");
      }
      else if (k278 === "run_id") {
        const v279 = x["run_id"];
        if (!(typeof v279 === "string")) return err([k278], "invalid type: " + kind(v279) + ", expected string");
      }
      else if (k278 === "step") {
        const v279 = x["step"];
        if (!(Number.isInteger(v279))) return err([k278], "invalid type: " + kind(v279) + ", expected integer");
      }
      else if (k278 === "status") {
        const v279 = x["status"];
        { const e280 = v_DiagnosticsStatus(v279); if (e280) return within(e280, [k278]); }
      }
      else if (k278 === "tool") {
        const v279 = x["tool"];
        if (!(typeof v279 === "string")) return err([k278], "invalid type: " + kind(v279) + ", expected string");
      }
      else if (k278 === "paths") {
        const v279 = x["paths"];
        if (!(Array.isArray(v279))) return err([k278], "invalid type: " + kind(v279) + ", expected array");
        {
          for (let i281 = 0; i281 < v279.length; i281++) {
            const v282 = v279[i281];
            if (!(typeof v282 === "string")) return err([k278, i281], "invalid type: " + kind(v282) + ", expected string");
          }
        }
      }
      else if (k278 === "diagnostic_count") {
        const v279 = x["diagnostic_count"];
        if (!(Number.isInteger(v279))) return err([k278], "invalid type: " + kind(v279) + ", expected integer");
      }
      else if (k278 === "duration_ms") {
        const v279 = x["duration_ms"];
        if (!(Number.isInteger(v279))) return err([k278], "invalid type: " + kind(v279) + ", expected integer");
        {
          if (v279 < 0) return err([k278], v279 + " is less than minimum 0");
        }
      }
      else if (k278 === "truncated") {
        const v279 = x["truncated"];
        if (!(typeof v279 === "boolean")) return err([k278], "invalid type: " + kind(v279) + ", expected boolean");
      }
      else if (k278 === "error") {
        const v279 = x["error"];
        if (!(typeof v279 === "string")) return err([k278], "invalid type: " + kind(v279) + ", expected string");
      }
      else if (k278 === "ts") {
        const v279 = x["ts"];
        if (!(typeof v279 === "string")) return err([k278], "invalid type: " + kind(v279) + ", expected string");
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
    for (const k283 in x) {
      if (k283 === "type") {
        const v284 = x["type"];
        if (!(typeof v284 === "string")) return err([k283], "invalid type: " + kind(v284) + ", expected string");
        if (v284 !== "mcp.list") return err([k283], "invalid value: " + kind(v284) + ", expected the constant " + "\"mcp.list\"");
      }
    }
  }
  return undefined;
}

function v_McpListResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k285 in x) {
      if (k285 === "servers") {
        const v286 = x["servers"];
        if (!(Array.isArray(v286))) return err([k285], "invalid type: " + kind(v286) + ", expected array");
        {
          for (let i287 = 0; i287 < v286.length; i287++) {
            const v288 = v286[i287];
            { const e289 = v_McpServerInfo(v288); if (e289) return within(e289, [k285, i287]); }
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
    for (const k290 in x) {
      if (k290 === "name") {
        const v291 = x["name"];
        if (!(typeof v291 === "string")) return err([k290], "invalid type: " + kind(v291) + ", expected string");
      }
      else if (k290 === "transport") {
        const v291 = x["transport"];
        if (!(typeof v291 === "string")) return err([k290], "invalid type: " + kind(v291) + ", expected string");
      }
      else if (k290 === "status") {
        const v291 = x["status"];
        if (!(typeof v291 === "string")) return err([k290], "invalid type: " + kind(v291) + ", expected string");
      }
      else if (k290 === "tool_count") {
        const v291 = x["tool_count"];
        if (!(Number.isInteger(v291))) return err([k290], "invalid type: " + kind(v291) + ", expected integer");
      }
      else if (k290 === "tools") {
        const v291 = x["tools"];
        if (!(Array.isArray(v291))) return err([k290], "invalid type: " + kind(v291) + ", expected array");
        {
          for (let i292 = 0; i292 < v291.length; i292++) {
            const v293 = v291[i292];
            if (!(isObject(v293))) return err([k290, i292], "invalid type: " + kind(v293) + ", expected object");
          }
        }
      }
      else if (k290 === "error") {
        const v291 = x["error"];
        if (!(typeof v291 === "string")) return err([k290], "invalid type: " + kind(v291) + ", expected string");
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
    for (const k294 in x) {
      if (k294 === "type") {
        const v295 = x["type"];
        if (!(typeof v295 === "string")) return err([k294], "invalid type: " + kind(v295) + ", expected string");
        if (v295 !== "memory.add") return err([k294], "invalid value: " + kind(v295) + ", expected the constant " + "\"memory.add\"");
      }
      else if (k294 === "name") {
        const v295 = x["name"];
        if (!(typeof v295 === "string")) return err([k294], "invalid type: " + kind(v295) + ", expected string");
        {
          if (v295.length < 2 && chars(v295) < 1) return err([k294], "string of length " + chars(v295) + " is shorter than minLength 1");
          if (v295.length > 200 && chars(v295) > 200) return err([k294], "string of length " + chars(v295) + " is longer than maxLength 200");
        }
      }
      else if (k294 === "description") {
        const v295 = x["description"];
        if (!(typeof v295 === "string")) return err([k294], "invalid type: " + kind(v295) + ", expected string");
        {
          if (v295.length > 1000 && chars(v295) > 1000) return err([k294], "string of length " + chars(v295) + " is longer than maxLength 1000");
        }
      }
      else if (k294 === "memory_type") {
        const v295 = x["memory_type"];
        { const e296 = v_MemoryType(v295); if (e296) return within(e296, [k294]); }
      }
      else if (k294 === "body") {
        const v295 = x["body"];
        if (!(typeof v295 === "string")) return err([k294], "invalid type: " + kind(v295) + ", expected string");
        {
          if (v295.length < 2 && chars(v295) < 1) return err([k294], "string of length " + chars(v295) + " is shorter than minLength 1");
          if (v295.length > 100000 && chars(v295) > 100000) return err([k294], "string of length " + chars(v295) + " is longer than maxLength 100000");
        }
      }
      else if (k294 === "source_session_id") {
        const v295 = x["source_session_id"];
        if (!(typeof v295 === "string")) return err([k294], "invalid type: " + kind(v295) + ", expected string");
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
    for (const k297 in x) {
      if (k297 === "type") {
        const v298 = x["type"];
        if (!(typeof v298 === "string")) return err([k297], "invalid type: " + kind(v298) + ", expected string");
        if (v298 !== "memory.delete") return err([k297], "invalid value: " + kind(v298) + ", expected the constant " + "\"memory.delete\"");
      }
      else if (k297 === "memory_id") {
        const v298 = x["memory_id"];
        if (!(typeof v298 === "string")) return err([k297], "invalid type: " + kind(v298) + ", expected string");
        {
          if (v298.length < 2 && chars(v298) < 1) return err([k297], "string of length " + chars(v298) + " is shorter than minLength 1");
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
    for (const k299 in x) {
      if (k299 === "memory_id") {
        const v300 = x["memory_id"];
        if (!(typeof v300 === "string")) return err([k299], "invalid type: " + kind(v300) + ", expected string");
      }
      else if (k299 === "deleted") {
        const v300 = x["deleted"];
        if (!(typeof v300 === "boolean")) return err([k299], "invalid type: " + kind(v300) + ", expected boolean");
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
    for (const k301 in x) {
      if (k301 === "type") {
        const v302 = x["type"];
        if (!(typeof v302 === "string")) return err([k301], "invalid type: " + kind(v302) + ", expected string");
        if (v302 !== "memory.edit") return err([k301], "invalid value: " + kind(v302) + ", expected the constant " + "\"memory.edit\"");
      }
      else if (k301 === "memory_id") {
        const v302 = x["memory_id"];
        if (!(typeof v302 === "string")) return err([k301], "invalid type: " + kind(v302) + ", expected string");
        {
          if (v302.length < 2 && chars(v302) < 1) return err([k301], "string of length " + chars(v302) + " is shorter than minLength 1");
        }
      }
      else if (k301 === "name") {
        const v302 = x["name"];
        if (!(typeof v302 === "string" || v302 === null)) return err([k301], "invalid type: " + kind(v302) + ", expected string or null");
        if (typeof v302 === "string") {
          if (v302.length < 2 && chars(v302) < 1) return err([k301], "string of length " + chars(v302) + " is shorter than minLength 1");
          if (v302.length > 200 && chars(v302) > 200) return err([k301], "string of length " + chars(v302) + " is longer than maxLength 200");
        }
      }
      else if (k301 === "description") {
        const v302 = x["description"];
        if (!(typeof v302 === "string" || v302 === null)) return err([k301], "invalid type: " + kind(v302) + ", expected string or null");
        if (typeof v302 === "string") {
          if (v302.length > 1000 && chars(v302) > 1000) return err([k301], "string of length " + chars(v302) + " is longer than maxLength 1000");
        }
      }
      else if (k301 === "memory_type") {
        const v302 = x["memory_type"];
        const e303 = (() => {
          {
            const u304 = [];
            const b305 = (() => {
              { const e306 = v_MemoryType(v302); if (e306) return within(e306, [k301]); }
              return undefined;
            })();
            if (b305 === undefined) return undefined;
            u304.push(b305);
            const b307 = (() => {
              if (!(v302 === null)) return err([k301], "invalid type: " + kind(v302) + ", expected null");
              return undefined;
            })();
            if (b307 === undefined) return undefined;
            u304.push(b307);
            const u304d = u304.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u304d;
          }
        })();
        if (e303) return e303;
      }
      else if (k301 === "body") {
        const v302 = x["body"];
        if (!(typeof v302 === "string" || v302 === null)) return err([k301], "invalid type: " + kind(v302) + ", expected string or null");
        if (typeof v302 === "string") {
          if (v302.length < 2 && chars(v302) < 1) return err([k301], "string of length " + chars(v302) + " is shorter than minLength 1");
          if (v302.length > 100000 && chars(v302) > 100000) return err([k301], "string of length " + chars(v302) + " is longer than maxLength 100000");
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
    for (const k308 in x) {
      if (k308 === "type") {
        const v309 = x["type"];
        if (!(typeof v309 === "string")) return err([k308], "invalid type: " + kind(v309) + ", expected string");
        if (v309 !== "memory.expire") return err([k308], "invalid value: " + kind(v309) + ", expected the constant " + "\"memory.expire\"");
      }
      else if (k308 === "memory_id") {
        const v309 = x["memory_id"];
        if (!(typeof v309 === "string")) return err([k308], "invalid type: " + kind(v309) + ", expected string");
        {
          if (v309.length < 2 && chars(v309) < 1) return err([k308], "string of length " + chars(v309) + " is shorter than minLength 1");
        }
      }
      else if (k308 === "expires_at") {
        const v309 = x["expires_at"];
        if (!(typeof v309 === "string" || v309 === null)) return err([k308], "invalid type: " + kind(v309) + ", expected string or null");
      }
    }
    if (x["memory_id"] === undefined) return err([], "missing field `memory_id`");
  }
  return undefined;
}

function v_MemoryInfo(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k310 in x) {
      if (k310 === "id") {
        const v311 = x["id"];
        if (!(typeof v311 === "string")) return err([k310], "invalid type: " + kind(v311) + ", expected string");
      }
      else if (k310 === "name") {
        const v311 = x["name"];
        if (!(typeof v311 === "string")) return err([k310], "invalid type: " + kind(v311) + ", expected string");
      }
      else if (k310 === "description") {
        const v311 = x["description"];
        if (!(typeof v311 === "string")) return err([k310], "invalid type: " + kind(v311) + ", expected string");
      }
      else if (k310 === "type") {
        const v311 = x["type"];
        if (!(typeof v311 === "string")) return err([k310], "invalid type: " + kind(v311) + ", expected string");
      }
      else if (k310 === "body") {
        const v311 = x["body"];
        if (!(typeof v311 === "string")) return err([k310], "invalid type: " + kind(v311) + ", expected string");
      }
      else if (k310 === "source_session_id") {
        const v311 = x["source_session_id"];
        if (!(typeof v311 === "string")) return err([k310], "invalid type: " + kind(v311) + ", expected string");
      }
      else if (k310 === "source_run_id") {
        const v311 = x["source_run_id"];
        if (!(typeof v311 === "string")) return err([k310], "invalid type: " + kind(v311) + ", expected string");
      }
      else if (k310 === "created_at") {
        const v311 = x["created_at"];
        if (!(typeof v311 === "string")) return err([k310], "invalid type: " + kind(v311) + ", expected string");
      }
      else if (k310 === "updated_at") {
        const v311 = x["updated_at"];
        if (!(typeof v311 === "string")) return err([k310], "invalid type: " + kind(v311) + ", expected string");
      }
      else if (k310 === "pinned") {
        const v311 = x["pinned"];
        if (!(typeof v311 === "boolean")) return err([k310], "invalid type: " + kind(v311) + ", expected boolean");
      }
      else if (k310 === "expires_at") {
        const v311 = x["expires_at"];
        if (!(typeof v311 === "string" || v311 === null)) return err([k310], "invalid type: " + kind(v311) + ", expected string or null");
      }
      else if (k310 === "expired") {
        const v311 = x["expired"];
        if (!(typeof v311 === "boolean")) return err([k310], "invalid type: " + kind(v311) + ", expected boolean");
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
    for (const k312 in x) {
      if (k312 === "type") {
        const v313 = x["type"];
        if (!(typeof v313 === "string")) return err([k312], "invalid type: " + kind(v313) + ", expected string");
        if (v313 !== "memory.list") return err([k312], "invalid value: " + kind(v313) + ", expected the constant " + "\"memory.list\"");
      }
      else if (k312 === "include_expired") {
        const v313 = x["include_expired"];
        if (!(typeof v313 === "boolean")) return err([k312], "invalid type: " + kind(v313) + ", expected boolean");
      }
    }
  }
  return undefined;
}

function v_MemoryListResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k314 in x) {
      if (k314 === "memories") {
        const v315 = x["memories"];
        if (!(Array.isArray(v315))) return err([k314], "invalid type: " + kind(v315) + ", expected array");
        {
          for (let i316 = 0; i316 < v315.length; i316++) {
            const v317 = v315[i316];
            { const e318 = v_MemoryInfo(v317); if (e318) return within(e318, [k314, i316]); }
          }
        }
      }
      else if (k314 === "settings") {
        const v315 = x["settings"];
        { const e319 = v_MemorySettingsInfo(v315); if (e319) return within(e319, [k314]); }
      }
    }
  }
  return undefined;
}

function v_MemoryPinCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k320 in x) {
      if (k320 === "type") {
        const v321 = x["type"];
        if (!(typeof v321 === "string")) return err([k320], "invalid type: " + kind(v321) + ", expected string");
        if (v321 !== "memory.pin") return err([k320], "invalid value: " + kind(v321) + ", expected the constant " + "\"memory.pin\"");
      }
      else if (k320 === "memory_id") {
        const v321 = x["memory_id"];
        if (!(typeof v321 === "string")) return err([k320], "invalid type: " + kind(v321) + ", expected string");
        {
          if (v321.length < 2 && chars(v321) < 1) return err([k320], "string of length " + chars(v321) + " is shorter than minLength 1");
        }
      }
      else if (k320 === "pinned") {
        const v321 = x["pinned"];
        if (!(typeof v321 === "boolean")) return err([k320], "invalid type: " + kind(v321) + ", expected boolean");
      }
    }
    if (x["memory_id"] === undefined) return err([], "missing field `memory_id`");
  }
  return undefined;
}

function v_MemorySettingsGetCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k322 in x) {
      if (k322 === "type") {
        const v323 = x["type"];
        if (!(typeof v323 === "string")) return err([k322], "invalid type: " + kind(v323) + ", expected string");
        if (v323 !== "memory.settings.get") return err([k322], "invalid value: " + kind(v323) + ", expected the constant " + "\"memory.settings.get\"");
      }
    }
  }
  return undefined;
}

function v_MemorySettingsInfo(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k324 in x) {
      if (k324 === "auto_save") {
        const v325 = x["auto_save"];
        { const e326 = v_MemoryAutoSave(v325); if (e326) return within(e326, [k324]); }
      }
    }
  }
  return undefined;
}

function v_MemorySettingsSetCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k327 in x) {
      if (k327 === "type") {
        const v328 = x["type"];
        if (!(typeof v328 === "string")) return err([k327], "invalid type: " + kind(v328) + ", expected string");
        if (v328 !== "memory.settings.set") return err([k327], "invalid value: " + kind(v328) + ", expected the constant " + "\"memory.settings.set\"");
      }
      else if (k327 === "auto_save") {
        const v328 = x["auto_save"];
        { const e329 = v_MemoryAutoSave(v328); if (e329) return within(e329, [k327]); }
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
    for (const k330 in x) {
      if (k330 === "type") {
        const v331 = x["type"];
        if (!(typeof v331 === "string")) return err([k330], "invalid type: " + kind(v331) + ", expected string");
        if (v331 !== "permission.denied") return err([k330], "invalid value: " + kind(v331) + ", expected the constant " + "\"permission.denied\"");
      }
      else if (k330 === "run_id") {
        const v331 = x["run_id"];
        if (!(typeof v331 === "string")) return err([k330], "invalid type: " + kind(v331) + ", expected string");
      }
      else if (k330 === "tool_use_id") {
        const v331 = x["tool_use_id"];
        if (!(typeof v331 === "string")) return err([k330], "invalid type: " + kind(v331) + ", expected string");
      }
      else if (k330 === "decision") {
        const v331 = x["decision"];
        if (!(typeof v331 === "string")) return err([k330], "invalid type: " + kind(v331) + ", expected string");
      }
      else if (k330 === "ts") {
        const v331 = x["ts"];
        if (!(typeof v331 === "string")) return err([k330], "invalid type: " + kind(v331) + ", expected string");
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
    for (const k332 in x) {
      if (k332 === "type") {
        const v333 = x["type"];
        if (!(typeof v333 === "string")) return err([k332], "invalid type: " + kind(v333) + ", expected string");
        if (v333 !== "permission.granted") return err([k332], "invalid value: " + kind(v333) + ", expected the constant " + "\"permission.granted\"");
      }
      else if (k332 === "run_id") {
        const v333 = x["run_id"];
        if (!(typeof v333 === "string")) return err([k332], "invalid type: " + kind(v333) + ", expected string");
      }
      else if (k332 === "tool_use_id") {
        const v333 = x["tool_use_id"];
        if (!(typeof v333 === "string")) return err([k332], "invalid type: " + kind(v333) + ", expected string");
      }
      else if (k332 === "decision") {
        const v333 = x["decision"];
        if (!(typeof v333 === "string")) return err([k332], "invalid type: " + kind(v333) + ", expected string");
      }
      else if (k332 === "ts") {
        const v333 = x["ts"];
        if (!(typeof v333 === "string")) return err([k332], "invalid type: " + kind(v333) + ", expected string");
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
    for (const k334 in x) {
      if (k334 === "type") {
        const v335 = x["type"];
        if (!(typeof v335 === "string")) return err([k334], "invalid type: " + kind(v335) + ", expected string");
        if (v335 !== "permission.requested") return err([k334], "invalid value: " + kind(v335) + ", expected the constant " + "\"permission.requested\"");
      }
      else if (k334 === "run_id") {
        const v335 = x["run_id"];
        if (!(typeof v335 === "string")) return err([k334], "invalid type: " + kind(v335) + ", expected string");
      }
      else if (k334 === "tool_use_id") {
        const v335 = x["tool_use_id"];
        if (!(typeof v335 === "string")) return err([k334], "invalid type: " + kind(v335) + ", expected string");
      }
      else if (k334 === "tool_name") {
        const v335 = x["tool_name"];
        if (!(typeof v335 === "string")) return err([k334], "invalid type: " + kind(v335) + ", expected string");
      }
      else if (k334 === "params") {
        const v335 = x["params"];
        if (!(isObject(v335))) return err([k334], "invalid type: " + kind(v335) + ", expected object");
      }
      else if (k334 === "param_preview") {
        const v335 = x["param_preview"];
        if (!(typeof v335 === "string")) return err([k334], "invalid type: " + kind(v335) + ", expected string");
      }
      else if (k334 === "session_id") {
        const v335 = x["session_id"];
        if (!(typeof v335 === "string")) return err([k334], "invalid type: " + kind(v335) + ", expected string");
      }
      else if (k334 === "ts") {
        const v335 = x["ts"];
        if (!(typeof v335 === "string")) return err([k334], "invalid type: " + kind(v335) + ", expected string");
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
    for (const k336 in x) {
      if (k336 === "type") {
        const v337 = x["type"];
        if (!(typeof v337 === "string")) return err([k336], "invalid type: " + kind(v337) + ", expected string");
        if (v337 !== "permission.respond") return err([k336], "invalid value: " + kind(v337) + ", expected the constant " + "\"permission.respond\"");
      }
      else if (k336 === "tool_use_id") {
        const v337 = x["tool_use_id"];
        if (!(typeof v337 === "string")) return err([k336], "invalid type: " + kind(v337) + ", expected string");
        {
          if (v337.length < 2 && chars(v337) < 1) return err([k336], "string of length " + chars(v337) + " is shorter than minLength 1");
        }
      }
      else if (k336 === "session_id") {
        const v337 = x["session_id"];
        if (!(typeof v337 === "string")) return err([k336], "invalid type: " + kind(v337) + ", expected string");
        {
          if (v337.length < 2 && chars(v337) < 1) return err([k336], "string of length " + chars(v337) + " is shorter than minLength 1");
        }
      }
      else if (k336 === "decision") {
        const v337 = x["decision"];
        if (!(typeof v337 === "string")) return err([k336], "invalid type: " + kind(v337) + ", expected string");
      }
      else if (k336 === "selected_hunks") {
        const v337 = x["selected_hunks"];
        if (!(Array.isArray(v337) || v337 === null)) return err([k336], "invalid type: " + kind(v337) + ", expected array or null");
        if (Array.isArray(v337)) {
          for (let i338 = 0; i338 < v337.length; i338++) {
            const v339 = v337[i338];
            if (!(typeof v339 === "string")) return err([k336, i338], "invalid type: " + kind(v339) + ", expected string");
          }
          if (v337.length > 1000) return err([k336], "array has more than maxItems 1000");
        }
      }
      else if (k336 === "patch_plan_id") {
        const v337 = x["patch_plan_id"];
        if (!(typeof v337 === "string" || v337 === null)) return err([k336], "invalid type: " + kind(v337) + ", expected string or null");
        if (typeof v337 === "string") {
          if (v337.length > 128 && chars(v337) > 128) return err([k336], "string of length " + chars(v337) + " is longer than maxLength 128");
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
    for (const k340 in x) {
      if (k340 === "ok") {
        const v341 = x["ok"];
        if (!(typeof v341 === "boolean")) return err([k340], "invalid type: " + kind(v341) + ", expected boolean");
      }
    }
  }
  return undefined;
}

function v_PingCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k342 in x) {
      if (k342 === "type") {
        const v343 = x["type"];
        if (!(typeof v343 === "string")) return err([k342], "invalid type: " + kind(v343) + ", expected string");
        if (v343 !== "core.ping") return err([k342], "invalid value: " + kind(v343) + ", expected the constant " + "\"core.ping\"");
      }
      else if (k342 === "client") {
        const v343 = x["client"];
        if (!(typeof v343 === "string")) return err([k342], "invalid type: " + kind(v343) + ", expected string");
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
    for (const k344 in x) {
      if (k344 === "type") {
        const v345 = x["type"];
        if (!(typeof v345 === "string")) return err([k344], "invalid type: " + kind(v345) + ", expected string");
        if (v345 !== "plan.ready") return err([k344], "invalid value: " + kind(v345) + ", expected the constant " + "\"plan.ready\"");
      }
      else if (k344 === "session_id") {
        const v345 = x["session_id"];
        if (!(typeof v345 === "string")) return err([k344], "invalid type: " + kind(v345) + ", expected string");
      }
      else if (k344 === "run_id") {
        const v345 = x["run_id"];
        if (!(typeof v345 === "string")) return err([k344], "invalid type: " + kind(v345) + ", expected string");
      }
      else if (k344 === "request") {
        const v345 = x["request"];
        if (!(typeof v345 === "string")) return err([k344], "invalid type: " + kind(v345) + ", expected string");
      }
      else if (k344 === "plan") {
        const v345 = x["plan"];
        if (!(typeof v345 === "string")) return err([k344], "invalid type: " + kind(v345) + ", expected string");
      }
      else if (k344 === "plan_ticket") {
        const v345 = x["plan_ticket"];
        if (!(typeof v345 === "string")) return err([k344], "invalid type: " + kind(v345) + ", expected string");
      }
      else if (k344 === "ts") {
        const v345 = x["ts"];
        if (!(typeof v345 === "string")) return err([k344], "invalid type: " + kind(v345) + ", expected string");
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
    for (const k346 in x) {
      if (k346 === "type") {
        const v347 = x["type"];
        if (!(typeof v347 === "string")) return err([k346], "invalid type: " + kind(v347) + ", expected string");
        if (v347 !== "plan.resolved") return err([k346], "invalid value: " + kind(v347) + ", expected the constant " + "\"plan.resolved\"");
      }
      else if (k346 === "session_id") {
        const v347 = x["session_id"];
        if (!(typeof v347 === "string")) return err([k346], "invalid type: " + kind(v347) + ", expected string");
      }
      else if (k346 === "run_id") {
        const v347 = x["run_id"];
        if (!(typeof v347 === "string")) return err([k346], "invalid type: " + kind(v347) + ", expected string");
      }
      else if (k346 === "decision") {
        const v347 = x["decision"];
        { const e348 = v_PlanDecision(v347); if (e348) return within(e348, [k346]); }
      }
      else if (k346 === "revision") {
        const v347 = x["revision"];
        if (!(typeof v347 === "string")) return err([k346], "invalid type: " + kind(v347) + ", expected string");
      }
      else if (k346 === "plan_ticket") {
        const v347 = x["plan_ticket"];
        if (!(typeof v347 === "string")) return err([k346], "invalid type: " + kind(v347) + ", expected string");
      }
      else if (k346 === "ts") {
        const v347 = x["ts"];
        if (!(typeof v347 === "string")) return err([k346], "invalid type: " + kind(v347) + ", expected string");
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
    for (const k349 in x) {
      if (k349 === "type") {
        const v350 = x["type"];
        if (!(typeof v350 === "string")) return err([k349], "invalid type: " + kind(v350) + ", expected string");
        if (v350 !== "plan.respond") return err([k349], "invalid value: " + kind(v350) + ", expected the constant " + "\"plan.respond\"");
      }
      else if (k349 === "session_id") {
        const v350 = x["session_id"];
        if (!(typeof v350 === "string")) return err([k349], "invalid type: " + kind(v350) + ", expected string");
        {
          if (v350.length < 2 && chars(v350) < 1) return err([k349], "string of length " + chars(v350) + " is shorter than minLength 1");
        }
      }
      else if (k349 === "run_id") {
        const v350 = x["run_id"];
        if (!(typeof v350 === "string")) return err([k349], "invalid type: " + kind(v350) + ", expected string");
        {
          if (v350.length < 2 && chars(v350) < 1) return err([k349], "string of length " + chars(v350) + " is shorter than minLength 1");
        }
      }
      else if (k349 === "decision") {
        const v350 = x["decision"];
        { const e351 = v_PlanDecision(v350); if (e351) return within(e351, [k349]); }
      }
      else if (k349 === "revision") {
        const v350 = x["revision"];
        if (!(typeof v350 === "string")) return err([k349], "invalid type: " + kind(v350) + ", expected string");
        {
          if (v350.length > 10000 && chars(v350) > 10000) return err([k349], "string of length " + chars(v350) + " is longer than maxLength 10000");
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
    for (const k352 in x) {
      if (k352 === "session_id") {
        const v353 = x["session_id"];
        if (!(typeof v353 === "string")) return err([k352], "invalid type: " + kind(v353) + ", expected string");
      }
      else if (k352 === "run_id") {
        const v353 = x["run_id"];
        if (!(typeof v353 === "string")) return err([k352], "invalid type: " + kind(v353) + ", expected string");
      }
      else if (k352 === "decision") {
        const v353 = x["decision"];
        { const e354 = v_PlanDecision(v353); if (e354) return within(e354, [k352]); }
      }
      else if (k352 === "status") {
        const v353 = x["status"];
        if (!(typeof v353 === "string")) return err([k352], "invalid type: " + kind(v353) + ", expected string");
        if (v353 !== "resolved") return err([k352], "invalid value: " + kind(v353) + ", expected the constant " + "\"resolved\"");
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
    for (const k355 in x) {
      if (k355 === "step") {
        const v356 = x["step"];
        if (!(typeof v356 === "string")) return err([k355], "invalid type: " + kind(v356) + ", expected string");
      }
      else if (k355 === "status") {
        const v356 = x["status"];
        { const e357 = v_PlanStepStatus(v356); if (e357) return within(e357, [k355]); }
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
    for (const k358 in x) {
      if (k358 === "type") {
        const v359 = x["type"];
        if (!(typeof v359 === "string")) return err([k358], "invalid type: " + kind(v359) + ", expected string");
        if (v359 !== "plan.updated") return err([k358], "invalid value: " + kind(v359) + ", expected the constant " + "\"plan.updated\"");
      }
      else if (k358 === "run_id") {
        const v359 = x["run_id"];
        if (!(typeof v359 === "string")) return err([k358], "invalid type: " + kind(v359) + ", expected string");
      }
      else if (k358 === "explanation") {
        const v359 = x["explanation"];
        if (!(typeof v359 === "string")) return err([k358], "invalid type: " + kind(v359) + ", expected string");
      }
      else if (k358 === "plan") {
        const v359 = x["plan"];
        if (!(Array.isArray(v359))) return err([k358], "invalid type: " + kind(v359) + ", expected array");
        {
          for (let i360 = 0; i360 < v359.length; i360++) {
            const v361 = v359[i360];
            { const e362 = v_PlanStepState(v361); if (e362) return within(e362, [k358, i360]); }
          }
        }
      }
      else if (k358 === "plan_ticket") {
        const v359 = x["plan_ticket"];
        if (!(typeof v359 === "string")) return err([k358], "invalid type: " + kind(v359) + ", expected string");
      }
      else if (k358 === "ts") {
        const v359 = x["ts"];
        if (!(typeof v359 === "string")) return err([k358], "invalid type: " + kind(v359) + ", expected string");
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
    for (const k363 in x) {
      if (k363 === "server_version") {
        const v364 = x["server_version"];
        if (!(typeof v364 === "string")) return err([k363], "invalid type: " + kind(v364) + ", expected string");
      }
      else if (k363 === "uptime_ms") {
        const v364 = x["uptime_ms"];
        if (!(Number.isInteger(v364))) return err([k363], "invalid type: " + kind(v364) + ", expected integer");
      }
      else if (k363 === "received_at") {
        const v364 = x["received_at"];
        if (!(typeof v364 === "string")) return err([k363], "invalid type: " + kind(v364) + ", expected string");
      }
      else if (k363 === "workspace") {
        const v364 = x["workspace"];
        if (!(typeof v364 === "string")) return err([k363], "invalid type: " + kind(v364) + ", expected string");
      }
      else if (k363 === "active_runs") {
        const v364 = x["active_runs"];
        if (!(Number.isInteger(v364))) return err([k363], "invalid type: " + kind(v364) + ", expected integer");
        {
          if (v364 < 0) return err([k363], v364 + " is less than minimum 0");
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
    for (const k365 in x) {
      if (k365 === "type") {
        const v366 = x["type"];
        if (!(typeof v366 === "string")) return err([k365], "invalid type: " + kind(v366) + ", expected string");
        if (v366 !== "project.activate") return err([k365], "invalid value: " + kind(v366) + ", expected the constant " + "\"project.activate\"");
      }
      else if (k365 === "project_id") {
        const v366 = x["project_id"];
        if (!(typeof v366 === "string")) return err([k365], "invalid type: " + kind(v366) + ", expected string");
        {
          if (v366.length < 2 && chars(v366) < 1) return err([k365], "string of length " + chars(v366) + " is shorter than minLength 1");
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
    for (const k367 in x) {
      if (k367 === "type") {
        const v368 = x["type"];
        if (!(typeof v368 === "string")) return err([k367], "invalid type: " + kind(v368) + ", expected string");
        if (v368 !== "project.open") return err([k367], "invalid value: " + kind(v368) + ", expected the constant " + "\"project.open\"");
      }
      else if (k367 === "path") {
        const v368 = x["path"];
        if (!(typeof v368 === "string")) return err([k367], "invalid type: " + kind(v368) + ", expected string");
        {
          if (v368.length < 2 && chars(v368) < 1) return err([k367], "string of length " + chars(v368) + " is shorter than minLength 1");
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
    for (const k369 in x) {
      if (k369 === "type") {
        const v370 = x["type"];
        if (!(typeof v370 === "string")) return err([k369], "invalid type: " + kind(v370) + ", expected string");
        if (v370 !== "recovery.available") return err([k369], "invalid value: " + kind(v370) + ", expected the constant " + "\"recovery.available\"");
      }
      else if (k369 === "session_id") {
        const v370 = x["session_id"];
        if (!(typeof v370 === "string")) return err([k369], "invalid type: " + kind(v370) + ", expected string");
      }
      else if (k369 === "run_id") {
        const v370 = x["run_id"];
        if (!(typeof v370 === "string")) return err([k369], "invalid type: " + kind(v370) + ", expected string");
      }
      else if (k369 === "interruption_kind") {
        const v370 = x["interruption_kind"];
        if (!(typeof v370 === "string")) return err([k369], "invalid type: " + kind(v370) + ", expected string");
      }
      else if (k369 === "safe_to_resume") {
        const v370 = x["safe_to_resume"];
        if (!(typeof v370 === "boolean")) return err([k369], "invalid type: " + kind(v370) + ", expected boolean");
      }
      else if (k369 === "summary") {
        const v370 = x["summary"];
        if (!(typeof v370 === "string")) return err([k369], "invalid type: " + kind(v370) + ", expected string");
      }
      else if (k369 === "actions") {
        const v370 = x["actions"];
        if (!(Array.isArray(v370))) return err([k369], "invalid type: " + kind(v370) + ", expected array");
        {
          for (let i371 = 0; i371 < v370.length; i371++) {
            const v372 = v370[i371];
            if (!(typeof v372 === "string")) return err([k369, i371], "invalid type: " + kind(v372) + ", expected string");
          }
        }
      }
      else if (k369 === "ts") {
        const v370 = x["ts"];
        if (!(typeof v370 === "string")) return err([k369], "invalid type: " + kind(v370) + ", expected string");
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
    for (const k373 in x) {
      if (k373 === "type") {
        const v374 = x["type"];
        if (!(typeof v374 === "string")) return err([k373], "invalid type: " + kind(v374) + ", expected string");
        if (v374 !== "recovery.resolved") return err([k373], "invalid value: " + kind(v374) + ", expected the constant " + "\"recovery.resolved\"");
      }
      else if (k373 === "session_id") {
        const v374 = x["session_id"];
        if (!(typeof v374 === "string")) return err([k373], "invalid type: " + kind(v374) + ", expected string");
      }
      else if (k373 === "run_id") {
        const v374 = x["run_id"];
        if (!(typeof v374 === "string")) return err([k373], "invalid type: " + kind(v374) + ", expected string");
      }
      else if (k373 === "action") {
        const v374 = x["action"];
        if (!(typeof v374 === "string")) return err([k373], "invalid type: " + kind(v374) + ", expected string");
      }
      else if (k373 === "ts") {
        const v374 = x["ts"];
        if (!(typeof v374 === "string")) return err([k373], "invalid type: " + kind(v374) + ", expected string");
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
    for (const k375 in x) {
      if (k375 === "route_id") {
        const v376 = x["route_id"];
        if (!(typeof v376 === "string")) return err([k375], "invalid type: " + kind(v376) + ", expected string");
      }
      else if (k375 === "wire_format") {
        const v376 = x["wire_format"];
        { const e377 = v_WireFormat(v376); if (e377) return within(e377, [k375]); }
      }
      else if (k375 === "base_url_origin") {
        const v376 = x["base_url_origin"];
        if (!(typeof v376 === "string")) return err([k375], "invalid type: " + kind(v376) + ", expected string");
      }
      else if (k375 === "model") {
        const v376 = x["model"];
        if (!(typeof v376 === "string")) return err([k375], "invalid type: " + kind(v376) + ", expected string");
      }
      else if (k375 === "credential_source") {
        const v376 = x["credential_source"];
        { const e378 = v_CredentialSource(v376); if (e378) return within(e378, [k375]); }
      }
      else if (k375 === "supports_images") {
        const v376 = x["supports_images"];
        if (!(typeof v376 === "boolean")) return err([k375], "invalid type: " + kind(v376) + ", expected boolean");
      }
      else if (k375 === "temperature") {
        const v376 = x["temperature"];
        if (!(typeof v376 === "number" || v376 === null)) return err([k375], "invalid type: " + kind(v376) + ", expected number or null");
      }
      else return err([k375], "unknown field `" + k375 + "`" + ", expected one of `route_id`, `wire_format`, `base_url_origin`, `model`, `credential_source`, `supports_images`, `temperature`");
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
    for (const k379 in x) {
      if (k379 === "type") {
        const v380 = x["type"];
        if (!(typeof v380 === "string")) return err([k379], "invalid type: " + kind(v380) + ", expected string");
        if (v380 !== "run.cancel") return err([k379], "invalid value: " + kind(v380) + ", expected the constant " + "\"run.cancel\"");
      }
      else if (k379 === "run_id") {
        const v380 = x["run_id"];
        if (!(typeof v380 === "string")) return err([k379], "invalid type: " + kind(v380) + ", expected string");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
  }
  return undefined;
}

function v_RunCancelResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k381 in x) {
      if (k381 === "run_id") {
        const v382 = x["run_id"];
        if (!(typeof v382 === "string")) return err([k381], "invalid type: " + kind(v382) + ", expected string");
      }
      else if (k381 === "session_id") {
        const v382 = x["session_id"];
        if (!(typeof v382 === "string")) return err([k381], "invalid type: " + kind(v382) + ", expected string");
      }
      else if (k381 === "status") {
        const v382 = x["status"];
        if (!(typeof v382 === "string")) return err([k381], "invalid type: " + kind(v382) + ", expected string");
        if (v382 !== "cancelled") return err([k381], "invalid value: " + kind(v382) + ", expected the constant " + "\"cancelled\"");
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
    for (const k383 in x) {
      if (k383 === "type") {
        const v384 = x["type"];
        if (!(typeof v384 === "string")) return err([k383], "invalid type: " + kind(v384) + ", expected string");
        if (v384 !== "run.finished") return err([k383], "invalid value: " + kind(v384) + ", expected the constant " + "\"run.finished\"");
      }
      else if (k383 === "run_id") {
        const v384 = x["run_id"];
        if (!(typeof v384 === "string")) return err([k383], "invalid type: " + kind(v384) + ", expected string");
      }
      else if (k383 === "status") {
        const v384 = x["status"];
        if (!(typeof v384 === "string")) return err([k383], "invalid type: " + kind(v384) + ", expected string");
      }
      else if (k383 === "reason") {
        const v384 = x["reason"];
        if (!(typeof v384 === "string" || v384 === null)) return err([k383], "invalid type: " + kind(v384) + ", expected string or null");
      }
      else if (k383 === "steps") {
        const v384 = x["steps"];
        if (!(Number.isInteger(v384))) return err([k383], "invalid type: " + kind(v384) + ", expected integer");
      }
      else if (k383 === "outcome") {
        const v384 = x["outcome"];
        const e385 = (() => {
          {
            const u386 = [];
            const b387 = (() => {
              { const e388 = v_RunOutcome(v384); if (e388) return within(e388, [k383]); }
              return undefined;
            })();
            if (b387 === undefined) return undefined;
            u386.push(b387);
            const b389 = (() => {
              if (!(v384 === null)) return err([k383], "invalid type: " + kind(v384) + ", expected null");
              return undefined;
            })();
            if (b389 === undefined) return undefined;
            u386.push(b389);
            const u386d = u386.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u386d;
          }
        })();
        if (e385) return e385;
      }
      else if (k383 === "failure_category") {
        const v384 = x["failure_category"];
        const e390 = (() => {
          {
            const u391 = [];
            const b392 = (() => {
              { const e393 = v_FailureCategory(v384); if (e393) return within(e393, [k383]); }
              return undefined;
            })();
            if (b392 === undefined) return undefined;
            u391.push(b392);
            const b394 = (() => {
              if (!(v384 === null)) return err([k383], "invalid type: " + kind(v384) + ", expected null");
              return undefined;
            })();
            if (b394 === undefined) return undefined;
            u391.push(b394);
            const u391d = u391.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u391d;
          }
        })();
        if (e390) return e390;
      }
      else if (k383 === "changes") {
        const v384 = x["changes"];
        if (!(Array.isArray(v384) || v384 === null)) return err([k383], "invalid type: " + kind(v384) + ", expected array or null");
        if (Array.isArray(v384)) {
          for (let i395 = 0; i395 < v384.length; i395++) {
            const v396 = v384[i395];
            { const e397 = v_JsonValue(v396); if (e397) return within(e397, [k383, i395]); }
          }
        }
      }
      else if (k383 === "verification") {
        const v384 = x["verification"];
        if (!(Array.isArray(v384) || v384 === null)) return err([k383], "invalid type: " + kind(v384) + ", expected array or null");
        if (Array.isArray(v384)) {
          for (let i398 = 0; i398 < v384.length; i398++) {
            const v399 = v384[i398];
            { const e400 = v_JsonValue(v399); if (e400) return within(e400, [k383, i398]); }
          }
        }
      }
      else if (k383 === "result_summary") {
        const v384 = x["result_summary"];
        if (!(typeof v384 === "string" || v384 === null)) return err([k383], "invalid type: " + kind(v384) + ", expected string or null");
      }
      else if (k383 === "ledger_seq") {
        const v384 = x["ledger_seq"];
        if (!(Number.isInteger(v384) || v384 === null)) return err([k383], "invalid type: " + kind(v384) + ", expected integer or null");
        if (typeof v384 === "number") {
          if (v384 < 1) return err([k383], v384 + " is less than minimum 1");
        }
      }
      else if (k383 === "ts") {
        const v384 = x["ts"];
        if (!(typeof v384 === "string")) return err([k383], "invalid type: " + kind(v384) + ", expected string");
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
    for (const k401 in x) {
      if (k401 === "type") {
        const v402 = x["type"];
        if (!(typeof v402 === "string")) return err([k401], "invalid type: " + kind(v402) + ", expected string");
        if (v402 !== "run.phase_changed") return err([k401], "invalid value: " + kind(v402) + ", expected the constant " + "\"run.phase_changed\"");
      }
      else if (k401 === "run_id") {
        const v402 = x["run_id"];
        if (!(typeof v402 === "string")) return err([k401], "invalid type: " + kind(v402) + ", expected string");
      }
      else if (k401 === "phase") {
        const v402 = x["phase"];
        { const e403 = v_RunPhase(v402); if (e403) return within(e403, [k401]); }
      }
      else if (k401 === "current") {
        const v402 = x["current"];
        if (!(Number.isInteger(v402))) return err([k401], "invalid type: " + kind(v402) + ", expected integer");
        {
          if (v402 < 0) return err([k401], v402 + " is less than minimum 0");
        }
      }
      else if (k401 === "total") {
        const v402 = x["total"];
        if (!(Number.isInteger(v402))) return err([k401], "invalid type: " + kind(v402) + ", expected integer");
        {
          if (v402 < 0) return err([k401], v402 + " is less than minimum 0");
        }
      }
      else if (k401 === "summary") {
        const v402 = x["summary"];
        if (!(typeof v402 === "string")) return err([k401], "invalid type: " + kind(v402) + ", expected string");
      }
      else if (k401 === "ts") {
        const v402 = x["ts"];
        if (!(typeof v402 === "string")) return err([k401], "invalid type: " + kind(v402) + ", expected string");
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
    for (const k404 in x) {
      if (k404 === "type") {
        const v405 = x["type"];
        if (!(typeof v405 === "string")) return err([k404], "invalid type: " + kind(v405) + ", expected string");
        if (v405 !== "run.started") return err([k404], "invalid value: " + kind(v405) + ", expected the constant " + "\"run.started\"");
      }
      else if (k404 === "run_id") {
        const v405 = x["run_id"];
        if (!(typeof v405 === "string")) return err([k404], "invalid type: " + kind(v405) + ", expected string");
      }
      else if (k404 === "goal") {
        const v405 = x["goal"];
        if (!(typeof v405 === "string")) return err([k404], "invalid type: " + kind(v405) + ", expected string");
      }
      else if (k404 === "run_kind") {
        const v405 = x["run_kind"];
        { const e406 = v_RunKind(v405); if (e406) return within(e406, [k404]); }
      }
      else if (k404 === "ledger_seq") {
        const v405 = x["ledger_seq"];
        if (!(Number.isInteger(v405) || v405 === null)) return err([k404], "invalid type: " + kind(v405) + ", expected integer or null");
        if (typeof v405 === "number") {
          if (v405 < 1) return err([k404], v405 + " is less than minimum 1");
        }
      }
      else if (k404 === "ts") {
        const v405 = x["ts"];
        if (!(typeof v405 === "string")) return err([k404], "invalid type: " + kind(v405) + ", expected string");
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
    for (const k407 in x) {
      if (k407 === "type") {
        const v408 = x["type"];
        if (!(typeof v408 === "string")) return err([k407], "invalid type: " + kind(v408) + ", expected string");
        if (v408 !== "run.steer") return err([k407], "invalid value: " + kind(v408) + ", expected the constant " + "\"run.steer\"");
      }
      else if (k407 === "run_id") {
        const v408 = x["run_id"];
        if (!(typeof v408 === "string")) return err([k407], "invalid type: " + kind(v408) + ", expected string");
      }
      else if (k407 === "content") {
        const v408 = x["content"];
        if (!(typeof v408 === "string")) return err([k407], "invalid type: " + kind(v408) + ", expected string");
        {
          if (v408.length < 2 && chars(v408) < 1) return err([k407], "string of length " + chars(v408) + " is shorter than minLength 1");
          if (v408.length > 10000 && chars(v408) > 10000) return err([k407], "string of length " + chars(v408) + " is longer than maxLength 10000");
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
    for (const k409 in x) {
      if (k409 === "run_id") {
        const v410 = x["run_id"];
        if (!(typeof v410 === "string")) return err([k409], "invalid type: " + kind(v410) + ", expected string");
      }
      else if (k409 === "queued") {
        const v410 = x["queued"];
        if (!(typeof v410 === "boolean")) return err([k409], "invalid type: " + kind(v410) + ", expected boolean");
        if (v410 !== true) return err([k409], "invalid value: " + kind(v410) + ", expected the constant " + "true");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
  }
  return undefined;
}

function v_RunSteeredEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k411 in x) {
      if (k411 === "type") {
        const v412 = x["type"];
        if (!(typeof v412 === "string")) return err([k411], "invalid type: " + kind(v412) + ", expected string");
        if (v412 !== "run.steered") return err([k411], "invalid value: " + kind(v412) + ", expected the constant " + "\"run.steered\"");
      }
      else if (k411 === "run_id") {
        const v412 = x["run_id"];
        if (!(typeof v412 === "string")) return err([k411], "invalid type: " + kind(v412) + ", expected string");
      }
      else if (k411 === "session_id") {
        const v412 = x["session_id"];
        if (!(typeof v412 === "string")) return err([k411], "invalid type: " + kind(v412) + ", expected string");
      }
      else if (k411 === "content") {
        const v412 = x["content"];
        if (!(typeof v412 === "string")) return err([k411], "invalid type: " + kind(v412) + ", expected string");
      }
      else if (k411 === "ts") {
        const v412 = x["ts"];
        if (!(typeof v412 === "string")) return err([k411], "invalid type: " + kind(v412) + ", expected string");
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
    for (const k413 in x) {
      if (k413 === "type") {
        const v414 = x["type"];
        if (!(typeof v414 === "string")) return err([k413], "invalid type: " + kind(v414) + ", expected string");
        if (v414 !== "runtime.capabilities") return err([k413], "invalid value: " + kind(v414) + ", expected the constant " + "\"runtime.capabilities\"");
      }
    }
  }
  return undefined;
}

function v_RuntimeCapabilitiesResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k415 in x) {
      if (k415 === "version") {
        const v416 = x["version"];
        if (!(typeof v416 === "string")) return err([k415], "invalid type: " + kind(v416) + ", expected string");
      }
      else if (k415 === "api_version") {
        const v416 = x["api_version"];
        if (!(typeof v416 === "string")) return err([k415], "invalid type: " + kind(v416) + ", expected string");
      }
      else if (k415 === "runtime_modes") {
        const v416 = x["runtime_modes"];
        if (!(Array.isArray(v416))) return err([k415], "invalid type: " + kind(v416) + ", expected array");
        {
          for (let i417 = 0; i417 < v416.length; i417++) {
            const v418 = v416[i417];
            { const e419 = v_RuntimeMode(v418); if (e419) return within(e419, [k415, i417]); }
          }
        }
      }
      else if (k415 === "features") {
        const v416 = x["features"];
        if (!(Array.isArray(v416))) return err([k415], "invalid type: " + kind(v416) + ", expected array");
        {
          for (let i420 = 0; i420 < v416.length; i420++) {
            const v421 = v416[i420];
            if (!(typeof v421 === "string")) return err([k415, i420], "invalid type: " + kind(v421) + ", expected string");
          }
        }
      }
      else if (k415 === "feature_flags") {
        const v416 = x["feature_flags"];
        { const e422 = v_RuntimeFeatureFlags(v416); if (e422) return within(e422, [k415]); }
      }
      else if (k415 === "labs_enabled") {
        const v416 = x["labs_enabled"];
        if (!(typeof v416 === "boolean")) return err([k415], "invalid type: " + kind(v416) + ", expected boolean");
      }
      else if (k415 === "sandbox") {
        const v416 = x["sandbox"];
        { const e423 = v_RuntimeSandboxStatus(v416); if (e423) return within(e423, [k415]); }
      }
      else if (k415 === "runtime_event_schema_version") {
        const v416 = x["runtime_event_schema_version"];
        if (!(Number.isInteger(v416))) return err([k415], "invalid type: " + kind(v416) + ", expected integer");
      }
      else if (k415 === "stream_json_schema_versions") {
        const v416 = x["stream_json_schema_versions"];
        if (!(Array.isArray(v416))) return err([k415], "invalid type: " + kind(v416) + ", expected array");
        {
          for (let i424 = 0; i424 < v416.length; i424++) {
            const v425 = v416[i424];
            if (!(Number.isInteger(v425))) return err([k415, i424], "invalid type: " + kind(v425) + ", expected integer");
          }
        }
      }
      else return err([k415], "unknown field `" + k415 + "`" + ", expected one of `version`, `api_version`, `runtime_modes`, `features`, `feature_flags`, `labs_enabled`, `sandbox`, `runtime_event_schema_version`, `stream_json_schema_versions`");
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
    for (const k426 in x) {
      if (k426 === "type") {
        const v427 = x["type"];
        if (!(typeof v427 === "string")) return err([k426], "invalid type: " + kind(v427) + ", expected string");
        if (v427 !== "runtime.event") return err([k426], "invalid value: " + kind(v427) + ", expected the constant " + "\"runtime.event\"");
      }
      else if (k426 === "thread_id") {
        const v427 = x["thread_id"];
        if (!(typeof v427 === "string")) return err([k426], "invalid type: " + kind(v427) + ", expected string");
      }
      else if (k426 === "turn_id") {
        const v427 = x["turn_id"];
        if (!(typeof v427 === "string" || v427 === null)) return err([k426], "invalid type: " + kind(v427) + ", expected string or null");
      }
      else if (k426 === "seq") {
        const v427 = x["seq"];
        if (!(Number.isInteger(v427))) return err([k426], "invalid type: " + kind(v427) + ", expected integer");
      }
      else if (k426 === "event_type") {
        const v427 = x["event_type"];
        if (!(typeof v427 === "string")) return err([k426], "invalid type: " + kind(v427) + ", expected string");
      }
      else if (k426 === "payload") {
        const v427 = x["payload"];
        if (!(isObject(v427))) return err([k426], "invalid type: " + kind(v427) + ", expected object");
      }
      else if (k426 === "ts") {
        const v427 = x["ts"];
        if (!(typeof v427 === "string")) return err([k426], "invalid type: " + kind(v427) + ", expected string");
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
    for (const k428 in x) {
      if (k428 === "thread_id") {
        const v429 = x["thread_id"];
        if (!(typeof v429 === "string")) return err([k428], "invalid type: " + kind(v429) + ", expected string");
        {
          if (v429.length < 2 && chars(v429) < 1) return err([k428], "string of length " + chars(v429) + " is shorter than minLength 1");
        }
      }
      else if (k428 === "turn_id") {
        const v429 = x["turn_id"];
        if (!(typeof v429 === "string" || v429 === null)) return err([k428], "invalid type: " + kind(v429) + ", expected string or null");
      }
      else if (k428 === "seq") {
        const v429 = x["seq"];
        if (!(Number.isInteger(v429))) return err([k428], "invalid type: " + kind(v429) + ", expected integer");
        {
          if (v429 < 1) return err([k428], v429 + " is less than minimum 1");
        }
      }
      else if (k428 === "type") {
        const v429 = x["type"];
        if (!(typeof v429 === "string")) return err([k428], "invalid type: " + kind(v429) + ", expected string");
        {
          if (v429.length < 2 && chars(v429) < 1) return err([k428], "string of length " + chars(v429) + " is shorter than minLength 1");
        }
      }
      else if (k428 === "payload") {
        const v429 = x["payload"];
        if (!(isObject(v429))) return err([k428], "invalid type: " + kind(v429) + ", expected object");
        {
          for (const k430 in v429) {
            {
              const v431 = v429[k430];
              { const e432 = v_JsonValue(v431); if (e432) return within(e432, [k428, k430]); }
            }
          }
        }
      }
      else if (k428 === "ts") {
        const v429 = x["ts"];
        if (!(typeof v429 === "string")) return err([k428], "invalid type: " + kind(v429) + ", expected string");
      }
      else if (k428 === "schema_version") {
        const v429 = x["schema_version"];
        if (!(Number.isInteger(v429))) return err([k428], "invalid type: " + kind(v429) + ", expected integer");
        if (v429 !== 1) return err([k428], "invalid value: " + kind(v429) + ", expected the constant " + "1");
      }
      else return err([k428], "unknown field `" + k428 + "`" + ", expected one of `thread_id`, `turn_id`, `seq`, `type`, `payload`, `ts`, `schema_version`");
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
    for (const k433 in x) {
      if (k433 === "stable") {
        const v434 = x["stable"];
        if (!(isObject(v434))) return err([k433], "invalid type: " + kind(v434) + ", expected object");
        {
          for (const k435 in v434) {
            {
              const v436 = v434[k435];
              if (!(typeof v436 === "boolean")) return err([k433, k435], "invalid type: " + kind(v436) + ", expected boolean");
            }
          }
        }
      }
      else if (k433 === "labs") {
        const v434 = x["labs"];
        if (!(isObject(v434))) return err([k433], "invalid type: " + kind(v434) + ", expected object");
        {
          for (const k437 in v434) {
            {
              const v438 = v434[k437];
              if (!(typeof v438 === "boolean")) return err([k433, k437], "invalid type: " + kind(v438) + ", expected boolean");
            }
          }
        }
      }
      else if (k433 === "internal") {
        const v434 = x["internal"];
        if (!(isObject(v434))) return err([k433], "invalid type: " + kind(v434) + ", expected object");
        {
          for (const k439 in v434) {
            {
              const v440 = v434[k439];
              if (!(typeof v440 === "boolean")) return err([k433, k439], "invalid type: " + kind(v440) + ", expected boolean");
            }
          }
        }
      }
      else return err([k433], "unknown field `" + k433 + "`" + ", expected one of `stable`, `labs`, `internal`");
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
    for (const k441 in x) {
      if (k441 === "platform") {
        const v442 = x["platform"];
        if (!(typeof v442 === "string")) return err([k441], "invalid type: " + kind(v442) + ", expected string");
      }
      else if (k441 === "capability") {
        const v442 = x["capability"];
        { const e443 = v_SandboxCapability(v442); if (e443) return within(e443, [k441]); }
      }
      else if (k441 === "state") {
        const v442 = x["state"];
        { const e444 = v_SandboxState(v442); if (e444) return within(e444, [k441]); }
      }
      else if (k441 === "windows_forced_sandbox") {
        const v442 = x["windows_forced_sandbox"];
        { const e445 = v_WindowsForcedSandbox(v442); if (e445) return within(e445, [k441]); }
      }
      else return err([k441], "unknown field `" + k441 + "`" + ", expected one of `platform`, `capability`, `state`, `windows_forced_sandbox`");
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
    for (const k446 in x) {
      if (k446 === "available") {
        const v447 = x["available"];
        if (!(typeof v447 === "boolean")) return err([k446], "invalid type: " + kind(v447) + ", expected boolean");
      }
      else if (k446 === "kind") {
        const v447 = x["kind"];
        { const e448 = v_SandboxKind(v447); if (e448) return within(e448, [k446]); }
      }
      else if (k446 === "reason") {
        const v447 = x["reason"];
        if (!(typeof v447 === "string")) return err([k446], "invalid type: " + kind(v447) + ", expected string");
      }
      else return err([k446], "unknown field `" + k446 + "`" + ", expected one of `available`, `kind`, `reason`");
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
    for (const k449 in x) {
      if (k449 === "snapshot") {
        const v450 = x["snapshot"];
        { const e451 = v_AuthoritySnapshot(v450); if (e451) return within(e451, [k449]); }
      }
    }
    if (x["snapshot"] === undefined) return err([], "missing field `snapshot`");
  }
  return undefined;
}

function v_SessionCheckpointsCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k452 in x) {
      if (k452 === "type") {
        const v453 = x["type"];
        if (!(typeof v453 === "string")) return err([k452], "invalid type: " + kind(v453) + ", expected string");
        if (v453 !== "session.checkpoints") return err([k452], "invalid value: " + kind(v453) + ", expected the constant " + "\"session.checkpoints\"");
      }
      else if (k452 === "session_id") {
        const v453 = x["session_id"];
        if (!(typeof v453 === "string")) return err([k452], "invalid type: " + kind(v453) + ", expected string");
      }
      else if (k452 === "run_id") {
        const v453 = x["run_id"];
        if (!(typeof v453 === "string" || v453 === null)) return err([k452], "invalid type: " + kind(v453) + ", expected string or null");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
  }
  return undefined;
}

function v_SessionCheckpointsResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k454 in x) {
      if (k454 === "run_id") {
        const v455 = x["run_id"];
        if (!(typeof v455 === "string" || v455 === null)) return err([k454], "invalid type: " + kind(v455) + ", expected string or null");
      }
      else if (k454 === "checkpoints") {
        const v455 = x["checkpoints"];
        if (!(Array.isArray(v455))) return err([k454], "invalid type: " + kind(v455) + ", expected array");
        {
          for (let i456 = 0; i456 < v455.length; i456++) {
            const v457 = v455[i456];
            if (!(isObject(v457))) return err([k454, i456], "invalid type: " + kind(v457) + ", expected object");
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
    for (const k458 in x) {
      if (k458 === "type") {
        const v459 = x["type"];
        if (!(typeof v459 === "string")) return err([k458], "invalid type: " + kind(v459) + ", expected string");
        if (v459 !== "session.close") return err([k458], "invalid value: " + kind(v459) + ", expected the constant " + "\"session.close\"");
      }
      else if (k458 === "session_id") {
        const v459 = x["session_id"];
        if (!(typeof v459 === "string")) return err([k458], "invalid type: " + kind(v459) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
  }
  return undefined;
}

function v_SessionCloseResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k460 in x) {
      if (k460 === "status") {
        const v461 = x["status"];
        { const e462 = v_SessionStatus(v461); if (e462) return within(e462, [k460]); }
      }
    }
    if (x["status"] === undefined) return err([], "missing field `status`");
  }
  return undefined;
}

function v_SessionClosedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k463 in x) {
      if (k463 === "type") {
        const v464 = x["type"];
        if (!(typeof v464 === "string")) return err([k463], "invalid type: " + kind(v464) + ", expected string");
        if (v464 !== "session.closed") return err([k463], "invalid value: " + kind(v464) + ", expected the constant " + "\"session.closed\"");
      }
      else if (k463 === "session_id") {
        const v464 = x["session_id"];
        if (!(typeof v464 === "string")) return err([k463], "invalid type: " + kind(v464) + ", expected string");
      }
      else if (k463 === "ts") {
        const v464 = x["ts"];
        if (!(typeof v464 === "string")) return err([k463], "invalid type: " + kind(v464) + ", expected string");
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
    for (const k465 in x) {
      if (k465 === "type") {
        const v466 = x["type"];
        if (!(typeof v466 === "string")) return err([k465], "invalid type: " + kind(v466) + ", expected string");
        if (v466 !== "session.compact") return err([k465], "invalid value: " + kind(v466) + ", expected the constant " + "\"session.compact\"");
      }
      else if (k465 === "session_id") {
        const v466 = x["session_id"];
        if (!(typeof v466 === "string")) return err([k465], "invalid type: " + kind(v466) + ", expected string");
      }
      else if (k465 === "focus") {
        const v466 = x["focus"];
        if (!(typeof v466 === "string")) return err([k465], "invalid type: " + kind(v466) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
  }
  return undefined;
}

function v_SessionCompactResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k467 in x) {
      if (k467 === "status") {
        const v468 = x["status"];
        { const e469 = v_CompactStatus(v468); if (e469) return within(e469, [k467]); }
      }
      else if (k467 === "message") {
        const v468 = x["message"];
        if (!(typeof v468 === "string")) return err([k467], "invalid type: " + kind(v468) + ", expected string");
      }
      else if (k467 === "summary_tokens") {
        const v468 = x["summary_tokens"];
        if (!(Number.isInteger(v468))) return err([k467], "invalid type: " + kind(v468) + ", expected integer");
      }
      else if (k467 === "saved_tokens") {
        const v468 = x["saved_tokens"];
        if (!(Number.isInteger(v468))) return err([k467], "invalid type: " + kind(v468) + ", expected integer");
      }
      else if (k467 === "original_tokens") {
        const v468 = x["original_tokens"];
        if (!(Number.isInteger(v468))) return err([k467], "invalid type: " + kind(v468) + ", expected integer");
      }
      else if (k467 === "compacted_tokens") {
        const v468 = x["compacted_tokens"];
        if (!(Number.isInteger(v468))) return err([k467], "invalid type: " + kind(v468) + ", expected integer");
      }
      else if (k467 === "retained_tokens") {
        const v468 = x["retained_tokens"];
        if (!(Number.isInteger(v468))) return err([k467], "invalid type: " + kind(v468) + ", expected integer");
      }
      else if (k467 === "retained_messages") {
        const v468 = x["retained_messages"];
        if (!(Number.isInteger(v468))) return err([k467], "invalid type: " + kind(v468) + ", expected integer");
      }
      else if (k467 === "quality_score") {
        const v468 = x["quality_score"];
        if (!(typeof v468 === "number")) return err([k467], "invalid type: " + kind(v468) + ", expected number");
      }
      else if (k467 === "summary_path") {
        const v468 = x["summary_path"];
        if (!(typeof v468 === "string")) return err([k467], "invalid type: " + kind(v468) + ", expected string");
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
    for (const k470 in x) {
      if (k470 === "type") {
        const v471 = x["type"];
        if (!(typeof v471 === "string")) return err([k470], "invalid type: " + kind(v471) + ", expected string");
        if (v471 !== "session.context") return err([k470], "invalid value: " + kind(v471) + ", expected the constant " + "\"session.context\"");
      }
      else if (k470 === "session_id") {
        const v471 = x["session_id"];
        if (!(typeof v471 === "string")) return err([k470], "invalid type: " + kind(v471) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
  }
  return undefined;
}

function v_SessionContextResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k472 in x) {
      if (k472 === "input_commands") {
        const v473 = x["input_commands"];
        if (!(Array.isArray(v473))) return err([k472], "invalid type: " + kind(v473) + ", expected array");
        {
          for (let i474 = 0; i474 < v473.length; i474++) {
            const v475 = v473[i474];
            if (!(isObject(v475))) return err([k472, i474], "invalid type: " + kind(v475) + ", expected object");
            {
              for (const k476 in v475) {
                {
                  const v477 = v475[k476];
                  if (!(typeof v477 === "string")) return err([k472, i474, k476], "invalid type: " + kind(v477) + ", expected string");
                }
              }
            }
          }
        }
      }
      else if (k472 === "message_count") {
        const v473 = x["message_count"];
        if (!(Number.isInteger(v473))) return err([k472], "invalid type: " + kind(v473) + ", expected integer");
      }
      else if (k472 === "estimated_tokens") {
        const v473 = x["estimated_tokens"];
        if (!(Number.isInteger(v473))) return err([k472], "invalid type: " + kind(v473) + ", expected integer");
      }
      else if (k472 === "run_count") {
        const v473 = x["run_count"];
        if (!(Number.isInteger(v473))) return err([k472], "invalid type: " + kind(v473) + ", expected integer");
      }
      else if (k472 === "last_run_id") {
        const v473 = x["last_run_id"];
        if (!(typeof v473 === "string" || v473 === null)) return err([k472], "invalid type: " + kind(v473) + ", expected string or null");
      }
      else if (k472 === "usage") {
        const v473 = x["usage"];
        if (!(isObject(v473))) return err([k472], "invalid type: " + kind(v473) + ", expected object");
      }
      else if (k472 === "session_usage") {
        const v473 = x["session_usage"];
        if (!(isObject(v473))) return err([k472], "invalid type: " + kind(v473) + ", expected object");
      }
      else if (k472 === "working_set") {
        const v473 = x["working_set"];
        if (!(Array.isArray(v473))) return err([k472], "invalid type: " + kind(v473) + ", expected array");
        {
          for (let i478 = 0; i478 < v473.length; i478++) {
            const v479 = v473[i478];
            if (!(typeof v479 === "string")) return err([k472, i478], "invalid type: " + kind(v479) + ", expected string");
          }
        }
      }
      else if (k472 === "memory_count") {
        const v473 = x["memory_count"];
        if (!(Number.isInteger(v473))) return err([k472], "invalid type: " + kind(v473) + ", expected integer");
        {
          if (v473 < 0) return err([k472], v473 + " is less than minimum 0");
        }
      }
      else if (k472 === "compaction") {
        const v473 = x["compaction"];
        if (!(isObject(v473) || v473 === null)) return err([k472], "invalid type: " + kind(v473) + ", expected object or null");
      }
      else if (k472 === "tool_schema_tokens") {
        const v473 = x["tool_schema_tokens"];
        if (!(Number.isInteger(v473) || v473 === null)) return err([k472], "invalid type: " + kind(v473) + ", expected integer or null");
        if (typeof v473 === "number") {
          if (v473 < 0) return err([k472], v473 + " is less than minimum 0");
        }
      }
      else if (k472 === "system_tokens") {
        const v473 = x["system_tokens"];
        if (!(Number.isInteger(v473) || v473 === null)) return err([k472], "invalid type: " + kind(v473) + ", expected integer or null");
        if (typeof v473 === "number") {
          if (v473 < 0) return err([k472], v473 + " is less than minimum 0");
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
    for (const k480 in x) {
      if (k480 === "type") {
        const v481 = x["type"];
        if (!(typeof v481 === "string")) return err([k480], "invalid type: " + kind(v481) + ", expected string");
        if (v481 !== "session.create") return err([k480], "invalid value: " + kind(v481) + ", expected the constant " + "\"session.create\"");
      }
      else if (k480 === "mode") {
        const v481 = x["mode"];
        { const e482 = v_SessionMode(v481); if (e482) return within(e482, [k480]); }
      }
      else if (k480 === "title") {
        const v481 = x["title"];
        if (!(typeof v481 === "string")) return err([k480], "invalid type: " + kind(v481) + ", expected string");
      }
      else if (k480 === "preset_id") {
        const v481 = x["preset_id"];
        if (!(typeof v481 === "string")) return err([k480], "invalid type: " + kind(v481) + ", expected string");
        {
          if (!/^[a-z][a-z0-9-]{0,63}$/u.test(v481)) return err([k480], "string does not match pattern ^[a-z][a-z0-9-]{0,63}$");
        }
      }
    }
  }
  return undefined;
}

function v_SessionCreateResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k483 in x) {
      if (k483 === "session_id") {
        const v484 = x["session_id"];
        if (!(typeof v484 === "string")) return err([k483], "invalid type: " + kind(v484) + ", expected string");
      }
      else if (k483 === "status") {
        const v484 = x["status"];
        { const e485 = v_SessionStatus(v484); if (e485) return within(e485, [k483]); }
      }
      else if (k483 === "route_id") {
        const v484 = x["route_id"];
        if (!(typeof v484 === "string")) return err([k483], "invalid type: " + kind(v484) + ", expected string");
      }
      else if (k483 === "model") {
        const v484 = x["model"];
        if (!(typeof v484 === "string")) return err([k483], "invalid type: " + kind(v484) + ", expected string");
      }
      else if (k483 === "thinking_level") {
        const v484 = x["thinking_level"];
        const e486 = (() => {
          {
            const u487 = [];
            const b488 = (() => {
              { const e489 = v_ThinkingLevel(v484); if (e489) return within(e489, [k483]); }
              return undefined;
            })();
            if (b488 === undefined) return undefined;
            u487.push(b488);
            const b490 = (() => {
              if (!(v484 === null)) return err([k483], "invalid type: " + kind(v484) + ", expected null");
              return undefined;
            })();
            if (b490 === undefined) return undefined;
            u487.push(b490);
            const u487d = u487.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u487d;
          }
        })();
        if (e486) return e486;
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
    for (const k491 in x) {
      if (k491 === "type") {
        const v492 = x["type"];
        if (!(typeof v492 === "string")) return err([k491], "invalid type: " + kind(v492) + ", expected string");
        if (v492 !== "session.created") return err([k491], "invalid value: " + kind(v492) + ", expected the constant " + "\"session.created\"");
      }
      else if (k491 === "session_id") {
        const v492 = x["session_id"];
        if (!(typeof v492 === "string")) return err([k491], "invalid type: " + kind(v492) + ", expected string");
      }
      else if (k491 === "mode") {
        const v492 = x["mode"];
        if (!(typeof v492 === "string")) return err([k491], "invalid type: " + kind(v492) + ", expected string");
      }
      else if (k491 === "ts") {
        const v492 = x["ts"];
        if (!(typeof v492 === "string")) return err([k491], "invalid type: " + kind(v492) + ", expected string");
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
    for (const k493 in x) {
      if (k493 === "type") {
        const v494 = x["type"];
        if (!(typeof v494 === "string")) return err([k493], "invalid type: " + kind(v494) + ", expected string");
        if (v494 !== "session.delete") return err([k493], "invalid value: " + kind(v494) + ", expected the constant " + "\"session.delete\"");
      }
      else if (k493 === "session_id") {
        const v494 = x["session_id"];
        if (!(typeof v494 === "string")) return err([k493], "invalid type: " + kind(v494) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
  }
  return undefined;
}

function v_SessionDeleteResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k495 in x) {
      if (k495 === "session_id") {
        const v496 = x["session_id"];
        if (!(typeof v496 === "string")) return err([k495], "invalid type: " + kind(v496) + ", expected string");
      }
      else if (k495 === "deleted") {
        const v496 = x["deleted"];
        if (!(typeof v496 === "boolean")) return err([k495], "invalid type: " + kind(v496) + ", expected boolean");
        if (v496 !== true) return err([k495], "invalid value: " + kind(v496) + ", expected the constant " + "true");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
  }
  return undefined;
}

function v_SessionDeletedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k497 in x) {
      if (k497 === "type") {
        const v498 = x["type"];
        if (!(typeof v498 === "string")) return err([k497], "invalid type: " + kind(v498) + ", expected string");
        if (v498 !== "session.deleted") return err([k497], "invalid value: " + kind(v498) + ", expected the constant " + "\"session.deleted\"");
      }
      else if (k497 === "session_id") {
        const v498 = x["session_id"];
        if (!(typeof v498 === "string")) return err([k497], "invalid type: " + kind(v498) + ", expected string");
      }
      else if (k497 === "ts") {
        const v498 = x["ts"];
        if (!(typeof v498 === "string")) return err([k497], "invalid type: " + kind(v498) + ", expected string");
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
    for (const k499 in x) {
      if (k499 === "type") {
        const v500 = x["type"];
        if (!(typeof v500 === "string")) return err([k499], "invalid type: " + kind(v500) + ", expected string");
        if (v500 !== "session.execute_command") return err([k499], "invalid value: " + kind(v500) + ", expected the constant " + "\"session.execute_command\"");
      }
      else if (k499 === "session_id") {
        const v500 = x["session_id"];
        if (!(typeof v500 === "string")) return err([k499], "invalid type: " + kind(v500) + ", expected string");
      }
      else if (k499 === "content") {
        const v500 = x["content"];
        if (!(typeof v500 === "string")) return err([k499], "invalid type: " + kind(v500) + ", expected string");
        {
          if (v500.length < 2 && chars(v500) < 1) return err([k499], "string of length " + chars(v500) + " is shorter than minLength 1");
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
    for (const k501 in x) {
      if (k501 === "type") {
        const v502 = x["type"];
        if (!(typeof v502 === "string")) return err([k501], "invalid type: " + kind(v502) + ", expected string");
        if (v502 !== "session.export") return err([k501], "invalid value: " + kind(v502) + ", expected the constant " + "\"session.export\"");
      }
      else if (k501 === "session_id") {
        const v502 = x["session_id"];
        if (!(typeof v502 === "string")) return err([k501], "invalid type: " + kind(v502) + ", expected string");
      }
      else if (k501 === "format") {
        const v502 = x["format"];
        { const e503 = v_ExportFormat(v502); if (e503) return within(e503, [k501]); }
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
  }
  return undefined;
}

function v_SessionExportResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k504 in x) {
      if (k504 === "filename") {
        const v505 = x["filename"];
        if (!(typeof v505 === "string")) return err([k504], "invalid type: " + kind(v505) + ", expected string");
      }
      else if (k504 === "media_type") {
        const v505 = x["media_type"];
        if (!(typeof v505 === "string")) return err([k504], "invalid type: " + kind(v505) + ", expected string");
      }
      else if (k504 === "content") {
        const v505 = x["content"];
        if (!(typeof v505 === "string")) return err([k504], "invalid type: " + kind(v505) + ", expected string");
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
    for (const k506 in x) {
      if (k506 === "type") {
        const v507 = x["type"];
        if (!(typeof v507 === "string")) return err([k506], "invalid type: " + kind(v507) + ", expected string");
        if (v507 !== "session.fork") return err([k506], "invalid value: " + kind(v507) + ", expected the constant " + "\"session.fork\"");
      }
      else if (k506 === "session_id") {
        const v507 = x["session_id"];
        if (!(typeof v507 === "string")) return err([k506], "invalid type: " + kind(v507) + ", expected string");
      }
      else if (k506 === "leaf_seq") {
        const v507 = x["leaf_seq"];
        if (!(Number.isInteger(v507) || v507 === null)) return err([k506], "invalid type: " + kind(v507) + ", expected integer or null");
        if (typeof v507 === "number") {
          if (v507 < 1) return err([k506], v507 + " is less than minimum 1");
        }
      }
      else if (k506 === "title") {
        const v507 = x["title"];
        if (!(typeof v507 === "string")) return err([k506], "invalid type: " + kind(v507) + ", expected string");
        {
          if (v507.length > 200 && chars(v507) > 200) return err([k506], "string of length " + chars(v507) + " is longer than maxLength 200");
        }
      }
      else if (k506 === "preset_id") {
        const v507 = x["preset_id"];
        if (!(typeof v507 === "string" || v507 === null)) return err([k506], "invalid type: " + kind(v507) + ", expected string or null");
        if (typeof v507 === "string") {
          if (!/^[a-z][a-z0-9-]{0,63}$/u.test(v507)) return err([k506], "string does not match pattern ^[a-z][a-z0-9-]{0,63}$");
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
    for (const k508 in x) {
      if (k508 === "session") {
        const v509 = x["session"];
        { const e510 = v_SessionInfo(v509); if (e510) return within(e510, [k508]); }
      }
    }
    if (x["session"] === undefined) return err([], "missing field `session`");
  }
  return undefined;
}

function v_SessionForkedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k511 in x) {
      if (k511 === "type") {
        const v512 = x["type"];
        if (!(typeof v512 === "string")) return err([k511], "invalid type: " + kind(v512) + ", expected string");
        if (v512 !== "session.forked") return err([k511], "invalid value: " + kind(v512) + ", expected the constant " + "\"session.forked\"");
      }
      else if (k511 === "session_id") {
        const v512 = x["session_id"];
        if (!(typeof v512 === "string")) return err([k511], "invalid type: " + kind(v512) + ", expected string");
      }
      else if (k511 === "source_session_id") {
        const v512 = x["source_session_id"];
        if (!(typeof v512 === "string")) return err([k511], "invalid type: " + kind(v512) + ", expected string");
      }
      else if (k511 === "ts") {
        const v512 = x["ts"];
        if (!(typeof v512 === "string")) return err([k511], "invalid type: " + kind(v512) + ", expected string");
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
    for (const k513 in x) {
      if (k513 === "type") {
        const v514 = x["type"];
        if (!(typeof v514 === "string")) return err([k513], "invalid type: " + kind(v514) + ", expected string");
        if (v514 !== "session.get_authority") return err([k513], "invalid value: " + kind(v514) + ", expected the constant " + "\"session.get_authority\"");
      }
      else if (k513 === "session_id") {
        const v514 = x["session_id"];
        if (!(typeof v514 === "string")) return err([k513], "invalid type: " + kind(v514) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
  }
  return undefined;
}

function v_SessionGetHistoryCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k515 in x) {
      if (k515 === "type") {
        const v516 = x["type"];
        if (!(typeof v516 === "string")) return err([k515], "invalid type: " + kind(v516) + ", expected string");
        if (v516 !== "session.get_history") return err([k515], "invalid value: " + kind(v516) + ", expected the constant " + "\"session.get_history\"");
      }
      else if (k515 === "session_id") {
        const v516 = x["session_id"];
        if (!(typeof v516 === "string")) return err([k515], "invalid type: " + kind(v516) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
  }
  return undefined;
}

function v_SessionGetHistoryResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k517 in x) {
      if (k517 === "messages") {
        const v518 = x["messages"];
        if (!(Array.isArray(v518))) return err([k517], "invalid type: " + kind(v518) + ", expected array");
        {
          for (let i519 = 0; i519 < v518.length; i519++) {
            const v520 = v518[i519];
            if (!(isObject(v520))) return err([k517, i519], "invalid type: " + kind(v520) + ", expected object");
          }
        }
      }
      else if (k517 === "display_messages") {
        const v518 = x["display_messages"];
        if (!(Array.isArray(v518) || v518 === null)) return err([k517], "invalid type: " + kind(v518) + ", expected array or null");
        if (Array.isArray(v518)) {
          for (let i521 = 0; i521 < v518.length; i521++) {
            const v522 = v518[i521];
            if (!(isObject(v522))) return err([k517, i521], "invalid type: " + kind(v522) + ", expected object");
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
    for (const k523 in x) {
      if (k523 === "type") {
        const v524 = x["type"];
        if (!(typeof v524 === "string")) return err([k523], "invalid type: " + kind(v524) + ", expected string");
        if (v524 !== "session.import") return err([k523], "invalid value: " + kind(v524) + ", expected the constant " + "\"session.import\"");
      }
      else if (k523 === "content") {
        const v524 = x["content"];
        if (!(typeof v524 === "string")) return err([k523], "invalid type: " + kind(v524) + ", expected string");
        {
          if (v524.length < 2 && chars(v524) < 1) return err([k523], "string of length " + chars(v524) + " is shorter than minLength 1");
          if (v524.length > 3145728 && chars(v524) > 3145728) return err([k523], "string of length " + chars(v524) + " is longer than maxLength 3145728");
        }
      }
      else if (k523 === "filename") {
        const v524 = x["filename"];
        if (!(typeof v524 === "string")) return err([k523], "invalid type: " + kind(v524) + ", expected string");
        {
          if (v524.length > 260 && chars(v524) > 260) return err([k523], "string of length " + chars(v524) + " is longer than maxLength 260");
        }
      }
      else if (k523 === "title") {
        const v524 = x["title"];
        if (!(typeof v524 === "string")) return err([k523], "invalid type: " + kind(v524) + ", expected string");
        {
          if (v524.length > 200 && chars(v524) > 200) return err([k523], "string of length " + chars(v524) + " is longer than maxLength 200");
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
    for (const k525 in x) {
      if (k525 === "session_id") {
        const v526 = x["session_id"];
        if (!(typeof v526 === "string")) return err([k525], "invalid type: " + kind(v526) + ", expected string");
      }
      else if (k525 === "mode") {
        const v526 = x["mode"];
        { const e527 = v_SessionMode(v526); if (e527) return within(e527, [k525]); }
      }
      else if (k525 === "status") {
        const v526 = x["status"];
        { const e528 = v_SessionStatus(v526); if (e528) return within(e528, [k525]); }
      }
      else if (k525 === "title") {
        const v526 = x["title"];
        if (!(typeof v526 === "string")) return err([k525], "invalid type: " + kind(v526) + ", expected string");
      }
      else if (k525 === "created_at") {
        const v526 = x["created_at"];
        if (!(typeof v526 === "string")) return err([k525], "invalid type: " + kind(v526) + ", expected string");
      }
      else if (k525 === "updated_at") {
        const v526 = x["updated_at"];
        if (!(typeof v526 === "string")) return err([k525], "invalid type: " + kind(v526) + ", expected string");
      }
      else if (k525 === "run_count") {
        const v526 = x["run_count"];
        if (!(Number.isInteger(v526))) return err([k525], "invalid type: " + kind(v526) + ", expected integer");
      }
      else if (k525 === "last_run_id") {
        const v526 = x["last_run_id"];
        if (!(typeof v526 === "string" || v526 === null)) return err([k525], "invalid type: " + kind(v526) + ", expected string or null");
      }
      else if (k525 === "parent_session_id") {
        const v526 = x["parent_session_id"];
        if (!(typeof v526 === "string" || v526 === null)) return err([k525], "invalid type: " + kind(v526) + ", expected string or null");
      }
      else if (k525 === "workspace") {
        const v526 = x["workspace"];
        if (!(typeof v526 === "string")) return err([k525], "invalid type: " + kind(v526) + ", expected string");
      }
      else if (k525 === "preset_id") {
        const v526 = x["preset_id"];
        if (!(typeof v526 === "string")) return err([k525], "invalid type: " + kind(v526) + ", expected string");
      }
      else if (k525 === "preset_digest") {
        const v526 = x["preset_digest"];
        if (!(typeof v526 === "string")) return err([k525], "invalid type: " + kind(v526) + ", expected string");
      }
      else if (k525 === "route_id") {
        const v526 = x["route_id"];
        if (!(typeof v526 === "string")) return err([k525], "invalid type: " + kind(v526) + ", expected string");
      }
      else if (k525 === "model") {
        const v526 = x["model"];
        if (!(typeof v526 === "string")) return err([k525], "invalid type: " + kind(v526) + ", expected string");
      }
      else if (k525 === "thinking_level") {
        const v526 = x["thinking_level"];
        const e529 = (() => {
          {
            const u530 = [];
            const b531 = (() => {
              { const e532 = v_ThinkingLevel(v526); if (e532) return within(e532, [k525]); }
              return undefined;
            })();
            if (b531 === undefined) return undefined;
            u530.push(b531);
            const b533 = (() => {
              if (!(v526 === null)) return err([k525], "invalid type: " + kind(v526) + ", expected null");
              return undefined;
            })();
            if (b533 === undefined) return undefined;
            u530.push(b533);
            const u530d = u530.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u530d;
          }
        })();
        if (e529) return e529;
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
    for (const k534 in x) {
      if (k534 === "type") {
        const v535 = x["type"];
        if (!(typeof v535 === "string")) return err([k534], "invalid type: " + kind(v535) + ", expected string");
        if (v535 !== "session.interrupted") return err([k534], "invalid value: " + kind(v535) + ", expected the constant " + "\"session.interrupted\"");
      }
      else if (k534 === "session_id") {
        const v535 = x["session_id"];
        if (!(typeof v535 === "string")) return err([k534], "invalid type: " + kind(v535) + ", expected string");
      }
      else if (k534 === "last_run_id") {
        const v535 = x["last_run_id"];
        if (!(typeof v535 === "string")) return err([k534], "invalid type: " + kind(v535) + ", expected string");
      }
      else if (k534 === "reason") {
        const v535 = x["reason"];
        if (!(typeof v535 === "string")) return err([k534], "invalid type: " + kind(v535) + ", expected string");
      }
      else if (k534 === "ts") {
        const v535 = x["ts"];
        if (!(typeof v535 === "string")) return err([k534], "invalid type: " + kind(v535) + ", expected string");
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
    for (const k536 in x) {
      if (k536 === "type") {
        const v537 = x["type"];
        if (!(typeof v537 === "string")) return err([k536], "invalid type: " + kind(v537) + ", expected string");
        if (v537 !== "session.list") return err([k536], "invalid value: " + kind(v537) + ", expected the constant " + "\"session.list\"");
      }
      else if (k536 === "include_closed") {
        const v537 = x["include_closed"];
        if (!(typeof v537 === "boolean")) return err([k536], "invalid type: " + kind(v537) + ", expected boolean");
      }
      else if (k536 === "limit") {
        const v537 = x["limit"];
        if (!(Number.isInteger(v537))) return err([k536], "invalid type: " + kind(v537) + ", expected integer");
        {
          if (v537 < 1) return err([k536], v537 + " is less than minimum 1");
          if (v537 > 200) return err([k536], v537 + " is greater than maximum 200");
        }
      }
    }
  }
  return undefined;
}

function v_SessionListQueueCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k538 in x) {
      if (k538 === "type") {
        const v539 = x["type"];
        if (!(typeof v539 === "string")) return err([k538], "invalid type: " + kind(v539) + ", expected string");
        if (v539 !== "session.list_queue") return err([k538], "invalid value: " + kind(v539) + ", expected the constant " + "\"session.list_queue\"");
      }
      else if (k538 === "session_id") {
        const v539 = x["session_id"];
        if (!(typeof v539 === "string")) return err([k538], "invalid type: " + kind(v539) + ", expected string");
        {
          if (v539.length < 2 && chars(v539) < 1) return err([k538], "string of length " + chars(v539) + " is shorter than minLength 1");
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
    for (const k540 in x) {
      if (k540 === "sessions") {
        const v541 = x["sessions"];
        if (!(Array.isArray(v541))) return err([k540], "invalid type: " + kind(v541) + ", expected array");
        {
          for (let i542 = 0; i542 < v541.length; i542++) {
            const v543 = v541[i542];
            { const e544 = v_SessionInfo(v543); if (e544) return within(e544, [k540, i542]); }
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
    for (const k545 in x) {
      if (k545 === "type") {
        const v546 = x["type"];
        if (!(typeof v546 === "string")) return err([k545], "invalid type: " + kind(v546) + ", expected string");
        if (v546 !== "session.message_received") return err([k545], "invalid value: " + kind(v546) + ", expected the constant " + "\"session.message_received\"");
      }
      else if (k545 === "session_id") {
        const v546 = x["session_id"];
        if (!(typeof v546 === "string")) return err([k545], "invalid type: " + kind(v546) + ", expected string");
      }
      else if (k545 === "content") {
        const v546 = x["content"];
        if (!(typeof v546 === "string")) return err([k545], "invalid type: " + kind(v546) + ", expected string");
      }
      else if (k545 === "ts") {
        const v546 = x["ts"];
        if (!(typeof v546 === "string")) return err([k545], "invalid type: " + kind(v546) + ", expected string");
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
    for (const k547 in x) {
      if (k547 === "type") {
        const v548 = x["type"];
        if (!(typeof v548 === "string")) return err([k547], "invalid type: " + kind(v548) + ", expected string");
        if (v548 !== "session.navigate") return err([k547], "invalid value: " + kind(v548) + ", expected the constant " + "\"session.navigate\"");
      }
      else if (k547 === "session_id") {
        const v548 = x["session_id"];
        if (!(typeof v548 === "string")) return err([k547], "invalid type: " + kind(v548) + ", expected string");
      }
      else if (k547 === "target_seq") {
        const v548 = x["target_seq"];
        if (!(Number.isInteger(v548))) return err([k547], "invalid type: " + kind(v548) + ", expected integer");
        {
          if (v548 < 1) return err([k547], v548 + " is less than minimum 1");
        }
      }
      else if (k547 === "summarize") {
        const v548 = x["summarize"];
        if (!(typeof v548 === "boolean")) return err([k547], "invalid type: " + kind(v548) + ", expected boolean");
      }
      else if (k547 === "focus") {
        const v548 = x["focus"];
        if (!(typeof v548 === "string")) return err([k547], "invalid type: " + kind(v548) + ", expected string");
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
    for (const k549 in x) {
      if (k549 === "type") {
        const v550 = x["type"];
        if (!(typeof v550 === "string")) return err([k549], "invalid type: " + kind(v550) + ", expected string");
        if (v550 !== "session.queue_message") return err([k549], "invalid value: " + kind(v550) + ", expected the constant " + "\"session.queue_message\"");
      }
      else if (k549 === "session_id") {
        const v550 = x["session_id"];
        if (!(typeof v550 === "string")) return err([k549], "invalid type: " + kind(v550) + ", expected string");
        {
          if (v550.length < 2 && chars(v550) < 1) return err([k549], "string of length " + chars(v550) + " is shorter than minLength 1");
        }
      }
      else if (k549 === "content") {
        const v550 = x["content"];
        if (!(typeof v550 === "string")) return err([k549], "invalid type: " + kind(v550) + ", expected string");
        {
          if (v550.length < 2 && chars(v550) < 1) return err([k549], "string of length " + chars(v550) + " is shorter than minLength 1");
        }
      }
      else if (k549 === "display_content") {
        const v550 = x["display_content"];
        if (!(typeof v550 === "string" || v550 === null)) return err([k549], "invalid type: " + kind(v550) + ", expected string or null");
      }
      else if (k549 === "runtime_mode") {
        const v550 = x["runtime_mode"];
        { const e551 = v_RuntimeMode(v550); if (e551) return within(e551, [k549]); }
      }
      else if (k549 === "attachments") {
        const v550 = x["attachments"];
        if (!(Array.isArray(v550))) return err([k549], "invalid type: " + kind(v550) + ", expected array");
        {
          for (let i552 = 0; i552 < v550.length; i552++) {
            const v553 = v550[i552];
            { const e554 = v_ImageArtifactInput(v553); if (e554) return within(e554, [k549, i552]); }
          }
          if (v550.length > 8) return err([k549], "array has more than maxItems 8");
        }
      }
      else if (k549 === "tools") {
        const v550 = x["tools"];
        if (!(Array.isArray(v550) || v550 === null)) return err([k549], "invalid type: " + kind(v550) + ", expected array or null");
        if (Array.isArray(v550)) {
          for (let i555 = 0; i555 < v550.length; i555++) {
            const v556 = v550[i555];
            { const e557 = v_BuiltinTool(v556); if (e557) return within(e557, [k549, i555]); }
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
    for (const k558 in x) {
      if (k558 === "type") {
        const v559 = x["type"];
        if (!(typeof v559 === "string")) return err([k558], "invalid type: " + kind(v559) + ", expected string");
        if (v559 !== "session.reload") return err([k558], "invalid value: " + kind(v559) + ", expected the constant " + "\"session.reload\"");
      }
      else if (k558 === "session_id") {
        const v559 = x["session_id"];
        if (!(typeof v559 === "string")) return err([k558], "invalid type: " + kind(v559) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
  }
  return undefined;
}

function v_SessionRemoveQueuedMessageCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k560 in x) {
      if (k560 === "type") {
        const v561 = x["type"];
        if (!(typeof v561 === "string")) return err([k560], "invalid type: " + kind(v561) + ", expected string");
        if (v561 !== "session.remove_queued_message") return err([k560], "invalid value: " + kind(v561) + ", expected the constant " + "\"session.remove_queued_message\"");
      }
      else if (k560 === "session_id") {
        const v561 = x["session_id"];
        if (!(typeof v561 === "string")) return err([k560], "invalid type: " + kind(v561) + ", expected string");
        {
          if (v561.length < 2 && chars(v561) < 1) return err([k560], "string of length " + chars(v561) + " is shorter than minLength 1");
        }
      }
      else if (k560 === "message_id") {
        const v561 = x["message_id"];
        if (!(typeof v561 === "string")) return err([k560], "invalid type: " + kind(v561) + ", expected string");
        {
          if (v561.length < 2 && chars(v561) < 1) return err([k560], "string of length " + chars(v561) + " is shorter than minLength 1");
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
    for (const k562 in x) {
      if (k562 === "type") {
        const v563 = x["type"];
        if (!(typeof v563 === "string")) return err([k562], "invalid type: " + kind(v563) + ", expected string");
        if (v563 !== "session.rename") return err([k562], "invalid value: " + kind(v563) + ", expected the constant " + "\"session.rename\"");
      }
      else if (k562 === "session_id") {
        const v563 = x["session_id"];
        if (!(typeof v563 === "string")) return err([k562], "invalid type: " + kind(v563) + ", expected string");
      }
      else if (k562 === "title") {
        const v563 = x["title"];
        if (!(typeof v563 === "string")) return err([k562], "invalid type: " + kind(v563) + ", expected string");
        {
          if (v563.length < 2 && chars(v563) < 1) return err([k562], "string of length " + chars(v563) + " is shorter than minLength 1");
          if (v563.length > 200 && chars(v563) > 200) return err([k562], "string of length " + chars(v563) + " is longer than maxLength 200");
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
    for (const k564 in x) {
      if (k564 === "session") {
        const v565 = x["session"];
        { const e566 = v_SessionInfo(v565); if (e566) return within(e566, [k564]); }
      }
    }
    if (x["session"] === undefined) return err([], "missing field `session`");
  }
  return undefined;
}

function v_SessionRenamedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k567 in x) {
      if (k567 === "type") {
        const v568 = x["type"];
        if (!(typeof v568 === "string")) return err([k567], "invalid type: " + kind(v568) + ", expected string");
        if (v568 !== "session.renamed") return err([k567], "invalid value: " + kind(v568) + ", expected the constant " + "\"session.renamed\"");
      }
      else if (k567 === "session_id") {
        const v568 = x["session_id"];
        if (!(typeof v568 === "string")) return err([k567], "invalid type: " + kind(v568) + ", expected string");
      }
      else if (k567 === "title") {
        const v568 = x["title"];
        if (!(typeof v568 === "string")) return err([k567], "invalid type: " + kind(v568) + ", expected string");
      }
      else if (k567 === "ts") {
        const v568 = x["ts"];
        if (!(typeof v568 === "string")) return err([k567], "invalid type: " + kind(v568) + ", expected string");
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
    for (const k569 in x) {
      if (k569 === "type") {
        const v570 = x["type"];
        if (!(typeof v570 === "string")) return err([k569], "invalid type: " + kind(v570) + ", expected string");
        if (v570 !== "session.resume") return err([k569], "invalid value: " + kind(v570) + ", expected the constant " + "\"session.resume\"");
      }
      else if (k569 === "session_id") {
        const v570 = x["session_id"];
        if (!(typeof v570 === "string")) return err([k569], "invalid type: " + kind(v570) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
  }
  return undefined;
}

function v_SessionResumeResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k571 in x) {
      if (k571 === "session") {
        const v572 = x["session"];
        { const e573 = v_SessionInfo(v572); if (e573) return within(e573, [k571]); }
      }
    }
    if (x["session"] === undefined) return err([], "missing field `session`");
  }
  return undefined;
}

function v_SessionResumedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k574 in x) {
      if (k574 === "type") {
        const v575 = x["type"];
        if (!(typeof v575 === "string")) return err([k574], "invalid type: " + kind(v575) + ", expected string");
        if (v575 !== "session.resumed") return err([k574], "invalid value: " + kind(v575) + ", expected the constant " + "\"session.resumed\"");
      }
      else if (k574 === "session_id") {
        const v575 = x["session_id"];
        if (!(typeof v575 === "string")) return err([k574], "invalid type: " + kind(v575) + ", expected string");
      }
      else if (k574 === "ts") {
        const v575 = x["ts"];
        if (!(typeof v575 === "string")) return err([k574], "invalid type: " + kind(v575) + ", expected string");
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
    for (const k576 in x) {
      if (k576 === "type") {
        const v577 = x["type"];
        if (!(typeof v577 === "string")) return err([k576], "invalid type: " + kind(v577) + ", expected string");
        if (v577 !== "session.retry_queued_message") return err([k576], "invalid value: " + kind(v577) + ", expected the constant " + "\"session.retry_queued_message\"");
      }
      else if (k576 === "session_id") {
        const v577 = x["session_id"];
        if (!(typeof v577 === "string")) return err([k576], "invalid type: " + kind(v577) + ", expected string");
        {
          if (v577.length < 2 && chars(v577) < 1) return err([k576], "string of length " + chars(v577) + " is shorter than minLength 1");
        }
      }
      else if (k576 === "message_id") {
        const v577 = x["message_id"];
        if (!(typeof v577 === "string")) return err([k576], "invalid type: " + kind(v577) + ", expected string");
        {
          if (v577.length < 2 && chars(v577) < 1) return err([k576], "string of length " + chars(v577) + " is shorter than minLength 1");
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
    for (const k578 in x) {
      if (k578 === "type") {
        const v579 = x["type"];
        if (!(typeof v579 === "string")) return err([k578], "invalid type: " + kind(v579) + ", expected string");
        if (v579 !== "session.rewind") return err([k578], "invalid value: " + kind(v579) + ", expected the constant " + "\"session.rewind\"");
      }
      else if (k578 === "session_id") {
        const v579 = x["session_id"];
        if (!(typeof v579 === "string")) return err([k578], "invalid type: " + kind(v579) + ", expected string");
      }
      else if (k578 === "checkpoint_id") {
        const v579 = x["checkpoint_id"];
        if (!(typeof v579 === "string")) return err([k578], "invalid type: " + kind(v579) + ", expected string");
      }
      else if (k578 === "run_id") {
        const v579 = x["run_id"];
        if (!(typeof v579 === "string" || v579 === null)) return err([k578], "invalid type: " + kind(v579) + ", expected string or null");
      }
      else if (k578 === "expected_digest") {
        const v579 = x["expected_digest"];
        if (!(typeof v579 === "string")) return err([k578], "invalid type: " + kind(v579) + ", expected string");
        {
          if (v579.length < 128 && chars(v579) < 64) return err([k578], "string of length " + chars(v579) + " is shorter than minLength 64");
          if (v579.length > 64 && chars(v579) > 64) return err([k578], "string of length " + chars(v579) + " is longer than maxLength 64");
        }
      }
      else if (k578 === "confirmed") {
        const v579 = x["confirmed"];
        if (!(typeof v579 === "boolean")) return err([k578], "invalid type: " + kind(v579) + ", expected boolean");
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
    for (const k580 in x) {
      if (k580 === "type") {
        const v581 = x["type"];
        if (!(typeof v581 === "string")) return err([k580], "invalid type: " + kind(v581) + ", expected string");
        if (v581 !== "session.rewind_preview") return err([k580], "invalid value: " + kind(v581) + ", expected the constant " + "\"session.rewind_preview\"");
      }
      else if (k580 === "session_id") {
        const v581 = x["session_id"];
        if (!(typeof v581 === "string")) return err([k580], "invalid type: " + kind(v581) + ", expected string");
      }
      else if (k580 === "checkpoint_id") {
        const v581 = x["checkpoint_id"];
        if (!(typeof v581 === "string")) return err([k580], "invalid type: " + kind(v581) + ", expected string");
      }
      else if (k580 === "run_id") {
        const v581 = x["run_id"];
        if (!(typeof v581 === "string" || v581 === null)) return err([k580], "invalid type: " + kind(v581) + ", expected string or null");
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
    for (const k582 in x) {
      if (k582 === "checkpoint_id") {
        const v583 = x["checkpoint_id"];
        if (!(typeof v583 === "string")) return err([k582], "invalid type: " + kind(v583) + ", expected string");
      }
      else if (k582 === "restored") {
        const v583 = x["restored"];
        if (!(Array.isArray(v583))) return err([k582], "invalid type: " + kind(v583) + ", expected array");
        {
          for (let i584 = 0; i584 < v583.length; i584++) {
            const v585 = v583[i584];
            if (!(typeof v585 === "string")) return err([k582, i584], "invalid type: " + kind(v585) + ", expected string");
          }
        }
      }
      else if (k582 === "already_restored") {
        const v583 = x["already_restored"];
        if (!(Array.isArray(v583))) return err([k582], "invalid type: " + kind(v583) + ", expected array");
        {
          for (let i586 = 0; i586 < v583.length; i586++) {
            const v587 = v583[i586];
            if (!(typeof v587 === "string")) return err([k582, i586], "invalid type: " + kind(v587) + ", expected string");
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
    for (const k588 in x) {
      if (k588 === "type") {
        const v589 = x["type"];
        if (!(typeof v589 === "string")) return err([k588], "invalid type: " + kind(v589) + ", expected string");
        if (v589 !== "session.send_message") return err([k588], "invalid value: " + kind(v589) + ", expected the constant " + "\"session.send_message\"");
      }
      else if (k588 === "session_id") {
        const v589 = x["session_id"];
        if (!(typeof v589 === "string")) return err([k588], "invalid type: " + kind(v589) + ", expected string");
      }
      else if (k588 === "content") {
        const v589 = x["content"];
        if (!(typeof v589 === "string")) return err([k588], "invalid type: " + kind(v589) + ", expected string");
      }
      else if (k588 === "display_content") {
        const v589 = x["display_content"];
        if (!(typeof v589 === "string" || v589 === null)) return err([k588], "invalid type: " + kind(v589) + ", expected string or null");
      }
      else if (k588 === "runtime_mode") {
        const v589 = x["runtime_mode"];
        { const e590 = v_RuntimeMode(v589); if (e590) return within(e590, [k588]); }
      }
      else if (k588 === "attachments") {
        const v589 = x["attachments"];
        if (!(Array.isArray(v589))) return err([k588], "invalid type: " + kind(v589) + ", expected array");
        {
          for (let i591 = 0; i591 < v589.length; i591++) {
            const v592 = v589[i591];
            { const e593 = v_ImageArtifactInput(v592); if (e593) return within(e593, [k588, i591]); }
          }
          if (v589.length > 8) return err([k588], "array has more than maxItems 8");
        }
      }
      else if (k588 === "tools") {
        const v589 = x["tools"];
        if (!(Array.isArray(v589) || v589 === null)) return err([k588], "invalid type: " + kind(v589) + ", expected array or null");
        if (Array.isArray(v589)) {
          for (let i594 = 0; i594 < v589.length; i594++) {
            const v595 = v589[i594];
            { const e596 = v_BuiltinTool(v595); if (e596) return within(e596, [k588, i594]); }
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
    for (const k597 in x) {
      if (k597 === "run_id") {
        const v598 = x["run_id"];
        if (!(typeof v598 === "string")) return err([k597], "invalid type: " + kind(v598) + ", expected string");
      }
      else if (k597 === "handled") {
        const v598 = x["handled"];
        if (!(typeof v598 === "boolean")) return err([k597], "invalid type: " + kind(v598) + ", expected boolean");
      }
    }
    if (x["run_id"] === undefined) return err([], "missing field `run_id`");
  }
  return undefined;
}

function v_SessionSetAuthorityCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k599 in x) {
      if (k599 === "type") {
        const v600 = x["type"];
        if (!(typeof v600 === "string")) return err([k599], "invalid type: " + kind(v600) + ", expected string");
        if (v600 !== "session.set_authority") return err([k599], "invalid value: " + kind(v600) + ", expected the constant " + "\"session.set_authority\"");
      }
      else if (k599 === "session_id") {
        const v600 = x["session_id"];
        if (!(typeof v600 === "string")) return err([k599], "invalid type: " + kind(v600) + ", expected string");
      }
      else if (k599 === "mode") {
        const v600 = x["mode"];
        const e601 = (() => {
          {
            const u602 = [];
            const b603 = (() => {
              { const e604 = v_RuntimeMode(v600); if (e604) return within(e604, [k599]); }
              return undefined;
            })();
            if (b603 === undefined) return undefined;
            u602.push(b603);
            const b605 = (() => {
              if (!(v600 === null)) return err([k599], "invalid type: " + kind(v600) + ", expected null");
              return undefined;
            })();
            if (b605 === undefined) return undefined;
            u602.push(b605);
            const u602d = u602.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u602d;
          }
        })();
        if (e601) return e601;
      }
      else if (k599 === "profile") {
        const v600 = x["profile"];
        const e606 = (() => {
          {
            const u607 = [];
            const b608 = (() => {
              { const e609 = v_AuthorityProfile(v600); if (e609) return within(e609, [k599]); }
              return undefined;
            })();
            if (b608 === undefined) return undefined;
            u607.push(b608);
            const b610 = (() => {
              if (!(v600 === null)) return err([k599], "invalid type: " + kind(v600) + ", expected null");
              return undefined;
            })();
            if (b610 === undefined) return undefined;
            u607.push(b610);
            const u607d = u607.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u607d;
          }
        })();
        if (e606) return e606;
      }
      else if (k599 === "workspace_trust") {
        const v600 = x["workspace_trust"];
        const e611 = (() => {
          {
            const u612 = [];
            const b613 = (() => {
              { const e614 = v_WorkspaceTrust(v600); if (e614) return within(e614, [k599]); }
              return undefined;
            })();
            if (b613 === undefined) return undefined;
            u612.push(b613);
            const b615 = (() => {
              if (!(v600 === null)) return err([k599], "invalid type: " + kind(v600) + ", expected null");
              return undefined;
            })();
            if (b615 === undefined) return undefined;
            u612.push(b615);
            const u612d = u612.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u612d;
          }
        })();
        if (e611) return e611;
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
  }
  return undefined;
}

function v_SessionSetModelCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k616 in x) {
      if (k616 === "type") {
        const v617 = x["type"];
        if (!(typeof v617 === "string")) return err([k616], "invalid type: " + kind(v617) + ", expected string");
        if (v617 !== "session.set_model") return err([k616], "invalid value: " + kind(v617) + ", expected the constant " + "\"session.set_model\"");
      }
      else if (k616 === "session_id") {
        const v617 = x["session_id"];
        if (!(typeof v617 === "string")) return err([k616], "invalid type: " + kind(v617) + ", expected string");
        {
          if (v617.length < 2 && chars(v617) < 1) return err([k616], "string of length " + chars(v617) + " is shorter than minLength 1");
        }
      }
      else if (k616 === "route_id") {
        const v617 = x["route_id"];
        if (!(typeof v617 === "string")) return err([k616], "invalid type: " + kind(v617) + ", expected string");
        {
          if (v617.length < 2 && chars(v617) < 1) return err([k616], "string of length " + chars(v617) + " is shorter than minLength 1");
          if (v617.length > 256 && chars(v617) > 256) return err([k616], "string of length " + chars(v617) + " is longer than maxLength 256");
        }
      }
      else if (k616 === "model") {
        const v617 = x["model"];
        if (!(typeof v617 === "string")) return err([k616], "invalid type: " + kind(v617) + ", expected string");
        {
          if (v617.length > 256 && chars(v617) > 256) return err([k616], "string of length " + chars(v617) + " is longer than maxLength 256");
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
    for (const k618 in x) {
      if (k618 === "type") {
        const v619 = x["type"];
        if (!(typeof v619 === "string")) return err([k618], "invalid type: " + kind(v619) + ", expected string");
        if (v619 !== "session.set_thinking") return err([k618], "invalid value: " + kind(v619) + ", expected the constant " + "\"session.set_thinking\"");
      }
      else if (k618 === "session_id") {
        const v619 = x["session_id"];
        if (!(typeof v619 === "string")) return err([k618], "invalid type: " + kind(v619) + ", expected string");
        {
          if (v619.length < 2 && chars(v619) < 1) return err([k618], "string of length " + chars(v619) + " is shorter than minLength 1");
        }
      }
      else if (k618 === "thinking_level") {
        const v619 = x["thinking_level"];
        { const e620 = v_ThinkingLevel(v619); if (e620) return within(e620, [k618]); }
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
    for (const k621 in x) {
      if (k621 === "type") {
        const v622 = x["type"];
        if (!(typeof v622 === "string")) return err([k621], "invalid type: " + kind(v622) + ", expected string");
        if (v622 !== "session.tasks") return err([k621], "invalid value: " + kind(v622) + ", expected the constant " + "\"session.tasks\"");
      }
      else if (k621 === "session_id") {
        const v622 = x["session_id"];
        if (!(typeof v622 === "string")) return err([k621], "invalid type: " + kind(v622) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
  }
  return undefined;
}

function v_SessionTasksResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k623 in x) {
      if (k623 === "run_id") {
        const v624 = x["run_id"];
        if (!(typeof v624 === "string" || v624 === null)) return err([k623], "invalid type: " + kind(v624) + ", expected string or null");
      }
      else if (k623 === "tasks") {
        const v624 = x["tasks"];
        if (!(Array.isArray(v624))) return err([k623], "invalid type: " + kind(v624) + ", expected array");
        {
          for (let i625 = 0; i625 < v624.length; i625++) {
            const v626 = v624[i625];
            if (!(isObject(v626))) return err([k623, i625], "invalid type: " + kind(v626) + ", expected object");
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
    for (const k627 in x) {
      if (k627 === "type") {
        const v628 = x["type"];
        if (!(typeof v628 === "string")) return err([k627], "invalid type: " + kind(v628) + ", expected string");
        if (v628 !== "session.tree") return err([k627], "invalid value: " + kind(v628) + ", expected the constant " + "\"session.tree\"");
      }
      else if (k627 === "session_id") {
        const v628 = x["session_id"];
        if (!(typeof v628 === "string")) return err([k627], "invalid type: " + kind(v628) + ", expected string");
      }
    }
    if (x["session_id"] === undefined) return err([], "missing field `session_id`");
  }
  return undefined;
}

function v_SessionWaitingForInputEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k629 in x) {
      if (k629 === "type") {
        const v630 = x["type"];
        if (!(typeof v630 === "string")) return err([k629], "invalid type: " + kind(v630) + ", expected string");
        if (v630 !== "session.waiting_for_input") return err([k629], "invalid value: " + kind(v630) + ", expected the constant " + "\"session.waiting_for_input\"");
      }
      else if (k629 === "session_id") {
        const v630 = x["session_id"];
        if (!(typeof v630 === "string")) return err([k629], "invalid type: " + kind(v630) + ", expected string");
      }
      else if (k629 === "last_run_id") {
        const v630 = x["last_run_id"];
        if (!(typeof v630 === "string")) return err([k629], "invalid type: " + kind(v630) + ", expected string");
      }
      else if (k629 === "ts") {
        const v630 = x["ts"];
        if (!(typeof v630 === "string")) return err([k629], "invalid type: " + kind(v630) + ", expected string");
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
    for (const k631 in x) {
      if (k631 === "type") {
        const v632 = x["type"];
        if (!(typeof v632 === "string")) return err([k631], "invalid type: " + kind(v632) + ", expected string");
        if (v632 !== "skill.invoked") return err([k631], "invalid value: " + kind(v632) + ", expected the constant " + "\"skill.invoked\"");
      }
      else if (k631 === "skill_name") {
        const v632 = x["skill_name"];
        if (!(typeof v632 === "string")) return err([k631], "invalid type: " + kind(v632) + ", expected string");
      }
      else if (k631 === "arguments") {
        const v632 = x["arguments"];
        if (!(typeof v632 === "string")) return err([k631], "invalid type: " + kind(v632) + ", expected string");
      }
      else if (k631 === "run_id") {
        const v632 = x["run_id"];
        if (!(typeof v632 === "string")) return err([k631], "invalid type: " + kind(v632) + ", expected string");
      }
      else if (k631 === "ts") {
        const v632 = x["ts"];
        if (!(typeof v632 === "string")) return err([k631], "invalid type: " + kind(v632) + ", expected string");
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
    for (const k633 in x) {
      if (k633 === "type") {
        const v634 = x["type"];
        if (!(typeof v634 === "string")) return err([k633], "invalid type: " + kind(v634) + ", expected string");
        if (v634 !== "step.finished") return err([k633], "invalid value: " + kind(v634) + ", expected the constant " + "\"step.finished\"");
      }
      else if (k633 === "run_id") {
        const v634 = x["run_id"];
        if (!(typeof v634 === "string")) return err([k633], "invalid type: " + kind(v634) + ", expected string");
      }
      else if (k633 === "step") {
        const v634 = x["step"];
        if (!(Number.isInteger(v634))) return err([k633], "invalid type: " + kind(v634) + ", expected integer");
      }
      else if (k633 === "ledger_seq") {
        const v634 = x["ledger_seq"];
        if (!(Number.isInteger(v634) || v634 === null)) return err([k633], "invalid type: " + kind(v634) + ", expected integer or null");
        if (typeof v634 === "number") {
          if (v634 < 1) return err([k633], v634 + " is less than minimum 1");
        }
      }
      else if (k633 === "ts") {
        const v634 = x["ts"];
        if (!(typeof v634 === "string")) return err([k633], "invalid type: " + kind(v634) + ", expected string");
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
    for (const k635 in x) {
      if (k635 === "type") {
        const v636 = x["type"];
        if (!(typeof v636 === "string")) return err([k635], "invalid type: " + kind(v636) + ", expected string");
        if (v636 !== "step.started") return err([k635], "invalid value: " + kind(v636) + ", expected the constant " + "\"step.started\"");
      }
      else if (k635 === "run_id") {
        const v636 = x["run_id"];
        if (!(typeof v636 === "string")) return err([k635], "invalid type: " + kind(v636) + ", expected string");
      }
      else if (k635 === "step") {
        const v636 = x["step"];
        if (!(Number.isInteger(v636))) return err([k635], "invalid type: " + kind(v636) + ", expected integer");
      }
      else if (k635 === "ledger_seq") {
        const v636 = x["ledger_seq"];
        if (!(Number.isInteger(v636) || v636 === null)) return err([k635], "invalid type: " + kind(v636) + ", expected integer or null");
        if (typeof v636 === "number") {
          if (v636 < 1) return err([k635], v636 + " is less than minimum 1");
        }
      }
      else if (k635 === "ts") {
        const v636 = x["ts"];
        if (!(typeof v636 === "string")) return err([k635], "invalid type: " + kind(v636) + ", expected string");
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
    for (const k637 in x) {
      if (k637 === "type") {
        const v638 = x["type"];
        if (!(typeof v638 === "string")) return err([k637], "invalid type: " + kind(v638) + ", expected string");
        if (v638 !== "strategy.proposed") return err([k637], "invalid value: " + kind(v638) + ", expected the constant " + "\"strategy.proposed\"");
      }
      else if (k637 === "run_id") {
        const v638 = x["run_id"];
        if (!(typeof v638 === "string")) return err([k637], "invalid type: " + kind(v638) + ", expected string");
      }
      else if (k637 === "profile_digest") {
        const v638 = x["profile_digest"];
        if (!(typeof v638 === "string")) return err([k637], "invalid type: " + kind(v638) + ", expected string");
        {
          if (!/^[0-9a-f]{64}$/u.test(v638)) return err([k637], "string does not match pattern ^[0-9a-f]{64}$");
        }
      }
      else if (k637 === "strategy") {
        const v638 = x["strategy"];
        { const e639 = v_StrategyKind(v638); if (e639) return within(e639, [k637]); }
      }
      else if (k637 === "summary") {
        const v638 = x["summary"];
        if (!(typeof v638 === "string")) return err([k637], "invalid type: " + kind(v638) + ", expected string");
      }
      else if (k637 === "ts") {
        const v638 = x["ts"];
        if (!(typeof v638 === "string")) return err([k637], "invalid type: " + kind(v638) + ", expected string");
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
    for (const k640 in x) {
      if (k640 === "type") {
        const v641 = x["type"];
        if (!(typeof v641 === "string")) return err([k640], "invalid type: " + kind(v641) + ", expected string");
        if (v641 !== "strategy.resolved") return err([k640], "invalid value: " + kind(v641) + ", expected the constant " + "\"strategy.resolved\"");
      }
      else if (k640 === "run_id") {
        const v641 = x["run_id"];
        if (!(typeof v641 === "string")) return err([k640], "invalid type: " + kind(v641) + ", expected string");
      }
      else if (k640 === "profile_digest") {
        const v641 = x["profile_digest"];
        if (!(typeof v641 === "string")) return err([k640], "invalid type: " + kind(v641) + ", expected string");
        {
          if (!/^[0-9a-f]{64}$/u.test(v641)) return err([k640], "string does not match pattern ^[0-9a-f]{64}$");
        }
      }
      else if (k640 === "strategy") {
        const v641 = x["strategy"];
        { const e642 = v_StrategyKind(v641); if (e642) return within(e642, [k640]); }
      }
      else if (k640 === "ticket") {
        const v641 = x["ticket"];
        if (!(typeof v641 === "string")) return err([k640], "invalid type: " + kind(v641) + ", expected string");
      }
      else if (k640 === "reason") {
        const v641 = x["reason"];
        if (!(typeof v641 === "string")) return err([k640], "invalid type: " + kind(v641) + ", expected string");
      }
      else if (k640 === "ts") {
        const v641 = x["ts"];
        if (!(typeof v641 === "string")) return err([k640], "invalid type: " + kind(v641) + ", expected string");
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
    for (const k643 in x) {
      if (k643 === "type") {
        const v644 = x["type"];
        if (!(typeof v644 === "string")) return err([k643], "invalid type: " + kind(v644) + ", expected string");
        if (v644 !== "subagent.finished") return err([k643], "invalid value: " + kind(v644) + ", expected the constant " + "\"subagent.finished\"");
      }
      else if (k643 === "run_id") {
        const v644 = x["run_id"];
        if (!(typeof v644 === "string")) return err([k643], "invalid type: " + kind(v644) + ", expected string");
      }
      else if (k643 === "parent_run_id") {
        const v644 = x["parent_run_id"];
        if (!(typeof v644 === "string")) return err([k643], "invalid type: " + kind(v644) + ", expected string");
      }
      else if (k643 === "status") {
        const v644 = x["status"];
        if (!(typeof v644 === "string")) return err([k643], "invalid type: " + kind(v644) + ", expected string");
      }
      else if (k643 === "ts") {
        const v644 = x["ts"];
        if (!(typeof v644 === "string")) return err([k643], "invalid type: " + kind(v644) + ", expected string");
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
    for (const k645 in x) {
      if (k645 === "type") {
        const v646 = x["type"];
        if (!(typeof v646 === "string")) return err([k645], "invalid type: " + kind(v646) + ", expected string");
        if (v646 !== "subagent.started") return err([k645], "invalid value: " + kind(v646) + ", expected the constant " + "\"subagent.started\"");
      }
      else if (k645 === "run_id") {
        const v646 = x["run_id"];
        if (!(typeof v646 === "string")) return err([k645], "invalid type: " + kind(v646) + ", expected string");
      }
      else if (k645 === "parent_run_id") {
        const v646 = x["parent_run_id"];
        if (!(typeof v646 === "string")) return err([k645], "invalid type: " + kind(v646) + ", expected string");
      }
      else if (k645 === "description") {
        const v646 = x["description"];
        if (!(typeof v646 === "string")) return err([k645], "invalid type: " + kind(v646) + ", expected string");
      }
      else if (k645 === "ts") {
        const v646 = x["ts"];
        if (!(typeof v646 === "string")) return err([k645], "invalid type: " + kind(v646) + ", expected string");
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
    for (const k647 in x) {
      if (k647 === "type") {
        const v648 = x["type"];
        if (!(typeof v648 === "string")) return err([k647], "invalid type: " + kind(v648) + ", expected string");
        if (v648 !== "task.profiled") return err([k647], "invalid value: " + kind(v648) + ", expected the constant " + "\"task.profiled\"");
      }
      else if (k647 === "run_id") {
        const v648 = x["run_id"];
        if (!(typeof v648 === "string")) return err([k647], "invalid type: " + kind(v648) + ", expected string");
      }
      else if (k647 === "profile") {
        const v648 = x["profile"];
        if (!(isObject(v648))) return err([k647], "invalid type: " + kind(v648) + ", expected object");
      }
      else if (k647 === "profile_digest") {
        const v648 = x["profile_digest"];
        if (!(typeof v648 === "string")) return err([k647], "invalid type: " + kind(v648) + ", expected string");
      }
      else if (k647 === "ts") {
        const v648 = x["ts"];
        if (!(typeof v648 === "string")) return err([k647], "invalid type: " + kind(v648) + ", expected string");
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
    for (const k649 in x) {
      if (k649 === "type") {
        const v650 = x["type"];
        if (!(typeof v650 === "string")) return err([k649], "invalid type: " + kind(v650) + ", expected string");
        if (v650 !== "thread.archive") return err([k649], "invalid value: " + kind(v650) + ", expected the constant " + "\"thread.archive\"");
      }
      else if (k649 === "thread_id") {
        const v650 = x["thread_id"];
        if (!(typeof v650 === "string")) return err([k649], "invalid type: " + kind(v650) + ", expected string");
        {
          if (v650.length < 2 && chars(v650) < 1) return err([k649], "string of length " + chars(v650) + " is shorter than minLength 1");
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
    for (const k651 in x) {
      if (k651 === "thread") {
        const v652 = x["thread"];
        { const e653 = v_ThreadRecord(v652); if (e653) return within(e653, [k651]); }
      }
    }
    if (x["thread"] === undefined) return err([], "missing field `thread`");
  }
  return undefined;
}

function v_ThreadCreateCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k654 in x) {
      if (k654 === "type") {
        const v655 = x["type"];
        if (!(typeof v655 === "string")) return err([k654], "invalid type: " + kind(v655) + ", expected string");
        if (v655 !== "thread.create") return err([k654], "invalid value: " + kind(v655) + ", expected the constant " + "\"thread.create\"");
      }
      else if (k654 === "title") {
        const v655 = x["title"];
        if (!(typeof v655 === "string")) return err([k654], "invalid type: " + kind(v655) + ", expected string");
        {
          if (v655.length > 200 && chars(v655) > 200) return err([k654], "string of length " + chars(v655) + " is longer than maxLength 200");
        }
      }
      else if (k654 === "mode") {
        const v655 = x["mode"];
        { const e656 = v_SessionMode(v655); if (e656) return within(e656, [k654]); }
      }
      else if (k654 === "preset_id") {
        const v655 = x["preset_id"];
        if (!(typeof v655 === "string")) return err([k654], "invalid type: " + kind(v655) + ", expected string");
        {
          if (!/^[a-z][a-z0-9-]{0,63}$/u.test(v655)) return err([k654], "string does not match pattern ^[a-z][a-z0-9-]{0,63}$");
        }
      }
    }
  }
  return undefined;
}

function v_ThreadCreateResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k657 in x) {
      if (k657 === "thread") {
        const v658 = x["thread"];
        { const e659 = v_ThreadRecord(v658); if (e659) return within(e659, [k657]); }
      }
    }
    if (x["thread"] === undefined) return err([], "missing field `thread`");
  }
  return undefined;
}

function v_ThreadGetCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k660 in x) {
      if (k660 === "type") {
        const v661 = x["type"];
        if (!(typeof v661 === "string")) return err([k660], "invalid type: " + kind(v661) + ", expected string");
        if (v661 !== "thread.get") return err([k660], "invalid value: " + kind(v661) + ", expected the constant " + "\"thread.get\"");
      }
      else if (k660 === "thread_id") {
        const v661 = x["thread_id"];
        if (!(typeof v661 === "string")) return err([k660], "invalid type: " + kind(v661) + ", expected string");
        {
          if (v661.length < 2 && chars(v661) < 1) return err([k660], "string of length " + chars(v661) + " is shorter than minLength 1");
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
    for (const k662 in x) {
      if (k662 === "thread") {
        const v663 = x["thread"];
        { const e664 = v_ThreadRecord(v663); if (e664) return within(e664, [k662]); }
      }
    }
    if (x["thread"] === undefined) return err([], "missing field `thread`");
  }
  return undefined;
}

function v_ThreadListCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k665 in x) {
      if (k665 === "type") {
        const v666 = x["type"];
        if (!(typeof v666 === "string")) return err([k665], "invalid type: " + kind(v666) + ", expected string");
        if (v666 !== "thread.list") return err([k665], "invalid value: " + kind(v666) + ", expected the constant " + "\"thread.list\"");
      }
      else if (k665 === "include_archived") {
        const v666 = x["include_archived"];
        if (!(typeof v666 === "boolean")) return err([k665], "invalid type: " + kind(v666) + ", expected boolean");
      }
      else if (k665 === "limit") {
        const v666 = x["limit"];
        if (!(Number.isInteger(v666))) return err([k665], "invalid type: " + kind(v666) + ", expected integer");
        {
          if (v666 < 1) return err([k665], v666 + " is less than minimum 1");
          if (v666 > 200) return err([k665], v666 + " is greater than maximum 200");
        }
      }
    }
  }
  return undefined;
}

function v_ThreadListResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k667 in x) {
      if (k667 === "threads") {
        const v668 = x["threads"];
        if (!(Array.isArray(v668))) return err([k667], "invalid type: " + kind(v668) + ", expected array");
        {
          for (let i669 = 0; i669 < v668.length; i669++) {
            const v670 = v668[i669];
            { const e671 = v_ThreadRecord(v670); if (e671) return within(e671, [k667, i669]); }
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
    for (const k672 in x) {
      if (k672 === "id") {
        const v673 = x["id"];
        if (!(typeof v673 === "string")) return err([k672], "invalid type: " + kind(v673) + ", expected string");
        {
          if (v673.length < 2 && chars(v673) < 1) return err([k672], "string of length " + chars(v673) + " is shorter than minLength 1");
        }
      }
      else if (k672 === "title") {
        const v673 = x["title"];
        if (!(typeof v673 === "string")) return err([k672], "invalid type: " + kind(v673) + ", expected string");
      }
      else if (k672 === "workspace") {
        const v673 = x["workspace"];
        if (!(typeof v673 === "string")) return err([k672], "invalid type: " + kind(v673) + ", expected string");
        {
          if (v673.length < 2 && chars(v673) < 1) return err([k672], "string of length " + chars(v673) + " is shorter than minLength 1");
        }
      }
      else if (k672 === "status") {
        const v673 = x["status"];
        { const e674 = v_ThreadStatus(v673); if (e674) return within(e674, [k672]); }
      }
      else if (k672 === "default_route_id") {
        const v673 = x["default_route_id"];
        if (!(typeof v673 === "string" || v673 === null)) return err([k672], "invalid type: " + kind(v673) + ", expected string or null");
      }
      else if (k672 === "turn_count") {
        const v673 = x["turn_count"];
        if (!(Number.isInteger(v673))) return err([k672], "invalid type: " + kind(v673) + ", expected integer");
        {
          if (v673 < 0) return err([k672], v673 + " is less than minimum 0");
        }
      }
      else if (k672 === "created_at") {
        const v673 = x["created_at"];
        if (!(typeof v673 === "string")) return err([k672], "invalid type: " + kind(v673) + ", expected string");
      }
      else if (k672 === "updated_at") {
        const v673 = x["updated_at"];
        if (!(typeof v673 === "string")) return err([k672], "invalid type: " + kind(v673) + ", expected string");
      }
      else if (k672 === "schema_version") {
        const v673 = x["schema_version"];
        if (!(Number.isInteger(v673))) return err([k672], "invalid type: " + kind(v673) + ", expected integer");
        if (v673 !== 1) return err([k672], "invalid value: " + kind(v673) + ", expected the constant " + "1");
      }
      else return err([k672], "unknown field `" + k672 + "`" + ", expected one of `id`, `title`, `workspace`, `status`, `default_route_id`, `turn_count`, `created_at`, `updated_at`, `schema_version`");
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
    for (const k675 in x) {
      if (k675 === "type") {
        const v676 = x["type"];
        if (!(typeof v676 === "string")) return err([k675], "invalid type: " + kind(v676) + ", expected string");
        if (v676 !== "thread.update") return err([k675], "invalid value: " + kind(v676) + ", expected the constant " + "\"thread.update\"");
      }
      else if (k675 === "thread_id") {
        const v676 = x["thread_id"];
        if (!(typeof v676 === "string")) return err([k675], "invalid type: " + kind(v676) + ", expected string");
        {
          if (v676.length < 2 && chars(v676) < 1) return err([k675], "string of length " + chars(v676) + " is shorter than minLength 1");
        }
      }
      else if (k675 === "title") {
        const v676 = x["title"];
        if (!(typeof v676 === "string")) return err([k675], "invalid type: " + kind(v676) + ", expected string");
        {
          if (v676.length < 2 && chars(v676) < 1) return err([k675], "string of length " + chars(v676) + " is shorter than minLength 1");
          if (v676.length > 200 && chars(v676) > 200) return err([k675], "string of length " + chars(v676) + " is longer than maxLength 200");
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
    for (const k677 in x) {
      if (k677 === "thread") {
        const v678 = x["thread"];
        { const e679 = v_ThreadRecord(v678); if (e679) return within(e679, [k677]); }
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
    for (const k680 in x) {
      if (k680 === "type") {
        const v681 = x["type"];
        if (!(typeof v681 === "string")) return err([k680], "invalid type: " + kind(v681) + ", expected string");
        if (v681 !== "tool.call_failed") return err([k680], "invalid value: " + kind(v681) + ", expected the constant " + "\"tool.call_failed\"");
      }
      else if (k680 === "run_id") {
        const v681 = x["run_id"];
        if (!(typeof v681 === "string")) return err([k680], "invalid type: " + kind(v681) + ", expected string");
      }
      else if (k680 === "tool_use_id") {
        const v681 = x["tool_use_id"];
        if (!(typeof v681 === "string")) return err([k680], "invalid type: " + kind(v681) + ", expected string");
      }
      else if (k680 === "tool_name") {
        const v681 = x["tool_name"];
        if (!(typeof v681 === "string")) return err([k680], "invalid type: " + kind(v681) + ", expected string");
      }
      else if (k680 === "operation_id") {
        const v681 = x["operation_id"];
        if (!(typeof v681 === "string")) return err([k680], "invalid type: " + kind(v681) + ", expected string");
      }
      else if (k680 === "error_class") {
        const v681 = x["error_class"];
        if (!(typeof v681 === "string")) return err([k680], "invalid type: " + kind(v681) + ", expected string");
      }
      else if (k680 === "error_message") {
        const v681 = x["error_message"];
        if (!(typeof v681 === "string")) return err([k680], "invalid type: " + kind(v681) + ", expected string");
      }
      else if (k680 === "elapsed_ms") {
        const v681 = x["elapsed_ms"];
        if (!(Number.isInteger(v681))) return err([k680], "invalid type: " + kind(v681) + ", expected integer");
      }
      else if (k680 === "attempt") {
        const v681 = x["attempt"];
        if (!(Number.isInteger(v681))) return err([k680], "invalid type: " + kind(v681) + ", expected integer");
      }
      else if (k680 === "terminal") {
        const v681 = x["terminal"];
        if (!(typeof v681 === "boolean")) return err([k680], "invalid type: " + kind(v681) + ", expected boolean");
      }
      else if (k680 === "process_usage") {
        const v681 = x["process_usage"];
        if (!(isObject(v681))) return err([k680], "invalid type: " + kind(v681) + ", expected object");
      }
      else if (k680 === "step") {
        const v681 = x["step"];
        if (!(Number.isInteger(v681))) return err([k680], "invalid type: " + kind(v681) + ", expected integer");
      }
      else if (k680 === "ledger_seq") {
        const v681 = x["ledger_seq"];
        if (!(Number.isInteger(v681) || v681 === null)) return err([k680], "invalid type: " + kind(v681) + ", expected integer or null");
        if (typeof v681 === "number") {
          if (v681 < 1) return err([k680], v681 + " is less than minimum 1");
        }
      }
      else if (k680 === "presentation") {
        const v681 = x["presentation"];
        if (!(isObject(v681) || v681 === null)) return err([k680], "invalid type: " + kind(v681) + ", expected object or null");
      }
      else if (k680 === "sandbox_enforcement") {
        const v681 = x["sandbox_enforcement"];
        { const e682 = v_SandboxEnforcement(v681); if (e682) return within(e682, [k680]); }
      }
      else if (k680 === "failure_category") {
        const v681 = x["failure_category"];
        if (!(typeof v681 === "string" || v681 === null)) return err([k680], "invalid type: " + kind(v681) + ", expected string or null");
      }
      else if (k680 === "program_id") {
        const v681 = x["program_id"];
        if (!(typeof v681 === "string")) return err([k680], "invalid type: " + kind(v681) + ", expected string");
      }
      else if (k680 === "parent_tool_call_id") {
        const v681 = x["parent_tool_call_id"];
        if (!(typeof v681 === "string")) return err([k680], "invalid type: " + kind(v681) + ", expected string");
      }
      else if (k680 === "node_id") {
        const v681 = x["node_id"];
        if (!(typeof v681 === "string")) return err([k680], "invalid type: " + kind(v681) + ", expected string");
      }
      else if (k680 === "commit_order") {
        const v681 = x["commit_order"];
        if (!(Number.isInteger(v681))) return err([k680], "invalid type: " + kind(v681) + ", expected integer");
      }
      else if (k680 === "ts") {
        const v681 = x["ts"];
        if (!(typeof v681 === "string")) return err([k680], "invalid type: " + kind(v681) + ", expected string");
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
    for (const k683 in x) {
      if (k683 === "type") {
        const v684 = x["type"];
        if (!(typeof v684 === "string")) return err([k683], "invalid type: " + kind(v684) + ", expected string");
        if (v684 !== "tool.call_finished") return err([k683], "invalid value: " + kind(v684) + ", expected the constant " + "\"tool.call_finished\"");
      }
      else if (k683 === "run_id") {
        const v684 = x["run_id"];
        if (!(typeof v684 === "string")) return err([k683], "invalid type: " + kind(v684) + ", expected string");
      }
      else if (k683 === "tool_use_id") {
        const v684 = x["tool_use_id"];
        if (!(typeof v684 === "string")) return err([k683], "invalid type: " + kind(v684) + ", expected string");
      }
      else if (k683 === "tool_name") {
        const v684 = x["tool_name"];
        if (!(typeof v684 === "string")) return err([k683], "invalid type: " + kind(v684) + ", expected string");
      }
      else if (k683 === "operation_id") {
        const v684 = x["operation_id"];
        if (!(typeof v684 === "string")) return err([k683], "invalid type: " + kind(v684) + ", expected string");
      }
      else if (k683 === "elapsed_ms") {
        const v684 = x["elapsed_ms"];
        if (!(Number.isInteger(v684))) return err([k683], "invalid type: " + kind(v684) + ", expected integer");
      }
      else if (k683 === "output") {
        const v684 = x["output"];
        if (!(typeof v684 === "string")) return err([k683], "invalid type: " + kind(v684) + ", expected string");
      }
      else if (k683 === "process_usage") {
        const v684 = x["process_usage"];
        if (!(isObject(v684))) return err([k683], "invalid type: " + kind(v684) + ", expected object");
      }
      else if (k683 === "step") {
        const v684 = x["step"];
        if (!(Number.isInteger(v684))) return err([k683], "invalid type: " + kind(v684) + ", expected integer");
      }
      else if (k683 === "ledger_seq") {
        const v684 = x["ledger_seq"];
        if (!(Number.isInteger(v684) || v684 === null)) return err([k683], "invalid type: " + kind(v684) + ", expected integer or null");
        if (typeof v684 === "number") {
          if (v684 < 1) return err([k683], v684 + " is less than minimum 1");
        }
      }
      else if (k683 === "presentation") {
        const v684 = x["presentation"];
        if (!(isObject(v684) || v684 === null)) return err([k683], "invalid type: " + kind(v684) + ", expected object or null");
      }
      else if (k683 === "sandbox_enforcement") {
        const v684 = x["sandbox_enforcement"];
        { const e685 = v_SandboxEnforcement(v684); if (e685) return within(e685, [k683]); }
      }
      else if (k683 === "failure_category") {
        const v684 = x["failure_category"];
        if (!(typeof v684 === "string" || v684 === null)) return err([k683], "invalid type: " + kind(v684) + ", expected string or null");
      }
      else if (k683 === "program_id") {
        const v684 = x["program_id"];
        if (!(typeof v684 === "string")) return err([k683], "invalid type: " + kind(v684) + ", expected string");
      }
      else if (k683 === "parent_tool_call_id") {
        const v684 = x["parent_tool_call_id"];
        if (!(typeof v684 === "string")) return err([k683], "invalid type: " + kind(v684) + ", expected string");
      }
      else if (k683 === "node_id") {
        const v684 = x["node_id"];
        if (!(typeof v684 === "string")) return err([k683], "invalid type: " + kind(v684) + ", expected string");
      }
      else if (k683 === "commit_order") {
        const v684 = x["commit_order"];
        if (!(Number.isInteger(v684))) return err([k683], "invalid type: " + kind(v684) + ", expected integer");
      }
      else if (k683 === "ts") {
        const v684 = x["ts"];
        if (!(typeof v684 === "string")) return err([k683], "invalid type: " + kind(v684) + ", expected string");
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
    for (const k686 in x) {
      if (k686 === "type") {
        const v687 = x["type"];
        if (!(typeof v687 === "string")) return err([k686], "invalid type: " + kind(v687) + ", expected string");
        if (v687 !== "tool.call_progress") return err([k686], "invalid value: " + kind(v687) + ", expected the constant " + "\"tool.call_progress\"");
      }
      else if (k686 === "run_id") {
        const v687 = x["run_id"];
        if (!(typeof v687 === "string")) return err([k686], "invalid type: " + kind(v687) + ", expected string");
      }
      else if (k686 === "tool_use_id") {
        const v687 = x["tool_use_id"];
        if (!(typeof v687 === "string")) return err([k686], "invalid type: " + kind(v687) + ", expected string");
      }
      else if (k686 === "tool_name") {
        const v687 = x["tool_name"];
        if (!(typeof v687 === "string")) return err([k686], "invalid type: " + kind(v687) + ", expected string");
      }
      else if (k686 === "elapsed_ms") {
        const v687 = x["elapsed_ms"];
        if (!(Number.isInteger(v687))) return err([k686], "invalid type: " + kind(v687) + ", expected integer");
        {
          if (v687 < 0) return err([k686], v687 + " is less than minimum 0");
        }
      }
      else if (k686 === "output_tail") {
        const v687 = x["output_tail"];
        if (!(typeof v687 === "string")) return err([k686], "invalid type: " + kind(v687) + ", expected string");
      }
      else if (k686 === "total_bytes") {
        const v687 = x["total_bytes"];
        if (!(Number.isInteger(v687))) return err([k686], "invalid type: " + kind(v687) + ", expected integer");
        {
          if (v687 < 0) return err([k686], v687 + " is less than minimum 0");
        }
      }
      else if (k686 === "step") {
        const v687 = x["step"];
        if (!(Number.isInteger(v687))) return err([k686], "invalid type: " + kind(v687) + ", expected integer");
      }
      else if (k686 === "presentation") {
        const v687 = x["presentation"];
        if (!(isObject(v687) || v687 === null)) return err([k686], "invalid type: " + kind(v687) + ", expected object or null");
      }
      else if (k686 === "ts") {
        const v687 = x["ts"];
        if (!(typeof v687 === "string")) return err([k686], "invalid type: " + kind(v687) + ", expected string");
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
    for (const k688 in x) {
      if (k688 === "type") {
        const v689 = x["type"];
        if (!(typeof v689 === "string")) return err([k688], "invalid type: " + kind(v689) + ", expected string");
        if (v689 !== "tool.call_started") return err([k688], "invalid value: " + kind(v689) + ", expected the constant " + "\"tool.call_started\"");
      }
      else if (k688 === "run_id") {
        const v689 = x["run_id"];
        if (!(typeof v689 === "string")) return err([k688], "invalid type: " + kind(v689) + ", expected string");
      }
      else if (k688 === "tool_use_id") {
        const v689 = x["tool_use_id"];
        if (!(typeof v689 === "string")) return err([k688], "invalid type: " + kind(v689) + ", expected string");
      }
      else if (k688 === "tool_name") {
        const v689 = x["tool_name"];
        if (!(typeof v689 === "string")) return err([k688], "invalid type: " + kind(v689) + ", expected string");
      }
      else if (k688 === "operation_id") {
        const v689 = x["operation_id"];
        if (!(typeof v689 === "string")) return err([k688], "invalid type: " + kind(v689) + ", expected string");
      }
      else if (k688 === "params") {
        const v689 = x["params"];
        if (!(isObject(v689))) return err([k688], "invalid type: " + kind(v689) + ", expected object");
      }
      else if (k688 === "step") {
        const v689 = x["step"];
        if (!(Number.isInteger(v689))) return err([k688], "invalid type: " + kind(v689) + ", expected integer");
      }
      else if (k688 === "ledger_seq") {
        const v689 = x["ledger_seq"];
        if (!(Number.isInteger(v689) || v689 === null)) return err([k688], "invalid type: " + kind(v689) + ", expected integer or null");
        if (typeof v689 === "number") {
          if (v689 < 1) return err([k688], v689 + " is less than minimum 1");
        }
      }
      else if (k688 === "presentation") {
        const v689 = x["presentation"];
        if (!(isObject(v689) || v689 === null)) return err([k688], "invalid type: " + kind(v689) + ", expected object or null");
      }
      else if (k688 === "program_id") {
        const v689 = x["program_id"];
        if (!(typeof v689 === "string")) return err([k688], "invalid type: " + kind(v689) + ", expected string");
      }
      else if (k688 === "parent_tool_call_id") {
        const v689 = x["parent_tool_call_id"];
        if (!(typeof v689 === "string")) return err([k688], "invalid type: " + kind(v689) + ", expected string");
      }
      else if (k688 === "node_id") {
        const v689 = x["node_id"];
        if (!(typeof v689 === "string")) return err([k688], "invalid type: " + kind(v689) + ", expected string");
      }
      else if (k688 === "commit_order") {
        const v689 = x["commit_order"];
        if (!(Number.isInteger(v689))) return err([k688], "invalid type: " + kind(v689) + ", expected integer");
      }
      else if (k688 === "ts") {
        const v689 = x["ts"];
        if (!(typeof v689 === "string")) return err([k688], "invalid type: " + kind(v689) + ", expected string");
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
    for (const k690 in x) {
      if (k690 === "type") {
        const v691 = x["type"];
        if (!(typeof v691 === "string")) return err([k690], "invalid type: " + kind(v691) + ", expected string");
        if (v691 !== "turn.get") return err([k690], "invalid value: " + kind(v691) + ", expected the constant " + "\"turn.get\"");
      }
      else if (k690 === "turn_id") {
        const v691 = x["turn_id"];
        if (!(typeof v691 === "string")) return err([k690], "invalid type: " + kind(v691) + ", expected string");
        {
          if (v691.length < 2 && chars(v691) < 1) return err([k690], "string of length " + chars(v691) + " is shorter than minLength 1");
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
    for (const k692 in x) {
      if (k692 === "turn") {
        const v693 = x["turn"];
        { const e694 = v_TurnRecord(v693); if (e694) return within(e694, [k692]); }
      }
    }
    if (x["turn"] === undefined) return err([], "missing field `turn`");
  }
  return undefined;
}

function v_TurnInspectCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k695 in x) {
      if (k695 === "type") {
        const v696 = x["type"];
        if (!(typeof v696 === "string")) return err([k695], "invalid type: " + kind(v696) + ", expected string");
        if (v696 !== "turn.inspect") return err([k695], "invalid value: " + kind(v696) + ", expected the constant " + "\"turn.inspect\"");
      }
      else if (k695 === "turn_id") {
        const v696 = x["turn_id"];
        if (!(typeof v696 === "string")) return err([k695], "invalid type: " + kind(v696) + ", expected string");
        {
          if (v696.length < 2 && chars(v696) < 1) return err([k695], "string of length " + chars(v696) + " is shorter than minLength 1");
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
    for (const k697 in x) {
      if (k697 === "turn") {
        const v698 = x["turn"];
        if (!(isObject(v698))) return err([k697], "invalid type: " + kind(v698) + ", expected object");
      }
      else if (k697 === "items") {
        const v698 = x["items"];
        if (!(Array.isArray(v698))) return err([k697], "invalid type: " + kind(v698) + ", expected array");
        {
          for (let i699 = 0; i699 < v698.length; i699++) {
            const v700 = v698[i699];
            if (!(isObject(v700))) return err([k697, i699], "invalid type: " + kind(v700) + ", expected object");
          }
        }
      }
      else if (k697 === "events") {
        const v698 = x["events"];
        if (!(Array.isArray(v698))) return err([k697], "invalid type: " + kind(v698) + ", expected array");
        {
          for (let i701 = 0; i701 < v698.length; i701++) {
            const v702 = v698[i701];
            if (!(isObject(v702))) return err([k697, i701], "invalid type: " + kind(v702) + ", expected object");
          }
        }
      }
      else if (k697 === "receipt") {
        const v698 = x["receipt"];
        if (!(isObject(v698))) return err([k697], "invalid type: " + kind(v698) + ", expected object");
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
    for (const k703 in x) {
      if (k703 === "type") {
        const v704 = x["type"];
        if (!(typeof v704 === "string")) return err([k703], "invalid type: " + kind(v704) + ", expected string");
        if (v704 !== "turn.interrupt") return err([k703], "invalid value: " + kind(v704) + ", expected the constant " + "\"turn.interrupt\"");
      }
      else if (k703 === "turn_id") {
        const v704 = x["turn_id"];
        if (!(typeof v704 === "string")) return err([k703], "invalid type: " + kind(v704) + ", expected string");
        {
          if (v704.length < 2 && chars(v704) < 1) return err([k703], "string of length " + chars(v704) + " is shorter than minLength 1");
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
    for (const k705 in x) {
      if (k705 === "turn") {
        const v706 = x["turn"];
        { const e707 = v_TurnRecord(v706); if (e707) return within(e707, [k705]); }
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
    for (const k708 in x) {
      if (k708 === "id") {
        const v709 = x["id"];
        if (!(typeof v709 === "string")) return err([k708], "invalid type: " + kind(v709) + ", expected string");
        {
          if (v709.length < 2 && chars(v709) < 1) return err([k708], "string of length " + chars(v709) + " is shorter than minLength 1");
        }
      }
      else if (k708 === "turn_id") {
        const v709 = x["turn_id"];
        if (!(typeof v709 === "string")) return err([k708], "invalid type: " + kind(v709) + ", expected string");
        {
          if (v709.length < 2 && chars(v709) < 1) return err([k708], "string of length " + chars(v709) + " is shorter than minLength 1");
        }
      }
      else if (k708 === "kind") {
        const v709 = x["kind"];
        { const e710 = v_TurnItemKind(v709); if (e710) return within(e710, [k708]); }
      }
      else if (k708 === "payload") {
        const v709 = x["payload"];
        if (!(isObject(v709))) return err([k708], "invalid type: " + kind(v709) + ", expected object");
        {
          for (const k711 in v709) {
            {
              const v712 = v709[k711];
              { const e713 = v_JsonValue(v712); if (e713) return within(e713, [k708, k711]); }
            }
          }
        }
      }
      else if (k708 === "tool_call_id") {
        const v709 = x["tool_call_id"];
        if (!(typeof v709 === "string" || v709 === null)) return err([k708], "invalid type: " + kind(v709) + ", expected string or null");
      }
      else if (k708 === "created_at") {
        const v709 = x["created_at"];
        if (!(typeof v709 === "string")) return err([k708], "invalid type: " + kind(v709) + ", expected string");
      }
      else if (k708 === "schema_version") {
        const v709 = x["schema_version"];
        if (!(Number.isInteger(v709))) return err([k708], "invalid type: " + kind(v709) + ", expected integer");
        if (v709 !== 1) return err([k708], "invalid value: " + kind(v709) + ", expected the constant " + "1");
      }
      else return err([k708], "unknown field `" + k708 + "`" + ", expected one of `id`, `turn_id`, `kind`, `payload`, `tool_call_id`, `created_at`, `schema_version`");
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
    for (const k714 in x) {
      if (k714 === "type") {
        const v715 = x["type"];
        if (!(typeof v715 === "string")) return err([k714], "invalid type: " + kind(v715) + ", expected string");
        if (v715 !== "turn.items") return err([k714], "invalid value: " + kind(v715) + ", expected the constant " + "\"turn.items\"");
      }
      else if (k714 === "turn_id") {
        const v715 = x["turn_id"];
        if (!(typeof v715 === "string")) return err([k714], "invalid type: " + kind(v715) + ", expected string");
        {
          if (v715.length < 2 && chars(v715) < 1) return err([k714], "string of length " + chars(v715) + " is shorter than minLength 1");
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
    for (const k716 in x) {
      if (k716 === "items") {
        const v717 = x["items"];
        if (!(Array.isArray(v717))) return err([k716], "invalid type: " + kind(v717) + ", expected array");
        {
          for (let i718 = 0; i718 < v717.length; i718++) {
            const v719 = v717[i718];
            { const e720 = v_TurnItemRecord(v719); if (e720) return within(e720, [k716, i718]); }
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
    for (const k721 in x) {
      if (k721 === "type") {
        const v722 = x["type"];
        if (!(typeof v722 === "string")) return err([k721], "invalid type: " + kind(v722) + ", expected string");
        if (v722 !== "turn.list") return err([k721], "invalid value: " + kind(v722) + ", expected the constant " + "\"turn.list\"");
      }
      else if (k721 === "thread_id") {
        const v722 = x["thread_id"];
        if (!(typeof v722 === "string")) return err([k721], "invalid type: " + kind(v722) + ", expected string");
        {
          if (v722.length < 2 && chars(v722) < 1) return err([k721], "string of length " + chars(v722) + " is shorter than minLength 1");
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
    for (const k723 in x) {
      if (k723 === "turns") {
        const v724 = x["turns"];
        if (!(Array.isArray(v724))) return err([k723], "invalid type: " + kind(v724) + ", expected array");
        {
          for (let i725 = 0; i725 < v724.length; i725++) {
            const v726 = v724[i725];
            { const e727 = v_TurnRecord(v726); if (e727) return within(e727, [k723, i725]); }
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
    for (const k728 in x) {
      if (k728 === "id") {
        const v729 = x["id"];
        if (!(typeof v729 === "string")) return err([k728], "invalid type: " + kind(v729) + ", expected string");
        {
          if (v729.length < 2 && chars(v729) < 1) return err([k728], "string of length " + chars(v729) + " is shorter than minLength 1");
        }
      }
      else if (k728 === "thread_id") {
        const v729 = x["thread_id"];
        if (!(typeof v729 === "string")) return err([k728], "invalid type: " + kind(v729) + ", expected string");
        {
          if (v729.length < 2 && chars(v729) < 1) return err([k728], "string of length " + chars(v729) + " is shorter than minLength 1");
        }
      }
      else if (k728 === "status") {
        const v729 = x["status"];
        { const e730 = v_TurnStatus(v729); if (e730) return within(e730, [k728]); }
      }
      else if (k728 === "mode") {
        const v729 = x["mode"];
        { const e731 = v_RuntimeMode(v729); if (e731) return within(e731, [k728]); }
      }
      else if (k728 === "authority_profile") {
        const v729 = x["authority_profile"];
        { const e732 = v_AuthorityProfile(v729); if (e732) return within(e732, [k728]); }
      }
      else if (k728 === "workspace_trust") {
        const v729 = x["workspace_trust"];
        { const e733 = v_WorkspaceTrust(v729); if (e733) return within(e733, [k728]); }
      }
      else if (k728 === "sandbox") {
        const v729 = x["sandbox"];
        { const e734 = v_SandboxCapability(v729); if (e734) return within(e734, [k728]); }
      }
      else if (k728 === "allowed_actions") {
        const v729 = x["allowed_actions"];
        if (!(Array.isArray(v729))) return err([k728], "invalid type: " + kind(v729) + ", expected array");
        {
          for (let i735 = 0; i735 < v729.length; i735++) {
            const v736 = v729[i735];
            { const e737 = v_ToolAction(v736); if (e737) return within(e737, [k728, i735]); }
          }
          for (let a = 0; a < v729.length; a++) for (let b = a + 1; b < v729.length; b++) if (equal(v729[a], v729[b])) return err([k728], "array items " + a + " and " + b + " are equal (uniqueItems)");
        }
      }
      else if (k728 === "route") {
        const v729 = x["route"];
        const e738 = (() => {
          {
            const u739 = [];
            const b740 = (() => {
              { const e741 = v_RouteReceipt(v729); if (e741) return within(e741, [k728]); }
              return undefined;
            })();
            if (b740 === undefined) return undefined;
            u739.push(b740);
            const b742 = (() => {
              if (!(v729 === null)) return err([k728], "invalid type: " + kind(v729) + ", expected null");
              return undefined;
            })();
            if (b742 === undefined) return undefined;
            u739.push(b742);
            const u739d = u739.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u739d;
          }
        })();
        if (e738) return e738;
      }
      else if (k728 === "usage") {
        const v729 = x["usage"];
        if (!(isObject(v729))) return err([k728], "invalid type: " + kind(v729) + ", expected object");
        {
          for (const k743 in v729) {
            {
              const v744 = v729[k743];
              { const e745 = v_JsonValue(v744); if (e745) return within(e745, [k728, k743]); }
            }
          }
        }
      }
      else if (k728 === "error") {
        const v729 = x["error"];
        if (!(isObject(v729) || v729 === null)) return err([k728], "invalid type: " + kind(v729) + ", expected object or null");
        if (isObject(v729)) {
          for (const k746 in v729) {
            {
              const v747 = v729[k746];
              { const e748 = v_JsonValue(v747); if (e748) return within(e748, [k728, k746]); }
            }
          }
        }
      }
      else if (k728 === "boot_id") {
        const v729 = x["boot_id"];
        if (!(typeof v729 === "string" || v729 === null)) return err([k728], "invalid type: " + kind(v729) + ", expected string or null");
      }
      else if (k728 === "created_at") {
        const v729 = x["created_at"];
        if (!(typeof v729 === "string")) return err([k728], "invalid type: " + kind(v729) + ", expected string");
      }
      else if (k728 === "updated_at") {
        const v729 = x["updated_at"];
        if (!(typeof v729 === "string")) return err([k728], "invalid type: " + kind(v729) + ", expected string");
      }
      else if (k728 === "schema_version") {
        const v729 = x["schema_version"];
        if (!(Number.isInteger(v729))) return err([k728], "invalid type: " + kind(v729) + ", expected integer");
        if (v729 !== 1) return err([k728], "invalid value: " + kind(v729) + ", expected the constant " + "1");
      }
      else return err([k728], "unknown field `" + k728 + "`" + ", expected one of `id`, `thread_id`, `status`, `mode`, `authority_profile`, `workspace_trust`, `sandbox`, `allowed_actions`, `route`, `usage`, `error`, `boot_id`, `created_at`, `updated_at`, `schema_version`");
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
    for (const k749 in x) {
      if (k749 === "type") {
        const v750 = x["type"];
        if (!(typeof v750 === "string")) return err([k749], "invalid type: " + kind(v750) + ", expected string");
        if (v750 !== "turn.start") return err([k749], "invalid value: " + kind(v750) + ", expected the constant " + "\"turn.start\"");
      }
      else if (k749 === "thread_id") {
        const v750 = x["thread_id"];
        if (!(typeof v750 === "string")) return err([k749], "invalid type: " + kind(v750) + ", expected string");
        {
          if (v750.length < 2 && chars(v750) < 1) return err([k749], "string of length " + chars(v750) + " is shorter than minLength 1");
        }
      }
      else if (k749 === "content") {
        const v750 = x["content"];
        if (!(typeof v750 === "string")) return err([k749], "invalid type: " + kind(v750) + ", expected string");
        {
          if (v750.length < 2 && chars(v750) < 1) return err([k749], "string of length " + chars(v750) + " is shorter than minLength 1");
          if (v750.length > 100000 && chars(v750) > 100000) return err([k749], "string of length " + chars(v750) + " is longer than maxLength 100000");
        }
      }
      else if (k749 === "runtime_mode") {
        const v750 = x["runtime_mode"];
        { const e751 = v_RuntimeMode(v750); if (e751) return within(e751, [k749]); }
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
    for (const k752 in x) {
      if (k752 === "turn_id") {
        const v753 = x["turn_id"];
        if (!(typeof v753 === "string")) return err([k752], "invalid type: " + kind(v753) + ", expected string");
      }
      else if (k752 === "handled") {
        const v753 = x["handled"];
        if (!(typeof v753 === "boolean")) return err([k752], "invalid type: " + kind(v753) + ", expected boolean");
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
    for (const k754 in x) {
      if (k754 === "type") {
        const v755 = x["type"];
        if (!(typeof v755 === "string")) return err([k754], "invalid type: " + kind(v755) + ", expected string");
        if (v755 !== "turn.steer") return err([k754], "invalid value: " + kind(v755) + ", expected the constant " + "\"turn.steer\"");
      }
      else if (k754 === "turn_id") {
        const v755 = x["turn_id"];
        if (!(typeof v755 === "string")) return err([k754], "invalid type: " + kind(v755) + ", expected string");
        {
          if (v755.length < 2 && chars(v755) < 1) return err([k754], "string of length " + chars(v755) + " is shorter than minLength 1");
        }
      }
      else if (k754 === "content") {
        const v755 = x["content"];
        if (!(typeof v755 === "string")) return err([k754], "invalid type: " + kind(v755) + ", expected string");
        {
          if (v755.length < 2 && chars(v755) < 1) return err([k754], "string of length " + chars(v755) + " is shorter than minLength 1");
          if (v755.length > 10000 && chars(v755) > 10000) return err([k754], "string of length " + chars(v755) + " is longer than maxLength 10000");
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
    for (const k756 in x) {
      if (k756 === "turn") {
        const v757 = x["turn"];
        { const e758 = v_TurnRecord(v757); if (e758) return within(e758, [k756]); }
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
    for (const k759 in x) {
      if (k759 === "type") {
        const v760 = x["type"];
        if (!(typeof v760 === "string")) return err([k759], "invalid type: " + kind(v760) + ", expected string");
        if (v760 !== "user_question.asked") return err([k759], "invalid value: " + kind(v760) + ", expected the constant " + "\"user_question.asked\"");
      }
      else if (k759 === "question_id") {
        const v760 = x["question_id"];
        if (!(typeof v760 === "string")) return err([k759], "invalid type: " + kind(v760) + ", expected string");
      }
      else if (k759 === "run_id") {
        const v760 = x["run_id"];
        if (!(typeof v760 === "string")) return err([k759], "invalid type: " + kind(v760) + ", expected string");
      }
      else if (k759 === "session_id") {
        const v760 = x["session_id"];
        if (!(typeof v760 === "string")) return err([k759], "invalid type: " + kind(v760) + ", expected string");
      }
      else if (k759 === "question") {
        const v760 = x["question"];
        if (!(typeof v760 === "string")) return err([k759], "invalid type: " + kind(v760) + ", expected string");
      }
      else if (k759 === "header") {
        const v760 = x["header"];
        if (!(typeof v760 === "string")) return err([k759], "invalid type: " + kind(v760) + ", expected string");
      }
      else if (k759 === "options") {
        const v760 = x["options"];
        if (!(Array.isArray(v760))) return err([k759], "invalid type: " + kind(v760) + ", expected array");
        {
          for (let i761 = 0; i761 < v760.length; i761++) {
            const v762 = v760[i761];
            if (!(typeof v762 === "string")) return err([k759, i761], "invalid type: " + kind(v762) + ", expected string");
          }
        }
      }
      else if (k759 === "multi_select") {
        const v760 = x["multi_select"];
        if (!(typeof v760 === "boolean")) return err([k759], "invalid type: " + kind(v760) + ", expected boolean");
      }
      else if (k759 === "ts") {
        const v760 = x["ts"];
        if (!(typeof v760 === "string")) return err([k759], "invalid type: " + kind(v760) + ", expected string");
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
    for (const k763 in x) {
      if (k763 === "type") {
        const v764 = x["type"];
        if (!(typeof v764 === "string")) return err([k763], "invalid type: " + kind(v764) + ", expected string");
        if (v764 !== "user_question.respond") return err([k763], "invalid value: " + kind(v764) + ", expected the constant " + "\"user_question.respond\"");
      }
      else if (k763 === "question_id") {
        const v764 = x["question_id"];
        if (!(typeof v764 === "string")) return err([k763], "invalid type: " + kind(v764) + ", expected string");
      }
      else if (k763 === "answer") {
        const v764 = x["answer"];
        if (!(typeof v764 === "string")) return err([k763], "invalid type: " + kind(v764) + ", expected string");
        {
          if (v764.length < 2 && chars(v764) < 1) return err([k763], "string of length " + chars(v764) + " is shorter than minLength 1");
          if (v764.length > 10000 && chars(v764) > 10000) return err([k763], "string of length " + chars(v764) + " is longer than maxLength 10000");
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
    for (const k765 in x) {
      if (k765 === "answered") {
        const v766 = x["answered"];
        if (!(typeof v766 === "boolean")) return err([k765], "invalid type: " + kind(v766) + ", expected boolean");
        if (v766 !== true) return err([k765], "invalid value: " + kind(v766) + ", expected the constant " + "true");
      }
    }
  }
  return undefined;
}

function v_VerificationCompletedEvent(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k767 in x) {
      if (k767 === "type") {
        const v768 = x["type"];
        if (!(typeof v768 === "string")) return err([k767], "invalid type: " + kind(v768) + ", expected string");
        if (v768 !== "verification.completed") return err([k767], "invalid value: " + kind(v768) + ", expected the constant " + "\"verification.completed\"");
      }
      else if (k767 === "run_id") {
        const v768 = x["run_id"];
        if (!(typeof v768 === "string")) return err([k767], "invalid type: " + kind(v768) + ", expected string");
      }
      else if (k767 === "step") {
        const v768 = x["step"];
        if (!(Number.isInteger(v768))) return err([k767], "invalid type: " + kind(v768) + ", expected integer");
      }
      else if (k767 === "tool") {
        const v768 = x["tool"];
        if (!(typeof v768 === "string")) return err([k767], "invalid type: " + kind(v768) + ", expected string");
      }
      else if (k767 === "action") {
        const v768 = x["action"];
        if (!(typeof v768 === "string")) return err([k767], "invalid type: " + kind(v768) + ", expected string");
      }
      else if (k767 === "verdict") {
        const v768 = x["verdict"];
        if (!(typeof v768 === "string")) return err([k767], "invalid type: " + kind(v768) + ", expected string");
        if (v768 !== "pass") return err([k767], "invalid value: " + kind(v768) + ", expected the constant " + "\"pass\"");
      }
      else if (k767 === "gate_count") {
        const v768 = x["gate_count"];
        if (!(Number.isInteger(v768))) return err([k767], "invalid type: " + kind(v768) + ", expected integer");
        {
          if (v768 < 0) return err([k767], v768 + " is less than minimum 0");
        }
      }
      else if (k767 === "passed") {
        const v768 = x["passed"];
        if (!(Number.isInteger(v768))) return err([k767], "invalid type: " + kind(v768) + ", expected integer");
        {
          if (v768 < 0) return err([k767], v768 + " is less than minimum 0");
        }
      }
      else if (k767 === "failed") {
        const v768 = x["failed"];
        if (!(Number.isInteger(v768))) return err([k767], "invalid type: " + kind(v768) + ", expected integer");
        {
          if (v768 < 0) return err([k767], v768 + " is less than minimum 0");
        }
      }
      else if (k767 === "paths") {
        const v768 = x["paths"];
        if (!(Array.isArray(v768))) return err([k767], "invalid type: " + kind(v768) + ", expected array");
        {
          for (let i769 = 0; i769 < v768.length; i769++) {
            const v770 = v768[i769];
            if (!(typeof v770 === "string")) return err([k767, i769], "invalid type: " + kind(v770) + ", expected string");
          }
        }
      }
      else if (k767 === "gates") {
        const v768 = x["gates"];
        if (!(Array.isArray(v768))) return err([k767], "invalid type: " + kind(v768) + ", expected array");
        {
          for (let i771 = 0; i771 < v768.length; i771++) {
            const v772 = v768[i771];
            if (!(isObject(v772))) return err([k767, i771], "invalid type: " + kind(v772) + ", expected object");
          }
        }
      }
      else if (k767 === "ts") {
        const v768 = x["ts"];
        if (!(typeof v768 === "string")) return err([k767], "invalid type: " + kind(v768) + ", expected string");
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
    for (const k773 in x) {
      if (k773 === "type") {
        const v774 = x["type"];
        if (!(typeof v774 === "string")) return err([k773], "invalid type: " + kind(v774) + ", expected string");
        if (v774 !== "verification.failed") return err([k773], "invalid value: " + kind(v774) + ", expected the constant " + "\"verification.failed\"");
      }
      else if (k773 === "run_id") {
        const v774 = x["run_id"];
        if (!(typeof v774 === "string")) return err([k773], "invalid type: " + kind(v774) + ", expected string");
      }
      else if (k773 === "step") {
        const v774 = x["step"];
        if (!(Number.isInteger(v774))) return err([k773], "invalid type: " + kind(v774) + ", expected integer");
      }
      else if (k773 === "tool") {
        const v774 = x["tool"];
        if (!(typeof v774 === "string")) return err([k773], "invalid type: " + kind(v774) + ", expected string");
      }
      else if (k773 === "action") {
        const v774 = x["action"];
        if (!(typeof v774 === "string")) return err([k773], "invalid type: " + kind(v774) + ", expected string");
      }
      else if (k773 === "verdict") {
        const v774 = x["verdict"];
        if (!(typeof v774 === "string")) return err([k773], "invalid type: " + kind(v774) + ", expected string");
        if (v774 !== "fail") return err([k773], "invalid value: " + kind(v774) + ", expected the constant " + "\"fail\"");
      }
      else if (k773 === "gate_count") {
        const v774 = x["gate_count"];
        if (!(Number.isInteger(v774))) return err([k773], "invalid type: " + kind(v774) + ", expected integer");
        {
          if (v774 < 0) return err([k773], v774 + " is less than minimum 0");
        }
      }
      else if (k773 === "passed") {
        const v774 = x["passed"];
        if (!(Number.isInteger(v774))) return err([k773], "invalid type: " + kind(v774) + ", expected integer");
        {
          if (v774 < 0) return err([k773], v774 + " is less than minimum 0");
        }
      }
      else if (k773 === "failed") {
        const v774 = x["failed"];
        if (!(Number.isInteger(v774))) return err([k773], "invalid type: " + kind(v774) + ", expected integer");
        {
          if (v774 < 1) return err([k773], v774 + " is less than minimum 1");
        }
      }
      else if (k773 === "failure_class") {
        const v774 = x["failure_class"];
        if (!(typeof v774 === "string")) return err([k773], "invalid type: " + kind(v774) + ", expected string");
      }
      else if (k773 === "paths") {
        const v774 = x["paths"];
        if (!(Array.isArray(v774))) return err([k773], "invalid type: " + kind(v774) + ", expected array");
        {
          for (let i775 = 0; i775 < v774.length; i775++) {
            const v776 = v774[i775];
            if (!(typeof v776 === "string")) return err([k773, i775], "invalid type: " + kind(v776) + ", expected string");
          }
        }
      }
      else if (k773 === "gates") {
        const v774 = x["gates"];
        if (!(Array.isArray(v774))) return err([k773], "invalid type: " + kind(v774) + ", expected array");
        {
          for (let i777 = 0; i777 < v774.length; i777++) {
            const v778 = v774[i777];
            if (!(isObject(v778))) return err([k773, i777], "invalid type: " + kind(v778) + ", expected object");
          }
        }
      }
      else if (k773 === "ts") {
        const v774 = x["ts"];
        if (!(typeof v774 === "string")) return err([k773], "invalid type: " + kind(v774) + ", expected string");
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
    for (const k779 in x) {
      if (k779 === "type") {
        const v780 = x["type"];
        if (!(typeof v780 === "string")) return err([k779], "invalid type: " + kind(v780) + ", expected string");
        if (v780 !== "web.launch") return err([k779], "invalid value: " + kind(v780) + ", expected the constant " + "\"web.launch\"");
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
    for (const k781 in x) {
      if (k781 === "type") {
        const v782 = x["type"];
        if (!(typeof v782 === "string")) return err([k781], "invalid type: " + kind(v782) + ", expected string");
        if (v782 !== "worker.apply") return err([k781], "invalid value: " + kind(v782) + ", expected the constant " + "\"worker.apply\"");
      }
      else if (k781 === "session_id") {
        const v782 = x["session_id"];
        if (!(typeof v782 === "string")) return err([k781], "invalid type: " + kind(v782) + ", expected string");
        {
          if (v782.length < 2 && chars(v782) < 1) return err([k781], "string of length " + chars(v782) + " is shorter than minLength 1");
        }
      }
      else if (k781 === "worker_id") {
        const v782 = x["worker_id"];
        if (!(typeof v782 === "string")) return err([k781], "invalid type: " + kind(v782) + ", expected string");
        {
          if (v782.length < 2 && chars(v782) < 1) return err([k781], "string of length " + chars(v782) + " is shorter than minLength 1");
        }
      }
      else if (k781 === "expected_digest") {
        const v782 = x["expected_digest"];
        if (!(typeof v782 === "string")) return err([k781], "invalid type: " + kind(v782) + ", expected string");
        {
          if (!/^[0-9a-f]{64}$/u.test(v782)) return err([k781], "string does not match pattern ^[0-9a-f]{64}$");
        }
      }
      else if (k781 === "confirmed") {
        const v782 = x["confirmed"];
        if (!(typeof v782 === "boolean")) return err([k781], "invalid type: " + kind(v782) + ", expected boolean");
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
    for (const k783 in x) {
      if (k783 === "worker_id") {
        const v784 = x["worker_id"];
        if (!(typeof v784 === "string")) return err([k783], "invalid type: " + kind(v784) + ", expected string");
      }
      else if (k783 === "handoff_status") {
        const v784 = x["handoff_status"];
        if (!(typeof v784 === "string")) return err([k783], "invalid type: " + kind(v784) + ", expected string");
        if (v784 !== "applied") return err([k783], "invalid value: " + kind(v784) + ", expected the constant " + "\"applied\"");
      }
      else if (k783 === "changed_files") {
        const v784 = x["changed_files"];
        if (!(Array.isArray(v784))) return err([k783], "invalid type: " + kind(v784) + ", expected array");
        {
          for (let i785 = 0; i785 < v784.length; i785++) {
            const v786 = v784[i785];
            if (!(typeof v786 === "string")) return err([k783, i785], "invalid type: " + kind(v786) + ", expected string");
          }
        }
      }
      else if (k783 === "state_digest") {
        const v784 = x["state_digest"];
        if (!(typeof v784 === "string")) return err([k783], "invalid type: " + kind(v784) + ", expected string");
        {
          if (!/^[0-9a-f]{64}$/u.test(v784)) return err([k783], "string does not match pattern ^[0-9a-f]{64}$");
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
    for (const k787 in x) {
      if (k787 === "type") {
        const v788 = x["type"];
        if (!(typeof v788 === "string")) return err([k787], "invalid type: " + kind(v788) + ", expected string");
        if (v788 !== "worker.cancel") return err([k787], "invalid value: " + kind(v788) + ", expected the constant " + "\"worker.cancel\"");
      }
      else if (k787 === "session_id") {
        const v788 = x["session_id"];
        if (!(typeof v788 === "string")) return err([k787], "invalid type: " + kind(v788) + ", expected string");
        {
          if (v788.length < 2 && chars(v788) < 1) return err([k787], "string of length " + chars(v788) + " is shorter than minLength 1");
        }
      }
      else if (k787 === "worker_id") {
        const v788 = x["worker_id"];
        if (!(typeof v788 === "string")) return err([k787], "invalid type: " + kind(v788) + ", expected string");
        {
          if (v788.length < 2 && chars(v788) < 1) return err([k787], "string of length " + chars(v788) + " is shorter than minLength 1");
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
    for (const k789 in x) {
      if (k789 === "worker_id") {
        const v790 = x["worker_id"];
        if (!(typeof v790 === "string")) return err([k789], "invalid type: " + kind(v790) + ", expected string");
      }
      else if (k789 === "status") {
        const v790 = x["status"];
        if (!(typeof v790 === "string")) return err([k789], "invalid type: " + kind(v790) + ", expected string");
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
    for (const k791 in x) {
      if (k791 === "type") {
        const v792 = x["type"];
        if (!(typeof v792 === "string")) return err([k791], "invalid type: " + kind(v792) + ", expected string");
        if (v792 !== "worker.events") return err([k791], "invalid value: " + kind(v792) + ", expected the constant " + "\"worker.events\"");
      }
      else if (k791 === "session_id") {
        const v792 = x["session_id"];
        if (!(typeof v792 === "string")) return err([k791], "invalid type: " + kind(v792) + ", expected string");
        {
          if (v792.length < 2 && chars(v792) < 1) return err([k791], "string of length " + chars(v792) + " is shorter than minLength 1");
        }
      }
      else if (k791 === "worker_id") {
        const v792 = x["worker_id"];
        if (!(typeof v792 === "string")) return err([k791], "invalid type: " + kind(v792) + ", expected string");
        {
          if (v792.length < 2 && chars(v792) < 1) return err([k791], "string of length " + chars(v792) + " is shorter than minLength 1");
        }
      }
      else if (k791 === "after_cursor") {
        const v792 = x["after_cursor"];
        if (!(Number.isInteger(v792))) return err([k791], "invalid type: " + kind(v792) + ", expected integer");
        {
          if (v792 < 0) return err([k791], v792 + " is less than minimum 0");
        }
      }
      else if (k791 === "limit") {
        const v792 = x["limit"];
        if (!(Number.isInteger(v792))) return err([k791], "invalid type: " + kind(v792) + ", expected integer");
        {
          if (v792 < 1) return err([k791], v792 + " is less than minimum 1");
          if (v792 > 100) return err([k791], v792 + " is greater than maximum 100");
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
    for (const k793 in x) {
      if (k793 === "events") {
        const v794 = x["events"];
        if (!(Array.isArray(v794))) return err([k793], "invalid type: " + kind(v794) + ", expected array");
        {
          for (let i795 = 0; i795 < v794.length; i795++) {
            const v796 = v794[i795];
            if (!(isObject(v796))) return err([k793, i795], "invalid type: " + kind(v796) + ", expected object");
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
    for (const k797 in x) {
      if (k797 === "type") {
        const v798 = x["type"];
        if (!(typeof v798 === "string")) return err([k797], "invalid type: " + kind(v798) + ", expected string");
        if (v798 !== "worker.followup") return err([k797], "invalid value: " + kind(v798) + ", expected the constant " + "\"worker.followup\"");
      }
      else if (k797 === "session_id") {
        const v798 = x["session_id"];
        if (!(typeof v798 === "string")) return err([k797], "invalid type: " + kind(v798) + ", expected string");
        {
          if (v798.length < 2 && chars(v798) < 1) return err([k797], "string of length " + chars(v798) + " is shorter than minLength 1");
        }
      }
      else if (k797 === "worker_id") {
        const v798 = x["worker_id"];
        if (!(typeof v798 === "string")) return err([k797], "invalid type: " + kind(v798) + ", expected string");
        {
          if (v798.length < 2 && chars(v798) < 1) return err([k797], "string of length " + chars(v798) + " is shorter than minLength 1");
        }
      }
      else if (k797 === "message") {
        const v798 = x["message"];
        if (!(typeof v798 === "string")) return err([k797], "invalid type: " + kind(v798) + ", expected string");
        {
          if (v798.length < 2 && chars(v798) < 1) return err([k797], "string of length " + chars(v798) + " is shorter than minLength 1");
          if (v798.length > 8000 && chars(v798) > 8000) return err([k797], "string of length " + chars(v798) + " is longer than maxLength 8000");
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
    for (const k799 in x) {
      if (k799 === "worker_id") {
        const v800 = x["worker_id"];
        if (!(typeof v800 === "string")) return err([k799], "invalid type: " + kind(v800) + ", expected string");
      }
      else if (k799 === "status") {
        const v800 = x["status"];
        if (!(typeof v800 === "string")) return err([k799], "invalid type: " + kind(v800) + ", expected string");
      }
      else if (k799 === "event_cursor") {
        const v800 = x["event_cursor"];
        if (!(Number.isInteger(v800))) return err([k799], "invalid type: " + kind(v800) + ", expected integer");
        {
          if (v800 < 0) return err([k799], v800 + " is less than minimum 0");
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
    for (const k801 in x) {
      if (k801 === "type") {
        const v802 = x["type"];
        if (!(typeof v802 === "string")) return err([k801], "invalid type: " + kind(v802) + ", expected string");
        if (v802 !== "worker.list") return err([k801], "invalid value: " + kind(v802) + ", expected the constant " + "\"worker.list\"");
      }
      else if (k801 === "session_id") {
        const v802 = x["session_id"];
        if (!(typeof v802 === "string")) return err([k801], "invalid type: " + kind(v802) + ", expected string");
        {
          if (v802.length < 2 && chars(v802) < 1) return err([k801], "string of length " + chars(v802) + " is shorter than minLength 1");
        }
      }
      else if (k801 === "worker_id") {
        const v802 = x["worker_id"];
        if (!(typeof v802 === "string")) return err([k801], "invalid type: " + kind(v802) + ", expected string");
      }
      else if (k801 === "root_goal_id") {
        const v802 = x["root_goal_id"];
        if (!(typeof v802 === "string")) return err([k801], "invalid type: " + kind(v802) + ", expected string");
      }
      else if (k801 === "limit") {
        const v802 = x["limit"];
        if (!(Number.isInteger(v802))) return err([k801], "invalid type: " + kind(v802) + ", expected integer");
        {
          if (v802 < 1) return err([k801], v802 + " is less than minimum 1");
          if (v802 > 200) return err([k801], v802 + " is greater than maximum 200");
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
    for (const k803 in x) {
      if (k803 === "workers") {
        const v804 = x["workers"];
        if (!(Array.isArray(v804))) return err([k803], "invalid type: " + kind(v804) + ", expected array");
        {
          for (let i805 = 0; i805 < v804.length; i805++) {
            const v806 = v804[i805];
            if (!(isObject(v806))) return err([k803, i805], "invalid type: " + kind(v806) + ", expected object");
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
    for (const k807 in x) {
      if (k807 === "type") {
        const v808 = x["type"];
        if (!(typeof v808 === "string")) return err([k807], "invalid type: " + kind(v808) + ", expected string");
        if (v808 !== "worker.retry") return err([k807], "invalid value: " + kind(v808) + ", expected the constant " + "\"worker.retry\"");
      }
      else if (k807 === "session_id") {
        const v808 = x["session_id"];
        if (!(typeof v808 === "string")) return err([k807], "invalid type: " + kind(v808) + ", expected string");
        {
          if (v808.length < 2 && chars(v808) < 1) return err([k807], "string of length " + chars(v808) + " is shorter than minLength 1");
        }
      }
      else if (k807 === "worker_id") {
        const v808 = x["worker_id"];
        if (!(typeof v808 === "string")) return err([k807], "invalid type: " + kind(v808) + ", expected string");
        {
          if (v808.length < 2 && chars(v808) < 1) return err([k807], "string of length " + chars(v808) + " is shorter than minLength 1");
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
    for (const k809 in x) {
      if (k809 === "worker_id") {
        const v810 = x["worker_id"];
        if (!(typeof v810 === "string")) return err([k809], "invalid type: " + kind(v810) + ", expected string");
      }
      else if (k809 === "session_id") {
        const v810 = x["session_id"];
        if (!(typeof v810 === "string")) return err([k809], "invalid type: " + kind(v810) + ", expected string");
      }
      else if (k809 === "status") {
        const v810 = x["status"];
        if (!(typeof v810 === "string")) return err([k809], "invalid type: " + kind(v810) + ", expected string");
      }
      else if (k809 === "route_id") {
        const v810 = x["route_id"];
        if (!(typeof v810 === "string")) return err([k809], "invalid type: " + kind(v810) + ", expected string");
      }
      else if (k809 === "model") {
        const v810 = x["model"];
        if (!(typeof v810 === "string")) return err([k809], "invalid type: " + kind(v810) + ", expected string");
      }
      else if (k809 === "attempt") {
        const v810 = x["attempt"];
        if (!(Number.isInteger(v810))) return err([k809], "invalid type: " + kind(v810) + ", expected integer");
        {
          if (v810 < 1) return err([k809], v810 + " is less than minimum 1");
        }
      }
      else if (k809 === "worktree") {
        const v810 = x["worktree"];
        if (!(typeof v810 === "string")) return err([k809], "invalid type: " + kind(v810) + ", expected string");
      }
      else if (k809 === "read_only") {
        const v810 = x["read_only"];
        if (!(typeof v810 === "boolean")) return err([k809], "invalid type: " + kind(v810) + ", expected boolean");
      }
      else if (k809 === "backend") {
        const v810 = x["backend"];
        if (!(typeof v810 === "string")) return err([k809], "invalid type: " + kind(v810) + ", expected string");
      }
      else if (k809 === "backend_capabilities") {
        const v810 = x["backend_capabilities"];
        if (!(isObject(v810))) return err([k809], "invalid type: " + kind(v810) + ", expected object");
        {
          for (const k811 in v810) {
            {
              const v812 = v810[k811];
              { const e813 = v_JsonValue(v812); if (e813) return within(e813, [k809, k811]); }
            }
          }
        }
      }
      else if (k809 === "sandbox_enforcement") {
        const v810 = x["sandbox_enforcement"];
        { const e814 = v_SandboxEnforcement(v810); if (e814) return within(e814, [k809]); }
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
    for (const k815 in x) {
      if (k815 === "type") {
        const v816 = x["type"];
        if (!(typeof v816 === "string")) return err([k815], "invalid type: " + kind(v816) + ", expected string");
        if (v816 !== "worker.review") return err([k815], "invalid value: " + kind(v816) + ", expected the constant " + "\"worker.review\"");
      }
      else if (k815 === "session_id") {
        const v816 = x["session_id"];
        if (!(typeof v816 === "string")) return err([k815], "invalid type: " + kind(v816) + ", expected string");
        {
          if (v816.length < 2 && chars(v816) < 1) return err([k815], "string of length " + chars(v816) + " is shorter than minLength 1");
        }
      }
      else if (k815 === "worker_id") {
        const v816 = x["worker_id"];
        if (!(typeof v816 === "string")) return err([k815], "invalid type: " + kind(v816) + ", expected string");
        {
          if (v816.length < 2 && chars(v816) < 1) return err([k815], "string of length " + chars(v816) + " is shorter than minLength 1");
        }
      }
      else if (k815 === "approved") {
        const v816 = x["approved"];
        if (!(typeof v816 === "boolean")) return err([k815], "invalid type: " + kind(v816) + ", expected boolean");
      }
      else if (k815 === "confirmed") {
        const v816 = x["confirmed"];
        if (!(typeof v816 === "boolean")) return err([k815], "invalid type: " + kind(v816) + ", expected boolean");
      }
      else if (k815 === "expected_digest") {
        const v816 = x["expected_digest"];
        if (!(typeof v816 === "string")) return err([k815], "invalid type: " + kind(v816) + ", expected string");
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
    for (const k817 in x) {
      if (k817 === "worker_id") {
        const v818 = x["worker_id"];
        if (!(typeof v818 === "string")) return err([k817], "invalid type: " + kind(v818) + ", expected string");
      }
      else if (k817 === "handoff_status") {
        const v818 = x["handoff_status"];
        if (!(typeof v818 === "string")) return err([k817], "invalid type: " + kind(v818) + ", expected string");
      }
      else if (k817 === "approved") {
        const v818 = x["approved"];
        if (!(typeof v818 === "boolean")) return err([k817], "invalid type: " + kind(v818) + ", expected boolean");
      }
      else if (k817 === "applied") {
        const v818 = x["applied"];
        if (!(typeof v818 === "boolean")) return err([k817], "invalid type: " + kind(v818) + ", expected boolean");
        if (v818 !== false) return err([k817], "invalid value: " + kind(v818) + ", expected the constant " + "false");
      }
      else if (k817 === "state_digest") {
        const v818 = x["state_digest"];
        if (!(typeof v818 === "string")) return err([k817], "invalid type: " + kind(v818) + ", expected string");
      }
      else if (k817 === "preview_only") {
        const v818 = x["preview_only"];
        if (!(typeof v818 === "boolean")) return err([k817], "invalid type: " + kind(v818) + ", expected boolean");
      }
      else if (k817 === "changed_files") {
        const v818 = x["changed_files"];
        if (!(Array.isArray(v818))) return err([k817], "invalid type: " + kind(v818) + ", expected array");
        {
          for (let i819 = 0; i819 < v818.length; i819++) {
            const v820 = v818[i819];
            if (!(typeof v820 === "string")) return err([k817, i819], "invalid type: " + kind(v820) + ", expected string");
          }
        }
      }
      else if (k817 === "diff") {
        const v818 = x["diff"];
        if (!(typeof v818 === "string")) return err([k817], "invalid type: " + kind(v818) + ", expected string");
      }
      else if (k817 === "diff_truncated") {
        const v818 = x["diff_truncated"];
        if (!(typeof v818 === "boolean")) return err([k817], "invalid type: " + kind(v818) + ", expected boolean");
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
    for (const k821 in x) {
      if (k821 === "type") {
        const v822 = x["type"];
        if (!(typeof v822 === "string")) return err([k821], "invalid type: " + kind(v822) + ", expected string");
        if (v822 !== "worker.start") return err([k821], "invalid value: " + kind(v822) + ", expected the constant " + "\"worker.start\"");
      }
      else if (k821 === "session_id") {
        const v822 = x["session_id"];
        if (!(typeof v822 === "string")) return err([k821], "invalid type: " + kind(v822) + ", expected string");
        {
          if (v822.length < 2 && chars(v822) < 1) return err([k821], "string of length " + chars(v822) + " is shorter than minLength 1");
        }
      }
      else if (k821 === "description") {
        const v822 = x["description"];
        if (!(typeof v822 === "string")) return err([k821], "invalid type: " + kind(v822) + ", expected string");
        {
          if (v822.length < 2 && chars(v822) < 1) return err([k821], "string of length " + chars(v822) + " is shorter than minLength 1");
          if (v822.length > 500 && chars(v822) > 500) return err([k821], "string of length " + chars(v822) + " is longer than maxLength 500");
        }
      }
      else if (k821 === "prompt") {
        const v822 = x["prompt"];
        if (!(typeof v822 === "string")) return err([k821], "invalid type: " + kind(v822) + ", expected string");
        {
          if (v822.length < 2 && chars(v822) < 1) return err([k821], "string of length " + chars(v822) + " is shorter than minLength 1");
          if (v822.length > 100000 && chars(v822) > 100000) return err([k821], "string of length " + chars(v822) + " is longer than maxLength 100000");
        }
      }
      else if (k821 === "profile") {
        const v822 = x["profile"];
        if (!(typeof v822 === "string")) return err([k821], "invalid type: " + kind(v822) + ", expected string");
        {
          if (v822.length > 64 && chars(v822) > 64) return err([k821], "string of length " + chars(v822) + " is longer than maxLength 64");
        }
      }
      else if (k821 === "route_id") {
        const v822 = x["route_id"];
        if (!(typeof v822 === "string")) return err([k821], "invalid type: " + kind(v822) + ", expected string");
        {
          if (v822.length > 256 && chars(v822) > 256) return err([k821], "string of length " + chars(v822) + " is longer than maxLength 256");
        }
      }
      else if (k821 === "model") {
        const v822 = x["model"];
        if (!(typeof v822 === "string")) return err([k821], "invalid type: " + kind(v822) + ", expected string");
        {
          if (v822.length > 256 && chars(v822) > 256) return err([k821], "string of length " + chars(v822) + " is longer than maxLength 256");
        }
      }
      else if (k821 === "read_only") {
        const v822 = x["read_only"];
        if (!(typeof v822 === "boolean")) return err([k821], "invalid type: " + kind(v822) + ", expected boolean");
      }
      else if (k821 === "exact_files") {
        const v822 = x["exact_files"];
        if (!(Array.isArray(v822))) return err([k821], "invalid type: " + kind(v822) + ", expected array");
        {
          for (let i823 = 0; i823 < v822.length; i823++) {
            const v824 = v822[i823];
            if (!(typeof v824 === "string")) return err([k821, i823], "invalid type: " + kind(v824) + ", expected string");
          }
          if (v822.length > 200) return err([k821], "array has more than maxItems 200");
        }
      }
      else if (k821 === "write_roots") {
        const v822 = x["write_roots"];
        if (!(Array.isArray(v822))) return err([k821], "invalid type: " + kind(v822) + ", expected array");
        {
          for (let i825 = 0; i825 < v822.length; i825++) {
            const v826 = v822[i825];
            if (!(typeof v826 === "string")) return err([k821, i825], "invalid type: " + kind(v826) + ", expected string");
          }
          if (v822.length > 100) return err([k821], "array has more than maxItems 100");
        }
      }
      else if (k821 === "coordination_contract") {
        const v822 = x["coordination_contract"];
        if (!(typeof v822 === "string")) return err([k821], "invalid type: " + kind(v822) + ", expected string");
        {
          if (v822.length > 2000 && chars(v822) > 2000) return err([k821], "string of length " + chars(v822) + " is longer than maxLength 2000");
        }
      }
      else if (k821 === "acceptance") {
        const v822 = x["acceptance"];
        if (!(Array.isArray(v822))) return err([k821], "invalid type: " + kind(v822) + ", expected array");
        {
          for (let i827 = 0; i827 < v822.length; i827++) {
            const v828 = v822[i827];
            if (!(typeof v828 === "string")) return err([k821, i827], "invalid type: " + kind(v828) + ", expected string");
          }
          if (v822.length > 100) return err([k821], "array has more than maxItems 100");
        }
      }
      else if (k821 === "token_budget") {
        const v822 = x["token_budget"];
        if (!(Number.isInteger(v822) || v822 === null)) return err([k821], "invalid type: " + kind(v822) + ", expected integer or null");
        if (typeof v822 === "number") {
          if (v822 < 1) return err([k821], v822 + " is less than minimum 1");
        }
      }
      else if (k821 === "wall_time_s") {
        const v822 = x["wall_time_s"];
        if (!(Number.isInteger(v822))) return err([k821], "invalid type: " + kind(v822) + ", expected integer");
        {
          if (v822 < 1) return err([k821], v822 + " is less than minimum 1");
          if (v822 > 86400) return err([k821], v822 + " is greater than maximum 86400");
        }
      }
      else if (k821 === "max_attempts") {
        const v822 = x["max_attempts"];
        if (!(Number.isInteger(v822))) return err([k821], "invalid type: " + kind(v822) + ", expected integer");
        {
          if (v822 < 1) return err([k821], v822 + " is less than minimum 1");
          if (v822 > 10) return err([k821], v822 + " is greater than maximum 10");
        }
      }
      else if (k821 === "retry_backoff_s") {
        const v822 = x["retry_backoff_s"];
        if (!(typeof v822 === "number")) return err([k821], "invalid type: " + kind(v822) + ", expected number");
        {
          if (v822 < 0.0) return err([k821], v822 + " is less than minimum 0.0");
          if (v822 > 300.0) return err([k821], v822 + " is greater than maximum 300.0");
        }
      }
      else if (k821 === "backend") {
        const v822 = x["backend"];
        if (!(typeof v822 === "string")) return err([k821], "invalid type: " + kind(v822) + ", expected string");
        {
          if (!/^[a-z][a-z0-9-]{0,63}$/u.test(v822)) return err([k821], "string does not match pattern ^[a-z][a-z0-9-]{0,63}$");
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
    for (const k829 in x) {
      if (k829 === "worker_id") {
        const v830 = x["worker_id"];
        if (!(typeof v830 === "string")) return err([k829], "invalid type: " + kind(v830) + ", expected string");
      }
      else if (k829 === "session_id") {
        const v830 = x["session_id"];
        if (!(typeof v830 === "string")) return err([k829], "invalid type: " + kind(v830) + ", expected string");
      }
      else if (k829 === "status") {
        const v830 = x["status"];
        if (!(typeof v830 === "string")) return err([k829], "invalid type: " + kind(v830) + ", expected string");
      }
      else if (k829 === "route_id") {
        const v830 = x["route_id"];
        if (!(typeof v830 === "string")) return err([k829], "invalid type: " + kind(v830) + ", expected string");
      }
      else if (k829 === "model") {
        const v830 = x["model"];
        if (!(typeof v830 === "string")) return err([k829], "invalid type: " + kind(v830) + ", expected string");
      }
      else if (k829 === "attempt") {
        const v830 = x["attempt"];
        if (!(Number.isInteger(v830))) return err([k829], "invalid type: " + kind(v830) + ", expected integer");
        {
          if (v830 < 1) return err([k829], v830 + " is less than minimum 1");
        }
      }
      else if (k829 === "worktree") {
        const v830 = x["worktree"];
        if (!(typeof v830 === "string")) return err([k829], "invalid type: " + kind(v830) + ", expected string");
      }
      else if (k829 === "read_only") {
        const v830 = x["read_only"];
        if (!(typeof v830 === "boolean")) return err([k829], "invalid type: " + kind(v830) + ", expected boolean");
      }
      else if (k829 === "backend") {
        const v830 = x["backend"];
        if (!(typeof v830 === "string")) return err([k829], "invalid type: " + kind(v830) + ", expected string");
      }
      else if (k829 === "backend_capabilities") {
        const v830 = x["backend_capabilities"];
        if (!(isObject(v830))) return err([k829], "invalid type: " + kind(v830) + ", expected object");
        {
          for (const k831 in v830) {
            {
              const v832 = v830[k831];
              { const e833 = v_JsonValue(v832); if (e833) return within(e833, [k829, k831]); }
            }
          }
        }
      }
      else if (k829 === "sandbox_enforcement") {
        const v830 = x["sandbox_enforcement"];
        { const e834 = v_SandboxEnforcement(v830); if (e834) return within(e834, [k829]); }
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
    for (const k835 in x) {
      if (k835 === "type") {
        const v836 = x["type"];
        if (!(typeof v836 === "string")) return err([k835], "invalid type: " + kind(v836) + ", expected string");
        if (v836 !== "worker.status") return err([k835], "invalid value: " + kind(v836) + ", expected the constant " + "\"worker.status\"");
      }
      else if (k835 === "session_id") {
        const v836 = x["session_id"];
        if (!(typeof v836 === "string")) return err([k835], "invalid type: " + kind(v836) + ", expected string");
        {
          if (v836.length < 2 && chars(v836) < 1) return err([k835], "string of length " + chars(v836) + " is shorter than minLength 1");
        }
      }
      else if (k835 === "worker_id") {
        const v836 = x["worker_id"];
        if (!(typeof v836 === "string")) return err([k835], "invalid type: " + kind(v836) + ", expected string");
        {
          if (v836.length < 2 && chars(v836) < 1) return err([k835], "string of length " + chars(v836) + " is shorter than minLength 1");
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
    for (const k837 in x) {
      if (k837 === "worker") {
        const v838 = x["worker"];
        if (!(isObject(v838))) return err([k837], "invalid type: " + kind(v838) + ", expected object");
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
    for (const k839 in x) {
      if (k839 === "type") {
        const v840 = x["type"];
        if (!(typeof v840 === "string")) return err([k839], "invalid type: " + kind(v840) + ", expected string");
        if (v840 !== "workflow.get") return err([k839], "invalid value: " + kind(v840) + ", expected the constant " + "\"workflow.get\"");
      }
      else if (k839 === "workflow_id") {
        const v840 = x["workflow_id"];
        if (!(typeof v840 === "string")) return err([k839], "invalid type: " + kind(v840) + ", expected string");
        {
          if (v840.length < 2 && chars(v840) < 1) return err([k839], "string of length " + chars(v840) + " is shorter than minLength 1");
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
    for (const k841 in x) {
      if (k841 === "workflow") {
        const v842 = x["workflow"];
        if (!(isObject(v842))) return err([k841], "invalid type: " + kind(v842) + ", expected object");
      }
    }
    if (x["workflow"] === undefined) return err([], "missing field `workflow`");
  }
  return undefined;
}

function v_WorkflowListCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k843 in x) {
      if (k843 === "type") {
        const v844 = x["type"];
        if (!(typeof v844 === "string")) return err([k843], "invalid type: " + kind(v844) + ", expected string");
        if (v844 !== "workflow.list") return err([k843], "invalid value: " + kind(v844) + ", expected the constant " + "\"workflow.list\"");
      }
      else if (k843 === "limit") {
        const v844 = x["limit"];
        if (!(Number.isInteger(v844))) return err([k843], "invalid type: " + kind(v844) + ", expected integer");
        {
          if (v844 < 1) return err([k843], v844 + " is less than minimum 1");
          if (v844 > 200) return err([k843], v844 + " is greater than maximum 200");
        }
      }
    }
  }
  return undefined;
}

function v_WorkflowListResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k845 in x) {
      if (k845 === "workflows") {
        const v846 = x["workflows"];
        if (!(Array.isArray(v846))) return err([k845], "invalid type: " + kind(v846) + ", expected array");
        {
          for (let i847 = 0; i847 < v846.length; i847++) {
            const v848 = v846[i847];
            if (!(isObject(v848))) return err([k845, i847], "invalid type: " + kind(v848) + ", expected object");
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
    for (const k849 in x) {
      if (k849 === "type") {
        const v850 = x["type"];
        if (!(typeof v850 === "string")) return err([k849], "invalid type: " + kind(v850) + ", expected string");
        if (v850 !== "workflow.start") return err([k849], "invalid value: " + kind(v850) + ", expected the constant " + "\"workflow.start\"");
      }
      else if (k849 === "source") {
        const v850 = x["source"];
        if (!(typeof v850 === "string")) return err([k849], "invalid type: " + kind(v850) + ", expected string");
        {
          if (v850.length < 2 && chars(v850) < 1) return err([k849], "string of length " + chars(v850) + " is shorter than minLength 1");
          if (v850.length > 1048576 && chars(v850) > 1048576) return err([k849], "string of length " + chars(v850) + " is longer than maxLength 1048576");
        }
      }
      else if (k849 === "format") {
        const v850 = x["format"];
        { const e851 = v_WorkflowFormat(v850); if (e851) return within(e851, [k849]); }
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
    for (const k852 in x) {
      if (k852 === "workflow_id") {
        const v853 = x["workflow_id"];
        if (!(typeof v853 === "string")) return err([k852], "invalid type: " + kind(v853) + ", expected string");
      }
      else if (k852 === "status") {
        const v853 = x["status"];
        if (!(typeof v853 === "string")) return err([k852], "invalid type: " + kind(v853) + ", expected string");
        if (v853 !== "started") return err([k852], "invalid value: " + kind(v853) + ", expected the constant " + "\"started\"");
      }
    }
    if (x["workflow_id"] === undefined) return err([], "missing field `workflow_id`");
  }
  return undefined;
}

function v_WorkspaceCommitCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k854 in x) {
      if (k854 === "type") {
        const v855 = x["type"];
        if (!(typeof v855 === "string")) return err([k854], "invalid type: " + kind(v855) + ", expected string");
        if (v855 !== "workspace.commit") return err([k854], "invalid value: " + kind(v855) + ", expected the constant " + "\"workspace.commit\"");
      }
      else if (k854 === "session_id") {
        const v855 = x["session_id"];
        if (!(typeof v855 === "string")) return err([k854], "invalid type: " + kind(v855) + ", expected string");
        {
          if (v855.length < 2 && chars(v855) < 1) return err([k854], "string of length " + chars(v855) + " is shorter than minLength 1");
        }
      }
      else if (k854 === "message") {
        const v855 = x["message"];
        if (!(typeof v855 === "string")) return err([k854], "invalid type: " + kind(v855) + ", expected string");
        {
          if (v855.length < 2 && chars(v855) < 1) return err([k854], "string of length " + chars(v855) + " is shorter than minLength 1");
          if (v855.length > 200 && chars(v855) > 200) return err([k854], "string of length " + chars(v855) + " is longer than maxLength 200");
        }
      }
      else if (k854 === "expected_digest") {
        const v855 = x["expected_digest"];
        if (!(typeof v855 === "string")) return err([k854], "invalid type: " + kind(v855) + ", expected string");
        {
          if (v855.length < 128 && chars(v855) < 64) return err([k854], "string of length " + chars(v855) + " is shorter than minLength 64");
          if (v855.length > 64 && chars(v855) > 64) return err([k854], "string of length " + chars(v855) + " is longer than maxLength 64");
        }
      }
      else if (k854 === "confirmed") {
        const v855 = x["confirmed"];
        if (!(typeof v855 === "boolean")) return err([k854], "invalid type: " + kind(v855) + ", expected boolean");
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
    for (const k856 in x) {
      if (k856 === "type") {
        const v857 = x["type"];
        if (!(typeof v857 === "string")) return err([k856], "invalid type: " + kind(v857) + ", expected string");
        if (v857 !== "workspace.diff") return err([k856], "invalid value: " + kind(v857) + ", expected the constant " + "\"workspace.diff\"");
      }
      else if (k856 === "scope") {
        const v857 = x["scope"];
        { const e858 = v_DiffScope(v857); if (e858) return within(e858, [k856]); }
      }
      else if (k856 === "path") {
        const v857 = x["path"];
        if (!(typeof v857 === "string")) return err([k856], "invalid type: " + kind(v857) + ", expected string");
      }
      else if (k856 === "session_id") {
        const v857 = x["session_id"];
        if (!(typeof v857 === "string")) return err([k856], "invalid type: " + kind(v857) + ", expected string");
      }
    }
  }
  return undefined;
}

function v_WorkspaceDiffResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k859 in x) {
      if (k859 === "payload") {
        const v860 = x["payload"];
        if (!(isObject(v860))) return err([k859], "invalid type: " + kind(v860) + ", expected object");
      }
    }
    if (x["payload"] === undefined) return err([], "missing field `payload`");
  }
  return undefined;
}

function v_WorkspaceStageCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k861 in x) {
      if (k861 === "type") {
        const v862 = x["type"];
        if (!(typeof v862 === "string")) return err([k861], "invalid type: " + kind(v862) + ", expected string");
        if (v862 !== "workspace.stage") return err([k861], "invalid value: " + kind(v862) + ", expected the constant " + "\"workspace.stage\"");
      }
      else if (k861 === "session_id") {
        const v862 = x["session_id"];
        if (!(typeof v862 === "string")) return err([k861], "invalid type: " + kind(v862) + ", expected string");
        {
          if (v862.length < 2 && chars(v862) < 1) return err([k861], "string of length " + chars(v862) + " is shorter than minLength 1");
        }
      }
      else if (k861 === "paths") {
        const v862 = x["paths"];
        if (!(Array.isArray(v862))) return err([k861], "invalid type: " + kind(v862) + ", expected array");
        {
          for (let i863 = 0; i863 < v862.length; i863++) {
            const v864 = v862[i863];
            if (!(typeof v864 === "string")) return err([k861, i863], "invalid type: " + kind(v864) + ", expected string");
          }
          if (v862.length < 1) return err([k861], "array has fewer than minItems 1");
          if (v862.length > 200) return err([k861], "array has more than maxItems 200");
        }
      }
      else if (k861 === "expected_digest") {
        const v862 = x["expected_digest"];
        if (!(typeof v862 === "string")) return err([k861], "invalid type: " + kind(v862) + ", expected string");
        {
          if (v862.length < 128 && chars(v862) < 64) return err([k861], "string of length " + chars(v862) + " is shorter than minLength 64");
          if (v862.length > 64 && chars(v862) > 64) return err([k861], "string of length " + chars(v862) + " is longer than maxLength 64");
        }
      }
      else if (k861 === "confirmed") {
        const v862 = x["confirmed"];
        if (!(typeof v862 === "boolean")) return err([k861], "invalid type: " + kind(v862) + ", expected boolean");
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
