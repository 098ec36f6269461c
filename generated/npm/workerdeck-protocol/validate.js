// @workerdeck/protocol 0.9.0 (PROTOCOL_VERSION 6), generated from the Rust crate
// `workerdeck-protocol` by `codegen generate`. Do not edit.
//
// The wire protocol between a workerdeck server and its clients: one session is an
// ordered stream of SessionEvents numbered by `seq`, plus a small command set.

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

function v_ApiMessage(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1 of Object.keys(x)) {
      const v2 = x[k1];
      const q3 = key(p, k1);
      if (k1 === "role") {
        { const e4 = v_ApiMessageRole(v2, q3); if (e4) return e4; }
      }
      else if (k1 === "content") {
        { const e5 = v_ApiMessageContent(v2, q3); if (e5) return e5; }
      }
      else if (k1 === "model") {
        if (!(typeof v2 === "string")) return err(q3, "invalid type: " + kind(v2) + ", expected string");
      }
      else if (k1 === "stop_reason") {
        if (!(typeof v2 === "string" || v2 === null)) return err(q3, "invalid type: " + kind(v2) + ", expected string or null");
      }
      else if (k1 === "usage") {
        { const e6 = v_ApiMessageUsage(v2, q3); if (e6) return e6; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "role")) return err(p, "missing field `role`");
    if (!Object.prototype.hasOwnProperty.call(x, "content")) return err(p, "missing field `content`");
  }
  return undefined;
}

function v_ApiMessageContent(x, p) {
  const e7 = (() => {
    {
      const u8 = [];
      const b9 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        return undefined;
      })();
      if (b9 === undefined) return undefined;
      u8.push(b9);
      const b10 = (() => {
        if (!(Array.isArray(x))) return err(p, "invalid type: " + kind(x) + ", expected array");
        if (Array.isArray(x)) {
          for (let i11 = 0; i11 < x.length; i11++) {
            const v12 = x[i11];
            const q13 = p + "[" + i11 + "]";
            { const e14 = v_ContentBlock(v12, q13); if (e14) return e14; }
          }
        }
        return undefined;
      })();
      if (b10 === undefined) return undefined;
      u8.push(b10);
      const u8d = u8.reduce((a, b) => (b.path.length > a.path.length ? b : a));
      return u8d;
    }
  })();
  if (e7) return e7;
  return undefined;
}

function v_ApiMessageRole(x, p) {
  const e15 = (() => {
    {
      const u16 = [];
      const b17 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "user") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"user\"");
        return undefined;
      })();
      if (b17 === undefined) return undefined;
      u16.push(b17);
      const b18 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "assistant") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"assistant\"");
        return undefined;
      })();
      if (b18 === undefined) return undefined;
      u16.push(b18);
      const u16d = u16.reduce((a, b) => (b.path.length > a.path.length ? b : a));
      return u16d;
    }
  })();
  if (e15) return e15;
  return undefined;
}

function v_ApiMessageUsage(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k19 of Object.keys(x)) {
      const v20 = x[k19];
      const q21 = key(p, k19);
      if (k19 === "input_tokens") {
        if (!(Number.isInteger(v20))) return err(q21, "invalid type: " + kind(v20) + ", expected integer");
      }
      else if (k19 === "output_tokens") {
        if (!(Number.isInteger(v20))) return err(q21, "invalid type: " + kind(v20) + ", expected integer");
      }
      else if (k19 === "cache_creation_input_tokens") {
        if (!(Number.isInteger(v20))) return err(q21, "invalid type: " + kind(v20) + ", expected integer");
      }
      else if (k19 === "cache_read_input_tokens") {
        if (!(Number.isInteger(v20))) return err(q21, "invalid type: " + kind(v20) + ", expected integer");
      }
    }
  }
  return undefined;
}

function v_AttachedFrame(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k22 of Object.keys(x)) {
      const v23 = x[k22];
      const q24 = key(p, k22);
      if (k22 === "type") {
        if (!(typeof v23 === "string")) return err(q24, "invalid type: " + kind(v23) + ", expected string");
        if (v23 !== "attached") return err(q24, "invalid value: " + kind(v23) + ", expected the constant " + "\"attached\"");
      }
      else if (k22 === "protocolVersion") {
        if (!(Number.isInteger(v23))) return err(q24, "invalid type: " + kind(v23) + ", expected integer");
      }
      else if (k22 === "session") {
        { const e25 = v_SessionInfo(v23, q24); if (e25) return e25; }
      }
      else if (k22 === "replayingFrom") {
        if (!(Number.isInteger(v23))) return err(q24, "invalid type: " + kind(v23) + ", expected integer");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
    if (!Object.prototype.hasOwnProperty.call(x, "protocolVersion")) return err(p, "missing field `protocolVersion`");
    if (!Object.prototype.hasOwnProperty.call(x, "session")) return err(p, "missing field `session`");
    if (!Object.prototype.hasOwnProperty.call(x, "replayingFrom")) return err(p, "missing field `replayingFrom`");
  }
  return undefined;
}

function v_AttachmentKind(x, p) {
  const e26 = (() => {
    {
      const u27 = [];
      const b28 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "image") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"image\"");
        return undefined;
      })();
      if (b28 === undefined) return undefined;
      u27.push(b28);
      const b29 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "pdf") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"pdf\"");
        return undefined;
      })();
      if (b29 === undefined) return undefined;
      u27.push(b29);
      const b30 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "text") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"text\"");
        return undefined;
      })();
      if (b30 === undefined) return undefined;
      u27.push(b30);
      const u27d = u27.reduce((a, b) => (b.path.length > a.path.length ? b : a));
      return u27d;
    }
  })();
  if (e26) return e26;
  return undefined;
}

function v_ClientFrame(x, p) {
  { const e31 = v_SessionCommand(x, p); if (e31) return e31; }
  return undefined;
}

function v_CloseReason(x, p) {
  const e32 = (() => {
    {
      const u33 = [];
      const b34 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "client") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"client\"");
        return undefined;
      })();
      if (b34 === undefined) return undefined;
      u33.push(b34);
      const b35 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "server") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"server\"");
        return undefined;
      })();
      if (b35 === undefined) return undefined;
      u33.push(b35);
      const b36 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "error") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"error\"");
        return undefined;
      })();
      if (b36 === undefined) return undefined;
      u33.push(b36);
      const u33d = u33.reduce((a, b) => (b.path.length > a.path.length ? b : a));
      return u33d;
    }
  })();
  if (e32) return e32;
  return undefined;
}

function v_ContentBlock(x, p) {
  const e37 = (() => {
    {
      const u38 = [];
      const b39 = (() => {
        { const e40 = v_TextBlock(x, p); if (e40) return e40; }
        return undefined;
      })();
      if (b39 === undefined) return undefined;
      u38.push(b39);
      const b41 = (() => {
        { const e42 = v_ThinkingBlock(x, p); if (e42) return e42; }
        return undefined;
      })();
      if (b41 === undefined) return undefined;
      u38.push(b41);
      const b43 = (() => {
        { const e44 = v_ToolUseBlock(x, p); if (e44) return e44; }
        return undefined;
      })();
      if (b43 === undefined) return undefined;
      u38.push(b43);
      const b45 = (() => {
        { const e46 = v_ToolResultBlock(x, p); if (e46) return e46; }
        return undefined;
      })();
      if (b45 === undefined) return undefined;
      u38.push(b45);
      const b47 = (() => {
        { const e48 = v_UnknownBlock(x, p); if (e48) return e48; }
        return undefined;
      })();
      if (b47 === undefined) return undefined;
      u38.push(b47);
      const u38d = u38.reduce((a, b) => (b.path.length > a.path.length ? b : a));
      return err(p, u38d.message);
    }
  })();
  if (e37) return e37;
  return undefined;
}

function v_ContextUsage(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k49 of Object.keys(x)) {
      const v50 = x[k49];
      const q51 = key(p, k49);
      if (k49 === "categories") {
        if (!(Array.isArray(v50))) return err(q51, "invalid type: " + kind(v50) + ", expected array");
        if (Array.isArray(v50)) {
          for (let i52 = 0; i52 < v50.length; i52++) {
            const v53 = v50[i52];
            const q54 = q51 + "[" + i52 + "]";
            { const e55 = v_ContextUsageCategory(v53, q54); if (e55) return e55; }
          }
        }
      }
      else if (k49 === "totalTokens") {
        if (!(Number.isInteger(v50))) return err(q51, "invalid type: " + kind(v50) + ", expected integer");
      }
      else if (k49 === "maxTokens") {
        if (!(Number.isInteger(v50))) return err(q51, "invalid type: " + kind(v50) + ", expected integer");
      }
      else if (k49 === "percentage") {
        if (!(typeof v50 === "number")) return err(q51, "invalid type: " + kind(v50) + ", expected number");
      }
      else if (k49 === "model") {
        if (!(typeof v50 === "string")) return err(q51, "invalid type: " + kind(v50) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "categories")) return err(p, "missing field `categories`");
    if (!Object.prototype.hasOwnProperty.call(x, "totalTokens")) return err(p, "missing field `totalTokens`");
    if (!Object.prototype.hasOwnProperty.call(x, "maxTokens")) return err(p, "missing field `maxTokens`");
    if (!Object.prototype.hasOwnProperty.call(x, "percentage")) return err(p, "missing field `percentage`");
  }
  return undefined;
}

function v_ContextUsageCategory(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k56 of Object.keys(x)) {
      const v57 = x[k56];
      const q58 = key(p, k56);
      if (k56 === "name") {
        if (!(typeof v57 === "string")) return err(q58, "invalid type: " + kind(v57) + ", expected string");
      }
      else if (k56 === "tokens") {
        if (!(Number.isInteger(v57))) return err(q58, "invalid type: " + kind(v57) + ", expected integer");
      }
      else if (k56 === "color") {
        if (!(typeof v57 === "string")) return err(q58, "invalid type: " + kind(v57) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "name")) return err(p, "missing field `name`");
    if (!Object.prototype.hasOwnProperty.call(x, "tokens")) return err(p, "missing field `tokens`");
    if (!Object.prototype.hasOwnProperty.call(x, "color")) return err(p, "missing field `color`");
  }
  return undefined;
}

function v_CreateJobRequest(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k59 of Object.keys(x)) {
      const v60 = x[k59];
      const q61 = key(p, k59);
      if (k59 === "session") {
        { const e62 = v_JobSessionRequest(v60, q61); if (e62) return e62; }
      }
      else if (k59 === "webhook") {
        { const e63 = v_WebhookConfig(v60, q61); if (e63) return e63; }
      }
      else if (k59 === "maxTokens") {
        if (!(Number.isInteger(v60))) return err(q61, "invalid type: " + kind(v60) + ", expected integer");
      }
      else if (k59 === "maxDurationMs") {
        if (!(Number.isInteger(v60))) return err(q61, "invalid type: " + kind(v60) + ", expected integer");
      }
      else if (k59 === "attempts") {
        if (!(Number.isInteger(v60))) return err(q61, "invalid type: " + kind(v60) + ", expected integer");
      }
      else if (k59 === "retryDelayMs") {
        if (!(Number.isInteger(v60))) return err(q61, "invalid type: " + kind(v60) + ", expected integer");
      }
      else if (k59 === "meta") {
        if (!(isObject(v60))) return err(q61, "invalid type: " + kind(v60) + ", expected object");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session")) return err(p, "missing field `session`");
  }
  return undefined;
}

function v_CreateJobResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k64 of Object.keys(x)) {
      const v65 = x[k64];
      const q66 = key(p, k64);
      if (k64 === "job") {
        { const e67 = v_JobInfo(v65, q66); if (e67) return e67; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "job")) return err(p, "missing field `job`");
  }
  return undefined;
}

function v_CreateProfileRequest(x, p) {
  { const e68 = v_ProfileInfo(x, p); if (e68) return e68; }
  return undefined;
}

function v_CreateSessionRequest(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k69 of Object.keys(x)) {
      const v70 = x[k69];
      const q71 = key(p, k69);
      if (k69 === "cwd") {
        if (!(typeof v70 === "string")) return err(q71, "invalid type: " + kind(v70) + ", expected string");
      }
      else if (k69 === "profile") {
        if (!(typeof v70 === "string")) return err(q71, "invalid type: " + kind(v70) + ", expected string");
      }
      else if (k69 === "prompt") {
        if (!(typeof v70 === "string")) return err(q71, "invalid type: " + kind(v70) + ", expected string");
      }
      else if (k69 === "permissionMode") {
        { const e72 = v_PermissionMode(v70, q71); if (e72) return e72; }
      }
      else if (k69 === "allowDangerouslySkipPermissions") {
        if (!(typeof v70 === "boolean")) return err(q71, "invalid type: " + kind(v70) + ", expected boolean");
      }
      else if (k69 === "allowedTools") {
        if (!(Array.isArray(v70))) return err(q71, "invalid type: " + kind(v70) + ", expected array");
        if (Array.isArray(v70)) {
          for (let i73 = 0; i73 < v70.length; i73++) {
            const v74 = v70[i73];
            const q75 = q71 + "[" + i73 + "]";
            if (!(typeof v74 === "string")) return err(q75, "invalid type: " + kind(v74) + ", expected string");
          }
        }
      }
      else if (k69 === "disallowedTools") {
        if (!(Array.isArray(v70))) return err(q71, "invalid type: " + kind(v70) + ", expected array");
        if (Array.isArray(v70)) {
          for (let i76 = 0; i76 < v70.length; i76++) {
            const v77 = v70[i76];
            const q78 = q71 + "[" + i76 + "]";
            if (!(typeof v77 === "string")) return err(q78, "invalid type: " + kind(v77) + ", expected string");
          }
        }
      }
      else if (k69 === "mcpServers") {
        if (!(isObject(v70))) return err(q71, "invalid type: " + kind(v70) + ", expected object");
        if (isObject(v70)) {
          for (const k79 of Object.keys(v70)) {
            const v80 = v70[k79];
            const q81 = key(q71, k79);
            {
              { const e82 = v_McpServerConfigWire(v80, q81); if (e82) return e82; }
            }
          }
        }
      }
      else if (k69 === "settingSources") {
        if (!(Array.isArray(v70))) return err(q71, "invalid type: " + kind(v70) + ", expected array");
        if (Array.isArray(v70)) {
          for (let i83 = 0; i83 < v70.length; i83++) {
            const v84 = v70[i83];
            const q85 = q71 + "[" + i83 + "]";
            { const e86 = v_SettingSource(v84, q85); if (e86) return e86; }
          }
        }
      }
      else if (k69 === "model") {
        if (!(typeof v70 === "string")) return err(q71, "invalid type: " + kind(v70) + ", expected string");
      }
      else if (k69 === "maxTurns") {
        if (!(Number.isInteger(v70))) return err(q71, "invalid type: " + kind(v70) + ", expected integer");
      }
      else if (k69 === "maxBudgetUsd") {
        if (!(typeof v70 === "number")) return err(q71, "invalid type: " + kind(v70) + ", expected number");
      }
      else if (k69 === "resume") {
        if (!(typeof v70 === "string")) return err(q71, "invalid type: " + kind(v70) + ", expected string");
      }
      else if (k69 === "forkSession") {
        if (!(typeof v70 === "boolean")) return err(q71, "invalid type: " + kind(v70) + ", expected boolean");
      }
      else if (k69 === "reasoningEffort") {
        if (!(typeof v70 === "string")) return err(q71, "invalid type: " + kind(v70) + ", expected string");
      }
      else if (k69 === "includePartialMessages") {
        if (!(typeof v70 === "boolean")) return err(q71, "invalid type: " + kind(v70) + ", expected boolean");
      }
      else if (k69 === "approvalTimeoutMs") {
        if (!(Number.isInteger(v70))) return err(q71, "invalid type: " + kind(v70) + ", expected integer");
      }
      else if (k69 === "questionBehavior") {
        { const e87 = v_QuestionBehavior(v70, q71); if (e87) return e87; }
      }
      else if (k69 === "capabilities") {
        if (!(Array.isArray(v70))) return err(q71, "invalid type: " + kind(v70) + ", expected array");
        if (Array.isArray(v70)) {
          for (let i88 = 0; i88 < v70.length; i88++) {
            const v89 = v70[i88];
            const q90 = q71 + "[" + i88 + "]";
            { const e91 = v_SessionCapability(v89, q90); if (e91) return e91; }
          }
        }
      }
      else if (k69 === "meta") {
        if (!(isObject(v70))) return err(q71, "invalid type: " + kind(v70) + ", expected object");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "cwd")) return err(p, "missing field `cwd`");
  }
  return undefined;
}

function v_CreateSessionResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k92 of Object.keys(x)) {
      const v93 = x[k92];
      const q94 = key(p, k92);
      if (k92 === "session") {
        { const e95 = v_SessionInfo(v93, q94); if (e95) return e95; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session")) return err(p, "missing field `session`");
  }
  return undefined;
}

function v_EngineCapabilities(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k96 of Object.keys(x)) {
      const v97 = x[k96];
      const q98 = key(p, k96);
      if (k96 === "interactiveApprovals") {
        if (!(typeof v97 === "boolean")) return err(q98, "invalid type: " + kind(v97) + ", expected boolean");
      }
      else if (k96 === "permissionModes") {
        if (!(Array.isArray(v97))) return err(q98, "invalid type: " + kind(v97) + ", expected array");
        if (Array.isArray(v97)) {
          for (let i99 = 0; i99 < v97.length; i99++) {
            const v100 = v97[i99];
            const q101 = q98 + "[" + i99 + "]";
            { const e102 = v_PermissionMode(v100, q101); if (e102) return e102; }
          }
        }
      }
      else if (k96 === "defaultPermissionMode") {
        { const e103 = v_PermissionMode(v97, q98); if (e103) return e103; }
      }
      else if (k96 === "resume") {
        if (!(typeof v97 === "boolean")) return err(q98, "invalid type: " + kind(v97) + ", expected boolean");
      }
      else if (k96 === "resumeBackfill") {
        if (!(typeof v97 === "boolean")) return err(q98, "invalid type: " + kind(v97) + ", expected boolean");
      }
      else if (k96 === "listSessions") {
        if (!(typeof v97 === "boolean")) return err(q98, "invalid type: " + kind(v97) + ", expected boolean");
      }
      else if (k96 === "contextUsage") {
        if (!(typeof v97 === "boolean")) return err(q98, "invalid type: " + kind(v97) + ", expected boolean");
      }
      else if (k96 === "rateLimits") {
        if (!(typeof v97 === "boolean")) return err(q98, "invalid type: " + kind(v97) + ", expected boolean");
      }
      else if (k96 === "mcpStatus") {
        if (!(typeof v97 === "boolean")) return err(q98, "invalid type: " + kind(v97) + ", expected boolean");
      }
      else if (k96 === "sessionMcpServers") {
        if (!(typeof v97 === "boolean")) return err(q98, "invalid type: " + kind(v97) + ", expected boolean");
      }
      else if (k96 === "slashCommands") {
        if (!(typeof v97 === "boolean")) return err(q98, "invalid type: " + kind(v97) + ", expected boolean");
      }
      else if (k96 === "settingSources") {
        if (!(typeof v97 === "boolean")) return err(q98, "invalid type: " + kind(v97) + ", expected boolean");
      }
      else if (k96 === "budgets") {
        if (!(typeof v97 === "boolean")) return err(q98, "invalid type: " + kind(v97) + ", expected boolean");
      }
      else if (k96 === "attachments") {
        if (!(Array.isArray(v97))) return err(q98, "invalid type: " + kind(v97) + ", expected array");
        if (Array.isArray(v97)) {
          for (let i104 = 0; i104 < v97.length; i104++) {
            const v105 = v97[i104];
            const q106 = q98 + "[" + i104 + "]";
            { const e107 = v_AttachmentKind(v105, q106); if (e107) return e107; }
          }
        }
      }
      else if (k96 === "reasoningEfforts") {
        if (!(Array.isArray(v97))) return err(q98, "invalid type: " + kind(v97) + ", expected array");
        if (Array.isArray(v97)) {
          for (let i108 = 0; i108 < v97.length; i108++) {
            const v109 = v97[i108];
            const q110 = q98 + "[" + i108 + "]";
            if (!(typeof v109 === "string")) return err(q110, "invalid type: " + kind(v109) + ", expected string");
          }
        }
      }
      else if (k96 === "vfs") {
        if (!(typeof v97 === "boolean")) return err(q98, "invalid type: " + kind(v97) + ", expected boolean");
      }
      else if (k96 === "streaming") {
        { const e111 = v_StreamingGranularity(v97, q98); if (e111) return e111; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "interactiveApprovals")) return err(p, "missing field `interactiveApprovals`");
    if (!Object.prototype.hasOwnProperty.call(x, "permissionModes")) return err(p, "missing field `permissionModes`");
    if (!Object.prototype.hasOwnProperty.call(x, "defaultPermissionMode")) return err(p, "missing field `defaultPermissionMode`");
    if (!Object.prototype.hasOwnProperty.call(x, "resume")) return err(p, "missing field `resume`");
    if (!Object.prototype.hasOwnProperty.call(x, "resumeBackfill")) return err(p, "missing field `resumeBackfill`");
    if (!Object.prototype.hasOwnProperty.call(x, "listSessions")) return err(p, "missing field `listSessions`");
    if (!Object.prototype.hasOwnProperty.call(x, "contextUsage")) return err(p, "missing field `contextUsage`");
    if (!Object.prototype.hasOwnProperty.call(x, "rateLimits")) return err(p, "missing field `rateLimits`");
    if (!Object.prototype.hasOwnProperty.call(x, "mcpStatus")) return err(p, "missing field `mcpStatus`");
    if (!Object.prototype.hasOwnProperty.call(x, "sessionMcpServers")) return err(p, "missing field `sessionMcpServers`");
    if (!Object.prototype.hasOwnProperty.call(x, "slashCommands")) return err(p, "missing field `slashCommands`");
    if (!Object.prototype.hasOwnProperty.call(x, "settingSources")) return err(p, "missing field `settingSources`");
    if (!Object.prototype.hasOwnProperty.call(x, "budgets")) return err(p, "missing field `budgets`");
    if (!Object.prototype.hasOwnProperty.call(x, "attachments")) return err(p, "missing field `attachments`");
    if (!Object.prototype.hasOwnProperty.call(x, "vfs")) return err(p, "missing field `vfs`");
    if (!Object.prototype.hasOwnProperty.call(x, "streaming")) return err(p, "missing field `streaming`");
  }
  return undefined;
}

function v_ErrorResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k112 of Object.keys(x)) {
      const v113 = x[k112];
      const q114 = key(p, k112);
      if (k112 === "error") {
        if (!(typeof v113 === "string")) return err(q114, "invalid type: " + kind(v113) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "error")) return err(p, "missing field `error`");
  }
  return undefined;
}

function v_FileEncoding(x, p) {
  const e115 = (() => {
    {
      const u116 = [];
      const b117 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "utf8") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"utf8\"");
        return undefined;
      })();
      if (b117 === undefined) return undefined;
      u116.push(b117);
      const b118 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "base64") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"base64\"");
        return undefined;
      })();
      if (b118 === undefined) return undefined;
      u116.push(b118);
      const u116d = u116.reduce((a, b) => (b.path.length > a.path.length ? b : a));
      return u116d;
    }
  })();
  if (e115) return e115;
  return undefined;
}

function v_FindHostFilesResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k119 of Object.keys(x)) {
      const v120 = x[k119];
      const q121 = key(p, k119);
      if (k119 === "base") {
        if (!(typeof v120 === "string")) return err(q121, "invalid type: " + kind(v120) + ", expected string");
      }
      else if (k119 === "matches") {
        if (!(Array.isArray(v120))) return err(q121, "invalid type: " + kind(v120) + ", expected array");
        if (Array.isArray(v120)) {
          for (let i122 = 0; i122 < v120.length; i122++) {
            const v123 = v120[i122];
            const q124 = q121 + "[" + i122 + "]";
            { const e125 = v_HostFileMatch(v123, q124); if (e125) return e125; }
          }
        }
      }
      else if (k119 === "truncated") {
        if (!(typeof v120 === "boolean")) return err(q121, "invalid type: " + kind(v120) + ", expected boolean");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "base")) return err(p, "missing field `base`");
    if (!Object.prototype.hasOwnProperty.call(x, "matches")) return err(p, "missing field `matches`");
    if (!Object.prototype.hasOwnProperty.call(x, "truncated")) return err(p, "missing field `truncated`");
  }
  return undefined;
}

function v_GetJobResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k126 of Object.keys(x)) {
      const v127 = x[k126];
      const q128 = key(p, k126);
      if (k126 === "job") {
        { const e129 = v_JobInfo(v127, q128); if (e129) return e129; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "job")) return err(p, "missing field `job`");
  }
  return undefined;
}

function v_GetProfileResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k130 of Object.keys(x)) {
      const v131 = x[k130];
      const q132 = key(p, k130);
      if (k130 === "profile") {
        { const e133 = v_ProfileInfo(v131, q132); if (e133) return e133; }
      }
      else if (k130 === "config") {
        { const e134 = v_ProfileConfigSnapshot(v131, q132); if (e134) return e134; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "profile")) return err(p, "missing field `profile`");
    if (!Object.prototype.hasOwnProperty.call(x, "config")) return err(p, "missing field `config`");
  }
  return undefined;
}

function v_GetSessionResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k135 of Object.keys(x)) {
      const v136 = x[k135];
      const q137 = key(p, k135);
      if (k135 === "session") {
        { const e138 = v_SessionInfo(v136, q137); if (e138) return e138; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session")) return err(p, "missing field `session`");
  }
  return undefined;
}

function v_HostDirEntry(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k139 of Object.keys(x)) {
      const v140 = x[k139];
      const q141 = key(p, k139);
      if (k139 === "name") {
        if (!(typeof v140 === "string")) return err(q141, "invalid type: " + kind(v140) + ", expected string");
      }
      else if (k139 === "path") {
        if (!(typeof v140 === "string")) return err(q141, "invalid type: " + kind(v140) + ", expected string");
      }
      else if (k139 === "type") {
        { const e142 = v_HostDirEntryType(v140, q141); if (e142) return e142; }
      }
      else if (k139 === "bytes") {
        if (!(Number.isInteger(v140))) return err(q141, "invalid type: " + kind(v140) + ", expected integer");
      }
      else if (k139 === "modifiedAt") {
        if (!(Number.isInteger(v140))) return err(q141, "invalid type: " + kind(v140) + ", expected integer");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "name")) return err(p, "missing field `name`");
    if (!Object.prototype.hasOwnProperty.call(x, "path")) return err(p, "missing field `path`");
    if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
  }
  return undefined;
}

function v_HostDirEntryType(x, p) {
  const e143 = (() => {
    {
      const u144 = [];
      const b145 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "file") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"file\"");
        return undefined;
      })();
      if (b145 === undefined) return undefined;
      u144.push(b145);
      const b146 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "dir") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"dir\"");
        return undefined;
      })();
      if (b146 === undefined) return undefined;
      u144.push(b146);
      const b147 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "symlink") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"symlink\"");
        return undefined;
      })();
      if (b147 === undefined) return undefined;
      u144.push(b147);
      const b148 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "other") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"other\"");
        return undefined;
      })();
      if (b148 === undefined) return undefined;
      u144.push(b148);
      const u144d = u144.reduce((a, b) => (b.path.length > a.path.length ? b : a));
      return u144d;
    }
  })();
  if (e143) return e143;
  return undefined;
}

function v_HostFileMatch(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k149 of Object.keys(x)) {
      const v150 = x[k149];
      const q151 = key(p, k149);
      if (k149 === "path") {
        if (!(typeof v150 === "string")) return err(q151, "invalid type: " + kind(v150) + ", expected string");
      }
      else if (k149 === "relative") {
        if (!(typeof v150 === "string")) return err(q151, "invalid type: " + kind(v150) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "path")) return err(p, "missing field `path`");
    if (!Object.prototype.hasOwnProperty.call(x, "relative")) return err(p, "missing field `relative`");
  }
  return undefined;
}

function v_HostFileRoot(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k152 of Object.keys(x)) {
      const v153 = x[k152];
      const q154 = key(p, k152);
      if (k152 === "path") {
        if (!(typeof v153 === "string")) return err(q154, "invalid type: " + kind(v153) + ", expected string");
      }
      else if (k152 === "name") {
        if (!(typeof v153 === "string")) return err(q154, "invalid type: " + kind(v153) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "path")) return err(p, "missing field `path`");
    if (!Object.prototype.hasOwnProperty.call(x, "name")) return err(p, "missing field `name`");
  }
  return undefined;
}

function v_JobEvent(x, p) {
  const e155 = (() => {
    if (!isObject(x)) return err(p, "invalid type: " + kind(x) + ", expected an object with a `type`");
    if (!Object.prototype.hasOwnProperty.call(x, "type")) {
      return err(p, "missing field `type`");
    }
    const t156 = x["type"];
    if (t156 === "job_submitted") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k157 of Object.keys(x)) {
          const v158 = x[k157];
          const q159 = key(p, k157);
          if (k157 === "type") {
            if (!(typeof v158 === "string")) return err(q159, "invalid type: " + kind(v158) + ", expected string");
            if (v158 !== "job_submitted") return err(q159, "invalid value: " + kind(v158) + ", expected the constant " + "\"job_submitted\"");
          }
          else if (k157 === "job") {
            { const e160 = v_JobInfo(v158, q159); if (e160) return e160; }
          }
          else if (k157 === "ts") {
            if (!(Number.isInteger(v158))) return err(q159, "invalid type: " + kind(v158) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "job")) return err(p, "missing field `job`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t156 === "job_started") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k161 of Object.keys(x)) {
          const v162 = x[k161];
          const q163 = key(p, k161);
          if (k161 === "type") {
            if (!(typeof v162 === "string")) return err(q163, "invalid type: " + kind(v162) + ", expected string");
            if (v162 !== "job_started") return err(q163, "invalid value: " + kind(v162) + ", expected the constant " + "\"job_started\"");
          }
          else if (k161 === "job") {
            { const e164 = v_JobInfo(v162, q163); if (e164) return e164; }
          }
          else if (k161 === "ts") {
            if (!(Number.isInteger(v162))) return err(q163, "invalid type: " + kind(v162) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "job")) return err(p, "missing field `job`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t156 === "job_progress") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k165 of Object.keys(x)) {
          const v166 = x[k165];
          const q167 = key(p, k165);
          if (k165 === "type") {
            if (!(typeof v166 === "string")) return err(q167, "invalid type: " + kind(v166) + ", expected string");
            if (v166 !== "job_progress") return err(q167, "invalid value: " + kind(v166) + ", expected the constant " + "\"job_progress\"");
          }
          else if (k165 === "job") {
            { const e168 = v_JobInfo(v166, q167); if (e168) return e168; }
          }
          else if (k165 === "progress") {
            { const e169 = v_JobProgress(v166, q167); if (e169) return e169; }
          }
          else if (k165 === "ts") {
            if (!(Number.isInteger(v166))) return err(q167, "invalid type: " + kind(v166) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "job")) return err(p, "missing field `job`");
        if (!Object.prototype.hasOwnProperty.call(x, "progress")) return err(p, "missing field `progress`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t156 === "job_parked") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k170 of Object.keys(x)) {
          const v171 = x[k170];
          const q172 = key(p, k170);
          if (k170 === "type") {
            if (!(typeof v171 === "string")) return err(q172, "invalid type: " + kind(v171) + ", expected string");
            if (v171 !== "job_parked") return err(q172, "invalid value: " + kind(v171) + ", expected the constant " + "\"job_parked\"");
          }
          else if (k170 === "job") {
            { const e173 = v_JobInfo(v171, q172); if (e173) return e173; }
          }
          else if (k170 === "executionId") {
            if (!(typeof v171 === "string")) return err(q172, "invalid type: " + kind(v171) + ", expected string");
          }
          else if (k170 === "ts") {
            if (!(Number.isInteger(v171))) return err(q172, "invalid type: " + kind(v171) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "job")) return err(p, "missing field `job`");
        if (!Object.prototype.hasOwnProperty.call(x, "executionId")) return err(p, "missing field `executionId`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t156 === "job_resumed") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k174 of Object.keys(x)) {
          const v175 = x[k174];
          const q176 = key(p, k174);
          if (k174 === "type") {
            if (!(typeof v175 === "string")) return err(q176, "invalid type: " + kind(v175) + ", expected string");
            if (v175 !== "job_resumed") return err(q176, "invalid value: " + kind(v175) + ", expected the constant " + "\"job_resumed\"");
          }
          else if (k174 === "job") {
            { const e177 = v_JobInfo(v175, q176); if (e177) return e177; }
          }
          else if (k174 === "executionId") {
            if (!(typeof v175 === "string")) return err(q176, "invalid type: " + kind(v175) + ", expected string");
          }
          else if (k174 === "ts") {
            if (!(Number.isInteger(v175))) return err(q176, "invalid type: " + kind(v175) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "job")) return err(p, "missing field `job`");
        if (!Object.prototype.hasOwnProperty.call(x, "executionId")) return err(p, "missing field `executionId`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t156 === "job_retrying") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k178 of Object.keys(x)) {
          const v179 = x[k178];
          const q180 = key(p, k178);
          if (k178 === "type") {
            if (!(typeof v179 === "string")) return err(q180, "invalid type: " + kind(v179) + ", expected string");
            if (v179 !== "job_retrying") return err(q180, "invalid value: " + kind(v179) + ", expected the constant " + "\"job_retrying\"");
          }
          else if (k178 === "job") {
            { const e181 = v_JobInfo(v179, q180); if (e181) return e181; }
          }
          else if (k178 === "ts") {
            if (!(Number.isInteger(v179))) return err(q180, "invalid type: " + kind(v179) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "job")) return err(p, "missing field `job`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t156 === "job_completed") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k182 of Object.keys(x)) {
          const v183 = x[k182];
          const q184 = key(p, k182);
          if (k182 === "type") {
            if (!(typeof v183 === "string")) return err(q184, "invalid type: " + kind(v183) + ", expected string");
            if (v183 !== "job_completed") return err(q184, "invalid value: " + kind(v183) + ", expected the constant " + "\"job_completed\"");
          }
          else if (k182 === "job") {
            { const e185 = v_JobInfo(v183, q184); if (e185) return e185; }
          }
          else if (k182 === "ts") {
            if (!(Number.isInteger(v183))) return err(q184, "invalid type: " + kind(v183) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "job")) return err(p, "missing field `job`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    return err(typeof t156 === "string" ? p : key(p, "type"), "unknown variant " + kind(t156) + ", expected one of `job_submitted`, `job_started`, `job_progress`, `job_parked`, `job_resumed`, `job_retrying`, `job_completed`");
  })();
  if (e155) return e155;
  return undefined;
}

function v_JobInfo(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k186 of Object.keys(x)) {
      const v187 = x[k186];
      const q188 = key(p, k186);
      if (k186 === "id") {
        if (!(typeof v187 === "string")) return err(q188, "invalid type: " + kind(v187) + ", expected string");
      }
      else if (k186 === "status") {
        { const e189 = v_JobStatus(v187, q188); if (e189) return e189; }
      }
      else if (k186 === "cwd") {
        if (!(typeof v187 === "string")) return err(q188, "invalid type: " + kind(v187) + ", expected string");
      }
      else if (k186 === "profile") {
        if (!(typeof v187 === "string")) return err(q188, "invalid type: " + kind(v187) + ", expected string");
      }
      else if (k186 === "prompt") {
        if (!(typeof v187 === "string")) return err(q188, "invalid type: " + kind(v187) + ", expected string");
      }
      else if (k186 === "sessionId") {
        if (!(typeof v187 === "string")) return err(q188, "invalid type: " + kind(v187) + ", expected string");
      }
      else if (k186 === "sdkSessionId") {
        if (!(typeof v187 === "string")) return err(q188, "invalid type: " + kind(v187) + ", expected string");
      }
      else if (k186 === "createdAt") {
        if (!(Number.isInteger(v187))) return err(q188, "invalid type: " + kind(v187) + ", expected integer");
      }
      else if (k186 === "startedAt") {
        if (!(Number.isInteger(v187))) return err(q188, "invalid type: " + kind(v187) + ", expected integer");
      }
      else if (k186 === "finishedAt") {
        if (!(Number.isInteger(v187))) return err(q188, "invalid type: " + kind(v187) + ", expected integer");
      }
      else if (k186 === "attempt") {
        if (!(Number.isInteger(v187))) return err(q188, "invalid type: " + kind(v187) + ", expected integer");
      }
      else if (k186 === "maxAttempts") {
        if (!(Number.isInteger(v187))) return err(q188, "invalid type: " + kind(v187) + ", expected integer");
      }
      else if (k186 === "nextRunAt") {
        if (!(Number.isInteger(v187))) return err(q188, "invalid type: " + kind(v187) + ", expected integer");
      }
      else if (k186 === "parkedAt") {
        if (!(Number.isInteger(v187))) return err(q188, "invalid type: " + kind(v187) + ", expected integer");
      }
      else if (k186 === "parkedExecutionId") {
        if (!(typeof v187 === "string")) return err(q188, "invalid type: " + kind(v187) + ", expected string");
      }
      else if (k186 === "usage") {
        { const e190 = v_JobUsage(v187, q188); if (e190) return e190; }
      }
      else if (k186 === "result") {
        { const e191 = v_JobResult(v187, q188); if (e191) return e191; }
      }
      else if (k186 === "error") {
        if (!(typeof v187 === "string")) return err(q188, "invalid type: " + kind(v187) + ", expected string");
      }
      else if (k186 === "meta") {
        if (!(isObject(v187))) return err(q188, "invalid type: " + kind(v187) + ", expected object");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "id")) return err(p, "missing field `id`");
    if (!Object.prototype.hasOwnProperty.call(x, "status")) return err(p, "missing field `status`");
    if (!Object.prototype.hasOwnProperty.call(x, "cwd")) return err(p, "missing field `cwd`");
    if (!Object.prototype.hasOwnProperty.call(x, "prompt")) return err(p, "missing field `prompt`");
    if (!Object.prototype.hasOwnProperty.call(x, "createdAt")) return err(p, "missing field `createdAt`");
    if (!Object.prototype.hasOwnProperty.call(x, "usage")) return err(p, "missing field `usage`");
  }
  return undefined;
}

function v_JobProgress(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k192 of Object.keys(x)) {
      const v193 = x[k192];
      const q194 = key(p, k192);
      if (k192 === "kind") {
        { const e195 = v_JobProgressKind(v193, q194); if (e195) return e195; }
      }
      else if (k192 === "preview") {
        if (!(typeof v193 === "string")) return err(q194, "invalid type: " + kind(v193) + ", expected string");
      }
      else if (k192 === "request") {
        { const e196 = v_PermissionRequest(v193, q194); if (e196) return e196; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "kind")) return err(p, "missing field `kind`");
  }
  return undefined;
}

function v_JobProgressKind(x, p) {
  const e197 = (() => {
    {
      const u198 = [];
      const b199 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "assistant_text") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"assistant_text\"");
        return undefined;
      })();
      if (b199 === undefined) return undefined;
      u198.push(b199);
      const b200 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "tool_use") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"tool_use\"");
        return undefined;
      })();
      if (b200 === undefined) return undefined;
      u198.push(b200);
      const b201 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "permission_requested") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"permission_requested\"");
        return undefined;
      })();
      if (b201 === undefined) return undefined;
      u198.push(b201);
      const b202 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "permission_resolved") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"permission_resolved\"");
        return undefined;
      })();
      if (b202 === undefined) return undefined;
      u198.push(b202);
      const u198d = u198.reduce((a, b) => (b.path.length > a.path.length ? b : a));
      return u198d;
    }
  })();
  if (e197) return e197;
  return undefined;
}

function v_JobResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k203 of Object.keys(x)) {
      const v204 = x[k203];
      const q205 = key(p, k203);
      if (k203 === "subtype") {
        if (!(typeof v204 === "string")) return err(q205, "invalid type: " + kind(v204) + ", expected string");
      }
      else if (k203 === "isError") {
        if (!(typeof v204 === "boolean")) return err(q205, "invalid type: " + kind(v204) + ", expected boolean");
      }
      else if (k203 === "result") {
        if (!(typeof v204 === "string")) return err(q205, "invalid type: " + kind(v204) + ", expected string");
      }
      else if (k203 === "errors") {
        if (!(Array.isArray(v204))) return err(q205, "invalid type: " + kind(v204) + ", expected array");
        if (Array.isArray(v204)) {
          for (let i206 = 0; i206 < v204.length; i206++) {
            const v207 = v204[i206];
            const q208 = q205 + "[" + i206 + "]";
            if (!(typeof v207 === "string")) return err(q208, "invalid type: " + kind(v207) + ", expected string");
          }
        }
      }
      else if (k203 === "durationMs") {
        if (!(Number.isInteger(v204))) return err(q205, "invalid type: " + kind(v204) + ", expected integer");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "subtype")) return err(p, "missing field `subtype`");
    if (!Object.prototype.hasOwnProperty.call(x, "isError")) return err(p, "missing field `isError`");
    if (!Object.prototype.hasOwnProperty.call(x, "durationMs")) return err(p, "missing field `durationMs`");
  }
  return undefined;
}

function v_JobSessionRequest(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k209 of Object.keys(x)) {
      const v210 = x[k209];
      const q211 = key(p, k209);
      if (k209 === "cwd") {
        if (!(typeof v210 === "string")) return err(q211, "invalid type: " + kind(v210) + ", expected string");
      }
      else if (k209 === "profile") {
        if (!(typeof v210 === "string")) return err(q211, "invalid type: " + kind(v210) + ", expected string");
      }
      else if (k209 === "prompt") {
        if (!(typeof v210 === "string")) return err(q211, "invalid type: " + kind(v210) + ", expected string");
      }
      else if (k209 === "permissionMode") {
        { const e212 = v_PermissionMode(v210, q211); if (e212) return e212; }
      }
      else if (k209 === "allowDangerouslySkipPermissions") {
        if (!(typeof v210 === "boolean")) return err(q211, "invalid type: " + kind(v210) + ", expected boolean");
      }
      else if (k209 === "allowedTools") {
        if (!(Array.isArray(v210))) return err(q211, "invalid type: " + kind(v210) + ", expected array");
        if (Array.isArray(v210)) {
          for (let i213 = 0; i213 < v210.length; i213++) {
            const v214 = v210[i213];
            const q215 = q211 + "[" + i213 + "]";
            if (!(typeof v214 === "string")) return err(q215, "invalid type: " + kind(v214) + ", expected string");
          }
        }
      }
      else if (k209 === "disallowedTools") {
        if (!(Array.isArray(v210))) return err(q211, "invalid type: " + kind(v210) + ", expected array");
        if (Array.isArray(v210)) {
          for (let i216 = 0; i216 < v210.length; i216++) {
            const v217 = v210[i216];
            const q218 = q211 + "[" + i216 + "]";
            if (!(typeof v217 === "string")) return err(q218, "invalid type: " + kind(v217) + ", expected string");
          }
        }
      }
      else if (k209 === "mcpServers") {
        if (!(isObject(v210))) return err(q211, "invalid type: " + kind(v210) + ", expected object");
        if (isObject(v210)) {
          for (const k219 of Object.keys(v210)) {
            const v220 = v210[k219];
            const q221 = key(q211, k219);
            {
              { const e222 = v_McpServerConfigWire(v220, q221); if (e222) return e222; }
            }
          }
        }
      }
      else if (k209 === "settingSources") {
        if (!(Array.isArray(v210))) return err(q211, "invalid type: " + kind(v210) + ", expected array");
        if (Array.isArray(v210)) {
          for (let i223 = 0; i223 < v210.length; i223++) {
            const v224 = v210[i223];
            const q225 = q211 + "[" + i223 + "]";
            { const e226 = v_SettingSource(v224, q225); if (e226) return e226; }
          }
        }
      }
      else if (k209 === "model") {
        if (!(typeof v210 === "string")) return err(q211, "invalid type: " + kind(v210) + ", expected string");
      }
      else if (k209 === "maxTurns") {
        if (!(Number.isInteger(v210))) return err(q211, "invalid type: " + kind(v210) + ", expected integer");
      }
      else if (k209 === "maxBudgetUsd") {
        if (!(typeof v210 === "number")) return err(q211, "invalid type: " + kind(v210) + ", expected number");
      }
      else if (k209 === "resume") {
        if (!(typeof v210 === "string")) return err(q211, "invalid type: " + kind(v210) + ", expected string");
      }
      else if (k209 === "forkSession") {
        if (!(typeof v210 === "boolean")) return err(q211, "invalid type: " + kind(v210) + ", expected boolean");
      }
      else if (k209 === "reasoningEffort") {
        if (!(typeof v210 === "string")) return err(q211, "invalid type: " + kind(v210) + ", expected string");
      }
      else if (k209 === "includePartialMessages") {
        if (!(typeof v210 === "boolean")) return err(q211, "invalid type: " + kind(v210) + ", expected boolean");
      }
      else if (k209 === "approvalTimeoutMs") {
        if (!(Number.isInteger(v210))) return err(q211, "invalid type: " + kind(v210) + ", expected integer");
      }
      else if (k209 === "questionBehavior") {
        { const e227 = v_QuestionBehavior(v210, q211); if (e227) return e227; }
      }
      else if (k209 === "capabilities") {
        if (!(Array.isArray(v210))) return err(q211, "invalid type: " + kind(v210) + ", expected array");
        if (Array.isArray(v210)) {
          for (let i228 = 0; i228 < v210.length; i228++) {
            const v229 = v210[i228];
            const q230 = q211 + "[" + i228 + "]";
            { const e231 = v_SessionCapability(v229, q230); if (e231) return e231; }
          }
        }
      }
      else if (k209 === "meta") {
        if (!(isObject(v210))) return err(q211, "invalid type: " + kind(v210) + ", expected object");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "cwd")) return err(p, "missing field `cwd`");
    if (!Object.prototype.hasOwnProperty.call(x, "prompt")) return err(p, "missing field `prompt`");
  }
  return undefined;
}

function v_JobStatus(x, p) {
  const e232 = (() => {
    {
      const u233 = [];
      const b234 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "queued") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"queued\"");
        return undefined;
      })();
      if (b234 === undefined) return undefined;
      u233.push(b234);
      const b235 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "running") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"running\"");
        return undefined;
      })();
      if (b235 === undefined) return undefined;
      u233.push(b235);
      const b236 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "parked") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"parked\"");
        return undefined;
      })();
      if (b236 === undefined) return undefined;
      u233.push(b236);
      const b237 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "succeeded") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"succeeded\"");
        return undefined;
      })();
      if (b237 === undefined) return undefined;
      u233.push(b237);
      const b238 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "failed") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"failed\"");
        return undefined;
      })();
      if (b238 === undefined) return undefined;
      u233.push(b238);
      const b239 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "canceled") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"canceled\"");
        return undefined;
      })();
      if (b239 === undefined) return undefined;
      u233.push(b239);
      const u233d = u233.reduce((a, b) => (b.path.length > a.path.length ? b : a));
      return u233d;
    }
  })();
  if (e232) return e232;
  return undefined;
}

function v_JobUsage(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k240 of Object.keys(x)) {
      const v241 = x[k240];
      const q242 = key(p, k240);
      if (k240 === "tokens") {
        if (!(Number.isInteger(v241))) return err(q242, "invalid type: " + kind(v241) + ", expected integer");
      }
      else if (k240 === "totalCostUsd") {
        if (!(typeof v241 === "number")) return err(q242, "invalid type: " + kind(v241) + ", expected number");
      }
      else if (k240 === "numTurns") {
        if (!(Number.isInteger(v241))) return err(q242, "invalid type: " + kind(v241) + ", expected integer");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "tokens")) return err(p, "missing field `tokens`");
    if (!Object.prototype.hasOwnProperty.call(x, "totalCostUsd")) return err(p, "missing field `totalCostUsd`");
    if (!Object.prototype.hasOwnProperty.call(x, "numTurns")) return err(p, "missing field `numTurns`");
  }
  return undefined;
}

function v_ListHostDirResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k243 of Object.keys(x)) {
      const v244 = x[k243];
      const q245 = key(p, k243);
      if (k243 === "path") {
        if (!(typeof v244 === "string")) return err(q245, "invalid type: " + kind(v244) + ", expected string");
      }
      else if (k243 === "entries") {
        if (!(Array.isArray(v244))) return err(q245, "invalid type: " + kind(v244) + ", expected array");
        if (Array.isArray(v244)) {
          for (let i246 = 0; i246 < v244.length; i246++) {
            const v247 = v244[i246];
            const q248 = q245 + "[" + i246 + "]";
            { const e249 = v_HostDirEntry(v247, q248); if (e249) return e249; }
          }
        }
      }
      else if (k243 === "truncated") {
        if (!(typeof v244 === "boolean")) return err(q245, "invalid type: " + kind(v244) + ", expected boolean");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "path")) return err(p, "missing field `path`");
    if (!Object.prototype.hasOwnProperty.call(x, "entries")) return err(p, "missing field `entries`");
  }
  return undefined;
}

function v_ListHostRootsResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k250 of Object.keys(x)) {
      const v251 = x[k250];
      const q252 = key(p, k250);
      if (k250 === "roots") {
        if (!(Array.isArray(v251))) return err(q252, "invalid type: " + kind(v251) + ", expected array");
        if (Array.isArray(v251)) {
          for (let i253 = 0; i253 < v251.length; i253++) {
            const v254 = v251[i253];
            const q255 = q252 + "[" + i253 + "]";
            { const e256 = v_HostFileRoot(v254, q255); if (e256) return e256; }
          }
        }
      }
      else if (k250 === "canWrite") {
        if (!(typeof v251 === "boolean")) return err(q252, "invalid type: " + kind(v251) + ", expected boolean");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "roots")) return err(p, "missing field `roots`");
    if (!Object.prototype.hasOwnProperty.call(x, "canWrite")) return err(p, "missing field `canWrite`");
  }
  return undefined;
}

function v_ListJobsResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k257 of Object.keys(x)) {
      const v258 = x[k257];
      const q259 = key(p, k257);
      if (k257 === "jobs") {
        if (!(Array.isArray(v258))) return err(q259, "invalid type: " + kind(v258) + ", expected array");
        if (Array.isArray(v258)) {
          for (let i260 = 0; i260 < v258.length; i260++) {
            const v261 = v258[i260];
            const q262 = q259 + "[" + i260 + "]";
            { const e263 = v_JobInfo(v261, q262); if (e263) return e263; }
          }
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "jobs")) return err(p, "missing field `jobs`");
  }
  return undefined;
}

function v_ListProfilesResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k264 of Object.keys(x)) {
      const v265 = x[k264];
      const q266 = key(p, k264);
      if (k264 === "profiles") {
        if (!(Array.isArray(v265))) return err(q266, "invalid type: " + kind(v265) + ", expected array");
        if (Array.isArray(v265)) {
          for (let i267 = 0; i267 < v265.length; i267++) {
            const v268 = v265[i267];
            const q269 = q266 + "[" + i267 + "]";
            { const e270 = v_ProfileInfo(v268, q269); if (e270) return e270; }
          }
        }
      }
      else if (k264 === "canManage") {
        if (!(typeof v265 === "boolean")) return err(q266, "invalid type: " + kind(v265) + ", expected boolean");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "profiles")) return err(p, "missing field `profiles`");
  }
  return undefined;
}

function v_ListSdkSessionsResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k271 of Object.keys(x)) {
      const v272 = x[k271];
      const q273 = key(p, k271);
      if (k271 === "sdkSessions") {
        if (!(Array.isArray(v272))) return err(q273, "invalid type: " + kind(v272) + ", expected array");
        if (Array.isArray(v272)) {
          for (let i274 = 0; i274 < v272.length; i274++) {
            const v275 = v272[i274];
            const q276 = q273 + "[" + i274 + "]";
            { const e277 = v_SdkSessionSummary(v275, q276); if (e277) return e277; }
          }
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "sdkSessions")) return err(p, "missing field `sdkSessions`");
  }
  return undefined;
}

function v_ListSessionFilesResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k278 of Object.keys(x)) {
      const v279 = x[k278];
      const q280 = key(p, k278);
      if (k278 === "files") {
        if (!(Array.isArray(v279))) return err(q280, "invalid type: " + kind(v279) + ", expected array");
        if (Array.isArray(v279)) {
          for (let i281 = 0; i281 < v279.length; i281++) {
            const v282 = v279[i281];
            const q283 = q280 + "[" + i281 + "]";
            { const e284 = v_SessionFileInfo(v282, q283); if (e284) return e284; }
          }
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "files")) return err(p, "missing field `files`");
  }
  return undefined;
}

function v_ListSessionsResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k285 of Object.keys(x)) {
      const v286 = x[k285];
      const q287 = key(p, k285);
      if (k285 === "sessions") {
        if (!(Array.isArray(v286))) return err(q287, "invalid type: " + kind(v286) + ", expected array");
        if (Array.isArray(v286)) {
          for (let i288 = 0; i288 < v286.length; i288++) {
            const v289 = v286[i288];
            const q290 = q287 + "[" + i288 + "]";
            { const e291 = v_SessionInfo(v289, q290); if (e291) return e291; }
          }
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "sessions")) return err(p, "missing field `sessions`");
  }
  return undefined;
}

function v_McpHttpServerConfig(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k292 of Object.keys(x)) {
      const v293 = x[k292];
      const q294 = key(p, k292);
      if (k292 === "type") {
        if (!(typeof v293 === "string")) return err(q294, "invalid type: " + kind(v293) + ", expected string");
        if (v293 !== "http") return err(q294, "invalid value: " + kind(v293) + ", expected the constant " + "\"http\"");
      }
      else if (k292 === "url") {
        if (!(typeof v293 === "string")) return err(q294, "invalid type: " + kind(v293) + ", expected string");
      }
      else if (k292 === "headers") {
        if (!(isObject(v293))) return err(q294, "invalid type: " + kind(v293) + ", expected object");
        if (isObject(v293)) {
          for (const k295 of Object.keys(v293)) {
            const v296 = v293[k295];
            const q297 = key(q294, k295);
            {
              if (!(typeof v296 === "string")) return err(q297, "invalid type: " + kind(v296) + ", expected string");
            }
          }
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
    if (!Object.prototype.hasOwnProperty.call(x, "url")) return err(p, "missing field `url`");
  }
  return undefined;
}

function v_McpServerAction(x, p) {
  const e298 = (() => {
    {
      const u299 = [];
      const b300 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "reconnect") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"reconnect\"");
        return undefined;
      })();
      if (b300 === undefined) return undefined;
      u299.push(b300);
      const b301 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "enable") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"enable\"");
        return undefined;
      })();
      if (b301 === undefined) return undefined;
      u299.push(b301);
      const b302 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "disable") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"disable\"");
        return undefined;
      })();
      if (b302 === undefined) return undefined;
      u299.push(b302);
      const u299d = u299.reduce((a, b) => (b.path.length > a.path.length ? b : a));
      return u299d;
    }
  })();
  if (e298) return e298;
  return undefined;
}

function v_McpServerActionRequest(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k303 of Object.keys(x)) {
      const v304 = x[k303];
      const q305 = key(p, k303);
      if (k303 === "action") {
        { const e306 = v_McpServerAction(v304, q305); if (e306) return e306; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "action")) return err(p, "missing field `action`");
  }
  return undefined;
}

function v_McpServerConfigWire(x, p) {
  const e307 = (() => {
    if (!isObject(x)) return err(p, "invalid type: " + kind(x) + ", expected an object with a `type`");
    if (!Object.prototype.hasOwnProperty.call(x, "type")) {
      { const e308 = v_McpStdioServerConfig(x, p); if (e308) return e308; }
      return undefined;
    }
    const t309 = x["type"];
    if (t309 === "stdio") {
      { const e310 = v_McpStdioServerConfig(x, p); if (e310) return e310; }
      return undefined;
    }
    if (t309 === "http") {
      { const e311 = v_McpHttpServerConfig(x, p); if (e311) return e311; }
      return undefined;
    }
    if (t309 === "sse") {
      { const e312 = v_McpSseServerConfig(x, p); if (e312) return e312; }
      return undefined;
    }
    return err(typeof t309 === "string" ? p : key(p, "type"), "unknown variant " + kind(t309) + ", expected one of `stdio`, `http`, `sse`");
  })();
  if (e307) return e307;
  return undefined;
}

function v_McpServerIdentity(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k313 of Object.keys(x)) {
      const v314 = x[k313];
      const q315 = key(p, k313);
      if (k313 === "name") {
        if (!(typeof v314 === "string")) return err(q315, "invalid type: " + kind(v314) + ", expected string");
      }
      else if (k313 === "version") {
        if (!(typeof v314 === "string")) return err(q315, "invalid type: " + kind(v314) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "name")) return err(p, "missing field `name`");
    if (!Object.prototype.hasOwnProperty.call(x, "version")) return err(p, "missing field `version`");
  }
  return undefined;
}

function v_McpServerStatusInfo(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k316 of Object.keys(x)) {
      const v317 = x[k316];
      const q318 = key(p, k316);
      if (k316 === "name") {
        if (!(typeof v317 === "string")) return err(q318, "invalid type: " + kind(v317) + ", expected string");
      }
      else if (k316 === "status") {
        if (!(typeof v317 === "string")) return err(q318, "invalid type: " + kind(v317) + ", expected string");
      }
      else if (k316 === "scope") {
        if (!(typeof v317 === "string")) return err(q318, "invalid type: " + kind(v317) + ", expected string");
      }
      else if (k316 === "error") {
        if (!(typeof v317 === "string")) return err(q318, "invalid type: " + kind(v317) + ", expected string");
      }
      else if (k316 === "serverInfo") {
        { const e319 = v_McpServerIdentity(v317, q318); if (e319) return e319; }
      }
      else if (k316 === "transport") {
        { const e320 = v_McpTransport(v317, q318); if (e320) return e320; }
      }
      else if (k316 === "command") {
        if (!(typeof v317 === "string")) return err(q318, "invalid type: " + kind(v317) + ", expected string");
      }
      else if (k316 === "args") {
        if (!(Array.isArray(v317))) return err(q318, "invalid type: " + kind(v317) + ", expected array");
        if (Array.isArray(v317)) {
          for (let i321 = 0; i321 < v317.length; i321++) {
            const v322 = v317[i321];
            const q323 = q318 + "[" + i321 + "]";
            if (!(typeof v322 === "string")) return err(q323, "invalid type: " + kind(v322) + ", expected string");
          }
        }
      }
      else if (k316 === "url") {
        if (!(typeof v317 === "string")) return err(q318, "invalid type: " + kind(v317) + ", expected string");
      }
      else if (k316 === "tools") {
        if (!(Array.isArray(v317))) return err(q318, "invalid type: " + kind(v317) + ", expected array");
        if (Array.isArray(v317)) {
          for (let i324 = 0; i324 < v317.length; i324++) {
            const v325 = v317[i324];
            const q326 = q318 + "[" + i324 + "]";
            { const e327 = v_McpServerToolInfo(v325, q326); if (e327) return e327; }
          }
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "name")) return err(p, "missing field `name`");
    if (!Object.prototype.hasOwnProperty.call(x, "status")) return err(p, "missing field `status`");
  }
  return undefined;
}

function v_McpServerToolInfo(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k328 of Object.keys(x)) {
      const v329 = x[k328];
      const q330 = key(p, k328);
      if (k328 === "name") {
        if (!(typeof v329 === "string")) return err(q330, "invalid type: " + kind(v329) + ", expected string");
      }
      else if (k328 === "description") {
        if (!(typeof v329 === "string")) return err(q330, "invalid type: " + kind(v329) + ", expected string");
      }
      else if (k328 === "annotations") {
        { const e331 = v_McpToolAnnotations(v329, q330); if (e331) return e331; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "name")) return err(p, "missing field `name`");
  }
  return undefined;
}

function v_McpServersResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k332 of Object.keys(x)) {
      const v333 = x[k332];
      const q334 = key(p, k332);
      if (k332 === "servers") {
        if (!(Array.isArray(v333))) return err(q334, "invalid type: " + kind(v333) + ", expected array");
        if (Array.isArray(v333)) {
          for (let i335 = 0; i335 < v333.length; i335++) {
            const v336 = v333[i335];
            const q337 = q334 + "[" + i335 + "]";
            { const e338 = v_McpServerStatusInfo(v336, q337); if (e338) return e338; }
          }
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "servers")) return err(p, "missing field `servers`");
  }
  return undefined;
}

function v_McpSseServerConfig(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k339 of Object.keys(x)) {
      const v340 = x[k339];
      const q341 = key(p, k339);
      if (k339 === "type") {
        if (!(typeof v340 === "string")) return err(q341, "invalid type: " + kind(v340) + ", expected string");
        if (v340 !== "sse") return err(q341, "invalid value: " + kind(v340) + ", expected the constant " + "\"sse\"");
      }
      else if (k339 === "url") {
        if (!(typeof v340 === "string")) return err(q341, "invalid type: " + kind(v340) + ", expected string");
      }
      else if (k339 === "headers") {
        if (!(isObject(v340))) return err(q341, "invalid type: " + kind(v340) + ", expected object");
        if (isObject(v340)) {
          for (const k342 of Object.keys(v340)) {
            const v343 = v340[k342];
            const q344 = key(q341, k342);
            {
              if (!(typeof v343 === "string")) return err(q344, "invalid type: " + kind(v343) + ", expected string");
            }
          }
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
    if (!Object.prototype.hasOwnProperty.call(x, "url")) return err(p, "missing field `url`");
  }
  return undefined;
}

function v_McpStdioServerConfig(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k345 of Object.keys(x)) {
      const v346 = x[k345];
      const q347 = key(p, k345);
      if (k345 === "type") {
        if (!(typeof v346 === "string")) return err(q347, "invalid type: " + kind(v346) + ", expected string");
        if (v346 !== "stdio") return err(q347, "invalid value: " + kind(v346) + ", expected the constant " + "\"stdio\"");
      }
      else if (k345 === "command") {
        if (!(typeof v346 === "string")) return err(q347, "invalid type: " + kind(v346) + ", expected string");
      }
      else if (k345 === "args") {
        if (!(Array.isArray(v346))) return err(q347, "invalid type: " + kind(v346) + ", expected array");
        if (Array.isArray(v346)) {
          for (let i348 = 0; i348 < v346.length; i348++) {
            const v349 = v346[i348];
            const q350 = q347 + "[" + i348 + "]";
            if (!(typeof v349 === "string")) return err(q350, "invalid type: " + kind(v349) + ", expected string");
          }
        }
      }
      else if (k345 === "env") {
        if (!(isObject(v346))) return err(q347, "invalid type: " + kind(v346) + ", expected object");
        if (isObject(v346)) {
          for (const k351 of Object.keys(v346)) {
            const v352 = v346[k351];
            const q353 = key(q347, k351);
            {
              if (!(typeof v352 === "string")) return err(q353, "invalid type: " + kind(v352) + ", expected string");
            }
          }
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "command")) return err(p, "missing field `command`");
  }
  return undefined;
}

function v_McpToolAnnotations(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k354 of Object.keys(x)) {
      const v355 = x[k354];
      const q356 = key(p, k354);
      if (k354 === "readOnly") {
        if (!(typeof v355 === "boolean")) return err(q356, "invalid type: " + kind(v355) + ", expected boolean");
      }
      else if (k354 === "destructive") {
        if (!(typeof v355 === "boolean")) return err(q356, "invalid type: " + kind(v355) + ", expected boolean");
      }
      else if (k354 === "openWorld") {
        if (!(typeof v355 === "boolean")) return err(q356, "invalid type: " + kind(v355) + ", expected boolean");
      }
    }
  }
  return undefined;
}

function v_McpTransport(x, p) {
  const e357 = (() => {
    {
      const u358 = [];
      const b359 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "stdio") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"stdio\"");
        return undefined;
      })();
      if (b359 === undefined) return undefined;
      u358.push(b359);
      const b360 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "http") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"http\"");
        return undefined;
      })();
      if (b360 === undefined) return undefined;
      u358.push(b360);
      const b361 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "sse") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"sse\"");
        return undefined;
      })();
      if (b361 === undefined) return undefined;
      u358.push(b361);
      const b362 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "sdk") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"sdk\"");
        return undefined;
      })();
      if (b362 === undefined) return undefined;
      u358.push(b362);
      const u358d = u358.reduce((a, b) => (b.path.length > a.path.length ? b : a));
      return u358d;
    }
  })();
  if (e357) return e357;
  return undefined;
}

function v_MessageAttachment(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k363 of Object.keys(x)) {
      const v364 = x[k363];
      const q365 = key(p, k363);
      if (k363 === "id") {
        if (!(typeof v364 === "string")) return err(q365, "invalid type: " + kind(v364) + ", expected string");
      }
      else if (k363 === "name") {
        if (!(typeof v364 === "string")) return err(q365, "invalid type: " + kind(v364) + ", expected string");
      }
      else if (k363 === "mediaType") {
        if (!(typeof v364 === "string")) return err(q365, "invalid type: " + kind(v364) + ", expected string");
      }
      else if (k363 === "bytes") {
        if (!(Number.isInteger(v364))) return err(q365, "invalid type: " + kind(v364) + ", expected integer");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "id")) return err(p, "missing field `id`");
    if (!Object.prototype.hasOwnProperty.call(x, "name")) return err(p, "missing field `name`");
    if (!Object.prototype.hasOwnProperty.call(x, "mediaType")) return err(p, "missing field `mediaType`");
    if (!Object.prototype.hasOwnProperty.call(x, "bytes")) return err(p, "missing field `bytes`");
  }
  return undefined;
}

function v_ModelOption(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k366 of Object.keys(x)) {
      const v367 = x[k366];
      const q368 = key(p, k366);
      if (k366 === "value") {
        if (!(typeof v367 === "string")) return err(q368, "invalid type: " + kind(v367) + ", expected string");
      }
      else if (k366 === "resolvedModel") {
        if (!(typeof v367 === "string")) return err(q368, "invalid type: " + kind(v367) + ", expected string");
      }
      else if (k366 === "displayName") {
        if (!(typeof v367 === "string")) return err(q368, "invalid type: " + kind(v367) + ", expected string");
      }
      else if (k366 === "description") {
        if (!(typeof v367 === "string")) return err(q368, "invalid type: " + kind(v367) + ", expected string");
      }
      else if (k366 === "primary") {
        if (!(typeof v367 === "boolean")) return err(q368, "invalid type: " + kind(v367) + ", expected boolean");
      }
      else if (k366 === "reasoningEfforts") {
        if (!(Array.isArray(v367))) return err(q368, "invalid type: " + kind(v367) + ", expected array");
        if (Array.isArray(v367)) {
          for (let i369 = 0; i369 < v367.length; i369++) {
            const v370 = v367[i369];
            const q371 = q368 + "[" + i369 + "]";
            if (!(typeof v370 === "string")) return err(q371, "invalid type: " + kind(v370) + ", expected string");
          }
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "value")) return err(p, "missing field `value`");
    if (!Object.prototype.hasOwnProperty.call(x, "displayName")) return err(p, "missing field `displayName`");
  }
  return undefined;
}

function v_NotificationTurnResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k372 of Object.keys(x)) {
      const v373 = x[k372];
      const q374 = key(p, k372);
      if (k372 === "isError") {
        if (!(typeof v373 === "boolean")) return err(q374, "invalid type: " + kind(v373) + ", expected boolean");
      }
      else if (k372 === "durationMs") {
        if (!(Number.isInteger(v373))) return err(q374, "invalid type: " + kind(v373) + ", expected integer");
      }
      else if (k372 === "numTurns") {
        if (!(Number.isInteger(v373))) return err(q374, "invalid type: " + kind(v373) + ", expected integer");
      }
      else if (k372 === "totalCostUsd") {
        if (!(typeof v373 === "number")) return err(q374, "invalid type: " + kind(v373) + ", expected number");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "isError")) return err(p, "missing field `isError`");
    if (!Object.prototype.hasOwnProperty.call(x, "durationMs")) return err(p, "missing field `durationMs`");
    if (!Object.prototype.hasOwnProperty.call(x, "numTurns")) return err(p, "missing field `numTurns`");
    if (!Object.prototype.hasOwnProperty.call(x, "totalCostUsd")) return err(p, "missing field `totalCostUsd`");
  }
  return undefined;
}

function v_PermissionBehavior(x, p) {
  const e375 = (() => {
    {
      const u376 = [];
      const b377 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "allow") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"allow\"");
        return undefined;
      })();
      if (b377 === undefined) return undefined;
      u376.push(b377);
      const b378 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "deny") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"deny\"");
        return undefined;
      })();
      if (b378 === undefined) return undefined;
      u376.push(b378);
      const u376d = u376.reduce((a, b) => (b.path.length > a.path.length ? b : a));
      return u376d;
    }
  })();
  if (e375) return e375;
  return undefined;
}

function v_PermissionDecisionSource(x, p) {
  const e379 = (() => {
    {
      const u380 = [];
      const b381 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "client") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"client\"");
        return undefined;
      })();
      if (b381 === undefined) return undefined;
      u380.push(b381);
      const b382 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "timeout") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"timeout\"");
        return undefined;
      })();
      if (b382 === undefined) return undefined;
      u380.push(b382);
      const b383 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "policy") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"policy\"");
        return undefined;
      })();
      if (b383 === undefined) return undefined;
      u380.push(b383);
      const u380d = u380.reduce((a, b) => (b.path.length > a.path.length ? b : a));
      return u380d;
    }
  })();
  if (e379) return e379;
  return undefined;
}

function v_PermissionMode(x, p) {
  const e384 = (() => {
    {
      const u385 = [];
      const b386 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "default") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"default\"");
        return undefined;
      })();
      if (b386 === undefined) return undefined;
      u385.push(b386);
      const b387 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "acceptEdits") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"acceptEdits\"");
        return undefined;
      })();
      if (b387 === undefined) return undefined;
      u385.push(b387);
      const b388 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "bypassPermissions") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"bypassPermissions\"");
        return undefined;
      })();
      if (b388 === undefined) return undefined;
      u385.push(b388);
      const b389 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "plan") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"plan\"");
        return undefined;
      })();
      if (b389 === undefined) return undefined;
      u385.push(b389);
      const b390 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "dontAsk") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"dontAsk\"");
        return undefined;
      })();
      if (b390 === undefined) return undefined;
      u385.push(b390);
      const b391 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "auto") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"auto\"");
        return undefined;
      })();
      if (b391 === undefined) return undefined;
      u385.push(b391);
      const u385d = u385.reduce((a, b) => (b.path.length > a.path.length ? b : a));
      return u385d;
    }
  })();
  if (e384) return e384;
  return undefined;
}

function v_PermissionRequest(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k392 of Object.keys(x)) {
      const v393 = x[k392];
      const q394 = key(p, k392);
      if (k392 === "id") {
        if (!(typeof v393 === "string")) return err(q394, "invalid type: " + kind(v393) + ", expected string");
      }
      else if (k392 === "toolName") {
        if (!(typeof v393 === "string")) return err(q394, "invalid type: " + kind(v393) + ", expected string");
      }
      else if (k392 === "input") {
        if (!(isObject(v393))) return err(q394, "invalid type: " + kind(v393) + ", expected object");
      }
      else if (k392 === "toolUseId") {
        if (!(typeof v393 === "string")) return err(q394, "invalid type: " + kind(v393) + ", expected string");
      }
      else if (k392 === "title") {
        if (!(typeof v393 === "string")) return err(q394, "invalid type: " + kind(v393) + ", expected string");
      }
      else if (k392 === "displayName") {
        if (!(typeof v393 === "string")) return err(q394, "invalid type: " + kind(v393) + ", expected string");
      }
      else if (k392 === "description") {
        if (!(typeof v393 === "string")) return err(q394, "invalid type: " + kind(v393) + ", expected string");
      }
      else if (k392 === "decisionReason") {
        if (!(typeof v393 === "string")) return err(q394, "invalid type: " + kind(v393) + ", expected string");
      }
      else if (k392 === "agentId") {
        if (!(typeof v393 === "string")) return err(q394, "invalid type: " + kind(v393) + ", expected string");
      }
      else if (k392 === "expiresAt") {
        if (!(Number.isInteger(v393))) return err(q394, "invalid type: " + kind(v393) + ", expected integer");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "id")) return err(p, "missing field `id`");
    if (!Object.prototype.hasOwnProperty.call(x, "toolName")) return err(p, "missing field `toolName`");
    if (!Object.prototype.hasOwnProperty.call(x, "input")) return err(p, "missing field `input`");
    if (!Object.prototype.hasOwnProperty.call(x, "toolUseId")) return err(p, "missing field `toolUseId`");
  }
  return undefined;
}

function v_PermissionRuleCounts(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k395 of Object.keys(x)) {
      const v396 = x[k395];
      const q397 = key(p, k395);
      if (k395 === "allow") {
        if (!(Number.isInteger(v396))) return err(q397, "invalid type: " + kind(v396) + ", expected integer");
      }
      else if (k395 === "ask") {
        if (!(Number.isInteger(v396))) return err(q397, "invalid type: " + kind(v396) + ", expected integer");
      }
      else if (k395 === "deny") {
        if (!(Number.isInteger(v396))) return err(q397, "invalid type: " + kind(v396) + ", expected integer");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "allow")) return err(p, "missing field `allow`");
    if (!Object.prototype.hasOwnProperty.call(x, "ask")) return err(p, "missing field `ask`");
    if (!Object.prototype.hasOwnProperty.call(x, "deny")) return err(p, "missing field `deny`");
  }
  return undefined;
}

function v_ProfileConfigSnapshot(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k398 of Object.keys(x)) {
      const v399 = x[k398];
      const q400 = key(p, k398);
      if (k398 === "settings") {
        { const e401 = v_ProfileSettingsSnapshot(v399, q400); if (e401) return e401; }
      }
      else if (k398 === "hasUserMemory") {
        if (!(typeof v399 === "boolean")) return err(q400, "invalid type: " + kind(v399) + ", expected boolean");
      }
      else if (k398 === "skills") {
        if (!(Array.isArray(v399))) return err(q400, "invalid type: " + kind(v399) + ", expected array");
        if (Array.isArray(v399)) {
          for (let i402 = 0; i402 < v399.length; i402++) {
            const v403 = v399[i402];
            const q404 = q400 + "[" + i402 + "]";
            if (!(typeof v403 === "string")) return err(q404, "invalid type: " + kind(v403) + ", expected string");
          }
        }
      }
      else if (k398 === "agents") {
        if (!(Array.isArray(v399))) return err(q400, "invalid type: " + kind(v399) + ", expected array");
        if (Array.isArray(v399)) {
          for (let i405 = 0; i405 < v399.length; i405++) {
            const v406 = v399[i405];
            const q407 = q400 + "[" + i405 + "]";
            if (!(typeof v406 === "string")) return err(q407, "invalid type: " + kind(v406) + ", expected string");
          }
        }
      }
      else if (k398 === "commands") {
        if (!(Array.isArray(v399))) return err(q400, "invalid type: " + kind(v399) + ", expected array");
        if (Array.isArray(v399)) {
          for (let i408 = 0; i408 < v399.length; i408++) {
            const v409 = v399[i408];
            const q410 = q400 + "[" + i408 + "]";
            if (!(typeof v409 === "string")) return err(q410, "invalid type: " + kind(v409) + ", expected string");
          }
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "hasUserMemory")) return err(p, "missing field `hasUserMemory`");
    if (!Object.prototype.hasOwnProperty.call(x, "skills")) return err(p, "missing field `skills`");
    if (!Object.prototype.hasOwnProperty.call(x, "agents")) return err(p, "missing field `agents`");
    if (!Object.prototype.hasOwnProperty.call(x, "commands")) return err(p, "missing field `commands`");
  }
  return undefined;
}

function v_ProfileDefaults(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k411 of Object.keys(x)) {
      const v412 = x[k411];
      const q413 = key(p, k411);
      if (k411 === "model") {
        if (!(typeof v412 === "string")) return err(q413, "invalid type: " + kind(v412) + ", expected string");
      }
      else if (k411 === "permissionMode") {
        { const e414 = v_PermissionMode(v412, q413); if (e414) return e414; }
      }
    }
  }
  return undefined;
}

function v_ProfileEngine(x, p) {
  const e415 = (() => {
    {
      const u416 = [];
      const b417 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "claude") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"claude\"");
        return undefined;
      })();
      if (b417 === undefined) return undefined;
      u416.push(b417);
      const b418 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "codex") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"codex\"");
        return undefined;
      })();
      if (b418 === undefined) return undefined;
      u416.push(b418);
      const b419 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "provider") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"provider\"");
        return undefined;
      })();
      if (b419 === undefined) return undefined;
      u416.push(b419);
      const u416d = u416.reduce((a, b) => (b.path.length > a.path.length ? b : a));
      return u416d;
    }
  })();
  if (e415) return e415;
  return undefined;
}

function v_ProfileInfo(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k420 of Object.keys(x)) {
      const v421 = x[k420];
      const q422 = key(p, k420);
      if (k420 === "name") {
        if (!(typeof v421 === "string")) return err(q422, "invalid type: " + kind(v421) + ", expected string");
      }
      else if (k420 === "engine") {
        { const e423 = v_ProfileEngine(v421, q422); if (e423) return e423; }
      }
      else if (k420 === "configDir") {
        if (!(typeof v421 === "string")) return err(q422, "invalid type: " + kind(v421) + ", expected string");
      }
      else if (k420 === "codexHome") {
        if (!(typeof v421 === "string")) return err(q422, "invalid type: " + kind(v421) + ", expected string");
      }
      else if (k420 === "provider") {
        { const e424 = v_ProviderConfig(v421, q422); if (e424) return e424; }
      }
      else if (k420 === "description") {
        if (!(typeof v421 === "string")) return err(q422, "invalid type: " + kind(v421) + ", expected string");
      }
      else if (k420 === "defaults") {
        { const e425 = v_ProfileDefaults(v421, q422); if (e425) return e425; }
      }
      else if (k420 === "session") {
        { const e426 = v_ProfileSessionDefaults(v421, q422); if (e426) return e426; }
      }
      else if (k420 === "models") {
        if (!(Array.isArray(v421))) return err(q422, "invalid type: " + kind(v421) + ", expected array");
        if (Array.isArray(v421)) {
          for (let i427 = 0; i427 < v421.length; i427++) {
            const v428 = v421[i427];
            const q429 = q422 + "[" + i427 + "]";
            { const e430 = v_ModelOption(v428, q429); if (e430) return e430; }
          }
        }
      }
      else if (k420 === "defaultModel") {
        if (!(typeof v421 === "string")) return err(q422, "invalid type: " + kind(v421) + ", expected string");
      }
      else if (k420 === "capabilities") {
        { const e431 = v_EngineCapabilities(v421, q422); if (e431) return e431; }
      }
      else if (k420 === "available") {
        if (!(typeof v421 === "boolean")) return err(q422, "invalid type: " + kind(v421) + ", expected boolean");
      }
      else if (k420 === "unavailableReason") {
        if (!(typeof v421 === "string")) return err(q422, "invalid type: " + kind(v421) + ", expected string");
      }
      else if (k420 === "managed") {
        if (!(typeof v421 === "boolean")) return err(q422, "invalid type: " + kind(v421) + ", expected boolean");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "name")) return err(p, "missing field `name`");
  }
  return undefined;
}

function v_ProfileSessionDefaults(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k432 of Object.keys(x)) {
      const v433 = x[k432];
      const q434 = key(p, k432);
      if (k432 === "capabilities") {
        if (!(Array.isArray(v433))) return err(q434, "invalid type: " + kind(v433) + ", expected array");
        if (Array.isArray(v433)) {
          for (let i435 = 0; i435 < v433.length; i435++) {
            const v436 = v433[i435];
            const q437 = q434 + "[" + i435 + "]";
            { const e438 = v_SessionCapability(v436, q437); if (e438) return e438; }
          }
        }
      }
      else if (k432 === "mcpServers") {
        if (!(Array.isArray(v433))) return err(q434, "invalid type: " + kind(v433) + ", expected array");
        if (Array.isArray(v433)) {
          for (let i439 = 0; i439 < v433.length; i439++) {
            const v440 = v433[i439];
            const q441 = q434 + "[" + i439 + "]";
            if (!(typeof v440 === "string")) return err(q441, "invalid type: " + kind(v440) + ", expected string");
          }
        }
      }
      else if (k432 === "instructions") {
        if (!(typeof v433 === "string")) return err(q434, "invalid type: " + kind(v433) + ", expected string");
      }
    }
  }
  return undefined;
}

function v_ProfileSettingsSnapshot(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k442 of Object.keys(x)) {
      const v443 = x[k442];
      const q444 = key(p, k442);
      if (k442 === "model") {
        if (!(typeof v443 === "string")) return err(q444, "invalid type: " + kind(v443) + ", expected string");
      }
      else if (k442 === "defaultPermissionMode") {
        if (!(typeof v443 === "string")) return err(q444, "invalid type: " + kind(v443) + ", expected string");
      }
      else if (k442 === "permissionRules") {
        { const e445 = v_PermissionRuleCounts(v443, q444); if (e445) return e445; }
      }
      else if (k442 === "envKeys") {
        if (!(Array.isArray(v443))) return err(q444, "invalid type: " + kind(v443) + ", expected array");
        if (Array.isArray(v443)) {
          for (let i446 = 0; i446 < v443.length; i446++) {
            const v447 = v443[i446];
            const q448 = q444 + "[" + i446 + "]";
            if (!(typeof v447 === "string")) return err(q448, "invalid type: " + kind(v447) + ", expected string");
          }
        }
      }
      else if (k442 === "hooks") {
        if (!(Array.isArray(v443))) return err(q444, "invalid type: " + kind(v443) + ", expected array");
        if (Array.isArray(v443)) {
          for (let i449 = 0; i449 < v443.length; i449++) {
            const v450 = v443[i449];
            const q451 = q444 + "[" + i449 + "]";
            if (!(typeof v450 === "string")) return err(q451, "invalid type: " + kind(v450) + ", expected string");
          }
        }
      }
    }
  }
  return undefined;
}

function v_ProviderConfig(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k452 of Object.keys(x)) {
      const v453 = x[k452];
      const q454 = key(p, k452);
      if (k452 === "id") {
        if (!(typeof v453 === "string")) return err(q454, "invalid type: " + kind(v453) + ", expected string");
      }
      else if (k452 === "model") {
        if (!(typeof v453 === "string")) return err(q454, "invalid type: " + kind(v453) + ", expected string");
      }
      else if (k452 === "models") {
        if (!(Array.isArray(v453))) return err(q454, "invalid type: " + kind(v453) + ", expected array");
        if (Array.isArray(v453)) {
          for (let i455 = 0; i455 < v453.length; i455++) {
            const v456 = v453[i455];
            const q457 = q454 + "[" + i455 + "]";
            if (!(typeof v456 === "string")) return err(q457, "invalid type: " + kind(v456) + ", expected string");
          }
        }
      }
      else if (k452 === "baseUrl") {
        if (!(typeof v453 === "string")) return err(q454, "invalid type: " + kind(v453) + ", expected string");
      }
      else if (k452 === "apiKeyEnv") {
        if (!(typeof v453 === "string")) return err(q454, "invalid type: " + kind(v453) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "id")) return err(p, "missing field `id`");
  }
  return undefined;
}

function v_QuestionBehavior(x, p) {
  const e458 = (() => {
    {
      const u459 = [];
      const b460 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "ask") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"ask\"");
        return undefined;
      })();
      if (b460 === undefined) return undefined;
      u459.push(b460);
      const b461 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "auto") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"auto\"");
        return undefined;
      })();
      if (b461 === undefined) return undefined;
      u459.push(b461);
      const b462 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "deny") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"deny\"");
        return undefined;
      })();
      if (b462 === undefined) return undefined;
      u459.push(b462);
      const u459d = u459.reduce((a, b) => (b.path.length > a.path.length ? b : a));
      return u459d;
    }
  })();
  if (e458) return e458;
  return undefined;
}

function v_QueueServerFrame(x, p) {
  const e463 = (() => {
    if (!isObject(x)) return err(p, "invalid type: " + kind(x) + ", expected an object with a `type`");
    if (!Object.prototype.hasOwnProperty.call(x, "type")) {
      return err(p, "missing field `type`");
    }
    const t464 = x["type"];
    if (t464 === "queue_attached") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k465 of Object.keys(x)) {
          const v466 = x[k465];
          const q467 = key(p, k465);
          if (k465 === "type") {
            if (!(typeof v466 === "string")) return err(q467, "invalid type: " + kind(v466) + ", expected string");
            if (v466 !== "queue_attached") return err(q467, "invalid value: " + kind(v466) + ", expected the constant " + "\"queue_attached\"");
          }
          else if (k465 === "protocolVersion") {
            if (!(Number.isInteger(v466))) return err(q467, "invalid type: " + kind(v466) + ", expected integer");
          }
          else if (k465 === "stats") {
            { const e468 = v_QueueStats(v466, q467); if (e468) return e468; }
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "protocolVersion")) return err(p, "missing field `protocolVersion`");
        if (!Object.prototype.hasOwnProperty.call(x, "stats")) return err(p, "missing field `stats`");
      }
      return undefined;
    }
    if (t464 === "job_event") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k469 of Object.keys(x)) {
          const v470 = x[k469];
          const q471 = key(p, k469);
          if (k469 === "type") {
            if (!(typeof v470 === "string")) return err(q471, "invalid type: " + kind(v470) + ", expected string");
            if (v470 !== "job_event") return err(q471, "invalid value: " + kind(v470) + ", expected the constant " + "\"job_event\"");
          }
          else if (k469 === "event") {
            { const e472 = v_JobEvent(v470, q471); if (e472) return e472; }
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "event")) return err(p, "missing field `event`");
      }
      return undefined;
    }
    if (t464 === "queue_stats") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k473 of Object.keys(x)) {
          const v474 = x[k473];
          const q475 = key(p, k473);
          if (k473 === "type") {
            if (!(typeof v474 === "string")) return err(q475, "invalid type: " + kind(v474) + ", expected string");
            if (v474 !== "queue_stats") return err(q475, "invalid value: " + kind(v474) + ", expected the constant " + "\"queue_stats\"");
          }
          else if (k473 === "stats") {
            { const e476 = v_QueueStats(v474, q475); if (e476) return e476; }
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "stats")) return err(p, "missing field `stats`");
      }
      return undefined;
    }
    return err(typeof t464 === "string" ? p : key(p, "type"), "unknown variant " + kind(t464) + ", expected one of `queue_attached`, `job_event`, `queue_stats`");
  })();
  if (e463) return e463;
  return undefined;
}

function v_QueueStats(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k477 of Object.keys(x)) {
      const v478 = x[k477];
      const q479 = key(p, k477);
      if (k477 === "maxConcurrency") {
        if (!(Number.isInteger(v478))) return err(q479, "invalid type: " + kind(v478) + ", expected integer");
      }
      else if (k477 === "running") {
        if (!(Number.isInteger(v478))) return err(q479, "invalid type: " + kind(v478) + ", expected integer");
      }
      else if (k477 === "queued") {
        if (!(Number.isInteger(v478))) return err(q479, "invalid type: " + kind(v478) + ", expected integer");
      }
      else if (k477 === "parked") {
        if (!(Number.isInteger(v478))) return err(q479, "invalid type: " + kind(v478) + ", expected integer");
      }
      else if (k477 === "sessionTokenLimit") {
        if (!(Number.isInteger(v478))) return err(q479, "invalid type: " + kind(v478) + ", expected integer");
      }
      else if (k477 === "dailyTokenLimit") {
        if (!(Number.isInteger(v478))) return err(q479, "invalid type: " + kind(v478) + ", expected integer");
      }
      else if (k477 === "dailyTokensUsed") {
        if (!(Number.isInteger(v478))) return err(q479, "invalid type: " + kind(v478) + ", expected integer");
      }
      else if (k477 === "paused") {
        if (!(typeof v478 === "boolean")) return err(q479, "invalid type: " + kind(v478) + ", expected boolean");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "maxConcurrency")) return err(p, "missing field `maxConcurrency`");
    if (!Object.prototype.hasOwnProperty.call(x, "running")) return err(p, "missing field `running`");
    if (!Object.prototype.hasOwnProperty.call(x, "queued")) return err(p, "missing field `queued`");
    if (!Object.prototype.hasOwnProperty.call(x, "parked")) return err(p, "missing field `parked`");
    if (!Object.prototype.hasOwnProperty.call(x, "dailyTokensUsed")) return err(p, "missing field `dailyTokensUsed`");
    if (!Object.prototype.hasOwnProperty.call(x, "paused")) return err(p, "missing field `paused`");
  }
  return undefined;
}

function v_QueueStatsResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k480 of Object.keys(x)) {
      const v481 = x[k480];
      const q482 = key(p, k480);
      if (k480 === "stats") {
        { const e483 = v_QueueStats(v481, q482); if (e483) return e483; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "stats")) return err(p, "missing field `stats`");
  }
  return undefined;
}

function v_RateLimitInfo(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k484 of Object.keys(x)) {
      const v485 = x[k484];
      const q486 = key(p, k484);
      if (k484 === "status") {
        if (!(typeof v485 === "string")) return err(q486, "invalid type: " + kind(v485) + ", expected string");
      }
      else if (k484 === "rateLimitType") {
        if (!(typeof v485 === "string")) return err(q486, "invalid type: " + kind(v485) + ", expected string");
      }
      else if (k484 === "utilization") {
        if (!(typeof v485 === "number")) return err(q486, "invalid type: " + kind(v485) + ", expected number");
      }
      else if (k484 === "resetsAt") {
        if (!(Number.isInteger(v485))) return err(q486, "invalid type: " + kind(v485) + ", expected integer");
      }
      else if (k484 === "isUsingOverage") {
        if (!(typeof v485 === "boolean")) return err(q486, "invalid type: " + kind(v485) + ", expected boolean");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "status")) return err(p, "missing field `status`");
  }
  return undefined;
}

function v_ReadHostFileResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k487 of Object.keys(x)) {
      const v488 = x[k487];
      const q489 = key(p, k487);
      if (k487 === "path") {
        if (!(typeof v488 === "string")) return err(q489, "invalid type: " + kind(v488) + ", expected string");
      }
      else if (k487 === "content") {
        if (!(typeof v488 === "string")) return err(q489, "invalid type: " + kind(v488) + ", expected string");
      }
      else if (k487 === "encoding") {
        { const e490 = v_FileEncoding(v488, q489); if (e490) return e490; }
      }
      else if (k487 === "bytes") {
        if (!(Number.isInteger(v488))) return err(q489, "invalid type: " + kind(v488) + ", expected integer");
      }
      else if (k487 === "hash") {
        if (!(typeof v488 === "string")) return err(q489, "invalid type: " + kind(v488) + ", expected string");
      }
      else if (k487 === "modifiedAt") {
        if (!(Number.isInteger(v488))) return err(q489, "invalid type: " + kind(v488) + ", expected integer");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "path")) return err(p, "missing field `path`");
    if (!Object.prototype.hasOwnProperty.call(x, "content")) return err(p, "missing field `content`");
    if (!Object.prototype.hasOwnProperty.call(x, "encoding")) return err(p, "missing field `encoding`");
    if (!Object.prototype.hasOwnProperty.call(x, "bytes")) return err(p, "missing field `bytes`");
    if (!Object.prototype.hasOwnProperty.call(x, "hash")) return err(p, "missing field `hash`");
    if (!Object.prototype.hasOwnProperty.call(x, "modifiedAt")) return err(p, "missing field `modifiedAt`");
  }
  return undefined;
}

function v_ResolvePermissionRequest(x, p) {
  const e491 = (() => {
    if (!isObject(x)) return err(p, "invalid type: " + kind(x) + ", expected an object with a `behavior`");
    if (!Object.prototype.hasOwnProperty.call(x, "behavior")) {
      return err(p, "missing field `behavior`");
    }
    const t492 = x["behavior"];
    if (t492 === "allow") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k493 of Object.keys(x)) {
          const v494 = x[k493];
          const q495 = key(p, k493);
          if (k493 === "behavior") {
            if (!(typeof v494 === "string")) return err(q495, "invalid type: " + kind(v494) + ", expected string");
            if (v494 !== "allow") return err(q495, "invalid value: " + kind(v494) + ", expected the constant " + "\"allow\"");
          }
          else if (k493 === "updatedInput") {
            if (!(isObject(v494))) return err(q495, "invalid type: " + kind(v494) + ", expected object");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "behavior")) return err(p, "missing field `behavior`");
      }
      return undefined;
    }
    if (t492 === "deny") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k496 of Object.keys(x)) {
          const v497 = x[k496];
          const q498 = key(p, k496);
          if (k496 === "behavior") {
            if (!(typeof v497 === "string")) return err(q498, "invalid type: " + kind(v497) + ", expected string");
            if (v497 !== "deny") return err(q498, "invalid value: " + kind(v497) + ", expected the constant " + "\"deny\"");
          }
          else if (k496 === "message") {
            if (!(typeof v497 === "string")) return err(q498, "invalid type: " + kind(v497) + ", expected string");
          }
          else if (k496 === "interrupt") {
            if (!(typeof v497 === "boolean")) return err(q498, "invalid type: " + kind(v497) + ", expected boolean");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "behavior")) return err(p, "missing field `behavior`");
      }
      return undefined;
    }
    return err(typeof t492 === "string" ? p : key(p, "behavior"), "unknown variant " + kind(t492) + ", expected one of `allow`, `deny`");
  })();
  if (e491) return e491;
  return undefined;
}

function v_ResolvePermissionResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k499 of Object.keys(x)) {
      const v500 = x[k499];
      const q501 = key(p, k499);
      if (k499 === "resolved") {
        if (!(typeof v500 === "boolean")) return err(q501, "invalid type: " + kind(v500) + ", expected boolean");
        if (v500 !== true) return err(q501, "invalid value: " + kind(v500) + ", expected the constant " + "true");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "resolved")) return err(p, "missing field `resolved`");
  }
  return undefined;
}

function v_SaveProfileResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k502 of Object.keys(x)) {
      const v503 = x[k502];
      const q504 = key(p, k502);
      if (k502 === "profile") {
        { const e505 = v_ProfileInfo(v503, q504); if (e505) return e505; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "profile")) return err(p, "missing field `profile`");
  }
  return undefined;
}

function v_SdkSessionSummary(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k506 of Object.keys(x)) {
      const v507 = x[k506];
      const q508 = key(p, k506);
      if (k506 === "sessionId") {
        if (!(typeof v507 === "string")) return err(q508, "invalid type: " + kind(v507) + ", expected string");
      }
      else if (k506 === "summary") {
        if (!(typeof v507 === "string")) return err(q508, "invalid type: " + kind(v507) + ", expected string");
      }
      else if (k506 === "lastModified") {
        if (!(Number.isInteger(v507))) return err(q508, "invalid type: " + kind(v507) + ", expected integer");
      }
      else if (k506 === "createdAt") {
        if (!(Number.isInteger(v507))) return err(q508, "invalid type: " + kind(v507) + ", expected integer");
      }
      else if (k506 === "customTitle") {
        if (!(typeof v507 === "string")) return err(q508, "invalid type: " + kind(v507) + ", expected string");
      }
      else if (k506 === "firstPrompt") {
        if (!(typeof v507 === "string")) return err(q508, "invalid type: " + kind(v507) + ", expected string");
      }
      else if (k506 === "gitBranch") {
        if (!(typeof v507 === "string")) return err(q508, "invalid type: " + kind(v507) + ", expected string");
      }
      else if (k506 === "cwd") {
        if (!(typeof v507 === "string")) return err(q508, "invalid type: " + kind(v507) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "sessionId")) return err(p, "missing field `sessionId`");
    if (!Object.prototype.hasOwnProperty.call(x, "summary")) return err(p, "missing field `summary`");
    if (!Object.prototype.hasOwnProperty.call(x, "lastModified")) return err(p, "missing field `lastModified`");
  }
  return undefined;
}

function v_ServerFrame(x, p) {
  const e509 = (() => {
    if (!isObject(x)) return err(p, "invalid type: " + kind(x) + ", expected an object with a `type`");
    if (!Object.prototype.hasOwnProperty.call(x, "type")) {
      return err(p, "missing field `type`");
    }
    const t510 = x["type"];
    if (t510 === "attached") {
      { const e511 = v_AttachedFrame(x, p); if (e511) return e511; }
      return undefined;
    }
    if (t510 === "event") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k512 of Object.keys(x)) {
          const v513 = x[k512];
          const q514 = key(p, k512);
          if (k512 === "type") {
            if (!(typeof v513 === "string")) return err(q514, "invalid type: " + kind(v513) + ", expected string");
            if (v513 !== "event") return err(q514, "invalid value: " + kind(v513) + ", expected the constant " + "\"event\"");
          }
          else if (k512 === "event") {
            { const e515 = v_SessionEvent(v513, q514); if (e515) return e515; }
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "event")) return err(p, "missing field `event`");
      }
      return undefined;
    }
    if (t510 === "tool_call_request") {
      { const e516 = v_ToolCallRequestFrame(x, p); if (e516) return e516; }
      return undefined;
    }
    if (t510 === "tool_call_canceled") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k517 of Object.keys(x)) {
          const v518 = x[k517];
          const q519 = key(p, k517);
          if (k517 === "type") {
            if (!(typeof v518 === "string")) return err(q519, "invalid type: " + kind(v518) + ", expected string");
            if (v518 !== "tool_call_canceled") return err(q519, "invalid value: " + kind(v518) + ", expected the constant " + "\"tool_call_canceled\"");
          }
          else if (k517 === "executionId") {
            if (!(typeof v518 === "string")) return err(q519, "invalid type: " + kind(v518) + ", expected string");
          }
          else if (k517 === "reason") {
            if (!(typeof v518 === "string")) return err(q519, "invalid type: " + kind(v518) + ", expected string");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "executionId")) return err(p, "missing field `executionId`");
        if (!Object.prototype.hasOwnProperty.call(x, "reason")) return err(p, "missing field `reason`");
      }
      return undefined;
    }
    if (t510 === "protocol_error") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k520 of Object.keys(x)) {
          const v521 = x[k520];
          const q522 = key(p, k520);
          if (k520 === "type") {
            if (!(typeof v521 === "string")) return err(q522, "invalid type: " + kind(v521) + ", expected string");
            if (v521 !== "protocol_error") return err(q522, "invalid value: " + kind(v521) + ", expected the constant " + "\"protocol_error\"");
          }
          else if (k520 === "message") {
            if (!(typeof v521 === "string")) return err(q522, "invalid type: " + kind(v521) + ", expected string");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "message")) return err(p, "missing field `message`");
      }
      return undefined;
    }
    return err(typeof t510 === "string" ? p : key(p, "type"), "unknown variant " + kind(t510) + ", expected one of `attached`, `event`, `tool_call_request`, `tool_call_canceled`, `protocol_error`");
  })();
  if (e509) return e509;
  return undefined;
}

function v_SessionCapability(x, p) {
  const e523 = (() => {
    {
      const u524 = [];
      const b525 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "web_search") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"web_search\"");
        return undefined;
      })();
      if (b525 === undefined) return undefined;
      u524.push(b525);
      const b526 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "download") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"download\"");
        return undefined;
      })();
      if (b526 === undefined) return undefined;
      u524.push(b526);
      const b527 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "web_fetch") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"web_fetch\"");
        return undefined;
      })();
      if (b527 === undefined) return undefined;
      u524.push(b527);
      const b528 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "deliver_file") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"deliver_file\"");
        return undefined;
      })();
      if (b528 === undefined) return undefined;
      u524.push(b528);
      const u524d = u524.reduce((a, b) => (b.path.length > a.path.length ? b : a));
      return u524d;
    }
  })();
  if (e523) return e523;
  return undefined;
}

function v_SessionCommand(x, p) {
  const e529 = (() => {
    if (!isObject(x)) return err(p, "invalid type: " + kind(x) + ", expected an object with a `type`");
    if (!Object.prototype.hasOwnProperty.call(x, "type")) {
      return err(p, "missing field `type`");
    }
    const t530 = x["type"];
    if (t530 === "user_message") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k531 of Object.keys(x)) {
          const v532 = x[k531];
          const q533 = key(p, k531);
          if (k531 === "type") {
            if (!(typeof v532 === "string")) return err(q533, "invalid type: " + kind(v532) + ", expected string");
            if (v532 !== "user_message") return err(q533, "invalid value: " + kind(v532) + ", expected the constant " + "\"user_message\"");
          }
          else if (k531 === "text") {
            if (!(typeof v532 === "string")) return err(q533, "invalid type: " + kind(v532) + ", expected string");
          }
          else if (k531 === "attachmentIds") {
            if (!(Array.isArray(v532))) return err(q533, "invalid type: " + kind(v532) + ", expected array");
            if (Array.isArray(v532)) {
              for (let i534 = 0; i534 < v532.length; i534++) {
                const v535 = v532[i534];
                const q536 = q533 + "[" + i534 + "]";
                if (!(typeof v535 === "string")) return err(q536, "invalid type: " + kind(v535) + ", expected string");
              }
            }
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "text")) return err(p, "missing field `text`");
      }
      return undefined;
    }
    if (t530 === "permission_decision") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k537 of Object.keys(x)) {
          const v538 = x[k537];
          const q539 = key(p, k537);
          if (k537 === "type") {
            if (!(typeof v538 === "string")) return err(q539, "invalid type: " + kind(v538) + ", expected string");
            if (v538 !== "permission_decision") return err(q539, "invalid value: " + kind(v538) + ", expected the constant " + "\"permission_decision\"");
          }
          else if (k537 === "requestId") {
            if (!(typeof v538 === "string")) return err(q539, "invalid type: " + kind(v538) + ", expected string");
          }
          else if (k537 === "behavior") {
            { const e540 = v_PermissionBehavior(v538, q539); if (e540) return e540; }
          }
          else if (k537 === "updatedInput") {
            if (!(isObject(v538))) return err(q539, "invalid type: " + kind(v538) + ", expected object");
          }
          else if (k537 === "message") {
            if (!(typeof v538 === "string")) return err(q539, "invalid type: " + kind(v538) + ", expected string");
          }
          else if (k537 === "interrupt") {
            if (!(typeof v538 === "boolean")) return err(q539, "invalid type: " + kind(v538) + ", expected boolean");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "requestId")) return err(p, "missing field `requestId`");
        if (!Object.prototype.hasOwnProperty.call(x, "behavior")) return err(p, "missing field `behavior`");
      }
      return undefined;
    }
    if (t530 === "interrupt") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k541 of Object.keys(x)) {
          const v542 = x[k541];
          const q543 = key(p, k541);
          if (k541 === "type") {
            if (!(typeof v542 === "string")) return err(q543, "invalid type: " + kind(v542) + ", expected string");
            if (v542 !== "interrupt") return err(q543, "invalid value: " + kind(v542) + ", expected the constant " + "\"interrupt\"");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
      }
      return undefined;
    }
    if (t530 === "set_permission_mode") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k544 of Object.keys(x)) {
          const v545 = x[k544];
          const q546 = key(p, k544);
          if (k544 === "type") {
            if (!(typeof v545 === "string")) return err(q546, "invalid type: " + kind(v545) + ", expected string");
            if (v545 !== "set_permission_mode") return err(q546, "invalid value: " + kind(v545) + ", expected the constant " + "\"set_permission_mode\"");
          }
          else if (k544 === "mode") {
            { const e547 = v_PermissionMode(v545, q546); if (e547) return e547; }
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "mode")) return err(p, "missing field `mode`");
      }
      return undefined;
    }
    if (t530 === "set_model") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k548 of Object.keys(x)) {
          const v549 = x[k548];
          const q550 = key(p, k548);
          if (k548 === "type") {
            if (!(typeof v549 === "string")) return err(q550, "invalid type: " + kind(v549) + ", expected string");
            if (v549 !== "set_model") return err(q550, "invalid value: " + kind(v549) + ", expected the constant " + "\"set_model\"");
          }
          else if (k548 === "model") {
            if (!(typeof v549 === "string")) return err(q550, "invalid type: " + kind(v549) + ", expected string");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
      }
      return undefined;
    }
    if (t530 === "tool_call_result") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k551 of Object.keys(x)) {
          const v552 = x[k551];
          const q553 = key(p, k551);
          if (k551 === "type") {
            if (!(typeof v552 === "string")) return err(q553, "invalid type: " + kind(v552) + ", expected string");
            if (v552 !== "tool_call_result") return err(q553, "invalid value: " + kind(v552) + ", expected the constant " + "\"tool_call_result\"");
          }
          else if (k551 === "executionId") {
            if (!(typeof v552 === "string")) return err(q553, "invalid type: " + kind(v552) + ", expected string");
          }
          else if (k551 === "output") {
            { const e554 = v_ToolExecutionOutput(v552, q553); if (e554) return e554; }
          }
          else if (k551 === "logs") {
            if (!(Array.isArray(v552))) return err(q553, "invalid type: " + kind(v552) + ", expected array");
            if (Array.isArray(v552)) {
              for (let i555 = 0; i555 < v552.length; i555++) {
                const v556 = v552[i555];
                const q557 = q553 + "[" + i555 + "]";
                if (!(typeof v556 === "string")) return err(q557, "invalid type: " + kind(v556) + ", expected string");
              }
            }
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "executionId")) return err(p, "missing field `executionId`");
        if (!Object.prototype.hasOwnProperty.call(x, "output")) return err(p, "missing field `output`");
      }
      return undefined;
    }
    if (t530 === "tool_call_error") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k558 of Object.keys(x)) {
          const v559 = x[k558];
          const q560 = key(p, k558);
          if (k558 === "type") {
            if (!(typeof v559 === "string")) return err(q560, "invalid type: " + kind(v559) + ", expected string");
            if (v559 !== "tool_call_error") return err(q560, "invalid value: " + kind(v559) + ", expected the constant " + "\"tool_call_error\"");
          }
          else if (k558 === "executionId") {
            if (!(typeof v559 === "string")) return err(q560, "invalid type: " + kind(v559) + ", expected string");
          }
          else if (k558 === "reason") {
            if (!(typeof v559 === "string")) return err(q560, "invalid type: " + kind(v559) + ", expected string");
          }
          else if (k558 === "error") {
            if (!(typeof v559 === "string")) return err(q560, "invalid type: " + kind(v559) + ", expected string");
          }
          else if (k558 === "logs") {
            if (!(Array.isArray(v559))) return err(q560, "invalid type: " + kind(v559) + ", expected array");
            if (Array.isArray(v559)) {
              for (let i561 = 0; i561 < v559.length; i561++) {
                const v562 = v559[i561];
                const q563 = q560 + "[" + i561 + "]";
                if (!(typeof v562 === "string")) return err(q563, "invalid type: " + kind(v562) + ", expected string");
              }
            }
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "executionId")) return err(p, "missing field `executionId`");
        if (!Object.prototype.hasOwnProperty.call(x, "reason")) return err(p, "missing field `reason`");
        if (!Object.prototype.hasOwnProperty.call(x, "error")) return err(p, "missing field `error`");
      }
      return undefined;
    }
    if (t530 === "close") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k564 of Object.keys(x)) {
          const v565 = x[k564];
          const q566 = key(p, k564);
          if (k564 === "type") {
            if (!(typeof v565 === "string")) return err(q566, "invalid type: " + kind(v565) + ", expected string");
            if (v565 !== "close") return err(q566, "invalid value: " + kind(v565) + ", expected the constant " + "\"close\"");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
      }
      return undefined;
    }
    return err(typeof t530 === "string" ? p : key(p, "type"), "unknown variant " + kind(t530) + ", expected one of `user_message`, `permission_decision`, `interrupt`, `set_permission_mode`, `set_model`, `tool_call_result`, `tool_call_error`, `close`");
  })();
  if (e529) return e529;
  return undefined;
}

function v_SessionEvent(x, p) {
  const e567 = (() => {
    if (!isObject(x)) return err(p, "invalid type: " + kind(x) + ", expected an object with a `type`");
    if (!Object.prototype.hasOwnProperty.call(x, "type")) {
      return err(p, "missing field `type`");
    }
    const t568 = x["type"];
    if (t568 === "system_init") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k569 of Object.keys(x)) {
          const v570 = x[k569];
          const q571 = key(p, k569);
          if (k569 === "type") {
            if (!(typeof v570 === "string")) return err(q571, "invalid type: " + kind(v570) + ", expected string");
            if (v570 !== "system_init") return err(q571, "invalid value: " + kind(v570) + ", expected the constant " + "\"system_init\"");
          }
          else if (k569 === "sdkSessionId") {
            if (!(typeof v570 === "string")) return err(q571, "invalid type: " + kind(v570) + ", expected string");
          }
          else if (k569 === "model") {
            if (!(typeof v570 === "string")) return err(q571, "invalid type: " + kind(v570) + ", expected string");
          }
          else if (k569 === "cwd") {
            if (!(typeof v570 === "string")) return err(q571, "invalid type: " + kind(v570) + ", expected string");
          }
          else if (k569 === "apiKeySource") {
            if (!(typeof v570 === "string")) return err(q571, "invalid type: " + kind(v570) + ", expected string");
          }
          else if (k569 === "tools") {
            if (!(Array.isArray(v570))) return err(q571, "invalid type: " + kind(v570) + ", expected array");
            if (Array.isArray(v570)) {
              for (let i572 = 0; i572 < v570.length; i572++) {
                const v573 = v570[i572];
                const q574 = q571 + "[" + i572 + "]";
                if (!(typeof v573 === "string")) return err(q574, "invalid type: " + kind(v573) + ", expected string");
              }
            }
          }
          else if (k569 === "skills") {
            if (!(Array.isArray(v570))) return err(q571, "invalid type: " + kind(v570) + ", expected array");
            if (Array.isArray(v570)) {
              for (let i575 = 0; i575 < v570.length; i575++) {
                const v576 = v570[i575];
                const q577 = q571 + "[" + i575 + "]";
                if (!(typeof v576 === "string")) return err(q577, "invalid type: " + kind(v576) + ", expected string");
              }
            }
          }
          else if (k569 === "slashCommands") {
            if (!(Array.isArray(v570))) return err(q571, "invalid type: " + kind(v570) + ", expected array");
            if (Array.isArray(v570)) {
              for (let i578 = 0; i578 < v570.length; i578++) {
                const v579 = v570[i578];
                const q580 = q571 + "[" + i578 + "]";
                if (!(typeof v579 === "string")) return err(q580, "invalid type: " + kind(v579) + ", expected string");
              }
            }
          }
          else if (k569 === "permissionMode") {
            { const e581 = v_PermissionMode(v570, q571); if (e581) return e581; }
          }
          else if (k569 === "claudeCodeVersion") {
            if (!(typeof v570 === "string")) return err(q571, "invalid type: " + kind(v570) + ", expected string");
          }
          else if (k569 === "mcpServers") {
            if (!(Array.isArray(v570))) return err(q571, "invalid type: " + kind(v570) + ", expected array");
            if (Array.isArray(v570)) {
              for (let i582 = 0; i582 < v570.length; i582++) {
                const v583 = v570[i582];
                const q584 = q571 + "[" + i582 + "]";
                if (!(isObject(v583))) return err(q584, "invalid type: " + kind(v583) + ", expected object");
                if (isObject(v583)) {
                  for (const k585 of Object.keys(v583)) {
                    const v586 = v583[k585];
                    const q587 = key(q584, k585);
                    if (k585 === "name") {
                      if (!(typeof v586 === "string")) return err(q587, "invalid type: " + kind(v586) + ", expected string");
                    }
                    else if (k585 === "status") {
                      if (!(typeof v586 === "string")) return err(q587, "invalid type: " + kind(v586) + ", expected string");
                    }
                  }
                  if (!Object.prototype.hasOwnProperty.call(v583, "name")) return err(q584, "missing field `name`");
                  if (!Object.prototype.hasOwnProperty.call(v583, "status")) return err(q584, "missing field `status`");
                }
              }
            }
          }
          else if (k569 === "seq") {
            if (!(Number.isInteger(v570))) return err(q571, "invalid type: " + kind(v570) + ", expected integer");
          }
          else if (k569 === "ts") {
            if (!(Number.isInteger(v570))) return err(q571, "invalid type: " + kind(v570) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "sdkSessionId")) return err(p, "missing field `sdkSessionId`");
        if (!Object.prototype.hasOwnProperty.call(x, "model")) return err(p, "missing field `model`");
        if (!Object.prototype.hasOwnProperty.call(x, "cwd")) return err(p, "missing field `cwd`");
        if (!Object.prototype.hasOwnProperty.call(x, "apiKeySource")) return err(p, "missing field `apiKeySource`");
        if (!Object.prototype.hasOwnProperty.call(x, "tools")) return err(p, "missing field `tools`");
        if (!Object.prototype.hasOwnProperty.call(x, "skills")) return err(p, "missing field `skills`");
        if (!Object.prototype.hasOwnProperty.call(x, "slashCommands")) return err(p, "missing field `slashCommands`");
        if (!Object.prototype.hasOwnProperty.call(x, "permissionMode")) return err(p, "missing field `permissionMode`");
        if (!Object.prototype.hasOwnProperty.call(x, "claudeCodeVersion")) return err(p, "missing field `claudeCodeVersion`");
        if (!Object.prototype.hasOwnProperty.call(x, "mcpServers")) return err(p, "missing field `mcpServers`");
        if (!Object.prototype.hasOwnProperty.call(x, "seq")) return err(p, "missing field `seq`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t568 === "status_changed") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k588 of Object.keys(x)) {
          const v589 = x[k588];
          const q590 = key(p, k588);
          if (k588 === "type") {
            if (!(typeof v589 === "string")) return err(q590, "invalid type: " + kind(v589) + ", expected string");
            if (v589 !== "status_changed") return err(q590, "invalid value: " + kind(v589) + ", expected the constant " + "\"status_changed\"");
          }
          else if (k588 === "status") {
            { const e591 = v_SessionStatus(v589, q590); if (e591) return e591; }
          }
          else if (k588 === "detail") {
            if (!(typeof v589 === "string")) return err(q590, "invalid type: " + kind(v589) + ", expected string");
          }
          else if (k588 === "seq") {
            if (!(Number.isInteger(v589))) return err(q590, "invalid type: " + kind(v589) + ", expected integer");
          }
          else if (k588 === "ts") {
            if (!(Number.isInteger(v589))) return err(q590, "invalid type: " + kind(v589) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "status")) return err(p, "missing field `status`");
        if (!Object.prototype.hasOwnProperty.call(x, "seq")) return err(p, "missing field `seq`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t568 === "capabilities") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k592 of Object.keys(x)) {
          const v593 = x[k592];
          const q594 = key(p, k592);
          if (k592 === "type") {
            if (!(typeof v593 === "string")) return err(q594, "invalid type: " + kind(v593) + ", expected string");
            if (v593 !== "capabilities") return err(q594, "invalid value: " + kind(v593) + ", expected the constant " + "\"capabilities\"");
          }
          else if (k592 === "models") {
            if (!(Array.isArray(v593))) return err(q594, "invalid type: " + kind(v593) + ", expected array");
            if (Array.isArray(v593)) {
              for (let i595 = 0; i595 < v593.length; i595++) {
                const v596 = v593[i595];
                const q597 = q594 + "[" + i595 + "]";
                { const e598 = v_ModelOption(v596, q597); if (e598) return e598; }
              }
            }
          }
          else if (k592 === "commands") {
            if (!(Array.isArray(v593))) return err(q594, "invalid type: " + kind(v593) + ", expected array");
            if (Array.isArray(v593)) {
              for (let i599 = 0; i599 < v593.length; i599++) {
                const v600 = v593[i599];
                const q601 = q594 + "[" + i599 + "]";
                { const e602 = v_SlashCommandInfo(v600, q601); if (e602) return e602; }
              }
            }
          }
          else if (k592 === "defaultModel") {
            if (!(typeof v593 === "string")) return err(q594, "invalid type: " + kind(v593) + ", expected string");
          }
          else if (k592 === "seq") {
            if (!(Number.isInteger(v593))) return err(q594, "invalid type: " + kind(v593) + ", expected integer");
          }
          else if (k592 === "ts") {
            if (!(Number.isInteger(v593))) return err(q594, "invalid type: " + kind(v593) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "models")) return err(p, "missing field `models`");
        if (!Object.prototype.hasOwnProperty.call(x, "commands")) return err(p, "missing field `commands`");
        if (!Object.prototype.hasOwnProperty.call(x, "seq")) return err(p, "missing field `seq`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t568 === "model_changed") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k603 of Object.keys(x)) {
          const v604 = x[k603];
          const q605 = key(p, k603);
          if (k603 === "type") {
            if (!(typeof v604 === "string")) return err(q605, "invalid type: " + kind(v604) + ", expected string");
            if (v604 !== "model_changed") return err(q605, "invalid value: " + kind(v604) + ", expected the constant " + "\"model_changed\"");
          }
          else if (k603 === "model") {
            if (!(typeof v604 === "string")) return err(q605, "invalid type: " + kind(v604) + ", expected string");
          }
          else if (k603 === "seq") {
            if (!(Number.isInteger(v604))) return err(q605, "invalid type: " + kind(v604) + ", expected integer");
          }
          else if (k603 === "ts") {
            if (!(Number.isInteger(v604))) return err(q605, "invalid type: " + kind(v604) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "seq")) return err(p, "missing field `seq`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t568 === "permission_mode_changed") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k606 of Object.keys(x)) {
          const v607 = x[k606];
          const q608 = key(p, k606);
          if (k606 === "type") {
            if (!(typeof v607 === "string")) return err(q608, "invalid type: " + kind(v607) + ", expected string");
            if (v607 !== "permission_mode_changed") return err(q608, "invalid value: " + kind(v607) + ", expected the constant " + "\"permission_mode_changed\"");
          }
          else if (k606 === "mode") {
            { const e609 = v_PermissionMode(v607, q608); if (e609) return e609; }
          }
          else if (k606 === "seq") {
            if (!(Number.isInteger(v607))) return err(q608, "invalid type: " + kind(v607) + ", expected integer");
          }
          else if (k606 === "ts") {
            if (!(Number.isInteger(v607))) return err(q608, "invalid type: " + kind(v607) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "mode")) return err(p, "missing field `mode`");
        if (!Object.prototype.hasOwnProperty.call(x, "seq")) return err(p, "missing field `seq`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t568 === "context_usage") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k610 of Object.keys(x)) {
          const v611 = x[k610];
          const q612 = key(p, k610);
          if (k610 === "type") {
            if (!(typeof v611 === "string")) return err(q612, "invalid type: " + kind(v611) + ", expected string");
            if (v611 !== "context_usage") return err(q612, "invalid value: " + kind(v611) + ", expected the constant " + "\"context_usage\"");
          }
          else if (k610 === "usage") {
            { const e613 = v_ContextUsage(v611, q612); if (e613) return e613; }
          }
          else if (k610 === "seq") {
            if (!(Number.isInteger(v611))) return err(q612, "invalid type: " + kind(v611) + ", expected integer");
          }
          else if (k610 === "ts") {
            if (!(Number.isInteger(v611))) return err(q612, "invalid type: " + kind(v611) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "usage")) return err(p, "missing field `usage`");
        if (!Object.prototype.hasOwnProperty.call(x, "seq")) return err(p, "missing field `seq`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t568 === "rate_limit") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k614 of Object.keys(x)) {
          const v615 = x[k614];
          const q616 = key(p, k614);
          if (k614 === "type") {
            if (!(typeof v615 === "string")) return err(q616, "invalid type: " + kind(v615) + ", expected string");
            if (v615 !== "rate_limit") return err(q616, "invalid value: " + kind(v615) + ", expected the constant " + "\"rate_limit\"");
          }
          else if (k614 === "info") {
            { const e617 = v_RateLimitInfo(v615, q616); if (e617) return e617; }
          }
          else if (k614 === "seq") {
            if (!(Number.isInteger(v615))) return err(q616, "invalid type: " + kind(v615) + ", expected integer");
          }
          else if (k614 === "ts") {
            if (!(Number.isInteger(v615))) return err(q616, "invalid type: " + kind(v615) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "info")) return err(p, "missing field `info`");
        if (!Object.prototype.hasOwnProperty.call(x, "seq")) return err(p, "missing field `seq`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t568 === "plan_info") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k618 of Object.keys(x)) {
          const v619 = x[k618];
          const q620 = key(p, k618);
          if (k618 === "type") {
            if (!(typeof v619 === "string")) return err(q620, "invalid type: " + kind(v619) + ", expected string");
            if (v619 !== "plan_info") return err(q620, "invalid value: " + kind(v619) + ", expected the constant " + "\"plan_info\"");
          }
          else if (k618 === "subscriptionType") {
            if (!(typeof v619 === "string")) return err(q620, "invalid type: " + kind(v619) + ", expected string");
          }
          else if (k618 === "seq") {
            if (!(Number.isInteger(v619))) return err(q620, "invalid type: " + kind(v619) + ", expected integer");
          }
          else if (k618 === "ts") {
            if (!(Number.isInteger(v619))) return err(q620, "invalid type: " + kind(v619) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "subscriptionType")) return err(p, "missing field `subscriptionType`");
        if (!Object.prototype.hasOwnProperty.call(x, "seq")) return err(p, "missing field `seq`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t568 === "assistant_message") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k621 of Object.keys(x)) {
          const v622 = x[k621];
          const q623 = key(p, k621);
          if (k621 === "type") {
            if (!(typeof v622 === "string")) return err(q623, "invalid type: " + kind(v622) + ", expected string");
            if (v622 !== "assistant_message") return err(q623, "invalid value: " + kind(v622) + ", expected the constant " + "\"assistant_message\"");
          }
          else if (k621 === "message") {
            { const e624 = v_ApiMessage(v622, q623); if (e624) return e624; }
          }
          else if (k621 === "parentToolUseId") {
            if (!(typeof v622 === "string" || v622 === null)) return err(q623, "invalid type: " + kind(v622) + ", expected string or null");
          }
          else if (k621 === "replay") {
            if (!(typeof v622 === "boolean")) return err(q623, "invalid type: " + kind(v622) + ", expected boolean");
          }
          else if (k621 === "uuid") {
            if (!(typeof v622 === "string")) return err(q623, "invalid type: " + kind(v622) + ", expected string");
          }
          else if (k621 === "seq") {
            if (!(Number.isInteger(v622))) return err(q623, "invalid type: " + kind(v622) + ", expected integer");
          }
          else if (k621 === "ts") {
            if (!(Number.isInteger(v622))) return err(q623, "invalid type: " + kind(v622) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "message")) return err(p, "missing field `message`");
        if (!Object.prototype.hasOwnProperty.call(x, "parentToolUseId")) return err(p, "missing field `parentToolUseId`");
        if (!Object.prototype.hasOwnProperty.call(x, "uuid")) return err(p, "missing field `uuid`");
        if (!Object.prototype.hasOwnProperty.call(x, "seq")) return err(p, "missing field `seq`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t568 === "user_message") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k625 of Object.keys(x)) {
          const v626 = x[k625];
          const q627 = key(p, k625);
          if (k625 === "type") {
            if (!(typeof v626 === "string")) return err(q627, "invalid type: " + kind(v626) + ", expected string");
            if (v626 !== "user_message") return err(q627, "invalid value: " + kind(v626) + ", expected the constant " + "\"user_message\"");
          }
          else if (k625 === "message") {
            { const e628 = v_ApiMessage(v626, q627); if (e628) return e628; }
          }
          else if (k625 === "parentToolUseId") {
            if (!(typeof v626 === "string" || v626 === null)) return err(q627, "invalid type: " + kind(v626) + ", expected string or null");
          }
          else if (k625 === "replay") {
            if (!(typeof v626 === "boolean")) return err(q627, "invalid type: " + kind(v626) + ", expected boolean");
          }
          else if (k625 === "synthetic") {
            if (!(typeof v626 === "boolean")) return err(q627, "invalid type: " + kind(v626) + ", expected boolean");
          }
          else if (k625 === "attachments") {
            if (!(Array.isArray(v626))) return err(q627, "invalid type: " + kind(v626) + ", expected array");
            if (Array.isArray(v626)) {
              for (let i629 = 0; i629 < v626.length; i629++) {
                const v630 = v626[i629];
                const q631 = q627 + "[" + i629 + "]";
                { const e632 = v_MessageAttachment(v630, q631); if (e632) return e632; }
              }
            }
          }
          else if (k625 === "uuid") {
            if (!(typeof v626 === "string")) return err(q627, "invalid type: " + kind(v626) + ", expected string");
          }
          else if (k625 === "seq") {
            if (!(Number.isInteger(v626))) return err(q627, "invalid type: " + kind(v626) + ", expected integer");
          }
          else if (k625 === "ts") {
            if (!(Number.isInteger(v626))) return err(q627, "invalid type: " + kind(v626) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "message")) return err(p, "missing field `message`");
        if (!Object.prototype.hasOwnProperty.call(x, "parentToolUseId")) return err(p, "missing field `parentToolUseId`");
        if (!Object.prototype.hasOwnProperty.call(x, "seq")) return err(p, "missing field `seq`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t568 === "stream_delta") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k633 of Object.keys(x)) {
          const v634 = x[k633];
          const q635 = key(p, k633);
          if (k633 === "type") {
            if (!(typeof v634 === "string")) return err(q635, "invalid type: " + kind(v634) + ", expected string");
            if (v634 !== "stream_delta") return err(q635, "invalid value: " + kind(v634) + ", expected the constant " + "\"stream_delta\"");
          }
          else if (k633 === "event") {
            if (!(isObject(v634))) return err(q635, "invalid type: " + kind(v634) + ", expected object");
            if (isObject(v634)) {
              for (const k636 of Object.keys(v634)) {
                const v637 = v634[k636];
                const q638 = key(q635, k636);
                if (k636 === "type") {
                  if (!(typeof v637 === "string")) return err(q638, "invalid type: " + kind(v637) + ", expected string");
                }
              }
              if (!Object.prototype.hasOwnProperty.call(v634, "type")) return err(q635, "missing field `type`");
            }
          }
          else if (k633 === "parentToolUseId") {
            if (!(typeof v634 === "string" || v634 === null)) return err(q635, "invalid type: " + kind(v634) + ", expected string or null");
          }
          else if (k633 === "uuid") {
            if (!(typeof v634 === "string")) return err(q635, "invalid type: " + kind(v634) + ", expected string");
          }
          else if (k633 === "seq") {
            if (!(Number.isInteger(v634))) return err(q635, "invalid type: " + kind(v634) + ", expected integer");
          }
          else if (k633 === "ts") {
            if (!(Number.isInteger(v634))) return err(q635, "invalid type: " + kind(v634) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "event")) return err(p, "missing field `event`");
        if (!Object.prototype.hasOwnProperty.call(x, "parentToolUseId")) return err(p, "missing field `parentToolUseId`");
        if (!Object.prototype.hasOwnProperty.call(x, "uuid")) return err(p, "missing field `uuid`");
        if (!Object.prototype.hasOwnProperty.call(x, "seq")) return err(p, "missing field `seq`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t568 === "turn_result") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k639 of Object.keys(x)) {
          const v640 = x[k639];
          const q641 = key(p, k639);
          if (k639 === "type") {
            if (!(typeof v640 === "string")) return err(q641, "invalid type: " + kind(v640) + ", expected string");
            if (v640 !== "turn_result") return err(q641, "invalid value: " + kind(v640) + ", expected the constant " + "\"turn_result\"");
          }
          else if (k639 === "subtype") {
            { const e642 = v_TurnResultSubtype(v640, q641); if (e642) return e642; }
          }
          else if (k639 === "isError") {
            if (!(typeof v640 === "boolean")) return err(q641, "invalid type: " + kind(v640) + ", expected boolean");
          }
          else if (k639 === "durationMs") {
            if (!(Number.isInteger(v640))) return err(q641, "invalid type: " + kind(v640) + ", expected integer");
          }
          else if (k639 === "numTurns") {
            if (!(Number.isInteger(v640))) return err(q641, "invalid type: " + kind(v640) + ", expected integer");
          }
          else if (k639 === "totalCostUsd") {
            if (!(typeof v640 === "number")) return err(q641, "invalid type: " + kind(v640) + ", expected number");
          }
          else if (k639 === "result") {
            if (!(typeof v640 === "string")) return err(q641, "invalid type: " + kind(v640) + ", expected string");
          }
          else if (k639 === "errors") {
            if (!(Array.isArray(v640))) return err(q641, "invalid type: " + kind(v640) + ", expected array");
            if (Array.isArray(v640)) {
              for (let i643 = 0; i643 < v640.length; i643++) {
                const v644 = v640[i643];
                const q645 = q641 + "[" + i643 + "]";
                if (!(typeof v644 === "string")) return err(q645, "invalid type: " + kind(v644) + ", expected string");
              }
            }
          }
          else if (k639 === "usage") {
          }
          else if (k639 === "seq") {
            if (!(Number.isInteger(v640))) return err(q641, "invalid type: " + kind(v640) + ", expected integer");
          }
          else if (k639 === "ts") {
            if (!(Number.isInteger(v640))) return err(q641, "invalid type: " + kind(v640) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "subtype")) return err(p, "missing field `subtype`");
        if (!Object.prototype.hasOwnProperty.call(x, "isError")) return err(p, "missing field `isError`");
        if (!Object.prototype.hasOwnProperty.call(x, "durationMs")) return err(p, "missing field `durationMs`");
        if (!Object.prototype.hasOwnProperty.call(x, "numTurns")) return err(p, "missing field `numTurns`");
        if (!Object.prototype.hasOwnProperty.call(x, "totalCostUsd")) return err(p, "missing field `totalCostUsd`");
        if (!Object.prototype.hasOwnProperty.call(x, "seq")) return err(p, "missing field `seq`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t568 === "permission_requested") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k646 of Object.keys(x)) {
          const v647 = x[k646];
          const q648 = key(p, k646);
          if (k646 === "type") {
            if (!(typeof v647 === "string")) return err(q648, "invalid type: " + kind(v647) + ", expected string");
            if (v647 !== "permission_requested") return err(q648, "invalid value: " + kind(v647) + ", expected the constant " + "\"permission_requested\"");
          }
          else if (k646 === "request") {
            { const e649 = v_PermissionRequest(v647, q648); if (e649) return e649; }
          }
          else if (k646 === "seq") {
            if (!(Number.isInteger(v647))) return err(q648, "invalid type: " + kind(v647) + ", expected integer");
          }
          else if (k646 === "ts") {
            if (!(Number.isInteger(v647))) return err(q648, "invalid type: " + kind(v647) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "request")) return err(p, "missing field `request`");
        if (!Object.prototype.hasOwnProperty.call(x, "seq")) return err(p, "missing field `seq`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t568 === "permission_resolved") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k650 of Object.keys(x)) {
          const v651 = x[k650];
          const q652 = key(p, k650);
          if (k650 === "type") {
            if (!(typeof v651 === "string")) return err(q652, "invalid type: " + kind(v651) + ", expected string");
            if (v651 !== "permission_resolved") return err(q652, "invalid value: " + kind(v651) + ", expected the constant " + "\"permission_resolved\"");
          }
          else if (k650 === "requestId") {
            if (!(typeof v651 === "string")) return err(q652, "invalid type: " + kind(v651) + ", expected string");
          }
          else if (k650 === "behavior") {
            { const e653 = v_PermissionBehavior(v651, q652); if (e653) return e653; }
          }
          else if (k650 === "resolvedBy") {
            { const e654 = v_PermissionDecisionSource(v651, q652); if (e654) return e654; }
          }
          else if (k650 === "message") {
            if (!(typeof v651 === "string")) return err(q652, "invalid type: " + kind(v651) + ", expected string");
          }
          else if (k650 === "seq") {
            if (!(Number.isInteger(v651))) return err(q652, "invalid type: " + kind(v651) + ", expected integer");
          }
          else if (k650 === "ts") {
            if (!(Number.isInteger(v651))) return err(q652, "invalid type: " + kind(v651) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "requestId")) return err(p, "missing field `requestId`");
        if (!Object.prototype.hasOwnProperty.call(x, "behavior")) return err(p, "missing field `behavior`");
        if (!Object.prototype.hasOwnProperty.call(x, "resolvedBy")) return err(p, "missing field `resolvedBy`");
        if (!Object.prototype.hasOwnProperty.call(x, "seq")) return err(p, "missing field `seq`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t568 === "execution_dispatched") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k655 of Object.keys(x)) {
          const v656 = x[k655];
          const q657 = key(p, k655);
          if (k655 === "type") {
            if (!(typeof v656 === "string")) return err(q657, "invalid type: " + kind(v656) + ", expected string");
            if (v656 !== "execution_dispatched") return err(q657, "invalid value: " + kind(v656) + ", expected the constant " + "\"execution_dispatched\"");
          }
          else if (k655 === "executionId") {
            if (!(typeof v656 === "string")) return err(q657, "invalid type: " + kind(v656) + ", expected string");
          }
          else if (k655 === "toolName") {
            if (!(typeof v656 === "string")) return err(q657, "invalid type: " + kind(v656) + ", expected string");
          }
          else if (k655 === "backend") {
            { const e658 = v_ToolExecutionBackend(v656, q657); if (e658) return e658; }
          }
          else if (k655 === "deferred") {
            if (!(typeof v656 === "boolean")) return err(q657, "invalid type: " + kind(v656) + ", expected boolean");
          }
          else if (k655 === "expiresAt") {
            if (!(Number.isInteger(v656))) return err(q657, "invalid type: " + kind(v656) + ", expected integer");
          }
          else if (k655 === "seq") {
            if (!(Number.isInteger(v656))) return err(q657, "invalid type: " + kind(v656) + ", expected integer");
          }
          else if (k655 === "ts") {
            if (!(Number.isInteger(v656))) return err(q657, "invalid type: " + kind(v656) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "executionId")) return err(p, "missing field `executionId`");
        if (!Object.prototype.hasOwnProperty.call(x, "toolName")) return err(p, "missing field `toolName`");
        if (!Object.prototype.hasOwnProperty.call(x, "backend")) return err(p, "missing field `backend`");
        if (!Object.prototype.hasOwnProperty.call(x, "seq")) return err(p, "missing field `seq`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t568 === "execution_result") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k659 of Object.keys(x)) {
          const v660 = x[k659];
          const q661 = key(p, k659);
          if (k659 === "type") {
            if (!(typeof v660 === "string")) return err(q661, "invalid type: " + kind(v660) + ", expected string");
            if (v660 !== "execution_result") return err(q661, "invalid value: " + kind(v660) + ", expected the constant " + "\"execution_result\"");
          }
          else if (k659 === "executionId") {
            if (!(typeof v660 === "string")) return err(q661, "invalid type: " + kind(v660) + ", expected string");
          }
          else if (k659 === "output") {
            { const e662 = v_ToolExecutionOutput(v660, q661); if (e662) return e662; }
          }
          else if (k659 === "logs") {
            if (!(Array.isArray(v660))) return err(q661, "invalid type: " + kind(v660) + ", expected array");
            if (Array.isArray(v660)) {
              for (let i663 = 0; i663 < v660.length; i663++) {
                const v664 = v660[i663];
                const q665 = q661 + "[" + i663 + "]";
                if (!(typeof v664 === "string")) return err(q665, "invalid type: " + kind(v664) + ", expected string");
              }
            }
          }
          else if (k659 === "durationMs") {
            if (!(Number.isInteger(v660))) return err(q661, "invalid type: " + kind(v660) + ", expected integer");
          }
          else if (k659 === "seq") {
            if (!(Number.isInteger(v660))) return err(q661, "invalid type: " + kind(v660) + ", expected integer");
          }
          else if (k659 === "ts") {
            if (!(Number.isInteger(v660))) return err(q661, "invalid type: " + kind(v660) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "executionId")) return err(p, "missing field `executionId`");
        if (!Object.prototype.hasOwnProperty.call(x, "output")) return err(p, "missing field `output`");
        if (!Object.prototype.hasOwnProperty.call(x, "seq")) return err(p, "missing field `seq`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t568 === "execution_failed") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k666 of Object.keys(x)) {
          const v667 = x[k666];
          const q668 = key(p, k666);
          if (k666 === "type") {
            if (!(typeof v667 === "string")) return err(q668, "invalid type: " + kind(v667) + ", expected string");
            if (v667 !== "execution_failed") return err(q668, "invalid value: " + kind(v667) + ", expected the constant " + "\"execution_failed\"");
          }
          else if (k666 === "executionId") {
            if (!(typeof v667 === "string")) return err(q668, "invalid type: " + kind(v667) + ", expected string");
          }
          else if (k666 === "reason") {
            if (!(typeof v667 === "string")) return err(q668, "invalid type: " + kind(v667) + ", expected string");
          }
          else if (k666 === "error") {
            if (!(typeof v667 === "string")) return err(q668, "invalid type: " + kind(v667) + ", expected string");
          }
          else if (k666 === "logs") {
            if (!(Array.isArray(v667))) return err(q668, "invalid type: " + kind(v667) + ", expected array");
            if (Array.isArray(v667)) {
              for (let i669 = 0; i669 < v667.length; i669++) {
                const v670 = v667[i669];
                const q671 = q668 + "[" + i669 + "]";
                if (!(typeof v670 === "string")) return err(q671, "invalid type: " + kind(v670) + ", expected string");
              }
            }
          }
          else if (k666 === "durationMs") {
            if (!(Number.isInteger(v667))) return err(q668, "invalid type: " + kind(v667) + ", expected integer");
          }
          else if (k666 === "seq") {
            if (!(Number.isInteger(v667))) return err(q668, "invalid type: " + kind(v667) + ", expected integer");
          }
          else if (k666 === "ts") {
            if (!(Number.isInteger(v667))) return err(q668, "invalid type: " + kind(v667) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "executionId")) return err(p, "missing field `executionId`");
        if (!Object.prototype.hasOwnProperty.call(x, "reason")) return err(p, "missing field `reason`");
        if (!Object.prototype.hasOwnProperty.call(x, "error")) return err(p, "missing field `error`");
        if (!Object.prototype.hasOwnProperty.call(x, "seq")) return err(p, "missing field `seq`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t568 === "file_delivered") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k672 of Object.keys(x)) {
          const v673 = x[k672];
          const q674 = key(p, k672);
          if (k672 === "type") {
            if (!(typeof v673 === "string")) return err(q674, "invalid type: " + kind(v673) + ", expected string");
            if (v673 !== "file_delivered") return err(q674, "invalid value: " + kind(v673) + ", expected the constant " + "\"file_delivered\"");
          }
          else if (k672 === "path") {
            if (!(typeof v673 === "string")) return err(q674, "invalid type: " + kind(v673) + ", expected string");
          }
          else if (k672 === "bytes") {
            if (!(Number.isInteger(v673))) return err(q674, "invalid type: " + kind(v673) + ", expected integer");
          }
          else if (k672 === "description") {
            if (!(typeof v673 === "string")) return err(q674, "invalid type: " + kind(v673) + ", expected string");
          }
          else if (k672 === "seq") {
            if (!(Number.isInteger(v673))) return err(q674, "invalid type: " + kind(v673) + ", expected integer");
          }
          else if (k672 === "ts") {
            if (!(Number.isInteger(v673))) return err(q674, "invalid type: " + kind(v673) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "path")) return err(p, "missing field `path`");
        if (!Object.prototype.hasOwnProperty.call(x, "bytes")) return err(p, "missing field `bytes`");
        if (!Object.prototype.hasOwnProperty.call(x, "seq")) return err(p, "missing field `seq`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t568 === "sdk_event") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k675 of Object.keys(x)) {
          const v676 = x[k675];
          const q677 = key(p, k675);
          if (k675 === "type") {
            if (!(typeof v676 === "string")) return err(q677, "invalid type: " + kind(v676) + ", expected string");
            if (v676 !== "sdk_event") return err(q677, "invalid value: " + kind(v676) + ", expected the constant " + "\"sdk_event\"");
          }
          else if (k675 === "payload") {
            if (!(isObject(v676))) return err(q677, "invalid type: " + kind(v676) + ", expected object");
            if (isObject(v676)) {
              for (const k678 of Object.keys(v676)) {
                const v679 = v676[k678];
                const q680 = key(q677, k678);
                if (k678 === "type") {
                  if (!(typeof v679 === "string")) return err(q680, "invalid type: " + kind(v679) + ", expected string");
                }
              }
              if (!Object.prototype.hasOwnProperty.call(v676, "type")) return err(q677, "missing field `type`");
            }
          }
          else if (k675 === "seq") {
            if (!(Number.isInteger(v676))) return err(q677, "invalid type: " + kind(v676) + ", expected integer");
          }
          else if (k675 === "ts") {
            if (!(Number.isInteger(v676))) return err(q677, "invalid type: " + kind(v676) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "payload")) return err(p, "missing field `payload`");
        if (!Object.prototype.hasOwnProperty.call(x, "seq")) return err(p, "missing field `seq`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t568 === "session_error") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k681 of Object.keys(x)) {
          const v682 = x[k681];
          const q683 = key(p, k681);
          if (k681 === "type") {
            if (!(typeof v682 === "string")) return err(q683, "invalid type: " + kind(v682) + ", expected string");
            if (v682 !== "session_error") return err(q683, "invalid value: " + kind(v682) + ", expected the constant " + "\"session_error\"");
          }
          else if (k681 === "message") {
            if (!(typeof v682 === "string")) return err(q683, "invalid type: " + kind(v682) + ", expected string");
          }
          else if (k681 === "seq") {
            if (!(Number.isInteger(v682))) return err(q683, "invalid type: " + kind(v682) + ", expected integer");
          }
          else if (k681 === "ts") {
            if (!(Number.isInteger(v682))) return err(q683, "invalid type: " + kind(v682) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "message")) return err(p, "missing field `message`");
        if (!Object.prototype.hasOwnProperty.call(x, "seq")) return err(p, "missing field `seq`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t568 === "session_closed") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k684 of Object.keys(x)) {
          const v685 = x[k684];
          const q686 = key(p, k684);
          if (k684 === "type") {
            if (!(typeof v685 === "string")) return err(q686, "invalid type: " + kind(v685) + ", expected string");
            if (v685 !== "session_closed") return err(q686, "invalid value: " + kind(v685) + ", expected the constant " + "\"session_closed\"");
          }
          else if (k684 === "reason") {
            { const e687 = v_CloseReason(v685, q686); if (e687) return e687; }
          }
          else if (k684 === "seq") {
            if (!(Number.isInteger(v685))) return err(q686, "invalid type: " + kind(v685) + ", expected integer");
          }
          else if (k684 === "ts") {
            if (!(Number.isInteger(v685))) return err(q686, "invalid type: " + kind(v685) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "reason")) return err(p, "missing field `reason`");
        if (!Object.prototype.hasOwnProperty.call(x, "seq")) return err(p, "missing field `seq`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    return err(typeof t568 === "string" ? p : key(p, "type"), "unknown variant " + kind(t568) + ", expected one of `system_init`, `status_changed`, `capabilities`, `model_changed`, `permission_mode_changed`, `context_usage`, `rate_limit`, `plan_info`, `assistant_message`, `user_message`, `stream_delta`, `turn_result`, `permission_requested`, `permission_resolved`, `execution_dispatched`, `execution_result`, `execution_failed`, `file_delivered`, `sdk_event`, `session_error`, `session_closed`");
  })();
  if (e567) return e567;
  return undefined;
}

function v_SessionEventBody(x, p) {
  const e688 = (() => {
    if (!isObject(x)) return err(p, "invalid type: " + kind(x) + ", expected an object with a `type`");
    if (!Object.prototype.hasOwnProperty.call(x, "type")) {
      return err(p, "missing field `type`");
    }
    const t689 = x["type"];
    if (t689 === "system_init") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k690 of Object.keys(x)) {
          const v691 = x[k690];
          const q692 = key(p, k690);
          if (k690 === "type") {
            if (!(typeof v691 === "string")) return err(q692, "invalid type: " + kind(v691) + ", expected string");
            if (v691 !== "system_init") return err(q692, "invalid value: " + kind(v691) + ", expected the constant " + "\"system_init\"");
          }
          else if (k690 === "sdkSessionId") {
            if (!(typeof v691 === "string")) return err(q692, "invalid type: " + kind(v691) + ", expected string");
          }
          else if (k690 === "model") {
            if (!(typeof v691 === "string")) return err(q692, "invalid type: " + kind(v691) + ", expected string");
          }
          else if (k690 === "cwd") {
            if (!(typeof v691 === "string")) return err(q692, "invalid type: " + kind(v691) + ", expected string");
          }
          else if (k690 === "apiKeySource") {
            if (!(typeof v691 === "string")) return err(q692, "invalid type: " + kind(v691) + ", expected string");
          }
          else if (k690 === "tools") {
            if (!(Array.isArray(v691))) return err(q692, "invalid type: " + kind(v691) + ", expected array");
            if (Array.isArray(v691)) {
              for (let i693 = 0; i693 < v691.length; i693++) {
                const v694 = v691[i693];
                const q695 = q692 + "[" + i693 + "]";
                if (!(typeof v694 === "string")) return err(q695, "invalid type: " + kind(v694) + ", expected string");
              }
            }
          }
          else if (k690 === "skills") {
            if (!(Array.isArray(v691))) return err(q692, "invalid type: " + kind(v691) + ", expected array");
            if (Array.isArray(v691)) {
              for (let i696 = 0; i696 < v691.length; i696++) {
                const v697 = v691[i696];
                const q698 = q692 + "[" + i696 + "]";
                if (!(typeof v697 === "string")) return err(q698, "invalid type: " + kind(v697) + ", expected string");
              }
            }
          }
          else if (k690 === "slashCommands") {
            if (!(Array.isArray(v691))) return err(q692, "invalid type: " + kind(v691) + ", expected array");
            if (Array.isArray(v691)) {
              for (let i699 = 0; i699 < v691.length; i699++) {
                const v700 = v691[i699];
                const q701 = q692 + "[" + i699 + "]";
                if (!(typeof v700 === "string")) return err(q701, "invalid type: " + kind(v700) + ", expected string");
              }
            }
          }
          else if (k690 === "permissionMode") {
            { const e702 = v_PermissionMode(v691, q692); if (e702) return e702; }
          }
          else if (k690 === "claudeCodeVersion") {
            if (!(typeof v691 === "string")) return err(q692, "invalid type: " + kind(v691) + ", expected string");
          }
          else if (k690 === "mcpServers") {
            if (!(Array.isArray(v691))) return err(q692, "invalid type: " + kind(v691) + ", expected array");
            if (Array.isArray(v691)) {
              for (let i703 = 0; i703 < v691.length; i703++) {
                const v704 = v691[i703];
                const q705 = q692 + "[" + i703 + "]";
                if (!(isObject(v704))) return err(q705, "invalid type: " + kind(v704) + ", expected object");
                if (isObject(v704)) {
                  for (const k706 of Object.keys(v704)) {
                    const v707 = v704[k706];
                    const q708 = key(q705, k706);
                    if (k706 === "name") {
                      if (!(typeof v707 === "string")) return err(q708, "invalid type: " + kind(v707) + ", expected string");
                    }
                    else if (k706 === "status") {
                      if (!(typeof v707 === "string")) return err(q708, "invalid type: " + kind(v707) + ", expected string");
                    }
                  }
                  if (!Object.prototype.hasOwnProperty.call(v704, "name")) return err(q705, "missing field `name`");
                  if (!Object.prototype.hasOwnProperty.call(v704, "status")) return err(q705, "missing field `status`");
                }
              }
            }
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "sdkSessionId")) return err(p, "missing field `sdkSessionId`");
        if (!Object.prototype.hasOwnProperty.call(x, "model")) return err(p, "missing field `model`");
        if (!Object.prototype.hasOwnProperty.call(x, "cwd")) return err(p, "missing field `cwd`");
        if (!Object.prototype.hasOwnProperty.call(x, "apiKeySource")) return err(p, "missing field `apiKeySource`");
        if (!Object.prototype.hasOwnProperty.call(x, "tools")) return err(p, "missing field `tools`");
        if (!Object.prototype.hasOwnProperty.call(x, "skills")) return err(p, "missing field `skills`");
        if (!Object.prototype.hasOwnProperty.call(x, "slashCommands")) return err(p, "missing field `slashCommands`");
        if (!Object.prototype.hasOwnProperty.call(x, "permissionMode")) return err(p, "missing field `permissionMode`");
        if (!Object.prototype.hasOwnProperty.call(x, "claudeCodeVersion")) return err(p, "missing field `claudeCodeVersion`");
        if (!Object.prototype.hasOwnProperty.call(x, "mcpServers")) return err(p, "missing field `mcpServers`");
      }
      return undefined;
    }
    if (t689 === "status_changed") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k709 of Object.keys(x)) {
          const v710 = x[k709];
          const q711 = key(p, k709);
          if (k709 === "type") {
            if (!(typeof v710 === "string")) return err(q711, "invalid type: " + kind(v710) + ", expected string");
            if (v710 !== "status_changed") return err(q711, "invalid value: " + kind(v710) + ", expected the constant " + "\"status_changed\"");
          }
          else if (k709 === "status") {
            { const e712 = v_SessionStatus(v710, q711); if (e712) return e712; }
          }
          else if (k709 === "detail") {
            if (!(typeof v710 === "string")) return err(q711, "invalid type: " + kind(v710) + ", expected string");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "status")) return err(p, "missing field `status`");
      }
      return undefined;
    }
    if (t689 === "capabilities") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k713 of Object.keys(x)) {
          const v714 = x[k713];
          const q715 = key(p, k713);
          if (k713 === "type") {
            if (!(typeof v714 === "string")) return err(q715, "invalid type: " + kind(v714) + ", expected string");
            if (v714 !== "capabilities") return err(q715, "invalid value: " + kind(v714) + ", expected the constant " + "\"capabilities\"");
          }
          else if (k713 === "models") {
            if (!(Array.isArray(v714))) return err(q715, "invalid type: " + kind(v714) + ", expected array");
            if (Array.isArray(v714)) {
              for (let i716 = 0; i716 < v714.length; i716++) {
                const v717 = v714[i716];
                const q718 = q715 + "[" + i716 + "]";
                { const e719 = v_ModelOption(v717, q718); if (e719) return e719; }
              }
            }
          }
          else if (k713 === "commands") {
            if (!(Array.isArray(v714))) return err(q715, "invalid type: " + kind(v714) + ", expected array");
            if (Array.isArray(v714)) {
              for (let i720 = 0; i720 < v714.length; i720++) {
                const v721 = v714[i720];
                const q722 = q715 + "[" + i720 + "]";
                { const e723 = v_SlashCommandInfo(v721, q722); if (e723) return e723; }
              }
            }
          }
          else if (k713 === "defaultModel") {
            if (!(typeof v714 === "string")) return err(q715, "invalid type: " + kind(v714) + ", expected string");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "models")) return err(p, "missing field `models`");
        if (!Object.prototype.hasOwnProperty.call(x, "commands")) return err(p, "missing field `commands`");
      }
      return undefined;
    }
    if (t689 === "model_changed") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k724 of Object.keys(x)) {
          const v725 = x[k724];
          const q726 = key(p, k724);
          if (k724 === "type") {
            if (!(typeof v725 === "string")) return err(q726, "invalid type: " + kind(v725) + ", expected string");
            if (v725 !== "model_changed") return err(q726, "invalid value: " + kind(v725) + ", expected the constant " + "\"model_changed\"");
          }
          else if (k724 === "model") {
            if (!(typeof v725 === "string")) return err(q726, "invalid type: " + kind(v725) + ", expected string");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
      }
      return undefined;
    }
    if (t689 === "permission_mode_changed") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k727 of Object.keys(x)) {
          const v728 = x[k727];
          const q729 = key(p, k727);
          if (k727 === "type") {
            if (!(typeof v728 === "string")) return err(q729, "invalid type: " + kind(v728) + ", expected string");
            if (v728 !== "permission_mode_changed") return err(q729, "invalid value: " + kind(v728) + ", expected the constant " + "\"permission_mode_changed\"");
          }
          else if (k727 === "mode") {
            { const e730 = v_PermissionMode(v728, q729); if (e730) return e730; }
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "mode")) return err(p, "missing field `mode`");
      }
      return undefined;
    }
    if (t689 === "context_usage") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k731 of Object.keys(x)) {
          const v732 = x[k731];
          const q733 = key(p, k731);
          if (k731 === "type") {
            if (!(typeof v732 === "string")) return err(q733, "invalid type: " + kind(v732) + ", expected string");
            if (v732 !== "context_usage") return err(q733, "invalid value: " + kind(v732) + ", expected the constant " + "\"context_usage\"");
          }
          else if (k731 === "usage") {
            { const e734 = v_ContextUsage(v732, q733); if (e734) return e734; }
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "usage")) return err(p, "missing field `usage`");
      }
      return undefined;
    }
    if (t689 === "rate_limit") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k735 of Object.keys(x)) {
          const v736 = x[k735];
          const q737 = key(p, k735);
          if (k735 === "type") {
            if (!(typeof v736 === "string")) return err(q737, "invalid type: " + kind(v736) + ", expected string");
            if (v736 !== "rate_limit") return err(q737, "invalid value: " + kind(v736) + ", expected the constant " + "\"rate_limit\"");
          }
          else if (k735 === "info") {
            { const e738 = v_RateLimitInfo(v736, q737); if (e738) return e738; }
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "info")) return err(p, "missing field `info`");
      }
      return undefined;
    }
    if (t689 === "plan_info") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k739 of Object.keys(x)) {
          const v740 = x[k739];
          const q741 = key(p, k739);
          if (k739 === "type") {
            if (!(typeof v740 === "string")) return err(q741, "invalid type: " + kind(v740) + ", expected string");
            if (v740 !== "plan_info") return err(q741, "invalid value: " + kind(v740) + ", expected the constant " + "\"plan_info\"");
          }
          else if (k739 === "subscriptionType") {
            if (!(typeof v740 === "string")) return err(q741, "invalid type: " + kind(v740) + ", expected string");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "subscriptionType")) return err(p, "missing field `subscriptionType`");
      }
      return undefined;
    }
    if (t689 === "assistant_message") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k742 of Object.keys(x)) {
          const v743 = x[k742];
          const q744 = key(p, k742);
          if (k742 === "type") {
            if (!(typeof v743 === "string")) return err(q744, "invalid type: " + kind(v743) + ", expected string");
            if (v743 !== "assistant_message") return err(q744, "invalid value: " + kind(v743) + ", expected the constant " + "\"assistant_message\"");
          }
          else if (k742 === "message") {
            { const e745 = v_ApiMessage(v743, q744); if (e745) return e745; }
          }
          else if (k742 === "parentToolUseId") {
            if (!(typeof v743 === "string" || v743 === null)) return err(q744, "invalid type: " + kind(v743) + ", expected string or null");
          }
          else if (k742 === "replay") {
            if (!(typeof v743 === "boolean")) return err(q744, "invalid type: " + kind(v743) + ", expected boolean");
          }
          else if (k742 === "uuid") {
            if (!(typeof v743 === "string")) return err(q744, "invalid type: " + kind(v743) + ", expected string");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "message")) return err(p, "missing field `message`");
        if (!Object.prototype.hasOwnProperty.call(x, "parentToolUseId")) return err(p, "missing field `parentToolUseId`");
        if (!Object.prototype.hasOwnProperty.call(x, "uuid")) return err(p, "missing field `uuid`");
      }
      return undefined;
    }
    if (t689 === "user_message") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k746 of Object.keys(x)) {
          const v747 = x[k746];
          const q748 = key(p, k746);
          if (k746 === "type") {
            if (!(typeof v747 === "string")) return err(q748, "invalid type: " + kind(v747) + ", expected string");
            if (v747 !== "user_message") return err(q748, "invalid value: " + kind(v747) + ", expected the constant " + "\"user_message\"");
          }
          else if (k746 === "message") {
            { const e749 = v_ApiMessage(v747, q748); if (e749) return e749; }
          }
          else if (k746 === "parentToolUseId") {
            if (!(typeof v747 === "string" || v747 === null)) return err(q748, "invalid type: " + kind(v747) + ", expected string or null");
          }
          else if (k746 === "replay") {
            if (!(typeof v747 === "boolean")) return err(q748, "invalid type: " + kind(v747) + ", expected boolean");
          }
          else if (k746 === "synthetic") {
            if (!(typeof v747 === "boolean")) return err(q748, "invalid type: " + kind(v747) + ", expected boolean");
          }
          else if (k746 === "attachments") {
            if (!(Array.isArray(v747))) return err(q748, "invalid type: " + kind(v747) + ", expected array");
            if (Array.isArray(v747)) {
              for (let i750 = 0; i750 < v747.length; i750++) {
                const v751 = v747[i750];
                const q752 = q748 + "[" + i750 + "]";
                { const e753 = v_MessageAttachment(v751, q752); if (e753) return e753; }
              }
            }
          }
          else if (k746 === "uuid") {
            if (!(typeof v747 === "string")) return err(q748, "invalid type: " + kind(v747) + ", expected string");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "message")) return err(p, "missing field `message`");
        if (!Object.prototype.hasOwnProperty.call(x, "parentToolUseId")) return err(p, "missing field `parentToolUseId`");
      }
      return undefined;
    }
    if (t689 === "stream_delta") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k754 of Object.keys(x)) {
          const v755 = x[k754];
          const q756 = key(p, k754);
          if (k754 === "type") {
            if (!(typeof v755 === "string")) return err(q756, "invalid type: " + kind(v755) + ", expected string");
            if (v755 !== "stream_delta") return err(q756, "invalid value: " + kind(v755) + ", expected the constant " + "\"stream_delta\"");
          }
          else if (k754 === "event") {
            if (!(isObject(v755))) return err(q756, "invalid type: " + kind(v755) + ", expected object");
            if (isObject(v755)) {
              for (const k757 of Object.keys(v755)) {
                const v758 = v755[k757];
                const q759 = key(q756, k757);
                if (k757 === "type") {
                  if (!(typeof v758 === "string")) return err(q759, "invalid type: " + kind(v758) + ", expected string");
                }
              }
              if (!Object.prototype.hasOwnProperty.call(v755, "type")) return err(q756, "missing field `type`");
            }
          }
          else if (k754 === "parentToolUseId") {
            if (!(typeof v755 === "string" || v755 === null)) return err(q756, "invalid type: " + kind(v755) + ", expected string or null");
          }
          else if (k754 === "uuid") {
            if (!(typeof v755 === "string")) return err(q756, "invalid type: " + kind(v755) + ", expected string");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "event")) return err(p, "missing field `event`");
        if (!Object.prototype.hasOwnProperty.call(x, "parentToolUseId")) return err(p, "missing field `parentToolUseId`");
        if (!Object.prototype.hasOwnProperty.call(x, "uuid")) return err(p, "missing field `uuid`");
      }
      return undefined;
    }
    if (t689 === "turn_result") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k760 of Object.keys(x)) {
          const v761 = x[k760];
          const q762 = key(p, k760);
          if (k760 === "type") {
            if (!(typeof v761 === "string")) return err(q762, "invalid type: " + kind(v761) + ", expected string");
            if (v761 !== "turn_result") return err(q762, "invalid value: " + kind(v761) + ", expected the constant " + "\"turn_result\"");
          }
          else if (k760 === "subtype") {
            { const e763 = v_TurnResultSubtype(v761, q762); if (e763) return e763; }
          }
          else if (k760 === "isError") {
            if (!(typeof v761 === "boolean")) return err(q762, "invalid type: " + kind(v761) + ", expected boolean");
          }
          else if (k760 === "durationMs") {
            if (!(Number.isInteger(v761))) return err(q762, "invalid type: " + kind(v761) + ", expected integer");
          }
          else if (k760 === "numTurns") {
            if (!(Number.isInteger(v761))) return err(q762, "invalid type: " + kind(v761) + ", expected integer");
          }
          else if (k760 === "totalCostUsd") {
            if (!(typeof v761 === "number")) return err(q762, "invalid type: " + kind(v761) + ", expected number");
          }
          else if (k760 === "result") {
            if (!(typeof v761 === "string")) return err(q762, "invalid type: " + kind(v761) + ", expected string");
          }
          else if (k760 === "errors") {
            if (!(Array.isArray(v761))) return err(q762, "invalid type: " + kind(v761) + ", expected array");
            if (Array.isArray(v761)) {
              for (let i764 = 0; i764 < v761.length; i764++) {
                const v765 = v761[i764];
                const q766 = q762 + "[" + i764 + "]";
                if (!(typeof v765 === "string")) return err(q766, "invalid type: " + kind(v765) + ", expected string");
              }
            }
          }
          else if (k760 === "usage") {
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "subtype")) return err(p, "missing field `subtype`");
        if (!Object.prototype.hasOwnProperty.call(x, "isError")) return err(p, "missing field `isError`");
        if (!Object.prototype.hasOwnProperty.call(x, "durationMs")) return err(p, "missing field `durationMs`");
        if (!Object.prototype.hasOwnProperty.call(x, "numTurns")) return err(p, "missing field `numTurns`");
        if (!Object.prototype.hasOwnProperty.call(x, "totalCostUsd")) return err(p, "missing field `totalCostUsd`");
      }
      return undefined;
    }
    if (t689 === "permission_requested") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k767 of Object.keys(x)) {
          const v768 = x[k767];
          const q769 = key(p, k767);
          if (k767 === "type") {
            if (!(typeof v768 === "string")) return err(q769, "invalid type: " + kind(v768) + ", expected string");
            if (v768 !== "permission_requested") return err(q769, "invalid value: " + kind(v768) + ", expected the constant " + "\"permission_requested\"");
          }
          else if (k767 === "request") {
            { const e770 = v_PermissionRequest(v768, q769); if (e770) return e770; }
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "request")) return err(p, "missing field `request`");
      }
      return undefined;
    }
    if (t689 === "permission_resolved") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k771 of Object.keys(x)) {
          const v772 = x[k771];
          const q773 = key(p, k771);
          if (k771 === "type") {
            if (!(typeof v772 === "string")) return err(q773, "invalid type: " + kind(v772) + ", expected string");
            if (v772 !== "permission_resolved") return err(q773, "invalid value: " + kind(v772) + ", expected the constant " + "\"permission_resolved\"");
          }
          else if (k771 === "requestId") {
            if (!(typeof v772 === "string")) return err(q773, "invalid type: " + kind(v772) + ", expected string");
          }
          else if (k771 === "behavior") {
            { const e774 = v_PermissionBehavior(v772, q773); if (e774) return e774; }
          }
          else if (k771 === "resolvedBy") {
            { const e775 = v_PermissionDecisionSource(v772, q773); if (e775) return e775; }
          }
          else if (k771 === "message") {
            if (!(typeof v772 === "string")) return err(q773, "invalid type: " + kind(v772) + ", expected string");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "requestId")) return err(p, "missing field `requestId`");
        if (!Object.prototype.hasOwnProperty.call(x, "behavior")) return err(p, "missing field `behavior`");
        if (!Object.prototype.hasOwnProperty.call(x, "resolvedBy")) return err(p, "missing field `resolvedBy`");
      }
      return undefined;
    }
    if (t689 === "execution_dispatched") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k776 of Object.keys(x)) {
          const v777 = x[k776];
          const q778 = key(p, k776);
          if (k776 === "type") {
            if (!(typeof v777 === "string")) return err(q778, "invalid type: " + kind(v777) + ", expected string");
            if (v777 !== "execution_dispatched") return err(q778, "invalid value: " + kind(v777) + ", expected the constant " + "\"execution_dispatched\"");
          }
          else if (k776 === "executionId") {
            if (!(typeof v777 === "string")) return err(q778, "invalid type: " + kind(v777) + ", expected string");
          }
          else if (k776 === "toolName") {
            if (!(typeof v777 === "string")) return err(q778, "invalid type: " + kind(v777) + ", expected string");
          }
          else if (k776 === "backend") {
            { const e779 = v_ToolExecutionBackend(v777, q778); if (e779) return e779; }
          }
          else if (k776 === "deferred") {
            if (!(typeof v777 === "boolean")) return err(q778, "invalid type: " + kind(v777) + ", expected boolean");
          }
          else if (k776 === "expiresAt") {
            if (!(Number.isInteger(v777))) return err(q778, "invalid type: " + kind(v777) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "executionId")) return err(p, "missing field `executionId`");
        if (!Object.prototype.hasOwnProperty.call(x, "toolName")) return err(p, "missing field `toolName`");
        if (!Object.prototype.hasOwnProperty.call(x, "backend")) return err(p, "missing field `backend`");
      }
      return undefined;
    }
    if (t689 === "execution_result") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k780 of Object.keys(x)) {
          const v781 = x[k780];
          const q782 = key(p, k780);
          if (k780 === "type") {
            if (!(typeof v781 === "string")) return err(q782, "invalid type: " + kind(v781) + ", expected string");
            if (v781 !== "execution_result") return err(q782, "invalid value: " + kind(v781) + ", expected the constant " + "\"execution_result\"");
          }
          else if (k780 === "executionId") {
            if (!(typeof v781 === "string")) return err(q782, "invalid type: " + kind(v781) + ", expected string");
          }
          else if (k780 === "output") {
            { const e783 = v_ToolExecutionOutput(v781, q782); if (e783) return e783; }
          }
          else if (k780 === "logs") {
            if (!(Array.isArray(v781))) return err(q782, "invalid type: " + kind(v781) + ", expected array");
            if (Array.isArray(v781)) {
              for (let i784 = 0; i784 < v781.length; i784++) {
                const v785 = v781[i784];
                const q786 = q782 + "[" + i784 + "]";
                if (!(typeof v785 === "string")) return err(q786, "invalid type: " + kind(v785) + ", expected string");
              }
            }
          }
          else if (k780 === "durationMs") {
            if (!(Number.isInteger(v781))) return err(q782, "invalid type: " + kind(v781) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "executionId")) return err(p, "missing field `executionId`");
        if (!Object.prototype.hasOwnProperty.call(x, "output")) return err(p, "missing field `output`");
      }
      return undefined;
    }
    if (t689 === "execution_failed") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k787 of Object.keys(x)) {
          const v788 = x[k787];
          const q789 = key(p, k787);
          if (k787 === "type") {
            if (!(typeof v788 === "string")) return err(q789, "invalid type: " + kind(v788) + ", expected string");
            if (v788 !== "execution_failed") return err(q789, "invalid value: " + kind(v788) + ", expected the constant " + "\"execution_failed\"");
          }
          else if (k787 === "executionId") {
            if (!(typeof v788 === "string")) return err(q789, "invalid type: " + kind(v788) + ", expected string");
          }
          else if (k787 === "reason") {
            if (!(typeof v788 === "string")) return err(q789, "invalid type: " + kind(v788) + ", expected string");
          }
          else if (k787 === "error") {
            if (!(typeof v788 === "string")) return err(q789, "invalid type: " + kind(v788) + ", expected string");
          }
          else if (k787 === "logs") {
            if (!(Array.isArray(v788))) return err(q789, "invalid type: " + kind(v788) + ", expected array");
            if (Array.isArray(v788)) {
              for (let i790 = 0; i790 < v788.length; i790++) {
                const v791 = v788[i790];
                const q792 = q789 + "[" + i790 + "]";
                if (!(typeof v791 === "string")) return err(q792, "invalid type: " + kind(v791) + ", expected string");
              }
            }
          }
          else if (k787 === "durationMs") {
            if (!(Number.isInteger(v788))) return err(q789, "invalid type: " + kind(v788) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "executionId")) return err(p, "missing field `executionId`");
        if (!Object.prototype.hasOwnProperty.call(x, "reason")) return err(p, "missing field `reason`");
        if (!Object.prototype.hasOwnProperty.call(x, "error")) return err(p, "missing field `error`");
      }
      return undefined;
    }
    if (t689 === "file_delivered") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k793 of Object.keys(x)) {
          const v794 = x[k793];
          const q795 = key(p, k793);
          if (k793 === "type") {
            if (!(typeof v794 === "string")) return err(q795, "invalid type: " + kind(v794) + ", expected string");
            if (v794 !== "file_delivered") return err(q795, "invalid value: " + kind(v794) + ", expected the constant " + "\"file_delivered\"");
          }
          else if (k793 === "path") {
            if (!(typeof v794 === "string")) return err(q795, "invalid type: " + kind(v794) + ", expected string");
          }
          else if (k793 === "bytes") {
            if (!(Number.isInteger(v794))) return err(q795, "invalid type: " + kind(v794) + ", expected integer");
          }
          else if (k793 === "description") {
            if (!(typeof v794 === "string")) return err(q795, "invalid type: " + kind(v794) + ", expected string");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "path")) return err(p, "missing field `path`");
        if (!Object.prototype.hasOwnProperty.call(x, "bytes")) return err(p, "missing field `bytes`");
      }
      return undefined;
    }
    if (t689 === "sdk_event") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k796 of Object.keys(x)) {
          const v797 = x[k796];
          const q798 = key(p, k796);
          if (k796 === "type") {
            if (!(typeof v797 === "string")) return err(q798, "invalid type: " + kind(v797) + ", expected string");
            if (v797 !== "sdk_event") return err(q798, "invalid value: " + kind(v797) + ", expected the constant " + "\"sdk_event\"");
          }
          else if (k796 === "payload") {
            if (!(isObject(v797))) return err(q798, "invalid type: " + kind(v797) + ", expected object");
            if (isObject(v797)) {
              for (const k799 of Object.keys(v797)) {
                const v800 = v797[k799];
                const q801 = key(q798, k799);
                if (k799 === "type") {
                  if (!(typeof v800 === "string")) return err(q801, "invalid type: " + kind(v800) + ", expected string");
                }
              }
              if (!Object.prototype.hasOwnProperty.call(v797, "type")) return err(q798, "missing field `type`");
            }
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "payload")) return err(p, "missing field `payload`");
      }
      return undefined;
    }
    if (t689 === "session_error") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k802 of Object.keys(x)) {
          const v803 = x[k802];
          const q804 = key(p, k802);
          if (k802 === "type") {
            if (!(typeof v803 === "string")) return err(q804, "invalid type: " + kind(v803) + ", expected string");
            if (v803 !== "session_error") return err(q804, "invalid value: " + kind(v803) + ", expected the constant " + "\"session_error\"");
          }
          else if (k802 === "message") {
            if (!(typeof v803 === "string")) return err(q804, "invalid type: " + kind(v803) + ", expected string");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "message")) return err(p, "missing field `message`");
      }
      return undefined;
    }
    if (t689 === "session_closed") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k805 of Object.keys(x)) {
          const v806 = x[k805];
          const q807 = key(p, k805);
          if (k805 === "type") {
            if (!(typeof v806 === "string")) return err(q807, "invalid type: " + kind(v806) + ", expected string");
            if (v806 !== "session_closed") return err(q807, "invalid value: " + kind(v806) + ", expected the constant " + "\"session_closed\"");
          }
          else if (k805 === "reason") {
            { const e808 = v_CloseReason(v806, q807); if (e808) return e808; }
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "reason")) return err(p, "missing field `reason`");
      }
      return undefined;
    }
    return err(typeof t689 === "string" ? p : key(p, "type"), "unknown variant " + kind(t689) + ", expected one of `system_init`, `status_changed`, `capabilities`, `model_changed`, `permission_mode_changed`, `context_usage`, `rate_limit`, `plan_info`, `assistant_message`, `user_message`, `stream_delta`, `turn_result`, `permission_requested`, `permission_resolved`, `execution_dispatched`, `execution_result`, `execution_failed`, `file_delivered`, `sdk_event`, `session_error`, `session_closed`");
  })();
  if (e688) return e688;
  return undefined;
}

function v_SessionFileInfo(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k809 of Object.keys(x)) {
      const v810 = x[k809];
      const q811 = key(p, k809);
      if (k809 === "path") {
        if (!(typeof v810 === "string")) return err(q811, "invalid type: " + kind(v810) + ", expected string");
      }
      else if (k809 === "bytes") {
        if (!(Number.isInteger(v810))) return err(q811, "invalid type: " + kind(v810) + ", expected integer");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "path")) return err(p, "missing field `path`");
    if (!Object.prototype.hasOwnProperty.call(x, "bytes")) return err(p, "missing field `bytes`");
  }
  return undefined;
}

function v_SessionInfo(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k812 of Object.keys(x)) {
      const v813 = x[k812];
      const q814 = key(p, k812);
      if (k812 === "id") {
        if (!(typeof v813 === "string")) return err(q814, "invalid type: " + kind(v813) + ", expected string");
      }
      else if (k812 === "sdkSessionId") {
        if (!(typeof v813 === "string")) return err(q814, "invalid type: " + kind(v813) + ", expected string");
      }
      else if (k812 === "status") {
        { const e815 = v_SessionStatus(v813, q814); if (e815) return e815; }
      }
      else if (k812 === "cwd") {
        if (!(typeof v813 === "string")) return err(q814, "invalid type: " + kind(v813) + ", expected string");
      }
      else if (k812 === "profile") {
        if (!(typeof v813 === "string")) return err(q814, "invalid type: " + kind(v813) + ", expected string");
      }
      else if (k812 === "engine") {
        { const e816 = v_ProfileEngine(v813, q814); if (e816) return e816; }
      }
      else if (k812 === "capabilities") {
        { const e817 = v_EngineCapabilities(v813, q814); if (e817) return e817; }
      }
      else if (k812 === "model") {
        if (!(typeof v813 === "string")) return err(q814, "invalid type: " + kind(v813) + ", expected string");
      }
      else if (k812 === "permissionMode") {
        { const e818 = v_PermissionMode(v813, q814); if (e818) return e818; }
      }
      else if (k812 === "canBypassPermissions") {
        if (!(typeof v813 === "boolean")) return err(q814, "invalid type: " + kind(v813) + ", expected boolean");
      }
      else if (k812 === "apiKeySource") {
        if (!(typeof v813 === "string")) return err(q814, "invalid type: " + kind(v813) + ", expected string");
      }
      else if (k812 === "createdAt") {
        if (!(Number.isInteger(v813))) return err(q814, "invalid type: " + kind(v813) + ", expected integer");
      }
      else if (k812 === "lastSeq") {
        if (!(Number.isInteger(v813))) return err(q814, "invalid type: " + kind(v813) + ", expected integer");
      }
      else if (k812 === "pendingPermissionCount") {
        if (!(Number.isInteger(v813))) return err(q814, "invalid type: " + kind(v813) + ", expected integer");
      }
      else if (k812 === "meta") {
        if (!(isObject(v813))) return err(q814, "invalid type: " + kind(v813) + ", expected object");
      }
      else if (k812 === "title") {
        if (!(typeof v813 === "string")) return err(q814, "invalid type: " + kind(v813) + ", expected string");
      }
      else if (k812 === "totalCostUsd") {
        if (!(typeof v813 === "number")) return err(q814, "invalid type: " + kind(v813) + ", expected number");
      }
      else if (k812 === "numTurns") {
        if (!(Number.isInteger(v813))) return err(q814, "invalid type: " + kind(v813) + ", expected integer");
      }
      else if (k812 === "lastActivityAt") {
        if (!(Number.isInteger(v813))) return err(q814, "invalid type: " + kind(v813) + ", expected integer");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "id")) return err(p, "missing field `id`");
    if (!Object.prototype.hasOwnProperty.call(x, "status")) return err(p, "missing field `status`");
    if (!Object.prototype.hasOwnProperty.call(x, "cwd")) return err(p, "missing field `cwd`");
    if (!Object.prototype.hasOwnProperty.call(x, "createdAt")) return err(p, "missing field `createdAt`");
    if (!Object.prototype.hasOwnProperty.call(x, "lastSeq")) return err(p, "missing field `lastSeq`");
    if (!Object.prototype.hasOwnProperty.call(x, "pendingPermissionCount")) return err(p, "missing field `pendingPermissionCount`");
  }
  return undefined;
}

function v_SessionNotification(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k819 of Object.keys(x)) {
      const v820 = x[k819];
      const q821 = key(p, k819);
      if (k819 === "type") {
        { const e822 = v_SessionNotificationType(v820, q821); if (e822) return e822; }
      }
      else if (k819 === "sessionId") {
        if (!(typeof v820 === "string")) return err(q821, "invalid type: " + kind(v820) + ", expected string");
      }
      else if (k819 === "session") {
        { const e823 = v_SessionInfo(v820, q821); if (e823) return e823; }
      }
      else if (k819 === "seq") {
        if (!(Number.isInteger(v820))) return err(q821, "invalid type: " + kind(v820) + ", expected integer");
      }
      else if (k819 === "ts") {
        if (!(Number.isInteger(v820))) return err(q821, "invalid type: " + kind(v820) + ", expected integer");
      }
      else if (k819 === "preview") {
        if (!(typeof v820 === "string")) return err(q821, "invalid type: " + kind(v820) + ", expected string");
      }
      else if (k819 === "request") {
        { const e824 = v_PermissionRequest(v820, q821); if (e824) return e824; }
      }
      else if (k819 === "result") {
        { const e825 = v_NotificationTurnResult(v820, q821); if (e825) return e825; }
      }
      else if (k819 === "reason") {
        { const e826 = v_CloseReason(v820, q821); if (e826) return e826; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
    if (!Object.prototype.hasOwnProperty.call(x, "sessionId")) return err(p, "missing field `sessionId`");
    if (!Object.prototype.hasOwnProperty.call(x, "session")) return err(p, "missing field `session`");
    if (!Object.prototype.hasOwnProperty.call(x, "seq")) return err(p, "missing field `seq`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_SessionNotificationType(x, p) {
  const e827 = (() => {
    {
      const u828 = [];
      const b829 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "permission_requested") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"permission_requested\"");
        return undefined;
      })();
      if (b829 === undefined) return undefined;
      u828.push(b829);
      const b830 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "turn_completed") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"turn_completed\"");
        return undefined;
      })();
      if (b830 === undefined) return undefined;
      u828.push(b830);
      const b831 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "session_error") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"session_error\"");
        return undefined;
      })();
      if (b831 === undefined) return undefined;
      u828.push(b831);
      const b832 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "session_closed") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"session_closed\"");
        return undefined;
      })();
      if (b832 === undefined) return undefined;
      u828.push(b832);
      const u828d = u828.reduce((a, b) => (b.path.length > a.path.length ? b : a));
      return u828d;
    }
  })();
  if (e827) return e827;
  return undefined;
}

function v_SessionStatus(x, p) {
  const e833 = (() => {
    {
      const u834 = [];
      const b835 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "starting") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"starting\"");
        return undefined;
      })();
      if (b835 === undefined) return undefined;
      u834.push(b835);
      const b836 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "running") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"running\"");
        return undefined;
      })();
      if (b836 === undefined) return undefined;
      u834.push(b836);
      const b837 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "awaiting_approval") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"awaiting_approval\"");
        return undefined;
      })();
      if (b837 === undefined) return undefined;
      u834.push(b837);
      const b838 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "idle") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"idle\"");
        return undefined;
      })();
      if (b838 === undefined) return undefined;
      u834.push(b838);
      const b839 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "parked") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"parked\"");
        return undefined;
      })();
      if (b839 === undefined) return undefined;
      u834.push(b839);
      const b840 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "failed") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"failed\"");
        return undefined;
      })();
      if (b840 === undefined) return undefined;
      u834.push(b840);
      const b841 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "closed") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"closed\"");
        return undefined;
      })();
      if (b841 === undefined) return undefined;
      u834.push(b841);
      const u834d = u834.reduce((a, b) => (b.path.length > a.path.length ? b : a));
      return u834d;
    }
  })();
  if (e833) return e833;
  return undefined;
}

function v_SessionWebhookConfig(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k842 of Object.keys(x)) {
      const v843 = x[k842];
      const q844 = key(p, k842);
      if (k842 === "url") {
        if (!(typeof v843 === "string")) return err(q844, "invalid type: " + kind(v843) + ", expected string");
      }
      else if (k842 === "headers") {
        if (!(isObject(v843))) return err(q844, "invalid type: " + kind(v843) + ", expected object");
        if (isObject(v843)) {
          for (const k845 of Object.keys(v843)) {
            const v846 = v843[k845];
            const q847 = key(q844, k845);
            {
              if (!(typeof v846 === "string")) return err(q847, "invalid type: " + kind(v846) + ", expected string");
            }
          }
        }
      }
      else if (k842 === "events") {
        if (!(Array.isArray(v843))) return err(q844, "invalid type: " + kind(v843) + ", expected array");
        if (Array.isArray(v843)) {
          for (let i848 = 0; i848 < v843.length; i848++) {
            const v849 = v843[i848];
            const q850 = q844 + "[" + i848 + "]";
            { const e851 = v_SessionNotificationType(v849, q850); if (e851) return e851; }
          }
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "url")) return err(p, "missing field `url`");
  }
  return undefined;
}

function v_SettingSource(x, p) {
  const e852 = (() => {
    {
      const u853 = [];
      const b854 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "user") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"user\"");
        return undefined;
      })();
      if (b854 === undefined) return undefined;
      u853.push(b854);
      const b855 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "project") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"project\"");
        return undefined;
      })();
      if (b855 === undefined) return undefined;
      u853.push(b855);
      const b856 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "local") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"local\"");
        return undefined;
      })();
      if (b856 === undefined) return undefined;
      u853.push(b856);
      const u853d = u853.reduce((a, b) => (b.path.length > a.path.length ? b : a));
      return u853d;
    }
  })();
  if (e852) return e852;
  return undefined;
}

function v_SlashCommandInfo(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k857 of Object.keys(x)) {
      const v858 = x[k857];
      const q859 = key(p, k857);
      if (k857 === "name") {
        if (!(typeof v858 === "string")) return err(q859, "invalid type: " + kind(v858) + ", expected string");
      }
      else if (k857 === "description") {
        if (!(typeof v858 === "string")) return err(q859, "invalid type: " + kind(v858) + ", expected string");
      }
      else if (k857 === "argumentHint") {
        if (!(typeof v858 === "string")) return err(q859, "invalid type: " + kind(v858) + ", expected string");
      }
      else if (k857 === "aliases") {
        if (!(Array.isArray(v858))) return err(q859, "invalid type: " + kind(v858) + ", expected array");
        if (Array.isArray(v858)) {
          for (let i860 = 0; i860 < v858.length; i860++) {
            const v861 = v858[i860];
            const q862 = q859 + "[" + i860 + "]";
            if (!(typeof v861 === "string")) return err(q862, "invalid type: " + kind(v861) + ", expected string");
          }
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "name")) return err(p, "missing field `name`");
  }
  return undefined;
}

function v_StreamingGranularity(x, p) {
  const e863 = (() => {
    {
      const u864 = [];
      const b865 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "token") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"token\"");
        return undefined;
      })();
      if (b865 === undefined) return undefined;
      u864.push(b865);
      const b866 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "item") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"item\"");
        return undefined;
      })();
      if (b866 === undefined) return undefined;
      u864.push(b866);
      const b867 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "none") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"none\"");
        return undefined;
      })();
      if (b867 === undefined) return undefined;
      u864.push(b867);
      const u864d = u864.reduce((a, b) => (b.path.length > a.path.length ? b : a));
      return u864d;
    }
  })();
  if (e863) return e863;
  return undefined;
}

function v_SubmitExecutionResultRequest(x, p) {
  const e868 = (() => {
    if (!isObject(x)) return err(p, "invalid type: " + kind(x) + ", expected an object with a `status`");
    if (!Object.prototype.hasOwnProperty.call(x, "status")) {
      return err(p, "missing field `status`");
    }
    const t869 = x["status"];
    if (t869 === "ok") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k870 of Object.keys(x)) {
          const v871 = x[k870];
          const q872 = key(p, k870);
          if (k870 === "status") {
            if (!(typeof v871 === "string")) return err(q872, "invalid type: " + kind(v871) + ", expected string");
            if (v871 !== "ok") return err(q872, "invalid value: " + kind(v871) + ", expected the constant " + "\"ok\"");
          }
          else if (k870 === "output") {
            { const e873 = v_ToolExecutionOutput(v871, q872); if (e873) return e873; }
          }
          else if (k870 === "logs") {
            if (!(Array.isArray(v871))) return err(q872, "invalid type: " + kind(v871) + ", expected array");
            if (Array.isArray(v871)) {
              for (let i874 = 0; i874 < v871.length; i874++) {
                const v875 = v871[i874];
                const q876 = q872 + "[" + i874 + "]";
                if (!(typeof v875 === "string")) return err(q876, "invalid type: " + kind(v875) + ", expected string");
              }
            }
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "status")) return err(p, "missing field `status`");
        if (!Object.prototype.hasOwnProperty.call(x, "output")) return err(p, "missing field `output`");
      }
      return undefined;
    }
    if (t869 === "failed") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k877 of Object.keys(x)) {
          const v878 = x[k877];
          const q879 = key(p, k877);
          if (k877 === "status") {
            if (!(typeof v878 === "string")) return err(q879, "invalid type: " + kind(v878) + ", expected string");
            if (v878 !== "failed") return err(q879, "invalid value: " + kind(v878) + ", expected the constant " + "\"failed\"");
          }
          else if (k877 === "reason") {
            if (!(typeof v878 === "string")) return err(q879, "invalid type: " + kind(v878) + ", expected string");
          }
          else if (k877 === "error") {
            if (!(typeof v878 === "string")) return err(q879, "invalid type: " + kind(v878) + ", expected string");
          }
          else if (k877 === "logs") {
            if (!(Array.isArray(v878))) return err(q879, "invalid type: " + kind(v878) + ", expected array");
            if (Array.isArray(v878)) {
              for (let i880 = 0; i880 < v878.length; i880++) {
                const v881 = v878[i880];
                const q882 = q879 + "[" + i880 + "]";
                if (!(typeof v881 === "string")) return err(q882, "invalid type: " + kind(v881) + ", expected string");
              }
            }
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "status")) return err(p, "missing field `status`");
        if (!Object.prototype.hasOwnProperty.call(x, "reason")) return err(p, "missing field `reason`");
        if (!Object.prototype.hasOwnProperty.call(x, "error")) return err(p, "missing field `error`");
      }
      return undefined;
    }
    return err(typeof t869 === "string" ? p : key(p, "status"), "unknown variant " + kind(t869) + ", expected one of `ok`, `failed`");
  })();
  if (e868) return e868;
  return undefined;
}

function v_SubmitExecutionResultResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k883 of Object.keys(x)) {
      const v884 = x[k883];
      const q885 = key(p, k883);
      if (k883 === "applied") {
        if (!(typeof v884 === "boolean")) return err(q885, "invalid type: " + kind(v884) + ", expected boolean");
      }
      else if (k883 === "sessionId") {
        if (!(typeof v884 === "string")) return err(q885, "invalid type: " + kind(v884) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "applied")) return err(p, "missing field `applied`");
    if (!Object.prototype.hasOwnProperty.call(x, "sessionId")) return err(p, "missing field `sessionId`");
  }
  return undefined;
}

function v_TextBlock(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k886 of Object.keys(x)) {
      const v887 = x[k886];
      const q888 = key(p, k886);
      if (k886 === "type") {
        if (!(typeof v887 === "string")) return err(q888, "invalid type: " + kind(v887) + ", expected string");
        if (v887 !== "text") return err(q888, "invalid value: " + kind(v887) + ", expected the constant " + "\"text\"");
      }
      else if (k886 === "text") {
        if (!(typeof v887 === "string")) return err(q888, "invalid type: " + kind(v887) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
    if (!Object.prototype.hasOwnProperty.call(x, "text")) return err(p, "missing field `text`");
  }
  return undefined;
}

function v_ThinkingBlock(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k889 of Object.keys(x)) {
      const v890 = x[k889];
      const q891 = key(p, k889);
      if (k889 === "type") {
        if (!(typeof v890 === "string")) return err(q891, "invalid type: " + kind(v890) + ", expected string");
        if (v890 !== "thinking") return err(q891, "invalid value: " + kind(v890) + ", expected the constant " + "\"thinking\"");
      }
      else if (k889 === "thinking") {
        if (!(typeof v890 === "string")) return err(q891, "invalid type: " + kind(v890) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
    if (!Object.prototype.hasOwnProperty.call(x, "thinking")) return err(p, "missing field `thinking`");
  }
  return undefined;
}

function v_ToolCallLimits(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k892 of Object.keys(x)) {
      const v893 = x[k892];
      const q894 = key(p, k892);
      if (k892 === "timeoutMs") {
        if (!(Number.isInteger(v893))) return err(q894, "invalid type: " + kind(v893) + ", expected integer");
      }
      else if (k892 === "memoryLimitBytes") {
        if (!(Number.isInteger(v893))) return err(q894, "invalid type: " + kind(v893) + ", expected integer");
      }
    }
  }
  return undefined;
}

function v_ToolCallRequestFrame(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k895 of Object.keys(x)) {
      const v896 = x[k895];
      const q897 = key(p, k895);
      if (k895 === "type") {
        if (!(typeof v896 === "string")) return err(q897, "invalid type: " + kind(v896) + ", expected string");
        if (v896 !== "tool_call_request") return err(q897, "invalid value: " + kind(v896) + ", expected the constant " + "\"tool_call_request\"");
      }
      else if (k895 === "executionId") {
        if (!(typeof v896 === "string")) return err(q897, "invalid type: " + kind(v896) + ", expected string");
      }
      else if (k895 === "toolName") {
        if (!(typeof v896 === "string")) return err(q897, "invalid type: " + kind(v896) + ", expected string");
      }
      else if (k895 === "input") {
      }
      else if (k895 === "vfsSeed") {
        if (!(isObject(v896))) return err(q897, "invalid type: " + kind(v896) + ", expected object");
        if (isObject(v896)) {
          for (const k898 of Object.keys(v896)) {
            const v899 = v896[k898];
            const q900 = key(q897, k898);
            {
              if (!(typeof v899 === "string")) return err(q900, "invalid type: " + kind(v899) + ", expected string");
            }
          }
        }
      }
      else if (k895 === "limits") {
        { const e901 = v_ToolCallLimits(v896, q897); if (e901) return e901; }
      }
      else if (k895 === "expiresAt") {
        if (!(Number.isInteger(v896))) return err(q897, "invalid type: " + kind(v896) + ", expected integer");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
    if (!Object.prototype.hasOwnProperty.call(x, "executionId")) return err(p, "missing field `executionId`");
    if (!Object.prototype.hasOwnProperty.call(x, "toolName")) return err(p, "missing field `toolName`");
    if (!Object.prototype.hasOwnProperty.call(x, "input")) return err(p, "missing field `input`");
  }
  return undefined;
}

function v_ToolExecutionBackend(x, p) {
  const e902 = (() => {
    {
      const u903 = [];
      const b904 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "server") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"server\"");
        return undefined;
      })();
      if (b904 === undefined) return undefined;
      u903.push(b904);
      const b905 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "browser") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"browser\"");
        return undefined;
      })();
      if (b905 === undefined) return undefined;
      u903.push(b905);
      const b906 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "managed") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"managed\"");
        return undefined;
      })();
      if (b906 === undefined) return undefined;
      u903.push(b906);
      const b907 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "remote") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"remote\"");
        return undefined;
      })();
      if (b907 === undefined) return undefined;
      u903.push(b907);
      const u903d = u903.reduce((a, b) => (b.path.length > a.path.length ? b : a));
      return u903d;
    }
  })();
  if (e902) return e902;
  return undefined;
}

function v_ToolExecutionOutput(x, p) {
  const e908 = (() => {
    if (!isObject(x)) return err(p, "invalid type: " + kind(x) + ", expected an object with a `type`");
    if (!Object.prototype.hasOwnProperty.call(x, "type")) {
      return err(p, "missing field `type`");
    }
    const t909 = x["type"];
    if (t909 === "text") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k910 of Object.keys(x)) {
          const v911 = x[k910];
          const q912 = key(p, k910);
          if (k910 === "type") {
            if (!(typeof v911 === "string")) return err(q912, "invalid type: " + kind(v911) + ", expected string");
            if (v911 !== "text") return err(q912, "invalid value: " + kind(v911) + ", expected the constant " + "\"text\"");
          }
          else if (k910 === "value") {
            if (!(typeof v911 === "string")) return err(q912, "invalid type: " + kind(v911) + ", expected string");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "value")) return err(p, "missing field `value`");
      }
      return undefined;
    }
    if (t909 === "json") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k913 of Object.keys(x)) {
          const v914 = x[k913];
          const q915 = key(p, k913);
          if (k913 === "type") {
            if (!(typeof v914 === "string")) return err(q915, "invalid type: " + kind(v914) + ", expected string");
            if (v914 !== "json") return err(q915, "invalid value: " + kind(v914) + ", expected the constant " + "\"json\"");
          }
          else if (k913 === "value") {
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "value")) return err(p, "missing field `value`");
      }
      return undefined;
    }
    return err(typeof t909 === "string" ? p : key(p, "type"), "unknown variant " + kind(t909) + ", expected one of `text`, `json`");
  })();
  if (e908) return e908;
  return undefined;
}

function v_ToolExecutionStatus(x, p) {
  const e916 = (() => {
    {
      const u917 = [];
      const b918 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "pending") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"pending\"");
        return undefined;
      })();
      if (b918 === undefined) return undefined;
      u917.push(b918);
      const b919 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "deferred") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"deferred\"");
        return undefined;
      })();
      if (b919 === undefined) return undefined;
      u917.push(b919);
      const b920 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "settled") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"settled\"");
        return undefined;
      })();
      if (b920 === undefined) return undefined;
      u917.push(b920);
      const b921 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "failed") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"failed\"");
        return undefined;
      })();
      if (b921 === undefined) return undefined;
      u917.push(b921);
      const u917d = u917.reduce((a, b) => (b.path.length > a.path.length ? b : a));
      return u917d;
    }
  })();
  if (e916) return e916;
  return undefined;
}

function v_ToolResultBlock(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k922 of Object.keys(x)) {
      const v923 = x[k922];
      const q924 = key(p, k922);
      if (k922 === "type") {
        if (!(typeof v923 === "string")) return err(q924, "invalid type: " + kind(v923) + ", expected string");
        if (v923 !== "tool_result") return err(q924, "invalid value: " + kind(v923) + ", expected the constant " + "\"tool_result\"");
      }
      else if (k922 === "tool_use_id") {
        if (!(typeof v923 === "string")) return err(q924, "invalid type: " + kind(v923) + ", expected string");
      }
      else if (k922 === "content") {
        { const e925 = v_ToolResultContent(v923, q924); if (e925) return e925; }
      }
      else if (k922 === "is_error") {
        if (!(typeof v923 === "boolean")) return err(q924, "invalid type: " + kind(v923) + ", expected boolean");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
    if (!Object.prototype.hasOwnProperty.call(x, "tool_use_id")) return err(p, "missing field `tool_use_id`");
  }
  return undefined;
}

function v_ToolResultContent(x, p) {
  const e926 = (() => {
    {
      const u927 = [];
      const b928 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        return undefined;
      })();
      if (b928 === undefined) return undefined;
      u927.push(b928);
      const b929 = (() => {
        if (!(Array.isArray(x))) return err(p, "invalid type: " + kind(x) + ", expected array");
        if (Array.isArray(x)) {
          for (let i930 = 0; i930 < x.length; i930++) {
            const v931 = x[i930];
            const q932 = p + "[" + i930 + "]";
            { const e933 = v_ToolResultContentItem(v931, q932); if (e933) return e933; }
          }
        }
        return undefined;
      })();
      if (b929 === undefined) return undefined;
      u927.push(b929);
      const u927d = u927.reduce((a, b) => (b.path.length > a.path.length ? b : a));
      return u927d;
    }
  })();
  if (e926) return e926;
  return undefined;
}

function v_ToolResultContentItem(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k934 of Object.keys(x)) {
      const v935 = x[k934];
      const q936 = key(p, k934);
      if (k934 === "type") {
        if (!(typeof v935 === "string")) return err(q936, "invalid type: " + kind(v935) + ", expected string");
      }
      else if (k934 === "text") {
        if (!(typeof v935 === "string")) return err(q936, "invalid type: " + kind(v935) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
  }
  return undefined;
}

function v_ToolUseBlock(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k937 of Object.keys(x)) {
      const v938 = x[k937];
      const q939 = key(p, k937);
      if (k937 === "type") {
        if (!(typeof v938 === "string")) return err(q939, "invalid type: " + kind(v938) + ", expected string");
        if (v938 !== "tool_use") return err(q939, "invalid value: " + kind(v938) + ", expected the constant " + "\"tool_use\"");
      }
      else if (k937 === "id") {
        if (!(typeof v938 === "string")) return err(q939, "invalid type: " + kind(v938) + ", expected string");
      }
      else if (k937 === "name") {
        if (!(typeof v938 === "string")) return err(q939, "invalid type: " + kind(v938) + ", expected string");
      }
      else if (k937 === "input") {
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
    if (!Object.prototype.hasOwnProperty.call(x, "id")) return err(p, "missing field `id`");
    if (!Object.prototype.hasOwnProperty.call(x, "name")) return err(p, "missing field `name`");
    if (!Object.prototype.hasOwnProperty.call(x, "input")) return err(p, "missing field `input`");
  }
  return undefined;
}

function v_TurnResultSubtype(x, p) {
  const e940 = (() => {
    {
      const u941 = [];
      const b942 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "success") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"success\"");
        return undefined;
      })();
      if (b942 === undefined) return undefined;
      u941.push(b942);
      const b943 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "error_during_execution") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"error_during_execution\"");
        return undefined;
      })();
      if (b943 === undefined) return undefined;
      u941.push(b943);
      const b944 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "error_max_turns") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"error_max_turns\"");
        return undefined;
      })();
      if (b944 === undefined) return undefined;
      u941.push(b944);
      const b945 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "error_max_budget_usd") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"error_max_budget_usd\"");
        return undefined;
      })();
      if (b945 === undefined) return undefined;
      u941.push(b945);
      const b946 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "error_max_structured_output_retries") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"error_max_structured_output_retries\"");
        return undefined;
      })();
      if (b946 === undefined) return undefined;
      u941.push(b946);
      const u941d = u941.reduce((a, b) => (b.path.length > a.path.length ? b : a));
      return u941d;
    }
  })();
  if (e940) return e940;
  return undefined;
}

function v_UnknownBlock(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k947 of Object.keys(x)) {
      const v948 = x[k947];
      const q949 = key(p, k947);
      if (k947 === "type") {
        if (!(typeof v948 === "string")) return err(q949, "invalid type: " + kind(v948) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
  }
  return undefined;
}

function v_UpdateProfileRequest(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k950 of Object.keys(x)) {
      const v951 = x[k950];
      const q952 = key(p, k950);
      if (k950 === "engine") {
        const e953 = (() => {
          {
            const u954 = [];
            const b955 = (() => {
              { const e956 = v_ProfileEngine(v951, q952); if (e956) return e956; }
              return undefined;
            })();
            if (b955 === undefined) return undefined;
            u954.push(b955);
            const b957 = (() => {
              if (!(v951 === null)) return err(q952, "invalid type: " + kind(v951) + ", expected null");
              return undefined;
            })();
            if (b957 === undefined) return undefined;
            u954.push(b957);
            const u954d = u954.reduce((a, b) => (b.path.length > a.path.length ? b : a));
            return u954d;
          }
        })();
        if (e953) return e953;
      }
      else if (k950 === "configDir") {
        if (!(typeof v951 === "string" || v951 === null)) return err(q952, "invalid type: " + kind(v951) + ", expected string or null");
      }
      else if (k950 === "codexHome") {
        if (!(typeof v951 === "string" || v951 === null)) return err(q952, "invalid type: " + kind(v951) + ", expected string or null");
      }
      else if (k950 === "provider") {
        const e958 = (() => {
          {
            const u959 = [];
            const b960 = (() => {
              { const e961 = v_ProviderConfig(v951, q952); if (e961) return e961; }
              return undefined;
            })();
            if (b960 === undefined) return undefined;
            u959.push(b960);
            const b962 = (() => {
              if (!(v951 === null)) return err(q952, "invalid type: " + kind(v951) + ", expected null");
              return undefined;
            })();
            if (b962 === undefined) return undefined;
            u959.push(b962);
            const u959d = u959.reduce((a, b) => (b.path.length > a.path.length ? b : a));
            return u959d;
          }
        })();
        if (e958) return e958;
      }
      else if (k950 === "description") {
        if (!(typeof v951 === "string" || v951 === null)) return err(q952, "invalid type: " + kind(v951) + ", expected string or null");
      }
      else if (k950 === "defaults") {
        const e963 = (() => {
          {
            const u964 = [];
            const b965 = (() => {
              { const e966 = v_ProfileDefaults(v951, q952); if (e966) return e966; }
              return undefined;
            })();
            if (b965 === undefined) return undefined;
            u964.push(b965);
            const b967 = (() => {
              if (!(v951 === null)) return err(q952, "invalid type: " + kind(v951) + ", expected null");
              return undefined;
            })();
            if (b967 === undefined) return undefined;
            u964.push(b967);
            const u964d = u964.reduce((a, b) => (b.path.length > a.path.length ? b : a));
            return u964d;
          }
        })();
        if (e963) return e963;
      }
      else if (k950 === "session") {
        const e968 = (() => {
          {
            const u969 = [];
            const b970 = (() => {
              { const e971 = v_ProfileSessionDefaults(v951, q952); if (e971) return e971; }
              return undefined;
            })();
            if (b970 === undefined) return undefined;
            u969.push(b970);
            const b972 = (() => {
              if (!(v951 === null)) return err(q952, "invalid type: " + kind(v951) + ", expected null");
              return undefined;
            })();
            if (b972 === undefined) return undefined;
            u969.push(b972);
            const u969d = u969.reduce((a, b) => (b.path.length > a.path.length ? b : a));
            return u969d;
          }
        })();
        if (e968) return e968;
      }
      else if (k950 === "models") {
        if (!(Array.isArray(v951) || v951 === null)) return err(q952, "invalid type: " + kind(v951) + ", expected array or null");
        if (Array.isArray(v951)) {
          for (let i973 = 0; i973 < v951.length; i973++) {
            const v974 = v951[i973];
            const q975 = q952 + "[" + i973 + "]";
            { const e976 = v_ModelOption(v974, q975); if (e976) return e976; }
          }
        }
      }
      else if (k950 === "defaultModel") {
        if (!(typeof v951 === "string" || v951 === null)) return err(q952, "invalid type: " + kind(v951) + ", expected string or null");
      }
      else if (k950 === "capabilities") {
        const e977 = (() => {
          {
            const u978 = [];
            const b979 = (() => {
              { const e980 = v_EngineCapabilities(v951, q952); if (e980) return e980; }
              return undefined;
            })();
            if (b979 === undefined) return undefined;
            u978.push(b979);
            const b981 = (() => {
              if (!(v951 === null)) return err(q952, "invalid type: " + kind(v951) + ", expected null");
              return undefined;
            })();
            if (b981 === undefined) return undefined;
            u978.push(b981);
            const u978d = u978.reduce((a, b) => (b.path.length > a.path.length ? b : a));
            return u978d;
          }
        })();
        if (e977) return e977;
      }
      else if (k950 === "available") {
        if (!(typeof v951 === "boolean" || v951 === null)) return err(q952, "invalid type: " + kind(v951) + ", expected boolean or null");
      }
      else if (k950 === "unavailableReason") {
        if (!(typeof v951 === "string" || v951 === null)) return err(q952, "invalid type: " + kind(v951) + ", expected string or null");
      }
      else if (k950 === "managed") {
        if (!(typeof v951 === "boolean" || v951 === null)) return err(q952, "invalid type: " + kind(v951) + ", expected boolean or null");
      }
    }
  }
  return undefined;
}

function v_UploadAttachmentResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k982 of Object.keys(x)) {
      const v983 = x[k982];
      const q984 = key(p, k982);
      if (k982 === "attachment") {
        { const e985 = v_MessageAttachment(v983, q984); if (e985) return e985; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "attachment")) return err(p, "missing field `attachment`");
  }
  return undefined;
}

function v_UserQuestion(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k986 of Object.keys(x)) {
      const v987 = x[k986];
      const q988 = key(p, k986);
      if (k986 === "question") {
        if (!(typeof v987 === "string")) return err(q988, "invalid type: " + kind(v987) + ", expected string");
      }
      else if (k986 === "header") {
        if (!(typeof v987 === "string")) return err(q988, "invalid type: " + kind(v987) + ", expected string");
      }
      else if (k986 === "options") {
        if (!(Array.isArray(v987))) return err(q988, "invalid type: " + kind(v987) + ", expected array");
        if (Array.isArray(v987)) {
          for (let i989 = 0; i989 < v987.length; i989++) {
            const v990 = v987[i989];
            const q991 = q988 + "[" + i989 + "]";
            { const e992 = v_UserQuestionOption(v990, q991); if (e992) return e992; }
          }
        }
      }
      else if (k986 === "multiSelect") {
        if (!(typeof v987 === "boolean")) return err(q988, "invalid type: " + kind(v987) + ", expected boolean");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "question")) return err(p, "missing field `question`");
    if (!Object.prototype.hasOwnProperty.call(x, "header")) return err(p, "missing field `header`");
    if (!Object.prototype.hasOwnProperty.call(x, "options")) return err(p, "missing field `options`");
  }
  return undefined;
}

function v_UserQuestionOption(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k993 of Object.keys(x)) {
      const v994 = x[k993];
      const q995 = key(p, k993);
      if (k993 === "label") {
        if (!(typeof v994 === "string")) return err(q995, "invalid type: " + kind(v994) + ", expected string");
      }
      else if (k993 === "description") {
        if (!(typeof v994 === "string")) return err(q995, "invalid type: " + kind(v994) + ", expected string");
      }
      else if (k993 === "preview") {
        if (!(typeof v994 === "string")) return err(q995, "invalid type: " + kind(v994) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "label")) return err(p, "missing field `label`");
  }
  return undefined;
}

function v_WebhookConfig(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k996 of Object.keys(x)) {
      const v997 = x[k996];
      const q998 = key(p, k996);
      if (k996 === "url") {
        if (!(typeof v997 === "string")) return err(q998, "invalid type: " + kind(v997) + ", expected string");
      }
      else if (k996 === "headers") {
        if (!(isObject(v997))) return err(q998, "invalid type: " + kind(v997) + ", expected object");
        if (isObject(v997)) {
          for (const k999 of Object.keys(v997)) {
            const v1000 = v997[k999];
            const q1001 = key(q998, k999);
            {
              if (!(typeof v1000 === "string")) return err(q1001, "invalid type: " + kind(v1000) + ", expected string");
            }
          }
        }
      }
      else if (k996 === "progress") {
        { const e1002 = v_WebhookProgress(v997, q998); if (e1002) return e1002; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "url")) return err(p, "missing field `url`");
  }
  return undefined;
}

function v_WebhookProgress(x, p) {
  const e1003 = (() => {
    {
      const u1004 = [];
      const b1005 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "messages") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"messages\"");
        return undefined;
      })();
      if (b1005 === undefined) return undefined;
      u1004.push(b1005);
      const b1006 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "completion") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"completion\"");
        return undefined;
      })();
      if (b1006 === undefined) return undefined;
      u1004.push(b1006);
      const u1004d = u1004.reduce((a, b) => (b.path.length > a.path.length ? b : a));
      return u1004d;
    }
  })();
  if (e1003) return e1003;
  return undefined;
}

function v_WriteHostFileRequest(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1007 of Object.keys(x)) {
      const v1008 = x[k1007];
      const q1009 = key(p, k1007);
      if (k1007 === "path") {
        if (!(typeof v1008 === "string")) return err(q1009, "invalid type: " + kind(v1008) + ", expected string");
      }
      else if (k1007 === "content") {
        if (!(typeof v1008 === "string")) return err(q1009, "invalid type: " + kind(v1008) + ", expected string");
      }
      else if (k1007 === "encoding") {
        { const e1010 = v_FileEncoding(v1008, q1009); if (e1010) return e1010; }
      }
      else if (k1007 === "expectedHash") {
        if (!(typeof v1008 === "string")) return err(q1009, "invalid type: " + kind(v1008) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "path")) return err(p, "missing field `path`");
    if (!Object.prototype.hasOwnProperty.call(x, "content")) return err(p, "missing field `content`");
  }
  return undefined;
}

function v_WriteHostFileResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1011 of Object.keys(x)) {
      const v1012 = x[k1011];
      const q1013 = key(p, k1011);
      if (k1011 === "path") {
        if (!(typeof v1012 === "string")) return err(q1013, "invalid type: " + kind(v1012) + ", expected string");
      }
      else if (k1011 === "bytes") {
        if (!(Number.isInteger(v1012))) return err(q1013, "invalid type: " + kind(v1012) + ", expected integer");
      }
      else if (k1011 === "hash") {
        if (!(typeof v1012 === "string")) return err(q1013, "invalid type: " + kind(v1012) + ", expected string");
      }
      else if (k1011 === "modifiedAt") {
        if (!(Number.isInteger(v1012))) return err(q1013, "invalid type: " + kind(v1012) + ", expected integer");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "path")) return err(p, "missing field `path`");
    if (!Object.prototype.hasOwnProperty.call(x, "bytes")) return err(p, "missing field `bytes`");
    if (!Object.prototype.hasOwnProperty.call(x, "hash")) return err(p, "missing field `hash`");
    if (!Object.prototype.hasOwnProperty.call(x, "modifiedAt")) return err(p, "missing field `modifiedAt`");
  }
  return undefined;
}

/** Validates a value as a `ApiMessage`. */
export function validateApiMessage(value) {
  return result(v_ApiMessage(value, ""), value);
}

/** Whether a value is a `ApiMessage`. */
export function isApiMessage(value) {
  return v_ApiMessage(value, "") === undefined;
}

/** Validates a value as a `AttachedFrame`. */
export function validateAttachedFrame(value) {
  return result(v_AttachedFrame(value, ""), value);
}

/** Whether a value is a `AttachedFrame`. */
export function isAttachedFrame(value) {
  return v_AttachedFrame(value, "") === undefined;
}

/** Validates a value as a `ClientFrame`. */
export function validateClientFrame(value) {
  return result(v_ClientFrame(value, ""), value);
}

/** Whether a value is a `ClientFrame`. */
export function isClientFrame(value) {
  return v_ClientFrame(value, "") === undefined;
}

/** Validates a value as a `ContentBlock`. */
export function validateContentBlock(value) {
  return result(v_ContentBlock(value, ""), value);
}

/** Whether a value is a `ContentBlock`. */
export function isContentBlock(value) {
  return v_ContentBlock(value, "") === undefined;
}

/** Validates a value as a `ContextUsage`. */
export function validateContextUsage(value) {
  return result(v_ContextUsage(value, ""), value);
}

/** Whether a value is a `ContextUsage`. */
export function isContextUsage(value) {
  return v_ContextUsage(value, "") === undefined;
}

/** Validates a value as a `ContextUsageCategory`. */
export function validateContextUsageCategory(value) {
  return result(v_ContextUsageCategory(value, ""), value);
}

/** Whether a value is a `ContextUsageCategory`. */
export function isContextUsageCategory(value) {
  return v_ContextUsageCategory(value, "") === undefined;
}

/** Validates a value as a `CreateJobRequest`. */
export function validateCreateJobRequest(value) {
  return result(v_CreateJobRequest(value, ""), value);
}

/** Whether a value is a `CreateJobRequest`. */
export function isCreateJobRequest(value) {
  return v_CreateJobRequest(value, "") === undefined;
}

/** Validates a value as a `CreateJobResponse`. */
export function validateCreateJobResponse(value) {
  return result(v_CreateJobResponse(value, ""), value);
}

/** Whether a value is a `CreateJobResponse`. */
export function isCreateJobResponse(value) {
  return v_CreateJobResponse(value, "") === undefined;
}

/** Validates a value as a `CreateProfileRequest`. */
export function validateCreateProfileRequest(value) {
  return result(v_CreateProfileRequest(value, ""), value);
}

/** Whether a value is a `CreateProfileRequest`. */
export function isCreateProfileRequest(value) {
  return v_CreateProfileRequest(value, "") === undefined;
}

/** Validates a value as a `CreateSessionRequest`. */
export function validateCreateSessionRequest(value) {
  return result(v_CreateSessionRequest(value, ""), value);
}

/** Whether a value is a `CreateSessionRequest`. */
export function isCreateSessionRequest(value) {
  return v_CreateSessionRequest(value, "") === undefined;
}

/** Validates a value as a `CreateSessionResponse`. */
export function validateCreateSessionResponse(value) {
  return result(v_CreateSessionResponse(value, ""), value);
}

/** Whether a value is a `CreateSessionResponse`. */
export function isCreateSessionResponse(value) {
  return v_CreateSessionResponse(value, "") === undefined;
}

/** Validates a value as a `EngineCapabilities`. */
export function validateEngineCapabilities(value) {
  return result(v_EngineCapabilities(value, ""), value);
}

/** Whether a value is a `EngineCapabilities`. */
export function isEngineCapabilities(value) {
  return v_EngineCapabilities(value, "") === undefined;
}

/** Validates a value as a `ErrorResponse`. */
export function validateErrorResponse(value) {
  return result(v_ErrorResponse(value, ""), value);
}

/** Whether a value is a `ErrorResponse`. */
export function isErrorResponse(value) {
  return v_ErrorResponse(value, "") === undefined;
}

/** Validates a value as a `FindHostFilesResponse`. */
export function validateFindHostFilesResponse(value) {
  return result(v_FindHostFilesResponse(value, ""), value);
}

/** Whether a value is a `FindHostFilesResponse`. */
export function isFindHostFilesResponse(value) {
  return v_FindHostFilesResponse(value, "") === undefined;
}

/** Validates a value as a `GetJobResponse`. */
export function validateGetJobResponse(value) {
  return result(v_GetJobResponse(value, ""), value);
}

/** Whether a value is a `GetJobResponse`. */
export function isGetJobResponse(value) {
  return v_GetJobResponse(value, "") === undefined;
}

/** Validates a value as a `GetProfileResponse`. */
export function validateGetProfileResponse(value) {
  return result(v_GetProfileResponse(value, ""), value);
}

/** Whether a value is a `GetProfileResponse`. */
export function isGetProfileResponse(value) {
  return v_GetProfileResponse(value, "") === undefined;
}

/** Validates a value as a `GetSessionResponse`. */
export function validateGetSessionResponse(value) {
  return result(v_GetSessionResponse(value, ""), value);
}

/** Whether a value is a `GetSessionResponse`. */
export function isGetSessionResponse(value) {
  return v_GetSessionResponse(value, "") === undefined;
}

/** Validates a value as a `HostDirEntry`. */
export function validateHostDirEntry(value) {
  return result(v_HostDirEntry(value, ""), value);
}

/** Whether a value is a `HostDirEntry`. */
export function isHostDirEntry(value) {
  return v_HostDirEntry(value, "") === undefined;
}

/** Validates a value as a `HostFileMatch`. */
export function validateHostFileMatch(value) {
  return result(v_HostFileMatch(value, ""), value);
}

/** Whether a value is a `HostFileMatch`. */
export function isHostFileMatch(value) {
  return v_HostFileMatch(value, "") === undefined;
}

/** Validates a value as a `HostFileRoot`. */
export function validateHostFileRoot(value) {
  return result(v_HostFileRoot(value, ""), value);
}

/** Whether a value is a `HostFileRoot`. */
export function isHostFileRoot(value) {
  return v_HostFileRoot(value, "") === undefined;
}

/** Validates a value as a `JobEvent`. */
export function validateJobEvent(value) {
  return result(v_JobEvent(value, ""), value);
}

/** Whether a value is a `JobEvent`. */
export function isJobEvent(value) {
  return v_JobEvent(value, "") === undefined;
}

/** Validates a value as a `JobInfo`. */
export function validateJobInfo(value) {
  return result(v_JobInfo(value, ""), value);
}

/** Whether a value is a `JobInfo`. */
export function isJobInfo(value) {
  return v_JobInfo(value, "") === undefined;
}

/** Validates a value as a `JobProgress`. */
export function validateJobProgress(value) {
  return result(v_JobProgress(value, ""), value);
}

/** Whether a value is a `JobProgress`. */
export function isJobProgress(value) {
  return v_JobProgress(value, "") === undefined;
}

/** Validates a value as a `JobResult`. */
export function validateJobResult(value) {
  return result(v_JobResult(value, ""), value);
}

/** Whether a value is a `JobResult`. */
export function isJobResult(value) {
  return v_JobResult(value, "") === undefined;
}

/** Validates a value as a `JobStatus`. */
export function validateJobStatus(value) {
  return result(v_JobStatus(value, ""), value);
}

/** Whether a value is a `JobStatus`. */
export function isJobStatus(value) {
  return v_JobStatus(value, "") === undefined;
}

/** Validates a value as a `JobUsage`. */
export function validateJobUsage(value) {
  return result(v_JobUsage(value, ""), value);
}

/** Whether a value is a `JobUsage`. */
export function isJobUsage(value) {
  return v_JobUsage(value, "") === undefined;
}

/** Validates a value as a `ListHostDirResponse`. */
export function validateListHostDirResponse(value) {
  return result(v_ListHostDirResponse(value, ""), value);
}

/** Whether a value is a `ListHostDirResponse`. */
export function isListHostDirResponse(value) {
  return v_ListHostDirResponse(value, "") === undefined;
}

/** Validates a value as a `ListHostRootsResponse`. */
export function validateListHostRootsResponse(value) {
  return result(v_ListHostRootsResponse(value, ""), value);
}

/** Whether a value is a `ListHostRootsResponse`. */
export function isListHostRootsResponse(value) {
  return v_ListHostRootsResponse(value, "") === undefined;
}

/** Validates a value as a `ListJobsResponse`. */
export function validateListJobsResponse(value) {
  return result(v_ListJobsResponse(value, ""), value);
}

/** Whether a value is a `ListJobsResponse`. */
export function isListJobsResponse(value) {
  return v_ListJobsResponse(value, "") === undefined;
}

/** Validates a value as a `ListProfilesResponse`. */
export function validateListProfilesResponse(value) {
  return result(v_ListProfilesResponse(value, ""), value);
}

/** Whether a value is a `ListProfilesResponse`. */
export function isListProfilesResponse(value) {
  return v_ListProfilesResponse(value, "") === undefined;
}

/** Validates a value as a `ListSdkSessionsResponse`. */
export function validateListSdkSessionsResponse(value) {
  return result(v_ListSdkSessionsResponse(value, ""), value);
}

/** Whether a value is a `ListSdkSessionsResponse`. */
export function isListSdkSessionsResponse(value) {
  return v_ListSdkSessionsResponse(value, "") === undefined;
}

/** Validates a value as a `ListSessionFilesResponse`. */
export function validateListSessionFilesResponse(value) {
  return result(v_ListSessionFilesResponse(value, ""), value);
}

/** Whether a value is a `ListSessionFilesResponse`. */
export function isListSessionFilesResponse(value) {
  return v_ListSessionFilesResponse(value, "") === undefined;
}

/** Validates a value as a `ListSessionsResponse`. */
export function validateListSessionsResponse(value) {
  return result(v_ListSessionsResponse(value, ""), value);
}

/** Whether a value is a `ListSessionsResponse`. */
export function isListSessionsResponse(value) {
  return v_ListSessionsResponse(value, "") === undefined;
}

/** Validates a value as a `McpServerActionRequest`. */
export function validateMcpServerActionRequest(value) {
  return result(v_McpServerActionRequest(value, ""), value);
}

/** Whether a value is a `McpServerActionRequest`. */
export function isMcpServerActionRequest(value) {
  return v_McpServerActionRequest(value, "") === undefined;
}

/** Validates a value as a `McpServerConfigWire`. */
export function validateMcpServerConfigWire(value) {
  return result(v_McpServerConfigWire(value, ""), value);
}

/** Whether a value is a `McpServerConfigWire`. */
export function isMcpServerConfigWire(value) {
  return v_McpServerConfigWire(value, "") === undefined;
}

/** Validates a value as a `McpServerStatusInfo`. */
export function validateMcpServerStatusInfo(value) {
  return result(v_McpServerStatusInfo(value, ""), value);
}

/** Whether a value is a `McpServerStatusInfo`. */
export function isMcpServerStatusInfo(value) {
  return v_McpServerStatusInfo(value, "") === undefined;
}

/** Validates a value as a `McpServerToolInfo`. */
export function validateMcpServerToolInfo(value) {
  return result(v_McpServerToolInfo(value, ""), value);
}

/** Whether a value is a `McpServerToolInfo`. */
export function isMcpServerToolInfo(value) {
  return v_McpServerToolInfo(value, "") === undefined;
}

/** Validates a value as a `McpServersResponse`. */
export function validateMcpServersResponse(value) {
  return result(v_McpServersResponse(value, ""), value);
}

/** Whether a value is a `McpServersResponse`. */
export function isMcpServersResponse(value) {
  return v_McpServersResponse(value, "") === undefined;
}

/** Validates a value as a `MessageAttachment`. */
export function validateMessageAttachment(value) {
  return result(v_MessageAttachment(value, ""), value);
}

/** Whether a value is a `MessageAttachment`. */
export function isMessageAttachment(value) {
  return v_MessageAttachment(value, "") === undefined;
}

/** Validates a value as a `ModelOption`. */
export function validateModelOption(value) {
  return result(v_ModelOption(value, ""), value);
}

/** Whether a value is a `ModelOption`. */
export function isModelOption(value) {
  return v_ModelOption(value, "") === undefined;
}

/** Validates a value as a `PermissionDecisionSource`. */
export function validatePermissionDecisionSource(value) {
  return result(v_PermissionDecisionSource(value, ""), value);
}

/** Whether a value is a `PermissionDecisionSource`. */
export function isPermissionDecisionSource(value) {
  return v_PermissionDecisionSource(value, "") === undefined;
}

/** Validates a value as a `PermissionMode`. */
export function validatePermissionMode(value) {
  return result(v_PermissionMode(value, ""), value);
}

/** Whether a value is a `PermissionMode`. */
export function isPermissionMode(value) {
  return v_PermissionMode(value, "") === undefined;
}

/** Validates a value as a `PermissionRequest`. */
export function validatePermissionRequest(value) {
  return result(v_PermissionRequest(value, ""), value);
}

/** Whether a value is a `PermissionRequest`. */
export function isPermissionRequest(value) {
  return v_PermissionRequest(value, "") === undefined;
}

/** Validates a value as a `ProfileConfigSnapshot`. */
export function validateProfileConfigSnapshot(value) {
  return result(v_ProfileConfigSnapshot(value, ""), value);
}

/** Whether a value is a `ProfileConfigSnapshot`. */
export function isProfileConfigSnapshot(value) {
  return v_ProfileConfigSnapshot(value, "") === undefined;
}

/** Validates a value as a `ProfileDefaults`. */
export function validateProfileDefaults(value) {
  return result(v_ProfileDefaults(value, ""), value);
}

/** Whether a value is a `ProfileDefaults`. */
export function isProfileDefaults(value) {
  return v_ProfileDefaults(value, "") === undefined;
}

/** Validates a value as a `ProfileEngine`. */
export function validateProfileEngine(value) {
  return result(v_ProfileEngine(value, ""), value);
}

/** Whether a value is a `ProfileEngine`. */
export function isProfileEngine(value) {
  return v_ProfileEngine(value, "") === undefined;
}

/** Validates a value as a `ProfileInfo`. */
export function validateProfileInfo(value) {
  return result(v_ProfileInfo(value, ""), value);
}

/** Whether a value is a `ProfileInfo`. */
export function isProfileInfo(value) {
  return v_ProfileInfo(value, "") === undefined;
}

/** Validates a value as a `ProfileSessionDefaults`. */
export function validateProfileSessionDefaults(value) {
  return result(v_ProfileSessionDefaults(value, ""), value);
}

/** Whether a value is a `ProfileSessionDefaults`. */
export function isProfileSessionDefaults(value) {
  return v_ProfileSessionDefaults(value, "") === undefined;
}

/** Validates a value as a `ProviderConfig`. */
export function validateProviderConfig(value) {
  return result(v_ProviderConfig(value, ""), value);
}

/** Whether a value is a `ProviderConfig`. */
export function isProviderConfig(value) {
  return v_ProviderConfig(value, "") === undefined;
}

/** Validates a value as a `QuestionBehavior`. */
export function validateQuestionBehavior(value) {
  return result(v_QuestionBehavior(value, ""), value);
}

/** Whether a value is a `QuestionBehavior`. */
export function isQuestionBehavior(value) {
  return v_QuestionBehavior(value, "") === undefined;
}

/** Validates a value as a `QueueServerFrame`. */
export function validateQueueServerFrame(value) {
  return result(v_QueueServerFrame(value, ""), value);
}

/** Whether a value is a `QueueServerFrame`. */
export function isQueueServerFrame(value) {
  return v_QueueServerFrame(value, "") === undefined;
}

/** Validates a value as a `QueueStats`. */
export function validateQueueStats(value) {
  return result(v_QueueStats(value, ""), value);
}

/** Whether a value is a `QueueStats`. */
export function isQueueStats(value) {
  return v_QueueStats(value, "") === undefined;
}

/** Validates a value as a `QueueStatsResponse`. */
export function validateQueueStatsResponse(value) {
  return result(v_QueueStatsResponse(value, ""), value);
}

/** Whether a value is a `QueueStatsResponse`. */
export function isQueueStatsResponse(value) {
  return v_QueueStatsResponse(value, "") === undefined;
}

/** Validates a value as a `RateLimitInfo`. */
export function validateRateLimitInfo(value) {
  return result(v_RateLimitInfo(value, ""), value);
}

/** Whether a value is a `RateLimitInfo`. */
export function isRateLimitInfo(value) {
  return v_RateLimitInfo(value, "") === undefined;
}

/** Validates a value as a `ReadHostFileResponse`. */
export function validateReadHostFileResponse(value) {
  return result(v_ReadHostFileResponse(value, ""), value);
}

/** Whether a value is a `ReadHostFileResponse`. */
export function isReadHostFileResponse(value) {
  return v_ReadHostFileResponse(value, "") === undefined;
}

/** Validates a value as a `ResolvePermissionRequest`. */
export function validateResolvePermissionRequest(value) {
  return result(v_ResolvePermissionRequest(value, ""), value);
}

/** Whether a value is a `ResolvePermissionRequest`. */
export function isResolvePermissionRequest(value) {
  return v_ResolvePermissionRequest(value, "") === undefined;
}

/** Validates a value as a `ResolvePermissionResponse`. */
export function validateResolvePermissionResponse(value) {
  return result(v_ResolvePermissionResponse(value, ""), value);
}

/** Whether a value is a `ResolvePermissionResponse`. */
export function isResolvePermissionResponse(value) {
  return v_ResolvePermissionResponse(value, "") === undefined;
}

/** Validates a value as a `SaveProfileResponse`. */
export function validateSaveProfileResponse(value) {
  return result(v_SaveProfileResponse(value, ""), value);
}

/** Whether a value is a `SaveProfileResponse`. */
export function isSaveProfileResponse(value) {
  return v_SaveProfileResponse(value, "") === undefined;
}

/** Validates a value as a `SdkSessionSummary`. */
export function validateSdkSessionSummary(value) {
  return result(v_SdkSessionSummary(value, ""), value);
}

/** Whether a value is a `SdkSessionSummary`. */
export function isSdkSessionSummary(value) {
  return v_SdkSessionSummary(value, "") === undefined;
}

/** Validates a value as a `ServerFrame`. */
export function validateServerFrame(value) {
  return result(v_ServerFrame(value, ""), value);
}

/** Whether a value is a `ServerFrame`. */
export function isServerFrame(value) {
  return v_ServerFrame(value, "") === undefined;
}

/** Validates a value as a `SessionCapability`. */
export function validateSessionCapability(value) {
  return result(v_SessionCapability(value, ""), value);
}

/** Whether a value is a `SessionCapability`. */
export function isSessionCapability(value) {
  return v_SessionCapability(value, "") === undefined;
}

/** Validates a value as a `SessionCommand`. */
export function validateSessionCommand(value) {
  return result(v_SessionCommand(value, ""), value);
}

/** Whether a value is a `SessionCommand`. */
export function isSessionCommand(value) {
  return v_SessionCommand(value, "") === undefined;
}

/** Validates a value as a `SessionEvent`. */
export function validateSessionEvent(value) {
  return result(v_SessionEvent(value, ""), value);
}

/** Whether a value is a `SessionEvent`. */
export function isSessionEvent(value) {
  return v_SessionEvent(value, "") === undefined;
}

/** Validates a value as a `SessionEventBody`. */
export function validateSessionEventBody(value) {
  return result(v_SessionEventBody(value, ""), value);
}

/** Whether a value is a `SessionEventBody`. */
export function isSessionEventBody(value) {
  return v_SessionEventBody(value, "") === undefined;
}

/** Validates a value as a `SessionFileInfo`. */
export function validateSessionFileInfo(value) {
  return result(v_SessionFileInfo(value, ""), value);
}

/** Whether a value is a `SessionFileInfo`. */
export function isSessionFileInfo(value) {
  return v_SessionFileInfo(value, "") === undefined;
}

/** Validates a value as a `SessionInfo`. */
export function validateSessionInfo(value) {
  return result(v_SessionInfo(value, ""), value);
}

/** Whether a value is a `SessionInfo`. */
export function isSessionInfo(value) {
  return v_SessionInfo(value, "") === undefined;
}

/** Validates a value as a `SessionNotification`. */
export function validateSessionNotification(value) {
  return result(v_SessionNotification(value, ""), value);
}

/** Whether a value is a `SessionNotification`. */
export function isSessionNotification(value) {
  return v_SessionNotification(value, "") === undefined;
}

/** Validates a value as a `SessionNotificationType`. */
export function validateSessionNotificationType(value) {
  return result(v_SessionNotificationType(value, ""), value);
}

/** Whether a value is a `SessionNotificationType`. */
export function isSessionNotificationType(value) {
  return v_SessionNotificationType(value, "") === undefined;
}

/** Validates a value as a `SessionStatus`. */
export function validateSessionStatus(value) {
  return result(v_SessionStatus(value, ""), value);
}

/** Whether a value is a `SessionStatus`. */
export function isSessionStatus(value) {
  return v_SessionStatus(value, "") === undefined;
}

/** Validates a value as a `SessionWebhookConfig`. */
export function validateSessionWebhookConfig(value) {
  return result(v_SessionWebhookConfig(value, ""), value);
}

/** Whether a value is a `SessionWebhookConfig`. */
export function isSessionWebhookConfig(value) {
  return v_SessionWebhookConfig(value, "") === undefined;
}

/** Validates a value as a `SlashCommandInfo`. */
export function validateSlashCommandInfo(value) {
  return result(v_SlashCommandInfo(value, ""), value);
}

/** Whether a value is a `SlashCommandInfo`. */
export function isSlashCommandInfo(value) {
  return v_SlashCommandInfo(value, "") === undefined;
}

/** Validates a value as a `SubmitExecutionResultRequest`. */
export function validateSubmitExecutionResultRequest(value) {
  return result(v_SubmitExecutionResultRequest(value, ""), value);
}

/** Whether a value is a `SubmitExecutionResultRequest`. */
export function isSubmitExecutionResultRequest(value) {
  return v_SubmitExecutionResultRequest(value, "") === undefined;
}

/** Validates a value as a `SubmitExecutionResultResponse`. */
export function validateSubmitExecutionResultResponse(value) {
  return result(v_SubmitExecutionResultResponse(value, ""), value);
}

/** Whether a value is a `SubmitExecutionResultResponse`. */
export function isSubmitExecutionResultResponse(value) {
  return v_SubmitExecutionResultResponse(value, "") === undefined;
}

/** Validates a value as a `TextBlock`. */
export function validateTextBlock(value) {
  return result(v_TextBlock(value, ""), value);
}

/** Whether a value is a `TextBlock`. */
export function isTextBlock(value) {
  return v_TextBlock(value, "") === undefined;
}

/** Validates a value as a `ThinkingBlock`. */
export function validateThinkingBlock(value) {
  return result(v_ThinkingBlock(value, ""), value);
}

/** Whether a value is a `ThinkingBlock`. */
export function isThinkingBlock(value) {
  return v_ThinkingBlock(value, "") === undefined;
}

/** Validates a value as a `ToolCallRequestFrame`. */
export function validateToolCallRequestFrame(value) {
  return result(v_ToolCallRequestFrame(value, ""), value);
}

/** Whether a value is a `ToolCallRequestFrame`. */
export function isToolCallRequestFrame(value) {
  return v_ToolCallRequestFrame(value, "") === undefined;
}

/** Validates a value as a `ToolExecutionBackend`. */
export function validateToolExecutionBackend(value) {
  return result(v_ToolExecutionBackend(value, ""), value);
}

/** Whether a value is a `ToolExecutionBackend`. */
export function isToolExecutionBackend(value) {
  return v_ToolExecutionBackend(value, "") === undefined;
}

/** Validates a value as a `ToolExecutionOutput`. */
export function validateToolExecutionOutput(value) {
  return result(v_ToolExecutionOutput(value, ""), value);
}

/** Whether a value is a `ToolExecutionOutput`. */
export function isToolExecutionOutput(value) {
  return v_ToolExecutionOutput(value, "") === undefined;
}

/** Validates a value as a `ToolExecutionStatus`. */
export function validateToolExecutionStatus(value) {
  return result(v_ToolExecutionStatus(value, ""), value);
}

/** Whether a value is a `ToolExecutionStatus`. */
export function isToolExecutionStatus(value) {
  return v_ToolExecutionStatus(value, "") === undefined;
}

/** Validates a value as a `ToolResultBlock`. */
export function validateToolResultBlock(value) {
  return result(v_ToolResultBlock(value, ""), value);
}

/** Whether a value is a `ToolResultBlock`. */
export function isToolResultBlock(value) {
  return v_ToolResultBlock(value, "") === undefined;
}

/** Validates a value as a `ToolUseBlock`. */
export function validateToolUseBlock(value) {
  return result(v_ToolUseBlock(value, ""), value);
}

/** Whether a value is a `ToolUseBlock`. */
export function isToolUseBlock(value) {
  return v_ToolUseBlock(value, "") === undefined;
}

/** Validates a value as a `UnknownBlock`. */
export function validateUnknownBlock(value) {
  return result(v_UnknownBlock(value, ""), value);
}

/** Whether a value is a `UnknownBlock`. */
export function isUnknownBlock(value) {
  return v_UnknownBlock(value, "") === undefined;
}

/** Validates a value as a `UpdateProfileRequest`. */
export function validateUpdateProfileRequest(value) {
  return result(v_UpdateProfileRequest(value, ""), value);
}

/** Whether a value is a `UpdateProfileRequest`. */
export function isUpdateProfileRequest(value) {
  return v_UpdateProfileRequest(value, "") === undefined;
}

/** Validates a value as a `UploadAttachmentResponse`. */
export function validateUploadAttachmentResponse(value) {
  return result(v_UploadAttachmentResponse(value, ""), value);
}

/** Whether a value is a `UploadAttachmentResponse`. */
export function isUploadAttachmentResponse(value) {
  return v_UploadAttachmentResponse(value, "") === undefined;
}

/** Validates a value as a `UserQuestion`. */
export function validateUserQuestion(value) {
  return result(v_UserQuestion(value, ""), value);
}

/** Whether a value is a `UserQuestion`. */
export function isUserQuestion(value) {
  return v_UserQuestion(value, "") === undefined;
}

/** Validates a value as a `UserQuestionOption`. */
export function validateUserQuestionOption(value) {
  return result(v_UserQuestionOption(value, ""), value);
}

/** Whether a value is a `UserQuestionOption`. */
export function isUserQuestionOption(value) {
  return v_UserQuestionOption(value, "") === undefined;
}

/** Validates a value as a `WebhookConfig`. */
export function validateWebhookConfig(value) {
  return result(v_WebhookConfig(value, ""), value);
}

/** Whether a value is a `WebhookConfig`. */
export function isWebhookConfig(value) {
  return v_WebhookConfig(value, "") === undefined;
}

/** Validates a value as a `WriteHostFileRequest`. */
export function validateWriteHostFileRequest(value) {
  return result(v_WriteHostFileRequest(value, ""), value);
}

/** Whether a value is a `WriteHostFileRequest`. */
export function isWriteHostFileRequest(value) {
  return v_WriteHostFileRequest(value, "") === undefined;
}

/** Validates a value as a `WriteHostFileResponse`. */
export function validateWriteHostFileResponse(value) {
  return result(v_WriteHostFileResponse(value, ""), value);
}

/** Whether a value is a `WriteHostFileResponse`. */
export function isWriteHostFileResponse(value) {
  return v_WriteHostFileResponse(value, "") === undefined;
}

/** Parses JSON text as a `ServerFrame`; never throws. */
export function parseServerFrame(text) {
  let value;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { ok: false, errors: [{ path: "(root)", message: "not JSON: " + (e instanceof Error ? e.message : String(e)) }] };
  }
  return validateServerFrame(value);
}
