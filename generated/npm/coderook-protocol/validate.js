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
            return u35.reduce((a, b) => (b.path.length > a.path.length ? b : a));
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
        const c185 = (() => {
          if (isObject(v183)) {
            for (const k186 of Object.keys(v183)) {
              const v187 = v183[k186];
              const q188 = key(q184, k186);
              if (k186 === "type") {
                if (!["core.started", "runtime.event", "hook.executed", "goal.continue_decision", "run.started", "run.finished", "run.steered", "step.started", "step.finished", "agent.decision", "agent.stuck", "tool.call_started", "tool.call_finished", "tool.call_failed", "llm.model_selected", "llm.route_selected", "llm.token", "llm.reasoning", "llm.usage", "llm.request_prepared", "llm.retry", "context.prefix_fingerprint", "context.budget", "context.working_set", "lsp.diagnostics", "log.line", "session.created", "session.message_received", "session.waiting_for_input", "plan.ready", "plan.resolved", "plan.updated", "user_question.asked", "session.resumed", "session.renamed", "session.forked", "session.deleted", "session.closed", "agent.message", "agent.repeat_notice", "audit.degraded", "background.finished", "background.started", "context.compacted", "context.compaction.committed", "context.compaction.started", "context.compaction.summary", "context.repository", "core.workspace_changed", "extension.notification", "extension.ui_updated", "llm.attempt_finished", "permission.denied", "permission.granted", "permission.requested", "recovery.available", "recovery.resolved", "run.phase_changed", "session.interrupted", "skill.invoked", "strategy.proposed", "strategy.resolved", "subagent.finished", "subagent.started", "task.profiled", "tool.call_progress", "verification.completed", "verification.failed"].some((v) => equal(v, v187))) return err(q188, "unknown variant " + kind(v187) + ", expected one of `core.started`, `runtime.event`, `hook.executed`, `goal.continue_decision`, `run.started`, `run.finished`, `run.steered`, `step.started`, `step.finished`, `agent.decision`, `agent.stuck`, `tool.call_started`, `tool.call_finished`, `tool.call_failed`, `llm.model_selected`, `llm.route_selected`, `llm.token`, `llm.reasoning`, `llm.usage`, `llm.request_prepared`, `llm.retry`, `context.prefix_fingerprint`, `context.budget`, `context.working_set`, `lsp.diagnostics`, `log.line`, `session.created`, `session.message_received`, `session.waiting_for_input`, `plan.ready`, `plan.resolved`, `plan.updated`, `user_question.asked`, `session.resumed`, `session.renamed`, `session.forked`, `session.deleted`, `session.closed`, `agent.message`, `agent.repeat_notice`, `audit.degraded`, `background.finished`, `background.started`, `context.compacted`, `context.compaction.committed`, `context.compaction.started`, `context.compaction.summary`, `context.repository`, `core.workspace_changed`, `extension.notification`, `extension.ui_updated`, `llm.attempt_finished`, `permission.denied`, `permission.granted`, `permission.requested`, `recovery.available`, `recovery.resolved`, `run.phase_changed`, `session.interrupted`, `skill.invoked`, `strategy.proposed`, `strategy.resolved`, `subagent.finished`, `subagent.started`, `task.profiled`, `tool.call_progress`, `verification.completed`, `verification.failed`");
              }
            }
            if (!Object.prototype.hasOwnProperty.call(v183, "type")) return err(q184, "missing field `type`");
          }
          return undefined;
        })() === undefined;
        if (c185) {
          const e189 = (() => {
            if (!isObject(v183)) return err(q184, "invalid type: " + kind(v183) + ", expected an object with a `type`");
            if (!Object.prototype.hasOwnProperty.call(v183, "type")) return err(q184, "missing field `type`");
            const t190 = v183["type"];
            if (t190 === "core.started") {
              { const e191 = v_CoreStartedEvent(v183, q184); if (e191) return e191; }
              return undefined;
            }
            if (t190 === "runtime.event") {
              { const e192 = v_RuntimeEventAppendedEvent(v183, q184); if (e192) return e192; }
              return undefined;
            }
            if (t190 === "hook.executed") {
              { const e193 = v_HookExecutedEvent(v183, q184); if (e193) return e193; }
              return undefined;
            }
            if (t190 === "goal.continue_decision") {
              { const e194 = v_GoalContinueDecisionEvent(v183, q184); if (e194) return e194; }
              return undefined;
            }
            if (t190 === "run.started") {
              { const e195 = v_RunStartedEvent(v183, q184); if (e195) return e195; }
              return undefined;
            }
            if (t190 === "run.finished") {
              { const e196 = v_RunFinishedEvent(v183, q184); if (e196) return e196; }
              return undefined;
            }
            if (t190 === "run.steered") {
              { const e197 = v_RunSteeredEvent(v183, q184); if (e197) return e197; }
              return undefined;
            }
            if (t190 === "step.started") {
              { const e198 = v_StepStartedEvent(v183, q184); if (e198) return e198; }
              return undefined;
            }
            if (t190 === "step.finished") {
              { const e199 = v_StepFinishedEvent(v183, q184); if (e199) return e199; }
              return undefined;
            }
            if (t190 === "agent.decision") {
              { const e200 = v_AgentDecisionEvent(v183, q184); if (e200) return e200; }
              return undefined;
            }
            if (t190 === "agent.stuck") {
              { const e201 = v_AgentStuckEvent(v183, q184); if (e201) return e201; }
              return undefined;
            }
            if (t190 === "tool.call_started") {
              { const e202 = v_ToolCallStartedEvent(v183, q184); if (e202) return e202; }
              return undefined;
            }
            if (t190 === "tool.call_finished") {
              { const e203 = v_ToolCallFinishedEvent(v183, q184); if (e203) return e203; }
              return undefined;
            }
            if (t190 === "tool.call_failed") {
              { const e204 = v_ToolCallFailedEvent(v183, q184); if (e204) return e204; }
              return undefined;
            }
            if (t190 === "llm.model_selected") {
              { const e205 = v_LlmModelSelectedEvent(v183, q184); if (e205) return e205; }
              return undefined;
            }
            if (t190 === "llm.route_selected") {
              { const e206 = v_LlmRouteSelectedEvent(v183, q184); if (e206) return e206; }
              return undefined;
            }
            if (t190 === "llm.token") {
              { const e207 = v_LlmTokenEvent(v183, q184); if (e207) return e207; }
              return undefined;
            }
            if (t190 === "llm.reasoning") {
              { const e208 = v_LlmReasoningEvent(v183, q184); if (e208) return e208; }
              return undefined;
            }
            if (t190 === "llm.usage") {
              { const e209 = v_LlmUsageEvent(v183, q184); if (e209) return e209; }
              return undefined;
            }
            if (t190 === "llm.request_prepared") {
              { const e210 = v_LlmRequestPreparedEvent(v183, q184); if (e210) return e210; }
              return undefined;
            }
            if (t190 === "llm.retry") {
              { const e211 = v_LlmRetryEvent(v183, q184); if (e211) return e211; }
              return undefined;
            }
            if (t190 === "context.prefix_fingerprint") {
              { const e212 = v_ContextPrefixFingerprintEvent(v183, q184); if (e212) return e212; }
              return undefined;
            }
            if (t190 === "context.budget") {
              { const e213 = v_ContextBudgetEvent(v183, q184); if (e213) return e213; }
              return undefined;
            }
            if (t190 === "context.working_set") {
              { const e214 = v_ContextWorkingSetEvent(v183, q184); if (e214) return e214; }
              return undefined;
            }
            if (t190 === "lsp.diagnostics") {
              { const e215 = v_LspDiagnosticsEvent(v183, q184); if (e215) return e215; }
              return undefined;
            }
            if (t190 === "log.line") {
              { const e216 = v_LogLineEvent(v183, q184); if (e216) return e216; }
              return undefined;
            }
            if (t190 === "session.created") {
              { const e217 = v_SessionCreatedEvent(v183, q184); if (e217) return e217; }
              return undefined;
            }
            if (t190 === "session.message_received") {
              { const e218 = v_SessionMessageReceivedEvent(v183, q184); if (e218) return e218; }
              return undefined;
            }
            if (t190 === "session.waiting_for_input") {
              { const e219 = v_SessionWaitingForInputEvent(v183, q184); if (e219) return e219; }
              return undefined;
            }
            if (t190 === "plan.ready") {
              { const e220 = v_PlanReadyEvent(v183, q184); if (e220) return e220; }
              return undefined;
            }
            if (t190 === "plan.resolved") {
              { const e221 = v_PlanResolvedEvent(v183, q184); if (e221) return e221; }
              return undefined;
            }
            if (t190 === "plan.updated") {
              { const e222 = v_PlanUpdatedEvent(v183, q184); if (e222) return e222; }
              return undefined;
            }
            if (t190 === "user_question.asked") {
              { const e223 = v_UserQuestionAskedEvent(v183, q184); if (e223) return e223; }
              return undefined;
            }
            if (t190 === "session.resumed") {
              { const e224 = v_SessionResumedEvent(v183, q184); if (e224) return e224; }
              return undefined;
            }
            if (t190 === "session.renamed") {
              { const e225 = v_SessionRenamedEvent(v183, q184); if (e225) return e225; }
              return undefined;
            }
            if (t190 === "session.forked") {
              { const e226 = v_SessionForkedEvent(v183, q184); if (e226) return e226; }
              return undefined;
            }
            if (t190 === "session.deleted") {
              { const e227 = v_SessionDeletedEvent(v183, q184); if (e227) return e227; }
              return undefined;
            }
            if (t190 === "session.closed") {
              { const e228 = v_SessionClosedEvent(v183, q184); if (e228) return e228; }
              return undefined;
            }
            if (t190 === "agent.message") {
              { const e229 = v_AgentMessageEvent(v183, q184); if (e229) return e229; }
              return undefined;
            }
            if (t190 === "agent.repeat_notice") {
              { const e230 = v_AgentRepeatNoticeEvent(v183, q184); if (e230) return e230; }
              return undefined;
            }
            if (t190 === "audit.degraded") {
              { const e231 = v_AuditDegradedEvent(v183, q184); if (e231) return e231; }
              return undefined;
            }
            if (t190 === "background.finished") {
              { const e232 = v_BackgroundJobFinishedEvent(v183, q184); if (e232) return e232; }
              return undefined;
            }
            if (t190 === "background.started") {
              { const e233 = v_BackgroundJobStartedEvent(v183, q184); if (e233) return e233; }
              return undefined;
            }
            if (t190 === "context.compacted") {
              { const e234 = v_ContextCompactedEvent(v183, q184); if (e234) return e234; }
              return undefined;
            }
            if (t190 === "context.compaction.committed") {
              { const e235 = v_ContextCompactionCommittedEvent(v183, q184); if (e235) return e235; }
              return undefined;
            }
            if (t190 === "context.compaction.started") {
              { const e236 = v_ContextCompactionStartedEvent(v183, q184); if (e236) return e236; }
              return undefined;
            }
            if (t190 === "context.compaction.summary") {
              { const e237 = v_ContextCompactionSummaryEvent(v183, q184); if (e237) return e237; }
              return undefined;
            }
            if (t190 === "context.repository") {
              { const e238 = v_ContextRepositoryEvent(v183, q184); if (e238) return e238; }
              return undefined;
            }
            if (t190 === "core.workspace_changed") {
              { const e239 = v_CoreWorkspaceChangedEvent(v183, q184); if (e239) return e239; }
              return undefined;
            }
            if (t190 === "extension.notification") {
              { const e240 = v_ExtensionNotificationEvent(v183, q184); if (e240) return e240; }
              return undefined;
            }
            if (t190 === "extension.ui_updated") {
              { const e241 = v_ExtensionUiUpdatedEvent(v183, q184); if (e241) return e241; }
              return undefined;
            }
            if (t190 === "llm.attempt_finished") {
              { const e242 = v_LlmAttemptFinishedEvent(v183, q184); if (e242) return e242; }
              return undefined;
            }
            if (t190 === "permission.denied") {
              { const e243 = v_PermissionDeniedEvent(v183, q184); if (e243) return e243; }
              return undefined;
            }
            if (t190 === "permission.granted") {
              { const e244 = v_PermissionGrantedEvent(v183, q184); if (e244) return e244; }
              return undefined;
            }
            if (t190 === "permission.requested") {
              { const e245 = v_PermissionRequestedEvent(v183, q184); if (e245) return e245; }
              return undefined;
            }
            if (t190 === "recovery.available") {
              { const e246 = v_RecoveryAvailableEvent(v183, q184); if (e246) return e246; }
              return undefined;
            }
            if (t190 === "recovery.resolved") {
              { const e247 = v_RecoveryResolvedEvent(v183, q184); if (e247) return e247; }
              return undefined;
            }
            if (t190 === "run.phase_changed") {
              { const e248 = v_RunPhaseChangedEvent(v183, q184); if (e248) return e248; }
              return undefined;
            }
            if (t190 === "session.interrupted") {
              { const e249 = v_SessionInterruptedEvent(v183, q184); if (e249) return e249; }
              return undefined;
            }
            if (t190 === "skill.invoked") {
              { const e250 = v_SkillInvokedEvent(v183, q184); if (e250) return e250; }
              return undefined;
            }
            if (t190 === "strategy.proposed") {
              { const e251 = v_StrategyProposedEvent(v183, q184); if (e251) return e251; }
              return undefined;
            }
            if (t190 === "strategy.resolved") {
              { const e252 = v_StrategyResolvedEvent(v183, q184); if (e252) return e252; }
              return undefined;
            }
            if (t190 === "subagent.finished") {
              { const e253 = v_SubagentFinishedEvent(v183, q184); if (e253) return e253; }
              return undefined;
            }
            if (t190 === "subagent.started") {
              { const e254 = v_SubagentStartedEvent(v183, q184); if (e254) return e254; }
              return undefined;
            }
            if (t190 === "task.profiled") {
              { const e255 = v_TaskProfiledEvent(v183, q184); if (e255) return e255; }
              return undefined;
            }
            if (t190 === "tool.call_progress") {
              { const e256 = v_ToolCallProgressEvent(v183, q184); if (e256) return e256; }
              return undefined;
            }
            if (t190 === "verification.completed") {
              { const e257 = v_VerificationCompletedEvent(v183, q184); if (e257) return e257; }
              return undefined;
            }
            if (t190 === "verification.failed") {
              { const e258 = v_VerificationFailedEvent(v183, q184); if (e258) return e258; }
              return undefined;
            }
            return err(key(q184, "type"), "unknown variant " + kind(t190) + ", expected one of `core.started`, `runtime.event`, `hook.executed`, `goal.continue_decision`, `run.started`, `run.finished`, `run.steered`, `step.started`, `step.finished`, `agent.decision`, `agent.stuck`, `tool.call_started`, `tool.call_finished`, `tool.call_failed`, `llm.model_selected`, `llm.route_selected`, `llm.token`, `llm.reasoning`, `llm.usage`, `llm.request_prepared`, `llm.retry`, `context.prefix_fingerprint`, `context.budget`, `context.working_set`, `lsp.diagnostics`, `log.line`, `session.created`, `session.message_received`, `session.waiting_for_input`, `plan.ready`, `plan.resolved`, `plan.updated`, `user_question.asked`, `session.resumed`, `session.renamed`, `session.forked`, `session.deleted`, `session.closed`, `agent.message`, `agent.repeat_notice`, `audit.degraded`, `background.finished`, `background.started`, `context.compacted`, `context.compaction.committed`, `context.compaction.started`, `context.compaction.summary`, `context.repository`, `core.workspace_changed`, `extension.notification`, `extension.ui_updated`, `llm.attempt_finished`, `permission.denied`, `permission.granted`, `permission.requested`, `recovery.available`, `recovery.resolved`, `run.phase_changed`, `session.interrupted`, `skill.invoked`, `strategy.proposed`, `strategy.resolved`, `subagent.finished`, `subagent.started`, `task.profiled`, `tool.call_progress`, `verification.completed`, `verification.failed`");
          })();
          if (e189) return e189;
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "event")) return err(p, "missing field `event`");
  }
  return undefined;
}

function v_EventReplayCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k259 of Object.keys(x)) {
      const v260 = x[k259];
      const q261 = key(p, k259);
      if (k259 === "type") {
        if (!(typeof v260 === "string")) return err(q261, "invalid type: " + kind(v260) + ", expected string");
        if (v260 !== "event.replay") return err(q261, "invalid value: " + kind(v260) + ", expected the constant " + "\"event.replay\"");
      }
      else if (k259 === "thread_id") {
        if (!(typeof v260 === "string")) return err(q261, "invalid type: " + kind(v260) + ", expected string");
        if (typeof v260 === "string") {
          const n262 = chars(v260);
          if (n262 < 1) return err(q261, "string of length " + n262 + " is shorter than minLength 1");
        }
      }
      else if (k259 === "after_seq") {
        if (!(Number.isInteger(v260))) return err(q261, "invalid type: " + kind(v260) + ", expected integer");
        if (typeof v260 === "number") {
          if (v260 < 0) return err(q261, v260 + " is less than minimum 0");
        }
      }
      else if (k259 === "limit") {
        if (!(Number.isInteger(v260))) return err(q261, "invalid type: " + kind(v260) + ", expected integer");
        if (typeof v260 === "number") {
          if (v260 < 1) return err(q261, v260 + " is less than minimum 1");
          if (v260 > 1000) return err(q261, v260 + " is greater than maximum 1000");
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
    for (const k263 of Object.keys(x)) {
      const v264 = x[k263];
      const q265 = key(p, k263);
      if (k263 === "events") {
        if (!(Array.isArray(v264))) return err(q265, "invalid type: " + kind(v264) + ", expected array");
        if (Array.isArray(v264)) {
          for (let i266 = 0; i266 < v264.length; i266++) {
            const v267 = v264[i266];
            const q268 = q265 + "[" + i266 + "]";
            { const e269 = v_RuntimeEventRecord(v267, q268); if (e269) return e269; }
          }
        }
      }
      else if (k263 === "latest_seq") {
        if (!(Number.isInteger(v264))) return err(q265, "invalid type: " + kind(v264) + ", expected integer");
      }
      else if (k263 === "has_more") {
        if (!(typeof v264 === "boolean")) return err(q265, "invalid type: " + kind(v264) + ", expected boolean");
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
    for (const k270 of Object.keys(x)) {
      const v271 = x[k270];
      const q272 = key(p, k270);
      if (k270 === "type") {
        if (!(typeof v271 === "string")) return err(q272, "invalid type: " + kind(v271) + ", expected string");
        if (v271 !== "event.subscribe") return err(q272, "invalid value: " + kind(v271) + ", expected the constant " + "\"event.subscribe\"");
      }
      else if (k270 === "topics") {
        if (!(Array.isArray(v271))) return err(q272, "invalid type: " + kind(v271) + ", expected array");
        if (Array.isArray(v271)) {
          for (let i273 = 0; i273 < v271.length; i273++) {
            const v274 = v271[i273];
            const q275 = q272 + "[" + i273 + "]";
            if (!(typeof v274 === "string")) return err(q275, "invalid type: " + kind(v274) + ", expected string");
          }
        }
      }
      else if (k270 === "scope") {
        if (!(typeof v271 === "string")) return err(q272, "invalid type: " + kind(v271) + ", expected string");
      }
      else if (k270 === "replay_from_run") {
        if (!(typeof v271 === "string" || v271 === null)) return err(q272, "invalid type: " + kind(v271) + ", expected string or null");
      }
      else if (k270 === "thread_id") {
        if (!(typeof v271 === "string" || v271 === null)) return err(q272, "invalid type: " + kind(v271) + ", expected string or null");
        if (typeof v271 === "string") {
          const n276 = chars(v271);
          if (n276 < 1) return err(q272, "string of length " + n276 + " is shorter than minLength 1");
        }
      }
      else if (k270 === "after_seq") {
        if (!(Number.isInteger(v271))) return err(q272, "invalid type: " + kind(v271) + ", expected integer");
        if (typeof v271 === "number") {
          if (v271 < 0) return err(q272, v271 + " is less than minimum 0");
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
    for (const k277 of Object.keys(x)) {
      const v278 = x[k277];
      const q279 = key(p, k277);
      if (k277 === "subscription_id") {
        if (!(typeof v278 === "string")) return err(q279, "invalid type: " + kind(v278) + ", expected string");
      }
      else if (k277 === "replayed_count") {
        if (!(Number.isInteger(v278))) return err(q279, "invalid type: " + kind(v278) + ", expected integer");
      }
      else if (k277 === "last_seq") {
        if (!(Number.isInteger(v278) || v278 === null)) return err(q279, "invalid type: " + kind(v278) + ", expected integer or null");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "subscription_id")) return err(p, "missing field `subscription_id`");
  }
  return undefined;
}

function v_EventUnsubscribeCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k280 of Object.keys(x)) {
      const v281 = x[k280];
      const q282 = key(p, k280);
      if (k280 === "type") {
        if (!(typeof v281 === "string")) return err(q282, "invalid type: " + kind(v281) + ", expected string");
        if (v281 !== "event.unsubscribe") return err(q282, "invalid value: " + kind(v281) + ", expected the constant " + "\"event.unsubscribe\"");
      }
      else if (k280 === "subscription_id") {
        if (!(typeof v281 === "string")) return err(q282, "invalid type: " + kind(v281) + ", expected string");
        if (typeof v281 === "string") {
          const n283 = chars(v281);
          if (n283 < 1) return err(q282, "string of length " + n283 + " is shorter than minLength 1");
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
    for (const k284 of Object.keys(x)) {
      const v285 = x[k284];
      const q286 = key(p, k284);
      if (k284 === "subscription_id") {
        if (!(typeof v285 === "string")) return err(q286, "invalid type: " + kind(v285) + ", expected string");
      }
      else if (k284 === "removed") {
        if (!(typeof v285 === "boolean")) return err(q286, "invalid type: " + kind(v285) + ", expected boolean");
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
    for (const k287 of Object.keys(x)) {
      const v288 = x[k287];
      const q289 = key(p, k287);
      if (k287 === "type") {
        if (!(typeof v288 === "string")) return err(q289, "invalid type: " + kind(v288) + ", expected string");
        if (v288 !== "extension.notification") return err(q289, "invalid value: " + kind(v288) + ", expected the constant " + "\"extension.notification\"");
      }
      else if (k287 === "run_id") {
        if (!(typeof v288 === "string")) return err(q289, "invalid type: " + kind(v288) + ", expected string");
      }
      else if (k287 === "session_id") {
        if (!(typeof v288 === "string")) return err(q289, "invalid type: " + kind(v288) + ", expected string");
      }
      else if (k287 === "message") {
        if (!(typeof v288 === "string")) return err(q289, "invalid type: " + kind(v288) + ", expected string");
      }
      else if (k287 === "severity") {
        { const e290 = v_NotificationSeverity(v288, q289); if (e290) return e290; }
      }
      else if (k287 === "ts") {
        if (!(typeof v288 === "string")) return err(q289, "invalid type: " + kind(v288) + ", expected string");
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
    for (const k291 of Object.keys(x)) {
      const v292 = x[k291];
      const q293 = key(p, k291);
      if (k291 === "type") {
        if (!(typeof v292 === "string")) return err(q293, "invalid type: " + kind(v292) + ", expected string");
        if (v292 !== "extension.ui_updated") return err(q293, "invalid value: " + kind(v292) + ", expected the constant " + "\"extension.ui_updated\"");
      }
      else if (k291 === "run_id") {
        if (!(typeof v292 === "string")) return err(q293, "invalid type: " + kind(v292) + ", expected string");
      }
      else if (k291 === "session_id") {
        if (!(typeof v292 === "string")) return err(q293, "invalid type: " + kind(v292) + ", expected string");
      }
      else if (k291 === "kind") {
        { const e294 = v_ExtensionUiKind(v292, q293); if (e294) return e294; }
      }
      else if (k291 === "key") {
        if (!(typeof v292 === "string")) return err(q293, "invalid type: " + kind(v292) + ", expected string");
      }
      else if (k291 === "value") {
      }
      else if (k291 === "ts") {
        if (!(typeof v292 === "string")) return err(q293, "invalid type: " + kind(v292) + ", expected string");
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
    for (const k295 of Object.keys(x)) {
      const v296 = x[k295];
      const q297 = key(p, k295);
      if (k295 === "goal") {
        { const e298 = v_GoalRecord(v296, q297); if (e298) return e298; }
      }
      else if (k295 === "run_id") {
        if (!(typeof v296 === "string" || v296 === null)) return err(q297, "invalid type: " + kind(v296) + ", expected string or null");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "goal")) return err(p, "missing field `goal`");
  }
  return undefined;
}

function v_GoalClearCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k299 of Object.keys(x)) {
      const v300 = x[k299];
      const q301 = key(p, k299);
      if (k299 === "goal_id") {
        if (!(typeof v300 === "string")) return err(q301, "invalid type: " + kind(v300) + ", expected string");
      }
      else if (k299 === "session_id") {
        if (!(typeof v300 === "string")) return err(q301, "invalid type: " + kind(v300) + ", expected string");
      }
      else if (k299 === "type") {
        if (!(typeof v300 === "string")) return err(q301, "invalid type: " + kind(v300) + ", expected string");
        if (v300 !== "goal.clear") return err(q301, "invalid value: " + kind(v300) + ", expected the constant " + "\"goal.clear\"");
      }
    }
  }
  return undefined;
}

function v_GoalCompleteCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k302 of Object.keys(x)) {
      const v303 = x[k302];
      const q304 = key(p, k302);
      if (k302 === "goal_id") {
        if (!(typeof v303 === "string")) return err(q304, "invalid type: " + kind(v303) + ", expected string");
      }
      else if (k302 === "session_id") {
        if (!(typeof v303 === "string")) return err(q304, "invalid type: " + kind(v303) + ", expected string");
      }
      else if (k302 === "type") {
        if (!(typeof v303 === "string")) return err(q304, "invalid type: " + kind(v303) + ", expected string");
        if (v303 !== "goal.complete") return err(q304, "invalid value: " + kind(v303) + ", expected the constant " + "\"goal.complete\"");
      }
      else if (k302 === "summary") {
        if (!(typeof v303 === "string")) return err(q304, "invalid type: " + kind(v303) + ", expected string");
        if (typeof v303 === "string") {
          const n305 = chars(v303);
          if (n305 > 4000) return err(q304, "string of length " + n305 + " is longer than maxLength 4000");
        }
      }
    }
  }
  return undefined;
}

function v_GoalContinueDecision(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k306 of Object.keys(x)) {
      const v307 = x[k306];
      const q308 = key(p, k306);
      if (k306 === "goal_id") {
        if (!(typeof v307 === "string")) return err(q308, "invalid type: " + kind(v307) + ", expected string");
      }
      else if (k306 === "session_id") {
        if (!(typeof v307 === "string")) return err(q308, "invalid type: " + kind(v307) + ", expected string");
      }
      else if (k306 === "should_continue") {
        if (!(typeof v307 === "boolean")) return err(q308, "invalid type: " + kind(v307) + ", expected boolean");
      }
      else if (k306 === "reason") {
        if (!(typeof v307 === "string")) return err(q308, "invalid type: " + kind(v307) + ", expected string");
      }
      else if (k306 === "auto_turns_used") {
        if (!(Number.isInteger(v307))) return err(q308, "invalid type: " + kind(v307) + ", expected integer");
        if (typeof v307 === "number") {
          if (v307 < 0) return err(q308, v307 + " is less than minimum 0");
        }
      }
      else if (k306 === "remaining_auto_turns") {
        if (!(Number.isInteger(v307))) return err(q308, "invalid type: " + kind(v307) + ", expected integer");
        if (typeof v307 === "number") {
          if (v307 < 0) return err(q308, v307 + " is less than minimum 0");
        }
      }
      else if (k306 === "tokens_used") {
        if (!(Number.isInteger(v307))) return err(q308, "invalid type: " + kind(v307) + ", expected integer");
        if (typeof v307 === "number") {
          if (v307 < 0) return err(q308, v307 + " is less than minimum 0");
        }
      }
      else if (k306 === "token_budget") {
        if (!(Number.isInteger(v307) || v307 === null)) return err(q308, "invalid type: " + kind(v307) + ", expected integer or null");
        if (typeof v307 === "number") {
          if (v307 < 1) return err(q308, v307 + " is less than minimum 1");
        }
      }
      else if (k306 === "remaining_tokens") {
        if (!(Number.isInteger(v307) || v307 === null)) return err(q308, "invalid type: " + kind(v307) + ", expected integer or null");
        if (typeof v307 === "number") {
          if (v307 < 0) return err(q308, v307 + " is less than minimum 0");
        }
      }
      else if (k306 === "wall_elapsed_seconds") {
        if (!(Number.isInteger(v307))) return err(q308, "invalid type: " + kind(v307) + ", expected integer");
        if (typeof v307 === "number") {
          if (v307 < 0) return err(q308, v307 + " is less than minimum 0");
        }
      }
      else if (k306 === "max_wall_seconds") {
        if (!(Number.isInteger(v307))) return err(q308, "invalid type: " + kind(v307) + ", expected integer");
        if (typeof v307 === "number") {
          if (v307 < 1) return err(q308, v307 + " is less than minimum 1");
        }
      }
      else if (k306 === "permission_ceiling") {
        { const e309 = v_AuthoritySnapshot(v307, q308); if (e309) return e309; }
      }
      else if (k306 === "paused_needs_confirmation") {
        if (!(typeof v307 === "boolean")) return err(q308, "invalid type: " + kind(v307) + ", expected boolean");
      }
      else if (k306 === "decided_at") {
        if (!(typeof v307 === "string")) return err(q308, "invalid type: " + kind(v307) + ", expected string");
      }
      else return err(q308, "unknown field `" + k306 + "`" + ", expected one of `goal_id`, `session_id`, `should_continue`, `reason`, `auto_turns_used`, `remaining_auto_turns`, `tokens_used`, `token_budget`, `remaining_tokens`, `wall_elapsed_seconds`, `max_wall_seconds`, `permission_ceiling`, `paused_needs_confirmation`, `decided_at`");
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
    for (const k310 of Object.keys(x)) {
      const v311 = x[k310];
      const q312 = key(p, k310);
      if (k310 === "goal_id") {
        if (!(typeof v311 === "string")) return err(q312, "invalid type: " + kind(v311) + ", expected string");
      }
      else if (k310 === "session_id") {
        if (!(typeof v311 === "string")) return err(q312, "invalid type: " + kind(v311) + ", expected string");
      }
      else if (k310 === "type") {
        if (!(typeof v311 === "string")) return err(q312, "invalid type: " + kind(v311) + ", expected string");
        if (v311 !== "goal.continue_decision") return err(q312, "invalid value: " + kind(v311) + ", expected the constant " + "\"goal.continue_decision\"");
      }
    }
  }
  return undefined;
}

function v_GoalContinueDecisionEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k313 of Object.keys(x)) {
      const v314 = x[k313];
      const q315 = key(p, k313);
      if (k313 === "type") {
        if (!(typeof v314 === "string")) return err(q315, "invalid type: " + kind(v314) + ", expected string");
        if (v314 !== "goal.continue_decision") return err(q315, "invalid value: " + kind(v314) + ", expected the constant " + "\"goal.continue_decision\"");
      }
      else if (k313 === "goal_id") {
        if (!(typeof v314 === "string")) return err(q315, "invalid type: " + kind(v314) + ", expected string");
      }
      else if (k313 === "session_id") {
        if (!(typeof v314 === "string")) return err(q315, "invalid type: " + kind(v314) + ", expected string");
      }
      else if (k313 === "run_id") {
        if (!(typeof v314 === "string")) return err(q315, "invalid type: " + kind(v314) + ", expected string");
      }
      else if (k313 === "should_continue") {
        if (!(typeof v314 === "boolean")) return err(q315, "invalid type: " + kind(v314) + ", expected boolean");
      }
      else if (k313 === "reason") {
        if (!(typeof v314 === "string")) return err(q315, "invalid type: " + kind(v314) + ", expected string");
      }
      else if (k313 === "auto_turns_used") {
        if (!(Number.isInteger(v314))) return err(q315, "invalid type: " + kind(v314) + ", expected integer");
        if (typeof v314 === "number") {
          if (v314 < 0) return err(q315, v314 + " is less than minimum 0");
        }
      }
      else if (k313 === "remaining_auto_turns") {
        if (!(Number.isInteger(v314))) return err(q315, "invalid type: " + kind(v314) + ", expected integer");
        if (typeof v314 === "number") {
          if (v314 < 0) return err(q315, v314 + " is less than minimum 0");
        }
      }
      else if (k313 === "tokens_used") {
        if (!(Number.isInteger(v314))) return err(q315, "invalid type: " + kind(v314) + ", expected integer");
        if (typeof v314 === "number") {
          if (v314 < 0) return err(q315, v314 + " is less than minimum 0");
        }
      }
      else if (k313 === "token_budget") {
        if (!(Number.isInteger(v314) || v314 === null)) return err(q315, "invalid type: " + kind(v314) + ", expected integer or null");
        if (typeof v314 === "number") {
          if (v314 < 1) return err(q315, v314 + " is less than minimum 1");
        }
      }
      else if (k313 === "remaining_tokens") {
        if (!(Number.isInteger(v314) || v314 === null)) return err(q315, "invalid type: " + kind(v314) + ", expected integer or null");
        if (typeof v314 === "number") {
          if (v314 < 0) return err(q315, v314 + " is less than minimum 0");
        }
      }
      else if (k313 === "wall_elapsed_seconds") {
        if (!(Number.isInteger(v314))) return err(q315, "invalid type: " + kind(v314) + ", expected integer");
        if (typeof v314 === "number") {
          if (v314 < 0) return err(q315, v314 + " is less than minimum 0");
        }
      }
      else if (k313 === "max_wall_seconds") {
        if (!(Number.isInteger(v314))) return err(q315, "invalid type: " + kind(v314) + ", expected integer");
        if (typeof v314 === "number") {
          if (v314 < 1) return err(q315, v314 + " is less than minimum 1");
        }
      }
      else if (k313 === "paused_needs_confirmation") {
        if (!(typeof v314 === "boolean")) return err(q315, "invalid type: " + kind(v314) + ", expected boolean");
      }
      else if (k313 === "ts") {
        if (!(typeof v314 === "string")) return err(q315, "invalid type: " + kind(v314) + ", expected string");
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
    for (const k316 of Object.keys(x)) {
      const v317 = x[k316];
      const q318 = key(p, k316);
      if (k316 === "goal") {
        { const e319 = v_GoalRecord(v317, q318); if (e319) return e319; }
      }
      else if (k316 === "decision") {
        { const e320 = v_GoalContinueDecision(v317, q318); if (e320) return e320; }
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
    for (const k321 of Object.keys(x)) {
      const v322 = x[k321];
      const q323 = key(p, k321);
      if (k321 === "type") {
        if (!(typeof v322 === "string")) return err(q323, "invalid type: " + kind(v322) + ", expected string");
        if (v322 !== "goal.create") return err(q323, "invalid value: " + kind(v322) + ", expected the constant " + "\"goal.create\"");
      }
      else if (k321 === "session_id") {
        if (!(typeof v322 === "string")) return err(q323, "invalid type: " + kind(v322) + ", expected string");
        if (typeof v322 === "string") {
          const n324 = chars(v322);
          if (n324 < 1) return err(q323, "string of length " + n324 + " is shorter than minLength 1");
        }
      }
      else if (k321 === "objective") {
        if (!(typeof v322 === "string")) return err(q323, "invalid type: " + kind(v322) + ", expected string");
        if (typeof v322 === "string") {
          const n325 = chars(v322);
          if (n325 < 1) return err(q323, "string of length " + n325 + " is shorter than minLength 1");
          if (n325 > 100000) return err(q323, "string of length " + n325 + " is longer than maxLength 100000");
        }
      }
      else if (k321 === "token_budget") {
        if (!(Number.isInteger(v322) || v322 === null)) return err(q323, "invalid type: " + kind(v322) + ", expected integer or null");
        if (typeof v322 === "number") {
          if (v322 < 1) return err(q323, v322 + " is less than minimum 1");
        }
      }
      else if (k321 === "auto_continue") {
        if (!(typeof v322 === "boolean")) return err(q323, "invalid type: " + kind(v322) + ", expected boolean");
      }
      else if (k321 === "max_auto_turns") {
        if (!(Number.isInteger(v322))) return err(q323, "invalid type: " + kind(v322) + ", expected integer");
        if (typeof v322 === "number") {
          if (v322 < 1) return err(q323, v322 + " is less than minimum 1");
          if (v322 > 100) return err(q323, v322 + " is greater than maximum 100");
        }
      }
      else if (k321 === "max_wall_seconds") {
        if (!(Number.isInteger(v322))) return err(q323, "invalid type: " + kind(v322) + ", expected integer");
        if (typeof v322 === "number") {
          if (v322 < 1) return err(q323, v322 + " is less than minimum 1");
          if (v322 > 86400) return err(q323, v322 + " is greater than maximum 86400");
        }
      }
      else if (k321 === "constraints") {
        if (!(Array.isArray(v322))) return err(q323, "invalid type: " + kind(v322) + ", expected array");
        if (Array.isArray(v322)) {
          for (let i326 = 0; i326 < v322.length; i326++) {
            const v327 = v322[i326];
            const q328 = q323 + "[" + i326 + "]";
            if (!(typeof v327 === "string")) return err(q328, "invalid type: " + kind(v327) + ", expected string");
          }
          if (v322.length > 100) return err(q323, "array has more than maxItems 100");
        }
      }
      else if (k321 === "completion_criteria") {
        if (!(Array.isArray(v322))) return err(q323, "invalid type: " + kind(v322) + ", expected array");
        if (Array.isArray(v322)) {
          for (let i329 = 0; i329 < v322.length; i329++) {
            const v330 = v322[i329];
            const q331 = q323 + "[" + i329 + "]";
            if (!(typeof v330 === "string")) return err(q331, "invalid type: " + kind(v330) + ", expected string");
          }
          if (v322.length > 100) return err(q323, "array has more than maxItems 100");
        }
      }
      else if (k321 === "start") {
        if (!(typeof v322 === "boolean")) return err(q323, "invalid type: " + kind(v322) + ", expected boolean");
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
    for (const k332 of Object.keys(x)) {
      const v333 = x[k332];
      const q334 = key(p, k332);
      if (k332 === "goal") {
        { const e335 = v_GoalRecord(v333, q334); if (e335) return e335; }
      }
      else if (k332 === "run_id") {
        if (!(typeof v333 === "string" || v333 === null)) return err(q334, "invalid type: " + kind(v333) + ", expected string or null");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "goal")) return err(p, "missing field `goal`");
  }
  return undefined;
}

function v_GoalEditCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k336 of Object.keys(x)) {
      const v337 = x[k336];
      const q338 = key(p, k336);
      if (k336 === "type") {
        if (!(typeof v337 === "string")) return err(q338, "invalid type: " + kind(v337) + ", expected string");
        if (v337 !== "goal.edit") return err(q338, "invalid value: " + kind(v337) + ", expected the constant " + "\"goal.edit\"");
      }
      else if (k336 === "goal_id") {
        if (!(typeof v337 === "string")) return err(q338, "invalid type: " + kind(v337) + ", expected string");
      }
      else if (k336 === "session_id") {
        if (!(typeof v337 === "string")) return err(q338, "invalid type: " + kind(v337) + ", expected string");
      }
      else if (k336 === "objective") {
        if (!(typeof v337 === "string")) return err(q338, "invalid type: " + kind(v337) + ", expected string");
        if (typeof v337 === "string") {
          const n339 = chars(v337);
          if (n339 < 1) return err(q338, "string of length " + n339 + " is shorter than minLength 1");
          if (n339 > 100000) return err(q338, "string of length " + n339 + " is longer than maxLength 100000");
        }
      }
      else if (k336 === "completion_criteria") {
        if (!(Array.isArray(v337) || v337 === null)) return err(q338, "invalid type: " + kind(v337) + ", expected array or null");
        if (Array.isArray(v337)) {
          for (let i340 = 0; i340 < v337.length; i340++) {
            const v341 = v337[i340];
            const q342 = q338 + "[" + i340 + "]";
            if (!(typeof v341 === "string")) return err(q342, "invalid type: " + kind(v341) + ", expected string");
          }
          if (v337.length > 100) return err(q338, "array has more than maxItems 100");
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
    for (const k343 of Object.keys(x)) {
      const v344 = x[k343];
      const q345 = key(p, k343);
      if (k343 === "type") {
        if (!(typeof v344 === "string")) return err(q345, "invalid type: " + kind(v344) + ", expected string");
        if (v344 !== "goal.get") return err(q345, "invalid value: " + kind(v344) + ", expected the constant " + "\"goal.get\"");
      }
      else if (k343 === "goal_id") {
        if (!(typeof v344 === "string")) return err(q345, "invalid type: " + kind(v344) + ", expected string");
      }
      else if (k343 === "session_id") {
        if (!(typeof v344 === "string")) return err(q345, "invalid type: " + kind(v344) + ", expected string");
      }
    }
  }
  return undefined;
}

function v_GoalGetResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k346 of Object.keys(x)) {
      const v347 = x[k346];
      const q348 = key(p, k346);
      if (k346 === "goal") {
        const e349 = (() => {
          {
            const u350 = [];
            const b351 = (() => {
              { const e352 = v_GoalRecord(v347, q348); if (e352) return e352; }
              return undefined;
            })();
            if (b351 === undefined) return undefined;
            u350.push(b351);
            const b353 = (() => {
              if (!(v347 === null)) return err(q348, "invalid type: " + kind(v347) + ", expected null");
              return undefined;
            })();
            if (b353 === undefined) return undefined;
            u350.push(b353);
            return u350.reduce((a, b) => (b.path.length > a.path.length ? b : a));
          }
        })();
        if (e349) return e349;
      }
    }
  }
  return undefined;
}

function v_GoalListCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k354 of Object.keys(x)) {
      const v355 = x[k354];
      const q356 = key(p, k354);
      if (k354 === "type") {
        if (!(typeof v355 === "string")) return err(q356, "invalid type: " + kind(v355) + ", expected string");
        if (v355 !== "goal.list") return err(q356, "invalid value: " + kind(v355) + ", expected the constant " + "\"goal.list\"");
      }
      else if (k354 === "session_id") {
        if (!(typeof v355 === "string")) return err(q356, "invalid type: " + kind(v355) + ", expected string");
      }
      else if (k354 === "status") {
        const e357 = (() => {
          {
            const u358 = [];
            const b359 = (() => {
              { const e360 = v_GoalStatus(v355, q356); if (e360) return e360; }
              return undefined;
            })();
            if (b359 === undefined) return undefined;
            u358.push(b359);
            const b361 = (() => {
              if (!(v355 === null)) return err(q356, "invalid type: " + kind(v355) + ", expected null");
              return undefined;
            })();
            if (b361 === undefined) return undefined;
            u358.push(b361);
            return u358.reduce((a, b) => (b.path.length > a.path.length ? b : a));
          }
        })();
        if (e357) return e357;
      }
      else if (k354 === "limit") {
        if (!(Number.isInteger(v355))) return err(q356, "invalid type: " + kind(v355) + ", expected integer");
        if (typeof v355 === "number") {
          if (v355 < 1) return err(q356, v355 + " is less than minimum 1");
          if (v355 > 200) return err(q356, v355 + " is greater than maximum 200");
        }
      }
    }
  }
  return undefined;
}

function v_GoalListResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k362 of Object.keys(x)) {
      const v363 = x[k362];
      const q364 = key(p, k362);
      if (k362 === "goals") {
        if (!(Array.isArray(v363))) return err(q364, "invalid type: " + kind(v363) + ", expected array");
        if (Array.isArray(v363)) {
          for (let i365 = 0; i365 < v363.length; i365++) {
            const v366 = v363[i365];
            const q367 = q364 + "[" + i365 + "]";
            { const e368 = v_GoalRecord(v366, q367); if (e368) return e368; }
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
    for (const k369 of Object.keys(x)) {
      const v370 = x[k369];
      const q371 = key(p, k369);
      if (k369 === "goal_id") {
        if (!(typeof v370 === "string")) return err(q371, "invalid type: " + kind(v370) + ", expected string");
      }
      else if (k369 === "session_id") {
        if (!(typeof v370 === "string")) return err(q371, "invalid type: " + kind(v370) + ", expected string");
      }
      else if (k369 === "type") {
        if (!(typeof v370 === "string")) return err(q371, "invalid type: " + kind(v370) + ", expected string");
        if (v370 !== "goal.pause") return err(q371, "invalid value: " + kind(v370) + ", expected the constant " + "\"goal.pause\"");
      }
    }
  }
  return undefined;
}

function v_GoalRecord(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k372 of Object.keys(x)) {
      const v373 = x[k372];
      const q374 = key(p, k372);
      if (k372 === "schema_version") {
        if (!(Number.isInteger(v373))) return err(q374, "invalid type: " + kind(v373) + ", expected integer");
        if (v373 !== 4) return err(q374, "invalid value: " + kind(v373) + ", expected the constant " + "4");
      }
      else if (k372 === "id") {
        if (!(typeof v373 === "string")) return err(q374, "invalid type: " + kind(v373) + ", expected string");
        if (typeof v373 === "string") {
          const n375 = chars(v373);
          if (n375 < 1) return err(q374, "string of length " + n375 + " is shorter than minLength 1");
          if (!/^goal-[a-f0-9]{12}$/u.test(v373)) return err(q374, "string does not match pattern ^goal-[a-f0-9]{12}$");
        }
      }
      else if (k372 === "session_id") {
        if (!(typeof v373 === "string")) return err(q374, "invalid type: " + kind(v373) + ", expected string");
        if (typeof v373 === "string") {
          const n376 = chars(v373);
          if (n376 < 1) return err(q374, "string of length " + n376 + " is shorter than minLength 1");
        }
      }
      else if (k372 === "objective") {
        if (!(typeof v373 === "string")) return err(q374, "invalid type: " + kind(v373) + ", expected string");
        if (typeof v373 === "string") {
          const n377 = chars(v373);
          if (n377 < 1) return err(q374, "string of length " + n377 + " is shorter than minLength 1");
        }
      }
      else if (k372 === "status") {
        { const e378 = v_GoalStatus(v373, q374); if (e378) return e378; }
      }
      else if (k372 === "status_reason") {
        if (!(typeof v373 === "string")) return err(q374, "invalid type: " + kind(v373) + ", expected string");
      }
      else if (k372 === "token_budget") {
        if (!(Number.isInteger(v373) || v373 === null)) return err(q374, "invalid type: " + kind(v373) + ", expected integer or null");
        if (typeof v373 === "number") {
          if (v373 < 1) return err(q374, v373 + " is less than minimum 1");
        }
      }
      else if (k372 === "tokens_used") {
        if (!(Number.isInteger(v373))) return err(q374, "invalid type: " + kind(v373) + ", expected integer");
        if (typeof v373 === "number") {
          if (v373 < 0) return err(q374, v373 + " is less than minimum 0");
        }
      }
      else if (k372 === "token_reservations") {
        if (!(isObject(v373))) return err(q374, "invalid type: " + kind(v373) + ", expected object");
        if (isObject(v373)) {
          for (const k379 of Object.keys(v373)) {
            const v380 = v373[k379];
            const q381 = key(q374, k379);
            {
              if (!(Number.isInteger(v380))) return err(q381, "invalid type: " + kind(v380) + ", expected integer");
              if (typeof v380 === "number") {
                if (v380 < 1) return err(q381, v380 + " is less than minimum 1");
              }
            }
          }
        }
      }
      else if (k372 === "elapsed_ms") {
        if (!(Number.isInteger(v373))) return err(q374, "invalid type: " + kind(v373) + ", expected integer");
        if (typeof v373 === "number") {
          if (v373 < 0) return err(q374, v373 + " is less than minimum 0");
        }
      }
      else if (k372 === "auto_continue") {
        if (!(typeof v373 === "boolean")) return err(q374, "invalid type: " + kind(v373) + ", expected boolean");
      }
      else if (k372 === "max_auto_turns") {
        if (!(Number.isInteger(v373))) return err(q374, "invalid type: " + kind(v373) + ", expected integer");
        if (typeof v373 === "number") {
          if (v373 < 1) return err(q374, v373 + " is less than minimum 1");
          if (v373 > 100) return err(q374, v373 + " is greater than maximum 100");
        }
      }
      else if (k372 === "auto_turns_used") {
        if (!(Number.isInteger(v373))) return err(q374, "invalid type: " + kind(v373) + ", expected integer");
        if (typeof v373 === "number") {
          if (v373 < 0) return err(q374, v373 + " is less than minimum 0");
        }
      }
      else if (k372 === "max_wall_seconds") {
        if (!(Number.isInteger(v373))) return err(q374, "invalid type: " + kind(v373) + ", expected integer");
        if (typeof v373 === "number") {
          if (v373 < 1) return err(q374, v373 + " is less than minimum 1");
          if (v373 > 86400) return err(q374, v373 + " is greater than maximum 86400");
        }
      }
      else if (k372 === "auto_window_started_at") {
        if (!(typeof v373 === "string" || v373 === null)) return err(q374, "invalid type: " + kind(v373) + ", expected string or null");
      }
      else if (k372 === "permission_ceiling") {
        { const e382 = v_AuthoritySnapshot(v373, q374); if (e382) return e382; }
      }
      else if (k372 === "paused_reason") {
        if (!(typeof v373 === "string")) return err(q374, "invalid type: " + kind(v373) + ", expected string");
      }
      else if (k372 === "paused_needs_confirmation") {
        if (!(typeof v373 === "boolean")) return err(q374, "invalid type: " + kind(v373) + ", expected boolean");
      }
      else if (k372 === "constraints") {
        if (!(Array.isArray(v373))) return err(q374, "invalid type: " + kind(v373) + ", expected array");
        if (Array.isArray(v373)) {
          for (let i383 = 0; i383 < v373.length; i383++) {
            const v384 = v373[i383];
            const q385 = q374 + "[" + i383 + "]";
            if (!(typeof v384 === "string")) return err(q385, "invalid type: " + kind(v384) + ", expected string");
          }
        }
      }
      else if (k372 === "completion_criteria") {
        if (!(Array.isArray(v373))) return err(q374, "invalid type: " + kind(v373) + ", expected array");
        if (Array.isArray(v373)) {
          for (let i386 = 0; i386 < v373.length; i386++) {
            const v387 = v373[i386];
            const q388 = q374 + "[" + i386 + "]";
            if (!(typeof v387 === "string")) return err(q388, "invalid type: " + kind(v387) + ", expected string");
          }
        }
      }
      else if (k372 === "linked_task_ids") {
        if (!(Array.isArray(v373))) return err(q374, "invalid type: " + kind(v373) + ", expected array");
        if (Array.isArray(v373)) {
          for (let i389 = 0; i389 < v373.length; i389++) {
            const v390 = v373[i389];
            const q391 = q374 + "[" + i389 + "]";
            if (!(Number.isInteger(v390))) return err(q391, "invalid type: " + kind(v390) + ", expected integer");
          }
        }
      }
      else if (k372 === "linked_run_ids") {
        if (!(Array.isArray(v373))) return err(q374, "invalid type: " + kind(v373) + ", expected array");
        if (Array.isArray(v373)) {
          for (let i392 = 0; i392 < v373.length; i392++) {
            const v393 = v373[i392];
            const q394 = q374 + "[" + i392 + "]";
            if (!(typeof v393 === "string")) return err(q394, "invalid type: " + kind(v393) + ", expected string");
          }
        }
      }
      else if (k372 === "current_run_id") {
        if (!(typeof v373 === "string" || v373 === null)) return err(q374, "invalid type: " + kind(v373) + ", expected string or null");
      }
      else if (k372 === "completion_evidence") {
        if (!(Array.isArray(v373))) return err(q374, "invalid type: " + kind(v373) + ", expected array");
        if (Array.isArray(v373)) {
          for (let i395 = 0; i395 < v373.length; i395++) {
            const v396 = v373[i395];
            const q397 = q374 + "[" + i395 + "]";
            { const e398 = v_CompletionEvidence(v396, q397); if (e398) return e398; }
          }
        }
      }
      else if (k372 === "timeline") {
        if (!(Array.isArray(v373))) return err(q374, "invalid type: " + kind(v373) + ", expected array");
        if (Array.isArray(v373)) {
          for (let i399 = 0; i399 < v373.length; i399++) {
            const v400 = v373[i399];
            const q401 = q374 + "[" + i399 + "]";
            { const e402 = v_GoalTimelineEntry(v400, q401); if (e402) return e402; }
          }
        }
      }
      else if (k372 === "created_at") {
        if (!(typeof v373 === "string")) return err(q374, "invalid type: " + kind(v373) + ", expected string");
      }
      else if (k372 === "updated_at") {
        if (!(typeof v373 === "string")) return err(q374, "invalid type: " + kind(v373) + ", expected string");
      }
      else return err(q374, "unknown field `" + k372 + "`" + ", expected one of `schema_version`, `id`, `session_id`, `objective`, `status`, `status_reason`, `token_budget`, `tokens_used`, `token_reservations`, `elapsed_ms`, `auto_continue`, `max_auto_turns`, `auto_turns_used`, `max_wall_seconds`, `auto_window_started_at`, `permission_ceiling`, `paused_reason`, `paused_needs_confirmation`, `constraints`, `completion_criteria`, `linked_task_ids`, `linked_run_ids`, `current_run_id`, `completion_evidence`, `timeline`, `created_at`, `updated_at`");
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
    for (const k403 of Object.keys(x)) {
      const v404 = x[k403];
      const q405 = key(p, k403);
      if (k403 === "goal_id") {
        if (!(typeof v404 === "string")) return err(q405, "invalid type: " + kind(v404) + ", expected string");
      }
      else if (k403 === "session_id") {
        if (!(typeof v404 === "string")) return err(q405, "invalid type: " + kind(v404) + ", expected string");
      }
      else if (k403 === "type") {
        if (!(typeof v404 === "string")) return err(q405, "invalid type: " + kind(v404) + ", expected string");
        if (v404 !== "goal.resume") return err(q405, "invalid value: " + kind(v404) + ", expected the constant " + "\"goal.resume\"");
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
    for (const k406 of Object.keys(x)) {
      const v407 = x[k406];
      const q408 = key(p, k406);
      if (k406 === "seq") {
        if (!(Number.isInteger(v407))) return err(q408, "invalid type: " + kind(v407) + ", expected integer");
        if (typeof v407 === "number") {
          if (v407 < 1) return err(q408, v407 + " is less than minimum 1");
        }
      }
      else if (k406 === "event") {
        if (!(typeof v407 === "string")) return err(q408, "invalid type: " + kind(v407) + ", expected string");
        if (typeof v407 === "string") {
          const n409 = chars(v407);
          if (n409 < 1) return err(q408, "string of length " + n409 + " is shorter than minLength 1");
        }
      }
      else if (k406 === "actor") {
        if (!(typeof v407 === "string")) return err(q408, "invalid type: " + kind(v407) + ", expected string");
        if (typeof v407 === "string") {
          const n410 = chars(v407);
          if (n410 < 1) return err(q408, "string of length " + n410 + " is shorter than minLength 1");
        }
      }
      else if (k406 === "at") {
        if (!(typeof v407 === "string")) return err(q408, "invalid type: " + kind(v407) + ", expected string");
      }
      else if (k406 === "details") {
        if (!(isObject(v407))) return err(q408, "invalid type: " + kind(v407) + ", expected object");
        if (isObject(v407)) {
          for (const k411 of Object.keys(v407)) {
            const v412 = v407[k411];
            const q413 = key(q408, k411);
            {
              { const e414 = v_JsonValue(v412, q413); if (e414) return e414; }
            }
          }
        }
      }
      else return err(q408, "unknown field `" + k406 + "`" + ", expected one of `seq`, `event`, `actor`, `at`, `details`");
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
    for (const k415 of Object.keys(x)) {
      const v416 = x[k415];
      const q417 = key(p, k415);
      if (k415 === "hook_id") {
        if (!(typeof v416 === "string")) return err(q417, "invalid type: " + kind(v416) + ", expected string");
      }
      else if (k415 === "run_id") {
        if (!(typeof v416 === "string")) return err(q417, "invalid type: " + kind(v416) + ", expected string");
      }
      else if (k415 === "event") {
        if (!(typeof v416 === "string")) return err(q417, "invalid type: " + kind(v416) + ", expected string");
      }
      else if (k415 === "status") {
        if (!(typeof v416 === "string")) return err(q417, "invalid type: " + kind(v416) + ", expected string");
      }
      else if (k415 === "blocking") {
        if (!(typeof v416 === "boolean")) return err(q417, "invalid type: " + kind(v416) + ", expected boolean");
      }
      else if (k415 === "elapsed_ms") {
        if (!(Number.isInteger(v416))) return err(q417, "invalid type: " + kind(v416) + ", expected integer");
      }
      else if (k415 === "blocked") {
        if (!(typeof v416 === "boolean")) return err(q417, "invalid type: " + kind(v416) + ", expected boolean");
      }
      else if (k415 === "reason") {
        if (!(typeof v416 === "string")) return err(q417, "invalid type: " + kind(v416) + ", expected string");
      }
      else if (k415 === "exit_code") {
        if (!(Number.isInteger(v416) || v416 === null)) return err(q417, "invalid type: " + kind(v416) + ", expected integer or null");
      }
      else if (k415 === "process_usage") {
        if (!(isObject(v416))) return err(q417, "invalid type: " + kind(v416) + ", expected object");
      }
      else if (k415 === "ts") {
        if (!(typeof v416 === "string")) return err(q417, "invalid type: " + kind(v416) + ", expected string");
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
    for (const k418 of Object.keys(x)) {
      const v419 = x[k418];
      const q420 = key(p, k418);
      if (k418 === "id") {
        if (!(typeof v419 === "string")) return err(q420, "invalid type: " + kind(v419) + ", expected string");
      }
      else if (k418 === "event") {
        if (!(typeof v419 === "string")) return err(q420, "invalid type: " + kind(v419) + ", expected string");
      }
      else if (k418 === "blocking") {
        if (!(typeof v419 === "boolean")) return err(q420, "invalid type: " + kind(v419) + ", expected boolean");
      }
      else if (k418 === "trusted_scope") {
        if (!(typeof v419 === "string")) return err(q420, "invalid type: " + kind(v419) + ", expected string");
      }
      else if (k418 === "on_failure") {
        if (!(typeof v419 === "string")) return err(q420, "invalid type: " + kind(v419) + ", expected string");
      }
      else if (k418 === "command") {
        if (!(Array.isArray(v419))) return err(q420, "invalid type: " + kind(v419) + ", expected array");
        if (Array.isArray(v419)) {
          for (let i421 = 0; i421 < v419.length; i421++) {
            const v422 = v419[i421];
            const q423 = q420 + "[" + i421 + "]";
            if (!(typeof v422 === "string")) return err(q423, "invalid type: " + kind(v422) + ", expected string");
          }
        }
      }
      else if (k418 === "conditions") {
        if (!(isObject(v419))) return err(q420, "invalid type: " + kind(v419) + ", expected object");
        if (isObject(v419)) {
          for (const k424 of Object.keys(v419)) {
            const v425 = v419[k424];
            const q426 = key(q420, k424);
            {
              if (!(typeof v425 === "string")) return err(q426, "invalid type: " + kind(v425) + ", expected string");
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
    for (const k427 of Object.keys(x)) {
      const v428 = x[k427];
      const q429 = key(p, k427);
      if (k427 === "type") {
        if (!(typeof v428 === "string")) return err(q429, "invalid type: " + kind(v428) + ", expected string");
        if (v428 !== "hook.executed") return err(q429, "invalid value: " + kind(v428) + ", expected the constant " + "\"hook.executed\"");
      }
      else if (k427 === "hook_id") {
        if (!(typeof v428 === "string")) return err(q429, "invalid type: " + kind(v428) + ", expected string");
      }
      else if (k427 === "run_id") {
        if (!(typeof v428 === "string")) return err(q429, "invalid type: " + kind(v428) + ", expected string");
      }
      else if (k427 === "event_name") {
        if (!(typeof v428 === "string")) return err(q429, "invalid type: " + kind(v428) + ", expected string");
      }
      else if (k427 === "status") {
        if (!(typeof v428 === "string")) return err(q429, "invalid type: " + kind(v428) + ", expected string");
      }
      else if (k427 === "blocking") {
        if (!(typeof v428 === "boolean")) return err(q429, "invalid type: " + kind(v428) + ", expected boolean");
      }
      else if (k427 === "on_failure") {
        if (!(typeof v428 === "string")) return err(q429, "invalid type: " + kind(v428) + ", expected string");
      }
      else if (k427 === "elapsed_ms") {
        if (!(Number.isInteger(v428))) return err(q429, "invalid type: " + kind(v428) + ", expected integer");
      }
      else if (k427 === "blocked") {
        if (!(typeof v428 === "boolean")) return err(q429, "invalid type: " + kind(v428) + ", expected boolean");
      }
      else if (k427 === "reason") {
        if (!(typeof v428 === "string")) return err(q429, "invalid type: " + kind(v428) + ", expected string");
      }
      else if (k427 === "output_truncated") {
        if (!(typeof v428 === "boolean")) return err(q429, "invalid type: " + kind(v428) + ", expected boolean");
      }
      else if (k427 === "exit_code") {
        if (!(Number.isInteger(v428) || v428 === null)) return err(q429, "invalid type: " + kind(v428) + ", expected integer or null");
      }
      else if (k427 === "process_usage") {
        if (!(isObject(v428))) return err(q429, "invalid type: " + kind(v428) + ", expected object");
      }
      else if (k427 === "ts") {
        if (!(typeof v428 === "string")) return err(q429, "invalid type: " + kind(v428) + ", expected string");
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
    for (const k430 of Object.keys(x)) {
      const v431 = x[k430];
      const q432 = key(p, k430);
      if (k430 === "type") {
        if (!(typeof v431 === "string")) return err(q432, "invalid type: " + kind(v431) + ", expected string");
        if (v431 !== "hooks.rerun") return err(q432, "invalid value: " + kind(v431) + ", expected the constant " + "\"hooks.rerun\"");
      }
      else if (k430 === "hook_id") {
        if (!(typeof v431 === "string")) return err(q432, "invalid type: " + kind(v431) + ", expected string");
        if (typeof v431 === "string") {
          const n433 = chars(v431);
          if (n433 < 1) return err(q432, "string of length " + n433 + " is shorter than minLength 1");
        }
      }
      else if (k430 === "session_id") {
        if (!(typeof v431 === "string")) return err(q432, "invalid type: " + kind(v431) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "hook_id")) return err(p, "missing field `hook_id`");
  }
  return undefined;
}

function v_HookRerunResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k434 of Object.keys(x)) {
      const v435 = x[k434];
      const q436 = key(p, k434);
      if (k434 === "hook_id") {
        if (!(typeof v435 === "string")) return err(q436, "invalid type: " + kind(v435) + ", expected string");
      }
      else if (k434 === "executed") {
        if (!(typeof v435 === "boolean")) return err(q436, "invalid type: " + kind(v435) + ", expected boolean");
      }
      else if (k434 === "status") {
        if (!(typeof v435 === "string")) return err(q436, "invalid type: " + kind(v435) + ", expected string");
      }
      else if (k434 === "reason") {
        if (!(typeof v435 === "string")) return err(q436, "invalid type: " + kind(v435) + ", expected string");
      }
      else if (k434 === "ts") {
        if (!(typeof v435 === "string")) return err(q436, "invalid type: " + kind(v435) + ", expected string");
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
    for (const k437 of Object.keys(x)) {
      const v438 = x[k437];
      const q439 = key(p, k437);
      if (k437 === "type") {
        if (!(typeof v438 === "string")) return err(q439, "invalid type: " + kind(v438) + ", expected string");
        if (v438 !== "hooks.list") return err(q439, "invalid value: " + kind(v438) + ", expected the constant " + "\"hooks.list\"");
      }
      else if (k437 === "limit") {
        if (!(Number.isInteger(v438))) return err(q439, "invalid type: " + kind(v438) + ", expected integer");
        if (typeof v438 === "number") {
          if (v438 < 1) return err(q439, v438 + " is less than minimum 1");
          if (v438 > 100) return err(q439, v438 + " is greater than maximum 100");
        }
      }
    }
  }
  return undefined;
}

function v_HooksListResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k440 of Object.keys(x)) {
      const v441 = x[k440];
      const q442 = key(p, k440);
      if (k440 === "configs") {
        if (!(Array.isArray(v441))) return err(q442, "invalid type: " + kind(v441) + ", expected array");
        if (Array.isArray(v441)) {
          for (let i443 = 0; i443 < v441.length; i443++) {
            const v444 = v441[i443];
            const q445 = q442 + "[" + i443 + "]";
            { const e446 = v_HookConfigInfo(v444, q445); if (e446) return e446; }
          }
        }
      }
      else if (k440 === "audit_events") {
        if (!(Array.isArray(v441))) return err(q442, "invalid type: " + kind(v441) + ", expected array");
        if (Array.isArray(v441)) {
          for (let i447 = 0; i447 < v441.length; i447++) {
            const v448 = v441[i447];
            const q449 = q442 + "[" + i447 + "]";
            { const e450 = v_HookAuditInfo(v448, q449); if (e450) return e450; }
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
    for (const k451 of Object.keys(x)) {
      const v452 = x[k451];
      const q453 = key(p, k451);
      if (k451 === "sha256") {
        if (!(typeof v452 === "string")) return err(q453, "invalid type: " + kind(v452) + ", expected string");
        if (typeof v452 === "string") {
          if (!/^[0-9a-f]{64}$/u.test(v452)) return err(q453, "string does not match pattern ^[0-9a-f]{64}$");
        }
      }
      else if (k451 === "media_type") {
        if (!(typeof v452 === "string")) return err(q453, "invalid type: " + kind(v452) + ", expected string");
        if (typeof v452 === "string") {
          if (!/^image\/(png|jpeg|webp|gif)$/u.test(v452)) return err(q453, "string does not match pattern ^image/(png|jpeg|webp|gif)$");
        }
      }
      else if (k451 === "size") {
        if (!(Number.isInteger(v452))) return err(q453, "invalid type: " + kind(v452) + ", expected integer");
        if (typeof v452 === "number") {
          if (v452 < 1) return err(q453, v452 + " is less than minimum 1");
          if (v452 > 2097152) return err(q453, v452 + " is greater than maximum 2097152");
        }
      }
      else if (k451 === "width") {
        if (!(Number.isInteger(v452))) return err(q453, "invalid type: " + kind(v452) + ", expected integer");
        if (typeof v452 === "number") {
          if (v452 < 1) return err(q453, v452 + " is less than minimum 1");
          if (v452 > 100000) return err(q453, v452 + " is greater than maximum 100000");
        }
      }
      else if (k451 === "height") {
        if (!(Number.isInteger(v452))) return err(q453, "invalid type: " + kind(v452) + ", expected integer");
        if (typeof v452 === "number") {
          if (v452 < 1) return err(q453, v452 + " is less than minimum 1");
          if (v452 > 100000) return err(q453, v452 + " is greater than maximum 100000");
        }
      }
      else return err(q453, "unknown field `" + k451 + "`" + ", expected one of `sha256`, `media_type`, `size`, `width`, `height`");
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
    for (const k454 of Object.keys(x)) {
      const v455 = x[k454];
      const q456 = key(p, k454);
      if (k454 === "type") {
        if (!(typeof v455 === "string")) return err(q456, "invalid type: " + kind(v455) + ", expected string");
        if (v455 !== "llm.attempt_finished") return err(q456, "invalid value: " + kind(v455) + ", expected the constant " + "\"llm.attempt_finished\"");
      }
      else if (k454 === "run_id") {
        if (!(typeof v455 === "string")) return err(q456, "invalid type: " + kind(v455) + ", expected string");
      }
      else if (k454 === "step") {
        if (!(Number.isInteger(v455))) return err(q456, "invalid type: " + kind(v455) + ", expected integer");
      }
      else if (k454 === "attempt") {
        if (!(Number.isInteger(v455))) return err(q456, "invalid type: " + kind(v455) + ", expected integer");
      }
      else if (k454 === "status") {
        { const e457 = v_AttemptStatus(v455, q456); if (e457) return e457; }
      }
      else if (k454 === "failure_code") {
        if (!(typeof v455 === "string")) return err(q456, "invalid type: " + kind(v455) + ", expected string");
      }
      else if (k454 === "request_snapshot_digest") {
        if (!(typeof v455 === "string")) return err(q456, "invalid type: " + kind(v455) + ", expected string");
      }
      else if (k454 === "ledger_seq") {
        if (!(Number.isInteger(v455) || v455 === null)) return err(q456, "invalid type: " + kind(v455) + ", expected integer or null");
      }
      else if (k454 === "ts") {
        if (!(typeof v455 === "string")) return err(q456, "invalid type: " + kind(v455) + ", expected string");
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
    for (const k458 of Object.keys(x)) {
      const v459 = x[k458];
      const q460 = key(p, k458);
      if (k458 === "type") {
        if (!(typeof v459 === "string")) return err(q460, "invalid type: " + kind(v459) + ", expected string");
        if (v459 !== "llm.model_selected") return err(q460, "invalid value: " + kind(v459) + ", expected the constant " + "\"llm.model_selected\"");
      }
      else if (k458 === "run_id") {
        if (!(typeof v459 === "string")) return err(q460, "invalid type: " + kind(v459) + ", expected string");
      }
      else if (k458 === "model") {
        if (!(typeof v459 === "string")) return err(q460, "invalid type: " + kind(v459) + ", expected string");
      }
      else if (k458 === "strategy") {
        if (!(typeof v459 === "string")) return err(q460, "invalid type: " + kind(v459) + ", expected string");
      }
      else if (k458 === "ts") {
        if (!(typeof v459 === "string")) return err(q460, "invalid type: " + kind(v459) + ", expected string");
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
    for (const k461 of Object.keys(x)) {
      const v462 = x[k461];
      const q463 = key(p, k461);
      if (k461 === "type") {
        if (!(typeof v462 === "string")) return err(q463, "invalid type: " + kind(v462) + ", expected string");
        if (v462 !== "llm.reasoning") return err(q463, "invalid value: " + kind(v462) + ", expected the constant " + "\"llm.reasoning\"");
      }
      else if (k461 === "run_id") {
        if (!(typeof v462 === "string")) return err(q463, "invalid type: " + kind(v462) + ", expected string");
      }
      else if (k461 === "content") {
        if (!(typeof v462 === "string")) return err(q463, "invalid type: " + kind(v462) + ", expected string");
      }
      else if (k461 === "ts") {
        if (!(typeof v462 === "string")) return err(q463, "invalid type: " + kind(v462) + ", expected string");
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
    for (const k464 of Object.keys(x)) {
      const v465 = x[k464];
      const q466 = key(p, k464);
      if (k464 === "type") {
        if (!(typeof v465 === "string")) return err(q466, "invalid type: " + kind(v465) + ", expected string");
        if (v465 !== "llm.request_prepared") return err(q466, "invalid value: " + kind(v465) + ", expected the constant " + "\"llm.request_prepared\"");
      }
      else if (k464 === "run_id") {
        if (!(typeof v465 === "string")) return err(q466, "invalid type: " + kind(v465) + ", expected string");
      }
      else if (k464 === "step") {
        if (!(Number.isInteger(v465))) return err(q466, "invalid type: " + kind(v465) + ", expected integer");
      }
      else if (k464 === "ledger_seq") {
        if (!(Number.isInteger(v465) || v465 === null)) return err(q466, "invalid type: " + kind(v465) + ", expected integer or null");
        if (typeof v465 === "number") {
          if (v465 < 1) return err(q466, v465 + " is less than minimum 1");
        }
      }
      else if (k464 === "request_snapshot_digest") {
        if (!(typeof v465 === "string")) return err(q466, "invalid type: " + kind(v465) + ", expected string");
        if (typeof v465 === "string") {
          if (!/^[0-9a-f]{64}$/u.test(v465)) return err(q466, "string does not match pattern ^[0-9a-f]{64}$");
        }
      }
      else if (k464 === "preset_id") {
        if (!(typeof v465 === "string")) return err(q466, "invalid type: " + kind(v465) + ", expected string");
      }
      else if (k464 === "preset_digest") {
        if (!(typeof v465 === "string")) return err(q466, "invalid type: " + kind(v465) + ", expected string");
        if (typeof v465 === "string") {
          if (!/^(?:|[0-9a-f]{64})$/u.test(v465)) return err(q466, "string does not match pattern ^(?:|[0-9a-f]{64})$");
        }
      }
      else if (k464 === "route_id") {
        if (!(typeof v465 === "string")) return err(q466, "invalid type: " + kind(v465) + ", expected string");
      }
      else if (k464 === "model") {
        if (!(typeof v465 === "string")) return err(q466, "invalid type: " + kind(v465) + ", expected string");
      }
      else if (k464 === "wire_format") {
        if (!(typeof v465 === "string")) return err(q466, "invalid type: " + kind(v465) + ", expected string");
      }
      else if (k464 === "execution_contract_digest") {
        if (!(typeof v465 === "string")) return err(q466, "invalid type: " + kind(v465) + ", expected string");
      }
      else if (k464 === "ts") {
        if (!(typeof v465 === "string")) return err(q466, "invalid type: " + kind(v465) + ", expected string");
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
    for (const k467 of Object.keys(x)) {
      const v468 = x[k467];
      const q469 = key(p, k467);
      if (k467 === "type") {
        if (!(typeof v468 === "string")) return err(q469, "invalid type: " + kind(v468) + ", expected string");
        if (v468 !== "llm.retry") return err(q469, "invalid value: " + kind(v468) + ", expected the constant " + "\"llm.retry\"");
      }
      else if (k467 === "run_id") {
        if (!(typeof v468 === "string")) return err(q469, "invalid type: " + kind(v468) + ", expected string");
      }
      else if (k467 === "step") {
        if (!(Number.isInteger(v468))) return err(q469, "invalid type: " + kind(v468) + ", expected integer");
      }
      else if (k467 === "kind") {
        { const e470 = v_RetryKind(v468, q469); if (e470) return e470; }
      }
      else if (k467 === "attempt") {
        if (!(Number.isInteger(v468))) return err(q469, "invalid type: " + kind(v468) + ", expected integer");
      }
      else if (k467 === "reason") {
        if (!(typeof v468 === "string")) return err(q469, "invalid type: " + kind(v468) + ", expected string");
      }
      else if (k467 === "delay_ms") {
        if (!(Number.isInteger(v468))) return err(q469, "invalid type: " + kind(v468) + ", expected integer");
      }
      else if (k467 === "max_retries") {
        if (!(Number.isInteger(v468))) return err(q469, "invalid type: " + kind(v468) + ", expected integer");
      }
      else if (k467 === "failure_code") {
        if (!(typeof v468 === "string")) return err(q469, "invalid type: " + kind(v468) + ", expected string");
      }
      else if (k467 === "request_snapshot_digest") {
        if (!(typeof v468 === "string")) return err(q469, "invalid type: " + kind(v468) + ", expected string");
      }
      else if (k467 === "ledger_seq") {
        if (!(Number.isInteger(v468) || v468 === null)) return err(q469, "invalid type: " + kind(v468) + ", expected integer or null");
      }
      else if (k467 === "ts") {
        if (!(typeof v468 === "string")) return err(q469, "invalid type: " + kind(v468) + ", expected string");
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
    for (const k471 of Object.keys(x)) {
      const v472 = x[k471];
      const q473 = key(p, k471);
      if (k471 === "type") {
        if (!(typeof v472 === "string")) return err(q473, "invalid type: " + kind(v472) + ", expected string");
        if (v472 !== "llm.route_selected") return err(q473, "invalid value: " + kind(v472) + ", expected the constant " + "\"llm.route_selected\"");
      }
      else if (k471 === "run_id") {
        if (!(typeof v472 === "string")) return err(q473, "invalid type: " + kind(v472) + ", expected string");
      }
      else if (k471 === "route_id") {
        if (!(typeof v472 === "string")) return err(q473, "invalid type: " + kind(v472) + ", expected string");
      }
      else if (k471 === "wire_format") {
        if (!(typeof v472 === "string")) return err(q473, "invalid type: " + kind(v472) + ", expected string");
      }
      else if (k471 === "base_url_origin") {
        if (!(typeof v472 === "string")) return err(q473, "invalid type: " + kind(v472) + ", expected string");
      }
      else if (k471 === "model") {
        if (!(typeof v472 === "string")) return err(q473, "invalid type: " + kind(v472) + ", expected string");
      }
      else if (k471 === "credential_source") {
        { const e474 = v_CredentialSource(v472, q473); if (e474) return e474; }
      }
      else if (k471 === "strategy") {
        if (!(typeof v472 === "string")) return err(q473, "invalid type: " + kind(v472) + ", expected string");
      }
      else if (k471 === "candidates") {
        if (!(Array.isArray(v472))) return err(q473, "invalid type: " + kind(v472) + ", expected array");
        if (Array.isArray(v472)) {
          for (let i475 = 0; i475 < v472.length; i475++) {
            const v476 = v472[i475];
            const q477 = q473 + "[" + i475 + "]";
            if (!(typeof v476 === "string")) return err(q477, "invalid type: " + kind(v476) + ", expected string");
          }
        }
      }
      else if (k471 === "reason") {
        if (!(typeof v472 === "string")) return err(q473, "invalid type: " + kind(v472) + ", expected string");
      }
      else if (k471 === "step") {
        if (!(Number.isInteger(v472))) return err(q473, "invalid type: " + kind(v472) + ", expected integer");
      }
      else if (k471 === "accumulated_cost_usd") {
        if (!(typeof v472 === "number" || v472 === null)) return err(q473, "invalid type: " + kind(v472) + ", expected number or null");
      }
      else if (k471 === "cost_budget_usd") {
        if (!(typeof v472 === "number" || v472 === null)) return err(q473, "invalid type: " + kind(v472) + ", expected number or null");
      }
      else if (k471 === "temperature") {
        if (!(typeof v472 === "number" || v472 === null)) return err(q473, "invalid type: " + kind(v472) + ", expected number or null");
      }
      else if (k471 === "ts") {
        if (!(typeof v472 === "string")) return err(q473, "invalid type: " + kind(v472) + ", expected string");
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
    for (const k478 of Object.keys(x)) {
      const v479 = x[k478];
      const q480 = key(p, k478);
      if (k478 === "type") {
        if (!(typeof v479 === "string")) return err(q480, "invalid type: " + kind(v479) + ", expected string");
        if (v479 !== "llm.token") return err(q480, "invalid value: " + kind(v479) + ", expected the constant " + "\"llm.token\"");
      }
      else if (k478 === "run_id") {
        if (!(typeof v479 === "string")) return err(q480, "invalid type: " + kind(v479) + ", expected string");
      }
      else if (k478 === "token") {
        if (!(typeof v479 === "string")) return err(q480, "invalid type: " + kind(v479) + ", expected string");
      }
      else if (k478 === "ts") {
        if (!(typeof v479 === "string")) return err(q480, "invalid type: " + kind(v479) + ", expected string");
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
    for (const k481 of Object.keys(x)) {
      const v482 = x[k481];
      const q483 = key(p, k481);
      if (k481 === "type") {
        if (!(typeof v482 === "string")) return err(q483, "invalid type: " + kind(v482) + ", expected string");
        if (v482 !== "llm.usage") return err(q483, "invalid value: " + kind(v482) + ", expected the constant " + "\"llm.usage\"");
      }
      else if (k481 === "run_id") {
        if (!(typeof v482 === "string")) return err(q483, "invalid type: " + kind(v482) + ", expected string");
      }
      else if (k481 === "input_tokens") {
        if (!(Number.isInteger(v482))) return err(q483, "invalid type: " + kind(v482) + ", expected integer");
      }
      else if (k481 === "output_tokens") {
        if (!(Number.isInteger(v482))) return err(q483, "invalid type: " + kind(v482) + ", expected integer");
      }
      else if (k481 === "cache_read_input_tokens") {
        if (!(Number.isInteger(v482))) return err(q483, "invalid type: " + kind(v482) + ", expected integer");
      }
      else if (k481 === "cache_creation_input_tokens") {
        if (!(Number.isInteger(v482))) return err(q483, "invalid type: " + kind(v482) + ", expected integer");
      }
      else if (k481 === "context_pct") {
        if (!(typeof v482 === "number")) return err(q483, "invalid type: " + kind(v482) + ", expected number");
      }
      else if (k481 === "purpose") {
        { const e484 = v_UsagePurpose(v482, q483); if (e484) return e484; }
      }
      else if (k481 === "model") {
        if (!(typeof v482 === "string")) return err(q483, "invalid type: " + kind(v482) + ", expected string");
      }
      else if (k481 === "ts") {
        if (!(typeof v482 === "string")) return err(q483, "invalid type: " + kind(v482) + ", expected string");
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
    for (const k485 of Object.keys(x)) {
      const v486 = x[k485];
      const q487 = key(p, k485);
      if (k485 === "type") {
        if (!(typeof v486 === "string")) return err(q487, "invalid type: " + kind(v486) + ", expected string");
        if (v486 !== "log.line") return err(q487, "invalid value: " + kind(v486) + ", expected the constant " + "\"log.line\"");
      }
      else if (k485 === "run_id") {
        if (!(typeof v486 === "string")) return err(q487, "invalid type: " + kind(v486) + ", expected string");
      }
      else if (k485 === "level") {
        if (!(typeof v486 === "string")) return err(q487, "invalid type: " + kind(v486) + ", expected string");
      }
      else if (k485 === "source") {
        if (!(typeof v486 === "string")) return err(q487, "invalid type: " + kind(v486) + ", expected string");
      }
      else if (k485 === "message") {
        if (!(typeof v486 === "string")) return err(q487, "invalid type: " + kind(v486) + ", expected string");
      }
      else if (k485 === "ts") {
        if (!(typeof v486 === "string")) return err(q487, "invalid type: " + kind(v486) + ", expected string");
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
    for (const k488 of Object.keys(x)) {
      const v489 = x[k488];
      const q490 = key(p, k488);
      if (k488 === "type") {
        if (!(typeof v489 === "string")) return err(q490, "invalid type: " + kind(v489) + ", expected string");
        if (v489 !== "lsp.diagnostics") return err(q490, "invalid value: " + kind(v489) + ", expected the constant " + "\"lsp.diagnostics\"");
      }
      else if (k488 === "run_id") {
        if (!(typeof v489 === "string")) return err(q490, "invalid type: " + kind(v489) + ", expected string");
      }
      else if (k488 === "step") {
        if (!(Number.isInteger(v489))) return err(q490, "invalid type: " + kind(v489) + ", expected integer");
      }
      else if (k488 === "status") {
        { const e491 = v_DiagnosticsStatus(v489, q490); if (e491) return e491; }
      }
      else if (k488 === "tool") {
        if (!(typeof v489 === "string")) return err(q490, "invalid type: " + kind(v489) + ", expected string");
      }
      else if (k488 === "paths") {
        if (!(Array.isArray(v489))) return err(q490, "invalid type: " + kind(v489) + ", expected array");
        if (Array.isArray(v489)) {
          for (let i492 = 0; i492 < v489.length; i492++) {
            const v493 = v489[i492];
            const q494 = q490 + "[" + i492 + "]";
            if (!(typeof v493 === "string")) return err(q494, "invalid type: " + kind(v493) + ", expected string");
          }
        }
      }
      else if (k488 === "diagnostic_count") {
        if (!(Number.isInteger(v489))) return err(q490, "invalid type: " + kind(v489) + ", expected integer");
      }
      else if (k488 === "duration_ms") {
        if (!(Number.isInteger(v489))) return err(q490, "invalid type: " + kind(v489) + ", expected integer");
        if (typeof v489 === "number") {
          if (v489 < 0) return err(q490, v489 + " is less than minimum 0");
        }
      }
      else if (k488 === "truncated") {
        if (!(typeof v489 === "boolean")) return err(q490, "invalid type: " + kind(v489) + ", expected boolean");
      }
      else if (k488 === "error") {
        if (!(typeof v489 === "string")) return err(q490, "invalid type: " + kind(v489) + ", expected string");
      }
      else if (k488 === "ts") {
        if (!(typeof v489 === "string")) return err(q490, "invalid type: " + kind(v489) + ", expected string");
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
    for (const k495 of Object.keys(x)) {
      const v496 = x[k495];
      const q497 = key(p, k495);
      if (k495 === "type") {
        if (!(typeof v496 === "string")) return err(q497, "invalid type: " + kind(v496) + ", expected string");
        if (v496 !== "mcp.list") return err(q497, "invalid value: " + kind(v496) + ", expected the constant " + "\"mcp.list\"");
      }
    }
  }
  return undefined;
}

function v_McpListResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k498 of Object.keys(x)) {
      const v499 = x[k498];
      const q500 = key(p, k498);
      if (k498 === "servers") {
        if (!(Array.isArray(v499))) return err(q500, "invalid type: " + kind(v499) + ", expected array");
        if (Array.isArray(v499)) {
          for (let i501 = 0; i501 < v499.length; i501++) {
            const v502 = v499[i501];
            const q503 = q500 + "[" + i501 + "]";
            { const e504 = v_McpServerInfo(v502, q503); if (e504) return e504; }
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
    for (const k505 of Object.keys(x)) {
      const v506 = x[k505];
      const q507 = key(p, k505);
      if (k505 === "name") {
        if (!(typeof v506 === "string")) return err(q507, "invalid type: " + kind(v506) + ", expected string");
      }
      else if (k505 === "transport") {
        if (!(typeof v506 === "string")) return err(q507, "invalid type: " + kind(v506) + ", expected string");
      }
      else if (k505 === "status") {
        if (!(typeof v506 === "string")) return err(q507, "invalid type: " + kind(v506) + ", expected string");
      }
      else if (k505 === "tool_count") {
        if (!(Number.isInteger(v506))) return err(q507, "invalid type: " + kind(v506) + ", expected integer");
      }
      else if (k505 === "tools") {
        if (!(Array.isArray(v506))) return err(q507, "invalid type: " + kind(v506) + ", expected array");
        if (Array.isArray(v506)) {
          for (let i508 = 0; i508 < v506.length; i508++) {
            const v509 = v506[i508];
            const q510 = q507 + "[" + i508 + "]";
            if (!(isObject(v509))) return err(q510, "invalid type: " + kind(v509) + ", expected object");
          }
        }
      }
      else if (k505 === "error") {
        if (!(typeof v506 === "string")) return err(q507, "invalid type: " + kind(v506) + ", expected string");
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
    for (const k511 of Object.keys(x)) {
      const v512 = x[k511];
      const q513 = key(p, k511);
      if (k511 === "type") {
        if (!(typeof v512 === "string")) return err(q513, "invalid type: " + kind(v512) + ", expected string");
        if (v512 !== "memory.add") return err(q513, "invalid value: " + kind(v512) + ", expected the constant " + "\"memory.add\"");
      }
      else if (k511 === "name") {
        if (!(typeof v512 === "string")) return err(q513, "invalid type: " + kind(v512) + ", expected string");
        if (typeof v512 === "string") {
          const n514 = chars(v512);
          if (n514 < 1) return err(q513, "string of length " + n514 + " is shorter than minLength 1");
          if (n514 > 200) return err(q513, "string of length " + n514 + " is longer than maxLength 200");
        }
      }
      else if (k511 === "description") {
        if (!(typeof v512 === "string")) return err(q513, "invalid type: " + kind(v512) + ", expected string");
        if (typeof v512 === "string") {
          const n515 = chars(v512);
          if (n515 > 1000) return err(q513, "string of length " + n515 + " is longer than maxLength 1000");
        }
      }
      else if (k511 === "memory_type") {
        { const e516 = v_MemoryType(v512, q513); if (e516) return e516; }
      }
      else if (k511 === "body") {
        if (!(typeof v512 === "string")) return err(q513, "invalid type: " + kind(v512) + ", expected string");
        if (typeof v512 === "string") {
          const n517 = chars(v512);
          if (n517 < 1) return err(q513, "string of length " + n517 + " is shorter than minLength 1");
          if (n517 > 100000) return err(q513, "string of length " + n517 + " is longer than maxLength 100000");
        }
      }
      else if (k511 === "source_session_id") {
        if (!(typeof v512 === "string")) return err(q513, "invalid type: " + kind(v512) + ", expected string");
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
    for (const k518 of Object.keys(x)) {
      const v519 = x[k518];
      const q520 = key(p, k518);
      if (k518 === "type") {
        if (!(typeof v519 === "string")) return err(q520, "invalid type: " + kind(v519) + ", expected string");
        if (v519 !== "memory.delete") return err(q520, "invalid value: " + kind(v519) + ", expected the constant " + "\"memory.delete\"");
      }
      else if (k518 === "memory_id") {
        if (!(typeof v519 === "string")) return err(q520, "invalid type: " + kind(v519) + ", expected string");
        if (typeof v519 === "string") {
          const n521 = chars(v519);
          if (n521 < 1) return err(q520, "string of length " + n521 + " is shorter than minLength 1");
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
    for (const k522 of Object.keys(x)) {
      const v523 = x[k522];
      const q524 = key(p, k522);
      if (k522 === "memory_id") {
        if (!(typeof v523 === "string")) return err(q524, "invalid type: " + kind(v523) + ", expected string");
      }
      else if (k522 === "deleted") {
        if (!(typeof v523 === "boolean")) return err(q524, "invalid type: " + kind(v523) + ", expected boolean");
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
    for (const k525 of Object.keys(x)) {
      const v526 = x[k525];
      const q527 = key(p, k525);
      if (k525 === "type") {
        if (!(typeof v526 === "string")) return err(q527, "invalid type: " + kind(v526) + ", expected string");
        if (v526 !== "memory.edit") return err(q527, "invalid value: " + kind(v526) + ", expected the constant " + "\"memory.edit\"");
      }
      else if (k525 === "memory_id") {
        if (!(typeof v526 === "string")) return err(q527, "invalid type: " + kind(v526) + ", expected string");
        if (typeof v526 === "string") {
          const n528 = chars(v526);
          if (n528 < 1) return err(q527, "string of length " + n528 + " is shorter than minLength 1");
        }
      }
      else if (k525 === "name") {
        if (!(typeof v526 === "string" || v526 === null)) return err(q527, "invalid type: " + kind(v526) + ", expected string or null");
        if (typeof v526 === "string") {
          const n529 = chars(v526);
          if (n529 < 1) return err(q527, "string of length " + n529 + " is shorter than minLength 1");
          if (n529 > 200) return err(q527, "string of length " + n529 + " is longer than maxLength 200");
        }
      }
      else if (k525 === "description") {
        if (!(typeof v526 === "string" || v526 === null)) return err(q527, "invalid type: " + kind(v526) + ", expected string or null");
        if (typeof v526 === "string") {
          const n530 = chars(v526);
          if (n530 > 1000) return err(q527, "string of length " + n530 + " is longer than maxLength 1000");
        }
      }
      else if (k525 === "memory_type") {
        const e531 = (() => {
          {
            const u532 = [];
            const b533 = (() => {
              { const e534 = v_MemoryType(v526, q527); if (e534) return e534; }
              return undefined;
            })();
            if (b533 === undefined) return undefined;
            u532.push(b533);
            const b535 = (() => {
              if (!(v526 === null)) return err(q527, "invalid type: " + kind(v526) + ", expected null");
              return undefined;
            })();
            if (b535 === undefined) return undefined;
            u532.push(b535);
            return u532.reduce((a, b) => (b.path.length > a.path.length ? b : a));
          }
        })();
        if (e531) return e531;
      }
      else if (k525 === "body") {
        if (!(typeof v526 === "string" || v526 === null)) return err(q527, "invalid type: " + kind(v526) + ", expected string or null");
        if (typeof v526 === "string") {
          const n536 = chars(v526);
          if (n536 < 1) return err(q527, "string of length " + n536 + " is shorter than minLength 1");
          if (n536 > 100000) return err(q527, "string of length " + n536 + " is longer than maxLength 100000");
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
    for (const k537 of Object.keys(x)) {
      const v538 = x[k537];
      const q539 = key(p, k537);
      if (k537 === "type") {
        if (!(typeof v538 === "string")) return err(q539, "invalid type: " + kind(v538) + ", expected string");
        if (v538 !== "memory.expire") return err(q539, "invalid value: " + kind(v538) + ", expected the constant " + "\"memory.expire\"");
      }
      else if (k537 === "memory_id") {
        if (!(typeof v538 === "string")) return err(q539, "invalid type: " + kind(v538) + ", expected string");
        if (typeof v538 === "string") {
          const n540 = chars(v538);
          if (n540 < 1) return err(q539, "string of length " + n540 + " is shorter than minLength 1");
        }
      }
      else if (k537 === "expires_at") {
        if (!(typeof v538 === "string" || v538 === null)) return err(q539, "invalid type: " + kind(v538) + ", expected string or null");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "memory_id")) return err(p, "missing field `memory_id`");
  }
  return undefined;
}

function v_MemoryInfo(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k541 of Object.keys(x)) {
      const v542 = x[k541];
      const q543 = key(p, k541);
      if (k541 === "id") {
        if (!(typeof v542 === "string")) return err(q543, "invalid type: " + kind(v542) + ", expected string");
      }
      else if (k541 === "name") {
        if (!(typeof v542 === "string")) return err(q543, "invalid type: " + kind(v542) + ", expected string");
      }
      else if (k541 === "description") {
        if (!(typeof v542 === "string")) return err(q543, "invalid type: " + kind(v542) + ", expected string");
      }
      else if (k541 === "type") {
        if (!(typeof v542 === "string")) return err(q543, "invalid type: " + kind(v542) + ", expected string");
      }
      else if (k541 === "body") {
        if (!(typeof v542 === "string")) return err(q543, "invalid type: " + kind(v542) + ", expected string");
      }
      else if (k541 === "source_session_id") {
        if (!(typeof v542 === "string")) return err(q543, "invalid type: " + kind(v542) + ", expected string");
      }
      else if (k541 === "source_run_id") {
        if (!(typeof v542 === "string")) return err(q543, "invalid type: " + kind(v542) + ", expected string");
      }
      else if (k541 === "created_at") {
        if (!(typeof v542 === "string")) return err(q543, "invalid type: " + kind(v542) + ", expected string");
      }
      else if (k541 === "updated_at") {
        if (!(typeof v542 === "string")) return err(q543, "invalid type: " + kind(v542) + ", expected string");
      }
      else if (k541 === "pinned") {
        if (!(typeof v542 === "boolean")) return err(q543, "invalid type: " + kind(v542) + ", expected boolean");
      }
      else if (k541 === "expires_at") {
        if (!(typeof v542 === "string" || v542 === null)) return err(q543, "invalid type: " + kind(v542) + ", expected string or null");
      }
      else if (k541 === "expired") {
        if (!(typeof v542 === "boolean")) return err(q543, "invalid type: " + kind(v542) + ", expected boolean");
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
    for (const k544 of Object.keys(x)) {
      const v545 = x[k544];
      const q546 = key(p, k544);
      if (k544 === "type") {
        if (!(typeof v545 === "string")) return err(q546, "invalid type: " + kind(v545) + ", expected string");
        if (v545 !== "memory.list") return err(q546, "invalid value: " + kind(v545) + ", expected the constant " + "\"memory.list\"");
      }
      else if (k544 === "include_expired") {
        if (!(typeof v545 === "boolean")) return err(q546, "invalid type: " + kind(v545) + ", expected boolean");
      }
    }
  }
  return undefined;
}

function v_MemoryListResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k547 of Object.keys(x)) {
      const v548 = x[k547];
      const q549 = key(p, k547);
      if (k547 === "memories") {
        if (!(Array.isArray(v548))) return err(q549, "invalid type: " + kind(v548) + ", expected array");
        if (Array.isArray(v548)) {
          for (let i550 = 0; i550 < v548.length; i550++) {
            const v551 = v548[i550];
            const q552 = q549 + "[" + i550 + "]";
            { const e553 = v_MemoryInfo(v551, q552); if (e553) return e553; }
          }
        }
      }
      else if (k547 === "settings") {
        { const e554 = v_MemorySettingsInfo(v548, q549); if (e554) return e554; }
      }
    }
  }
  return undefined;
}

function v_MemoryPinCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k555 of Object.keys(x)) {
      const v556 = x[k555];
      const q557 = key(p, k555);
      if (k555 === "type") {
        if (!(typeof v556 === "string")) return err(q557, "invalid type: " + kind(v556) + ", expected string");
        if (v556 !== "memory.pin") return err(q557, "invalid value: " + kind(v556) + ", expected the constant " + "\"memory.pin\"");
      }
      else if (k555 === "memory_id") {
        if (!(typeof v556 === "string")) return err(q557, "invalid type: " + kind(v556) + ", expected string");
        if (typeof v556 === "string") {
          const n558 = chars(v556);
          if (n558 < 1) return err(q557, "string of length " + n558 + " is shorter than minLength 1");
        }
      }
      else if (k555 === "pinned") {
        if (!(typeof v556 === "boolean")) return err(q557, "invalid type: " + kind(v556) + ", expected boolean");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "memory_id")) return err(p, "missing field `memory_id`");
  }
  return undefined;
}

function v_MemorySettingsGetCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k559 of Object.keys(x)) {
      const v560 = x[k559];
      const q561 = key(p, k559);
      if (k559 === "type") {
        if (!(typeof v560 === "string")) return err(q561, "invalid type: " + kind(v560) + ", expected string");
        if (v560 !== "memory.settings.get") return err(q561, "invalid value: " + kind(v560) + ", expected the constant " + "\"memory.settings.get\"");
      }
    }
  }
  return undefined;
}

function v_MemorySettingsInfo(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k562 of Object.keys(x)) {
      const v563 = x[k562];
      const q564 = key(p, k562);
      if (k562 === "auto_save") {
        { const e565 = v_MemoryAutoSave(v563, q564); if (e565) return e565; }
      }
    }
  }
  return undefined;
}

function v_MemorySettingsSetCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k566 of Object.keys(x)) {
      const v567 = x[k566];
      const q568 = key(p, k566);
      if (k566 === "type") {
        if (!(typeof v567 === "string")) return err(q568, "invalid type: " + kind(v567) + ", expected string");
        if (v567 !== "memory.settings.set") return err(q568, "invalid value: " + kind(v567) + ", expected the constant " + "\"memory.settings.set\"");
      }
      else if (k566 === "auto_save") {
        { const e569 = v_MemoryAutoSave(v567, q568); if (e569) return e569; }
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
    for (const k570 of Object.keys(x)) {
      const v571 = x[k570];
      const q572 = key(p, k570);
      if (k570 === "type") {
        if (!(typeof v571 === "string")) return err(q572, "invalid type: " + kind(v571) + ", expected string");
        if (v571 !== "permission.denied") return err(q572, "invalid value: " + kind(v571) + ", expected the constant " + "\"permission.denied\"");
      }
      else if (k570 === "run_id") {
        if (!(typeof v571 === "string")) return err(q572, "invalid type: " + kind(v571) + ", expected string");
      }
      else if (k570 === "tool_use_id") {
        if (!(typeof v571 === "string")) return err(q572, "invalid type: " + kind(v571) + ", expected string");
      }
      else if (k570 === "decision") {
        if (!(typeof v571 === "string")) return err(q572, "invalid type: " + kind(v571) + ", expected string");
      }
      else if (k570 === "ts") {
        if (!(typeof v571 === "string")) return err(q572, "invalid type: " + kind(v571) + ", expected string");
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
    for (const k573 of Object.keys(x)) {
      const v574 = x[k573];
      const q575 = key(p, k573);
      if (k573 === "type") {
        if (!(typeof v574 === "string")) return err(q575, "invalid type: " + kind(v574) + ", expected string");
        if (v574 !== "permission.granted") return err(q575, "invalid value: " + kind(v574) + ", expected the constant " + "\"permission.granted\"");
      }
      else if (k573 === "run_id") {
        if (!(typeof v574 === "string")) return err(q575, "invalid type: " + kind(v574) + ", expected string");
      }
      else if (k573 === "tool_use_id") {
        if (!(typeof v574 === "string")) return err(q575, "invalid type: " + kind(v574) + ", expected string");
      }
      else if (k573 === "decision") {
        if (!(typeof v574 === "string")) return err(q575, "invalid type: " + kind(v574) + ", expected string");
      }
      else if (k573 === "ts") {
        if (!(typeof v574 === "string")) return err(q575, "invalid type: " + kind(v574) + ", expected string");
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
    for (const k576 of Object.keys(x)) {
      const v577 = x[k576];
      const q578 = key(p, k576);
      if (k576 === "type") {
        if (!(typeof v577 === "string")) return err(q578, "invalid type: " + kind(v577) + ", expected string");
        if (v577 !== "permission.requested") return err(q578, "invalid value: " + kind(v577) + ", expected the constant " + "\"permission.requested\"");
      }
      else if (k576 === "run_id") {
        if (!(typeof v577 === "string")) return err(q578, "invalid type: " + kind(v577) + ", expected string");
      }
      else if (k576 === "tool_use_id") {
        if (!(typeof v577 === "string")) return err(q578, "invalid type: " + kind(v577) + ", expected string");
      }
      else if (k576 === "tool_name") {
        if (!(typeof v577 === "string")) return err(q578, "invalid type: " + kind(v577) + ", expected string");
      }
      else if (k576 === "params") {
        if (!(isObject(v577))) return err(q578, "invalid type: " + kind(v577) + ", expected object");
      }
      else if (k576 === "param_preview") {
        if (!(typeof v577 === "string")) return err(q578, "invalid type: " + kind(v577) + ", expected string");
      }
      else if (k576 === "session_id") {
        if (!(typeof v577 === "string")) return err(q578, "invalid type: " + kind(v577) + ", expected string");
      }
      else if (k576 === "ts") {
        if (!(typeof v577 === "string")) return err(q578, "invalid type: " + kind(v577) + ", expected string");
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
    for (const k579 of Object.keys(x)) {
      const v580 = x[k579];
      const q581 = key(p, k579);
      if (k579 === "type") {
        if (!(typeof v580 === "string")) return err(q581, "invalid type: " + kind(v580) + ", expected string");
        if (v580 !== "permission.respond") return err(q581, "invalid value: " + kind(v580) + ", expected the constant " + "\"permission.respond\"");
      }
      else if (k579 === "tool_use_id") {
        if (!(typeof v580 === "string")) return err(q581, "invalid type: " + kind(v580) + ", expected string");
        if (typeof v580 === "string") {
          const n582 = chars(v580);
          if (n582 < 1) return err(q581, "string of length " + n582 + " is shorter than minLength 1");
        }
      }
      else if (k579 === "session_id") {
        if (!(typeof v580 === "string")) return err(q581, "invalid type: " + kind(v580) + ", expected string");
        if (typeof v580 === "string") {
          const n583 = chars(v580);
          if (n583 < 1) return err(q581, "string of length " + n583 + " is shorter than minLength 1");
        }
      }
      else if (k579 === "decision") {
        if (!(typeof v580 === "string")) return err(q581, "invalid type: " + kind(v580) + ", expected string");
      }
      else if (k579 === "selected_hunks") {
        if (!(Array.isArray(v580) || v580 === null)) return err(q581, "invalid type: " + kind(v580) + ", expected array or null");
        if (Array.isArray(v580)) {
          for (let i584 = 0; i584 < v580.length; i584++) {
            const v585 = v580[i584];
            const q586 = q581 + "[" + i584 + "]";
            if (!(typeof v585 === "string")) return err(q586, "invalid type: " + kind(v585) + ", expected string");
          }
          if (v580.length > 1000) return err(q581, "array has more than maxItems 1000");
        }
      }
      else if (k579 === "patch_plan_id") {
        if (!(typeof v580 === "string" || v580 === null)) return err(q581, "invalid type: " + kind(v580) + ", expected string or null");
        if (typeof v580 === "string") {
          const n587 = chars(v580);
          if (n587 > 128) return err(q581, "string of length " + n587 + " is longer than maxLength 128");
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
    for (const k588 of Object.keys(x)) {
      const v589 = x[k588];
      const q590 = key(p, k588);
      if (k588 === "ok") {
        if (!(typeof v589 === "boolean")) return err(q590, "invalid type: " + kind(v589) + ", expected boolean");
      }
    }
  }
  return undefined;
}

function v_PingCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k591 of Object.keys(x)) {
      const v592 = x[k591];
      const q593 = key(p, k591);
      if (k591 === "type") {
        if (!(typeof v592 === "string")) return err(q593, "invalid type: " + kind(v592) + ", expected string");
        if (v592 !== "core.ping") return err(q593, "invalid value: " + kind(v592) + ", expected the constant " + "\"core.ping\"");
      }
      else if (k591 === "client") {
        if (!(typeof v592 === "string")) return err(q593, "invalid type: " + kind(v592) + ", expected string");
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
    for (const k594 of Object.keys(x)) {
      const v595 = x[k594];
      const q596 = key(p, k594);
      if (k594 === "type") {
        if (!(typeof v595 === "string")) return err(q596, "invalid type: " + kind(v595) + ", expected string");
        if (v595 !== "plan.ready") return err(q596, "invalid value: " + kind(v595) + ", expected the constant " + "\"plan.ready\"");
      }
      else if (k594 === "session_id") {
        if (!(typeof v595 === "string")) return err(q596, "invalid type: " + kind(v595) + ", expected string");
      }
      else if (k594 === "run_id") {
        if (!(typeof v595 === "string")) return err(q596, "invalid type: " + kind(v595) + ", expected string");
      }
      else if (k594 === "request") {
        if (!(typeof v595 === "string")) return err(q596, "invalid type: " + kind(v595) + ", expected string");
      }
      else if (k594 === "plan") {
        if (!(typeof v595 === "string")) return err(q596, "invalid type: " + kind(v595) + ", expected string");
      }
      else if (k594 === "plan_ticket") {
        if (!(typeof v595 === "string")) return err(q596, "invalid type: " + kind(v595) + ", expected string");
      }
      else if (k594 === "ts") {
        if (!(typeof v595 === "string")) return err(q596, "invalid type: " + kind(v595) + ", expected string");
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
    for (const k597 of Object.keys(x)) {
      const v598 = x[k597];
      const q599 = key(p, k597);
      if (k597 === "type") {
        if (!(typeof v598 === "string")) return err(q599, "invalid type: " + kind(v598) + ", expected string");
        if (v598 !== "plan.resolved") return err(q599, "invalid value: " + kind(v598) + ", expected the constant " + "\"plan.resolved\"");
      }
      else if (k597 === "session_id") {
        if (!(typeof v598 === "string")) return err(q599, "invalid type: " + kind(v598) + ", expected string");
      }
      else if (k597 === "run_id") {
        if (!(typeof v598 === "string")) return err(q599, "invalid type: " + kind(v598) + ", expected string");
      }
      else if (k597 === "decision") {
        { const e600 = v_PlanDecision(v598, q599); if (e600) return e600; }
      }
      else if (k597 === "revision") {
        if (!(typeof v598 === "string")) return err(q599, "invalid type: " + kind(v598) + ", expected string");
      }
      else if (k597 === "plan_ticket") {
        if (!(typeof v598 === "string")) return err(q599, "invalid type: " + kind(v598) + ", expected string");
      }
      else if (k597 === "ts") {
        if (!(typeof v598 === "string")) return err(q599, "invalid type: " + kind(v598) + ", expected string");
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
    for (const k601 of Object.keys(x)) {
      const v602 = x[k601];
      const q603 = key(p, k601);
      if (k601 === "type") {
        if (!(typeof v602 === "string")) return err(q603, "invalid type: " + kind(v602) + ", expected string");
        if (v602 !== "plan.respond") return err(q603, "invalid value: " + kind(v602) + ", expected the constant " + "\"plan.respond\"");
      }
      else if (k601 === "session_id") {
        if (!(typeof v602 === "string")) return err(q603, "invalid type: " + kind(v602) + ", expected string");
        if (typeof v602 === "string") {
          const n604 = chars(v602);
          if (n604 < 1) return err(q603, "string of length " + n604 + " is shorter than minLength 1");
        }
      }
      else if (k601 === "run_id") {
        if (!(typeof v602 === "string")) return err(q603, "invalid type: " + kind(v602) + ", expected string");
        if (typeof v602 === "string") {
          const n605 = chars(v602);
          if (n605 < 1) return err(q603, "string of length " + n605 + " is shorter than minLength 1");
        }
      }
      else if (k601 === "decision") {
        { const e606 = v_PlanDecision(v602, q603); if (e606) return e606; }
      }
      else if (k601 === "revision") {
        if (!(typeof v602 === "string")) return err(q603, "invalid type: " + kind(v602) + ", expected string");
        if (typeof v602 === "string") {
          const n607 = chars(v602);
          if (n607 > 10000) return err(q603, "string of length " + n607 + " is longer than maxLength 10000");
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
    for (const k608 of Object.keys(x)) {
      const v609 = x[k608];
      const q610 = key(p, k608);
      if (k608 === "session_id") {
        if (!(typeof v609 === "string")) return err(q610, "invalid type: " + kind(v609) + ", expected string");
      }
      else if (k608 === "run_id") {
        if (!(typeof v609 === "string")) return err(q610, "invalid type: " + kind(v609) + ", expected string");
      }
      else if (k608 === "decision") {
        { const e611 = v_PlanDecision(v609, q610); if (e611) return e611; }
      }
      else if (k608 === "status") {
        if (!(typeof v609 === "string")) return err(q610, "invalid type: " + kind(v609) + ", expected string");
        if (v609 !== "resolved") return err(q610, "invalid value: " + kind(v609) + ", expected the constant " + "\"resolved\"");
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
    for (const k612 of Object.keys(x)) {
      const v613 = x[k612];
      const q614 = key(p, k612);
      if (k612 === "step") {
        if (!(typeof v613 === "string")) return err(q614, "invalid type: " + kind(v613) + ", expected string");
      }
      else if (k612 === "status") {
        { const e615 = v_PlanStepStatus(v613, q614); if (e615) return e615; }
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
    for (const k616 of Object.keys(x)) {
      const v617 = x[k616];
      const q618 = key(p, k616);
      if (k616 === "type") {
        if (!(typeof v617 === "string")) return err(q618, "invalid type: " + kind(v617) + ", expected string");
        if (v617 !== "plan.updated") return err(q618, "invalid value: " + kind(v617) + ", expected the constant " + "\"plan.updated\"");
      }
      else if (k616 === "run_id") {
        if (!(typeof v617 === "string")) return err(q618, "invalid type: " + kind(v617) + ", expected string");
      }
      else if (k616 === "explanation") {
        if (!(typeof v617 === "string")) return err(q618, "invalid type: " + kind(v617) + ", expected string");
      }
      else if (k616 === "plan") {
        if (!(Array.isArray(v617))) return err(q618, "invalid type: " + kind(v617) + ", expected array");
        if (Array.isArray(v617)) {
          for (let i619 = 0; i619 < v617.length; i619++) {
            const v620 = v617[i619];
            const q621 = q618 + "[" + i619 + "]";
            { const e622 = v_PlanStepState(v620, q621); if (e622) return e622; }
          }
        }
      }
      else if (k616 === "plan_ticket") {
        if (!(typeof v617 === "string")) return err(q618, "invalid type: " + kind(v617) + ", expected string");
      }
      else if (k616 === "ts") {
        if (!(typeof v617 === "string")) return err(q618, "invalid type: " + kind(v617) + ", expected string");
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
    for (const k623 of Object.keys(x)) {
      const v624 = x[k623];
      const q625 = key(p, k623);
      if (k623 === "server_version") {
        if (!(typeof v624 === "string")) return err(q625, "invalid type: " + kind(v624) + ", expected string");
      }
      else if (k623 === "uptime_ms") {
        if (!(Number.isInteger(v624))) return err(q625, "invalid type: " + kind(v624) + ", expected integer");
      }
      else if (k623 === "received_at") {
        if (!(typeof v624 === "string")) return err(q625, "invalid type: " + kind(v624) + ", expected string");
      }
      else if (k623 === "workspace") {
        if (!(typeof v624 === "string")) return err(q625, "invalid type: " + kind(v624) + ", expected string");
      }
      else if (k623 === "active_runs") {
        if (!(Number.isInteger(v624))) return err(q625, "invalid type: " + kind(v624) + ", expected integer");
        if (typeof v624 === "number") {
          if (v624 < 0) return err(q625, v624 + " is less than minimum 0");
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
    for (const k626 of Object.keys(x)) {
      const v627 = x[k626];
      const q628 = key(p, k626);
      if (k626 === "type") {
        if (!(typeof v627 === "string")) return err(q628, "invalid type: " + kind(v627) + ", expected string");
        if (v627 !== "project.activate") return err(q628, "invalid value: " + kind(v627) + ", expected the constant " + "\"project.activate\"");
      }
      else if (k626 === "project_id") {
        if (!(typeof v627 === "string")) return err(q628, "invalid type: " + kind(v627) + ", expected string");
        if (typeof v627 === "string") {
          const n629 = chars(v627);
          if (n629 < 1) return err(q628, "string of length " + n629 + " is shorter than minLength 1");
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
    for (const k630 of Object.keys(x)) {
      const v631 = x[k630];
      const q632 = key(p, k630);
      if (k630 === "type") {
        if (!(typeof v631 === "string")) return err(q632, "invalid type: " + kind(v631) + ", expected string");
        if (v631 !== "project.open") return err(q632, "invalid value: " + kind(v631) + ", expected the constant " + "\"project.open\"");
      }
      else if (k630 === "path") {
        if (!(typeof v631 === "string")) return err(q632, "invalid type: " + kind(v631) + ", expected string");
        if (typeof v631 === "string") {
          const n633 = chars(v631);
          if (n633 < 1) return err(q632, "string of length " + n633 + " is shorter than minLength 1");
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
    for (const k634 of Object.keys(x)) {
      const v635 = x[k634];
      const q636 = key(p, k634);
      if (k634 === "type") {
        if (!(typeof v635 === "string")) return err(q636, "invalid type: " + kind(v635) + ", expected string");
        if (v635 !== "recovery.available") return err(q636, "invalid value: " + kind(v635) + ", expected the constant " + "\"recovery.available\"");
      }
      else if (k634 === "session_id") {
        if (!(typeof v635 === "string")) return err(q636, "invalid type: " + kind(v635) + ", expected string");
      }
      else if (k634 === "run_id") {
        if (!(typeof v635 === "string")) return err(q636, "invalid type: " + kind(v635) + ", expected string");
      }
      else if (k634 === "interruption_kind") {
        if (!(typeof v635 === "string")) return err(q636, "invalid type: " + kind(v635) + ", expected string");
      }
      else if (k634 === "safe_to_resume") {
        if (!(typeof v635 === "boolean")) return err(q636, "invalid type: " + kind(v635) + ", expected boolean");
      }
      else if (k634 === "summary") {
        if (!(typeof v635 === "string")) return err(q636, "invalid type: " + kind(v635) + ", expected string");
      }
      else if (k634 === "actions") {
        if (!(Array.isArray(v635))) return err(q636, "invalid type: " + kind(v635) + ", expected array");
        if (Array.isArray(v635)) {
          for (let i637 = 0; i637 < v635.length; i637++) {
            const v638 = v635[i637];
            const q639 = q636 + "[" + i637 + "]";
            if (!(typeof v638 === "string")) return err(q639, "invalid type: " + kind(v638) + ", expected string");
          }
        }
      }
      else if (k634 === "ts") {
        if (!(typeof v635 === "string")) return err(q636, "invalid type: " + kind(v635) + ", expected string");
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
    for (const k640 of Object.keys(x)) {
      const v641 = x[k640];
      const q642 = key(p, k640);
      if (k640 === "type") {
        if (!(typeof v641 === "string")) return err(q642, "invalid type: " + kind(v641) + ", expected string");
        if (v641 !== "recovery.resolved") return err(q642, "invalid value: " + kind(v641) + ", expected the constant " + "\"recovery.resolved\"");
      }
      else if (k640 === "session_id") {
        if (!(typeof v641 === "string")) return err(q642, "invalid type: " + kind(v641) + ", expected string");
      }
      else if (k640 === "run_id") {
        if (!(typeof v641 === "string")) return err(q642, "invalid type: " + kind(v641) + ", expected string");
      }
      else if (k640 === "action") {
        if (!(typeof v641 === "string")) return err(q642, "invalid type: " + kind(v641) + ", expected string");
      }
      else if (k640 === "ts") {
        if (!(typeof v641 === "string")) return err(q642, "invalid type: " + kind(v641) + ", expected string");
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
    for (const k643 of Object.keys(x)) {
      const v644 = x[k643];
      const q645 = key(p, k643);
      if (k643 === "route_id") {
        if (!(typeof v644 === "string")) return err(q645, "invalid type: " + kind(v644) + ", expected string");
      }
      else if (k643 === "wire_format") {
        { const e646 = v_WireFormat(v644, q645); if (e646) return e646; }
      }
      else if (k643 === "base_url_origin") {
        if (!(typeof v644 === "string")) return err(q645, "invalid type: " + kind(v644) + ", expected string");
      }
      else if (k643 === "model") {
        if (!(typeof v644 === "string")) return err(q645, "invalid type: " + kind(v644) + ", expected string");
      }
      else if (k643 === "credential_source") {
        { const e647 = v_CredentialSource(v644, q645); if (e647) return e647; }
      }
      else if (k643 === "supports_images") {
        if (!(typeof v644 === "boolean")) return err(q645, "invalid type: " + kind(v644) + ", expected boolean");
      }
      else if (k643 === "temperature") {
        if (!(typeof v644 === "number" || v644 === null)) return err(q645, "invalid type: " + kind(v644) + ", expected number or null");
      }
      else return err(q645, "unknown field `" + k643 + "`" + ", expected one of `route_id`, `wire_format`, `base_url_origin`, `model`, `credential_source`, `supports_images`, `temperature`");
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
    for (const k648 of Object.keys(x)) {
      const v649 = x[k648];
      const q650 = key(p, k648);
      if (k648 === "type") {
        if (!(typeof v649 === "string")) return err(q650, "invalid type: " + kind(v649) + ", expected string");
        if (v649 !== "run.cancel") return err(q650, "invalid value: " + kind(v649) + ", expected the constant " + "\"run.cancel\"");
      }
      else if (k648 === "run_id") {
        if (!(typeof v649 === "string")) return err(q650, "invalid type: " + kind(v649) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
  }
  return undefined;
}

function v_RunCancelResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k651 of Object.keys(x)) {
      const v652 = x[k651];
      const q653 = key(p, k651);
      if (k651 === "run_id") {
        if (!(typeof v652 === "string")) return err(q653, "invalid type: " + kind(v652) + ", expected string");
      }
      else if (k651 === "session_id") {
        if (!(typeof v652 === "string")) return err(q653, "invalid type: " + kind(v652) + ", expected string");
      }
      else if (k651 === "status") {
        if (!(typeof v652 === "string")) return err(q653, "invalid type: " + kind(v652) + ", expected string");
        if (v652 !== "cancelled") return err(q653, "invalid value: " + kind(v652) + ", expected the constant " + "\"cancelled\"");
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
    for (const k654 of Object.keys(x)) {
      const v655 = x[k654];
      const q656 = key(p, k654);
      if (k654 === "type") {
        if (!(typeof v655 === "string")) return err(q656, "invalid type: " + kind(v655) + ", expected string");
        if (v655 !== "run.finished") return err(q656, "invalid value: " + kind(v655) + ", expected the constant " + "\"run.finished\"");
      }
      else if (k654 === "run_id") {
        if (!(typeof v655 === "string")) return err(q656, "invalid type: " + kind(v655) + ", expected string");
      }
      else if (k654 === "status") {
        if (!(typeof v655 === "string")) return err(q656, "invalid type: " + kind(v655) + ", expected string");
      }
      else if (k654 === "reason") {
        if (!(typeof v655 === "string" || v655 === null)) return err(q656, "invalid type: " + kind(v655) + ", expected string or null");
      }
      else if (k654 === "steps") {
        if (!(Number.isInteger(v655))) return err(q656, "invalid type: " + kind(v655) + ", expected integer");
      }
      else if (k654 === "outcome") {
        const e657 = (() => {
          {
            const u658 = [];
            const b659 = (() => {
              { const e660 = v_RunOutcome(v655, q656); if (e660) return e660; }
              return undefined;
            })();
            if (b659 === undefined) return undefined;
            u658.push(b659);
            const b661 = (() => {
              if (!(v655 === null)) return err(q656, "invalid type: " + kind(v655) + ", expected null");
              return undefined;
            })();
            if (b661 === undefined) return undefined;
            u658.push(b661);
            return u658.reduce((a, b) => (b.path.length > a.path.length ? b : a));
          }
        })();
        if (e657) return e657;
      }
      else if (k654 === "failure_category") {
        const e662 = (() => {
          {
            const u663 = [];
            const b664 = (() => {
              { const e665 = v_FailureCategory(v655, q656); if (e665) return e665; }
              return undefined;
            })();
            if (b664 === undefined) return undefined;
            u663.push(b664);
            const b666 = (() => {
              if (!(v655 === null)) return err(q656, "invalid type: " + kind(v655) + ", expected null");
              return undefined;
            })();
            if (b666 === undefined) return undefined;
            u663.push(b666);
            return u663.reduce((a, b) => (b.path.length > a.path.length ? b : a));
          }
        })();
        if (e662) return e662;
      }
      else if (k654 === "changes") {
        if (!(Array.isArray(v655) || v655 === null)) return err(q656, "invalid type: " + kind(v655) + ", expected array or null");
        if (Array.isArray(v655)) {
          for (let i667 = 0; i667 < v655.length; i667++) {
            const v668 = v655[i667];
            const q669 = q656 + "[" + i667 + "]";
            { const e670 = v_JsonValue(v668, q669); if (e670) return e670; }
          }
        }
      }
      else if (k654 === "verification") {
        if (!(Array.isArray(v655) || v655 === null)) return err(q656, "invalid type: " + kind(v655) + ", expected array or null");
        if (Array.isArray(v655)) {
          for (let i671 = 0; i671 < v655.length; i671++) {
            const v672 = v655[i671];
            const q673 = q656 + "[" + i671 + "]";
            { const e674 = v_JsonValue(v672, q673); if (e674) return e674; }
          }
        }
      }
      else if (k654 === "result_summary") {
        if (!(typeof v655 === "string" || v655 === null)) return err(q656, "invalid type: " + kind(v655) + ", expected string or null");
      }
      else if (k654 === "ledger_seq") {
        if (!(Number.isInteger(v655) || v655 === null)) return err(q656, "invalid type: " + kind(v655) + ", expected integer or null");
        if (typeof v655 === "number") {
          if (v655 < 1) return err(q656, v655 + " is less than minimum 1");
        }
      }
      else if (k654 === "ts") {
        if (!(typeof v655 === "string")) return err(q656, "invalid type: " + kind(v655) + ", expected string");
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
    for (const k675 of Object.keys(x)) {
      const v676 = x[k675];
      const q677 = key(p, k675);
      if (k675 === "type") {
        if (!(typeof v676 === "string")) return err(q677, "invalid type: " + kind(v676) + ", expected string");
        if (v676 !== "run.phase_changed") return err(q677, "invalid value: " + kind(v676) + ", expected the constant " + "\"run.phase_changed\"");
      }
      else if (k675 === "run_id") {
        if (!(typeof v676 === "string")) return err(q677, "invalid type: " + kind(v676) + ", expected string");
      }
      else if (k675 === "phase") {
        { const e678 = v_RunPhase(v676, q677); if (e678) return e678; }
      }
      else if (k675 === "current") {
        if (!(Number.isInteger(v676))) return err(q677, "invalid type: " + kind(v676) + ", expected integer");
        if (typeof v676 === "number") {
          if (v676 < 0) return err(q677, v676 + " is less than minimum 0");
        }
      }
      else if (k675 === "total") {
        if (!(Number.isInteger(v676))) return err(q677, "invalid type: " + kind(v676) + ", expected integer");
        if (typeof v676 === "number") {
          if (v676 < 0) return err(q677, v676 + " is less than minimum 0");
        }
      }
      else if (k675 === "summary") {
        if (!(typeof v676 === "string")) return err(q677, "invalid type: " + kind(v676) + ", expected string");
      }
      else if (k675 === "ts") {
        if (!(typeof v676 === "string")) return err(q677, "invalid type: " + kind(v676) + ", expected string");
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
    for (const k679 of Object.keys(x)) {
      const v680 = x[k679];
      const q681 = key(p, k679);
      if (k679 === "type") {
        if (!(typeof v680 === "string")) return err(q681, "invalid type: " + kind(v680) + ", expected string");
        if (v680 !== "run.started") return err(q681, "invalid value: " + kind(v680) + ", expected the constant " + "\"run.started\"");
      }
      else if (k679 === "run_id") {
        if (!(typeof v680 === "string")) return err(q681, "invalid type: " + kind(v680) + ", expected string");
      }
      else if (k679 === "goal") {
        if (!(typeof v680 === "string")) return err(q681, "invalid type: " + kind(v680) + ", expected string");
      }
      else if (k679 === "run_kind") {
        { const e682 = v_RunKind(v680, q681); if (e682) return e682; }
      }
      else if (k679 === "ledger_seq") {
        if (!(Number.isInteger(v680) || v680 === null)) return err(q681, "invalid type: " + kind(v680) + ", expected integer or null");
        if (typeof v680 === "number") {
          if (v680 < 1) return err(q681, v680 + " is less than minimum 1");
        }
      }
      else if (k679 === "ts") {
        if (!(typeof v680 === "string")) return err(q681, "invalid type: " + kind(v680) + ", expected string");
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
    for (const k683 of Object.keys(x)) {
      const v684 = x[k683];
      const q685 = key(p, k683);
      if (k683 === "type") {
        if (!(typeof v684 === "string")) return err(q685, "invalid type: " + kind(v684) + ", expected string");
        if (v684 !== "run.steer") return err(q685, "invalid value: " + kind(v684) + ", expected the constant " + "\"run.steer\"");
      }
      else if (k683 === "run_id") {
        if (!(typeof v684 === "string")) return err(q685, "invalid type: " + kind(v684) + ", expected string");
      }
      else if (k683 === "content") {
        if (!(typeof v684 === "string")) return err(q685, "invalid type: " + kind(v684) + ", expected string");
        if (typeof v684 === "string") {
          const n686 = chars(v684);
          if (n686 < 1) return err(q685, "string of length " + n686 + " is shorter than minLength 1");
          if (n686 > 10000) return err(q685, "string of length " + n686 + " is longer than maxLength 10000");
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
    for (const k687 of Object.keys(x)) {
      const v688 = x[k687];
      const q689 = key(p, k687);
      if (k687 === "run_id") {
        if (!(typeof v688 === "string")) return err(q689, "invalid type: " + kind(v688) + ", expected string");
      }
      else if (k687 === "queued") {
        if (!(typeof v688 === "boolean")) return err(q689, "invalid type: " + kind(v688) + ", expected boolean");
        if (v688 !== true) return err(q689, "invalid value: " + kind(v688) + ", expected the constant " + "true");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
  }
  return undefined;
}

function v_RunSteeredEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k690 of Object.keys(x)) {
      const v691 = x[k690];
      const q692 = key(p, k690);
      if (k690 === "type") {
        if (!(typeof v691 === "string")) return err(q692, "invalid type: " + kind(v691) + ", expected string");
        if (v691 !== "run.steered") return err(q692, "invalid value: " + kind(v691) + ", expected the constant " + "\"run.steered\"");
      }
      else if (k690 === "run_id") {
        if (!(typeof v691 === "string")) return err(q692, "invalid type: " + kind(v691) + ", expected string");
      }
      else if (k690 === "session_id") {
        if (!(typeof v691 === "string")) return err(q692, "invalid type: " + kind(v691) + ", expected string");
      }
      else if (k690 === "content") {
        if (!(typeof v691 === "string")) return err(q692, "invalid type: " + kind(v691) + ", expected string");
      }
      else if (k690 === "ts") {
        if (!(typeof v691 === "string")) return err(q692, "invalid type: " + kind(v691) + ", expected string");
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
    for (const k693 of Object.keys(x)) {
      const v694 = x[k693];
      const q695 = key(p, k693);
      if (k693 === "type") {
        if (!(typeof v694 === "string")) return err(q695, "invalid type: " + kind(v694) + ", expected string");
        if (v694 !== "runtime.capabilities") return err(q695, "invalid value: " + kind(v694) + ", expected the constant " + "\"runtime.capabilities\"");
      }
    }
  }
  return undefined;
}

function v_RuntimeCapabilitiesResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k696 of Object.keys(x)) {
      const v697 = x[k696];
      const q698 = key(p, k696);
      if (k696 === "version") {
        if (!(typeof v697 === "string")) return err(q698, "invalid type: " + kind(v697) + ", expected string");
      }
      else if (k696 === "api_version") {
        if (!(typeof v697 === "string")) return err(q698, "invalid type: " + kind(v697) + ", expected string");
      }
      else if (k696 === "runtime_modes") {
        if (!(Array.isArray(v697))) return err(q698, "invalid type: " + kind(v697) + ", expected array");
        if (Array.isArray(v697)) {
          for (let i699 = 0; i699 < v697.length; i699++) {
            const v700 = v697[i699];
            const q701 = q698 + "[" + i699 + "]";
            { const e702 = v_RuntimeMode(v700, q701); if (e702) return e702; }
          }
        }
      }
      else if (k696 === "features") {
        if (!(Array.isArray(v697))) return err(q698, "invalid type: " + kind(v697) + ", expected array");
        if (Array.isArray(v697)) {
          for (let i703 = 0; i703 < v697.length; i703++) {
            const v704 = v697[i703];
            const q705 = q698 + "[" + i703 + "]";
            if (!(typeof v704 === "string")) return err(q705, "invalid type: " + kind(v704) + ", expected string");
          }
        }
      }
      else if (k696 === "feature_flags") {
        { const e706 = v_RuntimeFeatureFlags(v697, q698); if (e706) return e706; }
      }
      else if (k696 === "labs_enabled") {
        if (!(typeof v697 === "boolean")) return err(q698, "invalid type: " + kind(v697) + ", expected boolean");
      }
      else if (k696 === "sandbox") {
        { const e707 = v_RuntimeSandboxStatus(v697, q698); if (e707) return e707; }
      }
      else if (k696 === "runtime_event_schema_version") {
        if (!(Number.isInteger(v697))) return err(q698, "invalid type: " + kind(v697) + ", expected integer");
      }
      else if (k696 === "stream_json_schema_versions") {
        if (!(Array.isArray(v697))) return err(q698, "invalid type: " + kind(v697) + ", expected array");
        if (Array.isArray(v697)) {
          for (let i708 = 0; i708 < v697.length; i708++) {
            const v709 = v697[i708];
            const q710 = q698 + "[" + i708 + "]";
            if (!(Number.isInteger(v709))) return err(q710, "invalid type: " + kind(v709) + ", expected integer");
          }
        }
      }
      else return err(q698, "unknown field `" + k696 + "`" + ", expected one of `version`, `api_version`, `runtime_modes`, `features`, `feature_flags`, `labs_enabled`, `sandbox`, `runtime_event_schema_version`, `stream_json_schema_versions`");
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
    for (const k711 of Object.keys(x)) {
      const v712 = x[k711];
      const q713 = key(p, k711);
      if (k711 === "type") {
        if (!(typeof v712 === "string")) return err(q713, "invalid type: " + kind(v712) + ", expected string");
        if (v712 !== "runtime.event") return err(q713, "invalid value: " + kind(v712) + ", expected the constant " + "\"runtime.event\"");
      }
      else if (k711 === "thread_id") {
        if (!(typeof v712 === "string")) return err(q713, "invalid type: " + kind(v712) + ", expected string");
      }
      else if (k711 === "turn_id") {
        if (!(typeof v712 === "string" || v712 === null)) return err(q713, "invalid type: " + kind(v712) + ", expected string or null");
      }
      else if (k711 === "seq") {
        if (!(Number.isInteger(v712))) return err(q713, "invalid type: " + kind(v712) + ", expected integer");
      }
      else if (k711 === "event_type") {
        if (!(typeof v712 === "string")) return err(q713, "invalid type: " + kind(v712) + ", expected string");
      }
      else if (k711 === "payload") {
        if (!(isObject(v712))) return err(q713, "invalid type: " + kind(v712) + ", expected object");
      }
      else if (k711 === "ts") {
        if (!(typeof v712 === "string")) return err(q713, "invalid type: " + kind(v712) + ", expected string");
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
    for (const k714 of Object.keys(x)) {
      const v715 = x[k714];
      const q716 = key(p, k714);
      if (k714 === "thread_id") {
        if (!(typeof v715 === "string")) return err(q716, "invalid type: " + kind(v715) + ", expected string");
        if (typeof v715 === "string") {
          const n717 = chars(v715);
          if (n717 < 1) return err(q716, "string of length " + n717 + " is shorter than minLength 1");
        }
      }
      else if (k714 === "turn_id") {
        if (!(typeof v715 === "string" || v715 === null)) return err(q716, "invalid type: " + kind(v715) + ", expected string or null");
      }
      else if (k714 === "seq") {
        if (!(Number.isInteger(v715))) return err(q716, "invalid type: " + kind(v715) + ", expected integer");
        if (typeof v715 === "number") {
          if (v715 < 1) return err(q716, v715 + " is less than minimum 1");
        }
      }
      else if (k714 === "type") {
        if (!(typeof v715 === "string")) return err(q716, "invalid type: " + kind(v715) + ", expected string");
        if (typeof v715 === "string") {
          const n718 = chars(v715);
          if (n718 < 1) return err(q716, "string of length " + n718 + " is shorter than minLength 1");
        }
      }
      else if (k714 === "payload") {
        if (!(isObject(v715))) return err(q716, "invalid type: " + kind(v715) + ", expected object");
        if (isObject(v715)) {
          for (const k719 of Object.keys(v715)) {
            const v720 = v715[k719];
            const q721 = key(q716, k719);
            {
              { const e722 = v_JsonValue(v720, q721); if (e722) return e722; }
            }
          }
        }
      }
      else if (k714 === "ts") {
        if (!(typeof v715 === "string")) return err(q716, "invalid type: " + kind(v715) + ", expected string");
      }
      else if (k714 === "schema_version") {
        if (!(Number.isInteger(v715))) return err(q716, "invalid type: " + kind(v715) + ", expected integer");
        if (v715 !== 1) return err(q716, "invalid value: " + kind(v715) + ", expected the constant " + "1");
      }
      else return err(q716, "unknown field `" + k714 + "`" + ", expected one of `thread_id`, `turn_id`, `seq`, `type`, `payload`, `ts`, `schema_version`");
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
    for (const k723 of Object.keys(x)) {
      const v724 = x[k723];
      const q725 = key(p, k723);
      if (k723 === "stable") {
        if (!(isObject(v724))) return err(q725, "invalid type: " + kind(v724) + ", expected object");
        if (isObject(v724)) {
          for (const k726 of Object.keys(v724)) {
            const v727 = v724[k726];
            const q728 = key(q725, k726);
            {
              if (!(typeof v727 === "boolean")) return err(q728, "invalid type: " + kind(v727) + ", expected boolean");
            }
          }
        }
      }
      else if (k723 === "labs") {
        if (!(isObject(v724))) return err(q725, "invalid type: " + kind(v724) + ", expected object");
        if (isObject(v724)) {
          for (const k729 of Object.keys(v724)) {
            const v730 = v724[k729];
            const q731 = key(q725, k729);
            {
              if (!(typeof v730 === "boolean")) return err(q731, "invalid type: " + kind(v730) + ", expected boolean");
            }
          }
        }
      }
      else if (k723 === "internal") {
        if (!(isObject(v724))) return err(q725, "invalid type: " + kind(v724) + ", expected object");
        if (isObject(v724)) {
          for (const k732 of Object.keys(v724)) {
            const v733 = v724[k732];
            const q734 = key(q725, k732);
            {
              if (!(typeof v733 === "boolean")) return err(q734, "invalid type: " + kind(v733) + ", expected boolean");
            }
          }
        }
      }
      else return err(q725, "unknown field `" + k723 + "`" + ", expected one of `stable`, `labs`, `internal`");
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
    for (const k735 of Object.keys(x)) {
      const v736 = x[k735];
      const q737 = key(p, k735);
      if (k735 === "platform") {
        if (!(typeof v736 === "string")) return err(q737, "invalid type: " + kind(v736) + ", expected string");
      }
      else if (k735 === "capability") {
        { const e738 = v_SandboxCapability(v736, q737); if (e738) return e738; }
      }
      else if (k735 === "state") {
        { const e739 = v_SandboxState(v736, q737); if (e739) return e739; }
      }
      else if (k735 === "windows_forced_sandbox") {
        { const e740 = v_WindowsForcedSandbox(v736, q737); if (e740) return e740; }
      }
      else return err(q737, "unknown field `" + k735 + "`" + ", expected one of `platform`, `capability`, `state`, `windows_forced_sandbox`");
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
    for (const k741 of Object.keys(x)) {
      const v742 = x[k741];
      const q743 = key(p, k741);
      if (k741 === "available") {
        if (!(typeof v742 === "boolean")) return err(q743, "invalid type: " + kind(v742) + ", expected boolean");
      }
      else if (k741 === "kind") {
        { const e744 = v_SandboxKind(v742, q743); if (e744) return e744; }
      }
      else if (k741 === "reason") {
        if (!(typeof v742 === "string")) return err(q743, "invalid type: " + kind(v742) + ", expected string");
      }
      else return err(q743, "unknown field `" + k741 + "`" + ", expected one of `available`, `kind`, `reason`");
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
    for (const k745 of Object.keys(x)) {
      const v746 = x[k745];
      const q747 = key(p, k745);
      if (k745 === "snapshot") {
        { const e748 = v_AuthoritySnapshot(v746, q747); if (e748) return e748; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "snapshot")) return err(p, "missing field `snapshot`");
  }
  return undefined;
}

function v_SessionCheckpointsCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k749 of Object.keys(x)) {
      const v750 = x[k749];
      const q751 = key(p, k749);
      if (k749 === "type") {
        if (!(typeof v750 === "string")) return err(q751, "invalid type: " + kind(v750) + ", expected string");
        if (v750 !== "session.checkpoints") return err(q751, "invalid value: " + kind(v750) + ", expected the constant " + "\"session.checkpoints\"");
      }
      else if (k749 === "session_id") {
        if (!(typeof v750 === "string")) return err(q751, "invalid type: " + kind(v750) + ", expected string");
      }
      else if (k749 === "run_id") {
        if (!(typeof v750 === "string" || v750 === null)) return err(q751, "invalid type: " + kind(v750) + ", expected string or null");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
  }
  return undefined;
}

function v_SessionCheckpointsResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k752 of Object.keys(x)) {
      const v753 = x[k752];
      const q754 = key(p, k752);
      if (k752 === "run_id") {
        if (!(typeof v753 === "string" || v753 === null)) return err(q754, "invalid type: " + kind(v753) + ", expected string or null");
      }
      else if (k752 === "checkpoints") {
        if (!(Array.isArray(v753))) return err(q754, "invalid type: " + kind(v753) + ", expected array");
        if (Array.isArray(v753)) {
          for (let i755 = 0; i755 < v753.length; i755++) {
            const v756 = v753[i755];
            const q757 = q754 + "[" + i755 + "]";
            if (!(isObject(v756))) return err(q757, "invalid type: " + kind(v756) + ", expected object");
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
    for (const k758 of Object.keys(x)) {
      const v759 = x[k758];
      const q760 = key(p, k758);
      if (k758 === "type") {
        if (!(typeof v759 === "string")) return err(q760, "invalid type: " + kind(v759) + ", expected string");
        if (v759 !== "session.close") return err(q760, "invalid value: " + kind(v759) + ", expected the constant " + "\"session.close\"");
      }
      else if (k758 === "session_id") {
        if (!(typeof v759 === "string")) return err(q760, "invalid type: " + kind(v759) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
  }
  return undefined;
}

function v_SessionCloseResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k761 of Object.keys(x)) {
      const v762 = x[k761];
      const q763 = key(p, k761);
      if (k761 === "status") {
        { const e764 = v_SessionStatus(v762, q763); if (e764) return e764; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "status")) return err(p, "missing field `status`");
  }
  return undefined;
}

function v_SessionClosedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k765 of Object.keys(x)) {
      const v766 = x[k765];
      const q767 = key(p, k765);
      if (k765 === "type") {
        if (!(typeof v766 === "string")) return err(q767, "invalid type: " + kind(v766) + ", expected string");
        if (v766 !== "session.closed") return err(q767, "invalid value: " + kind(v766) + ", expected the constant " + "\"session.closed\"");
      }
      else if (k765 === "session_id") {
        if (!(typeof v766 === "string")) return err(q767, "invalid type: " + kind(v766) + ", expected string");
      }
      else if (k765 === "ts") {
        if (!(typeof v766 === "string")) return err(q767, "invalid type: " + kind(v766) + ", expected string");
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
    for (const k768 of Object.keys(x)) {
      const v769 = x[k768];
      const q770 = key(p, k768);
      if (k768 === "type") {
        if (!(typeof v769 === "string")) return err(q770, "invalid type: " + kind(v769) + ", expected string");
        if (v769 !== "session.compact") return err(q770, "invalid value: " + kind(v769) + ", expected the constant " + "\"session.compact\"");
      }
      else if (k768 === "session_id") {
        if (!(typeof v769 === "string")) return err(q770, "invalid type: " + kind(v769) + ", expected string");
      }
      else if (k768 === "focus") {
        if (!(typeof v769 === "string")) return err(q770, "invalid type: " + kind(v769) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
  }
  return undefined;
}

function v_SessionCompactResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k771 of Object.keys(x)) {
      const v772 = x[k771];
      const q773 = key(p, k771);
      if (k771 === "status") {
        { const e774 = v_CompactStatus(v772, q773); if (e774) return e774; }
      }
      else if (k771 === "message") {
        if (!(typeof v772 === "string")) return err(q773, "invalid type: " + kind(v772) + ", expected string");
      }
      else if (k771 === "summary_tokens") {
        if (!(Number.isInteger(v772))) return err(q773, "invalid type: " + kind(v772) + ", expected integer");
      }
      else if (k771 === "saved_tokens") {
        if (!(Number.isInteger(v772))) return err(q773, "invalid type: " + kind(v772) + ", expected integer");
      }
      else if (k771 === "original_tokens") {
        if (!(Number.isInteger(v772))) return err(q773, "invalid type: " + kind(v772) + ", expected integer");
      }
      else if (k771 === "compacted_tokens") {
        if (!(Number.isInteger(v772))) return err(q773, "invalid type: " + kind(v772) + ", expected integer");
      }
      else if (k771 === "retained_tokens") {
        if (!(Number.isInteger(v772))) return err(q773, "invalid type: " + kind(v772) + ", expected integer");
      }
      else if (k771 === "retained_messages") {
        if (!(Number.isInteger(v772))) return err(q773, "invalid type: " + kind(v772) + ", expected integer");
      }
      else if (k771 === "quality_score") {
        if (!(typeof v772 === "number")) return err(q773, "invalid type: " + kind(v772) + ", expected number");
      }
      else if (k771 === "summary_path") {
        if (!(typeof v772 === "string")) return err(q773, "invalid type: " + kind(v772) + ", expected string");
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
    for (const k775 of Object.keys(x)) {
      const v776 = x[k775];
      const q777 = key(p, k775);
      if (k775 === "type") {
        if (!(typeof v776 === "string")) return err(q777, "invalid type: " + kind(v776) + ", expected string");
        if (v776 !== "session.context") return err(q777, "invalid value: " + kind(v776) + ", expected the constant " + "\"session.context\"");
      }
      else if (k775 === "session_id") {
        if (!(typeof v776 === "string")) return err(q777, "invalid type: " + kind(v776) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
  }
  return undefined;
}

function v_SessionContextResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k778 of Object.keys(x)) {
      const v779 = x[k778];
      const q780 = key(p, k778);
      if (k778 === "input_commands") {
        if (!(Array.isArray(v779))) return err(q780, "invalid type: " + kind(v779) + ", expected array");
        if (Array.isArray(v779)) {
          for (let i781 = 0; i781 < v779.length; i781++) {
            const v782 = v779[i781];
            const q783 = q780 + "[" + i781 + "]";
            if (!(isObject(v782))) return err(q783, "invalid type: " + kind(v782) + ", expected object");
            if (isObject(v782)) {
              for (const k784 of Object.keys(v782)) {
                const v785 = v782[k784];
                const q786 = key(q783, k784);
                {
                  if (!(typeof v785 === "string")) return err(q786, "invalid type: " + kind(v785) + ", expected string");
                }
              }
            }
          }
        }
      }
      else if (k778 === "message_count") {
        if (!(Number.isInteger(v779))) return err(q780, "invalid type: " + kind(v779) + ", expected integer");
      }
      else if (k778 === "estimated_tokens") {
        if (!(Number.isInteger(v779))) return err(q780, "invalid type: " + kind(v779) + ", expected integer");
      }
      else if (k778 === "run_count") {
        if (!(Number.isInteger(v779))) return err(q780, "invalid type: " + kind(v779) + ", expected integer");
      }
      else if (k778 === "last_run_id") {
        if (!(typeof v779 === "string" || v779 === null)) return err(q780, "invalid type: " + kind(v779) + ", expected string or null");
      }
      else if (k778 === "usage") {
        if (!(isObject(v779))) return err(q780, "invalid type: " + kind(v779) + ", expected object");
      }
      else if (k778 === "session_usage") {
        if (!(isObject(v779))) return err(q780, "invalid type: " + kind(v779) + ", expected object");
      }
      else if (k778 === "working_set") {
        if (!(Array.isArray(v779))) return err(q780, "invalid type: " + kind(v779) + ", expected array");
        if (Array.isArray(v779)) {
          for (let i787 = 0; i787 < v779.length; i787++) {
            const v788 = v779[i787];
            const q789 = q780 + "[" + i787 + "]";
            if (!(typeof v788 === "string")) return err(q789, "invalid type: " + kind(v788) + ", expected string");
          }
        }
      }
      else if (k778 === "memory_count") {
        if (!(Number.isInteger(v779))) return err(q780, "invalid type: " + kind(v779) + ", expected integer");
        if (typeof v779 === "number") {
          if (v779 < 0) return err(q780, v779 + " is less than minimum 0");
        }
      }
      else if (k778 === "compaction") {
        if (!(isObject(v779) || v779 === null)) return err(q780, "invalid type: " + kind(v779) + ", expected object or null");
      }
      else if (k778 === "tool_schema_tokens") {
        if (!(Number.isInteger(v779) || v779 === null)) return err(q780, "invalid type: " + kind(v779) + ", expected integer or null");
        if (typeof v779 === "number") {
          if (v779 < 0) return err(q780, v779 + " is less than minimum 0");
        }
      }
      else if (k778 === "system_tokens") {
        if (!(Number.isInteger(v779) || v779 === null)) return err(q780, "invalid type: " + kind(v779) + ", expected integer or null");
        if (typeof v779 === "number") {
          if (v779 < 0) return err(q780, v779 + " is less than minimum 0");
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
    for (const k790 of Object.keys(x)) {
      const v791 = x[k790];
      const q792 = key(p, k790);
      if (k790 === "type") {
        if (!(typeof v791 === "string")) return err(q792, "invalid type: " + kind(v791) + ", expected string");
        if (v791 !== "session.create") return err(q792, "invalid value: " + kind(v791) + ", expected the constant " + "\"session.create\"");
      }
      else if (k790 === "mode") {
        { const e793 = v_SessionMode(v791, q792); if (e793) return e793; }
      }
      else if (k790 === "title") {
        if (!(typeof v791 === "string")) return err(q792, "invalid type: " + kind(v791) + ", expected string");
      }
      else if (k790 === "preset_id") {
        if (!(typeof v791 === "string")) return err(q792, "invalid type: " + kind(v791) + ", expected string");
        if (typeof v791 === "string") {
          if (!/^[a-z][a-z0-9-]{0,63}$/u.test(v791)) return err(q792, "string does not match pattern ^[a-z][a-z0-9-]{0,63}$");
        }
      }
    }
  }
  return undefined;
}

function v_SessionCreateResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k794 of Object.keys(x)) {
      const v795 = x[k794];
      const q796 = key(p, k794);
      if (k794 === "session_id") {
        if (!(typeof v795 === "string")) return err(q796, "invalid type: " + kind(v795) + ", expected string");
      }
      else if (k794 === "status") {
        { const e797 = v_SessionStatus(v795, q796); if (e797) return e797; }
      }
      else if (k794 === "route_id") {
        if (!(typeof v795 === "string")) return err(q796, "invalid type: " + kind(v795) + ", expected string");
      }
      else if (k794 === "model") {
        if (!(typeof v795 === "string")) return err(q796, "invalid type: " + kind(v795) + ", expected string");
      }
      else if (k794 === "thinking_level") {
        const e798 = (() => {
          {
            const u799 = [];
            const b800 = (() => {
              { const e801 = v_ThinkingLevel(v795, q796); if (e801) return e801; }
              return undefined;
            })();
            if (b800 === undefined) return undefined;
            u799.push(b800);
            const b802 = (() => {
              if (!(v795 === null)) return err(q796, "invalid type: " + kind(v795) + ", expected null");
              return undefined;
            })();
            if (b802 === undefined) return undefined;
            u799.push(b802);
            return u799.reduce((a, b) => (b.path.length > a.path.length ? b : a));
          }
        })();
        if (e798) return e798;
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
    for (const k803 of Object.keys(x)) {
      const v804 = x[k803];
      const q805 = key(p, k803);
      if (k803 === "type") {
        if (!(typeof v804 === "string")) return err(q805, "invalid type: " + kind(v804) + ", expected string");
        if (v804 !== "session.created") return err(q805, "invalid value: " + kind(v804) + ", expected the constant " + "\"session.created\"");
      }
      else if (k803 === "session_id") {
        if (!(typeof v804 === "string")) return err(q805, "invalid type: " + kind(v804) + ", expected string");
      }
      else if (k803 === "mode") {
        if (!(typeof v804 === "string")) return err(q805, "invalid type: " + kind(v804) + ", expected string");
      }
      else if (k803 === "ts") {
        if (!(typeof v804 === "string")) return err(q805, "invalid type: " + kind(v804) + ", expected string");
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
    for (const k806 of Object.keys(x)) {
      const v807 = x[k806];
      const q808 = key(p, k806);
      if (k806 === "type") {
        if (!(typeof v807 === "string")) return err(q808, "invalid type: " + kind(v807) + ", expected string");
        if (v807 !== "session.delete") return err(q808, "invalid value: " + kind(v807) + ", expected the constant " + "\"session.delete\"");
      }
      else if (k806 === "session_id") {
        if (!(typeof v807 === "string")) return err(q808, "invalid type: " + kind(v807) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
  }
  return undefined;
}

function v_SessionDeleteResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k809 of Object.keys(x)) {
      const v810 = x[k809];
      const q811 = key(p, k809);
      if (k809 === "session_id") {
        if (!(typeof v810 === "string")) return err(q811, "invalid type: " + kind(v810) + ", expected string");
      }
      else if (k809 === "deleted") {
        if (!(typeof v810 === "boolean")) return err(q811, "invalid type: " + kind(v810) + ", expected boolean");
        if (v810 !== true) return err(q811, "invalid value: " + kind(v810) + ", expected the constant " + "true");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
  }
  return undefined;
}

function v_SessionDeletedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k812 of Object.keys(x)) {
      const v813 = x[k812];
      const q814 = key(p, k812);
      if (k812 === "type") {
        if (!(typeof v813 === "string")) return err(q814, "invalid type: " + kind(v813) + ", expected string");
        if (v813 !== "session.deleted") return err(q814, "invalid value: " + kind(v813) + ", expected the constant " + "\"session.deleted\"");
      }
      else if (k812 === "session_id") {
        if (!(typeof v813 === "string")) return err(q814, "invalid type: " + kind(v813) + ", expected string");
      }
      else if (k812 === "ts") {
        if (!(typeof v813 === "string")) return err(q814, "invalid type: " + kind(v813) + ", expected string");
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
    for (const k815 of Object.keys(x)) {
      const v816 = x[k815];
      const q817 = key(p, k815);
      if (k815 === "type") {
        if (!(typeof v816 === "string")) return err(q817, "invalid type: " + kind(v816) + ", expected string");
        if (v816 !== "session.execute_command") return err(q817, "invalid value: " + kind(v816) + ", expected the constant " + "\"session.execute_command\"");
      }
      else if (k815 === "session_id") {
        if (!(typeof v816 === "string")) return err(q817, "invalid type: " + kind(v816) + ", expected string");
      }
      else if (k815 === "content") {
        if (!(typeof v816 === "string")) return err(q817, "invalid type: " + kind(v816) + ", expected string");
        if (typeof v816 === "string") {
          const n818 = chars(v816);
          if (n818 < 1) return err(q817, "string of length " + n818 + " is shorter than minLength 1");
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
    for (const k819 of Object.keys(x)) {
      const v820 = x[k819];
      const q821 = key(p, k819);
      if (k819 === "type") {
        if (!(typeof v820 === "string")) return err(q821, "invalid type: " + kind(v820) + ", expected string");
        if (v820 !== "session.export") return err(q821, "invalid value: " + kind(v820) + ", expected the constant " + "\"session.export\"");
      }
      else if (k819 === "session_id") {
        if (!(typeof v820 === "string")) return err(q821, "invalid type: " + kind(v820) + ", expected string");
      }
      else if (k819 === "format") {
        { const e822 = v_ExportFormat(v820, q821); if (e822) return e822; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
  }
  return undefined;
}

function v_SessionExportResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k823 of Object.keys(x)) {
      const v824 = x[k823];
      const q825 = key(p, k823);
      if (k823 === "filename") {
        if (!(typeof v824 === "string")) return err(q825, "invalid type: " + kind(v824) + ", expected string");
      }
      else if (k823 === "media_type") {
        if (!(typeof v824 === "string")) return err(q825, "invalid type: " + kind(v824) + ", expected string");
      }
      else if (k823 === "content") {
        if (!(typeof v824 === "string")) return err(q825, "invalid type: " + kind(v824) + ", expected string");
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
    for (const k826 of Object.keys(x)) {
      const v827 = x[k826];
      const q828 = key(p, k826);
      if (k826 === "type") {
        if (!(typeof v827 === "string")) return err(q828, "invalid type: " + kind(v827) + ", expected string");
        if (v827 !== "session.fork") return err(q828, "invalid value: " + kind(v827) + ", expected the constant " + "\"session.fork\"");
      }
      else if (k826 === "session_id") {
        if (!(typeof v827 === "string")) return err(q828, "invalid type: " + kind(v827) + ", expected string");
      }
      else if (k826 === "leaf_seq") {
        if (!(Number.isInteger(v827) || v827 === null)) return err(q828, "invalid type: " + kind(v827) + ", expected integer or null");
        if (typeof v827 === "number") {
          if (v827 < 1) return err(q828, v827 + " is less than minimum 1");
        }
      }
      else if (k826 === "title") {
        if (!(typeof v827 === "string")) return err(q828, "invalid type: " + kind(v827) + ", expected string");
        if (typeof v827 === "string") {
          const n829 = chars(v827);
          if (n829 > 200) return err(q828, "string of length " + n829 + " is longer than maxLength 200");
        }
      }
      else if (k826 === "preset_id") {
        if (!(typeof v827 === "string" || v827 === null)) return err(q828, "invalid type: " + kind(v827) + ", expected string or null");
        if (typeof v827 === "string") {
          if (!/^[a-z][a-z0-9-]{0,63}$/u.test(v827)) return err(q828, "string does not match pattern ^[a-z][a-z0-9-]{0,63}$");
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
    for (const k830 of Object.keys(x)) {
      const v831 = x[k830];
      const q832 = key(p, k830);
      if (k830 === "session") {
        { const e833 = v_SessionInfo(v831, q832); if (e833) return e833; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session")) return err(p, "missing field `session`");
  }
  return undefined;
}

function v_SessionForkedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k834 of Object.keys(x)) {
      const v835 = x[k834];
      const q836 = key(p, k834);
      if (k834 === "type") {
        if (!(typeof v835 === "string")) return err(q836, "invalid type: " + kind(v835) + ", expected string");
        if (v835 !== "session.forked") return err(q836, "invalid value: " + kind(v835) + ", expected the constant " + "\"session.forked\"");
      }
      else if (k834 === "session_id") {
        if (!(typeof v835 === "string")) return err(q836, "invalid type: " + kind(v835) + ", expected string");
      }
      else if (k834 === "source_session_id") {
        if (!(typeof v835 === "string")) return err(q836, "invalid type: " + kind(v835) + ", expected string");
      }
      else if (k834 === "ts") {
        if (!(typeof v835 === "string")) return err(q836, "invalid type: " + kind(v835) + ", expected string");
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
    for (const k837 of Object.keys(x)) {
      const v838 = x[k837];
      const q839 = key(p, k837);
      if (k837 === "type") {
        if (!(typeof v838 === "string")) return err(q839, "invalid type: " + kind(v838) + ", expected string");
        if (v838 !== "session.get_authority") return err(q839, "invalid value: " + kind(v838) + ", expected the constant " + "\"session.get_authority\"");
      }
      else if (k837 === "session_id") {
        if (!(typeof v838 === "string")) return err(q839, "invalid type: " + kind(v838) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
  }
  return undefined;
}

function v_SessionGetHistoryCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k840 of Object.keys(x)) {
      const v841 = x[k840];
      const q842 = key(p, k840);
      if (k840 === "type") {
        if (!(typeof v841 === "string")) return err(q842, "invalid type: " + kind(v841) + ", expected string");
        if (v841 !== "session.get_history") return err(q842, "invalid value: " + kind(v841) + ", expected the constant " + "\"session.get_history\"");
      }
      else if (k840 === "session_id") {
        if (!(typeof v841 === "string")) return err(q842, "invalid type: " + kind(v841) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
  }
  return undefined;
}

function v_SessionGetHistoryResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k843 of Object.keys(x)) {
      const v844 = x[k843];
      const q845 = key(p, k843);
      if (k843 === "messages") {
        if (!(Array.isArray(v844))) return err(q845, "invalid type: " + kind(v844) + ", expected array");
        if (Array.isArray(v844)) {
          for (let i846 = 0; i846 < v844.length; i846++) {
            const v847 = v844[i846];
            const q848 = q845 + "[" + i846 + "]";
            if (!(isObject(v847))) return err(q848, "invalid type: " + kind(v847) + ", expected object");
          }
        }
      }
      else if (k843 === "display_messages") {
        if (!(Array.isArray(v844) || v844 === null)) return err(q845, "invalid type: " + kind(v844) + ", expected array or null");
        if (Array.isArray(v844)) {
          for (let i849 = 0; i849 < v844.length; i849++) {
            const v850 = v844[i849];
            const q851 = q845 + "[" + i849 + "]";
            if (!(isObject(v850))) return err(q851, "invalid type: " + kind(v850) + ", expected object");
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
    for (const k852 of Object.keys(x)) {
      const v853 = x[k852];
      const q854 = key(p, k852);
      if (k852 === "type") {
        if (!(typeof v853 === "string")) return err(q854, "invalid type: " + kind(v853) + ", expected string");
        if (v853 !== "session.import") return err(q854, "invalid value: " + kind(v853) + ", expected the constant " + "\"session.import\"");
      }
      else if (k852 === "content") {
        if (!(typeof v853 === "string")) return err(q854, "invalid type: " + kind(v853) + ", expected string");
        if (typeof v853 === "string") {
          const n855 = chars(v853);
          if (n855 < 1) return err(q854, "string of length " + n855 + " is shorter than minLength 1");
          if (n855 > 3145728) return err(q854, "string of length " + n855 + " is longer than maxLength 3145728");
        }
      }
      else if (k852 === "filename") {
        if (!(typeof v853 === "string")) return err(q854, "invalid type: " + kind(v853) + ", expected string");
        if (typeof v853 === "string") {
          const n856 = chars(v853);
          if (n856 > 260) return err(q854, "string of length " + n856 + " is longer than maxLength 260");
        }
      }
      else if (k852 === "title") {
        if (!(typeof v853 === "string")) return err(q854, "invalid type: " + kind(v853) + ", expected string");
        if (typeof v853 === "string") {
          const n857 = chars(v853);
          if (n857 > 200) return err(q854, "string of length " + n857 + " is longer than maxLength 200");
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
    for (const k858 of Object.keys(x)) {
      const v859 = x[k858];
      const q860 = key(p, k858);
      if (k858 === "session_id") {
        if (!(typeof v859 === "string")) return err(q860, "invalid type: " + kind(v859) + ", expected string");
      }
      else if (k858 === "mode") {
        { const e861 = v_SessionMode(v859, q860); if (e861) return e861; }
      }
      else if (k858 === "status") {
        { const e862 = v_SessionStatus(v859, q860); if (e862) return e862; }
      }
      else if (k858 === "title") {
        if (!(typeof v859 === "string")) return err(q860, "invalid type: " + kind(v859) + ", expected string");
      }
      else if (k858 === "created_at") {
        if (!(typeof v859 === "string")) return err(q860, "invalid type: " + kind(v859) + ", expected string");
      }
      else if (k858 === "updated_at") {
        if (!(typeof v859 === "string")) return err(q860, "invalid type: " + kind(v859) + ", expected string");
      }
      else if (k858 === "run_count") {
        if (!(Number.isInteger(v859))) return err(q860, "invalid type: " + kind(v859) + ", expected integer");
      }
      else if (k858 === "last_run_id") {
        if (!(typeof v859 === "string" || v859 === null)) return err(q860, "invalid type: " + kind(v859) + ", expected string or null");
      }
      else if (k858 === "parent_session_id") {
        if (!(typeof v859 === "string" || v859 === null)) return err(q860, "invalid type: " + kind(v859) + ", expected string or null");
      }
      else if (k858 === "workspace") {
        if (!(typeof v859 === "string")) return err(q860, "invalid type: " + kind(v859) + ", expected string");
      }
      else if (k858 === "preset_id") {
        if (!(typeof v859 === "string")) return err(q860, "invalid type: " + kind(v859) + ", expected string");
      }
      else if (k858 === "preset_digest") {
        if (!(typeof v859 === "string")) return err(q860, "invalid type: " + kind(v859) + ", expected string");
      }
      else if (k858 === "route_id") {
        if (!(typeof v859 === "string")) return err(q860, "invalid type: " + kind(v859) + ", expected string");
      }
      else if (k858 === "model") {
        if (!(typeof v859 === "string")) return err(q860, "invalid type: " + kind(v859) + ", expected string");
      }
      else if (k858 === "thinking_level") {
        const e863 = (() => {
          {
            const u864 = [];
            const b865 = (() => {
              { const e866 = v_ThinkingLevel(v859, q860); if (e866) return e866; }
              return undefined;
            })();
            if (b865 === undefined) return undefined;
            u864.push(b865);
            const b867 = (() => {
              if (!(v859 === null)) return err(q860, "invalid type: " + kind(v859) + ", expected null");
              return undefined;
            })();
            if (b867 === undefined) return undefined;
            u864.push(b867);
            return u864.reduce((a, b) => (b.path.length > a.path.length ? b : a));
          }
        })();
        if (e863) return e863;
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
    for (const k868 of Object.keys(x)) {
      const v869 = x[k868];
      const q870 = key(p, k868);
      if (k868 === "type") {
        if (!(typeof v869 === "string")) return err(q870, "invalid type: " + kind(v869) + ", expected string");
        if (v869 !== "session.interrupted") return err(q870, "invalid value: " + kind(v869) + ", expected the constant " + "\"session.interrupted\"");
      }
      else if (k868 === "session_id") {
        if (!(typeof v869 === "string")) return err(q870, "invalid type: " + kind(v869) + ", expected string");
      }
      else if (k868 === "last_run_id") {
        if (!(typeof v869 === "string")) return err(q870, "invalid type: " + kind(v869) + ", expected string");
      }
      else if (k868 === "reason") {
        if (!(typeof v869 === "string")) return err(q870, "invalid type: " + kind(v869) + ", expected string");
      }
      else if (k868 === "ts") {
        if (!(typeof v869 === "string")) return err(q870, "invalid type: " + kind(v869) + ", expected string");
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
    for (const k871 of Object.keys(x)) {
      const v872 = x[k871];
      const q873 = key(p, k871);
      if (k871 === "type") {
        if (!(typeof v872 === "string")) return err(q873, "invalid type: " + kind(v872) + ", expected string");
        if (v872 !== "session.list") return err(q873, "invalid value: " + kind(v872) + ", expected the constant " + "\"session.list\"");
      }
      else if (k871 === "include_closed") {
        if (!(typeof v872 === "boolean")) return err(q873, "invalid type: " + kind(v872) + ", expected boolean");
      }
      else if (k871 === "limit") {
        if (!(Number.isInteger(v872))) return err(q873, "invalid type: " + kind(v872) + ", expected integer");
        if (typeof v872 === "number") {
          if (v872 < 1) return err(q873, v872 + " is less than minimum 1");
          if (v872 > 200) return err(q873, v872 + " is greater than maximum 200");
        }
      }
    }
  }
  return undefined;
}

function v_SessionListQueueCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k874 of Object.keys(x)) {
      const v875 = x[k874];
      const q876 = key(p, k874);
      if (k874 === "type") {
        if (!(typeof v875 === "string")) return err(q876, "invalid type: " + kind(v875) + ", expected string");
        if (v875 !== "session.list_queue") return err(q876, "invalid value: " + kind(v875) + ", expected the constant " + "\"session.list_queue\"");
      }
      else if (k874 === "session_id") {
        if (!(typeof v875 === "string")) return err(q876, "invalid type: " + kind(v875) + ", expected string");
        if (typeof v875 === "string") {
          const n877 = chars(v875);
          if (n877 < 1) return err(q876, "string of length " + n877 + " is shorter than minLength 1");
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
    for (const k878 of Object.keys(x)) {
      const v879 = x[k878];
      const q880 = key(p, k878);
      if (k878 === "sessions") {
        if (!(Array.isArray(v879))) return err(q880, "invalid type: " + kind(v879) + ", expected array");
        if (Array.isArray(v879)) {
          for (let i881 = 0; i881 < v879.length; i881++) {
            const v882 = v879[i881];
            const q883 = q880 + "[" + i881 + "]";
            { const e884 = v_SessionInfo(v882, q883); if (e884) return e884; }
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
    for (const k885 of Object.keys(x)) {
      const v886 = x[k885];
      const q887 = key(p, k885);
      if (k885 === "type") {
        if (!(typeof v886 === "string")) return err(q887, "invalid type: " + kind(v886) + ", expected string");
        if (v886 !== "session.message_received") return err(q887, "invalid value: " + kind(v886) + ", expected the constant " + "\"session.message_received\"");
      }
      else if (k885 === "session_id") {
        if (!(typeof v886 === "string")) return err(q887, "invalid type: " + kind(v886) + ", expected string");
      }
      else if (k885 === "content") {
        if (!(typeof v886 === "string")) return err(q887, "invalid type: " + kind(v886) + ", expected string");
      }
      else if (k885 === "ts") {
        if (!(typeof v886 === "string")) return err(q887, "invalid type: " + kind(v886) + ", expected string");
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
    for (const k888 of Object.keys(x)) {
      const v889 = x[k888];
      const q890 = key(p, k888);
      if (k888 === "type") {
        if (!(typeof v889 === "string")) return err(q890, "invalid type: " + kind(v889) + ", expected string");
        if (v889 !== "session.navigate") return err(q890, "invalid value: " + kind(v889) + ", expected the constant " + "\"session.navigate\"");
      }
      else if (k888 === "session_id") {
        if (!(typeof v889 === "string")) return err(q890, "invalid type: " + kind(v889) + ", expected string");
      }
      else if (k888 === "target_seq") {
        if (!(Number.isInteger(v889))) return err(q890, "invalid type: " + kind(v889) + ", expected integer");
        if (typeof v889 === "number") {
          if (v889 < 1) return err(q890, v889 + " is less than minimum 1");
        }
      }
      else if (k888 === "summarize") {
        if (!(typeof v889 === "boolean")) return err(q890, "invalid type: " + kind(v889) + ", expected boolean");
      }
      else if (k888 === "focus") {
        if (!(typeof v889 === "string")) return err(q890, "invalid type: " + kind(v889) + ", expected string");
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
    for (const k891 of Object.keys(x)) {
      const v892 = x[k891];
      const q893 = key(p, k891);
      if (k891 === "type") {
        if (!(typeof v892 === "string")) return err(q893, "invalid type: " + kind(v892) + ", expected string");
        if (v892 !== "session.queue_message") return err(q893, "invalid value: " + kind(v892) + ", expected the constant " + "\"session.queue_message\"");
      }
      else if (k891 === "session_id") {
        if (!(typeof v892 === "string")) return err(q893, "invalid type: " + kind(v892) + ", expected string");
        if (typeof v892 === "string") {
          const n894 = chars(v892);
          if (n894 < 1) return err(q893, "string of length " + n894 + " is shorter than minLength 1");
        }
      }
      else if (k891 === "content") {
        if (!(typeof v892 === "string")) return err(q893, "invalid type: " + kind(v892) + ", expected string");
        if (typeof v892 === "string") {
          const n895 = chars(v892);
          if (n895 < 1) return err(q893, "string of length " + n895 + " is shorter than minLength 1");
        }
      }
      else if (k891 === "display_content") {
        if (!(typeof v892 === "string" || v892 === null)) return err(q893, "invalid type: " + kind(v892) + ", expected string or null");
      }
      else if (k891 === "runtime_mode") {
        { const e896 = v_RuntimeMode(v892, q893); if (e896) return e896; }
      }
      else if (k891 === "attachments") {
        if (!(Array.isArray(v892))) return err(q893, "invalid type: " + kind(v892) + ", expected array");
        if (Array.isArray(v892)) {
          for (let i897 = 0; i897 < v892.length; i897++) {
            const v898 = v892[i897];
            const q899 = q893 + "[" + i897 + "]";
            { const e900 = v_ImageArtifactInput(v898, q899); if (e900) return e900; }
          }
          if (v892.length > 8) return err(q893, "array has more than maxItems 8");
        }
      }
      else if (k891 === "tools") {
        if (!(Array.isArray(v892) || v892 === null)) return err(q893, "invalid type: " + kind(v892) + ", expected array or null");
        if (Array.isArray(v892)) {
          for (let i901 = 0; i901 < v892.length; i901++) {
            const v902 = v892[i901];
            const q903 = q893 + "[" + i901 + "]";
            { const e904 = v_BuiltinTool(v902, q903); if (e904) return e904; }
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
    for (const k905 of Object.keys(x)) {
      const v906 = x[k905];
      const q907 = key(p, k905);
      if (k905 === "type") {
        if (!(typeof v906 === "string")) return err(q907, "invalid type: " + kind(v906) + ", expected string");
        if (v906 !== "session.reload") return err(q907, "invalid value: " + kind(v906) + ", expected the constant " + "\"session.reload\"");
      }
      else if (k905 === "session_id") {
        if (!(typeof v906 === "string")) return err(q907, "invalid type: " + kind(v906) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
  }
  return undefined;
}

function v_SessionRemoveQueuedMessageCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k908 of Object.keys(x)) {
      const v909 = x[k908];
      const q910 = key(p, k908);
      if (k908 === "type") {
        if (!(typeof v909 === "string")) return err(q910, "invalid type: " + kind(v909) + ", expected string");
        if (v909 !== "session.remove_queued_message") return err(q910, "invalid value: " + kind(v909) + ", expected the constant " + "\"session.remove_queued_message\"");
      }
      else if (k908 === "session_id") {
        if (!(typeof v909 === "string")) return err(q910, "invalid type: " + kind(v909) + ", expected string");
        if (typeof v909 === "string") {
          const n911 = chars(v909);
          if (n911 < 1) return err(q910, "string of length " + n911 + " is shorter than minLength 1");
        }
      }
      else if (k908 === "message_id") {
        if (!(typeof v909 === "string")) return err(q910, "invalid type: " + kind(v909) + ", expected string");
        if (typeof v909 === "string") {
          const n912 = chars(v909);
          if (n912 < 1) return err(q910, "string of length " + n912 + " is shorter than minLength 1");
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
    for (const k913 of Object.keys(x)) {
      const v914 = x[k913];
      const q915 = key(p, k913);
      if (k913 === "type") {
        if (!(typeof v914 === "string")) return err(q915, "invalid type: " + kind(v914) + ", expected string");
        if (v914 !== "session.rename") return err(q915, "invalid value: " + kind(v914) + ", expected the constant " + "\"session.rename\"");
      }
      else if (k913 === "session_id") {
        if (!(typeof v914 === "string")) return err(q915, "invalid type: " + kind(v914) + ", expected string");
      }
      else if (k913 === "title") {
        if (!(typeof v914 === "string")) return err(q915, "invalid type: " + kind(v914) + ", expected string");
        if (typeof v914 === "string") {
          const n916 = chars(v914);
          if (n916 < 1) return err(q915, "string of length " + n916 + " is shorter than minLength 1");
          if (n916 > 200) return err(q915, "string of length " + n916 + " is longer than maxLength 200");
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
    for (const k917 of Object.keys(x)) {
      const v918 = x[k917];
      const q919 = key(p, k917);
      if (k917 === "session") {
        { const e920 = v_SessionInfo(v918, q919); if (e920) return e920; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session")) return err(p, "missing field `session`");
  }
  return undefined;
}

function v_SessionRenamedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k921 of Object.keys(x)) {
      const v922 = x[k921];
      const q923 = key(p, k921);
      if (k921 === "type") {
        if (!(typeof v922 === "string")) return err(q923, "invalid type: " + kind(v922) + ", expected string");
        if (v922 !== "session.renamed") return err(q923, "invalid value: " + kind(v922) + ", expected the constant " + "\"session.renamed\"");
      }
      else if (k921 === "session_id") {
        if (!(typeof v922 === "string")) return err(q923, "invalid type: " + kind(v922) + ", expected string");
      }
      else if (k921 === "title") {
        if (!(typeof v922 === "string")) return err(q923, "invalid type: " + kind(v922) + ", expected string");
      }
      else if (k921 === "ts") {
        if (!(typeof v922 === "string")) return err(q923, "invalid type: " + kind(v922) + ", expected string");
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
    for (const k924 of Object.keys(x)) {
      const v925 = x[k924];
      const q926 = key(p, k924);
      if (k924 === "type") {
        if (!(typeof v925 === "string")) return err(q926, "invalid type: " + kind(v925) + ", expected string");
        if (v925 !== "session.resume") return err(q926, "invalid value: " + kind(v925) + ", expected the constant " + "\"session.resume\"");
      }
      else if (k924 === "session_id") {
        if (!(typeof v925 === "string")) return err(q926, "invalid type: " + kind(v925) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
  }
  return undefined;
}

function v_SessionResumeResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k927 of Object.keys(x)) {
      const v928 = x[k927];
      const q929 = key(p, k927);
      if (k927 === "session") {
        { const e930 = v_SessionInfo(v928, q929); if (e930) return e930; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session")) return err(p, "missing field `session`");
  }
  return undefined;
}

function v_SessionResumedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k931 of Object.keys(x)) {
      const v932 = x[k931];
      const q933 = key(p, k931);
      if (k931 === "type") {
        if (!(typeof v932 === "string")) return err(q933, "invalid type: " + kind(v932) + ", expected string");
        if (v932 !== "session.resumed") return err(q933, "invalid value: " + kind(v932) + ", expected the constant " + "\"session.resumed\"");
      }
      else if (k931 === "session_id") {
        if (!(typeof v932 === "string")) return err(q933, "invalid type: " + kind(v932) + ", expected string");
      }
      else if (k931 === "ts") {
        if (!(typeof v932 === "string")) return err(q933, "invalid type: " + kind(v932) + ", expected string");
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
    for (const k934 of Object.keys(x)) {
      const v935 = x[k934];
      const q936 = key(p, k934);
      if (k934 === "type") {
        if (!(typeof v935 === "string")) return err(q936, "invalid type: " + kind(v935) + ", expected string");
        if (v935 !== "session.retry_queued_message") return err(q936, "invalid value: " + kind(v935) + ", expected the constant " + "\"session.retry_queued_message\"");
      }
      else if (k934 === "session_id") {
        if (!(typeof v935 === "string")) return err(q936, "invalid type: " + kind(v935) + ", expected string");
        if (typeof v935 === "string") {
          const n937 = chars(v935);
          if (n937 < 1) return err(q936, "string of length " + n937 + " is shorter than minLength 1");
        }
      }
      else if (k934 === "message_id") {
        if (!(typeof v935 === "string")) return err(q936, "invalid type: " + kind(v935) + ", expected string");
        if (typeof v935 === "string") {
          const n938 = chars(v935);
          if (n938 < 1) return err(q936, "string of length " + n938 + " is shorter than minLength 1");
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
    for (const k939 of Object.keys(x)) {
      const v940 = x[k939];
      const q941 = key(p, k939);
      if (k939 === "type") {
        if (!(typeof v940 === "string")) return err(q941, "invalid type: " + kind(v940) + ", expected string");
        if (v940 !== "session.rewind") return err(q941, "invalid value: " + kind(v940) + ", expected the constant " + "\"session.rewind\"");
      }
      else if (k939 === "session_id") {
        if (!(typeof v940 === "string")) return err(q941, "invalid type: " + kind(v940) + ", expected string");
      }
      else if (k939 === "checkpoint_id") {
        if (!(typeof v940 === "string")) return err(q941, "invalid type: " + kind(v940) + ", expected string");
      }
      else if (k939 === "run_id") {
        if (!(typeof v940 === "string" || v940 === null)) return err(q941, "invalid type: " + kind(v940) + ", expected string or null");
      }
      else if (k939 === "expected_digest") {
        if (!(typeof v940 === "string")) return err(q941, "invalid type: " + kind(v940) + ", expected string");
        if (typeof v940 === "string") {
          const n942 = chars(v940);
          if (n942 < 64) return err(q941, "string of length " + n942 + " is shorter than minLength 64");
          if (n942 > 64) return err(q941, "string of length " + n942 + " is longer than maxLength 64");
        }
      }
      else if (k939 === "confirmed") {
        if (!(typeof v940 === "boolean")) return err(q941, "invalid type: " + kind(v940) + ", expected boolean");
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
    for (const k943 of Object.keys(x)) {
      const v944 = x[k943];
      const q945 = key(p, k943);
      if (k943 === "type") {
        if (!(typeof v944 === "string")) return err(q945, "invalid type: " + kind(v944) + ", expected string");
        if (v944 !== "session.rewind_preview") return err(q945, "invalid value: " + kind(v944) + ", expected the constant " + "\"session.rewind_preview\"");
      }
      else if (k943 === "session_id") {
        if (!(typeof v944 === "string")) return err(q945, "invalid type: " + kind(v944) + ", expected string");
      }
      else if (k943 === "checkpoint_id") {
        if (!(typeof v944 === "string")) return err(q945, "invalid type: " + kind(v944) + ", expected string");
      }
      else if (k943 === "run_id") {
        if (!(typeof v944 === "string" || v944 === null)) return err(q945, "invalid type: " + kind(v944) + ", expected string or null");
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
    for (const k946 of Object.keys(x)) {
      const v947 = x[k946];
      const q948 = key(p, k946);
      if (k946 === "checkpoint_id") {
        if (!(typeof v947 === "string")) return err(q948, "invalid type: " + kind(v947) + ", expected string");
      }
      else if (k946 === "restored") {
        if (!(Array.isArray(v947))) return err(q948, "invalid type: " + kind(v947) + ", expected array");
        if (Array.isArray(v947)) {
          for (let i949 = 0; i949 < v947.length; i949++) {
            const v950 = v947[i949];
            const q951 = q948 + "[" + i949 + "]";
            if (!(typeof v950 === "string")) return err(q951, "invalid type: " + kind(v950) + ", expected string");
          }
        }
      }
      else if (k946 === "already_restored") {
        if (!(Array.isArray(v947))) return err(q948, "invalid type: " + kind(v947) + ", expected array");
        if (Array.isArray(v947)) {
          for (let i952 = 0; i952 < v947.length; i952++) {
            const v953 = v947[i952];
            const q954 = q948 + "[" + i952 + "]";
            if (!(typeof v953 === "string")) return err(q954, "invalid type: " + kind(v953) + ", expected string");
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
    for (const k955 of Object.keys(x)) {
      const v956 = x[k955];
      const q957 = key(p, k955);
      if (k955 === "type") {
        if (!(typeof v956 === "string")) return err(q957, "invalid type: " + kind(v956) + ", expected string");
        if (v956 !== "session.send_message") return err(q957, "invalid value: " + kind(v956) + ", expected the constant " + "\"session.send_message\"");
      }
      else if (k955 === "session_id") {
        if (!(typeof v956 === "string")) return err(q957, "invalid type: " + kind(v956) + ", expected string");
      }
      else if (k955 === "content") {
        if (!(typeof v956 === "string")) return err(q957, "invalid type: " + kind(v956) + ", expected string");
      }
      else if (k955 === "display_content") {
        if (!(typeof v956 === "string" || v956 === null)) return err(q957, "invalid type: " + kind(v956) + ", expected string or null");
      }
      else if (k955 === "runtime_mode") {
        { const e958 = v_RuntimeMode(v956, q957); if (e958) return e958; }
      }
      else if (k955 === "attachments") {
        if (!(Array.isArray(v956))) return err(q957, "invalid type: " + kind(v956) + ", expected array");
        if (Array.isArray(v956)) {
          for (let i959 = 0; i959 < v956.length; i959++) {
            const v960 = v956[i959];
            const q961 = q957 + "[" + i959 + "]";
            { const e962 = v_ImageArtifactInput(v960, q961); if (e962) return e962; }
          }
          if (v956.length > 8) return err(q957, "array has more than maxItems 8");
        }
      }
      else if (k955 === "tools") {
        if (!(Array.isArray(v956) || v956 === null)) return err(q957, "invalid type: " + kind(v956) + ", expected array or null");
        if (Array.isArray(v956)) {
          for (let i963 = 0; i963 < v956.length; i963++) {
            const v964 = v956[i963];
            const q965 = q957 + "[" + i963 + "]";
            { const e966 = v_BuiltinTool(v964, q965); if (e966) return e966; }
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
    for (const k967 of Object.keys(x)) {
      const v968 = x[k967];
      const q969 = key(p, k967);
      if (k967 === "run_id") {
        if (!(typeof v968 === "string")) return err(q969, "invalid type: " + kind(v968) + ", expected string");
      }
      else if (k967 === "handled") {
        if (!(typeof v968 === "boolean")) return err(q969, "invalid type: " + kind(v968) + ", expected boolean");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "run_id")) return err(p, "missing field `run_id`");
  }
  return undefined;
}

function v_SessionSetAuthorityCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k970 of Object.keys(x)) {
      const v971 = x[k970];
      const q972 = key(p, k970);
      if (k970 === "type") {
        if (!(typeof v971 === "string")) return err(q972, "invalid type: " + kind(v971) + ", expected string");
        if (v971 !== "session.set_authority") return err(q972, "invalid value: " + kind(v971) + ", expected the constant " + "\"session.set_authority\"");
      }
      else if (k970 === "session_id") {
        if (!(typeof v971 === "string")) return err(q972, "invalid type: " + kind(v971) + ", expected string");
      }
      else if (k970 === "mode") {
        const e973 = (() => {
          {
            const u974 = [];
            const b975 = (() => {
              { const e976 = v_RuntimeMode(v971, q972); if (e976) return e976; }
              return undefined;
            })();
            if (b975 === undefined) return undefined;
            u974.push(b975);
            const b977 = (() => {
              if (!(v971 === null)) return err(q972, "invalid type: " + kind(v971) + ", expected null");
              return undefined;
            })();
            if (b977 === undefined) return undefined;
            u974.push(b977);
            return u974.reduce((a, b) => (b.path.length > a.path.length ? b : a));
          }
        })();
        if (e973) return e973;
      }
      else if (k970 === "profile") {
        const e978 = (() => {
          {
            const u979 = [];
            const b980 = (() => {
              { const e981 = v_AuthorityProfile(v971, q972); if (e981) return e981; }
              return undefined;
            })();
            if (b980 === undefined) return undefined;
            u979.push(b980);
            const b982 = (() => {
              if (!(v971 === null)) return err(q972, "invalid type: " + kind(v971) + ", expected null");
              return undefined;
            })();
            if (b982 === undefined) return undefined;
            u979.push(b982);
            return u979.reduce((a, b) => (b.path.length > a.path.length ? b : a));
          }
        })();
        if (e978) return e978;
      }
      else if (k970 === "workspace_trust") {
        const e983 = (() => {
          {
            const u984 = [];
            const b985 = (() => {
              { const e986 = v_WorkspaceTrust(v971, q972); if (e986) return e986; }
              return undefined;
            })();
            if (b985 === undefined) return undefined;
            u984.push(b985);
            const b987 = (() => {
              if (!(v971 === null)) return err(q972, "invalid type: " + kind(v971) + ", expected null");
              return undefined;
            })();
            if (b987 === undefined) return undefined;
            u984.push(b987);
            return u984.reduce((a, b) => (b.path.length > a.path.length ? b : a));
          }
        })();
        if (e983) return e983;
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
  }
  return undefined;
}

function v_SessionSetModelCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k988 of Object.keys(x)) {
      const v989 = x[k988];
      const q990 = key(p, k988);
      if (k988 === "type") {
        if (!(typeof v989 === "string")) return err(q990, "invalid type: " + kind(v989) + ", expected string");
        if (v989 !== "session.set_model") return err(q990, "invalid value: " + kind(v989) + ", expected the constant " + "\"session.set_model\"");
      }
      else if (k988 === "session_id") {
        if (!(typeof v989 === "string")) return err(q990, "invalid type: " + kind(v989) + ", expected string");
        if (typeof v989 === "string") {
          const n991 = chars(v989);
          if (n991 < 1) return err(q990, "string of length " + n991 + " is shorter than minLength 1");
        }
      }
      else if (k988 === "route_id") {
        if (!(typeof v989 === "string")) return err(q990, "invalid type: " + kind(v989) + ", expected string");
        if (typeof v989 === "string") {
          const n992 = chars(v989);
          if (n992 < 1) return err(q990, "string of length " + n992 + " is shorter than minLength 1");
          if (n992 > 256) return err(q990, "string of length " + n992 + " is longer than maxLength 256");
        }
      }
      else if (k988 === "model") {
        if (!(typeof v989 === "string")) return err(q990, "invalid type: " + kind(v989) + ", expected string");
        if (typeof v989 === "string") {
          const n993 = chars(v989);
          if (n993 > 256) return err(q990, "string of length " + n993 + " is longer than maxLength 256");
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
    for (const k994 of Object.keys(x)) {
      const v995 = x[k994];
      const q996 = key(p, k994);
      if (k994 === "type") {
        if (!(typeof v995 === "string")) return err(q996, "invalid type: " + kind(v995) + ", expected string");
        if (v995 !== "session.set_thinking") return err(q996, "invalid value: " + kind(v995) + ", expected the constant " + "\"session.set_thinking\"");
      }
      else if (k994 === "session_id") {
        if (!(typeof v995 === "string")) return err(q996, "invalid type: " + kind(v995) + ", expected string");
        if (typeof v995 === "string") {
          const n997 = chars(v995);
          if (n997 < 1) return err(q996, "string of length " + n997 + " is shorter than minLength 1");
        }
      }
      else if (k994 === "thinking_level") {
        { const e998 = v_ThinkingLevel(v995, q996); if (e998) return e998; }
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
    for (const k999 of Object.keys(x)) {
      const v1000 = x[k999];
      const q1001 = key(p, k999);
      if (k999 === "type") {
        if (!(typeof v1000 === "string")) return err(q1001, "invalid type: " + kind(v1000) + ", expected string");
        if (v1000 !== "session.tasks") return err(q1001, "invalid value: " + kind(v1000) + ", expected the constant " + "\"session.tasks\"");
      }
      else if (k999 === "session_id") {
        if (!(typeof v1000 === "string")) return err(q1001, "invalid type: " + kind(v1000) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
  }
  return undefined;
}

function v_SessionTasksResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1002 of Object.keys(x)) {
      const v1003 = x[k1002];
      const q1004 = key(p, k1002);
      if (k1002 === "run_id") {
        if (!(typeof v1003 === "string" || v1003 === null)) return err(q1004, "invalid type: " + kind(v1003) + ", expected string or null");
      }
      else if (k1002 === "tasks") {
        if (!(Array.isArray(v1003))) return err(q1004, "invalid type: " + kind(v1003) + ", expected array");
        if (Array.isArray(v1003)) {
          for (let i1005 = 0; i1005 < v1003.length; i1005++) {
            const v1006 = v1003[i1005];
            const q1007 = q1004 + "[" + i1005 + "]";
            if (!(isObject(v1006))) return err(q1007, "invalid type: " + kind(v1006) + ", expected object");
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
    for (const k1008 of Object.keys(x)) {
      const v1009 = x[k1008];
      const q1010 = key(p, k1008);
      if (k1008 === "type") {
        if (!(typeof v1009 === "string")) return err(q1010, "invalid type: " + kind(v1009) + ", expected string");
        if (v1009 !== "session.tree") return err(q1010, "invalid value: " + kind(v1009) + ", expected the constant " + "\"session.tree\"");
      }
      else if (k1008 === "session_id") {
        if (!(typeof v1009 === "string")) return err(q1010, "invalid type: " + kind(v1009) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session_id")) return err(p, "missing field `session_id`");
  }
  return undefined;
}

function v_SessionWaitingForInputEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1011 of Object.keys(x)) {
      const v1012 = x[k1011];
      const q1013 = key(p, k1011);
      if (k1011 === "type") {
        if (!(typeof v1012 === "string")) return err(q1013, "invalid type: " + kind(v1012) + ", expected string");
        if (v1012 !== "session.waiting_for_input") return err(q1013, "invalid value: " + kind(v1012) + ", expected the constant " + "\"session.waiting_for_input\"");
      }
      else if (k1011 === "session_id") {
        if (!(typeof v1012 === "string")) return err(q1013, "invalid type: " + kind(v1012) + ", expected string");
      }
      else if (k1011 === "last_run_id") {
        if (!(typeof v1012 === "string")) return err(q1013, "invalid type: " + kind(v1012) + ", expected string");
      }
      else if (k1011 === "ts") {
        if (!(typeof v1012 === "string")) return err(q1013, "invalid type: " + kind(v1012) + ", expected string");
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
    for (const k1014 of Object.keys(x)) {
      const v1015 = x[k1014];
      const q1016 = key(p, k1014);
      if (k1014 === "type") {
        if (!(typeof v1015 === "string")) return err(q1016, "invalid type: " + kind(v1015) + ", expected string");
        if (v1015 !== "skill.invoked") return err(q1016, "invalid value: " + kind(v1015) + ", expected the constant " + "\"skill.invoked\"");
      }
      else if (k1014 === "skill_name") {
        if (!(typeof v1015 === "string")) return err(q1016, "invalid type: " + kind(v1015) + ", expected string");
      }
      else if (k1014 === "arguments") {
        if (!(typeof v1015 === "string")) return err(q1016, "invalid type: " + kind(v1015) + ", expected string");
      }
      else if (k1014 === "run_id") {
        if (!(typeof v1015 === "string")) return err(q1016, "invalid type: " + kind(v1015) + ", expected string");
      }
      else if (k1014 === "ts") {
        if (!(typeof v1015 === "string")) return err(q1016, "invalid type: " + kind(v1015) + ", expected string");
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
    for (const k1017 of Object.keys(x)) {
      const v1018 = x[k1017];
      const q1019 = key(p, k1017);
      if (k1017 === "type") {
        if (!(typeof v1018 === "string")) return err(q1019, "invalid type: " + kind(v1018) + ", expected string");
        if (v1018 !== "step.finished") return err(q1019, "invalid value: " + kind(v1018) + ", expected the constant " + "\"step.finished\"");
      }
      else if (k1017 === "run_id") {
        if (!(typeof v1018 === "string")) return err(q1019, "invalid type: " + kind(v1018) + ", expected string");
      }
      else if (k1017 === "step") {
        if (!(Number.isInteger(v1018))) return err(q1019, "invalid type: " + kind(v1018) + ", expected integer");
      }
      else if (k1017 === "ledger_seq") {
        if (!(Number.isInteger(v1018) || v1018 === null)) return err(q1019, "invalid type: " + kind(v1018) + ", expected integer or null");
        if (typeof v1018 === "number") {
          if (v1018 < 1) return err(q1019, v1018 + " is less than minimum 1");
        }
      }
      else if (k1017 === "ts") {
        if (!(typeof v1018 === "string")) return err(q1019, "invalid type: " + kind(v1018) + ", expected string");
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
    for (const k1020 of Object.keys(x)) {
      const v1021 = x[k1020];
      const q1022 = key(p, k1020);
      if (k1020 === "type") {
        if (!(typeof v1021 === "string")) return err(q1022, "invalid type: " + kind(v1021) + ", expected string");
        if (v1021 !== "step.started") return err(q1022, "invalid value: " + kind(v1021) + ", expected the constant " + "\"step.started\"");
      }
      else if (k1020 === "run_id") {
        if (!(typeof v1021 === "string")) return err(q1022, "invalid type: " + kind(v1021) + ", expected string");
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
      else if (k1020 === "ts") {
        if (!(typeof v1021 === "string")) return err(q1022, "invalid type: " + kind(v1021) + ", expected string");
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
    for (const k1023 of Object.keys(x)) {
      const v1024 = x[k1023];
      const q1025 = key(p, k1023);
      if (k1023 === "type") {
        if (!(typeof v1024 === "string")) return err(q1025, "invalid type: " + kind(v1024) + ", expected string");
        if (v1024 !== "strategy.proposed") return err(q1025, "invalid value: " + kind(v1024) + ", expected the constant " + "\"strategy.proposed\"");
      }
      else if (k1023 === "run_id") {
        if (!(typeof v1024 === "string")) return err(q1025, "invalid type: " + kind(v1024) + ", expected string");
      }
      else if (k1023 === "profile_digest") {
        if (!(typeof v1024 === "string")) return err(q1025, "invalid type: " + kind(v1024) + ", expected string");
        if (typeof v1024 === "string") {
          if (!/^[0-9a-f]{64}$/u.test(v1024)) return err(q1025, "string does not match pattern ^[0-9a-f]{64}$");
        }
      }
      else if (k1023 === "strategy") {
        { const e1026 = v_StrategyKind(v1024, q1025); if (e1026) return e1026; }
      }
      else if (k1023 === "summary") {
        if (!(typeof v1024 === "string")) return err(q1025, "invalid type: " + kind(v1024) + ", expected string");
      }
      else if (k1023 === "ts") {
        if (!(typeof v1024 === "string")) return err(q1025, "invalid type: " + kind(v1024) + ", expected string");
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
    for (const k1027 of Object.keys(x)) {
      const v1028 = x[k1027];
      const q1029 = key(p, k1027);
      if (k1027 === "type") {
        if (!(typeof v1028 === "string")) return err(q1029, "invalid type: " + kind(v1028) + ", expected string");
        if (v1028 !== "strategy.resolved") return err(q1029, "invalid value: " + kind(v1028) + ", expected the constant " + "\"strategy.resolved\"");
      }
      else if (k1027 === "run_id") {
        if (!(typeof v1028 === "string")) return err(q1029, "invalid type: " + kind(v1028) + ", expected string");
      }
      else if (k1027 === "profile_digest") {
        if (!(typeof v1028 === "string")) return err(q1029, "invalid type: " + kind(v1028) + ", expected string");
        if (typeof v1028 === "string") {
          if (!/^[0-9a-f]{64}$/u.test(v1028)) return err(q1029, "string does not match pattern ^[0-9a-f]{64}$");
        }
      }
      else if (k1027 === "strategy") {
        { const e1030 = v_StrategyKind(v1028, q1029); if (e1030) return e1030; }
      }
      else if (k1027 === "ticket") {
        if (!(typeof v1028 === "string")) return err(q1029, "invalid type: " + kind(v1028) + ", expected string");
      }
      else if (k1027 === "reason") {
        if (!(typeof v1028 === "string")) return err(q1029, "invalid type: " + kind(v1028) + ", expected string");
      }
      else if (k1027 === "ts") {
        if (!(typeof v1028 === "string")) return err(q1029, "invalid type: " + kind(v1028) + ", expected string");
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
    for (const k1031 of Object.keys(x)) {
      const v1032 = x[k1031];
      const q1033 = key(p, k1031);
      if (k1031 === "type") {
        if (!(typeof v1032 === "string")) return err(q1033, "invalid type: " + kind(v1032) + ", expected string");
        if (v1032 !== "subagent.finished") return err(q1033, "invalid value: " + kind(v1032) + ", expected the constant " + "\"subagent.finished\"");
      }
      else if (k1031 === "run_id") {
        if (!(typeof v1032 === "string")) return err(q1033, "invalid type: " + kind(v1032) + ", expected string");
      }
      else if (k1031 === "parent_run_id") {
        if (!(typeof v1032 === "string")) return err(q1033, "invalid type: " + kind(v1032) + ", expected string");
      }
      else if (k1031 === "status") {
        if (!(typeof v1032 === "string")) return err(q1033, "invalid type: " + kind(v1032) + ", expected string");
      }
      else if (k1031 === "ts") {
        if (!(typeof v1032 === "string")) return err(q1033, "invalid type: " + kind(v1032) + ", expected string");
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
    for (const k1034 of Object.keys(x)) {
      const v1035 = x[k1034];
      const q1036 = key(p, k1034);
      if (k1034 === "type") {
        if (!(typeof v1035 === "string")) return err(q1036, "invalid type: " + kind(v1035) + ", expected string");
        if (v1035 !== "subagent.started") return err(q1036, "invalid value: " + kind(v1035) + ", expected the constant " + "\"subagent.started\"");
      }
      else if (k1034 === "run_id") {
        if (!(typeof v1035 === "string")) return err(q1036, "invalid type: " + kind(v1035) + ", expected string");
      }
      else if (k1034 === "parent_run_id") {
        if (!(typeof v1035 === "string")) return err(q1036, "invalid type: " + kind(v1035) + ", expected string");
      }
      else if (k1034 === "description") {
        if (!(typeof v1035 === "string")) return err(q1036, "invalid type: " + kind(v1035) + ", expected string");
      }
      else if (k1034 === "ts") {
        if (!(typeof v1035 === "string")) return err(q1036, "invalid type: " + kind(v1035) + ", expected string");
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
    for (const k1037 of Object.keys(x)) {
      const v1038 = x[k1037];
      const q1039 = key(p, k1037);
      if (k1037 === "type") {
        if (!(typeof v1038 === "string")) return err(q1039, "invalid type: " + kind(v1038) + ", expected string");
        if (v1038 !== "task.profiled") return err(q1039, "invalid value: " + kind(v1038) + ", expected the constant " + "\"task.profiled\"");
      }
      else if (k1037 === "run_id") {
        if (!(typeof v1038 === "string")) return err(q1039, "invalid type: " + kind(v1038) + ", expected string");
      }
      else if (k1037 === "profile") {
        if (!(isObject(v1038))) return err(q1039, "invalid type: " + kind(v1038) + ", expected object");
      }
      else if (k1037 === "profile_digest") {
        if (!(typeof v1038 === "string")) return err(q1039, "invalid type: " + kind(v1038) + ", expected string");
      }
      else if (k1037 === "ts") {
        if (!(typeof v1038 === "string")) return err(q1039, "invalid type: " + kind(v1038) + ", expected string");
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
    for (const k1040 of Object.keys(x)) {
      const v1041 = x[k1040];
      const q1042 = key(p, k1040);
      if (k1040 === "type") {
        if (!(typeof v1041 === "string")) return err(q1042, "invalid type: " + kind(v1041) + ", expected string");
        if (v1041 !== "thread.archive") return err(q1042, "invalid value: " + kind(v1041) + ", expected the constant " + "\"thread.archive\"");
      }
      else if (k1040 === "thread_id") {
        if (!(typeof v1041 === "string")) return err(q1042, "invalid type: " + kind(v1041) + ", expected string");
        if (typeof v1041 === "string") {
          const n1043 = chars(v1041);
          if (n1043 < 1) return err(q1042, "string of length " + n1043 + " is shorter than minLength 1");
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
    for (const k1044 of Object.keys(x)) {
      const v1045 = x[k1044];
      const q1046 = key(p, k1044);
      if (k1044 === "thread") {
        { const e1047 = v_ThreadRecord(v1045, q1046); if (e1047) return e1047; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "thread")) return err(p, "missing field `thread`");
  }
  return undefined;
}

function v_ThreadCreateCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1048 of Object.keys(x)) {
      const v1049 = x[k1048];
      const q1050 = key(p, k1048);
      if (k1048 === "type") {
        if (!(typeof v1049 === "string")) return err(q1050, "invalid type: " + kind(v1049) + ", expected string");
        if (v1049 !== "thread.create") return err(q1050, "invalid value: " + kind(v1049) + ", expected the constant " + "\"thread.create\"");
      }
      else if (k1048 === "title") {
        if (!(typeof v1049 === "string")) return err(q1050, "invalid type: " + kind(v1049) + ", expected string");
        if (typeof v1049 === "string") {
          const n1051 = chars(v1049);
          if (n1051 > 200) return err(q1050, "string of length " + n1051 + " is longer than maxLength 200");
        }
      }
      else if (k1048 === "mode") {
        { const e1052 = v_SessionMode(v1049, q1050); if (e1052) return e1052; }
      }
      else if (k1048 === "preset_id") {
        if (!(typeof v1049 === "string")) return err(q1050, "invalid type: " + kind(v1049) + ", expected string");
        if (typeof v1049 === "string") {
          if (!/^[a-z][a-z0-9-]{0,63}$/u.test(v1049)) return err(q1050, "string does not match pattern ^[a-z][a-z0-9-]{0,63}$");
        }
      }
    }
  }
  return undefined;
}

function v_ThreadCreateResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1053 of Object.keys(x)) {
      const v1054 = x[k1053];
      const q1055 = key(p, k1053);
      if (k1053 === "thread") {
        { const e1056 = v_ThreadRecord(v1054, q1055); if (e1056) return e1056; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "thread")) return err(p, "missing field `thread`");
  }
  return undefined;
}

function v_ThreadGetCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1057 of Object.keys(x)) {
      const v1058 = x[k1057];
      const q1059 = key(p, k1057);
      if (k1057 === "type") {
        if (!(typeof v1058 === "string")) return err(q1059, "invalid type: " + kind(v1058) + ", expected string");
        if (v1058 !== "thread.get") return err(q1059, "invalid value: " + kind(v1058) + ", expected the constant " + "\"thread.get\"");
      }
      else if (k1057 === "thread_id") {
        if (!(typeof v1058 === "string")) return err(q1059, "invalid type: " + kind(v1058) + ", expected string");
        if (typeof v1058 === "string") {
          const n1060 = chars(v1058);
          if (n1060 < 1) return err(q1059, "string of length " + n1060 + " is shorter than minLength 1");
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
    for (const k1061 of Object.keys(x)) {
      const v1062 = x[k1061];
      const q1063 = key(p, k1061);
      if (k1061 === "thread") {
        { const e1064 = v_ThreadRecord(v1062, q1063); if (e1064) return e1064; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "thread")) return err(p, "missing field `thread`");
  }
  return undefined;
}

function v_ThreadListCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1065 of Object.keys(x)) {
      const v1066 = x[k1065];
      const q1067 = key(p, k1065);
      if (k1065 === "type") {
        if (!(typeof v1066 === "string")) return err(q1067, "invalid type: " + kind(v1066) + ", expected string");
        if (v1066 !== "thread.list") return err(q1067, "invalid value: " + kind(v1066) + ", expected the constant " + "\"thread.list\"");
      }
      else if (k1065 === "include_archived") {
        if (!(typeof v1066 === "boolean")) return err(q1067, "invalid type: " + kind(v1066) + ", expected boolean");
      }
      else if (k1065 === "limit") {
        if (!(Number.isInteger(v1066))) return err(q1067, "invalid type: " + kind(v1066) + ", expected integer");
        if (typeof v1066 === "number") {
          if (v1066 < 1) return err(q1067, v1066 + " is less than minimum 1");
          if (v1066 > 200) return err(q1067, v1066 + " is greater than maximum 200");
        }
      }
    }
  }
  return undefined;
}

function v_ThreadListResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1068 of Object.keys(x)) {
      const v1069 = x[k1068];
      const q1070 = key(p, k1068);
      if (k1068 === "threads") {
        if (!(Array.isArray(v1069))) return err(q1070, "invalid type: " + kind(v1069) + ", expected array");
        if (Array.isArray(v1069)) {
          for (let i1071 = 0; i1071 < v1069.length; i1071++) {
            const v1072 = v1069[i1071];
            const q1073 = q1070 + "[" + i1071 + "]";
            { const e1074 = v_ThreadRecord(v1072, q1073); if (e1074) return e1074; }
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
    for (const k1075 of Object.keys(x)) {
      const v1076 = x[k1075];
      const q1077 = key(p, k1075);
      if (k1075 === "id") {
        if (!(typeof v1076 === "string")) return err(q1077, "invalid type: " + kind(v1076) + ", expected string");
        if (typeof v1076 === "string") {
          const n1078 = chars(v1076);
          if (n1078 < 1) return err(q1077, "string of length " + n1078 + " is shorter than minLength 1");
        }
      }
      else if (k1075 === "title") {
        if (!(typeof v1076 === "string")) return err(q1077, "invalid type: " + kind(v1076) + ", expected string");
      }
      else if (k1075 === "workspace") {
        if (!(typeof v1076 === "string")) return err(q1077, "invalid type: " + kind(v1076) + ", expected string");
        if (typeof v1076 === "string") {
          const n1079 = chars(v1076);
          if (n1079 < 1) return err(q1077, "string of length " + n1079 + " is shorter than minLength 1");
        }
      }
      else if (k1075 === "status") {
        { const e1080 = v_ThreadStatus(v1076, q1077); if (e1080) return e1080; }
      }
      else if (k1075 === "default_route_id") {
        if (!(typeof v1076 === "string" || v1076 === null)) return err(q1077, "invalid type: " + kind(v1076) + ", expected string or null");
      }
      else if (k1075 === "turn_count") {
        if (!(Number.isInteger(v1076))) return err(q1077, "invalid type: " + kind(v1076) + ", expected integer");
        if (typeof v1076 === "number") {
          if (v1076 < 0) return err(q1077, v1076 + " is less than minimum 0");
        }
      }
      else if (k1075 === "created_at") {
        if (!(typeof v1076 === "string")) return err(q1077, "invalid type: " + kind(v1076) + ", expected string");
      }
      else if (k1075 === "updated_at") {
        if (!(typeof v1076 === "string")) return err(q1077, "invalid type: " + kind(v1076) + ", expected string");
      }
      else if (k1075 === "schema_version") {
        if (!(Number.isInteger(v1076))) return err(q1077, "invalid type: " + kind(v1076) + ", expected integer");
        if (v1076 !== 1) return err(q1077, "invalid value: " + kind(v1076) + ", expected the constant " + "1");
      }
      else return err(q1077, "unknown field `" + k1075 + "`" + ", expected one of `id`, `title`, `workspace`, `status`, `default_route_id`, `turn_count`, `created_at`, `updated_at`, `schema_version`");
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
    for (const k1081 of Object.keys(x)) {
      const v1082 = x[k1081];
      const q1083 = key(p, k1081);
      if (k1081 === "type") {
        if (!(typeof v1082 === "string")) return err(q1083, "invalid type: " + kind(v1082) + ", expected string");
        if (v1082 !== "thread.update") return err(q1083, "invalid value: " + kind(v1082) + ", expected the constant " + "\"thread.update\"");
      }
      else if (k1081 === "thread_id") {
        if (!(typeof v1082 === "string")) return err(q1083, "invalid type: " + kind(v1082) + ", expected string");
        if (typeof v1082 === "string") {
          const n1084 = chars(v1082);
          if (n1084 < 1) return err(q1083, "string of length " + n1084 + " is shorter than minLength 1");
        }
      }
      else if (k1081 === "title") {
        if (!(typeof v1082 === "string")) return err(q1083, "invalid type: " + kind(v1082) + ", expected string");
        if (typeof v1082 === "string") {
          const n1085 = chars(v1082);
          if (n1085 < 1) return err(q1083, "string of length " + n1085 + " is shorter than minLength 1");
          if (n1085 > 200) return err(q1083, "string of length " + n1085 + " is longer than maxLength 200");
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
    for (const k1086 of Object.keys(x)) {
      const v1087 = x[k1086];
      const q1088 = key(p, k1086);
      if (k1086 === "thread") {
        { const e1089 = v_ThreadRecord(v1087, q1088); if (e1089) return e1089; }
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
    for (const k1090 of Object.keys(x)) {
      const v1091 = x[k1090];
      const q1092 = key(p, k1090);
      if (k1090 === "type") {
        if (!(typeof v1091 === "string")) return err(q1092, "invalid type: " + kind(v1091) + ", expected string");
        if (v1091 !== "tool.call_failed") return err(q1092, "invalid value: " + kind(v1091) + ", expected the constant " + "\"tool.call_failed\"");
      }
      else if (k1090 === "run_id") {
        if (!(typeof v1091 === "string")) return err(q1092, "invalid type: " + kind(v1091) + ", expected string");
      }
      else if (k1090 === "tool_use_id") {
        if (!(typeof v1091 === "string")) return err(q1092, "invalid type: " + kind(v1091) + ", expected string");
      }
      else if (k1090 === "tool_name") {
        if (!(typeof v1091 === "string")) return err(q1092, "invalid type: " + kind(v1091) + ", expected string");
      }
      else if (k1090 === "operation_id") {
        if (!(typeof v1091 === "string")) return err(q1092, "invalid type: " + kind(v1091) + ", expected string");
      }
      else if (k1090 === "error_class") {
        if (!(typeof v1091 === "string")) return err(q1092, "invalid type: " + kind(v1091) + ", expected string");
      }
      else if (k1090 === "error_message") {
        if (!(typeof v1091 === "string")) return err(q1092, "invalid type: " + kind(v1091) + ", expected string");
      }
      else if (k1090 === "elapsed_ms") {
        if (!(Number.isInteger(v1091))) return err(q1092, "invalid type: " + kind(v1091) + ", expected integer");
      }
      else if (k1090 === "attempt") {
        if (!(Number.isInteger(v1091))) return err(q1092, "invalid type: " + kind(v1091) + ", expected integer");
      }
      else if (k1090 === "terminal") {
        if (!(typeof v1091 === "boolean")) return err(q1092, "invalid type: " + kind(v1091) + ", expected boolean");
      }
      else if (k1090 === "process_usage") {
        if (!(isObject(v1091))) return err(q1092, "invalid type: " + kind(v1091) + ", expected object");
      }
      else if (k1090 === "step") {
        if (!(Number.isInteger(v1091))) return err(q1092, "invalid type: " + kind(v1091) + ", expected integer");
      }
      else if (k1090 === "ledger_seq") {
        if (!(Number.isInteger(v1091) || v1091 === null)) return err(q1092, "invalid type: " + kind(v1091) + ", expected integer or null");
        if (typeof v1091 === "number") {
          if (v1091 < 1) return err(q1092, v1091 + " is less than minimum 1");
        }
      }
      else if (k1090 === "presentation") {
        if (!(isObject(v1091) || v1091 === null)) return err(q1092, "invalid type: " + kind(v1091) + ", expected object or null");
      }
      else if (k1090 === "sandbox_enforcement") {
        { const e1093 = v_SandboxEnforcement(v1091, q1092); if (e1093) return e1093; }
      }
      else if (k1090 === "failure_category") {
        if (!(typeof v1091 === "string" || v1091 === null)) return err(q1092, "invalid type: " + kind(v1091) + ", expected string or null");
      }
      else if (k1090 === "program_id") {
        if (!(typeof v1091 === "string")) return err(q1092, "invalid type: " + kind(v1091) + ", expected string");
      }
      else if (k1090 === "parent_tool_call_id") {
        if (!(typeof v1091 === "string")) return err(q1092, "invalid type: " + kind(v1091) + ", expected string");
      }
      else if (k1090 === "node_id") {
        if (!(typeof v1091 === "string")) return err(q1092, "invalid type: " + kind(v1091) + ", expected string");
      }
      else if (k1090 === "commit_order") {
        if (!(Number.isInteger(v1091))) return err(q1092, "invalid type: " + kind(v1091) + ", expected integer");
      }
      else if (k1090 === "ts") {
        if (!(typeof v1091 === "string")) return err(q1092, "invalid type: " + kind(v1091) + ", expected string");
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
    for (const k1094 of Object.keys(x)) {
      const v1095 = x[k1094];
      const q1096 = key(p, k1094);
      if (k1094 === "type") {
        if (!(typeof v1095 === "string")) return err(q1096, "invalid type: " + kind(v1095) + ", expected string");
        if (v1095 !== "tool.call_finished") return err(q1096, "invalid value: " + kind(v1095) + ", expected the constant " + "\"tool.call_finished\"");
      }
      else if (k1094 === "run_id") {
        if (!(typeof v1095 === "string")) return err(q1096, "invalid type: " + kind(v1095) + ", expected string");
      }
      else if (k1094 === "tool_use_id") {
        if (!(typeof v1095 === "string")) return err(q1096, "invalid type: " + kind(v1095) + ", expected string");
      }
      else if (k1094 === "tool_name") {
        if (!(typeof v1095 === "string")) return err(q1096, "invalid type: " + kind(v1095) + ", expected string");
      }
      else if (k1094 === "operation_id") {
        if (!(typeof v1095 === "string")) return err(q1096, "invalid type: " + kind(v1095) + ", expected string");
      }
      else if (k1094 === "elapsed_ms") {
        if (!(Number.isInteger(v1095))) return err(q1096, "invalid type: " + kind(v1095) + ", expected integer");
      }
      else if (k1094 === "output") {
        if (!(typeof v1095 === "string")) return err(q1096, "invalid type: " + kind(v1095) + ", expected string");
      }
      else if (k1094 === "process_usage") {
        if (!(isObject(v1095))) return err(q1096, "invalid type: " + kind(v1095) + ", expected object");
      }
      else if (k1094 === "step") {
        if (!(Number.isInteger(v1095))) return err(q1096, "invalid type: " + kind(v1095) + ", expected integer");
      }
      else if (k1094 === "ledger_seq") {
        if (!(Number.isInteger(v1095) || v1095 === null)) return err(q1096, "invalid type: " + kind(v1095) + ", expected integer or null");
        if (typeof v1095 === "number") {
          if (v1095 < 1) return err(q1096, v1095 + " is less than minimum 1");
        }
      }
      else if (k1094 === "presentation") {
        if (!(isObject(v1095) || v1095 === null)) return err(q1096, "invalid type: " + kind(v1095) + ", expected object or null");
      }
      else if (k1094 === "sandbox_enforcement") {
        { const e1097 = v_SandboxEnforcement(v1095, q1096); if (e1097) return e1097; }
      }
      else if (k1094 === "failure_category") {
        if (!(typeof v1095 === "string" || v1095 === null)) return err(q1096, "invalid type: " + kind(v1095) + ", expected string or null");
      }
      else if (k1094 === "program_id") {
        if (!(typeof v1095 === "string")) return err(q1096, "invalid type: " + kind(v1095) + ", expected string");
      }
      else if (k1094 === "parent_tool_call_id") {
        if (!(typeof v1095 === "string")) return err(q1096, "invalid type: " + kind(v1095) + ", expected string");
      }
      else if (k1094 === "node_id") {
        if (!(typeof v1095 === "string")) return err(q1096, "invalid type: " + kind(v1095) + ", expected string");
      }
      else if (k1094 === "commit_order") {
        if (!(Number.isInteger(v1095))) return err(q1096, "invalid type: " + kind(v1095) + ", expected integer");
      }
      else if (k1094 === "ts") {
        if (!(typeof v1095 === "string")) return err(q1096, "invalid type: " + kind(v1095) + ", expected string");
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
    for (const k1098 of Object.keys(x)) {
      const v1099 = x[k1098];
      const q1100 = key(p, k1098);
      if (k1098 === "type") {
        if (!(typeof v1099 === "string")) return err(q1100, "invalid type: " + kind(v1099) + ", expected string");
        if (v1099 !== "tool.call_progress") return err(q1100, "invalid value: " + kind(v1099) + ", expected the constant " + "\"tool.call_progress\"");
      }
      else if (k1098 === "run_id") {
        if (!(typeof v1099 === "string")) return err(q1100, "invalid type: " + kind(v1099) + ", expected string");
      }
      else if (k1098 === "tool_use_id") {
        if (!(typeof v1099 === "string")) return err(q1100, "invalid type: " + kind(v1099) + ", expected string");
      }
      else if (k1098 === "tool_name") {
        if (!(typeof v1099 === "string")) return err(q1100, "invalid type: " + kind(v1099) + ", expected string");
      }
      else if (k1098 === "elapsed_ms") {
        if (!(Number.isInteger(v1099))) return err(q1100, "invalid type: " + kind(v1099) + ", expected integer");
        if (typeof v1099 === "number") {
          if (v1099 < 0) return err(q1100, v1099 + " is less than minimum 0");
        }
      }
      else if (k1098 === "output_tail") {
        if (!(typeof v1099 === "string")) return err(q1100, "invalid type: " + kind(v1099) + ", expected string");
      }
      else if (k1098 === "total_bytes") {
        if (!(Number.isInteger(v1099))) return err(q1100, "invalid type: " + kind(v1099) + ", expected integer");
        if (typeof v1099 === "number") {
          if (v1099 < 0) return err(q1100, v1099 + " is less than minimum 0");
        }
      }
      else if (k1098 === "step") {
        if (!(Number.isInteger(v1099))) return err(q1100, "invalid type: " + kind(v1099) + ", expected integer");
      }
      else if (k1098 === "presentation") {
        if (!(isObject(v1099) || v1099 === null)) return err(q1100, "invalid type: " + kind(v1099) + ", expected object or null");
      }
      else if (k1098 === "ts") {
        if (!(typeof v1099 === "string")) return err(q1100, "invalid type: " + kind(v1099) + ", expected string");
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
    for (const k1101 of Object.keys(x)) {
      const v1102 = x[k1101];
      const q1103 = key(p, k1101);
      if (k1101 === "type") {
        if (!(typeof v1102 === "string")) return err(q1103, "invalid type: " + kind(v1102) + ", expected string");
        if (v1102 !== "tool.call_started") return err(q1103, "invalid value: " + kind(v1102) + ", expected the constant " + "\"tool.call_started\"");
      }
      else if (k1101 === "run_id") {
        if (!(typeof v1102 === "string")) return err(q1103, "invalid type: " + kind(v1102) + ", expected string");
      }
      else if (k1101 === "tool_use_id") {
        if (!(typeof v1102 === "string")) return err(q1103, "invalid type: " + kind(v1102) + ", expected string");
      }
      else if (k1101 === "tool_name") {
        if (!(typeof v1102 === "string")) return err(q1103, "invalid type: " + kind(v1102) + ", expected string");
      }
      else if (k1101 === "operation_id") {
        if (!(typeof v1102 === "string")) return err(q1103, "invalid type: " + kind(v1102) + ", expected string");
      }
      else if (k1101 === "params") {
        if (!(isObject(v1102))) return err(q1103, "invalid type: " + kind(v1102) + ", expected object");
      }
      else if (k1101 === "step") {
        if (!(Number.isInteger(v1102))) return err(q1103, "invalid type: " + kind(v1102) + ", expected integer");
      }
      else if (k1101 === "ledger_seq") {
        if (!(Number.isInteger(v1102) || v1102 === null)) return err(q1103, "invalid type: " + kind(v1102) + ", expected integer or null");
        if (typeof v1102 === "number") {
          if (v1102 < 1) return err(q1103, v1102 + " is less than minimum 1");
        }
      }
      else if (k1101 === "presentation") {
        if (!(isObject(v1102) || v1102 === null)) return err(q1103, "invalid type: " + kind(v1102) + ", expected object or null");
      }
      else if (k1101 === "program_id") {
        if (!(typeof v1102 === "string")) return err(q1103, "invalid type: " + kind(v1102) + ", expected string");
      }
      else if (k1101 === "parent_tool_call_id") {
        if (!(typeof v1102 === "string")) return err(q1103, "invalid type: " + kind(v1102) + ", expected string");
      }
      else if (k1101 === "node_id") {
        if (!(typeof v1102 === "string")) return err(q1103, "invalid type: " + kind(v1102) + ", expected string");
      }
      else if (k1101 === "commit_order") {
        if (!(Number.isInteger(v1102))) return err(q1103, "invalid type: " + kind(v1102) + ", expected integer");
      }
      else if (k1101 === "ts") {
        if (!(typeof v1102 === "string")) return err(q1103, "invalid type: " + kind(v1102) + ", expected string");
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
    for (const k1104 of Object.keys(x)) {
      const v1105 = x[k1104];
      const q1106 = key(p, k1104);
      if (k1104 === "type") {
        if (!(typeof v1105 === "string")) return err(q1106, "invalid type: " + kind(v1105) + ", expected string");
        if (v1105 !== "turn.get") return err(q1106, "invalid value: " + kind(v1105) + ", expected the constant " + "\"turn.get\"");
      }
      else if (k1104 === "turn_id") {
        if (!(typeof v1105 === "string")) return err(q1106, "invalid type: " + kind(v1105) + ", expected string");
        if (typeof v1105 === "string") {
          const n1107 = chars(v1105);
          if (n1107 < 1) return err(q1106, "string of length " + n1107 + " is shorter than minLength 1");
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
    for (const k1108 of Object.keys(x)) {
      const v1109 = x[k1108];
      const q1110 = key(p, k1108);
      if (k1108 === "turn") {
        { const e1111 = v_TurnRecord(v1109, q1110); if (e1111) return e1111; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "turn")) return err(p, "missing field `turn`");
  }
  return undefined;
}

function v_TurnInspectCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1112 of Object.keys(x)) {
      const v1113 = x[k1112];
      const q1114 = key(p, k1112);
      if (k1112 === "type") {
        if (!(typeof v1113 === "string")) return err(q1114, "invalid type: " + kind(v1113) + ", expected string");
        if (v1113 !== "turn.inspect") return err(q1114, "invalid value: " + kind(v1113) + ", expected the constant " + "\"turn.inspect\"");
      }
      else if (k1112 === "turn_id") {
        if (!(typeof v1113 === "string")) return err(q1114, "invalid type: " + kind(v1113) + ", expected string");
        if (typeof v1113 === "string") {
          const n1115 = chars(v1113);
          if (n1115 < 1) return err(q1114, "string of length " + n1115 + " is shorter than minLength 1");
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
    for (const k1116 of Object.keys(x)) {
      const v1117 = x[k1116];
      const q1118 = key(p, k1116);
      if (k1116 === "turn") {
        if (!(isObject(v1117))) return err(q1118, "invalid type: " + kind(v1117) + ", expected object");
      }
      else if (k1116 === "items") {
        if (!(Array.isArray(v1117))) return err(q1118, "invalid type: " + kind(v1117) + ", expected array");
        if (Array.isArray(v1117)) {
          for (let i1119 = 0; i1119 < v1117.length; i1119++) {
            const v1120 = v1117[i1119];
            const q1121 = q1118 + "[" + i1119 + "]";
            if (!(isObject(v1120))) return err(q1121, "invalid type: " + kind(v1120) + ", expected object");
          }
        }
      }
      else if (k1116 === "events") {
        if (!(Array.isArray(v1117))) return err(q1118, "invalid type: " + kind(v1117) + ", expected array");
        if (Array.isArray(v1117)) {
          for (let i1122 = 0; i1122 < v1117.length; i1122++) {
            const v1123 = v1117[i1122];
            const q1124 = q1118 + "[" + i1122 + "]";
            if (!(isObject(v1123))) return err(q1124, "invalid type: " + kind(v1123) + ", expected object");
          }
        }
      }
      else if (k1116 === "receipt") {
        if (!(isObject(v1117))) return err(q1118, "invalid type: " + kind(v1117) + ", expected object");
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
    for (const k1125 of Object.keys(x)) {
      const v1126 = x[k1125];
      const q1127 = key(p, k1125);
      if (k1125 === "type") {
        if (!(typeof v1126 === "string")) return err(q1127, "invalid type: " + kind(v1126) + ", expected string");
        if (v1126 !== "turn.interrupt") return err(q1127, "invalid value: " + kind(v1126) + ", expected the constant " + "\"turn.interrupt\"");
      }
      else if (k1125 === "turn_id") {
        if (!(typeof v1126 === "string")) return err(q1127, "invalid type: " + kind(v1126) + ", expected string");
        if (typeof v1126 === "string") {
          const n1128 = chars(v1126);
          if (n1128 < 1) return err(q1127, "string of length " + n1128 + " is shorter than minLength 1");
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
    for (const k1129 of Object.keys(x)) {
      const v1130 = x[k1129];
      const q1131 = key(p, k1129);
      if (k1129 === "turn") {
        { const e1132 = v_TurnRecord(v1130, q1131); if (e1132) return e1132; }
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
    for (const k1133 of Object.keys(x)) {
      const v1134 = x[k1133];
      const q1135 = key(p, k1133);
      if (k1133 === "id") {
        if (!(typeof v1134 === "string")) return err(q1135, "invalid type: " + kind(v1134) + ", expected string");
        if (typeof v1134 === "string") {
          const n1136 = chars(v1134);
          if (n1136 < 1) return err(q1135, "string of length " + n1136 + " is shorter than minLength 1");
        }
      }
      else if (k1133 === "turn_id") {
        if (!(typeof v1134 === "string")) return err(q1135, "invalid type: " + kind(v1134) + ", expected string");
        if (typeof v1134 === "string") {
          const n1137 = chars(v1134);
          if (n1137 < 1) return err(q1135, "string of length " + n1137 + " is shorter than minLength 1");
        }
      }
      else if (k1133 === "kind") {
        { const e1138 = v_TurnItemKind(v1134, q1135); if (e1138) return e1138; }
      }
      else if (k1133 === "payload") {
        if (!(isObject(v1134))) return err(q1135, "invalid type: " + kind(v1134) + ", expected object");
        if (isObject(v1134)) {
          for (const k1139 of Object.keys(v1134)) {
            const v1140 = v1134[k1139];
            const q1141 = key(q1135, k1139);
            {
              { const e1142 = v_JsonValue(v1140, q1141); if (e1142) return e1142; }
            }
          }
        }
      }
      else if (k1133 === "tool_call_id") {
        if (!(typeof v1134 === "string" || v1134 === null)) return err(q1135, "invalid type: " + kind(v1134) + ", expected string or null");
      }
      else if (k1133 === "created_at") {
        if (!(typeof v1134 === "string")) return err(q1135, "invalid type: " + kind(v1134) + ", expected string");
      }
      else if (k1133 === "schema_version") {
        if (!(Number.isInteger(v1134))) return err(q1135, "invalid type: " + kind(v1134) + ", expected integer");
        if (v1134 !== 1) return err(q1135, "invalid value: " + kind(v1134) + ", expected the constant " + "1");
      }
      else return err(q1135, "unknown field `" + k1133 + "`" + ", expected one of `id`, `turn_id`, `kind`, `payload`, `tool_call_id`, `created_at`, `schema_version`");
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
    for (const k1143 of Object.keys(x)) {
      const v1144 = x[k1143];
      const q1145 = key(p, k1143);
      if (k1143 === "type") {
        if (!(typeof v1144 === "string")) return err(q1145, "invalid type: " + kind(v1144) + ", expected string");
        if (v1144 !== "turn.items") return err(q1145, "invalid value: " + kind(v1144) + ", expected the constant " + "\"turn.items\"");
      }
      else if (k1143 === "turn_id") {
        if (!(typeof v1144 === "string")) return err(q1145, "invalid type: " + kind(v1144) + ", expected string");
        if (typeof v1144 === "string") {
          const n1146 = chars(v1144);
          if (n1146 < 1) return err(q1145, "string of length " + n1146 + " is shorter than minLength 1");
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
    for (const k1147 of Object.keys(x)) {
      const v1148 = x[k1147];
      const q1149 = key(p, k1147);
      if (k1147 === "items") {
        if (!(Array.isArray(v1148))) return err(q1149, "invalid type: " + kind(v1148) + ", expected array");
        if (Array.isArray(v1148)) {
          for (let i1150 = 0; i1150 < v1148.length; i1150++) {
            const v1151 = v1148[i1150];
            const q1152 = q1149 + "[" + i1150 + "]";
            { const e1153 = v_TurnItemRecord(v1151, q1152); if (e1153) return e1153; }
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
    for (const k1154 of Object.keys(x)) {
      const v1155 = x[k1154];
      const q1156 = key(p, k1154);
      if (k1154 === "type") {
        if (!(typeof v1155 === "string")) return err(q1156, "invalid type: " + kind(v1155) + ", expected string");
        if (v1155 !== "turn.list") return err(q1156, "invalid value: " + kind(v1155) + ", expected the constant " + "\"turn.list\"");
      }
      else if (k1154 === "thread_id") {
        if (!(typeof v1155 === "string")) return err(q1156, "invalid type: " + kind(v1155) + ", expected string");
        if (typeof v1155 === "string") {
          const n1157 = chars(v1155);
          if (n1157 < 1) return err(q1156, "string of length " + n1157 + " is shorter than minLength 1");
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
    for (const k1158 of Object.keys(x)) {
      const v1159 = x[k1158];
      const q1160 = key(p, k1158);
      if (k1158 === "turns") {
        if (!(Array.isArray(v1159))) return err(q1160, "invalid type: " + kind(v1159) + ", expected array");
        if (Array.isArray(v1159)) {
          for (let i1161 = 0; i1161 < v1159.length; i1161++) {
            const v1162 = v1159[i1161];
            const q1163 = q1160 + "[" + i1161 + "]";
            { const e1164 = v_TurnRecord(v1162, q1163); if (e1164) return e1164; }
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
    for (const k1165 of Object.keys(x)) {
      const v1166 = x[k1165];
      const q1167 = key(p, k1165);
      if (k1165 === "id") {
        if (!(typeof v1166 === "string")) return err(q1167, "invalid type: " + kind(v1166) + ", expected string");
        if (typeof v1166 === "string") {
          const n1168 = chars(v1166);
          if (n1168 < 1) return err(q1167, "string of length " + n1168 + " is shorter than minLength 1");
        }
      }
      else if (k1165 === "thread_id") {
        if (!(typeof v1166 === "string")) return err(q1167, "invalid type: " + kind(v1166) + ", expected string");
        if (typeof v1166 === "string") {
          const n1169 = chars(v1166);
          if (n1169 < 1) return err(q1167, "string of length " + n1169 + " is shorter than minLength 1");
        }
      }
      else if (k1165 === "status") {
        { const e1170 = v_TurnStatus(v1166, q1167); if (e1170) return e1170; }
      }
      else if (k1165 === "mode") {
        { const e1171 = v_RuntimeMode(v1166, q1167); if (e1171) return e1171; }
      }
      else if (k1165 === "authority_profile") {
        { const e1172 = v_AuthorityProfile(v1166, q1167); if (e1172) return e1172; }
      }
      else if (k1165 === "workspace_trust") {
        { const e1173 = v_WorkspaceTrust(v1166, q1167); if (e1173) return e1173; }
      }
      else if (k1165 === "sandbox") {
        { const e1174 = v_SandboxCapability(v1166, q1167); if (e1174) return e1174; }
      }
      else if (k1165 === "allowed_actions") {
        if (!(Array.isArray(v1166))) return err(q1167, "invalid type: " + kind(v1166) + ", expected array");
        if (Array.isArray(v1166)) {
          for (let i1175 = 0; i1175 < v1166.length; i1175++) {
            const v1176 = v1166[i1175];
            const q1177 = q1167 + "[" + i1175 + "]";
            { const e1178 = v_ToolAction(v1176, q1177); if (e1178) return e1178; }
          }
          for (let a = 0; a < v1166.length; a++) for (let b = a + 1; b < v1166.length; b++) if (equal(v1166[a], v1166[b])) return err(q1167, "array items " + a + " and " + b + " are equal (uniqueItems)");
        }
      }
      else if (k1165 === "route") {
        const e1179 = (() => {
          {
            const u1180 = [];
            const b1181 = (() => {
              { const e1182 = v_RouteReceipt(v1166, q1167); if (e1182) return e1182; }
              return undefined;
            })();
            if (b1181 === undefined) return undefined;
            u1180.push(b1181);
            const b1183 = (() => {
              if (!(v1166 === null)) return err(q1167, "invalid type: " + kind(v1166) + ", expected null");
              return undefined;
            })();
            if (b1183 === undefined) return undefined;
            u1180.push(b1183);
            return u1180.reduce((a, b) => (b.path.length > a.path.length ? b : a));
          }
        })();
        if (e1179) return e1179;
      }
      else if (k1165 === "usage") {
        if (!(isObject(v1166))) return err(q1167, "invalid type: " + kind(v1166) + ", expected object");
        if (isObject(v1166)) {
          for (const k1184 of Object.keys(v1166)) {
            const v1185 = v1166[k1184];
            const q1186 = key(q1167, k1184);
            {
              { const e1187 = v_JsonValue(v1185, q1186); if (e1187) return e1187; }
            }
          }
        }
      }
      else if (k1165 === "error") {
        if (!(isObject(v1166) || v1166 === null)) return err(q1167, "invalid type: " + kind(v1166) + ", expected object or null");
        if (isObject(v1166)) {
          for (const k1188 of Object.keys(v1166)) {
            const v1189 = v1166[k1188];
            const q1190 = key(q1167, k1188);
            {
              { const e1191 = v_JsonValue(v1189, q1190); if (e1191) return e1191; }
            }
          }
        }
      }
      else if (k1165 === "boot_id") {
        if (!(typeof v1166 === "string" || v1166 === null)) return err(q1167, "invalid type: " + kind(v1166) + ", expected string or null");
      }
      else if (k1165 === "created_at") {
        if (!(typeof v1166 === "string")) return err(q1167, "invalid type: " + kind(v1166) + ", expected string");
      }
      else if (k1165 === "updated_at") {
        if (!(typeof v1166 === "string")) return err(q1167, "invalid type: " + kind(v1166) + ", expected string");
      }
      else if (k1165 === "schema_version") {
        if (!(Number.isInteger(v1166))) return err(q1167, "invalid type: " + kind(v1166) + ", expected integer");
        if (v1166 !== 1) return err(q1167, "invalid value: " + kind(v1166) + ", expected the constant " + "1");
      }
      else return err(q1167, "unknown field `" + k1165 + "`" + ", expected one of `id`, `thread_id`, `status`, `mode`, `authority_profile`, `workspace_trust`, `sandbox`, `allowed_actions`, `route`, `usage`, `error`, `boot_id`, `created_at`, `updated_at`, `schema_version`");
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
    for (const k1192 of Object.keys(x)) {
      const v1193 = x[k1192];
      const q1194 = key(p, k1192);
      if (k1192 === "type") {
        if (!(typeof v1193 === "string")) return err(q1194, "invalid type: " + kind(v1193) + ", expected string");
        if (v1193 !== "turn.start") return err(q1194, "invalid value: " + kind(v1193) + ", expected the constant " + "\"turn.start\"");
      }
      else if (k1192 === "thread_id") {
        if (!(typeof v1193 === "string")) return err(q1194, "invalid type: " + kind(v1193) + ", expected string");
        if (typeof v1193 === "string") {
          const n1195 = chars(v1193);
          if (n1195 < 1) return err(q1194, "string of length " + n1195 + " is shorter than minLength 1");
        }
      }
      else if (k1192 === "content") {
        if (!(typeof v1193 === "string")) return err(q1194, "invalid type: " + kind(v1193) + ", expected string");
        if (typeof v1193 === "string") {
          const n1196 = chars(v1193);
          if (n1196 < 1) return err(q1194, "string of length " + n1196 + " is shorter than minLength 1");
          if (n1196 > 100000) return err(q1194, "string of length " + n1196 + " is longer than maxLength 100000");
        }
      }
      else if (k1192 === "runtime_mode") {
        { const e1197 = v_RuntimeMode(v1193, q1194); if (e1197) return e1197; }
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
    for (const k1198 of Object.keys(x)) {
      const v1199 = x[k1198];
      const q1200 = key(p, k1198);
      if (k1198 === "turn_id") {
        if (!(typeof v1199 === "string")) return err(q1200, "invalid type: " + kind(v1199) + ", expected string");
      }
      else if (k1198 === "handled") {
        if (!(typeof v1199 === "boolean")) return err(q1200, "invalid type: " + kind(v1199) + ", expected boolean");
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
    for (const k1201 of Object.keys(x)) {
      const v1202 = x[k1201];
      const q1203 = key(p, k1201);
      if (k1201 === "type") {
        if (!(typeof v1202 === "string")) return err(q1203, "invalid type: " + kind(v1202) + ", expected string");
        if (v1202 !== "turn.steer") return err(q1203, "invalid value: " + kind(v1202) + ", expected the constant " + "\"turn.steer\"");
      }
      else if (k1201 === "turn_id") {
        if (!(typeof v1202 === "string")) return err(q1203, "invalid type: " + kind(v1202) + ", expected string");
        if (typeof v1202 === "string") {
          const n1204 = chars(v1202);
          if (n1204 < 1) return err(q1203, "string of length " + n1204 + " is shorter than minLength 1");
        }
      }
      else if (k1201 === "content") {
        if (!(typeof v1202 === "string")) return err(q1203, "invalid type: " + kind(v1202) + ", expected string");
        if (typeof v1202 === "string") {
          const n1205 = chars(v1202);
          if (n1205 < 1) return err(q1203, "string of length " + n1205 + " is shorter than minLength 1");
          if (n1205 > 10000) return err(q1203, "string of length " + n1205 + " is longer than maxLength 10000");
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
    for (const k1206 of Object.keys(x)) {
      const v1207 = x[k1206];
      const q1208 = key(p, k1206);
      if (k1206 === "turn") {
        { const e1209 = v_TurnRecord(v1207, q1208); if (e1209) return e1209; }
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
    for (const k1210 of Object.keys(x)) {
      const v1211 = x[k1210];
      const q1212 = key(p, k1210);
      if (k1210 === "type") {
        if (!(typeof v1211 === "string")) return err(q1212, "invalid type: " + kind(v1211) + ", expected string");
        if (v1211 !== "user_question.asked") return err(q1212, "invalid value: " + kind(v1211) + ", expected the constant " + "\"user_question.asked\"");
      }
      else if (k1210 === "question_id") {
        if (!(typeof v1211 === "string")) return err(q1212, "invalid type: " + kind(v1211) + ", expected string");
      }
      else if (k1210 === "run_id") {
        if (!(typeof v1211 === "string")) return err(q1212, "invalid type: " + kind(v1211) + ", expected string");
      }
      else if (k1210 === "session_id") {
        if (!(typeof v1211 === "string")) return err(q1212, "invalid type: " + kind(v1211) + ", expected string");
      }
      else if (k1210 === "question") {
        if (!(typeof v1211 === "string")) return err(q1212, "invalid type: " + kind(v1211) + ", expected string");
      }
      else if (k1210 === "header") {
        if (!(typeof v1211 === "string")) return err(q1212, "invalid type: " + kind(v1211) + ", expected string");
      }
      else if (k1210 === "options") {
        if (!(Array.isArray(v1211))) return err(q1212, "invalid type: " + kind(v1211) + ", expected array");
        if (Array.isArray(v1211)) {
          for (let i1213 = 0; i1213 < v1211.length; i1213++) {
            const v1214 = v1211[i1213];
            const q1215 = q1212 + "[" + i1213 + "]";
            if (!(typeof v1214 === "string")) return err(q1215, "invalid type: " + kind(v1214) + ", expected string");
          }
        }
      }
      else if (k1210 === "multi_select") {
        if (!(typeof v1211 === "boolean")) return err(q1212, "invalid type: " + kind(v1211) + ", expected boolean");
      }
      else if (k1210 === "ts") {
        if (!(typeof v1211 === "string")) return err(q1212, "invalid type: " + kind(v1211) + ", expected string");
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
    for (const k1216 of Object.keys(x)) {
      const v1217 = x[k1216];
      const q1218 = key(p, k1216);
      if (k1216 === "type") {
        if (!(typeof v1217 === "string")) return err(q1218, "invalid type: " + kind(v1217) + ", expected string");
        if (v1217 !== "user_question.respond") return err(q1218, "invalid value: " + kind(v1217) + ", expected the constant " + "\"user_question.respond\"");
      }
      else if (k1216 === "question_id") {
        if (!(typeof v1217 === "string")) return err(q1218, "invalid type: " + kind(v1217) + ", expected string");
      }
      else if (k1216 === "answer") {
        if (!(typeof v1217 === "string")) return err(q1218, "invalid type: " + kind(v1217) + ", expected string");
        if (typeof v1217 === "string") {
          const n1219 = chars(v1217);
          if (n1219 < 1) return err(q1218, "string of length " + n1219 + " is shorter than minLength 1");
          if (n1219 > 10000) return err(q1218, "string of length " + n1219 + " is longer than maxLength 10000");
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
    for (const k1220 of Object.keys(x)) {
      const v1221 = x[k1220];
      const q1222 = key(p, k1220);
      if (k1220 === "answered") {
        if (!(typeof v1221 === "boolean")) return err(q1222, "invalid type: " + kind(v1221) + ", expected boolean");
        if (v1221 !== true) return err(q1222, "invalid value: " + kind(v1221) + ", expected the constant " + "true");
      }
    }
  }
  return undefined;
}

function v_VerificationCompletedEvent(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1223 of Object.keys(x)) {
      const v1224 = x[k1223];
      const q1225 = key(p, k1223);
      if (k1223 === "type") {
        if (!(typeof v1224 === "string")) return err(q1225, "invalid type: " + kind(v1224) + ", expected string");
        if (v1224 !== "verification.completed") return err(q1225, "invalid value: " + kind(v1224) + ", expected the constant " + "\"verification.completed\"");
      }
      else if (k1223 === "run_id") {
        if (!(typeof v1224 === "string")) return err(q1225, "invalid type: " + kind(v1224) + ", expected string");
      }
      else if (k1223 === "step") {
        if (!(Number.isInteger(v1224))) return err(q1225, "invalid type: " + kind(v1224) + ", expected integer");
      }
      else if (k1223 === "tool") {
        if (!(typeof v1224 === "string")) return err(q1225, "invalid type: " + kind(v1224) + ", expected string");
      }
      else if (k1223 === "action") {
        if (!(typeof v1224 === "string")) return err(q1225, "invalid type: " + kind(v1224) + ", expected string");
      }
      else if (k1223 === "verdict") {
        if (!(typeof v1224 === "string")) return err(q1225, "invalid type: " + kind(v1224) + ", expected string");
        if (v1224 !== "pass") return err(q1225, "invalid value: " + kind(v1224) + ", expected the constant " + "\"pass\"");
      }
      else if (k1223 === "gate_count") {
        if (!(Number.isInteger(v1224))) return err(q1225, "invalid type: " + kind(v1224) + ", expected integer");
        if (typeof v1224 === "number") {
          if (v1224 < 0) return err(q1225, v1224 + " is less than minimum 0");
        }
      }
      else if (k1223 === "passed") {
        if (!(Number.isInteger(v1224))) return err(q1225, "invalid type: " + kind(v1224) + ", expected integer");
        if (typeof v1224 === "number") {
          if (v1224 < 0) return err(q1225, v1224 + " is less than minimum 0");
        }
      }
      else if (k1223 === "failed") {
        if (!(Number.isInteger(v1224))) return err(q1225, "invalid type: " + kind(v1224) + ", expected integer");
        if (typeof v1224 === "number") {
          if (v1224 < 0) return err(q1225, v1224 + " is less than minimum 0");
        }
      }
      else if (k1223 === "paths") {
        if (!(Array.isArray(v1224))) return err(q1225, "invalid type: " + kind(v1224) + ", expected array");
        if (Array.isArray(v1224)) {
          for (let i1226 = 0; i1226 < v1224.length; i1226++) {
            const v1227 = v1224[i1226];
            const q1228 = q1225 + "[" + i1226 + "]";
            if (!(typeof v1227 === "string")) return err(q1228, "invalid type: " + kind(v1227) + ", expected string");
          }
        }
      }
      else if (k1223 === "gates") {
        if (!(Array.isArray(v1224))) return err(q1225, "invalid type: " + kind(v1224) + ", expected array");
        if (Array.isArray(v1224)) {
          for (let i1229 = 0; i1229 < v1224.length; i1229++) {
            const v1230 = v1224[i1229];
            const q1231 = q1225 + "[" + i1229 + "]";
            if (!(isObject(v1230))) return err(q1231, "invalid type: " + kind(v1230) + ", expected object");
          }
        }
      }
      else if (k1223 === "ts") {
        if (!(typeof v1224 === "string")) return err(q1225, "invalid type: " + kind(v1224) + ", expected string");
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
    for (const k1232 of Object.keys(x)) {
      const v1233 = x[k1232];
      const q1234 = key(p, k1232);
      if (k1232 === "type") {
        if (!(typeof v1233 === "string")) return err(q1234, "invalid type: " + kind(v1233) + ", expected string");
        if (v1233 !== "verification.failed") return err(q1234, "invalid value: " + kind(v1233) + ", expected the constant " + "\"verification.failed\"");
      }
      else if (k1232 === "run_id") {
        if (!(typeof v1233 === "string")) return err(q1234, "invalid type: " + kind(v1233) + ", expected string");
      }
      else if (k1232 === "step") {
        if (!(Number.isInteger(v1233))) return err(q1234, "invalid type: " + kind(v1233) + ", expected integer");
      }
      else if (k1232 === "tool") {
        if (!(typeof v1233 === "string")) return err(q1234, "invalid type: " + kind(v1233) + ", expected string");
      }
      else if (k1232 === "action") {
        if (!(typeof v1233 === "string")) return err(q1234, "invalid type: " + kind(v1233) + ", expected string");
      }
      else if (k1232 === "verdict") {
        if (!(typeof v1233 === "string")) return err(q1234, "invalid type: " + kind(v1233) + ", expected string");
        if (v1233 !== "fail") return err(q1234, "invalid value: " + kind(v1233) + ", expected the constant " + "\"fail\"");
      }
      else if (k1232 === "gate_count") {
        if (!(Number.isInteger(v1233))) return err(q1234, "invalid type: " + kind(v1233) + ", expected integer");
        if (typeof v1233 === "number") {
          if (v1233 < 0) return err(q1234, v1233 + " is less than minimum 0");
        }
      }
      else if (k1232 === "passed") {
        if (!(Number.isInteger(v1233))) return err(q1234, "invalid type: " + kind(v1233) + ", expected integer");
        if (typeof v1233 === "number") {
          if (v1233 < 0) return err(q1234, v1233 + " is less than minimum 0");
        }
      }
      else if (k1232 === "failed") {
        if (!(Number.isInteger(v1233))) return err(q1234, "invalid type: " + kind(v1233) + ", expected integer");
        if (typeof v1233 === "number") {
          if (v1233 < 1) return err(q1234, v1233 + " is less than minimum 1");
        }
      }
      else if (k1232 === "failure_class") {
        if (!(typeof v1233 === "string")) return err(q1234, "invalid type: " + kind(v1233) + ", expected string");
      }
      else if (k1232 === "paths") {
        if (!(Array.isArray(v1233))) return err(q1234, "invalid type: " + kind(v1233) + ", expected array");
        if (Array.isArray(v1233)) {
          for (let i1235 = 0; i1235 < v1233.length; i1235++) {
            const v1236 = v1233[i1235];
            const q1237 = q1234 + "[" + i1235 + "]";
            if (!(typeof v1236 === "string")) return err(q1237, "invalid type: " + kind(v1236) + ", expected string");
          }
        }
      }
      else if (k1232 === "gates") {
        if (!(Array.isArray(v1233))) return err(q1234, "invalid type: " + kind(v1233) + ", expected array");
        if (Array.isArray(v1233)) {
          for (let i1238 = 0; i1238 < v1233.length; i1238++) {
            const v1239 = v1233[i1238];
            const q1240 = q1234 + "[" + i1238 + "]";
            if (!(isObject(v1239))) return err(q1240, "invalid type: " + kind(v1239) + ", expected object");
          }
        }
      }
      else if (k1232 === "ts") {
        if (!(typeof v1233 === "string")) return err(q1234, "invalid type: " + kind(v1233) + ", expected string");
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
    for (const k1241 of Object.keys(x)) {
      const v1242 = x[k1241];
      const q1243 = key(p, k1241);
      if (k1241 === "type") {
        if (!(typeof v1242 === "string")) return err(q1243, "invalid type: " + kind(v1242) + ", expected string");
        if (v1242 !== "web.launch") return err(q1243, "invalid value: " + kind(v1242) + ", expected the constant " + "\"web.launch\"");
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
    for (const k1244 of Object.keys(x)) {
      const v1245 = x[k1244];
      const q1246 = key(p, k1244);
      if (k1244 === "type") {
        if (!(typeof v1245 === "string")) return err(q1246, "invalid type: " + kind(v1245) + ", expected string");
        if (v1245 !== "worker.apply") return err(q1246, "invalid value: " + kind(v1245) + ", expected the constant " + "\"worker.apply\"");
      }
      else if (k1244 === "session_id") {
        if (!(typeof v1245 === "string")) return err(q1246, "invalid type: " + kind(v1245) + ", expected string");
        if (typeof v1245 === "string") {
          const n1247 = chars(v1245);
          if (n1247 < 1) return err(q1246, "string of length " + n1247 + " is shorter than minLength 1");
        }
      }
      else if (k1244 === "worker_id") {
        if (!(typeof v1245 === "string")) return err(q1246, "invalid type: " + kind(v1245) + ", expected string");
        if (typeof v1245 === "string") {
          const n1248 = chars(v1245);
          if (n1248 < 1) return err(q1246, "string of length " + n1248 + " is shorter than minLength 1");
        }
      }
      else if (k1244 === "expected_digest") {
        if (!(typeof v1245 === "string")) return err(q1246, "invalid type: " + kind(v1245) + ", expected string");
        if (typeof v1245 === "string") {
          if (!/^[0-9a-f]{64}$/u.test(v1245)) return err(q1246, "string does not match pattern ^[0-9a-f]{64}$");
        }
      }
      else if (k1244 === "confirmed") {
        if (!(typeof v1245 === "boolean")) return err(q1246, "invalid type: " + kind(v1245) + ", expected boolean");
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
    for (const k1249 of Object.keys(x)) {
      const v1250 = x[k1249];
      const q1251 = key(p, k1249);
      if (k1249 === "worker_id") {
        if (!(typeof v1250 === "string")) return err(q1251, "invalid type: " + kind(v1250) + ", expected string");
      }
      else if (k1249 === "handoff_status") {
        if (!(typeof v1250 === "string")) return err(q1251, "invalid type: " + kind(v1250) + ", expected string");
        if (v1250 !== "applied") return err(q1251, "invalid value: " + kind(v1250) + ", expected the constant " + "\"applied\"");
      }
      else if (k1249 === "changed_files") {
        if (!(Array.isArray(v1250))) return err(q1251, "invalid type: " + kind(v1250) + ", expected array");
        if (Array.isArray(v1250)) {
          for (let i1252 = 0; i1252 < v1250.length; i1252++) {
            const v1253 = v1250[i1252];
            const q1254 = q1251 + "[" + i1252 + "]";
            if (!(typeof v1253 === "string")) return err(q1254, "invalid type: " + kind(v1253) + ", expected string");
          }
        }
      }
      else if (k1249 === "state_digest") {
        if (!(typeof v1250 === "string")) return err(q1251, "invalid type: " + kind(v1250) + ", expected string");
        if (typeof v1250 === "string") {
          if (!/^[0-9a-f]{64}$/u.test(v1250)) return err(q1251, "string does not match pattern ^[0-9a-f]{64}$");
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
    for (const k1255 of Object.keys(x)) {
      const v1256 = x[k1255];
      const q1257 = key(p, k1255);
      if (k1255 === "type") {
        if (!(typeof v1256 === "string")) return err(q1257, "invalid type: " + kind(v1256) + ", expected string");
        if (v1256 !== "worker.cancel") return err(q1257, "invalid value: " + kind(v1256) + ", expected the constant " + "\"worker.cancel\"");
      }
      else if (k1255 === "session_id") {
        if (!(typeof v1256 === "string")) return err(q1257, "invalid type: " + kind(v1256) + ", expected string");
        if (typeof v1256 === "string") {
          const n1258 = chars(v1256);
          if (n1258 < 1) return err(q1257, "string of length " + n1258 + " is shorter than minLength 1");
        }
      }
      else if (k1255 === "worker_id") {
        if (!(typeof v1256 === "string")) return err(q1257, "invalid type: " + kind(v1256) + ", expected string");
        if (typeof v1256 === "string") {
          const n1259 = chars(v1256);
          if (n1259 < 1) return err(q1257, "string of length " + n1259 + " is shorter than minLength 1");
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
    for (const k1260 of Object.keys(x)) {
      const v1261 = x[k1260];
      const q1262 = key(p, k1260);
      if (k1260 === "worker_id") {
        if (!(typeof v1261 === "string")) return err(q1262, "invalid type: " + kind(v1261) + ", expected string");
      }
      else if (k1260 === "status") {
        if (!(typeof v1261 === "string")) return err(q1262, "invalid type: " + kind(v1261) + ", expected string");
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
    for (const k1263 of Object.keys(x)) {
      const v1264 = x[k1263];
      const q1265 = key(p, k1263);
      if (k1263 === "type") {
        if (!(typeof v1264 === "string")) return err(q1265, "invalid type: " + kind(v1264) + ", expected string");
        if (v1264 !== "worker.events") return err(q1265, "invalid value: " + kind(v1264) + ", expected the constant " + "\"worker.events\"");
      }
      else if (k1263 === "session_id") {
        if (!(typeof v1264 === "string")) return err(q1265, "invalid type: " + kind(v1264) + ", expected string");
        if (typeof v1264 === "string") {
          const n1266 = chars(v1264);
          if (n1266 < 1) return err(q1265, "string of length " + n1266 + " is shorter than minLength 1");
        }
      }
      else if (k1263 === "worker_id") {
        if (!(typeof v1264 === "string")) return err(q1265, "invalid type: " + kind(v1264) + ", expected string");
        if (typeof v1264 === "string") {
          const n1267 = chars(v1264);
          if (n1267 < 1) return err(q1265, "string of length " + n1267 + " is shorter than minLength 1");
        }
      }
      else if (k1263 === "after_cursor") {
        if (!(Number.isInteger(v1264))) return err(q1265, "invalid type: " + kind(v1264) + ", expected integer");
        if (typeof v1264 === "number") {
          if (v1264 < 0) return err(q1265, v1264 + " is less than minimum 0");
        }
      }
      else if (k1263 === "limit") {
        if (!(Number.isInteger(v1264))) return err(q1265, "invalid type: " + kind(v1264) + ", expected integer");
        if (typeof v1264 === "number") {
          if (v1264 < 1) return err(q1265, v1264 + " is less than minimum 1");
          if (v1264 > 100) return err(q1265, v1264 + " is greater than maximum 100");
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
    for (const k1268 of Object.keys(x)) {
      const v1269 = x[k1268];
      const q1270 = key(p, k1268);
      if (k1268 === "events") {
        if (!(Array.isArray(v1269))) return err(q1270, "invalid type: " + kind(v1269) + ", expected array");
        if (Array.isArray(v1269)) {
          for (let i1271 = 0; i1271 < v1269.length; i1271++) {
            const v1272 = v1269[i1271];
            const q1273 = q1270 + "[" + i1271 + "]";
            if (!(isObject(v1272))) return err(q1273, "invalid type: " + kind(v1272) + ", expected object");
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
    for (const k1274 of Object.keys(x)) {
      const v1275 = x[k1274];
      const q1276 = key(p, k1274);
      if (k1274 === "type") {
        if (!(typeof v1275 === "string")) return err(q1276, "invalid type: " + kind(v1275) + ", expected string");
        if (v1275 !== "worker.followup") return err(q1276, "invalid value: " + kind(v1275) + ", expected the constant " + "\"worker.followup\"");
      }
      else if (k1274 === "session_id") {
        if (!(typeof v1275 === "string")) return err(q1276, "invalid type: " + kind(v1275) + ", expected string");
        if (typeof v1275 === "string") {
          const n1277 = chars(v1275);
          if (n1277 < 1) return err(q1276, "string of length " + n1277 + " is shorter than minLength 1");
        }
      }
      else if (k1274 === "worker_id") {
        if (!(typeof v1275 === "string")) return err(q1276, "invalid type: " + kind(v1275) + ", expected string");
        if (typeof v1275 === "string") {
          const n1278 = chars(v1275);
          if (n1278 < 1) return err(q1276, "string of length " + n1278 + " is shorter than minLength 1");
        }
      }
      else if (k1274 === "message") {
        if (!(typeof v1275 === "string")) return err(q1276, "invalid type: " + kind(v1275) + ", expected string");
        if (typeof v1275 === "string") {
          const n1279 = chars(v1275);
          if (n1279 < 1) return err(q1276, "string of length " + n1279 + " is shorter than minLength 1");
          if (n1279 > 8000) return err(q1276, "string of length " + n1279 + " is longer than maxLength 8000");
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
    for (const k1280 of Object.keys(x)) {
      const v1281 = x[k1280];
      const q1282 = key(p, k1280);
      if (k1280 === "worker_id") {
        if (!(typeof v1281 === "string")) return err(q1282, "invalid type: " + kind(v1281) + ", expected string");
      }
      else if (k1280 === "status") {
        if (!(typeof v1281 === "string")) return err(q1282, "invalid type: " + kind(v1281) + ", expected string");
      }
      else if (k1280 === "event_cursor") {
        if (!(Number.isInteger(v1281))) return err(q1282, "invalid type: " + kind(v1281) + ", expected integer");
        if (typeof v1281 === "number") {
          if (v1281 < 0) return err(q1282, v1281 + " is less than minimum 0");
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
    for (const k1283 of Object.keys(x)) {
      const v1284 = x[k1283];
      const q1285 = key(p, k1283);
      if (k1283 === "type") {
        if (!(typeof v1284 === "string")) return err(q1285, "invalid type: " + kind(v1284) + ", expected string");
        if (v1284 !== "worker.list") return err(q1285, "invalid value: " + kind(v1284) + ", expected the constant " + "\"worker.list\"");
      }
      else if (k1283 === "session_id") {
        if (!(typeof v1284 === "string")) return err(q1285, "invalid type: " + kind(v1284) + ", expected string");
        if (typeof v1284 === "string") {
          const n1286 = chars(v1284);
          if (n1286 < 1) return err(q1285, "string of length " + n1286 + " is shorter than minLength 1");
        }
      }
      else if (k1283 === "worker_id") {
        if (!(typeof v1284 === "string")) return err(q1285, "invalid type: " + kind(v1284) + ", expected string");
      }
      else if (k1283 === "root_goal_id") {
        if (!(typeof v1284 === "string")) return err(q1285, "invalid type: " + kind(v1284) + ", expected string");
      }
      else if (k1283 === "limit") {
        if (!(Number.isInteger(v1284))) return err(q1285, "invalid type: " + kind(v1284) + ", expected integer");
        if (typeof v1284 === "number") {
          if (v1284 < 1) return err(q1285, v1284 + " is less than minimum 1");
          if (v1284 > 200) return err(q1285, v1284 + " is greater than maximum 200");
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
    for (const k1287 of Object.keys(x)) {
      const v1288 = x[k1287];
      const q1289 = key(p, k1287);
      if (k1287 === "workers") {
        if (!(Array.isArray(v1288))) return err(q1289, "invalid type: " + kind(v1288) + ", expected array");
        if (Array.isArray(v1288)) {
          for (let i1290 = 0; i1290 < v1288.length; i1290++) {
            const v1291 = v1288[i1290];
            const q1292 = q1289 + "[" + i1290 + "]";
            if (!(isObject(v1291))) return err(q1292, "invalid type: " + kind(v1291) + ", expected object");
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
    for (const k1293 of Object.keys(x)) {
      const v1294 = x[k1293];
      const q1295 = key(p, k1293);
      if (k1293 === "type") {
        if (!(typeof v1294 === "string")) return err(q1295, "invalid type: " + kind(v1294) + ", expected string");
        if (v1294 !== "worker.retry") return err(q1295, "invalid value: " + kind(v1294) + ", expected the constant " + "\"worker.retry\"");
      }
      else if (k1293 === "session_id") {
        if (!(typeof v1294 === "string")) return err(q1295, "invalid type: " + kind(v1294) + ", expected string");
        if (typeof v1294 === "string") {
          const n1296 = chars(v1294);
          if (n1296 < 1) return err(q1295, "string of length " + n1296 + " is shorter than minLength 1");
        }
      }
      else if (k1293 === "worker_id") {
        if (!(typeof v1294 === "string")) return err(q1295, "invalid type: " + kind(v1294) + ", expected string");
        if (typeof v1294 === "string") {
          const n1297 = chars(v1294);
          if (n1297 < 1) return err(q1295, "string of length " + n1297 + " is shorter than minLength 1");
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
    for (const k1298 of Object.keys(x)) {
      const v1299 = x[k1298];
      const q1300 = key(p, k1298);
      if (k1298 === "worker_id") {
        if (!(typeof v1299 === "string")) return err(q1300, "invalid type: " + kind(v1299) + ", expected string");
      }
      else if (k1298 === "session_id") {
        if (!(typeof v1299 === "string")) return err(q1300, "invalid type: " + kind(v1299) + ", expected string");
      }
      else if (k1298 === "status") {
        if (!(typeof v1299 === "string")) return err(q1300, "invalid type: " + kind(v1299) + ", expected string");
      }
      else if (k1298 === "route_id") {
        if (!(typeof v1299 === "string")) return err(q1300, "invalid type: " + kind(v1299) + ", expected string");
      }
      else if (k1298 === "model") {
        if (!(typeof v1299 === "string")) return err(q1300, "invalid type: " + kind(v1299) + ", expected string");
      }
      else if (k1298 === "attempt") {
        if (!(Number.isInteger(v1299))) return err(q1300, "invalid type: " + kind(v1299) + ", expected integer");
        if (typeof v1299 === "number") {
          if (v1299 < 1) return err(q1300, v1299 + " is less than minimum 1");
        }
      }
      else if (k1298 === "worktree") {
        if (!(typeof v1299 === "string")) return err(q1300, "invalid type: " + kind(v1299) + ", expected string");
      }
      else if (k1298 === "read_only") {
        if (!(typeof v1299 === "boolean")) return err(q1300, "invalid type: " + kind(v1299) + ", expected boolean");
      }
      else if (k1298 === "backend") {
        if (!(typeof v1299 === "string")) return err(q1300, "invalid type: " + kind(v1299) + ", expected string");
      }
      else if (k1298 === "backend_capabilities") {
        if (!(isObject(v1299))) return err(q1300, "invalid type: " + kind(v1299) + ", expected object");
        if (isObject(v1299)) {
          for (const k1301 of Object.keys(v1299)) {
            const v1302 = v1299[k1301];
            const q1303 = key(q1300, k1301);
            {
              { const e1304 = v_JsonValue(v1302, q1303); if (e1304) return e1304; }
            }
          }
        }
      }
      else if (k1298 === "sandbox_enforcement") {
        { const e1305 = v_SandboxEnforcement(v1299, q1300); if (e1305) return e1305; }
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
    for (const k1306 of Object.keys(x)) {
      const v1307 = x[k1306];
      const q1308 = key(p, k1306);
      if (k1306 === "type") {
        if (!(typeof v1307 === "string")) return err(q1308, "invalid type: " + kind(v1307) + ", expected string");
        if (v1307 !== "worker.review") return err(q1308, "invalid value: " + kind(v1307) + ", expected the constant " + "\"worker.review\"");
      }
      else if (k1306 === "session_id") {
        if (!(typeof v1307 === "string")) return err(q1308, "invalid type: " + kind(v1307) + ", expected string");
        if (typeof v1307 === "string") {
          const n1309 = chars(v1307);
          if (n1309 < 1) return err(q1308, "string of length " + n1309 + " is shorter than minLength 1");
        }
      }
      else if (k1306 === "worker_id") {
        if (!(typeof v1307 === "string")) return err(q1308, "invalid type: " + kind(v1307) + ", expected string");
        if (typeof v1307 === "string") {
          const n1310 = chars(v1307);
          if (n1310 < 1) return err(q1308, "string of length " + n1310 + " is shorter than minLength 1");
        }
      }
      else if (k1306 === "approved") {
        if (!(typeof v1307 === "boolean")) return err(q1308, "invalid type: " + kind(v1307) + ", expected boolean");
      }
      else if (k1306 === "confirmed") {
        if (!(typeof v1307 === "boolean")) return err(q1308, "invalid type: " + kind(v1307) + ", expected boolean");
      }
      else if (k1306 === "expected_digest") {
        if (!(typeof v1307 === "string")) return err(q1308, "invalid type: " + kind(v1307) + ", expected string");
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
    for (const k1311 of Object.keys(x)) {
      const v1312 = x[k1311];
      const q1313 = key(p, k1311);
      if (k1311 === "worker_id") {
        if (!(typeof v1312 === "string")) return err(q1313, "invalid type: " + kind(v1312) + ", expected string");
      }
      else if (k1311 === "handoff_status") {
        if (!(typeof v1312 === "string")) return err(q1313, "invalid type: " + kind(v1312) + ", expected string");
      }
      else if (k1311 === "approved") {
        if (!(typeof v1312 === "boolean")) return err(q1313, "invalid type: " + kind(v1312) + ", expected boolean");
      }
      else if (k1311 === "applied") {
        if (!(typeof v1312 === "boolean")) return err(q1313, "invalid type: " + kind(v1312) + ", expected boolean");
        if (v1312 !== false) return err(q1313, "invalid value: " + kind(v1312) + ", expected the constant " + "false");
      }
      else if (k1311 === "state_digest") {
        if (!(typeof v1312 === "string")) return err(q1313, "invalid type: " + kind(v1312) + ", expected string");
      }
      else if (k1311 === "preview_only") {
        if (!(typeof v1312 === "boolean")) return err(q1313, "invalid type: " + kind(v1312) + ", expected boolean");
      }
      else if (k1311 === "changed_files") {
        if (!(Array.isArray(v1312))) return err(q1313, "invalid type: " + kind(v1312) + ", expected array");
        if (Array.isArray(v1312)) {
          for (let i1314 = 0; i1314 < v1312.length; i1314++) {
            const v1315 = v1312[i1314];
            const q1316 = q1313 + "[" + i1314 + "]";
            if (!(typeof v1315 === "string")) return err(q1316, "invalid type: " + kind(v1315) + ", expected string");
          }
        }
      }
      else if (k1311 === "diff") {
        if (!(typeof v1312 === "string")) return err(q1313, "invalid type: " + kind(v1312) + ", expected string");
      }
      else if (k1311 === "diff_truncated") {
        if (!(typeof v1312 === "boolean")) return err(q1313, "invalid type: " + kind(v1312) + ", expected boolean");
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
    for (const k1317 of Object.keys(x)) {
      const v1318 = x[k1317];
      const q1319 = key(p, k1317);
      if (k1317 === "type") {
        if (!(typeof v1318 === "string")) return err(q1319, "invalid type: " + kind(v1318) + ", expected string");
        if (v1318 !== "worker.start") return err(q1319, "invalid value: " + kind(v1318) + ", expected the constant " + "\"worker.start\"");
      }
      else if (k1317 === "session_id") {
        if (!(typeof v1318 === "string")) return err(q1319, "invalid type: " + kind(v1318) + ", expected string");
        if (typeof v1318 === "string") {
          const n1320 = chars(v1318);
          if (n1320 < 1) return err(q1319, "string of length " + n1320 + " is shorter than minLength 1");
        }
      }
      else if (k1317 === "description") {
        if (!(typeof v1318 === "string")) return err(q1319, "invalid type: " + kind(v1318) + ", expected string");
        if (typeof v1318 === "string") {
          const n1321 = chars(v1318);
          if (n1321 < 1) return err(q1319, "string of length " + n1321 + " is shorter than minLength 1");
          if (n1321 > 500) return err(q1319, "string of length " + n1321 + " is longer than maxLength 500");
        }
      }
      else if (k1317 === "prompt") {
        if (!(typeof v1318 === "string")) return err(q1319, "invalid type: " + kind(v1318) + ", expected string");
        if (typeof v1318 === "string") {
          const n1322 = chars(v1318);
          if (n1322 < 1) return err(q1319, "string of length " + n1322 + " is shorter than minLength 1");
          if (n1322 > 100000) return err(q1319, "string of length " + n1322 + " is longer than maxLength 100000");
        }
      }
      else if (k1317 === "profile") {
        if (!(typeof v1318 === "string")) return err(q1319, "invalid type: " + kind(v1318) + ", expected string");
        if (typeof v1318 === "string") {
          const n1323 = chars(v1318);
          if (n1323 > 64) return err(q1319, "string of length " + n1323 + " is longer than maxLength 64");
        }
      }
      else if (k1317 === "route_id") {
        if (!(typeof v1318 === "string")) return err(q1319, "invalid type: " + kind(v1318) + ", expected string");
        if (typeof v1318 === "string") {
          const n1324 = chars(v1318);
          if (n1324 > 256) return err(q1319, "string of length " + n1324 + " is longer than maxLength 256");
        }
      }
      else if (k1317 === "model") {
        if (!(typeof v1318 === "string")) return err(q1319, "invalid type: " + kind(v1318) + ", expected string");
        if (typeof v1318 === "string") {
          const n1325 = chars(v1318);
          if (n1325 > 256) return err(q1319, "string of length " + n1325 + " is longer than maxLength 256");
        }
      }
      else if (k1317 === "read_only") {
        if (!(typeof v1318 === "boolean")) return err(q1319, "invalid type: " + kind(v1318) + ", expected boolean");
      }
      else if (k1317 === "exact_files") {
        if (!(Array.isArray(v1318))) return err(q1319, "invalid type: " + kind(v1318) + ", expected array");
        if (Array.isArray(v1318)) {
          for (let i1326 = 0; i1326 < v1318.length; i1326++) {
            const v1327 = v1318[i1326];
            const q1328 = q1319 + "[" + i1326 + "]";
            if (!(typeof v1327 === "string")) return err(q1328, "invalid type: " + kind(v1327) + ", expected string");
          }
          if (v1318.length > 200) return err(q1319, "array has more than maxItems 200");
        }
      }
      else if (k1317 === "write_roots") {
        if (!(Array.isArray(v1318))) return err(q1319, "invalid type: " + kind(v1318) + ", expected array");
        if (Array.isArray(v1318)) {
          for (let i1329 = 0; i1329 < v1318.length; i1329++) {
            const v1330 = v1318[i1329];
            const q1331 = q1319 + "[" + i1329 + "]";
            if (!(typeof v1330 === "string")) return err(q1331, "invalid type: " + kind(v1330) + ", expected string");
          }
          if (v1318.length > 100) return err(q1319, "array has more than maxItems 100");
        }
      }
      else if (k1317 === "coordination_contract") {
        if (!(typeof v1318 === "string")) return err(q1319, "invalid type: " + kind(v1318) + ", expected string");
        if (typeof v1318 === "string") {
          const n1332 = chars(v1318);
          if (n1332 > 2000) return err(q1319, "string of length " + n1332 + " is longer than maxLength 2000");
        }
      }
      else if (k1317 === "acceptance") {
        if (!(Array.isArray(v1318))) return err(q1319, "invalid type: " + kind(v1318) + ", expected array");
        if (Array.isArray(v1318)) {
          for (let i1333 = 0; i1333 < v1318.length; i1333++) {
            const v1334 = v1318[i1333];
            const q1335 = q1319 + "[" + i1333 + "]";
            if (!(typeof v1334 === "string")) return err(q1335, "invalid type: " + kind(v1334) + ", expected string");
          }
          if (v1318.length > 100) return err(q1319, "array has more than maxItems 100");
        }
      }
      else if (k1317 === "token_budget") {
        if (!(Number.isInteger(v1318) || v1318 === null)) return err(q1319, "invalid type: " + kind(v1318) + ", expected integer or null");
        if (typeof v1318 === "number") {
          if (v1318 < 1) return err(q1319, v1318 + " is less than minimum 1");
        }
      }
      else if (k1317 === "wall_time_s") {
        if (!(Number.isInteger(v1318))) return err(q1319, "invalid type: " + kind(v1318) + ", expected integer");
        if (typeof v1318 === "number") {
          if (v1318 < 1) return err(q1319, v1318 + " is less than minimum 1");
          if (v1318 > 86400) return err(q1319, v1318 + " is greater than maximum 86400");
        }
      }
      else if (k1317 === "max_attempts") {
        if (!(Number.isInteger(v1318))) return err(q1319, "invalid type: " + kind(v1318) + ", expected integer");
        if (typeof v1318 === "number") {
          if (v1318 < 1) return err(q1319, v1318 + " is less than minimum 1");
          if (v1318 > 10) return err(q1319, v1318 + " is greater than maximum 10");
        }
      }
      else if (k1317 === "retry_backoff_s") {
        if (!(typeof v1318 === "number")) return err(q1319, "invalid type: " + kind(v1318) + ", expected number");
        if (typeof v1318 === "number") {
          if (v1318 < 0.0) return err(q1319, v1318 + " is less than minimum 0.0");
          if (v1318 > 300.0) return err(q1319, v1318 + " is greater than maximum 300.0");
        }
      }
      else if (k1317 === "backend") {
        if (!(typeof v1318 === "string")) return err(q1319, "invalid type: " + kind(v1318) + ", expected string");
        if (typeof v1318 === "string") {
          if (!/^[a-z][a-z0-9-]{0,63}$/u.test(v1318)) return err(q1319, "string does not match pattern ^[a-z][a-z0-9-]{0,63}$");
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
    for (const k1336 of Object.keys(x)) {
      const v1337 = x[k1336];
      const q1338 = key(p, k1336);
      if (k1336 === "worker_id") {
        if (!(typeof v1337 === "string")) return err(q1338, "invalid type: " + kind(v1337) + ", expected string");
      }
      else if (k1336 === "session_id") {
        if (!(typeof v1337 === "string")) return err(q1338, "invalid type: " + kind(v1337) + ", expected string");
      }
      else if (k1336 === "status") {
        if (!(typeof v1337 === "string")) return err(q1338, "invalid type: " + kind(v1337) + ", expected string");
      }
      else if (k1336 === "route_id") {
        if (!(typeof v1337 === "string")) return err(q1338, "invalid type: " + kind(v1337) + ", expected string");
      }
      else if (k1336 === "model") {
        if (!(typeof v1337 === "string")) return err(q1338, "invalid type: " + kind(v1337) + ", expected string");
      }
      else if (k1336 === "attempt") {
        if (!(Number.isInteger(v1337))) return err(q1338, "invalid type: " + kind(v1337) + ", expected integer");
        if (typeof v1337 === "number") {
          if (v1337 < 1) return err(q1338, v1337 + " is less than minimum 1");
        }
      }
      else if (k1336 === "worktree") {
        if (!(typeof v1337 === "string")) return err(q1338, "invalid type: " + kind(v1337) + ", expected string");
      }
      else if (k1336 === "read_only") {
        if (!(typeof v1337 === "boolean")) return err(q1338, "invalid type: " + kind(v1337) + ", expected boolean");
      }
      else if (k1336 === "backend") {
        if (!(typeof v1337 === "string")) return err(q1338, "invalid type: " + kind(v1337) + ", expected string");
      }
      else if (k1336 === "backend_capabilities") {
        if (!(isObject(v1337))) return err(q1338, "invalid type: " + kind(v1337) + ", expected object");
        if (isObject(v1337)) {
          for (const k1339 of Object.keys(v1337)) {
            const v1340 = v1337[k1339];
            const q1341 = key(q1338, k1339);
            {
              { const e1342 = v_JsonValue(v1340, q1341); if (e1342) return e1342; }
            }
          }
        }
      }
      else if (k1336 === "sandbox_enforcement") {
        { const e1343 = v_SandboxEnforcement(v1337, q1338); if (e1343) return e1343; }
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
    for (const k1344 of Object.keys(x)) {
      const v1345 = x[k1344];
      const q1346 = key(p, k1344);
      if (k1344 === "type") {
        if (!(typeof v1345 === "string")) return err(q1346, "invalid type: " + kind(v1345) + ", expected string");
        if (v1345 !== "worker.status") return err(q1346, "invalid value: " + kind(v1345) + ", expected the constant " + "\"worker.status\"");
      }
      else if (k1344 === "session_id") {
        if (!(typeof v1345 === "string")) return err(q1346, "invalid type: " + kind(v1345) + ", expected string");
        if (typeof v1345 === "string") {
          const n1347 = chars(v1345);
          if (n1347 < 1) return err(q1346, "string of length " + n1347 + " is shorter than minLength 1");
        }
      }
      else if (k1344 === "worker_id") {
        if (!(typeof v1345 === "string")) return err(q1346, "invalid type: " + kind(v1345) + ", expected string");
        if (typeof v1345 === "string") {
          const n1348 = chars(v1345);
          if (n1348 < 1) return err(q1346, "string of length " + n1348 + " is shorter than minLength 1");
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
    for (const k1349 of Object.keys(x)) {
      const v1350 = x[k1349];
      const q1351 = key(p, k1349);
      if (k1349 === "worker") {
        if (!(isObject(v1350))) return err(q1351, "invalid type: " + kind(v1350) + ", expected object");
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
    for (const k1352 of Object.keys(x)) {
      const v1353 = x[k1352];
      const q1354 = key(p, k1352);
      if (k1352 === "type") {
        if (!(typeof v1353 === "string")) return err(q1354, "invalid type: " + kind(v1353) + ", expected string");
        if (v1353 !== "workflow.get") return err(q1354, "invalid value: " + kind(v1353) + ", expected the constant " + "\"workflow.get\"");
      }
      else if (k1352 === "workflow_id") {
        if (!(typeof v1353 === "string")) return err(q1354, "invalid type: " + kind(v1353) + ", expected string");
        if (typeof v1353 === "string") {
          const n1355 = chars(v1353);
          if (n1355 < 1) return err(q1354, "string of length " + n1355 + " is shorter than minLength 1");
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
    for (const k1356 of Object.keys(x)) {
      const v1357 = x[k1356];
      const q1358 = key(p, k1356);
      if (k1356 === "workflow") {
        if (!(isObject(v1357))) return err(q1358, "invalid type: " + kind(v1357) + ", expected object");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "workflow")) return err(p, "missing field `workflow`");
  }
  return undefined;
}

function v_WorkflowListCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1359 of Object.keys(x)) {
      const v1360 = x[k1359];
      const q1361 = key(p, k1359);
      if (k1359 === "type") {
        if (!(typeof v1360 === "string")) return err(q1361, "invalid type: " + kind(v1360) + ", expected string");
        if (v1360 !== "workflow.list") return err(q1361, "invalid value: " + kind(v1360) + ", expected the constant " + "\"workflow.list\"");
      }
      else if (k1359 === "limit") {
        if (!(Number.isInteger(v1360))) return err(q1361, "invalid type: " + kind(v1360) + ", expected integer");
        if (typeof v1360 === "number") {
          if (v1360 < 1) return err(q1361, v1360 + " is less than minimum 1");
          if (v1360 > 200) return err(q1361, v1360 + " is greater than maximum 200");
        }
      }
    }
  }
  return undefined;
}

function v_WorkflowListResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1362 of Object.keys(x)) {
      const v1363 = x[k1362];
      const q1364 = key(p, k1362);
      if (k1362 === "workflows") {
        if (!(Array.isArray(v1363))) return err(q1364, "invalid type: " + kind(v1363) + ", expected array");
        if (Array.isArray(v1363)) {
          for (let i1365 = 0; i1365 < v1363.length; i1365++) {
            const v1366 = v1363[i1365];
            const q1367 = q1364 + "[" + i1365 + "]";
            if (!(isObject(v1366))) return err(q1367, "invalid type: " + kind(v1366) + ", expected object");
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
    for (const k1368 of Object.keys(x)) {
      const v1369 = x[k1368];
      const q1370 = key(p, k1368);
      if (k1368 === "type") {
        if (!(typeof v1369 === "string")) return err(q1370, "invalid type: " + kind(v1369) + ", expected string");
        if (v1369 !== "workflow.start") return err(q1370, "invalid value: " + kind(v1369) + ", expected the constant " + "\"workflow.start\"");
      }
      else if (k1368 === "source") {
        if (!(typeof v1369 === "string")) return err(q1370, "invalid type: " + kind(v1369) + ", expected string");
        if (typeof v1369 === "string") {
          const n1371 = chars(v1369);
          if (n1371 < 1) return err(q1370, "string of length " + n1371 + " is shorter than minLength 1");
          if (n1371 > 1048576) return err(q1370, "string of length " + n1371 + " is longer than maxLength 1048576");
        }
      }
      else if (k1368 === "format") {
        { const e1372 = v_WorkflowFormat(v1369, q1370); if (e1372) return e1372; }
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
    for (const k1373 of Object.keys(x)) {
      const v1374 = x[k1373];
      const q1375 = key(p, k1373);
      if (k1373 === "workflow_id") {
        if (!(typeof v1374 === "string")) return err(q1375, "invalid type: " + kind(v1374) + ", expected string");
      }
      else if (k1373 === "status") {
        if (!(typeof v1374 === "string")) return err(q1375, "invalid type: " + kind(v1374) + ", expected string");
        if (v1374 !== "started") return err(q1375, "invalid value: " + kind(v1374) + ", expected the constant " + "\"started\"");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "workflow_id")) return err(p, "missing field `workflow_id`");
  }
  return undefined;
}

function v_WorkspaceCommitCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1376 of Object.keys(x)) {
      const v1377 = x[k1376];
      const q1378 = key(p, k1376);
      if (k1376 === "type") {
        if (!(typeof v1377 === "string")) return err(q1378, "invalid type: " + kind(v1377) + ", expected string");
        if (v1377 !== "workspace.commit") return err(q1378, "invalid value: " + kind(v1377) + ", expected the constant " + "\"workspace.commit\"");
      }
      else if (k1376 === "session_id") {
        if (!(typeof v1377 === "string")) return err(q1378, "invalid type: " + kind(v1377) + ", expected string");
        if (typeof v1377 === "string") {
          const n1379 = chars(v1377);
          if (n1379 < 1) return err(q1378, "string of length " + n1379 + " is shorter than minLength 1");
        }
      }
      else if (k1376 === "message") {
        if (!(typeof v1377 === "string")) return err(q1378, "invalid type: " + kind(v1377) + ", expected string");
        if (typeof v1377 === "string") {
          const n1380 = chars(v1377);
          if (n1380 < 1) return err(q1378, "string of length " + n1380 + " is shorter than minLength 1");
          if (n1380 > 200) return err(q1378, "string of length " + n1380 + " is longer than maxLength 200");
        }
      }
      else if (k1376 === "expected_digest") {
        if (!(typeof v1377 === "string")) return err(q1378, "invalid type: " + kind(v1377) + ", expected string");
        if (typeof v1377 === "string") {
          const n1381 = chars(v1377);
          if (n1381 < 64) return err(q1378, "string of length " + n1381 + " is shorter than minLength 64");
          if (n1381 > 64) return err(q1378, "string of length " + n1381 + " is longer than maxLength 64");
        }
      }
      else if (k1376 === "confirmed") {
        if (!(typeof v1377 === "boolean")) return err(q1378, "invalid type: " + kind(v1377) + ", expected boolean");
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
    for (const k1382 of Object.keys(x)) {
      const v1383 = x[k1382];
      const q1384 = key(p, k1382);
      if (k1382 === "type") {
        if (!(typeof v1383 === "string")) return err(q1384, "invalid type: " + kind(v1383) + ", expected string");
        if (v1383 !== "workspace.diff") return err(q1384, "invalid value: " + kind(v1383) + ", expected the constant " + "\"workspace.diff\"");
      }
      else if (k1382 === "scope") {
        { const e1385 = v_DiffScope(v1383, q1384); if (e1385) return e1385; }
      }
      else if (k1382 === "path") {
        if (!(typeof v1383 === "string")) return err(q1384, "invalid type: " + kind(v1383) + ", expected string");
      }
      else if (k1382 === "session_id") {
        if (!(typeof v1383 === "string")) return err(q1384, "invalid type: " + kind(v1383) + ", expected string");
      }
    }
  }
  return undefined;
}

function v_WorkspaceDiffResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1386 of Object.keys(x)) {
      const v1387 = x[k1386];
      const q1388 = key(p, k1386);
      if (k1386 === "payload") {
        if (!(isObject(v1387))) return err(q1388, "invalid type: " + kind(v1387) + ", expected object");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "payload")) return err(p, "missing field `payload`");
  }
  return undefined;
}

function v_WorkspaceStageCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1389 of Object.keys(x)) {
      const v1390 = x[k1389];
      const q1391 = key(p, k1389);
      if (k1389 === "type") {
        if (!(typeof v1390 === "string")) return err(q1391, "invalid type: " + kind(v1390) + ", expected string");
        if (v1390 !== "workspace.stage") return err(q1391, "invalid value: " + kind(v1390) + ", expected the constant " + "\"workspace.stage\"");
      }
      else if (k1389 === "session_id") {
        if (!(typeof v1390 === "string")) return err(q1391, "invalid type: " + kind(v1390) + ", expected string");
        if (typeof v1390 === "string") {
          const n1392 = chars(v1390);
          if (n1392 < 1) return err(q1391, "string of length " + n1392 + " is shorter than minLength 1");
        }
      }
      else if (k1389 === "paths") {
        if (!(Array.isArray(v1390))) return err(q1391, "invalid type: " + kind(v1390) + ", expected array");
        if (Array.isArray(v1390)) {
          for (let i1393 = 0; i1393 < v1390.length; i1393++) {
            const v1394 = v1390[i1393];
            const q1395 = q1391 + "[" + i1393 + "]";
            if (!(typeof v1394 === "string")) return err(q1395, "invalid type: " + kind(v1394) + ", expected string");
          }
          if (v1390.length < 1) return err(q1391, "array has fewer than minItems 1");
          if (v1390.length > 200) return err(q1391, "array has more than maxItems 200");
        }
      }
      else if (k1389 === "expected_digest") {
        if (!(typeof v1390 === "string")) return err(q1391, "invalid type: " + kind(v1390) + ", expected string");
        if (typeof v1390 === "string") {
          const n1396 = chars(v1390);
          if (n1396 < 64) return err(q1391, "string of length " + n1396 + " is shorter than minLength 64");
          if (n1396 > 64) return err(q1391, "string of length " + n1396 + " is longer than maxLength 64");
        }
      }
      else if (k1389 === "confirmed") {
        if (!(typeof v1390 === "boolean")) return err(q1391, "invalid type: " + kind(v1390) + ", expected boolean");
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
