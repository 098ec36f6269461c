// Coderook wire protocol: TypeScript declarations generated from coderook-protocol.
// Do not edit: run `cargo run -p codegen -- generate`.

// Run-time validators compiled from the package's JSON Schemas; no dependencies.

function err(path, message) {
  return { path, message };
}

function key(p, k) {
  return p === "" ? k : p + "." + k;
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
  return e === undefined ? { ok: true, value } : { ok: false, errors: [{ path: e.path === "" ? "(root)" : e.path, message: e.message }] };
}

function v_AgentBackend(x, p) {
  if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
  if (!["pi", "python"].some((v) => equal(v, x))) return err(p, "unknown variant " + kind(x) + ", expected one of `pi`, `python`");
  return undefined;
}

function v_AgentDecisionEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1 of Object.keys(x)) {
      const v2 = x[k1];
      const q3 = key(p, k1);
      if (k1 === "type") {
        if (!(typeof v2 === "string")) return err(q3, "invalid type: " + kind(v2) + ", expected string");
        if (v2 !== "agent.decision") return err(q3, "invalid value: " + kind(v2) + ", expected the constant " + "\"agent.decision\"");
      }
      else if (k1 === "run_id") {
        if (!(typeof v2 === "string")) return err(q3, "invalid type: " + kind(v2) + ", expected string");
      }
      else if (k1 === "step") {
        if (!(Number.isInteger(v2))) return err(q3, "invalid type: " + kind(v2) + ", expected integer");
      }
      else if (k1 === "intent") {
        { const e4 = v_DecisionIntent(v2, q3); if (e4) return e4; }
      }
      else if (k1 === "summary") {
        if (!(typeof v2 === "string")) return err(q3, "invalid type: " + kind(v2) + ", expected string");
      }
      else if (k1 === "tool_names") {
        if (!(Array.isArray(v2))) return err(q3, "invalid type: " + kind(v2) + ", expected array");
        if (Array.isArray(v2)) {
          for (let i5 = 0; i5 < v2.length; i5++) {
            const v6 = v2[i5];
            const q7 = q3 + "[" + i5 + "]";
            if (!(typeof v6 === "string")) return err(q7, "invalid type: " + kind(v6) + ", expected string");
          }
        }
      }
      else if (k1 === "has_visible_text") {
        if (!(typeof v2 === "boolean")) return err(q3, "invalid type: " + kind(v2) + ", expected boolean");
      }
      else if (k1 === "ts") {
        if (!(typeof v2 === "string")) return err(q3, "invalid type: " + kind(v2) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "step")) return err(p, "missing field `step`");
    if (!Object.prototype.hasOwnProperty.call(x, "intent")) return err(p, "missing field `intent`");
    if (!Object.prototype.hasOwnProperty.call(x, "summary")) return err(p, "missing field `summary`");
    if (!Object.prototype.hasOwnProperty.call(x, "tool_names")) return err(p, "missing field `tool_names`");
    if (!Object.prototype.hasOwnProperty.call(x, "has_visible_text")) return err(p, "missing field `has_visible_text`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_AgentMessageEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k8 of Object.keys(x)) {
      const v9 = x[k8];
      const q10 = key(p, k8);
      if (k8 === "type") {
        if (!(typeof v9 === "string")) return err(q10, "invalid type: " + kind(v9) + ", expected string");
        if (v9 !== "agent.message") return err(q10, "invalid value: " + kind(v9) + ", expected the constant " + "\"agent.message\"");
      }
      else if (k8 === "run_id") {
        if (!(typeof v9 === "string")) return err(q10, "invalid type: " + kind(v9) + ", expected string");
      }
      else if (k8 === "session_id") {
        if (!(typeof v9 === "string" || v9 === null)) return err(q10, "invalid type: " + kind(v9) + ", expected string or null");
      }
      else if (k8 === "message_id") {
        if (!(typeof v9 === "string")) return err(q10, "invalid type: " + kind(v9) + ", expected string");
      }
      else if (k8 === "phase") {
        { const e11 = v_MessagePhase(v9, q10); if (e11) return e11; }
      }
      else if (k8 === "role") {
        if (!(typeof v9 === "string")) return err(q10, "invalid type: " + kind(v9) + ", expected string");
      }
      else if (k8 === "custom_type") {
        if (!(typeof v9 === "string" || v9 === null)) return err(q10, "invalid type: " + kind(v9) + ", expected string or null");
      }
      else if (k8 === "content") {
        if (!(Array.isArray(v9))) return err(q10, "invalid type: " + kind(v9) + ", expected array");
        if (Array.isArray(v9)) {
          for (let i12 = 0; i12 < v9.length; i12++) {
            const v13 = v9[i12];
            const q14 = q10 + "[" + i12 + "]";
            if (!(isObject(v13))) return err(q14, "invalid type: " + kind(v13) + ", expected object");
          }
        }
      }
      else if (k8 === "stop_reason") {
        if (!(typeof v9 === "string" || v9 === null)) return err(q10, "invalid type: " + kind(v9) + ", expected string or null");
      }
      else if (k8 === "backend") {
        { const e15 = v_AgentBackend(v9, q10); if (e15) return e15; }
      }
      else if (k8 === "step") {
        if (!(Number.isInteger(v9))) return err(q10, "invalid type: " + kind(v9) + ", expected integer");
      }
      else if (k8 === "ledger_seq") {
        if (!(Number.isInteger(v9) || v9 === null)) return err(q10, "invalid type: " + kind(v9) + ", expected integer or null");
        if (typeof v9 === "number") {
          if (v9 < 1) return err(q10, v9 + " is less than minimum 1");
        }
      }
      else if (k8 === "ts") {
        if (!(typeof v9 === "string")) return err(q10, "invalid type: " + kind(v9) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "message_id")) return err(p, "missing field `message_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "phase")) return err(p, "missing field `phase`");
    if (!Object.prototype.hasOwnProperty.call(x, "role")) return err(p, "missing field `role`");
    if (!Object.prototype.hasOwnProperty.call(x, "content")) return err(p, "missing field `content`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_AgentRepeatNoticeEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k16 of Object.keys(x)) {
      const v17 = x[k16];
      const q18 = key(p, k16);
      if (k16 === "type") {
        if (!(typeof v17 === "string")) return err(q18, "invalid type: " + kind(v17) + ", expected string");
        if (v17 !== "agent.repeat_notice") return err(q18, "invalid value: " + kind(v17) + ", expected the constant " + "\"agent.repeat_notice\"");
      }
      else if (k16 === "run_id") {
        if (!(typeof v17 === "string")) return err(q18, "invalid type: " + kind(v17) + ", expected string");
      }
      else if (k16 === "step") {
        if (!(Number.isInteger(v17))) return err(q18, "invalid type: " + kind(v17) + ", expected integer");
      }
      else if (k16 === "tool_name") {
        if (!(typeof v17 === "string")) return err(q18, "invalid type: " + kind(v17) + ", expected string");
      }
      else if (k16 === "signature") {
        if (!(typeof v17 === "string")) return err(q18, "invalid type: " + kind(v17) + ", expected string");
      }
      else if (k16 === "repeat_count") {
        if (!(Number.isInteger(v17))) return err(q18, "invalid type: " + kind(v17) + ", expected integer");
      }
      else if (k16 === "ts") {
        if (!(typeof v17 === "string")) return err(q18, "invalid type: " + kind(v17) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "step")) return err(p, "missing field `step`");
    if (!Object.prototype.hasOwnProperty.call(x, "tool_name")) return err(p, "missing field `tool_name`");
    if (!Object.prototype.hasOwnProperty.call(x, "signature")) return err(p, "missing field `signature`");
    if (!Object.prototype.hasOwnProperty.call(x, "repeat_count")) return err(p, "missing field `repeat_count`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_AgentRunCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k19 of Object.keys(x)) {
      const v20 = x[k19];
      const q21 = key(p, k19);
      if (k19 === "type") {
        if (!(typeof v20 === "string")) return err(q21, "invalid type: " + kind(v20) + ", expected string");
        if (v20 !== "agent.run") return err(q21, "invalid value: " + kind(v20) + ", expected the constant " + "\"agent.run\"");
      }
      else if (k19 === "goal") {
        if (!(typeof v20 === "string")) return err(q21, "invalid type: " + kind(v20) + ", expected string");
      }
      else if (k19 === "display_content") {
        if (!(typeof v20 === "string" || v20 === null)) return err(q21, "invalid type: " + kind(v20) + ", expected string or null");
      }
      else if (k19 === "permission_mode") {
        { const e22 = v_PermissionMode(v20, q21); if (e22) return e22; }
      }
      else if (k19 === "allow_tools") {
        if (!(Array.isArray(v20))) return err(q21, "invalid type: " + kind(v20) + ", expected array");
        if (Array.isArray(v20)) {
          for (let i23 = 0; i23 < v20.length; i23++) {
            const v24 = v20[i23];
            const q25 = q21 + "[" + i23 + "]";
            if (!(typeof v24 === "string")) return err(q25, "invalid type: " + kind(v24) + ", expected string");
          }
        }
      }
      else if (k19 === "tools") {
        if (!(Array.isArray(v20) || v20 === null)) return err(q21, "invalid type: " + kind(v20) + ", expected array or null");
        if (Array.isArray(v20)) {
          for (let i26 = 0; i26 < v20.length; i26++) {
            const v27 = v20[i26];
            const q28 = q21 + "[" + i26 + "]";
            { const e29 = v_BuiltinTool(v27, q28); if (e29) return e29; }
          }
        }
      }
      else if (k19 === "session_mode") {
        { const e30 = v_SessionMode(v20, q21); if (e30) return e30; }
      }
      else if (k19 === "session_name") {
        if (!(typeof v20 === "string")) return err(q21, "invalid type: " + kind(v20) + ", expected string");
        if (typeof v20 === "string") {
          const n31 = chars(v20);
          if (n31 > 200) return err(q21, "string of length " + n31 + " is longer than maxLength 200");
        }
      }
      else if (k19 === "resume_session_id") {
        if (!(typeof v20 === "string" || v20 === null)) return err(q21, "invalid type: " + kind(v20) + ", expected string or null");
      }
      else if (k19 === "fork_session_id") {
        if (!(typeof v20 === "string" || v20 === null)) return err(q21, "invalid type: " + kind(v20) + ", expected string or null");
      }
      else if (k19 === "route_id") {
        if (!(typeof v20 === "string" || v20 === null)) return err(q21, "invalid type: " + kind(v20) + ", expected string or null");
        if (typeof v20 === "string") {
          const n32 = chars(v20);
          if (n32 < 1) return err(q21, "string of length " + n32 + " is shorter than minLength 1");
          if (n32 > 256) return err(q21, "string of length " + n32 + " is longer than maxLength 256");
        }
      }
      else if (k19 === "model") {
        if (!(typeof v20 === "string" || v20 === null)) return err(q21, "invalid type: " + kind(v20) + ", expected string or null");
        if (typeof v20 === "string") {
          const n33 = chars(v20);
          if (n33 < 1) return err(q21, "string of length " + n33 + " is shorter than minLength 1");
          if (n33 > 256) return err(q21, "string of length " + n33 + " is longer than maxLength 256");
        }
      }
      else if (k19 === "thinking_level") {
        const e34 = (() => {
          {
            const u35 = [];
            const b36 = (() => {
              { const e37 = v_ThinkingLevel(v20, q21); if (e37) return e37; }
              return undefined;
            })();
            if (b36 === undefined) return undefined;
            u35.push(b36);
            const b38 = (() => {
              if (!(v20 === null)) return err(q21, "invalid type: " + kind(v20) + ", expected null");
              return undefined;
            })();
            if (b38 === undefined) return undefined;
            u35.push(b38);
            const u35d = u35.reduce((a, b) => (b.path.length > a.path.length ? b : a));
            return u35d;
          }
        })();
        if (e34) return e34;
      }
      else if (k19 === "system_prompt") {
        if (!(typeof v20 === "string" || v20 === null)) return err(q21, "invalid type: " + kind(v20) + ", expected string or null");
        if (typeof v20 === "string") {
          const n39 = chars(v20);
          if (n39 > 262144) return err(q21, "string of length " + n39 + " is longer than maxLength 262144");
        }
      }
      else if (k19 === "append_system_prompt") {
        if (!(typeof v20 === "string")) return err(q21, "invalid type: " + kind(v20) + ", expected string");
        if (typeof v20 === "string") {
          const n40 = chars(v20);
          if (n40 > 262144) return err(q21, "string of length " + n40 + " is longer than maxLength 262144");
        }
      }
      else if (k19 === "question_mode") {
        { const e41 = v_QuestionMode(v20, q21); if (e41) return e41; }
      }
      else if (k19 === "question_timeout_s") {
        if (!(typeof v20 === "number" || v20 === null)) return err(q21, "invalid type: " + kind(v20) + ", expected number or null");
        if (typeof v20 === "number") {
          if (v20 > 3600.0) return err(q21, v20 + " is greater than maximum 3600.0");
          if (v20 <= 0.0) return err(q21, v20 + " is not greater than exclusiveMinimum 0.0");
        }
      }
      else if (k19 === "preset_answers") {
        if (!(Array.isArray(v20))) return err(q21, "invalid type: " + kind(v20) + ", expected array");
        if (Array.isArray(v20)) {
          for (let i42 = 0; i42 < v20.length; i42++) {
            const v43 = v20[i42];
            const q44 = q21 + "[" + i42 + "]";
            if (!(typeof v43 === "string")) return err(q44, "invalid type: " + kind(v43) + ", expected string");
          }
          if (v20.length > 100) return err(q21, "array has more than maxItems 100");
        }
      }
      else if (k19 === "attachments") {
        if (!(Array.isArray(v20))) return err(q21, "invalid type: " + kind(v20) + ", expected array");
        if (Array.isArray(v20)) {
          for (let i45 = 0; i45 < v20.length; i45++) {
            const v46 = v20[i45];
            const q47 = q21 + "[" + i45 + "]";
            { const e48 = v_ImageArtifactInput(v46, q47); if (e48) return e48; }
          }
          if (v20.length > 8) return err(q21, "array has more than maxItems 8");
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "goal")) return err(p, "missing field `goal`");
  }
  return undefined;
}

function v_AgentRunResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k49 of Object.keys(x)) {
      const v50 = x[k49];
      const q51 = key(p, k49);
      if (k49 === "run_id") {
        if (!(typeof v50 === "string")) return err(q51, "invalid type: " + kind(v50) + ", expected string");
      }
      else if (k49 === "session_id") {
        if (!(typeof v50 === "string")) return err(q51, "invalid type: " + kind(v50) + ", expected string");
      }
      else if (k49 === "handled") {
        if (!(typeof v50 === "boolean")) return err(q51, "invalid type: " + kind(v50) + ", expected boolean");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
  }
  return undefined;
}

function v_AgentSettingsGetCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k52 of Object.keys(x)) {
      const v53 = x[k52];
      const q54 = key(p, k52);
      if (k52 === "type") {
        if (!(typeof v53 === "string")) return err(q54, "invalid type: " + kind(v53) + ", expected string");
        if (v53 !== "agent.settings.get") return err(q54, "invalid value: " + kind(v53) + ", expected the constant " + "\"agent.settings.get\"");
      }
    }
  }
  return undefined;
}

function v_AgentSettingsSetCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k55 of Object.keys(x)) {
      const v56 = x[k55];
      const q57 = key(p, k55);
      if (k55 === "type") {
        if (!(typeof v56 === "string")) return err(q57, "invalid type: " + kind(v56) + ", expected string");
        if (v56 !== "agent.settings.set") return err(q57, "invalid value: " + kind(v56) + ", expected the constant " + "\"agent.settings.set\"");
      }
      else if (k55 === "steering_mode") {
        { const e58 = v_DeliveryMode(v56, q57); if (e58) return e58; }
      }
      else if (k55 === "follow_up_mode") {
        { const e59 = v_DeliveryMode(v56, q57); if (e59) return e59; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "steering_mode")) return err(p, "missing field `steering_mode`");
    if (!Object.prototype.hasOwnProperty.call(x, "follow_up_mode")) return err(p, "missing field `follow_up_mode`");
  }
  return undefined;
}

function v_AgentStuckEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k60 of Object.keys(x)) {
      const v61 = x[k60];
      const q62 = key(p, k60);
      if (k60 === "type") {
        if (!(typeof v61 === "string")) return err(q62, "invalid type: " + kind(v61) + ", expected string");
        if (v61 !== "agent.stuck") return err(q62, "invalid value: " + kind(v61) + ", expected the constant " + "\"agent.stuck\"");
      }
      else if (k60 === "run_id") {
        if (!(typeof v61 === "string")) return err(q62, "invalid type: " + kind(v61) + ", expected string");
      }
      else if (k60 === "step") {
        if (!(Number.isInteger(v61))) return err(q62, "invalid type: " + kind(v61) + ", expected integer");
      }
      else if (k60 === "tool_name") {
        if (!(typeof v61 === "string")) return err(q62, "invalid type: " + kind(v61) + ", expected string");
      }
      else if (k60 === "signature") {
        if (!(typeof v61 === "string")) return err(q62, "invalid type: " + kind(v61) + ", expected string");
      }
      else if (k60 === "repeat_count") {
        if (!(Number.isInteger(v61))) return err(q62, "invalid type: " + kind(v61) + ", expected integer");
      }
      else if (k60 === "ts") {
        if (!(typeof v61 === "string")) return err(q62, "invalid type: " + kind(v61) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "step")) return err(p, "missing field `step`");
    if (!Object.prototype.hasOwnProperty.call(x, "tool_name")) return err(p, "missing field `tool_name`");
    if (!Object.prototype.hasOwnProperty.call(x, "signature")) return err(p, "missing field `signature`");
    if (!Object.prototype.hasOwnProperty.call(x, "repeat_count")) return err(p, "missing field `repeat_count`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_ArtifactGcCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k63 of Object.keys(x)) {
      const v64 = x[k63];
      const q65 = key(p, k63);
      if (k63 === "type") {
        if (!(typeof v64 === "string")) return err(q65, "invalid type: " + kind(v64) + ", expected string");
        if (v64 !== "artifact.gc") return err(q65, "invalid value: " + kind(v64) + ", expected the constant " + "\"artifact.gc\"");
      }
      else if (k63 === "days") {
        if (!(Number.isInteger(v64))) return err(q65, "invalid type: " + kind(v64) + ", expected integer");
        if (typeof v64 === "number") {
          if (v64 < 0) return err(q65, v64 + " is less than minimum 0");
          if (v64 > 3650) return err(q65, v64 + " is greater than maximum 3650");
        }
      }
      else if (k63 === "confirmed") {
        if (!(typeof v64 === "boolean")) return err(q65, "invalid type: " + kind(v64) + ", expected boolean");
      }
    }
  }
  return undefined;
}

function v_ArtifactListCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k66 of Object.keys(x)) {
      const v67 = x[k66];
      const q68 = key(p, k66);
      if (k66 === "type") {
        if (!(typeof v67 === "string")) return err(q68, "invalid type: " + kind(v67) + ", expected string");
        if (v67 !== "artifact.list") return err(q68, "invalid value: " + kind(v67) + ", expected the constant " + "\"artifact.list\"");
      }
      else if (k66 === "days") {
        if (!(Number.isInteger(v67))) return err(q68, "invalid type: " + kind(v67) + ", expected integer");
        if (typeof v67 === "number") {
          if (v67 < 0) return err(q68, v67 + " is less than minimum 0");
          if (v67 > 3650) return err(q68, v67 + " is greater than maximum 3650");
        }
      }
    }
  }
  return undefined;
}

function v_AttemptStatus(x, p) {
  if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
  if (!["succeeded", "failed", "cancelled"].some((v) => equal(v, x))) return err(p, "unknown variant " + kind(x) + ", expected one of `succeeded`, `failed`, `cancelled`");
  return undefined;
}

function v_AuditDegradedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k69 of Object.keys(x)) {
      const v70 = x[k69];
      const q71 = key(p, k69);
      if (k69 === "type") {
        if (!(typeof v70 === "string")) return err(q71, "invalid type: " + kind(v70) + ", expected string");
        if (v70 !== "audit.degraded") return err(q71, "invalid value: " + kind(v70) + ", expected the constant " + "\"audit.degraded\"");
      }
      else if (k69 === "source") {
        if (!(typeof v70 === "string")) return err(q71, "invalid type: " + kind(v70) + ", expected string");
      }
      else if (k69 === "diagnostic_id") {
        if (!(typeof v70 === "string")) return err(q71, "invalid type: " + kind(v70) + ", expected string");
      }
      else if (k69 === "error_type") {
        if (!(typeof v70 === "string")) return err(q71, "invalid type: " + kind(v70) + ", expected string");
      }
      else if (k69 === "message") {
        if (!(typeof v70 === "string")) return err(q71, "invalid type: " + kind(v70) + ", expected string");
      }
      else if (k69 === "ts") {
        if (!(typeof v70 === "string")) return err(q71, "invalid type: " + kind(v70) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "source")) return err(p, "missing field `source`");
    if (!Object.prototype.hasOwnProperty.call(x, "diagnostic_id")) return err(p, "missing field `diagnostic_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "error_type")) return err(p, "missing field `error_type`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_AuthorityProfile(x, p) {
  if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
  if (!["ask", "auto_review", "full_access"].some((v) => equal(v, x))) return err(p, "unknown variant " + kind(x) + ", expected one of `ask`, `auto_review`, `full_access`");
  return undefined;
}

function v_AuthoritySnapshot(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k72 of Object.keys(x)) {
      const v73 = x[k72];
      const q74 = key(p, k72);
      if (k72 === "mode") {
        { const e75 = v_RuntimeMode(v73, q74); if (e75) return e75; }
      }
      else if (k72 === "profile") {
        { const e76 = v_AuthorityProfile(v73, q74); if (e76) return e76; }
      }
      else if (k72 === "workspace_trust") {
        { const e77 = v_WorkspaceTrust(v73, q74); if (e77) return e77; }
      }
      else if (k72 === "sandbox") {
        { const e78 = v_SandboxCapability(v73, q74); if (e78) return e78; }
      }
      else if (k72 === "allowed_actions") {
        if (!(Array.isArray(v73))) return err(q74, "invalid type: " + kind(v73) + ", expected array");
        if (Array.isArray(v73)) {
          for (let i79 = 0; i79 < v73.length; i79++) {
            const v80 = v73[i79];
            const q81 = q74 + "[" + i79 + "]";
            { const e82 = v_ToolAction(v80, q81); if (e82) return e82; }
          }
          for (let a = 0; a < v73.length; a++) for (let b = a + 1; b < v73.length; b++) if (equal(v73[a], v73[b])) return err(q74, "array items " + a + " and " + b + " are equal (uniqueItems)");
        }
      }
      else return err(q74, "unknown field `" + k72 + "`" + ", expected one of `mode`, `profile`, `workspace_trust`, `sandbox`, `allowed_actions`");
    }
  }
  return undefined;
}

function v_BackgroundCancelCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k83 of Object.keys(x)) {
      const v84 = x[k83];
      const q85 = key(p, k83);
      if (k83 === "type") {
        if (!(typeof v84 === "string")) return err(q85, "invalid type: " + kind(v84) + ", expected string");
        if (v84 !== "background.cancel") return err(q85, "invalid value: " + kind(v84) + ", expected the constant " + "\"background.cancel\"");
      }
      else if (k83 === "session_id") {
        if (!(typeof v84 === "string")) return err(q85, "invalid type: " + kind(v84) + ", expected string");
        if (typeof v84 === "string") {
          const n86 = chars(v84);
          if (n86 < 1) return err(q85, "string of length " + n86 + " is shorter than minLength 1");
        }
      }
      else if (k83 === "job_id") {
        if (!(typeof v84 === "string")) return err(q85, "invalid type: " + kind(v84) + ", expected string");
        if (typeof v84 === "string") {
          const n87 = chars(v84);
          if (n87 < 1) return err(q85, "string of length " + n87 + " is shorter than minLength 1");
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "job_id")) return err(p, "missing field `job_id`");
  }
  return undefined;
}

function v_BackgroundCancelResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k88 of Object.keys(x)) {
      const v89 = x[k88];
      const q90 = key(p, k88);
      if (k88 === "job_id") {
        if (!(typeof v89 === "string")) return err(q90, "invalid type: " + kind(v89) + ", expected string");
      }
      else if (k88 === "cancelled") {
        if (!(typeof v89 === "boolean")) return err(q90, "invalid type: " + kind(v89) + ", expected boolean");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "job_id")) return err(p, "missing field `job_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "cancelled")) return err(p, "missing field `cancelled`");
  }
  return undefined;
}

function v_BackgroundGetCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k91 of Object.keys(x)) {
      const v92 = x[k91];
      const q93 = key(p, k91);
      if (k91 === "type") {
        if (!(typeof v92 === "string")) return err(q93, "invalid type: " + kind(v92) + ", expected string");
        if (v92 !== "background.get") return err(q93, "invalid value: " + kind(v92) + ", expected the constant " + "\"background.get\"");
      }
      else if (k91 === "session_id") {
        if (!(typeof v92 === "string")) return err(q93, "invalid type: " + kind(v92) + ", expected string");
        if (typeof v92 === "string") {
          const n94 = chars(v92);
          if (n94 < 1) return err(q93, "string of length " + n94 + " is shorter than minLength 1");
        }
      }
      else if (k91 === "job_id") {
        if (!(typeof v92 === "string")) return err(q93, "invalid type: " + kind(v92) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
  }
  return undefined;
}

function v_BackgroundGetResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k95 of Object.keys(x)) {
      const v96 = x[k95];
      const q97 = key(p, k95);
      if (k95 === "jobs") {
        if (!(Array.isArray(v96))) return err(q97, "invalid type: " + kind(v96) + ", expected array");
        if (Array.isArray(v96)) {
          for (let i98 = 0; i98 < v96.length; i98++) {
            const v99 = v96[i98];
            const q100 = q97 + "[" + i98 + "]";
            { const e101 = v_BackgroundJobInfo(v99, q100); if (e101) return e101; }
          }
        }
      }
    }
  }
  return undefined;
}

function v_BackgroundJobFinishedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k102 of Object.keys(x)) {
      const v103 = x[k102];
      const q104 = key(p, k102);
      if (k102 === "type") {
        if (!(typeof v103 === "string")) return err(q104, "invalid type: " + kind(v103) + ", expected string");
        if (v103 !== "background.finished") return err(q104, "invalid value: " + kind(v103) + ", expected the constant " + "\"background.finished\"");
      }
      else if (k102 === "job_id") {
        if (!(typeof v103 === "string")) return err(q104, "invalid type: " + kind(v103) + ", expected string");
      }
      else if (k102 === "run_id") {
        if (!(typeof v103 === "string")) return err(q104, "invalid type: " + kind(v103) + ", expected string");
      }
      else if (k102 === "session_id") {
        if (!(typeof v103 === "string")) return err(q104, "invalid type: " + kind(v103) + ", expected string");
      }
      else if (k102 === "status") {
        if (!(typeof v103 === "string")) return err(q104, "invalid type: " + kind(v103) + ", expected string");
      }
      else if (k102 === "output_preview") {
        if (!(typeof v103 === "string")) return err(q104, "invalid type: " + kind(v103) + ", expected string");
      }
      else if (k102 === "process_usage") {
        if (!(isObject(v103))) return err(q104, "invalid type: " + kind(v103) + ", expected object");
      }
      else if (k102 === "ts") {
        if (!(typeof v103 === "string")) return err(q104, "invalid type: " + kind(v103) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "job_id")) return err(p, "missing field `job_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "status")) return err(p, "missing field `status`");
    if (!Object.prototype.hasOwnProperty.call(x, "output_preview")) return err(p, "missing field `output_preview`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_BackgroundJobInfo(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k105 of Object.keys(x)) {
      const v106 = x[k105];
      const q107 = key(p, k105);
      if (k105 === "id") {
        if (!(typeof v106 === "string")) return err(q107, "invalid type: " + kind(v106) + ", expected string");
      }
      else if (k105 === "command") {
        if (!(typeof v106 === "string")) return err(q107, "invalid type: " + kind(v106) + ", expected string");
      }
      else if (k105 === "session_id") {
        if (!(typeof v106 === "string")) return err(q107, "invalid type: " + kind(v106) + ", expected string");
      }
      else if (k105 === "run_id") {
        if (!(typeof v106 === "string")) return err(q107, "invalid type: " + kind(v106) + ", expected string");
      }
      else if (k105 === "status") {
        if (!(typeof v106 === "string")) return err(q107, "invalid type: " + kind(v106) + ", expected string");
      }
      else if (k105 === "output") {
        if (!(typeof v106 === "string")) return err(q107, "invalid type: " + kind(v106) + ", expected string");
      }
      else if (k105 === "is_error") {
        if (!(typeof v106 === "boolean")) return err(q107, "invalid type: " + kind(v106) + ", expected boolean");
      }
      else if (k105 === "created_at") {
        if (!(typeof v106 === "string")) return err(q107, "invalid type: " + kind(v106) + ", expected string");
      }
      else if (k105 === "finished_at") {
        if (!(typeof v106 === "string")) return err(q107, "invalid type: " + kind(v106) + ", expected string");
      }
      else if (k105 === "process_usage") {
        if (!(isObject(v106))) return err(q107, "invalid type: " + kind(v106) + ", expected object");
      }
      else if (k105 === "output_bytes") {
        if (!(Number.isInteger(v106))) return err(q107, "invalid type: " + kind(v106) + ", expected integer");
        if (typeof v106 === "number") {
          if (v106 < 0) return err(q107, v106 + " is less than minimum 0");
        }
      }
      else if (k105 === "output_truncated") {
        if (!(typeof v106 === "boolean")) return err(q107, "invalid type: " + kind(v106) + ", expected boolean");
      }
      else if (k105 === "output_artifact") {
        if (!(typeof v106 === "string")) return err(q107, "invalid type: " + kind(v106) + ", expected string");
      }
      else if (k105 === "output_artifact_size") {
        if (!(Number.isInteger(v106))) return err(q107, "invalid type: " + kind(v106) + ", expected integer");
        if (typeof v106 === "number") {
          if (v106 < 0) return err(q107, v106 + " is less than minimum 0");
        }
      }
      else if (k105 === "output_artifact_error") {
        if (!(typeof v106 === "string")) return err(q107, "invalid type: " + kind(v106) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "id")) return err(p, "missing field `id`");
    if (!Object.prototype.hasOwnProperty.call(x, "command")) return err(p, "missing field `command`");
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "status")) return err(p, "missing field `status`");
    if (!Object.prototype.hasOwnProperty.call(x, "output")) return err(p, "missing field `output`");
    if (!Object.prototype.hasOwnProperty.call(x, "is_error")) return err(p, "missing field `is_error`");
    if (!Object.prototype.hasOwnProperty.call(x, "created_at")) return err(p, "missing field `created_at`");
  }
  return undefined;
}

function v_BackgroundJobStartedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k108 of Object.keys(x)) {
      const v109 = x[k108];
      const q110 = key(p, k108);
      if (k108 === "type") {
        if (!(typeof v109 === "string")) return err(q110, "invalid type: " + kind(v109) + ", expected string");
        if (v109 !== "background.started") return err(q110, "invalid value: " + kind(v109) + ", expected the constant " + "\"background.started\"");
      }
      else if (k108 === "job_id") {
        if (!(typeof v109 === "string")) return err(q110, "invalid type: " + kind(v109) + ", expected string");
      }
      else if (k108 === "run_id") {
        if (!(typeof v109 === "string")) return err(q110, "invalid type: " + kind(v109) + ", expected string");
      }
      else if (k108 === "session_id") {
        if (!(typeof v109 === "string")) return err(q110, "invalid type: " + kind(v109) + ", expected string");
      }
      else if (k108 === "command") {
        if (!(typeof v109 === "string")) return err(q110, "invalid type: " + kind(v109) + ", expected string");
      }
      else if (k108 === "ts") {
        if (!(typeof v109 === "string")) return err(q110, "invalid type: " + kind(v109) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "job_id")) return err(p, "missing field `job_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "command")) return err(p, "missing field `command`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_BuiltinTool(x, p) {
  if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
  if (!["read", "bash", "edit", "write"].some((v) => equal(v, x))) return err(p, "unknown variant " + kind(x) + ", expected one of `read`, `bash`, `edit`, `write`");
  return undefined;
}

function v_CompactStatus(x, p) {
  if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
  if (!["compacted", "not_needed"].some((v) => equal(v, x))) return err(p, "unknown variant " + kind(x) + ", expected one of `compacted`, `not_needed`");
  return undefined;
}

function v_CompletionEvidence(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k111 of Object.keys(x)) {
      const v112 = x[k111];
      const q113 = key(p, k111);
      if (k111 === "kind") {
        if (!(typeof v112 === "string")) return err(q113, "invalid type: " + kind(v112) + ", expected string");
        if (typeof v112 === "string") {
          const n114 = chars(v112);
          if (n114 < 1) return err(q113, "string of length " + n114 + " is shorter than minLength 1");
        }
      }
      else if (k111 === "reference") {
        if (!(typeof v112 === "string")) return err(q113, "invalid type: " + kind(v112) + ", expected string");
        if (typeof v112 === "string") {
          const n115 = chars(v112);
          if (n115 < 1) return err(q113, "string of length " + n115 + " is shorter than minLength 1");
        }
      }
      else if (k111 === "summary") {
        if (!(typeof v112 === "string")) return err(q113, "invalid type: " + kind(v112) + ", expected string");
      }
      else if (k111 === "covered_criteria") {
        if (!(Array.isArray(v112))) return err(q113, "invalid type: " + kind(v112) + ", expected array");
        if (Array.isArray(v112)) {
          for (let i116 = 0; i116 < v112.length; i116++) {
            const v117 = v112[i116];
            const q118 = q113 + "[" + i116 + "]";
            if (!(typeof v117 === "string")) return err(q118, "invalid type: " + kind(v117) + ", expected string");
          }
        }
      }
      else if (k111 === "recorded_at") {
        if (!(typeof v112 === "string")) return err(q113, "invalid type: " + kind(v112) + ", expected string");
      }
      else return err(q113, "unknown field `" + k111 + "`" + ", expected one of `kind`, `reference`, `summary`, `covered_criteria`, `recorded_at`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "kind")) return err(p, "missing field `kind`");
    if (!Object.prototype.hasOwnProperty.call(x, "reference")) return err(p, "missing field `reference`");
    if (!Object.prototype.hasOwnProperty.call(x, "recorded_at")) return err(p, "missing field `recorded_at`");
  }
  return undefined;
}

function v_ContextBudgetEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k119 of Object.keys(x)) {
      const v120 = x[k119];
      const q121 = key(p, k119);
      if (k119 === "type") {
        if (!(typeof v120 === "string")) return err(q121, "invalid type: " + kind(v120) + ", expected string");
        if (v120 !== "context.budget") return err(q121, "invalid value: " + kind(v120) + ", expected the constant " + "\"context.budget\"");
      }
      else if (k119 === "run_id") {
        if (!(typeof v120 === "string")) return err(q121, "invalid type: " + kind(v120) + ", expected string");
      }
      else if (k119 === "step") {
        if (!(Number.isInteger(v120))) return err(q121, "invalid type: " + kind(v120) + ", expected integer");
      }
      else if (k119 === "message_tokens") {
        if (!(Number.isInteger(v120))) return err(q121, "invalid type: " + kind(v120) + ", expected integer");
      }
      else if (k119 === "system_tokens") {
        if (!(Number.isInteger(v120))) return err(q121, "invalid type: " + kind(v120) + ", expected integer");
      }
      else if (k119 === "tool_schema_tokens") {
        if (!(Number.isInteger(v120))) return err(q121, "invalid type: " + kind(v120) + ", expected integer");
      }
      else if (k119 === "tool_count") {
        if (!(Number.isInteger(v120))) return err(q121, "invalid type: " + kind(v120) + ", expected integer");
      }
      else if (k119 === "ts") {
        if (!(typeof v120 === "string")) return err(q121, "invalid type: " + kind(v120) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "step")) return err(p, "missing field `step`");
    if (!Object.prototype.hasOwnProperty.call(x, "message_tokens")) return err(p, "missing field `message_tokens`");
    if (!Object.prototype.hasOwnProperty.call(x, "system_tokens")) return err(p, "missing field `system_tokens`");
    if (!Object.prototype.hasOwnProperty.call(x, "tool_schema_tokens")) return err(p, "missing field `tool_schema_tokens`");
    if (!Object.prototype.hasOwnProperty.call(x, "tool_count")) return err(p, "missing field `tool_count`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_ContextCompactedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k122 of Object.keys(x)) {
      const v123 = x[k122];
      const q124 = key(p, k122);
      if (k122 === "type") {
        if (!(typeof v123 === "string")) return err(q124, "invalid type: " + kind(v123) + ", expected string");
        if (v123 !== "context.compacted") return err(q124, "invalid value: " + kind(v123) + ", expected the constant " + "\"context.compacted\"");
      }
      else if (k122 === "session_id") {
        if (!(typeof v123 === "string")) return err(q124, "invalid type: " + kind(v123) + ", expected string");
      }
      else if (k122 === "run_id") {
        if (!(typeof v123 === "string")) return err(q124, "invalid type: " + kind(v123) + ", expected string");
      }
      else if (k122 === "original_tokens") {
        if (!(Number.isInteger(v123))) return err(q124, "invalid type: " + kind(v123) + ", expected integer");
      }
      else if (k122 === "summary_tokens") {
        if (!(Number.isInteger(v123))) return err(q124, "invalid type: " + kind(v123) + ", expected integer");
      }
      else if (k122 === "retained_tokens") {
        if (!(Number.isInteger(v123))) return err(q124, "invalid type: " + kind(v123) + ", expected integer");
      }
      else if (k122 === "retained_messages") {
        if (!(Number.isInteger(v123))) return err(q124, "invalid type: " + kind(v123) + ", expected integer");
      }
      else if (k122 === "compacted_tokens") {
        if (!(Number.isInteger(v123))) return err(q124, "invalid type: " + kind(v123) + ", expected integer");
      }
      else if (k122 === "quality_score") {
        if (!(typeof v123 === "number")) return err(q124, "invalid type: " + kind(v123) + ", expected number");
      }
      else if (k122 === "trigger") {
        if (!(typeof v123 === "string")) return err(q124, "invalid type: " + kind(v123) + ", expected string");
      }
      else if (k122 === "summary_path") {
        if (!(typeof v123 === "string")) return err(q124, "invalid type: " + kind(v123) + ", expected string");
      }
      else if (k122 === "strategy") {
        if (!(typeof v123 === "string")) return err(q124, "invalid type: " + kind(v123) + ", expected string");
      }
      else if (k122 === "pinned_fact_count") {
        if (!(Number.isInteger(v123))) return err(q124, "invalid type: " + kind(v123) + ", expected integer");
        if (typeof v123 === "number") {
          if (v123 < 0) return err(q124, v123 + " is less than minimum 0");
        }
      }
      else if (k122 === "pinned_fact_retained") {
        if (!(Number.isInteger(v123))) return err(q124, "invalid type: " + kind(v123) + ", expected integer");
        if (typeof v123 === "number") {
          if (v123 < 0) return err(q124, v123 + " is less than minimum 0");
        }
      }
      else if (k122 === "deduplicated_reads") {
        if (!(Number.isInteger(v123))) return err(q124, "invalid type: " + kind(v123) + ", expected integer");
        if (typeof v123 === "number") {
          if (v123 < 0) return err(q124, v123 + " is less than minimum 0");
        }
      }
      else if (k122 === "ts") {
        if (!(typeof v123 === "string")) return err(q124, "invalid type: " + kind(v123) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "original_tokens")) return err(p, "missing field `original_tokens`");
    if (!Object.prototype.hasOwnProperty.call(x, "summary_tokens")) return err(p, "missing field `summary_tokens`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_ContextCompactionCommittedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k125 of Object.keys(x)) {
      const v126 = x[k125];
      const q127 = key(p, k125);
      if (k125 === "type") {
        if (!(typeof v126 === "string")) return err(q127, "invalid type: " + kind(v126) + ", expected string");
        if (v126 !== "context.compaction.committed") return err(q127, "invalid value: " + kind(v126) + ", expected the constant " + "\"context.compaction.committed\"");
      }
      else if (k125 === "session_id") {
        if (!(typeof v126 === "string")) return err(q127, "invalid type: " + kind(v126) + ", expected string");
      }
      else if (k125 === "run_id") {
        if (!(typeof v126 === "string")) return err(q127, "invalid type: " + kind(v126) + ", expected string");
      }
      else if (k125 === "shadowed_event_seqs") {
        if (!(Array.isArray(v126))) return err(q127, "invalid type: " + kind(v126) + ", expected array");
        if (Array.isArray(v126)) {
          for (let i128 = 0; i128 < v126.length; i128++) {
            const v129 = v126[i128];
            const q130 = q127 + "[" + i128 + "]";
            if (!(Number.isInteger(v129))) return err(q130, "invalid type: " + kind(v129) + ", expected integer");
          }
        }
      }
      else if (k125 === "replacement_event_seqs") {
        if (!(Array.isArray(v126))) return err(q127, "invalid type: " + kind(v126) + ", expected array");
        if (Array.isArray(v126)) {
          for (let i131 = 0; i131 < v126.length; i131++) {
            const v132 = v126[i131];
            const q133 = q127 + "[" + i131 + "]";
            if (!(Number.isInteger(v132))) return err(q133, "invalid type: " + kind(v132) + ", expected integer");
          }
        }
      }
      else if (k125 === "original_tokens") {
        if (!(Number.isInteger(v126))) return err(q127, "invalid type: " + kind(v126) + ", expected integer");
        if (typeof v126 === "number") {
          if (v126 < 0) return err(q127, v126 + " is less than minimum 0");
        }
      }
      else if (k125 === "compacted_tokens") {
        if (!(Number.isInteger(v126))) return err(q127, "invalid type: " + kind(v126) + ", expected integer");
        if (typeof v126 === "number") {
          if (v126 < 0) return err(q127, v126 + " is less than minimum 0");
        }
      }
      else if (k125 === "ts") {
        if (!(typeof v126 === "string")) return err(q127, "invalid type: " + kind(v126) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "shadowed_event_seqs")) return err(p, "missing field `shadowed_event_seqs`");
    if (!Object.prototype.hasOwnProperty.call(x, "replacement_event_seqs")) return err(p, "missing field `replacement_event_seqs`");
    if (!Object.prototype.hasOwnProperty.call(x, "original_tokens")) return err(p, "missing field `original_tokens`");
    if (!Object.prototype.hasOwnProperty.call(x, "compacted_tokens")) return err(p, "missing field `compacted_tokens`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_ContextCompactionStartedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k134 of Object.keys(x)) {
      const v135 = x[k134];
      const q136 = key(p, k134);
      if (k134 === "type") {
        if (!(typeof v135 === "string")) return err(q136, "invalid type: " + kind(v135) + ", expected string");
        if (v135 !== "context.compaction.started") return err(q136, "invalid value: " + kind(v135) + ", expected the constant " + "\"context.compaction.started\"");
      }
      else if (k134 === "session_id") {
        if (!(typeof v135 === "string")) return err(q136, "invalid type: " + kind(v135) + ", expected string");
      }
      else if (k134 === "run_id") {
        if (!(typeof v135 === "string")) return err(q136, "invalid type: " + kind(v135) + ", expected string");
      }
      else if (k134 === "shadow_start_seq") {
        if (!(Number.isInteger(v135))) return err(q136, "invalid type: " + kind(v135) + ", expected integer");
        if (typeof v135 === "number") {
          if (v135 < 1) return err(q136, v135 + " is less than minimum 1");
        }
      }
      else if (k134 === "shadow_end_seq") {
        if (!(Number.isInteger(v135))) return err(q136, "invalid type: " + kind(v135) + ", expected integer");
        if (typeof v135 === "number") {
          if (v135 < 1) return err(q136, v135 + " is less than minimum 1");
        }
      }
      else if (k134 === "trigger") {
        if (!(typeof v135 === "string")) return err(q136, "invalid type: " + kind(v135) + ", expected string");
      }
      else if (k134 === "ts") {
        if (!(typeof v135 === "string")) return err(q136, "invalid type: " + kind(v135) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "shadow_start_seq")) return err(p, "missing field `shadow_start_seq`");
    if (!Object.prototype.hasOwnProperty.call(x, "shadow_end_seq")) return err(p, "missing field `shadow_end_seq`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_ContextCompactionSummaryEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k137 of Object.keys(x)) {
      const v138 = x[k137];
      const q139 = key(p, k137);
      if (k137 === "type") {
        if (!(typeof v138 === "string")) return err(q139, "invalid type: " + kind(v138) + ", expected string");
        if (v138 !== "context.compaction.summary") return err(q139, "invalid value: " + kind(v138) + ", expected the constant " + "\"context.compaction.summary\"");
      }
      else if (k137 === "session_id") {
        if (!(typeof v138 === "string")) return err(q139, "invalid type: " + kind(v138) + ", expected string");
      }
      else if (k137 === "run_id") {
        if (!(typeof v138 === "string")) return err(q139, "invalid type: " + kind(v138) + ", expected string");
      }
      else if (k137 === "summary") {
        if (!(typeof v138 === "string")) return err(q139, "invalid type: " + kind(v138) + ", expected string");
      }
      else if (k137 === "source_event_seqs") {
        if (!(Array.isArray(v138))) return err(q139, "invalid type: " + kind(v138) + ", expected array");
        if (Array.isArray(v138)) {
          for (let i140 = 0; i140 < v138.length; i140++) {
            const v141 = v138[i140];
            const q142 = q139 + "[" + i140 + "]";
            if (!(Number.isInteger(v141))) return err(q142, "invalid type: " + kind(v141) + ", expected integer");
          }
        }
      }
      else if (k137 === "pinned_fact_count") {
        if (!(Number.isInteger(v138))) return err(q139, "invalid type: " + kind(v138) + ", expected integer");
        if (typeof v138 === "number") {
          if (v138 < 0) return err(q139, v138 + " is less than minimum 0");
        }
      }
      else if (k137 === "ts") {
        if (!(typeof v138 === "string")) return err(q139, "invalid type: " + kind(v138) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "summary")) return err(p, "missing field `summary`");
    if (!Object.prototype.hasOwnProperty.call(x, "source_event_seqs")) return err(p, "missing field `source_event_seqs`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_ContextPrefixFingerprintEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k143 of Object.keys(x)) {
      const v144 = x[k143];
      const q145 = key(p, k143);
      if (k143 === "type") {
        if (!(typeof v144 === "string")) return err(q145, "invalid type: " + kind(v144) + ", expected string");
        if (v144 !== "context.prefix_fingerprint") return err(q145, "invalid value: " + kind(v144) + ", expected the constant " + "\"context.prefix_fingerprint\"");
      }
      else if (k143 === "run_id") {
        if (!(typeof v144 === "string")) return err(q145, "invalid type: " + kind(v144) + ", expected string");
      }
      else if (k143 === "step") {
        if (!(Number.isInteger(v144))) return err(q145, "invalid type: " + kind(v144) + ", expected integer");
      }
      else if (k143 === "digest") {
        if (!(typeof v144 === "string")) return err(q145, "invalid type: " + kind(v144) + ", expected string");
      }
      else if (k143 === "source_hashes") {
        if (!(isObject(v144))) return err(q145, "invalid type: " + kind(v144) + ", expected object");
        if (isObject(v144)) {
          for (const k146 of Object.keys(v144)) {
            const v147 = v144[k146];
            const q148 = key(q145, k146);
            {
              if (!(typeof v147 === "string")) return err(q148, "invalid type: " + kind(v147) + ", expected string");
            }
          }
        }
      }
      else if (k143 === "changed_sources") {
        if (!(Array.isArray(v144))) return err(q145, "invalid type: " + kind(v144) + ", expected array");
        if (Array.isArray(v144)) {
          for (let i149 = 0; i149 < v144.length; i149++) {
            const v150 = v144[i149];
            const q151 = q145 + "[" + i149 + "]";
            if (!(typeof v150 === "string")) return err(q151, "invalid type: " + kind(v150) + ", expected string");
          }
        }
      }
      else if (k143 === "ts") {
        if (!(typeof v144 === "string")) return err(q145, "invalid type: " + kind(v144) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "step")) return err(p, "missing field `step`");
    if (!Object.prototype.hasOwnProperty.call(x, "digest")) return err(p, "missing field `digest`");
    if (!Object.prototype.hasOwnProperty.call(x, "source_hashes")) return err(p, "missing field `source_hashes`");
    if (!Object.prototype.hasOwnProperty.call(x, "changed_sources")) return err(p, "missing field `changed_sources`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_ContextRepositoryEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k152 of Object.keys(x)) {
      const v153 = x[k152];
      const q154 = key(p, k152);
      if (k152 === "type") {
        if (!(typeof v153 === "string")) return err(q154, "invalid type: " + kind(v153) + ", expected string");
        if (v153 !== "context.repository") return err(q154, "invalid value: " + kind(v153) + ", expected the constant " + "\"context.repository\"");
      }
      else if (k152 === "run_id") {
        if (!(typeof v153 === "string")) return err(q154, "invalid type: " + kind(v153) + ", expected string");
      }
      else if (k152 === "repository_hash") {
        if (!(typeof v153 === "string")) return err(q154, "invalid type: " + kind(v153) + ", expected string");
      }
      else if (k152 === "budget_chars") {
        if (!(Number.isInteger(v153))) return err(q154, "invalid type: " + kind(v153) + ", expected integer");
        if (typeof v153 === "number") {
          if (v153 < 1) return err(q154, v153 + " is less than minimum 1");
        }
      }
      else if (k152 === "used_chars") {
        if (!(Number.isInteger(v153))) return err(q154, "invalid type: " + kind(v153) + ", expected integer");
        if (typeof v153 === "number") {
          if (v153 < 0) return err(q154, v153 + " is less than minimum 0");
        }
      }
      else if (k152 === "paths") {
        if (!(Array.isArray(v153))) return err(q154, "invalid type: " + kind(v153) + ", expected array");
        if (Array.isArray(v153)) {
          for (let i155 = 0; i155 < v153.length; i155++) {
            const v156 = v153[i155];
            const q157 = q154 + "[" + i155 + "]";
            if (!(typeof v156 === "string")) return err(q157, "invalid type: " + kind(v156) + ", expected string");
          }
        }
      }
      else if (k152 === "selection_reasons") {
        if (!(Array.isArray(v153))) return err(q154, "invalid type: " + kind(v153) + ", expected array");
        if (Array.isArray(v153)) {
          for (let i158 = 0; i158 < v153.length; i158++) {
            const v159 = v153[i158];
            const q160 = q154 + "[" + i158 + "]";
            if (!(isObject(v159))) return err(q160, "invalid type: " + kind(v159) + ", expected object");
          }
        }
      }
      else if (k152 === "cache_hits") {
        if (!(Number.isInteger(v153))) return err(q154, "invalid type: " + kind(v153) + ", expected integer");
        if (typeof v153 === "number") {
          if (v153 < 0) return err(q154, v153 + " is less than minimum 0");
        }
      }
      else if (k152 === "parsed_files") {
        if (!(Number.isInteger(v153))) return err(q154, "invalid type: " + kind(v153) + ", expected integer");
        if (typeof v153 === "number") {
          if (v153 < 0) return err(q154, v153 + " is less than minimum 0");
        }
      }
      else if (k152 === "ts") {
        if (!(typeof v153 === "string")) return err(q154, "invalid type: " + kind(v153) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "repository_hash")) return err(p, "missing field `repository_hash`");
    if (!Object.prototype.hasOwnProperty.call(x, "budget_chars")) return err(p, "missing field `budget_chars`");
    if (!Object.prototype.hasOwnProperty.call(x, "used_chars")) return err(p, "missing field `used_chars`");
    if (!Object.prototype.hasOwnProperty.call(x, "paths")) return err(p, "missing field `paths`");
    if (!Object.prototype.hasOwnProperty.call(x, "selection_reasons")) return err(p, "missing field `selection_reasons`");
    if (!Object.prototype.hasOwnProperty.call(x, "cache_hits")) return err(p, "missing field `cache_hits`");
    if (!Object.prototype.hasOwnProperty.call(x, "parsed_files")) return err(p, "missing field `parsed_files`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_ContextWorkingSetEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k161 of Object.keys(x)) {
      const v162 = x[k161];
      const q163 = key(p, k161);
      if (k161 === "type") {
        if (!(typeof v162 === "string")) return err(q163, "invalid type: " + kind(v162) + ", expected string");
        if (v162 !== "context.working_set") return err(q163, "invalid value: " + kind(v162) + ", expected the constant " + "\"context.working_set\"");
      }
      else if (k161 === "run_id") {
        if (!(typeof v162 === "string")) return err(q163, "invalid type: " + kind(v162) + ", expected string");
      }
      else if (k161 === "step") {
        if (!(Number.isInteger(v162))) return err(q163, "invalid type: " + kind(v162) + ", expected integer");
      }
      else if (k161 === "paths") {
        if (!(Array.isArray(v162))) return err(q163, "invalid type: " + kind(v162) + ", expected array");
        if (Array.isArray(v162)) {
          for (let i164 = 0; i164 < v162.length; i164++) {
            const v165 = v162[i164];
            const q166 = q163 + "[" + i164 + "]";
            if (!(typeof v165 === "string")) return err(q166, "invalid type: " + kind(v165) + ", expected string");
          }
        }
      }
      else if (k161 === "ts") {
        if (!(typeof v162 === "string")) return err(q163, "invalid type: " + kind(v162) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "step")) return err(p, "missing field `step`");
    if (!Object.prototype.hasOwnProperty.call(x, "paths")) return err(p, "missing field `paths`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_CoreAuthenticateCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k167 of Object.keys(x)) {
      const v168 = x[k167];
      const q169 = key(p, k167);
      if (k167 === "type") {
        if (!(typeof v168 === "string")) return err(q169, "invalid type: " + kind(v168) + ", expected string");
        if (v168 !== "core.authenticate") return err(q169, "invalid value: " + kind(v168) + ", expected the constant " + "\"core.authenticate\"");
      }
      else if (k167 === "token") {
        if (!(typeof v168 === "string")) return err(q169, "invalid type: " + kind(v168) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "token")) return err(p, "missing field `token`");
  }
  return undefined;
}

function v_CoreAuthenticateResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k170 of Object.keys(x)) {
      const v171 = x[k170];
      const q172 = key(p, k170);
      if (k170 === "authenticated") {
        if (!(typeof v171 === "boolean")) return err(q172, "invalid type: " + kind(v171) + ", expected boolean");
        if (v171 !== true) return err(q172, "invalid value: " + kind(v171) + ", expected the constant " + "true");
      }
    }
  }
  return undefined;
}

function v_CoreShutdownCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k173 of Object.keys(x)) {
      const v174 = x[k173];
      const q175 = key(p, k173);
      if (k173 === "type") {
        if (!(typeof v174 === "string")) return err(q175, "invalid type: " + kind(v174) + ", expected string");
        if (v174 !== "core.shutdown") return err(q175, "invalid value: " + kind(v174) + ", expected the constant " + "\"core.shutdown\"");
      }
      else if (k173 === "reason") {
        if (!(typeof v174 === "string")) return err(q175, "invalid type: " + kind(v174) + ", expected string");
      }
    }
  }
  return undefined;
}

function v_CoreStartedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k176 of Object.keys(x)) {
      const v177 = x[k176];
      const q178 = key(p, k176);
      if (k176 === "type") {
        if (!(typeof v177 === "string")) return err(q178, "invalid type: " + kind(v177) + ", expected string");
        if (v177 !== "core.started") return err(q178, "invalid value: " + kind(v177) + ", expected the constant " + "\"core.started\"");
      }
      else if (k176 === "listen_addr") {
        if (!(typeof v177 === "string")) return err(q178, "invalid type: " + kind(v177) + ", expected string");
      }
      else if (k176 === "version") {
        if (!(typeof v177 === "string")) return err(q178, "invalid type: " + kind(v177) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "listen_addr")) return err(p, "missing field `listen_addr`");
    if (!Object.prototype.hasOwnProperty.call(x, "version")) return err(p, "missing field `version`");
  }
  return undefined;
}

function v_CoreWorkspaceChangedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k179 of Object.keys(x)) {
      const v180 = x[k179];
      const q181 = key(p, k179);
      if (k179 === "type") {
        if (!(typeof v180 === "string")) return err(q181, "invalid type: " + kind(v180) + ", expected string");
        if (v180 !== "core.workspace_changed") return err(q181, "invalid value: " + kind(v180) + ", expected the constant " + "\"core.workspace_changed\"");
      }
      else if (k179 === "previous_workspace") {
        if (!(typeof v180 === "string")) return err(q181, "invalid type: " + kind(v180) + ", expected string");
      }
      else if (k179 === "workspace") {
        if (!(typeof v180 === "string")) return err(q181, "invalid type: " + kind(v180) + ", expected string");
      }
      else if (k179 === "ts") {
        if (!(typeof v180 === "string")) return err(q181, "invalid type: " + kind(v180) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "previous_workspace")) return err(p, "missing field `previous_workspace`");
    if (!Object.prototype.hasOwnProperty.call(x, "workspace")) return err(p, "missing field `workspace`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_CredentialSource(x, p) {
  if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
  if (!["keyring", "file", "env", "extension", "missing"].some((v) => equal(v, x))) return err(p, "unknown variant " + kind(x) + ", expected one of `keyring`, `file`, `env`, `extension`, `missing`");
  return undefined;
}

function v_DecisionIntent(x, p) {
  if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
  if (!["inspect", "plan", "change", "execute", "delegate", "respond"].some((v) => equal(v, x))) return err(p, "unknown variant " + kind(x) + ", expected one of `inspect`, `plan`, `change`, `execute`, `delegate`, `respond`");
  return undefined;
}

function v_DeliveryMode(x, p) {
  if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
  if (!["one-at-a-time", "all"].some((v) => equal(v, x))) return err(p, "unknown variant " + kind(x) + ", expected one of `one-at-a-time`, `all`");
  return undefined;
}

function v_DiagnosticsStatus(x, p) {
  if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
  if (!["ok", "unavailable", "failed", "timeout", "truncated"].some((v) => equal(v, x))) return err(p, "unknown variant " + kind(x) + ", expected one of `ok`, `unavailable`, `failed`, `timeout`, `truncated`");
  return undefined;
}

function v_DiffScope(x, p) {
  if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
  if (!["all", "staged", "unstaged"].some((v) => equal(v, x))) return err(p, "unknown variant " + kind(x) + ", expected one of `all`, `staged`, `unstaged`");
  return undefined;
}

function v_EventPushEnvelope(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k182 of Object.keys(x)) {
      const v183 = x[k182];
      const q184 = key(p, k182);
      if (k182 === "kind") {
        if (!(typeof v183 === "string")) return err(q184, "invalid type: " + kind(v183) + ", expected string");
        if (v183 !== "event") return err(q184, "invalid value: " + kind(v183) + ", expected the constant " + "\"event\"");
      }
      else if (k182 === "event") {
        if (!(isObject(v183))) return err(q184, "invalid type: " + kind(v183) + ", expected object");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "event")) return err(p, "missing field `event`");
  }
  return undefined;
}

function v_EventReplayCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k185 of Object.keys(x)) {
      const v186 = x[k185];
      const q187 = key(p, k185);
      if (k185 === "type") {
        if (!(typeof v186 === "string")) return err(q187, "invalid type: " + kind(v186) + ", expected string");
        if (v186 !== "event.replay") return err(q187, "invalid value: " + kind(v186) + ", expected the constant " + "\"event.replay\"");
      }
      else if (k185 === "thread_id") {
        if (!(typeof v186 === "string")) return err(q187, "invalid type: " + kind(v186) + ", expected string");
        if (typeof v186 === "string") {
          const n188 = chars(v186);
          if (n188 < 1) return err(q187, "string of length " + n188 + " is shorter than minLength 1");
        }
      }
      else if (k185 === "after_seq") {
        if (!(Number.isInteger(v186))) return err(q187, "invalid type: " + kind(v186) + ", expected integer");
        if (typeof v186 === "number") {
          if (v186 < 0) return err(q187, v186 + " is less than minimum 0");
        }
      }
      else if (k185 === "limit") {
        if (!(Number.isInteger(v186))) return err(q187, "invalid type: " + kind(v186) + ", expected integer");
        if (typeof v186 === "number") {
          if (v186 < 1) return err(q187, v186 + " is less than minimum 1");
          if (v186 > 1000) return err(q187, v186 + " is greater than maximum 1000");
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "thread_id")) return err(p, "missing field `thread_id`");
  }
  return undefined;
}

function v_EventReplayResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k189 of Object.keys(x)) {
      const v190 = x[k189];
      const q191 = key(p, k189);
      if (k189 === "events") {
        if (!(Array.isArray(v190))) return err(q191, "invalid type: " + kind(v190) + ", expected array");
        if (Array.isArray(v190)) {
          for (let i192 = 0; i192 < v190.length; i192++) {
            const v193 = v190[i192];
            const q194 = q191 + "[" + i192 + "]";
            { const e195 = v_RuntimeEventRecord(v193, q194); if (e195) return e195; }
          }
        }
      }
      else if (k189 === "latest_seq") {
        if (!(Number.isInteger(v190))) return err(q191, "invalid type: " + kind(v190) + ", expected integer");
      }
      else if (k189 === "has_more") {
        if (!(typeof v190 === "boolean")) return err(q191, "invalid type: " + kind(v190) + ", expected boolean");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "events")) return err(p, "missing field `events`");
    if (!Object.prototype.hasOwnProperty.call(x, "latest_seq")) return err(p, "missing field `latest_seq`");
    if (!Object.prototype.hasOwnProperty.call(x, "has_more")) return err(p, "missing field `has_more`");
  }
  return undefined;
}

function v_EventSubscribeCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k196 of Object.keys(x)) {
      const v197 = x[k196];
      const q198 = key(p, k196);
      if (k196 === "type") {
        if (!(typeof v197 === "string")) return err(q198, "invalid type: " + kind(v197) + ", expected string");
        if (v197 !== "event.subscribe") return err(q198, "invalid value: " + kind(v197) + ", expected the constant " + "\"event.subscribe\"");
      }
      else if (k196 === "topics") {
        if (!(Array.isArray(v197))) return err(q198, "invalid type: " + kind(v197) + ", expected array");
        if (Array.isArray(v197)) {
          for (let i199 = 0; i199 < v197.length; i199++) {
            const v200 = v197[i199];
            const q201 = q198 + "[" + i199 + "]";
            if (!(typeof v200 === "string")) return err(q201, "invalid type: " + kind(v200) + ", expected string");
          }
        }
      }
      else if (k196 === "scope") {
        if (!(typeof v197 === "string")) return err(q198, "invalid type: " + kind(v197) + ", expected string");
      }
      else if (k196 === "replay_from_run") {
        if (!(typeof v197 === "string" || v197 === null)) return err(q198, "invalid type: " + kind(v197) + ", expected string or null");
      }
      else if (k196 === "thread_id") {
        if (!(typeof v197 === "string" || v197 === null)) return err(q198, "invalid type: " + kind(v197) + ", expected string or null");
        if (typeof v197 === "string") {
          const n202 = chars(v197);
          if (n202 < 1) return err(q198, "string of length " + n202 + " is shorter than minLength 1");
        }
      }
      else if (k196 === "after_seq") {
        if (!(Number.isInteger(v197))) return err(q198, "invalid type: " + kind(v197) + ", expected integer");
        if (typeof v197 === "number") {
          if (v197 < 0) return err(q198, v197 + " is less than minimum 0");
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "topics")) return err(p, "missing field `topics`");
  }
  return undefined;
}

function v_EventSubscribeResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k203 of Object.keys(x)) {
      const v204 = x[k203];
      const q205 = key(p, k203);
      if (k203 === "subscription_id") {
        if (!(typeof v204 === "string")) return err(q205, "invalid type: " + kind(v204) + ", expected string");
      }
      else if (k203 === "replayed_count") {
        if (!(Number.isInteger(v204))) return err(q205, "invalid type: " + kind(v204) + ", expected integer");
      }
      else if (k203 === "last_seq") {
        if (!(Number.isInteger(v204) || v204 === null)) return err(q205, "invalid type: " + kind(v204) + ", expected integer or null");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "subscription_id")) return err(p, "missing field `subscription_id`");
  }
  return undefined;
}

function v_EventUnsubscribeCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k206 of Object.keys(x)) {
      const v207 = x[k206];
      const q208 = key(p, k206);
      if (k206 === "type") {
        if (!(typeof v207 === "string")) return err(q208, "invalid type: " + kind(v207) + ", expected string");
        if (v207 !== "event.unsubscribe") return err(q208, "invalid value: " + kind(v207) + ", expected the constant " + "\"event.unsubscribe\"");
      }
      else if (k206 === "subscription_id") {
        if (!(typeof v207 === "string")) return err(q208, "invalid type: " + kind(v207) + ", expected string");
        if (typeof v207 === "string") {
          const n209 = chars(v207);
          if (n209 < 1) return err(q208, "string of length " + n209 + " is shorter than minLength 1");
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "subscription_id")) return err(p, "missing field `subscription_id`");
  }
  return undefined;
}

function v_EventUnsubscribeResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k210 of Object.keys(x)) {
      const v211 = x[k210];
      const q212 = key(p, k210);
      if (k210 === "subscription_id") {
        if (!(typeof v211 === "string")) return err(q212, "invalid type: " + kind(v211) + ", expected string");
      }
      else if (k210 === "removed") {
        if (!(typeof v211 === "boolean")) return err(q212, "invalid type: " + kind(v211) + ", expected boolean");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "subscription_id")) return err(p, "missing field `subscription_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "removed")) return err(p, "missing field `removed`");
  }
  return undefined;
}

function v_ExportFormat(x, p) {
  if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
  if (!["markdown", "json", "html"].some((v) => equal(v, x))) return err(p, "unknown variant " + kind(x) + ", expected one of `markdown`, `json`, `html`");
  return undefined;
}

function v_ExtensionNotificationEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k213 of Object.keys(x)) {
      const v214 = x[k213];
      const q215 = key(p, k213);
      if (k213 === "type") {
        if (!(typeof v214 === "string")) return err(q215, "invalid type: " + kind(v214) + ", expected string");
        if (v214 !== "extension.notification") return err(q215, "invalid value: " + kind(v214) + ", expected the constant " + "\"extension.notification\"");
      }
      else if (k213 === "run_id") {
        if (!(typeof v214 === "string")) return err(q215, "invalid type: " + kind(v214) + ", expected string");
      }
      else if (k213 === "session_id") {
        if (!(typeof v214 === "string")) return err(q215, "invalid type: " + kind(v214) + ", expected string");
      }
      else if (k213 === "message") {
        if (!(typeof v214 === "string")) return err(q215, "invalid type: " + kind(v214) + ", expected string");
      }
      else if (k213 === "severity") {
        { const e216 = v_NotificationSeverity(v214, q215); if (e216) return e216; }
      }
      else if (k213 === "ts") {
        if (!(typeof v214 === "string")) return err(q215, "invalid type: " + kind(v214) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "message")) return err(p, "missing field `message`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_ExtensionUiKind(x, p) {
  if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
  if (!["status", "working_message", "working_visible", "hidden_thinking_label", "widget", "title", "editor_text", "editor_insert", "tools_expanded"].some((v) => equal(v, x))) return err(p, "unknown variant " + kind(x) + ", expected one of `status`, `working_message`, `working_visible`, `hidden_thinking_label`, `widget`, `title`, `editor_text`, `editor_insert`, `tools_expanded`");
  return undefined;
}

function v_ExtensionUiUpdatedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k217 of Object.keys(x)) {
      const v218 = x[k217];
      const q219 = key(p, k217);
      if (k217 === "type") {
        if (!(typeof v218 === "string")) return err(q219, "invalid type: " + kind(v218) + ", expected string");
        if (v218 !== "extension.ui_updated") return err(q219, "invalid value: " + kind(v218) + ", expected the constant " + "\"extension.ui_updated\"");
      }
      else if (k217 === "run_id") {
        if (!(typeof v218 === "string")) return err(q219, "invalid type: " + kind(v218) + ", expected string");
      }
      else if (k217 === "session_id") {
        if (!(typeof v218 === "string")) return err(q219, "invalid type: " + kind(v218) + ", expected string");
      }
      else if (k217 === "kind") {
        { const e220 = v_ExtensionUiKind(v218, q219); if (e220) return e220; }
      }
      else if (k217 === "key") {
        if (!(typeof v218 === "string")) return err(q219, "invalid type: " + kind(v218) + ", expected string");
      }
      else if (k217 === "value") {
      }
      else if (k217 === "ts") {
        if (!(typeof v218 === "string")) return err(q219, "invalid type: " + kind(v218) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "kind")) return err(p, "missing field `kind`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_FailureCategory(x, p) {
  if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
  if (!["configuration", "credential", "network", "model", "tool", "index", "sandbox", "runtime", "permission", "verification", "persistence", "internal", "user_cancelled"].some((v) => equal(v, x))) return err(p, "unknown variant " + kind(x) + ", expected one of `configuration`, `credential`, `network`, `model`, `tool`, `index`, `sandbox`, `runtime`, `permission`, `verification`, `persistence`, `internal`, `user_cancelled`");
  return undefined;
}

function v_GoalActionResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k221 of Object.keys(x)) {
      const v222 = x[k221];
      const q223 = key(p, k221);
      if (k221 === "goal") {
        { const e224 = v_GoalRecord(v222, q223); if (e224) return e224; }
      }
      else if (k221 === "run_id") {
        if (!(typeof v222 === "string" || v222 === null)) return err(q223, "invalid type: " + kind(v222) + ", expected string or null");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "goal")) return err(p, "missing field `goal`");
  }
  return undefined;
}

function v_GoalClearCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k225 of Object.keys(x)) {
      const v226 = x[k225];
      const q227 = key(p, k225);
      if (k225 === "goal_id") {
        if (!(typeof v226 === "string")) return err(q227, "invalid type: " + kind(v226) + ", expected string");
      }
      else if (k225 === "session_id") {
        if (!(typeof v226 === "string")) return err(q227, "invalid type: " + kind(v226) + ", expected string");
      }
      else if (k225 === "type") {
        if (!(typeof v226 === "string")) return err(q227, "invalid type: " + kind(v226) + ", expected string");
        if (v226 !== "goal.clear") return err(q227, "invalid value: " + kind(v226) + ", expected the constant " + "\"goal.clear\"");
      }
    }
  }
  return undefined;
}

function v_GoalCompleteCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k228 of Object.keys(x)) {
      const v229 = x[k228];
      const q230 = key(p, k228);
      if (k228 === "goal_id") {
        if (!(typeof v229 === "string")) return err(q230, "invalid type: " + kind(v229) + ", expected string");
      }
      else if (k228 === "session_id") {
        if (!(typeof v229 === "string")) return err(q230, "invalid type: " + kind(v229) + ", expected string");
      }
      else if (k228 === "type") {
        if (!(typeof v229 === "string")) return err(q230, "invalid type: " + kind(v229) + ", expected string");
        if (v229 !== "goal.complete") return err(q230, "invalid value: " + kind(v229) + ", expected the constant " + "\"goal.complete\"");
      }
      else if (k228 === "summary") {
        if (!(typeof v229 === "string")) return err(q230, "invalid type: " + kind(v229) + ", expected string");
        if (typeof v229 === "string") {
          const n231 = chars(v229);
          if (n231 > 4000) return err(q230, "string of length " + n231 + " is longer than maxLength 4000");
        }
      }
    }
  }
  return undefined;
}

function v_GoalContinueDecision(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k232 of Object.keys(x)) {
      const v233 = x[k232];
      const q234 = key(p, k232);
      if (k232 === "goal_id") {
        if (!(typeof v233 === "string")) return err(q234, "invalid type: " + kind(v233) + ", expected string");
      }
      else if (k232 === "session_id") {
        if (!(typeof v233 === "string")) return err(q234, "invalid type: " + kind(v233) + ", expected string");
      }
      else if (k232 === "should_continue") {
        if (!(typeof v233 === "boolean")) return err(q234, "invalid type: " + kind(v233) + ", expected boolean");
      }
      else if (k232 === "reason") {
        if (!(typeof v233 === "string")) return err(q234, "invalid type: " + kind(v233) + ", expected string");
      }
      else if (k232 === "auto_turns_used") {
        if (!(Number.isInteger(v233))) return err(q234, "invalid type: " + kind(v233) + ", expected integer");
        if (typeof v233 === "number") {
          if (v233 < 0) return err(q234, v233 + " is less than minimum 0");
        }
      }
      else if (k232 === "remaining_auto_turns") {
        if (!(Number.isInteger(v233))) return err(q234, "invalid type: " + kind(v233) + ", expected integer");
        if (typeof v233 === "number") {
          if (v233 < 0) return err(q234, v233 + " is less than minimum 0");
        }
      }
      else if (k232 === "tokens_used") {
        if (!(Number.isInteger(v233))) return err(q234, "invalid type: " + kind(v233) + ", expected integer");
        if (typeof v233 === "number") {
          if (v233 < 0) return err(q234, v233 + " is less than minimum 0");
        }
      }
      else if (k232 === "token_budget") {
        if (!(Number.isInteger(v233) || v233 === null)) return err(q234, "invalid type: " + kind(v233) + ", expected integer or null");
        if (typeof v233 === "number") {
          if (v233 < 1) return err(q234, v233 + " is less than minimum 1");
        }
      }
      else if (k232 === "remaining_tokens") {
        if (!(Number.isInteger(v233) || v233 === null)) return err(q234, "invalid type: " + kind(v233) + ", expected integer or null");
        if (typeof v233 === "number") {
          if (v233 < 0) return err(q234, v233 + " is less than minimum 0");
        }
      }
      else if (k232 === "wall_elapsed_seconds") {
        if (!(Number.isInteger(v233))) return err(q234, "invalid type: " + kind(v233) + ", expected integer");
        if (typeof v233 === "number") {
          if (v233 < 0) return err(q234, v233 + " is less than minimum 0");
        }
      }
      else if (k232 === "max_wall_seconds") {
        if (!(Number.isInteger(v233))) return err(q234, "invalid type: " + kind(v233) + ", expected integer");
        if (typeof v233 === "number") {
          if (v233 < 1) return err(q234, v233 + " is less than minimum 1");
        }
      }
      else if (k232 === "permission_ceiling") {
        { const e235 = v_AuthoritySnapshot(v233, q234); if (e235) return e235; }
      }
      else if (k232 === "paused_needs_confirmation") {
        if (!(typeof v233 === "boolean")) return err(q234, "invalid type: " + kind(v233) + ", expected boolean");
      }
      else if (k232 === "decided_at") {
        if (!(typeof v233 === "string")) return err(q234, "invalid type: " + kind(v233) + ", expected string");
      }
      else return err(q234, "unknown field `" + k232 + "`" + ", expected one of `goal_id`, `session_id`, `should_continue`, `reason`, `auto_turns_used`, `remaining_auto_turns`, `tokens_used`, `token_budget`, `remaining_tokens`, `wall_elapsed_seconds`, `max_wall_seconds`, `permission_ceiling`, `paused_needs_confirmation`, `decided_at`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "goal_id")) return err(p, "missing field `goal_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "should_continue")) return err(p, "missing field `should_continue`");
    if (!Object.prototype.hasOwnProperty.call(x, "reason")) return err(p, "missing field `reason`");
    if (!Object.prototype.hasOwnProperty.call(x, "auto_turns_used")) return err(p, "missing field `auto_turns_used`");
    if (!Object.prototype.hasOwnProperty.call(x, "remaining_auto_turns")) return err(p, "missing field `remaining_auto_turns`");
    if (!Object.prototype.hasOwnProperty.call(x, "tokens_used")) return err(p, "missing field `tokens_used`");
    if (!Object.prototype.hasOwnProperty.call(x, "wall_elapsed_seconds")) return err(p, "missing field `wall_elapsed_seconds`");
    if (!Object.prototype.hasOwnProperty.call(x, "max_wall_seconds")) return err(p, "missing field `max_wall_seconds`");
    if (!Object.prototype.hasOwnProperty.call(x, "permission_ceiling")) return err(p, "missing field `permission_ceiling`");
    if (!Object.prototype.hasOwnProperty.call(x, "decided_at")) return err(p, "missing field `decided_at`");
  }
  return undefined;
}

function v_GoalContinueDecisionCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k236 of Object.keys(x)) {
      const v237 = x[k236];
      const q238 = key(p, k236);
      if (k236 === "goal_id") {
        if (!(typeof v237 === "string")) return err(q238, "invalid type: " + kind(v237) + ", expected string");
      }
      else if (k236 === "session_id") {
        if (!(typeof v237 === "string")) return err(q238, "invalid type: " + kind(v237) + ", expected string");
      }
      else if (k236 === "type") {
        if (!(typeof v237 === "string")) return err(q238, "invalid type: " + kind(v237) + ", expected string");
        if (v237 !== "goal.continue_decision") return err(q238, "invalid value: " + kind(v237) + ", expected the constant " + "\"goal.continue_decision\"");
      }
    }
  }
  return undefined;
}

function v_GoalContinueDecisionEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k239 of Object.keys(x)) {
      const v240 = x[k239];
      const q241 = key(p, k239);
      if (k239 === "type") {
        if (!(typeof v240 === "string")) return err(q241, "invalid type: " + kind(v240) + ", expected string");
        if (v240 !== "goal.continue_decision") return err(q241, "invalid value: " + kind(v240) + ", expected the constant " + "\"goal.continue_decision\"");
      }
      else if (k239 === "goal_id") {
        if (!(typeof v240 === "string")) return err(q241, "invalid type: " + kind(v240) + ", expected string");
      }
      else if (k239 === "session_id") {
        if (!(typeof v240 === "string")) return err(q241, "invalid type: " + kind(v240) + ", expected string");
      }
      else if (k239 === "run_id") {
        if (!(typeof v240 === "string")) return err(q241, "invalid type: " + kind(v240) + ", expected string");
      }
      else if (k239 === "should_continue") {
        if (!(typeof v240 === "boolean")) return err(q241, "invalid type: " + kind(v240) + ", expected boolean");
      }
      else if (k239 === "reason") {
        if (!(typeof v240 === "string")) return err(q241, "invalid type: " + kind(v240) + ", expected string");
      }
      else if (k239 === "auto_turns_used") {
        if (!(Number.isInteger(v240))) return err(q241, "invalid type: " + kind(v240) + ", expected integer");
        if (typeof v240 === "number") {
          if (v240 < 0) return err(q241, v240 + " is less than minimum 0");
        }
      }
      else if (k239 === "remaining_auto_turns") {
        if (!(Number.isInteger(v240))) return err(q241, "invalid type: " + kind(v240) + ", expected integer");
        if (typeof v240 === "number") {
          if (v240 < 0) return err(q241, v240 + " is less than minimum 0");
        }
      }
      else if (k239 === "tokens_used") {
        if (!(Number.isInteger(v240))) return err(q241, "invalid type: " + kind(v240) + ", expected integer");
        if (typeof v240 === "number") {
          if (v240 < 0) return err(q241, v240 + " is less than minimum 0");
        }
      }
      else if (k239 === "token_budget") {
        if (!(Number.isInteger(v240) || v240 === null)) return err(q241, "invalid type: " + kind(v240) + ", expected integer or null");
        if (typeof v240 === "number") {
          if (v240 < 1) return err(q241, v240 + " is less than minimum 1");
        }
      }
      else if (k239 === "remaining_tokens") {
        if (!(Number.isInteger(v240) || v240 === null)) return err(q241, "invalid type: " + kind(v240) + ", expected integer or null");
        if (typeof v240 === "number") {
          if (v240 < 0) return err(q241, v240 + " is less than minimum 0");
        }
      }
      else if (k239 === "wall_elapsed_seconds") {
        if (!(Number.isInteger(v240))) return err(q241, "invalid type: " + kind(v240) + ", expected integer");
        if (typeof v240 === "number") {
          if (v240 < 0) return err(q241, v240 + " is less than minimum 0");
        }
      }
      else if (k239 === "max_wall_seconds") {
        if (!(Number.isInteger(v240))) return err(q241, "invalid type: " + kind(v240) + ", expected integer");
        if (typeof v240 === "number") {
          if (v240 < 1) return err(q241, v240 + " is less than minimum 1");
        }
      }
      else if (k239 === "paused_needs_confirmation") {
        if (!(typeof v240 === "boolean")) return err(q241, "invalid type: " + kind(v240) + ", expected boolean");
      }
      else if (k239 === "ts") {
        if (!(typeof v240 === "string")) return err(q241, "invalid type: " + kind(v240) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "goal_id")) return err(p, "missing field `goal_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "should_continue")) return err(p, "missing field `should_continue`");
    if (!Object.prototype.hasOwnProperty.call(x, "reason")) return err(p, "missing field `reason`");
    if (!Object.prototype.hasOwnProperty.call(x, "auto_turns_used")) return err(p, "missing field `auto_turns_used`");
    if (!Object.prototype.hasOwnProperty.call(x, "remaining_auto_turns")) return err(p, "missing field `remaining_auto_turns`");
    if (!Object.prototype.hasOwnProperty.call(x, "tokens_used")) return err(p, "missing field `tokens_used`");
    if (!Object.prototype.hasOwnProperty.call(x, "wall_elapsed_seconds")) return err(p, "missing field `wall_elapsed_seconds`");
    if (!Object.prototype.hasOwnProperty.call(x, "max_wall_seconds")) return err(p, "missing field `max_wall_seconds`");
    if (!Object.prototype.hasOwnProperty.call(x, "paused_needs_confirmation")) return err(p, "missing field `paused_needs_confirmation`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_GoalContinueDecisionResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k242 of Object.keys(x)) {
      const v243 = x[k242];
      const q244 = key(p, k242);
      if (k242 === "goal") {
        { const e245 = v_GoalRecord(v243, q244); if (e245) return e245; }
      }
      else if (k242 === "decision") {
        { const e246 = v_GoalContinueDecision(v243, q244); if (e246) return e246; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "goal")) return err(p, "missing field `goal`");
    if (!Object.prototype.hasOwnProperty.call(x, "decision")) return err(p, "missing field `decision`");
  }
  return undefined;
}

function v_GoalCreateCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k247 of Object.keys(x)) {
      const v248 = x[k247];
      const q249 = key(p, k247);
      if (k247 === "type") {
        if (!(typeof v248 === "string")) return err(q249, "invalid type: " + kind(v248) + ", expected string");
        if (v248 !== "goal.create") return err(q249, "invalid value: " + kind(v248) + ", expected the constant " + "\"goal.create\"");
      }
      else if (k247 === "session_id") {
        if (!(typeof v248 === "string")) return err(q249, "invalid type: " + kind(v248) + ", expected string");
        if (typeof v248 === "string") {
          const n250 = chars(v248);
          if (n250 < 1) return err(q249, "string of length " + n250 + " is shorter than minLength 1");
        }
      }
      else if (k247 === "objective") {
        if (!(typeof v248 === "string")) return err(q249, "invalid type: " + kind(v248) + ", expected string");
        if (typeof v248 === "string") {
          const n251 = chars(v248);
          if (n251 < 1) return err(q249, "string of length " + n251 + " is shorter than minLength 1");
          if (n251 > 100000) return err(q249, "string of length " + n251 + " is longer than maxLength 100000");
        }
      }
      else if (k247 === "token_budget") {
        if (!(Number.isInteger(v248) || v248 === null)) return err(q249, "invalid type: " + kind(v248) + ", expected integer or null");
        if (typeof v248 === "number") {
          if (v248 < 1) return err(q249, v248 + " is less than minimum 1");
        }
      }
      else if (k247 === "auto_continue") {
        if (!(typeof v248 === "boolean")) return err(q249, "invalid type: " + kind(v248) + ", expected boolean");
      }
      else if (k247 === "max_auto_turns") {
        if (!(Number.isInteger(v248))) return err(q249, "invalid type: " + kind(v248) + ", expected integer");
        if (typeof v248 === "number") {
          if (v248 < 1) return err(q249, v248 + " is less than minimum 1");
          if (v248 > 100) return err(q249, v248 + " is greater than maximum 100");
        }
      }
      else if (k247 === "max_wall_seconds") {
        if (!(Number.isInteger(v248))) return err(q249, "invalid type: " + kind(v248) + ", expected integer");
        if (typeof v248 === "number") {
          if (v248 < 1) return err(q249, v248 + " is less than minimum 1");
          if (v248 > 86400) return err(q249, v248 + " is greater than maximum 86400");
        }
      }
      else if (k247 === "constraints") {
        if (!(Array.isArray(v248))) return err(q249, "invalid type: " + kind(v248) + ", expected array");
        if (Array.isArray(v248)) {
          for (let i252 = 0; i252 < v248.length; i252++) {
            const v253 = v248[i252];
            const q254 = q249 + "[" + i252 + "]";
            if (!(typeof v253 === "string")) return err(q254, "invalid type: " + kind(v253) + ", expected string");
          }
          if (v248.length > 100) return err(q249, "array has more than maxItems 100");
        }
      }
      else if (k247 === "completion_criteria") {
        if (!(Array.isArray(v248))) return err(q249, "invalid type: " + kind(v248) + ", expected array");
        if (Array.isArray(v248)) {
          for (let i255 = 0; i255 < v248.length; i255++) {
            const v256 = v248[i255];
            const q257 = q249 + "[" + i255 + "]";
            if (!(typeof v256 === "string")) return err(q257, "invalid type: " + kind(v256) + ", expected string");
          }
          if (v248.length > 100) return err(q249, "array has more than maxItems 100");
        }
      }
      else if (k247 === "start") {
        if (!(typeof v248 === "boolean")) return err(q249, "invalid type: " + kind(v248) + ", expected boolean");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "objective")) return err(p, "missing field `objective`");
  }
  return undefined;
}

function v_GoalCreateResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k258 of Object.keys(x)) {
      const v259 = x[k258];
      const q260 = key(p, k258);
      if (k258 === "goal") {
        { const e261 = v_GoalRecord(v259, q260); if (e261) return e261; }
      }
      else if (k258 === "run_id") {
        if (!(typeof v259 === "string" || v259 === null)) return err(q260, "invalid type: " + kind(v259) + ", expected string or null");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "goal")) return err(p, "missing field `goal`");
  }
  return undefined;
}

function v_GoalEditCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k262 of Object.keys(x)) {
      const v263 = x[k262];
      const q264 = key(p, k262);
      if (k262 === "type") {
        if (!(typeof v263 === "string")) return err(q264, "invalid type: " + kind(v263) + ", expected string");
        if (v263 !== "goal.edit") return err(q264, "invalid value: " + kind(v263) + ", expected the constant " + "\"goal.edit\"");
      }
      else if (k262 === "goal_id") {
        if (!(typeof v263 === "string")) return err(q264, "invalid type: " + kind(v263) + ", expected string");
      }
      else if (k262 === "session_id") {
        if (!(typeof v263 === "string")) return err(q264, "invalid type: " + kind(v263) + ", expected string");
      }
      else if (k262 === "objective") {
        if (!(typeof v263 === "string")) return err(q264, "invalid type: " + kind(v263) + ", expected string");
        if (typeof v263 === "string") {
          const n265 = chars(v263);
          if (n265 < 1) return err(q264, "string of length " + n265 + " is shorter than minLength 1");
          if (n265 > 100000) return err(q264, "string of length " + n265 + " is longer than maxLength 100000");
        }
      }
      else if (k262 === "completion_criteria") {
        if (!(Array.isArray(v263) || v263 === null)) return err(q264, "invalid type: " + kind(v263) + ", expected array or null");
        if (Array.isArray(v263)) {
          for (let i266 = 0; i266 < v263.length; i266++) {
            const v267 = v263[i266];
            const q268 = q264 + "[" + i266 + "]";
            if (!(typeof v267 === "string")) return err(q268, "invalid type: " + kind(v267) + ", expected string");
          }
          if (v263.length > 100) return err(q264, "array has more than maxItems 100");
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "objective")) return err(p, "missing field `objective`");
  }
  return undefined;
}

function v_GoalGetCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k269 of Object.keys(x)) {
      const v270 = x[k269];
      const q271 = key(p, k269);
      if (k269 === "type") {
        if (!(typeof v270 === "string")) return err(q271, "invalid type: " + kind(v270) + ", expected string");
        if (v270 !== "goal.get") return err(q271, "invalid value: " + kind(v270) + ", expected the constant " + "\"goal.get\"");
      }
      else if (k269 === "goal_id") {
        if (!(typeof v270 === "string")) return err(q271, "invalid type: " + kind(v270) + ", expected string");
      }
      else if (k269 === "session_id") {
        if (!(typeof v270 === "string")) return err(q271, "invalid type: " + kind(v270) + ", expected string");
      }
    }
  }
  return undefined;
}

function v_GoalGetResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k272 of Object.keys(x)) {
      const v273 = x[k272];
      const q274 = key(p, k272);
      if (k272 === "goal") {
        const e275 = (() => {
          {
            const u276 = [];
            const b277 = (() => {
              { const e278 = v_GoalRecord(v273, q274); if (e278) return e278; }
              return undefined;
            })();
            if (b277 === undefined) return undefined;
            u276.push(b277);
            const b279 = (() => {
              if (!(v273 === null)) return err(q274, "invalid type: " + kind(v273) + ", expected null");
              return undefined;
            })();
            if (b279 === undefined) return undefined;
            u276.push(b279);
            const u276d = u276.reduce((a, b) => (b.path.length > a.path.length ? b : a));
            return u276d;
          }
        })();
        if (e275) return e275;
      }
    }
  }
  return undefined;
}

function v_GoalListCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k280 of Object.keys(x)) {
      const v281 = x[k280];
      const q282 = key(p, k280);
      if (k280 === "type") {
        if (!(typeof v281 === "string")) return err(q282, "invalid type: " + kind(v281) + ", expected string");
        if (v281 !== "goal.list") return err(q282, "invalid value: " + kind(v281) + ", expected the constant " + "\"goal.list\"");
      }
      else if (k280 === "session_id") {
        if (!(typeof v281 === "string")) return err(q282, "invalid type: " + kind(v281) + ", expected string");
      }
      else if (k280 === "status") {
        const e283 = (() => {
          {
            const u284 = [];
            const b285 = (() => {
              { const e286 = v_GoalStatus(v281, q282); if (e286) return e286; }
              return undefined;
            })();
            if (b285 === undefined) return undefined;
            u284.push(b285);
            const b287 = (() => {
              if (!(v281 === null)) return err(q282, "invalid type: " + kind(v281) + ", expected null");
              return undefined;
            })();
            if (b287 === undefined) return undefined;
            u284.push(b287);
            const u284d = u284.reduce((a, b) => (b.path.length > a.path.length ? b : a));
            return u284d;
          }
        })();
        if (e283) return e283;
      }
      else if (k280 === "limit") {
        if (!(Number.isInteger(v281))) return err(q282, "invalid type: " + kind(v281) + ", expected integer");
        if (typeof v281 === "number") {
          if (v281 < 1) return err(q282, v281 + " is less than minimum 1");
          if (v281 > 200) return err(q282, v281 + " is greater than maximum 200");
        }
      }
    }
  }
  return undefined;
}

function v_GoalListResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k288 of Object.keys(x)) {
      const v289 = x[k288];
      const q290 = key(p, k288);
      if (k288 === "goals") {
        if (!(Array.isArray(v289))) return err(q290, "invalid type: " + kind(v289) + ", expected array");
        if (Array.isArray(v289)) {
          for (let i291 = 0; i291 < v289.length; i291++) {
            const v292 = v289[i291];
            const q293 = q290 + "[" + i291 + "]";
            { const e294 = v_GoalRecord(v292, q293); if (e294) return e294; }
          }
        }
      }
    }
  }
  return undefined;
}

function v_GoalPauseCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k295 of Object.keys(x)) {
      const v296 = x[k295];
      const q297 = key(p, k295);
      if (k295 === "goal_id") {
        if (!(typeof v296 === "string")) return err(q297, "invalid type: " + kind(v296) + ", expected string");
      }
      else if (k295 === "session_id") {
        if (!(typeof v296 === "string")) return err(q297, "invalid type: " + kind(v296) + ", expected string");
      }
      else if (k295 === "type") {
        if (!(typeof v296 === "string")) return err(q297, "invalid type: " + kind(v296) + ", expected string");
        if (v296 !== "goal.pause") return err(q297, "invalid value: " + kind(v296) + ", expected the constant " + "\"goal.pause\"");
      }
    }
  }
  return undefined;
}

function v_GoalRecord(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k298 of Object.keys(x)) {
      const v299 = x[k298];
      const q300 = key(p, k298);
      if (k298 === "schema_version") {
        if (!(Number.isInteger(v299))) return err(q300, "invalid type: " + kind(v299) + ", expected integer");
        if (v299 !== 4) return err(q300, "invalid value: " + kind(v299) + ", expected the constant " + "4");
      }
      else if (k298 === "id") {
        if (!(typeof v299 === "string")) return err(q300, "invalid type: " + kind(v299) + ", expected string");
        if (typeof v299 === "string") {
          const n301 = chars(v299);
          if (n301 < 1) return err(q300, "string of length " + n301 + " is shorter than minLength 1");
          if (!/^goal-[a-f0-9]{12}$/u.test(v299)) return err(q300, "string does not match pattern ^goal-[a-f0-9]{12}$");
        }
      }
      else if (k298 === "session_id") {
        if (!(typeof v299 === "string")) return err(q300, "invalid type: " + kind(v299) + ", expected string");
        if (typeof v299 === "string") {
          const n302 = chars(v299);
          if (n302 < 1) return err(q300, "string of length " + n302 + " is shorter than minLength 1");
        }
      }
      else if (k298 === "objective") {
        if (!(typeof v299 === "string")) return err(q300, "invalid type: " + kind(v299) + ", expected string");
        if (typeof v299 === "string") {
          const n303 = chars(v299);
          if (n303 < 1) return err(q300, "string of length " + n303 + " is shorter than minLength 1");
        }
      }
      else if (k298 === "status") {
        { const e304 = v_GoalStatus(v299, q300); if (e304) return e304; }
      }
      else if (k298 === "status_reason") {
        if (!(typeof v299 === "string")) return err(q300, "invalid type: " + kind(v299) + ", expected string");
      }
      else if (k298 === "token_budget") {
        if (!(Number.isInteger(v299) || v299 === null)) return err(q300, "invalid type: " + kind(v299) + ", expected integer or null");
        if (typeof v299 === "number") {
          if (v299 < 1) return err(q300, v299 + " is less than minimum 1");
        }
      }
      else if (k298 === "tokens_used") {
        if (!(Number.isInteger(v299))) return err(q300, "invalid type: " + kind(v299) + ", expected integer");
        if (typeof v299 === "number") {
          if (v299 < 0) return err(q300, v299 + " is less than minimum 0");
        }
      }
      else if (k298 === "token_reservations") {
        if (!(isObject(v299))) return err(q300, "invalid type: " + kind(v299) + ", expected object");
        if (isObject(v299)) {
          for (const k305 of Object.keys(v299)) {
            const v306 = v299[k305];
            const q307 = key(q300, k305);
            {
              if (!(Number.isInteger(v306))) return err(q307, "invalid type: " + kind(v306) + ", expected integer");
              if (typeof v306 === "number") {
                if (v306 < 1) return err(q307, v306 + " is less than minimum 1");
              }
            }
          }
        }
      }
      else if (k298 === "elapsed_ms") {
        if (!(Number.isInteger(v299))) return err(q300, "invalid type: " + kind(v299) + ", expected integer");
        if (typeof v299 === "number") {
          if (v299 < 0) return err(q300, v299 + " is less than minimum 0");
        }
      }
      else if (k298 === "auto_continue") {
        if (!(typeof v299 === "boolean")) return err(q300, "invalid type: " + kind(v299) + ", expected boolean");
      }
      else if (k298 === "max_auto_turns") {
        if (!(Number.isInteger(v299))) return err(q300, "invalid type: " + kind(v299) + ", expected integer");
        if (typeof v299 === "number") {
          if (v299 < 1) return err(q300, v299 + " is less than minimum 1");
          if (v299 > 100) return err(q300, v299 + " is greater than maximum 100");
        }
      }
      else if (k298 === "auto_turns_used") {
        if (!(Number.isInteger(v299))) return err(q300, "invalid type: " + kind(v299) + ", expected integer");
        if (typeof v299 === "number") {
          if (v299 < 0) return err(q300, v299 + " is less than minimum 0");
        }
      }
      else if (k298 === "max_wall_seconds") {
        if (!(Number.isInteger(v299))) return err(q300, "invalid type: " + kind(v299) + ", expected integer");
        if (typeof v299 === "number") {
          if (v299 < 1) return err(q300, v299 + " is less than minimum 1");
          if (v299 > 86400) return err(q300, v299 + " is greater than maximum 86400");
        }
      }
      else if (k298 === "auto_window_started_at") {
        if (!(typeof v299 === "string" || v299 === null)) return err(q300, "invalid type: " + kind(v299) + ", expected string or null");
      }
      else if (k298 === "permission_ceiling") {
        { const e308 = v_AuthoritySnapshot(v299, q300); if (e308) return e308; }
      }
      else if (k298 === "paused_reason") {
        if (!(typeof v299 === "string")) return err(q300, "invalid type: " + kind(v299) + ", expected string");
      }
      else if (k298 === "paused_needs_confirmation") {
        if (!(typeof v299 === "boolean")) return err(q300, "invalid type: " + kind(v299) + ", expected boolean");
      }
      else if (k298 === "constraints") {
        if (!(Array.isArray(v299))) return err(q300, "invalid type: " + kind(v299) + ", expected array");
        if (Array.isArray(v299)) {
          for (let i309 = 0; i309 < v299.length; i309++) {
            const v310 = v299[i309];
            const q311 = q300 + "[" + i309 + "]";
            if (!(typeof v310 === "string")) return err(q311, "invalid type: " + kind(v310) + ", expected string");
          }
        }
      }
      else if (k298 === "completion_criteria") {
        if (!(Array.isArray(v299))) return err(q300, "invalid type: " + kind(v299) + ", expected array");
        if (Array.isArray(v299)) {
          for (let i312 = 0; i312 < v299.length; i312++) {
            const v313 = v299[i312];
            const q314 = q300 + "[" + i312 + "]";
            if (!(typeof v313 === "string")) return err(q314, "invalid type: " + kind(v313) + ", expected string");
          }
        }
      }
      else if (k298 === "linked_task_ids") {
        if (!(Array.isArray(v299))) return err(q300, "invalid type: " + kind(v299) + ", expected array");
        if (Array.isArray(v299)) {
          for (let i315 = 0; i315 < v299.length; i315++) {
            const v316 = v299[i315];
            const q317 = q300 + "[" + i315 + "]";
            if (!(Number.isInteger(v316))) return err(q317, "invalid type: " + kind(v316) + ", expected integer");
          }
        }
      }
      else if (k298 === "linked_run_ids") {
        if (!(Array.isArray(v299))) return err(q300, "invalid type: " + kind(v299) + ", expected array");
        if (Array.isArray(v299)) {
          for (let i318 = 0; i318 < v299.length; i318++) {
            const v319 = v299[i318];
            const q320 = q300 + "[" + i318 + "]";
            if (!(typeof v319 === "string")) return err(q320, "invalid type: " + kind(v319) + ", expected string");
          }
        }
      }
      else if (k298 === "current_run_id") {
        if (!(typeof v299 === "string" || v299 === null)) return err(q300, "invalid type: " + kind(v299) + ", expected string or null");
      }
      else if (k298 === "completion_evidence") {
        if (!(Array.isArray(v299))) return err(q300, "invalid type: " + kind(v299) + ", expected array");
        if (Array.isArray(v299)) {
          for (let i321 = 0; i321 < v299.length; i321++) {
            const v322 = v299[i321];
            const q323 = q300 + "[" + i321 + "]";
            { const e324 = v_CompletionEvidence(v322, q323); if (e324) return e324; }
          }
        }
      }
      else if (k298 === "timeline") {
        if (!(Array.isArray(v299))) return err(q300, "invalid type: " + kind(v299) + ", expected array");
        if (Array.isArray(v299)) {
          for (let i325 = 0; i325 < v299.length; i325++) {
            const v326 = v299[i325];
            const q327 = q300 + "[" + i325 + "]";
            { const e328 = v_GoalTimelineEntry(v326, q327); if (e328) return e328; }
          }
        }
      }
      else if (k298 === "created_at") {
        if (!(typeof v299 === "string")) return err(q300, "invalid type: " + kind(v299) + ", expected string");
      }
      else if (k298 === "updated_at") {
        if (!(typeof v299 === "string")) return err(q300, "invalid type: " + kind(v299) + ", expected string");
      }
      else return err(q300, "unknown field `" + k298 + "`" + ", expected one of `schema_version`, `id`, `session_id`, `objective`, `status`, `status_reason`, `token_budget`, `tokens_used`, `token_reservations`, `elapsed_ms`, `auto_continue`, `max_auto_turns`, `auto_turns_used`, `max_wall_seconds`, `auto_window_started_at`, `permission_ceiling`, `paused_reason`, `paused_needs_confirmation`, `constraints`, `completion_criteria`, `linked_task_ids`, `linked_run_ids`, `current_run_id`, `completion_evidence`, `timeline`, `created_at`, `updated_at`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "id")) return err(p, "missing field `id`");
    if (!Object.prototype.hasOwnProperty.call(x, "objective")) return err(p, "missing field `objective`");
    if (!Object.prototype.hasOwnProperty.call(x, "created_at")) return err(p, "missing field `created_at`");
    if (!Object.prototype.hasOwnProperty.call(x, "updated_at")) return err(p, "missing field `updated_at`");
  }
  return undefined;
}

function v_GoalResumeCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k329 of Object.keys(x)) {
      const v330 = x[k329];
      const q331 = key(p, k329);
      if (k329 === "goal_id") {
        if (!(typeof v330 === "string")) return err(q331, "invalid type: " + kind(v330) + ", expected string");
      }
      else if (k329 === "session_id") {
        if (!(typeof v330 === "string")) return err(q331, "invalid type: " + kind(v330) + ", expected string");
      }
      else if (k329 === "type") {
        if (!(typeof v330 === "string")) return err(q331, "invalid type: " + kind(v330) + ", expected string");
        if (v330 !== "goal.resume") return err(q331, "invalid value: " + kind(v330) + ", expected the constant " + "\"goal.resume\"");
      }
    }
  }
  return undefined;
}

function v_GoalStatus(x, p) {
  if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
  if (!["active", "paused", "blocked", "completed", "cleared"].some((v) => equal(v, x))) return err(p, "unknown variant " + kind(x) + ", expected one of `active`, `paused`, `blocked`, `completed`, `cleared`");
  return undefined;
}

function v_GoalTimelineEntry(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k332 of Object.keys(x)) {
      const v333 = x[k332];
      const q334 = key(p, k332);
      if (k332 === "seq") {
        if (!(Number.isInteger(v333))) return err(q334, "invalid type: " + kind(v333) + ", expected integer");
        if (typeof v333 === "number") {
          if (v333 < 1) return err(q334, v333 + " is less than minimum 1");
        }
      }
      else if (k332 === "event") {
        if (!(typeof v333 === "string")) return err(q334, "invalid type: " + kind(v333) + ", expected string");
        if (typeof v333 === "string") {
          const n335 = chars(v333);
          if (n335 < 1) return err(q334, "string of length " + n335 + " is shorter than minLength 1");
        }
      }
      else if (k332 === "actor") {
        if (!(typeof v333 === "string")) return err(q334, "invalid type: " + kind(v333) + ", expected string");
        if (typeof v333 === "string") {
          const n336 = chars(v333);
          if (n336 < 1) return err(q334, "string of length " + n336 + " is shorter than minLength 1");
        }
      }
      else if (k332 === "at") {
        if (!(typeof v333 === "string")) return err(q334, "invalid type: " + kind(v333) + ", expected string");
      }
      else if (k332 === "details") {
        if (!(isObject(v333))) return err(q334, "invalid type: " + kind(v333) + ", expected object");
        if (isObject(v333)) {
          for (const k337 of Object.keys(v333)) {
            const v338 = v333[k337];
            const q339 = key(q334, k337);
            {
              { const e340 = v_JsonValue(v338, q339); if (e340) return e340; }
            }
          }
        }
      }
      else return err(q334, "unknown field `" + k332 + "`" + ", expected one of `seq`, `event`, `actor`, `at`, `details`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "seq")) return err(p, "missing field `seq`");
    if (!Object.prototype.hasOwnProperty.call(x, "event")) return err(p, "missing field `event`");
    if (!Object.prototype.hasOwnProperty.call(x, "actor")) return err(p, "missing field `actor`");
    if (!Object.prototype.hasOwnProperty.call(x, "at")) return err(p, "missing field `at`");
  }
  return undefined;
}

function v_HookAuditInfo(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k341 of Object.keys(x)) {
      const v342 = x[k341];
      const q343 = key(p, k341);
      if (k341 === "hook_id") {
        if (!(typeof v342 === "string")) return err(q343, "invalid type: " + kind(v342) + ", expected string");
      }
      else if (k341 === "run_id") {
        if (!(typeof v342 === "string")) return err(q343, "invalid type: " + kind(v342) + ", expected string");
      }
      else if (k341 === "event") {
        if (!(typeof v342 === "string")) return err(q343, "invalid type: " + kind(v342) + ", expected string");
      }
      else if (k341 === "status") {
        if (!(typeof v342 === "string")) return err(q343, "invalid type: " + kind(v342) + ", expected string");
      }
      else if (k341 === "blocking") {
        if (!(typeof v342 === "boolean")) return err(q343, "invalid type: " + kind(v342) + ", expected boolean");
      }
      else if (k341 === "elapsed_ms") {
        if (!(Number.isInteger(v342))) return err(q343, "invalid type: " + kind(v342) + ", expected integer");
      }
      else if (k341 === "blocked") {
        if (!(typeof v342 === "boolean")) return err(q343, "invalid type: " + kind(v342) + ", expected boolean");
      }
      else if (k341 === "reason") {
        if (!(typeof v342 === "string")) return err(q343, "invalid type: " + kind(v342) + ", expected string");
      }
      else if (k341 === "exit_code") {
        if (!(Number.isInteger(v342) || v342 === null)) return err(q343, "invalid type: " + kind(v342) + ", expected integer or null");
      }
      else if (k341 === "process_usage") {
        if (!(isObject(v342))) return err(q343, "invalid type: " + kind(v342) + ", expected object");
      }
      else if (k341 === "ts") {
        if (!(typeof v342 === "string")) return err(q343, "invalid type: " + kind(v342) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "hook_id")) return err(p, "missing field `hook_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "event")) return err(p, "missing field `event`");
    if (!Object.prototype.hasOwnProperty.call(x, "status")) return err(p, "missing field `status`");
    if (!Object.prototype.hasOwnProperty.call(x, "blocking")) return err(p, "missing field `blocking`");
    if (!Object.prototype.hasOwnProperty.call(x, "elapsed_ms")) return err(p, "missing field `elapsed_ms`");
    if (!Object.prototype.hasOwnProperty.call(x, "blocked")) return err(p, "missing field `blocked`");
    if (!Object.prototype.hasOwnProperty.call(x, "reason")) return err(p, "missing field `reason`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_HookConfigInfo(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k344 of Object.keys(x)) {
      const v345 = x[k344];
      const q346 = key(p, k344);
      if (k344 === "id") {
        if (!(typeof v345 === "string")) return err(q346, "invalid type: " + kind(v345) + ", expected string");
      }
      else if (k344 === "event") {
        if (!(typeof v345 === "string")) return err(q346, "invalid type: " + kind(v345) + ", expected string");
      }
      else if (k344 === "blocking") {
        if (!(typeof v345 === "boolean")) return err(q346, "invalid type: " + kind(v345) + ", expected boolean");
      }
      else if (k344 === "trusted_scope") {
        if (!(typeof v345 === "string")) return err(q346, "invalid type: " + kind(v345) + ", expected string");
      }
      else if (k344 === "on_failure") {
        if (!(typeof v345 === "string")) return err(q346, "invalid type: " + kind(v345) + ", expected string");
      }
      else if (k344 === "command") {
        if (!(Array.isArray(v345))) return err(q346, "invalid type: " + kind(v345) + ", expected array");
        if (Array.isArray(v345)) {
          for (let i347 = 0; i347 < v345.length; i347++) {
            const v348 = v345[i347];
            const q349 = q346 + "[" + i347 + "]";
            if (!(typeof v348 === "string")) return err(q349, "invalid type: " + kind(v348) + ", expected string");
          }
        }
      }
      else if (k344 === "conditions") {
        if (!(isObject(v345))) return err(q346, "invalid type: " + kind(v345) + ", expected object");
        if (isObject(v345)) {
          for (const k350 of Object.keys(v345)) {
            const v351 = v345[k350];
            const q352 = key(q346, k350);
            {
              if (!(typeof v351 === "string")) return err(q352, "invalid type: " + kind(v351) + ", expected string");
            }
          }
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "id")) return err(p, "missing field `id`");
    if (!Object.prototype.hasOwnProperty.call(x, "event")) return err(p, "missing field `event`");
    if (!Object.prototype.hasOwnProperty.call(x, "blocking")) return err(p, "missing field `blocking`");
    if (!Object.prototype.hasOwnProperty.call(x, "trusted_scope")) return err(p, "missing field `trusted_scope`");
    if (!Object.prototype.hasOwnProperty.call(x, "on_failure")) return err(p, "missing field `on_failure`");
  }
  return undefined;
}

function v_HookExecutedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k353 of Object.keys(x)) {
      const v354 = x[k353];
      const q355 = key(p, k353);
      if (k353 === "type") {
        if (!(typeof v354 === "string")) return err(q355, "invalid type: " + kind(v354) + ", expected string");
        if (v354 !== "hook.executed") return err(q355, "invalid value: " + kind(v354) + ", expected the constant " + "\"hook.executed\"");
      }
      else if (k353 === "hook_id") {
        if (!(typeof v354 === "string")) return err(q355, "invalid type: " + kind(v354) + ", expected string");
      }
      else if (k353 === "run_id") {
        if (!(typeof v354 === "string")) return err(q355, "invalid type: " + kind(v354) + ", expected string");
      }
      else if (k353 === "event_name") {
        if (!(typeof v354 === "string")) return err(q355, "invalid type: " + kind(v354) + ", expected string");
      }
      else if (k353 === "status") {
        if (!(typeof v354 === "string")) return err(q355, "invalid type: " + kind(v354) + ", expected string");
      }
      else if (k353 === "blocking") {
        if (!(typeof v354 === "boolean")) return err(q355, "invalid type: " + kind(v354) + ", expected boolean");
      }
      else if (k353 === "on_failure") {
        if (!(typeof v354 === "string")) return err(q355, "invalid type: " + kind(v354) + ", expected string");
      }
      else if (k353 === "elapsed_ms") {
        if (!(Number.isInteger(v354))) return err(q355, "invalid type: " + kind(v354) + ", expected integer");
      }
      else if (k353 === "blocked") {
        if (!(typeof v354 === "boolean")) return err(q355, "invalid type: " + kind(v354) + ", expected boolean");
      }
      else if (k353 === "reason") {
        if (!(typeof v354 === "string")) return err(q355, "invalid type: " + kind(v354) + ", expected string");
      }
      else if (k353 === "output_truncated") {
        if (!(typeof v354 === "boolean")) return err(q355, "invalid type: " + kind(v354) + ", expected boolean");
      }
      else if (k353 === "exit_code") {
        if (!(Number.isInteger(v354) || v354 === null)) return err(q355, "invalid type: " + kind(v354) + ", expected integer or null");
      }
      else if (k353 === "process_usage") {
        if (!(isObject(v354))) return err(q355, "invalid type: " + kind(v354) + ", expected object");
      }
      else if (k353 === "ts") {
        if (!(typeof v354 === "string")) return err(q355, "invalid type: " + kind(v354) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "hook_id")) return err(p, "missing field `hook_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "event_name")) return err(p, "missing field `event_name`");
    if (!Object.prototype.hasOwnProperty.call(x, "status")) return err(p, "missing field `status`");
    if (!Object.prototype.hasOwnProperty.call(x, "blocking")) return err(p, "missing field `blocking`");
    if (!Object.prototype.hasOwnProperty.call(x, "on_failure")) return err(p, "missing field `on_failure`");
    if (!Object.prototype.hasOwnProperty.call(x, "elapsed_ms")) return err(p, "missing field `elapsed_ms`");
    if (!Object.prototype.hasOwnProperty.call(x, "blocked")) return err(p, "missing field `blocked`");
    if (!Object.prototype.hasOwnProperty.call(x, "reason")) return err(p, "missing field `reason`");
    if (!Object.prototype.hasOwnProperty.call(x, "output_truncated")) return err(p, "missing field `output_truncated`");
    if (!Object.prototype.hasOwnProperty.call(x, "exit_code")) return err(p, "missing field `exit_code`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_HookRerunCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k356 of Object.keys(x)) {
      const v357 = x[k356];
      const q358 = key(p, k356);
      if (k356 === "type") {
        if (!(typeof v357 === "string")) return err(q358, "invalid type: " + kind(v357) + ", expected string");
        if (v357 !== "hooks.rerun") return err(q358, "invalid value: " + kind(v357) + ", expected the constant " + "\"hooks.rerun\"");
      }
      else if (k356 === "hook_id") {
        if (!(typeof v357 === "string")) return err(q358, "invalid type: " + kind(v357) + ", expected string");
        if (typeof v357 === "string") {
          const n359 = chars(v357);
          if (n359 < 1) return err(q358, "string of length " + n359 + " is shorter than minLength 1");
        }
      }
      else if (k356 === "session_id") {
        if (!(typeof v357 === "string")) return err(q358, "invalid type: " + kind(v357) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "hook_id")) return err(p, "missing field `hook_id`");
  }
  return undefined;
}

function v_HookRerunResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k360 of Object.keys(x)) {
      const v361 = x[k360];
      const q362 = key(p, k360);
      if (k360 === "hook_id") {
        if (!(typeof v361 === "string")) return err(q362, "invalid type: " + kind(v361) + ", expected string");
      }
      else if (k360 === "executed") {
        if (!(typeof v361 === "boolean")) return err(q362, "invalid type: " + kind(v361) + ", expected boolean");
      }
      else if (k360 === "status") {
        if (!(typeof v361 === "string")) return err(q362, "invalid type: " + kind(v361) + ", expected string");
      }
      else if (k360 === "reason") {
        if (!(typeof v361 === "string")) return err(q362, "invalid type: " + kind(v361) + ", expected string");
      }
      else if (k360 === "ts") {
        if (!(typeof v361 === "string")) return err(q362, "invalid type: " + kind(v361) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "hook_id")) return err(p, "missing field `hook_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "executed")) return err(p, "missing field `executed`");
  }
  return undefined;
}

function v_HooksListCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k363 of Object.keys(x)) {
      const v364 = x[k363];
      const q365 = key(p, k363);
      if (k363 === "type") {
        if (!(typeof v364 === "string")) return err(q365, "invalid type: " + kind(v364) + ", expected string");
        if (v364 !== "hooks.list") return err(q365, "invalid value: " + kind(v364) + ", expected the constant " + "\"hooks.list\"");
      }
      else if (k363 === "limit") {
        if (!(Number.isInteger(v364))) return err(q365, "invalid type: " + kind(v364) + ", expected integer");
        if (typeof v364 === "number") {
          if (v364 < 1) return err(q365, v364 + " is less than minimum 1");
          if (v364 > 100) return err(q365, v364 + " is greater than maximum 100");
        }
      }
    }
  }
  return undefined;
}

function v_HooksListResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k366 of Object.keys(x)) {
      const v367 = x[k366];
      const q368 = key(p, k366);
      if (k366 === "configs") {
        if (!(Array.isArray(v367))) return err(q368, "invalid type: " + kind(v367) + ", expected array");
        if (Array.isArray(v367)) {
          for (let i369 = 0; i369 < v367.length; i369++) {
            const v370 = v367[i369];
            const q371 = q368 + "[" + i369 + "]";
            { const e372 = v_HookConfigInfo(v370, q371); if (e372) return e372; }
          }
        }
      }
      else if (k366 === "audit_events") {
        if (!(Array.isArray(v367))) return err(q368, "invalid type: " + kind(v367) + ", expected array");
        if (Array.isArray(v367)) {
          for (let i373 = 0; i373 < v367.length; i373++) {
            const v374 = v367[i373];
            const q375 = q368 + "[" + i373 + "]";
            { const e376 = v_HookAuditInfo(v374, q375); if (e376) return e376; }
          }
        }
      }
    }
  }
  return undefined;
}

function v_ImageArtifactInput(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k377 of Object.keys(x)) {
      const v378 = x[k377];
      const q379 = key(p, k377);
      if (k377 === "sha256") {
        if (!(typeof v378 === "string")) return err(q379, "invalid type: " + kind(v378) + ", expected string");
        if (typeof v378 === "string") {
          if (!/^[0-9a-f]{64}$/u.test(v378)) return err(q379, "string does not match pattern ^[0-9a-f]{64}$");
        }
      }
      else if (k377 === "media_type") {
        if (!(typeof v378 === "string")) return err(q379, "invalid type: " + kind(v378) + ", expected string");
        if (typeof v378 === "string") {
          if (!/^image\/(png|jpeg|webp|gif)$/u.test(v378)) return err(q379, "string does not match pattern ^image/(png|jpeg|webp|gif)$");
        }
      }
      else if (k377 === "size") {
        if (!(Number.isInteger(v378))) return err(q379, "invalid type: " + kind(v378) + ", expected integer");
        if (typeof v378 === "number") {
          if (v378 < 1) return err(q379, v378 + " is less than minimum 1");
          if (v378 > 2097152) return err(q379, v378 + " is greater than maximum 2097152");
        }
      }
      else if (k377 === "width") {
        if (!(Number.isInteger(v378))) return err(q379, "invalid type: " + kind(v378) + ", expected integer");
        if (typeof v378 === "number") {
          if (v378 < 1) return err(q379, v378 + " is less than minimum 1");
          if (v378 > 100000) return err(q379, v378 + " is greater than maximum 100000");
        }
      }
      else if (k377 === "height") {
        if (!(Number.isInteger(v378))) return err(q379, "invalid type: " + kind(v378) + ", expected integer");
        if (typeof v378 === "number") {
          if (v378 < 1) return err(q379, v378 + " is less than minimum 1");
          if (v378 > 100000) return err(q379, v378 + " is greater than maximum 100000");
        }
      }
      else return err(q379, "unknown field `" + k377 + "`" + ", expected one of `sha256`, `media_type`, `size`, `width`, `height`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "sha256")) return err(p, "missing field `sha256`");
    if (!Object.prototype.hasOwnProperty.call(x, "media_type")) return err(p, "missing field `media_type`");
    if (!Object.prototype.hasOwnProperty.call(x, "size")) return err(p, "missing field `size`");
    if (!Object.prototype.hasOwnProperty.call(x, "width")) return err(p, "missing field `width`");
    if (!Object.prototype.hasOwnProperty.call(x, "height")) return err(p, "missing field `height`");
  }
  return undefined;
}

function v_JsonValue(x, p) {
  return undefined;
}

function v_LlmAttemptFinishedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k380 of Object.keys(x)) {
      const v381 = x[k380];
      const q382 = key(p, k380);
      if (k380 === "type") {
        if (!(typeof v381 === "string")) return err(q382, "invalid type: " + kind(v381) + ", expected string");
        if (v381 !== "llm.attempt_finished") return err(q382, "invalid value: " + kind(v381) + ", expected the constant " + "\"llm.attempt_finished\"");
      }
      else if (k380 === "run_id") {
        if (!(typeof v381 === "string")) return err(q382, "invalid type: " + kind(v381) + ", expected string");
      }
      else if (k380 === "step") {
        if (!(Number.isInteger(v381))) return err(q382, "invalid type: " + kind(v381) + ", expected integer");
      }
      else if (k380 === "attempt") {
        if (!(Number.isInteger(v381))) return err(q382, "invalid type: " + kind(v381) + ", expected integer");
      }
      else if (k380 === "status") {
        { const e383 = v_AttemptStatus(v381, q382); if (e383) return e383; }
      }
      else if (k380 === "failure_code") {
        if (!(typeof v381 === "string")) return err(q382, "invalid type: " + kind(v381) + ", expected string");
      }
      else if (k380 === "request_snapshot_digest") {
        if (!(typeof v381 === "string")) return err(q382, "invalid type: " + kind(v381) + ", expected string");
      }
      else if (k380 === "ledger_seq") {
        if (!(Number.isInteger(v381) || v381 === null)) return err(q382, "invalid type: " + kind(v381) + ", expected integer or null");
      }
      else if (k380 === "ts") {
        if (!(typeof v381 === "string")) return err(q382, "invalid type: " + kind(v381) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "step")) return err(p, "missing field `step`");
    if (!Object.prototype.hasOwnProperty.call(x, "attempt")) return err(p, "missing field `attempt`");
    if (!Object.prototype.hasOwnProperty.call(x, "status")) return err(p, "missing field `status`");
    if (!Object.prototype.hasOwnProperty.call(x, "request_snapshot_digest")) return err(p, "missing field `request_snapshot_digest`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_LlmModelSelectedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k384 of Object.keys(x)) {
      const v385 = x[k384];
      const q386 = key(p, k384);
      if (k384 === "type") {
        if (!(typeof v385 === "string")) return err(q386, "invalid type: " + kind(v385) + ", expected string");
        if (v385 !== "llm.model_selected") return err(q386, "invalid value: " + kind(v385) + ", expected the constant " + "\"llm.model_selected\"");
      }
      else if (k384 === "run_id") {
        if (!(typeof v385 === "string")) return err(q386, "invalid type: " + kind(v385) + ", expected string");
      }
      else if (k384 === "model") {
        if (!(typeof v385 === "string")) return err(q386, "invalid type: " + kind(v385) + ", expected string");
      }
      else if (k384 === "strategy") {
        if (!(typeof v385 === "string")) return err(q386, "invalid type: " + kind(v385) + ", expected string");
      }
      else if (k384 === "ts") {
        if (!(typeof v385 === "string")) return err(q386, "invalid type: " + kind(v385) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "model")) return err(p, "missing field `model`");
    if (!Object.prototype.hasOwnProperty.call(x, "strategy")) return err(p, "missing field `strategy`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_LlmReasoningEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k387 of Object.keys(x)) {
      const v388 = x[k387];
      const q389 = key(p, k387);
      if (k387 === "type") {
        if (!(typeof v388 === "string")) return err(q389, "invalid type: " + kind(v388) + ", expected string");
        if (v388 !== "llm.reasoning") return err(q389, "invalid value: " + kind(v388) + ", expected the constant " + "\"llm.reasoning\"");
      }
      else if (k387 === "run_id") {
        if (!(typeof v388 === "string")) return err(q389, "invalid type: " + kind(v388) + ", expected string");
      }
      else if (k387 === "content") {
        if (!(typeof v388 === "string")) return err(q389, "invalid type: " + kind(v388) + ", expected string");
      }
      else if (k387 === "ts") {
        if (!(typeof v388 === "string")) return err(q389, "invalid type: " + kind(v388) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "content")) return err(p, "missing field `content`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_LlmRequestPreparedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k390 of Object.keys(x)) {
      const v391 = x[k390];
      const q392 = key(p, k390);
      if (k390 === "type") {
        if (!(typeof v391 === "string")) return err(q392, "invalid type: " + kind(v391) + ", expected string");
        if (v391 !== "llm.request_prepared") return err(q392, "invalid value: " + kind(v391) + ", expected the constant " + "\"llm.request_prepared\"");
      }
      else if (k390 === "run_id") {
        if (!(typeof v391 === "string")) return err(q392, "invalid type: " + kind(v391) + ", expected string");
      }
      else if (k390 === "step") {
        if (!(Number.isInteger(v391))) return err(q392, "invalid type: " + kind(v391) + ", expected integer");
      }
      else if (k390 === "ledger_seq") {
        if (!(Number.isInteger(v391) || v391 === null)) return err(q392, "invalid type: " + kind(v391) + ", expected integer or null");
        if (typeof v391 === "number") {
          if (v391 < 1) return err(q392, v391 + " is less than minimum 1");
        }
      }
      else if (k390 === "request_snapshot_digest") {
        if (!(typeof v391 === "string")) return err(q392, "invalid type: " + kind(v391) + ", expected string");
        if (typeof v391 === "string") {
          if (!/^[0-9a-f]{64}$/u.test(v391)) return err(q392, "string does not match pattern ^[0-9a-f]{64}$");
        }
      }
      else if (k390 === "preset_id") {
        if (!(typeof v391 === "string")) return err(q392, "invalid type: " + kind(v391) + ", expected string");
      }
      else if (k390 === "preset_digest") {
        if (!(typeof v391 === "string")) return err(q392, "invalid type: " + kind(v391) + ", expected string");
        if (typeof v391 === "string") {
          if (!/^(?:|[0-9a-f]{64})$/u.test(v391)) return err(q392, "string does not match pattern ^(?:|[0-9a-f]{64})$");
        }
      }
      else if (k390 === "route_id") {
        if (!(typeof v391 === "string")) return err(q392, "invalid type: " + kind(v391) + ", expected string");
      }
      else if (k390 === "model") {
        if (!(typeof v391 === "string")) return err(q392, "invalid type: " + kind(v391) + ", expected string");
      }
      else if (k390 === "wire_format") {
        if (!(typeof v391 === "string")) return err(q392, "invalid type: " + kind(v391) + ", expected string");
      }
      else if (k390 === "execution_contract_digest") {
        if (!(typeof v391 === "string")) return err(q392, "invalid type: " + kind(v391) + ", expected string");
      }
      else if (k390 === "ts") {
        if (!(typeof v391 === "string")) return err(q392, "invalid type: " + kind(v391) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "step")) return err(p, "missing field `step`");
    if (!Object.prototype.hasOwnProperty.call(x, "request_snapshot_digest")) return err(p, "missing field `request_snapshot_digest`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_LlmRetryEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k393 of Object.keys(x)) {
      const v394 = x[k393];
      const q395 = key(p, k393);
      if (k393 === "type") {
        if (!(typeof v394 === "string")) return err(q395, "invalid type: " + kind(v394) + ", expected string");
        if (v394 !== "llm.retry") return err(q395, "invalid value: " + kind(v394) + ", expected the constant " + "\"llm.retry\"");
      }
      else if (k393 === "run_id") {
        if (!(typeof v394 === "string")) return err(q395, "invalid type: " + kind(v394) + ", expected string");
      }
      else if (k393 === "step") {
        if (!(Number.isInteger(v394))) return err(q395, "invalid type: " + kind(v394) + ", expected integer");
      }
      else if (k393 === "kind") {
        { const e396 = v_RetryKind(v394, q395); if (e396) return e396; }
      }
      else if (k393 === "attempt") {
        if (!(Number.isInteger(v394))) return err(q395, "invalid type: " + kind(v394) + ", expected integer");
      }
      else if (k393 === "reason") {
        if (!(typeof v394 === "string")) return err(q395, "invalid type: " + kind(v394) + ", expected string");
      }
      else if (k393 === "delay_ms") {
        if (!(Number.isInteger(v394))) return err(q395, "invalid type: " + kind(v394) + ", expected integer");
      }
      else if (k393 === "max_retries") {
        if (!(Number.isInteger(v394))) return err(q395, "invalid type: " + kind(v394) + ", expected integer");
      }
      else if (k393 === "failure_code") {
        if (!(typeof v394 === "string")) return err(q395, "invalid type: " + kind(v394) + ", expected string");
      }
      else if (k393 === "request_snapshot_digest") {
        if (!(typeof v394 === "string")) return err(q395, "invalid type: " + kind(v394) + ", expected string");
      }
      else if (k393 === "ledger_seq") {
        if (!(Number.isInteger(v394) || v394 === null)) return err(q395, "invalid type: " + kind(v394) + ", expected integer or null");
      }
      else if (k393 === "ts") {
        if (!(typeof v394 === "string")) return err(q395, "invalid type: " + kind(v394) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "step")) return err(p, "missing field `step`");
    if (!Object.prototype.hasOwnProperty.call(x, "kind")) return err(p, "missing field `kind`");
    if (!Object.prototype.hasOwnProperty.call(x, "attempt")) return err(p, "missing field `attempt`");
    if (!Object.prototype.hasOwnProperty.call(x, "reason")) return err(p, "missing field `reason`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_LlmRouteSelectedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k397 of Object.keys(x)) {
      const v398 = x[k397];
      const q399 = key(p, k397);
      if (k397 === "type") {
        if (!(typeof v398 === "string")) return err(q399, "invalid type: " + kind(v398) + ", expected string");
        if (v398 !== "llm.route_selected") return err(q399, "invalid value: " + kind(v398) + ", expected the constant " + "\"llm.route_selected\"");
      }
      else if (k397 === "run_id") {
        if (!(typeof v398 === "string")) return err(q399, "invalid type: " + kind(v398) + ", expected string");
      }
      else if (k397 === "route_id") {
        if (!(typeof v398 === "string")) return err(q399, "invalid type: " + kind(v398) + ", expected string");
      }
      else if (k397 === "wire_format") {
        if (!(typeof v398 === "string")) return err(q399, "invalid type: " + kind(v398) + ", expected string");
      }
      else if (k397 === "base_url_origin") {
        if (!(typeof v398 === "string")) return err(q399, "invalid type: " + kind(v398) + ", expected string");
      }
      else if (k397 === "model") {
        if (!(typeof v398 === "string")) return err(q399, "invalid type: " + kind(v398) + ", expected string");
      }
      else if (k397 === "credential_source") {
        { const e400 = v_CredentialSource(v398, q399); if (e400) return e400; }
      }
      else if (k397 === "strategy") {
        if (!(typeof v398 === "string")) return err(q399, "invalid type: " + kind(v398) + ", expected string");
      }
      else if (k397 === "candidates") {
        if (!(Array.isArray(v398))) return err(q399, "invalid type: " + kind(v398) + ", expected array");
        if (Array.isArray(v398)) {
          for (let i401 = 0; i401 < v398.length; i401++) {
            const v402 = v398[i401];
            const q403 = q399 + "[" + i401 + "]";
            if (!(typeof v402 === "string")) return err(q403, "invalid type: " + kind(v402) + ", expected string");
          }
        }
      }
      else if (k397 === "reason") {
        if (!(typeof v398 === "string")) return err(q399, "invalid type: " + kind(v398) + ", expected string");
      }
      else if (k397 === "step") {
        if (!(Number.isInteger(v398))) return err(q399, "invalid type: " + kind(v398) + ", expected integer");
      }
      else if (k397 === "accumulated_cost_usd") {
        if (!(typeof v398 === "number" || v398 === null)) return err(q399, "invalid type: " + kind(v398) + ", expected number or null");
      }
      else if (k397 === "cost_budget_usd") {
        if (!(typeof v398 === "number" || v398 === null)) return err(q399, "invalid type: " + kind(v398) + ", expected number or null");
      }
      else if (k397 === "temperature") {
        if (!(typeof v398 === "number" || v398 === null)) return err(q399, "invalid type: " + kind(v398) + ", expected number or null");
      }
      else if (k397 === "ts") {
        if (!(typeof v398 === "string")) return err(q399, "invalid type: " + kind(v398) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "route_id")) return err(p, "missing field `route_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "wire_format")) return err(p, "missing field `wire_format`");
    if (!Object.prototype.hasOwnProperty.call(x, "base_url_origin")) return err(p, "missing field `base_url_origin`");
    if (!Object.prototype.hasOwnProperty.call(x, "model")) return err(p, "missing field `model`");
    if (!Object.prototype.hasOwnProperty.call(x, "credential_source")) return err(p, "missing field `credential_source`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_LlmTokenEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k404 of Object.keys(x)) {
      const v405 = x[k404];
      const q406 = key(p, k404);
      if (k404 === "type") {
        if (!(typeof v405 === "string")) return err(q406, "invalid type: " + kind(v405) + ", expected string");
        if (v405 !== "llm.token") return err(q406, "invalid value: " + kind(v405) + ", expected the constant " + "\"llm.token\"");
      }
      else if (k404 === "run_id") {
        if (!(typeof v405 === "string")) return err(q406, "invalid type: " + kind(v405) + ", expected string");
      }
      else if (k404 === "token") {
        if (!(typeof v405 === "string")) return err(q406, "invalid type: " + kind(v405) + ", expected string");
      }
      else if (k404 === "ts") {
        if (!(typeof v405 === "string")) return err(q406, "invalid type: " + kind(v405) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "token")) return err(p, "missing field `token`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_LlmUsageEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k407 of Object.keys(x)) {
      const v408 = x[k407];
      const q409 = key(p, k407);
      if (k407 === "type") {
        if (!(typeof v408 === "string")) return err(q409, "invalid type: " + kind(v408) + ", expected string");
        if (v408 !== "llm.usage") return err(q409, "invalid value: " + kind(v408) + ", expected the constant " + "\"llm.usage\"");
      }
      else if (k407 === "run_id") {
        if (!(typeof v408 === "string")) return err(q409, "invalid type: " + kind(v408) + ", expected string");
      }
      else if (k407 === "input_tokens") {
        if (!(Number.isInteger(v408))) return err(q409, "invalid type: " + kind(v408) + ", expected integer");
      }
      else if (k407 === "output_tokens") {
        if (!(Number.isInteger(v408))) return err(q409, "invalid type: " + kind(v408) + ", expected integer");
      }
      else if (k407 === "cache_read_input_tokens") {
        if (!(Number.isInteger(v408))) return err(q409, "invalid type: " + kind(v408) + ", expected integer");
      }
      else if (k407 === "cache_creation_input_tokens") {
        if (!(Number.isInteger(v408))) return err(q409, "invalid type: " + kind(v408) + ", expected integer");
      }
      else if (k407 === "context_pct") {
        if (!(typeof v408 === "number")) return err(q409, "invalid type: " + kind(v408) + ", expected number");
      }
      else if (k407 === "purpose") {
        { const e410 = v_UsagePurpose(v408, q409); if (e410) return e410; }
      }
      else if (k407 === "model") {
        if (!(typeof v408 === "string")) return err(q409, "invalid type: " + kind(v408) + ", expected string");
      }
      else if (k407 === "ts") {
        if (!(typeof v408 === "string")) return err(q409, "invalid type: " + kind(v408) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "input_tokens")) return err(p, "missing field `input_tokens`");
    if (!Object.prototype.hasOwnProperty.call(x, "output_tokens")) return err(p, "missing field `output_tokens`");
    if (!Object.prototype.hasOwnProperty.call(x, "cache_read_input_tokens")) return err(p, "missing field `cache_read_input_tokens`");
    if (!Object.prototype.hasOwnProperty.call(x, "cache_creation_input_tokens")) return err(p, "missing field `cache_creation_input_tokens`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_LogLineEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k411 of Object.keys(x)) {
      const v412 = x[k411];
      const q413 = key(p, k411);
      if (k411 === "type") {
        if (!(typeof v412 === "string")) return err(q413, "invalid type: " + kind(v412) + ", expected string");
        if (v412 !== "log.line") return err(q413, "invalid value: " + kind(v412) + ", expected the constant " + "\"log.line\"");
      }
      else if (k411 === "run_id") {
        if (!(typeof v412 === "string")) return err(q413, "invalid type: " + kind(v412) + ", expected string");
      }
      else if (k411 === "level") {
        if (!(typeof v412 === "string")) return err(q413, "invalid type: " + kind(v412) + ", expected string");
      }
      else if (k411 === "source") {
        if (!(typeof v412 === "string")) return err(q413, "invalid type: " + kind(v412) + ", expected string");
      }
      else if (k411 === "message") {
        if (!(typeof v412 === "string")) return err(q413, "invalid type: " + kind(v412) + ", expected string");
      }
      else if (k411 === "ts") {
        if (!(typeof v412 === "string")) return err(q413, "invalid type: " + kind(v412) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "level")) return err(p, "missing field `level`");
    if (!Object.prototype.hasOwnProperty.call(x, "source")) return err(p, "missing field `source`");
    if (!Object.prototype.hasOwnProperty.call(x, "message")) return err(p, "missing field `message`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_LspDiagnosticsEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k414 of Object.keys(x)) {
      const v415 = x[k414];
      const q416 = key(p, k414);
      if (k414 === "type") {
        if (!(typeof v415 === "string")) return err(q416, "invalid type: " + kind(v415) + ", expected string");
        if (v415 !== "lsp.diagnostics") return err(q416, "invalid value: " + kind(v415) + ", expected the constant " + "\"lsp.diagnostics\"");
      }
      else if (k414 === "run_id") {
        if (!(typeof v415 === "string")) return err(q416, "invalid type: " + kind(v415) + ", expected string");
      }
      else if (k414 === "step") {
        if (!(Number.isInteger(v415))) return err(q416, "invalid type: " + kind(v415) + ", expected integer");
      }
      else if (k414 === "status") {
        { const e417 = v_DiagnosticsStatus(v415, q416); if (e417) return e417; }
      }
      else if (k414 === "tool") {
        if (!(typeof v415 === "string")) return err(q416, "invalid type: " + kind(v415) + ", expected string");
      }
      else if (k414 === "paths") {
        if (!(Array.isArray(v415))) return err(q416, "invalid type: " + kind(v415) + ", expected array");
        if (Array.isArray(v415)) {
          for (let i418 = 0; i418 < v415.length; i418++) {
            const v419 = v415[i418];
            const q420 = q416 + "[" + i418 + "]";
            if (!(typeof v419 === "string")) return err(q420, "invalid type: " + kind(v419) + ", expected string");
          }
        }
      }
      else if (k414 === "diagnostic_count") {
        if (!(Number.isInteger(v415))) return err(q416, "invalid type: " + kind(v415) + ", expected integer");
      }
      else if (k414 === "duration_ms") {
        if (!(Number.isInteger(v415))) return err(q416, "invalid type: " + kind(v415) + ", expected integer");
        if (typeof v415 === "number") {
          if (v415 < 0) return err(q416, v415 + " is less than minimum 0");
        }
      }
      else if (k414 === "truncated") {
        if (!(typeof v415 === "boolean")) return err(q416, "invalid type: " + kind(v415) + ", expected boolean");
      }
      else if (k414 === "error") {
        if (!(typeof v415 === "string")) return err(q416, "invalid type: " + kind(v415) + ", expected string");
      }
      else if (k414 === "ts") {
        if (!(typeof v415 === "string")) return err(q416, "invalid type: " + kind(v415) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "step")) return err(p, "missing field `step`");
    if (!Object.prototype.hasOwnProperty.call(x, "status")) return err(p, "missing field `status`");
    if (!Object.prototype.hasOwnProperty.call(x, "tool")) return err(p, "missing field `tool`");
    if (!Object.prototype.hasOwnProperty.call(x, "paths")) return err(p, "missing field `paths`");
    if (!Object.prototype.hasOwnProperty.call(x, "diagnostic_count")) return err(p, "missing field `diagnostic_count`");
    if (!Object.prototype.hasOwnProperty.call(x, "truncated")) return err(p, "missing field `truncated`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_McpListCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k421 of Object.keys(x)) {
      const v422 = x[k421];
      const q423 = key(p, k421);
      if (k421 === "type") {
        if (!(typeof v422 === "string")) return err(q423, "invalid type: " + kind(v422) + ", expected string");
        if (v422 !== "mcp.list") return err(q423, "invalid value: " + kind(v422) + ", expected the constant " + "\"mcp.list\"");
      }
    }
  }
  return undefined;
}

function v_McpListResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k424 of Object.keys(x)) {
      const v425 = x[k424];
      const q426 = key(p, k424);
      if (k424 === "servers") {
        if (!(Array.isArray(v425))) return err(q426, "invalid type: " + kind(v425) + ", expected array");
        if (Array.isArray(v425)) {
          for (let i427 = 0; i427 < v425.length; i427++) {
            const v428 = v425[i427];
            const q429 = q426 + "[" + i427 + "]";
            { const e430 = v_McpServerInfo(v428, q429); if (e430) return e430; }
          }
        }
      }
    }
  }
  return undefined;
}

function v_McpServerInfo(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k431 of Object.keys(x)) {
      const v432 = x[k431];
      const q433 = key(p, k431);
      if (k431 === "name") {
        if (!(typeof v432 === "string")) return err(q433, "invalid type: " + kind(v432) + ", expected string");
      }
      else if (k431 === "transport") {
        if (!(typeof v432 === "string")) return err(q433, "invalid type: " + kind(v432) + ", expected string");
      }
      else if (k431 === "status") {
        if (!(typeof v432 === "string")) return err(q433, "invalid type: " + kind(v432) + ", expected string");
      }
      else if (k431 === "tool_count") {
        if (!(Number.isInteger(v432))) return err(q433, "invalid type: " + kind(v432) + ", expected integer");
      }
      else if (k431 === "tools") {
        if (!(Array.isArray(v432))) return err(q433, "invalid type: " + kind(v432) + ", expected array");
        if (Array.isArray(v432)) {
          for (let i434 = 0; i434 < v432.length; i434++) {
            const v435 = v432[i434];
            const q436 = q433 + "[" + i434 + "]";
            if (!(isObject(v435))) return err(q436, "invalid type: " + kind(v435) + ", expected object");
          }
        }
      }
      else if (k431 === "error") {
        if (!(typeof v432 === "string")) return err(q433, "invalid type: " + kind(v432) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "name")) return err(p, "missing field `name`");
    if (!Object.prototype.hasOwnProperty.call(x, "transport")) return err(p, "missing field `transport`");
    if (!Object.prototype.hasOwnProperty.call(x, "status")) return err(p, "missing field `status`");
    if (!Object.prototype.hasOwnProperty.call(x, "tool_count")) return err(p, "missing field `tool_count`");
  }
  return undefined;
}

function v_MemoryAddCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k437 of Object.keys(x)) {
      const v438 = x[k437];
      const q439 = key(p, k437);
      if (k437 === "type") {
        if (!(typeof v438 === "string")) return err(q439, "invalid type: " + kind(v438) + ", expected string");
        if (v438 !== "memory.add") return err(q439, "invalid value: " + kind(v438) + ", expected the constant " + "\"memory.add\"");
      }
      else if (k437 === "name") {
        if (!(typeof v438 === "string")) return err(q439, "invalid type: " + kind(v438) + ", expected string");
        if (typeof v438 === "string") {
          const n440 = chars(v438);
          if (n440 < 1) return err(q439, "string of length " + n440 + " is shorter than minLength 1");
          if (n440 > 200) return err(q439, "string of length " + n440 + " is longer than maxLength 200");
        }
      }
      else if (k437 === "description") {
        if (!(typeof v438 === "string")) return err(q439, "invalid type: " + kind(v438) + ", expected string");
        if (typeof v438 === "string") {
          const n441 = chars(v438);
          if (n441 > 1000) return err(q439, "string of length " + n441 + " is longer than maxLength 1000");
        }
      }
      else if (k437 === "memory_type") {
        { const e442 = v_MemoryType(v438, q439); if (e442) return e442; }
      }
      else if (k437 === "body") {
        if (!(typeof v438 === "string")) return err(q439, "invalid type: " + kind(v438) + ", expected string");
        if (typeof v438 === "string") {
          const n443 = chars(v438);
          if (n443 < 1) return err(q439, "string of length " + n443 + " is shorter than minLength 1");
          if (n443 > 100000) return err(q439, "string of length " + n443 + " is longer than maxLength 100000");
        }
      }
      else if (k437 === "source_session_id") {
        if (!(typeof v438 === "string")) return err(q439, "invalid type: " + kind(v438) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "name")) return err(p, "missing field `name`");
    if (!Object.prototype.hasOwnProperty.call(x, "body")) return err(p, "missing field `body`");
  }
  return undefined;
}

function v_MemoryAutoSave(x, p) {
  if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
  if (!["prompt", "off"].some((v) => equal(v, x))) return err(p, "unknown variant " + kind(x) + ", expected one of `prompt`, `off`");
  return undefined;
}

function v_MemoryDeleteCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k444 of Object.keys(x)) {
      const v445 = x[k444];
      const q446 = key(p, k444);
      if (k444 === "type") {
        if (!(typeof v445 === "string")) return err(q446, "invalid type: " + kind(v445) + ", expected string");
        if (v445 !== "memory.delete") return err(q446, "invalid value: " + kind(v445) + ", expected the constant " + "\"memory.delete\"");
      }
      else if (k444 === "memory_id") {
        if (!(typeof v445 === "string")) return err(q446, "invalid type: " + kind(v445) + ", expected string");
        if (typeof v445 === "string") {
          const n447 = chars(v445);
          if (n447 < 1) return err(q446, "string of length " + n447 + " is shorter than minLength 1");
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "memory_id")) return err(p, "missing field `memory_id`");
  }
  return undefined;
}

function v_MemoryDeleteResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k448 of Object.keys(x)) {
      const v449 = x[k448];
      const q450 = key(p, k448);
      if (k448 === "memory_id") {
        if (!(typeof v449 === "string")) return err(q450, "invalid type: " + kind(v449) + ", expected string");
      }
      else if (k448 === "deleted") {
        if (!(typeof v449 === "boolean")) return err(q450, "invalid type: " + kind(v449) + ", expected boolean");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "memory_id")) return err(p, "missing field `memory_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "deleted")) return err(p, "missing field `deleted`");
  }
  return undefined;
}

function v_MemoryEditCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k451 of Object.keys(x)) {
      const v452 = x[k451];
      const q453 = key(p, k451);
      if (k451 === "type") {
        if (!(typeof v452 === "string")) return err(q453, "invalid type: " + kind(v452) + ", expected string");
        if (v452 !== "memory.edit") return err(q453, "invalid value: " + kind(v452) + ", expected the constant " + "\"memory.edit\"");
      }
      else if (k451 === "memory_id") {
        if (!(typeof v452 === "string")) return err(q453, "invalid type: " + kind(v452) + ", expected string");
        if (typeof v452 === "string") {
          const n454 = chars(v452);
          if (n454 < 1) return err(q453, "string of length " + n454 + " is shorter than minLength 1");
        }
      }
      else if (k451 === "name") {
        if (!(typeof v452 === "string" || v452 === null)) return err(q453, "invalid type: " + kind(v452) + ", expected string or null");
        if (typeof v452 === "string") {
          const n455 = chars(v452);
          if (n455 < 1) return err(q453, "string of length " + n455 + " is shorter than minLength 1");
          if (n455 > 200) return err(q453, "string of length " + n455 + " is longer than maxLength 200");
        }
      }
      else if (k451 === "description") {
        if (!(typeof v452 === "string" || v452 === null)) return err(q453, "invalid type: " + kind(v452) + ", expected string or null");
        if (typeof v452 === "string") {
          const n456 = chars(v452);
          if (n456 > 1000) return err(q453, "string of length " + n456 + " is longer than maxLength 1000");
        }
      }
      else if (k451 === "memory_type") {
        const e457 = (() => {
          {
            const u458 = [];
            const b459 = (() => {
              { const e460 = v_MemoryType(v452, q453); if (e460) return e460; }
              return undefined;
            })();
            if (b459 === undefined) return undefined;
            u458.push(b459);
            const b461 = (() => {
              if (!(v452 === null)) return err(q453, "invalid type: " + kind(v452) + ", expected null");
              return undefined;
            })();
            if (b461 === undefined) return undefined;
            u458.push(b461);
            const u458d = u458.reduce((a, b) => (b.path.length > a.path.length ? b : a));
            return u458d;
          }
        })();
        if (e457) return e457;
      }
      else if (k451 === "body") {
        if (!(typeof v452 === "string" || v452 === null)) return err(q453, "invalid type: " + kind(v452) + ", expected string or null");
        if (typeof v452 === "string") {
          const n462 = chars(v452);
          if (n462 < 1) return err(q453, "string of length " + n462 + " is shorter than minLength 1");
          if (n462 > 100000) return err(q453, "string of length " + n462 + " is longer than maxLength 100000");
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "memory_id")) return err(p, "missing field `memory_id`");
  }
  return undefined;
}

function v_MemoryExpireCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k463 of Object.keys(x)) {
      const v464 = x[k463];
      const q465 = key(p, k463);
      if (k463 === "type") {
        if (!(typeof v464 === "string")) return err(q465, "invalid type: " + kind(v464) + ", expected string");
        if (v464 !== "memory.expire") return err(q465, "invalid value: " + kind(v464) + ", expected the constant " + "\"memory.expire\"");
      }
      else if (k463 === "memory_id") {
        if (!(typeof v464 === "string")) return err(q465, "invalid type: " + kind(v464) + ", expected string");
        if (typeof v464 === "string") {
          const n466 = chars(v464);
          if (n466 < 1) return err(q465, "string of length " + n466 + " is shorter than minLength 1");
        }
      }
      else if (k463 === "expires_at") {
        if (!(typeof v464 === "string" || v464 === null)) return err(q465, "invalid type: " + kind(v464) + ", expected string or null");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "memory_id")) return err(p, "missing field `memory_id`");
  }
  return undefined;
}

function v_MemoryInfo(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k467 of Object.keys(x)) {
      const v468 = x[k467];
      const q469 = key(p, k467);
      if (k467 === "id") {
        if (!(typeof v468 === "string")) return err(q469, "invalid type: " + kind(v468) + ", expected string");
      }
      else if (k467 === "name") {
        if (!(typeof v468 === "string")) return err(q469, "invalid type: " + kind(v468) + ", expected string");
      }
      else if (k467 === "description") {
        if (!(typeof v468 === "string")) return err(q469, "invalid type: " + kind(v468) + ", expected string");
      }
      else if (k467 === "type") {
        if (!(typeof v468 === "string")) return err(q469, "invalid type: " + kind(v468) + ", expected string");
      }
      else if (k467 === "body") {
        if (!(typeof v468 === "string")) return err(q469, "invalid type: " + kind(v468) + ", expected string");
      }
      else if (k467 === "source_session_id") {
        if (!(typeof v468 === "string")) return err(q469, "invalid type: " + kind(v468) + ", expected string");
      }
      else if (k467 === "source_run_id") {
        if (!(typeof v468 === "string")) return err(q469, "invalid type: " + kind(v468) + ", expected string");
      }
      else if (k467 === "created_at") {
        if (!(typeof v468 === "string")) return err(q469, "invalid type: " + kind(v468) + ", expected string");
      }
      else if (k467 === "updated_at") {
        if (!(typeof v468 === "string")) return err(q469, "invalid type: " + kind(v468) + ", expected string");
      }
      else if (k467 === "pinned") {
        if (!(typeof v468 === "boolean")) return err(q469, "invalid type: " + kind(v468) + ", expected boolean");
      }
      else if (k467 === "expires_at") {
        if (!(typeof v468 === "string" || v468 === null)) return err(q469, "invalid type: " + kind(v468) + ", expected string or null");
      }
      else if (k467 === "expired") {
        if (!(typeof v468 === "boolean")) return err(q469, "invalid type: " + kind(v468) + ", expected boolean");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "id")) return err(p, "missing field `id`");
    if (!Object.prototype.hasOwnProperty.call(x, "name")) return err(p, "missing field `name`");
    if (!Object.prototype.hasOwnProperty.call(x, "description")) return err(p, "missing field `description`");
    if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
    if (!Object.prototype.hasOwnProperty.call(x, "body")) return err(p, "missing field `body`");
    if (!Object.prototype.hasOwnProperty.call(x, "source_session_id")) return err(p, "missing field `source_session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "source_run_id")) return err(p, "missing field `source_run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "created_at")) return err(p, "missing field `created_at`");
    if (!Object.prototype.hasOwnProperty.call(x, "updated_at")) return err(p, "missing field `updated_at`");
  }
  return undefined;
}

function v_MemoryListCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k470 of Object.keys(x)) {
      const v471 = x[k470];
      const q472 = key(p, k470);
      if (k470 === "type") {
        if (!(typeof v471 === "string")) return err(q472, "invalid type: " + kind(v471) + ", expected string");
        if (v471 !== "memory.list") return err(q472, "invalid value: " + kind(v471) + ", expected the constant " + "\"memory.list\"");
      }
      else if (k470 === "include_expired") {
        if (!(typeof v471 === "boolean")) return err(q472, "invalid type: " + kind(v471) + ", expected boolean");
      }
    }
  }
  return undefined;
}

function v_MemoryListResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k473 of Object.keys(x)) {
      const v474 = x[k473];
      const q475 = key(p, k473);
      if (k473 === "memories") {
        if (!(Array.isArray(v474))) return err(q475, "invalid type: " + kind(v474) + ", expected array");
        if (Array.isArray(v474)) {
          for (let i476 = 0; i476 < v474.length; i476++) {
            const v477 = v474[i476];
            const q478 = q475 + "[" + i476 + "]";
            { const e479 = v_MemoryInfo(v477, q478); if (e479) return e479; }
          }
        }
      }
      else if (k473 === "settings") {
        { const e480 = v_MemorySettingsInfo(v474, q475); if (e480) return e480; }
      }
    }
  }
  return undefined;
}

function v_MemoryPinCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k481 of Object.keys(x)) {
      const v482 = x[k481];
      const q483 = key(p, k481);
      if (k481 === "type") {
        if (!(typeof v482 === "string")) return err(q483, "invalid type: " + kind(v482) + ", expected string");
        if (v482 !== "memory.pin") return err(q483, "invalid value: " + kind(v482) + ", expected the constant " + "\"memory.pin\"");
      }
      else if (k481 === "memory_id") {
        if (!(typeof v482 === "string")) return err(q483, "invalid type: " + kind(v482) + ", expected string");
        if (typeof v482 === "string") {
          const n484 = chars(v482);
          if (n484 < 1) return err(q483, "string of length " + n484 + " is shorter than minLength 1");
        }
      }
      else if (k481 === "pinned") {
        if (!(typeof v482 === "boolean")) return err(q483, "invalid type: " + kind(v482) + ", expected boolean");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "memory_id")) return err(p, "missing field `memory_id`");
  }
  return undefined;
}

function v_MemorySettingsGetCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k485 of Object.keys(x)) {
      const v486 = x[k485];
      const q487 = key(p, k485);
      if (k485 === "type") {
        if (!(typeof v486 === "string")) return err(q487, "invalid type: " + kind(v486) + ", expected string");
        if (v486 !== "memory.settings.get") return err(q487, "invalid value: " + kind(v486) + ", expected the constant " + "\"memory.settings.get\"");
      }
    }
  }
  return undefined;
}

function v_MemorySettingsInfo(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k488 of Object.keys(x)) {
      const v489 = x[k488];
      const q490 = key(p, k488);
      if (k488 === "auto_save") {
        { const e491 = v_MemoryAutoSave(v489, q490); if (e491) return e491; }
      }
    }
  }
  return undefined;
}

function v_MemorySettingsSetCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k492 of Object.keys(x)) {
      const v493 = x[k492];
      const q494 = key(p, k492);
      if (k492 === "type") {
        if (!(typeof v493 === "string")) return err(q494, "invalid type: " + kind(v493) + ", expected string");
        if (v493 !== "memory.settings.set") return err(q494, "invalid value: " + kind(v493) + ", expected the constant " + "\"memory.settings.set\"");
      }
      else if (k492 === "auto_save") {
        { const e495 = v_MemoryAutoSave(v493, q494); if (e495) return e495; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "auto_save")) return err(p, "missing field `auto_save`");
  }
  return undefined;
}

function v_MemoryType(x, p) {
  if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
  if (!["user", "feedback", "project", "reference"].some((v) => equal(v, x))) return err(p, "unknown variant " + kind(x) + ", expected one of `user`, `feedback`, `project`, `reference`");
  return undefined;
}

function v_MessagePhase(x, p) {
  if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
  if (!["start", "update", "end"].some((v) => equal(v, x))) return err(p, "unknown variant " + kind(x) + ", expected one of `start`, `update`, `end`");
  return undefined;
}

function v_NotificationSeverity(x, p) {
  if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
  if (!["info", "warning", "error"].some((v) => equal(v, x))) return err(p, "unknown variant " + kind(x) + ", expected one of `info`, `warning`, `error`");
  return undefined;
}

function v_PermissionDeniedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k496 of Object.keys(x)) {
      const v497 = x[k496];
      const q498 = key(p, k496);
      if (k496 === "type") {
        if (!(typeof v497 === "string")) return err(q498, "invalid type: " + kind(v497) + ", expected string");
        if (v497 !== "permission.denied") return err(q498, "invalid value: " + kind(v497) + ", expected the constant " + "\"permission.denied\"");
      }
      else if (k496 === "run_id") {
        if (!(typeof v497 === "string")) return err(q498, "invalid type: " + kind(v497) + ", expected string");
      }
      else if (k496 === "tool_use_id") {
        if (!(typeof v497 === "string")) return err(q498, "invalid type: " + kind(v497) + ", expected string");
      }
      else if (k496 === "decision") {
        if (!(typeof v497 === "string")) return err(q498, "invalid type: " + kind(v497) + ", expected string");
      }
      else if (k496 === "ts") {
        if (!(typeof v497 === "string")) return err(q498, "invalid type: " + kind(v497) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "tool_use_id")) return err(p, "missing field `tool_use_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "decision")) return err(p, "missing field `decision`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_PermissionGrantedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k499 of Object.keys(x)) {
      const v500 = x[k499];
      const q501 = key(p, k499);
      if (k499 === "type") {
        if (!(typeof v500 === "string")) return err(q501, "invalid type: " + kind(v500) + ", expected string");
        if (v500 !== "permission.granted") return err(q501, "invalid value: " + kind(v500) + ", expected the constant " + "\"permission.granted\"");
      }
      else if (k499 === "run_id") {
        if (!(typeof v500 === "string")) return err(q501, "invalid type: " + kind(v500) + ", expected string");
      }
      else if (k499 === "tool_use_id") {
        if (!(typeof v500 === "string")) return err(q501, "invalid type: " + kind(v500) + ", expected string");
      }
      else if (k499 === "decision") {
        if (!(typeof v500 === "string")) return err(q501, "invalid type: " + kind(v500) + ", expected string");
      }
      else if (k499 === "ts") {
        if (!(typeof v500 === "string")) return err(q501, "invalid type: " + kind(v500) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "tool_use_id")) return err(p, "missing field `tool_use_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "decision")) return err(p, "missing field `decision`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_PermissionMode(x, p) {
  if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
  if (!["deny", "fail_fast", "allow_list"].some((v) => equal(v, x))) return err(p, "unknown variant " + kind(x) + ", expected one of `deny`, `fail_fast`, `allow_list`");
  return undefined;
}

function v_PermissionRequestedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k502 of Object.keys(x)) {
      const v503 = x[k502];
      const q504 = key(p, k502);
      if (k502 === "type") {
        if (!(typeof v503 === "string")) return err(q504, "invalid type: " + kind(v503) + ", expected string");
        if (v503 !== "permission.requested") return err(q504, "invalid value: " + kind(v503) + ", expected the constant " + "\"permission.requested\"");
      }
      else if (k502 === "run_id") {
        if (!(typeof v503 === "string")) return err(q504, "invalid type: " + kind(v503) + ", expected string");
      }
      else if (k502 === "tool_use_id") {
        if (!(typeof v503 === "string")) return err(q504, "invalid type: " + kind(v503) + ", expected string");
      }
      else if (k502 === "tool_name") {
        if (!(typeof v503 === "string")) return err(q504, "invalid type: " + kind(v503) + ", expected string");
      }
      else if (k502 === "params") {
        if (!(isObject(v503))) return err(q504, "invalid type: " + kind(v503) + ", expected object");
      }
      else if (k502 === "param_preview") {
        if (!(typeof v503 === "string")) return err(q504, "invalid type: " + kind(v503) + ", expected string");
      }
      else if (k502 === "session_id") {
        if (!(typeof v503 === "string")) return err(q504, "invalid type: " + kind(v503) + ", expected string");
      }
      else if (k502 === "ts") {
        if (!(typeof v503 === "string")) return err(q504, "invalid type: " + kind(v503) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "tool_use_id")) return err(p, "missing field `tool_use_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "tool_name")) return err(p, "missing field `tool_name`");
    if (!Object.prototype.hasOwnProperty.call(x, "params")) return err(p, "missing field `params`");
    if (!Object.prototype.hasOwnProperty.call(x, "param_preview")) return err(p, "missing field `param_preview`");
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_PermissionRespondCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k505 of Object.keys(x)) {
      const v506 = x[k505];
      const q507 = key(p, k505);
      if (k505 === "type") {
        if (!(typeof v506 === "string")) return err(q507, "invalid type: " + kind(v506) + ", expected string");
        if (v506 !== "permission.respond") return err(q507, "invalid value: " + kind(v506) + ", expected the constant " + "\"permission.respond\"");
      }
      else if (k505 === "tool_use_id") {
        if (!(typeof v506 === "string")) return err(q507, "invalid type: " + kind(v506) + ", expected string");
        if (typeof v506 === "string") {
          const n508 = chars(v506);
          if (n508 < 1) return err(q507, "string of length " + n508 + " is shorter than minLength 1");
        }
      }
      else if (k505 === "session_id") {
        if (!(typeof v506 === "string")) return err(q507, "invalid type: " + kind(v506) + ", expected string");
        if (typeof v506 === "string") {
          const n509 = chars(v506);
          if (n509 < 1) return err(q507, "string of length " + n509 + " is shorter than minLength 1");
        }
      }
      else if (k505 === "decision") {
        if (!(typeof v506 === "string")) return err(q507, "invalid type: " + kind(v506) + ", expected string");
      }
      else if (k505 === "selected_hunks") {
        if (!(Array.isArray(v506) || v506 === null)) return err(q507, "invalid type: " + kind(v506) + ", expected array or null");
        if (Array.isArray(v506)) {
          for (let i510 = 0; i510 < v506.length; i510++) {
            const v511 = v506[i510];
            const q512 = q507 + "[" + i510 + "]";
            if (!(typeof v511 === "string")) return err(q512, "invalid type: " + kind(v511) + ", expected string");
          }
          if (v506.length > 1000) return err(q507, "array has more than maxItems 1000");
        }
      }
      else if (k505 === "patch_plan_id") {
        if (!(typeof v506 === "string" || v506 === null)) return err(q507, "invalid type: " + kind(v506) + ", expected string or null");
        if (typeof v506 === "string") {
          const n513 = chars(v506);
          if (n513 > 128) return err(q507, "string of length " + n513 + " is longer than maxLength 128");
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "tool_use_id")) return err(p, "missing field `tool_use_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "decision")) return err(p, "missing field `decision`");
  }
  return undefined;
}

function v_PermissionRespondResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k514 of Object.keys(x)) {
      const v515 = x[k514];
      const q516 = key(p, k514);
      if (k514 === "ok") {
        if (!(typeof v515 === "boolean")) return err(q516, "invalid type: " + kind(v515) + ", expected boolean");
      }
    }
  }
  return undefined;
}

function v_PingCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k517 of Object.keys(x)) {
      const v518 = x[k517];
      const q519 = key(p, k517);
      if (k517 === "type") {
        if (!(typeof v518 === "string")) return err(q519, "invalid type: " + kind(v518) + ", expected string");
        if (v518 !== "core.ping") return err(q519, "invalid value: " + kind(v518) + ", expected the constant " + "\"core.ping\"");
      }
      else if (k517 === "client") {
        if (!(typeof v518 === "string")) return err(q519, "invalid type: " + kind(v518) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "client")) return err(p, "missing field `client`");
  }
  return undefined;
}

function v_PlanDecision(x, p) {
  if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
  if (!["approve", "revise", "cancel"].some((v) => equal(v, x))) return err(p, "unknown variant " + kind(x) + ", expected one of `approve`, `revise`, `cancel`");
  return undefined;
}

function v_PlanReadyEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k520 of Object.keys(x)) {
      const v521 = x[k520];
      const q522 = key(p, k520);
      if (k520 === "type") {
        if (!(typeof v521 === "string")) return err(q522, "invalid type: " + kind(v521) + ", expected string");
        if (v521 !== "plan.ready") return err(q522, "invalid value: " + kind(v521) + ", expected the constant " + "\"plan.ready\"");
      }
      else if (k520 === "session_id") {
        if (!(typeof v521 === "string")) return err(q522, "invalid type: " + kind(v521) + ", expected string");
      }
      else if (k520 === "run_id") {
        if (!(typeof v521 === "string")) return err(q522, "invalid type: " + kind(v521) + ", expected string");
      }
      else if (k520 === "request") {
        if (!(typeof v521 === "string")) return err(q522, "invalid type: " + kind(v521) + ", expected string");
      }
      else if (k520 === "plan") {
        if (!(typeof v521 === "string")) return err(q522, "invalid type: " + kind(v521) + ", expected string");
      }
      else if (k520 === "plan_ticket") {
        if (!(typeof v521 === "string")) return err(q522, "invalid type: " + kind(v521) + ", expected string");
      }
      else if (k520 === "ts") {
        if (!(typeof v521 === "string")) return err(q522, "invalid type: " + kind(v521) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "request")) return err(p, "missing field `request`");
    if (!Object.prototype.hasOwnProperty.call(x, "plan")) return err(p, "missing field `plan`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_PlanResolvedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k523 of Object.keys(x)) {
      const v524 = x[k523];
      const q525 = key(p, k523);
      if (k523 === "type") {
        if (!(typeof v524 === "string")) return err(q525, "invalid type: " + kind(v524) + ", expected string");
        if (v524 !== "plan.resolved") return err(q525, "invalid value: " + kind(v524) + ", expected the constant " + "\"plan.resolved\"");
      }
      else if (k523 === "session_id") {
        if (!(typeof v524 === "string")) return err(q525, "invalid type: " + kind(v524) + ", expected string");
      }
      else if (k523 === "run_id") {
        if (!(typeof v524 === "string")) return err(q525, "invalid type: " + kind(v524) + ", expected string");
      }
      else if (k523 === "decision") {
        { const e526 = v_PlanDecision(v524, q525); if (e526) return e526; }
      }
      else if (k523 === "revision") {
        if (!(typeof v524 === "string")) return err(q525, "invalid type: " + kind(v524) + ", expected string");
      }
      else if (k523 === "plan_ticket") {
        if (!(typeof v524 === "string")) return err(q525, "invalid type: " + kind(v524) + ", expected string");
      }
      else if (k523 === "ts") {
        if (!(typeof v524 === "string")) return err(q525, "invalid type: " + kind(v524) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "decision")) return err(p, "missing field `decision`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_PlanRespondCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k527 of Object.keys(x)) {
      const v528 = x[k527];
      const q529 = key(p, k527);
      if (k527 === "type") {
        if (!(typeof v528 === "string")) return err(q529, "invalid type: " + kind(v528) + ", expected string");
        if (v528 !== "plan.respond") return err(q529, "invalid value: " + kind(v528) + ", expected the constant " + "\"plan.respond\"");
      }
      else if (k527 === "session_id") {
        if (!(typeof v528 === "string")) return err(q529, "invalid type: " + kind(v528) + ", expected string");
        if (typeof v528 === "string") {
          const n530 = chars(v528);
          if (n530 < 1) return err(q529, "string of length " + n530 + " is shorter than minLength 1");
        }
      }
      else if (k527 === "run_id") {
        if (!(typeof v528 === "string")) return err(q529, "invalid type: " + kind(v528) + ", expected string");
        if (typeof v528 === "string") {
          const n531 = chars(v528);
          if (n531 < 1) return err(q529, "string of length " + n531 + " is shorter than minLength 1");
        }
      }
      else if (k527 === "decision") {
        { const e532 = v_PlanDecision(v528, q529); if (e532) return e532; }
      }
      else if (k527 === "revision") {
        if (!(typeof v528 === "string")) return err(q529, "invalid type: " + kind(v528) + ", expected string");
        if (typeof v528 === "string") {
          const n533 = chars(v528);
          if (n533 > 10000) return err(q529, "string of length " + n533 + " is longer than maxLength 10000");
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "decision")) return err(p, "missing field `decision`");
  }
  return undefined;
}

function v_PlanRespondResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k534 of Object.keys(x)) {
      const v535 = x[k534];
      const q536 = key(p, k534);
      if (k534 === "session_id") {
        if (!(typeof v535 === "string")) return err(q536, "invalid type: " + kind(v535) + ", expected string");
      }
      else if (k534 === "run_id") {
        if (!(typeof v535 === "string")) return err(q536, "invalid type: " + kind(v535) + ", expected string");
      }
      else if (k534 === "decision") {
        { const e537 = v_PlanDecision(v535, q536); if (e537) return e537; }
      }
      else if (k534 === "status") {
        if (!(typeof v535 === "string")) return err(q536, "invalid type: " + kind(v535) + ", expected string");
        if (v535 !== "resolved") return err(q536, "invalid value: " + kind(v535) + ", expected the constant " + "\"resolved\"");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "decision")) return err(p, "missing field `decision`");
  }
  return undefined;
}

function v_PlanStepState(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k538 of Object.keys(x)) {
      const v539 = x[k538];
      const q540 = key(p, k538);
      if (k538 === "step") {
        if (!(typeof v539 === "string")) return err(q540, "invalid type: " + kind(v539) + ", expected string");
      }
      else if (k538 === "status") {
        { const e541 = v_PlanStepStatus(v539, q540); if (e541) return e541; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "step")) return err(p, "missing field `step`");
    if (!Object.prototype.hasOwnProperty.call(x, "status")) return err(p, "missing field `status`");
  }
  return undefined;
}

function v_PlanStepStatus(x, p) {
  if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
  if (!["pending", "in_progress", "completed"].some((v) => equal(v, x))) return err(p, "unknown variant " + kind(x) + ", expected one of `pending`, `in_progress`, `completed`");
  return undefined;
}

function v_PlanUpdatedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k542 of Object.keys(x)) {
      const v543 = x[k542];
      const q544 = key(p, k542);
      if (k542 === "type") {
        if (!(typeof v543 === "string")) return err(q544, "invalid type: " + kind(v543) + ", expected string");
        if (v543 !== "plan.updated") return err(q544, "invalid value: " + kind(v543) + ", expected the constant " + "\"plan.updated\"");
      }
      else if (k542 === "run_id") {
        if (!(typeof v543 === "string")) return err(q544, "invalid type: " + kind(v543) + ", expected string");
      }
      else if (k542 === "explanation") {
        if (!(typeof v543 === "string")) return err(q544, "invalid type: " + kind(v543) + ", expected string");
      }
      else if (k542 === "plan") {
        if (!(Array.isArray(v543))) return err(q544, "invalid type: " + kind(v543) + ", expected array");
        if (Array.isArray(v543)) {
          for (let i545 = 0; i545 < v543.length; i545++) {
            const v546 = v543[i545];
            const q547 = q544 + "[" + i545 + "]";
            { const e548 = v_PlanStepState(v546, q547); if (e548) return e548; }
          }
        }
      }
      else if (k542 === "plan_ticket") {
        if (!(typeof v543 === "string")) return err(q544, "invalid type: " + kind(v543) + ", expected string");
      }
      else if (k542 === "ts") {
        if (!(typeof v543 === "string")) return err(q544, "invalid type: " + kind(v543) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "plan")) return err(p, "missing field `plan`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_PongResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k549 of Object.keys(x)) {
      const v550 = x[k549];
      const q551 = key(p, k549);
      if (k549 === "server_version") {
        if (!(typeof v550 === "string")) return err(q551, "invalid type: " + kind(v550) + ", expected string");
      }
      else if (k549 === "uptime_ms") {
        if (!(Number.isInteger(v550))) return err(q551, "invalid type: " + kind(v550) + ", expected integer");
      }
      else if (k549 === "received_at") {
        if (!(typeof v550 === "string")) return err(q551, "invalid type: " + kind(v550) + ", expected string");
      }
      else if (k549 === "workspace") {
        if (!(typeof v550 === "string")) return err(q551, "invalid type: " + kind(v550) + ", expected string");
      }
      else if (k549 === "active_runs") {
        if (!(Number.isInteger(v550))) return err(q551, "invalid type: " + kind(v550) + ", expected integer");
        if (typeof v550 === "number") {
          if (v550 < 0) return err(q551, v550 + " is less than minimum 0");
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "server_version")) return err(p, "missing field `server_version`");
    if (!Object.prototype.hasOwnProperty.call(x, "uptime_ms")) return err(p, "missing field `uptime_ms`");
    if (!Object.prototype.hasOwnProperty.call(x, "received_at")) return err(p, "missing field `received_at`");
    if (!Object.prototype.hasOwnProperty.call(x, "workspace")) return err(p, "missing field `workspace`");
    if (!Object.prototype.hasOwnProperty.call(x, "active_runs")) return err(p, "missing field `active_runs`");
  }
  return undefined;
}

function v_ProjectActivateCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k552 of Object.keys(x)) {
      const v553 = x[k552];
      const q554 = key(p, k552);
      if (k552 === "type") {
        if (!(typeof v553 === "string")) return err(q554, "invalid type: " + kind(v553) + ", expected string");
        if (v553 !== "project.activate") return err(q554, "invalid value: " + kind(v553) + ", expected the constant " + "\"project.activate\"");
      }
      else if (k552 === "project_id") {
        if (!(typeof v553 === "string")) return err(q554, "invalid type: " + kind(v553) + ", expected string");
        if (typeof v553 === "string") {
          const n555 = chars(v553);
          if (n555 < 1) return err(q554, "string of length " + n555 + " is shorter than minLength 1");
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "project_id")) return err(p, "missing field `project_id`");
  }
  return undefined;
}

function v_ProjectOpenCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k556 of Object.keys(x)) {
      const v557 = x[k556];
      const q558 = key(p, k556);
      if (k556 === "type") {
        if (!(typeof v557 === "string")) return err(q558, "invalid type: " + kind(v557) + ", expected string");
        if (v557 !== "project.open") return err(q558, "invalid value: " + kind(v557) + ", expected the constant " + "\"project.open\"");
      }
      else if (k556 === "path") {
        if (!(typeof v557 === "string")) return err(q558, "invalid type: " + kind(v557) + ", expected string");
        if (typeof v557 === "string") {
          const n559 = chars(v557);
          if (n559 < 1) return err(q558, "string of length " + n559 + " is shorter than minLength 1");
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "path")) return err(p, "missing field `path`");
  }
  return undefined;
}

function v_QuestionMode(x, p) {
  if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
  if (!["fail_fast", "timeout", "preset"].some((v) => equal(v, x))) return err(p, "unknown variant " + kind(x) + ", expected one of `fail_fast`, `timeout`, `preset`");
  return undefined;
}

function v_RecoveryAvailableEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k560 of Object.keys(x)) {
      const v561 = x[k560];
      const q562 = key(p, k560);
      if (k560 === "type") {
        if (!(typeof v561 === "string")) return err(q562, "invalid type: " + kind(v561) + ", expected string");
        if (v561 !== "recovery.available") return err(q562, "invalid value: " + kind(v561) + ", expected the constant " + "\"recovery.available\"");
      }
      else if (k560 === "session_id") {
        if (!(typeof v561 === "string")) return err(q562, "invalid type: " + kind(v561) + ", expected string");
      }
      else if (k560 === "run_id") {
        if (!(typeof v561 === "string")) return err(q562, "invalid type: " + kind(v561) + ", expected string");
      }
      else if (k560 === "interruption_kind") {
        if (!(typeof v561 === "string")) return err(q562, "invalid type: " + kind(v561) + ", expected string");
      }
      else if (k560 === "safe_to_resume") {
        if (!(typeof v561 === "boolean")) return err(q562, "invalid type: " + kind(v561) + ", expected boolean");
      }
      else if (k560 === "summary") {
        if (!(typeof v561 === "string")) return err(q562, "invalid type: " + kind(v561) + ", expected string");
      }
      else if (k560 === "actions") {
        if (!(Array.isArray(v561))) return err(q562, "invalid type: " + kind(v561) + ", expected array");
        if (Array.isArray(v561)) {
          for (let i563 = 0; i563 < v561.length; i563++) {
            const v564 = v561[i563];
            const q565 = q562 + "[" + i563 + "]";
            if (!(typeof v564 === "string")) return err(q565, "invalid type: " + kind(v564) + ", expected string");
          }
        }
      }
      else if (k560 === "ts") {
        if (!(typeof v561 === "string")) return err(q562, "invalid type: " + kind(v561) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "interruption_kind")) return err(p, "missing field `interruption_kind`");
    if (!Object.prototype.hasOwnProperty.call(x, "safe_to_resume")) return err(p, "missing field `safe_to_resume`");
    if (!Object.prototype.hasOwnProperty.call(x, "summary")) return err(p, "missing field `summary`");
    if (!Object.prototype.hasOwnProperty.call(x, "actions")) return err(p, "missing field `actions`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_RecoveryResolvedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k566 of Object.keys(x)) {
      const v567 = x[k566];
      const q568 = key(p, k566);
      if (k566 === "type") {
        if (!(typeof v567 === "string")) return err(q568, "invalid type: " + kind(v567) + ", expected string");
        if (v567 !== "recovery.resolved") return err(q568, "invalid value: " + kind(v567) + ", expected the constant " + "\"recovery.resolved\"");
      }
      else if (k566 === "session_id") {
        if (!(typeof v567 === "string")) return err(q568, "invalid type: " + kind(v567) + ", expected string");
      }
      else if (k566 === "run_id") {
        if (!(typeof v567 === "string")) return err(q568, "invalid type: " + kind(v567) + ", expected string");
      }
      else if (k566 === "action") {
        if (!(typeof v567 === "string")) return err(q568, "invalid type: " + kind(v567) + ", expected string");
      }
      else if (k566 === "ts") {
        if (!(typeof v567 === "string")) return err(q568, "invalid type: " + kind(v567) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "action")) return err(p, "missing field `action`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_RetryKind(x, p) {
  if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
  if (!["transient", "no_content"].some((v) => equal(v, x))) return err(p, "unknown variant " + kind(x) + ", expected one of `transient`, `no_content`");
  return undefined;
}

function v_RouteReceipt(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k569 of Object.keys(x)) {
      const v570 = x[k569];
      const q571 = key(p, k569);
      if (k569 === "route_id") {
        if (!(typeof v570 === "string")) return err(q571, "invalid type: " + kind(v570) + ", expected string");
      }
      else if (k569 === "wire_format") {
        { const e572 = v_WireFormat(v570, q571); if (e572) return e572; }
      }
      else if (k569 === "base_url_origin") {
        if (!(typeof v570 === "string")) return err(q571, "invalid type: " + kind(v570) + ", expected string");
      }
      else if (k569 === "model") {
        if (!(typeof v570 === "string")) return err(q571, "invalid type: " + kind(v570) + ", expected string");
      }
      else if (k569 === "credential_source") {
        { const e573 = v_CredentialSource(v570, q571); if (e573) return e573; }
      }
      else if (k569 === "supports_images") {
        if (!(typeof v570 === "boolean")) return err(q571, "invalid type: " + kind(v570) + ", expected boolean");
      }
      else if (k569 === "temperature") {
        if (!(typeof v570 === "number" || v570 === null)) return err(q571, "invalid type: " + kind(v570) + ", expected number or null");
      }
      else return err(q571, "unknown field `" + k569 + "`" + ", expected one of `route_id`, `wire_format`, `base_url_origin`, `model`, `credential_source`, `supports_images`, `temperature`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "route_id")) return err(p, "missing field `route_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "wire_format")) return err(p, "missing field `wire_format`");
    if (!Object.prototype.hasOwnProperty.call(x, "base_url_origin")) return err(p, "missing field `base_url_origin`");
    if (!Object.prototype.hasOwnProperty.call(x, "model")) return err(p, "missing field `model`");
    if (!Object.prototype.hasOwnProperty.call(x, "credential_source")) return err(p, "missing field `credential_source`");
  }
  return undefined;
}

function v_RunCancelCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k574 of Object.keys(x)) {
      const v575 = x[k574];
      const q576 = key(p, k574);
      if (k574 === "type") {
        if (!(typeof v575 === "string")) return err(q576, "invalid type: " + kind(v575) + ", expected string");
        if (v575 !== "run.cancel") return err(q576, "invalid value: " + kind(v575) + ", expected the constant " + "\"run.cancel\"");
      }
      else if (k574 === "run_id") {
        if (!(typeof v575 === "string")) return err(q576, "invalid type: " + kind(v575) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
  }
  return undefined;
}

function v_RunCancelResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k577 of Object.keys(x)) {
      const v578 = x[k577];
      const q579 = key(p, k577);
      if (k577 === "run_id") {
        if (!(typeof v578 === "string")) return err(q579, "invalid type: " + kind(v578) + ", expected string");
      }
      else if (k577 === "session_id") {
        if (!(typeof v578 === "string")) return err(q579, "invalid type: " + kind(v578) + ", expected string");
      }
      else if (k577 === "status") {
        if (!(typeof v578 === "string")) return err(q579, "invalid type: " + kind(v578) + ", expected string");
        if (v578 !== "cancelled") return err(q579, "invalid value: " + kind(v578) + ", expected the constant " + "\"cancelled\"");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
  }
  return undefined;
}

function v_RunFinishedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k580 of Object.keys(x)) {
      const v581 = x[k580];
      const q582 = key(p, k580);
      if (k580 === "type") {
        if (!(typeof v581 === "string")) return err(q582, "invalid type: " + kind(v581) + ", expected string");
        if (v581 !== "run.finished") return err(q582, "invalid value: " + kind(v581) + ", expected the constant " + "\"run.finished\"");
      }
      else if (k580 === "run_id") {
        if (!(typeof v581 === "string")) return err(q582, "invalid type: " + kind(v581) + ", expected string");
      }
      else if (k580 === "status") {
        if (!(typeof v581 === "string")) return err(q582, "invalid type: " + kind(v581) + ", expected string");
      }
      else if (k580 === "reason") {
        if (!(typeof v581 === "string" || v581 === null)) return err(q582, "invalid type: " + kind(v581) + ", expected string or null");
      }
      else if (k580 === "steps") {
        if (!(Number.isInteger(v581))) return err(q582, "invalid type: " + kind(v581) + ", expected integer");
      }
      else if (k580 === "outcome") {
        const e583 = (() => {
          {
            const u584 = [];
            const b585 = (() => {
              { const e586 = v_RunOutcome(v581, q582); if (e586) return e586; }
              return undefined;
            })();
            if (b585 === undefined) return undefined;
            u584.push(b585);
            const b587 = (() => {
              if (!(v581 === null)) return err(q582, "invalid type: " + kind(v581) + ", expected null");
              return undefined;
            })();
            if (b587 === undefined) return undefined;
            u584.push(b587);
            const u584d = u584.reduce((a, b) => (b.path.length > a.path.length ? b : a));
            return u584d;
          }
        })();
        if (e583) return e583;
      }
      else if (k580 === "failure_category") {
        const e588 = (() => {
          {
            const u589 = [];
            const b590 = (() => {
              { const e591 = v_FailureCategory(v581, q582); if (e591) return e591; }
              return undefined;
            })();
            if (b590 === undefined) return undefined;
            u589.push(b590);
            const b592 = (() => {
              if (!(v581 === null)) return err(q582, "invalid type: " + kind(v581) + ", expected null");
              return undefined;
            })();
            if (b592 === undefined) return undefined;
            u589.push(b592);
            const u589d = u589.reduce((a, b) => (b.path.length > a.path.length ? b : a));
            return u589d;
          }
        })();
        if (e588) return e588;
      }
      else if (k580 === "changes") {
        if (!(Array.isArray(v581) || v581 === null)) return err(q582, "invalid type: " + kind(v581) + ", expected array or null");
        if (Array.isArray(v581)) {
          for (let i593 = 0; i593 < v581.length; i593++) {
            const v594 = v581[i593];
            const q595 = q582 + "[" + i593 + "]";
            { const e596 = v_JsonValue(v594, q595); if (e596) return e596; }
          }
        }
      }
      else if (k580 === "verification") {
        if (!(Array.isArray(v581) || v581 === null)) return err(q582, "invalid type: " + kind(v581) + ", expected array or null");
        if (Array.isArray(v581)) {
          for (let i597 = 0; i597 < v581.length; i597++) {
            const v598 = v581[i597];
            const q599 = q582 + "[" + i597 + "]";
            { const e600 = v_JsonValue(v598, q599); if (e600) return e600; }
          }
        }
      }
      else if (k580 === "result_summary") {
        if (!(typeof v581 === "string" || v581 === null)) return err(q582, "invalid type: " + kind(v581) + ", expected string or null");
      }
      else if (k580 === "ledger_seq") {
        if (!(Number.isInteger(v581) || v581 === null)) return err(q582, "invalid type: " + kind(v581) + ", expected integer or null");
        if (typeof v581 === "number") {
          if (v581 < 1) return err(q582, v581 + " is less than minimum 1");
        }
      }
      else if (k580 === "ts") {
        if (!(typeof v581 === "string")) return err(q582, "invalid type: " + kind(v581) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "status")) return err(p, "missing field `status`");
    if (!Object.prototype.hasOwnProperty.call(x, "steps")) return err(p, "missing field `steps`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_RunKind(x, p) {
  if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
  if (!["agent", "user_shell"].some((v) => equal(v, x))) return err(p, "unknown variant " + kind(x) + ", expected one of `agent`, `user_shell`");
  return undefined;
}

function v_RunOutcome(x, p) {
  if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
  if (!["completed", "tool_use", "length", "incomplete", "content_filtered", "failed", "cancelled", "transport_error"].some((v) => equal(v, x))) return err(p, "unknown variant " + kind(x) + ", expected one of `completed`, `tool_use`, `length`, `incomplete`, `content_filtered`, `failed`, `cancelled`, `transport_error`");
  return undefined;
}

function v_RunPhase(x, p) {
  if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
  if (!["understanding", "exploring", "planning", "waiting_confirmation", "executing", "verifying", "reviewing", "completed", "failed", "interrupted"].some((v) => equal(v, x))) return err(p, "unknown variant " + kind(x) + ", expected one of `understanding`, `exploring`, `planning`, `waiting_confirmation`, `executing`, `verifying`, `reviewing`, `completed`, `failed`, `interrupted`");
  return undefined;
}

function v_RunPhaseChangedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k601 of Object.keys(x)) {
      const v602 = x[k601];
      const q603 = key(p, k601);
      if (k601 === "type") {
        if (!(typeof v602 === "string")) return err(q603, "invalid type: " + kind(v602) + ", expected string");
        if (v602 !== "run.phase_changed") return err(q603, "invalid value: " + kind(v602) + ", expected the constant " + "\"run.phase_changed\"");
      }
      else if (k601 === "run_id") {
        if (!(typeof v602 === "string")) return err(q603, "invalid type: " + kind(v602) + ", expected string");
      }
      else if (k601 === "phase") {
        { const e604 = v_RunPhase(v602, q603); if (e604) return e604; }
      }
      else if (k601 === "current") {
        if (!(Number.isInteger(v602))) return err(q603, "invalid type: " + kind(v602) + ", expected integer");
        if (typeof v602 === "number") {
          if (v602 < 0) return err(q603, v602 + " is less than minimum 0");
        }
      }
      else if (k601 === "total") {
        if (!(Number.isInteger(v602))) return err(q603, "invalid type: " + kind(v602) + ", expected integer");
        if (typeof v602 === "number") {
          if (v602 < 0) return err(q603, v602 + " is less than minimum 0");
        }
      }
      else if (k601 === "summary") {
        if (!(typeof v602 === "string")) return err(q603, "invalid type: " + kind(v602) + ", expected string");
      }
      else if (k601 === "ts") {
        if (!(typeof v602 === "string")) return err(q603, "invalid type: " + kind(v602) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "phase")) return err(p, "missing field `phase`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_RunStartedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k605 of Object.keys(x)) {
      const v606 = x[k605];
      const q607 = key(p, k605);
      if (k605 === "type") {
        if (!(typeof v606 === "string")) return err(q607, "invalid type: " + kind(v606) + ", expected string");
        if (v606 !== "run.started") return err(q607, "invalid value: " + kind(v606) + ", expected the constant " + "\"run.started\"");
      }
      else if (k605 === "run_id") {
        if (!(typeof v606 === "string")) return err(q607, "invalid type: " + kind(v606) + ", expected string");
      }
      else if (k605 === "goal") {
        if (!(typeof v606 === "string")) return err(q607, "invalid type: " + kind(v606) + ", expected string");
      }
      else if (k605 === "run_kind") {
        { const e608 = v_RunKind(v606, q607); if (e608) return e608; }
      }
      else if (k605 === "ledger_seq") {
        if (!(Number.isInteger(v606) || v606 === null)) return err(q607, "invalid type: " + kind(v606) + ", expected integer or null");
        if (typeof v606 === "number") {
          if (v606 < 1) return err(q607, v606 + " is less than minimum 1");
        }
      }
      else if (k605 === "ts") {
        if (!(typeof v606 === "string")) return err(q607, "invalid type: " + kind(v606) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "goal")) return err(p, "missing field `goal`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_RunSteerCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k609 of Object.keys(x)) {
      const v610 = x[k609];
      const q611 = key(p, k609);
      if (k609 === "type") {
        if (!(typeof v610 === "string")) return err(q611, "invalid type: " + kind(v610) + ", expected string");
        if (v610 !== "run.steer") return err(q611, "invalid value: " + kind(v610) + ", expected the constant " + "\"run.steer\"");
      }
      else if (k609 === "run_id") {
        if (!(typeof v610 === "string")) return err(q611, "invalid type: " + kind(v610) + ", expected string");
      }
      else if (k609 === "content") {
        if (!(typeof v610 === "string")) return err(q611, "invalid type: " + kind(v610) + ", expected string");
        if (typeof v610 === "string") {
          const n612 = chars(v610);
          if (n612 < 1) return err(q611, "string of length " + n612 + " is shorter than minLength 1");
          if (n612 > 10000) return err(q611, "string of length " + n612 + " is longer than maxLength 10000");
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "content")) return err(p, "missing field `content`");
  }
  return undefined;
}

function v_RunSteerResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k613 of Object.keys(x)) {
      const v614 = x[k613];
      const q615 = key(p, k613);
      if (k613 === "run_id") {
        if (!(typeof v614 === "string")) return err(q615, "invalid type: " + kind(v614) + ", expected string");
      }
      else if (k613 === "queued") {
        if (!(typeof v614 === "boolean")) return err(q615, "invalid type: " + kind(v614) + ", expected boolean");
        if (v614 !== true) return err(q615, "invalid value: " + kind(v614) + ", expected the constant " + "true");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
  }
  return undefined;
}

function v_RunSteeredEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k616 of Object.keys(x)) {
      const v617 = x[k616];
      const q618 = key(p, k616);
      if (k616 === "type") {
        if (!(typeof v617 === "string")) return err(q618, "invalid type: " + kind(v617) + ", expected string");
        if (v617 !== "run.steered") return err(q618, "invalid value: " + kind(v617) + ", expected the constant " + "\"run.steered\"");
      }
      else if (k616 === "run_id") {
        if (!(typeof v617 === "string")) return err(q618, "invalid type: " + kind(v617) + ", expected string");
      }
      else if (k616 === "session_id") {
        if (!(typeof v617 === "string")) return err(q618, "invalid type: " + kind(v617) + ", expected string");
      }
      else if (k616 === "content") {
        if (!(typeof v617 === "string")) return err(q618, "invalid type: " + kind(v617) + ", expected string");
      }
      else if (k616 === "ts") {
        if (!(typeof v617 === "string")) return err(q618, "invalid type: " + kind(v617) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "content")) return err(p, "missing field `content`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_RuntimeCapabilitiesCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k619 of Object.keys(x)) {
      const v620 = x[k619];
      const q621 = key(p, k619);
      if (k619 === "type") {
        if (!(typeof v620 === "string")) return err(q621, "invalid type: " + kind(v620) + ", expected string");
        if (v620 !== "runtime.capabilities") return err(q621, "invalid value: " + kind(v620) + ", expected the constant " + "\"runtime.capabilities\"");
      }
    }
  }
  return undefined;
}

function v_RuntimeCapabilitiesResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k622 of Object.keys(x)) {
      const v623 = x[k622];
      const q624 = key(p, k622);
      if (k622 === "version") {
        if (!(typeof v623 === "string")) return err(q624, "invalid type: " + kind(v623) + ", expected string");
      }
      else if (k622 === "api_version") {
        if (!(typeof v623 === "string")) return err(q624, "invalid type: " + kind(v623) + ", expected string");
      }
      else if (k622 === "runtime_modes") {
        if (!(Array.isArray(v623))) return err(q624, "invalid type: " + kind(v623) + ", expected array");
        if (Array.isArray(v623)) {
          for (let i625 = 0; i625 < v623.length; i625++) {
            const v626 = v623[i625];
            const q627 = q624 + "[" + i625 + "]";
            { const e628 = v_RuntimeMode(v626, q627); if (e628) return e628; }
          }
        }
      }
      else if (k622 === "features") {
        if (!(Array.isArray(v623))) return err(q624, "invalid type: " + kind(v623) + ", expected array");
        if (Array.isArray(v623)) {
          for (let i629 = 0; i629 < v623.length; i629++) {
            const v630 = v623[i629];
            const q631 = q624 + "[" + i629 + "]";
            if (!(typeof v630 === "string")) return err(q631, "invalid type: " + kind(v630) + ", expected string");
          }
        }
      }
      else if (k622 === "feature_flags") {
        { const e632 = v_RuntimeFeatureFlags(v623, q624); if (e632) return e632; }
      }
      else if (k622 === "labs_enabled") {
        if (!(typeof v623 === "boolean")) return err(q624, "invalid type: " + kind(v623) + ", expected boolean");
      }
      else if (k622 === "sandbox") {
        { const e633 = v_RuntimeSandboxStatus(v623, q624); if (e633) return e633; }
      }
      else if (k622 === "runtime_event_schema_version") {
        if (!(Number.isInteger(v623))) return err(q624, "invalid type: " + kind(v623) + ", expected integer");
      }
      else if (k622 === "stream_json_schema_versions") {
        if (!(Array.isArray(v623))) return err(q624, "invalid type: " + kind(v623) + ", expected array");
        if (Array.isArray(v623)) {
          for (let i634 = 0; i634 < v623.length; i634++) {
            const v635 = v623[i634];
            const q636 = q624 + "[" + i634 + "]";
            if (!(Number.isInteger(v635))) return err(q636, "invalid type: " + kind(v635) + ", expected integer");
          }
        }
      }
      else return err(q624, "unknown field `" + k622 + "`" + ", expected one of `version`, `api_version`, `runtime_modes`, `features`, `feature_flags`, `labs_enabled`, `sandbox`, `runtime_event_schema_version`, `stream_json_schema_versions`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "version")) return err(p, "missing field `version`");
    if (!Object.prototype.hasOwnProperty.call(x, "runtime_modes")) return err(p, "missing field `runtime_modes`");
    if (!Object.prototype.hasOwnProperty.call(x, "features")) return err(p, "missing field `features`");
  }
  return undefined;
}

function v_RuntimeEventAppendedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k637 of Object.keys(x)) {
      const v638 = x[k637];
      const q639 = key(p, k637);
      if (k637 === "type") {
        if (!(typeof v638 === "string")) return err(q639, "invalid type: " + kind(v638) + ", expected string");
        if (v638 !== "runtime.event") return err(q639, "invalid value: " + kind(v638) + ", expected the constant " + "\"runtime.event\"");
      }
      else if (k637 === "thread_id") {
        if (!(typeof v638 === "string")) return err(q639, "invalid type: " + kind(v638) + ", expected string");
      }
      else if (k637 === "turn_id") {
        if (!(typeof v638 === "string" || v638 === null)) return err(q639, "invalid type: " + kind(v638) + ", expected string or null");
      }
      else if (k637 === "seq") {
        if (!(Number.isInteger(v638))) return err(q639, "invalid type: " + kind(v638) + ", expected integer");
      }
      else if (k637 === "event_type") {
        if (!(typeof v638 === "string")) return err(q639, "invalid type: " + kind(v638) + ", expected string");
      }
      else if (k637 === "payload") {
        if (!(isObject(v638))) return err(q639, "invalid type: " + kind(v638) + ", expected object");
      }
      else if (k637 === "ts") {
        if (!(typeof v638 === "string")) return err(q639, "invalid type: " + kind(v638) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "thread_id")) return err(p, "missing field `thread_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "turn_id")) return err(p, "missing field `turn_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "seq")) return err(p, "missing field `seq`");
    if (!Object.prototype.hasOwnProperty.call(x, "event_type")) return err(p, "missing field `event_type`");
    if (!Object.prototype.hasOwnProperty.call(x, "payload")) return err(p, "missing field `payload`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_RuntimeEventRecord(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k640 of Object.keys(x)) {
      const v641 = x[k640];
      const q642 = key(p, k640);
      if (k640 === "thread_id") {
        if (!(typeof v641 === "string")) return err(q642, "invalid type: " + kind(v641) + ", expected string");
        if (typeof v641 === "string") {
          const n643 = chars(v641);
          if (n643 < 1) return err(q642, "string of length " + n643 + " is shorter than minLength 1");
        }
      }
      else if (k640 === "turn_id") {
        if (!(typeof v641 === "string" || v641 === null)) return err(q642, "invalid type: " + kind(v641) + ", expected string or null");
      }
      else if (k640 === "seq") {
        if (!(Number.isInteger(v641))) return err(q642, "invalid type: " + kind(v641) + ", expected integer");
        if (typeof v641 === "number") {
          if (v641 < 1) return err(q642, v641 + " is less than minimum 1");
        }
      }
      else if (k640 === "type") {
        if (!(typeof v641 === "string")) return err(q642, "invalid type: " + kind(v641) + ", expected string");
        if (typeof v641 === "string") {
          const n644 = chars(v641);
          if (n644 < 1) return err(q642, "string of length " + n644 + " is shorter than minLength 1");
        }
      }
      else if (k640 === "payload") {
        if (!(isObject(v641))) return err(q642, "invalid type: " + kind(v641) + ", expected object");
        if (isObject(v641)) {
          for (const k645 of Object.keys(v641)) {
            const v646 = v641[k645];
            const q647 = key(q642, k645);
            {
              { const e648 = v_JsonValue(v646, q647); if (e648) return e648; }
            }
          }
        }
      }
      else if (k640 === "ts") {
        if (!(typeof v641 === "string")) return err(q642, "invalid type: " + kind(v641) + ", expected string");
      }
      else if (k640 === "schema_version") {
        if (!(Number.isInteger(v641))) return err(q642, "invalid type: " + kind(v641) + ", expected integer");
        if (v641 !== 1) return err(q642, "invalid value: " + kind(v641) + ", expected the constant " + "1");
      }
      else return err(q642, "unknown field `" + k640 + "`" + ", expected one of `thread_id`, `turn_id`, `seq`, `type`, `payload`, `ts`, `schema_version`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "thread_id")) return err(p, "missing field `thread_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "seq")) return err(p, "missing field `seq`");
    if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_RuntimeFeatureFlags(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k649 of Object.keys(x)) {
      const v650 = x[k649];
      const q651 = key(p, k649);
      if (k649 === "stable") {
        if (!(isObject(v650))) return err(q651, "invalid type: " + kind(v650) + ", expected object");
        if (isObject(v650)) {
          for (const k652 of Object.keys(v650)) {
            const v653 = v650[k652];
            const q654 = key(q651, k652);
            {
              if (!(typeof v653 === "boolean")) return err(q654, "invalid type: " + kind(v653) + ", expected boolean");
            }
          }
        }
      }
      else if (k649 === "labs") {
        if (!(isObject(v650))) return err(q651, "invalid type: " + kind(v650) + ", expected object");
        if (isObject(v650)) {
          for (const k655 of Object.keys(v650)) {
            const v656 = v650[k655];
            const q657 = key(q651, k655);
            {
              if (!(typeof v656 === "boolean")) return err(q657, "invalid type: " + kind(v656) + ", expected boolean");
            }
          }
        }
      }
      else if (k649 === "internal") {
        if (!(isObject(v650))) return err(q651, "invalid type: " + kind(v650) + ", expected object");
        if (isObject(v650)) {
          for (const k658 of Object.keys(v650)) {
            const v659 = v650[k658];
            const q660 = key(q651, k658);
            {
              if (!(typeof v659 === "boolean")) return err(q660, "invalid type: " + kind(v659) + ", expected boolean");
            }
          }
        }
      }
      else return err(q651, "unknown field `" + k649 + "`" + ", expected one of `stable`, `labs`, `internal`");
    }
  }
  return undefined;
}

function v_RuntimeMode(x, p) {
  if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
  if (!["plan", "act", "operate", "review"].some((v) => equal(v, x))) return err(p, "unknown variant " + kind(x) + ", expected one of `plan`, `act`, `operate`, `review`");
  return undefined;
}

function v_RuntimeSandboxStatus(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k661 of Object.keys(x)) {
      const v662 = x[k661];
      const q663 = key(p, k661);
      if (k661 === "platform") {
        if (!(typeof v662 === "string")) return err(q663, "invalid type: " + kind(v662) + ", expected string");
      }
      else if (k661 === "capability") {
        { const e664 = v_SandboxCapability(v662, q663); if (e664) return e664; }
      }
      else if (k661 === "state") {
        { const e665 = v_SandboxState(v662, q663); if (e665) return e665; }
      }
      else if (k661 === "windows_forced_sandbox") {
        { const e666 = v_WindowsForcedSandbox(v662, q663); if (e666) return e666; }
      }
      else return err(q663, "unknown field `" + k661 + "`" + ", expected one of `platform`, `capability`, `state`, `windows_forced_sandbox`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "platform")) return err(p, "missing field `platform`");
    if (!Object.prototype.hasOwnProperty.call(x, "capability")) return err(p, "missing field `capability`");
    if (!Object.prototype.hasOwnProperty.call(x, "state")) return err(p, "missing field `state`");
    if (!Object.prototype.hasOwnProperty.call(x, "windows_forced_sandbox")) return err(p, "missing field `windows_forced_sandbox`");
  }
  return undefined;
}

function v_SandboxCapability(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k667 of Object.keys(x)) {
      const v668 = x[k667];
      const q669 = key(p, k667);
      if (k667 === "available") {
        if (!(typeof v668 === "boolean")) return err(q669, "invalid type: " + kind(v668) + ", expected boolean");
      }
      else if (k667 === "kind") {
        { const e670 = v_SandboxKind(v668, q669); if (e670) return e670; }
      }
      else if (k667 === "reason") {
        if (!(typeof v668 === "string")) return err(q669, "invalid type: " + kind(v668) + ", expected string");
      }
      else return err(q669, "unknown field `" + k667 + "`" + ", expected one of `available`, `kind`, `reason`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "available")) return err(p, "missing field `available`");
    if (!Object.prototype.hasOwnProperty.call(x, "kind")) return err(p, "missing field `kind`");
    if (!Object.prototype.hasOwnProperty.call(x, "reason")) return err(p, "missing field `reason`");
  }
  return undefined;
}

function v_SandboxEnforcement(x, p) {
  if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
  if (!["full", "partial", "unavailable"].some((v) => equal(v, x))) return err(p, "unknown variant " + kind(x) + ", expected one of `full`, `partial`, `unavailable`");
  return undefined;
}

function v_SandboxKind(x, p) {
  if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
  if (!["none", "windows_none", "windows_acl", "linux_bwrap", "macos_seatbelt"].some((v) => equal(v, x))) return err(p, "unknown variant " + kind(x) + ", expected one of `none`, `windows_none`, `windows_acl`, `linux_bwrap`, `macos_seatbelt`");
  return undefined;
}

function v_SandboxState(x, p) {
  if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
  if (!["enforcement_available", "partial_enforcement", "degraded"].some((v) => equal(v, x))) return err(p, "unknown variant " + kind(x) + ", expected one of `enforcement_available`, `partial_enforcement`, `degraded`");
  return undefined;
}

function v_SessionAuthorityResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k671 of Object.keys(x)) {
      const v672 = x[k671];
      const q673 = key(p, k671);
      if (k671 === "snapshot") {
        { const e674 = v_AuthoritySnapshot(v672, q673); if (e674) return e674; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "snapshot")) return err(p, "missing field `snapshot`");
  }
  return undefined;
}

function v_SessionCheckpointsCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k675 of Object.keys(x)) {
      const v676 = x[k675];
      const q677 = key(p, k675);
      if (k675 === "type") {
        if (!(typeof v676 === "string")) return err(q677, "invalid type: " + kind(v676) + ", expected string");
        if (v676 !== "session.checkpoints") return err(q677, "invalid value: " + kind(v676) + ", expected the constant " + "\"session.checkpoints\"");
      }
      else if (k675 === "session_id") {
        if (!(typeof v676 === "string")) return err(q677, "invalid type: " + kind(v676) + ", expected string");
      }
      else if (k675 === "run_id") {
        if (!(typeof v676 === "string" || v676 === null)) return err(q677, "invalid type: " + kind(v676) + ", expected string or null");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
  }
  return undefined;
}

function v_SessionCheckpointsResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k678 of Object.keys(x)) {
      const v679 = x[k678];
      const q680 = key(p, k678);
      if (k678 === "run_id") {
        if (!(typeof v679 === "string" || v679 === null)) return err(q680, "invalid type: " + kind(v679) + ", expected string or null");
      }
      else if (k678 === "checkpoints") {
        if (!(Array.isArray(v679))) return err(q680, "invalid type: " + kind(v679) + ", expected array");
        if (Array.isArray(v679)) {
          for (let i681 = 0; i681 < v679.length; i681++) {
            const v682 = v679[i681];
            const q683 = q680 + "[" + i681 + "]";
            if (!(isObject(v682))) return err(q683, "invalid type: " + kind(v682) + ", expected object");
          }
        }
      }
    }
  }
  return undefined;
}

function v_SessionCloseCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k684 of Object.keys(x)) {
      const v685 = x[k684];
      const q686 = key(p, k684);
      if (k684 === "type") {
        if (!(typeof v685 === "string")) return err(q686, "invalid type: " + kind(v685) + ", expected string");
        if (v685 !== "session.close") return err(q686, "invalid value: " + kind(v685) + ", expected the constant " + "\"session.close\"");
      }
      else if (k684 === "session_id") {
        if (!(typeof v685 === "string")) return err(q686, "invalid type: " + kind(v685) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
  }
  return undefined;
}

function v_SessionCloseResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k687 of Object.keys(x)) {
      const v688 = x[k687];
      const q689 = key(p, k687);
      if (k687 === "status") {
        { const e690 = v_SessionStatus(v688, q689); if (e690) return e690; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "status")) return err(p, "missing field `status`");
  }
  return undefined;
}

function v_SessionClosedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k691 of Object.keys(x)) {
      const v692 = x[k691];
      const q693 = key(p, k691);
      if (k691 === "type") {
        if (!(typeof v692 === "string")) return err(q693, "invalid type: " + kind(v692) + ", expected string");
        if (v692 !== "session.closed") return err(q693, "invalid value: " + kind(v692) + ", expected the constant " + "\"session.closed\"");
      }
      else if (k691 === "session_id") {
        if (!(typeof v692 === "string")) return err(q693, "invalid type: " + kind(v692) + ", expected string");
      }
      else if (k691 === "ts") {
        if (!(typeof v692 === "string")) return err(q693, "invalid type: " + kind(v692) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_SessionCompactCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k694 of Object.keys(x)) {
      const v695 = x[k694];
      const q696 = key(p, k694);
      if (k694 === "type") {
        if (!(typeof v695 === "string")) return err(q696, "invalid type: " + kind(v695) + ", expected string");
        if (v695 !== "session.compact") return err(q696, "invalid value: " + kind(v695) + ", expected the constant " + "\"session.compact\"");
      }
      else if (k694 === "session_id") {
        if (!(typeof v695 === "string")) return err(q696, "invalid type: " + kind(v695) + ", expected string");
      }
      else if (k694 === "focus") {
        if (!(typeof v695 === "string")) return err(q696, "invalid type: " + kind(v695) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
  }
  return undefined;
}

function v_SessionCompactResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k697 of Object.keys(x)) {
      const v698 = x[k697];
      const q699 = key(p, k697);
      if (k697 === "status") {
        { const e700 = v_CompactStatus(v698, q699); if (e700) return e700; }
      }
      else if (k697 === "message") {
        if (!(typeof v698 === "string")) return err(q699, "invalid type: " + kind(v698) + ", expected string");
      }
      else if (k697 === "summary_tokens") {
        if (!(Number.isInteger(v698))) return err(q699, "invalid type: " + kind(v698) + ", expected integer");
      }
      else if (k697 === "saved_tokens") {
        if (!(Number.isInteger(v698))) return err(q699, "invalid type: " + kind(v698) + ", expected integer");
      }
      else if (k697 === "original_tokens") {
        if (!(Number.isInteger(v698))) return err(q699, "invalid type: " + kind(v698) + ", expected integer");
      }
      else if (k697 === "compacted_tokens") {
        if (!(Number.isInteger(v698))) return err(q699, "invalid type: " + kind(v698) + ", expected integer");
      }
      else if (k697 === "retained_tokens") {
        if (!(Number.isInteger(v698))) return err(q699, "invalid type: " + kind(v698) + ", expected integer");
      }
      else if (k697 === "retained_messages") {
        if (!(Number.isInteger(v698))) return err(q699, "invalid type: " + kind(v698) + ", expected integer");
      }
      else if (k697 === "quality_score") {
        if (!(typeof v698 === "number")) return err(q699, "invalid type: " + kind(v698) + ", expected number");
      }
      else if (k697 === "summary_path") {
        if (!(typeof v698 === "string")) return err(q699, "invalid type: " + kind(v698) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "summary_tokens")) return err(p, "missing field `summary_tokens`");
    if (!Object.prototype.hasOwnProperty.call(x, "saved_tokens")) return err(p, "missing field `saved_tokens`");
  }
  return undefined;
}

function v_SessionContextCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k701 of Object.keys(x)) {
      const v702 = x[k701];
      const q703 = key(p, k701);
      if (k701 === "type") {
        if (!(typeof v702 === "string")) return err(q703, "invalid type: " + kind(v702) + ", expected string");
        if (v702 !== "session.context") return err(q703, "invalid value: " + kind(v702) + ", expected the constant " + "\"session.context\"");
      }
      else if (k701 === "session_id") {
        if (!(typeof v702 === "string")) return err(q703, "invalid type: " + kind(v702) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
  }
  return undefined;
}

function v_SessionContextResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k704 of Object.keys(x)) {
      const v705 = x[k704];
      const q706 = key(p, k704);
      if (k704 === "input_commands") {
        if (!(Array.isArray(v705))) return err(q706, "invalid type: " + kind(v705) + ", expected array");
        if (Array.isArray(v705)) {
          for (let i707 = 0; i707 < v705.length; i707++) {
            const v708 = v705[i707];
            const q709 = q706 + "[" + i707 + "]";
            if (!(isObject(v708))) return err(q709, "invalid type: " + kind(v708) + ", expected object");
            if (isObject(v708)) {
              for (const k710 of Object.keys(v708)) {
                const v711 = v708[k710];
                const q712 = key(q709, k710);
                {
                  if (!(typeof v711 === "string")) return err(q712, "invalid type: " + kind(v711) + ", expected string");
                }
              }
            }
          }
        }
      }
      else if (k704 === "message_count") {
        if (!(Number.isInteger(v705))) return err(q706, "invalid type: " + kind(v705) + ", expected integer");
      }
      else if (k704 === "estimated_tokens") {
        if (!(Number.isInteger(v705))) return err(q706, "invalid type: " + kind(v705) + ", expected integer");
      }
      else if (k704 === "run_count") {
        if (!(Number.isInteger(v705))) return err(q706, "invalid type: " + kind(v705) + ", expected integer");
      }
      else if (k704 === "last_run_id") {
        if (!(typeof v705 === "string" || v705 === null)) return err(q706, "invalid type: " + kind(v705) + ", expected string or null");
      }
      else if (k704 === "usage") {
        if (!(isObject(v705))) return err(q706, "invalid type: " + kind(v705) + ", expected object");
      }
      else if (k704 === "session_usage") {
        if (!(isObject(v705))) return err(q706, "invalid type: " + kind(v705) + ", expected object");
      }
      else if (k704 === "working_set") {
        if (!(Array.isArray(v705))) return err(q706, "invalid type: " + kind(v705) + ", expected array");
        if (Array.isArray(v705)) {
          for (let i713 = 0; i713 < v705.length; i713++) {
            const v714 = v705[i713];
            const q715 = q706 + "[" + i713 + "]";
            if (!(typeof v714 === "string")) return err(q715, "invalid type: " + kind(v714) + ", expected string");
          }
        }
      }
      else if (k704 === "memory_count") {
        if (!(Number.isInteger(v705))) return err(q706, "invalid type: " + kind(v705) + ", expected integer");
        if (typeof v705 === "number") {
          if (v705 < 0) return err(q706, v705 + " is less than minimum 0");
        }
      }
      else if (k704 === "compaction") {
        if (!(isObject(v705) || v705 === null)) return err(q706, "invalid type: " + kind(v705) + ", expected object or null");
      }
      else if (k704 === "tool_schema_tokens") {
        if (!(Number.isInteger(v705) || v705 === null)) return err(q706, "invalid type: " + kind(v705) + ", expected integer or null");
        if (typeof v705 === "number") {
          if (v705 < 0) return err(q706, v705 + " is less than minimum 0");
        }
      }
      else if (k704 === "system_tokens") {
        if (!(Number.isInteger(v705) || v705 === null)) return err(q706, "invalid type: " + kind(v705) + ", expected integer or null");
        if (typeof v705 === "number") {
          if (v705 < 0) return err(q706, v705 + " is less than minimum 0");
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "message_count")) return err(p, "missing field `message_count`");
    if (!Object.prototype.hasOwnProperty.call(x, "estimated_tokens")) return err(p, "missing field `estimated_tokens`");
    if (!Object.prototype.hasOwnProperty.call(x, "run_count")) return err(p, "missing field `run_count`");
  }
  return undefined;
}

function v_SessionCreateCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k716 of Object.keys(x)) {
      const v717 = x[k716];
      const q718 = key(p, k716);
      if (k716 === "type") {
        if (!(typeof v717 === "string")) return err(q718, "invalid type: " + kind(v717) + ", expected string");
        if (v717 !== "session.create") return err(q718, "invalid value: " + kind(v717) + ", expected the constant " + "\"session.create\"");
      }
      else if (k716 === "mode") {
        { const e719 = v_SessionMode(v717, q718); if (e719) return e719; }
      }
      else if (k716 === "title") {
        if (!(typeof v717 === "string")) return err(q718, "invalid type: " + kind(v717) + ", expected string");
      }
      else if (k716 === "preset_id") {
        if (!(typeof v717 === "string")) return err(q718, "invalid type: " + kind(v717) + ", expected string");
        if (typeof v717 === "string") {
          if (!/^[a-z][a-z0-9-]{0,63}$/u.test(v717)) return err(q718, "string does not match pattern ^[a-z][a-z0-9-]{0,63}$");
        }
      }
    }
  }
  return undefined;
}

function v_SessionCreateResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k720 of Object.keys(x)) {
      const v721 = x[k720];
      const q722 = key(p, k720);
      if (k720 === "session_id") {
        if (!(typeof v721 === "string")) return err(q722, "invalid type: " + kind(v721) + ", expected string");
      }
      else if (k720 === "status") {
        { const e723 = v_SessionStatus(v721, q722); if (e723) return e723; }
      }
      else if (k720 === "route_id") {
        if (!(typeof v721 === "string")) return err(q722, "invalid type: " + kind(v721) + ", expected string");
      }
      else if (k720 === "model") {
        if (!(typeof v721 === "string")) return err(q722, "invalid type: " + kind(v721) + ", expected string");
      }
      else if (k720 === "thinking_level") {
        const e724 = (() => {
          {
            const u725 = [];
            const b726 = (() => {
              { const e727 = v_ThinkingLevel(v721, q722); if (e727) return e727; }
              return undefined;
            })();
            if (b726 === undefined) return undefined;
            u725.push(b726);
            const b728 = (() => {
              if (!(v721 === null)) return err(q722, "invalid type: " + kind(v721) + ", expected null");
              return undefined;
            })();
            if (b728 === undefined) return undefined;
            u725.push(b728);
            const u725d = u725.reduce((a, b) => (b.path.length > a.path.length ? b : a));
            return u725d;
          }
        })();
        if (e724) return e724;
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "status")) return err(p, "missing field `status`");
  }
  return undefined;
}

function v_SessionCreatedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k729 of Object.keys(x)) {
      const v730 = x[k729];
      const q731 = key(p, k729);
      if (k729 === "type") {
        if (!(typeof v730 === "string")) return err(q731, "invalid type: " + kind(v730) + ", expected string");
        if (v730 !== "session.created") return err(q731, "invalid value: " + kind(v730) + ", expected the constant " + "\"session.created\"");
      }
      else if (k729 === "session_id") {
        if (!(typeof v730 === "string")) return err(q731, "invalid type: " + kind(v730) + ", expected string");
      }
      else if (k729 === "mode") {
        if (!(typeof v730 === "string")) return err(q731, "invalid type: " + kind(v730) + ", expected string");
      }
      else if (k729 === "ts") {
        if (!(typeof v730 === "string")) return err(q731, "invalid type: " + kind(v730) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "mode")) return err(p, "missing field `mode`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_SessionDeleteCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k732 of Object.keys(x)) {
      const v733 = x[k732];
      const q734 = key(p, k732);
      if (k732 === "type") {
        if (!(typeof v733 === "string")) return err(q734, "invalid type: " + kind(v733) + ", expected string");
        if (v733 !== "session.delete") return err(q734, "invalid value: " + kind(v733) + ", expected the constant " + "\"session.delete\"");
      }
      else if (k732 === "session_id") {
        if (!(typeof v733 === "string")) return err(q734, "invalid type: " + kind(v733) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
  }
  return undefined;
}

function v_SessionDeleteResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k735 of Object.keys(x)) {
      const v736 = x[k735];
      const q737 = key(p, k735);
      if (k735 === "session_id") {
        if (!(typeof v736 === "string")) return err(q737, "invalid type: " + kind(v736) + ", expected string");
      }
      else if (k735 === "deleted") {
        if (!(typeof v736 === "boolean")) return err(q737, "invalid type: " + kind(v736) + ", expected boolean");
        if (v736 !== true) return err(q737, "invalid value: " + kind(v736) + ", expected the constant " + "true");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
  }
  return undefined;
}

function v_SessionDeletedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k738 of Object.keys(x)) {
      const v739 = x[k738];
      const q740 = key(p, k738);
      if (k738 === "type") {
        if (!(typeof v739 === "string")) return err(q740, "invalid type: " + kind(v739) + ", expected string");
        if (v739 !== "session.deleted") return err(q740, "invalid value: " + kind(v739) + ", expected the constant " + "\"session.deleted\"");
      }
      else if (k738 === "session_id") {
        if (!(typeof v739 === "string")) return err(q740, "invalid type: " + kind(v739) + ", expected string");
      }
      else if (k738 === "ts") {
        if (!(typeof v739 === "string")) return err(q740, "invalid type: " + kind(v739) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_SessionExecuteCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k741 of Object.keys(x)) {
      const v742 = x[k741];
      const q743 = key(p, k741);
      if (k741 === "type") {
        if (!(typeof v742 === "string")) return err(q743, "invalid type: " + kind(v742) + ", expected string");
        if (v742 !== "session.execute_command") return err(q743, "invalid value: " + kind(v742) + ", expected the constant " + "\"session.execute_command\"");
      }
      else if (k741 === "session_id") {
        if (!(typeof v742 === "string")) return err(q743, "invalid type: " + kind(v742) + ", expected string");
      }
      else if (k741 === "content") {
        if (!(typeof v742 === "string")) return err(q743, "invalid type: " + kind(v742) + ", expected string");
        if (typeof v742 === "string") {
          const n744 = chars(v742);
          if (n744 < 1) return err(q743, "string of length " + n744 + " is shorter than minLength 1");
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "content")) return err(p, "missing field `content`");
  }
  return undefined;
}

function v_SessionExportCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k745 of Object.keys(x)) {
      const v746 = x[k745];
      const q747 = key(p, k745);
      if (k745 === "type") {
        if (!(typeof v746 === "string")) return err(q747, "invalid type: " + kind(v746) + ", expected string");
        if (v746 !== "session.export") return err(q747, "invalid value: " + kind(v746) + ", expected the constant " + "\"session.export\"");
      }
      else if (k745 === "session_id") {
        if (!(typeof v746 === "string")) return err(q747, "invalid type: " + kind(v746) + ", expected string");
      }
      else if (k745 === "format") {
        { const e748 = v_ExportFormat(v746, q747); if (e748) return e748; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
  }
  return undefined;
}

function v_SessionExportResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k749 of Object.keys(x)) {
      const v750 = x[k749];
      const q751 = key(p, k749);
      if (k749 === "filename") {
        if (!(typeof v750 === "string")) return err(q751, "invalid type: " + kind(v750) + ", expected string");
      }
      else if (k749 === "media_type") {
        if (!(typeof v750 === "string")) return err(q751, "invalid type: " + kind(v750) + ", expected string");
      }
      else if (k749 === "content") {
        if (!(typeof v750 === "string")) return err(q751, "invalid type: " + kind(v750) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "filename")) return err(p, "missing field `filename`");
    if (!Object.prototype.hasOwnProperty.call(x, "media_type")) return err(p, "missing field `media_type`");
    if (!Object.prototype.hasOwnProperty.call(x, "content")) return err(p, "missing field `content`");
  }
  return undefined;
}

function v_SessionForkCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k752 of Object.keys(x)) {
      const v753 = x[k752];
      const q754 = key(p, k752);
      if (k752 === "type") {
        if (!(typeof v753 === "string")) return err(q754, "invalid type: " + kind(v753) + ", expected string");
        if (v753 !== "session.fork") return err(q754, "invalid value: " + kind(v753) + ", expected the constant " + "\"session.fork\"");
      }
      else if (k752 === "session_id") {
        if (!(typeof v753 === "string")) return err(q754, "invalid type: " + kind(v753) + ", expected string");
      }
      else if (k752 === "leaf_seq") {
        if (!(Number.isInteger(v753) || v753 === null)) return err(q754, "invalid type: " + kind(v753) + ", expected integer or null");
        if (typeof v753 === "number") {
          if (v753 < 1) return err(q754, v753 + " is less than minimum 1");
        }
      }
      else if (k752 === "title") {
        if (!(typeof v753 === "string")) return err(q754, "invalid type: " + kind(v753) + ", expected string");
        if (typeof v753 === "string") {
          const n755 = chars(v753);
          if (n755 > 200) return err(q754, "string of length " + n755 + " is longer than maxLength 200");
        }
      }
      else if (k752 === "preset_id") {
        if (!(typeof v753 === "string" || v753 === null)) return err(q754, "invalid type: " + kind(v753) + ", expected string or null");
        if (typeof v753 === "string") {
          if (!/^[a-z][a-z0-9-]{0,63}$/u.test(v753)) return err(q754, "string does not match pattern ^[a-z][a-z0-9-]{0,63}$");
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
  }
  return undefined;
}

function v_SessionForkResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k756 of Object.keys(x)) {
      const v757 = x[k756];
      const q758 = key(p, k756);
      if (k756 === "session") {
        { const e759 = v_SessionInfo(v757, q758); if (e759) return e759; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session")) return err(p, "missing field `session`");
  }
  return undefined;
}

function v_SessionForkedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k760 of Object.keys(x)) {
      const v761 = x[k760];
      const q762 = key(p, k760);
      if (k760 === "type") {
        if (!(typeof v761 === "string")) return err(q762, "invalid type: " + kind(v761) + ", expected string");
        if (v761 !== "session.forked") return err(q762, "invalid value: " + kind(v761) + ", expected the constant " + "\"session.forked\"");
      }
      else if (k760 === "session_id") {
        if (!(typeof v761 === "string")) return err(q762, "invalid type: " + kind(v761) + ", expected string");
      }
      else if (k760 === "source_session_id") {
        if (!(typeof v761 === "string")) return err(q762, "invalid type: " + kind(v761) + ", expected string");
      }
      else if (k760 === "ts") {
        if (!(typeof v761 === "string")) return err(q762, "invalid type: " + kind(v761) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "source_session_id")) return err(p, "missing field `source_session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_SessionGetAuthorityCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k763 of Object.keys(x)) {
      const v764 = x[k763];
      const q765 = key(p, k763);
      if (k763 === "type") {
        if (!(typeof v764 === "string")) return err(q765, "invalid type: " + kind(v764) + ", expected string");
        if (v764 !== "session.get_authority") return err(q765, "invalid value: " + kind(v764) + ", expected the constant " + "\"session.get_authority\"");
      }
      else if (k763 === "session_id") {
        if (!(typeof v764 === "string")) return err(q765, "invalid type: " + kind(v764) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
  }
  return undefined;
}

function v_SessionGetHistoryCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k766 of Object.keys(x)) {
      const v767 = x[k766];
      const q768 = key(p, k766);
      if (k766 === "type") {
        if (!(typeof v767 === "string")) return err(q768, "invalid type: " + kind(v767) + ", expected string");
        if (v767 !== "session.get_history") return err(q768, "invalid value: " + kind(v767) + ", expected the constant " + "\"session.get_history\"");
      }
      else if (k766 === "session_id") {
        if (!(typeof v767 === "string")) return err(q768, "invalid type: " + kind(v767) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
  }
  return undefined;
}

function v_SessionGetHistoryResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k769 of Object.keys(x)) {
      const v770 = x[k769];
      const q771 = key(p, k769);
      if (k769 === "messages") {
        if (!(Array.isArray(v770))) return err(q771, "invalid type: " + kind(v770) + ", expected array");
        if (Array.isArray(v770)) {
          for (let i772 = 0; i772 < v770.length; i772++) {
            const v773 = v770[i772];
            const q774 = q771 + "[" + i772 + "]";
            if (!(isObject(v773))) return err(q774, "invalid type: " + kind(v773) + ", expected object");
          }
        }
      }
      else if (k769 === "display_messages") {
        if (!(Array.isArray(v770) || v770 === null)) return err(q771, "invalid type: " + kind(v770) + ", expected array or null");
        if (Array.isArray(v770)) {
          for (let i775 = 0; i775 < v770.length; i775++) {
            const v776 = v770[i775];
            const q777 = q771 + "[" + i775 + "]";
            if (!(isObject(v776))) return err(q777, "invalid type: " + kind(v776) + ", expected object");
          }
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "messages")) return err(p, "missing field `messages`");
  }
  return undefined;
}

function v_SessionImportCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k778 of Object.keys(x)) {
      const v779 = x[k778];
      const q780 = key(p, k778);
      if (k778 === "type") {
        if (!(typeof v779 === "string")) return err(q780, "invalid type: " + kind(v779) + ", expected string");
        if (v779 !== "session.import") return err(q780, "invalid value: " + kind(v779) + ", expected the constant " + "\"session.import\"");
      }
      else if (k778 === "content") {
        if (!(typeof v779 === "string")) return err(q780, "invalid type: " + kind(v779) + ", expected string");
        if (typeof v779 === "string") {
          const n781 = chars(v779);
          if (n781 < 1) return err(q780, "string of length " + n781 + " is shorter than minLength 1");
          if (n781 > 3145728) return err(q780, "string of length " + n781 + " is longer than maxLength 3145728");
        }
      }
      else if (k778 === "filename") {
        if (!(typeof v779 === "string")) return err(q780, "invalid type: " + kind(v779) + ", expected string");
        if (typeof v779 === "string") {
          const n782 = chars(v779);
          if (n782 > 260) return err(q780, "string of length " + n782 + " is longer than maxLength 260");
        }
      }
      else if (k778 === "title") {
        if (!(typeof v779 === "string")) return err(q780, "invalid type: " + kind(v779) + ", expected string");
        if (typeof v779 === "string") {
          const n783 = chars(v779);
          if (n783 > 200) return err(q780, "string of length " + n783 + " is longer than maxLength 200");
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "content")) return err(p, "missing field `content`");
  }
  return undefined;
}

function v_SessionInfo(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k784 of Object.keys(x)) {
      const v785 = x[k784];
      const q786 = key(p, k784);
      if (k784 === "session_id") {
        if (!(typeof v785 === "string")) return err(q786, "invalid type: " + kind(v785) + ", expected string");
      }
      else if (k784 === "mode") {
        { const e787 = v_SessionMode(v785, q786); if (e787) return e787; }
      }
      else if (k784 === "status") {
        { const e788 = v_SessionStatus(v785, q786); if (e788) return e788; }
      }
      else if (k784 === "title") {
        if (!(typeof v785 === "string")) return err(q786, "invalid type: " + kind(v785) + ", expected string");
      }
      else if (k784 === "created_at") {
        if (!(typeof v785 === "string")) return err(q786, "invalid type: " + kind(v785) + ", expected string");
      }
      else if (k784 === "updated_at") {
        if (!(typeof v785 === "string")) return err(q786, "invalid type: " + kind(v785) + ", expected string");
      }
      else if (k784 === "run_count") {
        if (!(Number.isInteger(v785))) return err(q786, "invalid type: " + kind(v785) + ", expected integer");
      }
      else if (k784 === "last_run_id") {
        if (!(typeof v785 === "string" || v785 === null)) return err(q786, "invalid type: " + kind(v785) + ", expected string or null");
      }
      else if (k784 === "parent_session_id") {
        if (!(typeof v785 === "string" || v785 === null)) return err(q786, "invalid type: " + kind(v785) + ", expected string or null");
      }
      else if (k784 === "workspace") {
        if (!(typeof v785 === "string")) return err(q786, "invalid type: " + kind(v785) + ", expected string");
      }
      else if (k784 === "preset_id") {
        if (!(typeof v785 === "string")) return err(q786, "invalid type: " + kind(v785) + ", expected string");
      }
      else if (k784 === "preset_digest") {
        if (!(typeof v785 === "string")) return err(q786, "invalid type: " + kind(v785) + ", expected string");
      }
      else if (k784 === "route_id") {
        if (!(typeof v785 === "string")) return err(q786, "invalid type: " + kind(v785) + ", expected string");
      }
      else if (k784 === "model") {
        if (!(typeof v785 === "string")) return err(q786, "invalid type: " + kind(v785) + ", expected string");
      }
      else if (k784 === "thinking_level") {
        const e789 = (() => {
          {
            const u790 = [];
            const b791 = (() => {
              { const e792 = v_ThinkingLevel(v785, q786); if (e792) return e792; }
              return undefined;
            })();
            if (b791 === undefined) return undefined;
            u790.push(b791);
            const b793 = (() => {
              if (!(v785 === null)) return err(q786, "invalid type: " + kind(v785) + ", expected null");
              return undefined;
            })();
            if (b793 === undefined) return undefined;
            u790.push(b793);
            const u790d = u790.reduce((a, b) => (b.path.length > a.path.length ? b : a));
            return u790d;
          }
        })();
        if (e789) return e789;
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "mode")) return err(p, "missing field `mode`");
    if (!Object.prototype.hasOwnProperty.call(x, "status")) return err(p, "missing field `status`");
    if (!Object.prototype.hasOwnProperty.call(x, "title")) return err(p, "missing field `title`");
    if (!Object.prototype.hasOwnProperty.call(x, "created_at")) return err(p, "missing field `created_at`");
    if (!Object.prototype.hasOwnProperty.call(x, "updated_at")) return err(p, "missing field `updated_at`");
    if (!Object.prototype.hasOwnProperty.call(x, "run_count")) return err(p, "missing field `run_count`");
  }
  return undefined;
}

function v_SessionInterruptedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k794 of Object.keys(x)) {
      const v795 = x[k794];
      const q796 = key(p, k794);
      if (k794 === "type") {
        if (!(typeof v795 === "string")) return err(q796, "invalid type: " + kind(v795) + ", expected string");
        if (v795 !== "session.interrupted") return err(q796, "invalid value: " + kind(v795) + ", expected the constant " + "\"session.interrupted\"");
      }
      else if (k794 === "session_id") {
        if (!(typeof v795 === "string")) return err(q796, "invalid type: " + kind(v795) + ", expected string");
      }
      else if (k794 === "last_run_id") {
        if (!(typeof v795 === "string")) return err(q796, "invalid type: " + kind(v795) + ", expected string");
      }
      else if (k794 === "reason") {
        if (!(typeof v795 === "string")) return err(q796, "invalid type: " + kind(v795) + ", expected string");
      }
      else if (k794 === "ts") {
        if (!(typeof v795 === "string")) return err(q796, "invalid type: " + kind(v795) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "last_run_id")) return err(p, "missing field `last_run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_SessionListCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k797 of Object.keys(x)) {
      const v798 = x[k797];
      const q799 = key(p, k797);
      if (k797 === "type") {
        if (!(typeof v798 === "string")) return err(q799, "invalid type: " + kind(v798) + ", expected string");
        if (v798 !== "session.list") return err(q799, "invalid value: " + kind(v798) + ", expected the constant " + "\"session.list\"");
      }
      else if (k797 === "include_closed") {
        if (!(typeof v798 === "boolean")) return err(q799, "invalid type: " + kind(v798) + ", expected boolean");
      }
      else if (k797 === "limit") {
        if (!(Number.isInteger(v798))) return err(q799, "invalid type: " + kind(v798) + ", expected integer");
        if (typeof v798 === "number") {
          if (v798 < 1) return err(q799, v798 + " is less than minimum 1");
          if (v798 > 200) return err(q799, v798 + " is greater than maximum 200");
        }
      }
    }
  }
  return undefined;
}

function v_SessionListQueueCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k800 of Object.keys(x)) {
      const v801 = x[k800];
      const q802 = key(p, k800);
      if (k800 === "type") {
        if (!(typeof v801 === "string")) return err(q802, "invalid type: " + kind(v801) + ", expected string");
        if (v801 !== "session.list_queue") return err(q802, "invalid value: " + kind(v801) + ", expected the constant " + "\"session.list_queue\"");
      }
      else if (k800 === "session_id") {
        if (!(typeof v801 === "string")) return err(q802, "invalid type: " + kind(v801) + ", expected string");
        if (typeof v801 === "string") {
          const n803 = chars(v801);
          if (n803 < 1) return err(q802, "string of length " + n803 + " is shorter than minLength 1");
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
  }
  return undefined;
}

function v_SessionListResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k804 of Object.keys(x)) {
      const v805 = x[k804];
      const q806 = key(p, k804);
      if (k804 === "sessions") {
        if (!(Array.isArray(v805))) return err(q806, "invalid type: " + kind(v805) + ", expected array");
        if (Array.isArray(v805)) {
          for (let i807 = 0; i807 < v805.length; i807++) {
            const v808 = v805[i807];
            const q809 = q806 + "[" + i807 + "]";
            { const e810 = v_SessionInfo(v808, q809); if (e810) return e810; }
          }
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "sessions")) return err(p, "missing field `sessions`");
  }
  return undefined;
}

function v_SessionMessageReceivedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k811 of Object.keys(x)) {
      const v812 = x[k811];
      const q813 = key(p, k811);
      if (k811 === "type") {
        if (!(typeof v812 === "string")) return err(q813, "invalid type: " + kind(v812) + ", expected string");
        if (v812 !== "session.message_received") return err(q813, "invalid value: " + kind(v812) + ", expected the constant " + "\"session.message_received\"");
      }
      else if (k811 === "session_id") {
        if (!(typeof v812 === "string")) return err(q813, "invalid type: " + kind(v812) + ", expected string");
      }
      else if (k811 === "content") {
        if (!(typeof v812 === "string")) return err(q813, "invalid type: " + kind(v812) + ", expected string");
      }
      else if (k811 === "ts") {
        if (!(typeof v812 === "string")) return err(q813, "invalid type: " + kind(v812) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "content")) return err(p, "missing field `content`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_SessionMode(x, p) {
  if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
  if (!["chat", "one_shot"].some((v) => equal(v, x))) return err(p, "unknown variant " + kind(x) + ", expected one of `chat`, `one_shot`");
  return undefined;
}

function v_SessionNavigateCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k814 of Object.keys(x)) {
      const v815 = x[k814];
      const q816 = key(p, k814);
      if (k814 === "type") {
        if (!(typeof v815 === "string")) return err(q816, "invalid type: " + kind(v815) + ", expected string");
        if (v815 !== "session.navigate") return err(q816, "invalid value: " + kind(v815) + ", expected the constant " + "\"session.navigate\"");
      }
      else if (k814 === "session_id") {
        if (!(typeof v815 === "string")) return err(q816, "invalid type: " + kind(v815) + ", expected string");
      }
      else if (k814 === "target_seq") {
        if (!(Number.isInteger(v815))) return err(q816, "invalid type: " + kind(v815) + ", expected integer");
        if (typeof v815 === "number") {
          if (v815 < 1) return err(q816, v815 + " is less than minimum 1");
        }
      }
      else if (k814 === "summarize") {
        if (!(typeof v815 === "boolean")) return err(q816, "invalid type: " + kind(v815) + ", expected boolean");
      }
      else if (k814 === "focus") {
        if (!(typeof v815 === "string")) return err(q816, "invalid type: " + kind(v815) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "target_seq")) return err(p, "missing field `target_seq`");
  }
  return undefined;
}

function v_SessionQueueMessageCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k817 of Object.keys(x)) {
      const v818 = x[k817];
      const q819 = key(p, k817);
      if (k817 === "type") {
        if (!(typeof v818 === "string")) return err(q819, "invalid type: " + kind(v818) + ", expected string");
        if (v818 !== "session.queue_message") return err(q819, "invalid value: " + kind(v818) + ", expected the constant " + "\"session.queue_message\"");
      }
      else if (k817 === "session_id") {
        if (!(typeof v818 === "string")) return err(q819, "invalid type: " + kind(v818) + ", expected string");
        if (typeof v818 === "string") {
          const n820 = chars(v818);
          if (n820 < 1) return err(q819, "string of length " + n820 + " is shorter than minLength 1");
        }
      }
      else if (k817 === "content") {
        if (!(typeof v818 === "string")) return err(q819, "invalid type: " + kind(v818) + ", expected string");
        if (typeof v818 === "string") {
          const n821 = chars(v818);
          if (n821 < 1) return err(q819, "string of length " + n821 + " is shorter than minLength 1");
        }
      }
      else if (k817 === "display_content") {
        if (!(typeof v818 === "string" || v818 === null)) return err(q819, "invalid type: " + kind(v818) + ", expected string or null");
      }
      else if (k817 === "runtime_mode") {
        { const e822 = v_RuntimeMode(v818, q819); if (e822) return e822; }
      }
      else if (k817 === "attachments") {
        if (!(Array.isArray(v818))) return err(q819, "invalid type: " + kind(v818) + ", expected array");
        if (Array.isArray(v818)) {
          for (let i823 = 0; i823 < v818.length; i823++) {
            const v824 = v818[i823];
            const q825 = q819 + "[" + i823 + "]";
            { const e826 = v_ImageArtifactInput(v824, q825); if (e826) return e826; }
          }
          if (v818.length > 8) return err(q819, "array has more than maxItems 8");
        }
      }
      else if (k817 === "tools") {
        if (!(Array.isArray(v818) || v818 === null)) return err(q819, "invalid type: " + kind(v818) + ", expected array or null");
        if (Array.isArray(v818)) {
          for (let i827 = 0; i827 < v818.length; i827++) {
            const v828 = v818[i827];
            const q829 = q819 + "[" + i827 + "]";
            { const e830 = v_BuiltinTool(v828, q829); if (e830) return e830; }
          }
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "content")) return err(p, "missing field `content`");
  }
  return undefined;
}

function v_SessionReloadCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k831 of Object.keys(x)) {
      const v832 = x[k831];
      const q833 = key(p, k831);
      if (k831 === "type") {
        if (!(typeof v832 === "string")) return err(q833, "invalid type: " + kind(v832) + ", expected string");
        if (v832 !== "session.reload") return err(q833, "invalid value: " + kind(v832) + ", expected the constant " + "\"session.reload\"");
      }
      else if (k831 === "session_id") {
        if (!(typeof v832 === "string")) return err(q833, "invalid type: " + kind(v832) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
  }
  return undefined;
}

function v_SessionRemoveQueuedMessageCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k834 of Object.keys(x)) {
      const v835 = x[k834];
      const q836 = key(p, k834);
      if (k834 === "type") {
        if (!(typeof v835 === "string")) return err(q836, "invalid type: " + kind(v835) + ", expected string");
        if (v835 !== "session.remove_queued_message") return err(q836, "invalid value: " + kind(v835) + ", expected the constant " + "\"session.remove_queued_message\"");
      }
      else if (k834 === "session_id") {
        if (!(typeof v835 === "string")) return err(q836, "invalid type: " + kind(v835) + ", expected string");
        if (typeof v835 === "string") {
          const n837 = chars(v835);
          if (n837 < 1) return err(q836, "string of length " + n837 + " is shorter than minLength 1");
        }
      }
      else if (k834 === "message_id") {
        if (!(typeof v835 === "string")) return err(q836, "invalid type: " + kind(v835) + ", expected string");
        if (typeof v835 === "string") {
          const n838 = chars(v835);
          if (n838 < 1) return err(q836, "string of length " + n838 + " is shorter than minLength 1");
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "message_id")) return err(p, "missing field `message_id`");
  }
  return undefined;
}

function v_SessionRenameCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k839 of Object.keys(x)) {
      const v840 = x[k839];
      const q841 = key(p, k839);
      if (k839 === "type") {
        if (!(typeof v840 === "string")) return err(q841, "invalid type: " + kind(v840) + ", expected string");
        if (v840 !== "session.rename") return err(q841, "invalid value: " + kind(v840) + ", expected the constant " + "\"session.rename\"");
      }
      else if (k839 === "session_id") {
        if (!(typeof v840 === "string")) return err(q841, "invalid type: " + kind(v840) + ", expected string");
      }
      else if (k839 === "title") {
        if (!(typeof v840 === "string")) return err(q841, "invalid type: " + kind(v840) + ", expected string");
        if (typeof v840 === "string") {
          const n842 = chars(v840);
          if (n842 < 1) return err(q841, "string of length " + n842 + " is shorter than minLength 1");
          if (n842 > 200) return err(q841, "string of length " + n842 + " is longer than maxLength 200");
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "title")) return err(p, "missing field `title`");
  }
  return undefined;
}

function v_SessionRenameResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k843 of Object.keys(x)) {
      const v844 = x[k843];
      const q845 = key(p, k843);
      if (k843 === "session") {
        { const e846 = v_SessionInfo(v844, q845); if (e846) return e846; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session")) return err(p, "missing field `session`");
  }
  return undefined;
}

function v_SessionRenamedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k847 of Object.keys(x)) {
      const v848 = x[k847];
      const q849 = key(p, k847);
      if (k847 === "type") {
        if (!(typeof v848 === "string")) return err(q849, "invalid type: " + kind(v848) + ", expected string");
        if (v848 !== "session.renamed") return err(q849, "invalid value: " + kind(v848) + ", expected the constant " + "\"session.renamed\"");
      }
      else if (k847 === "session_id") {
        if (!(typeof v848 === "string")) return err(q849, "invalid type: " + kind(v848) + ", expected string");
      }
      else if (k847 === "title") {
        if (!(typeof v848 === "string")) return err(q849, "invalid type: " + kind(v848) + ", expected string");
      }
      else if (k847 === "ts") {
        if (!(typeof v848 === "string")) return err(q849, "invalid type: " + kind(v848) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "title")) return err(p, "missing field `title`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_SessionResumeCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k850 of Object.keys(x)) {
      const v851 = x[k850];
      const q852 = key(p, k850);
      if (k850 === "type") {
        if (!(typeof v851 === "string")) return err(q852, "invalid type: " + kind(v851) + ", expected string");
        if (v851 !== "session.resume") return err(q852, "invalid value: " + kind(v851) + ", expected the constant " + "\"session.resume\"");
      }
      else if (k850 === "session_id") {
        if (!(typeof v851 === "string")) return err(q852, "invalid type: " + kind(v851) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
  }
  return undefined;
}

function v_SessionResumeResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k853 of Object.keys(x)) {
      const v854 = x[k853];
      const q855 = key(p, k853);
      if (k853 === "session") {
        { const e856 = v_SessionInfo(v854, q855); if (e856) return e856; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session")) return err(p, "missing field `session`");
  }
  return undefined;
}

function v_SessionResumedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k857 of Object.keys(x)) {
      const v858 = x[k857];
      const q859 = key(p, k857);
      if (k857 === "type") {
        if (!(typeof v858 === "string")) return err(q859, "invalid type: " + kind(v858) + ", expected string");
        if (v858 !== "session.resumed") return err(q859, "invalid value: " + kind(v858) + ", expected the constant " + "\"session.resumed\"");
      }
      else if (k857 === "session_id") {
        if (!(typeof v858 === "string")) return err(q859, "invalid type: " + kind(v858) + ", expected string");
      }
      else if (k857 === "ts") {
        if (!(typeof v858 === "string")) return err(q859, "invalid type: " + kind(v858) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_SessionRetryQueuedMessageCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k860 of Object.keys(x)) {
      const v861 = x[k860];
      const q862 = key(p, k860);
      if (k860 === "type") {
        if (!(typeof v861 === "string")) return err(q862, "invalid type: " + kind(v861) + ", expected string");
        if (v861 !== "session.retry_queued_message") return err(q862, "invalid value: " + kind(v861) + ", expected the constant " + "\"session.retry_queued_message\"");
      }
      else if (k860 === "session_id") {
        if (!(typeof v861 === "string")) return err(q862, "invalid type: " + kind(v861) + ", expected string");
        if (typeof v861 === "string") {
          const n863 = chars(v861);
          if (n863 < 1) return err(q862, "string of length " + n863 + " is shorter than minLength 1");
        }
      }
      else if (k860 === "message_id") {
        if (!(typeof v861 === "string")) return err(q862, "invalid type: " + kind(v861) + ", expected string");
        if (typeof v861 === "string") {
          const n864 = chars(v861);
          if (n864 < 1) return err(q862, "string of length " + n864 + " is shorter than minLength 1");
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "message_id")) return err(p, "missing field `message_id`");
  }
  return undefined;
}

function v_SessionRewindCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k865 of Object.keys(x)) {
      const v866 = x[k865];
      const q867 = key(p, k865);
      if (k865 === "type") {
        if (!(typeof v866 === "string")) return err(q867, "invalid type: " + kind(v866) + ", expected string");
        if (v866 !== "session.rewind") return err(q867, "invalid value: " + kind(v866) + ", expected the constant " + "\"session.rewind\"");
      }
      else if (k865 === "session_id") {
        if (!(typeof v866 === "string")) return err(q867, "invalid type: " + kind(v866) + ", expected string");
      }
      else if (k865 === "checkpoint_id") {
        if (!(typeof v866 === "string")) return err(q867, "invalid type: " + kind(v866) + ", expected string");
      }
      else if (k865 === "run_id") {
        if (!(typeof v866 === "string" || v866 === null)) return err(q867, "invalid type: " + kind(v866) + ", expected string or null");
      }
      else if (k865 === "expected_digest") {
        if (!(typeof v866 === "string")) return err(q867, "invalid type: " + kind(v866) + ", expected string");
        if (typeof v866 === "string") {
          const n868 = chars(v866);
          if (n868 < 64) return err(q867, "string of length " + n868 + " is shorter than minLength 64");
          if (n868 > 64) return err(q867, "string of length " + n868 + " is longer than maxLength 64");
        }
      }
      else if (k865 === "confirmed") {
        if (!(typeof v866 === "boolean")) return err(q867, "invalid type: " + kind(v866) + ", expected boolean");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "checkpoint_id")) return err(p, "missing field `checkpoint_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "expected_digest")) return err(p, "missing field `expected_digest`");
  }
  return undefined;
}

function v_SessionRewindPreviewCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k869 of Object.keys(x)) {
      const v870 = x[k869];
      const q871 = key(p, k869);
      if (k869 === "type") {
        if (!(typeof v870 === "string")) return err(q871, "invalid type: " + kind(v870) + ", expected string");
        if (v870 !== "session.rewind_preview") return err(q871, "invalid value: " + kind(v870) + ", expected the constant " + "\"session.rewind_preview\"");
      }
      else if (k869 === "session_id") {
        if (!(typeof v870 === "string")) return err(q871, "invalid type: " + kind(v870) + ", expected string");
      }
      else if (k869 === "checkpoint_id") {
        if (!(typeof v870 === "string")) return err(q871, "invalid type: " + kind(v870) + ", expected string");
      }
      else if (k869 === "run_id") {
        if (!(typeof v870 === "string" || v870 === null)) return err(q871, "invalid type: " + kind(v870) + ", expected string or null");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "checkpoint_id")) return err(p, "missing field `checkpoint_id`");
  }
  return undefined;
}

function v_SessionRewindResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k872 of Object.keys(x)) {
      const v873 = x[k872];
      const q874 = key(p, k872);
      if (k872 === "checkpoint_id") {
        if (!(typeof v873 === "string")) return err(q874, "invalid type: " + kind(v873) + ", expected string");
      }
      else if (k872 === "restored") {
        if (!(Array.isArray(v873))) return err(q874, "invalid type: " + kind(v873) + ", expected array");
        if (Array.isArray(v873)) {
          for (let i875 = 0; i875 < v873.length; i875++) {
            const v876 = v873[i875];
            const q877 = q874 + "[" + i875 + "]";
            if (!(typeof v876 === "string")) return err(q877, "invalid type: " + kind(v876) + ", expected string");
          }
        }
      }
      else if (k872 === "already_restored") {
        if (!(Array.isArray(v873))) return err(q874, "invalid type: " + kind(v873) + ", expected array");
        if (Array.isArray(v873)) {
          for (let i878 = 0; i878 < v873.length; i878++) {
            const v879 = v873[i878];
            const q880 = q874 + "[" + i878 + "]";
            if (!(typeof v879 === "string")) return err(q880, "invalid type: " + kind(v879) + ", expected string");
          }
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "checkpoint_id")) return err(p, "missing field `checkpoint_id`");
  }
  return undefined;
}

function v_SessionSendMessageCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k881 of Object.keys(x)) {
      const v882 = x[k881];
      const q883 = key(p, k881);
      if (k881 === "type") {
        if (!(typeof v882 === "string")) return err(q883, "invalid type: " + kind(v882) + ", expected string");
        if (v882 !== "session.send_message") return err(q883, "invalid value: " + kind(v882) + ", expected the constant " + "\"session.send_message\"");
      }
      else if (k881 === "session_id") {
        if (!(typeof v882 === "string")) return err(q883, "invalid type: " + kind(v882) + ", expected string");
      }
      else if (k881 === "content") {
        if (!(typeof v882 === "string")) return err(q883, "invalid type: " + kind(v882) + ", expected string");
      }
      else if (k881 === "display_content") {
        if (!(typeof v882 === "string" || v882 === null)) return err(q883, "invalid type: " + kind(v882) + ", expected string or null");
      }
      else if (k881 === "runtime_mode") {
        { const e884 = v_RuntimeMode(v882, q883); if (e884) return e884; }
      }
      else if (k881 === "attachments") {
        if (!(Array.isArray(v882))) return err(q883, "invalid type: " + kind(v882) + ", expected array");
        if (Array.isArray(v882)) {
          for (let i885 = 0; i885 < v882.length; i885++) {
            const v886 = v882[i885];
            const q887 = q883 + "[" + i885 + "]";
            { const e888 = v_ImageArtifactInput(v886, q887); if (e888) return e888; }
          }
          if (v882.length > 8) return err(q883, "array has more than maxItems 8");
        }
      }
      else if (k881 === "tools") {
        if (!(Array.isArray(v882) || v882 === null)) return err(q883, "invalid type: " + kind(v882) + ", expected array or null");
        if (Array.isArray(v882)) {
          for (let i889 = 0; i889 < v882.length; i889++) {
            const v890 = v882[i889];
            const q891 = q883 + "[" + i889 + "]";
            { const e892 = v_BuiltinTool(v890, q891); if (e892) return e892; }
          }
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "content")) return err(p, "missing field `content`");
  }
  return undefined;
}

function v_SessionSendMessageResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k893 of Object.keys(x)) {
      const v894 = x[k893];
      const q895 = key(p, k893);
      if (k893 === "run_id") {
        if (!(typeof v894 === "string")) return err(q895, "invalid type: " + kind(v894) + ", expected string");
      }
      else if (k893 === "handled") {
        if (!(typeof v894 === "boolean")) return err(q895, "invalid type: " + kind(v894) + ", expected boolean");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
  }
  return undefined;
}

function v_SessionSetAuthorityCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k896 of Object.keys(x)) {
      const v897 = x[k896];
      const q898 = key(p, k896);
      if (k896 === "type") {
        if (!(typeof v897 === "string")) return err(q898, "invalid type: " + kind(v897) + ", expected string");
        if (v897 !== "session.set_authority") return err(q898, "invalid value: " + kind(v897) + ", expected the constant " + "\"session.set_authority\"");
      }
      else if (k896 === "session_id") {
        if (!(typeof v897 === "string")) return err(q898, "invalid type: " + kind(v897) + ", expected string");
      }
      else if (k896 === "mode") {
        const e899 = (() => {
          {
            const u900 = [];
            const b901 = (() => {
              { const e902 = v_RuntimeMode(v897, q898); if (e902) return e902; }
              return undefined;
            })();
            if (b901 === undefined) return undefined;
            u900.push(b901);
            const b903 = (() => {
              if (!(v897 === null)) return err(q898, "invalid type: " + kind(v897) + ", expected null");
              return undefined;
            })();
            if (b903 === undefined) return undefined;
            u900.push(b903);
            const u900d = u900.reduce((a, b) => (b.path.length > a.path.length ? b : a));
            return u900d;
          }
        })();
        if (e899) return e899;
      }
      else if (k896 === "profile") {
        const e904 = (() => {
          {
            const u905 = [];
            const b906 = (() => {
              { const e907 = v_AuthorityProfile(v897, q898); if (e907) return e907; }
              return undefined;
            })();
            if (b906 === undefined) return undefined;
            u905.push(b906);
            const b908 = (() => {
              if (!(v897 === null)) return err(q898, "invalid type: " + kind(v897) + ", expected null");
              return undefined;
            })();
            if (b908 === undefined) return undefined;
            u905.push(b908);
            const u905d = u905.reduce((a, b) => (b.path.length > a.path.length ? b : a));
            return u905d;
          }
        })();
        if (e904) return e904;
      }
      else if (k896 === "workspace_trust") {
        const e909 = (() => {
          {
            const u910 = [];
            const b911 = (() => {
              { const e912 = v_WorkspaceTrust(v897, q898); if (e912) return e912; }
              return undefined;
            })();
            if (b911 === undefined) return undefined;
            u910.push(b911);
            const b913 = (() => {
              if (!(v897 === null)) return err(q898, "invalid type: " + kind(v897) + ", expected null");
              return undefined;
            })();
            if (b913 === undefined) return undefined;
            u910.push(b913);
            const u910d = u910.reduce((a, b) => (b.path.length > a.path.length ? b : a));
            return u910d;
          }
        })();
        if (e909) return e909;
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
  }
  return undefined;
}

function v_SessionSetModelCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k914 of Object.keys(x)) {
      const v915 = x[k914];
      const q916 = key(p, k914);
      if (k914 === "type") {
        if (!(typeof v915 === "string")) return err(q916, "invalid type: " + kind(v915) + ", expected string");
        if (v915 !== "session.set_model") return err(q916, "invalid value: " + kind(v915) + ", expected the constant " + "\"session.set_model\"");
      }
      else if (k914 === "session_id") {
        if (!(typeof v915 === "string")) return err(q916, "invalid type: " + kind(v915) + ", expected string");
        if (typeof v915 === "string") {
          const n917 = chars(v915);
          if (n917 < 1) return err(q916, "string of length " + n917 + " is shorter than minLength 1");
        }
      }
      else if (k914 === "route_id") {
        if (!(typeof v915 === "string")) return err(q916, "invalid type: " + kind(v915) + ", expected string");
        if (typeof v915 === "string") {
          const n918 = chars(v915);
          if (n918 < 1) return err(q916, "string of length " + n918 + " is shorter than minLength 1");
          if (n918 > 256) return err(q916, "string of length " + n918 + " is longer than maxLength 256");
        }
      }
      else if (k914 === "model") {
        if (!(typeof v915 === "string")) return err(q916, "invalid type: " + kind(v915) + ", expected string");
        if (typeof v915 === "string") {
          const n919 = chars(v915);
          if (n919 > 256) return err(q916, "string of length " + n919 + " is longer than maxLength 256");
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "route_id")) return err(p, "missing field `route_id`");
  }
  return undefined;
}

function v_SessionSetThinkingCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k920 of Object.keys(x)) {
      const v921 = x[k920];
      const q922 = key(p, k920);
      if (k920 === "type") {
        if (!(typeof v921 === "string")) return err(q922, "invalid type: " + kind(v921) + ", expected string");
        if (v921 !== "session.set_thinking") return err(q922, "invalid value: " + kind(v921) + ", expected the constant " + "\"session.set_thinking\"");
      }
      else if (k920 === "session_id") {
        if (!(typeof v921 === "string")) return err(q922, "invalid type: " + kind(v921) + ", expected string");
        if (typeof v921 === "string") {
          const n923 = chars(v921);
          if (n923 < 1) return err(q922, "string of length " + n923 + " is shorter than minLength 1");
        }
      }
      else if (k920 === "thinking_level") {
        { const e924 = v_ThinkingLevel(v921, q922); if (e924) return e924; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "thinking_level")) return err(p, "missing field `thinking_level`");
  }
  return undefined;
}

function v_SessionStatus(x, p) {
  if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
  if (!["active", "waiting_for_input", "interrupted", "closed"].some((v) => equal(v, x))) return err(p, "unknown variant " + kind(x) + ", expected one of `active`, `waiting_for_input`, `interrupted`, `closed`");
  return undefined;
}

function v_SessionTasksCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k925 of Object.keys(x)) {
      const v926 = x[k925];
      const q927 = key(p, k925);
      if (k925 === "type") {
        if (!(typeof v926 === "string")) return err(q927, "invalid type: " + kind(v926) + ", expected string");
        if (v926 !== "session.tasks") return err(q927, "invalid value: " + kind(v926) + ", expected the constant " + "\"session.tasks\"");
      }
      else if (k925 === "session_id") {
        if (!(typeof v926 === "string")) return err(q927, "invalid type: " + kind(v926) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
  }
  return undefined;
}

function v_SessionTasksResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k928 of Object.keys(x)) {
      const v929 = x[k928];
      const q930 = key(p, k928);
      if (k928 === "run_id") {
        if (!(typeof v929 === "string" || v929 === null)) return err(q930, "invalid type: " + kind(v929) + ", expected string or null");
      }
      else if (k928 === "tasks") {
        if (!(Array.isArray(v929))) return err(q930, "invalid type: " + kind(v929) + ", expected array");
        if (Array.isArray(v929)) {
          for (let i931 = 0; i931 < v929.length; i931++) {
            const v932 = v929[i931];
            const q933 = q930 + "[" + i931 + "]";
            if (!(isObject(v932))) return err(q933, "invalid type: " + kind(v932) + ", expected object");
          }
        }
      }
    }
  }
  return undefined;
}

function v_SessionTreeCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k934 of Object.keys(x)) {
      const v935 = x[k934];
      const q936 = key(p, k934);
      if (k934 === "type") {
        if (!(typeof v935 === "string")) return err(q936, "invalid type: " + kind(v935) + ", expected string");
        if (v935 !== "session.tree") return err(q936, "invalid value: " + kind(v935) + ", expected the constant " + "\"session.tree\"");
      }
      else if (k934 === "session_id") {
        if (!(typeof v935 === "string")) return err(q936, "invalid type: " + kind(v935) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
  }
  return undefined;
}

function v_SessionWaitingForInputEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k937 of Object.keys(x)) {
      const v938 = x[k937];
      const q939 = key(p, k937);
      if (k937 === "type") {
        if (!(typeof v938 === "string")) return err(q939, "invalid type: " + kind(v938) + ", expected string");
        if (v938 !== "session.waiting_for_input") return err(q939, "invalid value: " + kind(v938) + ", expected the constant " + "\"session.waiting_for_input\"");
      }
      else if (k937 === "session_id") {
        if (!(typeof v938 === "string")) return err(q939, "invalid type: " + kind(v938) + ", expected string");
      }
      else if (k937 === "last_run_id") {
        if (!(typeof v938 === "string")) return err(q939, "invalid type: " + kind(v938) + ", expected string");
      }
      else if (k937 === "ts") {
        if (!(typeof v938 === "string")) return err(q939, "invalid type: " + kind(v938) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "last_run_id")) return err(p, "missing field `last_run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_SkillInvokedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k940 of Object.keys(x)) {
      const v941 = x[k940];
      const q942 = key(p, k940);
      if (k940 === "type") {
        if (!(typeof v941 === "string")) return err(q942, "invalid type: " + kind(v941) + ", expected string");
        if (v941 !== "skill.invoked") return err(q942, "invalid value: " + kind(v941) + ", expected the constant " + "\"skill.invoked\"");
      }
      else if (k940 === "skill_name") {
        if (!(typeof v941 === "string")) return err(q942, "invalid type: " + kind(v941) + ", expected string");
      }
      else if (k940 === "arguments") {
        if (!(typeof v941 === "string")) return err(q942, "invalid type: " + kind(v941) + ", expected string");
      }
      else if (k940 === "run_id") {
        if (!(typeof v941 === "string")) return err(q942, "invalid type: " + kind(v941) + ", expected string");
      }
      else if (k940 === "ts") {
        if (!(typeof v941 === "string")) return err(q942, "invalid type: " + kind(v941) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "skill_name")) return err(p, "missing field `skill_name`");
    if (!Object.prototype.hasOwnProperty.call(x, "arguments")) return err(p, "missing field `arguments`");
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_StepFinishedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k943 of Object.keys(x)) {
      const v944 = x[k943];
      const q945 = key(p, k943);
      if (k943 === "type") {
        if (!(typeof v944 === "string")) return err(q945, "invalid type: " + kind(v944) + ", expected string");
        if (v944 !== "step.finished") return err(q945, "invalid value: " + kind(v944) + ", expected the constant " + "\"step.finished\"");
      }
      else if (k943 === "run_id") {
        if (!(typeof v944 === "string")) return err(q945, "invalid type: " + kind(v944) + ", expected string");
      }
      else if (k943 === "step") {
        if (!(Number.isInteger(v944))) return err(q945, "invalid type: " + kind(v944) + ", expected integer");
      }
      else if (k943 === "ledger_seq") {
        if (!(Number.isInteger(v944) || v944 === null)) return err(q945, "invalid type: " + kind(v944) + ", expected integer or null");
        if (typeof v944 === "number") {
          if (v944 < 1) return err(q945, v944 + " is less than minimum 1");
        }
      }
      else if (k943 === "ts") {
        if (!(typeof v944 === "string")) return err(q945, "invalid type: " + kind(v944) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "step")) return err(p, "missing field `step`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_StepStartedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k946 of Object.keys(x)) {
      const v947 = x[k946];
      const q948 = key(p, k946);
      if (k946 === "type") {
        if (!(typeof v947 === "string")) return err(q948, "invalid type: " + kind(v947) + ", expected string");
        if (v947 !== "step.started") return err(q948, "invalid value: " + kind(v947) + ", expected the constant " + "\"step.started\"");
      }
      else if (k946 === "run_id") {
        if (!(typeof v947 === "string")) return err(q948, "invalid type: " + kind(v947) + ", expected string");
      }
      else if (k946 === "step") {
        if (!(Number.isInteger(v947))) return err(q948, "invalid type: " + kind(v947) + ", expected integer");
      }
      else if (k946 === "ledger_seq") {
        if (!(Number.isInteger(v947) || v947 === null)) return err(q948, "invalid type: " + kind(v947) + ", expected integer or null");
        if (typeof v947 === "number") {
          if (v947 < 1) return err(q948, v947 + " is less than minimum 1");
        }
      }
      else if (k946 === "ts") {
        if (!(typeof v947 === "string")) return err(q948, "invalid type: " + kind(v947) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "step")) return err(p, "missing field `step`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_StrategyKind(x, p) {
  if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
  if (!["direct", "plan_first", "delegate"].some((v) => equal(v, x))) return err(p, "unknown variant " + kind(x) + ", expected one of `direct`, `plan_first`, `delegate`");
  return undefined;
}

function v_StrategyProposedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k949 of Object.keys(x)) {
      const v950 = x[k949];
      const q951 = key(p, k949);
      if (k949 === "type") {
        if (!(typeof v950 === "string")) return err(q951, "invalid type: " + kind(v950) + ", expected string");
        if (v950 !== "strategy.proposed") return err(q951, "invalid value: " + kind(v950) + ", expected the constant " + "\"strategy.proposed\"");
      }
      else if (k949 === "run_id") {
        if (!(typeof v950 === "string")) return err(q951, "invalid type: " + kind(v950) + ", expected string");
      }
      else if (k949 === "profile_digest") {
        if (!(typeof v950 === "string")) return err(q951, "invalid type: " + kind(v950) + ", expected string");
        if (typeof v950 === "string") {
          if (!/^[0-9a-f]{64}$/u.test(v950)) return err(q951, "string does not match pattern ^[0-9a-f]{64}$");
        }
      }
      else if (k949 === "strategy") {
        { const e952 = v_StrategyKind(v950, q951); if (e952) return e952; }
      }
      else if (k949 === "summary") {
        if (!(typeof v950 === "string")) return err(q951, "invalid type: " + kind(v950) + ", expected string");
      }
      else if (k949 === "ts") {
        if (!(typeof v950 === "string")) return err(q951, "invalid type: " + kind(v950) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "profile_digest")) return err(p, "missing field `profile_digest`");
    if (!Object.prototype.hasOwnProperty.call(x, "strategy")) return err(p, "missing field `strategy`");
    if (!Object.prototype.hasOwnProperty.call(x, "summary")) return err(p, "missing field `summary`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_StrategyResolvedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k953 of Object.keys(x)) {
      const v954 = x[k953];
      const q955 = key(p, k953);
      if (k953 === "type") {
        if (!(typeof v954 === "string")) return err(q955, "invalid type: " + kind(v954) + ", expected string");
        if (v954 !== "strategy.resolved") return err(q955, "invalid value: " + kind(v954) + ", expected the constant " + "\"strategy.resolved\"");
      }
      else if (k953 === "run_id") {
        if (!(typeof v954 === "string")) return err(q955, "invalid type: " + kind(v954) + ", expected string");
      }
      else if (k953 === "profile_digest") {
        if (!(typeof v954 === "string")) return err(q955, "invalid type: " + kind(v954) + ", expected string");
        if (typeof v954 === "string") {
          if (!/^[0-9a-f]{64}$/u.test(v954)) return err(q955, "string does not match pattern ^[0-9a-f]{64}$");
        }
      }
      else if (k953 === "strategy") {
        { const e956 = v_StrategyKind(v954, q955); if (e956) return e956; }
      }
      else if (k953 === "ticket") {
        if (!(typeof v954 === "string")) return err(q955, "invalid type: " + kind(v954) + ", expected string");
      }
      else if (k953 === "reason") {
        if (!(typeof v954 === "string")) return err(q955, "invalid type: " + kind(v954) + ", expected string");
      }
      else if (k953 === "ts") {
        if (!(typeof v954 === "string")) return err(q955, "invalid type: " + kind(v954) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "profile_digest")) return err(p, "missing field `profile_digest`");
    if (!Object.prototype.hasOwnProperty.call(x, "strategy")) return err(p, "missing field `strategy`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_SubagentFinishedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k957 of Object.keys(x)) {
      const v958 = x[k957];
      const q959 = key(p, k957);
      if (k957 === "type") {
        if (!(typeof v958 === "string")) return err(q959, "invalid type: " + kind(v958) + ", expected string");
        if (v958 !== "subagent.finished") return err(q959, "invalid value: " + kind(v958) + ", expected the constant " + "\"subagent.finished\"");
      }
      else if (k957 === "run_id") {
        if (!(typeof v958 === "string")) return err(q959, "invalid type: " + kind(v958) + ", expected string");
      }
      else if (k957 === "parent_run_id") {
        if (!(typeof v958 === "string")) return err(q959, "invalid type: " + kind(v958) + ", expected string");
      }
      else if (k957 === "status") {
        if (!(typeof v958 === "string")) return err(q959, "invalid type: " + kind(v958) + ", expected string");
      }
      else if (k957 === "ts") {
        if (!(typeof v958 === "string")) return err(q959, "invalid type: " + kind(v958) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "parent_run_id")) return err(p, "missing field `parent_run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "status")) return err(p, "missing field `status`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_SubagentStartedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k960 of Object.keys(x)) {
      const v961 = x[k960];
      const q962 = key(p, k960);
      if (k960 === "type") {
        if (!(typeof v961 === "string")) return err(q962, "invalid type: " + kind(v961) + ", expected string");
        if (v961 !== "subagent.started") return err(q962, "invalid value: " + kind(v961) + ", expected the constant " + "\"subagent.started\"");
      }
      else if (k960 === "run_id") {
        if (!(typeof v961 === "string")) return err(q962, "invalid type: " + kind(v961) + ", expected string");
      }
      else if (k960 === "parent_run_id") {
        if (!(typeof v961 === "string")) return err(q962, "invalid type: " + kind(v961) + ", expected string");
      }
      else if (k960 === "description") {
        if (!(typeof v961 === "string")) return err(q962, "invalid type: " + kind(v961) + ", expected string");
      }
      else if (k960 === "ts") {
        if (!(typeof v961 === "string")) return err(q962, "invalid type: " + kind(v961) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "parent_run_id")) return err(p, "missing field `parent_run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "description")) return err(p, "missing field `description`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_TaskProfiledEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k963 of Object.keys(x)) {
      const v964 = x[k963];
      const q965 = key(p, k963);
      if (k963 === "type") {
        if (!(typeof v964 === "string")) return err(q965, "invalid type: " + kind(v964) + ", expected string");
        if (v964 !== "task.profiled") return err(q965, "invalid value: " + kind(v964) + ", expected the constant " + "\"task.profiled\"");
      }
      else if (k963 === "run_id") {
        if (!(typeof v964 === "string")) return err(q965, "invalid type: " + kind(v964) + ", expected string");
      }
      else if (k963 === "profile") {
        if (!(isObject(v964))) return err(q965, "invalid type: " + kind(v964) + ", expected object");
      }
      else if (k963 === "profile_digest") {
        if (!(typeof v964 === "string")) return err(q965, "invalid type: " + kind(v964) + ", expected string");
      }
      else if (k963 === "ts") {
        if (!(typeof v964 === "string")) return err(q965, "invalid type: " + kind(v964) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "profile")) return err(p, "missing field `profile`");
    if (!Object.prototype.hasOwnProperty.call(x, "profile_digest")) return err(p, "missing field `profile_digest`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_ThinkingLevel(x, p) {
  if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
  if (!["off", "low", "medium", "high"].some((v) => equal(v, x))) return err(p, "unknown variant " + kind(x) + ", expected one of `off`, `low`, `medium`, `high`");
  return undefined;
}

function v_ThreadArchiveCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k966 of Object.keys(x)) {
      const v967 = x[k966];
      const q968 = key(p, k966);
      if (k966 === "type") {
        if (!(typeof v967 === "string")) return err(q968, "invalid type: " + kind(v967) + ", expected string");
        if (v967 !== "thread.archive") return err(q968, "invalid value: " + kind(v967) + ", expected the constant " + "\"thread.archive\"");
      }
      else if (k966 === "thread_id") {
        if (!(typeof v967 === "string")) return err(q968, "invalid type: " + kind(v967) + ", expected string");
        if (typeof v967 === "string") {
          const n969 = chars(v967);
          if (n969 < 1) return err(q968, "string of length " + n969 + " is shorter than minLength 1");
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "thread_id")) return err(p, "missing field `thread_id`");
  }
  return undefined;
}

function v_ThreadArchiveResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k970 of Object.keys(x)) {
      const v971 = x[k970];
      const q972 = key(p, k970);
      if (k970 === "thread") {
        { const e973 = v_ThreadRecord(v971, q972); if (e973) return e973; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "thread")) return err(p, "missing field `thread`");
  }
  return undefined;
}

function v_ThreadCreateCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k974 of Object.keys(x)) {
      const v975 = x[k974];
      const q976 = key(p, k974);
      if (k974 === "type") {
        if (!(typeof v975 === "string")) return err(q976, "invalid type: " + kind(v975) + ", expected string");
        if (v975 !== "thread.create") return err(q976, "invalid value: " + kind(v975) + ", expected the constant " + "\"thread.create\"");
      }
      else if (k974 === "title") {
        if (!(typeof v975 === "string")) return err(q976, "invalid type: " + kind(v975) + ", expected string");
        if (typeof v975 === "string") {
          const n977 = chars(v975);
          if (n977 > 200) return err(q976, "string of length " + n977 + " is longer than maxLength 200");
        }
      }
      else if (k974 === "mode") {
        { const e978 = v_SessionMode(v975, q976); if (e978) return e978; }
      }
      else if (k974 === "preset_id") {
        if (!(typeof v975 === "string")) return err(q976, "invalid type: " + kind(v975) + ", expected string");
        if (typeof v975 === "string") {
          if (!/^[a-z][a-z0-9-]{0,63}$/u.test(v975)) return err(q976, "string does not match pattern ^[a-z][a-z0-9-]{0,63}$");
        }
      }
    }
  }
  return undefined;
}

function v_ThreadCreateResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k979 of Object.keys(x)) {
      const v980 = x[k979];
      const q981 = key(p, k979);
      if (k979 === "thread") {
        { const e982 = v_ThreadRecord(v980, q981); if (e982) return e982; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "thread")) return err(p, "missing field `thread`");
  }
  return undefined;
}

function v_ThreadGetCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k983 of Object.keys(x)) {
      const v984 = x[k983];
      const q985 = key(p, k983);
      if (k983 === "type") {
        if (!(typeof v984 === "string")) return err(q985, "invalid type: " + kind(v984) + ", expected string");
        if (v984 !== "thread.get") return err(q985, "invalid value: " + kind(v984) + ", expected the constant " + "\"thread.get\"");
      }
      else if (k983 === "thread_id") {
        if (!(typeof v984 === "string")) return err(q985, "invalid type: " + kind(v984) + ", expected string");
        if (typeof v984 === "string") {
          const n986 = chars(v984);
          if (n986 < 1) return err(q985, "string of length " + n986 + " is shorter than minLength 1");
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "thread_id")) return err(p, "missing field `thread_id`");
  }
  return undefined;
}

function v_ThreadGetResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k987 of Object.keys(x)) {
      const v988 = x[k987];
      const q989 = key(p, k987);
      if (k987 === "thread") {
        { const e990 = v_ThreadRecord(v988, q989); if (e990) return e990; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "thread")) return err(p, "missing field `thread`");
  }
  return undefined;
}

function v_ThreadListCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k991 of Object.keys(x)) {
      const v992 = x[k991];
      const q993 = key(p, k991);
      if (k991 === "type") {
        if (!(typeof v992 === "string")) return err(q993, "invalid type: " + kind(v992) + ", expected string");
        if (v992 !== "thread.list") return err(q993, "invalid value: " + kind(v992) + ", expected the constant " + "\"thread.list\"");
      }
      else if (k991 === "include_archived") {
        if (!(typeof v992 === "boolean")) return err(q993, "invalid type: " + kind(v992) + ", expected boolean");
      }
      else if (k991 === "limit") {
        if (!(Number.isInteger(v992))) return err(q993, "invalid type: " + kind(v992) + ", expected integer");
        if (typeof v992 === "number") {
          if (v992 < 1) return err(q993, v992 + " is less than minimum 1");
          if (v992 > 200) return err(q993, v992 + " is greater than maximum 200");
        }
      }
    }
  }
  return undefined;
}

function v_ThreadListResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k994 of Object.keys(x)) {
      const v995 = x[k994];
      const q996 = key(p, k994);
      if (k994 === "threads") {
        if (!(Array.isArray(v995))) return err(q996, "invalid type: " + kind(v995) + ", expected array");
        if (Array.isArray(v995)) {
          for (let i997 = 0; i997 < v995.length; i997++) {
            const v998 = v995[i997];
            const q999 = q996 + "[" + i997 + "]";
            { const e1000 = v_ThreadRecord(v998, q999); if (e1000) return e1000; }
          }
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "threads")) return err(p, "missing field `threads`");
  }
  return undefined;
}

function v_ThreadRecord(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1001 of Object.keys(x)) {
      const v1002 = x[k1001];
      const q1003 = key(p, k1001);
      if (k1001 === "id") {
        if (!(typeof v1002 === "string")) return err(q1003, "invalid type: " + kind(v1002) + ", expected string");
        if (typeof v1002 === "string") {
          const n1004 = chars(v1002);
          if (n1004 < 1) return err(q1003, "string of length " + n1004 + " is shorter than minLength 1");
        }
      }
      else if (k1001 === "title") {
        if (!(typeof v1002 === "string")) return err(q1003, "invalid type: " + kind(v1002) + ", expected string");
      }
      else if (k1001 === "workspace") {
        if (!(typeof v1002 === "string")) return err(q1003, "invalid type: " + kind(v1002) + ", expected string");
        if (typeof v1002 === "string") {
          const n1005 = chars(v1002);
          if (n1005 < 1) return err(q1003, "string of length " + n1005 + " is shorter than minLength 1");
        }
      }
      else if (k1001 === "status") {
        { const e1006 = v_ThreadStatus(v1002, q1003); if (e1006) return e1006; }
      }
      else if (k1001 === "default_route_id") {
        if (!(typeof v1002 === "string" || v1002 === null)) return err(q1003, "invalid type: " + kind(v1002) + ", expected string or null");
      }
      else if (k1001 === "turn_count") {
        if (!(Number.isInteger(v1002))) return err(q1003, "invalid type: " + kind(v1002) + ", expected integer");
        if (typeof v1002 === "number") {
          if (v1002 < 0) return err(q1003, v1002 + " is less than minimum 0");
        }
      }
      else if (k1001 === "created_at") {
        if (!(typeof v1002 === "string")) return err(q1003, "invalid type: " + kind(v1002) + ", expected string");
      }
      else if (k1001 === "updated_at") {
        if (!(typeof v1002 === "string")) return err(q1003, "invalid type: " + kind(v1002) + ", expected string");
      }
      else if (k1001 === "schema_version") {
        if (!(Number.isInteger(v1002))) return err(q1003, "invalid type: " + kind(v1002) + ", expected integer");
        if (v1002 !== 1) return err(q1003, "invalid value: " + kind(v1002) + ", expected the constant " + "1");
      }
      else return err(q1003, "unknown field `" + k1001 + "`" + ", expected one of `id`, `title`, `workspace`, `status`, `default_route_id`, `turn_count`, `created_at`, `updated_at`, `schema_version`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "id")) return err(p, "missing field `id`");
    if (!Object.prototype.hasOwnProperty.call(x, "title")) return err(p, "missing field `title`");
    if (!Object.prototype.hasOwnProperty.call(x, "workspace")) return err(p, "missing field `workspace`");
    if (!Object.prototype.hasOwnProperty.call(x, "created_at")) return err(p, "missing field `created_at`");
    if (!Object.prototype.hasOwnProperty.call(x, "updated_at")) return err(p, "missing field `updated_at`");
  }
  return undefined;
}

function v_ThreadStatus(x, p) {
  if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
  if (!["idle", "running", "interrupted", "failed", "archived"].some((v) => equal(v, x))) return err(p, "unknown variant " + kind(x) + ", expected one of `idle`, `running`, `interrupted`, `failed`, `archived`");
  return undefined;
}

function v_ThreadUpdateCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1007 of Object.keys(x)) {
      const v1008 = x[k1007];
      const q1009 = key(p, k1007);
      if (k1007 === "type") {
        if (!(typeof v1008 === "string")) return err(q1009, "invalid type: " + kind(v1008) + ", expected string");
        if (v1008 !== "thread.update") return err(q1009, "invalid value: " + kind(v1008) + ", expected the constant " + "\"thread.update\"");
      }
      else if (k1007 === "thread_id") {
        if (!(typeof v1008 === "string")) return err(q1009, "invalid type: " + kind(v1008) + ", expected string");
        if (typeof v1008 === "string") {
          const n1010 = chars(v1008);
          if (n1010 < 1) return err(q1009, "string of length " + n1010 + " is shorter than minLength 1");
        }
      }
      else if (k1007 === "title") {
        if (!(typeof v1008 === "string")) return err(q1009, "invalid type: " + kind(v1008) + ", expected string");
        if (typeof v1008 === "string") {
          const n1011 = chars(v1008);
          if (n1011 < 1) return err(q1009, "string of length " + n1011 + " is shorter than minLength 1");
          if (n1011 > 200) return err(q1009, "string of length " + n1011 + " is longer than maxLength 200");
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "thread_id")) return err(p, "missing field `thread_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "title")) return err(p, "missing field `title`");
  }
  return undefined;
}

function v_ThreadUpdateResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1012 of Object.keys(x)) {
      const v1013 = x[k1012];
      const q1014 = key(p, k1012);
      if (k1012 === "thread") {
        { const e1015 = v_ThreadRecord(v1013, q1014); if (e1015) return e1015; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "thread")) return err(p, "missing field `thread`");
  }
  return undefined;
}

function v_ToolAction(x, p) {
  if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
  if (!["read", "mutate", "shell", "external"].some((v) => equal(v, x))) return err(p, "unknown variant " + kind(x) + ", expected one of `read`, `mutate`, `shell`, `external`");
  return undefined;
}

function v_ToolCallFailedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1016 of Object.keys(x)) {
      const v1017 = x[k1016];
      const q1018 = key(p, k1016);
      if (k1016 === "type") {
        if (!(typeof v1017 === "string")) return err(q1018, "invalid type: " + kind(v1017) + ", expected string");
        if (v1017 !== "tool.call_failed") return err(q1018, "invalid value: " + kind(v1017) + ", expected the constant " + "\"tool.call_failed\"");
      }
      else if (k1016 === "run_id") {
        if (!(typeof v1017 === "string")) return err(q1018, "invalid type: " + kind(v1017) + ", expected string");
      }
      else if (k1016 === "tool_use_id") {
        if (!(typeof v1017 === "string")) return err(q1018, "invalid type: " + kind(v1017) + ", expected string");
      }
      else if (k1016 === "tool_name") {
        if (!(typeof v1017 === "string")) return err(q1018, "invalid type: " + kind(v1017) + ", expected string");
      }
      else if (k1016 === "operation_id") {
        if (!(typeof v1017 === "string")) return err(q1018, "invalid type: " + kind(v1017) + ", expected string");
      }
      else if (k1016 === "error_class") {
        if (!(typeof v1017 === "string")) return err(q1018, "invalid type: " + kind(v1017) + ", expected string");
      }
      else if (k1016 === "error_message") {
        if (!(typeof v1017 === "string")) return err(q1018, "invalid type: " + kind(v1017) + ", expected string");
      }
      else if (k1016 === "elapsed_ms") {
        if (!(Number.isInteger(v1017))) return err(q1018, "invalid type: " + kind(v1017) + ", expected integer");
      }
      else if (k1016 === "attempt") {
        if (!(Number.isInteger(v1017))) return err(q1018, "invalid type: " + kind(v1017) + ", expected integer");
      }
      else if (k1016 === "terminal") {
        if (!(typeof v1017 === "boolean")) return err(q1018, "invalid type: " + kind(v1017) + ", expected boolean");
      }
      else if (k1016 === "process_usage") {
        if (!(isObject(v1017))) return err(q1018, "invalid type: " + kind(v1017) + ", expected object");
      }
      else if (k1016 === "step") {
        if (!(Number.isInteger(v1017))) return err(q1018, "invalid type: " + kind(v1017) + ", expected integer");
      }
      else if (k1016 === "ledger_seq") {
        if (!(Number.isInteger(v1017) || v1017 === null)) return err(q1018, "invalid type: " + kind(v1017) + ", expected integer or null");
        if (typeof v1017 === "number") {
          if (v1017 < 1) return err(q1018, v1017 + " is less than minimum 1");
        }
      }
      else if (k1016 === "presentation") {
        if (!(isObject(v1017) || v1017 === null)) return err(q1018, "invalid type: " + kind(v1017) + ", expected object or null");
      }
      else if (k1016 === "sandbox_enforcement") {
        { const e1019 = v_SandboxEnforcement(v1017, q1018); if (e1019) return e1019; }
      }
      else if (k1016 === "failure_category") {
        if (!(typeof v1017 === "string" || v1017 === null)) return err(q1018, "invalid type: " + kind(v1017) + ", expected string or null");
      }
      else if (k1016 === "program_id") {
        if (!(typeof v1017 === "string")) return err(q1018, "invalid type: " + kind(v1017) + ", expected string");
      }
      else if (k1016 === "parent_tool_call_id") {
        if (!(typeof v1017 === "string")) return err(q1018, "invalid type: " + kind(v1017) + ", expected string");
      }
      else if (k1016 === "node_id") {
        if (!(typeof v1017 === "string")) return err(q1018, "invalid type: " + kind(v1017) + ", expected string");
      }
      else if (k1016 === "commit_order") {
        if (!(Number.isInteger(v1017))) return err(q1018, "invalid type: " + kind(v1017) + ", expected integer");
      }
      else if (k1016 === "ts") {
        if (!(typeof v1017 === "string")) return err(q1018, "invalid type: " + kind(v1017) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "tool_use_id")) return err(p, "missing field `tool_use_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "tool_name")) return err(p, "missing field `tool_name`");
    if (!Object.prototype.hasOwnProperty.call(x, "error_class")) return err(p, "missing field `error_class`");
    if (!Object.prototype.hasOwnProperty.call(x, "error_message")) return err(p, "missing field `error_message`");
    if (!Object.prototype.hasOwnProperty.call(x, "elapsed_ms")) return err(p, "missing field `elapsed_ms`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_ToolCallFinishedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1020 of Object.keys(x)) {
      const v1021 = x[k1020];
      const q1022 = key(p, k1020);
      if (k1020 === "type") {
        if (!(typeof v1021 === "string")) return err(q1022, "invalid type: " + kind(v1021) + ", expected string");
        if (v1021 !== "tool.call_finished") return err(q1022, "invalid value: " + kind(v1021) + ", expected the constant " + "\"tool.call_finished\"");
      }
      else if (k1020 === "run_id") {
        if (!(typeof v1021 === "string")) return err(q1022, "invalid type: " + kind(v1021) + ", expected string");
      }
      else if (k1020 === "tool_use_id") {
        if (!(typeof v1021 === "string")) return err(q1022, "invalid type: " + kind(v1021) + ", expected string");
      }
      else if (k1020 === "tool_name") {
        if (!(typeof v1021 === "string")) return err(q1022, "invalid type: " + kind(v1021) + ", expected string");
      }
      else if (k1020 === "operation_id") {
        if (!(typeof v1021 === "string")) return err(q1022, "invalid type: " + kind(v1021) + ", expected string");
      }
      else if (k1020 === "elapsed_ms") {
        if (!(Number.isInteger(v1021))) return err(q1022, "invalid type: " + kind(v1021) + ", expected integer");
      }
      else if (k1020 === "output") {
        if (!(typeof v1021 === "string")) return err(q1022, "invalid type: " + kind(v1021) + ", expected string");
      }
      else if (k1020 === "process_usage") {
        if (!(isObject(v1021))) return err(q1022, "invalid type: " + kind(v1021) + ", expected object");
      }
      else if (k1020 === "step") {
        if (!(Number.isInteger(v1021))) return err(q1022, "invalid type: " + kind(v1021) + ", expected integer");
      }
      else if (k1020 === "ledger_seq") {
        if (!(Number.isInteger(v1021) || v1021 === null)) return err(q1022, "invalid type: " + kind(v1021) + ", expected integer or null");
        if (typeof v1021 === "number") {
          if (v1021 < 1) return err(q1022, v1021 + " is less than minimum 1");
        }
      }
      else if (k1020 === "presentation") {
        if (!(isObject(v1021) || v1021 === null)) return err(q1022, "invalid type: " + kind(v1021) + ", expected object or null");
      }
      else if (k1020 === "sandbox_enforcement") {
        { const e1023 = v_SandboxEnforcement(v1021, q1022); if (e1023) return e1023; }
      }
      else if (k1020 === "failure_category") {
        if (!(typeof v1021 === "string" || v1021 === null)) return err(q1022, "invalid type: " + kind(v1021) + ", expected string or null");
      }
      else if (k1020 === "program_id") {
        if (!(typeof v1021 === "string")) return err(q1022, "invalid type: " + kind(v1021) + ", expected string");
      }
      else if (k1020 === "parent_tool_call_id") {
        if (!(typeof v1021 === "string")) return err(q1022, "invalid type: " + kind(v1021) + ", expected string");
      }
      else if (k1020 === "node_id") {
        if (!(typeof v1021 === "string")) return err(q1022, "invalid type: " + kind(v1021) + ", expected string");
      }
      else if (k1020 === "commit_order") {
        if (!(Number.isInteger(v1021))) return err(q1022, "invalid type: " + kind(v1021) + ", expected integer");
      }
      else if (k1020 === "ts") {
        if (!(typeof v1021 === "string")) return err(q1022, "invalid type: " + kind(v1021) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "tool_use_id")) return err(p, "missing field `tool_use_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "tool_name")) return err(p, "missing field `tool_name`");
    if (!Object.prototype.hasOwnProperty.call(x, "elapsed_ms")) return err(p, "missing field `elapsed_ms`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_ToolCallProgressEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1024 of Object.keys(x)) {
      const v1025 = x[k1024];
      const q1026 = key(p, k1024);
      if (k1024 === "type") {
        if (!(typeof v1025 === "string")) return err(q1026, "invalid type: " + kind(v1025) + ", expected string");
        if (v1025 !== "tool.call_progress") return err(q1026, "invalid value: " + kind(v1025) + ", expected the constant " + "\"tool.call_progress\"");
      }
      else if (k1024 === "run_id") {
        if (!(typeof v1025 === "string")) return err(q1026, "invalid type: " + kind(v1025) + ", expected string");
      }
      else if (k1024 === "tool_use_id") {
        if (!(typeof v1025 === "string")) return err(q1026, "invalid type: " + kind(v1025) + ", expected string");
      }
      else if (k1024 === "tool_name") {
        if (!(typeof v1025 === "string")) return err(q1026, "invalid type: " + kind(v1025) + ", expected string");
      }
      else if (k1024 === "elapsed_ms") {
        if (!(Number.isInteger(v1025))) return err(q1026, "invalid type: " + kind(v1025) + ", expected integer");
        if (typeof v1025 === "number") {
          if (v1025 < 0) return err(q1026, v1025 + " is less than minimum 0");
        }
      }
      else if (k1024 === "output_tail") {
        if (!(typeof v1025 === "string")) return err(q1026, "invalid type: " + kind(v1025) + ", expected string");
      }
      else if (k1024 === "total_bytes") {
        if (!(Number.isInteger(v1025))) return err(q1026, "invalid type: " + kind(v1025) + ", expected integer");
        if (typeof v1025 === "number") {
          if (v1025 < 0) return err(q1026, v1025 + " is less than minimum 0");
        }
      }
      else if (k1024 === "step") {
        if (!(Number.isInteger(v1025))) return err(q1026, "invalid type: " + kind(v1025) + ", expected integer");
      }
      else if (k1024 === "presentation") {
        if (!(isObject(v1025) || v1025 === null)) return err(q1026, "invalid type: " + kind(v1025) + ", expected object or null");
      }
      else if (k1024 === "ts") {
        if (!(typeof v1025 === "string")) return err(q1026, "invalid type: " + kind(v1025) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "tool_use_id")) return err(p, "missing field `tool_use_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "tool_name")) return err(p, "missing field `tool_name`");
    if (!Object.prototype.hasOwnProperty.call(x, "elapsed_ms")) return err(p, "missing field `elapsed_ms`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_ToolCallStartedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1027 of Object.keys(x)) {
      const v1028 = x[k1027];
      const q1029 = key(p, k1027);
      if (k1027 === "type") {
        if (!(typeof v1028 === "string")) return err(q1029, "invalid type: " + kind(v1028) + ", expected string");
        if (v1028 !== "tool.call_started") return err(q1029, "invalid value: " + kind(v1028) + ", expected the constant " + "\"tool.call_started\"");
      }
      else if (k1027 === "run_id") {
        if (!(typeof v1028 === "string")) return err(q1029, "invalid type: " + kind(v1028) + ", expected string");
      }
      else if (k1027 === "tool_use_id") {
        if (!(typeof v1028 === "string")) return err(q1029, "invalid type: " + kind(v1028) + ", expected string");
      }
      else if (k1027 === "tool_name") {
        if (!(typeof v1028 === "string")) return err(q1029, "invalid type: " + kind(v1028) + ", expected string");
      }
      else if (k1027 === "operation_id") {
        if (!(typeof v1028 === "string")) return err(q1029, "invalid type: " + kind(v1028) + ", expected string");
      }
      else if (k1027 === "params") {
        if (!(isObject(v1028))) return err(q1029, "invalid type: " + kind(v1028) + ", expected object");
      }
      else if (k1027 === "step") {
        if (!(Number.isInteger(v1028))) return err(q1029, "invalid type: " + kind(v1028) + ", expected integer");
      }
      else if (k1027 === "ledger_seq") {
        if (!(Number.isInteger(v1028) || v1028 === null)) return err(q1029, "invalid type: " + kind(v1028) + ", expected integer or null");
        if (typeof v1028 === "number") {
          if (v1028 < 1) return err(q1029, v1028 + " is less than minimum 1");
        }
      }
      else if (k1027 === "presentation") {
        if (!(isObject(v1028) || v1028 === null)) return err(q1029, "invalid type: " + kind(v1028) + ", expected object or null");
      }
      else if (k1027 === "program_id") {
        if (!(typeof v1028 === "string")) return err(q1029, "invalid type: " + kind(v1028) + ", expected string");
      }
      else if (k1027 === "parent_tool_call_id") {
        if (!(typeof v1028 === "string")) return err(q1029, "invalid type: " + kind(v1028) + ", expected string");
      }
      else if (k1027 === "node_id") {
        if (!(typeof v1028 === "string")) return err(q1029, "invalid type: " + kind(v1028) + ", expected string");
      }
      else if (k1027 === "commit_order") {
        if (!(Number.isInteger(v1028))) return err(q1029, "invalid type: " + kind(v1028) + ", expected integer");
      }
      else if (k1027 === "ts") {
        if (!(typeof v1028 === "string")) return err(q1029, "invalid type: " + kind(v1028) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "tool_use_id")) return err(p, "missing field `tool_use_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "tool_name")) return err(p, "missing field `tool_name`");
    if (!Object.prototype.hasOwnProperty.call(x, "params")) return err(p, "missing field `params`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_TurnGetCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1030 of Object.keys(x)) {
      const v1031 = x[k1030];
      const q1032 = key(p, k1030);
      if (k1030 === "type") {
        if (!(typeof v1031 === "string")) return err(q1032, "invalid type: " + kind(v1031) + ", expected string");
        if (v1031 !== "turn.get") return err(q1032, "invalid value: " + kind(v1031) + ", expected the constant " + "\"turn.get\"");
      }
      else if (k1030 === "turn_id") {
        if (!(typeof v1031 === "string")) return err(q1032, "invalid type: " + kind(v1031) + ", expected string");
        if (typeof v1031 === "string") {
          const n1033 = chars(v1031);
          if (n1033 < 1) return err(q1032, "string of length " + n1033 + " is shorter than minLength 1");
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "turn_id")) return err(p, "missing field `turn_id`");
  }
  return undefined;
}

function v_TurnGetResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1034 of Object.keys(x)) {
      const v1035 = x[k1034];
      const q1036 = key(p, k1034);
      if (k1034 === "turn") {
        { const e1037 = v_TurnRecord(v1035, q1036); if (e1037) return e1037; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "turn")) return err(p, "missing field `turn`");
  }
  return undefined;
}

function v_TurnInspectCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1038 of Object.keys(x)) {
      const v1039 = x[k1038];
      const q1040 = key(p, k1038);
      if (k1038 === "type") {
        if (!(typeof v1039 === "string")) return err(q1040, "invalid type: " + kind(v1039) + ", expected string");
        if (v1039 !== "turn.inspect") return err(q1040, "invalid value: " + kind(v1039) + ", expected the constant " + "\"turn.inspect\"");
      }
      else if (k1038 === "turn_id") {
        if (!(typeof v1039 === "string")) return err(q1040, "invalid type: " + kind(v1039) + ", expected string");
        if (typeof v1039 === "string") {
          const n1041 = chars(v1039);
          if (n1041 < 1) return err(q1040, "string of length " + n1041 + " is shorter than minLength 1");
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "turn_id")) return err(p, "missing field `turn_id`");
  }
  return undefined;
}

function v_TurnInspectResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1042 of Object.keys(x)) {
      const v1043 = x[k1042];
      const q1044 = key(p, k1042);
      if (k1042 === "turn") {
        if (!(isObject(v1043))) return err(q1044, "invalid type: " + kind(v1043) + ", expected object");
      }
      else if (k1042 === "items") {
        if (!(Array.isArray(v1043))) return err(q1044, "invalid type: " + kind(v1043) + ", expected array");
        if (Array.isArray(v1043)) {
          for (let i1045 = 0; i1045 < v1043.length; i1045++) {
            const v1046 = v1043[i1045];
            const q1047 = q1044 + "[" + i1045 + "]";
            if (!(isObject(v1046))) return err(q1047, "invalid type: " + kind(v1046) + ", expected object");
          }
        }
      }
      else if (k1042 === "events") {
        if (!(Array.isArray(v1043))) return err(q1044, "invalid type: " + kind(v1043) + ", expected array");
        if (Array.isArray(v1043)) {
          for (let i1048 = 0; i1048 < v1043.length; i1048++) {
            const v1049 = v1043[i1048];
            const q1050 = q1044 + "[" + i1048 + "]";
            if (!(isObject(v1049))) return err(q1050, "invalid type: " + kind(v1049) + ", expected object");
          }
        }
      }
      else if (k1042 === "receipt") {
        if (!(isObject(v1043))) return err(q1044, "invalid type: " + kind(v1043) + ", expected object");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "turn")) return err(p, "missing field `turn`");
    if (!Object.prototype.hasOwnProperty.call(x, "receipt")) return err(p, "missing field `receipt`");
  }
  return undefined;
}

function v_TurnInterruptCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1051 of Object.keys(x)) {
      const v1052 = x[k1051];
      const q1053 = key(p, k1051);
      if (k1051 === "type") {
        if (!(typeof v1052 === "string")) return err(q1053, "invalid type: " + kind(v1052) + ", expected string");
        if (v1052 !== "turn.interrupt") return err(q1053, "invalid value: " + kind(v1052) + ", expected the constant " + "\"turn.interrupt\"");
      }
      else if (k1051 === "turn_id") {
        if (!(typeof v1052 === "string")) return err(q1053, "invalid type: " + kind(v1052) + ", expected string");
        if (typeof v1052 === "string") {
          const n1054 = chars(v1052);
          if (n1054 < 1) return err(q1053, "string of length " + n1054 + " is shorter than minLength 1");
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "turn_id")) return err(p, "missing field `turn_id`");
  }
  return undefined;
}

function v_TurnInterruptResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1055 of Object.keys(x)) {
      const v1056 = x[k1055];
      const q1057 = key(p, k1055);
      if (k1055 === "turn") {
        { const e1058 = v_TurnRecord(v1056, q1057); if (e1058) return e1058; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "turn")) return err(p, "missing field `turn`");
  }
  return undefined;
}

function v_TurnItemKind(x, p) {
  if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
  if (!["message", "tool_call", "tool_result", "artifact", "checkpoint"].some((v) => equal(v, x))) return err(p, "unknown variant " + kind(x) + ", expected one of `message`, `tool_call`, `tool_result`, `artifact`, `checkpoint`");
  return undefined;
}

function v_TurnItemRecord(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1059 of Object.keys(x)) {
      const v1060 = x[k1059];
      const q1061 = key(p, k1059);
      if (k1059 === "id") {
        if (!(typeof v1060 === "string")) return err(q1061, "invalid type: " + kind(v1060) + ", expected string");
        if (typeof v1060 === "string") {
          const n1062 = chars(v1060);
          if (n1062 < 1) return err(q1061, "string of length " + n1062 + " is shorter than minLength 1");
        }
      }
      else if (k1059 === "turn_id") {
        if (!(typeof v1060 === "string")) return err(q1061, "invalid type: " + kind(v1060) + ", expected string");
        if (typeof v1060 === "string") {
          const n1063 = chars(v1060);
          if (n1063 < 1) return err(q1061, "string of length " + n1063 + " is shorter than minLength 1");
        }
      }
      else if (k1059 === "kind") {
        { const e1064 = v_TurnItemKind(v1060, q1061); if (e1064) return e1064; }
      }
      else if (k1059 === "payload") {
        if (!(isObject(v1060))) return err(q1061, "invalid type: " + kind(v1060) + ", expected object");
        if (isObject(v1060)) {
          for (const k1065 of Object.keys(v1060)) {
            const v1066 = v1060[k1065];
            const q1067 = key(q1061, k1065);
            {
              { const e1068 = v_JsonValue(v1066, q1067); if (e1068) return e1068; }
            }
          }
        }
      }
      else if (k1059 === "tool_call_id") {
        if (!(typeof v1060 === "string" || v1060 === null)) return err(q1061, "invalid type: " + kind(v1060) + ", expected string or null");
      }
      else if (k1059 === "created_at") {
        if (!(typeof v1060 === "string")) return err(q1061, "invalid type: " + kind(v1060) + ", expected string");
      }
      else if (k1059 === "schema_version") {
        if (!(Number.isInteger(v1060))) return err(q1061, "invalid type: " + kind(v1060) + ", expected integer");
        if (v1060 !== 1) return err(q1061, "invalid value: " + kind(v1060) + ", expected the constant " + "1");
      }
      else return err(q1061, "unknown field `" + k1059 + "`" + ", expected one of `id`, `turn_id`, `kind`, `payload`, `tool_call_id`, `created_at`, `schema_version`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "id")) return err(p, "missing field `id`");
    if (!Object.prototype.hasOwnProperty.call(x, "turn_id")) return err(p, "missing field `turn_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "kind")) return err(p, "missing field `kind`");
    if (!Object.prototype.hasOwnProperty.call(x, "created_at")) return err(p, "missing field `created_at`");
  }
  return undefined;
}

function v_TurnItemsCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1069 of Object.keys(x)) {
      const v1070 = x[k1069];
      const q1071 = key(p, k1069);
      if (k1069 === "type") {
        if (!(typeof v1070 === "string")) return err(q1071, "invalid type: " + kind(v1070) + ", expected string");
        if (v1070 !== "turn.items") return err(q1071, "invalid value: " + kind(v1070) + ", expected the constant " + "\"turn.items\"");
      }
      else if (k1069 === "turn_id") {
        if (!(typeof v1070 === "string")) return err(q1071, "invalid type: " + kind(v1070) + ", expected string");
        if (typeof v1070 === "string") {
          const n1072 = chars(v1070);
          if (n1072 < 1) return err(q1071, "string of length " + n1072 + " is shorter than minLength 1");
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "turn_id")) return err(p, "missing field `turn_id`");
  }
  return undefined;
}

function v_TurnItemsResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1073 of Object.keys(x)) {
      const v1074 = x[k1073];
      const q1075 = key(p, k1073);
      if (k1073 === "items") {
        if (!(Array.isArray(v1074))) return err(q1075, "invalid type: " + kind(v1074) + ", expected array");
        if (Array.isArray(v1074)) {
          for (let i1076 = 0; i1076 < v1074.length; i1076++) {
            const v1077 = v1074[i1076];
            const q1078 = q1075 + "[" + i1076 + "]";
            { const e1079 = v_TurnItemRecord(v1077, q1078); if (e1079) return e1079; }
          }
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "items")) return err(p, "missing field `items`");
  }
  return undefined;
}

function v_TurnListCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1080 of Object.keys(x)) {
      const v1081 = x[k1080];
      const q1082 = key(p, k1080);
      if (k1080 === "type") {
        if (!(typeof v1081 === "string")) return err(q1082, "invalid type: " + kind(v1081) + ", expected string");
        if (v1081 !== "turn.list") return err(q1082, "invalid value: " + kind(v1081) + ", expected the constant " + "\"turn.list\"");
      }
      else if (k1080 === "thread_id") {
        if (!(typeof v1081 === "string")) return err(q1082, "invalid type: " + kind(v1081) + ", expected string");
        if (typeof v1081 === "string") {
          const n1083 = chars(v1081);
          if (n1083 < 1) return err(q1082, "string of length " + n1083 + " is shorter than minLength 1");
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "thread_id")) return err(p, "missing field `thread_id`");
  }
  return undefined;
}

function v_TurnListResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1084 of Object.keys(x)) {
      const v1085 = x[k1084];
      const q1086 = key(p, k1084);
      if (k1084 === "turns") {
        if (!(Array.isArray(v1085))) return err(q1086, "invalid type: " + kind(v1085) + ", expected array");
        if (Array.isArray(v1085)) {
          for (let i1087 = 0; i1087 < v1085.length; i1087++) {
            const v1088 = v1085[i1087];
            const q1089 = q1086 + "[" + i1087 + "]";
            { const e1090 = v_TurnRecord(v1088, q1089); if (e1090) return e1090; }
          }
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "turns")) return err(p, "missing field `turns`");
  }
  return undefined;
}

function v_TurnRecord(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1091 of Object.keys(x)) {
      const v1092 = x[k1091];
      const q1093 = key(p, k1091);
      if (k1091 === "id") {
        if (!(typeof v1092 === "string")) return err(q1093, "invalid type: " + kind(v1092) + ", expected string");
        if (typeof v1092 === "string") {
          const n1094 = chars(v1092);
          if (n1094 < 1) return err(q1093, "string of length " + n1094 + " is shorter than minLength 1");
        }
      }
      else if (k1091 === "thread_id") {
        if (!(typeof v1092 === "string")) return err(q1093, "invalid type: " + kind(v1092) + ", expected string");
        if (typeof v1092 === "string") {
          const n1095 = chars(v1092);
          if (n1095 < 1) return err(q1093, "string of length " + n1095 + " is shorter than minLength 1");
        }
      }
      else if (k1091 === "status") {
        { const e1096 = v_TurnStatus(v1092, q1093); if (e1096) return e1096; }
      }
      else if (k1091 === "mode") {
        { const e1097 = v_RuntimeMode(v1092, q1093); if (e1097) return e1097; }
      }
      else if (k1091 === "authority_profile") {
        { const e1098 = v_AuthorityProfile(v1092, q1093); if (e1098) return e1098; }
      }
      else if (k1091 === "workspace_trust") {
        { const e1099 = v_WorkspaceTrust(v1092, q1093); if (e1099) return e1099; }
      }
      else if (k1091 === "sandbox") {
        { const e1100 = v_SandboxCapability(v1092, q1093); if (e1100) return e1100; }
      }
      else if (k1091 === "allowed_actions") {
        if (!(Array.isArray(v1092))) return err(q1093, "invalid type: " + kind(v1092) + ", expected array");
        if (Array.isArray(v1092)) {
          for (let i1101 = 0; i1101 < v1092.length; i1101++) {
            const v1102 = v1092[i1101];
            const q1103 = q1093 + "[" + i1101 + "]";
            { const e1104 = v_ToolAction(v1102, q1103); if (e1104) return e1104; }
          }
          for (let a = 0; a < v1092.length; a++) for (let b = a + 1; b < v1092.length; b++) if (equal(v1092[a], v1092[b])) return err(q1093, "array items " + a + " and " + b + " are equal (uniqueItems)");
        }
      }
      else if (k1091 === "route") {
        const e1105 = (() => {
          {
            const u1106 = [];
            const b1107 = (() => {
              { const e1108 = v_RouteReceipt(v1092, q1093); if (e1108) return e1108; }
              return undefined;
            })();
            if (b1107 === undefined) return undefined;
            u1106.push(b1107);
            const b1109 = (() => {
              if (!(v1092 === null)) return err(q1093, "invalid type: " + kind(v1092) + ", expected null");
              return undefined;
            })();
            if (b1109 === undefined) return undefined;
            u1106.push(b1109);
            const u1106d = u1106.reduce((a, b) => (b.path.length > a.path.length ? b : a));
            return u1106d;
          }
        })();
        if (e1105) return e1105;
      }
      else if (k1091 === "usage") {
        if (!(isObject(v1092))) return err(q1093, "invalid type: " + kind(v1092) + ", expected object");
        if (isObject(v1092)) {
          for (const k1110 of Object.keys(v1092)) {
            const v1111 = v1092[k1110];
            const q1112 = key(q1093, k1110);
            {
              { const e1113 = v_JsonValue(v1111, q1112); if (e1113) return e1113; }
            }
          }
        }
      }
      else if (k1091 === "error") {
        if (!(isObject(v1092) || v1092 === null)) return err(q1093, "invalid type: " + kind(v1092) + ", expected object or null");
        if (isObject(v1092)) {
          for (const k1114 of Object.keys(v1092)) {
            const v1115 = v1092[k1114];
            const q1116 = key(q1093, k1114);
            {
              { const e1117 = v_JsonValue(v1115, q1116); if (e1117) return e1117; }
            }
          }
        }
      }
      else if (k1091 === "boot_id") {
        if (!(typeof v1092 === "string" || v1092 === null)) return err(q1093, "invalid type: " + kind(v1092) + ", expected string or null");
      }
      else if (k1091 === "created_at") {
        if (!(typeof v1092 === "string")) return err(q1093, "invalid type: " + kind(v1092) + ", expected string");
      }
      else if (k1091 === "updated_at") {
        if (!(typeof v1092 === "string")) return err(q1093, "invalid type: " + kind(v1092) + ", expected string");
      }
      else if (k1091 === "schema_version") {
        if (!(Number.isInteger(v1092))) return err(q1093, "invalid type: " + kind(v1092) + ", expected integer");
        if (v1092 !== 1) return err(q1093, "invalid value: " + kind(v1092) + ", expected the constant " + "1");
      }
      else return err(q1093, "unknown field `" + k1091 + "`" + ", expected one of `id`, `thread_id`, `status`, `mode`, `authority_profile`, `workspace_trust`, `sandbox`, `allowed_actions`, `route`, `usage`, `error`, `boot_id`, `created_at`, `updated_at`, `schema_version`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "id")) return err(p, "missing field `id`");
    if (!Object.prototype.hasOwnProperty.call(x, "thread_id")) return err(p, "missing field `thread_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "created_at")) return err(p, "missing field `created_at`");
    if (!Object.prototype.hasOwnProperty.call(x, "updated_at")) return err(p, "missing field `updated_at`");
  }
  return undefined;
}

function v_TurnStartCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1118 of Object.keys(x)) {
      const v1119 = x[k1118];
      const q1120 = key(p, k1118);
      if (k1118 === "type") {
        if (!(typeof v1119 === "string")) return err(q1120, "invalid type: " + kind(v1119) + ", expected string");
        if (v1119 !== "turn.start") return err(q1120, "invalid value: " + kind(v1119) + ", expected the constant " + "\"turn.start\"");
      }
      else if (k1118 === "thread_id") {
        if (!(typeof v1119 === "string")) return err(q1120, "invalid type: " + kind(v1119) + ", expected string");
        if (typeof v1119 === "string") {
          const n1121 = chars(v1119);
          if (n1121 < 1) return err(q1120, "string of length " + n1121 + " is shorter than minLength 1");
        }
      }
      else if (k1118 === "content") {
        if (!(typeof v1119 === "string")) return err(q1120, "invalid type: " + kind(v1119) + ", expected string");
        if (typeof v1119 === "string") {
          const n1122 = chars(v1119);
          if (n1122 < 1) return err(q1120, "string of length " + n1122 + " is shorter than minLength 1");
          if (n1122 > 100000) return err(q1120, "string of length " + n1122 + " is longer than maxLength 100000");
        }
      }
      else if (k1118 === "runtime_mode") {
        { const e1123 = v_RuntimeMode(v1119, q1120); if (e1123) return e1123; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "thread_id")) return err(p, "missing field `thread_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "content")) return err(p, "missing field `content`");
  }
  return undefined;
}

function v_TurnStartResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1124 of Object.keys(x)) {
      const v1125 = x[k1124];
      const q1126 = key(p, k1124);
      if (k1124 === "turn_id") {
        if (!(typeof v1125 === "string")) return err(q1126, "invalid type: " + kind(v1125) + ", expected string");
      }
      else if (k1124 === "handled") {
        if (!(typeof v1125 === "boolean")) return err(q1126, "invalid type: " + kind(v1125) + ", expected boolean");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "turn_id")) return err(p, "missing field `turn_id`");
  }
  return undefined;
}

function v_TurnStatus(x, p) {
  if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
  if (!["queued", "running", "waiting", "completed", "failed", "interrupted"].some((v) => equal(v, x))) return err(p, "unknown variant " + kind(x) + ", expected one of `queued`, `running`, `waiting`, `completed`, `failed`, `interrupted`");
  return undefined;
}

function v_TurnSteerCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1127 of Object.keys(x)) {
      const v1128 = x[k1127];
      const q1129 = key(p, k1127);
      if (k1127 === "type") {
        if (!(typeof v1128 === "string")) return err(q1129, "invalid type: " + kind(v1128) + ", expected string");
        if (v1128 !== "turn.steer") return err(q1129, "invalid value: " + kind(v1128) + ", expected the constant " + "\"turn.steer\"");
      }
      else if (k1127 === "turn_id") {
        if (!(typeof v1128 === "string")) return err(q1129, "invalid type: " + kind(v1128) + ", expected string");
        if (typeof v1128 === "string") {
          const n1130 = chars(v1128);
          if (n1130 < 1) return err(q1129, "string of length " + n1130 + " is shorter than minLength 1");
        }
      }
      else if (k1127 === "content") {
        if (!(typeof v1128 === "string")) return err(q1129, "invalid type: " + kind(v1128) + ", expected string");
        if (typeof v1128 === "string") {
          const n1131 = chars(v1128);
          if (n1131 < 1) return err(q1129, "string of length " + n1131 + " is shorter than minLength 1");
          if (n1131 > 10000) return err(q1129, "string of length " + n1131 + " is longer than maxLength 10000");
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "turn_id")) return err(p, "missing field `turn_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "content")) return err(p, "missing field `content`");
  }
  return undefined;
}

function v_TurnSteerResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1132 of Object.keys(x)) {
      const v1133 = x[k1132];
      const q1134 = key(p, k1132);
      if (k1132 === "turn") {
        { const e1135 = v_TurnRecord(v1133, q1134); if (e1135) return e1135; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "turn")) return err(p, "missing field `turn`");
  }
  return undefined;
}

function v_UsagePurpose(x, p) {
  if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
  if (!["response", "summary"].some((v) => equal(v, x))) return err(p, "unknown variant " + kind(x) + ", expected one of `response`, `summary`");
  return undefined;
}

function v_UserQuestionAskedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1136 of Object.keys(x)) {
      const v1137 = x[k1136];
      const q1138 = key(p, k1136);
      if (k1136 === "type") {
        if (!(typeof v1137 === "string")) return err(q1138, "invalid type: " + kind(v1137) + ", expected string");
        if (v1137 !== "user_question.asked") return err(q1138, "invalid value: " + kind(v1137) + ", expected the constant " + "\"user_question.asked\"");
      }
      else if (k1136 === "question_id") {
        if (!(typeof v1137 === "string")) return err(q1138, "invalid type: " + kind(v1137) + ", expected string");
      }
      else if (k1136 === "run_id") {
        if (!(typeof v1137 === "string")) return err(q1138, "invalid type: " + kind(v1137) + ", expected string");
      }
      else if (k1136 === "session_id") {
        if (!(typeof v1137 === "string")) return err(q1138, "invalid type: " + kind(v1137) + ", expected string");
      }
      else if (k1136 === "question") {
        if (!(typeof v1137 === "string")) return err(q1138, "invalid type: " + kind(v1137) + ", expected string");
      }
      else if (k1136 === "header") {
        if (!(typeof v1137 === "string")) return err(q1138, "invalid type: " + kind(v1137) + ", expected string");
      }
      else if (k1136 === "options") {
        if (!(Array.isArray(v1137))) return err(q1138, "invalid type: " + kind(v1137) + ", expected array");
        if (Array.isArray(v1137)) {
          for (let i1139 = 0; i1139 < v1137.length; i1139++) {
            const v1140 = v1137[i1139];
            const q1141 = q1138 + "[" + i1139 + "]";
            if (!(typeof v1140 === "string")) return err(q1141, "invalid type: " + kind(v1140) + ", expected string");
          }
        }
      }
      else if (k1136 === "multi_select") {
        if (!(typeof v1137 === "boolean")) return err(q1138, "invalid type: " + kind(v1137) + ", expected boolean");
      }
      else if (k1136 === "ts") {
        if (!(typeof v1137 === "string")) return err(q1138, "invalid type: " + kind(v1137) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "question_id")) return err(p, "missing field `question_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "question")) return err(p, "missing field `question`");
    if (!Object.prototype.hasOwnProperty.call(x, "header")) return err(p, "missing field `header`");
    if (!Object.prototype.hasOwnProperty.call(x, "options")) return err(p, "missing field `options`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_UserQuestionRespondCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1142 of Object.keys(x)) {
      const v1143 = x[k1142];
      const q1144 = key(p, k1142);
      if (k1142 === "type") {
        if (!(typeof v1143 === "string")) return err(q1144, "invalid type: " + kind(v1143) + ", expected string");
        if (v1143 !== "user_question.respond") return err(q1144, "invalid value: " + kind(v1143) + ", expected the constant " + "\"user_question.respond\"");
      }
      else if (k1142 === "question_id") {
        if (!(typeof v1143 === "string")) return err(q1144, "invalid type: " + kind(v1143) + ", expected string");
      }
      else if (k1142 === "answer") {
        if (!(typeof v1143 === "string")) return err(q1144, "invalid type: " + kind(v1143) + ", expected string");
        if (typeof v1143 === "string") {
          const n1145 = chars(v1143);
          if (n1145 < 1) return err(q1144, "string of length " + n1145 + " is shorter than minLength 1");
          if (n1145 > 10000) return err(q1144, "string of length " + n1145 + " is longer than maxLength 10000");
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "question_id")) return err(p, "missing field `question_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "answer")) return err(p, "missing field `answer`");
  }
  return undefined;
}

function v_UserQuestionRespondResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1146 of Object.keys(x)) {
      const v1147 = x[k1146];
      const q1148 = key(p, k1146);
      if (k1146 === "answered") {
        if (!(typeof v1147 === "boolean")) return err(q1148, "invalid type: " + kind(v1147) + ", expected boolean");
        if (v1147 !== true) return err(q1148, "invalid value: " + kind(v1147) + ", expected the constant " + "true");
      }
    }
  }
  return undefined;
}

function v_VerificationCompletedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1149 of Object.keys(x)) {
      const v1150 = x[k1149];
      const q1151 = key(p, k1149);
      if (k1149 === "type") {
        if (!(typeof v1150 === "string")) return err(q1151, "invalid type: " + kind(v1150) + ", expected string");
        if (v1150 !== "verification.completed") return err(q1151, "invalid value: " + kind(v1150) + ", expected the constant " + "\"verification.completed\"");
      }
      else if (k1149 === "run_id") {
        if (!(typeof v1150 === "string")) return err(q1151, "invalid type: " + kind(v1150) + ", expected string");
      }
      else if (k1149 === "step") {
        if (!(Number.isInteger(v1150))) return err(q1151, "invalid type: " + kind(v1150) + ", expected integer");
      }
      else if (k1149 === "tool") {
        if (!(typeof v1150 === "string")) return err(q1151, "invalid type: " + kind(v1150) + ", expected string");
      }
      else if (k1149 === "action") {
        if (!(typeof v1150 === "string")) return err(q1151, "invalid type: " + kind(v1150) + ", expected string");
      }
      else if (k1149 === "verdict") {
        if (!(typeof v1150 === "string")) return err(q1151, "invalid type: " + kind(v1150) + ", expected string");
        if (v1150 !== "pass") return err(q1151, "invalid value: " + kind(v1150) + ", expected the constant " + "\"pass\"");
      }
      else if (k1149 === "gate_count") {
        if (!(Number.isInteger(v1150))) return err(q1151, "invalid type: " + kind(v1150) + ", expected integer");
        if (typeof v1150 === "number") {
          if (v1150 < 0) return err(q1151, v1150 + " is less than minimum 0");
        }
      }
      else if (k1149 === "passed") {
        if (!(Number.isInteger(v1150))) return err(q1151, "invalid type: " + kind(v1150) + ", expected integer");
        if (typeof v1150 === "number") {
          if (v1150 < 0) return err(q1151, v1150 + " is less than minimum 0");
        }
      }
      else if (k1149 === "failed") {
        if (!(Number.isInteger(v1150))) return err(q1151, "invalid type: " + kind(v1150) + ", expected integer");
        if (typeof v1150 === "number") {
          if (v1150 < 0) return err(q1151, v1150 + " is less than minimum 0");
        }
      }
      else if (k1149 === "paths") {
        if (!(Array.isArray(v1150))) return err(q1151, "invalid type: " + kind(v1150) + ", expected array");
        if (Array.isArray(v1150)) {
          for (let i1152 = 0; i1152 < v1150.length; i1152++) {
            const v1153 = v1150[i1152];
            const q1154 = q1151 + "[" + i1152 + "]";
            if (!(typeof v1153 === "string")) return err(q1154, "invalid type: " + kind(v1153) + ", expected string");
          }
        }
      }
      else if (k1149 === "gates") {
        if (!(Array.isArray(v1150))) return err(q1151, "invalid type: " + kind(v1150) + ", expected array");
        if (Array.isArray(v1150)) {
          for (let i1155 = 0; i1155 < v1150.length; i1155++) {
            const v1156 = v1150[i1155];
            const q1157 = q1151 + "[" + i1155 + "]";
            if (!(isObject(v1156))) return err(q1157, "invalid type: " + kind(v1156) + ", expected object");
          }
        }
      }
      else if (k1149 === "ts") {
        if (!(typeof v1150 === "string")) return err(q1151, "invalid type: " + kind(v1150) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "step")) return err(p, "missing field `step`");
    if (!Object.prototype.hasOwnProperty.call(x, "tool")) return err(p, "missing field `tool`");
    if (!Object.prototype.hasOwnProperty.call(x, "action")) return err(p, "missing field `action`");
    if (!Object.prototype.hasOwnProperty.call(x, "gate_count")) return err(p, "missing field `gate_count`");
    if (!Object.prototype.hasOwnProperty.call(x, "passed")) return err(p, "missing field `passed`");
    if (!Object.prototype.hasOwnProperty.call(x, "failed")) return err(p, "missing field `failed`");
    if (!Object.prototype.hasOwnProperty.call(x, "paths")) return err(p, "missing field `paths`");
    if (!Object.prototype.hasOwnProperty.call(x, "gates")) return err(p, "missing field `gates`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_VerificationFailedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1158 of Object.keys(x)) {
      const v1159 = x[k1158];
      const q1160 = key(p, k1158);
      if (k1158 === "type") {
        if (!(typeof v1159 === "string")) return err(q1160, "invalid type: " + kind(v1159) + ", expected string");
        if (v1159 !== "verification.failed") return err(q1160, "invalid value: " + kind(v1159) + ", expected the constant " + "\"verification.failed\"");
      }
      else if (k1158 === "run_id") {
        if (!(typeof v1159 === "string")) return err(q1160, "invalid type: " + kind(v1159) + ", expected string");
      }
      else if (k1158 === "step") {
        if (!(Number.isInteger(v1159))) return err(q1160, "invalid type: " + kind(v1159) + ", expected integer");
      }
      else if (k1158 === "tool") {
        if (!(typeof v1159 === "string")) return err(q1160, "invalid type: " + kind(v1159) + ", expected string");
      }
      else if (k1158 === "action") {
        if (!(typeof v1159 === "string")) return err(q1160, "invalid type: " + kind(v1159) + ", expected string");
      }
      else if (k1158 === "verdict") {
        if (!(typeof v1159 === "string")) return err(q1160, "invalid type: " + kind(v1159) + ", expected string");
        if (v1159 !== "fail") return err(q1160, "invalid value: " + kind(v1159) + ", expected the constant " + "\"fail\"");
      }
      else if (k1158 === "gate_count") {
        if (!(Number.isInteger(v1159))) return err(q1160, "invalid type: " + kind(v1159) + ", expected integer");
        if (typeof v1159 === "number") {
          if (v1159 < 0) return err(q1160, v1159 + " is less than minimum 0");
        }
      }
      else if (k1158 === "passed") {
        if (!(Number.isInteger(v1159))) return err(q1160, "invalid type: " + kind(v1159) + ", expected integer");
        if (typeof v1159 === "number") {
          if (v1159 < 0) return err(q1160, v1159 + " is less than minimum 0");
        }
      }
      else if (k1158 === "failed") {
        if (!(Number.isInteger(v1159))) return err(q1160, "invalid type: " + kind(v1159) + ", expected integer");
        if (typeof v1159 === "number") {
          if (v1159 < 1) return err(q1160, v1159 + " is less than minimum 1");
        }
      }
      else if (k1158 === "failure_class") {
        if (!(typeof v1159 === "string")) return err(q1160, "invalid type: " + kind(v1159) + ", expected string");
      }
      else if (k1158 === "paths") {
        if (!(Array.isArray(v1159))) return err(q1160, "invalid type: " + kind(v1159) + ", expected array");
        if (Array.isArray(v1159)) {
          for (let i1161 = 0; i1161 < v1159.length; i1161++) {
            const v1162 = v1159[i1161];
            const q1163 = q1160 + "[" + i1161 + "]";
            if (!(typeof v1162 === "string")) return err(q1163, "invalid type: " + kind(v1162) + ", expected string");
          }
        }
      }
      else if (k1158 === "gates") {
        if (!(Array.isArray(v1159))) return err(q1160, "invalid type: " + kind(v1159) + ", expected array");
        if (Array.isArray(v1159)) {
          for (let i1164 = 0; i1164 < v1159.length; i1164++) {
            const v1165 = v1159[i1164];
            const q1166 = q1160 + "[" + i1164 + "]";
            if (!(isObject(v1165))) return err(q1166, "invalid type: " + kind(v1165) + ", expected object");
          }
        }
      }
      else if (k1158 === "ts") {
        if (!(typeof v1159 === "string")) return err(q1160, "invalid type: " + kind(v1159) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "step")) return err(p, "missing field `step`");
    if (!Object.prototype.hasOwnProperty.call(x, "tool")) return err(p, "missing field `tool`");
    if (!Object.prototype.hasOwnProperty.call(x, "action")) return err(p, "missing field `action`");
    if (!Object.prototype.hasOwnProperty.call(x, "gate_count")) return err(p, "missing field `gate_count`");
    if (!Object.prototype.hasOwnProperty.call(x, "passed")) return err(p, "missing field `passed`");
    if (!Object.prototype.hasOwnProperty.call(x, "failed")) return err(p, "missing field `failed`");
    if (!Object.prototype.hasOwnProperty.call(x, "failure_class")) return err(p, "missing field `failure_class`");
    if (!Object.prototype.hasOwnProperty.call(x, "paths")) return err(p, "missing field `paths`");
    if (!Object.prototype.hasOwnProperty.call(x, "gates")) return err(p, "missing field `gates`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_WebLaunchCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1167 of Object.keys(x)) {
      const v1168 = x[k1167];
      const q1169 = key(p, k1167);
      if (k1167 === "type") {
        if (!(typeof v1168 === "string")) return err(q1169, "invalid type: " + kind(v1168) + ", expected string");
        if (v1168 !== "web.launch") return err(q1169, "invalid value: " + kind(v1168) + ", expected the constant " + "\"web.launch\"");
      }
    }
  }
  return undefined;
}

function v_WindowsForcedSandbox(x, p) {
  if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
  if (!["available", "partial", "unavailable", "not_applicable"].some((v) => equal(v, x))) return err(p, "unknown variant " + kind(x) + ", expected one of `available`, `partial`, `unavailable`, `not_applicable`");
  return undefined;
}

function v_WireFormat(x, p) {
  if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
  if (!["openai_chat", "openai_responses", "anthropic_messages"].some((v) => equal(v, x))) return err(p, "unknown variant " + kind(x) + ", expected one of `openai_chat`, `openai_responses`, `anthropic_messages`");
  return undefined;
}

function v_WorkerApplyCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1170 of Object.keys(x)) {
      const v1171 = x[k1170];
      const q1172 = key(p, k1170);
      if (k1170 === "type") {
        if (!(typeof v1171 === "string")) return err(q1172, "invalid type: " + kind(v1171) + ", expected string");
        if (v1171 !== "worker.apply") return err(q1172, "invalid value: " + kind(v1171) + ", expected the constant " + "\"worker.apply\"");
      }
      else if (k1170 === "session_id") {
        if (!(typeof v1171 === "string")) return err(q1172, "invalid type: " + kind(v1171) + ", expected string");
        if (typeof v1171 === "string") {
          const n1173 = chars(v1171);
          if (n1173 < 1) return err(q1172, "string of length " + n1173 + " is shorter than minLength 1");
        }
      }
      else if (k1170 === "worker_id") {
        if (!(typeof v1171 === "string")) return err(q1172, "invalid type: " + kind(v1171) + ", expected string");
        if (typeof v1171 === "string") {
          const n1174 = chars(v1171);
          if (n1174 < 1) return err(q1172, "string of length " + n1174 + " is shorter than minLength 1");
        }
      }
      else if (k1170 === "expected_digest") {
        if (!(typeof v1171 === "string")) return err(q1172, "invalid type: " + kind(v1171) + ", expected string");
        if (typeof v1171 === "string") {
          if (!/^[0-9a-f]{64}$/u.test(v1171)) return err(q1172, "string does not match pattern ^[0-9a-f]{64}$");
        }
      }
      else if (k1170 === "confirmed") {
        if (!(typeof v1171 === "boolean")) return err(q1172, "invalid type: " + kind(v1171) + ", expected boolean");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "worker_id")) return err(p, "missing field `worker_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "expected_digest")) return err(p, "missing field `expected_digest`");
  }
  return undefined;
}

function v_WorkerApplyResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1175 of Object.keys(x)) {
      const v1176 = x[k1175];
      const q1177 = key(p, k1175);
      if (k1175 === "worker_id") {
        if (!(typeof v1176 === "string")) return err(q1177, "invalid type: " + kind(v1176) + ", expected string");
      }
      else if (k1175 === "handoff_status") {
        if (!(typeof v1176 === "string")) return err(q1177, "invalid type: " + kind(v1176) + ", expected string");
        if (v1176 !== "applied") return err(q1177, "invalid value: " + kind(v1176) + ", expected the constant " + "\"applied\"");
      }
      else if (k1175 === "changed_files") {
        if (!(Array.isArray(v1176))) return err(q1177, "invalid type: " + kind(v1176) + ", expected array");
        if (Array.isArray(v1176)) {
          for (let i1178 = 0; i1178 < v1176.length; i1178++) {
            const v1179 = v1176[i1178];
            const q1180 = q1177 + "[" + i1178 + "]";
            if (!(typeof v1179 === "string")) return err(q1180, "invalid type: " + kind(v1179) + ", expected string");
          }
        }
      }
      else if (k1175 === "state_digest") {
        if (!(typeof v1176 === "string")) return err(q1177, "invalid type: " + kind(v1176) + ", expected string");
        if (typeof v1176 === "string") {
          if (!/^[0-9a-f]{64}$/u.test(v1176)) return err(q1177, "string does not match pattern ^[0-9a-f]{64}$");
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "worker_id")) return err(p, "missing field `worker_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "state_digest")) return err(p, "missing field `state_digest`");
  }
  return undefined;
}

function v_WorkerCancelCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1181 of Object.keys(x)) {
      const v1182 = x[k1181];
      const q1183 = key(p, k1181);
      if (k1181 === "type") {
        if (!(typeof v1182 === "string")) return err(q1183, "invalid type: " + kind(v1182) + ", expected string");
        if (v1182 !== "worker.cancel") return err(q1183, "invalid value: " + kind(v1182) + ", expected the constant " + "\"worker.cancel\"");
      }
      else if (k1181 === "session_id") {
        if (!(typeof v1182 === "string")) return err(q1183, "invalid type: " + kind(v1182) + ", expected string");
        if (typeof v1182 === "string") {
          const n1184 = chars(v1182);
          if (n1184 < 1) return err(q1183, "string of length " + n1184 + " is shorter than minLength 1");
        }
      }
      else if (k1181 === "worker_id") {
        if (!(typeof v1182 === "string")) return err(q1183, "invalid type: " + kind(v1182) + ", expected string");
        if (typeof v1182 === "string") {
          const n1185 = chars(v1182);
          if (n1185 < 1) return err(q1183, "string of length " + n1185 + " is shorter than minLength 1");
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "worker_id")) return err(p, "missing field `worker_id`");
  }
  return undefined;
}

function v_WorkerCancelResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1186 of Object.keys(x)) {
      const v1187 = x[k1186];
      const q1188 = key(p, k1186);
      if (k1186 === "worker_id") {
        if (!(typeof v1187 === "string")) return err(q1188, "invalid type: " + kind(v1187) + ", expected string");
      }
      else if (k1186 === "status") {
        if (!(typeof v1187 === "string")) return err(q1188, "invalid type: " + kind(v1187) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "worker_id")) return err(p, "missing field `worker_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "status")) return err(p, "missing field `status`");
  }
  return undefined;
}

function v_WorkerEventsCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1189 of Object.keys(x)) {
      const v1190 = x[k1189];
      const q1191 = key(p, k1189);
      if (k1189 === "type") {
        if (!(typeof v1190 === "string")) return err(q1191, "invalid type: " + kind(v1190) + ", expected string");
        if (v1190 !== "worker.events") return err(q1191, "invalid value: " + kind(v1190) + ", expected the constant " + "\"worker.events\"");
      }
      else if (k1189 === "session_id") {
        if (!(typeof v1190 === "string")) return err(q1191, "invalid type: " + kind(v1190) + ", expected string");
        if (typeof v1190 === "string") {
          const n1192 = chars(v1190);
          if (n1192 < 1) return err(q1191, "string of length " + n1192 + " is shorter than minLength 1");
        }
      }
      else if (k1189 === "worker_id") {
        if (!(typeof v1190 === "string")) return err(q1191, "invalid type: " + kind(v1190) + ", expected string");
        if (typeof v1190 === "string") {
          const n1193 = chars(v1190);
          if (n1193 < 1) return err(q1191, "string of length " + n1193 + " is shorter than minLength 1");
        }
      }
      else if (k1189 === "after_cursor") {
        if (!(Number.isInteger(v1190))) return err(q1191, "invalid type: " + kind(v1190) + ", expected integer");
        if (typeof v1190 === "number") {
          if (v1190 < 0) return err(q1191, v1190 + " is less than minimum 0");
        }
      }
      else if (k1189 === "limit") {
        if (!(Number.isInteger(v1190))) return err(q1191, "invalid type: " + kind(v1190) + ", expected integer");
        if (typeof v1190 === "number") {
          if (v1190 < 1) return err(q1191, v1190 + " is less than minimum 1");
          if (v1190 > 100) return err(q1191, v1190 + " is greater than maximum 100");
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "worker_id")) return err(p, "missing field `worker_id`");
  }
  return undefined;
}

function v_WorkerEventsResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1194 of Object.keys(x)) {
      const v1195 = x[k1194];
      const q1196 = key(p, k1194);
      if (k1194 === "events") {
        if (!(Array.isArray(v1195))) return err(q1196, "invalid type: " + kind(v1195) + ", expected array");
        if (Array.isArray(v1195)) {
          for (let i1197 = 0; i1197 < v1195.length; i1197++) {
            const v1198 = v1195[i1197];
            const q1199 = q1196 + "[" + i1197 + "]";
            if (!(isObject(v1198))) return err(q1199, "invalid type: " + kind(v1198) + ", expected object");
          }
        }
      }
    }
  }
  return undefined;
}

function v_WorkerFollowupCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1200 of Object.keys(x)) {
      const v1201 = x[k1200];
      const q1202 = key(p, k1200);
      if (k1200 === "type") {
        if (!(typeof v1201 === "string")) return err(q1202, "invalid type: " + kind(v1201) + ", expected string");
        if (v1201 !== "worker.followup") return err(q1202, "invalid value: " + kind(v1201) + ", expected the constant " + "\"worker.followup\"");
      }
      else if (k1200 === "session_id") {
        if (!(typeof v1201 === "string")) return err(q1202, "invalid type: " + kind(v1201) + ", expected string");
        if (typeof v1201 === "string") {
          const n1203 = chars(v1201);
          if (n1203 < 1) return err(q1202, "string of length " + n1203 + " is shorter than minLength 1");
        }
      }
      else if (k1200 === "worker_id") {
        if (!(typeof v1201 === "string")) return err(q1202, "invalid type: " + kind(v1201) + ", expected string");
        if (typeof v1201 === "string") {
          const n1204 = chars(v1201);
          if (n1204 < 1) return err(q1202, "string of length " + n1204 + " is shorter than minLength 1");
        }
      }
      else if (k1200 === "message") {
        if (!(typeof v1201 === "string")) return err(q1202, "invalid type: " + kind(v1201) + ", expected string");
        if (typeof v1201 === "string") {
          const n1205 = chars(v1201);
          if (n1205 < 1) return err(q1202, "string of length " + n1205 + " is shorter than minLength 1");
          if (n1205 > 8000) return err(q1202, "string of length " + n1205 + " is longer than maxLength 8000");
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "worker_id")) return err(p, "missing field `worker_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "message")) return err(p, "missing field `message`");
  }
  return undefined;
}

function v_WorkerFollowupResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1206 of Object.keys(x)) {
      const v1207 = x[k1206];
      const q1208 = key(p, k1206);
      if (k1206 === "worker_id") {
        if (!(typeof v1207 === "string")) return err(q1208, "invalid type: " + kind(v1207) + ", expected string");
      }
      else if (k1206 === "status") {
        if (!(typeof v1207 === "string")) return err(q1208, "invalid type: " + kind(v1207) + ", expected string");
      }
      else if (k1206 === "event_cursor") {
        if (!(Number.isInteger(v1207))) return err(q1208, "invalid type: " + kind(v1207) + ", expected integer");
        if (typeof v1207 === "number") {
          if (v1207 < 0) return err(q1208, v1207 + " is less than minimum 0");
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "worker_id")) return err(p, "missing field `worker_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "status")) return err(p, "missing field `status`");
    if (!Object.prototype.hasOwnProperty.call(x, "event_cursor")) return err(p, "missing field `event_cursor`");
  }
  return undefined;
}

function v_WorkerListCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1209 of Object.keys(x)) {
      const v1210 = x[k1209];
      const q1211 = key(p, k1209);
      if (k1209 === "type") {
        if (!(typeof v1210 === "string")) return err(q1211, "invalid type: " + kind(v1210) + ", expected string");
        if (v1210 !== "worker.list") return err(q1211, "invalid value: " + kind(v1210) + ", expected the constant " + "\"worker.list\"");
      }
      else if (k1209 === "session_id") {
        if (!(typeof v1210 === "string")) return err(q1211, "invalid type: " + kind(v1210) + ", expected string");
        if (typeof v1210 === "string") {
          const n1212 = chars(v1210);
          if (n1212 < 1) return err(q1211, "string of length " + n1212 + " is shorter than minLength 1");
        }
      }
      else if (k1209 === "worker_id") {
        if (!(typeof v1210 === "string")) return err(q1211, "invalid type: " + kind(v1210) + ", expected string");
      }
      else if (k1209 === "root_goal_id") {
        if (!(typeof v1210 === "string")) return err(q1211, "invalid type: " + kind(v1210) + ", expected string");
      }
      else if (k1209 === "limit") {
        if (!(Number.isInteger(v1210))) return err(q1211, "invalid type: " + kind(v1210) + ", expected integer");
        if (typeof v1210 === "number") {
          if (v1210 < 1) return err(q1211, v1210 + " is less than minimum 1");
          if (v1210 > 200) return err(q1211, v1210 + " is greater than maximum 200");
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
  }
  return undefined;
}

function v_WorkerListResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1213 of Object.keys(x)) {
      const v1214 = x[k1213];
      const q1215 = key(p, k1213);
      if (k1213 === "workers") {
        if (!(Array.isArray(v1214))) return err(q1215, "invalid type: " + kind(v1214) + ", expected array");
        if (Array.isArray(v1214)) {
          for (let i1216 = 0; i1216 < v1214.length; i1216++) {
            const v1217 = v1214[i1216];
            const q1218 = q1215 + "[" + i1216 + "]";
            if (!(isObject(v1217))) return err(q1218, "invalid type: " + kind(v1217) + ", expected object");
          }
        }
      }
    }
  }
  return undefined;
}

function v_WorkerRetryCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1219 of Object.keys(x)) {
      const v1220 = x[k1219];
      const q1221 = key(p, k1219);
      if (k1219 === "type") {
        if (!(typeof v1220 === "string")) return err(q1221, "invalid type: " + kind(v1220) + ", expected string");
        if (v1220 !== "worker.retry") return err(q1221, "invalid value: " + kind(v1220) + ", expected the constant " + "\"worker.retry\"");
      }
      else if (k1219 === "session_id") {
        if (!(typeof v1220 === "string")) return err(q1221, "invalid type: " + kind(v1220) + ", expected string");
        if (typeof v1220 === "string") {
          const n1222 = chars(v1220);
          if (n1222 < 1) return err(q1221, "string of length " + n1222 + " is shorter than minLength 1");
        }
      }
      else if (k1219 === "worker_id") {
        if (!(typeof v1220 === "string")) return err(q1221, "invalid type: " + kind(v1220) + ", expected string");
        if (typeof v1220 === "string") {
          const n1223 = chars(v1220);
          if (n1223 < 1) return err(q1221, "string of length " + n1223 + " is shorter than minLength 1");
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "worker_id")) return err(p, "missing field `worker_id`");
  }
  return undefined;
}

function v_WorkerRetryResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1224 of Object.keys(x)) {
      const v1225 = x[k1224];
      const q1226 = key(p, k1224);
      if (k1224 === "worker_id") {
        if (!(typeof v1225 === "string")) return err(q1226, "invalid type: " + kind(v1225) + ", expected string");
      }
      else if (k1224 === "session_id") {
        if (!(typeof v1225 === "string")) return err(q1226, "invalid type: " + kind(v1225) + ", expected string");
      }
      else if (k1224 === "status") {
        if (!(typeof v1225 === "string")) return err(q1226, "invalid type: " + kind(v1225) + ", expected string");
      }
      else if (k1224 === "route_id") {
        if (!(typeof v1225 === "string")) return err(q1226, "invalid type: " + kind(v1225) + ", expected string");
      }
      else if (k1224 === "model") {
        if (!(typeof v1225 === "string")) return err(q1226, "invalid type: " + kind(v1225) + ", expected string");
      }
      else if (k1224 === "attempt") {
        if (!(Number.isInteger(v1225))) return err(q1226, "invalid type: " + kind(v1225) + ", expected integer");
        if (typeof v1225 === "number") {
          if (v1225 < 1) return err(q1226, v1225 + " is less than minimum 1");
        }
      }
      else if (k1224 === "worktree") {
        if (!(typeof v1225 === "string")) return err(q1226, "invalid type: " + kind(v1225) + ", expected string");
      }
      else if (k1224 === "read_only") {
        if (!(typeof v1225 === "boolean")) return err(q1226, "invalid type: " + kind(v1225) + ", expected boolean");
      }
      else if (k1224 === "backend") {
        if (!(typeof v1225 === "string")) return err(q1226, "invalid type: " + kind(v1225) + ", expected string");
      }
      else if (k1224 === "backend_capabilities") {
        if (!(isObject(v1225))) return err(q1226, "invalid type: " + kind(v1225) + ", expected object");
        if (isObject(v1225)) {
          for (const k1227 of Object.keys(v1225)) {
            const v1228 = v1225[k1227];
            const q1229 = key(q1226, k1227);
            {
              { const e1230 = v_JsonValue(v1228, q1229); if (e1230) return e1230; }
            }
          }
        }
      }
      else if (k1224 === "sandbox_enforcement") {
        { const e1231 = v_SandboxEnforcement(v1225, q1226); if (e1231) return e1231; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "worker_id")) return err(p, "missing field `worker_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "status")) return err(p, "missing field `status`");
    if (!Object.prototype.hasOwnProperty.call(x, "route_id")) return err(p, "missing field `route_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "model")) return err(p, "missing field `model`");
    if (!Object.prototype.hasOwnProperty.call(x, "attempt")) return err(p, "missing field `attempt`");
    if (!Object.prototype.hasOwnProperty.call(x, "read_only")) return err(p, "missing field `read_only`");
  }
  return undefined;
}

function v_WorkerReviewCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1232 of Object.keys(x)) {
      const v1233 = x[k1232];
      const q1234 = key(p, k1232);
      if (k1232 === "type") {
        if (!(typeof v1233 === "string")) return err(q1234, "invalid type: " + kind(v1233) + ", expected string");
        if (v1233 !== "worker.review") return err(q1234, "invalid value: " + kind(v1233) + ", expected the constant " + "\"worker.review\"");
      }
      else if (k1232 === "session_id") {
        if (!(typeof v1233 === "string")) return err(q1234, "invalid type: " + kind(v1233) + ", expected string");
        if (typeof v1233 === "string") {
          const n1235 = chars(v1233);
          if (n1235 < 1) return err(q1234, "string of length " + n1235 + " is shorter than minLength 1");
        }
      }
      else if (k1232 === "worker_id") {
        if (!(typeof v1233 === "string")) return err(q1234, "invalid type: " + kind(v1233) + ", expected string");
        if (typeof v1233 === "string") {
          const n1236 = chars(v1233);
          if (n1236 < 1) return err(q1234, "string of length " + n1236 + " is shorter than minLength 1");
        }
      }
      else if (k1232 === "approved") {
        if (!(typeof v1233 === "boolean")) return err(q1234, "invalid type: " + kind(v1233) + ", expected boolean");
      }
      else if (k1232 === "confirmed") {
        if (!(typeof v1233 === "boolean")) return err(q1234, "invalid type: " + kind(v1233) + ", expected boolean");
      }
      else if (k1232 === "expected_digest") {
        if (!(typeof v1233 === "string")) return err(q1234, "invalid type: " + kind(v1233) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "worker_id")) return err(p, "missing field `worker_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "approved")) return err(p, "missing field `approved`");
  }
  return undefined;
}

function v_WorkerReviewResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1237 of Object.keys(x)) {
      const v1238 = x[k1237];
      const q1239 = key(p, k1237);
      if (k1237 === "worker_id") {
        if (!(typeof v1238 === "string")) return err(q1239, "invalid type: " + kind(v1238) + ", expected string");
      }
      else if (k1237 === "handoff_status") {
        if (!(typeof v1238 === "string")) return err(q1239, "invalid type: " + kind(v1238) + ", expected string");
      }
      else if (k1237 === "approved") {
        if (!(typeof v1238 === "boolean")) return err(q1239, "invalid type: " + kind(v1238) + ", expected boolean");
      }
      else if (k1237 === "applied") {
        if (!(typeof v1238 === "boolean")) return err(q1239, "invalid type: " + kind(v1238) + ", expected boolean");
        if (v1238 !== false) return err(q1239, "invalid value: " + kind(v1238) + ", expected the constant " + "false");
      }
      else if (k1237 === "state_digest") {
        if (!(typeof v1238 === "string")) return err(q1239, "invalid type: " + kind(v1238) + ", expected string");
      }
      else if (k1237 === "preview_only") {
        if (!(typeof v1238 === "boolean")) return err(q1239, "invalid type: " + kind(v1238) + ", expected boolean");
      }
      else if (k1237 === "changed_files") {
        if (!(Array.isArray(v1238))) return err(q1239, "invalid type: " + kind(v1238) + ", expected array");
        if (Array.isArray(v1238)) {
          for (let i1240 = 0; i1240 < v1238.length; i1240++) {
            const v1241 = v1238[i1240];
            const q1242 = q1239 + "[" + i1240 + "]";
            if (!(typeof v1241 === "string")) return err(q1242, "invalid type: " + kind(v1241) + ", expected string");
          }
        }
      }
      else if (k1237 === "diff") {
        if (!(typeof v1238 === "string")) return err(q1239, "invalid type: " + kind(v1238) + ", expected string");
      }
      else if (k1237 === "diff_truncated") {
        if (!(typeof v1238 === "boolean")) return err(q1239, "invalid type: " + kind(v1238) + ", expected boolean");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "worker_id")) return err(p, "missing field `worker_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "handoff_status")) return err(p, "missing field `handoff_status`");
    if (!Object.prototype.hasOwnProperty.call(x, "approved")) return err(p, "missing field `approved`");
  }
  return undefined;
}

function v_WorkerStartCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1243 of Object.keys(x)) {
      const v1244 = x[k1243];
      const q1245 = key(p, k1243);
      if (k1243 === "type") {
        if (!(typeof v1244 === "string")) return err(q1245, "invalid type: " + kind(v1244) + ", expected string");
        if (v1244 !== "worker.start") return err(q1245, "invalid value: " + kind(v1244) + ", expected the constant " + "\"worker.start\"");
      }
      else if (k1243 === "session_id") {
        if (!(typeof v1244 === "string")) return err(q1245, "invalid type: " + kind(v1244) + ", expected string");
        if (typeof v1244 === "string") {
          const n1246 = chars(v1244);
          if (n1246 < 1) return err(q1245, "string of length " + n1246 + " is shorter than minLength 1");
        }
      }
      else if (k1243 === "description") {
        if (!(typeof v1244 === "string")) return err(q1245, "invalid type: " + kind(v1244) + ", expected string");
        if (typeof v1244 === "string") {
          const n1247 = chars(v1244);
          if (n1247 < 1) return err(q1245, "string of length " + n1247 + " is shorter than minLength 1");
          if (n1247 > 500) return err(q1245, "string of length " + n1247 + " is longer than maxLength 500");
        }
      }
      else if (k1243 === "prompt") {
        if (!(typeof v1244 === "string")) return err(q1245, "invalid type: " + kind(v1244) + ", expected string");
        if (typeof v1244 === "string") {
          const n1248 = chars(v1244);
          if (n1248 < 1) return err(q1245, "string of length " + n1248 + " is shorter than minLength 1");
          if (n1248 > 100000) return err(q1245, "string of length " + n1248 + " is longer than maxLength 100000");
        }
      }
      else if (k1243 === "profile") {
        if (!(typeof v1244 === "string")) return err(q1245, "invalid type: " + kind(v1244) + ", expected string");
        if (typeof v1244 === "string") {
          const n1249 = chars(v1244);
          if (n1249 > 64) return err(q1245, "string of length " + n1249 + " is longer than maxLength 64");
        }
      }
      else if (k1243 === "route_id") {
        if (!(typeof v1244 === "string")) return err(q1245, "invalid type: " + kind(v1244) + ", expected string");
        if (typeof v1244 === "string") {
          const n1250 = chars(v1244);
          if (n1250 > 256) return err(q1245, "string of length " + n1250 + " is longer than maxLength 256");
        }
      }
      else if (k1243 === "model") {
        if (!(typeof v1244 === "string")) return err(q1245, "invalid type: " + kind(v1244) + ", expected string");
        if (typeof v1244 === "string") {
          const n1251 = chars(v1244);
          if (n1251 > 256) return err(q1245, "string of length " + n1251 + " is longer than maxLength 256");
        }
      }
      else if (k1243 === "read_only") {
        if (!(typeof v1244 === "boolean")) return err(q1245, "invalid type: " + kind(v1244) + ", expected boolean");
      }
      else if (k1243 === "exact_files") {
        if (!(Array.isArray(v1244))) return err(q1245, "invalid type: " + kind(v1244) + ", expected array");
        if (Array.isArray(v1244)) {
          for (let i1252 = 0; i1252 < v1244.length; i1252++) {
            const v1253 = v1244[i1252];
            const q1254 = q1245 + "[" + i1252 + "]";
            if (!(typeof v1253 === "string")) return err(q1254, "invalid type: " + kind(v1253) + ", expected string");
          }
          if (v1244.length > 200) return err(q1245, "array has more than maxItems 200");
        }
      }
      else if (k1243 === "write_roots") {
        if (!(Array.isArray(v1244))) return err(q1245, "invalid type: " + kind(v1244) + ", expected array");
        if (Array.isArray(v1244)) {
          for (let i1255 = 0; i1255 < v1244.length; i1255++) {
            const v1256 = v1244[i1255];
            const q1257 = q1245 + "[" + i1255 + "]";
            if (!(typeof v1256 === "string")) return err(q1257, "invalid type: " + kind(v1256) + ", expected string");
          }
          if (v1244.length > 100) return err(q1245, "array has more than maxItems 100");
        }
      }
      else if (k1243 === "coordination_contract") {
        if (!(typeof v1244 === "string")) return err(q1245, "invalid type: " + kind(v1244) + ", expected string");
        if (typeof v1244 === "string") {
          const n1258 = chars(v1244);
          if (n1258 > 2000) return err(q1245, "string of length " + n1258 + " is longer than maxLength 2000");
        }
      }
      else if (k1243 === "acceptance") {
        if (!(Array.isArray(v1244))) return err(q1245, "invalid type: " + kind(v1244) + ", expected array");
        if (Array.isArray(v1244)) {
          for (let i1259 = 0; i1259 < v1244.length; i1259++) {
            const v1260 = v1244[i1259];
            const q1261 = q1245 + "[" + i1259 + "]";
            if (!(typeof v1260 === "string")) return err(q1261, "invalid type: " + kind(v1260) + ", expected string");
          }
          if (v1244.length > 100) return err(q1245, "array has more than maxItems 100");
        }
      }
      else if (k1243 === "token_budget") {
        if (!(Number.isInteger(v1244) || v1244 === null)) return err(q1245, "invalid type: " + kind(v1244) + ", expected integer or null");
        if (typeof v1244 === "number") {
          if (v1244 < 1) return err(q1245, v1244 + " is less than minimum 1");
        }
      }
      else if (k1243 === "wall_time_s") {
        if (!(Number.isInteger(v1244))) return err(q1245, "invalid type: " + kind(v1244) + ", expected integer");
        if (typeof v1244 === "number") {
          if (v1244 < 1) return err(q1245, v1244 + " is less than minimum 1");
          if (v1244 > 86400) return err(q1245, v1244 + " is greater than maximum 86400");
        }
      }
      else if (k1243 === "max_attempts") {
        if (!(Number.isInteger(v1244))) return err(q1245, "invalid type: " + kind(v1244) + ", expected integer");
        if (typeof v1244 === "number") {
          if (v1244 < 1) return err(q1245, v1244 + " is less than minimum 1");
          if (v1244 > 10) return err(q1245, v1244 + " is greater than maximum 10");
        }
      }
      else if (k1243 === "retry_backoff_s") {
        if (!(typeof v1244 === "number")) return err(q1245, "invalid type: " + kind(v1244) + ", expected number");
        if (typeof v1244 === "number") {
          if (v1244 < 0.0) return err(q1245, v1244 + " is less than minimum 0.0");
          if (v1244 > 300.0) return err(q1245, v1244 + " is greater than maximum 300.0");
        }
      }
      else if (k1243 === "backend") {
        if (!(typeof v1244 === "string")) return err(q1245, "invalid type: " + kind(v1244) + ", expected string");
        if (typeof v1244 === "string") {
          if (!/^[a-z][a-z0-9-]{0,63}$/u.test(v1244)) return err(q1245, "string does not match pattern ^[a-z][a-z0-9-]{0,63}$");
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "description")) return err(p, "missing field `description`");
    if (!Object.prototype.hasOwnProperty.call(x, "prompt")) return err(p, "missing field `prompt`");
  }
  return undefined;
}

function v_WorkerStartResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1262 of Object.keys(x)) {
      const v1263 = x[k1262];
      const q1264 = key(p, k1262);
      if (k1262 === "worker_id") {
        if (!(typeof v1263 === "string")) return err(q1264, "invalid type: " + kind(v1263) + ", expected string");
      }
      else if (k1262 === "session_id") {
        if (!(typeof v1263 === "string")) return err(q1264, "invalid type: " + kind(v1263) + ", expected string");
      }
      else if (k1262 === "status") {
        if (!(typeof v1263 === "string")) return err(q1264, "invalid type: " + kind(v1263) + ", expected string");
      }
      else if (k1262 === "route_id") {
        if (!(typeof v1263 === "string")) return err(q1264, "invalid type: " + kind(v1263) + ", expected string");
      }
      else if (k1262 === "model") {
        if (!(typeof v1263 === "string")) return err(q1264, "invalid type: " + kind(v1263) + ", expected string");
      }
      else if (k1262 === "attempt") {
        if (!(Number.isInteger(v1263))) return err(q1264, "invalid type: " + kind(v1263) + ", expected integer");
        if (typeof v1263 === "number") {
          if (v1263 < 1) return err(q1264, v1263 + " is less than minimum 1");
        }
      }
      else if (k1262 === "worktree") {
        if (!(typeof v1263 === "string")) return err(q1264, "invalid type: " + kind(v1263) + ", expected string");
      }
      else if (k1262 === "read_only") {
        if (!(typeof v1263 === "boolean")) return err(q1264, "invalid type: " + kind(v1263) + ", expected boolean");
      }
      else if (k1262 === "backend") {
        if (!(typeof v1263 === "string")) return err(q1264, "invalid type: " + kind(v1263) + ", expected string");
      }
      else if (k1262 === "backend_capabilities") {
        if (!(isObject(v1263))) return err(q1264, "invalid type: " + kind(v1263) + ", expected object");
        if (isObject(v1263)) {
          for (const k1265 of Object.keys(v1263)) {
            const v1266 = v1263[k1265];
            const q1267 = key(q1264, k1265);
            {
              { const e1268 = v_JsonValue(v1266, q1267); if (e1268) return e1268; }
            }
          }
        }
      }
      else if (k1262 === "sandbox_enforcement") {
        { const e1269 = v_SandboxEnforcement(v1263, q1264); if (e1269) return e1269; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "worker_id")) return err(p, "missing field `worker_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "status")) return err(p, "missing field `status`");
    if (!Object.prototype.hasOwnProperty.call(x, "route_id")) return err(p, "missing field `route_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "model")) return err(p, "missing field `model`");
    if (!Object.prototype.hasOwnProperty.call(x, "attempt")) return err(p, "missing field `attempt`");
    if (!Object.prototype.hasOwnProperty.call(x, "read_only")) return err(p, "missing field `read_only`");
  }
  return undefined;
}

function v_WorkerStatusCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1270 of Object.keys(x)) {
      const v1271 = x[k1270];
      const q1272 = key(p, k1270);
      if (k1270 === "type") {
        if (!(typeof v1271 === "string")) return err(q1272, "invalid type: " + kind(v1271) + ", expected string");
        if (v1271 !== "worker.status") return err(q1272, "invalid value: " + kind(v1271) + ", expected the constant " + "\"worker.status\"");
      }
      else if (k1270 === "session_id") {
        if (!(typeof v1271 === "string")) return err(q1272, "invalid type: " + kind(v1271) + ", expected string");
        if (typeof v1271 === "string") {
          const n1273 = chars(v1271);
          if (n1273 < 1) return err(q1272, "string of length " + n1273 + " is shorter than minLength 1");
        }
      }
      else if (k1270 === "worker_id") {
        if (!(typeof v1271 === "string")) return err(q1272, "invalid type: " + kind(v1271) + ", expected string");
        if (typeof v1271 === "string") {
          const n1274 = chars(v1271);
          if (n1274 < 1) return err(q1272, "string of length " + n1274 + " is shorter than minLength 1");
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "worker_id")) return err(p, "missing field `worker_id`");
  }
  return undefined;
}

function v_WorkerStatusResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1275 of Object.keys(x)) {
      const v1276 = x[k1275];
      const q1277 = key(p, k1275);
      if (k1275 === "worker") {
        if (!(isObject(v1276))) return err(q1277, "invalid type: " + kind(v1276) + ", expected object");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "worker")) return err(p, "missing field `worker`");
  }
  return undefined;
}

function v_WorkflowFormat(x, p) {
  if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
  if (!["json", "toml"].some((v) => equal(v, x))) return err(p, "unknown variant " + kind(x) + ", expected one of `json`, `toml`");
  return undefined;
}

function v_WorkflowGetCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1278 of Object.keys(x)) {
      const v1279 = x[k1278];
      const q1280 = key(p, k1278);
      if (k1278 === "type") {
        if (!(typeof v1279 === "string")) return err(q1280, "invalid type: " + kind(v1279) + ", expected string");
        if (v1279 !== "workflow.get") return err(q1280, "invalid value: " + kind(v1279) + ", expected the constant " + "\"workflow.get\"");
      }
      else if (k1278 === "workflow_id") {
        if (!(typeof v1279 === "string")) return err(q1280, "invalid type: " + kind(v1279) + ", expected string");
        if (typeof v1279 === "string") {
          const n1281 = chars(v1279);
          if (n1281 < 1) return err(q1280, "string of length " + n1281 + " is shorter than minLength 1");
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "workflow_id")) return err(p, "missing field `workflow_id`");
  }
  return undefined;
}

function v_WorkflowGetResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1282 of Object.keys(x)) {
      const v1283 = x[k1282];
      const q1284 = key(p, k1282);
      if (k1282 === "workflow") {
        if (!(isObject(v1283))) return err(q1284, "invalid type: " + kind(v1283) + ", expected object");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "workflow")) return err(p, "missing field `workflow`");
  }
  return undefined;
}

function v_WorkflowListCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1285 of Object.keys(x)) {
      const v1286 = x[k1285];
      const q1287 = key(p, k1285);
      if (k1285 === "type") {
        if (!(typeof v1286 === "string")) return err(q1287, "invalid type: " + kind(v1286) + ", expected string");
        if (v1286 !== "workflow.list") return err(q1287, "invalid value: " + kind(v1286) + ", expected the constant " + "\"workflow.list\"");
      }
      else if (k1285 === "limit") {
        if (!(Number.isInteger(v1286))) return err(q1287, "invalid type: " + kind(v1286) + ", expected integer");
        if (typeof v1286 === "number") {
          if (v1286 < 1) return err(q1287, v1286 + " is less than minimum 1");
          if (v1286 > 200) return err(q1287, v1286 + " is greater than maximum 200");
        }
      }
    }
  }
  return undefined;
}

function v_WorkflowListResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1288 of Object.keys(x)) {
      const v1289 = x[k1288];
      const q1290 = key(p, k1288);
      if (k1288 === "workflows") {
        if (!(Array.isArray(v1289))) return err(q1290, "invalid type: " + kind(v1289) + ", expected array");
        if (Array.isArray(v1289)) {
          for (let i1291 = 0; i1291 < v1289.length; i1291++) {
            const v1292 = v1289[i1291];
            const q1293 = q1290 + "[" + i1291 + "]";
            if (!(isObject(v1292))) return err(q1293, "invalid type: " + kind(v1292) + ", expected object");
          }
        }
      }
    }
  }
  return undefined;
}

function v_WorkflowStartCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1294 of Object.keys(x)) {
      const v1295 = x[k1294];
      const q1296 = key(p, k1294);
      if (k1294 === "type") {
        if (!(typeof v1295 === "string")) return err(q1296, "invalid type: " + kind(v1295) + ", expected string");
        if (v1295 !== "workflow.start") return err(q1296, "invalid value: " + kind(v1295) + ", expected the constant " + "\"workflow.start\"");
      }
      else if (k1294 === "source") {
        if (!(typeof v1295 === "string")) return err(q1296, "invalid type: " + kind(v1295) + ", expected string");
        if (typeof v1295 === "string") {
          const n1297 = chars(v1295);
          if (n1297 < 1) return err(q1296, "string of length " + n1297 + " is shorter than minLength 1");
          if (n1297 > 1048576) return err(q1296, "string of length " + n1297 + " is longer than maxLength 1048576");
        }
      }
      else if (k1294 === "format") {
        { const e1298 = v_WorkflowFormat(v1295, q1296); if (e1298) return e1298; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "source")) return err(p, "missing field `source`");
    if (!Object.prototype.hasOwnProperty.call(x, "format")) return err(p, "missing field `format`");
  }
  return undefined;
}

function v_WorkflowStartResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1299 of Object.keys(x)) {
      const v1300 = x[k1299];
      const q1301 = key(p, k1299);
      if (k1299 === "workflow_id") {
        if (!(typeof v1300 === "string")) return err(q1301, "invalid type: " + kind(v1300) + ", expected string");
      }
      else if (k1299 === "status") {
        if (!(typeof v1300 === "string")) return err(q1301, "invalid type: " + kind(v1300) + ", expected string");
        if (v1300 !== "started") return err(q1301, "invalid value: " + kind(v1300) + ", expected the constant " + "\"started\"");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "workflow_id")) return err(p, "missing field `workflow_id`");
  }
  return undefined;
}

function v_WorkspaceCommitCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1302 of Object.keys(x)) {
      const v1303 = x[k1302];
      const q1304 = key(p, k1302);
      if (k1302 === "type") {
        if (!(typeof v1303 === "string")) return err(q1304, "invalid type: " + kind(v1303) + ", expected string");
        if (v1303 !== "workspace.commit") return err(q1304, "invalid value: " + kind(v1303) + ", expected the constant " + "\"workspace.commit\"");
      }
      else if (k1302 === "session_id") {
        if (!(typeof v1303 === "string")) return err(q1304, "invalid type: " + kind(v1303) + ", expected string");
        if (typeof v1303 === "string") {
          const n1305 = chars(v1303);
          if (n1305 < 1) return err(q1304, "string of length " + n1305 + " is shorter than minLength 1");
        }
      }
      else if (k1302 === "message") {
        if (!(typeof v1303 === "string")) return err(q1304, "invalid type: " + kind(v1303) + ", expected string");
        if (typeof v1303 === "string") {
          const n1306 = chars(v1303);
          if (n1306 < 1) return err(q1304, "string of length " + n1306 + " is shorter than minLength 1");
          if (n1306 > 200) return err(q1304, "string of length " + n1306 + " is longer than maxLength 200");
        }
      }
      else if (k1302 === "expected_digest") {
        if (!(typeof v1303 === "string")) return err(q1304, "invalid type: " + kind(v1303) + ", expected string");
        if (typeof v1303 === "string") {
          const n1307 = chars(v1303);
          if (n1307 < 64) return err(q1304, "string of length " + n1307 + " is shorter than minLength 64");
          if (n1307 > 64) return err(q1304, "string of length " + n1307 + " is longer than maxLength 64");
        }
      }
      else if (k1302 === "confirmed") {
        if (!(typeof v1303 === "boolean")) return err(q1304, "invalid type: " + kind(v1303) + ", expected boolean");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "message")) return err(p, "missing field `message`");
    if (!Object.prototype.hasOwnProperty.call(x, "expected_digest")) return err(p, "missing field `expected_digest`");
  }
  return undefined;
}

function v_WorkspaceDiffCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1308 of Object.keys(x)) {
      const v1309 = x[k1308];
      const q1310 = key(p, k1308);
      if (k1308 === "type") {
        if (!(typeof v1309 === "string")) return err(q1310, "invalid type: " + kind(v1309) + ", expected string");
        if (v1309 !== "workspace.diff") return err(q1310, "invalid value: " + kind(v1309) + ", expected the constant " + "\"workspace.diff\"");
      }
      else if (k1308 === "scope") {
        { const e1311 = v_DiffScope(v1309, q1310); if (e1311) return e1311; }
      }
      else if (k1308 === "path") {
        if (!(typeof v1309 === "string")) return err(q1310, "invalid type: " + kind(v1309) + ", expected string");
      }
      else if (k1308 === "session_id") {
        if (!(typeof v1309 === "string")) return err(q1310, "invalid type: " + kind(v1309) + ", expected string");
      }
    }
  }
  return undefined;
}

function v_WorkspaceDiffResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1312 of Object.keys(x)) {
      const v1313 = x[k1312];
      const q1314 = key(p, k1312);
      if (k1312 === "payload") {
        if (!(isObject(v1313))) return err(q1314, "invalid type: " + kind(v1313) + ", expected object");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "payload")) return err(p, "missing field `payload`");
  }
  return undefined;
}

function v_WorkspaceStageCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1315 of Object.keys(x)) {
      const v1316 = x[k1315];
      const q1317 = key(p, k1315);
      if (k1315 === "type") {
        if (!(typeof v1316 === "string")) return err(q1317, "invalid type: " + kind(v1316) + ", expected string");
        if (v1316 !== "workspace.stage") return err(q1317, "invalid value: " + kind(v1316) + ", expected the constant " + "\"workspace.stage\"");
      }
      else if (k1315 === "session_id") {
        if (!(typeof v1316 === "string")) return err(q1317, "invalid type: " + kind(v1316) + ", expected string");
        if (typeof v1316 === "string") {
          const n1318 = chars(v1316);
          if (n1318 < 1) return err(q1317, "string of length " + n1318 + " is shorter than minLength 1");
        }
      }
      else if (k1315 === "paths") {
        if (!(Array.isArray(v1316))) return err(q1317, "invalid type: " + kind(v1316) + ", expected array");
        if (Array.isArray(v1316)) {
          for (let i1319 = 0; i1319 < v1316.length; i1319++) {
            const v1320 = v1316[i1319];
            const q1321 = q1317 + "[" + i1319 + "]";
            if (!(typeof v1320 === "string")) return err(q1321, "invalid type: " + kind(v1320) + ", expected string");
          }
          if (v1316.length < 1) return err(q1317, "array has fewer than minItems 1");
          if (v1316.length > 200) return err(q1317, "array has more than maxItems 200");
        }
      }
      else if (k1315 === "expected_digest") {
        if (!(typeof v1316 === "string")) return err(q1317, "invalid type: " + kind(v1316) + ", expected string");
        if (typeof v1316 === "string") {
          const n1322 = chars(v1316);
          if (n1322 < 64) return err(q1317, "string of length " + n1322 + " is shorter than minLength 64");
          if (n1322 > 64) return err(q1317, "string of length " + n1322 + " is longer than maxLength 64");
        }
      }
      else if (k1315 === "confirmed") {
        if (!(typeof v1316 === "boolean")) return err(q1317, "invalid type: " + kind(v1316) + ", expected boolean");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
    if (!Object.prototype.hasOwnProperty.call(x, "paths")) return err(p, "missing field `paths`");
    if (!Object.prototype.hasOwnProperty.call(x, "expected_digest")) return err(p, "missing field `expected_digest`");
  }
  return undefined;
}

function v_WorkspaceTrust(x, p) {
  if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
  if (!["untrusted", "trusted"].some((v) => equal(v, x))) return err(p, "unknown variant " + kind(x) + ", expected one of `untrusted`, `trusted`");
  return undefined;
}

/** Validates a value as a `AgentBackend`. */
export function validateAgentBackend(value) {
  return result(v_AgentBackend(value, ""), value);
}

/** Whether a value is a `AgentBackend`. */
export function isAgentBackend(value) {
  return v_AgentBackend(value, "") === undefined;
}

/** Validates a value as a `AgentDecisionEvent`. */
export function validateAgentDecisionEvent(value) {
  return result(v_AgentDecisionEvent(value, ""), value);
}

/** Whether a value is a `AgentDecisionEvent`. */
export function isAgentDecisionEvent(value) {
  return v_AgentDecisionEvent(value, "") === undefined;
}

/** Validates a value as a `AgentMessageEvent`. */
export function validateAgentMessageEvent(value) {
  return result(v_AgentMessageEvent(value, ""), value);
}

/** Whether a value is a `AgentMessageEvent`. */
export function isAgentMessageEvent(value) {
  return v_AgentMessageEvent(value, "") === undefined;
}

/** Validates a value as a `AgentRepeatNoticeEvent`. */
export function validateAgentRepeatNoticeEvent(value) {
  return result(v_AgentRepeatNoticeEvent(value, ""), value);
}

/** Whether a value is a `AgentRepeatNoticeEvent`. */
export function isAgentRepeatNoticeEvent(value) {
  return v_AgentRepeatNoticeEvent(value, "") === undefined;
}

/** Validates a value as a `AgentRunCommand`. */
export function validateAgentRunCommand(value) {
  return result(v_AgentRunCommand(value, ""), value);
}

/** Whether a value is a `AgentRunCommand`. */
export function isAgentRunCommand(value) {
  return v_AgentRunCommand(value, "") === undefined;
}

/** Validates a value as a `AgentRunResult`. */
export function validateAgentRunResult(value) {
  return result(v_AgentRunResult(value, ""), value);
}

/** Whether a value is a `AgentRunResult`. */
export function isAgentRunResult(value) {
  return v_AgentRunResult(value, "") === undefined;
}

/** Validates a value as a `AgentSettingsGetCommand`. */
export function validateAgentSettingsGetCommand(value) {
  return result(v_AgentSettingsGetCommand(value, ""), value);
}

/** Whether a value is a `AgentSettingsGetCommand`. */
export function isAgentSettingsGetCommand(value) {
  return v_AgentSettingsGetCommand(value, "") === undefined;
}

/** Validates a value as a `AgentSettingsSetCommand`. */
export function validateAgentSettingsSetCommand(value) {
  return result(v_AgentSettingsSetCommand(value, ""), value);
}

/** Whether a value is a `AgentSettingsSetCommand`. */
export function isAgentSettingsSetCommand(value) {
  return v_AgentSettingsSetCommand(value, "") === undefined;
}

/** Validates a value as a `AgentStuckEvent`. */
export function validateAgentStuckEvent(value) {
  return result(v_AgentStuckEvent(value, ""), value);
}

/** Whether a value is a `AgentStuckEvent`. */
export function isAgentStuckEvent(value) {
  return v_AgentStuckEvent(value, "") === undefined;
}

/** Validates a value as a `ArtifactGcCommand`. */
export function validateArtifactGcCommand(value) {
  return result(v_ArtifactGcCommand(value, ""), value);
}

/** Whether a value is a `ArtifactGcCommand`. */
export function isArtifactGcCommand(value) {
  return v_ArtifactGcCommand(value, "") === undefined;
}

/** Validates a value as a `ArtifactListCommand`. */
export function validateArtifactListCommand(value) {
  return result(v_ArtifactListCommand(value, ""), value);
}

/** Whether a value is a `ArtifactListCommand`. */
export function isArtifactListCommand(value) {
  return v_ArtifactListCommand(value, "") === undefined;
}

/** Validates a value as a `AttemptStatus`. */
export function validateAttemptStatus(value) {
  return result(v_AttemptStatus(value, ""), value);
}

/** Whether a value is a `AttemptStatus`. */
export function isAttemptStatus(value) {
  return v_AttemptStatus(value, "") === undefined;
}

/** Validates a value as a `AuditDegradedEvent`. */
export function validateAuditDegradedEvent(value) {
  return result(v_AuditDegradedEvent(value, ""), value);
}

/** Whether a value is a `AuditDegradedEvent`. */
export function isAuditDegradedEvent(value) {
  return v_AuditDegradedEvent(value, "") === undefined;
}

/** Validates a value as a `AuthorityProfile`. */
export function validateAuthorityProfile(value) {
  return result(v_AuthorityProfile(value, ""), value);
}

/** Whether a value is a `AuthorityProfile`. */
export function isAuthorityProfile(value) {
  return v_AuthorityProfile(value, "") === undefined;
}

/** Validates a value as a `AuthoritySnapshot`. */
export function validateAuthoritySnapshot(value) {
  return result(v_AuthoritySnapshot(value, ""), value);
}

/** Whether a value is a `AuthoritySnapshot`. */
export function isAuthoritySnapshot(value) {
  return v_AuthoritySnapshot(value, "") === undefined;
}

/** Validates a value as a `BackgroundCancelCommand`. */
export function validateBackgroundCancelCommand(value) {
  return result(v_BackgroundCancelCommand(value, ""), value);
}

/** Whether a value is a `BackgroundCancelCommand`. */
export function isBackgroundCancelCommand(value) {
  return v_BackgroundCancelCommand(value, "") === undefined;
}

/** Validates a value as a `BackgroundCancelResult`. */
export function validateBackgroundCancelResult(value) {
  return result(v_BackgroundCancelResult(value, ""), value);
}

/** Whether a value is a `BackgroundCancelResult`. */
export function isBackgroundCancelResult(value) {
  return v_BackgroundCancelResult(value, "") === undefined;
}

/** Validates a value as a `BackgroundGetCommand`. */
export function validateBackgroundGetCommand(value) {
  return result(v_BackgroundGetCommand(value, ""), value);
}

/** Whether a value is a `BackgroundGetCommand`. */
export function isBackgroundGetCommand(value) {
  return v_BackgroundGetCommand(value, "") === undefined;
}

/** Validates a value as a `BackgroundGetResult`. */
export function validateBackgroundGetResult(value) {
  return result(v_BackgroundGetResult(value, ""), value);
}

/** Whether a value is a `BackgroundGetResult`. */
export function isBackgroundGetResult(value) {
  return v_BackgroundGetResult(value, "") === undefined;
}

/** Validates a value as a `BackgroundJobFinishedEvent`. */
export function validateBackgroundJobFinishedEvent(value) {
  return result(v_BackgroundJobFinishedEvent(value, ""), value);
}

/** Whether a value is a `BackgroundJobFinishedEvent`. */
export function isBackgroundJobFinishedEvent(value) {
  return v_BackgroundJobFinishedEvent(value, "") === undefined;
}

/** Validates a value as a `BackgroundJobInfo`. */
export function validateBackgroundJobInfo(value) {
  return result(v_BackgroundJobInfo(value, ""), value);
}

/** Whether a value is a `BackgroundJobInfo`. */
export function isBackgroundJobInfo(value) {
  return v_BackgroundJobInfo(value, "") === undefined;
}

/** Validates a value as a `BackgroundJobStartedEvent`. */
export function validateBackgroundJobStartedEvent(value) {
  return result(v_BackgroundJobStartedEvent(value, ""), value);
}

/** Whether a value is a `BackgroundJobStartedEvent`. */
export function isBackgroundJobStartedEvent(value) {
  return v_BackgroundJobStartedEvent(value, "") === undefined;
}

/** Validates a value as a `BuiltinTool`. */
export function validateBuiltinTool(value) {
  return result(v_BuiltinTool(value, ""), value);
}

/** Whether a value is a `BuiltinTool`. */
export function isBuiltinTool(value) {
  return v_BuiltinTool(value, "") === undefined;
}

/** Validates a value as a `CompactStatus`. */
export function validateCompactStatus(value) {
  return result(v_CompactStatus(value, ""), value);
}

/** Whether a value is a `CompactStatus`. */
export function isCompactStatus(value) {
  return v_CompactStatus(value, "") === undefined;
}

/** Validates a value as a `CompletionEvidence`. */
export function validateCompletionEvidence(value) {
  return result(v_CompletionEvidence(value, ""), value);
}

/** Whether a value is a `CompletionEvidence`. */
export function isCompletionEvidence(value) {
  return v_CompletionEvidence(value, "") === undefined;
}

/** Validates a value as a `ContextBudgetEvent`. */
export function validateContextBudgetEvent(value) {
  return result(v_ContextBudgetEvent(value, ""), value);
}

/** Whether a value is a `ContextBudgetEvent`. */
export function isContextBudgetEvent(value) {
  return v_ContextBudgetEvent(value, "") === undefined;
}

/** Validates a value as a `ContextCompactedEvent`. */
export function validateContextCompactedEvent(value) {
  return result(v_ContextCompactedEvent(value, ""), value);
}

/** Whether a value is a `ContextCompactedEvent`. */
export function isContextCompactedEvent(value) {
  return v_ContextCompactedEvent(value, "") === undefined;
}

/** Validates a value as a `ContextCompactionCommittedEvent`. */
export function validateContextCompactionCommittedEvent(value) {
  return result(v_ContextCompactionCommittedEvent(value, ""), value);
}

/** Whether a value is a `ContextCompactionCommittedEvent`. */
export function isContextCompactionCommittedEvent(value) {
  return v_ContextCompactionCommittedEvent(value, "") === undefined;
}

/** Validates a value as a `ContextCompactionStartedEvent`. */
export function validateContextCompactionStartedEvent(value) {
  return result(v_ContextCompactionStartedEvent(value, ""), value);
}

/** Whether a value is a `ContextCompactionStartedEvent`. */
export function isContextCompactionStartedEvent(value) {
  return v_ContextCompactionStartedEvent(value, "") === undefined;
}

/** Validates a value as a `ContextCompactionSummaryEvent`. */
export function validateContextCompactionSummaryEvent(value) {
  return result(v_ContextCompactionSummaryEvent(value, ""), value);
}

/** Whether a value is a `ContextCompactionSummaryEvent`. */
export function isContextCompactionSummaryEvent(value) {
  return v_ContextCompactionSummaryEvent(value, "") === undefined;
}

/** Validates a value as a `ContextPrefixFingerprintEvent`. */
export function validateContextPrefixFingerprintEvent(value) {
  return result(v_ContextPrefixFingerprintEvent(value, ""), value);
}

/** Whether a value is a `ContextPrefixFingerprintEvent`. */
export function isContextPrefixFingerprintEvent(value) {
  return v_ContextPrefixFingerprintEvent(value, "") === undefined;
}

/** Validates a value as a `ContextRepositoryEvent`. */
export function validateContextRepositoryEvent(value) {
  return result(v_ContextRepositoryEvent(value, ""), value);
}

/** Whether a value is a `ContextRepositoryEvent`. */
export function isContextRepositoryEvent(value) {
  return v_ContextRepositoryEvent(value, "") === undefined;
}

/** Validates a value as a `ContextWorkingSetEvent`. */
export function validateContextWorkingSetEvent(value) {
  return result(v_ContextWorkingSetEvent(value, ""), value);
}

/** Whether a value is a `ContextWorkingSetEvent`. */
export function isContextWorkingSetEvent(value) {
  return v_ContextWorkingSetEvent(value, "") === undefined;
}

/** Validates a value as a `CoreAuthenticateCommand`. */
export function validateCoreAuthenticateCommand(value) {
  return result(v_CoreAuthenticateCommand(value, ""), value);
}

/** Whether a value is a `CoreAuthenticateCommand`. */
export function isCoreAuthenticateCommand(value) {
  return v_CoreAuthenticateCommand(value, "") === undefined;
}

/** Validates a value as a `CoreAuthenticateResult`. */
export function validateCoreAuthenticateResult(value) {
  return result(v_CoreAuthenticateResult(value, ""), value);
}

/** Whether a value is a `CoreAuthenticateResult`. */
export function isCoreAuthenticateResult(value) {
  return v_CoreAuthenticateResult(value, "") === undefined;
}

/** Validates a value as a `CoreShutdownCommand`. */
export function validateCoreShutdownCommand(value) {
  return result(v_CoreShutdownCommand(value, ""), value);
}

/** Whether a value is a `CoreShutdownCommand`. */
export function isCoreShutdownCommand(value) {
  return v_CoreShutdownCommand(value, "") === undefined;
}

/** Validates a value as a `CoreStartedEvent`. */
export function validateCoreStartedEvent(value) {
  return result(v_CoreStartedEvent(value, ""), value);
}

/** Whether a value is a `CoreStartedEvent`. */
export function isCoreStartedEvent(value) {
  return v_CoreStartedEvent(value, "") === undefined;
}

/** Validates a value as a `CoreWorkspaceChangedEvent`. */
export function validateCoreWorkspaceChangedEvent(value) {
  return result(v_CoreWorkspaceChangedEvent(value, ""), value);
}

/** Whether a value is a `CoreWorkspaceChangedEvent`. */
export function isCoreWorkspaceChangedEvent(value) {
  return v_CoreWorkspaceChangedEvent(value, "") === undefined;
}

/** Validates a value as a `CredentialSource`. */
export function validateCredentialSource(value) {
  return result(v_CredentialSource(value, ""), value);
}

/** Whether a value is a `CredentialSource`. */
export function isCredentialSource(value) {
  return v_CredentialSource(value, "") === undefined;
}

/** Validates a value as a `DecisionIntent`. */
export function validateDecisionIntent(value) {
  return result(v_DecisionIntent(value, ""), value);
}

/** Whether a value is a `DecisionIntent`. */
export function isDecisionIntent(value) {
  return v_DecisionIntent(value, "") === undefined;
}

/** Validates a value as a `DeliveryMode`. */
export function validateDeliveryMode(value) {
  return result(v_DeliveryMode(value, ""), value);
}

/** Whether a value is a `DeliveryMode`. */
export function isDeliveryMode(value) {
  return v_DeliveryMode(value, "") === undefined;
}

/** Validates a value as a `DiagnosticsStatus`. */
export function validateDiagnosticsStatus(value) {
  return result(v_DiagnosticsStatus(value, ""), value);
}

/** Whether a value is a `DiagnosticsStatus`. */
export function isDiagnosticsStatus(value) {
  return v_DiagnosticsStatus(value, "") === undefined;
}

/** Validates a value as a `DiffScope`. */
export function validateDiffScope(value) {
  return result(v_DiffScope(value, ""), value);
}

/** Whether a value is a `DiffScope`. */
export function isDiffScope(value) {
  return v_DiffScope(value, "") === undefined;
}

/** Validates a value as a `EventPushEnvelope`. */
export function validateEventPushEnvelope(value) {
  return result(v_EventPushEnvelope(value, ""), value);
}

/** Whether a value is a `EventPushEnvelope`. */
export function isEventPushEnvelope(value) {
  return v_EventPushEnvelope(value, "") === undefined;
}

/** Validates a value as a `EventReplayCommand`. */
export function validateEventReplayCommand(value) {
  return result(v_EventReplayCommand(value, ""), value);
}

/** Whether a value is a `EventReplayCommand`. */
export function isEventReplayCommand(value) {
  return v_EventReplayCommand(value, "") === undefined;
}

/** Validates a value as a `EventReplayResult`. */
export function validateEventReplayResult(value) {
  return result(v_EventReplayResult(value, ""), value);
}

/** Whether a value is a `EventReplayResult`. */
export function isEventReplayResult(value) {
  return v_EventReplayResult(value, "") === undefined;
}

/** Validates a value as a `EventSubscribeCommand`. */
export function validateEventSubscribeCommand(value) {
  return result(v_EventSubscribeCommand(value, ""), value);
}

/** Whether a value is a `EventSubscribeCommand`. */
export function isEventSubscribeCommand(value) {
  return v_EventSubscribeCommand(value, "") === undefined;
}

/** Validates a value as a `EventSubscribeResult`. */
export function validateEventSubscribeResult(value) {
  return result(v_EventSubscribeResult(value, ""), value);
}

/** Whether a value is a `EventSubscribeResult`. */
export function isEventSubscribeResult(value) {
  return v_EventSubscribeResult(value, "") === undefined;
}

/** Validates a value as a `EventUnsubscribeCommand`. */
export function validateEventUnsubscribeCommand(value) {
  return result(v_EventUnsubscribeCommand(value, ""), value);
}

/** Whether a value is a `EventUnsubscribeCommand`. */
export function isEventUnsubscribeCommand(value) {
  return v_EventUnsubscribeCommand(value, "") === undefined;
}

/** Validates a value as a `EventUnsubscribeResult`. */
export function validateEventUnsubscribeResult(value) {
  return result(v_EventUnsubscribeResult(value, ""), value);
}

/** Whether a value is a `EventUnsubscribeResult`. */
export function isEventUnsubscribeResult(value) {
  return v_EventUnsubscribeResult(value, "") === undefined;
}

/** Validates a value as a `ExportFormat`. */
export function validateExportFormat(value) {
  return result(v_ExportFormat(value, ""), value);
}

/** Whether a value is a `ExportFormat`. */
export function isExportFormat(value) {
  return v_ExportFormat(value, "") === undefined;
}

/** Validates a value as a `ExtensionNotificationEvent`. */
export function validateExtensionNotificationEvent(value) {
  return result(v_ExtensionNotificationEvent(value, ""), value);
}

/** Whether a value is a `ExtensionNotificationEvent`. */
export function isExtensionNotificationEvent(value) {
  return v_ExtensionNotificationEvent(value, "") === undefined;
}

/** Validates a value as a `ExtensionUiKind`. */
export function validateExtensionUiKind(value) {
  return result(v_ExtensionUiKind(value, ""), value);
}

/** Whether a value is a `ExtensionUiKind`. */
export function isExtensionUiKind(value) {
  return v_ExtensionUiKind(value, "") === undefined;
}

/** Validates a value as a `ExtensionUiUpdatedEvent`. */
export function validateExtensionUiUpdatedEvent(value) {
  return result(v_ExtensionUiUpdatedEvent(value, ""), value);
}

/** Whether a value is a `ExtensionUiUpdatedEvent`. */
export function isExtensionUiUpdatedEvent(value) {
  return v_ExtensionUiUpdatedEvent(value, "") === undefined;
}

/** Validates a value as a `FailureCategory`. */
export function validateFailureCategory(value) {
  return result(v_FailureCategory(value, ""), value);
}

/** Whether a value is a `FailureCategory`. */
export function isFailureCategory(value) {
  return v_FailureCategory(value, "") === undefined;
}

/** Validates a value as a `GoalActionResult`. */
export function validateGoalActionResult(value) {
  return result(v_GoalActionResult(value, ""), value);
}

/** Whether a value is a `GoalActionResult`. */
export function isGoalActionResult(value) {
  return v_GoalActionResult(value, "") === undefined;
}

/** Validates a value as a `GoalClearCommand`. */
export function validateGoalClearCommand(value) {
  return result(v_GoalClearCommand(value, ""), value);
}

/** Whether a value is a `GoalClearCommand`. */
export function isGoalClearCommand(value) {
  return v_GoalClearCommand(value, "") === undefined;
}

/** Validates a value as a `GoalCompleteCommand`. */
export function validateGoalCompleteCommand(value) {
  return result(v_GoalCompleteCommand(value, ""), value);
}

/** Whether a value is a `GoalCompleteCommand`. */
export function isGoalCompleteCommand(value) {
  return v_GoalCompleteCommand(value, "") === undefined;
}

/** Validates a value as a `GoalContinueDecision`. */
export function validateGoalContinueDecision(value) {
  return result(v_GoalContinueDecision(value, ""), value);
}

/** Whether a value is a `GoalContinueDecision`. */
export function isGoalContinueDecision(value) {
  return v_GoalContinueDecision(value, "") === undefined;
}

/** Validates a value as a `GoalContinueDecisionCommand`. */
export function validateGoalContinueDecisionCommand(value) {
  return result(v_GoalContinueDecisionCommand(value, ""), value);
}

/** Whether a value is a `GoalContinueDecisionCommand`. */
export function isGoalContinueDecisionCommand(value) {
  return v_GoalContinueDecisionCommand(value, "") === undefined;
}

/** Validates a value as a `GoalContinueDecisionEvent`. */
export function validateGoalContinueDecisionEvent(value) {
  return result(v_GoalContinueDecisionEvent(value, ""), value);
}

/** Whether a value is a `GoalContinueDecisionEvent`. */
export function isGoalContinueDecisionEvent(value) {
  return v_GoalContinueDecisionEvent(value, "") === undefined;
}

/** Validates a value as a `GoalContinueDecisionResult`. */
export function validateGoalContinueDecisionResult(value) {
  return result(v_GoalContinueDecisionResult(value, ""), value);
}

/** Whether a value is a `GoalContinueDecisionResult`. */
export function isGoalContinueDecisionResult(value) {
  return v_GoalContinueDecisionResult(value, "") === undefined;
}

/** Validates a value as a `GoalCreateCommand`. */
export function validateGoalCreateCommand(value) {
  return result(v_GoalCreateCommand(value, ""), value);
}

/** Whether a value is a `GoalCreateCommand`. */
export function isGoalCreateCommand(value) {
  return v_GoalCreateCommand(value, "") === undefined;
}

/** Validates a value as a `GoalCreateResult`. */
export function validateGoalCreateResult(value) {
  return result(v_GoalCreateResult(value, ""), value);
}

/** Whether a value is a `GoalCreateResult`. */
export function isGoalCreateResult(value) {
  return v_GoalCreateResult(value, "") === undefined;
}

/** Validates a value as a `GoalEditCommand`. */
export function validateGoalEditCommand(value) {
  return result(v_GoalEditCommand(value, ""), value);
}

/** Whether a value is a `GoalEditCommand`. */
export function isGoalEditCommand(value) {
  return v_GoalEditCommand(value, "") === undefined;
}

/** Validates a value as a `GoalGetCommand`. */
export function validateGoalGetCommand(value) {
  return result(v_GoalGetCommand(value, ""), value);
}

/** Whether a value is a `GoalGetCommand`. */
export function isGoalGetCommand(value) {
  return v_GoalGetCommand(value, "") === undefined;
}

/** Validates a value as a `GoalGetResult`. */
export function validateGoalGetResult(value) {
  return result(v_GoalGetResult(value, ""), value);
}

/** Whether a value is a `GoalGetResult`. */
export function isGoalGetResult(value) {
  return v_GoalGetResult(value, "") === undefined;
}

/** Validates a value as a `GoalListCommand`. */
export function validateGoalListCommand(value) {
  return result(v_GoalListCommand(value, ""), value);
}

/** Whether a value is a `GoalListCommand`. */
export function isGoalListCommand(value) {
  return v_GoalListCommand(value, "") === undefined;
}

/** Validates a value as a `GoalListResult`. */
export function validateGoalListResult(value) {
  return result(v_GoalListResult(value, ""), value);
}

/** Whether a value is a `GoalListResult`. */
export function isGoalListResult(value) {
  return v_GoalListResult(value, "") === undefined;
}

/** Validates a value as a `GoalPauseCommand`. */
export function validateGoalPauseCommand(value) {
  return result(v_GoalPauseCommand(value, ""), value);
}

/** Whether a value is a `GoalPauseCommand`. */
export function isGoalPauseCommand(value) {
  return v_GoalPauseCommand(value, "") === undefined;
}

/** Validates a value as a `GoalRecord`. */
export function validateGoalRecord(value) {
  return result(v_GoalRecord(value, ""), value);
}

/** Whether a value is a `GoalRecord`. */
export function isGoalRecord(value) {
  return v_GoalRecord(value, "") === undefined;
}

/** Validates a value as a `GoalResumeCommand`. */
export function validateGoalResumeCommand(value) {
  return result(v_GoalResumeCommand(value, ""), value);
}

/** Whether a value is a `GoalResumeCommand`. */
export function isGoalResumeCommand(value) {
  return v_GoalResumeCommand(value, "") === undefined;
}

/** Validates a value as a `GoalStatus`. */
export function validateGoalStatus(value) {
  return result(v_GoalStatus(value, ""), value);
}

/** Whether a value is a `GoalStatus`. */
export function isGoalStatus(value) {
  return v_GoalStatus(value, "") === undefined;
}

/** Validates a value as a `GoalTimelineEntry`. */
export function validateGoalTimelineEntry(value) {
  return result(v_GoalTimelineEntry(value, ""), value);
}

/** Whether a value is a `GoalTimelineEntry`. */
export function isGoalTimelineEntry(value) {
  return v_GoalTimelineEntry(value, "") === undefined;
}

/** Validates a value as a `HookAuditInfo`. */
export function validateHookAuditInfo(value) {
  return result(v_HookAuditInfo(value, ""), value);
}

/** Whether a value is a `HookAuditInfo`. */
export function isHookAuditInfo(value) {
  return v_HookAuditInfo(value, "") === undefined;
}

/** Validates a value as a `HookConfigInfo`. */
export function validateHookConfigInfo(value) {
  return result(v_HookConfigInfo(value, ""), value);
}

/** Whether a value is a `HookConfigInfo`. */
export function isHookConfigInfo(value) {
  return v_HookConfigInfo(value, "") === undefined;
}

/** Validates a value as a `HookExecutedEvent`. */
export function validateHookExecutedEvent(value) {
  return result(v_HookExecutedEvent(value, ""), value);
}

/** Whether a value is a `HookExecutedEvent`. */
export function isHookExecutedEvent(value) {
  return v_HookExecutedEvent(value, "") === undefined;
}

/** Validates a value as a `HookRerunCommand`. */
export function validateHookRerunCommand(value) {
  return result(v_HookRerunCommand(value, ""), value);
}

/** Whether a value is a `HookRerunCommand`. */
export function isHookRerunCommand(value) {
  return v_HookRerunCommand(value, "") === undefined;
}

/** Validates a value as a `HookRerunResult`. */
export function validateHookRerunResult(value) {
  return result(v_HookRerunResult(value, ""), value);
}

/** Whether a value is a `HookRerunResult`. */
export function isHookRerunResult(value) {
  return v_HookRerunResult(value, "") === undefined;
}

/** Validates a value as a `HooksListCommand`. */
export function validateHooksListCommand(value) {
  return result(v_HooksListCommand(value, ""), value);
}

/** Whether a value is a `HooksListCommand`. */
export function isHooksListCommand(value) {
  return v_HooksListCommand(value, "") === undefined;
}

/** Validates a value as a `HooksListResult`. */
export function validateHooksListResult(value) {
  return result(v_HooksListResult(value, ""), value);
}

/** Whether a value is a `HooksListResult`. */
export function isHooksListResult(value) {
  return v_HooksListResult(value, "") === undefined;
}

/** Validates a value as a `ImageArtifactInput`. */
export function validateImageArtifactInput(value) {
  return result(v_ImageArtifactInput(value, ""), value);
}

/** Whether a value is a `ImageArtifactInput`. */
export function isImageArtifactInput(value) {
  return v_ImageArtifactInput(value, "") === undefined;
}

/** Validates a value as a `JsonValue`. */
export function validateJsonValue(value) {
  return result(v_JsonValue(value, ""), value);
}

/** Whether a value is a `JsonValue`. */
export function isJsonValue(value) {
  return v_JsonValue(value, "") === undefined;
}

/** Validates a value as a `LlmAttemptFinishedEvent`. */
export function validateLlmAttemptFinishedEvent(value) {
  return result(v_LlmAttemptFinishedEvent(value, ""), value);
}

/** Whether a value is a `LlmAttemptFinishedEvent`. */
export function isLlmAttemptFinishedEvent(value) {
  return v_LlmAttemptFinishedEvent(value, "") === undefined;
}

/** Validates a value as a `LlmModelSelectedEvent`. */
export function validateLlmModelSelectedEvent(value) {
  return result(v_LlmModelSelectedEvent(value, ""), value);
}

/** Whether a value is a `LlmModelSelectedEvent`. */
export function isLlmModelSelectedEvent(value) {
  return v_LlmModelSelectedEvent(value, "") === undefined;
}

/** Validates a value as a `LlmReasoningEvent`. */
export function validateLlmReasoningEvent(value) {
  return result(v_LlmReasoningEvent(value, ""), value);
}

/** Whether a value is a `LlmReasoningEvent`. */
export function isLlmReasoningEvent(value) {
  return v_LlmReasoningEvent(value, "") === undefined;
}

/** Validates a value as a `LlmRequestPreparedEvent`. */
export function validateLlmRequestPreparedEvent(value) {
  return result(v_LlmRequestPreparedEvent(value, ""), value);
}

/** Whether a value is a `LlmRequestPreparedEvent`. */
export function isLlmRequestPreparedEvent(value) {
  return v_LlmRequestPreparedEvent(value, "") === undefined;
}

/** Validates a value as a `LlmRetryEvent`. */
export function validateLlmRetryEvent(value) {
  return result(v_LlmRetryEvent(value, ""), value);
}

/** Whether a value is a `LlmRetryEvent`. */
export function isLlmRetryEvent(value) {
  return v_LlmRetryEvent(value, "") === undefined;
}

/** Validates a value as a `LlmRouteSelectedEvent`. */
export function validateLlmRouteSelectedEvent(value) {
  return result(v_LlmRouteSelectedEvent(value, ""), value);
}

/** Whether a value is a `LlmRouteSelectedEvent`. */
export function isLlmRouteSelectedEvent(value) {
  return v_LlmRouteSelectedEvent(value, "") === undefined;
}

/** Validates a value as a `LlmTokenEvent`. */
export function validateLlmTokenEvent(value) {
  return result(v_LlmTokenEvent(value, ""), value);
}

/** Whether a value is a `LlmTokenEvent`. */
export function isLlmTokenEvent(value) {
  return v_LlmTokenEvent(value, "") === undefined;
}

/** Validates a value as a `LlmUsageEvent`. */
export function validateLlmUsageEvent(value) {
  return result(v_LlmUsageEvent(value, ""), value);
}

/** Whether a value is a `LlmUsageEvent`. */
export function isLlmUsageEvent(value) {
  return v_LlmUsageEvent(value, "") === undefined;
}

/** Validates a value as a `LogLineEvent`. */
export function validateLogLineEvent(value) {
  return result(v_LogLineEvent(value, ""), value);
}

/** Whether a value is a `LogLineEvent`. */
export function isLogLineEvent(value) {
  return v_LogLineEvent(value, "") === undefined;
}

/** Validates a value as a `LspDiagnosticsEvent`. */
export function validateLspDiagnosticsEvent(value) {
  return result(v_LspDiagnosticsEvent(value, ""), value);
}

/** Whether a value is a `LspDiagnosticsEvent`. */
export function isLspDiagnosticsEvent(value) {
  return v_LspDiagnosticsEvent(value, "") === undefined;
}

/** Validates a value as a `McpListCommand`. */
export function validateMcpListCommand(value) {
  return result(v_McpListCommand(value, ""), value);
}

/** Whether a value is a `McpListCommand`. */
export function isMcpListCommand(value) {
  return v_McpListCommand(value, "") === undefined;
}

/** Validates a value as a `McpListResult`. */
export function validateMcpListResult(value) {
  return result(v_McpListResult(value, ""), value);
}

/** Whether a value is a `McpListResult`. */
export function isMcpListResult(value) {
  return v_McpListResult(value, "") === undefined;
}

/** Validates a value as a `McpServerInfo`. */
export function validateMcpServerInfo(value) {
  return result(v_McpServerInfo(value, ""), value);
}

/** Whether a value is a `McpServerInfo`. */
export function isMcpServerInfo(value) {
  return v_McpServerInfo(value, "") === undefined;
}

/** Validates a value as a `MemoryAddCommand`. */
export function validateMemoryAddCommand(value) {
  return result(v_MemoryAddCommand(value, ""), value);
}

/** Whether a value is a `MemoryAddCommand`. */
export function isMemoryAddCommand(value) {
  return v_MemoryAddCommand(value, "") === undefined;
}

/** Validates a value as a `MemoryAutoSave`. */
export function validateMemoryAutoSave(value) {
  return result(v_MemoryAutoSave(value, ""), value);
}

/** Whether a value is a `MemoryAutoSave`. */
export function isMemoryAutoSave(value) {
  return v_MemoryAutoSave(value, "") === undefined;
}

/** Validates a value as a `MemoryDeleteCommand`. */
export function validateMemoryDeleteCommand(value) {
  return result(v_MemoryDeleteCommand(value, ""), value);
}

/** Whether a value is a `MemoryDeleteCommand`. */
export function isMemoryDeleteCommand(value) {
  return v_MemoryDeleteCommand(value, "") === undefined;
}

/** Validates a value as a `MemoryDeleteResult`. */
export function validateMemoryDeleteResult(value) {
  return result(v_MemoryDeleteResult(value, ""), value);
}

/** Whether a value is a `MemoryDeleteResult`. */
export function isMemoryDeleteResult(value) {
  return v_MemoryDeleteResult(value, "") === undefined;
}

/** Validates a value as a `MemoryEditCommand`. */
export function validateMemoryEditCommand(value) {
  return result(v_MemoryEditCommand(value, ""), value);
}

/** Whether a value is a `MemoryEditCommand`. */
export function isMemoryEditCommand(value) {
  return v_MemoryEditCommand(value, "") === undefined;
}

/** Validates a value as a `MemoryExpireCommand`. */
export function validateMemoryExpireCommand(value) {
  return result(v_MemoryExpireCommand(value, ""), value);
}

/** Whether a value is a `MemoryExpireCommand`. */
export function isMemoryExpireCommand(value) {
  return v_MemoryExpireCommand(value, "") === undefined;
}

/** Validates a value as a `MemoryInfo`. */
export function validateMemoryInfo(value) {
  return result(v_MemoryInfo(value, ""), value);
}

/** Whether a value is a `MemoryInfo`. */
export function isMemoryInfo(value) {
  return v_MemoryInfo(value, "") === undefined;
}

/** Validates a value as a `MemoryListCommand`. */
export function validateMemoryListCommand(value) {
  return result(v_MemoryListCommand(value, ""), value);
}

/** Whether a value is a `MemoryListCommand`. */
export function isMemoryListCommand(value) {
  return v_MemoryListCommand(value, "") === undefined;
}

/** Validates a value as a `MemoryListResult`. */
export function validateMemoryListResult(value) {
  return result(v_MemoryListResult(value, ""), value);
}

/** Whether a value is a `MemoryListResult`. */
export function isMemoryListResult(value) {
  return v_MemoryListResult(value, "") === undefined;
}

/** Validates a value as a `MemoryPinCommand`. */
export function validateMemoryPinCommand(value) {
  return result(v_MemoryPinCommand(value, ""), value);
}

/** Whether a value is a `MemoryPinCommand`. */
export function isMemoryPinCommand(value) {
  return v_MemoryPinCommand(value, "") === undefined;
}

/** Validates a value as a `MemorySettingsGetCommand`. */
export function validateMemorySettingsGetCommand(value) {
  return result(v_MemorySettingsGetCommand(value, ""), value);
}

/** Whether a value is a `MemorySettingsGetCommand`. */
export function isMemorySettingsGetCommand(value) {
  return v_MemorySettingsGetCommand(value, "") === undefined;
}

/** Validates a value as a `MemorySettingsInfo`. */
export function validateMemorySettingsInfo(value) {
  return result(v_MemorySettingsInfo(value, ""), value);
}

/** Whether a value is a `MemorySettingsInfo`. */
export function isMemorySettingsInfo(value) {
  return v_MemorySettingsInfo(value, "") === undefined;
}

/** Validates a value as a `MemorySettingsSetCommand`. */
export function validateMemorySettingsSetCommand(value) {
  return result(v_MemorySettingsSetCommand(value, ""), value);
}

/** Whether a value is a `MemorySettingsSetCommand`. */
export function isMemorySettingsSetCommand(value) {
  return v_MemorySettingsSetCommand(value, "") === undefined;
}

/** Validates a value as a `MemoryType`. */
export function validateMemoryType(value) {
  return result(v_MemoryType(value, ""), value);
}

/** Whether a value is a `MemoryType`. */
export function isMemoryType(value) {
  return v_MemoryType(value, "") === undefined;
}

/** Validates a value as a `MessagePhase`. */
export function validateMessagePhase(value) {
  return result(v_MessagePhase(value, ""), value);
}

/** Whether a value is a `MessagePhase`. */
export function isMessagePhase(value) {
  return v_MessagePhase(value, "") === undefined;
}

/** Validates a value as a `NotificationSeverity`. */
export function validateNotificationSeverity(value) {
  return result(v_NotificationSeverity(value, ""), value);
}

/** Whether a value is a `NotificationSeverity`. */
export function isNotificationSeverity(value) {
  return v_NotificationSeverity(value, "") === undefined;
}

/** Validates a value as a `PermissionDeniedEvent`. */
export function validatePermissionDeniedEvent(value) {
  return result(v_PermissionDeniedEvent(value, ""), value);
}

/** Whether a value is a `PermissionDeniedEvent`. */
export function isPermissionDeniedEvent(value) {
  return v_PermissionDeniedEvent(value, "") === undefined;
}

/** Validates a value as a `PermissionGrantedEvent`. */
export function validatePermissionGrantedEvent(value) {
  return result(v_PermissionGrantedEvent(value, ""), value);
}

/** Whether a value is a `PermissionGrantedEvent`. */
export function isPermissionGrantedEvent(value) {
  return v_PermissionGrantedEvent(value, "") === undefined;
}

/** Validates a value as a `PermissionMode`. */
export function validatePermissionMode(value) {
  return result(v_PermissionMode(value, ""), value);
}

/** Whether a value is a `PermissionMode`. */
export function isPermissionMode(value) {
  return v_PermissionMode(value, "") === undefined;
}

/** Validates a value as a `PermissionRequestedEvent`. */
export function validatePermissionRequestedEvent(value) {
  return result(v_PermissionRequestedEvent(value, ""), value);
}

/** Whether a value is a `PermissionRequestedEvent`. */
export function isPermissionRequestedEvent(value) {
  return v_PermissionRequestedEvent(value, "") === undefined;
}

/** Validates a value as a `PermissionRespondCommand`. */
export function validatePermissionRespondCommand(value) {
  return result(v_PermissionRespondCommand(value, ""), value);
}

/** Whether a value is a `PermissionRespondCommand`. */
export function isPermissionRespondCommand(value) {
  return v_PermissionRespondCommand(value, "") === undefined;
}

/** Validates a value as a `PermissionRespondResult`. */
export function validatePermissionRespondResult(value) {
  return result(v_PermissionRespondResult(value, ""), value);
}

/** Whether a value is a `PermissionRespondResult`. */
export function isPermissionRespondResult(value) {
  return v_PermissionRespondResult(value, "") === undefined;
}

/** Validates a value as a `PingCommand`. */
export function validatePingCommand(value) {
  return result(v_PingCommand(value, ""), value);
}

/** Whether a value is a `PingCommand`. */
export function isPingCommand(value) {
  return v_PingCommand(value, "") === undefined;
}

/** Validates a value as a `PlanDecision`. */
export function validatePlanDecision(value) {
  return result(v_PlanDecision(value, ""), value);
}

/** Whether a value is a `PlanDecision`. */
export function isPlanDecision(value) {
  return v_PlanDecision(value, "") === undefined;
}

/** Validates a value as a `PlanReadyEvent`. */
export function validatePlanReadyEvent(value) {
  return result(v_PlanReadyEvent(value, ""), value);
}

/** Whether a value is a `PlanReadyEvent`. */
export function isPlanReadyEvent(value) {
  return v_PlanReadyEvent(value, "") === undefined;
}

/** Validates a value as a `PlanResolvedEvent`. */
export function validatePlanResolvedEvent(value) {
  return result(v_PlanResolvedEvent(value, ""), value);
}

/** Whether a value is a `PlanResolvedEvent`. */
export function isPlanResolvedEvent(value) {
  return v_PlanResolvedEvent(value, "") === undefined;
}

/** Validates a value as a `PlanRespondCommand`. */
export function validatePlanRespondCommand(value) {
  return result(v_PlanRespondCommand(value, ""), value);
}

/** Whether a value is a `PlanRespondCommand`. */
export function isPlanRespondCommand(value) {
  return v_PlanRespondCommand(value, "") === undefined;
}

/** Validates a value as a `PlanRespondResult`. */
export function validatePlanRespondResult(value) {
  return result(v_PlanRespondResult(value, ""), value);
}

/** Whether a value is a `PlanRespondResult`. */
export function isPlanRespondResult(value) {
  return v_PlanRespondResult(value, "") === undefined;
}

/** Validates a value as a `PlanStepState`. */
export function validatePlanStepState(value) {
  return result(v_PlanStepState(value, ""), value);
}

/** Whether a value is a `PlanStepState`. */
export function isPlanStepState(value) {
  return v_PlanStepState(value, "") === undefined;
}

/** Validates a value as a `PlanStepStatus`. */
export function validatePlanStepStatus(value) {
  return result(v_PlanStepStatus(value, ""), value);
}

/** Whether a value is a `PlanStepStatus`. */
export function isPlanStepStatus(value) {
  return v_PlanStepStatus(value, "") === undefined;
}

/** Validates a value as a `PlanUpdatedEvent`. */
export function validatePlanUpdatedEvent(value) {
  return result(v_PlanUpdatedEvent(value, ""), value);
}

/** Whether a value is a `PlanUpdatedEvent`. */
export function isPlanUpdatedEvent(value) {
  return v_PlanUpdatedEvent(value, "") === undefined;
}

/** Validates a value as a `PongResult`. */
export function validatePongResult(value) {
  return result(v_PongResult(value, ""), value);
}

/** Whether a value is a `PongResult`. */
export function isPongResult(value) {
  return v_PongResult(value, "") === undefined;
}

/** Validates a value as a `ProjectActivateCommand`. */
export function validateProjectActivateCommand(value) {
  return result(v_ProjectActivateCommand(value, ""), value);
}

/** Whether a value is a `ProjectActivateCommand`. */
export function isProjectActivateCommand(value) {
  return v_ProjectActivateCommand(value, "") === undefined;
}

/** Validates a value as a `ProjectOpenCommand`. */
export function validateProjectOpenCommand(value) {
  return result(v_ProjectOpenCommand(value, ""), value);
}

/** Whether a value is a `ProjectOpenCommand`. */
export function isProjectOpenCommand(value) {
  return v_ProjectOpenCommand(value, "") === undefined;
}

/** Validates a value as a `QuestionMode`. */
export function validateQuestionMode(value) {
  return result(v_QuestionMode(value, ""), value);
}

/** Whether a value is a `QuestionMode`. */
export function isQuestionMode(value) {
  return v_QuestionMode(value, "") === undefined;
}

/** Validates a value as a `RecoveryAvailableEvent`. */
export function validateRecoveryAvailableEvent(value) {
  return result(v_RecoveryAvailableEvent(value, ""), value);
}

/** Whether a value is a `RecoveryAvailableEvent`. */
export function isRecoveryAvailableEvent(value) {
  return v_RecoveryAvailableEvent(value, "") === undefined;
}

/** Validates a value as a `RecoveryResolvedEvent`. */
export function validateRecoveryResolvedEvent(value) {
  return result(v_RecoveryResolvedEvent(value, ""), value);
}

/** Whether a value is a `RecoveryResolvedEvent`. */
export function isRecoveryResolvedEvent(value) {
  return v_RecoveryResolvedEvent(value, "") === undefined;
}

/** Validates a value as a `RetryKind`. */
export function validateRetryKind(value) {
  return result(v_RetryKind(value, ""), value);
}

/** Whether a value is a `RetryKind`. */
export function isRetryKind(value) {
  return v_RetryKind(value, "") === undefined;
}

/** Validates a value as a `RouteReceipt`. */
export function validateRouteReceipt(value) {
  return result(v_RouteReceipt(value, ""), value);
}

/** Whether a value is a `RouteReceipt`. */
export function isRouteReceipt(value) {
  return v_RouteReceipt(value, "") === undefined;
}

/** Validates a value as a `RunCancelCommand`. */
export function validateRunCancelCommand(value) {
  return result(v_RunCancelCommand(value, ""), value);
}

/** Whether a value is a `RunCancelCommand`. */
export function isRunCancelCommand(value) {
  return v_RunCancelCommand(value, "") === undefined;
}

/** Validates a value as a `RunCancelResult`. */
export function validateRunCancelResult(value) {
  return result(v_RunCancelResult(value, ""), value);
}

/** Whether a value is a `RunCancelResult`. */
export function isRunCancelResult(value) {
  return v_RunCancelResult(value, "") === undefined;
}

/** Validates a value as a `RunFinishedEvent`. */
export function validateRunFinishedEvent(value) {
  return result(v_RunFinishedEvent(value, ""), value);
}

/** Whether a value is a `RunFinishedEvent`. */
export function isRunFinishedEvent(value) {
  return v_RunFinishedEvent(value, "") === undefined;
}

/** Validates a value as a `RunKind`. */
export function validateRunKind(value) {
  return result(v_RunKind(value, ""), value);
}

/** Whether a value is a `RunKind`. */
export function isRunKind(value) {
  return v_RunKind(value, "") === undefined;
}

/** Validates a value as a `RunOutcome`. */
export function validateRunOutcome(value) {
  return result(v_RunOutcome(value, ""), value);
}

/** Whether a value is a `RunOutcome`. */
export function isRunOutcome(value) {
  return v_RunOutcome(value, "") === undefined;
}

/** Validates a value as a `RunPhase`. */
export function validateRunPhase(value) {
  return result(v_RunPhase(value, ""), value);
}

/** Whether a value is a `RunPhase`. */
export function isRunPhase(value) {
  return v_RunPhase(value, "") === undefined;
}

/** Validates a value as a `RunPhaseChangedEvent`. */
export function validateRunPhaseChangedEvent(value) {
  return result(v_RunPhaseChangedEvent(value, ""), value);
}

/** Whether a value is a `RunPhaseChangedEvent`. */
export function isRunPhaseChangedEvent(value) {
  return v_RunPhaseChangedEvent(value, "") === undefined;
}

/** Validates a value as a `RunStartedEvent`. */
export function validateRunStartedEvent(value) {
  return result(v_RunStartedEvent(value, ""), value);
}

/** Whether a value is a `RunStartedEvent`. */
export function isRunStartedEvent(value) {
  return v_RunStartedEvent(value, "") === undefined;
}

/** Validates a value as a `RunSteerCommand`. */
export function validateRunSteerCommand(value) {
  return result(v_RunSteerCommand(value, ""), value);
}

/** Whether a value is a `RunSteerCommand`. */
export function isRunSteerCommand(value) {
  return v_RunSteerCommand(value, "") === undefined;
}

/** Validates a value as a `RunSteerResult`. */
export function validateRunSteerResult(value) {
  return result(v_RunSteerResult(value, ""), value);
}

/** Whether a value is a `RunSteerResult`. */
export function isRunSteerResult(value) {
  return v_RunSteerResult(value, "") === undefined;
}

/** Validates a value as a `RunSteeredEvent`. */
export function validateRunSteeredEvent(value) {
  return result(v_RunSteeredEvent(value, ""), value);
}

/** Whether a value is a `RunSteeredEvent`. */
export function isRunSteeredEvent(value) {
  return v_RunSteeredEvent(value, "") === undefined;
}

/** Validates a value as a `RuntimeCapabilitiesCommand`. */
export function validateRuntimeCapabilitiesCommand(value) {
  return result(v_RuntimeCapabilitiesCommand(value, ""), value);
}

/** Whether a value is a `RuntimeCapabilitiesCommand`. */
export function isRuntimeCapabilitiesCommand(value) {
  return v_RuntimeCapabilitiesCommand(value, "") === undefined;
}

/** Validates a value as a `RuntimeCapabilitiesResult`. */
export function validateRuntimeCapabilitiesResult(value) {
  return result(v_RuntimeCapabilitiesResult(value, ""), value);
}

/** Whether a value is a `RuntimeCapabilitiesResult`. */
export function isRuntimeCapabilitiesResult(value) {
  return v_RuntimeCapabilitiesResult(value, "") === undefined;
}

/** Validates a value as a `RuntimeEventAppendedEvent`. */
export function validateRuntimeEventAppendedEvent(value) {
  return result(v_RuntimeEventAppendedEvent(value, ""), value);
}

/** Whether a value is a `RuntimeEventAppendedEvent`. */
export function isRuntimeEventAppendedEvent(value) {
  return v_RuntimeEventAppendedEvent(value, "") === undefined;
}

/** Validates a value as a `RuntimeEventRecord`. */
export function validateRuntimeEventRecord(value) {
  return result(v_RuntimeEventRecord(value, ""), value);
}

/** Whether a value is a `RuntimeEventRecord`. */
export function isRuntimeEventRecord(value) {
  return v_RuntimeEventRecord(value, "") === undefined;
}

/** Validates a value as a `RuntimeFeatureFlags`. */
export function validateRuntimeFeatureFlags(value) {
  return result(v_RuntimeFeatureFlags(value, ""), value);
}

/** Whether a value is a `RuntimeFeatureFlags`. */
export function isRuntimeFeatureFlags(value) {
  return v_RuntimeFeatureFlags(value, "") === undefined;
}

/** Validates a value as a `RuntimeMode`. */
export function validateRuntimeMode(value) {
  return result(v_RuntimeMode(value, ""), value);
}

/** Whether a value is a `RuntimeMode`. */
export function isRuntimeMode(value) {
  return v_RuntimeMode(value, "") === undefined;
}

/** Validates a value as a `RuntimeSandboxStatus`. */
export function validateRuntimeSandboxStatus(value) {
  return result(v_RuntimeSandboxStatus(value, ""), value);
}

/** Whether a value is a `RuntimeSandboxStatus`. */
export function isRuntimeSandboxStatus(value) {
  return v_RuntimeSandboxStatus(value, "") === undefined;
}

/** Validates a value as a `SandboxCapability`. */
export function validateSandboxCapability(value) {
  return result(v_SandboxCapability(value, ""), value);
}

/** Whether a value is a `SandboxCapability`. */
export function isSandboxCapability(value) {
  return v_SandboxCapability(value, "") === undefined;
}

/** Validates a value as a `SandboxEnforcement`. */
export function validateSandboxEnforcement(value) {
  return result(v_SandboxEnforcement(value, ""), value);
}

/** Whether a value is a `SandboxEnforcement`. */
export function isSandboxEnforcement(value) {
  return v_SandboxEnforcement(value, "") === undefined;
}

/** Validates a value as a `SandboxKind`. */
export function validateSandboxKind(value) {
  return result(v_SandboxKind(value, ""), value);
}

/** Whether a value is a `SandboxKind`. */
export function isSandboxKind(value) {
  return v_SandboxKind(value, "") === undefined;
}

/** Validates a value as a `SandboxState`. */
export function validateSandboxState(value) {
  return result(v_SandboxState(value, ""), value);
}

/** Whether a value is a `SandboxState`. */
export function isSandboxState(value) {
  return v_SandboxState(value, "") === undefined;
}

/** Validates a value as a `SessionAuthorityResult`. */
export function validateSessionAuthorityResult(value) {
  return result(v_SessionAuthorityResult(value, ""), value);
}

/** Whether a value is a `SessionAuthorityResult`. */
export function isSessionAuthorityResult(value) {
  return v_SessionAuthorityResult(value, "") === undefined;
}

/** Validates a value as a `SessionCheckpointsCommand`. */
export function validateSessionCheckpointsCommand(value) {
  return result(v_SessionCheckpointsCommand(value, ""), value);
}

/** Whether a value is a `SessionCheckpointsCommand`. */
export function isSessionCheckpointsCommand(value) {
  return v_SessionCheckpointsCommand(value, "") === undefined;
}

/** Validates a value as a `SessionCheckpointsResult`. */
export function validateSessionCheckpointsResult(value) {
  return result(v_SessionCheckpointsResult(value, ""), value);
}

/** Whether a value is a `SessionCheckpointsResult`. */
export function isSessionCheckpointsResult(value) {
  return v_SessionCheckpointsResult(value, "") === undefined;
}

/** Validates a value as a `SessionCloseCommand`. */
export function validateSessionCloseCommand(value) {
  return result(v_SessionCloseCommand(value, ""), value);
}

/** Whether a value is a `SessionCloseCommand`. */
export function isSessionCloseCommand(value) {
  return v_SessionCloseCommand(value, "") === undefined;
}

/** Validates a value as a `SessionCloseResult`. */
export function validateSessionCloseResult(value) {
  return result(v_SessionCloseResult(value, ""), value);
}

/** Whether a value is a `SessionCloseResult`. */
export function isSessionCloseResult(value) {
  return v_SessionCloseResult(value, "") === undefined;
}

/** Validates a value as a `SessionClosedEvent`. */
export function validateSessionClosedEvent(value) {
  return result(v_SessionClosedEvent(value, ""), value);
}

/** Whether a value is a `SessionClosedEvent`. */
export function isSessionClosedEvent(value) {
  return v_SessionClosedEvent(value, "") === undefined;
}

/** Validates a value as a `SessionCompactCommand`. */
export function validateSessionCompactCommand(value) {
  return result(v_SessionCompactCommand(value, ""), value);
}

/** Whether a value is a `SessionCompactCommand`. */
export function isSessionCompactCommand(value) {
  return v_SessionCompactCommand(value, "") === undefined;
}

/** Validates a value as a `SessionCompactResult`. */
export function validateSessionCompactResult(value) {
  return result(v_SessionCompactResult(value, ""), value);
}

/** Whether a value is a `SessionCompactResult`. */
export function isSessionCompactResult(value) {
  return v_SessionCompactResult(value, "") === undefined;
}

/** Validates a value as a `SessionContextCommand`. */
export function validateSessionContextCommand(value) {
  return result(v_SessionContextCommand(value, ""), value);
}

/** Whether a value is a `SessionContextCommand`. */
export function isSessionContextCommand(value) {
  return v_SessionContextCommand(value, "") === undefined;
}

/** Validates a value as a `SessionContextResult`. */
export function validateSessionContextResult(value) {
  return result(v_SessionContextResult(value, ""), value);
}

/** Whether a value is a `SessionContextResult`. */
export function isSessionContextResult(value) {
  return v_SessionContextResult(value, "") === undefined;
}

/** Validates a value as a `SessionCreateCommand`. */
export function validateSessionCreateCommand(value) {
  return result(v_SessionCreateCommand(value, ""), value);
}

/** Whether a value is a `SessionCreateCommand`. */
export function isSessionCreateCommand(value) {
  return v_SessionCreateCommand(value, "") === undefined;
}

/** Validates a value as a `SessionCreateResult`. */
export function validateSessionCreateResult(value) {
  return result(v_SessionCreateResult(value, ""), value);
}

/** Whether a value is a `SessionCreateResult`. */
export function isSessionCreateResult(value) {
  return v_SessionCreateResult(value, "") === undefined;
}

/** Validates a value as a `SessionCreatedEvent`. */
export function validateSessionCreatedEvent(value) {
  return result(v_SessionCreatedEvent(value, ""), value);
}

/** Whether a value is a `SessionCreatedEvent`. */
export function isSessionCreatedEvent(value) {
  return v_SessionCreatedEvent(value, "") === undefined;
}

/** Validates a value as a `SessionDeleteCommand`. */
export function validateSessionDeleteCommand(value) {
  return result(v_SessionDeleteCommand(value, ""), value);
}

/** Whether a value is a `SessionDeleteCommand`. */
export function isSessionDeleteCommand(value) {
  return v_SessionDeleteCommand(value, "") === undefined;
}

/** Validates a value as a `SessionDeleteResult`. */
export function validateSessionDeleteResult(value) {
  return result(v_SessionDeleteResult(value, ""), value);
}

/** Whether a value is a `SessionDeleteResult`. */
export function isSessionDeleteResult(value) {
  return v_SessionDeleteResult(value, "") === undefined;
}

/** Validates a value as a `SessionDeletedEvent`. */
export function validateSessionDeletedEvent(value) {
  return result(v_SessionDeletedEvent(value, ""), value);
}

/** Whether a value is a `SessionDeletedEvent`. */
export function isSessionDeletedEvent(value) {
  return v_SessionDeletedEvent(value, "") === undefined;
}

/** Validates a value as a `SessionExecuteCommand`. */
export function validateSessionExecuteCommand(value) {
  return result(v_SessionExecuteCommand(value, ""), value);
}

/** Whether a value is a `SessionExecuteCommand`. */
export function isSessionExecuteCommand(value) {
  return v_SessionExecuteCommand(value, "") === undefined;
}

/** Validates a value as a `SessionExportCommand`. */
export function validateSessionExportCommand(value) {
  return result(v_SessionExportCommand(value, ""), value);
}

/** Whether a value is a `SessionExportCommand`. */
export function isSessionExportCommand(value) {
  return v_SessionExportCommand(value, "") === undefined;
}

/** Validates a value as a `SessionExportResult`. */
export function validateSessionExportResult(value) {
  return result(v_SessionExportResult(value, ""), value);
}

/** Whether a value is a `SessionExportResult`. */
export function isSessionExportResult(value) {
  return v_SessionExportResult(value, "") === undefined;
}

/** Validates a value as a `SessionForkCommand`. */
export function validateSessionForkCommand(value) {
  return result(v_SessionForkCommand(value, ""), value);
}

/** Whether a value is a `SessionForkCommand`. */
export function isSessionForkCommand(value) {
  return v_SessionForkCommand(value, "") === undefined;
}

/** Validates a value as a `SessionForkResult`. */
export function validateSessionForkResult(value) {
  return result(v_SessionForkResult(value, ""), value);
}

/** Whether a value is a `SessionForkResult`. */
export function isSessionForkResult(value) {
  return v_SessionForkResult(value, "") === undefined;
}

/** Validates a value as a `SessionForkedEvent`. */
export function validateSessionForkedEvent(value) {
  return result(v_SessionForkedEvent(value, ""), value);
}

/** Whether a value is a `SessionForkedEvent`. */
export function isSessionForkedEvent(value) {
  return v_SessionForkedEvent(value, "") === undefined;
}

/** Validates a value as a `SessionGetAuthorityCommand`. */
export function validateSessionGetAuthorityCommand(value) {
  return result(v_SessionGetAuthorityCommand(value, ""), value);
}

/** Whether a value is a `SessionGetAuthorityCommand`. */
export function isSessionGetAuthorityCommand(value) {
  return v_SessionGetAuthorityCommand(value, "") === undefined;
}

/** Validates a value as a `SessionGetHistoryCommand`. */
export function validateSessionGetHistoryCommand(value) {
  return result(v_SessionGetHistoryCommand(value, ""), value);
}

/** Whether a value is a `SessionGetHistoryCommand`. */
export function isSessionGetHistoryCommand(value) {
  return v_SessionGetHistoryCommand(value, "") === undefined;
}

/** Validates a value as a `SessionGetHistoryResult`. */
export function validateSessionGetHistoryResult(value) {
  return result(v_SessionGetHistoryResult(value, ""), value);
}

/** Whether a value is a `SessionGetHistoryResult`. */
export function isSessionGetHistoryResult(value) {
  return v_SessionGetHistoryResult(value, "") === undefined;
}

/** Validates a value as a `SessionImportCommand`. */
export function validateSessionImportCommand(value) {
  return result(v_SessionImportCommand(value, ""), value);
}

/** Whether a value is a `SessionImportCommand`. */
export function isSessionImportCommand(value) {
  return v_SessionImportCommand(value, "") === undefined;
}

/** Validates a value as a `SessionInfo`. */
export function validateSessionInfo(value) {
  return result(v_SessionInfo(value, ""), value);
}

/** Whether a value is a `SessionInfo`. */
export function isSessionInfo(value) {
  return v_SessionInfo(value, "") === undefined;
}

/** Validates a value as a `SessionInterruptedEvent`. */
export function validateSessionInterruptedEvent(value) {
  return result(v_SessionInterruptedEvent(value, ""), value);
}

/** Whether a value is a `SessionInterruptedEvent`. */
export function isSessionInterruptedEvent(value) {
  return v_SessionInterruptedEvent(value, "") === undefined;
}

/** Validates a value as a `SessionListCommand`. */
export function validateSessionListCommand(value) {
  return result(v_SessionListCommand(value, ""), value);
}

/** Whether a value is a `SessionListCommand`. */
export function isSessionListCommand(value) {
  return v_SessionListCommand(value, "") === undefined;
}

/** Validates a value as a `SessionListQueueCommand`. */
export function validateSessionListQueueCommand(value) {
  return result(v_SessionListQueueCommand(value, ""), value);
}

/** Whether a value is a `SessionListQueueCommand`. */
export function isSessionListQueueCommand(value) {
  return v_SessionListQueueCommand(value, "") === undefined;
}

/** Validates a value as a `SessionListResult`. */
export function validateSessionListResult(value) {
  return result(v_SessionListResult(value, ""), value);
}

/** Whether a value is a `SessionListResult`. */
export function isSessionListResult(value) {
  return v_SessionListResult(value, "") === undefined;
}

/** Validates a value as a `SessionMessageReceivedEvent`. */
export function validateSessionMessageReceivedEvent(value) {
  return result(v_SessionMessageReceivedEvent(value, ""), value);
}

/** Whether a value is a `SessionMessageReceivedEvent`. */
export function isSessionMessageReceivedEvent(value) {
  return v_SessionMessageReceivedEvent(value, "") === undefined;
}

/** Validates a value as a `SessionMode`. */
export function validateSessionMode(value) {
  return result(v_SessionMode(value, ""), value);
}

/** Whether a value is a `SessionMode`. */
export function isSessionMode(value) {
  return v_SessionMode(value, "") === undefined;
}

/** Validates a value as a `SessionNavigateCommand`. */
export function validateSessionNavigateCommand(value) {
  return result(v_SessionNavigateCommand(value, ""), value);
}

/** Whether a value is a `SessionNavigateCommand`. */
export function isSessionNavigateCommand(value) {
  return v_SessionNavigateCommand(value, "") === undefined;
}

/** Validates a value as a `SessionQueueMessageCommand`. */
export function validateSessionQueueMessageCommand(value) {
  return result(v_SessionQueueMessageCommand(value, ""), value);
}

/** Whether a value is a `SessionQueueMessageCommand`. */
export function isSessionQueueMessageCommand(value) {
  return v_SessionQueueMessageCommand(value, "") === undefined;
}

/** Validates a value as a `SessionReloadCommand`. */
export function validateSessionReloadCommand(value) {
  return result(v_SessionReloadCommand(value, ""), value);
}

/** Whether a value is a `SessionReloadCommand`. */
export function isSessionReloadCommand(value) {
  return v_SessionReloadCommand(value, "") === undefined;
}

/** Validates a value as a `SessionRemoveQueuedMessageCommand`. */
export function validateSessionRemoveQueuedMessageCommand(value) {
  return result(v_SessionRemoveQueuedMessageCommand(value, ""), value);
}

/** Whether a value is a `SessionRemoveQueuedMessageCommand`. */
export function isSessionRemoveQueuedMessageCommand(value) {
  return v_SessionRemoveQueuedMessageCommand(value, "") === undefined;
}

/** Validates a value as a `SessionRenameCommand`. */
export function validateSessionRenameCommand(value) {
  return result(v_SessionRenameCommand(value, ""), value);
}

/** Whether a value is a `SessionRenameCommand`. */
export function isSessionRenameCommand(value) {
  return v_SessionRenameCommand(value, "") === undefined;
}

/** Validates a value as a `SessionRenameResult`. */
export function validateSessionRenameResult(value) {
  return result(v_SessionRenameResult(value, ""), value);
}

/** Whether a value is a `SessionRenameResult`. */
export function isSessionRenameResult(value) {
  return v_SessionRenameResult(value, "") === undefined;
}

/** Validates a value as a `SessionRenamedEvent`. */
export function validateSessionRenamedEvent(value) {
  return result(v_SessionRenamedEvent(value, ""), value);
}

/** Whether a value is a `SessionRenamedEvent`. */
export function isSessionRenamedEvent(value) {
  return v_SessionRenamedEvent(value, "") === undefined;
}

/** Validates a value as a `SessionResumeCommand`. */
export function validateSessionResumeCommand(value) {
  return result(v_SessionResumeCommand(value, ""), value);
}

/** Whether a value is a `SessionResumeCommand`. */
export function isSessionResumeCommand(value) {
  return v_SessionResumeCommand(value, "") === undefined;
}

/** Validates a value as a `SessionResumeResult`. */
export function validateSessionResumeResult(value) {
  return result(v_SessionResumeResult(value, ""), value);
}

/** Whether a value is a `SessionResumeResult`. */
export function isSessionResumeResult(value) {
  return v_SessionResumeResult(value, "") === undefined;
}

/** Validates a value as a `SessionResumedEvent`. */
export function validateSessionResumedEvent(value) {
  return result(v_SessionResumedEvent(value, ""), value);
}

/** Whether a value is a `SessionResumedEvent`. */
export function isSessionResumedEvent(value) {
  return v_SessionResumedEvent(value, "") === undefined;
}

/** Validates a value as a `SessionRetryQueuedMessageCommand`. */
export function validateSessionRetryQueuedMessageCommand(value) {
  return result(v_SessionRetryQueuedMessageCommand(value, ""), value);
}

/** Whether a value is a `SessionRetryQueuedMessageCommand`. */
export function isSessionRetryQueuedMessageCommand(value) {
  return v_SessionRetryQueuedMessageCommand(value, "") === undefined;
}

/** Validates a value as a `SessionRewindCommand`. */
export function validateSessionRewindCommand(value) {
  return result(v_SessionRewindCommand(value, ""), value);
}

/** Whether a value is a `SessionRewindCommand`. */
export function isSessionRewindCommand(value) {
  return v_SessionRewindCommand(value, "") === undefined;
}

/** Validates a value as a `SessionRewindPreviewCommand`. */
export function validateSessionRewindPreviewCommand(value) {
  return result(v_SessionRewindPreviewCommand(value, ""), value);
}

/** Whether a value is a `SessionRewindPreviewCommand`. */
export function isSessionRewindPreviewCommand(value) {
  return v_SessionRewindPreviewCommand(value, "") === undefined;
}

/** Validates a value as a `SessionRewindResult`. */
export function validateSessionRewindResult(value) {
  return result(v_SessionRewindResult(value, ""), value);
}

/** Whether a value is a `SessionRewindResult`. */
export function isSessionRewindResult(value) {
  return v_SessionRewindResult(value, "") === undefined;
}

/** Validates a value as a `SessionSendMessageCommand`. */
export function validateSessionSendMessageCommand(value) {
  return result(v_SessionSendMessageCommand(value, ""), value);
}

/** Whether a value is a `SessionSendMessageCommand`. */
export function isSessionSendMessageCommand(value) {
  return v_SessionSendMessageCommand(value, "") === undefined;
}

/** Validates a value as a `SessionSendMessageResult`. */
export function validateSessionSendMessageResult(value) {
  return result(v_SessionSendMessageResult(value, ""), value);
}

/** Whether a value is a `SessionSendMessageResult`. */
export function isSessionSendMessageResult(value) {
  return v_SessionSendMessageResult(value, "") === undefined;
}

/** Validates a value as a `SessionSetAuthorityCommand`. */
export function validateSessionSetAuthorityCommand(value) {
  return result(v_SessionSetAuthorityCommand(value, ""), value);
}

/** Whether a value is a `SessionSetAuthorityCommand`. */
export function isSessionSetAuthorityCommand(value) {
  return v_SessionSetAuthorityCommand(value, "") === undefined;
}

/** Validates a value as a `SessionSetModelCommand`. */
export function validateSessionSetModelCommand(value) {
  return result(v_SessionSetModelCommand(value, ""), value);
}

/** Whether a value is a `SessionSetModelCommand`. */
export function isSessionSetModelCommand(value) {
  return v_SessionSetModelCommand(value, "") === undefined;
}

/** Validates a value as a `SessionSetThinkingCommand`. */
export function validateSessionSetThinkingCommand(value) {
  return result(v_SessionSetThinkingCommand(value, ""), value);
}

/** Whether a value is a `SessionSetThinkingCommand`. */
export function isSessionSetThinkingCommand(value) {
  return v_SessionSetThinkingCommand(value, "") === undefined;
}

/** Validates a value as a `SessionStatus`. */
export function validateSessionStatus(value) {
  return result(v_SessionStatus(value, ""), value);
}

/** Whether a value is a `SessionStatus`. */
export function isSessionStatus(value) {
  return v_SessionStatus(value, "") === undefined;
}

/** Validates a value as a `SessionTasksCommand`. */
export function validateSessionTasksCommand(value) {
  return result(v_SessionTasksCommand(value, ""), value);
}

/** Whether a value is a `SessionTasksCommand`. */
export function isSessionTasksCommand(value) {
  return v_SessionTasksCommand(value, "") === undefined;
}

/** Validates a value as a `SessionTasksResult`. */
export function validateSessionTasksResult(value) {
  return result(v_SessionTasksResult(value, ""), value);
}

/** Whether a value is a `SessionTasksResult`. */
export function isSessionTasksResult(value) {
  return v_SessionTasksResult(value, "") === undefined;
}

/** Validates a value as a `SessionTreeCommand`. */
export function validateSessionTreeCommand(value) {
  return result(v_SessionTreeCommand(value, ""), value);
}

/** Whether a value is a `SessionTreeCommand`. */
export function isSessionTreeCommand(value) {
  return v_SessionTreeCommand(value, "") === undefined;
}

/** Validates a value as a `SessionWaitingForInputEvent`. */
export function validateSessionWaitingForInputEvent(value) {
  return result(v_SessionWaitingForInputEvent(value, ""), value);
}

/** Whether a value is a `SessionWaitingForInputEvent`. */
export function isSessionWaitingForInputEvent(value) {
  return v_SessionWaitingForInputEvent(value, "") === undefined;
}

/** Validates a value as a `SkillInvokedEvent`. */
export function validateSkillInvokedEvent(value) {
  return result(v_SkillInvokedEvent(value, ""), value);
}

/** Whether a value is a `SkillInvokedEvent`. */
export function isSkillInvokedEvent(value) {
  return v_SkillInvokedEvent(value, "") === undefined;
}

/** Validates a value as a `StepFinishedEvent`. */
export function validateStepFinishedEvent(value) {
  return result(v_StepFinishedEvent(value, ""), value);
}

/** Whether a value is a `StepFinishedEvent`. */
export function isStepFinishedEvent(value) {
  return v_StepFinishedEvent(value, "") === undefined;
}

/** Validates a value as a `StepStartedEvent`. */
export function validateStepStartedEvent(value) {
  return result(v_StepStartedEvent(value, ""), value);
}

/** Whether a value is a `StepStartedEvent`. */
export function isStepStartedEvent(value) {
  return v_StepStartedEvent(value, "") === undefined;
}

/** Validates a value as a `StrategyKind`. */
export function validateStrategyKind(value) {
  return result(v_StrategyKind(value, ""), value);
}

/** Whether a value is a `StrategyKind`. */
export function isStrategyKind(value) {
  return v_StrategyKind(value, "") === undefined;
}

/** Validates a value as a `StrategyProposedEvent`. */
export function validateStrategyProposedEvent(value) {
  return result(v_StrategyProposedEvent(value, ""), value);
}

/** Whether a value is a `StrategyProposedEvent`. */
export function isStrategyProposedEvent(value) {
  return v_StrategyProposedEvent(value, "") === undefined;
}

/** Validates a value as a `StrategyResolvedEvent`. */
export function validateStrategyResolvedEvent(value) {
  return result(v_StrategyResolvedEvent(value, ""), value);
}

/** Whether a value is a `StrategyResolvedEvent`. */
export function isStrategyResolvedEvent(value) {
  return v_StrategyResolvedEvent(value, "") === undefined;
}

/** Validates a value as a `SubagentFinishedEvent`. */
export function validateSubagentFinishedEvent(value) {
  return result(v_SubagentFinishedEvent(value, ""), value);
}

/** Whether a value is a `SubagentFinishedEvent`. */
export function isSubagentFinishedEvent(value) {
  return v_SubagentFinishedEvent(value, "") === undefined;
}

/** Validates a value as a `SubagentStartedEvent`. */
export function validateSubagentStartedEvent(value) {
  return result(v_SubagentStartedEvent(value, ""), value);
}

/** Whether a value is a `SubagentStartedEvent`. */
export function isSubagentStartedEvent(value) {
  return v_SubagentStartedEvent(value, "") === undefined;
}

/** Validates a value as a `TaskProfiledEvent`. */
export function validateTaskProfiledEvent(value) {
  return result(v_TaskProfiledEvent(value, ""), value);
}

/** Whether a value is a `TaskProfiledEvent`. */
export function isTaskProfiledEvent(value) {
  return v_TaskProfiledEvent(value, "") === undefined;
}

/** Validates a value as a `ThinkingLevel`. */
export function validateThinkingLevel(value) {
  return result(v_ThinkingLevel(value, ""), value);
}

/** Whether a value is a `ThinkingLevel`. */
export function isThinkingLevel(value) {
  return v_ThinkingLevel(value, "") === undefined;
}

/** Validates a value as a `ThreadArchiveCommand`. */
export function validateThreadArchiveCommand(value) {
  return result(v_ThreadArchiveCommand(value, ""), value);
}

/** Whether a value is a `ThreadArchiveCommand`. */
export function isThreadArchiveCommand(value) {
  return v_ThreadArchiveCommand(value, "") === undefined;
}

/** Validates a value as a `ThreadArchiveResult`. */
export function validateThreadArchiveResult(value) {
  return result(v_ThreadArchiveResult(value, ""), value);
}

/** Whether a value is a `ThreadArchiveResult`. */
export function isThreadArchiveResult(value) {
  return v_ThreadArchiveResult(value, "") === undefined;
}

/** Validates a value as a `ThreadCreateCommand`. */
export function validateThreadCreateCommand(value) {
  return result(v_ThreadCreateCommand(value, ""), value);
}

/** Whether a value is a `ThreadCreateCommand`. */
export function isThreadCreateCommand(value) {
  return v_ThreadCreateCommand(value, "") === undefined;
}

/** Validates a value as a `ThreadCreateResult`. */
export function validateThreadCreateResult(value) {
  return result(v_ThreadCreateResult(value, ""), value);
}

/** Whether a value is a `ThreadCreateResult`. */
export function isThreadCreateResult(value) {
  return v_ThreadCreateResult(value, "") === undefined;
}

/** Validates a value as a `ThreadGetCommand`. */
export function validateThreadGetCommand(value) {
  return result(v_ThreadGetCommand(value, ""), value);
}

/** Whether a value is a `ThreadGetCommand`. */
export function isThreadGetCommand(value) {
  return v_ThreadGetCommand(value, "") === undefined;
}

/** Validates a value as a `ThreadGetResult`. */
export function validateThreadGetResult(value) {
  return result(v_ThreadGetResult(value, ""), value);
}

/** Whether a value is a `ThreadGetResult`. */
export function isThreadGetResult(value) {
  return v_ThreadGetResult(value, "") === undefined;
}

/** Validates a value as a `ThreadListCommand`. */
export function validateThreadListCommand(value) {
  return result(v_ThreadListCommand(value, ""), value);
}

/** Whether a value is a `ThreadListCommand`. */
export function isThreadListCommand(value) {
  return v_ThreadListCommand(value, "") === undefined;
}

/** Validates a value as a `ThreadListResult`. */
export function validateThreadListResult(value) {
  return result(v_ThreadListResult(value, ""), value);
}

/** Whether a value is a `ThreadListResult`. */
export function isThreadListResult(value) {
  return v_ThreadListResult(value, "") === undefined;
}

/** Validates a value as a `ThreadRecord`. */
export function validateThreadRecord(value) {
  return result(v_ThreadRecord(value, ""), value);
}

/** Whether a value is a `ThreadRecord`. */
export function isThreadRecord(value) {
  return v_ThreadRecord(value, "") === undefined;
}

/** Validates a value as a `ThreadStatus`. */
export function validateThreadStatus(value) {
  return result(v_ThreadStatus(value, ""), value);
}

/** Whether a value is a `ThreadStatus`. */
export function isThreadStatus(value) {
  return v_ThreadStatus(value, "") === undefined;
}

/** Validates a value as a `ThreadUpdateCommand`. */
export function validateThreadUpdateCommand(value) {
  return result(v_ThreadUpdateCommand(value, ""), value);
}

/** Whether a value is a `ThreadUpdateCommand`. */
export function isThreadUpdateCommand(value) {
  return v_ThreadUpdateCommand(value, "") === undefined;
}

/** Validates a value as a `ThreadUpdateResult`. */
export function validateThreadUpdateResult(value) {
  return result(v_ThreadUpdateResult(value, ""), value);
}

/** Whether a value is a `ThreadUpdateResult`. */
export function isThreadUpdateResult(value) {
  return v_ThreadUpdateResult(value, "") === undefined;
}

/** Validates a value as a `ToolAction`. */
export function validateToolAction(value) {
  return result(v_ToolAction(value, ""), value);
}

/** Whether a value is a `ToolAction`. */
export function isToolAction(value) {
  return v_ToolAction(value, "") === undefined;
}

/** Validates a value as a `ToolCallFailedEvent`. */
export function validateToolCallFailedEvent(value) {
  return result(v_ToolCallFailedEvent(value, ""), value);
}

/** Whether a value is a `ToolCallFailedEvent`. */
export function isToolCallFailedEvent(value) {
  return v_ToolCallFailedEvent(value, "") === undefined;
}

/** Validates a value as a `ToolCallFinishedEvent`. */
export function validateToolCallFinishedEvent(value) {
  return result(v_ToolCallFinishedEvent(value, ""), value);
}

/** Whether a value is a `ToolCallFinishedEvent`. */
export function isToolCallFinishedEvent(value) {
  return v_ToolCallFinishedEvent(value, "") === undefined;
}

/** Validates a value as a `ToolCallProgressEvent`. */
export function validateToolCallProgressEvent(value) {
  return result(v_ToolCallProgressEvent(value, ""), value);
}

/** Whether a value is a `ToolCallProgressEvent`. */
export function isToolCallProgressEvent(value) {
  return v_ToolCallProgressEvent(value, "") === undefined;
}

/** Validates a value as a `ToolCallStartedEvent`. */
export function validateToolCallStartedEvent(value) {
  return result(v_ToolCallStartedEvent(value, ""), value);
}

/** Whether a value is a `ToolCallStartedEvent`. */
export function isToolCallStartedEvent(value) {
  return v_ToolCallStartedEvent(value, "") === undefined;
}

/** Validates a value as a `TurnGetCommand`. */
export function validateTurnGetCommand(value) {
  return result(v_TurnGetCommand(value, ""), value);
}

/** Whether a value is a `TurnGetCommand`. */
export function isTurnGetCommand(value) {
  return v_TurnGetCommand(value, "") === undefined;
}

/** Validates a value as a `TurnGetResult`. */
export function validateTurnGetResult(value) {
  return result(v_TurnGetResult(value, ""), value);
}

/** Whether a value is a `TurnGetResult`. */
export function isTurnGetResult(value) {
  return v_TurnGetResult(value, "") === undefined;
}

/** Validates a value as a `TurnInspectCommand`. */
export function validateTurnInspectCommand(value) {
  return result(v_TurnInspectCommand(value, ""), value);
}

/** Whether a value is a `TurnInspectCommand`. */
export function isTurnInspectCommand(value) {
  return v_TurnInspectCommand(value, "") === undefined;
}

/** Validates a value as a `TurnInspectResult`. */
export function validateTurnInspectResult(value) {
  return result(v_TurnInspectResult(value, ""), value);
}

/** Whether a value is a `TurnInspectResult`. */
export function isTurnInspectResult(value) {
  return v_TurnInspectResult(value, "") === undefined;
}

/** Validates a value as a `TurnInterruptCommand`. */
export function validateTurnInterruptCommand(value) {
  return result(v_TurnInterruptCommand(value, ""), value);
}

/** Whether a value is a `TurnInterruptCommand`. */
export function isTurnInterruptCommand(value) {
  return v_TurnInterruptCommand(value, "") === undefined;
}

/** Validates a value as a `TurnInterruptResult`. */
export function validateTurnInterruptResult(value) {
  return result(v_TurnInterruptResult(value, ""), value);
}

/** Whether a value is a `TurnInterruptResult`. */
export function isTurnInterruptResult(value) {
  return v_TurnInterruptResult(value, "") === undefined;
}

/** Validates a value as a `TurnItemKind`. */
export function validateTurnItemKind(value) {
  return result(v_TurnItemKind(value, ""), value);
}

/** Whether a value is a `TurnItemKind`. */
export function isTurnItemKind(value) {
  return v_TurnItemKind(value, "") === undefined;
}

/** Validates a value as a `TurnItemRecord`. */
export function validateTurnItemRecord(value) {
  return result(v_TurnItemRecord(value, ""), value);
}

/** Whether a value is a `TurnItemRecord`. */
export function isTurnItemRecord(value) {
  return v_TurnItemRecord(value, "") === undefined;
}

/** Validates a value as a `TurnItemsCommand`. */
export function validateTurnItemsCommand(value) {
  return result(v_TurnItemsCommand(value, ""), value);
}

/** Whether a value is a `TurnItemsCommand`. */
export function isTurnItemsCommand(value) {
  return v_TurnItemsCommand(value, "") === undefined;
}

/** Validates a value as a `TurnItemsResult`. */
export function validateTurnItemsResult(value) {
  return result(v_TurnItemsResult(value, ""), value);
}

/** Whether a value is a `TurnItemsResult`. */
export function isTurnItemsResult(value) {
  return v_TurnItemsResult(value, "") === undefined;
}

/** Validates a value as a `TurnListCommand`. */
export function validateTurnListCommand(value) {
  return result(v_TurnListCommand(value, ""), value);
}

/** Whether a value is a `TurnListCommand`. */
export function isTurnListCommand(value) {
  return v_TurnListCommand(value, "") === undefined;
}

/** Validates a value as a `TurnListResult`. */
export function validateTurnListResult(value) {
  return result(v_TurnListResult(value, ""), value);
}

/** Whether a value is a `TurnListResult`. */
export function isTurnListResult(value) {
  return v_TurnListResult(value, "") === undefined;
}

/** Validates a value as a `TurnRecord`. */
export function validateTurnRecord(value) {
  return result(v_TurnRecord(value, ""), value);
}

/** Whether a value is a `TurnRecord`. */
export function isTurnRecord(value) {
  return v_TurnRecord(value, "") === undefined;
}

/** Validates a value as a `TurnStartCommand`. */
export function validateTurnStartCommand(value) {
  return result(v_TurnStartCommand(value, ""), value);
}

/** Whether a value is a `TurnStartCommand`. */
export function isTurnStartCommand(value) {
  return v_TurnStartCommand(value, "") === undefined;
}

/** Validates a value as a `TurnStartResult`. */
export function validateTurnStartResult(value) {
  return result(v_TurnStartResult(value, ""), value);
}

/** Whether a value is a `TurnStartResult`. */
export function isTurnStartResult(value) {
  return v_TurnStartResult(value, "") === undefined;
}

/** Validates a value as a `TurnStatus`. */
export function validateTurnStatus(value) {
  return result(v_TurnStatus(value, ""), value);
}

/** Whether a value is a `TurnStatus`. */
export function isTurnStatus(value) {
  return v_TurnStatus(value, "") === undefined;
}

/** Validates a value as a `TurnSteerCommand`. */
export function validateTurnSteerCommand(value) {
  return result(v_TurnSteerCommand(value, ""), value);
}

/** Whether a value is a `TurnSteerCommand`. */
export function isTurnSteerCommand(value) {
  return v_TurnSteerCommand(value, "") === undefined;
}

/** Validates a value as a `TurnSteerResult`. */
export function validateTurnSteerResult(value) {
  return result(v_TurnSteerResult(value, ""), value);
}

/** Whether a value is a `TurnSteerResult`. */
export function isTurnSteerResult(value) {
  return v_TurnSteerResult(value, "") === undefined;
}

/** Validates a value as a `UsagePurpose`. */
export function validateUsagePurpose(value) {
  return result(v_UsagePurpose(value, ""), value);
}

/** Whether a value is a `UsagePurpose`. */
export function isUsagePurpose(value) {
  return v_UsagePurpose(value, "") === undefined;
}

/** Validates a value as a `UserQuestionAskedEvent`. */
export function validateUserQuestionAskedEvent(value) {
  return result(v_UserQuestionAskedEvent(value, ""), value);
}

/** Whether a value is a `UserQuestionAskedEvent`. */
export function isUserQuestionAskedEvent(value) {
  return v_UserQuestionAskedEvent(value, "") === undefined;
}

/** Validates a value as a `UserQuestionRespondCommand`. */
export function validateUserQuestionRespondCommand(value) {
  return result(v_UserQuestionRespondCommand(value, ""), value);
}

/** Whether a value is a `UserQuestionRespondCommand`. */
export function isUserQuestionRespondCommand(value) {
  return v_UserQuestionRespondCommand(value, "") === undefined;
}

/** Validates a value as a `UserQuestionRespondResult`. */
export function validateUserQuestionRespondResult(value) {
  return result(v_UserQuestionRespondResult(value, ""), value);
}

/** Whether a value is a `UserQuestionRespondResult`. */
export function isUserQuestionRespondResult(value) {
  return v_UserQuestionRespondResult(value, "") === undefined;
}

/** Validates a value as a `VerificationCompletedEvent`. */
export function validateVerificationCompletedEvent(value) {
  return result(v_VerificationCompletedEvent(value, ""), value);
}

/** Whether a value is a `VerificationCompletedEvent`. */
export function isVerificationCompletedEvent(value) {
  return v_VerificationCompletedEvent(value, "") === undefined;
}

/** Validates a value as a `VerificationFailedEvent`. */
export function validateVerificationFailedEvent(value) {
  return result(v_VerificationFailedEvent(value, ""), value);
}

/** Whether a value is a `VerificationFailedEvent`. */
export function isVerificationFailedEvent(value) {
  return v_VerificationFailedEvent(value, "") === undefined;
}

/** Validates a value as a `WebLaunchCommand`. */
export function validateWebLaunchCommand(value) {
  return result(v_WebLaunchCommand(value, ""), value);
}

/** Whether a value is a `WebLaunchCommand`. */
export function isWebLaunchCommand(value) {
  return v_WebLaunchCommand(value, "") === undefined;
}

/** Validates a value as a `WindowsForcedSandbox`. */
export function validateWindowsForcedSandbox(value) {
  return result(v_WindowsForcedSandbox(value, ""), value);
}

/** Whether a value is a `WindowsForcedSandbox`. */
export function isWindowsForcedSandbox(value) {
  return v_WindowsForcedSandbox(value, "") === undefined;
}

/** Validates a value as a `WireFormat`. */
export function validateWireFormat(value) {
  return result(v_WireFormat(value, ""), value);
}

/** Whether a value is a `WireFormat`. */
export function isWireFormat(value) {
  return v_WireFormat(value, "") === undefined;
}

/** Validates a value as a `WorkerApplyCommand`. */
export function validateWorkerApplyCommand(value) {
  return result(v_WorkerApplyCommand(value, ""), value);
}

/** Whether a value is a `WorkerApplyCommand`. */
export function isWorkerApplyCommand(value) {
  return v_WorkerApplyCommand(value, "") === undefined;
}

/** Validates a value as a `WorkerApplyResult`. */
export function validateWorkerApplyResult(value) {
  return result(v_WorkerApplyResult(value, ""), value);
}

/** Whether a value is a `WorkerApplyResult`. */
export function isWorkerApplyResult(value) {
  return v_WorkerApplyResult(value, "") === undefined;
}

/** Validates a value as a `WorkerCancelCommand`. */
export function validateWorkerCancelCommand(value) {
  return result(v_WorkerCancelCommand(value, ""), value);
}

/** Whether a value is a `WorkerCancelCommand`. */
export function isWorkerCancelCommand(value) {
  return v_WorkerCancelCommand(value, "") === undefined;
}

/** Validates a value as a `WorkerCancelResult`. */
export function validateWorkerCancelResult(value) {
  return result(v_WorkerCancelResult(value, ""), value);
}

/** Whether a value is a `WorkerCancelResult`. */
export function isWorkerCancelResult(value) {
  return v_WorkerCancelResult(value, "") === undefined;
}

/** Validates a value as a `WorkerEventsCommand`. */
export function validateWorkerEventsCommand(value) {
  return result(v_WorkerEventsCommand(value, ""), value);
}

/** Whether a value is a `WorkerEventsCommand`. */
export function isWorkerEventsCommand(value) {
  return v_WorkerEventsCommand(value, "") === undefined;
}

/** Validates a value as a `WorkerEventsResult`. */
export function validateWorkerEventsResult(value) {
  return result(v_WorkerEventsResult(value, ""), value);
}

/** Whether a value is a `WorkerEventsResult`. */
export function isWorkerEventsResult(value) {
  return v_WorkerEventsResult(value, "") === undefined;
}

/** Validates a value as a `WorkerFollowupCommand`. */
export function validateWorkerFollowupCommand(value) {
  return result(v_WorkerFollowupCommand(value, ""), value);
}

/** Whether a value is a `WorkerFollowupCommand`. */
export function isWorkerFollowupCommand(value) {
  return v_WorkerFollowupCommand(value, "") === undefined;
}

/** Validates a value as a `WorkerFollowupResult`. */
export function validateWorkerFollowupResult(value) {
  return result(v_WorkerFollowupResult(value, ""), value);
}

/** Whether a value is a `WorkerFollowupResult`. */
export function isWorkerFollowupResult(value) {
  return v_WorkerFollowupResult(value, "") === undefined;
}

/** Validates a value as a `WorkerListCommand`. */
export function validateWorkerListCommand(value) {
  return result(v_WorkerListCommand(value, ""), value);
}

/** Whether a value is a `WorkerListCommand`. */
export function isWorkerListCommand(value) {
  return v_WorkerListCommand(value, "") === undefined;
}

/** Validates a value as a `WorkerListResult`. */
export function validateWorkerListResult(value) {
  return result(v_WorkerListResult(value, ""), value);
}

/** Whether a value is a `WorkerListResult`. */
export function isWorkerListResult(value) {
  return v_WorkerListResult(value, "") === undefined;
}

/** Validates a value as a `WorkerRetryCommand`. */
export function validateWorkerRetryCommand(value) {
  return result(v_WorkerRetryCommand(value, ""), value);
}

/** Whether a value is a `WorkerRetryCommand`. */
export function isWorkerRetryCommand(value) {
  return v_WorkerRetryCommand(value, "") === undefined;
}

/** Validates a value as a `WorkerRetryResult`. */
export function validateWorkerRetryResult(value) {
  return result(v_WorkerRetryResult(value, ""), value);
}

/** Whether a value is a `WorkerRetryResult`. */
export function isWorkerRetryResult(value) {
  return v_WorkerRetryResult(value, "") === undefined;
}

/** Validates a value as a `WorkerReviewCommand`. */
export function validateWorkerReviewCommand(value) {
  return result(v_WorkerReviewCommand(value, ""), value);
}

/** Whether a value is a `WorkerReviewCommand`. */
export function isWorkerReviewCommand(value) {
  return v_WorkerReviewCommand(value, "") === undefined;
}

/** Validates a value as a `WorkerReviewResult`. */
export function validateWorkerReviewResult(value) {
  return result(v_WorkerReviewResult(value, ""), value);
}

/** Whether a value is a `WorkerReviewResult`. */
export function isWorkerReviewResult(value) {
  return v_WorkerReviewResult(value, "") === undefined;
}

/** Validates a value as a `WorkerStartCommand`. */
export function validateWorkerStartCommand(value) {
  return result(v_WorkerStartCommand(value, ""), value);
}

/** Whether a value is a `WorkerStartCommand`. */
export function isWorkerStartCommand(value) {
  return v_WorkerStartCommand(value, "") === undefined;
}

/** Validates a value as a `WorkerStartResult`. */
export function validateWorkerStartResult(value) {
  return result(v_WorkerStartResult(value, ""), value);
}

/** Whether a value is a `WorkerStartResult`. */
export function isWorkerStartResult(value) {
  return v_WorkerStartResult(value, "") === undefined;
}

/** Validates a value as a `WorkerStatusCommand`. */
export function validateWorkerStatusCommand(value) {
  return result(v_WorkerStatusCommand(value, ""), value);
}

/** Whether a value is a `WorkerStatusCommand`. */
export function isWorkerStatusCommand(value) {
  return v_WorkerStatusCommand(value, "") === undefined;
}

/** Validates a value as a `WorkerStatusResult`. */
export function validateWorkerStatusResult(value) {
  return result(v_WorkerStatusResult(value, ""), value);
}

/** Whether a value is a `WorkerStatusResult`. */
export function isWorkerStatusResult(value) {
  return v_WorkerStatusResult(value, "") === undefined;
}

/** Validates a value as a `WorkflowFormat`. */
export function validateWorkflowFormat(value) {
  return result(v_WorkflowFormat(value, ""), value);
}

/** Whether a value is a `WorkflowFormat`. */
export function isWorkflowFormat(value) {
  return v_WorkflowFormat(value, "") === undefined;
}

/** Validates a value as a `WorkflowGetCommand`. */
export function validateWorkflowGetCommand(value) {
  return result(v_WorkflowGetCommand(value, ""), value);
}

/** Whether a value is a `WorkflowGetCommand`. */
export function isWorkflowGetCommand(value) {
  return v_WorkflowGetCommand(value, "") === undefined;
}

/** Validates a value as a `WorkflowGetResult`. */
export function validateWorkflowGetResult(value) {
  return result(v_WorkflowGetResult(value, ""), value);
}

/** Whether a value is a `WorkflowGetResult`. */
export function isWorkflowGetResult(value) {
  return v_WorkflowGetResult(value, "") === undefined;
}

/** Validates a value as a `WorkflowListCommand`. */
export function validateWorkflowListCommand(value) {
  return result(v_WorkflowListCommand(value, ""), value);
}

/** Whether a value is a `WorkflowListCommand`. */
export function isWorkflowListCommand(value) {
  return v_WorkflowListCommand(value, "") === undefined;
}

/** Validates a value as a `WorkflowListResult`. */
export function validateWorkflowListResult(value) {
  return result(v_WorkflowListResult(value, ""), value);
}

/** Whether a value is a `WorkflowListResult`. */
export function isWorkflowListResult(value) {
  return v_WorkflowListResult(value, "") === undefined;
}

/** Validates a value as a `WorkflowStartCommand`. */
export function validateWorkflowStartCommand(value) {
  return result(v_WorkflowStartCommand(value, ""), value);
}

/** Whether a value is a `WorkflowStartCommand`. */
export function isWorkflowStartCommand(value) {
  return v_WorkflowStartCommand(value, "") === undefined;
}

/** Validates a value as a `WorkflowStartResult`. */
export function validateWorkflowStartResult(value) {
  return result(v_WorkflowStartResult(value, ""), value);
}

/** Whether a value is a `WorkflowStartResult`. */
export function isWorkflowStartResult(value) {
  return v_WorkflowStartResult(value, "") === undefined;
}

/** Validates a value as a `WorkspaceCommitCommand`. */
export function validateWorkspaceCommitCommand(value) {
  return result(v_WorkspaceCommitCommand(value, ""), value);
}

/** Whether a value is a `WorkspaceCommitCommand`. */
export function isWorkspaceCommitCommand(value) {
  return v_WorkspaceCommitCommand(value, "") === undefined;
}

/** Validates a value as a `WorkspaceDiffCommand`. */
export function validateWorkspaceDiffCommand(value) {
  return result(v_WorkspaceDiffCommand(value, ""), value);
}

/** Whether a value is a `WorkspaceDiffCommand`. */
export function isWorkspaceDiffCommand(value) {
  return v_WorkspaceDiffCommand(value, "") === undefined;
}

/** Validates a value as a `WorkspaceDiffResult`. */
export function validateWorkspaceDiffResult(value) {
  return result(v_WorkspaceDiffResult(value, ""), value);
}

/** Whether a value is a `WorkspaceDiffResult`. */
export function isWorkspaceDiffResult(value) {
  return v_WorkspaceDiffResult(value, "") === undefined;
}

/** Validates a value as a `WorkspaceStageCommand`. */
export function validateWorkspaceStageCommand(value) {
  return result(v_WorkspaceStageCommand(value, ""), value);
}

/** Whether a value is a `WorkspaceStageCommand`. */
export function isWorkspaceStageCommand(value) {
  return v_WorkspaceStageCommand(value, "") === undefined;
}

/** Validates a value as a `WorkspaceTrust`. */
export function validateWorkspaceTrust(value) {
  return result(v_WorkspaceTrust(value, ""), value);
}

/** Whether a value is a `WorkspaceTrust`. */
export function isWorkspaceTrust(value) {
  return v_WorkspaceTrust(value, "") === undefined;
}

function v_ServerMessage(x, p) {
  if (!isObject(x)) return err(p, "invalid type: " + kind(x) + ", expected a JSON-RPC response or an event push");
  if (!Object.prototype.hasOwnProperty.call(x, "event")) return v__Response(x, p);
  for (const k of ["jsonrpc", "id", "result", "error"]) {
    if (Object.prototype.hasOwnProperty.call(x, k)) return err(p, "a frame is either a response or an event push");
  }
  return v_EventPushEnvelope(x, p);
}

function v__Response(x, p) {
  for (const k of Object.keys(x)) {
    const q = key(p, k);
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
  if (!("id" in x)) return err(p, "missing field `id`");
  if (("result" in x) === ("error" in x)) return err(p, "a response has exactly one of `result` and `error`");
  return undefined;
}

/** Validates a value as a `ServerMessage` (a response or an event push). */
export function validateServerMessage(value) {
  return result(v_ServerMessage(value, ""), value);
}

/** Whether a value is a `ServerMessage`. */
export function isServerMessage(value) {
  return v_ServerMessage(value, "") === undefined;
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
